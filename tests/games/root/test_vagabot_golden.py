"""Law of Rootbotics, section 7 worked example ("Exemplo de Turno do Automalandro").

The board is built to agree with every sentence of the text:
- mid-game, 5 items, all face up and undamaged ("he has many unexhausted items");
- the pawn in the forest between 4, 9 and 12, so the ruin in 12 is the only one a single move away
  ("the nearest clearing with a ruin"); all four ruins are still on the map; the sword lies in 12;
- its quest is a mouse quest; from 12 the mouse clearings 7, 9 and 11 are all one move away, and
  2.1 picks 7 ("the mouse clearing to the south");
- in 7 stand the Marquise and the Eyrie, both human ("the Marquise draws a card"); only the
  Marquise has crafted items (the table says so when asked); the Marquise has the most VP;
- the Marquise has 3 warriors in 7, so its roll of 3 deals 3 hits.
"""

from tablebot.games.root import game
from tablebot.games.root.actions import AskOrderCard, AskTable, Battle, Compound, Craft, Move, Score, SetRuins

from .scenario import card, codes, play, steps_of
from .vagabot_scenario import V, all_codes, board_of, prompts, scene, vagabot_game

M, E = "marquise", "eyrie"
RUINS = ((6, "bag"), (10, "boots"), (11, "hammer"), (12, "sword"))


def example_board():
    snap = vagabot_game(humans=(M, E))
    pieces = {
        7: {(M, "warrior"): 3, (M, "sawmill"): 1, (E, "warrior"): 2},
        1: {(M, "warrior"): 2, (M, "keep"): 1},
        3: {(E, "warrior"): 3, (E, "roost"): 1},
    }
    return scene(snap, "F4-9-12", pieces, vp={M: 10, E: 6, V: 8}, ready=5, quest="mouse", ruin_items=RUINS)


def run_example():
    snap = example_board()
    return snap, *play(snap, orders=[card("bird", "boots", "Woodland Runners")], dice=[(3, 3)],
                       tables=[("fox",), (M,)])


def test_vagabot_example_turn_reproduces_exactly():
    snap, end, seen = run_example()
    assert isinstance(seen[0].question, AskOrderCard)
    steps = steps_of(seen)
    kinds = [s.action.kind for s in steps]
    assert kinds == ["compound",  # craft the order's item
                     "compound", "compound",  # explore: move to 12, exhaust to explore
                     "compound", "compound",  # quest: move to 7, exhaust 2
                     "compound",  # aid the Marquise
                     "set_board", "battle",  # battle: exhaust 1, fight
                     "nothing",  # cannot battle again (needs 2 items)
                     "set_board", "set_board",  # evening: refresh 4, repair 1
                     "discard", "end_turn"]

    # Birdsong: the bird card's item is crafted (1 VP) and is the 6th item: onto the track, max hits 2.
    craft = steps[0].action
    assert isinstance(craft, Compound) and isinstance(craft.parts[0], Craft)
    assert craft.parts[0].item == "boots" and craft.parts[0].vp == 1
    after_craft = craft.parts[1].board
    assert after_craft.items == 6 and after_craft.track == 1 and after_craft.max_hits == 2
    assert after_craft.usable == 5  # the track item cannot be exhausted
    assert ("7.2.4", "track.grows") in codes(steps[0])
    # No Slip (many undamaged items): the next step is already Daylight.
    assert ("7.5", "daylight.action") in codes(steps[1])

    # Explore: move to 12 (the nearest ruin), exhausting 1 item; exhaust a 2nd to take the sword.
    move = steps[1].action
    assert move.parts[0] == Move(faction=V, piece="pawn", origin="F4-9-12", dest=12)
    assert move.parts[1].board.exhausted == 1
    nearest = next(r for r in steps[1].reasons if r.code == "nearest.moves")
    assert nearest.param("targets") == (12,) and nearest.param("value") == 1
    explore = steps[2].action
    assert SetRuins(clearing=12, ruins=False) in explore.parts
    taken = next(r for r in steps[2].reasons if r.code == "explore.take")
    assert taken.param("item") == "sword"
    after_explore = explore.parts[0].board
    assert after_explore.items == 7 and after_explore.usable == 4  # "4 unexhausted items in the satchel"
    assert after_explore.track == 1

    # Quest: move to the mouse clearing 7 (tied with 9 and 11 at one move; 2.1), exhaust 2, 1 VP.
    qmove = steps[3]
    assert qmove.action.parts[0] == Move(faction=V, piece="pawn", origin=12, dest=7)
    assert ("2.1", "tiebreak.priority") in codes(qmove)
    assert next(r for r in qmove.reasons if r.code == "nearest.moves").param("targets") == (7, 9, 11)
    quest = steps[4].action
    assert Score(faction=V, vp=1) in quest.parts
    assert quest.parts[0].board.usable == 1  # "still 1 unexhausted item in the satchel"
    new_quest = prompts(seen)[1]
    assert isinstance(new_quest.question, AskTable) and new_quest.question.topic == "quest.drawn"

    # Aid: only the Marquise has crafted items; it exhausts its last item, takes 1 item, 1 VP,
    # and the Marquise draws a card.
    ask = prompts(seen)[2].question
    assert ask.topic == "aid.crafted_humans" and set(ask.options) == {M, E} and ask.multiple
    aid = steps[5]
    assert Score(faction=V, vp=1) in aid.action.parts
    draws = next(r for r in aid.reasons if r.code == "aid.human_draws")
    assert draws.param("faction") == M and draws.param("cards") == 1
    after_aid = aid.action.parts[0].board
    assert after_aid.items == 8 and after_aid.usable == 1  # "he can keep acting"

    # Battle the Marquise (most VP) where it stands; exhaust its last item; 3-3: 2 warriors removed
    # (max hits 2), 2 VP; the Marquise deals 3 hits: 3 items damaged; 5 undamaged: the track empties.
    declare = steps[6]
    assert ("7.5", "nearest.here") in codes(declare)
    assert declare.action.board.usable == 0
    battle = steps[7].action
    assert isinstance(battle, Battle) and battle.defender == M and battle.dice == (3, 3)
    assert battle.attacker_hits == 2 and battle.defender_hits == 3
    assert [(r.faction, r.piece, r.count) for r in battle.removals] == [(M, "warrior", 2)]
    assert dict(battle.vp)[V] == 2
    damaged = dict(battle.boards)[V]
    assert damaged.damaged == 3 and damaged.undamaged == 5 and damaged.track == 0
    assert damaged.usable == 1  # the item from the track is back in the satchel, face up
    assert ("7.2.4", "track.shrinks") in codes(steps[7])
    # "To go on battling he would need 2 unexhausted items, but he has only one."
    assert codes(steps[8])[-1] == ("7.5.4", "battle.stop_items")

    # Evening: at least one item is damaged, so he refreshes only 4.
    refresh = steps[9]
    assert next(r for r in refresh.reasons if r.code == "refresh.count").param("count") == 4
    assert refresh.action.board.exhausted == board_of(snap).exhausted + 7 - 3 - 4  # 7 exhausted, 3 damaged, 4 refreshed

    # The whole turn: +1 craft, +1 quest, +1 aid, +2 battle.
    assert end.faction(V).vp == 8 + 5
    assert end.place(7).count(M, "warrior") == 1
    assert end.place(7).count(V, "pawn") == 1 and not end.place(12).ruins
    assert board_of(end).quest == "fox"
    assert end.discard == ("Woodland Runners (bird)",)
    assert end.current_faction().id == M


def test_example_every_step_says_why_and_cites_the_section():
    _, _, seen = run_example()
    for step in seen:
        assert step.reasons
    rules_cited = {rule for rule, _ in all_codes(seen)}
    for rule in ("7.4.1", "7.4.2", "7.5", "7.5.1", "7.5.2", "7.5.3", "7.5.4", "7.2.4", "7.2.5", "7.6.1", "7.6.2", "7.6.3"):
        assert rule in rules_cited, rule


def test_example_survives_json_round_trip_mid_turn():
    snap = example_board()
    mid, _ = play(snap, orders=[card("bird", "boots", "Woodland Runners")], tables=[("fox",)],
                  until_end=False, max_steps=7)
    again = type(mid).model_validate_json(mid.model_dump_json())
    assert again == mid
    assert game.next_step(again) == game.next_step(mid)

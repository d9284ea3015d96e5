"""Law of Rootbotics, section 5 worked example ("Exemplo de Turno das Rapinas" / "Przykład"): the
Electric Eyrie's mid-game turn with Root Tea (rabbit) as its order card.

The board is rebuilt from the text, consistent with every sentence:
- roosts in 8 (the lower fox clearing, its only fox roost), 3 (the lower-right rabbit corner, its only
  rabbit roost) and 7 (mouse); no tea left in the supply; the Decree holds one fox card and the two
  Loyal Viziers (bird), the mouse and rabbit columns are empty;
- 8 has more enemy pieces than 3 and 7 (a Marquise warrior), and the Eyrie would still rule 8 with no
  warrior there (roost 1 against 1 warrior: Lords of the Forest);
- 4 (the lower-left rabbit corner) holds only a sympathy token of the human Alliance;
- 6 (the rightmost fox clearing) is empty, 11 (the central mouse clearing) has more enemy pieces;
  12 (the central fox clearing) has fewer enemy pieces (one Marquise warrior) than 9 (two);
- the Eyrie has a warrior in 11, whose buildings are defended (zero defenceless, like 12);
- the Keep is in corner 1 (the Eyrie started in 3, diagonally opposite).

Where the example and the rule text part: after the bird battle in 12 the example fights "a second
bird battle" in 11. 5.5.1.iii resolves one battle per column ("batalhe, da mesma forma": one battle
in a clearing of the column's suit), so the engine fights three battles, not four (ruling
one-battle-per-column). The Polish text of the same example goes from the bird battle in 12 straight
to the roost in 4, but its OCR is damaged right there, so it does not settle the question.
The example names 11 "the central rabbit clearing" there, but also "the central mouse clearing"
earlier: 11 is a mouse clearing on Autumn. The example gives no roll for the rabbit battle in 4; any
roll removes the defenceless sympathy token, we answer 0-0.
"""

from tablebot.games.root import game
from tablebot.games.root.actions import (
    AskDice,
    AskOrderCard,
    Battle,
    Build,
    Move,
    PlaceWarriors,
    Score,
    SetBoard,
)

from .eyrie_scenario import decree_counts, eyrie_board
from .scenario import card, codes, play, steps_of

E, M, A = "eyrie", "marquise", "alliance"


def example_board():
    pieces = {
        1: {(M, "warrior"): 1, (M, "keep"): 1},
        2: {(M, "warrior"): 1},
        3: {(E, "roost"): 1, (E, "warrior"): 3},
        4: {(A, "sympathy"): 1},
        5: {(M, "warrior"): 1},
        7: {(E, "roost"): 1, (E, "warrior"): 2},
        8: {(E, "roost"): 1, (E, "warrior"): 1, (M, "warrior"): 1},
        9: {(M, "warrior"): 1, (A, "sympathy"): 1},
        10: {(M, "warrior"): 1, (M, "sawmill"): 1},
        11: {(M, "warrior"): 2, (M, "workshop"): 1, (E, "warrior"): 1},
        12: {(M, "warrior"): 1},
    }
    return eyrie_board(pieces, decree={"fox": ["Foxfolk Steel"]}, items={"tea": 0},
                       vp={E: 10, M: 8, A: 6}, humans=(M, A))


def test_eyrie_example_turn():
    snap = example_board()
    assert isinstance(game.next_step(snap).question, AskOrderCard)
    end, seen = play(snap, orders=[card("rabbit", name="Root Tea")], dice=[(0, 0), (0, 0), (0, 0)])
    steps = steps_of(seen)
    kinds = [s.action.kind for s in steps]
    assert kinds == [
        "nothing",  # craft: no tea in the supply
        "set_board",  # Root Tea into the rabbit column
        "nothing",  # a new roost is not needed
        "place", "place", "place",  # recruit fox, rabbit, bird (mouse is empty)
        "move", "move", "move",  # move fox, rabbit, bird
        "battle", "battle", "battle",  # battle fox, rabbit, bird: once per column
        "build", "score", "end_turn",
    ]

    # Birdsong: the tea cannot be crafted; the card goes to the rabbit column.
    assert ("1.1.1", "craft.item_gone") in codes(steps[0])
    assert isinstance(steps[1].action, SetBoard)
    assert decree_counts(end) == {"fox": 1, "mouse": 0, "rabbit": 1, "bird": 2}

    # Recruit: 1 in 8 (fox), the mouse column skipped, 1 in 3 (rabbit), 2 in 8 (bird: 8 has more
    # enemy pieces than 3 and 7).
    assert [s.action for s in steps[3:6]] == [PlaceWarriors(faction=E, targets=((8, 1),)),
                                             PlaceWarriors(faction=E, targets=((3, 1),)),
                                             PlaceWarriors(faction=E, targets=((8, 2),))]
    assert ("5.5.1", "decree.column_empty") in codes(steps[4])
    bird_recruit = steps[5].reasons
    most = next(r for r in bird_recruit if r.code == "recruit.most_enemy_pieces")
    assert most.param("targets") == (8,) and most.param("value") == 1

    # Move: fox 8 -> 4 (the only neighbour without a roost), 3 warriors, 1 left for the fox card;
    # the human Alliance is outraged. Rabbit 3 -> 6 (no roost, fewer enemy pieces than 11), 3.
    # Bird 4 -> 12 (4 ties 6 with 3 warriors and has the higher priority; 12 has fewer enemy
    # pieces than 9), 1 warrior, 2 left for the two bird cards.
    assert [s.action for s in steps[6:9]] == [Move(faction=E, origin=8, dest=4, count=3),
                                             Move(faction=E, origin=3, dest=6, count=3),
                                             Move(faction=E, origin=4, dest=12, count=1)]
    fox_move = steps[6]
    head = fox_move.reasons[0]
    assert head.code == "move.column" and head.param("leave") == 1 and head.param("to_rule") == 0
    assert ("2.8.1", "outrage.human_alliance") in codes(fox_move)
    assert ("2.8.1", "outrage.human_alliance") not in codes(steps[7])
    rabbit_dest = next(r for r in steps[7].reasons if r.code == "move.fewest_enemy_pieces")
    assert rabbit_dest.param("targets") == (6,)
    bird_move = steps[8]
    assert next(r for r in bird_move.reasons if r.code == "move.most_warriors").param("targets") == (4, 6)
    assert ("2.1", "tiebreak.priority") in codes(bird_move)
    assert bird_move.reasons[0].param("leave") == 2
    assert next(r for r in bird_move.reasons if r.code == "move.fewest_enemy_pieces").param("targets") == (12,)

    # Battle: fox in 12 (no roost, unlike 8) against the Marquise, 0-0, nothing happens.
    fox, rabbit, bird = (s.action for s in steps[9:12])
    assert isinstance(fox, Battle) and (fox.clearing, fox.defender) == (12, M)
    assert fox.removals == () and fox.attacker_hits == 0
    assert ("5.5.1.iii.a", "battle.no_roost") in codes(steps[9])
    # Rabbit in 4, the only rabbit clearing where it can battle: the Alliance's defenceless
    # sympathy goes, 1 VP, another Outrage.
    assert isinstance(rabbit, Battle) and (rabbit.clearing, rabbit.defender) == (4, A)
    assert [(r.faction, r.piece, r.clearing) for r in rabbit.removals] == [(A, "sympathy", 4)]
    assert rabbit.vp == ((E, 1),)
    assert ("2.8.1", "outrage.human_alliance") in codes(steps[10])
    # Bird in 12 again: no roost, zero defenceless buildings (tied with 11), lowest priority; 0-0,
    # but the bird column has most cards: the extra hit removes the Marquise warrior.
    assert isinstance(bird, Battle) and (bird.clearing, bird.defender) == (12, M)
    assert bird.attacker_hits == 1
    assert [(r.faction, r.piece, r.clearing, r.count) for r in bird.removals] == [(M, "warrior", 12, 1)]
    bird_codes = codes(steps[11])
    assert ("5.5.1.iii", "battle.extra_hit") in bird_codes
    assert ("5.5.1.iii.c", "battle.lowest_priority") in bird_codes
    defenceless = next(r for r in steps[11].reasons if r.code == "battle.most_defenceless_buildings")
    assert defenceless.param("value") == 0 and {11, 12} <= set(defenceless.param("targets"))
    # The example's "second bird battle" in 11 is not fought: one battle per column (5.5.1.iii).
    assert ("ruling:one-battle-per-column", "battle.once_per_column") in bird_codes
    battles_fought = [a for a in (s.action for s in steps) if isinstance(a, Battle)]
    assert [b.clearing for b in battles_fought] == [12, 4, 12]  # the example: 12, 4, 12, 11

    # End of Daylight: a roost in 4; Evening: four roosts score 3.
    assert steps[12].action == Build(faction=E, piece="roost", clearing=4)
    assert steps[13].action == Score(faction=E, vp=3)
    assert end.faction(E).vp == 10 + 1 + 3
    assert end.faction(M).vp == 8 and end.faction(A).vp == 6

    # The board afterwards, clearing by clearing.
    def eyrie(c):
        return (end.place(c).count(E, "warrior"), end.place(c).count(E, "roost"))

    assert {c: eyrie(c) for c in (3, 4, 6, 7, 8, 11, 12)} == {
        3: (1, 1), 4: (2, 1), 6: (3, 0), 7: (2, 1), 8: (1, 1), 11: (1, 0), 12: (1, 0)}
    assert end.place(12).count(M, "warrior") == 0
    assert end.place(4).count(A, "sympathy") == 0
    assert end.discard == ()  # the order card went into the Decree, not to the discard pile
    assert end.turn.seat == 1


def test_example_prompts_carry_the_extra_hit():
    snap = example_board()
    _, seen = play(snap, orders=[card("rabbit", name="Root Tea")], dice=[(0, 0), (0, 0), (0, 0)])
    dice = [p.question.battle for p in seen if not hasattr(p, "action") and isinstance(p.question, AskDice)]
    assert [(b.clearing, b.extra_hits) for b in dice] == [(12, 0), (4, 0), (12, 1)]


def test_example_round_trips_mid_turn():
    snap = example_board()
    mid, _ = play(snap, orders=[card("rabbit", name="Root Tea")], dice=[(0, 0)], until_end=False, max_steps=12)
    again = type(mid).model_validate_json(mid.model_dump_json())
    assert again == mid and game.next_step(again) == game.next_step(mid)

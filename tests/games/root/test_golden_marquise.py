"""Law of Rootbotics, section 4 worked example ("Exemplo de Turno do Marquês" / "Przykład"):
the Marquise's first turn with Root Tea (fox) as its order card.

The book's text counts two warriors in clearing 1; with the Keep there, setup 4.3.3 gives three
(garrison + 1) and the recruit makes four... the example's outcome is the same: clearing 1 is
skipped as full (2.3) and the sawmill goes to 6 by priority (2.1).
"""

from tablebot.games.root import game
from tablebot.games.root.actions import AskOrderCard, Build, Craft, Nothing, PlaceWarriors, Score

from .scenario import card, codes, marquise_game, play, steps_of, with_pieces

M = "marquise"


def first_turn_board():
    snap = marquise_game(humans=("eyrie",))
    # Setup 4.3 with the Keep in corner 1: garrison everywhere but the opposite corner 3, one
    # extra warrior with the Keep, the three starting buildings in 1 and two of its neighbours.
    pieces = {c: {(M, "warrior"): 1} for c in range(1, 13) if c != 3}
    pieces[1] = {(M, "warrior"): 2, (M, "keep"): 1, (M, "workshop"): 1}
    pieces[9] = {(M, "warrior"): 1, (M, "sawmill"): 1}
    pieces[10] = {(M, "warrior"): 1, (M, "recruiter"): 1}
    # The Eyrie (human) sets up in the corner opposite the Keep: no enemy in any fox clearing.
    pieces[3] = {("eyrie", "warrior"): 6, ("eyrie", "roost"): 1}
    return with_pieces(snap, pieces)


def test_marquise_example_turn_reproduces_exactly():
    snap = first_turn_board()
    first = game.next_step(snap)
    assert isinstance(first.question, AskOrderCard)

    end, seen = play(snap, orders=[card("fox", name="Root Tea")])
    steps = steps_of(seen)
    kinds = [s.action.kind for s in steps]
    assert kinds == ["craft", "nothing", "place", "build", "nothing", "nothing", "score", "discard", "end_turn"]

    craft = steps[0].action
    assert isinstance(craft, Craft) and craft.item == "tea" and craft.vp == 1  # 1.1.2: 1 VP, not the card's 2
    assert codes(steps[1]) == [("4.5.1", "battle.ordered.none")]  # no fox clearing has enemy pieces

    place = steps[2].action
    assert isinstance(place, PlaceWarriors)
    assert place.targets == ((1, 1), (6, 1), (8, 1), (12, 1))  # one in each of the four fox clearings

    build = steps[3]
    assert build.action == Build(faction=M, piece="sawmill", clearing=6)
    assert ("2.3", "retry.no_free_slot") in codes(build)  # clearing 1 has no free slot and is skipped
    assert build.reasons[-1].code == "tiebreak.priority" and build.reasons[-1].param("chosen") == 6
    retry = next(r for r in build.reasons if r.code == "retry.next_value")
    assert retry.param("targets") == (6, 8, 12) and retry.param("value") == 2

    assert codes(steps[4]) == [("4.5.4", "move.none_over_three")]  # no clearing has more than 3
    assert codes(steps[5]) == [("4.5.5", "expand.built")]  # it built this turn: no Expand
    assert steps[6].action == Score(faction=M, vp=1)  # sawmill track: rightmost uncovered space shows 1

    assert end.faction(M).vp == 2
    assert end.item_count("tea") == 1
    assert end.place(6).count(M, "sawmill") == 1
    assert end.discard == ("Root Tea (fox)",)
    assert end.turn.seat == 1 and end.current_faction().id == "eyrie"


def test_example_reasons_survive_json_round_trip_mid_turn():
    snap = first_turn_board()
    mid, _ = play(snap, orders=[card("fox", name="Root Tea")], until_end=False, max_steps=4)
    again = type(mid).model_validate_json(mid.model_dump_json())
    assert again == mid
    assert game.next_step(again) == game.next_step(mid)


def test_nothing_steps_explain_but_do_not_change_the_board():
    snap = first_turn_board()
    _, seen = play(snap, orders=[card("fox", name="Root Tea")])
    for step in steps_of(seen):
        if isinstance(step.action, Nothing):
            assert step.reasons, "a step that does nothing must still say why"

"""Law of Rootbotics, section 6 worked example ("Exemplo de Turno da Aliança" / "Przykład"): the
Automated Alliance's first turn with Birdy Bindle (bird, bag) as its order card.

The board is the one the text implies: the Marquise bot set up with the Keep in corner 1 (garrison
everywhere but the opposite corner 3, the workshop in 5, the other two buildings in the Keep's
other neighbours 9 and 10), and a human Eyrie in corner 3 (Law of Root setup: opposite the Keep),
so "many clearings hold exactly 1 enemy warrior" and 3 holds more.

Setup 4.3.3 puts two warriors in the Keep's clearing; the book's examples count one there (as
the Marquise example does, ruling example-warrior-count). With two, clearing 1 loses the Daylight
spread on its warrior count; with one, it ties with 6 and 10 and is skipped because of the Keep
(2.3), as the text says. Both boards give the same turn; both are tested.
"""

from tablebot.games.root import game
from tablebot.games.root.actions import (
    AskOrderCard,
    Build,
    Compound,
    Craft,
    Nothing,
    PlaceWarriors,
    Removal,
    RemovePieces,
    Score,
)

from .alliance_scenario import A, E, M, alliance_board
from .scenario import card, codes, play, steps_of

BIRDY_BINDLE = card("bird", "bag", "Birdy Bindle")


def example_board(keep_warriors: int = 2):
    pieces = {c: {(M, "warrior"): 1} for c in range(1, 13) if c != 3}
    pieces[1] = {(M, "warrior"): keep_warriors, (M, "keep"): 1}
    pieces[5] = {(M, "warrior"): 1, (M, "workshop"): 1}
    pieces[9] = {(M, "warrior"): 1, (M, "sawmill"): 1}
    pieces[10] = {(M, "warrior"): 1, (M, "recruiter"): 1}
    pieces[3] = {(E, "warrior"): 6, (E, "roost"): 1}
    return alliance_board(pieces)


def test_alliance_example_turn_reproduces_exactly():
    snap = example_board()
    first = game.next_step(snap)
    assert isinstance(first.question, AskOrderCard)
    assert codes(first) == [("6.4.1", "order.reveal")]

    end, seen = play(snap, orders=[BIRDY_BINDLE])
    steps = steps_of(seen)
    kinds = [s.action.kind for s in steps]
    assert kinds == ["craft", "nothing", "place", "compound", "compound", "compound", "nothing", "place",
                     "discard", "end_turn"]

    # "First, it crafts the bag and scores 1 VP."
    craft = steps[0].action
    assert isinstance(craft, Craft) and craft.item == "bag" and craft.vp == 1

    # "As the order card is a bird, it does not revolt ... this triggers Public Pity."
    assert codes(steps[1]) == [("6.4.3", "revolt.bird"), ("6.4.4", "revolt.failed_pity")]

    # Public Pity, first spread: no sympathy on the map, so the clearing with fewest pieces;
    # many have exactly one enemy warrior: the highest priority, the mouse corner 2. No VP.
    first_spread = steps[2]
    assert first_spread.action == PlaceWarriors(faction=A, piece="sympathy", targets=((2, 1),))
    assert first_spread.reasons[0].code == "pity.spreads"
    assert first_spread.reasons[0].param("on_map") == 0 and first_spread.reasons[0].param("times") == 2
    assert ("6.5.1.I", "spread.no_such_clearing") in codes(first_spread)
    fewest = next(r for r in first_spread.reasons if r.code == "spread.fewest_enemy_pieces")
    assert fewest.param("value") == 1 and 2 in fewest.param("targets") and len(fewest.param("targets")) > 1
    assert first_spread.reasons[-2].code == "tiebreak.priority" and first_spread.reasons[-2].param("chosen") == 2

    # Second spread: only clearings adjacent to sympathy (5, 6, 10), all ordered (bird is wild),
    # all with one enemy warrior: the highest priority, rabbit 5. 1 VP.
    second = steps[3]
    assert second.action == Compound(parts=(PlaceWarriors(faction=A, piece="sympathy", targets=((5, 1),)),
                                            Score(faction=A, vp=1)))
    assert ("6.5.1", "spread.bird_wild") in codes(second)
    warriors = next(r for r in second.reasons if r.code == "spread.fewest_enemy_warriors")
    assert warriors.param("targets") == (5, 6, 10) and warriors.param("value") == 1

    # Daylight: spread to the right fox clearing 6; 1 VP.
    day = steps[4]
    assert day.action == Compound(parts=(PlaceWarriors(faction=A, piece="sympathy", targets=((6, 1),)),
                                         Score(faction=A, vp=1)))
    assert day.reasons[-2].param("chosen") == 6

    # Surprise Revolt in 5 (most enemy pieces among sympathetic 2, 5, 6): the Marquise warrior and
    # the workshop go, 1 VP, the rabbit base is placed.
    revolt = steps[5]
    assert revolt.action == Compound(parts=(
        RemovePieces(removals=(Removal(faction=M, piece="warrior", clearing=5),
                               Removal(faction=M, piece="workshop", clearing=5)), vp=((A, 1),)),
        Build(faction=A, piece="base_rabbit", clearing=5)))
    most = next(r for r in revolt.reasons if r.code == "surprise.most_enemy_pieces")
    assert most.param("value") == 2 and most.param("targets") == (5,)

    # Evening: nothing to organize; 1 warrior in the clearing with the base.
    assert isinstance(steps[6].action, Nothing) and codes(steps[6]) == [("6.6.1", "organize.none")]
    assert steps[7].action == PlaceWarriors(faction=A, targets=((5, 1),))

    # "In total, the Alliance scored 4 VP this turn."
    assert end.faction(A).vp == 4
    assert end.item_count("bag") == 1
    assert {c for c in range(1, 13) if end.place(c).count(A, "sympathy")} == {2, 5, 6}
    assert end.place(5).count(A, "base_rabbit") == 1 and end.place(5).count(A, "warrior") == 1
    assert end.place(5).count(M) == 0
    assert end.discard == ("Birdy Bindle (bird)",)
    assert end.current_faction().id == M  # the turn passes on


def test_example_as_the_book_counts_the_keep_clearing_skips_it_by_2_3():
    """With one warrior in clearing 1 (the book's count), 1 ties with 6 and 10 in Daylight and is
    skipped because only the Marquise places pieces in the Keep's clearing (2.3, 4.2.1)."""
    end, seen = play(example_board(keep_warriors=1), orders=[BIRDY_BINDLE])
    steps = steps_of(seen)
    day = steps[4]
    assert day.action.parts[0] == PlaceWarriors(faction=A, piece="sympathy", targets=((6, 1),))
    warriors = next(r for r in day.reasons if r.code == "spread.fewest_enemy_warriors")
    assert warriors.param("targets") == (1, 6, 10)
    skip = next(r for r in day.reasons if r.code == "retry.keep_forbids")
    assert skip.rule == "2.3" and skip.param("clearing") == 1
    assert day.reasons[-2].code == "tiebreak.priority" and day.reasons[-2].param("chosen") == 6
    assert end.faction(A).vp == 4


def test_example_mid_turn_survives_json_round_trip():
    mid, _ = play(example_board(), orders=[BIRDY_BINDLE], until_end=False, max_steps=5)
    again = type(mid).model_validate_json(mid.model_dump_json())
    assert again == mid
    assert game.next_step(again) == game.next_step(mid)


def test_every_step_says_why():
    _, seen = play(example_board(), orders=[BIRDY_BINDLE])
    for step in steps_of(seen):
        assert step.reasons, "a step must say why"
        if isinstance(step.action, (Nothing, Score)):
            assert all(r.rule and r.code for r in step.reasons)

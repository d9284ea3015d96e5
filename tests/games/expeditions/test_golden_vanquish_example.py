"""The rulebook's worked example (AKCJA: PRZEZWYCIĘŻENIE, "PRZYKŁAD") and its alternative scenarios.

The text gives: 3 glory tokens on Basecamp meet the target line's requirement; the target is the
corruption symbol x2; the Automa's North mech (blue) and your mech (red) in the North row; your
location has a corruption token but is ignored and does not count towards the range 0-3; a location
with a map token is no candidate (its corruption comes only when it is revealed); exactly 2
locations match and the first is chosen; the Automa gains its top 2 tokens, "4" and "3".

The pictures are missing from the text, so the row is rebuilt to agree with every sentence:

    slot:   0           1            2            3 (chosen)   4 (2nd match)  5    6
            Automa      your mech    map token    4,3,3        3              map  map
                        3 (ignored)

Without the skip the second match (slot 4) would be out of range: the example's "2 candidates" is
what shows the skip. The alternative scenarios (pictures only; "only the corruption tokens on the
locations differ, everything else is the same") are rebuilt as the variations the section's rules
decide differently.
"""

from tablebot.games.expeditions import game
from tablebot.games.expeditions import rulebook as R
from tablebot.games.expeditions.actions import MoveMech, Vanquish
from tablebot.games.expeditions.cards import printed_card
from tablebot.games.expeditions.state import LocRef

from .scenario import at, board, found, loc, step

CARD = 8  # North: corruption x2, glory 3 (the data's card that matches the Dized example)


def example(slot0=(), slot1=(3,), slot3=(4, 3, 3), slot4=(3,), slot5=None):
    north = (
        loc(*slot0),
        loc(*slot1),
        loc(map_token=True),
        loc(*slot3),
        loc(*slot4),
        loc(*slot5) if slot5 is not None else loc(map_token=True),
        loc(map_token=True),
    )
    return at(board(north=north, automa_north=0, player=("north", 1), glory=3), CARD, "north_act")


def test_card_is_the_examples():
    target = printed_card(CARD).north.target
    assert target is not None and (target.symbol, target.glory, target.multiplier) == ("corruption", 3, 2)


def test_rulebook_example_vanquish_x2():
    snap = example()
    s = step(snap)
    assert s.action == Vanquish(mech="north", origin=LocRef(region="north", slot=0),
                                dest=LocRef(region="north", slot=3), multiplier=2, taken=(4, 3))
    # 3 glory meets the requirement of 3.
    met = found(s, "target.glory_met")[0]
    assert (met.rule, met.param("required"), met.param("glory")) == (R.GLORY_REQUIREMENT, 3, 3)
    # Along the row: own location checked, yours ignored, the map token no match, two matches.
    along = [(r.code, r.param("slot"), r.as_dict().get("range"), r.as_dict().get("why"))
             for r in s.reasons if r.code.startswith("search.")]
    assert along == [
        ("search.no_match", 0, 0, "no_corruption"),
        ("search.player_ignored", 1, None, None),
        ("search.no_match", 2, 1, "no_corruption"),
        ("search.match", 3, 2, "corruption"),
        ("search.match", 4, 3, "corruption"),
    ]
    assert found(s, "search.player_ignored")[0].rule == R.MOVEMENT
    first = found(s, "target.first_match")[0]
    assert first.param("candidates") == (3, 4) and first.param("slot") == 3
    assert found(s, "vanquish.take")[0].param("taken") == (4, 3)
    assert not found(s, "vanquish.ran_out")

    after = game.apply_step(snap, s)
    assert after.automa_north == 3
    assert after.corruption == (4, 3)
    assert after.north[3].corruption == (3,)
    assert after.north[1].corruption == (3,)  # your location untouched
    assert after.north[2].map_token and not after.north[2].face_up  # not revealed this turn
    assert after.turn.cursor is not None and after.turn.cursor.phase == "central_tidy"


def test_alternative_first_match_runs_out():
    """x2 on a location with one token: the Automa takes it and the action stops."""
    s = step(example(slot3=(4,)))
    assert isinstance(s.action, Vanquish) and s.action.dest.slot == 3 and s.action.taken == (4,)
    ran = found(s, "vanquish.ran_out")[0]
    assert (ran.param("taken"), ran.param("multiplier")) == (1, 2)


def test_alternative_only_your_location_has_corruption():
    """No match in range: the mech moves the card's distance (2), skipping your location."""
    snap = example(slot3=(), slot4=())
    s = step(snap)
    assert isinstance(s.action, MoveMech)
    assert s.action.path == (LocRef(region="north", slot=2), LocRef(region="north", slot=3))
    assert s.action.dest.slot == 3
    assert ("mech-actions.3", "target.no_match") in [(r.rule, r.code) for r in s.reasons]
    assert found(s, "move.skip_player")[0].param("slot") == 1
    assert game.apply_step(snap, s).automa_north == 3


def test_alternative_twenty_alone_is_ignored():
    """The corruption symbol ignores the 20-value token: a location with only the 20 is no match."""
    s = step(example(slot3=(20,), slot4=(3, 4)))
    assert isinstance(s.action, Vanquish) and s.action.dest.slot == 4 and s.action.taken == (3, 4)
    no = next(r for r in found(s, "search.no_match") if r.param("slot") == 3)
    assert no.param("why") == "only_20"


def test_alternative_twenty_among_others_is_skipped_by_vanquish():
    s = step(example(slot3=(4, 20, 3)))
    assert isinstance(s.action, Vanquish) and s.action.taken == (4, 3)
    assert found(s, "vanquish.ignore_20")[0].rule == R.RULING_VANQUISH_SKIPS_20
    after = game.apply_step(example(slot3=(4, 20, 3)), s)
    assert after.north[3].corruption == (20,)


def test_alternative_own_location_matches_at_range_0():
    """The first match can be the location the mech stands on."""
    s = step(example(slot0=(3, 4, 4)))
    assert isinstance(s.action, Vanquish) and s.action.dest.slot == 0 and s.action.taken == (3, 4)
    assert found(s, "target.first_match")[0].param("candidates") == (0, 3, 4)


def test_alternative_match_beyond_range():
    """Corruption only at range 4 (slot 5): out of range, so the mech moves."""
    s = step(example(slot3=(), slot4=(), slot5=(4,)))
    assert isinstance(s.action, MoveMech)
    assert [r.param("slot") for r in s.reasons if r.code.startswith("search.no_match")] == [0, 2, 3, 4]


def test_mech_actions_example_five_glory_meets_three():
    """AKCJE MECHÓW example: with 5 glory tokens on Basecamp a requirement of 3 is met."""
    snap = example().model_copy(update={"glory": 5})
    s = step(snap)
    assert isinstance(s.action, Vanquish)
    assert found(s, "target.glory_met")[0].param("glory") == 5


def test_with_too_little_glory_the_mech_just_moves():
    snap = example().model_copy(update={"glory": 2})
    s = step(snap)
    assert isinstance(s.action, MoveMech)
    short = found(s, "target.glory_short")[0]
    assert (short.param("required"), short.param("glory")) == (3, 2)
    assert not found(s, "search.match")

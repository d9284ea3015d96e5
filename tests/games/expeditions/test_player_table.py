"""What the player mirrors of their own game against the Automa: where their mech may stop, the
glory coin bonus, and the movement reminder the rulebook gives the player (RUCH MECHA AUTOMY)."""

from __future__ import annotations

import pytest

from tablebot.core.steps import IllegalEdit
from tablebot.games.expeditions import automa, game
from tablebot.games.expeditions import rulebook as R
from tablebot.games.expeditions.edits import PlaceAutomaMech, PlacePlayerMech, SetGloryBonus
from tablebot.games.expeditions.scoring import automa_score
from tablebot.games.expeditions.setup import GameConfig, SetupError, new_game
from tablebot.games.expeditions.state import LocRef

from .scenario import board, loc

NORTH_2 = LocRef(region="north", slot=2)


# -- your mech never stops on an Automa mech's location ----------------------------------------
def test_your_mech_cannot_stop_on_the_automa_mechs_location() -> None:
    snap = board(automa_north=2, automa_central=4)
    for ref in (NORTH_2, LocRef(region="central", slot=4)):
        with pytest.raises(IllegalEdit) as err:
            game.apply_edit(snap, PlacePlayerMech(location=ref))
        assert err.value.code == "edit.mech_occupied"
        assert err.value.params == {"region": ref.region, "slot": ref.slot, "mech": ref.region}
    # Next to it, and off the map, are fine.
    assert game.apply_edit(snap, PlacePlayerMech(location=LocRef(region="north", slot=3))).player_mech.slot == 3
    assert game.apply_edit(snap, PlacePlayerMech(location=None)).player_mech is None


def test_after_the_automa_mech_leaves_your_mech_may_go_there() -> None:
    snap = game.apply_edit(board(automa_north=2), PlaceAutomaMech(mech="north", slot=5))
    assert game.apply_edit(snap, PlacePlayerMech(location=NORTH_2)).player_mech == NORTH_2


# -- the glory coin bonus is an adjustment, recommended -2..+3 -----------------------------------
def test_a_bonus_beyond_the_recommendation_is_allowed_with_a_warning() -> None:
    snap = new_game(GameConfig(level=2, glory_bonus=5))  # level 2: 4 coins per glory token
    assert snap.glory_bonus == 5
    warning = [r for r in snap.log if r.code == "setup.bonus_beyond_recommended"]
    assert [(r.rule, r.as_dict()) for r in warning] == [(R.DIFFICULTY, {"bonus": 5, "low": -2, "high": 3})]
    scored = automa_score(snap.model_copy(update={"glory": 3}))
    assert scored.coins_per_glory == 9 and scored.total == 27
    # Inside the recommendation: no warning.
    assert not [r for r in new_game(GameConfig(glory_bonus=3)).log if r.code == "setup.bonus_beyond_recommended"]
    # The table changes it mid-game the same way.
    assert game.apply_edit(snap, SetGloryBonus(bonus=-3)).glory_bonus == -3


def test_the_bonus_cannot_make_a_glory_token_worth_less_than_nothing() -> None:
    with pytest.raises(SetupError) as err:
        new_game(GameConfig(level=2, glory_bonus=-5))
    assert err.value.code == "setup.glory_coins_negative"
    assert err.value.params == {"coins": 4, "bonus": -5}
    with pytest.raises(IllegalEdit) as refused:
        game.apply_edit(new_game(GameConfig(level=2)), SetGloryBonus(bonus=-5))
    assert refused.value.code == "setup.glory_coins_negative"
    assert game.apply_edit(new_game(GameConfig(level=2)), SetGloryBonus(bonus=-4)).glory_bonus == -4


# -- the reminder for your own move --------------------------------------------------------------
def test_the_crossing_reminder_names_automa_mechs_on_face_down_locations() -> None:
    down = loc(map_token=True, up=False)
    north = (loc(), loc(), down, loc(), loc(), loc(), loc())
    central = (loc(), down, loc(), loc(), loc(), loc(), loc())
    # The North mech on a face-down location, the Central mech on a face-up one.
    reminder = automa.crossing_reminder(board(north=north, central=central, automa_north=2, automa_central=3))
    assert reminder is not None
    assert (reminder.rule, reminder.code) == (R.MOVEMENT, "move.player_may_cross")
    assert reminder.as_dict() == {"places": ("north 2",)}
    both = automa.crossing_reminder(board(north=north, central=central, automa_north=2, automa_central=1))
    assert both is not None and both.as_dict() == {"places": ("north 2", "central 1")}
    # Both Automa mechs on face-up locations: nothing to remind.
    assert automa.crossing_reminder(board(north=north, central=central, automa_north=0, automa_central=3)) is None

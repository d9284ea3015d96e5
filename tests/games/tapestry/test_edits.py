"""The table's edits: you mirror your moves on the map and the tracks; what cannot be is refused in words."""

from __future__ import annotations

from typing import Any

import pytest

from tablebot.core.steps import IllegalEdit
from tablebot.games.tapestry.cards import PriorityHalf, printed_card
from tablebot.games.tapestry.edits import (
    CorrectCard,
    ExploreHex,
    MoveToken,
    PlaceOutpost,
    RemoveOutpost,
    SetAchievement,
    SetLandmark,
    SetTapestryCards,
    SetVP,
    TakeIncome,
    ToppleOutpost,
    apply_edit,
    history_kind,
)
from tablebot.games.tapestry.setup import GameConfig, new_game
from tablebot.games.tapestry.state import HexState, Outpost, TapestrySnapshot
from tablebot.gui.tapestry.words_table import ERRORS

HUMAN_START, AUTOMA_START = (0, 2), (2, 0)
EMPTY_NEXT_TO_YOU = (0, 1)
"""An empty hex (no printed territory) beside territory 2/4."""
TERRITORY_NEXT_TO_YOU = (0, 3)
"""A printed territory beside 2/4."""


@pytest.fixture
def snap() -> TapestrySnapshot:
    return new_game(GameConfig(seed=4, automa_die="science", shadow_die="military"))


def refused(snap: TapestrySnapshot, edit: Any, code: str) -> IllegalEdit:
    with pytest.raises(IllegalEdit) as err:
        apply_edit(snap, edit)
    assert err.value.code == code
    assert code in ERRORS  # the table reads why, in words
    return err.value


def with_outposts(snap: TapestrySnapshot, axial: tuple[int, int], *outposts: Outpost) -> TapestrySnapshot:
    hexes = tuple(h.model_copy(update={"outposts": outposts}) if h.axial == axial else h for h in snap.hexes)
    return snap.model_copy(update={"hexes": hexes})


# -- tracks and landmarks ---------------------------------------------------------------------
def test_your_advance_onto_a_free_landmark_space_takes_the_landmark(snap: TapestrySnapshot) -> None:
    snap = apply_edit(snap, MoveToken(side="human", track="military", space=3))
    assert snap.landmarks == ()
    snap = apply_edit(snap, MoveToken(side="human", track="military", space=4))
    assert snap.human.tokens.military == 4
    assert snap.landmark_owner("military", 4) == "human"


def test_a_landmark_the_automa_holds_stays_the_automas(snap: TapestrySnapshot) -> None:
    snap = apply_edit(snap, SetLandmark(track="science", space=4, owner="automa"))
    snap = apply_edit(snap, MoveToken(side="human", track="science", space=5))
    assert snap.landmark_owner("science", 4) == "automa"
    assert [lm.owner for lm in snap.landmarks] == ["automa"]


def test_a_regress_gives_nothing_and_a_bots_token_correction_takes_no_landmark(snap: TapestrySnapshot) -> None:
    snap = apply_edit(snap, MoveToken(side="human", track="technology", space=5))
    snap = apply_edit(snap, MoveToken(side="human", track="technology", space=2))
    assert snap.landmark_owner("technology", 4) == "human" and len(snap.landmarks) == 1
    snap = apply_edit(snap, MoveToken(side="automa", track="exploration", space=7))
    assert snap.automa.tokens.exploration == 7 and snap.landmark_owner("exploration", 7) is None


def test_a_token_already_there_is_refused(snap: TapestrySnapshot) -> None:
    refused(snap, MoveToken(side="shadow", track="science", space=0), "edit.token_there")


# -- outposts ---------------------------------------------------------------------------------
def test_your_conquest_of_the_automas_territory_topples_its_outpost(snap: TapestrySnapshot) -> None:
    one = with_outposts(snap, AUTOMA_START, Outpost(owner="automa"))
    edit = PlaceOutpost(hex=AUTOMA_START, owner="human")
    assert history_kind(one, edit) == "conquer"
    after = apply_edit(one, edit)
    h = after.hex(AUTOMA_START)
    assert h.controller == "human"
    assert h.outposts == (Outpost(owner="automa", toppled=True), Outpost(owner="human"))
    assert after.trap_check is None  # the Automa has no tapestry card: nothing to discard


def test_an_outpost_onto_a_neutral_territory_is_a_plain_placement(snap: TapestrySnapshot) -> None:
    edit = PlaceOutpost(hex=TERRITORY_NEXT_TO_YOU, owner="human")
    assert history_kind(snap, edit) == "place_outpost"
    assert apply_edit(snap, edit).hex(TERRITORY_NEXT_TO_YOU).controller == "human"


def test_a_third_outpost_on_a_hex_is_refused(snap: TapestrySnapshot) -> None:
    refused(snap, PlaceOutpost(hex=AUTOMA_START, owner="human"), "edit.hex_full")


def test_an_outpost_where_no_territory_lies_is_refused(snap: TapestrySnapshot) -> None:
    refused(snap, PlaceOutpost(hex=EMPTY_NEXT_TO_YOU, owner="human"), "edit.no_territory")
    refused(snap, PlaceOutpost(hex=(9, 9), owner="human"), "edit.no_such_hex")


def test_more_outposts_than_the_supply_holds_are_refused(snap: TapestrySnapshot) -> None:
    territories = [h.axial for h in snap.hexes if h.territory and not h.outposts]
    for axial in territories[:7]:  # 2 on 3/5 + 7: all 10 of its colour but the favourite-track marker
        snap = apply_edit(snap, PlaceOutpost(hex=axial, owner="automa"))
    refused(snap, PlaceOutpost(hex=territories[-1], owner="automa"), "edit.no_outposts_left")


def test_the_shadow_empire_places_only_toppled_outposts(snap: TapestrySnapshot) -> None:
    refused(snap, PlaceOutpost(hex=TERRITORY_NEXT_TO_YOU, owner="shadow"), "edit.shadow_stands")
    after = apply_edit(snap, PlaceOutpost(hex=TERRITORY_NEXT_TO_YOU, owner="shadow", toppled=True))
    assert after.hex(TERRITORY_NEXT_TO_YOU).controller is None


def test_you_cannot_conquer_a_territory_you_control(snap: TapestrySnapshot) -> None:
    one = with_outposts(snap, HUMAN_START, Outpost(owner="human"))
    refused(one, PlaceOutpost(hex=HUMAN_START, owner="human"), "edit.already_controlled")


def test_topple_stand_up_and_remove(snap: TapestrySnapshot) -> None:
    one = with_outposts(snap, AUTOMA_START, Outpost(owner="automa"))
    toppled = apply_edit(one, ToppleOutpost(hex=AUTOMA_START))
    assert toppled.hex(AUTOMA_START).controller is None
    refused(toppled, ToppleOutpost(hex=AUTOMA_START), "edit.nothing_standing")
    edit = ToppleOutpost(hex=AUTOMA_START, toppled=False)
    assert history_kind(toppled, edit) == "stand_outpost"
    assert apply_edit(toppled, edit).hex(AUTOMA_START).controller == "automa"
    conquered = apply_edit(one, PlaceOutpost(hex=AUTOMA_START, owner="human"))
    refused(conquered, ToppleOutpost(hex=AUTOMA_START, toppled=False), "edit.hex_controlled")
    removed = apply_edit(conquered, RemoveOutpost(hex=AUTOMA_START))
    assert removed.hex(AUTOMA_START).outposts == (Outpost(owner="automa", toppled=True),)
    refused(snap, RemoveOutpost(hex=TERRITORY_NEXT_TO_YOU), "edit.no_outpost")


# -- explore ----------------------------------------------------------------------------------
def test_explore_lays_a_tile_on_an_empty_hex_only(snap: TapestrySnapshot) -> None:
    after = apply_edit(snap, ExploreHex(hex=EMPTY_NEXT_TO_YOU, tile=17))
    assert after.hex(EMPTY_NEXT_TO_YOU) == HexState(axial=EMPTY_NEXT_TO_YOU, territory=True, tile=17)
    refused(after, ExploreHex(hex=EMPTY_NEXT_TO_YOU), "edit.hex_explored")
    refused(snap, ExploreHex(hex=TERRITORY_NEXT_TO_YOU), "edit.hex_explored")
    refused(after, ExploreHex(hex=(1, 1), tile=17), "edit.tile_on_map")
    refused(snap, ExploreHex(hex=(1, 1), tile=49), "edit.bad_tile")
    # Then an outpost can go there; a tile under an outpost stays.
    held = apply_edit(after, PlaceOutpost(hex=EMPTY_NEXT_TO_YOU, owner="human"))
    refused(held, ExploreHex(hex=EMPTY_NEXT_TO_YOU, territory=False), "edit.hex_occupied")
    undo = ExploreHex(hex=EMPTY_NEXT_TO_YOU, territory=False)
    assert history_kind(after, undo) == "unexplore_hex"
    assert not apply_edit(after, undo).hex(EMPTY_NEXT_TO_YOU).territory
    refused(snap, ExploreHex(hex=HUMAN_START, territory=False), "edit.printed_territory")


# -- income, VP, landmarks, achievements, cards -----------------------------------------------
def test_you_take_five_income_turns_on_your_own_turn(snap: TapestrySnapshot) -> None:
    for era in range(1, 6):
        snap = apply_edit(snap, TakeIncome())
        assert snap.human.income_turns == era
    refused(snap, TakeIncome(), "edit.no_more_income")
    bots = snap.model_copy(update={"turn": snap.turn.model_copy(update={"seat": "bots"})})
    refused(bots, TakeIncome(), "turn.not_human")


def test_vp_are_set_for_you_or_the_automa(snap: TapestrySnapshot) -> None:
    snap = apply_edit(snap, SetVP(side="human", vp=23))
    snap = apply_edit(snap, SetVP(side="automa", vp=7))
    assert (snap.human.vp, snap.automa.vp) == (23, 7)


def test_landmarks_only_on_landmark_spaces(snap: TapestrySnapshot) -> None:
    refused(snap, SetLandmark(track="military", space=5, owner="human"), "edit.not_landmark")
    refused(snap, SetLandmark(track="military", space=4, owner=None), "edit.landmark_free")
    held = apply_edit(snap, SetLandmark(track="military", space=10, owner="automa"))
    refused(held, SetLandmark(track="military", space=10, owner="automa"), "edit.landmark_held")
    assert apply_edit(held, SetLandmark(track="military", space=10, owner="human")).landmark_owner("military", 10) == "human"
    assert apply_edit(held, SetLandmark(track="military", space=10, owner=None)).landmarks == ()


def test_achievements_once_each_and_the_shadow_empire_only_completes_a_track(snap: TapestrySnapshot) -> None:
    refused(snap, SetAchievement(achievement="middle_island", side="shadow"), "edit.shadow_achievement")
    snap = apply_edit(snap, SetAchievement(achievement="complete_track", side="shadow"))
    snap = apply_edit(snap, SetAchievement(achievement="complete_track", side="human"))
    assert [(a.side, a.achievement) for a in snap.achievements] == [("shadow", "complete_track"),
                                                                    ("human", "complete_track")]
    refused(snap, SetAchievement(achievement="complete_track", side="human"), "edit.achievement_held")
    refused(snap, SetAchievement(achievement="topple_two", side="automa", gained=False), "edit.achievement_not_held")
    assert len(apply_edit(snap, SetAchievement(achievement="complete_track", side="human", gained=False)).achievements) == 1


def test_the_automas_tapestry_cards(snap: TapestrySnapshot) -> None:
    assert apply_edit(snap, SetTapestryCards(count=3)).automa.tapestry_cards == 3
    refused(snap, SetTapestryCards(count=0), "edit.cards_there")


def test_a_corrected_card_is_played_saved_and_restored(snap: TapestrySnapshot) -> None:
    printed = printed_card(19)
    order = tuple(reversed(printed.priority_half.track_order))
    fixed = printed.model_copy(update={"priority_half": PriorityHalf(
        track_order=order, topple_icon=printed.priority_half.topple_icon, hex_pattern=printed.priority_half.hex_pattern)})
    after = apply_edit(snap, CorrectCard(card=fixed))
    assert after.card(19).priority_half.track_order == order
    again = TapestrySnapshot.model_validate_json(after.model_dump_json())
    assert again == after and again.card(19) == fixed  # saved with the game
    refused(after, CorrectCard(card=fixed), "edit.card_unchanged")
    restore = CorrectCard(card=fixed, restore=True)
    assert history_kind(after, restore) == "restore_card"
    assert apply_edit(after, restore).card(19) == printed
    # Entering the printed values again is a restore too: no correction is left behind.
    assert apply_edit(after, CorrectCard(card=printed)).card_overrides == ()
    refused(snap, restore, "edit.card_not_corrected")


def test_a_refused_edit_changes_nothing(snap: TapestrySnapshot) -> None:
    before = snap.model_dump_json()
    for edit in (PlaceOutpost(hex=AUTOMA_START, owner="human"), ExploreHex(hex=HUMAN_START),
                 SetLandmark(track="science", space=3, owner="human")):
        with pytest.raises(IllegalEdit):
            apply_edit(snap, edit)
    assert snap.model_dump_json() == before

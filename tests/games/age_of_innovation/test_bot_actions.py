"""AKCJE AUTOMY: every action of the action column, its condition, its options and each tie-breaker."""

from __future__ import annotations

import pytest

from tablebot.games.age_of_innovation import automa
from tablebot.games.age_of_innovation.actions import (
    Block,
    Build,
    EndTurn,
    Nothing,
    ScienceMove,
    ScoreVP,
    TakeInnovation,
    Terraform,
    Upgrade,
)
from tablebot.games.age_of_innovation.board import hex_label
from tablebot.games.age_of_innovation.state import AoISnapshot, HumanState, ScholarSpace, Science

from .bot_tables import codes, step, table


def _with_science(snap: AoISnapshot, automa_sci: Science, human_sci: Science | None = None,
                  human2: Science | None = None) -> AoISnapshot:
    a = snap.automas[0].model_copy(update={"science": automa_sci})
    humans = [snap.humans[0].model_copy(update={"science": human_sci or Science()})]
    if human2 is not None:
        humans.append(HumanState(side="human2", terrain="desert", science=human2))
    return snap.model_copy(update={"automas": (a,), "humans": tuple(humans)})


# -- ZYSKANIE INNOWACJI ------------------------------------------------------------------------------------
@pytest.mark.parametrize("round_no", [1, 2])
def test_no_innovation_before_round_3(round_no: int) -> None:
    s = step(table(action="*6", support="*1", round_no=round_no))
    assert isinstance(s.action, Nothing) and codes(s) == ["bot.innovation_early"]
    # the failed condition does not block the next action: the advance follows
    after = automa.apply_step(table(action="*6", support="*1", round_no=round_no), s)
    assert isinstance(step(after).action, ScienceMove)


def test_no_innovation_with_three_already() -> None:
    snap = table(action="*6", support="*1")
    snap = snap.model_copy(update={"automas": (snap.automas[0].model_copy(update={"innovations": 3}),)})
    s = step(snap)
    assert isinstance(s.action, Nothing) and codes(s) == ["bot.innovation_three"]


def test_the_innovation_is_chosen_by_directional_selection_among_those_on_the_display() -> None:
    # support *1: left to right, 2; display spaces 1 and 2 taken -> 3, 4 counted -> space 4
    snap = table(action="*6", support="*1", innovations=(False, False, True, True, True, True))
    s = step(snap)
    assert isinstance(s.action, TakeInnovation) and s.action.slot == 3
    after = automa.apply_step(snap, s)
    assert after.innovations == (False, False, True, False, True, True) and after.automas[0].innovations == 1


# -- ZDOBYWANIE PUNKTÓW ----------------------------------------------------------------------------------
def test_fixed_vp_on_the_card() -> None:
    snap = table(action="10", support="*2", pending=("gain_victory_points", "end"))
    s = step(snap)
    assert isinstance(s.action, ScoreVP) and s.action.vp == 2 and codes(s) == ["bot.score_fixed"]
    assert automa.apply_step(snap, s).automas[0].vp == 22


@pytest.mark.parametrize(("faction", "level", "round_no", "vp"), [
    ("kuddlers", 2, 1, 2), ("mimics", 2, 5, 4), ("wanderers", 2, 3, 1), ("wanderers", 1, 1, 0), ("blight", 1, 2, 1)])
def test_faction_vp_is_x_plus_the_faction_modifier_never_below_zero(faction: str, level: int, round_no: int,
                                                                       vp: int) -> None:
    # the faction's build (no building on the board: it upgrades, and fails) comes first; go on to its VP
    snap = table(pending=("faction_action",), faction=faction, level=level, round_no=round_no)
    s = step(snap)
    while not isinstance(s.action, ScoreVP):
        snap = automa.apply_step(snap, s)
        s = step(snap)
    assert s.action.vp == vp and codes(s) == ["bot.score_faction"]


# -- BLOKOWANIE --------------------------------------------------------------------------------------------
def test_block_a_spell_then_a_book_action() -> None:
    snap = table(action="*2", support="*1", book_actions=(True, False, False))
    s = step(snap)
    assert isinstance(s.action, Block) and (s.action.row, s.action.slot) == ("power", 1)
    snap = automa.apply_step(snap, s)
    s = step(snap)
    # book actions 2 and 3 uncovered; left to right 2: space 3
    assert isinstance(s.action, Block) and (s.action.row, s.action.slot) == ("book", 2)
    snap = automa.apply_step(snap, s)
    assert snap.book_actions == (True, False, True) and snap.power_actions[1]
    assert isinstance(step(snap).action, ScoreVP)


# A full spell row: the book half still follows (test_review_bot, ruling aoi-block).


def test_every_book_action_covered_the_spell_is_still_blocked() -> None:
    snap = table(action="*2", support="*1", book_actions=(True,) * 3)
    snap = automa.apply_step(snap, step(snap))
    s = step(snap)
    assert isinstance(s.action, Nothing) and codes(s) == ["bot.block_no_book"]


# -- WYSŁANIE UCZONEGO -----------------------------------------------------------------------------------
def test_scholar_goes_to_the_round_tiles_discipline_on_the_highest_free_space() -> None:
    # round 2's tile is 11 (medicine); support *1 shows the scoring tile
    snap = _with_science(table(action="*3", support="*1", round_no=2), Science(banking=0, medicine=3))
    s = step(snap)
    assert isinstance(s.action, ScienceMove) and s.action.discipline == "medicine"
    assert (s.action.origin, s.action.dest, s.action.scholar_space) == (3, 6, 3)
    assert codes(s)[:2] == ["bot.scholar", "bot.tie.scoring_tile"]
    after = automa.apply_step(snap, s)
    assert after.automas[0].science.medicine == 6
    assert [sp.value for sp in after.scholar_spaces if sp.occupant == "automa"] == [3]


def test_scholar_tile_discipline_at_12_falls_back_to_catching_up() -> None:
    snap = _with_science(table(action="*3", support="*1", round_no=2), Science(banking=2, law=2, engineering=0,
                                                                                medicine=12))
    s = step(snap)
    assert isinstance(s.action, ScienceMove) and s.action.discipline == "engineering"
    assert codes(s)[1:3] == ["bot.tie.scoring_tile_full", "bot.tie.catch_up_zero"]


def test_no_free_scholar_space_advances_one_level_without_a_scholar() -> None:
    snap = _with_science(table(action="*3", support="*1", round_no=2), Science(medicine=4))
    full = tuple(sp.model_copy(update={"occupant": "human"}) if sp.discipline == "medicine" else sp
                 for sp in snap.scholar_spaces)
    s = step(snap.model_copy(update={"scholar_spaces": full}))
    assert isinstance(s.action, ScienceMove) and s.action.scholar_space is None
    assert (s.action.origin, s.action.dest) == (4, 5) and codes(s)[0] == "bot.scholar_none_free"


def test_no_scholar_left_advances_one_level() -> None:
    snap = _with_science(table(action="*3", support="*1", round_no=2), Science(medicine=4))
    spaces = tuple(ScholarSpace(discipline="banking", value=2, occupant="automa") for _ in range(7))
    s = step(snap.model_copy(update={"scholar_spaces": (*spaces, *snap.scholar_spaces)}))
    assert isinstance(s.action, ScienceMove) and s.action.scholar_space is None and codes(s)[0] == "bot.scholar_none_left"


def test_the_scholar_stops_at_level_12() -> None:
    snap = _with_science(table(action="*3", support="*1", round_no=2), Science(medicine=11))
    s = step(snap)
    assert isinstance(s.action, ScienceMove) and (s.action.origin, s.action.dest) == (11, 12)


def test_every_discipline_on_12_the_action_fails() -> None:
    snap = _with_science(table(action="*3", support="*1"), Science(banking=12, law=12, engineering=12, medicine=12))
    s = step(snap)
    assert isinstance(s.action, Nothing) and codes(s) == ["bot.science_all_top"]


# -- Doganianie ------------------------------------------------------------------------------------------
def test_catch_up_first_the_disciplines_on_zero() -> None:
    snap = _with_science(table(action="*6", support="*1", round_no=1), Science(banking=1, law=0, engineering=3))
    s = step(automa.apply_step(snap, step(snap)))  # past the innovation (round 1: nothing)
    assert isinstance(s.action, ScienceMove)
    # law and medicine at 0; then closest to your markers (all 0): both; left to right 2 -> medicine
    assert s.action.discipline == "medicine"
    assert [t.method for t in s.action.selection.ties] == ["bot.tie.catch_up_zero", "bot.tie.catch_up_you",
                                                          "bot.tie.catch_up_highest"]


def test_catch_up_then_closest_to_your_marker() -> None:
    snap = _with_science(table(action="*6", support="*1", round_no=1), Science(banking=3, law=5, engineering=2,
                                                                                medicine=7),
                         Science(banking=1, law=5, engineering=6, medicine=9))
    s = step(automa.apply_step(snap, step(snap)))
    assert isinstance(s.action, ScienceMove) and s.action.discipline == "law"
    assert codes(s)[1:] == ["bot.tie.catch_up_you"]


def test_catch_up_then_closest_to_the_highest_marker_then_directional() -> None:
    # your markers 2 away in banking and medicine; the highest marker is yours in both: tie -> directional
    snap = _with_science(table(action="*6", support="*1", round_no=1), Science(banking=3, law=1, engineering=1,
                                                                                medicine=3),
                         Science(banking=5, law=8, engineering=8, medicine=1))
    s = step(automa.apply_step(snap, step(snap)))
    assert isinstance(s.action, ScienceMove)
    ties = s.action.selection.ties
    assert [t.kept for t in ties] == [("banking", "medicine"), ("banking", "medicine")]
    assert s.action.discipline == "medicine" and s.action.selection.counted == ("banking", "medicine")


def test_two_players_catch_up_counts_both_players() -> None:
    snap = _with_science(table(action="*6", support="*1", round_no=1, second="desert"),
                         Science(banking=3, law=5, engineering=2, medicine=7),
                         Science(banking=9, law=9, engineering=9, medicine=9),
                         human2=Science(banking=3, law=0, engineering=0, medicine=0))
    s = step(automa.apply_step(snap, step(snap)))
    assert isinstance(s.action, ScienceMove) and s.action.discipline == "banking"  # level with the second player


def test_druids_advance_two_levels_in_one_discipline() -> None:
    snap = table(pending=("faction_action",), faction="druids", buildings={"A1": ("automa", "workshop", True)})
    snap = _with_science(snap, Science(banking=1, law=1, engineering=1, medicine=2))
    snap = automa.apply_step(snap, step(snap))  # the build
    s = step(snap)
    assert isinstance(s.action, ScienceMove) and s.action.dest - s.action.origin == 2


# -- PRZEKSZTAŁCENIE TERENU I BUDOWA / ROZBUDOWA -------------------------------------------------------------
def test_build_places_a_workshop_and_transforms_the_hex() -> None:
    snap = table(action="*4", support="*2", buildings={"B2": ("automa", "workshop", True)})
    s = step(snap)
    assert isinstance(s.action, Build) and s.action.terrain_before == "plains" and s.action.terrain_after == "lake"
    after = automa.apply_step(snap, s)
    assert after.terrain(s.action.hex) == "lake"
    b = after.building_at(s.action.hex)
    assert b is not None and b.owner == "automa" and b.kind == "workshop" and b.marked == s.action.marked


def test_no_workshop_left_it_upgrades_instead() -> None:
    hexes = ["A1", "A2", "A3", "A4", "A5", "A6", "B1", "B2", "B3"]
    snap = table(action="*4", support="*2", buildings={h: ("automa", "workshop", h == "A1") for h in hexes})
    s = step(snap)
    assert isinstance(s.action, Upgrade) and codes(s)[0] == "bot.build_no_workshop"


def test_no_valid_hex_it_upgrades_instead() -> None:
    board = """
p ~ ~
 ~ ~ ~
"""
    snap = table(board, {"A1": ("automa", "workshop", True)}, action="*4", support="*2", round_no=1)
    s = step(snap)
    assert isinstance(s.action, Upgrade) and codes(s)[0] == "bot.build_no_hex" and hex_label(s.action.hex) == "A1"


def test_nothing_to_upgrade_the_action_fails() -> None:
    snap = table(action="*1", support="*2")
    s = step(snap)
    assert isinstance(s.action, Nothing) and codes(s) == ["bot.upgrade_none"]
    assert isinstance(step(automa.apply_step(snap, s)).action, ScoreVP)


def test_powermongers_advance_when_you_gain_two_power_from_their_building() -> None:
    # the Automa's workshop A2 sits between your guild A1 and workshop A3: its guild gives you 2 + 1 power
    buildings = {"A2": ("automa", "workshop", True), "A1": ("human", "guild", False),
                 "A3": ("human", "workshop", False)}
    snap = table(buildings=buildings, action="*1", support="*2", faction="powermongers")
    s = step(snap)
    assert isinstance(s.action, Upgrade) and dict(s.action.power)["human"] >= 2
    snap = automa.apply_step(snap, s)
    s = step(snap)
    assert isinstance(s.action, ScienceMove) and codes(s)[0] == "bot.powermongers"
    assert s.action.dest - s.action.origin == 1
    assert isinstance(step(automa.apply_step(snap, s)).action, ScoreVP)


def test_other_factions_do_not_advance_on_power() -> None:
    buildings = {"A2": ("automa", "workshop", True), "A1": ("human", "guild", False),
                 "A3": ("human", "workshop", False)}
    snap = table(buildings=buildings, action="*1", support="*2")
    snap = automa.apply_step(snap, step(snap))
    assert isinstance(step(snap).action, ScoreVP)


def test_faction_action_builds_with_the_faction_named_first() -> None:
    snap = table(pending=("faction_action",), faction="kuddlers", buildings={"B2": ("automa", "workshop", True),
                                                                             "D5": ("human", "workshop", False)})
    s = step(snap)
    assert isinstance(s.action, Build) and codes(s)[0] == "bot.faction_action"


def test_the_blights_fallow_land_too_vague_to_compute_is_left_to_the_table() -> None:
    snap = table(pending=("faction_action",), faction="blight", buildings={"B2": ("automa", "workshop", True)})
    snap = automa.apply_step(snap, step(snap))
    s = step(snap)
    assert isinstance(s.action, Nothing) and codes(s) == ["bot.by_table"]


def test_the_symbionts_tool_goes_next_to_your_buildings_by_their_youth_atp_card() -> None:
    """Valid: free terrain spaces directly next to your buildings; ties: the support's row (*2: B) of the
    youth terrain's ATP card, then the directional count (*2: right to left, 1)."""
    board = """
p p f p p p
 p m p p s p
p p p p p p
 p p p p p p
"""
    snap = table(board, {"B3": ("human", "workshop", False), "A2": ("automa", "workshop", True),
                         "D6": ("automa", "workshop", False)},
                 pending=("symbionts_tool", "end"), action="*5", support="*2", faction="symbionts")
    a = snap.automas[0].model_copy(update={"extra_terrain": "swamp"})
    snap = snap.model_copy(update={"automas": (a,)})
    s = step(snap)
    # next to B3: A3 (forest), A4, B2 (mountain), B4, C3, C4; swamp row B: swamp, lake, plains... -> plains
    assert isinstance(s.action, Terraform) and s.action.terrain == "tool"
    sel = s.action.selection
    assert sel is not None and [hex_label(h) for h in sel.options if isinstance(h, tuple)] == [
        "A3", "A4", "B2", "B4", "C3", "C4"]
    assert [hex_label(h) for h in sel.counted if isinstance(h, tuple)] == ["C4"]
    assert codes(s)[0] == "bot.symbionts_tool"
    assert automa.apply_step(snap, s).buildings == snap.buildings  # the table places the tool


def test_after_the_last_action_the_turn_ends() -> None:
    snap = table(pending=("end",))
    s = step(snap)
    assert isinstance(s.action, EndTurn) and s.cursor is None
    after = automa.apply_step(snap, s)
    assert after.turn.seat == "human" and after.turn.cursor is None

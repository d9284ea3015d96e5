"""The table's edits: your moves mirrored by drags, corrections, the map editor's strokes, and what a
board cannot hold refused in words with the snapshot unchanged."""

from __future__ import annotations

import pytest

from tablebot.core.steps import IllegalEdit
from tablebot.games.age_of_innovation.board import builtin_map
from tablebot.games.age_of_innovation.edits import (
    CorrectCard,
    CoverAction,
    MarkBuilding,
    MoveScience,
    PaintCell,
    PlaceBridge,
    PlaceBuilding,
    PlaceLetter,
    RemoveBuilding,
    SetInnovation,
    SetScholar,
    SetVP,
    TakeRoundBonus,
    Transform,
    UpgradeBuilding,
    apply_edit,
    history_kind,
)
from tablebot.games.age_of_innovation.setup import GameConfig, new_game
from tablebot.games.age_of_innovation.state import AoISnapshot

B = builtin_map("candidate_b")
PLAINS = tuple(h for h, t in B.cells if t == "plains")
LAKES = tuple(h for h, t in B.cells if t == "lake")
RIVER = next(h for h, t in B.cells if t == "river")


def _game() -> AoISnapshot:
    return new_game(GameConfig(seed=3, your_terrain="plains", automa_terrain="lake", your_workshops=PLAINS[:2],
                               automa_workshops=(LAKES[0], LAKES[1]), setup_card="*1"))


def _refused(snap: AoISnapshot, edit: object, code: str) -> None:
    with pytest.raises(IllegalEdit) as err:
        apply_edit(snap, edit)  # type: ignore[arg-type]
    assert err.value.code == code, err.value


def test_your_workshop_goes_onto_an_empty_land_hex_and_nowhere_else() -> None:
    s = _game()
    after = apply_edit(s, PlaceBuilding(hex=PLAINS[2], owner="human"))
    assert after.building_at(PLAINS[2]) is not None and after.building_at(PLAINS[2]).owner == "human"
    assert s.building_at(PLAINS[2]) is None  # the snapshot in is unchanged
    _refused(s, PlaceBuilding(hex=RIVER, owner="human"), "edit.river")
    _refused(s, PlaceBuilding(hex=LAKES[0], owner="human"), "edit.hex_taken")
    _refused(s, PlaceBuilding(hex=(30, 30), owner="human"), "edit.no_such_hex")
    _refused(s, PlaceBuilding(hex=PLAINS[2], owner="human2"), "edit.no_such_side")


def test_the_supply_holds_nine_workshops_and_one_palace() -> None:
    s = _game()
    for h in PLAINS[2:9]:  # 2 placed at setup + 7 = 9
        s = apply_edit(s, PlaceBuilding(hex=h, owner="human"))
    _refused(s, PlaceBuilding(hex=PLAINS[9], owner="human"), "edit.no_supply")
    s = apply_edit(s, PlaceBuilding(hex=PLAINS[9], owner="human", building="palace"))
    _refused(s, PlaceBuilding(hex=PLAINS[10], owner="human", building="palace"), "edit.no_supply")


def test_upgrades_follow_the_base_games_paths() -> None:
    s = _game()
    h = PLAINS[0]
    _refused(s, UpgradeBuilding(hex=h, to="school"), "edit.bad_upgrade")
    s = apply_edit(s, UpgradeBuilding(hex=h, to="guild"))
    s = apply_edit(s, UpgradeBuilding(hex=h, to="school"))
    _refused(s, UpgradeBuilding(hex=h, to="palace"), "edit.bad_upgrade")
    s = apply_edit(s, UpgradeBuilding(hex=h, to="university"))
    assert s.building_at(h).kind == "university"
    _refused(s, UpgradeBuilding(hex=PLAINS[5], to="guild"), "edit.no_building")


def test_only_an_automa_building_is_marked_and_remove_frees_the_hex() -> None:
    s = _game()
    _refused(s, MarkBuilding(hex=PLAINS[0], marked=True), "edit.mark_not_automa")
    _refused(s, MarkBuilding(hex=LAKES[0], marked=True), "edit.mark_there")  # the marked initial workshop
    s = apply_edit(s, MarkBuilding(hex=LAKES[1], marked=True))
    assert s.building_at(LAKES[1]).marked
    s = apply_edit(s, RemoveBuilding(hex=LAKES[1]))
    assert s.building_at(LAKES[1]) is None
    _refused(s, PlaceBuilding(hex=PLAINS[3], owner="human", marked=True), "edit.mark_not_automa")


def test_transform_changes_the_terrain_of_an_empty_land_hex_only() -> None:
    s = _game()
    s2 = apply_edit(s, Transform(hex=PLAINS[3], terrain="desert"))
    assert s2.terrain(PLAINS[3]) == "desert" and s.terrain(PLAINS[3]) == "plains"
    _refused(s, Transform(hex=PLAINS[0], terrain="desert"), "edit.transform_built")
    _refused(s, Transform(hex=RIVER, terrain="desert"), "edit.river")
    _refused(s, Transform(hex=PLAINS[3], terrain="plains"), "edit.terrain_there")


def test_a_hex_with_a_building_cannot_be_painted_river_and_letters_sit_on_their_terrain() -> None:
    s = _game()
    _refused(s, PaintCell(hex=PLAINS[0], cell="river"), "edit.river_built")
    s = apply_edit(s, PaintCell(hex=PLAINS[4], cell="river"))
    assert s.terrain(PLAINS[4]) == "river" and PLAINS[4] not in s.board.as_map().land
    _refused(s, PlaceLetter(terrain="lake", letter="A", hex=PLAINS[3]), "edit.letter_wrong_terrain")
    s = apply_edit(s, PlaceLetter(terrain="lake", letter="A", hex=LAKES[3]))
    assert s.board.as_map().letter_hex("lake", "A") == LAKES[3]
    _refused(s, PlaceLetter(terrain="lake", letter="B", hex=LAKES[3]), "edit.letter_hex_taken")
    _refused(s, PaintCell(hex=LAKES[3], cell="forest"), "edit.letter_on_hex")
    s = apply_edit(s, PlaceLetter(terrain="lake", letter="A", hex=LAKES[4]))  # moved
    assert s.board.as_map().letter_hex("lake", "A") == LAKES[4]
    s = apply_edit(s, PlaceLetter(terrain="lake", letter="A", hex=None))
    assert s.board.workshop_letters == ()
    _refused(s, PlaceLetter(terrain="lake", letter="G", hex=LAKES[4]), "edit.bad_letter")


def test_bridges_only_on_the_maps_bridge_spaces_and_never_the_automas() -> None:
    s = _game()
    a, b = B.bridges[0]
    s2 = apply_edit(s, PlaceBridge(ends=(b, a), owner="human"))
    assert len(s2.bridges) == 1
    _refused(s2, PlaceBridge(ends=(a, b), owner="human"), "edit.bridge_there")
    _refused(s, PlaceBridge(ends=(a, b), owner="automa"), "edit.automa_bridge")
    _refused(s, PlaceBridge(ends=(PLAINS[0], PLAINS[1]), owner="human"), "edit.not_bridge_space")
    assert apply_edit(s2, PlaceBridge(ends=(a, b), owner="human", remove=True)).bridges == ()


def test_science_and_scholar_spaces() -> None:
    s = _game()
    s = apply_edit(s, MoveScience(side="human", discipline="law", level=3))
    assert s.science("human").law == 3
    _refused(s, MoveScience(side="human", discipline="law", level=3), "edit.science_there")
    s = apply_edit(s, SetScholar(discipline="law", value=3, occupant="human"))
    _refused(s, SetScholar(discipline="law", value=3, occupant="automa"), "edit.scholar_space_taken")
    _refused(s, SetScholar(discipline="law", value=7, occupant="automa"), "edit.no_scholar_space")
    for _ in range(3):  # the three 2-spaces of law take three scholars
        s = apply_edit(s, SetScholar(discipline="law", value=2, occupant="automa"))
    _refused(s, SetScholar(discipline="law", value=2, occupant="automa"), "edit.scholar_space_taken")
    s = apply_edit(s, SetScholar(discipline="law", value=2, occupant=None))
    assert sum(1 for sp in s.scholar_spaces if sp.occupant == "automa") == 2


def test_seven_scholars_at_most() -> None:
    s = _game()
    for sp in s.scholar_spaces[:7]:
        s = apply_edit(s, SetScholar(discipline=sp.discipline, value=sp.value, occupant="human"))
    free = next(sp for sp in s.scholar_spaces if sp.occupant is None)
    _refused(s, SetScholar(discipline=free.discipline, value=free.value, occupant="human"), "edit.no_scholars_left")


def test_your_pass_takes_a_round_bonus_and_your_old_one_lies_where_it_was() -> None:
    s = new_game(GameConfig(bonus_tiles=(4, 9, 2, 7, 5), your_bonus=2))
    assert [b.tile for b in s.bonus_row] == [9, 2, 5] and s.human().round_bonus == 7
    after = apply_edit(s, TakeRoundBonus(side="human", slot=1))
    assert after.human().round_bonus == 2 and after.human().passed and after.turn.passed == ("human",)
    assert [(b.tile, b.coins) for b in after.bonus_row] == [(9, 1), (7, 0), (5, 1)]
    _refused(after, TakeRoundBonus(side="human", slot=0), "edit.already_passed")
    _refused(s, TakeRoundBonus(side="human", slot=3), "edit.no_such_bonus")
    _refused(s, TakeRoundBonus(side="automa", slot=0), "edit.automa_passes_itself")
    assert history_kind(s, TakeRoundBonus(side="human", slot=1)) == "pass"


def test_cover_a_spell_take_an_innovation_and_set_vp() -> None:
    s = _game()
    s = apply_edit(s, CoverAction(row="power", slot=2))
    assert s.power_actions[2]
    _refused(s, CoverAction(row="power", slot=2), "edit.action_covered")
    _refused(s, CoverAction(row="book", slot=3), "edit.no_such_action")
    s = apply_edit(s, SetInnovation(slot=1, present=False, taker="automa"))
    assert not s.innovations[1] and s.automa().innovations == 1
    s = apply_edit(s, SetInnovation(slot=1, present=True, taker="automa"))
    assert s.innovations[1] and s.automa().innovations == 0
    s = apply_edit(s, SetVP(side="automa", vp=31))
    assert s.automa().vp == 31


def test_a_corrected_card_is_saved_with_the_game_and_can_be_restored() -> None:
    s = _game()
    card = s.card("7")
    wrong = card.model_copy(update={"vp_fixed": 9 if card.vp_fixed != 9 else 8})
    s2 = apply_edit(s, CorrectCard(card=wrong))
    assert s2.card("7") == wrong
    assert AoISnapshot.model_validate_json(s2.model_dump_json()).card("7") == wrong  # saved with the game
    _refused(s2, CorrectCard(card=wrong), "edit.card_unchanged")
    assert apply_edit(s2, CorrectCard(card=wrong, restore=True)).card("7") == card
    assert history_kind(s2, CorrectCard(card=wrong, restore=True)) == "restore_card"
    _refused(s, CorrectCard(card=card.model_copy(update={"id": "99"})), "edit.no_such_card")

"""PRZYGOTOWANIE ROZGRYWKI and the board files: the solo setup against the Automa, and maps refused in words."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tablebot.games.age_of_innovation.board import (
    MapFileError,
    builtin_map,
    hex_label,
    load_map_file,
    neighbours_of,
)
from tablebot.games.age_of_innovation.cards import ADVANCED_CARDS, STARTER_CARDS, printed_card
from tablebot.games.age_of_innovation.setup import GameConfig, SetupError, new_game


def _two(terrain: str, map_id: str = "candidate_b") -> tuple[tuple[int, int], ...]:
    return tuple(h for h, t in builtin_map(map_id).cells if t == terrain)[:2]


def test_both_candidate_boards_load_unverified_with_their_sources() -> None:
    a, b = builtin_map("candidate_a"), builtin_map("candidate_b")
    assert len(a.hexes) == 87 and len(b.hexes) == 117
    assert sum(1 for _, t in b.cells if t == "river") == 36
    assert not a.verified and not b.verified and "S_DHELLER" in a.source and "S_RANCE" in b.source
    assert a.workshop_letters == () and b.workshop_letters == ()  # the Initial Workshop Setup card is not transcribed


def test_hexes_are_named_by_row_letter_and_column_and_odd_rows_sit_half_a_hex_right() -> None:
    assert hex_label((0, 0)) == "A1" and hex_label((8, 12)) == "I13"
    assert set(neighbours_of((1, 3))) == {(0, 3), (0, 4), (1, 2), (1, 4), (2, 3), (2, 4)}
    assert set(neighbours_of((2, 3))) == {(1, 2), (1, 3), (2, 2), (2, 4), (3, 2), (3, 3)}


@pytest.mark.parametrize(("level", "size", "reserve"), [(1, 5, 9), (2, 6, 8), (3, 7, 7), (4, 8, 6), (5, 8, 6)])
def test_the_automa_deck_follows_the_level_table(level: int, size: int, reserve: int) -> None:
    for physical in (False, True):
        deck = new_game(GameConfig(level=level, physical_deck=physical)).automas[0].deck
        assert (deck.draw_count, deck.reserve_count) == (size, reserve)
    deck = new_game(GameConfig(level=level, seed=7)).automas[0].deck
    assert set(deck.draw) | set(deck.reserve) == set(STARTER_CARDS) | set(ADVANCED_CARDS)
    if level == 1:
        assert "*3" not in deck.draw and deck.reserve[0] == "*3"  # added at the end of round 1
    if level == 5:
        assert "13" in deck.draw


def test_the_automa_gets_the_first_round_bonus_and_a_coin_lies_on_each_other_one() -> None:
    s = new_game(GameConfig(bonus_tiles=(4, 9, 2, 7, 5), your_bonus=2))
    assert s.automas[0].round_bonus == 4 and s.humans[0].round_bonus == 7
    assert [(b.tile, b.coins) for b in s.bonus_row] == [(9, 1), (2, 1), (5, 1)]


def test_the_automa_terrain_differs_from_yours_and_its_faction_advances_its_science() -> None:
    for seed in range(1, 12):
        s = new_game(GameConfig(seed=seed, your_terrain="lake"))
        assert s.automas[0].terrain != "lake"
    s = new_game(GameConfig(automa_faction="druids", automa_terrain="forest"))
    assert s.automas[0].science.medicine == 2 and s.automas[0].vp == 20
    with pytest.raises(SetupError) as e:
        new_game(GameConfig(your_terrain="lake", automa_terrain="lake"))
    assert e.value.code == "setup.automa_terrain_taken"


def test_the_spade_tile_never_lies_in_round_5() -> None:
    for seed in range(1, 40):
        assert new_game(GameConfig(seed=seed)).round_tiles[4] != 7
    with pytest.raises(SetupError):
        new_game(GameConfig(round_tiles=(1, 2, 3, 4, 7)))


def test_initial_workshops_yours_then_the_automas_by_the_card_letters_then_yours() -> None:
    mine, lakes = _two("plains"), _two("lake")
    s = new_game(GameConfig(your_workshops=mine, automa_terrain="lake", automa_workshops=(lakes[0], lakes[1]),
                            setup_card="*6"))
    assert [(b.owner, b.marked) for b in s.buildings] == [("human", False), ("automa", True), ("automa", False),
                                                          ("human", False)]
    assert s.log[-1].code == "setup.automa_workshops" and s.log[-1].param("marked") == printed_card("*6").support.marked_letter
    with pytest.raises(SetupError) as e:  # no letters on the map and no hexes entered: the table is asked
        new_game(GameConfig(your_workshops=mine, automa_terrain="lake"))
    assert e.value.code == "setup.letters_unknown"


def test_the_snapshot_round_trips_through_json() -> None:
    s = new_game(GameConfig(level=4, seed=3))
    assert type(s).model_validate_json(s.model_dump_json()) == s


@pytest.mark.parametrize(("content", "code"), [
    ("not json {", "map.not_json"),
    ("[1, 2]", "map.not_object"),
    ('{"format": "something-else"}', "map.foreign"),
    ('{"format": "tablebot-aoi-map/1", "id": "x", "name": "x", "hexes": []}', "map.no_hexes"),
    ('{"format": "tablebot-aoi-map/1", "id": "x", "name": "x", "hexes": [{"row": 0, "col": 0, "terrain": "lava"}]}',
     "map.bad_terrain"),
    (('{"format": "tablebot-aoi-map/1", "id": "x", "name": "x", "hexes": [{"row": 0, "col": 0, "terrain": "lake"},'
     ' {"row": 0, "col": 0, "terrain": "lake"}]}'), "map.duplicate_hex"),
    (('{"format": "tablebot-aoi-map/1", "id": "x", "name": "x", "hexes": [{"row": 0, "col": 0, "terrain": "lake"}],'
     ' "workshop_letters": {"desert": {"A": [0, 0]}}}'), "map.letter_wrong_terrain"),
])
def test_a_bad_map_file_is_refused_naming_what_is_wrong(tmp_path: Path, content: str, code: str) -> None:
    f = tmp_path / "board.json"
    f.write_text(content, encoding="utf-8")
    with pytest.raises(MapFileError) as e:
        load_map_file(f)
    assert e.value.code == code


def test_a_corrected_map_saved_and_read_back_is_the_same_board(tmp_path: Path) -> None:
    b = builtin_map("candidate_a")
    f = tmp_path / "mine.json"
    f.write_text(json.dumps(b.to_json()), encoding="utf-8")
    assert load_map_file(f).cells == b.cells


def test_the_wasteland_example_places_the_marked_workshop_on_a_and_the_unmarked_on_b(tmp_path: Path) -> None:
    """Przykład (Umieszczanie pierwszych Warsztatów): the Automa's preferred terrain is wasteland (red); the
    card's setup section shows A (marked) and B (unmarked); its workshops go on the wasteland hexes lettered
    A and B on the Initial Workshop Setup card, the one on A with a power token. Reconstructed: the card's
    letters are placed on two wasteland hexes of candidate B in a map file, and card *1 (A/B) is the one drawn."""
    b = builtin_map("candidate_b")
    wastes = [h for h, t in b.cells if t == "wasteland"]
    data = b.to_json()
    data["workshop_letters"] = {"wasteland": {"A": list(wastes[3]), "B": list(wastes[7])}}
    f = tmp_path / "my_board.json"
    f.write_text(json.dumps(data), encoding="utf-8")
    mine = _two("plains")
    s = new_game(GameConfig(map_file=str(f), your_workshops=mine, automa_terrain="wasteland", setup_card="*1"))
    automa = [(bld.hex, bld.marked) for bld in s.buildings if bld.owner == "automa"]
    assert automa == [(wastes[3], True), (wastes[7], False)]
    assert s.log[-1].as_dict()["marked_hex"] == hex_label(wastes[3])

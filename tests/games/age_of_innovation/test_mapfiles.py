"""The player's map files: a corrected board side saved, listed, reused in a new game and shared;
broken files listed with their error in words, never a crash; nothing overwritten silently."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tablebot.games.age_of_innovation.board import MapFileError, builtin_map, with_changes
from tablebot.games.age_of_innovation.mapfiles import load_map, offered_maps, save_map, user_maps
from tablebot.games.age_of_innovation.setup import GameConfig, new_game


def _corrected():  # type: ignore[no-untyped-def]
    b = builtin_map("candidate_b")
    first_plains = next(h for h, t in b.cells if t == "plains")
    return with_changes(b, [(first_plains, "desert")]), first_plains


def test_a_corrected_board_is_saved_reloaded_and_reused_in_a_new_game(tmp_path: Path) -> None:
    fixed, h = _corrected()
    path = save_map(fixed, tmp_path, "My board (side A)")
    assert path.parent == tmp_path and path.name == "my-board-side-a.json"
    again = load_map(path)
    assert again.terrain[h] == "desert" and again.name == "My board (side A)" and again.cells == fixed.cells
    assert not again.verified  # still the player's reading, shown as such
    game = new_game(GameConfig(map_file=str(path)))
    assert game.terrain(h) == "desert" and game.board.name == "My board (side A)"


def test_the_file_is_plain_json_another_player_opens(tmp_path: Path) -> None:
    fixed, h = _corrected()
    path = save_map(fixed, tmp_path, "Shared")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "tablebot-aoi-map/1"
    other = tmp_path / "friend"
    other.mkdir()
    copy = other / "from-a-friend.json"
    copy.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    assert load_map(copy).terrain[h] == "desert"
    assert os.stat(path).st_mode & 0o777 == 0o644


def test_an_existing_map_is_never_overwritten_silently(tmp_path: Path) -> None:
    fixed, _ = _corrected()
    path = save_map(fixed, tmp_path, "Mine")
    with pytest.raises(MapFileError) as err:
        save_map(builtin_map("candidate_b"), tmp_path, "Mine")
    assert err.value.code == "map.exists"
    assert load_map(path).cells == fixed.cells  # untouched
    save_map(builtin_map("candidate_b"), tmp_path, "Mine", replace=True)
    assert load_map(path).cells == builtin_map("candidate_b").cells
    with pytest.raises(MapFileError) as err:
        save_map(fixed, tmp_path, "   ")
    assert err.value.code == "map.no_name"


@pytest.mark.parametrize(("text", "code"), [
    ("{not json", "map.not_json"),
    ("[1, 2]", "map.not_object"),
    ('{"format": "tablebot-save/1"}', "map.foreign"),
    ('{"format": "tablebot-aoi-map/1", "id": "x", "name": "x", "hexes": []}', "map.no_hexes"),
    ('{"format": "tablebot-aoi-map/1", "id": "x", "name": "x", "hexes": [{"row": 0, "col": 0, "terrain": "lava"}]}',
     "map.bad_terrain"),
    (('{"format": "tablebot-aoi-map/1", "id": "x", "name": "x", "hexes": [{"row": 0, "col": 0, "terrain": "lake"}],'
      ' "workshop_letters": {"forest": {"A": [0, 0]}}}'), "map.letter_wrong_terrain"),
])
def test_broken_files_are_listed_with_their_error_in_words(tmp_path: Path, text: str, code: str) -> None:
    fixed, _ = _corrected()
    save_map(fixed, tmp_path, "good")
    (tmp_path / "bad.json").write_text(text, encoding="utf-8")
    listed = dict(user_maps(tmp_path))
    assert isinstance(listed[tmp_path / "good.json"], type(fixed))
    bad = listed[tmp_path / "bad.json"]
    assert isinstance(bad, MapFileError) and bad.code == code
    with pytest.raises(MapFileError):
        load_map(tmp_path / "bad.json")
    offered = [key for key, _ in offered_maps(tmp_path)]
    assert offered[:2] == ["candidate_a", "candidate_b"] and str(tmp_path / "bad.json") in offered


def test_a_missing_folder_offers_the_shipped_candidates_only(tmp_path: Path) -> None:
    assert user_maps(tmp_path / "nowhere") == []
    assert [k for k, _ in offered_maps(tmp_path / "nowhere")] == ["candidate_a", "candidate_b"]

"""Save files for the tests of a game's saves: its demo game saved, a copy spoiled by a change to
its first snapshot, and the check that a spoiled file is refused with the detail in words."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tablebot import cli
from tablebot.core import save
from tablebot.games.registry import game_rules


def save_files(game: str, file_name: str) -> tuple[Callable[[Path], Path], Callable[[Path, Any], Path]]:
    """(demo_file(tmp_path), spoiled(tmp_path, change)) for `game`: its demo game saved as
    `file_name`, and a copy (bad.json) whose first snapshot `change(dict)` edited."""

    def demo_file(tmp_path: Path) -> Path:
        path = tmp_path / file_name
        save.save_game(path, save.SavedGame.start(game, game_rules(game).demo_game()))
        return path

    def spoiled(tmp_path: Path, change: Any) -> Path:
        data = json.loads(demo_file(tmp_path).read_text(encoding="utf-8"))
        change(data["history"][0]["snapshot"])
        bad = tmp_path / "bad.json"
        bad.write_text(json.dumps(data), encoding="utf-8")
        return bad

    return demo_file, spoiled


def assert_refused_with_detail(bad: Path, detail: str) -> None:
    """Loading `bad` and `tablebot validate` both refuse it (save.invalid, `detail` in the words),
    and the file is left as it was."""
    before = bad.read_bytes()
    with pytest.raises(save.SaveError) as err:
        save.load_game(bad)
    assert err.value.code == "save.invalid" and detail in err.value.detail
    assert bad.read_bytes() == before
    assert cli.main(["validate", str(bad)]) == 2

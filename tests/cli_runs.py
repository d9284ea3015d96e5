"""Running the `tablebot` command line in a test, and the saves it reads."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tablebot import cli
from tablebot.core.save import SavedGame, save_game


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[dict[str, Any]], str]:
    """`tablebot ARGV`: its exit code, the JSON lines it printed, and what it said on stderr."""
    code = cli.main(list(argv))
    captured = capsys.readouterr()
    lines = [json.loads(line) for line in captured.out.splitlines() if line.startswith("{")]
    return code, lines, captured.err


def saver(game: str, default_name: str) -> Callable[..., Path]:
    """saved(tmp_path, snap, name=default_name): `snap` saved as a new `game` save in tmp_path."""

    def saved(tmp_path: Path, snap: Any, name: str = default_name) -> Path:
        path = tmp_path / name
        save_game(path, SavedGame.start(game, snap))
        return path

    return saved

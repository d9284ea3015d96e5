"""Running the `tablebot` command line in a test, and the saves it reads."""

from __future__ import annotations

import json
import shlex
from collections.abc import Callable, Iterator
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


README = Path(__file__).resolve().parents[1] / "README.md"


def readme_commands(*marks: str) -> list[list[str]]:
    """The README's `.venv/bin/tablebot ...` command lines that contain one of `marks` (comments cut),
    as argv lists."""
    lines = [line.split("#")[0].strip() for line in README.read_text(encoding="utf-8").splitlines()]
    return [shlex.split(line)[1:] for line in lines
            if line.startswith(".venv/bin/tablebot") and any(mark in line for mark in marks)]


def readme_runs(capsys: pytest.CaptureFixture[str], commands: list[list[str]],
                save_path: Path) -> Iterator[tuple[list[str], list[dict[str, Any]]]]:
    """Each command run as written, with `save_path` for the README's game.json: it exits 0; its
    argv and the JSON lines it printed."""
    for argv in commands:
        argv = [str(save_path) if a == "game.json" else a for a in argv]
        assert cli.main(argv) == 0, argv
        out = capsys.readouterr().out
        yield argv, [json.loads(line) for line in out.splitlines() if line.startswith("{")]

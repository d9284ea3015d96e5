"""Review of Tapestry from the README's words (issue 13): a new player reads the README to learn what
the app plays and how to run the bots' turn from the command line.

Found: the README named Root and Expeditions only — no word of Tapestry in "Now:", in New game, or in
the command lines (`tablebot turn` with --pair/--die, `simulate --game tapestry`), though both work."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tablebot.core.save import SavedGame, save_game
from tablebot.games.tapestry import game
from tablebot.games.tapestry.setup import GameConfig, new_game

from ..cli_runs import README, readme_commands, readme_runs


def tapestry_commands() -> list[list[str]]:
    return readme_commands("tapestry", "--pair")


def test_the_readme_says_tablebot_plays_tapestry() -> None:
    text = README.read_text(encoding="utf-8")
    now = text.split("Now:", 1)[1].split("\n## ", 1)[0]
    assert "**Tapestry**" in now and "Shadow Empire" in now
    assert re.search(r"\*\*New game\*\*: Root, Expeditions,? (?:or )?Tapestry", text)


def test_the_readmes_tapestry_command_lines_run(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    commands = tapestry_commands()
    assert any(c[0] == "simulate" for c in commands) and any(c[0] == "turn" for c in commands), commands
    # A save at the bots' turn with the table's own deck: the pair (and any die) come from the flags.
    snap = game.end_human_turn(new_game(GameConfig(seed=2, physical_deck=True)))
    for _ in range(40):  # the bots' income turn 1 first
        step = game.next_step(snap)
        if getattr(step, "kind", "") == "prompt":
            break
        snap = game.end_human_turn(snap) if step.kind == "human_turn" else game.apply_step(snap, step)
    path = tmp_path / "game.json"
    save_game(path, SavedGame.start("tapestry", snap))
    for argv, lines in readme_runs(capsys, commands, path):
        assert any(lines), argv

"""The README's Age of Innovation lines (issue 14): a new player reads that Tablebot plays it and the
command lines it gives run as written (`simulate --game age_of_innovation`, `turn` with the cards the
table drew from its own deck)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tablebot.core.save import SavedGame, save_game
from tablebot.games.age_of_innovation import game
from tablebot.games.age_of_innovation.setup import GameConfig, new_game

from .cli_runs import README, readme_commands, readme_runs


def aoi_commands() -> list[list[str]]:
    return readme_commands("age_of_innovation", "--card ")


def test_the_readme_says_tablebot_plays_age_of_innovation_with_a_map_editor() -> None:
    text = " ".join(README.read_text(encoding="utf-8").split())
    assert "**Age of Innovation**" in text and "map editor" in text and "unverified" in text
    assert "**New game**: Root, Expeditions, Tapestry or Age of Innovation" in text


def test_the_readmes_age_of_innovation_command_lines_run(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    commands = aoi_commands()
    assert any(c[0] == "simulate" for c in commands) and any(c[0] == "turn" for c in commands), commands
    # A save at the Automa's first turn with the table's own deck: the two cards come from --card.
    snap = game.end_human_turn(new_game(GameConfig(seed=2, physical_deck=True)))
    assert game.next_step(snap).kind == "prompt"
    path = tmp_path / "game.json"
    save_game(path, SavedGame.start("age_of_innovation", snap))
    for argv, lines in readme_runs(capsys, commands, path):
        assert lines, argv
        if argv[0] == "turn":
            assert any("draw_cards" in json.dumps(x) for x in lines), lines

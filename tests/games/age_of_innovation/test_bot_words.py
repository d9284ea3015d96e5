"""Every code the Automa's turn emits has words (gui/age_of_innovation/words_bot.py)."""

from __future__ import annotations

import re
from pathlib import Path

from tablebot.games.age_of_innovation import automa
from tablebot.gui.age_of_innovation import words_bot

from .bot_tables import game, play_to_the_end

SOURCE = Path(automa.__file__).read_text(encoding="utf-8")


def test_every_reason_and_error_code_of_the_automa_turn_has_words() -> None:
    codes = set(re.findall(r'"(bots?\.[a-z_.]+)"', SOURCE))
    for key in ("disciplines", "slots"):
        for arrow in ("right_down", "left_up"):
            codes.add(f"bot.directional_{key}_{arrow}")  # built from the row and the arrow
    missing = sorted(c for c in codes if c not in words_bot.REASONS and c not in words_bot.ERRORS)
    assert codes and missing == []


def test_every_placeholder_of_a_bot_sentence_is_a_parameter_of_its_reason() -> None:
    """A placeholder the reason lacks would show as "{name}" to the player: check every bot reason of
    whole games (two factions, app deck) against its sentence."""
    seen = 0
    for faction in ("simpletons", "powermongers", "druids", "wanderers"):
        _, steps = play_to_the_end(game(seed=4, faction=faction))
        for s in steps:
            for r in s.reasons:
                if r.code.startswith("bot."):
                    wanted = set(re.findall(r"\{(\w+)\}", words_bot.REASONS[r.code]))
                    assert wanted <= set(r.as_dict()), (r.code, wanted - set(r.as_dict()))
                    seen += 1
    assert seen > 100

"""Review of the Tapestry window (issue 13): the setup the player reads after File ▸ New Game.

Found by playing: at level 6 with a second civilization the setup box listed the removed components,
the civilization rolled, the favourites and the deck — but not the level: nothing told the table to
turn the Automa's income mat to its harder side, to add the second civilization card it chose, or (at
levels 1, 3 and 4) to cover the income chart with that level's card (ÚROVNĚ OBTÍŽNOSTI)."""

from __future__ import annotations

from typing import Any

from tablebot.games.tapestry.setup import GameConfig


def setup_text(win: Any, config: GameConfig) -> str:
    assert win.start_new_game(config, show_log=False)
    return str(win.setup_text(win.session.snapshot.log))


def test_level_six_tells_the_table_the_harder_mat_and_the_second_civilization(tap: Any) -> None:
    text = setup_text(tap, GameConfig(seed=3, level=6, automa_die="science", second_civilization="Engineers"))
    assert "Level 6" in text and "harder side up" in text, text
    assert "also plays the Engineers" in text, text


def test_levels_one_three_four_cover_the_income_chart_and_level_two_needs_nothing(tap: Any) -> None:
    for level in (1, 3, 4):
        text = setup_text(tap, GameConfig(seed=3, level=level))
        assert f"Level {level}" in text and f"cover the income chart on the Automa's income mat with the level " \
                                            f"{level} card" in text, text
    text = setup_text(tap, GameConfig(seed=3, level=2))
    assert "Level 2" in text and "normal side up" in text and "cover" not in text and "harder" not in text, text

"""`tablebot simulate` and the conformance harness answer the card questions of setup draws, and
play the app-owned deck's draws as steps."""

from __future__ import annotations

import pytest

from tablebot.cli import simulate
from tablebot.games import conformance

from . import card_drawers


def test_simulate_answers_setup_draws(monkeypatch: pytest.MonkeyPatch) -> None:
    plain = simulate(seed=5, rounds=1, human_edits=0)
    card_drawers.install(monkeypatch, "mechanical_marquise_2", 3)
    drawing = simulate(seed=5, rounds=1, human_edits=0)
    assert drawing["prompts"] == plain["prompts"] + 3
    assert len(card_drawers.TAKEN) == 3


def test_simulate_with_the_app_deck_draws_instead_of_asking() -> None:
    table = simulate(seed=5, rounds=2, human_edits=0)
    app = simulate(seed=5, rounds=2, human_edits=0, app_deck=True)
    assert app["actions"]["draw_card"] >= 2 and "draw_card" not in table["actions"]
    assert app["prompts"] < table["prompts"]


def test_the_harness_answers_setup_draws(monkeypatch: pytest.MonkeyPatch) -> None:
    card_drawers.install(monkeypatch, "mechanical_marquise_2", 2)
    subject = next(s for s in conformance.subjects() if s.bot == "mechanical_marquise_2")
    for seed in (1, 2, 3):
        report = conformance.play(subject, seed, bot_turns=2)
        assert report.problems == [] and report.bot_turns == 2
    assert len(card_drawers.TAKEN) == 6


def test_the_harness_plays_the_app_deck() -> None:
    """Every third seed lets the app draw: its draws are steps, and no card question reaches the table."""
    subject = next(s for s in conformance.subjects() if s.bot == "mechanical_marquise_2")
    report = conformance.play(subject, 3, bot_turns=3, keep_history=True)
    assert report.problems == [] and report.bot_turns == 3
    assert report.history[0].app_deck is not None
    assert len(report.history[-1].app_deck) < len(report.history[0].app_deck)

"""`tablebot simulate` and the conformance harness answer the card questions of setup draws, and
play the app-owned deck's draws as steps (games/root/conformance.py with_app_deck)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from tablebot.games import conformance
from tablebot.games.root import conformance as root_conformance
from tablebot.games.root.actions import AskOrderCard
from tablebot.games.root.cli import simulate

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


@pytest.mark.parametrize("subject", [s for s in conformance.subjects() if s.game == "root"], ids=lambda s: s.name)
def test_the_harness_plays_the_app_deck(subject: conformance.Subject) -> None:
    """With the app's deck its draws are steps; no card question reaches the table; every snapshot
    passes the save checks and a JSON round trip (Report.problems)."""
    def answer(snap: Any, prompt: Any, rnd: Any) -> Any:
        assert not isinstance(prompt.question, AskOrderCard), "the table was asked for a card"
        return subject.answer(snap, prompt, rnd)

    app = dataclasses.replace(root_conformance.with_app_deck(subject), answer=answer)
    for seed in (1, 2):
        report = conformance.play(app, seed, bot_turns=3, keep_history=True)
        assert report.problems == [] and report.bot_turns == 3
        first, last = report.history[0], report.history[-1]
        assert first.app_deck is not None and len(last.app_deck) < len(first.app_deck)

"""A Confirm on a busy board fits in one frame: the session and the engine plan each position of
the bot's turn once, however many times the proposal, its check before applying, the merged
bookkeeping and the auto-confirmed "nothing" steps ask for it (issue 9: no frame over 16 ms)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from tablebot.controller.session import Session
from tablebot.core.steps import HumanTurn
from tablebot.games import conformance
from tablebot.games.registry import game_rules
from tablebot.games.root import bots

RULES = game_rules("root")


@pytest.mark.parametrize("bot", ["electric_eyrie", "mechanical_marquise_2", "automated_alliance", "vagabot"])
def test_a_confirm_plans_each_position_of_the_turn_once(qtbot: Any, monkeypatch: pytest.MonkeyPatch,
                                                       bot: str) -> None:
    subject = next(s for s in conformance.subjects() if s.name == f"root:{bot}")
    rnd = random.Random(5)
    session = Session(RULES, subject.new_game(5, rnd), autosave=False)
    planned: Counter[int] = Counter()
    seen: list[Any] = []  # keeps every planned snapshot alive, so no id is reused

    for name in {f.bot.bot for f in session.snapshot.factions if f.bot is not None}:
        module = bots.bot_module(name)
        original = module.next_step

        def counting(snap: Any, original: Any = original) -> Any:
            planned[id(snap)] += 1
            seen.append(snap)
            return original(snap)

        monkeypatch.setattr(module, "next_step", counting)

    confirms = 0
    for _ in range(400):
        p = session.proposal
        if isinstance(p, HumanTurn):
            session.end_human_turn()
        elif p.kind == "prompt":
            session.answer(subject.answer(session.snapshot, p, rnd))
        elif p.action.kind == "game_over":
            break
        else:
            planned.clear()
            assert session.confirm()
            confirms += 1
            twice = {n for n in planned.values() if n > 1}
            assert not twice, f"a position was planned {max(twice)} times in one Confirm"
    assert confirms >= 20

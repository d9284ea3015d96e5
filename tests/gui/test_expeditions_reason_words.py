"""Every Automa step of many random Expeditions games, as the proposal panel shows it (issue 9): one
to three deciding lines lead, the search chain is folded, no line twice, the book named once, and
counts agree with their nouns ("1 location", "2 locations")."""

from __future__ import annotations

import re
from typing import Any

from tablebot.core.steps import HumanTurn
from tablebot.games import conformance
from tablebot.games.registry import game_rules
from tablebot.gui.expeditions import reasons as words

SINGULAR_AFTER_MANY = re.compile(r"(?<![\d.:])\b(0|[2-9]|\d\d+) (location|token|card|glory token|map token)\b(?!s)")
PLURAL_AFTER_ONE = re.compile(r"(?<![\d.:])\b1 (location|token|card|glory token|map token)s\b")
# A section name said twice ("Explore  Explore: ...") or a list that reads "spaces none".
STUTTER = re.compile(r"\b(\w+)\s{2}\1\b|\bspaces none\b")


def test_every_automa_step_of_random_games_reads_right(qapp: Any) -> None:
    rules = game_rules("expeditions")
    subject = next(s for s in conformance.subjects() if s.game == "expeditions")
    problems: set[str] = set()
    searches = 0
    stutters = 0
    for seed in range(10):
        report = conformance.play(subject, seed, bot_turns=10, keep_history=True)
        for snap in report.history:
            proposal = rules.propose(snap)
            if isinstance(proposal, HumanTurn) or not proposal.reasons:
                continue
            first, more = words.step_lines(proposal.reasons)
            lines = [line for _, line, _ in first + more]
            stutters += any(STUTTER.search(words.reason_text(r)) for r in proposal.reasons)
            if not 1 <= len(first) <= 3:
                problems.add(f"{len(first)} deciding lines: {lines}")
            if any(r.code.startswith("search.") for r, _, _ in first):
                problems.add(f"a searched location among the deciding lines: {lines}")
            searches += any(r.code.startswith("search.") for r in proposal.reasons)
            if len(set(lines)) != len(lines):
                problems.add(f"a line twice: {lines}")
            if sum("Automa rules:" in line for line in lines) > 1:
                problems.add(f"the book named twice: {lines}")
            for line in lines:
                for pattern in (SINGULAR_AFTER_MANY, PLURAL_AFTER_ONE, STUTTER):
                    if pattern.search(line):
                        problems.add(f"count and noun disagree: {line!r}")
    assert searches > 10
    assert stutters == 0
    assert sorted(problems) == [], "\n".join(sorted(problems))

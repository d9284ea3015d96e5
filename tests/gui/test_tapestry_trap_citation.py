"""The trap questions cite their section once: the reason list names the book and section before
the sentence, so a sentence that cites it again reads "LÉČKY … (Automa rules (Tapestry): LÉČKY 1)"."""

from __future__ import annotations

from typing import Any

from tablebot.core.reasons import reason
from tablebot.games.tapestry import rulebook as R
from tablebot.gui.tapestry import reasons as words


def test_each_trap_question_names_its_section_once(qapp: Any) -> None:
    for rule, code, params in ((R.TRAPS, "trap.ask", {"hex": "d4", "cards": 2}),
                               (R.CONQUER_OPPONENT, "trap.ask_yours", {"hex": "d4"}),
                               (R.TRAPS, "trap.toppled_yours", {})):
        text = words.reason_text(reason(rule, code, **params))
        assert text.count("Automa rules (Tapestry)") == 1, text

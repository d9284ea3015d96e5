"""How the Tapestry table's answers read in the history, named by Tapestry's registration
(`answer_label`). Words: gui/tapestry/words_table.py ("history.answer.*")."""

from __future__ import annotations

from typing import Any

from ...core.reasons import Reason, reason
from .hexes import hex_label


def answer_label(ans: Any, after: Any, prompt: Any = None) -> Reason | None:
    """The pair the table drew, the science die (as rolled at the table, or the app's rolls), the
    progress card drawn as the priority card, a discarded tapestry card and whether it was a trap."""
    match getattr(ans, "kind", ""):
        case "pair":
            return reason("answer", "history.answer.pair", track_card=ans.track_card, priority_card=ans.priority_card)
        case "die":
            if ans.face is not None:
                return reason("answer", "history.answer.die", face=ans.face)
            cursor = after.turn.cursor
            return reason("answer", "history.answer.die_app", faces=tuple(cursor.rolls) if cursor else ())
        case "priority":
            return reason("answer", "history.answer.priority", card=ans.card)
        case "trap":
            where = hex_label(prompt.question.hex) if prompt is not None else ""
            if prompt is not None and prompt.question.yours:  # your trap against the Automa's conquest
                code = "history.answer.your_trap" if ans.trap else "history.answer.your_no_trap"
                return reason("answer", code, hex=where)
            code = "history.answer.trap" if ans.trap else "history.answer.no_trap"
            return reason("answer", code, hex=where, cards=after.automa.tapestry_cards)
    return None

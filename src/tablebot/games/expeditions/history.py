"""How the Expeditions table's answers read in the history, named by Expeditions' registration
(`answer_label`). Words: gui/expeditions/reasons.py ("history.answer.*")."""

from __future__ import annotations

from typing import Any

from ...core.reasons import Reason, reason


def answer_label(ans: Any, after: Any, prompt: Any = None) -> Reason | None:
    """The card the table drew (physical deck), the tile an Automa mech explored; None otherwise."""
    kind = getattr(ans, "kind", "")
    if kind == "card":
        return reason("answer", "history.answer.card", card=int(ans.card))
    if kind == "tile":
        return reason("answer", "history.answer.tile", tile=ans.tile if ans.tile is not None else "?",
                      tokens=len(ans.corruption))
    return None

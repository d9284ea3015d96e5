"""How Root's answers read in the history (the session's undo list and the save file's labels), named
by Root's registration (`answer_label`). Words: gui/root/reasons.py ("history.answer.*")."""

from __future__ import annotations

from typing import Any

from ...core.reasons import Reason, reason


def answer_label(ans: Any, after: Any, prompt: Any = None) -> Reason | None:
    """The history's label of an answer to a Root question (what the table entered, as the engine
    understood it); None for a kind Root does not name (the session's "answered: <kind>")."""
    kind = getattr(ans, "kind", "")
    if kind == "order_card" and not getattr(getattr(prompt, "question", None), "is_order", True):
        # A card drawn for something else (setup, the Lost Souls): not the order card, whatever
        # the cursor holds.
        card = ans.card
        code = "history.answer.card_drawn" if card.name else "history.answer.card_drawn_suit"
        return reason("answer", code, card=card.name or "", suit=str(card.suit.value),
                      faction=getattr(prompt, "actor", ""))
    if kind == "order_card":
        card = ans.card
        cursor = after.turn.cursor
        # The engine fills in the card's name and item; show what it understood.
        order = getattr(cursor, "order", None) or card
        code = "history.answer.order_card" if order.name else "history.answer.order_card_suit"
        return reason("answer", code, card=order.name or "", suit=str(order.suit.value),
                      item=order.item or "")
    if kind == "dice":
        cursor = after.turn.cursor
        pending = getattr(cursor, "pending_battle", None)
        dice = pending.dice if pending is not None and pending.dice is not None else ans.dice or ()
        rolled = "app" if ans.dice is None else "table"
        return reason("answer", "history.answer.dice", dice=tuple(dice), rolled=rolled)
    if kind == "removal":
        return reason("answer", "history.answer.removal",
                      pieces=tuple(f"{k}:{n}" for k, n in ans.choice if n > 0))
    if kind == "table":
        return reason("answer", "history.answer.table", chosen=tuple(ans.chosen))
    if kind == "arbiter":
        return reason("answer", "history.answer.arbiter_yes" if ans.enlist else "history.answer.arbiter_no")
    return None

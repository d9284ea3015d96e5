"""How the Age of Innovation table's answers read in the history, named by the game's registration
(`answer_label`). Words: gui/age_of_innovation/words_table.py ("history.answer.*")."""

from __future__ import annotations

from typing import Any

from ...core.reasons import Reason, reason


def answer_label(ans: Any, after: Any, prompt: Any = None) -> Reason | None:
    """The decision card(s) the table drew for the Automa: two at its first turn of a round (the second
    is the action card, TURA AUTOMY), one otherwise; the card drawn for its initial workshops; the final
    scoring's areas or area and science VP the table entered (KONIEC GRY)."""
    question = getattr(prompt, "question", None)
    side = getattr(question, "side", "automa")
    if getattr(ans, "kind", "") == "final_score" and getattr(ans, "your_areas", ()):
        return reason("answer", "history.answer.final_standings", side=side, areas=tuple(ans.your_areas))
    if getattr(ans, "kind", "") == "final_score":
        return reason("answer", "history.answer.final_figures", side=side, area_vp=ans.area_vp,
                      science_vp=ans.science_vp)
    if getattr(ans, "kind", "") != "card":
        return None
    if getattr(question, "kind", "") == "setup_card":
        return reason("answer", "history.answer.setup_card", side=side, card=ans.cards[0])
    if len(ans.cards) == 2:
        return reason("answer", "history.answer.two_cards", side=side, support=ans.cards[0], action=ans.cards[1])
    return reason("answer", "history.answer.card", side=side, card=ans.cards[0])

"""Review of the Tapestry window (issue 13): the flagged decision cards.

Found by playing: the pair panel marks a flagged card only while it lies in the pair; the list the
player picks a card from to check or correct it ("Card 1" … "Card 22") said nothing of cards 4, 5,
8, 19 and 21 whose sources disagree, nor which cards the table had already corrected."""

from __future__ import annotations

from typing import Any

from tablebot.games.tapestry import edits
from tablebot.games.tapestry.cards import card_source, printed_card

FLAGGED = (4, 5, 8, 19, 21)


def test_the_card_list_marks_the_flagged_cards_and_the_corrected_ones(tap: Any) -> None:
    assert {c for c in range(1, 23) if card_source(c).conflicts or card_source(c).verification_needed} == set(FLAGGED)
    choice = tap.workspace.pair.choice
    text = {int(choice.itemData(i)): choice.itemText(i) for i in range(choice.count())}
    assert all("check" in text[c] for c in FLAGGED), text
    assert not any("check" in t for c, t in text.items() if c not in FLAGGED), text
    # The table corrects card 19: the list says so, undo takes it back.
    card = printed_card(19)
    half = card.priority_half.model_copy(update={"topple_icon": not card.priority_half.topple_icon})
    assert tap.session.edit(edits.CorrectCard(card=card.model_copy(update={"priority_half": half})))
    label = choice.itemText(choice.findData(19))
    assert "corrected" in label and "check" not in label, label
    tap.undo()
    assert "check" in choice.itemText(choice.findData(19))

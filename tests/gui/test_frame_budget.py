"""The work one Confirm does on the GUI thread stays inside a frame (issue 9: no frame over 16 ms):
the words for a Decree step are found without comparing every card with every other one (they are
asked for four times per change: turn bar, proposal panel, faction board, map banner)."""

from __future__ import annotations

from typing import Any

import pytest

from tablebot.games.root.bots.eyrie_state import DecreeCard, EyrieBoard
from tablebot.games.root.common import OrderCard
from tablebot.games.root.factions import Suit
from tablebot.gui.root_boards import board_change_text


def decree(n: int) -> tuple[DecreeCard, ...]:
    suits = [Suit.FOX, Suit.MOUSE, Suit.RABBIT, Suit.BIRD]
    return tuple(DecreeCard(column=suits[i % 4], card=OrderCard(name=f"Card {i}", suit=suits[(i + 1) % 4]))
                 for i in range(n))


def test_a_decree_change_is_named_comparing_each_card_a_few_times_not_with_every_other(
        qapp: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    old = decree(12)
    added = DecreeCard(column=Suit.FOX, card=OrderCard(suit=Suit.MOUSE, item="boots"))
    before, after = EyrieBoard(decree=old), EyrieBoard(decree=(*old, added))
    compared = [0]
    original = DecreeCard.__eq__

    def counting(self: Any, other: Any) -> Any:
        compared[0] += 1
        return original(self, other)

    monkeypatch.setattr(DecreeCard, "__eq__", counting)
    text = board_change_text("eyrie", before, after)
    assert text.startswith("Add ") and "to the fox column of the Decree" in text
    assert compared[0] <= 2 * len(after.decree)
    # A purge still names what goes, and what stays.
    kept = (DecreeCard(column=Suit.BIRD, card=OrderCard(suit=Suit.BIRD), vizier=True),) * 2
    assert "the 2 Loyal Viziers stay" in board_change_text("eyrie", EyrieBoard(decree=(*kept, *old)), EyrieBoard(decree=kept))

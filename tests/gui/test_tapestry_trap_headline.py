"""The bar above the board says who conquers when the table is asked about a trap (LÉČKY for your
conquest, DOBÝVÁNÍ PROTIHRÁČE for the Automa's): found saying "You conquered the Automa's hex" while the
Automa was conquering yours."""

from __future__ import annotations

from typing import Any

from tablebot.games.tapestry.actions import AskTrap, TapestryPrompt
from tablebot.games.tapestry.setup import GameConfig, new_game
from tablebot.gui.tapestry.board import headline


def test_the_automas_conquest_of_your_hex_is_not_called_yours(qapp: Any) -> None:
    snap = new_game(GameConfig(seed=1))
    theirs = headline(snap, TapestryPrompt(actor="bots", question=AskTrap(hex=(0, 0), yours=True)))
    assert "The Automa conquers your" in theirs and "You conquered" not in theirs, theirs
    mine = headline(snap, TapestryPrompt(actor="human", question=AskTrap(hex=(0, 0))))
    assert mine.startswith("You conquered the Automa's hex d4"), mine

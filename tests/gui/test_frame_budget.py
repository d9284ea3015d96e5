"""The work one Confirm does on the GUI thread stays inside a frame (issue 9: no frame over 16 ms):
the words for a Decree step are found without comparing every card with every other one (they are
asked for four times per change: turn bar, proposal panel, faction board, map banner), and the end
of the game shows the race without planning the whole history again."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from tablebot.app import build_window
from tablebot.core.steps import HumanTurn
from tablebot.games.root import actions as act
from tablebot.games.root import bots, edits
from tablebot.games.root.bots.eyrie_state import DecreeCard, EyrieBoard
from tablebot.games.root.common import OrderCard
from tablebot.games.root.conformance import random_root_answer
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig, new_game
from tablebot.games.root.state import BotConfig
from tablebot.gui import theme
from tablebot.gui.root.root_boards import board_change_text


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


def test_the_end_of_the_game_shows_the_race_without_replanning_the_history(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Confirm that ends the game opens the race and its summary in the same frame: what each
    bot did comes from the steps the window already showed, not from planning the whole history
    again (which grew with the game: 20 ms at 80 entries on the bench's board)."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue(theme.SPEED_KEY, 0.0)
    snap = new_game(GameConfig(seats=(
        SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
        SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie")),
        SeatConfig(faction="alliance", bot=BotConfig(bot="automated_alliance")),
        SeatConfig(faction="vagabond")), seed=11))
    window = build_window(settings, snapshot=snap, autosave=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    session = window.session
    planned = [0]
    kept: list[Any] = []
    for name in ("mechanical_marquise_2", "electric_eyrie", "automated_alliance"):
        module = bots.bot_module(name)

        def counting(s: Any, original: Any = module.next_step) -> Any:
            planned[0] += 1
            kept.append(s)
            return original(s)

        monkeypatch.setattr(module, "next_step", counting)
    rnd = random.Random(4)
    for _ in range(5000):
        p = session.proposal
        planned[0] = 0
        if isinstance(p, HumanTurn):
            vp = session.snapshot.faction(p.actor).vp
            assert session.edit(edits.SetVP(faction=p.actor, vp=min(vp + 2, 29)))
            assert session.end_human_turn()
        elif isinstance(p, act.RootPrompt):
            assert session.answer(random_root_answer(session.snapshot, p, rnd))
        else:
            assert p.action.kind != "game_over", "the game ended without the race showing"
            assert session.confirm()
        if window.game_over_dialog is not None:
            break
    assert session.stack.count() > 100  # a whole game: more than the engine remembers
    dialog = window.game_over_dialog
    assert dialog is not None and dialog.isVisible() and "Winner:" in dialog.panel.summary.text()
    # The last step's own plans (the new position and its look-ahead), not one per history entry.
    assert planned[0] <= 8, f"{planned[0]} positions planned in the frame that ends the game"

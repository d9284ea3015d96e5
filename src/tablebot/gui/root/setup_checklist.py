"""The setup checklist beside the board (issue 12): the table's setup step by step, in the Law's order.

A game started from the New Game dialog opens with its setup as a list (games/root/setup_steps.py,
kept in the snapshot): each step ticked when done, the current one highlighted and drawn on the map
as it happens (the board hides the bots' later placements and marks the current step's places), its
lines in the proposal panel above. Done moves on, Skip starts play at once; both are answers to the
game's table question, so they are in the history and undo brings a step back. The player drags
and corrects pieces at any time, as in play. The panel shows nothing and its dock hides once play
has started (or for a game without a checklist: the demo, a save opened mid-game).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from ...controller.session import Session
from ...games.root import setup_steps
from ...games.root.actions import RootPrompt, TableAnswer
from ...games.root.state import RootSnapshot, SetupChecklist, SetupStep
from ..turnbar import WrappedLabel, bold
from . import names
from .reasons import pieces_text, reason_text, sentence


def board_display(snap: RootSnapshot) -> tuple[RootSnapshot, tuple[int | str, ...]]:
    """What the board draws while the checklist is open (BoardScene.display): the map as of the
    current step, and the places the step concerns."""
    return setup_steps.shown(snap), setup_steps.marked(snap)


def placed_text(step: SetupStep) -> str:
    """What a bot's step put on the map, place by place: "clearing 2: Keep, sawmill, 2 warriors"."""
    by_place: dict[int | str, list[str]] = {}
    for p in step.placed:
        by_place.setdefault(p.place, []).append(f"{p.count} {pieces_text(p.kind, p.count)}")
    return "; ".join(f"{names.place(place)}: {', '.join(parts)}" for place, parts in by_place.items())


def step_text(step: SetupStep) -> str:
    """A step as the list shows it: its title; a bot's setup step (one line of its setup) as the
    bot and that line, "Marquise bot, 1 of 5: The Keep goes in clearing 1, ..." (its pieces are
    listed under the list, its title in the proposal panel)."""
    if not (setup_steps.is_bot_part(step) and step.lines and step.faction):
        return sentence(step.title)
    return QCoreApplication.translate("SetupChecklistPanel", "{faction} bot, {part} of {parts}: {line}").format(
        faction=names.faction_short(step.faction), part=step.title.param("part"),
        parts=step.title.param("parts"), line=sentence(step.lines[0]))


class SetupChecklistPanel(QWidget):
    """The steps with their ticks, the current step's pieces, Done and Skip."""

    activeChanged = Signal(bool)
    """The snapshot has (True) or no longer has (False) a setup checklist: the dock follows it."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.heading = WrappedLabel()
        self.heading.setFont(bold(11))
        layout.addWidget(self.heading)
        self.steps = QListWidget()
        self.steps.setWordWrap(True)
        self.steps.setAccessibleName(self.tr("Setup steps"))
        self.steps.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.steps.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.steps, 1)
        self.pieces = WrappedLabel()
        self.pieces.setAccessibleName(self.tr("Pieces of this step"))
        layout.addWidget(self.pieces)
        self.hint = WrappedLabel(self.tr("Drag pieces to correct the board at any time; Undo brings a step back."))
        layout.addWidget(self.hint)
        row = QHBoxLayout()
        self.done_button = QPushButton(self.tr("&Done"))
        self.done_button.setToolTip(self.tr("The table has done this step: go to the next one"))
        self.done_button.clicked.connect(self.done)
        self.skip_button = QPushButton(self.tr("S&kip the rest"))
        self.skip_button.setToolTip(self.tr("Start play now (the bots' setup cards, then the first turn)"))
        self.skip_button.clicked.connect(self.skip)
        row.addWidget(self.done_button, 1)
        row.addWidget(self.skip_button)
        layout.addLayout(row)
        self._shown: tuple[Any, ...] | None = None
        self.active = False
        session.snapshotChanged.connect(self.refresh)
        session.proposalChanged.connect(self._asked)
        self.refresh(session.snapshot)

    # -- what the session says ---------------------------------------------------------------
    def refresh(self, snap: RootSnapshot) -> None:
        guide: SetupChecklist | None = snap.turn.setup_checklist
        active = guide is not None
        if guide is not None and (guide.steps, guide.done) != self._shown:
            self._fill(guide)
        if active != self.active:
            self.active = active
            self.activeChanged.emit(active)
        self._asked(self.session.proposal)

    def _fill(self, guide: SetupChecklist) -> None:
        self._shown = (guide.steps, guide.done)
        self.heading.setText(self.tr("Setting up the table: step {n} of {of}").format(
            n=min(guide.done + 1, len(guide.steps)), of=len(guide.steps)))
        self.steps.clear()
        current = None
        for i, step in enumerate(guide.steps):
            mark = "✓" if i < guide.done else ("▶" if i == guide.done else "  ")
            item = QListWidgetItem(f"{mark} {i + 1}. {step_text(step)}")
            item.setToolTip("\n".join(reason_text(r) for r in (step.title, *step.lines[:1])))
            if i == guide.done:
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
                item.setBackground(self.palette().highlight())
                item.setForeground(self.palette().highlightedText())
                current = item
            self.steps.addItem(item)
        if current is not None:
            self.steps.scrollToItem(current, QListWidget.ScrollHint.PositionAtCenter)
        step = guide.steps[guide.done] if guide.done < len(guide.steps) else None
        text = placed_text(step) if step is not None else ""
        self.pieces.setText(self.tr("On the map: {pieces}").format(pieces=text) if text else "")
        self.pieces.setVisible(bool(text))

    def _asked(self, proposal: Any) -> None:
        asked = self._question(proposal)
        self.done_button.setEnabled(asked)
        self.skip_button.setEnabled(asked)

    @staticmethod
    def _question(proposal: Any) -> bool:
        return (isinstance(proposal, RootPrompt) and getattr(proposal.question, "topic", None) == setup_steps.TOPIC)

    # -- the player's answers ----------------------------------------------------------------
    def done(self) -> bool:
        """The current step is done at the table."""
        return self._answer(setup_steps.DONE)

    def skip(self) -> bool:
        """Play starts now."""
        return self._answer(setup_steps.SKIP)

    def _answer(self, chosen: str) -> bool:
        if not self._question(self.session.proposal):
            return False
        return self.session.answer(TableAnswer(chosen=(chosen,)))

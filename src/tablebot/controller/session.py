"""The Session: one game's current snapshot, its undo history and its autosave.

Every change to the game (a board edit, a confirmed bot step, an answer to a prompt, the end of a
human turn) is one QUndoCommand carrying the snapshot before and after and a Reason naming the
change. Undo and redo only swap snapshots, so they work anywhere, the middle of a bot turn
included: the turn cursor is part of the snapshot.

The controller imports QtCore and QUndoStack (which Qt 6 ships in QtGui) but no widgets; the GUI
listens to its signals and never changes a snapshot itself.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..core import save as saves
from ..core.reasons import Reason, reason
from ..core.steps import EngineError, HumanTurn, IllegalAnswer, IllegalEdit
from ..games.registry import GameRules
from . import autosave as autosave_writer

log = logging.getLogger(__name__)

MAX_AUTO_STEPS = 200
"""How many 'nothing to do' steps may be confirmed in a row without the player. A Marquise turn has
at most about twenty phases, so hitting this bound means an engine loop, not a long turn."""


class ProposalFailed:
    """The engine raised while planning the next step for this snapshot (a bug, logged). The
    player can still undo or edit the board: both give the engine a new snapshot to plan from."""

    def __init__(self, error: BaseException) -> None:
        self.error = error

    def __repr__(self) -> str:
        return f"ProposalFailed({self.error!r})"


class SnapshotCommand(QUndoCommand):
    """One entry of the history: the snapshot before and after, and why it changed."""

    def __init__(self, session: Session, before: Any, after: Any, label: Reason, text: str,
                 step: Any = None) -> None:
        super().__init__(text)
        # Weak: the session owns the stack, which owns this command. A strong reference back would
        # make a cycle through Qt-owned objects, and collecting such a cycle crashes PySide.
        self._session = weakref.ref(session)
        self.before = before
        self.after = after
        self.label = label
        self.step = step
        """The bot step confirmed here (None for an edit, an answer, a loaded entry): what it did is
        read from it, without planning `before` again."""

    def _set(self, snap: Any) -> None:
        session = self._session()
        if session is not None:
            session._snap = snap

    def redo(self) -> None:
        self._set(self.after)

    def undo(self) -> None:
        self._set(self.before)


def _code_text(label: Reason) -> str:
    return f"{label.rule} {label.code}"


class Session(QObject):
    """The current game. All public methods that change it either push exactly one history entry
    (plus the 'nothing to do' steps auto-confirmed after it) or emit `refused` and change nothing."""

    snapshotChanged = Signal(object)
    proposalChanged = Signal(object)
    refused = Signal(str, dict)
    """(code, params) of an IllegalEdit, IllegalAnswer or SaveError; the snapshot is unchanged."""
    autosaved = Signal(str)
    """Emitted after the autosave file was written; writes are coalesced to one per event-loop turn."""
    fileChanged = Signal(str)
    """The path the game is saved to ("" for none)."""

    def __init__(self, rules: GameRules, snapshot: Any, parent: QObject | None = None, *,
                 describe: Callable[[Reason], str] = _code_text, autosave: bool = True,
                 skip_nothing: bool = True, background_autosave: bool = True) -> None:
        super().__init__(parent)
        self.rules = rules
        self.describe = describe
        self.autosave_enabled = autosave
        self.skip_nothing = skip_nothing
        self.stack = QUndoStack(self)
        self._start = snapshot
        self._start_label = reason("history", "history.start")
        self._snap = snapshot
        self._proposal: Any = None
        self._proposal_for: Any = None
        self._quiet = False
        """True while one change pushes several entries (auto-confirmed steps): announce once."""
        self.path: Path | None = None
        # indexChanged fires once per push, undo, redo or jump (setIndex), after the commands ran:
        # the one place the rest of the app hears about a new snapshot.
        self.stack.indexChanged.connect(self._on_index_changed)
        # One autosave per turn of the event loop: a Confirm that also auto-confirms three
        # 'nothing' steps pushes four entries but writes the file once.
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(0)
        self._autosave_timer.timeout.connect(self.autosave)
        self._writer = (autosave_writer.AutosaveWriter(weakref.WeakMethod(self._written))
                        if (autosave and background_autosave) else None)
        if self._writer is not None:
            # The writer finishes what it holds and its thread ends with the session (a finalizer,
            # not a Qt signal: it runs in plain Python whatever thread collects the session).
            weakref.finalize(self, self._writer.close)
        self._plan()

    # -- reading -----------------------------------------------------------------------------
    @property
    def snapshot(self) -> Any:
        return self._snap

    @property
    def proposal(self) -> Any:
        """What the engine proposes for the current snapshot: a step, a prompt, a human's turn,
        or ProposalFailed. Computed once per snapshot."""
        if self._proposal_for is not self._snap:
            self._plan()
        return self._proposal

    @property
    def start_snapshot(self) -> Any:
        return self._start

    def relabel(self) -> None:
        """Every history entry's words again from its label (the language changed)."""
        for i in range(self.stack.count()):
            command = self.stack.command(i)
            if isinstance(command, SnapshotCommand):
                command.setText(self.describe(command.label))

    def history_labels(self) -> list[Reason]:
        labels = [self._start_label]
        for i in range(self.stack.count()):
            cmd = self.stack.command(i)
            assert isinstance(cmd, SnapshotCommand)
            labels.append(cmd.label)
        return labels

    # -- changing ----------------------------------------------------------------------------
    def edit(self, edit: Any) -> bool:
        """Mirror one gesture of the table; refused edits change nothing."""
        try:
            after = self.rules.apply_edit(self._snap, edit)
        except IllegalEdit as err:
            self._refuse(err)
            return False
        params: dict[str, Any] = edit.model_dump(mode="json")
        kind = params.pop("kind")
        if self.rules.edit_kind is not None:
            kind = self.rules.edit_kind(self._snap, edit)
        self._push(after, reason("edit", f"history.edit.{kind}", **{k: _param(v) for k, v in params.items()}))
        return True

    def edit_all(self, gesture: list[Any]) -> bool:
        """Mirror one gesture that is several edits (a paint that takes a letter off first) as one
        history entry, labelled by its last edit; if any is refused, nothing changes."""
        snap = self._snap
        try:
            for e in gesture:
                snap = self.rules.apply_edit(snap, e)
        except IllegalEdit as err:
            self._refuse(err)
            return False
        last = gesture[-1]
        params: dict[str, Any] = last.model_dump(mode="json")
        kind = params.pop("kind")
        if self.rules.edit_kind is not None:
            kind = self.rules.edit_kind(self._snap, last)
        self._push(snap, reason("edit", f"history.edit.{kind}", **{k: _param(v) for k, v in params.items()}))
        return True

    def confirm(self) -> bool:
        """Apply the bot step the engine proposes (the Confirm button)."""
        step = self.proposal
        if not isinstance(step, self.rules.step_type):
            return False
        try:
            after = self.rules.apply_proposed(self._snap, step)
        except EngineError as err:
            self._refuse(err)
            return False
        self._push(after, self._step_label(step), step)
        return True

    def answer(self, ans: Any) -> bool:
        """Answer the prompt the engine shows (order card, dice, removal)."""
        prompt = self.proposal
        if not isinstance(prompt, self.rules.prompt_type):
            return False
        try:
            after = self.rules.answer(self._snap, prompt, ans)
        except EngineError as err:
            self._refuse(err)
            return False
        self._push(after, _answer_label(self.rules, ans, after, prompt))
        return True

    def end_human_turn(self) -> bool:
        prop = self.proposal
        if not isinstance(prop, HumanTurn):
            return False
        try:
            after = self.rules.end_human_turn(self._snap)
        except EngineError as err:
            self._refuse(err)
            return False
        self._push(after, reason("turn", "history.end_turn", faction=prop.actor))
        return True

    def undo(self) -> None:
        self.stack.undo()

    def redo(self) -> None:
        self.stack.redo()

    def new_game(self, snapshot: Any, label: Reason | None = None) -> None:
        """Start over from a new snapshot (the New-game dialog, the demo game): history is cleared."""
        self._reset(snapshot, label or reason("history", "history.start"), [], 0)
        self.path = None
        self.fileChanged.emit("")

    # -- files -------------------------------------------------------------------------------
    def saved_game(self) -> saves.SavedGame:
        entries = [saves.HistoryEntry(label=self._start_label, snapshot=self._start)]
        for i in range(self.stack.count()):
            cmd = self.stack.command(i)
            assert isinstance(cmd, SnapshotCommand)
            entries.append(saves.HistoryEntry(label=cmd.label, snapshot=cmd.after))
        return saves.SavedGame(game=self.rules.id, history=tuple(entries), index=self.stack.index())

    def save_to(self, path: Path) -> bool:
        try:
            saves.save_game(Path(path), self.saved_game())
        except saves.SaveError as err:
            self._refuse(err)
            return False
        self.path = Path(path)
        self.stack.setClean()
        self.fileChanged.emit(str(self.path))
        return True

    def open(self, path: Path) -> bool:
        """Load a saved game; a corrupt or foreign file is refused and the current game stays."""
        try:
            saved = saves.load_game(Path(path))
        except saves.SaveError as err:
            self._refuse(err)
            return False
        if not self.load_saved(saved):
            return False
        self.path = Path(path)
        self.stack.setClean()
        self.fileChanged.emit(str(self.path))
        return True

    def load_saved(self, saved: saves.SavedGame) -> bool:
        if saved.game != self.rules.id:
            self._refuse(saves.SaveError("save.unknown_game", game=saved.game))
            return False
        if not saved.history or not 0 <= saved.index < len(saved.history):
            self._refuse(saves.SaveError("save.invalid", detail="index"))
            return False
        first = saved.history[0]
        later = [(e.label, e.snapshot) for e in saved.history[1:]]
        self._reset(first.snapshot, first.label, later, saved.index)
        return True

    def autosave(self) -> None:
        """Hand the current history to the background writer (or write it here, when the session
        was made without one); `autosaved` is emitted once the file is on disk."""
        if not self.autosave_enabled:
            return
        path = saves.autosave_path()
        if self._writer is not None:
            self._writer.submit(path, self.saved_game())
            return
        try:
            autosave_writer.write(path, self.saved_game())
        except (saves.SaveError, OSError) as err:
            # The game goes on without a crash copy; the log says why.
            log.warning("autosave to %s failed: %s", path, err)
            return
        self.autosaved.emit(str(path))

    def _written(self, path: str) -> None:
        # Called on the writer's thread: the signal reaches the GUI through a queued connection.
        try:
            self.autosaved.emit(path)
        except RuntimeError:
            pass  # the session was deleted while the last save was being written

    # -- internals ---------------------------------------------------------------------------
    def _reset(self, start: Any, start_label: Reason, later: list[tuple[Reason, Any]], index: int) -> None:
        self.stack.blockSignals(True)
        try:
            self.stack.clear()
            self._start, self._start_label, self._snap = start, start_label, start
            before = start
            for label, snap in later:
                self.stack.push(SnapshotCommand(self, before, snap, label, self.describe(label)))
                before = snap
            self.stack.setIndex(index)
            self.stack.setClean()
        finally:
            self.stack.blockSignals(False)
        # QUndoView listens to the stack's signals we just blocked; resetting its model is
        # what a clear() would have told it.
        self.stack.cleanChanged.emit(True)
        self._on_index_changed(self.stack.index())

    def _push(self, after: Any, label: Reason, step: Any = None) -> None:
        # The entry and the 'nothing' steps auto-confirmed after it reach the rest of the app as one
        # change: redrawing the board and the panels once per entry made a Confirm on a busy board
        # take several frames.
        self._quiet = True
        try:
            self.stack.push(SnapshotCommand(self, self._snap, after, label, self.describe(label), step))
            self._auto_confirm()
        finally:
            self._quiet = False
        self._announce()

    def _auto_confirm(self) -> None:
        """Confirm 'nothing to do' steps on the player's behalf, each as its own history entry.

        Runs only after a new entry is pushed, never after undo or redo: otherwise undoing such a
        step would redo it at once and the player could never walk back past it. Bounded, so an
        engine that proposed Nothing forever cannot hang the app.
        """
        if not self.skip_nothing:
            return
        for _ in range(MAX_AUTO_STEPS):
            step = self.proposal
            action = getattr(step, "action", None)
            if not (isinstance(step, self.rules.step_type) and getattr(action, "kind", None) == "nothing"):
                return
            try:
                after = self.rules.apply_proposed(self._snap, step)
            except EngineError as err:
                self._refuse(err)
                return
            label = self._step_label(step)
            self.stack.push(SnapshotCommand(self, self._snap, after, label, self.describe(label), step))
        log.error("stopped auto-confirming after %d 'nothing' steps: the engine does not advance", MAX_AUTO_STEPS)

    def _on_index_changed(self, _index: int) -> None:
        self._plan()
        if not self._quiet:
            self._announce()

    def _announce(self) -> None:
        self.snapshotChanged.emit(self._snap)
        self.proposalChanged.emit(self._proposal)
        if self.autosave_enabled:
            self._autosave_timer.start()

    def close(self) -> None:
        """The session is done (window closed, another game opened): write what is pending and
        stop the timer, so nothing fires after its widgets are gone."""
        self.flush_autosave()
        self._autosave_timer.stop()
        if self._writer is not None:
            self._writer.close()

    def flush_autosave(self) -> None:
        """Write a pending autosave now and wait for it (before quitting: the timer would never
        fire, and the writer thread dies with the process)."""
        if self._autosave_timer.isActive():
            self._autosave_timer.stop()
            self.autosave()
        if self._writer is not None:
            self._writer.flush()

    def _plan(self) -> None:
        try:
            self._proposal = self.rules.propose(self._snap)
        except Exception as err:
            log.exception("the engine failed to plan the next step")
            self._proposal = ProposalFailed(err)
        self._proposal_for = self._snap

    def _refuse(self, err: EngineError) -> None:
        log.info("refused: %s %s", err.code, err.params)
        self.refused.emit(err.code, dict(err.params))

    @staticmethod
    def _step_label(step: Any) -> Reason:
        if step.reasons:
            first: Reason = step.reasons[0]
            return first
        return reason("step", "history.step", action=step.action.kind)


def _param(value: Any) -> Any:
    """Reason parameters are ints, strings or tuples of them: nested values (a location, a whole
    bot board) are flattened to a short text so every edit can be labelled in the history."""
    if isinstance(value, bool):
        return int(value)
    if value is None:
        return ""
    if isinstance(value, (int, str)):
        return value
    if isinstance(value, (list, tuple)):
        return tuple(v if isinstance(v, (int, str)) and not isinstance(v, bool) else _flat(v) for v in value)
    return _flat(value)


def _flat(value: Any) -> str:
    if isinstance(value, dict):
        return " ".join(_flat(v) for k, v in value.items() if k not in ("kind", "bot") and v not in (None, (), []))
    if isinstance(value, (list, tuple)):
        return ",".join(_flat(v) for v in value)
    return "" if value is None else str(value)


def _answer_label(rules: GameRules, ans: Any, after: Any, prompt: Any = None) -> Reason:
    """The history's label of an answer: the game's own (its registration's `answer_label`), else
    "answered: <kind>"."""
    label = rules.answer_label(ans, after, prompt) if rules.answer_label is not None else None
    return label if label is not None else reason("answer", "history.answer", kind=str(getattr(ans, "kind", "")))


__all__ = ["MAX_AUTO_STEPS", "IllegalAnswer", "ProposalFailed", "Session", "SnapshotCommand"]

"""The autosave writer: one background thread that writes the newest SavedGame it was given.

A long game holds thousands of history entries (a four-bot game passes 2 000 in 30 rounds) and
writing them all takes a quarter of a second: too long to freeze the board after every drag. The
snapshots are frozen, so the writer can serialise them on its own thread while the player goes
on. Only the newest request matters: one still waiting is replaced, never queued behind.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path

from ..core import save as saves

log = logging.getLogger(__name__)


class AutosaveWriter:
    """`done` is held weakly (a WeakMethod): a strong reference would tie the session to this
    thread in a cycle, and the cyclic collector could then delete the session's Qt objects from
    this thread, which crashes Qt."""

    def __init__(self, done: Callable[[], Callable[[str], None] | None]) -> None:
        self._done = done
        self._cond = threading.Condition()
        self._pending: tuple[Path, saves.SavedGame] | None = None
        self._busy = False
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="tablebot-autosave", daemon=True)
        self._thread.start()

    def submit(self, path: Path, saved: saves.SavedGame) -> None:
        with self._cond:
            self._pending = (path, saved)
            self._cond.notify_all()

    def flush(self, timeout: float = 30.0) -> bool:
        """Wait until every submitted save is on disk (before quitting, or in tests)."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def close(self) -> None:
        self.flush()
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._closed)
                if self._pending is None:
                    return
                path, saved = self._pending
                self._pending = None
                self._busy = True
            try:
                write(path, saved)
                callback = self._done()
                if callback is not None:
                    callback(str(path))
            except Exception:
                log.exception("autosave to %s failed", path)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()


def write(path: Path, saved: saves.SavedGame) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    saves.save_game(path, saved)

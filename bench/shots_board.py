"""Screenshots of the Root window on a crowded four-bot board (a script, not a test): a battle
proposed mid-turn, an Eyrie Decree step, and a refused edit, at 1366x768 and 1920x1080.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/shots_board.py OUTDIR
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def build(size: tuple[int, int], seed: int = 3, rounds: int = 3) -> tuple[Any, Any, Any]:
    """The window on a four-bot board a few rounds in."""
    from PySide6.QtCore import QSettings

    from tablebot.app import build_window
    from tablebot.gui import theme

    sys.path.insert(0, str(ROOT))
    from tests.gui.four_bots import four_bots

    snap, subject, rnd = four_bots(seed, rounds)
    settings = QSettings(os.path.join(tempfile.mkdtemp(), "s.ini"), QSettings.Format.IniFormat)
    settings.setValue(theme.SPEED_KEY, 0.0)
    window = build_window(settings, snapshot=snap, autosave=False)
    window.resize(*size)
    window.show()
    return window, subject, rnd


def advance(window: Any, subject: Any, rnd: Any, wanted: Any, limit: int = 400) -> bool:
    """Confirm and answer until `wanted(proposal)` holds (False when the game ran out first)."""
    from tablebot.core.steps import HumanTurn

    session = window.session
    for _ in range(limit):
        p = session.proposal
        if wanted(p):
            return True
        if isinstance(p, HumanTurn):
            session.end_human_turn()
        elif p.kind == "prompt":
            session.answer(subject.answer(session.snapshot, p, rnd))
        elif getattr(p.action, "kind", None) == "game_over":
            return False
        else:
            session.confirm()
    return False


def battle(p: Any) -> bool:
    """A battle step that removes pieces."""
    from tablebot.games.root import actions as act

    return isinstance(p, act.RootStep) and isinstance(p.action, act.Battle) and bool(p.action.removals)


def decree(p: Any) -> bool:
    """The Eyrie's step that adds its order card to the Decree (merged with its neighbours into one step)."""
    from tablebot.games.root import actions as act

    action = getattr(p, "action", None)
    parts = action.parts if isinstance(action, act.Compound) else (action,)
    return isinstance(p, act.RootStep) and p.actor == "eyrie" and any(isinstance(a, act.SetBoard) for a in parts)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["TABLEBOT_HOME"] = tempfile.mkdtemp()
    out = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    out.mkdir(parents=True, exist_ok=True)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from tablebot.app import render
    from tablebot.games.root import actions as act
    from tablebot.games.root import edits

    def asks(kind: str) -> Any:
        return lambda p: isinstance(p, act.RootPrompt) and p.question.kind == kind

    for w, h in ((1366, 768), (1920, 1080)):
        for name, wanted in (("battle", battle), ("eyrie-decree", decree), ("order-card", asks("order_card")),
                             ("dice", asks("dice"))):
            window, subject, rnd = build((w, h))
            found = advance(window, subject, rnd, wanted)
            print(name, w, h, "found" if found else "NOT FOUND", file=sys.stderr)
            render(window, out / f"{name}-{w}x{h}.png", (w, h))
            if name == "battle":
                # A refused edit on the same board: the message must not move the map.
                window.session.edit(edits.AddPiece(faction="marquise", piece="warrior", place=1, count=25))
                app.processEvents()
                render(window, out / f"refusal-{w}x{h}.png", (w, h))
            if name == "eyrie-decree":
                # Every bot's faction board in front in turn: none may be cut or scrolled past.
                boards = window.workspace.factions.boards
                for fid, widget in boards.boards.items():
                    boards.setCurrentWidget(widget)
                    render(window, out / f"board-{fid}-{w}x{h}.png", (w, h))
            window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

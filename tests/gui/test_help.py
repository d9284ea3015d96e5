"""Help (issue 9): Keyboard shortcuts lists every shortcut from the window's actual actions; How to
play opens the bundled, offline guide with its pictures."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtGui import QAction, QKeySequence

from tablebot.gui.help import GuideDialog, ShortcutsDialog, guide_dir, shortcuts


def _table(dialog: ShortcutsDialog) -> list[tuple[str, str]]:
    t = dialog.table
    return [(t.item(i, 0).text(), t.item(i, 1).text()) for i in range(t.rowCount())]


def test_every_action_with_keys_is_listed(window: Any, qtbot: Any) -> None:
    dialog = ShortcutsDialog(window)
    qtbot.addWidget(dialog)
    rows = _table(dialog)
    keys = " | ".join(k for _w, k in rows)
    for action in window.findChildren(QAction):
        for seq in action.shortcuts():
            if not seq.isEmpty():
                assert seq.toString(QKeySequence.SequenceFormat.NativeText) in keys, action.text()
    whats = [w for w, _k in rows]
    for expected in ("Undo", "Redo", "Confirm step", "End human turn", "New game", "Keyboard shortcuts"):
        assert expected in whats
    assert ("Redo", "Ctrl+Shift+Z, Ctrl+Y") in rows
    assert len(rows) == len(set(rows))  # the toolbar's copy of an action is not listed twice


def test_a_new_action_shows_up_without_editing_a_list(window: Any) -> None:
    action = QAction("Flip the board", window)
    action.setShortcut(QKeySequence("Ctrl+Alt+F"))
    window.addAction(action)
    assert ("Flip the board", QKeySequence("Ctrl+Alt+F").toString(QKeySequence.SequenceFormat.NativeText)) \
        in shortcuts(window)


def test_help_menu_opens_both(window: Any, qtbot: Any) -> None:
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    texts = [a.text() for a in help_menu.actions()]
    assert "&Keyboard shortcuts" in texts and "&How to play with Tablebot" in texts
    window.shortcuts_action.trigger()
    assert window.shortcuts_dialog.isVisible()
    window.guide_action.trigger()
    assert window.guide.isVisible()


def test_the_guide_is_bundled_with_every_picture(qtbot: Any) -> None:
    page = guide_dir() / "user-guide.en.md"
    text = page.read_text(encoding="utf-8")
    images = re.findall(r"!\[[^]]*\]\(([^)]+)\)", text)
    assert len(images) >= 8
    for name in images:
        assert (guide_dir() / name).stat().st_size > 5_000, name
    assert "http" not in text  # offline
    dialog = GuideDialog(None, "root")
    qtbot.addWidget(dialog)
    shown = dialog.browser.toPlainText()
    assert "Confirm" in shown and "order card" in shown
    doc = dialog.browser.document()
    for name in images:
        image = doc.resource(2, dialog.browser.source().resolved(name))
        assert image is not None and not image.isNull(), name

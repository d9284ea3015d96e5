"""Help: the keyboard shortcuts (read from the window's actual actions, so the list is never out of
date) and the bundled, offline guide of the current game (a page in resources/guide/ that the game's
workspace names, with its pictures), shown in a QTextBrowser."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .. import i18n
from ..paths import resources_dir


def guide_dir() -> Path:
    return resources_dir() / "guide"


def guide_page(page_name: str, lang: str | None = None) -> Path:
    """A game's guide page in the app's language: "guide_pl.html" beside "guide.html" when there is
    one (the same pictures), else the English page."""
    page = guide_dir() / page_name
    translated = page.with_name(f"{page.stem}_{lang or i18n.current()}{page.suffix}")
    return translated if page_name and translated.exists() else page


def _label(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def shortcuts(window: QWidget) -> list[tuple[str, str]]:
    """(what, keys) for every action and shortcut the window and its children hold, in menu order
    as far as Qt keeps it; an action with several key sequences lists them all."""
    seen: set[int] = set()
    rows: list[tuple[str, str]] = []
    actions = [*window.actions(), *window.findChildren(QAction)]
    for action in actions:
        if id(action) in seen:
            continue
        seen.add(id(action))
        keys = [k for k in action.shortcuts() if not k.isEmpty()]
        if not keys:
            continue
        what = _label(action.text()) or _label(action.toolTip())
        rows.append((what, ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in keys)))
    for shortcut in window.findChildren(QShortcut):
        if shortcut.key().isEmpty():
            continue
        what = shortcut.whatsThis() or shortcut.objectName()
        rows.append((what, shortcut.key().toString(QKeySequence.SequenceFormat.NativeText)))
    # Buttons' own keys (the underlined letter of "&Confirm" is Alt+C).
    for button in window.findChildren(QAbstractButton):
        key = button.shortcut()
        if key.isEmpty() or not button.text():
            continue
        rows.append((_label(button.text()), key.toString(QKeySequence.SequenceFormat.NativeText)))
    # One line per (what, keys): the toolbar's copy of an action is not a second shortcut.
    return list(dict.fromkeys(rows))


class ShortcutsDialog(QDialog):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        layout = QVBoxLayout(self)
        rows = shortcuts(window)
        self.table = QTableWidget(len(rows), 2)
        self.table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Keys")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for i, (what, keys) in enumerate(rows):
            self.table.setItem(i, 0, QTableWidgetItem(what))
            self.table.setItem(i, 1, QTableWidgetItem(keys))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setMinimumSize(420, min(520, 40 + 30 * len(rows)))
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


class GuideDialog(QDialog):
    """How to play with Tablebot: the game's bundled HTML guide (`page`, a file in resources/guide/;
    "" for a game without one), read offline."""

    def __init__(self, parent: QWidget | None, page_name: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("How to play with Tablebot"))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setSearchPaths([str(guide_dir())])
        page = guide_page(page_name)
        if not page_name:
            self.browser.setPlainText(self.tr("This game has no guide yet: its reasons and the hints beside the "
                                              "board say what to do; Help ▸ Keyboard shortcuts lists every key."))
        elif page.exists():
            self.browser.setSource(QUrl.fromLocalFile(str(page)))
        else:
            self.browser.setPlainText(self.tr("The guide is missing from this installation ({path}).").format(
                path=page))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(820, 680)

"""Help: the keyboard shortcuts (read from the window's actual actions, so the list is never out of
date) and the bundled, offline user's guide in the current language (resources/guide/user-guide.<lang>.md
with its pictures in resources/guide/<lang>/), opened at the current game's section, in a QTextBrowser."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QTimer, QUrl
from PySide6.QtGui import (
    QAction,
    QImage,
    QKeySequence,
    QPixmap,
    QShortcut,
    QShowEvent,
    QTextBlock,
    QTextCursor,
    QTextDocument,
)
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
    """How to play with Tablebot: the user's guide (docs/user-guide.md, and its translations) in the
    current language, read offline with its pictures, opened at `section` (the id of a
    `<!-- section: id -->` marker: the current game's workspace names its own; "" for the top)."""

    def __init__(self, parent: QWidget | None, section: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("How to play with Tablebot"))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.language = i18n.current()
        page = guide_file(self.language)
        self.section = section
        self.heading = ""
        if page.exists():
            self.browser.setSource(QUrl.fromLocalFile(str(page)), QTextDocument.ResourceType.MarkdownResource)
            self.heading = dict(sections(page.read_text(encoding="utf-8"))).get(section, "")
            _fit_pictures(self.browser.document(), PICTURE_WIDTH)
        else:
            self.browser.setPlainText(self.tr("The guide is missing from this installation ({path}).").format(
                path=page))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(PICTURE_WIDTH + 100, 680)

    def section_block(self) -> QTextBlock | None:
        """The heading the guide opens at (None: the top)."""
        if not self.heading:
            return None
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() and block.text().strip() == self.heading:
                return block
            block = block.next()
        return None

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Laid out only once shown: scroll when the layout knows where the heading is.
        QTimer.singleShot(0, self.scroll_to_section)

    def scroll_to_section(self) -> None:
        block = self.section_block()
        if block is None:
            return
        top = self.browser.document().documentLayout().blockBoundingRect(block).top()
        self.browser.verticalScrollBar().setValue(int(top))


PICTURE_WIDTH = 760
"""The guide's pictures in the Help window (rendered about 1000 px wide, shown smaller: no sideways
scrolling)."""

SECTION = re.compile(r"^<!-- section: ([\w-]+) -->\s*\n#+\s+(.+?)\s*$", re.MULTILINE)


def guide_file(lang: str) -> Path:
    """The in-app guide of `lang` (English when that language has none): resources/guide/user-guide.<lang>.md.
    The English one is docs/user-guide.md as `make guide` copies it (make_guide.py)."""
    page = guide_dir() / f"user-guide.{lang}.md"
    return page if page.exists() else guide_dir() / "user-guide.en.md"


def sections(markdown: str) -> list[tuple[str, str]]:
    """(id, heading as shown) of every `<!-- section: id -->` marker, in order; the heading is the
    line after the marker, without its #s and emphasis."""
    return [(m.group(1), m.group(2).replace("**", "").replace("*", "")) for m in SECTION.finditer(markdown)]


def _fit_pictures(document: QTextDocument, width: int) -> None:
    """Every picture `width` pixels wide (its height follows), so it fits the window."""
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            fmt = fragment.charFormat()
            if fmt.isImageFormat():
                image = fmt.toImageFormat()
                picture = document.resource(QTextDocument.ResourceType.ImageResource.value, QUrl(image.name()))
                # Qt hands a loaded picture back as a QPixmap (or a QImage when one was added).
                if isinstance(picture, QImage | QPixmap) and not picture.isNull():
                    shown = min(width, picture.width())
                    image.setWidth(shown)
                    image.setHeight(picture.height() * shown / picture.width())
                    cursor = QTextCursor(document)
                    cursor.setPosition(fragment.position())
                    cursor.setPosition(fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor)
                    cursor.setCharFormat(image)
            it += 1
        block = block.next()

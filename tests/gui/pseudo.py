"""A pseudo-language for finding visible text that bypasses Qt's translation system: every
translated string comes back wrapped in ⟦…⟧, so text on screen outside the brackets never went
through QCoreApplication.translate and would stay English in Polish, Czech and Portuguese.

    with pseudo_language():
        window.retranslate()              # or build the widget now
        assert unmarked(window) == []
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QTabBar,
    QWidget,
)

OPEN, CLOSE = "⟦", "⟧"
_INNERMOST = re.compile(re.escape(OPEN) + "[^" + OPEN + CLOSE + "]*" + re.escape(CLOSE))
_TAGS = re.compile(r"<[^>]+>|&[a-z]+;")
_WORD = re.compile(r"[^\W\d_]{3,}")
ALLOWED = {
    # Names that are the same in every language: the app, the games, the languages in their own names.
    "Tablebot", "Root", "Automa", "Expeditions", "Tapestry", "English", "Polski", "Čeština", "Português", "Brasil",
    # Qt's palette of HTML colours in rich text ("color:#8d5a2b") and style words.
    "span", "style", "color",
}


class PseudoTranslator(QTranslator):
    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return f"{OPEN}{source}{CLOSE}" if source else source

    def isEmpty(self) -> bool:
        return False


@contextmanager
def pseudo_language() -> Iterator[None]:
    app = QCoreApplication.instance()
    assert app is not None
    translator = PseudoTranslator(app)
    app.installTranslator(translator)
    try:
        yield
    finally:
        app.removeTranslator(translator)


def stray_words(text: str) -> list[str]:
    """The words of `text` outside every ⟦…⟧ (markup, numbers, symbols and the allowed names aside)."""
    rest = text.replace("&&", "").replace("&", "")
    while True:  # translations nest ("⟦⟦Marquise⟧ scores⟧"): innermost first
        inner = _INNERMOST.sub(" ", rest)
        if inner == rest:
            break
        rest = inner
    rest = _TAGS.sub(" ", rest)
    return [w for w in _WORD.findall(rest) if w not in ALLOWED]


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for the texts of `root` and its visible children a player reads: labels, buttons,
    group titles, tab titles, combo items, menu and toolbar actions, tooltips, window titles, and
    the text items of graphics scenes."""
    out: list[tuple[str, str]] = []
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisibleTo(root) and w is not root:
            continue
        name = f"{type(w).__name__}({w.objectName() or ''})"
        if w.isWindow() and w.windowTitle():
            out.append((name + ".windowTitle", w.windowTitle()))
        if w.toolTip():
            out.append((name + ".toolTip", w.toolTip()))
        if isinstance(w, QLabel | QAbstractButton):
            out.append((name, w.text()))
        elif isinstance(w, QGroupBox):
            out.append((name, w.title()))
        elif isinstance(w, QTabBar):
            out.extend((name, w.tabText(i)) for i in range(w.count()))
        elif isinstance(w, QComboBox):
            out.extend((name, w.itemText(i)) for i in range(w.count()))
        elif isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem) and item.isVisible():
                    text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
                    out.append((f"{name}:{type(item).__name__}", text))
                if item.toolTip():
                    out.append((f"{name}:{type(item).__name__}.toolTip", item.toolTip()))
    for action in root.findChildren(QAction):
        if action.text():
            out.append(("QAction", action.text()))
    return out


def unmarked(root: QWidget, ignore: Any = ()) -> list[tuple[str, str, list[str]]]:
    """(where, text, stray words) for every visible text with words that were never translated."""
    found = []
    for where, text in visible_texts(root):
        words = [w for w in stray_words(text) if w not in ignore]
        if words:
            found.append((where, text, words))
    return found

"""A proposal's reasons as a player reads them (issue 9): the one to three lines that decided the
step, then "▸ Why (n more)" folding the rest; a click on it unfolds them. Every game's proposal panel
uses this list; each game says which of its reasons are detail (core.reasons.deciding_first) and
turns them into words."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from ..core.reasons import Reason, deciding_first
from .turnbar import bold

Rendered = tuple[Reason, str, str]
"""An engine reason, the line shown for it, and its sentence (what tells two lines apart)."""


def fold(rendered: Sequence[Rendered], deciding: Sequence[Reason]) -> tuple[list[Rendered], list[Rendered]]:
    """The rendered lines of the deciding reasons, in order, then the rest; a sentence already
    shown is not shown again (the same sentence under two rule numbers says nothing new)."""
    chosen = [i for i, (r, _, _) in enumerate(rendered) if r in deciding][:len(deciding)]
    seen: set[str] = set()

    def unique(lines: list[Rendered]) -> list[Rendered]:
        out = []
        for line in lines:
            if line[2] not in seen:
                seen.add(line[2])
                out.append(line)
        return out

    first = unique([rendered[i] for i in chosen])
    return first, unique([x for i, x in enumerate(rendered) if i not in chosen])


def book_once_lines(reasons: Sequence[Reason], reason_text: Callable[..., str], sentence: Callable[[Reason], str],
                    is_detail: Callable[[Reason], bool]) -> tuple[list[Rendered], list[Rendered]]:
    """The one to three lines that decided the step, then the rest, each sentence once. Only the
    first line shown names the book (reason_text(r) with it, reason_text(r, book=False) without):
    every section after it is from the same book."""
    deciding, _ = deciding_first(reasons, detail=is_detail)
    first, more = fold([(r, reason_text(r, book=False), sentence(r)) for r in reasons], deciding)
    for lines in (first, more):
        for i, (r, line, text) in enumerate(lines):
            if reason_text(r) != line:
                lines[i] = (r, reason_text(r), text)
                return first, more
    return first, more


class ReasonList(QListWidget):
    """The deciding lines, then the "Why (n more)" toggle and the folded lines (hidden until it is
    clicked; it stays open or closed from one step to the next)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAccessibleName(self.tr("Reasons"))
        self.setAlternatingRowColors(True)
        self.why: QListWidgetItem | None = None
        self.more: list[QListWidgetItem] = []
        self.why_open = False
        self.itemClicked.connect(self._clicked)

    def fill(self, first: Sequence[str], more: Sequence[str], why_tip: str = ""
             ) -> tuple[list[QListWidgetItem], list[QListWidgetItem]]:
        """Replace the lines; returns the items (deciding, folded) for a tooltip or a colour."""
        self.clear()
        shown = [QListWidgetItem(line, self) for line in first]
        self.why = None
        self.more = []
        if more:
            self.why = QListWidgetItem(self)
            self.why.setFont(bold(self.font().pointSize()))
            self.why.setToolTip(why_tip)
            self.why.setData(Qt.ItemDataRole.UserRole, len(more))
            self.more = [QListWidgetItem(line, self) for line in more]
            self.show_why(self.why_open)
        return shown, self.more

    def show_why(self, shown: bool) -> None:
        self.why_open = shown
        if self.why is None:
            return
        n = len(self.more)
        self.why.setText(self.tr("▾ Why (%n more)", "", n) if shown else self.tr("▸ Why (%n more)", "", n))
        for item in self.more:
            item.setHidden(not shown)

    def _clicked(self, item: QListWidgetItem) -> None:
        if item is self.why:
            self.show_why(not self.why_open)

    def lines(self) -> list[str]:
        """Every line (folded ones included), without the "Why" toggle."""
        return [self.item(i).text() for i in range(self.count()) if self.item(i) is not self.why]

    def shown_lines(self) -> list[str]:
        """The lines a player sees without unfolding anything (the "Why" toggle included)."""
        return [self.item(i).text() for i in range(self.count()) if not self.item(i).isHidden()]

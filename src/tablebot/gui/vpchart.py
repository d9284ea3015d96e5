"""The game at a glance: a VP race chart (every side's score by round, bots drawn solid with filled
marks, humans dashed with hollow ones) and a short summary (the leader or the winner, the rounds,
what each bot did most), read from the Session's history through the game's registration
(`standing`, `happened`: core/glance.py). Shown in a dock and, when the game ends, in a dialog.

The chart names no game: names and colours of sides, and the word the game counts its time in (its
standing's `round`: a round, an income turn), come from the workspace.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen, QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ..controller.session import Session
from ..core.glance import Event, Standing
from .reasons import plural

# Activity tags (core/glance.Event.what) in words: a count with its noun, in the language's plural forms.
WHAT_WORDS: dict[str, str] = {
    "battle": QT_TRANSLATE_NOOP("VPChart", "%n battle(s)"),
    "build": QT_TRANSLATE_NOOP("VPChart", "%n building(s)"),
    "craft": QT_TRANSLATE_NOOP("VPChart", "%n card(s) crafted"),
    "explore": QT_TRANSLATE_NOOP("VPChart", "%n exploration(s)"),
    "conquer": QT_TRANSLATE_NOOP("VPChart", "%n conquest(s)"),
    "vanquish": QT_TRANSLATE_NOOP("VPChart", "%n vanquish(es)"),
    "move": QT_TRANSLATE_NOOP("VPChart", "%n move(s)"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("GlancePanel", text)


class GameGlance:
    """Scores by round and events per side along the Session's current line of history (entries
    undone are left out). Standings and events are cached per snapshot object: a snapshot in the
    history never changes, so after undo/redo or a new step only what is new is computed."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self._standing: dict[int, tuple[Any, Standing]] = {}
        self._events: dict[tuple[int, int], tuple[Any, Any, tuple[Event, ...]]] = {}
        self._proposals: dict[int, tuple[Any, Any]] = {}

    @property
    def available(self) -> bool:
        return self.session.rules.standing is not None

    def _line(self) -> list[tuple[Any, Any]]:
        """(before, after) of every entry up to the current one; the first is (None, start)."""
        stack = self.session.stack
        pairs: list[tuple[Any, Any]] = [(None, self.session.start_snapshot)]
        for i in range(stack.index()):
            cmd: Any = stack.command(i)
            pairs.append((cmd.before, cmd.after))
        return pairs

    def standing(self, snap: Any) -> Standing:
        fn = self.session.rules.standing
        assert fn is not None
        hit = self._standing.get(id(snap))
        if hit is None or hit[0] is not snap:
            hit = (snap, fn(snap))
            self._standing[id(snap)] = hit
        return hit[1]

    def series(self) -> tuple[list[int], dict[str, list[int]], dict[str, bool]]:
        """Rounds (0 = the start), each side's score at the end of each round, which sides are bots."""
        rounds: list[int] = []
        scores: dict[str, list[int]] = {}
        bots: dict[str, bool] = {}
        for i, (_before, snap) in enumerate(self._line()):
            st = self.standing(snap)
            x = 0 if i == 0 else st.round
            if not rounds or x != rounds[-1]:
                rounds.append(x)
                for values in scores.values():
                    values.append(values[-1])
            for s in st.sides:
                bots[s.side] = s.bot
                values = scores.setdefault(s.side, [s.score] * len(rounds))
                values[-1] = s.score
        return rounds, scores, bots

    def saw(self, proposal: Any) -> None:
        """Remember the step the session proposes for its current snapshot (it planned it anyway),
        so counting what the history did rarely needs to plan again."""
        snap = self.session.snapshot
        self._proposals[id(snap)] = (snap, proposal)

    def _step_of(self, before: Any, label: Any) -> Any:
        """The bot step that led from `before`, if the entry is one: the pure engine proposes the
        same step for the same snapshot, and the entry's label is that step's (Session labels)."""
        hit = self._proposals.get(id(before))
        if hit is None or hit[0] is not before:
            try:
                hit = (before, self.session.rules.propose(before))  # what the window showed there
            except Exception:  # noqa: BLE001 - an entry the engine cannot plan adds no event
                hit = (before, None)
            self._proposals[id(before)] = hit
        step = hit[1]
        if isinstance(step, self.session.rules.step_type) and Session._step_label(step) == label:
            return step
        return None

    def events(self) -> dict[str, Counter[str]]:
        fn = self.session.rules.happened
        out: dict[str, Counter[str]] = {}
        if fn is None:
            return out
        stack = self.session.stack
        for i in range(stack.index()):
            cmd: Any = stack.command(i)
            key = (id(cmd.before), id(cmd.after))
            hit = self._events.get(key)
            if hit is None or hit[0] is not cmd.before or hit[1] is not cmd.after:
                # The step the session confirmed there; planned again only for a loaded entry.
                step = cmd.step if cmd.step is not None else self._step_of(cmd.before, cmd.label)
                hit = (cmd.before, cmd.after, fn(step) if step is not None else ())
                self._events[key] = hit
            for e in hit[2]:
                out.setdefault(e.side, Counter())[e.what] += 1
        return out

    def current(self) -> Standing:
        return self.standing(self.session.snapshot)


def what_text(what: str, n: int) -> str:
    form = WHAT_WORDS.get(what)
    return plural("VPChart", form, n) if form is not None else f"{n} {what}"


def rounds_word(n: int) -> str:
    """The default word for the standing's `round`, for n of them (a game's workspace says its own)."""
    # A bare noun agreeing with the count (the language's forms): "1 round", "5 rounds".
    return plural("VPChart", "round(s)", n)


def capitalised(word: str) -> str:
    return word[:1].upper() + word[1:]


def summary_text(glance: GameGlance, name: Callable[[str], str], unit: Callable[[int], str] = rounds_word) -> str:
    """Winner or leader, rounds (in the game's word, `unit`), and what each bot did most (rich text,
    a few short lines)."""
    st = glance.current()
    rounds = st.round
    lines: list[str] = []
    score = {s.side: s.score for s in st.sides}
    if st.over and st.winners:
        who = ", ".join(_tr("{side} ({vp} VP)").format(side=name(w), vp=score.get(w, 0)) for w in st.winners)
        head = _tr("Winner: {who}") if len(st.winners) == 1 else _tr("Winners: {who}")
        lines.append("<b>" + head.format(who=who) + "</b> · " + _tr("after {n} {rounds}").format(
            n=rounds, rounds=unit(rounds)))
    elif st.over:
        lines.append("<b>" + _tr("Game over after {n} {rounds}").format(n=rounds, rounds=unit(rounds)) + "</b>")
    elif st.sides:
        best = max(s.score for s in st.sides)
        leaders = [s.side for s in st.sides if s.score == best]
        lines.append(_tr("{Round} {n} · leading: {who} with {vp} VP").format(
            Round=capitalised(unit(1)), n=rounds, who=", ".join(name(s) for s in leaders), vp=best))
    events = glance.events()
    for s in st.sides:
        if not s.bot:
            continue
        done = events.get(s.side, Counter())
        if done:
            top = ", ".join(what_text(w, n) for w, n in sorted(done.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
        else:
            top = _tr("nothing counted yet")
        lines.append(f"{name(s.side)}: {top}")
    return "<br>".join(lines)


NICE_STEPS = (5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)


def vp_ticks(top_vp: int, height: float, line: float) -> list[int]:
    """The VP labelled on the y axis, from 0 to at least top_vp: every 5 VP when the labels have room
    (a line of text and a little more apart), else the first wider step that has room (a game that
    ends on hundreds of VP)."""
    for step in NICE_STEPS:
        top = max(step, -(-top_vp // step) * step)
        if height * step / top >= line + 2:
            break
    return list(range(0, top + 1, step))


class VPChart(QWidget):
    """The race itself: score (y) by round (x), one line per side."""

    def __init__(self, glance: GameGlance, name: Callable[[str], str], colour: Callable[[str], QColor],
                 parent: QWidget | None = None, unit: Callable[[int], str] = rounds_word) -> None:
        super().__init__(parent)
        self.glance = glance
        self.name = name
        self.colour = colour
        self.unit = unit
        self.setMinimumSize(220, 160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Victory points by {round}").format(round=unit(1)))
        self._data: tuple[list[int], dict[str, list[int]], dict[str, bool]] = ([], {}, {})

    def sizeHint(self) -> QSize:
        return QSize(360, 240)

    def refresh(self) -> None:
        self._data = self.glance.series() if self.glance.available else ([], {}, {})
        self.update()

    def axis_title(self) -> str:
        """The x axis's title: the game's word for its standing's `round`."""
        return capitalised(self.unit(1))

    def paintEvent(self, event: QPaintEvent) -> None:
        rounds, scores, bots = self._data
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        grid = pal.color(QPalette.ColorRole.Mid)
        fm = p.fontMetrics()
        legend_h = (fm.height() + 4) * ((len(scores) + 1) // 2) + 4
        top_vp = max([30, *(max(v) for v in scores.values() if v)]) if scores else 30
        left, right, top, bottom = fm.horizontalAdvance("0" * max(2, len(str(2 * top_vp)))) + 12, 14, legend_h + 6, 2 * fm.height() + 10
        plot = QRectF(left, top, max(10, self.width() - left - right), max(10, self.height() - top - bottom))
        ticks = vp_ticks(top_vp, plot.height(), fm.height())
        top_vp = ticks[-1]
        last = max(rounds[-1], 1) if rounds else 1

        def at(x: float, y: float) -> QPointF:
            return QPointF(plot.left() + plot.width() * x / last, plot.bottom() - plot.height() * y / top_vp)

        p.setPen(QPen(grid, 1))
        for y in ticks:
            p.drawLine(at(0, y), at(last, y))
            p.setPen(text)
            p.drawText(QRectF(0, at(0, y).y() - fm.height() / 2, left - 6, fm.height()),
                       int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), str(y))
            p.setPen(QPen(grid, 1))
        step = max(1, last // 10)
        for x in range(0, last + 1, step):
            p.setPen(text)
            p.drawText(QRectF(at(x, 0).x() - 15, plot.bottom() + 4, 30, fm.height()),
                       int(Qt.AlignmentFlag.AlignHCenter), str(x))
        p.drawText(QRectF(plot.left(), plot.bottom() + 4 + fm.height(), plot.width(), fm.height()),
                   int(Qt.AlignmentFlag.AlignHCenter), self.axis_title())
        for side, values in scores.items():
            colour = self.colour(side)
            bot = bots.get(side, False)
            pen = QPen(colour, 3 if bot else 2, Qt.PenStyle.SolidLine if bot else Qt.PenStyle.DashLine)
            points = [at(x, v) for x, v in zip(rounds, values, strict=False)]
            p.setPen(pen)
            for a, b in pairwise(points):
                p.drawLine(a, b)
            p.setPen(QPen(colour, 2))
            for pt in points:
                if bot:
                    p.setBrush(colour)
                    p.drawRect(QRectF(pt.x() - 3.5, pt.y() - 3.5, 7, 7))
                else:
                    p.setBrush(pal.color(QPalette.ColorRole.Window))
                    p.drawEllipse(pt, 3.5, 3.5)
        # Legend: two columns, bots marked "(bot)", each with its current score.
        col_w = self.width() / 2
        for i, (side, values) in enumerate(scores.items()):
            x0 = 6 + (i % 2) * col_w
            y0 = 4 + (i // 2) * (fm.height() + 4)
            colour = self.colour(side)
            bot = bots.get(side, False)
            p.setPen(QPen(colour, 3 if bot else 2, Qt.PenStyle.SolidLine if bot else Qt.PenStyle.DashLine))
            p.drawLine(QPointF(x0, y0 + fm.height() / 2), QPointF(x0 + 18, y0 + fm.height() / 2))
            p.setPen(text)
            kind = self.tr("bot") if bot else self.tr("human")
            label = f"{self.name(side)} ({kind}) {values[-1] if values else 0}"
            p.drawText(QRectF(x0 + 24, y0, col_w - 30, fm.height()), int(Qt.AlignmentFlag.AlignLeft),
                       fm.elidedText(label, Qt.TextElideMode.ElideMiddle, int(col_w - 30)))
        p.end()


class GlancePanel(QWidget):
    """The chart and its summary, kept in step with the session (new steps, undo, redo)."""

    def __init__(self, session: Session, name: Callable[[str], str], colour: Callable[[str], QColor],
                 parent: QWidget | None = None, glance: GameGlance | None = None,
                 unit: Callable[[int], str] = rounds_word) -> None:
        super().__init__(parent)
        # A glance of the same session (the dock's, for the end-of-game dialog) brings the steps it
        # saw: the dialog then opens without planning the whole history again.
        shared = glance is not None
        self.glance = glance if glance is not None else GameGlance(session)
        self.name = name
        self.unit = unit
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.chart = VPChart(self.glance, name, colour, unit=unit)
        layout.addWidget(self.chart, 1)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setAccessibleName(self.tr("Summary"))
        layout.addWidget(self.summary)
        # Replaying a step to count what it did costs a plan: done once the change is on screen,
        # never inside the frame that confirms a step.
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refresh)
        self._stale = False
        self.glance.saw(session.proposal)
        session.snapshotChanged.connect(self.schedule)
        if not shared:
            session.proposalChanged.connect(self.glance.saw)
        self.refresh()

    def schedule(self, *_args: Any) -> None:
        # A closed dock or a tab behind another does no work; it catches up when shown.
        self._stale = True
        if self.on_screen():
            self._timer.start()

    def on_screen(self) -> bool:
        return self.isVisible() and not self.visibleRegion().isEmpty()

    def shown(self, visible: bool = True) -> None:
        """The dock came to the front (its tab chosen, or opened)."""
        if visible and self._stale:
            self._timer.start()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.shown()

    def refresh(self) -> None:
        self._stale = False
        if not self.glance.available:
            self.summary.setText(self.tr("This game does not report scores."))
            return
        self.chart.refresh()
        self.summary.setText(summary_text(self.glance, self.name, self.unit))


class GameOverDialog(QDialog):
    """Shown when the game ends: the race and the summary, bigger."""

    def __init__(self, session: Session, name: Callable[[str], str], colour: Callable[[str], QColor],
                 parent: QWidget | None = None, glance: GameGlance | None = None,
                 unit: Callable[[int], str] = rounds_word) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("The game is over"))
        layout = QVBoxLayout(self)
        self.panel = GlancePanel(session, name, colour, glance=glance, unit=unit)
        self.panel.chart.setMinimumSize(560, 340)
        layout.addWidget(self.panel, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


__all__ = ["GameGlance", "GameOverDialog", "GlancePanel", "VPChart", "summary_text", "what_text"]

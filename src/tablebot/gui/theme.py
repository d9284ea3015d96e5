"""Colours, Z-order and the animation-speed setting shared by every view."""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor

FACTION_COLOURS: dict[str, QColor] = {
    "marquise": QColor("#e06a10"),
    "eyrie": QColor("#2f6fc4"),
    "alliance": QColor("#3f9b45"),
    "vagabond": QColor("#7d7d7d"),
}
SUIT_COLOURS: dict[str, QColor] = {
    "fox": QColor("#d9462f"),
    "rabbit": QColor("#e8c23a"),
    "mouse": QColor("#e3a06a"),
    "bird": QColor("#5fa8d3"),
}
# The suit fills are pale so the faction colours on top stay distinct from them.
SUIT_FILLS: dict[str, QColor] = {
    "fox": QColor("#f6d3cb"),
    "rabbit": QColor("#f8eec0"),
    "mouse": QColor("#f7dcc4"),
    "bird": QColor("#d5e9f5"),
}
RIVER = QColor("#4a90d9")
PATH = QColor("#8a7350")
FOREST = QColor("#6f9e5a")
PAPER = QColor("#efe6cf")
RUIN = QColor("#8b7d6b")
GHOST_EDGE = QColor("#222222")


def faction_colour(fid: str) -> QColor:
    return FACTION_COLOURS.get(fid, QColor("#999999"))


def text_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on the colour."""
    return QColor("#000000") if colour.lightnessF() > 0.55 else QColor("#ffffff")


class Layer(IntEnum):
    """Z values of every kind of board item, in one place (bottom to top).

    Pass them to setZValue as float(Layer.X): PySide6 6.12 releases a reference to None each time
    an IntEnum is converted to a qreal, and a long game then crashes the interpreter.
    """

    BACKGROUND = 0
    RIVER = 1
    PATH = 2
    FOREST = 3
    HIGHLIGHT = 4
    """Under the clearing: the ring shows around it without hiding its suit and priority badges."""
    CLEARING = 5
    SLOT = 6
    BADGE = 7
    PIECE = 10
    GHOST = 20
    ARROW = 21
    MARKER = 22
    DRAG = 30
    BANNER = 40


SPEED_KEY = "view/animation_speed"
SKIP_KEY = "play/skip_nothing"
SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 2.0)
"""Multipliers of every animation duration: off, fast, normal, slow. 0 finishes at once (tests)."""
BASE_MS = 450


def animation_speed(settings: QSettings) -> float:
    value = settings.value(SPEED_KEY, 1.0, type=float)
    speed = float(value) if isinstance(value, (int, float, str)) else 1.0
    return speed if speed in SPEEDS else 1.0


def skip_nothing(settings: QSettings) -> bool:
    return bool(settings.value(SKIP_KEY, True, type=bool))

"""Root's colours: the factions' and the suits', and the paper map's (woodland, trails, rivers,
clearings) that keeps its look in the dark theme. Shared colour machinery (the theme palettes, the
WCAG contrast check, `text_on`) stays in gui/theme.py; these are Root's alone."""

from __future__ import annotations

from PySide6.QtGui import QColor

FACTION_COLOURS: dict[str, QColor] = {
    "marquise": QColor("#e06a10"),
    "eyrie": QColor("#2f6fc4"),
    "alliance": QColor("#3f9b45"),
    "vagabond": QColor("#7d7d7d"),
    "lizards": QColor("#d4d23a"),
    "duchy": QColor("#c9a56f"),
    "riverfolk": QColor("#5fb8b0"),
    "corvids": QColor("#4b3a6e"),
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
PAPER = QColor("#efe6cf")
RUIN = QColor("#8b7d6b")
GHOST_EDGE = QColor("#222222")

# -- the board's own colours: a paper map that keeps its look in the dark theme ---------------
# The wooden pieces in these colours stand out (WCAG 3:1, tests/gui/test_board_colours.py) from the
# cream clearing, every suit's rim and the paper; the faction colours of the panels are unchanged.
PIECE_COLOURS: dict[str, QColor] = {
    "marquise": QColor("#a34000"),
    "eyrie": QColor("#1f4fa0"),
    "alliance": QColor("#1d6526"),
    "vagabond": QColor("#565656"),
    "lizards": QColor("#5c5a00"),
    "duchy": QColor("#735530"),
    "riverfolk": QColor("#13625b"),
    "corvids": QColor("#4b3a6e"),
}
CREAM = QColor("#f8f1dc")
"""A clearing's disc (and the sticker on a building or token)."""
SUIT_RIMS: dict[str, QColor] = {
    "fox": QColor("#ff9c88"),
    "rabbit": QColor("#f2d35a"),
    "mouse": QColor("#eab98a"),
    "bird": QColor("#9cc9ea"),
}
"""The band round a clearing: light, so a piece touching it still stands out."""
SUIT_INKS: dict[str, QColor] = {
    "fox": QColor("#b5301c"),
    "rabbit": QColor("#8a6a00"),
    "mouse": QColor("#8c4f1c"),
    "bird": QColor("#1f5f8f"),
}
"""A suit's symbol and the dark line round its rim."""
NO_SUIT = QColor("#d8d0bc")
"""The rim of a clearing whose suit marker is not laid yet."""
BOARD_PAPER = QColor("#e9dcb6")
WOODLAND = QColor("#6f9a52")
WOODLAND_DARK = QColor("#557d3d")
TRAIL = QColor("#efe2bf")
TRAIL_EDGE = QColor("#a88d5c")
WATER = QColor("#7fb6d9")
WATER_EDGE = QColor("#3f7fae")
ROCK = QColor("#8a8276")
INK = QColor("#1d1a16")


def piece_colour(fid: str) -> QColor:
    """A faction's wooden pieces on the board."""
    return PIECE_COLOURS.get(fid, QColor("#555555"))


def faction_colour(fid: str) -> QColor:
    return FACTION_COLOURS.get(fid, QColor("#999999"))

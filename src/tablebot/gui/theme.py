"""Colours, Z-order and the animation-speed setting shared by every view: the Light/Dark/System
palettes, the WCAG contrast check and the text colours with a meaning. A game's own colours live in
its GUI folder (Root's: gui/root/colours.py)."""

from __future__ import annotations

import logging
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette

log = logging.getLogger(__name__)


def text_on(colour: QColor) -> QColor:
    """Black or white, whichever has the higher contrast on the colour (WCAG, not lightness: white
    on the Marquise's orange is 3.4:1, black 6.2:1)."""
    black, white = QColor("#000000"), QColor("#ffffff")
    return black if contrast(colour, black) >= contrast(colour, white) else white


class Layer(IntEnum):
    """Z values of every kind of board item, in one place (bottom to top).

    Pass them to setZValue as float(Layer.X): PySide6 6.12 releases a reference to None each time
    an IntEnum is converted to a qreal, and a long game then crashes the interpreter.
    """

    BACKGROUND = 0
    FOREST = 1
    """The woodland between the paths; rivers, the lake and the trails lie over it."""
    RIVER = 2
    PATH = 3
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


def stored(settings: QSettings, key: str) -> Any:
    """The raw value under `key`, None when absent or unreadable. The settings file is the player's
    (or a crash's): whatever it holds, the app starts."""
    try:
        return settings.value(key)
    except Exception:
        log.warning("settings: %s unreadable; using the default", key, exc_info=True)
        return None


_reported: set[tuple[str, str]] = set()


def ignored(key: str, value: Any, default: Any) -> Any:
    """Log a stored value the app cannot use (once: some are read on every animation), and give
    the default instead."""
    if (key, repr(value)) not in _reported:
        _reported.add((key, repr(value)))
        log.warning("settings: %s = %r is not a valid value; using %r", key, value, default)
    return default


def animation_speed(settings: QSettings) -> float:
    value = stored(settings, SPEED_KEY)
    if value is None:
        return 1.0
    try:
        speed = float(value) if isinstance(value, (int, float, str)) else None
    except ValueError:
        speed = None
    # A type=float read turned "abc" into 0.0: animations silently off. Unknown values give Normal.
    return speed if speed in SPEEDS else float(ignored(SPEED_KEY, value, 1.0))


def skip_nothing(settings: QSettings) -> bool:
    value = stored(settings, SKIP_KEY)
    if value is None:
        return True
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false"):
        return value.lower() == "true"
    return bool(ignored(SKIP_KEY, value, True))


# -- Light, Dark or the system's palette (View ▸ Theme) ----------------------------------------
THEME_KEY = "view/theme"
THEMES: tuple[str, ...] = ("light", "dark", "system")

# Every palette role the widgets paint text with, in the app's own light and dark palettes. Each
# text/background pair keeps WCAG AA contrast (4.5:1; tests/gui/test_theme.py checks it).
_PALETTES: dict[str, dict[QPalette.ColorRole, str]] = {
    "light": {
        QPalette.ColorRole.Window: "#efefef", QPalette.ColorRole.WindowText: "#141414",
        QPalette.ColorRole.Base: "#ffffff", QPalette.ColorRole.AlternateBase: "#f2f2f2",
        QPalette.ColorRole.Text: "#141414", QPalette.ColorRole.Button: "#e4e4e4",
        QPalette.ColorRole.ButtonText: "#141414", QPalette.ColorRole.Highlight: "#2a5db0",
        QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.ToolTipBase: "#ffffe1",
        QPalette.ColorRole.ToolTipText: "#141414", QPalette.ColorRole.PlaceholderText: "#636363",
        QPalette.ColorRole.Link: "#1a4d9e", QPalette.ColorRole.LinkVisited: "#6a2a9a",
        QPalette.ColorRole.BrightText: "#ffffff", QPalette.ColorRole.Light: "#ffffff",
        QPalette.ColorRole.Midlight: "#dadada", QPalette.ColorRole.Mid: "#a8a8a8",
        QPalette.ColorRole.Dark: "#8a8a8a", QPalette.ColorRole.Shadow: "#555555",
    },
    "dark": {
        QPalette.ColorRole.Window: "#2b2b2d", QPalette.ColorRole.WindowText: "#ebebeb",
        QPalette.ColorRole.Base: "#1e1e20", QPalette.ColorRole.AlternateBase: "#28282b",
        QPalette.ColorRole.Text: "#ebebeb", QPalette.ColorRole.Button: "#3a3a3d",
        QPalette.ColorRole.ButtonText: "#ebebeb", QPalette.ColorRole.Highlight: "#2f62b5",
        QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.ToolTipBase: "#3a3a3d",
        QPalette.ColorRole.ToolTipText: "#f2f2f2", QPalette.ColorRole.PlaceholderText: "#a2a2a2",
        QPalette.ColorRole.Link: "#8ab4f8", QPalette.ColorRole.LinkVisited: "#c89cf2",
        QPalette.ColorRole.BrightText: "#ffffff", QPalette.ColorRole.Light: "#505054",
        QPalette.ColorRole.Midlight: "#444447", QPalette.ColorRole.Mid: "#38383b",
        QPalette.ColorRole.Dark: "#1a1a1c", QPalette.ColorRole.Shadow: "#000000",
    },
}
_DISABLED_TEXT = {"light": "#8c8c8c", "dark": "#7c7c7c"}

TEXT_PAIRS: tuple[tuple[QPalette.ColorRole, QPalette.ColorRole], ...] = (
    (QPalette.ColorRole.WindowText, QPalette.ColorRole.Window),
    (QPalette.ColorRole.Text, QPalette.ColorRole.Base),
    (QPalette.ColorRole.Text, QPalette.ColorRole.AlternateBase),
    (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button),
    (QPalette.ColorRole.HighlightedText, QPalette.ColorRole.Highlight),
    (QPalette.ColorRole.ToolTipText, QPalette.ColorRole.ToolTipBase),
    (QPalette.ColorRole.PlaceholderText, QPalette.ColorRole.Base),
    (QPalette.ColorRole.Link, QPalette.ColorRole.Base),
    (QPalette.ColorRole.Link, QPalette.ColorRole.Window),
)
"""(text, background) roles that appear together on screen."""

# Text colours with a meaning, (on a light palette, on a dark one): a widget asks for the role
# and gets the one that reads on the palette it is shown in.
TEXT_ROLES: dict[str, tuple[str, str]] = {
    # A condition that held (a ✓ reason, a match).
    "good": ("#1b6b2a", "#7ed38b"),
    # A candidate passed over (✗, a target skipped by 2.3).
    "skipped": ("#8a2a86", "#e4a4ec"),
    # A refusal or a form error.
    "error": ("#a3171b", "#ff8f87"),
    # A source note, a secondary line.
    "muted": ("#575757", "#b4b4b4"),
    # Headings that point at something (the winner in the summary).
    "accent": ("#1a4d9e", "#8ab4f8"),
}

# Filled labels, (background, text), on a light palette and on a dark one (each pair carries its own contrast);
# under a dark palette the fill is lightened a little so it stands out from the window.
FILLS: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    # A refused edit's message.
    "banner": (("#8c1c13", "#ffffff"), ("#a8291e", "#ffffff")),
    # The game's result in the turn bar.
    "result": (("#1f6b2a", "#ffffff"), ("#23773a", "#ffffff")),
    # The turn label of a bot that has no faction colour.
    "bot_turn": (("#3b3b3b", "#ffffff"), ("#5c5c66", "#ffffff")),
    "game_over": (("#6a4c93", "#ffffff"), ("#7a5aa6", "#ffffff")),
    # A proposed change drawn on a faction board.
    "proposed": (("#fff3b0", "#111111"), ("#fff3b0", "#111111")),
    # The demo game's note in the status bar.
    "demo": (("#fff4d6", "#3a2a00"), ("#5a4a1c", "#fff4d6")),
}


AA = 4.5
"""WCAG AA contrast for text (4.5:1)."""


def _lum(c: QColor) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((_lum(a), _lum(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def readable(tint: QColor, *backgrounds: QColor) -> QColor:
    """`tint`, or the nearest lighter (on dark backgrounds) or darker (on light ones) shade of it
    with at least AA contrast against every background: a tint keeps its hue in both palettes."""
    if all(contrast(tint, b) >= AA for b in backgrounds):
        return tint
    dark_ground = sum(_lum(b) for b in backgrounds) / len(backgrounds) < 0.18
    towards = QColor("#ffffff") if dark_ground else QColor("#000000")
    for step in range(1, 21):
        f = step / 20
        c = QColor.fromRgbF(tint.redF() + (towards.redF() - tint.redF()) * f,
                            tint.greenF() + (towards.greenF() - tint.greenF()) * f,
                            tint.blueF() + (towards.blueF() - tint.blueF()) * f)
        if all(contrast(c, b) >= AA for b in backgrounds):
            return c
    return towards


def is_dark(palette: QPalette | None = None) -> bool:
    pal = palette if palette is not None else QGuiApplication.palette()
    return pal.color(QPalette.ColorRole.Window).lightnessF() < 0.5


def text_colour(role: str, palette: QPalette | None = None) -> QColor:
    """The colour of a text with a meaning (TEXT_ROLES) that reads on `palette` (the app's)."""
    light, dark = TEXT_ROLES[role]
    return QColor(dark if is_dark(palette) else light)


def fill(role: str, palette: QPalette | None = None) -> tuple[QColor, QColor]:
    """(background, text) of a filled label (FILLS) for `palette` (the app's)."""
    light, dark = FILLS[role]
    bg, fg = dark if is_dark(palette) else light
    return QColor(bg), QColor(fg)


def fill_style(role: str, palette: QPalette | None = None, extra: str = "padding: 4px; border-radius: 4px;") -> str:
    bg, fg = fill(role, palette)
    return f"QLabel {{ background: {bg.name()}; color: {fg.name()}; {extra} }}"


def app_palette(mode: str) -> QPalette:
    """The app's own Light or Dark palette."""
    pal = QPalette()
    for role, colour in _PALETTES[mode].items():
        pal.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, QColor(_DISABLED_TEXT[mode]))
    return pal


_system: tuple[str, QPalette] | None = None
"""The style and palette the app started with (what "System" goes back to)."""


def theme_mode(settings: QSettings) -> str:
    value = stored(settings, THEME_KEY)
    if value is None:
        return "system"
    return value if isinstance(value, str) and value in THEMES else str(ignored(THEME_KEY, value, "system"))


def _outlined_fusion() -> Any:
    """Fusion, with check and radio boxes outlined halfway between the text and the window colours:
    its own outline (the window colour, darker) leaves an unchecked box on a dark window unseen
    (WCAG asks 3:1 for a control's edge)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter, QPen
    from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleFactory

    boxes = (QStyle.PrimitiveElement.PE_IndicatorCheckBox, QStyle.PrimitiveElement.PE_IndicatorRadioButton)

    class OutlinedFusion(QProxyStyle):
        def drawPrimitive(self, element: Any, option: Any, painter: Any, widget: Any = None) -> None:
            super().drawPrimitive(element, option, painter, widget)
            if element not in boxes:
                return
            text, ground = option.palette.color(QPalette.ColorRole.WindowText), option.palette.color(
                QPalette.ColorRole.Window)
            edge = QColor((text.red() + ground.red()) // 2, (text.green() + ground.green()) // 2,
                          (text.blue() + ground.blue()) // 2)
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(edge, 1.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            rect = QRectF(option.rect).adjusted(0.6, 0.6, -1.6, -1.6)
            if element == QStyle.PrimitiveElement.PE_IndicatorRadioButton:
                painter.drawEllipse(rect)
            else:
                painter.drawRoundedRect(rect, 2, 2)
            painter.restore()

    return OutlinedFusion(QStyleFactory.create("Fusion"))


def apply_theme(mode: str) -> None:
    """Switch the whole application to Light, Dark or the system's palette."""
    from PySide6.QtWidgets import QApplication

    global _system
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if _system is None:
        _system = (app.style().name(), QPalette(app.palette()))
    if mode in _PALETTES:
        # Fusion draws every control from the palette, so Dark is dark on every platform.
        # A new one each time: the application deletes the style it is leaving.
        app.setStyle(_outlined_fusion())
        app.setPalette(app_palette(mode))
    else:
        app.setStyle(_system[0])
        app.setPalette(_system[1])

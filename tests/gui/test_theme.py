"""Dark and light (issue 9): View offers Light / Dark / System, remembered; every text colour the
app uses keeps WCAG AA contrast (4.5:1) on the palette it is shown in."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from tablebot.app import build_window
from tablebot.gui import theme
from tablebot.gui.root import colours

AA = 4.5


@pytest.fixture(autouse=True)
def back_to_system(qapp: Any) -> Iterator[None]:
    yield
    theme.apply_theme("system")


def test_contrast_ratio_matches_the_wcag_examples() -> None:
    assert theme.contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert theme.contrast(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("mode", ["light", "dark"])
def test_every_text_keeps_aa_contrast_in_both_palettes(mode: str) -> None:
    pal = theme.app_palette(mode)
    low: list[str] = []
    for text, back in theme.TEXT_PAIRS:
        ratio = theme.contrast(pal.color(text), pal.color(back))
        if ratio < AA:
            low.append(f"{text.name} on {back.name}: {ratio:.2f}")
    for role in theme.TEXT_ROLES:
        for back in (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.AlternateBase):
            ratio = theme.contrast(theme.text_colour(role, pal), pal.color(back))
            if ratio < AA:
                low.append(f"{role} on {back.name}: {ratio:.2f}")
    for role in theme.FILLS:
        bg, fg = theme.fill(role, pal)
        if theme.contrast(bg, fg) < AA:
            low.append(f"fill {role}: {theme.contrast(bg, fg):.2f}")
    for fid, colour in {**colours.FACTION_COLOURS, **colours.SUIT_COLOURS}.items():
        if theme.contrast(colour, theme.text_on(colour)) < AA:
            low.append(f"text on {fid}: {theme.contrast(colour, theme.text_on(colour)):.2f}")
    assert not low


def test_a_dark_system_palette_gets_the_dark_text_colours() -> None:
    # The screenshot: dark green ✓ reasons on a dark system palette. Whatever the system's
    # dark palette, the meaning colours are the readable ones.
    dark_system = QPalette(QColor("#202124"))
    assert theme.is_dark(dark_system)
    base = dark_system.color(QPalette.ColorRole.Base)
    for role in theme.TEXT_ROLES:
        assert theme.contrast(theme.text_colour(role, dark_system), base) >= AA
    assert theme.contrast(QColor("#008000"), base) < AA  # the colour the ✓ lines had


def test_view_theme_switches_the_app_palette_and_is_remembered(qtbot: Any, settings: Any) -> None:
    window = build_window(settings, autosave=False)
    qtbot.addWidget(window)
    titles = [a.text().replace("&", "") for a in window.theme_actions.values()]
    assert titles == ["Light", "Dark", "System"]
    window.theme_actions["dark"].trigger()
    assert theme.is_dark(QApplication.palette())
    assert settings.value(theme.THEME_KEY) == "dark"
    # The banner and the demo note follow the palette.
    assert theme.fill("banner")[0].name() in window.banner.styleSheet()
    second = build_window(settings, autosave=False)
    qtbot.addWidget(second)
    assert second.theme_actions["dark"].isChecked() and theme.is_dark(QApplication.palette())
    second.theme_actions["light"].trigger()
    assert not theme.is_dark(QApplication.palette())
    assert QApplication.palette().color(QPalette.ColorRole.Window) == QColor("#efefef")
    second.theme_actions["system"].trigger()
    assert settings.value(theme.THEME_KEY) == "system"


def test_no_widget_style_sheet_hard_codes_a_text_colour() -> None:
    # A label styled "color: white" or "#111" stays that colour under either palette; every text
    # colour in a style sheet comes from the theme (a role, a fill or text_on a fill).
    import re
    from pathlib import Path

    gui = Path(theme.__file__).parent
    literal = re.compile(r"""["'][^"'\n]*\bcolor:\s*(#[0-9a-fA-F]{3,8}|[a-z]+)\s*;""")
    found = [f"{path.relative_to(gui)}:{n}: {line.strip()}"
             for path in sorted(gui.rglob("*.py")) if path.name != "theme.py"
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if (m := literal.search(line)) and m.group(1) not in ("transparent",)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("mode", ["light", "dark"])
@pytest.mark.parametrize("kind", ["check", "radio"])
def test_an_unchecked_box_stands_out_from_the_window_in_both_themes(qtbot: Any, mode: str, kind: str) -> None:
    # Under Dark, Fusion draws an unchecked box as a dark square on the dark window: the New Game
    # dialog's Bot and trait boxes could not be seen. Its outline keeps 3:1 (WCAG, non-text).
    from PySide6.QtWidgets import QCheckBox, QRadioButton, QStyle, QStyleOptionButton

    theme.apply_theme(mode)
    box = QCheckBox("Bot") if kind == "check" else QRadioButton("Bot")
    qtbot.addWidget(box)
    box.show()
    image = box.grab().toImage()
    option = QStyleOptionButton()
    option.initFrom(box)
    element = QStyle.SubElement.SE_CheckBoxIndicator if kind == "check" else QStyle.SubElement.SE_RadioButtonIndicator
    rect = box.style().subElementRect(element, option, box)
    window = box.palette().color(QPalette.ColorRole.Window)
    best = max(theme.contrast(image.pixelColor(x, y), window)
               for x in range(rect.left(), rect.right() + 1) for y in range(rect.top(), rect.bottom() + 1))
    assert best >= 3.0, f"{mode} {kind}: {best:.2f}"

"""Colours of the Expeditions panels taken from the palette, so the same widget reads in a light and
a dark palette: a tint keeps its hue and is lightened or darkened until it has WCAG AA contrast
(4.5:1) with the backgrounds it is drawn on."""

from __future__ import annotations

from PySide6.QtGui import QColor

AA = 4.5


def luminance(c: QColor) -> float:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def readable(tint: QColor, *backgrounds: QColor) -> QColor:
    """`tint`, or the nearest lighter (on dark backgrounds) or darker (on light ones) shade of it
    with at least 4.5:1 against every background."""
    if all(contrast(tint, b) >= AA for b in backgrounds):
        return tint
    dark_ground = sum(luminance(b) for b in backgrounds) / len(backgrounds) < 0.18
    towards = QColor("#ffffff") if dark_ground else QColor("#000000")
    for step in range(1, 21):
        f = step / 20
        c = QColor.fromRgbF(tint.redF() + (towards.redF() - tint.redF()) * f,
                            tint.greenF() + (towards.greenF() - tint.greenF()) * f,
                            tint.blueF() + (towards.blueF() - tint.blueF()) * f)
        if all(contrast(c, b) >= AA for b in backgrounds):
            return c
    return towards

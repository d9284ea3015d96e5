"""Wybór kierunkowy (ROZSTRZYGANIE REMISÓW): the support card's zigzag arrow and its number pick one option.

"Jeśli strzałka biegnie od lewej do prawej, zacznij od dopuszczalnej opcji znajdującej się najwyżej,
najbardziej z lewej. Odliczaj dopuszczalne opcje w kolejności zgodnej z kierunkiem czytania ... Jeśli
strzałka biegnie od prawej do lewej, zacznij od dopuszczalnej opcji znajdującej się najniżej, najbardziej
z prawej ... Jeśli miniesz ostatnią opcję przed zakończeniem odliczania, kontynuuj od pierwszej opcji."
The same count serves every row: hexes (reading order = (row, col)), spells, book actions, innovations,
disciplines ("Nadal odliczasz ten wiersz w kolejności czytania lub w odwrotnej kolejności czytania").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from .cards import Arrow

T = TypeVar("T")


def directional(options: Sequence[T], arrow: Arrow, number: int) -> tuple[T, tuple[T, ...]]:
    """The option the count stops at, and the options counted in order (wrapping round) ending at it.
    `options` are the valid options in reading order (top row first, left to right)."""
    if not options:
        raise ValueError("directional selection needs at least one option")
    if number < 1:
        raise ValueError("the arrow's number is at least 1")
    seq = list(options) if arrow == "right_down" else list(reversed(options))
    counted = tuple(seq[i % len(seq)] for i in range(number))
    return counted[-1], counted

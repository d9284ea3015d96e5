"""What the Electric Eyrie keeps between steps: its Decree (board) and its turn cursor (5.3-5.7)."""

from __future__ import annotations

from typing import Literal

from ....core.model import Frozen
from ..common import OrderCard, PendingBattle
from ..factions import Suit

COLUMNS: tuple[Suit, ...] = (Suit.FOX, Suit.MOUSE, Suit.RABBIT, Suit.BIRD)
"""The Decree's columns, left to right. 5.5.1 resolves them "from left to right" without naming the
order; the worked example ("Exemplo de Turno das Rapinas", and the Polish "Przykład") goes fox, then
the empty mouse column, then rabbit, then bird, which is the order of the printed board."""


class DecreeCard(Frozen):
    column: Suit
    card: OrderCard
    vizier: bool = False
    """The two Loyal Viziers (5.3.3) are bird cards that are never purged (5.7.2)."""


class EyrieBoard(Frozen):
    bot: Literal["electric_eyrie"] = "electric_eyrie"
    decree: tuple[DecreeCard, ...] = ()

    def column(self, suit: Suit) -> tuple[DecreeCard, ...]:
        return tuple(d for d in self.decree if d.column == suit)

    def count(self, suit: Suit) -> int:
        """Cards in one column of the Decree (viziers included)."""
        return sum(1 for d in self.decree if d.column == suit)

    def largest_column(self) -> Suit | None:
        """5.5.1.iii: the column with more cards than any other column, if one has strictly most."""
        counts = {s: self.count(s) for s in COLUMNS}
        top = max(counts.values())
        leaders = [s for s, n in counts.items() if n == top]
        return leaders[0] if len(leaders) == 1 and top > 0 else None


class EyrieCursor(Frozen):
    """Where the Electric Eyrie is in its turn (Law of Rootbotics 5.4-5.7)."""

    bot: Literal["electric_eyrie"] = "electric_eyrie"
    phase: str = "birdsong_reveal"
    order: OrderCard | None = None
    column: int = 0
    """Index into COLUMNS (fox, mouse, rabbit, bird) of the next column the current Decree action
    (recruit, move, battle: 5.5.1) resolves, left to right."""
    done: tuple[int, ...] = ()
    """Clearings the current phase has resolved. The Eyrie acts once per column, so it never fills
    this; it is kept because every bot cursor has it (the save check reads it)."""
    pending_battle: PendingBattle | None = None
    turmoil: bool = False
    """Whether the Eyrie fell into turmoil this turn (5.7; ruling turmoil-once)."""
    swooped: bool = False
    """Whether the Swoop trait has been resolved this turn (it happens once, at the end of Daylight)."""

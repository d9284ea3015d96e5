"""What the Electric Eyrie keeps between steps: its Decree (board) and its turn cursor (5.3-5.7)."""

from __future__ import annotations

from typing import Literal

from ....core.model import Frozen
from ..common import OrderCard, PendingBattle
from ..factions import Suit


class DecreeCard(Frozen):
    column: Suit
    card: OrderCard
    vizier: bool = False
    """The two Loyal Viziers (5.3.3) are bird cards that are never purged (5.7.2)."""


class EyrieBoard(Frozen):
    bot: Literal["electric_eyrie"] = "electric_eyrie"
    decree: tuple[DecreeCard, ...] = ()


class EyrieCursor(Frozen):
    bot: Literal["electric_eyrie"] = "electric_eyrie"
    phase: str = "birdsong_reveal"
    order: OrderCard | None = None
    column: int = 0
    """Index into the Decree columns (fox, rabbit, mouse, bird) being resolved, left to right."""
    done: tuple[int, ...] = ()
    acted: bool = False
    pending_battle: PendingBattle | None = None

"""What the Riverfolk Robots keep between steps: the Market on their faction board and their turn
cursor (Law of Rootbotics 9.2-9.6). The trade-post tracks are the supply (a removed trade post
returns to them, 9.2.2: rules.in_supply counts it back) and the Payments section is
RootSnapshot.payments (warriors of every faction, out of their owners' supplies), so neither is
stored here."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ....core.model import Frozen
from ..common import OrderCard, PendingBattle

MARKET_SIZE = 5
"""9.2.1: the Market is a row of 5 face-up cards."""


class RiverfolkBoard(Frozen):
    bot: Literal["riverfolk_robots"] = "riverfolk_robots"
    market: tuple[OrderCard, ...] = Field(default=(), max_length=MARKET_SIZE)
    """9.2.1: the Market, left to right; the cards' relative order never changes."""


class RiverfolkCursor(Frozen):
    """Where the Riverfolk Robots are in their turn (Law of Rootbotics 9.4-9.6)."""

    bot: Literal["riverfolk_robots"] = "riverfolk_robots"
    phase: str = "birdsong_refill"
    drawn: OrderCard | None = None
    """The card the table just drew to refill the Market (9.4.1), not yet placed."""
    added: tuple[OrderCard, ...] = ()
    """Cards added to the Market this turn, in the order added (9.4.2 crafts the first with an item)."""
    order: OrderCard | None = None
    """9.4.3: the order card, the rightmost card of the Market."""
    shield: bool = False
    """9.2.4: the shield protectionism condition was met when Organizing (for the rest of this turn)."""
    sword: bool = False
    """9.2.4: the sword protectionism condition was met when Organizing (for the rest of this turn)."""
    done: tuple[int, ...] = ()
    """Clearings the current battle step has battled in (2.4: highest priority first)."""
    acted: bool = False
    """Whether the current phase has done anything (otherwise one 'nothing to do' step says why)."""
    discards: int = 0
    """Market cards discarded this Evening (9.6.3: one, two with the shield)."""
    pending_battle: PendingBattle | None = None

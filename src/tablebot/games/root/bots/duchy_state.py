"""What the Drillbit Duchy keeps between steps: its ministers' crowns (board) and its turn cursor
(Law of Rootbotics 10.3-10.7). The citadel and market tracks are the supply (a building leaves its
track when it is placed), so they are not stored: rules.in_supply counts them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ....core.model import Frozen
from ..common import OrderCard, PendingBattle
from ..factions import Suit


@dataclass(frozen=True)
class Minister:
    id: str
    suit: Suit
    ability: bool
    """Captain and Foremole are abilities, never actions (10.5.4)."""


MINISTERS: tuple[Minister, ...] = (
    Minister("captain", Suit.FOX, True),
    Minister("marshal", Suit.RABBIT, False),
    Minister("foremole", Suit.MOUSE, True),
    Minister("brigadier", Suit.FOX, False),
    Minister("banker", Suit.RABBIT, False),
    Minister("mayor", Suit.MOUSE, False),
    Minister("earl_of_stone", Suit.FOX, False),
    Minister("baron_of_dirt", Suit.RABBIT, False),
    Minister("duchess_of_mud", Suit.MOUSE, False),
)
"""The minister board top to bottom (10.7; suits from shared/data/root/bots.json)."""

MINISTER_IDS: tuple[str, ...] = tuple(m.id for m in MINISTERS)
CROWNS = 9
"""10.3.1: nine crowns, one per minister."""


def minister(mid: str) -> Minister:
    for m in MINISTERS:
        if m.id == mid:
            return m
    raise KeyError(mid)


class DuchyBoard(Frozen):
    bot: Literal["drillbit_duchy"] = "drillbit_duchy"
    crowned: tuple[str, ...] = ()
    """Ministers holding a crown, in board order (top first)."""

    def has(self, mid: str) -> bool:
        return mid in self.crowned

    @property
    def crowns_in_supply(self) -> int:
        return CROWNS - len(self.crowned)

    def with_crown(self, mid: str) -> DuchyBoard:
        crowned = set(self.crowned) | {mid}
        return self.model_copy(update={"crowned": tuple(m for m in MINISTER_IDS if m in crowned)})

    def without_crown(self, mid: str) -> DuchyBoard:
        return self.model_copy(update={"crowned": tuple(m for m in self.crowned if m != mid)})


class DuchyCursor(Frozen):
    """Where the Drillbit Duchy is in its turn (Law of Rootbotics 10.4-10.6)."""

    bot: Literal["drillbit_duchy"] = "drillbit_duchy"
    phase: str = "birdsong_reveal"
    order: OrderCard | None = None
    done: tuple[int, ...] = ()
    """Clearings the current phase has resolved (2.4: highest priority first)."""
    acted: bool = False
    """Whether the current phase has done anything (otherwise one 'nothing to do' step says why)."""
    pending_battle: PendingBattle | None = None
    minister: int = 0
    """Index into MINISTERS of the next minister whose action 10.5.4 resolves."""
    digs: int = 0
    """Digs done in the Dig step this turn (the Overwhelm trait digs twice)."""
    after_invasion: str = ""
    """The Invaders trait battles instead of a Build that found no slot: the phase to go on with."""

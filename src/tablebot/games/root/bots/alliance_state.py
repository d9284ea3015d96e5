"""What the Automated Alliance keeps between steps (6.3-6.6). Bases and sympathy are pieces: what is
not on the map is on the faction board, so the board itself holds nothing else."""

from __future__ import annotations

from typing import Literal

from ....core.model import Frozen
from ..common import OrderCard, PendingBattle


class AllianceBoard(Frozen):
    bot: Literal["automated_alliance"] = "automated_alliance"


class AllianceCursor(Frozen):
    bot: Literal["automated_alliance"] = "automated_alliance"
    phase: str = "birdsong_reveal"
    order: OrderCard | None = None
    done: tuple[int, ...] = ()
    acted: bool = False
    revolted: bool = False
    spreads_left: int = 0
    pending_battle: PendingBattle | None = None

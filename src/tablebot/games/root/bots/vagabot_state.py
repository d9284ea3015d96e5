"""What the Vagabot keeps between steps (7.2-7.7): its items (all alike: face up or exhausted,
damaged or not), its character and quest, and its turn cursor. The battle track is derived from
the undamaged items (7.2.4), so it is not stored."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ....core.model import Frozen
from ..common import OrderCard, PendingBattle
from ..factions import Suit

Character = Literal["thief", "tinker", "ranger", "vagrant", "rogue", "arbiter"]


class VagabotBoard(Frozen):
    bot: Literal["vagabot"] = "vagabot"
    character: Character = "thief"
    ready: int = Field(default=0, ge=0)
    """Undamaged, face up."""
    exhausted: int = Field(default=0, ge=0)
    """Undamaged, face down."""
    damaged_ready: int = Field(default=0, ge=0)
    damaged_exhausted: int = Field(default=0, ge=0)
    quest: Suit | None = None
    """The suit of the clearing its face-up quest asks for (the table enters the quest drawn)."""
    quest_name: str | None = None
    covered_slots: tuple[int, ...] = ()
    """Clearings where the Rogue covered a building slot with an item (7.7.5), one entry per slot."""

    @property
    def undamaged(self) -> int:
        return self.ready + self.exhausted

    @property
    def damaged(self) -> int:
        return self.damaged_ready + self.damaged_exhausted

    @property
    def track(self) -> int:
        """Items on the battle track: 1, 2, 3 at 6, 9, 12 undamaged items (7.2.4)."""
        u = self.undamaged
        return 3 if u >= 12 else 2 if u >= 9 else 1 if u >= 6 else 0

    @property
    def track_from_ready(self) -> int:
        """Track items are taken from exhausted items first, then from face-up ones (7.2.4)."""
        return max(0, self.track - self.exhausted)

    @property
    def usable(self) -> int:
        """Face-up items it can exhaust (track items cannot be exhausted)."""
        return self.ready - self.track_from_ready

    @property
    def max_hits(self) -> int:
        """Maximum rolled hits: 1, +1 for the 6th and the 9th item (7.2.4)."""
        return 1 + min(self.track, 2)

    @property
    def extra_attack_hit(self) -> int:
        """The 12th item deals an extra hit as attacker (7.2.4)."""
        return 1 if self.track >= 3 else 0


class VagabotCursor(Frozen):
    bot: Literal["vagabot"] = "vagabot"
    phase: str = "birdsong_reveal"
    order: OrderCard | None = None
    action_index: int = 0
    """Position in the order's action list (7.5 I-IV)."""
    battles: int = 0
    """Battles fought in the current Battle action (the first costs 1 item, each repeat 2)."""
    done: tuple[int, ...] = ()
    acted: bool = False
    pending_battle: PendingBattle | None = None

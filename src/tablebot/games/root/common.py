"""Small models every Root bot shares (kept apart from state.py so the bots' own state modules can
use them without importing the snapshot)."""

from __future__ import annotations

from ...core.model import Frozen
from ...core.reasons import Reason
from .factions import Suit


class OrderCard(Frozen):
    """The order card the table drew (2.7): only its suit and item matter to the bots."""

    name: str | None = None
    suit: Suit
    item: str | None = None


class PendingBattle(Frozen):
    """A battle a bot has declared, waiting for dice and, if needed, the human's removal choice."""

    clearing: int
    attacker: str
    defender: str
    reasons: tuple[Reason, ...] = ()
    dice: tuple[int, int] | None = None
    rolled_by_app: bool = False
    vagabond_swords: int | None = None
    """Undamaged swords of a defending human Vagabond (its hit cap; ruling vagabond-defender)."""
    extra_hits: int = 0
    """Hits the attacker deals beyond the roll (Eyrie's largest column 5.5.1.iii, Vagabot's 12th item)."""
    arbiter: bool | None = None
    """Whether the defender enlisted the Arbiter (7.7.6); None when it was not asked."""
    defender_choice: tuple[tuple[str, int], ...] | None = None
    """(kind, count) of the non-warrior pieces the defending human chose to remove."""
    mercenary_hits: int | None = None
    """Hits of the defender's the attacker's Riverfolk Mercenaries take, when a human buyer chose
    which side takes the odd hit (9.2.3 III); None: the bot's split (ruling services-mercenaries-split)."""

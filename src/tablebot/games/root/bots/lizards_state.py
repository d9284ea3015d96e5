"""What the Logical Lizards keep between steps: their faction board (the Lost Souls, the acolytes,
the conspiracy track, the garden tracks' printed VP) and their turn cursor (Law of Rootbotics 8.3-8.6)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ....core.model import Frozen
from ..common import OrderCard, PendingBattle
from ..factions import Suit

CONSPIRACY_TRACK: tuple[str, ...] = ("convert", "crusade", "convert", "crusade", "sanctify")
"""The conspiracy track, left to right (shared/data/root/bots.json; the section 8 example walks it:
Crusade, the Sanctify space on the right, wrap to the leftmost space, Crusade, Convert)."""
SANCTIFY_SPACE = 4
"""8.3.3: the marker starts on the Sanctify space."""

GARDEN_SUITS: tuple[Suit, ...] = (Suit.FOX, Suit.RABBIT, Suit.MOUSE)
GARDEN_PIECE: dict[Suit, str] = {Suit.FOX: "garden_fox", Suit.RABBIT: "garden_rabbit", Suit.MOUSE: "garden_mouse"}

GARDEN_TRACK_VP: tuple[int, ...] = (0, 1, 2, 3, 4)
"""VP printed above the five spaces of each garden track, left to right (ruling garden-track-vp):
neither the rulebook nor shared/data prints them; the section 8 example fixes one value (three mouse
gardens on the map score 2). Shown on the board and correctable by the table."""


class LizardsBoard(Frozen):
    bot: Literal["logical_lizards"] = "logical_lizards"
    lost_souls: tuple[OrderCard, ...] = ()
    """The Lost Souls pile, face up, top card first (8.2.4)."""
    acolytes: int = Field(default=0, ge=0, le=25)
    """Lizard warriors in the acolytes box: neither on the map nor in the supply (8.2.2)."""
    conspiracy: int = Field(default=SANCTIFY_SPACE, ge=0, lt=len(CONSPIRACY_TRACK))
    """The conspiracy marker's space on CONSPIRACY_TRACK."""
    revealed: tuple[OrderCard, ...] = ()
    """Daylight's revealed cards in the order revealed (8.5); they return to the Lost Souls at 8.6.3."""
    garden_vp: tuple[int, ...] = Field(default=GARDEN_TRACK_VP, min_length=5, max_length=5)
    """The VP printed on the garden tracks (ruling garden-track-vp; correctable)."""

    @property
    def space(self) -> str:
        return CONSPIRACY_TRACK[self.conspiracy]


class LizardsCursor(Frozen):
    """Where the Logical Lizards are in their turn (Law of Rootbotics 8.4-8.6)."""

    bot: Literal["logical_lizards"] = "logical_lizards"
    phase: str = "birdsong_order"
    order_suit: Suit | None = None
    """8.4.1: the Lizards' order for the turn, a suit (bird on a tie); they have no order card."""
    done: tuple[int, ...] = ()
    """Clearings the current Crusade has battled in (2.4: highest priority first)."""
    idle: int = Field(default=0, ge=0)
    """Conspiracies in a row that could not be performed (ruling conspiracy-full-lap)."""
    crusade_fought: bool = False
    """Whether the current Crusade has battled (it spends an acolyte only then)."""
    crusade_tokens: bool = False
    """Whether the current Crusade removed an enemy token (trait Spiteful)."""
    rituals: int = Field(default=0, ge=0)
    """Daylight rituals performed (8.5: the top N cards, one at a time)."""
    drawn: OrderCard | None = None
    """The card drawn from the deck for the Evening craft (8.6.4) or Erratic."""
    garden_at: int | None = None
    """8.5.1: the clearing a suited ritual just placed a warrior in and now rules (its garden is next)."""
    fanatic: int | None = None
    """Trait Fanatics: the clearing of the Convert just performed, where it battles next."""
    pending_battle: PendingBattle | None = None

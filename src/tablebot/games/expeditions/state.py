"""The Expeditions snapshot: the table at one moment, frozen and JSON-only.

The map is modelled abstractly (the geometry is not in the text): each region is a row of location
slots from west (slot 0) to east. A location holds its tile (id when known, face up or down), its
map token, its corruption tokens (values, top first; 20 is the special token) and the card spaces
next to it as the table entered them. Mechs are positions, so a location can never disagree with
where a mech is; `mechs_at` answers which mechs stand on a location.

The Automa's deck, progress track, glory card and taken tokens, the card corrections and the turn
cursor live here too, so a half-played Automa turn survives undo, reload and a crash.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...core.model import Frozen
from ...core.reasons import Reason
from .cards import LAIR_VALUE, AutomaCard, ProgressCard, printed_card

RegionId = Literal["north", "central", "south"]
MechId = Literal["north", "central"]
"""The Automa's two mechs, named after their regions (setup.1, setup.2)."""
Seat = Literal["player", "automa"]

Phase = Literal["start", "draw", "progress", "north_tidy", "north_act", "north_explore",
                "central_tidy", "central_act", "central_explore", "end"]
"""Where the Automa is in its turn (automa-turn.1-5; *_explore waits for the revealed tile)."""


class LocRef(Frozen):
    region: RegionId
    slot: int = Field(ge=0)
    """0 = westernmost."""


class Location(Frozen):
    tile: int | None = Field(default=None, ge=1, le=20)
    """The tile's number once known (a face-down tile's number is hidden)."""
    face_up: bool = False
    map_token: bool = False
    corruption: tuple[int, ...] = ()
    """Corruption tokens, top first, by value; 20 is the special token; 0 = value not entered."""
    adjacent_cards: tuple[int, ...] = ()
    """Card spaces (1-5) touching this location, as entered by the table (ruling:tidy-spaces)."""

    @property
    def has_lair(self) -> bool:
        return LAIR_VALUE in self.corruption

    @property
    def ordinary_corruption(self) -> int:
        """Corruption tokens other than the 20 (target-search: the corruption symbol ignores it)."""
        return sum(1 for v in self.corruption if v != LAIR_VALUE)


class DeckState(Frozen):
    """The Automa deck (setup.5, automa-turn.1-2). In app mode `pile` is the face-down deck, top
    first, and `set_aside` the two unseen cards; with the physical deck both stay empty and the
    app only knows what was drawn."""

    physical: bool = False
    pile: tuple[int, ...] = ()
    set_aside: tuple[int, ...] = ()
    drawn: tuple[int, ...] = ()
    """Cards drawn since the last shuffle, oldest first."""
    shuffles: int = Field(default=1, ge=0)


class Cursor(Frozen):
    phase: Phase = "start"
    card: int | None = Field(default=None, ge=1, le=14)
    """The decision card of this turn, once drawn."""
    explore: LocRef | None = None
    """The location being explored, while the table is asked what the tile shows."""


class TurnState(Frozen):
    number: int = Field(default=1, ge=1)
    """1 for the first turn of the game, +1 at every turn end (either seat)."""
    seat: Seat
    cursor: Cursor | None = None
    """The Automa's cursor (None on the player's turn)."""


class EndState(Frozen):
    """game-end: who placed their last glory token, and in which turn (ruling:final-turns)."""

    trigger: Seat
    turn: int = Field(ge=1)


class ExpeditionsSnapshot(Frozen):
    game: Literal["expeditions"] = "expeditions"
    north: tuple[Location, ...] = Field(min_length=2)
    central: tuple[Location, ...] = Field(min_length=2)
    south: tuple[Location, ...] = ()
    automa_north: int = Field(ge=0)
    """Slot of the Automa's North mech (setup.1: starts westernmost)."""
    automa_central: int = Field(ge=0)
    """Slot of the Automa's Central mech (setup.2: starts easternmost)."""
    player_mech: LocRef | None = None
    """None while your mech is not on a location (e.g. at Basecamp)."""
    progress_card: ProgressCard
    glory_bonus: int = 0
    """difficulty: coins added to the progress card's value of each Automa glory token (the book
    recommends -2..+3; any change that leaves a token worth 0 or more is allowed)."""
    progress: int = Field(default=0, ge=0)
    """The progress token's space (0 = start)."""
    glory: int = Field(default=0, ge=0, le=8)
    """Automa glory tokens moved from the glory card to Basecamp (setup.6: the card holds 8)."""
    map_tokens: int = Field(default=0, ge=0)
    """Map tokens the Automa gained (explore)."""
    corruption: tuple[int, ...] = ()
    """Corruption tokens the Automa gained, in the order taken (values; 20 the special one)."""
    player_glory: int = Field(default=0, ge=0, le=4)
    deck: DeckState
    card_overrides: tuple[AutomaCard, ...] = ()
    """Cards the table corrected (edits.CorrectCard), by id; they replace the printed data."""
    turn: TurnState
    end: EndState | None = None
    rng: int
    log: tuple[Reason, ...] = ()
    """Setup facts the table should see (the deck shuffle, the first player)."""

    # -- lookups ---------------------------------------------------------------------------
    def region(self, region: RegionId) -> tuple[Location, ...]:
        return {"north": self.north, "central": self.central, "south": self.south}[region]

    def location(self, ref: LocRef) -> Location:
        return self.region(ref.region)[ref.slot]

    def mech_ref(self, mech: MechId) -> LocRef:
        return LocRef(region=mech, slot=self.automa_north if mech == "north" else self.automa_central)

    def mechs_at(self, ref: LocRef) -> tuple[str, ...]:
        """Mechs on a location: "automa_north", "automa_central", "player"."""
        out = []
        for mech in ("north", "central"):
            if self.mech_ref(mech) == ref:
                out.append(f"automa_{mech}")
        if self.player_mech == ref:
            out.append("player")
        return tuple(out)

    def card(self, card_id: int) -> AutomaCard:
        """The card as the engine plays it: the table's correction, else the printed data."""
        for c in self.card_overrides:
            if c.id == card_id:
                return c
        return printed_card(card_id)

    def current_card(self) -> AutomaCard | None:
        cur = self.turn.cursor
        return self.card(cur.card) if cur is not None and cur.card is not None else None

    @property
    def game_over(self) -> bool:
        """ruling:final-turns: the trigger turn, then one final turn each."""
        return self.end is not None and self.turn.number > self.end.turn + 2

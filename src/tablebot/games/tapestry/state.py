"""The Tapestry snapshot: the table at one moment, frozen and JSON-only.

Three sides play: you (the human, "human"), the Automa ("automa") and the Shadow Empire ("shadow").
The map holds every hex of the small map with whether a territory lies there (printed or explored)
and the outposts on it, bottom first (a toppled outpost stays under the standing one). Track tokens
are positions 0-12 per side. The decision deck, the current pair, the Automa's income mat and
tapestry cards, the landmarks and achievements taken, the table's card corrections and the bots'
turn cursor live here too, so a half-played bot turn survives undo, reload and a crash.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...core.model import Frozen
from ...core.reasons import Reason
from .board import Axial
from .cards import TRACKS, DecisionCard, Track, printed_card

Side = Literal["human", "automa", "shadow"]
SIDES: tuple[Side, ...] = ("human", "automa", "shadow")
Seat = Literal["human", "bots"]
"""TAH BOTA: both bots take their turn together, before or after you."""

Achievement = Literal["middle_island", "topple_two", "complete_track"]
"""ÚSPĚCHY: "Dobuď středový ostrov", "Poval dva cizí žetony osídlení", "Dokonči libovolnou stupnici pokroku"."""


class Outpost(Frozen):
    owner: Side
    toppled: bool = False


class HexState(Frozen):
    axial: Axial
    territory: bool
    """A territory lies here: printed on the board or a tile explored onto it."""
    tile: int | None = None
    """The territory tile's number, when the table entered it (the app never needs it for the bots)."""
    outposts: tuple[Outpost, ...] = ()
    """Bottom first; the controller is the owner of the standing (not toppled) outpost."""

    @property
    def controller(self) -> Side | None:
        standing = [o.owner for o in self.outposts if not o.toppled]
        return standing[-1] if standing else None


class TrackTokens(Frozen):
    """A side's player token on each advancement track: 0 = the start space, 12 = the end."""

    exploration: int = Field(default=0, ge=0, le=12)
    science: int = Field(default=0, ge=0, le=12)
    military: int = Field(default=0, ge=0, le=12)
    technology: int = Field(default=0, ge=0, le=12)

    def at(self, track: Track) -> int:
        return int(getattr(self, track))

    def moved(self, track: Track, space: int) -> TrackTokens:
        return self.model_copy(update={track: space})

    @property
    def advanced(self) -> int:
        return sum(self.at(t) for t in TRACKS)


class HumanState(Frozen):
    tokens: TrackTokens = TrackTokens()
    vp: int = 0
    income_turns: int = Field(default=0, ge=0, le=5)
    """Income turns you have taken (the era you are in); 5 = you have finished."""


class Civilization(Frozen):
    name: Literal["Conquerors", "Engineers", "Scientists", "Explorers"]
    side: Track
    """The face rolled with the science die at setup (the card's favourite track)."""


class AutomaState(Frozen):
    tokens: TrackTokens = TrackTokens()
    vp: int = 0
    favourite: Track
    civilizations: tuple[Civilization, ...] = Field(min_length=1, max_length=2)
    """The rolled civilization, and at level 6 a second one of your choice (its favourite track has no effect)."""
    tapestry_cards: int = Field(default=0, ge=0)
    """Face-down tapestry cards beside its income mat (PŘÍNOSY; LÉČKY: they may hold traps)."""
    income_mat_cards: int = Field(default=0, ge=0, le=4)
    """Tapestry cards covering the income mat's leftmost spaces (the first uncovered space sets the multipliers)."""
    income_turns: int = Field(default=0, ge=0, le=5)


class ShadowState(Frozen):
    tokens: TrackTokens = TrackTokens()
    favourite: Track


class LandmarkTaken(Frozen):
    """DOMINANTY: a landmark a side reached first; a Shadow Empire landmark goes to the Automa's mat."""

    track: Track
    space: int
    owner: Literal["human", "automa"]


class AchievementTaken(Frozen):
    achievement: Achievement
    side: Side
    """In the order gained (the first to gain one scores more)."""


class DeckState(Frozen):
    """The decision deck (PŘÍPRAVA HRY, TAH BOTA). In app mode (`physical` False) `draw` and `progress`
    are the face-down piles, top first, drawn from the seeded RNG. With the physical cards the table
    shuffles and draws and enters each pair; then `draw` is empty and `draw_count` is what the app
    knows: how many cards the face-down deck holds."""

    physical: bool = False
    draw: tuple[int, ...] = ()
    draw_count: int = Field(default=0, ge=0)
    discard: tuple[int, ...] = ()
    """The decision deck's discard pile, oldest first (you may look at it any time)."""
    progress: tuple[int, ...] = ()
    """App mode: the progress deck, top first."""
    progress_count: int = Field(default=0, ge=0)
    pair: tuple[int, int] | None = None
    """The current pair: (the track card on the left, the priority card on the right)."""
    era_cards: tuple[int, ...] = ()
    """Every card of the decision deck in this era (ZVYŠOVÁNÍ BLAHOBYTU: they are shuffled into the next deck)."""

    @property
    def era_size(self) -> int:
        """The decision cards of this era at the table: the face-down deck, the discards and the pair."""
        return self.draw_count + len(self.discard) + (2 if self.pair else 0)


class BotCursor(Frozen):
    """Where the bots are in their turn (the engine's own bookkeeping; see automa.py)."""

    phase: str = "start"
    step: int = 0
    """Which of the phase's steps comes next (an income turn's list, a benefit's rolls)."""
    pending: tuple[str, ...] = ()
    """Benefits or income steps still to do, in order."""
    track: Track | None = None
    """The track the current advance is on."""
    rolls: tuple[Track, ...] = ()
    """The science die rolled for the next task (the table's face, or the app's rolls until one was allowed)."""
    pair: tuple[int, int] | None = None
    """Physical deck: the two cards the table entered, before the draw step shows them."""
    priority: int | None = Field(default=None, ge=1, le=22)
    """Income turn 1: the progress card drawn as the priority card (ZVYŠOVÁNÍ BLAHOBYTU)."""
    your_trap: bool | None = None
    """DOBÝVÁNÍ PROTIHRÁČE: whether you play a trap against the conquest the Automa is about to make."""


class TurnState(Frozen):
    number: int = Field(default=1, ge=1)
    seat: Seat
    first: Seat = "human"
    """Who plays first each round (TAH BOTA: the bots play before or after you)."""
    cursor: BotCursor | None = None


class TapestrySnapshot(Frozen):
    game: Literal["tapestry"] = "tapestry"
    map_id: Literal["small"] = "small"
    level: int = Field(default=2, ge=1, le=6)
    """ÚROVNĚ OBTÍŽNOSTI: 1 Automa the Underachiever … 6 the Crusher of Dreams (2 is the book's default)."""
    hexes: tuple[HexState, ...]
    human: HumanState
    automa: AutomaState
    shadow: ShadowState
    landmarks: tuple[LandmarkTaken, ...] = ()
    achievements: tuple[AchievementTaken, ...] = ()
    deck: DeckState
    card_overrides: tuple[DecisionCard, ...] = ()
    """Cards the table corrected (edits.CorrectCard), by id; they replace the printed data."""
    turn: TurnState
    rng: int
    trap_check: Axial | None = None
    """LÉČKY: you conquered this Automa territory and the Automa still has tapestry cards: the table
    discards them one at a time at random until a trap or none is left (game.next_step asks)."""
    log: tuple[Reason, ...] = ()
    """Setup facts the table should see (the civilization and favourite tracks rolled, the removed components)."""

    # -- lookups ---------------------------------------------------------------------------
    def hex(self, axial: Axial) -> HexState:
        for h in self.hexes:
            if h.axial == tuple(axial):
                return h
        raise KeyError(axial)

    def tokens(self, side: Side) -> TrackTokens:
        return {"human": self.human.tokens, "automa": self.automa.tokens, "shadow": self.shadow.tokens}[side]

    def card(self, card_id: int) -> DecisionCard:
        """The card as the engine plays it: the table's correction, else the printed data."""
        for c in self.card_overrides:
            if c.id == card_id:
                return c
        return printed_card(card_id)

    def pair_cards(self) -> tuple[DecisionCard, DecisionCard] | None:
        if self.deck.pair is None:
            return None
        return self.card(self.deck.pair[0]), self.card(self.deck.pair[1])

    def landmark_owner(self, track: Track, space: int) -> str | None:
        for lm in self.landmarks:
            if lm.track == track and lm.space == space:
                return lm.owner
        return None

    def controlled(self, side: Side) -> tuple[Axial, ...]:
        return tuple(h.axial for h in self.hexes if h.controller == side)

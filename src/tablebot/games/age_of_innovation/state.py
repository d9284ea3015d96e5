"""The Age of Innovation snapshot: the table at one moment, frozen and JSON-only.

Sides: you ("human"), in the two-players-plus-Automa variant the second player ("human2"), and the
Automa ("automa"; a second Automa is "automa2"). The board is kept whole in the snapshot (the map side
the player chose and corrected, with every transform since), so a saved game replays the same whatever
happens to the map file later. Buildings stand on land hexes; an Automa building is marked when a power
token lies beside it (Budynki Automy). Each Automa has its own decision deck (action card on the left,
the support stack on the right), science markers, innovations and round bonus. The round, the seat,
who passed, the public displays the bots read (power/book actions covered by X tokens, the innovation
display, the round bonuses on offer, the scoring tiles) and the bots' turn cursor live here too, so a
half-played Automa turn survives undo, reload and a crash.
"""

from __future__ import annotations

from typing import Literal, get_args

from pydantic import Field

from ...core.model import Frozen
from ...core.reasons import Reason
from .board import BoardMap, Cell, Hex, Terrain, hex_label
from .cards import DISCIPLINES, BuildingKind, DecisionCard, Discipline, FactionId, printed_card

Side = Literal["human", "human2", "automa", "automa2"]
SIDES: tuple[Side, ...] = get_args(Side)
HumanSide = Literal["human", "human2"]
AutomaSide = Literal["automa", "automa2"]


class Building(Frozen):
    hex: Hex
    owner: Side
    kind: BuildingKind
    marked: bool = False
    """An Automa building with a power token beside it (Budynki Automy: "budynki oznaczone")."""


class Bridge(Frozen):
    ends: tuple[Hex, Hex]
    owner: HumanSide
    """The Automa never has bridges (ZASADY SPECJALNE)."""


class Science(Frozen):
    """A side's marker on each discipline of the science board: level 0-12."""

    banking: int = Field(default=0, ge=0, le=12)
    law: int = Field(default=0, ge=0, le=12)
    engineering: int = Field(default=0, ge=0, le=12)
    medicine: int = Field(default=0, ge=0, le=12)

    def at(self, d: Discipline) -> int:
        return int(getattr(self, d))

    def moved(self, d: Discipline, level: int) -> Science:
        return self.model_copy(update={d: max(0, min(12, level))})

    def levels(self) -> tuple[int, ...]:
        return tuple(self.at(d) for d in DISCIPLINES)


class ScholarSpace(Frozen):
    """A scholar space under a discipline (WYSŁANIE UCZONEGO: "polu Uczonego o najwyższym numerze")."""

    discipline: Discipline
    value: int = Field(ge=1, le=9)
    occupant: Side | None = None


class BoardState(Frozen):
    """The board side in play as the player has it: printed terrain corrected in the map editor and
    transformed since, the bridge spaces, the Initial Workshop Setup letters placed so far."""

    id: str
    name: str
    verified: bool = False
    source: str = ""
    cells: tuple[tuple[Hex, Cell], ...]
    bridge_spaces: tuple[tuple[Hex, Hex], ...] = ()
    workshop_letters: tuple[tuple[Terrain, str, Hex], ...] = ()

    def as_map(self) -> BoardMap:
        return _as_map(self)


def _as_map(b: BoardState) -> BoardMap:
    key = (b.id, b.cells, b.bridge_spaces, b.workshop_letters)
    cached = _MAPS.get(key)
    if cached is None:
        cached = BoardMap(id=b.id, name=b.name, cells=b.cells, bridges=b.bridge_spaces,
                          workshop_letters=b.workshop_letters, source=b.source, verified=b.verified)
        if len(_MAPS) > 64:
            _MAPS.clear()
        _MAPS[key] = cached
    return cached


_MAPS: dict[tuple[object, ...], BoardMap] = {}


class HumanState(Frozen):
    side: HumanSide = "human"
    terrain: Terrain
    """Your faction's native terrain (the Automa's preferred terrain must differ: PRZYGOTOWANIE 8)."""
    vp: int = 20
    science: Science = Science()
    round_bonus: int | None = None
    passed: bool = False


class DeckState(Frozen):
    """An Automa's decision deck (Przygotowanie talii Automy, TURA AUTOMY). In app mode (`physical`
    False) `draw` and `reserve` are the face-down piles, top first, from the seeded RNG. With the
    physical cards the table shuffles and draws and enters each card; then the piles are empty and the
    counts are what the app knows. The bottom two cards of the deck lie sideways: a card drawn while
    `draw_count` <= 2 is one of them (TURA AUTOMY 3a)."""

    physical: bool = False
    draw: tuple[str, ...] = ()
    draw_count: int = Field(default=0, ge=0)
    reserve: tuple[str, ...] = ()
    reserve_count: int = Field(default=0, ge=0)
    action: str | None = None
    """The card on the left (the action card) this turn."""
    support: tuple[str, ...] = ()
    """The support stack, oldest first; its last card is the support card (on the right)."""
    round_cards: tuple[str, ...] = ()
    """Every decision card in play this round (they are shuffled with a reserve card into the next deck)."""


class AutomaState(Frozen):
    side: AutomaSide = "automa"
    faction: FactionId = "simpletons"
    terrain: Terrain
    """Its preferred terrain: its colour, its ATP card and its terrain tiles."""
    vp: int = 20
    science: Science = Science()
    innovations: int = Field(default=0, ge=0, le=3)
    round_bonus: int | None = None
    passed: bool = False
    deck: DeckState = DeckState()
    extra_terrain: Terrain | None = None
    """The Symbionts' "youth" terrain (their setup), when that faction plays."""


class RoundBonus(Frozen):
    tile: int
    coins: int = Field(default=0, ge=0)


class BotCursor(Frozen):
    """Where an Automa is in its turn (the engine's own bookkeeping; see automa.py)."""

    phase: str = "start"
    step: int = 0
    pending: tuple[str, ...] = ()
    """Actions still to do this turn, top to bottom."""
    card: str | None = None
    """Physical deck: the card the table entered, before the draw step shows it."""
    cards: tuple[str, ...] = ()
    """Physical deck: the cards the table entered in the order drawn (two at the first turn of a round)."""
    column: tuple[str, ...] = ()
    """The action card's column as drawn: a correction of the card before its first action re-plans the turn."""


class TurnState(Frozen):
    round: int = Field(default=1, ge=1, le=6)
    seat: Side = "human"
    order: tuple[Side, ...] = ("human", "automa")
    """The turn order this round (you are first in round 1; the Automa takes its place as a player would)."""
    passed: tuple[Side, ...] = ()
    """In the order they passed (the next round's order)."""
    cursor: BotCursor | None = None
    game_over: bool = False


class AoISnapshot(Frozen):
    game: Literal["age_of_innovation"] = "age_of_innovation"
    level: int = Field(default=2, ge=1, le=5)
    """Poziom trudności: 1 Automcia, 2 Automa, 3 Automistrzyni, 4 Ultoma, 5 Autotrauma."""
    board: BoardState
    buildings: tuple[Building, ...] = ()
    bridges: tuple[Bridge, ...] = ()
    humans: tuple[HumanState, ...] = Field(min_length=1, max_length=2)
    automas: tuple[AutomaState, ...] = Field(min_length=1, max_length=2)
    scholar_spaces: tuple[ScholarSpace, ...] = ()
    power_actions: tuple[bool, ...] = ()
    """The spells (Zaklęcia) in reading order: True when covered (cast this round or an X token)."""
    book_actions: tuple[bool, ...] = ()
    """The book actions in reading order: True when covered."""
    innovations: tuple[bool, ...] = ()
    """The innovation display's spaces in reading order: True while an innovation lies there."""
    bonus_row: tuple[RoundBonus, ...] = ()
    """The round bonuses on offer, left to right (a passing side puts its old tile where it took the new one)."""
    round_tiles: tuple[int, ...] = ()
    """The round scoring tiles for rounds 1-5 (the Automa's double-sided ones)."""
    final_tile: int = 1
    """The final round's scoring tile (round 6)."""
    card_overrides: tuple[DecisionCard, ...] = ()
    """Cards the table corrected (edits.CorrectCard), by id; they replace the printed data."""
    turn: TurnState = TurnState()
    rng: int
    log: tuple[Reason, ...] = ()
    """Setup facts the table should see."""

    # -- lookups ---------------------------------------------------------------------------
    def terrain(self, h: Hex) -> Cell:
        return self.board.as_map().terrain[h]

    def building_at(self, h: Hex) -> Building | None:
        for b in self.buildings:
            if b.hex == tuple(h):
                return b
        return None

    def buildings_of(self, side: Side) -> tuple[Building, ...]:
        return tuple(b for b in self.buildings if b.owner == side)

    def human(self, side: HumanSide = "human") -> HumanState:
        for h in self.humans:
            if h.side == side:
                return h
        raise KeyError(side)

    def automa(self, side: AutomaSide = "automa") -> AutomaState:
        for a in self.automas:
            if a.side == side:
                return a
        raise KeyError(side)

    def science(self, side: Side) -> Science:
        if side == "human" or side == "human2":
            return self.human(side).science
        return self.automa(side).science

    def card(self, card_id: str) -> DecisionCard:
        """The card as the engine plays it: the table's correction, else the printed data."""
        for c in self.card_overrides:
            if c.id == card_id:
                return c
        return printed_card(card_id)

    def pair(self, side: AutomaSide = "automa") -> tuple[DecisionCard, DecisionCard] | None:
        """(action card, support card) of that Automa's current pair."""
        d = self.automa(side).deck
        if d.action is None or not d.support:
            return None
        return self.card(d.action), self.card(d.support[-1])

    def round_tile(self) -> int | None:
        """The current round's scoring tile (rounds 1-5), None in round 6 (the final tile rules)."""
        r = self.turn.round
        return self.round_tiles[r - 1] if r <= len(self.round_tiles) else None

    def human_sides(self) -> tuple[HumanSide, ...]:
        return tuple(h.side for h in self.humans)

    def label(self, h: Hex) -> str:
        return hex_label(h)

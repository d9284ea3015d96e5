"""The Root snapshot: everything on the table at one moment, frozen and JSON-only.

One source of truth: the GUI draws it, undo swaps it, a save file stores it. The bot's turn cursor
lives here too, so a half-played turn survives undo, reload and a crash.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ...core.model import Frozen
from ...core.reasons import Reason
from .bots.alliance_state import AllianceBoard, AllianceCursor
from .bots.corvids_state import CorvidsBoard, CorvidsCursor
from .bots.duchy_state import DuchyBoard, DuchyCursor
from .bots.eyrie_state import EyrieBoard, EyrieCursor
from .bots.lizards_state import LizardsBoard, LizardsCursor
from .bots.riverfolk_state import RiverfolkBoard, RiverfolkCursor
from .bots.vagabot_state import VagabotBoard, VagabotCursor
from .common import OrderCard, PendingBattle
from .factions import FACTIONS, Category, Suit

Place = int | str
"""A clearing (its priority number) or a forest (its id, e.g. "F1-2-5-10")."""

Difficulty = Literal["easy", "normal", "challenging", "nightmare"]
Printing = Literal["original_2020", "directors_cut"]


class Stack(Frozen):
    faction: str
    kind: str
    count: int = Field(ge=1)


class PlaceState(Frozen):
    """The pieces in one clearing or forest; stacks sorted by (setup order, kind)."""

    id: Place
    stacks: tuple[Stack, ...] = ()
    ruins: bool = False

    def count(self, faction: str, kind: str | None = None) -> int:
        return sum(s.count for s in self.stacks if s.faction == faction and (kind is None or s.kind == kind))

    def count_category(self, faction: str, category: Category) -> int:
        info = FACTIONS[faction]
        return sum(s.count for s in self.stacks if s.faction == faction and info.piece(s.kind).category == category)

    def factions(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(s.faction for s in self.stacks))

    def buildings(self) -> int:
        return sum(s.count for s in self.stacks if FACTIONS[s.faction].piece(s.kind).category == Category.BUILDING)


class MapCorrections(Frozen):
    """The table's corrections of map cells the data marks inferred (maps/root/*.json `inferred`):
    printed building slots, rivers, the Lake's coast. Empty: the map file as it is."""

    slots: tuple[tuple[int, int], ...] = ()
    """(clearing, printed slots including a ruin's) for each corrected clearing, sorted."""
    rivers: tuple[tuple[int, int], ...] | None = None
    """The whole list of river segments (low id, high id) once the table corrected one; None: the map's."""
    coast: tuple[int, ...] | None = None
    """The Lake's coastal clearings once corrected; None: the map's."""


class BotConfig(Frozen):
    bot: str
    difficulty: Difficulty = "normal"
    traits: tuple[str, ...] = ()
    printing: Printing = "original_2020"
    """Which printing of the difficulty and trait cards the table owns (texts differ)."""
    character: str | None = None
    """The Vagabot's character card (7.3.1): thief, tinker, ranger, vagrant, rogue, arbiter."""


class MarquiseCursor(Frozen):
    """Where the Mechanical Marquise 2.0 is in its turn (Law of Rootbotics 4.4-4.7)."""

    bot: Literal["mechanical_marquise_2"] = "mechanical_marquise_2"
    phase: str = "birdsong_reveal"
    order: OrderCard | None = None
    done: tuple[int, ...] = ()
    """Clearings this phase has already resolved (2.4 order: highest priority first)."""
    acted: bool = False
    """Whether the current phase has done anything (otherwise one 'nothing to do' step explains why)."""
    moved_into: tuple[int, ...] = ()
    """4.7.4: clearings moved into during Escalated Daylight, where it battles afterwards."""
    built: bool = False
    expands: int = 0
    pending_battle: PendingBattle | None = None


class MarquiseBoard(Frozen):
    """The Marquise bot's board holds nothing the map does not show (tracks = supply)."""

    bot: Literal["mechanical_marquise_2"] = "mechanical_marquise_2"


BotCursor = Annotated[MarquiseCursor | EyrieCursor | AllianceCursor | VagabotCursor | LizardsCursor | DuchyCursor
                      | RiverfolkCursor | CorvidsCursor,
                      Field(discriminator="bot")]
"""Where the bot whose turn it is stands in its flowchart."""

BotBoard = Annotated[MarquiseBoard | EyrieBoard | AllianceBoard | VagabotBoard | LizardsBoard | DuchyBoard
                     | RiverfolkBoard | CorvidsBoard,
                     Field(discriminator="bot")]
"""What a bot's faction board holds beyond its pieces (the Decree, the Vagabot's items...)."""

__all__ = ["BotBoard", "BotCursor", "MarquiseBoard", "MarquiseCursor", "OrderCard", "PendingBattle"]


class FactionState(Frozen):
    id: str
    bot: BotConfig | None = None
    board: BotBoard | None = None
    """The bot's faction board (None for humans)."""
    vp: int = Field(default=0, ge=0)
    boxed: tuple[str, ...] = ()
    """Pieces removed from the game for good (the Marquise's Keep, 4.2.1)."""
    crafted: tuple[str, ...] = ()
    """Items a bot has crafted (its crafted-items section; the Vagabot's Aid takes from it, 7.5.3)."""

    @property
    def is_bot(self) -> bool:
        return self.bot is not None


ServiceName = Literal["hand_card", "riverboats", "mercenaries"]


class ServicesPurchase(Frozen):
    """A purchase of Riverfolk services (9.2.3): what, the Market cards taken, and who pays."""

    buyer: str
    services: tuple[ServiceName, ...]
    cards: tuple[OrderCard, ...] = ()
    """The Market cards the Hand Card services take (a bot Riverfolk's Market, left to right order kept);
    empty when the Riverfolk is human (the card comes from their hand: the table's business)."""
    paid: int | None = None
    """The warriors paid when the Riverfolk is human: the costs its player set (Law of Root, the
    Riverfolk Company's cost markers, 1-4 a service), which the app does not track; None for a bot
    Riverfolk, whose price is 9.2.3's by the buyer's VP."""
    as_order: bool = False
    """A bot buyer's one Market card becomes its order card this turn (the table said its Services
    card says so; ruling services-bot-card) instead of being discarded (2.8)."""


class SetupPiece(Frozen):
    """Pieces a bot's setup put in one place (setup_steps.py: the snapshot before and after it)."""

    place: Place
    faction: str
    kind: str
    count: int = Field(ge=1)


class SetupStep(Frozen):
    """One step of the setup checklist (setup_steps.py): what the table does, in the Law's order."""

    title: Reason
    """The step in one sentence, with its rule (e.g. Law of Root 5.1.4: the ruins)."""
    lines: tuple[Reason, ...] = ()
    """What to do, each line with its rule (a bot's: the reasons its setup logged)."""
    faction: str | None = None
    places: tuple[Place, ...] = ()
    """Where it happens: drawn marked on the board while it is the current step."""
    placed: tuple[SetupPiece, ...] = ()
    """What the app placed for it (a bot's setup): drawn from this step on."""
    ruins: bool = False
    """This step lays the ruins (drawn from this step on)."""


class SetupChecklist(Frozen):
    """The table's setup walked through step by step before play starts (issue 12); kept in the
    turn state like the cursor, so it survives undo, reload and a crash."""

    steps: tuple[SetupStep, ...]
    done: int = Field(default=0, ge=0)
    """How many steps the table has ticked: steps[done] is the current one."""


class TurnState(Frozen):
    round: int = Field(default=1, ge=1)
    seat: int = Field(default=0, ge=0)
    """Index into RootSnapshot.factions (the seating order)."""
    cursor: BotCursor | None = None
    services: tuple[ServiceName, ...] = ()
    """Riverfolk services the player whose turn it is bought at the start of this Birdsong (9.2.3);
    Riverboats and Mercenaries last until the end of this turn."""
    services_closed: bool = False
    """The start of this player's Birdsong, when they may buy Riverfolk services (9.2.3), is over:
    they bought, declined, or (a human) something else was recorded on their turn (ruling services-window)."""
    services_purchase: ServicesPurchase | None = None
    """What this player bought: a bot's, as the table said its Services card says (9.7), is played as
    the next step while services_closed is False; once bought it stays here for the rest of the turn."""
    setup_draws: tuple[tuple[str, int], ...] = ()
    """Cards bots still draw at setup before the first turn (faction, how many), in setup order;
    kept here like the cursor, so a half-answered setup survives undo, reload and a crash."""
    pass_scored: bool = False
    """The Mountain: the bot whose turn it is has scored its 1 VP for ruling the Pass at the end of
    this Evening (Law of Root C.3.4), so its turn now ends."""
    setup_checklist: SetupChecklist | None = None
    """The setup the table is walking through (a game started from the New Game dialog); play (the
    setup draws, then the first turn) starts once it is done or skipped, and it is then None."""


class RootSnapshot(Frozen):
    game: Literal["root"] = "root"
    map_id: str = "autumn"
    deck: Literal["base", "exiles_and_partisans"] = "base"
    dominance_removed: bool = True
    coop: bool = False
    factions: tuple[FactionState, ...]
    places: tuple[PlaceState, ...]
    """Clearings 1..n in order, then the forests in map order."""
    items: tuple[tuple[str, int], ...]
    """The crafting item supply."""
    rng: int
    turn: TurnState = TurnState()
    discard: tuple[str, ...] = ()
    """Order cards the bots discarded, newest last (for the table's reference)."""
    app_deck: tuple[str, ...] | None = None
    """The app-owned deck (card ids, top first) when the app draws the bots' cards; None when the
    table draws from the physical deck (ruling app-deck)."""
    services_cards: Literal["none", "basic", "basic_and_advanced"] = "none"
    """Which Services cards for bots (9.7) the table uses when a Riverfolk plays; a save that does not
    say has none (saves from before the Riverfolk, scenarios written by hand)."""
    payments: tuple[Stack, ...] = ()
    """Warriors of any faction on the Riverfolk's faction board, out of their owners' supplies: the
    Riverfolk Robots' Payments section (9.2.3), a human Riverfolk Company's Payments, Funds and
    Committed boxes (Law of Root). One stack per faction, in setup order."""
    log: tuple[Reason, ...] = ()
    """Setup facts the table should see (e.g. where the seeded random Keep went)."""
    suits: tuple[Suit, ...] = ()
    """The suit markers the table laid, clearing 1..n in order (Winter, Lake, Mountain: Law of Root
    advanced setup); empty on a map with printed suits. Correctable at any time (edits.SetSuit)."""
    corrections: MapCorrections = MapCorrections()
    ferry: int | None = None
    """The Lake's ferry: the coastal clearing it is in (12.1.1); None on other maps."""
    closed_paths: tuple[tuple[int, int], ...] = ()
    """The Mountain's paths still closed, each (low id, high id); bots treat them as paths (12.2.1),
    humans move only along open ones."""

    # -- lookups ---------------------------------------------------------------------------
    def faction(self, fid: str) -> FactionState:
        for f in self.factions:
            if f.id == fid:
                return f
        raise KeyError(fid)

    def has_faction(self, fid: str) -> bool:
        return any(f.id == fid for f in self.factions)

    def place(self, pid: Place) -> PlaceState:
        if isinstance(pid, int) and 1 <= pid <= len(self.places):
            state = self.places[pid - 1]
            if state.id == pid:
                return state
        for p in self.places:
            if p.id == pid:
                return p
        raise KeyError(pid)

    def clearings(self) -> tuple[PlaceState, ...]:
        return tuple(p for p in self.places if isinstance(p.id, int))

    def item_count(self, item: str) -> int:
        return dict(self.items).get(item, 0)

    def on_board(self, faction: str, kind: str) -> int:
        return sum(p.count(faction, kind) for p in self.places)

    def in_payments(self, faction: str, kind: str) -> int:
        return sum(s.count for s in self.payments if s.faction == faction and s.kind == kind)

    def current_faction(self) -> FactionState:
        return self.factions[self.turn.seat]

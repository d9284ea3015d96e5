"""A new Root game: the table's choices (map, seats, bots) and each bot's faction setup."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import Field, model_validator

from ...core import rng as rngmod
from ...core.model import Frozen
from ...core.reasons import Reason, reason
from ...core.steps import EngineError
from .board import MAPS, load_board
from .factions import FACTIONS, ITEM_SUPPLY_AT_SETUP, Suit
from .state import BotConfig, FactionState, PlaceState, RootSnapshot, TurnState


class SeatConfig(Frozen):
    faction: str
    bot: BotConfig | None = None


class GameConfig(Frozen):
    map_id: str = "autumn"
    deck: Literal["base", "exiles_and_partisans"] = "base"
    seats: tuple[SeatConfig, ...] = Field(min_length=1)
    """In turn order; the first seat plays first."""
    coop: bool = False
    seed: int = 1
    keep_corner: int | None = None
    """Override for the Marquise bot's random Keep corner (4.3.2)."""
    app_deck: bool = False
    """The app draws the bots' cards from its own seeded shuffle (ruling app-deck); else the table
    draws them from the physical deck and enters them."""
    suits: tuple[Suit, ...] = ()
    """The suit markers the table laid on Winter, Lake or Mountain, clearing 1..12 (Law of Root
    advanced setup: the 12 markers, 4 of each suit, shuffled face down, one per clearing). Empty on
    such a map: the app lays a seeded random layout and says so. Must be empty on Autumn (printed)."""
    services_cards: Literal["none", "basic", "basic_and_advanced"] = "none"
    """Which Services cards for bots the table uses when a Riverfolk plays (Law of Rootbotics 9.7). A
    table may not own them (a human Riverfolk from the Riverfolk box with Clockwork 1 bots), so a game
    that does not name them has none; the New Game dialog offers Basic first (ruling services-bot-cards)."""

    @model_validator(mode="after")
    def _check(self) -> GameConfig:
        if self.map_id not in MAPS:
            raise ValueError(f"unknown map {self.map_id}")
        problem = suit_layout_problem(self.map_id, self.suits)
        if problem is not None:
            raise SetupError(problem[0], **problem[1])
        ids = [s.faction for s in self.seats]
        if ids.count("vagabond") > 1:
            # Law of Root: a second Vagabond (setup letter E) needs the Riverfolk expansion's second
            # pawn and rules; the Law of Rootbotics has no rules for a second Vagabot (7).
            raise SetupError("setup.second_vagabond", seats=ids.count("vagabond"))
        if len(set(ids)) != len(ids):
            raise ValueError("a faction can sit at the table only once")
        from .bots import BOTS

        for seat in self.seats:
            if seat.faction not in FACTIONS:
                raise ValueError(f"unknown faction {seat.faction}")
            if seat.bot is not None and BOTS.get(seat.bot.bot) != seat.faction:
                raise ValueError(f"bot {seat.bot.bot} cannot play {seat.faction}")
        return self

    @property
    def humans(self) -> int:
        return sum(1 for s in self.seats if s.bot is None)


SUIT_MARKERS: tuple[Suit, ...] = (Suit.FOX,) * 4 + (Suit.MOUSE,) * 4 + (Suit.RABBIT,) * 4
"""The 12 suit markers of the Law of Root's advanced setup: 4 of each suit."""


def suit_layout_problem(map_id: str, suits: tuple[Suit, ...]) -> tuple[str, dict[str, str | int]] | None:
    """Why a table's suit-marker layout cannot start a game on this map (an error code and its
    parameters), or None. A printed map takes none; the others take the 12 markers, 4 of each."""
    if not suits:
        return None
    board = load_board(map_id)
    if board.printed_suits:
        return "setup.suits_printed", {"map": board.name}
    if len(suits) != len(board.clearings):
        return "setup.suits_count", {"count": len(suits), "clearings": len(board.clearings)}
    for suit in (Suit.FOX, Suit.MOUSE, Suit.RABBIT):
        if suits.count(suit) != 4:
            return "setup.suits_four_each", {"suit": suit.value, "count": suits.count(suit)}
    return None


def random_suits(rng: int) -> tuple[tuple[Suit, ...], int]:
    """The 12 markers shuffled and laid one per clearing in priority order (a seeded draw)."""
    return rngmod.shuffled(rng, SUIT_MARKERS)


def new_game(config: GameConfig,
             observe: Callable[[str, RootSnapshot, RootSnapshot], None] | None = None) -> RootSnapshot:
    """Lay out an empty map, then run each bot's faction setup in setup order (Law of Root 5.1).
    `observe(faction, before, after)` hears each faction's setup in that order, humans' (nothing
    placed) included: the setup checklist (setup_steps.py) shows what each one placed."""
    from .bots import bot_module  # bots import this package; keep the cycle at call time

    board = load_board(config.map_id)
    rng = rngmod.seed_state(config.seed)
    suits = config.suits
    log: tuple[Reason, ...] = ()
    if not board.printed_suits and not suits:
        suits, rng = random_suits(rng)
        log = (reason("law:Advanced Setup 1", "setup.suits_random", map=board.name,
                      layout=" ".join(f"{i}:{s.value}" for i, s in enumerate(suits, 1))),)
    places = tuple(PlaceState(id=c.id, ruins=c.ruins_at_setup) for c in board.clearings) + tuple(
        PlaceState(id=f.id) for f in board.forests
    )
    if any(s.faction == "duchy" for s in config.seats):
        places += (PlaceState(id="burrow"),)  # 10.2.2 / 10.3.2: the Burrow beside the map
    factions = tuple(FactionState(id=s.faction, bot=s.bot) for s in config.seats)
    for f in factions:
        if f.bot is not None:
            bot_module(f.bot.bot)  # unknown bot -> error now, not mid-game
    snap = RootSnapshot(
        map_id=config.map_id,
        deck=config.deck,
        # 3.4: with one or two humans the four dominance cards leave the deck; co-op removes them too.
        dominance_removed=config.coop or config.humans <= 2,
        coop=config.coop,
        factions=factions,
        places=places,
        items=tuple(sorted(ITEM_SUPPLY_AT_SETUP.items())),
        rng=rng,
        services_cards=config.services_cards,
        suits=suits,
        ferry=board.ferry_start,
        closed_paths=board.closed_paths_at_setup,
        log=log,
    )
    for fid in sorted((f.id for f in factions), key=lambda x: FACTIONS[x].setup_letter):
        state = snap.faction(fid)
        before = snap
        if state.bot is not None:
            snap = bot_module(state.bot.bot).setup(snap, fid, config)
        if observe is not None:
            observe(fid, before, snap)
    first = snap.factions[0]
    cursor = bot_module(first.bot.bot).new_cursor() if first.bot is not None else None
    snap = snap.model_copy(update={"turn": TurnState(round=1, seat=0, cursor=cursor,
                                                     setup_draws=_setup_draws(snap, config))})
    if config.app_deck:
        from .cards import shuffled_app_deck

        deck, rng_state = shuffled_app_deck(snap, snap.rng)
        snap = snap.model_copy(update={"app_deck": deck, "rng": rng_state})
    return snap


def _setup_draws(snap: RootSnapshot, config: GameConfig) -> tuple[tuple[str, int], ...]:
    """(faction, cards) each bot's setup draws from the shared deck (its setup_draws hook, e.g.
    Lizards 8.3.5, Duchy 10.3.5), in setup order: the game asks for them before the first turn."""
    from .bots import hooks

    out = []
    for fid in sorted((f.id for f in snap.factions), key=lambda x: FACTIONS[x].setup_letter):
        cfg = snap.faction(fid).bot
        n = hooks.setup_draws(cfg) if cfg is not None else 0
        if n > 0:
            out.append((fid, n))
    return tuple(out)


class SetupError(EngineError):
    pass


def setup_error(err: Exception) -> EngineError | None:
    """The engine's own error behind a refused GameConfig (pydantic wraps it in a ValidationError),
    so the dialog and the command line can show its words."""
    if isinstance(err, EngineError):
        return err
    errors = getattr(err, "errors", None)
    if callable(errors):
        for e in errors():
            inner = (e.get("ctx") or {}).get("error")
            if isinstance(inner, EngineError):
                return inner
    return None

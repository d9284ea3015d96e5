"""A new Expeditions game against the Automa (PRZYGOTOWANIE).

The table enters what the app cannot see: which tile lies in each slot of the North and Central
rows, west to east, and whether it is face up (face-down tiles carry a map token, as in the base
setup); the difficulty level; the progress card's values when the data lacks them (levels 4 and 5).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from ...core import rng as rngmod
from ...core.model import Frozen
from ...core.reasons import Reason, reason
from ...core.steps import EngineError
from . import rulebook as R
from .automa import shuffle_deck
from .cards import BOXED_GAME_CARDS, DECK_SIZE, SET_ASIDE, ProgressCard, known_progress_cards
from .state import Cursor, DeckState, ExpeditionsSnapshot, Location, LocRef, Seat, TurnState

ROW_LENGTH = {"north": 7, "central": 7, "south": 6}
"""Locations per region in the base game (20 tiles: 7 North, 7 Central, 6 South)."""


BONUS_RECOMMENDED = (-2, 3)
"""difficulty: "Zalecamy zmianę w zakresie od -2 do +3" -- a recommendation, not a limit."""


class SetupError(EngineError):
    """A game that cannot be set up as asked (e.g. level 4 without its progress card)."""


def check_glory_bonus(card: ProgressCard, bonus: int, error: type[EngineError] = EngineError) -> None:
    """difficulty: the bonus changes "the number of coins the Automa gets for each glory token"; a
    number of coins gained is never below 0, so the card's value plus the bonus is at least 0."""
    if card.coins_glory + bonus < 0:
        raise error("setup.glory_coins_negative", coins=card.coins_glory, bonus=bonus)


def bonus_warning(bonus: int) -> Reason | None:
    """A bonus outside the book's recommended range is played, and the table is told so."""
    low, high = BONUS_RECOMMENDED
    if low <= bonus <= high:
        return None
    return reason(R.DIFFICULTY, "setup.bonus_beyond_recommended", bonus=bonus, low=low, high=high)


class SlotSetup(Frozen):
    """One slot of a row as the table sees it at setup."""

    tile: int | None = Field(default=None, ge=1, le=20)
    face_up: bool = False
    corruption: tuple[int, ...] = ()
    adjacent_cards: tuple[int, ...] = ()


def _row(n: int, face_up: bool) -> tuple[SlotSetup, ...]:
    return tuple(SlotSetup(face_up=face_up) for _ in range(n))


class GameConfig(Frozen):
    north: tuple[SlotSetup, ...] = _row(ROW_LENGTH["north"], False)
    """West to east."""
    central: tuple[SlotSetup, ...] = _row(ROW_LENGTH["central"], False)
    south: tuple[SlotSetup, ...] = _row(ROW_LENGTH["south"], True)
    level: int = Field(default=2, ge=1, le=5)
    """setup.3 (the book suggests level 2 for a first game)."""
    progress_card: ProgressCard | None = None
    """The level's card values as entered (needed for levels 4 and 5; overrides levels 1-3)."""
    glory_bonus: int = 0
    """difficulty: ± coins on the progress card's value of each Automa glory token."""
    physical_deck: bool = False
    first: Literal["player", "automa", "random"] = "random"
    """setup: 'Wybierz losowo pierwszego gracza' (random is drawn from the seed)."""
    player_mech: LocRef | None = None
    seed: int = 1

    @model_validator(mode="after")
    def _check(self) -> GameConfig:
        if len(self.north) < 2 or len(self.central) < 2:
            raise ValueError("the North and Central rows need at least 2 locations")
        tiles = [s.tile for row in (self.north, self.central, self.south) for s in row if s.tile is not None]
        if len(tiles) != len(set(tiles)):
            raise ValueError("a tile number can lie in one slot only")
        if self.progress_card is not None and self.progress_card.level != self.level:
            raise ValueError("the progress card is not of the chosen level")
        return self


def progress_card_for(config: GameConfig) -> ProgressCard:
    """The progress card of the chosen level: the table's values, else the data's (levels 1-3)."""
    if config.progress_card is not None:
        return config.progress_card
    known = known_progress_cards()
    if config.level not in known:
        raise SetupError("setup.progress_card_needed", level=config.level)
    return known[config.level]


def _locations(row: tuple[SlotSetup, ...]) -> tuple[Location, ...]:
    # Base setup: a face-down location carries one map token; a face-up one has none.
    return tuple(Location(tile=s.tile, face_up=s.face_up, map_token=not s.face_up, corruption=s.corruption,
                          adjacent_cards=s.adjacent_cards) for s in row)


def new_game(config: GameConfig) -> ExpeditionsSnapshot:
    """setup.1-6: the Automa's mechs (North westernmost, Central easternmost), the progress card and
    token at start, the deck shuffled with 2 set aside unseen, 8 glory tokens on the glory card."""
    card = progress_card_for(config)
    check_glory_bonus(card, config.glory_bonus, SetupError)
    state = rngmod.seed_state(config.seed)
    log: list[Reason] = [
        reason(R.SETUP_NORTH, "setup.north_mech", slot=0),
        reason(R.SETUP_CENTRAL, "setup.central_mech", slot=len(config.central) - 1),
        reason(R.SETUP_LEVEL, "setup.level", level=config.level, bonus=config.glory_bonus),
    ]
    warning = bonus_warning(config.glory_bonus)
    if warning is not None:
        log.append(warning)
    log.append(reason(R.SETUP_PROGRESS, "setup.progress_start"))
    if config.physical_deck:
        deck = DeckState(physical=True)
        log.append(reason(R.SETUP_DECK, "setup.deck_physical", cards=DECK_SIZE, set_aside=SET_ASIDE))
    else:
        pile, aside, state = shuffle_deck(state)
        deck = DeckState(pile=pile, set_aside=aside)
        log.append(reason(R.SETUP_DECK, "setup.deck_shuffled", cards=DECK_SIZE, set_aside=SET_ASIDE))
    log.append(reason(R.SETUP_GLORY, "setup.glory_card", tokens=8))
    first: Seat
    if config.first == "random":
        first, state = rngmod.choice(state, ("player", "automa"))
        log.append(reason(R.SETUP_FIRST, "setup.first_random", seat=first))
    else:
        first = config.first
        log.append(reason(R.SETUP_FIRST, "setup.first_chosen", seat=first))
    log.append(reason(R.GENERAL, "cards.box_other_player", cards=BOXED_GAME_CARDS))
    snap = ExpeditionsSnapshot(
        north=_locations(config.north), central=_locations(config.central), south=_locations(config.south),
        automa_north=0, automa_central=len(config.central) - 1, player_mech=config.player_mech,
        progress_card=card, glory_bonus=config.glory_bonus, deck=deck,
        turn=TurnState(seat=first, cursor=Cursor() if first == "automa" else None), rng=state, log=tuple(log),
    )
    if config.player_mech is not None:
        snap.location(config.player_mech)  # IndexError for a slot off the row: fail now, not mid-game
    return snap

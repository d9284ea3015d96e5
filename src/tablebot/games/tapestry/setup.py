"""A new solo Tapestry game against the Automa and the Shadow Empire (PŘÍPRAVA HRY).

Set up as for three players on the small map; you always start on territory 2/4, the Automa's two
outposts go on 3/5. The Automa's civilization is the face of the science die rolled at setup, and its
favourite track is that civilization's; the Shadow Empire's favourite is rolled until it differs. The
decision deck is cards 1-7 plus the top card of the shuffled progress deck (8-22). The table may give
its own die rolls and draw from its own cards (`physical_deck`); otherwise the app rolls and shuffles
from the seeded RNG, and the setup log says what it drew.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...core import rng as rngmod
from ...core.model import Frozen
from ...core.reasons import Reason, reason
from ...core.steps import EngineError
from . import rulebook as R
from .board import AUTOMA_START_LABEL, HUMAN_START_LABEL, small_map
from .cards import PROGRESS_CARDS, STARTING_CARDS, TRACKS, Track, income_mat_side, level_data
from .state import (
    AutomaState,
    Civilization,
    DeckState,
    HexState,
    HumanState,
    Outpost,
    Seat,
    ShadowState,
    TapestrySnapshot,
    TurnState,
)

CIVILIZATION_OF_FACE: dict[Track, Literal["Conquerors", "Engineers", "Scientists", "Explorers"]] = {
    "military": "Conquerors", "technology": "Engineers", "science": "Scientists", "exploration": "Explorers"}
"""The two double-sided Automa civilization cards: the face showing the rolled track's symbol."""

HUMAN_START_OUTPOSTS = 2
AUTOMA_START_OUTPOSTS = 2
"""PŘÍPRAVA HRY: "Dva z nich umístěte na území s číslem 3/5"; your start follows the three-player setup."""


class SetupError(EngineError):
    """A game that cannot be set up as asked."""


class GameConfig(Frozen):
    level: int = Field(default=2, ge=1, le=6)
    seed: int = 1
    physical_deck: bool = False
    """The table shuffles and draws its own decision cards and enters each pair."""
    automa_die: Track | None = None
    """The science die the table rolled for the Automa's civilization (None: the app rolls)."""
    shadow_die: Track | None = None
    """The Shadow Empire's favourite as rolled by the table (None: the app rolls until it differs)."""
    second_civilization: Literal["Conquerors", "Engineers", "Scientists", "Explorers"] | None = None
    """Level 6: the extra civilization you choose for the Automa."""
    first: Seat = "human"


COVERED_CHART_LEVELS = (1, 3, 4)
"""ÚROVNĚ OBTÍŽNOSTI: "U úrovní 1, 3 a 4 je třeba tabulku zvýšení blahobytu na kartě Automy překrýt
odpovídající kartou blahobytu"; levels 5 and 6 turn the mat to its harder side (cards.income_mat_side)."""


def _level_reason(level: int, second_civilization: str | None) -> Reason:
    """What the level changes on the table at setup: the income mat's side, the card covering its
    chart, the level-6 second civilization."""
    name = str(level_data(level).get("name", ""))
    if second_civilization is not None:
        return reason(R.LEVELS, "setup.level_second_civ", level=level, name=name, civ=second_civilization)
    if income_mat_side(level) == "hard":
        code = "setup.level_hard_side"
    elif level in COVERED_CHART_LEVELS:
        code = "setup.level_cover"
    else:
        code = "setup.level_normal"
    return reason(R.LEVELS, code, level=level, name=name)


def new_game(config: GameConfig) -> TapestrySnapshot:
    rng = rngmod.seed_state(config.seed)
    log = [reason(R.REMOVED, "setup.removed", tapestry=R.REMOVED_TAPESTRY_CARDS, civilizations=R.REMOVED_CIVILIZATIONS)]

    face: Track
    if config.automa_die is None:
        face, rng = rngmod.choice(rng, TRACKS)
    else:
        face = config.automa_die
    civs = [Civilization(name=CIVILIZATION_OF_FACE[face], side=face)]
    if config.level == 6:
        if config.second_civilization is None:
            raise SetupError("setup.second_civ_missing")
        if config.second_civilization == civs[0].name:
            raise SetupError("setup.second_civ_same", civ=civs[0].name)
        second_face = next(t for t, n in CIVILIZATION_OF_FACE.items() if n == config.second_civilization)
        civs.append(Civilization(name=config.second_civilization, side=second_face))
    elif config.second_civilization is not None:
        raise SetupError("setup.second_civ_level", level=config.level)
    automa_favourite = face
    log.append(_level_reason(config.level, config.second_civilization))
    log.append(reason(R.SETUP, "setup.automa_civ", civ=civs[0].name, track=face,
                      rolled="table" if config.automa_die else "app"))

    if config.shadow_die == automa_favourite:
        raise SetupError("setup.shadow_same_favourite", track=automa_favourite)
    shadow: Track | None = config.shadow_die
    rolls: list[str] = []
    while shadow is None:
        roll, rng = rngmod.choice(rng, TRACKS)
        rolls.append(roll)
        if roll != automa_favourite:
            shadow = roll
    log.append(reason(R.SETUP, "setup.shadow_favourite", track=shadow, rolls=tuple(rolls)))

    if config.physical_deck:
        deck = DeckState(physical=True, draw_count=len(STARTING_CARDS) + 1, progress_count=len(PROGRESS_CARDS) - 1)
        log.append(reason(R.SETUP, "setup.deck_physical"))
    else:
        progress, rng = rngmod.shuffled(rng, PROGRESS_CARDS)
        draw, rng = rngmod.shuffled(rng, (*STARTING_CARDS, progress[0]))
        deck = DeckState(draw=draw, draw_count=len(draw), progress=progress[1:], progress_count=len(progress) - 1,
                         era_cards=tuple(sorted(draw)))
        log.append(reason(R.SETUP, "setup.deck_app", added=progress[0]))

    m = small_map()
    human_start, automa_start = m.start(HUMAN_START_LABEL), m.start(AUTOMA_START_LABEL)
    hexes = []
    for h in m.hexes:
        outposts: tuple[Outpost, ...] = ()
        if h.axial == human_start:
            outposts = (Outpost(owner="human"),) * HUMAN_START_OUTPOSTS
        elif h.axial == automa_start:
            outposts = (Outpost(owner="automa"),) * AUTOMA_START_OUTPOSTS
        hexes.append(HexState(axial=h.axial, territory=h.printed_territory, outposts=outposts))

    return TapestrySnapshot(
        level=config.level, hexes=tuple(hexes), human=HumanState(),
        automa=AutomaState(favourite=automa_favourite, civilizations=tuple(civs)),
        shadow=ShadowState(favourite=shadow), deck=deck,
        turn=TurnState(seat=config.first, first=config.first), rng=rng, log=tuple(log))

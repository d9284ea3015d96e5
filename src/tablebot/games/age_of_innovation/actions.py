"""What an Automa step does: one discriminated union of actions (automa.py decides, game.apply_step applies).

Every action names what changes so the GUI can draw it without recomputing: the hex chosen with the
valid options, each tie-breaker and the options it kept (ROZSTRZYGANIE REMISÓW: "each elimination named"),
and the directional selection's count (the arrow, its number, the options counted in order up to the
chosen one); the building upgraded and to what; the power each human may gain; the science track moved.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ...core.model import Frozen
from ...core.steps import PromptBase, StepBase
from .board import Hex, Terrain
from .cards import Arrow, BuildingKind, DecisionCard, Discipline
from .state import AutomaSide, BotCursor, HumanSide

Option = Hex | int | str
"""What a selection chooses among: a hex, a slot of a row (spells, book actions, innovations) or a discipline."""


class Tiebreak(Frozen):
    """One tie-breaking method applied (ROZSTRZYGANIE REMISÓW) and the options it kept."""

    method: str
    """A reason code naming the method: "faction", "atp", "closest_to_you", "marked_adjacent",
    "least_power", "catch_up_zero", "catch_up_you", "catch_up_highest", "scoring_tile"…"""
    kept: tuple[Option, ...]
    detail: str = ""
    """What decided, for the reason's words (the terrain matched, the distance, the power)."""


class Selection(Frozen):
    """How one option was chosen: the valid options, the tie-breakers in order, the directional count."""

    options: tuple[Option, ...]
    """The valid options (Dopuszczalne opcje), in reading order."""
    ties: tuple[Tiebreak, ...] = ()
    arrow: Arrow | None = None
    number: int | None = None
    counted: tuple[Option, ...] = ()
    """Wybór kierunkowy: the options counted, in order, ending at the chosen one (wrapping round)."""
    chosen: Option


class DrawCards(Frozen):
    """TURA AUTOMY, Dobierz kartę Decyzji: two at its first turn of the round, else the old action card
    goes onto the support stack and one is drawn."""

    kind: Literal["draw_cards"] = "draw_cards"
    side: AutomaSide = "automa"
    action_card: DecisionCard
    support_card: DecisionCard
    drew: int = Field(ge=1, le=2)
    sideways: bool = False
    """The drawn card was one of the two sideways cards at the bottom of the deck."""
    physical: bool = False
    left: int
    """Cards left in the deck after the draw."""


class PassRound(Frozen):
    """Pasowanie: the round tile's fixed VP once, the round bonus by the support card's arrow, the new deck."""

    kind: Literal["pass"] = "pass"
    side: AutomaSide = "automa"
    why: Literal["deck_empty", "sideways_pass"]
    vp: int
    tile: int | None
    slot: int
    """The index in the bonus row of the tile taken (left / middle / right of those on offer)."""
    bonus_taken: int
    bonus_returned: int | None
    coins_returned: int = 0
    reserve_card: str | None = None
    """The reserve card added to next round's deck (app mode)."""


class Build(Frozen):
    """PRZEKSZTAŁCENIE TERENU I BUDOWA: a workshop on the chosen hex, transformed to the Automa's terrain first."""

    kind: Literal["build"] = "build"
    side: AutomaSide = "automa"
    hex: Hex
    terrain_before: Terrain
    terrain_after: Terrain
    marked: bool
    """The nearest Automa building (no tie) is marked: a power token beside the new workshop."""
    selection: Selection
    power: tuple[tuple[HumanSide, int], ...] = ()
    """The power each human may gain from the build (the base game's adjacency rule)."""
    in_reach: tuple[Hex, ...] = ()
    """The empty land hexes in Reach of the icon's buildings, before Zbliżanie narrowed them (reading order)."""
    gap: int | None = None
    """Zbliżanie: the shortest distance between marked and unmarked buildings it tried to reduce (None: not applied)."""


class Upgrade(Frozen):
    """ROZBUDOWA: the chosen building replaced by the highest-power building it can become."""

    kind: Literal["upgrade"] = "upgrade"
    side: AutomaSide = "automa"
    hex: Hex
    from_kind: BuildingKind
    to_kind: BuildingKind
    selection: Selection
    power: tuple[tuple[HumanSide, int], ...] = ()


class ScoreVP(Frozen):
    """ZDOBYWANIE PUNKTÓW (and every other VP the Automa gains), with what for."""

    kind: Literal["score"] = "score"
    side: AutomaSide = "automa"
    vp: int
    what: str
    """A reason code naming the source."""


class TakeInnovation(Frozen):
    kind: Literal["innovation"] = "innovation"
    side: AutomaSide = "automa"
    slot: int
    selection: Selection


class Block(Frozen):
    """BLOKOWANIE ZAKLĘĆ I AKCJI KSIĘGI: an X token on a spell, then one on a book action."""

    kind: Literal["block"] = "block"
    side: AutomaSide = "automa"
    row: Literal["power", "book"]
    slot: int
    selection: Selection


class ScienceMove(Frozen):
    """WYSŁANIE UCZONEGO (a scholar onto the highest free space, or 1 level without one) and
    AWANSOWANIE O 1 POZIOM (faction actions may advance 2)."""

    kind: Literal["science"] = "science"
    side: AutomaSide = "automa"
    discipline: Discipline
    origin: int
    dest: int
    scholar_space: int | None = None
    """The value of the scholar space taken (None: no scholar placed)."""
    selection: Selection


class Nothing(Frozen):
    """An action whose condition failed or that had no valid option: the Automa does not do it."""

    kind: Literal["nothing"] = "nothing"
    side: AutomaSide = "automa"
    action: str


class Terraform(Frozen):
    """A faction action changing terrain without a building (the Blight's, a Symbiont tool…)."""

    kind: Literal["terraform"] = "terraform"
    side: AutomaSide = "automa"
    hexes: tuple[Hex, ...]
    terrain: Terrain | str
    selection: Selection | None = None


class RoundEnd(Frozen):
    """Every side passed: the round's end (the scoring tile leaves the board; the next round's order)."""

    kind: Literal["round_end"] = "round_end"
    round: int
    order: tuple[str, ...]


class FinalScore(Frozen):
    """KONIEC GRY I OSTATECZNA PUNKTACJA: the Automa's area and science scoring and its faction's extra."""

    kind: Literal["final_score"] = "final_score"
    side: AutomaSide = "automa"
    area_vp: int = 0
    science_vp: int = 0
    faction_vp: int = 0


class EndTurn(Frozen):
    kind: Literal["end_turn"] = "end_turn"
    side: AutomaSide = "automa"


class GameOver(Frozen):
    kind: Literal["game_over"] = "game_over"
    scores: tuple[tuple[str, int], ...]


Action = Annotated[
    DrawCards | PassRound | Build | Upgrade | ScoreVP | TakeInnovation | Block | ScienceMove | Nothing
    | Terraform | RoundEnd | FinalScore | EndTurn | GameOver,
    Field(discriminator="kind"),
]


class AoIStep(StepBase):
    action: Action
    cursor: BotCursor | None = None
    """The Automa's cursor after this step (None: its turn is over)."""
    rng: int | None = None
    """The snapshot's RNG after this step's draws."""


# -- questions for the table ------------------------------------------------------------------
class AskCard(Frozen):
    """Physical deck: which decision card the table drew (`count` 2 at the Automa's first turn of a round)."""

    kind: Literal["card"] = "card"
    side: AutomaSide = "automa"
    count: int = Field(default=1, ge=1, le=2)


class AskSetupCard(Frozen):
    """Physical deck: the random decision card drawn for the Automa's initial workshop letters."""

    kind: Literal["setup_card"] = "setup_card"
    side: AutomaSide = "automa"


class AskFinalScore(Frozen):
    """KONIEC GRY: the base game's area and science scoring figures for the Automa (the Automa book says
    it scores "tak, jak każdy gracz"; the VP tables are the base game's, which the app does not hold):
    the table reads them off the base game's rules given the facts shown (its largest area with its
    highest navigation, its discipline levels) and enters them."""

    kind: Literal["final_score"] = "final_score"
    side: AutomaSide = "automa"
    area: int
    """The Automa's largest area (buildings) with its highest navigation."""
    navigation: int
    science: tuple[int, ...]
    """Its levels in banking, law, engineering, medicine."""


Question = Annotated[AskCard | AskSetupCard | AskFinalScore, Field(discriminator="kind")]


class AoIPrompt(PromptBase):
    question: Question


class CardAnswer(Frozen):
    kind: Literal["card"] = "card"
    cards: tuple[str, ...] = Field(min_length=1, max_length=2)
    """The card ids drawn in order ("*1".."*6", "7".."14"); with two, the second is the action card."""


class FinalFiguresAnswer(Frozen):
    """The final scoring, either way the table gives it: its players' largest areas (`your_areas`, one per
    player in seat order: the app ranks the Automa against them and on the science board, ruling
    aoi-final-scoring-search), or the Automa's area and science VP as the table scored them by hand. Its
    kind is the question's (AskFinalScore): the CLI matches answers to questions by kind."""

    kind: Literal["final_score"] = "final_score"
    area_vp: int | None = Field(default=None, ge=0)
    science_vp: int | None = Field(default=None, ge=0)
    your_areas: tuple[int, ...] = ()
    """Each player's largest area (buildings), in the order of the players' sides."""


Answer = Annotated[CardAnswer | FinalFiguresAnswer, Field(discriminator="kind")]

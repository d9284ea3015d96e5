"""What a bots' step does: one discriminated union of actions (automa.py decides, apply_action applies).

Every action names what changes so the GUI can draw it without recomputing: the track and spaces of an
advance, the hex chosen with the hexes the diagram tried before it, the VP and what they are for.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ...core.model import Frozen
from ...core.steps import PromptBase, StepBase
from .board import Axial
from .cards import DecisionCard, Track
from .state import Achievement, BotCursor, Side

Bot = Literal["automa", "shadow"]


class DrawPair(Frozen):
    """TAH BOTA 1-2: the previous pair is discarded and two cards are drawn (app mode), or the table
    entered the two it drew (`physical`). The cards carry every field the engine will read (corrections
    included)."""

    kind: Literal["draw_pair"] = "draw_pair"
    track_card: DecisionCard
    priority_card: DecisionCard
    physical: bool = False
    left: int
    """Cards left in the decision deck after the draw."""


class Advance(Frozen):
    """POSTUP NA STUPNICI: a bot's token moves on a track (`dest` < `origin` for a regress)."""

    kind: Literal["advance"] = "advance"
    side: Bot
    track: Track
    origin: int
    dest: int
    landmark: str | None = None
    """The landmark gained on `dest` (DOMINANTY: it goes to the Automa's mat whichever bot reached it)."""


class HexChoice(Frozen):
    """DOBÝVÁNÍ / PRŮZKUM: the hex chosen, how, and what the diagram tried before it."""

    kind: Literal["conquer_opponent", "conquer_neutral", "explore"]
    hex: Axial
    pattern: str
    """The priority card's hex diagram (cards.hex_patterns)."""
    candidates: tuple[Axial, ...]
    """The possible hexes left after the tie-breakers, before the diagram."""
    tried: tuple[Axial, ...]
    """The diagram's scan up to and including `hex` (the hexes looked at before it, in order)."""
    new_territory: bool = False
    """An empty hex: a territory tile is drawn and laid face up, randomly oriented."""
    topple: Side | None = None
    """Whose outpost is toppled (conquering your territory)."""
    shadow_outpost: bool = False
    """A toppled Shadow Empire outpost is placed too (the topple icon, not on the middle island)."""


class OnMap(Frozen):
    kind: Literal["on_map"] = "on_map"
    choice: HexChoice


class Score(Frozen):
    """VP for a bot (the Shadow Empire never scores), with what they are for."""

    kind: Literal["score"] = "score"
    side: Literal["automa"] = "automa"
    vp: int
    what: str
    """A reason code naming the source (income VP per territory, an achievement...)."""


class GainAchievement(Frozen):
    kind: Literal["achievement"] = "achievement"
    side: Side
    achievement: Achievement
    vp: int = 0


class TapestryCard(Frozen):
    """PŘÍNOSY: the Automa gains a tapestry card, face down beside its income mat (or, in an income
    turn, one onto the mat's first free space)."""

    kind: Literal["tapestry_card"] = "tapestry_card"
    to_mat: bool = False


class ReplaceTechCards(Frozen):
    """PŘÍNOSY: the three face-up technology cards are discarded and replaced (the table does it)."""

    kind: Literal["replace_tech"] = "replace_tech"


class SetFavourite(Frozen):
    kind: Literal["favourite"] = "favourite"
    side: Bot
    origin: Track
    dest: Track


class DeckChange(Frozen):
    """Income turn bookkeeping of the decision deck: progress cards added, the era's cards shuffled."""

    kind: Literal["deck"] = "deck"
    added: tuple[int, ...] = ()
    draw: tuple[int, ...] = ()
    discard: tuple[int, ...] = ()
    progress: tuple[int, ...] = ()
    draw_count: int = 0
    progress_count: int = 0
    era_cards: tuple[int, ...] = ()
    """Every card of the decision deck after the change (the era's cards)."""
    pair_cleared: bool = False
    """The era's cards were shuffled into a new deck, the pair on the table with them."""


class IncomeTurn(Frozen):
    """ZVYŠOVÁNÍ BLAHOBYTU begins (or ends): the bots' income turn number."""

    kind: Literal["income"] = "income"
    number: int = Field(ge=1, le=5)


class IncomePriority(Frozen):
    """ZVYŠOVÁNÍ BLAHOBYTU: at the 1st income turn the top progress card is drawn and used as the
    priority card, then the progress deck is shuffled (`progress`: the app's new order)."""

    kind: Literal["income_priority"] = "income_priority"
    card: DecisionCard
    physical: bool = False
    progress: tuple[int, ...] = ()


class ShadowOutpost(Frozen):
    """A toppled Shadow Empire outpost placed on an Automa territory (the Conquerors' income ability),
    the hex picked with the priority card's diagram."""

    kind: Literal["shadow_outpost"] = "shadow_outpost"
    hex: Axial
    pattern: str
    candidates: tuple[Axial, ...]
    tried: tuple[Axial, ...]


class Nothing(Frozen):
    kind: Literal["nothing"] = "nothing"


class EndTurn(Frozen):
    kind: Literal["end_turn"] = "end_turn"


class GameOver(Frozen):
    kind: Literal["game_over"] = "game_over"
    human_vp: int
    automa_vp: int
    winner: Literal["human", "automa", "tie"]


Action = Annotated[
    DrawPair | Advance | OnMap | Score | GainAchievement | TapestryCard | ReplaceTechCards | SetFavourite
    | DeckChange | IncomeTurn | Nothing | EndTurn | GameOver | IncomePriority | ShadowOutpost,
    Field(discriminator="kind"),
]


class TapestryStep(StepBase):
    action: Action
    cursor: BotCursor | None = None
    """The bots' cursor after this step."""
    rng: int | None = None
    """The snapshot's RNG after this step's draws (cards, science die, tiles are the table's)."""


# -- questions for the table ------------------------------------------------------------------
class AskPair(Frozen):
    """Physical deck: which two cards the table drew (left = track card, right = priority card)."""

    kind: Literal["pair"] = "pair"


class AskDie(Frozen):
    """The science die (a bot's research benefit, a favourite track at setup): the table rolls, or
    the app rolls when told to."""

    kind: Literal["die"] = "die"
    why: str
    allowed: tuple[Track, ...] = ()
    """Faces that end the rolling (házejte, dokud nepadne jedna z vyznačených stupnic); empty = any."""


class AskTrap(Frozen):
    """LÉČKY: you conquered an Automa territory; the table discards one of its tapestry cards at random
    and says whether it was a trap. With `yours`: the Automa conquers your territory (DOBÝVÁNÍ
    PROTIHRÁČE) and you say whether you play a trap from your hand."""

    kind: Literal["trap"] = "trap"
    hex: Axial
    yours: bool = False


class AskPriority(Frozen):
    """Physical deck, 1st income turn: which progress card the table drew from the top of the progress
    deck to use as the priority card (it then shuffles the progress deck)."""

    kind: Literal["priority"] = "priority"


Question = Annotated[AskPair | AskDie | AskTrap | AskPriority, Field(discriminator="kind")]


class TapestryPrompt(PromptBase):
    question: Question


class PairAnswer(Frozen):
    kind: Literal["pair"] = "pair"
    track_card: int = Field(ge=1, le=22)
    priority_card: int = Field(ge=1, le=22)


class DieAnswer(Frozen):
    kind: Literal["die"] = "die"
    face: Track | None = None
    """None: roll for me (the app rolls from the snapshot's seeded RNG)."""


class TrapAnswer(Frozen):
    kind: Literal["trap"] = "trap"
    trap: bool


class PriorityAnswer(Frozen):
    kind: Literal["priority"] = "priority"
    card: int = Field(ge=8, le=22)


Answer = Annotated[PairAnswer | DieAnswer | TrapAnswer | PriorityAnswer, Field(discriminator="kind")]

"""What an Automa step does: one discriminated union of actions, applied purely.

automa.py decides; this module carries out a confirmed decision. Every action names what changes so
the GUI can draw it (the mech's origin and destination, the tokens taken, the card drawn with all
its symbols) without recomputing anything.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ...core.model import Frozen
from ...core.steps import IllegalEdit, PromptBase, StepBase
from .cards import LAIR_VALUE, AutomaCard
from .state import Cursor, DeckState, ExpeditionsSnapshot, Location, LocRef, MechId


class Reshuffle(Frozen):
    """automa-turn.1: all 14 cards shuffled, 2 set aside unseen. In app mode the new order is here
    (drawn from the seeded RNG); with the physical deck the table shuffles."""

    kind: Literal["reshuffle"] = "reshuffle"
    physical: bool
    pile: tuple[int, ...] = ()
    set_aside: tuple[int, ...] = ()


class DrawCard(Frozen):
    """automa-turn.2: the card drawn, with every symbol the engine will use (corrections included)."""

    kind: Literal["draw"] = "draw"
    card: AutomaCard
    physical: bool = False
    """The table drew it from its own deck and entered the number (AskCard)."""
    corrected: bool = False
    """The table corrected this card's data (edits.CorrectCard): the symbols shown are theirs."""
    left: int
    """Cards left in the deck after this draw."""


class AdvanceProgress(Frozen):
    """advance-progress: the token moves one space; on a glory space the next glory token goes to
    Basecamp (`glory_token` is its number 1-8)."""

    kind: Literal["progress"] = "progress"
    origin: int
    dest: int
    glory_token: int | None = None
    triggers_end: bool = False


class Tidy(Frozen):
    """mech-actions.1: the table tidies the face-up cards next to the mech (the app cannot see them)."""

    kind: Literal["tidy"] = "tidy"
    mech: MechId
    location: LocRef
    spaces: tuple[int, ...]
    """Card spaces next to the location as entered; empty = not entered (ruling:tidy-spaces)."""


class MoveMech(Frozen):
    """mech-actions.3: the mech moves the card's distance, skipping your mech's location."""

    kind: Literal["move"] = "move"
    mech: MechId
    origin: LocRef
    dest: LocRef
    path: tuple[LocRef, ...]
    """Locations counted by the move, in order (dest last); your mech's location is not among them."""


class Explore(Frozen):
    """explore: the mech moves to the target, takes its map token and flips the tile; the table then
    says what the tile shows (AskTile) and its corruption is placed."""

    kind: Literal["explore"] = "explore"
    mech: MechId
    origin: LocRef
    dest: LocRef


class VanquishLair(Frozen):
    """vanquish-20: the mech moves to the target and the Automa takes the 20-value token."""

    kind: Literal["vanquish_20"] = "vanquish_20"
    mech: MechId
    origin: LocRef
    dest: LocRef


class Vanquish(Frozen):
    """vanquish: the mech moves to the target and the Automa takes the top `multiplier` tokens
    (the 20 ignored), fewer if the location runs out."""

    kind: Literal["vanquish"] = "vanquish"
    mech: MechId
    origin: LocRef
    dest: LocRef
    multiplier: int
    taken: tuple[int, ...]
    """Values of the tokens taken, top first."""


class Nothing(Frozen):
    """A step of the turn that does nothing this time; its reasons say why."""

    kind: Literal["nothing"] = "nothing"


class EndTurn(Frozen):
    kind: Literal["end_turn"] = "end_turn"


class AutomaScore(Frozen):
    """game-end: the Automa's coins at the level's values (glory coins include the bonus)."""

    glory: int
    coins_per_glory: int
    map_tokens: int
    coins_per_map: int
    corruption: int
    coins_per_corruption: int
    total: int


class GameOver(Frozen):
    """The game has ended (ruling:final-turns); nothing more to confirm. The player's total is
    entered in scoring.final_result."""

    kind: Literal["game_over"] = "game_over"
    score: AutomaScore


Action = Annotated[
    Reshuffle | DrawCard | AdvanceProgress | Tidy | MoveMech | Explore | VanquishLair | Vanquish | Nothing
    | EndTurn | GameOver,
    Field(discriminator="kind"),
]


class AskCard(Frozen):
    """Physical deck: the table draws the top card and enters its number (automa-turn.2)."""

    kind: Literal["card"] = "card"
    options: tuple[int, ...]
    """Numbers that can still be in the deck (not drawn since the last shuffle)."""


class AskTile(Frozen):
    """explore: the tile is flipped; the table enters its number and the corruption tokens it shows
    (drawn from the bag and placed on it)."""

    kind: Literal["tile"] = "tile"
    location: LocRef
    mech: MechId


Question = Annotated[AskCard | AskTile, Field(discriminator="kind")]


class CardAnswer(Frozen):
    kind: Literal["card"] = "card"
    card: int = Field(ge=1, le=14)


class TileAnswer(Frozen):
    kind: Literal["tile"] = "tile"
    tile: int | None = Field(default=None, ge=1, le=20)
    corruption: tuple[int, ...] = ()
    """Tokens placed, top first, by value (0 = value not entered); their number is what counts."""


Answer = Annotated[CardAnswer | TileAnswer, Field(discriminator="kind")]


class ExpeditionsStep(StepBase):
    action: Action
    cursor: Cursor | None = None
    """The Automa's cursor once this step is applied."""
    rng: int | None = None
    """The RNG state once applied, when the step drew randomness (a reshuffle)."""


class ExpeditionsPrompt(PromptBase):
    question: Question


# -- applying ----------------------------------------------------------------------------------
def set_location(snap: ExpeditionsSnapshot, ref: LocRef, loc: Location) -> ExpeditionsSnapshot:
    row = list(snap.region(ref.region))
    row[ref.slot] = loc
    return snap.model_copy(update={ref.region: tuple(row)})


def place_mech(snap: ExpeditionsSnapshot, mech: MechId, ref: LocRef) -> ExpeditionsSnapshot:
    if ref.region != mech or not 0 <= ref.slot < len(snap.region(mech)):
        raise IllegalEdit("action.bad_location", region=ref.region, slot=ref.slot)
    return snap.model_copy(update={f"automa_{mech}": ref.slot})


def apply_action(snap: ExpeditionsSnapshot, action: Action) -> ExpeditionsSnapshot:
    """Carry out a confirmed action; IllegalEdit if the board no longer allows it."""
    match action:
        case Reshuffle(physical=physical, pile=pile, set_aside=aside):
            deck = DeckState(physical=physical, pile=pile, set_aside=aside, drawn=(),
                             shuffles=snap.deck.shuffles + 1)
            return snap.model_copy(update={"deck": deck})
        case DrawCard(card=card):
            deck = snap.deck
            if not deck.physical:
                if not deck.pile or deck.pile[0] != card.id:
                    raise IllegalEdit("action.not_top_card", card=card.id)
                deck = deck.model_copy(update={"pile": deck.pile[1:]})
            return snap.model_copy(update={"deck": deck.model_copy(update={"drawn": deck.drawn + (card.id,)})})
        case AdvanceProgress(dest=dest, glory_token=token):
            update: dict[str, object] = {"progress": dest}
            if token is not None:
                update["glory"] = token
            return snap.model_copy(update=update)
        case Tidy() | Nothing() | EndTurn() | GameOver():
            return snap
        case MoveMech(mech=mech, dest=dest):
            return place_mech(snap, mech, dest)
        case Explore(mech=mech, dest=dest):
            loc = snap.location(dest)
            if not loc.map_token:
                raise IllegalEdit("action.no_map_token", region=dest.region, slot=dest.slot)
            snap = place_mech(snap, mech, dest)
            snap = set_location(snap, dest, loc.model_copy(update={"map_token": False, "face_up": True}))
            return snap.model_copy(update={"map_tokens": snap.map_tokens + 1})
        case VanquishLair(mech=mech, dest=dest):
            loc = snap.location(dest)
            if not loc.has_lair:
                raise IllegalEdit("action.no_lair", region=dest.region, slot=dest.slot)
            rest = list(loc.corruption)
            rest.remove(LAIR_VALUE)
            snap = place_mech(snap, mech, dest)
            snap = set_location(snap, dest, loc.model_copy(update={"corruption": tuple(rest)}))
            return snap.model_copy(update={"corruption": snap.corruption + (LAIR_VALUE,)})
        case Vanquish(mech=mech, dest=dest, taken=taken):
            loc = snap.location(dest)
            left, took = take_top(loc.corruption, len(taken))
            if took != taken:
                raise IllegalEdit("action.tokens_changed", region=dest.region, slot=dest.slot)
            snap = place_mech(snap, mech, dest)
            snap = set_location(snap, dest, loc.model_copy(update={"corruption": left}))
            return snap.model_copy(update={"corruption": snap.corruption + taken})
    raise AssertionError(f"unknown action {action!r}")


def take_top(tokens: tuple[int, ...], n: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(tokens left, tokens taken): the top n tokens other than the 20, which stays where it lies
    (vanquish; ruling:vanquish-skips-20). Fewer are taken when the location runs out."""
    left: list[int] = []
    taken: list[int] = []
    for value in tokens:
        if value != LAIR_VALUE and len(taken) < n:
            taken.append(value)
        else:
            left.append(value)
    return tuple(left), tuple(taken)

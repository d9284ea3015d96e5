"""The table's edits: you mirror your own moves (and correct anything on the board) by drag-and-drop.

Each edit is validated: a refused edit raises IllegalEdit(code, params) with the snapshot unchanged.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ...core.model import Frozen
from .board import Axial
from .cards import DecisionCard, Track
from .state import Achievement, Side


class MoveToken(Frozen):
    """A side's track token to a space (your advance or regress; a correction of a bot's token)."""

    kind: Literal["move_token"] = "move_token"
    side: Side
    track: Track
    space: int = Field(ge=0, le=12)


class PlaceOutpost(Frozen):
    """An outpost onto a hex (your conquer; toppling the standing one there when it is conquered)."""

    kind: Literal["place_outpost"] = "place_outpost"
    hex: Axial
    owner: Side
    toppled: bool = False


class ToppleOutpost(Frozen):
    kind: Literal["topple_outpost"] = "topple_outpost"
    hex: Axial


class RemoveOutpost(Frozen):
    """The top outpost of a hex back to its owner's supply (a correction)."""

    kind: Literal["remove_outpost"] = "remove_outpost"
    hex: Axial


class ExploreHex(Frozen):
    """A territory tile onto an empty hex (your explore), or taken off again (`territory` False)."""

    kind: Literal["explore_hex"] = "explore_hex"
    hex: Axial
    territory: bool = True
    tile: int | None = None


class SetVP(Frozen):
    kind: Literal["set_vp"] = "set_vp"
    side: Literal["human", "automa"]
    vp: int = Field(ge=0)


class TakeIncome(Frozen):
    """You take an income turn (your era advances)."""

    kind: Literal["take_income"] = "take_income"


class SetLandmark(Frozen):
    """Who holds a landmark (you reached it first; a correction)."""

    kind: Literal["set_landmark"] = "set_landmark"
    track: Track
    space: int
    owner: Literal["human", "automa"] | None


class SetAchievement(Frozen):
    kind: Literal["set_achievement"] = "set_achievement"
    achievement: Achievement
    side: Side
    gained: bool = True


class SetTapestryCards(Frozen):
    """The Automa's face-down tapestry cards beside its mat (after a trap check, a correction)."""

    kind: Literal["set_tapestry_cards"] = "set_tapestry_cards"
    count: int = Field(ge=0)


class CorrectCard(Frozen):
    """The table reads a decision card differently from the app's data: the correction is saved with
    the game and replaces the printed data from now on (`restore` goes back to the printed card)."""

    kind: Literal["correct_card"] = "correct_card"
    card: DecisionCard
    restore: bool = False


Edit = Annotated[
    MoveToken | PlaceOutpost | ToppleOutpost | RemoveOutpost | ExploreHex | SetVP | TakeIncome | SetLandmark
    | SetAchievement | SetTapestryCards | CorrectCard,
    Field(discriminator="kind"),
]

"""The table's edits: you mirror your own moves (and correct anything on the board) by drag-and-drop,
and the map editor paints the board. The types are here; `apply_edit` validates each one and raises
IllegalEdit(code, params) with the snapshot unchanged when it cannot be on a board.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ...core.model import Frozen
from .board import Cell, Hex, Terrain
from .cards import BuildingKind, DecisionCard, Discipline
from .state import Side


class PlaceBuilding(Frozen):
    """A building onto a land hex (your build; a correction of anyone's)."""

    kind: Literal["place_building"] = "place_building"
    hex: Hex
    owner: Side
    building: BuildingKind = "workshop"
    marked: bool = False


class UpgradeBuilding(Frozen):
    """A building replaced by another kind (your upgrade: workshop -> guild -> school/palace...)."""

    kind: Literal["upgrade_building"] = "upgrade_building"
    hex: Hex
    to: BuildingKind


class RemoveBuilding(Frozen):
    kind: Literal["remove_building"] = "remove_building"
    hex: Hex


class MarkBuilding(Frozen):
    """An Automa building's power token put beside it or taken away (a correction)."""

    kind: Literal["mark_building"] = "mark_building"
    hex: Hex
    marked: bool


class Transform(Frozen):
    """A land hex transformed to another terrain (your spades; a terrain tile)."""

    kind: Literal["transform"] = "transform"
    hex: Hex
    terrain: Terrain


class PaintCell(Frozen):
    """The map editor: a hex's printed terrain corrected (or turned to river, or back to land)."""

    kind: Literal["paint_cell"] = "paint_cell"
    hex: Hex
    cell: Cell


class PlaceLetter(Frozen):
    """The map editor: an Initial Workshop Setup letter onto a hex of its terrain (None: removed)."""

    kind: Literal["place_letter"] = "place_letter"
    terrain: Terrain
    letter: str
    hex: Hex | None


class PlaceBridge(Frozen):
    kind: Literal["place_bridge"] = "place_bridge"
    ends: tuple[Hex, Hex]
    owner: Side
    remove: bool = False


class MoveScience(Frozen):
    """A side's marker on a discipline to a level (your advance; a correction)."""

    kind: Literal["move_science"] = "move_science"
    side: Side
    discipline: Discipline
    level: int = Field(ge=0, le=12)


class SetScholar(Frozen):
    """A scholar onto (or off) a scholar space of a discipline."""

    kind: Literal["set_scholar"] = "set_scholar"
    discipline: Discipline
    value: int
    occupant: Side | None


class TakeRoundBonus(Frozen):
    """You pass: take the round bonus at `slot` of the row and put your old one in its place."""

    kind: Literal["take_round_bonus"] = "take_round_bonus"
    side: Side
    slot: int = Field(ge=0)


class CoverAction(Frozen):
    """A spell or book action covered (cast this round, or an X token) or uncovered."""

    kind: Literal["cover_action"] = "cover_action"
    row: Literal["power", "book"]
    slot: int = Field(ge=0)
    covered: bool = True


class SetInnovation(Frozen):
    """An innovation taken from the display (`present` False) or put back (a correction)."""

    kind: Literal["set_innovation"] = "set_innovation"
    slot: int = Field(ge=0)
    present: bool = False
    taker: Side | None = None
    """Who took it (the Automa's count goes up when it is the Automa)."""


class SetVP(Frozen):
    kind: Literal["set_vp"] = "set_vp"
    side: Side
    vp: int


class CorrectCard(Frozen):
    """The table's reading of a printed decision card (card data is single-source)."""

    kind: Literal["correct_card"] = "correct_card"
    card: DecisionCard


Edit = Annotated[
    PlaceBuilding | UpgradeBuilding | RemoveBuilding | MarkBuilding | Transform | PaintCell | PlaceLetter
    | PlaceBridge | MoveScience | SetScholar | TakeRoundBonus | CoverAction | SetInnovation | SetVP | CorrectCard,
    Field(discriminator="kind"),
]

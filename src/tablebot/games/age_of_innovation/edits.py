"""The table's edits: you mirror your own moves (and correct anything on the board) by drag-and-drop,
and the map editor paints the board. Each edit is validated: `apply_edit` raises
IllegalEdit(code, params) with the snapshot unchanged when it cannot be on a board.

The table may mirror anything it did at the table (a build after its own transform, a correction of an
Automa building); what cannot be is refused: a building on a river hex or on an occupied hex, more
buildings of a kind than the supply holds (the base game's counts, cards.building_count), an upgrade off
the base game's paths (workshop -> guild -> school or palace, school -> university), a bridge off the
map's bridge spaces or for the Automa (ZASADY SPECJALNE: it never has bridges), a mark on a building that
is not the Automa's (Budynki Automy), a river painted under a building, a letter on a hex of another
terrain (Umieszczanie pierwszych Warsztatów). The base-game facts and their sources: docs/rulings.md
`aoi-table-edits`.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ...core.corrections import corrected_cards
from ...core.model import Frozen
from ...core.steps import IllegalEdit
from .automa import record_pass
from .board import WORKSHOP_LETTERS, Cell, Hex, Terrain, hex_label
from .cards import (
    BuildingKind,
    DecisionCard,
    Discipline,
    base_game,
    building_count,
    printed_cards,
    upgrades_to,
)
from .setup import round_tiles_refusal
from .state import AoISnapshot, Bridge, Building, HumanSide, RoundBonus, Side


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


class PassWithoutBonus(Frozen):
    """You pass in round 6: the base game's last round gives no new round bonus (the pass order is kept)."""

    kind: Literal["pass_no_bonus"] = "pass_no_bonus"
    side: Side


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
    """The table's reading of a printed decision card (card data is single-source): saved with the game,
    it replaces the printed data from now on (`restore` goes back to the printed card)."""

    kind: Literal["correct_card"] = "correct_card"
    card: DecisionCard
    restore: bool = False


class SetRoundTiles(Frozen):
    """A correction of the round scoring tiles that lie on the table (PRZYGOTOWANIE 2): the app dealt
    them at New Game, the table may have laid others."""

    kind: Literal["set_round_tiles"] = "set_round_tiles"
    tiles: tuple[int, ...]
    """Rounds 1-5, in order."""
    final: int
    """The final round's tile (round 6)."""


class SetBonusRow(Frozen):
    """A correction of the round bonuses on offer (PRZYGOTOWANIE 9, Pasowanie): which tiles lie in the
    row, left to right, and the coins on each."""

    kind: Literal["set_bonus_row"] = "set_bonus_row"
    tiles: tuple[int, ...]
    coins: tuple[int, ...]


Edit = Annotated[
    PlaceBuilding | UpgradeBuilding | RemoveBuilding | MarkBuilding | Transform | PaintCell | PlaceLetter
    | PlaceBridge | MoveScience | SetScholar | TakeRoundBonus | CoverAction | SetInnovation | SetVP | CorrectCard
    | SetRoundTiles | SetBonusRow | PassWithoutBonus,
    Field(discriminator="kind"),
]


# -- applying an edit ---------------------------------------------------------------------------
def _on_map(snap: AoISnapshot, h: Hex) -> Hex:
    h = (int(h[0]), int(h[1]))
    if h not in snap.board.as_map().terrain:
        raise IllegalEdit("edit.no_such_hex", hex=f"{h[0]},{h[1]}")
    return h


def _land(snap: AoISnapshot, h: Hex) -> Hex:
    h = _on_map(snap, h)
    if snap.terrain(h) == "river":
        raise IllegalEdit("edit.river", hex=hex_label(h))  # base game: buildings stand on land only
    return h


def _building(snap: AoISnapshot, h: Hex) -> Building:
    b = snap.building_at(_on_map(snap, h))
    if b is None:
        raise IllegalEdit("edit.no_building", hex=hex_label(h))
    return b


def _check_side(snap: AoISnapshot, side: Side) -> None:
    if side in ("human", "human2"):
        if side not in snap.human_sides():
            raise IllegalEdit("edit.no_such_side", side=side)
    elif side not in tuple(a.side for a in snap.automas):
        raise IllegalEdit("edit.no_such_side", side=side)


def in_supply(snap: AoISnapshot, side: Side, kind: BuildingKind) -> int:
    """How many buildings of that kind the side still has beside the board (base game counts)."""
    return building_count(kind) - sum(1 for b in snap.buildings if b.owner == side and b.kind == kind)


def _with_buildings(snap: AoISnapshot, buildings: list[Building]) -> AoISnapshot:
    return snap.model_copy(update={"buildings": tuple(sorted(buildings, key=lambda b: b.hex))})


def _place(snap: AoISnapshot, e: PlaceBuilding) -> AoISnapshot:
    h = _land(snap, e.hex)
    _check_side(snap, e.owner)
    taken = snap.building_at(h)
    if taken is not None:
        raise IllegalEdit("edit.hex_taken", hex=hex_label(h), side=taken.owner, building=taken.kind)
    if in_supply(snap, e.owner, e.building) <= 0:
        raise IllegalEdit("edit.no_supply", side=e.owner, building=e.building, count=building_count(e.building))
    if e.marked and e.owner not in ("automa", "automa2"):
        raise IllegalEdit("edit.mark_not_automa", hex=hex_label(h))
    return _with_buildings(snap, [*snap.buildings, Building(hex=h, owner=e.owner, kind=e.building, marked=e.marked)])


def _upgrade(snap: AoISnapshot, e: UpgradeBuilding) -> AoISnapshot:
    b = _building(snap, e.hex)
    if e.to not in upgrades_to(b.kind):
        raise IllegalEdit("edit.bad_upgrade", hex=hex_label(b.hex), building=b.kind, to=e.to,
                          allowed=upgrades_to(b.kind))
    if in_supply(snap, b.owner, e.to) <= 0:
        raise IllegalEdit("edit.no_supply", side=b.owner, building=e.to, count=building_count(e.to))
    new = b.model_copy(update={"kind": e.to})
    return _with_buildings(snap, [new if x.hex == b.hex else x for x in snap.buildings])


def _mark(snap: AoISnapshot, e: MarkBuilding) -> AoISnapshot:
    b = _building(snap, e.hex)
    if b.owner not in ("automa", "automa2"):
        raise IllegalEdit("edit.mark_not_automa", hex=hex_label(b.hex))
    if b.marked == e.marked:
        raise IllegalEdit("edit.mark_there" if e.marked else "edit.not_marked", hex=hex_label(b.hex))
    new = b.model_copy(update={"marked": e.marked})
    return _with_buildings(snap, [new if x.hex == b.hex else x for x in snap.buildings])


def _with_cell(snap: AoISnapshot, h: Hex, cell: Cell) -> AoISnapshot:
    cells = tuple((x, cell if x == h else t) for x, t in snap.board.cells)
    return snap.model_copy(update={"board": snap.board.model_copy(update={"cells": cells})})


def _transform(snap: AoISnapshot, e: Transform) -> AoISnapshot:
    h = _land(snap, e.hex)
    if snap.terrain(h) == e.terrain:
        raise IllegalEdit("edit.terrain_there", hex=hex_label(h), terrain=e.terrain)
    b = snap.building_at(h)
    if b is not None:  # base game: only a hex without a building is transformed
        raise IllegalEdit("edit.transform_built", hex=hex_label(h), side=b.owner, building=b.kind)
    return _with_cell(snap, h, e.terrain)


def _paint(snap: AoISnapshot, e: PaintCell) -> AoISnapshot:
    h = _on_map(snap, e.hex)
    if snap.terrain(h) == e.cell:
        raise IllegalEdit("edit.terrain_there", hex=hex_label(h), terrain=e.cell)
    if e.cell == "river":
        b = snap.building_at(h)
        if b is not None:
            raise IllegalEdit("edit.river_built", hex=hex_label(h), side=b.owner, building=b.kind)
        if any(h in ends for ends in snap.board.bridge_spaces):
            raise IllegalEdit("edit.river_bridge_end", hex=hex_label(h))
    for terrain, letter, at in snap.board.workshop_letters:
        if at == h:  # the letter names a hex of its terrain: take it off first (or move it)
            raise IllegalEdit("edit.letter_on_hex", hex=hex_label(h), letter=letter, terrain=terrain)
    return _with_cell(snap, h, e.cell)


def _letter(snap: AoISnapshot, e: PlaceLetter) -> AoISnapshot:
    if e.letter not in WORKSHOP_LETTERS:
        raise IllegalEdit("edit.bad_letter", letter=e.letter[:5], letters=WORKSHOP_LETTERS)
    others = tuple(x for x in snap.board.workshop_letters if (x[0], x[1]) != (e.terrain, e.letter))
    if e.hex is None:
        if len(others) == len(snap.board.workshop_letters):
            raise IllegalEdit("edit.no_letter", letter=e.letter, terrain=e.terrain)
        letters = others
    else:
        h = _on_map(snap, e.hex)
        if snap.terrain(h) != e.terrain:
            raise IllegalEdit("edit.letter_wrong_terrain", letter=e.letter, terrain=e.terrain, hex=hex_label(h),
                              found=snap.terrain(h))
        if (e.terrain, e.letter, h) in snap.board.workshop_letters:
            raise IllegalEdit("edit.letter_there", letter=e.letter, terrain=e.terrain, hex=hex_label(h))
        for terrain, letter, at in others:
            if at == h and terrain == e.terrain:  # one letter per hex of a terrain (one workshop each)
                raise IllegalEdit("edit.letter_hex_taken", letter=e.letter, other=letter, hex=hex_label(h))
        letters = tuple(sorted((*others, (e.terrain, e.letter, h))))
    return snap.model_copy(update={"board": snap.board.model_copy(update={"workshop_letters": letters})})


def _bridge(snap: AoISnapshot, e: PlaceBridge) -> AoISnapshot:
    a, b = _on_map(snap, e.ends[0]), _on_map(snap, e.ends[1])
    ends = {a, b}
    here = [x for x in snap.bridges if set(x.ends) == ends]
    if e.remove:
        if not here:
            raise IllegalEdit("edit.no_bridge", a=hex_label(a), b=hex_label(b))
        return snap.model_copy(update={"bridges": tuple(x for x in snap.bridges if set(x.ends) != ends)})
    if e.owner not in ("human", "human2"):
        raise IllegalEdit("edit.automa_bridge")  # ZASADY SPECJALNE: the Automa never has bridges
    _check_side(snap, e.owner)
    if not any(set(space) == ends for space in snap.board.bridge_spaces):
        raise IllegalEdit("edit.not_bridge_space", a=hex_label(a), b=hex_label(b))
    if here:
        raise IllegalEdit("edit.bridge_there", a=hex_label(a), b=hex_label(b))
    return snap.model_copy(update={"bridges": (*snap.bridges, Bridge(ends=(a, b), owner=e.owner))})


def _science(snap: AoISnapshot, e: MoveScience) -> AoISnapshot:
    _check_side(snap, e.side)
    if snap.science(e.side).at(e.discipline) == e.level:
        raise IllegalEdit("edit.science_there", side=e.side, discipline=e.discipline, level=e.level)
    if e.side in ("human", "human2"):
        hs = tuple(h.model_copy(update={"science": h.science.moved(e.discipline, e.level)}) if h.side == e.side else h
                   for h in snap.humans)
        return snap.model_copy(update={"humans": hs})
    au = tuple(a.model_copy(update={"science": a.science.moved(e.discipline, e.level)}) if a.side == e.side else a
               for a in snap.automas)
    return snap.model_copy(update={"automas": au})


SCHOLARS = int(base_game()["scholars"])
"""Each side's scholars (base game: 7)."""


def _scholar(snap: AoISnapshot, e: SetScholar) -> AoISnapshot:
    idx = [i for i, sp in enumerate(snap.scholar_spaces) if sp.discipline == e.discipline and sp.value == e.value]
    if not idx:
        raise IllegalEdit("edit.no_scholar_space", discipline=e.discipline, value=e.value)
    # Several spaces may share a value (2-2-2): a scholar goes to the first free one, leaves the last taken.
    free = [i for i in idx if snap.scholar_spaces[i].occupant is None]
    if e.occupant is None:
        held = [i for i in idx if snap.scholar_spaces[i].occupant is not None]
        if not held:
            raise IllegalEdit("edit.scholar_space_free", discipline=e.discipline, value=e.value)
        i = held[-1]
    else:
        _check_side(snap, e.occupant)
        if not free:
            raise IllegalEdit("edit.scholar_space_taken", discipline=e.discipline, value=e.value)
        if sum(1 for sp in snap.scholar_spaces if sp.occupant == e.occupant) >= SCHOLARS:
            raise IllegalEdit("edit.no_scholars_left", side=e.occupant, count=SCHOLARS)
        i = free[0]
    spaces = list(snap.scholar_spaces)
    spaces[i] = spaces[i].model_copy(update={"occupant": e.occupant})
    return snap.model_copy(update={"scholar_spaces": tuple(spaces)})


def _take_bonus(snap: AoISnapshot, e: TakeRoundBonus) -> AoISnapshot:
    """You pass (base game): take a round bonus from the row (its coins are yours) and put your old one
    where it lay; you are out of the round (the next round's order is the pass order)."""
    you = snap.human(_your_pass_check(snap, e.side))
    if e.slot >= len(snap.bonus_row):
        raise IllegalEdit("edit.no_such_bonus", slot=e.slot + 1, count=len(snap.bonus_row))
    taken = snap.bonus_row[e.slot]
    row = list(snap.bonus_row)
    if you.round_bonus is None:
        del row[e.slot]
    else:
        row[e.slot] = RoundBonus(tile=you.round_bonus, coins=0)
    humans = tuple(h.model_copy(update={"round_bonus": taken.tile}) if h.side == e.side else h for h in snap.humans)
    return record_pass(snap.model_copy(update={"bonus_row": tuple(row), "humans": humans}), e.side)


def _your_pass_check(snap: AoISnapshot, side: Side) -> HumanSide:
    """The side that passes: a player whose seat it is and who has not passed (else refused)."""
    if side not in ("human", "human2"):
        raise IllegalEdit("edit.automa_passes_itself")  # the Automa's pass is its own step (Pasowanie)
    _check_side(snap, side)
    if snap.turn.seat != side:
        raise IllegalEdit("turn.not_yours", side=side, seat=snap.turn.seat)
    you: HumanSide = side
    if snap.human(you).passed or you in snap.turn.passed:
        raise IllegalEdit("edit.already_passed", side=side)
    return you


def _pass_without_bonus(snap: AoISnapshot, e: PassWithoutBonus) -> AoISnapshot:
    """Base game: in round 6 a player passes without taking a round bonus (brdgm solo helper, "do not take
    a new Round Bonus tile" in round 6); before it, a pass takes one (TakeRoundBonus)."""
    _your_pass_check(snap, e.side)
    if snap.turn.round < 6:
        raise IllegalEdit("edit.pass_bonus_before_round_6", round=snap.turn.round)
    return record_pass(snap, e.side)


def _cover(snap: AoISnapshot, e: CoverAction) -> AoISnapshot:
    row = snap.power_actions if e.row == "power" else snap.book_actions
    if e.slot >= len(row):
        raise IllegalEdit("edit.no_such_action", row=e.row, slot=e.slot + 1, count=len(row))
    if row[e.slot] == e.covered:
        raise IllegalEdit("edit.action_covered" if e.covered else "edit.action_free", row=e.row, slot=e.slot + 1)
    new = tuple(e.covered if i == e.slot else v for i, v in enumerate(row))
    return snap.model_copy(update={"power_actions" if e.row == "power" else "book_actions": new})


def _innovation(snap: AoISnapshot, e: SetInnovation) -> AoISnapshot:
    if e.slot >= len(snap.innovations):
        raise IllegalEdit("edit.no_such_innovation", slot=e.slot + 1, count=len(snap.innovations))
    if snap.innovations[e.slot] == e.present:
        raise IllegalEdit("edit.innovation_there" if e.present else "edit.innovation_gone", slot=e.slot + 1)
    update: dict[str, object] = {
        "innovations": tuple(e.present if i == e.slot else v for i, v in enumerate(snap.innovations))}
    if e.taker is not None:
        _check_side(snap, e.taker)
    if e.taker in ("automa", "automa2"):
        a = snap.automa(e.taker)
        count = a.innovations + (-1 if e.present else 1)
        if not 0 <= count <= 3:  # ZYSKANIE INNOWACJI: "mniej niż 3 Innowacje"
            raise IllegalEdit("edit.automa_innovations", side=e.taker, count=a.innovations)
        update["automas"] = tuple(x.model_copy(update={"innovations": count}) if x.side == e.taker else x
                                  for x in snap.automas)
    return snap.model_copy(update=update)


def _set_vp(snap: AoISnapshot, e: SetVP) -> AoISnapshot:
    _check_side(snap, e.side)
    if e.side in ("human", "human2"):
        return snap.model_copy(update={"humans": tuple(
            h.model_copy(update={"vp": e.vp}) if h.side == e.side else h for h in snap.humans)})
    return snap.model_copy(update={"automas": tuple(
        a.model_copy(update={"vp": e.vp}) if a.side == e.side else a for a in snap.automas)})


def _correct_card(snap: AoISnapshot, card: DecisionCard, restore: bool) -> AoISnapshot:
    if card.id not in printed_cards():
        raise IllegalEdit("edit.no_such_card", card=card.id)
    return snap.model_copy(update={"card_overrides": corrected_cards(
        snap.card_overrides, card, restore, snap.card, lambda i: printed_cards()[i])})


def _round_tiles(snap: AoISnapshot, e: SetRoundTiles) -> AoISnapshot:
    tiles = tuple(int(t) for t in e.tiles)
    refused = round_tiles_refusal(tiles, e.final)
    if refused is not None:
        raise IllegalEdit(refused[0], **refused[1])
    if tiles == snap.round_tiles and e.final == snap.final_tile:
        raise IllegalEdit("edit.round_tiles_there", tiles=tiles, final=e.final)
    return snap.model_copy(update={"round_tiles": tiles, "final_tile": e.final})


def _bonus_row(snap: AoISnapshot, e: SetBonusRow) -> AoISnapshot:
    tiles, coins = tuple(int(t) for t in e.tiles), tuple(int(c) for c in e.coins)
    if len(coins) != len(tiles):
        raise IllegalEdit("edit.bonus_coins_count", tiles=len(tiles), coins=len(coins))
    if any(c < 0 for c in coins):
        raise IllegalEdit("edit.bonus_coins_negative")
    # A pass swaps one tile for another: the row keeps its length (PRZYGOTOWANIE 9, Pasowanie).
    if len(tiles) != len(snap.bonus_row):
        raise IllegalEdit("edit.bonus_row_size", count=len(snap.bonus_row), given=len(tiles))
    if len(set(tiles)) != len(tiles):
        raise IllegalEdit("edit.bonus_twice", tiles=tiles)
    held: dict[int, str] = {h.round_bonus: h.side for h in snap.humans if h.round_bonus is not None}
    held.update({a.round_bonus: a.side for a in snap.automas if a.round_bonus is not None})
    for t in tiles:
        if t in held:
            raise IllegalEdit("edit.bonus_held", tile=t, side=held[t])
    row = tuple(RoundBonus(tile=t, coins=c) for t, c in zip(tiles, coins, strict=True))
    if row == snap.bonus_row:
        raise IllegalEdit("edit.bonus_row_there")
    return snap.model_copy(update={"bonus_row": row})


def apply_edit(snap: AoISnapshot, edit: Edit) -> AoISnapshot:
    """Apply one table edit, or raise IllegalEdit and change nothing."""
    match edit:
        case PlaceBuilding():
            return _place(snap, edit)
        case UpgradeBuilding():
            return _upgrade(snap, edit)
        case RemoveBuilding(hex=h):
            b = _building(snap, h)
            return _with_buildings(snap, [x for x in snap.buildings if x.hex != b.hex])
        case MarkBuilding():
            return _mark(snap, edit)
        case Transform():
            return _transform(snap, edit)
        case PaintCell():
            return _paint(snap, edit)
        case PlaceLetter():
            return _letter(snap, edit)
        case PlaceBridge():
            return _bridge(snap, edit)
        case MoveScience():
            return _science(snap, edit)
        case SetScholar():
            return _scholar(snap, edit)
        case TakeRoundBonus():
            return _take_bonus(snap, edit)
        case CoverAction():
            return _cover(snap, edit)
        case SetInnovation():
            return _innovation(snap, edit)
        case SetVP():
            return _set_vp(snap, edit)
        case CorrectCard(card=card, restore=restore):
            return _correct_card(snap, card, restore)
        case SetRoundTiles():
            return _round_tiles(snap, edit)
        case SetBonusRow():
            return _bonus_row(snap, edit)
        case PassWithoutBonus():
            return _pass_without_bonus(snap, edit)
    raise AssertionError(f"unknown edit {edit!r}")


def history_kind(snap: AoISnapshot, edit: Edit) -> str:
    """The history's name for an edit on the board before it (GameRules.edit_kind): the undoing
    gestures and the pass have their own words."""
    match edit:
        case MarkBuilding(marked=False):
            return "unmark_building"
        case PlaceLetter(hex=None):
            return "remove_letter"
        case PlaceBridge(remove=True):
            return "remove_bridge"
        case SetScholar(occupant=None):
            return "remove_scholar"
        case TakeRoundBonus():
            return "pass"
        case CoverAction(covered=False):
            return "uncover_action"
        case SetInnovation(present=True):
            return "return_innovation"
        case CorrectCard(restore=True):
            return "restore_card"
    return edit.kind

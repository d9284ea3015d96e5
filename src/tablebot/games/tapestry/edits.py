"""The table's edits: you mirror your own moves (and correct anything on the board) by drag-and-drop.

Each edit is validated: a refused edit raises IllegalEdit(code, params) with the snapshot unchanged.
The table may mirror anything it did at the table (a conquest the base game allows through a card the
app does not know, a correction of a bot's piece); what cannot be on a board is refused: a third
outpost on a hex, an outpost where no territory lies, more outposts than the supply holds, a tile onto
an explored hex.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ...core.corrections import corrected_cards
from ...core.model import Frozen
from ...core.steps import IllegalEdit
from .board import Axial, small_map
from .cards import DecisionCard, Track, printed_card
from .hexes import hex_label, outposts_in_supply
from .state import (
    Achievement,
    AchievementTaken,
    HexState,
    LandmarkTaken,
    Outpost,
    Side,
    TapestrySnapshot,
)
from .tracks import landmark_spaces


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
    """The standing outpost of a hex is toppled (`toppled` False: the top toppled one stands up again,
    a correction)."""

    kind: Literal["topple_outpost"] = "topple_outpost"
    hex: Axial
    toppled: bool = True


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


INCOME_TURNS = 5
"""The base game: every player takes 5 income turns; your game ends when you finish the 5th."""


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


# -- applying an edit ---------------------------------------------------------------------------
TERRITORY_TILES = 48
"""The base game's territory tiles (numbered 1-48 when the table enters one)."""


def _hex(snap: TapestrySnapshot, axial: Axial) -> HexState:
    if not small_map().has(axial):
        raise IllegalEdit("edit.no_such_hex", hex=tuple(axial))
    return snap.hex(axial)


def _with_hex(snap: TapestrySnapshot, new: HexState) -> TapestrySnapshot:
    return snap.model_copy(update={"hexes": tuple(new if h.axial == new.axial else h for h in snap.hexes)})


def _check_not_trap_hex(snap: TapestrySnapshot, axial: Axial) -> None:
    # LÉČKY: the conquest stands or falls with the table's answer; the hex waits until then.
    if snap.trap_check is not None and tuple(snap.trap_check) == tuple(axial):
        raise IllegalEdit("edit.trap_pending", hex=hex_label(axial))


def _place(snap: TapestrySnapshot, axial: Axial, owner: Side, toppled: bool) -> TapestrySnapshot:
    h = _hex(snap, axial)
    _check_not_trap_hex(snap, axial)
    if not h.territory:
        raise IllegalEdit("edit.no_territory", hex=hex_label(h.axial))
    if len(h.outposts) >= 2:
        # Base game (conquer): a territory with 2 tokens on it cannot be conquered again.
        raise IllegalEdit("edit.hex_full", hex=hex_label(h.axial))
    if owner == "shadow" and not toppled:
        raise IllegalEdit("edit.shadow_stands", hex=hex_label(h.axial))  # STÍNOVÁ ŘÍŠE: only toppled outposts
    if outposts_in_supply(snap, owner) == 0:
        # Base game: every outpost on the map, no more conquests (hexes.outposts_in_supply; ruling
        # tapestry-outposts).
        raise IllegalEdit("edit.no_outposts_left", side=owner)
    previous = h.controller
    if not toppled and previous == owner:
        raise IllegalEdit("edit.already_controlled", hex=hex_label(h.axial), side=owner)  # base game: not your own
    outposts = h.outposts
    if not toppled:  # a conquest topples the outpost standing there
        outposts = tuple(o.model_copy(update={"toppled": True}) for o in outposts)
    new = _with_hex(snap, h.model_copy(update={"outposts": (*outposts, Outpost(owner=owner, toppled=toppled))}))
    # LÉČKY: your conquest on your turn (on the bots' turn the table is correcting the board).
    if (owner == "human" and not toppled and previous == "automa" and snap.automa.tapestry_cards > 0
            and snap.turn.seat == "human"):
        new = new.model_copy(update={"trap_check": h.axial})
    return new


def _topple(snap: TapestrySnapshot, axial: Axial, toppled: bool) -> TapestrySnapshot:
    h = _hex(snap, axial)
    _check_not_trap_hex(snap, axial)
    idx = [i for i, o in enumerate(h.outposts) if o.toppled != toppled]
    if not idx:
        raise IllegalEdit("edit.nothing_standing" if toppled else "edit.nothing_toppled", hex=hex_label(h.axial))
    i = idx[-1]
    if not toppled:
        owner = h.outposts[i].owner
        if owner == "shadow":
            raise IllegalEdit("edit.shadow_stands", hex=hex_label(h.axial))
        if h.controller not in (None, owner):
            raise IllegalEdit("edit.hex_controlled", hex=hex_label(h.axial), side=h.controller)
    outposts = tuple(o.model_copy(update={"toppled": toppled}) if j == i else o for j, o in enumerate(h.outposts))
    return _with_hex(snap, h.model_copy(update={"outposts": outposts}))


def _explore(snap: TapestrySnapshot, axial: Axial, territory: bool, tile: int | None) -> TapestrySnapshot:
    h = _hex(snap, axial)
    info = small_map().info(h.axial)
    if territory:
        if h.territory:
            raise IllegalEdit("edit.hex_explored", hex=hex_label(h.axial))  # base game: explore an unexplored hex
        if tile is not None:
            if not 1 <= tile <= TERRITORY_TILES:
                raise IllegalEdit("edit.bad_tile", tile=tile, last=TERRITORY_TILES)
            if any(other.tile == tile for other in snap.hexes):
                raise IllegalEdit("edit.tile_on_map", tile=tile)
        return _with_hex(snap, h.model_copy(update={"territory": True, "tile": tile}))
    if info.printed_territory:
        raise IllegalEdit("edit.printed_territory", hex=hex_label(h.axial))
    if not h.territory:
        raise IllegalEdit("edit.not_explored", hex=hex_label(h.axial))
    if h.outposts:
        raise IllegalEdit("edit.hex_occupied", hex=hex_label(h.axial))
    return _with_hex(snap, h.model_copy(update={"territory": False, "tile": None}))


def _move_token(snap: TapestrySnapshot, side: Side, track: Track, space: int) -> TapestrySnapshot:
    origin = snap.tokens(side).at(track)
    if origin == space:
        raise IllegalEdit("edit.token_there", side=side, track=track, space=space)
    owner = getattr(snap, side)
    new = snap.model_copy(update={side: owner.model_copy(update={"tokens": owner.tokens.moved(track, space)})})
    if side != "human":
        return new  # a correction of a bot's token: the table sets its landmarks by hand (SetLandmark)
    # Base game (advance): the first to advance into a new tier gains its landmark (DOMINANTY: first
    # to reach it); a regress gives nothing back.
    gained = tuple(LandmarkTaken(track=track, space=s, owner="human") for t, s in landmark_spaces()
                   if t == track and origin < s <= space and snap.landmark_owner(t, s) is None)
    return new.model_copy(update={"landmarks": snap.landmarks + gained}) if gained else new


def _set_landmark(snap: TapestrySnapshot, track: Track, space: int, owner: str | None) -> TapestrySnapshot:
    if (track, space) not in landmark_spaces():
        raise IllegalEdit("edit.not_landmark", track=track, space=space)
    others = tuple(lm for lm in snap.landmarks if (lm.track, lm.space) != (track, space))
    if owner is None:
        if len(others) == len(snap.landmarks):
            raise IllegalEdit("edit.landmark_free", track=track, space=space)
        return snap.model_copy(update={"landmarks": others})
    if snap.landmark_owner(track, space) == owner:
        raise IllegalEdit("edit.landmark_held", track=track, space=space, side=owner)
    taken = LandmarkTaken(track=track, space=space, owner="human" if owner == "human" else "automa")
    return snap.model_copy(update={"landmarks": (*others, taken)})


def _set_achievement(snap: TapestrySnapshot, achievement: Achievement, side: Side, gained: bool) -> TapestrySnapshot:
    held = any(a.achievement == achievement and a.side == side for a in snap.achievements)
    if gained:
        if side == "shadow" and achievement != "complete_track":
            raise IllegalEdit("edit.shadow_achievement", achievement=achievement)  # ÚSPĚCHY
        if held:
            raise IllegalEdit("edit.achievement_held", achievement=achievement, side=side)  # never twice
        return snap.model_copy(update={"achievements": (*snap.achievements,
                                                        AchievementTaken(achievement=achievement, side=side))})
    if not held:
        raise IllegalEdit("edit.achievement_not_held", achievement=achievement, side=side)
    return snap.model_copy(update={"achievements": tuple(
        a for a in snap.achievements if not (a.achievement == achievement and a.side == side))})


def _correct_card(snap: TapestrySnapshot, card: DecisionCard, restore: bool) -> TapestrySnapshot:
    return snap.model_copy(update={"card_overrides": corrected_cards(
        snap.card_overrides, card, restore, snap.card, printed_card)})


def apply_edit(snap: TapestrySnapshot, edit: Edit) -> TapestrySnapshot:
    """Apply one table edit, or raise IllegalEdit and change nothing."""
    match edit:
        case MoveToken(side=side, track=track, space=space):
            return _move_token(snap, side, track, space)
        case PlaceOutpost(hex=axial, owner=owner, toppled=toppled):
            return _place(snap, axial, owner, toppled)
        case ToppleOutpost(hex=axial, toppled=toppled):
            return _topple(snap, axial, toppled)
        case RemoveOutpost(hex=axial):
            h = _hex(snap, axial)
            _check_not_trap_hex(snap, axial)
            if not h.outposts:
                raise IllegalEdit("edit.no_outpost", hex=hex_label(h.axial))
            return _with_hex(snap, h.model_copy(update={"outposts": h.outposts[:-1]}))
        case ExploreHex(hex=axial, territory=territory, tile=tile):
            return _explore(snap, axial, territory, tile)
        case SetVP(side=side, vp=vp):
            owner = getattr(snap, side)
            return snap.model_copy(update={side: owner.model_copy(update={"vp": vp})})
        case TakeIncome():
            if snap.turn.seat != "human":
                raise IllegalEdit("turn.not_human")
            if snap.human.income_turns >= INCOME_TURNS:
                raise IllegalEdit("edit.no_more_income", turns=INCOME_TURNS)
            return snap.model_copy(update={"human": snap.human.model_copy(
                update={"income_turns": snap.human.income_turns + 1})})
        case SetLandmark(track=track, space=space, owner=owner):
            return _set_landmark(snap, track, space, owner)
        case SetAchievement(achievement=achievement, side=side, gained=gained):
            return _set_achievement(snap, achievement, side, gained)
        case SetTapestryCards(count=count):
            if count == snap.automa.tapestry_cards:
                raise IllegalEdit("edit.cards_there", count=count)
            update: dict[str, object] = {"automa": snap.automa.model_copy(update={"tapestry_cards": count})}
            if count == 0:
                update["trap_check"] = None  # LÉČKY: no card is left to discard
            return snap.model_copy(update=update)
        case CorrectCard(card=card, restore=restore):
            return _correct_card(snap, card, restore)
    raise AssertionError(f"unknown edit {edit!r}")


def history_kind(snap: TapestrySnapshot, edit: Edit) -> str:
    """The history's name for an edit on the board before it (GameRules.edit_kind): an outpost that
    topples the one standing there is a conquest; the undoing gestures have their own words."""
    match edit:
        case PlaceOutpost(hex=axial, owner=owner, toppled=False) if small_map().has(axial):
            controller = snap.hex(axial).controller
            if controller not in (None, owner):
                return "conquer"
        case ToppleOutpost(toppled=False):
            return "stand_outpost"
        case ExploreHex(territory=False):
            return "unexplore_hex"
        case CorrectCard(restore=True):
            return "restore_card"
    return edit.kind

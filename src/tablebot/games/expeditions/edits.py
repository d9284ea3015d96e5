"""Table edits: how the player mirrors the physical game, and corrects the app's data.

Each gesture is one Edit; an impossible one raises IllegalEdit with a code the GUI translates, and
the snapshot stays as it was. Corrections (a card's symbol, the progress card, the Automa's tokens)
are edits too, so uncertain data stays visible and correctable at the table (data README).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ...core.model import Frozen
from ...core.steps import IllegalEdit
from .actions import set_location
from .automa import check_tile
from .cards import AutomaCard, ProgressCard
from .setup import check_glory_bonus
from .state import EndState, ExpeditionsSnapshot, Location, LocRef, MechId


class SetTile(Frozen):
    """Which tile lies in a slot and whether it is face up (turning it face up removes nothing:
    take the map token off with SetMapToken, or use PlayerExplore)."""

    kind: Literal["set_tile"] = "set_tile"
    location: LocRef
    tile: int | None = Field(default=None, ge=1, le=20)
    face_up: bool


class SetMapToken(Frozen):
    kind: Literal["set_map_token"] = "set_map_token"
    location: LocRef
    present: bool


class SetCorruption(Frozen):
    kind: Literal["set_corruption"] = "set_corruption"
    location: LocRef
    tokens: tuple[int, ...]
    """Top first, by value (20 the special token, 0 = value not entered)."""


class SetAdjacentCards(Frozen):
    """The card spaces (1-5) touching a location: the map geometry the app does not know."""

    kind: Literal["set_adjacent_cards"] = "set_adjacent_cards"
    location: LocRef
    spaces: tuple[int, ...]


class PlacePlayerMech(Frozen):
    kind: Literal["place_player_mech"] = "place_player_mech"
    location: LocRef | None
    """None: your mech is not on a location (e.g. Basecamp)."""


class PlaceAutomaMech(Frozen):
    """A correction: the Automa's mech stands elsewhere on the table."""

    kind: Literal["place_automa_mech"] = "place_automa_mech"
    mech: MechId
    slot: int = Field(ge=0)


class PlayerExplore(Frozen):
    """You explored a location: its map token is yours, the tile is face up, its corruption placed."""

    kind: Literal["player_explore"] = "player_explore"
    location: LocRef
    tile: int | None = Field(default=None, ge=1, le=20)
    corruption: tuple[int, ...] = ()


class PlayerVanquish(Frozen):
    """You vanquished the top `count` corruption tokens of a location."""

    kind: Literal["player_vanquish"] = "player_vanquish"
    location: LocRef
    count: int = Field(default=1, ge=1)


class SetPlayerGlory(Frozen):
    """Your glory tokens on Basecamp; the fourth starts the end (game-end)."""

    kind: Literal["set_player_glory"] = "set_player_glory"
    glory: int = Field(ge=0, le=4)


class SetAutomaGlory(Frozen):
    kind: Literal["set_automa_glory"] = "set_automa_glory"
    glory: int = Field(ge=0, le=8)


class SetProgress(Frozen):
    kind: Literal["set_progress"] = "set_progress"
    space: int = Field(ge=0)


class SetAutomaTokens(Frozen):
    kind: Literal["set_automa_tokens"] = "set_automa_tokens"
    map_tokens: int = Field(ge=0, le=30)
    corruption: tuple[int, ...]


class CorrectCard(Frozen):
    """The printed card differs from the app's data: play this card instead (kept in the snapshot)."""

    kind: Literal["correct_card"] = "correct_card"
    card: AutomaCard


class ResetCard(Frozen):
    kind: Literal["reset_card"] = "reset_card"
    card: int = Field(ge=1, le=14)


class SetProgressCard(Frozen):
    """The progress card's values as printed (levels 4-5 are entered; 1-3 can be corrected)."""

    kind: Literal["set_progress_card"] = "set_progress_card"
    card: ProgressCard


class SetGloryBonus(Frozen):
    """difficulty: coins added to (or taken from) the progress card's value of each Automa glory
    token; the book recommends -2..+3 and allows any change (setup.check_glory_bonus)."""

    kind: Literal["set_glory_bonus"] = "set_glory_bonus"
    bonus: int


Edit = Annotated[
    SetTile | SetMapToken | SetCorruption | SetAdjacentCards | PlacePlayerMech | PlaceAutomaMech | PlayerExplore
    | PlayerVanquish | SetPlayerGlory | SetAutomaGlory | SetProgress | SetAutomaTokens | CorrectCard | ResetCard
    | SetProgressCard | SetGloryBonus,
    Field(discriminator="kind"),
]


def _loc(snap: ExpeditionsSnapshot, ref: LocRef) -> Location:
    row = snap.region(ref.region)
    if not 0 <= ref.slot < len(row):
        raise IllegalEdit("edit.no_such_location", region=ref.region, slot=ref.slot)
    return row[ref.slot]


def sync_end(snap: ExpeditionsSnapshot) -> ExpeditionsSnapshot:
    """game-end follows the glory tokens: the last one placed starts the end; a correction that takes
    it back cancels an end it had started."""
    end = snap.end
    if end is not None and ((end.trigger == "player" and snap.player_glory < 4)
                            or (end.trigger == "automa" and snap.glory < 8)):
        end = None
    if end is None:
        if snap.glory == 8:
            end = EndState(trigger="automa", turn=snap.turn.number)
        elif snap.player_glory == 4:
            end = EndState(trigger="player", turn=snap.turn.number)
    return snap if end == snap.end else snap.model_copy(update={"end": end})


def apply_edit(snap: ExpeditionsSnapshot, edit: Edit) -> ExpeditionsSnapshot:
    """Apply one table edit, or raise IllegalEdit and change nothing."""
    match edit:
        case SetTile(location=ref, tile=tile, face_up=face_up):
            loc = _loc(snap, ref)
            check_tile(snap, ref, tile, ())
            return set_location(snap, ref, loc.model_copy(update={"tile": tile, "face_up": face_up}))
        case SetMapToken(location=ref, present=present):
            return set_location(snap, ref, _loc(snap, ref).model_copy(update={"map_token": present}))
        case SetCorruption(location=ref, tokens=tokens):
            loc = _loc(snap, ref)
            check_tile(snap, ref, None, tokens)
            return set_location(snap, ref, loc.model_copy(update={"corruption": tokens}))
        case SetAdjacentCards(location=ref, spaces=spaces):
            loc = _loc(snap, ref)
            if len(set(spaces)) != len(spaces) or any(not 1 <= s <= 5 for s in spaces):
                raise IllegalEdit("edit.bad_card_spaces", spaces=spaces)
            return set_location(snap, ref, loc.model_copy(update={"adjacent_cards": tuple(sorted(spaces))}))
        case PlacePlayerMech(location=ref):
            if ref is not None:
                _loc(snap, ref)
                # The base game: a mech never stops where another mech stands. The Automa book's
                # exception (mech-movement) only lets your mech pass over an Automa mech's location.
                for mech in ("north", "central"):
                    if snap.mech_ref(mech) == ref:
                        raise IllegalEdit("edit.mech_occupied", region=ref.region, slot=ref.slot, mech=mech)
            return snap.model_copy(update={"player_mech": ref})
        case PlaceAutomaMech(mech=mech, slot=slot):
            _loc(snap, LocRef(region=mech, slot=slot))
            return snap.model_copy(update={f"automa_{mech}": slot})
        case PlayerExplore(location=ref, tile=tile, corruption=tokens):
            loc = _loc(snap, ref)
            if loc.face_up:
                raise IllegalEdit("edit.already_face_up", region=ref.region, slot=ref.slot)
            check_tile(snap, ref, tile, tokens + loc.corruption)
            return set_location(snap, ref, loc.model_copy(update={
                "tile": tile if tile is not None else loc.tile, "face_up": True, "map_token": False,
                "corruption": tokens + loc.corruption}))
        case PlayerVanquish(location=ref, count=count):
            loc = _loc(snap, ref)
            if count > len(loc.corruption):
                raise IllegalEdit("edit.not_enough_corruption", region=ref.region, slot=ref.slot,
                                  available=len(loc.corruption))
            return set_location(snap, ref, loc.model_copy(update={"corruption": loc.corruption[count:]}))
        case SetPlayerGlory(glory=glory):
            return sync_end(snap.model_copy(update={"player_glory": glory}))
        case SetAutomaGlory(glory=glory):
            return sync_end(snap.model_copy(update={"glory": glory}))
        case SetProgress(space=space):
            if space > snap.progress_card.track_length:
                raise IllegalEdit("edit.off_track", space=space, last=snap.progress_card.track_length)
            return snap.model_copy(update={"progress": space})
        case SetAutomaTokens(map_tokens=maps, corruption=tokens):
            if tokens.count(20) > 1 or (20 in tokens and _lair_on_map(snap)):
                raise IllegalEdit("corruption.one_20")
            for v in tokens:
                if not (0 <= v <= 10 or v == 20):
                    raise IllegalEdit("corruption.bad_value", value=v)
            return snap.model_copy(update={"map_tokens": maps, "corruption": tokens})
        case CorrectCard(card=card):
            others = tuple(c for c in snap.card_overrides if c.id != card.id)
            return snap.model_copy(update={"card_overrides": tuple(sorted(others + (card,), key=lambda c: c.id))})
        case ResetCard(card=card_id):
            return snap.model_copy(update={"card_overrides": tuple(c for c in snap.card_overrides if c.id != card_id)})
        case SetProgressCard(card=card):
            if card.level != snap.progress_card.level:
                raise IllegalEdit("edit.other_level", level=card.level, playing=snap.progress_card.level)
            return snap.model_copy(update={"progress_card": card, "progress": min(snap.progress, card.track_length)})
        case SetGloryBonus(bonus=bonus):
            check_glory_bonus(snap.progress_card, bonus, IllegalEdit)
            return snap.model_copy(update={"glory_bonus": bonus})
    raise AssertionError(f"unknown edit {edit!r}")


def _lair_on_map(snap: ExpeditionsSnapshot) -> bool:
    return any(loc.has_lair for loc in (*snap.north, *snap.central, *snap.south))

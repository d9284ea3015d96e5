"""Checks a loaded Root snapshot must pass beyond its pydantic types.

pydantic sees shapes (an int where an int belongs, counts >= 1); it cannot see that clearing 14 does
not exist on Autumn, that 30 Marquise warriors stand on a board whose supply holds 25, or that the
seat index points past the table. A save file is input from outside (hand edited, from a newer or
buggy build, half written by a crash), so the save loader runs these checks before the snapshot
reaches the engine, whose functions assume a consistent board.

Each check returns a short English detail for the log and the CLI; the GUI shows the error code.
"""

from __future__ import annotations

from collections import Counter

from .board import MAPS, Board, load_board
from .bots import BOTS, hooks
from .cards import card_known
from .edits import MAX_VP
from .factions import FACTIONS, ITEM_SUPPLY_AT_SETUP, Category
from .rules import board_of, supply_total
from .state import RootSnapshot

_RNG_LIMIT = 1 << 64
MAX_SLOTS = 3
"""No printed clearing holds more than three building slots (maps/root/*.json)."""
# The crafting supply never holds more of an item than the box has (Law of Root 5.1.5 puts at most
# two of each out; three is the edit limit the GUI allows, kept in step with edits.SetItem).
_MAX_ITEM = 3


def _map_problems(snap: RootSnapshot, printed: Board) -> list[str]:
    """The table's layer over the printed map: suit markers, corrections, the ferry, closed paths."""
    out: list[str] = []
    n = len(printed.clearings)
    if printed.printed_suits and snap.suits:
        out.append(f"{printed.name} has printed suits, but the save lays suit markers")
    if not printed.printed_suits and len(snap.suits) != n:
        out.append(f"{printed.name} needs a suit marker on each of its {n} clearings, the save has {len(snap.suits)}")
    fix = snap.corrections
    for cid, slots in fix.slots:
        if not 1 <= cid <= n or not 0 <= slots <= MAX_SLOTS:
            out.append(f"slot correction out of range: clearing {cid}, {slots} slots")
    for a, b in fix.rivers or ():
        if not (1 <= a <= n and 1 <= b <= n) or a == b:
            out.append(f"river correction joins no two clearings: {a}-{b}")
    if fix.coast is not None and (printed.ferry_start is None or any(not 1 <= c <= n for c in fix.coast)):
        out.append("a coast correction on a map without a lake, or naming an unknown clearing")
    coast = printed.coast if fix.coast is None else fix.coast
    if printed.ferry_start is None and snap.ferry is not None:
        out.append(f"{printed.name} has no ferry")
    if printed.ferry_start is not None and snap.ferry not in coast:
        out.append(f"the ferry must be in a coastal clearing, not {snap.ferry}")
    for path in snap.closed_paths:
        if path not in printed.closed_paths_at_setup:
            out.append(f"{path[0]}-{path[1]} is not one of {printed.name}'s closed paths")
    return out


def problems(snap: RootSnapshot) -> list[str]:
    """Everything wrong with the snapshot, in a stable order; empty when it is consistent."""
    out: list[str] = []
    if snap.map_id not in MAPS:
        return [f"unknown map {snap.map_id!r}"]
    printed = load_board(snap.map_id)
    out.extend(_map_problems(snap, printed))
    if out:
        return out
    board = board_of(snap)

    # Factions: known, once each, bots that exist and play their own faction.
    ids = [f.id for f in snap.factions]
    for fid, n in Counter(ids).items():
        if n > 1:
            out.append(f"faction {fid!r} is seated {n} times")
    for f in snap.factions:
        if f.id not in FACTIONS:
            out.append(f"unknown faction {f.id!r}")
            continue
        if f.bot is not None:
            plays = BOTS.get(f.bot.bot)
            if plays is None:
                out.append(f"unknown bot {f.bot.bot!r}")
            elif plays != f.id:
                out.append(f"bot {f.bot.bot!r} plays {plays!r}, not {f.id!r}")
        if f.board is not None and (f.bot is None or f.board.bot != f.bot.bot):
            owner = f.bot.bot if f.bot is not None else "a human"
            out.append(f"{f.id}: faction board of {f.board.bot} but played by {owner}")
        if f.vp > MAX_VP:
            out.append(f"{f.id} has {f.vp} VP (at most {MAX_VP})")
        for kind in f.boxed:
            if not FACTIONS[f.id].has_piece(kind):
                out.append(f"{f.id} has no piece {kind!r} to box")
    if out:
        # Later checks look factions up by id; they would only repeat the same fault.
        return out

    # Places: exactly the map's clearings 1..n, then its forests, in map order. The engine
    # indexes clearings by position (RootSnapshot.place), so order matters as much as membership.
    expected: list[int | str] = [*board.clearing_ids(), *board.forest_ids()]
    if "duchy" in ids:
        expected.append("burrow")  # 10.2.2: the Duchy's Burrow, last
    got = [p.id for p in snap.places]
    if got != expected:
        unknown = [p for p in got if p not in expected]
        missing = [p for p in expected if p not in got]
        if unknown:
            out.append(f"places not on the {snap.map_id} map: {unknown[:5]}")
        if missing:
            out.append(f"places missing: {missing[:5]}")
        if not unknown and not missing:
            out.append("places are not in map order")
        return out

    for place in snap.places:
        seen: set[tuple[str, str]] = set()
        for s in place.stacks:
            if s.faction not in ids:
                out.append(f"place {place.id}: pieces of {s.faction!r}, who is not in the game")
                continue
            if not FACTIONS[s.faction].has_piece(s.kind):
                out.append(f"place {place.id}: {s.faction} has no piece {s.kind!r}")
                continue
            if (s.faction, s.kind) in seen:
                out.append(f"place {place.id}: two stacks of {s.faction} {s.kind}")
            seen.add((s.faction, s.kind))
            info = FACTIONS[s.faction].piece(s.kind)
            if place.id == "burrow":
                if s.faction != "duchy" or info.category != Category.WARRIOR:
                    out.append(f"burrow: only Duchy warriors stand in the Burrow, found {s.faction} {s.kind}")
                continue
            if isinstance(place.id, str) and info.category != Category.PAWN:
                out.append(f"forest {place.id}: only a pawn may stand in a forest, found {s.faction} {s.kind}")
            if info.suit is not None and isinstance(place.id, int) and board.clearing(place.id).suit != info.suit:
                out.append(f"clearing {place.id}: {s.kind} must stand in a {info.suit.value} clearing")
        if isinstance(place.id, str):
            if place.ruins and place.id == "burrow":
                out.append("the Burrow cannot hold ruins")
            elif place.ruins:
                out.append(f"forest {place.id} cannot hold ruins")
            continue
        try:
            buildings = place.buildings()
        except KeyError:
            continue  # an unknown piece, reported above
        slots = board.clearing(place.id).slots
        used = buildings + (1 if place.ruins else 0)
        if used > slots:
            out.append(f"clearing {place.id}: {buildings} buildings{' and a ruin' if place.ruins else ''} "
                       f"in {slots} slots")
    if out:
        return out

    # Supply: never more pieces on the board, in the box and held on a bot's board (the Lizards'
    # acolytes, hooks.held_off_map) than the faction owns.
    for f in snap.factions:
        for piece in FACTIONS[f.id].pieces:
            used = snap.on_board(f.id, piece.id) + f.boxed.count(piece.id) + hooks.held_off_map(snap, f.id, piece.id)
            total = supply_total(snap, f.id, piece.id)
            if used > total:
                out.append(f"{f.id} has {used} {piece.id} on the board or boxed, but only {total}")

    for item, count in snap.items:
        if item not in ITEM_SUPPLY_AT_SETUP:
            out.append(f"unknown item {item!r}")
        elif not 0 <= count <= _MAX_ITEM:
            out.append(f"item {item}: count {count} outside 0..{_MAX_ITEM}")
    if len({item for item, _ in snap.items}) != len(snap.items):
        out.append("an item is listed twice")

    if not 0 <= snap.rng < _RNG_LIMIT:
        out.append("rng state outside 0..2**64-1")

    # The turn: a seat at the table; a bot cursor only while that bot is playing.
    if snap.turn.seat >= len(snap.factions):
        out.append(f"turn seat {snap.turn.seat} but only {len(snap.factions)} factions")
        return out
    current = snap.factions[snap.turn.seat]
    cursor = snap.turn.cursor
    if cursor is not None:
        if current.bot is None:
            out.append(f"a bot turn cursor while {current.id} (human) is playing")
        elif current.bot.bot != cursor.bot:
            out.append(f"turn cursor of {cursor.bot} while {current.bot.bot} is playing")
        clearings = set(board.clearing_ids())
        for name, values in (("done", cursor.done), ("moved_into", getattr(cursor, "moved_into", ()))):
            bad = [c for c in values if c not in clearings]
            if bad:
                out.append(f"turn cursor {name} names clearings not on the map: {bad[:5]}")
        pb = getattr(cursor, "pending_battle", None)
        if pb is not None:
            if pb.clearing not in clearings:
                out.append(f"pending battle in clearing {pb.clearing}, not on the map")
            for who in (pb.attacker, pb.defender):
                if who not in ids:
                    out.append(f"pending battle names {who!r}, who is not in the game")
            if pb.dice is not None and not all(0 <= d <= 3 for d in pb.dice):
                out.append(f"pending battle dice {pb.dice} outside 0..3")
    elif current.bot is not None:
        out.append(f"{current.id} (bot) is playing without a turn cursor")
    out += _card_problems(snap, ids)
    return out


def _card_problems(snap: RootSnapshot, ids: list[str]) -> list[str]:
    """Setup draws only for bots in the game; the app's deck only of this game's cards."""
    out = []
    for faction, n in snap.turn.setup_draws:
        if faction not in ids or snap.faction(faction).bot is None:
            out.append(f"setup draws for {faction!r}, not a bot in the game")
        if n < 1:
            out.append(f"setup draws for {faction!r}: {n} cards")
    if snap.app_deck is not None:
        unknown = [c for c in snap.app_deck if not card_known(snap, c)]
        if unknown:
            out.append(f"the app's deck holds cards not in the {snap.deck} deck: {unknown[:3]}")
    return out

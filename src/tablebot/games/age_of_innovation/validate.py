"""Checks a loaded Age of Innovation snapshot must pass beyond its pydantic types (for the save loader).

pydantic sees shapes; it cannot see a building on a river hex or off the map, two on one hex, more
workshops than a player owns, a marked building that is not the Automa's, a bridge off the map's
bridge spaces, more than 7 scholars of one side on the scholar spaces, a decision card in two places
or missing from the app's deck, or a seat that is nobody's. Each problem is a short English detail for
the log and the CLI.

The Initial Workshop Setup letters name printed hexes of their terrain; a hex may be transformed during
the game, so a saved game's letters are checked against the land, not the terrain they began on (the
map editor keeps them on their terrain: edits.PlaceLetter, PaintCell).
"""

from __future__ import annotations

from collections import Counter

from .board import WORKSHOP_LETTERS, hex_label
from .cards import ADVANCED_CARDS, STARTER_CARDS, building_count
from .edits import SCHOLARS
from .state import AoISnapshot

_RNG_LIMIT = 1 << 64
DECK_CARDS = len(STARTER_CARDS) + len(ADVANCED_CARDS)
"""The 14 decision cards (starters *1-*6, advanced 7-14)."""


def problems(snap: AoISnapshot) -> list[str]:
    """Everything wrong with the snapshot, in a stable order; empty when it is consistent."""
    return [*_sides(snap), *_board(snap), *_buildings(snap), *_science(snap), *_decks(snap), *_rows(snap),
            *_turn(snap)]


def _sides(snap: AoISnapshot) -> list[str]:
    out: list[str] = []
    sides = [*(h.side for h in snap.humans), *(a.side for a in snap.automas)]
    for side, n in Counter(sides).items():
        if n > 1:
            out.append(f"the side {side} is listed {n} times")
    humans = {h.terrain for h in snap.humans}
    for a in snap.automas:
        if a.terrain in humans:  # PRZYGOTOWANIE 8: the Automa's terrain is not yours
            out.append(f"the Automa {a.side} has a player's terrain ({a.terrain})")
    return out


def _board(snap: AoISnapshot) -> list[str]:
    out: list[str] = []
    hexes = [h for h, _ in snap.board.cells]
    for h, n in Counter(hexes).items():
        if n > 1:
            out.append(f"hex {hex_label(h)} is on the map {n} times")
    terrain = dict(snap.board.cells)
    for a, b in snap.board.bridge_spaces:
        if terrain.get(a, "river") == "river" or terrain.get(b, "river") == "river":
            out.append(f"the bridge space {hex_label(a)}-{hex_label(b)} does not join two land hexes")
    seen: set[tuple[str, str]] = set()
    for t, letter, h in snap.board.workshop_letters:
        if letter not in WORKSHOP_LETTERS:
            out.append(f"workshop letter {letter!r} (A-F)")
        if (t, letter) in seen:
            out.append(f"the {t} letter {letter} is on the map twice")
        seen.add((t, letter))
        if terrain.get(h, "river") == "river":
            out.append(f"the {t} letter {letter} on {hex_label(h)}, not a land hex of the map")
    spaces = {frozenset(s) for s in snap.board.bridge_spaces}
    for br in snap.bridges:
        if frozenset(br.ends) not in spaces:
            out.append(f"a bridge {hex_label(br.ends[0])}-{hex_label(br.ends[1])} off the map's bridge spaces")
        if br.owner not in snap.human_sides():
            out.append(f"a bridge of {br.owner}, who is not playing")
    return out


def _buildings(snap: AoISnapshot) -> list[str]:
    out: list[str] = []
    terrain = dict(snap.board.cells)
    playing = {*snap.human_sides(), *(a.side for a in snap.automas)}
    for h, n in Counter(b.hex for b in snap.buildings).items():
        if n > 1:
            out.append(f"hex {hex_label(h)} holds {n} buildings (one at most)")
    for b in snap.buildings:
        where = f"the {b.owner} {b.kind} on {hex_label(b.hex)}"
        if b.hex not in terrain:
            out.append(f"{where} is off the map")
        elif terrain[b.hex] == "river":
            out.append(f"{where} stands on a river hex")
        if b.owner not in playing:
            out.append(f"{where} belongs to a side not playing")
        if b.marked and b.owner not in ("automa", "automa2"):
            out.append(f"{where} is marked (only the Automa's buildings are)")
    for (owner, kind), n in sorted(Counter((b.owner, b.kind) for b in snap.buildings).items()):
        if n > building_count(kind):
            out.append(f"{n} {owner} buildings of kind {kind} (the supply holds {building_count(kind)})")
    return out


def _science(snap: AoISnapshot) -> list[str]:
    out: list[str] = []
    for side in (*snap.human_sides(), *(a.side for a in snap.automas)):
        if any(not 0 <= v <= 12 for v in snap.science(side).levels()):
            out.append(f"{side}'s science marker outside levels 0-12")
    playing = {*snap.human_sides(), *(a.side for a in snap.automas)}
    for side, n in sorted(Counter(sp.occupant for sp in snap.scholar_spaces if sp.occupant).items()):
        if n > SCHOLARS:
            out.append(f"{n} {side} scholars on the scholar spaces (each side has {SCHOLARS})")
        if side not in playing:
            out.append(f"a scholar of {side}, who is not playing")
    return out


def _decks(snap: AoISnapshot) -> list[str]:
    out: list[str] = []
    known = {*STARTER_CARDS, *ADVANCED_CARDS}
    for a in snap.automas:
        d = a.deck
        placed = (*d.draw, *d.reserve, *((d.action,) if d.action else ()), *d.support)
        unknown = sorted({c for c in (*placed, *d.round_cards) if c not in known})
        if unknown:
            out.append(f"{a.side}'s deck holds cards that do not exist: {unknown}")
        twice = sorted(c for c, n in Counter(placed).items() if n > 1)
        if twice:
            out.append(f"{a.side}'s decision cards {twice} lie in two places")
        if d.physical:
            if d.draw or d.reserve:
                out.append(f"{a.side}'s physical deck is the table's: the app holds no face-down pile")
        else:
            if len(placed) != DECK_CARDS:
                out.append(f"{a.side}'s decision cards in play are {len(placed)}, not {DECK_CARDS}")
            if d.draw_count != len(d.draw) or d.reserve_count != len(d.reserve):
                out.append(f"{a.side}'s deck counts differ from its piles")
    ids = [c.id for c in snap.card_overrides]
    if len(set(ids)) != len(ids):
        out.append("a decision card is corrected twice")
    if any(c not in known for c in ids):
        out.append("a correction of a decision card that does not exist")
    return out


def _rows(snap: AoISnapshot) -> list[str]:
    out: list[str] = []
    held = [t for t in (*(h.round_bonus for h in snap.humans), *(a.round_bonus for a in snap.automas)) if t is not None]
    tiles = [b.tile for b in snap.bonus_row] + held
    for t, n in sorted(Counter(tiles).items()):
        if n > 1:
            out.append(f"round bonus {t} is in {n} places")
    if len(snap.round_tiles) != 5 or len(set(snap.round_tiles)) != len(snap.round_tiles):
        out.append(f"{len(snap.round_tiles)} round scoring tiles (rounds 1-5, each once)")
    return out


def _turn(snap: AoISnapshot) -> list[str]:
    out: list[str] = []
    t = snap.turn
    playing = {*snap.human_sides(), *(a.side for a in snap.automas)}
    if not 1 <= t.round <= 6:
        out.append(f"round {t.round} (1-6)")
    if set(t.order) != playing or len(t.order) != len(playing):
        out.append(f"the turn order {list(t.order)} is not the sides playing once each")
    if t.seat not in playing:
        out.append(f"the seat is {t.seat}'s, who is not playing")
    if any(s not in playing for s in t.passed) or len(set(t.passed)) != len(t.passed):
        out.append("the sides passed this round are not the sides playing, once each")
    if t.seat in ("human", "human2") and t.cursor is not None:
        out.append("a player's turn carries the Automa's cursor")
    if not 0 <= snap.rng < _RNG_LIMIT:
        out.append("rng state out of range")
    return out

"""Checks a loaded Expeditions snapshot must pass beyond its pydantic types (for the save loader).

pydantic sees shapes; it cannot see a mech standing past the end of its row, a tile number lying in
two slots, two 20-value tokens, or a cursor that names no card. Each problem is a short English
detail for the log and the CLI.
"""

from __future__ import annotations

from collections import Counter

from .cards import CARDS_PER_DECK, DECK_SIZE, LAIR_VALUE
from .state import ExpeditionsSnapshot

_RNG_LIMIT = 1 << 64


def validate(snap: ExpeditionsSnapshot) -> list[str]:
    """Everything wrong with the snapshot, in a stable order; empty when it is consistent."""
    out: list[str] = []
    if not snap.automa_north < len(snap.north):
        out.append(f"North mech on slot {snap.automa_north}, the row has {len(snap.north)}")
    if not snap.automa_central < len(snap.central):
        out.append(f"Central mech on slot {snap.automa_central}, the row has {len(snap.central)}")
    if snap.player_mech is not None and not snap.player_mech.slot < len(snap.region(snap.player_mech.region)):
        out.append(f"your mech on {snap.player_mech.region} slot {snap.player_mech.slot}, off the row")
    rows = (("north", snap.north), ("central", snap.central), ("south", snap.south))
    tiles = Counter(loc.tile for _, row in rows for loc in row if loc.tile is not None)
    for tile, n in sorted(tiles.items()):
        if n > 1:
            out.append(f"tile {tile} lies in {n} slots")
    lairs = sum(loc.corruption.count(LAIR_VALUE) for _, row in rows for loc in row) + snap.corruption.count(LAIR_VALUE)
    if lairs > 1:
        out.append(f"{lairs} corruption tokens of value 20 (the game has one)")
    for name, row in rows:
        for slot, loc in enumerate(row):
            if any(not (0 <= v <= 10 or v == LAIR_VALUE) for v in loc.corruption):
                out.append(f"{name} slot {slot}: corruption values {loc.corruption}")
            if any(not 1 <= s <= 5 for s in loc.adjacent_cards):
                out.append(f"{name} slot {slot}: card spaces {loc.adjacent_cards} (1-5)")
    if snap.progress > snap.progress_card.track_length:
        out.append(f"progress token on space {snap.progress}, the track ends at {snap.progress_card.track_length}")
    deck = snap.deck
    cards = deck.pile + deck.set_aside + deck.drawn
    if any(not 1 <= c <= DECK_SIZE for c in cards):
        out.append("a deck card number outside 1-14")
    if len(set(cards)) != len(cards):
        out.append("a decision card is in the deck twice")
    if deck.physical:
        if deck.pile or deck.set_aside:
            out.append("the physical deck is the table's: the app holds no pile")
        if len(deck.drawn) > CARDS_PER_DECK:
            out.append(f"{len(deck.drawn)} cards drawn from a deck of {CARDS_PER_DECK}")
    elif len(cards) != DECK_SIZE:
        out.append(f"the deck holds {len(cards)} cards, not {DECK_SIZE}")
    if len({c.id for c in snap.card_overrides}) != len(snap.card_overrides):
        out.append("a card is corrected twice")
    cur = snap.turn.cursor
    if snap.turn.seat == "automa" and cur is None:
        out.append("the Automa's turn has no cursor")
    if snap.turn.seat == "player" and cur is not None:
        out.append("the player's turn carries an Automa cursor")
    if cur is not None:
        needs_card = cur.phase not in ("start", "draw")
        if needs_card and cur.card is None:
            out.append(f"phase {cur.phase} without a drawn card")
        if cur.phase.endswith("_explore") and cur.explore is None:
            out.append(f"phase {cur.phase} without the explored location")
    if not 0 <= snap.rng < _RNG_LIMIT:
        out.append("rng state out of range")
    return out

"""Checks a loaded Tapestry snapshot must pass beyond its pydantic types (for the save loader).

pydantic sees shapes; it cannot see a third outpost on a hex, an outpost where no territory lies,
a landmark off the landmark spaces or taken twice, a decision card in two places, or a level-6
Automa with one civilization. Each problem is a short English detail for the log and the CLI.
"""

from __future__ import annotations

from collections import Counter

from .board import small_map
from .cards import DECK_CARDS, TRACKS
from .edits import TERRITORY_TILES
from .hexes import FAVOURITE_MARKERS, OUTPOSTS_PER_COLOUR, hex_label
from .state import SIDES, Outpost, TapestrySnapshot
from .tracks import TRACK_END, landmark_spaces

_RNG_LIMIT = 1 << 64
MAX_OUTPOSTS_PER_HEX = 2
"""Base game (conquer): a territory with 2 tokens on it cannot be conquered again."""


def _shadow_on_top(outposts: tuple[Outpost, ...]) -> int:
    """DOBÝVÁNÍ NEUTRÁLNÍCH POLÍ, Akce 3: the toppled Shadow Empire outpost laid on top of the Automa's
    conquest is not a conquest, so it may be a third token
    (ruling:tapestry-shadow-outpost-on-a-taken-hex)."""
    return int(len(outposts) == 3 and outposts[-1].owner == "shadow" and outposts[-2].owner == "automa")


def problems(snap: TapestrySnapshot) -> list[str]:
    """Everything wrong with the snapshot, in a stable order; empty when it is consistent."""
    out: list[str] = []
    out += _map_problems(snap)
    out += _track_problems(snap)
    out += _deck_problems(snap)
    out += _turn_problems(snap)
    return out


def _map_problems(snap: TapestrySnapshot) -> list[str]:
    out: list[str] = []
    m = small_map()
    axials = [tuple(h.axial) for h in snap.hexes]
    if sorted(axials) != sorted(m.axials) or len(set(axials)) != len(axials):
        out.append(f"the map has {len(axials)} hexes, not the small map's {len(m.axials)} each once")
    for h in snap.hexes:
        where = f"hex {hex_label(h.axial)}"
        if not m.has(h.axial):
            continue
        if m.info(h.axial).printed_territory and not h.territory:
            out.append(f"{where}: its printed territory is missing")
        if h.tile is not None and not h.territory:
            out.append(f"{where}: a tile number without a territory")
        if h.tile is not None and not 1 <= h.tile <= TERRITORY_TILES:
            out.append(f"{where}: tile {h.tile} (1-{TERRITORY_TILES})")
        if len(h.outposts) > MAX_OUTPOSTS_PER_HEX + _shadow_on_top(h.outposts):
            out.append(f"{where}: {len(h.outposts)} outposts (at most {MAX_OUTPOSTS_PER_HEX})")
        if h.outposts and not h.territory:
            out.append(f"{where}: outposts on a hex without a territory")
        if any(o.owner == "shadow" and not o.toppled for o in h.outposts):
            out.append(f"{where}: a Shadow Empire outpost standing (they are placed toppled)")
        standing = {o.owner for o in h.outposts if not o.toppled}
        if len(standing) > 1:
            out.append(f"{where}: outposts of {' and '.join(sorted(standing))} both standing")
    tiles = Counter(h.tile for h in snap.hexes if h.tile is not None)
    for tile, n in sorted(tiles.items()):
        if n > 1:
            out.append(f"territory tile {tile} lies on {n} hexes")
    for side in SIDES:
        on_map = sum(1 for h in snap.hexes for o in h.outposts if o.owner == side)
        supply = OUTPOSTS_PER_COLOUR - (FAVOURITE_MARKERS if side != "human" else 0)
        if on_map > supply:
            out.append(f"{on_map} {side} outposts on the map (the supply has {supply})")
    if snap.trap_check is not None:
        if not m.has(snap.trap_check):
            out.append(f"the trap check names hex {tuple(snap.trap_check)}, not on the map")
        else:
            h = snap.hex(snap.trap_check)
            if h.controller != "human" or not any(o.owner == "automa" for o in h.outposts):
                out.append(f"the trap check on hex {hex_label(h.axial)}, which is not an Automa territory you conquered")
        if snap.automa.tapestry_cards == 0:
            out.append("a trap check with no Automa tapestry card left")
    return out


def _track_problems(snap: TapestrySnapshot) -> list[str]:
    out: list[str] = []
    for side in SIDES:
        tokens = snap.tokens(side)
        for track in TRACKS:
            if not 0 <= tokens.at(track) <= TRACK_END:
                out.append(f"{side} token on {track} space {tokens.at(track)} (0-{TRACK_END})")
    spaces = set(landmark_spaces())
    held = Counter((lm.track, lm.space) for lm in snap.landmarks)
    for (track, space), n in sorted(held.items()):
        if (track, space) not in spaces:
            out.append(f"a landmark on {track} space {space}, which has none")
        if n > 1:
            out.append(f"the landmark on {track} space {space} is taken {n} times")
    gained = Counter((a.achievement, a.side) for a in snap.achievements)
    for (achievement, side), n in sorted(gained.items()):
        if n > 1:
            out.append(f"{side} gained {achievement} {n} times")
        if side == "shadow" and achievement != "complete_track":
            out.append(f"the Shadow Empire gained {achievement} (only complete_track)")
    if snap.human.vp < 0 or snap.automa.vp < 0:
        out.append("negative VP")
    civs = snap.automa.civilizations
    if (snap.level == 6) != (len(civs) == 2):
        out.append(f"level {snap.level} with {len(civs)} Automa civilizations (two at level 6 only)")
    if len({c.name for c in civs}) != len(civs):
        out.append("the Automa has the same civilization twice")
    return out


def _deck_problems(snap: TapestrySnapshot) -> list[str]:
    out: list[str] = []
    deck = snap.deck
    pair = deck.pair or ()
    everything = (*deck.draw, *deck.discard, *deck.progress, *pair, *deck.era_cards, *(c.id for c in snap.card_overrides))
    if any(not 1 <= c <= DECK_CARDS for c in everything):
        out.append(f"a decision card number outside 1-{DECK_CARDS}")
    if len(set(pair)) != len(pair):
        out.append("the pair is the same card twice")
    placed = (*deck.draw, *deck.discard, *deck.progress, *pair)
    twice = sorted(c for c, n in Counter(placed).items() if n > 1)
    if twice:
        out.append(f"decision cards {twice} lie in two places")
    if deck.physical:
        if deck.draw or deck.progress:
            out.append("the physical decks are the table's: the app holds no face-down pile")
    else:
        if len(placed) != DECK_CARDS:
            out.append(f"the decision cards in play are {len(placed)}, not {DECK_CARDS}")
        if deck.draw_count != len(deck.draw) or deck.progress_count != len(deck.progress):
            out.append("the deck counts differ from the piles")
    if len(set(deck.era_cards)) != len(deck.era_cards):
        out.append("a card is in this era's deck twice")
    if len({c.id for c in snap.card_overrides}) != len(snap.card_overrides):
        out.append("a decision card is corrected twice")
    return out


def _turn_problems(snap: TapestrySnapshot) -> list[str]:
    out: list[str] = []
    if snap.turn.seat == "human" and snap.turn.cursor is not None:
        out.append("your turn carries the bots' cursor")
    if not 0 <= snap.rng < _RNG_LIMIT:
        out.append("rng state out of range")
    return out

"""The board's geometry the Automa book assumes: Zasięg (reach with navigation), Najmniejsza odległość,
the power a build gives its neighbours, and areas.

The Automa book assumes the base game's map rules ("Grając przeciwko Automie przestrzegasz tych samych
zasad, co podczas rozgrywki ze zwykłym graczem") and defines only its own distance (ROZSTRZYGANIE
REMISÓW, Największa / Najmniejsza Odległość). What is read from the base game is recorded in
docs/rulings.md: ### aoi-reach (direct and indirect adjacency, bridges, navigation), ### aoi-power
(power from a neighbour's build), ### aoi-area (the area of final scoring). The Automa's choices built on
these are hexes.py's (which re-exports these names: callers use `hexes.reach`, `hexes.distance` …).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from types import MappingProxyType

from .board import BoardMap, Hex
from .cards import building_power, level_round
from .state import AoISnapshot, HumanSide, Side

HUMAN_SIDES: tuple[HumanSide, ...] = ("human", "human2")


def navigation(snap: AoISnapshot, side: Side = "automa") -> int:
    """Poziom Trudności Automy: the level card's navigation (Żegluga) value this round."""
    return level_round(snap.level, snap.turn.round)[0]


# -- the board's shape ------------------------------------------------------------------------------
class Topology:
    """Which hexes exist and which are river: all that reach and distances depend on. Transforms change
    only land terrain, so the shape (and its reach tables) outlives them."""

    def __init__(self, bmap: BoardMap) -> None:
        self.adjacency: dict[Hex, tuple[Hex, ...]] = dict(bmap.adjacency)
        self.rivers: frozenset[Hex] = frozenset(h for h, t in bmap.cells if t == "river")
        self.land: tuple[Hex, ...] = tuple(h for h, t in bmap.cells if t != "river")
        self.reach: dict[tuple[int, Hex], frozenset[Hex]] = {}


_SHAPES: dict[tuple[tuple[Hex, ...], frozenset[Hex]], Topology] = {}
_BY_MAP: dict[int, tuple[BoardMap, Topology]] = {}


def topology(snap: AoISnapshot) -> Topology:
    bmap = snap.board.as_map()
    entry = _BY_MAP.get(id(bmap))
    if entry is not None and entry[0] is bmap:
        return entry[1]
    shape = (tuple(h for h, _ in bmap.cells), frozenset(h for h, t in bmap.cells if t == "river"))
    topo = _SHAPES.get(shape)
    if topo is None:
        if len(_SHAPES) > 16:
            _SHAPES.clear()
        topo = _SHAPES[shape] = Topology(bmap)
    if len(_BY_MAP) > 64:
        _BY_MAP.clear()
    _BY_MAP[id(bmap)] = (bmap, topo)
    return topo


# -- Zasięg ---------------------------------------------------------------------------------------
def _reach_of(topo: Topology, source: Hex, nav: int) -> frozenset[Hex]:
    found = topo.reach.get((nav, source))
    if found is not None:
        return found
    rivers_on, adjacency = topo.rivers, topo.adjacency
    out: set[Hex] = set()
    rivers: list[Hex] = []
    for n in adjacency.get(source, ()):
        if n in rivers_on:
            rivers.append(n)
        else:
            out.add(n)
    # Indirect adjacency: land on the far side of at most `nav` river hexes (the base game's navigation).
    seen = set(rivers) | {source}
    frontier = rivers
    for _ in range(nav):
        nxt: list[Hex] = []
        for r in frontier:
            for n in adjacency[r]:
                if n in seen:
                    continue
                if n in rivers_on:
                    seen.add(n)
                    nxt.append(n)
                else:
                    out.add(n)
        frontier = nxt
    out.discard(source)
    found = frozenset(out)
    topo.reach[(nav, source)] = found
    return found


def reach(snap: AoISnapshot, sources: Iterable[Hex], nav: int, owner: Side | None = None) -> frozenset[Hex]:
    """The land hexes "w Zasięgu" of any source: directly adjacent, or indirectly adjacent across at most
    `nav` river hexes. A bridge joins its two ends directly for its owner only (the Automa has none)."""
    topo = topology(snap)
    out: set[Hex] = set()
    srcs = [tuple(s) for s in sources]
    for s in srcs:
        out |= _reach_of(topo, s, nav)  # type: ignore[arg-type]
    if owner is not None:
        for bridge in snap.bridges:
            if bridge.owner == owner:
                a, b = bridge.ends
                if a in srcs:
                    out.add(b)
                if b in srcs:
                    out.add(a)
    out.difference_update(srcs)
    return frozenset(out)


# -- Najmniejsza odległość -----------------------------------------------------------------------
def human_hexes(snap: AoISnapshot) -> frozenset[Hex]:
    return frozenset(b.hex for b in snap.buildings if b.owner in HUMAN_SIDES)


def distance_field(snap: AoISnapshot, targets: Iterable[Hex]) -> Mapping[Hex, int]:
    """Every hex's Najmniejsza odległość to the nearest target: the fewest intermediate hexes on a path that
    may cross river hexes and the Automa's buildings but never a human's building (ROZSTRZYGANIE REMISÓW).
    A hex adjacent to a target is at 0; a target itself at -1; a hex with no such path is missing.
    The ends of the path may be anything (a target is often a human building)."""
    topo = topology(snap)
    adjacency = topo.adjacency
    blocked = human_hexes(snap)
    starts = frozenset(tuple(t) for t in targets)
    key = (id(topo), blocked, starts)
    cached = _FIELDS.get(key)
    if cached is not None and cached[0] is topo:
        return cached[1]
    steps: dict[Hex, int] = {t: 0 for t in starts}  # type: ignore[misc]
    queue: deque[Hex] = deque(steps)
    while queue:
        u = queue.popleft()
        if u in blocked and u not in starts:
            continue  # an end, never an intermediate hex
        d = steps[u] + 1
        for v in adjacency.get(u, ()):
            if v not in steps:
                steps[v] = d
                queue.append(v)
    field = MappingProxyType({h: s - 1 for h, s in steps.items()})  # shared: read-only
    if len(_FIELDS) > 256:
        _FIELDS.clear()
    _FIELDS[key] = (topo, field)
    return field


_FIELDS: dict[tuple[object, ...], tuple[Topology, Mapping[Hex, int]]] = {}
"""Distance fields by (board shape, your buildings, targets): a plan asks for the same ones several times.
A field is read-only, so one caller cannot spoil another's."""


def distance(snap: AoISnapshot, a: Hex, targets: Iterable[Hex]) -> int | None:
    """Najmniejsza odległość from `a` to the nearest of `targets` (intermediate hexes); None: no path."""
    return distance_field(snap, targets).get(tuple(a))  # type: ignore[arg-type]


def marked_gap(snap: AoISnapshot, side: Side = "automa") -> int | None:
    """"Najmniejsza odległość między budynkiem oznaczonym a budynkiem nieoznaczonym, które znajdują się
    najbliżej siebie"; None when either group is empty or no path joins them."""
    own = snap.buildings_of(side)
    marked = [b.hex for b in own if b.marked]
    unmarked = [b.hex for b in own if not b.marked]
    if not marked or not unmarked:
        return None
    field = distance_field(snap, unmarked)
    found = [field[h] for h in marked if h in field]
    return min(found) if found else None


# -- power from a neighbour's build (base game) --------------------------------------------------
def directly_adjacent(snap: AoISnapshot, h: Hex, owner: Side) -> frozenset[Hex]:
    """The hexes directly adjacent to h for `owner`: the six neighbours on the board, plus the far end
    of a bridge of theirs (base game: a bridge joins its two ends directly, for its owner)."""
    out = set(topology(snap).adjacency.get(h, ()))
    for bridge in snap.bridges:
        if bridge.owner == owner and h in bridge.ends:
            a, b = bridge.ends
            out.add(b if a == h else a)
    return frozenset(out)


def power_gained(snap: AoISnapshot, h: Hex, by_side: Side = "automa") -> tuple[tuple[HumanSide, int], ...]:
    """What each human may gain when `by_side` builds or upgrades on h: the power values of that human's
    buildings directly adjacent to h, summed (base game; ruling aoi-power). Humans gaining 0 are left out."""
    out: list[tuple[HumanSide, int]] = []
    for human in snap.human_sides():
        if human == by_side:
            continue
        near = directly_adjacent(snap, h, human)
        total = sum(building_power(b.kind) for b in snap.buildings if b.owner == human and b.hex in near)
        if total:
            out.append((human, total))
    return tuple(out)


# -- area (final scoring) ------------------------------------------------------------------------
def areas(snap: AoISnapshot, side: Side, nav: int) -> tuple[frozenset[Hex], ...]:
    """The side's buildings in groups joined by adjacency or Reach (base game's area; ruling aoi-area),
    largest first (ties: reading order of their first hex)."""
    own = [b.hex for b in snap.buildings_of(side)]
    left = set(own)
    groups: list[frozenset[Hex]] = []
    for start in sorted(own):
        if start not in left:
            continue
        left.discard(start)
        group = {start}
        queue = [start]
        while queue:
            u = queue.pop()
            for v in reach(snap, (u,), nav, owner=side):
                if v in left:
                    left.discard(v)
                    group.add(v)
                    queue.append(v)
        groups.append(frozenset(group))
    groups.sort(key=lambda g: (-len(g), min(g)))
    return tuple(groups)


def largest_area(snap: AoISnapshot, side: Side, nav: int) -> int:
    """KONIEC GRY: the number of buildings in the side's biggest area (the Automa passes
    cards.highest_navigation)."""
    groups = areas(snap, side, nav)
    return len(groups[0]) if groups else 0

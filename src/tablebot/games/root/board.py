"""The static Root map: clearings, paths, rivers, forests, loaded once into a frozen networkx graph.

Clearing ids are the Law of Rootbotics priority numbers (1 = highest priority, 3.1), so sorting
clearings by id is sorting them by priority (on the Mountain the Pass also counts as the highest and
the lowest, 12.2.2: see rules.highest_first / rules.lowest_first).

Four maps: Autumn has printed suits; Winter, Lake and Mountain get suit markers at setup, so their
clearings' suits live in the snapshot (RootSnapshot.suits) and `Board.at_table` lays them, with the
table's corrections of inferred cells (slots, rivers, coast), over the printed map.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from pathlib import Path

import networkx as nx

from ...paths import maps_dir
from .factions import Suit


@dataclass(frozen=True)
class ClearingInfo:
    id: int
    priority: int
    suit: Suit | None
    """The printed suit (Autumn); None where the table places a suit marker (Winter, Lake, Mountain)
    until `Board.at_table` lays the table's markers over the map."""
    slots: int
    """Building slots printed in the clearing, including one a ruin covers at setup."""
    ruins_at_setup: bool
    corner: bool
    opposite_corner: int | None
    xy: tuple[float, float]
    """Centre on the Law of Rootbotics priority chart, 0..1 from the top left."""
    inferred: tuple[str, ...]
    board_xy: tuple[float, float] = (0.0, 0.0)
    """The suit-marker spot on the printed board art, 0..1 from the top left."""
    suggested_suit: Suit | None = None
    """The map's suggested suit-marker layout (Lake, Mountain: the Underworld Learning to Play)."""


@dataclass(frozen=True)
class ForestInfo:
    id: str
    bordering: tuple[int, ...]
    xy: tuple[float, float]
    adjacent: tuple[str, ...] = ()
    """Forests across one path from this one, or on Winter across the river, on the Lake along the
    coast (the map's forest_adjacency; Law of Root C.1.1, C.2.4), sorted by id."""


@dataclass(frozen=True)
class Board:
    id: str
    name: str
    clearings: tuple[ClearingInfo, ...]
    forests: tuple[ForestInfo, ...]
    rivers: tuple[tuple[int, int], ...]
    graph: nx.Graph
    """Clearings joined by paths, the Mountain's closed paths included (bots treat them as paths,
    12.2.1); frozen, so nothing can change the map mid-game."""
    source: dict[str, str]
    coast: tuple[int, ...] = ()
    """The Lake's coastal clearings (the lake joins each to every other, as a river: Law of Root)."""
    ferry_start: int | None = None
    """The Lake's ferry starts in this coastal corner clearing."""
    closed_paths_at_setup: tuple[tuple[int, int], ...] = ()
    """The Mountain's closed paths, each (low id, high id)."""
    pass_clearing: int | None = None
    """The Mountain's Pass (12.2.2)."""

    @property
    def printed_suits(self) -> bool:
        """Whether the suits are printed on the map (Autumn) rather than laid as markers."""
        return all(c.suit is not None for c in self.clearings)

    def suggested_suits(self) -> tuple[Suit, ...] | None:
        """The map's suggested suit layout in clearing order, where the data has one."""
        suits = tuple(c.suggested_suit for c in self.clearings)
        return None if any(s is None for s in suits) else tuple(s for s in suits if s is not None)

    def suit(self, cid: int) -> Suit:
        """The clearing's suit; a map laid without its suit markers has none to give."""
        suit = self.clearing(cid).suit
        if suit is None:
            raise ValueError(f"{self.name}: clearing {cid} has no suit marker")
        return suit

    def river_pairs(self) -> tuple[tuple[int, int], ...]:
        """Every pair of clearings a river joins: the printed rivers, and on the Lake every pair of
        coastal clearings (the lake is a river, Law of Root; maps.json lake_as_river_pairs)."""
        lake = tuple((a, b) for i, a in enumerate(self.coast) for b in self.coast[i + 1:])
        return tuple(dict.fromkeys((*self.rivers, *lake)))

    def at_table(self, suits: tuple[Suit, ...], slots: tuple[tuple[int, int], ...],
                 rivers: tuple[tuple[int, int], ...] | None, coast: tuple[int, ...] | None) -> Board:
        """This map as laid at the table: its suit markers and the table's corrections of
        inferred cells (printed slot totals, rivers, coast). Cached per distinct layout."""
        return _at_table(self.id, suits, slots, rivers, coast)

    def clearing(self, cid: int) -> ClearingInfo:
        return self.clearings[cid - 1]

    def forest(self, fid: str) -> ForestInfo:
        for forest in self.forests:
            if forest.id == fid:
                return forest
        raise KeyError(fid)

    def adjacent(self, cid: int) -> tuple[int, ...]:
        """Neighbours by path, sorted by priority (ties between them are broken by 2.1)."""
        return tuple(sorted(self.graph.neighbors(cid)))

    def forests_bordering(self, cid: int) -> tuple[str, ...]:
        """Forests a clearing touches (where the Vagabot can slip to from it, 7.4.3)."""
        return tuple(f.id for f in self.forests if cid in f.bordering)

    def adjacent_forests(self, fid: str) -> tuple[str, ...]:
        """Forests across one path from a forest (where the Vagabot can slip to from it, 7.4.3)."""
        return self.forest(fid).adjacent

    def corners(self) -> tuple[int, ...]:
        return tuple(c.id for c in self.clearings if c.corner)

    def clearing_ids(self) -> tuple[int, ...]:
        return tuple(c.id for c in self.clearings)

    def forest_ids(self) -> tuple[str, ...]:
        return tuple(f.id for f in self.forests)

    def place_exists(self, place: int | str) -> bool:
        if isinstance(place, int):
            return 1 <= place <= len(self.clearings)
        return any(f.id == place for f in self.forests)


def _load(path: Path) -> Board:
    raw = json.loads(path.read_text(encoding="utf-8"))
    clearings = tuple(
        ClearingInfo(
            id=c["id"], priority=c["priority"], suit=Suit(c["suit"]) if c.get("suit") else None,
            slots=c["building_slots_total"], ruins_at_setup=c["ruins"], corner=c["corner"],
            opposite_corner=c.get("opposite_corner"), xy=(c["xy"][0], c["xy"][1]),
            inferred=tuple(c.get("inferred", ())),
            board_xy=(c.get("board_xy", c["xy"])[0], c.get("board_xy", c["xy"])[1]),
            suggested_suit=Suit(c["suggested_suit"]) if c.get("suggested_suit") else None,
        )
        for c in sorted(raw["clearings"], key=lambda c: c["id"])
    )
    if [c.id for c in clearings] != list(range(1, len(clearings) + 1)):
        raise ValueError(f"{path}: clearing ids must be 1..n")
    graph = nx.Graph()
    graph.add_nodes_from(c.id for c in clearings)
    graph.add_edges_from((a, b) for a, b in raw["paths"])
    # Forest adjacency is optional in a map file; each entry joins two forests across one path.
    links: dict[str, set[str]] = {f["id"]: set() for f in raw["forests"]}
    for entry in raw.get("forest_adjacency", ()):
        a, b = entry["forests"]
        if a not in links or b not in links:
            raise ValueError(f"{path}: forest_adjacency names an unknown forest: {a}, {b}")
        links[a].add(b)
        links[b].add(a)
    forests = tuple(
        ForestInfo(f["id"], tuple(f["bordering_clearings"]), (f["xy"][0], f["xy"][1]), tuple(sorted(links[f["id"]])))
        for f in raw["forests"]
    )
    lake = raw.get("lake", {})
    closed = tuple(_pair(a, b) for a, b in raw.get("closed_paths_at_setup", ()))
    if any(not graph.has_edge(a, b) for a, b in closed):
        raise ValueError(f"{path}: a closed path is not one of the map's paths")
    return Board(
        id=raw["id"], name=raw["name"], clearings=clearings, forests=forests,
        rivers=tuple(_pair(a, b) for a, b in raw["rivers"]), graph=nx.freeze(graph),
        source={k: str(v) for k, v in raw.get("source", {}).items()},
        coast=tuple(sorted(lake.get("coastal_clearings", ()))), ferry_start=lake.get("ferry_start"),
        closed_paths_at_setup=closed, pass_clearing=raw.get("pass_clearing"),
    )


def _pair(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


@lru_cache(maxsize=64)
def _at_table(map_id: str, suits: tuple[Suit, ...], slots: tuple[tuple[int, int], ...],
              rivers: tuple[tuple[int, int], ...] | None, coast: tuple[int, ...] | None) -> Board:
    board = load_board(map_id)
    if not suits and not slots and rivers is None and coast is None:
        return board
    fixed_slots = dict(slots)
    clearings = tuple(
        replace(c, suit=suits[c.id - 1] if suits else c.suit, slots=fixed_slots.get(c.id, c.slots))
        for c in board.clearings
    )
    return replace(board, clearings=clearings,
                   rivers=board.rivers if rivers is None else tuple(_pair(a, b) for a, b in rivers),
                   coast=board.coast if coast is None else tuple(sorted(coast)))


@cache
def load_board(map_id: str) -> Board:
    """Load maps/root/<map_id>.json once per process."""
    return _load(maps_dir() / "root" / f"{map_id}.json")


MAPS: tuple[str, ...] = ("autumn", "winter", "lake", "mountain")

"""The static Root map: clearings, paths, rivers, forests, loaded once into a frozen networkx graph.

Clearing ids are the Law of Rootbotics priority numbers (1 = highest priority, 3.1), so sorting
clearings by id is sorting them by priority.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import networkx as nx

from ...paths import maps_dir
from .factions import Suit


@dataclass(frozen=True)
class ClearingInfo:
    id: int
    priority: int
    suit: Suit
    slots: int
    """Building slots printed in the clearing, including one a ruin covers at setup."""
    ruins_at_setup: bool
    corner: bool
    opposite_corner: int | None
    xy: tuple[float, float]
    inferred: tuple[str, ...]


@dataclass(frozen=True)
class ForestInfo:
    id: str
    bordering: tuple[int, ...]
    xy: tuple[float, float]
    adjacent: tuple[str, ...] = ()
    """Forests across one path from this one (the map's forest_adjacency), sorted by id."""


@dataclass(frozen=True)
class Board:
    id: str
    name: str
    clearings: tuple[ClearingInfo, ...]
    forests: tuple[ForestInfo, ...]
    rivers: tuple[tuple[int, int], ...]
    graph: nx.Graph
    """Clearings joined by paths; frozen, so nothing can change the map mid-game."""
    source: dict[str, str]

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
            id=c["id"], priority=c["priority"], suit=Suit(c["suit"]), slots=c["building_slots_total"],
            ruins_at_setup=c["ruins"], corner=c["corner"], opposite_corner=c.get("opposite_corner"),
            xy=(c["xy"][0], c["xy"][1]), inferred=tuple(c.get("inferred", ())),
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
    return Board(
        id=raw["id"], name=raw["name"], clearings=clearings, forests=forests,
        rivers=tuple((a, b) for a, b in raw["rivers"]), graph=nx.freeze(graph),
        source={k: str(v) for k, v in raw.get("source", {}).items()},
    )


@cache
def load_board(map_id: str) -> Board:
    """Load maps/root/<map_id>.json once per process."""
    return _load(maps_dir() / "root" / f"{map_id}.json")


MAPS: tuple[str, ...] = ("autumn",)

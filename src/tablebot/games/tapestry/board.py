"""The small Tapestry map (34 hexes) the solo game is played on (PŘÍPRAVA HRY: set up as for 3 players).

Hexes are axial (a, b) coordinates of flat-topped hexes (maps/tapestry/small.json): the neighbours of
(a, b) are (a, b±1), (a±1, b), (a+1, b+1) and (a-1, b-1). The printed territories, the start labels
(1/6, 2/4, 3/5) and the middle island come from the map file; the other hexes are the empty spaces a
territory tile is explored onto.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache, cached_property

from ...paths import maps_dir

Axial = tuple[int, int]

NEIGHBOUR_STEPS: tuple[Axial, ...] = ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1))
DIRECTIONS: dict[str, Axial] = {"N": (-1, -1), "S": (1, 1), "NE": (-1, 0), "SW": (1, 0), "SE": (0, 1), "NW": (0, -1)}

HUMAN_START_LABEL = "2/4"
"""PŘÍPRAVA HRY: you always start on the territory labelled 2/4, whatever your capital mat says."""
AUTOMA_START_LABEL = "3/5"
"""PŘÍPRAVA HRY: two of the Automa's outposts go on the territory labelled 3/5."""


@dataclass(frozen=True)
class HexInfo:
    axial: Axial
    printed_territory: bool
    """A territory printed on the board (False: an empty space where a tile is explored)."""
    start_label: str | None
    middle_island: bool
    edge_terrains: tuple[str, ...]
    """The printed territory's six edge terrains, clockwise from the top-left vertex (drawing only)."""
    inner_terrains: tuple[str, ...]


@dataclass(frozen=True)
class TapestryMap:
    id: str
    name: str
    hexes: tuple[HexInfo, ...]
    source: str

    @cached_property  # asked for on every map step; the map never changes
    def axials(self) -> tuple[Axial, ...]:
        return tuple(h.axial for h in self.hexes)

    def info(self, axial: Axial) -> HexInfo:
        return self._by_axial[tuple(axial)]  # type: ignore[index]

    def has(self, axial: Axial) -> bool:
        return tuple(axial) in self._by_axial

    def neighbours(self, axial: Axial) -> tuple[Axial, ...]:
        return self._neighbours[tuple(axial)]  # type: ignore[index]

    def start(self, label: str) -> Axial:
        return next(h.axial for h in self.hexes if h.start_label == label)

    @cached_property
    def middle_island(self) -> Axial:
        return next(h.axial for h in self.hexes if h.middle_island)

    # Kept on the instance, not in a cache keyed by the map: hashing a frozen map hashes its 34 hexes
    # and their terrains, which made every neighbour lookup of the bots' distance searches cost ~20 us.
    @cached_property
    def _by_axial(self) -> dict[Axial, HexInfo]:
        return {h.axial: h for h in self.hexes}

    @cached_property
    def _neighbours(self) -> dict[Axial, tuple[Axial, ...]]:
        return {(a, b): tuple((a + da, b + db) for da, db in NEIGHBOUR_STEPS if (a + da, b + db) in self._by_axial)
                for a, b in self._by_axial}


@cache
def small_map() -> TapestryMap:
    raw = json.loads((maps_dir() / "tapestry" / "small.json").read_text(encoding="utf-8"))
    hexes = tuple(
        HexInfo(axial=(h["axial"][0], h["axial"][1]), printed_territory=h["printed_territory"],
                start_label=h.get("start_label"), middle_island=bool(h.get("middle_island")),
                edge_terrains=tuple(h.get("edge_terrains", ())), inner_terrains=tuple(h.get("inner_terrains", ())))
        for h in raw["hexes"])
    return TapestryMap(id=raw["id"], name=raw["name"], hexes=hexes, source=raw["source"])

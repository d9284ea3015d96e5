"""The Age of Innovation board as the table has it: a hex map of terrain and river hexes.

No authoritative transcription of the printed board exists, and the board is double-sided, so a map
is a file the player can correct hex by hex (gui map editor) and save under their data folder: the
app ships two unverified candidates (maps/age_of_innovation/candidate_{a,b}.json, written by
resources/age_of_innovation/from_shared_data.py) and never hides that they are unverified.

Hexes are offset coordinates (row, col), pointy-top, odd rows shifted right by half a hex. "Reading
order" (ROZSTRZYGANIE REMISÓW, Wybór kierunkowy: "najwyżej, najbardziej z lewej") is (row, col). A hex
is named like the board's grid: the row's letter A-I and the column's number from 1 ("C7").

A map file (format "tablebot-aoi-map/1") holds: id, name, source, confidence, verified, hexes
[{row, col, terrain}], bridges [[[r, c], [r, c]]] (the bridge spaces across a river), workshop_letters
{terrain: {letter: [r, c]}} (the Initial Workshop Setup card, side matching the board), unknown [what
the file does not know]. A bad file is refused in words (MapFileError), naming what is wrong.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import Any, Literal, get_args

from ...core.steps import EngineError
from ...paths import maps_dir

Hex = tuple[int, int]
"""(row, col): pointy-top, odd rows shifted right."""

Terrain = Literal["plains", "swamp", "lake", "forest", "mountain", "wasteland", "desert"]
TERRAINS: tuple[Terrain, ...] = get_args(Terrain)
Cell = Literal["plains", "swamp", "lake", "forest", "mountain", "wasteland", "desert", "river"]
CELLS: tuple[Cell, ...] = get_args(Cell)
MAP_FORMAT = "tablebot-aoi-map/1"
WORKSHOP_LETTERS = ("A", "B", "C", "D", "E", "F")
"""The Initial Workshop Setup card's letters (decision cards *1-*5 A/B, *6-10 C/D, 11-14 E/F)."""
ROW_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
MAX_ROWS = 26
MAX_COLS = 40


class MapFileError(EngineError):
    """A map file the app cannot use; the code and params say what is wrong, in words (gui words)."""


def neighbours_of(h: Hex) -> tuple[Hex, ...]:
    """The six hexes around h in the odd-rows-shifted-right layout (whether or not they are on a map)."""
    r, c = h
    if r % 2:
        return ((r - 1, c), (r - 1, c + 1), (r, c - 1), (r, c + 1), (r + 1, c), (r + 1, c + 1))
    return ((r - 1, c - 1), (r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c - 1), (r + 1, c))


def hex_label(h: Hex) -> str:
    """The hex's name as the app shows it: the row's letter and the column's number from 1 ("C7")."""
    return f"{ROW_LETTERS[h[0]]}{h[1] + 1}"


@dataclass(frozen=True)
class BoardMap:
    """One board side: every hex's printed terrain (or river), the bridge spaces and the workshop letters."""

    id: str
    name: str
    cells: tuple[tuple[Hex, Cell], ...]
    """Every hex in reading order with its printed terrain or "river"."""
    bridges: tuple[tuple[Hex, Hex], ...] = ()
    workshop_letters: tuple[tuple[Terrain, str, Hex], ...] = ()
    """(terrain, letter, hex) from the Initial Workshop Setup card, as far as the player placed them."""
    source: str = ""
    confidence: str = ""
    verified: bool = False
    unknown: tuple[str, ...] = ()

    @cached_property
    def terrain(self) -> dict[Hex, Cell]:
        return dict(self.cells)

    @cached_property
    def hexes(self) -> tuple[Hex, ...]:
        return tuple(h for h, _ in self.cells)

    @cached_property
    def land(self) -> tuple[Hex, ...]:
        return tuple(h for h, t in self.cells if t != "river")

    @cached_property
    def adjacency(self) -> dict[Hex, tuple[Hex, ...]]:
        on = self.terrain
        return {h: tuple(n for n in neighbours_of(h) if n in on) for h in on}

    def letter_hex(self, terrain: Terrain, letter: str) -> Hex | None:
        for t, ltr, h in self.workshop_letters:
            if t == terrain and ltr == letter:
                return h
        return None

    def to_json(self) -> dict[str, Any]:
        letters: dict[str, dict[str, list[int]]] = {}
        for t, ltr, h in self.workshop_letters:
            letters.setdefault(t, {})[ltr] = list(h)
        return {
            "format": MAP_FORMAT, "id": self.id, "name": self.name, "source": self.source,
            "confidence": self.confidence, "verified": self.verified,
            "hexes": [{"row": h[0], "col": h[1], "terrain": t} for h, t in self.cells],
            "bridges": [[list(a), list(b)] for a, b in self.bridges],
            "workshop_letters": letters, "unknown": list(self.unknown),
        }


def _hex_of(value: Any, where: str) -> Hex:
    if (not isinstance(value, list | tuple) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise MapFileError("map.bad_hex", where=where, value=json.dumps(value)[:40])
    return int(value[0]), int(value[1])


def parse_map(data: Any, origin: str = "") -> BoardMap:
    """A BoardMap from a map file's JSON, or MapFileError naming the first thing wrong."""
    if not isinstance(data, dict):
        raise MapFileError("map.not_object", origin=origin)
    if data.get("format") != MAP_FORMAT:
        raise MapFileError("map.foreign", origin=origin, found=str(data.get("format"))[:40])
    map_id, name = data.get("id"), data.get("name")
    if not isinstance(map_id, str) or not map_id.strip() or not isinstance(name, str):
        raise MapFileError("map.no_id", origin=origin)
    raw = data.get("hexes")
    if not isinstance(raw, list) or not raw:
        raise MapFileError("map.no_hexes", origin=origin)
    cells: dict[Hex, Cell] = {}
    for i, entry in enumerate(raw):
        if not isinstance(entry, dict):
            raise MapFileError("map.bad_hex", where=f"hexes[{i}]", value=json.dumps(entry)[:40])
        h = _hex_of([entry.get("row"), entry.get("col")], f"hexes[{i}]")
        if not (0 <= h[0] < MAX_ROWS and 0 <= h[1] < MAX_COLS):
            raise MapFileError("map.off_grid", hex=f"{h[0]},{h[1]}")
        terrain = entry.get("terrain")
        if terrain not in CELLS:
            raise MapFileError("map.bad_terrain", hex=hex_label(h), terrain=str(terrain)[:20])
        if h in cells:
            raise MapFileError("map.duplicate_hex", hex=hex_label(h))
        cells[h] = terrain
    bridges: list[tuple[Hex, Hex]] = []
    for i, pair in enumerate(data.get("bridges") or []):
        if not isinstance(pair, list) or len(pair) != 2:
            raise MapFileError("map.bad_bridge", where=f"bridges[{i}]")
        a, b = _hex_of(pair[0], f"bridges[{i}]"), _hex_of(pair[1], f"bridges[{i}]")
        for end in (a, b):
            if cells.get(end, "river") == "river":
                raise MapFileError("map.bridge_not_land", where=f"bridges[{i}]", hex=hex_label(end))
        bridges.append((a, b))
    letters: list[tuple[Terrain, str, Hex]] = []
    raw_letters = data.get("workshop_letters") or {}
    if not isinstance(raw_letters, dict):
        raise MapFileError("map.bad_letters", where="workshop_letters")
    for terrain, by_letter in raw_letters.items():
        if terrain not in TERRAINS or not isinstance(by_letter, dict):
            raise MapFileError("map.bad_letters", where=f"workshop_letters.{str(terrain)[:20]}")
        for letter, value in by_letter.items():
            if letter not in WORKSHOP_LETTERS:
                raise MapFileError("map.bad_letters", where=f"workshop_letters.{terrain}.{str(letter)[:5]}")
            h = _hex_of(value, f"workshop_letters.{terrain}.{letter}")
            if cells.get(h) != terrain:
                raise MapFileError("map.letter_wrong_terrain", letter=letter, terrain=terrain, hex=hex_label(h))
            letters.append((terrain, letter, h))
    unknown = data.get("unknown") or []
    return BoardMap(
        id=map_id.strip(), name=name, cells=tuple(sorted(cells.items())), bridges=tuple(bridges),
        workshop_letters=tuple(sorted(letters)), source=str(data.get("source", "")),
        confidence=str(data.get("confidence", "")), verified=bool(data.get("verified", False)),
        unknown=tuple(str(u) for u in unknown) if isinstance(unknown, list) else ())


def load_map_file(path: Path) -> BoardMap:
    """Read and check a map file; MapFileError (in words) when it cannot be read or is not a map."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise MapFileError("map.unreadable", origin=path.name, error=exc.strerror or str(exc)) from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise MapFileError("map.not_json", origin=path.name, line=exc.lineno) from exc
    return parse_map(data, path.name)


BUILTIN_MAPS = ("candidate_a", "candidate_b")


@cache
def builtin_map(map_id: str) -> BoardMap:
    if map_id not in BUILTIN_MAPS:
        raise MapFileError("map.unknown", map=map_id)
    return load_map_file(maps_dir() / "age_of_innovation" / f"{map_id}.json")


def with_changes(base: BoardMap, terrain: Iterable[tuple[Hex, Cell]] = (),
                 letters: tuple[tuple[Terrain, str, Hex], ...] | None = None) -> BoardMap:
    """The map with some hexes' printed terrain corrected (the editor's strokes) and, optionally, new letters."""
    cells = dict(base.cells)
    for h, t in terrain:
        if h not in cells:
            raise MapFileError("map.off_map", hex=hex_label(h))
        cells[h] = t
    return BoardMap(id=base.id, name=base.name, cells=tuple(sorted(cells.items())), bridges=base.bridges,
                    workshop_letters=base.workshop_letters if letters is None else letters,
                    source=base.source, confidence=base.confidence, verified=base.verified, unknown=base.unknown)

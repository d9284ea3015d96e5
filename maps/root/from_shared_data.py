"""Write maps/root/{winter,lake,mountain}.json from the research file shared/data/root/maps.json.

Run once when that file changes: `python maps/root/from_shared_data.py ../shared/data/root/maps.json`.
It copies what the engine and the board need into the project's map format and keeps each value's
source and confidence beside it (the research file's `inferred` lists, notes and sources). Autumn was
written before this script and is kept as it is: its suits are printed, and its file is the one every
golden test was worked on.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
NAMES = {"winter": "Winter", "lake": "Lake", "mountain": "Mountain"}


def _clearing(c: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": c["id"],
        "priority": c["priority"],
        "suit": c.get("suit"),  # null: the table places a suit marker at setup
        "building_slots_total": c["building_slots_total"],
        "ruins": c["ruins"],
        "corner": c["corner"],
        "opposite_corner": c.get("opposite_corner"),
        "xy": c["xy"],
        "board_xy": c["board_xy"],
    }
    if c.get("default_suit"):
        out["suggested_suit"] = c["default_suit"]
    if "coastal" in c:
        out["coastal"] = c["coastal"]
    out["inferred"] = c.get("inferred", [])
    return out


RIVER_DIVIDES_FORESTS = ("winter",)
"""Law of Root C.1.1 (Winter): "The river divides forests (as printed paths do)"."""


def _variant_forest_adjacency(raw: dict[str, Any], map_id: str) -> list[dict[str, Any]]:
    """Forest adjacency the variant maps add to the paths' (the research file leaves it out):
    Winter (C.1.1), the two forests a river segment with no path divides, adjacent across it as
    across a path (ruling winter-river-divides-forests); the Lake (C.2.4), each coastal forest and
    its two neighbouring coastal forests, across the coastal clearing they share."""
    out: list[dict[str, Any]] = []
    if map_id in RIVER_DIVIDES_FORESTS:
        paths = {tuple(sorted(p)) for p in raw["paths"]}
        for a, b in raw["rivers"]:
            sides = [f["id"] for f in raw["forests"] if {a, b} <= set(f["bordering_clearings"])]
            if tuple(sorted((a, b))) not in paths and len(sides) == 2:
                out.append({"forests": sides, "across_river": [a, b]})
    if "lake" in raw:
        bordering = {f["id"]: set(f["bordering_clearings"]) for f in raw["forests"]}
        coast = set(raw["lake"]["coastal_clearings"])
        for f, g in raw["lake"]["coastal_forest_adjacency"]:
            shared = sorted(bordering[f] & bordering[g] & coast)
            out.append({"forests": [f, g], "across_coastal_clearing": shared[0]})
    return out


def convert(shared: dict[str, Any], map_id: str) -> dict[str, Any]:
    raw = shared["maps"][map_id]
    sources = shared["sources"]
    source = {
        "from": f"shared/data/root/maps.json (maps.{map_id}), written by maps/root/from_shared_data.py",
        "priorities_and_paths": sources["priority_numbers_and_paths"],
        "slots_and_ruins": sources["adjacency_slots_ruins"],
        "positions": "xy: " + sources["chart_xy"] + "; board_xy: " + sources["board_xy"],
        "forests": sources["forests"],
        "rivers": raw.get("rivers_source", sources["rivers"]),
        "map_rules": sources["variant_map_rules"] + "; bots: " + sources["bot_map_rules"],
        "confidence": (
            "Priorities and paths from the Law of Rootbotics charts (two sources agree); slot totals "
            "from one source, spot-checked against low-resolution board art; rivers and the coast read "
            "from map art. Every inferred value is marked and correctable at the table."
        ),
        "forest_adjacency": (f"shared/data/root/maps.json maps.{map_id}.forest_adjacency_derived; across the "
                             "Winter river (Law of Root C.1.1) and along the Lake's coast (lake.coastal_forest_"
                             "adjacency, Law of Root C.2.4) added by maps/root/from_shared_data.py"),
    }
    clearings = [_clearing(c) for c in raw["clearings"]]
    if any("suggested_suit" in c for c in clearings):
        source["suggested_suits"] = raw["clearings"][0].get("default_suit_note", "")
    out: dict[str, Any] = {
        "format": "tablebot-root-map",
        "version": 1,
        "id": map_id,
        "name": NAMES[map_id],
        "source": source,
        "clearings": clearings,
        "paths": raw["paths"],
        "rivers": raw["rivers"],
        "forests": [{"id": f["id"], "bordering_clearings": f["bordering_clearings"], "xy": f["xy"]}
                    for f in raw["forests"]],
        "forest_adjacency": [{"forests": e["forests"], "across_path": e["across_path"]}
                             for e in raw["forest_adjacency_derived"]] + _variant_forest_adjacency(raw, map_id),
        "notes": raw.get("notes", []),
    }
    if "lake" in raw:
        lake = raw["lake"]
        out["lake"] = {"coastal_clearings": lake["coastal_clearings"], "ferry_start": lake["ferry_start"],
                       "coastal_forests": lake["coastal_forests"]}
    if "closed_paths_at_setup" in raw:
        out["closed_paths_at_setup"] = raw["closed_paths_at_setup"]
    if "pass_clearing" in raw:
        out["pass_clearing"] = raw["pass_clearing"]
    return out


def main(argv: list[str]) -> int:
    shared = json.loads(Path(argv[1]).read_text(encoding="utf-8"))
    for map_id in NAMES:
        text = json.dumps(convert(shared, map_id), indent=1, ensure_ascii=False) + "\n"
        (HERE / f"{map_id}.json").write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))

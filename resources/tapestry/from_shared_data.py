"""Write resources/tapestry/automa.json and maps/tapestry/small.json from shared/data/tapestry/tapestry.json.

Run when that research file changes:
`python resources/tapestry/from_shared_data.py ../shared/data/tapestry/tapestry.json`.
The Czech Automa rulebook (shared/seeds/002) is the specification; its pictures (card faces, the hex
diagrams, the income mat) are missing from the text, so the facts come from the research file. Every
value keeps its source, and the cards the sources disagree on keep both readings and the flag
`verification_needed`, which the app shows on the card (the table can correct it).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
BASE_CIVS = ("Conquerors", "Engineers", "Scientists", "Explorers")


def automa(d: dict[str, Any]) -> dict[str, Any]:
    cards = []
    for c in d["decision_cards"]:
        card = {k: c[k] for k in ("id", "deck", "decision_half", "tiebreaker_half", "source")}
        card["tiebreaker_half"] = {k: v for k, v in c["tiebreaker_half"].items() if k != "bga_mt_field"}
        if c.get("conflicts"):
            card["conflicts"] = c["conflicts"]
        card["verification_needed"] = bool(c.get("verification_needed"))
        cards.append(card)
    patterns = {}
    for key, p in d["hex_tiebreaker_patterns"].items():
        patterns[key] = {
            "black_arrow_edge": p["black_arrow_edge"], "arrow_direction": p["arrow_direction"],
            "direction_axial": p["direction_axial"], "black_arrow_first_hex": p["black_arrow_first_hex_axial"],
            "grey_arrow_first_hex": p["grey_arrow_first_hex_axial"], "scan_order": p["scan_order_axial"],
            "source": p["source"],
        }
    tracks = {}
    for name, t in d["advancement_tracks"].items():
        tracks[name] = [{k: s[k] for k in ("space", "name", "human_benefit_text", "landmark", "automa_benefit")
                         if k in s} for s in t["spaces"]]
    civs = [c for c in d["automa_civilizations"] if c["name"] in BASE_CIVS]
    return {
        "what": "Tapestry Automa and Shadow Empire: the facts the Czech rulebook's text lacks (card faces, "
                "hex diagrams, tracks, income mat, levels, civilizations).",
        "written_by": "resources/tapestry/from_shared_data.py from shared/data/tapestry/tapestry.json",
        "sources": d["sources"],
        "decision_cards": cards,
        "decision_card_field_legend": d["decision_card_field_legend"],
        "deck": d["deck"],
        "hex_tiebreaker_rule": d["hex_tiebreaker_rule"],
        "hex_patterns": patterns,
        "conquer_and_explore": d["conquer_and_explore"],
        "difficulty_levels": d["difficulty_levels"],
        "difficulty_notes": d["difficulty_notes"],
        "income_mat": d["income_mat"],
        "civilizations": civs,
        "civilization_notes": d["automa_civilization_notes"],
        "tracks": tracks,
        "tracks_meta": d["advancement_tracks_meta"],
        "science_die": d["science_die"],
        "not_found": d["not_found"],
    }


def small_map(d: dict[str, Any]) -> dict[str, Any]:
    m = d["map"]["small"]
    hexes = []
    for h in m["hexes"]:
        out: dict[str, Any] = {"axial": h["axial"], "printed_territory": bool(h.get("printed_territory"))}
        if h.get("start_label"):
            out["start_label"] = h["start_label"]
        if h.get("middle_island"):
            out["middle_island"] = True
        if "bga_edge_terrains_clockwise_from_top_left_vertex" in h:
            out["edge_terrains"] = h["bga_edge_terrains_clockwise_from_top_left_vertex"]
        if "bga_inner_terrains" in h:
            out["inner_terrains"] = h["bga_inner_terrains"]
        hexes.append(out)
    return {
        "id": "small", "name": "Small map (1-3 players)",
        "used_for": m["used_for"],
        "coordinate_system": m["coordinate_system"],
        "hexes": hexes,
        "solo_start": m["solo_start"],
        "source": m["source"],
        "terrain_source": "edge terrains of the printed territories as in S_BGA's tile art (orientation 0 "
                          "unless noted); for drawing only, no rule reads them",
    }


def main(path: str) -> None:
    d = json.loads(Path(path).read_text(encoding="utf-8"))
    (ROOT / "resources/tapestry/automa.json").write_text(
        json.dumps(automa(d), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    (ROOT / "maps/tapestry/small.json").write_text(
        json.dumps(small_map(d), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else str(ROOT.parent / "shared/data/tapestry/tapestry.json"))

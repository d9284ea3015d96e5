"""Write resources/age_of_innovation/automa.json and maps/age_of_innovation/candidate_{a,b}.json from
shared/data/age_of_innovation/age_of_innovation.json.

Run when that research file changes:
`python resources/age_of_innovation/from_shared_data.py ../shared/data/age_of_innovation/age_of_innovation.json`.
The Polish Automa rulebook (shared/seeds/003) is the specification; its pictures (card faces, the
terrain-priority cards, the difficulty cards, the board) are missing from the text, so the facts come
from the research file, each with its source. The board has no authoritative transcription: both
candidates are written as maps the player corrects hex by hex in the map editor, marked unverified.
The Initial Workshop Setup card's letters were not found: the maps carry none, and the player places
them in the editor.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
MAP_FORMAT = "tablebot-aoi-map/1"

BASE_GAME = {
    "what": "Facts of the Age of Innovation base game the Automa book assumes ('Grając przeciwko Automie "
            "przestrzegasz tych samych zasad, co podczas rozgrywki ze zwykłym graczem'); not in the seed.",
    "buildings": {
        "workshop": {"count": 9, "power": 1, "upgrades_to": ["guild"]},
        "guild": {"count": 4, "power": 2, "upgrades_to": ["palace", "school"]},
        "school": {"count": 3, "power": 2, "upgrades_to": ["university"]},
        "palace": {"count": 1, "power": 3, "upgrades_to": []},
        "university": {"count": 1, "power": 3, "upgrades_to": []},
    },
    "buildings_source": "power values and upgrade paths: S_DHELLER BuildingTypes.cs (Workshop 1 -> Guild 2 -> "
                        "Palace 3 or School 2 -> University 3); counts per faction: base game component list "
                        "(confidence: medium, verify on your faction board; correctable in the app)",
    "scholars": 7,
    "scholars_source": "BGA game help for Age of Innovation: 'you have a maximum of 7 Scholars'",
    "science_levels": 12,
    "science_key_level": 8,
    "science_source": "seed 003 WYSŁANIE UCZONEGO: Poziom 12 is the top, a Key is needed for Poziom 8",
    "scholar_spaces": [3, 2, 2, 2],
    "scholar_spaces_source": "the base game's scholar spaces under each discipline (values, highest first), as "
                             "in Terra Mystica's cult board; confidence: medium (correctable on the science board)",
    "rounds": 6,
    "terrains": ["plains", "swamp", "lake", "forest", "mountain", "wasteland", "desert"],
    "terrain_colours": {"plains": "brown", "swamp": "black", "lake": "blue", "forest": "green",
                        "mountain": "grey", "wasteland": "red", "desert": "yellow"},
    "terrain_colours_source": "seed 003 PRZYKŁAD: 'Pustkowie (Czerwony)'; the others as in Terra Mystica "
                              "(the seed: 'Automa gra jako niebieski' with lakes first)",
    "terraform_cycle": ["plains", "swamp", "lake", "forest", "mountain", "wasteland", "desert"],
    "terraform_cycle_source": "the terrain wheel of the base game (spades = steps around this cycle, "
                              "shortest way); as in Terra Mystica; confidence: medium",
}


def automa(d: dict[str, Any]) -> dict[str, Any]:
    return {
        "what": "Age of Innovation Automa: the facts the Polish rulebook's text lacks (card faces, factions, "
                "terrain-priority cards, difficulty levels, round scoring tiles).",
        "written_by": "resources/age_of_innovation/from_shared_data.py from "
                      "shared/data/age_of_innovation/age_of_innovation.json",
        "sources": d["sources"],
        "lineage_note": d["lineage_note"],
        "decision_cards": d["decision_cards"],
        "legend": d["legend"],
        "deck": d["deck"],
        "automa_factions": d["automa_factions"],
        "terrain_priority_cards": d["terrain_priority_cards"],
        "difficulty_levels": d["difficulty_levels"],
        "round_score_tiles": d["round_score_tiles"],
        "initial_workshop_setup": d["initial_workshop_setup"],
        "science_disciplines": d["science_disciplines"],
        "human_factions_for_reference": d["human_factions_for_reference"],
        "not_found": d["not_found"],
        "base_game": BASE_GAME,
    }


def _offset_of_axial(q: int, r: int) -> tuple[int, int]:
    """Pointy-top axial (q, r) to the odd-rows-shifted-right offset (row, col) both maps use."""
    return r, q + (r - (r & 1)) // 2


def candidate_a(d: dict[str, Any]) -> dict[str, Any]:
    a = d["maps"]["candidate_A"]
    cells = [(*_offset_of_axial(h["q"], h["r"]), h["terrain"]) for h in a["hexes_list"]]
    shift = -min(c for _, c, _ in cells)
    hexes = [{"row": r, "col": c + shift, "terrain": t} for r, c, t in sorted(cells)]
    return {
        "format": MAP_FORMAT, "id": "candidate_a", "name": "Candidate A (87 hexes, unverified)",
        "source": f"{a['source']} via shared/data/age_of_innovation ({d['sources']['S_DHELLER']['where']})",
        "confidence": "unverified: " + d["maps"]["status"],
        "verified": False,
        "hexes": hexes, "bridges": [], "workshop_letters": {},
        "unknown": ["which board side this is", "bridge spaces",
                    "the Initial Workshop Setup card's letters (place them in the map editor)"],
    }


def candidate_b(d: dict[str, Any]) -> dict[str, Any]:
    b = d["maps"]["candidate_B"]
    hexes = [{"row": i, "col": j, "terrain": t} for i, row in enumerate(b["terrain_grid"]) for j, t in enumerate(row)]
    bridges = [[list(p), list(q)] for p, q in b["bridge_slots"]]
    return {
        "format": MAP_FORMAT, "id": "candidate_b", "name": "Candidate B (9 x 13, unverified)",
        "source": f"{b['source']} via shared/data/age_of_innovation ({d['sources']['S_RANCE']['where']})",
        "confidence": "unverified: " + d["maps"]["status"] + " Bridge spaces: " + b["bridge_note"],
        "verified": False,
        "hexes": hexes, "bridges": bridges, "workshop_letters": {},
        "unknown": ["which board side this is",
                    "the Initial Workshop Setup card's letters (place them in the map editor)"],
    }


def main(path: str) -> None:
    d = json.loads(Path(path).read_text(encoding="utf-8"))
    out = ROOT / "resources" / "age_of_innovation" / "automa.json"
    out.write_text(json.dumps(automa(d), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    for m in (candidate_a(d), candidate_b(d)):
        target = ROOT / "maps" / "age_of_innovation" / f"{m['id']}.json"
        target.write_text(json.dumps(m, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else str(ROOT.parent / "shared/data/age_of_innovation/age_of_innovation.json"))

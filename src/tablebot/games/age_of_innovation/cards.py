"""The Automa's printed components as data: the 14 decision cards, the faction cards, the terrain-priority
(ATP) cards, the difficulty levels and the round scoring tiles (resources/age_of_innovation/automa.json).

The rulebook's text has no pictures of them; the facts come from one public source each (S_BRDGM, see
the resource file), so a card is single-source and the table can correct any field of it (edits.CorrectCard).
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any, Literal, get_args

from pydantic import Field

from ...core.model import Frozen
from ...paths import resources_dir
from .board import Terrain

Action = Literal["upgrade", "gain_victory_points", "block_power_book_action", "send_scholar",
                 "transform_and_build", "faction_action", "take_innovation", "advance_science_discipline"]
"""The action column's icons (AKCJE AUTOMY)."""
Structure = Literal["marked", "marked_reaching", "unmarked", "unmarked_reaching"]
"""The support column's structure icon: the marked or unmarked buildings, with or without Zbliżanie."""
Arrow = Literal["right_down", "left_up"]
"""Wybór kierunkowy: left to right from the top-left option, or right to left from the bottom-right one."""
ScienceSelection = Literal["scoring_tile", "catch_up"]
RoundBonusSlot = Literal["left", "middle", "right"]
Discipline = Literal["banking", "law", "engineering", "medicine"]
DISCIPLINES: tuple[Discipline, ...] = get_args(Discipline)
Row = Literal["A", "B"]


class DirectionalSelection(Frozen):
    arrow: Arrow
    number: int = Field(ge=1, le=9)


class SupportColumn(Frozen):
    """The left column of the card when it is the support card (the right one of the pair)."""

    structure: Structure
    terrain_row: Row
    selection: DirectionalSelection
    science: ScienceSelection
    round_bonus: RoundBonusSlot
    marked_letter: str
    unmarked_letter: str
    """The Initial Workshop Setup letters (Umieszczanie pierwszych Warsztatów 3)."""


class DecisionCard(Frozen):
    id: str
    """As printed: "*1".."*6" for the starters, "7".."14" for the advanced cards."""
    starter: bool
    actions: tuple[Action, ...]
    """The action column, top to bottom (used when the card is the action card, on the left)."""
    vp_fixed: int | None = None
    """The VP icon's number, or None when it shows X (the difficulty card's value for the round)."""
    pass_section: bool
    """The pass icon in the top-right corner (TURA AUTOMY 3a: passes when drawn as one of the two sideways cards)."""
    support: SupportColumn
    source: str = ""


def automa_data() -> dict[str, Any]:
    return _data()


@cache
def _data() -> dict[str, Any]:
    path = resources_dir() / "age_of_innovation" / "automa.json"
    return dict(json.loads(path.read_text(encoding="utf-8")))


@cache
def printed_cards() -> dict[str, DecisionCard]:
    cards = {}
    for c in _data()["decision_cards"]:
        s = c["support_column"]
        cards[c["id"]] = DecisionCard(
            id=c["id"], starter=c["starter"], actions=tuple(c["action_column"]), vp_fixed=c["vp"]["fixed"],
            pass_section=c["pass_section"], source=c["source"],
            support=SupportColumn(
                structure=s["structure_icon"], terrain_row=s["terrain_priority_row"],
                selection=DirectionalSelection(**s["directional_selection"]),
                science=s["science_discipline_selection"], round_bonus=s["round_bonus_selection"],
                marked_letter=s["initial_workshop_letters"]["marked"],
                unmarked_letter=s["initial_workshop_letters"]["unmarked"]))
    return cards


def printed_card(card_id: str) -> DecisionCard:
    return printed_cards()[card_id]


STARTER_CARDS: tuple[str, ...] = ("*1", "*2", "*3", "*4", "*5", "*6")
ADVANCED_CARDS: tuple[str, ...] = ("7", "8", "9", "10", "11", "12", "13", "14")
NIGHTMARE_CARD = "13"
"""Przygotowanie talii Automy 1: "Dla poziomu trudności Autotrauma wyszukaj także kartę numer 13"."""
EASIEST_REMOVED_CARD = "*3"
"""Automcia: "Usuń kartę *3 z talii Początkowej i umieść ją na wierzchu talii Rezerwowej"."""


FactionId = Literal["simpletons", "kuddlers", "druids", "racelings", "wanderers", "mimics", "powermongers",
                    "symbionts", "blight", "gognomes"]
FACTIONS: tuple[FactionId, ...] = get_args(FactionId)


def faction_data(faction: FactionId) -> dict[str, Any]:
    for f in _data()["automa_factions"]:
        if f["id"] == faction:
            return dict(f)
    raise KeyError(faction)


def faction_setup_advances(faction: FactionId) -> tuple[tuple[Discipline, int], ...]:
    """The discipline symbols in the faction card's top-left corner (PRZYGOTOWANIE 10.III)."""
    return tuple((a["discipline"], int(a["levels"])) for a in faction_data(faction)["setup_science_advances"])


def terrain_priority(card: Terrain, row: Row) -> tuple[Terrain, ...]:
    """The ATP card of `card` (the Automa's preferred terrain), row A or B, left to right."""
    return tuple(_data()["terrain_priority_cards"]["cards"][card][row])


LEVEL_NAMES = {1: "Automcia", 2: "Automa", 3: "Automistrzyni", 4: "Ultoma", 5: "Autotrauma"}
"""Poziom trudności (the Polish book's names)."""


def level_round(level: int, round_no: int) -> tuple[int, int]:
    """(navigation, X) for the level in that round: the difficulty card (Poziom Trudności Automy)."""
    for lv in _data()["difficulty_levels"]:
        if lv["level"] == level:
            for r in lv["per_round"]:
                if r["round"] == round_no:
                    return int(r["navigation"]), int(r["vp"])
    raise KeyError((level, round_no))


def highest_navigation(level: int) -> int:
    """KONIEC GRY: for area scoring the Automa uses the highest navigation on its difficulty card."""
    return max(level_round(level, r)[0] for r in range(1, 7))


class ScoreTile(Frozen):
    tile: int
    final: bool = False
    vp_rounds_1_3: int
    vp_rounds_4_6: int
    discipline: Discipline
    """The colour of the Automa icon (Wysłanie Uczonego: Żeton Punktowania Rundy)."""
    spade: bool = False
    """The tile with the spade on the left: never in round 5 or 6 (PRZYGOTOWANIE 2)."""


@cache
def score_tiles() -> dict[tuple[bool, int], ScoreTile]:
    t = _data()["round_score_tiles"]
    out = {}
    for final, key in ((False, "round_score_tiles"), (True, "final_round_score_tiles")):
        for e in t[key]:
            out[(final, e["tile"])] = ScoreTile(
                tile=e["tile"], final=final, vp_rounds_1_3=e["automa_vp_rounds_1_3"],
                vp_rounds_4_6=e["automa_vp_rounds_4_6"], discipline=e["science_discipline_colour"],
                spade=bool(e.get("has_spade")))
    return out


def base_game() -> dict[str, Any]:
    """The base game's facts the Automa book assumes (building counts and power, scholars, science)."""
    return dict(_data()["base_game"])


BuildingKind = Literal["workshop", "guild", "school", "palace", "university"]
BUILDING_KINDS: tuple[BuildingKind, ...] = get_args(BuildingKind)


def building_power(kind: BuildingKind) -> int:
    return int(base_game()["buildings"][kind]["power"])


def building_count(kind: BuildingKind) -> int:
    return int(base_game()["buildings"][kind]["count"])


def upgrades_to(kind: BuildingKind) -> tuple[BuildingKind, ...]:
    return tuple(base_game()["buildings"][kind]["upgrades_to"])

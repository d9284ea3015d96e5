"""The 22 decision cards and the ten hex tie-break diagrams (resources/tapestry/automa.json).

STRUKTURA KARTY ROZHODNUTÍ / DVOJICE KARET ROZHODNUTÍ: cards are laid in pairs; only the left card's
track half (karta stupnice: the income icon and how each bot advances) and the right card's priority
half (karta předností: the preferred track order, the topple icon, the hex diagram) are used. The
printed faces are pictures the rulebook text lacks; the data comes from public transcriptions, and
five cards (4, 5, 8, 19, 21) carry conflicts between them. So a card is data the table can correct:
the snapshot keeps corrections (`card_overrides`) and `TapestrySnapshot.card` is what the engine plays.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from pydantic import Field

from ...core.model import Frozen
from ...paths import resources_dir
from .board import Axial

Track = Literal["exploration", "science", "military", "technology"]
TRACKS: tuple[Track, ...] = ("exploration", "science", "military", "technology")

AdvanceRule = Literal["all_unfinished", "closest_to_end", "closest_to_landmark_or_end"]
"""POSTUP NA STUPNICI: the three track symbols — every track the bot has not finished; the track with
the shortest distance to an unclaimed landmark or the end; the track with the shortest distance to the
end (finished tracks ignored)."""

OrderEntry = Literal["exploration", "science", "military", "technology", "favorite"]
"""A line of the priority half's track order; "favorite" stands for the reading bot's favourite track."""

PatternId = Literal["n-se", "e-nw", "ne-s", "e-sw", "s-ne", "s-nw", "se-n", "sw-n", "w-se", "nw-s"]

DECK_CARDS = 22
STARTING_CARDS = tuple(range(1, 8))
"""PŘÍPRAVA HRY: cards 1-7 (a ring in the lower right corner) start the decision deck."""
PROGRESS_CARDS = tuple(range(8, 23))
"""PŘÍPRAVA HRY: cards 8-22 (small rectangles in the lower right corner) are the progress deck."""


class TrackHalf(Frozen):
    """The left card's half (karta stupnice)."""

    income_icon: bool
    automa_advance: AdvanceRule
    shadow_advance: AdvanceRule


class PriorityHalf(Frozen):
    """The right card's half (karta předností)."""

    track_order: tuple[OrderEntry, ...] = Field(min_length=5, max_length=5)
    """Top to bottom as printed: the Automa reads it downwards, the Shadow Empire upwards."""
    topple_icon: bool
    hex_pattern: PatternId


class DecisionCard(Frozen):
    id: int = Field(ge=1, le=DECK_CARDS)
    track_half: TrackHalf
    priority_half: PriorityHalf

    @property
    def progress(self) -> bool:
        return self.id in PROGRESS_CARDS


@dataclass(frozen=True)
class CardSource:
    """Where a printed card's data comes from, and what the sources disagree on (shown on the card)."""

    source: str
    conflicts: tuple[dict[str, Any], ...]
    verification_needed: bool


@dataclass(frozen=True)
class HexPattern:
    """One hex tie-break diagram (UPŘEDNOSTŇOVANÁ POLE): the black arrow's first hex and direction,
    the grey arrow's row next, then the rows after it; `scan_order` is every hex of the small map in
    the order the diagram visits them."""

    id: str
    black_arrow_edge: str
    arrow_direction: str
    direction: Axial
    first_hex: Axial
    grey_first_hex: Axial
    scan_order: tuple[Axial, ...]
    source: str


@cache
def automa_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((resources_dir() / "tapestry" / "automa.json").read_text(encoding="utf-8"))
    return data


def level_data(level: int) -> dict[str, Any]:
    """ÚROVNĚ OBTÍŽNOSTI: one level's facts (the resource file's difficulty_levels)."""
    data: dict[str, Any] = next(d for d in automa_data()["difficulty_levels"] if d["level"] == level)
    return data


def income_mat_side(level: int) -> Literal["normal", "hard"]:
    """ÚROVNĚ OBTÍŽNOSTI: levels 5 and 6 turn the Automa's income mat to its harder side."""
    return "hard" if level_data(level).get("income_mat_side") == "hard" else "normal"


def _card(raw: dict[str, Any]) -> DecisionCard:
    d, t = raw["decision_half"], raw["tiebreaker_half"]
    return DecisionCard(
        id=raw["id"],
        track_half=TrackHalf(income_icon=d["income_icon"], automa_advance=d["automa_advance"],
                             shadow_advance=d["shadow_empire_advance"]),
        priority_half=PriorityHalf(track_order=tuple(t["track_order_top_to_bottom"]), topple_icon=t["topple_icon"],
                                   hex_pattern=t["hex_tiebreaker"]))


@cache
def printed_cards() -> dict[int, DecisionCard]:
    return {c["id"]: _card(c) for c in automa_data()["decision_cards"]}


def printed_card(card_id: int) -> DecisionCard:
    return printed_cards()[card_id]


@cache
def card_source(card_id: int) -> CardSource:
    raw = next(c for c in automa_data()["decision_cards"] if c["id"] == card_id)
    return CardSource(source=raw["source"], conflicts=tuple(raw.get("conflicts", ())),
                      verification_needed=raw["verification_needed"])


@cache
def hex_patterns() -> dict[str, HexPattern]:
    out = {}
    for key, p in automa_data()["hex_patterns"].items():
        out[key] = HexPattern(
            id=key, black_arrow_edge=p["black_arrow_edge"], arrow_direction=p["arrow_direction"],
            direction=(p["direction_axial"][0], p["direction_axial"][1]),
            first_hex=(p["black_arrow_first_hex"][0], p["black_arrow_first_hex"][1]),
            grey_first_hex=(p["grey_arrow_first_hex"][0], p["grey_arrow_first_hex"][1]),
            scan_order=tuple((a, b) for a, b in p["scan_order"]), source=p["source"])
    return out

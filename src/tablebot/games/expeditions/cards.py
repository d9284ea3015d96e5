"""The Automa's cards: 14 decision cards and the progress cards (resources/expeditions/automa.json).

The printed faces are not in the rulebook text; the data comes from one public source (see the
resource file, which keeps source and confidence per card). So a card is data the table can correct:
the snapshot keeps overrides (edits.CorrectCard) and `effective_card` is what the engine plays.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any, Literal

from pydantic import Field, model_validator

from ...core.model import Frozen
from ...paths import resources_dir

TargetSymbol = Literal["map_token", "corruption_20", "corruption"]
"""target-search: a map token; the 20-value corruption token; any corruption token but the 20."""

DECK_SIZE = 14
SET_ASIDE = 2
"""setup.5 / automa-turn.1: two cards are set aside unseen at every shuffle."""
CARDS_PER_DECK = DECK_SIZE - SET_ASIDE

BOXED_GAME_CARDS = ("017", "030", "056", "063")
"""general-rules: cards of the game deck that name another player; boxed when drawn, draw again."""

LAIR_VALUE = 20
"""The value of the one special corruption token (location 20)."""


class Target(Frozen):
    symbol: TargetSymbol
    glory: int = Field(default=0, ge=0, le=8)
    """Glory tokens the Automa needs on Basecamp; 0 = no requirement symbol (ruling:no-requirement)."""
    multiplier: int = Field(default=1, ge=1, le=3)
    """xN after the corruption symbol (vanquish); 1 for the other symbols."""


class MechLine(Frozen):
    """One mech's section of a decision card: the tidy column and the move column."""

    tidy: bool = False
    target: Target | None = None
    distance: int = Field(ge=0, le=6)


class AutomaCard(Frozen):
    id: int = Field(ge=1, le=DECK_SIZE)
    progress: bool
    north: MechLine
    central: MechLine

    def mech(self, mech: Literal["north", "central"]) -> MechLine:
        return self.north if mech == "north" else self.central


class ProgressCard(Frozen):
    """A difficulty level's progress card: the track, its glory spaces and the end-scoring coins."""

    level: int = Field(ge=1, le=5)
    name: str = ""
    track_length: int = Field(ge=1, le=60)
    """Spaces after the start space (the start is space 0)."""
    glory_spaces: tuple[int, ...]
    """The 8 spaces that give a glory token, ascending (advance-progress)."""
    coins_map: int = Field(ge=0, le=20)
    coins_corruption: int = Field(ge=0, le=20)
    coins_glory: int = Field(ge=0, le=20)
    source: str = "table"
    confidence: str = "entered by the player"

    @model_validator(mode="after")
    def _check(self) -> ProgressCard:
        spaces = self.glory_spaces
        if len(spaces) != 8 or list(spaces) != sorted(set(spaces)):
            raise ValueError("a progress card has 8 distinct glory spaces in ascending order")
        if spaces[0] < 1 or spaces[-1] > self.track_length:
            raise ValueError("glory spaces lie on the track (1..track_length)")
        return self


@cache
def _raw() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((resources_dir() / "expeditions" / "automa.json").read_text(encoding="utf-8"))
    return data


@cache
def decision_cards() -> tuple[AutomaCard, ...]:
    """The 14 decision cards as printed (per the data), ordered by id."""
    cards = tuple(
        AutomaCard.model_validate({k: v for k, v in c.items() if k not in ("source", "confidence")})
        for c in _raw()["decision_cards"]
    )
    assert [c.id for c in cards] == list(range(1, DECK_SIZE + 1))
    return cards


def printed_card(card_id: int) -> AutomaCard:
    return decision_cards()[card_id - 1]


def card_provenance(card_id: int) -> tuple[str, str]:
    """(source, confidence) of a card's data, for the GUI to show next to the card."""
    entry = _raw()["decision_cards"][card_id - 1]
    return str(entry["source"]), str(entry["confidence"])


@cache
def known_progress_cards() -> dict[int, ProgressCard]:
    """Levels 1-3 from the data; levels 4 and 5 are not public and are entered by the player."""
    return {int(p["level"]): ProgressCard.model_validate(p) for p in _raw()["progress_cards"]}


def level_name(level: int) -> str | None:
    """The level's name where known (level 5's from the rulebook, POZIOMY TRUDNOŚCI)."""
    if level in known_progress_cards():
        return known_progress_cards()[level].name
    name = _raw()["progress_cards_missing"]["names"].get(str(level))
    return str(name) if name is not None else None

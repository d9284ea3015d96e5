"""Tapestry reason codes and error codes in words.

The engine (games/tapestry) speaks in codes with parameters. Each engineer words the codes of their
part in a module of this package named words_<part>.py (REASONS, ERRORS and, optionally, COUNTS:
code -> parameter -> "%n noun(s)"); this module gathers every such module it finds, so a new part
adds its words without touching this file. tests/gui/test_tapestry_reasons_cover.py scans the engine
and fails on a code without words.

Hexes are named for the player by the label drawn in each hex (games/tapestry/hexes.hex_label:
"d4" = column d, 4th from the top), tracks, sides and civilizations by their English names; rule ids by the Czech book's
section heading ("Automa rules (Tapestry): TAH BOTA 3"), the heading's meaning in the tooltip.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...core.reasons import Reason
from ...games.tapestry.board import small_map
from ...games.tapestry.hexes import hex_label
from .. import gamewords
from ..gamewords import GameWords
from ..gamewords import capitalised as _capitalised
from ..gamewords import tr as _tr

OWN_WORDS = gamewords.OWN_WORDS


def _word_modules() -> tuple[Any, ...]:
    return gamewords.word_modules(__package__)


REASONS: dict[str, str] = gamewords.gather(__package__, "REASONS")
ERRORS: dict[str, str] = gamewords.gather(__package__, "ERRORS")
COUNTS: dict[str, dict[str, str]] = gamewords.gather(__package__, "COUNTS")

NAMES: dict[str, str] = cast(dict[str, str], {
    "track.exploration": QT_TRANSLATE_NOOP("TapestryNames", "exploration"),
    "track.science": QT_TRANSLATE_NOOP("TapestryNames", "science"),
    "track.military": QT_TRANSLATE_NOOP("TapestryNames", "military"),
    "track.technology": QT_TRANSLATE_NOOP("TapestryNames", "technology"),
    "track.favorite": QT_TRANSLATE_NOOP("TapestryNames", "favourite"),
    "side.human": QT_TRANSLATE_NOOP("TapestryNames", "you"),
    "side.automa": QT_TRANSLATE_NOOP("TapestryNames", "the Automa"),
    "side.shadow": QT_TRANSLATE_NOOP("TapestryNames", "the Shadow Empire"),
    "Side.human": QT_TRANSLATE_NOOP("TapestryNames", "You"),
    "Side.automa": QT_TRANSLATE_NOOP("TapestryNames", "The Automa"),
    "Side.shadow": QT_TRANSLATE_NOOP("TapestryNames", "The Shadow Empire"),
    "owner.human": QT_TRANSLATE_NOOP("TapestryNames", "your"),
    "owner.automa": QT_TRANSLATE_NOOP("TapestryNames", "the Automa's"),
    "owner.shadow": QT_TRANSLATE_NOOP("TapestryNames", "the Shadow Empire's"),
    "seat.human": QT_TRANSLATE_NOOP("TapestryNames", "you"),
    "seat.bots": QT_TRANSLATE_NOOP("TapestryNames", "the bots"),
    "seat.automa": QT_TRANSLATE_NOOP("TapestryNames", "the Automa"),
    "seat.tie": QT_TRANSLATE_NOOP("TapestryNames", "a tie"),
    "civ.Conquerors": QT_TRANSLATE_NOOP("TapestryNames", "Conquerors"),
    "civ.Engineers": QT_TRANSLATE_NOOP("TapestryNames", "Engineers"),
    "civ.Scientists": QT_TRANSLATE_NOOP("TapestryNames", "Scientists"),
    "civ.Explorers": QT_TRANSLATE_NOOP("TapestryNames", "Explorers"),
    "achievement.middle_island": QT_TRANSLATE_NOOP("TapestryNames", "Conquer the middle island"),
    "achievement.topple_two": QT_TRANSLATE_NOOP("TapestryNames", "Topple two opponent outposts"),
    "achievement.complete_track": QT_TRANSLATE_NOOP("TapestryNames", "Complete any advancement track"),
    "advance.all_unfinished": QT_TRANSLATE_NOOP("TapestryNames", "every track not finished"),
    "advance.closest_to_end": QT_TRANSLATE_NOOP("TapestryNames", "the track closest to its end"),
    "advance.closest_to_landmark_or_end": QT_TRANSLATE_NOOP(
        "TapestryNames", "the track closest to a free landmark or its end"),
    "kind.conquer_opponent": QT_TRANSLATE_NOOP("TapestryNames", "conquers your territory"),
    "kind.conquer_neutral": QT_TRANSLATE_NOOP("TapestryNames", "conquers"),
    "kind.explore": QT_TRANSLATE_NOOP("TapestryNames", "explores"),
    "rolled.table": QT_TRANSLATE_NOOP("TapestryNames", "the table"),
    "rolled.app": QT_TRANSLATE_NOOP("TapestryNames", "the app"),
    "none": QT_TRANSLATE_NOOP("TapestryNames", "none"),
    # The kinds of answer a question waits for (IllegalAnswer's "expected").
    "answer.pair": QT_TRANSLATE_NOOP("TapestryNames", "the decision pair drawn"),
    "answer.die": QT_TRANSLATE_NOOP("TapestryNames", "the science die's face"),
    "answer.trap": QT_TRANSLATE_NOOP("TapestryNames", "whether a trap is played"),
    "answer.priority": QT_TRANSLATE_NOOP("TapestryNames", "the priority card drawn"),
    "nobody": QT_TRANSLATE_NOOP("TapestryNames", "nobody"),
    "yes": QT_TRANSLATE_NOOP("TapestryNames", "yes"),
    "no": QT_TRANSLATE_NOOP("TapestryNames", "no"),
})

BOOK_HEADINGS: dict[str, str] = {
    "removed": "KOMPONENTY K ODSTRANĚNÍ", "setup": "PŘÍPRAVA HRY", "shadow": "STÍNOVÁ ŘÍŠE",
    "never-gain": "CO BOTI NIKDY NEZÍSKÁVAJÍ", "pair": "DVOJICE KARET ROZHODNUTÍ", "bot-turn": "TAH BOTA",
    "track": "POSTUP NA STUPNICI", "benefits": "PŘÍNOSY", "landmarks": "DOMINANTY",
    "hex-diagram": "UPŘEDNOSTŇOVANÁ POLE", "distance": "VZDÁLENOSTI", "conquer": "DOBÝVÁNÍ",
    "conquer-opponent": "DOBÝVÁNÍ PROTIHRÁČE", "conquer-neutral": "DOBÝVÁNÍ NEUTRÁLNÍCH POLÍ",
    "explore": "PRŮZKUM", "traps": "LÉČKY", "achievements": "ÚSPĚCHY", "income": "ZVYŠOVÁNÍ BLAHOBYTU",
    "levels": "ÚROVNĚ OBTÍŽNOSTI", "game-end": "KONEC HRY",
}
"""The Czech book's section headings as printed (seed 002; it has no numbers): what the player
finds in the physical book. Step numbers follow the heading (TAH BOTA 3)."""

RULES: dict[str, str] = cast(dict[str, str], {
    "removed": QT_TRANSLATE_NOOP("TapestryReasons", "Components to remove"),
    "setup": QT_TRANSLATE_NOOP("TapestryReasons", "Setup"),
    "shadow": QT_TRANSLATE_NOOP("TapestryReasons", "The Shadow Empire"),
    "never-gain": QT_TRANSLATE_NOOP("TapestryReasons", "What the bots never gain"),
    "pair": QT_TRANSLATE_NOOP("TapestryReasons", "The pair of decision cards"),
    "bot-turn": QT_TRANSLATE_NOOP("TapestryReasons", "The bots' turn, step"),
    "track": QT_TRANSLATE_NOOP("TapestryReasons", "Advancing on a track"),
    "benefits": QT_TRANSLATE_NOOP("TapestryReasons", "Benefits"),
    "landmarks": QT_TRANSLATE_NOOP("TapestryReasons", "Landmarks"),
    "hex-diagram": QT_TRANSLATE_NOOP("TapestryReasons", "Preferred hexes (the hex diagram)"),
    "distance": QT_TRANSLATE_NOOP("TapestryReasons", "Distances"),
    "conquer": QT_TRANSLATE_NOOP("TapestryReasons", "Conquer"),
    "conquer-opponent": QT_TRANSLATE_NOOP("TapestryReasons", "Conquering an opponent"),
    "conquer-neutral": QT_TRANSLATE_NOOP("TapestryReasons", "Conquering neutral hexes"),
    "explore": QT_TRANSLATE_NOOP("TapestryReasons", "Explore"),
    "traps": QT_TRANSLATE_NOOP("TapestryReasons", "Traps"),
    "achievements": QT_TRANSLATE_NOOP("TapestryReasons", "Achievements"),
    "income": QT_TRANSLATE_NOOP("TapestryReasons", "The income turn"),
    "levels": QT_TRANSLATE_NOOP("TapestryReasons", "Difficulty levels"),
    "game-end": QT_TRANSLATE_NOOP("TapestryReasons", "End of the game"),
})

_SIDE_KEYS = {"side", "owner", "bot", "topple", "by", "actor"}
_TRACK_KEYS = {"track", "tracks", "favourite", "favorite", "face", "faces", "rolls", "order", "new", "old"}
_HEX_KEYS = {"hex", "hexes", "candidates", "tried", "at", "target"}
_CIV_KEYS = {"civ", "civilization", "second", "civilizations"}
_DATA_KEYS = {"name", "landmark", "tapestry"}
"""Names from the data files (level, landmark, tapestry card): translated in DATA_CONTEXT."""
_SEAT_KEYS = {"seat", "first", "winner"}


def name(key: str) -> str:
    """A name (track, side, civilization …) in the player's language; unknown keys as they are."""
    text = NAMES.get(key)
    return _tr("TapestryNames", text) if text is not None else key.partition(".")[2] or key


def owner_name(side: str, capital: bool = False) -> str:
    """The possessive: "your", "the Automa's", "the Shadow Empire's" ("Your" … at a sentence's start)."""
    text = name(f"owner.{side}")
    return _capitalised(text) if capital else text


def track_name(track: str) -> str:
    return name(f"track.{track}")


def side_name(side: str, capital: bool = False) -> str:
    """"the Automa" inside a sentence, "The Automa" at its start."""
    return name(f"{'Side' if capital else 'side'}.{side}")


DATA_CONTEXT = "TapestryData"
"""The context of the names and texts from resources/tapestry/automa.json and the book's lists
(packaging/i18n.py extracts them): track spaces, landmarks, levels, civilizations, tapestry cards."""


def data_name(text: str) -> str:
    """A name or text from the game's data in the player's language (the data keeps English)."""
    return _tr(DATA_CONTEXT, text) if text else text


def civ_name(civ: str) -> str:
    return name(f"civ.{civ}") if f"civ.{civ}" in NAMES else data_name(civ)


def achievement_name(achievement: str) -> str:
    return name(f"achievement.{achievement}")


def advance_name(rule: str) -> str:
    return name(f"advance.{rule}")


def hex_name(axial: Sequence[int]) -> str:
    """A hex as the drawn map labels it ("d4": column d from the left, the 4th hex from the top;
    games/tapestry/hexes.hex_label), whatever the engine part that names it."""
    ab = (int(axial[0]), int(axial[1]))
    return hex_label(ab) if small_map().has(ab) else f"({ab[0]}, {ab[1]})"


BOOK_LINE = QT_TRANSLATE_NOOP("TapestryReasons", "Automa rules (Tapestry): {section}")


def rule_text(rule: str, book: bool = True) -> str:
    """A rule id as the player finds it in the book: "Automa rules (Tapestry): TAH BOTA 3"; a ruling
    "Ruling: <id>"; without the book ("TAH BOTA 3") on a line under one that names it."""
    return gamewords.headed_rule_text(rule, BOOK_HEADINGS, "TapestryReasons", BOOK_LINE, book)


def book_heading(rule: str) -> str:
    """What the book's section is about, in the player's language ("The bots' turn, step 3"); a
    ruling says it is the app's reading (docs/rulings.md)."""
    return gamewords.meaning_heading(rule, RULES, "TapestryReasons")


_FLAG_KEYS = {"toppled", "territory", "gained", "restore", "trap", "income_icon", "topple_icon"}
"""Yes/no parameters (the history's edits carry them as 0/1)."""


def _value(code: str, key: str, value: Any) -> str:
    if isinstance(value, bool) or (key in _FLAG_KEYS and value in (0, 1)):
        return name("yes" if value else "no")
    if key == "card" and isinstance(value, str):
        return value.split()[0] if value.split() else value  # a flattened card (the history): its number
    if value == "" and key in _SIDE_KEYS:
        return name("nobody")
    if key in _HEX_KEYS and gamewords.is_hex(value):
        return hex_name(value)
    shown = gamewords.listed_or_counted(code, key, value, _value, COUNTS, "TapestryReasons", lambda: name("none"))
    if shown is not None:
        return shown
    if isinstance(value, str):
        if key in _SIDE_KEYS and f"side.{value}" in NAMES:
            return side_name(value)
        if key in _TRACK_KEYS and f"track.{value}" in NAMES:
            return track_name(value)
        if key in _CIV_KEYS:
            return civ_name(value)
        if key in _DATA_KEYS:
            return data_name(value)
        if key in _SEAT_KEYS and f"seat.{value}" in NAMES:
            return name(f"seat.{value}")
        if key == "achievement":
            return achievement_name(value)
        if key in ("rule", "advance"):
            return advance_name(value) if f"advance.{value}" in NAMES else value
        if key == "expected" and f"answer.{value}" in NAMES:
            return name(f"answer.{value}")
        if key == "rolled":
            return name(f"rolled.{value}")
        if key == "kind":
            return name(f"kind.{value}") if f"kind.{value}" in NAMES else value
    return str(value)


DETAIL_CODES: frozenset[str] = frozenset()
"""Codes that restate a general rule; the engine parts add theirs as DETAIL in their words module."""


def is_detail(r: Reason) -> bool:
    """A line that explains how a choice fell (a ruling, a hex the diagram passed over, a restated
    general rule): folded under "Why"."""
    return r.code in gamewords.detail_codes(__package__, DETAIL_CODES) or r.rule.startswith("ruling:")


_WORDS = GameWords("TapestryReasons", "TapestryErrors", REASONS, ERRORS, _value, rule_text, book_heading,
                   is_detail)
sentence = _WORDS.sentence
reason_text = _WORDS.reason_text
step_lines = _WORDS.step_lines
tooltip = _WORDS.tooltip
error_text = _WORDS.error_text
covered_codes = _WORDS.covered_codes

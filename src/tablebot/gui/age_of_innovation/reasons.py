"""Age of Innovation reason codes and error codes in words.

The engine (games/age_of_innovation) speaks in codes with parameters. Each engineer words the codes
of their part in a module of this package named words_<part>.py (REASONS, ERRORS, optionally COUNTS:
code -> parameter -> "%n noun(s)", and DETAIL: codes folded under "Why"); this module gathers every
such module it finds, so a new part adds its words without touching this file.
tests/gui/test_aoi_reasons_cover.py scans the engine and fails on a code without words.

Hexes are named as the drawn map labels them (board.hex_label: "C7" = row C, column 7), sides,
terrains, disciplines, factions and buildings by their English names; rule ids by the Polish book's
section heading ("Automa rules (Age of Innovation): ROZBUDOWA"), the heading's meaning in the tooltip.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...core.reasons import Reason
from ...games.age_of_innovation.board import hex_label
from .. import gamewords
from ..gamewords import GameWords
from ..gamewords import capitalised as _capitalised
from ..gamewords import tr as _tr
from ..reasonlist import Rendered, book_once_lines

OWN_WORDS = gamewords.OWN_WORDS


def _word_modules() -> tuple[Any, ...]:
    return gamewords.word_modules(__package__)


REASONS: dict[str, str] = gamewords.gather(__package__, "REASONS")
ERRORS: dict[str, str] = gamewords.gather(__package__, "ERRORS")
COUNTS: dict[str, dict[str, str]] = gamewords.gather(__package__, "COUNTS")

NAMES: dict[str, str] = cast(dict[str, str], {
    "side.human": QT_TRANSLATE_NOOP("AoINames", "you"),
    "side.human2": QT_TRANSLATE_NOOP("AoINames", "the second player"),
    "side.automa": QT_TRANSLATE_NOOP("AoINames", "the Automa"),
    "side.automa2": QT_TRANSLATE_NOOP("AoINames", "the second Automa"),
    "Side.human": QT_TRANSLATE_NOOP("AoINames", "You"),
    "Side.human2": QT_TRANSLATE_NOOP("AoINames", "The second player"),
    "Side.automa": QT_TRANSLATE_NOOP("AoINames", "The Automa"),
    "Side.automa2": QT_TRANSLATE_NOOP("AoINames", "The second Automa"),
    "owner.human": QT_TRANSLATE_NOOP("AoINames", "your"),
    "owner.human2": QT_TRANSLATE_NOOP("AoINames", "the second player's"),
    "owner.automa": QT_TRANSLATE_NOOP("AoINames", "the Automa's"),
    "owner.automa2": QT_TRANSLATE_NOOP("AoINames", "the second Automa's"),
    "terrain.plains": QT_TRANSLATE_NOOP("AoINames", "plains"),
    "terrain.swamp": QT_TRANSLATE_NOOP("AoINames", "swamp"),
    "terrain.lake": QT_TRANSLATE_NOOP("AoINames", "lake"),
    "terrain.forest": QT_TRANSLATE_NOOP("AoINames", "forest"),
    "terrain.mountain": QT_TRANSLATE_NOOP("AoINames", "mountain"),
    "terrain.wasteland": QT_TRANSLATE_NOOP("AoINames", "wasteland"),
    "terrain.desert": QT_TRANSLATE_NOOP("AoINames", "desert"),
    "terrain.river": QT_TRANSLATE_NOOP("AoINames", "river"),
    "discipline.banking": QT_TRANSLATE_NOOP("AoINames", "banking"),
    "discipline.law": QT_TRANSLATE_NOOP("AoINames", "law"),
    "discipline.engineering": QT_TRANSLATE_NOOP("AoINames", "engineering"),
    "discipline.medicine": QT_TRANSLATE_NOOP("AoINames", "medicine"),
    "building.workshop": QT_TRANSLATE_NOOP("AoINames", "workshop"),
    "building.guild": QT_TRANSLATE_NOOP("AoINames", "guild"),
    "building.school": QT_TRANSLATE_NOOP("AoINames", "school"),
    "building.palace": QT_TRANSLATE_NOOP("AoINames", "palace"),
    "building.university": QT_TRANSLATE_NOOP("AoINames", "university"),
    "faction.simpletons": QT_TRANSLATE_NOOP("AoINames", "Simpletons"),
    "faction.kuddlers": QT_TRANSLATE_NOOP("AoINames", "Kuddlers"),
    "faction.druids": QT_TRANSLATE_NOOP("AoINames", "Druids"),
    "faction.racelings": QT_TRANSLATE_NOOP("AoINames", "Racelings"),
    "faction.wanderers": QT_TRANSLATE_NOOP("AoINames", "Wanderers"),
    "faction.mimics": QT_TRANSLATE_NOOP("AoINames", "Mimics"),
    "faction.powermongers": QT_TRANSLATE_NOOP("AoINames", "Powermongers"),
    "faction.symbionts": QT_TRANSLATE_NOOP("AoINames", "Symbionts"),
    "faction.blight": QT_TRANSLATE_NOOP("AoINames", "Blight"),
    "faction.gognomes": QT_TRANSLATE_NOOP("AoINames", "Gognomes"),
    "action.upgrade": QT_TRANSLATE_NOOP("AoINames", "upgrade"),
    "action.gain_victory_points": QT_TRANSLATE_NOOP("AoINames", "score points"),
    "action.block_power_book_action": QT_TRANSLATE_NOOP("AoINames", "block a spell and a book action"),
    "action.send_scholar": QT_TRANSLATE_NOOP("AoINames", "send a scholar"),
    "action.transform_and_build": QT_TRANSLATE_NOOP("AoINames", "transform and build"),
    "action.faction_action": QT_TRANSLATE_NOOP("AoINames", "faction action"),
    "action.take_innovation": QT_TRANSLATE_NOOP("AoINames", "gain an innovation"),
    "action.advance_science_discipline": QT_TRANSLATE_NOOP("AoINames", "advance 1 level in a discipline"),
    "structure.marked": QT_TRANSLATE_NOOP("AoINames", "marked buildings"),
    "structure.marked_reaching": QT_TRANSLATE_NOOP("AoINames", "marked buildings, bring together"),
    "structure.unmarked": QT_TRANSLATE_NOOP("AoINames", "unmarked buildings"),
    "structure.unmarked_reaching": QT_TRANSLATE_NOOP("AoINames", "unmarked buildings, bring together"),
    "arrow.right_down": QT_TRANSLATE_NOOP("AoINames", "→ left to right, from the top"),
    "arrow.left_up": QT_TRANSLATE_NOOP("AoINames", "← right to left, from the bottom"),
    "science.scoring_tile": QT_TRANSLATE_NOOP("AoINames", "the round's scoring tile"),
    "science.catch_up": QT_TRANSLATE_NOOP("AoINames", "catch up"),
    "bonus.left": QT_TRANSLATE_NOOP("AoINames", "left"),
    "bonus.middle": QT_TRANSLATE_NOOP("AoINames", "middle"),
    "bonus.right": QT_TRANSLATE_NOOP("AoINames", "right"),
    "row.power": QT_TRANSLATE_NOOP("AoINames", "spell"),
    "row.book": QT_TRANSLATE_NOOP("AoINames", "book action"),
    "none": QT_TRANSLATE_NOOP("AoINames", "none"),
    # The kinds of answer a question waits for (IllegalAnswer's "expected").
    "answer.card": QT_TRANSLATE_NOOP("AoINames", "the card drawn"),
    "answer.setup_card": QT_TRANSLATE_NOOP("AoINames", "the setup card drawn"),
    "answer.final_score": QT_TRANSLATE_NOOP("AoINames", "the final scoring figures"),
    # Where in a map file something is wrong (games/age_of_innovation/board.py's JSON paths).
    "where.hexes": QT_TRANSLATE_NOOP("AoINames", "hex entry {n}"),
    "where.bridges": QT_TRANSLATE_NOOP("AoINames", "bridge {n}"),
    "where.letters": QT_TRANSLATE_NOOP("AoINames", "workshop letters"),
    "where.terrain_letters": QT_TRANSLATE_NOOP("AoINames", "workshop letters of {terrain}"),
    "where.letter": QT_TRANSLATE_NOOP("AoINames", "workshop letter {letter} of {terrain}"),
    "nobody": QT_TRANSLATE_NOOP("AoINames", "nobody"),
    "yes": QT_TRANSLATE_NOOP("AoINames", "yes"),
    "no": QT_TRANSLATE_NOOP("AoINames", "no"),
})

BOOK_HEADINGS: dict[str, str] = {
    "special": "ZASADY SPECJALNE DLA AUTOMY", "setup": "PRZYGOTOWANIE ROZGRYWKI",
    "pair": "Karty Decyzji Automy", "faction-card": "Karty Frakcji Automy",
    "workshops": "Umieszczanie pierwszych Warsztatów", "deck": "Przygotowanie talii Automy",
    "levels": "Poziom Trudności Automy", "ties": "ROZSTRZYGANIE REMISÓW",
    "distance": "Największa / Najmniejsza Odległość", "atp": "Priorytet Terenu Automy",
    "directional": "Wybór kierunkowy", "turn": "TURA AUTOMY", "turn.draw": "TURA AUTOMY: Dobierz kartę Decyzji",
    "turn.pass": "TURA AUTOMY: Pasowanie", "actions": "AKCJE AUTOMY", "faction-action": "AKCJA FRAKCJI",
    "innovation": "ZYSKANIE INNOWACJI", "score": "ZDOBYWANIE PUNKTÓW",
    "build": "PRZEKSZTAŁCENIE TERENU I BUDOWA", "upgrade": "ROZBUDOWA",
    "block": "BLOKOWANIE ZAKŁĘC I AKCJI KSIĘGI", "scholar": "WYSŁANIE UCZONEGO",
    "advance": "AWANSOWANIE O 1 POZIOM W 1 DYSCYPLINIE", "game-end": "KONEC GRY I OSTATECZNA PUNKTACJA",
    "two-players": "GRA DWUOSOBOWA PLUS AUTOMA",
}
"""The Polish book's section headings as printed in seed 003 (it has no numbers; "BLOKOWANIE ZAKŁĘC"
is spelled as the seed prints it): what the player finds in the physical book. A step number follows
the heading (PRZYGOTOWANIE ROZGRYWKI 8)."""

RULES: dict[str, str] = cast(dict[str, str], {
    "special": QT_TRANSLATE_NOOP("AoIReasons", "Special rules for the Automa"),
    "setup": QT_TRANSLATE_NOOP("AoIReasons", "Setup, step"),
    "pair": QT_TRANSLATE_NOOP("AoIReasons", "The Automa's decision cards"),
    "faction-card": QT_TRANSLATE_NOOP("AoIReasons", "The Automa's faction cards"),
    "workshops": QT_TRANSLATE_NOOP("AoIReasons", "Placing the initial workshops"),
    "deck": QT_TRANSLATE_NOOP("AoIReasons", "Preparing the Automa's deck"),
    "levels": QT_TRANSLATE_NOOP("AoIReasons", "The Automa's difficulty level"),
    "ties": QT_TRANSLATE_NOOP("AoIReasons", "Tie-breaking"),
    "distance": QT_TRANSLATE_NOOP("AoIReasons", "Greatest / least distance"),
    "atp": QT_TRANSLATE_NOOP("AoIReasons", "The Automa's terrain priority"),
    "directional": QT_TRANSLATE_NOOP("AoIReasons", "Directional selection"),
    "turn": QT_TRANSLATE_NOOP("AoIReasons", "The Automa's turn"),
    "turn.draw": QT_TRANSLATE_NOOP("AoIReasons", "The Automa's turn: draw a decision card"),
    "turn.pass": QT_TRANSLATE_NOOP("AoIReasons", "The Automa's turn: passing"),
    "actions": QT_TRANSLATE_NOOP("AoIReasons", "The Automa's actions"),
    "faction-action": QT_TRANSLATE_NOOP("AoIReasons", "Faction action"),
    "innovation": QT_TRANSLATE_NOOP("AoIReasons", "Gain an innovation"),
    "score": QT_TRANSLATE_NOOP("AoIReasons", "Score points"),
    "build": QT_TRANSLATE_NOOP("AoIReasons", "Transform and build"),
    "upgrade": QT_TRANSLATE_NOOP("AoIReasons", "Upgrade"),
    "block": QT_TRANSLATE_NOOP("AoIReasons", "Block spells and book actions"),
    "scholar": QT_TRANSLATE_NOOP("AoIReasons", "Send a scholar"),
    "advance": QT_TRANSLATE_NOOP("AoIReasons", "Advance 1 level in 1 discipline"),
    "game-end": QT_TRANSLATE_NOOP("AoIReasons", "End of the game and final scoring"),
    "two-players": QT_TRANSLATE_NOOP("AoIReasons", "Two players plus the Automa"),
})

_SIDE_KEYS = {"side", "owner", "taker", "actor", "by", "winner", "occupant", "seat"}
_HEX_KEYS = {"hex", "hexes", "options", "kept", "counted", "chosen", "tried", "at", "target", "marked_hex",
             "unmarked_hex", "ends"}
_TERRAIN_KEYS = {"terrain", "terrain_before", "terrain_after", "cell", "preferred", "matched"}
_DISCIPLINE_KEYS = {"discipline", "disciplines"}
_BUILDING_KEYS = {"building", "kind", "from_kind", "to_kind", "to"}
_FACTION_KEYS = {"faction"}
_FLAG_KEYS = {"marked", "present", "covered", "remove", "verified", "sideways"}


DATA_CONTEXT = "AoIData"
"""The context of the names from the game's data shown to the player (level names, the shipped
boards' names); packaging/i18n.py extracts them."""


def data_name(text: str) -> str:
    """A name from the game's data in the player's language (the data keeps it; a player's own
    map keeps its name)."""
    return _tr(DATA_CONTEXT, text) if text else text


def name(key: str) -> str:
    """A name (side, terrain, discipline …) in the player's language; unknown keys as they are."""
    text = NAMES.get(key)
    return _tr("AoINames", text) if text is not None else key.partition(".")[2] or key


def side_name(side: str, capital: bool = False) -> str:
    """"the Automa" inside a sentence, "The Automa" at its start."""
    return name(f"{'Side' if capital else 'side'}.{side}")


def owner_name(side: str, capital: bool = False) -> str:
    text = name(f"owner.{side}")
    return _capitalised(text) if capital else text


def terrain_name(terrain: str) -> str:
    return name(f"terrain.{terrain}")


def discipline_name(discipline: str) -> str:
    return name(f"discipline.{discipline}")


def building_name(kind: str) -> str:
    return name(f"building.{kind}")


def faction_name(faction: str) -> str:
    return name(f"faction.{faction}")


def action_name(action: str) -> str:
    return name(f"action.{action}")


def hex_name(h: Sequence[int]) -> str:
    """A hex as the drawn map labels it ("C7": row C, column 7)."""
    return hex_label((int(h[0]), int(h[1])))


BOOK_LINE = QT_TRANSLATE_NOOP("AoIReasons", "Automa rules (Age of Innovation): {section}")


def rule_text(rule: str, book: bool = True) -> str:
    """A rule id as the player finds it in the book: "Automa rules (Age of Innovation): ROZBUDOWA"; a
    ruling "Ruling: <id>"; without the book ("ROZBUDOWA") on a line under one that names it."""
    return gamewords.headed_rule_text(rule, BOOK_HEADINGS, "AoIReasons", BOOK_LINE, book)


def book_heading(rule: str) -> str:
    """What the book's section is about, in the player's language; a ruling says it is the app's reading."""
    return gamewords.meaning_heading(rule, RULES, "AoIReasons")


def _value(code: str, key: str, value: Any) -> str:
    if isinstance(value, bool) or (key in _FLAG_KEYS and value in (0, 1)):
        return name("yes" if value else "no")
    if value in ("", None) and key in _SIDE_KEYS:
        return name("nobody")
    if key in _HEX_KEYS and gamewords.is_hex(value):
        return hex_name(value)
    shown = gamewords.listed_or_counted(code, key, value, _value, COUNTS, "AoIReasons", lambda: name("none"))
    if shown is not None:
        return shown
    if isinstance(value, str):
        if key == "whose" and f"owner.{value}" in NAMES:  # the possessive: "your", "the Automa's"
            return owner_name(value)
        for keys, prefix in ((_SIDE_KEYS, "side"), (_TERRAIN_KEYS, "terrain"), (_DISCIPLINE_KEYS, "discipline"),
                             (_BUILDING_KEYS, "building"), (_FACTION_KEYS, "faction")):
            if key in keys and f"{prefix}.{value}" in NAMES:
                return name(f"{prefix}.{value}")
        if key in ("action", "actions") and f"action.{value}" in NAMES:
            return action_name(value)
        if code == "history.end_turn" and key == "faction" and f"Side.{value}" in NAMES:
            return name(f"Side.{value}")  # the seat that ended its turn, at the sentence's start
        if key == "map":
            return data_name(value)
        if key == "where":
            return where_name(value)
        if key == "expected" and f"answer.{value}" in NAMES:
            return name(f"answer.{value}")
        if key == "row" and f"row.{value}" in NAMES:
            return name(f"row.{value}")
    return str(value)


_WHERE = re.compile(r"(hexes|bridges)\[(\d+)\]|workshop_letters(?:\.([^.]*))?(?:\.(.*))?")


def where_name(where: str) -> str:
    """A place in a map file ("bridges[2]", "workshop_letters.lake.B") in words ("bridge 3")."""
    m = _WHERE.fullmatch(where)
    if m is None:
        return where
    listed, index, terrain, letter = m.groups()
    if listed is not None:
        return name(f"where.{listed}").format(n=int(index) + 1)
    if terrain is None:
        return name("where.letters")
    shown = name(f"terrain.{terrain}") if f"terrain.{terrain}" in NAMES else f"\"{terrain}\""
    if letter is None:
        return name("where.terrain_letters").format(terrain=shown)
    return name("where.letter").format(letter=letter, terrain=shown)


def is_detail(r: Reason) -> bool:
    """A line that explains how a choice fell (a ruling, a tie-breaker's detail): folded under "Why"."""
    return r.code in gamewords.detail_codes(__package__) or r.rule.startswith("ruling:")


DECIDERS = ("map.bring_together", "map.tie.", "map.directional_", "bot.tie.", "bot.directional_")
"""A tie-breaker or the directional count: the last of them is what chose among the options."""
OPTIONS = ("map.build_in_reach_", "map.build_anywhere", "map.upgrade_options")
"""The line listing the valid options the drawing marks."""

_WORDS = GameWords("AoIReasons", "AoIErrors", REASONS, ERRORS, _value, rule_text, book_heading, is_detail)
sentence = _WORDS.sentence
reason_text = _WORDS.reason_text
tooltip = _WORDS.tooltip
error_text = _WORDS.error_text
covered_codes = _WORDS.covered_codes


def step_lines(reasons: Sequence[Reason]) -> tuple[list[Rendered], list[Rendered]]:
    """The step's headline, then, when a choice among options fell, the valid options and the
    tie-breaker or count that chose (ROZSTRZYGANIE REMISÓW) before "Why"; the rest folded."""
    deciders = [r for r in reasons if r.code.startswith(DECIDERS)]
    if not deciders or not reasons:
        return _WORDS.step_lines(reasons)
    keep = [reasons[0], *[r for r in reasons if r.code.startswith(OPTIONS)][-1:], deciders[-1]]
    return book_once_lines(reasons, reason_text, sentence, lambda r: r not in keep)

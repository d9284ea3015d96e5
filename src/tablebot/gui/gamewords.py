"""What every game's reasons module (gui/<game>/reasons.py) does the same way, written once.

A game's engine speaks in codes with parameters; its reasons module holds the game's own tables
(sentences, names, the book's headings) and how a parameter becomes words (`value`). Gathering the
words_<part>.py modules of a game package, citing a book section, and turning a reason into the
lines the player reads (sentence, the line with its section, the tooltip, a refusal) are the same
for every game: they live here, parameterised by the game's tables and translation contexts.
"""

from __future__ import annotations

import importlib
import logging
import pkgutil
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..core.reasons import Reason
from . import reasons as shell_words
from .reasonlist import Rendered, book_once_lines

log = logging.getLogger(__name__)

OWN_WORDS = "words_gui"
"""The window's own words module: gathered last, so an engine part's sentence for the same code wins."""

RULING_READING = QT_TRANSLATE_NOOP(
    "GameWords", "A reading of this app where the rulebook is silent (docs/rulings.md: {id})")
"""How a book heading names a ruling: the same line in every game, one translation ("GameWords")."""


@cache
def word_modules(package: str) -> tuple[ModuleType, ...]:
    """Every words_<part> module of a game's GUI package, the window's own (words_gui) last."""
    here = importlib.import_module(package).__path__
    names = sorted(m.name for m in pkgutil.iter_modules(here) if m.name.startswith("words_"))
    names.sort(key=lambda n: n == OWN_WORDS)
    return tuple(importlib.import_module(f"{package}.{n}") for n in names)


def gather(package: str, attr: str) -> dict[str, Any]:
    """One table (REASONS, ERRORS, COUNTS …) from every words module: the first part to word a code wins."""
    out: dict[str, Any] = {}
    for module in word_modules(package):
        for code, text in getattr(module, attr, {}).items():
            if code in out and out[code] != text:
                log.debug("%s.%s: %s already worded by another part", module.__name__, attr, code)
            out.setdefault(code, text)
    return out


def detail_codes(package: str, base: frozenset[str] = frozenset()) -> frozenset[str]:
    """The codes folded under "Why": `base` and every words module's DETAIL."""
    codes = set(base)
    for module in word_modules(package):
        codes |= set(getattr(module, "DETAIL", ()))
    return frozenset(codes)


def is_hex(value: Any) -> bool:
    """A parameter that is a hex: two integers (a tuple, or a list once the history flattened it)."""
    return (isinstance(value, (tuple, list)) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value))


def listed_or_counted(code: str, key: str, value: Any, value_of: Callable[[str, str, Any], str],
                      counts: Mapping[str, Mapping[str, str]], context: str, none: Callable[[], str]) -> str | None:
    """A list parameter in words (each item by `value_of`, `none()` when empty), a count with its
    noun in the right plural ("3 workshops", from `counts`: code -> key -> "%n noun(s)") or as the
    number; None for any other value (the game words it)."""
    if isinstance(value, (tuple, list)):
        return ", ".join(value_of(code, key, v) for v in value) if value else none()
    if isinstance(value, int):
        noun = counts.get(code, {}).get(key)
        return shell_words.plural(context, noun, value) if noun is not None else str(value)
    return None


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def book_section(rule: str, headings: Mapping[str, str]) -> str:
    """The book's heading for a rule id, a step number after it ("TAH BOTA 3"); "" for other ids."""
    base, dot, number = rule.partition(".")
    return headings.get(rule) or (f"{headings[base]} {number}" if dot and base in headings else "")


def headed_rule_text(rule: str, headings: Mapping[str, str], context: str, book_line: str, book: bool) -> str:
    """A rule id as the player finds it in the book: `book_line` ("Automa rules (<game>): {section}")
    with the heading; a ruling "Ruling: <id>"; without the book (the heading alone) on a line under
    one that names it."""
    shell = shell_words.ruling_or_label(rule)
    if shell is not None:
        return shell
    heading = book_section(rule, headings)
    if not heading:
        return rule
    return tr(context, book_line).format(section=heading) if book else heading


def ruling_heading(rule: str) -> str | None:
    """A ruling's tooltip line (it is the app's reading, docs/rulings.md); None for other ids."""
    head, colon, tail = rule.partition(":")
    if colon and head == "ruling":
        return tr("GameWords", RULING_READING).format(id=tail)
    return None


def meaning_heading(rule: str, rules: Mapping[str, str], context: str) -> str:
    """What the book's section is about, in the player's language ("The bots' turn, step 3"); a
    ruling says it is the app's reading."""
    ruling = ruling_heading(rule)
    if ruling is not None:
        return ruling
    base, dot, number = rule.partition(".")
    if rule in rules:
        return tr(context, rules[rule])
    if dot and base in rules:
        return f"{tr(context, rules[base])} {number}"
    return ""


@dataclass(frozen=True)
class GameWords:
    """A game's reasons and refusals as the player reads them, from the game's own tables."""

    reasons_context: str
    errors_context: str
    reasons: Mapping[str, str]
    errors: Mapping[str, str]
    value: Callable[[str, str, Any], str]
    rule_text: Callable[[str, bool], str]
    book_heading: Callable[[str], str]
    is_detail: Callable[[Reason], bool]
    capital_first: bool = True

    def format(self, context: str, table: Mapping[str, str], code: str, params: Mapping[str, Any]) -> str:
        return shell_words.fill_template(context, table, code, params, self.value,
                                         capital_first=self.capital_first)

    def sentence(self, r: Reason) -> str:
        return self.format(self.reasons_context, self.reasons, r.code, r.as_dict())

    def reason_text(self, r: Reason, book: bool = True) -> str:
        """The reason as one line with its section first ("Automa rules (<game>): <heading>  …")."""
        rule = self.rule_text(r.rule, book)
        text = self.sentence(r)
        return f"{rule}  {text}" if rule else text

    def step_lines(self, reasons: Sequence[Reason]) -> tuple[list[Rendered], list[Rendered]]:
        """The one to three lines that decided the step, then the rest; only the first line shown
        names the book (every section after it is from the same book)."""
        return book_once_lines(reasons, self.reason_text, self.sentence, self.is_detail)

    def tooltip(self, r: Reason) -> str:
        return "\n".join(t for t in (self.rule_text(r.rule, True), self.book_heading(r.rule)) if t)

    def error_text(self, code: str, params: Mapping[str, Any]) -> str:
        """A refusal in words; codes every game shares (saves, setup) keep the shell's words."""
        if code in self.errors:
            return self.format(self.errors_context, self.errors, code, params)
        return shell_words.error_text(code, params)

    def covered_codes(self) -> frozenset[str]:
        return frozenset(self.reasons) | frozenset(self.errors)

"""Words every game shares: the refusals the window shell and the save loader raise for any game
(save.*, setup.invalid) and Qt's plural forms. Each game's own words (gui/<game>/reasons.py) take
these into their tables; a game's error_text falls back here for a code of the shell.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

MESSAGES: dict[str, str] = cast(dict[str, str], {
    "setup.invalid": QT_TRANSLATE_NOOP("Errors", "This table cannot be set up: {detail}"),
    "save.empty": QT_TRANSLATE_NOOP("Errors", "The file is empty."),
    "save.not_json": QT_TRANSLATE_NOOP("Errors", "The file is not a Tablebot save (it is not JSON)."),
    "save.too_large": QT_TRANSLATE_NOOP("Errors", "The file is too large to be a Tablebot save."),
    "save.foreign": QT_TRANSLATE_NOOP("Errors", "The file is not a Tablebot save."),
    "save.unknown_game": QT_TRANSLATE_NOOP("Errors", "The save is for a game this version does not know: {game}."),
    "save.version_too_new": QT_TRANSLATE_NOOP(
        "Errors", "The save was written by a newer Tablebot; please update to open it."),
    "save.invalid": QT_TRANSLATE_NOOP("Errors", "The save is damaged and cannot be read."),
    "save.io": QT_TRANSLATE_NOOP("Errors", "The file could not be read or written."),
    "save.replay_mismatch": QT_TRANSLATE_NOOP(
        "Errors", "The save's history does not add up at entry {entry}: the file was changed or damaged."),
})
"""Refusals of the shell and the save loader (context "Errors"), the same for every game."""

_PLURAL_MARK = re.compile(r"\((s|es)\)")
_PLURAL_Y = re.compile(r"y\(ies\)")
"""A noun in -y: "territory(ies)" reads "territory" for one and "territories" for more."""


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def plural(context: str, text: str, n: int) -> str:
    """Qt's plural translation of `text` (with %n) for the count n; English forms when untranslated."""
    out = QCoreApplication.translate(context, text, None, n)
    if out.replace(str(n), "%n", 1) == text and "(" in out:  # English: "warrior(s)" reads "warriors"
        out = _PLURAL_Y.sub("y" if n == 1 else "ies", out)
        out = _PLURAL_MARK.sub(lambda m: "" if n == 1 else m.group(1), out)
    return out.replace("%n", str(n))


class _Missing(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return key


def error_text(code: str, params: Mapping[str, Any]) -> str:
    """A refusal of the shell or the save loader in words; a code without words still shows itself
    and its parameters, so the player can report it."""
    template = MESSAGES.get(code)
    if template is None:
        shown = ", ".join(f"{k}={v}" for k, v in params.items())
        return f"{code} ({shown})" if shown else code
    values = _Missing({k: str(v) for k, v in params.items()})
    try:
        return tr("Errors", template).format_map(values)
    except (IndexError, ValueError):  # a translation with a broken placeholder: English
        return template.format_map(values)


def fill_template(context: str, table: Mapping[str, str], code: str, params: Mapping[str, Any],
                  value: Callable[[str, str, Any], str], capital_first: bool = False) -> str:
    """A game's sentence for a code: its template (translated in `context`) filled with the
    parameters in words (value(code, key, v)); the English template where a translation's
    placeholders are broken; a code without words shows itself and its parameters. capital_first:
    a filled sentence starts with a capital ("{side} advances…" with side "the Automa")."""
    template = table.get(code)
    if template is None:
        shown = ", ".join(f"{k}={v}" for k, v in params.items())
        return f"{code} ({shown})" if shown else code
    values = {k: value(code, k, v) for k, v in params.items()}
    try:
        text = tr(context, template).format(**values)
    except (KeyError, IndexError):
        try:
            text = template.format(**values)
        except (KeyError, IndexError):
            return f"{code} {values}"
    return text[:1].upper() + text[1:] if capital_first else text


CONTROLLER_LABELS = ("edit", "answer", "turn", "history", "step")
"""The rule ids of the controller's own lines (an edit, an answer, a turn's start): they cite no rule."""


def ruling_or_label(rule: str) -> str | None:
    """How every game shows a rule id that is not its book's: a ruling "Ruling: <id>", another
    prefixed id as it is, a controller label as nothing; None for the game's own book ids."""
    head, colon, tail = rule.partition(":")
    if colon:
        return tr("Reasons", "Ruling: {rule}").format(rule=tail) if head == "ruling" else rule
    return "" if rule in CONTROLLER_LABELS else None

"""Why a bot did something: rule numbers and codes with parameters, never prose.

The GUI turns a Reason into words (translated); the engine and the CLI keep codes, so a reason
reads the same in every language and tests assert on codes, not on sentences.
"""

from __future__ import annotations

from typing import Any

from .model import Frozen

ParamValue = int | str | tuple[int | str, ...]


class Reason(Frozen):
    rule: str
    """The rulebook number that decided, naming its book: "4.5.3" (Law of Rootbotics, the bots' book),
    "law:4.3.2" (the Law of Root), "ruling:expand-once" (docs/rulings.md), "trait:blitz"..."""
    code: str
    """A stable identifier of the sentence, e.g. "build.most_warriors"."""
    params: tuple[tuple[str, ParamValue], ...] = ()

    def param(self, name: str) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        raise KeyError(name)

    def as_dict(self) -> dict[str, ParamValue]:
        return dict(self.params)


def reason(rule: str, code: str, **params: ParamValue) -> Reason:
    """Build a Reason; keyword order is kept so the text template gets stable parameters."""
    return Reason(rule=rule, code=code, params=tuple(params.items()))

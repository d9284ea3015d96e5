"""Why a bot did something: rule numbers and codes with parameters, never prose.

The GUI turns a Reason into words (translated); the engine and the CLI keep codes, so a reason
reads the same in every language and tests assert on codes, not on sentences.
"""

from __future__ import annotations

from collections.abc import Callable
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


# -- which reasons decided the step ----------------------------------------------------------
# A step's reasons hold what the bot does and why (the deciding lines a player reads first) and how
# the rulebook was read to get there (the detail, folded under "Why"). The engine keeps emitting every
# reason in the order it decided; each game tells them apart (its registration's `reason_detail`).


def no_detail(r: Reason) -> bool:
    """A game without a classification: every line decided."""
    return False


def deciding_first(reasons: tuple[Reason, ...] | list[Reason], most: int = 3,
                   detail: Callable[[Reason], bool] = no_detail) -> tuple[list[Reason], list[Reason]]:
    """The (at most `most`) reasons that decided the step, in order, and the rest in order. A step
    whose every reason is detail still leads with its first one. `detail` tells them apart: the game's
    own classification (GameRules.reason_detail)."""
    deciding = [r for r in reasons if not detail(r)][:most]
    if not deciding and reasons:
        deciding = [reasons[0]]
    rest = [r for r in reasons if r not in deciding]
    return deciding, rest

"""Target selection shared by every bot: criteria in order, clearing priority, and the 2.3 retry.

Law of Rootbotics 2.1: when the action's own rules leave a tie, the highest-priority clearing wins.
Law of Rootbotics 2.3: a target the rules forbid is skipped for another target tied with it, then for
the next one in priority: in effect, candidates are walked in the order (criteria..., priority) and
the first legal one is taken. `pick` does exactly that and records the chain as Reasons.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Generic, Literal, TypeVar

from .reasons import Reason, reason

T = TypeVar("T")


@dataclass(frozen=True)
class Criterion(Generic[T]):
    """One ranking criterion: `key` scores a candidate, `best` says whether high or low wins."""

    rule: str
    code: str
    key: Callable[[T], int]
    best: Literal["max", "min"] = "max"

    def sort_value(self, item: T) -> int:
        value = self.key(item)
        return -value if self.best == "max" else value


@dataclass(frozen=True)
class Picked(Generic[T]):
    chosen: T | None
    reasons: tuple[Reason, ...]
    skipped: tuple[tuple[T, Reason], ...]


@dataclass(frozen=True)
class Order(Generic[T]):
    """A final order (`key`, lower first) in which a game rule may put an item ahead of its number:
    `ahead(item)` is the Reason it comes first (then shown instead of the usual tie-break line),
    None for an item ordered by its number alone. Callable as a sort key."""

    key: Callable[[T], int]
    ahead: Callable[[T], Reason | None]

    def __call__(self, item: T) -> int:
        return self.key(item)


Legality = Callable[[T], Reason | None]
"""Returns None when the target is legal, else the Reason it is not (shown in the chain)."""


def _label(item: object) -> int | str:
    if isinstance(item, (int, str)):
        return item
    return str(item)


def _labels(items: Iterable[object]) -> tuple[int | str, ...]:
    labels = [_label(i) for i in items]
    return tuple(sorted(labels, key=lambda v: (isinstance(v, str), v)))


def pick(
    candidates: Iterable[T],
    criteria: Sequence[Criterion[T]],
    tiebreak: Callable[[T], int],
    legal: Legality[T] | None = None,
    *,
    tiebreak_rule: str = "2.1",
    tiebreak_code: str = "tiebreak.priority",
) -> Picked[T]:
    """Choose the best legal candidate.

    `tiebreak` is the final order (lower first): clearing priority number for clearings (2.1),
    setup letter for players (2.2); an `Order` also says when a rule put the chosen one first. The returned reasons say: which criterion values led,
    which targets were skipped and why (2.3), and whether the final tie-break decided.
    """
    items = list(candidates)
    if not items:
        return Picked(None, (), ())

    def full_key(item: T) -> tuple[int, ...]:
        return tuple(c.sort_value(item) for c in criteria) + (tiebreak(item),)

    ordered = sorted(items, key=full_key)
    skipped: list[tuple[T, Reason]] = []
    chosen: T | None = None
    for item in ordered:
        why_not = legal(item) if legal is not None else None
        if why_not is None:
            chosen = item
            break
        skipped.append((item, why_not))

    reasons: list[Reason] = []
    if chosen is None:
        for crit in criteria:
            reasons.append(reason(crit.rule, crit.code + ".none_legal"))
        reasons.extend(r for _, r in skipped)
        return Picked(None, tuple(reasons), tuple(skipped))

    # Describe the leading group of each criterion as it stood among all candidates, then
    # the skips, then the group the chosen target was picked from and the final tie-break.
    pool = items
    for crit in criteria:
        top = min(crit.sort_value(i) for i in pool)
        group = [i for i in pool if crit.sort_value(i) == top]
        reasons.append(
            reason(
                crit.rule,
                crit.code,
                value=crit.key(group[0]),
                targets=_labels(group),
            )
        )
        chosen_value = crit.sort_value(chosen)
        pool = [i for i in pool if crit.sort_value(i) == chosen_value]
        if chosen_value != top:
            # The leaders were all illegal: say which value we fell back to (2.3).
            reasons.extend(r for _, r in skipped)
            skipped_reported = True
            reasons.append(
                reason("2.3", "retry.next_value", value=crit.key(chosen), targets=_labels(pool))
            )
            break
    else:
        skipped_reported = False
    if not skipped_reported:
        reasons.extend(r for _, r in skipped)
    skipped_items = [r for r, _ in skipped]
    contenders = [i for i in pool if i not in skipped_items]
    if len(contenders) > 1 or (len(pool) > 1 and skipped):
        ahead = tiebreak.ahead(chosen) if isinstance(tiebreak, Order) else None
        reasons.append(ahead or reason(tiebreak_rule, tiebreak_code, chosen=_label(chosen)))
    return Picked(chosen, tuple(reasons), tuple(skipped))

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
# the rulebook was read to get there (the detail, folded under "Why"): the 2.x targeting chain
# (criteria values, skipped targets, the final tie-break), the named rulings, and restatements of a
# general rule. The engine keeps emitting every reason in the order it decided; this is where they
# are told apart, so a new bot only lists its own restatements in DETAIL_CODES.

DETAIL_CODES: frozenset[str] = frozenset({
    # restatements of a general rule: true every time, never what decided this step
    "craft.one_vp", "battle.bot_losses", "decree.column_empty", "decree.bird_wild", "spread.bird_wild",
    "pity.counted_once", "order.origin_priority", "move.no_enemy_nearby", "battle.once_per_column",
    "war_tax.own_removals", "items.track_not_usable", "nearest.ties_order", "explore.no_vp",
    "tinker.discard_known", "aid.helper_reading", "vagrant.reading", "battle.berserker_reading",
    "swoop.after_turmoil", "setup.quest_at_first_turn", "adventurer.only_if_complete",
    "spread.no_slot_needed", "arbiter.passive", "battle.marksman_first", "revolt.tokens_counted",
    "battle.defenceless_counted", "battle.again_here", "aid.bot_one_vp", "craft.into_satchel",
    "move.nimble", "move.rule_needs_a_warrior", "refresh.satchel_first", "new_roost.bird_order",
})
"""Codes that restate a general rule or a reading; every bot may add its own."""

DECIDING_RULES = frozenset({"12.2.2"})
"""A map rule that overrode a priority choice (the Mountain's Pass wins every highest and lowest
choice, 12.2.2): never folded, since it says why the clearing the numbers favour lost."""

TARGETING_RULES = ("2.1", "2.2", "2.3", "2.4")
"""Law of Rootbotics section 2 (priority, setup order, the retry, action order): how a tie fell."""


def is_detail(r: Reason) -> bool:
    """True for a line that explains how a choice fell or how a rule was read, rather than what the
    bot does: shown folded under "Why" (the reason stays in the step, the history and the CLI)."""
    if r.rule in DECIDING_RULES:
        return False
    if r.code in DETAIL_CODES or r.rule in TARGETING_RULES or r.rule.startswith("ruling:"):
        return True
    keys = {k for k, _ in r.params}
    # A ranking criterion ("most warriors — 2 (9 warriors)"), a tie-break ("→ lowest priority: 10"),
    # a criterion that found nothing legal: the targeting chain of core.ranking.pick.
    return {"targets", "value"} <= keys or keys == {"chosen"} or r.code.endswith(".none_legal")


def deciding_first(reasons: tuple[Reason, ...] | list[Reason], most: int = 3,
                   detail: Callable[[Reason], bool] = is_detail) -> tuple[list[Reason], list[Reason]]:
    """The (at most `most`) reasons that decided the step, in order, and the rest in order. A step
    whose every reason is detail still leads with its first one. `detail` tells them apart: the Root
    bots' is_detail unless a game has its own."""
    deciding = [r for r in reasons if not detail(r)][:most]
    if not deciding and reasons:
        deciding = [reasons[0]]
    rest = [r for r in reasons if r not in deciding]
    return deciding, rest

"""Which of a Root step's reasons decided it and which are detail (folded under "Why"): Root's
classification, read by core.reasons.deciding_first through Root's registration (`reason_detail`).

A step's reasons hold what the bot does and why and how the rulebook was read to get there: the 2.x
targeting chain (criteria values, skipped targets, the final tie-break), the named rulings, and
restatements of a general rule. A new bot only lists its own restatements in DETAIL_CODES.
"""

from __future__ import annotations

from ...core.reasons import Reason

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

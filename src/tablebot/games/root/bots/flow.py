"""The turn machinery every Root bot shares: walking the cursor through the flowchart's handlers,
and keeping the cursor in the snapshot.

Each bot module maps phase names to handlers. A handler returns the step or prompt to propose,
or the cursor of the next phase when its own phase ends without doing anything to show.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any, Protocol, TypeVar

from ....core.reasons import Reason, reason
from ..actions import Craft, RootPrompt, RootStep, Score
from ..state import RootSnapshot


class Cursor(Protocol):
    @property
    def phase(self) -> str: ...


C = TypeVar("C", bound=Cursor)
Handler = Callable[[RootSnapshot, Any], "RootStep | RootPrompt | Any"]

MAX_SILENT_PHASES = 64
"""Phases that end silently hand over to the next; a bound, so a broken flowchart cannot hang."""


def propose(snap: RootSnapshot, cur: C, handlers: Mapping[str, Handler], who: str) -> RootStep | RootPrompt:
    """The bot's next step or prompt, from its cursor (phases that end silently are passed)."""
    for _ in range(MAX_SILENT_PHASES):
        result = handlers[cur.phase](snap, cur)
        if isinstance(result, (RootStep, RootPrompt)):
            return result
        cur = result
    raise RuntimeError(f"{who} cursor does not advance from {cur.phase}")


def effective_cursor(snap: RootSnapshot, cur: C, handlers: Mapping[str, Handler]) -> C:
    """The cursor of the phase that is really waiting: a prompt may come from a phase the stored
    cursor only reaches silently, and its answer must be folded into that phase."""
    for _ in range(MAX_SILENT_PHASES):
        result = handlers[cur.phase](snap, cur)
        if isinstance(result, (RootStep, RootPrompt)):
            return cur
        cur = result
    return cur


def with_cursor(snap: RootSnapshot, cur: Any) -> RootSnapshot:
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})})


def with_battle_answer(snap: RootSnapshot, cur: Any, question: Any, ans: Any) -> RootSnapshot:
    """Fold the table's dice, loss choice or Arbiter answer into the bot's pending battle."""
    from .. import battle

    pending, state = battle.answer_battle_question(snap, question, ans)
    return with_cursor(snap, cur.model_copy(update={"pending_battle": pending})).model_copy(update={"rng": state})


def craft_order(snap: RootSnapshot, actor: str, order: Any, rule: str) -> tuple[Craft | None, list[Reason]]:
    """Birdsong's craft (x.4.2 with 1.1): the order card's item, if the supply still has it, for
    1 VP whatever the card prints. Returns the Craft (None when nothing is crafted) and why."""
    if order.item is None:
        return None, [reason(rule, "craft.no_item", card=order.name or order.suit.value)]
    if snap.item_count(order.item) < 1:
        return None, [reason("1.1.1", "craft.item_gone", item=order.item)]
    return (Craft(faction=actor, item=order.item, card=order.name, vp=1),
            [reason(rule, "craft.item", item=order.item), reason("1.1.2", "craft.one_vp")])


def nightmare_score(snap: RootSnapshot, actor: str) -> Score | None:
    """The Nightmare card's end-of-Evening VP: 1 (first printing); 1 per two players, rounded up
    (Director's Cut; ruling nightmare-players: every faction at the table). None below Nightmare."""
    cfg = snap.faction(actor).bot
    if cfg is None or cfg.difficulty != "nightmare":
        return None
    if cfg.printing == "directors_cut":
        return Score(faction=actor, vp=math.ceil(len(snap.factions) / 2))
    return Score(faction=actor, vp=1)


def nightmare_reason(snap: RootSnapshot, score: Score) -> Reason:
    cfg = snap.faction(score.faction).bot
    if cfg is not None and cfg.printing == "directors_cut":
        return reason("difficulty:nightmare", "score.nightmare_players", vp=score.vp, players=len(snap.factions))
    return reason("difficulty:nightmare", "score.nightmare", vp=score.vp)

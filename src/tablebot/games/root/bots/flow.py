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
from ....core.steps import IllegalEdit
from .. import plots, rules
from ..actions import (
    Action,
    Battle,
    Build,
    Compound,
    Craft,
    EndTurn,
    Move,
    Nothing,
    PlaceWarriors,
    RemovePieces,
    RootPrompt,
    RootStep,
    Score,
    apply_action,
)
from ..state import BotConfig, RootSnapshot


class Cursor(Protocol):
    @property
    def phase(self) -> str: ...


C = TypeVar("C", bound=Cursor)
Handler = Callable[[RootSnapshot, Any], "RootStep | RootPrompt | Any"]

MAX_SILENT_PHASES = 64
"""Phases that end silently hand over to the next; a bound, so a broken flowchart cannot hang."""


def propose(snap: RootSnapshot, cur: C, handlers: Mapping[str, Handler], who: str) -> RootStep | RootPrompt:
    """The bot's next step or prompt, from its cursor (phases that end silently are passed). A
    step is checked before it is proposed (`legal_step`) and carries the table's reminders
    (`with_outrage`) and says when a move takes the Lake's ferry (`with_ferry`)."""
    for _ in range(MAX_SILENT_PHASES):
        result = handlers[cur.phase](snap, cur)
        if isinstance(result, RootStep):
            return with_ferry(snap, with_outrage(snap, legal_step(snap, snared_step(snap, result))))
        if isinstance(result, RootPrompt):
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
        return Score(faction=actor, vp=_per_two_players(snap))
    return Score(faction=actor, vp=1)


def _per_two_players(snap: RootSnapshot) -> int:
    """1 VP per two players, rounded up (ruling nightmare-players: every faction at the table)."""
    return math.ceil(len(snap.factions) / 2)


def nightmare_players_step(snap: RootSnapshot, actor: str) -> tuple[Score, Reason] | None:
    """The Clockwork 2 bots' Nightmare card, one text in every printing: at the end of Evening, 1 VP
    per two players, rounded up; the Score and its reason, or None below Nightmare."""
    if bot_config(snap, actor).difficulty != "nightmare":
        return None
    vp = _per_two_players(snap)
    return Score(faction=actor, vp=vp), reason("difficulty:nightmare", "score.nightmare_players", vp=vp,
                                               players=len(snap.factions))


def nightmare_reason(snap: RootSnapshot, score: Score) -> Reason:
    cfg = snap.faction(score.faction).bot
    if cfg is not None and cfg.printing == "directors_cut":
        return reason("difficulty:nightmare", "score.nightmare_players", vp=score.vp, players=len(snap.factions))
    return reason("difficulty:nightmare", "score.nightmare", vp=score.vp)


# -- the Mountain's Pass (Law of Root C.3.4) -------------------------------------------------
PASS_VP_RULE = "law:C.3.4"
PASS_VP_CODE = "pass.evening_vp"


def score_the_pass(snap: RootSnapshot, step: RootStep | RootPrompt) -> RootStep | RootPrompt:
    """Law of Root C.3.4 for every bot in one place: "At the end of a player's Evening, if that
    player rules the Pass, that player scores one victory point." Every bot's turn ends with its
    EndTurn step; once per turn, just before it, a bot that rules the Pass scores 1 VP."""
    if not isinstance(step, RootStep) or not isinstance(step.action, EndTurn) or snap.turn.pass_scored:
        return step
    the_pass = rules.board_of(snap).pass_clearing
    if the_pass is None or not rules.rules(snap, step.actor, the_pass):
        return step
    return RootStep(actor=step.actor, action=Score(faction=step.actor, vp=1),
                    reasons=(reason(PASS_VP_RULE, PASS_VP_CODE, faction=step.actor, clearing=the_pass),),
                    cursor=snap.turn.cursor)


def is_pass_score(step: RootStep) -> bool:
    """Whether the step is score_the_pass's (applying it records that the Pass has scored this turn)."""
    return isinstance(step.action, Score) and bool(step.reasons) and step.reasons[0].code == PASS_VP_CODE


# -- difficulty and traits (3.3) --------------------------------------------------------------
def bot_config(snap: RootSnapshot, faction: str) -> BotConfig:
    """The faction's bot card settings: difficulty, traits, printing (it is a bot's turn or hook)."""
    cfg = snap.faction(faction).bot
    assert cfg is not None
    return cfg


def has_trait(snap: RootSnapshot, faction: str, trait: str) -> bool:
    return trait in bot_config(snap, faction).traits


# -- the Corvids' snares (11.8.2) -------------------------------------------------------------
def snared_step(snap: RootSnapshot, step: RootStep) -> RootStep:
    """11.8.2, for every bot in one place: the bots ignore snares when they choose targets, and a
    step that would place pieces into or move them out of a clearing with a face-up snare removes
    the snare instead of that part (plots.snared_action)."""
    action, why = plots.snared_action(snap, step.actor, step.action)
    if not why:
        return step
    return step.model_copy(update={"action": action, "reasons": (*step.reasons, *why)})


# -- legality (2.3) --------------------------------------------------------------------------
def legal_step(snap: RootSnapshot, step: RootStep) -> RootStep:
    """2.3 as a safety net: a step is proposed only if apply_step will accept it. A placement
    target that rules.placement_refusal forbids is skipped (the rest still happen); a step that
    cannot happen at all becomes a Nothing that says why. The bots' own target choices already
    retry (2.3) through the same check, so this only catches what a bot's choice missed."""
    action, why = _legal_action(snap, step.action)
    if not why:
        return step
    return step.model_copy(update={"action": action, "reasons": (*why, *step.reasons)})


def _legal_action(snap: RootSnapshot, action: Action) -> tuple[Action, list[Reason]]:
    if isinstance(action, PlaceWarriors):
        kept: list[tuple[int | str, int]] = []
        skipped: list[Reason] = []
        running = snap
        for clearing, n in action.targets:
            refused = rules.placement_refusal(running, action.faction, action.piece, clearing, n)
            if refused is not None:
                skipped.append(refused)
                continue
            kept.append((clearing, n))
            running = rules.add_pieces(running, action.faction, action.piece, clearing, n)
        if not skipped:
            return action, []
        if not kept:
            return Nothing(), [reason("2.3", "legality.step_skipped"), *skipped]
        return (action.model_copy(update={"targets": tuple(kept)}),
                [reason("2.3", "legality.target_skipped"), *skipped])
    if isinstance(action, Build):
        refused = rules.placement_refusal(snap, action.faction, action.piece, action.clearing)
        if refused is not None:
            return Nothing(), [reason("2.3", "legality.step_skipped"), refused]
    if isinstance(action, Compound):
        parts = []
        notes: list[Reason] = []
        running = snap
        for part in action.parts:
            checked, why = _legal_action(running, part)
            if isinstance(checked, Nothing) and why:
                # One rule's effects happen together or not at all.
                return Nothing(), why
            parts.append(checked)
            notes += why
            running = apply_action(running, checked)
        action = action.model_copy(update={"parts": tuple(parts)})
        return action, notes
    try:
        apply_action(snap, action)
    except IllegalEdit:
        return Nothing(), [reason("2.3", "legality.step_skipped"), reason("2.3", "legality.refused")]
    return action, []


# -- the Lake's ferry (12.1.1) -----------------------------------------------------------------
def with_ferry(snap: RootSnapshot, step: RootStep) -> RootStep:
    """12.1.1, for every bot in one place: each move of the step that sails on the ferry (from the
    ferry's clearing to another coastal clearing, rules.ferry_crossing) says so, with the VP it
    scores instead of a card. apply_action moves the ferry and scores the VP; here only the ferry's
    clearing is followed from move to move (nothing else in a step moves it)."""
    if snap.ferry is None:
        return step  # no lake on this map
    crossings: list[Reason] = []
    parts = step.action.parts if isinstance(step.action, Compound) else (step.action,)
    for part in parts:
        if isinstance(part, Move) and rules.ferry_crossing(snap, part.faction, part.piece, part.origin, part.dest):
            crossings.append(reason("12.1.1", "ferry.bot_crossing", faction=part.faction, count=part.count,
                                    piece=part.piece, origin=part.origin, dest=part.dest, vp=rules.FERRY_VP))
            snap = snap.model_copy(update={"ferry": part.dest})
    if not crossings:
        return step
    return step.model_copy(update={"reasons": (*step.reasons, *crossings)})


# -- a human Alliance's Outrage ----------------------------------------------------------------
def with_outrage(snap: RootSnapshot, step: RootStep) -> RootStep:
    """Law of Root's Outrage with 2.8.1: when a bot removes a human Alliance's sympathy token or
    moves warriors into a sympathetic clearing, the Alliance would take a card from the bot's
    hand; the bot has none, so the Alliance draws one for its Supporters. The table is reminded.
    A bot Alliance is not outraged by bots (its Automated Outrage, 6.2.3, answers to humans)."""
    if not snap.has_faction("alliance") or snap.faction("alliance").is_bot or step.actor == "alliance":
        return step
    shown = {(r.param("clearing"), r.param("cause")) for r in step.reasons if r.code == "outrage.human_alliance"}
    new = [reason("2.8.1", "outrage.human_alliance", clearing=c, cause=cause)
           for c, cause in outrage_clearings(snap, step.action) if (c, cause) not in shown]
    if not new:
        return step
    return step.model_copy(update={"reasons": (*step.reasons, *new)})


def outrage_clearings(snap: RootSnapshot, action: Action) -> list[tuple[int, str]]:
    """(clearing, "move" | "removal") for each sympathetic clearing this action moves warriors
    into or removes sympathy from, in the order it happens."""
    out: list[tuple[int, str]] = []
    parts = action.parts if isinstance(action, Compound) else (action,)
    for part in parts:
        if isinstance(part, Move) and isinstance(part.dest, int) and part.faction != "alliance" \
                and part.piece == "warrior" and snap.place(part.dest).count("alliance", "sympathy"):
            out.append((part.dest, "move"))
        if isinstance(part, (Battle, RemovePieces)):
            out += [(int(r.clearing), "removal") for r in part.removals
                    if r.faction == "alliance" and r.piece == "sympathy"]
        snap = apply_action(snap, part)
    return list(dict.fromkeys(out))

"""The Root engine's public face: what the controller and the CLI call.

    next_step(snap)            -> RootStep | RootPrompt | HumanTurn
    apply_step(snap, step)     -> snap      (a confirmed bot step)
    answer(snap, prompt, ans)  -> snap      (the table answers a prompt)
    apply_edit(snap, edit)     -> snap      (the table mirrors the board; raises IllegalEdit)
    end_human_turn(snap)       -> snap

All are pure: the snapshot in is never changed, a new one comes out.
"""

from __future__ import annotations

from ...core.reasons import reason
from ...core.steps import HumanTurn, IllegalEdit
from . import rules
from .actions import Answer, EndTurn, GameOver, RootPrompt, RootStep, apply_action
from .bots import bot_module
from .edits import Edit
from .edits import apply_edit as _apply_edit
from .setup import GameConfig, new_game
from .state import RootSnapshot, TurnState

__all__ = ["GameConfig", "answer", "apply_edit", "apply_step", "end_human_turn", "new_game", "next_step"]


def next_step(snap: RootSnapshot) -> RootStep | RootPrompt | HumanTurn:
    outcome = rules.result(snap)
    if outcome is not None:
        # Law of Root 3.1: the game ends at once, even mid-turn. The step is shown, not applied.
        kind, winners = outcome
        return RootStep(actor=winners[0], action=GameOver(outcome=kind, winners=winners),
                        reasons=(reason("law:3.1" if kind == "faction" else "coop", f"game.over.{kind}",
                                        winners=winners),))
    current = snap.current_faction()
    if current.bot is None:
        return HumanTurn(actor=current.id)
    step: RootStep | RootPrompt = bot_module(current.bot.bot).next_step(snap)
    return step


def _pass_turn(snap: RootSnapshot) -> RootSnapshot:
    seat = (snap.turn.seat + 1) % len(snap.factions)
    round_ = snap.turn.round + (1 if seat == 0 else 0)
    nxt = snap.factions[seat]
    cursor = bot_module(nxt.bot.bot).new_cursor() if nxt.bot is not None else None
    return snap.model_copy(update={"turn": TurnState(round=round_, seat=seat, cursor=cursor)})


def apply_step(snap: RootSnapshot, step: RootStep) -> RootSnapshot:
    """Apply a confirmed bot step. The step must be the one next_step proposes for this snapshot:
    a step planned on another board is refused rather than applied to the wrong state."""
    expected = next_step(snap)
    if expected != step:
        raise IllegalEdit("step.stale")
    new = apply_action(snap, step.action)
    if isinstance(step.action, EndTurn):
        return _pass_turn(new)
    update: dict[str, object] = {"turn": new.turn.model_copy(update={"cursor": step.cursor})}
    if step.rng is not None:
        update["rng"] = step.rng
    return new.model_copy(update=update)


def answer(snap: RootSnapshot, prompt: RootPrompt, ans: Answer) -> RootSnapshot:
    if next_step(snap) != prompt:
        raise IllegalEdit("step.stale")
    current = snap.current_faction()
    assert current.bot is not None
    result: RootSnapshot = bot_module(current.bot.bot).answer(snap, prompt, ans)
    return result


def apply_edit(snap: RootSnapshot, edit: Edit) -> RootSnapshot:
    return _apply_edit(snap, edit)


def end_human_turn(snap: RootSnapshot) -> RootSnapshot:
    if rules.result(snap) is not None:
        raise IllegalEdit("game.over")
    if snap.current_faction().is_bot:
        raise IllegalEdit("turn.not_human")
    return _pass_turn(snap)

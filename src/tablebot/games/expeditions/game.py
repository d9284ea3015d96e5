"""The Expeditions engine's public face: what the controller and the CLI call.

    next_step(snap)            -> ExpeditionsStep | ExpeditionsPrompt | HumanTurn
    apply_step(snap, step)     -> snap      (a confirmed Automa step; a stale one is refused)
    answer(snap, prompt, ans)  -> snap      (the table answers: card drawn, tile explored)
    apply_edit(snap, edit)     -> snap      (the table mirrors the board; raises IllegalEdit)
    end_human_turn(snap)       -> snap

All are pure: the snapshot in is never changed, a new one comes out. When the game is over
next_step proposes a GameOver step that cannot be applied (scoring.final_result scores it).
"""

from __future__ import annotations

from ...core.reasons import reason
from ...core.steps import HumanTurn, IllegalEdit
from . import automa
from . import rulebook as R
from .actions import (
    AdvanceProgress,
    Answer,
    EndTurn,
    ExpeditionsPrompt,
    ExpeditionsStep,
    GameOver,
    apply_action,
)
from .edits import Edit
from .edits import apply_edit as _apply_edit
from .scoring import automa_score
from .setup import GameConfig, new_game
from .state import Cursor, EndState, ExpeditionsSnapshot, TurnState

__all__ = ["GameConfig", "answer", "apply_edit", "apply_step", "end_human_turn", "new_game", "next_step"]

PLAYER = "player"


def next_step(snap: ExpeditionsSnapshot) -> ExpeditionsStep | ExpeditionsPrompt | HumanTurn:
    if snap.game_over:
        assert snap.end is not None
        return ExpeditionsStep(actor=automa.ACTOR, action=GameOver(score=automa_score(snap)),
                               reasons=(reason(R.RULING_FINAL_TURNS, "game.over", trigger=snap.end.trigger,
                                               turn=snap.end.turn),))
    if snap.turn.seat == PLAYER:
        return HumanTurn(actor=PLAYER)
    return automa.next_step(snap)


def _pass_turn(snap: ExpeditionsSnapshot) -> ExpeditionsSnapshot:
    seat = "player" if snap.turn.seat == "automa" else "automa"
    turn = TurnState(number=snap.turn.number + 1, seat=seat, cursor=Cursor() if seat == "automa" else None)
    return snap.model_copy(update={"turn": turn})


def apply_step(snap: ExpeditionsSnapshot, step: ExpeditionsStep) -> ExpeditionsSnapshot:
    """Apply a confirmed Automa step. The step must be the one next_step proposes for this
    snapshot: a step planned on another board is refused rather than applied to the wrong state."""
    if next_step(snap) != step:
        raise IllegalEdit("step.stale")
    if isinstance(step.action, GameOver):
        raise IllegalEdit("game.over")
    new = apply_action(snap, step.action)
    if isinstance(step.action, AdvanceProgress) and step.action.triggers_end:
        new = new.model_copy(update={"end": EndState(trigger="automa", turn=snap.turn.number)})
    if isinstance(step.action, EndTurn):
        return _pass_turn(new)
    update: dict[str, object] = {"turn": new.turn.model_copy(update={"cursor": step.cursor})}
    if step.rng is not None:
        update["rng"] = step.rng
    return new.model_copy(update=update)


def answer(snap: ExpeditionsSnapshot, prompt: ExpeditionsPrompt, ans: Answer) -> ExpeditionsSnapshot:
    if next_step(snap) != prompt:
        raise IllegalEdit("step.stale")
    return automa.answer(snap, prompt, ans)


def apply_edit(snap: ExpeditionsSnapshot, edit: Edit) -> ExpeditionsSnapshot:
    return _apply_edit(snap, edit)


def end_human_turn(snap: ExpeditionsSnapshot) -> ExpeditionsSnapshot:
    if snap.game_over:
        raise IllegalEdit("game.over")
    if snap.turn.seat != PLAYER:
        raise IllegalEdit("turn.not_human")
    return _pass_turn(snap)

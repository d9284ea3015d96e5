"""The Age of Innovation engine's public face: what the controller and the CLI call.

    next_step(snap)            -> AoIStep | AoIPrompt | HumanTurn
    apply_step(snap, step)     -> snap      (a confirmed Automa step; a stale one is refused)
    answer(snap, prompt, ans)  -> snap      (the table answers: the decision card it drew)
    apply_edit(snap, edit)     -> snap      (the table mirrors the board; raises IllegalEdit)
    end_human_turn(snap)       -> snap      (your turn is over: the seat moves on in turn order)

The Automa's turn is automa.py's (TURA AUTOMY, AKCJE AUTOMY); this module seats the sides and ends the
game. TURA AUTOMY: "W pierwszej rundzie to ty rozgrywasz turę jako pierwszy. Automa zajmuje miejsce w
kolejności tur tak, jak zrobiłby to zwykły gracz": the seat goes round the turn order, skipping the
sides that passed (automa.end_turn), and the round ends when all have. After round 6's final scoring
the game is over (KONIEC GRY I OSTATECZNA PUNKTACJA): next_step then proposes a GameOver step with the
final scores that cannot be applied.

All functions are pure: the snapshot in is never changed, a new one comes out.
"""

from __future__ import annotations

from ...core.reasons import reason
from ...core.steps import EngineError, HumanTurn, IllegalEdit
from . import automa
from . import rulebook as R
from .actions import Answer, AoIPrompt, AoIStep, GameOver
from .edits import Edit
from .edits import apply_edit as _apply_edit
from .setup import GameConfig, new_game
from .state import AoISnapshot

__all__ = ["GameConfig", "answer", "apply_edit", "apply_step", "end_human_turn", "game_over", "new_game",
           "next_step"]

HUMAN_SIDES = ("human", "human2")


def game_over(snap: AoISnapshot) -> bool:
    return snap.turn.game_over


def winners(scores: tuple[tuple[str, int], ...]) -> tuple[str, ...]:
    """The sides with the most VP (a tie names them all; the base game's tie-breaks are the table's)."""
    best = max((vp for _, vp in scores), default=0)
    return tuple(side for side, vp in scores if vp == best)


def _game_over_step(snap: AoISnapshot) -> AoIStep:
    scores = tuple((side, int(vp)) for side, vp in automa.final_scores(snap))
    lines = tuple(reason(R.GAME_END, "game.score", side=side, vp=vp) for side, vp in scores)
    return AoIStep(actor=snap.automas[0].side, action=GameOver(scores=scores),
                   reasons=(reason(R.GAME_END, "game.over", side=winners(scores)), *lines))


def next_step(snap: AoISnapshot) -> AoIStep | AoIPrompt | HumanTurn:
    if game_over(snap):
        return _game_over_step(snap)
    if snap.turn.seat in HUMAN_SIDES:
        return HumanTurn(actor=snap.turn.seat)
    found = automa.next_step(snap)
    if found is None:  # the Automa's module says the seat is a player's
        return HumanTurn(actor=snap.turn.seat)
    return found


def apply_step(snap: AoISnapshot, step: AoIStep) -> AoISnapshot:
    """Apply a confirmed Automa step. It must be the one next_step proposes for this snapshot: a step
    planned on another board is refused rather than applied to the wrong state."""
    if isinstance(step.action, GameOver):
        if game_over(snap) and next_step(snap) == step:
            raise IllegalEdit("game.over")
        raise IllegalEdit("step.stale")
    if game_over(snap) or snap.turn.seat in HUMAN_SIDES:
        raise IllegalEdit("step.stale")
    try:
        return automa.apply_step(snap, step)
    except EngineError as err:
        if err.code in ("bots.stale_step", "step.stale"):  # one code at the game's face, as for the other games
            raise IllegalEdit("step.stale") from err
        raise


def answer(snap: AoISnapshot, prompt: AoIPrompt, ans: Answer) -> AoISnapshot:
    if next_step(snap) != prompt:
        raise IllegalEdit("step.stale")
    return automa.answer(snap, prompt, ans)


def apply_edit(snap: AoISnapshot, edit: Edit) -> AoISnapshot:
    return _apply_edit(snap, edit)


def end_human_turn(snap: AoISnapshot) -> AoISnapshot:
    """Your turn is over: the next side in turn order that has not passed takes its turn; when every
    side has passed the round ends (automa.end_turn)."""
    if game_over(snap):
        raise IllegalEdit("game.over")
    if snap.turn.seat not in HUMAN_SIDES:
        raise IllegalEdit("turn.not_human")
    return automa.end_turn(snap, snap.turn.seat)

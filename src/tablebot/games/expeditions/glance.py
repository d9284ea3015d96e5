"""Expeditions at a glance: the Automa's coins by round (game-end scoring of what it has gained so
far; the player's coins are counted by the player, so the app does not chart them), and what an
Automa step did (explore, vanquish, move)."""

from __future__ import annotations

from ...core.glance import Event, SideScore, Standing
from . import actions as act
from . import game
from .scoring import automa_score
from .state import ExpeditionsSnapshot

_WHAT = {"explore": "explore", "vanquish": "vanquish", "vanquish_20": "vanquish", "move": "move"}


def standing(snap: ExpeditionsSnapshot) -> Standing:
    # A round is one turn of each seat: turns 1-2 are round 1.
    return Standing(round=(snap.turn.number + 1) // 2,
                    sides=(SideScore(side="automa", score=automa_score(snap).total, bot=True),),
                    over=snap.game_over)


def happened(before: ExpeditionsSnapshot, after: ExpeditionsSnapshot) -> tuple[Event, ...]:
    """The Automa's action between two history snapshots (the pure engine's proposal for `before`,
    when applying it gives `after`); edits and answers add nothing."""
    try:
        step = game.next_step(before)
        if not isinstance(step, act.ExpeditionsStep) or game.apply_step(before, step) != after:
            return ()
    except Exception:  # noqa: BLE001 - a history entry the engine cannot replay adds no event
        return ()
    what = _WHAT.get(step.action.kind)
    return (Event(side="automa", what=what),) if what else ()

"""Expeditions at a glance: the Automa's coins by round (game-end scoring of what it has gained so
far; the player's coins are counted by the player, so the app does not chart them), and what an
Automa step did (explore, vanquish, move)."""

from __future__ import annotations

from ...core.glance import Event, SideScore, Standing
from . import actions as act
from .scoring import automa_score
from .state import ExpeditionsSnapshot

_WHAT = {"explore": "explore", "vanquish": "vanquish", "vanquish_20": "vanquish", "move": "move"}


def standing(snap: ExpeditionsSnapshot) -> Standing:
    # A round is one turn of each seat: turns 1-2 are round 1.
    return Standing(round=(snap.turn.number + 1) // 2,
                    sides=(SideScore(side="automa", score=automa_score(snap).total, bot=True),),
                    over=snap.game_over)


def happened(step: act.ExpeditionsStep) -> tuple[Event, ...]:
    """What an Automa step did: explore, vanquish or move."""
    what = _WHAT.get(step.action.kind)
    return (Event(side="automa", what=what),) if what else ()

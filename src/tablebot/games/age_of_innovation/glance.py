"""Age of Innovation at a glance: every side's VP by round, and what an Automa step did on the map
(build, upgrade) for the end-of-game summary."""

from __future__ import annotations

from ...core.glance import Event, SideScore, Standing
from . import actions as act
from . import game
from .state import AoISnapshot


def standing(snap: AoISnapshot) -> Standing:
    sides = (*(SideScore(side=h.side, score=h.vp, bot=False) for h in snap.humans),
             *(SideScore(side=a.side, score=a.vp, bot=True) for a in snap.automas))
    over = game.game_over(snap)
    won: tuple[str, ...] = ()
    if over:
        won = game.winners(tuple((s.side, s.score) for s in sides))
    return Standing(round=snap.turn.round, sides=tuple(sides), over=over, winners=won)


def happened(step: act.AoIStep) -> tuple[Event, ...]:
    """What an Automa step did on the map: a workshop built (after its transform), a building upgraded."""
    a = step.action
    if isinstance(a, act.Build):
        return (Event(side=a.side, what="build"),)
    if isinstance(a, act.Upgrade):
        return (Event(side=a.side, what="upgrade"),)
    return ()

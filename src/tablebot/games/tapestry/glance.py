"""Tapestry at a glance: your VP and the Automa's by era (the Shadow Empire never scores), and what a
bots' step did on the map (conquer, explore) for the end-of-game summary."""

from __future__ import annotations

from ...core.glance import Event, SideScore, Standing
from . import actions as act
from . import automa, game
from .state import TapestrySnapshot


def standing(snap: TapestrySnapshot) -> Standing:
    # The era is the income turns you have taken (your first turn is income turn 1).
    era = min(max(snap.human.income_turns, 1), 5)
    over = game.game_over(snap)
    winners: tuple[str, ...] = ()
    if over:
        _, _, winner = automa.final_scores(snap)
        winners = ("human", "automa") if winner == "tie" else (winner,)
    return Standing(round=era, sides=(SideScore(side="human", score=snap.human.vp, bot=False),
                                      SideScore(side="automa", score=snap.automa.vp, bot=True)),
                    over=over, winners=winners)


def happened(step: act.TapestryStep) -> tuple[Event, ...]:
    """What a bots' step did on the map: the Automa conquers or explores (the Shadow Empire's toppled
    outposts come with the Automa's conquests)."""
    if isinstance(step.action, act.OnMap):
        return (Event(side="automa", what="explore" if step.action.choice.kind == "explore" else "conquer"),)
    return ()

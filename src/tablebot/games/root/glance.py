"""Root at a glance: VP by round for every faction, and what a bot step did (battles, buildings,
crafted cards) for the VP race chart and the end-of-game summary."""

from __future__ import annotations

from ...core.glance import Event, SideScore, Standing
from . import actions as act
from .rules import result
from .state import RootSnapshot


def standing(snap: RootSnapshot) -> Standing:
    outcome = result(snap)  # Law of Root 3.1: the game ends at once at 30 VP (co-op: the race)
    return Standing(round=snap.turn.round,
                    sides=tuple(SideScore(side=f.id, score=f.vp, bot=f.is_bot) for f in snap.factions),
                    over=outcome is not None, winners=outcome[1] if outcome else ())


def _events(action: act.Action) -> tuple[Event, ...]:
    if isinstance(action, act.Compound):
        return tuple(e for part in action.parts for e in _events(part))
    if isinstance(action, act.Battle):
        return (Event(side=action.attacker, what="battle"),)
    if isinstance(action, act.Build):
        return (Event(side=action.faction, what="build"),)
    if isinstance(action, act.Craft):
        return (Event(side=action.faction, what="craft"),)
    return ()  # moves and recruits are every turn's routine: the summary names what stands out


def happened(step: act.RootStep) -> tuple[Event, ...]:
    """What a bot's step did: its battles (the attacker's), buildings and crafted cards."""
    return _events(step.action)

"""Root at a glance: VP by round for every faction, and what a confirmed bot step did (battles,
buildings, crafted cards...) for the VP race chart and the end-of-game summary."""

from __future__ import annotations

from ...core.glance import Event, SideScore, Standing
from . import actions as act
from . import game
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


def happened(before: RootSnapshot, after: RootSnapshot) -> tuple[Event, ...]:
    """What a bot did between two snapshots of the history: the engine is pure, so the step it
    proposes for `before` is the one that was confirmed when applying it gives `after`. Edits,
    answers and the ends of human turns did nothing a bot did."""
    try:
        step = game.next_step(before)
        if not isinstance(step, act.RootStep) or game.apply_step(before, step) != after:
            return ()
    except Exception:  # noqa: BLE001 - a history entry the engine cannot replay adds no event
        return ()
    return _events(step.action)

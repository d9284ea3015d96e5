"""The game at a glance: what a game tells the VP race chart about one snapshot (the score of
each side, bots told from humans, the round) and about one history entry (what a side did).

A game registers two pure functions returning these (games/registry.py: `standing`, `happened`);
the chart (gui/vpchart.py) reads the Session's history through them and names no game.
"""

from __future__ import annotations

from .model import Frozen


class SideScore(Frozen):
    side: str
    """A faction or seat id, as the game's views name it."""
    score: int
    bot: bool


class Standing(Frozen):
    round: int
    """The round this snapshot is in (1 for the first)."""
    sides: tuple[SideScore, ...]
    """Every side whose score the app knows, in seating order (a score the table keeps to itself,
    such as an Expeditions player's coins, is left out)."""
    over: bool = False
    winners: tuple[str, ...] = ()
    """The sides that have won, once the game is over and the app knows it."""


class Event(Frozen):
    """One thing a side did in a history entry, as a generic activity tag: "battle", "build",
    "craft", "recruit", "move", "explore", "vanquish"... (the chart counts and words them)."""

    side: str
    what: str

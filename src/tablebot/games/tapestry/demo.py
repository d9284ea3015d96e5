"""The ready demo game: level 2 (the book's own setup), the app's deck, you first, a few turns into the
first era (the bots' turns played by the engine, yours as edits), so the app opens on a map and tracks
with something on them and the bots' next turn to confirm."""

from __future__ import annotations

from contextlib import suppress
from typing import Any

from ...core.steps import HumanTurn, IllegalEdit
from . import game
from .actions import AskDie, AskTrap, DieAnswer, TapestryPrompt, TrapAnswer
from .edits import Edit, ExploreHex, MoveToken, PlaceOutpost, SetVP, TakeIncome
from .setup import GameConfig
from .state import TapestrySnapshot

_YOUR_TURNS: tuple[tuple[Edit, ...], ...] = (
    (TakeIncome(),),  # your first turn is income turn 1 (base game)
    (MoveToken(side="human", track="exploration", space=1),),
    (MoveToken(side="human", track="exploration", space=2), ExploreHex(hex=(0, 1), tile=12), SetVP(side="human", vp=3)),
    (MoveToken(side="human", track="military", space=1), PlaceOutpost(hex=(0, 1), owner="human")),
    (MoveToken(side="human", track="technology", space=1),),
)
"""What you did at the table: income, exploration 1-2 (a tile next to 2/4, 3 VP for its sides), a
conquest of the hex you explored, an invention."""


def demo_config(seed: int = 5) -> GameConfig:
    return GameConfig(level=2, seed=seed, first="human")


def demo_game(seed: int = 5) -> TapestrySnapshot:
    """Your turns above, the bots' after each (the die rolled by the app); it opens on the bots' turn
    after your last one."""
    snap = game.new_game(demo_config(seed))
    turns = list(_YOUR_TURNS)
    for _ in range(500):
        step: Any = game.next_step(snap)
        if isinstance(step, HumanTurn):
            if not turns:
                return snap
            for edit in turns.pop(0):
                with suppress(IllegalEdit):  # another seed: a bot took that hex first, skip the gesture
                    snap = game.apply_edit(snap, edit)
            snap = game.end_human_turn(snap)
            if not turns:
                return snap
        elif isinstance(step, TapestryPrompt):
            q = step.question
            ans: Any = TrapAnswer(trap=False) if isinstance(q, AskTrap) else DieAnswer(face=None)
            assert isinstance(q, (AskTrap, AskDie)), q
            snap = game.answer(snap, step, ans)
        else:
            snap = game.apply_step(snap, step)
    return snap

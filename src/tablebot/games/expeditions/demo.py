"""The ready demo game: level 2, the rows entered, a few turns in (the Automa's played by the engine,
the player's as edits), so the app opens on a board with something on it."""

from __future__ import annotations

from typing import Any

from ...core.steps import HumanTurn
from . import game
from .actions import AskCard, AskTile, CardAnswer, ExpeditionsPrompt, TileAnswer
from .edits import Edit, PlacePlayerMech, PlayerExplore, PlayerVanquish, SetAdjacentCards, SetCorruption
from .setup import GameConfig, SlotSetup
from .state import ExpeditionsSnapshot, LocRef

# Tiles the table revealed during those turns, and what they showed (corruption values, top first).
_REVEALS: tuple[tuple[int, tuple[int, ...]], ...] = ((9, (3, 4)), (15, (4, 3, 3)), (11, (3,)), (17, (4, 4)))


_TURNS = 13
"""The demo opens on the player's turn after six Automa turns."""


def demo_config(seed: int = 9) -> GameConfig:
    south = tuple(SlotSetup(tile=t, face_up=True, corruption=c)
                  for t, c in ((3, (3,)), (1, ()), (5, (4, 3)), (2, ()), (6, (3,)), (4, ())))
    return GameConfig(south=south, level=2, first="player", seed=seed)


def demo_game(seed: int = 9) -> ExpeditionsSnapshot:
    snap = game.new_game(demo_config(seed))
    reveals = list(_REVEALS)
    player_turns: list[list[Edit]] = [
        [PlacePlayerMech(location=LocRef(region="central", slot=3)),
         PlayerExplore(location=LocRef(region="central", slot=3), tile=8, corruption=(4, 3))],
        [PlacePlayerMech(location=LocRef(region="north", slot=2)),
         PlayerExplore(location=LocRef(region="north", slot=2), tile=16, corruption=(3, 3))],
        [PlayerVanquish(location=LocRef(region="north", slot=2), count=1),
         SetCorruption(location=LocRef(region="south", slot=2), tokens=(3,))],
    ]
    # Geometry the table entered for two locations, so a tidy step can name its card spaces.
    geometry: tuple[Edit, ...] = (SetAdjacentCards(location=LocRef(region="north", slot=0), spaces=(1,)),
                                  SetAdjacentCards(location=LocRef(region="central", slot=6), spaces=(4, 5)))
    for edit in geometry:
        snap = game.apply_edit(snap, edit)
    for _ in range(200):
        step: Any = game.next_step(snap)
        if isinstance(step, HumanTurn):
            if snap.turn.number >= _TURNS:
                return snap
            for edit in player_turns.pop(0) if player_turns else ():  # later turns: the player passes
                snap = game.apply_edit(snap, edit)
            snap = game.end_human_turn(snap)
        elif isinstance(step, ExpeditionsPrompt):
            q = step.question
            if isinstance(q, AskTile):
                tile, tokens = reveals.pop(0) if reveals else (None, (3,))
                snap = game.answer(snap, step, TileAnswer(tile=tile, corruption=tokens))
            else:
                assert isinstance(q, AskCard)
                snap = game.answer(snap, step, CardAnswer(card=q.options[0]))
        else:
            snap = game.apply_step(snap, step)
    return snap

"""The ready demo game: level 2 (Automa), the app's deck, seeded; round 1 played (the Automa's turns by
the engine, yours as edits: a workshop on your terrain each turn, then your pass), and round 2 opened
up to the Automa's first pair drawn, so the app opens on a map with buildings on it, the decision pair
on screen and the Automa's next action to confirm: with the default seed, a transform and build (the
chosen hex, the hexes tried before it and the directional count on the map)."""

from __future__ import annotations

from contextlib import suppress
from typing import Any

from ...core.steps import HumanTurn, IllegalEdit
from . import game
from .actions import AoIPrompt, DrawCards
from .board import builtin_map
from .edits import PlaceBuilding, TakeRoundBonus
from .setup import GameConfig
from .state import AoISnapshot

MAP = "candidate_b"
YOURS = "plains"
AUTOMA = "lake"


def _of(terrain: str) -> list[tuple[int, int]]:
    return [h for h, t in builtin_map(MAP).cells if t == terrain]


def demo_config(seed: int = 14) -> GameConfig:
    plains, lakes = _of(YOURS), _of(AUTOMA)
    return GameConfig(level=2, seed=seed, map_id=MAP, your_terrain=YOURS, automa_terrain=AUTOMA,
                      automa_faction="simpletons", your_workshops=(plains[len(plains) // 3], plains[2 * len(plains) // 3]),
                      automa_workshops=(lakes[len(lakes) // 4], lakes[3 * len(lakes) // 4]))


def demo_game(seed: int = 14) -> AoISnapshot:
    """Each of your turns a workshop on an empty plains hex next to one of yours if any (the first in
    reading order), and in round 1 your pass once you have built twice; it stops in round 2 right after
    the Automa's first draw."""
    snap = game.new_game(demo_config(seed))
    built = 0
    for _ in range(2000):
        step: Any = game.next_step(snap)
        if isinstance(step, HumanTurn):
            side = step.actor
            if built >= 2 and snap.turn.round == 1:
                with suppress(IllegalEdit):
                    snap = game.apply_edit(snap, TakeRoundBonus(side=side, slot=0))
            else:
                for h in _build_spots(snap):
                    with suppress(IllegalEdit):
                        snap = game.apply_edit(snap, PlaceBuilding(hex=h, owner=side))
                        built += 1
                        break
            snap = game.end_human_turn(snap)
            continue
        if isinstance(step, AoIPrompt):  # the app's deck asks nothing before round 6's final scoring
            raise TypeError(f"the demo's app deck asked the table: {step.question}")
        if step.action.kind == "game_over":
            return snap
        snap = game.apply_step(snap, step)
        if snap.turn.round == 2 and isinstance(step.action, DrawCards):
            return snap
    return snap


def _build_spots(snap: AoISnapshot) -> list[tuple[int, int]]:
    board = snap.board.as_map()
    mine = {b.hex for b in snap.buildings_of("human")}
    free = [h for h in board.land if snap.terrain(h) == YOURS and snap.building_at(h) is None]
    near = [h for h in free if any(n in mine for n in board.adjacency[h])]
    return near + [h for h in free if h not in near]

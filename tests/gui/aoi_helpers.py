"""Shared helpers of the Age of Innovation GUI tests: a table to draw, and a recording session.

`RecordingSession`, `drag` and `click`: scene_helpers.py (every scene game's)."""

from __future__ import annotations

from typing import Any

from tablebot.games.age_of_innovation.setup import GameConfig, new_game
from tablebot.games.age_of_innovation.state import AoISnapshot, Building

YOUR_GUILD = (4, 2)
AUTOMA_MARKED = (2, 1)


def table(seed: int = 3, **config: Any) -> AoISnapshot:
    """A new game on candidate B (you on plains, the Automa on lakes) with your guild on E3 (plains)
    and a marked Automa workshop on C2 (lake)."""
    snap = new_game(GameConfig(seed=seed, automa_terrain="lake", **config))
    extra = (Building(hex=YOUR_GUILD, owner="human", kind="guild"),
             Building(hex=AUTOMA_MARKED, owner="automa", kind="workshop", marked=True))
    return snap.model_copy(update={"buildings": snap.buildings + extra})


def land_hex(snap: AoISnapshot, empty: bool = True) -> tuple[int, int]:
    """The first land hex in reading order (with no building when `empty`)."""
    for h, cell in snap.board.cells:
        if cell != "river" and (not empty or snap.building_at(h) is None):
            return h
    raise AssertionError("no land hex")


def river_hex(snap: AoISnapshot) -> tuple[int, int]:
    return next(h for h, cell in snap.board.cells if cell == "river")

"""Shared helpers of the Tapestry GUI tests: a table to draw, and a recording session.

`RecordingSession`, `drag` and `click`: scene_helpers.py (every scene game's)."""

from __future__ import annotations

from typing import Any

from tablebot.games.tapestry.setup import GameConfig, new_game
from tablebot.games.tapestry.state import Outpost, TapestrySnapshot


def table(seed: int = 3, **config: Any) -> TapestrySnapshot:
    """A new game with a crowded corner: hex (1,-1) holds your toppled outpost under the Automa's
    standing one and a toppled Shadow Empire outpost; an explored tile on (-1,2) with your outpost."""
    snap = new_game(GameConfig(seed=seed, **config))
    hexes = []
    for h in snap.hexes:
        if h.axial == (1, -1):
            h = h.model_copy(update={"outposts": (Outpost(owner="human", toppled=True), Outpost(owner="automa"),
                                                  Outpost(owner="shadow", toppled=True))})
        elif h.axial == (-1, 2):
            h = h.model_copy(update={"territory": True, "tile": 12, "outposts": (Outpost(owner="human"),)})
        hexes.append(h)
    return snap.model_copy(update={"hexes": tuple(hexes)})

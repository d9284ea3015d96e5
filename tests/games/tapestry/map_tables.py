"""Tables on the small map for the hexes tests: the pieces are written per hex, bottom first.

"H" your outpost, "A" the Automa's, "S" the Shadow Empire's; lower case = toppled. A hex listed in
`explored` has a territory tile; printed territories always have one.
"""

from __future__ import annotations

from tablebot.games.tapestry.board import Axial
from tablebot.games.tapestry.cards import TRACKS, DecisionCard, Track, printed_card
from tablebot.games.tapestry.setup import GameConfig, new_game
from tablebot.games.tapestry.state import AchievementTaken, Outpost, TapestrySnapshot

OWNERS = {"h": "human", "a": "automa", "s": "shadow"}
SETUP = {(0, 2): "HH", (2, 0): "AA"}


def table(outposts: dict[Axial, str] | None = None, explored: tuple[Axial, ...] = (),
          favourite: Track = "science", achievements: tuple[AchievementTaken, ...] = ()) -> TapestrySnapshot:
    """A table with exactly these pieces on the map (the setup's when `outposts` is None)."""
    pieces = SETUP if outposts is None else outposts
    shadow = next(t for t in TRACKS if t != favourite)
    snap = new_game(GameConfig(seed=1, automa_die=favourite, shadow_die=shadow))
    hexes = []
    for h in snap.hexes:
        marks = pieces.get(h.axial, "")
        placed = tuple(Outpost(owner=OWNERS[c.lower()], toppled=c.islower()) for c in marks)  # type: ignore[arg-type]
        hexes.append(h.model_copy(update={"outposts": placed, "territory": h.territory or h.axial in explored}))
    return snap.model_copy(update={"hexes": tuple(hexes), "achievements": achievements})


def priority_card(pattern: str = "n-se", topple_icon: bool = False) -> DecisionCard:
    """Card 1 with the priority half's diagram and topple icon set as the test needs."""
    base = printed_card(1)
    half = base.priority_half.model_copy(update={"hex_pattern": pattern, "topple_icon": topple_icon})
    return base.model_copy(update={"priority_half": half})

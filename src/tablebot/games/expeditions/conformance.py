"""The Expeditions Automa in the conformance harness (games/conformance.py): random answers a table
could give and random tables. Named by Expeditions' registration (`subjects`, `random_answer`).

Pure engine code: no Qt.
"""

from __future__ import annotations

import random
from typing import Any

from ..conformance import Subject


def random_answer(snap: Any, prompt: Any, rnd: random.Random) -> Any:
    """A random answer the table could give: one of the cards offered, a free tile (or none) and
    its corruption."""
    from .actions import AskCard, AskTile, CardAnswer, TileAnswer

    q = prompt.question
    if isinstance(q, AskCard):
        return CardAnswer(card=rnd.choice(q.options))
    if isinstance(q, AskTile):
        used = {loc.tile for loc in (*snap.north, *snap.central, *snap.south)}
        free = [t for t in range(1, 21) if t not in used]
        return TileAnswer(tile=rnd.choice(free) if free and rnd.random() < 0.8 else None,
                          corruption=tuple(rnd.choice((0, 2, 3, 4)) for _ in range(rnd.randint(0, 3))))
    raise AssertionError(f"no random answer for {q.kind}")


def subjects() -> list[Subject]:
    """The Automa at random tables (level, deck, glory bonus)."""
    from .edits import PlacePlayerMech, PlayerExplore, PlayerVanquish, SetPlayerGlory
    from .setup import GameConfig, new_game
    from .state import LocRef

    def edits(snap: Any, rnd: random.Random) -> list[Any]:
        region = rnd.choice(["north", "central", "south"])
        ref = LocRef(region=region, slot=rnd.randrange(len(snap.region(region)) + 1))  # sometimes off the row
        out: list[Any] = [PlacePlayerMech(location=ref)]
        if rnd.random() < 0.5:
            out.append(PlayerExplore(location=ref, corruption=tuple(rnd.choice((3, 4)) for _ in range(rnd.randint(0, 3)))))
        if rnd.random() < 0.5:
            out.append(PlayerVanquish(location=ref, count=rnd.randint(1, 2)))
        if rnd.random() < 0.1:
            out.append(SetPlayerGlory(glory=rnd.randint(0, 4)))
        return out

    def make(seed: int, rnd: random.Random) -> Any:
        return new_game(GameConfig(level=rnd.choice([1, 2, 3]), seed=seed, physical_deck=rnd.random() < 0.3,
                                   glory_bonus=rnd.randint(-2, 3)))

    def turn_end(step: Any) -> bool:
        return getattr(getattr(step, "action", None), "kind", None) == "end_turn"

    return [Subject("expeditions", "automa", make, random_answer, edits, turn_end)]

"""The map choices made fast still equal the straightforward reading of VZDÁLENOSTI and the tie-breakers.

hexes.py measures a tie-breaker's distances with one search from all the targets at once (issue 13,
speed). The reference here is the rule read literally: for each possible hex, `distance` to each
target (one path search per pair), the nearest kept. On many random tables (walls of Automa outposts
and of your doubled territories, so some hexes have no path) the Automa must choose the same hex for
the same reasons either way.
"""

from __future__ import annotations

import random

import pytest

from tablebot.games.tapestry import hexes
from tablebot.games.tapestry.board import Axial, small_map
from tablebot.games.tapestry.cards import hex_patterns
from tablebot.games.tapestry.state import AchievementTaken, TapestrySnapshot

from .map_tables import priority_card, table

PIECES = ["H", "HH", "A", "AA", "hA", "aH", "s", "As", "Hh"]
WALLS = ["HH", "HH", "A", "AA", "H"]
"""Tables where your territories are mostly full (two tokens), so the Automa conquers neutral hexes."""


def _reference_closest(snap: TapestrySnapshot, candidates: tuple[Axial, ...], targets: tuple[Axial, ...],
                       farthest: bool = False) -> tuple[tuple[Axial, ...], int | None]:
    """The tie-breaker as the book says it: every candidate's distance to every target, the nearest
    target counting; no path is farther than any path (ruling:tapestry-distance-no-path)."""
    far = 10 ** 6
    value = {}
    for c in candidates:
        found = [d for t in targets if (d := hexes.distance(snap, c, t)) is not None]
        value[c] = min(found) if found else far
    best = (max if farthest else min)(value.values())
    return tuple(c for c in candidates if value[c] == best), (None if best == far else best)


def _random_table(rnd: random.Random) -> TapestrySnapshot:
    axials = small_map().axials
    explored = tuple(a for a in axials if rnd.random() < rnd.choice([0.1, 0.4, 0.8]))
    kinds, density = rnd.choice([PIECES, WALLS]), rnd.choice([0.2, 0.5, 0.8])
    pieces = {a: rnd.choice(kinds) if rnd.random() < density else "" for a in axials}
    achievements = (AchievementTaken(achievement="middle_island", side="automa"),) if rnd.random() < 0.2 else ()
    return table({a: p for a, p in pieces.items() if p and (small_map().info(a).printed_territory or a in explored)},
                 explored=explored, favourite=rnd.choice(["military", "science"]), achievements=achievements)


def test_a_tie_breakers_distances_equal_the_nearest_of_every_path_measured_alone() -> None:
    rnd = random.Random(5)
    axials = small_map().axials
    for _ in range(150):
        snap = _random_table(rnd)
        candidates = tuple(a for a in axials if rnd.random() < 0.5) or axials[:1]
        targets = tuple(rnd.sample(axials, rnd.randint(1, 6)))
        for farthest in (False, True):
            assert hexes._closest(snap, candidates, targets, farthest) == \
                _reference_closest(snap, candidates, targets, farthest)


@pytest.mark.parametrize("seed", range(4))
def test_conquer_and_explore_choose_as_the_reference_on_random_tables(seed: int,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    rnd = random.Random(100 + seed)
    patterns = sorted(hex_patterns())
    cases = []
    for _ in range(150):
        snap = _random_table(rnd)
        card = priority_card(rnd.choice(patterns), rnd.random() < 0.5)
        anywhere = rnd.random() < 0.2
        cases.append((snap, card, anywhere))
    fast = [(hexes.conquer(s, c, a), hexes.explore(s, c, a)) for s, c, a in cases]
    monkeypatch.setattr(hexes, "_closest", _reference_closest)
    reference = [(hexes.conquer(s, c, a), hexes.explore(s, c, a)) for s, c, a in cases]
    assert fast == reference
    # the tables exercise every distance tie-breaker, and hexes with no path at all
    codes = {r.code for pair in reference for _, why in pair for r in why}
    for tie in ("map.tie_middle_island", "map.tie_single_token", "map.tie_your_territory", "map.tie_farthest"):
        assert any(c.startswith(tie) for c in codes), tie
    assert any("_no_path" in c for c in codes)

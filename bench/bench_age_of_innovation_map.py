"""The Age of Innovation Automa's hex choice on a full board: PRZEKSZTAŁCENIE TERENU I BUDOWA planned
(reach with navigation 2-3, Zbliżanie, ATP, closest to you, directional) and ROZBUDOWA. Prints figures; not a test.

    .venv/bin/python bench/bench_age_of_innovation_map.py [--positions N]

Positions: the 117-hex candidate board B, seeded random tables late in the game: your 8-12 buildings
scattered, the Automa's marked and unmarked groups grown apart by random walks (so Zbliżanie narrows),
navigation 2 (level Automistrzyni, round 3) or 3 (Autotrauma, round 5). Each position is timed with
every structure icon and both arrows: "cold" (a board never seen: every cache empty), after a transform
(same board shape, new terrain: the reach tables kept, the distances recomputed) and "warm".
Target (issue 14): a transform-and-build planned in under 5 ms p99.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from bench_bots import median_p99_ms

from tablebot.games.age_of_innovation import geometry as G
from tablebot.games.age_of_innovation import hexes as H
from tablebot.games.age_of_innovation import state as S
from tablebot.games.age_of_innovation.actions import Build
from tablebot.games.age_of_innovation.board import Hex, builtin_map
from tablebot.games.age_of_innovation.cards import DirectionalSelection, SupportColumn
from tablebot.games.age_of_innovation.state import (
    AoISnapshot,
    AutomaState,
    BoardState,
    Building,
    HumanState,
    TurnState,
)

STRUCTURES = ("marked", "marked_reaching", "unmarked", "unmarked_reaching")
KINDS = ("workshop",) * 5 + ("guild",) * 2 + ("school", "palace")


def _walk(rng: random.Random, start: Hex, free: set[Hex], adjacency: dict[Hex, tuple[Hex, ...]],
          land: set[Hex], n: int) -> list[Hex]:
    group = [start]
    free.discard(start)
    while len(group) < n:
        frontier = [x for h in group for x in adjacency[h] if x in free and x in land]
        if not frontier:
            break
        h = rng.choice(frontier)
        free.discard(h)
        group.append(h)
    return group


def position(seed: int) -> AoISnapshot:
    rng = random.Random(seed)
    bmap = builtin_map("candidate_b")
    land = set(bmap.land)
    free = set(land)
    ordered = sorted(land)
    west = [h for h in ordered if h[1] <= 3]
    east = [h for h in ordered if h[1] >= 9]
    marked = _walk(rng, rng.choice(west), free, bmap.adjacency, land, rng.randint(4, 6))
    unmarked = _walk(rng, rng.choice(east), free, bmap.adjacency, land, rng.randint(4, 6))
    yours = rng.sample(sorted(free), rng.randint(8, 12))
    buildings = [Building(hex=h, owner="automa", kind=KINDS[i % len(KINDS)], marked=True)
                 for i, h in enumerate(marked)]
    buildings += [Building(hex=h, owner="automa", kind=KINDS[(i + 3) % len(KINDS)]) for i, h in enumerate(unmarked)]
    buildings += [Building(hex=h, owner="human", kind=rng.choice(KINDS)) for h in yours]
    level, round_no = rng.choice(((3, 3), (5, 5)))
    return AoISnapshot(level=level, turn=TurnState(round=round_no), rng=seed,
                       board=BoardState(id=bmap.id, name=bmap.name, cells=bmap.cells),
                       buildings=tuple(buildings), humans=(HumanState(terrain="plains"),),
                       automas=(AutomaState(terrain="lake"),))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=200)
    args, _ = parser.parse_known_args()  # run_all.py passes every bench the same arguments
    times: dict[str, list[float]] = {k: [] for k in ("cold", "after", "warm", "upgrade")}
    cpu: dict[str, list[float]] = {k: [] for k in times}
    narrowed = builds = 0

    def timed(kind: str, plan: Callable[..., object], *args: object) -> object:
        c0, t0 = time.process_time(), time.perf_counter()
        out = plan(*args)
        times[kind].append(time.perf_counter() - t0)
        cpu[kind].append(time.process_time() - c0)
        return out

    for seed in range(args.positions):
        snap = position(seed)
        for structure in STRUCTURES:
            for arrow in ("right_down", "left_up"):
                card = SupportColumn(structure=structure, terrain_row="AB"[seed % 2],
                                     selection=DirectionalSelection(arrow=arrow, number=1 + seed % 5),
                                     science="catch_up", round_bonus="left", marked_letter="A", unmarked_letter="B")
                for cache in (S._MAPS, G._BY_MAP, G._SHAPES, G._FIELDS):
                    cache.clear()
                build = timed("cold", H.choose_build, snap, "automa", card)
                for cache in (S._MAPS, G._BY_MAP, G._FIELDS):  # a transform: same shape, new terrain
                    cache.clear()
                timed("after", H.choose_build, snap, "automa", card)
                timed("warm", H.choose_build, snap, "automa", card)
                timed("upgrade", H.choose_upgrade, snap, "automa", card)
                if isinstance(build, Build):
                    builds += 1
                    narrowed += any(t.method == "bring_together" for t in build.selection.ties)
    print("bench_age_of_innovation_map: the Automa's hex choices on the full candidate board B (117 hexes)")
    print(f"{'':34} {'median':>9} {'p99':>9}   CPU time: {'median':>9} {'p99':>9}")
    for kind, label in (("cold", "choose_build, new board (cold)"), ("after", "choose_build, after a transform"),
                        ("warm", "choose_build, warm"), ("upgrade", "choose_upgrade")):
        print(f"{label:34} {median_p99_ms(times[kind], 3)}             {median_p99_ms(cpu[kind], 3)}")
    print(f"  ({len(times['cold'])} plans on {args.positions} positions, navigation 2-3; {builds} builds, "
          f"{narrowed} narrowed by Zbliżanie; m = milliseconds; target: build p99 < 5 ms. Wall time counts\n"
          "  the other processes sharing the cores; CPU time is this process's own)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

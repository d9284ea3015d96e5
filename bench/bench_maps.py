"""A Root bot's step on each of the four maps (issue 12): next_step times on crowded boards, per
map and per bot. Prints figures; not a test.

    .venv/bin/python bench/bench_maps.py [--seeds N] [--turns N]

The boards are bench_bots.py's crowded boards (the conformance harness's random tables after a few
rounds of humans piling pieces on), laid on each map: Winter, Lake and Mountain with their seeded
suit markers, the Lake's ferry links and the Mountain's Pass in every bot's searches. Target
(issue 5): a step in under 5 ms.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time
from typing import Any

from bench_bots import crowded, p99

from tablebot.core.steps import HumanTurn
from tablebot.games import conformance
from tablebot.games.registry import game_rules
from tablebot.games.root import conformance as root_conformance
from tablebot.games.root.board import MAPS


def time_steps(subject: conformance.Subject, snap: Any, rnd: Any, turns: int) -> tuple[list[float], list[float]]:
    """(wall, CPU) times of next_step at every position of the bot's next `turns` turns. The CPU time
    of this thread leaves out the moments the shared machine gives the CPU to another process."""
    rules = game_rules(subject.game)
    wall: list[float] = []
    cpu: list[float] = []
    done = 0
    for _ in range(20_000):
        w0, c0 = time.perf_counter(), time.thread_time()
        step = rules.next_step(snap)
        c1, w1 = time.thread_time(), time.perf_counter()
        if isinstance(step, HumanTurn):
            snap = rules.end_human_turn(snap)
            continue
        wall.append(w1 - w0)
        cpu.append(c1 - c0)
        if step.kind == "prompt":
            snap = rules.answer(snap, step, subject.answer(snap, step, rnd))
            continue
        if getattr(step.action, "kind", None) == "game_over":
            break
        snap = rules.apply_step(snap, step)
        if subject.is_bot_turn_end(step):
            done += 1
            if done >= turns:
                break
    return wall, cpu


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=3, help="crowded boards per bot and map")
    parser.add_argument("--turns", type=int, default=4, help="bot turns timed on each board")
    args, _ = parser.parse_known_args()  # run_all passes its own arguments to every bench
    print("bench_maps: a bot step on each map, crowded boards")
    print(f"  machine: {platform.platform()}, {os.cpu_count()} CPUs")
    print(f"{'map':10} {'bot':28} {'steps':>6} {'step med':>9} {'step p99':>9} {'cpu p99':>9}")

    def row(map_id: str, name: str, wall: list[float], cpu: list[float]) -> None:
        print(f"{map_id:10} {name:28} {len(wall):6} {statistics.median(wall) * 1e3:8.3f}m "
              f"{p99(wall) * 1e3:8.3f}m {p99(cpu) * 1e3:8.3f}m")

    for map_id in MAPS:
        every_wall: list[float] = []
        every_cpu: list[float] = []
        for subject in root_conformance.root_subjects(map_id):
            wall: list[float] = []
            cpu: list[float] = []
            for seed in range(args.seeds):
                snap, rnd = crowded(subject, seed)
                w, c = time_steps(subject, snap, rnd, args.turns)
                wall += w
                cpu += c
            every_wall += wall
            every_cpu += cpu
            row(map_id, subject.bot, wall, cpu)
        row(map_id, "every bot", every_wall, every_cpu)
    print("  (m = milliseconds; step = wall clock of next_step, cpu = this thread's CPU time)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

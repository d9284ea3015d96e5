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

from bench_bots import crowded, p99, time_turns

from tablebot.games import conformance
from tablebot.games.root.board import MAPS


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=3, help="crowded boards per bot and map")
    parser.add_argument("--turns", type=int, default=4, help="bot turns timed on each board")
    args, _ = parser.parse_known_args()  # run_all passes its own arguments to every bench
    print("bench_maps: a bot step on each map, crowded boards")
    print(f"  machine: {platform.platform()}, {os.cpu_count()} CPUs")
    print(f"{'map':10} {'bot':28} {'steps':>6} {'step med':>9} {'step p99':>9}")
    for map_id in MAPS:
        every: list[float] = []
        for subject in conformance.root_subjects(map_id):
            times: list[float] = []
            for seed in range(args.seeds):
                snap, rnd = crowded(subject, seed)
                steps, _ = time_turns(subject, snap, rnd, args.turns)
                times += steps
            every += times
            print(f"{map_id:10} {subject.bot:28} {len(times):6} {statistics.median(times) * 1e3:8.3f}m "
                  f"{p99(times) * 1e3:8.3f}m")
        print(f"{map_id:10} {'every bot':28} {len(every):6} {statistics.median(every) * 1e3:8.3f}m "
              f"{p99(every) * 1e3:8.3f}m")
    print("  (m = milliseconds)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

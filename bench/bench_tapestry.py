"""The Tapestry bots (the Automa and the Shadow Empire): step and turn planning times, whole games,
the save checks. Prints figures; not a test.

    .venv/bin/python bench/bench_tapestry.py [--games N]

Same shape as bench_bots.py (its crowded-table and timing helpers): the conformance harness's
random table after a few rounds of random play, then the next bots' turns timed. Step time =
next_step at every position of the bots' turns (questions answered at random); turn time = one whole
bots' turn, every step planned and applied (an income turn is one of them). Targets (issue 5): a step
in under 5 ms, a turn in under 50 ms. Then whole seeded games to KONEC HRY, with and without the
save checks after every change.
"""

from __future__ import annotations

import argparse
import statistics
import time

from bench_bots import crowded, p99, time_turns

from tablebot.games import conformance
from tablebot.games.tapestry.validate import problems

SUBJECT = next(s for s in conformance.subjects() if s.game == "tapestry")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20, help="whole seeded games")
    args = parser.parse_args()
    print("bench_tapestry: the Automa and the Shadow Empire")
    step_times: list[float] = []
    turn_times: list[float] = []
    for seed in range(8):
        snap, rnd = crowded(SUBJECT, seed)
        s, t = time_turns(SUBJECT, snap, rnd, 8)
        step_times += s
        turn_times += t
    print(f"{'':24} {'median':>9} {'p99':>9}")
    print(f"{'a bots step':24} {statistics.median(step_times) * 1e3:8.3f}m {p99(step_times) * 1e3:8.3f}m")
    print(f"{'a whole bots turn':24} {statistics.median(turn_times) * 1e3:8.2f}m {p99(turn_times) * 1e3:8.2f}m")
    print(f"  ({len(step_times)} steps, {len(turn_times)} turns; m = milliseconds)")

    t0 = time.perf_counter()
    turns = steps = found = 0
    for seed in range(args.games):
        report = conformance.play(SUBJECT, 2000 + seed, bot_turns=500, keep_history=True)
        turns += report.bot_turns
        steps += report.steps
        found += len(report.problems)
    took = time.perf_counter() - t0
    print(f"whole games with checks: {args.games} games, {turns} bots turns, {steps} steps, "
          f"{took / args.games:.2f} s a game, problems {found}")
    history = [snap for seed in range(args.games)
               for snap in conformance.play(SUBJECT, 3000 + seed, bot_turns=500, keep_history=True).history]
    t0 = time.perf_counter()
    found += sum(len(problems(snap)) for snap in history)
    print(f"save checks (validate.problems): {len(history)} snapshots, "
          f"{(time.perf_counter() - t0) / max(len(history), 1) * 1e3:.3f} ms each, problems {found}")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())

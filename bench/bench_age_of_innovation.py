"""The Age of Innovation Automa: step and turn planning times, whole games, the save checks. Prints
figures; not a test.

    .venv/bin/python bench/bench_age_of_innovation.py [--games N]

Same shape as bench_tapestry.py (bench_bots.py's crowded-table, timing and figure helpers): the
conformance harness's random table after a few rounds of random play (your workshops piling up), then
the Automa's next turns timed. Step time = next_step at every position of its turns (questions
answered at random); turn time = one whole Automa turn, every step planned and applied. Targets
(issue 5): a step in under 5 ms, a turn in under 50 ms. Then whole seeded games to the final scoring,
with and without the save checks after every change.
"""

from __future__ import annotations

import argparse
import time

from bench_bots import median_p99_ms, step_and_turn_times

from tablebot.games import conformance
from tablebot.games.age_of_innovation.validate import problems

SUBJECT = next(s for s in conformance.subjects() if s.game == "age_of_innovation")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20, help="whole seeded games")
    args = parser.parse_args()
    print("bench_age_of_innovation: the Automa")
    step_times, turn_times = step_and_turn_times(SUBJECT, 8)
    print(f"{'':24} {'median':>9} {'p99':>9}")
    print(f"{'an Automa step':24} {median_p99_ms(step_times, 3)}")
    print(f"{'a whole Automa turn':24} {median_p99_ms(turn_times, 2)}")
    print(f"  ({len(step_times)} steps, {len(turn_times)} turns; m = milliseconds)")

    t0 = time.perf_counter()
    turns = steps = found = 0
    for seed in range(args.games):
        report = conformance.play(SUBJECT, 2000 + seed, bot_turns=500, keep_history=True)
        turns += report.bot_turns
        steps += report.steps
        found += len(report.problems)
    took = time.perf_counter() - t0
    print(f"whole games with checks: {args.games} games, {turns} Automa turns, {steps} steps, "
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

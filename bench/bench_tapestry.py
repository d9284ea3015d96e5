"""The Tapestry bots (the Automa and the Shadow Empire): step and turn planning times, whole games,
the save checks. Prints figures; not a test.

    .venv/bin/python bench/bench_tapestry.py [--games N]

Same shape as bench_bots.py (its crowded-table, timing and figure helpers): the conformance harness's
random table after a few rounds of random play, then the next bots' turns timed. Step time =
next_step at every position of the bots' turns (questions answered at random); turn time = one whole
bots' turn, every step planned and applied (an income turn is one of them). Targets (issue 5): a step
in under 5 ms, a turn in under 50 ms. Then whole seeded games to KONEC HRY, with and without the
save checks after every change.
"""

from __future__ import annotations

from bench_bots import bench_one_game

from tablebot.games.tapestry.validate import problems


def main() -> int:
    return bench_one_game(
        "tapestry", problems,
        "bench_tapestry: the Automa and the Shadow Empire",
        "a bots step", "a whole bots turn", "bots")


if __name__ == "__main__":
    raise SystemExit(main())

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

from bench_bots import bench_one_game

from tablebot.games.age_of_innovation.validate import problems


def main() -> int:
    return bench_one_game(
        "age_of_innovation", problems,
        "bench_age_of_innovation: the Automa",
        "an Automa step",
        "a whole Automa turn", "Automa")


if __name__ == "__main__":
    raise SystemExit(main())

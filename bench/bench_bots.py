"""Every bot of every game: step and turn planning times on a crowded board, seeded turns
simulated per second, and a large conformance run. Prints figures; not a test.

    .venv/bin/python bench/bench_bots.py [--games N] [--turns N]

Crowded board: the conformance harness's random table for the bot, after a few rounds of
random play with the humans adding pieces every turn, so clearings hold several factions.
Step time = next_step at every position of the bot's turns (prompts answered at random);
turn time = one whole turn of the bot, every step planned and applied. Targets (issue 5):
a step in under 5 ms, a turn in under 50 ms.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from tablebot.core.steps import EngineError, HumanTurn
from tablebot.games import conformance
from tablebot.games.registry import game_rules


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]


def crowded(subject: conformance.Subject, seed: int, rounds: int = 4) -> tuple[Any, random.Random]:
    """Play a few rounds in which the humans pile pieces on: a busy board at the bot's turn."""
    rules = game_rules(subject.game)
    rnd = random.Random(seed)
    snap = subject.new_game(seed, rnd)
    turns = 0
    for _ in range(5000):
        step = rules.next_step(snap)
        if isinstance(step, HumanTurn):
            for _ in range(3):
                for edit in subject.edits(snap, rnd):
                    try:
                        snap = rules.apply_edit(snap, edit)
                    except EngineError:
                        pass
            snap = rules.end_human_turn(snap)
            continue
        if step.kind == "prompt":
            snap = rules.answer(snap, step, subject.answer(snap, step, rnd))
            continue
        if getattr(step.action, "kind", None) == "game_over":
            break
        snap = rules.apply_step(snap, step)
        if subject.is_bot_turn_end(step):
            turns += 1
            if turns >= rounds * 2:
                break
    return snap, rnd


def time_turns(subject: conformance.Subject, snap: Any, rnd: random.Random, turns: int
               ) -> tuple[list[float], list[float]]:
    """(step plan times, whole-turn times) for the next `turns` turns of the bot."""
    rules = game_rules(subject.game)
    steps: list[float] = []
    whole: list[float] = []
    began: float | None = None
    for _ in range(20_000):
        t0 = time.perf_counter()
        step = rules.next_step(snap)
        dt = time.perf_counter() - t0
        if isinstance(step, HumanTurn):
            snap = rules.end_human_turn(snap)
            continue
        if began is None:
            began = t0
        steps.append(dt)
        if step.kind == "prompt":
            snap = rules.answer(snap, step, subject.answer(snap, step, rnd))
            continue
        if getattr(step.action, "kind", None) == "game_over":
            break
        snap = rules.apply_step(snap, step)
        if subject.is_bot_turn_end(step):
            whole.append(time.perf_counter() - began)
            began = None
            if len(whole) >= turns:
                break
    return steps, whole


def step_and_turn_times(subject: conformance.Subject, turns: int, tables: int = 8
                        ) -> tuple[list[float], list[float]]:
    """(step plan times, whole-turn times) over `tables` crowded tables (seeds 0, 1, …), the next
    `turns` turns of the bot on each."""
    step_times: list[float] = []
    turn_times: list[float] = []
    for seed in range(tables):
        snap, rnd = crowded(subject, seed)
        s, t = time_turns(subject, snap, rnd, turns)
        step_times += s
        turn_times += t
    return step_times, turn_times


def median_p99_ms(values: list[float], decimals: int) -> str:
    """The median and the 99th percentile, in milliseconds, as two 9-wide columns."""
    return f"{statistics.median(values) * 1e3:8.{decimals}f}m {p99(values) * 1e3:8.{decimals}f}m"


def bench_one_game(game: str, problems: Callable[[Any], list[Any]], title: str, step_label: str,
                   turn_label: str, turns_word: str) -> int:
    """One game's bots (bench_tapestry.py, bench_age_of_innovation.py): step and turn times on crowded
    tables, whole seeded games with the save checks after every change, then the checks timed alone
    (`problems`: the game's validate.problems). 1 when a check found a problem."""
    subject = next(s for s in conformance.subjects() if s.game == game)
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20, help="whole seeded games")
    args = parser.parse_args()
    print(title)
    step_times, turn_times = step_and_turn_times(subject, 8)
    print(f"{'':24} {'median':>9} {'p99':>9}")
    print(f"{step_label:24} {median_p99_ms(step_times, 3)}")
    print(f"{turn_label:24} {median_p99_ms(turn_times, 2)}")
    print(f"  ({len(step_times)} steps, {len(turn_times)} turns; m = milliseconds)")

    t0 = time.perf_counter()
    turns = steps = found = 0
    for seed in range(args.games):
        report = conformance.play(subject, 2000 + seed, bot_turns=500, keep_history=True)
        turns += report.bot_turns
        steps += report.steps
        found += len(report.problems)
    took = time.perf_counter() - t0
    print(f"whole games with checks: {args.games} games, {turns} {turns_word} turns, {steps} steps, "
          f"{took / args.games:.2f} s a game, problems {found}")
    history = [snap for seed in range(args.games)
               for snap in conformance.play(subject, 3000 + seed, bot_turns=500, keep_history=True).history]
    t0 = time.perf_counter()
    found += sum(len(problems(snap)) for snap in history)
    print(f"save checks (validate.problems): {len(history)} snapshots, "
          f"{(time.perf_counter() - t0) / max(len(history), 1) * 1e3:.3f} ms each, problems {found}")
    return 1 if found else 0


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=60, help="conformance games per bot")
    parser.add_argument("--turns", type=int, default=12, help="bot turns per conformance game")
    parser.add_argument("--bot", default=None, help="only the subjects whose name contains this")
    args = parser.parse_args()
    subjects = [s for s in conformance.subjects() if args.bot is None or args.bot in s.name]
    print("bench_bots: every registered bot, crowded boards, conformance")
    print(f"  machine: {platform.platform()}, {os.cpu_count()} CPUs, Python {platform.python_version()}")
    print(f"{'bot':32} {'step med':>9} {'step p99':>9} {'turn med':>9} {'turn p99':>9} {'turns/s':>9}")
    for subject in subjects:
        step_times, turn_times = step_and_turn_times(subject, 6)
        # Seeded turns per second: whole conformance games (checks off), bot turns only.
        t0 = time.perf_counter()
        played = 0
        for seed in range(10):
            rules = game_rules(subject.game)
            rnd = random.Random(seed)
            snap = subject.new_game(seed, rnd)
            idle = 0
            while played < (seed + 1) * 10:
                step = rules.next_step(snap)
                if isinstance(step, HumanTurn):
                    idle += 1
                    if idle > 2:  # the bots are out of the round (Age of Innovation): the humans pass too
                        for edit in subject.edits(snap, rnd):
                            try:
                                snap = rules.apply_edit(snap, edit)
                            except EngineError:
                                pass
                    snap = rules.end_human_turn(snap)
                    continue
                idle = 0
                if step.kind == "prompt":
                    snap = rules.answer(snap, step, subject.answer(snap, step, rnd))
                elif getattr(step.action, "kind", None) == "game_over":
                    break
                else:
                    snap = rules.apply_step(snap, step)
                    played += subject.is_bot_turn_end(step)
        rate = played / (time.perf_counter() - t0)
        print(f"{subject.name:32} {median_p99_ms(step_times, 3)} {median_p99_ms(turn_times, 2)} {rate:9.0f}")
    print("  (m = milliseconds; turns/s counts every bot's turns in seeded games without checks)")
    print(f"conformance: {args.games} seeded games per bot, {args.turns} bot turns each, checks after every change")
    total_problems = 0
    for subject in subjects:
        t0 = time.perf_counter()
        turns = steps = prompts = applied = refused = problems = 0
        for seed in range(args.games):
            r = conformance.play(subject, 1000 + seed, bot_turns=args.turns)
            turns += r.bot_turns
            steps += r.steps
            prompts += r.prompts
            applied += r.edits_applied
            refused += r.edits_refused
            problems += len(r.problems)
        total_problems += problems
        print(f"  {subject.name:32} {turns:6} turns {steps:7} steps {prompts:6} prompts "
              f"{applied:6} edits applied {refused:6} refused  problems {problems}  "
              f"({time.perf_counter() - t0:.1f} s)")
    return 1 if total_problems else 0


if __name__ == "__main__":
    raise SystemExit(main())

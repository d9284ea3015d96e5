"""Soak: the conformance harness (games/conformance.py) on fresh seeds for as long as asked, for
every bot of every game or one of them. Prints, per bot, the games, steps and turns played and
every problem with its seed (a crash inside `play` is a problem of its seed; the run goes on).

    .venv/bin/python bench/soak.py [--minutes M] [--bot NAME] [--turns N] [--seed S] [--map MAP]
    make soak [MINUTES=M] [BOT=NAME]

--minutes is per bot. --bot names a subject ("root:vagabot"), a bot ("electric_eyrie"), a word
of one ("eyrie", "alliance", "automa") or a game ("root"); --map plays the Root bots on another
map (winter, lake, mountain; "all": every map, the other games too). Fresh seeds start at --seed (default: a random one, printed) and count up, so a
run can be repeated; re-run one seed with `conformance.play(subject, seed, turns)`.
Exit code: 1 when any problem was found.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass, field

from tablebot.games import conformance
from tablebot.games.root import conformance as root_conformance


@dataclass
class Tally:
    subject: str
    games: int = 0
    steps: int = 0
    turns: int = 0
    problems: list[tuple[int, str]] = field(default_factory=list)
    crashes: list[tuple[int, str]] = field(default_factory=list)


def chosen(name: str | None, map_id: str = "autumn") -> list[conformance.Subject]:
    """The subjects named (every one when None), the Root bots on `map_id` ("all": every map)."""
    if map_id == "all":
        subjects = conformance.every_map_subjects()
    elif map_id == "autumn":
        subjects = conformance.subjects()
    else:
        subjects = root_conformance.root_subjects(map_id)
    if name is None:
        return subjects
    picked = [s for s in subjects if name in (s.name, s.bot, s.game) or name in s.bot.split("_")]
    if not picked:
        raise SystemExit(f"no bot matches {name!r}; known: {', '.join(s.name for s in subjects)}")
    return picked


def soak(subject: conformance.Subject, seconds: float, first_seed: int, turns: int) -> Tally:
    tally = Tally(subject.name)
    seed = first_seed
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        report = conformance.play(subject, seed, turns)
        tally.games += 1
        tally.steps += report.steps
        tally.turns += report.bot_turns
        if report.crash is not None:
            tally.crashes.append((seed, report.crash))
        tally.problems += [(seed, p) for p in report.problems]
        seed += 1
    return tally


def summary(tally: Tally, seconds: float) -> list[str]:
    head = (f"{tally.subject}: {tally.games:,} games, {tally.turns:,} bot turns, {tally.steps:,} steps "
            f"in {seconds / 60:.1f} min; {len(tally.problems)} problems, {len(tally.crashes)} crashes")
    lines = [head]
    for seed, problem in tally.problems[:20]:
        lines.append(f"  seed {seed}: {problem}")
    if len(tally.problems) > 20:
        lines.append(f"  ... {len(tally.problems) - 20} more")
    for seed, trace in tally.crashes[:3]:
        lines.append(f"  traceback of seed {seed}:")
        lines += ["    " + line for line in trace.rstrip().splitlines()[-8:]]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=1.0, help="minutes per bot")
    parser.add_argument("--bot", default=None, help="one bot (a subject name or part of it)")
    parser.add_argument("--turns", type=int, default=12, help="bot turns per game")
    parser.add_argument("--seed", type=int, default=None, help="first seed (default: a fresh random one)")
    parser.add_argument("--map", default="autumn", help="the Root bots' map: autumn, winter, lake, mountain or all")
    args = parser.parse_args(argv)
    first = args.seed if args.seed is not None else random.SystemRandom().randrange(1_000_000, 2**31)
    print(f"soak: {args.minutes} min per bot, {args.turns} bot turns a game, seeds from {first}", flush=True)
    found = 0
    for subject in chosen(args.bot, args.map):
        began = time.monotonic()
        tally = soak(subject, args.minutes * 60, first, args.turns)
        print("\n".join(summary(tally, time.monotonic() - began)), flush=True)
        found += len(tally.problems)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())

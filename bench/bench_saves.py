"""Save files of long games: size on disk, save and load medians, for a 1,000-entry history of each
game (issue 15: under 500 KB and loaded in under 150 ms). Prints figures; exit 1 when a target is
missed.

    .venv/bin/python bench/bench_saves.py [--entries N] [--runs N]

The history is real play: the conformance harness's seeded random tables (every prompt answered,
random edits on the humans' turns), whole games one after another until N snapshots. The figures
of save format 1 (every snapshot whole) are printed beside today's: measured with this bench on
the commit before the compact format, and live for a version-1 file loaded through the migration.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from tablebot.core import save
from tablebot.core.reasons import reason
from tablebot.core.save import HistoryEntry, SavedGame, dumps_game, loads_game
from tablebot.games import conformance
from tablebot.games.registry import game_rules, known_games

SIZE_LIMIT = 500 * 1024
LOAD_LIMIT_MS = 150.0

BEFORE: dict[str, tuple[int, float]] = {"root": (4237, 782.0), "expeditions": (3137, 371.0), "tapestry": (4286, 682.0)}
"""Save format 1 (this bench on commit 02a2c31): KB and load median in ms of the same 1,000-entry histories."""


def long_history(game: str, entries: int) -> SavedGame:
    subject = game_rules(game).subjects()[0]  # type: ignore[misc]
    snaps: list[Any] = []
    seed = 0
    while len(snaps) < entries:
        seed += 1
        snaps += conformance.play(subject, 7000 + seed, bot_turns=200, keep_history=True).history
    history = [HistoryEntry(reason("", "history.start"), snaps[0])]
    history += [HistoryEntry(reason("", "history.step", n=i), s) for i, s in enumerate(snaps[1:entries], 1)]
    return SavedGame(game, tuple(history), entries - 1)


def median_ms(run: Any, arg: Any, runs: int) -> float:
    times = []
    for _ in range(runs):
        began = time.perf_counter()
        run(arg)
        times.append((time.perf_counter() - began) * 1e3)
    return statistics.median(times)


def version_1_text(saved: SavedGame) -> str:
    """The same history as save format 1 wrote it: every snapshot whole."""
    return json.dumps({
        "format": save.FORMAT, "version": 1, "game": saved.game, "index": saved.index,
        "history": [{"label": e.label.model_dump(mode="json"), "snapshot": e.snapshot.model_dump(mode="json")}
                    for e in saved.history],
    }, separators=(",", ":"))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--entries", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    print(f"bench_saves: a {args.entries}-entry history of each game, save format {save.VERSION}")
    print(f"{'game':17} {'size':>10} {'save':>9} {'load':>9}   {'format 1: size':>14} {'load':>9}"
          f" {'v1 file now':>12}")
    missed = 0
    for game in known_games():
        if game_rules(game).subjects is None:
            continue
        saved = long_history(game, args.entries)
        text = dumps_game(saved)
        assert loads_game(text) == saved, f"{game}: the save does not load back to the same game"
        save_ms = median_ms(dumps_game, saved, args.runs)
        load_ms = median_ms(loads_game, text, args.runs)
        v1 = version_1_text(saved)
        v1_ms = median_ms(loads_game, v1, 3)
        size = len(text.encode())
        before = BEFORE.get(game)
        was = f"{before[0]:>11} KB {before[1]:>6.0f} ms" if before else f"{'(new game)':>24}"
        print(f"{game:17} {size / 1024:>7.0f} KB {save_ms:>6.0f} ms {load_ms:>6.0f} ms   {was}"
              f" {v1_ms:>9.0f} ms")
        if size >= SIZE_LIMIT or load_ms >= LOAD_LIMIT_MS:
            print(f"  MISSED: {game} must be under {SIZE_LIMIT // 1024} KB and {LOAD_LIMIT_MS:.0f} ms")
            missed += 1
    print(f"  (medians of {args.runs} runs; 'v1 file now': a format-1 file of the same history loaded "
          "through the migration)")
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())

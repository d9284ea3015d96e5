"""`make package`'s check of the built app: runs the standalone folder's executable as a player would
(no Python, no checkout on its paths, from another folder) and prints one PASS/FAIL line per check.

    python packaging/smoke_build.py [DIST_FOLDER]      (default packaging/dist/tablebot.dist)

1. `--self-test`: the window built offscreen on the demo game, one step planned;
2. a headless `turn` on a copy of tests/data/scenarios/demo_start.json (the Marquise's turn, order card
   and dice given), written back, then `validate` on the result;
3. every game of the checkout (src/tablebot/games/*/plugin.py) is offered by the built app (the
   registry finds them by pkgutil, which a compiled build must still answer) and `simulate`s
   (Age of Innovation for 5 rounds);
4. the Linux desktop files travel with the build: tablebot.desktop and the icons.

Exits 1 when any check fails. Uses only the standard library, so any Python runs it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DIST = HERE / "dist" / "tablebot.dist"
SCENARIO = ROOT / "tests" / "data" / "scenarios" / "demo_start.json"
ROUNDS = {"age_of_innovation": 5}
"""simulate's --rounds per game (1 otherwise: each game's maps, cards and bot once)."""
ICON_SIZES = (16, 32, 48, 64, 128, 256)

failures: list[str] = []


def check(name: str, ok: bool, detail: str = "") -> bool:
    print(f"{'PASS' if ok else 'FAIL'}: {name}{f' ({detail})' if detail else ''}", flush=True)
    if not ok:
        failures.append(name)
    return ok


def executable(dist: Path) -> Path:
    for name in ("tablebot_main.bin", "tablebot_main.exe", "tablebot_main"):
        if (dist / name).is_file():
            return dist / name
    raise SystemExit(f"FAIL: no executable in {dist} (did the build finish? see the build's log)")


def checkout_games() -> list[str]:
    """The games as the source tree has them: every package under games/ with a plugin.py, by GAME_ID."""
    found = []
    for plugin in sorted((ROOT / "src" / "tablebot" / "games").glob("*/plugin.py")):
        match = re.search(r'^GAME_ID\s*=\s*"([^"]+)"', plugin.read_text(encoding="utf-8"), re.MULTILINE)
        found.append(match.group(1) if match else plugin.parent.name)
    return found


def last_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[-1][:200] if lines else ""


def main(argv: list[str]) -> int:
    dist = Path(argv[0]).resolve() if argv else DIST
    exe = executable(dist)
    work = Path(tempfile.mkdtemp(prefix="tablebot-smoke-"))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "TABLEBOT_DATA", "VIRTUAL_ENV", "PYTHONHOME")}
    env |= {"QT_QPA_PLATFORM": "offscreen", "TABLEBOT_HOME": str(work / "home")}

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(exe), *args], cwd=work, env=env, capture_output=True, text=True,
                              timeout=600, check=False)

    try:
        started = run("--self-test")
        check("--self-test", started.returncode == 0 and "self-test: ok" in started.stdout,
              last_line(started.stdout + started.stderr))

        game = work / "game.json"
        shutil.copy(SCENARIO, game)
        turn = run("turn", str(game), "--order", "Root Tea (fox)", "--dice", "2,1", "--write")
        steps = [json.loads(line) for line in turn.stdout.splitlines() if line.strip()] if turn.returncode == 0 else []
        check("turn on a save (the Marquise's turn, written back)", turn.returncode == 0 and bool(steps)
              and "saved" in turn.stderr, f"{len(steps)} steps" if steps else last_line(turn.stderr))
        valid = run("validate", str(game))
        check("validate the saved turn", valid.returncode == 0 and valid.stdout.startswith("OK:"),
              last_line(valid.stdout + valid.stderr))

        helped = run("simulate", "--help")
        offered = re.search(r"--game \{([^}]*)\}", helped.stdout)
        offered_games = offered.group(1).split(",") if offered else []
        expected = checkout_games()
        check("every game found in the build", sorted(offered_games) == sorted(expected),
              f"built: {', '.join(offered_games) or 'none'}; checkout: {', '.join(expected)}")
        for name in expected:
            rounds = ROUNDS.get(name, 1)
            done = run("simulate", "--game", name, "--rounds", str(rounds))
            try:
                summary = json.loads(done.stdout)
            except json.JSONDecodeError:
                summary = {}
            check(f"simulate --game {name} --rounds {rounds}", done.returncode == 0 and summary.get("bot_turns", 0) >= 1,
                  f"{summary.get('bot_turns')} bot turns, {summary.get('steps')} steps" if summary
                  else last_line(done.stderr))

        icons = [dist / "resources" / "icons" / f"tablebot-{size}.png" for size in ICON_SIZES]
        icons.append(dist / "resources" / "icons" / "tablebot.svg")
        check("tablebot.desktop and the icons ship in the build",
              (dist / "tablebot.desktop").is_file() and all(p.is_file() for p in icons),
              "missing: " + ", ".join(p.name for p in [dist / "tablebot.desktop", *icons] if not p.is_file())
              if not all(p.is_file() for p in [dist / "tablebot.desktop", *icons]) else "")
    finally:
        shutil.rmtree(work, ignore_errors=True)

    print(f"{'FAIL' if failures else 'PASS'}: smoke test of {exe} ({len(failures)} failed)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

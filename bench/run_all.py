"""Run every bench/bench_*.py in its own process and print what each prints (`make bench`).

A fresh process per bench keeps one bench's imports and caches (Qt, the board graph) from
flattering or slowing another. Exit code: the number of benches that failed.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(argv: list[str] | None = None) -> int:
    extra = list(sys.argv[1:] if argv is None else argv)
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")  # GUI benches run without a display
    failed = 0
    for bench in sorted(HERE.glob("bench_*.py")):
        print(f"==> {bench.name}", flush=True)
        began = time.perf_counter()
        done = subprocess.run([sys.executable, str(bench), *extra], env=env, check=False)
        took = time.perf_counter() - began
        status = "ok" if done.returncode == 0 else f"FAILED (exit {done.returncode})"
        print(f"<== {bench.name}: {status} in {took:.1f} s\n", flush=True)
        failed += done.returncode != 0
    return failed


if __name__ == "__main__":
    raise SystemExit(main())

"""The engine (core/ and games/) must run without Qt: the CLI, the benches and any later port depend on it."""

import subprocess
import sys

SCRIPT = """
import sys
from tablebot.games.registry import game_rules
from tablebot.games.root.bots import marquise  # noqa: F401
g = game_rules("root")
s = g.demo_game()
g.next_step(s)
bad = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6")))
print(",".join(bad))
"""


def test_engine_imports_no_qt():
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"engine pulled in Qt: {out.stdout}"

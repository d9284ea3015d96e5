"""Screenshots of the Tapestry window (a script, not a test): a bots' map step (the chosen hex with the
diagram's rows and the hexes tried before it), a token advancing, a fresh decision pair, your turn,
and the New-game page, at 1366x768 and 1920x1080, in light and dark.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/shots_tapestry.py OUTDIR [SCENE ...]

SCENE is any of map, advance, pair, human, newgame (all when none is given). Files are named
tapestry-SCENE-THEME-WxH.png.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from shots_all import game_shots, over_window, settings, show_window  # type: ignore[import-not-found]

SCENES = ("map", "advance", "pair", "human", "newgame")
TARGET = {"map": ("on_map", "shadow_outpost"), "advance": ("advance",), "pair": ("draw_pair",)}


def window_for(mode: str) -> Any:
    from tablebot.app import build_window

    return build_window(settings(mode), autosave=False, game="tapestry")


def scene(name: str, mode: str, size: tuple[int, int], path: Path) -> None:
    from tablebot.app import render
    from tablebot.core.steps import HumanTurn
    from tablebot.gui.tapestry.setup import TapestrySetupDialog
    from tablebot.gui.tapestry.workspace import advance_to

    window = window_for(mode)
    s = window.session
    if name in TARGET:
        if not advance_to(s, TARGET[name]):
            print(f"tapestry {name}: no such step proposed", file=sys.stderr)
    elif name == "human":
        for _ in range(80):
            if isinstance(s.proposal, HumanTurn):
                break
            if not advance_to(s, ("end_turn",)) or not s.confirm():
                break
    if name == "newgame":
        show_window(window, size)
        dialog = TapestrySetupDialog(window.settings, window)
        dialog.show()
        over_window(window, dialog, size, path)
        dialog.close()
    else:
        render(window, path, size)
    window.close()


def main(argv: list[str]) -> int:
    return int(game_shots(argv, "tapestry", SCENES, scene))


if __name__ == "__main__":
    sys.exit(main(sys.argv))

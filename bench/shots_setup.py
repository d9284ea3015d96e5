"""The setup checklist pictures of the docs (a script, not a test): a game from the New Game dialog
on Autumn (the Marquise bot, a human Eyrie) at its sixth step, the Marquise bot's pieces drawn and
their clearings ringed, at 1366x768 in light and dark.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/shots_setup.py [OUTDIR]

Writes OUTDIR/setup-checklist-light.png and -dark.png (OUTDIR: docs/ unless told).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))


def main(out: Path) -> int:
    from PySide6.QtWidgets import QApplication
    from shots_all import pump, settings, small_png  # type: ignore[import-not-found]

    from tablebot.app import build_window, render
    from tablebot.games.root.setup import GameConfig, SeatConfig
    from tablebot.games.root.state import BotConfig

    app = QApplication.instance() or QApplication([])
    config = GameConfig(seats=(SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
                               SeatConfig(faction="eyrie")), seed=3)
    for mode in ("light", "dark"):
        window = build_window(settings(mode), autosave=False)
        window.resize(1366, 768)
        window.show()
        pump()
        if not window.start_new_game(config, show_log=False, guided=True):
            print("setup-checklist: the game did not start", file=sys.stderr)
            return 1
        for _ in range(5):  # to the Marquise bot's step
            window.workspace.checklist.done_button.click()
            pump()
        path = out / f"setup-checklist-{mode}.png"
        render(window, path, (1366, 768))
        small_png(path)
        window.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs"))

"""Screenshots of the Age of Innovation window (a script, not a test): the demo game, the Automa's
build proposal (the chosen hex, the options the tie-breakers eliminated, the directional count with
its arrow), the map editor, the decision pair with a corrected card, and the New Game page, at
1366x768 and 1920x1080, in light and dark.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/shots_aoi.py OUTDIR [SCENE ...]

SCENE is any of demo, build, editor, pair, newgame (all when none is given). Files are named
aoi-SCENE-THEME-WxH.png.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from shots_all import game_shots, over_window, settings, show_window  # type: ignore[import-not-found]

SCENES = ("demo", "build", "editor", "pair", "newgame")


def window_for(mode: str) -> Any:
    from tablebot.app import build_window

    return build_window(settings(mode), autosave=False, game="age_of_innovation")


def correct_next_card(window: Any) -> None:
    """The Automa's action card in play, corrected (its directional number): it is the support card of the
    next pair, drawn after it."""
    from tablebot.games.age_of_innovation import edits
    from tablebot.gui.age_of_innovation.workspace import advance_to

    s = window.session
    card = s.snapshot.card(s.snapshot.automa().deck.action)
    support = card.support.model_copy(update={"selection": card.support.selection.model_copy(
        update={"number": 1 if card.support.selection.number != 1 else 2})})
    s.edit(edits.CorrectCard(card=card.model_copy(update={"support": support})))
    advance_to(s, ("draw_cards",))
    window.workspace.pair_dock.raise_()


def scene(name: str, mode: str, size: tuple[int, int], path: Path) -> None:
    from tablebot.app import render
    from tablebot.gui.age_of_innovation.map_editor import MapEditor
    from tablebot.gui.age_of_innovation.setup import AoISetupDialog
    from tablebot.gui.age_of_innovation.workspace import advance_to

    window = window_for(mode)
    s = window.session
    if name == "build" and not advance_to(s, ("build",)):
        print("aoi build: no build proposed", file=sys.stderr)
    if name == "pair":
        correct_next_card(window)
    if name in ("editor", "newgame"):
        show_window(window, size)
        dialog: Any = MapEditor(window) if name == "editor" else AoISetupDialog(window.settings, window)
        if name == "editor":
            dialog.resize(min(size[0] - 40, 1200), size[1] - 60)
            dialog.letter_mode.setChecked(True)
            forest = next(h for h, c in dialog.board.cells if c == "forest")
            dialog.paint_hex(forest)
        else:
            dialog.automa_terrain.setCurrentIndex(dialog.automa_terrain.findData("lake"))
            dialog.pick((4, 2))
            dialog.config()
        dialog.show()
        over_window(window, dialog, size, path)
        dialog.close()
    else:
        render(window, path, size)
    window.close()


def main(argv: list[str]) -> int:
    return int(game_shots(argv, "aoi", SCENES, scene))


if __name__ == "__main__":
    sys.exit(main(sys.argv))

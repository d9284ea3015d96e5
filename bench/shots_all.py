"""The screenshots issue 9 asks to look at (a script, not a test): a four-bot Root game mid-battle,
an Eyrie Decree turn, the New Game dialog (the choice of game, Root's setup with Advanced open,
Expeditions' setup) and an Expeditions Automa turn, at 1366x768 and 1920x1080, in light and dark.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/shots_all.py OUTDIR [SCENE ...]

SCENE is any of battle, eyrie-decree, newgame, expeditions, merged (all when none is given). Files are
named SCENE-THEME-WxH.png. The New Game dialog is drawn centred over the main window, as a player
sees it; a dialog larger than the screen is reported on stderr (its bottom would be cut off).
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

SIZES = ((1366, 768), (1920, 1080))
THEMES = ("light", "dark")
SCENES = ("battle", "eyrie-decree", "newgame", "expeditions", "merged", "lizards", "duchy", "riverfolk", "corvids",
          "map-autumn", "map-winter", "map-lake", "map-mountain")
"""The four scenes of issue 9, a merged Evening step whose banner wraps onto two lines, (issue 10)
a Logical Lizards conspiracy and a Drillbit Duchy dig on a table with both bots and two humans, and
(issue 11) a Riverfolk Robots step and a Cogwheel Corvids plot question on a six-faction table;
(issue 12) each of the four maps mid-game with the four Clockwork bots (map-autumn, map-winter,
map-lake, map-mountain), the README's docs/maps/ pictures."""


def settings(mode: str) -> Any:
    from PySide6.QtCore import QSettings

    from tablebot.gui import theme

    s = QSettings(os.path.join(tempfile.mkdtemp(), "s.ini"), QSettings.Format.IniFormat)
    s.setValue(theme.SPEED_KEY, 0.0)
    s.setValue(theme.THEME_KEY, mode)
    return s


def pump() -> None:
    from PySide6.QtCore import QCoreApplication

    for _ in range(5):
        QCoreApplication.processEvents()


def root_scene(name: str, mode: str, size: tuple[int, int], path: Path) -> None:
    from shots_board import advance, battle, decree  # type: ignore[import-not-found]

    from tablebot.app import build_window, render
    from tests.gui.four_bots import four_bots

    snap, subject, rnd = four_bots(3, 3)
    window = build_window(settings(mode), snapshot=snap, autosave=False)
    window.resize(*size)
    window.show()
    def merged(_p: Any) -> bool:
        return len(window.scene.banner_text()) > 70

    wanted = {"battle": battle, "eyrie-decree": decree, "merged": merged}[name]
    if not advance(window, subject, rnd, wanted):
        print(f"{name}: the scene was not reached", file=sys.stderr)
    if name == "eyrie-decree":
        boards = window.workspace.factions.boards
        boards.setCurrentWidget(boards.boards["eyrie"])
    render(window, path, size)
    window.close()


def map_scene(map_id: str, mode: str, size: tuple[int, int], path: Path) -> None:
    """Four bots three rounds into a game on `map_id` (a seeded random suit layout on the marker
    maps), showing the bot's next move on the map."""
    from shots_board import advance

    from tablebot.app import build_window, render
    from tablebot.games.root import actions as act
    from tests.gui.four_bots import four_bots

    snap, subject, rnd = four_bots(3, 3, map_id)
    window = build_window(settings(mode), snapshot=snap, autosave=False)
    window.resize(*size)
    window.show()

    def moving(p: Any) -> bool:
        parts = p.action.parts if isinstance(p, act.RootStep) and isinstance(p.action, act.Compound) else (
            getattr(p, "action", None),)
        return isinstance(p, act.RootStep) and any(isinstance(a, act.Move) for a in parts)

    if not advance(window, subject, rnd, moving):
        print(f"map-{map_id}: no move proposed", file=sys.stderr)
    render(window, path, size)
    window.close()
    small_png(path)


def small_png(path: Path) -> None:
    """Re-save a picture for the docs in its 256 most used colours (the flat art has few; every
    other pixel takes the nearest of them): a fraction of the size, the same look."""
    import array
    from collections import Counter

    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage

    image = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB32)
    pixels = array.array("I")
    pixels.frombytes(bytes(image.constBits()))
    table = [colour | 0xFF000000 for colour, _ in Counter(pixels).most_common(256)]
    image.convertToFormat(QImage.Format.Format_Indexed8, table, Qt.ImageConversionFlag.AvoidDither).save(str(path), "PNG")


def underworld_scene(name: str, mode: str, size: tuple[int, int], path: Path) -> None:
    """Both Clockwork 2 bots of issue 10 with the Marquise and Eyrie bots and a human Alliance, a few
    rounds in; then to the Lizards' next board change or the Duchy's next dig (the Burrow in view).
    Issue 11's table (the Riverfolk Robots and the Cogwheel Corvids among six factions): to the
    Riverfolk's next placement, or the table asked what a Corvid plot shows."""
    from shots_board import advance

    from tablebot.app import build_window, render
    from tablebot.games.root import actions as act
    from tablebot.games.root.bots import corvids
    from tests.gui.underworld import underworld_table

    snap, subject, rnd = underworld_table(river=name in ("riverfolk", "corvids"))
    window = build_window(settings(mode), snapshot=snap, autosave=False)
    window.resize(*size)
    window.show()

    def wanted(p: Any) -> bool:
        if name == "corvids":  # the table is asked what a face-down plot shows (11.4.4)
            return isinstance(p, act.RootPrompt) and p.actor == name and isinstance(p.question, act.AskTable) \
                and p.question.topic == corvids.TOPIC_FACE
        if not isinstance(p, act.RootStep) or p.actor != name:
            return False
        parts = p.action.parts if isinstance(p.action, act.Compound) else (p.action,)
        if name == "lizards":
            return any(isinstance(a, act.SetBoard) for a in parts) and any(
                isinstance(a, (act.PlaceWarriors, act.RemovePieces, act.Build)) for a in parts)
        if name == "riverfolk":  # a Daylight step on the map: build and garrison, recruit, organize
            return any(isinstance(a, (act.PlaceWarriors, act.Build)) for a in parts)
        return any(isinstance(a, act.Move) and a.origin == "burrow" for a in parts)

    if not advance(window, subject, rnd, wanted):
        print(f"{name}: the scene was not reached", file=sys.stderr)
    boards = window.workspace.factions.boards
    boards.setCurrentWidget(boards.boards[name])
    render(window, path, size)
    window.close()


def expeditions_scene(mode: str, size: tuple[int, int], path: Path) -> None:
    from tablebot.app import build_window, render
    from tablebot.gui.expeditions.workspace import advance_to_mech_action

    window = build_window(settings(mode), autosave=False, game="expeditions")
    if not advance_to_mech_action(window.session):
        print("expeditions: no Automa mech action proposed", file=sys.stderr)
    render(window, path, size)
    window.close()


def over_window(window: Any, dialog: Any, size: tuple[int, int], path: Path) -> None:
    """The window with `dialog` centred over it, clipped to the screen as a player would see it."""
    from PySide6.QtGui import QPainter

    pump()
    dialog.adjustSize()
    pump()
    if dialog.height() > size[1] - 40 or dialog.width() > size[0]:
        print(f"{path.name}: the dialog ({dialog.width()}x{dialog.height()}) does not fit {size[0]}x{size[1]}",
              file=sys.stderr)
    picture = window.grab()
    front = dialog.grab()
    painter = QPainter(picture)
    painter.drawPixmap((picture.width() - front.width()) // 2, max(0, (picture.height() - front.height()) // 2),
                       front)
    painter.end()
    picture.save(str(path), "PNG")


def show_window(window: Any, size: tuple[int, int]) -> None:
    """The window shown at `size`, its board fitted (before a dialog is drawn over it)."""
    window.resize(*size)
    window.show()
    pump()
    window.workspace.fit()


def game_shots(argv: list[str], prefix: str, scenes: tuple[str, ...],
               scene: Callable[[str, str, tuple[int, int], Path], None]) -> int:
    """One game's screenshot script (shots_tapestry.py, shots_aoi.py): OUTDIR [SCENE ...], every
    scene in light and dark at every size, files named PREFIX-SCENE-THEME-WxH.png."""
    from tablebot.app import _application
    from tablebot.gui import theme

    out = Path(argv[1]) if len(argv) > 1 else Path("shots")
    out.mkdir(parents=True, exist_ok=True)
    wanted = argv[2:] or list(scenes)
    _application(offscreen=True)
    for mode in THEMES:
        theme.apply_theme(mode)
        for size in SIZES:
            for name in wanted:
                path = out / f"{prefix}-{name}-{mode}-{size[0]}x{size[1]}.png"
                scene(name, mode, size, path)
                print(path)
    return 0


def newgame_scene(mode: str, size: tuple[int, int], out: Path) -> list[Path]:
    from tablebot.app import build_window
    from tablebot.gui.startgame import NewGameWizard

    window = build_window(settings(mode), autosave=False)
    window.resize(*size)
    window.show()
    pump()
    window.workspace.fit()
    wizard = NewGameWizard(window.settings, "root", window)
    wizard.show()
    paths = [out / f"newgame-choice-{mode}-{size[0]}x{size[1]}.png",
             out / f"newgame-root-{mode}-{size[0]}x{size[1]}.png",
             out / f"newgame-expeditions-{mode}-{size[0]}x{size[1]}.png"]
    over_window(window, wizard, size, paths[0])
    wizard.next_page()
    wizard.form.advanced.toggle.click()
    over_window(window, wizard, size, paths[1])
    wizard.back()
    wizard.games.setCurrentRow(1)
    wizard.next_page()
    advanced = getattr(wizard.form, "advanced", None)
    if advanced is not None:
        advanced.toggle.click()
    over_window(window, wizard, size, paths[2])
    wizard.close()
    window.close()
    return paths


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["TABLEBOT_HOME"] = tempfile.mkdtemp()
    out = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    scenes = sys.argv[2:] or list(SCENES)
    out.mkdir(parents=True, exist_ok=True)
    from tablebot.app import _application

    _application(offscreen=True)
    for mode in THEMES:
        for w, h in SIZES:
            for name in scenes:
                path = out / f"{name}-{mode}-{w}x{h}.png"
                if name in ("battle", "eyrie-decree", "merged"):
                    root_scene(name, mode, (w, h), path)
                elif name in ("lizards", "duchy", "riverfolk", "corvids"):
                    underworld_scene(name, mode, (w, h), path)
                elif name.startswith("map-"):
                    map_scene(name.removeprefix("map-"), mode, (w, h), path)
                elif name == "expeditions":
                    expeditions_scene(mode, (w, h), path)
                elif name == "newgame":
                    newgame_scene(mode, (w, h), out)
                print(name, mode, w, h, file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""`make smoke-x11`: the real app (`tablebot`) in a real X server, driven like a player's mouse and keys.

1. Installs what is missing with apt-get: Xvfb, xdotool, and the xcb libraries the README lists
   (tablebot.xcb_check names them: the same list the app checks at start).
2. Starts Xvfb (1366×768, 96 dpi), and `tablebot` in it with a fresh data folder (TABLEBOT_HOME) and
   fresh settings (XDG_CONFIG_HOME): no autosave, so it opens on Root's demo game, the Marquise's order
   card asked.
3. Drives it with xdotool: drags an Eyrie warrior from the Pieces palette onto a clearing, types an
   order card into the card field and presses Enter, confirms the bot's step with Enter, undoes it
   (Ctrl+Z), quits (Ctrl+Q: the autosave is flushed).
4. Reads the autosave and checks each of those, printing what it checked; exits non-zero on a failure.

Where to press comes from the same window laid out offscreen at the same size (the probe below): X
has no way to ask a Qt widget where it is. Not part of `make test` (it installs system packages and
needs a few seconds of a real X server).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

SIZE = (1366, 768)
CLEARING = 9
"""The drop target: a clearing of Autumn with no Eyrie warrior in the demo."""
CARD = "Foxfolk Steel"
TYPED = "foxfolk st"  # part of the name: the field's completer matches it, as a player types


def say(text: str) -> None:
    print(f"smoke-x11: {text}", flush=True)


def ensure_system_packages() -> None:
    """apt-get install what is missing (as root, or through sudo)."""
    from tablebot import xcb_check

    wanted = [pkg for tool, pkg in (("Xvfb", "xvfb"), ("xdotool", "xdotool")) if shutil.which(tool) is None]
    wanted += list(dict.fromkeys(lib.debian for lib in xcb_check.missing_libraries()))
    if not wanted:
        say("Xvfb, xdotool and the xcb libraries are installed")
        return
    say(f"installing with apt-get: {' '.join(wanted)}")
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run([*sudo, "apt-get", "update", "-qq"], check=True, env=env)
    subprocess.run([*sudo, "apt-get", "install", "-y", "-qq", "--no-install-recommends", *wanted], check=True, env=env)
    left = xcb_check.missing_libraries()
    if left:
        raise SystemExit(xcb_check.missing_message(left))


def probe() -> None:
    """(Run offscreen, in a child process.) Where the palette's Eyrie warrior, the clearing and the
    card field are in the window run() opens, in window pixels; printed as JSON."""
    from PySide6.QtCore import QCoreApplication

    from tablebot.app import _application, _settings, build_window

    _application(offscreen=True)
    with tempfile.TemporaryDirectory() as tmp:
        settings = _settings(Path(tmp) / "settings.ini")
        settings.setValue("view/animation_speed", 0.0)
        window = build_window(settings, autosave=False)
        window.resize(*SIZE)
        window.show()
        for _ in range(5):
            QCoreApplication.processEvents()
        ws = window.workspace
        button = ws.piece_palette.buttons[("eyrie", "warrior")]
        clearing = ws.scene.clearings[CLEARING]
        centre = ws.view.mapFromScene(clearing.sceneBoundingRect().center())
        field = ws.proposal.order.card

        def at(widget: Any, point: Any) -> list[int]:
            p = widget.mapTo(window, point)
            return [p.x(), p.y()]

        print(json.dumps({"palette": at(button, button.rect().center()),
                          "clearing": at(ws.view.viewport(), centre),
                          "card": at(field, field.rect().center())}))
        window.close()


def xdotool(*args: Any) -> str:
    return subprocess.run(["xdotool", *map(str, args)], check=True, capture_output=True, text=True).stdout


def drag(start: tuple[int, int], end: tuple[int, int]) -> None:
    """Press, move in small steps (Qt starts a drag after a few pixels), release."""
    xdotool("mousemove", *start)
    time.sleep(0.3)
    xdotool("mousedown", 1)
    time.sleep(0.2)
    steps = 20
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        xdotool("mousemove", x, y)
        time.sleep(0.05)
    time.sleep(0.3)
    xdotool("mouseup", 1)
    time.sleep(0.8)


def free_display() -> int:
    n = 99
    while Path(f"/tmp/.X{n}-lock").exists():
        n += 1
    return n


def main() -> int:
    if "--probe" in sys.argv:
        probe()
        return 0
    ensure_system_packages()
    tablebot = shutil.which("tablebot") or str(Path(sys.executable).with_name("tablebot"))
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    where = json.loads(subprocess.run(
        [sys.executable, __file__, "--probe"], check=True, capture_output=True, text=True,
        env=dict(env, QT_QPA_PLATFORM="offscreen")).stdout.strip().splitlines()[-1])
    with tempfile.TemporaryDirectory(prefix="tablebot-smoke-") as tmp:
        home, config = Path(tmp) / "home", Path(tmp) / "config"
        (config / "Tablebot").mkdir(parents=True)
        # Animations off: each press sees the board at rest.
        (config / "Tablebot" / "Tablebot.conf").write_text("[view]\nanimation_speed=0\n")
        display = free_display()
        env.update(DISPLAY=f":{display}", TABLEBOT_HOME=str(home), XDG_CONFIG_HOME=str(config))
        xvfb = subprocess.Popen(["Xvfb", f":{display}", "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24", "-dpi", "96",
                                 "-nolisten", "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        app: subprocess.Popen[str] | None = None
        try:
            time.sleep(1.5)
            say(f"Xvfb on :{display}; starting {tablebot}")
            app = subprocess.Popen([tablebot], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            os.environ["DISPLAY"] = env["DISPLAY"]
            window = xdotool("search", "--sync", "--onlyvisible", "--name", "Tablebot").split()[0]
            time.sleep(3)  # the first paint, the palette filled
            geometry = dict(line.split("=") for line in xdotool("getwindowgeometry", "--shell", window).split())
            origin = (int(geometry["X"]), int(geometry["Y"]))
            say(f"window {window} at {origin}, {geometry['WIDTH']}x{geometry['HEIGHT']}")

            def screen(key: str) -> tuple[int, int]:
                return origin[0] + where[key][0], origin[1] + where[key][1]

            say(f"drag: the Eyrie warrior from the palette {screen('palette')} onto clearing {CLEARING} "
                f"{screen('clearing')}")
            drag(screen("palette"), screen("clearing"))
            say(f"autosave entries now: {_entries(home, 2)}")
            say(f"order card: click the card field {screen('card')}, type {TYPED!r}, Enter")
            xdotool("mousemove", *screen("card"))
            xdotool("click", 1)
            time.sleep(0.3)
            xdotool("type", "--delay", "60", TYPED)
            time.sleep(0.5)
            xdotool("key", "Return")  # takes the completer's match
            time.sleep(0.5)
            # The start, the drag's edit, the order card: three entries.
            say(f"autosave entries now: {_entries(home, 3)}")
            if _entries(home, 3) < 3:
                say("the completer's popup took that Enter: Enter again")
                xdotool("key", "Return")
                time.sleep(0.8)
            say("confirm the bot's step: Enter")
            xdotool("key", "Return")
            time.sleep(1.0)
            say(f"autosave entries now: {_entries(home, 4)}")
            say("undo: Ctrl+Z")
            xdotool("key", "ctrl+z")
            time.sleep(1.0)
            say("quit: Ctrl+Q")
            xdotool("key", "ctrl+q")
            out, _ = app.communicate(timeout=20)
            say(f"tablebot exited with {app.returncode}")
            if out.strip():
                print(out.strip())
        finally:
            if app is not None and app.poll() is None:
                app.kill()
            xvfb.terminate()
            xvfb.wait(timeout=10)
        return check(home)


def _entries(home: Path, wanted: int) -> int:
    """The autosave's history length, waited for (up to 3 s) until it reaches `wanted`."""
    from tablebot.core import save as saves

    count = 0
    for _ in range(30):
        try:
            count = len(saves.load_game(home / "autosave.json").history)
        except (OSError, saves.SaveError):
            count = 0
        if count >= wanted:
            break
        time.sleep(0.1)
    return count


def check(home: Path) -> int:
    from tablebot.core import save as saves
    from tablebot.gui.root.reasons import sentence

    path = home / "autosave.json"
    if not path.exists():
        say(f"FAIL: no autosave at {path}")
        return 1
    saved = saves.load_game(path)
    start, now = saved.history[0].snapshot, saved.snapshot
    labels = [sentence(e.label) for e in saved.history]
    say(f"autosave {path.name}: {len(saved.history)} history entries, current {saved.index}")
    for i, text in enumerate(labels):
        say(f"  {'>' if i == saved.index else ' '} {i}: {text}")
    before, after = start.place(CLEARING).count("eyrie", "warrior"), now.place(CLEARING).count("eyrie", "warrior")
    order = now.turn.cursor.order
    undone = saved.history[saved.index + 1].label if saved.index + 1 < len(saved.history) else None
    checks = [
        (f"the drag put an Eyrie warrior in clearing {CLEARING} ({before} -> {after})", after == before + 1),
        (f"the typed order card was entered: {order.name if order else None}",
         order is not None and order.name.startswith(CARD)),
        (f"Enter confirmed a bot step, undo took it back (redo holds: {sentence(undone) if undone else None})",
         undone is not None and saved.index == len(saved.history) - 2),
    ]
    failed = 0
    for text, ok in checks:
        say(f"{'ok  ' if ok else 'FAIL'} {text}")
        failed += not ok
    say("passed" if not failed else f"{failed} check(s) failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

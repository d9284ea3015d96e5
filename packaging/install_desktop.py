"""`make install-desktop`: puts Tablebot in the Linux desktop's application menu, for this user.

    python packaging/install_desktop.py [EXECUTABLE]

- the entry packaging/tablebot.desktop goes to $XDG_DATA_HOME/applications/tablebot.desktop
  (~/.local/share/applications), its Exec= pointing at EXECUTABLE: by default the built app
  (packaging/dist/tablebot.dist/tablebot_main.bin, `make package`), else `tablebot` found on PATH;
- the icons go to the hicolor theme: $XDG_DATA_HOME/icons/hicolor/NxN/apps/tablebot.png for each
  size in resources/icons/, and scalable/apps/tablebot.svg.

A packaged build carries the same files (tablebot.desktop beside the executable, resources/icons/),
so the same script works from an unpacked build folder. Nothing is installed system-wide; the
desktop notices the new entry at once or at the next login. Remove the files listed to uninstall.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ENTRY = HERE / "tablebot.desktop"
ICONS = HERE.parent / "resources" / "icons"
BUILT = HERE / "dist" / "tablebot.dist" / "tablebot_main.bin"
ICON_NAME = "tablebot"


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def default_executable() -> str | None:
    if BUILT.is_file():
        return str(BUILT)
    found = shutil.which("tablebot")
    return str(Path(found).resolve()) if found else None


def desktop_entry(executable: str) -> str:
    """The committed entry with Exec= set to the executable (quoted when its path has spaces)."""
    quoted = f'"{executable}"' if re.search(r"\s", executable) else executable
    return re.sub(r"(?m)^Exec=.*$", lambda _: f"Exec={quoted}", ENTRY.read_text(encoding="utf-8"))


def install(executable: str, home: Path) -> list[Path]:
    """Writes the entry and the icons under `home` (an XDG data folder); returns what it wrote."""
    written = []
    entry = home / "applications" / ENTRY.name
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(desktop_entry(executable), encoding="utf-8")
    written.append(entry)
    for png in sorted(ICONS.glob("tablebot-*.png")):
        size = png.stem.rsplit("-", 1)[1]
        target = home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(png, target)
        written.append(target)
    svg = home / "icons" / "hicolor" / "scalable" / "apps" / f"{ICON_NAME}.svg"
    svg.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ICONS / "tablebot.svg", svg)
    written.append(svg)
    return written


def main(argv: list[str]) -> int:
    executable = argv[0] if argv else default_executable()
    if executable is None:
        print("install-desktop: no built app (make package) and no `tablebot` on PATH; "
              "name the executable: python packaging/install_desktop.py /path/to/tablebot", file=sys.stderr)
        return 2
    for path in install(executable, data_home()):
        print(f"install-desktop: {path}")
    print(f"install-desktop: the menu entry runs {executable}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

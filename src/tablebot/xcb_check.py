"""Before the window opens on Linux: are the system libraries Qt's xcb platform plugin loads there?

PySide6 ≥ 6.5's plugin (PySide6/Qt/plugins/platforms/libqxcb.so) links these (`ldd` on it and on
libQt6XcbQpa.so.6); many desktops lack some (libxcb-cursor0 most often), and Qt then dies with
"Could not load the Qt platform plugin "xcb"" and a list of plugins, which tells a player nothing.
This says instead which package to install, on Debian/Ubuntu, Fedora and Arch. No Qt import here:
it runs before the QApplication exists.
"""

from __future__ import annotations

import ctypes.util
import functools
import os
import subprocess
import sys
from collections.abc import Callable
from typing import NamedTuple


class XcbLibrary(NamedTuple):
    soname: str
    debian: str
    fedora: str
    arch: str


# The libraries `ldd libqxcb.so` lists beyond libc/libstdc++ and Qt's own, with the package that
# ships each. The README's "System packages" section is the same list.
XCB_LIBRARIES: tuple[XcbLibrary, ...] = (
    XcbLibrary("libxcb.so.1", "libxcb1", "libxcb", "libxcb"),
    XcbLibrary("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb", "libx11"),
    XcbLibrary("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    XcbLibrary("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    XcbLibrary("libxcb-image.so.0", "libxcb-image0", "xcb-util-image", "xcb-util-image"),
    XcbLibrary("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms"),
    XcbLibrary("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil", "xcb-util-renderutil"),
    XcbLibrary("libxcb-util.so.1", "libxcb-util1", "xcb-util", "xcb-util"),
    XcbLibrary("libxcb-randr.so.0", "libxcb-randr0", "libxcb", "libxcb"),
    XcbLibrary("libxcb-render.so.0", "libxcb-render0", "libxcb", "libxcb"),
    XcbLibrary("libxcb-shape.so.0", "libxcb-shape0", "libxcb", "libxcb"),
    XcbLibrary("libxcb-shm.so.0", "libxcb-shm0", "libxcb", "libxcb"),
    XcbLibrary("libxcb-sync.so.1", "libxcb-sync1", "libxcb", "libxcb"),
    XcbLibrary("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb", "libxcb"),
    XcbLibrary("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb", "libxcb"),
    XcbLibrary("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon", "libxkbcommon"),
    XcbLibrary("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11"),
    XcbLibrary("libEGL.so.1", "libegl1", "libglvnd-egl", "libglvnd"),
    XcbLibrary("libGL.so.1", "libgl1", "libglvnd-glx", "libglvnd"),
    XcbLibrary("libfontconfig.so.1", "libfontconfig1", "fontconfig", "fontconfig"),
    XcbLibrary("libdbus-1.so.3", "libdbus-1-3", "dbus-libs", "dbus"),
)


@functools.cache
def _linker_cache() -> frozenset[str] | None:
    """Every soname the dynamic linker's cache lists (`ldconfig -p`, read once for all 21 libraries),
    or None when it cannot be read (then each library is looked up on its own)."""
    for ldconfig in ("ldconfig", "/sbin/ldconfig", "/usr/sbin/ldconfig"):
        try:
            out = subprocess.run([ldconfig, "-p"], capture_output=True, text=True, timeout=10, check=False).stdout
        except (OSError, subprocess.SubprocessError):
            continue
        names = frozenset(line.split()[0] for line in out.splitlines()[1:] if line.strip())
        if names:
            return names
    return None


def system_has(soname: str) -> bool:
    """The dynamic linker's cache knows this exact soname."""
    listed = _linker_cache()
    if listed is not None:
        return soname in listed
    stem = soname[3:].split(".so")[0]  # "libxcb-cursor.so.0" -> "xcb-cursor"
    found = ctypes.util.find_library(stem)
    # find_library answers the newest version it knows: the plugin needs this one.
    return found is not None and (found == soname or found.startswith(soname))


def needs_xcb(platform: str | None = None, environ: dict[str, str] | os._Environ[str] | None = None) -> bool:
    """Qt will load the xcb plugin: Linux, with no QT_QPA_PLATFORM override or an xcb one."""
    platform = sys.platform if platform is None else platform
    environ = os.environ if environ is None else environ
    if not platform.startswith("linux"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "").strip()
    return chosen == "" or chosen.split(":")[0] == "xcb"


def missing_libraries(lookup: Callable[[str], bool] | None = None) -> list[XcbLibrary]:
    found = lookup or system_has
    return [lib for lib in XCB_LIBRARIES if not found(lib.soname)]


def _packages(missing: list[XcbLibrary], field: str) -> str:
    return " ".join(dict.fromkeys(getattr(lib, field) for lib in missing))


def missing_message(missing: list[XcbLibrary]) -> str:
    """What to tell the player, in words: which libraries, and the command that installs them."""
    names = ", ".join(lib.soname for lib in missing)
    return (
        f"Tablebot cannot open its window: the system lacks {len(missing)} "
        f"{'library' if len(missing) == 1 else 'libraries'} that Qt's X11 (xcb) display plugin needs: {names}.\n"
        "Install them with your system's package manager, then start Tablebot again:\n"
        f"  Debian/Ubuntu: sudo apt install {_packages(missing, 'debian')}\n"
        f"  Fedora:        sudo dnf install {_packages(missing, 'fedora')}\n"
        f"  Arch:          sudo pacman -S {_packages(missing, 'arch')}\n"
        "(On a Wayland desktop, QT_QPA_PLATFORM=wayland also avoids the X11 plugin.)"
    )


def check(lookup: Callable[[str], bool] | None = None, platform: str | None = None,
          environ: dict[str, str] | os._Environ[str] | None = None) -> str | None:
    """None when the window can open; else the message to print instead of Qt's crash."""
    if not needs_xcb(platform, environ):
        return None
    missing = missing_libraries(lookup)
    return missing_message(missing) if missing else None


__all__ = ["XCB_LIBRARIES", "XcbLibrary", "check", "missing_libraries", "missing_message", "needs_xcb", "system_has"]

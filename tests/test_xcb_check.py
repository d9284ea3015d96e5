"""Starting on a fresh Linux desktop: the libraries Qt's xcb plugin needs are checked before the
QApplication exists, and a missing one is named with the package to install, not Qt's crash."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tablebot import app, xcb_check


def test_missing_cursor_library_names_the_package_per_system() -> None:
    message = xcb_check.check(lookup=lambda soname: soname != "libxcb-cursor.so.0", platform="linux",
                              environ={})
    assert message is not None
    assert "libxcb-cursor.so.0" in message
    assert "sudo apt install libxcb-cursor0" in message
    assert "sudo dnf install xcb-util-cursor" in message
    assert "sudo pacman -S xcb-util-cursor" in message
    assert "1 library " in message


def test_one_package_named_once_for_several_libraries() -> None:
    gone = {"libxcb-randr.so.0", "libxcb-shape.so.0"}
    message = xcb_check.check(lookup=lambda soname: soname not in gone, platform="linux", environ={})
    assert message is not None
    assert "2 libraries" in message
    assert "sudo apt install libxcb-randr0 libxcb-shape0\n" in message
    assert "sudo dnf install libxcb\n" in message


def test_nothing_said_when_everything_is_there_or_xcb_is_not_used() -> None:
    nothing = lambda soname: False
    assert xcb_check.check(lookup=lambda soname: True, platform="linux", environ={}) is None
    assert xcb_check.check(lookup=nothing, platform="win32", environ={}) is None
    assert xcb_check.check(lookup=nothing, platform="linux", environ={"QT_QPA_PLATFORM": "offscreen"}) is None
    assert xcb_check.check(lookup=nothing, platform="linux", environ={"QT_QPA_PLATFORM": "wayland"}) is None
    assert xcb_check.check(lookup=nothing, platform="linux", environ={"QT_QPA_PLATFORM": "xcb"}) is not None


def test_the_list_is_what_the_plugin_links() -> None:
    """Every soname the check knows is one the real plugin's ldd names (the list is not invented)."""
    sonames = {lib.soname for lib in xcb_check.XCB_LIBRARIES}
    assert {"libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxkbcommon-x11.so.0",
            "libxcb-render-util.so.0", "libxcb-image.so.0", "libxcb-xkb.so.1"} <= sonames


def test_run_with_a_missing_library_says_what_to_install_and_opens_no_window(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setattr(xcb_check.sys, "platform", "linux")
    monkeypatch.setattr(xcb_check, "system_has", lambda soname: soname != "libxcb-cursor.so.0")
    made: list[Any] = []
    monkeypatch.setattr(app, "_application", lambda *a, **k: made.append(a) or pytest.fail("QApplication made"))
    monkeypatch.setattr(app, "_setup_logging", lambda: None)
    code = app.run(["tablebot"])
    assert code != 0
    assert made == []
    err = capsys.readouterr().err
    assert "sudo apt install libxcb-cursor0" in err


ROOT = Path(__file__).resolve().parents[1]


def test_the_readme_lists_every_package_the_check_names() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = {system: next(line for line in readme.splitlines() if line.startswith(f"- {system}:"))
             for system in ("Debian/Ubuntu", "Fedora", "Arch")}
    for lib in xcb_check.XCB_LIBRARIES:
        assert f" {lib.debian} " in lines["Debian/Ubuntu"] or lines["Debian/Ubuntu"].endswith(f" {lib.debian}`")
        assert f" {lib.fedora}" in lines["Fedora"]
        assert f" {lib.arch}" in lines["Arch"]


def test_make_smoke_x11_runs_the_x11_smoke_script() -> None:
    """CI does not run it (it installs system packages); it checks the target and its script are there."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "\nsmoke-x11: $(VENV)/.installed\n\t$(PY) packaging/smoke_x11.py\n" in makefile
    script = ROOT / "packaging" / "smoke_x11.py"
    compile(script.read_text(encoding="utf-8"), str(script), "exec")
    text = script.read_text(encoding="utf-8")
    for step in ('"mousedown"', '"type"', '"Return"', '"ctrl+z"', "autosave.json"):
        assert step in text

"""The window's shell asks each game's workspace, never one game's widgets (issue 13: games are
plug-ins): what the window reaches into exists in every game's workspace, the VP race counts time in
the game's own word, and Help ▸ How to play opens the current game's guide."""

from __future__ import annotations

import ast
import inspect
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from tablebot.app import build_window
from tablebot.gui import mainwindow
from tablebot.gui.workspace import games_with_views


def reached_through_properties() -> set[str]:
    """The workspace attributes a window property hands out (`return self._ws().<attr>`)."""
    tree = ast.parse(inspect.getsource(mainwindow.MainWindow))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and any(
                isinstance(d, ast.Name) and d.id == "property" for d in node.decorator_list):
            for ret in ast.walk(node):
                if isinstance(ret, ast.Return) and isinstance(ret.value, ast.Attribute) \
                        and isinstance(ret.value.value, ast.Call) \
                        and isinstance(ret.value.value.func, ast.Attribute) and ret.value.value.func.attr == "_ws":
                    found.add(ret.value.attr)
    return found


def open_window(qtbot: Any, settings: QSettings, game: str) -> Any:
    win = build_window(settings, autosave=False, game=game)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.mark.parametrize("game", games_with_views())
def test_the_window_hands_out_only_what_every_games_workspace_has(game: str, qtbot: Any,
                                                                  settings: QSettings) -> None:
    """`window.factions` on a Tapestry game was an AttributeError: the window's shortcuts into the
    workspace are the ones every game's workspace has; one game's panels are reached through
    `window.workspace`."""
    win = open_window(qtbot, settings, game)
    attrs = reached_through_properties()
    assert {"scene", "view"} <= attrs
    assert [a for a in sorted(attrs) if not hasattr(win.workspace, a)] == []

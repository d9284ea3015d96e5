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
from tablebot.gui.help import guide_dir
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


def test_the_vp_race_counts_tapestry_in_income_turns_and_root_in_rounds(qtbot: Any, settings: QSettings) -> None:
    """Tapestry's race runs along your income turns (its standing's x), not "rounds": the axis, the
    chart's accessible name and the summary say so; Root's still say "Round"."""
    tap = open_window(qtbot, settings, "tapestry")
    assert tap.glance_dock.isVisible()
    tap.glance.refresh()
    chart = tap.glance.chart
    assert chart.axis_title() == "Income turn"
    assert chart.accessibleName() == "Victory points by income turn"
    summary = tap.glance.summary.text()
    assert summary.startswith("Income turn 1 · leading:") and "Round" not in summary

    root = open_window(qtbot, settings, "root")
    root.glance.refresh()
    assert root.glance.chart.axis_title() == "Round"
    assert root.glance.summary.text().startswith("Round ")


def test_the_summary_counts_in_the_games_word_with_plurals() -> None:
    """The end-of-game line: "after 1 income turn", "after 5 income turns"."""
    from tablebot.core.glance import SideScore, Standing
    from tablebot.gui.vpchart import summary_text

    class Glance:
        def __init__(self, n: int) -> None:
            self.n = n

        def current(self) -> Standing:
            return Standing(round=self.n, sides=(SideScore(side="automa", score=12, bot=True),), over=True,
                            winners=("automa",))

        def events(self) -> dict[str, Any]:
            return {}

    def unit(n: int) -> str:
        return "income turn" if n == 1 else "income turns"

    def first_line(n: int) -> str:
        return summary_text(Glance(n), str.capitalize, unit).split("<br>")[0]  # type: ignore[arg-type]

    assert first_line(5) == "<b>Winner: Automa (12 VP)</b> · after 5 income turns"
    assert first_line(1) == "<b>Winner: Automa (12 VP)</b> · after 1 income turn"


@pytest.mark.parametrize(("game", "heading", "says"), [
    ("tapestry", "Tapestry", ("Decision pair", "Shadow Empire", "hex diagram")),
    ("expeditions", "Expeditions", ("Automa card", "mech")),
    ("age_of_innovation", "Age of Innovation", ("Map editor", "unverified")),
    ("root", "Root", ("Mechanical Marquise 2.0", "Printing")),
])
def test_help_how_to_play_opens_the_current_games_guide(game: str, heading: str, says: tuple[str, ...],
                                                        qtbot: Any, settings: QSettings) -> None:
    """In a Tapestry game Help ▸ How to play showed Root's Marquise guide: the one guide opens at the
    section the game's workspace names, bundled and readable offline."""
    win = open_window(qtbot, settings, game)
    win.guide_action.trigger()
    guide = win.guide
    assert guide.isVisible() and guide.section == game
    block = guide.section_block()
    assert block is not None and block.text() == heading
    # Scrolled to it: the heading is in the window (the guide's top is not).
    top = guide.browser.document().documentLayout().blockBoundingRect(block).top()
    bar = guide.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() > 0 and 0 <= top - bar.value() < guide.browser.viewport().height())
    section = guide.browser.toPlainText()[block.position():]
    assert [w for w in says if w not in section[:1500]] == []
    assert "http" not in (guide_dir() / "user-guide.en.md").read_text(encoding="utf-8")  # offline


def test_a_game_without_a_section_opens_the_guide_at_its_top(qtbot: Any) -> None:
    from tablebot.gui.help import GuideDialog

    dialog = GuideDialog(None, "")
    qtbot.addWidget(dialog)
    assert dialog.section_block() is None
    assert dialog.browser.toPlainText().startswith("Tablebot: the user's guide")

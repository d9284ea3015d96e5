"""No English left in Expeditions, Tapestry and Age of Innovation: under the pseudo-language (every
translated text comes back in ⟦…⟧) the window on each game's demo, its New Game page with every
option shown, its card editor, its table panels, AoI's map editor and tiles dialog, many kinds of the
bots' steps played through the session, the history entries, refusals and the game's end show no word
outside the brackets. Painted board text goes through the same translations (checked below by the
painters' own texts)."""

from __future__ import annotations

import importlib
import random
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QDockWidget, QWidget

from tablebot.core.steps import HumanTurn

from ..i18n_tool import tool
from .conftest import shown_window
from .pseudo import PseudoTranslator, stray_words, unmarked

# Words the shell's own engineer translates (the window's frame), not these games' texts.
SHELL_WIDGETS = ("MainWindow", "TurnBar", "QMenuBar", "QToolBar", "QStatusBar")

PAINTERS = ("expeditions.board", "tapestry.board", "tapestry.panels", "age_of_innovation.board",
            "age_of_innovation.panels", "age_of_innovation.hexdraw", "age_of_innovation.setup")
"""The modules whose paint() draws text (draw_text): what they draw is recorded while a window is grabbed."""


class Strays:
    """Every visible text with English outside the brackets, collected across the states visited;
    painted text (draw_text inside paint(), which `unmarked` cannot see) is recorded as it is drawn."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.found: dict[tuple[str, str], tuple[str, list[str]]] = {}
        self.painted: list[str] = []
        for name in PAINTERS:
            module = importlib.import_module(f"tablebot.gui.{name}")
            original = module.draw_text

            def record(painter: Any, rect: Any, text: str, *args: Any, _draw: Any = original, **kw: Any) -> None:
                self.painted.append(text)
                _draw(painter, rect, text, *args, **kw)

            monkeypatch.setattr(module, "draw_text", record)

    def paint(self, where: str, widget: QWidget) -> None:
        """Paint `widget` now and check every text its painters drew."""
        self.painted.clear()
        widget.grab()
        for text in self.painted:
            if text.endswith("…") and text.count("⟦") > text.count("⟧"):
                text += "⟧"  # elided to fit: the bracket was cut off with the end
            self.text("painted", text)

    def widget(self, where: str, root: QWidget) -> None:
        QApplication.processEvents()
        self.paint(where, root)
        for place, text, words in unmarked(root):
            self.found.setdefault((place, text), (where, words))

    def text(self, where: str, text: str) -> None:
        words = stray_words(text)
        if words:
            self.found.setdefault((where.split(":")[-1].strip(), text), (where, words))

    def window(self, where: str, win: Any) -> None:
        self.widget(where, win.workspace.view)
        self.paint(where, win)
        for dock in win.findChildren(QDockWidget):
            if dock.isVisible():
                self.widget(where, dock)
        self.text(where + ": banner", win.banner.text())
        self.text(where + ": status", win.statusBar().currentMessage())

    def history(self, win: Any) -> None:
        s = win.session
        for i in range(s.stack.count()):
            self.text("history", s.stack.text(i))

    def assert_none(self) -> None:
        lines = [f"{where} | {place} | {text!r} -> {words}" for (place, text), (where, words) in self.found.items()]
        assert not lines, "English outside the translations:\n" + "\n".join(lines)


GAME_CONTEXTS = ("Expeditions", "Tapestry", "AoI")
"""The translation contexts of these games (the shell's belong to its own test)."""


class Asked(PseudoTranslator):
    """The pseudo-language, recording every (context, source) the app asks it to translate."""

    def __init__(self, parent: Any) -> None:
        super().__init__(parent)
        self.asked: set[tuple[str, str]] = set()

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        self.asked.add((context, source))
        return super().translate(context, source, disambiguation, n)


def _catalogue() -> set[tuple[str, str]]:
    by_area, _ = tool.extract()
    return {(m.context, m.source) for area in by_area.values() for m in area.values()}


@pytest.fixture
def pseudo() -> Iterator[None]:
    """The pseudo-language; at the end, every text of these games the app translated must be in the
    catalogue (a text translated from a variable that packaging/i18n.py never extracts shows in
    brackets here but stays English in every real language)."""
    app = QCoreApplication.instance()
    asked = Asked(app)
    app.installTranslator(asked)
    try:
        yield
    finally:
        app.removeTranslator(asked)
    catalogue = _catalogue()  # once: the extraction reads every source file
    missing = sorted((c, s) for c, s in asked.asked if c.startswith(GAME_CONTEXTS) and (c, s) not in catalogue)
    assert not missing, "translated but never extracted:\n" + "\n".join(f"{c}: {s!r}" for c, s in missing)


def play(win: Any, strays: Strays, steps: int, answer_die: bool = False) -> set[str]:
    """Confirm the bots' steps, end your turns and answer the table's questions with a seeded random
    answer, checking the window at each step; the kinds of steps seen."""
    s = win.session
    rnd = random.Random(1)
    kinds: set[str] = set()
    for i in range(steps):
        p = s.proposal
        if p is None:
            break
        if isinstance(p, HumanTurn):
            assert s.end_human_turn()
        elif hasattr(p, "question"):
            strays.window(f"question {type(p.question).__name__}", win)
            assert s.answer(s.rules.random_answer(s.snapshot, p, rnd))
        else:
            kind = getattr(p.action, "kind", type(p.action).__name__)
            kinds.add(kind)
            strays.window(f"step {i} {kind}", win)
            if not win.confirm():
                break
    strays.history(win)
    return kinds


# -- Expeditions --------------------------------------------------------------------------------
def test_expeditions_speaks_no_english(pseudo: None, qtbot: Any, settings: QSettings, monkeypatch: pytest.MonkeyPatch) -> None:
    from tablebot.gui.expeditions.setup import ExpeditionsSetupDialog
    from tablebot.gui.startgame import NewGameWizard

    strays = Strays(monkeypatch)
    win = shown_window(qtbot, settings, autosave=False, game="expeditions")
    strays.window("start", win)
    strays.text("board text", win.workspace.board_text.toPlainText())
    kinds = play(win, strays, 50)
    assert len(kinds) >= 4, kinds
    strays.text("board text", win.workspace.board_text.toPlainText())
    # The New Game page, every level.
    wizard = NewGameWizard(settings, "expeditions", win)
    qtbot.addWidget(wizard)
    wizard.next_page()
    form = wizard.form
    assert isinstance(form, ExpeditionsSetupDialog)
    for i in range(form.level.count()):
        form.level.setCurrentIndex(i)
        form.config()
        strays.widget(f"new game level {i}", wizard)
    strays.assert_none()


# -- Tapestry -----------------------------------------------------------------------------------
def test_tapestry_speaks_no_english(pseudo: None, qtbot: Any, settings: QSettings, monkeypatch: pytest.MonkeyPatch) -> None:
    from tablebot.gui.startgame import NewGameWizard
    from tablebot.gui.tapestry import card_editor
    from tablebot.gui.tapestry.setup import TapestrySetupDialog

    strays = Strays(monkeypatch)
    win = shown_window(qtbot, settings, autosave=False, game="tapestry")
    strays.window("start", win)
    kinds = play(win, strays, 50)
    assert len(kinds) >= 4, kinds
    s = win.session
    editor = card_editor.CardEditor(s, s.snapshot.deck.draw[0] if s.snapshot.deck.draw else 1, win)
    qtbot.addWidget(editor)
    strays.widget("card editor", editor)
    wizard = NewGameWizard(settings, "tapestry", win)
    qtbot.addWidget(wizard)
    wizard.next_page()
    form = wizard.form
    assert isinstance(form, TapestrySetupDialog)
    for i in range(form.level.count()):
        form.level.setCurrentIndex(i)
        form.config()
        strays.widget(f"new game level {i}", wizard)
    strays.assert_none()


# -- Age of Innovation --------------------------------------------------------------------------
def test_age_of_innovation_speaks_no_english(pseudo: None, qtbot: Any, settings: QSettings, monkeypatch: pytest.MonkeyPatch) -> None:
    from tablebot.gui.age_of_innovation import card_editor
    from tablebot.gui.age_of_innovation.map_editor import MapEditor
    from tablebot.gui.age_of_innovation.setup import AoISetupDialog
    from tablebot.gui.age_of_innovation.tiles_dialog import TilesDialog
    from tablebot.gui.startgame import NewGameWizard

    strays = Strays(monkeypatch)
    win = shown_window(qtbot, settings, autosave=False, game="age_of_innovation")
    strays.window("start", win)
    kinds = play(win, strays, 50)
    assert len(kinds) >= 4, kinds
    s = win.session
    editor = card_editor.CardEditor(s, s.snapshot.automa().deck.draw[0], win)
    qtbot.addWidget(editor)
    strays.widget("card editor", editor)
    maps = MapEditor(session=s)
    qtbot.addWidget(maps)
    strays.widget("map editor", maps)
    tiles = TilesDialog(s, win)
    qtbot.addWidget(tiles)
    strays.widget("tiles", tiles)
    wizard = NewGameWizard(settings, "age_of_innovation", win)
    qtbot.addWidget(wizard)
    wizard.next_page()
    form = wizard.form
    assert isinstance(form, AoISetupDialog)
    for i in range(form.level.count()):
        form.level.setCurrentIndex(i)
        form.config()
        strays.widget(f"new game level {i}", wizard)
    strays.assert_none()


# -- values filled into a translated sentence ----------------------------------------------------
def test_codes_and_data_filled_into_sentences_are_words_of_the_language(
        pseudo: None, qtbot: Any, settings: QSettings) -> None:
    """A value filled into a translated sentence lands inside its brackets, where `unmarked` cannot
    see it: the raw codes the translators found there ("card", "bridges[2]", "NE", a data file's
    English) must come back translated themselves (nested brackets)."""
    from tablebot.core.reasons import reason
    from tablebot.gui.age_of_innovation import reasons as aoi
    from tablebot.gui.expeditions import reasons as exp
    from tablebot.gui.tapestry import card_editor
    from tablebot.gui.tapestry import reasons as tap
    from tablebot.gui.tapestry.board import space_tip

    assert "⟦the card drawn⟧" in exp.error_text("answer.wrong_kind", {"expected": "card"})
    assert "⟦the explored tile⟧" in exp.error_text("answer.wrong_kind", {"expected": "tile"})
    assert "⟦whether a trap is played⟧" in tap.error_text("answer.wrong_kind", {"expected": "trap"})
    assert "⟦the science die's face⟧" in tap.error_text("bots.wrong_answer", {"expected": "die"})
    assert "⟦the final scoring figures⟧" in aoi.error_text("answer.wrong_kind", {"expected": "final_score"})
    # A map file's faults say where in words, not as a JSON key.
    assert "⟦bridge 3⟧" in aoi.error_text("map.bad_bridge", {"where": "bridges[2]"})
    assert "⟦hex entry 1⟧" in aoi.error_text("map.bad_hex", {"where": "hexes[0]", "value": "7"})
    letter = aoi.error_text("map.bad_letters", {"where": "workshop_letters.lake.B"})
    assert "⟦workshop letter B of ⟦lake⟧⟧" in letter and "workshop_letters" not in letter
    # The count of areas entered agrees with its number.
    assert "⟦1 area(s)⟧" in aoi.error_text("bots.final_areas", {"count": 2, "given": 1})
    # Names from the data files: a level, a landmark, a track space and its text, the book's lists.
    level = reason("levels", "setup.level_normal", level=2, name="Automa the Average")
    assert "⟦Automa the Average⟧" in tap.sentence(level)
    tip = space_tip("science", 4, None)
    assert "⟦Medicine⟧" in tip
    assert "⟦Apothecary⟧" in tip and "⟦tapestry card⟧" in tip
    assert "⟦Gain 1 VP for each tech card in your supply; also gain 1 tapestry card.⟧" in tip  # the printed rules
    assert "⟦Futurists⟧" in tap.civ_name("Futurists") and aoi.data_name("Automistrzyni") == "⟦Automistrzyni⟧"
    # The hex diagrams' compass codes in words.
    from tablebot.controller.session import Session
    from tablebot.games.registry import game_rules
    from tablebot.games.tapestry.setup import GameConfig, new_game

    session = Session(game_rules("tapestry"), new_game(GameConfig(seed=1)), autosave=False)
    editor = card_editor.CardEditor(session, 1)
    qtbot.addWidget(editor)
    items = [editor.pattern.itemText(i) for i in range(editor.pattern.count())]
    assert items and all("⟦north⟧" in t or "⟦south⟧" in t or "⟦east⟧" in t or "⟦west⟧" in t for t in items), items
    assert any("⟦south-east⟧" in t for t in items)
    # Expeditions: how sure the card data is, from the data file, in words.
    from tablebot.gui.expeditions.setup import ExpeditionsSetupDialog

    dialog = ExpeditionsSetupDialog(settings)
    qtbot.addWidget(dialog)
    dialog.level.setCurrentIndex(dialog.level.findData(2))
    assert "⟦one source (unverified against the printed card)⟧" in dialog.card_note.text()


def test_a_translated_name_keeps_its_own_capitals_when_it_starts_a_label(qtbot: Any, monkeypatch: Any) -> None:
    """`.capitalize()` lowercased the rest of a translated name ("akcja Frakcji" → "Akcja frakcji"):
    only the first letter is raised."""
    from tablebot.controller.session import Session
    from tablebot.games.age_of_innovation.setup import GameConfig, new_game
    from tablebot.games.registry import game_rules
    from tablebot.gui.age_of_innovation import card_editor
    from tablebot.gui.age_of_innovation import reasons as aoi

    monkeypatch.setattr(aoi, "action_name", lambda a: f"akcja Frakcji {a}")
    snap = new_game(GameConfig(seed=3, automa_terrain="lake"))
    session = Session(game_rules("age_of_innovation"), snap, autosave=False)
    editor = card_editor.CardEditor(session, snap.automa().deck.draw[0])
    qtbot.addWidget(editor)
    items = [editor.actions[0].itemText(i) for i in range(1, editor.actions[0].count())]
    assert items and all(t.startswith("Akcja Frakcji ") for t in items), items

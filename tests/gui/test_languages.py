"""The language can be switched from the View menu without a restart (issue 15): the menus, the
board's panels and the history speak it at once, the game and its history stay as they were, the
choice is remembered, and English comes back exactly."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from tablebot import i18n
from tablebot.gui import preferences
from tablebot.gui.reasons import plural

from ..i18n_tool import tool
from .conftest import shown_window

I18N = Path(__file__).resolve().parents[2] / "resources" / "i18n"


def translation(file: str, context: str, source: str) -> str:
    return tool.read_ts(I18N / file)[(context, source, "")].forms[0]


def menu_titles(win: Any) -> list[str]:
    return [a.text() for a in win.menuBar().actions()]


def test_view_language_lists_the_four_languages_in_their_own_names(window: Any) -> None:
    names = [a.text() for a in window.language_menu.actions()]
    assert names[1:] == ["English", "Polski", "Čeština", "Português (Brasil)"]
    assert names[0] == "The system's language"


@pytest.mark.parametrize("lang", ["pl", "cs", "pt_BR"])
def test_switching_the_language_speaks_it_at_once_and_english_comes_back(window: Any, lang: str) -> None:
    english_menus = menu_titles(window)
    english_proposal = window.proposal.title.text() + window.turn_bar.what.text() + window.turn_bar.confirm.text()
    history = [window.session.stack.text(i) for i in range(window.session.stack.count())]
    index = window.session.stack.index()
    snapshot = window.session.snapshot

    window.language_actions[lang].trigger()
    assert i18n.current() == lang
    assert window.settings.value(preferences.LANGUAGE_KEY) == lang
    want = translation(f"shell_{lang}.ts", "MainWindow", "&New game…")
    assert want and window.new_action.text() == want
    assert menu_titles(window) == [translation(f"shell_{lang}.ts", "MainWindow", t) for t in english_menus]
    # Edit ▸ Undo/Redo follow the stack with the new language's prefix (not Qt's own word).
    edit = window.menuBar().actions()[1].menu().actions()
    # As when the stack changes: the group writes the actions' texts again, with their prefix.
    window.undo_group.undoTextChanged.emit("x")
    window.undo_group.redoTextChanged.emit("y")
    for action, source, what in ((window.undo_action, "&Undo", "x"), (window.redo_action, "&Redo", "y")):
        assert action in edit
        assert action.text() == translation(f"shell_{lang}.ts", "MainWindow", source) + " " + what
    # The game's own words too (its workspace was rebuilt in the new language), the game unchanged.
    assert window.proposal.title.text() + window.turn_bar.what.text() + window.turn_bar.confirm.text() != english_proposal
    assert window.session.snapshot == snapshot and window.session.stack.index() == index
    relabelled = [window.session.stack.text(i) for i in range(window.session.stack.count())]
    assert len(relabelled) == len(history) and (not history or relabelled != history)

    window.language_actions["en"].trigger()
    assert i18n.current() == "en"
    assert menu_titles(window) == english_menus
    assert window.proposal.title.text() + window.turn_bar.what.text() + window.turn_bar.confirm.text() == english_proposal
    assert [window.session.stack.text(i) for i in range(window.session.stack.count())] == history


def test_the_choice_is_remembered_for_the_next_start(qtbot: Any, settings: Any) -> None:
    win = shown_window(qtbot, settings, autosave=False)
    win.language_actions["cs"].trigger()
    win.close()
    i18n.install("en")
    # The next start (app.run) installs the stored choice before the window is built.
    assert preferences.install_language(preferences.language(settings)) == "cs"
    again = shown_window(qtbot, settings, autosave=False)
    assert again.language_actions["cs"].isChecked()
    assert again.new_action.text() == translation("shell_cs.ts", "MainWindow", "&New game…")


def test_the_first_start_follows_the_system_language(monkeypatch: pytest.MonkeyPatch, qapp: Any) -> None:
    assert i18n.language_of("pl_PL") == "pl" and i18n.language_of("cs_CZ") == "cs"
    assert i18n.language_of("pt_PT") == "pt_BR" and i18n.language_of("de_DE") == "en"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("pl_PL")))
    assert i18n.install("system") == "pl"


def numerus_forms(file: str, context: str, source: str) -> list[str]:
    return list(tool.read_ts(I18N / file)[(context, source, "")].forms)


# Qt's plural rules: which form a count takes (Polish and Czech: one, few, many; Portuguese: one, other).
FORM_OF = {
    "pl": {1: 0, 2: 1, 4: 1, 5: 2, 12: 2, 22: 1, 25: 2},
    "cs": {1: 0, 2: 1, 4: 1, 5: 2, 12: 2},
    "pt_BR": {1: 0, 2: 1, 5: 1},
}


@pytest.mark.parametrize("lang", ["pl", "cs", "pt_BR"])
@pytest.mark.parametrize("source", ["%n warrior(s)", "warrior(s)"])
def test_plural_forms_follow_the_language(qapp: Any, lang: str, source: str) -> None:
    forms = numerus_forms(f"root_{lang}.ts", "Reasons", source)
    assert len(forms) == (2 if lang == "pt_BR" else 3) and len(set(forms)) >= 2
    i18n.install(lang)
    for n, form in FORM_OF[lang].items():
        assert plural("Reasons", source, n) == forms[form].replace("%n", str(n))
    i18n.install("en")
    assert plural("Reasons", "%n warrior(s)", 1) == "1 warrior"
    assert plural("Reasons", "%n warrior(s)", 2) == "2 warriors"
    assert plural("Reasons", "warrior(s)", 2) == "warriors"
    assert QCoreApplication.translate("MainWindow", "&New game…") == "&New game…"


TAB_PADDING = 24
"""What a tab needs beside its text (Fusion's margins, measured on the English tabs: 24 px at least); a tab
narrower than its text and this is drawn with "…"."""


@pytest.mark.parametrize("lang", ["en", "pl", "cs", "pt_BR"])
@pytest.mark.parametrize("game", ["root", "expeditions", "tapestry", "age_of_innovation"])
def test_no_dock_tab_is_cut_short_at_1366x768(qtbot: Any, settings: Any, lang: str, game: str) -> None:
    """The docks beside the board share their tabs; in a language with longer words a title cut to
    "Dvojice rozho…" is text the player cannot read."""
    from PySide6.QtWidgets import QTabBar

    i18n.install(lang)
    win = shown_window(qtbot, settings, autosave=False, game=game)
    cut = []
    for bar in win.findChildren(QTabBar):
        if not bar.isVisible():
            continue
        for i in range(bar.count()):
            text = bar.tabText(i).replace("&", "")
            if bar.tabRect(i).width() < bar.fontMetrics().horizontalAdvance(text) + TAB_PADDING:
                cut.append((text, bar.tabRect(i).width()))
    assert not cut, f"{lang} {game}: tabs cut short: {cut}"


@pytest.mark.parametrize("lang", ["en", "pl", "cs", "pt_BR"])
def test_every_tie_breaker_badge_of_age_of_innovation_fits_its_badge(qapp: Any, lang: str) -> None:
    """The badge on a hex a tie-breaker dropped ("✗ terrain priority") keeps its whole name: the
    Polish "✗ priorytet terenu" ran to a third line, cut by the badge."""
    from PySide6.QtGui import QFontMetricsF

    from tablebot.gui.age_of_innovation.board import TIE_SHORT, TieBadge, tie_name
    from tablebot.gui.boardscene import pixel_font

    i18n.install(lang)
    for method in TIE_SHORT:
        badge = TieBadge("✗ " + tie_name(method, 1), None)  # type: ignore[arg-type]
        rect = badge.boundingRect().adjusted(3, 1, -3, -1)
        flags = badge.FLAGS if isinstance(badge.FLAGS, int) else badge.FLAGS.value
        needed = QFontMetricsF(pixel_font(badge.fitted_px(rect))).boundingRect(rect, flags, badge.text)
        assert needed.height() <= rect.height() and needed.width() <= rect.width(), (lang, badge.text)

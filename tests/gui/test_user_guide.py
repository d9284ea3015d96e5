"""The user's guide (issue 15): docs/user-guide.md is the one English source and the app carries it
unchanged; the Polish, Czech and Portuguese guides have its sections and its pictures (rendered in
their own language); Help shows the guide of the current language at the current game's section,
also after View ▸ Language; every menu path the guides cite is a menu item the app has, in that
language's words."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMenu

from tablebot import i18n
from tablebot.gui.help import GuideDialog, guide_dir, guide_file, sections

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "user-guide.md"
LANGS = ("en", "pl", "cs", "pt_BR")
PICTURE = re.compile(r"!\[[^]]*\]\(([^)]+)\)")
MENU_PATH = re.compile(r"\*\*([^*]+ ▸ [^*]+)\*\*")


def _make_guide() -> Any:
    spec = importlib.util.spec_from_file_location("make_guide", guide_dir() / "make_guide.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _text(lang: str) -> str:
    page = guide_dir() / f"user-guide.{lang}.md"
    assert page.exists(), page
    return page.read_text(encoding="utf-8")


def _pictures(lang: str) -> list[str]:
    return PICTURE.findall(_text(lang))


def test_the_app_carries_docs_user_guide_unchanged() -> None:
    """The English in the app is docs/user-guide.md as `make guide` copies it, never a second text."""
    make_guide = _make_guide()
    assert _text("en") == make_guide.in_app_english(DOCS.read_text(encoding="utf-8")), \
        "docs/user-guide.md changed: run `make guide` (or make_guide.py --text)"
    # The docs' pictures are the in-app English ones, seen from docs/.
    for name in PICTURE.findall(DOCS.read_text(encoding="utf-8")):
        assert (DOCS.parent / name).resolve() == (guide_dir() / "en" / Path(name).name).resolve()


@pytest.mark.parametrize("lang", LANGS[1:])
def test_every_language_has_the_english_sections_and_pictures(lang: str) -> None:
    english = _text("en")
    text = _text(lang)
    assert [s for s, _h in sections(text)] == [s for s, _h in sections(english)]
    levels = [len(m) for m in re.findall(r"^(#+) ", text, re.MULTILINE)]
    assert levels == [len(m) for m in re.findall(r"^(#+) ", english, re.MULTILINE)]
    # The same pictures in the same places, each in the guide's own language.
    assert [Path(p).name for p in _pictures(lang)] == [Path(p).name for p in _pictures("en")]
    assert all(p.startswith(f"{lang}/") for p in _pictures(lang))
    # A translated guide is translated: its headings are not the English ones.
    assert not {h for _s, h in sections(text)} & {"Installing", "Undo, redo and the history", "Each game"}


@pytest.mark.parametrize("lang", LANGS)
def test_every_picture_exists_small_and_readable(lang: str) -> None:
    pictures = _pictures(lang)
    assert len(pictures) >= 11
    for name in pictures:
        image = QImage(str(guide_dir() / name))
        assert not image.isNull(), name
        assert 400 <= image.width() <= 1000, name
    total = sum(p.stat().st_size for p in guide_dir().glob("*/*.png"))
    assert total < 8_000_000
    assert "http" not in _text(lang)  # offline


def _menu_paths(win: Any) -> set[str]:
    """Every menu item of the window as the player reads it: 'Game ▸ New game…'."""
    paths: set[str] = set()

    def walk(menu: QMenu, above: list[str]) -> None:
        for action in menu.actions():
            label = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
            if action.menu() is not None:
                walk(action.menu(), [*above, label])  # type: ignore[arg-type]
            elif label:
                paths.add(" ▸ ".join([*above, label]))
            if action.menu() is not None:
                paths.add(" ▸ ".join([*above, label]))

    for top in win.menuBar().actions():
        menu = top.menu()
        if menu is not None:
            walk(menu, [top.text().replace("&", "")])  # type: ignore[arg-type]
    return paths


def _cited(lang: str) -> list[str]:
    return [" ".join(m.split()) for m in MENU_PATH.findall(_text(lang))]


@pytest.mark.parametrize("lang", LANGS)
def test_every_menu_the_guide_names_is_in_the_app(lang: str, window: Any) -> None:
    window.set_language(lang)
    have = _menu_paths(window)
    cited = _cited(lang)
    assert len(cited) >= 12
    # Undo and Redo carry what they undo ("Undo Move…") once there is something to undo.
    missing = [c for c in cited if c not in have and not any(h.startswith(c + " ") for h in have)]
    assert missing == []


def test_a_renamed_menu_item_is_caught(window: Any) -> None:
    window.end_turn_action.setText("&Finish the human's turn")
    assert "Turn ▸ End human turn" in _cited("en")
    assert "Turn ▸ End human turn" not in _menu_paths(window)


@pytest.mark.parametrize(("lang", "title"), [("pl", "Tablebot: podręcznik użytkownika"),
                                              ("cs", "Tablebot: uživatelská příručka"),
                                              ("pt_BR", "Tablebot: o guia do usuário")])
def test_help_speaks_the_language_chosen_in_the_view_menu(lang: str, title: str, window: Any, qtbot: Any) -> None:
    window.guide_action.trigger()
    assert window.guide.browser.toPlainText().startswith("Tablebot: the user's guide")
    window.guide.close()
    window.language_actions[lang].trigger()
    assert i18n.current() == lang
    window.guide_action.trigger()
    guide = window.guide
    assert guide.isVisible() and guide.language == lang
    assert guide.browser.toPlainText().startswith(title)
    # At the game's own section (Root), in this language's words.
    block = guide.section_block()
    assert block is not None and block.text() == dict(sections(_text(lang)))["root"] == "Root"
    bar = guide.browser.verticalScrollBar()
    top = guide.browser.document().documentLayout().blockBoundingRect(block).top()
    qtbot.waitUntil(lambda: bar.value() > 0 and 0 <= top - bar.value() < guide.browser.viewport().height())
    # Its pictures are this language's.
    picture = guide.browser.document().resource(2, guide.browser.source().resolved(f"{lang}/root-4-order-card.png"))
    assert picture is not None and not picture.isNull()
    assert guide.windowTitle() != "How to play with Tablebot"


def test_a_language_without_a_guide_reads_the_english(monkeypatch: Any) -> None:
    assert guide_file("xx") == guide_dir() / "user-guide.en.md"


def test_pictures_are_shown_narrower_than_the_window(qtbot: Any) -> None:
    dialog = GuideDialog(None, "first-game")
    qtbot.addWidget(dialog)
    dialog.show()
    doc = dialog.browser.document()
    widths = []
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat():
                widths.append(fmt.toImageFormat().width())
            it += 1
        block = block.next()
    # Every picture is given a width (0 would be its own 1000 px, wider than the window).
    assert len(widths) >= 11 and min(widths) > 0 and max(widths) <= dialog.browser.viewport().width()

"""Every text of the window's shell and of Root goes through the translation system (issue 15): under
the pseudo-language (tests/gui/pseudo.py: a translated text comes back in ⟦…⟧) no word on screen is
left outside the brackets: menus, dialogs, labels, combo items, the bots' boards, proposals, reasons,
the history and the refusals. A Polish, Czech or Portuguese player would read such a word in English."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from tablebot.controller.session import Session
from tablebot.games import conformance
from tablebot.games.registry import game_rules
from tablebot.games.root import actions as act
from tablebot.games.root import edits
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig, new_game
from tablebot.games.root.state import BotConfig, OrderCard

from .conftest import shown_window
from .four_bots import four_bots
from .pseudo import CLOSE, OPEN, PseudoTranslator, stray_words, visible_texts
from .underworld import underworld_table
from .waits import caught_up

_PLACEHOLDER = re.compile(r"(\{[A-Za-z_][^{}]*\})")


class SegmentTranslator(PseudoTranslator):
    """The pseudo-language with each run of words between placeholders in its own brackets
    ("⟦Repair one item (it comes back ⟧{face}⟦).⟧"): a value filled in later (a card's name, a
    raw code) lands outside every bracket, where `stray_words` sees it."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        if not source:
            return source
        return "".join(part if _PLACEHOLDER.fullmatch(part) or not part.strip() else f"{OPEN}{part}{CLOSE}"
                       for part in _PLACEHOLDER.split(source))


@contextmanager
def segment_pseudo_language() -> Iterator[None]:
    app = QCoreApplication.instance()
    assert app is not None
    translator = SegmentTranslator(app)
    app.installTranslator(translator)
    try:
        yield
    finally:
        app.removeTranslator(translator)


@pytest.fixture
def pseudo(qapp: Any) -> Iterator[None]:
    with segment_pseudo_language():
        yield


@pytest.fixture
def win(pseudo: None, qtbot: Any, settings: QSettings) -> Any:
    """The main window on the Root demo, built in the pseudo-language."""
    return shown_window(qtbot, settings, autosave=False)


RULE_NUMERALS = ("iii", "vii", "viii")
"""Rule numbers' roman parts ("5.5.1.iii") are numbers, the same in every book."""
_RULING_ID = re.compile(r"(?<=Ruling: " + CLOSE + r")[\w-]+")
"""A ruling's id ("Ruling: services-bot-card") is its key in docs/rulings.md, like a rule number."""
_CITED_SOURCE = re.compile(r"(?<=Source: " + CLOSE + r").*", re.DOTALL)
"""A map file's source of a suggested layout: a citation (repositories, a book's title), kept as written."""


def strays(text: str) -> list[str]:
    return [w for w in stray_words(_CITED_SOURCE.sub("", _RULING_ID.sub("", text))) if w.lower() not in RULE_NUMERALS]


def all_texts(widget: QWidget) -> list[tuple[str, str]]:
    """pseudo.visible_texts, and the rows of lists and tables (the reasons, the setup checklist, the
    shortcuts) and the text of documents (the guide)."""
    from PySide6.QtWidgets import QListWidget, QTableWidget, QTextBrowser

    out = visible_texts(widget)
    for w in [widget, *widget.findChildren(QWidget)]:
        if w is not widget and not w.isVisibleTo(widget):
            continue
        if isinstance(w, QListWidget):
            out += [("QListWidget", w.item(i).text()) for i in range(w.count()) if not w.item(i).isHidden()]
        elif isinstance(w, QTableWidget):
            out += [("QTableWidget", item.text()) for r in range(w.rowCount()) for c in range(w.columnCount())
                    if (item := w.item(r, c)) is not None]
            out += [("QTableWidget.header", h.text()) for c in range(w.columnCount())
                    if (h := w.horizontalHeaderItem(c)) is not None]
        elif isinstance(w, QTextBrowser):
            out.append(("QTextBrowser", w.toPlainText()))
    return out


def no_english(widget: QWidget) -> None:
    found = [(where, text, words) for where, text in all_texts(widget) if (words := strays(text))]
    assert found == [], "\n".join(f"{where}: {text!r} -> {words}" for where, text, words in found)


def menu_texts(menu: QMenu) -> list[str]:
    out = []
    for a in menu.actions():
        out.append(a.text())
        if a.toolTip() and a.toolTip() != a.text().replace("&", ""):
            out.append(a.toolTip())
        if a.menu() is not None:
            out.extend(menu_texts(a.menu()))
    return out


def assert_words_marked(texts: list[str]) -> None:
    stray = [(t, words) for t in texts if (words := strays(t))]
    assert stray == [], "\n".join(f"{t!r} -> {w}" for t, w in stray)


def window_speaks_no_english(window: Any) -> None:
    from tablebot.gui.root.root_boards import FactionBoards

    no_english(window)
    for boards in window.findChildren(FactionBoards):
        for board in boards.boards.values():
            no_english(board)
    # Painted text (drawText in paint()): the banner over the map, the tags, the ghosts' labels.
    from tablebot.gui.root.board import BannerItem, TagItem

    scene = getattr(window, "scene", None)
    if scene is not None:
        painted = [i.text for i in scene.items() if isinstance(i, BannerItem | TagItem)]
        painted += [i.label for i in scene.items() if isinstance(getattr(i, "label", None), str)]
        assert_words_marked(painted)
    stack = window.session.stack
    assert_words_marked([stack.text(i) for i in range(stack.count())])
    assert_words_marked([window.banner.text()])


def menus_speak_no_english(window: Any) -> None:
    """The menus a player opens: each clearing's and path's on the map, the cards menu of each
    bot, the buttons' menus on the bots' boards (filled as they open)."""
    from PySide6.QtWidgets import QAbstractButton

    from tablebot.games.root import rules
    from tablebot.gui.root.root_boards import FactionBoards

    snap = window.session.snapshot
    board = rules.board_of(snap)
    texts: list[str] = []
    for c in board.clearings:
        texts += menu_texts(window.scene.clearing_menu(c.id))
    for a, b in list(board.graph.edges)[:6]:
        texts += menu_texts(window.scene.path_menu(a, b))
    for f in snap.factions:
        if f.is_bot:
            texts += menu_texts(window.workspace.factions.card_menu(f.id))
    for boards in window.findChildren(FactionBoards):
        for widget in boards.boards.values():
            for button in widget.findChildren(QAbstractButton):
                menu = button.menu() if hasattr(button, "menu") else None
                if menu is not None:
                    menu.aboutToShow.emit()
                    texts += menu_texts(menu)
    assert_words_marked(texts)


def drive(window: Any, snap: Any, steps: int, seed: int, check_every: int = 1) -> set[str]:
    """Load `snap` and play `steps` steps through the window (prompts answered as a table might,
    humans pass), checking the whole window at each; the step kinds seen."""
    subject = next(s for s in conformance.subjects() if s.name == "root:logical_lizards")
    rnd = random.Random(seed)
    window.session.new_game(snap)
    caught_up(window)
    seen: set[str] = set()
    for i in range(steps):
        if i % check_every == 0:
            window_speaks_no_english(window)
        step = window.session.proposal
        if isinstance(step, act.RootPrompt):
            seen.add("prompt:" + type(step.question).__name__)
            window.session.answer(subject.answer(window.session.snapshot, step, rnd))
        elif getattr(step, "kind", None) == "human_turn":
            seen.add("human_turn")
            window.session.end_human_turn()
        elif getattr(getattr(step, "action", None), "kind", None) == "game_over" or step is None:
            break
        else:
            seen.add(getattr(step.action, "kind", "?"))
            window.confirm()
        caught_up(window)
    window_speaks_no_english(window)
    menus_speak_no_english(window)
    return seen


# -- the shell -----------------------------------------------------------------------------------
def test_the_main_window_on_the_root_demo_and_its_menus(win: Any) -> None:
    window_speaks_no_english(win)
    assert_words_marked([t for m in win.menuBar().findChildren(QMenu) for t in menu_texts(m)])


def test_preferences_help_shortcuts_and_about(win: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from tablebot.gui.help import GuideDialog, ShortcutsDialog
    from tablebot.gui.preferences import PreferencesDialog

    for dialog in (PreferencesDialog(win), ShortcutsDialog(win)):
        qtbot.addWidget(dialog)
        dialog.show()
        no_english(dialog)
    # The guide's page is a document per language (test_roots_guide_in_the_players_language); its frame here.
    guide = GuideDialog(win, "guide.html")
    qtbot.addWidget(guide)
    guide.show()
    assert [(w, t) for w, t in all_texts(guide) if w != "QTextBrowser" and strays(t)] == []
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda _parent, title, text: said.extend((title, text)))
    win.about_action.trigger()
    assert said
    assert_words_marked([re.sub(r"/[^\s⟦⟧]+", "", t) for t in said])  # the log file's path aside


def test_the_new_game_wizard_and_roots_new_game_dialog(win: Any, qtbot: Any, settings: QSettings) -> None:
    from tablebot.gui.root.newgame import NewGameDialog
    from tablebot.gui.startgame import NewGameWizard

    wizard = NewGameWizard(settings)
    qtbot.addWidget(wizard)
    wizard.show()
    no_english(wizard)
    assert_words_marked([wizard.games.item(i).text() for i in range(wizard.games.count())])
    dialog = NewGameDialog(settings=settings)
    qtbot.addWidget(dialog)
    dialog.show()
    no_english(dialog)
    # Every seat a bot (difficulty, traits, printing, character), the co-op game, the app's deck,
    # the Riverfolk's Services cards, each map (the suit layout editor of the maps without suits).
    for row in dialog.rows:
        row.play.setChecked(True)
        if row.bot_id is not None:
            row.is_bot.setChecked(True)
    dialog.coop.setChecked(True)
    dialog.app_deck.setChecked(True)
    for i in range(dialog.map_box.count()):
        dialog.map_box.setCurrentIndex(i)
        no_english(dialog)
    for row in dialog.rows:
        row.is_bot.setChecked(False)
    no_english(dialog)


def test_the_game_over_dialog_and_the_vp_race(win: Any, qtbot: Any) -> None:
    from tablebot.gui.vpchart import GameOverDialog

    win.session.edit(edits.SetVP(faction="eyrie", vp=30))
    caught_up(win)
    window_speaks_no_english(win)
    ws = win.workspace
    dialog = GameOverDialog(win.session, ws.side_name, ws.side_colour, unit=ws.round_word)
    qtbot.addWidget(dialog)
    dialog.show()
    no_english(dialog)
    assert "⟦" in dialog.panel.chart.axis_title()


def test_the_setup_checklist_of_a_guided_game(win: Any) -> None:
    config = GameConfig(seats=(SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
                               SeatConfig(faction="eyrie"),
                               SeatConfig(faction="vagabond", bot=BotConfig(bot="vagabot", character="thief"))),
                        seed=3)
    assert win.start_new_game(config, show_log=False, guided=True)
    caught_up(win)
    checklist = win.workspace.checklist
    for _ in range(12):
        window_speaks_no_english(win)
        no_english(checklist)
        if win.session.snapshot.turn.setup_checklist is None or not checklist.done_button.isVisible():
            break
        checklist.done_button.click()
        caught_up(win)
    assert win.session.snapshot.turn.setup_checklist is None or win.session.snapshot.turn.setup_checklist.done > 5


# -- Root's bots: each faction board with its bot's proposals on screen ----------------------------
def test_the_clockwork_bots_play_in_the_window_in_other_words(win: Any) -> None:
    snap, _subject, _rnd = four_bots(5, 2)
    seen = drive(win, snap, 160, seed=5)
    assert {"prompt:AskOrderCard"} <= seen


def test_the_underworld_bots_play_in_the_window_in_other_words(win: Any) -> None:
    snap, _subject, _rnd = underworld_table(3, 2)
    drive(win, snap, 120, seed=3)


def test_the_riverfolk_and_corvid_bots_play_in_the_window_in_other_words(win: Any) -> None:
    snap, _subject, _rnd = underworld_table(4, 2, river=True)
    drive(win, snap, 120, seed=4)


def test_a_game_from_the_start_with_the_app_deck_and_a_vagabot(win: Any) -> None:
    config = GameConfig(seats=(SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
                               SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie")),
                               SeatConfig(faction="vagabond", bot=BotConfig(bot="vagabot", character="tinker")),
                               SeatConfig(faction="alliance")),
                        seed=8, app_deck=True)
    drive(win, new_game(config), 160, seed=8)


# -- battles, questions and dialogs ----------------------------------------------------------------
def test_battle_dialogs_and_a_bot_battle_step(win: Any, qtbot: Any) -> None:
    from tablebot.gui.root.dialogs import BotHitsDialog, HumanBattleDialog, LossesDialog

    s = win.session
    assert s.edit(edits.AddPiece(faction="eyrie", piece="warrior", place=9, count=2))
    for dialog in (BotHitsDialog(s.snapshot, 9), HumanBattleDialog(s.snapshot, 9),
                   LossesDialog("alliance", 1, (("base_fox", 1), ("sympathy", 1)))):
        qtbot.addWidget(dialog)
        dialog.show()
        no_english(dialog)
    assert win.scene.human_battle(9, "eyrie", "marquise", (3, 1))
    caught_up(win)
    window_speaks_no_english(win)


def test_the_map_corrections_menu(pseudo: None) -> None:
    from tablebot.gui.root.map_corrections import add_map_corrections
    from tablebot.gui.root.reasons import reason_text

    for map_id in ("autumn", "winter", "lake", "mountain"):
        seats = (SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
                 SeatConfig(faction="alliance"), SeatConfig(faction="eyrie"))
        suits = () if map_id == "autumn" else tuple(Suit(s) for s in ("fox", "mouse", "rabbit") * 4)
        snap = new_game(GameConfig(map_id=map_id, seats=seats, seed=4, keep_corner=1, suits=suits))
        session = Session(game_rules("root"), snap, describe=reason_text, autosave=False)
        for cid in (1, 5):
            menu = QMenu()
            add_map_corrections(menu, session, cid)
            assert_words_marked(menu_texts(menu))


def test_services_payments_outrage_investors_and_card_discarded(win: Any, qtbot: Any) -> None:
    from tablebot.gui.root.investors import InvestorsQuestion
    from tablebot.gui.root.outrage import OutrageQuestion
    from tablebot.gui.root.panels import CardDiscardedDialog
    from tablebot.gui.root.riverfolk_payments import PaymentsBox
    from tablebot.gui.root.services import ServicesDialog

    seats = (SeatConfig(faction="eyrie"), SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
             SeatConfig(faction="riverfolk"), SeatConfig(faction="alliance", bot=BotConfig(bot="automated_alliance")),
             SeatConfig(faction="duchy", bot=BotConfig(bot="drillbit_duchy")))
    assert win.start_new_game(GameConfig(seats=seats, seed=3, keep_corner=1), show_log=False)
    caught_up(win)
    window_speaks_no_english(win)
    s = win.session
    widgets: list[QWidget] = [ServicesDialog(s), PaymentsBox(s), CardDiscardedDialog(s),
                              OutrageQuestion(s, 3, "eyrie", None), OutrageQuestion(s, 3, None, None),
                              InvestorsQuestion(s, 3, None)]
    for w in widgets:
        qtbot.addWidget(w)
        w.show()
        no_english(w)


def test_card_names_and_the_order_card_forms(win: Any) -> None:
    form = win.proposal.order
    no_english(win)
    assert all(form.card.itemText(i).startswith("⟦") for i in range(form.card.count()))
    # The id as saved, the name as listed: both find the card.
    assert form.match("Foxfolk Steel (fox)") == "Foxfolk Steel (fox)"
    assert form.match(form.card.itemText(form.card.findData("Foxfolk Steel (fox)")).split(" — ")[0]) \
        == "Foxfolk Steel (fox)"
    from tablebot.gui.root import names
    from tablebot.gui.root.root_boards import card_name

    assert card_name(OrderCard(name="Foxfolk Steel (fox)", suit=Suit.FOX, item="sword")) == "⟦Foxfolk Steel⟧"
    assert names.card("Root Tea (mouse)") == "⟦Root Tea⟧ (⟦mouse⟧)"
    assert names.card("bird") == "⟦bird⟧"


def test_refusals_in_the_banner(win: Any) -> None:
    form = win.proposal.order
    form.card.setEditText("No Such Card (fox)")
    form.by_name.click()
    caught_up(win)
    assert "No Such Card" in win.banner.text()
    form.suit.setCurrentIndex(form.suit.findData("bird"))
    form.item.setCurrentIndex(form.item.findData("hammer"))
    form.by_suit.click()
    caught_up(win)
    assert_words_marked([win.banner.text()])
    assert not win.session.edit(edits.SetVP(faction="eyrie", vp=-3))
    caught_up(win)
    assert_words_marked([win.banner.text()])


# -- the translators' reports: words the player read in English -----------------------------------
def test_vagabot_actions_and_item_faces_are_words(pseudo: None) -> None:
    from tablebot.core.reasons import reason
    from tablebot.gui.root.reasons import sentence

    for code, params in (("daylight.action", {"action": "explore", "index": 1, "of": 3, "suit": "bird"}),
                         ("daylight.no_items", {"usable": 0, "not_done": ("quest", "aid", "special")}),
                         ("repair.one", {"face": "exhausted"}), ("repair.one", {"face": "ready"})):
        assert_words_marked([sentence(reason("7.5", code, **params))])


def test_vagabot_actions_and_item_faces_in_english() -> None:
    from tablebot.core.reasons import reason
    from tablebot.gui.root.reasons import sentence

    assert sentence(reason("7.5", "daylight.no_items", usable=0, not_done=("quest", "special"))) == \
        "Daylight ends: no usable item left; not done: quest, special action."
    assert sentence(reason("7.5.5", "repair.one", face="ready")) == "Repair one item (it comes back ready)."


def test_a_list_of_items_reads_as_a_list() -> None:
    from tablebot.core.reasons import reason
    from tablebot.gui.root.reasons import sentence

    assert sentence(reason("7.3", "battle.vagabot_damage", items=("boots", "crossbow"))) == \
        "The Vagabot damages a pair of boots and a crossbow."
    assert sentence(reason("7.3", "battle.vagabot_damage", items=("boots", "crossbow", "sword"))) == \
        "The Vagabot damages a pair of boots, a crossbow and a sword."
    assert sentence(reason("7.3", "battle.vagabot_damage", items=2)) == "The Vagabot damages 2 items."


def test_a_short_supply_says_how_many_are_left() -> None:
    from tablebot.core.reasons import reason
    from tablebot.gui.root.reasons import sentence

    text = sentence(reason("2.3", "retry.supply_short", faction="marquise", piece="warrior", clearing=4, available=2))
    assert text == "the Marquise has only 2 warriors left in its supply for clearing 4"


def test_card_names_in_reasons_and_proposals(pseudo: None) -> None:
    from tablebot.core.reasons import reason
    from tablebot.gui.root.panels import action_text
    from tablebot.gui.root.reasons import sentence

    assert_words_marked([sentence(reason("9.3.5", "riverfolk.setup.market", card="Foxfolk Steel (fox)", position=1)),
                         sentence(reason("7.7.2", "tinker.craft", card="Anvil (fox)", item="hammer")),
                         sentence(reason("9.4.2", "riverfolk.craft_skipped", cards=("Anvil (fox)", "Sword (mouse)")))])
    card = OrderCard(name="Root Tea (mouse)", suit=Suit.MOUSE, item="tea")
    assert_words_marked([action_text(act.Discard(card=card)), action_text(act.Discard(card=card, by="eyrie"))])


def test_causes_and_map_names_are_words(pseudo: None) -> None:
    from tablebot.core.reasons import reason
    from tablebot.gui.root.reasons import error_text, sentence

    assert_words_marked([sentence(reason("5.7", "turmoil.falls", cause="new_roost")),
                         sentence(reason("5.7", "turmoil.already", cause="nobility")),
                         sentence(reason("2.8.1", "outrage.human_alliance", clearing=3, cause="removal")),
                         sentence(reason("setup", "setup.step.map", map="Mountain")),
                         error_text("edit.no_lake", {"map": "Winter"})])


def test_causes_in_english() -> None:
    from tablebot.core.reasons import reason
    from tablebot.gui.root.reasons import sentence

    assert sentence(reason("5.7", "turmoil.falls", cause="build")) == "Turmoil (no roost could be built)."
    assert sentence(reason("2.8.1", "outrage.human_alliance", clearing=3, cause="move")) == \
        "Outrage: the Alliance's sympathy in clearing 3 was hit (warriors moved in)."


def test_the_tables_corrections_in_the_history(win: Any) -> None:
    """Edits of every kind through the session: the history names them, or the banner refuses them, in words."""
    snap = win.session.snapshot
    humans = [f.id for f in snap.factions if not f.is_bot]
    bots = [f.id for f in snap.factions if f.is_bot]
    human, bot = humans[0], bots[0]
    card = OrderCard(name="Foxfolk Steel (fox)", suit=Suit.FOX, item="sword")
    tried = [edits.AddPiece(faction=human, piece="warrior", place=9, count=2),
             edits.MovePiece(faction=human, piece="warrior", origin=9, dest=10),
             edits.RemovePiece(faction=human, piece="warrior", place=10),
             edits.SetVP(faction=bot, vp=4), edits.SetRuins(clearing=6, ruins=False),
             edits.SetItem(item="boots", count=1),
             edits.BotTakesHits(faction=bot, clearing=1, hits=1, by=human),
             edits.GiveCardToBot(faction=bot, by=human, card=card), edits.TakeCardFromBot(faction=bot, by=human),
             edits.CardDiscarded(card=card), edits.CardNotInDeck(card="Foxfolk Steel (fox)"),
             edits.RemoveAllEnemies(clearing=1, by=human), edits.SetVP(faction=bot, vp=99)]
    for edit in tried:
        win.session.edit(edit)
        caught_up(win)
        window_speaks_no_english(win)


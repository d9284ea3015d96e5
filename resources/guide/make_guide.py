"""The user's guide inside the app: its English text and its pictures in every language, offscreen:

    QT_QPA_PLATFORM=offscreen .venv/bin/python resources/guide/make_guide.py [LANG ...]   (or: make guide)
    .venv/bin/python resources/guide/make_guide.py --text      (only the English text)

docs/user-guide.md is the one English source. Its in-app copy, resources/guide/user-guide.en.md, is
written from it here (the pictures' paths made relative to resources/guide/); tests/gui/test_user_guide.py
fails when the two differ. The Polish, Czech and Portuguese guides (user-guide.<lang>.md) are
translations of it, kept by hand, with the same sections and pictures.

The pictures are the real app, rendered IN EACH LANGUAGE (i18n.install before the window is built)
at 1366×768, scaled to WIDTH and saved with a 256-colour palette (about a third of the size, still
sharp for text) in resources/guide/<lang>/: each step of the first Root game (the New game wizard,
the seats, the setup checklist, the order card, the proposal, a confirmed step, your turn, the VP
race) and one picture of each other game.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tablebot import app, i18n

HERE = Path(__file__).resolve().parent
SOURCE = HERE.parents[1] / "docs" / "user-guide.md"
ENGLISH = HERE / "user-guide.en.md"
LANGS = ("en", "pl", "cs", "pt_BR")
WIDTH = 1000  # shown 760 px wide in Help; sharp when the window is made larger
SIZE = (1366, 768)


def in_app_english(source: str) -> str:
    """docs/user-guide.md as the app carries it: pictures relative to resources/guide/."""
    return source.replace("](../resources/guide/", "](")


def write_english() -> None:
    ENGLISH.write_text(in_app_english(SOURCE.read_text(encoding="utf-8")), encoding="utf-8")


def main(args: list[str]) -> None:
    write_english()
    if args == ["--text"]:
        return
    app._application(offscreen=True)
    for lang in args or LANGS:
        render(lang)
    i18n.install("en")


def render(lang: str) -> None:
    i18n.install(lang)
    folder = HERE / lang
    folder.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for make in (first_game, expeditions, tapestry, age_of_innovation):
            make(tmp, folder)


# -- helpers ------------------------------------------------------------------------------------
def _pump(rounds: int = 5) -> None:
    from PySide6.QtCore import QCoreApplication

    for _ in range(rounds):
        QCoreApplication.processEvents()


def _settings(tmp: str) -> Any:
    from PySide6.QtCore import QSettings

    from tablebot.gui import theme

    settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
    settings.clear()
    settings.setValue(theme.SPEED_KEY, 0.0)
    settings.setValue(theme.THEME_KEY, "light")
    return settings


def _window(tmp: str, game: str) -> Any:
    window = app.build_window(_settings(tmp), autosave=False, game=game)
    window.resize(*SIZE)
    window.show()
    _pump()
    window.workspace.fit()
    return window


def _save(widget: Any, path: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage

    _pump()
    image = widget.grab().toImage()
    if image.width() > WIDTH:
        image = image.scaledToWidth(WIDTH, Qt.TransformationMode.SmoothTransformation)
    image.convertToFormat(QImage.Format.Format_Indexed8, Qt.ImageConversionFlag.ThresholdDither).save(str(path))


# -- the first Root game: you (the Eyrie) against the Mechanical Marquise 2.0 ----------------------
def first_game(tmp: str, folder: Path) -> None:
    from tablebot.core.steps import HumanTurn
    from tablebot.games.root import actions as act
    from tablebot.games.root.common import OrderCard
    from tablebot.gui.startgame import NewGameWizard

    window = _window(tmp, "root")
    wizard = NewGameWizard(window.settings, "root", window)
    wizard.show()
    _pump()
    _save(wizard, folder / "root-1-choose-game.png")
    wizard.next_page()
    form = wizard.form
    for row in form.rows:
        row.play.setChecked(row.faction in ("marquise", "eyrie"))
        row.is_bot.setChecked(row.faction == "marquise")
    form.seed.setValue(7)
    _pump()
    _save(wizard, folder / "root-2-seats.png")
    config = form.config()
    wizard.close()
    assert config is not None and window.start_new_game(config, show_log=False, guided=True)
    _pump()
    window.workspace.fit()
    checklist = window.workspace.checklist
    window.workspace.checklist_dock.raise_()
    for _ in range(3):
        checklist.done_button.click()
    _save(window, folder / "root-3-checklist.png")
    from tablebot.games.root.edits import AddPiece

    # Your Eyrie, set up as you would drag it: its roost and six warriors in the corner opposite the Keep.
    keep = next(c.id for c in window.session.snapshot.clearings() if c.count("marquise", "keep"))
    corner = {1: 3, 3: 1, 2: 4, 4: 2}.get(keep, 3)
    window.session.edit(AddPiece(faction="eyrie", piece="roost", place=corner))
    window.session.edit(AddPiece(faction="eyrie", piece="warrior", place=corner, count=6))
    for _ in range(20):  # the bots' setup steps done as the table does them
        if not checklist.active:
            break
        checklist.done_button.click()
    session = window.session

    def until(stop: Callable[[Any], bool]) -> None:
        for _ in range(80):
            proposal = session.proposal
            if stop(proposal):
                return
            if isinstance(proposal, act.RootPrompt):
                question = proposal.question
                if isinstance(question, act.AskDice):
                    session.answer(act.DiceAnswer(dice=(2, 1)))
                else:
                    session.answer(act.TableAnswer(chosen=question.options[:1]))  # type: ignore[union-attr]
            elif isinstance(proposal, HumanTurn):
                session.end_human_turn()
            else:
                window.confirm()
        raise AssertionError("the demo game never reached the picture's moment")

    def asks_order_card(proposal: Any) -> bool:
        return isinstance(proposal, act.RootPrompt) and isinstance(proposal.question, act.AskOrderCard)

    until(asks_order_card)
    window.workspace.fit()
    _save(window, folder / "root-4-order-card.png")
    assert session.answer(act.OrderCardAnswer(card=OrderCard(name="Root Tea", suit="fox", item="tea")))
    _save(window, folder / "root-5-proposal.png")
    window.confirm()
    _save(window, folder / "root-6-confirmed.png")
    until(lambda proposal: isinstance(proposal, HumanTurn))
    _save(window, folder / "root-7-your-turn.png")
    window.glance_dock.show()
    window.glance_dock.raise_()
    _save(window, folder / "root-8-vp-race.png")
    window.close()


# -- one picture of each other game -------------------------------------------------------------
def expeditions(tmp: str, folder: Path) -> None:
    from tablebot.gui.expeditions.workspace import advance_to_mech_action

    window = _window(tmp, "expeditions")
    assert advance_to_mech_action(window.session)
    _save(window, folder / "expeditions.png")
    window.close()


def tapestry(tmp: str, folder: Path) -> None:
    from tablebot.gui.tapestry.workspace import advance_to

    window = _window(tmp, "tapestry")
    assert advance_to(window.session, ("on_map",))
    _save(window, folder / "tapestry.png")
    window.close()


def age_of_innovation(tmp: str, folder: Path) -> None:
    from tablebot.gui.age_of_innovation.workspace import advance_to as aoi_advance_to

    window = _window(tmp, "age_of_innovation")
    assert aoi_advance_to(window.session)
    _save(window, folder / "age_of_innovation.png")
    window.close()


if __name__ == "__main__":
    main(sys.argv[1:])

"""Render the screenshots of the bundled guides from each game's demo, offscreen:

    QT_QPA_PLATFORM=offscreen .venv/bin/python resources/guide/make_guide.py [GAME ...]   (or: make guide)

GAME is any of root, tapestry, expeditions (all when none is given).
Root (guide.html): one Mechanical Marquise turn of the demo, as the table plays it: the order card
asked for, the first step proposed with its reasons, a step confirmed, the human's turn, the VP race.
Tapestry (tapestry.html): a decision pair proposed, a map step with the hex diagram's scan, your turn.
Expeditions (expeditions.html): a mech's target search on the board, your turn.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

from tablebot import app

HERE = Path(__file__).resolve().parent
WIDTH = 960  # the guide's pictures: readable in the Help window without scrolling sideways


def main(games: list[str]) -> None:
    app._application(offscreen=True)
    for game in games or ["root", "tapestry", "expeditions"]:
        {"root": root_guide, "tapestry": tapestry_guide, "expeditions": expeditions_guide}[game]()


def _window(settings_dir: str, game: str) -> Any:
    from PySide6.QtCore import QSettings

    from tablebot.gui import theme

    settings = QSettings(str(Path(settings_dir) / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(theme.SPEED_KEY, 0.0)
    settings.setValue(theme.THEME_KEY, "light")
    window = app.build_window(settings, autosave=False, game=game)
    window.resize(1366, 768)
    window.show()
    return window


def _shot(window: Any, name: str) -> None:
    from PySide6.QtCore import QCoreApplication, Qt

    for _ in range(5):
        QCoreApplication.processEvents()
    window.workspace.fit()
    QCoreApplication.processEvents()
    window.grab().scaledToWidth(WIDTH, Qt.TransformationMode.SmoothTransformation).save(str(HERE / name))


def tapestry_guide() -> None:
    from tablebot.core.steps import HumanTurn
    from tablebot.gui.tapestry.workspace import advance_to

    with tempfile.TemporaryDirectory() as tmp:
        window = _window(tmp, "tapestry")
        session = window.session
        assert advance_to(session, ("draw_pair",))
        window.workspace.pair_dock.raise_()
        _shot(window, "tapestry-1-pair.png")
        assert advance_to(session, ("on_map",))
        _shot(window, "tapestry-2-hex-diagram.png")
        for _ in range(80):
            if isinstance(session.proposal, HumanTurn):
                break
            assert advance_to(session, ("end_turn",)) and session.confirm()
        _shot(window, "tapestry-3-your-turn.png")
        window.close()


def expeditions_guide() -> None:
    from tablebot.core.steps import HumanTurn
    from tablebot.gui.expeditions.workspace import advance_to_mech_action

    with tempfile.TemporaryDirectory() as tmp:
        window = _window(tmp, "expeditions")
        session = window.session
        assert advance_to_mech_action(session)
        _shot(window, "expeditions-1-search.png")
        for _ in range(40):
            if isinstance(session.proposal, HumanTurn):
                break
            assert window.workspace.confirm()
        _shot(window, "expeditions-2-your-turn.png")
        window.close()


def root_guide() -> None:
    from PySide6.QtCore import QCoreApplication, QSettings, Qt

    from tablebot.core.steps import HumanTurn
    from tablebot.games.root import actions as act
    from tablebot.games.root.common import OrderCard
    from tablebot.gui import theme

    def pump() -> None:
        for _ in range(5):
            QCoreApplication.processEvents()

    with tempfile.TemporaryDirectory() as tmp:
        settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue(theme.SPEED_KEY, 0.0)
        settings.setValue(theme.THEME_KEY, "light")
        window = app.build_window(settings, autosave=False)
        window.resize(1366, 768)
        window.show()
        pump()
        window.workspace.fit()

        def shot(name: str) -> None:
            pump()
            window.grab().scaledToWidth(WIDTH, Qt.TransformationMode.SmoothTransformation).save(str(HERE / name))

        session = window.session
        shot("01-order-card.png")
        assert session.answer(act.OrderCardAnswer(card=OrderCard(name="Root Tea", suit="fox", item="tea")))
        shot("02-proposal.png")
        window.confirm()
        shot("03-confirmed.png")
        for _ in range(60):
            proposal = session.proposal
            if isinstance(proposal, HumanTurn):
                break
            if isinstance(proposal, act.RootPrompt):
                session.answer(act.DiceAnswer(dice=(2, 1)) if isinstance(proposal.question, act.AskDice)
                               else act.TableAnswer(chosen=proposal.question.options[:1]))  # type: ignore[union-attr]
            else:
                window.confirm()
        shot("04-human-turn.png")
        window.glance_dock.raise_()
        shot("05-vp-race.png")
        window.close()


if __name__ == "__main__":
    main(sys.argv[1:])

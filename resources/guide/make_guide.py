"""Render the screenshots of the bundled guide (guide.html) from the demo game, offscreen:

    QT_QPA_PLATFORM=offscreen .venv/bin/python resources/guide/make_guide.py   (or: make guide)

One Mechanical Marquise turn of the Root demo, as the table plays it: the order card asked for,
the first step proposed with its reasons, a step confirmed, the human's turn, the VP race.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from tablebot import app

HERE = Path(__file__).resolve().parent
WIDTH = 960  # the guide's pictures: readable in the Help window without scrolling sideways


def main() -> None:
    app._application(offscreen=True)
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
    main()

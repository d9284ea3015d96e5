"""The Expeditions New Game page as a player sees it at 1366x768 (issue 9): its seed folded under
"Advanced" like Root's, nothing clipped, the whole page on the screen."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel

from tablebot.gui.expeditions.setup import ExpeditionsSetupDialog
from tablebot.gui.startgame import Advanced, NewGameWizard


def test_the_expeditions_seed_is_under_advanced_like_roots(qtbot: Any, settings: Any) -> None:
    dialog = ExpeditionsSetupDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    assert isinstance(dialog.advanced, Advanced) and dialog.seed is dialog.advanced.seed
    assert not dialog.seed.isVisible()
    dialog.advanced.toggle.click()
    assert dialog.seed.isVisible()
    dialog.seed.setValue(1234)
    config = dialog.config()
    assert config is not None and config.seed == 1234


def test_the_expeditions_page_fits_1366x768_with_no_label_cut(qtbot: Any, settings: Any) -> None:
    wizard = NewGameWizard(settings, "expeditions")
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.next_page()
    wizard.form.advanced.toggle.click()
    wizard.adjustSize()
    qtbot.wait(10)
    assert wizard.height() <= 768 - 60  # the taskbar and the title bar take the rest
    cut = [label.text() for label in wizard.findChildren(QLabel)
           if label.isVisible() and label.wordWrap() and label.text()
           and label.height() < label.heightForWidth(label.width())]
    assert not cut, cut

"""The New Game dialog's frame, the same for every game: its first page chooses the game (every
game of the registry that has views), its second is that game's own setup form. Also the folded
"Advanced" section with the seed that every game's form shows.
"""

from __future__ import annotations

import secrets
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..games.registry import game_rules
from .workspace import games_with_views, workspace_class

SEED_MAX = 2_000_000_000


def fresh_seed() -> int:
    """A new seed for each game (the demo's too): the seeded draws differ from game to game."""
    return secrets.randbelow(SEED_MAX) + 1


class Advanced(QWidget):
    """A folded section under "Advanced ▸": the game's seed, shown and editable, and whatever
    else a game adds to `form`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.toggle = QToolButton()
        self.toggle.setText(self.tr("Advanced"))
        self.toggle.setCheckable(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.setAutoRaise(True)
        self.toggle.toggled.connect(self._fold)
        layout.addWidget(self.toggle)
        self.body = QWidget()
        self.form = QFormLayout(self.body)
        self.seed = QSpinBox()
        self.seed.setRange(0, SEED_MAX)
        self.seed.setValue(fresh_seed())
        self.seed.setToolTip(self.tr("The same seed with the same choices starts the same game."))
        self.form.addRow(self.tr("&Seed:"), self.seed)
        layout.addWidget(self.body)
        self.body.setVisible(False)

    def _fold(self, open_: bool) -> None:
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if open_ else Qt.ArrowType.RightArrow)
        self.body.setVisible(open_)


def playable_games() -> tuple[str, ...]:
    """The registry's games that the window can show (their registration names a workspace), in the
    registry's order."""
    return games_with_views()


class NewGameWizard(QDialog):
    """Page 1: which game. Page 2: the chosen game's setup form (its own dialog, shown inside this
    one); its OK ends the wizard with the game's config, Back returns to the choice."""

    def __init__(self, settings: QSettings, current: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("New game"))
        self.game: str | None = None
        self.form: Any = None
        self._config: Any = None
        layout = QVBoxLayout(self)
        self.pages = QStackedWidget()
        layout.addWidget(self.pages)

        choose = QWidget()
        choose_layout = QVBoxLayout(choose)
        heading = QLabel(self.tr("<b>Which game is on the table?</b>"))
        choose_layout.addWidget(heading)
        self.games = QListWidget()
        self.games.setAccessibleName(self.tr("Game"))
        self.games.setSpacing(4)
        font = self.games.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.games.setFont(font)
        self.games.setMinimumSize(420, 160)
        for g in playable_games():
            item = QListWidgetItem(QCoreApplication.translate("Games", game_rules(g).title or workspace_class(g).title))
            item.setData(Qt.ItemDataRole.UserRole, g)
            self.games.addItem(item)
        games = playable_games()
        self.games.setCurrentRow(games.index(current) if current in games else 0)
        self.games.itemActivated.connect(lambda _item: self.next_page())
        choose_layout.addWidget(self.games)
        hint = QLabel(self.tr("Next: that game's setup (who plays, the bots and how hard they play)."))
        hint.setWordWrap(True)
        choose_layout.addWidget(hint)
        self.choose_buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.next_button = self.choose_buttons.addButton(self.tr("&Next ›"),
                                                         QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.setDefault(True)
        self.choose_buttons.accepted.connect(self.next_page)
        self.choose_buttons.rejected.connect(self.reject)
        choose_layout.addWidget(self.choose_buttons)
        self.pages.addWidget(choose)

        self.setup_page = QWidget()
        setup_layout = QVBoxLayout(self.setup_page)
        setup_layout.setContentsMargins(0, 0, 0, 0)
        self.back_button = QToolButton()
        self.back_button.setText(self.tr("‹ Back to the choice of game"))
        self.back_button.setAutoRaise(True)
        self.back_button.clicked.connect(self.back)
        setup_layout.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.setup_layout = setup_layout
        self.pages.addWidget(self.setup_page)

    def chosen(self) -> str:
        item = self.games.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else playable_games()[0]

    def next_page(self) -> None:
        """Show the chosen game's setup form (a new one when the choice changed)."""
        game = self.chosen()
        if self.form is None or game != self.game:
            self._drop_form()
            self.game = game
            form = workspace_class(game).setup_dialog(self.setup_page, self.settings)
            # The game's dialog becomes a page: no frame of its own, its OK and Cancel end the wizard.
            form.setWindowFlags(Qt.WindowType.Widget)
            form.accepted.connect(self._form_accepted)
            form.rejected.connect(self.reject)
            self.setup_layout.addWidget(form, 1)
            self.form = form
            self.setWindowTitle(form.windowTitle() or self.tr("New game"))
        self.form.show()
        self.pages.setCurrentWidget(self.setup_page)
        self.adjustSize()

    def back(self) -> None:
        self.pages.setCurrentIndex(0)
        self.setWindowTitle(self.tr("New game"))

    def _drop_form(self) -> None:
        if self.form is not None:
            self.setup_layout.removeWidget(self.form)
            self.form.hide()
            self.form.deleteLater()
            self.form = None

    def _form_accepted(self) -> None:
        self._config = self.form.config() if self.form is not None else None
        if self._config is not None:
            self.accept()
        else:
            # The game's form closed itself on OK without a config: keep the page open.
            self.form.setResult(0)
            self.form.show()

    def config(self) -> Any:
        """The chosen game's config, once accepted (None otherwise)."""
        return self._config

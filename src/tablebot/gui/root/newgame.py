"""The New-game dialog: map (and on Winter, Lake and Mountain the suit markers the table laid),
factions and seats, which seats are bots and how they are set up, seed, Keep corner, co-op and deck.
It builds a GameConfig; the engine's setup does the rest."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...games.root.board import MAPS, Board, load_board
from ...games.root.bots import BOTS, available_bots, bot_module
from ...games.root.factions import SETUP_ORDER
from ...games.root.setup import GameConfig, SeatConfig, setup_error
from ...games.root.state import BotConfig
from .. import theme
from ..preferences import Choice, read_choice
from ..startgame import Advanced
from . import names
from .panels import difficulty_text, trait_text
from .reasons import error_text
from .suit_layout import SuitLayoutEditor

DIFFICULTIES = ("easy", "normal", "challenging", "nightmare")
PRINTINGS = ("original_2020", "directors_cut")
PRINTING_KEY = "root/default_printing"
"""The printing of the bots' difficulty and trait cards the table owns (Edit ▸ Preferences): every
bot's row starts on it."""
TEXTS_HEIGHT = 96
"""Pixels for the chosen bots' difficulty and trait texts before they scroll."""


def printing_choice() -> Choice:
    return Choice(PRINTING_KEY, QCoreApplication.translate("NewGameDialog", "Root bots' card printing:"),
                  tuple((p, names.printing(p)) for p in PRINTINGS), PRINTINGS[0])


def config_error_text(err: ValueError) -> str:
    """Why the setup is refused: the engine's words for its code, else pydantic's message."""
    found = setup_error(err)
    return error_text(found.code, found.params) if found is not None else str(err)


class SeatRow:
    """One faction's line: in play, seat number, bot or human, and the bot's settings."""

    def __init__(self, dialog: NewGameDialog, grid: QGridLayout, row: int, faction: str) -> None:
        self.faction = faction
        # Only bots whose engine module is present can be chosen.
        self.bot_id = next((b for b in available_bots() if BOTS.get(b) == faction), None)
        self.play = QCheckBox(f"{names.FACTION_LETTERS[faction]} · {names.faction(faction)}")
        self.seat = QSpinBox()
        self.seat.setRange(1, len(SETUP_ORDER))
        self.seat.setValue(row + 1)
        self.seat.setAccessibleName(dialog.tr("{faction} seat").format(faction=names.faction_short(faction)))
        self.is_bot = QCheckBox(dialog.tr("Bot"))
        self.is_bot.setEnabled(self.bot_id is not None)
        self.is_bot.setToolTip(names.bot(self.bot_id) if self.bot_id else dialog.tr("No bot for this faction yet"))
        self.difficulty = QComboBox()
        for d in DIFFICULTIES:
            self.difficulty.addItem(names.difficulty(d), d)
        self.difficulty.setCurrentIndex(1)
        self.printing = QComboBox()
        for p in PRINTINGS:
            self.printing.addItem(names.printing(p), p)
        self.printing.setToolTip(dialog.tr("The printing of the difficulty and trait cards you own; "
                                           "the bot's numbered rules are the same in every printing."))
        self.traits: dict[str, QCheckBox] = {}
        traits_box = QWidget()
        traits_row = QHBoxLayout(traits_box)
        traits_row.setContentsMargins(0, 0, 0, 0)
        traits: tuple[str, ...] = tuple(getattr(bot_module(self.bot_id), "TRAITS", ())) if self.bot_id else ()
        for t in traits:
            box = QCheckBox(names.trait(t))
            self.traits[t] = box
            traits_row.addWidget(box)
            box.toggled.connect(dialog.update_texts)
        # The Vagabot's character card (7.3.1); other bots have none.
        self.character = QComboBox()
        characters: tuple[str, ...] = tuple(getattr(bot_module(self.bot_id), "CHARACTERS", ())) if self.bot_id else ()
        for c in characters:
            self.character.addItem(names.character(c), c)
        self.character.setVisible(bool(characters))
        self.character.currentIndexChanged.connect(dialog.update_texts)
        self.character.setAccessibleName(dialog.tr("{faction} character").format(faction=names.faction_short(faction)))
        traits_row.addWidget(self.character)
        self.bot_widgets: list[QWidget] = [self.difficulty, self.printing, traits_box]
        grid.addWidget(self.play, row + 1, 0)
        grid.addWidget(self.seat, row + 1, 1)
        grid.addWidget(self.is_bot, row + 1, 2)
        grid.addWidget(self.difficulty, row + 1, 3)
        grid.addWidget(self.printing, row + 1, 4)
        grid.addWidget(traits_box, row + 1, 5)
        for w in (self.play, self.is_bot):
            w.toggled.connect(self.sync)
            w.toggled.connect(dialog.update_texts)
        self.difficulty.currentIndexChanged.connect(dialog.update_texts)
        self.printing.currentIndexChanged.connect(dialog.update_texts)
        self.sync()

    def sync(self) -> None:
        self.seat.setEnabled(self.play.isChecked())
        self.is_bot.setEnabled(self.play.isChecked() and self.bot_id is not None)
        for w in self.bot_widgets:
            w.setEnabled(self.play.isChecked() and self.is_bot.isChecked())

    def bot_config(self) -> BotConfig | None:
        if not (self.is_bot.isChecked() and self.bot_id):
            return None
        return BotConfig(bot=self.bot_id, difficulty=self.difficulty.currentData(),
                         traits=tuple(t for t, b in self.traits.items() if b.isChecked()),
                         printing=self.printing.currentData(),
                         character=self.character.currentData() if self.character.count() else None)


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        form = QFormLayout()
        self.map_box = QComboBox()
        for m in MAPS:
            self.map_box.addItem(names.map_name(load_board(m).name), m)
        form.addRow(self.tr("&Map:"), self.map_box)
        self.deck = QComboBox()
        self.deck.addItem(self.tr("Base deck"), "base")
        self.deck.addItem(self.tr("Exiles and Partisans"), "exiles_and_partisans")
        form.addRow(self.tr("&Deck:"), self.deck)
        self.coop = QCheckBox(self.tr("Fully cooperative game"))
        form.addRow("", self.coop)
        # Law of Rootbotics 9.7: which Services cards decide the bots' purchases, when a Riverfolk plays.
        self.services_cards = QComboBox()
        self.services_cards.addItem(self.tr("None"), "none")
        self.services_cards.addItem(self.tr("Basic"), "basic")
        self.services_cards.addItem(self.tr("Basic and Advanced"), "basic_and_advanced")
        self.services_cards.setCurrentIndex(1)
        self.services_cards.setToolTip(self.tr("The Services cards the table reads when a bot may buy Riverfolk "
                                               "services (9.7); the app asks what the card buys"))
        self.services_label = QLabel(self.tr("Ser&vices cards:"))
        self.services_label.setBuddy(self.services_cards)
        form.addRow(self.services_label, self.services_cards)
        left = QVBoxLayout()
        left.addLayout(form)
        top.addLayout(left, 1)
        # Advanced: the seed draws the random Keep corner, the suit markers left to the app and the
        # bots' setup; a fresh one per game, so no two games start alike unless the table asks for it.
        self.advanced = Advanced(self)
        self.seed = self.advanced.seed
        # Winter, Lake and Mountain: the suit markers the table laid (Law of Root, advanced setup).
        self.suit_editor = SuitLayoutEditor(self.seed.value, settings, self)
        top.addWidget(self.suit_editor, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        self.keep = QComboBox()
        self.advanced.form.addRow(self.tr("&Keep corner:"), self.keep)
        # Ruling app-deck: the app shuffles its own copy of the deck and names each card a bot draws.
        self.app_deck = QCheckBox(self.tr("The app draws the bots' cards"))
        self.app_deck.setToolTip(self.tr("Off: the table draws the bots' cards and enters them. On: the app "
                                         "names each card, and the table takes it out of the deck."))
        self.advanced.form.addRow("", self.app_deck)
        seats = QGroupBox(self.tr("Factions and seats (seat 1 plays first)"))
        grid = QGridLayout(seats)
        grid.setVerticalSpacing(2)
        for col, head in enumerate((self.tr("Faction"), self.tr("Seat"), self.tr("Bot"), self.tr("Difficulty"),
                                    self.tr("Printing"), self.tr("Traits"))):
            label = QLabel(f"<b>{head}</b>")
            grid.addWidget(label, 0, col)
        self.rows = [SeatRow(self, grid, i, f) for i, f in enumerate(SETUP_ORDER)]
        if settings is not None:
            printing = read_choice(settings, PRINTING_KEY, PRINTINGS, PRINTINGS[0])
            for seat_row in self.rows:
                # Quietly: the bots' texts below are not built yet; they are written from the rows later.
                seat_row.printing.blockSignals(True)
                seat_row.printing.setCurrentIndex(PRINTINGS.index(printing))
                seat_row.printing.blockSignals(False)
        layout.addWidget(seats)
        # Beside the suit markers, where the map's form leaves room: the dialog fits a 768-pixel screen.
        left.addWidget(self.advanced)
        left.addStretch(1)
        self.texts = QLabel()
        self.texts.setWordWrap(True)
        self.texts.setTextFormat(Qt.TextFormat.RichText)
        self.texts.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # Four bots with their traits read to a dozen lines: they scroll, and the dialog still fits
        # a 768-pixel screen.
        self.texts_scroll = QScrollArea()
        self.texts_scroll.setWidget(self.texts)
        self.texts_scroll.setWidgetResizable(True)
        self.texts_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.texts_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.texts_scroll)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {theme.text_colour('error').name()}; font-weight: bold;")
        layout.addWidget(self.error)
        self.suit_editor.changed.connect(lambda: self.error.setText(""))  # a refusal is about the old layout
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # The usual table: the Marquise bot against a human Eyrie and Alliance.
        for row in self.rows:
            row.play.setChecked(row.faction in ("marquise", "eyrie", "alliance"))
            row.is_bot.setChecked(row.faction == "marquise" and row.bot_id is not None)
        self.map_box.currentIndexChanged.connect(self.map_changed)
        self.map_changed()
        self.update_texts()

    @property
    def board(self) -> Board:
        return load_board(self.map_box.currentData())

    def map_changed(self) -> None:
        """Everything that depends on the map follows it: its corners for the Keep, its suit markers."""
        board = self.board
        kept = self.keep.currentData()
        self.keep.clear()
        self.keep.addItem(self.tr("Random corner (seeded)"), None)
        for c in board.corners():
            self.keep.addItem(self.tr("Clearing {n}").format(n=c), c)
        self.keep.setCurrentIndex(max(0, self.keep.findData(kept)) if kept is not None else 0)
        self.suit_editor.setVisible(not board.printed_suits)
        if not board.printed_suits:
            self.suit_editor.set_map(board)
        self.error.setText("")

    def update_texts(self) -> None:
        riverfolk = any(r.faction == "riverfolk" and r.play.isChecked() for r in self.rows)
        self.services_label.setVisible(riverfolk)
        self.services_cards.setVisible(riverfolk)
        parts = []
        for row in self.rows:
            cfg = row.bot_config() if row.play.isChecked() else None
            if cfg is None:
                continue
            head = f"<b>{names.bot(cfg.bot)}</b> — {names.difficulty(cfg.difficulty)}: "
            text = difficulty_text(cfg.bot, cfg.printing, cfg.difficulty) or self.tr("the bot's standard rules.")
            lines = [head + text]
            if cfg.character:
                lines.append(self.tr("Character: {name}").format(name=names.character(cfg.character)))
            for t in cfg.traits:
                lines.append(f"{names.trait(t)}: {trait_text(cfg.bot, cfg.printing, t)}")
            parts.append("<br>".join(lines))
        self.texts.setText("<br><br>".join(parts))
        self.texts_scroll.setVisible(bool(parts))
        width = self.texts_scroll.viewport().width() if self.isVisible() else self.sizeHint().width()
        needed = self.texts.heightForWidth(max(width, 400))
        self.texts_scroll.setFixedHeight(min(needed if needed > 0 else self.texts.sizeHint().height(), TEXTS_HEIGHT))

    def config(self) -> GameConfig | None:
        chosen = [r for r in self.rows if r.play.isChecked()]
        if not chosen:
            self.error.setText(self.tr("Choose at least one faction."))
            return None
        seats = sorted(chosen, key=lambda r: (r.seat.value(), SETUP_ORDER.index(r.faction)))
        marker_map = not self.board.printed_suits
        problem = self.suit_editor.problem() if marker_map else None
        if problem is not None:
            self.error.setText(problem)
            return None
        try:
            return GameConfig(
                map_id=self.map_box.currentData(), deck=self.deck.currentData(),
                seats=tuple(SeatConfig(faction=r.faction, bot=r.bot_config()) for r in seats),
                coop=self.coop.isChecked(), seed=self.seed.value(), keep_corner=self.keep.currentData(),
                app_deck=self.app_deck.isChecked(), services_cards=self.services_cards.currentData(),
                suits=self.suit_editor.suits() if marker_map else (),
            )
        except ValueError as err:
            self.error.setText(config_error_text(err))
            return None

    def _accept(self) -> None:
        if self.config() is not None:
            if not self.board.printed_suits:
                self.suit_editor.remember()
            self.accept()

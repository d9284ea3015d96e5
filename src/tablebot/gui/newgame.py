"""The New-game dialog: map, factions and seats, which seats are bots and how they are set up,
seed, Keep corner, co-op and deck. It builds a GameConfig; the engine's setup does the rest."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..games.root.board import MAPS, load_board
from ..games.root.bots import BOTS, available_bots, bot_module
from ..games.root.factions import SETUP_ORDER
from ..games.root.setup import GameConfig, SeatConfig, setup_error
from ..games.root.state import BotConfig
from . import names, theme
from .panels import difficulty_text, trait_text
from .reasons import error_text
from .startgame import Advanced

DIFFICULTIES = ("easy", "normal", "challenging", "nightmare")
PRINTINGS = ("original_2020", "directors_cut")


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
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.map_box = QComboBox()
        for m in MAPS:
            self.map_box.addItem(load_board(m).name, m)
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
        layout.addLayout(form)
        # Advanced: the seed draws the random Keep corner and the bots' setup; a fresh one per game,
        # so no two games start alike unless the table asks for it.
        self.advanced = Advanced(self)
        self.seed = self.advanced.seed
        self.keep = QComboBox()
        self.keep.addItem(self.tr("Random corner (seeded)"), None)
        for c in load_board("autumn").corners():
            self.keep.addItem(self.tr("Clearing {n}").format(n=c), c)
        self.advanced.form.addRow(self.tr("&Keep corner:"), self.keep)
        # Ruling app-deck: the app shuffles its own copy of the deck and names each card a bot draws.
        self.app_deck = QCheckBox(self.tr("The app draws the bots' cards"))
        self.app_deck.setToolTip(self.tr("Off: the table draws the bots' cards and enters them. On: the app "
                                         "names each card, and the table takes it out of the deck."))
        self.advanced.form.addRow("", self.app_deck)
        seats = QGroupBox(self.tr("Factions and seats (seat 1 plays first)"))
        grid = QGridLayout(seats)
        for col, head in enumerate((self.tr("Faction"), self.tr("Seat"), self.tr("Bot"), self.tr("Difficulty"),
                                    self.tr("Printing"), self.tr("Traits"))):
            label = QLabel(f"<b>{head}</b>")
            grid.addWidget(label, 0, col)
        self.rows = [SeatRow(self, grid, i, f) for i, f in enumerate(SETUP_ORDER)]
        layout.addWidget(seats)
        layout.addWidget(self.advanced)
        self.texts = QLabel()
        self.texts.setWordWrap(True)
        self.texts.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.texts)
        self.error = QLabel()
        self.error.setStyleSheet(f"color: {theme.text_colour('error').name()}; font-weight: bold;")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # The usual table: the Marquise bot against a human Eyrie and Alliance.
        for row in self.rows:
            row.play.setChecked(row.faction in ("marquise", "eyrie", "alliance"))
            row.is_bot.setChecked(row.faction == "marquise" and row.bot_id is not None)
        self.update_texts()

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

    def config(self) -> GameConfig | None:
        chosen = [r for r in self.rows if r.play.isChecked()]
        if not chosen:
            self.error.setText(self.tr("Choose at least one faction."))
            return None
        seats = sorted(chosen, key=lambda r: (r.seat.value(), SETUP_ORDER.index(r.faction)))
        try:
            return GameConfig(
                map_id=self.map_box.currentData(), deck=self.deck.currentData(),
                seats=tuple(SeatConfig(faction=r.faction, bot=r.bot_config()) for r in seats),
                coop=self.coop.isChecked(), seed=self.seed.value(), keep_corner=self.keep.currentData(),
                app_deck=self.app_deck.isChecked(), services_cards=self.services_cards.currentData(),
            )
        except ValueError as err:
            self.error.setText(config_error_text(err))
            return None

    def _accept(self) -> None:
        if self.config() is not None:
            self.accept()

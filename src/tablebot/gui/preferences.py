"""The settings that last from one start to the next, and Edit ▸ Preferences that shows them.

QSettings keeps: the language, the theme, the animation speed (gui/theme.py reads those two), the
choices a game's workspace offers (Root: the bots' card printing, Workspace.preferences), the last
folder of the open/save dialogs, and the window's layout (its geometry and dock state, one per
game: each game has its own docks). Every reader here takes whatever the file holds: a value the
app cannot use is logged and the default is used; a broken file never stops the app.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import i18n
from . import theme

log = logging.getLogger(__name__)

LANGUAGE_KEY = "view/language"
FOLDER_KEY = "files/last_folder"
LAYOUT_KEY = "layout/{game}/{part}"
"""The window's geometry and dock state, per game (part: "geometry" or "state")."""

LANGUAGES: dict[str, str] = {"system": "", **i18n.LANGUAGES}
"""The app's languages in their own names; "system": the system's language (the first start)."""


@dataclass(frozen=True)
class Choice:
    """A setting a game's workspace offers in Preferences (Workspace.preferences): a key, its
    label, its values with their labels, the default."""

    key: str
    label: str
    options: tuple[tuple[str, str], ...]
    default: str


def read_choice(settings: QSettings, key: str, values: tuple[str, ...] | list[str], default: str) -> str:
    """The stored value when it is one of `values`; else the default (logged when something else
    was stored)."""
    value = theme.stored(settings, key)
    if value is None:
        return default
    return value if isinstance(value, str) and value in values else str(theme.ignored(key, value, default))


def language(settings: QSettings) -> str:
    return read_choice(settings, LANGUAGE_KEY, tuple(LANGUAGES), "system")


def install_language(code: str) -> str:
    """Install the translation of `code` ("system": the system's language); the language now
    spoken ("en" when there is no translation for it, logged). See tablebot/i18n.py."""
    return i18n.install(code)


def last_folder(settings: QSettings) -> str:
    """The folder of the last file opened or saved; "" (the dialog's own start) when none was, or
    it is gone."""
    value = theme.stored(settings, FOLDER_KEY)
    if value is None or value == "":
        return ""
    if isinstance(value, str) and "\0" not in value and Path(value).is_dir():
        return value
    return str(theme.ignored(FOLDER_KEY, value, ""))


def remember_folder(settings: QSettings, path: str | Path) -> None:
    settings.setValue(FOLDER_KEY, str(Path(path).resolve().parent))


def _layout_bytes(settings: QSettings, game: str, part: str) -> QByteArray | None:
    key = LAYOUT_KEY.format(game=game, part=part)
    value = theme.stored(settings, key)
    if value is None:
        return None
    if isinstance(value, QByteArray) and not value.isEmpty():
        return value
    return theme.ignored(key, value, None)  # type: ignore[no-any-return]


def save_layout(window: Any, settings: QSettings, game: str) -> None:
    """The window's geometry and dock state, as `game`'s layout."""
    settings.setValue(LAYOUT_KEY.format(game=game, part="geometry"), window.saveGeometry())
    settings.setValue(LAYOUT_KEY.format(game=game, part="state"), window.saveState())


def restore_docks(window: Any, settings: QSettings, game: str) -> bool:
    """Put `game`'s docks back where the player left them; False (the workspace's own layout) when
    none is stored or Qt refuses what is."""
    state = _layout_bytes(settings, game, "state")
    if state is None:
        return False
    if window.restoreState(state):
        return True
    theme.ignored(LAYOUT_KEY.format(game=game, part="state"), "unusable dock state", None)
    return False


def restore_geometry(window: Any, settings: QSettings, game: str) -> bool:
    geometry = _layout_bytes(settings, game, "geometry")
    if geometry is None:
        return False
    if window.restoreGeometry(geometry):
        return True
    theme.ignored(LAYOUT_KEY.format(game=game, part="geometry"), "unusable geometry", None)
    return False


def check_file(settings: QSettings) -> bool:
    """Whether the settings file was read; an unreadable one is logged and the defaults are used."""
    status = settings.status()
    if status != QSettings.Status.NoError:
        log.warning("settings: %s could not be read (%s); using the defaults", settings.fileName(), status.name)
        return False
    return True


class PreferencesDialog(QDialog):
    """Edit ▸ Preferences: every lasting setting, each applied at once where the app can (theme,
    animation speed, language) and stored for the next start."""

    def __init__(self, window: Any, choices: tuple[Choice, ...] = ()) -> None:
        super().__init__(window)
        self.window_ = window
        self.settings: QSettings = window.settings
        self.setWindowTitle(self.tr("Preferences"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)

        self.language = QComboBox()
        for code, name in LANGUAGES.items():
            self.language.addItem(name or self.tr("The system's language"), code)
        self._select(self.language, language(self.settings))
        self.language.currentIndexChanged.connect(self._language_chosen)
        form.addRow(self.tr("&Language:"), self.language)

        self.theme = QComboBox()
        labels = {"light": self.tr("Light"), "dark": self.tr("Dark"), "system": self.tr("System")}
        for mode in theme.THEMES:
            self.theme.addItem(labels[mode], mode)
        self._select(self.theme, theme.theme_mode(self.settings))
        self.theme.currentIndexChanged.connect(lambda: window.set_theme(self.theme.currentData()))
        form.addRow(self.tr("&Theme:"), self.theme)

        self.speed = QComboBox()
        speeds = {0.0: self.tr("Off"), 0.5: self.tr("Fast"), 1.0: self.tr("Normal"), 2.0: self.tr("Slow")}
        for speed in theme.SPEEDS:
            self.speed.addItem(speeds[speed], speed)
        self._select(self.speed, theme.animation_speed(self.settings))
        self.speed.currentIndexChanged.connect(lambda: window.set_speed(self.speed.currentData()))
        form.addRow(self.tr("&Animation speed:"), self.speed)

        # The games' own: each stored at once, read by that game's New Game page.
        self.choices: dict[str, QComboBox] = {}
        for choice in choices:
            box = QComboBox()
            for value, label in choice.options:
                box.addItem(label, value)
            self._select(box, read_choice(self.settings, choice.key, [v for v, _ in choice.options], choice.default))
            box.currentIndexChanged.connect(lambda _i=0, k=choice.key, b=box: self.settings.setValue(k, b.currentData()))
            self.choices[choice.key] = box
            form.addRow(choice.label, box)

        folder_row = QWidget()
        row = QHBoxLayout(folder_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.folder = QLabel()
        self.folder.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(self.folder, 1)
        self.forget_folder = QPushButton(self.tr("&Forget"))
        self.forget_folder.clicked.connect(self._forget_folder)
        row.addWidget(self.forget_folder)
        form.addRow(self.tr("Last folder:"), folder_row)
        self._show_folder()

        self.reset_layout = QPushButton(self.tr("&Reset the window's layout"))
        self.reset_layout.setToolTip(self.tr("Forget where the docks and the window were, for every game: "
                                             "the next start lays them out afresh"))
        self.reset_layout.clicked.connect(self._reset_layout)
        form.addRow("", self.reset_layout)

        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    @staticmethod
    def _select(box: QComboBox, value: Any) -> None:
        index = box.findData(value)
        box.setCurrentIndex(max(index, 0))

    def _language_chosen(self) -> None:
        # The whole window speaks it at once (and this dialog reopens in it); remembered.
        self.window_.set_language(self.language.currentData())

    def _show_folder(self) -> None:
        folder = last_folder(self.settings)
        self.folder.setText(folder or self.tr("(none yet)"))
        self.forget_folder.setEnabled(bool(folder))

    def _forget_folder(self) -> None:
        self.settings.remove(FOLDER_KEY)
        self._show_folder()

    def _reset_layout(self) -> None:
        self.settings.remove("layout")
        self.window_.layout_reset = True  # closing the window now leaves no layout behind
        self.note.setText(self.tr("The next start lays the window out afresh."))


__all__ = ["Choice", "PreferencesDialog", "check_file", "install_language", "language", "last_folder", "read_choice",
           "remember_folder", "restore_docks", "restore_geometry", "save_layout"]

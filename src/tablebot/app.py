"""Starting the desktop app: run(), screenshot() and self_test(), called by cli.py."""

from __future__ import annotations

import logging
import os
import sys
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

log = logging.getLogger(__name__)

ORG = "Tablebot"
APP = "Tablebot"


_log_handler: logging.Handler | None = None


def _setup_logging() -> Path | None:
    global _log_handler
    from .core import save as saves

    try:
        path = saves.log_path()
        handler: logging.Handler = logging.FileHandler(path, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    if _log_handler is not None:  # run() called again in one process (tests): one log file at a time
        root.removeHandler(_log_handler)
        _log_handler.close()
    _log_handler = handler
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return path


def _application(argv: list[str] | None = None, offscreen: bool = False) -> Any:
    if offscreen:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        QCoreApplication.setOrganizationName(ORG)
        QCoreApplication.setApplicationName(APP)
        app = QApplication(argv or [sys.argv[0] if sys.argv else "tablebot"])
        from .gui.preferences import install_language

        # Translations: resources/i18n/tablebot_<locale>.qm when one exists (English is the source);
        # run() then installs the language the settings chose.
        install_language("system")
    from .gui.appicon import DESKTOP_FILE, app_icon

    app.setWindowIcon(app_icon())
    app.setDesktopFileName(DESKTOP_FILE)
    return app


def install_excepthook(get_window: Callable[[], Any]) -> None:
    """An exception in a slot is logged and shown, never silent; the game goes on from the last good
    snapshot (a failed command never reached the history)."""

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        log.critical("unhandled exception", exc_info=(kind, value, tb))
        from PySide6.QtWidgets import QApplication, QMessageBox

        from .core import save as saves

        window = get_window()
        if window is not None:
            try:
                # Redraw from the session: whatever half-drawn state the error left is replaced.
                window.workspace.redraw()
            except Exception:
                log.exception("redraw after an error failed")
        if QApplication.instance() is None or os.environ.get("QT_QPA_PLATFORM") == "offscreen":
            traceback.print_exception(kind, value, tb)
            return
        box = QMessageBox(QMessageBox.Icon.Critical, QApplication.translate("App", "Tablebot: an error"),
                          QApplication.translate(
                              "App", "Something went wrong: {error}\n\nThe game continues from the last good "
                                     "position; undo if the board looks wrong. Details are in {log}.").format(
                              error=value, log=saves.log_path()), QMessageBox.StandardButton.Ok, window)
        box.exec()

    sys.excepthook = hook


def _settings(path: Path | None = None) -> Any:
    from PySide6.QtCore import QSettings

    from .gui.preferences import check_file

    settings = QSettings(str(path), QSettings.Format.IniFormat) if path is not None else QSettings(ORG, APP)
    check_file(settings)  # an unreadable file: logged, and every setting takes its default
    return settings


def build_window(settings: Any, snapshot: Any = None, autosave: bool = True, game: str | None = None,
                 seed: int | None = None) -> Any:
    """The main window on `snapshot` (a game's snapshot; its `game` field says which), else on the
    demo game of `game` (the first registered game unless told), drawn from `seed` (the demo's own seed when None: the
    tests and the screenshots show the same demo every time)."""
    from .controller.session import Session
    from .games.registry import game_rules, known_games
    from .gui.mainwindow import MainWindow
    from .gui.theme import skip_nothing
    from .gui.workspace import workspace_class

    game_id = game or (getattr(snapshot, "game", None) if snapshot is not None else None) or known_games()[0]
    rules = game_rules(game_id)
    demo = snapshot is None
    if demo:
        snapshot = rules.demo_game() if seed is None else rules.demo_game(seed)
    session = Session(rules, snapshot, describe=workspace_class(game_id).describe, autosave=autosave,
                      skip_nothing=skip_nothing(settings))
    window = MainWindow(session, settings, demo=demo)
    return window


def resume_autosave(window: Any, ask: Callable[[], bool]) -> bool:
    """If an autosave exists and the player wants it back, load it; a damaged one is left on disk
    untouched (and reported), and the demo game stays."""
    from .core import save as saves

    path = saves.autosave_path()
    if not path.exists():
        return False
    if not ask():
        return False
    # The window swaps to the autosave's game when it is not the demo's.
    return bool(window.open_file(path)) and _forget_path(window)


def _forget_path(window: Any) -> bool:
    # The autosave is not the player's file: Save must still ask where to write.
    window.session.path = None
    window.session.fileChanged.emit("")
    return True


def settle_heap() -> None:
    """Python's full garbage collection walks every object on the heap: with the modules, the
    window and a game loaded it takes about 25 ms, and when it fell inside a frame that frame
    missed 16 ms (issue 9). Once the window is up, collect once and freeze what survives
    (gc.freeze): later full collections walk only what the game makes afterwards."""
    import gc

    gc.collect()
    gc.freeze()


def run(argv: list[str] | None = None, game: str | None = None) -> int:
    """The window on the demo of `game` (the first registered game when None), or the autosave."""
    argv = list(argv if argv is not None else sys.argv)
    _setup_logging()
    from . import xcb_check

    # Before the QApplication: a missing xcb library would make Qt abort with a message naming no package.
    missing = xcb_check.check()
    if missing is not None:
        log.error("xcb libraries missing: %s", missing)
        print(missing, file=sys.stderr)
        return 2
    app = _application(argv)
    from PySide6.QtWidgets import QMessageBox

    settings = _settings()
    from .gui import preferences
    from .gui.startgame import fresh_seed

    preferences.install_language(preferences.language(settings))

    # A fresh seed: the demo's seeded draws differ from one start of the app to the next.
    window = build_window(settings, game=game, seed=fresh_seed())
    install_excepthook(lambda: window)

    def ask() -> bool:
        answer = QMessageBox.question(
            window, window.tr("Resume?"),
            window.tr("A game was in progress when Tablebot last closed. Resume it?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    resume_autosave(window, ask)
    if not preferences.restore_geometry(window, settings, window.session.rules.id):
        window.resize(1366, 768)
    window.show()
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, settle_heap)  # after the first paint
    return int(app.exec())


def render(window: Any, path: str | Path, size: tuple[int, int] = (1366, 768)) -> bool:
    from PySide6.QtCore import QCoreApplication

    window.resize(*size)
    window.show()
    for _ in range(3):
        QCoreApplication.processEvents()
    window.workspace.fit()
    QCoreApplication.processEvents()
    image = window.grab()
    return bool(image.save(str(path), "PNG"))


def screenshot(path: str, size: tuple[int, int] = (1366, 768), game: str | None = None) -> int:
    """Render the main window to a PNG: the demo game of `game` (the first registered game when None)
    as its workspace likes it pictured (Workspace.screenshot_ready: Root's Marquise's first proposal,
    the Expeditions Automa's first mech action)."""
    _application(offscreen=True)
    with tempfile.TemporaryDirectory() as tmp:
        settings = _settings(Path(tmp) / "settings.ini")
        settings.setValue("view/animation_speed", 0.0)  # the end state of every animation, at once
        window = build_window(settings, autosave=False, game=game)
        window.workspace.screenshot_ready()
        ok = render(window, path, size)
        window.close()
        window.deleteLater()
    if not ok or not Path(path).exists() or Path(path).stat().st_size == 0:
        print(f"screenshot: could not write {path}", file=sys.stderr)
        return 1
    return 0


def _languages_spoken() -> list[str] | None:
    """Each language installed in turn, checked by a word of the menus (the build's compiled
    translations were found and load); None, with a line on stderr, when one does not."""
    from PySide6.QtCore import QCoreApplication

    from . import i18n

    source = "&New game…"
    spoken = ["en"]
    for lang in i18n.LANGUAGES:
        if lang == "en":
            continue
        if i18n.install(lang) != lang or QCoreApplication.translate("MainWindow", source) == source:
            print(f"self-test: the {lang} translation did not load", file=sys.stderr)
            i18n.install("en")
            return None
        spoken.append(lang)
    i18n.install("en")
    return spoken


def self_test() -> int:
    """Build the window offscreen on the demo game (its workspace checks the resources it draws from
    were found), plan one step, load each language's translations, quit: a packaged app's smoke test."""
    try:
        _application(offscreen=True)
        from .controller.session import ProposalFailed

        with tempfile.TemporaryDirectory() as tmp:
            window = build_window(_settings(Path(tmp) / "settings.ini"), autosave=False)
            problems = window.workspace.self_check()
            if problems:
                print(f"self-test: {'; '.join(problems)}", file=sys.stderr)
                return 1
            proposal = window.session.proposal
            if proposal is None or isinstance(proposal, ProposalFailed):
                print(f"self-test: no plan ({proposal!r})", file=sys.stderr)
                return 1
            window.close()
            window.deleteLater()
        spoken = _languages_spoken()
        if spoken is None:
            return 1
        print(f"self-test: ok (languages: {', '.join(spoken)})")
        return 0
    except Exception:  # noqa: BLE001 - the self-test reports, it does not crash
        traceback.print_exc()
        return 1


__all__ = ["build_window", "install_excepthook", "render", "resume_autosave", "run", "screenshot", "self_test"]

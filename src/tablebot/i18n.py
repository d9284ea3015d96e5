"""The app's languages at run time: Qt translators for English (the source), Polish, Czech and
Portuguese (Brazil).

The translations are Qt .ts files (resources/i18n/<area>_<lang>.ts, one per area: the window's
shell and each game) compiled to .qm by the build (`make run`, `make test`, the wheel, `make
package`: packaging/i18n.py). A checkout run without the build (pytest straight from the tree)
compiles the missing or stale ones once into the user's cache with PySide6's own lrelease.

Qt's own dialogs' buttons (OK, Cancel, Close) come from Qt's qtbase translation of the language.
"""

from __future__ import annotations

import hashlib
import logging
import shutil
import subprocess
from pathlib import Path
from typing import Any

from .paths import resources_dir

log = logging.getLogger(__name__)

LANGUAGES: dict[str, str] = {
    # Each language in its own name: a player who cannot read the current one still finds theirs.
    "en": "English",
    "pl": "Polski",
    "cs": "Čeština",
    "pt_BR": "Português (Brasil)",
}
"""The app's languages: the rulebooks' (Polish, Czech, Portuguese of Brazil) and English."""


def source_dir() -> Path:
    return resources_dir() / "i18n"


def language_of(locale_name: str) -> str:
    """The app's language for a locale name ("pl_PL" -> "pl", "pt_PT" -> "pt_BR": the nearest we
    have; anything else -> "en")."""
    name = locale_name.replace("-", "_")
    if name in LANGUAGES:
        return name
    lang = name.split("_", 1)[0]
    if lang == "pt":
        return "pt_BR"
    return lang if lang in LANGUAGES else "en"


def lrelease() -> list[str]:
    """Qt's lrelease: the binary PySide6 ships, else one on PATH (FileNotFoundError when neither is
    there, e.g. a wheel's isolated build without PySide6)."""
    try:
        import PySide6

        package = Path(PySide6.__file__).parent
        for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease", "Qt/bin/lrelease", "Qt/bin/lrelease.exe"):
            if (package / name).exists():
                return [str(package / name)]
    except ImportError:
        pass
    found = shutil.which("lrelease")
    if found is None:
        raise FileNotFoundError("Qt's lrelease was not found (it comes with PySide6)")
    return [found]


def compile_ts(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    result = subprocess.run([*lrelease(), "-silent", str(ts), "-qm", str(qm)], capture_output=True, text=True,
                            check=False)
    if result.returncode != 0 or not qm.exists():
        raise RuntimeError(f"lrelease failed on {ts.name}: {result.stdout}{result.stderr}")


def _fresh(qm: Path, ts: Path) -> bool:
    return qm.exists() and (not ts.exists() or qm.stat().st_mtime >= ts.stat().st_mtime)


def _cache_dir() -> Path:
    from PySide6.QtCore import QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(base or Path.home() / ".cache" / "tablebot") / "i18n"


def qm_files(lang: str) -> list[Path]:
    """The compiled translations of `lang`, one per area: those the build put beside the .ts files,
    else compiled now into the cache (a checkout run without `make`). Where nothing can compile
    (the frozen app has no lrelease) the build's .qm is used whatever its date."""
    out: list[Path] = []
    sources = source_dir()
    for ts in sorted(sources.glob(f"*_{lang}.ts")):
        built = ts.with_suffix(".qm")
        # Named by the .ts file's content: checkouts sharing the cache never read each other's.
        cached = _cache_dir() / f"{ts.stem}-{hashlib.sha256(ts.read_bytes()).hexdigest()[:16]}.qm"
        if _fresh(built, ts):
            out.append(built)
        elif cached.exists():
            out.append(cached)
        else:
            try:
                compile_ts(ts, cached)
                out.append(cached)
            except (OSError, RuntimeError):
                if not built.exists():
                    raise
                out.append(built)
    if not out:  # an installation that keeps the .qm files only
        out = sorted(sources.glob(f"*_{lang}.qm"))
    return out


_installed: list[Any] = []
_current = "en"


def current() -> str:
    """The language whose translations are installed ("en": none)."""
    return _current


def install(code: str) -> str:
    """Install `code`'s translations ("system": the system's language) in place of the current
    ones; returns the language now spoken. Qt sends every widget a LanguageChange event, which the
    window uses to speak it at once (gui/mainwindow.py). A language whose files are missing or broken
    leaves the app in English, with a log line."""
    global _current
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

    app = QCoreApplication.instance()
    if app is None:
        return _current
    lang = language_of(QLocale.system().name()) if code == "system" else language_of(code)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _current = "en"
    if lang == "en":
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        return "en"
    try:
        files = qm_files(lang)
    except (OSError, RuntimeError) as err:
        log.error("the %s translation could not be compiled (%s); the app speaks English", lang, err)
        return "en"
    loaded = []
    for qm in files:
        translator = QTranslator(app)
        if translator.load(str(qm)):
            loaded.append(translator)
        else:
            log.error("translation %s could not be loaded", qm)
    if not loaded:
        log.info("no translation for %s; the app speaks English", lang)
        return "en"
    qt_own = QTranslator(app)
    for folder in (QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath), str(source_dir() / "qt")):
        if qt_own.load(QLocale(lang), "qtbase", "_", folder):
            loaded.append(qt_own)
            break
    QLocale.setDefault(QLocale(lang))
    for translator in loaded:
        app.installTranslator(translator)
    _installed.extend(loaded)
    _current = lang
    log.info("language: %s (%d translation files)", lang, len(loaded))
    return lang

"""Shared test setup: Qt offscreen, and a private TABLEBOT_HOME so no test touches the real home."""

from __future__ import annotations

import gc
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Anything that fires between tests (after a test's own TABLEBOT_HOME is restored) must still
# write into a throw-away folder, never into the real home.
os.environ["TABLEBOT_HOME"] = tempfile.mkdtemp(prefix="tablebot-tests-")


@pytest.fixture(autouse=True)
def tablebot_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    home = tmp_path / "tablebot_home"
    home.mkdir()
    monkeypatch.setenv("TABLEBOT_HOME", str(home))
    yield home


@pytest.fixture(autouse=True)
def collect_qt_garbage(request: pytest.FixtureRequest) -> Iterator[None]:
    """After a test that used Qt, collect its cyclic garbage now, on the main thread, rather than
    whenever (and on whichever thread) the collector next runs: a Qt object freed from the
    autosave writer's thread crashes Qt. Tests without Qt skip the cost."""
    yield
    if "qtbot" in request.fixturenames or "qapp" in request.fixturenames:
        gc.collect()


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    """A test that switched the app's language leaves it in English (the source every other test reads)."""
    yield
    from tablebot import i18n

    if i18n.current() != "en":
        i18n.install("en")

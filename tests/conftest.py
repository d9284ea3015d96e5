"""Shared test setup: Qt offscreen, and a private TABLEBOT_HOME so no test touches the real home."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def tablebot_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    home = tmp_path / "tablebot_home"
    home.mkdir()
    monkeypatch.setenv("TABLEBOT_HOME", str(home))
    yield home

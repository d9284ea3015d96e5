"""Every file of the bad-file corpus (tests/core/test_save.py) and a 50 MB file, opened the two ways
a player can: in the app (Session.open, the message the window shows) and with `tablebot`. Each
gives a clear message in words, and neither the open game nor the file on disk changes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tablebot import cli
from tablebot.controller.session import Session
from tablebot.games.registry import game_rules
from tablebot.gui.root.reasons import error_text

from .core.test_save import BAD_FILES

HUGE = "50 MB file"


def corpus_file(tmp_path: Path, name: str) -> Path:
    path = tmp_path / "bad.json"
    if name == HUGE:
        with path.open("wb") as f:
            f.truncate(50 * 1024 * 1024)  # sparse: quick to make, refused before it is read
    else:
        path.write_bytes(BAD_FILES[name][0])
    return path


NAMES = [*BAD_FILES, HUGE]


@pytest.mark.parametrize("name", NAMES)
def test_the_app_refuses_with_words_and_keeps_the_game(qtbot: Any, tmp_path: Path, name: str) -> None:
    rules = game_rules("root")
    session = Session(rules, rules.demo_game(), autosave=False)
    before_snap, before_count = session.snapshot, session.stack.count()
    path = corpus_file(tmp_path, name)
    before_bytes = path.read_bytes() if name != HUGE else None
    with qtbot.waitSignal(session.refused) as signal:
        assert not session.open(path)
    code, params = signal.args
    text = error_text(code, params)
    assert code.startswith("save.") and code not in text and len(text) > 10  # words, not a code
    assert session.snapshot is before_snap and session.stack.count() == before_count
    if before_bytes is not None:
        assert path.read_bytes() == before_bytes
    assert path.stat().st_size == (50 * 1024 * 1024 if name == HUGE else len(BAD_FILES[name][0]))


@pytest.mark.parametrize("name", NAMES)
def test_tablebot_refuses_with_a_message_and_exit_2(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                    name: str) -> None:
    path = corpus_file(tmp_path, name)
    size = path.stat().st_size
    for argv in (["validate", str(path)], ["turn", str(path), "--roll"]):
        assert cli.main(argv) == 2
        err = capsys.readouterr().err
        assert str(path) in err or "bad.json" in err
        assert len(err.strip()) > 20
    assert path.stat().st_size == size

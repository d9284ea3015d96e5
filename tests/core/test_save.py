"""Save files: round trips, atomic writes, a crash mid-write, the bad-file corpus, the v1 fixture,
migrations and the committed schema."""

from __future__ import annotations

import dataclasses
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any, Self

import pytest

from tablebot.core import save
from tablebot.core.reasons import reason
from tablebot.core.save import (
    HistoryEntry,
    SavedGame,
    SaveError,
    dumps_game,
    load_game,
    loads_game,
    save_game,
)
from tablebot.games import registry
from tablebot.games.registry import game_rules
from tablebot.games.root.actions import OrderCardAnswer, RootPrompt
from tablebot.games.root.state import OrderCard, RootSnapshot

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "data" / "saves"
RULES = game_rules("root")


def played_game(steps: int = 6) -> SavedGame:
    """The demo game with a fox order card and a few bot steps, the last one undone."""
    snap = RULES.demo_game()
    entries = [HistoryEntry(reason("", "history.start"), snap)]
    for _ in range(steps):
        step = RULES.next_step(snap)
        if isinstance(step, RootPrompt):
            snap = RULES.answer(snap, step, OrderCardAnswer(card=OrderCard(name="Root Tea", suit="fox")))
        else:
            snap = RULES.apply_step(snap, step)
        entries.append(HistoryEntry(reason("4.5", "history.step", n=len(entries)), snap))
    return SavedGame("root", tuple(entries), len(entries) - 2)


def envelope(saved: SavedGame | None = None) -> dict[str, Any]:
    result: dict[str, Any] = json.loads(dumps_game(saved or played_game(2)))
    return result


# -- round trip --------------------------------------------------------------------------------
def test_round_trip_keeps_every_snapshot_label_and_index() -> None:
    saved = played_game()
    loaded = loads_game(dumps_game(saved))
    assert loaded == saved
    assert loaded.snapshot == saved.history[saved.index].snapshot
    assert [e.label for e in loaded.history] == [e.label for e in saved.history]
    # And once more through JSON: a loaded game saves to the same history.
    again = json.loads(dumps_game(loaded))
    assert again["history"] == json.loads(dumps_game(saved))["history"]


def test_envelope_fields() -> None:
    data = envelope()
    assert data["format"] == "tablebot-save" and data["version"] == save.VERSION and data["game"] == "root"
    assert data["app_version"] and data["saved_at"].endswith("+00:00")
    assert data["history"][0]["label"]["code"] == "history.start"


def test_file_round_trip_and_folder_created(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "folder" / "game.json"
    saved = played_game()
    save_game(path, saved)
    assert load_game(path) == saved
    assert [p.name for p in path.parent.iterdir()] == ["game.json"], "no temp file left behind"


def test_long_history_stays_a_few_megabytes_and_loads_fast() -> None:
    start = RULES.demo_game()
    entries = tuple(HistoryEntry(reason("", "history.step"), start) for _ in range(1000))
    text = dumps_game(SavedGame("root", entries, 999))
    assert len(text) < 5 * 1024 * 1024
    began = time.perf_counter()
    assert len(loads_game(text).history) == 1000
    assert time.perf_counter() - began < 10


def test_snapshot_only_scenario_loads_as_a_one_entry_history() -> None:
    game = load_game(ROOT / "tests" / "data" / "scenarios" / "demo_start.json")
    assert game.index == 0 and len(game.history) == 1
    assert game.snapshot == RULES.demo_game()


def test_dumps_refuses_an_index_outside_the_history() -> None:
    saved = played_game(1)
    with pytest.raises(SaveError) as err:
        dumps_game(SavedGame("root", saved.history, 5))
    assert err.value.code == "save.invalid"


def test_paths_follow_tablebot_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLEBOT_HOME", str(tmp_path / "home"))
    assert save.autosave_path() == tmp_path / "home" / "autosave.json"
    assert save.log_path() == tmp_path / "home" / "tablebot.log"
    assert (tmp_path / "home").is_dir()
    monkeypatch.delenv("TABLEBOT_HOME")
    assert save.autosave_path() == Path.home() / ".local" / "share" / "tablebot" / "autosave.json"


# -- atomic writes -----------------------------------------------------------------------------
@pytest.mark.parametrize("broken", ["replace", "fsync", "write"])
def test_failed_write_leaves_the_old_file_intact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 broken: str) -> None:
    path = tmp_path / "saves" / "game.json"  # its own folder: the listing below must hold only it
    save_game(path, played_game(1))
    before = path.read_bytes()

    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    if broken == "replace":
        monkeypatch.setattr(save.os, "replace", fail)
    elif broken == "fsync":
        monkeypatch.setattr(save.os, "fsync", fail)
    else:
        real_fdopen = os.fdopen

        class Full:
            def __init__(self, fd: int, mode: str) -> None:
                self.fh = real_fdopen(fd, mode)

            def __enter__(self) -> Self:
                return self

            def __exit__(self, *exc: object) -> None:
                self.fh.close()

            def fileno(self) -> int:
                return self.fh.fileno()

            def write(self, data: bytes) -> int:
                self.fh.write(data[: len(data) // 2])  # half the bytes reach the temp file
                raise OSError(28, "No space left on device")

        monkeypatch.setattr(save.os, "fdopen", Full)
    with pytest.raises(SaveError) as err:
        save_game(path, played_game(4))
    assert err.value.code == "save.io"
    assert err.value.params["path"] == str(path)
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == ["game.json"], "the temp file is cleaned up"


def test_unwritable_folder_is_save_io(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(SaveError) as err:
        save_game(blocker / "game.json", played_game(1))
    assert err.value.code == "save.io"


@pytest.mark.parametrize("delay", [0.05, 0.2, 0.45])
def test_kill_during_saves_leaves_a_whole_file(tmp_path: Path, delay: float) -> None:
    """A process saving in a loop is SIGKILLed; what is on disk is always one whole save."""
    if not hasattr(signal, "SIGKILL"):
        pytest.skip("no SIGKILL on this platform")
    path = tmp_path / "autosave.json"
    script = textwrap.dedent(f"""
        from pathlib import Path
        from tablebot.core.reasons import reason
        from tablebot.core.save import HistoryEntry, SavedGame, save_game
        from tablebot.games.registry import game_rules
        import os, time
        from tablebot.core import save

        # A slow disk: the bytes go out in 64 KB chunks with a pause between, so the kill
        # lands inside a write most of the time (a fast disk makes that window microseconds).
        real_fdopen = os.fdopen
        class SlowFile:
            def __init__(self, fd, mode):
                self.fh = real_fdopen(fd, mode)
            def __enter__(self):
                return self
            def __exit__(self, *exc):
                self.fh.close()
            def fileno(self):
                return self.fh.fileno()
            def flush(self):
                self.fh.flush()
            def write(self, data):
                for i in range(0, len(data), 65536):
                    self.fh.write(data[i:i + 65536])
                    self.fh.flush()
                    time.sleep(0.002)
                return len(data)
        save.os.fdopen = SlowFile

        snap = game_rules("root").demo_game()
        path = Path({str(path)!r})
        n = 0
        while True:
            n += 1
            # Histories of 100-500 entries (0.3-1.5 MB): each file differs in size and takes a
            # while to write, so a kill lands inside a write and a torn file would show.
            size = 100 + (n * 137) % 400
            entries = tuple(HistoryEntry(reason("", "history.step", n=i), snap) for i in range(size))
            save_game(path, SavedGame("root", entries, size - 1))
            if n == 1:
                print("ready", flush=True)
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(delay)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    game = load_game(path)
    assert 100 <= len(game.history) < 500 and game.index == len(game.history) - 1
    assert [e.label.param("n") for e in game.history] == list(range(len(game.history)))


# -- the bad-file corpus -------------------------------------------------------------------------
def _mutated(change: Any) -> bytes:
    data = envelope()
    change(data)
    return json.dumps(data).encode()


def _snap(data: dict[str, Any], i: int = 0) -> dict[str, Any]:
    result: dict[str, Any] = data["history"][i]["snapshot"]
    return result


def _set(path: str, value: Any) -> Any:
    """A mutation setting data[a][b]... (dotted path, ints index lists)."""
    def change(data: dict[str, Any]) -> None:
        keys: list[Any] = [int(k) if k.isdigit() else k for k in path.split(".")]
        target: Any = data
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value
    return change


def _add_stack(place: int, faction: str, kind: str, count: int) -> Any:
    def change(data: dict[str, Any]) -> None:
        _snap(data)["places"][place]["stacks"].append({"faction": faction, "kind": kind, "count": count})
    return change


def _bump_all_stacks(data: dict[str, Any]) -> None:
    for place in _snap(data)["places"]:
        for stack in place["stacks"]:
            if stack["faction"] == "marquise" and stack["kind"] == "warrior":
                stack["count"] = 3


BAD_FILES: dict[str, tuple[bytes, str]] = {
    "empty": (b"", "save.empty"),
    "whitespace": (b"  \n\t ", "save.empty"),
    "truncated": (dumps_game(played_game(2)).encode()[:2000], "save.not_json"),
    "not json": (b"\x89PNG\r\n\x1a\n binary junk", "save.not_json"),
    "latin-1 text": ("{\"format\": \"caf\u00e9\"}".encode("latin-1"), "save.not_json"),
    "nan": (b'{"format": "tablebot-save", "version": NaN}', "save.not_json"),
    "deep nesting": (b"[" * 100_000 + b"]" * 100_000, "save.not_json"),
    "huge integer literal": (b'{"a": ' + b"9" * 5000 + b"}", "save.not_json"),
    "another program's json": (b'{"name": "my-package", "version": "1.0.0"}', "save.foreign"),
    "a json list": (b"[1, 2, 3]", "save.foreign"),
    "unknown game": (_mutated(_set("game", "chess")), "save.unknown_game"),
    "version too new": (_mutated(_set("version", save.VERSION + 1)), "save.version_too_new"),
    "version a string": (_mutated(_set("version", "1")), "save.invalid"),
    "version zero": (_mutated(_set("version", 0)), "save.invalid"),
    "history missing": (_mutated(lambda d: d.pop("history")), "save.invalid"),
    "history empty": (_mutated(_set("history", [])), "save.invalid"),
    "unknown top-level field": (_mutated(_set("cheat", True)), "save.invalid"),
    "wrong type: vp a string": (_mutated(_set("history.0.snapshot.factions.0.vp", "lots")), "save.invalid"),
    "wrong type: places a dict": (_mutated(_set("history.0.snapshot.places", {})), "save.invalid"),
    "negative count": (_mutated(_set("history.0.snapshot.places.0.stacks.0.count", -2)), "save.invalid"),
    "negative vp": (_mutated(_set("history.0.snapshot.factions.1.vp", -1)), "save.invalid"),
    "huge count": (_mutated(_set("history.0.snapshot.places.0.stacks.0.count", 10**12)), "save.invalid"),
    "more warriors than the supply": (_mutated(_bump_all_stacks), "save.invalid"),
    "clearing that does not exist": (_mutated(_set("history.0.snapshot.places.3.id", 14)), "save.invalid"),
    "extra clearing": (_mutated(lambda d: _snap(d)["places"].append({"id": 13, "stacks": []})), "save.invalid"),
    "unknown map": (_mutated(_set("history.0.snapshot.map_id", "mountain")), "save.invalid"),
    "unknown piece": (_mutated(_add_stack(3, "eyrie", "dragon", 1)), "save.invalid"),
    "faction not in the game": (_mutated(_add_stack(3, "vagabond", "pawn", 1)), "save.invalid"),
    "too many buildings": (_mutated(_add_stack(0, "marquise", "sawmill", 2)), "save.invalid"),
    "warrior in a forest": (_mutated(_add_stack(13, "eyrie", "warrior", 1)), "save.invalid"),
    "index out of range": (_mutated(_set("index", 99)), "save.invalid"),
    "negative index": (_mutated(_set("index", -1)), "save.invalid"),
    "seat past the table": (_mutated(_set("history.0.snapshot.turn.seat", 7)), "save.invalid"),
    "rng out of range": (_mutated(_set("history.0.snapshot.rng", 2**70)), "save.invalid"),
    "faction board of another bot": (_mutated(_set("history.0.snapshot.factions.0.board", {"bot": "vagabot"})),
                                     "save.invalid"),
    "human with a bot board": (_mutated(_set("history.0.snapshot.factions.1.board",
                                             {"bot": "mechanical_marquise_2"})), "save.invalid"),
    "bad state in a later entry": (_mutated(lambda d: d["history"][2]["changes"].append(
        {"at": ["places", 5, "id"], "set": "F9"})), "save.invalid"),
    "change to a place that does not exist": (_mutated(lambda d: d["history"][1]["changes"].append(
        {"at": ["places", 40, "stacks"], "set": []})), "save.invalid"),
    "replay misses its checkpoint": (_mutated(lambda d: d["history"][2].update(snapshot=_snap(d, 0))),
                                     "save.replay_mismatch"),
}


@pytest.mark.parametrize("name", list(BAD_FILES))
def test_bad_file_raises_the_right_code_and_is_not_touched(tmp_path: Path, name: str) -> None:
    content, code = BAD_FILES[name]
    path = tmp_path / "bad" / "bad.json"
    path.parent.mkdir()
    path.write_bytes(content)
    mtime = path.stat().st_mtime_ns
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert err.value.code == code, err.value
    assert err.value.params["path"] == str(path)
    assert path.read_bytes() == content and path.stat().st_mtime_ns == mtime
    assert [p.name for p in path.parent.iterdir()] == ["bad.json"]
    with pytest.raises(SaveError) as again:
        loads_game(content)
    assert again.value.code == code


def test_invalid_detail_names_the_place_of_the_error() -> None:
    with pytest.raises(SaveError) as err:
        loads_game(BAD_FILES["negative count"][0])
    assert err.value.detail.startswith("history.0.snapshot.places.0.stacks.0.count:")
    with pytest.raises(SaveError) as err:
        loads_game(BAD_FILES["more warriors than the supply"][0])
    assert "marquise has 33 warrior" in err.value.detail
    with pytest.raises(SaveError) as err:
        loads_game(BAD_FILES["clearing that does not exist"][0])
    assert "14" in err.value.detail


def test_fifty_megabyte_file_is_refused_before_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as fh:  # sparse where the filesystem allows: quick to make
        fh.truncate(50 * 1024 * 1024)
    opened: list[object] = []
    real_open = Path.open

    def spy(self: Path, *args: Any, **kwargs: Any) -> Any:
        opened.append(self)
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", spy)
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert err.value.code == "save.too_large"
    assert opened == [], "the size check comes before any read"
    assert path.stat().st_size == 50 * 1024 * 1024


def test_missing_file_is_save_io(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as err:
        load_game(tmp_path / "nope.json")
    assert err.value.code == "save.io"


def test_nothing_but_save_error_escapes(monkeypatch: pytest.MonkeyPatch) -> None:
    """A check that crashes on a file nobody foresaw still surfaces as SaveError."""
    def boom(snapshot: Any) -> list[str]:
        raise ZeroDivisionError("oops")

    monkeypatch.setitem(registry._CACHE, "root", dataclasses.replace(game_rules("root"), validate=boom))
    with pytest.raises(SaveError) as err:
        loads_game(dumps_game(played_game(1)))
    assert err.value.code == "save.invalid" and "ZeroDivisionError" in err.value.detail


# -- fixtures and migrations ---------------------------------------------------------------------
def test_v1_fixture_loads_forever() -> None:
    """tests/data/saves/v1_demo.json was written by version 1; it must always load, through the
    migrations of the day. Never regenerate it: add a v2 fixture beside it instead."""
    game = load_game(FIXTURES / "v1_demo.json")
    assert game.game == "root" and len(game.history) == 6 and game.index == 4
    assert [e.label.code for e in game.history] == ["history.start", "history.answer"] + ["history.step"] * 4
    snap = game.snapshot
    assert isinstance(snap, RootSnapshot)
    assert snap.faction("marquise").vp == 1  # crafted the tea
    assert snap.turn.cursor is not None and snap.turn.cursor.order is not None
    assert snap.turn.cursor.order.name == "Root Tea (fox)"
    # The engine carries on from the loaded snapshot.
    assert RULES.next_step(snap).actor == "marquise"


def test_every_version_has_a_fixture() -> None:
    for version in range(1, save.VERSION + 1):
        assert list(FIXTURES.glob(f"v{version}_*.json")), f"no fixture for save version {version}"


def test_migrations_run_in_order_before_validation(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fake version 3 that renamed 'vp' to 'points' and back: migrations see plain dicts,
    run one version at a time, and the result is validated by today's models."""
    seen: list[int] = []

    def v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
        seen.append(data["version"])
        for entry in data["history"]:
            for faction in entry["snapshot"]["factions"]:
                faction["points"] = faction.pop("vp")
        return data

    def v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
        seen.append(data["version"])
        for entry in data["history"]:
            for faction in entry["snapshot"]["factions"]:
                faction["vp"] = faction.pop("points") + 1
        return data

    monkeypatch.setattr(save, "VERSION", 3)
    monkeypatch.setattr(save, "MIGRATIONS", {1: v1_to_v2, 2: v2_to_v3})
    monkeypatch.setattr(save, "_envelope_model", save._envelope_model.__wrapped__)
    game = load_game(FIXTURES / "v1_demo.json")
    assert seen == [1, 2]
    assert game.snapshot.faction("eyrie").vp == 3  # 2 in the file, +1 by the fake migration


def test_missing_or_failing_migration_is_invalid(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(save, "VERSION", 2)
    monkeypatch.setattr(save, "MIGRATIONS", {})
    with pytest.raises(SaveError) as err:
        load_game(FIXTURES / "v1_demo.json")
    assert err.value.code == "save.invalid" and "no migration" in err.value.detail

    def broken(data: dict[str, Any]) -> dict[str, Any]:
        raise KeyError("snapshot")

    monkeypatch.setattr(save, "MIGRATIONS", {1: broken})
    with pytest.raises(SaveError) as err:
        load_game(FIXTURES / "v1_demo.json")
    assert err.value.code == "save.invalid" and "migration from version 1" in err.value.detail


# -- schema --------------------------------------------------------------------------------------
def test_committed_schema_matches_the_models() -> None:
    """docs/save-schema.json is generated; regenerate with `tablebot schema > docs/save-schema.json`."""
    committed = json.loads((ROOT / "docs" / "save-schema.json").read_text(encoding="utf-8"))
    assert committed == save.save_schema("root")


def test_schema_describes_the_envelope() -> None:
    schema = save.save_schema("root")
    assert set(schema["required"]) == {"format", "version", "game", "index", "history"}
    assert schema["additionalProperties"] is False
    assert "RootSnapshot" in schema["$defs"]

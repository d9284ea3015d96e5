"""Saves that stay small (issue 15): a history is stored as each entry's changes, with the whole
snapshot at entry 0 and every CHECKPOINT_EVERY-th entry; loading replays the changes, shares what
did not change, refuses a replay that misses its checkpoint, and reads version-1 files (every
snapshot whole) as the same game."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tablebot.controller.session import Session
from tablebot.core import save
from tablebot.core.reasons import reason
from tablebot.core.save import HistoryEntry, SavedGame, SaveError, dumps_game, load_game, loads_game
from tablebot.games import conformance
from tablebot.games.registry import game_rules, known_games
from tablebot.gui.reasons import error_text

FIXTURES = Path(__file__).resolve().parent / "data" / "saves"
PLAYABLE = [g for g in known_games() if game_rules(g).subjects is not None and game_rules(g).subjects()]


def played(game: str, entries: int, seed: int = 1) -> SavedGame:
    """Real play of `game` (the conformance harness's seeded random table), `entries` long."""
    subject = game_rules(game).subjects()[0]  # type: ignore[misc]
    snaps: list[Any] = []
    while len(snaps) < entries:
        snaps += conformance.play(subject, seed, bot_turns=200, keep_history=True).history
        seed += 1
    history = [HistoryEntry(reason("", "history.start"), snaps[0])]
    history += [HistoryEntry(reason("", "history.step", n=i), s) for i, s in enumerate(snaps[1:entries], 1)]
    return SavedGame(game, tuple(history), entries - 2)


@pytest.mark.parametrize("game", PLAYABLE)
def test_every_game_round_trips_through_its_changes(game: str) -> None:
    """Any registered game (a new one too: nothing here names it) saves compactly and loads back
    to the same history, the redo entry included."""
    saved = played(game, 130)
    data = json.loads(dumps_game(saved))
    entries = data["history"]
    assert "snapshot" in entries[0] and "changes" not in entries[0]
    assert [i for i, e in enumerate(entries) if "snapshot" in e] == [0, 100], "whole only at the checkpoints"
    assert all("changes" in e for e in entries[1:])
    assert loads_game(dumps_game(saved)) == saved


def test_a_thousand_entries_stay_under_500_kb() -> None:
    saved = played("root", 1000)
    text = dumps_game(saved)
    whole = sum(len(e.snapshot.model_dump_json()) for e in saved.history)
    assert len(text.encode()) < 500 * 1024 < whole
    loaded = loads_game(text)
    assert loaded == saved and loaded.index == 998


def test_loaded_snapshots_share_what_did_not_change() -> None:
    """Memory and speed: two consecutive snapshots hold the very same objects where nothing changed,
    as the engine's own snapshots do."""
    loaded = load_game(FIXTURES / "v2_root.json")
    before, after = loaded.history[10].snapshot, loaded.history[11].snapshot
    shared = [b is a for b, a in zip(before.places, after.places, strict=True)]
    assert any(shared)
    for b, a, same in zip(before.places, after.places, shared, strict=True):
        assert same or b != a


def test_v2_fixture_loads_forever() -> None:
    """tests/data/saves/v2_root.json was written by version 2 (make_v2_root.py); never regenerate it."""
    game = load_game(FIXTURES / "v2_root.json")
    assert game.game == "root" and len(game.history) == 144 and game.index == 142
    assert game.history[0].label.code == "history.start"
    assert [e.label.param("n") for e in game.history[1:]] == list(range(1, 144))
    rules = game_rules("root")
    assert rules.next_step(game.snapshot) is not None  # the engine carries on from the loaded game


def test_v1_file_migrates_to_the_same_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """tests/data/saves/v1_tapestry.json (version 1, every snapshot whole) loads as exactly the game
    it holds, through the migration's changes and checkpoints (every 10th here, to have several),
    and saved again it is the compact version 2, a fraction of the size, loading to the same game."""
    monkeypatch.setattr(save, "CHECKPOINT_EVERY", 10)
    raw = json.loads((FIXTURES / "v1_tapestry.json").read_text(encoding="utf-8"))
    assert raw["version"] == 1
    snapshot_type = game_rules("tapestry").snapshot_type
    game = load_game(FIXTURES / "v1_tapestry.json")
    assert game.game == "tapestry" and game.index == raw["index"] == 28
    assert [e.label.model_dump(mode="json") for e in game.history] == [e["label"] for e in raw["history"]]
    assert [e.snapshot for e in game.history] == [snapshot_type.model_validate(e["snapshot"]) for e in raw["history"]]
    again = dumps_game(game)
    assert json.loads(again)["version"] == save.VERSION == 2
    assert len(again) * 3 < len((FIXTURES / "v1_tapestry.json").read_text(encoding="utf-8"))
    assert loads_game(again) == game


def _tamper_before_checkpoint(data: dict[str, Any]) -> int:
    """Change one logged reason between entry 0 and the checkpoint at 100: harmless to the game's
    checks, so only the replay can notice. Returns the entry changed."""
    for i, entry in enumerate(data["history"][1:100], 1):
        for change in entry["changes"]:
            if change["at"] == ["log"] and "append" in change:
                change["append"][0]["code"] = "history.tampered"
                return i
    raise AssertionError("no logged reason before the checkpoint")


def test_a_replay_that_misses_its_checkpoint_is_refused_in_words(qtbot: Any, tmp_path: Path) -> None:
    data = json.loads((FIXTURES / "v2_root.json").read_text(encoding="utf-8"))
    _tamper_before_checkpoint(data)
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert err.value.code == "save.replay_mismatch" and err.value.params["entry"] == 100
    assert "replaying the changes from entry 0" in err.value.detail and "log" in err.value.detail
    words = error_text(err.value.code, err.value.params)
    assert "entry 100" in words and "save.replay" not in words

    rules = game_rules("root")
    session = Session(rules, rules.demo_game(), autosave=False)
    before = session.snapshot
    with qtbot.waitSignal(session.refused) as signal:
        assert not session.open(path)
    assert signal.args[0] == "save.replay_mismatch" and session.snapshot is before


def test_an_edited_file_is_checked_at_every_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    """A file as Tablebot wrote it (its history digest matches) has the game's checks run where a
    player lands (entry 0, the checkpoint, the current entry, the last): what makes it load fast;
    an edited one at every entry: a redo entry made impossible by hand is refused."""
    saved = played("root", 130)
    checked: list[Any] = []
    real = save.validate
    monkeypatch.setattr(save, "validate", lambda game, snap: checked.append(snap) or real(game, snap))
    text = dumps_game(saved)
    assert loads_game(text) == saved
    assert checked == [saved.history[i].snapshot for i in (0, 100, 128, 129)]
    data = json.loads(text)
    data["saved_at"] = "2020-01-01T00:00:00+00:00"  # outside the history: still as written
    checked.clear()
    assert loads_game(json.dumps(data)) == saved and len(checked) == 4
    data["history"][5]["changes"].append({"at": ["places", 0, "id"], "set": 14})
    with pytest.raises(SaveError) as err:
        loads_game(json.dumps(data))
    assert err.value.code == "save.invalid" and err.value.detail.startswith("history.5.snapshot:")


@pytest.mark.parametrize(("change", "found"), [
    ({"at": ["places", 99, "stacks"], "set": []}, "has no item 99"),
    ({"at": ["no_such_field"], "set": 1}, "has no field 'no_such_field'"),
    ({"at": ["rng", "x"], "set": 1}, "is a single value"),
    ({"at": ["places"], "keep": 500}, "not 500"),
    ({"at": ["places", 0, "stacks", 0, "count"], "set": -3}, "places.0.stacks.0.count"),
    ({"at": ["rng"], "add": 1}, "history.3.changes"),
])
def test_a_change_that_does_not_fit_is_refused(change: dict[str, Any], found: str) -> None:
    data = json.loads(dumps_game(played("root", 6)))
    data["history"][3]["changes"].append(change)
    with pytest.raises(SaveError) as err:
        loads_game(json.dumps(data))
    assert err.value.code == "save.invalid" and found in err.value.detail, err.value.detail


def test_autosave_after_every_change_writes_the_compact_history(qtbot: Any, tablebot_home: Path) -> None:
    """The crash copy after each change is the whole compact history: what a crash leaves on disk is
    the game up to the last change, undo history and redo entries included."""
    rules = game_rules("root")
    session = Session(rules, rules.demo_game())
    from tablebot.games.root import edits

    for place in (2, 3, 4):
        with qtbot.waitSignal(session.autosaved):
            session.edit(edits.AddPiece(faction="eyrie", piece="warrior", place=place))
    with qtbot.waitSignal(session.autosaved):
        session.undo()
    session.flush_autosave()
    on_disk = json.loads(save.autosave_path().read_text(encoding="utf-8"))
    assert on_disk["version"] == 2 and [("changes" in e) for e in on_disk["history"]] == [False, True, True, True]
    loaded = load_game(save.autosave_path())
    assert loaded == session.saved_game() and loaded.index == 2
    assert loaded.history[3].snapshot.place(4).count("eyrie", "warrior") == 1
    session.close()

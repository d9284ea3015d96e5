"""Expeditions behind the registry: demo game, JSON round trips, saves, edits as JSON, purity."""

import json
import subprocess
import sys

from tablebot.core import save as saves
from tablebot.games.expeditions import game
from tablebot.games.expeditions.state import ExpeditionsSnapshot
from tablebot.games.expeditions.validate import validate
from tablebot.games.registry import game_rules, known_games


def test_registered_and_demo_is_consistent():
    assert "expeditions" in known_games() and "root" in known_games()
    rules = game_rules("expeditions")
    demo = rules.demo_game()
    assert isinstance(demo, ExpeditionsSnapshot)
    assert validate(demo) == []
    assert demo.turn.number > 4 and any(x.face_up for x in demo.north + demo.central)
    assert rules.next_step(demo) is not None


def test_snapshot_steps_and_edits_round_trip_json():
    rules = game_rules("expeditions")
    snap = rules.demo_game()
    assert ExpeditionsSnapshot.model_validate_json(snap.model_dump_json()) == snap
    snap = game.end_human_turn(snap)
    step = rules.next_step(snap)
    assert rules.step_type.model_validate_json(step.model_dump_json()) == step
    edit = rules.edit_adapter.validate_python(
        {"kind": "place_player_mech", "location": {"region": "central", "slot": 2}})
    assert rules.apply_edit(snap, edit).player_mech.slot == 2
    ans = rules.answer_adapter.validate_python({"kind": "tile", "tile": 12, "corruption": [3, 4]})
    assert ans.corruption == (3, 4)


def test_save_and_load_a_history():
    rules = game_rules("expeditions")
    snap = rules.demo_game()
    later = game.end_human_turn(snap)
    later = rules.apply_step(later, rules.next_step(later))
    saved = saves.SavedGame(game="expeditions", history=(
        saves.HistoryEntry(label=saves.SavedGame.start("expeditions", snap).history[0].label, snapshot=snap),
        saves.HistoryEntry(label=saves.SavedGame.start("expeditions", later).history[0].label, snapshot=later),
    ), index=1)
    loaded = saves.loads_game(saves.dumps_game(saved))
    assert loaded.snapshot == later and loaded.history[0].snapshot == snap


def test_validate_reports_inconsistencies():
    snap = game_rules("expeditions").demo_game()
    bad = snap.model_copy(update={"automa_north": 9, "corruption": (20,), "north": (
        snap.north[0].model_copy(update={"corruption": (20,)}), *snap.north[1:])})
    problems = validate(bad)
    assert any("North mech" in p for p in problems) and any("value 20" in p for p in problems)
    dup = snap.model_copy(update={"deck": snap.deck.model_copy(update={"drawn": snap.deck.drawn + (snap.deck.pile[0],)})})
    assert any("twice" in p for p in validate(dup))


SCRIPT = """
import sys
from tablebot.games.registry import game_rules
g = game_rules("expeditions")
s = g.demo_game()
g.next_step(g.end_human_turn(s))
bad = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6")))
print(",".join(bad))
"""


def test_engine_imports_no_qt():
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"Expeditions engine pulled in Qt: {out.stdout}"


def test_resource_file_keeps_source_and_confidence():
    from tablebot.paths import resources_dir

    raw = json.loads((resources_dir() / "expeditions" / "automa.json").read_text(encoding="utf-8"))
    assert len(raw["decision_cards"]) == 14
    assert all(c["source"] and c["confidence"] for c in raw["decision_cards"] + raw["progress_cards"])

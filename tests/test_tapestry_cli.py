"""`tablebot turn SAVE` and `tablebot simulate --game tapestry`: the bots' turn from a Tapestry save,
their questions answered by flags (--pair, --die, --app-rolls, --trap) or an answers file, and a
missing answer asked for in words."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tablebot import cli
from tablebot.core.save import load_game
from tablebot.core.steps import HumanTurn
from tablebot.games.tapestry import game
from tablebot.games.tapestry.demo import demo_game
from tablebot.games.tapestry.edits import PlaceOutpost, SetTapestryCards
from tablebot.games.tapestry.setup import GameConfig, new_game
from tablebot.games.tapestry.state import Outpost, TapestrySnapshot

from .cli_runs import run, saver

saved = saver("tapestry", "tapestry.json")


def bots_turn_with_a_die_roll() -> TapestrySnapshot:
    """Seed 1, the bots first, you passing: the start of the bots' first turn in which the Automa
    rolls the science die for a benefit."""
    snap = new_game(GameConfig(seed=1, first="bots"))
    start = snap
    for _ in range(400):
        step = game.next_step(snap)
        if isinstance(step, HumanTurn):
            snap = start = game.end_human_turn(snap)
        elif step.kind == "prompt":
            assert step.question.kind == "die"
            return start
        else:
            snap = game.apply_step(snap, step)
    raise AssertionError("no die roll")


def test_turn_plays_the_bots_turn_of_the_demo(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = saved(tmp_path, demo_game())
    code, lines, err = run(capsys, "turn", str(path), "--write")
    assert code == 0, err
    assert lines[0]["actor"] == "bots" and lines[0]["action"]["kind"] == "draw_pair"
    assert lines[-1]["action"]["kind"] == "end_turn"
    assert all(line["reasons"] for line in lines)  # every step says why
    after = load_game(path)
    assert len(after.history) == 1 + len(lines) and after.snapshot.turn.seat == "human"


def test_the_science_die_from_a_flag_the_app_or_words(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = saved(tmp_path, bots_turn_with_a_die_roll())
    code, lines, err = run(capsys, "turn", str(path))
    assert code == 2 and "science die" in err and "--die" in err
    code, lines, err = run(capsys, "turn", str(path), "--die", "military")
    assert code == 0, err
    asked = next(line for line in lines if "prompt" in line)
    assert asked["prompt"]["kind"] == "die" and asked["answer"] == {"kind": "die", "face": "military"}
    code, lines, err = run(capsys, "turn", str(path), "--app-rolls")
    assert code == 0, err
    assert next(line for line in lines if "prompt" in line)["answer"]["face"] is None


def test_the_physical_pair_from_a_flag(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    first = saved(tmp_path, new_game(GameConfig(seed=3, physical_deck=True, first="bots")), "first.json")
    assert run(capsys, "turn", str(first), "--write")[0] == 0  # income turn 1: no card drawn
    path = saved(tmp_path, game.end_human_turn(load_game(first).snapshot))  # you pass
    code, lines, err = run(capsys, "turn", str(path))
    assert code == 2 and "--pair" in err
    code, lines, err = run(capsys, "turn", str(path), "--pair", "3,6", "--app-rolls")
    assert code == 0, err
    draw = next(line for line in lines if line.get("action", {}).get("kind") == "draw_pair")
    assert (draw["action"]["track_card"]["id"], draw["action"]["priority_card"]["id"]) == (3, 6)
    code, _, err = run(capsys, "turn", str(path), "--pair", "3,3")
    assert code == 2 and "pair.same_card" in err
    assert run(capsys, "turn", str(path), "--pair", "3,x")[0] == 2


def test_the_trap_check_from_flags(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    snap = new_game(GameConfig(seed=2))
    hexes = tuple(h.model_copy(update={"outposts": (Outpost(owner="automa"),)}) if h.axial == (2, 0) else h
                  for h in snap.hexes)
    snap = game.apply_edit(snap.model_copy(update={"hexes": hexes}), SetTapestryCards(count=2))
    path = saved(tmp_path, game.apply_edit(snap, PlaceOutpost(hex=(2, 0), owner="human")))
    code, lines, err = run(capsys, "turn", str(path))
    assert code == 2 and "--trap" in err and "trap" in err
    code, lines, err = run(capsys, "turn", str(path), "--trap", "no", "--trap", "yes", "--write")
    assert code == 0, err
    assert [line["answer"]["trap"] for line in lines if "prompt" in line] == [False, True]
    assert lines[-1] == {"actor": "human", "human_turn": True}
    assert load_game(path).snapshot.hex((2, 0)).controller == "automa"


def test_simulate_tapestry_is_deterministic_and_checked(capsys: pytest.CaptureFixture[str]) -> None:
    outs = []
    for _ in range(2):
        assert cli.main(["simulate", "--game", "tapestry", "--seed", "4", "--rounds", "5", "--check"]) == 0
        outs.append(json.loads(capsys.readouterr().out))
    assert outs[0] == outs[1]
    summary = outs[0]
    assert summary["game"] == "tapestry" and summary["bot_turns"] == 5
    assert summary.get("problems", []) == [] and summary["steps"] > 5
    assert set(summary["scores"]) == {"human", "automa"}


def test_validate_a_tapestry_save_and_refuse_an_impossible_one(capsys: pytest.CaptureFixture[str],
                                                               tmp_path: Path) -> None:
    good = saved(tmp_path, demo_game())
    assert cli.main(["validate", str(good)]) == 0
    assert "tapestry" in capsys.readouterr().out
    data = json.loads(good.read_text(encoding="utf-8"))
    for h in data["history"][0]["snapshot"]["hexes"]:
        if h["axial"] == [0, 2]:
            h["outposts"].append({"owner": "automa", "toppled": False})
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(capsys, "validate", str(bad))
    assert code == 2 and "3 outposts" in err and "bad.json" in err

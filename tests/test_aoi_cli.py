"""`tablebot turn SAVE` and `tablebot simulate --game age_of_innovation`: the Automa's turn from a save,
the cards the table drew given by --card (or an answers file), the final scoring's figures by
--final-figures, a missing answer asked for in words; `simulate` at the table its flags describe;
`validate` refusing an impossible board in words."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import pytest

from tablebot import cli
from tablebot.core.save import load_game
from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games.age_of_innovation import game
from tablebot.games.age_of_innovation.actions import AskFinalScore
from tablebot.games.age_of_innovation.board import builtin_map, with_changes
from tablebot.games.age_of_innovation.demo import demo_game
from tablebot.games.age_of_innovation.mapfiles import save_map
from tablebot.games.age_of_innovation.setup import GameConfig
from tablebot.games.age_of_innovation.state import AoISnapshot

from .cli_runs import run, saver

GAME = "age_of_innovation"
B = builtin_map("candidate_b")
PLAINS = [h for h, t in B.cells if t == "plains"]
LAKES = [h for h, t in B.cells if t == "lake"]
saved = saver(GAME, "aoi.json")


def physical_game() -> AoISnapshot:
    return game.new_game(GameConfig(seed=3, physical_deck=True, your_terrain="plains", automa_terrain="lake",
                                    your_workshops=(PLAINS[0], PLAINS[9]), automa_workshops=(LAKES[2], LAKES[8])))


def test_turn_plays_the_automas_turn_of_the_demo(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = saved(tmp_path, demo_game())
    code, lines, err = run(capsys, "turn", str(path), "--write")
    assert code == 0, err
    assert all(line["actor"] == "automa" for line in lines[:-1]) and lines[-1]["action"]["kind"] in ("end_turn", "pass")
    assert all(line["reasons"] for line in lines)  # every step says why
    after = load_game(path)
    assert len(after.history) == 1 + len(lines) and after.snapshot.turn.seat == "human"


def test_the_physical_cards_from_a_flag_or_words(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = saved(tmp_path, game.end_human_turn(physical_game()))
    code, lines, err = run(capsys, "turn", str(path))
    assert code == 2 and "--card" in err and "two cards" in err
    code, lines, err = run(capsys, "turn", str(path), "--card", "*2,*5")
    assert code == 0, err
    asked = next(line for line in lines if "prompt" in line)
    assert asked["prompt"]["count"] == 2 and asked["answer"] == {"kind": "card", "cards": ["*2", "*5"]}
    draw = next(line for line in lines if line.get("action", {}).get("kind") == "draw_cards")
    assert (draw["action"]["support_card"]["id"], draw["action"]["action_card"]["id"]) == ("*2", "*5")
    code, _, err = run(capsys, "turn", str(path), "--card", "*2,*2")
    assert code == 2 and "refused" in err
    code, _, err = run(capsys, "turn", str(path), "--card", "9,12")  # level 2, round 1: starters only
    assert code == 2 and "bots.card_cannot_be" in err
    assert run(capsys, "turn", str(path), "--card", "1,2,3")[0] == 2
    answers = tmp_path / "answers.json"
    answers.write_text(json.dumps([{"kind": "card", "cards": ["*1", "*6"]}]), encoding="utf-8")
    code, lines, err = run(capsys, "turn", str(path), "--answers", str(answers))
    assert code == 0, err


def _at_the_final_scoring() -> AoISnapshot:
    from tablebot.games import conformance

    subject = next(s for s in conformance.subjects() if s.game == GAME)
    import random

    rnd = random.Random(5)
    snap = subject.new_game(5, rnd)
    for _ in range(20_000):
        step = game.next_step(snap)
        if isinstance(step, HumanTurn):
            for edit in subject.edits(snap, rnd):
                with contextlib.suppress(IllegalEdit):  # a refused random gesture
                    snap = game.apply_edit(snap, edit)
            snap = game.end_human_turn(snap)
        elif step.kind == "prompt" and isinstance(step.question, AskFinalScore):
            return snap
        elif step.kind == "prompt":
            snap = game.answer(snap, step, subject.answer(snap, step, rnd))
        else:
            snap = game.apply_step(snap, step)
    raise AssertionError("no final scoring")


def test_the_final_scoring_figures_from_a_flag_or_words(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    snap = _at_the_final_scoring()
    path = saved(tmp_path, snap)
    code, _, err = run(capsys, "turn", str(path))
    assert code == 2 and "--final-figures" in err and "largest area" in err
    vp = snap.automa().vp
    code, lines, err = run(capsys, "turn", str(path), "--final-figures", "12,9", "--write")
    assert code == 0, err
    scored = next(line for line in lines if line.get("action", {}).get("kind") == "final_score")
    assert (scored["action"]["area_vp"], scored["action"]["science_vp"]) == (12, 9)
    assert lines[-1]["action"]["kind"] == "game_over"  # the turn ends with the game, shown not applied
    after = load_game(path).snapshot
    assert after.turn.game_over and after.automa().vp >= vp + 21
    assert run(capsys, "turn", str(path), "--final-figures", "12")[0] == 2


def test_simulate_is_deterministic_checked_and_takes_the_tables_flags(capsys: pytest.CaptureFixture[str],
                                                                     tmp_path: Path) -> None:
    outs = []
    for _ in range(2):
        assert cli.main(["simulate", "--game", GAME, "--seed", "4", "--rounds", "8", "--check"]) == 0
        outs.append(json.loads(capsys.readouterr().out))
    assert outs[0] == outs[1]
    summary = outs[0]
    assert summary["game"] == GAME and summary["bot_turns"] == 8 and summary.get("problems", []) == []
    assert {"human", "automa"} <= set(summary["scores"])
    fixed = with_changes(B, [(PLAINS[1], "desert")])
    board = save_map(fixed, tmp_path, "my board")
    code, lines, err = run(capsys, "simulate", "--game", GAME, "--seed", "2", "--rounds", "3", "--check", "--level", "5",
                           "--faction", "druids", "--terrain", "forest", "--automa-terrain", "swamp",
                           "--board", str(board), "--physical-deck")
    assert code == 0, err
    assert lines[0]["problems"] == [] and lines[0]["bot_turns"] == 3
    bad = tmp_path / "broken.json"
    bad.write_text("{", encoding="utf-8")
    code, _, err = run(capsys, "simulate", "--game", GAME, "--board", str(bad))
    assert code == 2 and "map.not_json" in err


def test_validate_an_aoi_save_and_refuse_an_impossible_one(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    good = saved(tmp_path, demo_game())
    assert cli.main(["validate", str(good)]) == 0
    assert GAME in capsys.readouterr().out
    data = json.loads(good.read_text(encoding="utf-8"))
    snap = data["history"][0]["snapshot"]
    river = next(c[0] for c in snap["board"]["cells"] if c[1] == "river")
    snap["buildings"].append({"hex": river, "owner": "human", "kind": "guild", "marked": False})
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(capsys, "validate", str(bad))
    assert code == 2 and "river hex" in err and "bad.json" in err

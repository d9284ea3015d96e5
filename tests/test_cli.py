"""The `tablebot` command: headless turn, simulate, validate, schema, and the GUI dispatch."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import types
from pathlib import Path
from typing import Any

import pytest

from tablebot import cli
from tablebot.core.save import SavedGame, load_game, save_game, save_schema
from tablebot.games.registry import game_rules
from tablebot.games.root import edits

from .cli_runs import run

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ROOT / "tests" / "data" / "scenarios"
EXAMPLE = SCENARIOS / "marquise_example.json"
RULES = game_rules("root")


@pytest.fixture
def removal_save(tmp_path: Path) -> Path:
    """The demo game with an Alliance base beside its sympathy in clearing 5: a rabbit order makes
    the bot battle there, and one hit leaves the Alliance to choose which piece it loses."""
    snap = RULES.apply_edit(RULES.demo_game(), edits.AddPiece(faction="alliance", piece="base_rabbit", place=5))
    path = tmp_path / "removal.json"
    save_game(path, SavedGame.start("root", snap))
    return path


# -- turn ----------------------------------------------------------------------------------------
def test_turn_prints_the_rulebook_example_turn(capsys: pytest.CaptureFixture[str]) -> None:
    """Law of Rootbotics section 4 example: Keep in corner 1, order card Root Tea (fox)."""
    code, lines, err = run(capsys, "turn", str(EXAMPLE), "--order", "Root Tea (fox)")
    assert code == 0, err
    prompt, *steps = lines
    assert prompt["prompt"] == {"kind": "order_card", "purpose": "birdsong"}
    assert prompt["answer"]["card"] == {"name": "Root Tea", "suit": "fox", "item": None}
    assert [s["action"]["kind"] for s in steps] == [
        "craft", "nothing", "place", "build", "nothing", "nothing", "score", "discard", "end_turn"]
    assert all(s["actor"] == "marquise" and s["reasons"] for s in steps)
    craft, battle, place, build, move, expand, score, discard, _ = steps
    assert craft["action"]["item"] == "tea" and craft["action"]["vp"] == 1
    assert battle["reasons"][0]["code"] == "battle.ordered.none"
    assert place["action"]["targets"] == [[1, 1], [6, 1], [8, 1], [12, 1]]
    assert build["action"] == {"kind": "build", "faction": "marquise", "piece": "sawmill", "clearing": 6}
    assert {"rule": "2.3", "code": "retry.no_free_slot", "params": {"clearing": 1}} in build["reasons"]
    assert move["reasons"][0]["code"] == "move.none_over_three"
    assert expand["reasons"][0]["code"] == "expand.built"
    assert score["action"]["vp"] == 1
    assert discard["action"]["card"]["name"] == "Root Tea (fox)"


def test_turn_output_matches_the_golden_file(capsys: pytest.CaptureFixture[str]) -> None:
    """Byte for byte, so any change in steps or reasons shows up as a reviewable diff. After an
    intended engine change, regenerate:
    tablebot turn tests/data/scenarios/marquise_example.json --order "Root Tea (fox)" \\
        > tests/data/scenarios/marquise_example.turn.jsonl
    """
    assert cli.main(["turn", str(EXAMPLE), "--order", "Root Tea (fox)"]) == 0
    golden = (SCENARIOS / "marquise_example.turn.jsonl").read_text(encoding="utf-8")
    assert capsys.readouterr().out == golden


def test_order_by_suit_and_item_gives_the_same_turn(capsys: pytest.CaptureFixture[str]) -> None:
    _, by_name, _ = run(capsys, "turn", str(EXAMPLE), "--order", "Root Tea (fox)")
    code, by_suit, err = run(capsys, "turn", str(EXAMPLE), "--order-suit", "fox", "--order-item", "tea")
    assert code == 0, err
    assert [line.get("action") for line in by_suit] == [line.get("action") for line in by_name]


def test_missing_order_card_exits_2_with_a_clear_message(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, err = run(capsys, "turn", str(EXAMPLE))
    assert code == 2 and lines == []
    assert "order card" in err and "--order" in err


def test_unknown_card_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "turn", str(EXAMPLE), "--order", "Dragon Hoard (fox)")
    assert code == 2 and "Dragon Hoard" in err
    code, _, err = run(capsys, "turn", str(EXAMPLE), "--order", "Root Tea")
    assert code == 2 and "ambiguous" in err


def test_missing_dice_then_dice_then_roll(capsys: pytest.CaptureFixture[str], removal_save: Path) -> None:
    code, lines, err = run(capsys, "turn", str(removal_save), "--order", "Cobbler (rabbit)")
    assert code == 2 and "--dice" in err and "clearing 5" in err
    assert lines[-1]["action"]["kind"] == "nothing"  # it got as far as the battle, then asked

    # 3,3: the human Alliance defends with Guerrilla War (the attacker takes the lower die).
    code, lines, err = run(capsys, "turn", str(removal_save), "--order", "Cobbler (rabbit)", "--dice", "3,3")
    assert code == 0, err
    battle = next(line for line in lines if line.get("action", {}).get("kind") == "battle")
    assert battle["action"]["dice"] == [3, 3] and not battle["action"]["rolled_by_app"]

    code, lines, err = run(capsys, "turn", str(removal_save), "--order", "Cobbler (rabbit)", "--roll")
    assert code == 0, err
    battle = next(line for line in lines if line.get("action", {}).get("kind") == "battle")
    assert battle["action"]["rolled_by_app"]


def test_removal_choice_comes_from_the_answers_file(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                   removal_save: Path) -> None:
    code, _, err = run(capsys, "turn", str(removal_save), "--order", "Cobbler (rabbit)", "--dice", "0,0")
    assert code == 2 and "alliance must choose" in err and "base_rabbit" in err

    answers = tmp_path / "answers.json"
    answers.write_text(json.dumps([
        {"kind": "order_card", "card": {"name": "Cobbler", "suit": "rabbit"}},
        {"kind": "dice", "dice": [0, 0]},
        {"kind": "removal", "choice": [["sympathy", 1]]},
    ]))
    code, lines, err = run(capsys, "turn", str(removal_save), "--answers", str(answers))
    assert code == 0, err
    removal = next(line for line in lines if line.get("prompt", {}).get("kind") == "removal")
    assert removal["answer"] == {"kind": "removal", "choice": [["sympathy", 1]]}
    battle = next(line for line in lines if line.get("action", {}).get("kind") == "battle")
    assert battle["action"]["removals"] == [{"faction": "alliance", "piece": "sympathy", "clearing": 5, "count": 1}]


def test_bad_answers_file_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    answers = tmp_path / "answers.json"
    answers.write_text(json.dumps([{"kind": "dice", "dice": [1, 2, 3]}]))
    code, _, err = run(capsys, "turn", str(EXAMPLE), "--answers", str(answers))
    assert code == 2 and "answer 0" in err


def test_write_appends_the_turn_to_the_history(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(EXAMPLE.read_bytes())
    code, lines, err = run(capsys, "turn", str(path), "--order", "Root Tea (fox)", "--write")
    assert code == 0, err
    game = load_game(path)
    assert len(game.history) == 1 + len(lines) and game.index == len(lines)
    assert game.snapshot.current_faction().id == "eyrie"
    assert game.snapshot.faction("marquise").vp == 2
    # The next turn is the human's: the command says so and stops.
    code, lines, _ = run(capsys, "turn", str(path))
    assert code == 0 and lines == [{"actor": "eyrie", "human_turn": True}]


def test_bad_file_exits_2_and_is_left_alone(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    content = EXAMPLE.read_bytes()[:500]
    path.write_bytes(content)
    code, lines, err = run(capsys, "turn", str(path), "--order", "Root Tea (fox)", "--write")
    assert code == 2 and lines == []
    assert "save.not_json" in err and str(path) in err
    assert path.read_bytes() == content

    code, _, err = run(capsys, "validate", str(path))
    assert code == 2 and "save.not_json" in err


def test_validate_ok(capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(["validate", str(ROOT / "tests" / "data" / "saves" / "v1_demo.json")])
    out = capsys.readouterr().out
    assert code == 0 and out.startswith("OK:") and "6 history entries" in out


def test_schema_command_prints_the_committed_schema(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["schema"]) == 0
    assert json.loads(capsys.readouterr().out) == save_schema("root")


def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["turn"]) == 2
    assert cli.main(["turn", str(EXAMPLE), "--dice", "seven"]) == 2
    assert cli.main(["turn", str(EXAMPLE), "--order-item", "tea"]) == 2
    assert cli.main(["simulate", "--humans", "dragons"]) == 2
    capsys.readouterr()


# -- simulate ------------------------------------------------------------------------------------
def test_simulate_is_deterministic_for_a_seed(capsys: pytest.CaptureFixture[str]) -> None:
    outputs = []
    for seed in (5, 5, 6):
        assert cli.main(["simulate", "--seed", str(seed), "--rounds", "4"]) == 0
        outputs.append(capsys.readouterr().out)
    assert outputs[0] == outputs[1]
    assert outputs[0] != outputs[2]
    summary = json.loads(outputs[0])
    assert summary["rounds"] == 4 and summary["bot_turns"] == 4
    assert summary["steps"] > 4 * 5 and summary["battles"] > 0
    assert set(summary["vp"]) == {"marquise", "eyrie", "alliance"}


@pytest.mark.parametrize("humans,difficulty", [("", "easy"), ("vagabond", "nightmare"),
                                               ("eyrie,alliance,vagabond", "challenging")])
def test_simulate_other_tables(capsys: pytest.CaptureFixture[str], humans: str, difficulty: str) -> None:
    assert cli.main(["simulate", "--seed", "2", "--rounds", "3", "--humans", humans,
                     "--difficulty", difficulty]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["bot_turns"] == 3 and summary["humans"] == [h for h in humans.split(",") if h]


# -- Qt stays out of the headless commands; the GUI commands reach tablebot.app ------------------
def test_headless_commands_do_not_import_qt(tmp_path: Path) -> None:
    script = textwrap.dedent(f"""
        import runpy, sys
        codes = []
        for argv in (["turn", {str(EXAMPLE)!r}, "--order", "Root Tea (fox)"],
                     ["simulate", "--rounds", "2"], ["validate", {str(EXAMPLE)!r}], ["schema"]):
            sys.argv = ["tablebot", *argv]
            try:
                runpy.run_module("tablebot", run_name="__main__")
            except SystemExit as exc:
                codes.append(exc.code)
        qt = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6")))
        print("RESULT", codes, qt, file=sys.stderr)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False)
    result = done.stderr.strip().splitlines()[-1]
    assert result == "RESULT [0, 0, 0, 0] []", done.stderr


def test_gui_entry_points_are_dispatched_to_app(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, tuple[Any, ...]]] = []
    fake = types.ModuleType("tablebot.app")
    fake.run = lambda argv: calls.append(("run", (argv,))) or 0  # type: ignore[attr-defined]
    fake.screenshot = lambda path: calls.append(("screenshot", (path,))) or 0  # type: ignore[attr-defined]
    fake.self_test = lambda: calls.append(("self_test", ())) or 3  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "tablebot.app", fake)
    assert cli.main([]) == 0
    assert cli.main(["--screenshot", "shot.png"]) == 0
    assert cli.main(["--self-test"]) == 3
    assert calls == [("run", ([],)), ("screenshot", ("shot.png",)), ("self_test", ())]


# -- packaging -----------------------------------------------------------------------------------
def test_deploy_spec_is_relative_and_points_at_real_files() -> None:
    """pyside6-deploy reads the spec with configparser and resolves its paths from packaging/;
    a moved file or an absolute path from someone's machine would only show in a release build."""
    import configparser
    import shlex

    packaging = ROOT / "packaging"
    spec = configparser.ConfigParser()
    spec.read(packaging / "pysidedeploy.spec", encoding="utf-8")
    app = spec["app"]
    assert (packaging / app["input_file"]).is_file()
    assert (packaging / app["project_dir"]).resolve() == packaging
    assert app["exec_directory"] != "deployment"  # pyside6-deploy deletes its build folder
    args = shlex.split(spec["nuitka"]["extra_args"])
    data = dict(a.removeprefix("--include-data-dir=").split("=") for a in args if a.startswith("--include-data-dir="))
    assert data == {"../maps": "maps", "../resources": "resources"}
    for source in data:
        assert (packaging / source).is_dir()
    assert "--include-package=tablebot" in args
    for section in spec.sections():
        for key, value in spec[section].items():
            assert not value.startswith(("/", "C:\\")), f"absolute path in [{section}] {key}"
    entry = (packaging / app["input_file"]).read_text(encoding="utf-8")
    assert "from tablebot.cli import main" in entry

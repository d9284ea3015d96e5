"""`tablebot turn` plays an Expeditions Automa turn that asks the table (the card drawn, the explored
tile), answered from --answers JSON like any game's questions."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tablebot import cli
from tablebot.core.save import SavedGame, load_game, save_game
from tablebot.gui.expeditions import reasons as words

from .scenario import board, loc

FACE_DOWN = loc(map_token=True, up=False)


def _save(tmp_path: Path) -> Path:
    """Physical deck, the Automa to play, 1 glory at Basecamp: card 1 sends the North mech to
    explore its own face-down location (map token, needs 1 glory), so the turn asks for the card
    and then for the tile."""
    snap = board(north=tuple(FACE_DOWN for _ in range(7)), glory=1, physical=True)
    path = tmp_path / "expeditions.json"
    save_game(path, SavedGame.start("expeditions", snap))
    return path


def _answers(tmp_path: Path, items: list[dict[str, Any]]) -> Path:
    path = tmp_path / "answers.json"
    path.write_text(json.dumps(items), encoding="utf-8")
    return path


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[dict[str, Any]], str]:
    code = cli.main(list(argv))
    out = capsys.readouterr()
    return code, [json.loads(line) for line in out.out.splitlines() if line.startswith("{")], out.err


def test_turn_answers_the_card_and_the_tile_from_the_answers_file(capsys: pytest.CaptureFixture[str],
                                                                 tmp_path: Path) -> None:
    save = _save(tmp_path)
    answers = _answers(tmp_path, [{"kind": "card", "card": 1}, {"kind": "tile", "tile": 7, "corruption": [3, 4]}])
    code, lines, err = _run(capsys, "turn", str(save), "--answers", str(answers), "--write")
    assert code == 0, err
    prompts = [line for line in lines if "prompt" in line]
    assert [p["prompt"]["kind"] for p in prompts] == ["card", "tile"]
    assert prompts[1]["answer"] == {"kind": "tile", "tile": 7, "corruption": [3, 4]}
    explore = next(line for line in lines if line.get("action", {}).get("kind") == "explore")
    assert explore["actor"] == "automa" and explore["action"]["dest"] == {"region": "north", "slot": 0}
    assert lines[-1]["action"]["kind"] == "end_turn"
    assert "not needed" not in err
    # What the table answered is on the board the save now holds.
    saved = load_game(save)
    after = saved.snapshot
    assert after.north[0].tile == 7 and after.north[0].corruption == (3, 4) and after.map_tokens == 1
    # The history names what was answered in the words the app has for it ("The table entered: {kind}").
    answered = [e.label for e in saved.history if e.label.code == "history.answer"]
    assert [a.as_dict() for a in answered] == [{"kind": "card"}, {"kind": "tile"}]
    assert "The table entered: the explored tile" in [words.reason_text(a) for a in answered]


def test_a_missing_tile_answer_says_how_to_give_it(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    save = _save(tmp_path)
    code, _, err = _run(capsys, "turn", str(save), "--answers", str(_answers(tmp_path, [{"kind": "card", "card": 1}])))
    assert code == 2
    assert '"kind": "tile"' in err and "corruption" in err and "--answers" in err


def test_an_answer_of_another_game_is_refused_not_a_crash(capsys: pytest.CaptureFixture[str],
                                                          tmp_path: Path) -> None:
    code, _, err = _run(capsys, "turn", str(_save(tmp_path)),
                        "--answers", str(_answers(tmp_path, [{"kind": "dice", "dice": [1, 2]}])))
    assert code == 2 and "answer 0" in err

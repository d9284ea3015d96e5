"""Review: the final scoring's figures given by an answers file to `tablebot turn`. The CLI matches an
answer to a question by kind, so the answer to AskFinalScore must carry the question's kind
(KONIEC GRY I OSTATECZNA PUNKTACJA)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tablebot.core.save import load_game
from tablebot.games.age_of_innovation.actions import AskFinalScore, FinalFiguresAnswer

from ...test_aoi_cli import _at_the_final_scoring, run, saved


def test_the_answer_to_the_final_scoring_has_the_questions_kind() -> None:
    assert FinalFiguresAnswer(area_vp=1, science_vp=2).kind == AskFinalScore.model_fields["kind"].default


def test_an_answers_file_gives_the_final_figures(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    snap = _at_the_final_scoring()
    path = saved(tmp_path, snap)
    vp = snap.automa().vp
    answers = tmp_path / "answers.json"
    answers.write_text(json.dumps([{"kind": "final_score", "area_vp": 18, "science_vp": 4}]), encoding="utf-8")
    code, lines, err = run(capsys, "turn", str(path), "--answers", str(answers), "--write")
    assert code == 0, err
    scored = next(line for line in lines if line.get("action", {}).get("kind") == "final_score")
    assert (scored["action"]["area_vp"], scored["action"]["science_vp"]) == (18, 4)
    after = load_game(path).snapshot
    assert after.turn.game_over and after.automa().vp >= vp + 22


def test_the_game_over_step_has_one_owner_game_py() -> None:
    """KONIEC GRY: after the final scoring game.py proposes the GameOver step (with the winners); the
    Automa's module proposes nothing more."""
    from tablebot.games.age_of_innovation import automa, game
    from tablebot.games.age_of_innovation.actions import GameOver

    from .bot_tables import game as new_bot_game
    from .bot_tables import play_to_the_end

    end, _ = play_to_the_end(new_bot_game(seed=11, level=2))
    assert end.turn.game_over
    assert automa.next_step(end) is None
    over = game.next_step(end)
    assert isinstance(over.action, GameOver)  # type: ignore[union-attr]
    assert over.reasons[0].code == "game.over"  # type: ignore[union-attr]


def test_your_largest_area_from_a_flag_or_an_answers_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    snap = _at_the_final_scoring()
    path = saved(tmp_path, snap)
    code, lines, err = run(capsys, "turn", str(path), "--final-areas", "0")
    assert code == 0, err
    scored = next(line for line in lines if line.get("action", {}).get("kind") == "final_score")
    assert scored["action"]["area_vp"] == 18  # your area 0: the Automa's is the largest
    assert scored["reasons"][0]["code"] == "bot.final_ranked"
    answers = tmp_path / "answers.json"
    answers.write_text(json.dumps([{"kind": "final_score", "your_areas": [99]}]), encoding="utf-8")
    code, lines, err = run(capsys, "turn", str(path), "--answers", str(answers))
    assert code == 0, err
    scored = next(line for line in lines if line.get("action", {}).get("kind") == "final_score")
    assert scored["action"]["area_vp"] == 12
    assert run(capsys, "turn", str(path), "--final-areas", "x")[0] == 2


def test_the_history_names_the_areas_you_entered() -> None:
    from tablebot.games.age_of_innovation.history import answer_label

    label = answer_label(FinalFiguresAnswer(your_areas=(7,)), None)
    assert label is not None and label.code == "history.answer.final_standings"
    assert label.as_dict()["areas"] == (7,)

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

"""The soak (bench/soak.py, `make soak`): a crash inside the conformance harness's `play` is a
problem of its seed, and the run goes on to the next seed."""

from __future__ import annotations

import dataclasses
import importlib.util
import sys
from pathlib import Path

from tablebot.games import conformance

SUBJECTS = {s.name: s for s in conformance.subjects()}


def _soak_module():
    path = Path(__file__).resolve().parents[1] / "bench" / "soak.py"
    spec = importlib.util.spec_from_file_location("soak", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["soak"] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def _crashing(subject: conformance.Subject) -> conformance.Subject:
    def answer(snap, prompt, rnd):
        raise KeyError("no answer")
    return dataclasses.replace(subject, answer=answer)


def test_a_crash_in_play_is_a_problem_with_its_seed_not_an_exception():
    report = conformance.play(_crashing(SUBJECTS["root:vagabot"]), 3, 2)
    assert report.crash is not None and "KeyError" in report.crash
    assert len(report.problems) == 1 and report.problems[0].startswith("crash after")
    assert "KeyError" in report.problems[0] and "test_soak.py" in report.problems[0]


def test_soak_goes_on_after_a_crash_and_names_the_seeds():
    soak = _soak_module()
    tally = soak.soak(_crashing(SUBJECTS["root:electric_eyrie"]), 0.5, 100, 2)
    assert tally.games >= 2
    assert [seed for seed, _ in tally.crashes] == list(range(100, 100 + tally.games))
    lines = soak.summary(tally, 0.5)
    assert f"{tally.games} crashes" in lines[0] and "seed 100: crash after" in lines[1]


def test_soak_command_line_one_bot(capsys):
    soak = _soak_module()
    assert soak.main(["--minutes", "0.01", "--bot", "automa", "--seed", "7", "--turns", "2"]) == 0
    out = capsys.readouterr().out
    assert "seeds from 7" in out and "expeditions:automa:" in out and "0 problems, 0 crashes" in out
    assert "root:" not in out

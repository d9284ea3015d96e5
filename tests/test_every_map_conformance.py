"""Every Root bot plays every map (issue 12): the conformance harness (games/conformance.py) on
Winter, Lake and Mountain, seeded and bounded (Autumn is tests/test_conformance.py). After every
change the snapshot is consistent and round-trips JSON; on the Lake a step that takes the ferry
leaves it where the crossing ended and scores its VP (12.1.1)."""

from __future__ import annotations

import random
from functools import cache

import pytest

from tablebot.games import conformance
from tablebot.games.root import conformance as root_conformance
from tablebot.games.root.board import MAPS
from tablebot.games.root.bots import available_bots

OTHER_MAPS = tuple(m for m in MAPS if m != "autumn")
SUBJECTS = [s for m in OTHER_MAPS for s in root_conformance.root_subjects(m)]
SEEDS = (0, 1)
BOT_TURNS = 8


@cache
def _played(name: str, seed: int) -> conformance.Report:
    subject = next(s for s in SUBJECTS if s.name == name)
    return conformance.play(subject, seed, bot_turns=BOT_TURNS)


def test_every_map_has_every_root_bot_as_a_subject():
    names = {s.name for s in conformance.every_map_subjects()}
    assert {f"root:{b}" + ("" if m == "autumn" else f"@{m}") for b in available_bots() for m in MAPS} <= names
    lake = root_conformance.root_subjects("lake")[0].new_game(4, random.Random(4))
    assert lake.map_id == "lake" and lake.ferry == 1 and len(lake.suits) == 12


@pytest.mark.parametrize("subject", SUBJECTS, ids=lambda s: s.name)
@pytest.mark.parametrize("seed", SEEDS)
def test_every_map_random_games_stay_consistent(subject, seed):
    report = _played(subject.name, seed)
    assert report.problems == []
    assert report.bot_turns >= 1 and report.steps > 0


def test_every_map_lake_bots_cross_on_the_ferry():
    """The bots that move (Marquise, Eyrie, Duchy, Corvids, Vagabot, and any with Riverboats) meet
    the ferry's links in random games on the Lake and take them."""
    crossings = sum(_played(s.name, seed).codes["ferry.bot_crossing"]
                    for s in SUBJECTS if s.board == "lake" for seed in SEEDS)
    assert crossings > 0


def test_every_map_lake_undo_to_start_and_redo_to_end_through_the_session(qtbot):
    """The app's history on the Lake: every edit, answer and confirmed step (ferry crossings, the
    ferry's own moves among them) undoes back to the start and redoes to the same end."""
    from tablebot.controller.session import Session
    from tablebot.games.registry import game_rules

    from .test_conformance import _drive

    subject = next(s for s in SUBJECTS if s.name == "root:vagabot@lake")
    rnd = random.Random(1)
    start = subject.new_game(1, rnd)
    session = Session(game_rules("root"), start, autosave=False)
    seen = _drive(session, subject, rnd, bot_turns=4)
    # In these turns a human crossed on the ferry (named so in the history) and a bot sailed.
    assert "history.edit.move_by_ferry" in [label.code for label in session.history_labels()]
    steps = [session.stack.command(i).step for i in range(session.stack.count())]  # type: ignore[attr-defined]
    assert any(r.code == "ferry.bot_crossing" for step in steps if step is not None for r in step.reasons)
    assert len({s.ferry for s in seen}) >= 3
    end = session.snapshot
    count = session.stack.count()
    while session.stack.canUndo():
        session.undo()
    assert session.snapshot == start
    for _ in range(count):
        session.redo()
    assert session.snapshot == end


def test_every_map_soak_plays_the_bots_on_the_map_asked():
    import importlib.util
    import sys
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "bench" / "soak.py"
    spec = importlib.util.spec_from_file_location("soak", path)
    assert spec is not None and spec.loader is not None
    soak = importlib.util.module_from_spec(spec)
    sys.modules["soak"] = soak  # dataclasses look their module up there
    spec.loader.exec_module(soak)
    assert [s.name for s in soak.chosen("vagabot", "lake")] == ["root:vagabot@lake"]
    assert [s.name for s in soak.chosen("vagabot")] == ["root:vagabot"]
    assert len(soak.chosen("root", "all")) == 4 * len(available_bots())
    tally = soak.soak(soak.chosen("eyrie", "mountain")[0], 0.01, 3, 2)
    assert tally.subject == "root:electric_eyrie@mountain" and tally.games >= 1 and tally.problems == []

"""Session: one history entry per change, undo/redo anywhere, refusals, auto-confirmed 'nothing'
steps, autosave, save and open."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from tablebot.controller.session import MAX_AUTO_STEPS, ProposalFailed, Session
from tablebot.core import save as saves
from tablebot.core.steps import HumanTurn
from tablebot.games.registry import game_rules
from tablebot.games.root import actions as act
from tablebot.games.root import edits
from tablebot.games.root.state import OrderCard

RULES = game_rules("root")


@pytest.fixture
def session(qtbot: Any) -> Session:
    return Session(RULES, RULES.demo_game())


def fox_sword() -> act.OrderCardAnswer:
    return act.OrderCardAnswer(card=OrderCard(suit="fox", item="sword"))


def test_edit_is_one_command_and_undo_redo_swap_snapshots(session: Session) -> None:
    start = session.snapshot
    assert session.edit(edits.AddPiece(faction="eyrie", piece="warrior", place=5, count=2))
    after = session.snapshot
    assert session.stack.count() == 1
    assert after.place(5).count("eyrie", "warrior") == 2
    session.undo()
    assert session.snapshot is start
    session.redo()
    assert session.snapshot is after


def test_new_command_clears_redo(session: Session) -> None:
    session.edit(edits.AddPiece(faction="eyrie", piece="warrior", place=5))
    session.undo()
    assert session.stack.canRedo()
    session.edit(edits.SetVP(faction="eyrie", vp=5))
    assert not session.stack.canRedo()
    assert session.stack.count() == 1


def test_refused_edit_changes_nothing_and_says_why(session: Session, qtbot: Any) -> None:
    before = session.snapshot
    with qtbot.waitSignal(session.refused) as blocker:
        assert not session.edit(edits.AddPiece(faction="vagabond", piece="pawn", place=5))
    assert blocker.args[0] == "edit.faction_not_in_game"
    assert session.snapshot is before
    assert session.stack.count() == 0


def test_confirm_applies_exactly_the_proposal(session: Session) -> None:
    assert isinstance(session.proposal, act.RootPrompt)
    assert session.answer(fox_sword())
    step = session.proposal
    assert isinstance(step, act.RootStep) and step.action.kind == "craft"
    expected = RULES.apply_step(session.snapshot, step)
    assert session.confirm()
    # The craft is confirmed; the 'no battle' step after it is auto-confirmed as its own entry.
    labels = [label.code for label in session.history_labels()]
    assert labels[-2:] == ["craft.item", "battle.ordered.none"]
    assert session.stack.command(session.stack.count() - 2).after == expected
    assert session.snapshot.faction("marquise").vp == 1


def test_nothing_steps_are_separate_entries_and_undo_walks_back_one_at_a_time(session: Session) -> None:
    session.answer(fox_sword())
    session.confirm()  # craft, then auto: battle.ordered.none
    assert isinstance(session.proposal, act.RootStep) and session.proposal.action.kind == "place"
    n = session.stack.count()
    session.undo()
    # Back before the auto-confirmed step: it is proposed again and NOT re-confirmed behind our back.
    assert session.stack.count() == n and session.stack.index() == n - 1
    assert session.proposal.action.kind == "nothing"
    session.undo()
    assert session.proposal.action.kind == "craft"
    session.redo()
    session.redo()
    assert session.proposal.action.kind == "place"


def test_skip_nothing_off_leaves_the_step_to_the_player(qtbot: Any) -> None:
    s = Session(RULES, RULES.demo_game(), skip_nothing=False)
    s.answer(fox_sword())
    s.confirm()
    assert s.proposal.action.kind == "nothing"


def test_auto_confirm_cannot_loop_forever(qtbot: Any) -> None:
    """An engine that proposes Nothing for ever: the session stops after a bound."""
    demo = RULES.demo_game()
    nothing = act.RootStep(actor="marquise", action=act.Nothing())

    def apply_step(snap: Any, step: Any) -> Any:
        return snap.model_copy(update={"rng": snap.rng + 1})

    looping = dataclasses.replace(RULES, next_step=lambda snap: nothing, apply_step=apply_step, proposal=None,
                                  apply_proposal=None)
    s = Session(looping, demo)
    s.edit(edits.SetVP(faction="eyrie", vp=3))
    assert s.stack.count() == 1 + MAX_AUTO_STEPS


def test_undo_in_the_middle_of_a_bot_turn_restores_the_cursor(session: Session) -> None:
    session.answer(fox_sword())
    session.confirm()
    mid, mid_index = session.snapshot, session.stack.index()
    assert mid.turn.cursor.order is not None
    session.confirm()  # recruit
    build = session.proposal
    # Build, then no move, no expand, and the Evening's bookkeeping (score, discard, end): one step.
    assert [p.kind for p in build.action.parts] == ["build", "score", "discard", "end_turn"]
    session.confirm()
    assert isinstance(session.proposal, HumanTurn)
    pushed = session.stack.index() - mid_index
    assert pushed == 2
    session.undo()  # the merged step walks back as one
    assert session.proposal == build
    session.undo()
    assert session.snapshot == mid
    assert session.proposal.action.kind == "place"


def test_whole_bot_turn_then_human_turn(session: Session) -> None:
    session.answer(fox_sword())
    for _ in range(20):
        if not session.confirm():
            break
    assert isinstance(session.proposal, HumanTurn)
    assert session.end_human_turn()
    assert session.snapshot.turn.seat == 2


def test_edit_mid_turn_replans(session: Session) -> None:
    session.answer(fox_sword())
    session.confirm()
    assert session.proposal.action.kind == "place"
    # The Eyrie moves into fox clearing 8 (by the table): the recruit now skips a clearing it no longer rules.
    session.edit(edits.AddPiece(faction="eyrie", piece="warrior", place=8, count=3))
    step = session.proposal
    assert step.action.kind == "place"
    assert 8 not in [c for c, _ in step.action.targets]


def test_engine_failure_becomes_a_proposal_not_a_crash(qtbot: Any) -> None:
    def broken(snap: Any) -> Any:
        raise RuntimeError("bug")

    s = Session(dataclasses.replace(RULES, next_step=broken, proposal=broken), RULES.demo_game())
    assert isinstance(s.proposal, ProposalFailed)
    assert not s.confirm()


def test_autosave_after_every_change(session: Session, qtbot: Any, tablebot_home: Path) -> None:
    with qtbot.waitSignal(session.autosaved):
        session.edit(edits.SetVP(faction="eyrie", vp=4))
    saved = saves.load_game(saves.autosave_path())
    assert saves.autosave_path().parent == tablebot_home
    assert saved.snapshot.faction("eyrie").vp == 4
    with qtbot.waitSignal(session.autosaved):
        session.undo()
    assert saves.load_game(saves.autosave_path()).index == 0


def test_autosave_is_written_once_per_gesture(session: Session, qtbot: Any) -> None:
    """Confirm + its auto-confirmed 'nothing' step push two entries; the file is written once."""
    session.answer(fox_sword())
    session.flush_autosave()
    writes: list[str] = []
    session.autosaved.connect(writes.append)
    with qtbot.waitSignal(session.autosaved):
        session.confirm()
    qtbot.wait(0)
    assert session.history_labels()[-1].code == "battle.ordered.none"
    assert len(writes) == 1
    assert saves.load_game(saves.autosave_path()).index == session.stack.index()


def test_flush_writes_a_pending_autosave_at_once(session: Session) -> None:
    session.edit(edits.SetVP(faction="eyrie", vp=6))
    session.flush_autosave()
    assert saves.load_game(saves.autosave_path()).snapshot.faction("eyrie").vp == 6


def test_save_and_open_round_trip_with_redo(session: Session, tmp_path: Path, qtbot: Any) -> None:
    session.answer(fox_sword())
    session.confirm()
    session.confirm()
    session.undo()
    path = tmp_path / "game.json"
    assert session.save_to(path)
    labels = session.history_labels()
    snap, index, count = session.snapshot, session.stack.index(), session.stack.count()
    other = Session(RULES, RULES.demo_game())
    assert other.open(path)
    assert other.snapshot == snap
    assert (other.stack.index(), other.stack.count()) == (index, count)
    assert other.history_labels() == labels
    other.redo()
    assert other.proposal.action.parts[0].kind == "build"  # the build, with the Evening merged


@pytest.mark.parametrize("content", [b"", b"not json at all", b'{"format": "something-else", "version": 1}'])
def test_bad_file_is_refused_and_nothing_changes(session: Session, tmp_path: Path, qtbot: Any,
                                                 content: bytes) -> None:
    session.edit(edits.SetVP(faction="eyrie", vp=4))
    before, count = session.snapshot, session.stack.count()
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with qtbot.waitSignal(session.refused) as blocker:
        assert not session.open(path)
    assert blocker.args[0].startswith("save.")
    assert session.snapshot is before and session.stack.count() == count
    assert path.read_bytes() == content


def test_background_writer_keeps_only_the_newest(tmp_path: Path) -> None:
    from tablebot.controller.autosave import AutosaveWriter

    written: list[str] = []
    writer = AutosaveWriter(lambda: written.append)
    demo = RULES.demo_game()
    path = tmp_path / "auto.json"
    for vp in range(1, 30):
        snap = RULES.apply_edit(demo, edits.SetVP(faction="eyrie", vp=vp))
        writer.submit(path, saves.SavedGame.start("root", snap))
    assert writer.flush(timeout=30)
    assert saves.load_game(path).snapshot.faction("eyrie").vp == 29
    assert 1 <= len(written) < 29  # requests that waited were replaced, not queued
    writer.close()


def test_autosaved_signal_arrives_on_the_gui_thread(session: Session, qtbot: Any) -> None:
    import threading

    threads: list[str] = []
    session.autosaved.connect(lambda _p: threads.append(threading.current_thread().name))
    with qtbot.waitSignal(session.autosaved):
        session.edit(edits.SetVP(faction="eyrie", vp=4))
    qtbot.waitUntil(lambda: bool(threads))
    assert threads[0] == threading.main_thread().name

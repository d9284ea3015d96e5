"""The game's face: whose turn it is, stale steps refused, the end of the game (KONEC HRY: the base
game's, everyone's 5th income turn), played through whole seeded games."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tablebot.core.steps import EngineError, HumanTurn, IllegalEdit
from tablebot.games.tapestry import game
from tablebot.games.tapestry.actions import GameOver, TapestryPrompt, TapestryStep
from tablebot.games.tapestry.conformance import random_answer, random_edits, subjects
from tablebot.games.tapestry.edits import SetVP, TakeIncome
from tablebot.games.tapestry.setup import GameConfig, new_game
from tablebot.games.tapestry.state import TapestrySnapshot
from tablebot.games.tapestry.validate import problems


def bots_turn(snap: TapestrySnapshot, rnd: random.Random) -> TapestrySnapshot:
    """Confirm the bots' steps (answering their questions) until the seat comes back or the game ends."""
    for _ in range(300):
        step = game.next_step(snap)
        if isinstance(step, HumanTurn) or (isinstance(step, TapestryStep) and isinstance(step.action, GameOver)):
            return snap
        if isinstance(step, TapestryPrompt):
            snap = game.answer(snap, step, random_answer(snap, step, rnd))
        else:
            snap = game.apply_step(snap, step)
        if snap.turn.seat == "human":
            return snap
    raise AssertionError("the bots' turn does not end")


def test_your_turn_then_the_bots_and_back() -> None:
    snap = new_game(GameConfig(seed=3))
    assert isinstance(game.next_step(snap), HumanTurn)
    snap = game.end_human_turn(game.apply_edit(snap, TakeIncome()))
    assert (snap.turn.seat, snap.turn.number, snap.turn.cursor) == ("bots", 2, None)
    first = game.next_step(snap)
    assert isinstance(first, TapestryStep) and first.actor == "bots"
    with pytest.raises(IllegalEdit) as err:
        game.end_human_turn(snap)
    assert err.value.code == "turn.not_human"
    snap = bots_turn(snap, random.Random(1))
    assert snap.turn.seat == "human" and snap.turn.number == 3 and snap.automa.income_turns == 1


def test_the_bots_first_when_the_table_says_so() -> None:
    snap = new_game(GameConfig(seed=3, first="bots"))
    step = game.next_step(snap)
    assert isinstance(step, TapestryStep) and step.actor == "bots"


def test_a_stale_step_is_refused() -> None:
    snap = new_game(GameConfig(seed=3, first="bots"))
    step = game.next_step(snap)
    assert isinstance(step, TapestryStep)
    after = game.apply_step(snap, step)
    with pytest.raises(IllegalEdit) as err:
        game.apply_step(after, step)
    assert err.value.code == "step.stale"


def play(seed: int, human_income_every: int) -> list[tuple[str, TapestrySnapshot]]:
    """A whole game: you take an income turn every `human_income_every` turns (and your first), the
    bots play theirs; every snapshot after each turn, with whose turn it was."""
    rnd = random.Random(seed)
    snap = new_game(GameConfig(seed=seed, level=1 + seed % 6, automa_die="science",
                               second_civilization="Explorers" if seed % 6 == 5 else None))
    seen: list[tuple[str, TapestrySnapshot]] = []
    turns = 0
    for _ in range(400):
        step = game.next_step(snap)
        if isinstance(step, TapestryStep) and isinstance(step.action, GameOver):
            return seen
        if isinstance(step, HumanTurn):
            turns += 1
            if snap.human.income_turns < 5 and (turns - 1) % human_income_every == 0:
                snap = game.apply_edit(snap, TakeIncome())
            snap = game.end_human_turn(snap)
            seen.append(("human", snap))
        else:
            snap = bots_turn(snap, rnd)
            seen.append(("bots", snap))
        assert problems(snap) == []
    raise AssertionError("no end")


def test_the_game_ends_after_your_5th_income_turn_and_theirs() -> None:
    history = play(seed=1, human_income_every=3)
    last = history[-1][1]
    assert last.human.income_turns == 5 and last.automa.income_turns == 5
    over = game.next_step(last)
    assert isinstance(over, TapestryStep) and isinstance(over.action, GameOver)
    assert over.reasons[0].code == "game.over" and over.reasons[0].rule == "game-end"
    assert (over.action.human_vp, over.action.automa_vp) == (last.human.vp, last.automa.vp)
    with pytest.raises(IllegalEdit) as err:
        game.apply_step(last, over)
    assert err.value.code == "game.over"
    with pytest.raises(IllegalEdit):
        game.end_human_turn(last)


def test_the_bots_play_on_alone_once_you_are_done() -> None:
    history = play(seed=2, human_income_every=1)  # you rush through your eras
    done_at = next(i for i, (who, s) in enumerate(history) if who == "human" and s.human.income_turns == 5)
    after = [who for who, _ in history[done_at + 1:]]
    assert after and set(after) == {"bots"}
    assert history[-1][1].automa.income_turns == 5


def test_you_play_on_alone_once_the_bots_are_done() -> None:
    history = play(seed=4, human_income_every=12)  # the bots finish first
    bots_done = next(i for i, (_, s) in enumerate(history) if s.automa.income_turns == 5 and s.turn.seat == "human")
    after = history[bots_done + 1:]
    assert after and {who for who, _ in after} == {"human"}
    numbers = [s.turn.number for _, s in after]
    assert numbers == sorted(numbers) and len(set(numbers)) == len(numbers)
    assert after[-1][1].human.income_turns == 5


@pytest.mark.parametrize("seed", range(6))
def test_random_tables_play_to_the_end_consistent_at_every_change(seed: int) -> None:
    subject = subjects()[0]
    rnd = random.Random(seed)
    snap: Any = subject.new_game(seed, rnd)
    for _ in range(3000):
        step = game.next_step(snap)
        if isinstance(step, HumanTurn):
            for edit in random_edits(snap, rnd):
                try:
                    snap = game.apply_edit(snap, edit)
                except EngineError:
                    continue
            snap = game.end_human_turn(snap)
        elif isinstance(step, TapestryPrompt):
            snap = game.answer(snap, step, random_answer(snap, step, rnd))
        elif isinstance(step.action, GameOver):
            break
        else:
            snap = game.apply_step(snap, step)
        assert problems(snap) == []
    else:
        raise AssertionError("no end")
    assert game.game_over(snap) and snap.human.income_turns == 5 and snap.automa.income_turns == 5


def test_an_edit_on_the_bots_seat_still_mirrors_the_table() -> None:
    snap = game.end_human_turn(game.apply_edit(new_game(GameConfig(seed=3)), TakeIncome()))
    assert game.apply_edit(snap, SetVP(side="human", vp=4)).human.vp == 4

"""KONEC HRY: whole games at every level, in app mode and with the physical deck, end after the bots'
5th income turn with final scores; only you or the Automa can win. Each snapshot survives a JSON
round trip."""

from __future__ import annotations

import pytest

from tablebot.games.tapestry import automa
from tablebot.games.tapestry.actions import (
    AskPair,
    AskPriority,
    DieAnswer,
    EndTurn,
    PairAnswer,
    PriorityAnswer,
    TapestryPrompt,
)
from tablebot.games.tapestry.cards import PROGRESS_CARDS
from tablebot.games.tapestry.state import BotCursor, TapestrySnapshot

from .bot_tables import game


def _your_turn(snap: TapestrySnapshot) -> TapestrySnapshot:
    """You take an income turn every 4th turn of yours (the bots never look at anything else you do)."""
    human = snap.human
    if snap.turn.number % 8 == 0 and human.income_turns < 5:
        human = human.model_copy(update={"income_turns": human.income_turns + 1})
    turn = snap.turn.model_copy(update={"seat": "bots", "number": snap.turn.number + 1})
    return snap.model_copy(update={"human": human, "turn": turn})


def _answer(snap: TapestrySnapshot, prompt: TapestryPrompt) -> TapestrySnapshot:
    q = prompt.question
    if isinstance(q, AskPair):
        first, second = automa.pair_options(snap)[:2]
        return automa.answer(snap, prompt, PairAnswer(track_card=first, priority_card=second))
    if isinstance(q, AskPriority):
        card = next(c for c in PROGRESS_CARDS if c not in snap.deck.era_cards)
        return automa.answer(snap, prompt, PriorityAnswer(card=card))
    return automa.answer(snap, prompt, DieAnswer())


def _play_game(snap: TapestrySnapshot) -> tuple[TapestrySnapshot, int]:
    bot_turns = 0
    for _ in range(5000):
        if automa.bots_done(snap):
            return snap, bot_turns
        if snap.turn.seat == "human":
            snap = _your_turn(snap)
            continue
        s = automa.next_step(snap)
        snap = _answer(snap, s) if isinstance(s, TapestryPrompt) else automa.apply_step(snap, s)
        assert TapestrySnapshot.model_validate_json(snap.model_dump_json()) == snap
        if isinstance(s, TapestryPrompt):
            continue
        bot_turns += isinstance(s.action, EndTurn)
        assert snap.automa.vp >= 0 and all(0 <= snap.tokens(side).at(t) <= 12 for side in ("automa", "shadow")
                                           for t in ("exploration", "science", "military", "technology"))
    raise AssertionError("the game does not end")


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5, 6])
@pytest.mark.parametrize("physical", [False, True])
def test_a_whole_game_ends_after_the_bots_5th_income_turn_with_final_scores(level: int, physical: bool) -> None:
    snap = game(level=level, seed=level + 10, physical_deck=physical)
    end, bot_turns = _play_game(snap)
    assert end.automa.income_turns == 5 and bot_turns > 10
    assert end.automa.income_mat_cards == 3  # income turns 2, 3 and 4 each covered a column
    human, bot, winner = automa.final_scores(end)
    assert (human, bot) == (end.human.vp, end.automa.vp) and bot > 0 and winner == "automa"
    # the bots take no more turns
    again = end.model_copy(update={"turn": end.turn.model_copy(update={"seat": "bots"})})
    step = automa.next_step(again)
    assert isinstance(step, TapestryPrompt) is False and step.action == EndTurn()


def test_only_you_or_the_automa_win_and_a_tie_is_left_to_your_resources() -> None:
    snap = game()
    scored = snap.model_copy(update={"human": snap.human.model_copy(update={"vp": 120}),
                                     "automa": snap.automa.model_copy(update={"vp": 119})})
    assert automa.final_scores(scored) == (120, 119, "human")
    tied = scored.model_copy(update={"automa": scored.automa.model_copy(update={"vp": 120})})
    assert automa.final_scores(tied) == (120, 120, "tie")


def test_the_bots_are_done_only_after_their_5th_income_turn_ends() -> None:
    snap = game()
    assert not automa.bots_done(snap)
    fifth = snap.model_copy(update={"automa": snap.automa.model_copy(update={"income_turns": 5})})
    assert automa.bots_done(fifth)
    mid = fifth.model_copy(update={"turn": fifth.turn.model_copy(update={"seat": "bots", "cursor": BotCursor(
        phase="income", step=5, pending=("end",))})})
    assert not automa.bots_done(mid)

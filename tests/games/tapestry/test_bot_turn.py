"""TAH BOTA: the first turn is income turn 1; then discard, draw two, the income symbol on an emptied
deck, the Automa's advance then the Shadow Empire's; an empty deck when a draw is needed is an income
turn. Physical deck mode asks the table for the pair; a corrected card is what the engine plays."""

from __future__ import annotations

import pytest

from tablebot.core.steps import IllegalAnswer
from tablebot.games.tapestry import automa
from tablebot.games.tapestry.actions import AskPair, DrawPair, IncomeTurn, PairAnswer, TapestryPrompt
from tablebot.games.tapestry.cards import PriorityHalf, TrackHalf, printed_card
from tablebot.games.tapestry.state import TapestrySnapshot

from .bot_tables import after_first_income, automa_state, codes, deck, game, kinds, play


def test_the_bots_first_turn_is_income_turn_1_and_draws_no_card() -> None:
    snap = game(level=2)
    after, steps = play(snap)
    assert kinds(steps) == ["income", "tapestry_card", "end_turn"]
    assert steps[0].action == IncomeTurn(number=1)
    assert after.automa.income_turns == 1 and after.automa.tapestry_cards == 1
    assert after.deck == snap.deck  # no card drawn
    assert after.turn.seat == "human" and after.turn.cursor is None and after.turn.number == 2


def test_a_turn_discards_the_last_pair_draws_two_then_the_automa_and_the_shadow_empire_advance() -> None:
    snap = after_first_income(game(level=2, seed=3))
    top = snap.deck.draw[:2]
    snap, steps = play(snap)
    assert kinds(steps)[0] == "draw_pair"
    draw = steps[0].action
    assert isinstance(draw, DrawPair) and (draw.track_card.id, draw.priority_card.id) == top and draw.left == 6
    advances = [s.action for s in steps if s.action.kind == "advance"]
    assert advances[0].side == "automa" and advances[-1].side == "shadow"  # type: ignore[union-attr]
    second_top = snap.deck.draw[:2]
    snap, steps = play(snap)
    assert snap.deck.discard == top and snap.deck.pair == second_top
    assert "turn.pair_discarded" in codes(steps[0])


def _pair_left(snap: TapestrySnapshot, track_card: int, priority: int) -> TapestrySnapshot:
    """The deck holds exactly these two cards (the last draw of the era)."""
    era = snap.deck.era_cards
    others = tuple(c for c in era if c not in (track_card, priority))
    return deck(snap, draw=(track_card, priority), draw_count=2, discard=others)


def test_an_emptied_deck_with_the_income_symbol_on_the_track_card_is_an_income_turn_instead_of_advancing() -> None:
    snap = after_first_income(game(level=2, seed=1))
    income_card = next(c for c in snap.deck.draw if printed_card(c).track_half.income_icon)
    other = next(c for c in snap.deck.draw if c != income_card)
    after, steps = play(_pair_left(snap, income_card, other))
    assert kinds(steps)[:2] == ["draw_pair", "income"]
    assert "advance" not in kinds(steps[:2]) and steps[1].action == IncomeTurn(number=2)
    assert "turn.income_icon" in codes(steps[1])
    assert after.automa.income_turns == 2


def test_an_emptied_deck_without_the_income_symbol_still_advances_and_the_next_turn_is_the_income_turn() -> None:
    snap = after_first_income(game(level=2, seed=1))
    plain = next(c for c in snap.deck.draw if not printed_card(c).track_half.income_icon)
    other = next(c for c in snap.deck.draw if c != plain)
    snap, steps = play(_pair_left(snap, plain, other))
    assert kinds(steps)[:2] == ["draw_pair", "advance"] and snap.automa.income_turns == 1
    snap, steps = play(snap)
    assert steps[0].action == IncomeTurn(number=2) and "turn.deck_empty" in codes(steps[0])


def test_physical_deck_asks_the_table_for_the_pair_and_refuses_a_pair_that_cannot_be_in_the_deck() -> None:
    snap = after_first_income(game(level=2, physical_deck=True))
    prompt = automa.next_step(snap)
    assert isinstance(prompt, TapestryPrompt) and isinstance(prompt.question, AskPair)
    with pytest.raises(IllegalAnswer):
        automa.answer(snap, prompt, PairAnswer(track_card=3, priority_card=3))
    with pytest.raises(IllegalAnswer):  # one progress card is in the first deck, not two
        automa.answer(snap, prompt, PairAnswer(track_card=9, priority_card=15))
    answered = automa.answer(snap, prompt, PairAnswer(track_card=9, priority_card=3))
    step = automa.next_step(answered)
    assert isinstance(step.action, DrawPair) and step.action.physical and step.action.left == 6
    after = automa.apply_step(answered, step)
    assert after.deck.pair == (9, 3) and after.deck.draw_count == 6
    # card 9 was the one progress card: no other progress card can come now, and 9 and 3 are on the table
    assert 15 not in automa.pair_options(after) and 9 not in automa.pair_options(after)
    assert set(automa.pair_options(after)) == {1, 2, 4, 5, 6, 7}


def test_a_corrected_card_is_the_one_the_engine_plays() -> None:
    snap = after_first_income(game(level=2, seed=3))
    track_id, priority_id = snap.deck.draw[:2]
    printed = printed_card(priority_id)
    corrected = printed.model_copy(update={"priority_half": PriorityHalf(
        track_order=("science", "military", "exploration", "technology", "favorite"), topple_icon=False,
        hex_pattern=printed.priority_half.hex_pattern)})
    plain = printed_card(track_id).model_copy(update={"track_half": TrackHalf(
        income_icon=False, automa_advance="all_unfinished", shadow_advance="all_unfinished")})
    snap = snap.model_copy(update={"card_overrides": (corrected, plain)})
    snap = automa_state(snap, favourite="technology")
    _, steps = play(snap)
    assert "turn.card_corrected" in codes(steps[0])
    first_advance = next(s.action for s in steps if s.action.kind == "advance")
    assert first_advance.track == "science"  # type: ignore[union-attr]  # the corrected card's top line

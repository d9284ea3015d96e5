"""LÉČKY: you conquer an Automa territory while it has tapestry cards beside its income mat; the table
discards them one at a time at random until a trap (the Automa keeps the territory, your outpost
enters toppled) or none is left."""

from __future__ import annotations

import pytest

from tablebot.core.steps import HumanTurn, IllegalAnswer
from tablebot.games.tapestry import game
from tablebot.games.tapestry.actions import (
    AskTrap,
    DieAnswer,
    GainAchievement,
    TapestryPrompt,
    TapestryStep,
    TrapAnswer,
)
from tablebot.games.tapestry.edits import PlaceOutpost, SetTapestryCards
from tablebot.games.tapestry.hexes import hex_label
from tablebot.games.tapestry.setup import GameConfig, new_game
from tablebot.games.tapestry.state import Outpost, TapestrySnapshot
from tablebot.gui.tapestry.words_table import REASONS

AUTOMA_HEX = (2, 0)


def automa_with_cards(cards: int) -> TapestrySnapshot:
    """Territory 3/5 held by one Automa outpost, `cards` tapestry cards beside its mat, your turn."""
    snap = new_game(GameConfig(seed=2))
    hexes = tuple(h.model_copy(update={"outposts": (Outpost(owner="automa"),)}) if h.axial == AUTOMA_HEX else h
                  for h in snap.hexes)
    return snap.model_copy(update={"hexes": hexes, "automa": snap.automa.model_copy(update={"tapestry_cards": cards})})


def conquer(snap: TapestrySnapshot) -> TapestrySnapshot:
    return game.apply_edit(snap, PlaceOutpost(hex=AUTOMA_HEX, owner="human"))


def asked(snap: TapestrySnapshot) -> TapestryPrompt:
    step = game.next_step(snap)
    assert isinstance(step, TapestryPrompt) and step.question == AskTrap(hex=AUTOMA_HEX)
    return step


def test_no_trap_then_a_trap_the_automa_keeps_its_territory_and_yours_lies_toppled() -> None:
    snap = conquer(automa_with_cards(3))
    prompt = asked(snap)
    assert prompt.reasons[0].code == "trap.ask" and prompt.reasons[0].rule == "traps"
    assert dict(prompt.reasons[0].params) == {"hex": hex_label(AUTOMA_HEX), "cards": 3}
    assert "trap.ask" in REASONS
    snap = game.answer(snap, prompt, TrapAnswer(trap=False))  # LÉČKY 3: the next card
    assert snap.automa.tapestry_cards == 2 and snap.hex(AUTOMA_HEX).controller == "human"
    snap = game.answer(snap, asked(snap), TrapAnswer(trap=True))
    assert snap.automa.tapestry_cards == 1  # the trap was discarded; the last card stays
    h = snap.hex(AUTOMA_HEX)
    assert h.controller == "automa"
    assert h.outposts == (Outpost(owner="human", toppled=True), Outpost(owner="automa"))
    assert snap.trap_check is None and isinstance(game.next_step(snap), HumanTurn)


def test_no_trap_among_the_cards_your_conquest_stands() -> None:
    snap = conquer(automa_with_cards(2))
    for left in (1, 0):
        snap = game.answer(snap, asked(snap), TrapAnswer(trap=False))
        assert snap.automa.tapestry_cards == left
    assert snap.hex(AUTOMA_HEX).controller == "human" and isinstance(game.next_step(snap), HumanTurn)


def test_no_card_no_question_and_only_your_conquest_of_the_automa_asks() -> None:
    assert isinstance(game.next_step(conquer(automa_with_cards(0))), HumanTurn)
    with_cards = automa_with_cards(2)
    neutral = game.apply_edit(with_cards, PlaceOutpost(hex=(0, 3), owner="human"))
    assert neutral.trap_check is None
    shadow = game.apply_edit(with_cards, PlaceOutpost(hex=AUTOMA_HEX, owner="shadow", toppled=True))
    assert shadow.trap_check is None
    # On the bots' turn your outpost there is a correction of the board, not a conquest.
    bots_seat = with_cards.model_copy(update={"turn": with_cards.turn.model_copy(update={"seat": "bots"})})
    corrected = conquer(bots_seat)
    assert corrected.trap_check is None and corrected.hex(AUTOMA_HEX).controller == "human"


def test_the_question_survives_a_reload_and_waits_through_the_end_of_your_turn() -> None:
    snap = conquer(automa_with_cards(1))
    again = TapestrySnapshot.model_validate_json(snap.model_dump_json())
    assert again == snap and again.trap_check == AUTOMA_HEX
    ended = game.end_human_turn(again)
    assert ended.turn.seat == "bots"
    prompt = asked(ended)  # the bots' turn waits for the answer
    after = game.answer(ended, prompt, TrapAnswer(trap=True))
    assert after.hex(AUTOMA_HEX).controller == "automa"
    step = game.next_step(after)
    assert step.kind == "step" and step.actor == "bots"  # now the bots' turn begins


def test_the_trap_question_takes_a_trap_answer_and_the_table_can_clear_the_cards() -> None:
    snap = conquer(automa_with_cards(2))
    with pytest.raises(IllegalAnswer) as err:
        game.answer(snap, asked(snap), DieAnswer(face=None))
    assert err.value.code == "answer.wrong_kind"
    cleared = game.apply_edit(snap, SetTapestryCards(count=0))
    assert cleared.trap_check is None and isinstance(game.next_step(cleared), HumanTurn)


def test_a_trap_that_topples_your_second_outpost_gives_the_automa_its_achievement() -> None:
    snap = automa_with_cards(1)
    # The Automa conquered one of yours before: your outpost lies toppled under its own on 2/4.
    hexes = tuple(h.model_copy(update={"outposts": (Outpost(owner="human", toppled=True), Outpost(owner="automa"))})
                  if h.axial == (0, 2) else h for h in snap.hexes)
    snap = conquer(snap.model_copy(update={"hexes": hexes}))
    assert isinstance(game.next_step(snap), TapestryPrompt)
    snap = game.answer(snap, asked(snap), TrapAnswer(trap=True))
    step = game.next_step(snap)
    assert isinstance(step, TapestryStep) and step.action == GainAchievement(side="automa", achievement="topple_two",
                                                                             vp=10)
    assert [r.code for r in step.reasons] == ["map.achievement_topple_two", "trap.toppled_yours"]
    assert "trap.toppled_yours" in REASONS
    vp = snap.automa.vp
    after = game.apply_step(snap, step)
    assert after.automa.vp == vp + 10
    assert [(a.side, a.achievement) for a in after.achievements] == [("automa", "topple_two")]
    assert isinstance(game.next_step(after), HumanTurn)  # once, then your turn goes on


def test_no_achievement_without_a_second_toppled_outpost() -> None:
    snap = conquer(automa_with_cards(1))
    snap = game.answer(snap, asked(snap), TrapAnswer(trap=True))
    assert isinstance(game.next_step(snap), HumanTurn)


def test_the_history_reads_each_answer_of_the_trap_check() -> None:
    from tablebot.games.tapestry.history import answer_label

    snap = conquer(automa_with_cards(2))
    prompt = asked(snap)
    after = game.answer(snap, prompt, TrapAnswer(trap=False))
    label = answer_label(TrapAnswer(trap=False), after, prompt)
    assert label is not None and label.code == "history.answer.no_trap"
    assert dict(label.params) == {"hex": hex_label(AUTOMA_HEX), "cards": 1}
    assert label.code in REASONS and "history.answer.trap" in REASONS

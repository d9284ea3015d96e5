"""Review: DOBÝVÁNÍ PROTIHRÁČE, Akce: "Vezměte žeton osídlení ze zásoby Automy a umístěte ho na dané
území. Povalte svůj žeton osídlení (nebo žeton Automy, pokud jste zahráli léčku)." When the Automa
conquers a territory of yours you may play a trap from your hand, which the app cannot see: it asks
before the conquest, and a trap leaves your outpost standing and topples the Automa's (base game: "if
the opponent discards one ..., they will retain control of the territory"), so the Automa does not
gain the middle island by it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tablebot import cli
from tablebot.core.save import SavedGame, load_game, save_game
from tablebot.games.tapestry import game
from tablebot.games.tapestry.actions import (
    AskTrap,
    GainAchievement,
    OnMap,
    TapestryPrompt,
    TapestryStep,
    TrapAnswer,
)
from tablebot.games.tapestry.history import answer_label
from tablebot.games.tapestry.state import BotCursor, Outpost, TapestrySnapshot

from .map_tables import table

ISLAND = (0, 0)


def _bots_conquer() -> TapestrySnapshot:
    """Your lone outpost on the middle island, next to the Automa's (1, 0): the only territory of yours
    it can conquer."""
    snap = table({(0, 2): "HH", (2, 0): "AA", (1, 0): "A", ISLAND: "H"}, explored=((1, 0),))
    deck = snap.deck
    pair = (deck.draw[0], deck.draw[1])
    snap = snap.model_copy(update={"deck": deck.model_copy(update={"pair": pair, "draw": deck.draw[2:],
                                                                   "draw_count": deck.draw_count - 2}),
                                   "automa": snap.automa.model_copy(update={"income_turns": 1})})
    cur = BotCursor(phase="turn", pending=("map:conquer:0", "end"))
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"seat": "bots", "cursor": cur})})


def test_the_app_asks_whether_you_play_a_trap_before_the_automa_conquers_yours() -> None:
    prompt = game.next_step(_bots_conquer())
    assert isinstance(prompt, TapestryPrompt)
    assert prompt.question == AskTrap(hex=ISLAND, yours=True)
    assert prompt.reasons[0].code == "trap.ask_yours"


def test_no_trap_topples_your_outpost() -> None:
    snap = _bots_conquer()
    snap = game.answer(snap, game.next_step(snap), TrapAnswer(trap=False))  # type: ignore[arg-type]
    step = game.next_step(snap)
    assert isinstance(step, TapestryStep) and isinstance(step.action, OnMap)
    after = game.apply_step(snap, step)
    assert after.hex(ISLAND).outposts == (Outpost(owner="human", toppled=True), Outpost(owner="automa"))
    assert after.hex(ISLAND).controller == "automa"


def test_your_trap_topples_the_automas_outpost_and_keeps_the_island_yours() -> None:
    snap = _bots_conquer()
    snap = game.answer(snap, game.next_step(snap), TrapAnswer(trap=True))  # type: ignore[arg-type]
    step = game.next_step(snap)
    assert isinstance(step, TapestryStep) and isinstance(step.action, OnMap)
    assert step.reasons[0].code == "map.conquer_opponent_trapped"
    after = game.apply_step(snap, step)
    assert after.hex(ISLAND).outposts == (Outpost(owner="human"), Outpost(owner="automa", toppled=True))
    assert after.hex(ISLAND).controller == "human"
    rest = game.next_step(after)
    assert not (isinstance(rest, TapestryStep) and isinstance(rest.action, GainAchievement)
                and rest.action.side == "automa")


def test_the_history_says_you_played_a_trap() -> None:
    snap = _bots_conquer()
    prompt = game.next_step(snap)
    after = game.answer(snap, prompt, TrapAnswer(trap=True))  # type: ignore[arg-type]
    line = answer_label(TrapAnswer(trap=True), after, prompt)
    assert line is not None and line.code == "history.answer.your_trap"


def test_the_command_line_asks_for_your_trap(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    save_game(path, SavedGame.start("tapestry", _bots_conquer()))
    assert cli.main(["turn", str(path)]) == 2
    err = capsys.readouterr().err
    assert "conquers your territory" in err and "--trap yes" in err
    assert cli.main(["turn", str(path), "--trap", "yes", "--write"]) == 0
    assert load_game(path).snapshot.hex(ISLAND).controller == "human"

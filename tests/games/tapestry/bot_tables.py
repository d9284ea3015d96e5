"""Tables for the bots' turn tests: a game at a level with the tokens, pair, deck and cursor a test needs."""

from __future__ import annotations

from typing import Any

from tablebot.games.tapestry import automa
from tablebot.games.tapestry.actions import DieAnswer, EndTurn, TapestryPrompt, TapestryStep
from tablebot.games.tapestry.setup import GameConfig, new_game
from tablebot.games.tapestry.state import BotCursor, TapestrySnapshot


def game(level: int = 2, seed: int = 1, **config: Any) -> TapestrySnapshot:
    if level == 6:
        config.setdefault("automa_die", "science")
        config.setdefault("second_civilization", "Engineers")
    return new_game(GameConfig(level=level, seed=seed, first="bots", **config))


def tokens(snap: TapestrySnapshot, side: str, **spaces: int) -> TapestrySnapshot:
    moved = snap.tokens(side)  # type: ignore[arg-type]
    for track, space in spaces.items():
        moved = moved.moved(track, space)  # type: ignore[arg-type]
    who = {"human": snap.human, "automa": snap.automa, "shadow": snap.shadow}[side]
    return snap.model_copy(update={side: who.model_copy(update={"tokens": moved})})


def automa_state(snap: TapestrySnapshot, **changes: Any) -> TapestrySnapshot:
    return snap.model_copy(update={"automa": snap.automa.model_copy(update=changes)})


def deck(snap: TapestrySnapshot, **changes: Any) -> TapestrySnapshot:
    return snap.model_copy(update={"deck": snap.deck.model_copy(update=changes)})


def after_first_income(snap: TapestrySnapshot) -> TapestrySnapshot:
    """The bots took income turn 1: the next bots' turn draws a pair."""
    return automa_state(snap, income_turns=1)


def cursor(snap: TapestrySnapshot, *pending: str, phase: str = "turn", step: int = 0,
           **changes: Any) -> TapestrySnapshot:
    cur = BotCursor(phase=phase, step=step, pending=pending, **changes)
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"seat": "bots", "cursor": cur})})


def play(snap: TapestrySnapshot, faces: list[str | None] | None = None,
         until_end: bool = True) -> tuple[TapestrySnapshot, list[TapestryStep]]:
    """Confirm every step of the bots' turn (answering the science die with `faces`, then "roll for me")
    up to and including its EndTurn."""
    faces = list(faces or [])
    steps: list[TapestryStep] = []
    for _ in range(500):
        s = automa.next_step(snap)
        if isinstance(s, TapestryPrompt):
            snap = automa.answer(snap, s, DieAnswer(face=faces.pop(0) if faces else None))  # type: ignore[arg-type]
            continue
        steps.append(s)
        snap = automa.apply_step(snap, s)
        if isinstance(s.action, EndTurn) and until_end:
            return snap, steps
    raise AssertionError("the bots' turn does not end")


def kinds(steps: list[TapestryStep]) -> list[str]:
    return [s.action.kind for s in steps]


def codes(step: TapestryStep) -> list[str]:
    return [r.code for r in step.reasons]

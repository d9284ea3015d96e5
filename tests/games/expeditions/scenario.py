"""Build Expeditions boards for engine tests: rows whose locations are exactly the ones a test names."""

from __future__ import annotations

from typing import Any

from tablebot.core.steps import HumanTurn
from tablebot.games.expeditions import game
from tablebot.games.expeditions.actions import (
    AskCard,
    AskTile,
    CardAnswer,
    ExpeditionsPrompt,
    ExpeditionsStep,
    TileAnswer,
)
from tablebot.games.expeditions.setup import GameConfig
from tablebot.games.expeditions.state import Cursor, ExpeditionsSnapshot, Location, LocRef, TurnState


def loc(*corruption: int, map_token: bool = False, up: bool | None = None, tile: int | None = None) -> Location:
    """A location: face down with a map token when `map_token`, else face up with its corruption."""
    face_up = (not map_token) if up is None else up
    return Location(tile=tile, face_up=face_up, map_token=map_token, corruption=tuple(corruption))


def empty_row(n: int = 7) -> tuple[Location, ...]:
    return tuple(loc() for _ in range(n))


def board(*, north: tuple[Location, ...] | None = None, central: tuple[Location, ...] | None = None,
          automa_north: int = 0, automa_central: int | None = None, player: tuple[str, int] | None = None,
          glory: int = 0, level: int = 2, seed: int = 1, physical: bool = False) -> ExpeditionsSnapshot:
    snap = game.new_game(GameConfig(level=level, seed=seed, first="automa", physical_deck=physical))
    north = north if north is not None else empty_row()
    central = central if central is not None else empty_row()
    return snap.model_copy(update={
        "north": north, "central": central, "automa_north": automa_north,
        "automa_central": len(central) - 1 if automa_central is None else automa_central,
        "player_mech": LocRef(region=player[0], slot=player[1]) if player else None,  # type: ignore[arg-type]
        "glory": glory,
    })


def at(snap: ExpeditionsSnapshot, card: int, phase: str) -> ExpeditionsSnapshot:
    """The Automa's turn with `card` drawn, at `phase`."""
    return snap.model_copy(update={"turn": TurnState(number=snap.turn.number, seat="automa",
                                                     cursor=Cursor(phase=phase, card=card))})  # type: ignore[arg-type]


def step(snap: ExpeditionsSnapshot) -> ExpeditionsStep:
    s = game.next_step(snap)
    assert isinstance(s, ExpeditionsStep), s
    return s


def play_turn(snap: ExpeditionsSnapshot, *, tiles: list[TileAnswer] | None = None, cards: list[int] | None = None,
              max_steps: int = 50) -> tuple[ExpeditionsSnapshot, list[Any]]:
    """Run the Automa until the player's turn, answering prompts from the lists in order."""
    tiles, cards = list(tiles or []), list(cards or [])
    seen: list[Any] = []
    for _ in range(max_steps):
        s = game.next_step(snap)
        if isinstance(s, HumanTurn):
            return snap, seen
        seen.append(s)
        if isinstance(s, ExpeditionsPrompt):
            if isinstance(s.question, AskTile):
                snap = game.answer(snap, s, tiles.pop(0))
            else:
                assert isinstance(s.question, AskCard)
                snap = game.answer(snap, s, CardAnswer(card=cards.pop(0)))
            continue
        if s.action.kind == "game_over":
            return snap, seen
        snap = game.apply_step(snap, s)
    raise AssertionError("the Automa's turn did not end")


def codes(s: Any) -> list[tuple[str, str]]:
    return [(r.rule, r.code) for r in s.reasons]


def found(s: Any, code: str) -> list[Any]:
    return [r for r in s.reasons if r.code == code]

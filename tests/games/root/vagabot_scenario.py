"""Build Vagabot boards for engine tests: a game whose pieces and items are exactly the ones a test names."""

from __future__ import annotations

from typing import Any

from tablebot.games.root import game, rules
from tablebot.games.root.actions import (
    RootPrompt,
    RootStep,
)
from tablebot.games.root.bots.vagabot_state import VagabotBoard
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, RootSnapshot

from .scenario import Pieces, with_pieces

V = "vagabond"


def vagabot_game(humans: tuple[str, ...] = ("marquise", "eyrie"), *, bots: tuple[str, ...] = (),
                 character: str | None = "thief", difficulty: str = "normal", traits: tuple[str, ...] = (),
                 printing: str = "original_2020", seed: int = 1, coop: bool = False) -> RootSnapshot:
    """The Vagabot in the first seat, then the bots (e.g. mechanical_marquise_2), then the humans."""
    seats = [SeatConfig(faction=V, bot=BotConfig(bot="vagabot", character=character, difficulty=difficulty,
                                                  traits=traits, printing=printing))]
    for bot in bots:
        seats.append(SeatConfig(faction="marquise", bot=BotConfig(bot=bot)))
    seats += [SeatConfig(faction=h) for h in humans]
    return game.new_game(GameConfig(seats=tuple(seats), seed=seed, keep_corner=1, coop=coop))


def board_of(snap: RootSnapshot) -> VagabotBoard:
    b = snap.faction(V).board
    assert isinstance(b, VagabotBoard)
    return b


def set_board(snap: RootSnapshot, **fields: Any) -> RootSnapshot:
    board = VagabotBoard.model_validate({**board_of(snap).model_dump(), **fields})
    return rules.update_faction(snap, V, board=board)


def scene(snap: RootSnapshot, pawn: int | str, pieces: Pieces, *, ruins: tuple[int, ...] | None = None,
          vp: dict[str, int] | None = None, crafted: dict[str, tuple[str, ...]] | None = None,
          **board: Any) -> RootSnapshot:
    """Replace the board: the pawn, the pieces, ruins, VP, bots' crafted items and Vagabot items."""
    pieces = {k: dict(v) for k, v in pieces.items()}
    pieces.setdefault(pawn, {})[(V, "pawn")] = 1
    snap = with_pieces(snap, pieces, ruins=ruins)
    for f, n in (vp or {}).items():
        snap = rules.update_faction(snap, f, vp=n)
    for f, items in (crafted or {}).items():
        snap = rules.update_faction(snap, f, crafted=items)
    board.setdefault("quest", "mouse")
    return set_board(snap, **board)


def prompts(seen: list[RootStep | RootPrompt]) -> list[RootPrompt]:
    return [s for s in seen if isinstance(s, RootPrompt)]


def all_codes(seen: list[RootStep | RootPrompt]) -> list[tuple[str, str]]:
    return [(r.rule, r.code) for s in seen for r in s.reasons]

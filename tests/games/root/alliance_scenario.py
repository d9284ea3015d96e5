"""Build Root boards with the Automated Alliance bot for engine tests (section 6)."""

from __future__ import annotations

from tablebot.games.root import game
from tablebot.games.root.bots import alliance
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, RootSnapshot, TurnState

from .scenario import Pieces, with_pieces

A, M, E, V = "alliance", "marquise", "eyrie", "vagabond"


def alliance_game(humans: tuple[str, ...] = (E,), *, marquise: bool = True, difficulty: str = "normal",
                  traits: tuple[str, ...] = (), printing: str = "original_2020", seed: int = 1,
                  keep_corner: int = 1, coop: bool = False, vagabot: str | None = None) -> RootSnapshot:
    """A game with the Alliance bot (and by default the Marquise bot and a human Eyrie), with the
    turn handed to the Alliance at the start of its turn."""
    seats: tuple[SeatConfig, ...] = ()
    if marquise:
        seats += (SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")),)
    seats += tuple(SeatConfig(faction=h) for h in humans)
    seats += (SeatConfig(faction=A, bot=BotConfig(bot="automated_alliance", difficulty=difficulty,
                                                  traits=traits, printing=printing)),)
    if vagabot is not None:
        seats += (SeatConfig(faction=V, bot=BotConfig(bot="vagabot", character=vagabot)),)
    snap = game.new_game(GameConfig(seats=seats, seed=seed, keep_corner=keep_corner if marquise else None,
                                    coop=coop))
    return alliance_turn(snap)


def alliance_turn(snap: RootSnapshot) -> RootSnapshot:
    seat = [f.id for f in snap.factions].index(A)
    return snap.model_copy(update={"turn": TurnState(round=1, seat=seat, cursor=alliance.new_cursor())})


def alliance_board(pieces: Pieces, *, ruins: tuple[int, ...] | None = None, **kw: object) -> RootSnapshot:
    """An Alliance turn on a board holding exactly `pieces`."""
    return with_pieces(alliance_game(**kw), pieces, ruins=ruins)  # type: ignore[arg-type]

"""Build Drillbit Duchy boards for engine tests: the Duchy bot first at the table, humans after it,
pieces (the Burrow included, as "burrow") and crowned ministers exactly as a test names them."""

from __future__ import annotations

from tablebot.games.root import game, rules
from tablebot.games.root.bots.duchy_state import DuchyBoard
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, RootSnapshot

from .scenario import Pieces, with_pieces

D = "duchy"


def duchy_game(humans: tuple[str, ...] = ("marquise", "eyrie"), *, difficulty: str = "normal",
               traits: tuple[str, ...] = (), printing: str = "original_2020", seed: int = 1,
               bots: tuple[str, ...] = ()) -> RootSnapshot:
    """The Duchy bot in the first seat; `bots` are other bot ids seated after it, then the humans."""
    from tablebot.games.root.bots import BOTS

    seats = (SeatConfig(faction=D, bot=BotConfig(bot="drillbit_duchy", difficulty=difficulty, traits=traits,
                                                 printing=printing)),)
    seats += tuple(SeatConfig(faction=BOTS[b], bot=BotConfig(bot=b)) for b in bots)
    seats += tuple(SeatConfig(faction=h) for h in humans)
    return game.new_game(GameConfig(seats=seats, seed=seed, keep_corner=1))


def duchy_board(pieces: Pieces, *, crowned: tuple[str, ...] = (), ruins: tuple[int, ...] | None = None,
                vp: dict[str, int] | None = None, **kw: object) -> RootSnapshot:
    """A game (see duchy_game) whose board holds exactly `pieces` and whose crowned ministers are `crowned`."""
    snap = with_pieces(duchy_game(**kw), pieces, ruins=ruins)  # type: ignore[arg-type]
    # The crowns are given: the two setup cards (10.3.5) are taken as already drawn.
    snap = snap.model_copy(update={"turn": snap.turn.model_copy(update={"setup_draws": ()})})
    board = DuchyBoard()
    for m in crowned:
        board = board.with_crown(m)
    snap = rules.update_faction(snap, D, board=board)
    for faction, points in (vp or {}).items():
        snap = rules.update_faction(snap, faction, vp=points)
    return snap


def crowned(snap: RootSnapshot) -> tuple[str, ...]:
    board = snap.faction(D).board
    assert isinstance(board, DuchyBoard)
    return board.crowned

"""Build Logical Lizards boards for engine tests: the Lizards bot first at the table, humans after it,
pieces and faction board exactly as a test names them."""

from __future__ import annotations

from tablebot.games.root import game, rules
from tablebot.games.root.bots.lizards_state import LizardsBoard
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, OrderCard, RootSnapshot

from .scenario import Pieces, with_pieces

L = "lizards"


def lizards_game(humans: tuple[str, ...] = ("marquise", "alliance"), *, difficulty: str = "normal",
                 traits: tuple[str, ...] = (), printing: str = "original_2020", seed: int = 1,
                 keep_corner: int | None = 1, coop: bool = False, bots: tuple[str, ...] = ()) -> RootSnapshot:
    """The Lizards bot in the first seat; `bots` are other bot ids seated after it, then the humans."""
    from tablebot.games.root.bots import BOTS

    seats = (SeatConfig(faction=L, bot=BotConfig(bot="logical_lizards", difficulty=difficulty, traits=traits,
                                                 printing=printing)),)
    seats += tuple(SeatConfig(faction=BOTS[b], bot=BotConfig(bot=b)) for b in bots)
    seats += tuple(SeatConfig(faction=h) for h in humans)
    return game.new_game(GameConfig(seats=seats, seed=seed, keep_corner=keep_corner, coop=coop))


def cards(*suits: str) -> tuple[OrderCard, ...]:
    """Cards by suit ("fox", "bird"...), top first; "Name (suit)" names a card."""
    out = []
    for s in suits:
        if "(" in s:
            out.append(OrderCard(name=s, suit=Suit(s.rsplit("(", 1)[1].rstrip(")"))))
        else:
            out.append(OrderCard(suit=Suit(s)))
    return tuple(out)


def lizards_board(pieces: Pieces, *, lost_souls: tuple[str, ...] = (), acolytes: int = 0, conspiracy: int = 4,
                  ruins: tuple[int, ...] | None = None, vp: dict[str, int] | None = None,
                  items: dict[str, int] | None = None, **kw: object) -> RootSnapshot:
    """A game (see lizards_game) whose board holds exactly `pieces` and whose faction board is given."""
    snap = with_pieces(lizards_game(**kw), pieces, ruins=ruins)  # type: ignore[arg-type]
    # The Lost Souls are given here: no setup draws left to ask (8.3.5).
    snap = snap.model_copy(update={"turn": snap.turn.model_copy(update={"setup_draws": ()})})
    snap = rules.update_faction(snap, L, board=LizardsBoard(lost_souls=cards(*lost_souls), acolytes=acolytes,
                                                            conspiracy=conspiracy))
    for faction, points in (vp or {}).items():
        snap = rules.update_faction(snap, faction, vp=points)
    for item, n in (items or {}).items():
        snap = rules.set_item(snap, item, n)
    return snap


def board_of(snap: RootSnapshot) -> LizardsBoard:
    board = snap.faction(L).board
    assert isinstance(board, LizardsBoard)
    return board

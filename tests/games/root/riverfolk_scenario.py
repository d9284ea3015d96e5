"""Build Riverfolk Robots boards for engine tests: the Riverfolk bot first at the table, humans after
it, pieces, Market and Payments exactly as a test names them."""

from __future__ import annotations

from tablebot.games.root import game, rules
from tablebot.games.root.bots.riverfolk_state import RiverfolkBoard
from tablebot.games.root.cards import validate_order_card
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, RootSnapshot

from .lizards_scenario import cards
from .scenario import Pieces, with_pieces

R = "riverfolk"

__all__ = ["R", "cards", "market_of", "riverfolk_board", "riverfolk_game"]


def riverfolk_game(humans: tuple[str, ...] = ("marquise", "eyrie"), *, difficulty: str = "normal",
                   traits: tuple[str, ...] = (), printing: str = "original_2020", seed: int = 1,
                   keep_corner: int | None = 1, coop: bool = False, bots: tuple[str, ...] = (),
                   app_deck: bool = False) -> RootSnapshot:
    """The Riverfolk bot in the first seat; `bots` are other bot ids seated after it, then the humans."""
    from tablebot.games.root.bots import BOTS

    seats = (SeatConfig(faction=R, bot=BotConfig(bot="riverfolk_robots", difficulty=difficulty, traits=traits,
                                                 printing=printing)),)
    seats += tuple(SeatConfig(faction=BOTS[b], bot=BotConfig(bot=b)) for b in bots)
    seats += tuple(SeatConfig(faction=h) for h in humans)
    return game.new_game(GameConfig(seats=seats, seed=seed, keep_corner=keep_corner, coop=coop, app_deck=app_deck))


def riverfolk_board(pieces: Pieces, *, market: tuple[str, ...] = (), payments: dict[str, int] | None = None,
                    ruins: tuple[int, ...] | None = None, vp: dict[str, int] | None = None,
                    items: dict[str, int] | None = None, **kw: object) -> RootSnapshot:
    """A game (see riverfolk_game) whose board holds exactly `pieces`, with this Market (left to
    right) and these Payments ({faction: warriors})."""
    snap = with_pieces(riverfolk_game(**kw), pieces, ruins=ruins)  # type: ignore[arg-type]
    # The Market is given here: no setup draws left to ask (9.3.5).
    snap = snap.model_copy(update={"turn": snap.turn.model_copy(update={"setup_draws": ()}), "payments": ()})
    # Named cards carry their printed item, as the table's entry would (cards.validate_order_card).
    market_cards = tuple(validate_order_card(snap, c.model_copy(update={"name": c.name.rsplit(" (", 1)[0]}))
                         if c.name else c for c in cards(*market))
    snap = rules.update_faction(snap, R, board=RiverfolkBoard(market=market_cards))
    for faction, n in (payments or {}).items():
        snap = rules.set_payments(snap, faction, n)
    for faction, points in (vp or {}).items():
        snap = rules.update_faction(snap, faction, vp=points)
    for item, n in (items or {}).items():
        snap = rules.set_item(snap, item, n)
    return snap


def market_of(snap: RootSnapshot) -> RiverfolkBoard:
    board = snap.faction(R).board
    assert isinstance(board, RiverfolkBoard)
    return board

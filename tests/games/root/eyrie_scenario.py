"""Build Electric Eyrie boards for engine tests: the Eyrie bot first at the table, humans after it,
pieces and Decree exactly as a test names them."""

from __future__ import annotations

from tablebot.games.root import game, rules
from tablebot.games.root.bots.eyrie_state import DecreeCard, EyrieBoard
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, OrderCard, RootSnapshot

from .scenario import Pieces, with_pieces

E = "eyrie"
VIZIER = OrderCard(name="Loyal Vizier", suit=Suit.BIRD)


def eyrie_game(humans: tuple[str, ...] = ("marquise", "alliance"), *, difficulty: str = "normal",
               traits: tuple[str, ...] = (), printing: str = "original_2020", seed: int = 1,
               keep_corner: int | None = 1, coop: bool = False,
               bots: tuple[str, ...] = ()) -> RootSnapshot:
    """The Eyrie bot in the first seat; `bots` are other bot ids seated after it, then the humans."""
    from tablebot.games.root.bots import BOTS

    seats = (SeatConfig(faction=E, bot=BotConfig(bot="electric_eyrie", difficulty=difficulty, traits=traits,
                                                 printing=printing)),)
    seats += tuple(SeatConfig(faction=BOTS[b], bot=BotConfig(bot=b)) for b in bots)
    seats += tuple(SeatConfig(faction=h) for h in humans)
    return game.new_game(GameConfig(seats=seats, seed=seed, keep_corner=keep_corner, coop=coop))


def with_decree(snap: RootSnapshot, *, viziers: int = 2, **columns: list[str]) -> RootSnapshot:
    """Set the Decree: `viziers` Loyal Viziers in the bird column plus named cards per column
    (e.g. fox=["Anvil"], bird=["Ambush!"]). Cards are named by their deck name."""
    decree = tuple(DecreeCard(column=Suit.BIRD, card=VIZIER, vizier=True) for _ in range(viziers))
    for suit in ("fox", "mouse", "rabbit", "bird"):
        for name in columns.get(suit, []):
            decree += (DecreeCard(column=Suit(suit), card=OrderCard(name=f"{name} ({suit})", suit=Suit(suit))),)
    return rules.update_faction(snap, E, board=EyrieBoard(decree=decree))


def eyrie_board(pieces: Pieces, *, decree: dict[str, list[str]] | None = None, viziers: int = 2,
                ruins: tuple[int, ...] | None = None, vp: dict[str, int] | None = None,
                items: dict[str, int] | None = None, **kw: object) -> RootSnapshot:
    """A game (see eyrie_game) whose board holds exactly `pieces` and whose Decree is `decree`."""
    snap = with_pieces(eyrie_game(**kw), pieces, ruins=ruins)  # type: ignore[arg-type]
    snap = with_decree(snap, viziers=viziers, **(decree or {}))
    for faction, points in (vp or {}).items():
        snap = rules.update_faction(snap, faction, vp=points)
    for item, n in (items or {}).items():
        snap = rules.set_item(snap, item, n)
    return snap


def decree_counts(snap: RootSnapshot) -> dict[str, int]:
    board = snap.faction(E).board
    assert isinstance(board, EyrieBoard)
    return {s.value: board.count(s) for s in (Suit.FOX, Suit.MOUSE, Suit.RABBIT, Suit.BIRD)}

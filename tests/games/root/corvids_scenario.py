"""Build Cogwheel Corvids boards for engine tests: the Corvids bot first at the table, other bots
and humans after it, the pieces exactly as a test names them."""

from __future__ import annotations

from tablebot.games.root import game, rules
from tablebot.games.root.bots import BOTS
from tablebot.games.root.bots.corvids_state import CorvidsCursor
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, OrderCard, RootSnapshot

from .scenario import Pieces, with_pieces

C = "corvids"


def corvids_game(humans: tuple[str, ...] = ("marquise", "eyrie"), *, difficulty: str = "normal",
                 traits: tuple[str, ...] = (), printing: str = "original_2020", seed: int = 1,
                 keep_corner: int | None = 1, coop: bool = False, bots: tuple[str, ...] = (),
                 app_deck: bool = False) -> RootSnapshot:
    """The Corvids bot in the first seat; `bots` (bot ids) after it, then the humans."""
    seats = (SeatConfig(faction=C, bot=BotConfig(bot="cogwheel_corvids", difficulty=difficulty, traits=traits,
                                                 printing=printing)),)
    seats += tuple(SeatConfig(faction=BOTS[b], bot=BotConfig(bot=b)) for b in bots)
    seats += tuple(SeatConfig(faction=h) for h in humans)
    return game.new_game(GameConfig(seats=seats, seed=seed, keep_corner=keep_corner, coop=coop,
                                    app_deck=app_deck))


def corvids_board(pieces: Pieces, *, vp: dict[str, int] | None = None, items: dict[str, int] | None = None,
                  ruins: tuple[int, ...] | None = (), **kw: object) -> RootSnapshot:
    """A game (see corvids_game) whose board holds exactly `pieces` (no ruins unless named)."""
    snap = with_pieces(corvids_game(**kw), pieces, ruins=ruins)  # type: ignore[arg-type]
    snap = snap.model_copy(update={"turn": snap.turn.model_copy(update={"setup_draws": ()})})
    for faction, points in (vp or {}).items():
        snap = rules.update_faction(snap, faction, vp=points)
    for item, n in (items or {}).items():
        snap = rules.set_item(snap, item, n)
    return snap


def at(snap: RootSnapshot, phase: str, order: OrderCard | None = None, **cursor: object) -> RootSnapshot:
    """The snapshot with the Corvids' cursor at `phase` with this order card."""
    cur = CorvidsCursor(phase=phase, order=order, **cursor)  # type: ignore[arg-type]
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})})

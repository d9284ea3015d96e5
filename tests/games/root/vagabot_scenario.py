"""Build Vagabot boards for engine tests: a game whose pieces and items are exactly the ones a test names."""

from __future__ import annotations

from typing import Any

from tablebot.games.root import game, rules
from tablebot.games.root.actions import (
    ArbiterAnswer,
    AskArbiter,
    AskDice,
    AskOrderCard,
    AskRemoval,
    AskTable,
    DiceAnswer,
    OrderCardAnswer,
    RemovalAnswer,
    RootPrompt,
    RootStep,
    TableAnswer,
)
from tablebot.games.root.bots.vagabot_state import VagabotBoard
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, OrderCard, RootSnapshot

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


def play(snap: RootSnapshot, *, orders: list[OrderCard] | tuple[OrderCard, ...] = (),
         dice: list[tuple[int, int] | None] | tuple[tuple[int, int] | None, ...] = (),
         tables: list[tuple[str, ...]] | tuple[tuple[str, ...], ...] = (),
         removals: list[tuple[tuple[str, int], ...]] | tuple[tuple[tuple[str, int], ...], ...] = (),
         arbiter: list[bool] | tuple[bool, ...] = (), until_end: bool = True, max_steps: int = 200
         ) -> tuple[RootSnapshot, list[RootStep | RootPrompt]]:
    """Run the current bot's turn, answering prompts from the given lists in order."""
    q_orders, q_dice, q_tables, q_removals, q_arbiter = (list(orders), list(dice), list(tables), list(removals),
                                                          list(arbiter))
    seen: list[RootStep | RootPrompt] = []
    for _ in range(max_steps):
        step = game.next_step(snap)
        if step.kind == "human_turn":
            return snap, seen
        assert isinstance(step, (RootStep, RootPrompt))
        seen.append(step)
        if isinstance(step, RootPrompt):
            q = step.question
            if not {"order_card": q_orders, "dice": q_dice, "removal": q_removals, "table": q_tables,
                    "arbiter": q_arbiter}[q.kind]:
                raise AssertionError(f"unanswered {q.kind} after {[s.reasons[-1].code for s in seen]}")
            if isinstance(q, AskOrderCard):
                ans: Any = OrderCardAnswer(card=q_orders.pop(0))
            elif isinstance(q, AskDice):
                ans = DiceAnswer(dice=q_dice.pop(0))
            elif isinstance(q, AskRemoval):
                ans = RemovalAnswer(choice=q_removals.pop(0))
            elif isinstance(q, AskTable):
                ans = TableAnswer(chosen=q_tables.pop(0))
            elif isinstance(q, AskArbiter):
                ans = ArbiterAnswer(enlist=q_arbiter.pop(0))
            else:  # pragma: no cover
                raise TypeError(q)
            snap = game.answer(snap, step, ans)
            continue
        snap = game.apply_step(snap, step)
        if step.action.kind == "end_turn" and until_end:
            return snap, seen
    if not until_end:
        return snap, seen
    raise AssertionError("turn did not end")


def prompts(seen: list[RootStep | RootPrompt]) -> list[RootPrompt]:
    return [s for s in seen if isinstance(s, RootPrompt)]


def all_codes(seen: list[RootStep | RootPrompt]) -> list[tuple[str, str]]:
    return [(r.rule, r.code) for s in seen for r in s.reasons]

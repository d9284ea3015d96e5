"""Build Root boards for engine tests: a game whose pieces are exactly the ones a test names."""

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
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, OrderCard, PlaceState, RootSnapshot

Pieces = dict[int | str, dict[tuple[str, str], int]]


def marquise_game(humans: tuple[str, ...] = ("eyrie", "alliance"), *, difficulty: str = "normal",
                  traits: tuple[str, ...] = (), printing: str = "original_2020", seed: int = 1,
                  keep_corner: int = 1, coop: bool = False) -> RootSnapshot:
    seats = (SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2", difficulty=difficulty,
                                                          traits=traits, printing=printing)),)
    seats += tuple(SeatConfig(faction=h) for h in humans)
    return game.new_game(GameConfig(seats=seats, seed=seed, keep_corner=keep_corner, coop=coop))


def with_pieces(snap: RootSnapshot, pieces: Pieces, *, ruins: tuple[int, ...] | None = None) -> RootSnapshot:
    """Replace every piece on the board by `pieces` ({place: {(faction, kind): n}})."""
    board = rules.board_of(snap)
    keep_ruins = ruins if ruins is not None else tuple(c.id for c in board.clearings if c.ruins_at_setup)
    places = tuple(PlaceState(id=p.id, ruins=(p.id in keep_ruins) if isinstance(p.id, int) else False)
                   for p in snap.places)
    snap = snap.model_copy(update={"places": places})
    for place, stacks in pieces.items():
        for (faction, kind), n in stacks.items():
            snap = rules.add_pieces(snap, faction, kind, place, n)
    return snap


def card(suit: str, item: str | None = None, name: str | None = None) -> OrderCard:
    return OrderCard(name=name, suit=Suit(suit), item=item)


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


def steps_of(seen: list[RootStep | RootPrompt]) -> list[RootStep]:
    return [s for s in seen if isinstance(s, RootStep)]


def actions(seen: list[RootStep | RootPrompt], kind: str | None = None) -> list[object]:
    return [s.action for s in steps_of(seen) if kind is None or s.action.kind == kind]


def codes(step: RootStep | RootPrompt) -> list[tuple[str, str]]:
    return [(r.rule, r.code) for r in step.reasons]


def past_the_win(snap: RootSnapshot) -> RootSnapshot:
    """Long random games go on past 30 VP (which ends a real game, Law of Root 3.1): the winners'
    VP drop back so the engine keeps being exercised on late-game boards."""
    factions = tuple(f.model_copy(update={"vp": f.vp - 15 if f.vp >= 30 else f.vp}) for f in snap.factions)
    return snap.model_copy(update={"factions": factions})


def is_game_over(step: object) -> bool:
    return getattr(getattr(step, "action", None), "kind", None) == "game_over"

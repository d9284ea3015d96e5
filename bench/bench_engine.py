"""Engine figures: how long the Mechanical Marquise takes to plan a step and to play a turn on a
crowded board, and how long a long save takes to write and read. Prints figures; not a test.

    .venv/bin/python bench/bench_engine.py [--reps N]

The crowded board: all four factions on Autumn (the Marquise bot, a human Eyrie, Alliance and
Vagabond), with Eyrie and Alliance warriors, roosts, sympathy and bases spread over most clearings,
so every ranking (battle targets, recruit, build, move) has many candidates and battles happen.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time
from collections.abc import Callable
from typing import Any

from tablebot.core.reasons import reason
from tablebot.core.save import HistoryEntry, SavedGame, dumps_game, loads_game
from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games.registry import game_rules
from tablebot.games.root import edits
from tablebot.games.root.actions import ArbiterAnswer, DiceAnswer, OrderCardAnswer, RemovalAnswer
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig, new_game
from tablebot.games.root.state import BotConfig, OrderCard, RootSnapshot

RULES = game_rules("root")

# One fixed order card per suit (bird resolves Escalated Daylight, 4.7).
ORDERS = {
    "fox": OrderCard(name="Root Tea", suit=Suit.FOX),
    "rabbit": OrderCard(name="Cobbler", suit=Suit.RABBIT),
    "mouse": OrderCard(name="Sword", suit=Suit.MOUSE),
    "bird": OrderCard(name="Armorers", suit=Suit.BIRD),
}


def crowded_board() -> RootSnapshot:
    snap = new_game(GameConfig(
        seats=(SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
               SeatConfig(faction="eyrie"), SeatConfig(faction="alliance"), SeatConfig(faction="vagabond")),
        seed=7, keep_corner=1,
    ))
    wanted: list[Any] = []
    for c in range(2, 13):  # the Keep's clearing 1 takes no enemy placements (4.2.1)
        wanted.append(edits.AddPiece(faction="eyrie", piece="warrior", place=c, count=1 + c % 2))
        wanted.append(edits.AddPiece(faction="alliance", piece="sympathy", place=c))
        if c % 3 == 0:
            wanted.append(edits.AddPiece(faction="alliance", piece="warrior", place=c, count=2))
        if c % 4 == 1:
            wanted.append(edits.AddPiece(faction="eyrie", piece="roost", place=c))
    for piece, c in (("base_fox", 8), ("base_rabbit", 5), ("base_mouse", 2)):
        wanted.append(edits.AddPiece(faction="alliance", piece=piece, place=c))
    wanted.append(edits.AddPiece(faction="vagabond", piece="pawn", place=7))
    for edit in wanted:
        try:
            snap = RULES.apply_edit(snap, edit)
        except IllegalEdit as exc:  # a full clearing refuses a building: the board is crowded anyway
            print(f"  (skipped {edit.kind} {edit.piece} in {edit.place}: {exc.code})")
    return snap


def answer_for(question: Any, order: OrderCard) -> Any:
    if question.kind == "order_card":
        return OrderCardAnswer(card=order)
    if question.kind == "dice":
        return DiceAnswer(dice=None)  # the app rolls, from the snapshot's seeded RNG
    if question.kind == "arbiter":  # the human Vagabond on the board is not the Arbiter
        return ArbiterAnswer(enlist=False)
    return RemovalAnswer(choice=(question.options[0],))


def play_turn(snap: RootSnapshot, order: OrderCard, seen: list[RootSnapshot] | None = None) -> int:
    """Play the bot's whole turn; returns the number of steps and prompts."""
    n = 0
    while True:
        step: Any = RULES.next_step(snap)
        if isinstance(step, HumanTurn):
            return n
        if seen is not None:
            seen.append(snap)
        n += 1
        if step.kind == "prompt":
            snap = RULES.answer(snap, step, answer_for(step.question, order))
            continue
        snap = RULES.apply_step(snap, step)
        if step.action.kind == "end_turn":
            return n


def timings(fn: Callable[[], object], reps: int) -> list[float]:
    fn()  # warm caches (the board graph, card lists) outside the figures
    out = []
    for _ in range(reps):
        began = time.perf_counter()
        fn()
        out.append(time.perf_counter() - began)
    return out


def p99(values: list[float]) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[98] if len(values) > 1 else values[0]


def fmt(seconds: float) -> str:
    return f"{seconds * 1e3:8.3f} ms"


def row(name: str, values: list[float]) -> float:
    med = statistics.median(values)
    print(f"  {name:<34} median {fmt(med)}   p99 {fmt(p99(values))}   p99/median {p99(values) / med:5.2f}")
    return med


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=300)
    args = parser.parse_args()
    reps = args.reps

    print("bench_engine: Mechanical Marquise 2.0 on a crowded Autumn board")
    print(f"  machine: {platform.platform()}, {os.cpu_count()} CPUs, {platform.processor() or platform.machine()}")
    print(f"  Python {platform.python_version()} ({platform.python_implementation()}), {reps} repetitions")

    crowded = crowded_board()
    demo = RULES.demo_game()
    occupied = sum(1 for p in crowded.clearings() if len(p.factions()) >= 3)
    print(f"  board: {occupied}/12 clearings hold 3+ factions; "
          f"{sum(s.count for p in crowded.places for s in p.stacks)} pieces")

    # Every position the bot passes through in its four kinds of turn: planning cost per step.
    def positions_of(board: RootSnapshot) -> tuple[list[RootSnapshot], dict[str, int]]:
        seen: list[RootSnapshot] = []
        lengths = {suit: play_turn(board, order, seen) for suit, order in ORDERS.items()}
        return seen, lengths

    def plan_times(seen: list[RootSnapshot]) -> list[float]:
        out = []
        for _ in range(reps):
            for snap in seen:
                began = time.perf_counter()
                RULES.next_step(snap)
                out.append(time.perf_counter() - began)
        return out

    crowded_positions, lengths = positions_of(crowded)
    demo_positions, _ = positions_of(demo)
    print(f"  steps+prompts per turn on the crowded board: {lengths}")
    print(f"plan one step (next_step), every position of the four turns x {reps}:")
    step_med = row(f"crowded board ({len(crowded_positions)} positions)", plan_times(crowded_positions))
    demo_step = row(f"demo board ({len(demo_positions)} positions)", plan_times(demo_positions))

    print("play one whole turn (every step planned and applied, dice rolled by the app):")
    turn_meds = {}
    for suit, order in ORDERS.items():
        turn_meds[suit] = row(f"crowded, {suit} order ({order.name})",
                              timings(lambda order=order: play_turn(crowded, order), reps))  # type: ignore[misc]
    demo_turn = row("demo board, fox order", timings(lambda: play_turn(demo, ORDERS["fox"]), reps))

    print("save files (1,000-entry history of the crowded board):")
    history = tuple(HistoryEntry(reason("", "history.step"), crowded) for _ in range(1000))
    saved = SavedGame("root", history, 999)
    text = dumps_game(saved)
    save_reps = max(3, reps // 30)
    row("dumps_game", timings(lambda: dumps_game(saved), save_reps))
    row("loads_game (validated)", timings(lambda: loads_game(text), save_reps))
    print(f"  size: {len(text) / 1e6:.2f} MB")

    print("ratios:")
    print(f"  crowded / demo, one step:           {step_med / demo_step:6.2f}")
    print(f"  crowded / demo, fox turn:           {turn_meds['fox'] / demo_turn:6.2f}")
    slowest = max(turn_meds, key=lambda s: turn_meds[s])
    print(f"  slowest turn ({slowest}) / one step:   {turn_meds[slowest] / step_med:6.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

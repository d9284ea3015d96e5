"""One driver for the seeded random games of the bots, on any map: humans who edit the board at
random between the bots' turns, every prompt answered at random, and after every change the board
is legal (the shared invariants, the bot's own, the save checks)."""

from __future__ import annotations

import random
from collections.abc import Callable

from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games.root import game, validate
from tablebot.games.root.actions import RootPrompt, RootStep
from tablebot.games.root.bots import BOTS
from tablebot.games.root.edits import Edit
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, RootSnapshot

from .scenario import is_game_over, past_the_win
from .test_marquise_random_play import answer_for, check_invariants, random_edit

HUMAN_TURNS = 30


def random_table(map_id: str, seed: int, bots: tuple[str, ...], humans: tuple[str, ...]) -> RootSnapshot:
    """A new table on any map (board.MAPS): the bots (ids) seated first, then the human factions; a
    map without printed suits gets its seeded random suit layout (setup)."""
    seats = tuple(SeatConfig(faction=BOTS[b], bot=BotConfig(bot=b, character="thief" if b == "vagabot" else None))
                  for b in bots) + tuple(SeatConfig(faction=h) for h in humans)
    return game.new_game(GameConfig(map_id=map_id, seats=seats, seed=seed))


def play_random_game(snap: RootSnapshot, rnd: random.Random, *, steps: int, check: Callable[[RootSnapshot], None],
                     watch: Callable[[RootStep], None] = lambda step: None,
                     edit: Callable[[RootSnapshot, random.Random], Edit] = random_edit,
                     human_turns: int = HUMAN_TURNS) -> RootSnapshot:
    """Play until the humans have had `human_turns` turns (at most `steps` positions) on the map the
    table was laid on (random_table lays any map): `watch` sees every bot step before it is applied,
    `edit` makes a human's random edits. Returns the last board."""
    turns = 0
    for _ in range(steps):
        step = game.next_step(snap)
        if is_game_over(step):
            snap = past_the_win(snap)
            continue
        if isinstance(step, HumanTurn):
            for _ in range(rnd.randint(0, 6)):
                try:
                    snap = game.apply_edit(snap, edit(snap, rnd))
                except IllegalEdit:
                    pass
            snap = game.end_human_turn(snap)
            turns += 1
        elif isinstance(step, RootPrompt):
            snap = game.answer(snap, step, answer_for(snap, step, rnd))
        else:
            watch(step)
            snap = game.apply_step(snap, step)
        check_invariants(snap)
        check(snap)
        assert validate.problems(snap) == []
        if turns >= human_turns:
            break
    assert turns >= human_turns, "the game stalled"
    return snap

"""One driver for the seeded random games of the Clockwork 2 bots: humans who edit the board at
random between the bots' turns, every prompt answered at random, and after every change the board
is legal (the shared invariants, the bot's own, the save checks)."""

from __future__ import annotations

import random
from collections.abc import Callable

from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games.root import game, validate
from tablebot.games.root.actions import RootPrompt, RootStep
from tablebot.games.root.edits import Edit
from tablebot.games.root.state import RootSnapshot

from .scenario import is_game_over, past_the_win
from .test_marquise_random_play import answer_for, check_invariants, random_edit

HUMAN_TURNS = 30


def play_random_game(snap: RootSnapshot, rnd: random.Random, *, steps: int, check: Callable[[RootSnapshot], None],
                     watch: Callable[[RootStep], None] = lambda step: None,
                     edit: Callable[[RootSnapshot, random.Random], Edit] = random_edit) -> RootSnapshot:
    """Play until the humans have had HUMAN_TURNS turns (at most `steps` positions): `watch` sees
    every bot step before it is applied, `edit` makes a human's random edits. Returns the last board."""
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
        if turns >= HUMAN_TURNS:
            break
    assert turns >= HUMAN_TURNS, "the game stalled"
    return snap

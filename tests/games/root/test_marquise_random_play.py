"""Seeded random games: the Marquise plays many turns against humans who edit the board at random.
No exception, and after every step the board is legal: supplies, slots, rule of the Keep, VP."""

import random

import pytest

from .random_games import play_random_game
from .scenario import marquise_game


@pytest.mark.parametrize("seed", range(8))
def test_random_games_stay_legal(seed):
    rnd = random.Random(seed)
    traits = tuple(t for t in ("blitz", "fortified", "hospitals", "iron_will") if rnd.random() < 0.5)
    snap = marquise_game(humans=("eyrie", "alliance", "vagabond"), seed=seed, keep_corner=rnd.choice([1, 2, 3, 4]),
                         difficulty=rnd.choice(["easy", "normal", "challenging", "nightmare"]), traits=traits,
                         printing=rnd.choice(["original_2020", "directors_cut"]))
    snap = play_random_game(snap, rnd, steps=3000, check=lambda s: None, human_turns=40)
    assert snap.faction("marquise").vp > 0

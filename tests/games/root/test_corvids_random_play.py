"""Seeded random games: the Cogwheel Corvids and another bot play many turns against humans who
edit the board at random. No exception, and after every step the board is legal: supplies (15
warriors, 8 plots of which 2 of each face), at most one plot per clearing placed by the bot, VP >= 0,
and the snapshot survives a JSON round trip."""

import random

import pytest

from tablebot.games.root import plots

from .corvids_scenario import C, corvids_game
from .random_games import play_random_game


def check_corvids(snap):
    assert snap.on_board(C, "warrior") <= 15
    assert sum(snap.on_board(C, k) for k in ("plot", *plots.FACES)) <= 8
    assert all(snap.on_board(C, face) <= 2 for face in plots.FACES)


@pytest.mark.parametrize("seed", range(6))
def test_random_games_with_the_corvids_stay_legal(seed):
    rnd = random.Random(3000 + seed)
    traits = tuple(t for t in ("backup_plans", "vendetta", "gamble", "mastermind") if rnd.random() < 0.5)
    difficulty = rnd.choice(["easy", "normal", "challenging", "nightmare"])
    other = rnd.choice(["mechanical_marquise_2", "electric_eyrie", "automated_alliance", "vagabot"])
    taken = {"mechanical_marquise_2": "marquise", "electric_eyrie": "eyrie", "automated_alliance": "alliance",
             "vagabot": "vagabond"}[other]
    humans = tuple(h for h in ("marquise", "eyrie", "alliance", "vagabond") if h != taken)[:2]
    snap = corvids_game(humans=humans, bots=(other,), seed=seed, difficulty=difficulty, traits=traits,
                        app_deck=seed % 2 == 1)
    corvid_turns = 0

    def watch(step):
        nonlocal corvid_turns
        corvid_turns += step.actor == C and step.action.kind == "end_turn"

    snap = play_random_game(snap, rnd, steps=4000, check=check_corvids, watch=watch)
    assert corvid_turns >= 14
    assert snap.faction(C).vp > 0

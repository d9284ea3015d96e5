"""Seeded random games: the Cogwheel Corvids and another bot play many turns against humans who
edit the board at random. No exception, and after every step the board is legal: supplies (15
warriors, 8 plots of which 2 of each face), at most one plot per clearing placed by the bot, VP >= 0,
and the snapshot survives a JSON round trip."""

import random

import pytest

from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games.root import game, plots, validate
from tablebot.games.root.actions import RootPrompt

from .corvids_scenario import C, corvids_game
from .scenario import is_game_over, past_the_win
from .test_marquise_random_play import answer_for, check_invariants, random_edit


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
    turns = corvid_turns = 0
    for _ in range(4000):
        step = game.next_step(snap)
        if is_game_over(step):
            snap = past_the_win(snap)
            continue
        if isinstance(step, HumanTurn):
            for _ in range(rnd.randint(0, 6)):
                try:
                    snap = game.apply_edit(snap, random_edit(snap, rnd))
                except IllegalEdit:
                    pass
            snap = game.end_human_turn(snap)
            turns += 1
        elif isinstance(step, RootPrompt):
            snap = game.answer(snap, step, answer_for(snap, step, rnd))
        else:
            if step.actor == C and step.action.kind == "end_turn":
                corvid_turns += 1
            snap = game.apply_step(snap, step)
        check_invariants(snap)
        check_corvids(snap)
        assert validate.problems(snap) == []
        if turns >= 30:
            break
    assert turns >= 30, "the game stalled"
    assert corvid_turns >= 14
    assert snap.faction(C).vp > 0

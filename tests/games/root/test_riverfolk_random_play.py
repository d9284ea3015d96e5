"""Seeded random games: the Riverfolk Robots play many turns with other bots and humans who edit the
board at random. No exception, and after every step the board is legal: supplies (15 Riverfolk
warriors counting those in Payments, 3 trade posts of each suit, one per clearing), the Market of at
most 5 cards, VP >= 0, and the snapshot survives a JSON round trip."""

import random

import pytest

from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games.root import game, rules, validate
from tablebot.games.root.actions import RootPrompt
from tablebot.games.root.bots import riverfolk
from tablebot.games.root.bots.riverfolk_state import RiverfolkBoard
from tablebot.games.root.factions import FACTIONS

from .riverfolk_scenario import R, riverfolk_game
from .scenario import is_game_over, past_the_win
from .test_marquise_random_play import answer_for, check_invariants, random_edit


def check_riverfolk(snap):
    board = snap.faction(R).board
    assert isinstance(board, RiverfolkBoard)
    assert len(board.market) <= 5
    assert snap.on_board(R, "warrior") + snap.in_payments(R, "warrior") <= 15
    for suit in ("fox", "rabbit", "mouse"):
        assert snap.on_board(R, f"trade_post_{suit}") <= 3
    for f in snap.factions:
        if FACTIONS[f.id].has_piece("warrior"):
            assert rules.in_supply(snap, f.id, "warrior") >= 0
    for p in snap.clearings():
        assert sum(p.count(R, k) for k in riverfolk.TRADE_POSTS) <= 1


@pytest.mark.parametrize("seed", range(8))
def test_random_games_with_the_riverfolk_stay_legal(seed):
    rnd = random.Random(3000 + seed)
    traits = tuple(t for t in ("garrison", "ferocious") if rnd.random() < 0.5)
    difficulty = rnd.choice(["easy", "normal", "challenging", "nightmare"])
    snap = riverfolk_game(humans=("alliance", "vagabond"), bots=("mechanical_marquise_2", "electric_eyrie"),
                          seed=seed, keep_corner=rnd.choice([1, 2, 3, 4]), difficulty=difficulty, traits=traits,
                          printing=rnd.choice(["original_2020", "directors_cut"]), coop=seed % 4 == 3,
                          app_deck=seed % 2 == 1)
    # 9.3.5's five Market cards are asked before the first turn (answered at random below).
    assert snap.turn.setup_draws == ((R, 5),)
    turns = river_turns = battles = extorted = 0
    for _ in range(6000):
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
            if step.actor == R:
                river_turns += step.action.kind == "end_turn"
                battles += step.action.kind == "battle"
                extorted += any(r.code == "riverfolk.extortion" for r in step.reasons)
            snap = game.apply_step(snap, step)
        check_invariants(snap)
        check_riverfolk(snap)
        assert validate.problems(snap) == []
        if turns >= 30:
            break
    assert turns >= 30, "the game stalled"
    assert river_turns >= 14
    assert snap.faction(R).vp > 0
    assert battles > 0, "the Riverfolk never battled"
    assert extorted > 0, "the sword never extorted"

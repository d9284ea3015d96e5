"""Seeded random games: the Riverfolk Robots play many turns with other bots and humans who edit the
board at random. No exception, and after every step the board is legal: supplies (15 Riverfolk
warriors counting those in Payments, 3 trade posts of each suit, one per clearing), the Market of at
most 5 cards, VP >= 0, and the snapshot survives a JSON round trip."""

import random

import pytest

from tablebot.games.root import rules
from tablebot.games.root.bots import riverfolk
from tablebot.games.root.bots.riverfolk_state import RiverfolkBoard
from tablebot.games.root.factions import FACTIONS

from .random_games import play_random_game
from .riverfolk_scenario import R, riverfolk_game


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
    river_turns = battles = extorted = 0

    def watch(step):
        nonlocal river_turns, battles, extorted
        if step.actor == R:
            river_turns += step.action.kind == "end_turn"
            battles += step.action.kind == "battle"
            extorted += any(r.code == "riverfolk.extortion" for r in step.reasons)

    snap = play_random_game(snap, rnd, steps=6000, check=check_riverfolk, watch=watch)
    assert river_turns >= 14
    assert snap.faction(R).vp > 0
    assert battles > 0, "the Riverfolk never battled"
    assert extorted > 0, "the sword never extorted"

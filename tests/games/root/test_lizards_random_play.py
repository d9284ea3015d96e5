"""Seeded random games: the Logical Lizards bot plays many turns with other bots and humans who edit
the board at random. No exception, and after every step the board is legal: supplies (25 Lizard
warriors counting the acolytes, 5 gardens of each suit), slots, the Keep, VP >= 0, the conspiracy
marker on the track, and the snapshot survives a JSON round trip."""

import random

import pytest

from tablebot.games.root import rules
from tablebot.games.root.bots import lizards
from tablebot.games.root.bots.lizards_state import LizardsBoard

from .lizards_scenario import lizards_game
from .random_games import play_random_game

L = "lizards"


def check_lizards(snap):
    board = snap.faction(L).board
    assert isinstance(board, LizardsBoard)
    assert snap.on_board(L, "warrior") + board.acolytes <= 25
    for suit in ("fox", "rabbit", "mouse"):
        assert snap.on_board(L, f"garden_{suit}") <= 5
    keep = rules.keep_clearing(snap)
    if keep is not None:
        assert snap.place(keep).count(L) == 0 or snap.place(keep).count(L, "warrior") > 0


@pytest.mark.parametrize("seed", range(8))
def test_random_games_with_lizards_stay_legal(seed):
    rnd = random.Random(2000 + seed)
    traits = tuple(t for t in lizards.TRAITS if rnd.random() < 0.5)
    difficulty = rnd.choice(["easy", "normal", "challenging", "nightmare"])
    snap = lizards_game(humans=("alliance", "vagabond"), bots=("mechanical_marquise_2", "electric_eyrie"), seed=seed,
                        keep_corner=rnd.choice([1, 2, 3, 4]), difficulty=difficulty, traits=traits,
                        printing=rnd.choice(["original_2020", "directors_cut"]), coop=seed % 4 == 3)
    # 8.3.5's three cards are asked before the first turn (answered at random below).
    assert snap.turn.setup_draws == ((L, 3),)
    lizard_turns = performed = attempted = 0

    def watch(step):
        nonlocal lizard_turns, performed, attempted
        lizard_turns += step.actor == L and step.action.kind == "end_turn"
        performed += sum(1 for r in step.reasons if r.code in ("lizards.convert", "lizards.sanctify",
                                                                "lizards.crusade.spent"))
        attempted += sum(1 for r in step.reasons if r.code.startswith("lizards.conspiracy.move_"))

    snap = play_random_game(snap, rnd, steps=5000, check=check_lizards, watch=watch)
    assert lizard_turns >= 14
    assert snap.faction(L).vp > 0
    assert attempted > 0, "the marker never moved"
    if not snap.coop:  # in co-op only the humans are targets: every conspiracy may fail
        assert performed > 0, "no conspiracy was ever performed"

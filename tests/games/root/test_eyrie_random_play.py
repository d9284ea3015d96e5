"""Seeded random games: the Electric Eyrie and the Mechanical Marquise bots play many turns against
humans who edit the board at random. No exception, and after every step the board is legal:
supplies (20 Eyrie warriors, 7 roosts), slots, the Keep, VP >= 0, the Loyal Viziers always in the
bird column of the Decree, and the snapshot survives a JSON round trip."""

import random

import pytest

from tablebot.games.root import rules
from tablebot.games.root.actions import RootStep
from tablebot.games.root.bots.eyrie_state import EyrieBoard
from tablebot.games.root.factions import Suit

from .eyrie_scenario import eyrie_game
from .random_games import play_random_game

E = "eyrie"


def check_eyrie(snap, difficulty, printing):
    board = snap.faction(E).board
    assert isinstance(board, EyrieBoard)
    viziers = [d for d in board.decree if d.vizier]
    assert len(viziers) == (1 if (difficulty, printing) == ("easy", "original_2020") else 2)
    assert all(d.column == Suit.BIRD for d in viziers)
    assert all(d.column == d.card.suit for d in board.decree)
    assert snap.on_board(E, "warrior") <= 20 and snap.on_board(E, "roost") <= 7
    keep = rules.keep_clearing(snap)
    if keep is not None:
        # The Eyrie never places in the Keep's clearing; it may move in, so only roosts are checked.
        assert snap.place(keep).count(E, "roost") == 0


@pytest.mark.parametrize("seed", range(8))
def test_random_games_with_eyrie_and_marquise_stay_legal(seed):
    rnd = random.Random(1000 + seed)
    traits = tuple(t for t in ("nobility", "relentless", "swoop", "war_tax") if rnd.random() < 0.5)
    difficulty = rnd.choice(["easy", "normal", "challenging", "nightmare"])
    printing = rnd.choice(["original_2020", "directors_cut"])
    snap = eyrie_game(humans=("alliance", "vagabond"), bots=("mechanical_marquise_2",), seed=seed,
                      keep_corner=rnd.choice([1, 2, 3, 4]), difficulty=difficulty, traits=traits,
                      printing=printing, coop=seed % 4 == 3)
    counts = {"eyrie_turns": 0, "turmoils": 0}

    def watch(step: RootStep) -> None:
        if step.actor == E and step.action.kind == "end_turn":
            counts["eyrie_turns"] += 1
        counts["turmoils"] += sum(1 for r in step.reasons if r.code == "turmoil.falls")

    snap = play_random_game(snap, rnd, steps=4000, check=lambda s: check_eyrie(s, difficulty, printing), watch=watch)
    eyrie_turns, turmoils = counts["eyrie_turns"], counts["turmoils"]
    assert eyrie_turns >= 14
    assert snap.faction(E).vp > 0 or turmoils > 0

"""Every bot on every marker map through the seeded random-game driver (random_games.py): humans
who edit at random (drags over the lake included), random answers, and after every change the board
is legal and the ferry on the coast (validate.problems)."""

import random

import pytest

from tablebot.games.root.bots import BOTS

from .random_games import play_random_game, random_table

TABLES = {
    "winter": (("mechanical_marquise_2", "logical_lizards", "cogwheel_corvids", "vagabot"), ("eyrie", "duchy")),
    "lake": (("electric_eyrie", "drillbit_duchy", "vagabot", "riverfolk_robots"), ("marquise", "alliance")),
    "mountain": (("automated_alliance", "electric_eyrie", "drillbit_duchy", "cogwheel_corvids"), ("marquise", "vagabond")),
}


@pytest.mark.parametrize("map_id", sorted(TABLES))
def test_every_map_random_game_stays_legal(map_id):
    bots, humans = TABLES[map_id]
    snap = random_table(map_id, 7, bots, humans)
    assert snap.map_id == map_id and (snap.ferry is not None) == (map_id == "lake")
    seen: list = []

    def watch(step):
        seen.append(step)

    last = play_random_game(snap, random.Random(70), steps=1500, check=lambda s: None, watch=watch, human_turns=6)
    ends = [s.actor for s in seen if s.action.kind == "end_turn"]
    assert all(ends.count(BOTS[b]) >= 3 for b in bots), ends  # every bot played its turns on this map
    assert last.turn.round >= 4

"""Expeditions games save and load like Root games, and an impossible board is refused."""

import json

import pytest

from tablebot.core import save
from tablebot.games.registry import game_rules


def test_expeditions_round_trip_and_inconsistent_board_refused(tmp_path):
    rules = game_rules("expeditions")
    snap = rules.demo_game()
    path = tmp_path / "exp.json"
    save.save_game(path, save.SavedGame.start("expeditions", snap))
    assert save.load_game(path).snapshot == snap

    data = json.loads(path.read_text())
    data["history"][0]["snapshot"]["automa_north"] = 99  # past the end of the North row
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    before = bad.read_bytes()
    with pytest.raises(save.SaveError) as err:
        save.load_game(bad)
    assert err.value.code == "save.invalid"
    assert bad.read_bytes() == before

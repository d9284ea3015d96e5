"""`tablebot simulate --map`: every bot plays seeded rounds on each of the four maps, checked as a
save file would be; on the Lake the summary says where the ferry ended and how often bots took it."""

from __future__ import annotations

import json

import pytest

from tablebot import cli

EVERY_BOT = "marquise:bot,eyrie:bot,alliance:bot,vagabond:vagabot,corvids:bot,duchy"
OTHERS = "lizards:bot,riverfolk:bot,duchy:bot,eyrie"


@pytest.mark.parametrize("map_id", ["winter", "lake", "mountain"])
def test_every_map_simulate_plays_every_bot_with_checks(capsys: pytest.CaptureFixture[str], map_id: str) -> None:
    for seats in (EVERY_BOT, OTHERS):
        assert cli.main(["simulate", "--map", map_id, "--seed", "3", "--rounds", "2", "--check", "--seats", seats]) == 0
        summary = json.loads(capsys.readouterr().out)
        assert summary["map"] == map_id and summary["problems"] == []
        assert summary["bot_turns"] == 2 * len(summary["bots"])
        assert ("ferry" in summary) == (map_id == "lake")


def test_every_map_simulate_on_the_lake_reports_the_ferry(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "--map", "lake", "--seed", "1", "--rounds", "4", "--seats",
                     "marquise:bot,eyrie:bot,vagabond:bot,duchy:bot,corvids:bot,alliance"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["ferry_crossings"] >= 1 and summary["ferry"] in (1, 10, 11, 12)


def test_every_map_simulate_refuses_an_unknown_map(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "--map", "atlantis"]) == 2
    assert "autumn, winter, lake, mountain" in capsys.readouterr().err

"""Review of the bots' setup on every map (issue 12): a human Marquise's Keep.

A human Marquise sets up first (setup letter A): the Keep stands in the corner the table named at
New Game before any bot sets up, though the app does not place a human's pieces. Only the Marquise
places pieces in the Keep's clearing (Law of Root, the Keep; Law of Rootbotics 4.2.1), so a bot's
setup tries another clearing there (2.3): the Lizards' and the Duchy's corner (8.3.2, 10.3.3), the
Riverfolk's river clearings (9.3.2), the Corvids' lowest-priority clearing of a suit (11.3.2).
"""

from __future__ import annotations

import pytest

from tablebot.games.root import game, rules
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, RootSnapshot
from tablebot.gui.root.reasons import sentence

M = "marquise"
F, R, Mo = Suit.FOX, Suit.RABBIT, Suit.MOUSE


def _table(map_id: str, keep: int, *bots: tuple[str, str], suits: tuple[Suit, ...] = ()) -> RootSnapshot:
    seats = (SeatConfig(faction=M),) + tuple(SeatConfig(faction=f, bot=BotConfig(bot=b)) for f, b in bots)
    return game.new_game(GameConfig(map_id=map_id, seats=seats, seed=4, keep_corner=keep, suits=suits))


def _clearings_of(snap: RootSnapshot, faction: str) -> list[int]:
    return sorted(int(p.id) for p in snap.clearings() if p.count(faction))


@pytest.mark.parametrize("map_id", ["autumn", "winter", "lake", "mountain"])
@pytest.mark.parametrize("faction, bot", [("lizards", "logical_lizards"), ("duchy", "drillbit_duchy")])
def test_a_corner_bot_never_starts_in_a_human_marquises_keep(map_id: str, faction: str, bot: str) -> None:
    """The human Marquise's Keep in corner 1, the Eyrie bot in the corner opposite it (5.3.2; the
    map data's diagonal: 3, on the Lake 2). The Lizards (8.3.2) or the Duchy (10.3.3) want a corner
    diagonally opposite a starting corner: the Eyrie's opposite is 1, but the Keep forbids it (2.3),
    and 1's opposite is the Eyrie's start: none is left, so a random corner among the other two, and
    the step says no corner was opposite."""
    snap = _table(map_id, 1, ("eyrie", "electric_eyrie"), (faction, bot))
    roost = rules.board_of(snap).clearing(1).opposite_corner
    assert _clearings_of(snap, "eyrie") == [roost]
    others = {2, 3, 4} - {roost}
    mine = _clearings_of(snap, faction)
    assert 1 not in mine and bool(others & set(mine))
    corner_line = next(r for r in snap.log if r.rule in ("8.3.2", "10.3.3"))
    assert corner_line.code in ("lizards.setup.corner_random", "setup.duchy_random")
    assert "1" not in sentence(corner_line).split("among")[-1]


@pytest.mark.parametrize("map_id, keep, rivers", [("mountain", 2, [4, 10]), ("lake", 1, [10, 11, 12])])
def test_the_riverfolk_place_no_warrior_in_a_human_marquises_keep(map_id: str, keep: int, rivers: list[int]) -> None:
    """9.3.2: a warrior in each river clearing (the Mountain's 2, 4, 10; the Lake's coast 1, 10, 11,
    12), except the Keep's corner the human Marquise holds (2.3)."""
    snap = _table(map_id, keep, ("riverfolk", "riverfolk_robots"))
    assert _clearings_of(snap, "riverfolk") == rivers


def test_the_corvids_lowest_fox_clearing_skips_a_human_marquises_keep() -> None:
    """Winter laid with the foxes in 1 2 3 4: the lowest-priority fox clearing is 4, the human
    Marquise's Keep; the Corvids try the next lowest, 3 (11.3.2, 2.3)."""
    suits = (F, F, F, F, R, R, R, R, Mo, Mo, Mo, Mo)
    snap = _table("winter", 4, ("corvids", "cogwheel_corvids"), suits=suits)
    assert _clearings_of(snap, "corvids") == [3, 8, 12]
    assert rules.keep_clearing(snap) is None  # the app places no human piece: the table does


def test_the_duchys_corner_line_names_the_starting_corner_it_faces() -> None:
    """10.3.3 "diagonally opposite a starting corner": with a human Marquise's Keep in 1 and no
    other bot, the Duchy surfaces in the corner opposite it (the map's diagonal: 3, on the Lake 2).
    The line names that start, and does not call the human's Keep a bot's start."""
    for map_id in ("winter", "lake"):
        snap = _table(map_id, 1, ("duchy", "drillbit_duchy"))
        facing = rules.board_of(snap).clearing(1).opposite_corner
        assert _clearings_of(snap, "duchy")[0] == facing
        line = next(r for r in snap.log if r.code == "setup.duchy_opposite")
        assert sentence(line) == f"The Duchy surfaces in corner {facing}, diagonally opposite a starting corner (1)."

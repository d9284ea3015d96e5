"""Review of the engine on the Lake and Winter (issue 12): which forests the Vagabot can slip to.

The Vagabot slips into an adjacent forest (7.4.3; Law of Root: forests across one path are adjacent).
The Law of Root's variant maps add two kinds of adjacency the paths alone do not give:
- the Lake, C.2.4: "Each coastal forest is adjacent to its two neighboring coastal forests
  (separated by one coastal clearing)": around the lake 1-5-11 | 7-10-11 | 3-8-10-12 | 1-9-12;
- Winter, C.1.1: "The river divides forests (as printed paths do)": the river runs 10-11-12-7 where
  no path does, so 1-10-11 | 4-10-11, 1-2-5-6-11-12 | 8-9-11-12 and 2-7-12 | 3-7-12 lie across one
  river as other forests lie across one path (ruling winter-river-divides-forests).
"""

from __future__ import annotations

import networkx as nx
import pytest

from tablebot.games.root import game
from tablebot.games.root.board import load_board
from tablebot.games.root.bots import vagabot
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, RootSnapshot

from .scenario import with_pieces

V = "vagabond"


def _vagabot_in(map_id: str, forest: str) -> RootSnapshot:
    snap = game.new_game(GameConfig(
        map_id=map_id, suits=load_board(map_id).suggested_suits() or (), seed=2,
        seats=(SeatConfig(faction=V, bot=BotConfig(bot="vagabot", character="thief")),)))
    return with_pieces(snap, {forest: {(V, "pawn"): 1}})


def test_on_the_lake_a_coastal_forest_is_adjacent_to_its_two_neighbouring_coastal_forests() -> None:
    """From forest 1-5-11 the Vagabot may slip across path 5-11 to 4-5-6-11 and, by C.2.4, along the
    coast past clearing 1 to 1-9-12 and past clearing 11 to 7-10-11."""
    snap = _vagabot_in("lake", "F1-5-11")
    assert vagabot.slip_options(snap) == ("F1-9-12", "F4-5-6-11", "F7-10-11")
    assert vagabot.slip_options(_vagabot_in("lake", "F3-8-10-12")) == ("F1-9-12", "F2-8-10", "F3-9-12", "F7-10-11")


def test_on_winter_forests_the_river_divides_are_adjacent_across_it() -> None:
    """From forest 1-10-11 the Vagabot may slip across path 1-11 to 1-2-5-6-11-12 and across the
    river 10-11 to 4-10-11; from 2-7-12 across the river 7-12 to 3-7-12."""
    assert vagabot.slip_options(_vagabot_in("winter", "F1-10-11")) == ("F1-2-5-6-11-12", "F4-10-11")
    assert vagabot.slip_options(_vagabot_in("winter", "F2-7-12")) == ("F1-2-5-6-11-12", "F3-7-12")


@pytest.mark.parametrize("map_id", ["autumn", "winter", "lake", "mountain"])
def test_a_slipping_vagabot_can_reach_every_forest_of_the_map(map_id: str) -> None:
    """Forest to forest, every forest of each map is reachable (without the river's adjacency
    Winter fell apart in two halves: 1-2-5-6-11-12, 1-10-11, 2-7-12 and the five others)."""
    board = load_board(map_id)
    links = nx.Graph()
    links.add_nodes_from(board.forest_ids())
    links.add_edges_from((f.id, g) for f in board.forests for g in f.adjacent)
    assert nx.is_connected(links)

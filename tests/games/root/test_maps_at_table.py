"""The four Root maps as laid at the table: suit markers at setup, the table's corrections of
inferred cells, the ferry and the closed paths as table state (the map files themselves are data)."""

from __future__ import annotations

import pytest

from tablebot.core.steps import IllegalEdit
from tablebot.games.root import edits, rules
from tablebot.games.root.board import MAPS, load_board
from tablebot.games.root.factions import TRADE_POST, Suit
from tablebot.games.root.setup import SUIT_MARKERS, GameConfig, SeatConfig, SetupError, new_game
from tablebot.games.root.state import BotConfig
from tablebot.games.root.validate import problems

F, M, R = Suit.FOX, Suit.MOUSE, Suit.RABBIT


def _game(map_id: str, **kw: object) -> GameConfig:
    seats = (SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")), SeatConfig(faction="eyrie"))
    return GameConfig(map_id=map_id, seats=seats, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("map_id", MAPS)
def test_every_map_loads_twelve_clearings_on_one_connected_graph(map_id: str) -> None:
    board = load_board(map_id)
    assert board.clearing_ids() == tuple(range(1, 13))
    assert len(board.corners()) == 4
    import networkx as nx

    assert nx.is_connected(board.graph)
    # every forest borders only real clearings, and forest adjacency is symmetric
    for forest in board.forests:
        assert set(forest.bordering) <= set(board.clearing_ids())
        for other in forest.adjacent:
            assert forest.id in board.forest(other).adjacent


def test_map_rules_data_lake_coast_and_ferry_mountain_closed_paths_and_pass() -> None:
    lake, mountain = load_board("lake"), load_board("mountain")
    assert lake.coast == (1, 10, 11, 12) and lake.ferry_start == 1
    assert (10, 12) in lake.river_pairs()  # the lake joins every coastal clearing to every other
    assert mountain.pass_clearing == 10
    assert mountain.closed_paths_at_setup == ((2, 5), (5, 9), (8, 9), (11, 12), (6, 11), (3, 7))
    assert all(mountain.graph.has_edge(a, b) for a, b in mountain.closed_paths_at_setup)  # 12.2.1


def test_a_table_without_markers_gets_a_seeded_layout_of_four_each_and_is_told() -> None:
    snap = new_game(_game("winter", seed=7))
    assert sorted(snap.suits) == sorted(SUIT_MARKERS)
    assert snap.log[0].code == "setup.suits_random"
    assert new_game(_game("winter", seed=7)).suits == snap.suits  # seeded: the same seed, the same layout
    assert rules.board_of(snap).clearing(3).suit == snap.suits[2]
    assert problems(snap) == []


def test_the_tables_own_layout_is_used_and_checked() -> None:
    lake = load_board("lake").suggested_suits()
    assert lake is not None
    snap = new_game(_game("lake", suits=lake))
    assert snap.suits == lake and snap.ferry == 1
    assert not any(r.code == "setup.suits_random" for r in snap.log)
    with pytest.raises(ValueError, match="suits_four_each"):
        _game("lake", suits=(F,) * 5 + (M,) * 3 + (R,) * 4)
    with pytest.raises(ValueError, match="suits_printed"):
        _game("autumn", suits=lake)
    assert isinstance(SetupError("x"), ValueError)


def test_a_mis_set_marker_is_corrected_mid_game_unless_a_suited_piece_stands_there() -> None:
    snap = new_game(_game("mountain", seed=3))
    target = next(c for c in range(1, 13) if not snap.place(c).stacks)
    other = next(s for s in (F, M, R) if s != snap.suits[target - 1])
    fixed = edits.apply_edit(snap, edits.SetSuit(clearing=target, suit=other))
    assert rules.board_of(fixed).clearing(target).suit == other
    with pytest.raises(IllegalEdit, match="suit_printed"):
        edits.apply_edit(new_game(_game("autumn")), edits.SetSuit(clearing=1, suit=M))
    # A Riverfolk trade post stands only in a clearing of its suit: the marker under it cannot change.
    table = new_game(GameConfig(map_id="mountain", seed=3, seats=(SeatConfig(faction="riverfolk"), SeatConfig(faction="eyrie"))))
    post = TRADE_POST[table.suits[target - 1]]
    held = rules.add_pieces(table, "riverfolk", post, target)
    with pytest.raises(IllegalEdit, match="suit_holds_piece"):
        edits.apply_edit(held, edits.SetSuit(clearing=target, suit=other))
    with pytest.raises(IllegalEdit, match="suit_marker_bird"):
        edits.apply_edit(snap, edits.SetSuit(clearing=target, suit=Suit.BIRD))


def test_corrections_change_the_map_the_bots_read_and_are_undone_by_setting_the_printed_value() -> None:
    snap = new_game(_game("winter", seed=2))
    printed = load_board("winter")
    more = edits.apply_edit(snap, edits.CorrectSlots(clearing=1, slots=printed.clearing(1).slots + 1))
    assert rules.free_slots(more, 1) == rules.free_slots(snap, 1) + 1
    back = edits.apply_edit(more, edits.CorrectSlots(clearing=1, slots=printed.clearing(1).slots))
    assert back.corrections.slots == ()
    river = edits.apply_edit(snap, edits.SetRiver(a=1, b=5, river=True))
    assert (1, 5) in rules.board_of(river).rivers
    assert edits.apply_edit(river, edits.SetRiver(a=5, b=1, river=False)).corrections.rivers is None
    with pytest.raises(IllegalEdit, match="no_lake"):
        edits.apply_edit(snap, edits.SetCoast(clearing=2, coastal=True))


def test_the_ferry_sails_only_to_the_coast_and_closed_paths_open_at_the_table() -> None:
    lake = new_game(_game("lake", seed=1))
    assert edits.apply_edit(lake, edits.MoveFerry(dest=11)).ferry == 11
    with pytest.raises(IllegalEdit, match="ferry_not_coastal"):
        edits.apply_edit(lake, edits.MoveFerry(dest=2))
    coast = edits.apply_edit(lake, edits.SetCoast(clearing=2, coastal=True))
    assert edits.apply_edit(coast, edits.MoveFerry(dest=2)).ferry == 2
    with pytest.raises(IllegalEdit, match="ferry_stands_here"):
        edits.apply_edit(lake, edits.SetCoast(clearing=1, coastal=False))
    mountain = new_game(_game("mountain", seed=1))
    opened = edits.apply_edit(mountain, edits.SetPathClosed(a=5, b=2, closed=False))
    assert (2, 5) not in opened.closed_paths and rules.path_closed(mountain, 5, 2)
    assert not rules.path_closed(opened, 2, 5)
    with pytest.raises(IllegalEdit, match="not_closed_path"):
        edits.apply_edit(mountain, edits.SetPathClosed(a=1, b=8, closed=True))
    assert problems(opened) == []

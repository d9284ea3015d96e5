"""The Lake's ferry for the bots and the humans (Law of Rootbotics 12.1.1; Law of Root, Lake Map).

The Lake as the data lays it (maps/root/lake.json): paths 1-5, 1-9, 2-7, 2-8, 2-10, 3-8, 3-9, 3-12,
4-5, 4-6, 5-11, 6-7, 6-11, 7-10, 7-11, 8-10, 9-12; coastal clearings 1, 10, 11, 12 (no path joins
any two of them); the ferry starts in the coastal corner 1. Suits: the map's suggested layout,
fox = 1, 2, 6, 9; mouse = 3, 5, 7, 10; rabbit = 4, 8, 11, 12.
"""

from __future__ import annotations

from typing import Any

from tablebot.games.root import edits, game, rules
from tablebot.games.root.actions import (
    Compound,
    Move,
    OrderCardAnswer,
    RootPrompt,
    RootStep,
    apply_action,
)
from tablebot.games.root.board import load_board
from tablebot.games.root.bots import vagabot
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, RootSnapshot

from .scenario import card, codes, with_pieces

M, E, V, C = "marquise", "eyrie", "vagabond", "corvids"
LAKE_SUITS = load_board("lake").suggested_suits()


def lake_game(bot: str = "mechanical_marquise_2", faction: str = M, humans: tuple[str, ...] = (E,),
              **bot_kw: Any) -> RootSnapshot:
    assert LAKE_SUITS is not None
    seats = (SeatConfig(faction=faction, bot=BotConfig(bot=bot, **bot_kw)),) + tuple(SeatConfig(faction=h) for h in humans)
    return game.new_game(GameConfig(map_id="lake", suits=LAKE_SUITS, seats=seats, seed=3, keep_corner=4))


def until_move(snap: RootSnapshot, orders: list[Any]) -> tuple[RootSnapshot, RootStep]:
    """Play the bot's turn up to its first step that moves pieces: (the board before it, the step)."""
    for _ in range(100):
        step = game.next_step(snap)
        if isinstance(step, RootPrompt):
            snap = game.answer(snap, step, OrderCardAnswer(card=orders.pop(0)))
            continue
        assert isinstance(step, RootStep), step
        parts = step.action.parts if isinstance(step.action, Compound) else (step.action,)
        if any(isinstance(p, Move) for p in parts):
            return snap, step
        snap = game.apply_step(snap, step)
    raise AssertionError("no move")


# -- golden scenarios, worked by hand --------------------------------------------------------
def test_lake_marquise_marches_over_the_ferry_to_the_most_enemies_and_scores_1_vp():
    """Marquise (bot) 6 warriors in clearing 1, where the ferry is; the Eyrie (human) 3 warriors in
    12, 1 in 5. Order card: fox (ordered clearings 1, 2, 6, 9).
    4.5.1: no ordered clearing holds Marquise warriors and an enemy: no battle.
    4.5.2: it rules only clearing 1 of the fox clearings: the 4 warriors go there (10).
    4.5.3: the ruled clearing with most warriors is 1: a sawmill there.
    4.5.4: all but 3 warriors (7) leave 1 for the adjacent clearing with most enemy pieces. By path
    1 is adjacent to 5 (1 enemy) and 9 (none); 12.1.1 treats the ferry's clearing as joined by a path
    to every other coastal clearing: 10 (none), 11 (none), 12 (3). So 12 by the ferry: the ferry goes
    to 12 with the 7 warriors, and the Marquise scores 1 VP instead of drawing a card."""
    snap = with_pieces(lake_game(), {1: {(M, "warrior"): 6}, 12: {(E, "warrior"): 3}, 5: {(E, "warrior"): 1}},
                       ruins=())
    before, step = until_move(snap, [card("fox")])
    assert step.action == Move(faction=M, origin=1, dest=12, count=7)
    assert ("12.1.1", "ferry.bot_crossing") in codes(step)
    crossing = next(r for r in step.reasons if r.code == "ferry.bot_crossing")
    assert crossing.as_dict() == {"faction": M, "count": 7, "piece": "warrior", "origin": 1, "dest": 12, "vp": 1}
    after = game.apply_step(before, step)
    assert after.ferry == 12
    assert after.place(12).count(M, "warrior") == 7 and after.place(1).count(M, "warrior") == 3
    assert after.faction(M).vp == before.faction(M).vp + 1


def test_lake_marquise_walks_the_path_when_a_path_neighbour_has_most_enemies():
    """The same board, but the Eyrie has 4 warriors in 5 (joined to 1 by a path) and 3 in 12 (over
    the lake). 4.5.4 picks the adjacent clearing with most enemy pieces: 5 (4) over 12 (3). The
    march walks the path 1-5: the ferry stays in 1 and no VP is scored for it."""
    snap = with_pieces(lake_game(), {1: {(M, "warrior"): 6}, 12: {(E, "warrior"): 3}, 5: {(E, "warrior"): 4}},
                       ruins=())
    before, step = until_move(snap, [card("fox")])
    assert step.action == Move(faction=M, origin=1, dest=5, count=7)
    assert "ferry.bot_crossing" not in [c for _, c in codes(step)]
    after = game.apply_step(before, step)
    assert after.ferry == 1 and after.faction(M).vp == before.faction(M).vp


def test_lake_vagabot_takes_the_ferry_only_when_it_is_the_shorter_way():
    """The Vagabot's "nearest" (7.5) counts moves along paths and the ferry's links. From 5 to 12: by
    paths 5-1-9-12 is 3 moves; 5-1, then the ferry from 1 to 12, is 2. From 9 to 12 the path 9-12 is
    1 move (9-1 and the ferry would be 2): no ferry. The ferry sails only from its own clearing: from
    12 to 1 there is no lake crossing (12-9-1 by paths, 2 moves)."""
    snap = lake_game("vagabot", V, humans=(E,), character="thief")
    assert vagabot.distances(snap, 5)[12] == 2
    assert vagabot.route(snap, 5, 12) == (1, 12)
    assert vagabot.route(snap, 9, 12) == (12,)
    assert vagabot.route(snap, 12, 1) == (9, 1)
    assert vagabot.distances(snap, 12)[1] == 2
    # The two hops as the bot moves the pawn: the second sails, takes the ferry along, scores 1 VP.
    here = with_pieces(snap, {5: {(V, "pawn"): 1}})
    hops = Compound(parts=(Move(faction=V, piece="pawn", origin=5, dest=1), Move(faction=V, piece="pawn", origin=1, dest=12)))
    after = apply_action(here, hops)
    assert after.ferry == 12 and after.place(12).count(V, "pawn") == 1
    assert after.faction(V).vp == here.faction(V).vp + 1


# -- the links: from the ferry's clearing, for moving only -----------------------------------
def test_lake_ferry_links_leave_from_where_the_ferry_is_and_follow_it():
    snap = lake_game()
    assert rules.adjacent_clearings(snap, M, 1) == (5, 9, 10, 11, 12)
    assert rules.adjacent_clearings(snap, M, 10) == (2, 7, 8)  # no ferry in 10: paths only
    moved = snap.model_copy(update={"ferry": 10})
    assert rules.adjacent_clearings(moved, M, 10) == (1, 2, 7, 8, 11, 12)
    assert rules.adjacent_clearings(moved, M, 1) == (5, 9)
    assert rules.move_sources(moved, M, 12) == (3, 9, 10)
    # Other maps have no ferry: paths only.
    autumn = game.new_game(GameConfig(seats=(SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")),
                                             SeatConfig(faction=E)), seed=1, keep_corner=1))
    assert rules.adjacent_clearings(autumn, M, 1) == rules.board_of(autumn).adjacent(1)


def test_lake_ferry_is_no_adjacency_for_placing():
    """12.1.1 links the ferry's clearing "seguindo as regras usuais de movimento": an effect that
    places in "adjacent clearings" (a raid plot removed, 11.7.4) reaches path neighbours only."""
    snap = lake_game("cogwheel_corvids", C, humans=(E,))
    snap = with_pieces(snap, {1: {(C, "plot_raid"): 1}})
    placed = rules.removal_placements(snap, (edits.Removal(faction=C, piece="plot_raid", clearing=1),))
    assert [(c, n) for f, piece, c, n in placed if f == C and piece == "warrior"] == [(5, 1), (9, 1)]


def test_lake_ferry_carries_only_moving_pieces_and_every_crossing_counts():
    """A tunnel carried by the Duchy is no move; a second crossing in a turn sails again and scores
    again (ruling lake-ferry: 12.1.1 sets no limit, and a path can be taken any number of times)."""
    snap = with_pieces(lake_game(), {1: {(M, "warrior"): 4}})
    assert not rules.ferry_crossing(snap, M, "sawmill", 1, 12)
    assert not rules.ferry_crossing(snap, M, "warrior", 1, 5)  # a path
    assert not rules.ferry_crossing(snap, M, "warrior", 10, 12)  # the ferry is not in 10
    twice = apply_action(snap, Compound(parts=(Move(faction=M, origin=1, dest=12, count=2),
                                               Move(faction=M, origin=12, dest=10, count=1))))
    assert twice.ferry == 10 and twice.faction(M).vp == snap.faction(M).vp + 2


# -- humans ------------------------------------------------------------------------------------
def test_lake_a_humans_move_across_the_lake_takes_the_ferry_and_the_history_names_it():
    snap = with_pieces(lake_game(), {1: {(E, "warrior"): 3, (M, "warrior"): 2}})
    crossing = edits.MovePiece(faction=E, piece="warrior", origin=1, dest=11, count=2)
    after = edits.apply_edit(snap, crossing)
    assert after.ferry == 11 and after.place(11).count(E, "warrior") == 2
    assert after.faction(E).vp == snap.faction(E).vp  # the human draws the card at the table
    assert edits.history_kind(snap, crossing) == "move_by_ferry"
    # A path walked, or a bot's pieces dragged (a correction of the board): the ferry stays.
    walk = edits.MovePiece(faction=E, piece="warrior", origin=1, dest=5)
    assert edits.apply_edit(snap, walk).ferry == 1 and edits.history_kind(snap, walk) == "move"
    bot_drag = edits.MovePiece(faction=M, piece="warrior", origin=1, dest=11)
    assert edits.apply_edit(snap, bot_drag).ferry == 1 and edits.history_kind(snap, bot_drag) == "move"


def test_lake_the_session_history_names_a_human_ferry_crossing(qtbot):
    from tablebot.controller.session import Session
    from tablebot.games.registry import game_rules
    from tablebot.gui.root.reasons import reason_text

    snap = with_pieces(lake_game(), {1: {(E, "warrior"): 3}})
    snap = snap.model_copy(update={"turn": snap.turn.model_copy(update={"seat": 1})})
    session = Session(game_rules("root"), snap, autosave=False)
    assert session.edit(edits.MovePiece(faction=E, piece="warrior", origin=1, dest=12, count=2))
    label = session.history_labels()[-1]
    assert label.code == "history.edit.move_by_ferry"
    assert session.snapshot.ferry == 12
    text = reason_text(label)
    assert "ferry" in text and "2 Eyrie warriors" in text and "draws a card" in text


# -- the lake is a river (Law of Root, Lake Map) -----------------------------------------------
def test_lake_riverfolk_setup_treats_the_lake_as_a_river():
    """9.3.2: a warrior in each clearing with a river: the Lake has no printed river, and the lake is
    a river linking the coastal clearings, so 1, 10, 11, 12 (the Keep's corner 4 is not coastal)."""
    from tablebot.games.root.bots import riverfolk

    snap = lake_game("riverfolk_robots", "riverfolk", humans=(M, E))
    assert riverfolk.river_clearings(snap) == (1, 10, 11, 12)
    assert {int(p.id) for p in snap.clearings() if p.count("riverfolk", "warrior")} == {1, 10, 11, 12}


def test_lake_riverboats_make_the_lake_a_path_for_the_buyer():
    """9.2.3 II: rivers are paths for the buyer this turn; the lake is a river, so every coastal
    clearing reaches every other one, with or without the ferry."""
    snap = lake_game()
    boats = snap.model_copy(update={"turn": snap.turn.model_copy(update={"services": ("riverboats",)})})
    assert snap.current_faction().id == M
    assert rules.adjacent_clearings(boats, M, 10) == (1, 2, 7, 8, 11, 12)
    assert rules.adjacent_clearings(snap, M, 10) == (2, 7, 8)


def test_lake_riverfolk_bird_order_recruits_along_the_lake():
    """9.5.2: with a bird order the Riverfolk recruit in each river clearing: on the Lake, the coast."""
    from tablebot.games.root.bots.riverfolk_state import RiverfolkCursor

    snap = with_pieces(lake_game("riverfolk_robots", "riverfolk", humans=(M, E)), {}, ruins=())
    cursor = RiverfolkCursor(phase="daylight_recruit", order=card("bird"))
    snap = snap.model_copy(update={"turn": snap.turn.model_copy(update={"setup_draws": (), "cursor": cursor}),
                                   "payments": ()})
    step = game.next_step(rules.set_payments(snap, M, 1))
    assert isinstance(step, RootStep)
    assert step.action.kind == "place" and tuple(c for c, _ in step.action.targets) == (1, 10, 11, 12)
    assert ("9.5.2", "riverfolk.recruit_river") in codes(step)


def test_lake_the_tables_coast_correction_moves_the_ferrys_links():
    """The coast is derived data the table may correct (SetCoast): the ferry sails to the coast as
    laid at the table, and the lake-as-river follows it."""
    snap = edits.apply_edit(lake_game(), edits.SetCoast(clearing=9, coastal=True))
    assert rules.adjacent_clearings(snap, M, 1) == (5, 9, 10, 11, 12)  # 9: a path anyway
    assert not rules.ferry_crossing(snap, M, "warrior", 1, 9)  # the path 1-9 is walked
    snap = edits.apply_edit(snap, edits.SetCoast(clearing=12, coastal=False))
    assert rules.adjacent_clearings(snap, M, 1) == (5, 9, 10, 11)
    moved = snap.model_copy(update={"ferry": 10})
    assert 9 in rules.adjacent_clearings(moved, M, 10) and rules.ferry_crossing(moved, M, "warrior", 10, 9)

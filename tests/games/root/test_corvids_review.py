"""Review of the Cogwheel Corvids against section 11 (issue 11): cases the first tests left out."""

from __future__ import annotations

from tablebot.games.root import game, rules
from tablebot.games.root.actions import Move, RootStep

from .corvids_scenario import at, corvids_board
from .scenario import card

C = "corvids"


def test_the_move_follows_a_river_when_the_corvids_bought_riverboats():
    """11.5.2 moves to an adjacent clearing; 9.2.3 II Riverboats makes rivers paths for the buyer
    until the end of its turn (as every other bot's move already reads it): across the river 4-7,
    clearing 7 is the plot-free neighbour with most Corvid warriors."""
    board = rules.board_of(corvids_board({}))
    assert 7 not in board.adjacent(4)
    order = card(board.clearing(4).suit.value)
    snap = corvids_board({4: {(C, "warrior"): 4, (C, "plot_snare"): 1}, 7: {(C, "warrior"): 3}})
    snap = at(snap, "move", order)
    assert snap.current_faction().id == C

    walked = game.next_step(snap)
    assert isinstance(walked, RootStep) and walked.action == Move(faction=C, origin=4, dest=8, count=2)

    boated = snap.model_copy(update={"turn": snap.turn.model_copy(update={"services": ("riverboats",)})})
    s = game.next_step(boated)
    assert isinstance(s, RootStep) and s.action == Move(faction=C, origin=4, dest=7, count=2)

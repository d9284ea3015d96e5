"""Review of the Cogwheel Corvids against section 11 (issue 11): cases the first tests left out."""

from __future__ import annotations

from tablebot.games.root import game, rules
from tablebot.games.root.actions import Move, PlaceWarriors, RootStep
from tablebot.games.root.bots.lizards_state import LizardsCursor
from tablebot.games.root.factions import Suit

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


def test_a_ritual_stopped_by_a_snare_does_not_say_the_lizards_now_rule():
    """11.8.2: the Lizards' ritual warrior is not placed in a clearing with a face-up snare (the
    snare goes instead), so the step may not say "the Lizards now rule clearing 3: a garden follows"."""
    from .lizards_scenario import lizards_board

    snap = lizards_board({3: {(C, "plot_snare"): 1}}, lost_souls=("rabbit",), humans=("marquise", C))
    cur = LizardsCursor(phase="ritual", order_suit=Suit.MOUSE)
    s = game.next_step(snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})}))
    assert isinstance(s, RootStep)
    assert [r.code for r in s.reasons].count("plots.snare_blocks_place") == 1
    assert not any(isinstance(p, PlaceWarriors) for p in s.action.parts)
    assert "lizards.ritual.now_rules" not in [r.code for r in s.reasons]
    assert "lizards.ritual.not_ruled" in [r.code for r in s.reasons]
    assert s.cursor.phase == "ritual"  # no garden step follows


def test_a_build_stopped_by_a_snare_is_no_build_for_the_marquise_expand():
    """11.8.2 removes the snare instead of the Marquise bot's building: it has not built this turn,
    so Expand (4.5.5, "caso você não tenha erguido uma construção neste turno") still happens."""
    from tablebot.games.root.state import MarquiseCursor

    M = "marquise"
    snap = corvids_board({6: {(M, "warrior"): 4, (C, "plot_snare"): 1}, 8: {(M, "warrior"): 1}},
                         humans=("eyrie",), bots=("mechanical_marquise_2",))
    cur = MarquiseCursor(phase="daylight_build", order=card("fox"))
    snap = snap.model_copy(update={"turn": snap.turn.model_copy(update={"seat": 1, "cursor": cur})})
    s = game.next_step(snap)
    assert isinstance(s, RootStep) and "plots.snare_blocks_place" in [r.code for r in s.reasons]
    assert not any(p.kind == "build" for p in getattr(s.action, "parts", (s.action,)))
    assert s.cursor.built is False

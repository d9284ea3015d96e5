"""Every step a bot proposes is legal on any board the table can reach (issue 8): the one legality
check (rules.placement_refusal), the 2.3 skip the shared machinery (bots/flow.py) turns a refused
step into, and the Outrage reminder every bot gives a human Alliance."""

from __future__ import annotations

import pytest

from tablebot.games import conformance
from tablebot.games.root import rules
from tablebot.games.root.actions import (
    Build,
    Compound,
    Move,
    Nothing,
    PlaceWarriors,
    RootStep,
    Score,
    apply_action,
)
from tablebot.games.root.bots import flow
from tablebot.games.root.bots.alliance_state import AllianceCursor

from .alliance_scenario import A, M, alliance_board
from .scenario import card, codes, marquise_game, play, steps_of, with_pieces

TAX = card("fox", "sword", "Tax Collector")
SUBJECTS = {s.name: s for s in conformance.subjects()}


def step_with(seen, code):
    return next(s for s in steps_of(seen) if code in [r.code for r in s.reasons])


# -- item 1: the Alliance's Evening recruit next to the Keep -----------------------------------
def test_the_reported_seed_plays_its_twelve_turns():
    """Issue 8: Electric Eyrie subject, seed 901400, 12 bot turns crashed on the Alliance's recruit."""
    report = conformance.play(SUBJECTS["root:electric_eyrie"], 901400, 12, keep_history=True)
    assert report.problems == []
    assert report.bot_turns == 12 or rules.result(report.history[-1]) is not None
    assert report.steps > 100


def test_recruit_skips_the_base_that_shares_a_clearing_with_the_keep():
    """A table edit may put the Keep beside an Alliance base (the Keep forbids later placements,
    not earlier pieces); 6.6.2 then places in every other base clearing and says why not there."""
    snap = alliance_board({1: {(M, "keep"): 1, (A, "base_fox"): 1},
                           5: {(A, "base_rabbit"): 1}})
    end, seen = play(snap, orders=[TAX])
    recruit = step_with(seen, "recruit.per_base")
    assert recruit.action == PlaceWarriors(faction=A, targets=((5, 1),))
    skip = next(r for r in recruit.reasons if r.code == "retry.keep_forbids")
    assert skip.rule == "2.3" and skip.param("clearing") == 1
    assert end.place(1).count(A, "warrior") == 0 and end.place(5).count(A, "warrior") == 1


def test_recruit_with_its_only_base_beside_the_keep_places_nothing():
    snap = alliance_board({1: {(M, "keep"): 1, (A, "base_fox"): 1}})
    _, seen = play(snap, orders=[TAX])
    recruit = step_with(seen, "recruit.per_base")
    assert isinstance(recruit.action, Nothing)
    assert ("2.3", "retry.keep_forbids") in codes(recruit)


# -- item 2: the one legality check ------------------------------------------------------------
def test_placement_refusal_names_what_forbids_it():
    snap = with_pieces(marquise_game(), {1: {(M, "keep"): 1},
                                         2: {(M, "sawmill"): 1, (M, "workshop"): 1},
                                         5: {(A, "sympathy"): 1}}, ruins=())
    assert rules.placement_refusal(snap, A, "warrior", 3) is None
    assert rules.placement_refusal(snap, M, "warrior", 1) is None  # the Marquise places beside its Keep
    assert rules.placement_refusal(snap, A, "warrior", 1).code == "retry.keep_forbids"
    assert rules.placement_refusal(snap, M, "recruiter", 2).code == "retry.no_free_slot"
    assert rules.placement_refusal(snap, A, "sympathy", 5).code == "retry.one_per_clearing"
    assert rules.placement_refusal(snap, A, "base_fox", 3).code == "retry.wrong_suit"  # 3 is a rabbit clearing
    assert rules.placement_refusal(snap, A, "warrior", 3, 11).code == "retry.supply_short"
    assert rules.placement_refusal(snap, A, "warrior", 3, 11, supply=False) is None


def _alliance_recruit_snap():
    snap = alliance_board({1: {(M, "keep"): 1, (A, "base_fox"): 1}, 5: {(A, "base_rabbit"): 1}})
    cur = AllianceCursor(phase="evening_recruit", order=TAX)
    return flow.with_cursor(snap, cur), cur


def test_the_safety_net_drops_a_refused_target_and_says_why():
    """A handler that plans a placement the rules forbid: flow proposes the legal part only."""
    snap, cur = _alliance_recruit_snap()
    planned = RootStep(actor=A, action=PlaceWarriors(faction=A, targets=((1, 1), (5, 1))), reasons=(), cursor=cur)
    step = flow.propose(snap, cur, {"evening_recruit": lambda s, c: planned}, "Alliance")
    assert step.action == PlaceWarriors(faction=A, targets=((5, 1),))
    assert codes(step)[:2] == [("2.3", "legality.target_skipped"), ("2.3", "retry.keep_forbids")]
    assert apply_action(snap, step.action).place(5).count(A, "warrior") == 1


def test_the_safety_net_turns_a_wholly_refused_step_into_nothing():
    snap, cur = _alliance_recruit_snap()
    planned = RootStep(actor=A, action=Compound(parts=(Build(faction=A, piece="base_fox", clearing=1),
                                                       Score(faction=A, vp=1))), reasons=(), cursor=cur)
    step = flow.propose(snap, cur, {"evening_recruit": lambda s, c: planned}, "Alliance")
    assert isinstance(step.action, Nothing)
    assert codes(step)[0] == ("2.3", "legality.step_skipped")
    moved = RootStep(actor=A, action=Move(faction=A, origin=3, dest=4, count=2), reasons=(), cursor=cur)
    step = flow.propose(snap, cur, {"evening_recruit": lambda s, c: moved}, "Alliance")
    assert isinstance(step.action, Nothing) and codes(step)[0] == ("2.3", "legality.step_skipped")


@pytest.mark.parametrize("subject", [s for s in SUBJECTS.values() if s.game == "root"], ids=lambda s: s.name)
def test_no_bot_needs_the_safety_net_on_boards_the_table_reaches(subject):
    """The bots' own target choices (2.3) already avoid what the rules refuse: on random tables,
    with random (legal and illegal) table edits, no proposed step is cut down by flow's net."""
    for seed in range(30):
        # The harness reports a step the net had to cut down (legality.*) as a problem of its seed.
        report = conformance.play(subject, seed, bot_turns=25)
        assert report.problems == [], (seed, report.problems)


# -- item 4: every bot reminds the table of a human Alliance's Outrage ------------------------
def _outrages(step):
    return [(r.param("clearing"), r.param("cause")) for r in step.reasons if r.code == "outrage.human_alliance"]


def test_a_marquise_battle_that_removes_sympathy_reminds_the_human_alliance():
    snap = with_pieces(marquise_game(humans=("eyrie", A)),
                       {12: {(M, "warrior"): 1}, 8: {(M, "warrior"): 1, (A, "sympathy"): 1, (A, "base_fox"): 1}})
    _, seen = play(snap, orders=[card("fox")], dice=[(1, 1)], removals=[])
    battle = next(s for s in steps_of(seen) if s.action.kind == "battle")
    assert _outrages(battle) == [(8, "removal")]
    assert [s for s in steps_of(seen) if s is not battle and _outrages(s)] == []


def test_a_marquise_move_into_sympathy_reminds_the_human_alliance():
    snap = with_pieces(marquise_game(humans=("eyrie", A)),
                       {12: {(M, "warrior"): 7}, 11: {(A, "sympathy"): 1, (A, "warrior"): 1}})
    _, seen = play(snap, orders=[card("fox")], dice=[])
    move = next(s for s in steps_of(seen) if s.action.kind == "move")
    assert move.action == Move(faction=M, origin=12, dest=11, count=8)
    assert _outrages(move) == [(11, "move")]


def test_no_reminder_for_a_bot_alliance():
    snap = with_pieces(marquise_game(humans=("eyrie",)), {12: {(M, "warrior"): 7}})
    step = RootStep(actor=M, action=Move(faction=M, origin=12, dest=11, count=1), reasons=())
    assert flow.with_outrage(snap, step) == step  # no Alliance at all
    bot_alliance = alliance_board({12: {(M, "warrior"): 7}, 11: {(A, "sympathy"): 1}})
    assert flow.with_outrage(bot_alliance, step) == step

"""The game's face: whose seat it is (you first in round 1, the Automa in turn order), a step planned on
another board refused, your pass with a round bonus taking you out of the round, the next round in pass
order, the end of the game; the registration, the demo and the game at a glance."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from tablebot.core.glance import Event, SideScore
from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games import conformance
from tablebot.games.age_of_innovation import game, glance
from tablebot.games.age_of_innovation.actions import AoIStep, Build, GameOver, ScoreVP, Selection
from tablebot.games.age_of_innovation.board import builtin_map
from tablebot.games.age_of_innovation.demo import demo_game
from tablebot.games.age_of_innovation.edits import PlaceBuilding, TakeRoundBonus
from tablebot.games.age_of_innovation.setup import GameConfig
from tablebot.games.age_of_innovation.state import AoISnapshot
from tablebot.games.age_of_innovation.validate import problems
from tablebot.games.registry import game_rules, known_games

B = builtin_map("candidate_b")
PLAINS = [h for h, t in B.cells if t == "plains"]
LAKES = [h for h, t in B.cells if t == "lake"]


def _new(**kw: Any) -> AoISnapshot:
    return game.new_game(GameConfig(seed=2, your_terrain="plains", automa_terrain="lake", your_workshops=(PLAINS[0], PLAINS[9]),
                                    automa_workshops=(LAKES[2], LAKES[8]), **kw))


def _automa_turn(snap: AoISnapshot) -> AoISnapshot:
    """Confirm the Automa's steps until the seat is a player's."""
    for _ in range(100):
        step = game.next_step(snap)
        if isinstance(step, HumanTurn):
            return snap
        assert step.kind == "step", step
        snap = game.apply_step(snap, step)
    raise AssertionError("the Automa's turn did not end")


def test_you_start_round_1_and_the_automa_plays_after_you() -> None:
    snap = _new()
    assert game.next_step(snap) == HumanTurn(actor="human")
    with pytest.raises(IllegalEdit) as err:
        game.end_human_turn(game.end_human_turn(snap))
    assert err.value.code == "turn.not_human"
    snap = game.end_human_turn(snap)
    step = game.next_step(snap)
    assert isinstance(step, AoIStep) and step.action.kind == "draw_cards" and step.reasons
    snap = _automa_turn(snap)
    assert game.next_step(snap) == HumanTurn(actor="human") and snap.automa().deck.action is not None


def test_a_step_planned_on_another_board_is_refused() -> None:
    snap = game.end_human_turn(_new())
    draw = game.next_step(snap)
    after = game.apply_step(snap, draw)
    with pytest.raises(IllegalEdit) as err:
        game.apply_step(after, draw)  # the draw again, on the board it changed
    assert err.value.code == "step.stale"
    step = game.next_step(after)
    moved = game.apply_edit(after, PlaceBuilding(hex=PLAINS[3], owner="human"))
    if game.next_step(moved) != step:  # the plan depends on the board: the old one is stale
        with pytest.raises(IllegalEdit) as err:
            game.apply_step(moved, step)
        assert err.value.code == "step.stale"
    with pytest.raises(IllegalEdit) as err:
        game.apply_step(_new(), draw)  # on your seat the Automa does nothing
    assert err.value.code == "step.stale"


def test_your_pass_takes_you_out_of_the_round_and_the_pass_order_starts_the_next() -> None:
    snap = _new()
    snap = game.apply_edit(snap, TakeRoundBonus(side="human", slot=0))
    snap = game.end_human_turn(snap)
    for _ in range(400):  # the Automa plays on alone until it passes; then the round ends
        step = game.next_step(snap)
        assert not isinstance(step, HumanTurn), "your seat came back after your pass"
        snap = game.apply_step(snap, step)
        if snap.turn.round == 2:
            break
    assert snap.turn.round == 2 and snap.turn.order == ("human", "automa") and snap.turn.passed == ()
    assert not snap.human().passed and game.next_step(snap) == HumanTurn(actor="human")
    assert problems(snap) == []


def _to_the_end(seed: int) -> AoISnapshot:
    subject = next(s for s in conformance.subjects() if s.game == "age_of_innovation")
    rnd = random.Random(seed)
    snap = subject.new_game(seed, rnd)
    for _ in range(20_000):
        step = game.next_step(snap)
        if isinstance(step, HumanTurn):
            for edit in subject.edits(snap, rnd):
                try:
                    snap = game.apply_edit(snap, edit)
                except IllegalEdit:
                    pass
            snap = game.end_human_turn(snap)
        elif step.kind == "prompt":
            snap = game.answer(snap, step, subject.answer(snap, step, rnd))
        elif isinstance(step.action, GameOver):
            return snap
        else:
            snap = game.apply_step(snap, step)
    raise AssertionError("no end")


def test_after_round_6_the_game_is_over_with_every_sides_score() -> None:
    snap = _to_the_end(3)
    assert game.game_over(snap) and snap.turn.round == 6
    step = game.next_step(snap)
    assert isinstance(step, AoIStep) and isinstance(step.action, GameOver)
    scores = dict(step.action.scores)
    assert scores == {**{h.side: h.vp for h in snap.humans}, **{a.side: a.vp for a in snap.automas}}
    assert step.reasons[0].code == "game.over" and step.reasons[0].rule == "game-end"
    best = max(scores.values())
    assert step.reasons[0].as_dict()["side"] == tuple(s for s, v in step.action.scores if v == best)
    for attempt in (lambda: game.apply_step(snap, step), lambda: game.end_human_turn(snap)):
        with pytest.raises(IllegalEdit) as err:
            attempt()
        assert err.value.code == "game.over"
    st = glance.standing(snap)
    assert st.over and st.round == 6 and set(st.winners) == {s for s, v in scores.items() if v == best}


def test_age_of_innovation_is_registered_fourth_with_every_field() -> None:
    assert known_games().index("age_of_innovation") == known_games().index("tapestry") + 1
    rules = game_rules("age_of_innovation")
    assert rules.title == "Age of Innovation (Automa)"
    assert rules.workspace == "tablebot.gui.age_of_innovation.workspace:AoIWorkspace"
    unset = [f.name for f in dataclasses.fields(rules) if getattr(rules, f.name) in (None, "")]
    assert sorted(unset) == ["apply_proposal", "every_map_subjects", "proposal", "reason_detail"]
    assert rules.cli == "tablebot.games.age_of_innovation.cli" and rules.answer_label is not None
    assert rules.config_type is GameConfig and rules.new_game(GameConfig(seed=1)).game == "age_of_innovation"
    assert [s.name for s in rules.subjects()] == ["age_of_innovation:automa"]


def test_the_demo_opens_in_round_2_with_buildings_and_the_automas_pair_drawn() -> None:
    snap = demo_game()
    assert problems(snap) == [] and snap.turn.round == 2 and snap.turn.seat == "automa"
    assert snap.pair() is not None and len(snap.buildings_of("human")) >= 3 and len(snap.buildings_of("automa")) >= 2
    step = game.next_step(snap)
    assert isinstance(step, AoIStep) and step.action.kind == "build"  # the pair's build, drawn on the map
    assert demo_game() == snap and demo_game(seed=6) != snap  # seeded


def test_standing_and_what_the_automa_did_on_the_map() -> None:
    snap = demo_game()
    assert glance.standing(snap).sides == (SideScore(side="human", score=snap.human().vp, bot=False),
                                           SideScore(side="automa", score=snap.automa().vp, bot=True))
    sel = Selection(options=((1, 1),), chosen=(1, 1))
    build = AoIStep(actor="automa", action=Build(hex=(1, 1), terrain_before="plains", terrain_after="lake",
                                                 marked=False, selection=sel))
    assert glance.happened(build) == (Event(side="automa", what="build"),)
    assert glance.happened(AoIStep(actor="automa", action=ScoreVP(vp=2, what="x"))) == ()

"""Tapestry's registration: one plugin module names everything the shell, the CLI and the saves use;
the demo game; the game at a glance."""

from __future__ import annotations

import dataclasses
import random

from tablebot.core.glance import Event, SideScore
from tablebot.core.steps import HumanTurn
from tablebot.games.registry import game_rules, known_games
from tablebot.games.tapestry import game, glance
from tablebot.games.tapestry.actions import HexChoice, OnMap, Score, TapestryStep
from tablebot.games.tapestry.demo import demo_game
from tablebot.games.tapestry.setup import GameConfig
from tablebot.games.tapestry.validate import problems


def test_tapestry_is_registered_third_with_every_field() -> None:
    assert known_games().index("tapestry") == 2
    rules = game_rules("tapestry")
    assert rules.title == "Tapestry (Automa and Shadow Empire)"
    assert rules.workspace == "tablebot.gui.tapestry.workspace:TapestryWorkspace"
    unset = [f.name for f in dataclasses.fields(rules) if getattr(rules, f.name) in (None, "")]
    # The bots' steps are shown as they are (no merged proposals), on the one small map.
    assert sorted(unset) == ["apply_proposal", "every_map_subjects", "proposal", "reason_detail"]
    assert rules.cli == "tablebot.games.tapestry.cli" and rules.answer_label is not None
    assert rules.config_type is GameConfig and rules.new_game(GameConfig(seed=1)).game == "tapestry"
    assert [s.name for s in rules.subjects()] == ["tapestry:automa"]


def test_the_demo_opens_mid_first_era_on_the_bots_turn() -> None:
    snap = demo_game()
    assert problems(snap) == []
    assert snap.human.income_turns == 1 and snap.automa.income_turns == 1  # the first era
    assert snap.human.tokens.advanced >= 3 and snap.automa.tokens.advanced >= 2
    assert len(snap.controlled("human")) >= 2  # your conquest of the hex you explored
    step = game.next_step(snap)
    assert snap.turn.seat == "bots" and not isinstance(step, HumanTurn)
    assert demo_game() == snap and demo_game(seed=6) != snap  # seeded


def test_standing_is_your_vp_and_the_automas_by_era() -> None:
    snap = demo_game()
    st = glance.standing(snap)
    assert st.round == 1 and not st.over
    assert st.sides == (SideScore(side="human", score=snap.human.vp, bot=False),
                        SideScore(side="automa", score=snap.automa.vp, bot=True))


def test_happened_names_the_automas_conquests_and_explorations() -> None:
    choice = HexChoice(kind="conquer_neutral", hex=(1, 0), pattern="n-se", candidates=((1, 0),), tried=((1, 0),))
    step = TapestryStep(actor="bots", action=OnMap(choice=choice))
    assert glance.happened(step) == (Event(side="automa", what="conquer"),)
    explore = step.model_copy(update={"action": OnMap(choice=choice.model_copy(update={"kind": "explore"}))})
    assert glance.happened(explore) == (Event(side="automa", what="explore"),)
    assert glance.happened(TapestryStep(actor="bots", action=Score(vp=3, what="income.vp"))) == ()


def test_random_answers_are_answers_the_engine_takes() -> None:
    rules = game_rules("tapestry")
    rnd = random.Random(3)
    for seed in range(4):
        snap = rules.new_game(GameConfig(seed=seed, physical_deck=True, first="bots"))
        for _ in range(60):
            step = rules.next_step(snap)
            if isinstance(step, HumanTurn):
                snap = rules.end_human_turn(snap)
            elif step.kind == "prompt":
                snap = rules.answer(snap, step, rules.random_answer(snap, step, rnd))
            else:
                snap = rules.apply_step(snap, step)
        assert problems(snap) == []

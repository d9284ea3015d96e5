"""Age of Innovation's registration: what the shell, the CLI and the save loader know of it (games/registry.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..registry import GameRules

GAME_ID = "age_of_innovation"
POSITION = 40
"""Where the New Game dialog lists it (after Root, Expeditions and Tapestry)."""


def rules() -> GameRules:
    from pydantic import TypeAdapter

    from ..registry import GameRules
    from . import conformance, game, glance, history
    from .actions import Answer, AoIPrompt, AoIStep
    from .demo import demo_game
    from .edits import Edit, history_kind
    from .setup import GameConfig, new_game
    from .state import AoISnapshot
    from .validate import problems

    return GameRules(
        id=GAME_ID, snapshot_type=AoISnapshot, step_type=AoIStep, prompt_type=AoIPrompt,
        edit_adapter=TypeAdapter(Edit), answer_adapter=TypeAdapter(Answer),
        next_step=game.next_step, apply_step=game.apply_step, answer=game.answer,
        apply_edit=game.apply_edit, end_human_turn=game.end_human_turn, demo_game=demo_game,
        standing=glance.standing, happened=glance.happened, edit_kind=history_kind,
        title="Age of Innovation (Automa)", validate=problems, config_type=GameConfig,
        new_game=new_game, workspace="tablebot.gui.age_of_innovation.workspace:AoIWorkspace",
        random_answer=conformance.random_answer, subjects=conformance.subjects,
        cli="tablebot.games.age_of_innovation.cli", answer_label=history.answer_label,
    )

"""Expeditions' registration: what the shell, the CLI and the save loader know of it (games/registry.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..registry import GameRules

GAME_ID = "expeditions"
POSITION = 20
"""Where the New Game dialog lists it."""


def rules() -> GameRules:
    from pydantic import TypeAdapter

    from ..registry import GameRules
    from . import conformance, game, glance
    from .actions import Answer, ExpeditionsPrompt, ExpeditionsStep
    from .demo import demo_game
    from .edits import Edit
    from .history import answer_label
    from .setup import GameConfig, new_game
    from .state import ExpeditionsSnapshot
    from .validate import validate

    return GameRules(
        id=GAME_ID, snapshot_type=ExpeditionsSnapshot, step_type=ExpeditionsStep,
        prompt_type=ExpeditionsPrompt, edit_adapter=TypeAdapter(Edit), answer_adapter=TypeAdapter(Answer),
        next_step=game.next_step, apply_step=game.apply_step, answer=game.answer,
        apply_edit=game.apply_edit, end_human_turn=game.end_human_turn, demo_game=demo_game,
        standing=glance.standing, happened=glance.happened,
        title="Expeditions (Automa)", validate=validate, config_type=GameConfig, new_game=new_game,
        workspace="tablebot.gui.expeditions.workspace:ExpeditionsWorkspace",
        answer_label=answer_label, random_answer=conformance.random_answer, subjects=conformance.subjects,
    )

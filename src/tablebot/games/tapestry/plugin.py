"""Tapestry's registration: what the shell, the CLI and the save loader know of it (games/registry.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..registry import GameRules

GAME_ID = "tapestry"
POSITION = 30
"""Where the New Game dialog lists it (after Root and Expeditions)."""


def rules() -> GameRules:
    from pydantic import TypeAdapter

    from ..registry import GameRules
    from . import conformance, game, glance, history
    from .actions import Answer, TapestryPrompt, TapestryStep
    from .demo import demo_game
    from .edits import Edit, history_kind
    from .setup import GameConfig, new_game
    from .state import TapestrySnapshot
    from .validate import problems

    return GameRules(
        id=GAME_ID, snapshot_type=TapestrySnapshot, step_type=TapestryStep, prompt_type=TapestryPrompt,
        edit_adapter=TypeAdapter(Edit), answer_adapter=TypeAdapter(Answer),
        next_step=game.next_step, apply_step=game.apply_step, answer=game.answer,
        apply_edit=game.apply_edit, end_human_turn=game.end_human_turn, demo_game=demo_game,
        standing=glance.standing, happened=glance.happened, edit_kind=history_kind,
        title="Tapestry (Automa and Shadow Empire)", validate=problems, config_type=GameConfig,
        new_game=new_game, workspace="tablebot.gui.tapestry.workspace:TapestryWorkspace",
        random_answer=conformance.random_answer, subjects=conformance.subjects, cli="tablebot.games.tapestry.cli",
        answer_label=history.answer_label,
    )


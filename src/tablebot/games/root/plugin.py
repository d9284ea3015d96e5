"""Root's registration: what the shell, the CLI and the save loader know of it (games/registry.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..registry import GameRules

GAME_ID = "root"
POSITION = 10
"""Where the New Game dialog lists it."""


def rules() -> GameRules:
    from pydantic import TypeAdapter

    from ..registry import GameRules
    from . import conformance, game, glance
    from .actions import Answer, RootPrompt, RootStep
    from .demo import demo_game
    from .edits import Edit, history_kind
    from .history import answer_label
    from .reasons import is_detail
    from .setup import GameConfig, new_game
    from .state import RootSnapshot
    from .validate import problems

    return GameRules(
        id=GAME_ID, snapshot_type=RootSnapshot, step_type=RootStep, prompt_type=RootPrompt,
        edit_adapter=TypeAdapter(Edit), answer_adapter=TypeAdapter(Answer),
        next_step=game.next_step, apply_step=game.apply_step, answer=game.answer,
        apply_edit=game.apply_edit, end_human_turn=game.end_human_turn, demo_game=demo_game,
        standing=glance.standing, happened=glance.happened,
        proposal=game.proposal, apply_proposal=game.apply_proposal, edit_kind=history_kind,
        title="Root (Law of Rootbotics)", validate=problems, config_type=GameConfig, new_game=new_game,
        workspace="tablebot.gui.root.workspace:RootWorkspace", reason_detail=is_detail,
        answer_label=answer_label, random_answer=conformance.random_root_answer, subjects=conformance.root_subjects,
        every_map_subjects=conformance.every_map_subjects, cli="tablebot.games.root.cli",
    )

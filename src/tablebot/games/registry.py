"""The games Tablebot knows, each behind the same small interface the controller and CLI use."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.glance import Event, Standing
from ..core.model import Frozen


@dataclass(frozen=True)
class GameRules:
    """One game's engine, as seen from outside (controller, CLI, saves). All functions are pure."""

    id: str
    snapshot_type: type[Frozen]
    step_type: type[Frozen]
    prompt_type: type[Frozen]
    edit_adapter: Any
    """pydantic TypeAdapter for the game's Edit union."""
    answer_adapter: Any
    """pydantic TypeAdapter for the game's Answer union."""
    next_step: Callable[[Any], Any]
    apply_step: Callable[[Any, Any], Any]
    answer: Callable[[Any, Any, Any], Any]
    apply_edit: Callable[[Any, Any], Any]
    end_human_turn: Callable[[Any], Any]
    demo_game: Callable[..., Any]
    """The ready demo game; takes an optional seed (int) for its seeded draws."""
    standing: Callable[[Any], Standing] | None = None
    """The scores and round of a snapshot (the VP race chart, core/glance.py)."""
    happened: Callable[[Any], tuple[Event, ...]] | None = None
    """What a bot step (of step_type) did, for the end-of-game summary."""
    proposal: Callable[[Any], Any] | None = None
    """What the app asks the table to confirm, when it differs from next_step (the bot's bookkeeping
    steps merged with their neighbours); next_step when None."""
    apply_proposal: Callable[[Any, Any], Any] | None = None
    """Applies a confirmed `proposal`; apply_step when None."""
    edit_kind: Callable[[Any, Any], str] | None = None
    """The history's name for an edit on a snapshot (before it), when the board changes what the
    edit is (a Root move that takes the Lake's ferry); the edit's own kind when None."""

    def propose(self, snap: Any) -> Any:
        return (self.proposal or self.next_step)(snap)

    def apply_proposed(self, snap: Any, step: Any) -> Any:
        return (self.apply_proposal or self.apply_step)(snap, step)


def _root() -> GameRules:
    from pydantic import TypeAdapter

    from .root import game, glance
    from .root.actions import Answer, RootPrompt, RootStep
    from .root.demo import demo_game
    from .root.edits import Edit, history_kind
    from .root.state import RootSnapshot

    return GameRules(
        id="root", snapshot_type=RootSnapshot, step_type=RootStep, prompt_type=RootPrompt,
        edit_adapter=TypeAdapter(Edit), answer_adapter=TypeAdapter(Answer),
        next_step=game.next_step, apply_step=game.apply_step, answer=game.answer,
        apply_edit=game.apply_edit, end_human_turn=game.end_human_turn, demo_game=demo_game,
        standing=glance.standing, happened=glance.happened,
        proposal=game.proposal, apply_proposal=game.apply_proposal, edit_kind=history_kind,
    )


def _expeditions() -> GameRules:
    from pydantic import TypeAdapter

    from .expeditions import game, glance
    from .expeditions.actions import Answer, ExpeditionsPrompt, ExpeditionsStep
    from .expeditions.demo import demo_game
    from .expeditions.edits import Edit
    from .expeditions.state import ExpeditionsSnapshot

    return GameRules(
        id="expeditions", snapshot_type=ExpeditionsSnapshot, step_type=ExpeditionsStep,
        prompt_type=ExpeditionsPrompt, edit_adapter=TypeAdapter(Edit), answer_adapter=TypeAdapter(Answer),
        next_step=game.next_step, apply_step=game.apply_step, answer=game.answer,
        apply_edit=game.apply_edit, end_human_turn=game.end_human_turn, demo_game=demo_game,
        standing=glance.standing, happened=glance.happened,
    )


_FACTORIES: dict[str, Callable[[], GameRules]] = {"root": _root, "expeditions": _expeditions}
_CACHE: dict[str, GameRules] = {}


def game_rules(game_id: str) -> GameRules:
    if game_id not in _FACTORIES:
        raise KeyError(game_id)
    if game_id not in _CACHE:
        _CACHE[game_id] = _FACTORIES[game_id]()
    return _CACHE[game_id]


def known_games() -> tuple[str, ...]:
    return tuple(_FACTORIES)

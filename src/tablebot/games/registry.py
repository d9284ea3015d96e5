"""The games Tablebot knows, each behind the same small interface the controller and CLI use."""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
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
    title: str = ""
    """The game's name as the New Game dialog and the window title show it."""
    validate: Callable[[Any], list[str]] | None = None
    """The save loader's check of a snapshot: the problems in words-codes (empty = fine)."""
    config_type: type | None = None
    new_game: Callable[[Any], Any] | None = None
    """A new game from a config_type instance (raises EngineError when it cannot be set up)."""
    workspace: str = ""
    """Where the game's GUI workspace class is, "module:Class" (only the window shell imports it, so
    the engine stays free of Qt)."""
    random_answer: Callable[[Any, Any, Any], Any] | None = None
    """An answer the table could give to a prompt (snap, prompt, random.Random): for `simulate` and
    the conformance runs."""
    subjects: Callable[[], list[Any]] | None = None
    """The game's bots as conformance subjects (games/conformance.py `Subject`): seeded random tables."""
    every_map_subjects: Callable[[], list[Any]] | None = None
    """The game's subjects on every board it has (conformance.every_map_subjects); `subjects` when None."""
    reason_detail: Callable[[Any], bool] | None = None
    """Which of the game's step reasons are detail, folded under "Why" (core.reasons.deciding_first);
    every line decides when None."""
    answer_label: Callable[[Any, Any, Any], Any] | None = None
    """The history's label (a Reason) of an answer (answer, snapshot after, prompt), or None for the
    session's "answered: <kind>"."""
    cli: str = ""
    """The game's own command-line module (the `turn` flags for its questions, its `simulate`), a
    module path; the CLI imports it only when present (see cli.py `GameCli`)."""

    def propose(self, snap: Any) -> Any:
        return (self.proposal or self.next_step)(snap)

    def apply_proposed(self, snap: Any, step: Any) -> Any:
        return (self.apply_proposal or self.apply_step)(snap, step)


def _discover() -> dict[str, Callable[[], GameRules]]:
    """Every game package under tablebot.games with a `plugin` module: its GAME_ID, in POSITION order.

    A game plugs in by its own package alone (engine, plugin.py, GUI package): nothing here names it."""
    from . import __path__ as games_path

    found: list[tuple[int, str, Callable[[], GameRules]]] = []
    for mod in pkgutil.iter_modules(games_path):
        if not mod.ispkg or importlib.util.find_spec(f"{__package__}.{mod.name}.plugin") is None:
            continue
        plugin = importlib.import_module(f"{__package__}.{mod.name}.plugin")
        found.append((plugin.POSITION, plugin.GAME_ID, plugin.rules))
    return {game_id: factory for _, game_id, factory in sorted(found, key=lambda f: (f[0], f[1]))}


_FACTORIES: dict[str, Callable[[], GameRules]] = {}
_CACHE: dict[str, GameRules] = {}


def _factories() -> dict[str, Callable[[], GameRules]]:
    if not _FACTORIES:
        _FACTORIES.update(_discover())
    return _FACTORIES


def game_rules(game_id: str) -> GameRules:
    factories = _factories()
    if game_id not in factories:
        raise KeyError(game_id)
    if game_id not in _CACHE:
        _CACHE[game_id] = factories[game_id]()
    return _CACHE[game_id]


def known_games() -> tuple[str, ...]:
    """The registered games, in the order the New Game dialog lists them."""
    return tuple(_factories())

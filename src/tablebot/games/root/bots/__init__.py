"""Registry of the Root bots: one module per bot, each with the same small interface."""

from __future__ import annotations

from types import ModuleType

from ....core.steps import EngineError


def bot_module(bot_id: str) -> ModuleType:
    """The module implementing a bot: setup, new_cursor, next_step, answer."""
    from . import marquise

    registry: dict[str, ModuleType] = {"mechanical_marquise_2": marquise}
    try:
        return registry[bot_id]
    except KeyError:
        raise EngineError("bot.unknown", bot=bot_id) from None


BOTS: dict[str, str] = {"mechanical_marquise_2": "marquise"}
"""Bot id -> the faction it plays."""

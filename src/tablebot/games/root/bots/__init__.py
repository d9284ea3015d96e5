"""Registry of the Root bots: one module per bot, each with the same small interface:

    setup(snap, faction, config) -> snap     the bot's faction setup (Law of Rootbotics x.3)
    new_cursor() -> cursor                   the start of its turn
    next_step(snap) -> RootStep | RootPrompt
    answer(snap, prompt, answer) -> snap
"""

from __future__ import annotations

import importlib
from types import ModuleType

from ....core.steps import EngineError

BOTS: dict[str, str] = {
    "mechanical_marquise_2": "marquise",
    "electric_eyrie": "eyrie",
    "automated_alliance": "alliance",
    "vagabot": "vagabond",
    "logical_lizards": "lizards",
    "drillbit_duchy": "duchy",
    "riverfolk_robots": "riverfolk",
    "cogwheel_corvids": "corvids",
}
"""Bot id -> the faction it plays."""

_MODULES: dict[str, str] = {
    "mechanical_marquise_2": "marquise",
    "electric_eyrie": "eyrie",
    "automated_alliance": "alliance",
    "vagabot": "vagabot",
    "logical_lizards": "lizards",
    "drillbit_duchy": "duchy",
    "riverfolk_robots": "riverfolk",
    "cogwheel_corvids": "corvids",
}


def bot_module(bot_id: str) -> ModuleType:
    """The module implementing a bot."""
    if bot_id not in _MODULES:
        raise EngineError("bot.unknown", bot=bot_id)
    try:
        return importlib.import_module(f"{__name__}.{_MODULES[bot_id]}")
    except ModuleNotFoundError as err:
        if err.name == f"{__name__}.{_MODULES[bot_id]}":
            raise EngineError("bot.not_available", bot=bot_id) from None
        raise


def available_bots() -> tuple[str, ...]:
    """Bots whose module is present (in setup order of their factions)."""
    out = []
    for bot_id in _MODULES:
        try:
            bot_module(bot_id)
        except EngineError:
            continue
        out.append(bot_id)
    return tuple(out)

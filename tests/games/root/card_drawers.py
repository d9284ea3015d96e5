"""A real bot with setup draws added, registered for a test: the Lizards and the Duchy land later,
so the card machinery (setup draws, the app-owned deck, on_card_discarded) is tested on a stand-in
that plays like the Marquise (or another of the first four) and draws cards at setup."""

from __future__ import annotations

import sys
import types
from typing import Any

from tablebot.games.root import bots
from tablebot.games.root.bots import hooks

TAKEN: list[tuple[str, str | None, str]] = []
"""(faction, card name, suit) of every setup card a stand-in took, in order."""


def install(monkeypatch: Any, bot_id: str, draws: int, *, on_discard: Any = None) -> types.ModuleType:
    """Make `bot_id`'s module the real one plus setup_draws -> draws and a take_setup_card that puts
    the card on the discard pile (as the Duchy's 10.3.5 does) and records it."""
    real = bots.bot_module(bot_id)
    fake = types.ModuleType(f"{bots.__name__}.drawing_{bot_id}")
    fake.__dict__.update({k: v for k, v in vars(real).items() if not k.startswith("__")})

    def setup_draws(config: Any) -> int:
        return draws

    def take_setup_card(snap: Any, faction: str, card: Any) -> Any:
        TAKEN.append((faction, card.name, card.suit.value))
        return snap.model_copy(update={"discard": snap.discard + (card.name or card.suit.value,)})

    fake.setup_draws = setup_draws  # type: ignore[attr-defined]
    fake.take_setup_card = take_setup_card  # type: ignore[attr-defined]
    if on_discard is not None:
        fake.on_card_discarded = on_discard  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, fake.__name__, fake)
    monkeypatch.setitem(bots._MODULES, bot_id, f"drawing_{bot_id}")
    monkeypatch.setitem(hooks._modules, bot_id, fake)  # the hooks look each module up once
    TAKEN.clear()
    return fake

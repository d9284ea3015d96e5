"""The table's corrections of a bot's printed cards, the same for every game whose card data may
differ from the table's printing: a snapshot keeps the corrected cards (one per id, sorted by id)
and plays them instead of the printed data."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from .steps import IllegalEdit


class _Card(Protocol):
    @property
    def id(self) -> Any: ...


C = TypeVar("C", bound=_Card)


def corrected_cards(overrides: tuple[C, ...], card: C, restore: bool, in_play: Callable[[Any], C],
                    printed: Callable[[Any], C]) -> tuple[C, ...]:
    """The corrections after the table corrects `card` (`restore`: goes back to the printed card);
    `in_play(id)` is the card the game plays now, `printed(id)` the app's data. A correction equal
    to the printed card leaves none; an unchanged card or restoring one never corrected is refused."""
    others = tuple(c for c in overrides if c.id != card.id)
    if restore:
        if len(others) == len(overrides):
            raise IllegalEdit("edit.card_not_corrected", card=card.id)
        return others
    if in_play(card.id) == card:
        raise IllegalEdit("edit.card_unchanged", card=card.id)
    if card == printed(card.id):  # corrected back to the printed data: no correction is left
        return others
    return tuple(sorted((*others, card), key=lambda c: c.id))

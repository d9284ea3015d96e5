"""The shared deck the bots draw their order cards from (resources/cards/root_decks.json)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from ...core.steps import IllegalAnswer
from ...paths import resources_dir
from .factions import Suit
from .state import OrderCard, RootSnapshot


@dataclass(frozen=True)
class Card:
    name: str
    suit: Suit
    count: int
    item: str | None
    kind: str
    dominance: bool

    @property
    def id(self) -> str:
        """Names repeat across suits (three Root Teas), so the id carries the suit."""
        return f"{self.name} ({self.suit.value})"


@cache
def deck(deck_id: str) -> tuple[Card, ...]:
    raw = json.loads((resources_dir() / "cards" / "root_decks.json").read_text(encoding="utf-8"))
    return tuple(
        Card(c["name"], Suit(c["suit"]), c["count"], c["item"], c["kind"], c["dominance"])
        for c in raw["decks"][deck_id]["cards"]
    )


def available_cards(snap: RootSnapshot) -> tuple[Card, ...]:
    """Cards that can be in the shared deck of this game (3.4: dominance removed with 1-2 humans)."""
    return tuple(c for c in deck(snap.deck) if not (c.dominance and snap.dominance_removed))


def find_card(snap: RootSnapshot, card_id: str) -> Card:
    for card in deck(snap.deck):
        if card.id == card_id or (card.name == card_id and sum(1 for c in deck(snap.deck) if c.name == card_id) == 1):
            if card.dominance and snap.dominance_removed:
                raise IllegalAnswer("card.dominance_removed", card=card.id)
            return card
    raise IllegalAnswer("card.unknown", card=card_id)


def validate_order_card(snap: RootSnapshot, card: OrderCard) -> OrderCard:
    """Check that a card the table entered can be in this deck; fill in its item from the deck list.

    A card given by name must exist (with that suit); one given by suit and item must match at
    least one card of the deck, so a 'bird hammer' is refused.
    """
    if card.name is not None:
        found = find_card(snap, f"{card.name} ({card.suit.value})")
        return OrderCard(name=found.id, suit=found.suit, item=found.item)
    matches = [c for c in available_cards(snap) if c.suit == card.suit and c.item == card.item]
    if not matches:
        raise IllegalAnswer("card.no_such_card", suit=card.suit.value, item=card.item or "")
    return OrderCard(name=matches[0].id if len(matches) == 1 else None, suit=card.suit, item=card.item)

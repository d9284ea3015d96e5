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


# -- the app-owned deck (ruling app-deck) ---------------------------------------------------------
def card_from_id(snap: RootSnapshot, card_id: str) -> OrderCard:
    """The order card a deck id names ("Foxfolk Steel (fox)"), as the table would have entered it."""
    found = find_card(snap, card_id)
    return OrderCard(name=found.name, suit=found.suit, item=found.item)


def held_cards(snap: RootSnapshot) -> list[str]:
    """Card ids the app knows are out of the deck: the discard pile and every named card a bot's
    faction board holds (the Eyrie's Decree, the Lizards' Lost Souls...), found wherever the board
    keeps an OrderCard, so a new bot's board needs no code here."""
    out = [c for c in snap.discard if card_known(snap, c)]
    for f in snap.factions:
        if f.board is not None:
            out += [c.name for c in _order_cards(f.board) if c.name is not None and card_known(snap, c.name)]
    return out


def known_discards(snap: RootSnapshot) -> tuple[str, ...]:
    """The cards of the discard pile the app knows by name, sorted: what an empty app deck is
    refilled from. A copy a bot's board holds as well (a card the Lost Souls took and the pile
    lists too) is not counted twice: never more copies than the deck has."""
    from collections import Counter

    held = Counter(c.name for f in snap.factions if f.board is not None for c in _order_cards(f.board))
    copies = {c.id: c.count for c in deck(snap.deck)}
    out: list[str] = []
    for card, n in sorted(Counter(c for c in snap.discard if card_known(snap, c)).items()):
        out += [card] * max(0, min(n, copies[card] - held[card]))
    return tuple(out)


def shuffled_app_deck(snap: RootSnapshot, state: int) -> tuple[tuple[str, ...], int]:
    """A seeded shuffle of the deck in use (every copy of every card; dominance cards only when
    they stay in, 3.4) minus the cards the app knows are out (held_cards). Returns (deck, rng)."""
    from ...core import rng as rngmod

    cards = [c.id for c in available_cards(snap) for _ in range(c.count)]
    for gone in held_cards(snap):
        if gone in cards:
            cards.remove(gone)
    return rngmod.shuffled(state, sorted(cards))


def card_known(snap: RootSnapshot, text: str) -> bool:
    """Whether the text is a card id of this game's deck (a discard entered by suit alone is not)."""
    return any(c.id == text for c in deck(snap.deck))


def _order_cards(value: object) -> list[OrderCard]:
    if isinstance(value, OrderCard):
        return [value]
    if isinstance(value, (tuple, list)):
        return [c for v in value for c in _order_cards(v)]
    fields = getattr(type(value), "model_fields", None)
    if fields is None:
        return []
    return [c for name in fields for c in _order_cards(getattr(value, name))]

"""Factions, their pieces and supplies (Law of Root faction boards; Law of Rootbotics setup)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Category(StrEnum):
    WARRIOR = "warrior"
    BUILDING = "building"
    TOKEN = "token"
    PAWN = "pawn"


class Suit(StrEnum):
    FOX = "fox"
    RABBIT = "rabbit"
    MOUSE = "mouse"
    BIRD = "bird"


@dataclass(frozen=True)
class PieceKind:
    id: str
    category: Category
    supply: int
    suit: Suit | None = None  # Alliance bases may only stand in a clearing of their suit
    pool: str | None = None
    """The kind whose supply this kind shares: a face-up plot is one of the Corvids' 8 plot tokens."""


@dataclass(frozen=True)
class FactionInfo:
    id: str
    setup_letter: str
    """Law of Rootbotics 2.2: ties between players go to the earliest in standard setup order."""
    pieces: tuple[PieceKind, ...]
    rules_ties: bool = False
    """Eyrie's Lords of the Forest: they rule a clearing when tied for most pieces."""

    def piece(self, kind: str) -> PieceKind:
        for piece in self.pieces:
            if piece.id == kind:
                return piece
        raise KeyError(f"{self.id} has no piece {kind!r}")

    def has_piece(self, kind: str) -> bool:
        return any(p.id == kind for p in self.pieces)

    def pooled_with(self, kind: str) -> tuple[str, ...]:
        """Every kind drawn from the same physical pool as `kind` (itself included)."""
        pool = self.piece(kind).pool or kind
        return tuple(p.id for p in self.pieces if p.id == pool or p.pool == pool)


_W, _B, _T, _P = Category.WARRIOR, Category.BUILDING, Category.TOKEN, Category.PAWN

FACTIONS: dict[str, FactionInfo] = {
    f.id: f
    for f in (
        FactionInfo("marquise", "A", (
            PieceKind("warrior", _W, 25), PieceKind("sawmill", _B, 6), PieceKind("workshop", _B, 6),
            PieceKind("recruiter", _B, 6), PieceKind("keep", _T, 1), PieceKind("wood", _T, 8),
        )),
        FactionInfo("eyrie", "B", (PieceKind("warrior", _W, 20), PieceKind("roost", _B, 7)), rules_ties=True),
        FactionInfo("alliance", "C", (
            PieceKind("warrior", _W, 10), PieceKind("base_fox", _B, 1, Suit.FOX),
            PieceKind("base_rabbit", _B, 1, Suit.RABBIT), PieceKind("base_mouse", _B, 1, Suit.MOUSE),
            PieceKind("sympathy", _T, 10),
        )),
        FactionInfo("vagabond", "D", (PieceKind("pawn", _P, 1),)),
        # Law of Root, the Underworld expansion's faction boards (Law of Rootbotics 8.3 / 10.3 supplies).
        FactionInfo("lizards", "F", (
            PieceKind("warrior", _W, 25), PieceKind("garden_fox", _B, 5, Suit.FOX),
            PieceKind("garden_rabbit", _B, 5, Suit.RABBIT), PieceKind("garden_mouse", _B, 5, Suit.MOUSE),
        )),
        FactionInfo("duchy", "H", (
            PieceKind("warrior", _W, 20), PieceKind("tunnel", _T, 3), PieceKind("citadel", _B, 3),
            PieceKind("market", _B, 3),
        )),
        # Law of Root, the Riverfolk expansion's Riverfolk Company (Law of Rootbotics 9.3: 15 warriors,
        # 9 trade posts, 3 of each suit, each standing only in a clearing of its suit).
        FactionInfo("riverfolk", "G", (
            PieceKind("warrior", _W, 15), PieceKind("trade_post_fox", _T, 3, Suit.FOX),
            PieceKind("trade_post_rabbit", _T, 3, Suit.RABBIT), PieceKind("trade_post_mouse", _T, 3, Suit.MOUSE),
        )),
        # Law of Root, the Underworld expansion's Corvid Conspiracy (Law of Rootbotics 11.3: 15 warriors,
        # 8 plot tokens, 2 of each plot). "plot" is a token lying face down: nobody at the table has seen
        # its face, so the app does not know it either; once revealed it becomes the kind it shows.
        FactionInfo("corvids", "I", (
            PieceKind("warrior", _W, 15), PieceKind("plot", _T, 8),
            PieceKind("plot_bomb", _T, 2, pool="plot"), PieceKind("plot_snare", _T, 2, pool="plot"),
            PieceKind("plot_extortion", _T, 2, pool="plot"), PieceKind("plot_raid", _T, 2, pool="plot"),
        )),
    )
}

SETUP_ORDER: tuple[str, ...] = tuple(sorted(FACTIONS, key=lambda f: FACTIONS[f].setup_letter))

TRADE_POST: dict[Suit, str] = {p.suit: p.id for p in FACTIONS["riverfolk"].pieces if p.suit is not None}
"""The Riverfolk's trade post of each suit (Law of Root; Law of Rootbotics 9.2.2)."""
TRADE_POSTS: tuple[str, ...] = tuple(TRADE_POST.values())

PLOT_FACES: tuple[str, ...] = ("plot_bomb", "plot_snare", "plot_extortion", "plot_raid")
"""What a face-down plot can turn out to be (Law of Rootbotics 11.7)."""

MARQUISE_BUILDINGS: tuple[str, ...] = ("sawmill", "workshop", "recruiter")

# Items in the crafting supply at setup (Law of Root 5.1.5; shared/data/root/decks.json).
ITEM_SUPPLY_AT_SETUP: dict[str, int] = {
    "boots": 2, "bag": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2, "coins": 2,
}

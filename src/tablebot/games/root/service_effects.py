"""What Riverfolk services bought this turn change in the shared rules (Law of Rootbotics 9.2.3 II
and III): rivers as paths (rules.adjacent_places), the Riverfolk warriors counted as the buyer's for
rule (rules.ruler) and battle (battle.py, through services.py). Kept apart from services.py so the
rules module can ask without importing the purchase code (which uses the rules)."""

from __future__ import annotations

from .board import Board
from .state import RootSnapshot

SELLER = "riverfolk"


def seller(snap: RootSnapshot) -> str | None:
    return SELLER if snap.has_faction(SELLER) else None


def seller_trait(snap: RootSnapshot, trait: str) -> bool:
    if not snap.has_faction(SELLER):
        return False
    cfg = snap.faction(SELLER).bot
    return cfg is not None and trait in cfg.traits


def in_birdsong(snap: RootSnapshot) -> bool:
    """A bot's Birdsong (every bot's cursor names its phases birdsong_*). A human's phases are the
    table's: their battles and rule are counted as in Daylight (ruling services-window)."""
    cur = snap.turn.cursor
    return cur is not None and cur.phase.startswith("birdsong")


def has_riverboats(snap: RootSnapshot, faction: str) -> bool:
    """9.2.3 II: rivers are paths for the buyer until the end of its turn."""
    return snap.current_faction().id == faction and "riverboats" in snap.turn.services


def river_neighbours(board: Board, clearing: int) -> tuple[int, ...]:
    """The clearings a river joins to `clearing` on the map as laid at the table (rules.board_of):
    the printed rivers and, on the Lake, the lake between coastal clearings (Board.river_pairs)."""
    pairs = board.river_pairs()
    return tuple(sorted({b for a, b in pairs if a == clearing} | {a for a, b in pairs if b == clearing}))


def mercenary_buyers(snap: RootSnapshot) -> frozenset[str]:
    """The factions treating the Riverfolk warriors as their own now (9.2.3 III, Daylight and
    Evening of the buyer's turn), with the Involved trait: on a human's turn without Mercenaries,
    every enemy of that human (ruling services-involved)."""
    if seller(snap) is None or snap.turn.setup_draws:
        return frozenset()
    current = snap.current_faction()
    if current.id == SELLER or in_birdsong(snap):
        return frozenset()
    bought = "mercenaries" in snap.turn.services
    if seller_trait(snap, "involved") and not current.is_bot:
        if bought:
            # Involved: the Vagabond may buy Mercenaries to avoid this, but gains no benefit.
            return frozenset() if current.id == "vagabond" else frozenset({current.id})
        return frozenset(f.id for f in snap.factions if f.id not in (current.id, SELLER))
    return frozenset({current.id}) if bought else frozenset()

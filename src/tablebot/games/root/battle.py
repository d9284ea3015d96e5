"""Battle as the Law of Root runs it, with the Law of Rootbotics changes for bots.

Law of Root 4.3: the attacker deals the higher die, the defender the lower; rolled hits are capped
by the roller's warriors in the clearing; a defender with no warriors there is defenceless and
takes one extra hit. Hits remove warriors first; then the owner chooses buildings or tokens.
Each enemy building or token removed scores 1 VP. Law of Rootbotics 1.2.1: a bot removes its
tokens before its buildings, and picks among building types at random.
"""

from __future__ import annotations

from ...core import rng as rngmod
from ...core.steps import IllegalAnswer
from .actions import Removal
from .factions import FACTIONS, Category
from .state import PlaceState


def rolled_hits(dice: tuple[int, int]) -> tuple[int, int]:
    """(attacker's roll, defender's roll): the higher die and the lower die."""
    a, b = dice
    for d in dice:
        if not 0 <= d <= 3:
            raise IllegalAnswer("dice.range", die=d)
    return max(a, b), min(a, b)


def hits_dealt(place: PlaceState, attacker: str, defender: str, dice: tuple[int, int],
               vagabond_swords: int | None = None) -> tuple[int, int]:
    """Hits each side deals: rolls capped by warriors (Law of Root 4.3.2), plus the defenceless hit.

    Ruling vagabond-defender: a human Vagabond has no warriors; its cap and defencelessness come
    from the undamaged swords the table enters (Law of Root 9.2.8 / 4.3.2).
    """
    high, low = rolled_hits(dice)
    att_warriors = place.count_category(attacker, Category.WARRIOR)
    if defender == "vagabond":
        swords = vagabond_swords if vagabond_swords is not None else 0
        def_cap, defenceless = swords, swords == 0
    else:
        def_cap = place.count_category(defender, Category.WARRIOR)
        defenceless = def_cap == 0
    att_hits = min(high, att_warriors) + (1 if defenceless else 0)
    def_hits = min(low, def_cap)
    return att_hits, def_hits


def bot_losses(place: PlaceState, faction: str, hits: int, state: int, *, fortified: bool = False
               ) -> tuple[tuple[Removal, ...], int]:
    """A bot takes hits (Law of Root 4.3.3 + Law of Rootbotics 1.2.1).

    Warriors first; then all its tokens there; then buildings, the type drawn at random among
    the types present (seeded). Fortified (Marquise trait): a building needs two hits.
    Returns the removals and the new RNG state.
    """
    cid = int(place.id)
    info = FACTIONS[faction]
    removals: list[Removal] = []
    warriors = place.count_category(faction, Category.WARRIOR)
    take = min(hits, warriors)
    if take:
        removals.append(Removal(faction=faction, piece="warrior", clearing=cid, count=take))
        hits -= take
    for stack in place.stacks:
        if hits <= 0:
            break
        if stack.faction == faction and info.piece(stack.kind).category == Category.TOKEN:
            take = min(hits, stack.count)
            removals.append(Removal(faction=faction, piece=stack.kind, clearing=cid, count=take))
            hits -= take
    buildings = {s.kind: s.count for s in place.stacks
                 if s.faction == faction and info.piece(s.kind).category == Category.BUILDING}
    cost = 2 if fortified else 1
    while hits >= cost and buildings:
        kinds = sorted(buildings)
        kind, state = rngmod.choice(state, kinds) if len(kinds) > 1 else (kinds[0], state)
        removals.append(Removal(faction=faction, piece=kind, clearing=cid, count=1))
        buildings[kind] -= 1
        if buildings[kind] == 0:
            del buildings[kind]
        hits -= cost
    return _merge(removals), state


def human_losses(place: PlaceState, faction: str, hits: int) -> tuple[tuple[Removal, ...], int, tuple[tuple[str, int], ...]]:
    """A human takes hits: warriors go first, automatically. Returns the warrior removals, the hits
    left for buildings and tokens, and the (kind, count) options they could choose from."""
    cid = int(place.id)
    info = FACTIONS[faction]
    removals: list[Removal] = []
    warriors = place.count_category(faction, Category.WARRIOR)
    take = min(hits, warriors)
    if take:
        removals.append(Removal(faction=faction, piece="warrior", clearing=cid, count=take))
        hits -= take
    options = tuple((s.kind, s.count) for s in place.stacks
                    if s.faction == faction and info.piece(s.kind).category in (Category.BUILDING, Category.TOKEN))
    return tuple(removals), min(hits, sum(n for _, n in options)), options


def human_choice_needed(hits: int, options: tuple[tuple[str, int], ...]) -> bool:
    """The table chooses only when the hits cannot take every building and token and there is a
    choice of kinds; otherwise the outcome is forced."""
    total = sum(n for _, n in options)
    return 0 < hits < total and len(options) > 1


def forced_human_removals(place: PlaceState, faction: str, hits: int,
                          options: tuple[tuple[str, int], ...]) -> tuple[Removal, ...]:
    cid = int(place.id)
    out = []
    for kind, n in options:
        if hits <= 0:
            break
        take = min(hits, n)
        out.append(Removal(faction=faction, piece=kind, clearing=cid, count=take))
        hits -= take
    return tuple(out)


def chosen_removals(place: PlaceState, faction: str, hits: int, options: tuple[tuple[str, int], ...],
                    choice: tuple[tuple[str, int], ...]) -> tuple[Removal, ...]:
    """Validate the human's choice: exactly `hits` pieces, each kind within what stands there."""
    available = dict(options)
    if sum(n for _, n in choice) != hits:
        raise IllegalAnswer("removal.wrong_total", hits=hits)
    for kind, n in choice:
        if n < 0 or n > available.get(kind, 0):
            raise IllegalAnswer("removal.not_there", piece=kind)
    cid = int(place.id)
    return tuple(Removal(faction=faction, piece=k, clearing=cid, count=n) for k, n in choice if n > 0)


def vp_for_removals(removals: tuple[Removal, ...], scorer: str) -> int:
    """Law of Root: 1 VP for each enemy building or token removed."""
    return sum(r.count for r in removals if r.faction != scorer
               and FACTIONS[r.faction].piece(r.piece).category in (Category.BUILDING, Category.TOKEN))


def _merge(removals: list[Removal]) -> tuple[Removal, ...]:
    merged: dict[tuple[str, str, int], int] = {}
    for r in removals:
        key = (r.faction, r.piece, r.clearing)
        merged[key] = merged.get(key, 0) + r.count
    return tuple(Removal(faction=f, piece=p, clearing=c, count=n) for (f, p, c), n in merged.items())

"""Rules shared by every Root bot and by the board edits: rule of clearings, slots, supply,
enemies, and the pure functions that put pieces on and take them off the snapshot.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...core.ranking import Order
from ...core.reasons import Reason, reason
from ...core.steps import IllegalEdit
from .board import Board, load_board
from .bots import hooks
from .factions import FACTIONS, SETUP_ORDER, TRADE_POSTS, Category
from .service_effects import SELLER, has_riverboats, mercenary_buyers, river_neighbours
from .state import FactionState, Place, PlaceState, RootSnapshot, Stack

if TYPE_CHECKING:
    from .actions import Removal


def board_of(snap: RootSnapshot) -> Board:
    """The map as laid at this table: its suit markers and the table's corrections (cached)."""
    fix = snap.corrections
    return load_board(snap.map_id).at_table(snap.suits, fix.slots, fix.rivers, fix.coast)


# -- priority (Law of Rootbotics 2.1, 3.1) and the Pass (12.2.2) ---------------------------------
PASS_RULE = "12.2.2"


def highest_first(snap: RootSnapshot) -> Order[int]:
    """Sort key for "highest priority first" (2.1, 2.4): the priority number, except that on the
    Mountain the Pass always meets the condition (12.2.2) and so comes before every clearing. As a
    `pick` tie-break it says so when the Pass is chosen."""
    the_pass = board_of(snap).pass_clearing
    return Order(key=lambda c: 0 if c == the_pass else c,
                 ahead=lambda c: reason(PASS_RULE, "tiebreak.pass_highest", chosen=c) if c == the_pass else None)


def lowest_first(snap: RootSnapshot) -> Order[int]:
    """Sort key for "lowest priority first": on the Mountain the Pass is also the lowest (12.2.2)."""
    the_pass = board_of(snap).pass_clearing
    return Order(key=lambda c: -1000 if c == the_pass else -c,
                 ahead=lambda c: reason(PASS_RULE, "tiebreak.pass_lowest", chosen=c) if c == the_pass else None)


def by_priority(snap: RootSnapshot, clearings: Iterable[int]) -> tuple[int, ...]:
    """Clearings highest priority first (2.4), the Pass first on the Mountain (12.2.2)."""
    return tuple(sorted(clearings, key=highest_first(snap)))


def by_lowest_priority(snap: RootSnapshot, clearings: Iterable[int]) -> tuple[int, ...]:
    """Clearings lowest priority first, the Pass first on the Mountain (12.2.2)."""
    return tuple(sorted(clearings, key=lowest_first(snap)))


def is_pass(snap: RootSnapshot, clearing: Place) -> bool:
    return clearing == board_of(snap).pass_clearing


def pass_first(snap: RootSnapshot, clearing: Place, pending: Iterable[Place]) -> list[Reason]:
    """Why an action in the Pass comes before those in clearings of higher priority number still
    waiting (2.4 with 12.2.2): a reason when that is what happened, else none."""
    if not is_pass(snap, clearing):
        return []
    before = tuple(sorted(c for c in pending if isinstance(c, int) and isinstance(clearing, int) and c < clearing))
    return [reason(PASS_RULE, "order.pass_first", clearing=clearing, targets=before)] if before else []


def pass_chosen(snap: RootSnapshot, chosen: Place, among: Iterable[Place], *, lowest: bool = False) -> list[Reason]:
    """Why the Pass was the clearing of highest (or lowest) priority among `among` when a clearing
    there would have won by its number (12.2.2): a reason when that is what happened, else none."""
    if not is_pass(snap, chosen) or not isinstance(chosen, int):
        return []
    beaten = tuple(sorted(c for c in among if isinstance(c, int) and (c > chosen if lowest else c < chosen)))
    if not beaten:
        return []
    return [reason(PASS_RULE, "choice.pass_lowest" if lowest else "choice.pass_highest", clearing=chosen,
                   targets=beaten)]


# -- the Mountain's closed paths (12.2.1) and the Lake's ferry (12.1.1) -------------------------
def path_closed(snap: RootSnapshot, a: int, b: int) -> bool:
    """Whether the path a-b is one of the Mountain's paths still closed (humans cannot use it)."""
    return ((a, b) if a < b else (b, a)) in snap.closed_paths


def ferry_destinations(snap: RootSnapshot, clearing: int) -> tuple[int, ...]:
    """12.1.1: from the ferry's clearing, every other coastal clearing, as if joined by a path."""
    if snap.ferry is None or clearing != snap.ferry:
        return ()
    return tuple(c for c in board_of(snap).coast if c != clearing)


def ferry_sources(snap: RootSnapshot, clearing: int) -> tuple[int, ...]:
    """The other end of ferry_destinations: the ferry's clearing, for every other coastal clearing
    (a search that walks moves backwards, from a destination, needs it)."""
    if snap.ferry is None or clearing == snap.ferry or clearing not in board_of(snap).coast:
        return ()
    return (snap.ferry,)


def ferry_crossing(snap: RootSnapshot, faction: str, piece: str, origin: Place, dest: Place) -> bool:
    """Whether moving `piece` from `origin` to `dest` goes on the Lake's ferry (12.1.1; Law of Root,
    Lake Map, The Ferry): warriors or a pawn leaving the ferry's clearing for another coastal
    clearing that no path joins to it (ruling lake-ferry). A building or token carried elsewhere
    (the Duchy's tunnel) does not move, and a printed path is walked, not sailed."""
    if not isinstance(origin, int) or not isinstance(dest, int) or dest not in ferry_destinations(snap, origin):
        return False
    if FACTIONS[faction].piece(piece).category not in (Category.WARRIOR, Category.PAWN):
        return False
    return not board_of(snap).graph.has_edge(origin, dest)


def take_ferry(snap: RootSnapshot, faction: str, dest: int) -> RootSnapshot:
    """The ferry sails with the pieces to `dest`; a bot scores 1 VP instead of drawing a card
    (12.1.1); a human player draws the card at the table (Law of Root)."""
    snap = snap.model_copy(update={"ferry": dest})
    return add_vp(snap, faction, FERRY_VP) if snap.faction(faction).is_bot else snap


FERRY_VP = 1
"""12.1.1: "Os autômatos recebem 1 PV no lugar de comprar uma carta"."""


# -- the Burrow (Law of Rootbotics 10.2.2) ----------------------------------------------------
BURROW = "burrow"
"""The Duchy's Burrow: a suitless place beside the map, in the snapshot whenever the Duchy plays."""
BURROW_OWNER = "duchy"


def has_burrow(snap: RootSnapshot) -> bool:
    return snap.has_faction(BURROW_OWNER)


def tunnel_clearings(snap: RootSnapshot) -> tuple[int, ...]:
    """10.2.2: the clearings the Burrow is adjacent to (those with a tunnel), in priority order."""
    if not has_burrow(snap):
        return ()
    return tuple(int(p.id) for p in snap.clearings() if p.count(BURROW_OWNER, "tunnel"))


def adjacent_places(snap: RootSnapshot, faction: str, place: Place) -> tuple[Place, ...]:
    """Where `faction` can move to from `place`: the map's paths; on the Lake, from the ferry's
    clearing, every other coastal clearing (12.1.1, as if joined by a path: for moving only, ruling
    lake-ferry); rivers after Riverboats (9.2.3 II); the Burrow's dynamic adjacency (10.2.2) for the
    Duchy alone (only the Duchy may move pieces there)."""
    tunnels = tunnel_clearings(snap) if faction == BURROW_OWNER else ()
    if place == BURROW:
        return tunnels
    assert isinstance(place, int)
    board = board_of(snap)
    out: tuple[Place, ...] = board.adjacent(place)
    extra = set(ferry_destinations(snap, place))
    if has_riverboats(snap, faction):
        # 9.2.3 II Riverboats: rivers are paths for the buyer until the end of its turn.
        extra |= set(river_neighbours(board, place))
    if extra - set(out):
        out = tuple(sorted(set(out) | extra))
    return out + ((BURROW,) if place in tunnels else ())


def move_sources(snap: RootSnapshot, faction: str, clearing: int) -> tuple[int, ...]:
    """The clearings `faction` can move INTO `clearing` from (adjacent_clearings walked backwards,
    for a search from the destination): paths and rivers join both ways; the ferry sails only from
    its own clearing (12.1.1)."""
    board = board_of(snap)
    back = set(board.adjacent(clearing)) | set(ferry_sources(snap, clearing))
    if has_riverboats(snap, faction):
        back |= set(river_neighbours(board, clearing))
    return tuple(sorted(back))


def adjacent_clearings(snap: RootSnapshot, faction: str, clearing: int) -> tuple[int, ...]:
    """The clearings `faction` can move to from `clearing` (adjacent_places without the Burrow): the
    bots' moves, with the Lake's ferry (12.1.1) and Riverboats' rivers (9.2.3 II) when they bought it."""
    return tuple(p for p in adjacent_places(snap, faction, clearing) if isinstance(p, int))


def burrow_refusal(snap: RootSnapshot, faction: str, piece: str) -> Reason | None:
    """10.2.2: only the Duchy may place or move pieces into the Burrow; it has no building slots
    (and no tunnel goes there: tunnels join the Burrow to clearings), so only its warriors stand there."""
    if not has_burrow(snap):
        return reason("2.3", "retry.no_burrow")
    if faction != BURROW_OWNER:
        return reason("10.2.2", "retry.burrow_duchy_only", faction=faction)
    if FACTIONS[faction].piece(piece).category != Category.WARRIOR:
        return reason("10.2.2", "retry.burrow_warriors_only", piece=piece)
    return None


def supply_total(snap: RootSnapshot, faction: str, kind: str) -> int:
    state = snap.faction(faction)
    # Pieces a bot's faction board does not have (the Mechanical Marquise gathers no wood).
    if state.bot is not None and kind in hooks.unused_pieces(snap, faction):
        return 0
    return FACTIONS[faction].piece(kind).supply


def in_supply(snap: RootSnapshot, faction: str, kind: str) -> int:
    """Pieces in the supply: not on the map, not boxed, not held on a bot's board (hooks.held_off_map),
    not in the Riverfolk's Payments (RootSnapshot.payments)."""
    info = FACTIONS[faction]
    pool = info.pooled_with(kind)
    if len(pool) > 1:
        # One physical pool (the Corvids' plots): the pool's base kind counts every face; a face
        # is limited by its own count and by what is left of the pool.
        base = info.piece(kind).pool or kind
        left = supply_total(snap, faction, base) - sum(_off_supply(snap, faction, k) for k in pool)
        if kind == base:
            return left
        return min(left, supply_total(snap, faction, kind) - _off_supply(snap, faction, kind))
    return supply_total(snap, faction, kind) - _off_supply(snap, faction, kind)


def _off_supply(snap: RootSnapshot, faction: str, kind: str) -> int:
    return (snap.on_board(faction, kind) + snap.faction(faction).boxed.count(kind)
            + hooks.held_off_map(snap, faction, kind) + snap.in_payments(faction, kind))


# -- rule ------------------------------------------------------------------------------------
def rule_strength(place: PlaceState, faction: str) -> int:
    """Warriors plus buildings (Law of Root 2.6: tokens and the Vagabond pawn do not count)."""
    return place.count_category(faction, Category.WARRIOR) + place.count_category(faction, Category.BUILDING)


def ruler(place: PlaceState, mercenaries: frozenset[str] = frozenset()) -> str | None:
    """Law of Root 2.6: most warriors+buildings rules; a tie rules nobody, except that the Eyrie
    rules when tied for most (Lords of the Forest). Nobody rules an empty clearing.
    `mercenaries`: factions that count the Riverfolk warriors as their own too (9.2.3 III; the
    Riverfolk keep counting them, ruling services-mercenaries-rule)."""
    if place.id == BURROW:
        return BURROW_OWNER  # 10.2.2: the Duchy always rules the Burrow, even with no pieces there
    # Law of Rootbotics 8.2.1 Pilgrims (Law of Root: the Lizard Cult's gardens): a garden rules.
    if any(s.faction == "lizards" and s.kind.startswith("garden_") for s in place.stacks):
        return "lizards"
    strengths = {f: rule_strength(place, f) for f in place.factions()}
    hired = place.count(SELLER, "warrior")
    for buyer in mercenaries if hired else ():
        strengths[buyer] = strengths.get(buyer, 0) + hired
    strengths = {f: s for f, s in strengths.items() if s > 0}
    if not strengths:
        return None
    top = max(strengths.values())
    leaders = [f for f, s in strengths.items() if s == top]
    if len(leaders) == 1:
        return leaders[0]
    lords = [f for f in leaders if FACTIONS[f].rules_ties]
    return lords[0] if len(lords) == 1 else None


def rules(snap: RootSnapshot, faction: str, clearing: Place) -> bool:
    return ruler(snap.place(clearing), mercenary_buyers(snap)) == faction


# -- enemies ---------------------------------------------------------------------------------
def enemies(snap: RootSnapshot, faction: str) -> tuple[str, ...]:
    """Factions this bot treats as enemies: everyone else, in setup order (2.2).

    Co-op (Fully Cooperative Game): bots do not treat other bots' pieces as enemy pieces.
    """
    me = snap.faction(faction)
    out = []
    for fid in SETUP_ORDER:
        if fid == faction or not snap.has_faction(fid):
            continue
        if snap.coop and me.is_bot and snap.faction(fid).is_bot:
            continue
        out.append(fid)
    return tuple(out)


def pieces_of(place: PlaceState, factions: Iterable[str]) -> int:
    wanted = set(factions)
    return sum(s.count for s in place.stacks if s.faction in wanted)


# -- slots -----------------------------------------------------------------------------------
def free_slots(snap: RootSnapshot, clearing: int) -> int:
    """Printed slots minus buildings minus an unexplored ruin (which covers one slot)."""
    place = snap.place(clearing)
    used = place.buildings() + (1 if place.ruins else 0)
    # The Rogue Vagabot covers building slots with items (7.7.5).
    for f in snap.factions:
        covered = getattr(f.board, "covered_slots", ())
        used += covered.count(clearing)
    return board_of(snap).clearing(clearing).slots - used


def keep_clearing(snap: RootSnapshot) -> int | None:
    if not snap.has_faction("marquise"):
        return None
    for place in snap.clearings():
        if place.count("marquise", "keep"):
            return int(place.id)
    return None


def keep_at_setup(snap: RootSnapshot, keep_corner: int | None) -> int | None:
    """Where the Keep stands while the other factions set up: a bot Marquise's on the map (4.3.2);
    a human Marquise's in the corner the table named at New Game (GameConfig.keep_corner), placed
    first (Law of Root setup letter A) though the app does not place a human's pieces."""
    keep = keep_clearing(snap)
    if keep is None and snap.has_faction("marquise") and not snap.faction("marquise").is_bot:
        return keep_corner
    return keep


def may_place(snap: RootSnapshot, faction: str, clearing: Place) -> bool:
    """Law of Rootbotics 4.2.1 (and the Law of Root's Keep): only the Marquise places pieces in
    the Keep's clearing; others may still move in."""
    keep = keep_clearing(snap)
    return keep is None or keep != clearing or faction == "marquise"


def placement_refusal(snap: RootSnapshot, faction: str, piece: str, clearing: Place, n: int = 1, *,
                      supply: bool = True) -> Reason | None:
    """The one legality check of a placement (Law of Rootbotics 2.3): why `faction` may not put
    `n` `piece` in `clearing` on this board, or None when it may. Every bot's target choice and
    the shared safety net (bots/flow.py) ask it, so a proposed step is one apply_step accepts:
    the Keep (4.2.1), building slots, one sympathy token or Keep per clearing, a base's suit, and
    the supply. `supply=False` when the caller caps the count by the supply itself (ruling
    supply-short)."""
    info = FACTIONS[faction].piece(piece)
    if clearing == BURROW:
        refused = burrow_refusal(snap, faction, piece)
        if refused is None and supply and in_supply(snap, faction, piece) < n:
            return reason("2.3", "retry.supply_short", faction=faction, piece=piece, clearing=clearing,
                          available=in_supply(snap, faction, piece))
        return refused
    assert isinstance(clearing, int)
    if not may_place(snap, faction, clearing):
        return reason("2.3", "retry.keep_forbids", clearing=clearing)
    if info.category == Category.BUILDING and free_slots(snap, clearing) < n:
        return reason("2.3", "retry.no_free_slot", clearing=clearing)
    if piece in ONE_PER_CLEARING and snap.place(clearing).count(faction, piece) + n > 1:
        return reason(RULING_ONE_TUNNEL if piece == "tunnel" else "2.3", "retry.one_per_clearing",
                      piece=piece, clearing=clearing)
    family = one_of_family_here(snap, faction, piece, clearing)
    if family is not None and family + n > 1:
        return reason(RULING_ONE_TOKEN_FAMILY, "retry.one_per_clearing", piece=piece, clearing=clearing)
    snared = snare_refusal(snap, faction, clearing)
    if snared is not None:
        return snared
    if info.suit is not None and board_of(snap).clearing(clearing).suit != info.suit:
        return reason("2.3", "retry.wrong_suit", piece=piece, clearing=clearing)
    if supply and in_supply(snap, faction, piece) < n:
        return reason("2.3", "retry.supply_short", faction=faction, piece=piece, clearing=clearing,
                      available=in_supply(snap, faction, piece))
    return None


ONE_PER_CLEARING = frozenset({"sympathy", "keep", "tunnel"})
"""Pieces of which a clearing holds at most one (Law of Root: sympathy, the Keep; a tunnel: the
Duchy digs only where there is none, Law of Rootbotics 10.5.1, RULING_ONE_TUNNEL)."""
RULING_ONE_TUNNEL = "ruling:one-tunnel-per-clearing"

TOKEN_FAMILIES: dict[str, tuple[str, ...]] = {
    # Law of Root, the Riverfolk Company: a trade post goes only to a clearing with no trade post (of any suit).
    "riverfolk": TRADE_POSTS,
    # Law of Root, the Corvid Conspiracy: a plot goes only to a clearing with no plot token (face down or up).
    "corvids": FACTIONS["corvids"].pooled_with("plot"),
}
"""Kinds of which a clearing holds at most one between them (RULING_ONE_TOKEN_FAMILY)."""
RULING_ONE_TOKEN_FAMILY = "ruling:one-trade-post-or-plot-per-clearing"
SNARE = ("corvids", "plot_snare")
"""A face-up snare (Law of Rootbotics 11.7.2)."""


def one_of_family_here(snap: RootSnapshot, faction: str, piece: str, clearing: Place) -> int | None:
    """How many of `piece`'s family (TOKEN_FAMILIES) already stand in the clearing; None for other pieces."""
    family = TOKEN_FAMILIES.get(faction, ())
    if piece not in family:
        return None
    place = snap.place(clearing)
    return sum(place.count(faction, k) for k in family)


def snared(snap: RootSnapshot, clearing: Place) -> bool:
    return snap.has_faction(SNARE[0]) and snap.place(clearing).count(*SNARE) > 0


def snare_refusal(snap: RootSnapshot, faction: str, clearing: Place) -> Reason | None:
    """11.7.2: while a snare is face up, enemy pieces may not be placed in its clearing nor moved out
    of it. The Corvids are not their own enemies; a BOT ignores snares (11.8.2: it removes the
    snare instead of that part of its action, bots/flow.py), so only a human is refused here."""
    if faction == SNARE[0] or not snared(snap, clearing) or snap.faction(faction).is_bot:
        return None
    return reason("11.7.2", "retry.snared", faction=faction, clearing=clearing)


BOXED_WHEN_REMOVED: dict[str, frozenset[str]] = {
    "marquise": frozenset({"keep"}),  # 4.2.1: a removed Keep goes back to the box
    # Law of Root: a human Riverfolk's removed trade post leaves the game (unlike the bot's, 9.2.2).
    "riverfolk": frozenset(TOKEN_FAMILIES["riverfolk"]),
}
"""Pieces that go to the box, never to the supply, when removed from the map."""


def boxed_when_removed(snap: RootSnapshot, faction: str, kind: str) -> bool:
    if kind not in BOXED_WHEN_REMOVED.get(faction, frozenset()):
        return False
    return faction == "marquise" or not snap.faction(faction).is_bot


# -- pure board mutations --------------------------------------------------------------------
def _with_stacks(place: PlaceState, stacks: dict[tuple[str, str], int]) -> PlaceState:
    def order(key: tuple[str, str]) -> tuple[int, int]:
        faction, kind = key
        kinds = [p.id for p in FACTIONS[faction].pieces]
        return SETUP_ORDER.index(faction), kinds.index(kind)

    ordered = sorted((k for k, n in stacks.items() if n > 0), key=order)
    return place.model_copy(update={"stacks": tuple(Stack(faction=f, kind=k, count=stacks[(f, k)]) for f, k in ordered)})


def _replace_place(snap: RootSnapshot, new: PlaceState) -> RootSnapshot:
    places = tuple(new if p.id == new.id else p for p in snap.places)
    return snap.model_copy(update={"places": places})


def add_pieces(snap: RootSnapshot, faction: str, kind: str, place: Place, n: int = 1) -> RootSnapshot:
    """Put n pieces from the faction's supply onto a place. No legality beyond supply: callers check."""
    if n <= 0:
        return snap
    if in_supply(snap, faction, kind) < n:
        raise IllegalEdit("edit.supply_exhausted", faction=faction, kind=kind, available=in_supply(snap, faction, kind))
    state = snap.place(place)
    stacks = {(s.faction, s.kind): s.count for s in state.stacks}
    stacks[(faction, kind)] = stacks.get((faction, kind), 0) + n
    return _replace_place(snap, _with_stacks(state, stacks))


def remove_pieces(snap: RootSnapshot, faction: str, kind: str, place: Place, n: int = 1) -> RootSnapshot:
    if n <= 0:
        return snap
    state = snap.place(place)
    have = state.count(faction, kind)
    if have < n:
        raise IllegalEdit("edit.not_there", faction=faction, kind=kind, place=str(place), available=have)
    stacks = {(s.faction, s.kind): s.count for s in state.stacks}
    stacks[(faction, kind)] = have - n
    snap = _replace_place(snap, _with_stacks(state, stacks))
    if boxed_when_removed(snap, faction, kind):
        # 4.2.1: a removed Keep goes back to the box, never to the supply; a human Riverfolk's trade post too.
        snap = update_faction(snap, faction, boxed=snap.faction(faction).boxed + (kind,) * n)
    return snap


def move_pieces(snap: RootSnapshot, faction: str, kind: str, origin: Place, dest: Place, n: int = 1) -> RootSnapshot:
    snap = remove_pieces_to_supply(snap, faction, kind, origin, n)
    state = snap.place(dest)
    stacks = {(s.faction, s.kind): s.count for s in state.stacks}
    stacks[(faction, kind)] = stacks.get((faction, kind), 0) + n
    return _replace_place(snap, _with_stacks(state, stacks))


def remove_pieces_to_supply(snap: RootSnapshot, faction: str, kind: str, place: Place, n: int = 1) -> RootSnapshot:
    """Take pieces off without boxing anything (the first half of a move)."""
    state = snap.place(place)
    have = state.count(faction, kind)
    if have < n:
        raise IllegalEdit("edit.not_there", faction=faction, kind=kind, place=str(place), available=have)
    stacks = {(s.faction, s.kind): s.count for s in state.stacks}
    stacks[(faction, kind)] = have - n
    return _replace_place(snap, _with_stacks(state, stacks))


# -- pieces placed because pieces were removed --------------------------------------------------
RAID = ("corvids", "plot_raid")
"""Law of Rootbotics 11.7.4 (Law of Root: the Corvid Conspiracy): a raid plot, when removed by anyone
(battle, a bomb, a bot's removal, a table edit), places 1 Corvid warrior in each adjacent clearing."""


def removal_placements(snap: RootSnapshot, removals: Iterable[Removal]) -> tuple[tuple[str, str, int, int], ...]:
    """What removing these pieces places (snap: before they are removed), as (faction, piece,
    clearing, count) in the order placed: the raid's warriors (11.7.4; 2.4: the adjacent clearings in
    priority order, the Pass first, 12.2.2; placement_neighbours), then a bot's own (hook removal_placements: the Corvids' Backup Plans). As far as
    the supply and the Keep allow (2.3); never into the Burrow."""
    wanted: list[tuple[str, str, int]] = []
    removed = [r for r in removals if isinstance(r.clearing, int)]
    for r in removed:
        if (r.faction, r.piece) == RAID and snap.has_faction(RAID[0]):
            around = placement_neighbours(snap, RAID[0], int(r.clearing))
            if snap.faction(RAID[0]).is_bot:
                around = by_priority(snap, around)  # 2.4, the Pass first (12.2.2): a human places as they like
            for _ in range(r.count):
                wanted += [(RAID[0], "warrior", c) for c in around]
    for f in snap.factions:
        hook = hooks.bot_hook(snap, f.id, "removal_placements")
        if hook is not None:
            wanted += hook(snap, f.id, tuple(removed))
    out: list[tuple[str, str, int, int]] = []
    left: dict[tuple[str, str], int] = {}
    for faction, piece, clearing in wanted:
        key = (faction, piece)
        left.setdefault(key, in_supply(snap, faction, piece))
        if left[key] <= 0 or not may_place(snap, faction, clearing):
            continue
        out.append((faction, piece, clearing, 1))
        left[key] -= 1
    return tuple(out)


def placement_neighbours(snap: RootSnapshot, faction: str, clearing: int) -> tuple[int, ...]:
    """The clearings adjacent to `clearing` when `faction` places "in each adjacent clearing": the
    printed paths, never the ferry's links (ruling lake-ferry). A bot treats the Mountain's closed
    paths as paths (12.2.1); for a human player clearings linked by a closed path are not adjacent
    (Law of Root C.3.2)."""
    around = board_of(snap).adjacent(clearing)
    if snap.faction(faction).is_bot:
        return around
    return tuple(c for c in around if not path_closed(snap, clearing, c))


def place_after_removal(before: RootSnapshot, after: RootSnapshot, removals: Iterable[Removal]) -> RootSnapshot:
    """Put on the board `after` the removals what removal_placements says (computed on `before`)."""
    for faction, piece, clearing, n in removal_placements(before, removals):
        if in_supply(after, faction, piece) >= n:
            after = add_pieces(after, faction, piece, clearing, n)
    return after


def set_ruins(snap: RootSnapshot, clearing: int, ruins: bool) -> RootSnapshot:
    return _replace_place(snap, snap.place(clearing).model_copy(update={"ruins": ruins}))


def update_faction(snap: RootSnapshot, fid: str, **changes: object) -> RootSnapshot:
    factions = tuple(f.model_copy(update=changes) if f.id == fid else f for f in snap.factions)
    return snap.model_copy(update={"factions": factions})


def add_vp(snap: RootSnapshot, fid: str, vp: int) -> RootSnapshot:
    return update_faction(snap, fid, vp=max(0, snap.faction(fid).vp + vp))


def set_item(snap: RootSnapshot, item: str, count: int) -> RootSnapshot:
    items = dict(snap.items)
    items[item] = count
    return snap.model_copy(update={"items": tuple(sorted(items.items()))})


def faction_states_in_setup_order(snap: RootSnapshot) -> tuple[FactionState, ...]:
    return tuple(sorted(snap.factions, key=lambda f: SETUP_ORDER.index(f.id)))


# -- the end of the game ---------------------------------------------------------------------
WINNING_VP = 30


def result(snap: RootSnapshot) -> tuple[str, tuple[str, ...]] | None:
    """Who has won, if anyone: ("faction", (id,)) when a faction reaches 30 VP (Law of Root 3.1;
    ties cannot happen at the table, where scoring is one player at a time, so the earliest in
    seating order among those at 30+ is named); in the Fully Cooperative Game, ("humans", ids)
    when every human has 30 VP before any bot, ("bots", ids) when a bot gets there first."""
    at_30 = [f.id for f in snap.factions if f.vp >= WINNING_VP]
    if not at_30:
        return None
    if snap.coop:
        bots = tuple(f for f in at_30 if snap.faction(f).is_bot)
        if bots:
            return "bots", bots
        humans = tuple(f.id for f in snap.factions if not f.is_bot)
        if all(snap.faction(h).vp >= WINNING_VP for h in humans):
            return "humans", humans
        return None
    return "faction", (at_30[0],)


# -- the Riverfolk's Payments (Law of Rootbotics 9.2.3) ------------------------------------------
def set_payments(snap: RootSnapshot, faction: str, count: int) -> RootSnapshot:
    """The snapshot with `count` of the faction's warriors in the Riverfolk's Payments (one stack per
    faction, in setup order; none when 0). Unchecked: the callers check supplies."""
    stacks = {s.faction: s for s in snap.payments if s.faction != faction}
    if count:
        stacks[faction] = Stack(faction=faction, kind="warrior", count=count)
    return snap.model_copy(update={"payments": tuple(stacks[f] for f in SETUP_ORDER if f in stacks)})

"""The bots on the map: distances, conquer (opponent / neutral), explore, the hex diagram, map achievements.

The Automa book's sections, in its order: UPŘEDNOSTŇOVANÁ POLE (the diagram scan, `scan`), VZDÁLENOSTI
(`distance`), DOBÝVÁNÍ with DOBÝVÁNÍ PROTIHRÁČE and DOBÝVÁNÍ NEUTRÁLNÍCH POLÍ (`conquer`), PRŮZKUM
(`explore`), ÚSPĚCHY (`map_achievements`). What the Automa may *legally* conquer or explore the book
leaves to the base game ("Veškerá pravidla, jež tento text výslovně neupravuje, nadále platí"): docs/rulings.md,
### tapestry-map, names the base game's rules read and the readings made where the text is silent.

Hex labels (`hex_label`): the player never sees axial coordinates, so a hex is named by its column and
its place in that column, as drawn: columns a-g from left to right (a = the leftmost column, axial
b - a = -3), hexes numbered from 1 at the top of each column downwards. The middle island is "d4",
your start 2/4 is "f4", the Automa's start 3/5 is "b4". The GUI draws the same labels.

Every function returns codes and parameters (core.reasons), never prose; the words are in
gui/tapestry/words_map.py.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from functools import cache

from ...core.reasons import ParamValue, Reason, reason
from . import rulebook as R
from .actions import HexChoice
from .board import Axial, small_map
from .cards import DecisionCard, hex_patterns
from .state import Achievement, AchievementTaken, HexState, Outpost, Side, TapestrySnapshot

OUTPOSTS_PER_COLOUR = 10
"""Base game, player setup: 2 outposts on the start territory and the other 8 beside the income mat."""
FAVOURITE_MARKERS = 1
"""PŘÍPRAVA HRY: one outpost of each bot marks its favourite track, so it is not on the map."""

ACHIEVEMENT_VP: tuple[int, ...] = (10, 5)
"""Base game, ÚSPĚCHY: the VP spaces under each achievement, highest first (the first to earn one
takes the highest space left); ruling:tapestry-map-achievements (the 5 is to be checked on the board)."""

RULING_NO_PATH = "ruling:tapestry-distance-no-path"
RULING_SUPPLY = "ruling:tapestry-outpost-supply"

ACHIEVEMENTS_ON_MAP: tuple[Achievement, ...] = ("middle_island", "topple_two")


# -- labels ---------------------------------------------------------------------------------
@cache
def _labels() -> dict[Axial, str]:
    columns: dict[int, list[Axial]] = {}
    for axial in small_map().axials:
        a, b = axial
        columns.setdefault(b - a, []).append(axial)
    out: dict[Axial, str] = {}
    for index, column in enumerate(sorted(columns)):
        for row, axial in enumerate(sorted(columns[column], key=lambda x: x[0] + x[1]), start=1):
            out[axial] = f"{'abcdefg'[index]}{row}"
    return out


def hex_label(axial: Axial) -> str:
    """The hex as the player finds it on the drawn map: column letter (a-g, left to right) and its
    number in that column (from 1 at the top)."""
    return _labels()[(axial[0], axial[1])]


def labels(hexes: Iterable[Axial]) -> tuple[str, ...]:
    return tuple(hex_label(h) for h in hexes)


# -- the hex diagram (UPŘEDNOSTŇOVANÁ POLE) ---------------------------------------------------
def scan(pattern_id: str, candidates: Iterable[Axial]) -> tuple[Axial, tuple[Axial, ...]]:
    """UPŘEDNOSTŇOVANÁ POLE: start at the black arrow's hex, look along its row in the arrow's
    direction, then the grey arrow's row, then the rows after it; the first possible hex met wins.
    Returns that hex and the hexes looked at, in order, up to and including it."""
    wanted = {(a, b) for a, b in candidates}
    if not wanted:
        raise ValueError("the diagram needs at least one possible hex")
    tried: list[Axial] = []
    for axial in hex_patterns()[pattern_id].scan_order:
        tried.append(axial)
        if axial in wanted:
            return axial, tuple(tried)
    raise ValueError(f"hexes {sorted(wanted)} are not on the small map")


def _diagram(pattern_id: str, candidates: tuple[Axial, ...]) -> tuple[Axial, tuple[Axial, ...], Reason]:
    chosen, tried = scan(pattern_id, candidates)
    return chosen, tried, reason(R.HEX_DIAGRAM, "map.diagram", pattern=pattern_id, tried=labels(tried),
                                 hex=hex_label(chosen))


# -- what is on a hex -----------------------------------------------------------------------
class _LastMap:
    """The last map looked at, indexed: its hexes by axial and who controls each. A map step asks
    thousands of times what lies on a hex (each possible hex's neighbours, for each list of possible
    hexes) and `snap.hex` walks all 34; a snapshot never changes, so the index holds while the same
    hexes tuple comes back (held here, so its identity cannot pass to another tuple)."""

    def __init__(self, hexes: tuple[HexState, ...]) -> None:
        self.hexes = hexes
        self.by_axial = {h.axial: h for h in hexes}
        self.controller = {h.axial: h.controller for h in hexes}


_last_map = _LastMap(())


def _indexed(snap: TapestrySnapshot) -> _LastMap:
    global _last_map
    last = _last_map  # one read: another thread may replace it meanwhile, never half-built
    if last.hexes is not snap.hexes:
        last = _last_map = _LastMap(snap.hexes)
    return last


def _hex(snap: TapestrySnapshot, axial: Axial) -> HexState:
    """`snap.hex`, from the index."""
    found = _indexed(snap).by_axial.get((axial[0], axial[1]))
    return found if found is not None else snap.hex(axial)  # snap.hex raises the KeyError


def _count(h: HexState, owner: Side) -> int:
    return sum(1 for o in h.outposts if o.owner == owner)


def outposts_in_supply(snap: TapestrySnapshot, side: Side) -> int:
    """Base game: a player with every outpost on the map can conquer no more. The bots keep all the
    outposts of their colour but the one marking their favourite track (PŘÍPRAVA HRY)."""
    on_map = sum(_count(h, side) for h in snap.hexes)
    markers = FAVOURITE_MARKERS if side in ("automa", "shadow") else 0
    return max(0, OUTPOSTS_PER_COLOUR - markers - on_map)


def _adjacent_to(snap: TapestrySnapshot, axial: Axial, side: Side) -> bool:
    controller = _indexed(snap).controller
    return any(controller[n] == side for n in small_map().neighbours(axial))


def can_conquer(snap: TapestrySnapshot, axial: Axial, anywhere: bool = False) -> bool:
    """Base game, Military - CONQUER: an outpost goes on a *territory* with no more than 1 token on
    it (two tokens: it cannot be conquered again), adjacent to a territory the conqueror controls
    (anywhere on the map for the "conquer anywhere" benefit); nobody conquers a territory they
    already control (ruling:tapestry-map-legality)."""
    h = _hex(snap, axial)
    if not h.territory or len(h.outposts) > 1 or h.controller == "automa":
        return False
    return anywhere or _adjacent_to(snap, h.axial, "automa")


def can_explore(snap: TapestrySnapshot, axial: Axial, anywhere: bool = False) -> bool:
    """Base game, Exploration - EXPLORE: a territory tile goes on an unexplored hex adjacent to a
    territory the explorer controls (anywhere on the map for "explore anywhere";
    ruling:tapestry-map-legality)."""
    h = _hex(snap, axial)
    if h.territory or h.outposts:
        return False
    return anywhere or _adjacent_to(snap, h.axial, "automa")


def can_still_gain_middle_island(snap: TapestrySnapshot) -> bool:
    """DOBÝVÁNÍ, tie-breaker 1 "může Automa stále ještě získat úspěch Dobuď středový ostrov": it has
    not earned it, and the island can still be conquered (two tokens on it close it for good;
    ruling:tapestry-middle-island-open)."""
    if any(a.achievement == "middle_island" and a.side == "automa" for a in snap.achievements):
        return False
    island = snap.hex(small_map().middle_island)
    return len(island.outposts) <= 1 and island.controller != "automa"


# -- distances (VZDÁLENOSTI) ------------------------------------------------------------------
def _passable(h: HexState) -> bool:
    """VZDÁLENOSTI: a path goes through hexes with 0 Automa outposts and 0-1 of your tokens (empty
    hexes too): the way a series of the Automa's conquests could go."""
    return _count(h, "automa") == 0 and _count(h, "human") <= 1


def distance(snap: TapestrySnapshot, a: Axial, b: Axial) -> int | None:
    """VZDÁLENOSTI: the number of steps of the shortest path from `a` to `b` whose hexes between the
    two ends all pass (`_passable`); None when there is no such path. The ends themselves are not
    tested (ruling:tapestry-distance-ends): the hexes measured from are the Automa's possible hexes
    and the hexes measured to are your territories, which the rule would otherwise shut out."""
    start, goal = (a[0], a[1]), (b[0], b[1])
    if start == goal:
        return 0
    m = small_map()
    seen = {start}
    queue: deque[tuple[Axial, int]] = deque([(start, 0)])
    while queue:
        here, steps = queue.popleft()
        for n in m.neighbours(here):
            if n == goal:
                return steps + 1
            if n in seen or not _passable(snap.hex(n)):
                continue
            seen.add(n)
            queue.append((n, steps + 1))
    return None


def _nearest_target(snap: TapestrySnapshot, targets: tuple[Axial, ...]) -> dict[Axial, int]:
    """`distance` from every hex to its nearest target, for all hexes in one search (None: left out).
    A path read backwards is the same path, and only the hexes between its ends must pass, so one
    search spreading from all the targets at once gives each hex the minimum over the targets of
    `distance(hex, target)`; a hex is reached (measured) whether or not it passes, and the search
    goes on only through those that do. One search per tie-breaker instead of one per candidate and
    target (a crowded map's conquest measured ~300 paths)."""
    m = small_map()
    passable = {h.axial for h in snap.hexes if _passable(h)}
    steps = {(t[0], t[1]): 0 for t in targets}
    frontier = list(steps)
    while frontier:
        reached: list[Axial] = []
        for here in frontier:
            if steps[here] > 0 and here not in passable:
                continue  # an end, not a step of a longer path
            for n in m.neighbours(here):
                if n not in steps:
                    steps[n] = steps[here] + 1
                    reached.append(n)
        frontier = reached
    return steps


def _closest(snap: TapestrySnapshot, candidates: tuple[Axial, ...], targets: tuple[Axial, ...],
             farthest: bool = False) -> tuple[tuple[Axial, ...], int | None]:
    """Keep the candidates closest to (or farthest from) the nearest target. A candidate with no path
    is farther than any with one (ruling:tapestry-distance-no-path); when none has a path the
    tie-breaker leaves them all."""
    far = 10 ** 6
    nearest = _nearest_target(snap, targets)
    measured = {c: nearest.get(c) for c in candidates}
    value = {c: far if d is None else d for c, d in measured.items()}
    best = (max if farthest else min)(value.values())
    kept = tuple(c for c in candidates if value[c] == best)
    return kept, (None if best == far else best)


def _in_map_order(hexes: Iterable[Axial]) -> tuple[Axial, ...]:
    wanted = set(hexes)
    return tuple(a for a in small_map().axials if a in wanted)


def _tie(rule: str, code: str, before: tuple[Axial, ...], kept: tuple[Axial, ...], steps: int | None,
         targets: tuple[Axial, ...]) -> Reason:
    """A distance tie-breaker's line: what it kept and at what distance, what it left out. The code
    says when the kept hexes have no path at all ("_no_path") and when nothing was left out ("_all")."""
    dropped = labels(h for h in before if h not in kept)
    suffix = ("" if steps is not None else "_no_path") + ("" if dropped else "_all")
    params: dict[str, ParamValue] = {"kept": labels(kept), "targets": labels(targets)}
    if steps is not None:
        params["steps"] = steps
    if dropped:
        params["dropped"] = dropped
    return reason(rule if steps is not None else RULING_NO_PATH, code + suffix, **params)


def _middle_island_tie(snap: TapestrySnapshot, rule: str, candidates: tuple[Axial, ...],
                       reasons: list[Reason]) -> tuple[Axial, ...]:
    if not can_still_gain_middle_island(snap):
        reasons.append(reason(rule, "map.tie_middle_island_gone"))
        return candidates
    island = (small_map().middle_island,)
    kept, steps = _closest(snap, candidates, island)
    reasons.append(_tie(rule, "map.tie_middle_island", candidates, kept, steps, island))
    return kept


# -- conquer (DOBÝVÁNÍ) ---------------------------------------------------------------------------
def opponent_targets(snap: TapestrySnapshot, anywhere: bool = False) -> tuple[Axial, ...]:
    """DOBÝVÁNÍ PROTIHRÁČE, possible territories: every territory you control that the Automa may
    legally conquer."""
    return tuple(h.axial for h in snap.hexes if h.controller == "human" and can_conquer(snap, h.axial, anywhere))


def neutral_targets(snap: TapestrySnapshot, topple_icon: bool, anywhere: bool = False) -> tuple[Axial, ...]:
    """DOBÝVÁNÍ NEUTRÁLNÍCH POLÍ, possible hexes: 1. every hex the Automa may legally conquer or
    explore; 2. hexes next to a territory you control only with the topple icon on the priority card.
    A "conquer anywhere" benefit frees the conquest from adjacency, not the exploring
    (ruling:tapestry-conquer-anywhere)."""
    legal = [h.axial for h in snap.hexes
             if h.controller != "human" and (can_conquer(snap, h.axial, anywhere) or can_explore(snap, h.axial))]
    if topple_icon:
        return tuple(legal)
    return tuple(a for a in legal if not _adjacent_to(snap, a, "human"))


def conquer(snap: TapestrySnapshot, priority_card: DecisionCard,
            anywhere: bool = False) -> tuple[HexChoice | None, tuple[Reason, ...]]:
    """DOBÝVÁNÍ: 1. when the Automa can legally conquer a territory you control, DOBÝVÁNÍ PROTIHRÁČE;
    2. otherwise DOBÝVÁNÍ NEUTRÁLNÍCH POLÍ. None when there is no hex (the action is skipped)."""
    pattern = priority_card.priority_half.hex_pattern
    if outposts_in_supply(snap, "automa") == 0:
        return None, (reason(R.CONQUER, "map.no_outposts"),)
    yours = opponent_targets(snap, anywhere)
    if yours:
        return _conquer_opponent(snap, pattern, yours, anywhere)
    return _conquer_neutral(snap, priority_card, anywhere)


def _conquer_opponent(snap: TapestrySnapshot, pattern: str, possible: tuple[Axial, ...],
                      anywhere: bool) -> tuple[HexChoice, tuple[Reason, ...]]:
    rule = R.CONQUER_OPPONENT
    reasons = [reason(R.CONQUER, "map.conquer_opponent", hexes=labels(possible), anywhere=int(anywhere))]
    candidates = possible
    if len(candidates) > 1:
        candidates = _middle_island_tie(snap, rule, candidates, reasons)
    chosen, tried, why = _diagram(pattern, candidates)
    reasons.append(why)
    choice = HexChoice(kind="conquer_opponent", hex=chosen, pattern=pattern, candidates=candidates, tried=tried,
                       topple="human")
    reasons.insert(0, reason(rule, "map.conquer_opponent_done", hex=hex_label(chosen)))
    return choice, tuple(reasons)


def _conquer_neutral(snap: TapestrySnapshot, card: DecisionCard,
                     anywhere: bool) -> tuple[HexChoice | None, tuple[Reason, ...]]:
    rule = R.CONQUER_NEUTRAL
    pattern, topple_icon = card.priority_half.hex_pattern, card.priority_half.topple_icon
    reasons = [reason(R.CONQUER, "map.conquer_neutral", anywhere=int(anywhere))]
    possible = neutral_targets(snap, topple_icon, anywhere)
    if not topple_icon:
        left_out = [a for a in neutral_targets(snap, True, anywhere) if a not in possible]
        if left_out:
            reasons.append(reason(rule, "map.neutral_no_topple_icon", hexes=labels(left_out)))
    if not possible:
        reasons.insert(0, reason(rule, "map.conquer_neutral_none"))
        return None, tuple(reasons)
    reasons.append(reason(rule, "map.neutral_possible", hexes=labels(possible)))
    candidates = possible
    if len(candidates) > 1:
        candidates = _middle_island_tie(snap, rule, candidates, reasons)
    if len(candidates) > 1:
        yours = snap.controlled("human")
        single = tuple(a for a in yours if len(snap.hex(a).outposts) == 1)
        if single:
            kept, steps = _closest(snap, candidates, single)
            reasons.append(_tie(rule, "map.tie_single_token", candidates, kept, steps, single))
            candidates = kept
        elif yours:
            kept, steps = _closest(snap, candidates, yours)
            reasons.append(_tie(rule, "map.tie_your_territory", candidates, kept, steps, yours))
            candidates = kept
    chosen, tried, why = _diagram(pattern, candidates)
    reasons.append(why)
    h = snap.hex(chosen)
    on_island = chosen == small_map().middle_island
    shadow = topple_icon and not on_island and outposts_in_supply(snap, "shadow") > 0
    if shadow:
        reasons.append(reason(rule, "map.shadow_outpost", hex=hex_label(chosen)))
    elif topple_icon and not on_island:
        reasons.append(reason(RULING_SUPPLY, "map.shadow_no_outposts"))
    elif topple_icon:
        reasons.append(reason(rule, "map.shadow_not_on_island"))
    choice = HexChoice(kind="conquer_neutral", hex=chosen, pattern=pattern, candidates=candidates, tried=tried,
                       new_territory=not h.territory, shadow_outpost=shadow)
    code = "map.conquer_neutral_new" if choice.new_territory else "map.conquer_neutral_done"
    reasons.insert(0, reason(rule, code, hex=hex_label(chosen)))
    return choice, tuple(reasons)


# -- explore (PRŮZKUM) ------------------------------------------------------------------------
def explore_targets(snap: TapestrySnapshot, anywhere: bool = False) -> tuple[Axial, ...]:
    """PRŮZKUM, possible hexes: every hex the Automa may legally explore."""
    return tuple(h.axial for h in snap.hexes if can_explore(snap, h.axial, anywhere))


def explore(snap: TapestrySnapshot, priority_card: DecisionCard,
            anywhere: bool = False) -> tuple[HexChoice | None, tuple[Reason, ...]]:
    """PRŮZKUM: 1. unless the Automa's favourite track is military, only the possible hexes farthest
    from the territories you control; 2. the hex diagram. None when no hex is possible (skipped)."""
    rule = R.EXPLORE
    pattern = priority_card.priority_half.hex_pattern
    possible = explore_targets(snap, anywhere)
    if not possible:
        return None, (reason(rule, "map.explore_none", anywhere=int(anywhere)),)
    reasons = [reason(rule, "map.explore_possible", hexes=labels(possible), anywhere=int(anywhere))]
    candidates = possible
    if len(candidates) > 1:
        yours = snap.controlled("human")
        if snap.automa.favourite == "military":
            reasons.append(reason(rule, "map.tie_military_favourite"))
        elif yours:
            kept, steps = _closest(snap, candidates, yours, farthest=True)
            reasons.append(_tie(rule, "map.tie_farthest", candidates, kept, steps, yours))
            candidates = kept
    chosen, tried, why = _diagram(pattern, candidates)
    reasons.append(why)
    reasons.insert(0, reason(rule, "map.explore_done", hex=hex_label(chosen)))
    return HexChoice(kind="explore", hex=chosen, pattern=pattern, candidates=candidates, tried=tried,
                     new_territory=True), tuple(reasons)


# -- applying a choice ------------------------------------------------------------------------
def apply_choice(snap: TapestrySnapshot, choice: HexChoice) -> TapestrySnapshot:
    """Put the chosen hex's pieces on the map. Conquering you: an Automa outpost on your territory and
    your outpost toppled (or, when you played a trap, `topple` "automa": its new outpost toppled and
    yours stands). Neutral: an empty hex gets a territory (the table draws and lays the tile), an
    Automa outpost, and with the topple icon a toppled Shadow Empire outpost. Explore: the territory."""
    h = snap.hex(choice.hex)
    if choice.kind == "explore":
        new = h.model_copy(update={"territory": True})
    elif choice.kind == "conquer_opponent":
        if choice.topple == "automa":
            outposts = (*h.outposts, Outpost(owner="automa", toppled=True))
        else:
            outposts = (*(o.model_copy(update={"toppled": True}) if o.owner == choice.topple else o
                          for o in h.outposts), Outpost(owner="automa"))
        new = h.model_copy(update={"outposts": outposts})
    else:
        outposts = (*h.outposts, Outpost(owner="automa"))
        if choice.shadow_outpost:
            outposts = (*outposts, Outpost(owner="shadow", toppled=True))
        new = h.model_copy(update={"territory": True, "outposts": outposts})
    hexes = tuple(new if x.axial == h.axial else x for x in snap.hexes)
    return snap.model_copy(update={"hexes": hexes})


# -- achievements (ÚSPĚCHY) -------------------------------------------------------------------
def _toppled(snap: TapestrySnapshot, owner: Side) -> int:
    return sum(1 for h in snap.hexes for o in h.outposts if o.owner == owner and o.toppled)


def _earned(snap: TapestrySnapshot, achievement: Achievement, side: Side) -> bool:
    if achievement == "middle_island":
        return snap.hex(small_map().middle_island).controller == side
    # "Poval dva cizí žetony osídlení": for the Automa only your outposts count (ÚSPĚCHY); yours are
    # toppled only by the Automa (its conquests and its traps), the Automa's only by you, and Shadow
    # Empire outposts are laid toppled by the Automa, never toppled by you.
    return _toppled(snap, "human" if side == "automa" else "automa") >= 2


def achievement_vp(snap: TapestrySnapshot, achievement: Achievement) -> int:
    """The highest VP space still free under the achievement (base game). The Shadow Empire's token
    takes a space too (ruling:tapestry-shadow-achievement)."""
    taken = sum(1 for a in snap.achievements if a.achievement == achievement)
    return ACHIEVEMENT_VP[min(taken, len(ACHIEVEMENT_VP) - 1)]


def map_achievements(snap: TapestrySnapshot) -> tuple[tuple[Achievement, Side], ...]:
    """ÚSPĚCHY on the map newly earned: the middle island (controlling it) and toppling two foreign
    outposts, for you and the Automa (the Shadow Empire earns only "complete any track", not here)."""
    out: list[tuple[Achievement, Side]] = []
    for achievement in ACHIEVEMENTS_ON_MAP:
        for side in ("automa", "human"):
            had = AchievementTaken(achievement=achievement, side=side) in snap.achievements
            if not had and _earned(snap, achievement, side):
                out.append((achievement, side))
    return tuple(out)


def achievement_reason(snap: TapestrySnapshot, achievement: Achievement, side: Side) -> Reason:
    """The line for an achievement `map_achievements` found, with the VP it is worth now (yours: its
    own code, so the words speak to you)."""
    code = f"map.achievement_{achievement}" + ("_you" if side == "human" else "")
    return reason(R.ACHIEVEMENTS, code, side=side, vp=achievement_vp(snap, achievement))

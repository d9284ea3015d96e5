"""The Automa's map: Zasięg (reach with navigation), Najmniejsza odległość, power from neighbours, areas.

The Automa book assumes the base game's map rules ("Grając przeciwko Automie przestrzegasz tych samych
zasad, co podczas rozgrywki ze zwykłym graczem") and defines only its own distance (ROZSTRZYGANIE
REMISÓW, Największa / Najmniejsza Odległość). What is read from the base game is recorded in
docs/rulings.md: ### aoi-reach (direct and indirect adjacency, bridges, navigation), ### aoi-power
(power from a neighbour's build), ### aoi-area (the area of final scoring), ### aoi-distance-no-path.

On these, the hex choices of PRZEKSZTAŁCENIE TERENU I BUDOWA and ROZBUDOWA (the book's steps):
 1. Warunek: a workshop left in its supply, else ROZBUDOWA (the caller's: `choose_build` answers None).
 2. Dopuszczalne opcje: the empty land hexes in Zasięg of any marked (or unmarked) building, by the
    support card's structure icon; with the Zbliżanie icon, when no marked building is in Zasięg of an
    unmarked one, only the hexes that would reduce the shortest distance between the two groups (all
    of them when none would).
 3. Rozstrzygnięcie remisów: the faction's own (a faction action), Priorytet Terenu Automy, the hexes
    closest to any of your buildings, Wybór kierunkowy, each on the options the previous one kept.
 4. Realizacja: transform to the Automa's terrain, a workshop, marked when the nearest Automa building
    (no tie) is marked.
ROZBUDOWA: every building it can upgrade with a building left; the workshops next to you when a guild
is available; the least power to you; Wybór kierunkowy; the highest-power building it can become.
Everything here is pure and answers in hexes and numbers; the words are in gui/age_of_innovation/words_map.py.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ...core.reasons import Reason, reason
from . import rulebook as R
from .actions import Build, Option, Selection, Tiebreak, Upgrade
from .board import BoardMap, Hex, Terrain, hex_label
from .cards import (
    BuildingKind,
    FactionId,
    SupportColumn,
    building_count,
    building_power,
    level_round,
    terrain_priority,
    upgrades_to,
)
from .selection import directional
from .state import AoISnapshot, AutomaSide, HumanSide, Side

HUMAN_SIDES: tuple[HumanSide, ...] = ("human", "human2")


def navigation(snap: AoISnapshot, side: Side = "automa") -> int:
    """Poziom Trudności Automy: the level card's navigation (Żegluga) value this round."""
    return level_round(snap.level, snap.turn.round)[0]


# -- Zasięg ------------------------------------------------------------------------------------
_REACH: dict[tuple[int, int], tuple[BoardMap, dict[Hex, frozenset[Hex]]]] = {}


def _reach_table(bmap: BoardMap, nav: int) -> dict[Hex, frozenset[Hex]]:
    """Per board and navigation value, each hex's land hexes in reach (filled lazily)."""
    key = (id(bmap), nav)
    entry = _REACH.get(key)
    if entry is None or entry[0] is not bmap:
        if len(_REACH) > 64:
            _REACH.clear()
        entry = (bmap, {})
        _REACH[key] = entry
    return entry[1]


def _reach_of(bmap: BoardMap, source: Hex, nav: int) -> frozenset[Hex]:
    table = _reach_table(bmap, nav)
    found = table.get(source)
    if found is not None:
        return found
    terrain, adjacency = bmap.terrain, bmap.adjacency
    out: set[Hex] = set()
    rivers: list[Hex] = []
    for n in adjacency.get(source, ()):
        if terrain[n] == "river":
            rivers.append(n)
        else:
            out.add(n)
    # Indirect adjacency: land on the far side of at most `nav` river hexes (the base game's navigation).
    seen = set(rivers) | {source}
    frontier = rivers
    for _ in range(nav):
        nxt: list[Hex] = []
        for r in frontier:
            for n in adjacency[r]:
                if n in seen:
                    continue
                if terrain[n] == "river":
                    seen.add(n)
                    nxt.append(n)
                else:
                    out.add(n)
        frontier = nxt
    out.discard(source)
    found = frozenset(out)
    table[source] = found
    return found


def reach(snap: AoISnapshot, sources: Iterable[Hex], nav: int, owner: Side | None = None) -> frozenset[Hex]:
    """The land hexes "w Zasięgu" of any source: directly adjacent, or indirectly adjacent across at most
    `nav` river hexes. A bridge joins its two ends directly for its owner only (the Automa has none)."""
    bmap = snap.board.as_map()
    out: set[Hex] = set()
    srcs = [tuple(s) for s in sources]
    for s in srcs:
        out |= _reach_of(bmap, s, nav)  # type: ignore[arg-type]
    if owner is not None:
        for bridge in snap.bridges:
            if bridge.owner == owner:
                a, b = bridge.ends
                if a in srcs:
                    out.add(b)
                if b in srcs:
                    out.add(a)
    out.difference_update(srcs)
    return frozenset(out)


# -- Najmniejsza odległość -----------------------------------------------------------------------
def human_hexes(snap: AoISnapshot) -> frozenset[Hex]:
    return frozenset(b.hex for b in snap.buildings if b.owner in HUMAN_SIDES)


def distance_field(snap: AoISnapshot, targets: Iterable[Hex]) -> dict[Hex, int]:
    """Every hex's Najmniejsza odległość to the nearest target: the fewest intermediate hexes on a path that
    may cross river hexes and the Automa's buildings but never a human's building (ROZSTRZYGANIE REMISÓW).
    A hex adjacent to a target is at 0; a target itself at -1; a hex with no such path is missing.
    The ends of the path may be anything (a target is often a human building)."""
    bmap = snap.board.as_map()
    adjacency = bmap.adjacency
    blocked = human_hexes(snap)
    starts = {tuple(t) for t in targets}
    steps: dict[Hex, int] = {t: 0 for t in starts}  # type: ignore[misc]
    queue: deque[Hex] = deque(steps)
    while queue:
        u = queue.popleft()
        if u in blocked and u not in starts:
            continue  # an end, never an intermediate hex
        d = steps[u] + 1
        for v in adjacency.get(u, ()):
            if v not in steps:
                steps[v] = d
                queue.append(v)
    return {h: s - 1 for h, s in steps.items()}


def distance(snap: AoISnapshot, a: Hex, targets: Iterable[Hex]) -> int | None:
    """Najmniejsza odległość from `a` to the nearest of `targets` (intermediate hexes); None: no path."""
    return distance_field(snap, targets).get(tuple(a))  # type: ignore[arg-type]


def marked_gap(snap: AoISnapshot, side: Side = "automa") -> int | None:
    """"Najmniejsza odległość między budynkiem oznaczonym a budynkiem nieoznaczonym, które znajdują się
    najbliżej siebie"; None when either group is empty or no path joins them."""
    own = snap.buildings_of(side)
    marked = [b.hex for b in own if b.marked]
    unmarked = [b.hex for b in own if not b.marked]
    if not marked or not unmarked:
        return None
    field = distance_field(snap, unmarked)
    found = [field[h] for h in marked if h in field]
    return min(found) if found else None


# -- power from a neighbour's build (base game) --------------------------------------------------
def directly_adjacent(snap: AoISnapshot, h: Hex, owner: Side) -> frozenset[Hex]:
    """The hexes directly adjacent to h for `owner`: the six neighbours on the board, plus the far end
    of a bridge of theirs (base game: a bridge joins its two ends directly, for its owner)."""
    bmap = snap.board.as_map()
    out = set(bmap.adjacency.get(h, ()))
    for bridge in snap.bridges:
        if bridge.owner == owner and h in bridge.ends:
            a, b = bridge.ends
            out.add(b if a == h else a)
    return frozenset(out)


def power_gained(snap: AoISnapshot, h: Hex, by_side: Side = "automa") -> tuple[tuple[HumanSide, int], ...]:
    """What each human may gain when `by_side` builds or upgrades on h: the power values of that human's
    buildings directly adjacent to h, summed (base game; ruling aoi-power). Humans gaining 0 are left out."""
    out: list[tuple[HumanSide, int]] = []
    for human in snap.human_sides():
        if human == by_side:
            continue
        near = directly_adjacent(snap, h, human)
        total = sum(building_power(b.kind) for b in snap.buildings if b.owner == human and b.hex in near)
        if total:
            out.append((human, total))
    return tuple(out)


# -- area (final scoring) ------------------------------------------------------------------------
def areas(snap: AoISnapshot, side: Side, nav: int) -> tuple[frozenset[Hex], ...]:
    """The side's buildings in groups joined by adjacency or Reach (base game's area; ruling aoi-area),
    largest first (ties: reading order of their first hex)."""
    own = [b.hex for b in snap.buildings_of(side)]
    left = set(own)
    groups: list[frozenset[Hex]] = []
    for start in sorted(own):
        if start not in left:
            continue
        left.discard(start)
        group = {start}
        queue = [start]
        while queue:
            u = queue.pop()
            for v in reach(snap, (u,), nav, owner=side):
                if v in left:
                    left.discard(v)
                    group.add(v)
                    queue.append(v)
        groups.append(frozenset(group))
    groups.sort(key=lambda g: (-len(g), min(g)))
    return tuple(groups)


def largest_area(snap: AoISnapshot, side: Side, nav: int) -> int:
    """KONIEC GRY: the number of buildings in the side's biggest area (the Automa passes
    cards.highest_navigation)."""
    groups = areas(snap, side, nav)
    return len(groups[0]) if groups else 0


RULING_REACH_GROUPS = R.ruling("bring-together")
RULING_MARKED_TIE = R.ruling("marked-tie")
RULING_NO_PATH = R.ruling("distance-no-path")
RULING_FACTION_TIES = R.ruling("faction-ties")


# -- supply ---------------------------------------------------------------------------------------
def supply(snap: AoISnapshot, side: AutomaSide, kind: BuildingKind) -> int:
    """Buildings of that kind still beside the board (the base game's count minus those on the map)."""
    return building_count(kind) - sum(1 for b in snap.buildings_of(side) if b.kind == kind)


# -- PRZEKSZTAŁCENIE TERENU I BUDOWA: the valid hexes -------------------------------------------
@dataclass(frozen=True)
class BuildOptions:
    """Step 2 of the build: the hexes in Zasięg and what Zbliżanie did with them."""

    in_reach: tuple[Hex, ...]
    options: tuple[Hex, ...]
    bring: str
    """Zbliżanie: "off" (no icon), "joined" (a marked building is in Zasięg of an unmarked one), "no_group"
    (one group is empty), "no_path", "narrowed" or "none_reduce" (no hex reduces it: all kept)."""
    gap: int | None = None


def joins_marked(to_marked: int | None, to_unmarked: int | None) -> bool:
    """Realizacja: "Jeśli najbliższy (z wyłączeniem remisów) budynek Automy ... jest oznaczonym budynkiem".
    A tie between a marked and an unmarked building leaves it unmarked; among marked ones only, the
    nearest is a marked building whichever it is (ruling aoi-marked-tie)."""
    if to_marked is None:
        return False
    return to_unmarked is None or to_marked < to_unmarked


def build_options_detail(snap: AoISnapshot, side: AutomaSide, support: SupportColumn,
                         faction: FactionId | None = None) -> BuildOptions:
    nav = navigation(snap, side)
    own = snap.buildings_of(side)
    marked = [b.hex for b in own if b.marked]
    unmarked = [b.hex for b in own if not b.marked]
    sources = marked if support.structure.startswith("marked") else unmarked
    occupied = {b.hex for b in snap.buildings}
    bmap = snap.board.as_map()
    if faction == "wanderers":
        # The Wanderers' faction action ignores the range restriction (automa_factions).
        candidates: set[Hex] | frozenset[Hex] = set(bmap.land)
    else:
        candidates = reach(snap, sources, nav)
    in_reach = tuple(sorted(h for h in candidates if h not in occupied))
    if not support.structure.endswith("_reaching"):
        return BuildOptions(in_reach, in_reach, "off")
    if not marked or not unmarked:
        return BuildOptions(in_reach, in_reach, "no_group")
    if reach(snap, unmarked, nav) & set(marked):
        return BuildOptions(in_reach, in_reach, "joined")
    to_marked, to_unmarked = distance_field(snap, marked), distance_field(snap, unmarked)
    gaps = [to_unmarked[h] for h in marked if h in to_unmarked]
    if not gaps:
        return BuildOptions(in_reach, in_reach, "no_path")
    gap = min(gaps)

    def reduces(h: Hex) -> bool:
        dm, du = to_marked.get(h), to_unmarked.get(h)
        other = du if joins_marked(dm, du) else dm  # the new workshop joins one group: measured to the other
        return other is not None and other < gap

    reducing = tuple(h for h in in_reach if reduces(h))
    if reducing:
        return BuildOptions(in_reach, reducing, "narrowed", gap)
    return BuildOptions(in_reach, in_reach, "none_reduce", gap)


def build_options(snap: AoISnapshot, side: AutomaSide, support: SupportColumn,
                  faction: FactionId | None = None) -> tuple[Hex, ...]:
    """Dopuszczalne opcje of PRZEKSZTAŁCENIE TERENU I BUDOWA, in reading order."""
    return build_options_detail(snap, side, support, faction).options


# -- tie-breakers ---------------------------------------------------------------------------------
Method = Callable[[Sequence[Hex]], tuple[tuple[Hex, ...], str]]


def _atp(snap: AoISnapshot, card: Terrain, row: str) -> Method:
    """Priorytet Terenu Automy: the row left to right, stop at the first terrain some option has."""

    def run(opts: Sequence[Hex]) -> tuple[tuple[Hex, ...], str]:
        for t in terrain_priority(card, row):  # type: ignore[arg-type]
            kept = tuple(h for h in opts if snap.terrain(h) == t)
            if kept:
                return kept, t
        return tuple(opts), ""
    return run


def _closest_to_humans(snap: AoISnapshot) -> Method:
    """Heksy najbliżej dowolnego z twoich budynków (both players' in the variant: GRA DWUOSOBOWA)."""
    field = distance_field(snap, human_hexes(snap))

    def run(opts: Sequence[Hex]) -> tuple[tuple[Hex, ...], str]:
        known = [field[h] for h in opts if h in field]
        if not known:
            return tuple(opts), ""  # no path to any of yours (or none built): ruling aoi-distance-no-path
        best = min(known)
        return tuple(h for h in opts if field.get(h) == best), str(best)
    return run


def _total_power(snap: AoISnapshot, side: AutomaSide, h: Hex) -> int:
    return sum(p for _, p in power_gained(snap, h, side))


def _power(snap: AoISnapshot, side: AutomaSide, most: bool) -> Method:
    def run(opts: Sequence[Hex]) -> tuple[tuple[Hex, ...], str]:
        power = {h: _total_power(snap, side, h) for h in opts}
        best = max(power.values()) if most else min(power.values())
        return tuple(h for h in opts if power[h] == best), str(best)
    return run


def _faction_methods(snap: AoISnapshot, side: AutomaSide, support: SupportColumn,
                     faction: FactionId | None) -> list[tuple[str, Method]]:
    """The faction action's own tie-breakers (automa_factions), used before the general ones
    (AKCJE AUTOMY, Rozstrzygnięcie remisów: "przed zastosowaniem ogólnych metod")."""
    yours = snap.humans[0].terrain
    if faction == "kuddlers":
        return [("faction_closest_to_you", _closest_to_humans(snap)),
                ("faction_atp_yours", _atp(snap, yours, support.terrain_row))]
    if faction == "mimics":
        return [("faction_atp_yours", _atp(snap, yours, support.terrain_row)),
                ("faction_closest_to_you", _closest_to_humans(snap))]
    if faction == "powermongers":
        return [("faction_most_power", _power(snap, side, most=True))]
    return []


def _select(options: Sequence[Option], methods: list[tuple[str, Method]],
            support: SupportColumn) -> Selection:
    """ROZSTRZYGANIE REMISÓW: each method on what the previous one kept, until one is left; then
    Wybór kierunkowy when several still are."""
    opts: Sequence[Hex] = tuple(options)  # type: ignore[arg-type]
    ties: list[Tiebreak] = []
    for method, run in methods:
        if len(opts) <= 1:
            break
        kept, detail = run(opts)
        ties.append(Tiebreak(method=method, kept=kept, detail=detail))
        opts = kept
    if len(opts) == 1:
        return Selection(options=tuple(options), ties=tuple(ties), chosen=opts[0])
    arrow, number = support.selection.arrow, support.selection.number
    chosen, counted = directional(opts, arrow, number)
    return Selection(options=tuple(options), ties=tuple(ties), arrow=arrow, number=number,
                     counted=counted, chosen=chosen)


def choose_build(snap: AoISnapshot, side: AutomaSide, support: SupportColumn,
                 faction: FactionId | None = None) -> Build | None:
    """PRZEKSZTAŁCENIE TERENU I BUDOWA: the workshop's hex, or None when the Automa has no workshop left
    or no valid hex (the book: then it upgrades instead)."""
    if supply(snap, side, "workshop") <= 0:
        return None
    found = build_options_detail(snap, side, support, faction)
    if not found.options:
        return None
    automa = snap.automa(side)
    methods = _faction_methods(snap, side, support, faction) + [
        ("atp", _atp(snap, automa.terrain, support.terrain_row)),
        ("closest_to_you", _closest_to_humans(snap)),
    ]
    selection = _select(found.options, methods, support)
    h: Hex = selection.chosen  # type: ignore[assignment]
    own = snap.buildings_of(side)
    to_marked = distance_field(snap, [b.hex for b in own if b.marked]).get(h)
    to_unmarked = distance_field(snap, [b.hex for b in own if not b.marked]).get(h)
    before = snap.terrain(h)
    return Build(side=side, hex=h, terrain_before=before, terrain_after=automa.terrain,
                 marked=joins_marked(to_marked, to_unmarked), selection=selection,
                 power=power_gained(snap, h, side), in_reach=found.in_reach, gap=found.gap)


# -- ROZBUDOWA ------------------------------------------------------------------------------------
def upgrade_targets(snap: AoISnapshot, side: AutomaSide, kind: BuildingKind) -> tuple[BuildingKind, ...]:
    """What a building of that kind can become with one left in the supply, highest power first
    ("rozbuduje Gildię do swojego Pałacu przed rozbudowaniem do Szkoły")."""
    left = [k for k in upgrades_to(kind) if supply(snap, side, k) > 0]
    return tuple(sorted(left, key=lambda k: -building_power(k)))


def upgrade_options(snap: AoISnapshot, side: AutomaSide) -> tuple[Hex, ...]:
    return tuple(sorted(b.hex for b in snap.buildings_of(side) if upgrade_targets(snap, side, b.kind)))


def choose_upgrade(snap: AoISnapshot, side: AutomaSide, support: SupportColumn) -> Upgrade | None:
    """ROZBUDOWA, or None when no building can be upgraded (the action fails)."""
    options = upgrade_options(snap, side)
    if not options:
        return None
    humans = human_hexes(snap)
    bmap = snap.board.as_map()
    methods: list[tuple[str, Method]] = []
    if supply(snap, side, "guild") > 0:
        def next_to_you(opts: Sequence[Hex]) -> tuple[tuple[Hex, ...], str]:
            kept = tuple(h for h in opts if snap.building_at(h).kind == "workshop"  # type: ignore[union-attr]
                         and any(n in humans for n in bmap.adjacency.get(h, ())))
            return (kept, "") if kept else (tuple(opts), "none")
        methods.append(("workshop_next_to_you", next_to_you))
    methods.append(("least_power", _power(snap, side, most=False)))
    selection = _select(options, methods, support)
    h: Hex = selection.chosen  # type: ignore[assignment]
    building = snap.building_at(h)
    assert building is not None
    to_kind = upgrade_targets(snap, side, building.kind)[0]
    return Upgrade(side=side, hex=h, from_kind=building.kind, to_kind=to_kind, selection=selection,
                   power=power_gained(snap, h, side))


# -- reasons ----------------------------------------------------------------------------------------
def _labels(hexes: Sequence[Option]) -> tuple[str, ...]:
    return tuple(hex_label(h) for h in hexes)  # type: ignore[arg-type]


_TIE_RULES = {"atp": R.ATP, "closest_to_you": R.BUILD, "faction_closest_to_you": R.FACTION_ACTION,
              "faction_atp_yours": R.FACTION_ACTION, "faction_most_power": R.FACTION_ACTION,
              "workshop_next_to_you": R.UPGRADE, "least_power": R.UPGRADE}


def tiebreak_reason(snap: AoISnapshot, t: Tiebreak, row: str) -> Reason:
    """One elimination named: "map.tie.<method>" with the hexes it kept."""
    params: dict[str, int | str | tuple[int | str, ...]] = {"count": len(t.kept), "hexes": _labels(t.kept)}
    code = f"map.tie.{t.method}"
    rule = _TIE_RULES.get(t.method, R.TIES)
    if t.method in ("atp", "faction_atp_yours"):
        params.update(row=row, terrain=t.detail)
    elif t.method in ("closest_to_you", "faction_closest_to_you"):
        if t.detail == "":
            code, rule = f"{code}_no_path", RULING_NO_PATH
        else:
            params["distance"] = int(t.detail)
    elif t.method in ("least_power", "faction_most_power"):
        params["power"] = int(t.detail)
    elif t.method == "workshop_next_to_you" and t.detail == "none":
        code = f"{code}_none"
    return reason(rule, code, **params)


def selection_reasons(snap: AoISnapshot, sel: Selection, row: str) -> list[Reason]:
    out = [tiebreak_reason(snap, t, row) for t in sel.ties]
    if sel.counted:
        out.append(reason(R.DIRECTIONAL, f"map.directional_{sel.arrow}", number=sel.number or 0,
                          counted=_labels(sel.counted), hex=hex_label(sel.chosen)))  # type: ignore[arg-type]
    return out


def build_reasons(snap: AoISnapshot, build: Build, support: SupportColumn,
                  faction: FactionId | None = None) -> tuple[Reason, ...]:
    """Why this hex: the decision first, then the valid hexes, Zbliżanie, each tie-breaker, the count."""
    side = build.side
    found = build_options_detail(snap, side, support, faction)
    group = "marked" if support.structure.startswith("marked") else "unmarked"
    head = [reason(R.BUILD, "map.build_transform" if build.terrain_before != build.terrain_after
                   else "map.build_native", hex=hex_label(build.hex), terrain_before=build.terrain_before,
                   terrain_after=build.terrain_after)]
    head.append(reason(R.BUILD, "map.build_marked" if build.marked else "map.build_unmarked",
                       hex=hex_label(build.hex)))
    for human, power in build.power:
        head.append(reason(R.BUILD, "map.power", side=human, power=power, hex=hex_label(build.hex)))
    rest: list[Reason] = []
    if faction == "wanderers":
        rest.append(reason(R.FACTION_ACTION, "map.build_anywhere", count=len(found.in_reach)))
    else:
        rest.append(reason(R.BUILD, f"map.build_in_reach_{group}", count=len(found.in_reach),
                           hexes=_labels(found.in_reach), navigation=navigation(snap, side)))
    if found.bring == "narrowed":
        rest.append(reason(R.BUILD, "map.bring_together", gap=found.gap or 0, count=len(found.options),
                           hexes=_labels(found.options)))
    elif found.bring == "none_reduce":
        rest.append(reason(R.BUILD, "map.bring_together_none", gap=found.gap or 0))
    elif found.bring == "joined":
        rest.append(reason(R.BUILD, "map.bring_together_joined"))
    elif found.bring in ("no_group", "no_path"):
        rest.append(reason(RULING_REACH_GROUPS, f"map.bring_together_{found.bring}"))
    rest.extend(selection_reasons(snap, build.selection, support.terrain_row))
    return tuple(head + rest)


def upgrade_reasons(snap: AoISnapshot, upgrade: Upgrade, support: SupportColumn) -> tuple[Reason, ...]:
    out = [reason(R.UPGRADE, "map.upgrade", hex=hex_label(upgrade.hex), from_kind=upgrade.from_kind,
                  to_kind=upgrade.to_kind)]
    for human, power in upgrade.power:
        out.append(reason(R.UPGRADE, "map.power", side=human, power=power, hex=hex_label(upgrade.hex)))
    out.append(reason(R.UPGRADE, "map.upgrade_options", count=len(upgrade.selection.options),
                      hexes=_labels(upgrade.selection.options)))
    out.extend(selection_reasons(snap, upgrade.selection, support.terrain_row))
    return tuple(out)


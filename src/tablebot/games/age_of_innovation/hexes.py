"""The Automa's hex choices: PRZEKSZTAŁCENIE TERENU I BUDOWA and ROZBUDOWA, every tie-breaker named.

The book's steps of PRZEKSZTAŁCENIE TERENU I BUDOWA:
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

Reach, distances, power and areas are geometry.py's, re-exported here (the map's one entry point).
Everything is pure and answers in hexes and codes; the words are in gui/age_of_innovation/words_map.py.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...core.reasons import Reason, reason
from . import rulebook as R
from .actions import Build, Option, Selection, Tiebreak, Upgrade
from .board import Hex, Terrain, hex_label
from .cards import (
    BuildingKind,
    FactionId,
    SupportColumn,
    building_count,
    building_power,
    terrain_priority,
    upgrades_to,
)
from .geometry import (
    HUMAN_SIDES,
    Topology,
    areas,
    directly_adjacent,
    distance,
    distance_field,
    human_hexes,
    largest_area,
    marked_gap,
    navigation,
    power_gained,
    reach,
    topology,
)
from .selection import directional
from .state import AoISnapshot, AutomaSide

__all__ = [
    "HUMAN_SIDES", "BuildOptions", "Topology", "areas", "atp_tiebreak", "break_ties", "build_options",
    "build_options_detail", "build_reasons", "choose_build", "choose_upgrade", "directly_adjacent", "distance", "distance_field", "human_hexes",
    "joins_marked", "largest_area", "marked_gap", "marking_reason", "navigation", "power_gained", "reach",
    "selection_reasons", "supply", "tiebreak_reason", "topology", "upgrade_options", "upgrade_reasons",
    "upgrade_targets",
]

RULING_REACH_GROUPS = R.ruling("bring-together")
RULING_MARKED_TIE = R.ruling("marked-tie")
RULING_NO_PATH = R.ruling("distance-no-path")
RULING_FACTION_TIES = R.ruling("faction-ties")
RULING_POWER = R.ruling("power")


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
    if faction == "wanderers":
        # The Wanderers' faction action ignores the range restriction (automa_factions).
        candidates: set[Hex] | frozenset[Hex] = set(topology(snap).land)
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


def atp_tiebreak(snap: AoISnapshot, card: Terrain, row: str) -> Method:
    """Priorytet Terenu Automy: the row left to right, stop at the first terrain some option has."""

    terrain = snap.board.as_map().terrain

    def run(opts: Sequence[Hex]) -> tuple[tuple[Hex, ...], str]:
        for t in terrain_priority(card, row):  # type: ignore[arg-type]
            kept = tuple(h for h in opts if terrain[h] == t)
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
                ("faction_atp_yours", atp_tiebreak(snap, yours, support.terrain_row))]
    if faction == "mimics":
        return [("faction_atp_yours", atp_tiebreak(snap, yours, support.terrain_row)),
                ("faction_closest_to_you", _closest_to_humans(snap))]
    if faction == "powermongers":
        return [("faction_most_power", _power(snap, side, most=True))]
    return []


def break_ties(options: Sequence[Option], methods: list[tuple[str, Method]],
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
        ("atp", atp_tiebreak(snap, automa.terrain, support.terrain_row)),
        ("closest_to_you", _closest_to_humans(snap)),
    ]
    if found.bring == "narrowed":
        # Zbliżanie is a stage of its own: the options stay every hex in Reach, so the board can show
        # the hexes it removed (Selection.ties), then the tie-breakers work on what it kept.
        def bring_together(opts: Sequence[Hex]) -> tuple[tuple[Hex, ...], str]:
            return tuple(h for h in opts if h in found.options), str(found.gap)
        methods.insert(0, ("bring_together", bring_together))
    selection = break_ties(found.in_reach, methods, support)
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
    methods: list[tuple[str, Method]] = []
    if supply(snap, side, "guild") > 0:
        def next_to_you(opts: Sequence[Hex]) -> tuple[tuple[Hex, ...], str]:
            # "obok ciebie": one of your buildings directly adjacent for you (your bridges count: aoi-power)
            kept = tuple(h for h in opts if snap.building_at(h).kind == "workshop"  # type: ignore[union-attr]
                         and power_gained(snap, h, side))
            return (kept, "") if kept else (tuple(opts), "none")
        methods.append(("workshop_next_to_you", next_to_you))
    methods.append(("least_power", _power(snap, side, most=False)))
    selection = break_ties(options, methods, support)
    h: Hex = selection.chosen  # type: ignore[assignment]
    building = snap.building_at(h)
    assert building is not None
    to_kind = upgrade_targets(snap, side, building.kind)[0]
    return Upgrade(side=side, hex=h, from_kind=building.kind, to_kind=to_kind, selection=selection,
                   power=power_gained(snap, h, side))


# -- reasons ----------------------------------------------------------------------------------------
def _labels(hexes: Sequence[Option]) -> tuple[str, ...]:
    return tuple(hex_label(h) for h in hexes)  # type: ignore[arg-type]


_TIE_RULES = {"bring_together": R.BUILD, "atp": R.ATP, "closest_to_you": R.BUILD, "faction_closest_to_you": RULING_FACTION_TIES,
              "faction_atp_yours": RULING_FACTION_TIES, "faction_most_power": RULING_FACTION_TIES,
              "workshop_next_to_you": R.UPGRADE, "least_power": R.UPGRADE}
"""The faction tie-breakers come from the data, not the book's text: they cite the ruling recording them."""


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
    elif t.method == "bring_together":
        code = "map.bring_together"
        params["gap"] = int(t.detail)
    return reason(rule, code, **params)


def selection_reasons(snap: AoISnapshot, sel: Selection, row: str) -> list[Reason]:
    out = [tiebreak_reason(snap, t, row) for t in sel.ties]
    if sel.counted:
        out.append(reason(R.DIRECTIONAL, f"map.directional_{sel.arrow}", number=sel.number or 0,
                          counted=_labels(sel.counted), hex=hex_label(sel.chosen)))  # type: ignore[arg-type]
    return out


def marking_reason(snap: AoISnapshot, build: Build) -> Reason:
    """Realizacja: why the new workshop gets a power token or not, with both distances."""
    own = [b for b in snap.buildings_of(build.side) if b.hex != build.hex]
    dm = distance_field(snap, [b.hex for b in own if b.marked]).get(build.hex)
    du = distance_field(snap, [b.hex for b in own if not b.marked]).get(build.hex)
    at = hex_label(build.hex)
    if build.marked:
        if du is None:
            return reason(R.BUILD, "map.build_marked_only", hex=at, to_marked=dm or 0)
        return reason(R.BUILD, "map.build_marked", hex=at, to_marked=dm or 0, to_unmarked=du)
    if dm is not None and dm == du:
        return reason(RULING_MARKED_TIE, "map.build_unmarked_tie", hex=at, distance=dm)
    if du is not None:
        if dm is None:
            return reason(R.BUILD, "map.build_unmarked_only", hex=at, to_unmarked=du)
        return reason(R.BUILD, "map.build_unmarked", hex=at, to_marked=dm, to_unmarked=du)
    return reason(RULING_MARKED_TIE, "map.build_unmarked_no_path", hex=at)


def build_reasons(snap: AoISnapshot, build: Build, support: SupportColumn,
                  faction: FactionId | None = None) -> tuple[Reason, ...]:
    """Why this hex: the decision first, then the valid hexes, Zbliżanie, each tie-breaker, the count."""
    side = build.side
    found = build_options_detail(snap, side, support, faction)
    group = "marked" if support.structure.startswith("marked") else "unmarked"
    head = [reason(R.BUILD, "map.build_transform" if build.terrain_before != build.terrain_after
                   else "map.build_native", hex=hex_label(build.hex), terrain_before=build.terrain_before,
                   terrain_after=build.terrain_after)]
    head.append(marking_reason(snap, build))
    for human, power in build.power:
        head.append(reason(RULING_POWER, "map.power", side=human, power=power, hex=hex_label(build.hex)))
    rest: list[Reason] = []
    if faction == "wanderers":
        rest.append(reason(R.FACTION_ACTION, "map.build_anywhere", count=len(found.in_reach)))
    else:
        rest.append(reason(R.BUILD, f"map.build_in_reach_{group}", count=len(found.in_reach),
                           hexes=_labels(found.in_reach), navigation=navigation(snap, side)))
    staged = any(t.method == "bring_together" for t in build.selection.ties)
    if found.bring == "narrowed" and not staged:  # one hex in Reach: no stage ran, the narrowing is still said
        rest.append(reason(R.BUILD, "map.bring_together", gap=found.gap or 0, count=len(found.options),
                           hexes=_labels(found.options)))
    elif found.bring == "none_reduce":  # a "narrowed" stage is said by selection_reasons, in its place
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
        out.append(reason(RULING_POWER, "map.power", side=human, power=power, hex=hex_label(upgrade.hex)))
    out.append(reason(R.UPGRADE, "map.upgrade_options", count=len(upgrade.selection.options),
                      hexes=_labels(upgrade.selection.options)))
    out.extend(selection_reasons(snap, upgrade.selection, support.terrain_row))
    return tuple(out)


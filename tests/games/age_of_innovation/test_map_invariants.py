"""On both candidate boards, seeded random tables: every build and upgrade choice keeps the book's shape
(valid hexes are empty land in Reach, each tie-breaker keeps some of what the previous one kept, the
directional count ends on the chosen hex, the marking follows the nearest building)."""

from __future__ import annotations

import random

import pytest

from tablebot.games.age_of_innovation import hexes as H
from tablebot.games.age_of_innovation.board import builtin_map
from tablebot.games.age_of_innovation.cards import (
    DirectionalSelection,
    SupportColumn,
    building_count,
    terrain_priority,
)
from tablebot.games.age_of_innovation.state import (
    AoISnapshot,
    AutomaState,
    BoardState,
    Building,
    HumanState,
    TurnState,
)

KINDS = ("workshop", "workshop", "workshop", "guild", "school")


def table(map_id: str, seed: int) -> AoISnapshot:
    rng = random.Random(seed)
    bmap = builtin_map(map_id)
    land = list(bmap.land)
    rng.shuffle(land)
    n_auto, n_you = rng.randint(2, 9), rng.randint(1, 10)
    buildings = [Building(hex=h, owner="automa", kind=rng.choice(KINDS), marked=rng.random() < 0.5)
                 for h in land[:n_auto]]
    buildings += [Building(hex=h, owner=rng.choice(("human", "human2")), kind=rng.choice(KINDS))
                  for h in land[n_auto:n_auto + n_you]]
    return AoISnapshot(level=rng.randint(1, 5), turn=TurnState(round=rng.randint(1, 6)), rng=seed,
                       board=BoardState(id=bmap.id, name=bmap.name, cells=bmap.cells), buildings=tuple(buildings),
                       humans=(HumanState(terrain="plains"), HumanState(side="human2", terrain="swamp")),
                       automas=(AutomaState(terrain=rng.choice(("lake", "desert", "forest", "mountain"))),))


@pytest.mark.parametrize("map_id", ["candidate_a", "candidate_b"])
def test_build_and_upgrade_choices_keep_the_books_shape(map_id: str) -> None:
    checked = 0
    for seed in range(60):
        snap = table(map_id, seed)
        rng = random.Random(seed)
        card = SupportColumn(structure=rng.choice(("marked", "marked_reaching", "unmarked", "unmarked_reaching")),
                             terrain_row=rng.choice("AB"),
                             selection=DirectionalSelection(arrow=rng.choice(("right_down", "left_up")),
                                                            number=rng.randint(1, 6)),
                             science="catch_up", round_bonus="left", marked_letter="A", unmarked_letter="B")
        build = H.choose_build(snap, "automa", card)
        nav = H.navigation(snap, "automa")
        own = snap.buildings_of("automa")
        group = [b.hex for b in own if b.marked == card.structure.startswith("marked")]
        in_reach = H.reach(snap, group, nav)
        occupied = {b.hex for b in snap.buildings}
        if build is None:
            assert not (in_reach - occupied) or sum(b.kind == "workshop" for b in own) >= building_count("workshop")
        else:
            checked += 1
            sel = build.selection
            assert set(sel.options) <= set(build.in_reach) == in_reach - occupied
            assert list(build.in_reach) == sorted(build.in_reach)
            kept = set(sel.options)
            for tie in sel.ties:
                assert tie.kept and set(tie.kept) <= kept
                kept = set(tie.kept)
            if sel.ties and sel.ties[0].method == "atp":
                row = terrain_priority(snap.automa().terrain, card.terrain_row)
                assert snap.terrain(sel.ties[0].kept[0]) == next(t for t in row
                                                                 if any(snap.terrain(h) == t for h in sel.options))
            assert sel.chosen in kept and build.hex == sel.chosen
            assert (not sel.counted) == (len(kept) == 1)
            if sel.counted:
                assert sel.counted[-1] == sel.chosen and len(sel.counted) == card.selection.number
            dm = H.distance(snap, build.hex, [b.hex for b in own if b.marked]) if any(b.marked for b in own) else None
            du = H.distance(snap, build.hex, [b.hex for b in own if not b.marked]) \
                if any(not b.marked for b in own) else None
            assert build.marked == (dm is not None and (du is None or dm < du))
            assert build.terrain_after == snap.automa().terrain
        upgrade = H.choose_upgrade(snap, "automa", card)
        if upgrade is not None:
            assert upgrade.selection.chosen == upgrade.hex and snap.building_at(upgrade.hex).owner == "automa"
            assert upgrade.to_kind in H.upgrade_targets(snap, "automa", upgrade.from_kind)
    assert checked >= 20

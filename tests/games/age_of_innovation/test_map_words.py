"""Every map reason the engine gives has words, and its words name only parameters the reason carries."""

from __future__ import annotations

import re
import string
from pathlib import Path

from tablebot.games.age_of_innovation import hexes as H
from tablebot.gui.age_of_innovation.words_map import COUNTS, REASONS

from .map_boards import snapshot
from .test_map_golden import ZBLIZANIE, ZBLIZANIE_BUILDINGS, support

LINE = """
p p p p p p p
 p p p p p p p
p s l f p p p
"""


def _scenarios():  # type: ignore[no-untyped-def]
    zb = snapshot(ZBLIZANIE, ZBLIZANIE_BUILDINGS, automa="lake")
    yield zb, support("unmarked_reaching"), None
    yield zb, support("marked_reaching", arrow="left_up", number=4), None
    line = {"B1": ("automa", "workshop", True), "B7": ("automa", "workshop", False),
            "A4": ("human", "workshop", False)}
    for faction in ("kuddlers", "mimics", "powermongers", "wanderers", None):
        for structure in ("marked", "unmarked_reaching", "marked_reaching"):
            yield snapshot(LINE, line, faction=faction or "simpletons"), support(structure, number=3), faction
    joined = {"B2": ("automa", "workshop", True), "B3": ("automa", "workshop", False)}
    yield snapshot(LINE, joined), support("marked_reaching", number=2), None
    yield snapshot(LINE, {"B2": ("automa", "workshop", True)}), support("marked_reaching", number=2), None
    island = "p p . . p\n"
    yield snapshot(island, {"A1": ("automa", "workshop", True), "A5": ("automa", "workshop", False)}), \
        support("marked_reaching"), None


def _reasons():  # type: ignore[no-untyped-def]
    for snap, card, faction in _scenarios():
        build = H.choose_build(snap, "automa", card, faction)
        if build is not None:
            yield from H.build_reasons(snap, build, card, faction)
        upgrade = H.choose_upgrade(snap, "automa", card)
        if upgrade is not None:
            yield from H.upgrade_reasons(snap, upgrade, card)
    guilds = {f"C{c}": ("automa", "guild", False) for c in (1, 3, 5)}
    up = snapshot(LINE, {**guilds, "A1": ("automa", "workshop", True), "A3": ("automa", "workshop", False),
                         "B3": ("human", "workshop", False)})
    card = support(number=2)
    found = H.choose_upgrade(up, "automa", card)
    assert found is not None
    yield from H.upgrade_reasons(up, found, card)


def test_every_map_reason_has_words_filled_by_its_own_parameters() -> None:
    seen = set()
    for r in _reasons():
        assert r.code in REASONS, r.code
        fields = {f for _, f, _, _ in string.Formatter().parse(REASONS[r.code]) if f}
        assert fields <= set(r.as_dict()), (r.code, fields - set(r.as_dict()))
        seen.add(r.code)
    for code in ("map.build_transform", "map.build_native", "map.build_marked", "map.build_unmarked",
                 "map.bring_together", "map.bring_together_joined", "map.bring_together_no_group",
                 "map.bring_together_no_path", "map.tie.atp", "map.tie.closest_to_you",
                 "map.tie.faction_closest_to_you", "map.tie.faction_atp_yours", "map.tie.faction_most_power",
                 "map.tie.least_power", "map.tie.workshop_next_to_you", "map.build_anywhere",
                 "map.directional_right_down", "map.directional_left_up", "map.upgrade", "map.upgrade_options"):
        assert code in seen, code


def test_every_worded_code_is_one_the_engine_can_give() -> None:
    source = Path(H.__file__).read_text(encoding="utf-8")
    for code in REASONS:
        tail = code.split(".", 1)[1]
        stem = re.sub(r"_(marked|unmarked|no_path|none|right_down|left_up|no_group|joined)$", "", tail)
        assert stem.split(".")[-1] in source, code
    assert set(COUNTS) <= set(REASONS)

"""Review of the map choices: Zbliżanie is a named stage of the build's Selection, so the board can draw
the hexes in Reach it removed (PRZEKSZTAŁCENIE TERENU I BUDOWA, Dopuszczalne opcje); the Automa's module
uses the map's public API only."""

from __future__ import annotations

import re
from pathlib import Path

from tablebot.games.age_of_innovation import automa
from tablebot.games.age_of_innovation import hexes as H
from tablebot.games.age_of_innovation.board import hex_label

from .map_boards import snapshot
from .test_map_golden import ZBLIZANIE, ZBLIZANIE_BUILDINGS, labels, support


def test_zblizanie_is_a_named_stage_and_the_options_are_every_hex_in_reach() -> None:
    snap = snapshot(ZBLIZANIE, ZBLIZANIE_BUILDINGS, automa="lake", round_no=3)
    card = support("unmarked_reaching")
    found = H.build_options_detail(snap, "automa", card)
    build = H.choose_build(snap, "automa", card)
    assert build is not None
    assert build.selection.options == found.in_reach and "A4" in labels(build.selection.options)
    bring, atp, _closest = build.selection.ties
    assert (bring.method, labels(bring.kept), bring.detail) == ("bring_together", ["B3", "C3", "D3"], "3")
    assert (atp.method, labels(atp.kept)) == ("atp", ["B3", "D3"])
    assert hex_label(build.hex) == "D3"
    why = H.build_reasons(snap, build, card)
    codes = [r.code for r in why]
    assert codes.count("map.bring_together") == 1  # said once, in its place before the tie-breakers
    assert codes.index("map.bring_together") < codes.index("map.tie.atp")
    said = next(r for r in why if r.code == "map.bring_together").as_dict()
    assert said["hexes"] == ("B3", "C3", "D3") and said["gap"] == 3 and said["count"] == 3


def test_without_the_icon_no_bring_together_stage() -> None:
    snap = snapshot(ZBLIZANIE, ZBLIZANIE_BUILDINGS, automa="lake", round_no=3)
    build = H.choose_build(snap, "automa", support("unmarked"))
    assert build is not None and all(t.method != "bring_together" for t in build.selection.ties)


def test_the_automas_module_uses_the_maps_public_api_only() -> None:
    text = Path(automa.__file__).read_text(encoding="utf-8")
    assert re.findall(r"hexes\._\w+", text) == []
    assert {"break_ties", "atp_tiebreak"} <= set(H.__all__)


def test_zblizanie_on_a_single_hex_in_reach_is_still_said() -> None:
    """One hex in Reach that brings the groups together: no tie-breaker runs, yet the reason names Zbliżanie."""
    text = """
    l p p p l
     p . . . .
    """
    snap = snapshot(text, {"A1": ("automa", "workshop", True), "A5": ("automa", "workshop", False),
                           "B1": ("human", "workshop", False)}, automa="lake", round_no=1)
    card = support("marked_reaching")
    found = H.build_options_detail(snap, "automa", card)
    assert labels(found.in_reach) == ["A2"] and found.bring == "narrowed"
    build = H.choose_build(snap, "automa", card)
    assert build is not None and build.selection.ties == ()
    assert [r.code for r in H.build_reasons(snap, build, card)].count("map.bring_together") == 1

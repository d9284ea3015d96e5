"""The Tapestry board as the player sees and touches it: the small map where the map file puts each
hex, the outposts drawn from the snapshot, the tokens on their tracks, the proposal drawn (a token's
way along its track; the chosen hex with the diagram's rows and the hexes tried before it, numbered
in scan order), and every gesture turned into the one edit it mirrors."""

from __future__ import annotations

import math
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QSettings

from tablebot.games.tapestry import actions as act
from tablebot.games.tapestry import edits
from tablebot.games.tapestry.board import small_map
from tablebot.games.tapestry.cards import hex_patterns
from tablebot.gui.tapestry import reasons as words
from tablebot.gui.tapestry.board import (
    MAP_CENTRE,
    HexMark,
    R,
    RowArrow,
    TapestryScene,
    TapestryView,
    TrackToken,
    hex_centre,
    space_rect,
    token_pos,
)

from .scene_helpers import RecordingSession, click, drag
from .tapestry_helpers import table


@pytest.fixture
def board(qtbot: Any, settings: QSettings) -> tuple[TapestryScene, TapestryView, RecordingSession]:
    session = RecordingSession(table())
    scene = TapestryScene(session, settings)  # type: ignore[arg-type]
    view = TapestryView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 720)
    view.show()
    qtbot.waitExposed(view)
    return scene, view, session


def test_hexes_sit_where_the_map_files_pixel_formula_puts_them(board: Any) -> None:
    scene, _, _ = board
    m = small_map()
    assert len(scene.hexes) == 34
    # maps/tapestry/small.json: top = 50 + 3.885 (a + b - 1) %, left = 50.5 + 6.75 (b - a - 0.75) %: the
    # same proportions as a flat-topped hex's half-row (√3/2 R) to its column step (1.5 R)
    assert 3.885 / 6.75 == pytest.approx((math.sqrt(3) / 2) / 1.5, rel=0.01)
    for info in m.hexes:
        a, b = info.axial
        pos = scene.hexes[info.axial].pos() - MAP_CENTRE
        assert (pos.x(), pos.y()) == pytest.approx((1.5 * R * (b - a), math.sqrt(3) / 2 * R * (a + b)))
    # neighbours touch, no two hexes overlap: centre distance √3 R for every neighbour pair
    for info in m.hexes:
        for n in m.neighbours(info.axial):
            d = hex_centre(info.axial) - hex_centre(n)
            assert math.hypot(d.x(), d.y()) == pytest.approx(math.sqrt(3) * R)
    assert scene.sceneRect().contains(scene.itemsBoundingRect().adjusted(2, 2, -2, -2))


def test_the_start_labels_middle_island_and_outposts_are_drawn_from_the_snapshot(board: Any) -> None:
    scene, _, _ = board
    m = small_map()
    assert scene.hexes[m.start("2/4")].info.start_label == "2/4"
    assert scene.hexes[m.middle_island].info.middle_island
    crowded = scene.hexes[(1, -1)].toolTip()
    assert "You's" not in crowded
    assert "Your outpost, toppled" in crowded
    assert "The Automa's outpost" in crowded and "The Shadow Empire's outpost, toppled" in crowded
    assert "controlled by the Automa" in crowded
    explored = scene.hexes[(-1, 2)].toolTip()
    assert "explored territory tile" in explored and words.hex_name((-1, 2)) in explored
    empty = scene.hexes[(0, 1)].toolTip()
    assert "empty" in empty


def test_tokens_stand_on_their_snapshot_spaces(board: Any) -> None:
    scene, _, session = board
    snap = session.snapshot.model_copy(update={"automa": session.snapshot.automa.model_copy(
        update={"tokens": session.snapshot.automa.tokens.moved("military", 5)})})
    session.show(snap)
    token = scene.tokens[("automa", "military")]
    assert token.pos() == token_pos("military", 5, "automa")
    assert space_rect("military", 5).contains(token.pos())
    assert space_rect("military", 0).contains(scene.tokens[("human", "military")].pos())


def test_dragging_your_token_up_its_track_is_one_move_token_edit(board: Any) -> None:
    scene, view, session = board
    token = scene.tokens[("human", "science")]
    drag(view, token.pos(), space_rect("science", 3).center())
    assert session.calls == [edits.MoveToken(side="human", track="science", space=3)]


def test_a_token_dropped_on_another_track_springs_back_with_words(board: Any, qtbot: Any) -> None:
    scene, view, session = board
    token = scene.tokens[("human", "science")]
    home = token.pos()
    with qtbot.waitSignal(scene.message) as said:
        drag(view, home, space_rect("military", 3).center())
    assert session.calls == []
    assert said.args == [words.error_text("gui.drop_on_track", {"track": "science"})]
    assert "science" in said.args[0]
    assert token.pos() == home


def test_a_refused_move_springs_back(board: Any) -> None:
    scene, view, session = board
    session.accepts = False
    token = scene.tokens[("human", "exploration")]
    home = token.pos()
    drag(view, home, space_rect("exploration", 6).center())
    assert session.calls == [edits.MoveToken(side="human", track="exploration", space=6)]
    assert token.pos() == home


def test_supply_outpost_and_tile_dropped_on_hexes(board: Any, qtbot: Any) -> None:
    scene, view, session = board
    drag(view, scene.supply["outpost"].pos(), hex_centre((1, -1)))
    drag(view, scene.supply["tile"].pos(), hex_centre((0, 1)))
    assert session.calls == [edits.PlaceOutpost(hex=(1, -1), owner="human"), edits.ExploreHex(hex=(0, 1))]
    with qtbot.waitSignal(scene.message) as said:
        drag(view, scene.supply["tile"].pos(), QPointF(520, 20))  # the sea beside the map
    assert said.args == [words.error_text("gui.drop_on_hex", {})]
    assert len(session.calls) == 2


def test_the_hex_menu_topples_the_standing_outpost(board: Any) -> None:
    scene, _, session = board
    menu = scene.hex_menu((1, -1))
    topple = [a for a in menu.actions() if a.text().startswith("Topple")]
    assert [a.text() for a in topple] == ["Topple the Automa's outpost"]
    topple[0].trigger()
    assert session.calls == [edits.ToppleOutpost(hex=(1, -1))]
    empty_menu = scene.hex_menu((0, 1))
    assert not [a for a in empty_menu.actions() if a.text().startswith("Topple")]
    explore = [a for a in empty_menu.actions() if "explored" in a.text()]
    explore[0].trigger()
    assert session.calls[-1] == edits.ExploreHex(hex=(0, 1))


def _on_map(chosen: tuple[int, int], pattern: str = "n-se") -> act.TapestryStep:
    scan = hex_patterns()[pattern].scan_order
    tried = scan[:scan.index(chosen) + 1]
    return act.TapestryStep(actor="automa", action=act.OnMap(choice=act.HexChoice(
        kind="conquer_neutral", hex=chosen, pattern=pattern, candidates=(chosen, (2, 2)), tried=tried)))


def test_the_chosen_hex_is_gold_with_every_hex_tried_numbered_in_scan_order(board: Any) -> None:
    scene, _, session = board
    step = _on_map((0, -1))
    session.show(proposal=step)
    marks = [m for m in scene.overlay if isinstance(m, HexMark)]
    numbered = sorted((m for m in marks if m.number is not None), key=lambda m: m.number or 0)
    tried = step.action.choice.tried  # type: ignore[union-attr]
    assert [m.pos() for m in numbered] == [hex_centre(ab) for ab in tried]
    assert [m.number for m in numbered] == list(range(1, len(tried) + 1))
    assert [m.kind for m in numbered][-1] == "chosen" and all(m.kind == "tried" for m in numbered[:-1])
    assert [m.pos() for m in marks if m.kind == "candidate"] == [hex_centre((2, 2))]
    assert all(m.opacity() == 1.0 for m in marks)  # speed 0: drawn at once, nothing left moving
    # n-se: rows of the diagram run SE; the first (black) row starts at the map's N edge
    arrows = [a for a in scene.overlay if isinstance(a, RowArrow)]
    assert len(arrows) == 4 and arrows[0].width > arrows[2].width
    first_row_start = hex_centre((-3, -3))
    assert math.hypot(arrows[0].points[0].x() - first_row_start.x(), arrows[0].points[0].y() - first_row_start.y()) \
        == pytest.approx(R * math.hypot(0.95, 0.42))  # from outside the first hex, beside the centres


def test_clicking_the_chosen_hex_confirms(board: Any, qtbot: Any) -> None:
    scene, view, session = board
    session.show(proposal=_on_map((0, -1)))
    with qtbot.waitSignal(scene.confirmRequested):
        click(view, hex_centre((0, -1)))


def test_an_advance_slides_a_ghost_token_to_its_space(board: Any) -> None:
    scene, _, session = board
    session.show(proposal=act.TapestryStep(actor="automa", action=act.Advance(
        side="shadow", track="technology", origin=0, dest=2)))
    ghosts = [t for t in scene.overlay if isinstance(t, TrackToken)]
    assert len(ghosts) == 1 and ghosts[0].side == "shadow"
    assert ghosts[0].pos() == token_pos("technology", 2, "shadow")
    assert scene.tracks.proposed == ("technology", 2)
    session.show(proposal=_on_map((0, -1)))
    assert not [t for t in scene.overlay if isinstance(t, TrackToken)] and scene.tracks.proposed is None


def test_the_animation_runs_then_stops(qtbot: Any, settings: QSettings) -> None:
    settings.setValue("view/animation_speed", 0.5)
    session = RecordingSession(table())
    scene = TapestryScene(session, settings)  # type: ignore[arg-type]
    session.show(proposal=_on_map((0, -1)))
    assert scene.animations.state() == scene.animations.State.Running
    qtbot.waitUntil(lambda: scene.animations.state() == scene.animations.State.Stopped, timeout=5000)
    assert all(m.opacity() == pytest.approx(1.0) for m in scene.overlay if isinstance(m, HexMark))


def test_every_track_space_tells_its_name_and_landmark_holder(board: Any) -> None:
    scene, _, session = board
    from tablebot.games.tapestry.state import LandmarkTaken

    snap = session.snapshot.model_copy(update={"landmarks": (LandmarkTaken(track="science", space=4, owner="automa"),)})
    session.show(snap)
    tip = scene.space_tips[("science", 4)].toolTip()
    assert tip.startswith("Science 4: Medicine") and "Landmark: Apothecary (the Automa)" in tip
    assert "The Automa gains here" in tip
    assert "not taken yet" in scene.space_tips[("military", 7)].toolTip()

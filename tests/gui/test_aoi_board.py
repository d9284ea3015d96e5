"""The Age of Innovation board as a player sees and touches it: the uncertainty on screen (an
unverified board names its source; unplaced workshop letters are listed), buildings and marks drawn,
a proposed build with the options the tie-breakers eliminated fading stage by stage and the
directional count numbered with its arrow, and every drag of your turn sending one edit, or refused
in words with nothing sent."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QSettings

from tablebot.games.age_of_innovation import actions as act
from tablebot.games.age_of_innovation import edits
from tablebot.games.age_of_innovation.board import TERRAINS
from tablebot.gui.age_of_innovation.board import AoIScene, AoIView, CountArrow, HexMark
from tablebot.gui.age_of_innovation.hexdraw import hex_centre

from .aoi_helpers import AUTOMA_MARKED, YOUR_GUILD, land_hex, river_hex, table
from .scene_helpers import RecordingSession, drag


@pytest.fixture
def board(qtbot: Any, settings: QSettings) -> tuple[AoIScene, AoIView, RecordingSession]:
    session = RecordingSession(table())
    scene = AoIScene(session, settings)  # type: ignore[arg-type]
    view = AoIView(scene)
    qtbot.addWidget(view)
    view.resize(1366, 800)
    view.show()
    qtbot.waitExposed(view)
    return scene, view, session


def messages(scene: AoIScene) -> list[str]:
    said: list[str] = []
    scene.message.connect(said.append)
    return said


def test_an_unverified_board_and_missing_letters_are_said_on_the_board(board: Any) -> None:
    scene, _view, session = board
    assert "Unverified board" in scene.banner.text and "S_RANCE" in scene.banner.text
    assert "Initial workshop letters not placed for: plains" in scene.letters_note.text
    # Letters placed for every terrain: the note goes; the banner stays until the board is verified.
    snap = session.snapshot
    letters = tuple((t, "A", next(h for h, c in snap.board.cells if c == t)) for t in TERRAINS)
    session.show(snap.model_copy(update={"board": snap.board.model_copy(update={"workshop_letters": letters})}))
    assert scene.letters_note.text == ""
    assert "Unverified board" in scene.banner.text
    session.show(session.snapshot.model_copy(update={"board": session.snapshot.board.model_copy(
        update={"verified": True})}))
    assert "Unverified" not in scene.banner.text


def test_buildings_are_drawn_in_their_owners_colour_with_the_power_token(board: Any) -> None:
    scene, _view, _session = board
    guild = scene.hexes[YOUR_GUILD]
    marked = scene.hexes[AUTOMA_MARKED]
    assert guild.building is not None and guild.building[0] == "guild" and not guild.building[2]
    assert marked.building is not None and marked.building[2]  # the power token beside it
    assert guild.building[1] != marked.building[1]  # plains brown, lake blue
    assert "Your guild" in guild.toolTip() and "marked" in marked.toolTip()


def build_step(snapshot: Any) -> act.AoIStep:
    """A build on E4 chosen among six options: tie-breaker 1 eliminated two, tie-breaker 2 one more,
    and the arrow → counted 3 of the last three."""
    options = ((0, 0), (0, 2), (1, 3), (2, 4), (3, 0), (4, 3))
    sel = act.Selection(options=options, ties=(
        act.Tiebreak(method="atp", kept=((0, 0), (1, 3), (2, 4), (4, 3))),
        act.Tiebreak(method="closest_to_you", kept=((1, 3), (2, 4), (4, 3)))),
        arrow="right_down", number=3, counted=((1, 3), (2, 4), (4, 3)), chosen=(4, 3))
    return act.AoIStep(action=act.Build(hex=(4, 3), terrain_before="desert", terrain_after="lake", marked=False,
                                        selection=sel), actor="automa", reasons=())


def test_a_proposed_build_shows_the_tried_hexes_faded_by_stage_and_the_count_with_its_arrow(board: Any) -> None:
    scene, _view, session = board
    session.show(proposal=build_step(session.snapshot))
    marks = {tuple(int(v) for v in (m.pos().x(), m.pos().y())): m for m in scene.overlay if isinstance(m, HexMark)}

    def mark(h: tuple[int, int]) -> HexMark:
        c = hex_centre(h)
        return marks[(int(c.x()), int(c.y()))]

    assert mark((4, 3)).kind == "chosen" and mark((4, 3)).number == 3
    assert [mark(h).number for h in ((1, 3), (2, 4))] == [1, 2]
    assert mark((0, 2)).stage == 1 and mark((3, 0)).stage == 1 and mark((0, 0)).stage == 2
    assert mark((0, 2)).opacity() < mark((0, 0)).opacity() < 1.0  # the first eliminated faded most
    assert "tie-breaker 1 (terrain priority)" in mark((0, 2)).toolTip()
    arrows = [i for i in scene.overlay if isinstance(i, CountArrow)]
    assert len(arrows) == 1 and arrows[0].label == "→ 3" and len(arrows[0].points) == 3


def test_clicking_the_chosen_hex_confirms(board: Any, qtbot: Any) -> None:
    scene, view, session = board
    session.show(proposal=build_step(session.snapshot))
    with qtbot.waitSignal(scene.confirmRequested, timeout=1000):
        from .scene_helpers import click

        click(view, hex_centre((4, 3)))


def test_drag_a_workshop_onto_an_empty_hex_builds(board: Any) -> None:
    scene, view, session = board
    h = land_hex(session.snapshot)
    drag(view, scene.supply[("building", "workshop")].pos(), hex_centre(h))
    assert session.calls == [edits.PlaceBuilding(hex=h, owner="human", building="workshop")]
    assert scene.supply[("building", "workshop")].pos() == scene.supply[("building", "workshop")].home


def test_drag_a_school_onto_your_guild_upgrades_and_a_workshop_asks_which(board: Any, monkeypatch: Any) -> None:
    scene, view, session = board
    drag(view, scene.supply[("building", "school")].pos(), hex_centre(YOUR_GUILD))
    assert session.calls == [edits.UpgradeBuilding(hex=YOUR_GUILD, to="school")]
    asked: list[tuple[Any, ...]] = []
    monkeypatch.setattr(scene, "upgrade_menu", lambda h, targets: asked.append((h, targets)) or True)
    drag(view, scene.supply[("building", "workshop")].pos(), hex_centre(YOUR_GUILD))
    assert asked == [(YOUR_GUILD, ("palace", "school"))]
    assert len(session.calls) == 1


def test_impossible_drags_are_refused_in_words_and_change_nothing(board: Any) -> None:
    scene, view, session = board
    said = messages(scene)
    snap = session.snapshot
    drag(view, scene.supply[("building", "workshop")].pos(), hex_centre(river_hex(snap)))
    drag(view, scene.supply[("building", "workshop")].pos(), hex_centre(AUTOMA_MARKED))
    drag(view, scene.supply[("terrain", "lake")].pos(), hex_centre(YOUR_GUILD))
    drag(view, scene.supply[("building", "palace")].pos(), QPointF(2, 2))
    assert session.calls == []
    assert said[0].endswith("is a river hex: nothing is built on a river and it cannot be transformed.")
    assert said[1] == "C2 has the Automa's building on it: build on an empty hex, or upgrade your own building."
    assert said[2] == "E3 has your building on it: a hex with a building cannot be transformed."
    assert said[3] == "Drop it on a hex of the map."


def test_drag_a_terrain_transforms_and_a_marker_advances_and_a_bonus_passes(board: Any) -> None:
    scene, view, session = board
    h = land_hex(session.snapshot)
    target = next(t for t in TERRAINS if t != session.snapshot.terrain(h))
    drag(view, scene.supply[("terrain", target)].pos(), hex_centre(h))
    marker = scene.markers[("human", "law")]
    drag(view, marker.pos(), scene.science.mapToScene(scene.science.space_rect(1, 3).center()))
    drag(view, marker.pos(), scene.science.mapToScene(scene.science.space_rect(0, 3).center()))  # another discipline
    bonus = scene.bonus_pieces[1]
    drag(view, bonus.pos(), scene.pass_box.rect.center())
    assert session.calls == [edits.Transform(hex=h, terrain=target),
                             edits.MoveScience(side="human", discipline="law", level=3),
                             edits.TakeRoundBonus(side="human", slot=1)]


def test_a_proposed_pass_frames_the_bonus_taken_and_a_scholar_its_space(board: Any) -> None:
    scene, _view, session = board
    slot = 1
    tile = session.snapshot.bonus_row[slot].tile
    passing = act.PassRound(why="deck_empty", vp=3, tile=1, slot=slot, bonus_taken=tile, bonus_returned=1)
    session.show(proposal=act.AoIStep(action=passing, actor="automa", reasons=()))
    assert [p.proposed for p in scene.bonus_pieces] == [i == slot for i in range(len(scene.bonus_pieces))]
    scholar = act.ScienceMove(discipline="law", origin=0, dest=3, scholar_space=3,
                              selection=act.Selection(options=("law",), chosen="law"))
    session.show(proposal=act.AoIStep(action=scholar, actor="automa", reasons=()))
    assert not any(p.proposed for p in scene.bonus_pieces)  # the old proposal's frame is gone
    assert scene.science.proposed == ("law", 3) and scene.science.proposed_scholar == ("law", 3)

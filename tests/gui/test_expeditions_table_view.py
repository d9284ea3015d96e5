"""What a player at the table sees in the Expeditions window: mechs inside their hexes, no stale
highlight, the card without file paths, the level names in the player's language, the glory coin
bonus named as the adjustment it is, the crossing reminder as the player picks up their mech, a
refused stop on an Automa mech, and readable colours under a dark palette."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from tablebot.app import build_window
from tablebot.core.steps import HumanTurn
from tablebot.games.expeditions import edits
from tablebot.games.expeditions.state import LocRef
from tablebot.gui.expeditions.setup import ExpeditionsSetupDialog
from tablebot.gui.expeditions.workspace import advance_to_mech_action
from tablebot.gui.theme import contrast


def _press(window: Any, scene_pos: QPointF) -> None:
    QTest.mousePress(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     window.view.mapFromScene(scene_pos))


def _release(window: Any, scene_pos: QPointF) -> None:
    QTest.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       window.view.mapFromScene(scene_pos))




# -- the board ----------------------------------------------------------------------------------
def test_every_mech_stands_inside_its_own_hex(exp: Any) -> None:
    scene = exp.scene
    snap = exp.session.snapshot
    for mech, ref in scene.mech_refs(snap).items():
        if ref is None:
            continue
        piece = scene.mechs[mech]
        hex_item = scene.locations[(ref.region, ref.slot)]
        hex_shape = hex_item.mapToScene(hex_item.shape())
        mech_shape: QPainterPath = piece.mapToScene(piece.shape())
        assert hex_shape.contains(mech_shape), f"{mech} is not inside {ref}"
        # ... and on no other location.
        for other in scene.locations.values():
            if other is not hex_item:
                assert not other.mapToScene(other.shape()).intersects(mech_shape), (mech, other.ref)


def test_the_ghost_of_a_move_stands_inside_the_destination_hex(exp: Any) -> None:
    assert advance_to_mech_action(exp.session)
    step = exp.session.proposal
    ghosts = [i for i in exp.scene.overlay if type(i).__name__ == "GhostMech"]
    assert ghosts
    dest = step.action.dest
    hex_item = exp.scene.locations[(dest.region, dest.slot)]
    assert hex_item.mapToScene(hex_item.shape()).contains(ghosts[0].mapToScene(ghosts[0].shape()))


def test_no_highlight_stays_on_a_location_the_mech_has_left(exp: Any) -> None:
    s = exp.session
    assert advance_to_mech_action(s)
    step = s.proposal
    origin = step.action.origin
    # The player had looked at the mech's location in the table panel before the Automa's turn.
    exp.scene.select(origin)
    assert s.confirm()
    assert s.snapshot.mech_ref(step.action.mech) != origin or step.action.dest == origin
    assert not any(item.highlighted() for item in exp.scene.locations.values())
    # A location the player picks is highlighted again.
    exp.scene.select(LocRef(region="south", slot=1))
    assert [i.ref for i in exp.scene.locations.values() if i.highlighted()] == [LocRef(region="south", slot=1)]


# -- the card panel and the names ---------------------------------------------------------------
def test_the_card_panel_shows_no_file_path_and_keeps_the_source_in_a_tooltip(exp: Any) -> None:
    card = exp.workspace.card
    card.show_card(4)
    shown = " ".join(w.text() for w in card.findChildren(QLabel) if w.isVisible())
    for path_bit in ("src/", ".ts", ".json", "@", "github"):
        assert path_bit not in shown
    assert "ExpeditionsAutomaCard.ts" in card.source.toolTip()
    assert "4" in card.status.text()


def test_level_names_in_english_with_the_book_term(exp: Any, settings: Any, qtbot: Any) -> None:
    dialog = ExpeditionsSetupDialog(settings, exp)
    qtbot.addWidget(dialog)
    assert dialog.level.itemText(1) == "Level 2: Machine (Maszyna)"
    assert dialog.level.itemText(0) == "Level 1: Little Machine (Maszynetka)"
    assert "Maszyna" in dialog.level.itemData(1, Qt.ItemDataRole.ToolTipRole)
    exp.scene.track.update()
    assert exp.scene.track.title() == "Level 2: Machine (Maszyna)"


# -- the glory coin bonus -------------------------------------------------------------------------
def _label_for(owner: Any, field: Any) -> str:
    """The text of the label that names `field` (its buddy), without the shortcut mark."""
    for label in owner.findChildren(QLabel):
        if label.buddy() is field:
            return str(label.text()).replace("&", "")
    return ""


def test_the_glory_coin_bonus_is_an_adjustment_and_may_pass_the_recommendation(exp: Any, settings: Any,
                                                                                qtbot: Any) -> None:
    dialog = ExpeditionsSetupDialog(settings, exp)
    qtbot.addWidget(dialog)
    assert "Glory coin bonus, ± coins per token" in _label_for(dialog, dialog.bonus)
    dialog.show()
    dialog.bonus.setValue(5)
    assert dialog.bonus.value() == 5
    assert dialog.bonus_warning.isVisible() and "recommends" in dialog.bonus_warning.text()
    config = dialog.config()
    assert config is not None and config.glory_bonus == 5
    dialog.bonus.setValue(2)
    assert not dialog.bonus_warning.isVisible()
    # The Table panel edits it the same way, with the same warning.
    table = exp.workspace.table
    table.bonus.setValue(4)
    assert exp.session.snapshot.glory_bonus == 4
    assert "recommends" in table.bonus.toolTip()
    assert table.bonus_note.isVisible() and "recommends" in table.bonus_note.text()
    table.bonus.setValue(1)
    assert not table.bonus_note.isVisible()


def test_every_setup_field_has_room_at_1366x768(exp: Any, settings: Any, qtbot: Any) -> None:
    dialog = ExpeditionsSetupDialog(settings, exp)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    screen = exp.screen().availableGeometry()
    assert dialog.width() <= 1366 and dialog.height() <= 768 - 40 or screen.height() < 768
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit
    for w in dialog.findChildren(QAbstractSpinBox) + dialog.findChildren(QComboBox):
        if w.isVisible():
            assert w.width() >= w.sizeHint().width(), w.accessibleName() or w.objectName()
    # The text a field holds (the level's glory spaces) is shown whole, not cut at its edge.
    assert dialog.glory_spaces.text()
    for field in dialog.findChildren(QLineEdit):
        if field.isVisible() and not isinstance(field.parent(), QAbstractSpinBox):
            shown = max(field.text(), field.placeholderText(), key=len)
            assert field.fontMetrics().horizontalAdvance(shown) <= field.width() - 8, field.accessibleName()


# -- moving your mech -----------------------------------------------------------------------------
def _automa_north_face_down(exp: Any) -> LocRef:
    snap = exp.session.snapshot
    ref = snap.mech_ref("north")
    if snap.location(ref).face_up:
        assert exp.session.edit(edits.SetTile(location=ref, tile=snap.location(ref).tile, face_up=False))
    return ref


def test_picking_up_your_mech_reminds_you_it_may_cross_an_automa_mech(exp: Any) -> None:
    assert isinstance(exp.session.proposal, HumanTurn)
    ref = _automa_north_face_down(exp)
    scene = exp.scene
    automa_piece = scene.mechs["automa_north"]
    _press(exp, automa_piece.pos())
    _release(exp, automa_piece.pos())
    assert "pass over" not in exp.statusBar().currentMessage()
    mine = scene.mechs["player"]
    _press(exp, mine.pos())
    message = exp.statusBar().currentMessage()
    assert "Your mech may pass over a face-down location holding an Automa mech" in message
    assert f"North {ref.slot + 1}" in message
    _release(exp, mine.pos())


def test_your_mech_dropped_on_the_automa_mech_is_refused(exp: Any) -> None:
    s = exp.session
    before = s.snapshot.player_mech
    count = s.stack.count()
    target = s.snapshot.mech_ref("central")
    mine = exp.scene.mechs["player"]
    _press(exp, mine.pos())
    for i in range(1, 6):
        QTest.mouseMove(exp.view.viewport(), exp.view.mapFromScene(
            mine.home + (exp.scene.centre(target) - mine.home) * (i / 5)))
    _release(exp, exp.scene.centre(target))
    assert s.snapshot.player_mech == before and s.stack.count() == count
    assert "cannot stop there" in exp.banner.text()
    assert mine.pos() == mine.home


# -- dark palette ---------------------------------------------------------------------------------
@pytest.fixture
def dark(qtbot: Any) -> Any:
    app = QApplication.instance()
    old = app.palette()
    pal = QPalette()
    for role, colour in ((QPalette.ColorRole.Window, "#2d2d2d"), (QPalette.ColorRole.Base, "#1e1e1e"),
                         (QPalette.ColorRole.AlternateBase, "#2a2a2a"), (QPalette.ColorRole.Text, "#eeeeee"),
                         (QPalette.ColorRole.WindowText, "#eeeeee"), (QPalette.ColorRole.Button, "#3a3a3a"),
                         (QPalette.ColorRole.ButtonText, "#eeeeee"), (QPalette.ColorRole.ToolTipBase, "#2d2d2d"),
                         (QPalette.ColorRole.ToolTipText, "#eeeeee")):
        pal.setColor(role, QColor(colour))
    app.setPalette(pal)
    yield pal
    app.setPalette(old)


def _check_readable(exp: Any) -> None:
    assert advance_to_mech_action(exp.session)
    panel = exp.workspace.proposal
    base = panel.reasons.palette().color(QPalette.ColorRole.Base)
    alt = panel.reasons.palette().color(QPalette.ColorRole.AlternateBase)
    ticks = [panel.reasons.item(i) for i in range(panel.reasons.count())
             if panel.reasons.item(i).text().count("✓") or "first match" in panel.reasons.item(i).text()]
    assert ticks
    for item in ticks:
        fg = item.foreground().color()
        assert contrast(fg, base) >= 4.5 and contrast(fg, alt) >= 4.5, (fg.name(), item.text())
    bar = exp.workspace.turn_bar
    fg, bg = bar.who_colours()
    assert contrast(fg, bg) >= 4.5
    window = bar.palette().color(QPalette.ColorRole.Window)
    assert contrast(bg, window) >= 1.8  # the label stands out from the bar around it
    card = exp.workspace.card
    for label in (card.reminder, card.source):
        pal = label.palette()
        assert contrast(pal.color(label.foregroundRole()), pal.color(label.backgroundRole())) >= 4.5 \
            or label.styleSheet() == ""


def test_readable_under_a_dark_palette(dark: Any, qtbot: Any, settings: Any) -> None:
    win = build_window(settings, autosave=True, game="expeditions")
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    _check_readable(win)


def test_readable_under_the_light_palette(exp: Any) -> None:
    _check_readable(exp)


def test_a_palette_switch_while_running_recolours_the_reasons(exp: Any, dark: Any) -> None:
    # `dark` switched the palette after the window was built.
    QApplication.processEvents()
    _check_readable(exp)


def test_each_reason_names_the_polish_books_section_in_its_tooltip(exp: Any) -> None:
    assert advance_to_mech_action(exp.session)
    reasons = exp.workspace.proposal.reasons
    items = [reasons.item(i) for i in range(reasons.count())]
    search = next(i for i in items if "Mech actions 2a  " in i.text())
    assert "AKCJE MECHÓW" in search.toolTip() and "Automa rules: Mech actions 2a" in search.toolTip()
    movement = [i for i in items if "Automa mech movement  " in i.text()]
    assert movement and all("RUCH MECHA AUTOMY" in i.toolTip() for i in movement)


def _visible(lst: Any) -> list[str]:
    return [lst.item(i).text() for i in range(lst.count()) if not lst.item(i).isHidden()]


def _click(lst: Any, text_start: str) -> None:
    item = next(lst.item(i) for i in range(lst.count()) if lst.item(i).text().startswith(text_start))
    QTest.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     lst.visualItemRect(item).center())


def test_a_mech_action_shows_the_deciding_lines_and_folds_the_search(exp: Any) -> None:
    """Issue 9: the target the mech looks for, the match and the action first; every location
    checked and skipped under "Why (n more)"; the book named once, not on every line."""
    assert advance_to_mech_action(exp.session)
    lst = exp.workspace.proposal.reasons
    every = [lst.item(i).text() for i in range(lst.count()) if not lst.item(i).text().startswith(("▸", "▾"))]
    shown = _visible(lst)
    deciding, why = shown[:-1], shown[-1]
    assert 1 <= len(deciding) <= 3, shown
    assert why == f"▸ Why ({len(every) - len(deciding)} more)"
    assert "mech" in deciding[0] and any("first match" in line for line in deciding)
    assert not any("✗" in line or "✓" in line for line in deciding)
    assert any("✗" in line or "✓" in line for line in every)
    assert len(set(every)) == len(every)
    assert deciding[0].startswith("Automa rules: ") and sum("Automa rules:" in line for line in every) == 1
    _click(lst, "▸ Why")
    assert len(_visible(lst)) == len(every) + 1 and _visible(lst)[len(deciding)].startswith("▾ Why (")
    _click(lst, "▾ Why")
    assert _visible(lst) == shown


def test_the_proposal_panel_does_not_repeat_a_headline_the_turn_bar_shows_whole(exp: Any) -> None:
    """Issue 9: the headline is in the turn bar; the panel repeats it only when the bar had to cut it."""
    assert advance_to_mech_action(exp.session)
    QApplication.processEvents()
    bar = exp.workspace.turn_bar.what
    panel = exp.workspace.proposal
    assert panel.title.isVisible() == bar.elided
    assert panel.title.text() == bar.text()

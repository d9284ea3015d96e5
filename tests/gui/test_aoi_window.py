"""The Age of Innovation window on the real engine: a whole Automa turn confirmed step by step (its
pair on screen, each step's reasons, the build drawn with its chosen hex and confirmed by a click on
it) and undone; your drags as edits with the engine's refusal in words; a corrected card saved and
played as corrected; the New Game page starting a game."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSettings

from tablebot.core.steps import HumanTurn
from tablebot.games.age_of_innovation import actions as act
from tablebot.games.age_of_innovation.cards import printed_card
from tablebot.gui.age_of_innovation import card_editor
from tablebot.gui.age_of_innovation.board import HexMark
from tablebot.gui.age_of_innovation.hexdraw import hex_centre
from tablebot.gui.age_of_innovation.workspace import AoIWorkspace, advance_to

from .aoi_helpers import river_hex
from .conftest import shown_window
from .scene_helpers import drag


@pytest.fixture
def aoi(qtbot: Any, settings: QSettings) -> Any:
    """The main window on the Age of Innovation demo (round 2, the Automa has just drawn)."""
    return shown_window(qtbot, settings, autosave=False, game="age_of_innovation")


def finish_your_turn(win: Any) -> None:
    if isinstance(win.session.proposal, HumanTurn):
        assert win.session.end_human_turn()


def test_a_whole_automa_turn_confirmed_step_by_step_then_undone(aoi: Any) -> None:
    ws, s = aoi.workspace, aoi.session
    assert isinstance(ws, AoIWorkspace)
    start = s.snapshot
    seen: list[str] = []
    for _ in range(80):
        p = s.proposal
        if isinstance(p, HumanTurn) and seen:
            break
        if isinstance(p, HumanTurn):
            assert s.end_human_turn()
            continue
        assert isinstance(p, act.AoIStep), p
        seen.append(p.action.kind)
        assert ws.proposal.reason_lines(), p.action.kind  # every step says why, in words
        assert "Automa rules (Age of Innovation)" in ws.proposal.reason_lines()[0] or p.action.kind in (
            "end_turn", "round_end")
        if isinstance(p.action, act.DrawCards):
            assert ws.pair.action_face.card == s.snapshot.card(p.action.action_card.id)
            assert ws.pair.action_face.proposed and ws.pair.support_face.card is not None
        if isinstance(p.action, act.Build):
            chosen = [m for m in ws.scene.overlay if isinstance(m, HexMark) and m.kind == "chosen"]
            assert chosen and chosen[0].pos() == hex_centre(p.action.hex)
            built = p.action.hex
            ws.scene.confirmRequested.emit()  # a click on the gold hex
            b = s.snapshot.building_at(built)
            assert b is not None and b.owner == "automa" and ws.scene.hexes[built].building is not None
            continue
        assert aoi.confirm()
    assert "end_turn" in seen and isinstance(s.proposal, HumanTurn)
    assert ws.turn_bar.end_turn.isVisibleTo(ws.turn_bar)
    while s.stack.canUndo():
        aoi.undo()
    assert s.snapshot == start


def test_a_build_proposal_draws_its_options_and_the_count(aoi: Any) -> None:
    ws, s = aoi.workspace, aoi.session
    assert advance_to(s, kinds=("build",))
    a = s.proposal.action
    marks = [m for m in ws.scene.overlay if isinstance(m, HexMark)]
    shown = {(round(m.pos().x()), round(m.pos().y())) for m in marks}
    for h in a.selection.options:
        c = hex_centre(h)
        assert (round(c.x()), round(c.y())) in shown
    assert ws.turn_bar.what.toolTip().startswith("The Automa")


def test_your_drags_are_edits_and_a_refusal_changes_nothing(aoi: Any, qtbot: Any) -> None:
    ws, s = aoi.workspace, aoi.session
    for _ in range(80):
        if isinstance(s.proposal, HumanTurn):
            break
        assert aoi.confirm()
    assert isinstance(s.proposal, HumanTurn)
    snap = s.snapshot
    marker = ws.scene.markers[("human", "medicine")]
    level = snap.science("human").medicine + 2
    drag(ws.view, marker.pos(), ws.scene.science.mapToScene(ws.scene.science.space_rect(3, level).center()))
    assert s.snapshot.science("human").medicine == level
    before = s.snapshot
    said: list[str] = []
    ws.scene.message.connect(said.append)
    drag(ws.view, ws.scene.supply[("building", "workshop")].pos(), hex_centre(river_hex(before)))
    assert s.snapshot == before and "river hex" in said[-1]
    # The engine's own refusal, in its words: a sixth palace is not in your supply.
    empty = [h for h, cell in before.board.cells if cell != "river" and before.building_at(h) is None][:2]
    drag(ws.view, ws.scene.supply[("building", "palace")].pos(), hex_centre(empty[0]))
    assert s.snapshot.building_at(empty[0]) is not None
    placed = s.snapshot
    with qtbot.waitSignal(s.refused) as refused:
        drag(ws.view, ws.scene.supply[("building", "palace")].pos(), hex_centre(empty[1]))
    assert s.snapshot == placed
    text = ws.error_text(*refused.args)
    assert not text.startswith("edit.") and "palace" in text


def test_a_corrected_card_is_saved_and_played_as_corrected(aoi: Any, qtbot: Any) -> None:
    ws, s = aoi.workspace, aoi.session
    card_id = s.snapshot.automa().deck.draw[0]  # the next card the Automa draws
    card = printed_card(card_id)
    number = 1 if card.support.selection.number != 1 else 2
    editor = card_editor.CardEditor(s, card_id, aoi)
    qtbot.addWidget(editor)
    editor.number.setValue(number)
    editor.apply_button.click()
    assert s.snapshot.card(card_id).support.selection.number == number
    assert any(c.id == card_id for c in s.saved_game().snapshot.card_overrides)
    assert advance_to(s, kinds=("draw_cards",))
    faces = (ws.pair.action_face, ws.pair.support_face)
    face = next(f for f in faces if f.card is not None and f.card.id == card_id)
    assert face.corrected and face.card == s.snapshot.card(card_id)
    assert "one public source" in ws.pair.note.text()
    again = card_editor.CardEditor(s, card_id, aoi)
    qtbot.addWidget(again)
    assert again.printed_button.isEnabled()
    again.printed_button.click()
    assert s.snapshot.card(card_id) == card


def test_the_new_game_page_starts_a_game_and_refuses_in_words(aoi: Any, qtbot: Any) -> None:
    from tablebot.gui.age_of_innovation.setup import AoISetupDialog
    from tablebot.gui.startgame import NewGameWizard

    wizard = NewGameWizard(aoi.settings, "age_of_innovation", aoi)
    qtbot.addWidget(wizard)
    wizard.next_page()
    form = wizard.form
    assert isinstance(form, AoISetupDialog)
    form.automa_terrain.setCurrentIndex(form.automa_terrain.findData("lake"))
    form.pick((4, 2))  # your first workshop: E3, plains
    assert form.config() is None and "letter" in form.error.text().lower()  # the Automa's hexes are unknown
    assert "setup." not in form.error.text()
    form.pick((6, 2))  # your second: G3, plains
    form.pick_buttons["automa_marked"].setChecked(True)
    form.pick((2, 1))
    form.pick((5, 4))
    config = form.config()
    assert config is not None, form.error.text()
    assert config.automa_workshops == ((2, 1), (5, 4)) and config.your_workshops[0] == (4, 2)
    form.accept()
    assert aoi.start_new_game(wizard.config(), show_log=False)
    snap = aoi.session.snapshot
    assert snap.building_at((2, 1)) is not None and snap.building_at((2, 1)).marked
    assert isinstance(aoi.workspace, AoIWorkspace)


def test_no_two_things_on_screen_share_an_alt_letter(aoi: Any) -> None:
    from .test_mnemonics import clashes

    assert not clashes(aoi)
    for _ in range(80):
        if isinstance(aoi.session.proposal, HumanTurn):
            break
        assert aoi.confirm()
    assert not clashes(aoi)


def test_the_board_banner_and_the_table_panel_open_the_map_editor(aoi: Any, monkeypatch: Any) -> None:
    from tablebot.gui.age_of_innovation import map_editor

    opened: list[Any] = []
    monkeypatch.setattr(map_editor.MapEditor, "exec", lambda self: opened.append(self.session) or 0)
    aoi.workspace.scene.editorRequested.emit()
    aoi.workspace.table.editor_button.click()
    assert opened == [aoi.session, aoi.session]


def test_the_physical_deck_asks_for_the_cards_in_the_proposal_panel(aoi: Any) -> None:
    from tablebot.games.age_of_innovation.setup import GameConfig

    config = GameConfig(physical_deck=True, automa_terrain="lake", your_workshops=((4, 2),),
                        automa_workshops=((2, 1), (5, 4)), setup_card="*1")
    assert aoi.start_new_game(config, show_log=False)
    s, ws = aoi.session, aoi.workspace
    for _ in range(10):
        if isinstance(s.proposal, act.AoIPrompt):
            break
        if isinstance(s.proposal, HumanTurn):
            assert s.end_human_turn()
        else:
            assert aoi.confirm()
    p = s.proposal
    assert isinstance(p, act.AoIPrompt) and isinstance(p.question, act.AskCard)
    form = ws.proposal.card_form
    assert ws.proposal.forms.currentWidget() is form and form.second.isVisibleTo(form) == (p.question.count == 2)
    refused: list[str] = []
    s.refused.connect(lambda code, params: refused.append(ws.error_text(code, params)))
    assert not aoi.confirm()  # Enter with no card chosen plays nothing
    assert refused == ["Choose the card you drew first."]
    offered = [form.first.itemData(i) for i in range(1, form.first.count())]
    assert offered and "9" not in offered  # level 2, round 1: no advanced card in the deck yet
    form.first.setCurrentIndex(1)
    form.second.setCurrentIndex(2)
    ok = aoi.confirm()
    assert ok, refused
    step = s.proposal
    assert isinstance(step, act.AoIStep) and isinstance(step.action, act.DrawCards)
    assert step.action.action_card.id == (offered[1] if p.question.count == 2 else offered[0])


def test_the_guide_opens_at_age_of_innovation_with_its_picture(qtbot: Any) -> None:
    from tablebot.gui.help import GuideDialog

    dialog = GuideDialog(None, AoIWorkspace.guide_page)
    qtbot.addWidget(dialog)
    block = dialog.section_block()
    assert block is not None and block.text() == "Age of Innovation"
    section = dialog.browser.toPlainText()[block.position():]
    assert "Map editor" in section and "unverified" in section
    image = dialog.browser.document().resource(2, dialog.browser.source().resolved("en/age_of_innovation.png"))
    assert image is not None and not image.isNull()


def test_the_variant_places_the_second_players_workshops(aoi: Any, qtbot: Any) -> None:
    from tablebot.gui.age_of_innovation.setup import AoISetupDialog

    form = AoISetupDialog(aoi.settings, aoi)
    qtbot.addWidget(form)
    assert not form.pick_buttons["second1"].isEnabled()  # solo: no second player
    form.second_terrain.setCurrentIndex(form.second_terrain.findData("desert"))
    form.automa_terrain.setCurrentIndex(form.automa_terrain.findData("lake"))
    assert form.pick_buttons["second1"].isEnabled()
    for key, h in (("your1", (4, 2)), ("second1", (3, 0)), ("automa_marked", (2, 1)), ("automa_unmarked", (5, 4))):
        form.pick_buttons[key].setChecked(True)
        form.pick(h)
    config = form.config()
    assert config is not None, form.error.text()
    assert config.second_terrain == "desert" and config.second_workshops == ((3, 0),)
    form.second_terrain.setCurrentIndex(0)  # back to solo: the second player's workshop is dropped
    assert "second1" not in form.marks and form.config() is not None

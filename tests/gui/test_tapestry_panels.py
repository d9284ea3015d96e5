"""The Tapestry panels: the decision pair drawn as the app reads it (flagged cards say so, a
corrected card says it is the table's), the card editor issuing CorrectCard, the questions for the
table (the pair drawn, the science die, a trap) answered in one gesture, the New-game page."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings

from tablebot.games.tapestry import actions as act
from tablebot.games.tapestry import edits
from tablebot.games.tapestry.cards import PriorityHalf, printed_card
from tablebot.games.tapestry.setup import GameConfig
from tablebot.gui.tapestry import reasons as words
from tablebot.gui.tapestry.card_editor import CardEditor, flag_text
from tablebot.gui.tapestry.panels import BotsPanel, PairPanel, ProposalPanel, card_text
from tablebot.gui.tapestry.setup import TapestrySetupDialog

from .scene_helpers import RecordingSession
from .tapestry_helpers import table


def _with_pair(pair: tuple[int, int], corrected: Any = None) -> Any:
    snap = table()
    update: dict[str, Any] = {"deck": snap.deck.model_copy(update={"pair": pair})}
    if corrected is not None:
        update["card_overrides"] = (corrected,)
    return snap.model_copy(update=update)


def test_the_pair_shows_the_used_halves_and_flags_the_doubtful_cards(qtbot: Any) -> None:
    session = RecordingSession(_with_pair((4, 2)))
    panel = PairPanel(session)  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    assert panel.track_face.card == printed_card(4) and panel.priority_face.card == printed_card(2)
    assert panel.track_face.flagged and not panel.priority_face.flagged  # card 4: the sources disagree
    assert "hex diagram" in flag_text(4) and flag_text(2) == ""
    assert "Card 4" in panel.flags.text() and not panel.flags.isHidden()
    assert panel.track_face.toolTip().startswith(card_text(printed_card(4), "track"))
    assert "the track closest to its end" in card_text(printed_card(1), "track")
    assert "track order favourite, military" in card_text(printed_card(1), "priority")


def test_a_proposed_draw_is_shown_before_it_is_confirmed(qtbot: Any) -> None:
    session = RecordingSession(_with_pair((4, 2)))
    panel = PairPanel(session)  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    session.show(proposal=act.TapestryStep(actor="automa", action=act.DrawPair(
        track_card=printed_card(6), priority_card=printed_card(21), left=3)))
    assert (panel.track_face.card, panel.priority_face.card) == (printed_card(6), printed_card(21))
    assert panel.track_face.proposed and "proposed" in panel.status.text()


def test_a_corrected_card_is_played_and_marked_as_the_tables(qtbot: Any) -> None:
    card = printed_card(8)
    fixed = card.model_copy(update={"priority_half": card.priority_half.model_copy(update={"topple_icon": False})})
    session = RecordingSession(_with_pair((2, 8), corrected=fixed))
    panel = PairPanel(session)  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    assert panel.priority_face.card == fixed and panel.priority_face.corrected
    assert "Card 8" not in panel.flags.text()  # the table checked it: no more "check this card"


def test_the_card_editor_issues_the_correction_and_the_restore(qtbot: Any) -> None:
    session = RecordingSession(_with_pair((19, 21)))
    editor = CardEditor(session, 19)  # type: ignore[arg-type]
    qtbot.addWidget(editor)
    assert [c.currentData() for c in editor.order] == list(printed_card(19).priority_half.track_order)
    assert not editor.printed_button.isEnabled()  # nothing to restore yet
    # The table's card 19 reads military, technology, science, exploration, favourite (S_SHEI's reading).
    editor.order[1].setCurrentIndex(editor.order[1].findData("technology"))
    editor.order[2].setCurrentIndex(editor.order[2].findData("science"))
    editor.apply_button.click()
    expected = printed_card(19).model_copy(update={"priority_half": PriorityHalf(
        track_order=("military", "technology", "science", "exploration", "favorite"),
        topple_icon=printed_card(19).priority_half.topple_icon, hex_pattern=printed_card(19).priority_half.hex_pattern)})
    assert session.calls == [edits.CorrectCard(card=expected)]
    corrected = RecordingSession(_with_pair((19, 21), corrected=expected))
    again = CardEditor(corrected, 19)  # type: ignore[arg-type]
    qtbot.addWidget(again)
    assert [c.currentData() for c in again.order][1] == "technology"  # it opens on the table's reading
    again.printed_button.click()
    assert corrected.calls == [edits.CorrectCard(card=printed_card(19), restore=True)]


def test_the_die_form_offers_the_faces_that_count_and_rolls_for_me(qtbot: Any) -> None:
    session = RecordingSession(table())
    panel = ProposalPanel(session)  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    panel.show()
    session.show(proposal=act.TapestryPrompt(actor="automa", question=act.AskDie(
        why="benefit", allowed=("military", "technology"))))
    assert panel.forms.currentWidget() is panel.die and panel.forms.isVisible()
    assert [t for t, b in panel.die.faces.items() if b.isEnabled()] == ["military", "technology"]
    panel.die.faces["technology"].click()
    panel.die.roll.click()
    assert session.calls == [act.DieAnswer(face="technology"), act.DieAnswer(face=None)]


def test_the_pair_form_refuses_one_card_twice(qtbot: Any) -> None:
    session = RecordingSession(table(physical_deck=True))
    panel = ProposalPanel(session)  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    session.show(proposal=act.TapestryPrompt(actor="automa", question=act.AskPair()))
    panel.pair.left.setCurrentIndex(panel.pair.left.findData(5))
    panel.pair.right.setCurrentIndex(panel.pair.right.findData(5))
    with qtbot.waitSignal(session.refused) as refused:
        assert not panel.submit()
    assert words.error_text(*refused.args) == "The pair is two different cards: card 5 cannot be both."
    panel.pair.right.setCurrentIndex(panel.pair.right.findData(12))
    assert panel.submit()
    assert session.calls == [act.PairAnswer(track_card=5, priority_card=12)]


def test_the_trap_question_is_answered_by_the_table_not_by_enter(qtbot: Any) -> None:
    session = RecordingSession(table())
    panel = ProposalPanel(session)  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    session.show(proposal=act.TapestryPrompt(actor="automa", question=act.AskTrap(hex=(1, -1))))
    assert not panel.submit()
    panel.trap.trap.click()
    assert session.calls == [act.TrapAnswer(trap=True)]


def test_the_sides_panel_shows_what_the_map_does_not(qtbot: Any) -> None:
    snap = table()
    snap = snap.model_copy(update={"automa": snap.automa.model_copy(update={"vp": 17, "tapestry_cards": 2})})
    panel = BotsPanel(RecordingSession(snap))  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    text = panel.boxes["automa"].text()
    assert "17 VP" in text and "2 beside the mat" in text
    assert words.track_name(snap.shadow.favourite) in panel.boxes["shadow"].text()


def test_the_new_game_page_builds_the_config_and_shows_the_engines_refusal(qtbot: Any, settings: QSettings) -> None:
    dialog = TapestrySetupDialog(settings)
    qtbot.addWidget(dialog)
    assert "Age of Sail" in dialog.removed.text() and "Futurists" in dialog.removed.text()
    assert not dialog.second.isEnabled()
    dialog.level.setCurrentIndex(dialog.level.findData(6))
    assert dialog.second.isEnabled()
    dialog.automa_die.setCurrentIndex(dialog.automa_die.findData("military"))  # the Conquerors
    assert dialog.config() is None
    assert dialog.error.text() == "Level 6: choose the Automa's second civilization."
    dialog.second.setCurrentIndex(dialog.second.findData("Conquerors"))
    assert dialog.config() is None and "already plays the Conquerors" in dialog.error.text()
    dialog.second.setCurrentIndex(dialog.second.findData("Engineers"))
    dialog.shadow_die.setCurrentIndex(dialog.shadow_die.findData("science"))
    dialog.physical_deck.setChecked(True)
    dialog.first.setCurrentIndex(dialog.first.findData("bots"))
    dialog.seed.setValue(11)
    assert dialog.config() == GameConfig(level=6, seed=11, physical_deck=True, automa_die="military",
                                         shadow_die="science", second_civilization="Engineers", first="bots")
    assert dialog.error.text() == ""


def test_your_vp_and_income_turn_from_the_sides_panel(qtbot: Any) -> None:
    session = RecordingSession(table())
    panel = BotsPanel(session)  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    panel.vp.setValue(12)
    panel.income.click()
    assert session.calls == [edits.SetVP(side="human", vp=12), edits.TakeIncome()]
    done = table()
    session.show(done.model_copy(update={"human": done.human.model_copy(update={"income_turns": 5, "vp": 40})}))
    assert panel.vp.value() == 40 and not panel.income.isEnabled()
    assert len(session.calls) == 2  # showing the snapshot writes nothing back


def test_your_trap_question_asks_whether_you_play_one(qtbot: Any) -> None:
    """Review: DOBÝVÁNÍ PROTIHRÁČE, your trap against the Automa's conquest: the buttons say so."""
    session = RecordingSession(table())
    panel = ProposalPanel(session)  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    session.show(proposal=act.TapestryPrompt(actor="automa", question=act.AskTrap(hex=(1, -1), yours=True)))
    assert "play" in panel.trap.trap.text() and not panel.submit()
    panel.trap.no_trap.click()
    assert session.calls == [act.TrapAnswer(trap=False)]
    session.show(proposal=act.TapestryPrompt(actor="automa", question=act.AskTrap(hex=(1, -1))))
    assert "was" in panel.trap.trap.text()


def test_the_pair_form_offers_only_the_cards_that_can_be_in_your_deck(qtbot: Any) -> None:
    """Cards on the discard pile cannot be drawn (TAH BOTA 1: the old pair is discarded), and a progress
    card only while the deck can still hold one: the form lists what `automa.pair_options` allows, so the
    table is not refused after choosing."""
    from tablebot.games.tapestry.automa import pair_options

    snap = table(physical_deck=True)
    snap = snap.model_copy(update={"deck": snap.deck.model_copy(update={"discard": (3, 6), "draw_count": 6})})
    session = RecordingSession(snap)
    panel = ProposalPanel(session)  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    session.show(proposal=act.TapestryPrompt(actor="automa", question=act.AskPair()))
    for combo in (panel.pair.left, panel.pair.right):
        listed = [combo.itemData(i) for i in range(combo.count()) if combo.itemData(i) is not None]
        assert listed == list(pair_options(snap)) and 3 not in listed and 6 not in listed, listed

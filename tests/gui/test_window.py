"""The bot's turn through the window: prompts answered in their forms, Confirm, undo/redo by the
actions, save/open through the window, the resume offer, the new-game dialog, screenshot and self-test."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablebot import app
from tablebot.core import save as saves
from tablebot.games.root import actions as act
from tablebot.games.root import edits
from tablebot.games.root.bots import available_bots
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig
from tablebot.gui.root.board import ArrowItem, GhostPiece, MarkerItem
from tablebot.gui.root.newgame import NewGameDialog

from .waits import caught_up


def reveal(window: Any, card_text: str) -> None:
    form = window.proposal.order
    form.card.setEditText(card_text)
    QTest.mouseClick(form.by_name, Qt.MouseButton.LeftButton)
    caught_up(window)


def test_order_card_prompt_by_name_then_confirm_by_enter(window: Any, qtbot: Any) -> None:
    assert window.proposal.forms.currentWidget() is window.proposal.order
    assert not window.turn_bar.confirm.isVisible()
    reveal(window, "Foxfolk Steel (fox)")
    step = window.session.proposal
    assert isinstance(step, act.RootStep) and step.action.kind == "craft"
    assert window.turn_bar.confirm.isVisible()
    assert "Craft a sword for 1 VP." in window.turn_bar.what.text()
    assert window.proposal.reason_lines()[0] == "Rootbotics 4.4.2  Craft: the order card shows a sword, still in the supply."
    expected = window.session.rules.apply_step(window.session.snapshot, step)
    window.activateWindow()
    qtbot.waitActive(window)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.session.stack.command(1).after == expected
    # The auto-confirmed 'no battle' step is its own line in the history.
    texts = [window.session.stack.command(i).text() for i in range(window.session.stack.count())]
    assert texts[-1] == "Rootbotics 4.5.1  Battle: no ordered clearing with enemy pieces."


def test_refused_card_shows_the_message(window: Any) -> None:
    reveal(window, "No Such Card (fox)")
    assert isinstance(window.session.proposal, act.RootPrompt)
    assert "There is no card No Such Card (fox) in this deck." in window.banner.text()
    form = window.proposal.order
    form.suit.setCurrentIndex(form.suit.findData("bird"))
    form.item.setCurrentIndex(form.item.findData("hammer"))
    QTest.mouseClick(form.by_suit, Qt.MouseButton.LeftButton)
    assert "No card of this deck is a bird card with hammer." in window.banner.text()
    form.suit.setCurrentIndex(form.suit.findData("fox"))
    form.item.setCurrentIndex(form.item.findData("sword"))
    QTest.mouseClick(form.by_suit, Qt.MouseButton.LeftButton)
    assert window.session.proposal.action.kind == "craft"


def test_proposals_are_drawn_before_they_happen(window: Any) -> None:
    reveal(window, "Foxfolk Steel (fox)")
    window.confirm()  # craft; the empty battle step is skipped
    caught_up(window)
    step = window.session.proposal
    assert step.action.kind == "place"
    ghosts = [i for i in window.scene.overlay if isinstance(i, GhostPiece)]
    assert sorted(g.place for g in ghosts) == sorted(c for c, _ in step.action.targets)
    assert all(g.opacity() > 0.8 for g in ghosts)  # speed 0: at the end state at once
    before = window.session.snapshot
    assert QTest.mouseClick(window.turn_bar.confirm, Qt.MouseButton.LeftButton) is None
    assert window.session.snapshot != before
    caught_up(window)
    # The build, with nothing to move or expand, takes the Evening's bookkeeping with it: one step.
    build = window.session.proposal.action
    assert [p.kind for p in build.parts] == ["build", "score", "discard", "end_turn"]
    assert any(isinstance(i, GhostPiece) and i.place == build.parts[0].clearing for i in window.scene.overlay)
    lines = window.proposal.shown_lines()
    assert lines[:3] == ["Rootbotics 4.5.3  Build: a sawmill for the fox order.",
                         "Rootbotics 4.6.1  Score 1 VP from the sawmill track (2 on the map).",
                         "Rootbotics 4.6.2  Evening: discard the order card."]
    assert "Rootbotics 4.5.3  Build: most Marquise warriors — 1 (3 warriors)" in window.proposal.reason_lines()


def _to_mouse_battle(window: Any) -> None:
    reveal(window, "Mouse-in-a-Sack (mouse)")
    window.confirm()  # craft bag
    caught_up(window)


def test_dice_prompt_answered_and_battle_confirmed(window: Any) -> None:
    _to_mouse_battle(window)
    prompt = window.session.proposal
    assert isinstance(prompt.question, act.AskDice) and prompt.question.battle.clearing == 7
    assert window.proposal.forms.currentWidget() is window.proposal.dice
    assert not window.proposal.dice.swords.isVisibleTo(window.proposal.dice)  # no Vagabond here
    assert any(isinstance(i, MarkerItem) for i in window.scene.overlay)
    window.proposal.dice.die_a.setValue(3)
    window.proposal.dice.die_b.setValue(1)
    QTest.mouseClick(window.proposal.dice.use, Qt.MouseButton.LeftButton)
    caught_up(window)
    battle = window.session.proposal
    assert battle.action.kind == "battle"
    assert (battle.action.attacker_hits, battle.action.defender_hits) == (1, 1)
    assert "Dice 3 and 1 (rolled at the table)" in " ".join(window.proposal.reason_lines())
    window.confirm()
    snap = window.session.snapshot
    assert snap.place(7).count("eyrie", "warrior") == 1 and snap.place(7).count("marquise", "warrior") == 0


def test_roll_for_me(window: Any) -> None:
    _to_mouse_battle(window)
    QTest.mouseClick(window.proposal.dice.roll, Qt.MouseButton.LeftButton)
    caught_up(window)
    battle = window.session.proposal
    assert battle.action.kind == "battle" and battle.action.rolled_by_app
    assert "rolled by the app" in " ".join(window.proposal.reason_lines())
    window.session.undo()
    assert window.session.proposal.question.kind == "dice"


def test_vagabond_defender_gets_a_swords_box(window: Any) -> None:
    config = GameConfig(seats=(SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
                               SeatConfig(faction="vagabond")), keep_corner=1)
    assert window.start_new_game(config, show_log=False)
    s = window.session
    assert s.edit(edits.AddPiece(faction="vagabond", piece="pawn", place=9))
    reveal(window, "Mouse-in-a-Sack (mouse)")
    window.confirm()
    q = s.proposal.question
    assert q.kind == "dice" and q.battle.defender == "vagabond"
    dice = window.proposal.dice
    assert dice.swords.isVisibleTo(dice)
    dice.die_a.setValue(2)
    dice.die_b.setValue(0)
    dice.swords.setValue(0)
    QTest.mouseClick(dice.use, Qt.MouseButton.LeftButton)
    battle = s.proposal.action
    assert battle.kind == "battle" and battle.attacker_hits == 2  # 1 rolled (one warrior) + defenceless


def test_removal_prompt(window: Any) -> None:
    s = window.session
    s.edit(edits.RemovePiece(faction="eyrie", piece="warrior", place=7, count=2))
    s.edit(edits.AddPiece(faction="alliance", piece="base_mouse", place=11))
    s.edit(edits.AddPiece(faction="marquise", piece="warrior", place=11, count=3))
    _to_mouse_battle(window)
    q = s.proposal.question
    assert q.kind == "dice" and q.battle.clearing == 11
    window.proposal.dice.die_a.setValue(2)
    window.proposal.dice.die_b.setValue(2)  # the human Alliance defends with Guerrilla War: 2-2, 2 hits each
    QTest.mouseClick(window.proposal.dice.use, Qt.MouseButton.LeftButton)
    caught_up(window)
    q = s.proposal.question
    assert q.kind == "removal" and q.hits == 1
    form = window.proposal.removal
    assert window.proposal.forms.currentWidget() is form
    form.spins["sympathy"].setValue(0)
    form.spins["base_mouse"].setValue(0)
    QTest.mouseClick(form.submit_button, Qt.MouseButton.LeftButton)
    assert "Choose pieces to remove: exactly 1." in window.banner.text()
    form.spins["base_mouse"].setValue(1)
    QTest.mouseClick(form.submit_button, Qt.MouseButton.LeftButton)
    battle = s.proposal
    assert battle.action.kind == "battle"
    assert any(r.piece == "base_mouse" for r in battle.action.removals)


def test_undo_redo_actions_round_trip_mid_turn(window: Any) -> None:
    reveal(window, "Foxfolk Steel (fox)")
    window.confirm()
    window.confirm()
    mid = window.session.snapshot
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert window.session.proposal.action.kind == "nothing"
    window.redo_action.trigger()
    window.redo_action.trigger()
    assert window.session.snapshot == mid
    # The history view lists every entry and jumping back is a click.
    model = window.history.model()
    assert model.rowCount() == window.session.stack.count() + 1
    window.history.setCurrentIndex(model.index(1, 0))
    assert window.session.stack.index() == 1
    assert isinstance(window.session.proposal, act.RootStep)


def test_move_proposal_is_an_arrow(window: Any) -> None:
    s = window.session
    s.edit(edits.AddPiece(faction="marquise", piece="warrior", place=8, count=4))
    reveal(window, "Foxfolk Steel (fox)")
    def move() -> Any:
        action = s.proposal.action
        return next((a for a in (action, *getattr(action, "parts", ())) if a.kind == "move"), None)

    while move() is None:
        assert window.confirm()
    arrows = [i for i in window.scene.overlay if isinstance(i, ArrowItem)]
    assert len(arrows) == 1 and arrows[0].label == str(move().count)
    assert arrows[0].progress == 1.0


def test_save_and_open_through_the_window(window: Any, tmp_path: Path, qtbot: Any) -> None:
    reveal(window, "Foxfolk Steel (fox)")
    window.confirm()
    path = tmp_path / "table.tablebot.json"
    assert window.save_file(path)
    assert "table.tablebot.json" in window.windowTitle() and "*" not in window.windowTitle()
    saved = window.session.snapshot
    window.session.edit(edits.SetVP(faction="eyrie", vp=9))
    assert "*" in window.windowTitle()
    assert window.open_file(path)
    assert window.session.snapshot == saved
    assert window.workspace.factions.vp["eyrie"].value() == 2


def test_corrupt_file_leaves_game_and_file_alone(window: Any, tmp_path: Path) -> None:
    window.session.edit(edits.SetVP(faction="eyrie", vp=9))
    before = window.session.snapshot
    path = tmp_path / "broken.json"
    path.write_text('{"format": "tablebot-save", "version": 1, "game": "root", "histo', encoding="utf-8")
    assert not window.open_file(path)
    assert window.session.snapshot is before
    assert path.read_text(encoding="utf-8").endswith('"histo')
    assert "The file is not a Tablebot save" in window.banner.text()


def test_resume_autosave_offer(qtbot: Any, settings: Any) -> None:
    first = app.build_window(settings)
    qtbot.addWidget(first)
    with qtbot.waitSignal(first.session.autosaved):
        first.session.edit(edits.SetVP(faction="alliance", vp=12))
    assert saves.autosave_path().exists()
    declined = app.build_window(settings)
    qtbot.addWidget(declined)
    asked: list[bool] = []
    assert not app.resume_autosave(declined, lambda: asked.append(True) or False)
    assert asked and declined.session.snapshot.faction("alliance").vp == 1
    resumed = app.build_window(settings)
    qtbot.addWidget(resumed)
    assert app.resume_autosave(resumed, lambda: True)
    assert resumed.session.snapshot.faction("alliance").vp == 12
    assert resumed.session.stack.count() == 1 and resumed.session.path is None


def test_damaged_autosave_is_reported_not_deleted(qtbot: Any, settings: Any) -> None:
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("garbage", encoding="utf-8")
    window = app.build_window(settings, autosave=False)
    qtbot.addWidget(window)
    assert not app.resume_autosave(window, lambda: True)
    assert path.read_text(encoding="utf-8") == "garbage"
    assert window.session.stack.count() == 0


def test_new_game_dialog_builds_the_config(window: Any, qtbot: Any) -> None:
    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    rows = {r.faction: r for r in dialog.rows}
    rows["vagabond"].play.setChecked(True)
    # A faction's Bot box is enabled only when its bot's engine is present.
    assert rows["vagabond"].is_bot.isEnabled() == ("vagabot" in available_bots())
    assert rows["marquise"].is_bot.isEnabled()
    rows["marquise"].difficulty.setCurrentIndex(rows["marquise"].difficulty.findData("nightmare"))
    rows["marquise"].printing.setCurrentIndex(rows["marquise"].printing.findData("directors_cut"))
    rows["marquise"].traits["iron_will"].setChecked(True)
    assert "1 VP per two players" in dialog.texts.text()
    assert "twice per turn" in dialog.texts.text()
    rows["eyrie"].seat.setValue(0)  # clamps to 1: the Eyrie plays before the Marquise
    rows["marquise"].seat.setValue(2)
    dialog.keep.setCurrentIndex(dialog.keep.findData(2))
    dialog.seed.setValue(42)
    config = dialog.config()
    assert config is not None
    assert [s.faction for s in config.seats][:2] == ["eyrie", "marquise"]
    marquise = next(s for s in config.seats if s.faction == "marquise")
    assert marquise.bot is not None and marquise.bot.traits == ("iron_will",)
    assert config.keep_corner == 2 and config.seed == 42
    assert window.start_new_game(config, show_log=False)
    snap = window.session.snapshot
    assert snap.place(2).count("marquise", "keep") == 1
    assert window.session.stack.count() == 0
    assert "Rootbotics 4.3.2  The Keep goes in clearing 2, as the table chose." in window.setup_text(snap.log)
    assert len(window.workspace.piece_palette.buttons) > 10 and ("vagabond", "pawn") in window.workspace.piece_palette.buttons


def test_screenshot_writes_a_png(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    # In a subprocess: screenshot() owns its QApplication, as it does under `tablebot --screenshot`.
    code = f"import sys; from tablebot.app import screenshot; sys.exit(screenshot({str(out)!r}))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60, check=False,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 0, result.stderr
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 20_000


def test_self_test_in_process(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                              tmp_path: Any) -> None:
    assert app.self_test() == 0
    assert "self-test: ok (languages: en, pl, cs, pt_BR)" in capsys.readouterr().out
    # A build whose translations are missing fails its self-test, saying which.
    from tablebot import i18n

    monkeypatch.setattr(i18n, "source_dir", lambda: tmp_path)
    assert app.self_test() == 1
    assert "the pl translation did not load" in capsys.readouterr().err


def test_animations_run_and_jump_to_their_end_on_undo(window: Any, settings: Any, qtbot: Any) -> None:
    settings.setValue("view/animation_speed", 2.0)  # slow: still running when we undo
    reveal(window, "Foxfolk Steel (fox)")
    window.confirm()
    assert window.scene.animations.state() == window.scene.animations.State.Running
    ghosts = [i for i in window.scene.overlay if isinstance(i, GhostPiece)]
    assert ghosts and ghosts[0].opacity() < 0.9  # fading in
    window.undo_button.trigger()
    assert window.session.proposal.action.kind == "nothing"
    qtbot.waitUntil(lambda: window.scene.animations.state() != window.scene.animations.State.Running,
                    timeout=3000)


def test_keyboard_ruins_toggle(window: Any) -> None:
    palette = window.workspace.piece_palette
    palette.place_box.setCurrentIndex(palette.place_box.findData(5))
    QTest.mouseClick(palette.ruins_button, Qt.MouseButton.LeftButton)
    assert window.session.snapshot.place(5).ruins


def test_other_bots_boards_are_listed(window: Any) -> None:
    if not {"electric_eyrie", "vagabot"} <= set(available_bots()):
        pytest.skip("the Eyrie and Vagabot engines are not in this build")
    config = GameConfig(seats=(
        SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
        SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie")),
        SeatConfig(faction="vagabond", bot=BotConfig(bot="vagabot", character="ranger"))), seed=5)
    assert window.start_new_game(config, show_log=False)
    text = window.workspace.factions.bot_label.text()
    assert "Decree: fox 0, mouse 0, rabbit 0, bird 2 (2 viziers)" in text
    assert "Character: Ranger" in text and "Items: " in text


def test_reaching_30_vp_says_who_won(window: Any) -> None:
    window.session.edit(edits.SetVP(faction="eyrie", vp=30))
    caught_up(window)
    assert window.turn_bar.what.text().startswith("Game over: the Eyrie wins with 30 VP.")
    window.session.undo()
    caught_up(window)
    assert "Game over" not in window.turn_bar.what.text()

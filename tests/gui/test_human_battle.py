"""A human battles a bot from the clearing's menu (issue 8, item 12): the table enters the dice,
the engine applies both sides' hits; the attacker is asked for its own building/token losses."""

from __future__ import annotations

from typing import Any

from tablebot.games.root import edits


def test_a_human_battles_the_bot_with_dice_and_both_sides_lose(window: Any) -> None:
    s = window.session
    assert s.edit(edits.AddPiece(faction="eyrie", piece="warrior", place=9, count=2))
    # Clearing 9: one Marquise warrior and a sawmill. Dice 3/1: the Eyrie deals 2 (its warriors), the
    # Marquise 1 (its one warrior): the Eyrie loses a warrior, the Marquise both pieces.
    assert window.scene.human_battle(9, "eyrie", "marquise", (3, 1))
    place = s.snapshot.place(9)
    assert place.count("marquise") == 0 and place.count("eyrie", "warrior") == 1
    assert s.snapshot.faction("eyrie").vp == 3  # 1 VP for the sawmill
    assert s.history_labels()[-1].code == "history.edit.human_battle"


def test_the_attacker_is_asked_for_its_losses_beyond_warriors(window: Any, monkeypatch: Any) -> None:
    s = window.session
    # Clearing 11 (mouse): Alliance warrior and sympathy, plus a base; the Marquise bot 3 warriors.
    assert s.edit(edits.AddPiece(faction="alliance", piece="base_mouse", place=11))
    assert s.edit(edits.AddPiece(faction="marquise", piece="warrior", place=11, count=2))
    asked: list[tuple[str, int, tuple[tuple[str, int], ...]]] = []

    def answer(faction: str, hits: int, options: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
        asked.append((faction, hits, options))
        return (("base_mouse", 1),)

    monkeypatch.setattr(window.scene, "ask_losses", answer)
    # Dice 3/2: the Alliance deals 1 (one warrior), the Marquise 2: the warrior, then the Alliance's choice.
    assert window.scene.human_battle(11, "alliance", "marquise", (3, 2))
    assert asked == [("alliance", 1, (("base_mouse", 1), ("sympathy", 1)))]
    place = s.snapshot.place(11)
    assert place.count("alliance", "base_mouse") == 0 and place.count("alliance", "sympathy") == 1
    assert place.count("marquise", "warrior") == 2
    assert s.snapshot.faction("marquise").vp == 1  # the bot scores the base it removed


def test_losses_dialog_offers_each_kind(qtbot: Any) -> None:
    from tablebot.gui.root.dialogs import LossesDialog

    dialog = LossesDialog("alliance", 1, (("base_fox", 1), ("sympathy", 1)))
    qtbot.addWidget(dialog)
    assert dialog.values() == (("base_fox", 1),)


def test_a_human_arbiter_answers_with_its_swords(qtbot: Any) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tablebot.controller.session import Session
    from tablebot.games.registry import game_rules
    from tablebot.games.root import actions as act
    from tablebot.games.root import game
    from tablebot.games.root.setup import GameConfig, SeatConfig
    from tablebot.games.root.state import BotConfig, OrderCard
    from tablebot.gui.root.panels import ProposalPanel

    snap = game.new_game(GameConfig(seats=(SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
                                           SeatConfig(faction="eyrie"), SeatConfig(faction="vagabond")),
                                    seed=1, keep_corner=1))
    for faction, piece, n in (("marquise", "warrior", 3), ("eyrie", "warrior", 1), ("vagabond", "pawn", 1)):
        snap = game.apply_edit(snap, edits.AddPiece(faction=faction, piece=piece, place=7, count=n))
    session = Session(game_rules("root"), snap, autosave=False)
    panel = ProposalPanel(session)
    qtbot.addWidget(panel)
    assert session.answer(act.OrderCardAnswer(card=OrderCard(name="Codebreakers", suit="mouse")))
    assert isinstance(session.proposal.question, act.AskArbiter)  # before the dice (7.7.6)
    form = panel.arbiter
    assert not form.swords.isHidden()
    form.swords.setValue(2)
    QTest.mouseClick(form.yes, Qt.MouseButton.LeftButton)
    q = session.proposal.question
    assert isinstance(q, act.AskDice) and q.battle.arbiter and q.battle.vagabond_swords == 2


def test_the_turn_bar_asks_the_table_about_a_human_arbiter_for_a_bot_defender() -> None:
    from tablebot.games.root import actions as act
    from tablebot.games.root import battle, game
    from tablebot.games.root.common import PendingBattle
    from tablebot.games.root.setup import GameConfig, SeatConfig
    from tablebot.games.root.state import BotConfig
    from tablebot.gui.root.panels import headline

    seats = (SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
             SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie")), SeatConfig(faction="vagabond"))
    snap = game.new_game(GameConfig(seats=seats, seed=1, keep_corner=1))
    for faction, piece, n in (("eyrie", "warrior", 3), ("vagabond", "pawn", 1)):
        snap = game.apply_edit(snap, edits.AddPiece(faction=faction, piece=piece, place=7, count=n))
    snap = game.apply_edit(snap, edits.SetVP(faction="marquise", vp=3))
    ask = battle.ask_before_dice(snap, PendingBattle(clearing=7, attacker="eyrie", defender="marquise"))
    assert isinstance(ask.question, act.AskArbiter)
    assert headline(snap, ask) == "The Marquise enlists the Vagabond in clearing 7 if it is the Arbiter: is it?"


def test_with_mercenaries_the_human_says_who_takes_the_odd_hit(qtbot: Any, settings: Any, monkeypatch: Any) -> None:
    """9.2.3 III: a human Eyrie that hired Mercenaries attacks; the Marquise deals 3 hits, split
    evenly with the Riverfolk warriors there: the table is asked who takes the odd one."""
    from tablebot.app import build_window
    from tablebot.games.root import game
    from tablebot.games.root.setup import GameConfig, SeatConfig
    from tablebot.games.root.state import BotConfig

    from ..games.root.scenario import with_pieces

    seats = (SeatConfig(faction="eyrie"), SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
             SeatConfig(faction="riverfolk"))
    snap = with_pieces(game.new_game(GameConfig(seats=seats, seed=1, keep_corner=1)),
                       {5: {("eyrie", "warrior"): 3, ("marquise", "warrior"): 3, ("riverfolk", "warrior"): 2}}, ruins=())
    window = build_window(settings, snapshot=snap, autosave=False)
    qtbot.addWidget(window)
    s = window.session
    assert s.edit(edits.BuyServices(buyer="eyrie", services=("mercenaries",), paid=2))
    asked: list[tuple[str, int]] = []

    def answer(faction: str, hits: int) -> bool:
        asked.append((faction, hits))
        return False  # the odd hit on the Eyrie's own warriors

    monkeypatch.setattr(window.scene, "ask_odd_hit", answer)
    assert window.scene.human_battle(5, "eyrie", "marquise", (3, 3))
    assert asked == [("eyrie", 3)]
    place = s.snapshot.place(5)
    assert place.count("eyrie", "warrior") == 1 and place.count("riverfolk", "warrior") == 1
    # Undo takes the battle back whole.
    s.undo()
    assert s.snapshot.place(5).count("eyrie", "warrior") == 3

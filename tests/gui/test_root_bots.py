"""The Electric Eyrie, the Automated Alliance and the Vagabot through the GUI (issue 3): each bot's
step drawn before it happens and confirmed; the faction boards following the snapshot and
correctable (one SetBotBoard per gesture, undoable); Outrage asked after a human's gesture; the
pawn in the forests; the table's prompts; the new-game dialog; the co-op winner.

The Root widgets are built around a Session directly (as the workspace builds them), so these tests
do not depend on how the main window arranges them."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPointF, QSettings, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QHBoxLayout, QScrollArea, QVBoxLayout, QWidget

from tablebot.controller.session import Session
from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games.registry import game_rules
from tablebot.games.root import actions as act
from tablebot.games.root import edits, game
from tablebot.games.root.bots import BOTS
from tablebot.games.root.bots.eyrie_state import EyrieBoard
from tablebot.games.root.bots.vagabot_state import VagabotBoard
from tablebot.games.root.cards import available_cards
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, OrderCard, RootSnapshot
from tablebot.gui.root import names
from tablebot.gui.root.board import ArrowItem, BoardScene, BoardView, GhostPiece, MarkerItem
from tablebot.gui.root.newgame import NewGameDialog
from tablebot.gui.root.outrage import OutrageQuestion
from tablebot.gui.root.palette import PalettePanel
from tablebot.gui.root.panels import FactionPanel, ProposalPanel, TurnBar, board_lines
from tablebot.gui.root.reasons import error_text, reason_text
from tablebot.gui.root.root_boards import MIME_ITEM, EyrieBoardWidget, VagabotBoardWidget


# -- seeded games played headless to the step a test needs ------------------------------------
def four_bots(seed: int, *, character: str = "ranger", human_alliance: bool = False, coop: bool = False) -> RootSnapshot:
    """The Marquise, Eyrie, Alliance and Vagabot bots (or a human Alliance) on Autumn."""
    alliance = SeatConfig(faction="alliance") if human_alliance else \
        SeatConfig(faction="alliance", bot=BotConfig(bot="automated_alliance"))
    seats = (SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
             SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie")),
             alliance,
             SeatConfig(faction="vagabond", bot=BotConfig(bot="vagabot", character=character)))
    return game.new_game(GameConfig(seats=seats, seed=seed, coop=coop))


def answer_for(snap: RootSnapshot, prompt: act.RootPrompt, rnd: random.Random) -> Any:
    """What a table might answer: a random card, app-rolled dice, the first options."""
    q = prompt.question
    if isinstance(q, act.AskOrderCard):
        c = rnd.choice(available_cards(snap))
        return act.OrderCardAnswer(card=OrderCard(name=c.name, suit=c.suit, item=c.item))
    if isinstance(q, act.AskDice):
        return act.DiceAnswer(dice=None, vagabond_swords=1 if q.battle.defender == "vagabond" else None)
    if isinstance(q, act.AskRemoval):
        left, choice = q.hits, []
        for kind, n in q.options:
            choice.append((kind, min(n, left)))
            left -= min(n, left)
        return act.RemovalAnswer(choice=tuple(choice))
    if isinstance(q, act.AskArbiter):
        return act.ArbiterAnswer(enlist=False)
    if isinstance(q, act.AskTable):
        return act.TableAnswer(chosen=() if q.multiple else (q.options[0],))
    raise AssertionError(q)


def advance(snap: RootSnapshot, until: Any, *, seed: int = 1, max_rounds: int = 8, human: Any = None
            ) -> tuple[RootSnapshot, Any] | None:
    """Play on until `until(snap, proposal)`; None if the game ends or runs too long. Humans pass,
    or first do `human(snap)` (which returns the snapshot after their edits)."""
    rnd = random.Random(seed)
    for _ in range(5000):
        step = game.next_step(snap)
        if until(snap, step):
            return snap, step
        if snap.turn.round > max_rounds or getattr(getattr(step, "action", None), "kind", "") == "game_over":
            return None
        if isinstance(step, HumanTurn):
            snap = game.end_human_turn(human(snap) if human is not None else snap)
        elif isinstance(step, act.RootPrompt):
            snap = game.answer(snap, step, answer_for(snap, step, rnd))
        else:
            snap = game.apply_step(snap, step)
    return None


def is_revolt(snap: RootSnapshot, step: Any) -> bool:
    a = getattr(step, "action", None)
    return isinstance(step, act.RootStep) and step.actor == "alliance" and isinstance(a, act.Compound) and \
        any(isinstance(p, act.Build) for p in a.parts) and any(isinstance(p, act.RemovePieces) for p in a.parts)


def is_decree(snap: RootSnapshot, step: Any) -> bool:
    return isinstance(step, act.RootStep) and step.actor == "eyrie" and isinstance(step.action, act.SetBoard)


def is_vagabot_move(snap: RootSnapshot, step: Any) -> bool:
    a = getattr(step, "action", None)
    return isinstance(step, act.RootStep) and step.actor == "vagabond" and isinstance(a, act.Compound) and \
        sum(isinstance(p, act.Move) for p in a.parts) >= 2 and any(isinstance(p, act.SetBoard) for p in a.parts) \
        and any(isinstance(p, act.Move) and isinstance(p.origin, str) for p in a.parts)


def is_arbiter(snap: RootSnapshot, step: Any) -> bool:
    return isinstance(step, act.RootPrompt) and isinstance(step.question, act.AskArbiter)


def is_bot_battle(snap: RootSnapshot, step: Any) -> bool:
    a = getattr(step, "action", None)
    return isinstance(a, act.Battle) and snap.faction(a.defender).is_bot and snap.faction(a.attacker).is_bot \
        and bool(a.removals)


def alliance_joins_the_vagabot(snap: RootSnapshot) -> RootSnapshot:
    """A human Alliance puts warriors where the Vagabot stands, so bots attack them beside it."""
    here = next(p.id for p in snap.places if p.count("vagabond", "pawn"))
    if isinstance(here, int):
        try:
            snap = game.apply_edit(snap, edits.AddPiece(faction="alliance", piece="warrior", place=here, count=2))
        except IllegalEdit:
            pass
    return snap


# -- the Root widgets around a session ---------------------------------------------------------
@dataclass
class RootUI:
    session: Session
    host: QWidget
    scene: BoardScene
    view: BoardView
    turn_bar: TurnBar
    proposal: ProposalPanel
    factions: FactionPanel
    palette: PalettePanel
    refusals: list[tuple[str, dict[str, Any]]]


@pytest.fixture
def make_ui(qtbot: Any, settings: QSettings) -> Iterator[Any]:
    """Build the Root widgets around a session on a snapshot, laid out at 1366x768."""

    def make(snap: RootSnapshot) -> RootUI:
        session = Session(game_rules("root"), snap, describe=reason_text, autosave=False)
        host = QWidget()
        qtbot.addWidget(host)
        session.setParent(host)
        scene = BoardScene(session, settings, host)
        view = BoardView(scene)
        turn_bar, proposal, factions, palette = TurnBar(session), ProposalPanel(session), FactionPanel(session), \
            PalettePanel(session)
        middle = QVBoxLayout()
        middle.addWidget(turn_bar)
        middle.addWidget(view, 1)
        right = QVBoxLayout()
        right.addWidget(proposal)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(factions)
        right.addWidget(scroll, 1)
        row = QHBoxLayout(host)
        row.addWidget(palette)
        row.addLayout(middle, 1)
        row.addLayout(right)
        refusals: list[tuple[str, dict[str, Any]]] = []
        session.refused.connect(lambda code, params: refusals.append((code, params)))
        host.resize(1366, 768)
        host.show()
        qtbot.waitExposed(host)
        view.fit()
        return RootUI(session, host, scene, view, turn_bar, proposal, factions, palette, refusals)

    yield make


def drag(ui: Any, start: QPointF, end: QPointF) -> None:
    """A real mouse drag on the board view (`ui.view`: a RootUI's or the main window's): press, a
    few moves, release."""
    vp = ui.view.viewport()
    a, b = ui.view.mapFromScene(start), ui.view.mapFromScene(end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(vp, a + (b - a) * i / 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def confirm(ui: RootUI) -> None:
    assert ui.turn_bar.confirm.isVisible()
    QTest.mouseClick(ui.turn_bar.confirm, Qt.MouseButton.LeftButton)


def found(snap: RootSnapshot, until: Any, **kw: Any) -> tuple[RootSnapshot, Any]:
    result = advance(snap, until, **kw)
    assert result is not None, "the seeded game no longer reaches this step"
    return result


# -- one confirmed step of each bot -------------------------------------------------------------
def test_eyrie_decree_step_is_shown_on_its_board_then_confirmed(make_ui: Any) -> None:
    snap, step = found(four_bots(1), is_decree)
    ui = make_ui(snap)
    boards = ui.factions.boards
    decree = boards.boards["eyrie"]
    assert isinstance(decree, EyrieBoardWidget)
    before = snap.faction("eyrie").board
    assert isinstance(before, EyrieBoard)
    # Shown before it happens: the banner on the map, the Eyrie's tab to the front and lit up.
    added = step.action.board.decree[-1]
    assert "column of the Decree" in ui.scene.banner_text()
    assert boards.currentWidget() is decree and decree.is_highlighted()
    assert "Proposed: Add" in decree.proposed.text()
    assert len(decree.chips) == len(before.decree)
    assert "column of the Decree" in ui.turn_bar.what.text()
    confirm(ui)
    after = ui.session.snapshot.faction("eyrie").board
    assert isinstance(after, EyrieBoard) and len(after.decree) == len(before.decree) + 1
    # The widget follows the snapshot: one more chip, in the column the card went to.
    assert len(decree.chips) == len(after.decree)
    assert decree.chips[-1].card == added
    assert decree.headers[added.column].text().startswith(f"{names.SUIT_SYMBOLS[added.column.value]} ")
    ui.session.stack.setIndex(0)  # back past the step and the 'nothing' steps confirmed after it
    assert len(decree.chips) == len(before.decree)


def test_alliance_revolt_is_drawn_then_confirmed(make_ui: Any) -> None:
    snap, step = found(four_bots(1), is_revolt)
    ui = make_ui(snap)
    parts = step.action.parts
    build = next(p for p in parts if isinstance(p, act.Build))
    removals = next(p for p in parts if isinstance(p, act.RemovePieces)).removals
    ghosts = [i for i in ui.scene.overlay if isinstance(i, GhostPiece)]
    # The pieces that go are crossed out in red; the base comes in as a ghost.
    assert {(g.faction, g.kind) for g in ghosts if g.label.startswith("−")} == {(r.faction, r.piece) for r in removals}
    assert any(g.kind == build.piece and not g.label.startswith("−") for g in ghosts)
    assert "Build a" in ui.proposal.title.text() and "Remove" in ui.proposal.title.text()
    confirm(ui)
    snap2 = ui.session.snapshot
    assert snap2.place(build.clearing).count("alliance", build.piece) == 1
    base_label = ui.factions.boards.boards["alliance"].bases[build.piece].text()
    assert f"on the map in clearing {build.clearing}" in base_label


def test_vagabot_route_through_a_forest_is_drawn_then_confirmed(make_ui: Any) -> None:
    snap, step = found(four_bots(1), is_vagabot_move)
    ui = make_ui(snap)
    moves = [p for p in step.action.parts if isinstance(p, act.Move)]
    arrows = [i for i in ui.scene.overlay if isinstance(i, ArrowItem)]
    assert [a.label for a in arrows] == [str(i + 1) for i in range(len(moves))]  # numbered hops
    assert arrows[0].start == ui.scene.geometry.centres[moves[0].origin]  # out of the forest
    pawn = [g for g in ui.scene.overlay if isinstance(g, GhostPiece) and g.kind == "pawn"]
    assert len(pawn) == 1 and pawn[0].place == moves[-1].dest
    assert "exhaust" in ui.scene.banner_text()
    assert "→" in ui.turn_bar.what.text() and "forest" in ui.turn_bar.what.text()
    satchel = ui.factions.boards.boards["vagabond"]
    assert isinstance(satchel, VagabotBoardWidget) and satchel.is_highlighted()
    confirm(ui)
    board = ui.session.snapshot.faction("vagabond").board
    assert isinstance(board, VagabotBoard)
    assert ui.session.snapshot.place(moves[-1].dest).count("vagabond", "pawn") == 1
    # The satchel follows the snapshot after the step.
    for key, box in satchel.boxes.items():
        assert box.spin.value() == getattr(board.settled(), key)
    assert satchel.track_text.text().startswith(f"{board.undamaged} undamaged items")


def test_a_battle_between_two_bots_names_both_and_marks_the_losses(make_ui: Any) -> None:
    snap, step = found(four_bots(1), is_bot_battle)
    ui = make_ui(snap)
    a = step.action
    marker = next(i for i in ui.scene.overlay if isinstance(i, MarkerItem) and i.kind == "battle")
    assert marker.label.startswith(f"{a.attacker.capitalize()[:3]}") and "deals" in marker.label
    crossed = {(g.faction, g.kind) for g in ui.scene.overlay if isinstance(g, GhostPiece) and g.label.startswith("−")}
    assert crossed == {(r.faction, r.piece) for r in a.removals}
    confirm(ui)
    assert ui.session.stack.count() >= 1


# -- the faction boards, corrected by the table ------------------------------------------------
def test_satchel_corrections_are_one_edit_each_and_undo(make_ui: Any) -> None:
    ui = make_ui(four_bots(3))
    satchel = ui.factions.boards.boards["vagabond"]
    assert isinstance(satchel, VagabotBoardWidget)
    s = ui.session
    start = s.snapshot.faction("vagabond").board
    assert isinstance(start, VagabotBoard)
    # A spin box: one SetBotBoard.
    satchel.boxes["damaged_ready"].spin.setValue(2)
    assert s.stack.count() == 1 and s.snapshot.faction("vagabond").board.damaged_ready == 2
    assert "Corrected the Vagabond's faction board" in s.stack.command(0).text()
    # A drag from the face-up box to the exhausted box: one more, one item moved.
    mime = QMimeData()
    mime.setData(MIME_ITEM, b"ready")
    target = satchel.boxes["exhausted"]
    drop = QDropEvent(QPointF(5, 5), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    target.dropEvent(drop)
    board = s.snapshot.faction("vagabond").board
    assert s.stack.count() == 2 and board.ready == start.ready - 1 and board.exhausted == start.exhausted + 1
    assert satchel.boxes["exhausted"].spin.value() == board.exhausted
    # The quest, chosen in its box.
    satchel.quest.setCurrentIndex(satchel.quest.findData("rabbit"))
    assert s.snapshot.faction("vagabond").board.quest == "rabbit"
    s.undo()
    s.undo()
    assert satchel.boxes["ready"].spin.value() == start.ready and satchel.boxes["damaged_ready"].spin.value() == 2
    s.undo()
    assert s.snapshot.faction("vagabond").board == start
    assert satchel.boxes["damaged_ready"].spin.value() == 0
    # A refused correction shows the engine's words and leaves the boxes on the snapshot.
    satchel.boxes["damaged_exhausted"].spin.setValue(30)
    assert ui.refusals[-1][0] == "edit.too_many_items"
    assert "more than the Vagabot can hold" in error_text(*ui.refusals[-1])
    assert satchel.boxes["damaged_exhausted"].spin.value() == 0 and s.stack.index() == 0


def test_decree_cards_added_and_removed_by_their_menus(make_ui: Any) -> None:
    ui = make_ui(four_bots(3))
    decree = ui.factions.boards.boards["eyrie"]
    assert isinstance(decree, EyrieBoardWidget)
    s = ui.session
    viziers = len(decree.chips)
    decree._fill_add_menu(Suit.FOX)
    menu = decree.add_buttons[Suit.FOX].menu()
    assert menu is not None
    anvil = next(a for a in menu.actions() if a.text().startswith("Anvil"))
    anvil.trigger()
    board = s.snapshot.faction("eyrie").board
    assert s.stack.count() == 1 and board.decree[-1].card.name == "Anvil (fox)"
    assert len(decree.chips) == viziers + 1 and "Anvil" in decree.chips[-1].text()
    assert decree.headers[board.decree[-1].column].text().startswith("F 1")
    chip_menu = decree.chips[-1].menu()
    assert chip_menu is not None
    chip_menu.actions()[0].trigger()
    assert s.stack.count() == 2 and len(decree.chips) == viziers
    s.undo()
    assert len(decree.chips) == viziers + 1
    # The roost track and the largest column are read from the same snapshot.
    assert "Roosts: 1 on the map, 6 on the track. Evening scores 0 VP" in decree.roost_text.text()
    assert "Largest column: bird" in decree.largest.text()


def test_marquise_and_alliance_tracks_follow_the_map(make_ui: Any) -> None:
    ui = make_ui(four_bots(3))
    s = ui.session
    marquise = ui.factions.boards.boards["marquise"]
    alliance = ui.factions.boards.boards["alliance"]
    sawmills = s.snapshot.on_board("marquise", "sawmill")
    assert marquise.track_labels["sawmill"].text() == f"{sawmills - 1 if sawmills else 0} VP"
    assert "Sympathy: 0 on the map, 10 on the track. The next token scores 0 VP." in alliance.track_text.text()
    free = next(p.id for p in s.snapshot.clearings() if not p.count("marquise", "keep"))
    assert s.edit(edits.AddPiece(faction="alliance", piece="sympathy", place=free))
    assert "1 on the map, 9 on the track. The next token scores 1 VP." in alliance.track_text.text()
    spaces = alliance.track.spaces
    assert not spaces[0].filled and spaces[1].filled and spaces[1].marked and spaces[1].caption == "+1"


# -- Outrage -----------------------------------------------------------------------------------
def alliance_bot_and_human_eyrie() -> RootSnapshot:
    seats = (SeatConfig(faction="alliance", bot=BotConfig(bot="automated_alliance")),
             SeatConfig(faction="eyrie"), SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")))
    snap = game.new_game(GameConfig(seats=seats, seed=2, keep_corner=1))
    for e in (edits.AddPiece(faction="alliance", piece="sympathy", place=5),
              edits.AddPiece(faction="eyrie", piece="warrior", place=10, count=2)):
        snap = game.apply_edit(snap, e)
    return snap


def outrage_question(ui: RootUI) -> OutrageQuestion:
    questions = [q for q in ui.host.findChildren(OutrageQuestion) if q.isVisible()]
    assert len(questions) == 1
    return questions[0]


@pytest.mark.parametrize("discarded", [True, False])
def test_outrage_is_asked_after_a_human_moves_into_sympathy(make_ui: Any, discarded: bool) -> None:
    ui = make_ui(alliance_bot_and_human_eyrie())
    s = ui.session
    vp = s.snapshot.faction("alliance").vp
    item = ui.scene.pieces[(10, "eyrie", "warrior", 0)]
    drag(ui, item.scenePos(), ui.scene.geometry.centres[5])
    assert s.snapshot.place(5).count("eyrie", "warrior") == 1 and s.stack.count() == 1
    question = outrage_question(ui)
    assert question.text() == "Outrage in clearing 5 (rabbit): did the Eyrie discard a rabbit card?"
    QTest.mouseClick(question.yes if discarded else question.no, Qt.MouseButton.LeftButton)
    assert s.stack.count() == 2
    assert s.history_labels()[-1].code == "history.edit.outrage"
    # The history says yes or no, not the 1 or 0 the label's parameters hold.
    words = reason_text(s.history_labels()[-1])
    assert words.endswith("(card discarded: yes)" if discarded else "(card discarded: no)"), words
    assert s.snapshot.faction("alliance").vp == vp + (0 if discarded else 1)
    # The answer is its own step: undo takes it back and keeps the move.
    s.undo()
    assert s.snapshot.faction("alliance").vp == vp and s.snapshot.place(5).count("eyrie", "warrior") == 1


def test_outrage_after_removing_sympathy_and_none_for_a_plain_move(make_ui: Any, qtbot: Any) -> None:
    ui = make_ui(alliance_bot_and_human_eyrie())
    s = ui.session
    # A move into a clearing without sympathy asks nothing.
    drag(ui, ui.scene.pieces[(10, "eyrie", "warrior", 0)].scenePos(), ui.scene.geometry.centres[1])
    assert s.stack.count() == 1 and not [q for q in ui.host.findChildren(OutrageQuestion) if q.isVisible()]
    # Lifting the sympathy token off the map (Delete) asks, naming the only human.
    token = ui.scene.pieces[(5, "alliance", "sympathy", 0)]
    token.setSelected(True)
    ui.view.setFocus()
    QTest.keyClick(ui.view, Qt.Key.Key_Delete)
    assert s.snapshot.place(5).count("alliance", "sympathy") == 0
    question = outrage_question(ui)
    assert "did the Eyrie discard a rabbit card?" in question.text()
    QTest.mouseClick(question.no, Qt.MouseButton.LeftButton)
    assert s.snapshot.faction("alliance").vp == 1


# -- forests -----------------------------------------------------------------------------------
def test_pawns_are_dragged_into_forests_and_warriors_are_not(make_ui: Any) -> None:
    seats = (SeatConfig(faction="vagabond", bot=BotConfig(bot="vagabot", character="thief")),
             SeatConfig(faction="eyrie"), SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")))
    snap = game.new_game(GameConfig(seats=seats, seed=4))
    ui = make_ui(snap)
    s, geo = ui.session, ui.scene.geometry
    start = next(p.id for p in s.snapshot.places if p.count("vagabond", "pawn"))
    assert isinstance(start, str)  # 7.3.2: the Vagabot starts in a forest
    pawn = ui.scene.pieces[(start, "vagabond", "pawn", 0)]
    # The pawn stands inside its forest's shape, so it can be picked up there.
    assert geo.place_at(pawn.scenePos()) == start
    other = next(f.id for f in geo.board.forests if f.id != start)
    drag(ui, pawn.scenePos(), geo.centres[other])
    assert s.snapshot.place(other).count("vagabond", "pawn") == 1
    drag(ui, ui.scene.pieces[(other, "vagabond", "pawn", 0)].scenePos(), geo.centres[3])
    assert s.snapshot.place(3).count("vagabond", "pawn") == 1 and s.stack.count() == 2
    # A warrior dropped into a forest springs back, with the engine's reason in words.
    where = next(int(p.id) for p in s.snapshot.clearings() if not p.count("marquise", "keep"))
    assert s.edit(edits.AddPiece(faction="eyrie", piece="warrior", place=where))
    warrior = ui.scene.pieces[(where, "eyrie", "warrior", 0)]
    home = warrior.pos()
    drag(ui, warrior.scenePos(), geo.centres[other])
    assert ui.refusals[-1][0] == "edit.forest_only_pawn"
    assert error_text(*ui.refusals[-1]) == "Only the Vagabond's pawn can stand in a forest, not a warrior."
    assert s.snapshot.place(where).count("eyrie", "warrior") == 1
    assert ui.scene.pieces[(where, "eyrie", "warrior", 0)].pos() == home


def test_a_human_vagabond_pawn_from_the_palette_into_a_forest(make_ui: Any) -> None:
    seats = (SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie")), SeatConfig(faction="vagabond"))
    ui = make_ui(game.new_game(GameConfig(seats=seats, seed=4)))
    geo = ui.scene.geometry
    forest = geo.board.forests[0].id
    mime = QMimeData()
    mime.setData("application/x-tablebot-piece", b"vagabond/pawn/1")
    pos = QPointF(ui.view.mapFromScene(geo.centres[forest]))
    ui.view.dropEvent(QDropEvent(pos, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                                 Qt.KeyboardModifier.NoModifier))
    assert ui.session.snapshot.place(forest).count("vagabond", "pawn") == 1
    second = geo.board.forests[1].id
    drag(ui, ui.scene.pieces[(forest, "vagabond", "pawn", 0)].scenePos(), geo.centres[second])
    assert ui.session.snapshot.place(second).count("vagabond", "pawn") == 1
    assert any(line.startswith(f"Forest {second}") for line in board_lines(ui.session.snapshot))


# -- the table's prompts -------------------------------------------------------------------------
def test_the_quest_question_is_answered_in_its_form(make_ui: Any) -> None:
    snap, _ = found(four_bots(1), lambda s, p: isinstance(p, act.RootPrompt)
                         and isinstance(p.question, act.AskTable) and p.question.topic == "quest.drawn")
    ui = make_ui(snap)
    form = ui.proposal.table
    assert ui.proposal.forms.currentWidget() is form and ui.proposal.title.text() == "Which quest card was drawn?"
    assert ui.scene.banner_text() == "Which quest card was drawn?"
    box = next(b for o, b in form.boxes if o == "mouse")
    box.setChecked(True)
    QTest.mouseClick(form.submit_button, Qt.MouseButton.LeftButton)
    assert ui.session.snapshot.faction("vagabond").board.quest == "mouse"
    satchel = ui.factions.boards.boards["vagabond"]
    assert satchel.quest.currentData() == "mouse"


def test_the_arbiter_question_is_answered_in_its_form(make_ui: Any) -> None:
    snap, _ = found(four_bots(2, character="arbiter", human_alliance=True), is_arbiter, seed=1,
                         human=alliance_joins_the_vagabot)
    ui = make_ui(snap)
    assert ui.proposal.forms.currentWidget() is ui.proposal.arbiter
    assert "enlist the Vagabond as Arbiter" in ui.turn_bar.what.text()
    assert any(isinstance(i, MarkerItem) and "Arbiter?" in i.label for i in ui.scene.overlay)
    QTest.mouseClick(ui.proposal.arbiter.yes, Qt.MouseButton.LeftButton)
    assert ui.session.history_labels()[-1].code == "history.answer.arbiter_yes"
    assert not isinstance(ui.session.proposal, act.RootPrompt) or \
        not isinstance(ui.session.proposal.question, act.AskArbiter)


# -- new game, co-op winner ----------------------------------------------------------------------
def test_new_game_dialog_offers_every_bot(qtbot: Any) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    rows = {r.faction: r for r in dialog.rows}
    bot_factions = set(BOTS.values())
    for r in rows.values():
        r.play.setChecked(True)
        # A faction with a bot can be seated as one; a human-only faction's box is off.
        assert r.is_bot.isEnabled() == (r.faction in bot_factions), r.faction
        if r.faction in bot_factions:
            r.is_bot.setChecked(True)
    assert rows["vagabond"].character.isVisible() and not rows["eyrie"].character.isVisible()
    rows["vagabond"].character.setCurrentIndex(rows["vagabond"].character.findData("rogue"))
    rows["eyrie"].traits["swoop"].setChecked(True)
    rows["lizards"].traits["martyrs"].setChecked(True)
    rows["alliance"].difficulty.setCurrentIndex(rows["alliance"].difficulty.findData("challenging"))
    rows["duchy"].traits["overwhelm"].setChecked(True)
    rows["riverfolk"].traits["ferocious"].setChecked(True)
    rows["riverfolk"].difficulty.setCurrentIndex(rows["riverfolk"].difficulty.findData("easy"))
    dialog.coop.setChecked(True)
    text = dialog.texts.text()
    for bot in ("Mechanical Marquise 2.0", "Electric Eyrie", "Automated Alliance", "Vagabot", "Logical Lizards",
                "Drillbit Duchy", "Riverfolk Robots"):
        assert bot in text
    assert "Swoop:" in text and "Scoundrel (Rogue)" in text
    assert "Overwhelm: Dig twice per turn" in text
    config = dialog.config()
    assert config is not None and config.coop
    bots = {s.faction: s.bot for s in config.seats}
    assert bots["vagabond"] is not None and bots["vagabond"].character == "rogue"
    assert bots["alliance"] is not None and bots["alliance"].difficulty == "challenging"
    assert bots["eyrie"] is not None and bots["eyrie"].traits == ("swoop",)
    assert bots["duchy"] is not None and bots["duchy"].bot == "drillbit_duchy" and bots["duchy"].traits == ("overwhelm",)
    assert bots["lizards"] is not None and bots["lizards"].bot == "logical_lizards"
    assert bots["lizards"].traits == ("martyrs",) and "Martyrs: Whenever performing a bird ritual" in text
    assert bots["riverfolk"] is not None and bots["riverfolk"].bot == "riverfolk_robots"
    assert bots["riverfolk"].traits == ("ferocious",) and bots["riverfolk"].difficulty == "easy"
    assert "Ferocious: As attacker, the maximum rolled hits is always 3." in text
    assert "Build and Garrison places no warrior." in text


def test_the_coop_race_is_announced(make_ui: Any) -> None:
    seats = (SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie")),
             SeatConfig(faction="alliance"), SeatConfig(faction="vagabond"))
    ui = make_ui(game.new_game(GameConfig(seats=seats, seed=1, coop=True)))
    s = ui.session
    s.edit(edits.SetVP(faction="alliance", vp=30))
    assert "Game over" not in ui.turn_bar.what.text()  # every human must get there
    s.edit(edits.SetVP(faction="vagabond", vp=30))
    assert ui.turn_bar.what.text().startswith("Game over: the humans win")
    assert not ui.turn_bar.confirm.isVisible() and not ui.turn_bar.end_turn.isVisible()
    assert ui.scene.banner_text().startswith("Game over: the humans win")
    s.undo()
    s.edit(edits.SetVP(faction="eyrie", vp=31))
    assert ui.turn_bar.what.text().startswith("Game over: the bots win (Eyrie reached 30 VP first).")
    s.undo()
    assert "Game over" not in ui.turn_bar.what.text()

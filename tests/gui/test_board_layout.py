"""The board stays still and readable on a laptop: a long headline or a refused edit never moves
the map; the battle marks hide nothing; four factions fit at 1366x768 (issue 9)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSizeF
from PySide6.QtWidgets import QApplication

from tablebot.app import build_window
from tablebot.games.root import actions as act
from tablebot.games.root import edits

from .four_bots import four_bots
from .waits import caught_up


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def board_rect(window: Any) -> QRect:
    """Where the board view sits in the window."""
    view = window.view
    return QRect(view.mapTo(window, QPoint(0, 0)), view.size())


def advance_to(window: Any, subject: Any, rnd: Any, wanted: Any, limit: int = 400) -> None:
    session = window.session
    for _ in range(limit):
        p = session.proposal
        if wanted(p):
            return
        if p.kind == "prompt":
            session.answer(subject.answer(session.snapshot, p, rnd))
        else:
            session.confirm()
    raise AssertionError("the proposal never came")


def is_battle(p: Any) -> bool:
    return isinstance(p, act.RootStep) and isinstance(p.action, act.Battle) and bool(p.action.removals)


@pytest.fixture
def crowded(qtbot: Any, settings: Any) -> Any:
    """A four-bot game three rounds in, at 1366x768, paused on a battle that removes pieces."""
    snap, subject, rnd = four_bots(3, 3)
    win = build_window(settings, snapshot=snap, autosave=False)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    advance_to(win, subject, rnd, is_battle)
    settle()
    return win


def test_long_headline_keeps_the_board_still_and_whole_text_in_tooltip_and_proposal(window: Any) -> None:
    settle()
    before = board_rect(window)
    bar_height = window.turn_bar.height()
    long = ("Marquise battles the Alliance in clearing 7: dice 3 and 2; deals 2, takes 0. Remove 1 Alliance "
            "sympathy in 7, 2 Alliance warriors in 7, 1 Alliance base in 7. Marquise scores 2 VP. The Alliance "
            "loses its fox base and returns every supporter of its fox column to the discard.")
    window.turn_bar.what.setText(long)
    settle()
    assert board_rect(window) == before
    assert window.turn_bar.height() == bar_height
    # Cut to two lines, the whole of it in the tooltip; the proposal panel shows the headline only then.
    assert window.turn_bar.what.elided and window.turn_bar.what.toolTip() == long
    assert window.proposal.title.isVisible()
    window.turn_bar.what.setText("Craft sword for 1 VP.")
    settle()
    assert not window.turn_bar.what.elided and not window.proposal.title.isVisible()
    assert board_rect(window) == before


def test_proposal_panel_does_not_repeat_a_headline_the_turn_bar_shows_whole(crowded: Any) -> None:
    bar = crowded.turn_bar.what
    assert crowded.proposal.title.isVisible() == bar.elided
    assert crowded.proposal.title.text() == bar.text()


def test_refused_edit_lies_over_the_board_without_moving_it(crowded: Any) -> None:
    before = board_rect(crowded)
    assert not crowded.session.edit(edits.AddPiece(faction="marquise", piece="warrior", place=1, count=25))
    settle()
    assert crowded.banner.isVisible() and "No warrior left" in crowded.banner.text()
    assert board_rect(crowded) == before
    # The message covers the top of the map, not the turn bar above it.
    banner = QRect(crowded.banner.mapTo(crowded, QPoint(0, 0)), crowded.banner.size())
    assert banner.top() == before.top() and banner.height() < before.height() // 4


# -- battle marks ----------------------------------------------------------------------------
def test_battle_star_and_caption_cover_no_badge_no_piece_and_stay_on_the_board(window: Any) -> None:
    from tablebot.games.root.factions import Category
    from tablebot.gui.root.board import BOARD_H, BOARD_W, PRIORITY_RECT, MarkerItem, piece_rect

    geo = window.scene.geometry
    board = QRectF(0, 0, BOARD_W, BOARD_H)
    label = "Alliance ⚔ Marquise: deals 3 · takes 3 · Arbiter?"
    for c in geo.board.clearings:
        centre = geo.centres[c.id]
        marker = MarkerItem("battle", label)
        marker.set_centre(centre)
        star = marker.mapRectToScene(marker.star_rect())
        caption = marker.mapRectToScene(marker.caption)
        assert not star.intersects(PRIORITY_RECT.translated(centre)), c.id
        assert board.contains(caption), (c.id, caption)
        # Every warrior stack (up to three) and every token or pawn (up to three) stays in sight.
        for n in (1, 2, 3):
            for i in range(n):
                for pos, category in ((geo.warrior_pos(c.id, i, n), Category.WARRIOR),
                                      (geo.token_pos(c.id, i, n), Category.TOKEN),
                                      (geo.token_pos(c.id, i, n), Category.PAWN)):
                    piece = piece_rect(category).translated(pos)
                    assert not star.intersects(piece) and not caption.intersects(piece), (c.id, i, n, category)


def test_losses_are_badges_beside_pieces_that_stay_readable(crowded: Any) -> None:
    from tablebot.gui.root.board import GhostPiece, MarkerItem

    scene = crowded.scene
    battle = crowded.session.proposal.action
    losses = [g for g in scene.overlay if isinstance(g, GhostPiece) and g.label.startswith("−")]
    assert losses
    for loss in losses:
        piece = next(p for p in scene.piece_items(loss.place) if (p.faction, p.kind) == (loss.faction, loss.kind))
        badge = loss.mapRectToScene(loss_badge(loss))
        # Beside the piece: touching it, not over its letter and count.
        assert badge.intersects(piece.sceneBoundingRect())
        assert not badge.contains(piece.scenePos())
        assert not badge.intersects(QRectF(piece.scenePos() - QPointF(10, 8), QSizeF(20, 16)))
    star = next(m for m in scene.overlay if isinstance(m, MarkerItem) and m.kind == "battle")
    for piece in scene.piece_items(battle.clearing):
        assert not star.mapRectToScene(star.star_rect()).intersects(piece.sceneBoundingRect())
        assert not star.mapRectToScene(star.caption).intersects(piece.sceneBoundingRect())


def loss_badge(ghost: Any) -> QRectF:
    from tablebot.gui.root.board import loss_badge_rect

    return loss_badge_rect(ghost.category)


# -- a confirmed step fits in a frame: the side panels update by difference ------------------------
def test_a_confirm_redraws_only_the_panels_whose_content_changed(crowded: Any, monkeypatch: Any) -> None:
    ws = crowded.workspace
    calls: list[str] = []
    for fid, board in ws.factions.boards.boards.items():
        original = board.refresh
        monkeypatch.setattr(board, "refresh", lambda snap, fid=fid, original=original: (calls.append(fid),
                                                                                          original(snap)))
    for name, widget in (("who", ws.turn_bar.who), ("what", ws.turn_bar.what)):
        monkeypatch.setattr(widget, "setStyleSheet", lambda css, name=name: calls.append(f"style {name}"))
    monkeypatch.setattr(ws.board_text, "setPlainText", lambda text: calls.append("board text"))
    before = crowded.session.snapshot
    actor = crowded.session.proposal.actor
    crowded.session.confirm()
    caught_up(crowded)
    after = crowded.session.snapshot
    assert after.current_faction().id == actor  # the battle's bot plays on: the bar keeps its colours
    assert not any(c.startswith("style") for c in calls)
    assert "board text" not in calls  # behind its tab
    changed = {f.id for f in after.factions if f.bot is not None and
               (f != before.faction(f.id) or after.places != before.places)}
    assert set(calls) == changed
    # A step that changes neither the map nor a faction redraws no faction board.
    calls.clear()
    ws.factions.boards.refresh(after)
    assert calls == []


def test_the_board_as_text_catches_up_when_its_tab_is_raised(crowded: Any) -> None:
    from tablebot.gui.root.panels import board_lines

    crowded.session.confirm()
    settle()
    crowded.workspace.text_dock.raise_()
    settle()
    assert crowded.workspace.board_text.toPlainText() == "\n".join(board_lines(crowded.session.snapshot))


# -- four factions at 1366x768 ---------------------------------------------------------------------
def test_every_faction_board_shows_whole_at_1366x768(crowded: Any) -> None:
    ws = crowded.workspace
    boards = ws.factions.boards
    scroll = ws.faction_dock.widget()
    viewport = scroll.viewport()
    assert len(boards.boards) == 4
    for fid, widget in boards.boards.items():
        boards.setCurrentWidget(widget)
        settle()
        shown = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
        # The whole board (its last control included) is on screen without scrolling.
        assert scroll.verticalScrollBar().value() == 0
        assert viewport.rect().contains(shown), (fid, shown, viewport.rect())
    # The proposal gives the faction boards the room: a few lines need no more than a quarter.
    assert ws.proposal_dock.height() < ws.faction_dock.height() / 2


def test_decree_card_names_are_wrapped_never_elided(crowded: Any) -> None:
    from tablebot.games.root import edits
    from tablebot.games.root.bots.eyrie_state import DecreeCard, EyrieBoard
    from tablebot.games.root.factions import Suit
    from tablebot.games.root.state import OrderCard

    names = [("Crossbow (bird)", Suit.BIRD, Suit.BIRD), ("Woodland Runners (bird)", Suit.BIRD, Suit.FOX),
             ("Favor of the Foxes (fox)", Suit.FOX, Suit.MOUSE), ("Smuggler's Trail (rabbit)", Suit.RABBIT, Suit.RABBIT)]
    decree = tuple(DecreeCard(column=column, card=OrderCard(name=name, suit=suit)) for name, suit, column in names)
    assert crowded.session.edit(edits.SetBotBoard(faction="eyrie", board=EyrieBoard(decree=decree)))
    caught_up(crowded)
    boards = crowded.workspace.factions.boards
    boards.setCurrentWidget(boards.boards["eyrie"])
    settle()
    chips = boards.boards["eyrie"].chips
    assert len(chips) == 4
    for chip in chips:
        metrics = chip.fontMetrics()
        lines = chip.text().split("\n")
        assert " ".join(lines) == chip.full_text  # every word of the name is there
        for line in lines:
            assert metrics.horizontalAdvance(line) <= chip.width() - chip.CHROME, (line, chip.width())
        assert chip.height() >= metrics.height() * len(lines)


def test_the_history_behind_its_tab_measures_no_text_and_wraps_when_raised(crowded: Any) -> None:
    history = crowded.history
    assert history.visibleRegion().isEmpty()  # behind the Factions tab
    assert history.uniformItemSizes() and not history.wordWrap()
    crowded.history_dock.raise_()
    settle()
    assert history.wordWrap() and not history.uniformItemSizes()  # whole reasons, each its own height


def test_the_bots_settings_text_is_rebuilt_only_when_it_changes(crowded: Any, monkeypatch: Any) -> None:
    panel = crowded.workspace.factions
    built: list[str] = []
    original = panel.bot_html
    monkeypatch.setattr(panel, "bot_html", lambda snap: built.append("x") or original(snap))
    before = crowded.session.snapshot
    crowded.session.confirm()  # the battle: pieces and VP change, the bots' settings and boards do not
    caught_up(crowded)
    after = crowded.session.snapshot
    same = [getattr(f, "board", None) for f in before.factions] == [getattr(f, "board", None) for f in after.factions]
    order = getattr(after.turn.cursor, "order", None) == getattr(before.turn.cursor, "order", None)
    assert same and order and after.discard == before.discard
    assert built == []
    assert panel.bot_label.text() == original(after)


def test_a_card_added_to_the_decree_keeps_the_chips_already_there(crowded: Any) -> None:
    from tablebot.games.root import edits
    from tablebot.games.root.bots.eyrie_state import DecreeCard, EyrieBoard
    from tablebot.games.root.factions import Suit
    from tablebot.games.root.state import OrderCard

    def card(name: str, suit: Suit) -> DecreeCard:
        return DecreeCard(column=suit, card=OrderCard(name=name, suit=suit))

    first = (card("Root Tea (fox)", Suit.FOX), card("Sappers (bird)", Suit.BIRD))
    assert crowded.session.edit(edits.SetBotBoard(faction="eyrie", board=EyrieBoard(decree=first)))
    caught_up(crowded)
    eyrie = crowded.workspace.factions.boards.boards["eyrie"]
    before = list(eyrie.chips)
    grown = first + (card("Cobbler (rabbit)", Suit.RABBIT),)
    assert crowded.session.edit(edits.SetBotBoard(faction="eyrie", board=EyrieBoard(decree=grown)))
    caught_up(crowded)
    assert eyrie.chips[:2] == before and len(eyrie.chips) == 3
    assert [c.card for c in eyrie.chips] == list(grown)
    # Undo gives the old Decree back, with its chips.
    crowded.session.undo()
    caught_up(crowded)
    assert [c.card for c in eyrie.chips] == list(first) and eyrie.chips == before


@pytest.mark.parametrize("parts", [1, 2, 3, 4])
def test_a_merged_steps_banner_stays_above_the_map_with_its_whole_text(window: Any, parts: int) -> None:
    # A merged step's banner ("Marquise +1 VP · Discard the order card … · End of the Marquise's
    # turn") wrapped down over clearing 1's suit label and a new building's ghost; it keeps to the
    # band above the map, inside the scene, and its text fits in it.
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFontMetricsF

    from tablebot.gui.root import colours
    from tablebot.gui.root.board import BOARD_W, BannerItem

    text = " · ".join(["Discard the order card Mouse-in-a-Sack", "End of the Marquise's turn",
                       "Marquise scores +2 VP", "Add Favor of the Foxes to the fox column of the Decree"][:parts])
    banner = BannerItem(text, colours.faction_colour("marquise"))
    window.scene.addItem(banner)
    rect = banner.sceneBoundingRect()
    assert rect.bottom() <= 0, rect  # the map starts at y = 0
    assert window.scene.sceneRect().contains(rect)
    assert rect.left() >= 0 and rect.right() <= BOARD_W
    needed = QFontMetricsF(banner.font()).boundingRect(banner.text_rect(), int(Qt.TextFlag.TextWordWrap), text)
    assert needed.height() <= banner.text_rect().height() and needed.width() <= banner.text_rect().width()



def test_warriors_added_to_a_stack_show_as_a_badge_that_hides_no_other_piece(qtbot: Any, settings: Any) -> None:
    # The Eyrie recruits 2 in clearing 12 where it has a warrior: the "+2" stood above the stack,
    # over the roost and the ruin in the clearing's building slots.
    from tablebot.gui.root.board import GhostPiece, PieceItem, piece_rect

    snap, subject, rnd = four_bots(3, 3)
    win = build_window(settings, snapshot=snap, autosave=False)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()

    def adds_to_a_stack(p: Any) -> bool:
        if not isinstance(p, act.RootStep):
            return False
        parts = p.action.parts if isinstance(p.action, act.Compound) else (p.action,)
        return any(isinstance(a, act.PlaceWarriors) and any(
            win.session.snapshot.place(c).count(a.faction, a.piece) for c, _n in a.targets) for a in parts)

    advance_to(win, subject, rnd, adds_to_a_stack)
    settle()
    scene = win.scene
    gains = [g for g in scene.overlay if isinstance(g, GhostPiece) and g.label.startswith("+")
             and (g.place, g.faction, g.kind, 0) in scene.pieces]
    assert gains
    for ghost in gains:
        stack = scene.pieces[(ghost.place, ghost.faction, ghost.kind, 0)]
        drawn = ghost.mapRectToScene(ghost.boundingRect())
        for key, piece in scene.pieces.items():
            if piece is stack or not isinstance(piece, PieceItem):
                continue
            assert not drawn.intersects(piece_rect(piece.category).translated(piece.pos())), (ghost.label, key)
        # The stack's own letter and count stay in sight: the badge sits on its corner, not over it.
        assert ghost.pos() == stack.pos()


def test_the_lizards_and_duchy_boards_show_whole_at_1366x768(qtbot: Any, settings: Any) -> None:
    """Issue 10 with issue 9's rule: the Clockwork 2 bots' boards (the Lizards' Lost Souls, acolytes,
    conspiracy and garden tracks; the Duchy's nine ministers and two tracks) are readable at
    1366x768 without scrolling past a cut-off control, a few rounds into a five-faction game."""
    from .underworld import underworld_table

    snap, subject, rnd = underworld_table()
    win = build_window(settings, snapshot=snap, autosave=False)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    settle()
    ws = win.workspace
    boards = ws.factions.boards
    scroll = ws.faction_dock.widget()
    viewport = scroll.viewport()
    def whole(fid: str) -> None:
        widget = boards.boards[fid]
        boards.setCurrentWidget(widget)
        settle()
        shown = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
        assert scroll.verticalScrollBar().value() == 0
        assert viewport.rect().contains(shown), (fid, shown, viewport.rect())

    for fid in ("lizards", "duchy"):
        whole(fid)
    # On the Lizards' own step: the turn bar cuts the long headline and the proposal panel shows it
    # whole without growing its dock (it took 24 px from the faction boards).
    from tablebot.core.steps import HumanTurn

    session = win.session
    proposal_height = ws.proposal_dock.height()
    for _ in range(200):
        p = session.proposal
        if getattr(p, "actor", None) == "lizards" and boards.boards["lizards"].is_highlighted():
            break
        if isinstance(p, HumanTurn):
            session.end_human_turn()
        elif p.kind == "prompt":
            session.answer(subject.answer(session.snapshot, p, rnd))
        else:
            session.confirm()
        settle()
    else:
        raise AssertionError("no Lizards step changed their board")
    settle()
    assert ws.proposal.title.isVisible()  # a headline the turn bar had to cut
    assert ws.proposal_dock.height() == proposal_height  # the faction boards keep their room


def test_the_riverfolk_and_corvids_boards_show_whole_at_1366x768(qtbot: Any, settings: Any) -> None:
    """Issue 11 with issue 9's rule: the Riverfolk Robots' Market, Payments of six factions, trade-post
    tracks and protectionism, and the Cogwheel Corvids' plots, are readable at 1366x768 without
    scrolling past a cut-off control, a few rounds into a six-faction game; on the Riverfolk's own
    step too (its board then carries the proposed change)."""
    from .underworld import underworld_table

    snap, subject, rnd = underworld_table(river=True)
    win = build_window(settings, snapshot=snap, autosave=False)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    settle()
    ws = win.workspace
    boards = ws.factions.boards
    scroll = ws.faction_dock.widget()
    viewport = scroll.viewport()

    def whole(fid: str) -> None:
        # Every control of the board in front is in view (its tab may be as tall as the Eyrie's
        # Decree behind another tab; what matters is that nothing the player needs is cut off).
        widget = boards.boards[fid]
        boards.setCurrentWidget(widget)
        settle()
        content = widget.childrenRect()
        shown = QRect(widget.mapTo(viewport, content.topLeft()), content.size())
        assert scroll.verticalScrollBar().value() == 0
        assert viewport.rect().contains(shown), (fid, shown, viewport.rect())

    # The table is asked what the Marquise buys from the Riverfolk: the short choices share a row
    # (one per row took the faction boards' room).
    form = ws.proposal.table
    assert ws.proposal.forms.currentWidget() is form and len(form.boxes) > 4
    assert len({form.grid.getItemPosition(form.grid.indexOf(b))[0] for _, b in form.boxes}) < len(form.boxes)
    assert ws.proposal.minimumSizeHint().width() <= 420  # a long option widens no column: the map keeps its room
    assert [form.grid.getItemPosition(form.grid.indexOf(b))[:2] for _, b in form.boxes[:2]] == [(0, 0), (0, 1)]
    for fid in ("riverfolk", "corvids"):
        whole(fid)
    from tablebot.core.steps import HumanTurn

    session = win.session
    for _ in range(300):
        p = session.proposal
        if getattr(p, "actor", None) == "riverfolk" and getattr(p, "kind", None) == "step":
            break
        if isinstance(p, HumanTurn):
            session.end_human_turn()
        elif p.kind == "prompt":
            session.answer(subject.answer(session.snapshot, p, rnd))
        else:
            session.confirm()
        settle()
    else:
        raise AssertionError("no Riverfolk step came")
    settle()
    whole("riverfolk")

"""The Riverfolk Company and the Corvid Conspiracy as human factions in the window (issue 11): their
pieces in the palette, drawn by shape, suit and letter, dragged onto the map, refused where the rules
forbid; a new game with them as humans starts, draws, saves and reopens."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage

from tablebot.games.root import edits, rules
from tablebot.gui.root import names
from tablebot.gui.root.board import is_plot, token_outline, token_suit
from tablebot.gui.root.newgame import NewGameDialog
from tablebot.gui.root.palette import piece_pixmap

from .waits import caught_up

R, C = "riverfolk", "corvids"
PIECES = {R: ("warrior", "trade_post_fox", "trade_post_rabbit", "trade_post_mouse"),
          C: ("warrior", "plot", "plot_bomb", "plot_snare", "plot_extortion", "plot_raid")}


def start_with_humans(window: Any, qtbot: Any) -> None:
    """New Game: the Marquise and Eyrie bots, a human Riverfolk Company and a human Corvid Conspiracy."""
    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    rows = {r.faction: r for r in dialog.rows}
    assert {R, C} <= set(rows)  # both listed as seats
    for r in dialog.rows:
        r.play.setChecked(r.faction in ("marquise", "eyrie", R, C))
    for f in ("marquise", "eyrie"):
        rows[f].is_bot.setChecked(True)
    dialog.seed.setValue(7)
    for f in (R, C):
        rows[f].is_bot.setChecked(False)
    config = dialog.config()
    assert config is not None
    assert {s.faction: s.bot is None for s in config.seats} == {"marquise": False, "eyrie": False, R: True, C: True}
    assert window.start_new_game(config, show_log=False)


def test_the_palette_holds_every_riverfolk_and_corvid_piece_with_its_supply(window: Any, qtbot: Any) -> None:
    start_with_humans(window, qtbot)
    palette = window.workspace.piece_palette
    for faction, kinds in PIECES.items():
        assert tuple(k for f, k in palette.buttons if f == faction) == kinds
    assert palette.buttons[(R, "trade_post_mouse")].text() == "mouse\ntrade post\n3/3"
    assert palette.buttons[(C, "plot")].text().endswith("8/8")
    assert palette.buttons[(C, "plot_bomb")].text() == "bomb\n2/2"
    scroll = palette.inner.parentWidget().parentWidget()
    assert not scroll.horizontalScrollBar().isVisible()


def test_each_new_piece_is_drawn_distinctly(qtbot: Any) -> None:
    """By shape, suit and letter, so colour is never the only cue: a trade post's octagon says its
    suit; a plot is a diamond showing "?" face down, its face's letter face up."""
    pictures = [piece_pixmap(f, k).toImage() for f, kinds in PIECES.items() for k in kinds]
    assert all(a != b for i, a in enumerate(pictures) for b in pictures[i + 1:])
    rect = QRectF(-16, -16, 32, 32)
    disc = token_outline("sympathy", rect)
    assert token_outline("trade_post_fox", rect) != disc and token_outline("plot", rect) != disc
    assert not token_outline("plot", rect).contains(QPointF(-14, -14))  # a diamond's corner is empty
    assert token_outline("trade_post_fox", rect).contains(QPointF(0, -15))
    assert [token_suit(k) for k in PIECES[R][1:]] == ["fox", "rabbit", "mouse"]
    assert token_suit("plot") is None and not is_plot("trade_post_fox")
    assert all(is_plot(k) for k in PIECES[C][1:])
    assert [names.PIECE_LETTERS[k] for k in PIECES[C][1:]] == ["?", "B", "S", "E", "R"]


def _palette_drop(window: Any, faction: str, kind: str, place: Any) -> bool:
    scene = window.scene
    return scene.drop_new(faction, kind, scene.geometry.centres[place])


def test_drag_pieces_on_and_refusals_in_words(window: Any, qtbot: Any) -> None:
    start_with_humans(window, qtbot)
    snap = window.session.snapshot
    keep = rules.keep_clearing(snap)
    board = rules.board_of(snap)
    rabbit = next(c.id for c in board.clearings if c.suit.value == "rabbit" and c.id != keep)
    fox = next(c.id for c in board.clearings if c.suit.value == "fox" and c.id != keep)
    assert _palette_drop(window, R, "trade_post_rabbit", rabbit)
    assert _palette_drop(window, C, "plot", rabbit)
    items = {(i.faction, i.kind) for i in window.scene.piece_items(rabbit)}
    assert {(R, "trade_post_rabbit"), (C, "plot")} <= items
    caught_up(window)
    assert window.workspace.piece_palette.buttons[(R, "trade_post_rabbit")].text().endswith("2/3")
    assert not _palette_drop(window, R, "trade_post_mouse", fox)
    assert "can only stand in a clearing of its suit" in window.banner.text()
    assert not _palette_drop(window, C, "plot_snare", rabbit)
    assert f"Clearing {rabbit} already has a plot token." in window.banner.text()
    # A face-up snare: the Riverfolk may not place there any more.
    assert _palette_drop(window, C, "plot_snare", fox)
    assert not _palette_drop(window, R, "warrior", fox)
    assert f"A face-up snare is in clearing {fox}" in window.banner.text()


def test_a_game_with_human_riverfolk_and_corvids_draws_saves_and_reopens(window: Any, qtbot: Any,
                                                                         tmp_path: Path) -> None:
    start_with_humans(window, qtbot)
    s = window.session
    snap = s.snapshot
    keep = rules.keep_clearing(snap)
    mouse = next(c.id for c in rules.board_of(snap).clearings if c.suit.value == "mouse" and c.id != keep)
    for edit in (edits.AddPiece(faction=R, piece="warrior", place=mouse, count=2),
                 edits.AddPiece(faction=R, piece="trade_post_mouse", place=mouse),
                 edits.AddPiece(faction=C, piece="plot", place=mouse),
                 edits.AddPiece(faction=C, piece="warrior", place=mouse, count=3)):
        assert s.edit(edit)
    drawn = {(i.faction, i.kind): i for i in window.scene.piece_items(mouse)}
    assert set(drawn) >= {(R, "warrior"), (R, "trade_post_mouse"), (C, "plot"), (C, "warrior")}
    assert drawn[(C, "warrior")].count == 3
    assert rules.ruler(s.snapshot.place(mouse)) == C  # tokens do not rule: 3 warriors against 2
    assert {R, C} <= set(window.workspace.factions.vp)
    assert R not in window.workspace.factions.boards.boards and C not in window.workspace.factions.boards.boards
    path = tmp_path / "riverfolk_corvids.tablebot.json"
    assert window.save_file(path)
    saved = s.snapshot
    s.edit(edits.SetVP(faction=R, vp=4))
    assert window.open_file(path)
    assert window.session.snapshot == saved
    assert {(i.faction, i.kind) for i in window.scene.piece_items(mouse)} == set(drawn)
    image = QImage(window.size(), QImage.Format.Format_ARGB32)
    window.render(image)
    assert not image.isNull()


def test_a_human_riverfolks_payments_are_shown_and_corrected_in_the_factions_panel(window: Any, qtbot: Any) -> None:
    """Every faction with warriors has a count on the Riverfolk's board; a correction is one
    SetPayments edit: the warriors leave their owner's supply (the palette shows it) and undo
    brings them back."""
    start_with_humans(window, qtbot)
    box = window.workspace.factions.payments
    assert box.isVisibleTo(window) and set(box.spins) == {"marquise", "eyrie", R, C}
    s = window.session
    before = rules.in_supply(s.snapshot, "eyrie", "warrior")
    box.spins["eyrie"].setValue(3)
    assert s.snapshot.in_payments("eyrie", "warrior") == 3
    assert rules.in_supply(s.snapshot, "eyrie", "warrior") == before - 3
    caught_up(window)
    assert window.workspace.piece_palette.buttons[("eyrie", "warrior")].text().endswith(f"{before - 3}/20")
    assert box.spins["eyrie"].maximum() == before
    s.undo()
    assert s.snapshot.in_payments("eyrie", "warrior") == 0 and box.spins["eyrie"].value() == 0


def test_no_payments_box_without_a_human_riverfolk(window: Any, qtbot: Any) -> None:
    from tests.gui.test_palette_underworld import start_with_humans as underworld

    underworld(window, qtbot)
    assert not window.workspace.factions.payments.isVisibleTo(window)


def _submenu(menu: Any, starts: str) -> Any:
    return next(a.menu() for a in menu.actions() if a.text().startswith(starts))


def test_the_table_reveals_a_human_corvid_plot_and_another_human_tries_to_expose_one(window: Any,
                                                                                   qtbot: Any) -> None:
    """Right-click a clearing with a face-down plot: the Corvids reveal it (what it shows), or the
    Riverfolk's exposure attempt (the guess, right or wrong); each is one undoable edit in the history."""
    from tablebot.gui.root.reasons import sentence

    start_with_humans(window, qtbot)
    s = window.session
    snap = s.snapshot
    keep = rules.keep_clearing(snap)
    here, there = [c.id for c in rules.board_of(snap).clearings if c.id != keep][:2]
    assert s.edit(edits.AddPiece(faction=C, piece="plot", place=here))
    assert s.edit(edits.AddPiece(faction=C, piece="plot", place=there))
    menu = window.scene.clearing_menu(here)
    reveal = _submenu(menu, "The Corvids reveal this plot")
    assert [a.text() for a in reveal.actions()] == ["bomb", "snare", "extortion", "raid"]
    next(a for a in reveal.actions() if a.text() == "snare").trigger()
    assert s.snapshot.place(here).count(C, "plot_snare") == 1 and s.snapshot.place(here).count(C, "plot") == 0
    label = s.history_labels()[-1]
    assert label.code == "history.edit.reveal_plot"
    assert sentence(label) == f"The Corvids revealed the plot in clearing {here}: a snare"
    drawn = {(i.faction, i.kind) for i in window.scene.piece_items(here)}
    assert (C, "plot_snare") in drawn and (C, "plot") not in drawn
    # No reveal or exposure where no face-down plot lies any more.
    again = window.scene.clearing_menu(here)
    assert not any(a.text().startswith(("The Corvids reveal", "A human tries")) for a in again.actions())

    vp = s.snapshot.faction(R).vp
    other = window.scene.clearing_menu(there)
    expose = _submenu(other, "A human tries to expose this plot")
    assert [a.text() for a in expose.actions()] == ["Riverfolk"]
    guess = _submenu(expose.actions()[0].menu(), "guessed raid")
    next(a for a in guess.actions() if a.text().startswith("Right")).trigger()
    assert s.snapshot.place(there).count(C) == 0 and s.snapshot.faction(R).vp == vp + 1
    assert sentence(s.history_labels()[-1]) == f"The Riverfolk guessed a raid in clearing {there} (right: yes)"
    s.undo()
    assert s.snapshot.place(there).count(C, "plot") == 1 and s.snapshot.faction(R).vp == vp

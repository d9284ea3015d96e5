"""The Lizard Cult and the Underground Duchy as human factions in the window (issue 10): their pieces
in the palette, drawn by kind with letters, dragged onto the map, refused where the rules forbid;
a new game with them as humans starts, draws, saves and reopens."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage

from tablebot.games.root import edits, rules
from tablebot.gui.root import names
from tablebot.gui.root.board import building_outline, garden_suit, token_outline
from tablebot.gui.root.newgame import NewGameDialog
from tablebot.gui.root.palette import piece_pixmap

from .waits import caught_up

L, D = "lizards", "duchy"
UNDERWORLD = {L: ("warrior", "garden_fox", "garden_rabbit", "garden_mouse"),
              D: ("warrior", "tunnel", "citadel", "market")}


def start_with_humans(window: Any, qtbot: Any) -> None:
    """New Game: the Marquise bot, a human Lizard Cult and a human Duchy."""
    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    rows = {r.faction: r for r in dialog.rows}
    for r in dialog.rows:
        r.play.setChecked(r.faction in ("marquise", L, D))
    rows["marquise"].is_bot.setChecked(True)
    dialog.seed.setValue(7)  # the Keep's corner and the Marquise's buildings: the same board every run
    for f in (L, D):
        rows[f].is_bot.setChecked(False)
    config = dialog.config()
    assert config is not None
    assert {s.faction: s.bot is None for s in config.seats} == {"marquise": False, L: True, D: True}
    assert window.start_new_game(config, show_log=False)


def test_the_palette_holds_every_lizard_and_duchy_piece_with_its_supply(window: Any, qtbot: Any) -> None:
    start_with_humans(window, qtbot)
    palette = window.workspace.piece_palette
    for faction, kinds in UNDERWORLD.items():
        assert tuple(k for f, k in palette.buttons if f == faction) == kinds
    assert palette.buttons[(L, "garden_rabbit")].text() == "rabbit\ngarden\n5/5"
    assert palette.buttons[(D, "tunnel")].text() == "tunnel\n3/3"
    assert palette.buttons[(D, "warrior")].text() == "warrior\n20/20"
    # Two buttons a row still fit the dock at 1366x768: no sideways scrolling.
    scroll = palette.inner.parentWidget().parentWidget()
    assert not scroll.horizontalScrollBar().isVisible()


def test_each_new_piece_is_drawn_distinctly(qtbot: Any) -> None:
    """By shape and letter, so colour is never the only cue: gardens say their suit."""
    pictures = [piece_pixmap(f, k).toImage() for f, kinds in UNDERWORLD.items() for k in kinds]
    assert all(a != b for i, a in enumerate(pictures) for b in pictures[i + 1:])
    rect = QRectF(-18, -18, 36, 36)
    square = building_outline("sawmill", rect)
    for kind in ("citadel", "market", "garden_fox"):
        assert building_outline(kind, rect) != square
    assert not token_outline("tunnel", rect).contains(QPointF(-15, -15))  # an arch, not a disc's box
    assert token_outline("tunnel", rect).contains(QPointF(-15, 15))
    assert [garden_suit(k) for k in UNDERWORLD[L][1:]] == ["fox", "rabbit", "mouse"]
    assert garden_suit("base_fox") is None and garden_suit("market") is None
    assert (names.PIECE_LETTERS["citadel"], names.PIECE_LETTERS["market"], names.PIECE_LETTERS["tunnel"],
            names.PIECE_LETTERS["garden_mouse"]) == ("C", "M", "T", "G")


def _palette_drop(window: Any, faction: str, kind: str, place: Any) -> bool:
    """What a drop from the palette does: the scene's drop of a new piece at the place's centre."""
    scene = window.scene
    return scene.drop_new(faction, kind, scene.geometry.centres[place])


def test_drag_pieces_on_and_refusals_in_words(window: Any, qtbot: Any) -> None:
    start_with_humans(window, qtbot)
    snap = window.session.snapshot
    keep = rules.keep_clearing(snap)
    rabbit = next(c.id for c in rules.board_of(snap).clearings
                  if c.suit.value == "rabbit" and c.id != keep and rules.free_slots(snap, c.id) >= 1)
    fox = next(c.id for c in rules.board_of(snap).clearings if c.suit.value == "fox" and c.id != keep)
    assert _palette_drop(window, L, "garden_rabbit", rabbit)
    assert _palette_drop(window, D, "tunnel", rabbit)
    caught_up(window)
    items = {(i.faction, i.kind) for i in window.scene.piece_items(rabbit)}
    assert {(L, "garden_rabbit"), (D, "tunnel")} <= items
    assert window.workspace.piece_palette.buttons[(L, "garden_rabbit")].text() == "rabbit\ngarden\n4/5"
    assert not _palette_drop(window, L, "garden_mouse", fox)
    assert "can only stand in a clearing of its suit" in window.banner.text()
    assert not _palette_drop(window, D, "tunnel", rabbit)
    assert f"Clearing {rabbit} already has a tunnel." in window.banner.text()
    assert window.session.snapshot.place(rabbit).count(D, "tunnel") == 1


def test_a_game_with_human_lizards_and_duchy_draws_saves_and_reopens(window: Any, qtbot: Any,
                                                                     tmp_path: Path) -> None:
    start_with_humans(window, qtbot)
    s = window.session
    snap = s.snapshot
    keep = rules.keep_clearing(snap)
    mouse = next(c.id for c in rules.board_of(snap).clearings if c.suit.value == "mouse" and c.id != keep
                 and rules.free_slots(snap, c.id) >= 2)
    for edit in (edits.AddPiece(faction=L, piece="warrior", place=mouse, count=2),
                 edits.AddPiece(faction=L, piece="garden_mouse", place=mouse),
                 edits.AddPiece(faction=D, piece="citadel", place=mouse),
                 edits.AddPiece(faction=D, piece="warrior", place=mouse, count=3)):
        s.edit(edit)
    drawn = {(i.faction, i.kind): i for i in window.scene.piece_items(mouse)}
    assert set(drawn) >= {(L, "warrior"), (L, "garden_mouse"), (D, "citadel"), (D, "warrior")}
    assert drawn[(L, "warrior")].count == 2 and drawn[(D, "warrior")].count == 3
    assert rules.ruler(s.snapshot.place(mouse)) == L  # Pilgrims: its garden, whatever the counts
    # The faction panel: the humans' VP are there to set, and no bot board is made up for them.
    assert {L, D} <= set(window.workspace.factions.vp)
    assert L not in window.workspace.factions.boards.boards and D not in window.workspace.factions.boards.boards
    path = tmp_path / "underworld.tablebot.json"
    assert window.save_file(path)
    saved = s.snapshot
    s.edit(edits.SetVP(faction=L, vp=4))
    assert window.open_file(path)
    assert window.session.snapshot == saved
    again = {(i.faction, i.kind) for i in window.scene.piece_items(mouse)}
    assert again == set(drawn)
    image = QImage(window.size(), QImage.Format.Format_ARGB32)
    window.render(image)
    assert not image.isNull()



def test_the_keyboard_path_offers_the_burrow_when_the_game_has_one(window: Any, qtbot: Any) -> None:
    """Place ▸ the Burrow, for the Add and Remove buttons: the Burrow is a place beside the map that
    comes with the Duchy (the duchy branch puts it in the snapshot; added here as it does)."""
    from tablebot.games.root.state import PlaceState

    start_with_humans(window, qtbot)
    palette = window.workspace.piece_palette
    snap = window.session.snapshot
    if not any(p.id == "burrow" for p in snap.places):
        snap = snap.model_copy(update={"places": (*snap.places, PlaceState(id="burrow"))})
    palette._factions = ()  # rebuilt from this snapshot
    palette.refresh(snap)
    index = palette.place_box.findData("burrow")
    assert index == palette.place_box.count() - 1  # after the clearings and the forests
    label = names.place("burrow")
    assert palette.place_box.itemText(index) == label[:1].upper() + label[1:]

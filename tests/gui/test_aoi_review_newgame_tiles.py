"""Review as a new player: the round scoring tiles (rounds 1-5 and the final one) and the round
bonuses are laid by the table, so the New Game page shows the app's deal and lets the player enter
what they laid; the game starts with exactly those; a spade tile in round 5 is refused in words."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSettings

from tablebot.games.age_of_innovation.setup import new_game
from tablebot.gui.age_of_innovation.setup import AoISetupDialog


@pytest.fixture
def form(qtbot: Any, settings: QSettings) -> AoISetupDialog:
    f = AoISetupDialog(settings)
    qtbot.addWidget(f)
    f.automa_terrain.setCurrentIndex(f.automa_terrain.findData("lake"))
    for key, h in (("your1", (4, 2)), ("automa_marked", (2, 1)), ("automa_unmarked", (5, 4))):
        f.pick_buttons[key].setChecked(True)
        f.pick(h)
    return f


def test_the_page_shows_the_apps_deal_and_the_game_uses_what_is_shown(form: AoISetupDialog) -> None:
    shown = tuple(c.currentData() for c in form.round_tile_boxes)
    assert len(shown) == 5 and len(set(shown)) == 5 and None not in shown
    assert form.final_tile_box.currentData() is not None
    config = form.config()
    assert config is not None, form.error.text()
    snap = new_game(config)
    assert snap.round_tiles == shown and snap.final_tile == form.final_tile_box.currentData()


def test_the_player_enters_the_tiles_and_bonuses_they_laid(form: AoISetupDialog) -> None:
    for box, tile in zip(form.round_tile_boxes, (1, 4, 7, 10, 12), strict=True):
        box.setCurrentIndex(box.findData(tile))
    form.final_tile_box.setCurrentIndex(form.final_tile_box.findData(3))
    for box, tile in zip(form.bonus_boxes[:5], (9, 2, 6, 4, 8), strict=True):  # solo: five laid
        box.setValue(tile)
    form.your_bonus_box.setCurrentIndex(form.your_bonus_box.findData(6))  # you take tile 6
    config = form.config()
    assert config is not None, form.error.text()
    snap = new_game(config)
    assert snap.round_tiles == (1, 4, 7, 10, 12) and snap.final_tile == 3
    assert snap.human().round_bonus == 6
    assert snap.automa().round_bonus == 9  # the Automa takes the leftmost (PRZYGOTOWANIE 9)
    assert [b.tile for b in snap.bonus_row] == [2, 4, 8]


def test_a_spade_tile_in_round_5_and_a_repeated_bonus_are_refused_in_words(form: AoISetupDialog) -> None:
    last = form.round_tile_boxes[4]
    spade = next(last.itemData(i) for i in range(last.count()) if "spade" in last.itemText(i))
    for box in form.round_tile_boxes:  # clear round 5's spade tile out of the other rounds first
        if box is not last and box.currentData() == spade:
            box.setCurrentIndex(next(i for i in range(box.count()) if box.itemData(i) not in
                                     {b.currentData() for b in form.round_tile_boxes}))
    last.setCurrentIndex(last.findData(spade))
    assert form.config() is None
    assert "spade" in form.error.text() and "setup." not in form.error.text()
    form.round_tile_boxes[4].setCurrentIndex(form.round_tile_boxes[4].findData(
        next(t for t in range(1, 13) if t != spade and t not in {b.currentData() for b in form.round_tile_boxes})))
    assert form.config() is not None, form.error.text()
    form.bonus_boxes[1].setValue(form.bonus_boxes[0].value())
    assert form.config() is None and "different round bonuses" in form.error.text()


def test_every_field_of_the_page_has_its_own_alt_letter(form: AoISetupDialog) -> None:
    """Keyboard reachable: the board, the second player, the tiles, the bonuses and the deck each
    answer an Alt letter, and no two share one."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    from .test_mnemonics import mnemonic

    form.show()
    reached: dict[str, list[object]] = {}
    for label in form.findChildren(QLabel):
        if label.buddy() is not None and (key := mnemonic(label.text())):
            reached.setdefault(key, []).append(label.buddy())
    for button in form.findChildren(QAbstractButton):
        if button.isVisible() and (key := mnemonic(button.text())):
            reached.setdefault(key, []).append(button)
    assert all(len(v) == 1 for v in reached.values()), reached
    targets = {id(w) for ws in reached.values() for w in ws}
    for widget in (form.map, form.second_terrain, form.round_tile_boxes[0], form.bonus_boxes[0], form.app_deck,
                   form.physical_deck):
        assert id(widget) in targets, widget.accessibleName() or widget


def test_with_the_real_cards_the_page_asks_which_card_placed_the_automas_workshops(
        qtbot: Any, settings: QSettings) -> None:
    """"I draw the real cards": the Automa's initial workshops follow the card the table drew (its
    letters), not one the app drew (the page said "Decision card 13 places…" of a card nobody drew)."""
    f = AoISetupDialog(settings)
    qtbot.addWidget(f)
    assert not f.setup_card.isEnabled()  # the app's deck: the app draws it
    f.physical_deck.setChecked(True)
    assert f.setup_card.isEnabled() and f.setup_card.currentData() is None
    f.automa_terrain.setCurrentIndex(f.automa_terrain.findData("lake"))
    f.pick((4, 2))
    assert f.config() is None
    assert "card you drew" in f.error.text() and "Decision card" not in f.error.text()
    f.setup_card.setCurrentIndex(f.setup_card.findData("*3"))
    assert f.config() is None and "*3" in f.error.text()  # this board has no letters: the card's are named
    f.pick_buttons["automa_marked"].setChecked(True)
    f.pick((2, 1))
    f.pick((5, 4))
    config = f.config()
    assert config is not None, f.error.text()
    assert config.physical_deck and config.setup_card == "*3"

"""PŘÍPRAVA HRY: the solo setup against the Automa and the Shadow Empire."""

from __future__ import annotations

import pytest

from tablebot.games.tapestry.board import small_map
from tablebot.games.tapestry.cards import PROGRESS_CARDS, STARTING_CARDS, hex_patterns, printed_card
from tablebot.games.tapestry.setup import GameConfig, SetupError, new_game


def test_the_small_map_has_34_hexes_with_the_solo_starts_and_the_middle_island() -> None:
    m = small_map()
    assert len(m.hexes) == 34
    assert m.start("2/4") == (0, 2) and m.start("3/5") == (2, 0)
    assert m.middle_island == (0, 0)
    assert len(m.neighbours((0, 0))) == 6 and len(m.neighbours((-3, -3))) == 3


def test_you_start_on_2_4_and_the_automa_has_two_outposts_on_3_5() -> None:
    snap = new_game(GameConfig(seed=1))
    assert snap.hex((0, 2)).controller == "human"
    assert [o.owner for o in snap.hex((2, 0)).outposts] == ["automa", "automa"]
    assert snap.controlled("automa") == ((2, 0),)


@pytest.mark.parametrize("seed", range(1, 30))
def test_the_shadow_empire_favourite_always_differs_and_the_deck_is_1_to_7_plus_one_progress_card(seed: int) -> None:
    snap = new_game(GameConfig(seed=seed))
    assert snap.shadow.favourite != snap.automa.favourite
    assert snap.automa.favourite == snap.automa.civilizations[0].side
    assert len(snap.deck.draw) == 8 and set(STARTING_CARDS) < set(snap.deck.draw)
    extra = (set(snap.deck.draw) - set(STARTING_CARDS)).pop()
    assert extra in PROGRESS_CARDS and extra not in snap.deck.progress
    assert len(snap.deck.progress) == 14


def test_the_table_rolls_can_be_given_and_a_same_favourite_is_refused() -> None:
    snap = new_game(GameConfig(seed=1, automa_die="military", shadow_die="science"))
    assert snap.automa.civilizations[0].name == "Conquerors" and snap.shadow.favourite == "science"
    with pytest.raises(SetupError):
        new_game(GameConfig(seed=1, automa_die="military", shadow_die="military"))


def test_level_6_needs_a_second_civilization_of_your_choice() -> None:
    with pytest.raises(SetupError):
        new_game(GameConfig(level=6, automa_die="military"))
    snap = new_game(GameConfig(level=6, automa_die="military", second_civilization="Engineers"))
    assert [c.name for c in snap.automa.civilizations] == ["Conquerors", "Engineers"]


def test_every_card_names_a_diagram_that_scans_the_whole_map() -> None:
    axials = set(small_map().axials)
    for card_id in range(1, 23):
        pattern = hex_patterns()[printed_card(card_id).priority_half.hex_pattern]
        assert set(pattern.scan_order) == axials and len(pattern.scan_order) == 34

"""What a Tapestry save can hold that pydantic lets through, and the loader must refuse."""

from __future__ import annotations

import pytest

from tablebot.games.tapestry.setup import GameConfig, new_game
from tablebot.games.tapestry.state import (
    AchievementTaken,
    Civilization,
    LandmarkTaken,
    Outpost,
    TapestrySnapshot,
)
from tablebot.games.tapestry.validate import problems


@pytest.fixture
def snap() -> TapestrySnapshot:
    return new_game(GameConfig(seed=8))


def on_hex(snap: TapestrySnapshot, axial: tuple[int, int], **update: object) -> TapestrySnapshot:
    hexes = tuple(h.model_copy(update=update) if h.axial == axial else h for h in snap.hexes)
    return snap.model_copy(update={"hexes": hexes})


def only(snap: TapestrySnapshot) -> str:
    found = problems(snap)
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize("level", range(1, 7))
def test_a_new_game_of_every_level_and_both_deck_modes_is_consistent(level: int) -> None:
    second = "Explorers" if level == 6 else None
    for physical in (False, True):
        assert problems(new_game(GameConfig(seed=level, level=level, automa_die="military",
                                            second_civilization=second, physical_deck=physical))) == []


def test_three_outposts_on_a_hex(snap: TapestrySnapshot) -> None:
    bad = on_hex(snap, (2, 0), outposts=(Outpost(owner="automa", toppled=True),) * 2 + (Outpost(owner="human"),))
    assert "3 outposts" in only(bad)


def test_outposts_on_a_hex_without_a_territory(snap: TapestrySnapshot) -> None:
    assert "without a territory" in only(on_hex(snap, (0, 1), outposts=(Outpost(owner="human"),)))


def test_a_printed_territory_missing_and_a_tile_twice(snap: TapestrySnapshot) -> None:
    assert "printed territory" in only(on_hex(snap, (0, 3), territory=False))
    twice = on_hex(on_hex(snap, (0, 1), territory=True, tile=5), (1, 1), territory=True, tile=5)
    assert "tile 5 lies on 2 hexes" in only(twice)


def test_two_sides_standing_on_one_hex_and_a_standing_shadow_outpost(snap: TapestrySnapshot) -> None:
    assert "both standing" in only(on_hex(snap, (2, 0), outposts=(Outpost(owner="automa"), Outpost(owner="human"))))
    assert "Shadow Empire outpost standing" in only(on_hex(snap, (0, 3), outposts=(Outpost(owner="shadow"),)))


def test_more_outposts_than_the_supply(snap: TapestrySnapshot) -> None:
    territories = [h.axial for h in snap.hexes if h.territory and not h.outposts]
    bad = snap
    for axial in territories[:8]:
        bad = on_hex(bad, axial, outposts=(Outpost(owner="automa"),))
    assert "10 automa outposts" in only(bad)


def test_landmarks_off_their_spaces_or_taken_twice(snap: TapestrySnapshot) -> None:
    off = snap.model_copy(update={"landmarks": (LandmarkTaken(track="science", space=5, owner="human"),)})
    assert "science space 5, which has none" in only(off)
    twice = snap.model_copy(update={"landmarks": (LandmarkTaken(track="science", space=4, owner="human"),
                                                  LandmarkTaken(track="science", space=4, owner="automa"))})
    assert "taken 2 times" in only(twice)


def test_achievements_twice_or_the_shadow_off_its_one(snap: TapestrySnapshot) -> None:
    twice = snap.model_copy(update={"achievements": (AchievementTaken(achievement="topple_two", side="automa"),) * 2})
    assert "2 times" in only(twice)
    shadow = snap.model_copy(update={"achievements": (AchievementTaken(achievement="middle_island", side="shadow"),)})
    assert "only complete_track" in only(shadow)


def test_the_decks_22_cards_each_in_one_place(snap: TapestrySnapshot) -> None:
    deck = snap.deck
    twice = snap.model_copy(update={"deck": deck.model_copy(update={"discard": (deck.draw[0],)})})
    found = problems(twice)
    assert any("lie in two places" in p for p in found) and any("not 22" in p for p in found)
    lost = snap.model_copy(update={"deck": deck.model_copy(update={"progress": deck.progress[1:],
                                                                   "progress_count": deck.progress_count - 1})})
    assert "21, not 22" in only(lost)
    miscounted = snap.model_copy(update={"deck": deck.model_copy(update={"draw_count": 3})})
    assert "counts" in only(miscounted)


def test_level_6_and_two_civilizations_go_together(snap: TapestrySnapshot) -> None:
    two = snap.automa.civilizations + (Civilization(name="Explorers", side="exploration"),)
    if snap.automa.civilizations[0].name == "Explorers":
        two = snap.automa.civilizations + (Civilization(name="Engineers", side="technology"),)
    bad = snap.model_copy(update={"automa": snap.automa.model_copy(update={"civilizations": two})})
    assert "two at level 6 only" in only(bad)
    assert "two at level 6 only" in only(snap.model_copy(update={"level": 6}))


def test_a_trap_check_must_name_a_conquered_automa_territory_with_cards_left(snap: TapestrySnapshot) -> None:
    conquered = on_hex(snap, (2, 0), outposts=(Outpost(owner="automa", toppled=True), Outpost(owner="human")))
    cards = conquered.model_copy(update={"automa": conquered.automa.model_copy(update={"tapestry_cards": 2})})
    assert problems(cards.model_copy(update={"trap_check": (2, 0)})) == []
    assert "not an Automa territory" in only(cards.model_copy(update={"trap_check": (0, 2)}))
    assert "no Automa tapestry card" in only(conquered.model_copy(update={"trap_check": (2, 0)}))

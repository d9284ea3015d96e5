"""Review: reasons a player reads name the side with the right verb. The bots' step can find an
achievement of yours on the map (your trap toppled their second outpost; the middle island you hold
was not yet marked), and the line then speaks to you: "You control", "You have toppled"."""

from __future__ import annotations

from tablebot.games.tapestry.hexes import achievement_reason
from tablebot.gui.tapestry import reasons as words

from .map_tables import table


def test_your_map_achievements_read_in_the_second_person() -> None:
    snap = table()
    island = words.sentence(achievement_reason(snap, "middle_island", "human"))
    topple = words.sentence(achievement_reason(snap, "topple_two", "human"))
    assert island.startswith("You control the middle island"), island
    assert topple.startswith("You have toppled two"), topple
    assert words.sentence(achievement_reason(snap, "middle_island", "automa")).startswith(
        "The Automa controls the middle island")


def test_territories_are_counted_with_their_plural() -> None:
    from tablebot.core.reasons import reason

    one = words.sentence(reason("income", "income.vp_territories", territories=1, landmarks=2, multiplier=2, vp=6))
    three = words.sentence(reason("income", "civ.conquerors_vp", territories=3, vp=3))
    assert "1 controlled territory and 2 landmarks" in one, one
    assert "(3 territories)" in three, three
    assert "(" not in words.sentence(reason("income", "civ.conquerors_few_singles", count=2)), "plural mark left"


def test_the_end_of_the_game_names_the_winner() -> None:
    from tablebot.core.reasons import reason

    def over(winner: str) -> str:
        return words.sentence(reason("game-end", "game.over", human_vp=79, automa_vp=222, winner=winner))

    assert "winner: the Automa" in over("automa"), over("automa")
    assert "winner: you" in over("human")
    assert "automa" not in over("automa").replace("Automa", "")


def test_one_hex_left_out_reads_in_the_singular() -> None:
    from tablebot.core.reasons import reason

    for code in ("map.tie_farthest", "map.tie_middle_island", "map.tie_single_token", "map.tie_your_territory"):
        text = words.sentence(reason("explore", code, kept=("a2",), targets=("d2",), steps=2, dropped=("d3",)))
        assert " are " not in text, text
        assert "d3" in text

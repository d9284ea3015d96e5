"""Review of the Tapestry window (issue 13): words a new solo player reads during a game.

Found by playing: every bots' income turn said "VP for 3 controlled territory(ies)", the Conquerors'
lines "(4 territory(ies))": the shared plural helper knew "(s)" and "(es)" only."""

from __future__ import annotations

from typing import Any

from tablebot.core.reasons import reason
from tablebot.gui.tapestry import reasons as words


def test_income_turn_vp_for_territories_reads_as_english(qapp: Any) -> None:
    one = words.reason_text(reason("income", "income.vp_territories", territories=1, landmarks=1, multiplier=2, vp=4))
    three = words.reason_text(reason("income", "income.vp_territories", territories=3, landmarks=0, multiplier=1,
                                     vp=3))
    assert "1 controlled territory and 1 landmark " in one, one
    assert "3 controlled territories and 0 landmarks " in three, three
    assert "(ies)" not in one + three


def test_conquerors_lines_name_their_territories_in_english(qapp: Any) -> None:
    vp = words.reason_text(reason("income", "civ.conquerors_vp", territories=4, vp=4))
    enough = words.reason_text(reason("income", "civ.conquerors_enough", territories=1, number=1))
    singles = words.reason_text(reason("income", "civ.conquerors_few_singles", count=2))
    assert "(4 territories)" in vp and "controls 1 territory," in enough and "2 Automa territories" in singles
    assert "(ies)" not in vp + enough + singles


def test_the_game_over_line_names_the_winner_in_words(qapp: Any) -> None:
    """Found at the end of a game: "You 133 VP, the Automa 227 VP: automa (Automa rules (Tapestry):
    KONEC HRY)." — the side's id instead of its name, and the section cited twice."""
    for winner, name in (("automa", "the Automa"), ("human", "you"), ("tie", "a tie")):
        text = words.reason_text(reason("game-end", "game.over", human_vp=133, automa_vp=227, winner=winner))
        assert text.endswith(f"You 133 VP, the Automa 227 VP — winner: {name}."), text
        assert text.count("KONEC HRY") == 1, text

"""Tapestry games save and load; bad files and impossible boards are refused in words, in the app
(the message the window shows) and by `tablebot validate`, and nothing changes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tablebot.core import save
from tablebot.games.registry import game_rules
from tablebot.games.tapestry.edits import ExploreHex, PlaceOutpost
from tablebot.games.tapestry.validate import problems

from ...save_files import assert_refused_with_detail, save_files

RULES = game_rules("tapestry")
demo_file, spoiled = save_files("tapestry", "tapestry.json")


def _hex(snap: dict[str, Any], axial: list[int]) -> dict[str, Any]:
    return next(h for h in snap["hexes"] if h["axial"] == axial)


BAD_BOARDS: dict[str, tuple[Any, str]] = {
    "a third outpost": (lambda s: _hex(s, [2, 0])["outposts"].append({"owner": "human", "toppled": True}), "3 outposts"),
    "an outpost on an empty hex": (lambda s: _hex(s, [3, 2])["outposts"].append({"owner": "human", "toppled": False}),
                                   "without a territory"),
    "a token past the end": (lambda s: s["human"]["tokens"].update(military=13), "military"),
    "a landmark off its space": (lambda s: s.update(landmarks=[{"track": "science", "space": 6, "owner": "human"}]),
                                 "which has none"),
    "a decision card twice": (lambda s: s["deck"].update(discard=[*s["deck"]["discard"], s["deck"]["progress"][0]]),
                              "two places"),
    "level 6 with one civilization": (lambda s: s.update(level=6), "two at level 6 only"),
    "an unknown field": (lambda s: s.update(cheat=True), "cheat"),
}


def test_a_tapestry_game_round_trips(tmp_path: Path) -> None:
    path = demo_file(tmp_path)
    assert save.load_game(path).snapshot == RULES.demo_game()


@pytest.mark.parametrize("name", BAD_BOARDS)
def test_an_impossible_board_is_refused_with_its_detail(tmp_path: Path, name: str) -> None:
    change, detail = BAD_BOARDS[name]
    assert_refused_with_detail(spoiled(tmp_path, change), detail)


@pytest.mark.parametrize("name", ["a third outpost", "a decision card twice"])
def test_the_app_refuses_in_words_and_keeps_the_game(qtbot: Any, tmp_path: Path, name: str) -> None:
    from tablebot.controller.session import Session
    from tablebot.gui.reasons import error_text

    session = Session(RULES, RULES.demo_game(), autosave=False)
    before = session.snapshot
    with qtbot.waitSignal(session.refused) as signal:
        assert not session.open(spoiled(tmp_path, BAD_BOARDS[name][0]))
    code, params = signal.args
    text = error_text(code, params)
    assert code == "save.invalid" and code not in text and len(text) > 10
    assert session.snapshot is before


def test_an_impossible_edit_is_refused_in_words_through_the_session(qtbot: Any) -> None:
    from tablebot.controller.session import Session
    from tablebot.gui.tapestry.words_table import ERRORS

    session = Session(RULES, RULES.demo_game(), autosave=False)
    before, count = session.snapshot, session.stack.count()
    for edit in (PlaceOutpost(hex=(2, 0), owner="human"), ExploreHex(hex=(0, 2))):
        with qtbot.waitSignal(session.refused) as signal:
            assert not session.edit(edit)
        code, params = signal.args
        assert code in ERRORS and "{hex}" in ERRORS[code] and params["hex"]
    assert session.snapshot is before and session.stack.count() == count
    assert problems(session.snapshot) == []

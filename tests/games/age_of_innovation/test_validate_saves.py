"""Age of Innovation games save and load; a broken or foreign file and an impossible board are refused in
words, in the app (the message the window shows) and by `tablebot validate`, and nothing changes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tablebot.core import save
from tablebot.games.age_of_innovation.edits import PlaceBridge, PlaceBuilding
from tablebot.games.age_of_innovation.validate import problems
from tablebot.games.registry import game_rules

from ...save_files import assert_refused_with_detail, save_files

RULES = game_rules("age_of_innovation")
demo_file, spoiled = save_files("age_of_innovation", "aoi.json")


def _river(s: dict[str, Any]) -> list[int]:
    return next(c[0] for c in s["board"]["cells"] if c[1] == "river")


def _automa_deck(s: dict[str, Any]) -> dict[str, Any]:
    return s["automas"][0]["deck"]


BAD_BOARDS: dict[str, tuple[Any, str]] = {
    "a building on a river": (lambda s: s["buildings"].append(
        {"hex": _river(s), "owner": "human", "kind": "workshop", "marked": False}), "river hex"),
    "two buildings on a hex": (lambda s: s["buildings"].append({**s["buildings"][0], "owner": "automa"}), "one at most"),
    "your building marked": (lambda s: s["buildings"][0].update(marked=True), "only the Automa's"),
    "a science marker past 12": (lambda s: s["humans"][0]["science"].update(law=13), "law"),
    "a decision card twice": (lambda s: _automa_deck(s).update(reserve=[*_automa_deck(s)["reserve"], _automa_deck(s)["draw"][0]],
                                                               reserve_count=len(_automa_deck(s)["reserve"]) + 1),
                              "two places"),
    "round 7": (lambda s: s["turn"].update(round=7), "round"),
    "an unknown field": (lambda s: s.update(cheat=True), "cheat"),
}


def test_an_aoi_game_round_trips(tmp_path: Path) -> None:
    path = demo_file(tmp_path)
    assert save.load_game(path).snapshot == RULES.demo_game()


@pytest.mark.parametrize("name", BAD_BOARDS)
def test_an_impossible_board_is_refused_with_its_detail(tmp_path: Path, name: str) -> None:
    change, detail = BAD_BOARDS[name]
    assert_refused_with_detail(spoiled(tmp_path, change), detail)


@pytest.mark.parametrize("name", ["a building on a river", "a decision card twice", "foreign", "broken"])
def test_the_app_refuses_in_words_and_keeps_the_game(qtbot: Any, tmp_path: Path, name: str) -> None:
    from tablebot.controller.session import Session
    from tablebot.gui.reasons import error_text

    session = Session(RULES, RULES.demo_game(), autosave=False)
    before, count = session.snapshot, session.stack.count()
    if name == "foreign":  # another game's save opened in an Age of Innovation session
        path = tmp_path / "tapestry.json"
        save.save_game(path, save.SavedGame.start("tapestry", game_rules("tapestry").demo_game()))
    elif name == "broken":
        path = tmp_path / "cut.json"
        path.write_bytes(demo_file(tmp_path).read_bytes()[:500])
    else:
        path = spoiled(tmp_path, BAD_BOARDS[name][0])
    on_disk = path.read_bytes()
    with qtbot.waitSignal(session.refused) as signal:
        assert not session.open(path)
    code, params = signal.args
    text = error_text(code, params)
    assert code.startswith("save.") and code not in text and len(text) > 10  # words, not a code
    assert session.snapshot is before and session.stack.count() == count
    assert path.read_bytes() == on_disk


def test_an_impossible_edit_is_refused_in_words_through_the_session(qtbot: Any) -> None:
    from tablebot.controller.session import Session
    from tablebot.gui.age_of_innovation.words_table import ERRORS

    session = Session(RULES, RULES.demo_game(), autosave=False)
    before, count = session.snapshot, session.stack.count()
    taken = before.buildings[0].hex
    river = next(h for h, c in before.board.cells if c == "river")
    for edit in (PlaceBuilding(hex=taken, owner="human"), PlaceBuilding(hex=river, owner="human"),
                 PlaceBridge(ends=(taken, river), owner="automa")):
        with qtbot.waitSignal(session.refused) as signal:
            assert not session.edit(edit)
        code, _ = signal.args
        assert code in ERRORS and len(ERRORS[code]) > 20
    assert session.snapshot is before and session.stack.count() == count
    assert problems(session.snapshot) == []

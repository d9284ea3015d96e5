"""Every code the Expeditions engine can emit has words in gui/expeditions/reasons.py, and every value
the words translate (the search's `why`, symbols, seats) has a name: a new engine code without a
sentence fails here, not in front of a player."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tablebot.core.reasons import reason
from tablebot.games.expeditions import edits
from tablebot.gui.expeditions import reasons as words

SRC = Path(__file__).resolve().parents[2] / "src" / "tablebot"
ENGINE_FILES = sorted((SRC / "games" / "expeditions").rglob("*.py"))
CODE = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")
ERROR_CALLS = {"IllegalEdit", "IllegalAnswer", "EngineError", "SetupError"}


def _trees() -> list[ast.AST]:
    return [ast.parse(p.read_text(encoding="utf-8")) for p in ENGINE_FILES]


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _literal(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and CODE.match(node.value):
        return node.value
    return None


def engine_codes() -> set[str]:
    """The code argument of reason() and of the error classes, also when an error class is first
    bound to a name (automa.check_tile: `error = IllegalAnswer if answer else IllegalEdit`)."""
    codes: set[str] = set()
    for tree in _trees():
        aliases = set(ERROR_CALLS)
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.IfExp) \
                    and {_name(node.value.body), _name(node.value.orelse)} <= ERROR_CALLS:
                aliases |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _name(node.func)
            arg: ast.expr | None = None
            if name == "reason" and len(node.args) > 1:
                arg = node.args[1]
            elif name in aliases and node.args:
                arg = node.args[0]
            if (found := _literal(arg)) is not None:
                codes.add(found)
    return codes


def search_whys() -> set[str]:
    """The `why` values automa.matches returns (the second item of each returned tuple)."""
    tree = ast.parse((SRC / "games" / "expeditions" / "automa.py").read_text(encoding="utf-8"))
    whys: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == "matches":
            for inner in ast.walk(node):
                if isinstance(inner, ast.Tuple) and len(inner.elts) == 3 and isinstance(inner.elts[1], ast.Constant):
                    whys.add(str(inner.elts[1].value))
    return whys


def test_the_scan_sees_every_family() -> None:
    codes = engine_codes()
    for expected in ("search.match", "vanquish.take_20", "tile.already_on_map", "corruption.too_many",
                     "setup.progress_card_needed", "score.winner", "action.not_top_card", "step.stale"):
        assert expected in codes


def test_every_engine_code_has_words() -> None:
    missing = sorted(engine_codes() - words.covered_codes())
    assert not missing, f"codes without words in gui/expeditions/reasons.py: {missing}"


def test_every_history_edit_has_words() -> None:
    kinds = {t.model_fields["kind"].default for t in edits.Edit.__args__[0].__args__}  # type: ignore[attr-defined]
    missing = sorted(f"history.edit.{k}" for k in kinds if f"history.edit.{k}" not in words.REASONS)
    assert not missing


def test_every_search_why_and_symbol_has_a_name() -> None:
    whys = search_whys()
    assert whys == {"map_token", "no_map_token", "20_alone", "20_not_alone", "no_20", "corruption", "only_20",
                    "no_corruption"}
    for key in [f"why.{w}" for w in whys] + ["symbol.map_token", "symbol.corruption_20", "symbol.corruption",
                                             "seat.player", "seat.automa", "mech.north", "mech.central"]:
        assert key in words.NAMES, key


def test_sentences_number_locations_from_one_and_name_the_mech() -> None:
    r = reason("target-search", "search.no_match", mech="central", slot=4, range=1, symbol="map_token",
               why="no_map_token")
    assert words.reason_text(r) == "Automa rules: Mech actions 2a  ✗ Location 5 (range 1): no map token."
    wrap = reason("ruling:central-wrap", "move.wrap", mech="central", origin=0, dest=6)
    assert words.reason_text(wrap) == ("Ruling: central-wrap  Past the end of the row the Central mech goes on "
                                       "from location 1 to location 7.")
    assert words.reason_text(reason("automa-turn.2", "card.drawn", card=5, left=11)) == \
        "Automa rules: Automa turn 2  Automa card 5 drawn; 11 left in the deck."
    assert words.reason_text(reason("edit", "history.edit.place_player_mech", location="north 2")) == \
        "Your mech to North 3"
    assert words.error_text("save.not_json", {}) == "The file is not a Tablebot save (it is not JSON)."

"""Every code the engine can emit has words in gui/root/reasons.py: a new engine code without a sentence
fails here, not in front of a player."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tablebot.core.reasons import reason
from tablebot.gui.root import reasons as words

SRC = Path(__file__).resolve().parents[2] / "src" / "tablebot"
# The games the GUI shows (Root only, so far): add a game's folder when its views arrive.
ENGINE_FILES = sorted((SRC / "games" / "root").rglob("*.py")) + [
    SRC / "games" / "registry.py", SRC / "core" / "ranking.py", SRC / "core" / "save.py", SRC / "core" / "steps.py"]
CODE = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")
ERROR_CALLS = {"IllegalEdit", "IllegalAnswer", "EngineError", "SaveError", "SetupError"}


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


def _arg(call: ast.Call, index: int, keyword: str) -> ast.expr | None:
    if len(call.args) > index:
        return call.args[index]
    return next((k.value for k in call.keywords if k.arg == keyword), None)


def engine_codes() -> set[str]:
    """Every code the engine can emit: the `code` argument of reason(), Criterion() and the error
    classes, and of any engine function with a `code` parameter (such as _battle_phase, which
    passes it on to reason())."""
    trees = [ast.parse(p.read_text(encoding="utf-8")) for p in ENGINE_FILES]
    # Functions that take a code: name -> position of their `code` parameter; and the suffixes
    # they append to it (`code + ".none"` in _battle_phase).
    takes_code: dict[str, int] = {"reason": 1, "Criterion": 1}
    suffixes: dict[str, set[str]] = {"Criterion": {".none_legal"}}  # ranking.pick: crit.code + ".none_legal"
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name not in ("reason", "__init__"):
                params = [a.arg for a in node.args.args]
                if "code" in params:
                    takes_code[node.name] = params.index("code")
                    for inner in ast.walk(node):
                        if isinstance(inner, ast.BinOp) and isinstance(inner.left, ast.Name) \
                                and inner.left.id == "code" and isinstance(inner.right, ast.Constant):
                            suffixes.setdefault(node.name, set()).add(str(inner.right.value))
    codes: set[str] = set()
    for tree in trees:
        for node in ast.walk(tree):
            # Codes given as parameter defaults or keywords (pick's tiebreak_code="tiebreak.priority").
            if isinstance(node, ast.arguments):
                names = [a.arg for a in node.args[len(node.args) - len(node.defaults):]] + \
                        [a.arg for a in node.kwonlyargs]
                defaults = list(node.defaults) + list(node.kw_defaults)
                for arg_name, default in zip(names, defaults, strict=False):
                    if arg_name.endswith("code") and (found := _literal(default)):
                        codes.add(found)
            if not isinstance(node, ast.Call):
                continue
            for kw in node.keywords:
                if kw.arg is not None and kw.arg.endswith("_code") and (found := _literal(kw.value)):
                    codes.add(found)
            name = _name(node.func)
            if name in ERROR_CALLS:
                found = _literal(_arg(node, 0, "code"))
            elif name in takes_code:
                found = _literal(_arg(node, takes_code[name], "code"))
            else:
                continue
            if found is None:
                continue
            codes.add(found)
            codes |= {found + suffix for suffix in suffixes.get(name, ())}
    return codes


def engine_topics() -> set[str]:
    """Topics of the questions bots ask the table: the `topic` argument of any engine function
    with a `topic` parameter (vagabot._ask)."""
    trees = [ast.parse(p.read_text(encoding="utf-8")) for p in ENGINE_FILES]
    takes_topic: dict[str, int] = {}
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and "topic" in (params := [a.arg for a in node.args.args]):
                takes_topic[node.name] = params.index("topic")
    topics: set[str] = set()
    for tree in trees:
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and (name := _name(node.func)) in takes_topic):
                continue
            if found := _literal(_arg(node, takes_topic[name], "topic")):
                topics.add(found)
    return topics


def test_every_question_topic_has_words() -> None:
    missing = sorted(engine_topics() - set(words.TOPICS))
    assert not missing, f"AskTable topics without words in gui/root/reasons.py: {missing}"


def test_the_scan_finds_codes_of_every_kind() -> None:
    codes = engine_codes()
    # If the scan broke, this test would pass vacuously: check it sees each family.
    for expected in ("build.most_warriors.none_legal", "battle.ordered.none", "edit.no_free_slot",
                     "retry.next_value", "tiebreak.priority", "tiebreak.setup_order", "card.unknown",
                     "save.not_json"):
        assert expected in codes


def test_every_engine_code_has_words() -> None:
    missing = sorted(engine_codes() - words.covered_codes())
    assert not missing, f"codes without words in gui/root/reasons.py: {missing}"


def test_rule_ids_read_as_words() -> None:
    # A number says which book it is from: 4.3.2 is a rule of both books.
    assert words.rule_text("4.5.3") == "Rootbotics 4.5.3"
    assert words.rule_text("law:4.3.2") == "Law of Root 4.3.2"
    assert words.rule_text("ruling:expand-once") == "Ruling: expand-once"
    assert words.rule_text("trait:blitz") == "Trait Blitz"
    assert words.rule_text("difficulty:nightmare") == "Nightmare"


def test_reason_with_parameters_reads_as_a_sentence() -> None:
    r = reason("4.5.3", "build.most_warriors", value=3, targets=(1,))
    assert words.reason_text(r) == "Rootbotics 4.5.3  Build: most Marquise warriors — 1 (3 warriors)"
    chain = words.chain_text([r, reason("2.3", "retry.no_free_slot", clearing=1),
                              reason("2.3", "retry.next_value", value=2, targets=(6, 8, 12)),
                              reason("2.1", "tiebreak.priority", chosen=6)])
    assert "Rootbotics 2.3  clearing 1 has no free slot" in chain
    # The retry's value counts what the criterion before it counts.
    assert "→ next: 6, 8, 12 (2 warriors)" in chain and chain.endswith("→ highest priority: 6")
    assert words.reason_text(reason("2.2", "tiebreak.setup_order", chosen="eyrie")).endswith("Eyrie")


def test_unknown_code_falls_back_to_code_and_params() -> None:
    assert words.error_text("edit.brand_new", {"x": 3}) == "edit.brand_new (x=3)"
    assert words.error_text("edit.no_free_slot", {"clearing": 1, "free": 0}) == "Clearing 1 has no free building slot."

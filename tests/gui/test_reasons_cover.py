"""Every code the engine can emit has words in gui/reasons.py: a new engine code without a sentence
fails here, not in front of a player."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tablebot.core.reasons import reason
from tablebot.gui import reasons as words

SRC = Path(__file__).resolve().parents[2] / "src" / "tablebot"
ENGINE_FILES = sorted((SRC / "games").rglob("*.py")) + [SRC / "core" / "ranking.py", SRC / "core" / "save.py"]
CODE = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")
NOT_CODES = re.compile(r"\.(json|py|md|png|txt|jsonl|log)$")
ERROR_CALLS = {"IllegalEdit", "IllegalAnswer", "EngineError", "SaveError", "SetupError"}


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def engine_codes() -> set[str]:
    """String literals that are codes: arguments of reason(), Criterion(), the error classes, and
    any other code-shaped literal (codes handed through helpers such as _battle_phase)."""
    codes: set[str] = set()
    criteria: set[str] = set()
    phase_codes: set[str] = set()
    for path in ENGINE_FILES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and CODE.match(node.value) \
                    and not NOT_CODES.search(node.value):
                codes.add(node.value)
            if isinstance(node, ast.Call):
                name = _name(node.func)
                literals = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
                second = node.args[1] if len(node.args) > 1 else None
                if name == "Criterion" and isinstance(second, ast.Constant) and isinstance(second.value, str):
                    criteria.add(second.value)
                if name == "_battle_phase":
                    phase_codes.update(c for c in literals if CODE.match(c))
    # ranking.pick reports an exhausted criterion as code + ".none_legal"; a battle phase with no
    # battle as code + ".none" (bots/marquise.py).
    codes |= {c + ".none_legal" for c in criteria} | {c + ".none" for c in phase_codes}
    return codes


def test_the_scan_finds_codes_of_every_kind() -> None:
    codes = engine_codes()
    # If the scan broke, this test would pass vacuously: check it sees each family.
    for expected in ("build.most_warriors.none_legal", "battle.ordered.none", "edit.no_free_slot",
                     "retry.next_value", "tiebreak.priority", "tiebreak.setup_order", "card.unknown",
                     "save.not_json"):
        assert expected in codes


def test_every_engine_code_has_words() -> None:
    missing = sorted(engine_codes() - words.covered_codes())
    assert not missing, f"codes without words in gui/reasons.py: {missing}"


def test_rule_ids_read_as_words() -> None:
    assert words.rule_text("4.5.3") == "4.5.3"
    assert words.rule_text("ruling:expand-once") == "Ruling (expand-once)"
    assert words.rule_text("trait:blitz") == "Trait Blitz"
    assert words.rule_text("difficulty:nightmare") == "Nightmare"


def test_reason_with_parameters_reads_as_a_sentence() -> None:
    r = reason("4.5.3", "build.most_warriors", value=1, targets=(1,))
    assert words.reason_text(r) == "4.5.3  Build: most Marquise warriors — 1 (1)"
    chain = words.chain_text([r, reason("2.3", "retry.no_free_slot", clearing=1),
                              reason("2.3", "retry.next_value", value=2, targets=(6, 8, 12)),
                              reason("2.1", "tiebreak.priority", chosen=6)])
    assert "2.3  clearing 1 has no free slot" in chain
    assert "→ next: 6, 8, 12 (2)" in chain and chain.endswith("→ highest priority: 6")
    assert words.reason_text(reason("2.2", "tiebreak.setup_order", chosen="eyrie")).endswith("Eyrie")


def test_unknown_code_falls_back_to_code_and_params() -> None:
    assert words.error_text("edit.brand_new", {"x": 3}) == "edit.brand_new (x=3)"
    assert words.error_text("edit.no_free_slot", {"clearing": 1, "free": 0}) == "Clearing 1 has no free building slot."

"""The four languages (issue 15): every message of the sources is in every language's .ts file,
translated, with the source's placeholders and all the language's plural forms; the checker
itself catches each of those faults; the .ts files compile with Qt's lrelease."""

from __future__ import annotations

import ast
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from .i18n_tool import tool as i18n_tool

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("lang", sorted(i18n_tool.LANGUAGES))
def test_every_message_is_translated_with_its_placeholders_and_plural_forms(lang: str) -> None:
    found = i18n_tool.problems(lang)
    assert not found, f"{len(found)} problems in {lang} (python packaging/i18n.py check {lang}):\n" + \
        "\n".join(found[:40])


def test_the_catalogue_holds_the_names_the_app_shows_from_its_data() -> None:
    by_area, _ = i18n_tool.extract()
    root = {m.context: m for m in by_area["root"].values()}
    keys = {(m.context, m.source) for area in by_area.values() for m in area.values()}
    assert ("Cards", "Ambush!") in keys or any(c == "Cards" for c, _ in keys)
    assert ("Games", "Root (Law of Rootbotics)") in keys
    assert "BotTexts" in root and "Reasons" in root
    assert sum(1 for area in by_area.values() for m in area.values() if m.numerus) >= 40


def _copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    target = tmp_path / "i18n"
    shutil.copytree(i18n_tool.I18N, target, ignore=shutil.ignore_patterns("*.qm", "qt"))
    monkeypatch.setattr(i18n_tool, "I18N", target)
    return target


def _message(path: Path, source: str) -> tuple[ET.ElementTree, ET.Element]:
    tree = ET.parse(path)
    for m in tree.getroot().iter("message"):
        if m.findtext("source") == source:
            return tree, m
    raise AssertionError(f"{source!r} not in {path.name}")


def _save(tree: ET.ElementTree, path: Path) -> None:
    tree.write(path, encoding="utf-8", xml_declaration=True)


def test_the_checker_catches_a_missing_key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = _copy(tmp_path, monkeypatch)
    tree, message = _message(folder / "shell_pl.ts", "&New game…")
    for ctx in tree.getroot().iter("context"):
        if message in list(ctx):
            ctx.remove(message)
    _save(tree, folder / "shell_pl.ts")
    assert any("'&New game…': missing" in p for p in i18n_tool.problems("pl"))


def test_the_checker_catches_a_dropped_or_added_placeholder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = _copy(tmp_path, monkeypatch)
    path = folder / "shell_cs.ts"
    tree, message = _message(path, "Saved to {path}")
    translation = message.find("translation")
    assert translation is not None
    translation.text = "Uloženo"
    translation.attrib.pop("type", None)
    _save(tree, path)
    assert any("Saved to {path}" in p and "placeholders" in p for p in i18n_tool.problems("cs"))
    translation.text = "Uloženo do {path} {name}"
    _save(tree, path)
    assert any("Saved to {path}" in p and "placeholders" in p for p in i18n_tool.problems("cs"))


def test_the_checker_catches_a_missing_plural_form(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = _copy(tmp_path, monkeypatch)
    path = folder / "root_pl.ts"
    tree = ET.parse(path)
    context, message = next((c.findtext("name"), m) for c in tree.getroot().iter("context")
                            for m in c.iter("message") if m.get("numerus") == "yes")
    source = message.findtext("source")
    where = f"{path.name}: {context}: {source!r}"
    translation = message.find("translation")
    assert translation is not None
    forms = translation.findall("numerusform")
    assert len(forms) == 3  # Polish: one, few, many
    placeholders = " ".join(i18n_tool.placeholders(source or ""))
    for i, form in enumerate(forms):
        form.text = f"%n forma{i} {placeholders}"
    translation.attrib.pop("type", None)
    _save(tree, path)
    assert not [p for p in i18n_tool.problems("pl") if where in p]
    forms[2].text = ""
    _save(tree, path)
    assert any(where in p and "plural forms" in p for p in i18n_tool.problems("pl"))


def test_the_checker_catches_a_translation_of_a_message_the_sources_no_longer_have(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = _copy(tmp_path, monkeypatch)
    path = folder / "shell_pt_BR.ts"
    tree, message = _message(path, "&New game…")
    source = message.find("source")
    assert source is not None
    source.text = "&New gamez…"
    _save(tree, path)
    found = i18n_tool.problems("pt_BR")
    assert any("not in the sources" in p and "gamez" in p for p in found)
    assert any("'&New game…': missing" in p for p in found)


def test_no_translation_call_is_built_at_run_time() -> None:
    """A text formatted before it is translated (an f-string, "%" or .format inside the call) can
    never match a catalogue entry: the English would show in every language."""
    _, dynamic = i18n_tool.extract()
    for call in dynamic:
        tree = ast.parse((ROOT / call.file).read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and node.lineno == call.line:
                for arg in node.args[:2]:
                    assert not isinstance(arg, ast.JoinedStr), f"{call.file}:{call.line}: an f-string is translated"
                    assert not (isinstance(arg, ast.Call) and getattr(arg.func, "attr", "") == "format"), \
                        f"{call.file}:{call.line}: a formatted text is translated"
                    assert not isinstance(arg, ast.BinOp) or not isinstance(arg.op, ast.Mod), \
                        f"{call.file}:{call.line}: a %-formatted text is translated"


def test_every_ts_file_compiles_with_qt_lrelease(tmp_path: Path) -> None:
    built = i18n_tool.compile_all(tmp_path)
    assert len(built) == len(i18n_tool.AREAS) * len(i18n_tool.LANGUAGES)
    assert all(p.stat().st_size > 16 for p in built)

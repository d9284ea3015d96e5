"""The app's translations: Qt .ts sources (committed, resources/i18n/<area>_<lang>.ts) and .qm files
(compiled by the build with Qt's lrelease, never committed).

    python packaging/i18n.py update            # the .ts files follow the sources (translations kept)
    python packaging/i18n.py compile [DIR]     # .ts -> .qm (default: resources/i18n/)
    python packaging/i18n.py check [LANG...]   # missing keys, broken placeholders, missing plural forms
    python packaging/i18n.py todo LANG [AREA]  # the untranslated messages as JSON (for translators)
    python packaging/i18n.py fill LANG FILE    # merge a translators' JSON into the .ts files

Why our own extractor and not pyside6-lupdate: the app translates through small helpers
(`tr(context, text)`, `_tr(text)` with the module's context, `plural(context, text, n)`) that lupdate
reads as `self.tr(source, comment)`. This one reads the Python syntax tree and knows them; a call
it cannot resolve (a context or text in a variable) is listed by `dynamic()`, and the test allows
only those fed from QT_TRANSLATE_NOOP tables, which are extracted themselves.

A message is (context, source, comment); a source with "%n" is a plural (numerus) message, with
as many forms as the language has (Qt's rules: Polish and Czech 3, Portuguese 2).
"""

from __future__ import annotations

import ast
import json
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
from tablebot.i18n import compile_ts  # the runtime's lrelease call: one copy

SRC = ROOT / "src" / "tablebot"
I18N = ROOT / "resources" / "i18n"

LANGUAGES = {"pl": "pl_PL", "cs": "cs_CZ", "pt_BR": "pt_BR"}
"""The translated languages (English is the source): the file suffix and Qt's language attribute."""
PLURAL_FORMS = {"pl": 3, "cs": 3, "pt_BR": 2}
"""How many numerus forms Qt's rules give each language (lrelease refuses others)."""
AREAS = ("shell", "root", "expeditions", "tapestry", "age_of_innovation")
"""One .ts per area and language: the window's shell and each game (a game's helpers translate
its file without touching another's)."""

PLURAL_NOUN = re.compile(r"[\w\- ]+\((s|es|ies)\)")
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%n|%\d")
TRANSLATE_HELPERS = {"tr", "_tr", "translate"}
PLURAL_HELPERS = {"plural"}


@dataclass
class Message:
    context: str
    source: str
    comment: str = ""
    files: set[str] = field(default_factory=set)

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)

    @property
    def numerus(self) -> bool:
        # A count's text ("%n warriors(s)"), or a bare noun agreeing with a count ("warrior(s)",
        # plural() without the number).
        return "%n" in self.source or PLURAL_NOUN.fullmatch(self.source) is not None


@dataclass
class Dynamic:
    file: str
    line: int
    call: str


def area_of(path: Path) -> str:
    parts = path.relative_to(SRC).parts
    for area in AREAS[1:]:
        if area in parts[:-1]:
            return area
    return "shell"


class _Extractor(ast.NodeVisitor):
    def __init__(self, path: Path, tree: ast.Module) -> None:
        self.path = path
        self.rel = str(path.relative_to(ROOT))
        self.found: list[tuple[str, str, str]] = []
        self.dynamic: list[Dynamic] = []
        self.classes: list[str] = []
        self.constants: dict[str, str] = {}
        self.module_tr: str | None = None
        for node in tree.body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                value = node.value
                if isinstance(value, ast.Constant) and isinstance(value.value, str):
                    self.constants[node.targets[0].id] = value.value
            if isinstance(node, ast.FunctionDef) and node.name == "_tr" and len(node.args.args) == 1:
                # A module's `_tr(text)`: its body calls translate("<Context>", text).
                for sub in ast.walk(node):
                    if isinstance(sub, ast.Call) and _name(sub.func) == "translate" and sub.args:
                        ctx = self.text(sub.args[0])
                        if ctx is not None:
                            self.module_tr = ctx

    def text(self, node: ast.AST) -> str | None:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.Name) and node.id in self.constants:
            return self.constants[node.id]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            a, b = self.text(node.left), self.text(node.right)
            return a + b if a is not None and b is not None else None
        return None

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def _add(self, ctx: str | None, src: str | None, comment: str | None, node: ast.Call, call: str) -> None:
        if ctx is None or src is None:
            self.dynamic.append(Dynamic(self.rel, node.lineno, call))
            return
        if src:
            self.found.append((ctx, src, comment or ""))

    def visit_Call(self, node: ast.Call) -> None:
        name = _name(node.func)
        args = node.args
        if name in ("QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3") and len(args) >= 2:
            comment = self.text(args[2]) if len(args) > 2 else ""
            self._add(self.text(args[0]), self.text(args[1]), comment, node, name)
        elif name in ("QT_TR_NOOP",) and args and self.classes:
            self._add(self.classes[-1], self.text(args[0]), "", node, name)
        elif name == "tr" and isinstance(node.func, ast.Attribute) and len(args) >= 1 and _is_self(node.func):
            ctx = self.classes[-1] if self.classes else None
            comment = self.text(args[1]) if len(args) > 1 and not _is_none(args[1]) else ""
            self._add(ctx, self.text(args[0]), comment, node, "self.tr")
        elif name == "_tr" and len(args) == 1 and self.module_tr is not None:
            self._add(self.module_tr, self.text(args[0]), "", node, "_tr")
        elif (name in TRANSLATE_HELPERS or name in PLURAL_HELPERS) and len(args) >= 2 and \
                not (isinstance(node.func, ast.Attribute) and _is_self(node.func)):
            if name == "translate" and isinstance(node.func, ast.Attribute) and \
                    _name(node.func.value) not in ("QCoreApplication", "QApplication"):
                self.generic_visit(node)
                return  # painter.translate(x, y), QTransform().translate(…)
            comment = ""
            if name == "translate" and len(args) > 2 and not _is_none(args[2]):
                comment = self.text(args[2]) or ""
            self._add(self.text(args[0]), self.text(args[1]), comment, node, name)
        self.generic_visit(node)


def _name(func: ast.AST) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _is_self(func: ast.Attribute) -> bool:
    return isinstance(func.value, ast.Name) and func.value.id in ("self", "cls")


def _is_none(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def _data_messages() -> list[tuple[str, str, str, str]]:
    """(area, context, source, file) for the names the app shows from its data files."""
    out: list[tuple[str, str, str, str]] = []
    for plugin in sorted((SRC / "games").glob("*/plugin.py")):
        for m in re.finditer(r'\btitle="([^"]+)"', plugin.read_text("utf-8")):
            out.append(("shell", "Games", m.group(1), str(plugin.relative_to(ROOT))))
    decks = ROOT / "resources" / "cards" / "root_decks.json"
    for deck in json.loads(decks.read_text("utf-8"))["decks"].values():
        for card in deck["cards"]:
            out.append(("root", "Cards", card["name"], str(decks.relative_to(ROOT))))
    texts = ROOT / "resources" / "i18n" / "bot_texts_en.json"

    def leaves(value: object) -> list[str]:
        if isinstance(value, str):
            return [value]
        if isinstance(value, dict):
            return [s for v in value.values() for s in leaves(v)]
        return []

    for text in leaves(json.loads(texts.read_text("utf-8"))["bots"]):
        if text:
            out.append(("root", "BotTexts", text, str(texts.relative_to(ROOT))))
    # Root's map names (the New Game dialog's map list, the suit layout editor): gui/root/names.map_name.
    for board in sorted((ROOT / "maps" / "root").glob("*.json")):
        out.append(("root", "Maps", json.loads(board.read_text("utf-8"))["name"], str(board.relative_to(ROOT))))
    out.extend(_game_data_messages())
    return out


def _game_data_messages() -> list[tuple[str, str, str, str]]:
    """Expeditions, Tapestry and Age of Innovation: the names and texts their windows show from the
    data files (and the engines' lists of the book's names), as gui/<game>/reasons.py's
    data helpers translate them (context <Game>Data)."""
    out: list[tuple[str, str, str, str]] = []
    exp = ROOT / "resources" / "expeditions" / "automa.json"
    data = json.loads(exp.read_text("utf-8"))
    for entry in data["decision_cards"] + data["progress_cards"]:  # how sure a card's data is
        out.append(("expeditions", "ExpeditionsData", entry["confidence"], str(exp.relative_to(ROOT))))
    tap = ROOT / "resources" / "tapestry" / "automa.json"
    data = json.loads(tap.read_text("utf-8"))
    where = str(tap.relative_to(ROOT))
    for spaces in data["tracks"].values():  # the board's track spaces: name (as drawn), rules text, landmark
        for s in spaces:
            out.append(("tapestry", "TapestryData", s["name"].title(), where))
            if s.get("human_benefit_text"):  # the printed rules text of the space (its tooltip)
                out.append(("tapestry", "TapestryData", s["human_benefit_text"], where))
            if s.get("landmark"):
                out.append(("tapestry", "TapestryData", s["landmark"], where))
    for level in data["difficulty_levels"]:
        out.append(("tapestry", "TapestryData", level["name"], where))
    from tablebot.games.tapestry import rulebook as tapestry_book  # the book's lists: pure Python, no Qt

    book = str((SRC / "games" / "tapestry" / "rulebook.py").relative_to(ROOT))
    for name in (*tapestry_book.REMOVED_TAPESTRY_CARDS, *tapestry_book.REMOVED_CIVILIZATIONS):
        out.append(("tapestry", "TapestryData", name, book))
    from tablebot.games.age_of_innovation.cards import LEVEL_NAMES as AOI_LEVELS

    cards = str((SRC / "games" / "age_of_innovation" / "cards.py").relative_to(ROOT))
    out.extend(("age_of_innovation", "AoIData", name, cards) for name in AOI_LEVELS.values())
    for board in sorted((ROOT / "maps" / "age_of_innovation").glob("*.json")):  # the shipped boards
        out.append(("age_of_innovation", "AoIData", json.loads(board.read_text("utf-8"))["name"],
                    str(board.relative_to(ROOT))))
    return out


def extract() -> tuple[dict[str, dict[tuple[str, str, str], Message]], list[Dynamic]]:
    """Every translatable message of the sources by area, and the calls that could not be read."""
    by_area: dict[str, dict[tuple[str, str, str], Message]] = {a: {} for a in AREAS}
    seen: dict[tuple[str, str, str], str] = {}
    dynamic: list[Dynamic] = []
    found: list[tuple[str, str, str, str, str]] = []
    for path in sorted(SRC.rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"), str(path))
        ex = _Extractor(path, tree)
        ex.visit(tree)
        dynamic.extend(ex.dynamic)
        found.extend((area_of(path), c, s, m, ex.rel) for c, s, m in ex.found)
    found.extend((a, c, s, "", f) for a, c, s, f in _data_messages())
    # A message used by several areas lives in the first (the shell before the games).
    found.sort(key=lambda t: AREAS.index(t[0]))
    for area, ctx, src, comment, rel in found:
        key = (ctx, src, comment)
        home = seen.setdefault(key, area)
        msg = by_area[home].setdefault(key, Message(ctx, src, comment))
        msg.files.add(rel)
    return by_area, dynamic


# -- .ts files ---------------------------------------------------------------------------------
@dataclass
class Translation:
    forms: list[str]
    finished: bool


def ts_path(area: str, lang: str) -> Path:
    return I18N / f"{area}_{lang}.ts"


def read_ts(path: Path) -> dict[tuple[str, str, str], Translation]:
    out: dict[tuple[str, str, str], Translation] = {}
    if not path.exists():
        return out
    root = ET.parse(path).getroot()
    for ctx in root.findall("context"):
        cname = ctx.findtext("name") or ""
        for m in ctx.findall("message"):
            tr = m.find("translation")
            if tr is None:
                continue
            if m.get("numerus") == "yes":
                forms = [f.text or "" for f in tr.findall("numerusform")]
            else:
                forms = [tr.text or ""]
            finished = tr.get("type") not in ("unfinished", "obsolete", "vanished")
            out[(cname, m.findtext("source") or "", m.findtext("comment") or "")] = Translation(forms, finished)
    return out


def write_ts(path: Path, lang: str, messages: dict[tuple[str, str, str], Message],
             translations: dict[tuple[str, str, str], Translation]) -> None:
    ts = ET.Element("TS", version="2.1", language=LANGUAGES[lang], sourcelanguage="en")
    by_context: dict[str, list[Message]] = {}
    for msg in messages.values():
        by_context.setdefault(msg.context, []).append(msg)
    for cname in sorted(by_context):
        ctx = ET.SubElement(ts, "context")
        ET.SubElement(ctx, "name").text = cname
        for msg in sorted(by_context[cname], key=lambda m: (m.source, m.comment)):
            attrs = {"numerus": "yes"} if msg.numerus else {}
            m = ET.SubElement(ctx, "message", attrs)
            for f in sorted(msg.files):
                ET.SubElement(m, "location", filename=_relative_to_i18n(f))
            ET.SubElement(m, "source").text = msg.source
            if msg.comment:
                ET.SubElement(m, "comment").text = msg.comment
            old = translations.get(msg.key)
            tr = ET.SubElement(m, "translation")
            if old is None or not old.finished or not any(old.forms):
                tr.set("type", "unfinished")
            if msg.numerus:
                forms = old.forms if old is not None else []
                for i in range(PLURAL_FORMS[lang]):
                    ET.SubElement(tr, "numerusform").text = forms[i] if i < len(forms) else ""
            else:
                tr.text = old.forms[0] if old is not None and old.forms else ""
    ET.indent(ts, space="    ")
    body = ET.tostring(ts, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", "utf-8")


def _relative_to_i18n(rel: str) -> str:
    return "../../" + rel


def update() -> None:
    by_area, _ = extract()
    for lang in LANGUAGES:
        known: dict[tuple[str, str, str], Translation] = {}
        for area in AREAS:
            known.update(read_ts(ts_path(area, lang)))
        for area in AREAS:
            write_ts(ts_path(area, lang), lang, by_area[area], known)
    print(f"i18n: {sum(len(v) for v in by_area.values())} messages in {len(AREAS)} areas x {len(LANGUAGES)} languages")


# -- checks -----------------------------------------------------------------------------------
def placeholders(text: str) -> list[str]:
    return sorted(p for p in PLACEHOLDER.findall(text) if p != "%n")


def problems(lang: str) -> list[str]:
    """What is wrong with a language: a message of the sources missing or unfinished, a translation
    whose placeholders differ from the source's, a plural message without all its forms, a .ts
    message the sources no longer have."""
    by_area, _ = extract()
    out: list[str] = []
    for area in AREAS:
        path = ts_path(area, lang)
        have = read_ts(path)
        want = by_area[area]
        for key in sorted(set(have) - set(want)):
            out.append(f"{path.name}: not in the sources (run `update`): {key[0]}: {key[1]!r}")
        for key, msg in sorted(want.items()):
            where = f"{path.name}: {msg.context}: {msg.source!r}"
            t = have.get(key)
            if t is None:
                out.append(f"{where}: missing (run `update`)")
                continue
            if not t.finished or not any(t.forms):
                out.append(f"{where}: not translated")
                continue
            if msg.numerus and (len(t.forms) != PLURAL_FORMS[lang] or not all(f.strip() for f in t.forms)):
                out.append(f"{where}: needs {PLURAL_FORMS[lang]} plural forms, has "
                           f"{sum(1 for f in t.forms if f.strip())}")
                continue
            want_ph = placeholders(msg.source)
            for form in t.forms:
                if placeholders(form) != want_ph:
                    out.append(f"{where}: placeholders {placeholders(form)} instead of {want_ph}: {form!r}")
                if msg.numerus and "%n" not in form and "%n" in msg.source:
                    out.append(f"{where}: a plural form without %n: {form!r}")
    return out


# -- compile ----------------------------------------------------------------------------------
def compile_all(target: Path = I18N, quiet: bool = True) -> list[Path]:
    """Every .ts compiled to .qm in `target` (the build's step; unchanged ones are skipped)."""
    out: list[Path] = []
    for ts in sorted(I18N.glob("*.ts")):
        qm = target / (ts.stem + ".qm")
        if not (qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime):
            compile_ts(ts, qm)
        out.append(qm)
    if not quiet:
        print(f"i18n: {len(out)} .qm files in {target}")
    return out


def copy_qt_own(target: Path) -> None:
    """Qt's own words (OK, Cancel, Close …) for our languages, beside ours in `target`/qt: the frozen
    build ships no Qt translations of its own (the spec's --noinclude-qt-translations keeps it 14 MB
    smaller), and tablebot.i18n looks there when Qt's folder has none."""
    from PySide6.QtCore import QLibraryInfo

    qt = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    (target / "qt").mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES:
        for found in qt.glob(f"qtbase_{lang}.qm"):
            shutil.copy2(found, target / "qt" / found.name)
            print(f"i18n: Qt's {found.name} copied to {target / 'qt'}")


# -- translators' round trip ------------------------------------------------------------------
def todo(lang: str, area: str | None = None, everything: bool = False) -> list[dict[str, object]]:
    by_area, _ = extract()
    rows: list[dict[str, object]] = []
    for a in AREAS if area is None else (area,):
        have = read_ts(ts_path(a, lang))
        for key, msg in sorted(by_area[a].items()):
            t = have.get(key)
            if not everything and t is not None and t.finished and any(t.forms):
                continue
            row: dict[str, object] = {"area": a, "context": msg.context, "source": msg.source}
            if msg.comment:
                row["comment"] = msg.comment
            row["files"] = sorted(msg.files)
            if msg.numerus:
                row["forms"] = PLURAL_FORMS[lang]
            if t is not None and any(t.forms):
                row["current"] = t.forms if msg.numerus else t.forms[0]
            rows.append(row)
    return rows


def fill(lang: str, rows: list[dict[str, object]]) -> int:
    """Merge translations ({"context", "source", ["comment"], "translation": str or [forms]}) into
    the .ts files; returns how many were taken."""
    by_area, _ = extract()
    known: dict[tuple[str, str, str], Translation] = {}
    for area in AREAS:
        known.update(read_ts(ts_path(area, lang)))
    taken = 0
    for row in rows:
        key = (str(row["context"]), str(row["source"]), str(row.get("comment", "")))
        value = row["translation"]
        forms = [str(v) for v in value] if isinstance(value, list) else [str(value)]
        known[key] = Translation(forms, True)
        taken += 1
    for area in AREAS:
        write_ts(ts_path(area, lang), lang, by_area[area], known)
    return taken


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    cmd, *rest = argv
    if cmd == "update":
        update()
    elif cmd == "compile":
        args = [a for a in rest if not a.startswith("--")]
        compile_all(Path(args[0]) if args else I18N, quiet="--verbose" not in rest)
        if "--with-qt" in rest:
            copy_qt_own(Path(args[0]) if args else I18N)
    elif cmd == "check":
        bad = 0
        for lang in rest or list(LANGUAGES):
            found = problems(lang)
            bad += len(found)
            for line in found[:200]:
                print(line)
            print(f"{lang}: {len(found)} problems")
        return 1 if bad else 0
    elif cmd == "todo":
        rows = todo(rest[0], rest[1] if len(rest) > 1 else None, everything="--all" in rest)
        print(json.dumps(rows, ensure_ascii=False, indent=1))
    elif cmd == "fill":
        rows = json.loads(Path(rest[1]).read_text("utf-8"))
        print(f"i18n: {fill(rest[0], rows)} translations taken")
    elif cmd == "dynamic":
        for d in extract()[1]:
            print(f"{d.file}:{d.line}: {d.call}")
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

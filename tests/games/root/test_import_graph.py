"""Each bot's abilities live in its own module (issue 10): the shared Root modules reach the bots
only through the registry and bots/hooks.py, so no module under games/root imports in a cycle
(not even at call time), and the shared rules modules never name a bot."""

from __future__ import annotations

import ast
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import networkx as nx

import tablebot.games.root as root_pkg

ROOT = Path(root_pkg.__file__).parent
PKG = "tablebot.games.root"
SHARED = ("battle.py", "edits.py", "actions.py", "rules.py", "setup.py")
BOT_IDS = {"mechanical_marquise_2", "electric_eyrie", "automated_alliance", "vagabot", "logical_lizards",
           "drillbit_duchy", "riverfolk_robots"}


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = [p for p in rel.parts if p != "__init__"]
    return ".".join([PKG, *parts])


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imported(path: Path, name: str, known: set[str]) -> set[str]:
    """Modules under games/root that `path` imports anywhere (functions too), except in
    `if TYPE_CHECKING:` blocks, which never run; a submodule import brings its packages too."""
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    out: set[str] = set()

    def add(target: str) -> None:
        while target.startswith(PKG):
            if target in known:
                out.add(target)
            target = target.rsplit(".", 1)[0]

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            add(target)
            for alias in node.names:
                if f"{target}.{alias.name}" in known:
                    add(f"{target}.{alias.name}")
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    out.discard(name)
    return out


def import_graph() -> nx.DiGraph:
    mods = modules()
    graph = nx.DiGraph()
    for name, path in mods.items():
        graph.add_node(name)
        for target in imported(path, name, set(mods)):
            graph.add_edge(name, target)
    return graph


def test_no_module_under_games_root_imports_in_a_cycle():
    graph = import_graph()
    assert graph.has_edge(f"{PKG}.battle", f"{PKG}.bots.hooks")  # the walk sees the imports
    cycles = [sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1]
    assert cycles == []


def test_the_walk_finds_a_cycle_made_at_call_time(tmp_path):
    """The check itself: a function-level import back into an importer is a cycle."""
    mods = set(modules())
    fake = tmp_path / "battle.py"
    fake.write_text("def f():\n    from .bots import alliance\n", encoding="utf-8")
    assert f"{PKG}.bots.alliance" in imported(fake, f"{PKG}.battle", mods)


def test_each_module_imports_first_in_a_fresh_interpreter_in_random_order():
    names = sorted(modules())
    random.Random(10).shuffle(names)
    script = textwrap.dedent(f"""
        import importlib, sys
        for name in {names!r}:
            for loaded in [m for m in sys.modules if m.startswith("tablebot")]:
                del sys.modules[loaded]
            importlib.import_module(name)
    """)
    done = subprocess.run([sys.executable, "-c", script], check=False, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]


def test_the_shared_root_modules_name_no_bot():
    """battle, edits, actions, rules and setup reach a bot's abilities through bots/hooks.py: no
    bot id in their code and no import of a bot's module or its state model."""
    for file in SHARED:
        tree = ast.parse((ROOT / file).read_text(encoding="utf-8"))
        ids = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and n.value in BOT_IDS}
        assert ids == set(), file
        bots = {t for t in imported(ROOT / file, f"{PKG}.{file[:-3]}", set(modules())) if ".bots." in t}
        assert bots <= {f"{PKG}.bots.hooks"}, file

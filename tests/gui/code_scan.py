"""The reason and error codes a game's source emits, read from its syntax tree: what the reasons
cover tests check against the game's words (a new code without a sentence fails there)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

CODE = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")
ERROR_CALLS = {"IllegalEdit", "IllegalAnswer", "EngineError", "SetupError", "MapFileError"}


def codes_in(files: list[Path], refusals: tuple[str, ...] = ()) -> set[str]:
    """The code argument of reason() and of the error classes (and of `refusals` calls) in `files`."""
    codes: set[str] = set()
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            arg = node.args[1] if name == "reason" and len(node.args) > 1 else (
                node.args[0] if (name in ERROR_CALLS or name in refusals) and node.args else None)
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and CODE.match(arg.value):
                codes.add(arg.value)
    return codes

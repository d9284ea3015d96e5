"""packaging/i18n.py (the translations' tool, not a package) loaded once for the tests that read the
catalogue: `tool.extract()`, `tool.read_ts(path)`, `tool.problems(lang)` …"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def _load() -> ModuleType:
    name = "tablebot_i18n_tool"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # before running it: its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


tool = _load()

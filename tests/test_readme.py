"""The README (issue 9): it shows a committed screenshot, sends the reader to no path outside the
repository, and the package metadata builds without deprecation warnings (an SPDX license string)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_readme_shows_a_committed_screenshot() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text)
    assert pictures
    for pic in pictures:
        assert (ROOT / pic).is_file() and (ROOT / pic).stat().st_size > 50_000


def test_readme_names_no_path_outside_the_repository() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "../" not in text
    for path in re.findall(r"`((?:docs|resources|maps)/[^`\s]*)`", text):
        assert (ROOT / path).exists(), path


def test_the_license_is_an_spdx_string() -> None:
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert isinstance(meta["project"]["license"], str)
    # A license string needs setuptools 77 (PEP 639); older ones reject it.
    requires = meta["build-system"]["requires"]
    assert any(r.replace(" ", "").startswith("setuptools>=") and int(r.split(">=")[1].split(".")[0]) >= 77
               for r in requires)

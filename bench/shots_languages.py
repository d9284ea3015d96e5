"""The screenshots of each language issue 15 asks to look at (a script, not a test): Root mid-battle
(four bots), an Expeditions Automa mech action, a Tapestry decision pair and an Age of Innovation
build proposal, in English, Polish, Czech and Portuguese (Brazil), light theme.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/shots_languages.py OUTDIR [WxH] [LANG ...]

Files are named LANG-SCENE-WxH.png (1366x768 unless WxH is given).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import shots_aoi
import shots_tapestry
from shots_all import expeditions_scene, root_scene

LANGUAGES = ("en", "pl", "cs", "pt_BR")


def main(argv: list[str]) -> int:
    from tablebot import i18n
    from tablebot.app import _application
    from tablebot.gui import theme

    out = Path(argv[1]) if len(argv) > 1 else Path("shots")
    out.mkdir(parents=True, exist_ok=True)
    rest = argv[2:]
    size = (1366, 768)
    if rest and "x" in rest[0]:
        w, h = rest.pop(0).split("x")
        size = (int(w), int(h))
    _application(offscreen=True)
    theme.apply_theme("light")
    for lang in rest or LANGUAGES:
        assert i18n.install(lang) == lang, f"{lang}: no translation installed"
        tag = f"{size[0]}x{size[1]}"
        scenes = {
            "root-battle": lambda p: root_scene("battle", "light", size, p),
            "expeditions-automa": lambda p: expeditions_scene("light", size, p),
            "tapestry-pair": lambda p: shots_tapestry.scene("pair", "light", size, p),
            "aoi-build": lambda p: shots_aoi.scene("build", "light", size, p),
        }
        for name, shoot in scenes.items():
            path = out / f"{lang}-{name}-{tag}.png"
            shoot(path)
            print(path)
    i18n.install("en")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

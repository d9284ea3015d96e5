"""Words of the codes the engine review added (DOBÝVÁNÍ PROTIHRÁČE: your trap against the Automa's
conquest). Gathered by gui/tapestry/reasons.py like every words_*.py module."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP

REASONS: dict[str, str] = cast(dict[str, str], {
    "trap.ask_yours": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The Automa conquers your territory {hex}: do you play a trap from your hand? "
        "(Automa rules (Tapestry): DOBÝVÁNÍ PROTIHRÁČE, Akce)"),
    "map.conquer_opponent_trapped": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The Automa conquers your territory {hex}, and your trap stops it: put an Automa "
        "outpost there toppled; yours stays standing and the territory stays yours."),
    "civ.conquerors_shadow_no_outposts": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Conquerors: every Shadow Empire outpost is on the map already: no toppled Shadow Empire "
        "outpost is placed."),
})

ERRORS: dict[str, str] = {}

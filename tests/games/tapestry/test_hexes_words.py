"""Every map code the engine can emit has words (gui/tapestry/words_map.py) with the parameters it gets."""

from __future__ import annotations

import random
import re
import string
from pathlib import Path

from tablebot.games.tapestry import hexes
from tablebot.games.tapestry.board import small_map
from tablebot.games.tapestry.cards import hex_patterns
from tablebot.gui.tapestry.words_map import REASONS

from .map_tables import priority_card, table

SOURCE = Path(hexes.__file__).read_text(encoding="utf-8")
CLOSEST = ("map.tie_middle_island", "map.tie_single_token", "map.tie_your_territory")


def emitted_codes() -> set[str]:
    literal = set(re.findall(r'"(map\.[a-z_]+)"', SOURCE))
    literal |= {f"map.achievement_{a}" for a in hexes.ACHIEVEMENTS_ON_MAP}
    literal |= {f"map.achievement_{a}_you" for a in hexes.ACHIEVEMENTS_ON_MAP}
    # _tie adds "_no_path" (the kept hexes have no path) and "_all" (nothing left out); "closest"
    # without a path keeps everything, "farthest" may keep only the hexes without one.
    literal |= {c + s for c in CLOSEST for s in ("_all", "_no_path_all")}
    literal |= {"map.tie_farthest" + s for s in ("_all", "_no_path", "_no_path_all")}
    return literal


def test_every_map_code_has_words() -> None:
    assert emitted_codes() - set(REASONS) == set()


def test_the_words_use_only_parameters_the_engine_gives() -> None:
    snap = table({(0, 2): "HH", (2, 0): "AA", (2, 1): "H", (-3, -3): "H"})
    reasons = [*hexes.conquer(snap, priority_card())[1], *hexes.explore(table(), priority_card())[1],
               *hexes.conquer(table(), priority_card(topple_icon=True))[1],
               hexes.achievement_reason(snap, "topple_two", "automa")]
    for r in reasons:
        wanted = {f for _, f, _, _ in string.Formatter().parse(REASONS[r.code]) if f}
        assert wanted <= set(r.as_dict()), r.code


def test_random_tables_give_legal_choices_and_sentences_with_their_parameters() -> None:
    rnd = random.Random(13)
    axials = small_map().axials
    seen = set()
    for _ in range(300):
        pieces = {a: rnd.choice(["", "", "H", "HH", "A", "hA", "aH", "s", "As"]) for a in axials}
        explored = tuple(a for a in axials if rnd.random() < 0.3)
        snap = table({a: p for a, p in pieces.items() if p and (small_map().info(a).printed_territory or a in explored)},
                     explored=explored, favourite=rnd.choice(["military", "science"]))
        card = priority_card(rnd.choice(sorted(hex_patterns())), rnd.random() < 0.5)
        for found in (hexes.conquer(snap, card), hexes.explore(snap, card)):
            choice, reasons = found
            for r in reasons:
                seen.add(r.code)
                wanted = {f for _, f, _, _ in string.Formatter().parse(REASONS[r.code]) if f}
                assert wanted <= set(r.as_dict()), r.code
            if choice is not None:
                assert choice.hex in choice.candidates and choice.tried[-1] == choice.hex
                conquerable, explorable = hexes.can_conquer(snap, choice.hex), hexes.can_explore(snap, choice.hex)
                assert {"conquer_opponent": conquerable, "conquer_neutral": conquerable or explorable,
                        "explore": explorable}[choice.kind]
                hexes.apply_choice(snap, choice)
    assert len(seen) > 15

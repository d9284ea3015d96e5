"""How tests/data/saves/v2_root.json was made, with save format version 2 (compact: changes, whole
snapshots at entry 0 and every 100th). Kept for the record; never regenerate a released fixture.

    .venv/bin/python tests/data/saves/make_v2_root.py > tests/data/saves/v2_root.json

A seeded Root table of the conformance harness (the Mechanical Marquise 2.0, random answers and
edits), four bot turns: 144 entries, so the file holds a checkpoint (entry 100); the last is undone.
"""

from __future__ import annotations

from tablebot.core.reasons import reason
from tablebot.core.save import HistoryEntry, SavedGame, dumps_game
from tablebot.games import conformance
from tablebot.games.registry import game_rules

subject = game_rules("root").subjects()[0]
report = conformance.play(subject, 1, bot_turns=4, keep_history=True)
entries = [HistoryEntry(reason("", "history.start"), report.history[0])]
entries += [HistoryEntry(reason("", "history.step", n=i), s) for i, s in enumerate(report.history[1:], 1)]
print(dumps_game(SavedGame("root", tuple(entries), len(entries) - 2)))

"""How tests/data/saves/v1_tapestry.json was made, with save format version 1 (kept for the record;
never regenerate a released fixture: it stands for files players already have on disk).

    .venv/bin/python tests/data/saves/make_v1_tapestry.py > tests/data/saves/v1_tapestry.json

A seeded Tapestry table of the conformance harness (random answers and edits), four Automa turns:
a history of 31 whole snapshots, the last two undone (redo entries), for the v1 -> v2 migration.
"""

from __future__ import annotations

from tablebot.core.reasons import reason
from tablebot.core.save import HistoryEntry, SavedGame, dumps_game
from tablebot.games import conformance
from tablebot.games.registry import game_rules

subject = game_rules("tapestry").subjects()[0]
report = conformance.play(subject, 1, bot_turns=4, keep_history=True)
entries = [HistoryEntry(reason("", "history.start"), report.history[0])]
entries += [HistoryEntry(reason("", "history.step", n=i), s) for i, s in enumerate(report.history[1:], 1)]
print(dumps_game(SavedGame("tapestry", tuple(entries), len(entries) - 3)))

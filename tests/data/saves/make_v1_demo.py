"""How tests/data/saves/v1_demo.json was made (kept for the record; never regenerate a released
fixture: it stands for files players already have on disk, and must load forever as it is).

    .venv/bin/python tests/data/saves/make_v1_demo.py > tests/data/saves/v1_demo.json
"""

from __future__ import annotations

from tablebot.core.reasons import reason
from tablebot.core.save import HistoryEntry, SavedGame, dumps_game
from tablebot.games.registry import game_rules
from tablebot.games.root.actions import OrderCardAnswer, RootPrompt
from tablebot.games.root.state import OrderCard

rules = game_rules("root")
snap = rules.demo_game()
entries = [HistoryEntry(reason("", "history.start"), snap)]
# Birdsong with a fox Root Tea, then the first four bot steps confirmed (craft, battle, recruit,
# build); the last one is undone, so the file also carries one redo entry.
for _ in range(5):
    step = rules.next_step(snap)
    if isinstance(step, RootPrompt):
        snap = rules.answer(snap, step, OrderCardAnswer(card=OrderCard(name="Root Tea", suit="fox")))
        entries.append(HistoryEntry(reason("", "history.answer", question=step.question.kind), snap))
    else:
        snap = rules.apply_step(snap, step)
        entries.append(HistoryEntry(reason("", "history.step", action=step.action.kind), snap))
print(dumps_game(SavedGame("root", tuple(entries), len(entries) - 2)))

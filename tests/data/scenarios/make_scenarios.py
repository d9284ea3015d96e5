"""How the scenario files here were made (kept for the record and for review as diffs).

    .venv/bin/python tests/data/scenarios/make_scenarios.py

marquise_example.json: the board of the Law of Rootbotics section 4 worked example. The Marquise
bot with its Keep in corner 1; seed 51 is a seed whose random setup (4.3.4) puts the workshop in
1, the sawmill in 9 and the recruiter in 10, as in the book; a human Eyrie in the opposite corner
with its roost and six warriors. The bot is first to play and has not drawn its order card yet.
"""

from __future__ import annotations

import json
from pathlib import Path

from tablebot.core.save import FORMAT, VERSION
from tablebot.games.root import edits
from tablebot.games.root.setup import GameConfig, SeatConfig, new_game
from tablebot.games.root.state import BotConfig

HERE = Path(__file__).resolve().parent


def marquise_example() -> dict[str, object]:
    snap = new_game(GameConfig(
        seats=(SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
               SeatConfig(faction="eyrie")),
        seed=51, keep_corner=1,
    ))
    for edit in (edits.AddPiece(faction="eyrie", piece="roost", place=3),
                 edits.AddPiece(faction="eyrie", piece="warrior", place=3, count=6)):
        snap = edits.apply_edit(snap, edit)
    return {"format": FORMAT, "version": VERSION, "game": "root", "snapshot": snap.model_dump(mode="json")}


if __name__ == "__main__":
    text = json.dumps(marquise_example(), indent=1) + "\n"
    (HERE / "marquise_example.json").write_text(text, encoding="utf-8")

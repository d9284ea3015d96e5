"""How the scenario files here were made (kept for the record and for review as diffs).

    .venv/bin/python tests/data/scenarios/make_scenarios.py

marquise_example.json: the board of the Law of Rootbotics section 4 worked example. The Marquise
bot with its Keep in corner 1; seed 51 is a seed whose random setup (4.3.4) puts the workshop in
1, the sawmill in 9 and the recruiter in 10, as in the book; a human Eyrie in the opposite corner
with its roost and six warriors. The bot is first to play and has not drawn its order card yet.

riverfolk_human_vs_bots.json: see riverfolk_human_vs_marquise_eyrie below.
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


def riverfolk_human_vs_marquise_eyrie() -> dict[str, object]:
    """riverfolk_human_vs_bots.json (issue 11, the hidden Root scenarios): the Marquise and Eyrie bots
    against a human Riverfolk Company with a trade post of each suit (the fox one alone), warriors beside
    the rabbit one, and
    two Eyrie warriors and one Marquise warrior in its Payments. The Marquise plays first."""
    snap = new_game(GameConfig(
        seats=(SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
               SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie")),
               SeatConfig(faction="riverfolk")),
        seed=11, keep_corner=1,
    ))
    for edit in (edits.AddPiece(faction="riverfolk", piece="trade_post_fox", place=6),
                 edits.AddPiece(faction="riverfolk", piece="trade_post_rabbit", place=5),
                 edits.AddPiece(faction="riverfolk", piece="warrior", place=5, count=2),
                 edits.AddPiece(faction="riverfolk", piece="trade_post_mouse", place=7),
                 edits.SetPayments(faction="eyrie", count=2),
                 edits.SetPayments(faction="marquise", count=1),
                 edits.SetVP(faction="riverfolk", vp=3)):
        snap = edits.apply_edit(snap, edit)
    return {"format": FORMAT, "version": VERSION, "game": "root", "snapshot": snap.model_dump(mode="json")}


if __name__ == "__main__":
    text = json.dumps(marquise_example(), indent=1) + "\n"
    (HERE / "marquise_example.json").write_text(text, encoding="utf-8")
    text = json.dumps(riverfolk_human_vs_marquise_eyrie(), indent=1) + "\n"
    (HERE / "riverfolk_human_vs_bots.json").write_text(text, encoding="utf-8")

"""The ready demo game the app opens when no game is saved: the Mechanical Marquise 2.0 against a
human Eyrie and a human Woodland Alliance on Autumn, a few rounds in."""

from __future__ import annotations

from . import edits
from .setup import GameConfig, SeatConfig, new_game
from .state import BotConfig, RootSnapshot


def demo_config(seed: int = 7) -> GameConfig:
    return GameConfig(
        seats=(
            SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
            SeatConfig(faction="eyrie"),
            SeatConfig(faction="alliance"),
        ),
        seed=seed,
        keep_corner=1,
    )


def demo_game(seed: int = 7) -> RootSnapshot:
    snap = new_game(demo_config(seed))
    # The humans' own setup, as the table would mirror it: the Eyrie's roost and six warriors in
    # the corner opposite the Keep (Law of Root 5.1), a few Alliance sympathy tokens and officers.
    for e in (
        edits.AddPiece(faction="eyrie", piece="roost", place=3),
        edits.AddPiece(faction="eyrie", piece="warrior", place=3, count=6),
        edits.AddPiece(faction="eyrie", piece="warrior", place=7, count=2),
        edits.AddPiece(faction="alliance", piece="sympathy", place=5),
        edits.AddPiece(faction="alliance", piece="sympathy", place=11),
        edits.AddPiece(faction="alliance", piece="warrior", place=11),
        edits.SetVP(faction="eyrie", vp=2),
        edits.SetVP(faction="alliance", vp=1),
    ):
        snap = edits.apply_edit(snap, e)
    return snap

"""A four-bot Root table a few rounds in: the crowded board of the layout tests and of
bench/shots_board.py."""

from __future__ import annotations

from typing import Any


def four_bots(seed: int, rounds: int, map_id: str = "autumn") -> tuple[Any, Any, Any]:
    """The four Clockwork bots on a map (Autumn unless told; the others with a seeded random suit
    layout) after `rounds` rounds, the Vagabot as the Thief."""
    import random

    from tablebot.games import conformance
    from tablebot.games.registry import game_rules
    from tablebot.games.root.setup import GameConfig, SeatConfig, new_game
    from tablebot.games.root.state import BotConfig

    subject = next(s for s in conformance.subjects() if s.name == "root:electric_eyrie")
    seats = (SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
             SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie")),
             SeatConfig(faction="alliance", bot=BotConfig(bot="automated_alliance")),
             SeatConfig(faction="vagabond", bot=BotConfig(bot="vagabot", character="thief")))
    snap = new_game(GameConfig(seats=seats, seed=seed, map_id=map_id))
    rules = game_rules("root")
    rnd = random.Random(seed)
    while snap.turn.round <= rounds:
        step = rules.next_step(snap)
        if step.kind == "prompt":
            snap = rules.answer(snap, step, subject.answer(snap, step, rnd))
        elif getattr(step.action, "kind", None) == "game_over":
            break
        else:
            snap = rules.apply_step(snap, step)
    snap = snap.model_copy(update={"factions": tuple(f.model_copy(update={"vp": min(f.vp, 15)})
                                                     for f in snap.factions)})
    return snap, subject, rnd

"""A five-faction Root table with both Clockwork 2 bots of issue 10 (the Logical Lizards and the
Drillbit Duchy), the Marquise and Eyrie bots and a human Alliance, a few rounds in: the board of
the layout test and of bench/shots_all.py's `lizards` and `duchy` scenes."""

from __future__ import annotations

from typing import Any


def underworld_table(seed: int = 3, rounds: int = 3, *, river: bool = False) -> tuple[Any, Any, Any]:
    """The table after `rounds` rounds (the humans pass), with the harness's answers. `river`: the
    other two Clockwork 2 bots of issue 11 instead (the Riverfolk Robots and the Cogwheel Corvids,
    with the Marquise and Eyrie bots, a human Alliance and a human Lizard Cult; Basic Services cards)."""
    import random

    from tablebot.games import conformance
    from tablebot.games.registry import game_rules
    from tablebot.games.root.setup import GameConfig, SeatConfig, new_game
    from tablebot.games.root.state import BotConfig

    subject = next(s for s in conformance.subjects() if s.name == "root:logical_lizards")
    seats = (SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
             SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie")),
             SeatConfig(faction="alliance"),
             SeatConfig(faction="lizards", bot=BotConfig(bot="logical_lizards")),
             SeatConfig(faction="duchy", bot=BotConfig(bot="drillbit_duchy")))
    if river:
        seats = (SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
                 SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie")),
                 SeatConfig(faction="alliance"), SeatConfig(faction="lizards"),
                 SeatConfig(faction="riverfolk", bot=BotConfig(bot="riverfolk_robots")),
                 SeatConfig(faction="corvids", bot=BotConfig(bot="cogwheel_corvids")))
    snap = new_game(GameConfig(seats=seats, seed=seed, services_cards="basic" if river else "none"))
    rules, rnd = game_rules("root"), random.Random(seed)
    while snap.turn.round <= rounds:
        step = rules.next_step(snap)
        if step.kind == "prompt":
            snap = rules.answer(snap, step, subject.answer(snap, step, rnd))
        elif step.kind == "human_turn":
            snap = rules.end_human_turn(snap)
        else:
            snap = rules.apply_step(snap, step)
    return snap, subject, rnd

"""One driver for the seeded random games of the bots, on any map: humans who edit the board at
random between the bots' turns, every prompt answered at random, and after every change the board
is legal (the shared invariants, the bot's own, the save checks)."""

from __future__ import annotations

import random
from collections.abc import Callable

from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games.root import game, rules, validate
from tablebot.games.root.actions import RootPrompt, RootStep
from tablebot.games.root.bots import BOTS
from tablebot.games.root.conformance import random_root_answer as answer_for
from tablebot.games.root.edits import AddPiece, Edit, MovePiece, RemovePiece
from tablebot.games.root.factions import FACTIONS, Category
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, RootSnapshot

from .scenario import is_game_over, past_the_win

__all__ = ["answer_for", "check_invariants", "play_random_game", "random_edit", "random_table"]

HUMAN_TURNS = 30


def check_invariants(snap: RootSnapshot) -> None:
    """What holds on any board: VP >= 0, supplies within the box, no clearing over its slots, only
    pawns in forests, and the snapshot survives a JSON round trip."""
    board = rules.board_of(snap)
    for f in snap.factions:
        assert f.vp >= 0
        for piece in FACTIONS[f.id].pieces:
            assert 0 <= rules.in_supply(snap, f.id, piece.id) <= piece.supply, (f.id, piece.id)
    for c in board.clearings:
        assert rules.free_slots(snap, c.id) >= 0, c.id
    for forest in board.forests:
        for s in snap.place(forest.id).stacks:
            assert FACTIONS[s.faction].piece(s.kind).category == Category.PAWN
    assert type(snap).model_validate_json(snap.model_dump_json()) == snap


def random_edit(snap: RootSnapshot, rnd: random.Random) -> Edit:
    """A human's random edit: add, move or remove one of its pieces anywhere (legal or not)."""
    humans = [f.id for f in snap.factions if not f.is_bot]
    faction = rnd.choice(humans)
    piece = rnd.choice([p.id for p in FACTIONS[faction].pieces])
    places = list(rules.board_of(snap).clearing_ids()) + list(rules.board_of(snap).forest_ids())
    kind = rnd.random()
    if kind < 0.6:
        return AddPiece(faction=faction, piece=piece, place=rnd.choice(places), count=rnd.randint(1, 3))
    if kind < 0.8:
        return MovePiece(faction=faction, piece=piece, origin=rnd.choice(places), dest=rnd.choice(places))
    return RemovePiece(faction=faction, piece=piece, place=rnd.choice(places))


def random_table(map_id: str, seed: int, bots: tuple[str, ...], humans: tuple[str, ...]) -> RootSnapshot:
    """A new table on any map (board.MAPS): the bots (ids) seated first, then the human factions; a
    map without printed suits gets its seeded random suit layout (setup)."""
    seats = tuple(SeatConfig(faction=BOTS[b], bot=BotConfig(bot=b, character="thief" if b == "vagabot" else None))
                  for b in bots) + tuple(SeatConfig(faction=h) for h in humans)
    return game.new_game(GameConfig(map_id=map_id, seats=seats, seed=seed))


def play_random_game(snap: RootSnapshot, rnd: random.Random, *, steps: int, check: Callable[[RootSnapshot], None],
                     watch: Callable[[RootStep], None] = lambda step: None,
                     edit: Callable[[RootSnapshot, random.Random], Edit] = random_edit,
                     human_turns: int = HUMAN_TURNS) -> RootSnapshot:
    """Play until the humans have had `human_turns` turns (at most `steps` positions) on the map the
    table was laid on (random_table lays any map): `watch` sees every bot step before it is applied,
    `edit` makes a human's random edits. Returns the last board."""
    turns = 0
    for _ in range(steps):
        step = game.next_step(snap)
        if is_game_over(step):
            snap = past_the_win(snap)
            continue
        if isinstance(step, HumanTurn):
            for _ in range(rnd.randint(0, 6)):
                try:
                    snap = game.apply_edit(snap, edit(snap, rnd))
                except IllegalEdit:
                    pass
            snap = game.end_human_turn(snap)
            turns += 1
        elif isinstance(step, RootPrompt):
            snap = game.answer(snap, step, answer_for(snap, step, rnd))
        else:
            watch(step)
            snap = game.apply_step(snap, step)
        check_invariants(snap)
        check(snap)
        assert validate.problems(snap) == []
        if turns >= human_turns:
            break
    assert turns >= human_turns, "the game stalled"
    return snap

"""Seeded random games: the Marquise plays many turns against humans who edit the board at random.
No exception, and after every step the board is legal: supplies, slots, rule of the Keep, VP."""

import random

import pytest

from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games.conformance import random_root_answer as answer_for
from tablebot.games.root import game, rules
from tablebot.games.root.actions import (
    RootPrompt,
)
from tablebot.games.root.edits import AddPiece, MovePiece, RemovePiece
from tablebot.games.root.factions import FACTIONS, Category

from .scenario import is_game_over, marquise_game, past_the_win


def check_invariants(snap):
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


def random_edit(snap, rnd):
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


@pytest.mark.parametrize("seed", range(8))
def test_random_games_stay_legal(seed):
    rnd = random.Random(seed)
    traits = tuple(t for t in ("blitz", "fortified", "hospitals", "iron_will") if rnd.random() < 0.5)
    snap = marquise_game(humans=("eyrie", "alliance", "vagabond"), seed=seed, keep_corner=rnd.choice([1, 2, 3, 4]),
                         difficulty=rnd.choice(["easy", "normal", "challenging", "nightmare"]), traits=traits,
                         printing=rnd.choice(["original_2020", "directors_cut"]))
    turns = 0
    for _ in range(3000):
        step = game.next_step(snap)
        if is_game_over(step):
            snap = past_the_win(snap)
            continue
        if isinstance(step, HumanTurn):
            for _ in range(rnd.randint(0, 6)):
                try:
                    snap = game.apply_edit(snap, random_edit(snap, rnd))
                except IllegalEdit:
                    pass
            snap = game.end_human_turn(snap)
            turns += 1
        elif isinstance(step, RootPrompt):
            snap = game.answer(snap, step, answer_for(snap, step, rnd))
        else:
            snap = game.apply_step(snap, step)
        check_invariants(snap)
        if turns >= 40:
            break
    assert turns >= 40, "the game stalled"
    assert snap.faction("marquise").vp > 0

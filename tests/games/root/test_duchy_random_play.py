"""Seeded random games: the Drillbit Duchy and another bot play many turns against humans who edit the
board at random (drags into the Burrow included). No exception, and after every step the board is
legal: supplies (20 warriors, 3 tunnels, 3 citadels, 3 markets), slots, only Duchy warriors in the
Burrow, crowns on ministers only, VP >= 0, and the snapshot survives a JSON round trip."""

import random

import pytest

from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games.root import game, rules, validate
from tablebot.games.root.actions import RootPrompt
from tablebot.games.root.bots.duchy_state import MINISTER_IDS, DuchyBoard
from tablebot.games.root.edits import AddPiece, MovePiece

from .duchy_scenario import D, duchy_game
from .scenario import is_game_over, past_the_win
from .test_marquise_random_play import answer_for, check_invariants, random_edit


def check_duchy(snap):
    board = snap.faction(D).board
    assert isinstance(board, DuchyBoard)
    assert set(board.crowned) <= set(MINISTER_IDS) and len(set(board.crowned)) == len(board.crowned)
    burrow = snap.place(rules.BURROW)
    assert all(s.faction == D and s.kind == "warrior" for s in burrow.stacks)
    assert snap.on_board(D, "warrior") <= 20 and snap.on_board(D, "tunnel") <= 3


def burrow_edit(snap, rnd):
    """A drag into the Burrow: a Duchy warrior (allowed) or someone else's (refused)."""
    faction = rnd.choice([f.id for f in snap.factions])
    piece = "warrior" if faction != "vagabond" else "pawn"
    if rnd.random() < 0.5:
        return AddPiece(faction=faction, piece=piece, place=rules.BURROW)
    return MovePiece(faction=faction, piece=piece, origin=rnd.choice(rules.board_of(snap).clearing_ids()),
                     dest=rules.BURROW)


@pytest.mark.parametrize("seed", range(6))
def test_random_games_with_the_duchy_stay_legal(seed):
    rnd = random.Random(2000 + seed)
    traits = tuple(t for t in ("invaders", "overwhelm", "foundations") if rnd.random() < 0.5)
    difficulty = rnd.choice(["easy", "normal", "challenging", "nightmare"])
    other = rnd.choice(["mechanical_marquise_2", "electric_eyrie", "automated_alliance"])
    humans = tuple(h for h in ("marquise", "eyrie", "alliance", "vagabond") if h != {
        "mechanical_marquise_2": "marquise", "electric_eyrie": "eyrie", "automated_alliance": "alliance"}[other])[:2]
    snap = duchy_game(humans=humans, bots=(other,), seed=seed, difficulty=difficulty, traits=traits)
    turns = duchy_turns = 0
    for _ in range(4000):
        step = game.next_step(snap)
        if is_game_over(step):
            snap = past_the_win(snap)
            continue
        if isinstance(step, HumanTurn):
            for _ in range(rnd.randint(0, 6)):
                edit = burrow_edit(snap, rnd) if rnd.random() < 0.2 else random_edit(snap, rnd)
                try:
                    snap = game.apply_edit(snap, edit)
                except IllegalEdit:
                    pass
            snap = game.end_human_turn(snap)
            turns += 1
        elif isinstance(step, RootPrompt):
            snap = game.answer(snap, step, answer_for(snap, step, rnd))
        else:
            if step.actor == D and step.action.kind == "end_turn":
                duchy_turns += 1
            snap = game.apply_step(snap, step)
        check_invariants(snap)
        check_duchy(snap)
        assert validate.problems(snap) == []
        if turns >= 30:
            break
    assert turns >= 30, "the game stalled"
    assert duchy_turns >= 14
    assert snap.faction(D).vp > 0

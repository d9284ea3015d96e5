"""Seeded random games: the Drillbit Duchy and another bot play many turns against humans who edit the
board at random (drags into the Burrow included). No exception, and after every step the board is
legal: supplies (20 warriors, 3 tunnels, 3 citadels, 3 markets), slots, only Duchy warriors in the
Burrow, crowns on ministers only, VP >= 0, and the snapshot survives a JSON round trip."""

import random

import pytest

from tablebot.games.root import rules
from tablebot.games.root.bots.duchy_state import MINISTER_IDS, DuchyBoard
from tablebot.games.root.edits import AddPiece, MovePiece

from .duchy_scenario import D, duchy_game
from .random_games import play_random_game, random_edit


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
    duchy_turns = 0

    def watch(step):
        nonlocal duchy_turns
        duchy_turns += step.actor == D and step.action.kind == "end_turn"

    def edit(snap, rnd):
        return burrow_edit(snap, rnd) if rnd.random() < 0.2 else random_edit(snap, rnd)

    snap = play_random_game(snap, rnd, steps=4000, check=check_duchy, watch=watch, edit=edit)
    assert duchy_turns >= 14
    assert snap.faction(D).vp > 0

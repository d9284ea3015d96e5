"""Seeded random games: the Automated Alliance and the Mechanical Marquise bots play many turns
against humans who edit the board at random (including hits on the bots and removing sympathy).
No exception, and after every step the board is legal and the Alliance's own rules hold."""

import random

import pytest

from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games.root import game, rules, validate
from tablebot.games.root.actions import RootPrompt, RootStep
from tablebot.games.root.bots import alliance
from tablebot.games.root.edits import BotTakesHits, Outrage, RemovePiece, SetVP, outrage_triggers
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig

from .random_games import answer_for, check_invariants, random_edit
from .scenario import is_game_over, past_the_win

A, M = "alliance", "marquise"


def check_alliance(snap):
    assert validate.problems(snap) == []
    keep = rules.keep_clearing(snap)
    for place in snap.clearings():
        assert place.count(A, "sympathy") <= 1  # 6.2.1.I
        if keep is not None and place.id == keep:
            assert place.count(A, "sympathy") == 0  # 4.2.1: nobody but the Marquise places there


def table_edit(snap, rnd):
    """A human edit: mostly their own pieces (the Marquise test's edits), sometimes a hit on a bot
    or a sympathy token removed, followed by the Outrage it triggers (6.2.3)."""
    roll = rnd.random()
    humans = [f.id for f in snap.factions if not f.is_bot]
    if roll < 0.15:
        bot = rnd.choice([A, M])
        spots = [p.id for p in snap.clearings() if p.count(bot)]
        if not spots:
            return snap
        return game.apply_edit(snap, BotTakesHits(faction=bot, clearing=rnd.choice(spots), hits=rnd.randint(1, 3),
                                                  by=rnd.choice(humans)))
    edit = RemovePiece(faction=A, piece="sympathy", place=rnd.randint(1, 12)) if roll < 0.25 \
        else random_edit(snap, rnd)
    triggered = outrage_triggers(snap, edit)
    snap = game.apply_edit(snap, edit)
    for clearing in triggered:
        snap = game.apply_edit(snap, Outrage(clearing=clearing, discarded=rnd.random() < 0.5))
    return snap


@pytest.mark.parametrize("seed", range(6))
def test_random_games_with_the_alliance_stay_legal(seed):
    rnd = random.Random(seed)
    traits = tuple(t for t in alliance.TRAITS if rnd.random() < 0.5)
    seats = [SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")),
             SeatConfig(faction="eyrie"), SeatConfig(faction="vagabond"),
             SeatConfig(faction=A, bot=BotConfig(bot="automated_alliance", traits=traits,
                                                 difficulty=rnd.choice(["easy", "normal", "challenging", "nightmare"]),
                                                 printing=rnd.choice(["original_2020", "directors_cut"])))]
    rnd.shuffle(seats)
    snap = game.new_game(GameConfig(seats=tuple(seats), seed=seed, coop=seed % 3 == 0))
    turns = 0
    alliance_codes: set[str] = set()
    for _ in range(4000):
        step = game.next_step(snap)
        if is_game_over(step):
            snap = past_the_win(snap)
            continue
        if isinstance(step, HumanTurn):
            for _ in range(rnd.randint(0, 5)):
                try:
                    snap = table_edit(snap, rnd)
                except IllegalEdit:
                    pass
            # The game would end at 30 VP (Law of Root); the table resets the score track so play
            # goes on into late-game boards (a full sympathy track scores 5 VP per spread, 6.5.1.II).
            for f in snap.factions:
                if f.vp >= 30:
                    snap = game.apply_edit(snap, SetVP(faction=f.id, vp=0))
            snap = game.end_human_turn(snap)
            turns += 1
        elif isinstance(step, RootPrompt):
            snap = game.answer(snap, step, answer_for(snap, step, rnd))
        else:
            assert isinstance(step, RootStep) and step.reasons, "every step says why"
            if step.actor == A:
                alliance_codes.update(r.code for r in step.reasons)
            vp = snap.faction(A).vp
            snap = game.apply_step(snap, step)
            if step.actor == A:
                assert snap.faction(A).vp >= vp  # the Alliance never loses VP on its own turn
        check_invariants(snap)
        check_alliance(snap)
        if turns >= 30:
            break
    assert turns >= 30, "the game stalled"
    assert "spread.placed" in alliance_codes
    assert {"order.discard", "turn.end"} <= alliance_codes

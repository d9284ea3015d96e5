"""Several bots at one table (issue 3): any three of the four Clockwork bots and one human play ten
seeded rounds headless. Bots take their turns in seating order, treat every other faction as an
enemy (or, in co-op, only the humans), and the board stays legal after every step."""

import itertools
import random

import pytest

from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games.root import game, rules
from tablebot.games.root.actions import (
    RootPrompt,
)
from tablebot.games.root.bots import BOTS
from tablebot.games.root.conformance import random_root_answer as answer_for
from tablebot.games.root.edits import AddPiece, MovePiece
from tablebot.games.root.factions import FACTIONS
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig
from tablebot.games.root.validate import problems

from .scenario import is_game_over, past_the_win

TRIOS = list(itertools.combinations(BOTS, 3))


def human_moves(snap, human, rnd):
    """The human adds or moves a few warriors (or the pawn) so that battles happen."""
    piece = "pawn" if human == "vagabond" else "warrior"
    places = rules.board_of(snap).clearing_ids()
    for _ in range(rnd.randint(1, 4)):
        try:
            if rnd.random() < 0.5:
                snap = game.apply_edit(snap, AddPiece(faction=human, piece=piece, place=rnd.choice(places)))
            else:
                here = [p.id for p in snap.places if p.count(human, piece)]
                if here:
                    snap = game.apply_edit(snap, MovePiece(faction=human, piece=piece, origin=rnd.choice(here),
                                                           dest=rnd.choice(places)))
        except IllegalEdit:
            pass
    return snap


@pytest.mark.parametrize("trio,seed,coop", [(t, i, i % 3 == 2) for i, t in enumerate(TRIOS)])
def test_three_bots_and_a_human_play_ten_rounds(trio, seed, coop):
    rnd = random.Random(seed)
    humans = [f for f in FACTIONS if f not in {BOTS[b] for b in trio}]
    human = rnd.choice(humans)
    seats = [SeatConfig(faction=BOTS[b], bot=BotConfig(bot=b, character="thief" if b == "vagabot" else None))
             for b in trio] + [SeatConfig(faction=human)]
    rnd.shuffle(seats)
    snap = game.new_game(GameConfig(seats=tuple(seats), seed=seed, coop=coop,
                                    keep_corner=1 if any(s.faction == "marquise" and s.bot is None for s in seats)
                                    else None))
    order_seen = []
    steps = 0
    while snap.turn.round <= 10:
        step = game.next_step(snap)
        if is_game_over(step):
            snap = past_the_win(snap)
            continue
        if not order_seen or order_seen[-1] != snap.current_faction().id:
            order_seen.append(snap.current_faction().id)
        if isinstance(step, HumanTurn):
            snap = game.end_human_turn(human_moves(snap, human, rnd))
        elif isinstance(step, RootPrompt):
            snap = game.answer(snap, step, answer_for(snap, step, rnd))
        else:
            snap = game.apply_step(snap, step)
        steps += 1
        assert problems(snap) == [], problems(snap)
        assert steps < 5000, "a bot turn does not end"
    seating = [s.faction for s in seats]
    assert order_seen[: len(seating) * 10] == seating * 10  # every bot in seating order, each round
    assert sum(f.vp for f in snap.factions if f.is_bot) > 0


def test_thirty_vp_ends_the_game_and_coop_is_a_race():
    from tablebot.games.root.edits import SetVP

    seats = (SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
             SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie")),
             SeatConfig(faction="alliance"), SeatConfig(faction="vagabond"))
    snap = game.new_game(GameConfig(seats=seats, seed=3))
    assert rules.result(snap) is None
    assert rules.result(game.apply_edit(snap, SetVP(faction="alliance", vp=30))) == ("faction", ("alliance",))
    coop = game.new_game(GameConfig(seats=seats, seed=3, coop=True))
    assert coop.dominance_removed  # co-op removes the dominance cards
    one_human = game.apply_edit(coop, SetVP(faction="alliance", vp=31))
    assert rules.result(one_human) is None  # every human must reach 30
    both = game.apply_edit(one_human, SetVP(faction="vagabond", vp=30))
    assert rules.result(both) == ("humans", ("alliance", "vagabond"))
    assert rules.result(game.apply_edit(both, SetVP(faction="eyrie", vp=30)))[0] == "bots"


def test_the_table_can_correct_a_bot_board_but_not_with_another_bots_board():
    from tablebot.games.root.bots.eyrie_state import EyrieBoard
    from tablebot.games.root.bots.vagabot_state import VagabotBoard
    from tablebot.games.root.edits import SetBotBoard

    seats = (SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie")),
             SeatConfig(faction="vagabond", bot=BotConfig(bot="vagabot", character="ranger")),
             SeatConfig(faction="alliance"))
    snap = game.new_game(GameConfig(seats=seats, seed=5))
    board = snap.faction("vagabond").board
    fixed = game.apply_edit(snap, SetBotBoard(faction="vagabond", board=board.model_copy(update={"damaged_ready": 2})))
    assert fixed.faction("vagabond").board.damaged_ready == 2
    with pytest.raises(IllegalEdit) as err:
        game.apply_edit(snap, SetBotBoard(faction="vagabond", board=EyrieBoard()))
    assert err.value.code == "edit.wrong_board"
    with pytest.raises(IllegalEdit) as err:
        game.apply_edit(snap, SetBotBoard(faction="alliance", board=VagabotBoard()))
    assert err.value.code == "edit.not_a_bot"

"""Seeded random games: the Vagabot and the Mechanical Marquise bots play many turns against humans
who edit the board at random. No exception, and after every step the board is legal and the
Vagabot's items add up (7.2.3-7.2.5)."""

import random

import pytest

from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games.root import game, rules
from tablebot.games.root.actions import (
    ArbiterAnswer,
    AskArbiter,
    AskDice,
    AskOrderCard,
    AskRemoval,
    AskTable,
    DiceAnswer,
    OrderCardAnswer,
    RemovalAnswer,
    RootPrompt,
    TableAnswer,
)
from tablebot.games.root.bots import vagabot
from tablebot.games.root.bots.vagabot_state import VagabotBoard
from tablebot.games.root.cards import available_cards
from tablebot.games.root.edits import AddPiece, BotTakesHits, MovePiece, RemovePiece
from tablebot.games.root.factions import FACTIONS, Category
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, OrderCard
from tablebot.games.root.validate import problems

from .scenario import is_game_over, past_the_win

V = "vagabond"


def check_invariants(snap, items_before):
    assert problems(snap) == []
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
    # 7.2.1: the pawn is never removed.
    assert sum(p.count(V, "pawn") for p in snap.places) == 1
    vb = snap.faction(V).board
    assert isinstance(vb, VagabotBoard)
    # 7.2.4: the track holds 1/2/3 items at 6/9/12 undamaged; track items are never usable.
    assert 0 <= vb.track_down <= vb.track <= 3
    assert 0 <= vb.track_from_ready <= vb.ready
    assert 0 <= vb.usable <= vb.ready
    assert vb.max_hits == 1 + min(vb.track, 2)
    # Damage and exhaustion never lose an item; only the Rogue gives one up (7.7.5).
    assert vb.items >= items_before - (1 if vb.character == "rogue" else 0)
    assert type(snap).model_validate_json(snap.model_dump_json()) == snap


def random_edit(snap, rnd):
    humans = [f.id for f in snap.factions if not f.is_bot]
    faction = rnd.choice(humans)
    piece = rnd.choice([p.id for p in FACTIONS[faction].pieces])
    places = list(rules.board_of(snap).clearing_ids()) + list(rules.board_of(snap).forest_ids())
    kind = rnd.random()
    if kind < 0.55:
        return AddPiece(faction=faction, piece=piece, place=rnd.choice(places), count=rnd.randint(1, 3))
    if kind < 0.75:
        return MovePiece(faction=faction, piece=piece, origin=rnd.choice(places), dest=rnd.choice(places))
    if kind < 0.9:
        return RemovePiece(faction=faction, piece=piece, place=rnd.choice(places))
    # A human attacks the Vagabot: it damages items (7.2.5).
    return BotTakesHits(faction=V, clearing=rnd.choice(list(rules.board_of(snap).clearing_ids())),
                        hits=rnd.randint(1, 3), by=faction)


def answer_for(snap, prompt, rnd):
    q = prompt.question
    if isinstance(q, AskOrderCard):
        c = rnd.choice(available_cards(snap))
        return OrderCardAnswer(card=OrderCard(name=c.name, suit=c.suit, item=c.item))
    if isinstance(q, AskDice):
        return DiceAnswer(dice=None if rnd.random() < 0.5 else (rnd.randint(0, 3), rnd.randint(0, 3)))
    if isinstance(q, AskRemoval):
        left, choice = q.hits, []
        for kind, n in q.options:
            take = min(n, left)
            choice.append((kind, take))
            left -= take
        return RemovalAnswer(choice=tuple(choice))
    if isinstance(q, AskArbiter):
        return ArbiterAnswer(enlist=rnd.random() < 0.5)
    if isinstance(q, AskTable):
        if q.multiple:
            return TableAnswer(chosen=tuple(o for o in q.options if rnd.random() < 0.5))
        weights = [0.05 if o == "none" else 1 for o in q.options]
        return TableAnswer(chosen=(rnd.choices(q.options, weights)[0],))
    raise AssertionError(q)


def new_random_game(seed, rnd):
    traits = tuple(t for t in vagabot.TRAITS if rnd.random() < 0.4)
    vb = BotConfig(bot="vagabot", character=rnd.choice(vagabot.CHARACTERS), traits=traits,
                   difficulty=rnd.choice(["easy", "normal", "challenging", "nightmare"]),
                   printing=rnd.choice(["original_2020", "directors_cut"]))
    seats = (SeatConfig(faction=V, bot=vb),
             SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
             SeatConfig(faction="eyrie"), SeatConfig(faction="alliance"))
    return game.new_game(GameConfig(seats=seats, seed=seed, keep_corner=rnd.choice([1, 2, 3, 4])))


@pytest.mark.parametrize("seed", range(6))
def test_random_games_stay_legal(seed):
    rnd = random.Random(seed)
    snap = new_random_game(seed, rnd)
    turns = vagabot_turns = 0
    steps_in_turn = 0
    for _ in range(4000):
        step = game.next_step(snap)
        if is_game_over(step):
            snap = past_the_win(snap)
            continue
        items_before = snap.faction(V).board.items
        if isinstance(step, HumanTurn):
            for _ in range(rnd.randint(0, 5)):
                try:
                    snap = game.apply_edit(snap, random_edit(snap, rnd))
                except IllegalEdit:
                    pass
            snap = game.end_human_turn(snap)
            turns += 1
        elif isinstance(step, RootPrompt):
            snap = game.answer(snap, step, answer_for(snap, step, rnd))
        else:
            steps_in_turn += 1
            assert steps_in_turn < 60, "a bot turn does not end"
            snap = game.apply_step(snap, step)
            if step.action.kind == "end_turn":
                steps_in_turn = 0
                turns += 1
                vagabot_turns += step.actor == V
        check_invariants(snap, items_before)
        if turns >= 48:
            break
    assert turns >= 48, "the game stalled"
    assert vagabot_turns >= 12
    assert snap.faction(V).vp > 0

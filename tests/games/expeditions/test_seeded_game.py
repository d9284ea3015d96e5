"""A seeded game of 30 Automa turns, headless, against a player who mirrors simple moves by edits
(or passes). No exception; after every change the snapshot is consistent and round-trips JSON."""

import random

import pytest

from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games.expeditions import game
from tablebot.games.expeditions.actions import AskCard, AskTile, CardAnswer, ExpeditionsPrompt, TileAnswer
from tablebot.games.expeditions.edits import PlacePlayerMech, PlayerExplore, PlayerVanquish, SetPlayerGlory
from tablebot.games.expeditions.setup import GameConfig
from tablebot.games.expeditions.state import ExpeditionsSnapshot, LocRef
from tablebot.games.expeditions.validate import validate


def check(snap: ExpeditionsSnapshot) -> None:
    assert validate(snap) == []
    assert type(snap).model_validate_json(snap.model_dump_json()) == snap


def player_turn(snap: ExpeditionsSnapshot, rnd: random.Random, turn: int) -> ExpeditionsSnapshot:
    if rnd.random() < 0.3:
        return snap  # pass
    region = rnd.choice(["north", "central", "south"])
    ref = LocRef(region=region, slot=rnd.randrange(len(snap.region(region))))
    edits = [PlacePlayerMech(location=ref)]
    if not snap.location(ref).face_up:
        edits.append(PlayerExplore(location=ref, corruption=tuple(rnd.choice((3, 4)) for _ in range(rnd.randint(1, 3)))))
    elif snap.location(ref).corruption:
        edits.append(PlayerVanquish(location=ref, count=1))
    if turn in (30, 45, 60, 75):  # your glory comes late enough for 30 Automa turns
        edits.append(SetPlayerGlory(glory=min(4, snap.player_glory + 1)))
    for e in edits:
        try:
            snap = game.apply_edit(snap, e)
        except IllegalEdit:
            pass
    return snap


@pytest.mark.parametrize(("seed", "level", "physical"), [(1, 1, False), (2, 2, False), (3, 1, True), (4, 3, False)])
def test_thirty_automa_turns(seed, level, physical):
    rnd = random.Random(seed)
    snap = game.new_game(GameConfig(level=level, seed=seed, physical_deck=physical))
    check(snap)
    automa_turns = 0
    tiles = iter(range(1, 21))
    for _ in range(2000):
        s = game.next_step(snap)
        if isinstance(s, HumanTurn):
            snap = game.end_human_turn(player_turn(snap, rnd, snap.turn.number))
        elif isinstance(s, ExpeditionsPrompt):
            if isinstance(s.question, AskCard):
                ans = CardAnswer(card=rnd.choice(s.question.options))
            else:
                assert isinstance(s.question, AskTile)
                used = {x.tile for x in (*snap.north, *snap.central, *snap.south)}
                tile = next((t for t in tiles if t not in used), None)
                ans = TileAnswer(tile=tile, corruption=tuple(rnd.choice((3, 4)) for _ in range(rnd.randint(0, 3))))
            snap = game.answer(snap, s, ans)
        elif s.action.kind == "game_over":
            break
        else:
            if s.action.kind == "end_turn":
                automa_turns += 1
            snap = game.apply_step(snap, s)
        check(snap)
        if automa_turns >= 30:
            break
    # Level 3's short track can end the game first: then it must have ended by the rules.
    assert automa_turns >= 30 or (snap.game_over and snap.end is not None)
    if level == 1:
        assert automa_turns >= 30
    assert snap.glory > 0 and snap.progress > 0
    assert snap.map_tokens + len(snap.corruption) > 0


def test_every_reason_cites_a_known_rule_id():
    from tablebot.games.expeditions import rulebook as R

    allowed = set(R.RULE_IDS) | set(R.RULINGS)
    rnd = random.Random(9)
    snap = game.new_game(GameConfig(level=1, seed=9))
    seen = {r.rule for r in snap.log}
    for _ in range(600):
        s = game.next_step(snap)
        if isinstance(s, HumanTurn):
            snap = game.end_human_turn(player_turn(snap, rnd, snap.turn.number))
            continue
        seen |= {r.rule for r in s.reasons}
        if isinstance(s, ExpeditionsPrompt):
            ans = CardAnswer(card=s.question.options[0]) if isinstance(s.question, AskCard) else TileAnswer(corruption=(3,))
            snap = game.answer(snap, s, ans)
        elif s.action.kind == "game_over":
            break
        else:
            snap = game.apply_step(snap, s)
    assert seen <= allowed, seen - allowed
    assert len(seen) > 12

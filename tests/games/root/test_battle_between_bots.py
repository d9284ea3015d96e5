"""Battles one bot starts against another: the defender's abilities and traits bite in the shared
battle resolution (battle.resolve_battle), not only in the defender's own module."""

import pytest

from tablebot.games.root.bots import marquise
from tablebot.games.root.edits import BotTakesHits, apply_edit
from tablebot.games.root.state import TurnState

from .alliance_scenario import alliance_board
from .scenario import actions, card, play

M, A, E = "marquise", "alliance", "eyrie"
SYM = (A, "sympathy")


def marquise_turn(snap):
    return snap.model_copy(update={"turn": TurnState(round=1, seat=0, cursor=marquise.new_cursor())})


def fight(traits=(), printing="original_2020", dice=(3, 0), pieces=None):
    pieces = pieces or {8: {(M, "warrior"): 4, (A, "warrior"): 1, SYM: 1}}
    snap = marquise_turn(alliance_board(pieces, traits=traits, printing=printing))
    _, seen = play(snap, orders=[card("fox"), card("rabbit"), card("bird")], dice=[dice], until_end=True)
    return actions(seen, "battle")[0]


def test_automated_ambush_when_the_marquise_bot_attacks():
    b = fight()
    assert b.defender == A
    assert b.defender_hits == 1  # rolled 0, +1 Automated Ambush (6.2.2)


@pytest.mark.parametrize("traits,printing,hits", [
    ((), "original_2020", (3, 0 + 1)),                 # attacker high 3, defender low 0 (+1 Ambush)
    (("veterans",), "original_2020", (0, 3 + 1)),      # Guerrilla War: the defender takes the high die
    (("veterans",), "directors_cut", (3, 3 + 1)),      # Director's Cut: both take the high die
])
def test_veterans_changes_the_rolls(traits, printing, hits):
    pieces = {8: {(M, "warrior"): 4, (A, "warrior"): 3, SYM: 1}}
    b = fight(traits=traits, printing=printing, pieces=pieces)
    assert (b.attacker_hits, b.defender_hits) == hits


def test_informants_ambush_with_only_sympathy():
    pieces = {8: {(M, "warrior"): 4, SYM: 1}}
    assert fight(pieces=pieces).defender_hits == 0
    assert fight(traits=("informants",), pieces=pieces).defender_hits == 1


@pytest.mark.parametrize("printing,vp", [("original_2020", 0), ("directors_cut", 1)])
def test_popularity_limits_vp_for_sympathy(printing, vp):
    pieces = {8: {(M, "warrior"): 4, SYM: 1}}
    b = fight(traits=("popularity",), printing=printing, pieces=pieces)
    assert dict(b.vp).get(M, 0) == vp


def test_crackdown_sympathy_scores_nothing_for_the_attacker():
    snap = alliance_board({8: {(A, "base_fox"): 1, SYM: 1}, 6: {SYM: 1}, 2: {SYM: 1}})
    out = apply_edit(snap, BotTakesHits(faction=A, clearing=8, hits=2, by=E))
    # The base and the sympathy in 8 were hit (2 VP); Crackdown sweeps fox 6 too, for no VP.
    assert out.place(6).count(A, "sympathy") == 0 and out.place(2).count(A, "sympathy") == 1
    assert out.faction(E).vp == snap.faction(E).vp + 2

"""What the Vagabot removes and what it scores for it: the Rogue (7.7.5) in a normal and a co-op game,
the Marksman's hit, and the words the player reads for them (names only the pieces removed)."""

from __future__ import annotations

from tablebot.games.root import game, rules
from tablebot.games.root.actions import RemovePieces
from tablebot.games.root.bots import vagabot
from tablebot.games.root.bots.vagabot_state import VagabotCursor
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig
from tablebot.gui.root.reasons import sentence

from .scenario import card, codes, play, steps_of
from .vagabot_scenario import V, board_of, scene, vagabot_game

M, E, A = "marquise", "eyrie", "alliance"
NO_QUEST = {"ruins": (), "quest": None, "quest_deck_empty": True}


def at_special(snap, suit="fox"):
    """The turn at the order's Special action (7.5.6), Birdsong and the earlier actions done."""
    actions = vagabot.actions_for(snap.faction(V).bot, Suit(suit))
    cur = VagabotCursor(phase="daylight", order=card(suit), actions=actions, action_index=actions.index("special"))
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})})


def special_step(seen):
    return next(s for s in steps_of(seen) if any(r.code == "daylight.action" and r.param("action") == "special"
                                                  for r in s.reasons))


def words(step, code):
    return sentence(next(r for r in step.reasons if r.code == code))


def with_alliance_bot(traits=(), coop=False, character="rogue"):
    seats = (SeatConfig(faction=V, bot=BotConfig(bot="vagabot", character=character)),
             SeatConfig(faction=A, bot=BotConfig(bot="automated_alliance", traits=traits)),
             SeatConfig(faction=M))
    return game.new_game(GameConfig(seats=seats, seed=1, keep_corner=1, coop=coop))


# -- the Rogue in co-op (7.7.5; co-op: revolts and the like remove bots' pieces as collateral) ---------
def test_coop_rogue_removes_other_bots_pieces_as_collateral_like_a_revolt():
    snap = vagabot_game(humans=(E,), bots=("mechanical_marquise_2",), character="rogue", coop=True)
    snap = scene(snap, 7, {7: {(E, "warrior"): 2, (E, "roost"): 1, (M, "warrior"): 1, (M, "sawmill"): 1}},
                 ready=4, **NO_QUEST)
    end, seen = play(at_special(snap))
    step = special_step(seen)
    assert end.place(7).count(E) == 0 and end.place(7).count(M) == 0
    assert ("ruling:coop-collateral", "rogue.coop_collateral") in codes(step)
    remove = next(p for p in step.action.parts if isinstance(p, RemovePieces))
    assert dict(remove.vp) == {V: 3}  # the special, the roost and the sawmill: scored as the Revolt scores


def test_coop_rogue_counts_only_non_bot_pieces_for_its_condition():
    """Choosing where to act ignores other bots' pieces (co-op): 2 Eyrie pieces and 2 Marquise ones are not 3."""
    snap = vagabot_game(humans=(E,), bots=("mechanical_marquise_2",), character="rogue", coop=True)
    snap = scene(snap, 7, {7: {(E, "warrior"): 1, (E, "roost"): 1, (M, "warrior"): 1, (M, "sawmill"): 1}},
                 ready=4, **NO_QUEST)
    end, seen = play(at_special(snap))
    assert ("7.7.5", "rogue.conditions") in codes(special_step(seen))
    assert end.place(7).count(M) == 2


# -- faithful scoring and true words (Law of Root: 1 VP per building or token removed) ------------------
def test_rogue_scores_sympathy_as_popularity_allows_and_names_what_it_removed():
    snap = with_alliance_bot(traits=("popularity",))
    snap = scene(snap, 7, {7: {(A, "warrior"): 2, (A, "sympathy"): 1, (M, "warrior"): 1}}, ready=4, **NO_QUEST)
    _end, seen = play(at_special(snap))
    step = special_step(seen)
    remove = next(p for p in step.action.parts if isinstance(p, RemovePieces))
    assert dict(remove.vp) == {V: 1}  # the special only: Popularity (first printing) makes sympathy worth 0
    assert ("trait:popularity", "battle.popularity_none") in codes(step)
    named = [sentence(r) for r in step.reasons if r.code == "rogue.removed"]
    assert sorted(named) == ["Alliance sympathy ×1", "Alliance warrior ×2", "Marquise warrior ×1"]
    assert "every piece" not in words(step, "rogue.remove_all")


def test_marksman_names_the_building_its_hit_removed():
    snap = scene(vagabot_game(humans=(M, E), character="arbiter", traits=("marksman",)), 7,
                 {7: {(M, "sawmill"): 1, (M, "workshop"): 1}}, vp={M: 5}, ready=3, **NO_QUEST)
    _end, seen = play(snap, orders=[card("rabbit")], tables=[("sawmill",)], dice=[(0, 0)] * 3)
    hit = next(s for s in steps_of(seen) if any(r.code == "battle.marksman_vp" for r in s.reasons))
    assert [(r.piece, r.count) for r in hit.action.removals] == [("sawmill", 1)]
    assert dict(hit.action.vp) == {V: 1}
    text = words(hit, "battle.marksman_vp")
    assert "sawmill" in text and "warrior" not in text


def test_marksman_hit_on_a_popular_alliance_scores_nothing_for_sympathy():
    snap = with_alliance_bot(traits=("popularity",), character="arbiter")
    snap = rules.update_faction(snap, V, bot=BotConfig(bot="vagabot", character="arbiter", traits=("marksman",)))
    snap = scene(snap, 7, {7: {(A, "sympathy"): 1}}, vp={A: 5}, ready=3, **NO_QUEST)
    _end, seen = play(snap, orders=[card("rabbit")], dice=[(0, 0)] * 3)
    hit = next(s for s in steps_of(seen) if any(r.code == "battle.marksman_vp" for r in s.reasons))
    assert [(r.faction, r.piece) for r in hit.action.removals] == [(A, "sympathy")]
    assert dict(hit.action.vp) == {}
    assert board_of(_end).items == 3

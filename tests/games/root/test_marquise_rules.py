"""Mechanical Marquise 2.0, rule by rule (Law of Rootbotics 1-4). Each test builds a small board,
plays the bot and checks what a player at the table would see it do."""

import pytest

from tablebot.core.steps import IllegalAnswer, IllegalEdit
from tablebot.games.root import game, rules
from tablebot.games.root.actions import (
    AskDice,
    AskRemoval,
    Battle,
    Move,
    OrderCardAnswer,
    PlaceWarriors,
    Score,
)
from tablebot.games.root.bots import marquise
from tablebot.games.root.edits import AddPiece, BotTakesHits, MovePiece, SetVP, apply_edit
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig

from .scenario import actions, card, codes, marquise_game, play, steps_of, with_pieces

M, E, A, V = "marquise", "eyrie", "alliance", "vagabond"


def board(pieces, **kw):
    humans = kw.pop("humans", (E, A))
    ruins = kw.pop("ruins", None)
    return with_pieces(marquise_game(humans=humans, **kw), pieces, ruins=ruins)


# -- setup 4.3 -------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_setup_keep_garrison_and_buildings(seed):
    snap = game.new_game(GameConfig(seats=(SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")),),
                                    seed=seed))
    board_ = rules.board_of(snap)
    keep = rules.keep_clearing(snap)
    assert keep in board_.corners()  # 4.3.2
    opposite = board_.clearing(keep).opposite_corner
    for c in board_.clearing_ids():  # 4.3.3
        expected = 0 if c == opposite else 2 if c == keep else 1
        assert snap.place(c).count(M, "warrior") == expected
    assert rules.in_supply(snap, M, "warrior") == 25 - 12
    spots = {keep, *board_.adjacent(keep)}
    placed = [(c.id, s.kind) for c in snap.clearings() for s in c.stacks if s.kind in ("sawmill", "workshop", "recruiter")]
    assert sorted(k for _, k in placed) == ["recruiter", "sawmill", "workshop"]  # 4.3.4
    assert len({c for c, _ in placed}) == 3 and {c for c, _ in placed} <= spots
    assert any(r.code == "setup.keep_random" for r in snap.log)  # the table is told where it went


def test_setup_is_seeded_and_keep_overridable():
    a = marquise_game(seed=11, keep_corner=2)
    b = marquise_game(seed=11, keep_corner=2)
    assert a == b
    assert rules.keep_clearing(a) == 2
    assert a.place(4).count(M, "warrior") == 0  # 4 is opposite 2


# -- 1.1 crafting ----------------------------------------------------------------------------
def test_craft_scores_one_vp_and_takes_the_item():
    snap = board({1: {(M, "warrior"): 1}})
    end, seen = play(snap, orders=[card("mouse", "sword", "Sword")])
    craft = actions(seen, "craft")
    assert len(craft) == 1 and craft[0].item == "sword" and craft[0].vp == 1
    assert end.item_count("sword") == 1


def test_no_craft_when_item_gone():
    snap = board({1: {(M, "warrior"): 1}})
    snap = snap.model_copy(update={"items": tuple((k, 0 if k == "hammer" else v) for k, v in snap.items)})
    _end, seen = play(snap, orders=[card("fox", "hammer", "Anvil")])
    assert not actions(seen, "craft")
    assert ("1.1.1", "craft.item_gone") in codes(steps_of(seen)[0])


def test_a_card_that_cannot_be_is_refused():
    snap = board({1: {(M, "warrior"): 1}})
    prompt = game.next_step(snap)
    with pytest.raises(IllegalAnswer) as err:
        game.answer(snap, prompt, OrderCardAnswer(card=card("bird", "hammer")))
    assert err.value.code == "card.no_such_card"
    with pytest.raises(IllegalAnswer) as err:
        game.answer(snap, prompt, OrderCardAnswer(card=card("bird", None, "Dominance")))
    assert err.value.code == "card.dominance_removed"  # 3.4: one or two humans remove dominance cards


# -- 4.5.1 battle, 1.2.1 damage --------------------------------------------------------------
def test_battle_defender_most_pieces_then_most_vp_then_setup_order():
    # Fox clearing 8: Eyrie 2 pieces, Alliance 2 pieces; Alliance has more VP -> Alliance defends.
    snap = board({8: {(M, "warrior"): 3, (E, "warrior"): 2, (A, "warrior"): 1, (A, "sympathy"): 1}})
    snap = apply_edit(snap, SetVP(faction=A, vp=3))
    # After the order card come the craft step, then the dice prompt of the battle.
    s = game.answer(snap, game.next_step(snap), OrderCardAnswer(card=card("fox")))
    while not isinstance(getattr(game.next_step(s), "question", None), AskDice):
        s = game.apply_step(s, game.next_step(s))
    prompt = game.next_step(s)
    assert prompt.question.battle.defender == A
    assert ("4.5.1", "defender.most_vp") in codes(prompt)
    # Equal VP: setup order (2.2) -> Eyrie (B) before Alliance (C).
    snap2 = apply_edit(snap, SetVP(faction=A, vp=0))
    _, seen = play(snap2, orders=[card("fox")], dice=[(0, 0)])
    battle = actions(seen, "battle")[0]
    assert battle.defender == E


def test_battle_hits_capped_by_warriors_and_defenceless_extra_hit():
    # Marquise 1 warrior attacks a lone Alliance sympathy token: roll 3-3 -> 1 (capped) + 1 defenceless
    # (3-3: the human Alliance's Guerrilla War gives the attacker the lower die).
    snap = board({12: {(M, "warrior"): 1}, 8: {(M, "warrior"): 1, (A, "sympathy"): 1, (A, "base_fox"): 1}})
    end, seen = play(snap, orders=[card("fox")], dice=[(3, 3)], removals=[])
    b = actions(seen, "battle")[0]
    assert isinstance(b, Battle)
    assert (b.attacker_hits, b.defender_hits) == (2, 0)
    assert end.place(8).count(A) == 0
    assert dict(b.vp)[M] == 2  # 1 VP per building and token removed


def test_human_chooses_buildings_or_tokens_when_hits_do_not_cover_all():
    snap = board({8: {(M, "warrior"): 3, (A, "sympathy"): 1, (A, "base_fox"): 1}})
    s = snap
    _, seen = play(s, orders=[card("fox")], dice=[(1, 1)], removals=[(("base_fox", 0), ("sympathy", 1))])
    # 1 rolled hit + 1 defenceless = 2 hits against 2 pieces: forced, no prompt needed.
    assert not any(getattr(x, "question", None) and isinstance(x.question, AskRemoval) for x in seen)
    snap = board({8: {(M, "warrior"): 3, (A, "sympathy"): 1, (A, "base_fox"): 1, (A, "warrior"): 1}})
    end, seen = play(snap, orders=[card("fox")], dice=[(2, 2)], removals=[(("sympathy", 1),)])
    asks = [x for x in seen if getattr(x, "question", None) is not None and isinstance(x.question, AskRemoval)]
    assert len(asks) == 1 and asks[0].question.hits == 1  # warrior first, then the table chooses
    assert end.place(8).count(A, "base_fox") == 1 and end.place(8).count(A, "sympathy") == 0


def test_bot_removes_tokens_before_buildings_then_random_building():
    # Eyrie defends with 3 warriors in fox 1 and rolls high: the Marquise takes 3 hits.
    snap = board({1: {(M, "warrior"): 1, (M, "keep"): 1, (M, "sawmill"): 1, (E, "warrior"): 3}})
    end, seen = play(snap, orders=[card("fox"), card("rabbit"), card("bird")], dice=[(3, 3)])
    b = actions(seen, "battle")[0]
    # Marquise deals min(3, 1 warrior) = 1; Eyrie deals min(3, 3) = 3: warrior, keep, then sawmill.
    removed = {(r.faction, r.piece): r.count for r in b.removals}
    assert removed[(M, "warrior")] == 1 and removed[(M, "keep")] == 1 and removed[(M, "sawmill")] == 1
    assert end.faction(M).boxed == ("keep",)  # 4.2.1: the Keep goes to the box
    assert dict(b.vp)[E] == 2


def test_random_building_type_is_seeded_and_repeatable():
    pieces = {9: {(M, "sawmill"): 1, (M, "recruiter"): 1, (E, "warrior"): 1}}
    picks = set()
    for seed in range(1, 12):
        snap = board(pieces, seed=seed)
        out1 = apply_edit(snap, BotTakesHits(faction=M, clearing=9, hits=1, by=E))
        out2 = apply_edit(snap, BotTakesHits(faction=M, clearing=9, hits=1, by=E))
        assert out1 == out2
        picks.add(tuple(s.kind for s in out1.place(9).stacks if s.faction == M))
    assert picks == {("sawmill",), ("recruiter",)}  # both types come up over seeds


def test_fortified_buildings_need_two_hits():
    snap = board({9: {(M, "sawmill"): 1, (E, "warrior"): 1}}, traits=("fortified",))
    one = apply_edit(snap, BotTakesHits(faction=M, clearing=9, hits=1, by=E))
    assert one.place(9).count(M, "sawmill") == 1
    two = apply_edit(snap, BotTakesHits(faction=M, clearing=9, hits=2, by=E))
    assert two.place(9).count(M, "sawmill") == 0 and two.faction(E).vp == 1


@pytest.mark.parametrize("printing,extra", [("original_2020", 2), ("directors_cut", 1)])
def test_hospitals_returns_warriors_to_the_keep(printing, extra):
    snap = board({1: {(M, "keep"): 1, (M, "warrior"): 1}, 9: {(M, "warrior"): 3, (E, "warrior"): 2}},
                 traits=("hospitals",), printing=printing)
    out = apply_edit(snap, BotTakesHits(faction=M, clearing=9, hits=2, by=E, defending=True))
    assert out.place(9).count(M, "warrior") == 1
    assert out.place(1).count(M, "warrior") == 1 + extra
    attacking = apply_edit(snap, BotTakesHits(faction=M, clearing=9, hits=2, by=E, defending=False))
    assert attacking.place(1).count(M, "warrior") == 1


def test_battle_needs_own_warriors_in_the_clearing():
    snap = board({8: {(M, "sawmill"): 1, (E, "warrior"): 2}, 12: {(M, "warrior"): 1}})
    _, seen = play(snap, orders=[card("fox")])
    assert not actions(seen, "battle")


def test_battles_in_priority_order():
    snap = board({12: {(M, "warrior"): 2, (E, "warrior"): 1}, 6: {(M, "warrior"): 2, (A, "warrior"): 1}})
    _, seen = play(snap, orders=[card("fox")], dice=[(0, 0), (0, 0)])
    assert [b.clearing for b in actions(seen, "battle")] == [6, 12]


def test_app_rolled_dice_are_seeded_and_shown():
    snap = board({6: {(M, "warrior"): 2, (A, "warrior"): 1}})
    _, a = play(snap, orders=[card("fox")], dice=[None])
    _, b = play(snap, orders=[card("fox")], dice=[None])
    ba, bb = actions(a, "battle")[0], actions(b, "battle")[0]
    assert ba.dice == bb.dice and ba.rolled_by_app


# -- 4.5.2 recruit ---------------------------------------------------------------------------
def test_recruit_three_ruled_fourth_to_highest_priority():
    snap = board({6: {(M, "warrior"): 1}, 8: {(M, "warrior"): 1}, 12: {(M, "warrior"): 1},
                  1: {(E, "warrior"): 1}})
    _, seen = play(snap, orders=[card("fox")], dice=[])
    assert actions(seen, "place")[0].targets == ((6, 2), (8, 1), (12, 1))


def test_recruit_two_ruled_two_each_and_none_ruled_nothing():
    snap = board({8: {(M, "warrior"): 1}, 12: {(M, "warrior"): 1}})
    _, seen = play(snap, orders=[card("fox")])
    assert actions(seen, "place")[0].targets == ((8, 2), (12, 2))
    snap = board({2: {(M, "warrior"): 1}})
    _, seen = play(snap, orders=[card("fox")])
    assert not actions(seen, "place")
    assert any(c == ("4.5.2", "recruit.no_ruled") for s in steps_of(seen) for c in codes(s))


def test_recruit_limited_by_supply_in_priority_order():
    snap = board({8: {(M, "warrior"): 12}, 12: {(M, "warrior"): 11}})  # 23 on board: 2 left
    _, seen = play(snap, orders=[card("fox")])
    step = next(s for s in steps_of(seen) if s.action.kind == "place")
    assert step.action.targets == ((8, 1), (12, 1))  # still spread evenly, highest priority first
    assert ("ruling:supply-short", "recruit.supply_short") in codes(step)


# -- 4.5.3 build -----------------------------------------------------------------------------
@pytest.mark.parametrize("suit,piece", [("fox", "sawmill"), ("rabbit", "workshop"), ("mouse", "recruiter")])
def test_build_type_follows_the_order_not_the_clearing(suit, piece):
    snap = board({2: {(M, "warrior"): 3}, 5: {(M, "warrior"): 1}})
    _, seen = play(snap, orders=[card(suit)])
    builds = actions(seen, "build")
    assert builds and builds[0].piece == piece


def test_build_skips_clearings_with_no_free_slot_and_when_no_ruled_slot_at_all():
    snap = board({1: {(M, "warrior"): 5, (M, "sawmill"): 1}, 4: {(M, "warrior"): 1, (M, "workshop"): 1}})
    _, seen = play(snap, orders=[card("mouse"), card("mouse"), card("bird")])
    assert not actions(seen, "build")
    first = next(s for s in steps_of(seen) if ("4.5.3", "build.type_by_order") in codes(s))
    assert ("2.3", "retry.no_free_slot") in codes(first)


# -- 4.5.4 move ------------------------------------------------------------------------------
def test_move_all_but_three_to_most_enemy_pieces():
    snap = board({12: {(M, "warrior"): 7}, 9: {(E, "warrior"): 1}, 11: {(A, "sympathy"): 1, (A, "warrior"): 1},
                  7: {(E, "warrior"): 2}})
    _, seen = play(snap, orders=[card("fox")], dice=[])
    moves = actions(seen, "move")
    # Recruit put 4 more in 12 (its only ruled fox clearing): 11 warriors, 8 move; 7 and 11 tie
    # with 2 enemy pieces each -> 7 by priority.
    assert moves == [Move(faction=M, origin=12, dest=7, count=8)]


def test_move_destination_must_be_legal_else_next():
    # Origin 8 is ruled by the Eyrie (Marquise 4 vs Eyrie 5), so the move must end where the
    # Marquise rules: 7 has most enemy pieces but is the Alliance's, so 4 (Marquise) is next (2.3).
    snap = board({8: {(M, "warrior"): 4, (E, "warrior"): 5}, 4: {(M, "warrior"): 1},
                  7: {(A, "warrior"): 2, (A, "sympathy"): 1}})
    _, seen = play(snap, orders=[card("fox")], dice=[(0, 0)])
    moves = actions(seen, "move")
    assert moves and moves[0].origin == 8 and moves[0].dest == 4
    step = next(s for s in steps_of(seen) if s.action.kind == "move")
    assert ("2.3", "retry.move_not_ruled") in codes(step)


# -- 4.5.5 expand ----------------------------------------------------------------------------
def test_expand_redraws_without_crafting():
    snap = board({1: {(M, "warrior"): 1, (M, "sawmill"): 1}})  # rules only 1, whose one slot is full
    end, seen = play(snap, orders=[card("mouse", "bag", "Mouse-in-a-Sack"), card("rabbit", "coins", "Bake Sale"),
                                   card("bird")])
    discards = actions(seen, "discard")
    assert len(discards) == 3  # two Expand discards (the bird order has no Expand) and the Evening discard
    assert [c.action.item for c in steps_of(seen) if c.action.kind == "craft"] == ["bag"]  # no craft on redraw
    assert end.item_count("coins") == 2


def test_iron_will_directors_cut_expands_twice():
    snap = board({1: {(M, "warrior"): 1, (M, "sawmill"): 1}}, traits=("iron_will",), printing="directors_cut")
    _, seen = play(snap, orders=[card("mouse"), card("rabbit"), card("fox")])
    assert len(actions(seen, "discard")) == 3


def test_no_expand_with_more_than_five_buildings():
    pieces = {9: {(M, "sawmill"): 2}, 7: {(M, "workshop"): 2}, 2: {(M, "recruiter"): 2},
              1: {(M, "warrior"): 1, (M, "keep"): 1, (M, "sawmill"): 1}}  # 7 buildings, no free slot
    snap = board(pieces)
    _, seen = play(snap, orders=[card("rabbit")])
    assert len(actions(seen, "discard")) == 1
    assert any(("4.5.5", "expand.too_many") in codes(s) for s in steps_of(seen))


# -- 4.6 evening -----------------------------------------------------------------------------
def test_evening_scores_rightmost_uncovered_space():
    snap = board({9: {(M, "warrior"): 1, (M, "recruiter"): 2}, 2: {(M, "recruiter"): 1, (M, "warrior"): 1}})
    _, seen = play(snap, orders=[card("fox")])  # builds a sawmill (1 on map -> 0 VP)
    assert not actions(seen, "score")
    _, seen = play(snap, orders=[card("mouse")])  # 4th recruiter -> 3 VP
    assert actions(seen, "score") == [Score(faction=M, vp=3)]


# -- 4.7 escalated daylight ------------------------------------------------------------------
def test_escalated_daylight_bird_order():
    snap = board({
        1: {(M, "warrior"): 2, (M, "sawmill"): 1},
        5: {(M, "warrior"): 6},
        2: {(E, "warrior"): 1, (E, "roost"): 1},
        9: {(M, "warrior"): 1, (M, "workshop"): 1},
        12: {(M, "warrior"): 1, (A, "warrior"): 1},
    })
    end, seen = play(snap, orders=[card("bird")], dice=[(0, 0), (0, 0)])
    acts = steps_of(seen)
    battles = actions(seen, "battle")
    assert next(b.clearing for b in battles) == 12  # 4.7.1: battle everywhere it can (12 only, before moving)
    place = actions(seen, "place")[0]
    assert isinstance(place, PlaceWarriors)
    assert sorted(place.targets) == [(5, 2), (9, 2)]  # 4.7.2: the two lowest-priority ruled (9, 5)
    build = actions(seen, "build")[0]
    assert build.piece == "sawmill"  # 4.7.3: tie sawmill/workshop -> sawmill
    moves = actions(seen, "move")
    assert Move(faction=M, origin=5, dest=2, count=5) in moves  # 8 in 5, all but 3 to 2 (most enemies)
    assert battles[-1].clearing == 2  # then battle where it moved
    assert end.turn.seat == 1
    _ = acts


def test_escalated_building_type_ties():
    snap = board({9: {(M, "workshop"): 1, (M, "recruiter"): 1}})
    assert marquise.escalated_building_type(snap)[0] == "recruiter"
    snap = board({9: {(M, "workshop"): 2}, 2: {(M, "recruiter"): 1}})
    assert marquise.escalated_building_type(snap)[0] == "workshop"


# -- difficulty and traits -------------------------------------------------------------------
@pytest.mark.parametrize("printing,difficulty,expected", [
    ("original_2020", "easy", 2), ("original_2020", "normal", 4), ("original_2020", "challenging", 4),
    ("directors_cut", "easy", 3), ("directors_cut", "challenging", 5), ("directors_cut", "nightmare", 5),
])
def test_recruit_count_by_difficulty(printing, difficulty, expected):
    from tablebot.games.root.state import BotConfig

    assert marquise.recruit_count(BotConfig(bot="mechanical_marquise_2", difficulty=difficulty,
                                            printing=printing)) == expected


def test_challenging_original_adds_two_to_highest_priority_ordered_ruled():
    snap = board({8: {(M, "warrior"): 1}, 12: {(M, "warrior"): 1}}, difficulty="challenging")
    _, seen = play(snap, orders=[card("fox")])
    assert actions(seen, "place")[0].targets == ((8, 4), (12, 2))


@pytest.mark.parametrize("printing,humans,vp", [("original_2020", (E,), 1), ("directors_cut", (E, A), 2)])
def test_nightmare_scores_at_end_of_evening(printing, humans, vp):
    snap = board({8: {(M, "warrior"): 1}}, difficulty="nightmare", printing=printing, humans=humans)
    _, seen = play(snap, orders=[card("mouse")])
    assert actions(seen, "score")[-1] == Score(faction=M, vp=vp)


def test_iron_will_original_doubles_escalated_recruit():
    snap = board({9: {(M, "warrior"): 1}, 12: {(M, "warrior"): 1}}, traits=("iron_will",))
    _, seen = play(snap, orders=[card("bird")])
    assert sorted(actions(seen, "place")[0].targets) == [(9, 4), (12, 4)]


def test_blitz_moves_all_but_one_then_battles():
    snap = board({6: {(M, "warrior"): 1}, 2: {(M, "warrior"): 3}, 5: {(E, "warrior"): 1}},
                 traits=("blitz",))
    _end, seen = play(snap, orders=[card("rabbit")], dice=[(0, 0)])
    moves = actions(seen, "move")
    assert Move(faction=M, origin=2, dest=5, count=2) in moves
    assert actions(seen, "battle")[-1].clearing == 5


# -- 4.2.1 the Keep and board edits ----------------------------------------------------------
def test_keep_forbids_other_placements_but_not_moves():
    snap = board({1: {(M, "keep"): 1}, 5: {(E, "warrior"): 1}})
    with pytest.raises(IllegalEdit) as err:
        apply_edit(snap, AddPiece(faction=E, piece="warrior", place=1))
    assert err.value.code == "edit.keep_forbids"
    moved = apply_edit(snap, MovePiece(faction=E, piece="warrior", origin=5, dest=1))
    assert moved.place(1).count(E, "warrior") == 1


@pytest.mark.parametrize("edit,code", [
    (AddPiece(faction=M, piece="warrior", place=2, count=26), "edit.supply_exhausted"),
    (AddPiece(faction=V, piece="pawn", place=2), "edit.faction_not_in_game"),
    (AddPiece(faction=M, piece="wood", place=2), "edit.no_such_piece"),  # the bot has no wood
    (AddPiece(faction=E, piece="roost", place=1), "edit.keep_forbids"),
    (AddPiece(faction=E, piece="roost", place=4), "edit.no_free_slot"),
    (AddPiece(faction=E, piece="warrior", place="F1-2-5-10"), "edit.forest_only_pawn"),
    (AddPiece(faction=A, piece="base_fox", place=2), "edit.wrong_suit"),
    (AddPiece(faction=E, piece="warrior", place=13), "edit.no_such_place"),
])
def test_illegal_edits_are_refused_and_change_nothing(edit, code):
    snap = board({1: {(M, "keep"): 1}, 4: {(M, "sawmill"): 1}})
    before = snap.model_dump_json()
    with pytest.raises(IllegalEdit) as err:
        apply_edit(snap, edit)
    assert err.value.code == code
    assert snap.model_dump_json() == before


def test_seventh_sawmill_refused():
    snap = board({2: {(M, "sawmill"): 2}, 5: {(M, "sawmill"): 2}, 7: {(M, "sawmill"): 2}})
    with pytest.raises(IllegalEdit) as err:
        apply_edit(snap, AddPiece(faction=M, piece="sawmill", place=9))
    assert err.value.code == "edit.supply_exhausted"


def test_stale_step_is_refused():
    snap = board({8: {(M, "warrior"): 1}})
    s = game.answer(snap, game.next_step(snap), OrderCardAnswer(card=card("mouse")))
    s = game.apply_step(s, game.next_step(s))  # craft: nothing
    s = game.apply_step(s, game.next_step(s))  # battle: nothing
    step = game.next_step(s)
    assert step.action.kind == "nothing"  # recruit: it rules no mouse clearing
    edited = apply_edit(s, AddPiece(faction=M, piece="warrior", place=9))  # now it rules mouse 9
    assert game.next_step(edited) != step
    with pytest.raises(IllegalEdit) as err:
        game.apply_step(edited, step)
    assert err.value.code == "step.stale"


def test_edit_mid_turn_replans():
    snap = board({8: {(M, "warrior"): 1}})
    s = game.answer(snap, game.next_step(snap), OrderCardAnswer(card=card("fox")))
    s = game.apply_step(s, game.next_step(s))  # craft/nothing
    s = game.apply_step(s, game.next_step(s))  # battle: nothing
    before = game.next_step(s)
    assert before.action.targets == ((8, 4),)
    s2 = apply_edit(s, AddPiece(faction=M, piece="warrior", place=12))
    assert game.next_step(s2).action.targets == ((8, 2), (12, 2))


def test_coop_humans_stay_enemies():
    snap = board({8: {(M, "warrior"): 2, (E, "warrior"): 1}}, coop=True)
    assert rules.enemies(snap, M) == (E, A)


def test_hospitals_needs_a_keep_left_standing_after_the_battle():
    """Hospitals places warriors "in the keep clearing" at the end of the battle: when the same
    hits removed the Keep, there is none, in a battle as in the BotTakesHits edit (one hook)."""
    from tablebot.games.root import battle as battles
    from tablebot.games.root.common import PendingBattle

    snap = board({1: {(M, "keep"): 1, (M, "warrior"): 2, (E, "warrior"): 3}}, traits=("hospitals",))
    action, _, _ = battles.resolve_battle(snap, PendingBattle(clearing=1, attacker=E, defender=M, dice=(3, 0)))
    assert (M, "keep", 1, 1) in [(r.faction, r.piece, r.clearing, r.count) for r in action.removals]
    assert action.placements == ()
    out = apply_edit(snap, BotTakesHits(faction=M, clearing=1, hits=3, by=E, defending=True))
    assert out.place(1).count(M, "warrior") == 0

"""Logical Lizards engine tests, one or more per numbered rule and tie-breaker of section 8."""

from tablebot.games.root import game, rules
from tablebot.games.root.actions import (
    AskDice,
    AskOrderCard,
    Build,
    Compound,
    OrderCardAnswer,
    PlaceWarriors,
    Removal,
    RootPrompt,
    Score,
    SetBoard,
)
from tablebot.games.root.bots import lizards
from tablebot.games.root.bots.lizards_state import LizardsBoard, LizardsCursor
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, OrderCard

from .lizards_scenario import board_of, cards, lizards_board, lizards_game
from .scenario import card, codes, play, steps_of

L, M, A, E, V = "lizards", "marquise", "alliance", "eyrie", "vagabond"


def at(snap, phase, **cursor):
    """The snapshot with the Lizards' cursor at `phase` (order defaults to mouse)."""
    cursor.setdefault("order_suit", Suit.MOUSE)
    cur = LizardsCursor(phase=phase, **cursor)
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})})


def step(snap):
    s = game.next_step(snap)
    assert not isinstance(s, RootPrompt), s
    return s


# -- 8.2 faction rules -----------------------------------------------------------------------
def test_pilgrims_a_garden_rules_its_clearing():
    snap = lizards_board({7: {(L, "garden_mouse"): 1, (M, "warrior"): 3, (M, "workshop"): 1}})
    assert rules.rules(snap, L, 7)
    assert not rules.rules(snap, M, 7)


def test_robotic_revenge_only_outside_their_turn_and_one_warrior():
    snap = lizards_board({7: {(L, "warrior"): 3}}, acolytes=1)
    removal = (Removal(faction=L, piece="warrior", clearing=7, count=3),)
    # The Lizards are seated first: it is their turn, no acolyte.
    assert lizards.removal_effects(snap, L, removal) == (None, ())
    theirs = snap.model_copy(update={"turn": snap.turn.model_copy(update={"seat": 1, "cursor": None})})
    board, why = lizards.removal_effects(theirs, L, removal)
    assert board.acolytes == 2
    assert [r.code for r in why] == ["lizards.revenge"]


def test_gardens_removed_garden_discards_top_lost_souls_card():
    snap = lizards_board({7: {(L, "garden_mouse"): 1}}, lost_souls=("fox", "bird", "mouse"))
    board, why = lizards.removal_effects(snap, L, (Removal(faction=L, piece="garden_mouse", clearing=7),))
    assert [c.suit for c in board.lost_souls] == [Suit.BIRD, Suit.MOUSE]
    assert ("8.2.3", "lizards.garden_removed") in [(r.rule, r.code) for r in why]


def test_lost_souls_every_discarded_card_goes_on_top_but_not_their_own():
    snap = lizards_board({}, lost_souls=("fox",))
    board = lizards.on_card_discarded(snap, L, OrderCard(suit=Suit.RABBIT))
    assert [c.suit for c in board.lost_souls] == [Suit.RABBIT, Suit.FOX]


def test_acolytes_are_held_off_the_map():
    assert lizards.held_off_map(LizardsBoard(acolytes=3), "warrior") == 3
    assert lizards.held_off_map(LizardsBoard(acolytes=3), "garden_fox") == 0
    snap = lizards_board({7: {(L, "warrior"): 20}}, acolytes=4)
    assert lizards.warrior_supply(snap) == 1


# -- 8.3 setup -------------------------------------------------------------------------------
def test_setup_opposite_the_keep_not_another_bots_start():
    seats = (SeatConfig(faction=L, bot=BotConfig(bot="logical_lizards")),
             SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")), SeatConfig(faction=A))
    snap = game.new_game(GameConfig(seats=seats, seed=3, keep_corner=2))
    assert snap.place(4).count(L, "warrior") == 4 and snap.place(4).count(L, "garden_rabbit") == 1
    for c in rules.board_of(snap).adjacent(4):
        assert snap.place(c).count(L, "warrior") == 1
    assert board_of(snap).space == "sanctify" and board_of(snap).lost_souls == ()
    assert ("8.3.2", "lizards.setup.corner_opposite") in [(r.rule, r.code) for r in snap.log]


def test_setup_with_eyrie_and_marquise_bots_avoids_both_starts():
    seats = (SeatConfig(faction=L, bot=BotConfig(bot="logical_lizards")),
             SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")),
             SeatConfig(faction=E, bot=BotConfig(bot="electric_eyrie")), SeatConfig(faction=A))
    snap = game.new_game(GameConfig(seats=seats, seed=5, keep_corner=1))
    # The Keep in 1, the Eyrie opposite in 3: the Lizards take 2 or 4, each opposite a start? 2-4 are
    # opposite each other, not a start: a random corner among them.
    corner = next(c for c in (2, 4) if snap.place(c).count(L, "warrior") == 4)
    assert snap.place(1).count(L, "warrior") <= 1 and snap.place(3).count(L, "warrior") <= 1
    assert ("8.3.2", "lizards.setup.corner_random") in [(r.rule, r.code) for r in snap.log]
    assert corner in (2, 4)


def test_setup_random_corner_is_seeded():
    a = lizards_game(humans=(A,), keep_corner=None, seed=7)
    b = lizards_game(humans=(A,), keep_corner=None, seed=7)
    assert a.places == b.places


def test_setup_draws_three_cards_first_drawn_on_top():
    snap = lizards_game()
    assert lizards.setup_draws(snap.faction(L).bot) == 3
    for c in cards("fox", "bird", "mouse"):
        snap = lizards.take_setup_card(snap, L, c)
    assert [c.suit for c in board_of(snap).lost_souls] == [Suit.FOX, Suit.BIRD, Suit.MOUSE]
    assert [(r.rule, r.code, r.param("position")) for r in snap.log[-3:]] == [
        ("ruling:lost-souls-setup-order", "lizards.setup.lost_soul", n) for n in (1, 2, 3)]


# -- 8.4.1 the order ---------------------------------------------------------------------------
def test_order_is_the_most_common_suit():
    snap = lizards_board({}, lost_souls=("fox", "rabbit", "rabbit", "bird"))
    s = step(snap)
    assert s.cursor.order_suit == Suit.RABBIT and codes(s)[0] == ("8.4.1", "lizards.order")


def test_order_tie_is_bird():
    snap = lizards_board({}, lost_souls=("fox", "rabbit"))
    s = step(snap)
    assert s.cursor.order_suit == Suit.BIRD and codes(s)[0] == ("8.4.1", "lizards.order_tie")


# -- 8.4.2 conspiracies ------------------------------------------------------------------------
def test_marker_moves_right_and_wraps_to_the_left():
    snap = lizards_board({}, acolytes=1, conspiracy=4)
    s = step(at(snap, "conspire"))
    assert s.action.board.conspiracy == 0 and s.action.board.space == "convert"
    assert ("8.4.2", "lizards.conspiracy.wrap") in codes(s)


def test_a_conspiracy_that_cannot_be_done_spends_no_acolyte():
    snap = lizards_board({}, acolytes=2, conspiracy=0)
    s = step(at(snap, "conspire"))
    assert isinstance(s.action, SetBoard) and s.action.board.acolytes == 2
    assert s.cursor.idle == 1


def test_conspiracies_stop_after_a_full_lap_doing_nothing():
    snap = lizards_board({}, acolytes=2, conspiracy=0)
    end, seen = play(at(snap, "conspire"), until_end=False, max_steps=6)
    moved = [s for s in steps_of(seen) if isinstance(s.action, SetBoard)]
    assert len(moved) == 5 and board_of(end).acolytes == 2
    assert ("ruling:conspiracy-full-lap", "lizards.conspiracy.full_lap") in codes(steps_of(seen)[5])


def test_convert_player_most_vp_then_setup_order():
    pieces = {7: {(M, "warrior"): 1}, 9: {(A, "warrior"): 1}, 2: {(E, "warrior"): 1}}
    snap = lizards_board(pieces, acolytes=1, conspiracy=1, vp={M: 5, A: 5, E: 3}, humans=(M, A, E))
    s = step(at(snap, "conspire"))
    # The Marquise and the Alliance tie on VP: setup order (2.2) picks the Marquise.
    assert s.action.parts[1].removals == (Removal(faction=M, piece="warrior", clearing=7),)
    assert ("2.2", "tiebreak.setup_order") in codes(s)
    assert s.action.parts[2] == PlaceWarriors(faction=L, targets=((7, 1),))
    assert s.action.parts[0].board.acolytes == 0


def test_convert_clearing_most_enemy_buildings_then_priority():
    pieces = {2: {(M, "warrior"): 1}, 7: {(M, "warrior"): 1, (A, "base_mouse"): 1}, 9: {(M, "warrior"): 1}}
    snap = lizards_board(pieces, acolytes=1, conspiracy=1)
    s = step(at(snap, "conspire"))
    assert s.action.parts[1].removals[0].clearing == 7
    assert ("8.4.2.I.b", "lizards.convert.most_enemy_buildings") in codes(s)


def test_convert_retries_a_clearing_where_lizards_may_not_place():
    pieces = {2: {(M, "warrior"): 1, (M, "keep"): 1}, 9: {(M, "warrior"): 1}}
    snap = lizards_board(pieces, acolytes=1, conspiracy=1, keep_corner=2)
    s = step(at(snap, "conspire"))
    assert s.action.parts[1].removals[0].clearing == 9
    assert ("2.3", "retry.keep_forbids") in codes(s)


def test_sanctify_player_without_a_building_is_retried_and_clearing_fewest_enemy_warriors():
    pieces = {7: {(A, "warrior"): 2}, 9: {(M, "sawmill"): 1, (M, "warrior"): 2}, 11: {(M, "workshop"): 1}}
    snap = lizards_board(pieces, acolytes=1, conspiracy=3, vp={A: 9, M: 2}, ruins=())
    s = step(at(snap, "conspire"))
    action = s.action
    assert action.parts[1].removals == (Removal(faction=M, piece="workshop", clearing=11),)
    assert action.parts[1].vp == ((L, 1),)
    assert action.parts[2] == Build(faction=L, piece="garden_mouse", clearing=11)
    assert ("2.3", "lizards.retry.player_no_clearing") in codes(s)


def test_sanctify_needs_a_garden_of_the_suit_in_supply():
    pieces = {2: {(L, "garden_mouse"): 1}, 7: {(L, "garden_mouse"): 2}, 9: {(L, "garden_mouse"): 2},
              11: {(M, "workshop"): 1}}
    snap = lizards_board(pieces, acolytes=1, conspiracy=3, ruins=())
    s = step(at(snap, "conspire"))
    assert isinstance(s.action, SetBoard) and s.action.board.acolytes == 1
    assert ("8.4.2", "lizards.conspiracy.cannot_sanctify") in codes(s)


def test_crusade_battles_each_ordered_clearing_highest_priority_first_defender_most_vp():
    pieces = {7: {(L, "warrior"): 2, (M, "warrior"): 1, (A, "warrior"): 1}, 2: {(L, "warrior"): 3, (M, "warrior"): 1},
              9: {(L, "warrior"): 1, (M, "warrior"): 1}}
    snap = lizards_board(pieces, acolytes=1, conspiracy=0, vp={M: 2, A: 4})
    end, seen = play(at(snap, "conspire"), dice=[(0, 0), (0, 0)], until_end=False, max_steps=6)
    asked = [s.question.battle for s in seen if isinstance(s, RootPrompt) and isinstance(s.question, AskDice)]
    assert [(b.clearing, b.defender) for b in asked] == [(2, M), (7, A)]
    assert board_of(end).acolytes == 0


def test_spiteful_crusade_that_removed_a_token_scores_one_more():
    pieces = {7: {(L, "warrior"): 3, (A, "sympathy"): 1}}
    snap = lizards_board(pieces, acolytes=1, conspiracy=0, traits=("spiteful",))
    _, seen = play(at(snap, "conspire"), dice=[(3, 0)], until_end=False, max_steps=4)
    spent = next(s for s in steps_of(seen) if ("8.4.2", "lizards.crusade.spent") in codes(s))
    assert Score(faction=L, vp=1) in spent.action.parts


def test_fanatics_battle_after_convert_with_an_extra_hit():
    pieces = {7: {(M, "warrior"): 2, (A, "warrior"): 1, (A, "base_mouse"): 1}}
    snap = lizards_board(pieces, acolytes=1, conspiracy=1, traits=("fanatics",), vp={M: 5, A: 1})
    _, seen = play(at(snap, "conspire"), dice=[(0, 0)], until_end=False, max_steps=4)
    battle = next(s.question.battle for s in seen if isinstance(s, RootPrompt))
    assert (battle.clearing, battle.extra_hits) == (7, 1)
    # The Alliance's base is not defenceless (its warrior stands there); the Marquise has most VP.
    assert battle.defender == M


# -- 8.5 Daylight ------------------------------------------------------------------------------
def test_rituals_by_difficulty():
    assert [lizards.ritual_count(BotConfig(bot="logical_lizards", difficulty=d))
            for d in ("easy", "normal", "challenging", "nightmare")] == [3, 4, 5, 5]


def test_suited_ritual_prefers_empty_slots_then_enemy_buildings():
    pieces = {8: {(M, "sawmill"): 2}, 12: {(M, "sawmill"): 1}, 6: {(M, "workshop"): 1}}
    snap = lizards_board(pieces, lost_souls=("fox",), ruins=())
    s = step(at(snap, "ritual"))
    # 8 has the most enemy buildings but no empty slot; 6 and 12 tie on one each: priority picks 6.
    assert s.action.parts[1] == PlaceWarriors(faction=L, targets=((6, 1),))
    assert ("2.1", "tiebreak.priority") in codes(s)


def test_suited_ritual_places_a_garden_where_it_now_rules():
    snap = lizards_board({8: {(L, "warrior"): 1}}, lost_souls=("fox",))
    s = step(at(snap, "ritual"))
    assert s.action.parts[1] == PlaceWarriors(faction=L, targets=((1, 1),))
    snap = lizards_board({1: {(M, "sawmill"): 1}, 6: {(M, "warrior"): 1}, 8: {(M, "warrior"): 1},
                          12: {(M, "warrior"): 1}}, lost_souls=("fox",), ruins=())
    s = step(at(snap, "ritual"))
    assert s.action.parts[1] == PlaceWarriors(faction=L, targets=((6, 1),))
    assert len(s.action.parts) == 2  # 1 vs 1: nobody rules 6
    snap = lizards_board({}, lost_souls=("rabbit",))
    s = step(at(snap, "ritual"))
    assert s.action.parts[1:] == (PlaceWarriors(faction=L, targets=((3, 1),)),)
    assert [c.suit for c in s.action.parts[0].board.revealed] == [Suit.RABBIT]
    # "Depois": the garden is the ritual's next step.
    assert step(game.apply_step(at(snap, "ritual"), s)).action == Build(faction=L, piece="garden_rabbit", clearing=3)


def test_bird_ritual_most_lizard_warriors_to_acolytes_card_discarded():
    pieces = {9: {(L, "warrior"): 2}, 5: {(L, "warrior"): 2}, 1: {(L, "warrior"): 1}}
    snap = lizards_board(pieces, lost_souls=("bird", "fox"), traits=("martyrs",))
    s = step(at(snap, "ritual"))
    removed, discard, board = s.action.parts
    assert removed.removals == (Removal(faction=L, piece="warrior", clearing=5),)
    assert board.board.acolytes == 2  # one from 5, one from the supply (Martyrs)
    assert board.board.revealed == () and discard.card.suit == Suit.BIRD


def test_daylight_reveals_only_what_the_lost_souls_hold():
    snap = lizards_board({}, lost_souls=("bird",))
    _, seen = play(at(snap, "ritual"), orders=[card("fox")], until_end=False, max_steps=3)
    assert ("ruling:lost-souls-short", "lizards.ritual.pile_empty") in codes(steps_of(seen)[1])


# -- 8.6 Evening -------------------------------------------------------------------------------
def test_score_the_ordered_track():
    snap = lizards_board({2: {(L, "garden_mouse"): 1}, 7: {(L, "garden_mouse"): 1}, 9: {(L, "garden_mouse"): 1}})
    s = step(at(snap, "evening_score", order_suit=Suit.MOUSE))
    assert s.action == Score(faction=L, vp=2)
    s = step(at(snap, "evening_score", order_suit=Suit.FOX))
    assert s.action.kind == "nothing"


def test_score_on_bird_the_track_with_fewest_gardens_left():
    snap = lizards_board({1: {(L, "garden_fox"): 1}, 7: {(L, "garden_mouse"): 1}, 9: {(L, "garden_mouse"): 1}})
    s = step(at(snap, "evening_score", order_suit=Suit.BIRD))
    assert s.action == Score(faction=L, vp=1)
    assert ("ruling:lizards-bird-track", "lizards.score.bird_track") in codes(s)


def test_the_table_corrects_the_printed_garden_vp():
    snap = lizards_board({7: {(L, "garden_mouse"): 1}, 9: {(L, "garden_mouse"): 1}})
    snap = rules.update_faction(snap, L, board=board_of(snap).model_copy(update={"garden_vp": (0, 2, 2, 3, 4)}))
    assert step(at(snap, "evening_score")).action == Score(faction=L, vp=2)


def test_evening_discards_returns_revealed_and_crafts_onto_the_lost_souls():
    snap = lizards_board({}, lost_souls=("fox", "mouse"))
    snap = rules.update_faction(snap, L, board=board_of(snap).model_copy(
        update={"revealed": cards("rabbit", "fox")}))
    end, seen = play(at(snap, "evening_discard"), orders=[card("fox", name="Foxfolk Steel")])
    steps = steps_of(seen)
    assert [p.kind for p in steps[0].action.parts] == ["discard", "discard", "set_board"]
    assert ("ruling:lizards-own-discards", "lizards.own_discards") in codes(steps[0])
    assert board_of(game.apply_step(at(snap, "evening_discard"), steps[0])).lost_souls == ()
    assert [c.suit for c in steps[1].action.board.lost_souls] == [Suit.RABBIT, Suit.FOX]
    asked = next(s for s in seen if isinstance(s, RootPrompt))
    assert asked.question == AskOrderCard(purpose="lizards_craft")
    craft = steps[2].action
    assert isinstance(craft, Compound) and craft.parts[0].kind == "craft" and craft.parts[0].vp == 1
    assert board_of(end).lost_souls[0].name == "Foxfolk Steel (fox)"
    assert end.faction(L).vp == 1 and end.item_count("sword") == 1


def test_nightmare_scores_one_vp_per_two_players_and_erratic_adds_a_card():
    snap = lizards_board({}, difficulty="nightmare", traits=("erratic",), humans=(M, A, E))
    s = step(at(snap, "evening_difficulty"))
    assert s.action == Score(faction=L, vp=2)
    snap = at(snap, "erratic")
    prompt = game.next_step(snap)
    assert prompt.question == AskOrderCard(purpose="lizards_erratic")
    snap = game.answer(snap, prompt, OrderCardAnswer(card=card("rabbit")))
    s = step(snap)
    assert [c.suit for c in s.action.board.lost_souls] == [Suit.RABBIT]


def test_a_bird_ritual_right_after_birdsong_sends_its_card_to_the_discard_pile():
    """The first ritual follows Birdsong without a step of its own: the bird card still goes to the
    discard pile (8.5.2), not back on the Lost Souls (8.2.4 is for everyone else's discards)."""
    snap = lizards_board({9: {(L, "warrior"): 2}}, lost_souls=("bird", "fox", "fox"), acolytes=0)
    end, seen = play(snap, until_end=False, max_steps=2)
    bird = steps_of(seen)[1]
    assert ("8.5.2", "lizards.ritual.acolyte") in codes(bird)
    assert [c.suit for c in board_of(end).lost_souls] == [Suit.FOX, Suit.FOX]
    assert board_of(end).acolytes == 1 and end.discard[-1] == "bird"

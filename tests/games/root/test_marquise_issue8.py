"""Issue 8, the Marquise items: places where the bot differed from the Law of Rootbotics (section 4,
with 2.3, 2.4 and 2.7). Each test plays a turn on a small board and checks what the table sees."""

from tablebot.games.root.actions import Move
from tablebot.gui.root.reasons import sentence

from .scenario import actions, card, codes, marquise_game, play, steps_of, with_pieces

M, E, A = "marquise", "eyrie", "alliance"


def board(pieces, **kw):
    humans = kw.pop("humans", (E, A))
    return with_pieces(marquise_game(humans=humans, **kw), pieces)


def all_codes(seen):
    return [c for s in steps_of(seen) for c in codes(s)]


# -- item 2: Blitz retries (2.3) -------------------------------------------------------------
def test_blitz_tries_the_next_quiet_clearing_when_the_first_holds_a_single_warrior():
    # Rabbit order: no rabbit battle, recruit or move. The workshop goes to 2 (most warriors).
    # Blitz: 1 is the quiet clearing it rules of highest priority, but its one warrior cannot move
    # "all but 1"; 2.3 tries 2, whose 3 of 4 warriors go to 6 (the Eyrie's warrior), then battle.
    snap = board({1: {(M, "warrior"): 1}, 2: {(M, "warrior"): 4}, 6: {(E, "warrior"): 1}}, traits=("blitz",))
    _, seen = play(snap, orders=[card("rabbit")], dice=[(0, 0)])
    assert actions(seen, "move") == [Move(faction=M, origin=2, dest=6, count=3)]
    assert [b.clearing for b in actions(seen, "battle")] == [6]
    blitz = next(s for s in steps_of(seen) if s.action.kind == "move")
    assert ("2.3", "blitz.single_warrior") in codes(blitz)
    texts = [sentence(r) for r in blitz.reasons]
    assert any("3 of the 4 warriors" in t and "2" in t for t in texts), texts


def test_blitz_does_nothing_only_when_every_quiet_clearing_has_one_warrior():
    snap = board({1: {(M, "warrior"): 1}, 2: {(M, "warrior"): 1, (M, "workshop"): 1}, 6: {(E, "warrior"): 1}},
                 traits=("blitz",))
    _, seen = play(snap, orders=[card("rabbit")])  # the workshop goes to 1 (tie at 1 warrior, priority)
    assert not [m for m in actions(seen, "move") if m.count and m.origin in (1, 2) and m.dest == 6]
    assert ("trait:blitz", "blitz.too_few") in all_codes(seen)


# -- item 3: Escalated Daylight visits each origin once (4.7.4, 2.4, ruling move-sequential) --
def test_escalated_move_visits_each_origin_once_in_priority_order():
    # Bird order: no battle (no Marquise warrior with an enemy); recruit all 4 in 12, its only
    # clearing (11 warriors); sawmill in 12; move all but 3 (8) from 12 to 9, the Eyrie's. Clearing
    # 9 had no warriors when its turn came (9 before 12): it does not move again. Battle in 9.
    snap = board({12: {(M, "warrior"): 7}, 9: {(E, "warrior"): 1}}, humans=(E,))
    _, seen = play(snap, orders=[card("bird")], dice=[(0, 0)])
    assert actions(seen, "move") == [Move(faction=M, origin=12, dest=9, count=8)]
    assert [b.clearing for b in actions(seen, "battle")] == [9]
    move = next(s for s in steps_of(seen) if s.action.kind == "move")
    assert ("ruling:move-sequential", "move.dest_had_its_turn") in codes(move)  # the table is told why 9 stays


# -- item 5: a bird order orders every clearing (2.7) ----------------------------------------
def test_challenging_extra_two_on_a_bird_order_go_to_the_highest_priority_ruled_clearing():
    snap = board({9: {(M, "warrior"): 1}, 12: {(M, "warrior"): 1}}, difficulty="challenging")
    _, seen = play(snap, orders=[card("bird")])
    place = actions(seen, "place")[0]
    assert sorted(place.targets) == [(9, 4), (12, 2)]  # 2 + 2 (4.7.2), +2 in 9 (card)
    step = next(s for s in steps_of(seen) if s.action.kind == "place")
    assert ("difficulty:challenging", "recruit.challenging_extra") in codes(step)
    assert ("ruling:bird-order-any-clearing", "order.bird_orders_every_clearing") in codes(step)


# -- item 9: Expand has no limit but the cards' (4.5.5) --------------------------------------
def test_expand_repeats_until_it_builds_or_a_bird_order_comes():
    # It rules only 1 (fox, slot full): mouse and rabbit orders build nothing, so each one is
    # discarded for another; the bird order resolves Escalated Daylight, which has no Expand.
    snap = board({1: {(M, "warrior"): 1, (M, "sawmill"): 1}})
    orders = [card("mouse"), card("rabbit"), card("mouse"), card("rabbit"), card("bird")]
    _, seen = play(snap, orders=orders)
    assert len(actions(seen, "discard")) == 5  # 4 Expands and the Evening discard
    assert not [c for c in all_codes(seen) if c[1] == "expand.limit"]
    assert ("ruling:expand-unlimited", "expand.again") in all_codes(seen)
    assert not [t for s in steps_of(seen) for t in map(sentence, s.reasons) if "1 buildings" in t]


def test_directors_cut_iron_will_caps_expand_at_two():
    snap = board({1: {(M, "warrior"): 1, (M, "sawmill"): 1}}, traits=("iron_will",), printing="directors_cut")
    _, seen = play(snap, orders=[card("mouse"), card("rabbit"), card("mouse"), card("bird")])
    assert len(actions(seen, "discard")) == 3
    assert ("trait:iron_will", "expand.limit") in all_codes(seen)
    assert not [c for c in all_codes(seen) if c[1] == "expand.again"]  # with the card there is a limit


# -- item 11: short supply keeps the even spread (4.5.2, 4.7.2) ------------------------------
def test_recruit_short_of_warriors_spreads_what_is_placed_evenly():
    snap = board({6: {(M, "warrior"): 11}, 8: {(M, "warrior"): 1}, 12: {(M, "warrior"): 11}})  # 2 left
    _, seen = play(snap, orders=[card("fox")])
    step = next(s for s in steps_of(seen) if s.action.kind == "place")
    assert step.action.targets == ((6, 1), (8, 1))
    assert ("ruling:supply-short", "recruit.supply_short") in codes(step)


def test_escalated_recruit_short_of_warriors_spreads_what_is_placed_evenly():
    snap = board({9: {(M, "warrior"): 12}, 12: {(M, "warrior"): 11}})  # 2 left
    _, seen = play(snap, orders=[card("bird")])
    step = next(s for s in steps_of(seen) if s.action.kind == "place")
    assert step.action.targets == ((9, 1), (12, 1))


# -- reasons that said something false -------------------------------------------------------
def test_move_without_legal_destination_says_so_and_not_that_nothing_had_four():
    # Fox order: 8 has 4 Marquise warriors but the Eyrie rules it, and it rules neither 4 nor 7.
    snap = board({8: {(M, "warrior"): 4, (E, "warrior"): 5}})
    _, seen = play(snap, orders=[card("fox"), card("bird")], dice=[(0, 0), (0, 0)])
    found = all_codes(seen)
    assert ("4.5.4", "move.no_destination") in found
    assert not [c for c in found if c[1].startswith("move.none_over_three")]
    step = next(s for s in steps_of(seen) if ("4.5.4", "move.no_destination") in codes(s))
    text = sentence(step.reasons[0])
    assert "8" in text and "4 Marquise warriors" in text and "none move" in text, text


def test_daylight_move_names_the_ordered_suit_when_no_ordered_clearing_has_four():
    # Mouse order: it rules no mouse clearing; 5 (rabbit) has 6 warriors but is not ordered.
    snap = board({5: {(M, "warrior"): 6}})
    _, seen = play(snap, orders=[card("mouse")])
    step = next(s for s in steps_of(seen) if any(r.rule == "4.5.4" for r in s.reasons))
    assert codes(step) == [("4.5.4", "move.none_over_three_ordered")]
    assert "mouse" in sentence(step.reasons[0]).lower()

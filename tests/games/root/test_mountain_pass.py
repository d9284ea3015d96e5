"""The Mountain's Pass for the bots: 12.2.2 (the Pass meets every highest- and lowest-priority
condition, and says so) and the Law of Root's Pass VP at the end of a bot's Evening (C.3.4).

Worked by hand from Law of Rootbotics 12.2 with the data's Mountain (maps/root/mountain.json): paths
1-8 1-9 2-5 2-6 2-11 3-6 3-7 3-11 4-8 4-12 5-9 5-10 5-11 6-11 7-12 8-9 9-10 9-12 10-11 10-12 11-12,
closed at setup 2-5 5-9 8-9 11-12 6-11 3-7, the Pass = clearing 10; the suit markers as the map's
suggested layout: fox 1 3 10 12, rabbit 2 7 8 9, mouse 4 5 6 11. Every scenario is free of hidden
information: the order card is named, no dice are rolled unless given.
"""

from __future__ import annotations

import pytest

from tablebot.core.ranking import Criterion, pick
from tablebot.games.root import game, rules
from tablebot.games.root.actions import Move, RootStep, Score
from tablebot.games.root.board import load_board
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, RootSnapshot

from .scenario import card, codes, marquise_game, play, steps_of, with_pieces

MOUNTAIN_SUITS = load_board("mountain").suggested_suits()
MARQUISE = BotConfig(bot="mechanical_marquise_2")


def _mountain(*seats: SeatConfig, **kw: object) -> RootSnapshot:
    return game.new_game(GameConfig(map_id="mountain", suits=MOUNTAIN_SUITS, seats=seats, **kw))  # type: ignore[arg-type]


def _stacks(snap: RootSnapshot) -> dict[int | str, dict[tuple[str, str], int]]:
    return {p.id: {(s.faction, s.kind): s.count for s in p.stacks} for p in snap.places if p.stacks}


def test_the_pass_wins_a_highest_priority_tie_and_the_reason_says_so() -> None:
    """(a) The Mechanical Marquise, order card rabbit (no item), 5 warriors in 9; a human Eyrie
    warrior in 1 and one in the Pass (10).

    4.4.2 no item. 4.5.1: the rabbit clearings 2 7 8 9 hold no enemy beside a Marquise warrior: no
    battle. 4.5.2: it rules only 9 of the rabbit clearings: all 4 warriors there (9 warriors).
    4.5.3: a workshop (rabbit) in the ruled clearing with most warriors: 9 (3 slots, 1 under the ruin).
    4.5.4: from 9 (9 warriors > 3) all but 3 = 6 warriors to the adjacent clearing with most enemy
    pieces: 9's neighbours are 1, 5, 8, 10, 12 (5-9 and 8-9 closed, paths for a bot, 12.2.1); 1 and
    10 tie at 1 enemy piece; by number 1 would win (2.1), but the Pass always meets "highest
    priority" (12.2.2): 6 warriors to 10, and the last line of the reason names the Pass.
    4.5.5: it built, no Expand. 4.6.1: one workshop on the map scores 0; 4.6.2 discard.
    Law of Root C.3.4: at the end of its Evening it rules the Pass (6 warriors to 1): 1 VP.
    """
    snap = with_pieces(_mountain(SeatConfig(faction="marquise", bot=MARQUISE), SeatConfig(faction="eyrie"),
                                 keep_corner=1),
                       {9: {("marquise", "warrior"): 5}, 1: {("eyrie", "warrior"): 1}, 10: {("eyrie", "warrior"): 1}})
    end, seen = play(snap, orders=[card("rabbit")])
    moves = [s for s in steps_of(seen) if isinstance(s.action, Move)]
    assert [(m.action.origin, m.action.dest, m.action.count) for m in moves] == [(9, 10, 6)]  # type: ignore[attr-defined]
    move = moves[0]
    assert codes(move) == [("4.5.4", "move.all_but_three"), ("4.5.4", "move.most_enemy_pieces"),
                           ("12.2.2", "tiebreak.pass_highest")]
    assert move.reasons[1].param("targets") == (1, 10) and move.reasons[1].param("value") == 1
    assert move.reasons[2].param("chosen") == 10
    assert _stacks(end) == {
        1: {("eyrie", "warrior"): 1},
        9: {("marquise", "warrior"): 3, ("marquise", "workshop"): 1},
        10: {("marquise", "warrior"): 6, ("eyrie", "warrior"): 1},
    }
    assert end.faction("marquise").vp == 1


def test_the_same_tie_off_the_mountain_goes_to_the_highest_priority_number() -> None:
    """Control: on Autumn (no Pass) a tie between 1 and 10 goes to 1 by 2.1 with the usual line; on
    the Mountain a lowest-priority tie-break (as the Eyrie's 5.5.1.i.c) takes the Pass over 12 and
    3 and says so, and without the Pass among them it is the plain lowest (12)."""
    autumn = marquise_game()
    tie = pick([10, 1], [Criterion("4.5.4", "move.most_enemy_pieces", lambda c: 1)],
               tiebreak=rules.highest_first(autumn))
    assert tie.chosen == 1 and tie.reasons[-1].code == "tiebreak.priority"
    mountain = _mountain(SeatConfig(faction="marquise", bot=MARQUISE), SeatConfig(faction="eyrie"))
    low = pick([12, 10, 3], [], tiebreak=rules.lowest_first(mountain), tiebreak_rule="5.5.1.i.c",
               tiebreak_code="recruit.lowest_priority")
    assert low.chosen == 10 and [(r.rule, r.code) for r in low.reasons] == [("12.2.2", "tiebreak.pass_lowest")]
    assert pick([12, 3], [], tiebreak=rules.lowest_first(mountain)).chosen == 12  # no Pass among them


def test_the_pass_is_the_lowest_priority_clearing_of_its_suit_at_corvid_setup() -> None:
    """(b) Cogwheel Corvids setup 11.3.2: "1 warrior in the lowest-priority clearing of each suit".
    Fox clearings 1 3 10 12: by number 12, but the Pass (10) always meets "lowest priority"
    (12.2.2). Rabbit 2 7 8 9: 9. Mouse 4 5 6 11: 11. The setup log names the Pass."""
    snap = _mountain(SeatConfig(faction="corvids", bot=BotConfig(bot="cogwheel_corvids")), SeatConfig(faction="eyrie"))
    assert _stacks(snap) == {9: {("corvids", "warrior"): 1}, 10: {("corvids", "warrior"): 1},
                             11: {("corvids", "warrior"): 1}}
    assert [(r.rule, r.code, r.as_dict()) for r in snap.log[-2:]] == [
        ("11.3.2", "corvids.setup", {"targets": (10, 9, 11)}),
        ("12.2.2", "choice.pass_lowest", {"clearing": 10, "targets": (12,)}),
    ]


def test_escalated_recruit_puts_the_pass_among_the_two_lowest_priority_clearings() -> None:
    """(b) The Marquise, bird order: Escalated Daylight (4.7). It rules 10, 11 and 12 (2 warriors
    each), no enemy anywhere. 4.7.1: no battle. 4.7.2: "2 warriors in each of the 2 lowest-priority
    clearings it rules": by number 12 and 11, but the Pass counts as the lowest (12.2.2): 10 and
    12, 2 warriors each, and the reason says the Pass went below 11 and 12."""
    snap = with_pieces(_mountain(SeatConfig(faction="marquise", bot=MARQUISE), SeatConfig(faction="eyrie"),
                                 keep_corner=1),
                       {c: {("marquise", "warrior"): 2} for c in (10, 11, 12)})
    _, seen = play(snap, orders=[card("bird")], until_end=False, max_steps=4)
    recruit = next(s for s in steps_of(seen) if s.action.kind == "place")
    assert recruit.action.targets == ((10, 2), (12, 2))  # type: ignore[attr-defined]
    assert codes(recruit)[:2] == [("4.7.2", "recruit.lowest_two"), ("12.2.2", "choice.pass_lowest")]
    assert recruit.reasons[1].as_dict() == {"clearing": 10, "targets": (11, 12)}


def test_the_pass_battles_first_in_the_order_of_resolution() -> None:
    """2.4 with 12.2.2 (ruling pass-in-every-priority-choice): the Marquise, order fox, warriors in 3 and in
    the Pass (10), a human Eyrie warrior in each. 4.5.1 battles in each ordered clearing, highest
    priority first: the Pass counts as the highest, so 10 before 3, and the first battle says so."""
    snap = with_pieces(_mountain(SeatConfig(faction="marquise", bot=MARQUISE), SeatConfig(faction="eyrie"),
                                 keep_corner=1),
                       {3: {("marquise", "warrior"): 2, ("eyrie", "warrior"): 1},
                        10: {("marquise", "warrior"): 2, ("eyrie", "warrior"): 1}})
    _, seen = play(snap, orders=[card("fox")], dice=[(1, 0), (1, 0)], until_end=False, max_steps=6)
    battles = [s for s in steps_of(seen) if s.action.kind == "battle"]
    assert [b.action.clearing for b in battles] == [10, 3]  # type: ignore[attr-defined]
    assert ("12.2.2", "order.pass_first") in codes(battles[0])
    assert next(r for r in battles[0].reasons if r.code == "order.pass_first").as_dict() == {
        "clearing": 10, "targets": (3,)}
    assert ("12.2.2", "order.pass_first") not in codes(battles[1])


def test_the_pass_vp_is_one_step_before_the_end_of_the_bots_turn_and_only_for_its_ruler() -> None:
    """(d) Law of Root C.3.4: "At the end of a player's Evening, if that player rules the Pass, that
    player scores one victory point." The Marquise, order fox, 4 warriors in the Pass and nothing
    else on the map: it recruits 4 there (4.5.2), builds a sawmill there (4.5.3), moves all but 3
    to 5 (4.5.4: 10's neighbours 5 9 11 12 all tie at 0, highest priority 5, ruling
    move-ties-at-zero), still rules the Pass (3 warriors and a sawmill): after its Evening (track
    VP for one sawmill: 0; discard), one step scores 1 VP for the Pass, then the turn ends."""
    snap = with_pieces(_mountain(SeatConfig(faction="marquise", bot=MARQUISE), SeatConfig(faction="eyrie"),
                                 keep_corner=1),
                       {10: {("marquise", "warrior"): 4}})
    end, seen = play(snap, orders=[card("fox")])
    steps = steps_of(seen)
    assert [s.action.kind for s in steps[-3:]] == ["discard", "score", "end_turn"]
    pass_step = steps[-2]
    assert pass_step.action == Score(faction="marquise", vp=1)
    assert [(r.rule, r.code, r.as_dict()) for r in pass_step.reasons] == [
        ("law:C.3.4", "pass.evening_vp", {"faction": "marquise", "clearing": 10})]
    assert end.faction("marquise").vp == 1
    assert _stacks(end)[10] == {("marquise", "warrior"): 3, ("marquise", "sawmill"): 1}
    assert not end.turn.pass_scored  # the next player's turn starts afresh


def test_no_pass_vp_for_a_bot_that_does_not_rule_the_pass_nor_off_the_mountain() -> None:
    """A human Eyrie warrior ties the Marquise's in the Pass: nobody rules it (Law of Root 2.6), no
    Pass step. On Autumn there is no Pass at all."""
    snap = with_pieces(_mountain(SeatConfig(faction="marquise", bot=MARQUISE), SeatConfig(faction="eyrie"),
                                 keep_corner=1),
                       {1: {("marquise", "warrior"): 1}, 10: {("marquise", "warrior"): 1, ("eyrie", "warrior"): 1}})
    _, seen = play(snap, orders=[card("mouse")])
    assert not any(r.code == "pass.evening_vp" for s in steps_of(seen) for r in s.reasons)
    _, autumn_seen = play(marquise_game(), orders=[card("fox")], dice=[(1, 0)] * 4)
    assert not any(r.code == "pass.evening_vp" for s in steps_of(autumn_seen) for r in s.reasons)


def test_the_apps_proposal_merges_the_pass_vp_with_the_end_of_the_turn() -> None:
    """The Pass VP is bookkeeping (the score track): the proposal the table confirms carries it with
    the Evening's other bookkeeping, its reason kept, and confirming it scores once."""
    snap = with_pieces(_mountain(SeatConfig(faction="marquise", bot=MARQUISE), SeatConfig(faction="eyrie"),
                                 keep_corner=1),
                       {10: {("marquise", "warrior"): 4}})
    snap, _ = play(snap, orders=[card("fox")], until_end=False, max_steps=7)  # up to the Move
    for _ in range(10):
        step = game.proposal(snap)
        assert isinstance(step, RootStep)
        snap = game.apply_proposal(snap, step)
        if any(r.code == "pass.evening_vp" for r in step.reasons):
            break
    else:
        raise AssertionError("no proposal scored the Pass")
    assert snap.faction("marquise").vp == 1
    assert snap.current_faction().id == "eyrie"  # the same proposal ended the turn


def test_the_eyries_lowest_priority_recruit_goes_to_the_pass() -> None:
    """(b) The Electric Eyrie, Decree: no Viziers, one fox card; order card fox (no item) joins the
    fox column (2 cards). Roosts with 1 warrior each in 10 (the Pass) and 12, both fox; no enemy
    piece anywhere near. 5.5.1.i: 2 warriors in ONE roost clearing of the column's suit: a most
    enemy pieces (0, 0), b fewest Eyrie warriors (1, 1), c LOWEST priority: by number 12, but the
    Pass always meets "lowest priority" (12.2.2): 2 warriors in 10, and the reason says so."""
    from tablebot.games.root.bots.eyrie_state import DecreeCard, EyrieBoard
    from tablebot.games.root.state import OrderCard

    snap = with_pieces(_mountain(SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie")),
                                 SeatConfig(faction="marquise"), keep_corner=1),
                       {10: {("eyrie", "roost"): 1, ("eyrie", "warrior"): 1},
                        12: {("eyrie", "roost"): 1, ("eyrie", "warrior"): 1}})
    fox = OrderCard(name="Anvil (fox)", suit=card("fox").suit)
    snap = rules.update_faction(snap, "eyrie", board=EyrieBoard(decree=(DecreeCard(column=fox.suit, card=fox),)))
    _, seen = play(snap, orders=[card("fox")], until_end=False, max_steps=8)
    recruit = next(s for s in steps_of(seen) if s.action.kind == "place")
    assert recruit.action.targets == ((10, 2),)  # type: ignore[attr-defined]
    assert codes(recruit)[-1] == ("12.2.2", "tiebreak.pass_lowest")
    assert recruit.reasons[-1].param("chosen") == 10


@pytest.mark.parametrize("helper", ["corvids", "lizards", "duchy", "riverfolk", "alliance"])
def test_every_bots_order_of_resolution_puts_the_pass_first(helper: str) -> None:
    """2.4 with 12.2.2 (ruling pass-in-every-priority-choice), per bot module: the clearings a step
    resolves one by one, a bird order (every clearing ordered), come Pass first, then by number; on
    Autumn by number alone (the golden tests' order)."""
    from tablebot.games.root.bots import alliance, corvids, duchy, lizards, riverfolk
    from tablebot.games.root.factions import Suit
    from tablebot.games.root.state import OrderCard

    mountain = _mountain(SeatConfig(faction="marquise", bot=MARQUISE), SeatConfig(faction="eyrie"))
    autumn = marquise_game()
    bird = OrderCard(suit=Suit.BIRD)
    order = {
        "corvids": lambda s: corvids.ordered_clearings(s, Suit.BIRD),
        "lizards": lambda s: lizards.ordered_clearings(s, Suit.BIRD),
        "duchy": lambda s: duchy._ordered(s, Suit.BIRD),
        "riverfolk": lambda s: riverfolk.ordered_clearings(s, bird),
        # bases: on the Mountain fox in the Pass (10), rabbit in 2, mouse in 4; on Autumn the first
        # clearing of each suit
        "alliance": lambda s: alliance._base_clearings(with_pieces(s, {
            (10 if s.map_id == "mountain" and suit == Suit.FOX else
             min(c for c in rules.board_of(s).clearing_ids() if rules.board_of(s).suit(c) == suit)):
                {("alliance", "base_" + suit.value): 1} for suit in (Suit.FOX, Suit.RABBIT, Suit.MOUSE)})),
    }[helper]
    if helper == "alliance":
        mountain = _mountain(SeatConfig(faction="marquise", bot=MARQUISE), SeatConfig(faction="alliance"))
        assert order(mountain) == (10, 2, 4)
        assert order(autumn) == tuple(sorted(order(autumn)))
    else:
        assert order(mountain) == (10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12)
        assert order(autumn) == tuple(range(1, 13))
    assert riverfolk.river_clearings(mountain) == (10, 2, 4)


def test_the_vagabots_route_passes_through_the_pass_among_shortest_ways() -> None:
    """Ruling vagabot-route ("each move goes to the highest-priority clearing that stays on a
    shortest way") with 12.2.2: from 5 to 12 three ways take 2 moves: by 9 (5-9 closed: a path for
    a bot, 12.2.1), by 10, by 11 (11-12 closed). By number 9; the Pass (10) meets "highest priority"."""
    from tablebot.games.root.bots import vagabot

    mountain = _mountain(SeatConfig(faction="vagabond", bot=BotConfig(bot="vagabot")), SeatConfig(faction="eyrie"))
    assert vagabot.route(mountain, 5, 12) == (10, 12)
    assert vagabot.route(mountain, 8, 5) == (9, 5)  # along the closed paths 8-9 and 5-9 (12.2.1)


def test_the_vagabots_move_through_the_pass_says_so() -> None:
    """The same way as a step: the pawn in 5, the nearest target 12 (two moves): it goes 5 -> 10 ->
    12, and the step's reason names the Pass; a way that no Pass decided (8 -> 9 -> 5) says nothing."""
    from tablebot.games.root.bots import vagabot

    from .vagabot_scenario import scene

    mountain = _mountain(SeatConfig(faction="vagabond", bot=BotConfig(bot="vagabot", character="thief")),
                         SeatConfig(faction="eyrie"))
    at_5 = scene(mountain, 5, {})
    step = vagabot._move_step(at_5, vagabot.new_cursor(), 12, [])
    hops = [(p.origin, p.dest) for p in step.action.parts if isinstance(p, Move)]  # type: ignore[attr-defined]
    assert hops == [(5, 10), (10, 12)]
    assert ("12.2.2", "route.through_pass") in codes(step)
    at_8 = scene(mountain, 8, {})
    assert ("12.2.2", "route.through_pass") not in codes(vagabot._move_step(at_8, vagabot.new_cursor(), 5, []))


def test_the_pass_lines_read_as_sentences_for_any_faction() -> None:
    """The words a player reads: the Pass VP agrees with a plural faction; the tie-break line names
    the Pass and its clearing."""
    from tablebot.core.reasons import reason
    from tablebot.gui.root.reasons import reason_text, sentence

    assert sentence(reason("law:C.3.4", "pass.evening_vp", faction="corvids", clearing=10)) == \
        "End of Evening: the Corvids rule the Pass and score 1 VP (clearing 10)."
    assert sentence(reason("law:C.3.4", "pass.evening_vp", faction="eyrie", clearing=10)) == \
        "End of Evening: the Eyrie rules the Pass and scores 1 VP (clearing 10)."
    assert reason_text(reason("12.2.2", "tiebreak.pass_lowest", chosen=10)) == \
        "Rootbotics 12.2.2  → the Pass (10): it counts as the lowest priority"

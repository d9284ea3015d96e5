"""The Riverfolk's reasons as a player reads them (review of issue 11): a card named once, verbs that
agree with a count of 1, no "none of the 0 cards"."""

from __future__ import annotations

from tablebot.games.root import game, rules, services
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, ServicesPurchase
from tablebot.gui.root.reasons import reason_lines

from ..games.root.riverfolk_scenario import riverfolk_board
from ..games.root.scenario import card, play, steps_of

R, M, E = "riverfolk", "marquise", "eyrie"
RIVER = {c: {(R, "warrior"): 1} for c in (4, 5, 7, 10, 11)}


def lines_of(seen: list, code: str) -> list[str]:
    step = next(s for s in steps_of(seen) if any(r.code == code for r in s.reasons))
    return reason_lines(step.reasons)


def test_the_order_card_is_named_once() -> None:
    # 9.4.3 with a card the table named: "Armorers (bird)", not "Armorers (bird) (bird)".
    snap = riverfolk_board(RIVER, market=("Foxfolk Steel (fox)", "Root Tea (mouse)", "Codebreakers (mouse)",
                                          "Sappers (bird)"), payments={M: 1})
    _, seen = play(snap, orders=[card("bird", name="Armorers")], dice=[(0, 0)] * 12)
    assert "Rootbotics 9.4.3  The order card is the rightmost card of the Market: Armorers (bird)." \
        in lines_of(seen, "riverfolk.order")


def test_one_warrior_scored_goes_back_in_the_singular() -> None:
    snap = riverfolk_board(RIVER, market=("Foxfolk Steel (fox)", "Root Tea (mouse)", "Codebreakers (mouse)",
                                          "Sappers (bird)"), payments={M: 1})
    _, seen = play(snap, orders=[card("bird", name="Armorers")], dice=[(0, 0)] * 12)
    lines = lines_of(seen, "riverfolk.score_return")
    assert "Rootbotics 9.6.1  Back to the Marquise's supply: 1 warrior." in lines
    assert not any("1 warrior go " in line for line in lines)


def test_a_full_market_adds_no_card_and_says_so_truly() -> None:
    # The Market is full at the first Birdsong (9.3.5): no card was added, so none is crafted.
    snap = riverfolk_board(RIVER, market=("Foxfolk Steel (fox)", "Root Tea (mouse)", "Codebreakers (mouse)",
                                          "Sappers (bird)", "Anvil (fox)"), payments={M: 1})
    _, seen = play(snap, dice=[(0, 0)] * 12)
    lines = lines_of(seen, "riverfolk.craft_nothing_added")
    assert "Rootbotics 9.4.2  Craft: no card was added to the Market this turn, none to craft." in lines
    assert not any("none of the 0" in line for line in lines)


def test_two_skipped_cards_read_in_the_plural() -> None:
    # Codebreakers and Royal Claim show no item; Root Tea, the third card added, is crafted.
    snap = riverfolk_board(RIVER, market=("Foxfolk Steel (fox)", "Anvil (fox)"), payments={M: 1})
    _, seen = play(snap, orders=[card("mouse", name="Codebreakers"), card("bird", name="Royal Claim"),
                                 card("fox", name="Root Tea")], dice=[(0, 0)] * 12)
    lines = lines_of(seen, "riverfolk.craft_skipped")
    assert ("Rootbotics 9.4.2  Added before it, without an item still in the supply: Codebreakers (mouse), "
            "Royal Claim (bird).") in lines


def test_one_warrior_short_reads_in_the_singular() -> None:
    # One warrior left in the supply: Challenging's Build and Garrison places 1 of its 2 warriors.
    market = ("Foxfolk Steel (fox)", "Root Tea (mouse)", "Codebreakers (mouse)", "Sappers (bird)")
    snap = riverfolk_board({**RIVER, 3: {(R, "warrior"): 9}}, market=market, payments={M: 1},
                           difficulty="challenging")
    assert rules.in_supply(snap, R, "warrior") == 1
    _, seen = play(snap, orders=[card("bird", name="Armorers")], dice=[(0, 0)] * 12)
    lines = lines_of(seen, "riverfolk.supply_short")
    assert "Ruling: supply-short  The Riverfolk's supply is short: 1 warrior not placed." in lines


def test_one_warrior_paid_to_a_human_riverfolk_reads_in_the_singular() -> None:
    # A human Riverfolk sets its own costs (1 to 4 warriors): a bot may pay 1 for a service.
    snap = game.new_game(GameConfig(seats=(SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")),
                                           SeatConfig(faction=R), SeatConfig(faction=E)),
                                    seed=1, services_cards="basic"))
    purchase = ServicesPurchase(buyer=M, services=("riverboats",), paid=1)
    lines = reason_lines(services.bought_reasons(snap, purchase))
    assert "Rootbotics 9.2.3  The Marquise buys Riverboats; into the Riverfolk's Payments: 1 warrior of the " \
           "Marquise." in lines

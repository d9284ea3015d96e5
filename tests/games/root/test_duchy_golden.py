"""Law of Rootbotics, section 10 worked example ("Exemplo de Turno do Ducado Digital"): an Easy
Drillbit Duchy with the Captain, Marshal, Foremole and Brigadier crowned, a mouse order card.

The pictures are missing, and the text cannot be laid on Autumn as written: it calls 4, 12 and 2
mouse clearings, 10 and 7 fox, 5 both rabbit and fox, and has 4 adjacent to 7 and 1. On Autumn the
example's "4" is 9 (mouse, adjacent to 1 and 12), its "12" is 11 (mouse), its "7" is 12 (fox); 2, 5,
10 and 1 keep their numbers. The board then agrees with every sentence but these, where the example
and the rule text differ and the text is followed (docs/rulings.md, Drillbit Duchy):
- Battle: 2.4 orders the two battles by priority, so 9 (the example's "4") is fought before 11 (its
  "12"); the example tells them in the other order.
- Dig: on Autumn 9 has as many empty slots (2) as 2; the next tie-breaker (fewest warriors) picks 2.
- Marshal: the example puts the warrior in 5 as the clearing with fewest Duchy warriors among those
  with a Duchy building, yet 5 is also where it built as the ruled clearing with most Duchy warriors,
  which (with 4 warriors dug into 2) needs 5 or more there; no board with 20 warriors satisfies both.
  The text's Marshal picks the building clearing with fewest: 12 (0 warriors, its citadel alone).
- Evening: 10.6.1 also returns all but 4 warriors of each ruled clearing to the Burrow, which the
  example does not mention: 5 has 5 warriors, so 1 goes to the Burrow.
The dice: 1-0 in both battles (the example gives none): the Lizards lose their warrior in 9; in 11
the Captain's extra hit takes the Eyrie's roost after its warrior.
"""

from tablebot.games.root import game, rules
from tablebot.games.root.actions import (
    AskOrderCard,
    Battle,
    Build,
    Compound,
    Move,
    PlaceWarriors,
    Score,
    SetBoard,
)

from .duchy_scenario import D, crowned, duchy_board
from .scenario import card, codes, play, steps_of

E, L, M = "eyrie", "lizards", "marquise"


def example_board():
    pieces = {
        1: {(D, "market"): 1, (D, "warrior"): 2},
        5: {(D, "market"): 1, (D, "tunnel"): 1, (D, "warrior"): 5},
        7: {(M, "workshop"): 1},
        9: {(D, "warrior"): 2, (L, "warrior"): 1, (M, "warrior"): 1},
        10: {(D, "citadel"): 1, (D, "tunnel"): 1, (D, "warrior"): 1},
        11: {(D, "tunnel"): 1, (D, "warrior"): 3, (E, "roost"): 1, (E, "warrior"): 1, (M, "warrior"): 1},
        12: {(D, "citadel"): 1},
    }
    return duchy_board(pieces, crowned=("captain", "marshal", "foremole", "brigadier"), difficulty="easy",
                       humans=(E, L, M), vp={D: 10, E: 8, L: 7, M: 5})


def test_duchy_example_turn():
    snap = example_board()
    assert rules.in_supply(snap, D, "warrior") == 7
    assert isinstance(game.next_step(snap).question, AskOrderCard)
    end, seen = play(snap, orders=[card("mouse", name="Favor of the Mice")], dice=[(1, 0), (1, 0)])
    steps = steps_of(seen)
    kinds = [s.action.kind for s in steps]
    assert kinds == [
        "nothing",  # no item on the card: no craft
        "place",  # recruit 4 into the Burrow
        "compound",  # dig into 2, the tunnel from 10
        "battle", "battle",  # 9 against the Lizards, 11 against the Eyrie
        "build",  # a market in 5
        "place",  # Marshal
        "nothing",  # Brigadier: fewer than 3 in the Burrow
        "move",  # rally 9 -> 12
        "move",  # all but 4 of 5's warriors to the Burrow
        "score",  # 3 markets
        "set_board",  # crown the Mayor
        "discard", "end_turn",
    ]
    # Birdsong: recruit 1 (Easy) + 2 moles (2 citadels on the map) + 1 (Foremole) = 4 into the Burrow.
    assert ("10.4.2", "craft.no_item") in codes(steps[0])
    assert steps[1].action == PlaceWarriors(faction=D, targets=(("burrow", 4),))
    assert ("10.7.3", "duchy.foremole") in codes(steps[1])
    assert next(r for r in steps[1].reasons if r.code == "duchy.recruit_count").as_dict() == {"base": 1, "moles": 2}

    # Dig: a tunnel into mouse clearing 2 (most empty slots, then fewest warriors), taken from 10
    # (fewest Duchy warriors of the tunnel clearings), and 4 warriors up from the Burrow.
    dig = steps[2].action
    assert isinstance(dig, Compound)
    assert dig.parts == (Move(faction=D, piece="tunnel", origin=10, dest=2),
                         Move(faction=D, origin="burrow", dest=2, count=4))
    assert ("10.5.1", "dig.no_tunnel_in_supply") in codes(steps[2])

    # Battles, highest priority first: 9 against the Lizards (no buildings, as many pieces as the
    # Marquise, more VP), then 11 against the Eyrie (the only building), the Captain's extra hit.
    b9, b11 = steps[3].action, steps[4].action
    assert isinstance(b9, Battle) and isinstance(b11, Battle)
    assert (b9.clearing, b9.defender, b9.attacker_hits) == (9, L, 1)
    assert ("10.5.2", "defender.most_vp") in codes(steps[3])
    assert (b11.clearing, b11.defender, b11.attacker_hits) == (11, E, 2)
    assert ("10.5.2", "defender.most_buildings") in codes(steps[4])
    assert ("10.7.1", "battle.captain") in codes(steps[4])
    assert (E, "roost", 11) in [(r.faction, r.piece, r.clearing) for r in b11.removals]
    assert (D, 1) in b11.vp

    # Build: a market (3 warriors in the supply) in 5, the ruled clearing with most Duchy warriors.
    assert steps[5].action == Build(faction=D, piece="market", clearing=5)
    assert next(r for r in steps[5].reasons if r.code == "duchy.build_type").as_dict() == {
        "piece": "market", "warriors": 3}

    # Ministers: the Marshal (see the module docstring), the Brigadier skips (Burrow empty).
    assert steps[6].action == PlaceWarriors(faction=D, targets=((12, 1),))
    assert ("10.7.4", "dig.burrow_short") in codes(steps[7])

    # Evening: only 9 rallies, to 12 (fewer Duchy warriors than 1, both adjacent with a building).
    assert steps[8].action == Move(faction=D, origin=9, dest=12, count=2)
    assert steps[9].action == Move(faction=D, origin=5, dest="burrow", count=1)
    assert steps[10].action == Score(faction=D, vp=3)
    assert isinstance(steps[11].action, SetBoard)
    assert ("10.6.3", "sway.highest_ordered") in codes(steps[11])
    assert crowned(end) == ("captain", "marshal", "foremole", "brigadier", "mayor")
    assert end.faction(D).vp == 10 + 1 + 3
    assert end.discard[-1].startswith("Favor of the Mice")

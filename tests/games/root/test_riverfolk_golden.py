"""Law of Rootbotics, section 9 worked example ("Exemplo de Turno dos Robôs Ribeirinhos"): the Riverfolk
Robots' turn on Normal with three cards in the Market, a bird order and the sword condition.

The example's pictures are missing and it plays "with the markers that change the clearings' suits"
(its note), so it names few clearings. The board below is an Autumn board that agrees with every
sentence:
  - the Market holds Foxfolk Steel, Root Tea and Codebreakers; the table draws Travel Gear (fox,
    boots: crafted and discarded) and Armorers (bird: the order);
  - Payments: 4 Marquise warriors (the most) and 1 Eyrie warrior; 3 Riverfolk warriors in the supply;
  - Build and Garrison, any clearing (bird), one with Marquise pieces: clearing 2 (clearing 1, of
    higher priority, holds only Eyrie pieces), a mouse trade post and 1 warrior -- 2 left;
  - the battle: the only clearing with Riverfolk warriors and enemy pieces is 2, the Marquise and the
    Eyrie are there, the Eyrie has fewer warriors in Payments (dice 3-1: each side deals 1 hit);
  - Extortion: 4 Riverfolk warriors in 3 and 3 in 12, no more than 2 anywhere else.

Where the example and the rule text part: the example recruits in "clearings 2 and 5", but 9.5.2
recruits along the river and Autumn's river clearings are 4, 5, 7, 10 and 11 (clearing 2 is not on
it; no marker moves the river). The text wins: the two warriors go to 4 and 5, the highest-priority
river clearings (docs/rulings.md, riverfolk-example-recruit).
"""

from tablebot.games.root import game, rules
from tablebot.games.root.actions import Battle, Compound, Craft, Discard, Pay, PlaceWarriors, Score, SetBoard

from .riverfolk_scenario import market_of, riverfolk_board
from .scenario import card, codes, play, steps_of

R, M, E = "riverfolk", "marquise", "eyrie"


def example_board():
    pieces = {
        1: {(E, "roost"): 1, (E, "warrior"): 2},
        2: {(M, "workshop"): 1, (M, "warrior"): 1, (E, "warrior"): 2},
        3: {(R, "warrior"): 4, (R, "trade_post_rabbit"): 1},
        6: {(M, "sawmill"): 1, (M, "warrior"): 2},
        7: {(R, "warrior"): 2, (R, "trade_post_mouse"): 1},
        8: {(M, "recruiter"): 1, (M, "warrior"): 1},
        9: {(E, "warrior"): 1},
        10: {(R, "warrior"): 2},
        11: {(R, "warrior"): 1},
        12: {(R, "warrior"): 3, (R, "trade_post_fox"): 1},
    }
    return riverfolk_board(pieces, market=("Foxfolk Steel (fox)", "Root Tea (mouse)", "Codebreakers (mouse)"),
                           payments={M: 4, E: 1}, vp={R: 5, M: 8, E: 6}, humans=(M, E), keep_corner=None)


def test_the_example_board_agrees_with_the_example():
    snap = example_board()
    assert len(market_of(snap).market) == 3
    assert rules.in_supply(snap, R, "warrior") == 3
    assert snap.in_payments(M, "warrior") == 4


def test_riverfolk_example_turn():
    snap = example_board()
    end, seen = play(snap, orders=[card("fox", name="Travel Gear"), card("bird", name="Armorers")], dice=[(3, 1)])
    steps = steps_of(seen)
    assert [s.action.kind for s in steps] == [
        "set_board", "set_board",  # 9.4.1: two cards to the right end of the Market
        "compound",  # 9.4.2: craft the boots of the first added card, discard it
        "nothing",  # 9.4.3: the order is the rightmost card, bird
        "compound",  # 9.5.1: a trade post and a warrior
        "place",  # 9.5.2: recruit along the river, 2 warriors
        "compound",  # 9.5.3: Organize, the sword: 1 VP
        "battle",  # 9.5.4: in 2, the Eyrie
        "compound",  # 9.6.1: 4 VP, the Marquise warriors go home
        "pay",  # 9.6.2: Extortion
        "compound",  # 9.6.3: discard the leftmost card
        "end_turn",
    ]
    refill_a, refill_b, craft, order, build, recruit, organize, battle, score, extortion, discard, _ = steps

    # Birdsong. "Seu mercado possui 3 cartas, logo você adiciona 2 cartas à direita dele."
    assert ("9.4.1", "riverfolk.market_added") in codes(refill_a)
    assert isinstance(refill_b.action, SetBoard)
    assert [c.name for c in refill_b.action.board.market] == [
        "Foxfolk Steel (fox)", "Root Tea (mouse)", "Codebreakers (mouse)", "Travel Gear (fox)", "Armorers (bird)"]
    # "A primeira delas mostra uma bota que ... você cria e descarta a carta, recebendo 1 PV."
    assert isinstance(craft.action, Compound)
    made = [p for p in craft.action.parts if isinstance(p, Craft)]
    assert [(c.item, c.vp) for c in made] == [("boots", 1)]
    assert [p.card.name for p in craft.action.parts if isinstance(p, Discard)] == ["Travel Gear (fox)"]
    # "Agora seu mercado possui 4 cartas. A carta mais à direita é de pássaro."
    assert ("9.4.3", "riverfolk.order") in codes(order)
    assert order.cursor.order.suit.value == "bird"

    # Daylight. Build and Garrison: the Marquise pay the most, so a clearing with Marquise pieces: 2.
    assert isinstance(build.action, Compound)
    assert [(p.piece, p.targets) for p in build.action.parts if isinstance(p, PlaceWarriors)] == [
        ("trade_post_mouse", ((2, 1),)), ("warrior", ((2, 1),))]
    assert ("9.5.1.I", "riverfolk.build.payer_pieces") in codes(build)
    # Recruit along the river with only 2 warriors: the highest priority first (4 and 5; the text, see above).
    assert isinstance(recruit.action, PlaceWarriors)
    assert recruit.action.targets == ((4, 1), (5, 1))
    assert ("9.5.2.I", "riverfolk.recruit_short") in codes(recruit)
    # Organize: Payments not empty (no shield), an empty supply (the sword): 1 VP, no warrior left to place.
    assert ("9.2.4", "riverfolk.shield_not_met") in codes(organize)
    assert ("9.2.4", "riverfolk.sword_met") in codes(organize)
    assert isinstance(organize.action, Compound)
    assert [type(p) for p in organize.action.parts] == [Score]
    # Battle: the sword, a bird order -- the one clearing with Riverfolk warriors and enemies; the Eyrie.
    assert isinstance(battle.action, Battle)
    assert (battle.action.clearing, battle.action.defender) == (2, E)
    assert ("9.5.4.I", "riverfolk.defender.fewest_payments") in codes(battle)
    assert battle.action.attacker_hits == 1 and battle.action.defender_hits == 1

    # Evening. "Você recebe 4 PVs pelos 4 guerreiros Marqueses ... devolvendo-os para o respectivo suprimento."
    assert isinstance(score.action, Compound)
    assert score.action.parts == (Score(faction=R, vp=4), Pay(faction=M, count=-4))
    # "você recolhe 1 guerreiro Ribeirinho da clareira 12 e 2 da clareira 3" -- though a battle
    # returned a warrior to the supply, the sword holds for the rest of the turn.
    assert extortion.action == Pay(faction=R, count=3, clearings=((3, 2), (12, 1)))
    assert ("9.2.4", "riverfolk.sword_rest_of_turn") in codes(extortion)
    # "Por fim, a carta mais à esquerda de seu mercado é descartada."
    assert isinstance(discard.action, Compound)
    assert [p.card.name for p in discard.action.parts if isinstance(p, Discard)] == ["Foxfolk Steel (fox)"]

    assert [c.name for c in market_of(end).market] == ["Root Tea (mouse)", "Codebreakers (mouse)", "Armorers (bird)"]
    assert end.faction(R).vp == 5 + 1 + 1 + 4
    assert end.in_payments(M, "warrior") == 0
    assert end.in_payments(E, "warrior") == 1
    assert end.in_payments(R, "warrior") == 3
    assert end.place(3).count(R, "warrior") == 2 and end.place(12).count(R, "warrior") == 2
    assert end.place(2).count(R, "trade_post_mouse") == 1 and end.place(2).count(R, "warrior") == 0
    assert end.place(2).count(E, "warrior") == 1
    assert end.item_count("boots") == snap_boots() - 1
    assert game.next_step(end).kind == "human_turn"


def snap_boots() -> int:
    return example_board().item_count("boots")

"""Law of Rootbotics, section 8 worked example ("Exemplo de Turno dos Lagartos Lógicos"): the Logical
Lizards' turn on Easy with 4 acolytes and a mouse order.

The example's pictures are missing and it plays "with the markers that change the clearings' suits"
(its note), so its clearing numbers do not carry Autumn's printed suits: its mouse clearings 4, 7 and
8, its rabbit clearing 2 and its fox clearing 10 are not of those suits on Autumn. The board below
is an Autumn board that agrees with every sentence, the example's clearings played by:
  example 4 (mouse, the Alliance warrior converted)        -> 11
  example 7 (mouse, tied for most Lizard warriors; garden)  -> 7
  example 8 (mouse, most enemy buildings, second Convert)   -> 9
  example 2 (rabbit, higher priority than 7)                -> 3
  example 10 (fox, most enemy buildings with a free slot)   -> 12
The first Crusade battles in 7 (the Marquise alone there) and 11 (the Alliance, most VP there). The
Sanctify replaces the Marquise's workshop in 2 (no enemy warrior, against 9's one). The human Eyrie's
roosts fill the slots that keep 2 and 11 without a free slot in Daylight (the example names only the
Marquise and the Alliance among the enemies; a third, with fewer VP, changes none of its choices).

Where the example and the rule text part: after the Evening's return the example puts the bird card
back into the Lost Souls ("colocando o rato abaixo, seguido do pássaro e da raposa, acima"), but 8.5.2
sends a bird ritual's card to the discard pile ("não nas Almas Perdidas"). The text wins: the new Lost
Souls are the fox on top and the mouse, then Brutal Tactics on top of them (docs/rulings.md,
lizards-example-bird-card).
"""

from tablebot.games.root import game
from tablebot.games.root.actions import (
    AskDice,
    AskOrderCard,
    Battle,
    Build,
    Compound,
    PlaceWarriors,
    RemovePieces,
)
from tablebot.games.root.factions import Suit

from .lizards_scenario import board_of, lizards_board
from .scenario import card, codes, play, steps_of

L, M, A, E = "lizards", "marquise", "alliance", "eyrie"


def example_board():
    pieces = {
        1: {(M, "sawmill"): 1},
        2: {(M, "workshop"): 1, (E, "roost"): 1},
        3: {(L, "warrior"): 1, (L, "garden_rabbit"): 1},
        6: {(E, "roost"): 1},
        7: {(L, "warrior"): 2, (M, "warrior"): 2},
        9: {(M, "sawmill"): 1, (M, "recruiter"): 1, (M, "warrior"): 1},
        11: {(L, "warrior"): 2, (L, "garden_mouse"): 1, (E, "roost"): 1, (A, "warrior"): 3, (M, "warrior"): 1},
        12: {(M, "sawmill"): 1, (M, "warrior"): 2},
    }
    return lizards_board(pieces, lost_souls=("fox", "bird", "mouse", "fox", "mouse", "mouse"), acolytes=4,
                         conspiracy=2, ruins=(6, 11), vp={L: 5, M: 10, A: 12, E: 4}, humans=(M, A, E),
                         difficulty="easy", keep_corner=None)


def test_lizards_example_turn():
    snap = example_board()
    end, seen = play(snap, orders=[card("bird", name="Brutal Tactics")], dice=[(1, 1), (2, 2)])
    steps = steps_of(seen)
    kinds = [s.action.kind for s in steps]
    assert kinds == [
        "nothing",  # 8.4.1 the order: mouse
        "set_board",  # 1st: the marker to Crusade
        "battle", "battle",  # in 7 (Marquise), then 11 (Alliance)
        "set_board",  # the Crusade spends an acolyte
        "compound",  # 2nd: Sanctify in 2
        "compound",  # 3rd: Convert in 11 (Alliance)
        "set_board",  # 4th: Crusade, none possible: no acolyte spent
        "compound",  # 5th: Convert in 9 (Marquise)
        "compound", "compound", "compound",  # three rituals: fox, bird, mouse
        "build",  # the mouse ritual's garden, now that the Lizards rule 7
        "score", "compound", "set_board", "compound",  # Evening: 2 VP, discard, return, craft
        "end_turn",
    ]
    # Birdsong: 1 bird, 2 fox, 3 mouse: the order is mouse.
    assert ("8.4.1", "lizards.order") in codes(steps[0])
    assert steps[0].cursor.order_suit == Suit.MOUSE
    # First: Crusade, battles in both mouse clearings with 2+ Lizard warriors, highest priority first.
    assert steps[1].action.board.space == "crusade"
    battle_prompts = [s for s in seen if getattr(s, "question", None) is not None and isinstance(s.question, AskDice)]
    assert [p.question.battle.clearing for p in battle_prompts] == [7, 11]
    first, second = steps[2].action, steps[3].action
    assert isinstance(first, Battle) and (first.clearing, first.defender) == (7, M)
    assert isinstance(second, Battle) and (second.clearing, second.defender) == (11, A)
    assert ("8.4.2.II.a", "defender.most_vp") in codes(steps[3])
    assert board_of_after(steps[4]).acolytes == 3
    # Second: the Sanctify space on the right; the Alliance has no building in a mouse clearing, the
    # Marquise has buildings in 2 and 9; 2 (the workshop) has fewer enemy warriors. 1 VP.
    sanctify = steps[5].action
    assert isinstance(sanctify, Compound)
    assert sanctify.parts[0].board.space == "sanctify" and sanctify.parts[0].board.acolytes == 2
    removed = sanctify.parts[1]
    assert isinstance(removed, RemovePieces)
    assert [(r.faction, r.piece, r.clearing) for r in removed.removals] == [(M, "workshop", 2)]
    assert removed.vp == ((L, 1),)
    assert sanctify.parts[2] == Build(faction=L, piece="garden_mouse", clearing=2)
    assert ("2.3", "lizards.retry.player_no_clearing") in codes(steps[5])
    assert ("8.4.2.III.b", "lizards.sanctify.fewest_enemy_warriors") in codes(steps[5])
    # Third: wrap to the leftmost space, Convert: the Alliance (most VP) in 11 ("mouse clearing 4").
    convert = steps[6].action
    assert convert.parts[0].board.conspiracy == 0 and convert.parts[0].board.acolytes == 1
    assert convert.parts[1].removals == (convert.parts[1].removals[0],)
    assert (convert.parts[1].removals[0].faction, convert.parts[1].removals[0].clearing) == (A, 11)
    assert convert.parts[2] == PlaceWarriors(faction=L, targets=((11, 1),))
    # Fourth: Crusade, but no mouse clearing has 2+ Lizard warriors: no acolyte spent.
    assert steps[7].action.board.space == "crusade" and steps[7].action.board.acolytes == 1
    assert ("8.4.2", "lizards.conspiracy.cannot_crusade") in codes(steps[7])
    # Fifth: Convert; the Alliance has no warrior in a mouse clearing; the Marquise, in 9 (most enemy buildings).
    convert = steps[8].action
    assert convert.parts[0].board.space == "convert" and convert.parts[0].board.acolytes == 0
    assert (convert.parts[1].removals[0].faction, convert.parts[1].removals[0].clearing) == (M, 9)
    assert ("8.4.2.I.b", "lizards.convert.most_enemy_buildings") in codes(steps[8])
    assert ("8.4.2", "lizards.conspiracy.no_acolytes_left") in codes(steps[8])
    # Daylight on Easy: 3 rituals. Fox: a warrior in 12 (free slot, most enemy buildings), not ruled.
    fox = steps[9].action
    assert fox.parts[1] == PlaceWarriors(faction=L, targets=((12, 1),))
    assert len(fox.parts) == 2 and ("8.5.1", "lizards.ritual.not_ruled") in codes(steps[9])
    # Bird: 3 and 7 tie for most Lizard warriors; 3 has the higher priority. The card is discarded.
    bird = steps[10].action
    assert bird.parts[2].board.acolytes == 1
    assert [(r.faction, r.clearing) for r in bird.parts[0].removals] == [(L, 3)]
    assert bird.parts[1].kind == "discard"
    # Mouse: 7 is the only mouse clearing with a free slot; now ruled, a mouse garden.
    mouse = steps[11].action
    assert mouse.parts[1] == PlaceWarriors(faction=L, targets=((7, 1),))
    assert len(mouse.parts) == 2 and ("8.5.1", "lizards.ritual.now_rules") in codes(steps[11])
    assert steps[12].action == Build(faction=L, piece="garden_mouse", clearing=7)
    # Evening: 3 mouse gardens on the map score 2 VP.
    assert steps[13].action.vp == 2
    # The other three Lost Souls are discarded; the revealed cards return (the bird was discarded).
    assert len([p for p in steps[14].action.parts if p.kind == "discard"]) == 3
    assert [c.suit for c in steps[15].action.board.lost_souls] == [Suit.FOX, Suit.MOUSE]
    # Brutal Tactics: no item, nothing crafted; on top of the Lost Souls anyway.
    assert isinstance(next(s for s in seen if getattr(s, "question", None) is not None
                           and isinstance(s.question, AskOrderCard)).question, AskOrderCard)
    assert [p.kind for p in steps[16].action.parts] == ["set_board"]
    final = board_of(end)
    assert [c.name for c in final.lost_souls] == ["Brutal Tactics (bird)", None, None]
    assert [c.suit for c in final.lost_souls] == [Suit.BIRD, Suit.FOX, Suit.MOUSE]
    assert final.acolytes == 1 and final.conspiracy == 2 and final.revealed == ()
    assert end.faction(L).vp == 5 + 1 + 2
    assert end.on_board(L, "garden_mouse") == 3


def board_of_after(step):
    return step.action.board if step.action.kind == "set_board" else step.action.parts[0].board


def test_example_board_proposals_confirm_through_the_app_merging():
    """The app's merged proposals play the same turn to the same end."""
    snap = example_board()
    direct, _ = play(snap, orders=[card("bird", name="Brutal Tactics")], dice=[(1, 1), (2, 2)])
    s = snap
    answers = {"order_card": [card("bird", name="Brutal Tactics")], "dice": [(1, 1), (2, 2)]}
    from tablebot.games.root.actions import DiceAnswer, OrderCardAnswer, RootPrompt
    for _ in range(100):
        p = game.proposal(s)
        if p.kind == "human_turn":
            break
        if isinstance(p, RootPrompt):
            a = answers[p.question.kind].pop(0)
            s = game.answer(s, p, OrderCardAnswer(card=a) if p.question.kind == "order_card" else DiceAnswer(dice=a))
        else:
            s = game.apply_proposal(s, p)
    assert s.faction(L) == direct.faction(L)
    assert s.places == direct.places

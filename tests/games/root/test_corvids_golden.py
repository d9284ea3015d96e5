"""The worked example "Exemplo de Turno dos Corvobôs" (Law of Rootbotics, after 11.8) reproduced as
a golden test on the Autumn map.

The example plays with the markers that change the clearings' suits (its closing note), and its
clearing numbers are not the priorities (it reveals "clearing 4" first as the highest priority, then
"clearing 1"). The app has the Autumn map's printed suits and priorities, so the board below gives
each clearing the example names the role every sentence gives it (text over example where they
differ, docs/rulings.md "corvids-golden-board"):

    example  here  role
    3 (fox)     6  the only fox clearing without a plot (recruit; then the Plot)
    10 (fox)   12  fox, a face-up raid, most Corvid warriors among the fox clearings with plots
    4 (mouse)   2  no plot, most Corvid warriors (3): The Plot Thickens mid-recruit; the bomb
    1           8  a face-down plot of lower priority than the thickened one: the snare
    8 (mouse)   9  adjacent to 12, no plot, most Corvid warriors there: the move; then thickens
    -           1  fox, a face-up extortion (the Evening's 1 VP)

The Corvids have 1 warrior left in their supply (14 on the map); the Marquise has a sawmill in 2,
the Eyrie a roost in 12, "the only faction with buildings there" (the Marquise has a warrior there).
Easy difficulty: 1 warrior in each of two ordered clearings. The example's second "Começa seu
Amanhecer" is Daylight (11.5).
"""

from __future__ import annotations

from tablebot.games.root.actions import Battle, Compound, FlipPlot, Move, PlaceWarriors, RemovePieces, Score

from .corvids_scenario import corvids_board
from .scenario import card, play, steps_of

C, M, E = "corvids", "marquise", "eyrie"

BOARD = {
    1: {(C, "warrior"): 1, (C, "plot_extortion"): 1},
    2: {(C, "warrior"): 3, (M, "sawmill"): 1},
    3: {(C, "warrior"): 2},
    4: {(C, "warrior"): 1},
    5: {(C, "warrior"): 2},
    8: {(C, "warrior"): 1, (C, "plot"): 1},
    9: {(C, "warrior"): 2},
    12: {(C, "warrior"): 2, (C, "plot_raid"): 1, (E, "roost"): 1, (M, "warrior"): 1},
}


def test_the_corvids_example_turn():
    snap = corvids_board(BOARD, difficulty="easy")
    assert snap.on_board(C, "warrior") == 14
    end, seen = play(snap, orders=[card("fox")],
                     tables=[("plot_bomb",), ("plot_bomb",), ("plot_snare",)], dice=[(1, 0)])
    steps = [s for s in steps_of(seen) if s.action.kind != "nothing"]
    kinds = [s.action.kind for s in steps]
    assert kinds == ["place", "compound", "place", "compound", "compound", "compound", "battle", "move",
                     "compound", "compound", "score", "discard", "end_turn"]

    # Recruit: the only plot-free fox clearing gets the last warrior of the supply...
    assert steps[0].action == PlaceWarriors(faction=C, targets=((6, 1),))
    # ...then, out of warriors, The Plot Thickens in the plot-free clearing with most warriors...
    thicken = steps[1].action
    assert isinstance(thicken, Compound)
    assert thicken.parts[0] == RemovePieces(removals=(thicken.parts[0].removals[0],))
    assert thicken.parts[0].removals[0].clearing == 2 and thicken.parts[1] == PlaceWarriors(
        faction=C, piece="plot", targets=((2, 1),))
    # ...and the recruit goes on: the fox clearing with a plot and most Corvid warriors.
    assert steps[2].action == PlaceWarriors(faction=C, targets=((12, 1),))

    # Reveal in priority order: 2 is a bomb (the sawmill goes: 1 VP, plus 3 for three face-up plots).
    bomb = steps[3].action
    assert isinstance(bomb, Compound)
    assert bomb.parts[0] == FlipPlot(faction=C, clearing=2, from_kind="plot", to_kind="plot_bomb")
    assert bomb.parts[1] == Score(faction=C, vp=3)
    removal = bomb.parts[2]
    assert isinstance(removal, RemovePieces)
    assert [(r.faction, r.piece, r.clearing) for r in removal.removals] == [(M, "sawmill", 2)]
    assert removal.vp == ((C, 1),)
    # The bomb is swapped for another bomb, face up, which does not go off.
    assert steps[4].action.parts == (FlipPlot(faction=C, clearing=2, from_kind="plot_bomb", to_kind="plot_bomb"),)
    # Then 8: a snare, 4 VP for the four face-up plots.
    snare = steps[5].action
    assert snare.parts == (FlipPlot(faction=C, clearing=8, from_kind="plot", to_kind="plot_snare"),
                           Score(faction=C, vp=4))

    # Daylight: battle in 12 (the only fox clearing with 2+ Corvid warriors) against the Eyrie.
    battle = steps[6].action
    assert isinstance(battle, Battle) and battle.clearing == 12 and battle.defender == E
    assert [(r.faction, r.piece) for r in battle.removals] == [(E, "roost")]
    assert battle.vp == ((C, 1),)
    # Move all but 2 out of 12 (a face-up plot) into 9: plot-free, most Corvid warriors.
    assert steps[7].action == Move(faction=C, origin=12, dest=9, count=1)
    # Plot: the only plot-free fox clearing, 6.
    plot = steps[8].action
    assert plot.parts[0].removals[0].clearing == 6 and plot.parts[1].targets == ((6, 1),)
    # The Plot Thickens: 9 now has 3 Corvid warriors and no plot.
    thick = steps[9].action
    assert thick.parts[0].removals[0].clearing == 9 and thick.parts[1].targets == ((9, 1),)
    # Evening: 1 VP for the one face-up extortion; discard the order.
    assert steps[10].action == Score(faction=C, vp=1)

    assert end.faction(C).vp == 3 + 1 + 4 + 1 + 1
    assert end.place(2).count(C, "plot_bomb") == 1 and end.place(2).count(M) == 0
    assert end.place(12).count(E) == 0 and end.place(12).count(C, "warrior") == 2
    assert end.place(6).count(C, "plot") == 1 and end.place(6).count(C, "warrior") == 0
    assert end.place(9).count(C, "plot") == 1 and end.place(9).count(C, "warrior") == 2

"""The Drillbit Duchy's steps read as true sentences: the worked example's turn (test_duchy_golden)
through gui/root/reasons.py and the turn bar's action text, naming the Duchy, its pieces and the Burrow."""

from __future__ import annotations

from typing import Any

from tablebot.gui.root.panels import action_text
from tablebot.gui.root.reasons import step_lines

from ..games.root.scenario import card, play, steps_of
from ..games.root.test_duchy_golden import example_board


def test_the_example_turn_in_words(qtbot: Any) -> None:
    _, seen = play(example_board(), orders=[card("mouse", name="Favor of the Mice")], dice=[(1, 0), (1, 0)])
    steps = steps_of(seen)
    words = [(action_text(s.action), step_lines(s.reasons)[0]) for s in steps]
    recruit, dig, build, marshal, back = words[1], words[2], words[5], words[6], words[9]
    assert recruit[0] == "Recruit warriors: 4 in the Burrow."
    assert recruit[1][0] == "Rootbotics 10.4.3  Recruit: the Duchy places 4 warriors in the Burrow."
    assert dig[0] == "Move 1 tunnel from clearing 10 to clearing 2. Move 4 warriors from the Burrow to clearing 2."
    assert "No tunnel left in the supply: the Duchy takes the one in clearing 10." in " ".join(dig[1])
    assert build[1][0] == "Rootbotics 10.5.3  The Duchy builds a market in clearing 5."
    assert marshal[1][:2] == ["Rootbotics 10.7.2  The Marshal acts.",
                              "Rootbotics 10.7.2  The Duchy places a warrior in clearing 12."]
    assert back[1][1] == "Rootbotics 10.6.1  1 warrior from clearing 5 to the Burrow."
    assert words[10][1] == ["Rootbotics 10.6.2  3 markets on the map: 3 VP."]


def test_one_citadel_and_one_tunnel_read_singular(qtbot: Any) -> None:
    from tablebot.core.reasons import reason
    from tablebot.gui.root.reasons import sentence

    assert sentence(reason("10.7.7", "duchy.score_citadels", vp=1, citadels=1)) == "1 citadel on the map: 1 VP."
    assert sentence(reason("10.7.9", "duchy.score_tunnels", vp=0, left=1)).startswith("1 tunnel still in the supply")


def test_the_burrow_among_the_mayors_targets_is_named(qtbot: Any) -> None:
    from tablebot.core.reasons import reason
    from tablebot.gui.root.reasons import sentence

    text = sentence(reason("10.7.6", "mayor.most_warriors", value=5, targets=("burrow",)))
    assert text == "Ruled, most Duchy warriors — the Burrow (5 warriors)"


def test_a_tunnel_placed_reads_as_one_piece_in_one_clearing(qtbot: Any) -> None:
    from tablebot.games.root import actions as act

    assert action_text(act.PlaceWarriors(faction="duchy", piece="tunnel", targets=((11, 1),))) == \
        "Place 1 tunnel in 11."
    assert action_text(act.PlaceWarriors(faction="lizards", piece="warrior", targets=((9, 2),))) == \
        "Recruit warriors: 2 in 9."


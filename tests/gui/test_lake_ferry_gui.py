"""The Lake's ferry in the window's words (12.1.1): the proposal's headline for a bot's move over the
lake names the move, says the ferry goes along and the VP it scores; its reasons say so with the
rule. (The board itself draws any Move as an arrow; a marker map's board art is issue 12's too.)"""

from __future__ import annotations

from typing import Any

from tablebot.games.root.actions import Compound, Move, RootStep
from tablebot.gui.root.panels import headline
from tablebot.gui.root.reasons import reason_text

from ..games.root.scenario import card, with_pieces
from ..games.root.test_lake_ferry import lake_game, until_move


def test_lake_ferry_crossing_headline_and_reasons(qtbot: Any) -> None:
    snap = with_pieces(lake_game(), {1: {("marquise", "warrior"): 6}, 12: {("eyrie", "warrior"): 3}}, ruins=())
    before, step = until_move(snap, [card("fox")])
    assert step.action == Move(faction="marquise", origin=1, dest=12, count=7)
    assert headline(before, step) == ("Move 7 warriors from clearing 1 to clearing 12. "
                                      "The ferry goes along: +1 VP for the Marquise.")
    words = [reason_text(r) for r in step.reasons]
    assert ("Rootbotics 12.1.1  Ferry: 7 warriors from clearing 1 across the lake to clearing 12; the Marquise "
            "takes the ferry and scores 1 VP instead of drawing a card.") in words
    # A path walked is a plain move.
    walk = RootStep(actor="marquise", action=Move(faction="marquise", origin=1, dest=5, count=7), reasons=())
    assert headline(before, walk) == "Move 7 warriors from clearing 1 to clearing 5."


def test_lake_vagabot_route_over_the_lake_reads_as_one_route_with_the_ferry(qtbot: Any) -> None:
    snap = with_pieces(lake_game("vagabot", "vagabond", humans=("eyrie",), character="thief"), {5: {("vagabond", "pawn"): 1}})
    hops = Compound(parts=(Move(faction="vagabond", piece="pawn", origin=5, dest=1),
                           Move(faction="vagabond", piece="pawn", origin=1, dest=12)))
    text = headline(snap, RootStep(actor="vagabond", action=hops, reasons=()))
    assert "clearing 5 → clearing 1 → clearing 12" in text and "The ferry goes along: +1 VP for the Vagabond." in text

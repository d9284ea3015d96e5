"""Supplies the Riverfolk and the Corvids change for everybody: the Corvids' plots are one pool of
8 tokens, 2 of each face (Law of Rootbotics 11.3.1), and warriors paid to the Riverfolk are out of
their owner's supply (9.2.3)."""

from __future__ import annotations

import pytest

from tablebot.core.steps import IllegalEdit
from tablebot.games.root import rules
from tablebot.games.root.state import Stack

from .scenario import marquise_game, with_pieces


def test_face_down_and_revealed_plots_share_the_eight_tokens() -> None:
    snap = with_pieces(marquise_game(humans=("corvids",)), {
        1: {("corvids", "plot"): 1}, 2: {("corvids", "plot_bomb"): 1}, 3: {("corvids", "plot_snare"): 2},
    })
    assert rules.in_supply(snap, "corvids", "plot") == 4
    assert rules.in_supply(snap, "corvids", "plot_bomb") == 1
    assert rules.in_supply(snap, "corvids", "plot_snare") == 0
    assert rules.in_supply(snap, "corvids", "plot_raid") == 2


def test_a_third_snare_is_refused() -> None:
    snap = with_pieces(marquise_game(humans=("corvids",)), {3: {("corvids", "plot_snare"): 2}})
    with pytest.raises(IllegalEdit):
        rules.add_pieces(snap, "corvids", "plot_snare", 4, 1)


def test_a_ninth_plot_is_refused_whatever_its_face() -> None:
    snap = with_pieces(marquise_game(humans=("corvids",)), {
        1: {("corvids", "plot"): 4}, 2: {("corvids", "plot_bomb"): 2}, 3: {("corvids", "plot_raid"): 2},
    })
    assert rules.in_supply(snap, "corvids", "plot_snare") == 0
    with pytest.raises(IllegalEdit):
        rules.add_pieces(snap, "corvids", "plot", 5, 1)


def test_warriors_in_the_riverfolk_payments_are_not_in_their_owners_supply() -> None:
    snap = marquise_game(humans=("riverfolk",))
    before = rules.in_supply(snap, "marquise", "warrior")
    snap = snap.model_copy(update={"payments": (Stack(faction="marquise", kind="warrior", count=3),)})
    assert rules.in_supply(snap, "marquise", "warrior") == before - 3

"""edits.SetPayments: the table corrects the warriors lying on the Riverfolk's board (9.2.3 Payments),
from any faction's supply and back to it."""

from __future__ import annotations

import pytest

from tablebot.core.steps import IllegalEdit
from tablebot.games.root import rules
from tablebot.games.root.edits import SetPayments, apply_edit
from tablebot.gui.root.reasons import error_text

from .scenario import marquise_game


def test_payments_take_warriors_from_the_owner_supply_and_give_them_back() -> None:
    snap = marquise_game(humans=("riverfolk", "eyrie"))
    eyrie_before = rules.in_supply(snap, "eyrie", "warrior")
    snap = apply_edit(snap, SetPayments(faction="eyrie", count=3))
    snap = apply_edit(snap, SetPayments(faction="marquise", count=2))
    assert snap.in_payments("eyrie", "warrior") == 3
    assert rules.in_supply(snap, "eyrie", "warrior") == eyrie_before - 3
    # One stack per faction, in setup order (Marquise before Eyrie).
    assert [(s.faction, s.count) for s in snap.payments] == [("marquise", 2), ("eyrie", 3)]
    snap = apply_edit(snap, SetPayments(faction="eyrie", count=0))
    assert [s.faction for s in snap.payments] == ["marquise"]
    assert rules.in_supply(snap, "eyrie", "warrior") == eyrie_before


def test_the_riverfolk_own_warriors_count_too() -> None:
    snap = marquise_game(humans=("riverfolk",))
    snap = apply_edit(snap, SetPayments(faction="riverfolk", count=1))
    assert snap.in_payments("riverfolk", "warrior") == 1


def test_more_than_a_faction_supply_is_refused_with_what_it_has() -> None:
    snap = marquise_game(humans=("riverfolk", "eyrie"))
    have = rules.in_supply(snap, "eyrie", "warrior")
    snap = apply_edit(snap, SetPayments(faction="eyrie", count=2))
    # A correction may raise to everything the faction has: its supply plus what is already paid.
    assert apply_edit(snap, SetPayments(faction="eyrie", count=have)).in_payments("eyrie", "warrior") == have
    with pytest.raises(IllegalEdit) as err:
        apply_edit(snap, SetPayments(faction="eyrie", count=have + 1))
    assert err.value.code == "edit.payments_beyond_supply"
    assert error_text(err.value.code, err.value.params) == (
        f"The Eyrie has only {have} warriors to put in the Riverfolk's Payments, not {have + 1}.")


def test_a_faction_not_in_the_game_is_refused() -> None:
    snap = marquise_game(humans=("riverfolk",))
    with pytest.raises(IllegalEdit) as err:
        apply_edit(snap, SetPayments(faction="eyrie", count=1))
    assert err.value.code == "edit.faction_not_in_game"
    with pytest.raises(IllegalEdit):
        apply_edit(snap, SetPayments(faction="nobody", count=1))


def test_no_payments_without_the_riverfolk() -> None:
    snap = marquise_game(humans=("eyrie",))
    with pytest.raises(IllegalEdit) as err:
        apply_edit(snap, SetPayments(faction="eyrie", count=1))
    assert err.value.params["faction"] == "riverfolk"

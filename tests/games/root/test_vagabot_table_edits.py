"""The table's edits that touch the Vagabot or any bot's (missing) hand: a human's effect that removes
all enemy pieces from a clearing (7.2.1.I), and cards taken from or given to a bot (2.8.1)."""

from __future__ import annotations

import pytest

from tablebot.core.steps import IllegalEdit
from tablebot.games.root import edits

from .vagabot_scenario import V, board_of, scene, vagabot_game

M, E, A = "marquise", "eyrie", "alliance"


# -- 7.2.1.I: a human effect removes all enemy pieces where the Vagabot stands --------------------
def test_a_humans_remove_all_effect_damages_three_vagabot_items_and_removes_the_rest():
    snap = vagabot_game(humans=(A, E), bots=("mechanical_marquise_2",))
    snap = scene(snap, 7, {7: {(M, "warrior"): 2, (M, "sawmill"): 1, (E, "warrior"): 1, (A, "warrior"): 1}},
                 ready=4, exhausted=1)
    after = edits.apply_edit(snap, edits.RemoveAllEnemies(clearing=7, by=A))
    place = after.place(7)
    assert place.count(M) == 0 and place.count(E) == 0  # every enemy piece goes
    assert place.count(A, "warrior") == 1 and place.count(V, "pawn") == 1  # the remover's and the pawn stay
    assert board_of(after).damaged == 3 and board_of(after).undamaged == 2  # exhausted first (7.2.5)
    assert after.faction(A).vp == snap.faction(A).vp + 1  # the sawmill (Law of Root)


def test_remove_all_without_the_vagabot_leaves_its_items_alone():
    snap = scene(vagabot_game(humans=(A, E)), 1, {7: {(E, "warrior"): 2}}, ready=4)
    after = edits.apply_edit(snap, edits.RemoveAllEnemies(clearing=7, by=A))
    assert after.place(7).count(E) == 0
    assert board_of(after) == board_of(snap)


def test_remove_all_is_a_humans_effect():
    snap = vagabot_game(humans=(A, E), bots=("mechanical_marquise_2",))
    with pytest.raises(IllegalEdit) as err:
        edits.apply_edit(snap, edits.RemoveAllEnemies(clearing=7, by=M))
    assert err.value.code == "edit.not_a_human"


def test_remove_all_of_alliance_sympathy_outrages_when_the_alliance_is_a_bot():
    from tablebot.games.root import game
    from tablebot.games.root.setup import GameConfig, SeatConfig
    from tablebot.games.root.state import BotConfig

    snap = game.new_game(GameConfig(seats=(SeatConfig(faction=A, bot=BotConfig(bot="automated_alliance")),
                                           SeatConfig(faction=E)), seed=1))
    from tablebot.games.root import rules

    snap = rules.add_pieces(snap, A, "sympathy", 7, 1)
    assert edits.outrage_triggers(snap, edits.RemoveAllEnemies(clearing=7, by=E)) == (7,)


# -- 2.8.1: bots have no hand -------------------------------------------------------------------
def test_a_card_given_to_a_bot_is_discarded_and_the_bot_scores_one():
    snap = vagabot_game(humans=(E,))
    after = edits.apply_edit(snap, edits.GiveCardToBot(faction=V, by=E))
    assert after.faction(V).vp == snap.faction(V).vp + 1
    assert after.faction(E).vp == snap.faction(E).vp


def test_a_card_taken_from_a_bot_is_drawn_instead_and_changes_no_score():
    snap = vagabot_game(humans=(E,))
    after = edits.apply_edit(snap, edits.TakeCardFromBot(faction=V, by=E))
    assert [f.vp for f in after.factions] == [f.vp for f in snap.factions]


@pytest.mark.parametrize("edit", [edits.GiveCardToBot(faction=E, by=V), edits.TakeCardFromBot(faction=V, by=V)])
def test_cards_pass_between_a_human_and_a_bot_only(edit):
    snap = vagabot_game(humans=(E,))
    with pytest.raises(IllegalEdit):
        edits.apply_edit(snap, edit)

"""The rulebook's worked examples of the Automa's turn ("Przykład"), reconstructed.

The book's pictures are missing from its text: each test says what was reconstructed from the words
and the data (the cards' icons are S_BRDGM's).
"""

from __future__ import annotations

from tablebot.games.age_of_innovation import automa
from tablebot.games.age_of_innovation.actions import Block, PassRound, ScoreVP, Upgrade
from tablebot.games.age_of_innovation.board import hex_label
from tablebot.games.age_of_innovation.state import DeckState, RoundBonus

from .bot_tables import codes, step, table


def test_three_spells_cast_the_count_wraps_round_to_the_rightmost_spell() -> None:
    """Wybór kierunkowy: "Wybór pola z Zaklęciem ... gdy 3 Zaklęcia zostały już rzucone. Zostaje wybrane
    Zaklęcie znajdujące się najbardziej z prawej, ponieważ musisz wrócić do początku podczas odliczania."
    Reconstructed: six spells, the 1st, 3rd and 5th cast; the icon is card 10's (right to left, 4), the only
    printed icon whose count wraps round to the rightmost of three: 6, 4, 2, then 6 again."""
    snap = table(action="*2", support="10", power_actions=(True, False, True, False, True, False))
    s = step(snap)
    assert isinstance(s.action, Block) and s.action.row == "power"
    assert s.action.slot == 5  # the rightmost spell
    assert s.action.selection.counted == (5, 3, 1, 5)
    assert codes(s) == ["bot.block_spell", "bot.directional_slots_left_up"]
    after = automa.apply_step(snap, s)
    assert after.power_actions == (True, False, True, False, True, True)


def test_the_middle_round_bonus_goes_to_the_automa_and_its_old_one_takes_its_place() -> None:
    """Pasowanie: "Widoczna tu ikona wskazuje, że Automa wybiera środkowy żeton Premii Rundy." Reconstructed:
    three bonuses on offer (7 with 1 coin, 8 with 2, 9), the support card *2 (its icon points to the
    middle); the deck is empty, so the Automa passes holding bonus 5."""
    snap = table(action="*2", support="*1", round_no=2)
    a = snap.automas[0]
    deck = DeckState(draw=(), draw_count=0, reserve=("10",), reserve_count=1, action="*2", support=("*1",))
    snap = snap.model_copy(update={"automas": (a.model_copy(update={"deck": deck, "round_bonus": 5}),),
                                   "turn": snap.turn.model_copy(update={"cursor": None})})
    s = step(snap)
    assert isinstance(s.action, PassRound) and s.action.why == "deck_empty"
    # the old action card *2 went onto the support stack: it is the support card that points
    assert s.action.slot == 1 and s.action.bonus_taken == 8 and s.action.coins_returned == 2
    after = automa.apply_step(snap, s)
    assert [(b.tile, b.coins) for b in after.bonus_row] == [(7, 1), (5, 0), (9, 0)]
    assert after.automas[0].round_bonus == 8


def test_the_action_pair_upgrade_and_score_counts_one_step_in_reverse_reading_order() -> None:
    """"Para kart Decyzji przedstawia 2 akcje: Rozbudowę i Zdobywanie punktów ... Wybór kierunkowy
    wykonywany jest w odwróconym kierunku czytania z jednym krokiem." Reconstructed: action card *1
    (upgrade, then X VP), support card *2 (right to left, 1); three Automa workshops, none next to you and
    none giving you power, so the count of one from the bottom right picks the last one in reading order."""
    buildings = {"A1": ("automa", "workshop", True), "B3": ("automa", "workshop", False),
                 "D4": ("automa", "workshop", False), "A6": ("human", "workshop", False)}
    snap = table(buildings=buildings, action="*1", support="*2", round_no=3)
    s = step(snap)
    assert isinstance(s.action, Upgrade)
    assert hex_label(s.action.hex) == "D4" and s.action.to_kind == "guild"
    assert s.action.selection.arrow == "left_up" and s.action.selection.number == 1
    assert [hex_label(h) for h in s.action.selection.counted if isinstance(h, tuple)] == ["D4"]
    snap = automa.apply_step(snap, s)
    s = step(snap)
    assert isinstance(s.action, ScoreVP) and s.action.vp == 2  # X in round 3 at level Automa
    assert codes(s) == ["bot.score_x"]


def test_the_x_value_per_round_on_the_automcia_card() -> None:
    """"Tutaj wartość X wynosi 0 punktów w rundach 1 i 2 oraz 1 punkt w rundach 3 i 4." Reconstructed:
    the Automcia difficulty card (level 1) and card *1's X VP icon, round by round."""
    got = []
    for r in (1, 2, 3, 4):
        s = step(table(action="*1", support="*2", round_no=r, level=1, pending=("gain_victory_points", "end")))
        assert isinstance(s.action, ScoreVP)
        got.append(s.action.vp)
    assert got == [0, 0, 1, 1]


def test_bonus_row_arrow_left_and_right_take_the_ends() -> None:
    row = (RoundBonus(tile=1), RoundBonus(tile=2), RoundBonus(tile=3))
    snap = table(bonus_row=row)
    for card, slot in (("*1", 0), ("*2", 1), ("*3", 2)):
        assert automa.bonus_slot(snap, snap.card(card).support) == slot

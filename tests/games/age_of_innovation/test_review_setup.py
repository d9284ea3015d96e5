"""Review of the setup (PRZYGOTOWANIE ROZGRYWKI, Umieszczanie pierwszych Warsztatów)."""

from __future__ import annotations

from tablebot.games.age_of_innovation.board import builtin_map
from tablebot.games.age_of_innovation.setup import GameConfig, new_game

B = builtin_map("candidate_b")
LAKES = tuple(h for h, t in B.cells if t == "lake")


def test_the_automas_workshops_the_table_entered_stand_even_before_yours_are_mirrored() -> None:
    """The Automa's two hexes come from the decision card's letters, not from your workshop: when the table
    enters them and mirrors its own workshop later, they are still placed, the marked one with its power
    token (Umieszczanie pierwszych Warsztatów 3-4)."""
    s = new_game(GameConfig(seed=3, your_terrain="plains", automa_terrain="lake",
                            automa_workshops=(LAKES[0], LAKES[1]), setup_card="*1"))
    placed = {(b.hex, b.marked) for b in s.buildings_of("automa")}
    assert placed == {(LAKES[0], True), (LAKES[1], False)}


def test_the_hexes_the_table_entered_are_not_credited_to_a_card_the_app_drew() -> None:
    """Umieszczanie pierwszych Warsztatów: when the table reads the two hexes off the card it drew, the
    setup log must not name a card the app drew at random (a false sentence); with the card given it names it."""
    from tablebot.games.age_of_innovation.board import builtin_map
    from tablebot.games.age_of_innovation.setup import GameConfig, new_game

    lakes = tuple(h for h, t in builtin_map("candidate_b").cells if t == "lake")[:2]
    s = new_game(GameConfig(automa_terrain="lake", automa_workshops=(lakes[0], lakes[1])))
    assert s.log[-1].code == "setup.automa_workshops_entered" and "card" not in s.log[-1].as_dict()
    s = new_game(GameConfig(automa_terrain="lake", automa_workshops=(lakes[0], lakes[1]), setup_card="11"))
    assert s.log[-1].code == "setup.automa_workshops" and s.log[-1].param("card") == "11"

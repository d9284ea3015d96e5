"""At the table: a human's remove-all effect where the Vagabot stands (7.2.1.I) and the 2.8.1 card
edits are menu entries whose result and history line the player sees."""

from __future__ import annotations

from typing import Any

from tablebot.games.root import game, rules
from tablebot.games.root.bots.vagabot_state import VagabotBoard
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig
from tablebot.gui.root.panels import FactionPanel
from tablebot.gui.root.reasons import sentence

V, M, E, A = "vagabond", "marquise", "eyrie", "alliance"


def vagabot_table() -> Any:
    snap = game.new_game(GameConfig(seats=(SeatConfig(faction=V, bot=BotConfig(bot="vagabot")),
                                           SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")),
                                           SeatConfig(faction=E), SeatConfig(faction=A)), seed=1, keep_corner=1))
    here = next(p.id for p in snap.places if p.count(V, "pawn"))
    snap = rules.move_pieces(snap, V, "pawn", here, 7, 1)
    snap = rules.add_pieces(snap, E, "roost", 7, 1)
    board = snap.faction(V).board
    assert isinstance(board, VagabotBoard)
    return rules.update_faction(snap, V, board=board.model_copy(update={"ready": 5}))


def test_remove_all_where_the_vagabot_stands_damages_three_items(window: Any) -> None:
    s = window.session
    s.new_game(vagabot_table())
    menu = window.scene.clearing_menu(7)
    sub = next(a.menu() for a in menu.actions() if a.text().startswith("A human removes all enemy pieces"))
    next(a for a in sub.actions() if a.text() == "Alliance").trigger()
    assert s.snapshot.place(7).count(E) == 0 and s.snapshot.faction(A).vp == 1
    assert s.snapshot.faction(V).board.damaged == 3
    assert "7.2.1.I" in sentence(s.history_labels()[-1])
    elsewhere = window.scene.clearing_menu(1)  # kept alive while its actions are read
    assert not any(a.text().startswith("A human removes all") for a in elsewhere.actions())


def test_a_card_given_to_a_bot_scores_it_one_vp_and_shows_in_the_history(window: Any) -> None:
    s = window.session
    s.new_game(vagabot_table())
    panel = window.findChild(FactionPanel)
    menu = panel.card_menu(V)
    texts = [a.text() for a in menu.actions()]
    assert texts[0].startswith("The Eyrie gives the Vagabond a card")
    menu.actions()[0].trigger()
    assert s.snapshot.faction(V).vp == 1
    assert sentence(s.history_labels()[-1]).endswith("scores 1 VP (2.8.1)")
    next(a for a in menu.actions() if a.text().startswith("The Alliance takes a card")).trigger()
    assert s.snapshot.faction(V).vp == 1
    assert "draws a card from the deck instead" in sentence(s.history_labels()[-1])

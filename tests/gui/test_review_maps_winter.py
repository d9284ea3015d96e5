"""A new player on Winter with the app's seeded random suit layout (issue 12 review): the setup
line tells the table where to lay each suit's markers in the words the checklist uses ("fox on 2,
10, 11, 12"), not as a code; a marker corrected afterwards is named in the history and redrawn."""

from __future__ import annotations

from typing import Any

from tablebot.games.root import rules
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig, new_game
from tablebot.games.root.state import BotConfig
from tablebot.gui.root.reasons import reason_text, sentence

from .test_setup_checklist_panel import _step
from .waits import caught_up

SEATS = (SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")), SeatConfig(faction="eyrie"),
         SeatConfig(faction="alliance"), SeatConfig(faction="vagabond", bot=BotConfig(bot="vagabot", character="thief")))


def _by_suit(suits: tuple[Suit, ...], suit: Suit) -> str:
    return ", ".join(str(i) for i, s in enumerate(suits, 1) if s == suit)


def test_the_random_layout_line_says_where_each_suit_goes(qtbot: Any) -> None:
    snap = new_game(GameConfig(map_id="winter", seats=SEATS, seed=11))
    line = sentence(next(r for r in snap.log if r.code == "setup.suits_random"))
    f, m, r = (_by_suit(snap.suits, s) for s in (Suit.FOX, Suit.MOUSE, Suit.RABBIT))
    assert line == (f"Winter: suit markers drawn at random (seeded). Lay fox on {f}; mouse on {m}; rabbit on {r}. "
                    "Correct any clearing from its menu.")


def test_a_marker_corrected_during_the_guided_setup_is_named_and_redrawn(window: Any) -> None:
    assert window.start_new_game(GameConfig(map_id="winter", seats=SEATS, seed=11), show_log=False, guided=True)
    caught_up(window)
    ws = window.workspace
    shown = ws.proposal.reasons.shown_lines()
    assert any(line.startswith("Law of Root Advanced Setup 1  Winter: suit markers drawn at random") for line in shown)
    snap = window.session.snapshot
    new = Suit.FOX if snap.suits[2] != Suit.FOX else Suit.MOUSE
    menu = window.scene.clearing_menu(3)
    sub = next(a for a in menu.actions() if a.text() == "Suit marker").menu()
    next(a for a in sub.actions() if a.text() == new.value).trigger()
    caught_up(window)
    assert reason_text(window.session.history_labels()[-1]) == f"Suit marker on clearing 3: {new.value}"
    assert rules.board_of(window.session.snapshot).clearing(3).suit == new
    assert window.scene.clearings[3].info.suit == new  # redrawn in its new suit
    assert _step(window) == 0 and ws.checklist.active  # still on the first step of the setup
    # The step now tells the layout as it is on the table, not the draw it replaced.
    suits = window.session.snapshot.suits
    now = "Suit markers: " + "; ".join(f"{s.value} on {_by_suit(suits, s)}" for s in (Suit.FOX, Suit.MOUSE, Suit.RABBIT))
    shown = ws.proposal.reasons.shown_lines()
    assert any(line.endswith(now + ".") for line in shown), shown
    assert not any("drawn at random" in line for line in shown)

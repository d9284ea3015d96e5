"""The game at a glance (issue 9): the VP race by round from the Session's history, bots told from
humans, the summary (winner, rounds, what each bot did most), kept in step with undo/redo, and
shown when the game ends."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path
from typing import Any

from tablebot.controller.session import Session
from tablebot.core.steps import HumanTurn
from tablebot.games.expeditions import edits as exp_edits
from tablebot.games.registry import game_rules
from tablebot.games.root import actions as act
from tablebot.games.root import edits
from tablebot.games.root.conformance import random_root_answer
from tablebot.games.root.setup import GameConfig, SeatConfig, new_game
from tablebot.games.root.state import BotConfig
from tablebot.gui import vpchart
from tablebot.gui.vpchart import GameGlance, GameOverDialog, summary_text

RULES = game_rules("root")
NAMES = {"marquise": "Marquise", "eyrie": "Eyrie", "alliance": "Alliance", "vagabond": "Vagabond"}


def three_bots_and_a_human(seed: int) -> Any:
    return new_game(GameConfig(seats=(
        SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
        SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie")),
        SeatConfig(faction="alliance", bot=BotConfig(bot="automated_alliance")),
        SeatConfig(faction="vagabond")), seed=seed))


def play_to_the_end(session: Session, rnd: random.Random) -> tuple[Counter[tuple[str, str]], list[dict[str, int]]]:
    """Whole rounds through the Session as the table would (the human scores 2 VP a turn); counts
    what the bots' confirmed steps did and each round's closing VP."""
    done: Counter[tuple[str, str]] = Counter()
    by_round: dict[int, dict[str, int]] = {0: {f.id: f.vp for f in session.snapshot.factions}}

    def note() -> None:
        by_round[session.snapshot.turn.round] = {f.id: f.vp for f in session.snapshot.factions}

    for _ in range(5000):
        p = session.proposal
        snap = session.snapshot
        note()
        if isinstance(p, HumanTurn):
            vp = snap.faction(p.actor).vp
            assert session.edit(edits.SetVP(faction=p.actor, vp=min(vp + 2, 29)))
            note()
            assert session.end_human_turn()
        elif isinstance(p, act.RootPrompt):
            assert session.answer(random_root_answer(snap, p, rnd))
        else:
            assert isinstance(p, act.RootStep)
            if p.action.kind == "game_over":
                return done, [by_round[r] for r in sorted(by_round)]
            parts = p.action.parts if isinstance(p.action, act.Compound) else (p.action,)
            for a in parts:
                if isinstance(a, act.Battle):
                    done[(a.attacker, "battle")] += 1
                elif isinstance(a, act.Build | act.Craft):
                    done[(a.faction, a.kind)] += 1
            assert session.confirm()
    raise AssertionError("no winner")


def test_the_race_summary_and_undo_follow_the_history() -> None:
    session = Session(RULES, three_bots_and_a_human(11), autosave=False, skip_nothing=False)
    done, closing = play_to_the_end(session, random.Random(4))
    glance = GameGlance(session)
    rounds, scores, bots = glance.series()
    assert rounds == list(range(len(closing)))
    for side in NAMES:
        assert scores[side] == [c[side] for c in closing]
    assert bots == {"marquise": True, "eyrie": True, "alliance": True, "vagabond": False}
    counted = glance.events()
    for (side, what), n in done.items():
        assert counted[side][what] == n
    st = glance.current()
    assert st.over and len(st.winners) == 1 and session.snapshot.faction(st.winners[0]).vp >= 30
    text = summary_text(glance, NAMES.__getitem__)
    winner = st.winners[0]
    assert f"Winner: {NAMES[winner]} ({session.snapshot.faction(winner).vp} VP)" in text
    assert f"after {rounds[-1]} rounds" in text
    marquise_line = next(line for line in text.split("<br>") if line.startswith("Marquise:"))
    top = max(n for (side, _w), n in done.items() if side == "marquise")
    assert str(top) in marquise_line
    assert "Vagabond:" not in text  # the human's doings are not the bots' summary
    # Undo walks the race back; redo brings it again.
    end_index = session.stack.index()
    while glance.current().round == rounds[-1]:
        session.undo()
    assert glance.series()[0] == rounds[:-1] and not glance.current().over
    session.stack.setIndex(end_index)
    assert glance.series() == (rounds, scores, bots) and glance.current().over


def test_plurals_in_the_summary() -> None:
    assert vpchart.what_text("battle", 1) == "1 battle"
    assert vpchart.what_text("battle", 3) == "3 battles"
    assert vpchart.what_text("craft", 1) == "1 card crafted"
    assert vpchart.what_text("build", 2) == "2 buildings"


def test_the_chart_module_names_no_game() -> None:
    source = Path(vpchart.__file__).read_text(encoding="utf-8").lower()
    for word in ("root", "expeditions", "marquise", "eyrie", "alliance", "vagab", "automa", "tapestry"):
        assert word not in source


def test_the_dock_updates_on_edit_undo_redo_and_the_end_shows_the_race(window: Any, qtbot: Any) -> None:
    panel = window.glance
    assert window.glance_dock.toggleViewAction().text() == "VP race"
    # Four factions' race: open, a tab beside the history.
    assert window.glance_dock.toggleViewAction().isChecked()
    assert window.glance_dock in window.tabifiedDockWidgets(window.history_dock)
    window.glance_dock.raise_()
    assert "leading: Eyrie with 2 VP" in panel.summary.text()
    # Closed, it skips the work; opened again, it shows the game as it is now.
    window.glance_dock.toggleViewAction().trigger()
    assert not panel.isVisible()
    assert window.session.edit(edits.SetVP(faction="marquise", vp=5))
    qtbot.wait(20)
    assert "leading: Eyrie with 2 VP" in panel.summary.text()
    window.glance_dock.toggleViewAction().trigger()
    qtbot.waitUntil(lambda: "leading: Marquise with 5 VP" in panel.summary.text())
    window.undo()
    assert window.session.edit(edits.SetVP(faction="alliance", vp=7))
    qtbot.waitUntil(lambda: "leading: Alliance with 7 VP" in panel.summary.text())
    assert panel.chart._data[1]["alliance"][-1] == 7
    window.undo()
    qtbot.waitUntil(lambda: "leading: Eyrie with 2 VP" in panel.summary.text())
    assert panel.chart._data[1]["alliance"][-1] == 1
    window.redo()
    qtbot.waitUntil(lambda: panel.chart._data[1]["alliance"][-1] == 7)
    assert window.game_over_dialog is None
    assert window.session.edit(edits.SetVP(faction="eyrie", vp=30))  # Law of Root 3.1: 30 VP wins
    dialog = window.game_over_dialog
    assert isinstance(dialog, GameOverDialog) and dialog.isVisible()
    qtbot.waitUntil(lambda: "Winner: Eyrie (30 VP)" in dialog.panel.summary.text())
    assert "Marquise:" in dialog.panel.summary.text()  # the bot's line
    dialog.close()
    window.undo()
    assert window.session.edit(edits.SetVP(faction="eyrie", vp=31))
    assert window.game_over_dialog is not dialog and window.game_over_dialog.isVisible()


def test_expeditions_charts_the_automa(window: Any, qtbot: Any) -> None:
    from tablebot.games.expeditions.setup import GameConfig as ExpConfig

    assert window.start_new_game(ExpConfig(seed=3), show_log=False)
    # One side charted (the player's coins are the player's): the race starts closed, in View.
    assert not window.glance_dock.toggleViewAction().isChecked()
    assert window.glance_dock.toggleViewAction() in window.view_menu.actions()
    window.glance_dock.toggleViewAction().trigger()
    assert window.glance_dock.toggleViewAction().isChecked()
    assert window.session.edit(exp_edits.SetAutomaGlory(glory=2))
    qtbot.waitUntil(lambda: window.glance.chart._data[1].get("automa", [0])[-1] > 0)
    _rounds, scores, bots = window.glance.chart._data
    assert list(scores) == ["automa"] and bots == {"automa": True}
    assert "Automa" in window.glance.summary.text()


def test_a_race_behind_another_tab_waits_until_its_tab_is_chosen(window: Any, qtbot: Any) -> None:
    panel = window.glance
    window.workspace.faction_dock.raise_()
    qtbot.waitUntil(lambda: panel.visibleRegion().isEmpty())
    refreshed: list[int] = []
    panel._timer.timeout.connect(lambda: refreshed.append(1))
    assert window.session.edit(edits.SetVP(faction="alliance", vp=9))
    qtbot.wait(30)
    assert not refreshed and "Alliance with 9 VP" not in panel.summary.text()
    window.glance_dock.raise_()
    qtbot.waitUntil(lambda: "leading: Alliance with 9 VP" in panel.summary.text())


def test_a_reopened_game_counts_what_the_bots_did_as_it_was_shown() -> None:
    """A game read from a save keeps no confirmed steps: the race plans each entry again (what the
    window proposed there) and the summary counts the same battles, buildings and crafts."""
    played = Session(RULES, three_bots_and_a_human(11), autosave=False, skip_nothing=False)
    done, _closing = play_to_the_end(played, random.Random(4))
    reopened = Session(RULES, three_bots_and_a_human(11), autosave=False, skip_nothing=False)
    assert reopened.load_saved(played.saved_game())
    counted = GameGlance(reopened).events()
    for (side, what), n in done.items():
        assert counted[side][what] == n, (side, what)
    played.close()
    reopened.close()



def test_a_bot_with_nothing_done_yet_is_described_in_no_game_s_words(qapp: Any) -> None:
    """The summary is shared by every game: at the start of a Tapestry game the Automa, which has done
    nothing yet, is not described in Root's words (battles, buildings, crafts)."""
    from tablebot.games.tapestry.setup import GameConfig as TapestryConfig
    from tablebot.games.tapestry.setup import new_game as new_tapestry

    session = Session(game_rules("tapestry"), new_tapestry(TapestryConfig(seed=3)), autosave=False)
    text = summary_text(GameGlance(session), str)
    assert "nothing counted yet" in text and "craft" not in text, text

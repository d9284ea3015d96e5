"""The setup checklist beside the board (issue 12): a game started from the New Game dialog walks
the table through its setup, draws each step on the map as it happens, keeps its place through
undo and a reload, and starts play once it is done."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tablebot.games.root import edits, setup_steps
from tablebot.games.root.actions import RootPrompt
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig
from tablebot.gui import startgame

from .waits import caught_up


def _config() -> GameConfig:
    return GameConfig(seats=(SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
                             SeatConfig(faction="eyrie")), seed=3)


def _drawn(window: Any, faction: str) -> int:
    return sum(item.count for item in window.scene.piece_items() if item.faction == faction)


def _marked(window: Any) -> set[int]:
    centres = window.scene.geometry.centres
    return {cid for cid, c in centres.items() for item in window.scene.overlay
            if getattr(item, "kind", "") == "highlight" and item.pos() == c}


def _step(window: Any) -> int:
    guide = window.session.snapshot.turn.setup_checklist
    return -1 if guide is None else guide.done


def _start(window: Any) -> Any:
    assert window.start_new_game(_config(), show_log=False, guided=True)
    caught_up(window)
    return window.workspace


def test_setup_checklist_opens_for_a_new_game_and_draws_each_step(window: Any) -> None:
    ws = _start(window)
    assert ws.checklist_dock.isVisible() and ws.checklist.active and ws.setup_guided()
    assert "step 1 of 11" in ws.checklist.heading.text()
    assert ws.checklist.steps.count() == 11
    # Step 1, the map: the Marquise bot's pieces are not drawn yet, nor the ruins.
    assert _drawn(window, "marquise") == 0
    assert not any(c.ruins for c in window.scene.clearings.values())
    ws.checklist.done_button.click()
    caught_up(window)
    # Step 2, the ruins: drawn, and their clearings marked.
    assert _step(window) == 1 and "✓" in ws.checklist.steps.item(0).text()
    assert [cid for cid, c in window.scene.clearings.items() if c.ruins] == [6, 10, 11, 12]
    assert _marked(window) == {6, 10, 11, 12}
    for _ in range(4):
        ws.checklist.done_button.click()
    caught_up(window)
    # Step 6, the Marquise bot's Keep (4.3.2): drawn alone and its clearing marked; the piece listed,
    # the list saying what the step does.
    step = setup_steps.current(window.session.snapshot)
    assert step is not None and step.faction == "marquise"
    [keep] = step.placed
    assert keep.kind == "keep" and _drawn(window, "marquise") == 1 and _marked(window) == {keep.place}
    assert "Keep" in ws.checklist.pieces.text() and ws.checklist.pieces.isVisible()
    assert f"The Keep goes in clearing {keep.place}" in ws.checklist.steps.item(5).text()
    # The proposal panel asks the same question: the step's lines with their rules.
    assert "Rootbotics 4.3.2" in "\n".join(ws.proposal.reasons.lines())
    # Step 7, the garrison (4.3.3): its 12 warriors join the Keep on the map; then each building.
    ws.checklist.done_button.click()
    caught_up(window)
    assert _drawn(window, "marquise") == 13 and "Rootbotics 4.3.3" in "\n".join(ws.proposal.reasons.lines())
    for drawn in (14, 15, 16):
        ws.checklist.done_button.click()
        caught_up(window)
        assert _drawn(window, "marquise") == drawn


def test_setup_checklist_undo_brings_a_step_back(window: Any) -> None:
    ws = _start(window)
    for _ in range(5):
        ws.checklist.done_button.click()
    caught_up(window)
    assert _drawn(window, "marquise") == 1  # the Keep (4.3.2)
    window.undo()
    caught_up(window)
    assert _step(window) == 4 and "step 5 of 11" in ws.checklist.heading.text()
    assert _drawn(window, "marquise") == 0
    window.redo()
    caught_up(window)
    assert _step(window) == 5 and _drawn(window, "marquise") == 1


def test_setup_checklist_survives_a_reload_and_allows_corrections(window: Any, tmp_path: Path) -> None:
    ws = _start(window)
    for _ in range(10):
        ws.checklist.done_button.click()
    # The human Eyrie's step: the player drags its roost into a corner (a normal edit).
    assert window.session.edit(edits.AddPiece(faction="eyrie", piece="roost", place=4))
    path = tmp_path / "setup.tablebot.json"
    assert window.save_file(path)
    assert window.start_new_game(_config(), show_log=False)  # an unguided game: no checklist
    caught_up(window)
    assert not window.workspace.checklist_dock.isVisible() and not window.workspace.setup_guided()
    assert window.open_file(path)
    caught_up(window)
    ws = window.workspace
    assert ws.checklist_dock.isVisible() and _step(window) == 10
    assert "step 11 of 11" in ws.checklist.heading.text()
    assert _drawn(window, "eyrie") == 1 and _marked(window) == {4}  # the corner opposite the Keep (Law of Root 7.3.2)


def test_setup_checklist_done_starts_play(window: Any) -> None:
    ws = _start(window)
    while ws.checklist.active:
        assert ws.checklist.done_button.isEnabled()
        ws.checklist.done_button.click()
        caught_up(window)
    assert _step(window) == -1 and not ws.checklist_dock.isVisible()
    assert ws.faction_dock.isVisible()
    # Play: the Marquise bot's first turn, its order card asked (no more setup question).
    proposal = window.session.proposal
    assert isinstance(proposal, RootPrompt) and getattr(proposal.question, "topic", None) != setup_steps.TOPIC
    assert _drawn(window, "marquise") == 16 and not _marked(window)


def test_setup_checklist_skip_starts_play_at_once(window: Any) -> None:
    ws = _start(window)
    ws.checklist.skip_button.click()
    caught_up(window)
    assert _step(window) == -1 and not ws.checklist_dock.isVisible()
    assert _drawn(window, "marquise") == 16
    assert "Skip the rest of the setup" in window.session.stack.command(0).text()  # named in the history
    window.undo()
    caught_up(window)
    assert ws.checklist_dock.isVisible() and _step(window) == 0


def test_setup_checklist_only_for_games_from_the_new_game_dialog(window: Any, monkeypatch: Any) -> None:
    # The demo has none.
    assert not window.workspace.checklist_dock.isVisible() and not window.workspace.setup_guided()
    config = _config()

    class Wizard:
        def __init__(self, *_args: Any) -> None:
            pass

        def exec(self) -> bool:
            return True

        def config(self) -> GameConfig:
            return config

    monkeypatch.setattr(startgame, "NewGameWizard", Wizard)
    assert window.new_game_dialog()
    caught_up(window)
    assert window.workspace.checklist_dock.isVisible() and _step(window) == 0

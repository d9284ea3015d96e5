"""Alt+letter keys (issue 9's look at every screen): within the main window, no two visible
buttons, labels or menus share an underlined letter ("Add" and "Answer" both took Alt+A, "End
turn" took the Edit menu's Alt+E), in Root and Expeditions, at every step of a game."""

from __future__ import annotations

import random
from collections import defaultdict
from typing import Any

from PySide6.QtWidgets import QAbstractButton, QLabel

from tablebot.app import build_window
from tablebot.core.steps import HumanTurn
from tablebot.games import conformance
from tablebot.games.root import actions as act


def mnemonic(text: str) -> str | None:
    """The underlined letter of a label ("Re&move" → "m"), None without one ("&&" is a plain &)."""
    i = 0
    while (i := text.find("&", i)) >= 0 and i + 1 < len(text):
        if text[i + 1] != "&":
            return text[i + 1].lower()
        i += 2
    return None


def clashes(window: Any) -> set[str]:
    """'x: A, B' for each letter that two things the player can see in the window both take."""
    owners: dict[str, list[str]] = defaultdict(list)
    for action in window.menuBar().actions():
        if action.isVisible() and (key := mnemonic(action.text())):
            owners[key].append(f"menu {action.text()}")
    for button in window.findChildren(QAbstractButton):
        if button.isVisible() and (key := mnemonic(button.text())):
            owners[key].append(button.text())
    for label in window.findChildren(QLabel):
        if label.isVisible() and label.buddy() is not None and (key := mnemonic(label.text())):
            owners[key].append(label.text())
    return {f"{key}: {', '.join(sorted(names))}" for key, names in owners.items() if len(names) > 1}


def play(window: Any, subject: Any, steps: int) -> set[str]:
    """Every clash seen while the window plays `steps` proposals of its game."""
    rnd = random.Random(5)
    session = window.session
    seen = clashes(window)
    for _ in range(steps):
        p = session.proposal
        if isinstance(p, HumanTurn):
            session.end_human_turn()
        elif p.kind == "prompt":
            session.answer(subject.answer(session.snapshot, p, rnd))
        elif getattr(p.action, "kind", None) in ("game_over",):
            break
        else:
            session.confirm()
        seen |= clashes(window)
    return seen


def subject_named(name: str) -> Any:
    return next(s for s in conformance.subjects() if s.name == name)


def test_root_windows_have_no_two_things_on_one_alt_key(qtbot: Any, settings: Any) -> None:
    from .four_bots import four_bots

    seen: set[str] = set()
    demo = build_window(settings, autosave=False)
    qtbot.addWidget(demo)
    demo.resize(1366, 768)
    demo.show()
    seen |= play(demo, subject_named("root:electric_eyrie"), 60)
    snap, subject, _rnd = four_bots(3, 1)
    crowded = build_window(settings, snapshot=snap, autosave=False)
    qtbot.addWidget(crowded)
    crowded.resize(1366, 768)
    crowded.show()
    seen |= play(crowded, subject, 60)
    # The Vagabot's question to the table (its quest card): rare in play, so asked here directly.
    quest = act.RootPrompt(actor="vagabond", question=act.AskTable(topic="quest.drawn", options=("fox", "none")),
                           reasons=())
    crowded.session.proposalChanged.emit(quest)
    seen |= clashes(crowded)
    assert not seen, sorted(seen)


def test_the_expeditions_window_has_no_two_things_on_one_alt_key(qtbot: Any, settings: Any) -> None:
    from tablebot.gui.expeditions.workspace import advance_to_mech_action

    window = build_window(settings, autosave=False, game="expeditions")
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    seen = clashes(window)
    advance_to_mech_action(window.session)
    seen |= clashes(window)
    assert not seen, sorted(seen)

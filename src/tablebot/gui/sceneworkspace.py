"""What the workspaces of games drawn as one scene share (gui/workspace.py is the shell's
contract): the board is one QGraphicsScene (self.scene: set_snapshot, show_proposal,
finish_animations, a `message` signal for hints) in one view (self.view: fit), and the game's words
are one module (reason_text, error_text); its setup config and new game are its registration's."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any, ClassVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QFrame, QScrollArea, QWidget

from ..controller.session import Session
from ..core.reasons import Reason
from ..core.steps import HumanTurn, PromptBase, StepBase
from ..games.registry import game_rules
from .workspace import Workspace


def scroll_area(widget: QWidget) -> QScrollArea:
    """A side panel in a dock: scrolls down when the dock is short, never sideways."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(widget)
    return area


class SceneWorkspace(Workspace):
    """A workspace whose board is self.scene in self.view (set by the game's __init__)."""

    scene: Any
    view: Any
    words: ClassVar[ModuleType | None] = None
    """The game's words module (reason_text, error_text); None where the game words them itself."""

    @classmethod
    def describe(cls, r: Reason) -> str:
        assert cls.words is not None
        return str(cls.words.reason_text(r))

    @classmethod
    def error_text(cls, code: str, params: dict[str, Any]) -> str:
        assert cls.words is not None
        return str(cls.words.error_text(code, params))

    @classmethod
    def config_type(cls) -> type:
        """The game's setup config, as its registration names it (games/<game>/plugin.py)."""
        config = game_rules(cls.game_id).config_type
        assert config is not None, f"{cls.game_id}'s registration names its config_type"
        return config

    @classmethod
    def new_snapshot(cls, config: Any) -> Any:
        """A new game from `config` by the registration's new_game (raises when it cannot be set up)."""
        new_game = game_rules(cls.game_id).new_game
        assert new_game is not None, f"{cls.game_id}'s registration names its new_game"
        return new_game(config)

    def connect_hints(self, show: Callable[[str], None]) -> None:
        self.scene.message.connect(show)

    def finish_animations(self) -> None:
        self.scene.finish_animations()

    def redraw(self) -> None:
        self.scene.set_snapshot(self.session.snapshot)
        self.scene.show_proposal(self.session.proposal)

    def fit(self) -> None:
        self.view.fit()


class PairSceneWorkspace(SceneWorkspace):
    """A scene workspace whose bot plays a pair of decision cards: the proposal panel (self.proposal,
    with the table's question forms) and the pair panel (self.pair) in docks on the right, a panel
    of the sides' public state tabbed with the pair and the history."""

    step_type: ClassVar[type]
    prompt_type: ClassVar[type]
    proposal: Any
    pair: Any
    proposal_dock: QDockWidget
    pair_dock: QDockWidget

    def place_panels(self, turn_bar: Any, proposal: Any, pair: Any) -> None:
        """The turn bar on top (a headline it cuts is shown whole in the proposal panel), the
        proposal panel and the pair panel (the game puts them in docks)."""
        self.turn_bar = turn_bar
        self.top = turn_bar
        self.proposal = proposal
        turn_bar.what.elidedChanged.connect(proposal.show_headline)
        proposal.show_headline(turn_bar.what.elided)
        self.pair = pair

    def stack_docks(self, history_dock: QDockWidget, side_dock: QDockWidget, width: int,
                    heights: tuple[int, int]) -> None:
        """The proposal above the pair, the sides' panel and the history tabbed behind the pair."""
        w = self.window
        w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, history_dock)
        w.tabifyDockWidget(self.pair_dock, side_dock)
        w.tabifyDockWidget(side_dock, history_dock)
        self.pair_dock.raise_()
        w.resizeDocks([self.proposal_dock], [width], Qt.Orientation.Horizontal)
        w.resizeDocks([self.proposal_dock, self.pair_dock], list(heights), Qt.Orientation.Vertical)

    def can_confirm(self, proposal: Any) -> bool:
        if isinstance(proposal, self.prompt_type):
            return True  # Enter answers the question
        return isinstance(proposal, self.step_type) and proposal.action.kind != "game_over"

    def confirm(self) -> bool:
        """Confirm the step; on a question, Enter submits its form. Enter inside the pair panel's
        fields never confirms a step."""
        focus = QApplication.focusWidget()
        if focus is not None and self.pair.isAncestorOf(focus):
            return False
        self.finish_animations()
        proposal = self.session.proposal
        if isinstance(proposal, self.prompt_type):
            return bool(self.proposal.submit())
        if not self.can_confirm(proposal):
            return False
        return self.session.confirm()


def play_until(session: Session, found: Callable[[Any], bool], answer: Callable[[Any], Any], limit: int) -> bool:
    """Play on from the current position until the bots propose a step `found` says is the one
    (the screenshots' and the window tests' picture): your turn is ended, steps are confirmed, the
    table's questions answered by `answer(prompt)`. False at the game's end, on a refusal or after
    `limit` proposals."""
    for _ in range(limit):
        p = session.proposal
        if isinstance(p, HumanTurn):
            if not session.end_human_turn():
                return False
        elif isinstance(p, PromptBase):
            if not session.answer(answer(p)):
                return False
        elif isinstance(p, StepBase):
            if found(p):
                return True
            if p.action.kind == "game_over" or not session.confirm():
                return False
        else:
            return False
    return False

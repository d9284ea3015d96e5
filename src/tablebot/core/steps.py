"""What an engine answers when asked "what next?": a Step to confirm, a Prompt for the table, or
a human's turn. Games subclass these with their own typed actions and questions.
"""

from __future__ import annotations

from typing import Literal

from .model import Frozen
from .reasons import Reason


class StepBase(Frozen):
    """A proposal the bot makes; applied only when the player confirms it."""

    kind: Literal["step"] = "step"
    actor: str
    reasons: tuple[Reason, ...] = ()


class PromptBase(Frozen):
    """A question only the table can answer (the card drawn, the dice, a human's choice)."""

    kind: Literal["prompt"] = "prompt"
    actor: str
    reasons: tuple[Reason, ...] = ()


class HumanTurn(Frozen):
    """A human is playing: the table mirrors the moves by edits and ends the turn with one click."""

    kind: Literal["human_turn"] = "human_turn"
    actor: str


class EngineError(ValueError):
    """Base of every error the engine reports to the player."""

    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        self.params = params
        super().__init__(f"{code}: {params}" if params else code)


class IllegalEdit(EngineError):
    """A board edit the rules or the supply forbid; the snapshot is unchanged."""


class IllegalAnswer(EngineError):
    """An answer to a prompt that cannot be (a card not in the deck, dice out of range)."""

"""What the Cogwheel Corvids keep between steps: their turn cursor (Law of Rootbotics 11.4-11.6).
Their faction board holds nothing the map does not show: warriors and plots are on the map or in
the supply, and a face-down plot's face is known to nobody (games/root/plots.py)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ....core.model import Frozen
from ..common import OrderCard, PendingBattle


class CorvidsBoard(Frozen):
    """The Corvids' faction board: nothing beyond the supply (15 warriors, 8 plots, 11.3.1)."""

    bot: Literal["cogwheel_corvids"] = "cogwheel_corvids"


class CorvidsCursor(Frozen):
    """Where the Cogwheel Corvids are in their turn (Law of Rootbotics 11.4-11.6)."""

    bot: Literal["cogwheel_corvids"] = "cogwheel_corvids"
    phase: str = "birdsong_reveal"
    order: OrderCard | None = None
    recruit_targets: tuple[int, ...] = ()
    """11.4.3: the ordered clearings recruited into so far, in the order chosen (two at most)."""
    recruit_placed: int = Field(default=0, ge=0)
    """Warriors placed in the last of recruit_targets (a recruit the supply cut short goes on there
    after The Plot Thickens, 11.4.3.II)."""
    face: str | None = None
    """11.4.4: the face the table says the next face-down plot shows (a plot_* kind)."""
    guess: str | None = None
    """Trait Gamble: the face the guessing human named for the next face-down plot (a plot_* kind)."""
    swap_at: int | None = None
    """11.7.1: the clearing of the bomb just revealed, to be swapped for a plot from the supply."""
    done: tuple[int, ...] = ()
    """Clearings the current phase has resolved (2.4: highest priority first)."""
    plots: int = Field(default=0, ge=0)
    """Plots placed by 11.5.3 this turn (trait Mastermind: twice)."""
    pending_battle: PendingBattle | None = None

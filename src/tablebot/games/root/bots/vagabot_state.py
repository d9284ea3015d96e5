"""What the Vagabot keeps between steps (7.2-7.7): its items (all alike: face up or exhausted,
damaged or not), its character and quest, and its turn cursor.

The battle track (7.2.4) holds 1, 2 or 3 of the undamaged items at 6, 9 and 12 undamaged items.
How many sit there follows from the count, so it is derived; but *which* items sit there is history:
an item goes onto the track when a threshold is reached, exhausted items before face-up ones, and
stays there (the worked example exhausts satchel items while the 6th item stays on the track). So
the board remembers how many track items are face down (`track_exhausted`); everything else is
derived. Code outside the bot (damage_vagabot below, the BotTakesHits edit) only moves counts
between ready/exhausted and damaged, so every derived property reads `track_exhausted` through
`track_down`, which clamps it to what the counts allow.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ....core.model import Frozen
from ..common import OrderCard, PendingBattle
from ..factions import Suit

Character = Literal["thief", "tinker", "ranger", "vagrant", "rogue", "arbiter"]

RUIN_ITEMS: tuple[str, ...] = ("bag", "boots", "hammer", "sword")
"""The four items marked "R" that go under the ruins at setup (7.3.4; Law of Root 5.1.5)."""


def track_size(undamaged: int) -> int:
    """Items on the battle track: 1, 2, 3 at 6, 9, 12 undamaged items (7.2.4)."""
    return 3 if undamaged >= 12 else 2 if undamaged >= 9 else 1 if undamaged >= 6 else 0


class VagabotBoard(Frozen):
    bot: Literal["vagabot"] = "vagabot"
    character: Character = "thief"
    ready: int = Field(default=0, ge=0)
    """Undamaged, face up (in the satchel or on the battle track)."""
    exhausted: int = Field(default=0, ge=0)
    """Undamaged, face down (in the satchel or on the battle track)."""
    damaged_ready: int = Field(default=0, ge=0)
    damaged_exhausted: int = Field(default=0, ge=0)
    track_exhausted: int = Field(default=0, ge=0)
    """How many battle-track items are face down (they went there exhausted, 7.2.4). Read it
    through `track_down`, which clamps it to the current counts."""
    quest: Suit | None = None
    """The suit of the clearing its face-up quest asks for (the table enters the quest drawn)."""
    quest_name: str | None = None
    quest_deck_empty: bool = False
    """The table said no quest card is left to draw (7.5.2): Quest has no target any more."""
    covered_slots: tuple[int, ...] = ()
    """Clearings where the Rogue covered a building slot with an item (7.7.5), one entry per slot."""
    ruin_items: tuple[tuple[int, str], ...] = ()
    """(clearing, item) placed under each ruin at setup (7.3.4), so the table knows what lies where."""
    aid_taken: tuple[tuple[str, str], ...] = ()
    """(faction, item) taken from bots' crafted items by Aid (7.5.3). FactionState.crafted has no
    action that shrinks it, so the Vagabot subtracts these when it counts a bot's crafted items."""

    # -- counts (7.2.3, 7.2.4) ------------------------------------------------------------------
    @property
    def undamaged(self) -> int:
        return self.ready + self.exhausted

    @property
    def damaged(self) -> int:
        return self.damaged_ready + self.damaged_exhausted

    @property
    def items(self) -> int:
        return self.undamaged + self.damaged

    @property
    def track(self) -> int:
        """Items on the battle track: 1, 2, 3 at 6, 9, 12 undamaged items (7.2.4)."""
        return track_size(self.undamaged)

    @property
    def track_down(self) -> int:
        """Face-down items on the track: the remembered number, clamped to the track and the
        exhausted items; at least as many as the face-up items cannot fill."""
        return max(min(self.track_exhausted, self.track, self.exhausted), self.track - self.ready)

    @property
    def track_from_ready(self) -> int:
        """Face-up items on the track (7.2.4: they cannot be exhausted)."""
        return self.track - self.track_down

    @property
    def satchel_exhausted(self) -> int:
        return self.exhausted - self.track_down

    @property
    def usable(self) -> int:
        """Face-up items it can exhaust (track items cannot be exhausted)."""
        return self.ready - self.track_from_ready

    @property
    def max_hits(self) -> int:
        """Maximum rolled hits: 1, +1 for the 6th and the 9th item (7.2.4)."""
        return 1 + min(self.track, 2)

    @property
    def extra_attack_hit(self) -> int:
        """The 12th item deals an extra hit as attacker (7.2.4)."""
        return 1 if self.track >= 3 else 0

    # -- changes (each returns a new board with `track_exhausted` settled) ---------------------
    def settled(self) -> VagabotBoard:
        """Write the clamped track state back (after changes made elsewhere, e.g. damage)."""
        return self.model_copy(update={"track_exhausted": self.track_down})

    def _after_growth(self, before: VagabotBoard) -> VagabotBoard:
        """7.2.4: each track slot that opens takes an exhausted satchel item before a face-up one."""
        board = self
        te = before.track_down
        for _ in range(board.track - before.track):
            if board.exhausted - te > 0:
                te += 1
        board = board.model_copy(update={"track_exhausted": te})
        return board.settled()

    def exhaust(self, n: int) -> VagabotBoard:
        """Turn n usable satchel items face down (7.2.3). The track is not touched."""
        if n < 0 or n > self.usable:
            raise ValueError(f"cannot exhaust {n} of {self.usable} usable items")
        te = self.track_down
        return self.model_copy(update={"ready": self.ready - n, "exhausted": self.exhausted + n,
                                       "track_exhausted": te}).settled()

    def gain(self, n: int) -> VagabotBoard:
        """Receive n items face up into the satchel (7.2.3), one at a time so each new track
        slot is filled as 7.2.4 says."""
        board = self.settled()
        for _ in range(n):
            before = board
            board = board.model_copy(update={"ready": board.ready + 1})._after_growth(before)
        return board

    def repair(self, n: int) -> VagabotBoard:
        """Repair up to n damaged items, face-up ones first, each keeping its face (7.5.5, 7.6.2)."""
        board = self.settled()
        for _ in range(n):
            before = board
            if board.damaged_ready:
                board = board.model_copy(update={"damaged_ready": board.damaged_ready - 1, "ready": board.ready + 1})
            elif board.damaged_exhausted:
                board = board.model_copy(update={"damaged_exhausted": board.damaged_exhausted - 1,
                                                 "exhausted": board.exhausted + 1})
            else:
                break
            board = board._after_growth(before)
        return board

    def refresh(self, n: int) -> VagabotBoard:
        """Turn up to n undamaged face-down items face up (7.6.1): satchel items first, since a
        face-up item on the track still cannot be exhausted."""
        board = self.settled()
        k = min(n, board.exhausted)
        from_track = max(0, k - board.satchel_exhausted)
        return board.model_copy(update={"ready": board.ready + k, "exhausted": board.exhausted - k,
                                        "track_exhausted": board.track_down - from_track}).settled()

    def lose_one(self) -> VagabotBoard:
        """Give up one item (the Rogue's item covering a slot, 7.7.5): the least useful first:
        damaged face down, damaged face up, exhausted in the satchel, then a usable one."""
        board = self.settled()
        if board.damaged_exhausted:
            return board.model_copy(update={"damaged_exhausted": board.damaged_exhausted - 1}).settled()
        if board.damaged_ready:
            return board.model_copy(update={"damaged_ready": board.damaged_ready - 1}).settled()
        if board.satchel_exhausted:
            return board.model_copy(update={"exhausted": board.exhausted - 1}).settled()
        if board.ready:
            return board.model_copy(update={"ready": board.ready - 1}).settled()
        if board.exhausted:
            return board.model_copy(update={"exhausted": board.exhausted - 1,
                                            "track_exhausted": board.track_down - 1}).settled()
        raise ValueError("no item to give up")


class VagabotCursor(Frozen):
    bot: Literal["vagabot"] = "vagabot"
    phase: str = "birdsong_start"
    order: OrderCard | None = None
    actions: tuple[str, ...] = ()
    """The order's action list (7.5 I-IV), fixed when Daylight starts."""
    action_index: int = 0
    """Position in `actions`."""
    moved: bool = False
    """The current action has made its "nearest clearing" move (7.5): it moves once at most."""
    battles: int = 0
    """Battles fought in the current Battle action (the first costs 1 item, each repeat 2)."""
    battles_this_turn: int = 0
    """For the Adventurer trait (at most one battle a turn)."""
    battle_target: str | None = None
    """The player the current Battle action fights (chosen once: 'battle again' is against the same)."""
    battle_paid: bool = False
    """Items for the next battle are exhausted; the dice come next."""
    marksman_done: bool = False
    adventurer: bool = False
    """Daylight's list is done and the Adventurer trait repeats Quest."""
    done: tuple[int, ...] = ()
    acted: bool = False
    pending_battle: PendingBattle | None = None
    table_answer: tuple[str, ...] | None = None
    """The table's answer to the current action's first AskTable question."""
    table_answer2: tuple[str, ...] | None = None
    """The answer to a second question of the same action (Aid: how many crafted items)."""


def damage_vagabot(board: VagabotBoard, hits: int) -> tuple[VagabotBoard, int]:
    """7.2.5: damage exhausted items first, then face-up ones. Returns the board and items damaged."""
    exhausted = min(hits, board.exhausted)
    ready = min(hits - exhausted, board.ready)
    new = board.model_copy(update={
        "exhausted": board.exhausted - exhausted, "damaged_exhausted": board.damaged_exhausted + exhausted,
        "ready": board.ready - ready, "damaged_ready": board.damaged_ready + ready,
    })
    return new, exhausted + ready

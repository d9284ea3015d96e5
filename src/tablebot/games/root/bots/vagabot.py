"""Vagabot (Law of Rootbotics section 7, "Automalandro").

The turn walks the rulebook: Birdsong (7.4: order card, craft, Slip), Daylight (7.5: the order's
list of actions, each paid with items; "nearest clearing" moves cost one item per move), Evening
(7.6: refresh, repair, discard). Every target choice goes through core.ranking.pick, so the reasons
shown are the chain that decided: the action's criteria, then 2.1 clearing priority or 2.2 player
priority, with the 2.3 retry.

The turn is a cursor in the snapshot (phase, the order's action list and the position in it, the
battle in progress, the table's answers for the current action); next_step() reads it and proposes
one step, so a half-played turn survives undo and reload, and an edit between two steps re-plans.

Items are counts on the VagabotBoard (7.2.3: all items alike); the battle track is derived from them
(7.2.4, see vagabot_state). Open cases are named rulings (RULING_*), cited as the rule of a reason
and listed in docs/rulings.md.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Callable

from ....core import rng as rngmod
from ....core.ranking import Criterion, pick
from ....core.reasons import Reason, reason
from ....core.steps import EngineError, IllegalAnswer, IllegalEdit
from .. import battle as battles
from .. import rules
from ..actions import (
    Action,
    Answer,
    ArbiterAnswer,
    AskArbiter,
    AskDice,
    AskOrderCard,
    AskRemoval,
    AskTable,
    Battle,
    Compound,
    Craft,
    DiceAnswer,
    Discard,
    EndTurn,
    Move,
    Nothing,
    OrderCardAnswer,
    Removal,
    RemovalAnswer,
    RemovePieces,
    RootPrompt,
    RootStep,
    Score,
    SetBoard,
    SetRuins,
    TableAnswer,
)
from ..cards import find_card, validate_order_card
from ..factions import FACTIONS, SETUP_ORDER, Category, Suit
from ..setup import GameConfig
from ..state import BotConfig, PendingBattle, Place, RootSnapshot
from . import flow, hooks
from .vagabot_state import RUIN_ITEMS, Character, VagabotBoard, VagabotCursor, damage_vagabot

ME = "vagabond"
BOT_ID = "vagabot"

TRAITS = ("adventurer", "berserker", "helper", "marksman")
CHARACTERS: tuple[Character, ...] = ("thief", "tinker", "ranger", "vagrant", "rogue", "arbiter")
CHARACTER_ALIASES: dict[str, Character] = {"scoundrel": "rogue", "patife": "rogue"}
"""The Clockwork 2 card the seed calls Patife is the Scoundrel in English; the engine names it rogue."""

# 7.5 I-IV. A numbered rule, so the same in every printing: BotConfig.printing chooses the
# difficulty and trait card texts only (the Director's Cut action table in shared/data is not the seed's).
ACTIONS: dict[Suit, tuple[str, ...]] = {
    Suit.BIRD: ("explore", "quest", "aid", "battle"),
    Suit.FOX: ("explore", "battle", "special"),
    Suit.RABBIT: ("battle", "repair", "special"),
    Suit.MOUSE: ("quest", "aid", "battle", "repair"),
}
QUEST_VP = 1
"""7.5.2: "receba 1 PV", in every printing."""
TINKER_VP = 1
"""7.7.2 (and 1.1.2): "you score only 1 VP", in every printing."""

QUEST_SUITS: tuple[str, ...] = ("fox", "rabbit", "mouse")
NO_QUEST = "none"
"""The table's answer when the quest deck is empty."""

# -- rulings (docs/rulings.md) ---------------------------------------------------------------
RULING_CHARACTER_DEFAULT = "ruling:vagabot-character-default"
RULING_QUEST_AT_FIRST_TURN = "ruling:vagabot-quest-at-first-turn"
RULING_TRACK_STAYS = "ruling:vagabot-track-stays"
RULING_USABLE = "ruling:vagabot-usable-items"
RULING_FOREST_EXIT = "ruling:vagabot-forest-exit"
RULING_NEAREST_TIES = "ruling:vagabot-nearest-ties"
RULING_ROUTE = "ruling:vagabot-route"
RULING_PARTIAL_MOVE = "ruling:vagabot-partial-move"
RULING_CRAFT_SATCHEL = "ruling:vagabot-craft-satchel"
RULING_BATTLE_AGAIN_HERE = "ruling:vagabot-battle-again-here"
RULING_AID_HUMANS = "ruling:vagabot-aid-humans"
RULING_AID_BOT = "ruling:vagabot-aid-bot"
RULING_THIEF_HAND = "ruling:vagabot-thief-hand"
RULING_TINKER_DISCARD = "ruling:vagabot-tinker-discard"
RULING_VAGRANT_SIDES = "ruling:vagabot-vagrant-sides"
RULING_VAGRANT_REMOVAL = "ruling:vagabot-vagrant-removal"
RULING_ROGUE_VP = "ruling:vagabot-rogue-removal-vp"
RULING_ROGUE_ITEM = "ruling:vagabot-rogue-item"
RULING_ARBITER_SPECIAL = "ruling:vagabot-arbiter-special"
RULING_REFRESH_ORDER = "ruling:vagabot-refresh-satchel-first"
RULING_ADVENTURER = "ruling:vagabot-adventurer-quests"
RULING_BERSERKER = "ruling:vagabot-berserker-target"
RULING_HELPER = "ruling:vagabot-helper"
RULING_MARKSMAN = "ruling:vagabot-marksman-hit"
RULING_COOP_COLLATERAL = "ruling:coop-collateral"


# -- config, difficulty and traits (3.3; texts in shared/data/root/bots.json) ----------------
def _dc(snap: RootSnapshot) -> bool:
    """The table owns the Director's Cut trait cards (only the Helper's text differs)."""
    return flow.bot_config(snap, ME).printing == "directors_cut"


def character_of(cfg: BotConfig) -> tuple[Character, bool]:
    """The character card (7.3.1) and whether the default was used (no card chosen)."""
    name = (cfg.character or "").strip().lower()
    if not name:
        return "thief", True
    if name in CHARACTER_ALIASES:
        return CHARACTER_ALIASES[name], False
    for c in CHARACTERS:
        if c == name:
            return c, False
    raise EngineError("setup.vagabot_character", character=cfg.character or "")


def refresh_count(cfg: BotConfig, damaged: int) -> int:
    """7.6.1: 4 items if any is damaged, else 6; the difficulty card refreshes one fewer (easy)
    or one more (challenging, nightmare). Both printings agree."""
    base = 4 if damaged else 6
    return base + {"easy": -1, "challenging": 1, "nightmare": 1}.get(cfg.difficulty, 0)


def quest_vp(cfg: BotConfig) -> int:
    """7.5.2: 1 VP per quest. No difficulty or trait card changes it."""
    return QUEST_VP


def actions_for(cfg: BotConfig, suit: Suit) -> tuple[str, ...]:
    """7.5 I-IV: the order's actions. No difficulty or trait card changes the list."""
    return ACTIONS[suit]


# -- setup (7.3) -----------------------------------------------------------------------------
def setup(snap: RootSnapshot, faction: str, config: GameConfig) -> RootSnapshot:
    """7.3.1-7.3.5: the character, the pawn in the forest touching most clearings (random among
    ties, seeded), the quest (asked at the first turn: ruling vagabot-quest-at-first-turn), one
    "R" item under each ruin (random, seeded), and 4 starting items face up (the Tinker 3)."""
    assert faction == ME
    cfg = snap.faction(ME).bot
    assert cfg is not None
    board = rules.board_of(snap)
    state = snap.rng
    log: list[Reason] = []
    character, default = character_of(cfg)
    log.append(reason(RULING_CHARACTER_DEFAULT if default else "7.3.1", "setup.vagabot_character",
                      character=character))
    most = max(len(f.bordering) for f in board.forests)
    ties = tuple(f.id for f in board.forests if len(f.bordering) == most)
    if len(ties) > 1:
        forest, state = rngmod.choice(state, ties)
        log.append(reason("7.3.2", "setup.pawn_forest_random", forest=forest, clearings=most, forests=ties))
    else:
        forest = ties[0]
        log.append(reason("7.3.2", "setup.pawn_forest", forest=forest, clearings=most))
    snap = rules.add_pieces(snap, ME, "pawn", forest)
    log.append(reason(RULING_QUEST_AT_FIRST_TURN, "setup.quest_at_first_turn"))
    ruins = [p.id for p in snap.clearings() if p.ruins]
    items, state = rngmod.shuffled(state, RUIN_ITEMS)
    ruin_items = tuple((int(c), item) for c, item in zip(ruins, items))
    for c, item in ruin_items:
        log.append(reason("7.3.4", "setup.ruin_item", clearing=c, item=item))
    start = 3 if character == "tinker" else 4
    log.append(reason("7.3.5", "setup.vagabot_items", items=start))
    vb = VagabotBoard(character=character, ready=start, ruin_items=ruin_items)
    snap = rules.update_faction(snap, ME, board=vb)
    return snap.model_copy(update={"rng": state, "log": snap.log + tuple(log)})


def new_cursor() -> VagabotCursor:
    return VagabotCursor()


# -- reading the snapshot --------------------------------------------------------------------
def _board(snap: RootSnapshot) -> VagabotBoard:
    board = snap.faction(ME).board
    assert isinstance(board, VagabotBoard)
    return board.settled()


def where(snap: RootSnapshot) -> Place:
    """Where the pawn stands (a clearing, or a forest id)."""
    for p in snap.places:
        if p.count(ME, "pawn"):
            return p.id
    raise EngineError("vagabot.no_pawn")


def _cursor(snap: RootSnapshot) -> VagabotCursor:
    cur = snap.turn.cursor
    assert isinstance(cur, VagabotCursor)
    return cur


def _step(action: Action, reasons: tuple[Reason, ...] | list[Reason], cursor: VagabotCursor,
          rng: int | None = None) -> RootStep:
    return RootStep(actor=ME, action=action, reasons=tuple(reasons), cursor=cursor, rng=rng)


def _ask(topic: str, options: tuple[str, ...], reasons: list[Reason], *, multiple: bool = False,
         **params: int | str) -> RootPrompt:
    return RootPrompt(actor=ME, question=AskTable(topic=topic, options=options, multiple=multiple,
                                                  params=tuple(params.items())), reasons=tuple(reasons))


def _set(board: VagabotBoard) -> SetBoard:
    return SetBoard(faction=ME, board=board.settled())


def _order_index(fid: str) -> int:
    return SETUP_ORDER.index(fid)


def _pieces_here(snap: RootSnapshot, clearing: int, factions: tuple[str, ...] | list[str]) -> int:
    return rules.pieces_of(snap.place(clearing), factions)


def _enemies(snap: RootSnapshot) -> tuple[str, ...]:
    return rules.enemies(snap, ME)


def _crafted_left(snap: RootSnapshot, board: VagabotBoard, fid: str) -> list[str]:
    """A bot's crafted items not yet taken by Aid (vagabot_state.VagabotBoard.aid_taken)."""
    left = list(snap.faction(fid).crafted)
    for f, item in board.aid_taken:
        if f == fid and item in left:
            left.remove(item)
    return left


def _track_change(old: VagabotBoard, new: VagabotBoard) -> list[Reason]:
    """7.2.4: say when the battle track fills or empties (max hits change)."""
    if new.track > old.track:
        return [reason("7.2.4", "track.grows", track=new.track, max_hits=new.max_hits,
                       face_down=new.track_down - old.track_down)]
    if new.track < old.track:
        return [reason("7.2.4", "track.shrinks", track=new.track, max_hits=new.max_hits)]
    return []


# -- the map: "nearest" (7.5) ----------------------------------------------------------------
def distances(snap: RootSnapshot, start: Place, *, backwards: bool = False) -> dict[int, int]:
    """Moves from `start` to each clearing: along paths (and the Lake's ferry, 12.1.1); from a
    forest, one move into any bordering clearing (ruling vagabot-forest-exit). The pawn never
    walks through forests. `backwards`: moves from each clearing TO `start` (the ferry sails only
    from its own clearing, so the two differ on the Lake)."""
    board = rules.board_of(snap)
    step = rules.move_sources if backwards else rules.adjacent_clearings
    dist: dict[int, int] = {}
    queue: deque[int] = deque()
    firsts = board.forest(start).bordering if isinstance(start, str) else (start,)
    for c in firsts:
        dist[c] = 1 if isinstance(start, str) else 0
        queue.append(c)
    while queue:
        c = queue.popleft()
        for n in step(snap, ME, c):
            if n not in dist:
                dist[n] = dist[c] + 1
                queue.append(n)
    return dist


def route(snap: RootSnapshot, start: Place, dest: int, first: Callable[[int], int] | None = None
          ) -> tuple[int, ...]:
    """The clearings entered on a shortest way to `dest`; among shortest ways, each move goes to
    the highest-priority clearing that stays on one (ruling vagabot-route), the Pass first (12.2.2)
    unless `first` gives another order."""
    board = rules.board_of(snap)
    to_dest = distances(snap, dest, backwards=True)
    first = first or rules.highest_first(snap)
    out: list[int] = []
    if isinstance(start, str):
        cur = min(board.forest(start).bordering, key=lambda c: (to_dest.get(c, 99), first(c)))
        out.append(cur)
    else:
        cur = start
    while cur != dest:
        cur = min((n for n in rules.adjacent_clearings(snap, ME, cur) if to_dest.get(n, 99) == to_dest[cur] - 1),
                  key=first)
        out.append(cur)
    return tuple(out)


def _nearest(snap: RootSnapshot, candidates: list[int], after: list[Criterion[int]]
             ) -> tuple[int | None, tuple[Reason, ...]]:
    """7.5 "nearest clearing": fewest moves (= fewest items exhausted), then the action's own
    tie-breakers, then 2.1 priority (ruling vagabot-nearest-ties)."""
    dist = distances(snap, where(snap))
    reachable = [c for c in candidates if c in dist]
    crit: list[Criterion[int]] = [Criterion("7.5", "nearest.moves", lambda c: dist[c], "min"), *after]
    picked = pick(reachable, crit, tiebreak=rules.highest_first(snap))
    reasons = picked.reasons
    if after and picked.chosen is not None:
        reasons = (*reasons, reason(RULING_NEAREST_TIES, "nearest.ties_order"))
    return picked.chosen, reasons


def _move_step(snap: RootSnapshot, cur: VagabotCursor, dest: int, why: list[Reason] | tuple[Reason, ...]
               ) -> RootStep:
    """Move toward `dest`, exhausting one item per move (7.5), as far as the items allow (ruling
    vagabot-partial-move); Nimble (7.2.2): rule does not matter."""
    board = _board(snap)
    here = where(snap)
    path = route(snap, here, dest)
    k = min(len(path), board.usable)
    parts: list[Move | SetBoard] = []
    origin: Place = here
    for hop in path[:k]:
        parts.append(Move(faction=ME, piece="pawn", origin=origin, dest=hop))
        origin = hop
    new = board.exhaust(k)
    parts.append(_set(new))
    reasons = [*why, reason("7.5", "nearest.move", dest=dest, moves=len(path), items=k), reason("7.2.2", "move.nimble")]
    if isinstance(here, str):
        reasons.append(reason(RULING_FOREST_EXIT, "move.from_forest", forest=here))
    if k < len(path):
        reasons.append(reason(RULING_PARTIAL_MOVE, "move.partial", stopped=origin, missing=len(path) - k))
    if route(snap, here, dest, first=lambda c: c)[:k] != path[:k]:  # the Pass chose a hop it made
        reasons.append(reason(rules.PASS_RULE, "route.through_pass", clearing=rules.board_of(snap).pass_clearing or 0))
    return _step(Compound(parts=tuple(parts)), reasons, cur.model_copy(update={"moved": True}))


def slip_options(snap: RootSnapshot) -> tuple[str, ...]:
    """Forests adjacent to the pawn: those bordering its clearing, or those across one path from
    its forest, the Winter river or the Lake's coast (maps/root/*.json forest_adjacency)."""
    board = rules.board_of(snap)
    here = where(snap)
    return board.adjacent_forests(here) if isinstance(here, str) else board.forests_bordering(here)


def _slip(snap: RootSnapshot) -> tuple[Move | None, int, str | None]:
    options = slip_options(snap)
    if not options:
        return None, snap.rng, None
    forest, state = rngmod.choice(snap.rng, options)
    return Move(faction=ME, piece="pawn", origin=where(snap), dest=forest), state, forest


# -- cursor moves ----------------------------------------------------------------------------
_FRESH = {"moved": False, "battles": 0, "battle_target": None, "marksman_done": False,
          "pending_battle": None, "table_answer": None, "table_answer2": None, "done": (), "acted": False}


def _phase(cur: VagabotCursor, phase: str, **changes: object) -> VagabotCursor:
    return cur.model_copy(update={**_FRESH, "phase": phase, **changes})


def _next_action(cur: VagabotCursor) -> VagabotCursor:
    """The next action of the order's list; after the Adventurer's repeated quests, Evening."""
    if cur.adventurer:
        return _phase(cur, "evening_refresh")
    return _phase(cur, "daylight", action_index=cur.action_index + 1)


def _action_reason(cur: VagabotCursor) -> Reason:
    assert cur.order is not None
    if cur.adventurer:
        return reason(RULING_ADVENTURER, "daylight.adventurer_quest")
    return reason("7.5", "daylight.action", action=cur.actions[cur.action_index], index=cur.action_index + 1,
                  of=len(cur.actions), suit=cur.order.suit.value)


# -- the turn --------------------------------------------------------------------------------
def next_step(snap: RootSnapshot) -> RootStep | RootPrompt:
    """The next thing the Vagabot does, from the cursor in the snapshot."""
    cur = _cursor(snap)
    return flow.propose(snap, cur, _HANDLERS, "Vagabot")


def _birdsong_start(snap: RootSnapshot, cur: VagabotCursor) -> RootPrompt | VagabotCursor:
    """7.3.3 is played out at the first turn: the table draws the quest and says its suit."""
    board = _board(snap)
    if board.quest is None and not board.quest_deck_empty:
        return _ask("quest.drawn", (*QUEST_SUITS, NO_QUEST),
                    [reason("7.3.3", "quest.draw_setup"), reason(RULING_QUEST_AT_FIRST_TURN, "quest.asked_now")])
    return _phase(cur, "birdsong_reveal")


def _birdsong_reveal(snap: RootSnapshot, cur: VagabotCursor) -> RootPrompt:
    return RootPrompt(actor=ME, question=AskOrderCard(purpose="birdsong"), reasons=(reason("7.4.1", "order.reveal"),))


def _birdsong_craft(snap: RootSnapshot, cur: VagabotCursor) -> RootStep:
    """7.4.2 / 1.1: craft the order card's item if the supply still has it; 1 VP; the item goes
    into the satchel face up (7.2.3; the worked example: the 6th item goes onto the track)."""
    order = cur.order
    assert order is not None
    nxt = _phase(cur, "birdsong_slip")
    craft, why = flow.craft_order(snap, ME, order, "7.4.2")
    if craft is None:
        return _step(Nothing(), why, nxt)
    board = _board(snap)
    new = board.gain(1)
    reasons = [*why, reason(RULING_CRAFT_SATCHEL, "craft.into_satchel"), *_track_change(board, new)]
    return _step(Compound(parts=(craft, _set(new))), reasons, nxt)


def _birdsong_slip(snap: RootSnapshot, cur: VagabotCursor) -> RootStep | VagabotCursor:
    """7.4.3: with 2 or fewer undamaged items, slip into a random adjacent forest and skip Daylight."""
    board = _board(snap)
    assert cur.order is not None
    if board.undamaged > 2:
        return _phase(cur, "daylight", actions=actions_for(flow.bot_config(snap, ME), cur.order.suit), action_index=0)
    move, state, forest = _slip(snap)
    nxt = _phase(cur, "evening_refresh")
    why = reason("7.4.3", "slip.few_items", undamaged=board.undamaged)
    if move is None or forest is None:
        return _step(Nothing(), [why, reason("7.4.3", "slip.no_forest")], nxt)
    return _step(move, [why, reason("7.4.3", "slip.random_forest", forest=forest, options=slip_options(snap))],
                 nxt, rng=state)


def _daylight(snap: RootSnapshot, cur: VagabotCursor) -> RootStep | RootPrompt | VagabotCursor:
    """7.5: the order's actions in turn, while it has items to exhaust."""
    if cur.action_index >= len(cur.actions):
        if flow.has_trait(snap, ME, "adventurer"):
            return _phase(cur, "adventurer", adventurer=True)
        return _phase(cur, "evening_refresh")
    board = _board(snap)
    if board.usable == 0 and cur.pending_battle is None:
        left = tuple(cur.actions[cur.action_index:])
        return _step(Nothing(), [reason("7.5", "daylight.no_items", usable=0, not_done=left),
                                 reason(RULING_USABLE, "items.track_not_usable", track=board.track)],
                     _phase(cur, "evening_refresh"))
    return _ACTIONS[cur.actions[cur.action_index]](snap, cur)


# -- explore (7.5.1) -------------------------------------------------------------------------
def _explore(snap: RootSnapshot, cur: VagabotCursor) -> RootStep:
    ruins = [int(p.id) for p in snap.clearings() if p.ruins]
    head = _action_reason(cur)
    if not ruins:
        return _step(Nothing(), [head, reason("7.5.1", "explore.no_ruins")], _next_action(cur))
    here = where(snap)
    if isinstance(here, int) and here in ruins:
        board = _board(snap)
        items = dict(board.ruin_items)
        item = items.pop(here, "")
        new = board.exhaust(1).gain(1).model_copy(update={"ruin_items": tuple(sorted(items.items()))})
        reasons = [head]
        if not cur.moved:
            reasons.append(reason("7.5", "nearest.here", clearing=here))
        reasons += [reason("7.5.1", "explore.take", clearing=here, item=item),
                    reason("7.5.1", "explore.no_vp"), *_track_change(board, new)]
        return _step(Compound(parts=(_set(new), SetRuins(clearing=here, ruins=False))), reasons, _next_action(cur))
    if cur.moved:
        return _step(Nothing(), [head, reason("7.5.1", "explore.not_reached")], _next_action(cur))
    dest, why = _nearest(snap, ruins, [])
    assert dest is not None
    return _move_step(snap, cur, dest, [head, reason("7.5.1", "explore.nearest_ruin"), *why])


# -- quest (7.5.2) ---------------------------------------------------------------------------
def _quest_clearings(snap: RootSnapshot, suit: Suit) -> list[int]:
    return [c.id for c in rules.board_of(snap).clearings if c.suit == suit]


def _quest(snap: RootSnapshot, cur: VagabotCursor) -> RootStep:
    board = _board(snap)
    head = _action_reason(cur)
    if board.quest is None:
        return _step(Nothing(), [head, reason("7.5.2", "quest.none")], _next_action(cur))
    here = where(snap)
    targets = _quest_clearings(snap, board.quest)
    if isinstance(here, int) and here in targets:
        reasons = [head]
        if not cur.moved:
            reasons.append(reason("7.5", "nearest.here", clearing=here))
        if board.usable < 2:
            reasons.append(reason(RULING_USABLE, "quest.cannot_pay", usable=board.usable, cost=2))
            return _step(Nothing(), reasons, _next_action(cur))
        cfg = flow.bot_config(snap, ME)
        vp = quest_vp(cfg)
        new = board.exhaust(2).model_copy(update={"quest": None, "quest_name": None})
        reasons += [reason("7.5.2", "quest.complete", clearing=here, suit=board.quest.value),
                    reason("7.5.2", "quest.score", vp=vp)]
        return _step(Compound(parts=(_set(new), Score(faction=ME, vp=vp))), reasons,
                     cur.model_copy(update={"phase": "quest_draw", "moved": False}))
    if cur.moved:
        return _step(Nothing(), [head, reason("7.5.2", "quest.not_reached")], _next_action(cur))
    dest, why = _nearest(snap, targets, [])
    assert dest is not None
    return _move_step(snap, cur, dest, [head, reason("7.5.2", "quest.nearest", suit=board.quest.value), *why])


def _quest_draw(snap: RootSnapshot, cur: VagabotCursor) -> RootPrompt:
    return _ask("quest.drawn", (*QUEST_SUITS, NO_QUEST), [reason("7.5.2", "quest.draw_new")])


def _adventurer(snap: RootSnapshot, cur: VagabotCursor) -> RootStep | VagabotCursor:
    """Trait Adventurer: at the end of Daylight, Quest again as many times as possible (ruling
    vagabot-adventurer-quests: while it can reach a quest clearing and still pay the 2 items)."""
    board = _board(snap)
    evening = _phase(cur, "evening_refresh")
    if board.quest is None:
        return evening if cur.acted else _step(Nothing(), [reason("trait:adventurer", "adventurer.no_quest")], evening)
    dist = distances(snap, where(snap))
    here = where(snap)
    targets = _quest_clearings(snap, board.quest)
    need = 2 + (0 if isinstance(here, int) and here in targets else min(dist[c] for c in targets))
    if cur.moved or board.usable >= need:
        return _quest(snap, cur)
    return _step(Nothing(), [reason("trait:adventurer", "adventurer.done", usable=board.usable, needed=need),
                             reason(RULING_ADVENTURER, "adventurer.only_if_complete")], evening)


# -- aid (7.5.3) -----------------------------------------------------------------------------
def _aid(snap: RootSnapshot, cur: VagabotCursor) -> RootStep | RootPrompt:
    head = _action_reason(cur)
    here = where(snap)
    if cur.moved:
        return _helper_aid(snap, cur, head)
    if isinstance(here, str):
        if flow.has_trait(snap, ME, "helper") and _dc(snap):
            return _helper_aid(snap, cur, head)
        return _step(Nothing(), [head, reason("7.5.3", "aid.in_forest", forest=here)], _next_action(cur))
    place = snap.place(here)
    others = [f.id for f in snap.factions if f.id != ME and place.count(f.id) > 0]
    humans = tuple(f for f in others if not snap.faction(f).is_bot)
    if humans and cur.table_answer is None:
        return _ask("aid.crafted_humans", humans, [head, reason(RULING_AID_HUMANS, "aid.ask_crafted", clearing=here)],
                    multiple=True, clearing=here)
    board = _board(snap)
    chosen = cur.table_answer or ()
    bot_items = {f: _crafted_left(snap, board, f) for f in others if snap.faction(f).is_bot}
    candidates = [f for f in others if (bot_items.get(f)) or f in chosen]
    if not candidates:
        if flow.has_trait(snap, ME, "helper") and _dc(snap):
            return _helper_aid(snap, cur, head)
        return _step(Nothing(), [head, reason("7.5.3", "aid.no_target", clearing=here)], _next_action(cur))
    picked = pick(candidates, [Criterion("7.5.3", "aid.fewest_vp", lambda f: snap.faction(f).vp, "min")],
                  tiebreak=_order_index, tiebreak_rule="2.2", tiebreak_code="tiebreak.setup_order")
    target = picked.chosen
    assert target is not None
    usable = board.usable
    helper = flow.has_trait(snap, ME, "helper") and not _dc(snap)
    reasons = [head, *picked.reasons]
    parts: list[SetBoard | Score]
    if target in bot_items:
        n = min(len(bot_items[target]), usable)
        taken = tuple((target, item) for item in bot_items[target][-n:])
        new = board.exhaust(n).gain(n).model_copy(update={"aid_taken": board.aid_taken + taken})
        parts = [_set(new), Score(faction=ME, vp=n + (1 if helper else 0)), Score(faction=target, vp=1)]
        reasons += [reason("7.5.3", "aid.exhaust", count=n, crafted=len(bot_items[target]), usable=usable),
                    reason("7.5.3", "aid.take_items", faction=target, count=n, items=tuple(i for _, i in taken)),
                    reason("7.5.3", "aid.score", vp=n),
                    reason("7.5.3", "aid.bot_scores", faction=target, vp=1),
                    reason(RULING_AID_BOT, "aid.bot_one_vp")]
    else:
        if usable == 1:
            crafted = 1
        elif cur.table_answer2 is None:
            return _ask("aid.crafted_count", tuple(str(i) for i in range(1, usable + 1)),
                        [head, *picked.reasons, reason(RULING_AID_HUMANS, "aid.ask_count", faction=target, most=usable)],
                        faction=target, most=usable)
        else:
            crafted = int(cur.table_answer2[0])
        n = min(crafted, usable)
        new = board.exhaust(n).gain(n)
        parts = [_set(new), Score(faction=ME, vp=n + (1 if helper else 0))]
        reasons += [reason("7.5.3", "aid.exhaust", count=n, crafted=crafted, usable=usable),
                    reason("7.5.3", "aid.take_items", faction=target, count=n, items=()),
                    reason("7.5.3", "aid.score", vp=n),
                    reason("7.5.3", "aid.human_draws", faction=target, cards=n + (1 if helper else 0))]
    if helper:
        reasons.append(reason("trait:helper", "aid.helper_extra", vp=1))
    reasons += _track_change(board, new)
    return _step(Compound(parts=tuple(parts)), reasons, _next_action(cur))


def _helper_aid(snap: RootSnapshot, cur: VagabotCursor, head: Reason) -> RootStep:
    """Trait Helper (Director's Cut): with nobody to aid here, move to aid the lowest-scoring
    player: exhaust 1 item, score 1 VP; they draw a card (a bot scores 1 VP instead, 7.5.3)."""
    board = _board(snap)
    here = where(snap)
    others = [f.id for f in snap.factions if f.id != ME]

    def on_map(f: str) -> Reason | None:
        if any(p.count(f) for p in snap.clearings()):
            return None
        return reason("2.3", "retry.no_pieces", faction=f)

    picked = pick(others, [Criterion("trait:helper", "aid.helper_fewest_vp", lambda f: snap.faction(f).vp, "min")],
                  tiebreak=_order_index, legal=on_map, tiebreak_rule="2.2", tiebreak_code="tiebreak.setup_order")
    target = picked.chosen
    reasons = [head, reason("trait:helper", "aid.helper_dc"), reason(RULING_HELPER, "aid.helper_reading"), *picked.reasons]
    if target is None:
        return _step(Nothing(), reasons, _next_action(cur))
    targets = [int(p.id) for p in snap.clearings() if p.count(target)]
    if isinstance(here, int) and here in targets:
        new = board.exhaust(1)
        parts: list[SetBoard | Score] = [_set(new), Score(faction=ME, vp=1)]
        if snap.faction(target).is_bot:
            parts.append(Score(faction=target, vp=1))
            reasons.append(reason("7.5.3", "aid.bot_scores", faction=target, vp=1))
        else:
            reasons.append(reason("trait:helper", "aid.human_draws", faction=target, cards=1))
        reasons.append(reason("trait:helper", "aid.score", vp=1))
        return _step(Compound(parts=tuple(parts)), reasons, _next_action(cur))
    if cur.moved:
        return _step(Nothing(), [*reasons, reason("trait:helper", "aid.not_reached")], _next_action(cur))
    dest, why = _nearest(snap, targets, [])
    assert dest is not None
    return _move_step(snap, cur, dest, [*reasons, *why])


# -- battle (7.5.4) --------------------------------------------------------------------------
def _buildings_tokens(snap: RootSnapshot, clearing: int, fid: str) -> int:
    place = snap.place(clearing)
    return place.count_category(fid, Category.BUILDING) + place.count_category(fid, Category.TOKEN)


def _warriors_of(snap: RootSnapshot, clearing: int, fid: str) -> int:
    return snap.place(clearing).count_category(fid, Category.WARRIOR)


def _battle_target(snap: RootSnapshot) -> tuple[str | None, tuple[Reason, ...]]:
    """7.5.4: the player with most VP; 2.2 on ties; 2.3: a player with no piece in a clearing
    cannot be fought, so the next one is tried."""

    def on_map(f: str) -> Reason | None:
        if any(p.count(f) for p in snap.clearings()):
            return None
        return reason("2.3", "retry.no_pieces", faction=f)

    picked = pick(_enemies(snap), [Criterion("7.5.4", "battle.most_vp", lambda f: snap.faction(f).vp)],
                  tiebreak=_order_index, legal=on_map, tiebreak_rule="2.2", tiebreak_code="tiebreak.setup_order")
    return picked.chosen, picked.reasons


def _declare(snap: RootSnapshot, cur: VagabotCursor, clearing: int, defender: str, cost: int,
             reasons: list[Reason]) -> RootStep:
    """Exhaust the items for a battle (7.5.4: 1, then 2 for each repeat); the dice come next.
    The items are exhausted first, so they are the first damaged (7.2.5), as in the worked example."""
    board = _board(snap)
    pb = PendingBattle(clearing=clearing, attacker=ME, defender=defender,
                       reasons=(reason("7.5.4", "battle.declare", clearing=clearing, defender=defender),))
    reasons = [*reasons, reason("7.5.4", "battle.exhaust", count=cost)]
    nxt = cur.model_copy(update={"pending_battle": pb, "battle_target": defender, "battles": cur.battles + 1,
                                 "marksman_done": False})
    return _step(_set(board.exhaust(cost)), reasons, nxt)


def _battle(snap: RootSnapshot, cur: VagabotCursor) -> RootStep | RootPrompt:
    if cur.pending_battle is not None:
        return _battle_in_progress(snap, cur)
    head = _action_reason(cur)
    board = _board(snap)
    here = where(snap)
    if cur.battle_target is not None:
        # 7.5.4: again, against the same player, while its pieces remain (in this clearing: ruling
        # vagabot-battle-again-here) and it can exhaust 2 items.
        again = cur.battle_target
        if not isinstance(here, int) or snap.place(here).count(again) == 0:
            return _step(Nothing(), [head, reason("7.5.4", "battle.target_gone", defender=again),
                                     reason(RULING_BATTLE_AGAIN_HERE, "battle.again_here")], _next_action(cur))
        if flow.has_trait(snap, ME, "adventurer"):
            return _step(Nothing(), [head, reason("trait:adventurer", "battle.adventurer_once")], _next_action(cur))
        if board.usable < 2:
            return _step(Nothing(), [head, reason("7.5.4", "battle.stop_items", usable=board.usable, cost=2)],
                         _next_action(cur))
        return _declare(snap, cur, here, again, 2, [head, reason("7.5.4", "battle.again", defender=again)])
    if flow.has_trait(snap, ME, "adventurer") and cur.battles_this_turn >= 1:
        return _step(Nothing(), [head, reason("trait:adventurer", "battle.adventurer_once")], _next_action(cur))
    if flow.has_trait(snap, ME, "berserker"):
        return _berserker(snap, cur, head)
    target, why = _battle_target(snap)
    if target is None:
        return _step(Nothing(), [head, reason("7.5.4", "battle.no_target"), *why], _next_action(cur))
    targets = [int(p.id) for p in snap.clearings() if p.count(target)]
    if isinstance(here, int) and here in targets:
        reasons = [head, *why]
        if not cur.moved:
            reasons.append(reason("7.5", "nearest.here", clearing=here))
        return _declare(snap, cur, here, target, 1, reasons)
    if cur.moved:
        return _step(Nothing(), [head, reason("7.5.4", "battle.not_reached", defender=target)], _next_action(cur))
    dest, near = _nearest(snap, targets, [
        Criterion("7.5.4.I", "battle.dest_most_buildings_tokens", lambda c: _buildings_tokens(snap, c, target)),
        Criterion("7.5.4.II", "battle.dest_fewest_warriors", lambda c: _warriors_of(snap, c, target), "min"),
    ])
    assert dest is not None
    return _move_step(snap, cur, dest, [head, *why, reason("7.5.4", "battle.nearest", defender=target), *near])


def _berserker(snap: RootSnapshot, cur: VagabotCursor, head: Reason) -> RootStep:
    """Trait Berserker: battle in the nearest clearing with most pieces, against the player with
    most pieces there (ruling vagabot-berserker-target: most enemy pieces first, then nearest)."""
    here = where(snap)
    enemies = _enemies(snap)
    clearings = [int(p.id) for p in snap.clearings() if rules.pieces_of(p, enemies)]
    if not clearings:
        return _step(Nothing(), [head, reason("trait:berserker", "battle.no_target")], _next_action(cur))
    dist = distances(snap, here)
    picked = pick(clearings, [
        Criterion("trait:berserker", "battle.berserker_most_pieces", lambda c: _pieces_here(snap, c, enemies)),
        Criterion("7.5", "nearest.moves", lambda c: dist.get(c, 99), "min"),
    ], tiebreak=rules.highest_first(snap))
    dest = picked.chosen
    assert dest is not None
    reasons = [head, *picked.reasons, reason(RULING_BERSERKER, "battle.berserker_reading")]
    if dest != here:
        if cur.moved:
            return _step(Nothing(), [*reasons, reason("trait:berserker", "battle.not_reached")], _next_action(cur))
        return _move_step(snap, cur, dest, reasons)
    place = snap.place(dest)
    who = pick([f for f in enemies if place.count(f)],
               [Criterion("trait:berserker", "battle.berserker_most_pieces_player", lambda f: place.count(f))],
               tiebreak=_order_index, tiebreak_rule="2.2", tiebreak_code="tiebreak.setup_order")
    assert who.chosen is not None
    return _declare(snap, cur, dest, who.chosen, 1, [*reasons, *who.reasons])


def _battle_in_progress(snap: RootSnapshot, cur: VagabotCursor) -> RootStep | RootPrompt:
    """A declared battle: the Marksman's hit, then the dice, then the result."""
    pb = cur.pending_battle
    assert pb is not None
    if pb.dice is None:
        if pb.attacker == ME and flow.has_trait(snap, ME, "marksman") and not cur.marksman_done:
            return _marksman(snap, cur, pb)
        if snap.place(pb.clearing).count(pb.defender) == 0:
            # The Marksman's hit removed the defender's last piece: there is nobody to fight.
            nxt = cur.model_copy(update={"pending_battle": None, "battles_this_turn": cur.battles_this_turn + 1})
            return _step(Nothing(), [reason(RULING_MARKSMAN, "battle.no_defender_left", defender=pb.defender)], nxt)
        return battles.ask_before_dice(snap, pb, ME)
    return _resolve(snap, cur, pb)


def _resolve(snap: RootSnapshot, cur: VagabotCursor, pb: PendingBattle) -> RootStep | RootPrompt:
    """Law of Root battle with the bot rules (battle.resolve_battle: the Vagabot's cap, 12th-item
    hit, 1 VP per warrior removed, damaged items, the Arbiter)."""
    vagrant = pb.attacker != ME
    resolved = battles.resolve_battle(snap, pb)
    if isinstance(resolved, RootPrompt):
        q = resolved.question
        if vagrant and isinstance(q, AskRemoval):
            # 7.7.4: the Vagrant removes the pieces of both sides (ruling vagabot-vagrant-removal).
            choice, _ = _vagrant_choice(q.faction, q.hits, q.options, snap.rng)
            pb = pb.model_copy(update={"defender_choice": choice})
            resolved = battles.resolve_battle(snap, pb)
            if isinstance(resolved, RootPrompt):
                return resolved
        else:
            return resolved
    action, state, why = resolved
    reasons = [*pb.reasons, *why]
    if vagrant:
        action, state, more = _vagrant_attacker_losses(snap, pb, action, state)
        reasons += more
    board_after = dict(action.boards).get(ME)
    if isinstance(board_after, VagabotBoard):
        reasons += _track_change(_board(snap), board_after.settled())
    nxt = cur.model_copy(update={"pending_battle": None, "marksman_done": False,
                                 "battles_this_turn": cur.battles_this_turn + (0 if vagrant else 1)})
    if _in_special(cur):
        nxt = _next_action(nxt)  # the Vagrant's battle is the whole special: no repeat
    return _step(action, reasons, nxt, rng=state if state != snap.rng else None)


def _in_special(cur: VagabotCursor) -> bool:
    return not cur.adventurer and cur.action_index < len(cur.actions) and cur.actions[cur.action_index] == "special"


def _marksman(snap: RootSnapshot, cur: VagabotCursor, pb: PendingBattle) -> RootStep | RootPrompt:
    """Trait Marksman: before the dice, one immediate hit on the defender; 1 VP if it removes a
    warrior (7.5.4), 1 VP for a building or token (Law of Root, battle.removal_vp)."""
    place = snap.place(pb.clearing)
    defender = pb.defender
    state = snap.rng
    nxt = cur.model_copy(update={"marksman_done": True, "table_answer": None})
    head = [reason("trait:marksman", "battle.marksman_hit", defender=defender), reason(RULING_MARKSMAN, "battle.marksman_first")]
    cfg = snap.faction(defender).bot
    if cfg is not None:
        removals, state = battles.bot_losses(place, defender, 1, state,
                                             building_hits=battles.bot_building_hits(snap, defender))
    else:
        removals, left, options = battles.human_losses(place, defender, 1)
        if left and battles.human_choice_needed(left, options):
            if cur.table_answer is None:
                return _ask("marksman.removal", tuple(k for k, _ in options), [*head], faction=defender,
                            clearing=pb.clearing)
            kind = cur.table_answer[0]
            removals = (Removal(faction=defender, piece=kind, clearing=pb.clearing, count=1),)
        else:
            removals = removals + battles.forced_human_removals(place, defender, left, options)
    if not removals:
        return _step(Nothing(), [*head, reason("trait:marksman", "battle.marksman_nothing")], nxt)
    # 1 VP per warrior removed (7.5.4), per building or token (Law of Root, as the Alliance's Popularity allows).
    why: list[Reason] = []
    vp = sum(r.count for r in removals if r.piece == "warrior") + battles.removal_vp(snap, removals, ME, why).get(ME, 0)
    effects = hooks.removal_effects(snap, removals)
    action = RemovePieces(removals=removals + effects.extra_removals, vp=((ME, vp),) if vp else (),
                          boards=effects.boards)
    hit = removals[0]  # one hit removes one piece
    reasons = [*head, reason("trait:marksman", "battle.marksman_vp", faction=hit.faction, piece=hit.piece, vp=vp), *why]
    reasons.extend(effects.reasons)
    return _step(action, reasons, nxt, rng=state if state != snap.rng else None)


# -- repair (7.5.5) --------------------------------------------------------------------------
def _repair(snap: RootSnapshot, cur: VagabotCursor) -> RootStep:
    head = _action_reason(cur)
    board = _board(snap)
    if board.damaged == 0:
        return _step(Nothing(), [head, reason("7.5.5", "repair.none")], _next_action(cur))
    face = "ready" if board.damaged_ready else "exhausted"
    new = board.exhaust(1).repair(1)
    return _step(_set(new), [head, reason("7.5.5", "repair.one", face=face), *_track_change(board, new)],
                 _next_action(cur))


# -- special (7.5.6, 7.7) --------------------------------------------------------------------
def _special(snap: RootSnapshot, cur: VagabotCursor) -> RootStep | RootPrompt:
    head = _action_reason(cur)
    character = _board(snap).character
    if cur.pending_battle is not None:
        return _battle_in_progress(snap, cur)
    handler = _SPECIALS[character]
    return handler(snap, cur, head)


def _skip(cur: VagabotCursor, head: Reason, *why: Reason) -> RootStep:
    """7.5.6: a special with no effect, or impossible, is skipped (no item exhausted)."""
    return _step(Nothing(), [head, *why, reason("7.5.6", "special.skip")], _next_action(cur))


def _thief(snap: RootSnapshot, cur: VagabotCursor, head: Reason) -> RootStep | RootPrompt:
    """7.7.1: take a random card from the enemy here with most VP (tie: most pieces here). A bot
    has no hand (2.8.1), so 2.3 tries the next; the human's card is discarded and the Vagabot
    scores 1 VP (2.8.1; ruling vagabot-thief-hand)."""
    here = where(snap)
    if isinstance(here, str):
        return _skip(cur, head, reason("7.7.1", "special.in_forest", forest=here))
    place = snap.place(here)
    present = [f for f in _enemies(snap) if place.count(f)]
    humans = tuple(f for f in present if not snap.faction(f).is_bot)
    if humans and cur.table_answer is None:
        return _ask("thief.humans_with_cards", humans, [head, reason(RULING_THIEF_HAND, "thief.ask_hands")],
                    multiple=True, clearing=here)
    with_cards = cur.table_answer or ()

    def has_hand(f: str) -> Reason | None:
        if snap.faction(f).is_bot:
            return reason(RULING_THIEF_HAND, "retry.bot_no_hand", faction=f)
        if f not in with_cards:
            return reason("2.3", "retry.no_cards", faction=f)
        return None

    picked = pick(present, [Criterion("7.7.1", "thief.most_vp", lambda f: snap.faction(f).vp),
                            Criterion("7.7.1", "thief.most_pieces", lambda f: place.count(f))],
                  tiebreak=_order_index, legal=has_hand, tiebreak_rule="2.2", tiebreak_code="tiebreak.setup_order")
    if picked.chosen is None:
        return _skip(cur, head, reason("7.7.1", "thief.no_target"), *picked.reasons)
    board = _board(snap)
    return _step(Compound(parts=(_set(board.exhaust(1)), Score(faction=ME, vp=1))),
                 [head, *picked.reasons, reason("7.7.1", "thief.take", faction=picked.chosen),
                  reason("2.8.1", "thief.card_discarded", faction=picked.chosen, vp=1)], _next_action(cur))


def _tinker(snap: RootSnapshot, cur: VagabotCursor, head: Reason) -> RootStep:
    """7.7.2: the most recent card of the discard pile with an item still in the supply: craft it
    ("you score only 1 VP", 1.1.2). The app knows only the order cards bots discarded
    (RootSnapshot.discard; ruling vagabot-tinker-discard)."""
    for name in reversed(snap.discard):
        try:
            card = find_card(snap, name)
        except IllegalAnswer:
            continue  # a suit-only entry: the card is unknown
        if card.item is not None and snap.item_count(card.item) >= 1:
            board = _board(snap)
            new = board.exhaust(1).gain(1)
            vp = TINKER_VP
            reasons = [head, reason("7.7.2", "tinker.craft", card=card.id, item=card.item),
                       reason(RULING_TINKER_DISCARD, "tinker.discard_known"),
                       reason("7.7.2", "tinker.vp", vp=vp),
                       *_track_change(board, new)]
            return _step(Compound(parts=(Craft(faction=ME, item=card.item, card=card.id, vp=vp), _set(new))),
                         reasons, _next_action(cur))
    return _skip(cur, head, reason("7.7.2", "tinker.nothing"), reason(RULING_TINKER_DISCARD, "tinker.discard_known"))


def _ranger(snap: RootSnapshot, cur: VagabotCursor, head: Reason) -> RootStep:
    """7.7.3: with 3 or more damaged items, slip into a random adjacent forest (in every printing)."""
    board = _board(snap)
    if board.damaged < 3:
        return _skip(cur, head, reason("7.7.3", "ranger.too_few_damaged", damaged=board.damaged))
    move, state, forest = _slip(snap)
    if move is None or forest is None:
        return _skip(cur, head, reason("7.4.3", "slip.no_forest"))
    return _step(Compound(parts=(move, _set(board.exhaust(1)))),
                 [head, reason("7.7.3", "ranger.slip", damaged=board.damaged, forest=forest, options=slip_options(snap))],
                 _next_action(cur), rng=state)


def _vagrant(snap: RootSnapshot, cur: VagabotCursor, head: Reason) -> RootStep:
    """7.7.4: a battle in its clearing between two players it chooses (ruling vagabot-vagrant-sides:
    the attacker is the enemy with most pieces there that has warriors, the defender the other
    enemy with most pieces; with no such pair it attacks the enemy with most pieces itself)."""
    here = where(snap)
    if isinstance(here, str):
        return _skip(cur, head, reason("7.7.4", "special.in_forest", forest=here))
    place = snap.place(here)
    present = [f for f in _enemies(snap) if place.count(f)]
    if not present:
        return _skip(cur, head, reason("7.7.4", "vagrant.nobody"))

    def armed(f: str) -> Reason | None:
        return None if place.count_category(f, Category.WARRIOR) else reason("2.3", "retry.no_warriors", faction=f)

    most: Criterion[str] = Criterion("7.7.4", "vagrant.most_pieces", lambda f: place.count(f))
    reasons: list[Reason] = [head, reason(RULING_VAGRANT_SIDES, "vagrant.reading")]
    attacker = pick(present, [most], tiebreak=_order_index, legal=armed, tiebreak_rule="2.2",
                    tiebreak_code="tiebreak.setup_order")
    rest = [f for f in present if f != attacker.chosen]
    if attacker.chosen is not None and rest:
        defender = pick(rest, [most], tiebreak=_order_index, tiebreak_rule="2.2", tiebreak_code="tiebreak.setup_order")
        assert defender.chosen is not None
        att, dfd = attacker.chosen, defender.chosen
        reasons += [*attacker.reasons, reason("7.7.4", "vagrant.attacker", faction=att),
                    *defender.reasons, reason("7.7.4", "vagrant.defender", faction=dfd)]
    else:
        alone = pick(present, [most], tiebreak=_order_index, tiebreak_rule="2.2", tiebreak_code="tiebreak.setup_order")
        assert alone.chosen is not None
        att, dfd = ME, alone.chosen
        reasons += [*alone.reasons, reason(RULING_VAGRANT_SIDES, "vagrant.self_attacks", defender=dfd)]
    board = _board(snap)
    pb = PendingBattle(clearing=here, attacker=att, defender=dfd,
                       reasons=(reason("7.7.4", "vagrant.battle", clearing=here, attacker=att, defender=dfd),))
    return _step(_set(board.exhaust(1)), [*reasons, reason("7.5.6", "special.exhaust")],
                 cur.model_copy(update={"pending_battle": pb, "marksman_done": att != ME}))


def _vagrant_choice(faction: str, hits: int, options: tuple[tuple[str, int], ...], state: int
                    ) -> tuple[tuple[tuple[str, int], ...], int]:
    """The Vagrant's choice of a human's buildings and tokens (ruling vagabot-vagrant-removal):
    as a bot would remove its own (1.2.1): tokens first, then buildings of a random type."""
    tokens = [(k, n) for k, n in options if FACTIONS[faction].piece(k).category == Category.TOKEN]
    buildings = {k: n for k, n in options if FACTIONS[faction].piece(k).category == Category.BUILDING}
    chosen: Counter[str] = Counter()
    for k, n in tokens:
        take = min(n, hits)
        if take:
            chosen[k] += take
            hits -= take
    while hits > 0 and buildings:
        kinds = sorted(buildings)
        kind, state = rngmod.choice(state, kinds) if len(kinds) > 1 else (kinds[0], state)
        chosen[kind] += 1
        buildings[kind] -= 1
        if buildings[kind] == 0:
            del buildings[kind]
        hits -= 1
    return tuple(sorted(chosen.items())), state


def _vagrant_attacker_losses(snap: RootSnapshot, pb: PendingBattle, action: Battle, state: int
                             ) -> tuple[Battle, int, list[Reason]]:
    """resolve_battle removes a human attacker's warriors only (a bot never attacks a human
    there); in the Vagrant's battle the Vagabot also picks the attacker's buildings and tokens."""
    attacker = snap.faction(pb.attacker)
    if attacker.is_bot or pb.attacker == ME:
        return action, state, []
    place = snap.place(pb.clearing)
    _, left, options = battles.human_losses(place, pb.attacker, action.defender_hits)
    if not (left and battles.human_choice_needed(left, options)):
        return action, state, []
    choice, state = _vagrant_choice(pb.attacker, left, options, state)
    extra = tuple(Removal(faction=pb.attacker, piece=k, clearing=pb.clearing, count=n) for k, n in choice)
    vp = dict(action.vp)
    for f, points in battles.removal_vp(snap, extra, pb.defender, []).items():  # War Tax, Popularity too
        vp[f] = vp.get(f, 0) + points
    new = action.model_copy(update={"removals": action.removals + extra,
                                    "vp": tuple(sorted((f, n) for f, n in vp.items() if n))})
    return new, state, [reason(RULING_VAGRANT_REMOVAL, "vagrant.attacker_losses", faction=pb.attacker, count=left)]


def _rogue(snap: RootSnapshot, cur: VagabotCursor, head: Reason) -> RootStep:
    """7.7.5: with 3+ enemy pieces here, one of them a building or token: remove every enemy
    piece here, cover a free building slot with one of its items, score 1 VP (plus 1 VP per
    building and token removed: ruling vagabot-rogue-removal-vp). Co-op (ruling coop-collateral,
    as for the Alliance's Revolt): the condition counts the pieces of non-bots only, but the removal
    takes other bots' pieces too, as collateral."""
    here = where(snap)
    if isinstance(here, str):
        return _skip(cur, head, reason("7.7.5", "special.in_forest", forest=here))
    place = snap.place(here)
    enemies = _enemies(snap)
    pieces = rules.pieces_of(place, enemies)
    bt = sum(_buildings_tokens(snap, here, f) for f in enemies)
    if pieces < 3 or bt < 1:
        return _skip(cur, head, reason("7.7.5", "rogue.conditions", pieces=pieces, buildings_tokens=bt))
    removals = tuple(Removal(faction=s.faction, piece=s.kind, clearing=here, count=s.count) for s in place.stacks
                     if s.faction != ME and FACTIONS[s.faction].piece(s.kind).category != Category.PAWN)
    effects = hooks.removal_effects(snap, removals)
    board = _board(snap)
    new = board.exhaust(1)
    reasons = [head, reason("7.5.6", "special.exhaust"), reason("7.7.5", "rogue.remove_all", clearing=here),
               *(reason("7.7.5", "rogue.removed", faction=r.faction, piece=r.piece, count=r.count) for r in removals)]
    if any(r.faction not in enemies for r in removals):
        reasons.append(reason(RULING_COOP_COLLATERAL, "rogue.coop_collateral"))
    reasons.append(reason("7.7.5", "rogue.score", vp=1))
    points = battles.removal_vp(snap, removals, ME, reasons).get(ME, 0)
    if points:
        reasons.append(reason(RULING_ROGUE_VP, "rogue.removal_vp", vp=points))
    freed = sum(r.count for r in removals if FACTIONS[r.faction].piece(r.piece).category == Category.BUILDING)
    if rules.free_slots(snap, here) + freed >= 1:
        new = new.lose_one().model_copy(update={"covered_slots": new.covered_slots + (here,)})
        reasons.append(reason("7.7.5", "rogue.cover_slot", clearing=here))
        reasons.append(reason(RULING_ROGUE_ITEM, "rogue.least_useful_item"))
    else:
        reasons.append(reason(RULING_ROGUE_ITEM, "rogue.no_free_slot", clearing=here))
    reasons.extend(effects.reasons)
    reasons += _track_change(board, new)
    return _step(Compound(parts=(_set(new), RemovePieces(removals=removals + effects.extra_removals,
                                                         vp=((ME, 1 + points),), boards=effects.boards))),
                 reasons, _next_action(cur))


def _arbiter(snap: RootSnapshot, cur: VagabotCursor, head: Reason) -> RootStep:
    """7.7.6: the Arbiter's card has no action of its own (defenders enlist it in battle,
    battle.resolve_battle), so its Special is always skipped (ruling vagabot-arbiter-special)."""
    return _skip(cur, head, reason(RULING_ARBITER_SPECIAL, "arbiter.passive"))


Special = Callable[[RootSnapshot, VagabotCursor, Reason], "RootStep | RootPrompt"]
_SPECIALS: dict[str, Special] = {
    "thief": _thief, "tinker": _tinker, "ranger": _ranger, "vagrant": _vagrant, "rogue": _rogue, "arbiter": _arbiter,
}


# -- evening (7.6) ---------------------------------------------------------------------------
def _evening_refresh(snap: RootSnapshot, cur: VagabotCursor) -> RootStep:
    """7.6.1: refresh 4 undamaged items if any is damaged, else 6 (difficulty: one fewer or more);
    satchel items first (ruling vagabot-refresh-satchel-first)."""
    cfg = flow.bot_config(snap, ME)
    board = _board(snap)
    n = refresh_count(cfg, board.damaged)
    reasons = [reason("7.6.1", "refresh.count", count=n, damaged=board.damaged)]
    if cfg.difficulty != "normal":
        reasons.append(reason("difficulty:" + cfg.difficulty, "refresh.difficulty", count=n))
    nxt = _phase(cur, "evening_repair")
    if board.exhausted == 0:
        return _step(Nothing(), [*reasons, reason("7.6.1", "refresh.none_exhausted")], nxt)
    new = board.refresh(n)
    reasons += [reason("7.6.1", "refresh.done", refreshed=board.exhausted - new.exhausted),
                reason(RULING_REFRESH_ORDER, "refresh.satchel_first")]
    return _step(_set(new), reasons, nxt)


def _evening_repair(snap: RootSnapshot, cur: VagabotCursor) -> RootStep:
    """7.6.2: in a forest repair every item, else 1 (face up first); Berserker: one more."""
    board = _board(snap)
    here = where(snap)
    nxt = _phase(cur, "evening_difficulty")
    if isinstance(here, str):
        n = board.damaged
        reasons = [reason("7.6.2", "repair.forest_all", forest=here)]
    else:
        n = 1
        reasons = [reason("7.6.2", "repair.clearing_one", clearing=here)]
        if flow.has_trait(snap, ME, "berserker"):
            n += 1
            reasons.append(reason("trait:berserker", "repair.berserker_extra"))
    if board.damaged == 0:
        return _step(Nothing(), [*reasons, reason("7.6.2", "repair.none")], nxt)
    new = board.repair(n)
    reasons += [reason("7.6.2", "repair.done", repaired=board.damaged - new.damaged), *_track_change(board, new)]
    return _step(_set(new), reasons, nxt)


def _evening_difficulty(snap: RootSnapshot, cur: VagabotCursor) -> RootStep | VagabotCursor:
    nxt = _phase(cur, "evening_discard")
    score = flow.nightmare_score(snap, ME)
    if score is None:
        return nxt
    return _step(score, [flow.nightmare_reason(snap, score)], nxt)


def _evening_discard(snap: RootSnapshot, cur: VagabotCursor) -> RootStep:
    assert cur.order is not None
    return _step(Discard(card=cur.order), [reason("7.6.3", "order.discard")], _phase(cur, "end"))


def _end(snap: RootSnapshot, cur: VagabotCursor) -> RootStep:
    return _step(EndTurn(faction=ME), [reason("7.6", "turn.end", faction=ME)], cur)


Handler = Callable[[RootSnapshot, VagabotCursor], "RootStep | RootPrompt | VagabotCursor"]
ActionHandler = Callable[[RootSnapshot, VagabotCursor], "RootStep | RootPrompt"]

_ACTIONS: dict[str, ActionHandler] = {
    "explore": _explore, "quest": _quest, "aid": _aid, "battle": _battle, "repair": _repair, "special": _special,
}

_HANDLERS: dict[str, Handler] = {
    "birdsong_start": _birdsong_start,
    "birdsong_reveal": _birdsong_reveal,
    "birdsong_craft": _birdsong_craft,
    "birdsong_slip": _birdsong_slip,
    "daylight": _daylight,
    "quest_draw": _quest_draw,
    "adventurer": _adventurer,
    "evening_refresh": _evening_refresh,
    "evening_repair": _evening_repair,
    "evening_difficulty": _evening_difficulty,
    "evening_discard": _evening_discard,
    "end": _end,
}


# -- answers from the table ------------------------------------------------------------------
def answer(snap: RootSnapshot, prompt: RootPrompt, ans: Answer) -> RootSnapshot:
    cur = _effective_cursor(snap, _cursor(snap))
    q = prompt.question
    match q, ans:
        case AskOrderCard(), OrderCardAnswer(card=card):
            card = validate_order_card(snap, card)
            return _with_cursor(snap, _phase(cur, "birdsong_craft", order=card))
        case (AskDice() | AskRemoval() | AskArbiter()), (DiceAnswer() | RemovalAnswer() | ArbiterAnswer()):
            return flow.with_battle_answer(snap, cur, q, ans)
        case AskTable(topic=topic, options=options, multiple=multiple), TableAnswer(chosen=chosen):
            if any(c not in options for c in chosen) or len(set(chosen)) != len(chosen):
                raise IllegalAnswer("answer.not_an_option", topic=topic)
            if not multiple and len(chosen) != 1:
                raise IllegalAnswer("answer.choose_one", topic=topic)
            if topic == "quest.drawn":
                return _quest_drawn(snap, cur, chosen[0])
            if topic == "aid.crafted_count":
                return _with_cursor(snap, cur.model_copy(update={"table_answer2": chosen}))
            return _with_cursor(snap, cur.model_copy(update={"table_answer": chosen}))
    raise IllegalAnswer("answer.wrong_kind", question=q.kind, answer=ans.kind)


def _quest_drawn(snap: RootSnapshot, cur: VagabotCursor, chosen: str) -> RootSnapshot:
    """The table drew a quest (7.3.3 at the first turn, 7.5.2 after one is completed)."""
    board = _board(snap)
    if chosen == NO_QUEST:
        board = board.model_copy(update={"quest": None, "quest_name": None, "quest_deck_empty": True})
    else:
        board = board.model_copy(update={"quest": Suit(chosen), "quest_name": None})
    snap = rules.update_faction(snap, ME, board=board)
    if cur.phase == "birdsong_start":
        nxt = _phase(cur, "birdsong_reveal")
    elif cur.adventurer:
        nxt = _phase(cur, "adventurer", acted=True)
    else:
        nxt = _next_action(cur)
    return _with_cursor(snap, nxt)


def _effective_cursor(snap: RootSnapshot, cur: VagabotCursor) -> VagabotCursor:
    return flow.effective_cursor(snap, cur, _HANDLERS)


def _with_cursor(snap: RootSnapshot, cur: VagabotCursor) -> RootSnapshot:
    return flow.with_cursor(snap, cur)


# -- hooks: the Vagabot in battles and edits it does not lead (bots/hooks.py) ----------------
FULL_REMOVAL_DAMAGE = 3
"""7.2.1.I: "o Automalandro danifica 3 itens"."""
MAX_ITEMS = 30


def _board_of(snap: RootSnapshot, faction: str) -> VagabotBoard | None:
    board = snap.faction(faction).board
    return board if isinstance(board, VagabotBoard) else None


def hit_cap(snap: RootSnapshot, faction: str, clearing: int) -> int | None:
    """7.2.4: its rolled hits are capped by its battle track, not by warriors."""
    board = _board_of(snap, faction)
    return board.max_hits if board is not None else None


def defenceless(snap: RootSnapshot, faction: str, clearing: int) -> bool | None:
    """Ruling vagabond-defender: defenceless with no undamaged items."""
    board = _board_of(snap, faction)
    return board.undamaged == 0 if board is not None else None


def arbiter_bonus(snap: RootSnapshot, faction: str) -> int | None:
    """7.7.6: the Arbiter Vagabot may be enlisted, adding the items on its battle track."""
    board = _board_of(snap, faction)
    return board.track if board is not None and board.character == "arbiter" else None


def attack_bonus(snap: RootSnapshot, pb: PendingBattle) -> tuple[int, tuple[Reason, ...]]:
    """7.2.4: the 12th undamaged item adds a hit when it attacks."""
    board = _board_of(snap, pb.attacker)
    if board is None or not board.extra_attack_hit:
        return 0, ()
    return 1, (reason("7.2.4", "battle.vagabot_twelfth_item"),)


def attack_vp(snap: RootSnapshot, pb: PendingBattle, removals: tuple[Removal, ...]) -> tuple[int, tuple[Reason, ...]]:
    """7.5.4: 1 VP per enemy warrior it removes (as attacker only)."""
    killed = sum(r.count for r in removals if r.piece == "warrior")
    return killed, (reason("7.5.4", "battle.vagabot_warrior_vp", vp=killed),) if killed else ()


def take_hits(snap: RootSnapshot, faction: str, clearing: int, hits: int, reasons: list[Reason]
              ) -> tuple[tuple[Removal, ...], VagabotBoard | None] | None:
    """7.2.5: hits damage its items (exhausted first); its pawn is never removed."""
    board = _board_of(snap, faction)
    if board is None:
        return None
    new, n = damage_vagabot(board, hits)
    reasons.append(reason("7.2.5", "battle.vagabot_damage", items=n))
    return (), new


def swept(snap: RootSnapshot, faction: str, clearing: int) -> VagabotBoard | None:
    """7.2.1.I: when all enemy pieces are removed from its clearing, it damages 3 items instead."""
    board = _board_of(snap, faction)
    if board is None:
        return None
    return damage_vagabot(board, FULL_REMOVAL_DAMAGE)[0].settled()


def check_board(board: VagabotBoard) -> None:
    """A corrected board cannot hold more items than the game has."""
    if board.undamaged + board.damaged > MAX_ITEMS:
        raise IllegalEdit("edit.too_many_items", count=board.undamaged + board.damaged)


def keeps_crafted_items(snap: RootSnapshot, faction: str) -> bool:
    """7.4.2: its crafted items go into its satchel (its board), not a crafted-items section."""
    return False


__all__ = [
    "ACTIONS",
    "CHARACTERS",
    "TRAITS",
    "actions_for",
    "answer",
    "character_of",
    "distances",
    "new_cursor",
    "next_step",
    "quest_vp",
    "refresh_count",
    "route",
    "setup",
    "slip_options",
    "where",
]

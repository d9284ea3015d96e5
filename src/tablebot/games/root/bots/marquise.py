"""Mechanical Marquise 2.0 (Law of Rootbotics section 4).

Every decision walks the rulebook: the action's own criteria, then clearing priority (2.1), the
retry over illegal targets (2.3) and the order of several actions by priority (2.4), all through
core.ranking.pick so the reasons shown to the player are the chain that actually decided.

The turn is a cursor in the snapshot (phase, clearings done, the order card, the pending battle);
next_step() reads it and proposes one step, so a half-played turn survives undo and reload, and
an edit of the board between two steps simply re-plans from the new board.
"""

from __future__ import annotations

from collections.abc import Callable

from ....core import rng as rngmod
from ....core.ranking import Criterion, pick
from ....core.reasons import Reason, reason
from ....core.steps import IllegalAnswer
from .. import battle as battles
from .. import plots, rules
from ..actions import (
    Action,
    Answer,
    ArbiterAnswer,
    AskArbiter,
    AskDice,
    AskOrderCard,
    AskRemoval,
    Build,
    DiceAnswer,
    Discard,
    EndTurn,
    Move,
    Nothing,
    OrderCardAnswer,
    PlaceWarriors,
    Removal,
    RemovalAnswer,
    RootPrompt,
    RootStep,
    Score,
)
from ..cards import validate_order_card
from ..factions import MARQUISE_BUILDINGS, SETUP_ORDER, Category, Suit
from ..setup import GameConfig
from ..state import BotConfig, MarquiseCursor, PendingBattle, RootSnapshot
from . import flow

ME = "marquise"
BOT_ID = "mechanical_marquise_2"

BUILDING_FOR_SUIT = {Suit.FOX: "sawmill", Suit.RABBIT: "workshop", Suit.MOUSE: "recruiter"}

# VP printed on the bot board's building tracks: entry k is scored with k+1 buildings of the type on
# the map (the leftmost space is empty from setup). Source: shared/data/root/bot_boards.json (two
# peer apps agree; the printed board was not seen). Consistent with the section 4 example.
TRACK_VP: dict[str, tuple[int, ...]] = {b: (0, 1, 2, 3, 4, 5) for b in MARQUISE_BUILDINGS}

TRAITS = ("blitz", "fortified", "hospitals", "iron_will")

# -- rulings (docs/rulings.md) ---------------------------------------------------------------
RULING_EXPAND_UNLIMITED = "ruling:expand-unlimited"
RULING_MOVE_SEQUENTIAL = "ruling:move-sequential"
RULING_SUPPLY_SHORT = "ruling:supply-short"
RULING_UNEVEN_RECRUIT = "ruling:uneven-recruit"
RULING_BIRD_ORDER_ANY_CLEARING = "ruling:bird-order-any-clearing"
RULING_BUILD_TYPE_FIXED = "ruling:build-type-fixed"
RULING_MOVE_TIES_AT_ZERO = "ruling:move-ties-at-zero"
RULING_VAGABOND_DEFENDER = "ruling:vagabond-defender"


# -- setup (4.3) -----------------------------------------------------------------------------
def setup(snap: RootSnapshot, faction: str, config: GameConfig) -> RootSnapshot:
    """4.3.1-4.3.5: supply of 25 warriors (implicit), the Keep in a random corner (seeded, or the
    table's override), the garrison, and three starting buildings at random among the Keep's
    clearing and its neighbours, one per clearing. The tracks hold the rest (implicit in supply)."""
    assert faction == ME
    board = rules.board_of(snap)
    state = snap.rng
    log: list[Reason] = []
    if config.keep_corner is not None:
        if config.keep_corner not in board.corners():
            raise IllegalAnswer("setup.keep_not_corner", clearing=config.keep_corner)
        keep = config.keep_corner
        log.append(reason("4.3.2", "setup.keep_chosen", clearing=keep))
    else:
        keep, state = rngmod.choice(state, board.corners())
        log.append(reason("4.3.2", "setup.keep_random", clearing=keep, corners=board.corners()))
    snap = rules.add_pieces(snap, ME, "keep", keep)
    opposite = board.clearing(keep).opposite_corner
    for c in board.clearing_ids():
        if c != opposite:
            snap = rules.add_pieces(snap, ME, "warrior", c, 2 if c == keep else 1)
    log.append(reason("4.3.3", "setup.garrison", keep=keep, empty=opposite or 0))
    # 4.3.4: one building per clearing, among the Keep and its neighbours that have a free slot.
    spots = [c for c in (keep, *board.adjacent(keep)) if rules.free_slots(snap, c) > 0]
    chosen, state = rngmod.shuffled(state, spots)
    kinds, state = rngmod.shuffled(state, MARQUISE_BUILDINGS)
    for kind, clearing in zip(kinds, chosen[:3]):
        snap = rules.add_pieces(snap, ME, kind, clearing)
        log.append(reason("4.3.4", "setup.building", piece=kind, clearing=clearing))
    return snap.model_copy(update={"rng": state, "log": snap.log + tuple(log)})


def new_cursor() -> MarquiseCursor:
    return MarquiseCursor()


# -- difficulty and traits (3.3; texts in shared/data/root/bots.json) ------------------------
def recruit_count(cfg: BotConfig) -> int:
    """Warriors one Recruit places: 4 at normal (4.5.2); the difficulty card changes it."""
    if cfg.printing == "directors_cut":
        return {"easy": 3, "normal": 4, "challenging": 5, "nightmare": 5}[cfg.difficulty]
    return 2 if cfg.difficulty == "easy" else 4


def expand_limit(cfg: BotConfig) -> int | None:
    """4.5.5 sets no limit on Expand (ruling expand-unlimited); only the Director's Cut Iron Will card
    says "twice per turn". None: no limit."""
    return 2 if ("iron_will" in cfg.traits and cfg.printing == "directors_cut") else None


# -- shared helpers --------------------------------------------------------------------------
def _warriors(snap: RootSnapshot, clearing: int) -> int:
    return snap.place(clearing).count(ME, "warrior")


def _enemy_pieces(snap: RootSnapshot, clearing: int) -> int:
    return rules.pieces_of(snap.place(clearing), rules.enemies(snap, ME))


def _ordered(snap: RootSnapshot, suit: Suit) -> tuple[int, ...]:
    """2.7: clearings matching the order's suit; a bird order is wild and orders every clearing
    (ruling bird-order-any-clearing, the reading of the Alliance's worked example)."""
    board = rules.board_of(snap)
    return tuple(c.id for c in board.clearings if suit == Suit.BIRD or c.suit == suit)


def _ruled(snap: RootSnapshot, clearings: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(c for c in clearings if rules.rules(snap, ME, c))


def _buildings_on_map(snap: RootSnapshot) -> int:
    return sum(snap.on_board(ME, b) for b in MARQUISE_BUILDINGS)


def _cursor(snap: RootSnapshot) -> MarquiseCursor:
    cur = snap.turn.cursor
    assert isinstance(cur, MarquiseCursor)
    return cur


def _phase(cur: MarquiseCursor, phase: str, **changes: object) -> MarquiseCursor:
    """Enter a new phase: its per-phase memory (done, acted, moved_into) starts empty."""
    base = {"phase": phase, "done": (), "acted": False, "pending_battle": None}
    if not phase.endswith("move_battle") and phase != "blitz_battle":
        base["moved_into"] = ()
    base.update(changes)
    return cur.model_copy(update=base)


def _step(action: Action, reasons: tuple[Reason, ...] | list[Reason], cursor: MarquiseCursor,
          rng: int | None = None) -> RootStep:
    return RootStep(actor=ME, action=action, reasons=tuple(reasons), cursor=cursor, rng=rng)


def _daylight_start(cur: MarquiseCursor) -> MarquiseCursor:
    """4.5: a bird order resolves Escalated Daylight (4.7) instead."""
    assert cur.order is not None
    return _phase(cur, "escalated_battle" if cur.order.suit == Suit.BIRD else "daylight_battle")


# -- the turn --------------------------------------------------------------------------------
def next_step(snap: RootSnapshot) -> RootStep | RootPrompt:
    """The next thing the Marquise does, from the cursor in the snapshot."""
    cur = _cursor(snap)
    return flow.propose(snap, cur, _HANDLERS, "Marquise")


def _birdsong_reveal(snap: RootSnapshot, cur: MarquiseCursor) -> RootPrompt:
    return RootPrompt(actor=ME, question=AskOrderCard(purpose="birdsong"),
                      reasons=(reason("4.4.1", "order.reveal"),))


def _expand_reveal(snap: RootSnapshot, cur: MarquiseCursor) -> RootPrompt:
    return RootPrompt(actor=ME, question=AskOrderCard(purpose="expand"),
                      reasons=(reason("4.5.5", "order.reveal_expand"),))


def _birdsong_craft(snap: RootSnapshot, cur: MarquiseCursor) -> RootStep:
    """4.4.2 / 1.1: craft the order card's item if the supply still has it; always 1 VP."""
    order = cur.order
    assert order is not None
    nxt = _daylight_start(cur)
    craft, why = flow.craft_order(snap, ME, order, "4.4.2")
    return _step(craft or Nothing(), why, nxt)


# -- battle (4.5.1, 4.7.1, 4.7.4, Blitz) -----------------------------------------------------
def _can_battle(snap: RootSnapshot, clearing: int) -> bool:
    return _warriors(snap, clearing) > 0 and _enemy_pieces(snap, clearing) > 0


def _choose_defender(snap: RootSnapshot, clearing: int, rule: str) -> tuple[str, tuple[Reason, ...]]:
    """The defender is the enemy with most pieces in the clearing; 1st tie: most VP; then 2.2."""
    place = snap.place(clearing)
    candidates = [f for f in rules.enemies(snap, ME) if place.count(f) > 0]
    order = {f: i for i, f in enumerate(SETUP_ORDER)}
    picked = pick(
        candidates,
        [Criterion(rule, "defender.most_pieces", lambda f: place.count(f)),
         Criterion(rule, "defender.most_vp", lambda f: snap.faction(f).vp)],
        tiebreak=lambda f: order[f],
        tiebreak_rule="2.2", tiebreak_code="tiebreak.setup_order",
    )
    assert picked.chosen is not None
    return picked.chosen, picked.reasons


def _battle_phase(snap: RootSnapshot, cur: MarquiseCursor, clearings: tuple[int, ...], rule: str,
                  code: str, nxt: MarquiseCursor) -> RootStep | RootPrompt | MarquiseCursor:
    """Battle in each of `clearings`, highest priority first (2.4); the board is read anew before
    each battle, since an earlier one may have changed it."""
    if cur.pending_battle is not None:
        return _resolve_battle(snap, cur, cur.pending_battle)
    waiting = [c for c in rules.by_priority(snap, clearings) if c not in cur.done and _can_battle(snap, c)]
    for clearing in waiting:
        defender, why = _choose_defender(snap, clearing, rule)
        pending = PendingBattle(clearing=clearing, attacker=ME, defender=defender,
                                reasons=(reason(rule, code, clearing=clearing),
                                         *rules.pass_first(snap, clearing, waiting), *why))
        return battles.ask_before_dice(snap, pending)
    if cur.acted:
        return nxt
    return _step(Nothing(), [reason(rule, code + ".none")], nxt)


def _resolve_battle(snap: RootSnapshot, cur: MarquiseCursor, pb: PendingBattle) -> RootStep | RootPrompt:
    """Law of Root battle with the bot rules (battle.resolve_battle); then the next clearing."""
    resolved = battles.resolve_battle(snap, pb)
    if isinstance(resolved, RootPrompt):
        return resolved
    action, state, why = resolved
    reasons = list(pb.reasons) + list(why)
    if pb.defender == "vagabond":
        reasons.append(reason(RULING_VAGABOND_DEFENDER, "battle.vagabond_swords", swords=pb.vagabond_swords or 0))
    nxt = cur.model_copy(update={"pending_battle": None, "done": cur.done + (pb.clearing,), "acted": True})
    return _step(action, reasons, nxt, rng=state if state != snap.rng else None)


def _daylight_battle(snap: RootSnapshot, cur: MarquiseCursor) -> RootStep | RootPrompt | MarquiseCursor:
    assert cur.order is not None
    return _battle_phase(snap, cur, _ordered(snap, cur.order.suit), "4.5.1", "battle.ordered",
                         _phase(cur, "daylight_recruit"))


def _escalated_battle(snap: RootSnapshot, cur: MarquiseCursor) -> RootStep | RootPrompt | MarquiseCursor:
    return _battle_phase(snap, cur, rules.board_of(snap).clearing_ids(), "4.7.1", "battle.every",
                         _phase(cur, "escalated_recruit"))


def _escalated_move_battle(snap: RootSnapshot, cur: MarquiseCursor) -> RootStep | RootPrompt | MarquiseCursor:
    nxt = _phase(cur, "blitz" if flow.has_trait(snap, ME, "blitz") else "evening_score")
    return _battle_phase(snap, cur, cur.moved_into, "4.7.4", "battle.moved_into", nxt)


def _blitz_battle(snap: RootSnapshot, cur: MarquiseCursor) -> RootStep | RootPrompt | MarquiseCursor:
    after = "evening_score" if cur.order is not None and cur.order.suit == Suit.BIRD else "daylight_expand"
    return _battle_phase(snap, cur, cur.moved_into, "trait:blitz", "battle.blitz", _phase(cur, after))


# -- recruit (4.5.2, 4.7.2) ------------------------------------------------------------------
def _place_in_order(snap: RootSnapshot, wanted: list[tuple[int, int]]) -> tuple[tuple[tuple[int, int], ...], int]:
    """Cap placements by the supply (ruling supply-short): what is placed stays spread evenly,
    one warrior per clearing in turn, highest priority first (2.4; the Riverfolk's 9.5.2.I), never
    more in a clearing than the plan put there. Returns the placements and how many the supply lacked."""
    left = rules.in_supply(snap, ME, "warrior")
    first = rules.highest_first(snap)
    plan = dict(sorted(wanted, key=lambda cw: first(cw[0])))
    placed = dict.fromkeys(plan, 0)
    while left > 0 and any(placed[c] < plan[c] for c in plan):
        for clearing, planned in plan.items():
            if left > 0 and placed[clearing] < planned:
                placed[clearing] += 1
                left -= 1
    short = sum(plan.values()) - sum(placed.values())
    return tuple((c, n) for c, n in placed.items() if n), short


def _daylight_recruit(snap: RootSnapshot, cur: MarquiseCursor) -> RootStep:
    """4.5.2: the recruit count spread evenly over the ordered clearings it rules; with 3 ruled,
    the 4th goes to the highest priority one. In general the remainder goes in priority order
    (ruling uneven-recruit, for difficulty counts other than 4)."""
    assert cur.order is not None
    cfg = flow.bot_config(snap, ME)
    n = recruit_count(cfg)
    ordered = _ordered(snap, cur.order.suit)
    ruled = _ruled(snap, ordered)
    nxt = _phase(cur, "daylight_build")
    if not ruled:
        return _step(Nothing(), [reason("4.5.2", "recruit.no_ruled", suit=cur.order.suit.value)], nxt)
    base, extra = divmod(n, len(ruled))
    in_order = rules.by_priority(snap, ruled)
    wanted = {c: base + (1 if i < extra else 0) for i, c in enumerate(in_order)}
    reasons = [reason("4.5.2", "recruit.evenly", count=n, targets=tuple(sorted(ruled)))]
    if extra:
        reasons.append(reason("4.5.2" if n == 4 else RULING_UNEVEN_RECRUIT, "recruit.remainder_priority",
                              targets=tuple(sorted(in_order[:extra]))))
        reasons += rules.pass_chosen(snap, in_order[0], ruled)
    _challenging_extra(snap, cfg, ruled, wanted, reasons)
    placed, short = _place_in_order(snap, [(c, k) for c, k in wanted.items() if k > 0])
    if short:
        reasons.append(reason(RULING_SUPPLY_SHORT, "recruit.supply_short", missing=short))
    if not placed:
        return _step(Nothing(), reasons, nxt)
    return _step(PlaceWarriors(faction=ME, targets=placed), reasons, nxt)


def _challenging_extra(snap: RootSnapshot, cfg: BotConfig, ruled: tuple[int, ...], wanted: dict[int, int],
                       reasons: list[Reason], bird: bool = False) -> None:
    """First-printing Challenging/Nightmare: "each Recruit also places 2 warriors in the ordered
    clearing you rule of highest priority". A bird order orders every clearing (2.7, ruling
    bird-order-any-clearing), so Escalated Recruit (4.7.2) gets them too."""
    if cfg.difficulty in ("challenging", "nightmare") and cfg.printing == "original_2020" and ruled:
        top = rules.by_priority(snap, ruled)[0]
        wanted[top] = wanted.get(top, 0) + 2
        reasons.append(reason("difficulty:" + cfg.difficulty, "recruit.challenging_extra", clearing=top))
        reasons += rules.pass_chosen(snap, top, ruled)
        if bird:
            reasons.append(reason(RULING_BIRD_ORDER_ANY_CLEARING, "order.bird_orders_every_clearing"))


def _escalated_recruit(snap: RootSnapshot, cur: MarquiseCursor) -> RootStep:
    """4.7.2: 2 warriors in each of the 2 lowest-priority clearings it rules; all 4 in its only one."""
    cfg = flow.bot_config(snap, ME)
    n = recruit_count(cfg)
    reasons: list[Reason] = []
    if "iron_will" in cfg.traits and cfg.printing == "original_2020":
        n *= 2
        reasons.append(reason("trait:iron_will", "recruit.iron_will", count=n))
    ruled = _ruled(snap, rules.board_of(snap).clearing_ids())
    nxt = _phase(cur, "escalated_build")
    if not ruled:
        return _step(Nothing(), [reason("4.7.2", "recruit.no_ruled_any")], nxt)
    lowest = rules.by_lowest_priority(snap, ruled)[:2]  # lowest priority = highest number; the Pass (12.2.2)
    if len(lowest) == 1:
        wanted = {lowest[0]: n}
        reasons.insert(0, reason("4.7.2", "recruit.only_one", clearing=lowest[0], count=n))
    else:
        # An odd count (difficulty) leaves one over: it goes to the lowest-priority of the two.
        wanted = {lowest[0]: n - n // 2, lowest[1]: n // 2}
        reasons.insert(0, reason("4.7.2", "recruit.lowest_two", targets=tuple(sorted(lowest)), count=n))
    reasons[1:1] = rules.pass_chosen(snap, lowest[0], ruled, lowest=True)
    _challenging_extra(snap, cfg, ruled, wanted, reasons, bird=True)
    placed, short = _place_in_order(snap, list(wanted.items()))
    if short:
        reasons.append(reason(RULING_SUPPLY_SHORT, "recruit.supply_short", missing=short))
    if not placed:
        return _step(Nothing(), reasons, nxt)
    return _step(PlaceWarriors(faction=ME, targets=placed), reasons, nxt)


# -- build (4.5.3, 4.7.3) --------------------------------------------------------------------
def _build(snap: RootSnapshot, cur: MarquiseCursor, piece: str, rule: str, type_reasons: list[Reason],
           nxt: MarquiseCursor) -> RootStep:
    """Build `piece` in the clearing it rules with most Marquise warriors (2.3: skip full ones)."""
    reasons = list(type_reasons)
    if rules.in_supply(snap, ME, piece) < 1:
        reasons.append(reason(rule, "build.none_left", piece=piece))
        return _step(Nothing(), reasons, nxt)
    ruled = _ruled(snap, rules.board_of(snap).clearing_ids())
    if not ruled:
        reasons.append(reason(rule, "build.no_ruled"))
        return _step(Nothing(), reasons, nxt)

    def legal(c: int) -> Reason | None:
        return rules.placement_refusal(snap, ME, piece, c)

    picked = pick(ruled, [Criterion(rule, "build.most_warriors", lambda c: _warriors(snap, c))],
                  tiebreak=rules.highest_first(snap), legal=legal)
    reasons.extend(picked.reasons)
    if picked.chosen is None:
        return _step(Nothing(), reasons, nxt)
    # 11.8.2: a face-up snare there is removed instead of the building (bots/flow.py): nothing built.
    built = not plots.snared(snap, ME, picked.chosen)
    return _step(Build(faction=ME, piece=piece, clearing=picked.chosen), reasons,
                 nxt.model_copy(update={"built": built}))


def _daylight_build(snap: RootSnapshot, cur: MarquiseCursor) -> RootStep:
    assert cur.order is not None
    piece = BUILDING_FOR_SUIT[cur.order.suit]
    return _build(snap, cur, piece, "4.5.3", [reason("4.5.3", "build.type_by_order", piece=piece,
                                                   suit=cur.order.suit.value)], _phase(cur, "daylight_move"))


def escalated_building_type(snap: RootSnapshot) -> tuple[str, Reason]:
    """4.7.3: the type it has most of on the map; a tie involving sawmills -> sawmill; a tie of
    recruiters and workshops (not sawmills) -> recruiter."""
    counts = {b: snap.on_board(ME, b) for b in MARQUISE_BUILDINGS}
    top = max(counts.values())
    leaders = [b for b in MARQUISE_BUILDINGS if counts[b] == top]
    if "sawmill" in leaders:
        piece = "sawmill"
    elif "recruiter" in leaders:
        piece = "recruiter"
    else:
        piece = leaders[0]
    return piece, reason("4.7.3", "build.type_most", piece=piece, sawmill=counts["sawmill"],
                         workshop=counts["workshop"], recruiter=counts["recruiter"])


def _escalated_build(snap: RootSnapshot, cur: MarquiseCursor) -> RootStep:
    piece, why = escalated_building_type(snap)
    # Ruling build-type-fixed: if that type's track is empty, no other type is built instead.
    return _build(snap, cur, piece, "4.7.3", [why], _phase(cur, "escalated_move"))


# -- move (4.5.4, 4.7.4, Blitz) --------------------------------------------------------------
def _destination(snap: RootSnapshot, origin: int, rule: str) -> tuple[int | None, tuple[Reason, ...]]:
    """The adjacent clearing with most enemy pieces; a move must start or end where it rules
    (Law of Root 4.2), else the next destination is tried (2.3)."""
    rules_origin = rules.rules(snap, ME, origin)

    def legal(c: int) -> Reason | None:
        if rules_origin or rules.rules(snap, ME, c):
            return None
        return reason("2.3", "retry.move_not_ruled", clearing=c)

    picked = pick(rules.adjacent_clearings(snap, ME, origin),
                  [Criterion(rule, "move.most_enemy_pieces", lambda c: _enemy_pieces(snap, c))],
                  tiebreak=rules.highest_first(snap), legal=legal)
    if picked.chosen is not None and _enemy_pieces(snap, picked.chosen) == 0:
        return picked.chosen, picked.reasons + (reason(RULING_MOVE_TIES_AT_ZERO, "move.no_enemy_nearby"),)
    return picked.chosen, picked.reasons


def _move_phase(snap: RootSnapshot, cur: MarquiseCursor, origins: tuple[int, ...], rule: str,
                nxt: MarquiseCursor, record: bool, suit: Suit | None = None) -> RootStep | MarquiseCursor:
    """Move all but 3 warriors out of each origin, highest-priority origin first (2.4). Ruling
    move-sequential: each origin is counted when its turn comes, after the earlier moves."""
    in_order = rules.by_priority(snap, origins)  # 2.4, the Pass first (12.2.2)
    for i, origin in enumerate(in_order):
        if origin in cur.done or _warriors(snap, origin) <= 3:
            continue
        dest, why = _destination(snap, origin, rule)
        # Every origin up to this one has had its turn (those with 3 or fewer warriors were passed
        # over): warriors that arrive there later do not move again.
        done = cur.done + tuple(o for o in in_order[:i + 1] if o not in cur.done)
        if dest is None:
            return _step(Nothing(), [reason(rule, "move.no_destination", origin=origin,
                                            warriors=_warriors(snap, origin)), *why],
                         cur.model_copy(update={"done": done, "acted": True}))
        count = _warriors(snap, origin) - 3
        moved_into = cur.moved_into + ((dest,) if record and dest not in cur.moved_into else ())
        reasons = [reason(rule, "move.all_but_three", origin=origin, count=count), *why]
        waiting = [o for o in origins if o not in cur.done and _warriors(snap, o) > 3]
        if len(waiting) > 1:
            reasons.append(reason("2.4", "order.origin_priority", origin=origin))
            reasons += rules.pass_first(snap, origin, waiting)
        if dest in origins and dest in done and _warriors(snap, dest) + count > 3:
            reasons.append(reason(RULING_MOVE_SEQUENTIAL, "move.dest_had_its_turn", clearing=dest))
        return _step(Move(faction=ME, origin=origin, dest=dest, count=count), reasons,
                     cur.model_copy(update={"done": done, "acted": True, "moved_into": moved_into}))
    if cur.acted:
        return nxt
    crowded = [c for c in rules.board_of(snap).clearing_ids() if _warriors(snap, c) > 3]
    if suit is not None and crowded:  # true only of the ordered clearings: say so
        return _step(Nothing(), [reason(rule, "move.none_over_three_ordered", suit=suit.value)], nxt)
    return _step(Nothing(), [reason(rule, "move.none_over_three")], nxt)


def _daylight_move(snap: RootSnapshot, cur: MarquiseCursor) -> RootStep | MarquiseCursor:
    assert cur.order is not None
    nxt = _phase(cur, "blitz" if flow.has_trait(snap, ME, "blitz") else "daylight_expand")
    return _move_phase(snap, cur, _ordered(snap, cur.order.suit), "4.5.4", nxt, record=False,
                       suit=cur.order.suit)


def _escalated_move(snap: RootSnapshot, cur: MarquiseCursor) -> RootStep | MarquiseCursor:
    nxt = cur.model_copy(update={"phase": "escalated_move_battle", "done": (), "acted": False})
    return _move_phase(snap, cur, rules.board_of(snap).clearing_ids(), "4.7.4", nxt, record=True)


def _blitz(snap: RootSnapshot, cur: MarquiseCursor) -> RootStep:
    """Trait Blitz: after the Move step, from the clearing it rules of highest priority with no
    enemy pieces, move all but 1 warrior to the adjacent clearing with most enemy pieces, then
    battle there."""
    bird = cur.order is not None and cur.order.suit == Suit.BIRD
    skip = _phase(cur, "evening_score" if bird else "daylight_expand")
    quiet = [c for c in _ruled(snap, rules.board_of(snap).clearing_ids()) if _enemy_pieces(snap, c) == 0]
    if not quiet:
        return _step(Nothing(), [reason("trait:blitz", "blitz.no_clearing")], skip)
    # 2.3: a clearing whose single warrior cannot move "all but 1", or with nowhere to move to,
    # is no target; try the next one.
    retries: list[Reason] = []
    for origin in rules.by_priority(snap, quiet):
        warriors = _warriors(snap, origin)
        if warriors <= 1:
            retries.append(reason("2.3", "blitz.single_warrior", clearing=origin))
            continue
        dest, why = _destination(snap, origin, "trait:blitz")
        if dest is None:
            retries.append(reason("2.3", "move.no_destination", origin=origin, warriors=warriors))
            continue
        nxt = cur.model_copy(update={"phase": "blitz_battle", "done": (), "acted": False, "moved_into": (dest,)})
        return _step(Move(faction=ME, origin=origin, dest=dest, count=warriors - 1),
                     [reason("trait:blitz", "blitz.move", origin=origin, warriors=warriors,
                             count=warriors - 1), *retries, *why], nxt)
    return _step(Nothing(), [reason("trait:blitz", "blitz.too_few")], skip)


# -- expand (4.5.5) --------------------------------------------------------------------------
def _daylight_expand(snap: RootSnapshot, cur: MarquiseCursor) -> RootStep:
    assert cur.order is not None
    evening = _phase(cur, "evening_score")
    if cur.built:
        return _step(Nothing(), [reason("4.5.5", "expand.built")], evening)
    on_map = _buildings_on_map(snap)
    if on_map > 5:
        return _step(Nothing(), [reason("4.5.5", "expand.too_many", buildings=on_map)], evening)
    # No limit but the card's (ruling expand-unlimited): the loop ends when it builds, when a bird
    # order sends it to Escalated Daylight (no Expand there), or past 5 buildings.
    limit = expand_limit(flow.bot_config(snap, ME))
    if limit is not None and cur.expands >= limit:
        return _step(Nothing(), [reason("trait:iron_will", "expand.limit", limit=limit)], evening)
    nxt = _phase(cur, "expand_reveal", order=None, expands=cur.expands + 1)
    why = [reason("4.5.5", "expand.redraw", buildings=on_map)]
    if cur.expands and limit is None:
        why.append(reason(RULING_EXPAND_UNLIMITED, "expand.again", times=cur.expands + 1))
    return _step(Discard(card=cur.order), why, nxt)


# -- evening (4.6) ---------------------------------------------------------------------------
def track_vp(snap: RootSnapshot, piece: str) -> int:
    """The VP on the rightmost uncovered space of a building track."""
    n = snap.on_board(ME, piece)
    return TRACK_VP[piece][n - 1] if n >= 1 else 0


def _evening_score(snap: RootSnapshot, cur: MarquiseCursor) -> RootStep:
    assert cur.order is not None
    nxt = _phase(cur, "evening_difficulty")
    if cur.order.suit == Suit.BIRD:
        scores = {b: track_vp(snap, b) for b in MARQUISE_BUILDINGS}
        piece = max(MARQUISE_BUILDINGS, key=lambda b: scores[b])  # first listed wins a tie: same VP
        vp = scores[piece]
        why = reason("4.6.1", "score.best_track", piece=piece, vp=vp)
    else:
        piece = BUILDING_FOR_SUIT[cur.order.suit]
        vp = track_vp(snap, piece)
        why = reason("4.6.1", "score.track", piece=piece, vp=vp, on_map=snap.on_board(ME, piece))
    if vp <= 0:
        return _step(Nothing(), [why], nxt)
    return _step(Score(faction=ME, vp=vp), [why], nxt)


def _evening_difficulty(snap: RootSnapshot, cur: MarquiseCursor) -> RootStep | MarquiseCursor:
    nxt = _phase(cur, "evening_discard")
    score = flow.nightmare_score(snap, ME)
    if score is None:
        return nxt
    return _step(score, [flow.nightmare_reason(snap, score)], nxt)


def _evening_discard(snap: RootSnapshot, cur: MarquiseCursor) -> RootStep:
    assert cur.order is not None
    return _step(Discard(card=cur.order), [reason("4.6.2", "order.discard")], _phase(cur, "end"))


def _end(snap: RootSnapshot, cur: MarquiseCursor) -> RootStep:
    return _step(EndTurn(faction=ME), [reason("4.6", "turn.end", faction=ME)], cur)


Handler = Callable[[RootSnapshot, MarquiseCursor], "RootStep | RootPrompt | MarquiseCursor"]

_HANDLERS: dict[str, Handler] = {
    "birdsong_reveal": _birdsong_reveal,
    "birdsong_craft": _birdsong_craft,
    "daylight_battle": _daylight_battle,
    "daylight_recruit": _daylight_recruit,
    "daylight_build": _daylight_build,
    "daylight_move": _daylight_move,
    "blitz": _blitz,
    "blitz_battle": _blitz_battle,
    "daylight_expand": _daylight_expand,
    "expand_reveal": _expand_reveal,
    "escalated_battle": _escalated_battle,
    "escalated_recruit": _escalated_recruit,
    "escalated_build": _escalated_build,
    "escalated_move": _escalated_move,
    "escalated_move_battle": _escalated_move_battle,
    "evening_score": _evening_score,
    "evening_difficulty": _evening_difficulty,
    "evening_discard": _evening_discard,
    "end": _end,
}


# -- answers from the table ------------------------------------------------------------------
def answer(snap: RootSnapshot, prompt: RootPrompt, ans: Answer) -> RootSnapshot:
    cur = _cursor(snap)
    # The prompt may come from a phase the cursor reached silently; recompute that cursor.
    cur = _effective_cursor(snap, cur)
    q = prompt.question
    match q, ans:
        case AskOrderCard(purpose=purpose), OrderCardAnswer(card=card):
            card = validate_order_card(snap, card)
            if purpose == "birdsong":
                new = _phase(cur, "birdsong_craft", order=card)
            else:
                new = _daylight_start(cur.model_copy(update={"order": card}))
            return _with_cursor(snap, new)
        case (AskDice() | AskRemoval() | AskArbiter()), (DiceAnswer() | RemovalAnswer() | ArbiterAnswer()):
            return flow.with_battle_answer(snap, cur, q, ans)
    raise IllegalAnswer("answer.wrong_kind", question=q.kind, answer=ans.kind)


def _effective_cursor(snap: RootSnapshot, cur: MarquiseCursor) -> MarquiseCursor:
    return flow.effective_cursor(snap, cur, _HANDLERS)


def _with_cursor(snap: RootSnapshot, cur: MarquiseCursor) -> RootSnapshot:
    return flow.with_cursor(snap, cur)


# -- hooks: the Marquise's abilities where shared code resolves them (bots/hooks.py) ---------
def unused_pieces() -> frozenset[str]:
    """The Mechanical Marquise's board has no wood (it gathers none)."""
    return frozenset({"wood"})


def building_hits(snap: RootSnapshot, faction: str) -> int:
    """Trait Fortified: each of its buildings takes two hits to remove."""
    return 2 if "fortified" in flow.bot_config(snap, ME).traits else 1


def after_defence(snap: RootSnapshot, faction: str, clearing: int, removals: tuple[Removal, ...]
                  ) -> tuple[tuple[tuple[str, str, int, int], ...], tuple[Reason, ...]]:
    """Trait Hospitals: when two or more of its warriors are removed while it defends, it places
    2 warriors (1 in the Director's Cut text) in the Keep's clearing, as its supply allows.
    `snap` is before the removals."""
    cfg = flow.bot_config(snap, ME)
    lost = sum(r.count for r in removals if r.faction == ME and r.piece == "warrior")
    keep = rules.keep_clearing(snap)
    if "hospitals" not in cfg.traits or lost < 2 or keep is None or any(
            r.faction == ME and r.piece == "keep" for r in removals):
        return (), ()
    n = min(2 if cfg.printing == "original_2020" else 1, rules.in_supply(snap, ME, "warrior") + lost)
    if n <= 0:
        return (), ()
    return ((ME, "warrior", keep, n),), (reason("trait:hospitals", "battle.hospitals", clearing=keep, count=n),)


__all__ = [
    "TRAITS",
    "Category",
    "after_defence",
    "answer",
    "building_hits",
    "escalated_building_type",
    "expand_limit",
    "new_cursor",
    "next_step",
    "recruit_count",
    "setup",
    "track_vp",
    "unused_pieces",
]

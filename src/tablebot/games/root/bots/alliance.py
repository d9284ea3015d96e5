"""Automated Alliance (Law of Rootbotics section 6).

The turn is a cursor in the snapshot, walked one flowchart step at a time, exactly like the
Mechanical Marquise (bots/marquise.py): next_step() reads the cursor and proposes one step; phases
that have nothing to show hand over silently; a step that does nothing is a `Nothing` whose reasons
say why. Every target choice goes through core.ranking.pick (criteria, then 2.1 priority, with the
2.3 retry), so the reasons shown are the chain that actually decided.

The Alliance never starts a battle (2.8.2's note). Its battle abilities, Automated Ambush (6.2.2)
and Crackdown (6.2.4), and the battle-side traits (Informants, Veterans, Popularity) are at the end
of this module, exposed as hooks (bots/hooks.py) that battle.py and edits.py call wherever pieces
are removed; Automated Outrage (6.2.3) answers to the table's edits (edits.Outrage).
"""

from __future__ import annotations

from collections.abc import Callable

from ....core.ranking import Criterion, pick
from ....core.reasons import Reason, reason
from ....core.steps import IllegalAnswer, IllegalEdit
from .. import battle as battles
from .. import edits, rules
from ..actions import (
    Action,
    Answer,
    AskOrderCard,
    Build,
    Compound,
    Discard,
    EndTurn,
    Nothing,
    OrderCardAnswer,
    PlaceWarriors,
    Removal,
    RemovePieces,
    RootPrompt,
    RootStep,
    Score,
    SetBoard,
    SimpleAction,
)
from ..cards import validate_order_card
from ..common import PendingBattle
from ..factions import FACTIONS, Category, Suit
from ..setup import GameConfig
from ..state import BotConfig, RootSnapshot
from . import flow, hooks
from .alliance_state import AllianceBoard, AllianceCursor
from .hooks import RemovalEffects
from .vagabot_state import VagabotBoard, damage_vagabot

ME = "alliance"
BOT_ID = "automated_alliance"

BASE_FOR_SUIT: dict[Suit, str] = {Suit.FOX: "base_fox", Suit.RABBIT: "base_rabbit", Suit.MOUSE: "base_mouse"}

# VP printed on the sympathy track: entry k is scored when the (k+1)-th token goes onto the map.
# Source: shared/data/root/bot_boards.json (two peer apps agree; printed board not seen). Consistent
# with the section 6 example: the second and third tokens score 1 each, the first nothing.
SYMPATHY_VP: tuple[int, ...] = (0, 1, 1, 1, 1, 2, 2, 3, 3, 4)

CANNOT_SPREAD_VP = 5  # 6.5.1.II
PITY_FEW = 4  # 6.4.4: with 0-4 tokens on the map Public Pity spreads twice, with 5+ once
VAGABOT_REVOLT_DAMAGE = 3  # 7.2.1.I

TRAITS = ("informants", "popularity", "veterans", "wildfire")

# -- rulings (docs/rulings.md) ---------------------------------------------------------------
RULING_SPREAD_ILLEGAL_FALLBACK = "ruling:spread-illegal-fallback"
RULING_SPREAD_FALLBACK_ANY_SUIT = "ruling:spread-fallback-any-suit"
RULING_SYMPATHY_NO_SLOT = "ruling:sympathy-no-slot"
RULING_REVOLT_NEEDS_SLOT = "ruling:revolt-needs-slot"
RULING_ENEMY_PIECES = "ruling:enemy-pieces"
RULING_REVOLT_VP = "ruling:revolt-vp"
RULING_PITY_COUNT = "ruling:pity-count"
RULING_COOP_COLLATERAL = "ruling:coop-collateral"
RULING_END_OF_EVENING = "ruling:end-of-evening"
RULING_WILDFIRE_NO_SCORE = "ruling:wildfire-no-score"
RULING_SUPPLY_SHORT = "ruling:supply-short"  # shared with the Marquise: placements in 2.4 order
RULING_POPULARITY_PER_BATTLE = "ruling:popularity-per-battle"


# -- setup (6.3) -----------------------------------------------------------------------------
def setup(snap: RootSnapshot, faction: str, config: GameConfig) -> RootSnapshot:
    """6.3.1-6.3.3: 10 warriors in supply, the 3 bases on the board's Bases box, the 10 sympathy
    tokens on the track. Pieces off the map are on the faction board (the supply), so nothing is
    placed on the map; the faction board model holds nothing else."""
    assert faction == ME
    snap = rules.update_faction(snap, ME, board=AllianceBoard())
    why = reason("6.3", "setup.alliance", warriors=rules.in_supply(snap, ME, "warrior"),
                 bases=sum(rules.in_supply(snap, ME, b) for b in BASE_FOR_SUIT.values()),
                 sympathy=rules.in_supply(snap, ME, "sympathy"))
    return snap.model_copy(update={"log": snap.log + (why,)})


def new_cursor() -> AllianceCursor:
    return AllianceCursor()


# -- difficulty and traits (3.3; texts in shared/data/root/bots.json) ------------------------
def organize_threshold(cfg: BotConfig) -> int:
    """6.6.1: Organize needs 3+ Alliance warriors; Easy 4+, Challenging and Nightmare 2+ (both
    printings word these alike)."""
    return {"easy": 4, "normal": 3, "challenging": 2, "nightmare": 2}[cfg.difficulty]


# -- counting --------------------------------------------------------------------------------
def _enemies(snap: RootSnapshot) -> tuple[str, ...]:
    """Enemies when *choosing* a clearing (co-op: not the other bots; rules.enemies)."""
    return rules.enemies(snap, ME)


def _others(snap: RootSnapshot) -> tuple[str, ...]:
    """Every other faction: what a Revolt removes and whose warriors Martial Law counts. Ruling
    coop-collateral: co-op only changes how bots choose clearings; effects still hit other bots."""
    return tuple(f.id for f in snap.factions if f.id != ME)


def enemy_pieces(snap: RootSnapshot, clearing: int) -> int:
    """Ruling enemy-pieces: warriors, buildings, tokens (the Keep, wood) and a Vagabond pawn are
    all pieces (Law of Root), so all count; the pawn is never removed."""
    return rules.pieces_of(snap.place(clearing), _enemies(snap))


def enemy_warriors(snap: RootSnapshot, clearing: int) -> int:
    place = snap.place(clearing)
    return sum(place.count_category(f, Category.WARRIOR) for f in _enemies(snap))


def sympathetic(snap: RootSnapshot, clearing: int) -> bool:
    """6.2.1.II: a clearing with a sympathy token; a NEUTRAL clearing has none."""
    return snap.place(clearing).count(ME, "sympathy") > 0


def sympathy_on_map(snap: RootSnapshot) -> int:
    return snap.on_board(ME, "sympathy")


def track_vp(snap: RootSnapshot) -> int:
    """VP of the space the next token uncovers (bot_boards.json: entry k for the (k+1)-th token)."""
    n = sympathy_on_map(snap)
    return SYMPATHY_VP[n] if n < len(SYMPATHY_VP) else 0


def martial_law(snap: RootSnapshot, clearing: int) -> str | None:
    """6.2.5: the first other faction (setup order) with 3+ warriors in the clearing, if any."""
    place = snap.place(clearing)
    for f in rules.faction_states_in_setup_order(snap):
        if f.id != ME and place.count_category(f.id, Category.WARRIOR) >= 3:
            return f.id
    return None


def _ordered(suit: Suit, clearing_suit: Suit) -> bool:
    """2.7: "ordered" = of the order's suit; for Spread Sympathy a bird order is wild (the
    section 6 example: "all three clearings match the order card, since it was wild")."""
    return suit == Suit.BIRD or clearing_suit == suit


def _cursor(snap: RootSnapshot) -> AllianceCursor:
    cur = snap.turn.cursor
    assert isinstance(cur, AllianceCursor)
    return cur


def _phase(cur: AllianceCursor, phase: str, **changes: object) -> AllianceCursor:
    """Enter a new phase: its per-phase memory (done, acted, spreads_left) starts empty."""
    base: dict[str, object] = {"phase": phase, "done": (), "acted": False, "spreads_left": 0}
    base.update(changes)
    return cur.model_copy(update=base)


def _step(action: Action, reasons: tuple[Reason, ...] | list[Reason], cursor: AllianceCursor) -> RootStep:
    return RootStep(actor=ME, action=action, reasons=tuple(reasons), cursor=cursor)


# -- spread sympathy (6.5.1) -----------------------------------------------------------------
def _keep_legal(snap: RootSnapshot) -> Callable[[int], Reason | None]:
    """2.3 for a sympathy token (rules.placement_refusal): only the Marquise places pieces in the
    Keep's clearing (4.2.1). Ruling sympathy-no-slot: a token takes no building slot, so a full
    clearing is legal."""
    def legal(c: int) -> Reason | None:
        return rules.placement_refusal(snap, ME, "sympathy", c)
    return legal


def choose_spread(snap: RootSnapshot, order: Suit) -> tuple[int | None, tuple[Reason, ...]]:
    """6.5.1: the ordered neutral clearing adjacent to a sympathetic clearing with fewest enemy
    warriors (2.1 priority, 2.3 retry). With no such clearing (6.5.1.I), the neutral clearing with
    fewest enemy pieces. None when no clearing can take a token (6.5.1.II)."""
    board = rules.board_of(snap)
    legal = _keep_legal(snap)
    reasons: list[Reason] = []
    neutral = [c for c in board.clearing_ids() if not sympathetic(snap, c)]
    such = [c for c in neutral
            if _ordered(order, board.suit(c))
            and any(sympathetic(snap, a) for a in board.adjacent(c))]
    if order == Suit.BIRD and such:
        reasons.append(reason("6.5.1", "spread.bird_wild"))
    if such:
        picked = pick(such, [Criterion("6.5.1", "spread.fewest_enemy_warriors",
                                       lambda c: enemy_warriors(snap, c), best="min")],
                      tiebreak=rules.highest_first(snap), legal=legal)
        reasons.extend(picked.reasons)
        if picked.chosen is not None:
            return picked.chosen, tuple(reasons)
        # Ruling spread-illegal-fallback: every such clearing was illegal (2.3), so there is no
        # clearing "such" that the bot may target: 6.5.1.I applies, as if none existed.
        reasons.append(reason(RULING_SPREAD_ILLEGAL_FALLBACK, "spread.such_all_illegal", targets=tuple(such)))
    reasons.append(reason("6.5.1.I", "spread.no_such_clearing", suit=order.value))
    # Ruling spread-fallback-any-suit: 6.5.1.I names "the clearing with fewest enemy pieces",
    # without "ordered" or "adjacent"; only 6.2.1.I (one token per clearing) and 2.3 still apply.
    picked = pick(neutral, [Criterion("6.5.1.I", "spread.fewest_enemy_pieces",
                                      lambda c: enemy_pieces(snap, c), best="min")],
                  tiebreak=rules.highest_first(snap), legal=legal)
    reasons.extend(picked.reasons)
    if picked.chosen is not None and not _ordered(order, board.suit(picked.chosen)):
        reasons.append(reason(RULING_SPREAD_FALLBACK_ANY_SUIT, "spread.fallback_any_suit",
                              clearing=picked.chosen, suit=order.value))
    return picked.chosen, tuple(reasons)


def spread(snap: RootSnapshot, order: Suit, *, scoring: bool = True) -> tuple[Action, list[Reason]]:
    """One Spread Sympathy (6.5.1): the token and the VP of the space it uncovers, less Martial Law
    (6.2.5); or 5 VP when it cannot spread (6.5.1.II). `scoring=False` (Wildfire) scores nothing."""
    reasons: list[Reason] = []
    if rules.in_supply(snap, ME, "sympathy") < 1:
        reasons.append(reason("6.5.1.II", "spread.track_empty"))
        clearing = None
    else:
        clearing, why = choose_spread(snap, order)
        reasons.extend(why)
        if clearing is None:
            reasons.append(reason("6.5.1.II", "spread.nowhere"))
    if clearing is None:
        if not scoring:
            reasons.append(reason(RULING_WILDFIRE_NO_SCORE, "spread.wildfire_no_score"))
            return Nothing(), reasons
        reasons.append(reason("6.5.1.II", "spread.cannot_vp", vp=CANNOT_SPREAD_VP))
        return Score(faction=ME, vp=CANNOT_SPREAD_VP), reasons
    place = PlaceWarriors(faction=ME, piece="sympathy", targets=((clearing, 1),))
    token = sympathy_on_map(snap) + 1
    slot_note = [reason(RULING_SYMPATHY_NO_SLOT, "spread.no_slot_needed", clearing=clearing)] \
        if rules.free_slots(snap, clearing) < 1 else []
    if not scoring:
        reasons.append(reason("6.5.1", "spread.placed", clearing=clearing, token=token, vp=0))
        reasons.extend(slot_note)
        reasons.append(reason(RULING_WILDFIRE_NO_SCORE, "spread.wildfire_no_score"))
        return place, reasons
    vp = track_vp(snap)
    reasons.append(reason("6.5.1", "spread.placed", clearing=clearing, token=token, vp=vp))
    reasons.extend(slot_note)
    occupier = martial_law(snap, clearing)
    if occupier is not None:
        vp = max(0, vp - 1)
        reasons.append(reason("6.2.5", "spread.martial_law", clearing=clearing, faction=occupier, vp=vp))
    if vp <= 0:
        return place, reasons
    return Compound(parts=(place, Score(faction=ME, vp=vp))), reasons


# -- revolt (6.4.3, 6.5.2) -------------------------------------------------------------------
def _free_after_revolt(snap: RootSnapshot, clearing: int) -> int:
    """Free building slots once every other faction's buildings there are gone."""
    place = snap.place(clearing)
    others = _others(snap)
    removed = sum(s.count for s in place.stacks
                  if s.faction in others and FACTIONS[s.faction].piece(s.kind).category == Category.BUILDING)
    return rules.free_slots(snap, clearing) + removed


def _revolt_legal(snap: RootSnapshot) -> Callable[[int], Reason | None]:
    """2.3 for a Revolt. Ruling revolt-needs-slot: the base is a building, so the clearing needs a
    free slot once the enemy buildings are removed (a ruin or the Rogue's item still cover one)."""
    def legal(c: int) -> Reason | None:
        if _free_after_revolt(snap, c) < 1:
            return reason(RULING_REVOLT_NEEDS_SLOT, "retry.revolt_no_slot", clearing=c)
        return None
    return legal


def revolt_action(snap: RootSnapshot, clearing: int) -> tuple[Action, list[Reason]]:
    """Remove all enemy pieces (ruling coop-collateral: every other faction's, bots' too in co-op;
    a Vagabond pawn stays and its owner damages 3 items, 7.2.1.I), place the clearing's base,
    score 1 VP per building and token removed (ruling revolt-vp)."""
    place = snap.place(clearing)
    others = _others(snap)
    removals = tuple(Removal(faction=s.faction, piece=s.kind, clearing=clearing, count=s.count)
                     for s in place.stacks
                     if s.faction in others and FACTIONS[s.faction].piece(s.kind).category != Category.PAWN)
    vp = battles.vp_for_removals(removals, ME)
    base = BASE_FOR_SUIT[rules.board_of(snap).suit(clearing)]
    parts: list[SimpleAction] = []
    reasons: list[Reason] = []
    if removals:
        effects = hooks.removal_effects(snap, removals)
        parts.append(RemovePieces(removals=removals + effects.extra_removals, vp=((ME, vp),) if vp else (),
                                  boards=effects.boards))
        reasons.extend(effects.reasons)
    parts.append(Build(faction=ME, piece=base, clearing=clearing))
    reasons.append(reason(RULING_REVOLT_VP, "revolt.vp", vp=vp,
                          removed=sum(r.count for r in removals)))
    if snap.coop and any(snap.faction(r.faction).is_bot for r in removals):
        reasons.append(reason(RULING_COOP_COLLATERAL, "revolt.coop_collateral"))
    for f in snap.factions:
        if f.id == ME or not place.count(f.id, "pawn"):
            continue
        if isinstance(f.board, VagabotBoard):
            damaged, n = damage_vagabot(f.board, VAGABOT_REVOLT_DAMAGE)
            parts.append(SetBoard(faction=f.id, board=damaged))
            reasons.append(reason("7.2.1.I", "revolt.vagabot_damage", faction=f.id, items=n))
        else:
            reasons.append(reason(RULING_ENEMY_PIECES, "revolt.vagabond_damage", faction=f.id,
                                  items=VAGABOT_REVOLT_DAMAGE))
    return Compound(parts=tuple(parts)), reasons


def _counted_note(snap: RootSnapshot, clearing: int) -> list[Reason]:
    """Say so when the count that decided included tokens or a pawn (ruling enemy-pieces)."""
    place = snap.place(clearing)
    enemies = set(_enemies(snap))
    odd = sum(s.count for s in place.stacks if s.faction in enemies
              and FACTIONS[s.faction].piece(s.kind).category in (Category.TOKEN, Category.PAWN))
    return [reason(RULING_ENEMY_PIECES, "revolt.tokens_counted", clearing=clearing, count=odd)] if odd else []


def choose_revolt(snap: RootSnapshot, order: Suit) -> tuple[int | None, tuple[Reason, ...]]:
    """6.4.3: the ordered sympathetic clearing with most enemy pieces (2.1, 2.3), whose base is
    still on the faction board. Fails (None) for the three reasons the book lists, or when every
    such clearing is illegal (ruling revolt-needs-slot)."""
    if order == Suit.BIRD:
        return None, (reason("6.4.3", "revolt.bird"),)
    base = BASE_FOR_SUIT[order]
    if rules.in_supply(snap, ME, base) < 1:
        return None, (reason("6.4.3", "revolt.base_on_map", suit=order.value),)
    board = rules.board_of(snap)
    candidates = [c for c in board.clearing_ids() if board.suit(c) == order and sympathetic(snap, c)]
    if not candidates:
        return None, (reason("6.4.3", "revolt.no_sympathetic", suit=order.value),)
    picked = pick(candidates, [Criterion("6.4.3", "revolt.most_enemy_pieces", lambda c: enemy_pieces(snap, c))],
                  tiebreak=rules.highest_first(snap), legal=_revolt_legal(snap))
    return picked.chosen, picked.reasons


def choose_surprise_revolt(snap: RootSnapshot) -> tuple[int | None, tuple[Reason, ...]]:
    """6.5.2: the sympathetic clearing with most enemy pieces whose base is still on the faction
    board; ties to the highest priority (2.1), illegal ones skipped (2.3)."""
    board = rules.board_of(snap)
    candidates = [c for c in board.clearing_ids()
                  if sympathetic(snap, c) and rules.in_supply(snap, ME, BASE_FOR_SUIT[board.suit(c)]) > 0]
    if not candidates:
        return None, (reason("6.5.2", "surprise.none"),)
    picked = pick(candidates, [Criterion("6.5.2", "surprise.most_enemy_pieces", lambda c: enemy_pieces(snap, c))],
                  tiebreak=rules.highest_first(snap), legal=_revolt_legal(snap))
    return picked.chosen, picked.reasons


# -- the turn --------------------------------------------------------------------------------
def next_step(snap: RootSnapshot) -> RootStep | RootPrompt:
    """The next thing the Alliance does, from the cursor in the snapshot."""
    cur = _cursor(snap)
    return flow.propose(snap, cur, _HANDLERS, "Alliance")


def _order(cur: AllianceCursor) -> Suit:
    assert cur.order is not None
    return cur.order.suit


def _birdsong_reveal(snap: RootSnapshot, cur: AllianceCursor) -> RootPrompt:
    """6.4.1: draw and reveal an order card."""
    return RootPrompt(actor=ME, question=AskOrderCard(purpose="birdsong"),
                      reasons=(reason("6.4.1", "order.reveal"),))


def _birdsong_craft(snap: RootSnapshot, cur: AllianceCursor) -> RootStep:
    """6.4.2 / 1.1: craft the order card's item if the supply still has it; always 1 VP."""
    order = cur.order
    assert order is not None
    nxt = _phase(cur, "birdsong_revolt")
    craft, why = flow.craft_order(snap, ME, order, "6.4.2")
    return _step(craft or Nothing(), why, nxt)


def _birdsong_revolt(snap: RootSnapshot, cur: AllianceCursor) -> RootStep:
    """6.4.3: Revolt on a suited order; if it does not happen, Public Pity (6.4.4) follows."""
    clearing, why = choose_revolt(snap, _order(cur))
    if clearing is None:
        return _step(Nothing(), [*why, reason("6.4.4", "revolt.failed_pity")], _phase(cur, "public_pity_count"))
    action, more = revolt_action(snap, clearing)
    reasons = [reason("6.4.3", "revolt.revolt", clearing=clearing), *why, *_counted_note(snap, clearing), *more]
    return _step(action, reasons, _phase(cur, "daylight_spread", revolted=True))


def _public_pity_count(snap: RootSnapshot, cur: AllianceCursor) -> AllianceCursor:
    """6.4.4: how many spreads, counted as Public Pity starts (ruling pity-count). Silent: the
    count is shown with the first spread, and recounted if the table edits the board first."""
    n = 2 if sympathy_on_map(snap) <= PITY_FEW else 1
    return _phase(cur, "public_pity", spreads_left=n)


def _public_pity(snap: RootSnapshot, cur: AllianceCursor) -> RootStep | AllianceCursor:
    """6.4.4: Spread Sympathy (6.5.1) twice with 0-4 tokens on the map, once with 5+."""
    if cur.spreads_left <= 0:
        return _phase(cur, "daylight_spread")
    if not cur.acted:
        on_map = sympathy_on_map(snap)
        head = [reason("6.4.4", "pity.spreads", on_map=on_map, times=cur.spreads_left),
                reason(RULING_PITY_COUNT, "pity.counted_once")]
    else:
        head = [reason("6.4.4", "pity.again", left=cur.spreads_left)]
    action, why = spread(snap, _order(cur))
    nxt = cur.model_copy(update={"spreads_left": cur.spreads_left - 1, "acted": True})
    return _step(action, [*head, *why], nxt)


def _daylight_spread(snap: RootSnapshot, cur: AllianceCursor) -> RootStep:
    """6.5.1: Spread Sympathy once; then a bird order's Surprise Revolt (6.5.2)."""
    action, why = spread(snap, _order(cur))
    nxt = _phase(cur, "daylight_surprise" if _order(cur) == Suit.BIRD else "evening_organize")
    return _step(action, [reason("6.5", "spread.daylight"), *why], nxt)


def _daylight_surprise(snap: RootSnapshot, cur: AllianceCursor) -> RootStep:
    """6.5.2: on a bird order, revolt in the sympathetic clearing with most enemy pieces."""
    nxt = _phase(cur, "evening_organize")
    clearing, why = choose_surprise_revolt(snap)
    if clearing is None:
        return _step(Nothing(), why, nxt)
    action, more = revolt_action(snap, clearing)
    reasons = [reason("6.5.2", "surprise.revolt", clearing=clearing), *why, *_counted_note(snap, clearing), *more]
    return _step(action, reasons, nxt)


# -- evening (6.6) ---------------------------------------------------------------------------
def _base_clearings(snap: RootSnapshot) -> tuple[int, ...]:
    """Clearings with a base, highest priority first (2.4), the Pass first (12.2.2)."""
    return rules.by_priority(snap, (c.id for c in rules.board_of(snap).clearings
                                    if any(snap.place(c.id).count(ME, b) for b in BASE_FOR_SUIT.values())))


def _threshold_reasons(cfg: BotConfig, n: int) -> list[Reason]:
    if cfg.difficulty == "normal":
        return []
    return [reason("difficulty:" + cfg.difficulty, "organize.threshold", warriors=n)]


def _evening_organize(snap: RootSnapshot, cur: AllianceCursor) -> RootStep | AllianceCursor:
    """6.6.1: in each clearing with a base and 3+ Alliance warriors (the difficulty changes the
    number), remove them all, then Spread Sympathy; clearings in priority order (2.4), each
    counted when its turn comes."""
    cfg = flow.bot_config(snap, ME)
    n = organize_threshold(cfg)
    for clearing in _base_clearings(snap):  # sorted by priority
        if clearing in cur.done:
            continue
        warriors = snap.place(clearing).count(ME, "warrior")
        if warriors < n:
            continue
        reasons = [reason("6.6.1", "organize.remove", clearing=clearing, warriors=warriors, threshold=n),
                   *_threshold_reasons(cfg, n)]
        waiting = [c for c in _base_clearings(snap) if c not in cur.done and snap.place(c).count(ME, "warrior") >= n]
        if len(waiting) > 1:
            reasons.append(reason("2.4", "order.target_priority", clearing=clearing))
            reasons += rules.pass_first(snap, clearing, waiting)
        action = RemovePieces(removals=(Removal(faction=ME, piece="warrior", clearing=clearing, count=warriors),))
        return _step(action, reasons, cur.model_copy(update={"phase": "organize_spread", "acted": True,
                                                              "done": cur.done + (clearing,)}))
    if cur.acted:
        return _phase(cur, "evening_recruit")
    return _step(Nothing(), [reason("6.6.1", "organize.none", threshold=n), *_threshold_reasons(cfg, n)],
                 _phase(cur, "evening_recruit"))


def _organize_spread(snap: RootSnapshot, cur: AllianceCursor) -> RootStep:
    """6.6.1: the spread that follows each Organize."""
    action, why = spread(snap, _order(cur))
    clearing = cur.done[-1] if cur.done else 0
    return _step(action, [reason("6.6.1", "organize.spread", clearing=clearing), *why],
                 cur.model_copy(update={"phase": "evening_organize"}))


def _evening_recruit(snap: RootSnapshot, cur: AllianceCursor) -> RootStep:
    """6.6.2: one warrior in each clearing with a base, highest priority first (2.4) if the
    supply runs short (ruling supply-short). A base clearing where no warrior may be placed (a
    table edit put the Keep beside the base) is skipped, with why (2.3)."""
    nxt = _phase(cur, "evening_wildfire")
    bases = _base_clearings(snap)
    if not bases:
        return _step(Nothing(), [reason("6.6.2", "recruit.no_base")], nxt)
    refused = {c: rules.placement_refusal(snap, ME, "warrior", c, supply=False) for c in bases}
    legal = [c for c in bases if refused[c] is None]
    left = rules.in_supply(snap, ME, "warrior")
    targets = tuple((c, 1) for c in legal[:left])
    reasons = [reason("6.6.2", "recruit.per_base", targets=tuple(sorted(bases))),
               *(why for why in refused.values() if why is not None)]
    if len(targets) < len(legal):
        reasons.append(reason(RULING_SUPPLY_SHORT, "recruit.supply_short", missing=len(legal) - len(targets)))
        reasons += rules.pass_first(snap, legal[0], legal[len(targets):])
    if not targets:
        return _step(Nothing(), reasons, nxt)
    return _step(PlaceWarriors(faction=ME, targets=targets), reasons, nxt)


def _evening_wildfire(snap: RootSnapshot, cur: AllianceCursor) -> RootStep | AllianceCursor:
    """Trait Wildfire: at the end of Evening, Spread Sympathy once more without scoring for it
    (ruling end-of-evening: before the order is discarded, since 6.5.1 reads the order)."""
    nxt = _phase(cur, "evening_difficulty")
    if not flow.has_trait(snap, ME, "wildfire"):
        return nxt
    action, why = spread(snap, _order(cur), scoring=False)
    return _step(action, [reason("trait:wildfire", "spread.wildfire"),
                          reason(RULING_END_OF_EVENING, "evening.end_effects"), *why], nxt)


def _evening_difficulty(snap: RootSnapshot, cur: AllianceCursor) -> RootStep | AllianceCursor:
    nxt = _phase(cur, "evening_discard")
    score = flow.nightmare_score(snap, ME)
    if score is None:
        return nxt
    return _step(score, [flow.nightmare_reason(snap, score), reason(RULING_END_OF_EVENING, "evening.end_effects")],
                 nxt)


def _evening_discard(snap: RootSnapshot, cur: AllianceCursor) -> RootStep:
    """6.6.3: discard the order card."""
    assert cur.order is not None
    return _step(Discard(card=cur.order), [reason("6.6.3", "order.discard")], _phase(cur, "end"))


def _end(snap: RootSnapshot, cur: AllianceCursor) -> RootStep:
    return _step(EndTurn(faction=ME), [reason("6.6", "turn.end", faction=ME)], cur)


Handler = Callable[[RootSnapshot, AllianceCursor], "RootStep | RootPrompt | AllianceCursor"]

_HANDLERS: dict[str, Handler] = {
    "birdsong_reveal": _birdsong_reveal,
    "birdsong_craft": _birdsong_craft,
    "birdsong_revolt": _birdsong_revolt,
    "public_pity_count": _public_pity_count,
    "public_pity": _public_pity,
    "daylight_spread": _daylight_spread,
    "daylight_surprise": _daylight_surprise,
    "evening_organize": _evening_organize,
    "organize_spread": _organize_spread,
    "evening_recruit": _evening_recruit,
    "evening_wildfire": _evening_wildfire,
    "evening_difficulty": _evening_difficulty,
    "evening_discard": _evening_discard,
    "end": _end,
}


# -- answers from the table ------------------------------------------------------------------
def answer(snap: RootSnapshot, prompt: RootPrompt, ans: Answer) -> RootSnapshot:
    """The only question the Alliance asks is its order card (it never starts a battle)."""
    cur = _effective_cursor(snap, _cursor(snap))
    q = prompt.question
    match q, ans:
        case AskOrderCard(), OrderCardAnswer(card=card):
            card = validate_order_card(snap, card)
            return _with_cursor(snap, _phase(cur, "birdsong_craft", order=card))
    raise IllegalAnswer("answer.wrong_kind", question=q.kind, answer=ans.kind)


def _effective_cursor(snap: RootSnapshot, cur: AllianceCursor) -> AllianceCursor:
    return flow.effective_cursor(snap, cur, _HANDLERS)


def _with_cursor(snap: RootSnapshot, cur: AllianceCursor) -> RootSnapshot:
    return flow.with_cursor(snap, cur)


# -- battle-side abilities and traits, for battle.py ---------------------------------------
def is_alliance_bot(snap: RootSnapshot, faction: str) -> bool:
    state = snap.faction(faction) if snap.has_faction(faction) else None
    return state is not None and state.bot is not None and state.bot.bot == BOT_ID


def ambush_hit(snap: RootSnapshot, pb: PendingBattle) -> tuple[int, Reason | None]:
    """6.2.2 Automated Ambush: defending with at least one warrior, the Alliance bot deals one extra
    hit. Trait Informants: defenceless sympathy (no warrior, a token there) benefits too."""
    if not is_alliance_bot(snap, pb.defender):
        return 0, None
    place = snap.place(pb.clearing)
    if place.count(ME, "warrior") > 0:
        return 1, reason("6.2.2", "battle.automated_ambush")
    if flow.has_trait(snap, ME, "informants") and place.count(ME, "sympathy") > 0:
        return 1, reason("trait:informants", "battle.informants_ambush")
    return 0, None


def battle_rolls(snap: RootSnapshot, pb: PendingBattle) -> tuple[int, int, Reason | None]:
    """(attacker's roll, defender's roll) before caps. Law of Root: the attacker takes the higher
    die. Trait Veterans when the Alliance bot defends: first printing, Guerrilla War (the defender
    takes the higher die, the attacker the lower); Director's Cut, both take the higher die."""
    high, low = battles.rolled_hits(pb.dice if pb.dice is not None else (0, 0))
    if not is_alliance_bot(snap, pb.defender) or not flow.has_trait(snap, ME, "veterans"):
        return high, low, None
    if flow.bot_config(snap, ME).printing == "directors_cut":
        return high, high, reason("trait:veterans", "battle.veterans_both_high")
    return low, high, reason("trait:veterans", "battle.veterans_guerrilla")


def sympathy_vp_for_enemy(snap: RootSnapshot, removals: tuple[Removal, ...], scorer: str) -> tuple[int, Reason | None]:
    """VP an enemy scores for the sympathy tokens among `removals` (1 each, Law of Root), as the
    Popularity trait allows: none (first printing); at most 1 (Director's Cut: "at most 1 VP per
    turn"; ruling popularity-per-battle: the app caps each battle or edit, the table the turn)."""
    n = sum(r.count for r in removals if r.faction == ME and r.piece == "sympathy")
    if not n or scorer == ME or not snap.has_faction(ME) or not is_alliance_bot(snap, ME):
        return n, None
    if not flow.has_trait(snap, ME, "popularity"):
        return n, None
    if flow.bot_config(snap, ME).printing == "directors_cut":
        return min(n, 1), reason(RULING_POPULARITY_PER_BATTLE, "battle.popularity_cap", vp=min(n, 1))
    return 0, reason("trait:popularity", "battle.popularity_none")


# -- hooks (bots/hooks.py) -------------------------------------------------------------------
def defence_bonus(snap: RootSnapshot, pb: PendingBattle) -> tuple[int, tuple[Reason, ...]]:
    """Automated Ambush (6.2.2) and Informants as an extra hit when it defends."""
    n, why = ambush_hit(snap, pb)
    return n, (why,) if why is not None else ()


def defence_rolls(snap: RootSnapshot, pb: PendingBattle) -> tuple[int, int, Reason | None]:
    """Veterans: the rolls when it defends."""
    return battle_rolls(snap, pb)


def removal_worth(snap: RootSnapshot, removals: tuple[Removal, ...], scorer: str) -> tuple[int, Reason | None]:
    """What its removed pieces are worth to an enemy: Law of Root, with Popularity for sympathy."""
    plain = tuple(r for r in removals if r.piece != "sympathy")
    sympathy, why = sympathy_vp_for_enemy(snap, removals, scorer)
    return battles.vp_for_removals(plain, scorer) + sympathy, why


def crackdown(snap: RootSnapshot, removals: tuple[Removal, ...]) -> tuple[Removal, ...]:
    """6.2.4 Crackdown: when an Automated Alliance base is removed, all sympathy in clearings of the
    base's suit goes too. Returns the extra removals."""
    if not is_alliance_bot(snap, ME):
        return ()
    board = rules.board_of(snap)
    suits = {FACTIONS[ME].piece(r.piece).suit for r in removals
             if r.faction == ME and r.piece.startswith("base_")}
    out = []
    for place in snap.clearings():
        cid = int(place.id)
        if board.suit(cid) in suits and place.count(ME, "sympathy"):
            already = sum(r.count for r in removals if r.clearing == cid and r.piece == "sympathy"
                          and r.faction == ME)
            left = place.count(ME, "sympathy") - already
            if left > 0:
                out.append(Removal(faction=ME, piece="sympathy", clearing=cid, count=left))
    return tuple(out)


def after_removal(snap: RootSnapshot, faction: str, removals: tuple[Removal, ...]) -> RemovalEffects:
    """Crackdown (6.2.4) whenever its bases are removed, in battle or not."""
    extra = crackdown(snap, removals)
    return RemovalEffects(extra_removals=extra, reasons=(reason("6.2.4", "battle.crackdown"),) if extra else ())


def outrage_triggers(snap: RootSnapshot, faction: str, edit: edits.Edit) -> tuple[int, ...]:
    """Clearings where this human edit triggers the Automated Alliance's Outrage (6.2.3): a human
    removes a sympathy token (by hand, or by the hits of a battle they fight against the
    Alliance), or moves warriors into a sympathetic clearing. Crackdown's sweep is the Alliance's
    own doing and outrages nobody. The GUI then asks whether the human discards a matching card
    (the Outrage edit). Hook: edits.outrage_triggers asks it."""
    match edit:
        case edits.RemovePiece(faction=f, piece="sympathy", place=int() as c) if f == ME:
            return (c,)
        case edits.MovePiece(faction=f, piece="warrior", dest=int() as c) if f != ME and \
                not snap.faction(f).is_bot and snap.place(c).count(ME, "sympathy"):
            return (c,)
        case edits.RemoveAllEnemies(clearing=c, by=by) if by != ME and snap.has_faction(by) and \
                not snap.faction(by).is_bot and snap.place(c).count(ME, "sympathy"):
            return (c,)
        case (edits.BotTakesHits(faction=f, clearing=c, by=str() as by)
              | edits.HumanBattle(defender=f, clearing=c, attacker=by)) if f == ME and snap.has_faction(by) and \
                not snap.faction(by).is_bot and snap.place(c).count(ME, "sympathy"):
            try:
                after = edits.apply_edit(snap, edit)
            except IllegalEdit:
                return ()
            if after.place(c).count(ME, "sympathy") < snap.place(c).count(ME, "sympathy"):
                return (c,)
    return ()


__all__ = [
    "BASE_FOR_SUIT",
    "SYMPATHY_VP",
    "TRAITS",
    "after_removal",
    "ambush_hit",
    "answer",
    "battle_rolls",
    "choose_revolt",
    "choose_spread",
    "choose_surprise_revolt",
    "crackdown",
    "defence_bonus",
    "defence_rolls",
    "new_cursor",
    "next_step",
    "organize_threshold",
    "outrage_triggers",
    "removal_worth",
    "setup",
    "spread",
    "sympathy_vp_for_enemy",
]

"""Drillbit Duchy (Law of Rootbotics section 10).

The Duchy digs up from its Burrow (10.2.2, the place "burrow" beside the map) through tunnels,
battles in every ordered clearing, builds citadels and markets, and lets its crowned ministers act
top to bottom. Every target walks the rulebook through core.ranking.pick: the step's own criteria,
clearing priority (2.1), the retry over illegal targets (2.3), several targets in priority order
(2.4), so the reasons the player sees are the chain that decided.

The turn is a cursor in the snapshot (DuchyCursor); next_step() reads it and proposes one step.
"""

from __future__ import annotations

from collections.abc import Callable

from ....core import rng as rngmod
from ....core.ranking import Criterion, Order, pick
from ....core.reasons import Reason, reason
from ....core.steps import IllegalAnswer, IllegalEdit
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
    Build,
    Compound,
    DiceAnswer,
    Discard,
    EndTurn,
    Move,
    Nothing,
    OrderCardAnswer,
    PlaceWarriors,
    Removal,
    RemovalAnswer,
    RemovePieces,
    RootPrompt,
    RootStep,
    Score,
    SetBoard,
)
from ..cards import validate_order_card
from ..factions import FACTIONS, SETUP_ORDER, Category, Suit
from ..setup import GameConfig
from ..state import BotConfig, OrderCard, PendingBattle, Place, RootSnapshot
from . import flow, hooks
from .duchy_state import MINISTERS, DuchyBoard, DuchyCursor, minister

ME = "duchy"
BOT_ID = "drillbit_duchy"
BURROW = rules.BURROW
BUILDINGS = ("citadel", "market")

TRAITS = ("invaders", "overwhelm", "foundations", "investors")

DIG_WARRIORS = 4
"""10.5.1: the Burrow needs 4 warriors to dig, and 4 move up."""
BRIGADIER_WARRIORS = 3
"""10.7.4: the Brigadier digs with 3 or more warriors in the Burrow."""
OVERWHELM_WARRIORS = 3
"""Trait Overwhelm: each dig needs and moves only 3."""
CITADEL_SUPPLY = 9
"""10.5.3: a citadel with 9 or more warriors in the supply, else a market."""
KEEP_IN_CLEARING = 4
"""10.6.1: all but 4 Duchy warriors of each ruled clearing go to the Burrow."""

# -- rulings (docs/rulings.md) ---------------------------------------------------------------
RULING_BIRD_ORDER_ANY_CLEARING = "ruling:bird-order-any-clearing"
RULING_DIG_FEWEST_WARRIORS = "ruling:duchy-dig-fewest-warriors"
RULING_BRIGADIER_MOVES = "ruling:duchy-brigadier-moves"
RULING_RALLY_DESTINATION = "ruling:duchy-rally-destination"
RULING_MAYOR_BURROW = "ruling:duchy-burrow-is-a-clearing"
RULING_SWAY_NONE_ORDERED = "ruling:duchy-sway-none-ordered"
RULING_SETUP_BIRD = "ruling:duchy-setup-bird-card"
RULING_BUILD_TYPE_FIXED = "ruling:duchy-build-type-fixed"
RULING_SUPPLY_SHORT = "ruling:supply-short"
RULING_ONE_PRINTING = "ruling:duchy-one-printing"


# -- setup (10.3) ----------------------------------------------------------------------------
def bot_start_corners(snap: RootSnapshot) -> tuple[int, ...]:
    """Corners where another bot started, when the Duchy sets up (it is last, letter H): the
    Marquise's Keep (4.3.2), or a corner holding another bot's building (the Eyrie's first roost
    5.3.2, the Lizards' garden 8.3.2)."""
    board = rules.board_of(snap)
    out = []
    for c in board.corners():
        place = snap.place(c)
        for f in place.factions():
            if f == ME or not snap.faction(f).is_bot:
                continue
            # The Marquise starts where its Keep is (its buildings around it are not starts).
            start = place.count(f, "keep") if FACTIONS[f].has_piece("keep") else \
                place.count_category(f, Category.BUILDING)
            if start:
                out.append(c)
                break
    return tuple(out)


def setup(snap: RootSnapshot, faction: str, config: GameConfig) -> RootSnapshot:
    """10.3.1-10.3.4: supply of 20 warriors, 3 tunnels, 9 crowns (implicit); the Burrow beside the
    map (the place "burrow", laid out by new_game); 2 warriors and a tunnel in a corner that is not
    another bot's start, diagonally opposite one if possible; 2 warriors in each adjacent clearing;
    the citadel and market tracks full (implicit in the supply). 10.3.5's two cards are drawn by the
    table before the first turn (setup_draws / take_setup_card)."""
    assert faction == ME
    board = rules.board_of(snap)
    state = snap.rng
    log: list[Reason] = []
    taken = bot_start_corners(snap)
    starts = set(taken)
    if snap.has_faction("marquise") and not snap.faction("marquise").is_bot and config.keep_corner is not None:
        starts.add(config.keep_corner)  # a human Marquise's Keep, as the table said: a starting corner
    keep = rules.keep_at_setup(snap, config.keep_corner)  # only the Marquise places there (2.3)
    free = tuple(c for c in board.corners() if c not in taken and c != keep and rules.may_place(snap, ME, c))
    opposite = tuple(c for c in free if any(board.clearing(t).opposite_corner == c for t in starts))
    if opposite:
        corner, state = rngmod.choice(state, opposite)
        facing = tuple(sorted(t for t in starts if board.clearing(t).opposite_corner == corner))
        log.append(reason("10.3.3", "setup.duchy_opposite", clearing=corner, starts=facing))
    else:
        corner, state = rngmod.choice(state, free or board.corners())
        log.append(reason("10.3.3", "setup.duchy_random", clearing=corner, corners=free or board.corners()))
    snap = rules.add_pieces(snap, ME, "warrior", corner, 2)
    snap = rules.add_pieces(snap, ME, "tunnel", corner)
    for c in board.adjacent(corner):
        if rules.placement_refusal(snap, ME, "warrior", c, 2) is None:
            snap = rules.add_pieces(snap, ME, "warrior", c, 2)
    log.append(reason("10.3.3", "setup.duchy_surface", clearing=corner, adjacent=board.adjacent(corner)))
    snap = rules.update_faction(snap, ME, board=DuchyBoard())
    return snap.model_copy(update={"rng": state, "log": snap.log + tuple(log)})


def setup_draws(config: BotConfig) -> int:
    """10.3.5: two cards drawn at setup."""
    return 2


def take_setup_card(snap: RootSnapshot, faction: str, card: OrderCard) -> RootSnapshot:
    """10.3.5: the card is discarded and the highest uncrowned minister of its suit is crowned. A
    bird card (no minister is a bird) is wild: the highest uncrowned minister (ruling
    duchy-setup-bird-card)."""
    board = _board(snap)
    name = card.name or card.suit.value
    log = [reason("10.3.5", "setup.duchy_card", card=name)]
    for m in MINISTERS:
        if not board.has(m.id) and (card.suit == Suit.BIRD or m.suit == card.suit):
            board = board.with_crown(m.id)
            log.append(reason("10.3.5" if card.suit != Suit.BIRD else RULING_SETUP_BIRD, "setup.duchy_crown",
                              minister=m.id))
            break
    snap = rules.update_faction(snap, faction, board=board)
    return snap.model_copy(update={"discard": snap.discard + (card.name or f"{card.suit}",),
                                   "log": snap.log + tuple(log)})


def new_cursor() -> DuchyCursor:
    return DuchyCursor()


# -- difficulty and traits (3.3; texts in shared/data/root/bots.json) ------------------------
def recruit_base(cfg: BotConfig) -> int:
    """10.4.3: 2 warriors; the difficulty card changes it (Easy 1, Challenging and Nightmare 3). The
    Clockwork 2 cards have one text whatever the printing (ruling duchy-one-printing)."""
    return {"easy": 1, "normal": 2, "challenging": 3, "nightmare": 3}[cfg.difficulty]


def mole_icons(snap: RootSnapshot) -> int:
    """The mole icons uncovered on the citadel track: one under each citadel placed on the map
    (the worked example: Easy, 2 citadels on the map and the Foremole recruit 4)."""
    return snap.on_board(ME, "citadel")


# -- shared helpers --------------------------------------------------------------------------
def _board(snap: RootSnapshot) -> DuchyBoard:
    board = snap.faction(ME).board
    return board if isinstance(board, DuchyBoard) else DuchyBoard()


def _cursor(snap: RootSnapshot) -> DuchyCursor:
    cur = snap.turn.cursor
    assert isinstance(cur, DuchyCursor)
    return cur


def _warriors(snap: RootSnapshot, place: Place) -> int:
    return snap.place(place).count(ME, "warrior")


def _burrow(snap: RootSnapshot) -> int:
    return _warriors(snap, BURROW)


def _has_building(snap: RootSnapshot, clearing: int) -> bool:
    return snap.place(clearing).count_category(ME, Category.BUILDING) > 0


def _enemy_buildings_tokens(snap: RootSnapshot, clearing: int) -> int:
    place = snap.place(clearing)
    return sum(place.count_category(f, Category.BUILDING) + place.count_category(f, Category.TOKEN)
               for f in rules.enemies(snap, ME))


def _enemy_buildings(snap: RootSnapshot, clearing: int) -> int:
    place = snap.place(clearing)
    return sum(place.count_category(f, Category.BUILDING) for f in rules.enemies(snap, ME))


def _enemy_warriors(snap: RootSnapshot, clearing: int) -> int:
    place = snap.place(clearing)
    return sum(place.count_category(f, Category.WARRIOR) for f in rules.enemies(snap, ME))


def _all_warriors(snap: RootSnapshot, clearing: int) -> int:
    place = snap.place(clearing)
    return sum(place.count_category(f, Category.WARRIOR) for f in place.factions())


def _ordered(snap: RootSnapshot, suit: Suit) -> tuple[int, ...]:
    """2.7: the clearings of the order's suit; a bird order is wild and orders every clearing
    (ruling bird-order-any-clearing). The Burrow is suitless: never ordered. Highest priority first
    (2.4), the Pass first (12.2.2)."""
    board = rules.board_of(snap)
    return rules.by_priority(snap, (c.id for c in board.clearings if suit == Suit.BIRD or c.suit == suit))


def _step(action: Action, reasons: tuple[Reason, ...] | list[Reason], cursor: DuchyCursor,
          rng: int | None = None) -> RootStep:
    return RootStep(actor=ME, action=action, reasons=tuple(reasons), cursor=cursor, rng=rng)


def _phase(cur: DuchyCursor, phase: str, **changes: object) -> DuchyCursor:
    base: dict[str, object] = {"phase": phase, "done": (), "acted": False, "pending_battle": None}
    base.update(changes)
    return cur.model_copy(update=base)


def _bird(cur: DuchyCursor) -> bool:
    return cur.order is not None and cur.order.suit == Suit.BIRD


# -- the turn --------------------------------------------------------------------------------
def next_step(snap: RootSnapshot) -> RootStep | RootPrompt:
    """The next thing the Duchy does, from the cursor in the snapshot."""
    return flow.propose(snap, _cursor(snap), _HANDLERS, "Duchy")


# -- Birdsong (10.4) -------------------------------------------------------------------------
def _birdsong_reveal(snap: RootSnapshot, cur: DuchyCursor) -> RootPrompt:
    return RootPrompt(actor=ME, question=AskOrderCard(purpose="birdsong"),
                      reasons=(reason("10.4.1", "order.reveal"),))


def _birdsong_craft(snap: RootSnapshot, cur: DuchyCursor) -> RootStep:
    """10.4.2 / 1.1: craft the order card's item if the supply still has it; always 1 VP."""
    assert cur.order is not None
    craft, why = flow.craft_order(snap, ME, cur.order, "10.4.2")
    return _step(craft or Nothing(), why, _phase(cur, "birdsong_recruit"))


def recruit_count(snap: RootSnapshot) -> tuple[int, list[Reason]]:
    """10.4.3: the difficulty's count plus one per uncovered mole icon, plus one with the Foremole
    crowned (10.7.3)."""
    cfg = flow.bot_config(snap, ME)
    base, moles = recruit_base(cfg), mole_icons(snap)
    why = [reason("10.4.3" if cfg.difficulty == "normal" else f"difficulty:{cfg.difficulty}",
                  "duchy.recruit_count", base=base, moles=moles)]
    if cfg.difficulty != "normal" and cfg.printing == "directors_cut":
        why.append(reason(RULING_ONE_PRINTING, "duchy.one_printing"))
    n = base + moles
    if _board(snap).has("foremole"):
        n += 1
        why.append(reason("10.7.3", "duchy.foremole"))
    return n, why


def _birdsong_recruit(snap: RootSnapshot, cur: DuchyCursor) -> RootStep:
    nxt = _phase(cur, "daylight_dig")
    n, why = recruit_count(snap)
    placed = min(n, rules.in_supply(snap, ME, "warrior"))
    reasons = [reason("10.4.3", "duchy.recruit", count=placed), *why]
    if placed < n:
        reasons.append(reason(RULING_SUPPLY_SHORT, "duchy.recruit_short", missing=n - placed))
    if placed <= 0:
        return _step(Nothing(), reasons, nxt)
    return _step(PlaceWarriors(faction=ME, targets=((BURROW, placed),)), reasons, nxt)


# -- Dig (10.5.1, 10.7.4) --------------------------------------------------------------------
def dig(snap: RootSnapshot, order: Suit, rule: str, *, need: int, brigadier: bool = False,
        invaders: bool = False) -> tuple[Action | None, list[Reason]]:
    """A tunnel in an ordered clearing with no tunnel and no Duchy building, then warriors up from
    the Burrow. Returns the action (None when it cannot dig) and why."""
    in_burrow = _burrow(snap)
    if in_burrow < need:
        return None, [reason(rule, "dig.burrow_short", warriors=in_burrow, need=need)]
    candidates = [c for c in _ordered(snap, order)
                  if not snap.place(c).count(ME, "tunnel") and not _has_building(snap, c)]
    criteria: list[Criterion[int]]
    if brigadier:
        criteria = [Criterion("10.7.4", "dig.most_enemy_buildings_tokens",
                              lambda c: _enemy_buildings_tokens(snap, c))]
    elif invaders:
        criteria = [Criterion("trait:invaders", "dig.most_enemy_buildings", lambda c: _enemy_buildings(snap, c)),
                    Criterion("trait:invaders", "dig.fewest_enemy_warriors", lambda c: _enemy_warriors(snap, c),
                              best="min")]
    elif order == Suit.BIRD:
        criteria = [Criterion("10.5.1", "dig.most_enemy_buildings_tokens",
                              lambda c: _enemy_buildings_tokens(snap, c))]
    else:
        criteria = [Criterion("10.5.1", "dig.most_empty_slots", lambda c: rules.free_slots(snap, c)),
                    Criterion("10.5.1", "dig.fewest_warriors", lambda c: _all_warriors(snap, c), best="min")]

    def legal(c: int) -> Reason | None:
        return rules.placement_refusal(snap, ME, "tunnel", c, supply=False)

    picked = pick(candidates, criteria, tiebreak=rules.highest_first(snap), legal=legal)
    if picked.chosen is None:
        return None, [reason(rule, "dig.no_clearing"), *picked.reasons]
    target = picked.chosen
    count = min(in_burrow, DIG_WARRIORS if need == DIG_WARRIORS else need)
    if brigadier:
        count = min(in_burrow, DIG_WARRIORS)
    why = [reason(rule, "dig.tunnel", clearing=target, count=count), *picked.reasons]
    if brigadier and count < DIG_WARRIORS:
        why.append(reason(RULING_BRIGADIER_MOVES, "dig.brigadier_moves_all", count=count))
    if not brigadier and not invaders and order != Suit.BIRD and len(criteria) == 2:
        why.append(reason(RULING_DIG_FEWEST_WARRIORS, "dig.fewest_warriors_reading"))
    parts: list[Action] = []
    if rules.in_supply(snap, ME, "tunnel") > 0:
        parts.append(PlaceWarriors(faction=ME, piece="tunnel", targets=((target, 1),)))
    else:
        # 10.5.1.II: no tunnel left: the one from the clearing with fewest Duchy warriors moves.
        sources = [int(p.id) for p in snap.clearings() if p.count(ME, "tunnel")]
        src = pick(sources, [Criterion("10.5.1", "dig.tunnel_from_fewest", lambda c: _warriors(snap, c), best="min")],
                   tiebreak=rules.highest_first(snap))
        assert src.chosen is not None
        why += [reason("10.5.1", "dig.no_tunnel_in_supply", origin=src.chosen), *src.reasons]
        parts.append(Move(faction=ME, piece="tunnel", origin=src.chosen, dest=target))
    parts.append(Move(faction=ME, origin=BURROW, dest=target, count=count))
    return Compound(parts=tuple(parts)), why


def _dig_need(snap: RootSnapshot) -> int:
    return OVERWHELM_WARRIORS if flow.has_trait(snap, ME, "overwhelm") else DIG_WARRIORS


def _daylight_dig(snap: RootSnapshot, cur: DuchyCursor) -> RootStep:
    assert cur.order is not None
    overwhelm = flow.has_trait(snap, ME, "overwhelm")
    digs = 2 if overwhelm else 1
    nxt_cur = cur.model_copy(update={"digs": cur.digs + 1})
    if cur.digs + 1 >= digs:
        nxt_cur = _phase(cur, "daylight_battle", digs=cur.digs + 1)
    action, why = dig(snap, cur.order.suit, "10.5.1", need=_dig_need(snap), invaders=flow.has_trait(snap, ME, "invaders"))
    if overwhelm:
        why.append(reason("trait:overwhelm", "dig.overwhelm", time=cur.digs + 1, need=OVERWHELM_WARRIORS))
    if action is None:
        return _step(Nothing(), why, _phase(cur, "daylight_battle", digs=cur.digs + 1))
    return _step(action, why, nxt_cur)


# -- Battle (10.5.2) -------------------------------------------------------------------------
def choose_defender(snap: RootSnapshot, clearing: int, rule: str = "10.5.2") -> tuple[str | None, tuple[Reason, ...]]:
    """10.5.2.I: the player with most buildings there, then most pieces, then most VP; then 2.2."""
    place = snap.place(clearing)
    candidates = [f for f in rules.enemies(snap, ME) if place.count(f) > 0]
    order = {f: i for i, f in enumerate(SETUP_ORDER)}
    picked = pick(
        candidates,
        [Criterion(rule, "defender.most_buildings", lambda f: place.count_category(f, Category.BUILDING)),
         Criterion(rule, "defender.most_pieces", lambda f: place.count(f)),
         Criterion(rule, "defender.most_vp", lambda f: snap.faction(f).vp)],
        tiebreak=lambda f: order[f], tiebreak_rule="2.2", tiebreak_code="tiebreak.setup_order",
    )
    return picked.chosen, picked.reasons


def attack_bonus(snap: RootSnapshot, pb: PendingBattle) -> tuple[int, tuple[Reason, ...]]:
    """10.7.1 Captain (an ability): +1 hit as attacker where the battle clearing has a tunnel."""
    if pb.attacker != ME or not _board(snap).has("captain") or not snap.place(pb.clearing).count(ME, "tunnel"):
        return 0, ()
    return 1, (reason("10.7.1", "battle.captain", clearing=pb.clearing),)


def _battle_phase(snap: RootSnapshot, cur: DuchyCursor, clearings: tuple[int, ...], rule: str, code: str,
                  nxt: DuchyCursor) -> RootStep | RootPrompt | DuchyCursor:
    if cur.pending_battle is not None:
        return _resolve_battle(snap, cur, cur.pending_battle)
    waiting = [c for c in rules.by_priority(snap, clearings) if c not in cur.done and _warriors(snap, c) > 0
               and rules.pieces_of(snap.place(c), rules.enemies(snap, ME)) > 0]
    for clearing in waiting:
        defender, why = choose_defender(snap, clearing, rule)
        assert defender is not None
        # The Captain's extra hit (10.7.1) is added by the battle itself (the attack_bonus hook).
        pending = PendingBattle(clearing=clearing, attacker=ME, defender=defender,
                                reasons=(reason(rule, code, clearing=clearing),
                                         *rules.pass_first(snap, clearing, waiting), *why))
        return battles.ask_before_dice(snap, pending)
    if cur.acted:
        return nxt
    return _step(Nothing(), [reason(rule, code + ".none")], nxt)


def _resolve_battle(snap: RootSnapshot, cur: DuchyCursor, pb: PendingBattle) -> RootStep | RootPrompt:
    resolved = battles.resolve_battle(snap, pb)
    if isinstance(resolved, RootPrompt):
        return resolved
    action, state, why = resolved
    # The Price of Failure (10.2.1) comes with the battle (the after_removal hook).
    reasons = list(pb.reasons) + list(why)
    nxt = cur.model_copy(update={"pending_battle": None, "done": cur.done + (pb.clearing,), "acted": True})
    return _step(action, reasons, nxt, rng=state if state != snap.rng else None)


def _daylight_battle(snap: RootSnapshot, cur: DuchyCursor) -> RootStep | RootPrompt | DuchyCursor:
    assert cur.order is not None
    reasons_bird = _bird(cur)
    nxt = _phase(cur, "daylight_build")
    result = _battle_phase(snap, cur, _ordered(snap, cur.order.suit), "10.5.2", "battle.ordered", nxt)
    if reasons_bird and isinstance(result, RootStep) and isinstance(result.action, Nothing):
        result = result.model_copy(update={"reasons": (*result.reasons, reason(
            RULING_BIRD_ORDER_ANY_CLEARING, "order.bird_orders_every_clearing"))})
    return result


# -- the Price of Failure (10.2.1) -----------------------------------------------------------
def price_of_failure(snap: RootSnapshot, removals: tuple[Removal, ...]) -> tuple[DuchyBoard | None, list[Reason]]:
    """10.2.1: whenever Duchy buildings are removed (any number at once), the crowned minister
    nearest the base (the lowest on the board) loses its crown. Foundations: the lowest crowned
    minister whose suit matches a clearing where a building was removed."""
    gone = [r for r in removals if r.faction == ME and r.piece in BUILDINGS]
    board = _board(snap)
    if not gone or not board.crowned:
        return None, []
    candidates = list(reversed(board.crowned))
    rule = "10.2.1"
    if flow.has_trait(snap, ME, "foundations"):
        board_map = rules.board_of(snap)
        suits = {board_map.clearing(r.clearing).suit for r in gone if isinstance(r.clearing, int)}
        candidates = [m for m in candidates if minister(m).suit in suits]
        rule = "trait:foundations"
        if not candidates:
            return None, [reason(rule, "duchy.no_crown_of_suit")]
    lost = candidates[0]
    return board.without_crown(lost), [reason(rule, "duchy.price_of_failure", minister=lost)]


def after_removal(snap: RootSnapshot, faction: str, removals: tuple[Removal, ...]) -> hooks.RemovalEffects:
    """The hook shared code calls whenever Duchy pieces leave the map, before they do (10.2.1)."""
    board, why = price_of_failure(snap, removals)
    return hooks.RemovalEffects(board=board, reasons=tuple(why))


# -- the Investors trait ----------------------------------------------------------------------
def investors_clearings(before: RootSnapshot, after: RootSnapshot) -> tuple[int, ...]:
    """Trait Investors: the clearings where a human, on their turn, removed Duchy buildings (so set
    off the Price of Failure); the table is then asked whether they discard a matching card."""
    if not before.has_faction(ME) or not after.has_faction(ME) or before.current_faction().is_bot:
        return ()
    cfg = before.faction(ME).bot
    if cfg is None or "investors" not in cfg.traits:
        return ()
    return tuple(int(p.id) for p in before.clearings()
                 if p.count_category(ME, Category.BUILDING) > after.place(p.id).count_category(ME, Category.BUILDING))


def investors_answer(snap: RootSnapshot, faction: str, clearing: int, discarded: bool) -> RootSnapshot:
    """Trait Investors (hook for the Investors edit): the human discarded a card of the clearing's
    suit, the Duchy loses 1 VP; else the Duchy sways a matching minister (the highest of that suit
    without a crown, as 10.6.3)."""
    if not flow.has_trait(snap, ME, "investors"):
        raise IllegalEdit("edit.no_investors", faction=faction)
    if discarded:
        return rules.add_vp(snap, ME, -1)
    suit = rules.board_of(snap).clearing(clearing).suit
    board = _board(snap)
    free = [m for m in MINISTERS if m.suit == suit and not board.has(m.id)]
    if not free:
        return snap
    return rules.update_faction(snap, ME, board=board.with_crown(free[0].id))


# -- Build (10.5.3, 10.7.5) ------------------------------------------------------------------
def build(snap: RootSnapshot, rule: str) -> tuple[Action | None, list[Reason], bool]:
    """A citadel with 9+ warriors in the supply, else a market, in the ruled clearing with most Duchy
    warriors (2.3: one with a free slot). Nothing placeable and buildings still on the tracks: 1 VP.
    Returns the action, why, and whether no slot was the reason (the Invaders trait battles then)."""
    supply = rules.in_supply(snap, ME, "warrior")
    piece = "citadel" if supply >= CITADEL_SUPPLY else "market"
    why = [reason(rule, "duchy.build_type", piece=piece, warriors=supply)]
    on_tracks = sum(rules.in_supply(snap, ME, b) for b in BUILDINGS)
    no_slot = False
    chosen: int | None = None
    if rules.in_supply(snap, ME, piece) < 1:
        why.append(reason(RULING_BUILD_TYPE_FIXED, "build.none_left", piece=piece))
    else:
        ruled = [c for c in rules.board_of(snap).clearing_ids() if rules.rules(snap, ME, c)]
        picked = pick(ruled, [Criterion(rule, "duchy.build_most_warriors", lambda c: _warriors(snap, c))],
                      tiebreak=rules.highest_first(snap), legal=lambda c: rules.placement_refusal(snap, ME, piece, c))
        why += picked.reasons
        chosen = picked.chosen
        no_slot = chosen is None
        if not ruled:
            why.append(reason(rule, "build.no_ruled"))
    if chosen is not None:
        why.insert(0, reason(rule, "duchy.build", piece=piece, clearing=chosen))
        return Build(faction=ME, piece=piece, clearing=chosen), why, False
    if on_tracks > 0:
        why.append(reason("10.5.3", "duchy.build_none_vp"))
        return Score(faction=ME, vp=1), why, no_slot
    return None, why, no_slot


def _build_step(snap: RootSnapshot, cur: DuchyCursor, rule: str, nxt: DuchyCursor) -> RootStep | DuchyCursor:
    action, why, no_slot = build(snap, rule)
    if no_slot and flow.has_trait(snap, ME, "invaders"):
        # Trait Invaders: a Build that finds no slot battles in each clearing instead.
        why.append(reason("trait:invaders", "duchy.invaders_battle"))
        return _step(Nothing(), why, _phase(cur, "invaders_battle", after_invasion=nxt.phase,
                                                 minister=nxt.minister))
    return _step(action or Nothing(), why, nxt)


def _daylight_build(snap: RootSnapshot, cur: DuchyCursor) -> RootStep | DuchyCursor:
    return _build_step(snap, cur, "10.5.3", _phase(cur, "ministers", minister=0))


def _invaders_battle(snap: RootSnapshot, cur: DuchyCursor) -> RootStep | RootPrompt | DuchyCursor:
    nxt = _phase(cur, cur.after_invasion or "ministers", after_invasion="")
    return _battle_phase(snap, cur, rules.board_of(snap).clearing_ids(), "trait:invaders", "battle.every", nxt)


# -- the ministers (10.5.4, 10.7) ------------------------------------------------------------
def _ministers(snap: RootSnapshot, cur: DuchyCursor) -> RootStep | RootPrompt | DuchyCursor:
    """10.5.4: every crowned minister's action, top to bottom (Captain and Foremole are abilities)."""
    board = _board(snap)
    for index in range(cur.minister, len(MINISTERS)):
        m = MINISTERS[index]
        if m.ability or not board.has(m.id):
            continue
        nxt = _phase(cur, "ministers", minister=index + 1)
        return _MINISTER_ACTIONS[m.id](snap, cur, nxt)
    return _phase(cur, "evening_rally")


def _marshal(snap: RootSnapshot, cur: DuchyCursor, nxt: DuchyCursor) -> RootStep:
    """10.7.2: a warrior in the clearing with fewest Duchy warriors and at least one Duchy building."""
    if rules.in_supply(snap, ME, "warrior") < 1:
        return _step(Nothing(), [reason("10.7.2", "minister.acts", minister="marshal"),
                                 reason("10.7.2", "marshal.supply_empty")], nxt)
    candidates = [c for c in rules.board_of(snap).clearing_ids() if _has_building(snap, c)]
    picked = pick(candidates, [Criterion("10.7.2", "marshal.fewest_warriors", lambda c: _warriors(snap, c),
                                         best="min")],
                  tiebreak=rules.highest_first(snap), legal=lambda c: rules.placement_refusal(snap, ME, "warrior", c))
    why = [reason("10.7.2", "minister.acts", minister="marshal"), *picked.reasons]
    if picked.chosen is None:
        return _step(Nothing(), [*why, reason("10.7.2", "marshal.no_clearing")], nxt)
    why.insert(1, reason("10.7.2", "marshal.place", clearing=picked.chosen))
    return _step(PlaceWarriors(faction=ME, targets=((picked.chosen, 1),)), why, nxt)


def _brigadier(snap: RootSnapshot, cur: DuchyCursor, nxt: DuchyCursor) -> RootStep:
    """10.7.4: with 3+ warriors in the Burrow, dig, its first tie-breaker most enemy buildings and tokens."""
    assert cur.order is not None
    action, why = dig(snap, cur.order.suit, "10.7.4", need=BRIGADIER_WARRIORS, brigadier=True)
    why.insert(0, reason("10.7.4", "minister.acts", minister="brigadier"))
    if action is not None and flow.has_trait(snap, ME, "overwhelm") and isinstance(action, Compound):
        # Overwhelm: every dig moves only 3.
        parts = tuple(p.model_copy(update={"count": min(p.count, OVERWHELM_WARRIORS)})
                      if isinstance(p, Move) and p.piece == "warrior" else p for p in action.parts)
        action = Compound(parts=parts)
        why.append(reason("trait:overwhelm", "dig.overwhelm_moves", count=OVERWHELM_WARRIORS))
    return _step(action or Nothing(), why, nxt)


def _banker(snap: RootSnapshot, cur: DuchyCursor, nxt: DuchyCursor) -> RootStep | DuchyCursor:
    """10.7.5: a Build action."""
    step = _build_step(snap, cur, "10.7.5", nxt)
    if isinstance(step, RootStep):
        return step.model_copy(update={"reasons": (reason("10.7.5", "minister.acts", minister="banker"),
                                                    *step.reasons)})
    return step


def _mayor(snap: RootSnapshot, cur: DuchyCursor, nxt: DuchyCursor) -> RootStep:
    """10.7.6: remove a Duchy warrior from the ruled clearing with most Duchy warriors; if so, 1 VP.
    The Burrow is a clearing the Duchy always rules (10.2.2): it counts; it has no priority number,
    so it loses a tie to any map clearing (ruling duchy-burrow-is-a-clearing)."""
    places: list[Place] = [c for c in rules.board_of(snap).clearing_ids() if rules.rules(snap, ME, c)]
    places.append(BURROW)
    places = [p for p in places if _warriors(snap, p) > 0]
    last = len(rules.board_of(snap).clearings) + 1
    first = rules.highest_first(snap)  # the Pass first (12.2.2)
    picked = pick(places, [Criterion("10.7.6", "mayor.most_warriors", lambda p: _warriors(snap, p))],
                  tiebreak=Order[Place](key=lambda p: first(p) if isinstance(p, int) else last,
                                 ahead=lambda p: first.ahead(p) if isinstance(p, int) else None))
    why = [reason("10.7.6", "minister.acts", minister="mayor"), *picked.reasons]
    if picked.chosen is None:
        return _step(Nothing(), [*why, reason("10.7.6", "mayor.no_warrior")], nxt)
    why.insert(1, reason("10.7.6", "mayor.remove", place=picked.chosen))
    if picked.chosen == BURROW:
        why.append(reason(RULING_MAYOR_BURROW, "mayor.burrow"))
    removal = RemovePieces(removals=(Removal(faction=ME, piece="warrior", clearing=picked.chosen),))
    return _step(Compound(parts=(removal, Score(faction=ME, vp=1))), why, nxt)


def _score_minister(mid: str, rule: str, code: str, vp: int, **params: int) -> Callable[..., RootStep]:
    def act(snap: RootSnapshot, cur: DuchyCursor, nxt: DuchyCursor) -> RootStep:
        points = vp
        why = [reason(rule, "minister.acts", minister=mid), reason(rule, code, vp=points, **params)]
        return _step(Score(faction=ME, vp=points) if points else Nothing(), why, nxt)
    return act


def _earl(snap: RootSnapshot, cur: DuchyCursor, nxt: DuchyCursor) -> RootStep:
    n = snap.on_board(ME, "citadel")
    return _score_minister("earl_of_stone", "10.7.7", "duchy.score_citadels", n, citadels=n)(snap, cur, nxt)


def _baron(snap: RootSnapshot, cur: DuchyCursor, nxt: DuchyCursor) -> RootStep:
    n = snap.on_board(ME, "market")
    return _score_minister("baron_of_dirt", "10.7.8", "duchy.score_markets", n, markets=n)(snap, cur, nxt)


def _duchess(snap: RootSnapshot, cur: DuchyCursor, nxt: DuchyCursor) -> RootStep:
    left = rules.in_supply(snap, ME, "tunnel")
    vp = 2 if left == 0 else 0
    return _score_minister("duchess_of_mud", "10.7.9", "duchy.score_tunnels", vp, left=left)(snap, cur, nxt)


_MINISTER_ACTIONS: dict[str, Callable[[RootSnapshot, DuchyCursor, DuchyCursor], RootStep | DuchyCursor]] = {
    "marshal": _marshal,
    "brigadier": _brigadier,
    "banker": _banker,
    "mayor": _mayor,
    "earl_of_stone": _earl,
    "baron_of_dirt": _baron,
    "duchess_of_mud": _duchess,
}


# -- Evening (10.6) --------------------------------------------------------------------------
def rally_destination(snap: RootSnapshot, origin: int) -> tuple[int | None, tuple[Reason, ...]]:
    """10.6.1.I: the adjacent clearing with Duchy buildings and fewest Duchy warriors; a move must
    start or end where the Duchy rules (Law of Root 4.2), else the next one (2.3)."""
    rules_origin = rules.rules(snap, ME, origin)

    def legal(c: int) -> Reason | None:
        if rules_origin or rules.rules(snap, ME, c):
            return None
        return reason("2.3", "retry.move_not_ruled", clearing=c)

    candidates = [c for c in rules.adjacent_clearings(snap, ME, origin) if _has_building(snap, c)]
    picked = pick(candidates, [Criterion("10.6.1", "rally.fewest_warriors", lambda c: _warriors(snap, c),
                                         best="min")], tiebreak=rules.highest_first(snap), legal=legal)
    return picked.chosen, picked.reasons


def _evening_rally(snap: RootSnapshot, cur: DuchyCursor) -> RootStep | DuchyCursor:
    """10.6.1: from each ordered clearing with no Duchy building and 1-2 Duchy warriors, all of them
    to an adjacent clearing with Duchy buildings (10.6.1.I), or, with no such destination, to the
    Burrow (10.6.1.II). Highest priority origin first (2.4)."""
    assert cur.order is not None
    nxt = _phase(cur, "evening_return")
    waiting = [o for o in _ordered(snap, cur.order.suit) if o not in cur.done
               and 0 < _warriors(snap, o) <= 2 and not _has_building(snap, o)]
    for origin in waiting:
        n = _warriors(snap, origin)
        done = cur.done + (origin,)
        dest, why = rally_destination(snap, origin)
        reasons = [reason("10.6.1", "rally.origin", clearing=origin, count=n), *rules.pass_first(snap, origin, waiting)]
        if dest is None:
            reasons += [*why, reason("10.6.1", "rally.no_destination", clearing=origin, count=n)]
            target: Place = BURROW
        else:
            reasons += [reason("10.6.1", "rally.move", origin=origin, dest=dest, count=n), *why,
                        reason(RULING_RALLY_DESTINATION, "rally.destination_reading")]
            target = dest
        return _step(Move(faction=ME, origin=origin, dest=target, count=n), reasons,
                     cur.model_copy(update={"done": done, "acted": True}))
    if cur.acted:
        return nxt
    return _step(Nothing(), [reason("10.6.1", "rally.none")], nxt)


def _evening_return(snap: RootSnapshot, cur: DuchyCursor) -> RootStep:
    """10.6.1: from each clearing it rules, every Duchy warrior but 4 goes to the Burrow."""
    nxt = _phase(cur, "evening_score")
    moves = tuple(Move(faction=ME, origin=c, dest=BURROW, count=_warriors(snap, c) - KEEP_IN_CLEARING)
                  for c in rules.board_of(snap).clearing_ids()
                  if rules.rules(snap, ME, c) and _warriors(snap, c) > KEEP_IN_CLEARING)
    if not moves:
        return _step(Nothing(), [reason("10.6.1", "duchy.return_none")], nxt)
    why = [reason("10.6.1", "duchy.return")] + [reason("10.6.1", "duchy.return_from", count=m.count, origin=m.origin)
                                                 for m in moves]
    return _step(Compound(parts=moves) if len(moves) > 1 else moves[0], why, nxt)


def _evening_score(snap: RootSnapshot, cur: DuchyCursor) -> RootStep:
    """10.6.2: 1 VP per market on the map."""
    n = snap.on_board(ME, "market")
    why = [reason("10.6.2", "duchy.score_markets", vp=n, markets=n)]
    return _step(Score(faction=ME, vp=n) if n else Nothing(), why, _phase(cur, "evening_sway"))


def sway_target(snap: RootSnapshot, order: Suit) -> tuple[str | None, list[Reason]]:
    """10.6.3: the highest ordered minister without a crown; if none is ordered (a bird order, or
    every minister of the suit already crowned: ruling duchy-sway-none-ordered), the lowest one
    without a crown."""
    board = _board(snap)
    free = [m for m in MINISTERS if not board.has(m.id)]
    if not free:
        return None, [reason("10.6.3", "sway.all_crowned")]
    if order != Suit.BIRD:
        ordered = [m for m in free if m.suit == order]
        if ordered:
            return ordered[0].id, [reason("10.6.3", "sway.highest_ordered", minister=ordered[0].id, suit=order.value)]
        return free[-1].id, [reason("10.6.3", "sway.lowest", minister=free[-1].id),
                             reason(RULING_SWAY_NONE_ORDERED, "sway.suit_all_crowned", suit=order.value)]
    return free[-1].id, [reason("10.6.3", "sway.lowest_bird", minister=free[-1].id)]


def _evening_sway(snap: RootSnapshot, cur: DuchyCursor) -> RootStep:
    assert cur.order is not None
    nxt = _phase(cur, "evening_difficulty")
    target, why = sway_target(snap, cur.order.suit)
    if target is None:
        return _step(Nothing(), why, nxt)
    return _step(SetBoard(faction=ME, board=_board(snap).with_crown(target)), why, nxt)


def _evening_difficulty(snap: RootSnapshot, cur: DuchyCursor) -> RootStep | DuchyCursor:
    nxt = _phase(cur, "evening_discard")
    nightmare = flow.nightmare_players_step(snap, ME)
    if nightmare is None:
        return nxt
    return _step(nightmare[0], [nightmare[1]], nxt)


def _evening_discard(snap: RootSnapshot, cur: DuchyCursor) -> RootStep:
    assert cur.order is not None
    return _step(Discard(card=cur.order), [reason("10.6.4", "order.discard")], _phase(cur, "end"))


def _end(snap: RootSnapshot, cur: DuchyCursor) -> RootStep:
    return _step(EndTurn(faction=ME), [reason("10.6", "turn.end", faction=ME)], cur)


Handler = Callable[[RootSnapshot, DuchyCursor], "RootStep | RootPrompt | DuchyCursor"]

_HANDLERS: dict[str, Handler] = {
    "birdsong_reveal": _birdsong_reveal,
    "birdsong_craft": _birdsong_craft,
    "birdsong_recruit": _birdsong_recruit,
    "daylight_dig": _daylight_dig,
    "daylight_battle": _daylight_battle,
    "daylight_build": _daylight_build,
    "invaders_battle": _invaders_battle,
    "ministers": _ministers,
    "evening_rally": _evening_rally,
    "evening_return": _evening_return,
    "evening_score": _evening_score,
    "evening_sway": _evening_sway,
    "evening_difficulty": _evening_difficulty,
    "evening_discard": _evening_discard,
    "end": _end,
}


# -- answers from the table ------------------------------------------------------------------
def answer(snap: RootSnapshot, prompt: RootPrompt, ans: Answer) -> RootSnapshot:
    cur = flow.effective_cursor(snap, _cursor(snap), _HANDLERS)
    q = prompt.question
    match q, ans:
        case AskOrderCard(), OrderCardAnswer(card=card):
            card = validate_order_card(snap, card)
            return flow.with_cursor(snap, _phase(cur, "birdsong_craft", order=card))
        case (AskDice() | AskRemoval() | AskArbiter()), (DiceAnswer() | RemovalAnswer() | ArbiterAnswer()):
            return flow.with_battle_answer(snap, cur, q, ans)
    raise IllegalAnswer("answer.wrong_kind", question=q.kind, answer=ans.kind)


__all__ = [
    "TRAITS",
    "after_removal",
    "answer",
    "attack_bonus",
    "choose_defender",
    "dig",
    "investors_answer",
    "investors_clearings",
    "mole_icons",
    "new_cursor",
    "next_step",
    "price_of_failure",
    "recruit_base",
    "recruit_count",
    "setup",
    "setup_draws",
    "sway_target",
    "take_setup_card",
]

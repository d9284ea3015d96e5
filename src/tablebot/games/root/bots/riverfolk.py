"""Riverfolk Robots (Law of Rootbotics section 9), without the Services (9.2.3 purchases, 9.7:
games/root/services.py).

Faction rules (9.2): the Market -- a row of five face-up cards whose order never changes (the
board's `market`, left to right); trade posts -- removed ones return to the faction board, which is
the supply (rules.in_supply counts them back); Payments -- warriors of any faction on the
Riverfolk's board (RootSnapshot.payments); Protectionism -- checked when Organizing: an empty
Payments section meets the shield condition, no warriors in the supply meets the sword condition,
and each met condition lasts for the rest of the turn (the cursor's `shield` and `sword`).

The turn (9.4-9.6): Birdsong refills the Market from the right with cards the table draws, crafts
the first card added this turn that shows an available item and discards it, and takes the
rightmost card as the order. Daylight builds a trade post with its garrison, recruits, organizes,
and battles. Evening scores the biggest payer's warriors and returns them, extorts (sword) and
discards the leftmost Market card (twice with the shield).

Every target choice goes through core.ranking.pick: the step's own criteria and tie-breakers in the
order section 9 lists them, then clearing priority (2.1) or setup order (2.2), with the retry of
2.3 over targets the rules forbid. Cases the text leaves open are named rulings (RULING_*),
explained in docs/rulings.md.
"""

from __future__ import annotations

from collections.abc import Callable

from ....core.ranking import Criterion, pick
from ....core.reasons import Reason, reason
from ....core.steps import IllegalAnswer
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
    Compound,
    DiceAnswer,
    Discard,
    EndTurn,
    Nothing,
    OrderCardAnswer,
    Pay,
    PlaceWarriors,
    RemovalAnswer,
    RootPrompt,
    RootStep,
    Score,
    SetBoard,
)
from ..cards import validate_order_card
from ..common import OrderCard
from ..factions import SETUP_ORDER, TRADE_POST, TRADE_POSTS, Category, Suit
from ..setup import GameConfig
from ..state import BotConfig, PendingBattle, RootSnapshot
from . import flow
from .riverfolk_state import MARKET_SIZE, RiverfolkBoard, RiverfolkCursor

ME = "riverfolk"
BOT_ID = "riverfolk_robots"

SETUP_PAYMENTS = 1  # 9.3.4
SETUP_DRAWS = MARKET_SIZE  # 9.3.5
SETUP_DRAWS_RULE = "9.3.5"
"""The rule game.py cites when it asks the table for the setup cards."""
ORGANIZE_WARRIORS = 2  # 9.5.3
EXTORTION_KEEPS = 2  # 9.6.2: "todos ... menos 2"


GARRISON: dict[str, int] = {"easy": 0, "normal": 1, "challenging": 2, "nightmare": 2}
"""9.5.1 places 1 warrior with the trade post; the difficulty cards (Clockwork 2, one text in both
printings: shared/data/root/bots.json): Easy none, Challenging and Nightmare 2."""

TRAITS = ("garrison", "ferocious", "greedy", "involved")
"""The trait cards; Greedy and Involved are services traits, played by games/root/services.py."""
FEROCIOUS_CAP = 3
"""Trait Ferocious: as attacker, its maximum rolled hits is always 3."""

# -- rulings (docs/rulings.md) ---------------------------------------------------------------
RULING_BIRD_ORDER_ANY_CLEARING = "ruling:bird-order-any-clearing"
RULING_SUPPLY_SHORT = "ruling:supply-short"
RULING_PAYER = "ruling:riverfolk-the-payer"
"""9.5.1.I / 9.6.1 "the player with most warriors in Payments": every player, the Riverfolk too (its
own warriors come there by Extortion, 9.6.2); players tied for most: the first in setup order (2.2)."""
RULING_SHIELD_TO_EVENING = "ruling:riverfolk-shield-skips-to-evening"
"""9.5.4 "batalhe em cada clareira e pule o Anoitecer (ignorando a condição de espada)" against
9.6.3 "Se a condição de protecionismo de escudo foi cumprida, descarte mais uma vez": the shield
skips the sword's battles and goes on to Evening, where it discards twice."""
RULING_ONE_PRINTING = "ruling:riverfolk-one-printing"
"""The Riverfolk's difficulty and trait cards (Clockwork 2) have one text whatever the printing."""
RULING_NO_CRAFT_NO_DISCARD = "ruling:riverfolk-no-craft-no-discard"
"""9.4.2: "Depois, descarte a carta": only a crafted card is discarded; with nothing crafted the
Market keeps its five cards."""


# -- setup (9.3) -----------------------------------------------------------------------------
def river_clearings(snap: RootSnapshot) -> tuple[int, ...]:
    """The clearings on the river (an end of a river segment), in priority order (2.1), the Pass first
    (12.2.2). On the Lake the lake is a river joining the coastal clearings (Law of Root; Board.river_pairs)."""
    board = rules.board_of(snap)
    return rules.by_priority(snap, {c for segment in board.river_pairs() for c in segment})


def setup(snap: RootSnapshot, faction: str, config: GameConfig) -> RootSnapshot:
    """9.3.1-9.3.4: 15 warriors and 9 trade posts on the tracks (the supply, implicit); 1 warrior in
    each river clearing (2.3: not where the Keep forbids it); 1 warrior in Payments. 9.3.5's five
    Market cards come from take_setup_card, as the table draws them."""
    assert faction == ME
    keep = rules.keep_at_setup(snap, config.keep_corner)
    placed = tuple(c for c in river_clearings(snap)
                   if c != keep and rules.placement_refusal(snap, ME, "warrior", c) is None)
    for c in placed:
        snap = rules.add_pieces(snap, ME, "warrior", c)
    snap = rules.set_payments(snap, ME, SETUP_PAYMENTS)
    snap = rules.update_faction(snap, ME, board=RiverfolkBoard())
    log = (reason("9.3.2", "riverfolk.setup.river", targets=placed),
           reason("9.3.4", "riverfolk.setup.payments"))
    return snap.model_copy(update={"log": snap.log + log})


def setup_draws(config: BotConfig) -> int:
    """9.3.5: five cards into the Market."""
    return SETUP_DRAWS


def take_setup_card(snap: RootSnapshot, faction: str, card: OrderCard) -> RootSnapshot:
    """9.3.5: each card drawn at setup goes face up into the Market, left to right as drawn."""
    board = _board(snap)
    snap = rules.update_faction(snap, faction, board=board.model_copy(update={"market": board.market + (card,)}))
    why = reason("9.3.5", "riverfolk.setup.market", card=_card_name(card), position=len(board.market) + 1)
    return snap.model_copy(update={"log": snap.log + (why,)})


def new_cursor() -> RiverfolkCursor:
    return RiverfolkCursor()


# -- difficulty and traits (3.3; texts in shared/data/root/bots.json) ------------------------
def garrison_warriors(cfg: BotConfig) -> int:
    return GARRISON[cfg.difficulty]


def _attacking(snap: RootSnapshot, faction: str) -> bool:
    # The Riverfolk Robots battle only in their own Daylight (9.5.4); on another's turn they defend.
    return snap.current_faction().id == faction


def hit_cap(snap: RootSnapshot, faction: str, clearing: int) -> int | None:
    """Traits: Ferocious -- as attacker, the maximum rolled hits is always 3; Garrison -- as
    defender, each Riverfolk trade post there adds 1 to it. None: Law of Root's warriors."""
    cfg = snap.faction(faction).bot
    if cfg is None:
        return None
    if _attacking(snap, faction):
        return FEROCIOUS_CAP if "ferocious" in cfg.traits else None
    if "garrison" in cfg.traits:
        place = snap.place(clearing)
        return place.count_category(faction, Category.WARRIOR) + _trade_posts(snap, clearing)
    return None


def defenceless(snap: RootSnapshot, faction: str, clearing: int) -> bool | None:
    """Trait Garrison: as defender, never defenceless. None: Law of Root 4.3.2.III."""
    cfg = snap.faction(faction).bot
    if cfg is not None and "garrison" in cfg.traits and not _attacking(snap, faction):
        return False
    return None


def attack_bonus(snap: RootSnapshot, pb: PendingBattle) -> tuple[int, tuple[Reason, ...]]:
    """No extra hit: says why the rolled hits were not capped by the warriors (Ferocious, hit_cap)."""
    if pb.attacker != ME or not flow.has_trait(snap, ME, "ferocious"):
        return 0, ()
    return 0, (reason("trait:ferocious", "riverfolk.ferocious", cap=FEROCIOUS_CAP),)


def defence_bonus(snap: RootSnapshot, pb: PendingBattle) -> tuple[int, tuple[Reason, ...]]:
    """No extra hit: says why the defence was capped higher and never defenceless (Garrison)."""
    if pb.defender != ME or not flow.has_trait(snap, ME, "garrison"):
        return 0, ()
    return 0, (reason("trait:garrison", "riverfolk.garrison_trait", posts=_trade_posts(snap, pb.clearing)),)


# -- board helpers ---------------------------------------------------------------------------
def _board(snap: RootSnapshot) -> RiverfolkBoard:
    board = snap.faction(ME).board
    return board if isinstance(board, RiverfolkBoard) else RiverfolkBoard()


def _cursor(snap: RootSnapshot) -> RiverfolkCursor:
    cur = snap.turn.cursor
    assert isinstance(cur, RiverfolkCursor)
    return cur


def _card_name(card: OrderCard) -> str:
    return card.name or card.suit.value


def _step(action: Action, reasons: tuple[Reason, ...] | list[Reason], cursor: RiverfolkCursor,
          rng: int | None = None) -> RootStep:
    return RootStep(actor=ME, action=action, reasons=tuple(reasons), cursor=cursor, rng=rng)


def _phase(cur: RiverfolkCursor, phase: str, **changes: object) -> RiverfolkCursor:
    base: dict[str, object] = {"phase": phase, "done": (), "acted": False, "pending_battle": None}
    base.update(changes)
    return cur.model_copy(update=base)


def _trade_posts(snap: RootSnapshot, clearing: int) -> int:
    place = snap.place(clearing)
    return sum(place.count(ME, p) for p in TRADE_POSTS)


def _warriors(snap: RootSnapshot, clearing: int) -> int:
    return snap.place(clearing).count(ME, "warrior")


def _enemy_pieces(snap: RootSnapshot, clearing: int) -> int:
    return rules.pieces_of(snap.place(clearing), rules.enemies(snap, ME))


def warrior_supply(snap: RootSnapshot) -> int:
    return max(0, rules.in_supply(snap, ME, "warrior"))


def payments(snap: RootSnapshot) -> dict[str, int]:
    """Warriors in the Payments section, per faction (setup order; only factions with some)."""
    return {s.faction: s.count for s in snap.payments if s.kind == "warrior" and s.count > 0}


def biggest_payer(snap: RootSnapshot, rule: str) -> tuple[str | None, list[Reason]]:
    """The player with most warriors in Payments (ruling riverfolk-the-payer: every player, the
    Riverfolk too; a tie goes to the first in setup order, 2.2). None when Payments is empty."""
    paid = payments(snap)
    if not paid:
        return None, []
    order = {f: i for i, f in enumerate(SETUP_ORDER)}
    picked = pick(list(paid), [Criterion(rule, "riverfolk.most_payments", lambda f: paid[f])],
                  tiebreak=lambda f: order[f], tiebreak_rule="2.2", tiebreak_code="tiebreak.setup_order")
    return picked.chosen, list(picked.reasons)


def ordered_clearings(snap: RootSnapshot, order: OrderCard | None) -> tuple[int, ...]:
    """2.7: the clearings of the order's suit; a bird order is wild and orders every clearing
    (ruling bird-order-any-clearing)."""
    if order is None:
        return ()
    board = rules.board_of(snap)
    return rules.by_priority(snap, (c.id for c in board.clearings if order.suit == Suit.BIRD or c.suit == order.suit))


def _bird_wild(cur: RiverfolkCursor) -> list[Reason]:
    if cur.order is not None and cur.order.suit == Suit.BIRD:
        return [reason(RULING_BIRD_ORDER_ANY_CLEARING, "order.bird_orders_every_clearing")]
    return []


# -- the turn --------------------------------------------------------------------------------
def next_step(snap: RootSnapshot) -> RootStep | RootPrompt:
    return flow.propose(snap, _cursor(snap), _HANDLERS, "Riverfolk")


# -- Birdsong (9.4) --------------------------------------------------------------------------
def _birdsong_refill(snap: RootSnapshot, cur: RiverfolkCursor) -> RootPrompt | RiverfolkCursor:
    """9.4.1: draw cards and put them face up at the right end of the Market until it holds 5 (the
    table's answer puts the card there: `answer`)."""
    board = _board(snap)
    if len(board.market) >= MARKET_SIZE:
        return _phase(cur, "birdsong_craft")
    return RootPrompt(actor=ME, question=AskOrderCard(purpose="riverfolk_market"),
                      reasons=(reason("9.4.1", "riverfolk.market_refill", cards=len(board.market),
                                      missing=MARKET_SIZE - len(board.market)),))


def _birdsong_craft(snap: RootSnapshot, cur: RiverfolkCursor) -> RootStep:
    """9.4.2: craft the first card added to the Market this turn that shows an available item
    (1 VP, 1.1.2), then discard it (every bot hears of the discard)."""
    nxt = _phase(cur, "birdsong_order")
    board = _board(snap)
    for i, card in enumerate(cur.added):
        if card.item is None or snap.item_count(card.item) < 1:
            continue
        # The cards added this turn are the rightmost ones (9.4.1), in the order added.
        market = list(board.market)
        del market[len(market) - len(cur.added) + i]
        craft, why = flow.craft_order(snap, ME, card, "9.4.2")
        assert craft is not None
        skipped = [reason("9.4.2", "riverfolk.craft_skipped", cards=tuple(_card_name(c) for c in cur.added[:i]))] \
            if i else []
        return _step(Compound(parts=(craft, SetBoard(faction=ME, board=board.model_copy(update={"market": tuple(market)})),
                                     Discard(card=card, by=ME))),
                     [reason("9.4.2", "riverfolk.craft", card=_card_name(card), item=card.item), *skipped,
                      why[-1], reason("9.4.2", "riverfolk.craft_discard", cards=len(market))], nxt)
    if not cur.added:
        # A full Market at the start of Birdsong (9.3.5's five cards): nothing added, nothing to craft.
        return _step(Nothing(), [reason("9.4.2", "riverfolk.craft_nothing_added")], nxt)
    why = [reason("9.4.2", "riverfolk.craft_none", added=len(cur.added)),
           reason(RULING_NO_CRAFT_NO_DISCARD, "riverfolk.no_craft_no_discard")]
    return _step(Nothing(), why, nxt)


def _birdsong_order(snap: RootSnapshot, cur: RiverfolkCursor) -> RootStep:
    """9.4.3: the order card is the rightmost card of the Market."""
    market = _board(snap).market
    nxt = _phase(cur, "daylight_build")
    if not market:
        return _step(Nothing(), [reason("9.4.3", "riverfolk.order_none")], nxt)
    order = market[-1]
    nxt = nxt.model_copy(update={"order": order})
    return _step(Nothing(), [reason("9.4.3", "riverfolk.order", card=_card_name(order), suit=order.suit.value),
                             *_bird_wild(nxt)], nxt)


# -- Daylight (9.5) --------------------------------------------------------------------------
def build_target(snap: RootSnapshot, order: OrderCard | None) -> tuple[int | None, list[Reason]]:
    """9.5.1: an ordered clearing without a trade post. I: first tie-breaker, a clearing with any
    pieces of the player with most warriors in Payments; then priority (2.1); 2.3 over clearings
    where the trade post of its suit cannot be placed (none left, the Keep)."""
    board = rules.board_of(snap)
    payer, why = biggest_payer(snap, "9.5.1.I")
    candidates = [c for c in ordered_clearings(snap, order) if _trade_posts(snap, c) == 0]

    def legal(c: int) -> Reason | None:
        return rules.placement_refusal(snap, ME, TRADE_POST[board.suit(c)], c)

    criteria: list[Criterion[int]] = []
    if payer is not None:
        criteria.append(Criterion("9.5.1.I", "riverfolk.build.payer_pieces",
                                  lambda c: 1 if snap.place(c).count(payer) else 0))
    picked = pick(candidates, criteria, tiebreak=rules.highest_first(snap), legal=legal)
    return picked.chosen, why + list(picked.reasons)


def _daylight_build(snap: RootSnapshot, cur: RiverfolkCursor) -> RootStep:
    """9.5.1 Build and Garrison: a trade post of the clearing's suit and the garrison's warriors
    (difficulty) in the target clearing."""
    nxt = _phase(cur, "daylight_recruit")
    clearing, why = build_target(snap, cur.order)
    if clearing is None:
        return _step(Nothing(), [reason("9.5.1", "riverfolk.build.none"), *why, *_bird_wild(cur)], nxt)
    cfg = flow.bot_config(snap, ME)
    post = TRADE_POST[rules.board_of(snap).suit(clearing)]
    wanted = garrison_warriors(cfg)
    after = rules.add_pieces(snap, ME, post, clearing)
    placed = min(wanted, warrior_supply(after)) if rules.may_place(snap, ME, clearing) else 0
    parts: list[PlaceWarriors] = [PlaceWarriors(faction=ME, piece=post, targets=((clearing, 1),))]
    if placed:
        parts.append(PlaceWarriors(faction=ME, targets=((clearing, placed),)))
    reasons = [reason("9.5.1", "riverfolk.build", clearing=clearing, piece=post, warriors=placed), *why,
               *_bird_wild(cur)]
    if cfg.difficulty != "normal":
        reasons.append(reason("difficulty:" + cfg.difficulty, "riverfolk.garrison_count", warriors=wanted))
        if cfg.printing == "directors_cut":
            reasons.append(reason(RULING_ONE_PRINTING, "riverfolk.one_printing"))
    if placed < wanted:
        reasons.append(reason(RULING_SUPPLY_SHORT, "riverfolk.supply_short", missing=wanted - placed))
    return _step(Compound(parts=tuple(parts)), reasons, nxt)


def recruit_targets(snap: RootSnapshot, order: OrderCard | None) -> tuple[tuple[int, ...], list[Reason]]:
    """9.5.2: 1 warrior in each ordered clearing; a bird order: in each river clearing instead.
    I: the supply runs out -- the highest-priority clearings first (2.4); 2.3 skips a clearing
    where no warrior may be placed (the Keep)."""
    bird = order is not None and order.suit == Suit.BIRD
    clearings = river_clearings(snap) if bird else ordered_clearings(snap, order)
    why: list[Reason] = []
    allowed = []
    for c in clearings:
        refused = rules.placement_refusal(snap, ME, "warrior", c, supply=False)
        if refused is None:
            allowed.append(c)
        else:
            why.append(refused)
    supply = warrior_supply(snap)
    if supply < len(allowed):
        why.append(reason("9.5.2.I", "riverfolk.recruit_short", supply=supply, targets=tuple(allowed[:supply])))
        if supply:
            why += rules.pass_first(snap, allowed[0], allowed[supply:])
    return tuple(allowed[:supply]), why


def _daylight_recruit(snap: RootSnapshot, cur: RiverfolkCursor) -> RootStep:
    nxt = _phase(cur, "daylight_organize")
    bird = cur.order is not None and cur.order.suit == Suit.BIRD
    targets, why = recruit_targets(snap, cur.order)
    head = reason("9.5.2", "riverfolk.recruit_river" if bird else "riverfolk.recruit", targets=targets)
    if not targets:
        return _step(Nothing(), [head, *why], nxt)
    return _step(PlaceWarriors(faction=ME, targets=tuple((c, 1) for c in targets)), [head, *why], nxt)


def protectionism(snap: RootSnapshot) -> tuple[bool, bool]:
    """9.2.4: (shield, sword) -- the Payments section is empty; no warriors in the supply."""
    return not payments(snap), warrior_supply(snap) == 0


def organize_target(snap: RootSnapshot) -> tuple[int | None, list[Reason]]:
    """9.5.3: a clearing with Riverfolk pieces and the most enemy pieces; then priority (2.1);
    2.3 over clearings where no warrior may be placed (the Keep)."""
    candidates = [int(p.id) for p in snap.clearings() if p.count(ME)]
    picked = pick(candidates, [Criterion("9.5.3", "riverfolk.organize.most_enemy_pieces",
                                         lambda c: _enemy_pieces(snap, c))],
                  tiebreak=rules.highest_first(snap),
                  legal=lambda c: rules.placement_refusal(snap, ME, "warrior", c, supply=False))
    return picked.chosen, list(picked.reasons)


def _daylight_organize(snap: RootSnapshot, cur: RiverfolkCursor) -> RootStep:
    """9.5.3 Organize: check protectionism (9.2.4); if the sword or the shield condition is met,
    1 VP and 2 warriors in a clearing with Riverfolk pieces and the most enemy pieces."""
    shield, sword = protectionism(snap)
    nxt = _phase(cur, "daylight_battle", shield=shield, sword=sword)
    checks = [reason("9.2.4", "riverfolk.shield_met" if shield else "riverfolk.shield_not_met",
                     payments=sum(payments(snap).values())),
              reason("9.2.4", "riverfolk.sword_met" if sword else "riverfolk.sword_not_met",
                     supply=warrior_supply(snap))]
    if not (shield or sword):
        return _step(Nothing(), [reason("9.5.3", "riverfolk.organize_none"), *checks], nxt)
    parts: list[Score | PlaceWarriors] = [Score(faction=ME, vp=1)]
    reasons = [reason("9.5.3", "riverfolk.organize"), *checks]
    clearing, why = organize_target(snap)
    placed = min(ORGANIZE_WARRIORS, warrior_supply(snap))
    if clearing is not None and placed:
        parts.append(PlaceWarriors(faction=ME, targets=((clearing, placed),)))
        reasons += [reason("9.5.3", "riverfolk.organize_place", clearing=clearing, warriors=placed), *why]
        if placed < ORGANIZE_WARRIORS:
            reasons.append(reason(RULING_SUPPLY_SHORT, "riverfolk.supply_short", missing=ORGANIZE_WARRIORS - placed))
    elif clearing is None:
        reasons += [reason("9.5.3", "riverfolk.organize_nowhere"), *why]
    else:
        reasons.append(reason("9.5.3", "riverfolk.organize_no_supply"))
    return _step(Compound(parts=tuple(parts)), reasons, nxt)


def choose_defender(snap: RootSnapshot, clearing: int, rule: str = "9.5.4.I") -> tuple[str | None, list[Reason]]:
    """9.5.4.I: the player there with the fewest warriors in Payments; then setup order (2.2)."""
    place = snap.place(clearing)
    paid = payments(snap)
    candidates = [f for f in rules.enemies(snap, ME) if place.count(f) > 0]
    order = {f: i for i, f in enumerate(SETUP_ORDER)}
    picked = pick(candidates, [Criterion(rule, "riverfolk.defender.fewest_payments", lambda f: paid.get(f, 0), "min")],
                  tiebreak=lambda f: order[f], tiebreak_rule="2.2", tiebreak_code="tiebreak.setup_order")
    return picked.chosen, list(picked.reasons)


def _daylight_battle(snap: RootSnapshot, cur: RiverfolkCursor) -> RootStep | RootPrompt | RiverfolkCursor:
    """9.5.4: with the shield, battle in every clearing, then go on to Evening (ignoring the sword:
    ruling riverfolk-shield-skips-to-evening); else with the sword, battle in each ordered
    clearing. Highest priority first (2.4); a clearing needs Riverfolk warriors and an enemy (2.3)."""
    if cur.pending_battle is not None:
        return _resolve_battle(snap, cur, cur.pending_battle)
    nxt = _phase(cur, "evening_score")
    if cur.shield:
        clearings = rules.by_priority(snap, (int(p.id) for p in snap.clearings()))
        head = reason("9.5.4", "riverfolk.battle_shield")
        extra = [reason(RULING_SHIELD_TO_EVENING, "riverfolk.shield_to_evening")]
    elif cur.sword:
        clearings = ordered_clearings(snap, cur.order)
        head = reason("9.5.4", "riverfolk.battle_sword")
        extra = _bird_wild(cur)
    else:
        return _step(Nothing(), [reason("9.5.4", "riverfolk.battle_no_condition")], nxt)
    waiting = [c for c in clearings if c not in cur.done and _warriors(snap, c) > 0 and _enemy_pieces(snap, c) > 0]
    for clearing in waiting:
        defender, why = choose_defender(snap, clearing)
        assert defender is not None
        pending = PendingBattle(clearing=clearing, attacker=ME, defender=defender,
                                reasons=(head, reason("9.5.4", "riverfolk.battle", clearing=clearing,
                                                      defender=defender),
                                         *rules.pass_first(snap, clearing, waiting), *why, *extra))
        return battles.ask_before_dice(snap, pending)
    if cur.acted:
        return nxt
    return _step(Nothing(), [head, reason("9.5.4", "riverfolk.battle_none"), *extra], nxt)


def _resolve_battle(snap: RootSnapshot, cur: RiverfolkCursor, pb: PendingBattle) -> RootStep | RootPrompt:
    resolved = battles.resolve_battle(snap, pb)
    if isinstance(resolved, RootPrompt):
        return resolved
    action, state, why = resolved
    nxt = cur.model_copy(update={"pending_battle": None, "done": cur.done + (pb.clearing,), "acted": True})
    return _step(action, list(pb.reasons) + list(why), nxt, rng=state if state != snap.rng else None)


# -- Evening (9.6) ---------------------------------------------------------------------------
def _evening_score(snap: RootSnapshot, cur: RiverfolkCursor) -> RootStep:
    """9.6.1: 1 VP per warrior in Payments of the player with most there; those warriors go back
    to their owner's supply."""
    nxt = _phase(cur, "evening_extortion")
    payer, why = biggest_payer(snap, "9.6.1")
    if payer is None:
        return _step(Nothing(), [reason("9.6.1", "riverfolk.score_none")], nxt)
    n = payments(snap)[payer]
    return _step(Compound(parts=(Score(faction=ME, vp=n), Pay(faction=payer, count=-n))),
                 [reason("9.6.1", "riverfolk.score", vp=n, faction=payer), *why,
                  reason("9.6.1", "riverfolk.score_return", faction=payer, warriors=n)], nxt)


def extortion(snap: RootSnapshot) -> tuple[tuple[int, int], ...]:
    """9.6.2: (clearing, warriors) -- all but 2 Riverfolk warriors of each clearing, in priority order."""
    return tuple((int(p.id), p.count(ME, "warrior") - EXTORTION_KEEPS) for p in snap.clearings()
                 if p.count(ME, "warrior") > EXTORTION_KEEPS)


def _evening_extortion(snap: RootSnapshot, cur: RiverfolkCursor) -> RootStep | RiverfolkCursor:
    """9.6.2 Extortion: with the sword condition met (for the rest of the turn, whatever the supply
    holds now), all but 2 Riverfolk warriors of each clearing go to Payments."""
    nxt = _phase(cur, "evening_discard")
    if not cur.sword:
        return nxt
    taken = extortion(snap)
    if not taken:
        return _step(Nothing(), [reason("9.6.2", "riverfolk.extortion_none")], nxt)
    total = sum(n for _, n in taken)
    return _step(Pay(faction=ME, count=total, clearings=taken),
                 [reason("9.6.2", "riverfolk.extortion", warriors=total,
                         targets=tuple(c for c, _ in taken)),
                  reason("9.2.4", "riverfolk.sword_rest_of_turn")], nxt)


def _evening_discard(snap: RootSnapshot, cur: RiverfolkCursor) -> RootStep | RiverfolkCursor:
    """9.6.3: discard the leftmost Market card; with the shield condition met, once more."""
    times = 2 if cur.shield else 1
    nxt = _phase(cur, "evening_difficulty")
    if cur.discards >= times:
        return nxt
    market = _board(snap).market
    again = cur.model_copy(update={"discards": cur.discards + 1})
    if not market:
        return _step(Nothing(), [reason("9.6.3", "riverfolk.discard_empty")], nxt)
    card = market[0]
    why = [reason("9.6.3", "riverfolk.discard", card=_card_name(card))]
    if cur.discards:
        why.append(reason("9.6.3", "riverfolk.discard_shield"))
    return _step(Compound(parts=(SetBoard(faction=ME, board=_board(snap).model_copy(update={"market": market[1:]})),
                                 Discard(card=card, by=ME))), why, again)


def _evening_difficulty(snap: RootSnapshot, cur: RiverfolkCursor) -> RootStep | RiverfolkCursor:
    nxt = _phase(cur, "end")
    nightmare = flow.nightmare_players_step(snap, ME)
    if nightmare is None:
        return nxt
    return _step(nightmare[0], [nightmare[1]], nxt)


def _end(snap: RootSnapshot, cur: RiverfolkCursor) -> RootStep:
    return _step(EndTurn(faction=ME), [reason("9.6", "turn.end", faction=ME)], cur)


Handler = Callable[[RootSnapshot, RiverfolkCursor], "RootStep | RootPrompt | RiverfolkCursor"]

_HANDLERS: dict[str, Handler] = {
    "birdsong_refill": _birdsong_refill,
    "birdsong_craft": _birdsong_craft,
    "birdsong_order": _birdsong_order,
    "daylight_build": _daylight_build,
    "daylight_recruit": _daylight_recruit,
    "daylight_organize": _daylight_organize,
    "daylight_battle": _daylight_battle,
    "evening_score": _evening_score,
    "evening_extortion": _evening_extortion,
    "evening_discard": _evening_discard,
    "evening_difficulty": _evening_difficulty,
    "end": _end,
}


# -- answers from the table ------------------------------------------------------------------
def answer(snap: RootSnapshot, prompt: RootPrompt, ans: Answer) -> RootSnapshot:
    cur = flow.effective_cursor(snap, _cursor(snap), _HANDLERS)
    q = prompt.question
    match q, ans:
        case AskOrderCard(), OrderCardAnswer(card=card):
            # 9.4.1: the card the table drew goes face up at the right end of the Market.
            card = validate_order_card(snap, card)
            board = _board(snap)
            snap = rules.update_faction(snap, ME, board=board.model_copy(update={"market": board.market + (card,)}))
            return flow.with_cursor(snap, cur.model_copy(update={"added": cur.added + (card,)}))
        case (AskDice() | AskRemoval() | AskArbiter()), (DiceAnswer() | RemovalAnswer() | ArbiterAnswer()):
            return flow.with_battle_answer(snap, cur, q, ans)
    raise IllegalAnswer("answer.wrong_kind", question=q.kind, answer=ans.kind)


__all__ = [
    "BOT_ID",
    "GARRISON",
    "TRAITS",
    "answer",
    "attack_bonus",
    "biggest_payer",
    "build_target",
    "choose_defender",
    "defence_bonus",
    "defenceless",
    "extortion",
    "garrison_warriors",
    "hit_cap",
    "new_cursor",
    "next_step",
    "organize_target",
    "payments",
    "protectionism",
    "recruit_targets",
    "river_clearings",
    "setup",
    "setup_draws",
    "take_setup_card",
    "warrior_supply",
]

"""Riverfolk services (Law of Rootbotics 9.2.3) and Services for bots (9.7), for any buyer (human or
bot) and any Riverfolk (human or bot).

9.2.3: at the start of another player's Birdsong, that player may buy one service, plus one per
clearing with their pieces and a trade post, paying 2/3/4 warriors each (by their VP 0-9/10-19/20+)
from their supply into the Riverfolk's Payments; a faction with no warriors has the Riverfolk place
their own. I Hand Card: a card from the Market. II Riverboats: rivers are paths until the end of the
turn (rules.adjacent_places). III Mercenaries: in Daylight and Evening the buyer treats the Riverfolk
warriors as its own for rule and for battles against other factions than the Riverfolk, and splits
the hits it takes evenly between its pieces and them.

9.7: the printed Services cards (3 Basic, 8 Advanced) say when and what a bot buys; their texts are in
no source we have, so the app asks the table, offering only what 9.2.3 allows (ruling
services-bot-cards), and plays the purchase as a step.
"""

from __future__ import annotations

from ...core.reasons import Reason, reason
from ...core.steps import IllegalAnswer, IllegalEdit
from . import rules
from .factions import FACTIONS, TRADE_POSTS, Category
from .service_effects import SELLER, mercenary_buyers, seller, seller_trait
from .state import OrderCard, RootSnapshot, ServiceName, ServicesPurchase

RULE = "9.2.3"
SERVICES: tuple[ServiceName, ...] = ("hand_card", "riverboats", "mercenaries")
ONCE_A_TURN: frozenset[str] = frozenset({"riverboats", "mercenaries"})
"""Services that last the turn: a second one would change nothing (ruling services-once); a Hand
Card is one card, and may be bought again for another."""

RULING_WINDOW = "ruling:services-window"
RULING_BOT_CARDS = "ruling:services-bot-cards"
RULING_BOT_CARD = "ruling:services-bot-card"
RULING_MERCENARIES_RULE = "ruling:services-mercenaries-rule"
RULING_SPLIT = "ruling:services-mercenaries-split"
RULING_GREEDY = "ruling:services-greedy"
RULING_INVOLVED = "ruling:services-involved"

TOPIC = "services.bot_buys"
CARD_PREFIX = "card:"
AS_ORDER = "as_order"
HAND_CARD_PREFIX = "hand_card:"


# -- who, how much, how many -------------------------------------------------------------------
def price(vp: int) -> int:
    """9.2.3: 2 warriors a service at 0-9 VP, 3 at 10-19, 4 at 20 or more."""
    return 2 if vp < 10 else 3 if vp < 20 else 4


def trade_post_clearings(snap: RootSnapshot, buyer: str) -> tuple[int, ...]:
    """9.2.3: the clearings with the buyer's pieces and a trade post, in priority order."""
    out = []
    for place in snap.clearings():
        posts = sum(place.count(SELLER, kind) for kind in TRADE_POSTS)
        if posts and place.count(buyer):
            out.append(int(place.id))
    return tuple(out)


def allowed(snap: RootSnapshot, buyer: str) -> int:
    """9.2.3: one service, plus one per clearing with the buyer's pieces and a trade post."""
    return 1 + len(trade_post_clearings(snap, buyer))


def payer(buyer: str) -> str:
    """9.2.3: the buyer pays with its warriors; a faction that has none (the Vagabond) has the
    Riverfolk place their own."""
    return buyer if FACTIONS[buyer].has_piece("warrior") else SELLER


def seller_is_bot(snap: RootSnapshot) -> bool:
    return snap.has_faction(SELLER) and snap.faction(SELLER).is_bot


def unit_price(snap: RootSnapshot, buyer: str) -> int:
    """The price of one service: 9.2.3's by the buyer's VP from a bot Riverfolk; from a human
    Riverfolk the costs its player set (Law of Root: 1 to 4 a service), at least 1."""
    return price(snap.faction(buyer).vp) if seller_is_bot(snap) else HUMAN_COSTS[0]


HUMAN_COSTS = (1, 4)
"""Law of Root, the Riverfolk Company: each service's cost marker stands on 1 to 4."""


def cost(snap: RootSnapshot, purchase: ServicesPurchase) -> int:
    if seller_is_bot(snap) or purchase.paid is None:
        return price(snap.faction(purchase.buyer).vp) * len(purchase.services)
    return purchase.paid


def affordable(snap: RootSnapshot, buyer: str) -> int:
    """How many services the payer's supply pays for at the lowest price it may be asked."""
    return rules.in_supply(snap, payer(buyer), "warrior") // unit_price(snap, buyer)


def market(snap: RootSnapshot) -> tuple[OrderCard, ...] | None:
    """A bot Riverfolk's Market (9.2.1, left to right); None for a human Riverfolk, whose Hand Card
    is a card of their hand: the table's business."""
    if not snap.has_faction(SELLER):
        return None
    board = snap.faction(SELLER).board
    found = getattr(board, "market", None)
    return tuple(found) if found is not None else None


def why_not(snap: RootSnapshot, buyer: str) -> IllegalEdit | None:
    """Why `buyer` may not buy services now at all, or None."""
    if seller(snap) is None:
        return IllegalEdit("edit.services_no_riverfolk")
    if not snap.has_faction(buyer):
        return IllegalEdit("edit.faction_not_in_game", faction=buyer)
    if buyer == SELLER:
        return IllegalEdit("edit.services_own", faction=buyer)
    if snap.current_faction().id != buyer:
        return IllegalEdit("edit.services_not_turn", faction=buyer, current=snap.current_faction().id)
    if snap.turn.services_closed:
        return IllegalEdit("edit.services_closed", faction=buyer)
    return None


def check_purchase(snap: RootSnapshot, purchase: ServicesPurchase) -> None:
    """Raise IllegalEdit when 9.2.3 does not allow this purchase now."""
    refused = why_not(snap, purchase.buyer)
    if refused is not None:
        raise refused
    chosen = purchase.services
    if not chosen:
        raise IllegalEdit("edit.services_none")
    for name in ONCE_A_TURN:
        if chosen.count(name) > 1:
            raise IllegalEdit("edit.services_twice", service=name)
    most = allowed(snap, purchase.buyer)
    if len(chosen) > most:
        raise IllegalEdit("edit.services_too_many", faction=purchase.buyer, count=len(chosen), most=most)
    if seller_is_bot(snap):
        if purchase.paid is not None and purchase.paid != cost(snap, purchase):
            raise IllegalEdit("edit.services_paid_price", paid=purchase.paid, cost=cost(snap, purchase))
    elif purchase.paid is None:
        raise IllegalEdit("edit.services_paid_needed")
    elif not HUMAN_COSTS[0] * len(chosen) <= purchase.paid <= HUMAN_COSTS[1] * len(chosen):
        raise IllegalEdit("edit.services_paid_range", paid=purchase.paid, low=HUMAN_COSTS[0] * len(chosen),
                          high=HUMAN_COSTS[1] * len(chosen))
    total = cost(snap, purchase)
    who = payer(purchase.buyer)
    have = rules.in_supply(snap, who, "warrior")
    if have < total:
        raise IllegalEdit("edit.services_cannot_pay", faction=who, cost=total, available=have)
    hand_cards = chosen.count("hand_card")
    shown = market(snap)
    if shown is None:
        if purchase.cards:
            raise IllegalEdit("edit.services_no_market")
    else:
        if len(purchase.cards) != hand_cards:
            raise IllegalEdit("edit.services_cards_count", cards=len(purchase.cards), hand_cards=hand_cards)
        left = list(shown)
        for card in purchase.cards:
            found = _find(left, card)
            if found is None:
                raise IllegalEdit("edit.services_card_not_in_market", card=card.name or card.suit.value)
            left.pop(found)
    if purchase.as_order and (not snap.current_faction().is_bot or hand_cards != 1):
        raise IllegalEdit("edit.services_as_order")


def _find(cards: list[OrderCard], card: OrderCard) -> int | None:
    for i, c in enumerate(cards):
        if c == card or (card.name is not None and c.name == card.name):
            return i
    return None


# -- the purchase ------------------------------------------------------------------------------
def buy(snap: RootSnapshot, purchase: ServicesPurchase) -> RootSnapshot:
    """Carry out a purchase 9.2.3 allows (checked): the warriors into Payments, the Market cards
    taken, the services on for this turn, Greedy's VP; the Birdsong window closes."""
    check_purchase(snap, purchase)
    who = payer(purchase.buyer)
    total = cost(snap, purchase)
    greedy = greedy_scores(snap, purchase.buyer)
    snap = add_payment(snap, who, total)
    shown = market(snap)
    if shown is not None and purchase.cards:
        left = list(shown)
        for card in purchase.cards:
            found = _find(left, card)
            assert found is not None
            left.pop(found)
        board = snap.faction(SELLER).board
        assert board is not None
        snap = rules.update_faction(snap, SELLER, board=board.model_copy(update={"market": tuple(left)}))
    if greedy:
        snap = rules.add_vp(snap, SELLER, 1)
    turn = snap.turn.model_copy(update={"services": snap.turn.services + purchase.services,
                                        "services_closed": True, "services_purchase": purchase})
    return snap.model_copy(update={"turn": turn})


def add_payment(snap: RootSnapshot, faction: str, n: int) -> RootSnapshot:
    """n warriors of `faction` from its supply into the Riverfolk's Payments."""
    return rules.set_payments(snap, faction, snap.in_payments(faction, "warrior") + n)


def close_window(before: RootSnapshot, after: RootSnapshot) -> RootSnapshot:
    """Ruling services-window: a human may buy at the start of their Birdsong, before anything else
    happens on their turn. The app cannot see the table's phases, so the first other edit recorded on
    a human's turn closes the window (undo reopens it)."""
    if after is before or before.turn.services_closed or before.current_faction().is_bot:
        return after
    if after.turn.seat != before.turn.seat or after.turn.round != before.turn.round:
        return after
    return after.model_copy(update={"turn": after.turn.model_copy(update={"services_closed": True})})


# -- traits of a bot Riverfolk -----------------------------------------------------------------
def greedy_scores(snap: RootSnapshot, buyer: str) -> bool:
    """Trait Greedy: +1 VP to the Riverfolk bot whenever the player with the most VP buys services.
    Ruling services-greedy: the buyer has the most VP when no other player has more."""
    if not seller_trait(snap, "greedy"):
        return False
    vp = snap.faction(buyer).vp
    return all(f.vp <= vp for f in snap.factions if f.id != buyer)


# -- the effects -------------------------------------------------------------------------------
def mercenary_warriors(snap: RootSnapshot, faction: str, opponent: str, clearing: int) -> int:
    """Riverfolk warriors `faction` counts as its own in a battle against `opponent` here (9.2.3
    III: not in battles against the Riverfolk)."""
    if SELLER in (faction, opponent) or faction not in mercenary_buyers(snap):
        return 0
    return snap.place(clearing).count(SELLER, "warrior")


def split_hits(hits: int, own_pieces: int, mercenaries: int, riverfolk_hits: int | None = None
               ) -> tuple[int, int]:
    """9.2.3 III: (hits on the buyer's pieces, hits on the Riverfolk warriors), split evenly. The odd
    hit: a human says (`riverfolk_hits`); a bot gives it to the Riverfolk warriors (ruling
    services-mercenaries-split). Hits one side cannot take fall on the other (Law of Root 4.3.3)."""
    if riverfolk_hits is None:
        riverfolk_hits = (hits + 1) // 2
    if riverfolk_hits not in (hits // 2, (hits + 1) // 2):
        raise IllegalEdit("edit.services_split_uneven", hits=hits, riverfolk=riverfolk_hits)
    rf = min(riverfolk_hits, mercenaries)
    own = hits - rf
    if own > own_pieces:
        rf = min(mercenaries, rf + own - own_pieces)
        own = hits - rf
    return own, rf


def mercenaries_reason(faction: str, clearing: int, warriors: int) -> Reason:
    return reason(RULE, "services.mercenaries_count", faction=faction, clearing=clearing, warriors=warriors)


def split_reason(faction: str, own: int, riverfolk: int) -> Reason:
    return reason(RULE, "services.mercenaries_split", faction=faction, own=own, riverfolk=riverfolk)


def own_pieces(snap: RootSnapshot, faction: str, clearing: int) -> int:
    """The buyer's pieces in a clearing that can take hits (not the Vagabond's pawn)."""
    place = snap.place(clearing)
    return sum(s.count for s in place.stacks
               if s.faction == faction and FACTIONS[faction].piece(s.kind).category != Category.PAWN)


# -- a bot buys (9.7): the table says what its Services card buys -------------------------------
def bot_may_buy(snap: RootSnapshot) -> bool:
    """Whether the bot whose turn starts is asked what it buys: a Riverfolk plays, the bot is not
    the Riverfolk, the table uses Services cards, and its turn has not started."""
    current = snap.current_faction()
    if current.bot is None or seller(snap) is None or current.id == SELLER or snap.services_cards == "none":
        return False
    if snap.turn.services_closed or snap.turn.setup_draws:
        return False
    from .bots import bot_module

    return snap.turn.services_purchase is not None or snap.turn.cursor == bot_module(current.bot.bot).new_cursor()


def offer_options(snap: RootSnapshot) -> tuple[str, ...]:
    """The choices 9.2.3 allows the bot (by count and price, when it can afford one at all)."""
    buyer = snap.current_faction().id
    most = min(allowed(snap, buyer), affordable(snap, buyer))
    if most < 1:
        return ()
    shown = market(snap)
    if shown is None:
        cards = tuple(f"{HAND_CARD_PREFIX}{i}" for i in range(1, most + 1))
    else:
        cards = tuple(CARD_PREFIX + (c.name or c.suit.value) for c in shown)
    extra = (AS_ORDER,) if shown else ()
    return ("riverboats", "mercenaries", *cards, *extra)


def bot_prompt_reasons(snap: RootSnapshot) -> tuple[Reason, ...]:
    buyer = snap.current_faction().id
    vp = snap.faction(buyer).vp
    who = payer(buyer)
    out = [reason("9.7", "services.bot_cards", faction=buyer, card_set=snap.services_cards),
           reason(RULE, "services.price", faction=buyer, vp=vp, price=price(vp)) if seller_is_bot(snap)
           else reason("law:riverfolk", "services.human_costs", faction=buyer),
           reason(RULE, "services.count", faction=buyer, count=allowed(snap, buyer),
                  posts=len(trade_post_clearings(snap, buyer))),
           reason(RULE, "services.supply", faction=who, warriors=rules.in_supply(snap, who, "warrior"),
                  most=affordable(snap, buyer))]
    if who != buyer:
        out.append(reason(RULE, "services.seller_pays", faction=buyer))
    if market(snap) is None:
        out.append(reason(RULE, "services.human_hand", faction=buyer))
    out.append(reason(RULING_BOT_CARDS, "services.bot_cards_reading"))
    return tuple(out)


def purchase_from_answer(snap: RootSnapshot, chosen: tuple[str, ...]) -> ServicesPurchase | None:
    """The table's answer as a purchase (None: the bot buys nothing); IllegalAnswer when 9.2.3
    does not allow it."""
    buyer = snap.current_faction().id
    options = offer_options(snap)
    for c in chosen:
        if c not in options:
            raise IllegalAnswer("answer.services_option", option=c)
    if len(set(chosen)) != len(chosen):
        raise IllegalAnswer("answer.services_option", option=chosen[0])
    services: list[ServiceName] = [s for s in ("riverboats", "mercenaries") if s in chosen]
    cards: list[OrderCard] = []
    shown = market(snap) or ()
    for c in chosen:
        if c.startswith(CARD_PREFIX):
            key = c.removeprefix(CARD_PREFIX)
            cards.append(next(card for card in shown if (card.name or card.suit.value) == key))
            services.append("hand_card")
        elif c.startswith(HAND_CARD_PREFIX):
            services.append("hand_card")
    as_order = AS_ORDER in chosen
    if not services:
        if as_order:
            raise IllegalAnswer("answer.services_as_order")
        return None
    purchase = ServicesPurchase(buyer=buyer, services=tuple(services), cards=tuple(cards), as_order=as_order)
    try:
        # A human Riverfolk's costs are asked next (paid_options); check the rest at the lowest.
        check_purchase(snap, purchase if seller_is_bot(snap) else
                       purchase.model_copy(update={"paid": HUMAN_COSTS[0] * len(services)}))
    except IllegalEdit as err:
        raise IllegalAnswer(err.code, **err.params) from err
    return purchase


def allowed_part(snap: RootSnapshot, chosen: tuple[str, ...]) -> tuple[str, ...]:
    """The longest start of `chosen` that 9.2.3 allows (the empty answer always is): for a harness
    answering at random."""
    for n in range(len(chosen), 0, -1):
        try:
            purchase_from_answer(snap, chosen[:n])
        except IllegalAnswer:
            continue
        return chosen[:n]
    return ()


PAID_TOPIC = "services.bot_pays"


def paid_options(snap: RootSnapshot, purchase: ServicesPurchase) -> tuple[str, ...]:
    """What a bot may pay a human Riverfolk for these services: 1 to 4 warriors each (the costs its
    player set, Law of Root), as far as the payer's supply goes."""
    n = len(purchase.services)
    have = rules.in_supply(snap, payer(purchase.buyer), "warrior")
    return tuple(str(k) for k in range(HUMAN_COSTS[0] * n, min(HUMAN_COSTS[1] * n, have) + 1))


def answer_paid(snap: RootSnapshot, chosen: tuple[str, ...]) -> RootSnapshot:
    purchase = snap.turn.services_purchase
    assert purchase is not None
    if len(chosen) != 1 or chosen[0] not in paid_options(snap, purchase):
        raise IllegalAnswer("answer.services_option", option=", ".join(chosen) or "-")
    paid = purchase.model_copy(update={"paid": int(chosen[0])})
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"services_purchase": paid})})


def answer_offer(snap: RootSnapshot, chosen: tuple[str, ...]) -> RootSnapshot:
    purchase = purchase_from_answer(snap, chosen)
    closed = purchase is None
    turn = snap.turn.model_copy(update={"services_purchase": purchase, "services_closed": closed})
    return snap.model_copy(update={"turn": turn})


def bought_reasons(snap: RootSnapshot, purchase: ServicesPurchase) -> tuple[Reason, ...]:
    buyer = purchase.buyer
    out = [reason(RULE, "services.bought", faction=buyer, services=purchase.services, warriors=cost(snap, purchase),
                  payer=payer(buyer))]
    for card in purchase.cards:
        name = card.name or card.suit.value
        if purchase.as_order:
            out.append(reason(RULING_BOT_CARD, "services.card_as_order", faction=buyer, card=name))
        else:
            out.append(reason("2.8", "services.card_discarded", faction=buyer, card=name))
    if greedy_scores(snap, buyer):
        out.append(reason("trait:greedy", "services.greedy", faction=SELLER))
    return tuple(out)

"""Electric Eyrie (Law of Rootbotics section 5).

The turn follows the bot board's flowchart: Birdsong reveals an order card, crafts it, adds it to
the Decree and, with no roost on the map, places a new roost (5.4). Daylight resolves the Decree
column by column, left to right (fox, mouse, rabbit, bird): first Recruit for every column, then
Move for every column, then Battle for every column (5.5.1), then builds a roost (5.5.2). A roost
it must place but cannot throws it into Turmoil (5.7). Evening scores the roost track (5.6).

Every target choice goes through core.ranking.pick: the action's criteria and its tie-breakers a-e
in the order 5.5.1 lists them, then clearing priority (2.1) or setup order (2.2), with the retry of
2.3 over targets the rules forbid; the reasons shown to the player are the chain that decided.

The turn is a cursor in the snapshot (phase, the Decree column being resolved, the pending battle),
so a half-played turn survives undo and reload, and an edit of the board between two steps simply
re-plans from the new board. Cases the text leaves open are named rulings (RULING_*), cited as the
rule of the reason they decide; docs/rulings.md explains each.
"""

from __future__ import annotations

from collections.abc import Callable

from ....core import rng as rngmod
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
from ..common import OrderCard
from ..factions import FACTIONS, SETUP_ORDER, Category, Suit
from ..setup import GameConfig
from ..state import BotConfig, PendingBattle, RootSnapshot
from . import flow, hooks
from .eyrie_state import COLUMNS, DecreeCard, EyrieBoard, EyrieCursor
from .marquise import RULING_VAGABOND_DEFENDER

ME = "eyrie"
BOT_ID = "electric_eyrie"

# VP printed on the roost track: entry k is scored with k+1 roosts on the map (the leftmost space is
# empty from setup, 5.3.4). Source: shared/data/root/bot_boards.json (two peer apps agree; the printed
# board was not seen). Consistent with the section 5 example (four roosts score 3).
ROOST_TRACK_VP: tuple[int, ...] = (0, 1, 2, 3, 4, 5, 6)

SETUP_WARRIORS = 6  # 5.3.2
NEW_ROOST_WARRIORS = 4  # 5.4.4 (the Director's Cut rulebook says 3; the seeds say 4 and win)
SWOOP_WARRIORS = 2  # trait Swoop

TRAITS = ("nobility", "relentless", "swoop", "war_tax")

VIZIER = "Loyal Vizier"
AMBUSH = "Ambush! (bird)"

# -- rulings (docs/rulings.md) ---------------------------------------------------------------
RULING_BIRD_COLUMN_WILD = "ruling:bird-column-wild"
"""5.5.1: the bird column matches every clearing (recruit in any roost clearing, move from any ruled
clearing, battle anywhere), as the worked example does."""
RULING_BIRD_ORDER_ANY_CLEARING = "ruling:bird-order-any-clearing"
"""5.4.4 / 2.7: with a bird order card, every clearing is "ordered" for the new roost."""
RULING_MOVE_NONE_TO_SPARE = "ruling:move-none-to-spare"
"""5.5.1.ii / 2.3: an origin that would move no warrior (it must keep them all) is not a legal
target; the next origin is tried."""
RULING_RULE_NEEDS_A_PIECE = "ruling:rule-needs-a-piece"
"""5.2.1: "they do not rule empty clearings": a clearing with only tokens (or a pawn) counts as empty
for rule, so to rule it the Eyrie keeps at least one warrior there when it has no roost."""
RULING_DEFENCELESS_BUILDINGS = "ruling:defenceless-buildings"
"""5.5.1.iii.b: defenceless buildings are the enemy buildings whose owner has no warriors there,
counted over every enemy (the defender is chosen after the clearing)."""
RULING_SUPPLY_SHORT = "ruling:supply-short"
"""Fewer warriors in supply than a placement asks: place what there is."""
RULING_NEW_ROOST_TURMOIL = "ruling:new-roost-turmoil"
"""5.4.4 / 5.7: a new roost that fits nowhere is a roost it must place but cannot: Turmoil, whose
Rest then skips Daylight."""
RULING_TURMOIL_ONCE = "ruling:turmoil-once"
"""5.7: the Eyrie falls into Turmoil at most once a turn (its Rest ends Daylight)."""
RULING_SWOOP_END_OF_DAYLIGHT = "ruling:swoop-end-of-daylight"
"""Trait Swoop: "at the end of Daylight" also when Turmoil's Rest (5.7.3) ended Daylight."""
RULING_NOBILITY_PARTIAL = "ruling:nobility-partial"
"""Trait Nobility: a placement that can place only some of its warriors places them, then falls into
Turmoil (a warrior it had to place could not be placed)."""
RULING_KEEP_UNKNOWN = "ruling:keep-unknown"
"""5.3.2: a human Marquise plays but the table did not say where the Keep is: a random corner,
logged so the table can move the pieces."""
RULING_ONE_BATTLE_PER_COLUMN = "ruling:one-battle-per-column"
"""5.5.1.iii: one battle per column, however many cards it holds (the worked example fights a second
bird battle; the rule text wins)."""
RULING_AMBUSH_PURGED = "ruling:ambush-purged"
"""Challenging (first printing): the bird Ambush added to the Decree at setup is a bird card like any
other: it counts for Humiliate and is purged."""
RULING_RELENTLESS_SCORES = "ruling:relentless-scores"
"""Trait Relentless: its removals score 1 VP per building or token (Law of Root) and trigger War Tax,
Crackdown and a human Alliance's Outrage like any removal by the Eyrie."""


# -- setup (5.3) -----------------------------------------------------------------------------
def setup(snap: RootSnapshot, faction: str, config: GameConfig) -> RootSnapshot:
    """5.3.1-5.3.4: a supply of 20 warriors (implicit), 1 roost and 6 warriors in the corner
    diagonally opposite the Keep's clearing (a random corner when the Marquise does not play), the
    Loyal Viziers in the bird column, the roost track holding the rest (implicit in supply)."""
    assert faction == ME
    board = rules.board_of(snap)
    state = snap.rng
    log: list[Reason] = []
    corners = tuple(c for c in board.corners() if rules.free_slots(snap, c) > 0 and rules.may_place(snap, ME, c))
    keep = rules.keep_clearing(snap)
    if keep is None and snap.has_faction("marquise") and config.keep_corner is not None:
        # A human Marquise: the app does not place its Keep; the table said where it stands.
        if config.keep_corner not in board.corners():
            raise IllegalAnswer("setup.keep_not_corner", clearing=config.keep_corner)
        keep = config.keep_corner
    opposite = board.clearing(keep).opposite_corner if keep is not None else None
    if keep is not None and opposite is not None:
        corner = opposite
        log.append(reason("5.3.2", "setup.roost_opposite_keep", keep=keep, clearing=corner))
    elif snap.has_faction("marquise"):
        corner, state = rngmod.choice(state, corners)
        log.append(reason(RULING_KEEP_UNKNOWN, "setup.roost_keep_unknown", clearing=corner, corners=corners))
    else:
        corner, state = rngmod.choice(state, corners)
        log.append(reason("5.3.2", "setup.roost_random", clearing=corner, corners=corners))
    snap = rules.add_pieces(snap, ME, "roost", corner)
    snap = rules.add_pieces(snap, ME, "warrior", corner, SETUP_WARRIORS)
    decree, why = initial_decree(snap.faction(ME).bot or BotConfig(bot=BOT_ID))
    log.extend(why)
    snap = rules.update_faction(snap, ME, board=EyrieBoard(decree=decree))
    return snap.model_copy(update={"rng": state, "log": snap.log + tuple(log)})


def initial_decree(cfg: BotConfig) -> tuple[tuple[DecreeCard, ...], list[Reason]]:
    """5.3.3: two Loyal Viziers in the bird column. First-printing difficulty cards change it: Easy
    tucks only one; Challenging and Nightmare add a bird Ambush from the deck."""
    vizier = DecreeCard(column=Suit.BIRD, card=OrderCard(name=VIZIER, suit=Suit.BIRD), vizier=True)
    first = cfg.printing == "original_2020"
    if first and cfg.difficulty == "easy":
        return (vizier,), [reason("difficulty:easy", "setup.one_vizier")]
    decree: tuple[DecreeCard, ...] = (vizier, vizier)
    why = [reason("5.3.3", "setup.viziers", count=2)]
    if first and cfg.difficulty in ("challenging", "nightmare"):
        ambush = DecreeCard(column=Suit.BIRD, card=OrderCard(name=AMBUSH, suit=Suit.BIRD))
        decree += (ambush,)
        why.append(reason("difficulty:" + cfg.difficulty, "setup.ambush_in_decree", card=AMBUSH))
    return decree, why


def new_cursor() -> EyrieCursor:
    return EyrieCursor()


# -- difficulty and traits (3.3; texts in shared/data/root/bots.json) ------------------------
def recruit_count(cfg: BotConfig, suit: Suit, cards: int) -> tuple[int, list[Reason]]:
    """5.5.1.i: as many warriors as cards in the column. The Director's Cut difficulty cards change
    the bird column's count: one fewer (Easy), one more (Challenging, Nightmare)."""
    if cfg.printing != "directors_cut" or suit != Suit.BIRD or cfg.difficulty == "normal":
        return cards, []
    delta = -1 if cfg.difficulty == "easy" else 1
    n = max(0, cards + delta)
    return n, [reason("difficulty:" + cfg.difficulty, "recruit.difficulty_bird", count=n, cards=cards)]


# -- board helpers ---------------------------------------------------------------------------
def _board(snap: RootSnapshot) -> EyrieBoard:
    board = snap.faction(ME).board
    if isinstance(board, EyrieBoard):
        return board
    return EyrieBoard()


def _warriors(snap: RootSnapshot, clearing: int) -> int:
    return snap.place(clearing).count(ME, "warrior")


def _roosts(snap: RootSnapshot, clearing: int) -> int:
    return snap.place(clearing).count(ME, "roost")


def _enemy_pieces(snap: RootSnapshot, clearing: int) -> int:
    return rules.pieces_of(snap.place(clearing), rules.enemies(snap, ME))


def _present_enemies(snap: RootSnapshot, clearing: int) -> tuple[str, ...]:
    place = snap.place(clearing)
    return tuple(f for f in rules.enemies(snap, ME) if place.count(f) > 0)


def _defenceless_buildings(snap: RootSnapshot, clearing: int) -> int:
    """Ruling defenceless-buildings: enemy buildings whose owner has no warriors in the clearing."""
    place = snap.place(clearing)
    return sum(place.count_category(f, Category.BUILDING) for f in rules.enemies(snap, ME)
               if place.count_category(f, Category.WARRIOR) == 0)


def _column_clearings(snap: RootSnapshot, suit: Suit) -> tuple[int, ...]:
    """The clearings a Decree column acts in: its suit's; every clearing for the bird column
    (ruling bird-column-wild)."""
    board = rules.board_of(snap)
    return tuple(c.id for c in board.clearings if suit == Suit.BIRD or c.suit == suit)


def _ordered(snap: RootSnapshot, suit: Suit) -> tuple[int, ...]:
    """2.7 ordered clearings; a bird order orders every clearing (ruling bird-order-any-clearing)."""
    return _column_clearings(snap, suit)


def warriors_to_rule(snap: RootSnapshot, clearing: int) -> tuple[int, bool]:
    """The fewest Eyrie warriors that keep the Eyrie ruling the clearing with its roosts there
    (Lords of the Forest 5.2.1: tied for most is enough; an empty clearing is ruled by nobody).
    Returns the count and whether it comes only from "empty clearings are not ruled"."""
    place = snap.place(clearing)
    others = max((rules.rule_strength(place, f) for f in place.factions() if f != ME), default=0)
    roosts = _roosts(snap, clearing)
    by_enemies = max(0, others - roosts)
    by_presence = max(0, 1 - roosts)
    return max(by_enemies, by_presence), by_presence > by_enemies


def _cursor(snap: RootSnapshot) -> EyrieCursor:
    cur = snap.turn.cursor
    assert isinstance(cur, EyrieCursor)
    return cur


def _phase(cur: EyrieCursor, phase: str, **changes: object) -> EyrieCursor:
    base: dict[str, object] = {"phase": phase, "column": 0, "pending_battle": None}
    base.update(changes)
    return cur.model_copy(update=base)


def _step(action: Action, reasons: tuple[Reason, ...] | list[Reason], cursor: EyrieCursor,
          rng: int | None = None) -> RootStep:
    return RootStep(actor=ME, action=action, reasons=tuple(reasons), cursor=cursor, rng=rng)


def _next_column(board: EyrieBoard, start: int) -> tuple[int | None, list[Reason]]:
    """5.5.1: the next column with at least one card, from `start` rightwards; the empty columns
    passed over are named in the reasons (the example: "the mouse column has no cards")."""
    skipped: list[Reason] = []
    for idx in range(start, len(COLUMNS)):
        suit = COLUMNS[idx]
        if board.count(suit) > 0:
            return idx, skipped
        skipped.append(reason("5.5.1", "decree.column_empty", column=suit.value))
    return None, skipped


def _wild(suit: Suit) -> list[Reason]:
    return [reason(RULING_BIRD_COLUMN_WILD, "decree.bird_wild")] if suit == Suit.BIRD else []


def _turmoil(snap: RootSnapshot, cur: EyrieCursor, cause: str, rule: str = "5.7"
             ) -> tuple[EyrieCursor | None, list[Reason]]:
    """Enter Turmoil (5.7) at once, unless it already happened this turn (ruling turmoil-once).
    Returns the cursor to continue with (None: carry on as planned) and the reasons."""
    if cur.turmoil:
        return None, [reason(RULING_TURMOIL_ONCE, "turmoil.already", cause=cause)]
    return _phase(cur, "turmoil_humiliate", turmoil=True), [reason(rule, "turmoil.falls", cause=cause)]


# -- the turn --------------------------------------------------------------------------------
def next_step(snap: RootSnapshot) -> RootStep | RootPrompt:
    """The next thing the Eyrie does, from the cursor in the snapshot."""
    cur = _cursor(snap)
    return flow.propose(snap, cur, _HANDLERS, "Eyrie")


# -- Birdsong (5.4) --------------------------------------------------------------------------
def _birdsong_reveal(snap: RootSnapshot, cur: EyrieCursor) -> RootPrompt:
    return RootPrompt(actor=ME, question=AskOrderCard(purpose="birdsong"),
                      reasons=(reason("5.4.1", "order.reveal"),))


def _birdsong_craft(snap: RootSnapshot, cur: EyrieCursor) -> RootStep:
    """5.4.2 / 1.1: craft the order card's item if the supply still has it; always 1 VP."""
    order = cur.order
    assert order is not None
    nxt = _phase(cur, "birdsong_decree")
    craft, why = flow.craft_order(snap, ME, order, "5.4.2")
    return _step(craft or Nothing(), why, nxt)


def _birdsong_decree(snap: RootSnapshot, cur: EyrieCursor) -> RootStep:
    """5.4.3: the order card goes into the Decree column of its suit (it is never discarded)."""
    order = cur.order
    assert order is not None
    board = _board(snap)
    new = board.model_copy(update={"decree": board.decree + (DecreeCard(column=order.suit, card=order),)})
    return _step(SetBoard(faction=ME, board=new),
                 [reason("5.4.3", "decree.add", column=order.suit.value, cards=new.count(order.suit))],
                 _phase(cur, "birdsong_new_roost"))


def _birdsong_new_roost(snap: RootSnapshot, cur: EyrieCursor) -> RootStep:
    """5.4.4: with no roost on the map, a roost and 4 warriors in the ordered clearing of highest
    priority where all of them can be placed (a free slot, not the Keep's clearing: 2.3)."""
    order = cur.order
    assert order is not None
    daylight = _phase(cur, "recruit")
    on_map = snap.on_board(ME, "roost")
    if on_map > 0:
        return _step(Nothing(), [reason("5.4.4", "new_roost.not_needed", roosts=on_map)], daylight)
    reasons: list[Reason] = []
    if order.suit == Suit.BIRD:
        reasons.append(reason(RULING_BIRD_ORDER_ANY_CLEARING, "new_roost.bird_order"))

    def legal(c: int) -> Reason | None:
        return rules.placement_refusal(snap, ME, "roost", c, supply=False)

    picked = pick(_ordered(snap, order.suit), [], tiebreak=rules.highest_first(snap), legal=legal)
    reasons.extend(picked.reasons)
    if picked.chosen is None or rules.in_supply(snap, ME, "roost") < 1:
        reasons.insert(0, reason("5.4.4", "new_roost.nowhere", suit=order.suit.value))
        turmoil, why = _turmoil(snap, cur, "new_roost", RULING_NEW_ROOST_TURMOIL)
        return _step(Nothing(), reasons + why, turmoil or daylight)
    clearing = picked.chosen
    supply = rules.in_supply(snap, ME, "warrior")
    n = min(NEW_ROOST_WARRIORS, supply)
    reasons.insert(0, reason("5.4.4", "new_roost.place", clearing=clearing, warriors=n))
    parts: list[Build | PlaceWarriors] = [Build(faction=ME, piece="roost", clearing=clearing)]
    if n > 0:
        parts.append(PlaceWarriors(faction=ME, targets=((clearing, n),)))
    nxt = daylight
    if n < NEW_ROOST_WARRIORS:
        reasons.append(reason(RULING_SUPPLY_SHORT, "recruit.supply_short", missing=NEW_ROOST_WARRIORS - n))
        if flow.has_trait(snap, ME, "nobility"):
            turmoil, why = _turmoil(snap, cur, "nobility", "trait:nobility")
            reasons.extend(why)
            nxt = turmoil or daylight
    return _step(Compound(parts=tuple(parts)), reasons, nxt)


# -- Daylight: recruit (5.5.1.i) -------------------------------------------------------------
def _recruit(snap: RootSnapshot, cur: EyrieCursor) -> RootStep | EyrieCursor:
    """5.5.1.i: for each column with cards, left to right: as many warriors as it has cards in ONE
    clearing with a roost of the column's suit. Ties: a most enemy pieces, b fewest Eyrie
    warriors, c LOWEST priority."""
    board = _board(snap)
    idx, reasons = _next_column(board, cur.column)
    if idx is None:
        return _phase(cur, "move")
    suit = COLUMNS[idx]
    cards = board.count(suit)
    nxt = cur.model_copy(update={"column": idx + 1})
    n, why = recruit_count(flow.bot_config(snap, ME), suit, cards)
    reasons += _wild(suit) + why
    nobility = flow.has_trait(snap, ME, "nobility")

    def cannot(code: str, **params: int | str) -> RootStep:
        # The recruit places nothing. With Nobility a warrior it cannot place is Turmoil.
        out = [reason("5.5.1.i", code, column=suit.value, **params), *reasons]
        if nobility:
            turmoil, more = _turmoil(snap, cur, "nobility", "trait:nobility")
            return _step(Nothing(), out + more, turmoil or nxt)
        return _step(Nothing(), out, nxt)

    if n <= 0:
        return _step(Nothing(), [reason("5.5.1.i", "recruit.none_to_place", column=suit.value), *reasons], nxt)
    roosted = [c for c in _column_clearings(snap, suit) if _roosts(snap, c) > 0]
    if not roosted:
        return cannot("recruit.no_roost")

    def legal(c: int) -> Reason | None:
        return rules.placement_refusal(snap, ME, "warrior", c, supply=False)

    picked = pick(roosted,
                  [Criterion("5.5.1.i.a", "recruit.most_enemy_pieces", lambda c: _enemy_pieces(snap, c)),
                   Criterion("5.5.1.i.b", "recruit.fewest_warriors", lambda c: _warriors(snap, c), "min")],
                  tiebreak=rules.lowest_first(snap), legal=legal,
                  tiebreak_rule="5.5.1.i.c", tiebreak_code="recruit.lowest_priority")
    if picked.chosen is None:
        reasons += list(picked.reasons)
        return cannot("recruit.no_roost")
    supply = rules.in_supply(snap, ME, "warrior")
    if supply < 1:
        reasons += list(picked.reasons)
        return cannot("recruit.supply_empty")
    clearing = picked.chosen
    placed = min(n, supply)
    reasons = [reason("5.5.1.i", "recruit.column", column=suit.value, cards=cards, count=placed,
                      clearing=clearing), *reasons, *picked.reasons]
    if placed < n:
        reasons.append(reason(RULING_SUPPLY_SHORT, "recruit.supply_short", missing=n - placed))
        if nobility:
            turmoil, more = _turmoil(snap, cur, "nobility", RULING_NOBILITY_PARTIAL)
            reasons += more
            nxt = turmoil or nxt
    return _step(PlaceWarriors(faction=ME, targets=((clearing, placed),)), reasons, nxt)


# -- Daylight: move (5.5.1.ii) ---------------------------------------------------------------
def _move(snap: RootSnapshot, cur: EyrieCursor) -> RootStep | EyrieCursor:
    """5.5.1.ii: from the ruled clearing of the column's suit with most Eyrie warriors, to an
    adjacent clearing without a roost (only if all have roosts, one with a roost). Destination ties:
    a fewest enemy pieces, b LOWEST priority. It leaves exactly enough warriors to rule the origin,
    or as many as the column has cards, whichever is greater."""
    board = _board(snap)
    idx, reasons = _next_column(board, cur.column)
    if idx is None:
        return _phase(cur, "battle")
    suit = COLUMNS[idx]
    cards = board.count(suit)
    nxt = cur.model_copy(update={"column": idx + 1})
    reasons += _wild(suit)
    ruled = [c for c in _column_clearings(snap, suit) if rules.rules(snap, ME, c)]
    if not ruled:
        return _step(Nothing(), [reason("5.5.1.ii", "move.no_ruled", column=suit.value), *reasons], nxt)

    def leave(c: int) -> int:
        return max(warriors_to_rule(snap, c)[0], cards)

    def legal(c: int) -> Reason | None:
        if _warriors(snap, c) - leave(c) > 0:
            return None
        return reason(RULING_MOVE_NONE_TO_SPARE, "retry.nothing_to_move", clearing=c,
                      warriors=_warriors(snap, c), leave=leave(c))

    origin_pick = pick(ruled, [Criterion("5.5.1.ii", "move.most_warriors", lambda c: _warriors(snap, c))],
                       tiebreak=rules.highest_first(snap), legal=legal)
    if origin_pick.chosen is None:
        return _step(Nothing(), [reason("5.5.1.ii", "move.none", column=suit.value), *reasons,
                                 *origin_pick.reasons], nxt)
    origin = origin_pick.chosen
    dest_pick = pick(rules.adjacent_clearings(snap, ME, origin),
                     [Criterion("5.5.1.ii", "move.no_roost", lambda c: 1 if _roosts(snap, c) == 0 else 0),
                      Criterion("5.5.1.ii.a", "move.fewest_enemy_pieces", lambda c: _enemy_pieces(snap, c), "min")],
                     tiebreak=rules.lowest_first(snap), tiebreak_rule="5.5.1.ii.b", tiebreak_code="move.lowest_priority")
    dest = dest_pick.chosen
    assert dest is not None  # every clearing has a neighbour, and moving out of a ruled clearing is legal
    to_rule, presence_only = warriors_to_rule(snap, origin)
    kept = max(to_rule, cards)
    count = _warriors(snap, origin) - kept
    reasons = [reason("5.5.1.ii", "move.column", column=suit.value, origin=origin, dest=dest, count=count,
                      leave=kept, to_rule=to_rule, cards=cards),
               *reasons, *origin_pick.reasons, *dest_pick.reasons]
    if presence_only and to_rule >= cards:
        reasons.append(reason(RULING_RULE_NEEDS_A_PIECE, "move.rule_needs_a_warrior", clearing=origin))
    return _step(Move(faction=ME, origin=origin, dest=dest, count=count), reasons, nxt)


# -- Daylight: battle (5.5.1.iii) ------------------------------------------------------------
def _choose_defender(snap: RootSnapshot, clearing: int) -> tuple[str, tuple[Reason, ...]]:
    """5.5.1.iii: the player with most buildings there (even zero); d most pieces, e most VP, then
    setup order (2.2)."""
    place = snap.place(clearing)
    order = {f: i for i, f in enumerate(SETUP_ORDER)}
    picked = pick(
        _present_enemies(snap, clearing),
        [Criterion("5.5.1.iii", "defender.most_buildings",
                   lambda f: place.count_category(f, Category.BUILDING)),
         Criterion("5.5.1.iii.d", "defender.most_pieces", lambda f: place.count(f)),
         Criterion("5.5.1.iii.e", "defender.most_vp", lambda f: snap.faction(f).vp)],
        tiebreak=lambda f: order[f], tiebreak_rule="2.2", tiebreak_code="tiebreak.setup_order",
    )
    assert picked.chosen is not None
    return picked.chosen, picked.reasons


def _battle(snap: RootSnapshot, cur: EyrieCursor) -> RootStep | RootPrompt | EyrieCursor:
    """5.5.1.iii: for each column with cards, one battle in a clearing of its suit where the Eyrie
    has warriors and an enemy has pieces (2.3). Clearing ties: a no roost, b most defenceless
    buildings, c LOWEST priority. The column with more cards than any other deals an extra hit."""
    if cur.pending_battle is not None:
        return _resolve_battle(snap, cur, cur.pending_battle)
    board = _board(snap)
    idx, reasons = _next_column(board, cur.column)
    if idx is None:
        return _phase(cur, "relentless" if flow.has_trait(snap, ME, "relentless") else "build")
    suit = COLUMNS[idx]
    cards = board.count(suit)
    reasons += _wild(suit)

    def legal(c: int) -> Reason | None:
        if _warriors(snap, c) == 0:
            return reason("2.3", "retry.no_eyrie_warriors", clearing=c)
        if not _present_enemies(snap, c):
            return reason("2.3", "retry.no_defender", clearing=c)
        return None

    picked = pick(_column_clearings(snap, suit),
                  [Criterion("5.5.1.iii.a", "battle.no_roost", lambda c: 1 if _roosts(snap, c) == 0 else 0),
                   Criterion("5.5.1.iii.b", "battle.most_defenceless_buildings",
                             lambda c: _defenceless_buildings(snap, c))],
                  tiebreak=rules.lowest_first(snap), legal=legal,
                  tiebreak_rule="5.5.1.iii.c", tiebreak_code="battle.lowest_priority")
    if picked.chosen is None:
        return _step(Nothing(), [reason("5.5.1.iii", "battle.none", column=suit.value), *reasons, *picked.reasons],
                     cur.model_copy(update={"column": idx + 1}))
    clearing = picked.chosen
    defender, why = _choose_defender(snap, clearing)
    extra = 1 if board.largest_column() == suit else 0
    head = [reason("5.5.1.iii", "battle.column", column=suit.value, clearing=clearing, defender=defender)]
    tail: list[Reason] = []
    if any(_defenceless_buildings(snap, c) for c in _column_clearings(snap, suit)):
        # Tie-breaker b could bite: say how defenceless buildings were counted.
        tail.append(reason(RULING_DEFENCELESS_BUILDINGS, "battle.defenceless_counted",
                           value=_defenceless_buildings(snap, clearing)))
    if extra:
        tail.append(reason("5.5.1.iii", "battle.extra_hit", column=suit.value, cards=cards))
    if cards > 1:
        tail.append(reason(RULING_ONE_BATTLE_PER_COLUMN, "battle.once_per_column", column=suit.value, cards=cards))
    pending = PendingBattle(clearing=clearing, attacker=ME, defender=defender, extra_hits=extra,
                            reasons=tuple(head + reasons + list(picked.reasons) + list(why) + tail))
    return battles.ask_before_dice(snap, pending)


def _resolve_battle(snap: RootSnapshot, cur: EyrieCursor, pb: PendingBattle) -> RootStep | RootPrompt:
    """Law of Root battle with the bot rules (battle.resolve_battle: War Tax included; a human
    Alliance's Outrage is reminded by flow.with_outrage); then the next column."""
    resolved = battles.resolve_battle(snap, pb)
    if isinstance(resolved, RootPrompt):
        return resolved
    action, state, why = resolved
    reasons = list(pb.reasons) + list(why)
    if pb.defender == "vagabond" and not snap.faction("vagabond").is_bot:
        reasons.append(reason(RULING_VAGABOND_DEFENDER, "battle.vagabond_swords", swords=pb.vagabond_swords or 0))
    idx, _ = _next_column(_board(snap), cur.column)
    column = (idx if idx is not None else len(COLUMNS) - 1) + 1
    nxt = cur.model_copy(update={"pending_battle": None, "column": column})
    return _step(action, reasons, nxt, rng=state if state != snap.rng else None)


# -- Relentless (trait) ----------------------------------------------------------------------
def _relentless(snap: RootSnapshot, cur: EyrieCursor) -> RootStep:
    """Trait Relentless: after resolving the Decree, remove every defenceless enemy building and
    token in the clearings with Eyrie warriors (ruling relentless-scores: 1 VP each, War Tax,
    Crackdown, a human Alliance's Outrage)."""
    nxt = _phase(cur, "build")
    removals: list[Removal] = []
    for place in snap.clearings():
        cid = int(place.id)
        if _warriors(snap, cid) == 0:
            continue
        for f in rules.enemies(snap, ME):
            if place.count_category(f, Category.WARRIOR) > 0:
                continue
            for s in place.stacks:
                if s.faction == f and FACTIONS[f].piece(s.kind).category in (Category.BUILDING, Category.TOKEN):
                    removals.append(Removal(faction=f, piece=s.kind, clearing=cid, count=s.count))
    if not removals:
        return _step(Nothing(), [reason("trait:relentless", "relentless.none")], nxt)
    scored = sum(r.count for r in removals)
    reasons = [reason("trait:relentless", "relentless.remove", count=scored,
                      targets=tuple(sorted({r.clearing for r in removals})))]
    # Law of Root scoring with Popularity, and War Tax, as for any removal (battle.removal_vp).
    scoring: list[Reason] = []
    vp_change = battles.removal_vp(snap, tuple(removals), ME, scoring)
    reasons.append(reason(RULING_RELENTLESS_SCORES, "relentless.scores", vp=vp_change.get(ME, 0)))
    effects = hooks.removal_effects(snap, tuple(removals))
    reasons.extend(effects.reasons)
    vp = tuple((f, n) for f, n in vp_change.items() if n)
    reasons += scoring
    return _step(RemovePieces(removals=tuple(removals) + effects.extra_removals, vp=vp, boards=effects.boards),
                 reasons, nxt)


# -- Build (5.5.2) ---------------------------------------------------------------------------
def _after_daylight(snap: RootSnapshot, cur: EyrieCursor) -> EyrieCursor:
    """End of Daylight: Swoop if the trait is chosen (once), then Evening."""
    if flow.has_trait(snap, ME, "swoop") and not cur.swooped:
        return _phase(cur, "swoop")
    return _phase(cur, "evening_score")


def _build(snap: RootSnapshot, cur: EyrieCursor) -> RootStep:
    """5.5.2: a roost in the clearing it rules without a roost, highest priority (2.1); a free slot
    and not the Keep's clearing (2.3). No roost placed, for any reason: Turmoil (5.7)."""
    done = _after_daylight(snap, cur)
    reasons: list[Reason] = []
    if rules.in_supply(snap, ME, "roost") < 1:
        reasons.append(reason("5.5.2", "build.no_roost_left"))
    else:
        ruled = [c for c in rules.board_of(snap).clearing_ids() if rules.rules(snap, ME, c) and _roosts(snap, c) == 0]

        def legal(c: int) -> Reason | None:
            return rules.placement_refusal(snap, ME, "roost", c)

        picked = pick(ruled, [], tiebreak=rules.highest_first(snap), legal=legal)
        if picked.chosen is not None:
            return _step(Build(faction=ME, piece="roost", clearing=picked.chosen),
                         [reason("5.5.2", "build.roost", clearing=picked.chosen), *picked.reasons], done)
        reasons += [reason("5.5.2", "build.nowhere"), *picked.reasons]
    turmoil, why = _turmoil(snap, cur, "build")
    return _step(Nothing(), reasons + why, turmoil or done)


# -- Turmoil (5.7) ---------------------------------------------------------------------------
def _turmoil_humiliate(snap: RootSnapshot, cur: EyrieCursor) -> RootStep:
    """5.7.1: lose 1 VP per bird card in the Decree, Loyal Viziers included. Nobility: score them
    instead."""
    birds = _board(snap).count(Suit.BIRD)
    nxt = _phase(cur, "turmoil_purge")
    if flow.has_trait(snap, ME, "nobility"):
        return _step(Score(faction=ME, vp=birds), [reason("trait:nobility", "turmoil.nobility", vp=birds)], nxt)
    return _step(Score(faction=ME, vp=-birds), [reason("5.7.1", "turmoil.humiliate", vp=birds)], nxt)


def _turmoil_purge(snap: RootSnapshot, cur: EyrieCursor) -> RootStep:
    """5.7.2: discard every Decree card but the Loyal Viziers, which stay in the bird column;
    5.7.3: Daylight ends, Evening begins."""
    board = _board(snap)
    kept = tuple(d.model_copy(update={"column": Suit.BIRD}) for d in board.decree if d.vizier)
    purged = tuple(d for d in board.decree if not d.vizier)
    nxt = _after_daylight(snap, cur)
    reasons = [reason("5.7.2", "turmoil.purge", discarded=len(purged), viziers=len(kept))]
    if any(d.card.name == AMBUSH for d in purged):
        reasons.append(reason(RULING_AMBUSH_PURGED, "turmoil.ambush_purged"))
    reasons.append(reason("5.7.3", "turmoil.rest"))
    if nxt.phase == "swoop":
        reasons.append(reason(RULING_SWOOP_END_OF_DAYLIGHT, "swoop.after_turmoil"))
    if not purged:
        return _step(Nothing(), reasons, nxt)
    parts = (SetBoard(faction=ME, board=board.model_copy(update={"decree": kept})),
             *(Discard(card=d.card) for d in purged))
    return _step(Compound(parts=parts), reasons, nxt)


# -- Swoop (trait) ---------------------------------------------------------------------------
def _swoop(snap: RootSnapshot, cur: EyrieCursor) -> RootStep:
    """Trait Swoop: at the end of Daylight, 2 warriors in the clearing of highest priority with no
    Eyrie pieces (2.3: not the Keep's clearing)."""
    nxt = _phase(cur, "evening_score", swooped=True)
    empty = [int(p.id) for p in snap.clearings() if p.count(ME) == 0]

    def legal(c: int) -> Reason | None:
        return rules.placement_refusal(snap, ME, "warrior", c, supply=False)

    picked = pick(empty, [], tiebreak=rules.highest_first(snap), legal=legal)
    supply = rules.in_supply(snap, ME, "warrior")
    n = min(SWOOP_WARRIORS, supply)
    reasons: list[Reason] = []
    if picked.chosen is None or n == 0:
        reasons.append(reason("trait:swoop", "swoop.nowhere" if picked.chosen is None else "swoop.supply_empty"))
        reasons += list(picked.reasons)
        if flow.has_trait(snap, ME, "nobility"):
            turmoil, why = _turmoil(snap, cur.model_copy(update={"swooped": True}), "nobility", "trait:nobility")
            return _step(Nothing(), reasons + why, turmoil or nxt)
        return _step(Nothing(), reasons, nxt)
    reasons = [reason("trait:swoop", "swoop.place", clearing=picked.chosen, count=n), *picked.reasons]
    if n < SWOOP_WARRIORS:
        reasons.append(reason(RULING_SUPPLY_SHORT, "recruit.supply_short", missing=SWOOP_WARRIORS - n))
        if flow.has_trait(snap, ME, "nobility"):
            turmoil, why = _turmoil(snap, cur.model_copy(update={"swooped": True}), "nobility",
                                    RULING_NOBILITY_PARTIAL)
            reasons += why
            nxt = turmoil or nxt
    return _step(PlaceWarriors(faction=ME, targets=((picked.chosen, n),)), reasons, nxt)


# -- Evening (5.6) ---------------------------------------------------------------------------
def roost_track_vp(snap: RootSnapshot) -> int:
    """5.6: the VP on the rightmost empty space of the roost track: entry k with k+1 roosts out."""
    n = snap.on_board(ME, "roost")
    return ROOST_TRACK_VP[min(n, len(ROOST_TRACK_VP)) - 1] if n >= 1 else 0


def _evening_score(snap: RootSnapshot, cur: EyrieCursor) -> RootStep:
    vp = roost_track_vp(snap)
    nxt = _phase(cur, "evening_difficulty")
    why = reason("5.6", "score.roost_track", vp=vp, roosts=snap.on_board(ME, "roost"))
    if vp <= 0:
        return _step(Nothing(), [why], nxt)
    return _step(Score(faction=ME, vp=vp), [why], nxt)


def _evening_difficulty(snap: RootSnapshot, cur: EyrieCursor) -> RootStep | EyrieCursor:
    """Nightmare: 1 VP at the end of Evening (first printing); 1 VP per two players, rounded up
    (Director's Cut; ruling nightmare-players: every faction at the table)."""
    nxt = _phase(cur, "end")
    score = flow.nightmare_score(snap, ME)
    if score is None:
        return nxt
    return _step(score, [flow.nightmare_reason(snap, score)], nxt)


def _end(snap: RootSnapshot, cur: EyrieCursor) -> RootStep:
    return _step(EndTurn(faction=ME), [reason("5.6", "turn.end", faction=ME)], cur)


Handler = Callable[[RootSnapshot, EyrieCursor], "RootStep | RootPrompt | EyrieCursor"]

_HANDLERS: dict[str, Handler] = {
    "birdsong_reveal": _birdsong_reveal,
    "birdsong_craft": _birdsong_craft,
    "birdsong_decree": _birdsong_decree,
    "birdsong_new_roost": _birdsong_new_roost,
    "recruit": _recruit,
    "move": _move,
    "battle": _battle,
    "relentless": _relentless,
    "build": _build,
    "turmoil_humiliate": _turmoil_humiliate,
    "turmoil_purge": _turmoil_purge,
    "swoop": _swoop,
    "evening_score": _evening_score,
    "evening_difficulty": _evening_difficulty,
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
    raise IllegalAnswer("answer.wrong_kind", question=q.kind, answer=ans.kind)


def _effective_cursor(snap: RootSnapshot, cur: EyrieCursor) -> EyrieCursor:
    return flow.effective_cursor(snap, cur, _HANDLERS)


def _with_cursor(snap: RootSnapshot, cur: EyrieCursor) -> RootSnapshot:
    return flow.with_cursor(snap, cur)


# -- hooks (bots/hooks.py) -------------------------------------------------------------------
RULING_WAR_TAX_SCOPE = "ruling:war-tax-scope"


def removal_penalties(snap: RootSnapshot, remover: str, removals: tuple[Removal, ...], reasons: list[Reason]
                      ) -> dict[str, int]:
    """Trait War Tax: "whenever the Eyrie removes an enemy building or token, its owner loses 1 VP"
    -- keyed on the removal, whatever the piece is worth to the Eyrie (Popularity sympathy too), in
    its own battles, as defender in another's, and outside battle (Relentless).
    Returns the VP each owner loses."""
    if not flow.has_trait(snap, ME, "war_tax"):
        return {}
    enemies = rules.enemies(snap, remover)
    lost: dict[str, int] = {}
    for r in removals:
        if r.faction in enemies and FACTIONS[r.faction].piece(r.piece).category in (Category.BUILDING, Category.TOKEN):
            lost[r.faction] = lost.get(r.faction, 0) + r.count
    for owner in sorted(lost, key=SETUP_ORDER.index):
        reasons.append(reason("trait:war_tax", "battle.war_tax", faction=owner, vp=lost[owner]))
    if lost:
        reasons.append(reason(RULING_WAR_TAX_SCOPE, "war_tax.own_removals"))
    return lost


__all__ = [
    "BOT_ID",
    "ROOST_TRACK_VP",
    "TRAITS",
    "answer",
    "initial_decree",
    "new_cursor",
    "next_step",
    "recruit_count",
    "roost_track_vp",
    "setup",
    "warriors_to_rule",
]

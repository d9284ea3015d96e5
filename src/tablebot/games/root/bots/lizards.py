"""Logical Lizards (Law of Rootbotics section 8).

Faction rules (8.2): Pilgrims -- they rule every clearing with a garden (rules.ruler); Robotic
Revenge -- when Lizard warriors are removed outside their turn, one of them goes to the acolytes;
Gardens -- a removed garden discards the top card of the Lost Souls; Lost Souls -- every card spent
or discarded goes face up on top of the Lost Souls.

The turn (8.4-8.6): Birdsong sets the order (the most common suit in the Lost Souls, bird on a tie)
and performs conspiracies while acolytes remain: the marker moves one space right (wrapping to the
left end), the conspiracy it lands on is performed if possible, and only a performed one spends an
acolyte. Daylight reveals the top N Lost Souls cards one at a time, a ritual each. Evening scores
the ordered garden track, discards the Lost Souls, returns the revealed cards as the new Lost Souls
and crafts from the top card of the deck, which then goes on top of the Lost Souls.

Every target choice goes through core.ranking.pick: the action's criteria and tie-breakers in the
order section 8 lists them, then clearing priority (2.1) or setup order (2.2), with the retry of 2.3
over targets the rules forbid. Target player first, then target clearing (8.4.2). Cases the text
leaves open are named rulings (RULING_*), explained in docs/rulings.md.
"""

from __future__ import annotations

from collections.abc import Callable

from ....core import rng as rngmod
from ....core.ranking import Criterion, Picked, pick
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
    Battle,
    Build,
    Compound,
    Craft,
    DiceAnswer,
    Discard,
    EndTurn,
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
from .hooks import RemovalEffects
from .lizards_state import CONSPIRACY_TRACK, GARDEN_PIECE, GARDEN_SUITS, LizardsBoard, LizardsCursor

ME = "lizards"
BOT_ID = "logical_lizards"

SETUP_CORNER_WARRIORS = 4  # 8.3.2
SETUP_DRAWS = 3  # 8.3.5
SETUP_DRAWS_RULE = "8.3.5"
"""The rule game.py cites when it asks the table for the setup cards."""
CONVERT_CRUSADE_MIN = 2  # 8.4.2.II: "com 2 ou mais guerreiros Lagartos"

RITUALS: dict[str, int] = {"easy": 3, "normal": 4, "challenging": 5, "nightmare": 5}
"""8.5 reveals 4 cards; the difficulty cards (Clockwork 2, one text in both printings): Easy 3,
Challenging 5, Nightmare 5 (shared/data/root/bots.json; the section 8 example plays Easy with 3)."""

TRAITS = ("fanatics", "martyrs", "erratic", "spiteful")

# -- rulings (docs/rulings.md) ---------------------------------------------------------------
RULING_BIRD_ORDER_ANY_CLEARING = "ruling:bird-order-any-clearing"
"""2.7 / 8.4.1: a bird order (a tie in the Lost Souls) orders every clearing, birds being wild."""
RULING_CONSPIRACY_FULL_LAP = "ruling:conspiracy-full-lap"
"""8.4.2: "continue until you have no more acolytes": when the marker has gone once round the track
(five conspiracies in a row) without performing any, nothing can change, and conspiracies end."""
RULING_SANCTIFY_WHICH_BUILDING = "ruling:sanctify-which-building"
"""8.4.2.III: the target player's building replaced is the first of its kinds in the faction
board's order when it has several kinds there (the text does not say)."""
RULING_LOST_SOULS_SHORT = "ruling:lost-souls-short"
"""8.5: fewer cards in the Lost Souls than rituals: every card there is revealed, then Daylight ends."""
RULING_OWN_DISCARDS = "ruling:lizards-own-discards"
"""8.2.4 vs 8.5.2 / 8.6.2: the cards the Lizards themselves discard (a bird ritual, the old Lost
Souls, a garden's card) go to the discard pile, as those rules say, not back onto the Lost Souls."""
RULING_SETUP_ORDER_DRAWN = "ruling:lost-souls-setup-order"
"""8.3.5 "in the order drawn", read as 8.6.3 spells its own "keeping the order": the first card
drawn is on top."""
RULING_GARDEN_TRACK_VP = "ruling:garden-track-vp"
"""8.6.1: the VP printed on the garden tracks are not in the text; 0, 1, 2, 3, 4 (the example: three
gardens score 2), shown on the board and correctable."""
RULING_BIRD_TRACK = "ruling:lizards-bird-track"
"""8.6.1 on bird: "the track with fewest gardens" is the track with fewest gardens left on it (most
on the map); ties score the same."""


# -- setup (8.3) -----------------------------------------------------------------------------
def _start_corners(snap: RootSnapshot) -> tuple[int, ...]:
    """Other bots' starting corners (8.3.2): the Keep's (4.3.2), the Eyrie's first roost (5.3.2)."""
    board = rules.board_of(snap)
    out: list[int] = []
    for f in snap.factions:
        if f.bot is None or f.id == ME:
            continue
        for c in board.corners():
            place = snap.place(c)
            if place.count(f.id, "keep") or place.count(f.id, "roost") or place.count(f.id, "citadel"):
                out.append(c)
    return tuple(dict.fromkeys(out))


def setup(snap: RootSnapshot, faction: str, config: GameConfig) -> RootSnapshot:
    """8.3.1-8.3.4: 25 warriors (implicit); 4 warriors and a garden of the printed suit in a random
    corner that is not another bot's starting corner, diagonally opposite a starting corner if
    possible; a warrior in each adjacent clearing; the marker on Sanctify; the other 14 gardens on
    the tracks (the supply). 8.3.5's three cards come from take_setup_card, as the table draws them."""
    assert faction == ME
    board = rules.board_of(snap)
    starts = _start_corners(snap)
    known = set(starts)
    if snap.has_faction("marquise") and not snap.faction("marquise").is_bot and config.keep_corner is not None:
        known.add(config.keep_corner)  # a human Marquise's Keep, as the table said
    keep = rules.keep_at_setup(snap, config.keep_corner)  # only the Marquise places there (2.3)

    def fits(c: int) -> bool:
        garden = GARDEN_PIECE[board.suit(c)]
        return c != keep and rules.placement_refusal(snap, ME, garden, c) is None and \
            rules.placement_refusal(snap, ME, "warrior", c, SETUP_CORNER_WARRIORS) is None

    corners = tuple(c for c in board.corners() if c not in starts and fits(c))
    opposite = tuple(c for c in corners if any(board.clearing(s).opposite_corner == c for s in known))
    pool = opposite or corners or tuple(c for c in board.corners() if c not in starts and c != keep) or board.corners()
    corner, state = rngmod.choice(snap.rng, pool)
    if opposite:
        log = [reason("8.3.2", "lizards.setup.corner_opposite", clearing=corner, corners=pool)]
    else:
        log = [reason("8.3.2", "lizards.setup.corner_random", clearing=corner, corners=pool)]
    # 2.3 even here: what the corner cannot take (no corner fits at all) is not placed.
    if rules.may_place(snap, ME, corner):
        snap = rules.add_pieces(snap, ME, "warrior", corner, SETUP_CORNER_WARRIORS)
    if rules.placement_refusal(snap, ME, GARDEN_PIECE[board.suit(corner)], corner) is None:
        snap = rules.add_pieces(snap, ME, GARDEN_PIECE[board.suit(corner)], corner)
    around = tuple(c for c in board.adjacent(corner) if rules.may_place(snap, ME, c))
    for c in around:
        snap = rules.add_pieces(snap, ME, "warrior", c)
    log.append(reason("8.3.2", "lizards.setup.adjacent", targets=around))
    log.append(reason("8.3.3", "lizards.setup.marker"))
    snap = rules.update_faction(snap, ME, board=LizardsBoard())
    return snap.model_copy(update={"rng": state, "log": snap.log + tuple(log)})


def setup_draws(config: BotConfig) -> int:
    """8.3.5: three cards into the Lost Souls."""
    return SETUP_DRAWS


def take_setup_card(snap: RootSnapshot, faction: str, card: OrderCard) -> RootSnapshot:
    """8.3.5: one card drawn at setup goes face up into the Lost Souls; in the order drawn, the first
    on top (ruling lost-souls-setup-order)."""
    board = _board(snap)
    snap = rules.update_faction(snap, faction, board=board.model_copy(update={"lost_souls": board.lost_souls + (card,)}))
    why = reason(RULING_SETUP_ORDER_DRAWN, "lizards.setup.lost_soul", card=card.name or card.suit.value,
                 position=len(board.lost_souls) + 1)
    return snap.model_copy(update={"log": snap.log + (why,)})


def new_cursor() -> LizardsCursor:
    return LizardsCursor()


# -- hooks: the faction rules that act outside the turn (8.2) --------------------------------
def held_off_map(board: object, kind: str) -> int:
    """Acolytes are Lizard warriors neither on the map nor in the supply (8.2.2)."""
    return board.acolytes if isinstance(board, LizardsBoard) and kind == "warrior" else 0


def after_removal(snap: RootSnapshot, faction: str, removals: tuple[Removal, ...]) -> RemovalEffects:
    """Hook: Lizard pieces are about to leave the map (in any battle, by a bot's removal, by a
    table edit): Robotic Revenge and Gardens (removal_effects)."""
    board, why = removal_effects(snap, faction, removals)
    return RemovalEffects(board=board, reasons=why)


def removal_effects(snap: RootSnapshot, faction: str, removals: tuple[Removal, ...]
                    ) -> tuple[LizardsBoard | None, tuple[Reason, ...]]:
    """8.2.2 and 8.2.3 for pieces of the Lizards about to be removed: outside their turn, one of
    the warriors removed goes to the acolytes; each garden removed discards the top Lost Souls card."""
    mine = [r for r in removals if r.faction == faction]
    board = snap.faction(faction).board
    if not mine or not isinstance(board, LizardsBoard):
        return None, ()
    new = board
    why: list[Reason] = []
    warriors = sum(r.count for r in mine if r.piece == "warrior")
    if warriors and snap.current_faction().id != faction:
        new = new.model_copy(update={"acolytes": new.acolytes + 1})
        why.append(reason("8.2.2", "lizards.revenge", count=warriors))
    gardens = sum(r.count for r in mine if r.piece.startswith("garden_"))
    if gardens:
        lost = new.lost_souls[:gardens]
        new = new.model_copy(update={"lost_souls": new.lost_souls[gardens:]})
        why.append(reason("8.2.3", "lizards.garden_removed", count=gardens, cards=len(lost)))
    return (new if new != board else None), tuple(why)


def on_card_discarded(snap: RootSnapshot, faction: str, card: OrderCard) -> LizardsBoard | None:
    """8.2.4: every card spent or discarded goes face up on top of the Lost Souls. The Lizards' own
    discards (8.5.2, 8.6.2) go to the discard pile (ruling lizards-own-discards): they are marked
    `by` the Lizards, and a bot's hook never hears of its own discards."""
    board = snap.faction(faction).board
    if not isinstance(board, LizardsBoard):
        return None
    return board.model_copy(update={"lost_souls": (card,) + board.lost_souls})


# -- difficulty and traits (3.3; texts in shared/data/root/bots.json) ------------------------
def ritual_count(cfg: BotConfig) -> int:
    return RITUALS[cfg.difficulty]


# -- board helpers ---------------------------------------------------------------------------
def _board(snap: RootSnapshot) -> LizardsBoard:
    board = snap.faction(ME).board
    return board if isinstance(board, LizardsBoard) else LizardsBoard()


def warrior_supply(snap: RootSnapshot) -> int:
    """Lizard warriors in the supply: neither on the map nor acolytes (held_off_map)."""
    return max(0, rules.in_supply(snap, ME, "warrior"))


def _warrior_refusal(snap: RootSnapshot, clearing: int) -> Reason | None:
    """2.3: why a Lizard warrior cannot be placed in this clearing (a Convert's or a ritual's), or None."""
    refused = rules.placement_refusal(snap, ME, "warrior", clearing, supply=False)
    if refused is not None:
        return refused
    if warrior_supply(snap) < 1:
        return reason("2.3", "lizards.retry.supply_empty", clearing=clearing)
    return None


def _warriors(snap: RootSnapshot, clearing: int) -> int:
    return snap.place(clearing).count(ME, "warrior")


def _enemy_buildings(snap: RootSnapshot, clearing: int) -> int:
    place = snap.place(clearing)
    return sum(place.count_category(f, Category.BUILDING) for f in rules.enemies(snap, ME))


def _enemy_warriors(snap: RootSnapshot, clearing: int) -> int:
    place = snap.place(clearing)
    return sum(place.count_category(f, Category.WARRIOR) for f in rules.enemies(snap, ME))


def _present_enemies(snap: RootSnapshot, clearing: int) -> tuple[str, ...]:
    place = snap.place(clearing)
    return tuple(f for f in rules.enemies(snap, ME) if place.count(f) > 0)


def _defenceless_buildings(snap: RootSnapshot, faction: str, clearing: int) -> int:
    place = snap.place(clearing)
    if place.count_category(faction, Category.WARRIOR):
        return 0
    return place.count_category(faction, Category.BUILDING)


def ordered_clearings(snap: RootSnapshot, order: Suit) -> tuple[int, ...]:
    """2.7: the order's clearings (every one for a bird), highest priority first (2.4), the Pass first (12.2.2)."""
    board = rules.board_of(snap)
    return rules.by_priority(snap, (c.id for c in board.clearings if order == Suit.BIRD or c.suit == order))


def most_common_suit(board: LizardsBoard) -> tuple[Suit, dict[str, int]]:
    """8.4.1: the most common suit in the Lost Souls; a tie (or an empty pile) is bird."""
    counts = {s.value: sum(1 for c in board.lost_souls if c.suit == s) for s in (*GARDEN_SUITS, Suit.BIRD)}
    top = max(counts.values())
    leaders = [s for s, n in counts.items() if n == top]
    return (Suit(leaders[0]) if len(leaders) == 1 else Suit.BIRD), counts


def garden_track_vp(snap: RootSnapshot, suit: Suit) -> int:
    """8.6.1: the VP above the rightmost empty space of a garden track. The tracks are filled right
    to left at setup and each garden on the map empties one space from the left."""
    on_map = min(snap.on_board(ME, GARDEN_PIECE[suit]), 5)
    return _board(snap).garden_vp[on_map - 1] if on_map else 0


def _cursor(snap: RootSnapshot) -> LizardsCursor:
    cur = snap.turn.cursor
    assert isinstance(cur, LizardsCursor)
    return cur


def _step(action: Action, reasons: tuple[Reason, ...] | list[Reason], cursor: LizardsCursor,
          rng: int | None = None) -> RootStep:
    return RootStep(actor=ME, action=action, reasons=tuple(reasons), cursor=cursor, rng=rng)


def _order(cur: LizardsCursor) -> Suit:
    return cur.order_suit if cur.order_suit is not None else Suit.BIRD


def _bird_wild(order: Suit) -> list[Reason]:
    return [reason(RULING_BIRD_ORDER_ANY_CLEARING, "order.bird_orders_every_clearing")] if order == Suit.BIRD else []


# -- the turn --------------------------------------------------------------------------------
def next_step(snap: RootSnapshot) -> RootStep | RootPrompt:
    return flow.propose(snap, _cursor(snap), _HANDLERS, "Lizards")


# -- Birdsong (8.4) --------------------------------------------------------------------------
def _birdsong_order(snap: RootSnapshot, cur: LizardsCursor) -> RootStep:
    """8.4.1: the order is the most common suit in the Lost Souls; on a tie, bird."""
    board = _board(snap)
    order, counts = most_common_suit(board)
    tied = sum(1 for n in counts.values() if n == max(counts.values())) > 1
    if tied:
        why = [reason("8.4.1", "lizards.order_tie", count=max(counts.values()), cards=len(board.lost_souls))]
    else:
        why = [reason("8.4.1", "lizards.order", suit=order.value, count=counts[order.value],
                      cards=len(board.lost_souls))]
    return _step(Nothing(), why + _bird_wild(order), cur.model_copy(update={"phase": "conspire", "order_suit": order}))


def _convert_target(snap: RootSnapshot, order: Suit) -> tuple[tuple[str, int] | None, list[Reason]]:
    """8.4.2.I: an enemy warrior in an ordered clearing. Player: a most VP (2.2 after); clearing:
    b most enemy buildings (2.1 after); 2.3 over what the rules forbid."""
    clearings = ordered_clearings(snap, order)

    def clearing_ok(player: str, c: int) -> Reason | None:
        if snap.place(c).count_category(player, Category.WARRIOR) == 0:
            return reason("2.3", "lizards.retry.no_warrior", faction=player, clearing=c)
        return _warrior_refusal(snap, c)

    def pick_clearing(player: str) -> Picked[int]:
        return pick([c for c in clearings if snap.place(c).count_category(player, Category.WARRIOR)],
                    [Criterion("8.4.2.I.b", "lizards.convert.most_enemy_buildings",
                               lambda c: _enemy_buildings(snap, c))],
                    tiebreak=rules.highest_first(snap), legal=lambda c: clearing_ok(player, c))

    return _player_then_clearing(snap, "8.4.2.I.a", pick_clearing)


def _sanctify_target(snap: RootSnapshot, order: Suit) -> tuple[tuple[str, int] | None, list[Reason]]:
    """8.4.2.III: an enemy building in an ordered clearing, replaced by a garden of the clearing's
    printed suit. Player: a most VP; clearing: b fewest enemy warriors; 2.3 (a garden left, the Keep)."""
    clearings = ordered_clearings(snap, order)
    board = rules.board_of(snap)

    def clearing_ok(player: str, c: int) -> Reason | None:
        kind = _building_of(snap, player, c)
        if kind is None:
            return reason("2.3", "lizards.retry.no_building", faction=player, clearing=c)
        lifted = rules.remove_pieces(snap, player, kind, c)
        return rules.placement_refusal(lifted, ME, GARDEN_PIECE[board.suit(c)], c)

    def pick_clearing(player: str) -> Picked[int]:
        return pick([c for c in clearings if _building_of(snap, player, c) is not None],
                    [Criterion("8.4.2.III.b", "lizards.sanctify.fewest_enemy_warriors",
                               lambda c: _enemy_warriors(snap, c), "min")],
                    tiebreak=rules.highest_first(snap), legal=lambda c: clearing_ok(player, c))

    return _player_then_clearing(snap, "8.4.2.III.a", pick_clearing)


def _building_of(snap: RootSnapshot, player: str, clearing: int) -> str | None:
    """The building of `player` a Sanctify replaces (ruling sanctify-which-building)."""
    place = snap.place(clearing)
    for piece in FACTIONS[player].pieces:
        if piece.category == Category.BUILDING and place.count(player, piece.id):
            return piece.id
    return None


def _player_then_clearing(snap: RootSnapshot, rule: str, pick_clearing: Callable[[str], Picked[int]]
                          ) -> tuple[tuple[str, int] | None, list[Reason]]:
    """8.4.2: "determine the target player first, then the target clearing"; a player with no
    legal clearing is retried (2.3) for the next one."""
    order = {f: i for i, f in enumerate(SETUP_ORDER)}
    clearing_picks: dict[str, Picked[int]] = {}

    def legal(player: str) -> Reason | None:
        picked = clearing_picks.setdefault(player, pick_clearing(player))
        if picked.chosen is None:
            return reason("2.3", "lizards.retry.player_no_clearing", faction=player)
        return None

    players = pick(rules.enemies(snap, ME),
                   [Criterion(rule, "lizards.target.most_vp", lambda f: snap.faction(f).vp)],
                   tiebreak=lambda f: order[f], legal=legal, tiebreak_rule="2.2", tiebreak_code="tiebreak.setup_order")
    if players.chosen is None:
        return None, list(players.reasons)
    chosen = clearing_picks[players.chosen]
    clearing = chosen.chosen
    assert clearing is not None  # legal() accepted this player for having one
    return (players.chosen, clearing), list(players.reasons) + list(chosen.reasons)


def _crusade_clearings(snap: RootSnapshot, order: Suit, done: tuple[int, ...]) -> list[int]:
    """8.4.2.II: ordered clearings with 2+ Lizard warriors and an enemy to battle (2.3), by priority (2.4)."""
    return [c for c in ordered_clearings(snap, order) if c not in done
            and _warriors(snap, c) >= CONVERT_CRUSADE_MIN and _present_enemies(snap, c)]


_MOVE_CODE = {"convert": "lizards.conspiracy.move_convert", "crusade": "lizards.conspiracy.move_crusade",
              "sanctify": "lizards.conspiracy.move_sanctify"}
_CANNOT_CODE = {"convert": "lizards.conspiracy.cannot_convert", "crusade": "lizards.conspiracy.cannot_crusade",
                "sanctify": "lizards.conspiracy.cannot_sanctify"}


def _conspire(snap: RootSnapshot, cur: LizardsCursor) -> RootStep | LizardsCursor:
    """8.4.2: while acolytes remain, move the marker one space right (from the right end to the
    left end), perform that conspiracy if possible, and spend an acolyte only if performed."""
    board = _board(snap)
    daylight = cur.model_copy(update={"phase": "ritual", "idle": 0, "done": ()})
    if board.acolytes <= 0:
        return daylight
    if cur.idle >= len(CONSPIRACY_TRACK):
        return _step(Nothing(), [reason(RULING_CONSPIRACY_FULL_LAP, "lizards.conspiracy.full_lap",
                                        acolytes=board.acolytes)], daylight)
    space = (board.conspiracy + 1) % len(CONSPIRACY_TRACK)
    kind = CONSPIRACY_TRACK[space]
    moved = board.model_copy(update={"conspiracy": space})
    order = _order(cur)
    head = reason("8.4.2", _MOVE_CODE[kind], space=space + 1, acolytes=board.acolytes)
    wrap = [reason("8.4.2", "lizards.conspiracy.wrap")] if space == 0 else []
    spent = moved.model_copy(update={"acolytes": moved.acolytes - 1})
    left = [reason("8.4.2", "lizards.conspiracy.no_acolytes_left")] if spent.acolytes == 0 else []

    def cannot(why: list[Reason]) -> RootStep:
        return _step(SetBoard(faction=ME, board=moved),
                     [head, reason("8.4.2", _CANNOT_CODE[kind]), *why, *wrap, *_bird_wild(order)],
                     cur.model_copy(update={"idle": cur.idle + 1}))

    if kind == "crusade":
        targets = _crusade_clearings(snap, order, ())
        if not targets:
            return cannot([reason("8.4.2.II", "lizards.crusade.none", suit=order.value)])
        return _step(SetBoard(faction=ME, board=moved),
                     [head, reason("8.4.2.II", "lizards.crusade.where", targets=tuple(targets)), *wrap,
                      *_bird_wild(order)],
                     cur.model_copy(update={"phase": "crusade", "done": (), "crusade_fought": False,
                                            "crusade_tokens": False}))
    if kind == "convert":
        target, why = _convert_target(snap, order)
        if target is None:
            return cannot(why)
        player, clearing = target
        removed = (Removal(faction=player, piece="warrior", clearing=clearing),)
        effects = hooks.removal_effects(snap, removed)  # the victim's own rules (a bot's board)
        action = Compound(parts=(SetBoard(faction=ME, board=spent),
                                 RemovePieces(removals=removed + effects.extra_removals, boards=effects.boards),
                                 PlaceWarriors(faction=ME, targets=((clearing, 1),))))
        why += list(effects.reasons)
        nxt = cur.model_copy(update={"idle": 0, "fanatic": clearing if flow.has_trait(snap, ME, "fanatics") else None,
                                     "phase": "fanatics" if flow.has_trait(snap, ME, "fanatics") else "conspire"})
        return _step(action, [head, reason("8.4.2.I", "lizards.convert", faction=player, clearing=clearing),
                              *why, *wrap, *_bird_wild(order), *left], nxt)
    target, why = _sanctify_target(snap, order)
    if target is None:
        return cannot(why)
    player, clearing = target
    kind_removed = _building_of(snap, player, clearing)
    assert kind_removed is not None
    removals = (Removal(faction=player, piece=kind_removed, clearing=clearing),)
    scoring: list[Reason] = []
    vp_change = battles.removal_vp(snap, removals, ME, scoring)
    effects = hooks.removal_effects(snap, removals)  # Crackdown, the Duchy's Price of Failure...
    garden = GARDEN_PIECE[rules.board_of(snap).suit(clearing)]
    action = Compound(parts=(SetBoard(faction=ME, board=spent),
                             RemovePieces(removals=removals + effects.extra_removals,
                                          vp=tuple((f, n) for f, n in vp_change.items() if n), boards=effects.boards),
                             Build(faction=ME, piece=garden, clearing=clearing)))
    reasons = [head, reason("8.4.2.III", "lizards.sanctify", faction=player, piece=kind_removed, clearing=clearing,
                            suit=garden.removeprefix("garden_"), vp=vp_change.get(ME, 0)), *why, *wrap,
               *_bird_wild(order)]
    if len({s.kind for s in snap.place(clearing).stacks if s.faction == player
            and FACTIONS[player].piece(s.kind).category == Category.BUILDING}) > 1:
        reasons.append(reason(RULING_SANCTIFY_WHICH_BUILDING, "lizards.sanctify.which_building", piece=kind_removed))
    reasons.extend(effects.reasons)
    return _step(action, reasons + scoring + left, cur.model_copy(update={"idle": 0}))


def _crusade(snap: RootSnapshot, cur: LizardsCursor) -> RootStep | RootPrompt | LizardsCursor:
    """8.4.2.II: battle in each ordered clearing with 2+ Lizard warriors, highest priority first
    (2.4). Defender: a the player there with most VP, then setup order (2.2)."""
    if cur.pending_battle is not None:
        return _resolve_battle(snap, cur, cur.pending_battle)
    targets = _crusade_clearings(snap, _order(cur), cur.done)
    if not targets:
        return cur.model_copy(update={"phase": "crusade_end"})
    clearing = targets[0]
    defender, why = _defender_most_vp(snap, clearing)
    head = [reason("8.4.2.II", "lizards.crusade.battle", clearing=clearing, defender=defender,
                   warriors=_warriors(snap, clearing))]
    if len(targets) > 1:
        head.append(reason("2.4", "lizards.crusade.priority_order", targets=tuple(targets)))
        head += rules.pass_first(snap, clearing, targets)
    pending = PendingBattle(clearing=clearing, attacker=ME, defender=defender, reasons=tuple(head + why))
    return battles.ask_before_dice(snap, pending)


def _defender_most_vp(snap: RootSnapshot, clearing: int) -> tuple[str, list[Reason]]:
    order = {f: i for i, f in enumerate(SETUP_ORDER)}
    picked = pick(_present_enemies(snap, clearing),
                  [Criterion("8.4.2.II.a", "defender.most_vp", lambda f: snap.faction(f).vp)],
                  tiebreak=lambda f: order[f], tiebreak_rule="2.2", tiebreak_code="tiebreak.setup_order")
    assert picked.chosen is not None
    return picked.chosen, list(picked.reasons)


def _resolve_battle(snap: RootSnapshot, cur: LizardsCursor, pb: PendingBattle) -> RootStep | RootPrompt:
    resolved = battles.resolve_battle(snap, pb)
    if isinstance(resolved, RootPrompt):
        return resolved
    action, state, why = resolved
    reasons = list(pb.reasons) + list(why)
    if cur.phase == "fanatics":
        nxt = cur.model_copy(update={"pending_battle": None, "fanatic": None, "phase": "conspire"})
    else:
        tokens = _removed_enemy_tokens(action)
        nxt = cur.model_copy(update={"pending_battle": None, "done": cur.done + (pb.clearing,),
                                     "crusade_fought": True, "crusade_tokens": cur.crusade_tokens or tokens})
    return _step(action, reasons, nxt, rng=state if state != snap.rng else None)


def _removed_enemy_tokens(action: Battle) -> bool:
    return any(r.faction != ME and FACTIONS[r.faction].piece(r.piece).category == Category.TOKEN
               for r in action.removals)


def _crusade_end(snap: RootSnapshot, cur: LizardsCursor) -> RootStep:
    """8.4.2: a Crusade that battled spends an acolyte; Spiteful scores 1 VP more if it removed a token."""
    board = _board(snap)
    nxt = cur.model_copy(update={"phase": "conspire", "done": (), "crusade_fought": False, "crusade_tokens": False})
    if not cur.crusade_fought:
        return _step(Nothing(), [reason("8.4.2", "lizards.conspiracy.cannot_crusade")],
                     nxt.model_copy(update={"idle": cur.idle + 1}))
    spent = board.model_copy(update={"acolytes": max(0, board.acolytes - 1)})
    parts: list[SetBoard | Score] = [SetBoard(faction=ME, board=spent)]
    reasons = [reason("8.4.2", "lizards.crusade.spent", battles=len(cur.done))]
    if spent.acolytes == 0:
        reasons.append(reason("8.4.2", "lizards.conspiracy.no_acolytes_left"))
    if flow.has_trait(snap, ME, "spiteful") and cur.crusade_tokens:
        parts.append(Score(faction=ME, vp=1))
        reasons.append(reason("trait:spiteful", "lizards.spiteful"))
    action = parts[0] if len(parts) == 1 else Compound(parts=tuple(parts))
    return _step(action, reasons, nxt.model_copy(update={"idle": 0}))


def _fanatics(snap: RootSnapshot, cur: LizardsCursor) -> RootStep | RootPrompt | LizardsCursor:
    """Trait Fanatics: after each Convert, battle in that clearing dealing 1 extra hit. Defender:
    most defenceless buildings, then most VP, then setup order (2.2)."""
    if cur.pending_battle is not None:
        return _resolve_battle(snap, cur, cur.pending_battle)
    clearing = cur.fanatic
    back = cur.model_copy(update={"phase": "conspire", "fanatic": None})
    if clearing is None:
        return back
    present = _present_enemies(snap, clearing)
    if not present or _warriors(snap, clearing) == 0:
        return _step(Nothing(), [reason("trait:fanatics", "lizards.fanatics.none", clearing=clearing)], back)
    order = {f: i for i, f in enumerate(SETUP_ORDER)}
    picked = pick(present,
                  [Criterion("trait:fanatics", "lizards.fanatics.most_defenceless",
                             lambda f: _defenceless_buildings(snap, f, clearing)),
                   Criterion("trait:fanatics", "defender.most_vp", lambda f: snap.faction(f).vp)],
                  tiebreak=lambda f: order[f], tiebreak_rule="2.2", tiebreak_code="tiebreak.setup_order")
    assert picked.chosen is not None
    head = [reason("trait:fanatics", "lizards.fanatics.battle", clearing=clearing, defender=picked.chosen)]
    pending = PendingBattle(clearing=clearing, attacker=ME, defender=picked.chosen, extra_hits=1,
                            reasons=tuple(head + list(picked.reasons)))
    return battles.ask_before_dice(snap, pending)


# -- Daylight (8.5) --------------------------------------------------------------------------
def _ritual(snap: RootSnapshot, cur: LizardsCursor) -> RootStep | LizardsCursor:
    """8.5: reveal the top N Lost Souls cards one at a time, a ritual for each."""
    board = _board(snap)
    n = ritual_count(flow.bot_config(snap, ME))
    evening = cur.model_copy(update={"phase": "evening_score"})
    if cur.rituals >= n:
        return evening
    if not board.lost_souls:
        return _step(Nothing(), [reason(RULING_LOST_SOULS_SHORT, "lizards.ritual.pile_empty", done=cur.rituals,
                                        rituals=n)], evening)
    card = board.lost_souls[0]
    nxt = cur.model_copy(update={"rituals": cur.rituals + 1})
    head = reason("8.5", "lizards.ritual.reveal", card=card.name or card.suit.value, suit=card.suit.value,
                  index=cur.rituals + 1, rituals=n)
    difficulty = [reason("difficulty:" + flow.bot_config(snap, ME).difficulty, "lizards.ritual.count", rituals=n)] \
        if flow.bot_config(snap, ME).difficulty != "normal" and cur.rituals == 0 else []
    if card.suit == Suit.BIRD:
        return _bird_ritual(snap, board, card, [head, *difficulty], nxt)
    revealed = board.model_copy(update={"lost_souls": board.lost_souls[1:], "revealed": board.revealed + (card,)})
    clearings = [c.id for c in rules.board_of(snap).clearings if c.suit == card.suit]

    picked = pick(clearings,
                  [Criterion("8.5.1.I", "lizards.ritual.free_slots", lambda c: 1 if rules.free_slots(snap, c) > 0 else 0),
                   Criterion("8.5.1.I", "lizards.ritual.most_enemy_buildings", lambda c: _enemy_buildings(snap, c))],
                  tiebreak=rules.highest_first(snap), legal=lambda c: _warrior_refusal(snap, c))
    if picked.chosen is None:
        return _step(SetBoard(faction=ME, board=revealed),
                     [head, reason("8.5.1", "lizards.ritual.nowhere", suit=card.suit.value), *picked.reasons,
                      *difficulty], nxt)
    clearing = picked.chosen
    action = Compound(parts=(SetBoard(faction=ME, board=revealed), PlaceWarriors(faction=ME, targets=((clearing, 1),))))
    # 11.8.2: a face-up snare there is removed instead of the warrior placed (bots/flow.py).
    after = snap if plots.snared(snap, ME, clearing) else rules.add_pieces(snap, ME, "warrior", clearing)
    tail: list[Reason] = []
    if rules.rules(after, ME, clearing):
        # "Depois": the garden is the ritual's second step, confirmed on its own.
        nxt = nxt.model_copy(update={"phase": "ritual_garden", "garden_at": clearing})
        tail.append(reason("8.5.1", "lizards.ritual.now_rules", clearing=clearing))
    else:
        tail.append(reason("8.5.1", "lizards.ritual.not_ruled", clearing=clearing))
    return _step(action, [head, reason("8.5.1", "lizards.ritual.warrior", clearing=clearing, suit=card.suit.value),
                          *picked.reasons, *tail, *difficulty], nxt)


def _ritual_garden(snap: RootSnapshot, cur: LizardsCursor) -> RootStep | LizardsCursor:
    """8.5.1: "then, if you rule this clearing, place a matching garden there" (a free slot and a
    garden of the suit left: 2.3 has no other clearing to try)."""
    clearing = cur.garden_at
    back = cur.model_copy(update={"phase": "ritual", "garden_at": None})
    if clearing is None:
        return back
    suit = rules.board_of(snap).suit(clearing)
    if not rules.rules(snap, ME, clearing):
        return _step(Nothing(), [reason("8.5.1", "lizards.ritual.not_ruled", clearing=clearing)], back)
    refused = rules.placement_refusal(snap, ME, GARDEN_PIECE[suit], clearing)
    if refused is not None:
        return _step(Nothing(), [reason("8.5.1", "lizards.ritual.garden_cannot", clearing=clearing, suit=suit.value),
                                 refused], back)
    return _step(Build(faction=ME, piece=GARDEN_PIECE[suit], clearing=clearing),
                 [reason("8.5.1", "lizards.ritual.garden", clearing=clearing, suit=suit.value)], back)


def _bird_ritual(snap: RootSnapshot, board: LizardsBoard, card: OrderCard, head: list[Reason],
                 nxt: LizardsCursor) -> RootStep:
    """8.5.2: a Lizard warrior from the clearing with most Lizard warriors (2.1 on a tie) to the
    acolytes; the card to the discard pile. Martyrs: also a warrior from the supply."""
    clearings = [int(p.id) for p in snap.clearings() if _warriors(snap, int(p.id)) > 0]
    picked = pick(clearings, [Criterion("8.5.2", "lizards.ritual.most_lizard_warriors",
                                        lambda c: _warriors(snap, c))], tiebreak=rules.highest_first(snap))
    new = board.model_copy(update={"lost_souls": board.lost_souls[1:]})
    parts: list[SetBoard | RemovePieces | Discard] = []
    reasons = list(head)
    if picked.chosen is None:
        reasons.append(reason("8.5.2", "lizards.ritual.no_warrior"))
    else:
        new = new.model_copy(update={"acolytes": new.acolytes + 1})
        parts.append(RemovePieces(removals=(Removal(faction=ME, piece="warrior", clearing=picked.chosen),)))
        reasons += [reason("8.5.2", "lizards.ritual.acolyte", clearing=picked.chosen), *picked.reasons]
    if flow.has_trait(snap, ME, "martyrs"):
        if warrior_supply(snap) > 0:
            new = new.model_copy(update={"acolytes": new.acolytes + 1})
            reasons.append(reason("trait:martyrs", "lizards.martyrs"))
        else:
            reasons.append(reason("trait:martyrs", "lizards.martyrs.supply_empty"))
    reasons.append(reason("8.5.2", "lizards.ritual.bird_discarded"))
    # The board last: the discard's hook (8.2.4) must not put the card back on the Lost Souls.
    return _step(Compound(parts=(*parts, Discard(card=card, by=ME), SetBoard(faction=ME, board=new))), reasons, nxt)


# -- Evening (8.6) ---------------------------------------------------------------------------
def _evening_score(snap: RootSnapshot, cur: LizardsCursor) -> RootStep:
    """8.6.1: the VP above the rightmost empty space of the ordered garden track; on bird, the
    track with fewest gardens (ruling lizards-bird-track)."""
    order = _order(cur)
    nxt = cur.model_copy(update={"phase": "evening_discard"})
    why: list[Reason] = []
    if order == Suit.BIRD:
        track = min(GARDEN_SUITS, key=lambda s: (rules.in_supply(snap, ME, GARDEN_PIECE[s]), GARDEN_SUITS.index(s)))
        why.append(reason(RULING_BIRD_TRACK, "lizards.score.bird_track", suit=track.value))
    else:
        track = order
    vp = garden_track_vp(snap, track)
    why.insert(0, reason("8.6.1", "lizards.score", vp=vp, suit=track.value,
                         gardens=snap.on_board(ME, GARDEN_PIECE[track])))
    why.append(reason(RULING_GARDEN_TRACK_VP, "lizards.score.printed_vp"))
    return _step(Score(faction=ME, vp=vp) if vp > 0 else Nothing(), why, nxt)


def _evening_discard(snap: RootSnapshot, cur: LizardsCursor) -> RootStep:
    """8.6.2: discard every card in the Lost Souls."""
    board = _board(snap)
    nxt = cur.model_copy(update={"phase": "evening_return"})
    if not board.lost_souls:
        return _step(Nothing(), [reason("8.6.2", "lizards.discard_lost_souls", count=0)], nxt)
    parts = (*(Discard(card=c, by=ME) for c in board.lost_souls),
             SetBoard(faction=ME, board=board.model_copy(update={"lost_souls": ()})))
    return _step(Compound(parts=parts), [reason("8.6.2", "lizards.discard_lost_souls", count=len(board.lost_souls)),
                                         reason(RULING_OWN_DISCARDS, "lizards.own_discards")], nxt)


def _evening_return(snap: RootSnapshot, cur: LizardsCursor) -> RootStep:
    """8.6.3: the revealed cards become the new Lost Souls in the order revealed, the first on top."""
    board = _board(snap)
    nxt = cur.model_copy(update={"phase": "evening_craft"})
    new = board.model_copy(update={"lost_souls": board.revealed + board.lost_souls, "revealed": ()})
    return _step(SetBoard(faction=ME, board=new),
                 [reason("8.6.3", "lizards.return_revealed", count=len(board.revealed))], nxt)


def _evening_craft(snap: RootSnapshot, cur: LizardsCursor) -> RootStep | RootPrompt:
    """8.6.4: reveal the top card of the deck, craft its item if still in the supply (1 VP, 1.1.2),
    then put it on top of the Lost Souls whether crafted or not."""
    if cur.drawn is None:
        return RootPrompt(actor=ME, question=AskOrderCard(purpose="lizards_craft"),
                          reasons=(reason("8.6.4", "lizards.craft.reveal"),))
    card = cur.drawn
    craft, why = flow.craft_order(snap, ME, card, "8.6.4")
    board = _board(snap)
    onto = SetBoard(faction=ME, board=board.model_copy(update={"lost_souls": (card,) + board.lost_souls}))
    parts: tuple[Craft | SetBoard, ...] = (craft, onto) if craft is not None else (onto,)
    return _step(Compound(parts=parts), [*why, reason("8.6.4", "lizards.craft.onto_lost_souls",
                                                      card=card.name or card.suit.value)],
                 cur.model_copy(update={"phase": "evening_difficulty", "drawn": None}))


def _evening_difficulty(snap: RootSnapshot, cur: LizardsCursor) -> RootStep | LizardsCursor:
    nxt = cur.model_copy(update={"phase": "erratic" if flow.has_trait(snap, ME, "erratic") else "end"})
    nightmare = flow.nightmare_players_step(snap, ME)
    if nightmare is None:
        return nxt
    return _step(nightmare[0], [nightmare[1]], nxt)


def _erratic(snap: RootSnapshot, cur: LizardsCursor) -> RootStep | RootPrompt:
    """Trait Erratic: at the end of the turn, draw a card and add it to the Lost Souls (on top)."""
    if cur.drawn is None:
        return RootPrompt(actor=ME, question=AskOrderCard(purpose="lizards_erratic"),
                          reasons=(reason("trait:erratic", "lizards.erratic.draw"),))
    board = _board(snap)
    card = cur.drawn
    return _step(SetBoard(faction=ME, board=board.model_copy(update={"lost_souls": (card,) + board.lost_souls})),
                 [reason("trait:erratic", "lizards.erratic.add", card=card.name or card.suit.value)],
                 cur.model_copy(update={"phase": "end", "drawn": None}))


def _end(snap: RootSnapshot, cur: LizardsCursor) -> RootStep:
    return _step(EndTurn(faction=ME), [reason("8.6", "turn.end", faction=ME)], cur)


Handler = Callable[[RootSnapshot, LizardsCursor], "RootStep | RootPrompt | LizardsCursor"]

_HANDLERS: dict[str, Handler] = {
    "birdsong_order": _birdsong_order,
    "conspire": _conspire,
    "crusade": _crusade,
    "crusade_end": _crusade_end,
    "fanatics": _fanatics,
    "ritual": _ritual,
    "ritual_garden": _ritual_garden,
    "evening_score": _evening_score,
    "evening_discard": _evening_discard,
    "evening_return": _evening_return,
    "evening_craft": _evening_craft,
    "evening_difficulty": _evening_difficulty,
    "erratic": _erratic,
    "end": _end,
}


# -- answers from the table ------------------------------------------------------------------
def answer(snap: RootSnapshot, prompt: RootPrompt, ans: Answer) -> RootSnapshot:
    cur = flow.effective_cursor(snap, _cursor(snap), _HANDLERS)
    q = prompt.question
    match q, ans:
        case AskOrderCard(), OrderCardAnswer(card=card):
            card = validate_order_card(snap, card)
            return flow.with_cursor(snap, cur.model_copy(update={"drawn": card}))
        case (AskDice() | AskRemoval() | AskArbiter()), (DiceAnswer() | RemovalAnswer() | ArbiterAnswer()):
            return flow.with_battle_answer(snap, cur, q, ans)
    raise IllegalAnswer("answer.wrong_kind", question=q.kind, answer=ans.kind)


__all__ = [
    "BOT_ID",
    "RITUALS",
    "TRAITS",
    "after_removal",
    "answer",
    "garden_track_vp",
    "held_off_map",
    "most_common_suit",
    "new_cursor",
    "next_step",
    "on_card_discarded",
    "removal_effects",
    "ritual_count",
    "setup",
    "setup_draws",
    "take_setup_card",
    "warrior_supply",
]

"""Cogwheel Corvids (Law of Rootbotics section 11).

Faction rules (11.2): Nimble -- they move whoever rules the clearings (their moves never ask);
Embedded Agents -- as defender with a face-down plot in the clearing (even defenceless) they deal
1 extra hit (hook defence_bonus).

The turn (11.4-11.6): Birdsong reveals the order card, crafts it, recruits N warriors (difficulty) in
each of two ordered clearings (a plot-free one first, then most Corvid warriors; out of warriors
mid-recruit, The Plot Thickens first) and reveals every face-down plot in priority order: the table
says what each shows (or the app draws it in the app-owned-deck mode), 1 VP per face-up plot on the
map, then its effect (games/root/plots.py). Daylight battles in each ordered clearing with 2+ Corvid
warriors, moves all but 2 out of each ordered clearing with a face-up plot, plots (a warrior removed,
a face-down plot placed: nobody knows which) and thickens the plot. Evening scores the face-up
extortions and discards the order.

Every target choice goes through core.ranking.pick: the criteria and tie-breakers in the order
section 11 lists them, then clearing priority (2.1) or setup order (2.2), with the retry of 2.3.
"""

from __future__ import annotations

from collections.abc import Callable

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
    AskTable,
    Compound,
    DiceAnswer,
    Discard,
    EndTurn,
    FlipPlot,
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
    TableAnswer,
    apply_action,
)
from ..cards import validate_order_card
from ..factions import SETUP_ORDER, Category, Suit
from ..setup import GameConfig
from ..state import BotConfig, PendingBattle, RootSnapshot
from . import flow, hooks
from .corvids_state import CorvidsBoard, CorvidsCursor

ME = "corvids"
BOT_ID = "cogwheel_corvids"

RECRUIT: dict[str, int] = {"easy": 1, "normal": 2, "challenging": 3, "nightmare": 3}
"""11.4.3 places 2; the difficulty cards (Clockwork 2, one text in every printing): Easy 1,
Challenging 3, Nightmare 3 (shared/data/root/bots.json; the section 11 example plays Easy with 1)."""
BATTLE_MIN = 2  # 11.5.1
MOVE_KEEP = 2  # 11.5.2: "todos menos 2"
THICKEN_MIN = 3  # 11.5.4

TRAITS = ("backup_plans", "vendetta", "gamble", "mastermind")
"""The trait cards (Clockwork 2: one text in every printing)."""

TOPIC_FACE = "corvids.plot_face"
TOPIC_REPLACEMENT = "corvids.bomb_replacement"
TOPIC_GUESS = "corvids.gamble_guess"

# -- rulings (docs/rulings.md) ---------------------------------------------------------------
RULING_BIRD_ORDER_ANY_CLEARING = "ruling:bird-order-any-clearing"
RULING_APP_DRAWS_PLOT = "ruling:corvids-app-draws-plot"
"""11.4.4 / 11.7.1 in the app-owned-deck mode: the app draws the face of a plot the table would turn
over, weighted by the faces still unseen (2 of each minus those face up on the map)."""
RULING_RECRUIT_NO_PLOT_THICKENS = "ruling:corvids-recruit-stuck"
"""11.4.3.II: out of warriors and no clearing can thicken the plot (none plot-free with 3+ Corvid
warriors, or no plot left): the rest of the recruit is not placed."""
RULING_MOVE_ORDER = "ruling:corvids-move-order"
"""11.5.2 moves out of each ordered clearing in priority order (2.4, the origin's priority); a clearing
reached by an earlier move is looked at with the warriors it holds then."""
RULING_GAMBLE_RAID = "ruling:corvids-gamble"
"""Trait Gamble: the guesser is the human with most faction pieces in the clearing (2.2 on a tie); a
right guess removes the plot after it scores, its flip effect ignored, the guesser scoring the token
(Law of Root 3.2.1); a raid so removed still places its warriors ("when removed" is not a flip effect)."""
RULING_ONE_PRINTING = "ruling:corvids-one-printing"
"""The Clockwork 2 difficulty and trait cards have one text in every printing (shared/data)."""


# -- setup (11.3) ----------------------------------------------------------------------------
def setup(snap: RootSnapshot, faction: str, config: GameConfig) -> RootSnapshot:
    """11.3.1: 15 warriors and 8 face-down plots (the supply, implicit); 11.3.2: 1 warrior in the
    lowest-priority clearing of each suit (2.3: the next lowest where one cannot be placed)."""
    assert faction == ME
    board = rules.board_of(snap)
    placed: list[int] = []
    why: list[Reason] = []
    keep = rules.keep_at_setup(snap, config.keep_corner)
    for suit in (Suit.FOX, Suit.RABBIT, Suit.MOUSE):
        of_suit = [c.id for c in board.clearings if c.suit == suit]
        for c in rules.by_lowest_priority(snap, of_suit):  # the Pass counts as the lowest (12.2.2)
            if c != keep and rules.placement_refusal(snap, ME, "warrior", c) is None:
                snap = rules.add_pieces(snap, ME, "warrior", c)
                placed.append(c)
                why += rules.pass_chosen(snap, c, of_suit, lowest=True)
                break
    snap = rules.update_faction(snap, ME, board=CorvidsBoard())
    return snap.model_copy(update={"log": snap.log + (reason("11.3.2", "corvids.setup", targets=tuple(placed)),
                                                      *why)})


def new_cursor() -> CorvidsCursor:
    return CorvidsCursor()


# -- faction rules as hooks (11.2) -----------------------------------------------------------
def defence_bonus(snap: RootSnapshot, pb: PendingBattle) -> tuple[int, tuple[Reason, ...]]:
    """11.2.2 Embedded Agents: as defender with a face-down plot in the clearing, 1 extra hit."""
    if pb.defender != ME or snap.place(pb.clearing).count(ME, plots.FACE_DOWN) == 0:
        return 0, ()
    return 1, (reason("11.2.2", "corvids.embedded_agents", clearing=pb.clearing),)


def removal_placements(snap: RootSnapshot, faction: str, removals: tuple[Removal, ...]
                       ) -> list[tuple[str, str, int]]:
    """Trait Backup Plans: whenever a plot token is removed, a warrior is placed where it was
    (rules.removal_placements applies it, in any removal)."""
    if "backup_plans" not in flow.bot_config(snap, ME).traits:
        return []
    return [(ME, "warrior", int(r.clearing)) for r in removals
            if r.faction == ME and plots.is_plot(r.piece) for _ in range(r.count)]


# -- difficulty and traits -------------------------------------------------------------------
def recruit_count(cfg: BotConfig) -> int:
    return RECRUIT[cfg.difficulty]


# -- board helpers ---------------------------------------------------------------------------
def _cursor(snap: RootSnapshot) -> CorvidsCursor:
    cur = snap.turn.cursor
    assert isinstance(cur, CorvidsCursor)
    return cur


def _phase(cur: CorvidsCursor, phase: str, **changes: object) -> CorvidsCursor:
    base: dict[str, object] = {"phase": phase, "done": (), "pending_battle": None}
    base.update(changes)
    return cur.model_copy(update=base)


def _step(action: Action, reasons: tuple[Reason, ...] | list[Reason], cursor: CorvidsCursor,
          rng: int | None = None) -> RootStep:
    return RootStep(actor=ME, action=action, reasons=tuple(reasons), cursor=cursor, rng=rng)


def _warriors(snap: RootSnapshot, clearing: int) -> int:
    return snap.place(clearing).count(ME, "warrior")


def _no_plot(snap: RootSnapshot, clearing: int) -> int:
    return 0 if plots.has_plot(snap, clearing) else 1


def ordered_clearings(snap: RootSnapshot, order: Suit) -> tuple[int, ...]:
    """2.7: the clearings of the order's suit; a bird order orders every clearing (ruling
    bird-order-any-clearing). Highest priority first (2.4), the Pass first (12.2.2)."""
    return rules.by_priority(snap, (c.id for c in rules.board_of(snap).clearings
                                    if order == Suit.BIRD or c.suit == order))


def _order_suit(cur: CorvidsCursor) -> Suit:
    assert cur.order is not None
    return cur.order.suit


def _bird_wild(cur: CorvidsCursor) -> list[Reason]:
    if cur.order is not None and cur.order.suit == Suit.BIRD:
        return [reason(RULING_BIRD_ORDER_ANY_CLEARING, "order.bird_orders_every_clearing")]
    return []


def _nowhere(rule: str, code: str, cur: CorvidsCursor) -> Reason:
    """"No fox clearing ..."; a bird order orders every clearing: "No clearing ..." (code.bird)."""
    suit = _order_suit(cur)
    return reason(rule, code + ".bird") if suit == Suit.BIRD else reason(rule, code, suit=suit.value)


# -- the turn --------------------------------------------------------------------------------
def next_step(snap: RootSnapshot) -> RootStep | RootPrompt:
    return flow.propose(snap, _cursor(snap), _HANDLERS, "Corvids")


# -- Birdsong (11.4) -------------------------------------------------------------------------
def _birdsong_reveal(snap: RootSnapshot, cur: CorvidsCursor) -> RootPrompt:
    """11.4.1: reveal the top card of the deck as the order card."""
    return RootPrompt(actor=ME, question=AskOrderCard(purpose="birdsong"), reasons=(reason("11.4.1", "order.reveal"),))


def _birdsong_craft(snap: RootSnapshot, cur: CorvidsCursor) -> RootStep:
    """11.4.2 / 1.1: craft the order card's item if the supply still has it, for 1 VP."""
    assert cur.order is not None
    craft, why = flow.craft_order(snap, ME, cur.order, "11.4.2")
    return _step(craft or Nothing(), why, _phase(cur, "recruit"))


def _recruit(snap: RootSnapshot, cur: CorvidsCursor) -> RootStep | CorvidsCursor:
    """11.4.3: N warriors (difficulty) in each of two ordered clearings, one clearing at a time.
    I: a clearing with no plot first, then most Corvid warriors (2.1 after; 2.3: the Keep).
    II: with no warrior left to place, The Plot Thickens (11.5.4) first, then the rest."""
    n = recruit_count(flow.bot_config(snap, ME))
    reveal = _phase(cur, "reveal_plots", recruit_targets=(), recruit_placed=0)
    current_full = not cur.recruit_targets or cur.recruit_placed >= n
    if current_full and len(cur.recruit_targets) >= 2:
        return reveal
    if rules.in_supply(snap, ME, "warrior") < 1:
        # Each Plot Thickens frees a warrior and uses a plot: this cannot go on for ever.
        target, why = _thicken_target(snap)
        if target is None:
            return _step(Nothing(), [reason("11.4.3.II", "corvids.recruit_no_warriors"), *why,
                                     reason(RULING_RECRUIT_NO_PLOT_THICKENS, "corvids.recruit_stuck")], reveal)
        action = _plot_action(target)
        return _step(action, [reason("11.4.3.II", "corvids.recruit_no_warriors"),
                              reason("11.5.4", "corvids.thicken", clearing=target), *why], cur)
    order = _order_suit(cur)
    head: list[Reason] = []
    if current_full:
        candidates = [c for c in ordered_clearings(snap, order) if c not in cur.recruit_targets]
        picked = pick(candidates,
                      [Criterion("11.4.3.I", "corvids.recruit.no_plot", lambda c: _no_plot(snap, c)),
                       Criterion("11.4.3.I", "corvids.recruit.most_warriors", lambda c: _warriors(snap, c))],
                      tiebreak=rules.highest_first(snap),
                      legal=lambda c: rules.placement_refusal(snap, ME, "warrior", c, supply=False))
        if picked.chosen is None:
            return _step(Nothing(), [_nowhere("11.4.3", "corvids.recruit_nowhere", cur),
                                     *picked.reasons, *_bird_wild(cur)], reveal)
        clearing, placed_before = picked.chosen, 0
        head += list(picked.reasons)
        targets = cur.recruit_targets + (clearing,)
    else:
        clearing, placed_before = cur.recruit_targets[-1], cur.recruit_placed
        targets = cur.recruit_targets
        head.append(reason("11.4.3.II", "corvids.recruit_goes_on", clearing=clearing))
    count = min(n - placed_before, rules.in_supply(snap, ME, "warrior"))
    why = [reason("11.4.3", "corvids.recruit", count=count, clearing=clearing, index=len(targets)), *head]
    if flow.bot_config(snap, ME).difficulty != "normal":
        why.append(reason("difficulty:" + flow.bot_config(snap, ME).difficulty, "corvids.recruit_difficulty", count=n))
    if count < n - placed_before:
        why.append(reason("11.4.3.II", "corvids.recruit_supply_out", missing=n - placed_before - count))
    nxt = cur.model_copy(update={"recruit_targets": targets, "recruit_placed": placed_before + count})
    return _step(PlaceWarriors(faction=ME, targets=((clearing, count),)), why + _bird_wild(cur), nxt)


def _reveal_plots(snap: RootSnapshot, cur: CorvidsCursor) -> RootStep | RootPrompt | CorvidsCursor:
    """11.4.4: reveal each face-down plot, highest priority first: the table says what it shows (the
    app draws it in the app-owned-deck mode); 1 VP per face-up plot on the map, then its effect."""
    if cur.swap_at is not None:
        return _bomb_swap(snap, cur)
    waiting = rules.by_priority(snap, plots.face_down_clearings(snap))  # the Pass first (12.2.2)
    if not waiting:
        return _phase(cur, "battle", face=None)
    clearing = waiting[0]
    if cur.face_at != clearing or (cur.face is not None and cur.face not in plots.possible_faces(snap)):
        cur = cur.model_copy(update={"face": None, "guess": None})  # given for another board: asked again
    guesser = _gambler(snap, clearing) if flow.has_trait(snap, ME, "gamble") else None
    if guesser is not None and cur.guess is None:
        return RootPrompt(actor=ME, question=AskTable(topic=TOPIC_GUESS, options=plots.possible_faces(snap),
                                                      params=(("clearing", clearing), ("faction", guesser))),
                          reasons=(reason("trait:gamble", "corvids.gamble_ask", clearing=clearing, faction=guesser),))
    face, state, drawn = cur.face, snap.rng, []
    if face is None:
        if snap.app_deck is None:
            return RootPrompt(actor=ME, question=AskTable(topic=TOPIC_FACE, options=plots.possible_faces(snap),
                                                          params=(("clearing", clearing),)),
                              reasons=(reason("11.4.4", "corvids.reveal_ask", clearing=clearing,
                                              left=len(waiting)),))
        face, state = plots.draw_face(snap, state)
        drawn.append(reason(RULING_APP_DRAWS_PLOT, "corvids.app_draws_plot", clearing=clearing, piece=face))
    order = [reason("2.4", "corvids.reveal_order", targets=waiting),
             *rules.pass_first(snap, clearing, waiting)] if len(waiting) > 1 else []
    nxt = cur.model_copy(update={"face": None, "guess": None, "face_at": None})
    if guesser is not None and cur.guess == face:
        return _gamble_won(snap, clearing, face, guesser, [*drawn, *order], nxt, state)
    revealed = plots.reveal(snap.model_copy(update={"rng": state}), clearing, face,
                            vendetta=flow.has_trait(snap, ME, "vendetta"))
    parts = revealed.parts
    lost = []
    if guesser is not None:
        parts = (*parts, Score(faction=ME, vp=1))
        lost = [reason("trait:gamble", "corvids.gamble_wrong", faction=guesser, piece=str(cur.guess))]
    nxt = nxt.model_copy(update={"swap_at": clearing if revealed.needs_replacement else None})
    return _step(Compound(parts=parts), [*drawn, *lost, *revealed.reasons, *order], nxt,
                 rng=revealed.rng if revealed.rng != snap.rng else None)


def _gambler(snap: RootSnapshot, clearing: int) -> str | None:
    """Trait Gamble: the human with most faction pieces in the clearing (2.2 on a tie), or None."""
    place = snap.place(clearing)
    humans = [f.id for f in rules.faction_states_in_setup_order(snap) if not f.is_bot and place.count(f.id)]
    if not humans:
        return None
    return max(humans, key=lambda f: (place.count(f), -SETUP_ORDER.index(f)))


def _gamble_won(snap: RootSnapshot, clearing: int, face: str, guesser: str, head: list[Reason],
                nxt: CorvidsCursor, state: int) -> RootStep:
    """Trait Gamble, a right guess: the plot is revealed and scores, its flip effect does not happen,
    then the guesser removes it (scoring it; ruling corvids-gamble)."""
    flip = FlipPlot(faction=ME, clearing=clearing, from_kind=plots.FACE_DOWN, to_kind=face)
    after = apply_action(snap, flip)
    vp = plots.face_up_on_map(after, ME)
    removal = (Removal(faction=ME, piece=face, clearing=clearing),)
    scoring: list[Reason] = []
    points = battles.removal_vp(after, removal, guesser, scoring)
    effects = hooks.removal_effects(after, removal)
    parts = (flip, Score(faction=ME, vp=vp),
             RemovePieces(removals=removal + effects.extra_removals,
                          vp=tuple(sorted((f, n) for f, n in points.items() if n)), boards=effects.boards))
    why = [reason("11.4.4", "plots.revealed", clearing=clearing, piece=face), reason("11.4.4", "plots.reveal_vp", vp=vp),
           reason("trait:gamble", "corvids.gamble_right", faction=guesser, piece=face),
           reason(RULING_GAMBLE_RAID, "corvids.gamble_removed", faction=guesser, vp=points.get(guesser, 0)),
           *scoring, *effects.reasons]
    return _step(Compound(parts=parts), [*head, *why], nxt, rng=state if state != snap.rng else None)


def _bomb_swap(snap: RootSnapshot, cur: CorvidsCursor) -> RootStep | RootPrompt:
    """11.7.1: the bomb is swapped for a random plot from the supply, placed face up, not triggered;
    it can be another bomb (the table says which, or the app draws it)."""
    clearing = cur.swap_at
    assert clearing is not None
    done = cur.model_copy(update={"face": None, "swap_at": None, "face_at": None})
    if cur.face is not None and (cur.face_at != clearing or cur.face not in plots.replacement_faces(snap)):
        cur = cur.model_copy(update={"face": None})  # given for another board: asked again
    if not plots.replacement_faces(snap) or snap.place(clearing).count(ME, "plot_bomb") < 1:
        return _step(Nothing(), [reason(plots.RULING_BOMB_SUPPLY_EMPTY, "corvids.bomb_stays", clearing=clearing)], done)
    face, state, drawn = cur.face, snap.rng, []
    if face is None:
        if snap.app_deck is None:
            return RootPrompt(actor=ME, question=AskTable(topic=TOPIC_REPLACEMENT,
                                                          options=plots.replacement_faces(snap),
                                                          params=(("clearing", clearing),)),
                              reasons=(reason("11.7.1", "corvids.replacement_ask", clearing=clearing),))
        face, state = plots.draw_replacement(snap, state)
        drawn.append(reason(RULING_APP_DRAWS_PLOT, "corvids.app_draws_plot", clearing=clearing, piece=face))
    swapped = plots.bomb_swap(snap, clearing, face)
    return _step(Compound(parts=swapped.parts), [*drawn, *swapped.reasons], done,
                 rng=state if state != snap.rng else None)


# -- Daylight (11.5) -------------------------------------------------------------------------
def _battle_clearings(snap: RootSnapshot, cur: CorvidsCursor) -> list[int]:
    """11.5.1: ordered clearings with 2+ Corvid warriors and an enemy to battle (2.3), by priority (2.4)."""
    return [c for c in ordered_clearings(snap, _order_suit(cur)) if c not in cur.done
            and _warriors(snap, c) >= BATTLE_MIN and _enemies_in(snap, c)]


def _enemies_in(snap: RootSnapshot, clearing: int) -> tuple[str, ...]:
    place = snap.place(clearing)
    return tuple(f for f in rules.enemies(snap, ME) if place.count(f) > 0)


def _buildings_and_tokens(snap: RootSnapshot, faction: str, clearing: int) -> int:
    place = snap.place(clearing)
    return place.count_category(faction, Category.BUILDING) + place.count_category(faction, Category.TOKEN)


def defender(snap: RootSnapshot, clearing: int) -> tuple[str, list[Reason]]:
    """11.5.1.I: the player with most buildings and tokens there, then most VP, then setup order (2.2)."""
    order = {f: i for i, f in enumerate(SETUP_ORDER)}
    picked = pick(_enemies_in(snap, clearing),
                  [Criterion("11.5.1.I", "corvids.defender.most_buildings_tokens",
                             lambda f: _buildings_and_tokens(snap, f, clearing)),
                   Criterion("11.5.1.I", "defender.most_vp", lambda f: snap.faction(f).vp)],
                  tiebreak=lambda f: order[f], tiebreak_rule="2.2", tiebreak_code="tiebreak.setup_order")
    assert picked.chosen is not None
    return picked.chosen, list(picked.reasons)


def _battle(snap: RootSnapshot, cur: CorvidsCursor) -> RootStep | RootPrompt | CorvidsCursor:
    """11.5.1: battle in each ordered clearing with 2 or more Corvid warriors, highest priority first."""
    if cur.pending_battle is not None:
        resolved = battles.resolve_battle(snap, cur.pending_battle)
        if isinstance(resolved, RootPrompt):
            return resolved
        action, state, why = resolved
        pb = cur.pending_battle
        nxt = cur.model_copy(update={"pending_battle": None, "done": cur.done + (pb.clearing,)})
        return _step(action, list(pb.reasons) + list(why), nxt, rng=state if state != snap.rng else None)
    targets = _battle_clearings(snap, cur)
    if not targets:
        if not cur.done:
            return _step(Nothing(), [_nowhere("11.5.1", "corvids.battle_none", cur),
                                     *_bird_wild(cur)], _phase(cur, "move"))
        return _phase(cur, "move")
    clearing = targets[0]
    chosen, picked = defender(snap, clearing)
    head = [reason("11.5.1", "corvids.battle", clearing=clearing, defender=chosen, warriors=_warriors(snap, clearing))]
    if len(targets) > 1:
        head.append(reason("2.4", "corvids.priority_order", targets=tuple(targets)))
        head += rules.pass_first(snap, clearing, targets)
    pending = PendingBattle(clearing=clearing, attacker=ME, defender=chosen,
                            reasons=tuple(head + picked + _bird_wild(cur)))
    return battles.ask_before_dice(snap, pending)


def _move_origins(snap: RootSnapshot, cur: CorvidsCursor) -> list[int]:
    """11.5.2: ordered clearings with a face-up plot and more than 2 Corvid warriors, by priority (2.4)."""
    return [c for c in ordered_clearings(snap, _order_suit(cur)) if c not in cur.done
            and plots.face_up_here(snap, c) and _warriors(snap, c) > MOVE_KEEP]


def move_destination(snap: RootSnapshot, origin: int) -> tuple[int, list[Reason]]:
    """11.5.2: an adjacent clearing with no plot; I: most Corvid warriors (2.1 after); II: when every
    adjacent clearing has a plot, the adjacent clearing of lowest priority. Nimble: rule never matters.
    Adjacent as the Corvids can move (rules.adjacent_clearings: rivers too after Riverboats, 9.2.3 II)."""
    adjacent = rules.adjacent_clearings(snap, ME, origin)
    free = [c for c in adjacent if not plots.has_plot(snap, c)]
    if not free:
        lowest = rules.by_lowest_priority(snap, adjacent)[0]  # the Pass counts as the lowest (12.2.2)
        return lowest, [reason("11.5.2.II", "corvids.move_no_destination", clearing=lowest),
                        *rules.pass_chosen(snap, lowest, adjacent, lowest=True)]
    picked = pick(free, [Criterion("11.5.2.I", "corvids.move.most_warriors", lambda c: _warriors(snap, c))],
                  tiebreak=rules.highest_first(snap))
    assert picked.chosen is not None
    return picked.chosen, [reason("11.5.2", "corvids.move.plot_free", targets=tuple(free)), *picked.reasons]


def _move(snap: RootSnapshot, cur: CorvidsCursor) -> RootStep | CorvidsCursor:
    origins = _move_origins(snap, cur)
    nxt_phase = _phase(cur, "plot", plots=0)
    if not origins:
        if not cur.done:
            return _step(Nothing(), [_nowhere("11.5.2", "corvids.move_none", cur)], nxt_phase)
        return nxt_phase
    origin = origins[0]
    count = _warriors(snap, origin) - MOVE_KEEP
    dest, why = move_destination(snap, origin)
    head = [reason("11.5.2", "corvids.move", count=count, origin=origin, dest=dest),
            reason("11.2.1", "corvids.nimble")]
    if len(origins) > 1:
        head.append(reason(RULING_MOVE_ORDER, "corvids.priority_order", targets=tuple(origins)))
        head += rules.pass_first(snap, origin, origins)
    return _step(Move(faction=ME, origin=origin, dest=dest, count=count), head + why + _bird_wild(cur),
                 cur.model_copy(update={"done": cur.done + (origin,)}))


def _plot_action(clearing: int) -> Compound:
    """11.5.3 / 11.5.4: a Corvid warrior removed and a random face-down plot placed in its clearing."""
    return Compound(parts=(RemovePieces(removals=(Removal(faction=ME, piece="warrior", clearing=clearing),)),
                           PlaceWarriors(faction=ME, piece=plots.FACE_DOWN, targets=((clearing, 1),))))


def _plot_refusal(snap: RootSnapshot, clearing: int) -> Reason | None:
    if _warriors(snap, clearing) < 1:
        return reason("2.3", "corvids.retry.no_warrior", clearing=clearing)
    if rules.in_supply(snap, ME, plots.FACE_DOWN) < 1:
        return reason("2.3", "corvids.retry.no_plot_left", clearing=clearing)
    lifted = rules.remove_pieces(snap, ME, "warrior", clearing)
    return rules.placement_refusal(lifted, ME, plots.FACE_DOWN, clearing)


def _plot(snap: RootSnapshot, cur: CorvidsCursor) -> RootStep | CorvidsCursor:
    """11.5.3: in the ordered clearing with no plot and most Corvid warriors, remove a Corvid warrior
    and place a random face-down plot (nobody knows which). Mastermind: twice."""
    times = 2 if flow.has_trait(snap, ME, "mastermind") else 1
    nxt = _phase(cur, "thicken")
    if cur.plots >= times:
        return nxt
    candidates = [c for c in ordered_clearings(snap, _order_suit(cur)) if not plots.has_plot(snap, c)]
    picked = pick(candidates, [Criterion("11.5.3", "corvids.plot.most_warriors", lambda c: _warriors(snap, c))],
                  tiebreak=rules.highest_first(snap), legal=lambda c: _plot_refusal(snap, c))
    again = cur.model_copy(update={"plots": cur.plots + 1})
    trait = [reason("trait:mastermind", "corvids.mastermind", index=cur.plots + 1)] if times > 1 else []
    if picked.chosen is None:
        return _step(Nothing(), [_nowhere("11.5.3", "corvids.plot_none", cur),
                                 *picked.reasons, *trait], nxt)
    return _step(_plot_action(picked.chosen),
                 [reason("11.5.3", "corvids.plot", clearing=picked.chosen), *picked.reasons, *trait, *_bird_wild(cur)],
                 again)


def _thicken_target(snap: RootSnapshot) -> tuple[int | None, list[Reason]]:
    """11.5.4: a clearing (any suit) with no plot and 3+ Corvid warriors; I: most Corvid warriors."""
    candidates = [int(p.id) for p in snap.clearings()
                  if not plots.has_plot(snap, int(p.id)) and _warriors(snap, int(p.id)) >= THICKEN_MIN]
    picked = pick(candidates, [Criterion("11.5.4.I", "corvids.thicken.most_warriors", lambda c: _warriors(snap, c))],
                  tiebreak=rules.highest_first(snap), legal=lambda c: _plot_refusal(snap, c))
    if picked.chosen is None:
        return None, [reason("11.5.4", "corvids.thicken_none"), *picked.reasons]
    return picked.chosen, list(picked.reasons)


def _thicken(snap: RootSnapshot, cur: CorvidsCursor) -> RootStep:
    """11.5.4 The Plot Thickens."""
    nxt = _phase(cur, "evening_score")
    target, why = _thicken_target(snap)
    if target is None:
        return _step(Nothing(), why, nxt)
    return _step(_plot_action(target), [reason("11.5.4", "corvids.thicken", clearing=target), *why], nxt)


# -- Evening (11.6) --------------------------------------------------------------------------
def _evening_score(snap: RootSnapshot, cur: CorvidsCursor) -> RootStep:
    """11.6.1: 1 VP per face-up extortion on the map."""
    n = plots.face_up_on_map(snap, ME, "plot_extortion")
    nxt = _phase(cur, "evening_difficulty")
    return _step(Score(faction=ME, vp=n) if n else Nothing(), [reason("11.6.1", "corvids.score_extortions", vp=n)], nxt)


def _evening_difficulty(snap: RootSnapshot, cur: CorvidsCursor) -> RootStep | CorvidsCursor:
    """Nightmare: at the end of Evening, 1 VP per two players, rounded up (one text in every printing)."""
    nxt = _phase(cur, "evening_discard")
    nightmare = flow.nightmare_players_step(snap, ME)
    if nightmare is None:
        return nxt
    return _step(nightmare[0], [nightmare[1]], nxt)


def _evening_discard(snap: RootSnapshot, cur: CorvidsCursor) -> RootStep:
    """11.6.2: discard the order card."""
    assert cur.order is not None
    return _step(Discard(card=cur.order), [reason("11.6.2", "order.discard")], _phase(cur, "end"))


def _end(snap: RootSnapshot, cur: CorvidsCursor) -> RootStep:
    return _step(EndTurn(faction=ME), [reason("11.6", "turn.end", faction=ME)], cur)


Handler = Callable[[RootSnapshot, CorvidsCursor], "RootStep | RootPrompt | CorvidsCursor"]

_HANDLERS: dict[str, Handler] = {
    "birdsong_reveal": _birdsong_reveal,
    "birdsong_craft": _birdsong_craft,
    "recruit": _recruit,
    "reveal_plots": _reveal_plots,
    "battle": _battle,
    "move": _move,
    "plot": _plot,
    "thicken": _thicken,
    "evening_score": _evening_score,
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
        case AskTable(topic=topic, options=options), TableAnswer(chosen=chosen) if topic in (
                TOPIC_FACE, TOPIC_REPLACEMENT, TOPIC_GUESS):
            if len(chosen) != 1 or chosen[0] not in options:
                raise IllegalAnswer("answer.plot_face", options=", ".join(options))
            field = "guess" if topic == TOPIC_GUESS else "face"
            where = dict(q.params).get("clearing")
            return flow.with_cursor(snap, cur.model_copy(update={field: chosen[0],
                                                                 "face_at": where if isinstance(where, int) else None}))
        case (AskDice() | AskRemoval() | AskArbiter()), (DiceAnswer() | RemovalAnswer() | ArbiterAnswer()):
            return flow.with_battle_answer(snap, cur, q, ans)
    raise IllegalAnswer("answer.wrong_kind", question=q.kind, answer=ans.kind)


__all__ = [
    "BOT_ID",
    "RECRUIT",
    "TRAITS",
    "answer",
    "defence_bonus",
    "defender",
    "move_destination",
    "new_cursor",
    "next_step",
    "ordered_clearings",
    "recruit_count",
    "removal_placements",
    "setup",
]

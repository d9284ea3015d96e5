"""The Root engine's public face: what the controller and the CLI call.

    next_step(snap)            -> RootStep | RootPrompt | HumanTurn
    apply_step(snap, step)     -> snap      (a confirmed bot step)
    proposal(snap)             -> next_step with the bookkeeping merged into its neighbours (the app's step)
    apply_proposal(snap, step) -> snap      (a confirmed proposal, merged or not)
    answer(snap, prompt, ans)  -> snap      (the table answers a prompt)
    apply_edit(snap, edit)     -> snap      (the table mirrors the board; raises IllegalEdit)
    end_human_turn(snap)       -> snap

All are pure: the snapshot in is never changed, a new one comes out.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from ...core import rng as rngmod
from ...core.reasons import reason
from ...core.steps import HumanTurn, IllegalAnswer, IllegalEdit
from . import cards, rules, services, setup_steps
from .actions import (
    Action,
    Answer,
    AskOrderCard,
    AskTable,
    BoughtOrderCard,
    Compound,
    Discard,
    DrawCard,
    EndTurn,
    GameOver,
    Nothing,
    OrderCardAnswer,
    RootPrompt,
    RootStep,
    Score,
    ServicesBought,
    SetBoard,
    TableAnswer,
    apply_action,
)
from .bots import bot_module, flow, hooks
from .edits import BuyServices, Edit
from .edits import apply_edit as _apply_edit
from .setup import GameConfig, new_game
from .state import OrderCard, RootSnapshot, TurnState

__all__ = ["GameConfig", "answer", "apply_edit", "apply_proposal", "apply_step", "end_human_turn", "new_game",
           "next_step", "proposal"]


class _PerSnapshot:
    """A pure function's results for the last few arguments, found by identity. One Confirm asks
    for the same plans several times: the proposal, its check before it is applied, apply_step's
    check of each merged part, the next proposal's look-ahead, the auto-confirmed "nothing" steps;
    on a crowded board each plan costs up to a few ms, and together they overran the 16 ms frame
    (issue 9). Snapshots and steps never change, so the result for the same objects is the same.
    The arguments are held strongly: while remembered, their ids cannot be reused."""

    def __init__(self, fn: Callable[..., Any], size: int = 64) -> None:
        self._fn = fn
        self._size = size
        self._hits: OrderedDict[tuple[int, ...], tuple[tuple[Any, ...], Any]] = OrderedDict()
        self._lock = threading.Lock()

    def __call__(self, *args: Any) -> Any:
        key = tuple(id(a) for a in args)
        with self._lock:
            hit = self._hits.get(key)
            if hit is not None and all(a is b for a, b in zip(hit[0], args, strict=True)):
                self._hits.move_to_end(key)
                return hit[1]
        result = self._fn(*args)
        with self._lock:
            self._hits[key] = (args, result)
            while len(self._hits) > self._size:
                self._hits.popitem(last=False)
        return result


def next_step(snap: RootSnapshot) -> RootStep | RootPrompt | HumanTurn:
    result: RootStep | RootPrompt | HumanTurn = _planned(snap)
    return result


def _plan(snap: RootSnapshot) -> RootStep | RootPrompt | HumanTurn:
    planned = _table_plan(snap)
    return _app_draws(snap, planned) if isinstance(planned, RootPrompt) else planned


def _table_plan(snap: RootSnapshot) -> RootStep | RootPrompt | HumanTurn:
    """The next step or question as the table plays it (what the app-owned deck answers for it)."""
    outcome = rules.result(snap)
    if outcome is not None:
        # Law of Root 3.1: the game ends at once, even mid-turn. The step is shown, not applied.
        kind, winners = outcome
        return RootStep(actor=winners[0], action=GameOver(outcome=kind, winners=winners),
                        reasons=(reason("law:3.1" if kind == "faction" else "coop", f"game.over.{kind}",
                                        winners=winners),))
    if snap.turn.setup_checklist is not None:
        return setup_steps.prompt(snap)  # the table walks through its setup first (issue 12)
    if snap.turn.setup_draws:
        return _setup_prompt(snap)
    current = snap.current_faction()
    if current.bot is None:
        return HumanTurn(actor=current.id)
    if services.bot_may_buy(snap):
        offer = _services_offer(snap)
        if offer is not None:
            return offer
    step: RootStep | RootPrompt = bot_module(current.bot.bot).next_step(snap)
    return _with_bought_order(snap, flow.score_the_pass(snap, step))


# -- a bot buys Riverfolk services (9.2.3, 9.7) -------------------------------------------------
def _services_offer(snap: RootSnapshot) -> RootStep | RootPrompt | None:
    """At the start of a bot's turn when a Riverfolk plays: the table says what the bot buys as its
    Services card says (ruling services-bot-cards), then the purchase is a step. None when the bot
    cannot afford a single service (nothing to ask)."""
    current = snap.current_faction()
    purchase = snap.turn.services_purchase
    if purchase is not None and purchase.paid is None and not services.seller_is_bot(snap):
        # Law of Root: a human Riverfolk's costs are on its board: the table says what the bot pays.
        return RootPrompt(actor=current.id, question=AskTable(
            topic=services.PAID_TOPIC, options=services.paid_options(snap, purchase),
            params=(("faction", current.id), ("count", len(purchase.services)))),
            reasons=(reason("law:riverfolk", "services.human_costs", faction=current.id),))
    if purchase is not None:
        return RootStep(actor=current.id, action=ServicesBought(purchase=purchase),
                        reasons=services.bought_reasons(snap, purchase), cursor=snap.turn.cursor)
    options = services.offer_options(snap)
    if not options:
        return None
    most = min(services.allowed(snap, current.id), services.affordable(snap, current.id))
    params: tuple[tuple[str, int | str], ...] = (("faction", current.id), ("card_set", snap.services_cards),
                                                 ("price", services.unit_price(snap, current.id)), ("most", most))
    return RootPrompt(actor=current.id, question=AskTable(topic=services.TOPIC, options=options, multiple=True,
                                                          params=params),
                      reasons=services.bot_prompt_reasons(snap))


def _with_bought_order(snap: RootSnapshot, step: RootStep | RootPrompt) -> RootStep | RootPrompt:
    """Ruling services-bot-card: a Market card the bot bought as its order card answers its next order
    card question this turn, as a step naming it: nobody draws one (the table, or the app's deck)."""
    purchase = snap.turn.services_purchase
    if not (isinstance(step, RootPrompt) and isinstance(step.question, AskOrderCard) and step.question.is_order
            and purchase is not None and purchase.as_order and purchase.cards and snap.turn.services_closed):
        return step
    card = purchase.cards[0]
    note = reason(services.RULING_BOT_CARD, "services.order_card_bought", faction=step.actor,
                  card=card.name or card.suit.value)
    return RootStep(actor=step.actor, action=BoughtOrderCard(faction=step.actor, card=card),
                    reasons=(note, *step.reasons), cursor=snap.turn.cursor)


def _apply_bought_order(snap: RootSnapshot, step: RootStep) -> RootSnapshot:
    """The bought card goes where the table's order card would have gone, once."""
    assert isinstance(step.action, BoughtOrderCard) and snap.turn.services_purchase is not None
    asked = bot_module(snap.current_faction().bot.bot).next_step(snap)  # type: ignore[union-attr]
    if not isinstance(asked, RootPrompt):
        raise IllegalEdit("step.stale")
    used = snap.turn.services_purchase.model_copy(update={"as_order": False})
    snap = snap.model_copy(update={"turn": snap.turn.model_copy(update={"services_purchase": used})})
    card = step.action.card
    # A Market card is kept by its deck id ("Anvil (fox)"): the bot takes it as the table enters it.
    return _card_answer(snap, asked, cards.card_from_id(snap, card.name) if card.name else card)


_planned = _PerSnapshot(_plan)

SETUP_RULE = "3"
"""Law of Rootbotics 3 (setup), cited for a setup draw unless the bot module names its own rule
(an optional SETUP_DRAWS_RULE constant, e.g. "8.3.5")."""


# -- cards the bots draw at setup (the bot modules' setup_draws / take_setup_card) ---------------
def _setup_prompt(snap: RootSnapshot) -> RootPrompt:
    """The next card a bot's setup draws (e.g. Lizards 8.3.5, Duchy 10.3.5), asked before the
    first turn in setup order; the count left lives in TurnState.setup_draws."""
    faction, left = snap.turn.setup_draws[0]
    cfg = snap.faction(faction).bot
    assert cfg is not None
    total = max(hooks.setup_draws(cfg), left)
    number = total - left + 1
    rule = getattr(bot_module(cfg.bot), "SETUP_DRAWS_RULE", SETUP_RULE)
    return RootPrompt(actor=faction, question=AskOrderCard(purpose="setup"),
                      reasons=(reason(rule, "setup.draw_card", faction=faction, number=number, of=total),))


def _take_setup_card(snap: RootSnapshot, card: OrderCard) -> RootSnapshot:
    faction, left = snap.turn.setup_draws[0]
    new = hooks.take_setup_card(snap, faction, card)
    rest = ((faction, left - 1),) if left > 1 else ()
    draws = rest + snap.turn.setup_draws[1:]
    return new.model_copy(update={"turn": new.turn.model_copy(update={"setup_draws": draws})})


# -- the app-owned deck (ruling app-deck) --------------------------------------------------------
APP_DECK_RULE = "ruling:app-deck"


def _app_draws(snap: RootSnapshot, prompt: RootPrompt) -> RootStep | RootPrompt:
    """In the app-owned-deck mode a card question is answered by the app: a step naming the card
    drawn (the top of its deck; an empty deck takes the discard pile, shuffled), for the table to
    take out of the physical deck. With no card left anywhere the table is asked after all."""
    q = prompt.question
    if snap.app_deck is None or not isinstance(q, AskOrderCard):
        return prompt
    deck = snap.app_deck
    refill: tuple[str, ...] = ()
    state: int | None = None
    extra = []
    if not deck:
        known = cards.known_discards(snap)
        if not known:
            return prompt
        refill, state = rngmod.shuffled(snap.rng, known)
        deck = refill
        extra.append(reason(APP_DECK_RULE, "card.app_deck_refilled", cards=len(refill)))
    card = cards.card_from_id(snap, deck[0])
    faction = prompt.actor
    # The draw is the bot's own rule (4.4.1's order card, 8.3.5's setup draw...); how the app draws is the ruling.
    rule = prompt.reasons[0].rule if prompt.reasons else APP_DECK_RULE
    drawn = reason(rule, "card.app_draws", faction=faction, suit=card.suit.value, card=card.name or "",
                   purpose=q.purpose)
    return RootStep(actor=prompt.actor, action=DrawCard(faction=faction, purpose=q.purpose, card=deck[0], refill=refill),
                    reasons=(drawn, *extra, *prompt.reasons, reason(APP_DECK_RULE, "card.app_deck_reading")),
                    rng=state)


def _apply_draw(snap: RootSnapshot, step: RootStep) -> RootSnapshot:
    """The app's card goes where the table's answer would have gone."""
    assert isinstance(step.action, DrawCard)
    asked = _table_plan(snap)
    if not isinstance(asked, RootPrompt):
        raise IllegalEdit("step.stale")
    new = apply_action(snap, step.action)
    if step.rng is not None:
        new = new.model_copy(update={"rng": step.rng})
    card = cards.card_from_id(new, step.action.card)
    return _card_answer(new, asked, card)


def _card_answer(snap: RootSnapshot, prompt: RootPrompt, card: OrderCard) -> RootSnapshot:
    q = prompt.question
    if isinstance(q, AskOrderCard) and q.purpose == "setup":
        return _take_setup_card(snap, cards.validate_order_card(snap, card))
    current = snap.current_faction()
    assert current.bot is not None
    result: RootSnapshot = bot_module(current.bot.bot).answer(snap, prompt, OrderCardAnswer(card=card))
    return result


def _pass_turn(snap: RootSnapshot) -> RootSnapshot:
    seat = (snap.turn.seat + 1) % len(snap.factions)
    round_ = snap.turn.round + (1 if seat == 0 else 0)
    nxt = snap.factions[seat]
    cursor = bot_module(nxt.bot.bot).new_cursor() if nxt.bot is not None else None
    return snap.model_copy(update={"turn": TurnState(round=round_, seat=seat, cursor=cursor)})


def apply_step(snap: RootSnapshot, step: RootStep) -> RootSnapshot:
    """Apply a confirmed bot step. The step must be the one next_step proposes for this snapshot:
    a step planned on another board is refused rather than applied to the wrong state."""
    expected = next_step(snap)
    if expected != step:
        raise IllegalEdit("step.stale")
    return _apply_one(snap, step)


def answer(snap: RootSnapshot, prompt: RootPrompt, ans: Answer) -> RootSnapshot:
    if next_step(snap) != prompt:
        raise IllegalEdit("step.stale")
    if isinstance(prompt.question, AskOrderCard) and prompt.question.purpose == "setup":
        if not isinstance(ans, OrderCardAnswer):
            raise IllegalAnswer("answer.wrong_kind", question=prompt.question.kind, answer=ans.kind)
        return _card_answer(snap, prompt, ans.card)
    if isinstance(prompt.question, AskTable) and prompt.question.topic == setup_steps.TOPIC:
        if not isinstance(ans, TableAnswer):
            raise IllegalAnswer("answer.wrong_kind", question=prompt.question.kind, answer=ans.kind)
        return setup_steps.answer(snap, ans.chosen)
    if isinstance(prompt.question, AskTable) and prompt.question.topic == services.TOPIC:
        if not isinstance(ans, TableAnswer):
            raise IllegalAnswer("answer.wrong_kind", question=prompt.question.kind, answer=ans.kind)
        return services.answer_offer(snap, ans.chosen)
    if isinstance(prompt.question, AskTable) and prompt.question.topic == services.PAID_TOPIC:
        if not isinstance(ans, TableAnswer):
            raise IllegalAnswer("answer.wrong_kind", question=prompt.question.kind, answer=ans.kind)
        return services.answer_paid(snap, ans.chosen)
    current = snap.current_faction()
    assert current.bot is not None
    result: RootSnapshot = bot_module(current.bot.bot).answer(snap, prompt, ans)
    return result


def apply_edit(snap: RootSnapshot, edit: Edit) -> RootSnapshot:
    new = _apply_edit(snap, edit)
    # Ruling services-window: anything else recorded on a human's turn ends their chance to buy.
    return new if isinstance(edit, BuyServices) else services.close_window(snap, new)


def end_human_turn(snap: RootSnapshot) -> RootSnapshot:
    if rules.result(snap) is not None:
        raise IllegalEdit("game.over")
    if snap.current_faction().is_bot:
        raise IllegalEdit("turn.not_human")
    if snap.turn.setup_checklist is not None:
        raise IllegalEdit("turn.setup_checklist_first")
    if snap.turn.setup_draws:
        raise IllegalEdit("turn.setup_draws_first")
    return _pass_turn(snap)


# -- the steps the table confirms -------------------------------------------------------------
# The bots' flowcharts step through bookkeeping too: score, discard the order card, end the turn,
# a card into the Decree. None of it changes the map or the shared supply, so asking the table to
# confirm each one separately costs a click for nothing to do. The app confirms a bot step merged
# with the bookkeeping around it: at most one change on the map per step, every reason kept, the
# bot's own steps (next_step, which the rulebook examples are checked against) unchanged.

def is_bookkeeping(step: RootStep) -> bool:
    """True when the step changes nothing on the map or in the shared supply: only the score
    track, the discard pile, the acting bot's own faction board, or the turn order."""
    return _bookkeeping(step.action, step.actor)


def _bookkeeping(action: Action, actor: str) -> bool:
    if isinstance(action, Compound):
        return all(_bookkeeping(part, actor) for part in action.parts)
    if isinstance(action, SetBoard):
        return action.faction == actor
    return isinstance(action, (Score, Discard, EndTurn))


def _apply_one(snap: RootSnapshot, step: RootStep) -> RootSnapshot:
    # The same objects in as the look-ahead of _chain: the same snapshot out, already planned.
    result: RootSnapshot = _applied(snap, step)
    return result


def _apply_action(snap: RootSnapshot, step: RootStep) -> RootSnapshot:
    if isinstance(step.action, DrawCard):
        return _apply_draw(snap, step)
    if isinstance(step.action, BoughtOrderCard):
        return _apply_bought_order(snap, step)
    new = apply_action(snap, step.action)
    if isinstance(step.action, EndTurn):
        return _pass_turn(new)
    turn: dict[str, object] = {"cursor": step.cursor}
    if flow.is_pass_score(step):
        turn["pass_scored"] = True
    update: dict[str, object] = {"turn": new.turn.model_copy(update=turn)}
    if step.rng is not None:
        update["rng"] = step.rng
    return new.model_copy(update=update)


_applied = _PerSnapshot(_apply_action)


def _chain(snap: RootSnapshot) -> list[RootStep] | None:
    """The bot's steps that make the next proposal: the step next_step gives, with the bookkeeping
    steps before and after it and at most one step that changes the map. "Nothing" steps between
    them join the chain only when bookkeeping follows (else the app confirms them on its own).
    None when the next thing is not a bot step to merge (a prompt, a human's turn, the end)."""
    first = next_step(snap)
    if not isinstance(first, RootStep) or isinstance(first.action, (GameOver, Nothing, EndTurn, DrawCard,
                                                                    BoughtOrderCard)):
        return None
    chain, pending = [first], []
    changes_map = not is_bookkeeping(first)
    cur = _apply_one(snap, first)
    while not isinstance(chain[-1].action, EndTurn) and rules.result(cur) is None:
        nxt = next_step(cur)
        if not isinstance(nxt, RootStep) or nxt.actor != first.actor or isinstance(nxt.action, (GameOver, DrawCard,
                                                                                               BoughtOrderCard)):
            # The app's card draw is a step of its own: the table takes that card out of the deck.
            break
        if isinstance(nxt.action, Nothing):
            pending.append(nxt)
        elif is_bookkeeping(nxt):
            chain += [*pending, nxt]
            pending = []
        elif changes_map:
            break
        else:
            changes_map = True
            chain += [*pending, nxt]
            pending = []
        cur = _apply_one(cur, nxt)
    return chain


def _merged(chain: list[RootStep]) -> RootStep:
    if len(chain) == 1:
        return chain[0]
    parts = tuple(part for step in chain if not isinstance(step.action, Nothing)
                  for part in (step.action.parts if isinstance(step.action, Compound) else (step.action,)))
    # Why the step that changes the map happens first (the one the player mirrors), then the
    # bookkeeping's reasons in order (a bot's board, a score), then why the "nothing" steps between
    # them did nothing: a Lizards conspiracy that failed before the Convert must not lead the Convert.
    mapping = [step for step in chain if not isinstance(step.action, Nothing) and not is_bookkeeping(step)]
    books = [step for step in chain if not isinstance(step.action, Nothing) and is_bookkeeping(step)]
    idle = [step for step in chain if isinstance(step.action, Nothing)]
    reasons = tuple(dict.fromkeys(r for step in mapping + books + idle for r in step.reasons))
    rng = next((step.rng for step in reversed(chain) if step.rng is not None), None)
    return RootStep(actor=chain[0].actor, action=Compound(parts=parts), reasons=reasons, cursor=chain[-1].cursor,
                    rng=rng)


def proposal(snap: RootSnapshot) -> RootStep | RootPrompt | HumanTurn:
    """What the app proposes: next_step, its bookkeeping merged with its neighbours."""
    result: RootStep | RootPrompt | HumanTurn = _proposed(snap)
    return result


def _propose(snap: RootSnapshot) -> RootStep | RootPrompt | HumanTurn:
    chain = _chain(snap)
    return next_step(snap) if chain is None else _merged(chain)


_proposed = _PerSnapshot(_propose)


def apply_proposal(snap: RootSnapshot, step: RootStep) -> RootSnapshot:
    """Apply a confirmed proposal: each of the bot's steps it merges, in order, as apply_step would.
    Refused when the board changed since it was proposed ("step.stale")."""
    chain = _chain(snap)
    if chain is None or len(chain) == 1:
        return apply_step(snap, step)
    if proposal(snap) != step:
        raise IllegalEdit("step.stale")
    for part in chain:
        snap = _apply_one(snap, part)
    return snap

"""The Automa's turn (TURA AUTOMY), one proposed step at a time.

next_step reads the cursor in the snapshot and proposes the next step with its reasons and the
cursor after it; phases with nothing to show hand over silently. An edit of the board between two
steps simply re-plans from the new board, and a card correction is played as soon as it is made.

Rule ids: see rulebook.py (the Polish book has no numbered sections).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ...core import rng as rngmod
from ...core.reasons import Reason, reason
from ...core.steps import IllegalAnswer, IllegalEdit
from . import rulebook as R
from .actions import (
    Action,
    AdvanceProgress,
    Answer,
    AskCard,
    AskTile,
    CardAnswer,
    DrawCard,
    EndTurn,
    ExpeditionsPrompt,
    ExpeditionsStep,
    Explore,
    MoveMech,
    Nothing,
    Reshuffle,
    Tidy,
    TileAnswer,
    Vanquish,
    VanquishLair,
    set_location,
    take_top,
)
from .cards import BOXED_GAME_CARDS, CARDS_PER_DECK, DECK_SIZE, LAIR_VALUE, SET_ASIDE, AutomaCard, Target
from .state import Cursor, ExpeditionsSnapshot, Location, LocRef, MechId, Phase

ACTOR = "automa"
RANGE = 3
"""target-search: locations 0-3 ahead are checked, whatever the card's distance."""

_TURN_RULE: dict[MechId, str] = {"north": R.TURN_NORTH, "central": R.TURN_CENTRAL}
_AFTER_MECH: dict[MechId, Phase] = {"north": "central_tidy", "central": "end"}


# -- the deck (setup.5, automa-turn.1) -------------------------------------------------------
def shuffle_deck(state: int) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """All 14 cards shuffled with the seeded RNG; the top 2 set aside unseen. (pile, aside, rng)."""
    order, state = rngmod.shuffled(state, range(1, DECK_SIZE + 1))
    return order[SET_ASIDE:], order[:SET_ASIDE], state


def deck_empty(snap: ExpeditionsSnapshot) -> bool:
    """automa-turn.1: the deck has run out (physical deck: 12 draws since the shuffle,
    ruling:physical-cycle)."""
    deck = snap.deck
    return len(deck.drawn) >= CARDS_PER_DECK if deck.physical else not deck.pile


def card_options(snap: ExpeditionsSnapshot) -> tuple[int, ...]:
    """Cards the table may have drawn from its physical deck: any not drawn since the shuffle."""
    return tuple(c for c in range(1, DECK_SIZE + 1) if c not in snap.deck.drawn)


# -- geometry of a row -----------------------------------------------------------------------
def ahead(snap: ExpeditionsSnapshot, mech: MechId, start: int) -> Iterator[int]:
    """Slots after `start` in the mech's direction (mech-movement: North east, wrapping to the
    westernmost; Central west, wrapping to the easternmost, ruling:central-wrap); each once."""
    n = len(snap.region(mech))
    step = 1 if mech == "north" else -1
    for k in range(1, n):
        yield (start + step * k) % n


def player_slot(snap: ExpeditionsSnapshot, mech: MechId) -> int | None:
    """Your mech's slot when it is in this mech's region (mech-movement: skipped and ignored)."""
    p = snap.player_mech
    return p.slot if p is not None and p.region == mech else None


def wraps(snap: ExpeditionsSnapshot, mech: MechId, origin: int, dest: int) -> bool:
    return dest < origin if mech == "north" else dest > origin


def _wrap_reason(snap: ExpeditionsSnapshot, mech: MechId) -> Reason:
    n = len(snap.region(mech))
    if mech == "north":
        return reason(R.MOVEMENT, "move.wrap", mech=mech, origin=n - 1, dest=0)
    return reason(R.RULING_CENTRAL_WRAP, "move.wrap", mech=mech, origin=0, dest=n - 1)


def crossing_reminder(snap: ExpeditionsSnapshot) -> Reason | None:
    """mech-movement, the last exception: "Twój mech może przekraczać zakryte obszary, na których
    znajduje się mech Automy (te obszary nadal wliczają się do zasięgu ruchu twojego mecha)". Said to
    the player as they move their mech, when an Automa mech stands on a face-down location; places
    as "north 2" (slot from 0), like the controller's location labels."""
    places = tuple(f"{mech} {snap.mech_ref(mech).slot}" for mech in ("north", "central")
                   if not snap.location(snap.mech_ref(mech)).face_up)
    return reason(R.MOVEMENT, "move.player_may_cross", places=places) if places else None


# -- target search (mech-actions.2, target-search) -------------------------------------------
def in_range(snap: ExpeditionsSnapshot, mech: MechId) -> tuple[tuple[int, int] | Reason, ...]:
    """Along the row, in order: each location checked as (slot, range 0-3), and a Reason where
    your mech's location was left out.

    mech-movement: your mech's location is ignored and does not count towards the range, so the
    next location takes its place (the rulebook's example)."""
    start = snap.mech_ref(mech).slot
    skip = player_slot(snap, mech)
    out: list[tuple[int, int] | Reason] = []
    if start == skip:
        out.append(reason(R.RULING_PLAYER_ON_START, "search.player_ignored", mech=mech, slot=start))
    else:
        out.append((start, 0))
    distance = 0
    for slot in ahead(snap, mech, start):
        if distance == RANGE:
            break
        if slot == skip:
            out.append(reason(R.MOVEMENT, "search.player_ignored", mech=mech, slot=slot))
            continue
        distance += 1
        out.append((slot, distance))
    return tuple(out)


def matches(loc: Location, target: Target) -> tuple[bool, str, str]:
    """(match, why, rule) of one location for a target symbol (target-search):
    map token -> a location with a map token; the 20 -> the location with the 20-value token
    (ruling:lair-alone: and no other); corruption -> at least one token, the 20 ignored."""
    match target.symbol:
        case "map_token":
            return (True, "map_token", R.TARGET_SEARCH) if loc.map_token else (False, "no_map_token", R.TARGET_SEARCH)
        case "corruption_20":
            if not loc.has_lair:
                return False, "no_20", R.TARGET_SEARCH
            if loc.ordinary_corruption:
                return False, "20_not_alone", R.RULING_LAIR_ALONE
            return True, "20_alone", R.TARGET_SEARCH
        case "corruption":
            if loc.ordinary_corruption:
                return True, "corruption", R.TARGET_SEARCH
            if loc.has_lair:
                return False, "only_20", R.TARGET_SEARCH
            return False, "no_corruption", R.TARGET_SEARCH
    raise AssertionError(target.symbol)


def search(snap: ExpeditionsSnapshot, mech: MechId, target: Target) -> tuple[tuple[int, ...], tuple[Reason, ...]]:
    """The matching slots, nearest first, and one reason per location along the range (checked,
    with its verdict, or ignored as your mech's)."""
    reasons: list[Reason] = []
    found: list[int] = []
    for item in in_range(snap, mech):
        if isinstance(item, Reason):
            reasons.append(item)
            continue
        slot, distance = item
        ok, what, rule = matches(snap.location(LocRef(region=mech, slot=slot)), target)
        if ok:
            found.append(slot)
            reasons.append(reason(rule, "search.match", mech=mech, slot=slot, range=distance, symbol=target.symbol,
                                  why=what))
        else:
            reasons.append(reason(rule, "search.no_match", mech=mech, slot=slot, range=distance,
                                  symbol=target.symbol, why=what))
    return tuple(found), tuple(reasons)


# -- movement (mech-actions.3, mech-movement) ------------------------------------------------
def walk(snap: ExpeditionsSnapshot, mech: MechId, distance: int) -> tuple[tuple[int, ...], tuple[Reason, ...]]:
    """The slots the mech counts when moving `distance`, skipping your mech's location."""
    start = snap.mech_ref(mech).slot
    skip = player_slot(snap, mech)
    path: list[int] = []
    why: list[Reason] = []
    for slot in ahead(snap, mech, start):
        if len(path) == distance:
            break
        if slot == skip:
            why.append(reason(R.MOVEMENT, "move.skip_player", mech=mech, slot=slot))
            continue
        path.append(slot)
    return tuple(path), tuple(why)


# -- steps -----------------------------------------------------------------------------------
def _step(action: Action, reasons: list[Reason] | tuple[Reason, ...], cursor: Cursor,
          rng: int | None = None) -> ExpeditionsStep:
    return ExpeditionsStep(actor=ACTOR, action=action, reasons=tuple(reasons), cursor=cursor, rng=rng)


def _cursor(snap: ExpeditionsSnapshot) -> Cursor:
    cur = snap.turn.cursor
    assert cur is not None, "not the Automa's turn"
    return cur


def _card(snap: ExpeditionsSnapshot, cur: Cursor) -> AutomaCard:
    assert cur.card is not None, "no card drawn"
    return snap.card(cur.card)


def _phase(cur: Cursor, phase: Phase, **changes: object) -> Cursor:
    return cur.model_copy(update={"phase": phase, **changes})


Handler = Callable[[ExpeditionsSnapshot, Cursor], "ExpeditionsStep | ExpeditionsPrompt | Cursor"]


def next_step(snap: ExpeditionsSnapshot) -> ExpeditionsStep | ExpeditionsPrompt:
    """The Automa's next step, from the cursor in the snapshot (automa-turn.1-5)."""
    cur = _cursor(snap)
    for _ in range(16):  # silent phases hand over to the next; bounded for safety
        result = _HANDLERS[cur.phase](snap, cur)
        if isinstance(result, Cursor):
            cur = result
            continue
        return result
    raise RuntimeError(f"Automa cursor does not advance from {cur.phase}")


def _start(snap: ExpeditionsSnapshot, cur: Cursor) -> ExpeditionsStep | Cursor:
    """automa-turn.1: an empty deck is reshuffled, all 14 cards, and 2 set aside unseen."""
    nxt = _phase(cur, "draw")
    if not deck_empty(snap):
        return nxt
    if snap.deck.physical:
        return _step(Reshuffle(physical=True),
                     [reason(R.TURN_RESHUFFLE, "deck.reshuffle", cards=DECK_SIZE, set_aside=SET_ASIDE),
                      reason(R.RULING_PHYSICAL_CYCLE, "deck.physical_count", drawn=len(snap.deck.drawn))], nxt)
    pile, aside, state = shuffle_deck(snap.rng)
    return _step(Reshuffle(physical=False, pile=pile, set_aside=aside),
                 [reason(R.TURN_RESHUFFLE, "deck.reshuffle", cards=DECK_SIZE, set_aside=SET_ASIDE)], nxt, rng=state)


def _draw(snap: ExpeditionsSnapshot, cur: Cursor) -> ExpeditionsStep | ExpeditionsPrompt:
    """automa-turn.2: draw the top card. With the physical deck the table draws it and enters its
    number first; either way one step shows the card with every symbol the engine will play."""
    if snap.deck.physical:
        if cur.card is None:
            return ExpeditionsPrompt(actor=ACTOR, question=AskCard(options=card_options(snap)),
                                     reasons=(reason(R.TURN_DRAW, "card.ask"),))
        top = cur.card
        left = CARDS_PER_DECK - len(snap.deck.drawn) - 1
    else:
        top = snap.deck.pile[0]
        left = len(snap.deck.pile) - 1
    corrected = any(c.id == top for c in snap.card_overrides)
    reasons = [reason(R.TURN_DRAW, "card.drawn", card=top, left=left)]
    if corrected:
        reasons.append(reason(R.TURN_DRAW, "card.corrected", card=top))
    return _step(DrawCard(card=snap.card(top), physical=snap.deck.physical, corrected=corrected, left=left),
                 reasons, _phase(cur, "progress", card=top))


def _progress(snap: ExpeditionsSnapshot, cur: Cursor) -> ExpeditionsStep:
    """advance-progress: one space right (rows continue on the next row: the track is one line);
    a glory space sends the next glory token to Basecamp; the eighth starts the end (game-end)."""
    card = _card(snap, cur)
    nxt = _phase(cur, "north_tidy")
    if not card.progress:
        return _step(Nothing(), [reason(R.TURN_PROGRESS, "progress.no_icon", card=card.id)], nxt)
    pc = snap.progress_card
    if snap.progress >= pc.track_length:
        return _step(Nothing(), [reason(R.RULING_PROGRESS_END, "progress.track_end", space=snap.progress)], nxt)
    dest = snap.progress + 1
    reasons = [reason(R.PROGRESS, "progress.advance", origin=snap.progress, dest=dest)]
    token: int | None = None
    if dest in pc.glory_spaces and snap.glory < 8:
        token = snap.glory + 1
        reasons.append(reason(R.PROGRESS, "progress.glory", space=dest, token=token))
    triggers = token == 8 and snap.end is None
    if triggers:
        reasons.append(reason(R.GAME_END, "end.automa_triggers", glory=8))
    return _step(AdvanceProgress(origin=snap.progress, dest=dest, glory_token=token, triggers_end=triggers),
                 reasons, nxt)


def _tidy(mech: MechId) -> Handler:
    def handler(snap: ExpeditionsSnapshot, cur: Cursor) -> ExpeditionsStep:
        """mech-actions.1: tidy the face-up cards next to the mech's location, when the card says."""
        card = _card(snap, cur)
        nxt = _phase(cur, "north_act" if mech == "north" else "central_act")
        if not card.mech(mech).tidy:
            return _step(Nothing(), [reason(R.TIDY, "tidy.none", mech=mech, card=card.id)], nxt)
        ref = snap.mech_ref(mech)
        spaces = snap.location(ref).adjacent_cards
        if spaces:
            reasons = [reason(R.TIDY, "tidy.cards", mech=mech, region=ref.region, slot=ref.slot, spaces=spaces)]
        else:
            # Spaces not entered: "on spaces none" would read as "tidy nothing".
            reasons = [reason(R.TIDY, "tidy.cards_next_to", mech=mech, region=ref.region, slot=ref.slot)]
        if not spaces:
            reasons.append(reason(R.RULING_TIDY_SPACES, "tidy.spaces_unknown", region=ref.region, slot=ref.slot))
        reasons.append(reason(R.GENERAL, "cards.box_other_player", cards=BOXED_GAME_CARDS))
        return _step(Tidy(mech=mech, location=ref, spaces=spaces), reasons, nxt)
    return handler


def _act(mech: MechId) -> Handler:
    def handler(snap: ExpeditionsSnapshot, cur: Cursor) -> ExpeditionsStep:
        return mech_step(snap, cur, mech)
    return handler


def mech_step(snap: ExpeditionsSnapshot, cur: Cursor, mech: MechId) -> ExpeditionsStep:
    """mech-actions.2-3 for one mech: glory requirement, target search over range 0-3, then the
    action at the first match, or a move of the card's distance."""
    line = _card(snap, cur).mech(mech)
    origin = snap.mech_ref(mech)
    reasons = [reason(_TURN_RULE[mech], "mech.actions", mech=mech, slot=origin.slot)]
    nxt = _phase(cur, _AFTER_MECH[mech])
    target = line.target
    if target is None:
        reasons.append(reason(R.DISTANCE, "target.none", mech=mech))
    elif target.glory > snap.glory:
        reasons.append(reason(R.GLORY_REQUIREMENT, "target.glory_short", mech=mech, required=target.glory,
                              glory=snap.glory))
    else:
        if target.glory == 0:
            reasons.append(reason(R.RULING_NO_REQUIREMENT, "target.no_requirement", mech=mech, symbol=target.symbol))
        else:
            reasons.append(reason(R.GLORY_REQUIREMENT, "target.glory_met", mech=mech, required=target.glory,
                                  glory=snap.glory, symbol=target.symbol))
        found, why = search(snap, mech, target)
        reasons.extend(why)
        if found:
            return _act_on(snap, cur, mech, target, found, reasons)
        reasons.append(reason(R.DISTANCE, "target.no_match", mech=mech, symbol=target.symbol))
    return _move(snap, mech, line.distance, reasons, nxt)


def _act_on(snap: ExpeditionsSnapshot, cur: Cursor, mech: MechId, target: Target, found: tuple[int, ...],
            reasons: list[Reason]) -> ExpeditionsStep:
    """mech-actions.2b: move to the first match (possibly the mech's own location) and act."""
    origin = snap.mech_ref(mech)
    dest = LocRef(region=mech, slot=found[0])
    reasons.append(reason(R.TARGET_MOVE, "target.first_match", mech=mech, slot=dest.slot, candidates=found))
    if dest != origin and wraps(snap, mech, origin.slot, dest.slot):
        reasons.append(_wrap_reason(snap, mech))
    loc = snap.location(dest)
    match target.symbol:
        case "map_token":
            reasons.append(reason(R.EXPLORE, "explore.take_map", mech=mech, slot=dest.slot))
            reasons.append(reason(R.MOVEMENT, "move.no_benefits"))
            return _step(Explore(mech=mech, origin=origin, dest=dest), reasons,
                         _phase(cur, "north_explore" if mech == "north" else "central_explore", explore=dest))
        case "corruption_20":
            reasons.append(reason(R.VANQUISH_20, "vanquish.take_20", mech=mech, slot=dest.slot))
            reasons.append(reason(R.MOVEMENT, "move.no_benefits"))
            return _step(VanquishLair(mech=mech, origin=origin, dest=dest), reasons, _phase(cur, _AFTER_MECH[mech]))
        case "corruption":
            _, taken = take_top(loc.corruption, target.multiplier)
            reasons.append(reason(R.VANQUISH, "vanquish.take", mech=mech, slot=dest.slot,
                                  multiplier=target.multiplier, taken=taken))
            if len(taken) < target.multiplier:
                reasons.append(reason(R.VANQUISH, "vanquish.ran_out", taken=len(taken), multiplier=target.multiplier))
            if loc.has_lair:
                reasons.append(reason(R.RULING_VANQUISH_SKIPS_20, "vanquish.ignore_20", slot=dest.slot))
            reasons.append(reason(R.MOVEMENT, "move.no_benefits"))
            return _step(Vanquish(mech=mech, origin=origin, dest=dest, multiplier=target.multiplier, taken=taken),
                         reasons, _phase(cur, _AFTER_MECH[mech]))
    raise AssertionError(target.symbol)


def _move(snap: ExpeditionsSnapshot, mech: MechId, distance: int, reasons: list[Reason],
          nxt: Cursor) -> ExpeditionsStep:
    """mech-actions.3: move the distance (mech-movement: through face-down locations, skipping
    your mech's location, wrapping at the end of the row)."""
    origin = snap.mech_ref(mech)
    path, why = walk(snap, mech, distance)
    dest = LocRef(region=mech, slot=path[-1]) if path else origin
    reasons.append(reason(R.DISTANCE, "move.distance", mech=mech, distance=distance, slot=dest.slot))
    reasons.extend(why)
    if path and any(wraps(snap, mech, a, b) for a, b in zip((origin.slot, *path), path)):
        reasons.append(_wrap_reason(snap, mech))
    if len(path) < distance:
        reasons.append(reason(R.MOVEMENT, "move.row_too_short", mech=mech, moved=len(path), distance=distance))
    if dest != origin:
        reasons.append(reason(R.MOVEMENT, "move.no_benefits"))
    return _step(MoveMech(mech=mech, origin=origin, dest=dest,
                          path=tuple(LocRef(region=mech, slot=s) for s in path)), reasons, nxt)


def _explore_prompt(mech: MechId) -> Handler:
    def handler(snap: ExpeditionsSnapshot, cur: Cursor) -> ExpeditionsPrompt:
        """explore 2: the tile is flipped; the table says what it shows and places its corruption."""
        assert cur.explore is not None
        return ExpeditionsPrompt(actor=ACTOR, question=AskTile(location=cur.explore, mech=mech),
                                 reasons=(reason(R.EXPLORE, "explore.place_corruption", mech=mech,
                                                 slot=cur.explore.slot),))
    return handler


def _end(snap: ExpeditionsSnapshot, cur: Cursor) -> ExpeditionsStep:
    return _step(EndTurn(), [reason(R.TURN, "turn.end", card=cur.card or 0)], cur)


_HANDLERS: dict[Phase, Handler] = {
    "start": _start,
    "draw": _draw,
    "progress": _progress,
    "north_tidy": _tidy("north"),
    "north_act": _act("north"),
    "north_explore": _explore_prompt("north"),
    "central_tidy": _tidy("central"),
    "central_act": _act("central"),
    "central_explore": _explore_prompt("central"),
    "end": _end,
}


# -- answers ---------------------------------------------------------------------------------
def answer(snap: ExpeditionsSnapshot, prompt: ExpeditionsPrompt, ans: Answer) -> ExpeditionsSnapshot:
    """Apply the table's answer: the card drawn from the physical deck, or the explored tile."""
    cur = _cursor(snap)
    q = prompt.question
    if isinstance(q, AskCard):
        if not isinstance(ans, CardAnswer):
            raise IllegalAnswer("answer.wrong_kind", expected="card")
        if ans.card not in q.options:
            raise IllegalAnswer("answer.card_drawn_already", card=ans.card)
        return _with_cursor(snap, _phase(cur, "draw", card=ans.card))
    if not isinstance(ans, TileAnswer):
        raise IllegalAnswer("answer.wrong_kind", expected="tile")
    check_tile(snap, q.location, ans.tile, ans.corruption, answer=True)
    loc = snap.location(q.location)
    placed = loc.model_copy(update={"tile": ans.tile if ans.tile is not None else loc.tile,
                                    "corruption": ans.corruption + loc.corruption})
    snap = set_location(snap, q.location, placed)
    return _with_cursor(snap, _phase(cur, _AFTER_MECH[q.mech], explore=None))


def check_tile(snap: ExpeditionsSnapshot, ref: LocRef, tile: int | None, corruption: tuple[int, ...],
               *, answer: bool = False) -> None:
    """A tile number is on the map once; the 20-value token exists once; values are tokens' values."""
    error = IllegalAnswer if answer else IllegalEdit
    if tile is not None:
        for region in ("north", "central", "south"):
            for slot, other in enumerate(snap.region(region)):
                if other.tile == tile and LocRef(region=region, slot=slot) != ref:
                    raise error("tile.already_on_map", tile=tile, region=region, slot=slot)
    if len(corruption) > 10:
        raise error("corruption.too_many", count=len(corruption))
    for v in corruption:
        if not (0 <= v <= 10 or v == LAIR_VALUE):
            raise error("corruption.bad_value", value=v)
    if corruption.count(LAIR_VALUE) > 1:
        raise error("corruption.one_20")
    if LAIR_VALUE in corruption:
        elsewhere = LAIR_VALUE in snap.corruption or any(
            snap.location(LocRef(region=r, slot=s)).has_lair and LocRef(region=r, slot=s) != ref
            for r in ("north", "central", "south") for s in range(len(snap.region(r))))
        if elsewhere:
            raise error("corruption.one_20")


def _with_cursor(snap: ExpeditionsSnapshot, cur: Cursor) -> ExpeditionsSnapshot:
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})})

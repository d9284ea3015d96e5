"""TURA AUTOMY and AKCJE AUTOMY: the Automa's turn, one proposed step at a time, and the round's and game's end.

The cursor (`BotCursor`) holds the turn's queue of tasks (`pending`, top to bottom): after the draw the
action card's column ("upgrade", "gain_victory_points", ...), a faction action expanded into its card's
actions in reading order ("build:faction", "vp:+1", ...), the block action's two halves, Powermongers'
advance after a build that gave a player 2+ power, and "end". next_step reads the first task and
proposes the step that does it, with the cursor after it; a corrected support card is read as soon as
it is corrected (`snap.card`), and an edit of the board between two steps simply re-plans.

Public face (game.py calls these while an Automa has the seat):

    next_step(snap)            -> AoIStep | AoIPrompt | None   (None: a human's seat, or the game is over)
    apply_step(snap, step)     -> snap   (a stale step is refused: EngineError "bots.stale_step")
    answer(snap, prompt, ans)  -> snap   (AskCard -> CardAnswer, AskFinalScore -> FinalFiguresAnswer)
    end_turn(snap, side)       -> snap   (the seat to the next side that has not passed; the round's end)
    record_pass(snap, side)    -> snap   (a human passed: the pass order is the next round's order)
    final_scores(snap)         -> ((side, VP), ...)

The map's choices (which hex, which building, the power a build gives, the largest area) are hexes.py's.
Rule ids: rulebook.py; rulings: docs/rulings.md (### aoi-...).
"""

from __future__ import annotations

from typing import Literal, cast

from ...core import rng as rngmod
from ...core.reasons import Reason, reason
from ...core.steps import EngineError, IllegalAnswer, IllegalEdit
from . import hexes
from . import rulebook as R
from .actions import (
    Action,
    Answer,
    AoIPrompt,
    AoIStep,
    AskCard,
    AskFinalScore,
    Block,
    Build,
    CardAnswer,
    DrawCards,
    EndTurn,
    FinalFiguresAnswer,
    FinalScore,
    Nothing,
    Option,
    PassRound,
    RoundEnd,
    ScienceMove,
    ScoreVP,
    Selection,
    TakeInnovation,
    Terraform,
    Tiebreak,
    Upgrade,
)
from .board import Cell, hex_label
from .cards import (
    ADVANCED_CARDS,
    DISCIPLINES,
    EASIEST_REMOVED_CARD,
    STARTER_CARDS,
    DecisionCard,
    Discipline,
    FactionId,
    SupportColumn,
    base_game,
    building_count,
    highest_navigation,
    level_round,
    score_tiles,
)
from .selection import directional
from .state import AoISnapshot, AutomaSide, AutomaState, BotCursor, Building, HumanSide, Side

PassWhy = Literal["deck_empty", "sideways_pass"]
ALL_CARDS: tuple[str, ...] = (*STARTER_CARDS, *ADVANCED_CARDS)

FACTION_ACTIONS: dict[FactionId, tuple[str, ...]] = {
    # Karty Frakcji Automy, "Akcje Frakcji" in reading order (the data's automa_factions, S_BRDGM):
    # "build:faction" is PRZEKSZTAŁCENIE TERENU I BUDOWA with the faction's own tie-breakers first,
    # "vp:<n>" the level's X plus n (min 0), "advance:<n>" n levels in one discipline by catch-up.
    "simpletons": ("build:faction", "vp:+0"),
    "kuddlers": ("build:faction", "vp:+1"),
    "druids": ("build:faction", "advance:2"),
    "racelings": ("build:faction",),
    "wanderers": ("build:faction", "vp:-1"),
    "mimics": ("build:faction", "vp:+1"),
    "powermongers": ("build:faction", "vp:+0"),
    "symbionts": ("build:faction", "symbionts_tool"),
    "blight": ("build:faction", "by_table:blight_transform", "vp:+1"),
    "gognomes": ("build:faction",),
}
"""The Blight's "transform 2 Fallow Land into Blighted Land", which the data describes too vaguely to
compute, is shown as a step the table does by hand (ruling aoi-faction-by-table)."""

WANDERERS_VP_PER_BUILDING = 2
"""The Wanderers' final scoring: +2 VP per own building on the board (the data, S_BRDGM EndOfGame)."""


# -- reading the table -----------------------------------------------------------------------------
def _is_automa(side: Side) -> bool:
    return side in ("automa", "automa2")


def _pair(snap: AoISnapshot, side: AutomaSide) -> tuple[DecisionCard, DecisionCard]:
    pair = snap.pair(side)
    if pair is None:  # only reachable on a hand-edited save: the turn needs its pair
        raise EngineError("bots.no_pair", side=side)
    return pair


def support_of(snap: AoISnapshot, side: AutomaSide) -> SupportColumn:
    return _pair(snap, side)[1].support


def x_value(snap: AoISnapshot) -> int:
    """ZDOBYWANIE PUNKTÓW: X is the difficulty card's VP for the current round."""
    return level_round(snap.level, snap.turn.round)[1]


def round_tile_vp(snap: AoISnapshot) -> tuple[int | None, int]:
    """Pasowanie 1: the fixed VP in the corner of the current round's scoring tile (the Automa's side of
    the tile: one figure for rounds 1-3, another for 4-6; round 6 reads the final round's tile)."""
    r = snap.turn.round
    tile = snap.round_tile()
    final = tile is None
    number = snap.final_tile if final else tile
    assert number is not None
    t = score_tiles()[(final, number)]
    return number, t.vp_rounds_1_3 if r <= 3 else t.vp_rounds_4_6


def round_discipline(snap: AoISnapshot) -> Discipline:
    """WYSŁANIE UCZONEGO: the colour of the Automa icon on the current round's scoring tile."""
    tile = snap.round_tile()
    if tile is None:
        return score_tiles()[(True, snap.final_tile)].discipline
    return score_tiles()[(False, tile)].discipline


def workshops_left(snap: AoISnapshot, side: AutomaSide) -> int:
    on_board = sum(1 for b in snap.buildings_of(side) if b.kind == "workshop")
    return building_count("workshop") - on_board


def scholars_left(snap: AoISnapshot, side: AutomaSide) -> int:
    placed = sum(1 for s in snap.scholar_spaces if s.occupant == side)
    return int(base_game()["scholars"]) - placed


def _humans(snap: AoISnapshot) -> tuple[HumanSide, ...]:
    # GRA DWUOSOBOWA PLUS AUTOMA: "twój" means all players.
    return snap.human_sides()


# -- the science choices (WYSŁANIE UCZONEGO, AWANSOWANIE, the catch-up) -----------------------------------
def science_options(snap: AoISnapshot, side: AutomaSide) -> tuple[Discipline, ...]:
    """Dopuszczalne opcje: every discipline where the Automa's marker is not on level 12."""
    sci = snap.science(side)
    return tuple(d for d in DISCIPLINES if sci.at(d) < 12)


def _narrow(options: tuple[Option, ...], score: dict[Option, int], method: str,
            ties: list[Tiebreak], detail: str = "") -> tuple[Option, ...]:
    """One tie-breaker: keep the options with the least score; record it (each elimination named)."""
    best = min(score[o] for o in options)
    kept = tuple(o for o in options if score[o] == best)
    ties.append(Tiebreak(method=method, kept=kept, detail=detail or str(best)))
    return kept


def catch_up(snap: AoISnapshot, side: AutomaSide, options: tuple[Option, ...],
             ties: list[Tiebreak]) -> tuple[Option, ...]:
    """Doganianie, each method on what the previous one left (ROZSTRZYGANIE REMISÓW): the disciplines at
    "0"; then the closest to your marker (either player's in the two-player variant); then the closest to
    the highest marker placed there. A method no option meets keeps them all (ruling aoi-catch-up)."""
    sci = snap.science(side)
    if len(options) > 1:
        at_zero = tuple(o for o in options if sci.at(cast(Discipline, o)) == 0)
        if at_zero:
            options = at_zero
            ties.append(Tiebreak(method="bot.tie.catch_up_zero", kept=at_zero, detail="0"))
    if len(options) > 1:
        yours = {o: min(abs(sci.at(cast(Discipline, o)) - snap.science(h).at(cast(Discipline, o)))
                        for h in _humans(snap)) for o in options}
        options = _narrow(options, yours, "bot.tie.catch_up_you", ties)
    if len(options) > 1:
        others = [s for s in (*_humans(snap), *(a.side for a in snap.automas)) if s != side]

        def to_highest(d: Discipline) -> int:
            highest = max(snap.science(s).at(d) for s in others)
            return abs(sci.at(d) - highest)

        options = _narrow(options, {o: to_highest(cast(Discipline, o)) for o in options},
                          "bot.tie.catch_up_highest", ties)
    return options


def choose_discipline(snap: AoISnapshot, side: AutomaSide, by_tile: bool) -> Selection | None:
    """The discipline of WYSŁANIE UCZONEGO (by_tile: the support card shows the round tile) or of
    AWANSOWANIE / a faction's advance (catch-up only), ending with Wybór kierunkowy (the science board's
    disciplines left to right)."""
    options: tuple[Option, ...] = science_options(snap, side)
    if not options:
        return None
    ties: list[Tiebreak] = []
    kept = options
    if by_tile:
        d = round_discipline(snap)
        if d in options:
            kept = (d,)
            ties.append(Tiebreak(method="bot.tie.scoring_tile", kept=kept, detail=d))
        else:
            ties.append(Tiebreak(method="bot.tie.scoring_tile_full", kept=kept, detail=d))
    if len(kept) > 1:
        kept = catch_up(snap, side, kept, ties)
    sel = support_of(snap, side).selection
    chosen, counted = directional(kept, sel.arrow, sel.number) if len(kept) > 1 else (kept[0], ())
    return Selection(options=options, ties=tuple(ties), arrow=sel.arrow if counted else None,
                     number=sel.number if counted else None, counted=counted, chosen=chosen)


def _directional_only(snap: AoISnapshot, side: AutomaSide, options: tuple[int, ...]) -> Selection:
    sel = support_of(snap, side).selection
    chosen, counted = directional(options, sel.arrow, sel.number)
    return Selection(options=options, arrow=sel.arrow, number=sel.number, counted=counted, chosen=chosen)


# -- the steps ------------------------------------------------------------------------------------------
def _step(side: AutomaSide, action: Action, cursor: BotCursor | None, reasons: list[Reason],
          rng: int | None = None) -> AoIStep:
    return AoIStep(actor=side, action=action, cursor=cursor, rng=rng, reasons=tuple(reasons))


def _after(cursor: BotCursor, pending: tuple[str, ...]) -> BotCursor:
    """The cursor once this step is done: one action further, `pending` still to do."""
    return cursor.model_copy(update={"phase": "actions", "step": cursor.step + 1, "pending": pending, "cards": ()})


def _selection_reasons(rule: str, sel: Selection, key: str) -> list[Reason]:
    """Each tie-breaker with what it kept, then the directional count (ROZSTRZYGANIE REMISÓW); `key`
    names the options for the words: "disciplines" or "slots" (a row's spaces counted from 1)."""
    out = []
    for t in sel.ties:
        params: dict[str, int | str | tuple[int | str, ...]] = {key: tuple(_opt(o) for o in t.kept)}
        if t.method in ("bot.tie.catch_up_you", "bot.tie.catch_up_highest"):
            params["distance"] = int(t.detail)
        elif t.method in ("bot.tie.scoring_tile", "bot.tie.scoring_tile_full"):
            params["discipline"] = t.detail
        out.append(reason(rule, t.method, **params))
    if sel.counted:
        chosen_key = "discipline" if key == "disciplines" else "slot"
        out.append(reason(R.DIRECTIONAL, f"bot.directional_{key}_{sel.arrow}", number=sel.number or 0,
                          **{key: tuple(_opt(o) for o in sel.counted), chosen_key: _opt(sel.chosen)}))
    return out


def _opt(o: Option) -> int | str:
    """An option as the table names it: a hex by its label, a slot of a row counted from 1 (left)."""
    if isinstance(o, tuple):
        return hex_label(o)
    return o + 1 if isinstance(o, int) else o


def next_step(snap: AoISnapshot) -> AoIStep | AoIPrompt | None:
    """The next thing the Automa whose seat it is does, or None on a human's seat or once the game is over
    (the GameOver step is game.py's)."""
    side = snap.turn.seat
    if snap.turn.game_over or not _is_automa(side):
        return None
    a_side = cast(AutomaSide, side)
    cursor = snap.turn.cursor
    if cursor is not None and cursor.phase == "round_end":
        return _round_end_step(snap, a_side)
    if cursor is not None and cursor.phase == "final":
        return _final_step(snap, cursor)
    if cursor is None or cursor.phase in ("start", "entered"):
        return _draw_step(snap, a_side, cursor)
    return _action_step(snap, a_side, cursor)


# -- Dobierz kartę Decyzji --------------------------------------------------------------------------------
def _first_turn(a: AutomaState) -> bool:
    """Its first turn of the round: no pair on the table yet (the pass gathers the round's cards)."""
    return a.deck.action is None


def _draw_step(snap: AoISnapshot, side: AutomaSide, cursor: BotCursor | None) -> AoIStep | AoIPrompt:
    a = snap.automa(side)
    deck = a.deck
    first = _first_turn(a)
    if not first and deck.draw_count == 0:
        # TURA AUTOMY 1-2: the old action card goes onto the support stack, and the deck is empty: it passes.
        return _pass_step(snap, side, "deck_empty", support_id=deck.action)
    count = 2 if first else 1
    rng = snap.rng
    if deck.physical:
        if cursor is None or cursor.phase != "entered":
            return AoIPrompt(actor=side, question=AskCard(side=side, count=count), reasons=(
                reason(R.TURN_DRAW, "bot.ask_first_pair" if first else "bot.ask_card", left=deck.draw_count),))
        drawn = cursor.cards
    else:
        drawn = deck.draw[:count]
    left = deck.draw_count - count
    if first:
        support_id, action_id = drawn[0], drawn[1]  # "Umieść drugą z nich na lewo od pierwszej"
    else:
        support_id, action_id = cast(str, deck.action), drawn[0]
    action_card, support_card = snap.card(action_id), snap.card(support_id)
    sideways = left < 2  # the drawn action card was one of the two sideways cards at the bottom
    reasons = [reason(R.TURN_DRAW, "bot.draw_first" if first else "bot.draw",
                      action=action_id, support=support_id, left=left)]
    if sideways and action_card.pass_section:
        reasons.insert(0, reason(R.TURN_DRAW, "bot.sideways_pass", card=action_id))
        pending: tuple[str, ...] = ("pass",)
    else:
        if sideways:
            reasons.append(reason(R.TURN_DRAW, "bot.sideways_no_pass", card=action_id))
        pending = (*action_card.actions, "end")
        reasons.append(reason(R.ACTIONS, "bot.action_column", card=action_id,
                              actions=tuple(action_card.actions), support=support_id))
    action = DrawCards(side=side, action_card=action_card, support_card=support_card, drew=count,
                       sideways=sideways, physical=deck.physical, left=left)
    column = () if pending == ("pass",) else action_card.actions
    return _step(side, action, BotCursor(phase="actions", step=0, pending=pending, column=column), reasons, rng)


def _apply_draw(snap: AoISnapshot, side: AutomaSide, act: DrawCards) -> AoISnapshot:
    a = snap.automa(side)
    deck = a.deck
    if act.drew == 2:  # the first card drawn is the support card, the second the action card on its left
        support: tuple[str, ...] = (act.support_card.id,)
    else:  # the old action card onto the old support card: it is the support card now
        support = (*deck.support, *([deck.action] if deck.action else []))
    round_cards = deck.round_cards
    if deck.physical:  # what the table entered this round (the app's deck knows them all already)
        round_cards = tuple(dict.fromkeys((*round_cards, *support, act.action_card.id)))
    new_deck = deck.model_copy(update={"draw": deck.draw[act.drew:], "draw_count": act.left,
                                       "action": act.action_card.id, "support": support,
                                       "round_cards": round_cards})
    return _with_automa(snap, a.model_copy(update={"deck": new_deck}))


def _with_automa(snap: AoISnapshot, a: AutomaState) -> AoISnapshot:
    return snap.model_copy(update={"automas": tuple(a if x.side == a.side else x for x in snap.automas)})


# -- Pasowanie ---------------------------------------------------------------------------------------------
def bonus_slot(snap: AoISnapshot, support: SupportColumn) -> int:
    """Pasowanie 2: the round bonus the support card's three-bar icon points at, among those on offer:
    the leftmost, the middle one or the rightmost (an even row's middle is its left-centre one: ruling
    aoi-bonus-middle)."""
    n = len(snap.bonus_row)
    return {"left": 0, "middle": (n - 1) // 2, "right": n - 1}[support.round_bonus]


def _pass_step(snap: AoISnapshot, side: AutomaSide, why: PassWhy, support_id: str | None = None) -> AoIStep:
    a = snap.automa(side)
    support = snap.card(support_id).support if support_id else support_of(snap, side)
    tile, vp = round_tile_vp(snap)
    reasons = [reason(R.TURN_PASS, "bot.pass_deck_empty" if why == "deck_empty" else "bot.pass_sideways")]
    reasons.append(reason(R.TURN_PASS, "bot.pass_vp", vp=vp, tile=tile or 0, round=snap.turn.round))
    first_to_pass = not snap.turn.passed
    if a.faction == "racelings" and first_to_pass:
        vp *= 2  # the Racelings' ongoing ability: passing first gains the tile's VP again (the data)
        reasons.append(reason(R.FACTION_CARD, "bot.racelings_first", vp=vp // 2))
    rng = snap.rng
    reserve_card: str | None = None
    if not snap.bonus_row:
        raise EngineError("bots.no_round_bonus", side=side)
    slot = bonus_slot(snap, support)
    taken = snap.bonus_row[slot]
    reasons.append(reason(R.TURN_PASS, "bot.pass_bonus", slot=support.round_bonus, tile=taken.tile,
                          coins=taken.coins, old=a.round_bonus or 0))
    if not a.deck.physical and a.deck.reserve:
        reserve_card = a.deck.reserve[0]
    reasons.append(reason(R.TURN_PASS, "bot.pass_new_deck_physical" if a.deck.physical else "bot.pass_new_deck",
                          cards=_round_size(a) + (1 if _has_reserve(a) else 0)))
    action = PassRound(side=side, why=why, vp=vp, tile=tile, slot=slot, bonus_taken=taken.tile,
                       bonus_returned=a.round_bonus, coins_returned=taken.coins,
                       reserve_card=reserve_card)
    return _step(side, action, None, reasons, rng)


def _has_reserve(a: AutomaState) -> bool:
    return (a.deck.reserve_count if a.deck.physical else len(a.deck.reserve)) > 0


def _round_size(a: AutomaState) -> int:
    """All the round's decision cards: the action card, the support stack and what is left in the deck."""
    d = a.deck
    return d.draw_count + len(d.support) + (1 if d.action is not None else 0)


def _apply_pass(snap: AoISnapshot, side: AutomaSide, act: PassRound) -> tuple[AoISnapshot, int]:
    a = snap.automa(side)
    d = a.deck
    rng = snap.rng
    size = _round_size(a) + (1 if _has_reserve(a) else 0)
    if d.physical:
        new_deck = d.model_copy(update={"draw": (), "draw_count": size, "reserve_count": max(0, d.reserve_count - 1),
                                        "action": None, "support": (), "round_cards": ()})
    else:
        cards = [*d.draw, *d.support, *([d.action] if d.action else []), *d.reserve[:1]]
        shuffled, rng = rngmod.shuffled(rng, cards)
        new_deck = d.model_copy(update={"draw": shuffled, "draw_count": len(shuffled), "reserve": d.reserve[1:],
                                        "reserve_count": len(d.reserve[1:]), "action": None, "support": (),
                                        "round_cards": shuffled})
    row = list(snap.bonus_row)
    taken = row[act.slot]
    if a.round_bonus is not None:
        row[act.slot] = taken.model_copy(update={"tile": a.round_bonus, "coins": 0})  # "w tym samym miejscu"
    else:
        del row[act.slot]
    a = a.model_copy(update={"vp": a.vp + act.vp, "round_bonus": taken.tile, "passed": True, "deck": new_deck})
    snap = _with_automa(snap, a).model_copy(update={"bonus_row": tuple(row)})
    return record_pass(snap, side), rng


def record_pass(snap: AoISnapshot, side: Side) -> AoISnapshot:
    """A side passed: it joins the pass order (the next round's turn order) and takes no more turns."""
    turn = snap.turn
    if side in turn.passed:
        return snap
    snap = snap.model_copy(update={"turn": turn.model_copy(update={"passed": (*turn.passed, side)})})
    if side in ("human", "human2"):
        h = snap.human(side).model_copy(update={"passed": True})
        snap = snap.model_copy(update={"humans": tuple(h if x.side == side else x for x in snap.humans)})
    return snap


def _has_passed(snap: AoISnapshot, side: Side) -> bool:
    if side in snap.turn.passed:
        return True
    if side in ("human", "human2"):
        return snap.human(side).passed
    return snap.automa(cast(AutomaSide, side)).passed


def end_turn(snap: AoISnapshot, side: Side) -> AoISnapshot:
    """The seat passes to the next side in turn order that has not passed; when every side has passed the
    round ends (the first Automa's seat shows the RoundEnd step)."""
    order = snap.turn.order
    i = order.index(side) if side in order else -1
    for k in range(1, len(order) + 1):
        nxt = order[(i + k) % len(order)]
        if not _has_passed(snap, nxt):
            turn = snap.turn.model_copy(update={"seat": nxt, "cursor": None})
            return snap.model_copy(update={"turn": turn})
    turn = snap.turn.model_copy(update={"seat": snap.automas[0].side, "cursor": BotCursor(phase="round_end")})
    return snap.model_copy(update={"turn": turn})


# -- the round's end and the game's end ---------------------------------------------------------------------
def _pass_order(snap: AoISnapshot) -> tuple[Side, ...]:
    order = list(snap.turn.passed)
    for s in snap.turn.order:  # a side the table marked passed without the pass order: after the others
        if s not in order:
            order.append(s)
    return tuple(order)


def _round_end_step(snap: AoISnapshot, side: AutomaSide) -> AoIStep:
    r = snap.turn.round
    order = _pass_order(snap)
    reasons = [reason(R.TURN_PASS, "bot.round_end", round=r, seat=order[0])]
    if r < 6:
        reasons.append(reason(R.TURN_PASS, "bot.round_end_board", coins=len(snap.bonus_row)))
        cursor = None
    else:
        reasons.append(reason(R.GAME_END, "bot.game_end"))
        cursor = BotCursor(phase="final")
    return _step(side, RoundEnd(round=r, order=tuple(order)), cursor, reasons)


def _apply_round_end(snap: AoISnapshot, act: RoundEnd, cursor: BotCursor | None) -> AoISnapshot:
    order = cast(tuple[Side, ...], act.order)
    humans = tuple(h.model_copy(update={"passed": False}) for h in snap.humans)
    automas = tuple(a.model_copy(update={"passed": False}) for a in snap.automas)
    if act.round >= 6:
        turn = snap.turn.model_copy(update={"seat": snap.automas[0].side, "cursor": cursor, "order": order,
                                            "passed": ()})
        return snap.model_copy(update={"humans": humans, "automas": automas, "turn": turn})
    # Faza III: spells and book actions uncovered, a coin on each bonus left on offer, the tile leaves.
    row = tuple(b.model_copy(update={"coins": b.coins + 1}) for b in snap.bonus_row)
    turn = snap.turn.model_copy(update={"round": act.round + 1, "seat": order[0], "cursor": None, "order": order,
                                        "passed": ()})
    return snap.model_copy(update={
        "humans": humans, "automas": automas, "bonus_row": row, "turn": turn,
        "power_actions": (False,) * len(snap.power_actions), "book_actions": (False,) * len(snap.book_actions)})


def _final_step(snap: AoISnapshot, cursor: BotCursor) -> AoIStep | AoIPrompt:
    side = cast(AutomaSide, snap.turn.seat)
    a = snap.automa(side)
    nav = highest_navigation(snap.level)
    area = hexes.largest_area(snap, side, nav)
    if not cursor.pending:
        return AoIPrompt(actor=side, question=AskFinalScore(side=side, area=area, navigation=nav,
                                                             science=a.science.levels()), reasons=(
            reason(R.GAME_END, "bot.ask_final", area=area, navigation=nav, levels=a.science.levels()),))
    how, _, given = cursor.pending[0].partition(":")
    if how == "standings":
        yours = tuple(int(x) for x in given.split(","))
        area_vp, science_vp = final_figures(snap, side, yours)
        reasons = [reason(R.ruling("final-scoring-search"), "bot.final_ranked", area_vp=area_vp, area=area,
                          navigation=nav, yours=yours, science_vp=science_vp, levels=a.science.levels())]
    else:
        area_vp, science_vp = (int(x) for x in given.split(":"))
        reasons = [reason(R.GAME_END, "bot.final_score", area_vp=area_vp, science_vp=science_vp, area=area,
                          navigation=nav)]
    faction_vp = 0
    if a.faction == "wanderers":
        n = len(snap.buildings_of(side))
        faction_vp = WANDERERS_VP_PER_BUILDING * n
        reasons.append(reason(R.FACTION_CARD, "bot.final_wanderers", vp=faction_vp, buildings=n))
    elif a.faction == "gognomes":
        reasons.append(reason(R.FACTION_CARD, "bot.final_gognomes"))
    sides = [x.side for x in snap.automas]
    nxt = BotCursor(phase="final") if sides.index(side) + 1 < len(sides) else None
    return _step(side, FinalScore(side=side, area_vp=area_vp, science_vp=science_vp, faction_vp=faction_vp),
                 nxt, reasons)


AREA_PRIZES: tuple[int, ...] = (18, 12, 6)
"""The base game's area scoring: 18, 12 and 6 VP for the three largest areas (ruling aoi-final-scoring-search:
Rance2025/Age-of-Innovation-SimulateEnv-DecisionAssist, the final scoring of its game state)."""
SCIENCE_PRIZES: tuple[int, ...] = (8, 4, 2)
"""The base game's science scoring, each discipline: 8, 4 and 2 VP for the three highest markers (same source)."""


def ranked_vp(values: dict[Side, int], side: Side, prizes: tuple[int, ...]) -> int:
    """The VP `side` scores for its rank among `values` (highest first): tied sides share the prizes of
    the places they take together, rounded down (same source)."""
    ranked = sorted(values.values(), reverse=True)
    first = ranked.index(values[side])  # the first place the tied group takes (0-based)
    tied = ranked.count(values[side])
    return sum(prizes[first:first + tied]) // tied


def final_figures(snap: AoISnapshot, side: AutomaSide, your_areas: tuple[int, ...]) -> tuple[int, int]:
    """KONIEC GRY: the Automa's area VP (its largest area with its highest navigation, ranked against the
    players' areas the table entered and any other Automa's) and science VP (each discipline ranked by
    every side's marker on the science board)."""
    nav = highest_navigation(snap.level)
    areas: dict[Side, int] = {h: n for h, n in zip(snap.human_sides(), your_areas, strict=True)}
    areas.update({x.side: hexes.largest_area(snap, x.side, nav) for x in snap.automas})
    sides = (*snap.human_sides(), *(x.side for x in snap.automas))
    science = sum(ranked_vp({s: snap.science(s).at(d) for s in sides}, side, SCIENCE_PRIZES) for d in DISCIPLINES)
    return ranked_vp(areas, side, AREA_PRIZES), science


def _apply_final(snap: AoISnapshot, act: FinalScore, cursor: BotCursor | None) -> AoISnapshot:
    a = snap.automa(act.side)
    snap = _with_automa(snap, a.model_copy(update={"vp": a.vp + act.area_vp + act.science_vp + act.faction_vp}))
    if cursor is not None:  # the second Automa scores next
        later = [x.side for x in snap.automas][[x.side for x in snap.automas].index(act.side) + 1]
        return snap.model_copy(update={"turn": snap.turn.model_copy(update={"seat": later, "cursor": cursor})})
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": None, "game_over": True})})


def final_scores(snap: AoISnapshot) -> tuple[tuple[Side, int], ...]:
    """Every side's VP, highest first (the humans' final scoring is the table's: SetVP)."""
    scores: list[tuple[Side, int]] = [(h.side, h.vp) for h in snap.humans] + [(a.side, a.vp) for a in snap.automas]
    return tuple(sorted(scores, key=lambda s: -s[1]))


# -- AKCJE AUTOMY ------------------------------------------------------------------------------------------
def _action_step(snap: AoISnapshot, side: AutomaSide, cursor: BotCursor) -> AoIStep:
    pending = cursor.pending
    a = snap.automa(side)
    if cursor.step == 0 and cursor.column:
        column = _pair(snap, side)[0].actions
        if column != cursor.column:  # the table corrected the action card before its first action
            pending = (*column, "end")
            cursor = cursor.model_copy(update={"pending": pending, "column": column})
    while pending and pending[0] == "faction_action":
        # AKCJA FRAKCJI: the faction card's actions, one after the other in reading order.
        pending = (*FACTION_ACTIONS[a.faction], *pending[1:])
    task, rest = (pending[0], pending[1:]) if pending else ("end", ())
    cur = _after(cursor, rest)
    if task == "end":
        return _step(side, EndTurn(side=side), None, [reason(R.ACTIONS, "bot.turn_end")])
    if task == "pass":
        return _pass_step(snap, side, "sideways_pass")
    faction_reason = [reason(R.FACTION_ACTION, "bot.faction_action", faction=a.faction)] \
        if task in FACTION_ACTIONS[a.faction] and cursor.pending[:1] == ("faction_action",) else []
    if task in ("transform_and_build", "build:faction"):
        step = _build_step(snap, side, cur, task == "build:faction")
    elif task == "upgrade":
        step = _upgrade_step(snap, side, cur)
    elif task == "gain_victory_points":
        card = _pair(snap, side)[0]
        vp = card.vp_fixed if card.vp_fixed is not None else x_value(snap)
        why = reason(R.SCORE, "bot.score_fixed" if card.vp_fixed is not None else "bot.score_x",
                     vp=vp, round=snap.turn.round, level=snap.level, card=card.id)
        step = _step(side, ScoreVP(side=side, vp=vp, what="bot.score_fixed" if card.vp_fixed is not None
                                   else "bot.score_x"), cur, [why])
    elif task.startswith("vp:"):
        mod = int(task[3:])
        vp = max(0, x_value(snap) + mod)  # the faction's modifier, never below 0 (the data)
        step = _step(side, ScoreVP(side=side, vp=vp, what="bot.score_faction"), cur,
                     [reason(R.SCORE, "bot.score_faction", vp=vp, x=x_value(snap), mod=mod, faction=a.faction)])
    elif task == "take_innovation":
        step = _innovation_step(snap, side, cur)
    elif task in ("block_power_book_action", "block:power", "block:book"):
        step = _block_step(snap, side, cursor, task, rest)
    elif task == "send_scholar":
        step = _scholar_step(snap, side, cur)
    elif task in ("advance_science_discipline",) or task.startswith("advance:"):
        levels = int(task.split(":")[1]) if ":" in task and task.split(":")[1].isdigit() else 1
        step = _advance_step(snap, side, cur, levels, powermongers=task.endswith(":powermongers"))
    elif task == "symbionts_tool":
        step = _symbionts_step(snap, side, cur)
    elif task.startswith("by_table:"):
        what = task.split(":", 1)[1]
        step = _step(side, Nothing(side=side, action=what), cur,
                     [reason(R.ruling("faction-by-table"), "bot.by_table", what=what, faction=a.faction)])
    else:  # an action code the cards do not have (a hand-edited card): said, never guessed
        step = _step(side, Nothing(side=side, action=task), cur, [reason(R.ACTIONS, "bot.unknown_action", action=task)])
    if faction_reason:
        step = step.model_copy(update={"reasons": (*faction_reason, *step.reasons)})
    return step


def _nothing(side: AutomaSide, what: str, cur: BotCursor, rule: str, code: str, **params: object) -> AoIStep:
    return _step(side, Nothing(side=side, action=what), cur, [reason(rule, code, **params)])  # type: ignore[arg-type]


def _powermongers(snap: AoISnapshot, side: AutomaSide, power: tuple[tuple[HumanSide, int], ...],
                  cur: BotCursor) -> BotCursor:
    """The Powermongers' ongoing ability: whenever you gain 2+ power from its buildings it advances 1
    (catch-up); in the two-player variant once for each player who does (ruling aoi-powermongers)."""
    if snap.automa(side).faction != "powermongers":
        return cur
    times = sum(1 for _, p in power if p >= 2)
    return cur.model_copy(update={"pending": ("advance:1:powermongers",) * times + cur.pending})


def _build_step(snap: AoISnapshot, side: AutomaSide, cur: BotCursor, faction_build: bool) -> AoIStep:
    if workshops_left(snap, side) <= 0:
        step = _upgrade_step(snap, side, cur)
        return step.model_copy(update={"reasons": (reason(R.BUILD, "bot.build_no_workshop"), *step.reasons)})
    a = snap.automa(side)
    support = support_of(snap, side)
    build = hexes.choose_build(snap, side, support, a.faction if faction_build else None)
    if build is None:
        step = _upgrade_step(snap, side, cur)
        return step.model_copy(update={"reasons": (reason(R.BUILD, "bot.build_no_hex", structure=support.structure),
                                                   *step.reasons)})
    reasons = list(hexes.build_reasons(snap, build, support, a.faction if faction_build else None))
    return _step(side, build, _powermongers(snap, side, build.power, cur), reasons)


def _upgrade_step(snap: AoISnapshot, side: AutomaSide, cur: BotCursor) -> AoIStep:
    support = support_of(snap, side)
    up = hexes.choose_upgrade(snap, side, support)
    if up is None:
        return _nothing(side, "upgrade", cur, R.UPGRADE, "bot.upgrade_none")
    reasons = list(hexes.upgrade_reasons(snap, up, support))
    return _step(side, up, _powermongers(snap, side, up.power, cur), reasons)


def _symbionts_step(snap: AoISnapshot, side: AutomaSide, cur: BotCursor) -> AoIStep:
    """The Symbionts' second faction action (S_BRDGM, the faction card not transcribed): "All Terrain
    spaces directly adjacent to any of your buildings"; ties: the support card's row of the ATP card of
    their youth terrain, then Wybór kierunkowy; "Place a Tool on the selected Terrain space". A space
    with a building is not a free terrain space (ruling aoi-symbionts-tool); the tool is the table's to
    place, the app does not track it."""
    a = snap.automa(side)
    bmap = snap.board.as_map()
    yours = hexes.human_hexes(snap)
    options = tuple(h for h in bmap.land if snap.building_at(h) is None
                    and any(n in yours for n in bmap.adjacency.get(h, ())))
    if not options:
        return _nothing(side, "symbionts_tool", cur, R.FACTION_ACTION, "bot.symbionts_none")
    support = support_of(snap, side)
    youth = a.extra_terrain or a.terrain  # an old save without the youth terrain reads its own card
    sel = hexes.break_ties(options, [("atp", hexes.atp_tiebreak(snap, youth, support.terrain_row))], support)
    h = cast(tuple[int, int], sel.chosen)
    reasons = [reason(R.ruling("symbionts-tool"), "bot.symbionts_tool", hex=hex_label(h), terrain=youth,
                      count=len(options)), *hexes.selection_reasons(snap, sel, support.terrain_row)]
    return _step(side, Terraform(side=side, hexes=(h,), terrain="tool", selection=sel), cur, reasons)


def _innovation_step(snap: AoISnapshot, side: AutomaSide, cur: BotCursor) -> AoIStep:
    a = snap.automa(side)
    r = snap.turn.round
    if r < 3:
        return _nothing(side, "take_innovation", cur, R.INNOVATION, "bot.innovation_early", round=r)
    if a.innovations >= 3:
        return _nothing(side, "take_innovation", cur, R.INNOVATION, "bot.innovation_three", count=a.innovations)
    options = tuple(i for i, present in enumerate(snap.innovations) if present)
    if not options:
        return _nothing(side, "take_innovation", cur, R.INNOVATION, "bot.innovation_none")
    sel = _directional_only(snap, side, options)
    reasons = [reason(R.INNOVATION, "bot.innovation", slot=cast(int, sel.chosen) + 1, options=len(options))]
    reasons += _selection_reasons(R.INNOVATION, sel, "slots")
    return _step(side, TakeInnovation(side=side, slot=cast(int, sel.chosen), selection=sel), cur, reasons)


def _block_step(snap: AoISnapshot, side: AutomaSide, cursor: BotCursor, task: str, rest: tuple[str, ...]) -> AoIStep:
    """BLOKOWANIE: "Warunek: co najmniej jedno Zaklęcie bez żetonu X"; the X on a spell, then points
    1-4 again for a book action (its own condition: one uncovered). A full spell row ends the spell half
    only: "Powtórz punkty 1–4" repeats the Warunek too (ruling aoi-block)."""
    if task == "block_power_book_action":
        task, rest = "block:power", ("block:book", *rest)
    cur = _after(cursor, rest)
    row_name = "power" if task == "block:power" else "book"
    row = snap.power_actions if row_name == "power" else snap.book_actions
    options = tuple(i for i, covered in enumerate(row) if not covered)
    if not options:
        return _nothing(side, f"block:{row_name}", cur, R.BLOCK,
                        "bot.block_no_spell" if row_name == "power" else "bot.block_no_book")
    sel = _directional_only(snap, side, options)
    reasons = [reason(R.BLOCK, "bot.block_spell" if row_name == "power" else "bot.block_book",
                      slot=cast(int, sel.chosen) + 1, options=len(options))]
    reasons += _selection_reasons(R.BLOCK, sel, "slots")
    return _step(side, Block(side=side, row=row_name, slot=cast(int, sel.chosen), selection=sel), cur, reasons)


def _scholar_step(snap: AoISnapshot, side: AutomaSide, cur: BotCursor) -> AoIStep:
    support = support_of(snap, side)
    sel = choose_discipline(snap, side, by_tile=support.science == "scoring_tile")
    if sel is None:
        return _nothing(side, "send_scholar", cur, R.SCHOLAR, "bot.science_all_top")
    d = cast(Discipline, sel.chosen)
    origin = snap.science(side).at(d)
    free = [s.value for s in snap.scholar_spaces if s.discipline == d and s.occupant is None]
    space = max(free) if free and scholars_left(snap, side) > 0 else None
    dest = min(12, origin + (space if space is not None else 1))
    if space is not None:
        why = reason(R.SCHOLAR, "bot.scholar", discipline=d, space=space, origin=origin, dest=dest)
    else:
        why = reason(R.SCHOLAR, "bot.scholar_none_free" if scholars_left(snap, side) > 0 else "bot.scholar_none_left",
                     discipline=d, origin=origin, dest=dest)
    reasons = [why, *_selection_reasons(R.SCHOLAR, sel, "disciplines")]
    return _step(side, ScienceMove(side=side, discipline=d, origin=origin, dest=dest, scholar_space=space,
                                   selection=sel), cur, reasons)


def _advance_step(snap: AoISnapshot, side: AutomaSide, cur: BotCursor, levels: int, powermongers: bool) -> AoIStep:
    sel = choose_discipline(snap, side, by_tile=False)
    if sel is None:
        return _nothing(side, "advance", cur, R.ADVANCE, "bot.science_all_top")
    d = cast(Discipline, sel.chosen)
    origin = snap.science(side).at(d)
    dest = min(12, origin + levels)
    reasons = [reason(R.ADVANCE, "bot.advance", discipline=d, origin=origin, dest=dest, levels=dest - origin)]
    if powermongers:
        reasons.insert(0, reason(R.FACTION_CARD, "bot.powermongers"))
    reasons += _selection_reasons(R.ADVANCE, sel, "disciplines")
    return _step(side, ScienceMove(side=side, discipline=d, origin=origin, dest=dest, selection=sel), cur, reasons)


# -- applying ---------------------------------------------------------------------------------------------
def apply_step(snap: AoISnapshot, step: AoIStep) -> AoISnapshot:
    """Apply a confirmed step; it must be the one next_step proposes for this snapshot."""
    if next_step(snap) != step:
        raise IllegalEdit("bots.stale_step")
    act = step.action
    side = cast(AutomaSide, snap.turn.seat)
    rng = snap.rng
    if isinstance(act, DrawCards):
        snap = _apply_draw(snap, side, act)
    elif isinstance(act, PassRound):
        if act.why == "deck_empty":  # TURA AUTOMY 1: the old action card onto the support stack first
            a = snap.automa(side)
            if a.deck.action is not None:
                deck = a.deck.model_copy(update={"support": (*a.deck.support, a.deck.action), "action": None})
                snap = _with_automa(snap, a.model_copy(update={"deck": deck}))
        snap, rng = _apply_pass(snap, side, act)
        snap = snap.model_copy(update={"rng": rng})
        return end_turn(snap, side)
    elif isinstance(act, EndTurn):
        return end_turn(snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": None})}), side)
    elif isinstance(act, RoundEnd):
        return _apply_round_end(snap, act, step.cursor)
    elif isinstance(act, FinalScore):
        return _apply_final(snap, act, step.cursor)
    else:
        snap = apply_action(snap, act)
    return snap.model_copy(update={"rng": step.rng if step.rng is not None else rng,
                                   "turn": snap.turn.model_copy(update={"cursor": step.cursor})})


def apply_action(snap: AoISnapshot, act: Action) -> AoISnapshot:
    """What an action changes on the table (the map, the science board, the displays, the VP)."""
    if isinstance(act, Build):
        cells = tuple((h, cast(Cell, act.terrain_after) if h == act.hex else c) for h, c in snap.board.cells)
        board = snap.board.model_copy(update={"cells": cells})
        b = Building(hex=act.hex, owner=act.side, kind="workshop", marked=act.marked)
        return snap.model_copy(update={"board": board, "buildings": (*snap.buildings, b)})
    if isinstance(act, Upgrade):
        return snap.model_copy(update={"buildings": tuple(
            b.model_copy(update={"kind": act.to_kind}) if b.hex == act.hex else b for b in snap.buildings)})
    if isinstance(act, ScoreVP):
        a = snap.automa(act.side)
        return _with_automa(snap, a.model_copy(update={"vp": a.vp + act.vp}))
    if isinstance(act, TakeInnovation):
        row = tuple(False if i == act.slot else p for i, p in enumerate(snap.innovations))
        a = snap.automa(act.side)
        return _with_automa(snap, a.model_copy(update={"innovations": a.innovations + 1})).model_copy(
            update={"innovations": row})
    if isinstance(act, Block):
        field = "power_actions" if act.row == "power" else "book_actions"
        row = tuple(True if i == act.slot else c for i, c in enumerate(getattr(snap, field)))
        return snap.model_copy(update={field: row})
    if isinstance(act, ScienceMove):
        a = snap.automa(act.side)
        snap = _with_automa(snap, a.model_copy(update={"science": a.science.moved(act.discipline, act.dest)}))
        if act.scholar_space is not None:
            done = False
            spaces = []
            for s in snap.scholar_spaces:
                if not done and s.discipline == act.discipline and s.value == act.scholar_space and s.occupant is None:
                    s = s.model_copy(update={"occupant": act.side})
                    done = True
                spaces.append(s)
            snap = snap.model_copy(update={"scholar_spaces": tuple(spaces)})
        return snap
    return snap  # Nothing: the Automa does not do it


# -- the table's answers -----------------------------------------------------------------------------------
def possible_cards(snap: AoISnapshot, side: AutomaSide) -> tuple[str, ...]:
    """Physical deck: the decision cards that can be in the Automa's deck now: none already in play this
    round, and in round 1 only what the level put there (Przygotowanie talii Automy)."""
    a = snap.automa(side)
    in_play = {*a.deck.support, *([a.deck.action] if a.deck.action else []), *a.deck.round_cards}
    cards = list(ALL_CARDS)
    if snap.turn.round == 1:
        if snap.level == 1:
            cards = [c for c in STARTER_CARDS if c != EASIEST_REMOVED_CARD]
        elif snap.level == 2:
            cards = list(STARTER_CARDS)
    return tuple(c for c in cards if c not in in_play)


def answer(snap: AoISnapshot, prompt: AoIPrompt, ans: Answer) -> AoISnapshot:
    if next_step(snap) != prompt:
        raise IllegalEdit("bots.stale_step")
    q = prompt.question
    if isinstance(q, AskCard):
        if not isinstance(ans, CardAnswer):
            raise IllegalAnswer("answer.wrong_kind", expected="card")
        if len(ans.cards) != q.count:
            raise IllegalAnswer("bots.card_count", count=q.count, given=len(ans.cards))
        if len(set(ans.cards)) != len(ans.cards):
            raise IllegalAnswer("bots.card_twice", card=ans.cards[0])
        possible = possible_cards(snap, q.side)
        for c in ans.cards:
            if c not in ALL_CARDS:
                raise IllegalAnswer("bots.no_such_card", card=c)
            if c not in possible:
                raise IllegalAnswer("bots.card_cannot_be", card=c, round=snap.turn.round)
        cursor = BotCursor(phase="entered", cards=tuple(ans.cards))
        return snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cursor})})
    if isinstance(q, AskFinalScore):
        if not isinstance(ans, FinalFiguresAnswer):
            raise IllegalAnswer("answer.wrong_kind", expected="final_score")
        players = len(snap.humans)
        if ans.your_areas:
            if len(ans.your_areas) != players or any(x < 0 for x in ans.your_areas):
                raise IllegalAnswer("bots.final_areas", count=players, given=len(ans.your_areas))
            task = "standings:" + ",".join(str(x) for x in ans.your_areas)
        elif ans.area_vp is None or ans.science_vp is None:
            raise IllegalAnswer("bots.final_areas", count=players, given=0)
        else:
            task = f"figures:{ans.area_vp}:{ans.science_vp}"
        cursor = BotCursor(phase="final", pending=(task,))
        return snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cursor})})
    raise IllegalAnswer("answer.wrong_kind", expected=q.kind)

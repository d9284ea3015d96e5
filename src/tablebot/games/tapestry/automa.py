"""The bots' turn (TAH BOTA): the Automa and the Shadow Empire, one proposed step at a time.

The bots' cursor holds a queue of tasks (`BotCursor.pending`, e.g. "draw", "advance:automa",
"roll:any:advance:1", "vp:territories"). next_step reads the first task and proposes the step that
does it, with the cursor after it (the task done, any tasks it brings in front: the benefits of a
space reached, the steps of an income turn); tasks with nothing to show hand over silently. An edit
of the board between two steps simply re-plans from the new board, and a corrected card is played as
soon as it is corrected (`snap.card`).

Public face (game.py calls these while `snap.turn.seat == "bots"`):

    next_step(snap)           -> TapestryStep | TapestryPrompt
    apply_step(snap, step)    -> snap   (an EndTurn hands the seat back to you)
    answer(snap, prompt, ans) -> snap   (AskPair, AskDie, AskPriority, AskTrap(yours=True))
    final_scores(snap)        -> (your VP, the Automa's VP, winner)
    bots_done(snap)           -> bool   (the bots took their 5th income turn)

Rule ids: rulebook.py (the Czech book has no numbers); rulings: the RULING_* constants below and
docs/rulings.md.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, cast

from ...core import rng as rngmod
from ...core.reasons import Reason, reason
from ...core.steps import IllegalAnswer, IllegalEdit
from . import hexes
from . import rulebook as R
from .actions import (
    Action,
    Advance,
    Answer,
    AskDie,
    AskPair,
    AskPriority,
    AskTrap,
    Bot,
    DeckChange,
    DieAnswer,
    DrawPair,
    EndTurn,
    GainAchievement,
    IncomePriority,
    IncomeTurn,
    Nothing,
    OnMap,
    PairAnswer,
    PriorityAnswer,
    ReplaceTechCards,
    Score,
    SetFavourite,
    ShadowOutpost,
    TapestryCard,
    TapestryPrompt,
    TapestryStep,
    TrapAnswer,
)
from .cards import (
    PROGRESS_CARDS,
    STARTING_CARDS,
    TRACKS,
    AdvanceRule,
    DecisionCard,
    Track,
    automa_data,
    income_mat_side,
    level_data,
)
from .state import (
    SIDES,
    Achievement,
    AchievementTaken,
    BotCursor,
    DeckState,
    LandmarkTaken,
    Outpost,
    Side,
    TapestrySnapshot,
)
from .tracks import TRACK_END, landmark_spaces, space

ACTOR = "bots"

RULING_SHADOW_ACHIEVEMENT = "ruling:tapestry-shadow-achievement"
"""ÚSPĚCHY: the Shadow Empire's "complete any track" scores nothing, but its token takes the highest VP
space left, as anyone's does (STÍNOVÁ ŘÍŠE: it "zvyšuje konkurenci" for that achievement; docs/rulings.md)."""
RULING_EXPLORERS = "ruling:tapestry-explorers"
"""The Explorers' income ability, read from the data's sources in conflict (docs/rulings.md)."""
RULING_LEVEL_CARDS = "ruling:tapestry-level-cards"
"""Which level adds how many progress cards, and the income mat's tapestry card at every level."""
RULING_L6_ORDER = "ruling:tapestry-level6-order"
"""Level 6, income turn 1: the Automa advances on all four tracks first, then the Shadow Empire, each in
the tracks' printed order (exploration, science, military, technology)."""
RULING_TIE = "ruling:tapestry-tie"
"""KONEC HRY: a tie goes to the most resources; the Automa never has any (docs/rulings.md)."""

_ROLL_BENEFITS: dict[str, tuple[tuple[str, str, int], ...]] = {
    # benefit string -> (allowed faces or "any", advance|regress, with benefit) per roll (PŘÍNOSY row 1 and 5)
    "roll_science_die_advance_no_benefit": (("any", "advance", 0),),
    "roll_science_die_advance_with_benefit": (("any", "advance", 1),),
    "roll_die_until_military_technology_exploration_then_advance_with_benefit":
        (("military,technology,exploration", "advance", 1),),
    "roll_die_until_military_technology_then_regress_with_benefit": (("military,technology", "regress", 1),),
    "advance_twice_military_technology_exploration (roll each time)":
        (("military,technology,exploration", "advance", 1), ("military,technology,exploration", "advance", 1)),
}
_MAP_BENEFITS = {"conquer": ("conquer", 0), "conquer_anywhere": ("conquer", 1), "explore": ("explore", 0),
                 "explore_anywhere": ("explore", 1)}
_SIMPLE_BENEFITS = {"tapestry_card": "tapestry", "discard_and_replace_3_face_up_tech_cards": "tech"}
_ROLL_CODES = {(False, "advance"): "benefit.roll_advance", (True, "advance"): "benefit.roll_until_advance",
               (True, "regress"): "benefit.roll_until_regress"}
_RULE_CODES = {"closest_to_end": "track.rule_closest_to_end",
               "closest_to_landmark_or_end": "track.rule_closest_to_landmark_or_end"}


# -- reading the table -----------------------------------------------------------------------
def _rule_of(card: DecisionCard, bot: Bot) -> AdvanceRule:
    half = card.track_half
    return half.automa_advance if bot == "automa" else half.shadow_advance


def favourite(snap: TapestrySnapshot, bot: Bot) -> Track:
    return snap.automa.favourite if bot == "automa" else snap.shadow.favourite


def reading_order(card: DecisionCard, bot: Bot, fav: Track) -> tuple[Track, ...]:
    """POSTUP NA STUPNICI: the priority card's track order, top to bottom for the Automa and bottom to
    top for the Shadow Empire, "favorite" read as that bot's favourite track (a track met twice counts
    where it is met first)."""
    lines = card.priority_half.track_order if bot == "automa" else tuple(reversed(card.priority_half.track_order))
    out: list[Track] = []
    for line in lines:
        track = fav if line == "favorite" else line
        if track not in out:
            out.append(track)
    return tuple(out)


def landmark_or_end_distance(snap: TapestrySnapshot, track: Track, at: int) -> int:
    """Spaces from `at` to the next landmark nobody took yet, or to the end of the track."""
    ahead = [s for t, s in landmark_spaces() if t == track and s > at and snap.landmark_owner(t, s) is None]
    return min([TRACK_END - at, *(s - at for s in ahead)])


def choose_track(snap: TapestrySnapshot, bot: Bot, rule: AdvanceRule,
                 priority: DecisionCard) -> tuple[Track | None, list[Reason]]:
    """POSTUP NA STUPNICI: the possible tracks by the track card's symbol (finished tracks never
    count), then the priority card's order when more than one is possible."""
    at = snap.tokens(bot)
    unfinished = [t for t in TRACKS if at.at(t) < TRACK_END]
    if not unfinished:
        return None, [reason(R.TRACK, "track.all_finished", side=bot)]
    if rule == "all_unfinished":
        candidates = unfinished
        why = reason(R.TRACK, "track.rule_all_unfinished", side=bot, tracks=tuple(candidates))
    else:
        if rule == "closest_to_end":
            dist = {t: TRACK_END - at.at(t) for t in unfinished}
        else:
            dist = {t: landmark_or_end_distance(snap, t, at.at(t)) for t in unfinished}
        best = min(dist.values())
        candidates = [t for t in unfinished if dist[t] == best]
        why = reason(R.TRACK, _RULE_CODES[rule], side=bot, tracks=tuple(candidates), distance=best)
    order = reading_order(priority, bot, favourite(snap, bot))
    chosen = next(t for t in order if t in candidates)
    reasons = [why]
    if len(candidates) > 1:
        reasons.append(reason(R.TRACK, "track.tiebreak_automa" if bot == "automa" else "track.tiebreak_shadow",
                              side=bot, card=priority.id, order=order, track=chosen))
    return chosen, reasons


def income_column(snap: TapestrySnapshot) -> int:
    """ZVYŠOVÁNÍ BLAHOBYTU: the first income-mat column no tapestry card covers (0-3)."""
    return min(snap.automa.income_mat_cards, 3)


def income_mat(snap: TapestrySnapshot) -> dict[str, list[int]]:
    """The Automa's income mat, on the side the level uses (cards.income_mat_side)."""
    mat: dict[str, list[int]] = automa_data()["income_mat"][income_mat_side(snap.level)]
    return mat


def cards_added(level: int, income_turn: int) -> int:
    added = cast(dict[str, int], level_data(level)["cards_added_to_decision_deck"])
    return int(added.get(str(income_turn), 0))


def automa_landmarks(snap: TapestrySnapshot) -> int:
    return sum(1 for lm in snap.landmarks if lm.owner == "automa")


def priority_card(snap: TapestrySnapshot, cur: BotCursor) -> DecisionCard | None:
    """The priority card in play: the pair's right card; at the 1st income turn the progress card
    drawn for it (ZVYŠOVÁNÍ BLAHOBYTU), at the 2nd-5th the last one used."""
    if cur.phase == "income" and cur.step == 1:
        return snap.card(cur.priority) if cur.priority is not None else None
    cards = snap.pair_cards()
    return cards[1] if cards else None


# -- steps -----------------------------------------------------------------------------------
Result = TapestryStep | TapestryPrompt | BotCursor
Handler = Callable[[TapestrySnapshot, BotCursor, list[str]], Result]


def _step(action: Action, reasons: list[Reason] | tuple[Reason, ...], cursor: BotCursor,
          rng: int | None = None) -> TapestryStep:
    return TapestryStep(actor=ACTOR, action=action, reasons=tuple(reasons), cursor=cursor, rng=rng)


def _prompt(question: AskPair | AskDie | AskPriority | AskTrap, reasons: list[Reason]) -> TapestryPrompt:
    return TapestryPrompt(actor=ACTOR, question=question, reasons=tuple(reasons))


def _then(cur: BotCursor, *tasks: str, **changes: object) -> BotCursor:
    """The cursor with its first task done and `tasks` put in front of the rest."""
    return cur.model_copy(update={"pending": (*tasks, *cur.pending[1:]), **changes})


def _cursor(snap: TapestrySnapshot) -> BotCursor:
    return snap.turn.cursor or BotCursor(phase="turn", pending=("start",))


def next_step(snap: TapestrySnapshot) -> TapestryStep | TapestryPrompt:
    """The bots' next step, from the cursor in the snapshot (TAH BOTA)."""
    cur = _cursor(snap)
    for _ in range(64):  # silent tasks hand over to the next; bounded for safety
        task, *args = cur.pending[0].split(":")
        result = _HANDLERS[task](snap, cur, args)
        if isinstance(result, BotCursor):
            cur = result
            continue
        return result
    raise RuntimeError(f"the bots' cursor does not advance from {cur.pending}")


# -- TAH BOTA ---------------------------------------------------------------------------------
def _start(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    """TAH BOTA: the first turn is income turn 1; an empty deck when a draw is needed is an income turn."""
    n = snap.automa.income_turns
    if n >= 5:
        return _step(EndTurn(), [reason(R.GAME_END, "turn.bots_done")], cur)
    if n == 0:
        return _income_begins(snap, 1, [reason(R.BOT_TURN, "turn.first_income")])
    if snap.deck.draw_count < 2:
        return _income_begins(snap, n + 1, [reason(R.BOT_TURN, "turn.deck_empty", number=n + 1)])
    return _then(cur, "draw", "end")


def _draw(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    """TAH BOTA 1-2: the previous pair is discarded, two cards drawn. With the physical cards the table
    draws them and enters their numbers first."""
    deck = snap.deck
    if deck.physical:
        if cur.pair is None:
            return _prompt(AskPair(), [reason(R.BOT_TURN_DRAW, "turn.ask_pair", left=deck.draw_count)])
        track_id, priority_id = cur.pair
    else:
        track_id, priority_id = deck.draw[0], deck.draw[1]
    left = deck.draw_count - 2
    track_card, priority = snap.card(track_id), snap.card(priority_id)
    reasons = [reason(R.BOT_TURN_DRAW, "turn.pair_drawn", track_card=track_id, priority_card=priority_id, left=left)]
    if deck.pair is not None:
        reasons.append(reason(R.BOT_TURN_DISCARD, "turn.pair_discarded", track_card=deck.pair[0],
                              priority_card=deck.pair[1]))
    for card_id in dict.fromkeys((track_id, priority_id)):
        if any(c.id == card_id for c in snap.card_overrides):
            reasons.append(reason(R.PAIR, "turn.card_corrected", card=card_id))
    return _step(DrawPair(track_card=track_card, priority_card=priority, physical=deck.physical, left=left),
                 reasons, _then(cur, "after_draw", pair=None))


def _after_draw(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    """TAH BOTA 3-4: the deck now empty and an income symbol on the track card: income turn instead."""
    cards = snap.pair_cards()
    assert cards is not None
    track_card = cards[0]
    if snap.deck.draw_count == 0 and track_card.track_half.income_icon:
        n = snap.automa.income_turns + 1
        return _income_begins(snap, n, [reason(R.BOT_TURN_INCOME, "turn.income_icon", card=track_card.id, number=n)])
    return _then(cur, "advance:automa", "advance:shadow")


def _end(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    if cur.phase == "income":
        return _step(EndTurn(), [reason(R.INCOME, "turn.income_end", number=cur.step)], cur)
    return _step(EndTurn(), [reason(R.BOT_TURN, "turn.end")], cur)


# -- POSTUP NA STUPNICI -----------------------------------------------------------------------
def _advance(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    """TAH BOTA 4a/4b (and the income turn's advance with the latest pair)."""
    bot = cast(Bot, args[0])
    cards = snap.pair_cards()
    assert cards is not None, "no pair on the table"
    track_card, priority = cards
    rule = _rule_of(track_card, bot)
    chosen, why = choose_track(snap, bot, rule, priority)
    rule_id = R.BOT_TURN_ADVANCE if cur.phase == "turn" else R.INCOME
    why.insert(0, reason(rule_id, "track.card_rule", side=bot, card=track_card.id, advance=rule))
    if chosen is None:
        return _step(Nothing(), why, _then(cur))
    return advance_step(snap, cur, bot, chosen, why, benefit=bot == "automa")


def advance_step(snap: TapestrySnapshot, cur: BotCursor, bot: Bot, track: Track, why: list[Reason], *,
                 benefit: bool, regress: bool = False, extra: tuple[str, ...] = ()) -> TapestryStep:
    """One space on `track` (back one for a regress): the landmark there if nobody took it (DOMINANTY),
    the Automa's benefits of the space reached when it gains them (PŘÍNOSY), the achievement for
    reaching the end (ÚSPĚCHY)."""
    origin = snap.tokens(bot).at(track)
    dest = origin - 1 if regress else origin + 1
    if dest > TRACK_END:
        return _step(Nothing(), [reason(R.BENEFITS, "track.past_end", side=bot, track=track), *why], _then(cur, *extra))
    if dest < 0:
        return _step(Nothing(), [reason(R.BENEFITS, "track.before_start", side=bot, track=track), *why],
                     _then(cur, *extra))
    reasons = [reason(R.TRACK, "track.regress" if regress else "track.advance", side=bot, track=track,
                      origin=origin, dest=dest), *why]
    landing = space(track, dest)
    landmark: str | None = None
    if landing.landmark and not regress:
        owner = snap.landmark_owner(track, dest)
        if owner is None:
            landmark = landing.landmark
            reasons.append(reason(R.LANDMARKS, "landmark.gained" if bot == "automa" else "landmark.shadow_to_automa",
                                  side=bot, landmark=landmark, track=track, space=dest))
        else:
            reasons.append(reason(R.LANDMARKS, "landmark.taken", landmark=landing.landmark, owner=owner))
    tasks: list[str] = []
    if dest == TRACK_END and not _has_achievement(snap, "complete_track", bot):
        tasks.append(f"achievement:{bot}")
    if bot == "shadow":
        reasons.append(reason(R.BENEFITS, "benefit.shadow_never"))
    elif not benefit:
        reasons.append(reason(R.BENEFITS, "benefit.without", track=track, space=dest))
    else:
        gained = tuple(dict.fromkeys(landing.automa_benefits))  # once per space even if printed twice
        for b in gained:
            tasks.extend(benefit_tasks(b))
        if gained:
            reasons.append(reason(R.BENEFITS, "benefit.gains", track=track, space=dest, count=len(gained)))
        else:
            reasons.append(reason(R.BENEFITS, "benefit.none", track=track, space=dest))
    return _step(Advance(side=bot, track=track, origin=origin, dest=dest, landmark=landmark), reasons,
                 _then(cur, *tasks, *extra))


def benefit_tasks(benefit: str) -> tuple[str, ...]:
    """PŘÍNOSY: the Automa's version of a space's benefit, as tasks."""
    if benefit in _SIMPLE_BENEFITS:
        return (_SIMPLE_BENEFITS[benefit],)
    if benefit in _MAP_BENEFITS:
        kind, anywhere = _MAP_BENEFITS[benefit]
        return (f"map:{kind}:{anywhere}",)
    return tuple(f"roll:{allowed}:{move}:{gain}" for allowed, move, gain in _ROLL_BENEFITS[benefit])


def _has_achievement(snap: TapestrySnapshot, achievement: str, side: Side) -> bool:
    return any(a.achievement == achievement and a.side == side for a in snap.achievements)


# -- PŘÍNOSY ----------------------------------------------------------------------------------
def _tapestry(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    return _step(TapestryCard(to_mat=False), [reason(R.BENEFITS, "benefit.tapestry_card",
                                                     cards=snap.automa.tapestry_cards + 1)], _then(cur))


def _tech(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    return _step(ReplaceTechCards(), [reason(R.BENEFITS, "benefit.replace_tech")], _then(cur))


def _roll(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    """PŘÍNOSY: roll the science die (until one of the marked tracks) and advance or regress there."""
    allowed_arg, move, gain = args
    allowed = () if allowed_arg == "any" else tuple(cast(Track, t) for t in allowed_arg.split(","))
    if not cur.rolls:
        code = _ROLL_CODES[(bool(allowed), move)]
        return _prompt(AskDie(why=code, allowed=allowed), [reason(R.BENEFITS, code, faces=allowed or TRACKS)])
    face = cur.rolls[-1]
    why = [reason(R.BENEFITS, "benefit.rolled", face=face, rolls=cur.rolls)]
    if move == "regress":
        why.append(reason(R.BENEFITS, "benefit.regress_gain", track=face))
    return advance_step(snap, cur.model_copy(update={"rolls": ()}), "automa", face, why, benefit=gain == "1",
                        regress=move == "regress")


def _achievement(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    """ÚSPĚCHY: "Dokonči libovolnou stupnici pokroku". The Automa scores it like you; the Shadow Empire
    may gain it but scores nothing."""
    side = cast(Bot, args[0])
    if _has_achievement(snap, "complete_track", side):
        return _then(cur)
    vp = 0 if side == "shadow" else hexes.achievement_vp(snap, "complete_track")
    reasons = [reason(R.ACHIEVEMENTS, "achievement.complete_track", side=side, vp=vp)]
    if side == "shadow":
        reasons.append(reason(R.ACHIEVEMENTS, "achievement.shadow_no_vp"))
        reasons.append(reason(RULING_SHADOW_ACHIEVEMENT, "achievement.shadow_takes_space",
                              vp=hexes.achievement_vp(snap, "complete_track")))
    return _step(GainAchievement(side=side, achievement="complete_track", vp=vp), reasons, _then(cur))


def _map(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    """PŘÍNOSY: conquer (DOBÝVÁNÍ) or explore (PRŮZKUM), "anywhere" for the spaces that say so; the map
    achievements it brings (ÚSPĚCHY)."""
    kind, anywhere = args[0], args[1] == "1"
    priority = priority_card(snap, cur)
    if priority is None:  # the 1st income turn: the progress card is drawn the first time it is needed
        return cur.model_copy(update={"pending": ("priority", *cur.pending)})
    pick = hexes.conquer if kind == "conquer" else hexes.explore
    choice, why = pick(snap, priority, anywhere=anywhere)
    if choice is None:
        return _step(Nothing(), why, _then(cur))
    if choice.kind == "conquer_opponent":
        # DOBÝVÁNÍ PROTIHRÁČE, Akce: "Povalte svůj žeton (nebo žeton Automy, pokud jste zahráli léčku)":
        # your hand is the table's, so it is asked.
        if cur.your_trap is None:
            return _prompt(AskTrap(hex=choice.hex, yours=True),
                           [reason(R.CONQUER_OPPONENT, "trap.ask_yours", hex=hexes.hex_label(choice.hex)), *why])
        trapped, cur = cur.your_trap, cur.model_copy(update={"your_trap": None})
        if trapped:
            choice = choice.model_copy(update={"topple": "automa"})
            why = (reason(R.CONQUER_OPPONENT, "map.conquer_opponent_trapped", hex=hexes.hex_label(choice.hex)),
                   *why[1:])
    earned = hexes.map_achievements(hexes.apply_choice(snap, choice))
    return _step(OnMap(choice=choice), why, _then(cur, *(f"map_achievement:{a}:{side}" for a, side in earned)))


def _map_achievement(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    achievement, side = cast(Achievement, args[0]), cast(Side, args[1])
    if _has_achievement(snap, achievement, side):
        return _then(cur)
    vp = hexes.achievement_vp(snap, achievement) if side == "automa" else 0
    return _step(GainAchievement(side=side, achievement=achievement, vp=vp),
                 [hexes.achievement_reason(snap, achievement, side)], _then(cur))


def _priority(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    """ZVYŠOVÁNÍ BLAHOBYTU: at the 1st income turn the top progress card is the priority card, and the
    progress deck is shuffled after."""
    deck = snap.deck
    if deck.physical:
        if cur.priority is None:
            return _prompt(AskPriority(), [reason(R.INCOME, "income.ask_priority")])
        card_id = cur.priority
        progress: tuple[int, ...] = ()
        state = None
    else:
        card_id = deck.progress[0]
        progress, state = rngmod.shuffled(snap.rng, deck.progress)
    return _step(IncomePriority(card=snap.card(card_id), physical=deck.physical, progress=progress),
                 [reason(R.INCOME, "income.priority_drawn", card=card_id)], _then(cur, priority=card_id), rng=state)


# -- ZVYŠOVÁNÍ BLAHOBYTU ------------------------------------------------------------------------
def income_tasks(snap: TapestrySnapshot, n: int) -> tuple[str, ...]:
    """The income chart top to bottom for the level (ÚROVNĚ OBTÍŽNOSTI and the level table)."""
    level = snap.level
    tasks: list[str] = []
    if n == 1:
        if level == 1:
            tasks.append("you_advance")
        if level == 5:
            tasks += ["favourite_advance:automa", "favourite_advance:shadow"]
        if level == 6:
            tasks += [f"track_advance:automa:{t}" for t in TRACKS] + [f"track_advance:shadow:{t}" for t in TRACKS]
        if level >= 2:
            tasks.append("supply_tapestry")
        return (*tasks, "end")
    tasks += ["favourite:automa", "favourite:shadow"]
    if level >= 3:
        tasks += ["advance:automa", "advance:shadow"]
    if level >= 2:
        tasks += [f"civ:{i}" for i in range(len(snap.automa.civilizations))]
    tasks += ["vp:territories", "vp:military_science", "vp:technology_exploration", "vp:first_era"]
    if n <= 4:
        tasks += ["add_progress", "mat_tapestry", "shuffle"]
    return (*tasks, "end")


def _income_begins(snap: TapestrySnapshot, n: int, why: list[Reason]) -> TapestryStep:
    reasons = [reason(R.INCOME, "income.begins", number=n, level=snap.level), *why]
    cur = BotCursor(phase="income", step=n, pending=income_tasks(snap, n))
    return _step(IncomeTurn(number=n), reasons, cur)


def _you_advance(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    return _step(Nothing(), [reason(R.LEVELS, "income.level1_you")], _then(cur))


def _supply_tapestry(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    return _step(TapestryCard(to_mat=False), [reason(R.LEVELS, "income.level_tapestry", level=snap.level)], _then(cur))


def _favourite_advance(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    bot = cast(Bot, args[0])
    fav = favourite(snap, bot)
    return advance_step(snap, cur, bot, fav, [reason(R.LEVELS, "income.level5_favourite", side=bot, track=fav)],
                        benefit=bot == "automa")


def _track_advance(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    bot, track = cast(Bot, args[0]), cast(Track, args[1])
    why = [reason(R.LEVELS, "income.level6_every_track", side=bot, track=track)]
    if track == TRACKS[0]:
        why.append(reason(RULING_L6_ORDER, "income.level6_order", order=TRACKS))
    return advance_step(snap, cur, bot, track, why, benefit=bot == "automa")


def _favourite(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    """A bot at the end of its favourite track, or with another token further on it, takes the track
    the house symbol would choose (the last priority card) as its new favourite."""
    bot = cast(Bot, args[0])
    fav = favourite(snap, bot)
    at = snap.tokens(bot).at(fav)
    ahead = tuple(s for s in SIDES if s != bot and snap.tokens(s).at(fav) > at)
    if at < TRACK_END and not ahead:
        return _step(Nothing(), [reason(R.INCOME, "favourite.stays", side=bot, track=fav, space=at)], _then(cur))
    priority = priority_card(snap, cur)
    assert priority is not None
    new, why = choose_track(snap, bot, "closest_to_landmark_or_end", priority)
    first = (reason(R.INCOME, "favourite.end_reached", side=bot, track=fav) if at >= TRACK_END
             else reason(R.INCOME, "favourite.passed", side=bot, track=fav, by=ahead))
    if new is None:
        return _step(Nothing(), [first, *why], _then(cur))
    if new == fav:  # "může jít o tu samou stupnici"
        return _step(Nothing(), [reason(R.INCOME, "favourite.same", side=bot, track=fav), first, *why], _then(cur))
    return _step(SetFavourite(side=bot, origin=fav, dest=new),
                 [reason(R.INCOME, "favourite.new", side=bot, old=fav, new=new), first, *why], _then(cur))


def _civ(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    """The civilization card's income bonus (levels 2+; level 6: the first card, then the second)."""
    civ = snap.automa.civilizations[int(args[0])]
    n = cur.step
    if civ.name == "Conquerors":
        return _then(cur, "conquerors_conquer", "conquerors_shadow", "conquerors_vp")
    if civ.name == "Engineers":
        lm = automa_landmarks(snap)
        return _step(Score(vp=lm, what="civ.engineers_vp"),
                     [reason(R.INCOME, "civ.engineers_vp", landmarks=lm, vp=lm)], _then(cur))
    if civ.name == "Scientists":
        if n < 3:
            return _step(Nothing(), [reason(R.INCOME, "civ.scientists_not_yet", number=n)], _then(cur))
        return _then(cur, "roll:any:advance:1")
    # Explorers: ruling:tapestry-explorers
    track: Track = "exploration" if n in (2, 4) else "military"
    why = [reason(R.INCOME, "civ.explorers_advance", track=track, number=n),
           reason(RULING_EXPLORERS, "civ.explorers_reading")]
    return advance_step(snap, cur, "automa", track, why, benefit=True)


def _conquerors_conquer(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    held = len(snap.controlled("automa"))
    if held >= cur.step:
        return _step(Nothing(), [reason(R.INCOME, "civ.conquerors_enough", territories=held, number=cur.step)],
                     _then(cur))
    return _then(cur, "map:conquer:0")


def _conquerors_shadow(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    """Conquerors: more than 2 Automa territories with a single token: a toppled Shadow Empire outpost
    on one of them, picked with the priority card's hex diagram."""
    singles = tuple(h.axial for h in snap.hexes if h.controller == "automa" and len(h.outposts) == 1)
    if len(singles) <= 2:
        return _step(Nothing(), [reason(R.INCOME, "civ.conquerors_few_singles", count=len(singles))], _then(cur))
    if hexes.outposts_in_supply(snap, "shadow") == 0:  # as for the topple icon (ruling:tapestry-outpost-supply)
        return _step(Nothing(), [reason(hexes.RULING_SUPPLY, "civ.conquerors_shadow_no_outposts")], _then(cur))
    priority = priority_card(snap, cur)
    assert priority is not None
    pattern = priority.priority_half.hex_pattern
    chosen, tried = hexes.scan(pattern, singles)
    return _step(ShadowOutpost(hex=chosen, pattern=pattern, candidates=singles, tried=tried),
                 [reason(R.INCOME, "civ.conquerors_shadow", hexes=hexes.labels(singles), hex=hexes.hex_label(chosen)),
                  reason(R.HEX_DIAGRAM, "civ.conquerors_diagram", card=priority.id, tried=hexes.labels(tried))],
                 _then(cur))


def _conquerors_vp(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    held = len(snap.controlled("automa"))
    return _step(Score(vp=held, what="civ.conquerors_vp"), [reason(R.INCOME, "civ.conquerors_vp", territories=held,
                                                                    vp=held)], _then(cur))


_VP_ROWS: dict[str, tuple[str, str, tuple[Track, ...]]] = {
    "military_science": ("income.vp_military_science", "military_and_science", ("military", "science")),
    "technology_exploration": ("income.vp_technology_exploration", "technology_and_exploration",
                               ("technology", "exploration")),
}


def _vp(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    """The income mat's VP rows, each × the first uncovered column's value."""
    what = args[0]
    col = income_column(snap)
    mat = income_mat(snap)
    column = reason(R.INCOME, "income.column", column=col + 1, covered=snap.automa.income_mat_cards)
    if what == "territories":
        held, lm = len(snap.controlled("automa")), automa_landmarks(snap)
        m = mat["territories_and_landmarks"][col]
        vp = (held + lm) * m
        return _step(Score(vp=vp, what="income.vp_territories"),
                     [reason(R.INCOME, "income.vp_territories", territories=held, landmarks=lm, multiplier=m, vp=vp),
                      column], _then(cur))
    if what == "first_era":
        n = cur.step
        if snap.human.income_turns >= n:
            return _step(Nothing(), [reason(R.INCOME, "income.era_not_first", number=n)], _then(cur))
        vp = mat["first_to_start_era_vp"][col]
        return _step(Score(vp=vp, what="income.vp_first_era"),
                     [reason(R.INCOME, "income.vp_first_era", number=n, vp=vp), column], _then(cur))
    code, row, tracks = _VP_ROWS[what]
    spaces = sum(snap.automa.tokens.at(t) for t in tracks)
    m = mat[row][col]
    return _step(Score(vp=spaces * m, what=code),
                 [reason(R.INCOME, code, spaces=spaces, multiplier=m, vp=spaces * m), column],
                 _then(cur))


def _add_progress(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    """The level's progress cards onto the decision deck's discard pile."""
    n, deck = cur.step, snap.deck
    k = cards_added(snap.level, n)
    why = reason(RULING_LEVEL_CARDS, "income.cards_source", level=snap.level)
    if k == 0:
        return _step(Nothing(), [reason(R.INCOME, "income.no_cards_added", level=snap.level, number=n), why],
                     _then(cur))
    if deck.physical:
        change = DeckChange(draw=deck.draw, discard=deck.discard, progress=deck.progress, draw_count=deck.draw_count,
                            progress_count=max(deck.progress_count - k, 0), era_cards=deck.era_cards)
        return _step(change, [reason(R.INCOME, "income.cards_added_physical", count=k), why], _then(cur))
    added = deck.progress[:k]
    change = DeckChange(added=added, draw=deck.draw, discard=(*deck.discard, *added), progress=deck.progress[k:],
                        draw_count=deck.draw_count, progress_count=len(deck.progress) - len(added),
                        era_cards=tuple(sorted((*deck.era_cards, *added))))
    return _step(change, [reason(R.INCOME, "income.cards_added", cards=added), why], _then(cur))


def _mat_tapestry(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    covered = snap.automa.income_mat_cards + 1
    return _step(TapestryCard(to_mat=True), [reason(R.INCOME, "income.mat_tapestry", column=covered)], _then(cur))


def _shuffle(snap: TapestrySnapshot, cur: BotCursor, args: list[str]) -> Result:
    """Every card of the decision deck (the pile, the discards, the pair, the cards just added) is
    shuffled into the new deck."""
    deck = snap.deck
    if deck.physical:
        total = deck.era_size + cards_added(snap.level, cur.step)
        change = DeckChange(draw_count=total, progress_count=deck.progress_count, era_cards=deck.era_cards,
                            pair_cleared=True)
        return _step(change, [reason(R.INCOME, "income.shuffle", cards=total)], _then(cur))
    draw, state = rngmod.shuffled(snap.rng, deck.era_cards)
    change = DeckChange(draw=draw, discard=(), progress=deck.progress, draw_count=len(draw),
                        progress_count=deck.progress_count, era_cards=deck.era_cards, pair_cleared=True)
    return _step(change, [reason(R.INCOME, "income.shuffle", cards=len(draw))], _then(cur), rng=state)


_HANDLERS: dict[str, Handler] = {
    "start": _start,
    "draw": _draw,
    "after_draw": _after_draw,
    "advance": _advance,
    "tapestry": _tapestry,
    "tech": _tech,
    "roll": _roll,
    "achievement": _achievement,
    "map": _map,
    "map_achievement": _map_achievement,
    "priority": _priority,
    "you_advance": _you_advance,
    "supply_tapestry": _supply_tapestry,
    "favourite_advance": _favourite_advance,
    "track_advance": _track_advance,
    "favourite": _favourite,
    "civ": _civ,
    "conquerors_conquer": _conquerors_conquer,
    "conquerors_shadow": _conquerors_shadow,
    "conquerors_vp": _conquerors_vp,
    "vp": _vp,
    "add_progress": _add_progress,
    "mat_tapestry": _mat_tapestry,
    "shuffle": _shuffle,
    "end": _end,
}


# -- applying ---------------------------------------------------------------------------------
def apply_action(snap: TapestrySnapshot, action: Action) -> TapestrySnapshot:
    """What a step's action changes on the table."""
    automa, deck = snap.automa, snap.deck
    if isinstance(action, DrawPair):
        pair = (action.track_card.id, action.priority_card.id)
        discard = (*deck.discard, *deck.pair) if deck.pair else deck.discard
        update: dict[str, object] = {"pair": pair, "discard": discard, "draw_count": deck.draw_count - 2}
        if deck.physical:
            update["era_cards"] = tuple(sorted({*deck.era_cards, *pair}))
        else:
            update["draw"] = deck.draw[2:]
        return snap.model_copy(update={"deck": deck.model_copy(update=update)})
    if isinstance(action, Advance):
        tokens = snap.tokens(action.side).moved(action.track, action.dest)
        who = snap.automa if action.side == "automa" else snap.shadow
        new = snap.model_copy(update={action.side: who.model_copy(update={"tokens": tokens})})
        if action.landmark is not None and snap.landmark_owner(action.track, action.dest) is None:
            taken = LandmarkTaken(track=action.track, space=action.dest, owner="automa")
            new = new.model_copy(update={"landmarks": (*snap.landmarks, taken)})
        return new
    if isinstance(action, Score):
        return snap.model_copy(update={"automa": automa.model_copy(update={"vp": automa.vp + action.vp})})
    if isinstance(action, GainAchievement):
        new = snap.model_copy(update={"achievements": (
            *snap.achievements, AchievementTaken(achievement=action.achievement, side=action.side))})
        if action.side == "automa" and action.vp:
            new = new.model_copy(update={"automa": automa.model_copy(update={"vp": automa.vp + action.vp})})
        return new
    if isinstance(action, TapestryCard):
        field = "income_mat_cards" if action.to_mat else "tapestry_cards"
        return snap.model_copy(update={"automa": automa.model_copy(update={field: getattr(automa, field) + 1})})
    if isinstance(action, SetFavourite):
        who = snap.automa if action.side == "automa" else snap.shadow
        return snap.model_copy(update={action.side: who.model_copy(update={"favourite": action.dest})})
    if isinstance(action, DeckChange):
        update = {"draw": action.draw, "discard": action.discard, "progress": action.progress,
                  "draw_count": action.draw_count, "progress_count": action.progress_count,
                  "era_cards": action.era_cards}
        if action.pair_cleared:
            update["pair"] = None
        return snap.model_copy(update={"deck": deck.model_copy(update=update)})
    if isinstance(action, IncomeTurn):
        return snap.model_copy(update={"automa": automa.model_copy(update={"income_turns": action.number})})
    if isinstance(action, IncomePriority):
        if action.physical:
            return snap
        return snap.model_copy(update={"deck": deck.model_copy(update={"progress": action.progress})})
    if isinstance(action, OnMap):
        return hexes.apply_choice(snap, action.choice)
    if isinstance(action, ShadowOutpost):
        placed = tuple(h.model_copy(update={"outposts": (*h.outposts, Outpost(owner="shadow", toppled=True))})
                       if h.axial == tuple(action.hex) else h for h in snap.hexes)
        return snap.model_copy(update={"hexes": placed})
    if isinstance(action, (Nothing, EndTurn, ReplaceTechCards)):
        return snap
    raise IllegalEdit("bots.not_a_bot_action", kind=action.kind)


def apply_step(snap: TapestrySnapshot, step: TapestryStep) -> TapestrySnapshot:
    """Apply a confirmed step: its action, then the cursor and RNG after it; an EndTurn hands the seat
    back to you. A step planned on another table is refused."""
    if next_step(snap) != step:
        raise IllegalEdit("bots.stale_step")
    new = apply_action(snap, step.action)
    if isinstance(step.action, EndTurn):
        turn = new.turn.model_copy(update={"seat": "human", "number": new.turn.number + 1, "cursor": None})
    else:
        turn = new.turn.model_copy(update={"cursor": step.cursor})
    update: dict[str, object] = {"turn": turn}
    if step.rng is not None:
        update["rng"] = step.rng
    return new.model_copy(update=update)


# -- answers ----------------------------------------------------------------------------------
def pair_options(snap: TapestrySnapshot) -> tuple[int, ...]:
    """Cards the table may draw from its physical deck: any card not on the discard pile or the table,
    and a progress card only while the deck can still hold one the app has not seen."""
    deck = snap.deck
    out_of_deck = set(deck.discard) | set(deck.pair or ())
    room = _unseen_progress_room(deck)
    return tuple(c for c in (*STARTING_CARDS, *PROGRESS_CARDS)
                 if c not in out_of_deck and (c in STARTING_CARDS or c in deck.era_cards or room > 0))


def _unseen_progress_room(deck: DeckState) -> int:
    """How many progress cards the app has not seen the table's deck can still hold: the era's cards
    less cards 1-7 and the progress cards already seen."""
    return deck.era_size - len(STARTING_CARDS) - len({c for c in deck.era_cards if c in PROGRESS_CARDS})


def answer(snap: TapestrySnapshot, prompt: TapestryPrompt, ans: Answer) -> TapestrySnapshot:
    """The table's answer: the pair it drew, the science die, the progress card drawn."""
    cur = _cursor(snap)
    q = prompt.question
    if isinstance(q, AskPair):
        if not isinstance(ans, PairAnswer):
            raise IllegalAnswer("bots.wrong_answer", expected="pair")
        pair = (ans.track_card, ans.priority_card)
        if pair[0] == pair[1]:
            raise IllegalAnswer("pair.same_card", card=pair[0])
        options = pair_options(snap)
        for card in pair:
            if card not in options:
                raise IllegalAnswer("pair.not_in_deck", card=card)
        # Two progress cards the app has not seen need room for two in the deck.
        if (pair[0] in PROGRESS_CARDS and pair[1] in PROGRESS_CARDS and not {*pair} & set(snap.deck.era_cards)
                and _unseen_progress_room(snap.deck) < 2):
            raise IllegalAnswer("pair.not_in_deck", card=pair[1])
        return _with_cursor(snap, cur.model_copy(update={"pair": pair}))
    if isinstance(q, AskDie):
        if not isinstance(ans, DieAnswer):
            raise IllegalAnswer("bots.wrong_answer", expected="die")
        if ans.face is not None:
            if q.allowed and ans.face not in q.allowed:
                raise IllegalAnswer("die.not_allowed", face=ans.face, allowed=q.allowed)
            return _with_cursor(snap, cur.model_copy(update={"rolls": (ans.face,)}))
        state, rolls = snap.rng, []
        while True:
            face, state = rngmod.choice(state, TRACKS)
            rolls.append(face)
            if not q.allowed or face in q.allowed:
                break
        new = _with_cursor(snap, cur.model_copy(update={"rolls": tuple(rolls)}))
        return new.model_copy(update={"rng": state})
    if isinstance(q, AskTrap) and q.yours:
        if not isinstance(ans, TrapAnswer):
            raise IllegalAnswer("bots.wrong_answer", expected="trap")
        return _with_cursor(snap, cur.model_copy(update={"your_trap": ans.trap}))
    if isinstance(q, AskPriority):
        if not isinstance(ans, PriorityAnswer):
            raise IllegalAnswer("bots.wrong_answer", expected="priority")
        if ans.card in snap.deck.era_cards:
            raise IllegalAnswer("priority.in_decision_deck", card=ans.card)
        return _with_cursor(snap, cur.model_copy(update={"priority": ans.card}))
    raise IllegalAnswer("bots.not_a_bot_question", kind=q.kind)


def _with_cursor(snap: TapestrySnapshot, cur: BotCursor) -> TapestrySnapshot:
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})})


# -- KONEC HRY --------------------------------------------------------------------------------
def bots_done(snap: TapestrySnapshot) -> bool:
    """The bots took their 5th income turn (KONEC HRY: the game ends as in the base game)."""
    return snap.automa.income_turns >= 5 and snap.turn.cursor is None


def final_scores(snap: TapestrySnapshot) -> tuple[int, int, Literal["human", "automa", "tie"]]:
    """KONEC HRY: only you or the Automa can win; the Shadow Empire takes no part. A tie goes to the
    most resources left (base game); the Automa never has any (ruling:tapestry-tie), so the app says
    "tie" and the table settles it by your resources."""
    human, bot = snap.human.vp, snap.automa.vp
    winner: Literal["human", "automa", "tie"] = "human" if human > bot else "automa" if bot > human else "tie"
    return human, bot, winner

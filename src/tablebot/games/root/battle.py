"""Battle as the Law of Root runs it, with the Law of Rootbotics changes for bots.

Law of Root 4.3: the attacker deals the higher die, the defender the lower; rolled hits are capped
by the roller's warriors in the clearing; a defender with no warriors there is defenceless and
takes one extra hit. Hits remove warriors first; then the owner chooses buildings or tokens.
Each enemy building or token removed scores 1 VP. Law of Rootbotics 1.2.1: a bot removes its
tokens before its buildings, and picks among building types at random.
"""

from __future__ import annotations

from ...core import rng as rngmod
from ...core.reasons import Reason, reason
from ...core.steps import IllegalAnswer
from .actions import (
    ArbiterAnswer,
    AskArbiter,
    AskDice,
    AskRemoval,
    Battle,
    DiceAnswer,
    Removal,
    RemovalAnswer,
    RootPrompt,
)
from .bots.vagabot_state import VagabotBoard
from .common import PendingBattle
from .factions import FACTIONS, Category
from .state import PlaceState, RootSnapshot


def rolled_hits(dice: tuple[int, int]) -> tuple[int, int]:
    """(attacker's roll, defender's roll): the higher die and the lower die."""
    a, b = dice
    for d in dice:
        if not 0 <= d <= 3:
            raise IllegalAnswer("dice.range", die=d)
    return max(a, b), min(a, b)


def hits_dealt(place: PlaceState, attacker: str, defender: str, dice: tuple[int, int],
               vagabond_swords: int | None = None) -> tuple[int, int]:
    """Hits each side deals: rolls capped by warriors (Law of Root 4.3.2), plus the defenceless hit.

    Ruling vagabond-defender: a human Vagabond has no warriors; its cap and defencelessness come
    from the undamaged swords the table enters (Law of Root 9.2.8 / 4.3.2).
    """
    high, low = rolled_hits(dice)
    att_warriors = place.count_category(attacker, Category.WARRIOR)
    if defender == "vagabond":
        swords = vagabond_swords if vagabond_swords is not None else 0
        def_cap, defenceless = swords, swords == 0
    else:
        def_cap = place.count_category(defender, Category.WARRIOR)
        defenceless = def_cap == 0
    att_hits = min(high, att_warriors) + (1 if defenceless else 0)
    def_hits = min(low, def_cap)
    return att_hits, def_hits


def bot_losses(place: PlaceState, faction: str, hits: int, state: int, *, fortified: bool = False
               ) -> tuple[tuple[Removal, ...], int]:
    """A bot takes hits (Law of Root 4.3.3 + Law of Rootbotics 1.2.1).

    Warriors first; then all its tokens there; then buildings, the type drawn at random among
    the types present (seeded). Fortified (Marquise trait): a building needs two hits.
    Returns the removals and the new RNG state.
    """
    cid = int(place.id)
    info = FACTIONS[faction]
    removals: list[Removal] = []
    warriors = place.count_category(faction, Category.WARRIOR)
    take = min(hits, warriors)
    if take:
        removals.append(Removal(faction=faction, piece="warrior", clearing=cid, count=take))
        hits -= take
    for stack in place.stacks:
        if hits <= 0:
            break
        if stack.faction == faction and info.piece(stack.kind).category == Category.TOKEN:
            take = min(hits, stack.count)
            removals.append(Removal(faction=faction, piece=stack.kind, clearing=cid, count=take))
            hits -= take
    buildings = {s.kind: s.count for s in place.stacks
                 if s.faction == faction and info.piece(s.kind).category == Category.BUILDING}
    cost = 2 if fortified else 1
    while hits >= cost and buildings:
        kinds = sorted(buildings)
        kind, state = rngmod.choice(state, kinds) if len(kinds) > 1 else (kinds[0], state)
        removals.append(Removal(faction=faction, piece=kind, clearing=cid, count=1))
        buildings[kind] -= 1
        if buildings[kind] == 0:
            del buildings[kind]
        hits -= cost
    return _merge(removals), state


def human_losses(place: PlaceState, faction: str, hits: int) -> tuple[tuple[Removal, ...], int, tuple[tuple[str, int], ...]]:
    """A human takes hits: warriors go first, automatically. Returns the warrior removals, the hits
    left for buildings and tokens, and the (kind, count) options they could choose from."""
    cid = int(place.id)
    info = FACTIONS[faction]
    removals: list[Removal] = []
    warriors = place.count_category(faction, Category.WARRIOR)
    take = min(hits, warriors)
    if take:
        removals.append(Removal(faction=faction, piece="warrior", clearing=cid, count=take))
        hits -= take
    options = tuple((s.kind, s.count) for s in place.stacks
                    if s.faction == faction and info.piece(s.kind).category in (Category.BUILDING, Category.TOKEN))
    return tuple(removals), min(hits, sum(n for _, n in options)), options


def human_choice_needed(hits: int, options: tuple[tuple[str, int], ...]) -> bool:
    """The table chooses only when the hits cannot take every building and token and there is a
    choice of kinds; otherwise the outcome is forced."""
    total = sum(n for _, n in options)
    return 0 < hits < total and len(options) > 1


def forced_human_removals(place: PlaceState, faction: str, hits: int,
                          options: tuple[tuple[str, int], ...]) -> tuple[Removal, ...]:
    cid = int(place.id)
    out = []
    for kind, n in options:
        if hits <= 0:
            break
        take = min(hits, n)
        out.append(Removal(faction=faction, piece=kind, clearing=cid, count=take))
        hits -= take
    return tuple(out)


def chosen_removals(place: PlaceState, faction: str, hits: int, options: tuple[tuple[str, int], ...],
                    choice: tuple[tuple[str, int], ...]) -> tuple[Removal, ...]:
    """Validate the human's choice: exactly `hits` pieces, each kind within what stands there."""
    available = dict(options)
    if sum(n for _, n in choice) != hits:
        raise IllegalAnswer("removal.wrong_total", hits=hits)
    for kind, n in choice:
        if n < 0 or n > available.get(kind, 0):
            raise IllegalAnswer("removal.not_there", piece=kind)
    cid = int(place.id)
    return tuple(Removal(faction=faction, piece=k, clearing=cid, count=n) for k, n in choice if n > 0)


def vp_for_removals(removals: tuple[Removal, ...], scorer: str) -> int:
    """Law of Root: 1 VP for each enemy building or token removed."""
    return sum(r.count for r in removals if r.faction != scorer
               and FACTIONS[r.faction].piece(r.piece).category in (Category.BUILDING, Category.TOKEN))


def enemy_vp(snap: RootSnapshot, removals: tuple[Removal, ...], scorer: str, reasons: list[Reason]) -> int:
    """VP for the enemy buildings and tokens removed (Law of Root), with the Alliance bot's
    Popularity trait limiting what its sympathy tokens are worth."""
    from .bots import alliance

    plain = tuple(r for r in removals if not (r.faction == "alliance" and r.piece == "sympathy"))
    sympathy, why = alliance.sympathy_vp_for_enemy(snap, removals, scorer)
    if why is not None:
        reasons.append(why)
    if scorer == "alliance":
        sympathy = 0
    return vp_for_removals(plain, scorer) + sympathy


def _merge(removals: list[Removal]) -> tuple[Removal, ...]:
    merged: dict[tuple[str, str, int], int] = {}
    for r in removals:
        key = (r.faction, r.piece, r.clearing)
        merged[key] = merged.get(key, 0) + r.count
    return tuple(Removal(faction=f, piece=p, clearing=c, count=n) for (f, p, c), n in merged.items())


# -- one battle, whoever fights it ------------------------------------------------------------
def _warrior_cap(place: PlaceState, faction: str) -> int:
    return place.count_category(faction, Category.WARRIOR)


def _vagabot_board(snap: RootSnapshot, faction: str) -> VagabotBoard | None:
    board = snap.faction(faction).board
    return board if isinstance(board, VagabotBoard) else None


def max_rolled_hits(snap: RootSnapshot, faction: str, clearing: int, vagabond_swords: int | None = None) -> int:
    """Law of Root 4.3.2.I: rolled hits are capped by warriors in the clearing; the Vagabot's cap
    is its battle track (7.2.4); a human Vagabond's is its undamaged swords (entered at the table)."""
    vb = _vagabot_board(snap, faction)
    if vb is not None:
        return vb.max_hits
    if faction == "vagabond":
        return vagabond_swords or 0
    return _warrior_cap(snap.place(clearing), faction)


def is_defenceless(snap: RootSnapshot, faction: str, clearing: int, vagabond_swords: int | None = None) -> bool:
    """Law of Root 4.3.2.III. Ruling vagabond-defender: a Vagabond (human or bot) is defenceless
    with no undamaged swords / no undamaged items."""
    vb = _vagabot_board(snap, faction)
    if vb is not None:
        return vb.undamaged == 0
    if faction == "vagabond":
        return (vagabond_swords or 0) == 0
    return _warrior_cap(snap.place(clearing), faction) == 0


def arbiter_in(snap: RootSnapshot, pb: PendingBattle) -> str | None:
    """The Arbiter Vagabot (7.7.6) if it stands in the battle's clearing and is not fighting."""
    for f in snap.factions:
        vb = _vagabot_board(snap, f.id)
        if (vb is not None and vb.character == "arbiter" and f.id not in (pb.attacker, pb.defender)
                and snap.place(pb.clearing).count(f.id, "pawn")):
            return f.id
    return None


def bot_enlists_arbiter(snap: RootSnapshot, pb: PendingBattle, arbiter: str) -> bool:
    """7.7.6: a defending bot enlists the Arbiter when its max rolled hits are below 3, below the
    number of its enemy's pieces in this battle, and it has more VP than the Arbiter."""
    cap = max_rolled_hits(snap, pb.defender, pb.clearing, pb.vagabond_swords)
    enemy_pieces = snap.place(pb.clearing).count(pb.attacker)
    return cap < 3 and cap < enemy_pieces and snap.faction(pb.defender).vp > snap.faction(arbiter).vp


def damage_vagabot(board: VagabotBoard, hits: int) -> tuple[VagabotBoard, int]:
    """7.2.5: damage exhausted items first, then face-up ones. Returns the board and items damaged."""
    exhausted = min(hits, board.exhausted)
    ready = min(hits - exhausted, board.ready)
    new = board.model_copy(update={
        "exhausted": board.exhausted - exhausted, "damaged_exhausted": board.damaged_exhausted + exhausted,
        "ready": board.ready - ready, "damaged_ready": board.damaged_ready + ready,
    })
    return new, exhausted + ready


def crackdown(snap: RootSnapshot, removals: tuple[Removal, ...]) -> tuple[Removal, ...]:
    """6.2.4 Crackdown: when an Automated Alliance base is removed, all sympathy in clearings of the
    base's suit goes too. Returns the extra removals."""
    alliance = snap.faction("alliance") if snap.has_faction("alliance") else None
    if alliance is None or alliance.bot is None:
        return ()
    from .rules import board_of

    board = board_of(snap)
    suits = {FACTIONS["alliance"].piece(r.piece).suit for r in removals
             if r.faction == "alliance" and r.piece.startswith("base_")}
    out = []
    for place in snap.clearings():
        cid = int(place.id)
        if board.clearing(cid).suit in suits and place.count("alliance", "sympathy"):
            already = sum(r.count for r in removals if r.clearing == cid and r.piece == "sympathy"
                          and r.faction == "alliance")
            left = place.count("alliance", "sympathy") - already
            if left > 0:
                out.append(Removal(faction="alliance", piece="sympathy", clearing=cid, count=left))
    return tuple(out)


def _losses(snap: RootSnapshot, faction: str, clearing: int, hits: int, state: int,
            choice: tuple[tuple[str, int], ...] | None, reasons: list[Reason]
            ) -> tuple[tuple[Removal, ...], VagabotBoard | None, int, AskRemoval | None]:
    """Who takes `hits` and how: bots by 1.2.1 (the Vagabot by 7.2.5), humans warriors first then
    their choice (asked only when it is a real choice), a human Vagabond not at all (the table
    damages its items)."""
    place = snap.place(clearing)
    state_f = snap.faction(faction)
    if hits <= 0:
        return (), None, state, None
    vb = _vagabot_board(snap, faction)
    if vb is not None:
        new, n = damage_vagabot(vb, hits)
        reasons.append(reason("7.2.5", "battle.vagabot_damage", items=n))
        return (), new, state, None
    if faction == "vagabond":
        reasons.append(reason("law:4.3.3", "battle.vagabond_damage", items=hits))
        return (), None, state, None
    if state_f.bot is not None:
        lost, state = bot_losses(place, faction, hits, state, fortified="fortified" in state_f.bot.traits
                                 and state_f.bot.bot == "mechanical_marquise_2")
        reasons.append(reason("1.2.1", "battle.bot_losses", faction=faction))
        return lost, None, state, None
    warriors, left, options = human_losses(place, faction, hits)
    if left and human_choice_needed(left, options):
        if choice is None:
            return warriors, None, state, AskRemoval(battle=_placeholder_battle(), faction=faction, hits=left,
                                                     options=options)
        return warriors + chosen_removals(place, faction, left, options, choice), None, state, None
    return warriors + forced_human_removals(place, faction, left, options), None, state, None


def _placeholder_battle() -> PendingBattle:
    return PendingBattle(clearing=1, attacker="", defender="")


def resolve_battle(snap: RootSnapshot, pb: PendingBattle) -> tuple[Battle, int, tuple[Reason, ...]] | RootPrompt:
    """Resolve a declared battle whose dice are known: hits, losses on both sides, VP, and the
    abilities that change them (Automated Ambush 6.2.2, the Vagabot 7.2.4-7.2.5 and 7.5.4, the
    Arbiter 7.7.6, Crackdown 6.2.4, the Marquise's Fortified and Hospitals traits).

    Returns the Battle action, the new RNG state and the reasons; or the prompt the table must
    answer first (the Arbiter for a human defender, the human's choice of losses)."""
    assert pb.dice is not None
    reasons: list[Reason] = []
    arbiter = arbiter_in(snap, pb)
    enlisted = False
    if arbiter is not None:
        if snap.faction(pb.defender).is_bot:
            enlisted = bot_enlists_arbiter(snap, pb, arbiter)
        elif pb.arbiter is None:
            return RootPrompt(actor=pb.attacker, question=AskArbiter(battle=pb, arbiter=arbiter),
                              reasons=(reason("7.7.6", "battle.arbiter_ask", arbiter=arbiter),))
        else:
            enlisted = pb.arbiter
    from .bots import alliance  # the Alliance bot's battle traits; imported here: it imports this module

    high, low, veterans = alliance.battle_rolls(snap, pb)
    if veterans is not None:
        reasons.append(veterans)
    att_cap = max_rolled_hits(snap, pb.attacker, pb.clearing)
    def_cap = max_rolled_hits(snap, pb.defender, pb.clearing, pb.vagabond_swords)
    arbiter_vp: tuple[tuple[str, int], ...] = ()
    if enlisted and arbiter is not None:
        arb_board = _vagabot_board(snap, arbiter)
        bonus = arb_board.track if arb_board is not None else 0
        def_cap += bonus
        arbiter_vp = ((arbiter, 1),)
        reasons.append(reason("7.7.6", "battle.arbiter_enlisted", arbiter=arbiter, bonus=bonus))
    att_hits = min(high, att_cap) + pb.extra_hits
    att_vb = _vagabot_board(snap, pb.attacker)
    if att_vb is not None and att_vb.extra_attack_hit:
        att_hits += 1
        reasons.append(reason("7.2.4", "battle.vagabot_twelfth_item"))
    if is_defenceless(snap, pb.defender, pb.clearing, pb.vagabond_swords):
        att_hits += 1
        reasons.append(reason("law:4.3.2", "battle.defenceless", defender=pb.defender))
    def_hits = min(low, def_cap)
    def_state = snap.faction(pb.defender)
    ambush, why = alliance.ambush_hit(snap, pb)
    if ambush:
        def_hits += ambush
        reasons.append(why)  # type: ignore[arg-type]
    reasons.insert(0, reason("law:4.3.2", "battle.hits", attacker=pb.attacker, dice=pb.dice, attacker_hits=att_hits,
                             defender_hits=def_hits,
                             rolled="app" if pb.rolled_by_app else "table"))

    state = snap.rng
    d_removed, d_board, state, ask = _losses(snap, pb.defender, pb.clearing, att_hits, state,
                                             pb.defender_choice, reasons)
    if ask is not None:
        return RootPrompt(actor=pb.attacker, question=ask.model_copy(update={"battle": pb}),
                          reasons=(reason("law:4.3.3", "battle.defender_chooses", hits=ask.hits),))
    a_removed, a_board, state, _ = _losses(snap, pb.attacker, pb.clearing, def_hits, state, None, reasons)
    removals = d_removed + a_removed
    extra = crackdown(snap, removals)
    if extra:
        reasons.append(reason("6.2.4", "battle.crackdown"))
    vp: dict[str, int] = {}
    for scorer, victims in ((pb.attacker, d_removed), (pb.defender, a_removed)):
        if scorer != "vagabond" or snap.faction(scorer).is_bot:
            points = enemy_vp(snap, victims, scorer, reasons)
            if points:
                vp[scorer] = vp.get(scorer, 0) + points
    if att_vb is not None:
        # 7.5.4: the Vagabot scores 1 VP per enemy warrior it removes (as attacker only).
        killed = sum(r.count for r in d_removed if r.piece == "warrior")
        if killed:
            vp[pb.attacker] = vp.get(pb.attacker, 0) + killed
            reasons.append(reason("7.5.4", "battle.vagabot_warrior_vp", vp=killed))
    for f, n in arbiter_vp:
        vp[f] = vp.get(f, 0) + n
    placements: list[tuple[str, str, int, int]] = []
    if def_state.bot is not None and def_state.bot.bot == "mechanical_marquise_2" and \
            "hospitals" in def_state.bot.traits:
        lost = sum(r.count for r in a_removed + d_removed if r.faction == pb.defender and r.piece == "warrior")
        keep = next((int(p.id) for p in snap.clearings() if p.count("marquise", "keep")), None)
        if lost >= 2 and keep is not None:
            n = 2 if def_state.bot.printing == "original_2020" else 1
            on_board = snap.on_board("marquise", "warrior") - lost
            n = min(n, FACTIONS["marquise"].piece("warrior").supply - on_board)
            if n > 0:
                placements.append(("marquise", "warrior", keep, n))
                reasons.append(reason("trait:hospitals", "battle.hospitals", clearing=keep, count=n))
    boards = tuple((f, b) for f, b in ((pb.defender, d_board), (pb.attacker, a_board)) if b is not None)
    action = Battle(clearing=pb.clearing, attacker=pb.attacker, defender=pb.defender, dice=pb.dice,
                    rolled_by_app=pb.rolled_by_app, attacker_hits=att_hits, defender_hits=def_hits,
                    removals=removals + extra, vp=tuple(sorted(vp.items())), placements=tuple(placements),
                    boards=boards)
    return action, state, tuple(reasons)


def answer_battle_question(snap: RootSnapshot, question: AskDice | AskRemoval | AskArbiter,
                           ans: DiceAnswer | RemovalAnswer | ArbiterAnswer) -> tuple[PendingBattle, int]:
    """Fold the table's answer into the pending battle: dice (or the app's seeded roll), the human's
    choice of losses, or the Arbiter's enlistment. Returns the battle and the new RNG state."""
    pb = question.battle
    state = snap.rng
    match question, ans:
        case AskDice(), DiceAnswer(dice=dice, vagabond_swords=swords):
            rolled = False
            if dice is None:
                a, state = rngmod.randbelow(state, 4)
                b, state = rngmod.randbelow(state, 4)
                dice, rolled = (a, b), True
            rolled_hits(dice)  # validates the range
            if swords is not None and not 0 <= swords <= 20:
                raise IllegalAnswer("dice.swords_range", swords=swords)
            return pb.model_copy(update={"dice": dice, "rolled_by_app": rolled, "vagabond_swords": swords}), state
        case AskRemoval(hits=hits, options=options, faction=faction), RemovalAnswer(choice=choice):
            chosen_removals(snap.place(pb.clearing), faction, hits, options, choice)
            return pb.model_copy(update={"defender_choice": choice}), state
        case AskArbiter(), ArbiterAnswer(enlist=enlist):
            return pb.model_copy(update={"arbiter": enlist}), state
    raise IllegalAnswer("answer.wrong_kind", question=question.kind, answer=ans.kind)

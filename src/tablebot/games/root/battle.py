"""Battle as the Law of Root runs it, with the Law of Rootbotics changes for bots.

Law of Root 4.3: the attacker deals the higher die, the defender the lower; rolled hits are capped
by the roller's warriors in the clearing; a defender with no warriors there is defenceless and
takes one extra hit. Hits remove warriors first; then the owner chooses buildings or tokens.
Each enemy building or token removed scores 1 VP, whoever removes it (removal_vp, with War Tax).
Law of Rootbotics 1.2.1: a bot removes its tokens before its buildings, and picks among building
types at random. A human faction keeps its own Law of Root battle abilities (HUMAN_BATTLE_ABILITIES).
A bot's own battle abilities live in its module and are called through bots/hooks.py (attack_bonus,
defence_bonus, take_hits, after_removal...): this module never names a bot.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...core import rng as rngmod
from ...core.reasons import Reason, reason
from ...core.steps import IllegalAnswer
from . import services
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
from .bots import hooks
from .common import PendingBattle
from .factions import FACTIONS, Category
from .service_effects import SELLER
from .state import BotBoard, PlaceState, RootSnapshot

RULING_HUMAN_ABILITIES = "ruling:human-battle-abilities"
RULING_HUMAN_ARBITER = "ruling:human-arbiter"


@dataclass(frozen=True)
class BattleAbilities:
    """What a human faction's Law of Root abilities change in a battle a bot fights with it: one
    entry per faction, so a faction that joins (the Corvids' Embedded Agents, say: an extra hit
    defending where a plot token stands) adds its data here and the battle code reads it."""

    defends_with_higher_roll: bool = False
    """Guerrilla War: as defender it deals the higher roll, the attacker the lower."""
    hit_cap: Literal["warriors", "swords"] = "warriors"
    """What caps its rolled hits (Law of Root 4.3.2.I); the Vagabond's undamaged swords."""
    defence_hit_with_token: str | None = None
    """A token whose presence in the clearing adds one hit when it defends (none in the base game)."""
    rule: str = ""
    """The Law of Root rule the reason cites."""


HUMAN_BATTLE_ABILITIES: dict[str, BattleAbilities] = {
    # Field Hospitals is paid with a card from the hand: the table does it, it changes no hits.
    "marquise": BattleAbilities(),
    # Lords of the Forest is about rule (rules.ruler), not hits.
    "eyrie": BattleAbilities(),
    "alliance": BattleAbilities(defends_with_higher_roll=True, rule="law:8.2.2"),
    "vagabond": BattleAbilities(hit_cap="swords", rule="law:9.2.8"),
    # Revenge sends the Cult's removed warriors to its acolytes: the table's board, not the hits.
    "lizards": BattleAbilities(),
    # The Price of Failure costs the Duchy's own crowns and cards: no hits change.
    "duchy": BattleAbilities(),
    # The Riverfolk Company's hits are plain; its Mercenaries are a service (9.2.3 III), not an ability.
    "riverfolk": BattleAbilities(),
    # Embedded Agents (Law of Root, the Corvid Conspiracy; 11.2.2 for the bot): an extra hit as
    # defender where a face-down plot stands, even defenceless.
    "corvids": BattleAbilities(defence_hit_with_token="plot", rule="law:Embedded Agents"),
}


def human_abilities(snap: RootSnapshot, faction: str) -> BattleAbilities:
    """The Law of Root battle abilities of a faction a human plays (a bot's come from its own rules)."""
    if snap.faction(faction).is_bot:
        return BattleAbilities()
    return HUMAN_BATTLE_ABILITIES.get(faction, BattleAbilities())


def rolled_hits(dice: tuple[int, int]) -> tuple[int, int]:
    """(attacker's roll, defender's roll): the higher die and the lower die."""
    a, b = dice
    for d in dice:
        if not 0 <= d <= 3:
            raise IllegalAnswer("dice.range", die=d)
    return max(a, b), min(a, b)


def bot_losses(place: PlaceState, faction: str, hits: int, state: int, *, building_hits: int = 1
               ) -> tuple[tuple[Removal, ...], int]:
    """A bot takes hits (Law of Root 4.3.3 + Law of Rootbotics 1.2.1).

    Warriors first; then all its tokens there; then buildings, the type drawn at random among
    the types present (seeded). `building_hits`: what one building costs (bot_building_hits: the
    Marquise's Fortified trait makes it two). Returns the removals and the new RNG state.
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
    cost = building_hits
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
    """VP for the enemy buildings and tokens removed (Law of Root); a bot may say what its own
    pieces are worth to an enemy (hook removal_worth: the Alliance bot's Popularity)."""
    total = 0
    owners = dict.fromkeys(r.faction for r in removals if r.faction != scorer)
    for owner in owners:
        own = tuple(r for r in removals if r.faction == owner)
        worth = hooks.bot_hook(snap, owner, "removal_worth")
        if worth is None:
            total += vp_for_removals(own, scorer)
            continue
        points, why = worth(snap, own, scorer)
        if why is not None:
            reasons.append(why)
        total += points
    return total


def removal_penalties(snap: RootSnapshot, removals: tuple[Removal, ...], remover: str, reasons: list[Reason]
                      ) -> dict[str, int]:
    """The VP each owner loses because this bot removed its pieces (hook removal_penalties: the
    Electric Eyrie's War Tax)."""
    hook = hooks.bot_hook(snap, remover, "removal_penalties")
    return hook(snap, remover, removals, reasons) if hook is not None else {}


def bot_building_hits(snap: RootSnapshot, faction: str) -> int:
    """Hits one of a bot's buildings takes (1; the Marquise's Fortified trait: 2)."""
    hook = hooks.bot_hook(snap, faction, "building_hits")
    return hook(snap, faction) if hook is not None else 1


def removal_vp(snap: RootSnapshot, removals: tuple[Removal, ...], remover: str, reasons: list[Reason]
               ) -> dict[str, int]:
    """Every VP change a faction's removal of pieces makes, in or out of battle: 1 VP to the remover
    per enemy building or token (Law of Root 3.2.1; Popularity limits sympathy) and War Tax's loss
    to each owner. One function for battles, Relentless, the Rogue and the Marksman."""
    vp: dict[str, int] = {}
    points = enemy_vp(snap, removals, remover, reasons)
    if points:
        vp[remover] = points
    for owner, n in removal_penalties(snap, removals, remover, reasons).items():
        vp[owner] = vp.get(owner, 0) - n
    return vp


def _merge(removals: list[Removal]) -> tuple[Removal, ...]:
    merged: dict[tuple[str, str, int | str], int] = {}
    for r in removals:
        key = (r.faction, r.piece, r.clearing)
        merged[key] = merged.get(key, 0) + r.count
    return tuple(Removal(faction=f, piece=p, clearing=c, count=n) for (f, p, c), n in merged.items())


# -- one battle, whoever fights it ------------------------------------------------------------
def _warrior_cap(place: PlaceState, faction: str) -> int:
    return place.count_category(faction, Category.WARRIOR)


def max_rolled_hits(snap: RootSnapshot, faction: str, clearing: int, vagabond_swords: int | None = None) -> int:
    """Law of Root 4.3.2.I: rolled hits are capped by warriors in the clearing; a bot may have its
    own cap (hook hit_cap: the Vagabot's battle track, 7.2.4); a human Vagabond's is its undamaged
    swords (entered at the table)."""
    hook = hooks.bot_hook(snap, faction, "hit_cap")
    cap = hook(snap, faction, clearing) if hook is not None else None
    if cap is not None:
        return int(cap)
    if human_abilities(snap, faction).hit_cap == "swords":
        return vagabond_swords or 0
    return _warrior_cap(snap.place(clearing), faction)


def is_defenceless(snap: RootSnapshot, faction: str, clearing: int, vagabond_swords: int | None = None) -> bool:
    """Law of Root 4.3.2.III. Ruling vagabond-defender: a Vagabond (human or bot) is defenceless
    with no undamaged swords / no undamaged items (hook defenceless)."""
    hook = hooks.bot_hook(snap, faction, "defenceless")
    answer = hook(snap, faction, clearing) if hook is not None else None
    if answer is not None:
        return bool(answer)
    if human_abilities(snap, faction).hit_cap == "swords":
        return (vagabond_swords or 0) == 0
    return _warrior_cap(snap.place(clearing), faction) == 0


def arbiter_in(snap: RootSnapshot, pb: PendingBattle) -> str | None:
    """Who may be enlisted as Arbiter (7.7.6) in this battle: a bot that says it may (hook
    arbiter_bonus: the Arbiter Vagabot), or a human Vagabond (the app does not know a human's
    character: the table is asked), standing in the battle's clearing and not fighting."""
    for f in snap.factions:
        if f.id in (pb.attacker, pb.defender) or not snap.place(pb.clearing).count(f.id, "pawn"):
            continue
        if not f.is_bot or _bot_arbiter_bonus(snap, f.id) is not None:
            return f.id
    return None


def _asks_arbiter(snap: RootSnapshot, pb: PendingBattle, arbiter: str) -> bool:
    """Whether the table is asked about the Arbiter: a human defender decides itself; a defending
    bot that would enlist a human Vagabond (7.7.6 I-III) asks whether it is the Arbiter, and its
    undamaged swords (ruling human-arbiter)."""
    if not snap.faction(pb.defender).is_bot:
        return True
    return not snap.faction(arbiter).is_bot and bot_enlists_arbiter(snap, pb, arbiter)


def bot_enlists_arbiter(snap: RootSnapshot, pb: PendingBattle, arbiter: str) -> bool:
    """7.7.6: a defending bot enlists the Arbiter when its max rolled hits are below 3, below the
    number of its enemy's pieces in this battle, and it has more VP than the Arbiter."""
    cap = max_rolled_hits(snap, pb.defender, pb.clearing, pb.vagabond_swords)
    enemy_pieces = snap.place(pb.clearing).count(pb.attacker)
    return cap < 3 and cap < enemy_pieces and snap.faction(pb.defender).vp > snap.faction(arbiter).vp


def _bot_arbiter_bonus(snap: RootSnapshot, faction: str) -> int | None:
    hook = hooks.bot_hook(snap, faction, "arbiter_bonus")
    return hook(snap, faction) if hook is not None else None


def bot_takes_hits(snap: RootSnapshot, faction: str, clearing: int, hits: int, state: int, reasons: list[Reason]
                   ) -> tuple[tuple[Removal, ...], BotBoard | None, int]:
    """A bot takes hits: its own way (hook take_hits: the Vagabot's items 7.2.5), else 1.2.1.
    Returns the removals, its changed board and the new RNG state."""
    hook = hooks.bot_hook(snap, faction, "take_hits")
    taken = hook(snap.model_copy(update={"rng": state}), faction, clearing, hits, reasons) if hook else None
    if taken is not None:
        removals, board = taken
        return tuple(removals), board, state
    lost, state = bot_losses(snap.place(clearing), faction, hits, state,
                             building_hits=bot_building_hits(snap, faction))
    reasons.append(reason("1.2.1", "battle.bot_losses", faction=faction))
    return lost, None, state


def _losses(snap: RootSnapshot, faction: str, clearing: int, hits: int, state: int,
            choice: tuple[tuple[str, int], ...] | None, reasons: list[Reason]
            ) -> tuple[tuple[Removal, ...], BotBoard | None, int, AskRemoval | None]:
    """Who takes `hits` and how: bots by 1.2.1 or their own take_hits hook, humans warriors first
    then their choice (asked only when it is a real choice), a human Vagabond not at all (the table
    damages its items)."""
    place = snap.place(clearing)
    state_f = snap.faction(faction)
    if hits <= 0:
        return (), None, state, None
    if state_f.bot is not None:
        lost, board, state = bot_takes_hits(snap, faction, clearing, hits, state, reasons)
        return lost, board, state, None
    if faction == "vagabond":
        reasons.append(reason("law:4.3.3", "battle.vagabond_damage", items=hits))
        return (), None, state, None
    warriors, left, options = human_losses(place, faction, hits)
    if left and human_choice_needed(left, options):
        if choice is None:
            return warriors, None, state, AskRemoval(battle=_placeholder_battle(), faction=faction, hits=left,
                                                     options=options)
        return warriors + chosen_removals(place, faction, left, options, choice), None, state, None
    return warriors + forced_human_removals(place, faction, left, options), None, state, None


def _placeholder_battle() -> PendingBattle:
    return PendingBattle(clearing=1, attacker="", defender="")


def hits_reason(pb: PendingBattle, att_hits: int, def_hits: int) -> Reason:
    """The battle's deciding line: the dice and the hits each side deals, naming both."""
    assert pb.dice is not None
    return reason("law:4.3.2", "battle.hits", dice=pb.dice, attacker=pb.attacker, defender=pb.defender,
                  attacker_hits=att_hits, defender_hits=def_hits, rolled="app" if pb.rolled_by_app else "table")


def ask_before_dice(snap: RootSnapshot, pb: PendingBattle, actor: str | None = None) -> RootPrompt:
    """What a declared battle asks before anything is rolled: 7.7.6, the defender decides whether
    to enlist an Arbiter standing there "before rolling" (a human defender is asked; a defending
    bot decides by 7.7.6 and the table sees it with the dice question); then the dice."""
    who = actor or pb.attacker
    arbiter = arbiter_in(snap, pb)
    reasons = list(pb.reasons)
    if arbiter is not None:
        if _asks_arbiter(snap, pb, arbiter):
            if pb.arbiter is None:
                if snap.faction(pb.defender).is_bot:
                    why = [reason("7.7.6", "battle.arbiter_human_ask", defender=pb.defender, arbiter=arbiter),
                           reason(RULING_HUMAN_ARBITER, "battle.arbiter_human_reading")]
                else:
                    why = [reason("7.7.6", "battle.arbiter_ask", arbiter=arbiter)]
                return RootPrompt(actor=who, question=AskArbiter(battle=pb, arbiter=arbiter),
                                  reasons=(*reasons, *why))
            if pb.arbiter:
                reasons.append(_enlisted_reason(snap, pb, arbiter))
        elif snap.faction(pb.defender).is_bot and bot_enlists_arbiter(snap, pb, arbiter):
            reasons.append(_enlisted_reason(snap, pb, arbiter))
    return RootPrompt(actor=who, question=AskDice(battle=pb), reasons=tuple(reasons))


def _enlisted_reason(snap: RootSnapshot, pb: PendingBattle, arbiter: str) -> Reason:
    return reason("7.7.6", "battle.arbiter_enlisted", arbiter=arbiter, bonus=_arbiter_bonus(snap, pb, arbiter))


def _arbiter_bonus(snap: RootSnapshot, pb: PendingBattle, arbiter: str) -> int:
    """7.7.6: a bot Arbiter adds what its hook says (the Vagabot: the items on its battle track); a
    human Vagabond its undamaged swords (Law of Root), which the table entered with its answer."""
    bonus = _bot_arbiter_bonus(snap, arbiter) if snap.faction(arbiter).is_bot else None
    return bonus if bonus is not None else (pb.vagabond_swords or 0)


def resolve_battle(snap: RootSnapshot, pb: PendingBattle) -> tuple[Battle, int, tuple[Reason, ...]] | RootPrompt:
    """Resolve a declared battle: hits, losses on both sides, VP, and the abilities that change
    them: the bots' own through their hooks (defence_rolls, hit_cap, arbiter_bonus, attack_bonus,
    defenceless, defence_bonus, take_hits, after_removal, attack_vp, after_defence; see
    bots/hooks.py), the human factions' Law of Root abilities from HUMAN_BATTLE_ABILITIES.

    Returns the Battle action, the new RNG state and the reasons; or the prompt the table must
    answer first (the Arbiter and the dice, ask_before_dice; the human's choice of losses)."""
    arbiter = arbiter_in(snap, pb)
    asked = arbiter is not None and _asks_arbiter(snap, pb, arbiter)
    if pb.dice is None or (asked and pb.arbiter is None):
        return ask_before_dice(snap, pb)
    reasons: list[Reason] = []
    enlisted = False
    if arbiter is not None:
        enlisted = bool(pb.arbiter) if asked else (snap.faction(pb.defender).is_bot
                                                   and bot_enlists_arbiter(snap, pb, arbiter))
    assert pb.dice is not None
    high, low = rolled_hits(pb.dice)
    own_rolls = hooks.bot_hook(snap, pb.defender, "defence_rolls")
    if own_rolls is not None:
        high, low, why = own_rolls(snap, pb)
        if why is not None:
            reasons.append(why)
    defending = human_abilities(snap, pb.defender)
    if defending.defends_with_higher_roll:
        high, low = low, high
        reasons.append(reason(defending.rule, "battle.guerrilla_war", defender=pb.defender))
        reasons.append(reason(RULING_HUMAN_ABILITIES, "battle.human_abilities"))
    att_cap = max_rolled_hits(snap, pb.attacker, pb.clearing)
    def_cap = max_rolled_hits(snap, pb.defender, pb.clearing, pb.vagabond_swords)
    # 9.2.3 III Mercenaries: the buyer's rolled hits are capped by its warriors and the Riverfolk's.
    att_hired = services.mercenary_warriors(snap, pb.attacker, pb.defender, pb.clearing)
    def_hired = services.mercenary_warriors(snap, pb.defender, pb.attacker, pb.clearing)
    att_cap += att_hired
    def_cap += def_hired
    reasons += [services.mercenaries_reason(f, pb.clearing, n)
                for f, n in ((pb.attacker, att_hired), (pb.defender, def_hired)) if n]
    arbiter_vp: tuple[tuple[str, int], ...] = ()
    if enlisted and arbiter is not None:
        def_cap += _arbiter_bonus(snap, pb, arbiter)
        arbiter_vp = ((arbiter, 1),)
        reasons.append(_enlisted_reason(snap, pb, arbiter))
    att_hits = min(high, att_cap) + pb.extra_hits
    bonus = hooks.bot_hook(snap, pb.attacker, "attack_bonus")
    if bonus is not None:
        n, why = bonus(snap, pb)
        att_hits += n
        reasons.extend(why)
    if is_defenceless(snap, pb.defender, pb.clearing, pb.vagabond_swords) and not def_hired:
        att_hits += 1
        reasons.append(reason("law:4.3.2", "battle.defenceless", defender=pb.defender))
    def_hits = min(low, def_cap)
    bonus = hooks.bot_hook(snap, pb.defender, "defence_bonus")
    if bonus is not None:
        n, why = bonus(snap, pb)
        def_hits += n
        reasons.extend(why)
    token = defending.defence_hit_with_token
    if token is not None and snap.place(pb.clearing).count(pb.defender, token):
        def_hits += 1
        reasons.append(reason(defending.rule, "battle.defence_token_hit", defender=pb.defender, piece=token))
    reasons.insert(0, hits_reason(pb, att_hits, def_hits))

    state = snap.rng
    # 9.2.3 III: a side with Mercenaries splits the hits it takes with the Riverfolk warriors.
    att_hits_own, d_hired = _mercenaries_take(snap, pb.defender, pb.clearing, att_hits, def_hired, None, reasons)
    def_hits_own, a_hired = _mercenaries_take(snap, pb.attacker, pb.clearing, def_hits, att_hired,
                                              pb.mercenary_hits, reasons)
    d_removed, d_board, state, ask = _losses(snap, pb.defender, pb.clearing, att_hits_own, state,
                                             pb.defender_choice, reasons)
    if ask is not None:
        return RootPrompt(actor=pb.attacker, question=ask.model_copy(update={"battle": pb}),
                          reasons=(reason("law:4.3.3", "battle.defender_chooses", hits=ask.hits),))
    a_removed, a_board, state, _ = _losses(snap, pb.attacker, pb.clearing, def_hits_own, state, None, reasons)
    d_removed += d_hired
    a_removed += a_hired
    removals = d_removed + a_removed
    effects = hooks.removal_effects(snap, removals)
    reasons.extend(effects.reasons)
    vp: dict[str, int] = {}
    # Law of Root 3.2.1: whoever removes enemy buildings and tokens scores them, attacker or
    # defender, bot or human (a human Vagabond too); War Tax follows the Eyrie's removals.
    for remover, victims in ((pb.attacker, d_removed), (pb.defender, a_removed)):
        for f, n in removal_vp(snap, victims, remover, reasons).items():
            vp[f] = vp.get(f, 0) + n
    attack_vp = hooks.bot_hook(snap, pb.attacker, "attack_vp")
    if attack_vp is not None:
        points, why = attack_vp(snap, pb, d_removed)
        if points:
            vp[pb.attacker] = vp.get(pb.attacker, 0) + points
        reasons.extend(why)
    for f, n in arbiter_vp:
        vp[f] = vp.get(f, 0) + n
    placements: tuple[tuple[str, str, int, int], ...] = ()
    defended = hooks.bot_hook(snap, pb.defender, "after_defence")
    if defended is not None:
        placements, why = defended(snap, pb.defender, pb.clearing, d_removed)
        reasons.extend(why)
    boards = tuple((f, b) for f, b in ((pb.defender, d_board), (pb.attacker, a_board)) if b is not None)
    action = Battle(clearing=pb.clearing, attacker=pb.attacker, defender=pb.defender, dice=pb.dice,
                    rolled_by_app=pb.rolled_by_app, attacker_hits=att_hits, defender_hits=def_hits,
                    removals=removals + effects.extra_removals, vp=tuple(sorted((f, n) for f, n in vp.items() if n)),
                    placements=tuple(placements), boards=boards + effects.boards)
    return action, state, tuple(reasons)


def _mercenaries_take(snap: RootSnapshot, faction: str, clearing: int, hits: int, hired: int,
                      riverfolk_hits: int | None, reasons: list[Reason]) -> tuple[int, tuple[Removal, ...]]:
    """(hits left for the faction's own pieces, the Riverfolk warriors removed) when it has
    Mercenaries here (9.2.3 III: hits split evenly; services.split_hits)."""
    if not hired or hits <= 0:
        return hits, ()
    own, rf = services.split_hits(hits, services.own_pieces(snap, faction, clearing), hired, riverfolk_hits)
    reasons.append(services.split_reason(faction, own, rf))
    if riverfolk_hits is None and hits % 2:
        reasons.append(reason(services.RULING_SPLIT, "services.split_reading"))
    removed = (Removal(faction=SELLER, piece="warrior", clearing=clearing, count=rf),) if rf else ()
    return own, removed


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
            if swords is None:  # a human Arbiter's swords, entered with its answer, stay
                swords = pb.vagabond_swords
            return pb.model_copy(update={"dice": dice, "rolled_by_app": rolled, "vagabond_swords": swords}), state
        case AskRemoval(hits=hits, options=options, faction=faction), RemovalAnswer(choice=choice):
            chosen_removals(snap.place(pb.clearing), faction, hits, options, choice)
            return pb.model_copy(update={"defender_choice": choice}), state
        case AskArbiter(), ArbiterAnswer(enlist=enlist, swords=swords):
            if swords is not None and not 0 <= swords <= 20:
                raise IllegalAnswer("dice.swords_range", swords=swords)
            update: dict[str, object] = {"arbiter": enlist}
            if swords is not None:
                update["vagabond_swords"] = swords
            return pb.model_copy(update=update), state
    raise IllegalAnswer("answer.wrong_kind", question=question.kind, answer=ans.kind)

"""The Corvids' plots (Law of Rootbotics 11.7) and how they meet the bots (11.8), for a Corvid
player human or bot alike: the Cogwheel Corvids' Birdsong and a human Corvid's reveal both come here.

A face-down plot is the piece "plot": nobody at the table has seen its face, so neither has the
app. Revealing one turns it into the face the table says it shows (or, in the app-owned-deck mode,
the face the app draws, weighted by the faces still unseen: 2 of each minus those face up). These
functions compute; the caller shows and applies (an action, an edit).

    reveal(snap, clearing, face)            -> Revealed   flip, 1 VP per face-up plot, its effect
    bomb_swap(snap, clearing, replacement)  -> Revealed   11.7.1's swap for a plot placed face up
    bomb(snap, clearing, by)                -> removals, VP, boards, reasons (11.7.1 with 11.8.1)
    removal_placements(snap, removals)      -> the raid's warriors (11.7.4), Backup Plans' warrior
    snared_action(snap, actor, action)      -> 11.8.2 for any bot but the Corvids
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import rng as rngmod
from ...core.reasons import Reason, reason
from ...core.steps import IllegalEdit
from . import battle, rules
from .actions import (
    Action,
    Build,
    Compound,
    FlipPlot,
    Move,
    Nothing,
    PlaceWarriors,
    Removal,
    RemovePieces,
    Score,
    SimpleAction,
    apply_action,
)
from .bots import hooks
from .factions import FACTIONS, PLOT_FACES, Category
from .state import BotBoard, RootSnapshot

CORVIDS = "corvids"
FACE_DOWN = "plot"
FACES: tuple[str, ...] = PLOT_FACES
PER_FACE = 2
"""11.3.1 / Law of Root: 8 plot tokens, 2 of each face."""
BOMB_BOT_LOSSES = 2
"""11.8.1: a bomb removes 2 pieces of each bot in the clearing, warriors first."""

RULING_BOMB_VAGABOT = "ruling:corvids-bomb-vagabot"
"""11.8.1 ("remove 2 pieces of each bot, warriors first") against 7.2.1 (the Vagabot's pawn is never
removed) and 7.2.1.I (an effect that removes all enemy pieces from its clearing damages 3 of its items):
the bomb is such an effect (11.7.1); the Vagabot has no piece 11.8.1 could take, so it damages 3 items."""
RULING_BOMB_REPLACEMENT = "ruling:corvids-bomb-replacement"
"""11.7.1: the replacement is a random plot from the supply and "can be another bomb" (the seed; the
Clockroot app forbids it: the seed wins). The bomb goes back to the supply once the new one is on the
map, so the replacement is one of the faces still unseen with the bomb counted as seen."""
RULING_BOMB_SUPPLY_EMPTY = "ruling:corvids-bomb-supply-empty"
"""11.7.1 with every plot on the map: there is no plot in the supply to swap the bomb for (and were it
put back first, the only plot drawn would be itself): the bomb stays face up."""
RULING_SWAP_NOT_REMOVAL = "ruling:corvids-swap-not-removal"
"""11.7.1 "troque": the bomb swapped for another plot is not removed (no raid, no Backup Plans)."""
RULING_EXTORTION_BOTS = "ruling:corvids-extortion-bots"
"""11.7.3 against 2.8.1: bots have no hand and "cannot discard cards", so a bot discards nothing; a
human with pieces there discards a card at the table (entered with "A card was spent or discarded")."""
RULING_FACE_DOWN_REMOVED = "ruling:corvids-face-down-removed"
"""11.7.4: a raid places its warriors when removed, face up or face down; a face-down plot removed
shows its face to the table then, which the app cannot see: the table places the raid's warriors
(Law of Root: not when removed by exposure)."""
RULING_SNARE_SCORES = "ruling:corvids-snare-removed"
"""11.8.2: the bot that removes a snare instead of its placement or move removes an enemy token and
scores 1 VP for it (Law of Root 3.2.1: whenever a player removes an enemy token)."""


def face_name(kind: str) -> str:
    """"plot_bomb" -> "bomb"; "plot" -> "plot"."""
    return kind.removeprefix("plot_")


def is_plot(kind: str) -> bool:
    return kind == FACE_DOWN or kind in FACES


def plot_at(snap: RootSnapshot, clearing: int, faction: str = CORVIDS) -> str | None:
    """The plot token in this clearing (its kind: face down or a face), or None."""
    if not snap.has_faction(faction):
        return None
    for s in snap.place(clearing).stacks:
        if s.faction == faction and is_plot(s.kind):
            return s.kind
    return None


def has_plot(snap: RootSnapshot, clearing: int, faction: str = CORVIDS) -> bool:
    return plot_at(snap, clearing, faction) is not None


def face_up_here(snap: RootSnapshot, clearing: int, faction: str = CORVIDS) -> bool:
    """A revealed plot lies in this clearing."""
    kind = plot_at(snap, clearing, faction)
    return kind is not None and kind != FACE_DOWN


def face_down_clearings(snap: RootSnapshot, faction: str = CORVIDS) -> tuple[int, ...]:
    """Clearings with a face-down plot, highest priority first (11.4.4)."""
    return tuple(int(p.id) for p in snap.clearings() if p.count(faction, FACE_DOWN))


def face_up_on_map(snap: RootSnapshot, faction: str = CORVIDS, face: str | None = None) -> int:
    """Face-up plots on the map (of one face, or all)."""
    kinds = (face,) if face is not None else FACES
    return sum(snap.on_board(faction, k) for k in kinds)


def unseen(snap: RootSnapshot, faction: str = CORVIDS) -> dict[str, int]:
    """Of each face, the tokens nobody has seen face up: 2 minus those face up on the map. A face-down
    plot (on the map or in the supply) is one of them."""
    return {face: max(0, PER_FACE - face_up_on_map(snap, faction, face)) for face in FACES}


def possible_faces(snap: RootSnapshot, faction: str = CORVIDS) -> tuple[str, ...]:
    """The faces a face-down plot can still show (those not all face up already)."""
    return tuple(face for face, n in unseen(snap, faction).items() if n > 0)


def draw_face(snap: RootSnapshot, state: int, faction: str = CORVIDS) -> tuple[str, int]:
    """The app-owned-deck mode: a face drawn at random, each face weighted by its unseen tokens."""
    weights = unseen(snap, faction)
    pool = [face for face in FACES for _ in range(weights[face])]
    if not pool:
        raise IllegalEdit("plots.no_face_left")
    return rngmod.choice(state, pool)


@dataclass(frozen=True)
class Revealed:
    """What revealing (or swapping) a plot does: the actions in order, why, the RNG state after."""

    parts: tuple[SimpleAction, ...]
    reasons: tuple[Reason, ...]
    rng: int
    needs_replacement: bool = False
    """A bomb: the swap (bomb_swap) follows, once the table says which plot replaces it."""


def _check_face(face: str) -> None:
    if face not in FACES:
        raise IllegalEdit("plots.unknown_face", face=face)


def reveal(snap: RootSnapshot, clearing: int, face: str, *, faction: str = CORVIDS, vendetta: bool = False,
           rule: str = "11.4.4") -> Revealed:
    """Turn the face-down plot in `clearing` face up as `face` (what the table sees), score 1 VP per
    face-up plot on the map (this one included), then resolve its effect: a bomb removes the enemy
    pieces there (the swap follows: bomb_swap); an extortion makes every player with pieces there
    discard a card (humans at the table, bots none: 2.8.1). Vendetta (trait): any plot revealed also
    has the bomb's removal."""
    _check_face(face)
    if snap.place(clearing).count(faction, FACE_DOWN) < 1:
        raise IllegalEdit("plots.no_face_down", clearing=clearing)
    if face not in possible_faces(snap, faction):
        raise IllegalEdit("plots.face_all_up", piece=face)
    flip = FlipPlot(faction=faction, clearing=clearing, from_kind=FACE_DOWN, to_kind=face)
    after = rules.remove_pieces_to_supply(snap, faction, FACE_DOWN, clearing)
    after = rules.add_pieces(after, faction, face, clearing)
    vp = face_up_on_map(after, faction)
    parts: list[SimpleAction] = [flip, Score(faction=faction, vp=vp)]
    why: list[Reason] = [reason(rule, "plots.revealed", clearing=clearing, piece=face),
                         reason(rule, "plots.reveal_vp", vp=vp)]
    state = snap.rng
    if face == "plot_bomb" or vendetta:
        removals, points, boards, bomb_why, state = bomb(after, clearing, by=faction, state=state)
        if face != "plot_bomb":
            bomb_why.insert(0, reason("trait:vendetta", "corvids.vendetta", clearing=clearing))
        if removals or boards or points:
            parts.append(RemovePieces(removals=removals, vp=points, boards=boards))
        why += bomb_why
    if face == "plot_bomb":
        why.append(reason("11.7.1", "plots.bomb_swap_next", clearing=clearing))
    elif face == "plot_extortion":
        why += extortion_reasons(after, clearing, faction)
    elif face == "plot_snare":
        why.append(reason("11.7.2", "plots.snare_set", clearing=clearing))
    elif face == "plot_raid":
        why.append(reason("11.7.4", "plots.raid_set", clearing=clearing))
    return Revealed(tuple(parts), tuple(why), state, needs_replacement=face == "plot_bomb")


def replacement_faces(snap: RootSnapshot, faction: str = CORVIDS) -> tuple[str, ...]:
    """11.7.1: what the plot replacing a face-up bomb can be (ruling corvids-bomb-replacement):
    the faces still unseen, the bomb on the map counted as seen. None when the supply has no plot
    left (ruling corvids-bomb-supply-empty: the bomb stays)."""
    if rules.in_supply(snap, faction, FACE_DOWN) < 1:
        return ()
    return possible_faces(snap, faction)


def draw_replacement(snap: RootSnapshot, state: int, faction: str = CORVIDS) -> tuple[str, int]:
    return draw_face(snap, state, faction)


def bomb_swap(snap: RootSnapshot, clearing: int, replacement: str, *, faction: str = CORVIDS) -> Revealed:
    """11.7.1: the bomb goes back to the supply and a random plot from the supply is placed face up
    in its place, its effect not resolved (ruling corvids-swap-not-removal: not a removal)."""
    _check_face(replacement)
    if snap.place(clearing).count(faction, "plot_bomb") < 1:
        raise IllegalEdit("plots.no_bomb", clearing=clearing)
    if replacement not in replacement_faces(snap, faction):
        raise IllegalEdit("plots.face_all_up", piece=replacement)
    flip = FlipPlot(faction=faction, clearing=clearing, from_kind="plot_bomb", to_kind=replacement)
    why = [reason("11.7.1", "plots.bomb_swapped", clearing=clearing, piece=replacement),
           reason("11.7.1", "plots.swap_not_triggered")]
    if replacement == "plot_bomb":
        why.append(reason(RULING_BOMB_REPLACEMENT, "plots.another_bomb"))
    return Revealed((flip,), tuple(why), snap.rng)


def bomb(snap: RootSnapshot, clearing: int, *, by: str = CORVIDS, state: int | None = None
         ) -> tuple[tuple[Removal, ...], tuple[tuple[str, int], ...], tuple[tuple[str, BotBoard], ...], list[Reason], int]:
    """11.7.1 with 11.8.1: every human enemy loses all its pieces in the clearing; each bot loses 2
    pieces, warriors first, then by its own 1.2.1 (tokens, then a random building type); the Vagabot
    damages 3 items instead (ruling corvids-bomb-vagabot); a human Vagabond damages 3 items at the
    table (Law of Root). The Corvids score 1 VP per enemy building or token removed (Law of Root
    3.2.1); the victims' own rules follow (hooks.removal_effects: Crackdown, Robotic Revenge...).
    Returns (removals, VP changes, bot boards changed, reasons, RNG state)."""
    state = snap.rng if state is None else state
    place = snap.place(clearing)
    removals: list[Removal] = []
    boards: list[tuple[str, BotBoard]] = []
    why: list[Reason] = []
    for enemy in rules.enemies(snap, by):
        if place.count(enemy) == 0:
            continue
        info = FACTIONS[enemy]
        if snap.faction(enemy).is_bot:
            swept = hooks.bot_hook(snap, enemy, "swept") if place.count(enemy, "pawn") else None
            if swept is not None:
                board = swept(snap, enemy, clearing)
                if board is not None:
                    boards.append((enemy, board))
                why.append(reason(RULING_BOMB_VAGABOT, "plots.bomb_vagabot", faction=enemy))
                continue
            lost, state = battle.bot_losses(place, enemy, BOMB_BOT_LOSSES, state)
            removals += lost
            why.append(reason("11.8.1", "plots.bomb_bot", faction=enemy, count=sum(r.count for r in lost)))
            continue
        mine = [Removal(faction=enemy, piece=s.kind, clearing=clearing, count=s.count) for s in place.stacks
                if s.faction == enemy and info.piece(s.kind).category != Category.PAWN]
        removals += mine
        if place.count(enemy, "pawn"):
            why.append(reason("law:vagabond", "plots.bomb_human_vagabond", faction=enemy))
        if mine:
            why.append(reason("11.7.1", "plots.bomb_human", faction=enemy, count=sum(r.count for r in mine)))
    if not removals and not boards:
        why.append(reason("11.7.1", "plots.bomb_nothing", clearing=clearing))
        return (), (), tuple(boards), why, state
    got = tuple(removals)
    vp = battle.removal_vp(snap, got, by, why)
    if vp.get(by, 0) > 0:
        why.append(reason("law:3.2.1", "plots.bomb_vp", faction=by, vp=vp[by]))
    effects = hooks.removal_effects(snap, got)
    why += effects.reasons
    return (got + effects.extra_removals, tuple(sorted((f, n) for f, n in vp.items() if n)),
            tuple(boards) + effects.boards, why, state)


def extortion_reasons(snap: RootSnapshot, clearing: int, faction: str = CORVIDS) -> list[Reason]:
    """11.7.3: each player with faction pieces in the clearing discards a card; a bot has no hand and
    cannot discard (2.8.1, ruling corvids-extortion-bots), a human does it at the table."""
    place = snap.place(clearing)
    why: list[Reason] = []
    for f in rules.faction_states_in_setup_order(snap):
        if f.id == faction or place.count(f.id) == 0:
            continue
        if f.is_bot:
            why.append(reason(RULING_EXTORTION_BOTS, "plots.extortion_bot", faction=f.id))
        else:
            why.append(reason("11.7.3", "plots.extortion_human", faction=f.id))
    if not why:
        why.append(reason("11.7.3", "plots.extortion_nobody", clearing=clearing))
    return why


# -- removal: the raid (11.7.4) and Backup Plans ----------------------------------------------
removal_placements = rules.removal_placements
"""11.7.4 and Backup Plans, applied wherever pieces are removed (rules.removal_placements)."""


# -- the snare against the bots (11.8.2) -----------------------------------------------------
def snared(snap: RootSnapshot, actor: str, clearing: object) -> bool:
    """A face-up snare of the Corvids stands in this clearing and the actor is their enemy."""
    if actor == CORVIDS or not isinstance(clearing, int) or not rules.snared(snap, clearing):
        return False
    return CORVIDS in rules.enemies(snap, actor)


def snared_action(snap: RootSnapshot, actor: str, action: Action) -> tuple[Action, list[Reason]]:
    """11.8.2: a bot's placement into, or move out of, a clearing with a face-up snare does not
    happen: the bot removes the snare instead (scoring it, ruling corvids-snare-removed). The rest of
    the action happens; a move that followed a blocked move of the same piece (the rest of a route)
    is dropped with it. Returns the action as it happens and why (no reasons: unchanged)."""
    parts: list[SimpleAction] = list(action.parts) if isinstance(action, Compound) else [action]  # type: ignore[list-item]
    if not any(_touches_snare(snap, actor, p) for p in parts):
        return action, []
    out: list[SimpleAction] = []
    why: list[Reason] = []
    running = snap
    blocked: set[tuple[str, str]] = set()
    for part in parts:
        if isinstance(part, PlaceWarriors):
            kept = []
            for c, n in part.targets:
                if isinstance(c, int) and snared(running, actor, c):
                    running = _remove_snare(running, actor, c, out, why)
                    why.append(reason("11.8.2", "plots.snare_blocks_place", faction=part.faction, clearing=c,
                                      piece=part.piece, count=n))
                else:
                    kept.append((c, n))
            if not kept:
                continue
            part = part.model_copy(update={"targets": tuple(kept)})
        elif isinstance(part, Build) and snared(running, actor, part.clearing):
            running = _remove_snare(running, actor, part.clearing, out, why)
            why.append(reason("11.8.2", "plots.snare_blocks_place", faction=part.faction, clearing=part.clearing,
                              piece=part.piece, count=1))
            continue
        elif isinstance(part, Move) and isinstance(part.origin, int) and snared(running, actor, part.origin):
            running = _remove_snare(running, actor, part.origin, out, why)
            why.append(reason("11.8.2", "plots.snare_blocks_move", faction=part.faction, clearing=part.origin,
                              piece=part.piece, count=part.count))
            blocked.add((part.faction, part.piece))
            continue
        try:
            running = apply_action(running, part)
        except IllegalEdit:
            if isinstance(part, Move) and (part.faction, part.piece) in blocked:
                continue  # the rest of a route the snare stopped
        out.append(part)
    if not out:
        return Nothing(), why
    if len(out) == 1 and not isinstance(action, Compound):
        return out[0], why
    return Compound(parts=tuple(out)), why


def _touches_snare(snap: RootSnapshot, actor: str, part: object) -> bool:
    if isinstance(part, PlaceWarriors):
        return any(snared(snap, actor, c) for c, _ in part.targets)
    if isinstance(part, Build):
        return snared(snap, actor, part.clearing)
    if isinstance(part, Move):
        return snared(snap, actor, part.origin)
    return False


def _remove_snare(running: RootSnapshot, actor: str, clearing: int, out: list[SimpleAction], why: list[Reason]
                  ) -> RootSnapshot:
    """The snare leaves the map, removed by the bot (its VP; the removal's effects: Backup Plans)."""
    removal = (Removal(faction=CORVIDS, piece="plot_snare", clearing=clearing),)
    scoring: list[Reason] = []
    vp = battle.removal_vp(running, removal, actor, scoring)
    effects = hooks.removal_effects(running, removal)
    step = RemovePieces(removals=removal + effects.extra_removals,
                        vp=tuple(sorted((f, n) for f, n in vp.items() if n)), boards=effects.boards)
    out.append(step)
    why.append(reason(RULING_SNARE_SCORES, "plots.snare_removed", faction=actor, clearing=clearing,
                      vp=vp.get(actor, 0)))
    why.extend(scoring)
    why.extend(effects.reasons)
    return apply_action(running, step)

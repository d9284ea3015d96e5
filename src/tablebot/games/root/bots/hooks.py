"""How shared code (battle, edits, actions, rules, setup) lets each bot add its own abilities
without naming a bot: a bot module MAY define any of these module-level functions, and the shared
code finds them with `bot_hook(snap, faction, name)`.

Contract (see docs/architecture.md, "Bot hooks"):

    setup(snap, faction, config) -> snap
    attack_bonus(snap, pb) -> (hits, reasons)           extra hits it deals as attacker
    defence_bonus(snap, pb) -> (hits, reasons)          extra hits it deals as defender
    take_hits(snap, faction, clearing, hits, reasons) -> (removals, board | None) | None
                                                        how it takes hits when not plain 1.2.1
    after_removal(snap, faction, removals) -> RemovalEffects
                                                        whenever its pieces leave the map (before applied)
    on_card_discarded(snap, faction, card) -> board | None
                                                        whenever any card is spent or discarded
    held_off_map(board, kind) -> int                    pieces on its board, not map nor supply
    setup_draws(config) -> int                          cards its setup draws
    take_setup_card(snap, faction, card) -> snap        one of those cards, in the order drawn

and, for the first four bots' existing abilities:

    defence_rolls(snap, pb) -> (attacker's roll, defender's roll, reason | None)
    hit_cap(snap, faction, clearing) -> int | None      its rolled-hit cap (Law of Root 4.3.2.I)
    defenceless(snap, faction, clearing) -> bool | None
    arbiter_bonus(snap, faction) -> int | None          it may be enlisted as Arbiter, adding this
    attack_vp(snap, pb, removals) -> (vp, reasons)      VP it scores as attacker beyond Law of Root
    building_hits(snap, faction) -> int                 hits one of its buildings takes (default 1)
    removal_worth(snap, removals, scorer) -> (vp, reason | None)
                                                        VP an enemy scores for these pieces of its own
    removal_penalties(snap, remover, removals, reasons) -> {owner: vp lost}
                                                        what its removals cost their owners
    after_defence(snap, faction, clearing, removals) -> (placements, reasons)
                                                        after it defended and lost these pieces
    swept(snap, faction, clearing) -> board | None      every enemy piece removed from a clearing
    check_board(board) -> None                          raise IllegalEdit for an impossible board
    keeps_crafted_items(snap, faction) -> bool          whether a craft goes to its crafted section
    unused_pieces() -> frozenset[str]                   pieces its faction board does not have
    outrage_triggers(snap, faction, edit) -> clearings  a human's edit outrages it (6.2.3)
    removal_placements(snap, faction, removals) -> [(faction, piece, clearing)]
                                                        pieces placed because these were removed

Hooks are pure functions of their arguments (shared code may call one more than once, to preview
an edit); they compute, shared code applies. This module imports no bot module and nothing that imports one: bot modules are found through the
registry (bots/__init__.py), so no import cycle can run through it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ....core.reasons import Reason, reason
from . import bot_module

if TYPE_CHECKING:
    from ..actions import Removal
    from ..state import BotBoard, BotConfig, OrderCard, RootSnapshot


@dataclass(frozen=True)
class RemovalEffects:
    """What removing a bot's pieces does beyond taking them off the map: more pieces removed
    (Crackdown 6.2.4), its board changed (Price of Failure, Robotic Revenge), and why."""

    extra_removals: tuple[Removal, ...] = ()
    board: BotBoard | None = None
    reasons: tuple[Reason, ...] = ()


@dataclass(frozen=True)
class AllRemovalEffects:
    """The effects of one set of removals on every bot whose pieces it takes."""

    extra_removals: tuple[Removal, ...] = ()
    boards: tuple[tuple[str, BotBoard], ...] = ()
    reasons: tuple[Reason, ...] = ()


_modules: dict[str, ModuleType] = {}
"""Bot modules already looked up: rules.in_supply asks for hooks on every count."""


def module_hook(bot_id: str, name: str) -> Callable[..., Any] | None:
    """The function `name` of the module implementing bot `bot_id`, or None if it defines none."""
    module = _modules.get(bot_id)
    if module is None:
        module = _modules[bot_id] = bot_module(bot_id)
    fn = getattr(module, name, None)
    return fn if callable(fn) else None


def bot_hook(snap: RootSnapshot, faction: str, name: str) -> Callable[..., Any] | None:
    """The function `name` of the bot module playing `faction`; None when a human plays it, it is
    not in the game, or its module does not define it."""
    for f in snap.factions:  # not has_faction + faction: this runs on every supply count
        if f.id == faction:
            return None if f.bot is None else module_hook(f.bot.bot, name)
    return None


def removal_effects(snap: RootSnapshot, removals: tuple[Removal, ...]) -> AllRemovalEffects:
    """Call `after_removal` of every bot whose pieces are among `removals` (snap: before they are
    applied), in the order the factions sit. The extra removals do not trigger hooks again."""
    extra: list[Removal] = []
    boards: list[tuple[str, BotBoard]] = []
    why: list[Reason] = []
    for f in snap.factions:
        own = tuple(r for r in removals if r.faction == f.id and r.count > 0)
        hook = bot_hook(snap, f.id, "after_removal") if own else None
        if hook is None:
            continue
        effects: RemovalEffects = hook(snap, f.id, own)
        extra.extend(effects.extra_removals)
        if effects.board is not None:
            boards.append((f.id, effects.board))
        why.extend(effects.reasons)
    why.extend(_plot_removal_reasons(removals))
    return AllRemovalEffects(tuple(extra), tuple(boards), tuple(why))


def _plot_removal_reasons(removals: tuple[Removal, ...]) -> list[Reason]:
    """Why removing a Corvid plot places warriors (rules.removal_placements does it, whoever plays the
    Corvids): a raid (11.7.4); a face-down plot shows its face to the table only (a raid's warriors are
    then the table's to place: ruling corvids-face-down-removed)."""
    out = []
    for r in removals:
        if r.faction == "corvids" and r.piece == "plot_raid" and isinstance(r.clearing, int):
            out.append(reason("11.7.4", "plots.raid", clearing=r.clearing))
        elif r.faction == "corvids" and r.piece == "plot" and isinstance(r.clearing, int):
            out.append(reason("ruling:corvids-face-down-removed", "plots.face_down_removed", clearing=r.clearing))
    return out


def boards_after_discard(snap: RootSnapshot, card: OrderCard, by: str | None = None
                         ) -> tuple[tuple[str, BotBoard], ...]:
    """Every bot's `on_card_discarded` for one card spent or discarded, except the discarding bot's own."""
    out = []
    for f in snap.factions:
        if f.id == by:
            continue
        hook = bot_hook(snap, f.id, "on_card_discarded")
        board = hook(snap, f.id, card) if hook is not None else None
        if board is not None:
            out.append((f.id, board))
    return tuple(out)


def held_off_map(snap: RootSnapshot, faction: str, kind: str) -> int:
    """Pieces of this kind the bot holds on its board (neither map nor supply)."""
    hook = bot_hook(snap, faction, "held_off_map")
    if hook is None:
        return 0
    board = snap.faction(faction).board
    return hook(board, kind) if board is not None else 0


def unused_pieces(snap: RootSnapshot, faction: str) -> frozenset[str]:
    """Pieces the bot's faction board does not have (the Mechanical Marquise gathers no wood)."""
    hook = bot_hook(snap, faction, "unused_pieces")
    return hook() if hook is not None else frozenset()


def setup_draws(config: BotConfig) -> int:
    """Cards a bot's setup draws from the shared deck (0 for a bot that draws none)."""
    hook = module_hook(config.bot, "setup_draws")
    return hook(config) if hook is not None else 0


def take_setup_card(snap: RootSnapshot, faction: str, card: OrderCard) -> RootSnapshot:
    """Give a bot one card its setup drew, in the order drawn (unchanged if it takes none)."""
    hook = bot_hook(snap, faction, "take_setup_card")
    return hook(snap, faction, card) if hook is not None else snap

"""The table's setup, step by step: the checklist the app walks a new game through (issue 12).

The order is the Law of Root's advanced setup (A.1 map, ruins and items; A.2 deck; A.4 seats; A.8
factions in setup order, 5.1.7) with the Law of Rootbotics' changes (3.1 priority markers, 3.3 the
bots' cards, 3.4 dominance and hands), then each faction in setup order: a bot's steps are what its
own setup did, one step per line it logged (4.3.2 the Keep, 4.3.3 the garrison, ...), each with the
pieces that line placed (SETUP_PLACES; the pieces read by comparing the snapshot before and after
the setup: setup.new_game's `observe`); a human's is its Law of Root section X.3, which the player
follows and mirrors by dragging. The bots' setup draws (8.3.5, 9.3.5, 10.3.5) come last, as
the game's first prompts once the list is done.

The list is kept in the snapshot (TurnState.setup_checklist) with how far the table got, so undo,
a save and a crash keep it; while it is there the game asks only "done?" (a table question), and
the board draws each step as it happens (`shown`, `marked`).
"""

from __future__ import annotations

from ...core.reasons import Reason, reason
from ...core.steps import IllegalAnswer
from . import rules
from .actions import AskTable, RootPrompt
from .board import Board, load_board
from .bots.lizards_state import GARDEN_PIECE
from .factions import FACTIONS, SETUP_ORDER, Suit
from .setup import GameConfig, new_game
from .state import Place, RootSnapshot, SetupChecklist, SetupPiece, SetupStep, Stack

TOPIC = "setup.checklist"
"""The table question asked while the checklist is open: its options are DONE and SKIP."""
DONE = "done"
SKIP = "skip"

REACH: dict[str, int] = {
    "marquise": 10, "duchy": 8, "eyrie": 7, "vagabond": 5, "riverfolk": 5, "alliance": 3, "corvids": 3,
    "lizards": 2,
}
"""Law of Root 5.2: each faction's reach (the first Vagabond's 5; a second one, 2, cannot sit here)."""

RECOMMENDED_REACH: dict[int, int] = {2: 17, 3: 18, 4: 21, 5: 25, 6: 28}
"""Law of Root 5.2: the total reach recommended for the number of players."""

LAW_SECTION: dict[str, str] = {
    "marquise": "6.3", "eyrie": "7.3", "alliance": "8.3", "vagabond": "9.3", "lizards": "10.3",
    "riverfolk": "11.3", "duchy": "12.3", "corvids": "13.3",
}
"""The Law of Root's faction setup section of each faction (what a human player follows)."""

BOT_SECTION: dict[str, str] = {
    "marquise": "4.3", "eyrie": "5.3", "alliance": "6.3", "vagabond": "7.3", "lizards": "8.3",
    "riverfolk": "9.3", "duchy": "10.3", "corvids": "11.3",
}
"""The Law of Rootbotics' setup section of the bot playing each faction."""

_START_CORNER = ("marquise", "eyrie", "lizards", "duchy")
_STARTING_PIECES = ("keep", "roost", "tunnel")
"""Pieces that mark a starting corner at setup (with a Lizard garden): the Keep, the Eyrie's first
roost, the Duchy's tunnel."""
"""Factions whose Law of Root setup starts in a corner clearing (the places their step marks)."""


# -- the human factions' setup (Law of Root X.3), as lines the player follows ---------------------
def _human_lines(faction: str, config: GameConfig) -> tuple[Reason, ...]:
    law = "law:" + LAW_SECTION[faction]

    def line(step: int, code: str, **params: int | str | tuple[int | str, ...]) -> Reason:
        return reason(f"{law}.{step}", code, **params)

    supply = "setup.human.supply"
    if faction == "marquise":
        keep = (line(2, "setup.human.marquise.keep_named", clearing=config.keep_corner)
                if config.keep_corner is not None else line(2, "setup.human.marquise.keep"))
        return (line(1, supply, pieces=("warrior:25", "wood:8")), keep,
                line(3, "setup.human.marquise.garrison"), line(4, "setup.human.marquise.buildings"),
                line(5, "setup.human.marquise.tracks"))
    if faction == "eyrie":
        return (line(1, supply, pieces=("warrior:20",)),
                line(2, "setup.human.start_corner", pieces=("roost:1", "warrior:6")),
                line(3, "setup.human.eyrie.leader"), line(4, "setup.human.eyrie.viziers"),
                line(5, "setup.human.eyrie.tracks"))
    if faction == "alliance":
        return (line(1, supply, pieces=("warrior:10",)), line(2, "setup.human.alliance.bases"),
                line(3, "setup.human.alliance.sympathy"), line(4, "setup.human.alliance.supporters"))
    if faction == "vagabond":
        return (line(1, "setup.human.vagabond.character"), line(2, "setup.human.vagabond.pawn"),
                line(3, "setup.human.vagabond.quests"), line(4, "setup.human.vagabond.ruins"),
                line(5, "setup.human.vagabond.items"), line(6, "setup.human.vagabond.relationships"))
    if faction == "lizards":
        return (line(1, supply, pieces=("warrior:25",)), line(2, "setup.human.lizards.corner"),
                line(3, "setup.human.lizards.outcast"), line(4, "setup.human.lizards.tracks"))
    if faction == "riverfolk":
        return (line(1, supply, pieces=("warrior:15",)), line(2, "setup.human.riverfolk.warriors"),
                line(3, "setup.human.riverfolk.posts"), line(4, "setup.human.riverfolk.funds"),
                line(5, "setup.human.riverfolk.prices"))
    if faction == "duchy":
        return (line(1, supply, pieces=("warrior:20", "tunnel:3")), line(2, "setup.human.duchy.burrow"),
                line(3, "setup.human.duchy.surface"), line(4, "setup.human.duchy.buildings"),
                line(5, "setup.human.duchy.ministers"), line(6, "setup.human.duchy.crowns"))
    if faction == "corvids":
        return (line(1, supply, pieces=("warrior:15", "plot:8")), line(2, "setup.human.corvids.scatter"))
    raise KeyError(faction)


def _human_places(faction: str, board: Board, before: RootSnapshot, config: GameConfig) -> tuple[Place, ...]:
    """Where a human faction's setup may put its pieces (drawn marked): the corners for a corner
    start, the forests for the pawn, the river's clearings, every clearing for the Corvids. Never
    the Keep's clearing, where only the Marquise places (Law of Root, the Keep; 4.2.1). A corner
    start goes in no other player's starting corner and, if possible, diagonally opposite one (the
    Law of Root's Eyrie, Lizard and Duchy setups): those corners are marked."""
    keep = rules.keep_at_setup(before, config.keep_corner) if faction != "marquise" else None
    if faction in _START_CORNER:
        if faction == "marquise":  # the Keep: the corner the table named, else any corner
            return (config.keep_corner,) if config.keep_corner is not None else board.corners()
        starts = {c for c in board.corners() if c == keep or any(
            s.kind in _STARTING_PIECES or s.kind in GARDEN_PIECE.values() for s in before.place(c).stacks)}
        free = [c for c in board.corners() if c not in starts]
        facing = [c for c in free if board.clearing(c).opposite_corner in starts]
        return tuple(facing or free)
    if faction == "vagabond":
        return tuple(f.id for f in board.forests)
    if faction == "riverfolk":
        places: tuple[Place, ...] = tuple(sorted({c for pair in board.river_pairs() for c in pair}))
    elif faction == "corvids":
        places = board.clearing_ids()
    else:
        return ()
    return tuple(c for c in places if c != keep)


# -- comparing the snapshot before and after a bot's setup ---------------------------------------
def _placed(before: RootSnapshot, after: RootSnapshot, faction: str) -> tuple[SetupPiece, ...]:
    """The pieces of `faction` on the map after its setup that were not there before."""
    out = []
    for place in after.places:
        was = before.place(place.id)
        for s in place.stacks:
            if s.faction != faction:
                continue
            added = s.count - was.count(faction, s.kind)
            if added > 0:
                out.append(SetupPiece(place=place.id, faction=faction, kind=s.kind, count=added))
    return tuple(out)


# -- a bot's setup, line by line ------------------------------------------------------------------
EVERYWHERE = "*"
"""In SETUP_PLACES: wherever the setup put pieces of those kinds (the Marquise's garrison, 4.3.3)."""

SETUP_PLACES: dict[str, tuple[tuple[tuple[str, ...], str], ...]] = {
    # Mechanical Marquise 2.0 (4.3): the Keep, the garrison, each starting building ("=piece": the
    # kind is the line's `piece` parameter).
    "setup.keep_random": ((("keep",), "clearing"),),
    "setup.keep_chosen": ((("keep",), "clearing"),),
    "setup.garrison": ((("warrior",), EVERYWHERE),),
    "setup.building": ((("=piece",), "clearing"),),
    # Electric Eyrie (5.3.2): the first roost and its six warriors.
    "setup.roost_opposite_keep": ((("roost", "warrior"), "clearing"),),
    "setup.roost_random": ((("roost", "warrior"), "clearing"),),
    "setup.roost_keep_unknown": ((("roost", "warrior"), "clearing"),),
    # Vagabot (7.3.2): the pawn in its forest.
    "setup.pawn_forest": ((("pawn",), "forest"),),
    "setup.pawn_forest_random": ((("pawn",), "forest"),),
    # Logical Lizards (8.3.2): the corner's warriors and garden, then the adjacent clearings' warriors.
    "lizards.setup.corner_opposite": ((("warrior", *GARDEN_PIECE.values()), "clearing"),),
    "lizards.setup.corner_random": ((("warrior", *GARDEN_PIECE.values()), "clearing"),),
    "lizards.setup.adjacent": ((("warrior",), "targets"),),
    # Riverfolk Robots (9.3.2): a warrior in each river clearing.
    "riverfolk.setup.river": ((("warrior",), "targets"),),
    # Drillbit Duchy (10.3.3): the line naming the corner's warriors and tunnel and the adjacent ones.
    "setup.duchy_surface": ((("warrior", "tunnel"), "clearing"), (("warrior",), "adjacent")),
    # Cogwheel Corvids (11.3.2): a warrior in the lowest-priority clearing of each suit.
    "corvids.setup": ((("warrior",), "targets"),),
}
"""Each bot setup line that puts pieces on the map: the piece kinds it places and the parameter
naming where. Every other setup line places nothing (a card, a marker, the Vagabot's character and
items): its step has no pieces."""

SETUP_MARKS: dict[str, str] = {
    "setup.duchy_opposite": "clearing", "setup.duchy_random": "clearing",  # the corner the Duchy chose
    "setup.ruin_item": "clearing",  # the ruin the item goes under (7.3.4)
}
"""Setup lines that place nothing but concern a clearing: their step marks it on the board."""

EXPLAINING = frozenset({"choice.pass_lowest", "choice.pass_highest"})
"""Lines that explain the line before them (the Pass won the choice, 12.2.2): shown in its step."""


def _param_places(line: Reason, key: str) -> tuple[Place, ...]:
    value = line.param(key)
    return tuple(value) if isinstance(value, tuple) else (value,)


def _line_claims(line: Reason, piece: SetupPiece) -> bool:
    """Whether the setup line put this piece on the map (SETUP_PLACES)."""
    for kinds, where in SETUP_PLACES.get(line.code, ()):
        named = tuple(line.param(k[1:]) if k.startswith("=") else k for k in kinds)
        if piece.kind in named and (where == EVERYWHERE or piece.place in _param_places(line, where)):
            return True
    return False


def _bot_parts(fid: str, lines: tuple[Reason, ...], placed: tuple[SetupPiece, ...]) -> tuple[SetupStep, ...] | None:
    """The bot's setup as one step per line it logged (an explaining line joins the one before),
    each with the pieces that line placed; None when the lines do not account for every placed
    piece exactly once (a line SETUP_PLACES does not know): then the setup is one step."""
    groups: list[list[Reason]] = []
    for line in lines:
        if line.code in EXPLAINING and groups:
            groups[-1].append(line)
        else:
            groups.append([line])
    claims = [tuple(p for p in placed if _line_claims(group[0], p)) for group in groups]
    if not groups or any(sum(p in c for c in claims) != 1 for p in placed):
        return None
    parts = []
    for n, (group, pieces) in enumerate(zip(groups, claims), 1):
        head = group[0]
        if pieces:
            kinds: dict[str, int] = {}
            for p in sorted(pieces, key=lambda p: p.kind == "warrior"):  # "1 roost, 6 warriors"
                kinds[p.kind] = kinds.get(p.kind, 0) + p.count
            title = reason(head.rule, "setup.step.bot_part", faction=fid, part=n, parts=len(groups),
                           pieces=tuple(f"{k}:{c}" for k, c in kinds.items()))
            places = tuple(dict.fromkeys(p.place for p in pieces))
        else:
            title = reason(head.rule, "setup.step.bot_part_off_map", faction=fid, part=n, parts=len(groups))
            mark = SETUP_MARKS.get(head.code)
            places = _param_places(head, mark) if mark is not None else ()
        parts.append(SetupStep(title=title, lines=tuple(group), faction=fid, places=places, placed=pieces))
    return tuple(parts)


def is_bot_part(step: SetupStep) -> bool:
    """Whether the step is one line of a bot's setup (its title names the bot, its line what to do)."""
    return step.title.code in ("setup.step.bot_part", "setup.step.bot_part_off_map")


def _faction_steps(fid: str, before: RootSnapshot, after: RootSnapshot, config: GameConfig) -> tuple[SetupStep, ...]:
    state = after.faction(fid)
    board = _board(after)
    if state.bot is None:
        return (SetupStep(title=reason("law:" + LAW_SECTION[fid], "setup.step.human", faction=fid),
                          lines=_human_lines(fid, config), faction=fid,
                          places=_human_places(fid, board, before, config)),)
    placed = _placed(before, after, fid)
    lines = after.log[len(before.log):]
    parts = _bot_parts(fid, lines, placed)
    if parts is not None:
        return parts
    places = tuple(dict.fromkeys(p.place for p in placed))
    count = sum(p.count for p in placed)
    title = (reason(BOT_SECTION[fid], "setup.step.bot", faction=fid, count=count) if count
             else reason(BOT_SECTION[fid], "setup.step.bot_off_map", faction=fid))
    return (SetupStep(title=title, lines=lines, faction=fid, places=places, placed=placed),)


def _board(snap: RootSnapshot) -> Board:
    from .rules import board_of  # rules imports the bots' hooks; keep this module light to import

    return board_of(snap)


# -- the steps before the factions ----------------------------------------------------------------
def _suit_markers(board: Board) -> Reason:
    by_suit = {s: tuple(c.id for c in board.clearings if c.suit == s) for s in (Suit.FOX, Suit.MOUSE, Suit.RABBIT)}
    return reason("law:A.1", "setup.suit_markers", fox=by_suit[Suit.FOX], mouse=by_suit[Suit.MOUSE],
                  rabbit=by_suit[Suit.RABBIT])


def _lines_now(snap: RootSnapshot, step: SetupStep) -> tuple[Reason, ...]:
    """The step's lines with the suit markers as the table has them now: a marker corrected
    during the setup puts the layout as it is first, ahead of the draw it replaced."""
    lines = list(step.lines)
    for i, line in enumerate(lines):
        if line.code == "setup.suit_markers":
            now = _suit_markers(_board(snap))
            if now != line:
                del lines[i]
                lines.insert(0, now)
            break
    return tuple(lines)


def _map_step(snap: RootSnapshot, opening_log: tuple[Reason, ...]) -> SetupStep:
    board = _board(snap)
    lines: list[Reason] = [reason("3.1", "setup.priority_markers", map=board.name, count=len(board.clearings))]
    if load_board(snap.map_id).printed_suits:  # the map as printed (board_of lays the markers over it)
        lines.append(reason("law:2.2.2", "setup.suits_printed_here", map=board.name))
    else:
        lines += opening_log
        lines.append(_suit_markers(board))
    places: list[Place] = []
    if snap.ferry is not None:
        lines.append(reason("law:C.2.1", "setup.ferry", clearing=snap.ferry))
        places.append(snap.ferry)
    if snap.closed_paths:
        pas = board.pass_clearing
        lines.append(reason("law:C.3.1", "setup.closed_paths", paths=tuple(f"{a}-{b}" for a, b in snap.closed_paths),
                            clearing=pas or 0))
        places += [c for pair in snap.closed_paths for c in pair]
        if pas is not None:
            places.append(pas)
    return SetupStep(title=reason("law:A.1", "setup.step.map", map=board.name), lines=tuple(lines),
                     places=tuple(dict.fromkeys(places)))


def _ruins_step(snap: RootSnapshot) -> SetupStep:
    ruins = tuple(p.id for p in snap.clearings() if p.ruins)
    lines: tuple[Reason, ...] = ()
    if snap.has_faction("vagabond"):
        vagabond = snap.faction("vagabond")
        rule = BOT_SECTION["vagabond"] + ".4" if vagabond.is_bot else "law:9.3.4"
        lines = (reason(rule, "setup.ruin_items_later", faction="vagabond"),)
    return SetupStep(title=reason("law:5.1.4", "setup.step.ruins", clearings=ruins), lines=lines, places=ruins,
                     ruins=True)


def _items_step(snap: RootSnapshot) -> SetupStep:
    supply = tuple(f"{item}:{n}" for item, n in snap.items if n > 0)
    return SetupStep(title=reason("law:5.1.5", "setup.step.items", item_supply=supply))


def _deck_step(snap: RootSnapshot, config: GameConfig) -> SetupStep:
    code = "setup.step.deck_exiles" if snap.deck == "exiles_and_partisans" else "setup.step.deck_base"
    humans = config.humans
    if snap.coop:
        dominance = reason("3.5", "setup.dominance_coop")
    elif snap.dominance_removed:
        dominance = reason("3.4", "setup.dominance_removed", humans=humans)
    else:
        dominance = reason("3.4", "setup.dominance_kept", humans=humans)
    lines = [dominance, reason("3.4", "setup.hands", humans=humans)]
    if snap.app_deck is not None:
        lines.append(reason("ruling:app-deck", "setup.app_deck"))
    return SetupStep(title=reason("law:A.2", code), lines=tuple(lines))


def _seats_step(snap: RootSnapshot) -> SetupStep:
    order = tuple(f.id for f in snap.factions)
    setup_order = tuple(f for f in SETUP_ORDER if snap.has_faction(f))
    lines = [reason("2.2", "setup.setup_order", lettered=tuple(f"{FACTIONS[f].setup_letter}:{f}" for f in setup_order))]
    total = sum(REACH[f] for f in order)
    values = tuple(f"{f}:{REACH[f]}" for f in order)
    minimum = RECOMMENDED_REACH.get(len(order))
    if minimum is None:
        lines.append(reason("law:5.2", "setup.reach_no_table", reach=values, total=total, players=len(order)))
    else:
        code = "setup.reach_met" if total >= minimum else "setup.reach_below"
        lines.append(reason("law:5.2", code, reach=values, total=total, minimum=minimum, players=len(order)))
    for f in snap.factions:
        cfg = f.bot
        if cfg is None:
            continue
        if cfg.difficulty != "normal":
            lines.append(reason("3.3.1", "setup.bot_difficulty", faction=f.id, difficulty=cfg.difficulty))
        if cfg.traits:
            lines.append(reason("3.3.2", "setup.bot_traits", faction=f.id, traits=cfg.traits))
    lines.append(reason("law:5.1.2", "setup.score_markers"))
    return SetupStep(title=reason("law:A.4", "setup.step.seats", seats=order, first_player=order[0]), lines=tuple(lines))


def _draws_step(snap: RootSnapshot) -> SetupStep | None:
    if not snap.turn.setup_draws:
        return None
    from .bots import bot_module

    lines = []
    for fid, count in snap.turn.setup_draws:
        cfg = snap.faction(fid).bot
        rule = getattr(bot_module(cfg.bot), "SETUP_DRAWS_RULE", "3") if cfg is not None else "3"
        lines.append(reason(rule, "setup.draws_for", faction=fid, count=count))
    return SetupStep(title=reason("3", "setup.step.draws"), lines=tuple(lines))


# -- building the list ----------------------------------------------------------------------------
def checklist(config: GameConfig) -> tuple[RootSnapshot, SetupChecklist]:
    """The new game of `config` (exactly setup.new_game's) and its setup steps in the Law's order."""
    stages: list[tuple[str, RootSnapshot, RootSnapshot]] = []
    snap = new_game(config, observe=lambda fid, before, after: stages.append((fid, before, after)))
    opening = stages[0][1] if stages else snap
    steps = [_map_step(snap, opening.log), _ruins_step(snap), _items_step(snap), _deck_step(snap, config),
             _seats_step(snap)]
    steps += [step for fid, before, after in stages for step in _faction_steps(fid, before, after, config)]
    draws = _draws_step(snap)
    if draws is not None:
        steps.append(draws)
    return snap, SetupChecklist(steps=tuple(steps))


def guided_game(config: GameConfig) -> RootSnapshot:
    """A new game whose setup the app walks the table through before play starts."""
    snap, steps = checklist(config)
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"setup_checklist": steps})})


def current(snap: RootSnapshot) -> SetupStep | None:
    """The step the table is on, or None once play has started."""
    guide = snap.turn.setup_checklist
    if guide is None or guide.done >= len(guide.steps):
        return None
    return guide.steps[guide.done]


def prompt(snap: RootSnapshot) -> RootPrompt:
    """While the checklist is open the game asks the table one thing: is this step done?"""
    guide = snap.turn.setup_checklist
    step = current(snap)
    assert guide is not None and step is not None
    actor = step.faction or snap.factions[0].id
    return RootPrompt(actor=actor, question=AskTable(topic=TOPIC, options=(DONE, SKIP),
                                                     params=(("number", guide.done + 1), ("of", len(guide.steps)))),
                      reasons=(step.title, *_lines_now(snap, step)))


def answer(snap: RootSnapshot, chosen: tuple[str, ...]) -> RootSnapshot:
    """DONE ticks the current step (the last one closes the list); SKIP closes it at once. A closed
    list leaves the snapshot: play starts (the setup draws, then the first turn)."""
    guide = snap.turn.setup_checklist
    if guide is None or chosen not in ((DONE,), (SKIP,)):
        raise IllegalAnswer("answer.setup_checklist", chosen=",".join(chosen))
    done = guide.done + 1
    left = guide.model_copy(update={"done": done}) if chosen == (DONE,) and done < len(guide.steps) else None
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"setup_checklist": left})})


# -- the board as the step shows it -----------------------------------------------------------------
def shown(snap: RootSnapshot) -> RootSnapshot:
    """The map as the checklist draws it at its current step: the pieces the bots' later steps
    placed are not drawn yet, nor the ruins before their step. The snapshot itself (what the app
    plays on, what the panels show) is unchanged; once play starts this is the snapshot."""
    guide = snap.turn.setup_checklist
    if guide is None or guide.done >= len(guide.steps):
        return snap
    later = guide.steps[guide.done + 1:]
    hidden: dict[tuple[Place, str, str], int] = {}
    for step in later:
        for p in step.placed:
            hidden[(p.place, p.faction, p.kind)] = hidden.get((p.place, p.faction, p.kind), 0) + p.count
    no_ruins = any(step.ruins for step in later)
    if not hidden and not no_ruins:
        return snap
    places = []
    for place in snap.places:
        stacks = []
        for s in place.stacks:
            count = s.count - hidden.get((place.id, s.faction, s.kind), 0)
            if count > 0:
                stacks.append(s if count == s.count else Stack(faction=s.faction, kind=s.kind, count=count))
        if tuple(stacks) == place.stacks and not (no_ruins and place.ruins):
            places.append(place)
        else:
            places.append(place.model_copy(update={"stacks": tuple(stacks), "ruins": place.ruins and not no_ruins}))
    return snap.model_copy(update={"places": tuple(places)})


def marked(snap: RootSnapshot) -> tuple[Place, ...]:
    """The places the current step concerns (drawn marked on the board); none once play starts."""
    step = current(snap)
    return step.places if step is not None else ()

"""Root's part of the `tablebot` command (cli.py), named by Root's registration (`cli`): the flags that
answer Root's questions on the command line (--order, --dice, --roll, --swords), the words that say
how to give a missing answer, and Root's `simulate` (bots against human seats on any map).

No Qt here (the headless commands never load it); a refused setup's words are looked up in the GUI's
table only on that error path.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import random
import re
from collections.abc import Sequence
from typing import Any

from ...cli import MAX_STEPS_PER_TURN, InputProblem
from ...core.steps import EngineError, HumanTurn

_CARD_ID = re.compile(r"^(?P<name>.+) \((?P<suit>fox|rabbit|mouse|bird)\)$")


# -- `turn`: Root's questions answered by flags --------------------------------------------------
def add_turn_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("Root's questions")
    group.add_argument("--order", metavar="CARD", action=_OrderAction,
                       help="the order card drawn, e.g. 'Root Tea (fox)' (repeat for each card Expand reveals)")
    group.add_argument("--order-suit", metavar="SUIT", action=_OrderAction, help="an order card by suit ...")
    group.add_argument("--order-item", metavar="ITEM", action=_OrderAction, help="... and its item (or none)")
    group.add_argument("--dice", metavar="A,B", type=_parse_dice, action="append",
                       help="the two dice rolled for the next battle (repeat per battle)")
    group.add_argument("--roll", action="store_true", help="let the app roll (seeded) when no --dice is left")
    group.add_argument("--swords", type=int, metavar="N", help="a defending human Vagabond's undamaged swords")


def flag_answers(args: argparse.Namespace, snap: Any) -> list[Any]:
    """The answers the flags give, in order (each kind's queue is read first to last, before the
    answers file's)."""
    from .actions import DiceAnswer, OrderCardAnswer

    answers: list[Any] = [OrderCardAnswer(card=_order_card(snap, spec)) for spec in getattr(args, "cards", None) or []]
    answers += [DiceAnswer(dice=(a, b), vagabond_swords=args.swords) for a, b in args.dice or []]
    return answers


def missing_answer(question: Any, args: argparse.Namespace) -> Any:
    """When no flag and no answers-file entry is left for a question: the app's roll (--roll), or
    the words that say how to give the answer (InputProblem); None for a question Root has no words for."""
    from .actions import DiceAnswer

    match question.kind:
        case "order_card":
            raise InputProblem(
                f"the bot asks for an order card ({question.purpose}): give --order 'NAME (suit)', "
                "--order-suit SUIT [--order-item ITEM], or an answers file")
        case "dice":
            if args.roll:
                return DiceAnswer(dice=None, vagabond_swords=args.swords)
            battle = question.battle
            raise InputProblem(
                f"the bot battles {battle.defender} in clearing {battle.clearing}: give --dice A,B "
                "(the two dice as rolled), --roll, or an answers file")
        case "removal":
            options = ", ".join(f"{kind} x{n}" for kind, n in question.options)
            raise InputProblem(
                f"{question.faction} must choose which pieces {question.hits} hit(s) remove "
                f"(options: {options}): give a removal answer in --answers")
        case "table":
            raise InputProblem(
                f"the bot asks the table ({question.topic}; options: {', '.join(question.options)}): "
                'give {"kind": "table", "chosen": [...]} in --answers')
        case "arbiter":
            raise InputProblem(
                f"may the defender enlist the Arbiter ({question.arbiter})? "
                'give {"kind": "arbiter", "enlist": true|false} in --answers')
    return None


class _OrderAction(argparse.Action):
    """--order, --order-suit and --order-item append to one list, so cards keep their order."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        cards: list[dict[str, str | None]] = list(getattr(namespace, "cards", None) or [])
        if option_string == "--order":
            cards.append({"id": values})
        elif option_string == "--order-suit":
            cards.append({"suit": values, "item": None})
        else:
            if not cards or "suit" not in cards[-1] or cards[-1]["item"] is not None:
                parser.error("--order-item must follow an --order-suit")
            cards[-1]["item"] = None if values.lower() == "none" else values
        namespace.cards = cards


def _order_card(snap: Any, spec: dict[str, str | None]) -> Any:
    from . import cards
    from .factions import Suit
    from .state import OrderCard

    if "id" in spec:
        text = str(spec["id"])
        match = _CARD_ID.match(text)
        if match:
            try:
                found = cards.find_card(snap, text)
            except EngineError as exc:
                raise InputProblem(f"no card {text!r} in this game's {snap.deck} deck ({exc.code})") from exc
            return OrderCard(name=found.name, suit=found.suit)
        same_name = [c for c in cards.available_cards(snap) if c.name.lower() == text.lower()]
        if len(same_name) == 1:
            return OrderCard(name=same_name[0].name, suit=same_name[0].suit)
        if same_name:
            raise InputProblem(f"{text!r} is ambiguous: " + ", ".join(c.id for c in same_name))
        raise InputProblem(f"no card {text!r} in the {snap.deck} deck")
    try:
        suit = Suit(str(spec["suit"]).lower())
    except ValueError:
        raise InputProblem(f"no suit {spec['suit']!r} (fox, rabbit, mouse, bird)") from None
    return OrderCard(suit=suit, item=spec["item"])


def _parse_dice(text: str) -> tuple[int, int]:
    parts = text.replace(" ", "").split(",")
    try:
        a, b = (int(p) for p in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(f"dice are two numbers like 3,1, not {text!r}") from None
    return a, b

# -- `simulate`: Root's tables -------------------------------------------------------------------
def add_simulate_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("Root's tables (--game root)")
    group.add_argument("--map", default="autumn", help="autumn, winter, lake or mountain (a marker map gets a "
                       "seeded random suit layout)")
    group.add_argument("--difficulty", default="normal", choices=("easy", "normal", "challenging", "nightmare"))
    group.add_argument("--humans", default="eyrie,alliance", help="comma-separated human factions (may be empty)")
    group.add_argument("--seats", metavar="SEATS",
                       help="the table in turn order, e.g. 'marquise:bot,eyrie:bot,lizards,duchy' (a faction "
                            "alone or :human is a human seat; :bot its bot, or name the bot: vagabond:vagabot); "
                            "replaces the default Marquise bot and --humans")
    group.add_argument("--human-edits", type=int, default=2, metavar="N",
                       help="random legal edits each human turn makes (0: humans just pass)")
    group.add_argument("--app-deck", action="store_true", help="the app draws the bots' cards from its own deck")
    group.add_argument("--services-cards", choices=("none", "basic", "basic_and_advanced"), default="none",
                       help="the Services cards for bots (9.7) when a Riverfolk plays: what a bot buys is "
                            "answered at random within what the rules allow")


def simulate_command(args: argparse.Namespace) -> dict[str, Any]:
    from .board import MAPS

    if args.map not in MAPS:
        raise InputProblem(f"no map {args.map!r} (maps: {', '.join(MAPS)})")
    seats = parse_seats(args.seats) if args.seats is not None else None
    return simulate(seed=args.seed, rounds=args.rounds, map_id=args.map, difficulty=args.difficulty,
                    humans=tuple(h for h in args.humans.split(",") if h), human_edits=args.human_edits,
                    app_deck=args.app_deck, seats=seats, check=args.check, services_cards=args.services_cards)


class _Deck:
    """The shared deck as the table would hold it: each card as many times as it is printed,
    shuffled from the seeded Random, discards reshuffled when it runs out."""

    def __init__(self, cards: Sequence[Any], rnd: random.Random) -> None:
        self.rnd = rnd
        self.pile = [c for c in cards for _ in range(c.count)]
        self.discards: list[Any] = []
        rnd.shuffle(self.pile)

    def draw(self) -> Any:
        if not self.pile:
            self.pile, self.discards = self.discards, []
            self.rnd.shuffle(self.pile)
        card = self.pile.pop()
        self.discards.append(card)  # bots discard their order card at the end of the turn
        return card


def parse_seats(text: str) -> tuple[tuple[str, str | None], ...]:
    """`--seats marquise:bot,eyrie:bot,lizards,duchy`: the table in turn order, each seat a faction
    played by a human (no suffix, or ":human"), by its bot (":bot"), or by a named bot (":vagabot")."""
    from .bots import BOTS

    seats: list[tuple[str, str | None]] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        faction, _, who = part.partition(":")
        if who in ("", "human"):
            seats.append((faction, None))
            continue
        if who == "bot":
            plays = [b for b, f in BOTS.items() if f == faction]
            if not plays:
                raise InputProblem(f"no bot plays the {faction} (bots: {', '.join(sorted(BOTS))})")
            who = plays[0]
        if BOTS.get(who) != faction:
            raise InputProblem(f"{who!r} is not a bot that plays the {faction} (bots: {', '.join(sorted(BOTS))})")
        seats.append((faction, who))
    if not seats:
        raise InputProblem("--seats names no seat")
    return tuple(seats)


def _human_edits(snap: Any, actor: str, rules: Any, rnd: random.Random, n: int,
                 placed: dict[str, dict[str, int]] | None = None) -> tuple[Any, int]:
    """A few random legal edits for a human seat: warriors arrive, walk (the Duchy's through its
    Burrow too), its buildings and tokens go up, or it attacks a bot (a battle the app resolves,
    the human choosing its own losses), so the bots meet every kind of enemy piece; a human Corvid
    reveals its face-down plots, other humans try to expose them. Illegal picks (Keep clearing, empty
    supply, no slot, wrong suit, one tunnel, trade post or plot per clearing, a snare) are skipped.
    `placed` counts the buildings and tokens the humans put up, by faction and kind."""
    from . import edits
    from .factions import FACTIONS, PLOT_FACES, Category
    from .rules import board_of, ferry_destinations

    board = board_of(snap)
    clearings = board.clearing_ids()
    bots = [f.id for f in snap.factions if f.bot is not None]
    # A human Corvid puts its plots up face down and reveals them later (a face is never placed).
    structures = [p.id for p in FACTIONS[actor].pieces if p.category in (Category.BUILDING, Category.TOKEN)
                  and p.id not in PLOT_FACES]
    # Places beside the map: the Duchy's Burrow (10.2.2), where only the Duchy may go.
    beside = [p.id for p in snap.places if isinstance(p.id, str) and not board.place_exists(p.id)]
    done = 0
    for _ in range(n * 4):
        if done >= n:
            break
        roll = rnd.random()
        where = rnd.choice(clearings)
        edit: Any
        plots = [c for c in clearings if snap.has_faction("corvids") and snap.place(c).count("corvids", "plot")]
        if plots and rnd.random() < 0.25:
            # The Corvids reveal one of their face-down plots; anyone else tries to expose one.
            where = rnd.choice(plots)
            face = rnd.choice(PLOT_FACES)
            if actor == "corvids":
                edit = edits.RevealPlot(clearing=where, face=face)
            else:
                edit = edits.ExposePlot(clearing=where, by=actor, guess=face, right=rnd.random() < 0.4)
        elif roll < 0.45:
            edit = edits.AddPiece(faction=actor, piece="warrior", place=where, count=rnd.randint(1, 3))
        elif roll < 0.6:
            if not structures:
                continue
            piece = rnd.choice(structures)
            suit = FACTIONS[actor].piece(piece).suit
            if suit is not None:  # a garden (or a base) goes to a clearing of its suit
                where = rnd.choice([c.id for c in board.clearings if c.suit == suit])
            edit = edits.AddPiece(faction=actor, piece=piece, place=where)
        elif roll < 0.8:
            origin: Any = where
            # Along a path, or on the Lake from the ferry's clearing over the lake (the ferry goes along).
            dest: Any = rnd.choice(board.adjacent(where) + ferry_destinations(snap, where))
            if beside and rnd.random() < 0.3:
                burrow = rnd.choice(beside)
                origin, dest = rnd.choice([(burrow, where), (where, burrow)])
            edit = edits.MovePiece(faction=actor, piece="warrior", origin=origin, dest=dest, count=1)
        elif roll < 0.9:
            if not bots or snap.place(where).count(actor, "warrior") == 0:
                continue
            edit = edits.BotTakesHits(faction=rnd.choice(bots), clearing=where, hits=rnd.randint(1, 2), by=actor)
        else:
            defenders = [b for b in bots if snap.place(where).count(b)]
            if not defenders or snap.place(where).count(actor, "warrior") == 0:
                continue
            edit = _human_battle(snap, edits.HumanBattle(
                attacker=actor, defender=rnd.choice(defenders), clearing=where,
                dice=(rnd.randint(0, 3), rnd.randint(0, 3)), arbiter=False, vagabond_swords=0), rnd)
            if edit is None:
                continue
        try:
            snap = rules.apply_edit(snap, edit)
        except EngineError:
            continue
        done += 1
        if placed is not None and isinstance(edit, edits.AddPiece) and edit.piece in structures:
            mine = placed.setdefault(actor, {})
            mine[edit.piece] = mine.get(edit.piece, 0) + 1
    return snap, done


def _human_battle(snap: Any, edit: Any, rnd: random.Random) -> Any:
    """The human attacker's battle with its own choice of losses filled in when it has one (Law of
    Root 4.3.3: warriors first, then the owner chooses buildings or tokens); None if refused."""
    from . import edits

    try:
        needed = edits.human_battle_choice(snap, edit)
    except EngineError:
        return None
    if needed is None:
        return edit
    left, options = needed
    choice = []
    for kind, n in rnd.sample(list(options), len(options)):
        take = min(n, left)
        if take:
            choice.append((kind, take))
        left -= take
    return edit.model_copy(update={"attacker_choice": tuple(choice)})


def _config_problem(exc: ValueError) -> str:
    """A refused game setup in words: the engine's code has a sentence (gui/root/reasons.py)."""
    from .setup import setup_error

    found = setup_error(exc)
    if found is None:
        return str(exc).splitlines()[-1].strip()
    # Imported by name: the engine's packages never depend on the GUI's (mypy checks them alone);
    # only this error path reads the sentence, and it loads QtCore for its translation, not a window.
    words = importlib.import_module("tablebot.gui.root.reasons")
    return str(words.error_text(found.code, found.params))


def simulate(*, seed: int = 1, rounds: int = 3, map_id: str = "autumn", difficulty: str = "normal",
             humans: tuple[str, ...] = ("eyrie", "alliance"), human_edits: int = 2,
             app_deck: bool = False, seats: tuple[tuple[str, str | None], ...] | None = None,
             check: bool = False, services_cards: str = "none") -> dict[str, Any]:
    """Play `rounds` rounds: bots against human seats that only make a few random edits. `seats`
    names the table in turn order, (faction, bot id or None for a human); without it, the Mechanical
    Marquise against `humans`. Everything random comes from `seed` (the deck, the edits and the
    answers from random.Random(seed), the dice and the bot's own draws from the snapshot's seeded
    RNG), so a seed replays exactly. A game won before the last round stops there ("over").
    `check`: every snapshot passes the save-file checks and a JSON round trip, and no bot step had to
    be cut down by the legality net (the conformance harness's checks); what fails is in "problems".
    `app_deck`: the app draws the bots' cards from its own deck. `services_cards`: the Services cards
    for bots (9.7) the table uses when a Riverfolk plays; what a bot buys is answered at random within
    what 9.2.3 allows."""
    from .. import conformance
    from ..registry import game_rules
    from . import cards
    from .actions import DiceAnswer, OrderCardAnswer
    from .conformance import random_root_answer
    from .factions import FACTIONS, Category
    from .rules import result
    from .setup import GameConfig, SeatConfig, new_game
    from .state import BotConfig, OrderCard

    rules = game_rules("root")
    if seats is None:
        seats = (("marquise", "mechanical_marquise_2"), *((h, None) for h in humans))
    try:
        config = GameConfig(
            map_id=map_id, seed=seed,
            seats=tuple(SeatConfig(faction=f, bot=BotConfig(bot=b, difficulty=difficulty) if b else None)
                        for f, b in seats),
            app_deck=app_deck, services_cards=services_cards,
        )
        snap = new_game(config)
    except ValueError as exc:
        raise InputProblem(_config_problem(exc)) from exc
    rnd = random.Random(seed)
    deck = _Deck(cards.available_cards(snap), rnd)
    steps = prompts = battles = edits_made = bot_turns = crossings = 0
    actions: dict[str, int] = {}
    problems: list[str] = []
    placed: dict[str, dict[str, int]] = {}  # the humans' buildings and tokens put up, by faction and kind
    removed: dict[str, dict[str, int]] = {}  # the humans' pieces the bots' steps removed

    def checked(s: Any, after: str) -> Any:
        if check:
            problems.extend(f"{after} (round {s.turn.round}): {p}" for p in conformance.check("root", s))
        return s

    snap = checked(snap, "setup")
    while snap.turn.round <= rounds and result(snap) is None:
        for _ in range(MAX_STEPS_PER_TURN):
            step: Any = rules.next_step(snap)
            if isinstance(step, HumanTurn):
                snap, n = _human_edits(snap, step.actor, rules, rnd, human_edits, placed)
                edits_made += n
                if result(snap) is not None:
                    break  # a human's edit scored the winning VP (a reveal, an exposure): the game is over
                snap = checked(rules.end_human_turn(checked(snap, f"{step.actor}'s edits")), "end of turn")
                break
            if step.kind == "prompt":
                prompts += 1
                q: Any = step.question
                ans: Any
                if q.kind == "order_card":
                    card = deck.draw()
                    ans = OrderCardAnswer(card=OrderCard(name=card.name, suit=card.suit))
                elif q.kind == "dice":
                    ans = DiceAnswer(dice=None)
                else:  # a human's losses, the Arbiter, what only the table knows
                    ans = random_root_answer(snap, step, rnd)
                snap = checked(rules.answer(snap, step, ans), f"answer to {q.kind}")
                continue
            action: Any = step.action
            if action.kind == "game_over":
                break
            if check and any(r.code.startswith("legality.") for r in step.reasons):
                problems.append(f"{step.actor} planned a step the rules refuse (round {snap.turn.round})")
            for part in (action, *getattr(action, "parts", ())):
                for r in getattr(part, "removals", ()):
                    if not snap.faction(r.faction).is_bot:
                        lost = removed.setdefault(r.faction, {})
                        lost[r.piece] = lost.get(r.piece, 0) + r.count
            snap = checked(rules.apply_step(snap, step), f"{step.actor}'s {action.kind}")
            crossings += sum(r.code == "ferry.bot_crossing" for r in step.reasons)  # 12.1.1
            steps += 1
            actions[action.kind] = actions.get(action.kind, 0) + 1
            battles += action.kind == "battle"
            if action.kind == "end_turn":
                bot_turns += 1
                break
        else:
            raise EngineError("simulate.turn_did_not_end", seed=seed, round=snap.turn.round)
    digest = hashlib.sha256(snap.model_dump_json().encode()).hexdigest()[:16]
    return {
        "seed": seed, "rounds": rounds, "map": map_id, "difficulty": difficulty,
        "humans": [f for f, b in seats if b is None], "bots": [b for _, b in seats if b is not None],
        "over": result(snap) is not None, "round_reached": snap.turn.round,
        "bot_turns": bot_turns, "steps": steps, "prompts": prompts, "battles": battles,
        "human_edits": edits_made, "actions": dict(sorted(actions.items())),
        "vp": {f.id: f.vp for f in snap.factions},
        "warriors_on_board": {f.id: snap.on_board(f.id, "warrior") for f in snap.factions
                              if f.id != "vagabond"},
        "placed_by_humans": {f: dict(sorted(k.items())) for f, k in sorted(placed.items())},
        "removed_by_bots": {f: dict(sorted(k.items())) for f, k in sorted(removed.items())},
        "others_on_board": {f.id: {p.id: n for p in FACTIONS[f.id].pieces
                                   if p.category in (Category.BUILDING, Category.TOKEN)
                                   and (n := snap.on_board(f.id, p.id))} for f in snap.factions},
        "final_snapshot_sha256": digest,
        **({"ferry": snap.ferry, "ferry_crossings": crossings} if snap.ferry is not None else {}),
        **({"problems": problems} if check else {}),
    }

"""Conformance harness: every registered bot of every game, through seeded random games.

A bot joins the harness the day its module is registered: Root bots come from
games.root.bots.BOTS (on Autumn, or on any map: root_subjects, every_map_subjects), the
Expeditions Automa from its game. For each subject, `play` runs whole
turns with random answers to every prompt (order cards, dice, a human's choices, tiles) and random
table edits on the humans' turns (legal and illegal alike), and checks after every change that
the snapshot is consistent (the save file's checks: supplies, slots, places, cursor) and survives
a JSON round trip unchanged, and that a refused edit changed nothing. The test suite runs a
bounded number of games; bench/bench_conformance.py runs many and prints the counts.

Pure engine code: no Qt.
"""

from __future__ import annotations

import dataclasses
import random
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..core.steps import EngineError, HumanTurn
from .registry import GameRules, game_rules


@dataclass(frozen=True)
class Subject:
    """One bot under test, with the tables it is tried at."""

    game: str
    bot: str
    new_game: Callable[[int, random.Random], Any]
    answer: Callable[[Any, Any, random.Random], Any]
    edits: Callable[[Any, random.Random], list[Any]]
    is_bot_turn_end: Callable[[Any], bool]
    board: str = ""
    """The map it plays on, for a game with several (Root: "" is Autumn, the first map)."""
    step_problems: Callable[[Any, Any, Any], list[str]] | None = None
    """The game's own checks of one applied bot step (board before, step, board after)."""

    @property
    def name(self) -> str:
        return f"{self.game}:{self.bot}" + (f"@{self.board}" if self.board else "")


@dataclass
class Report:
    subject: str
    seed: int
    bot_turns: int = 0
    steps: int = 0
    prompts: int = 0
    edits_applied: int = 0
    edits_refused: int = 0
    problems: list[str] = field(default_factory=list)
    crash: str | None = None
    """The traceback when the engine raised inside `play` (also listed among the problems)."""
    history: list[Any] = field(default_factory=list)
    """Every snapshot in order (kept only when asked for)."""
    codes: Counter[str] = field(default_factory=Counter)
    """How often each reason code was shown on an applied bot step (what the games exercised)."""


# -- Root ------------------------------------------------------------------------------------
def random_root_answer(snap: Any, prompt: Any, rnd: random.Random) -> Any:
    """A random answer a table could give to any Root prompt: a card of the deck, dice (or "roll for
    me"), a legal choice of losses, the Arbiter yes or no, any of a table question's options."""
    from .root import services as root_services
    from .root.actions import (
        ArbiterAnswer,
        AskArbiter,
        AskDice,
        AskOrderCard,
        AskRemoval,
        AskTable,
        DiceAnswer,
        OrderCardAnswer,
        RemovalAnswer,
        TableAnswer,
    )
    from .root.cards import available_cards
    from .root.state import OrderCard

    q = prompt.question
    if isinstance(q, AskOrderCard):
        c = rnd.choice(available_cards(snap))
        return OrderCardAnswer(card=OrderCard(name=c.name, suit=c.suit, item=c.item))
    if isinstance(q, AskDice):
        swords = rnd.randint(0, 3) if q.battle.defender == "vagabond" else None
        dice = None if rnd.random() < 0.5 else (rnd.randint(0, 3), rnd.randint(0, 3))
        return DiceAnswer(dice=dice, vagabond_swords=swords)
    if isinstance(q, AskRemoval):
        left, choice = q.hits, []
        options = list(q.options)
        rnd.shuffle(options)
        for kind, n in options:
            take = min(n, left)
            choice.append((kind, take))
            left -= take
        return RemovalAnswer(choice=tuple(choice))
    if isinstance(q, AskArbiter):
        human = not snap.faction(q.arbiter).is_bot  # a human Arbiter's undamaged swords (7.7.6)
        return ArbiterAnswer(enlist=rnd.random() < 0.5, swords=rnd.randint(0, 3) if human else None)
    if isinstance(q, AskTable):
        if q.multiple:
            chosen = tuple(o for o in q.options if rnd.random() < 0.5)
            if q.topic == root_services.TOPIC:  # what 9.2.3 allows (count, price), not any subset
                chosen = root_services.allowed_part(snap, chosen)
            return TableAnswer(chosen=chosen)
        return TableAnswer(chosen=(rnd.choice(q.options),))
    raise AssertionError(f"no random answer for {q.kind}")


def _root_subjects(map_id: str = "autumn") -> list[Subject]:
    """Every Root bot on `map_id`: on a marker map the suits are a seeded random layout (setup)."""
    from .root import rules as root_rules
    from .root.board import load_board
    from .root.bots import BOTS, available_bots
    from .root.edits import (
        AddPiece,
        BotTakesHits,
        ExposePlot,
        MoveFerry,
        MovePiece,
        RemovePiece,
        RevealPlot,
        SetPayments,
        SetVP,
    )
    from .root.factions import FACTIONS, PLOT_FACES
    from .root.setup import GameConfig, SeatConfig
    from .root.setup import new_game as new_root_game
    from .root.state import BotConfig

    def edits(snap: Any, rnd: random.Random) -> list[Any]:
        """A human's turn mirrored at the table: a few drags, some beyond supplies or slots."""
        human = snap.current_faction().id
        places = list(root_rules.board_of(snap).clearing_ids()) + list(root_rules.board_of(snap).forest_ids())
        if root_rules.has_burrow(snap):
            places.append(root_rules.BURROW)  # 10.2.2: drags into the Burrow, most of them refused
        out: list[Any] = []
        for _ in range(rnd.randint(0, 6)):
            faction = rnd.choice([f.id for f in snap.factions])
            piece = rnd.choice([p.id for p in FACTIONS[faction].pieces])
            roll = rnd.random()
            if roll < 0.45:
                out.append(AddPiece(faction=faction, piece=piece, place=rnd.choice(places), count=rnd.randint(1, 4)))
            elif roll < 0.7:
                out.append(MovePiece(faction=faction, piece=piece, origin=rnd.choice(places), dest=rnd.choice(places)))
            elif roll < 0.85:
                out.append(RemovePiece(faction=faction, piece=piece, place=rnd.choice(places)))
            elif roll < 0.95:
                bots = [f.id for f in snap.factions if f.is_bot]
                out.append(BotTakesHits(faction=rnd.choice(bots), clearing=rnd.choice(places[:12]),
                                        hits=rnd.randint(1, 3), by=human))
            else:
                out.append(SetVP(faction=human, vp=min(29, snap.faction(human).vp + rnd.randint(0, 2))))
        # Issue 11: a human Corvid reveals a plot, another human tries to expose one, the table
        # corrects the Riverfolk's Payments (most of these refused where nothing fits). Drawn from
        # their own Random, seeded by the board, so the other edits' random stream stays as it was.
        extra = random.Random(f"{snap.rng}-{snap.turn.round}-{human}")
        if snap.has_faction("corvids") and extra.random() < 0.5:
            where, face = extra.choice(places[:12]), extra.choice(PLOT_FACES)
            out.append(RevealPlot(clearing=where, face=face) if human == "corvids" else
                       ExposePlot(clearing=where, by=human, guess=face, right=extra.random() < 0.5))
        if snap.has_faction("riverfolk") and extra.random() < 0.3:
            payer = extra.choice([f.id for f in snap.factions])
            out.append(SetPayments(faction=payer, count=extra.randint(0, 4)))
        if snap.ferry is not None and extra.random() < 0.2:
            # The Lake: the table corrects where the ferry stands (a clearing off the coast is refused).
            out.append(MoveFerry(dest=extra.choice(places[:12])))
        if snap.ferry is not None and human != "vagabond" and extra.random() < 0.5:
            # A human's warrior reaches the ferry and crosses the lake on it (Law of Root): the ferry
            # goes along (the warrior's arrival is refused where the Keep or the supply forbid it).
            out.append(AddPiece(faction=human, piece="warrior", place=snap.ferry))
            out.append(MovePiece(faction=human, piece="warrior", origin=snap.ferry,
                                 dest=extra.choice(root_rules.ferry_destinations(snap, snap.ferry))))
        return out

    def make(bot: str) -> Callable[[int, random.Random], Any]:
        def new_game(seed: int, rnd: random.Random) -> Any:
            me = BOTS[bot]
            others = [f for f in FACTIONS if f != me]
            rnd.shuffle(others)
            seats = [SeatConfig(faction=me, bot=BotConfig(
                bot=bot, difficulty=rnd.choice(["easy", "normal", "challenging", "nightmare"]),
                printing=rnd.choice(["original_2020", "directors_cut"]),
                character=rnd.choice(["thief", "tinker", "ranger", "vagrant", "rogue", "arbiter"])
                if bot == "vagabot" else None))]
            others_bots = {BOTS[b]: b for b in available_bots() if b != bot}
            for f in others[: rnd.randint(1, 3)]:
                if f in others_bots and rnd.random() < 0.4:
                    seats.append(SeatConfig(faction=f, bot=BotConfig(bot=others_bots[f], character="thief"
                                                                     if f == "vagabond" else None)))
                else:
                    seats.append(SeatConfig(faction=f))
            if all(s.bot is not None for s in seats):
                seats[-1] = SeatConfig(faction=seats[-1].faction)
            rnd.shuffle(seats)
            human_marquise = any(s.faction == "marquise" and s.bot is None for s in seats)
            corners = load_board(map_id).corners()
            # The Services cards (9.7) from a Random of their own, so the tables above stay as they were.
            cards = random.Random(seed * 7919 + 11).choice(["none", "basic", "basic", "basic_and_advanced"])
            return new_root_game(GameConfig(
                map_id=map_id, seats=tuple(seats), seed=seed, coop=rnd.random() < 0.2, services_cards=cards,
                keep_corner=rnd.choice(corners) if human_marquise or rnd.random() < 0.5 else None))
        return new_game

    def turn_end(step: Any) -> bool:
        # The app's proposals merge the end of the turn with the bookkeeping before it (a compound).
        action = getattr(step, "action", None)
        return any(getattr(a, "kind", None) == "end_turn" for a in (action, *getattr(action, "parts", ())))

    def step_problems(before: Any, step: Any, after: Any) -> list[str]:
        """12.1.1: a step that says it takes the ferry leaves it where its last crossing ended, and a
        lone move over the lake scores its bot exactly the ferry's VP."""
        crossings = [r for r in step.reasons if r.code == "ferry.bot_crossing"]
        if not crossings:
            return [] if after.ferry == before.ferry or step.action.kind == "game_over" else \
                [f"the ferry moved from {before.ferry} to {after.ferry} without a crossing: {step.reasons}"]
        out = []
        if after.ferry != crossings[-1].param("dest"):
            out.append(f"the ferry is in {after.ferry}, not where the crossing ended: {crossings[-1]}")
        faction = crossings[-1].param("faction")
        if step.action.kind == "move" and after.faction(faction).vp != before.faction(faction).vp + root_rules.FERRY_VP:
            out.append(f"a ferry crossing scored {after.faction(faction).vp - before.faction(faction).vp} VP")
        return out

    board = "" if map_id == "autumn" else map_id
    return [Subject("root", bot, make(bot), random_root_answer, edits, turn_end, board, step_problems)
            for bot in available_bots()]


def with_app_deck(subject: Subject) -> Subject:
    """The same Root tables with "The app draws the bots' cards" (ruling app-deck): the new game
    gets the app's deck as GameConfig(app_deck=True) would make it, so card questions become the
    app's draw steps."""
    from .root.cards import shuffled_app_deck

    def new_game(seed: int, rnd: random.Random) -> Any:
        snap = subject.new_game(seed, rnd)
        deck, state = shuffled_app_deck(snap, snap.rng)
        return snap.model_copy(update={"app_deck": deck, "rng": state})

    return dataclasses.replace(subject, new_game=new_game)


# -- Expeditions -----------------------------------------------------------------------------
def _expeditions_subjects() -> list[Subject]:
    from .expeditions.actions import AskCard, AskTile, CardAnswer, TileAnswer
    from .expeditions.edits import PlacePlayerMech, PlayerExplore, PlayerVanquish, SetPlayerGlory
    from .expeditions.setup import GameConfig, new_game
    from .expeditions.state import LocRef

    def answer(snap: Any, prompt: Any, rnd: random.Random) -> Any:
        q = prompt.question
        if isinstance(q, AskCard):
            return CardAnswer(card=rnd.choice(q.options))
        if isinstance(q, AskTile):
            used = {loc.tile for loc in (*snap.north, *snap.central, *snap.south)}
            free = [t for t in range(1, 21) if t not in used]
            return TileAnswer(tile=rnd.choice(free) if free and rnd.random() < 0.8 else None,
                              corruption=tuple(rnd.choice((0, 2, 3, 4)) for _ in range(rnd.randint(0, 3))))
        raise AssertionError(f"no random answer for {q.kind}")

    def edits(snap: Any, rnd: random.Random) -> list[Any]:
        region = rnd.choice(["north", "central", "south"])
        ref = LocRef(region=region, slot=rnd.randrange(len(snap.region(region)) + 1))  # sometimes off the row
        out: list[Any] = [PlacePlayerMech(location=ref)]
        if rnd.random() < 0.5:
            out.append(PlayerExplore(location=ref, corruption=tuple(rnd.choice((3, 4)) for _ in range(rnd.randint(0, 3)))))
        if rnd.random() < 0.5:
            out.append(PlayerVanquish(location=ref, count=rnd.randint(1, 2)))
        if rnd.random() < 0.1:
            out.append(SetPlayerGlory(glory=rnd.randint(0, 4)))
        return out

    def make(seed: int, rnd: random.Random) -> Any:
        return new_game(GameConfig(level=rnd.choice([1, 2, 3]), seed=seed, physical_deck=rnd.random() < 0.3,
                                   glory_bonus=rnd.randint(-2, 3)))

    def turn_end(step: Any) -> bool:
        return getattr(getattr(step, "action", None), "kind", None) == "end_turn"

    return [Subject("expeditions", "automa", make, answer, edits, turn_end)]


def subjects() -> list[Subject]:
    """Every bot of every game the app registers (Root on Autumn)."""
    return _root_subjects() + _expeditions_subjects()


def root_subjects(map_id: str) -> list[Subject]:
    """Every Root bot on one of the maps (root.board.MAPS): named "root:<bot>@<map>" off Autumn."""
    return _root_subjects(map_id)


def every_map_subjects() -> list[Subject]:
    """Every Root bot on every map, then the other games' bots."""
    from .root.board import MAPS

    return [s for m in MAPS for s in _root_subjects(m)] + _expeditions_subjects()


# -- running ---------------------------------------------------------------------------------
def check(game: str, snap: Any) -> list[str]:
    """The consistency checks a save file must pass, plus an exact JSON round trip."""
    from ..core.save import validate

    problems = list(validate(game, snap))
    again = type(snap).model_validate_json(snap.model_dump_json())
    if again != snap:
        problems.append("the snapshot changes through a JSON round trip")
    return problems


def play(subject: Subject, seed: int, bot_turns: int = 6, *, keep_history: bool = False,
         max_steps: int = 20_000) -> Report:
    """Play until the subject's bot has taken `bot_turns` turns (or the game ends). An exception
    inside the engine does not escape: it is a problem of this seed (`Report.crash` has the
    traceback), so a long run goes on to the next seed."""
    report = Report(subject.name, seed)
    try:
        _play(subject, seed, bot_turns, report, keep_history=keep_history, max_steps=max_steps)
    except Exception as err:  # noqa: BLE001 - any engine exception is what the harness is looking for
        report.crash = traceback.format_exc()
        where = traceback.extract_tb(err.__traceback__)[-1]
        report.problems.append(f"crash after {report.steps} steps: {type(err).__name__}: {err} "
                               f"({where.filename.rsplit('/', 1)[-1]}:{where.lineno} in {where.name})")
    return report


def _play(subject: Subject, seed: int, bot_turns: int, report: Report, *, keep_history: bool,
          max_steps: int) -> None:
    rules: GameRules = game_rules(subject.game)
    rnd = random.Random(seed)
    snap = subject.new_game(seed, rnd)

    def keep(s: Any) -> None:
        report.problems.extend(check(subject.game, s))
        if keep_history:
            report.history.append(s)

    keep(snap)
    # Odd seeds play what the window shows (the bot's bookkeeping merged into its neighbouring
    # step, GameRules.propose); even seeds play the engine's own steps one by one.
    merged = seed % 2 == 1
    plan = rules.propose if merged else rules.next_step
    apply = rules.apply_proposed if merged else rules.apply_step
    for _ in range(max_steps):
        step = plan(snap)
        if isinstance(step, HumanTurn):
            for edit in subject.edits(snap, rnd):
                before = snap
                try:
                    snap = rules.apply_edit(snap, edit)
                except EngineError:
                    report.edits_refused += 1
                    if snap is not before or snap != before:
                        report.problems.append(f"a refused edit changed the board: {edit}")
                    continue
                report.edits_applied += 1
                keep(snap)
            try:
                snap = rules.end_human_turn(snap)
            except EngineError as err:
                if err.code != "game.over":
                    raise
                return  # a human's edit scored the winning VP: the game is over
            keep(snap)
            continue
        if step.kind == "prompt":
            report.prompts += 1
            snap = rules.answer(snap, step, subject.answer(snap, step, rnd))
            keep(snap)
            continue
        if getattr(step.action, "kind", None) == "game_over":
            break
        report.steps += 1
        refused = [r for r in getattr(step, "reasons", ()) if r.code.startswith("legality.")]
        if refused:
            # flow.legal_step had to cut the step down: a bot's own target choice missed a rule.
            report.problems.append(f"{step.actor} planned a step the rules refuse: {step.reasons}")
        report.codes.update(r.code for r in getattr(step, "reasons", ()))
        actor = step.actor
        before = snap
        snap = apply(snap, step)
        keep(snap)
        if subject.step_problems is not None:
            report.problems.extend(subject.step_problems(before, step, snap))
        if subject.is_bot_turn_end(step) and _is_subject(subject, snap, actor):
            report.bot_turns += 1
            if report.bot_turns >= bot_turns:
                break
    else:
        report.problems.append(f"no end after {max_steps} steps")


def _is_subject(subject: Subject, snap: Any, actor: str) -> bool:
    if subject.game != "root":
        return True
    from .root.bots import BOTS

    return actor == BOTS[subject.bot]

"""Conformance harness: every registered bot of every game, through seeded random games.

A bot joins the harness the day its game's registration names it (`subjects`, and
`every_map_subjects` for a game with several boards: each game's own conformance module, e.g.
games/root/conformance.py). For each subject, `play` runs whole
turns with random answers to every prompt (order cards, dice, a human's choices, tiles) and random
table edits on the humans' turns (legal and illegal alike), and checks after every change that
the snapshot is consistent (the save file's checks: supplies, slots, places, cursor) and survives
a JSON round trip unchanged, and that a refused edit changed nothing. The test suite runs a
bounded number of games; bench/bench_conformance.py runs many and prints the counts.

Pure engine code: no Qt.
"""

from __future__ import annotations

import random
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..core.steps import EngineError, HumanTurn
from .registry import GameRules, game_rules, known_games


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
    is_subject_turn: Callable[[Any, str], bool] | None = None
    """Whether a turn that ended (snapshot after, actor) was this bot's own (a game with several
    bots at one table counts only the subject's turns); every bot turn when None."""

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


def subjects() -> list[Subject]:
    """Every bot of every game the app registers (each game's `subjects`: Root on its first map)."""
    return [s for g in known_games() if (found := game_rules(g).subjects) is not None for s in found()]


def every_map_subjects() -> list[Subject]:
    """Every bot of every game on every board it has (a game's `every_map_subjects`, else its
    `subjects`)."""
    out: list[Subject] = []
    for g in known_games():
        rules = game_rules(g)
        found = rules.every_map_subjects or rules.subjects
        if found is not None:
            out.extend(found())
    return out


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
    return subject.is_subject_turn is None or subject.is_subject_turn(snap, actor)

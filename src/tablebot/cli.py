"""The `tablebot` command: the GUI without arguments, headless commands otherwise.

    tablebot [--game ID]              open the window (tablebot.app.run) on that game's demo
    tablebot --screenshot FILE        render the main window to FILE and quit (--game ID: that game's demo)
    tablebot --self-test              start, load a board, quit (run on packaged builds)
    tablebot turn FILE [answers]      play the current bot's turn from a save, as JSON lines
    tablebot simulate [--game ID]     seeded bot-vs-table rounds without a window, JSON summary
    tablebot validate FILE            load a save and say OK or why not
    tablebot schema                   print the JSON Schema of save files (docs/save-schema.json)

The headless commands never import Qt (a test checks it): the GUI module is imported only on the
paths that open a window. Nothing here names a game: each game's registration (games/registry.py)
says what it needs, and its own `cli` module adds the flags of its questions and its `simulate`
(see game_cli). Exit codes: 0 done, 1 the engine failed (a bug), 2 the input is wrong
(bad file, bad arguments, an answer the table must give is missing).
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import IO, Any

from . import __version__
from .core.reasons import Reason, reason
from .core.save import HistoryEntry, SavedGame, SaveError, load_game, save_game, save_schema
from .core.steps import EngineError, HumanTurn

MAX_STEPS_PER_TURN = 500
"""A Marquise turn is a few dozen steps; more means the engine loops (a bug, exit 1)."""

EXIT_OK, EXIT_ENGINE, EXIT_INPUT = 0, 1, 2


class InputProblem(Exception):
    """Wrong input from the command line or an answers file: message on stderr, exit 2."""


# -- JSON output -------------------------------------------------------------------------------
def reason_json(r: Reason) -> dict[str, Any]:
    """Params as an object: easier for scripts than the pairs the model keeps for stable order."""
    return {"rule": r.rule, "code": r.code, "params": {k: _plain(v) for k, v in r.params}}


def _plain(value: object) -> object:
    return list(value) if isinstance(value, tuple) else value


def _line(obj: dict[str, Any], out: IO[str]) -> None:
    out.write(json.dumps(obj, ensure_ascii=False, separators=(", ", ": ")) + "\n")
    out.flush()


# -- answers for `turn` ------------------------------------------------------------------------
@dataclass
class Answers:
    """Where the table's answers come from, consumed in order, one queue per kind of question (an
    answer's kind is the kind of the question it answers): the game's own flags first (its `cli`
    module's flag_answers: Root's --order, --dice), then the answers file; then the game's
    missing_answer (Root's --roll), else the words that say how to give the answer."""

    queues: dict[str, list[Any]] = field(default_factory=dict)
    answer_adapter: Any = None
    """The game's answer parser (its registration): how a missing answer is written."""
    missing: Callable[[Any], Any] | None = None
    """The game's answer when its queue is empty (an answer, or None), or InputProblem with its words."""

    def queue(self, kind: str) -> list[Any]:
        return self.queues.setdefault(kind, [])

    def unused(self) -> str:
        return ", ".join(f"{len(q)} {kind.replace('_', ' ')}" for kind, q in self.queues.items() if q)

    def for_question(self, question: Any) -> Any:
        if self.queues.get(question.kind):
            return self.queues[question.kind].pop(0)
        if self.missing is not None:
            found = self.missing(question)
            if found is not None:
                return found
        raise InputProblem(f"the game asks the table a {question.kind!r} question "
                           f"({question.model_dump_json(exclude={'kind'})}): give "
                           f"{_answer_form(self.answer_adapter, question.kind)} in --answers")


def _answer_form(adapter: Any, kind: str) -> str:
    """How an answer of this kind is written, from the game's answer schema: {"kind": K, "field": ...}."""
    fields: list[str] = []
    if adapter is not None:
        schema = adapter.json_schema()
        # A union of answers lists its models under $defs; a game with one kind of answer is that model.
        for model in (schema, *schema.get("$defs", {}).values()):
            props = model.get("properties", {})
            if props.get("kind", {}).get("const") == kind:
                fields = [f for f in props if f != "kind"]
    return "{" + ", ".join([f'"kind": "{kind}"', *(f'"{f}": ...' for f in fields)]) + "}"


def game_cli(game_id: str) -> ModuleType | None:
    """The game's own command-line module (its registration's `cli`), None when it has none. What it
    may define, each optional:

    - add_turn_arguments(parser): flags that answer the game's questions on the `turn` line;
    - flag_answers(args, snap) -> list of answers: what those flags answered, in order;
    - missing_answer(question, args) -> an answer or None: when no answer is left for a question
      (an app's roll), or InputProblem with the words that say how to give it;
    - add_simulate_arguments(parser) and simulate_command(args) -> dict: the game's own `simulate`
      (without it, `simulate --game ID` plays the game's first conformance subject)."""
    from .games.registry import game_rules

    path = game_rules(game_id).cli
    return importlib.import_module(path) if path else None


def _gather_answers(args: argparse.Namespace, snap: Any, rules: Any) -> Answers:
    own = game_cli(rules.id)
    answers = Answers(answer_adapter=rules.answer_adapter)
    if own is not None and hasattr(own, "missing_answer"):
        answers.missing = lambda question: own.missing_answer(question, args)
    if own is not None and hasattr(own, "flag_answers"):
        for ans in own.flag_answers(args, snap):
            answers.queue(ans.kind).append(ans)
    if args.answers:
        path = Path(args.answers)
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise InputProblem(f"{path}: cannot read answers ({exc})") from exc
        if not isinstance(raw, list):
            raise InputProblem(f"{path}: answers are a JSON list of answer objects")
        from pydantic import ValidationError

        for i, item in enumerate(raw):
            try:
                ans = rules.answer_adapter.validate_python(item)
            except ValidationError as exc:
                err = exc.errors(include_url=False)[0]
                loc = ".".join(str(p) for p in err["loc"])
                raise InputProblem(f"{path}: answer {i}: {loc}: {err['msg']}") from exc
            answers.queue(ans.kind).append(ans)
    return answers


# -- commands ------------------------------------------------------------------------------------
def cmd_turn(args: argparse.Namespace, out: IO[str], err: IO[str]) -> int:
    """Play the current bot's turn from a save: each step and each answered prompt as one JSON line."""
    from .games.registry import game_rules

    path = Path(args.file)
    saved = load_game(path)
    rules = game_rules(saved.game)
    snap = saved.snapshot
    answers = _gather_answers(args, snap, rules)
    labels: list[HistoryEntry] = []
    ended = False
    for _ in range(MAX_STEPS_PER_TURN):
        step: Any = rules.next_step(snap)
        if isinstance(step, HumanTurn):
            _line({"actor": step.actor, "human_turn": True}, out)
            ended = True
            break
        if step.kind == "prompt":
            ans = answers.for_question(step.question)
            try:
                snap = rules.answer(snap, step, ans)
            except EngineError as exc:
                # The engine refuses what the table entered (a card not in the deck, dice of 7).
                raise InputProblem(f"answer refused: {exc.code} {exc.params}") from exc
            _line({"actor": step.actor, "prompt": step.question.model_dump(mode="json"),
                   "reasons": [reason_json(r) for r in step.reasons],
                   "answer": ans.model_dump(mode="json")}, out)
            labels.append(HistoryEntry(reason("", "history.answer", kind=step.question.kind),
                                       snap))
            continue
        action = step.action
        if action.kind == "game_over":  # shown, never applied: the turn ends with the game
            _line({"actor": step.actor, "action": action.model_dump(mode="json"),
                   "reasons": [reason_json(r) for r in step.reasons]}, out)
            ended = True
            break
        snap = rules.apply_step(snap, step)
        _line({"actor": step.actor, "action": action.model_dump(mode="json"),
               "reasons": [reason_json(r) for r in step.reasons]}, out)
        labels.append(HistoryEntry(reason("", "history.step", action=action.kind), snap))
        if action.kind == "end_turn":
            ended = True
            break
    if not ended:
        err.write(f"tablebot: the turn did not end within {MAX_STEPS_PER_TURN} steps (engine bug)\n")
        return EXIT_ENGINE
    unused = answers.unused()
    if unused:
        err.write(f"tablebot: warning: answers not needed this turn: {unused}\n")
    if args.write and labels:
        # Like a confirmed step in the app: new history goes after the current entry, redo is dropped.
        history = saved.history[: saved.index + 1] + tuple(labels)
        save_game(path, SavedGame(saved.game, history, len(history) - 1))
        err.write(f"tablebot: saved {len(labels)} new history entries to {path}\n")
    return EXIT_OK


def cmd_validate(args: argparse.Namespace, out: IO[str], err: IO[str]) -> int:
    saved = load_game(Path(args.file))
    out.write(f"OK: {args.file}: {saved.game}, {len(saved.history)} history entries, current {saved.index}\n")
    return EXIT_OK


def cmd_schema(args: argparse.Namespace, out: IO[str], err: IO[str]) -> int:
    out.write(json.dumps(save_schema(args.game), indent=2) + "\n")
    return EXIT_OK


def cmd_simulate(args: argparse.Namespace, out: IO[str], err: IO[str]) -> int:
    from .games.registry import known_games

    game = args.game or known_games()[0]
    own = game_cli(game)
    if own is not None and hasattr(own, "simulate_command"):
        summary = own.simulate_command(args)
    else:
        summary = simulate_game(game, seed=args.seed, rounds=args.rounds, check=args.check)
    out.write(json.dumps(summary, sort_keys=True) + "\n")
    return EXIT_OK


# -- simulate ------------------------------------------------------------------------------------
def simulate_game(game: str, *, seed: int = 1, rounds: int = 3, check: bool = False,
                  subject: Any = None) -> dict[str, Any]:
    """Any game whose registration names conformance `subjects`: its first subject's seeded random
    table, played until the bot has taken `rounds` turns (or the game ends), every prompt answered at
    random as a table could, the humans' turns a few random edits (games/conformance.py `play`).
    The same seed replays exactly; `check`: what the save checks and the JSON round trip found is
    listed under "problems". `subject`: a game's own table (its `simulate_command`'s flags) instead."""
    import hashlib

    from .games import conformance
    from .games.registry import game_rules

    rules = game_rules(game)
    if subject is None:
        if rules.subjects is None or not rules.subjects():
            raise InputProblem(f"{game} has no bots to simulate")
        subject = rules.subjects()[0]
    report = conformance.play(subject, seed, bot_turns=rounds, keep_history=True)
    if report.crash is not None:
        raise EngineError("simulate.crash", game=game, seed=seed, detail=report.problems[-1])
    final = report.history[-1]
    standing = rules.standing(final) if rules.standing is not None else None
    return {
        "game": game, "bot": subject.bot, "seed": seed, "rounds": rounds,
        "bot_turns": report.bot_turns, "steps": report.steps, "prompts": report.prompts,
        "human_edits": report.edits_applied, "human_edits_refused": report.edits_refused,
        "reasons": dict(sorted(report.codes.items())),
        **({"scores": {s.side: s.score for s in standing.sides}, "over": standing.over}
           if standing is not None else {}),
        "final_snapshot_sha256": hashlib.sha256(final.model_dump_json().encode()).hexdigest()[:16],
        **({"problems": report.problems} if check else {}),
    }


# -- GUI entry points (imported lazily: headless commands must not load Qt) ------------------------
def _gui(entry: str, *args: Any) -> int:
    try:
        app = importlib.import_module("tablebot.app")
    except ModuleNotFoundError as exc:
        if exc.name in ("tablebot.app", "PySide6"):
            sys.stderr.write(f"tablebot: the window is not available ({exc})\n")
            return EXIT_INPUT
        raise
    result = getattr(app, entry)(*args)
    return int(result or 0)


# -- argument parsing ------------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    from .games.registry import known_games

    games = known_games()
    parser = argparse.ArgumentParser(
        prog="tablebot", description="The official board-game bots, computed and explained at the table.",
        epilog="Without arguments, opens the window.")
    parser.add_argument("--version", action="version", version=f"tablebot {__version__}")
    parser.add_argument("--screenshot", metavar="FILE", help="render the main window to FILE and quit")
    parser.add_argument("--self-test", action="store_true", help="start, load a board, quit (0 = OK)")
    parser.add_argument("--game", dest="screenshot_game", choices=games,
                        help=f"which game's demo the window opens on, or --screenshot renders (default {games[0]})")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    turn = sub.add_parser("turn", help="play the current bot's turn from a save, one JSON line per step")
    turn.add_argument("file", help="save or scenario file")
    turn.add_argument("--answers", metavar="FILE", help="JSON list of answers, one object per question, e.g. "
                      '[{"kind": "dice", "dice": [3, 1]}] or [{"kind": "tile", "tile": 7, "corruption": [3]}]')
    turn.add_argument("--write", action="store_true", help="save the result back into FILE (atomically)")
    turn.set_defaults(func=cmd_turn)

    sim = sub.add_parser("simulate", help="play seeded rounds without a window; print a JSON summary")
    sim.add_argument("--game", choices=games, help=f"which game (default {games[0]})")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--rounds", type=int, default=3)
    sim.add_argument("--check", action="store_true",
                     help="check every snapshot as a save file would be, and every bot step's legality; "
                          "list what fails under \"problems\"")
    sim.set_defaults(func=cmd_simulate)
    for game in games:
        own = game_cli(game)
        if own is not None and hasattr(own, "add_turn_arguments"):
            own.add_turn_arguments(turn)
        if own is not None and hasattr(own, "add_simulate_arguments"):
            own.add_simulate_arguments(sim)

    val = sub.add_parser("validate", help="load a save and print OK or why it cannot be loaded")
    val.add_argument("file")
    val.set_defaults(func=cmd_validate)

    schema = sub.add_parser("schema", help="print the JSON Schema of save files")
    schema.add_argument("--game", choices=games, help=f"which game's saves (default {games[0]}, the first registered)")
    schema.set_defaults(func=cmd_schema)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list:
        return _gui("run", args_list)
    parser = build_parser()
    try:
        args = parser.parse_args(args_list)
    except SystemExit as exc:  # argparse exits on --help and on errors; callers get the code
        return int(exc.code or 0)
    if args.screenshot:
        if args.screenshot_game is not None:
            return _gui("screenshot", args.screenshot, (1366, 768), args.screenshot_game)
        return _gui("screenshot", args.screenshot)
    if args.self_test:
        return _gui("self_test")
    if args.command is None:
        if args.screenshot_game is not None:
            return _gui("run", args_list, args.screenshot_game)
        return _gui("run", args_list)
    out, err = sys.stdout, sys.stderr
    try:
        code: int = args.func(args, out, err)
        return code
    except SaveError as exc:
        err.write(f"tablebot: {exc}\n")
        return EXIT_INPUT
    except InputProblem as exc:
        err.write(f"tablebot: {exc}\n")
        return EXIT_INPUT
    except EngineError as exc:
        err.write(f"tablebot: engine error {exc.code} {exc.params}\n")
        return EXIT_ENGINE

"""Tapestry's part of the `tablebot` command (cli.py), named by Tapestry's registration (`cli`): the
flags that answer the bots' questions on the `turn` line, and the words that say how to give a
missing answer. `simulate --game tapestry` plays the conformance subject (no flags of its own).

No Qt here (the headless commands never load it).
"""

from __future__ import annotations

import argparse
from typing import Any

from ...cli import InputProblem
from .cards import TRACKS

_ROLL = "roll"


def add_turn_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("Tapestry's questions")
    group.add_argument("--pair", metavar="TRACK,PRIORITY", type=_parse_pair, action="append",
                       help="the two decision cards the table drew (physical deck): the left one first (repeat per turn)")
    group.add_argument("--die", metavar="FACE", choices=(*TRACKS, _ROLL), action="append",
                       help="the science die as rolled for the Automa (exploration, science, military, "
                            "technology), or 'roll' to let the app roll (repeat per roll)")
    group.add_argument("--app-rolls", action="store_true",
                       help="the app rolls the science die (seeded) whenever no --die is left")
    group.add_argument("--trap", metavar="yes|no", choices=("yes", "no"), action="append",
                       help="whether the Automa's tapestry card the table discarded was a trap, or whether you play "
                            "a trap when the Automa conquers your territory (repeat per question)")
    group.add_argument("--priority", metavar="CARD", type=int, action="append",
                       help="the progress card drawn as the priority card of the 1st income turn (physical deck)")


def _parse_pair(text: str) -> tuple[int, int]:
    try:
        left, right = (int(part) for part in text.split(","))
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{text!r}: two card numbers, e.g. 3,17") from exc
    return left, right


def flag_answers(args: argparse.Namespace, snap: Any) -> list[Any]:
    """The answers the flags give, in order (each kind's queue is read first to last, before the
    answers file's)."""
    from pydantic import ValidationError

    from .actions import DieAnswer, PairAnswer, PriorityAnswer, TrapAnswer

    try:
        answers: list[Any] = [PairAnswer(track_card=a, priority_card=b) for a, b in getattr(args, "pair", None) or []]
        answers += [PriorityAnswer(card=c) for c in getattr(args, "priority", None) or []]
    except ValidationError as exc:
        raise InputProblem(f"--pair/--priority: {exc.errors(include_url=False)[0]['msg']} "
                           "(decision cards are 1-22, progress cards 8-22)") from exc
    answers += [DieAnswer(face=None if face == _ROLL else face) for face in getattr(args, "die", None) or []]
    answers += [TrapAnswer(trap=t == "yes") for t in getattr(args, "trap", None) or []]
    return answers


def missing_answer(question: Any, args: argparse.Namespace) -> Any:
    """When no flag and no answers-file entry is left for a question: the app's roll (--app-rolls), or
    the words that say how to give the answer (InputProblem)."""
    from .actions import DieAnswer
    from .hexes import hex_label

    match question.kind:
        case "die":
            if getattr(args, "app_rolls", False):
                return DieAnswer(face=None)
            faces = ", ".join(question.allowed) if question.allowed else "any face"
            raise InputProblem(f"the Automa rolls the science die ({question.why}; it stops on {faces}): "
                               "give --die FACE as rolled, --die roll, --app-rolls, or an answers file")
        case "pair":
            raise InputProblem("the bots draw two decision cards from your deck: give --pair TRACK,PRIORITY "
                               "(the left card's number first) or an answers file")
        case "priority":
            raise InputProblem("the 1st income turn needs a priority card: draw the top progress card and "
                               "give --priority CARD or an answers file")
        case "trap" if question.yours:
            raise InputProblem(f"the Automa conquers your territory {hex_label(question.hex)}: give --trap yes if "
                               "you play a trap from your hand, --trap no otherwise, or an answers file")
        case "trap":
            raise InputProblem(f"you conquered the Automa's territory {hex_label(question.hex)}: discard one of its tapestry "
                               "cards at random and give --trap yes (a trap) or --trap no, or an answers file")
    return None

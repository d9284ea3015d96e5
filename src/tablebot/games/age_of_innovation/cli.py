"""Age of Innovation's part of the `tablebot` command (cli.py), named by the game's registration (`cli`):
the flags that answer the Automa's questions on the `turn` line (the decision cards the table drew from
its physical deck), and `simulate --game age_of_innovation` with the table's choices (level, the
Automa's faction and terrain, your terrain, the board: a shipped candidate or a map file).

The board flag is --board, not --map: Root's `simulate` flags own --map on the same command line.
No Qt here (the headless commands never load it).
"""

from __future__ import annotations

import argparse
from typing import Any

from ...cli import InputProblem
from .board import TERRAINS
from .cards import FACTIONS


def add_turn_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("Age of Innovation's questions")
    group.add_argument("--card", metavar="ID[,ID]", type=_parse_cards, action="append",
                       help="the decision card(s) the table drew for the Automa (physical deck): one id (*1-*6, "
                            "7-14), or two at its first turn of a round, the first drawn first (repeat per draw)")
    group.add_argument("--final-figures", metavar="AREA_VP,SCIENCE_VP", type=_parse_figures, action="append",
                       help="the Automa's area and science scoring VP at the game's end, as the base game's "
                            "rules give them for the figures shown (repeat per Automa)")
    group.add_argument("--final-areas", metavar="AREA[,AREA]", type=_parse_areas, action="append",
                       help="each player's largest area (buildings) at the game's end: the app ranks the Automa "
                            "against them and on the science board (repeat per Automa)")


def _parse_cards(text: str) -> tuple[str, ...]:
    cards = tuple(part.strip() for part in text.split(",") if part.strip())
    if not 1 <= len(cards) <= 2:
        raise argparse.ArgumentTypeError(f"{text!r}: one or two card ids, e.g. 7 or *2,11")
    return cards


def _parse_figures(text: str) -> tuple[int, int]:
    try:
        area, science = (int(part) for part in text.split(","))
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{text!r}: two VP figures, e.g. 18,12") from exc
    if area < 0 or science < 0:
        raise argparse.ArgumentTypeError(f"{text!r}: VP figures are 0 or more")
    return area, science


def _parse_areas(text: str) -> tuple[int, ...]:
    try:
        areas = tuple(int(part) for part in text.split(","))
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{text!r}: one area per player, e.g. 7 or 7,5") from exc
    if not 1 <= len(areas) <= 2 or any(a < 0 for a in areas):
        raise argparse.ArgumentTypeError(f"{text!r}: one or two areas of 0 or more buildings")
    return areas


def flag_answers(args: argparse.Namespace, snap: Any) -> list[Any]:
    """The answers --card, --final-figures and --final-areas give, in order (before the answers file's)."""
    from .actions import CardAnswer, FinalFiguresAnswer

    return [*(CardAnswer(cards=cards) for cards in getattr(args, "card", None) or []),
            *(FinalFiguresAnswer(area_vp=area_vp, science_vp=science_vp)
              for area_vp, science_vp in getattr(args, "final_figures", None) or []),
            *(FinalFiguresAnswer(your_areas=areas) for areas in getattr(args, "final_areas", None) or [])]


def missing_answer(question: Any, args: argparse.Namespace) -> Any:
    """When no flag and no answers-file entry is left: the words that say how to give the card or the
    final scoring's figures."""
    match question.kind:
        case "final_score":
            raise InputProblem(f"the game is over: score the Automa's largest area ({question.area} buildings with "
                               f"navigation {question.navigation}) and its science levels {list(question.science)} "
                               "by the base game's rules and give --final-figures AREA_VP,SCIENCE_VP, or give your largest "
                               "area with --final-areas AREA[,AREA] and the app ranks it")
        case "card":
            many = "two cards (the first drawn first)" if question.count == 2 else "one card"
            raise InputProblem(f"the Automa draws {many} from your decision deck: give --card "
                               f"{'ID,ID' if question.count == 2 else 'ID'} as drawn, or an answers file")
        case "setup_card":
            raise InputProblem("draw a random decision card for the Automa's initial workshop letters: give "
                               "--card ID or an answers file")
    return None


def add_simulate_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("Age of Innovation's table (--game age_of_innovation)")
    group.add_argument("--level", type=int, choices=range(1, 6), default=None, metavar="1-5",
                       help="the Automa's difficulty level (default: at random)")
    group.add_argument("--faction", choices=FACTIONS, default=None, help="the Automa's faction (default: at random)")
    group.add_argument("--terrain", choices=TERRAINS, default=None, help="your faction's terrain (default: at random)")
    group.add_argument("--automa-terrain", choices=TERRAINS, default=None,
                       help="the Automa's preferred terrain (default: drawn from the others)")
    group.add_argument("--board", metavar="ID|FILE", default=None,
                       help="candidate_a, candidate_b or a map file saved by the map editor (default: at random)")
    group.add_argument("--physical-deck", action="store_true",
                       help="the table draws the Automa's cards (answered at random within the deck)")


def simulate_command(args: argparse.Namespace) -> dict[str, Any]:
    """`simulate` at the table the flags describe (what they leave open is the conformance subject's
    seeded random choice)."""
    from ...cli import simulate_game
    from .board import BUILTIN_MAPS, MapFileError
    from .conformance import subject

    board = args.board
    if board is not None and board not in BUILTIN_MAPS:
        from .mapfiles import load_map

        try:
            load_map(board)
        except MapFileError as err:
            raise InputProblem(f"--board {board}: {err.code} {err.params}") from err
    table = subject(level=args.level, faction=args.faction, terrain=args.terrain, automa_terrain=args.automa_terrain,
                    board=board, physical=True if args.physical_deck else None)
    return simulate_game("age_of_innovation", seed=args.seed, rounds=args.rounds, check=args.check, subject=table)

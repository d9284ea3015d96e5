"""The Automa in the conformance harness (games/conformance.py): random answers a table could give
and random tables, your turns mirrored by random edits (legal and illegal alike). Named by the game's
registration (`subjects`, `random_answer`); the CLI's `simulate` builds its table with `subject`.

Pure engine code: no Qt.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from ..conformance import Subject
from .board import BUILTIN_MAPS, TERRAINS, builtin_map
from .cards import ADVANCED_CARDS, DISCIPLINES, FACTIONS, STARTER_CARDS, upgrades_to

CARDS = (*STARTER_CARDS, *ADVANCED_CARDS)


def random_answer(snap: Any, prompt: Any, rnd: random.Random) -> Any:
    """A random answer the table could give: decision cards the Automa's deck can still hold (the
    engine's answer refuses the others), a random card for the initial workshop letters, the final
    scoring's area and science VP as the table reads them."""
    from ...core.steps import IllegalAnswer
    from . import automa
    from .actions import AskCard, AskFinalScore, CardAnswer, FinalFiguresAnswer

    q = prompt.question
    if isinstance(q, AskFinalScore):  # the table reads the base game's area and science VP
        return FinalFiguresAnswer(area_vp=rnd.choice((0, 6, 12, 18)), science_vp=rnd.randint(0, 16))
    if not isinstance(q, AskCard):
        return CardAnswer(cards=(rnd.choice(CARDS),))
    for _ in range(200):
        ans = CardAnswer(cards=tuple(rnd.sample(CARDS, q.count)))
        try:
            automa.answer(snap, prompt, ans)
        except IllegalAnswer:
            continue
        return ans
    raise AssertionError("no decision card the deck can hold")


def random_edits(snap: Any, rnd: random.Random) -> list[Any]:
    """Your turn mirrored at the table (the side whose seat it is): a workshop on your terrain (now and
    then anywhere, refused), a transform, an upgrade, a science advance, a scholar, a spell covered, an
    innovation taken, your VP, a correction now and then; the pass with a round bonus, more often once
    every Automa has passed (the round ends only when everyone has)."""
    from .edits import (
        CorrectCard,
        CoverAction,
        MoveScience,
        PaintCell,
        PlaceBuilding,
        SetInnovation,
        SetScholar,
        SetVP,
        TakeRoundBonus,
        Transform,
        UpgradeBuilding,
    )

    side = snap.turn.seat
    you = snap.human(side)
    land = snap.board.as_map().land
    empty = [h for h in land if snap.building_at(h) is None]
    out: list[Any] = []
    if rnd.random() < 0.3 and empty:
        out.append(Transform(hex=rnd.choice(empty), terrain=you.terrain))
    if rnd.random() < 0.6:
        mine = [h for h in empty if snap.terrain(h) == you.terrain]
        target = rnd.choice(mine) if mine and rnd.random() < 0.9 else rnd.choice(snap.board.as_map().hexes)
        out.append(PlaceBuilding(hex=target, owner=side))
    own = snap.buildings_of(side)
    if rnd.random() < 0.25 and own:
        b = rnd.choice(own)
        ups = upgrades_to(b.kind)
        out.append(UpgradeBuilding(hex=b.hex, to=rnd.choice(ups) if ups else "guild"))
    if rnd.random() < 0.3:
        d = rnd.choice(DISCIPLINES)
        out.append(MoveScience(side=side, discipline=d, level=min(12, you.science.at(d) + rnd.randint(1, 2))))
    if rnd.random() < 0.1 and snap.scholar_spaces:
        sp = rnd.choice(snap.scholar_spaces)
        out.append(SetScholar(discipline=sp.discipline, value=sp.value, occupant=side))
    if rnd.random() < 0.1 and snap.power_actions:
        out.append(CoverAction(row="power", slot=rnd.randrange(len(snap.power_actions))))
    if rnd.random() < 0.08 and snap.innovations:
        out.append(SetInnovation(slot=rnd.randrange(len(snap.innovations)), present=False, taker=side))
    if rnd.random() < 0.02:
        out.append(PaintCell(hex=rnd.choice(snap.board.as_map().hexes), cell=rnd.choice((*TERRAINS, "river"))))
    if rnd.random() < 0.03:
        card = snap.card(rnd.choice(CARDS))
        out.append(CorrectCard(card=card.model_copy(update={"pass_section": not card.pass_section})))
    out.append(SetVP(side=side, vp=you.vp + rnd.randint(0, 5)))
    automas_passed = all(a.passed or a.side in snap.turn.passed for a in snap.automas)
    if rnd.random() < (0.6 if automas_passed else 0.12):
        out.append(TakeRoundBonus(side=side, slot=rnd.randrange(max(len(snap.bonus_row), 1))))
    return out


def _build_problems(before: Any, step: Any, after: Any) -> list[str]:
    """The Automa's build lands on an empty land hex, and the workshop is there after it."""
    a = step.action
    if getattr(a, "kind", "") != "build":
        return []
    out: list[str] = []
    if before.building_at(a.hex) is not None or before.terrain(a.hex) == "river":
        out.append(f"the Automa built on {before.label(a.hex)}, not an empty land hex")
    b = after.building_at(a.hex)
    if b is None or b.owner != a.side or after.terrain(a.hex) != after.automa(a.side).terrain:
        out.append(f"the Automa's workshop is not on {before.label(a.hex)} on its terrain after its build")
    return out


def _two(rnd: random.Random, hexes: list[Any]) -> tuple[Any, ...]:
    return tuple(rnd.sample(hexes, 2))


def subject(*, level: int | None = None, faction: str | None = None, terrain: str | None = None,
            automa_terrain: str | None = None, board: str | None = None, physical: bool | None = None) -> Subject:
    """The Automa at random tables; what is given is fixed (the CLI's `simulate` flags)."""
    from .board import load_map_file
    from .setup import GameConfig, new_game

    def make(seed: int, rnd: random.Random) -> Any:
        map_id = board if board is not None else rnd.choice(BUILTIN_MAPS)
        the_map = builtin_map(map_id) if map_id in BUILTIN_MAPS else load_map_file(Path(map_id))
        yours = terrain or rnd.choice(TERRAINS)
        variant = faction in (None, "simpletons") and rnd.random() < 0.15
        second = rnd.choice([t for t in TERRAINS if t not in (yours, automa_terrain)]) if variant else None
        taken = {yours, second}
        theirs = automa_terrain or rnd.choice([t for t in TERRAINS if t not in taken])
        of: dict[str | None, list[tuple[int, int]]] = {t: [h for h, c in the_map.cells if c == t] for t in TERRAINS}
        config = GameConfig(
            level=level or rnd.randint(1, 5), seed=seed,
            physical_deck=physical if physical is not None else rnd.random() < 0.3,
            map_id=map_id if map_id in BUILTIN_MAPS else "candidate_b",
            map_file=None if map_id in BUILTIN_MAPS else map_id,
            your_terrain=yours, second_terrain=second,
            automa_faction="simpletons" if variant else (faction or rnd.choice(FACTIONS)),
            automa_terrain=theirs, bonus_tiles=tuple(range(1, 7 if variant else 6)),
            your_bonus=rnd.randrange(3), second_bonus=rnd.randrange(3) if variant else None,
            your_workshops=_two(rnd, of[yours]), second_workshops=_two(rnd, of[second]) if second else (),
            automa_workshops=_two(rnd, of[theirs]))
        return new_game(config)

    def turn_end(step: Any) -> bool:
        # its turn ends with EndTurn after the action column, or with its pass (Pasowanie)
        return getattr(getattr(step, "action", None), "kind", None) in ("end_turn", "pass")

    return Subject("age_of_innovation", "automa", make, random_answer, random_edits, turn_end,
                   step_problems=_build_problems)


def subjects() -> list[Subject]:
    """The Automa (one, or with two players in the book's variant) at random tables: any level, faction,
    terrains, candidate board, app or physical deck."""
    return [subject()]

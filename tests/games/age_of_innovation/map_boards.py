"""Small hand-made boards for the map tests: terrain as text, buildings by hex label.

A board is rows of one letter per hex (p plains, s swamp, l lake, f forest, m mountain, w wasteland,
d desert, ~ river, . no hex), odd rows drawn half a hex to the right as on the board. Buildings are
"C4": ("automa", "workshop", marked) etc.
"""

from __future__ import annotations

from tablebot.games.age_of_innovation.board import ROW_LETTERS, Hex
from tablebot.games.age_of_innovation.state import (
    AoISnapshot,
    AutomaState,
    BoardState,
    Bridge,
    Building,
    HumanState,
    TurnState,
)

LETTERS = {"p": "plains", "s": "swamp", "l": "lake", "f": "forest", "m": "mountain", "w": "wasteland",
           "d": "desert", "~": "river"}


def at(label: str) -> Hex:
    return ROW_LETTERS.index(label[0]), int(label[1:]) - 1


def board(text: str) -> BoardState:
    cells = []
    for r, line in enumerate(line for line in text.strip("\n").splitlines()):
        for c, ch in enumerate(line.split()):
            if ch != ".":
                cells.append(((r, c), LETTERS[ch]))
    return BoardState(id="test", name="test", cells=tuple(sorted(cells)))


def snapshot(text: str, buildings: dict[str, tuple[str, str, bool]] | None = None, *, automa: str = "lake",
             you: str = "plains", level: int = 2, round_no: int = 3, faction: str = "simpletons",
             second: str | None = None, bridges: tuple[tuple[str, str, str], ...] = ()) -> AoISnapshot:
    humans = [HumanState(side="human", terrain=you)]
    if second:
        humans.append(HumanState(side="human2", terrain=second))
    return AoISnapshot(
        level=level, board=board(text), rng=0, turn=TurnState(round=round_no),
        buildings=tuple(Building(hex=at(h), owner=o, kind=k, marked=m)
                        for h, (o, k, m) in (buildings or {}).items()),
        bridges=tuple(Bridge(ends=(at(a), at(b)), owner=o) for a, b, o in bridges),
        humans=tuple(humans), automas=(AutomaState(terrain=automa, faction=faction),))

"""Tables for the Automa's turn tests: a small board with the Automa's pair on the table and its cursor
at the action column, or a whole game from the shipped candidate board."""

from __future__ import annotations

from tablebot.games.age_of_innovation import automa
from tablebot.games.age_of_innovation.actions import AoIPrompt, AoIStep, FinalFiguresAnswer
from tablebot.games.age_of_innovation.board import builtin_map
from tablebot.games.age_of_innovation.cards import DISCIPLINES, base_game
from tablebot.games.age_of_innovation.setup import GameConfig, new_game
from tablebot.games.age_of_innovation.state import AoISnapshot, BotCursor, DeckState, RoundBonus, ScholarSpace

from .map_boards import snapshot

PLAIN = """
p p p p p p
 p p p p p p
p p p p p p
 p p p p p p
"""


def table(text: str = PLAIN, buildings: dict[str, tuple[str, str, bool]] | None = None, *, action: str = "*1",
          support: str = "*2", pending: tuple[str, ...] | None = None, round_no: int = 3, level: int = 2,
          faction: str = "simpletons", second: str | None = None, **fields: object) -> AoISnapshot:
    """The Automa's seat with the pair (action, support) on the table and `pending` (default: the action
    card's column) still to do; `fields` replace the snapshot's."""
    snap = snapshot(text, buildings, automa="lake", round_no=round_no, level=level, faction=faction, second=second)
    a = snap.automas[0]
    deck = DeckState(draw=("7", "8", "9"), draw_count=3, reserve=("10", "11"), reserve_count=2, action=action,
                     support=(support,), round_cards=(support, action, "7", "8", "9"))
    a = a.model_copy(update={"deck": deck})
    todo = pending if pending is not None else (*snap.card(action).actions, "end")
    spaces = tuple(ScholarSpace(discipline=d, value=v) for d in DISCIPLINES for v in base_game()["scholar_spaces"])
    turn = snap.turn.model_copy(update={"seat": "automa", "cursor": BotCursor(phase="actions", pending=todo)})
    update: dict[str, object] = {
        "automas": (a,), "turn": turn, "scholar_spaces": spaces, "power_actions": (False,) * 6,
        "book_actions": (False,) * 3, "innovations": (True,) * 6, "round_tiles": (4, 11, 9, 6, 3), "final_tile": 1,
        "bonus_row": (RoundBonus(tile=7, coins=1), RoundBonus(tile=8, coins=2), RoundBonus(tile=9, coins=0))}
    update.update(fields)
    return snap.model_copy(update=update)


def step(snap: AoISnapshot) -> AoIStep:
    s = automa.next_step(snap)
    assert isinstance(s, AoIStep), s
    return s


def codes(s: AoIStep | AoIPrompt) -> list[str]:
    return [r.code for r in s.reasons]


def hexes_of(terrain: str, map_id: str = "candidate_b") -> tuple[tuple[int, int], ...]:
    return tuple(h for h, c in builtin_map(map_id).cells if c == terrain)


def game(seed: int = 3, level: int = 2, faction: str = "simpletons", physical: bool = False) -> AoISnapshot:
    """A new game on candidate board B: your two plains workshops, the Automa's (lakes) entered by hand
    (the Initial Workshop Setup card is not transcribed)."""
    lakes = hexes_of("lake")
    return new_game(GameConfig(seed=seed, level=level, automa_faction=faction, physical_deck=physical,
                               your_terrain="plains", automa_terrain="lake", your_workshops=hexes_of("plains")[:2],
                               automa_workshops=(lakes[0], lakes[5])))


def play_to_the_end(snap: AoISnapshot, limit: int = 2000) -> tuple[AoISnapshot, list[AoIStep]]:
    """Play the Automa's steps; a human seat passes at once (you only pass, taking the leftmost bonus);
    the final scoring figures are entered as 10 area and 6 science VP."""
    steps: list[AoIStep] = []
    for _ in range(limit):
        if snap.turn.game_over:
            return snap, steps
        s = automa.next_step(snap)
        if s is None:
            side = snap.turn.seat
            snap = automa.end_turn(automa.record_pass(snap, side), side)
        elif isinstance(s, AoIPrompt):
            snap = automa.answer(snap, s, FinalFiguresAnswer(area_vp=10, science_vp=6))
        else:
            steps.append(s)
            snap = automa.apply_step(snap, s)
    raise AssertionError(f"stuck after {limit} steps at {snap.turn}")

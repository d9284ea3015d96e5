"""Build Root boards for engine tests: a game whose pieces are exactly the ones a test names."""

from __future__ import annotations

from tablebot.games.root import game, rules
from tablebot.games.root.actions import (
    AskDice,
    AskOrderCard,
    AskRemoval,
    DiceAnswer,
    OrderCardAnswer,
    RemovalAnswer,
    RootPrompt,
    RootStep,
)
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, OrderCard, PlaceState, RootSnapshot

Pieces = dict[int | str, dict[tuple[str, str], int]]


def marquise_game(humans: tuple[str, ...] = ("eyrie", "alliance"), *, difficulty: str = "normal",
                  traits: tuple[str, ...] = (), printing: str = "original_2020", seed: int = 1,
                  keep_corner: int = 1, coop: bool = False) -> RootSnapshot:
    seats = (SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2", difficulty=difficulty,
                                                          traits=traits, printing=printing)),)
    seats += tuple(SeatConfig(faction=h) for h in humans)
    return game.new_game(GameConfig(seats=seats, seed=seed, keep_corner=keep_corner, coop=coop))


def with_pieces(snap: RootSnapshot, pieces: Pieces, *, ruins: tuple[int, ...] | None = None) -> RootSnapshot:
    """Replace every piece on the board by `pieces` ({place: {(faction, kind): n}})."""
    board = rules.board_of(snap)
    keep_ruins = ruins if ruins is not None else tuple(c.id for c in board.clearings if c.ruins_at_setup)
    places = tuple(PlaceState(id=p.id, ruins=(p.id in keep_ruins) if isinstance(p.id, int) else False)
                   for p in snap.places)
    snap = snap.model_copy(update={"places": places})
    for place, stacks in pieces.items():
        for (faction, kind), n in stacks.items():
            snap = rules.add_pieces(snap, faction, kind, place, n)
    return snap


def card(suit: str, item: str | None = None, name: str | None = None) -> OrderCard:
    return OrderCard(name=name, suit=Suit(suit), item=item)


def play(snap: RootSnapshot, *, orders: list[OrderCard] = (), dice: list[tuple[int, int] | None] = (),
         removals: list[tuple[tuple[str, int], ...]] = (), until_end: bool = True, max_steps: int = 200
         ) -> tuple[RootSnapshot, list[RootStep | RootPrompt]]:
    """Run the current bot's turn, answering prompts from the given lists in order."""
    orders, dice, removals = list(orders), list(dice), list(removals)
    seen: list[RootStep | RootPrompt] = []
    for _ in range(max_steps):
        step = game.next_step(snap)
        if step.kind == "human_turn":
            return snap, seen
        seen.append(step)
        if isinstance(step, RootPrompt):
            q = step.question
            if isinstance(q, AskOrderCard):
                ans = OrderCardAnswer(card=orders.pop(0))
            elif isinstance(q, AskDice):
                ans = DiceAnswer(dice=dice.pop(0))
            elif isinstance(q, AskRemoval):
                ans = RemovalAnswer(choice=removals.pop(0))
            else:  # pragma: no cover
                raise TypeError(q)
            snap = game.answer(snap, step, ans)
            continue
        snap = game.apply_step(snap, step)
        if step.action.kind == "end_turn" and until_end:
            return snap, seen
    if not until_end:
        return snap, seen
    raise AssertionError("turn did not end")


def steps_of(seen: list[RootStep | RootPrompt]) -> list[RootStep]:
    return [s for s in seen if isinstance(s, RootStep)]


def actions(seen: list[RootStep | RootPrompt], kind: str | None = None) -> list[object]:
    return [s.action for s in steps_of(seen) if kind is None or s.action.kind == kind]


def codes(step: RootStep | RootPrompt) -> list[tuple[str, str]]:
    return [(r.rule, r.code) for r in step.reasons]


def past_the_win(snap: RootSnapshot) -> RootSnapshot:
    """Long random games go on past 30 VP (which ends a real game, Law of Root 3.1): the winners'
    VP drop back so the engine keeps being exercised on late-game boards."""
    factions = tuple(f.model_copy(update={"vp": f.vp - 15 if f.vp >= 30 else f.vp}) for f in snap.factions)
    return snap.model_copy(update={"factions": factions})


def is_game_over(step: object) -> bool:
    return getattr(getattr(step, "action", None), "kind", None) == "game_over"

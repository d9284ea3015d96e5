"""The Mechanical Marquise 2.0's turn, twice: the engine's, and an independent model written from the
Law of Rootbotics (sections 1-2 and 4 of the Portuguese seed), compared on random boards.

    .venv/bin/python bench/differential_marquise.py 10000          # boards compared, differences
    .venv/bin/python bench/differential_marquise.py --board 17:2    # one board again, in detail

The model below reads like the rulebook and is deliberately plain: a straight-line turn that
walks 4.4-4.7 with the board and rules helpers (who rules, enemies, free slots, supply), and
never imports the bot module's decision code. Boards come from the conformance harness's own
random games (its Marquise subject, humans piling pieces on), with the traits drawn at random;
order cards and the other answers are the harness's random table answers.

What is compared: every decision of the turn (craft, each battle's clearing and defender,
recruit, build, move, score, discard). What is not: the outcome of a battle. Battles follow the
Law of Root and the defenders' abilities (another module); the model takes the engine's result
of a battle it agreed to fight and goes on from there, so human factions' battle abilities
cannot make a difference here.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from tablebot.core.steps import EngineError, HumanTurn
from tablebot.games import conformance
from tablebot.games.root import conformance as root_conformance
from tablebot.games.root import game, rules
from tablebot.games.root.actions import (
    AskOrderCard,
    Battle,
    Build,
    Craft,
    Discard,
    Move,
    OrderCardAnswer,
    PlaceWarriors,
    RootPrompt,
    Score,
    apply_action,
)
from tablebot.games.root.factions import SETUP_ORDER, Suit
from tablebot.games.root.state import OrderCard, RootSnapshot

ME = "marquise"
BOT = "mechanical_marquise_2"
BUILDINGS = ("sawmill", "workshop", "recruiter")
BUILDING_OF = {Suit.FOX: "sawmill", Suit.RABBIT: "workshop", Suit.MOUSE: "recruiter"}
TRAITS = ("blitz", "fortified", "hospitals", "iron_will")

Decision = tuple[Any, ...]


class Diverged(Exception):
    """The model wants a battle the engine did not fight, or a card the engine did not draw:
    nothing after it can be compared."""


# -- the model: the rulebook, read plainly ---------------------------------------------------
@dataclass
class Model:
    snap: RootSnapshot
    cards: Iterator[OrderCard]
    engine_battles: Iterator[Battle]
    said: list[Decision] = field(default_factory=list)
    built: bool = False

    # reading the board
    def cfg(self) -> Any:
        return self.snap.faction(ME).bot

    def warriors(self, c: int) -> int:
        return self.snap.place(c).count(ME, "warrior")

    def enemy_pieces(self, c: int) -> int:
        place = self.snap.place(c)
        return sum(place.count(f) for f in rules.enemies(self.snap, ME))

    def rules_(self, c: int) -> bool:
        # Asked in Daylight only: the model keeps no cursor, so the turn is marked past Birdsong
        # (9.2.3 III: Mercenaries the Marquise bought count for its rule in Daylight and Evening).
        daylight = self.snap.model_copy(update={"turn": self.snap.turn.model_copy(update={"cursor": None})})
        return rules.rules(daylight, ME, c)

    def clearings(self) -> list[int]:
        """Every clearing, highest priority (1) first (2.1)."""
        return sorted(rules.board_of(self.snap).clearing_ids())

    def ordered(self, suit: Suit) -> list[int]:
        """2.7; a bird card is wild: every clearing (the Alliance's example)."""
        board = rules.board_of(self.snap)
        return [c for c in self.clearings() if suit == Suit.BIRD or board.clearing(c).suit == suit]

    # doing
    def do(self, action: Any, said: Decision) -> None:
        self.said.append(said)
        self.snap = apply_action(self.snap, action)

    def battle(self, c: int) -> None:
        """Battle in c if it can (own warriors, enemy pieces there); the defender has most pieces,
        then most VP (4.5.1.I), then setup order (2.2). The outcome is the engine's."""
        if self.warriors(c) == 0 or self.enemy_pieces(c) == 0:
            return
        place = self.snap.place(c)
        there = [f for f in rules.enemies(self.snap, ME) if place.count(f) > 0]
        defender = max(there, key=lambda f: (place.count(f), self.snap.faction(f).vp, -SETUP_ORDER.index(f)))
        self.said.append(("battle", c, defender))
        fought = next(self.engine_battles, None)
        if fought is None or (fought.clearing, fought.defender) != (c, defender):
            raise Diverged
        try:
            self.snap = apply_action(self.snap, fought)
        except EngineError as exc:  # an earlier decision differed: the boards are not the same
            raise Diverged from exc

    def recruit_count(self) -> int:
        cfg = self.cfg()
        if cfg.printing == "directors_cut":
            return {"easy": 3, "normal": 4, "challenging": 5, "nightmare": 5}[cfg.difficulty]
        return 2 if cfg.difficulty == "easy" else 4

    def place(self, shares: dict[int, int]) -> None:
        """Place the shares; short of warriors, deal them one per clearing and round, highest
        priority first (9.5.2.I), so what is placed stays even."""
        left = rules.in_supply(self.snap, ME, "warrior")
        rounds = max(shares.values(), default=0)
        queue = [c for r in range(rounds) for c in sorted(shares) if shares[c] > r]
        got: dict[int, int] = {}
        for c in queue[:left]:
            got[c] = got.get(c, 0) + 1
        if got:
            self.do(PlaceWarriors(faction=ME, targets=tuple(sorted(got.items()))), ("place", tuple(sorted(got.items()))))

    def challenging_extra(self, shares: dict[int, int], ruled_ordered: list[int]) -> None:
        """First printing Challenging/Nightmare: each Recruit also places 2 in the ordered clearing
        it rules of highest priority."""
        cfg = self.cfg()
        if cfg.printing == "original_2020" and cfg.difficulty in ("challenging", "nightmare") and ruled_ordered:
            shares[ruled_ordered[0]] = shares.get(ruled_ordered[0], 0) + 2

    def build(self, piece: str) -> None:
        """In the clearing it rules with most of its warriors that has room (2.3), ties by priority."""
        if rules.in_supply(self.snap, ME, piece) < 1:
            return
        room = [c for c in self.clearings() if self.rules_(c) and rules.free_slots(self.snap, c) > 0]
        if room:
            c = max(room, key=lambda c: (self.warriors(c), -c))
            self.do(Build(faction=ME, piece=piece, clearing=c), ("build", piece, c))
            self.built = True

    def destination(self, origin: int) -> int | None:
        """The adjacent clearing with most enemy pieces (ties: priority) it may move to: it must
        rule the origin or the destination (Law of Root 4.2; 2.3 tries the next)."""
        board = rules.board_of(self.snap)
        near = set(board.adjacent(origin))
        if "riverboats" in self.snap.turn.services:  # 9.2.3 II: rivers are paths for the buyer this turn
            near |= {b for a, b in board.rivers if a == origin} | {a for a, b in board.rivers if b == origin}
        legal = [c for c in sorted(near) if self.rules_(origin) or self.rules_(c)]
        return max(legal, key=lambda c: (self.enemy_pieces(c), -c)) if legal else None

    def move_all_but(self, origins: list[int], keep: int) -> list[int]:
        """Each origin once, in priority order (2.4), as it stands when its turn comes."""
        into = []
        for origin in origins:
            n = self.warriors(origin) - keep
            dest = self.destination(origin) if n > 0 else None
            if dest is not None:
                self.do(Move(faction=ME, origin=origin, dest=dest, count=n), ("move", origin, dest, n))
                into.append(dest)
        return into

    def blitz(self) -> None:
        """Trait: from the quiet clearing it rules of highest priority (2.3: one with a warrior to
        spare), all but 1 warrior to the adjacent clearing with most enemy pieces; battle there."""
        if "blitz" not in self.cfg().traits:
            return
        for c in self.clearings():
            if self.rules_(c) and self.enemy_pieces(c) == 0 and self.warriors(c) > 1:
                for dest in self.move_all_but([c], 1):
                    self.battle(dest)
                return

    def draw(self) -> OrderCard:
        """The next order card the table revealed to the engine; one more is a difference."""
        card = next(self.cards, None)
        if card is None:
            self.said.append(("reveal an order card",))
            raise Diverged
        return card

    # the turn
    def turn(self) -> list[Decision]:
        try:
            self._turn()
        except Diverged:
            pass
        return self.said

    def _turn(self) -> None:
        order = self.draw()  # 4.4.1
        if order.item is not None and self.snap.item_count(order.item) > 0:  # 4.4.2, 1.1
            self.do(Craft(faction=ME, item=order.item, card=order.name, vp=1), ("craft", order.item))
        expands = 0
        while order.suit != Suit.BIRD:  # 4.5 Daylight
            for c in self.ordered(order.suit):
                self.battle(c)
            ruled = [c for c in self.ordered(order.suit) if self.rules_(c)]
            if ruled:
                n = self.recruit_count()
                shares = {c: n // len(ruled) + (1 if i < n % len(ruled) else 0) for i, c in enumerate(ruled)}
                self.challenging_extra(shares, ruled)
                self.place(shares)
            self.build(BUILDING_OF[order.suit])
            self.move_all_but(self.ordered(order.suit), 3)
            self.blitz()
            on_map = sum(self.snap.on_board(ME, b) for b in BUILDINGS)
            cap = 2 if (self.cfg().printing == "directors_cut" and "iron_will" in self.cfg().traits) else None
            if self.built or on_map > 5 or (cap is not None and expands >= cap):
                break
            self.do(Discard(card=order), ("discard", order.suit.value))  # 4.5.5
            order = self.draw()
            expands += 1
        else:  # 4.7 Escalated Daylight
            for c in self.clearings():
                self.battle(c)
            ruled = [c for c in self.clearings() if self.rules_(c)]
            if ruled:
                n = self.recruit_count()
                if self.cfg().printing == "original_2020" and "iron_will" in self.cfg().traits:
                    n *= 2
                low = ruled[::-1][:2]
                shares = {low[0]: n} if len(low) == 1 else {low[0]: n - n // 2, low[1]: n // 2}
                self.challenging_extra(shares, ruled)
                self.place(shares)
            counts = {b: self.snap.on_board(ME, b) for b in BUILDINGS}
            top = [b for b in BUILDINGS if counts[b] == max(counts.values())]
            self.build("sawmill" if "sawmill" in top else "recruiter" if "recruiter" in top else top[0])
            for c in sorted(set(self.move_all_but(self.clearings(), 3))):
                self.battle(c)
            self.blitz()
        # 4.6 Evening: the rightmost uncovered space (0, 1, 2, 3, 4, 5 VP for 1..6 on the map, per
        # shared/data/root/bot_boards.json); a bird order takes the best track.
        def track(b: str) -> int:
            return max(0, self.snap.on_board(ME, b) - 1)
        vp = max(track(b) for b in BUILDINGS) if order.suit == Suit.BIRD else track(BUILDING_OF[order.suit])
        if vp > 0:
            self.do(Score(faction=ME, vp=vp), ("score", vp))
        cfg = self.cfg()
        if cfg.difficulty == "nightmare":
            extra = math.ceil(len(self.snap.factions) / 2) if cfg.printing == "directors_cut" else 1
            self.do(Score(faction=ME, vp=extra), ("score", extra))
        self.do(Discard(card=order), ("discard", order.suit.value))


# -- the engine's turn -----------------------------------------------------------------------
def said_by_engine(action: Any) -> Decision | None:
    match action:
        case Craft(item=item):
            return ("craft", item)
        case Battle(clearing=c, defender=d):
            return ("battle", c, d)
        case PlaceWarriors(targets=t):
            return ("place", tuple(sorted(t)))
        case Build(piece=p, clearing=c):
            return ("build", p, c)
        case Move(origin=o, dest=d, count=n):
            return ("move", o, d, n)
        case Score(vp=vp):
            return ("score", vp)
        case Discard(card=card):
            return ("discard", card.suit.value)
    kind = getattr(action, "kind", "?")
    return None if kind in ("nothing", "end_turn") else (kind,)


def engine_turn(snap: RootSnapshot, rnd: random.Random) -> tuple[list[Decision], list[OrderCard], list[Battle]]:
    """The engine plays the turn with the harness's random answers; the cards and battles it saw."""
    said: list[Decision] = []
    cards: list[OrderCard] = []
    battles: list[Battle] = []
    for _ in range(2000):
        step = game.next_step(snap)
        if isinstance(step, HumanTurn):
            break
        if isinstance(step, RootPrompt):
            ans = root_conformance.random_root_answer(snap, step, rnd)
            if isinstance(step.question, AskOrderCard):
                assert isinstance(ans, OrderCardAnswer)
                cards.append(ans.card)
            snap = game.answer(snap, step, ans)
            continue
        if step.action.kind in ("end_turn", "game_over"):
            break
        if isinstance(step.action, Battle):
            battles.append(step.action)
        decision = said_by_engine(step.action)
        if decision is not None:
            said.append(decision)
        snap = game.apply_step(snap, step)
    return said, cards, battles


# -- boards ----------------------------------------------------------------------------------
def boards(seed: int, per_game: int = 4) -> Iterator[RootSnapshot]:
    """Marquise turn starts from one of the harness's random games (the humans pile pieces on),
    with traits drawn at random and VP kept short of the win."""
    subject = next(s for s in conformance.subjects() if s.name == f"root:{BOT}")
    rnd = random.Random(seed)
    snap = subject.new_game(seed, rnd)
    found = 0
    for _ in range(5000):
        step = game.next_step(snap)
        if isinstance(step, HumanTurn):
            for _ in range(2):
                for edit in subject.edits(snap, rnd):
                    try:
                        snap = game.apply_edit(snap, edit)
                    except EngineError:
                        pass
            snap = game.end_human_turn(snap)
            continue
        if isinstance(step, RootPrompt):
            if step.actor == ME and isinstance(step.question, AskOrderCard) and step.question.purpose == "birdsong":
                bot = snap.faction(ME).bot
                assert bot is not None
                traits = tuple(t for t in TRAITS if rnd.random() < 0.4)
                board = rules.update_faction(snap, ME, bot=bot.model_copy(update={"traits": traits}))
                for f in board.factions:
                    board = rules.update_faction(board, f.id, vp=f.vp % 16)
                # The model plays neither the Corvids' snares (11.8.2) nor their raids (11.7.4).
                for place in board.clearings():
                    for plot in ("plot_snare", "plot_raid"):
                        if place.count("corvids", plot):
                            board = rules.remove_pieces_to_supply(board, "corvids", plot, place.id)
                board = thinned(board, rnd) if rnd.random() < 0.3 else board
                # Services (9.2.3) are past: a thinned board must not reopen the bot's purchase.
                yield board.model_copy(update={"turn": board.turn.model_copy(update={"services_closed": True})})
                found += 1
                if found >= per_game:
                    return
            snap = game.answer(snap, step, subject.answer(snap, step, rnd))
            continue
        if step.action.kind == "game_over":
            return
        try:
            snap = game.apply_step(snap, step)
        except EngineError:  # another bot's illegal step (issue 8, its own item): this game ends here
            return


def thinned(snap: RootSnapshot, rnd: random.Random) -> RootSnapshot:
    """A Marquise hemmed in: its pieces kept in 1-3 clearings only, whose free slots are often
    filled with its buildings, so that it often cannot build and Expand has its turn."""
    mine = [p for p in snap.clearings() if p.count(ME) > 0]
    keep = {int(p.id) for p in rnd.sample(mine, min(len(mine), rnd.randint(1, 3)))}
    for p in mine:
        if int(p.id) not in keep:
            for s in p.stacks:
                if s.faction == ME:
                    snap = rules.remove_pieces(snap, ME, s.kind, p.id, s.count)
    for c in sorted(keep):
        while rnd.random() < 0.7 and rules.free_slots(snap, c) > 0:
            kinds = [b for b in BUILDINGS if rules.in_supply(snap, ME, b) > 0]
            if not kinds or sum(snap.on_board(ME, b) for b in BUILDINGS) >= 5:
                break
            snap = rules.add_pieces(snap, ME, rnd.choice(kinds), c)
    return snap


def compare(board: RootSnapshot, seed: int) -> tuple[list[Decision], list[Decision]]:
    """(engine's decisions, model's) for one board; equal lists mean no difference."""
    try:
        engine, cards, battles = engine_turn(board, random.Random(seed))
    except EngineError as exc:
        return [("engine error", str(exc))], []
    model = Model(board, iter(cards), iter(battles)).turn()
    return engine, model


def run(n: int, first_seed: int = 1, *, verbose: bool = True) -> tuple[int, list[str]]:
    """Compare the engine and the model on n boards; returns (boards compared, differences)."""
    compared = 0
    differences: list[str] = []
    seed = first_seed
    while compared < n:
        for index, board in enumerate(boards(seed)):
            if compared >= n:
                break
            engine, model = compare(board, seed * 100 + index)
            compared += 1
            if engine != model:
                at = next((i for i, (a, b) in enumerate(zip(engine, model)) if a != b), min(len(engine), len(model)))
                differences.append(f"board {seed}:{index}: engine {engine[at:at + 3]} model {model[at:at + 3]}")
                if verbose:
                    print(differences[-1])
        seed += 1
    return compared, differences


def board_by_name(name: str) -> tuple[RootSnapshot, int]:
    seed, index = (int(x) for x in name.split(":"))
    for i, board in enumerate(boards(seed)):
        if i == index:
            return board, seed * 100 + index
    raise SystemExit(f"no board {name}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", nargs="?", type=int, default=1000, help="boards to compare")
    parser.add_argument("--seed", type=int, default=1, help="first game seed")
    parser.add_argument("--board", help="replay one board, e.g. 17:2, and print both turns")
    args = parser.parse_args(argv)
    if args.board:
        board, seed = board_by_name(args.board)
        engine, model = compare(board, seed)
        for label, said in (("engine", engine), ("model", model)):
            print(label)
            for d in said:
                print("   ", d)
        return 0 if engine == model else 1
    t0 = time.perf_counter()
    compared, differences = run(args.n, args.seed)
    print(f"boards compared: {compared}  differences: {len(differences)}  ({time.perf_counter() - t0:.1f} s)")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())

"""Root's bots in the conformance harness (games/conformance.py): random answers a table could give,
random tables for every bot on every map, the app-deck variant. Named by Root's registration
(`subjects`, `every_map_subjects`, `random_answer`).

Pure engine code: no Qt.
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Callable
from typing import Any

from ..conformance import Subject


def random_root_answer(snap: Any, prompt: Any, rnd: random.Random) -> Any:
    """A random answer a table could give to any Root prompt: a card of the deck, dice (or "roll for
    me"), a legal choice of losses, the Arbiter yes or no, any of a table question's options."""
    from . import services as root_services
    from .actions import (
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
    from .cards import available_cards
    from .state import OrderCard

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


def root_subjects(map_id: str = "autumn") -> list[Subject]:
    """Every Root bot on `map_id` (root.board.MAPS; named "root:<bot>@<map>" off Autumn): on a marker
    map the suits are a seeded random layout (setup)."""
    from . import rules as root_rules
    from .board import load_board
    from .bots import BOTS, available_bots
    from .edits import (
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
    from .factions import FACTIONS, PLOT_FACES
    from .setup import GameConfig, SeatConfig
    from .setup import new_game as new_root_game
    from .state import BotConfig

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

    def is_subject_turn(snap: Any, actor: str, bot: str) -> bool:
        return actor == BOTS[bot]

    board = "" if map_id == "autumn" else map_id
    return [Subject("root", bot, make(bot), random_root_answer, edits, turn_end, board, step_problems,
                    functools.partial(is_subject_turn, bot=bot))
            for bot in available_bots()]


def with_app_deck(subject: Subject) -> Subject:
    """The same Root tables with "The app draws the bots' cards" (ruling app-deck): the new game
    gets the app's deck as GameConfig(app_deck=True) would make it, so card questions become the
    app's draw steps."""
    from .cards import shuffled_app_deck

    def new_game(seed: int, rnd: random.Random) -> Any:
        snap = subject.new_game(seed, rnd)
        deck, state = shuffled_app_deck(snap, snap.rng)
        return snap.model_copy(update={"app_deck": deck, "rng": state})

    return dataclasses.replace(subject, new_game=new_game)


def every_map_subjects() -> list[Subject]:
    """Every Root bot on every map."""
    from .board import MAPS

    return [s for m in MAPS for s in root_subjects(m)]

"""The Automa and the Shadow Empire in the conformance harness (games/conformance.py): random answers a
table could give and random tables. Named by Tapestry's registration (`subjects`, `random_answer`).

Pure engine code: no Qt.
"""

from __future__ import annotations

import random
from typing import Any

from ..conformance import Subject
from .cards import DECK_CARDS, TRACKS


def random_answer(snap: Any, prompt: Any, rnd: random.Random) -> Any:
    """A random answer the table could give: two cards that can still be in the decision deck, the
    science die (a face that ends the rolling, or "roll for me"), whether the discarded tapestry card
    was a trap."""
    from ...core.steps import IllegalAnswer
    from . import automa
    from .actions import (
        AskDie,
        AskPair,
        AskPriority,
        AskTrap,
        DieAnswer,
        PairAnswer,
        PriorityAnswer,
        TrapAnswer,
    )
    from .cards import PROGRESS_CARDS

    q = prompt.question
    if isinstance(q, AskTrap):
        return TrapAnswer(trap=rnd.random() < 0.3)
    if isinstance(q, AskDie):
        return DieAnswer(face=None if rnd.random() < 0.5 else rnd.choice(q.allowed or TRACKS))
    if isinstance(q, AskPriority):
        return PriorityAnswer(card=rnd.choice([c for c in PROGRESS_CARDS if c not in snap.deck.era_cards]))
    if isinstance(q, AskPair):
        # Any two the deck can still hold (automa.pair_options); two unseen progress cards only while
        # the deck has room for both, which the engine's answer checks.
        for _ in range(50):
            track_card, priority_card = rnd.sample(automa.pair_options(snap), 2)
            ans = PairAnswer(track_card=track_card, priority_card=priority_card)
            try:
                automa.answer(snap, prompt, ans)
            except IllegalAnswer:
                continue
            return ans
        raise AssertionError("no pair the deck can hold")
    raise AssertionError(f"no random answer for {q.kind}")


def random_edits(snap: Any, rnd: random.Random) -> list[Any]:
    """Your turn mirrored at the table: an income turn now and then (always your first), an advance,
    a conquest or an exploration somewhere on the map (many refused), a correction now and then."""
    from .board import small_map
    from .edits import (
        CorrectCard,
        ExploreHex,
        MoveToken,
        PlaceOutpost,
        RemoveOutpost,
        SetTapestryCards,
        SetVP,
        TakeIncome,
        ToppleOutpost,
    )

    axials = small_map().axials
    out: list[Any] = []
    if snap.human.income_turns == 0 or rnd.random() < 0.2:
        out.append(TakeIncome())
    else:
        track = rnd.choice(TRACKS)
        out.append(MoveToken(side="human", track=track, space=min(12, snap.human.tokens.at(track) + rnd.randint(1, 2))))
    if rnd.random() < 0.4:
        out.append(PlaceOutpost(hex=rnd.choice(axials), owner="human"))
    if rnd.random() < 0.3:
        out.append(ExploreHex(hex=rnd.choice(axials), tile=rnd.choice((None, rnd.randint(1, 48)))))
    if rnd.random() < 0.05:
        out.append(rnd.choice((ToppleOutpost, RemoveOutpost))(hex=rnd.choice(axials)))
    if rnd.random() < 0.05:
        out.append(SetTapestryCards(count=rnd.randint(0, 3)))
    if rnd.random() < 0.03:
        card = snap.card(rnd.randint(1, DECK_CARDS))
        half = card.priority_half.model_copy(update={"topple_icon": not card.priority_half.topple_icon})
        out.append(CorrectCard(card=card.model_copy(update={"priority_half": half})))
    out.append(SetVP(side="human", vp=snap.human.vp + rnd.randint(0, 6)))
    return out


def subjects() -> list[Subject]:
    """The two bots play one turn together: one subject, at random tables (any level, app or physical
    deck, you or the bots first)."""
    from .setup import CIVILIZATION_OF_FACE, GameConfig, new_game

    def make(seed: int, rnd: random.Random) -> Any:
        level = rnd.randint(1, 6)
        face = rnd.choice(TRACKS)
        second = rnd.choice([c for t, c in CIVILIZATION_OF_FACE.items() if t != face]) if level == 6 else None
        return new_game(GameConfig(level=level, seed=seed, physical_deck=rnd.random() < 0.3, automa_die=face,
                                   second_civilization=second, first=rnd.choice(("human", "bots"))))

    def turn_end(step: Any) -> bool:
        return getattr(getattr(step, "action", None), "kind", None) == "end_turn"

    return [Subject("tapestry", "automa", make, random_answer, random_edits, turn_end)]

"""The app's proposals (game.proposal): the bot's bookkeeping steps merged with their neighbours,
applied exactly as the bot's own steps one by one, refused when the board changed since."""

from __future__ import annotations

import random

import pytest

from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games import conformance
from tablebot.games.root import actions as act
from tablebot.games.root import edits, game

ROOT = [s for s in conformance.subjects() if s.game == "root"]


@pytest.mark.parametrize("subject", ROOT, ids=lambda s: s.name)
def test_a_merged_proposal_is_the_bots_steps_one_by_one(subject: conformance.Subject) -> None:
    rnd = random.Random(4)
    snap = subject.new_game(4, rnd)
    merged = 0
    for _ in range(400):
        p = game.proposal(snap)
        if isinstance(p, HumanTurn):
            snap = game.end_human_turn(snap)
            continue
        if isinstance(p, act.RootPrompt):
            snap = game.answer(snap, p, subject.answer(snap, p, rnd))
            continue
        if isinstance(p.action, act.GameOver):
            break
        after = game.apply_proposal(snap, p)
        # The same board, cursor and RNG as the bot's own steps confirmed one at a time.
        by_steps = snap
        steps: list[act.RootStep] = []
        while by_steps != after:
            step = game.next_step(by_steps)
            assert isinstance(step, act.RootStep)
            steps.append(step)
            by_steps = game.apply_step(by_steps, step)
        if isinstance(p.action, act.Compound) and game.next_step(snap) != p:
            merged += 1
            # At most one of the bot's steps changes the map per Confirm (one rule's step may change
            # it in two ways at once: the Duchy's Dig places a tunnel and moves warriors up).
            changes = [s for s in steps if not game.is_bookkeeping(s) and not isinstance(s.action, act.Nothing)]
            assert len(changes) <= 1, p.action
        snap = after
    assert merged > 3


def test_a_merged_proposal_planned_on_another_board_is_refused() -> None:
    from tablebot.games.registry import game_rules

    snap = game_rules("root").demo_game()
    card = act.OrderCardAnswer(card=act.OrderCard(name="Foxfolk Steel", suit="fox"))
    snap = game.answer(snap, game.next_step(snap), card)
    while not isinstance(game.proposal(snap).action, act.Compound):
        snap = game.apply_proposal(snap, game.proposal(snap))
    p = game.proposal(snap)
    # The merged step on the board before it was planned for: refused, like any stale step.
    earlier = game.apply_edit(snap, edits.RemovePiece(faction="marquise", piece="warrior", place=1))
    with pytest.raises(IllegalEdit):
        game.apply_proposal(earlier, p)
    # A merged step missing one of its parts (the end of the turn) is not the bot's: refused.
    cut = p.model_copy(update={"action": act.Compound(parts=p.action.parts[:-1])})
    with pytest.raises(IllegalEdit):
        game.apply_proposal(snap, cut)
    assert game.apply_proposal(snap, p).turn.seat != snap.turn.seat


def test_a_merged_step_gives_first_the_reasons_of_what_changes_the_map():
    """A Lizards Crusade that cannot happen (the marker moves on, 8.4.2) merges with the Convert
    after it: the player reads first why the Convert happens, then the failed Crusade."""
    from tablebot.games.root.bots.lizards_state import LizardsCursor
    from tablebot.games.root.factions import Suit

    from .lizards_scenario import lizards_board

    snap = lizards_board({7: {("marquise", "warrior"): 2, ("marquise", "workshop"): 1}, 9: {("lizards", "warrior"): 1}},
                         lost_souls=("mouse", "fox"), acolytes=1, conspiracy=0)
    snap = snap.model_copy(update={"turn": snap.turn.model_copy(
        update={"cursor": LizardsCursor(phase="conspire", order_suit=Suit.MOUSE)})})
    step = game.proposal(snap)
    codes = [r.code for r in step.reasons]
    assert "lizards.conspiracy.cannot_crusade" in codes
    assert codes.index("lizards.convert") < codes.index("lizards.conspiracy.move_crusade")
    assert codes[0] == "lizards.conspiracy.move_convert"

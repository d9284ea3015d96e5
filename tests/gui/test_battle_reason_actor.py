"""Reasons name the faction that acts (issue 8): every bot's battle line says who deals the hits,
every bot's last step says whose turn ends, with "1 hit" / "2 hits". Played through conformance-style
random games of every bot, read as the player reads them (gui/root/reasons.py)."""

from __future__ import annotations

import random
import re

import pytest

from tablebot.core.steps import HumanTurn
from tablebot.games import conformance
from tablebot.games.registry import game_rules
from tablebot.games.root.factions import SETUP_ORDER
from tablebot.gui.root import names
from tablebot.gui.root.reasons import PLURAL_FACTIONS, sentence

ROOT_SUBJECTS = [s for s in conformance.subjects() if s.game == "root"]
FACTIONS = SETUP_ORDER


def _bot_steps(subject: conformance.Subject, seed: int, bot_turns: int = 8) -> list:
    rules = game_rules("root")
    rnd = random.Random(seed)
    snap = subject.new_game(seed, rnd)
    steps = []
    for _ in range(5000):
        step = rules.next_step(snap)
        if isinstance(step, HumanTurn):
            snap = rules.end_human_turn(snap)
            continue
        if step.kind == "prompt":
            snap = rules.answer(snap, step, subject.answer(snap, step, rnd))
            continue
        if step.action.kind == "game_over":
            break
        steps.append(step)
        snap = rules.apply_step(snap, step)
        if sum(s.action.kind == "end_turn" for s in steps) >= bot_turns:
            break
    return steps


def _named(text: str) -> set[str]:
    return {f for f in FACTIONS if re.search(rf"\b{names.faction_short(f)}\b", text)}


@pytest.mark.parametrize("subject", ROOT_SUBJECTS, ids=lambda s: s.name)
def test_every_bots_battle_and_end_of_turn_name_the_actor(qtbot, subject):
    battles = ends = 0
    for seed in range(6):
        for step in _bot_steps(subject, seed):
            for r in step.reasons:
                if r.code.startswith("battle.hits"):
                    text = sentence(r)
                    actor = step.action.attacker
                    verb = "deal" if actor in PLURAL_FACTIONS else "deals"  # "the Corvids deal"
                    deals = re.search(rf"the (\w+) {verb} ", text)
                    assert deals and deals.group(1) == names.faction_short(actor), text
                    assert _named(text) == {actor, step.action.defender}, text
                    n = step.action.attacker_hits
                    assert f"{verb} {n} hit{'' if n == 1 else 's'}" in text, text
                    battles += 1
                if r.code == "turn.end":
                    assert _named(sentence(r)) == {step.actor}, sentence(r)
                    assert "s's" not in sentence(r), sentence(r)  # "the Lizards' turn"
                    ends += 1
    assert ends > 0
    if subject.bot != "vagabot":
        assert battles > 0


def test_crackdown_says_every_clearing_of_the_suit(qtbot):
    """6.2.4: Crackdown removes sympathy in every clearing of the base's suit, not "in the clearing"."""
    from tablebot.core.reasons import reason

    text = sentence(reason("6.2.4", "battle.crackdown"))
    assert "every clearing of its suit" in text and "in the clearing" not in text

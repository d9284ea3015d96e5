"""Reasons agree with the faction that acts: the Corvids, the Lizards and the Riverfolk are plural
in English ("the Corvids deal 2 hits", "the Riverfolk have no warriors there"), the Marquise, the
Eyrie, the Alliance, the Vagabond and the Duchy singular; a plot's face takes its article ("an
extortion", "a bomb")."""

from __future__ import annotations

import pytest

from tablebot.core.reasons import reason
from tablebot.gui.root.reasons import sentence

PLURAL = {"corvids": "Corvids", "lizards": "Lizards", "riverfolk": "Riverfolk"}
SINGULAR = {"marquise": "Marquise", "eyrie": "Eyrie", "alliance": "Alliance", "vagabond": "Vagabond",
            "duchy": "Duchy"}


def _hits(attacker: str, defender: str = "eyrie") -> str:
    return sentence(reason("law:4.3.2", "battle.hits", dice=(2, 1), attacker=attacker, defender=defender,
                           attacker_hits=2, defender_hits=1, rolled="app"))


@pytest.mark.parametrize("fid", PLURAL)
def test_a_plural_faction_deals_with_a_plural_verb(qtbot, fid):
    text = _hits(fid)
    assert f"the {PLURAL[fid]} deal 2 hits" in text, text
    defenceless = sentence(reason("law:4.3.2", "battle.defenceless", defender=fid))
    assert defenceless.startswith(f"The {PLURAL[fid]} have no warriors there"), defenceless
    took = sentence(reason("law:4.3.3", "history.edit.bot_hits", faction=fid, hits=2, clearing=3))
    assert f"{PLURAL[fid]} take 2 hits" in took, took


@pytest.mark.parametrize("fid", SINGULAR)
def test_a_singular_faction_keeps_its_verb(qtbot, fid):
    text = _hits(fid, "corvids")
    assert f"the {SINGULAR[fid]} deals 2 hits, the Corvids 1 hit" in text, text
    defenceless = sentence(reason("law:4.3.2", "battle.defenceless", defender=fid))
    assert defenceless.startswith(f"The {SINGULAR[fid]} has no warriors there"), defenceless


def test_extortion_makes_the_riverfolk_discard(qtbot):
    text = sentence(reason("11.7.3", "plots.extortion_human", faction="riverfolk"))
    assert text.startswith("The Riverfolk discard a card"), text
    text = sentence(reason("11.7.3", "plots.extortion_human", faction="eyrie"))
    assert text.startswith("The Eyrie discards a card"), text


def test_a_plot_face_takes_its_article(qtbot):
    revealed = sentence(reason("11.4.4", "plots.revealed", clearing=6, piece="plot_extortion"))
    assert revealed.endswith("is revealed: an extortion."), revealed
    assert sentence(reason("11.4.4", "plots.revealed", clearing=6, piece="plot_bomb")).endswith(": a bomb.")
    swapped = sentence(reason("11.7.1", "plots.bomb_swapped", clearing=11, piece="plot_extortion"))
    assert "; an extortion takes its place" in swapped, swapped
    drawn = sentence(reason("ruling:corvids-app-draws-plot", "corvids.app_draws_plot", clearing=2,
                            piece="plot_extortion"))
    assert drawn.endswith(": an extortion."), drawn


def test_the_battle_headline_agrees_with_the_attacker(qtbot):
    """The proposal's own line for a battle step (panels.action_text), built outside the reasons."""
    from tablebot.games.root import actions as act
    from tablebot.gui.root.panels import action_text

    def battle(attacker: str, defender: str) -> str:
        return action_text(act.Battle(clearing=3, attacker=attacker, defender=defender, dice=(2, 1),
                                      attacker_hits=2, defender_hits=1, vp=((attacker, 1),)))

    text = battle("corvids", "eyrie")
    assert text.startswith("Corvids battle the Eyrie in clearing 3: dice 2 and 1; deal 2, take 1."), text
    assert "Corvids score 1 VP." in text, text
    text = battle("eyrie", "corvids")
    assert text.startswith("Eyrie battles the Corvids in clearing 3: dice 2 and 1; deals 2, takes 1."), text
    assert "Eyrie scores 1 VP." in text, text


def test_a_score_step_agrees_with_the_scorer(qtbot):
    from tablebot.games.root import actions as act
    from tablebot.gui.root.panels import action_text

    assert action_text(act.Score(faction="corvids", vp=3)) == "Corvids score 3 VP."
    assert action_text(act.Score(faction="marquise", vp=3)) == "Marquise scores 3 VP."


def test_a_second_verb_of_a_plural_faction_agrees_too(qtbot):
    text = sentence(reason("ruling:corvids-gamble", "corvids.gamble_removed", faction="riverfolk", vp=1))
    assert text == "The Riverfolk remove the plot and score 1 VP.", text
    text = sentence(reason("ruling:corvids-gamble", "corvids.gamble_removed", faction="eyrie", vp=1))
    assert text == "The Eyrie removes the plot and scores 1 VP.", text


def test_a_bird_order_finds_no_clearing_not_no_bird_clearing(qtbot):
    """A bird order orders every clearing (ruling bird-order-any-clearing): when the Corvids find
    nowhere to battle, move or plot, there is no "bird clearing" to speak of."""
    from tablebot.games.root import game
    from tablebot.gui.root.reasons import reason_lines

    from ..games.root.corvids_scenario import at, corvids_board
    from ..games.root.scenario import card

    snap = corvids_board({1: {("corvids", "warrior"): 1}})
    for phase in ("battle", "move", "plot"):
        s = game.next_step(at(snap, phase, card("bird")))
        lines = " ".join(reason_lines(s.reasons))
        assert "bird clearing" not in lines, lines
        assert s.action.kind in ("nothing", "compound"), s.action


def test_the_dice_question_agrees_with_the_attacker(qtbot):
    from tablebot.games.root import actions as act
    from tablebot.games.root.common import PendingBattle
    from tablebot.gui.root.panels import headline

    from ..games.root.corvids_scenario import corvids_game

    snap = corvids_game()
    for attacker, verb in (("corvids", "attack"), ("marquise", "attacks")):
        ask = act.RootPrompt(actor=attacker, question=act.AskDice(
            battle=PendingBattle(clearing=3, attacker=attacker, defender="eyrie")))
        assert f" {verb} Eyrie." in headline(snap, ask), headline(snap, ask)

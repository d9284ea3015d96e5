"""Battles at the Law of Root's word (issue 8): the human factions' battle abilities when a bot
fights them, the Arbiter asked before the dice (7.7.6), War Tax keyed on what the Eyrie removes,
and the VP a defending human Vagabond scores (Law of Root 3.2.1)."""

from __future__ import annotations

from tablebot.games.root import battle as battles
from tablebot.games.root import game
from tablebot.games.root.actions import AskArbiter, AskDice, Battle, RootPrompt
from tablebot.games.root.bots import marquise
from tablebot.games.root.common import PendingBattle
from tablebot.games.root.factions import FACTIONS
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, TurnState

from .scenario import actions, card, codes, marquise_game, play, with_pieces
from .vagabot_scenario import scene, vagabot_game

M, E, A, V = "marquise", "eyrie", "alliance", "vagabond"


# -- human factions' battle abilities (Law of Root) --------------------------------------------
def test_a_defending_human_alliance_deals_the_higher_roll():
    """The issue's example: Marquise 3 warriors and Alliance 2 in clearing 8, dice 3/0: Guerrilla
    War gives the Alliance the 3 (capped at its 2 warriors) and the Marquise the 0."""
    snap = with_pieces(marquise_game(humans=(E, A)), {8: {(M, "warrior"): 3, (A, "warrior"): 2}})
    end, seen = play(snap, orders=[card("fox"), card("rabbit"), card("mouse"), card("bird")], dice=[(3, 0)] * 3)
    fight = actions(seen, "battle")[0]
    assert isinstance(fight, Battle) and fight.clearing == 8
    assert (fight.attacker_hits, fight.defender_hits) == (0, 2)
    assert end.place(8).count(A, "warrior") == 2
    step = next(s for s in seen if getattr(s, "action", None) is fight)
    assert ("law:8.2.2", "battle.guerrilla_war") in codes(step)


def test_a_defending_human_eyrie_or_marquise_takes_the_lower_roll():
    for human in (E, M):
        snap = vagabot_game(humans=(M, E))
        snap = scene(snap, 7, {7: {(human, "warrior"): 2}}, ready=6)
        action, _, _ = battles.resolve_battle(snap, PendingBattle(clearing=7, attacker=V, defender=human, dice=(3, 1)))
        assert action.defender_hits == 1, human


def test_every_human_faction_has_its_battle_abilities_as_data():
    assert set(battles.HUMAN_BATTLE_ABILITIES) == set(FACTIONS)
    assert battles.HUMAN_BATTLE_ABILITIES[A].defends_with_higher_roll
    assert battles.HUMAN_BATTLE_ABILITIES[V].hit_cap == "swords"


# -- the Arbiter before the dice (7.7.6) -----------------------------------------------------
def test_the_human_defender_is_asked_about_the_arbiter_before_the_dice():
    snap = vagabot_game(humans=(E,), bots=("mechanical_marquise_2",), character="arbiter")
    snap = scene(snap, 7, {7: {(M, "warrior"): 1, (E, "warrior"): 3}}, vp={M: 5, V: 2}, ready=9)
    snap = snap.model_copy(update={"turn": TurnState(round=1, seat=1, cursor=marquise.new_cursor())})
    _, seen = play(snap, orders=[card("mouse"), card("fox"), card("rabbit")], dice=[(2, 2)] * 4,
                   arbiter=[True], until_end=False, max_steps=4)
    asked = [s.question.kind for s in seen if isinstance(s, RootPrompt) and s.question.kind != "order_card"]
    assert asked[:2] == ["arbiter", "dice"]
    arbiter_prompt = next(s for s in seen if isinstance(s, RootPrompt) and isinstance(s.question, AskArbiter))
    assert arbiter_prompt.question.battle.dice is None


def test_a_defending_bot_decides_on_the_arbiter_before_the_dice_are_asked():
    snap = vagabot_game(humans=(E,), bots=("mechanical_marquise_2",), character="arbiter")
    snap = scene(snap, 7, {7: {(M, "warrior"): 1, (E, "warrior"): 3}}, vp={M: 5, V: 2}, ready=9)
    ask = battles.ask_before_dice(snap, PendingBattle(clearing=7, attacker=E, defender=M))
    assert isinstance(ask.question, AskDice)
    assert ("7.7.6", "battle.arbiter_enlisted") in codes(ask)


# -- War Tax: keyed on what the Eyrie removes -----------------------------------------------
def bots_game(eyrie_traits=("war_tax",), alliance_traits=("popularity",)):
    seats = (SeatConfig(faction=E, bot=BotConfig(bot="electric_eyrie", traits=eyrie_traits)),
             SeatConfig(faction=A, bot=BotConfig(bot="automated_alliance", traits=alliance_traits)),
             SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")),
             SeatConfig(faction=V))
    return game.new_game(GameConfig(seats=seats, seed=3, keep_corner=1))


def test_war_tax_counts_sympathy_worth_no_vp_to_the_eyrie():
    snap = with_pieces(bots_game(), {8: {(E, "warrior"): 3, (A, "sympathy"): 1}})
    snap = snap.model_copy(update={"factions": tuple(f.model_copy(update={"vp": 4}) for f in snap.factions)})
    action, _, why = battles.resolve_battle(snap, PendingBattle(clearing=8, attacker=E, defender=A, dice=(2, 0)))
    vp = dict(action.vp)
    assert E not in vp  # Popularity (first printing): sympathy scores nothing
    assert vp[A] == -1  # War Tax: the Alliance still loses 1 VP for the token the Eyrie removed
    assert ("trait:war_tax", "battle.war_tax") in [(r.rule, r.code) for r in why]


def test_war_tax_when_the_eyrie_defends_in_another_bots_battle():
    snap = with_pieces(bots_game(), {9: {(M, "warrior"): 1, (M, "sawmill"): 1, (E, "warrior"): 3}})
    snap = snap.model_copy(update={"factions": tuple(f.model_copy(update={"vp": 4}) for f in snap.factions)})
    action, _, _ = battles.resolve_battle(snap, PendingBattle(clearing=9, attacker=M, defender=E, dice=(3, 3)))
    vp = dict(action.vp)
    assert vp[E] == 1  # the sawmill (1 VP)
    assert vp[M] == -1  # War Tax on the Marquise's sawmill


def test_relentless_pays_popularity_and_war_tax_on_each_removal():
    from tablebot.games.root.bots import eyrie

    snap = with_pieces(bots_game(eyrie_traits=("relentless", "war_tax")),
                       {8: {(E, "warrior"): 1, (A, "sympathy"): 1}, 9: {(E, "warrior"): 1, (M, "sawmill"): 1}})
    snap = snap.model_copy(update={"factions": tuple(f.model_copy(update={"vp": 4}) for f in snap.factions)})
    step = eyrie._relentless(snap, eyrie.new_cursor())
    vp: dict[str, int] = {}
    for f, n in step.action.vp:
        vp[f] = vp.get(f, 0) + n
    assert vp == {E: 1, A: -1, M: -1}  # the sawmill scores, the sympathy does not; both owners pay


# -- a defending Vagabond scores (Law of Root 3.2.1) --------------------------------------------
def test_a_defending_human_vagabond_scores_the_buildings_it_removes():
    snap = with_pieces(marquise_game(humans=(V,)), {9: {(M, "warrior"): 1, (M, "sawmill"): 1, (V, "pawn"): 1}})
    action, _, _ = battles.resolve_battle(snap, PendingBattle(clearing=9, attacker=M, defender=V, dice=(3, 3),
                                                              vagabond_swords=3))
    assert action.defender_hits == 3  # capped by its 3 swords: the warrior, then the sawmill
    assert dict(action.vp)[V] == 1


# -- the Vagabot's Rogue and Marksman score removals the same way ----------------------------
def rogue_and_alliance_bot(trait):
    from .vagabot_scenario import scene as vscene

    seats = (SeatConfig(faction=V, bot=BotConfig(bot="vagabot", character="rogue", traits=(trait,) if trait else ())),
             SeatConfig(faction=A, bot=BotConfig(bot="automated_alliance", traits=("popularity",))),
             SeatConfig(faction=M))
    snap = game.new_game(GameConfig(seats=seats, seed=3, keep_corner=1))
    return vscene(snap, 7, {7: {(A, "warrior"): 2, (A, "sympathy"): 1, (M, "sawmill"): 1}}, ruins=(), ready=6)


def test_the_rogue_scores_popularity_sympathy_as_any_removal():
    from tablebot.core.reasons import reason
    from tablebot.games.root.bots import vagabot

    snap = rogue_and_alliance_bot(None)
    step = vagabot._rogue(snap, vagabot.new_cursor(), reason("7.5", "daylight.action"))
    removal = next(p for p in step.action.parts if p.kind == "remove")
    assert dict(removal.vp)[V] == 1 + 1  # the special's 1 VP + the sawmill; the sympathy scores 0 (Popularity)


def test_the_marksman_scores_popularity_sympathy_as_any_removal():
    from tablebot.games.root.bots import vagabot

    snap = rogue_and_alliance_bot("marksman")
    snap = with_pieces(snap, {7: {(A, "sympathy"): 1, (V, "pawn"): 1}}, ruins=())
    cur = vagabot.new_cursor().model_copy(update={"pending_battle": PendingBattle(clearing=7, attacker=V, defender=A)})
    step = vagabot._marksman(snap, cur, cur.pending_battle)
    assert [r.piece for r in step.action.removals] == ["sympathy"]
    assert dict(step.action.vp).get(V, 0) == 0  # Popularity (first printing): no VP for sympathy


# -- a human battles a bot: the table enters the dice, the engine the bot's reactions --------
def human_battle(snap, **kw):
    from tablebot.games.root.edits import HumanBattle, apply_edit

    return apply_edit(snap, HumanBattle(**kw))


def alliance_bot_with_humans(traits=()):
    seats = (SeatConfig(faction=A, bot=BotConfig(bot="automated_alliance", traits=traits)),
             SeatConfig(faction=E), SeatConfig(faction=M))
    return game.new_game(GameConfig(seats=seats, seed=3, keep_corner=1))


def test_a_human_attacking_the_alliance_bot_meets_its_automated_ambush():
    snap = with_pieces(alliance_bot_with_humans(), {8: {(E, "warrior"): 4, (A, "warrior"): 2, (A, "sympathy"): 1}})
    end = human_battle(snap, attacker=E, defender=A, clearing=8, dice=(2, 1))
    assert end.place(8).count(A, "warrior") == 0  # the Eyrie's 2 hits
    assert end.place(8).count(E, "warrior") == 2  # the Alliance's 1 rolled + 1 Automated Ambush (6.2.2)
    assert end.place(8).count(A, "sympathy") == 1


def test_a_human_attacking_the_alliance_bot_with_veterans_takes_the_lower_die():
    snap = with_pieces(alliance_bot_with_humans(traits=("veterans",)),
                       {8: {(E, "warrior"): 4, (A, "warrior"): 3}})
    end = human_battle(snap, attacker=E, defender=A, clearing=8, dice=(3, 1))
    assert end.place(8).count(A, "warrior") == 2  # the Eyrie takes the 1 (Veterans, first printing)
    assert end.place(8).count(E, "warrior") == 0  # 3 rolled + 1 ambush, capped by its 4 warriors


def test_a_defending_bot_decides_on_a_vagabot_arbiter_when_a_human_attacks():
    snap = vagabot_game(humans=(E,), bots=("mechanical_marquise_2",), character="arbiter")
    snap = scene(snap, 7, {7: {(M, "warrior"): 1, (E, "warrior"): 3}}, vp={M: 5, V: 2}, ready=9)
    end = human_battle(snap, attacker=E, defender=M, clearing=7, dice=(2, 2))
    assert end.faction(V).vp == 3  # enlisted: 1 VP to the Arbiter
    assert end.place(7).count(E, "warrior") == 1  # the Marquise's cap 1 + the Arbiter's 2 items


def test_the_human_attacker_chooses_its_building_losses_when_they_are_a_choice():
    from tablebot.core.steps import IllegalEdit

    seats = (SeatConfig(faction=E, bot=BotConfig(bot="electric_eyrie")), SeatConfig(faction=M))
    snap = with_pieces(game.new_game(GameConfig(seats=seats, seed=3, keep_corner=1)),
                       {9: {(M, "warrior"): 1, (M, "sawmill"): 1, (M, "workshop"): 1, (E, "warrior"): 3},
                        1: {(M, "keep"): 1}})
    try:
        human_battle(snap, attacker=M, defender=E, clearing=9, dice=(3, 2))
    except IllegalEdit as err:
        assert err.code == "edit.attacker_must_choose"
    else:
        raise AssertionError("the attacker's choice of losses was not asked")
    end = human_battle(snap, attacker=M, defender=E, clearing=9, dice=(3, 2), attacker_choice=(("workshop", 1),))
    assert end.place(9).count(M, "workshop") == 0 and end.place(9).count(M, "sawmill") == 1
    assert end.place(9).count(E, "warrior") == 2  # the Marquise's 1 warrior caps its hits
    assert end.faction(E).vp == 1  # the Eyrie scores the workshop it removed (Law of Root 3.2.1)


# -- random human battles against every bot keep the board consistent -------------------------
def test_random_human_battles_against_every_bot_stay_consistent():
    import dataclasses
    import random

    from tablebot.core.steps import IllegalEdit
    from tablebot.games import conformance
    from tablebot.games.root.edits import HumanBattle

    def with_battles(base):
        def edits(snap, rnd: random.Random):
            human = snap.current_faction().id
            out = list(base(snap, rnd))
            for place in snap.clearings():
                bots = [f.id for f in snap.factions if f.is_bot and place.count(f.id)]
                if bots and (place.count(human, "warrior") or place.count(human, "pawn")) and rnd.random() < 0.7:
                    out.insert(0, HumanBattle(attacker=human, defender=rnd.choice(bots), clearing=int(place.id),
                                              dice=(rnd.randint(0, 3), rnd.randint(0, 3)),
                                              vagabond_swords=rnd.randint(0, 3) if human == V else None,
                                              attacker_choice=None if rnd.random() < 0.5 else (("sympathy", 1),)))
            if out and isinstance(out[0], HumanBattle):
                try:
                    game.apply_edit(snap, out[0])
                    fought.append(out[0])
                except IllegalEdit:
                    pass
            return out
        return edits

    fought: list[HumanBattle] = []
    for subject in (s for s in conformance.subjects() if s.game == "root"):
        fighting = dataclasses.replace(subject, edits=with_battles(subject.edits))
        for seed in range(12):
            report = conformance.play(fighting, seed, bot_turns=6, keep_history=True)
            assert report.problems == [], (subject.name, seed)
    from tablebot.games.root.bots import BOTS, available_bots

    assert {b.defender for b in fought} == {BOTS[b] for b in available_bots()}  # every bot defended at least once


# -- a human Arbiter (7.7.6: bots interact with it as with the Arbiter Vagabot) ---------------
def human_vagabond_in_bots_battle(m_vp=5, v_vp=2):
    snap = with_pieces(bots_game(), {9: {(M, "warrior"): 1, (E, "warrior"): 3, (V, "pawn"): 1}})
    snap = snap.model_copy(update={"factions": tuple(
        f.model_copy(update={"vp": {M: m_vp, V: v_vp}.get(f.id, 0)}) for f in snap.factions)})
    return snap, PendingBattle(clearing=9, attacker=E, defender=M)


def test_a_defending_bot_asks_whether_the_human_vagabond_is_the_arbiter():
    from tablebot.games.root.actions import ArbiterAnswer

    snap, pb = human_vagabond_in_bots_battle()
    ask = battles.ask_before_dice(snap, pb)
    assert isinstance(ask.question, AskArbiter) and ask.question.arbiter == V
    assert ("7.7.6", "battle.arbiter_human_ask") in codes(ask)
    pb, _ = battles.answer_battle_question(snap, ask.question, ArbiterAnswer(enlist=True, swords=2))
    assert isinstance(battles.ask_before_dice(snap, pb).question, AskDice)
    action, _, _ = battles.resolve_battle(snap, pb.model_copy(update={"dice": (2, 2)}))
    assert action.defender_hits == 2  # the Marquise's cap 1 + the Arbiter's 2 undamaged swords
    assert dict(action.vp)[V] == 1


def test_a_defending_bot_does_not_ask_when_it_would_not_enlist():
    snap, pb = human_vagabond_in_bots_battle(m_vp=1)  # III: not more VP than the Arbiter
    assert isinstance(battles.ask_before_dice(snap, pb).question, AskDice)


def test_a_human_defender_may_enlist_a_human_arbiter():
    from tablebot.games.root.actions import ArbiterAnswer

    snap = with_pieces(marquise_game(humans=(E, V)), {7: {(M, "warrior"): 3, (E, "warrior"): 1, (V, "pawn"): 1}})
    pb = PendingBattle(clearing=7, attacker=M, defender=E)
    ask = battles.ask_before_dice(snap, pb)
    assert isinstance(ask.question, AskArbiter) and ask.question.arbiter == V
    pb, _ = battles.answer_battle_question(snap, ask.question, ArbiterAnswer(enlist=True, swords=1))
    action, _, _ = battles.resolve_battle(snap, pb.model_copy(update={"dice": (3, 3)}))
    assert action.defender_hits == 2  # 1 warrior + 1 sword


def test_a_human_battle_removing_sympathy_outrages_the_alliance_bot():
    from tablebot.games.root.edits import HumanBattle, outrage_triggers

    snap = with_pieces(alliance_bot_with_humans(), {8: {(E, "warrior"): 4, (A, "sympathy"): 1}})
    assert outrage_triggers(snap, HumanBattle(attacker=E, defender=A, clearing=8, dice=(1, 0))) == (8,)
    assert outrage_triggers(snap, HumanBattle(attacker=E, defender=A, clearing=8, dice=(0, 0))) == (8,)  # defenceless


def test_a_faction_plugs_a_defence_ability_in_as_data(monkeypatch):
    """The Embedded Agents kind of ability (an extra hit defending where a token stands) is data:
    here lent to the human Alliance's sympathy to show the battle code reads it."""
    import dataclasses

    plugged = dataclasses.replace(battles.HUMAN_BATTLE_ABILITIES[A], defence_hit_with_token="sympathy",
                                  rule="Law of Root (test)")
    monkeypatch.setitem(battles.HUMAN_BATTLE_ABILITIES, A, plugged)
    snap = with_pieces(marquise_game(humans=(E, A)), {8: {(M, "warrior"): 3, (A, "warrior"): 2, (A, "sympathy"): 1}})
    action, _, why = battles.resolve_battle(snap, PendingBattle(clearing=8, attacker=M, defender=A, dice=(2, 2)))
    assert action.defender_hits == 3  # 2 rolled + 1 for the token
    assert ("Law of Root (test)", "battle.defence_token_hit") in [(r.rule, r.code) for r in why]

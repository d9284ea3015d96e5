"""TURA AUTOMY: the draw, passing both ways, the physical deck's questions, the round's end, each level's
deck over a whole game, and the final scoring."""

from __future__ import annotations

import pytest

from tablebot.core.steps import EngineError, IllegalAnswer
from tablebot.games.age_of_innovation import automa
from tablebot.games.age_of_innovation.actions import (
    AoIPrompt,
    AoIStep,
    AskCard,
    AskFinalScore,
    CardAnswer,
    DrawCards,
    FinalFiguresAnswer,
    FinalScore,
    PassRound,
    RoundEnd,
    ScoreVP,
)
from tablebot.games.age_of_innovation.cards import FACTIONS
from tablebot.games.age_of_innovation.setup import GameConfig, new_game
from tablebot.games.age_of_innovation.state import AoISnapshot

from .bot_tables import codes, game, hexes_of, play_to_the_end, step, table


def _automa_seat(snap: AoISnapshot) -> AoISnapshot:
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"seat": "automa", "cursor": None})})


def _deck(snap: AoISnapshot, **fields: object) -> AoISnapshot:
    a = snap.automas[0]
    deck = a.deck.model_copy(update=fields)
    return snap.model_copy(update={"automas": (a.model_copy(update={"deck": deck}),),
                                   "turn": snap.turn.model_copy(update={"cursor": None})})


def test_a_humans_seat_has_no_automa_step() -> None:
    assert automa.next_step(game()) is None


def test_first_turn_of_the_round_draws_two_and_the_second_is_the_action_card() -> None:
    snap = _automa_seat(game())
    top = snap.automas[0].deck.draw
    s = step(snap)
    assert isinstance(s.action, DrawCards) and s.action.drew == 2
    assert (s.action.support_card.id, s.action.action_card.id) == (top[0], top[1])
    after = automa.apply_step(snap, s)
    d = after.automas[0].deck
    assert (d.action, d.support, d.draw_count, d.draw) == (top[1], (top[0],), len(top) - 2, top[2:])


def test_a_later_turn_puts_the_old_action_card_on_the_support_stack_and_draws_one() -> None:
    snap = _automa_seat(game())
    snap = automa.apply_step(snap, step(snap))
    first_action = snap.automas[0].deck.action
    snap = _deck(snap)  # its actions done: a new turn
    s = step(snap)
    assert isinstance(s.action, DrawCards) and s.action.drew == 1 and s.action.support_card.id == first_action
    after = automa.apply_step(snap, s)
    assert after.automas[0].deck.support[-1] == first_action


def test_a_sideways_card_with_the_pass_icon_passes_ignoring_the_rest() -> None:
    snap = _deck(table(round_no=1), draw=("*2", "9"), draw_count=2, action="*1", support=("*4",))
    s = step(snap)
    assert isinstance(s.action, DrawCards) and s.action.sideways and s.action.action_card.id == "*2"
    assert codes(s)[0] == "bot.sideways_pass" and s.cursor is not None and s.cursor.pending == ("pass",)
    snap = automa.apply_step(snap, s)
    s = step(snap)
    assert isinstance(s.action, PassRound) and s.action.why == "sideways_pass"
    assert s.action.slot == 0  # the support card is now *1: its icon points left


def test_a_sideways_card_without_the_pass_icon_is_played() -> None:
    snap = _deck(table(round_no=1), draw=("*3", "9"), draw_count=2, action="*1", support=("*4",))
    s = step(snap)
    assert isinstance(s.action, DrawCards) and s.action.sideways and "bot.sideways_no_pass" in codes(s)
    assert s.cursor is not None and s.cursor.pending == ("send_scholar", "end")


def test_the_card_above_the_two_sideways_ones_is_not_sideways() -> None:
    snap = _deck(table(round_no=1), draw=("*2", "9", "10"), draw_count=3, action="*1", support=("*4",))
    s = step(snap)
    assert isinstance(s.action, DrawCards) and not s.action.sideways


@pytest.mark.parametrize(("round_no", "vp"), [(1, 4), (3, 0), (4, 5), (6, 8)])
def test_passing_scores_the_round_tiles_fixed_vp_once(round_no: int, vp: int) -> None:
    # tiles (4, 11, 9, 6, 3), final tile 1: rounds 1-3 read the left figure, 4-6 the right, round 6 the final tile
    snap = _deck(table(round_no=round_no), draw=(), draw_count=0)
    s = step(snap)
    assert isinstance(s.action, PassRound) and s.action.vp == vp
    after = automa.apply_step(snap, s)
    assert after.automas[0].vp == 20 + vp and after.automas[0].passed and after.turn.passed == ("automa",)


def test_racelings_passing_first_score_the_tile_again_but_not_when_second() -> None:
    snap = _deck(table(round_no=1, faction="racelings"), draw=(), draw_count=0)
    s = step(snap)
    assert isinstance(s.action, PassRound) and s.action.vp == 8 and "bot.racelings_first" in codes(s)
    later = snap.model_copy(update={"turn": snap.turn.model_copy(update={"passed": ("human",)})})
    s = step(later)
    assert isinstance(s.action, PassRound) and s.action.vp == 4


def test_passing_gathers_the_round_and_the_top_reserve_card_into_the_next_deck() -> None:
    snap = _deck(table(round_no=2), draw=(), draw_count=0, action="*5", support=("*1", "*2", "*3"),
                 reserve=("12", "13"), reserve_count=2)
    after = automa.apply_step(snap, step(snap))
    d = after.automas[0].deck
    assert sorted(d.draw) == sorted(["*1", "*2", "*3", "*5", "12"]) and d.draw_count == 5
    assert d.reserve == ("13",) and d.action is None and d.support == ()


def test_with_the_physical_deck_passing_counts_the_next_deck() -> None:
    snap = _deck(table(round_no=2), physical=True, draw=(), draw_count=0, action="*5", support=("*1", "*2"),
                 reserve=(), reserve_count=7)
    s = step(snap)
    assert "bot.pass_new_deck_physical" in codes(s)
    d = automa.apply_step(snap, s).automas[0].deck
    assert (d.draw_count, d.reserve_count) == (4, 6)


def test_the_seat_passes_to_the_next_side_that_has_not_passed_and_the_round_ends_when_all_have() -> None:
    snap = _deck(table(round_no=2), draw=(), draw_count=0)
    snap = automa.record_pass(snap, "human")
    snap = snap.model_copy(update={"turn": snap.turn.model_copy(update={"seat": "automa"})})
    snap = automa.apply_step(snap, step(snap))  # the Automa passes second
    assert snap.turn.cursor is not None and snap.turn.cursor.phase == "round_end"
    s = step(snap)
    assert isinstance(s.action, RoundEnd) and s.action.order == ("human", "automa")
    covered = snap.model_copy(update={"power_actions": (True,) * 6})
    after = automa.apply_step(covered, step(covered))
    assert after.turn.round == 3 and after.turn.seat == "human" and after.turn.passed == ()
    assert after.power_actions == (False,) * 6 and not after.automas[0].passed and not after.humans[0].passed
    # a coin on each bonus left on offer
    assert [b.coins for b in after.bonus_row] == [b.coins + 1 for b in snap.bonus_row]


def test_the_automa_passing_first_plays_first_next_round() -> None:
    snap = _deck(table(round_no=2), draw=(), draw_count=0)
    snap = automa.apply_step(snap, step(snap))
    assert snap.turn.seat == "human"
    snap = automa.end_turn(automa.record_pass(snap, "human"), "human")
    after = automa.apply_step(snap, step(snap))
    assert after.turn.order == ("automa", "human") and after.turn.seat == "automa"


def test_a_stale_step_is_refused() -> None:
    snap = _automa_seat(game())
    s = step(snap)
    moved = automa.apply_step(snap, s)
    with pytest.raises(EngineError) as err:
        automa.apply_step(moved, s)
    assert err.value.code == "bots.stale_step"


# -- the physical deck -----------------------------------------------------------------------------------
def test_physical_deck_asks_for_two_cards_then_draws_what_the_table_entered() -> None:
    snap = _automa_seat(game(physical=True))
    p = automa.next_step(snap)
    assert isinstance(p, AoIPrompt) and isinstance(p.question, AskCard) and p.question.count == 2
    snap = automa.answer(snap, p, CardAnswer(cards=("*4", "*1")))
    s = step(snap)
    assert isinstance(s.action, DrawCards) and (s.action.support_card.id, s.action.action_card.id) == ("*4", "*1")
    after = automa.apply_step(snap, s)
    assert after.automas[0].deck.draw_count == 4 and after.automas[0].deck.action == "*1"


@pytest.mark.parametrize(("cards", "code"), [(("*4",), "bots.card_count"), (("*4", "*4"), "bots.card_twice"),
                                             (("*4", "7"), "bots.card_cannot_be"), (("*4", "15"), "bots.no_such_card")])
def test_physical_deck_refuses_a_card_that_cannot_be(cards: tuple[str, ...], code: str) -> None:
    snap = _automa_seat(game(physical=True))  # level Automa, round 1: only the six starters are in the deck
    p = automa.next_step(snap)
    assert isinstance(p, AoIPrompt)
    with pytest.raises(IllegalAnswer) as err:
        automa.answer(snap, p, CardAnswer(cards=cards))
    assert err.value.code == code


def test_physical_deck_refuses_a_card_already_in_play_this_round() -> None:
    snap = _automa_seat(game(physical=True))
    snap = automa.answer(snap, automa.next_step(snap), CardAnswer(cards=("*4", "*1")))  # type: ignore[arg-type]
    snap = automa.apply_step(snap, step(snap))
    snap = snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": None})})
    p = automa.next_step(snap)
    assert isinstance(p, AoIPrompt) and isinstance(p.question, AskCard) and p.question.count == 1
    with pytest.raises(IllegalAnswer) as err:
        automa.answer(snap, p, CardAnswer(cards=("*4",)))
    assert err.value.code == "bots.card_cannot_be"


def test_level_1_keeps_card_3_out_of_round_1() -> None:
    snap = _automa_seat(game(level=1, physical=True))
    p = automa.next_step(snap)
    with pytest.raises(IllegalAnswer):
        automa.answer(snap, p, CardAnswer(cards=("*3", "*1")))  # type: ignore[arg-type]


# -- whole games -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_a_whole_game_at_each_level_ends_in_final_scoring_never_stuck(level: int) -> None:
    end, steps = play_to_the_end(game(seed=level + 10, level=level))
    rounds = [s.action.round for s in steps if isinstance(s.action, RoundEnd)]
    assert rounds == [1, 2, 3, 4, 5, 6]
    passes = [s for s in steps if isinstance(s.action, PassRound)]
    assert len(passes) == 6
    # each round's deck: the level's starting size, one reserve card more each round
    start = {1: 5, 2: 6, 3: 7, 4: 8, 5: 8}[level]
    draws = [s.action for s in steps if isinstance(s.action, DrawCards) and s.action.drew == 2]
    assert [d.left + 2 for d in draws] == [start + r for r in range(6)]
    finals = [s.action for s in steps if isinstance(s.action, FinalScore)]
    assert len(finals) == 1 and finals[0].area_vp == 10 and finals[0].science_vp == 6
    assert end.turn.game_over
    assert automa.next_step(end) is None  # the GameOver step is game.py's (test_review_cli)
    assert dict(automa.final_scores(end))["automa"] == end.automas[0].vp


def test_the_final_scoring_asks_the_table_for_the_base_games_figures_and_adds_the_wanderers_buildings() -> None:
    snap = game(seed=5, faction="wanderers")
    while True:
        s = automa.next_step(snap)
        if s is None:
            side = snap.turn.seat
            snap = automa.end_turn(automa.record_pass(snap, side), side)
            continue
        if isinstance(s, AoIPrompt):
            break
        snap = automa.apply_step(snap, s)
    assert isinstance(s.question, AskFinalScore) and s.question.navigation == 2  # level Automa's highest
    assert s.question.area >= 1 and codes(s) == ["bot.ask_final"]
    snap = automa.answer(snap, s, FinalFiguresAnswer(area_vp=12, science_vp=8))
    f = step(snap)
    n = len(snap.buildings_of("automa"))
    assert isinstance(f.action, FinalScore) and f.action.faction_vp == 2 * n
    vp = snap.automas[0].vp
    assert automa.apply_step(snap, f).automas[0].vp == vp + 20 + 2 * n


def test_an_app_game_is_the_same_for_the_same_seed() -> None:
    a, _ = play_to_the_end(game(seed=9))
    b, _ = play_to_the_end(game(seed=9))
    assert a == b


def test_every_step_and_the_snapshot_survive_a_save_exactly() -> None:
    end, steps = play_to_the_end(game(seed=6, faction="powermongers"))
    for s in steps:
        assert AoIStep.model_validate_json(s.model_dump_json()) == s
    assert AoISnapshot.model_validate_json(end.model_dump_json()) == end


def test_an_action_card_corrected_before_its_first_action_is_played_as_corrected() -> None:
    snap = _automa_seat(game())
    snap = automa.apply_step(snap, step(snap))
    action_id = snap.automas[0].deck.action
    assert action_id is not None
    printed = snap.card(action_id)
    corrected = printed.model_copy(update={"actions": ("gain_victory_points",), "vp_fixed": 5})
    snap = snap.model_copy(update={"card_overrides": (corrected,)})
    s = step(snap)
    assert isinstance(s.action, ScoreVP) and s.action.vp == 5
    assert s.cursor is not None and s.cursor.pending == ("end",)


@pytest.mark.parametrize("faction", FACTIONS)
def test_every_faction_plays_a_whole_game_never_stuck(faction: str) -> None:
    end, steps = play_to_the_end(game(seed=21, faction=faction))
    assert end.turn.game_over and sum(isinstance(s.action, RoundEnd) for s in steps) == 6


def test_the_two_players_plus_automa_game_plays_to_the_end_with_three_seats() -> None:
    lakes, deserts = hexes_of("lake"), hexes_of("desert")
    snap = new_game(GameConfig(seed=8, your_terrain="plains", second_terrain="desert", automa_terrain="lake",
                               bonus_tiles=(1, 2, 3, 4, 5, 6), your_workshops=hexes_of("plains")[:2],
                               second_workshops=deserts[:2], automa_workshops=(lakes[0], lakes[5])))
    assert snap.turn.order == ("human", "human2", "automa")
    end, steps = play_to_the_end(snap)
    assert end.turn.game_over and sum(isinstance(s.action, RoundEnd) for s in steps) == 6
    # both of you passed before the Automa's first turn: it passes last and plays last next round
    assert next(s.action.order for s in steps if isinstance(s.action, RoundEnd)) == ("human", "human2", "automa")


def test_the_symbionts_youth_terrain_is_set_up_other_than_every_sides() -> None:
    for seed in range(1, 8):
        a = game(seed=seed, faction="symbionts").automas[0]
        assert a.extra_terrain not in (None, "plains", "lake")
    chosen = new_game(GameConfig(automa_faction="symbionts", your_terrain="plains", automa_terrain="lake",
                                 symbionts_youth="forest"))
    assert chosen.automas[0].extra_terrain == "forest"
    with pytest.raises(EngineError) as err:
        new_game(GameConfig(automa_faction="symbionts", your_terrain="plains", automa_terrain="lake",
                            symbionts_youth="lake"))
    assert err.value.code == "setup.youth_terrain_taken"
    assert game(faction="simpletons").automas[0].extra_terrain is None

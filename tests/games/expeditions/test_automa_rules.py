"""Engine rules of the Expeditions Automa: movement, target symbols, glory, deck, progress, end."""

import pytest

from tablebot.core.steps import HumanTurn, IllegalAnswer, IllegalEdit
from tablebot.games.expeditions import game
from tablebot.games.expeditions import rulebook as R
from tablebot.games.expeditions.actions import (
    AdvanceProgress,
    AskCard,
    AskTile,
    CardAnswer,
    DrawCard,
    ExpeditionsPrompt,
    Explore,
    GameOver,
    MoveMech,
    Nothing,
    Reshuffle,
    Tidy,
    TileAnswer,
    Vanquish,
    VanquishLair,
)
from tablebot.games.expeditions.cards import AutomaCard, MechLine, ProgressCard, Target, printed_card
from tablebot.games.expeditions.edits import (
    CorrectCard,
    PlaceAutomaMech,
    PlacePlayerMech,
    PlayerExplore,
    ResetCard,
    SetAdjacentCards,
    SetAutomaGlory,
    SetPlayerGlory,
    SetProgressCard,
)
from tablebot.games.expeditions.scoring import automa_score, final_result
from tablebot.games.expeditions.setup import GameConfig, SetupError, SlotSetup, new_game
from tablebot.games.expeditions.state import LocRef

from .scenario import at, board, codes, found, loc, play_turn, step


def card(north: MechLine, central: MechLine | None = None, progress: bool = False, cid: int = 1) -> AutomaCard:
    return AutomaCard(id=cid, progress=progress, north=north,
                      central=central or MechLine(distance=1))


def with_card(snap, c: AutomaCard, phase: str = "north_act"):
    """Play `c` (as a table correction of its id) from `phase`."""
    return at(game.apply_edit(snap, CorrectCard(card=c)), c.id, phase)


def move(d: int) -> MechLine:
    return MechLine(distance=d)


def targeting(symbol: str, glory: int = 0, mult: int = 1, d: int = 1, tidy: bool = False) -> MechLine:
    return MechLine(tidy=tidy, target=Target(symbol=symbol, glory=glory, multiplier=mult), distance=d)


# -- setup -----------------------------------------------------------------------------------
def test_setup_places_mechs_deck_and_glory_card():
    snap = new_game(GameConfig(level=2, seed=3))
    assert snap.automa_north == 0 and snap.automa_central == 6  # westernmost North, easternmost Central
    assert len(snap.deck.pile) == 12 and len(snap.deck.set_aside) == 2
    assert sorted(snap.deck.pile + snap.deck.set_aside) == list(range(1, 15))
    assert snap.glory == 0 and snap.progress == 0
    assert all(x.map_token and not x.face_up for x in snap.north + snap.central)
    assert all(x.face_up and not x.map_token for x in snap.south)
    assert {r.code for r in snap.log} >= {"setup.north_mech", "setup.central_mech", "setup.deck_shuffled",
                                          "setup.glory_card", "setup.first_random", "cards.box_other_player"}
    assert new_game(GameConfig(level=2, seed=3)) == snap  # seeded


def test_setup_rows_as_entered_and_player_mech_edit():
    north = tuple(SlotSetup(tile=14 + i, face_up=i == 2) for i in range(7))
    snap = new_game(GameConfig(north=north, first="player"))
    assert snap.north[2].face_up and not snap.north[2].map_token and snap.north[2].tile == 16
    assert isinstance(game.next_step(snap), HumanTurn)
    snap = game.apply_edit(snap, PlacePlayerMech(location=LocRef(region="north", slot=2)))
    assert snap.mechs_at(LocRef(region="north", slot=2)) == ("player",)
    assert snap.mechs_at(LocRef(region="north", slot=0)) == ("automa_north",)
    with pytest.raises(IllegalEdit):
        game.apply_edit(snap, PlacePlayerMech(location=LocRef(region="north", slot=9)))
    with pytest.raises(ValueError):
        GameConfig(north=(SlotSetup(tile=3), SlotSetup(tile=3)))


def test_levels_4_and_5_need_the_players_progress_card():
    with pytest.raises(SetupError) as err:
        new_game(GameConfig(level=4))
    assert err.value.code == "setup.progress_card_needed"
    pc = ProgressCard(level=4, track_length=22, glory_spaces=(2, 4, 7, 10, 13, 16, 19, 21),
                      coins_map=2, coins_corruption=2, coins_glory=5)
    snap = new_game(GameConfig(level=4, progress_card=pc, glory_bonus=-2))
    assert snap.progress_card == pc and snap.glory_bonus == -2
    assert type(snap).model_validate_json(snap.model_dump_json()).progress_card == pc
    with pytest.raises(ValueError):
        ProgressCard(level=5, track_length=10, glory_spaces=(1, 2, 3), coins_map=1, coins_corruption=1, coins_glory=1)
    # The glory coin bonus may go past the recommended -2..+3, never below a token worth 0 coins.
    with pytest.raises(SetupError):
        new_game(GameConfig(level=4, progress_card=pc, glory_bonus=-6))


# -- movement --------------------------------------------------------------------------------
def test_north_mech_wraps_east_to_west():
    snap = with_card(board(automa_north=6), card(move(2)))
    s = step(snap)
    assert isinstance(s.action, MoveMech)
    assert [p.slot for p in s.action.path] == [0, 1]
    wrap = found(s, "move.wrap")[0]
    assert wrap.rule == R.MOVEMENT and (wrap.param("origin"), wrap.param("dest")) == (6, 0)
    assert game.apply_step(snap, s).automa_north == 1


def test_central_mech_moves_west_and_wraps_to_the_east_end():
    snap = with_card(board(automa_central=1), card(move(1), move(3)), "central_act")
    s = step(snap)
    assert [p.slot for p in s.action.path] == [0, 6, 5]
    assert found(s, "move.wrap")[0].rule == R.RULING_CENTRAL_WRAP
    assert game.apply_step(snap, s).automa_central == 5


def test_moving_skips_your_location_and_face_down_is_fine():
    north = tuple(loc(map_token=True) for _ in range(7))
    snap = with_card(board(north=north, automa_north=2, player=("north", 3)), card(move(2)))
    s = step(snap)
    assert [p.slot for p in s.action.path] == [4, 5]
    assert found(s, "move.skip_player")[0].param("slot") == 3
    after = game.apply_step(snap, s)
    assert after.automa_north == 5 and after.north[5].map_token and not after.north[5].face_up  # not flipped


def test_player_in_other_region_is_not_skipped():
    snap = with_card(board(automa_north=2, player=("central", 3)), card(move(2)))
    assert [p.slot for p in step(snap).action.path] == [3, 4]


def test_player_on_the_mechs_location_ruling():
    north = (loc(4), loc(), loc(), loc(3), loc(), loc(), loc())
    snap = with_card(board(north=north, automa_north=0, player=("north", 0)), card(targeting("corruption")))
    s = step(snap)
    assert found(s, "search.player_ignored")[0].rule == R.RULING_PLAYER_ON_START
    assert isinstance(s.action, Vanquish) and s.action.dest.slot == 3  # range 1-3 checked, own location not


# -- target symbols --------------------------------------------------------------------------
def test_map_token_target_explores_and_asks_the_tile():
    north = (loc(), loc(), loc(map_token=True), loc(map_token=True), loc(), loc(), loc())
    snap = with_card(board(north=north, glory=1), card(targeting("map_token", glory=1)))
    s = step(snap)
    assert s.action == Explore(mech="north", origin=LocRef(region="north", slot=0),
                               dest=LocRef(region="north", slot=2))
    snap = game.apply_step(snap, s)
    assert snap.map_tokens == 1 and snap.north[2].face_up and not snap.north[2].map_token
    prompt = game.next_step(snap)
    assert isinstance(prompt, ExpeditionsPrompt) and prompt.question == AskTile(
        location=LocRef(region="north", slot=2), mech="north")
    with pytest.raises(IllegalAnswer):
        game.answer(snap, prompt, CardAnswer(card=1))
    snap = game.answer(snap, prompt, TileAnswer(tile=17, corruption=(4, 3)))
    assert snap.north[2].tile == 17 and snap.north[2].corruption == (4, 3)
    assert snap.corruption == ()  # the Automa does not gain the tokens it placed
    assert snap.turn.cursor.phase == "central_tidy"


def test_explore_refuses_a_tile_already_on_the_map_or_a_second_20():
    north = (loc(tile=20), loc(map_token=True), loc(), loc(), loc(), loc(), loc())
    north = (loc(20, tile=20),) + north[1:]
    snap = with_card(board(north=north), card(targeting("map_token")))
    snap = game.apply_step(snap, step(snap))
    prompt = game.next_step(snap)
    with pytest.raises(IllegalAnswer) as err:
        game.answer(snap, prompt, TileAnswer(tile=20))
    assert err.value.code == "tile.already_on_map"
    with pytest.raises(IllegalAnswer):
        game.answer(snap, prompt, TileAnswer(tile=19, corruption=(20,)))


def test_twenty_symbol_matches_only_the_twenty_alone():
    north = (loc(), loc(20, 3), loc(), loc(20), loc(), loc(), loc())
    snap = with_card(board(north=north, glory=6), card(targeting("corruption_20", glory=6)))
    s = step(snap)
    assert isinstance(s.action, VanquishLair) and s.action.dest.slot == 3
    not_alone = next(r for r in found(s, "search.no_match") if r.param("slot") == 1)
    assert not_alone.rule == R.RULING_LAIR_ALONE and not_alone.param("why") == "20_not_alone"
    after = game.apply_step(snap, s)
    assert after.corruption == (20,) and after.north[3].corruption == () and after.automa_north == 3


def test_corruption_symbol_takes_up_to_multiplier():
    north = (loc(), loc(), loc(3, 4, 4, 3), loc(), loc(), loc(), loc())
    snap = with_card(board(north=north, glory=4), card(targeting("corruption", glory=4, mult=3)))
    s = step(snap)
    assert s.action.taken == (3, 4, 4)
    assert game.apply_step(snap, s).north[2].corruption == (3,)


def test_map_token_symbol_does_not_match_corruption_and_vice_versa():
    north = (loc(), loc(3), loc(), loc(), loc(map_token=True), loc(), loc())
    snap = with_card(board(north=north), card(targeting("map_token", d=1)))
    s = step(snap)
    assert isinstance(s.action, MoveMech)  # the map token at range 4 is out of reach
    assert [r.param("why") for r in s.reasons if r.code == "search.no_match"] == ["no_map_token"] * 4


def test_no_target_line_just_moves():
    snap = with_card(board(), card(move(3)))
    s = step(snap)
    assert ("mech-actions.3", "target.none") in codes(s) and s.action.dest.slot == 3


def test_target_without_glory_symbol_is_searched_at_zero_glory():
    north = (loc(), loc(map_token=True), loc(), loc(), loc(), loc(), loc())
    snap = with_card(board(north=north, glory=0), card(targeting("map_token", glory=0)))
    s = step(snap)
    assert isinstance(s.action, Explore)
    assert found(s, "target.no_requirement")[0].rule == R.RULING_NO_REQUIREMENT


# -- tidy ------------------------------------------------------------------------------------
def test_tidy_names_the_card_spaces_and_the_boxed_cards():
    snap = board(automa_north=2)
    snap = game.apply_edit(snap, SetAdjacentCards(location=LocRef(region="north", slot=2), spaces=(3, 2)))
    snap = with_card(snap, card(targeting("map_token", tidy=True)), "north_tidy")
    s = step(snap)
    assert s.action == Tidy(mech="north", location=LocRef(region="north", slot=2), spaces=(2, 3))
    assert found(s, "cards.box_other_player")[0].param("cards") == ("017", "030", "056", "063")
    unknown = with_card(board(automa_north=2), card(targeting("map_token", tidy=True)), "north_tidy")
    assert found(step(unknown), "tidy.spaces_unknown")[0].rule == R.RULING_TIDY_SPACES
    no_tidy = with_card(board(), card(move(1)), "north_tidy")
    assert isinstance(step(no_tidy).action, Nothing)
    with pytest.raises(IllegalEdit):
        game.apply_edit(snap, SetAdjacentCards(location=LocRef(region="north", slot=2), spaces=(6,)))


# -- progress and glory ----------------------------------------------------------------------
def test_progress_advances_and_gives_glory_on_glory_spaces():
    snap = board()  # level 2: glory spaces 2, 6, 11, ...
    snap = with_card(snap.model_copy(update={"progress": 1}), card(move(1), progress=True), "progress")
    s = step(snap)
    assert s.action == AdvanceProgress(origin=1, dest=2, glory_token=1)
    after = game.apply_step(snap, s)
    assert after.progress == 2 and after.glory == 1
    again = with_card(after, card(move(1), progress=True), "progress")
    s2 = step(again)
    assert s2.action == AdvanceProgress(origin=2, dest=3)


def test_no_progress_icon_and_track_end():
    snap = with_card(board(), card(move(1), progress=False), "progress")
    assert codes(step(snap)) == [(R.TURN_PROGRESS, "progress.no_icon")]
    end = with_card(board().model_copy(update={"progress": 28}), card(move(1), progress=True), "progress")
    s = step(end)
    assert isinstance(s.action, Nothing) and s.reasons[0].rule == R.RULING_PROGRESS_END


def test_eighth_glory_starts_the_end_then_one_final_turn_each():
    snap = board(glory=7).model_copy(update={"progress": 26})  # level 2: last glory space 27
    snap = with_card(snap, card(move(1), progress=True), "progress")
    s = step(snap)
    assert s.action.glory_token == 8 and s.action.triggers_end
    assert found(s, "end.automa_triggers")
    snap = game.apply_step(snap, s)
    assert snap.end is not None and snap.end.trigger == "automa"
    snap, _ = play_turn(snap)
    assert isinstance(game.next_step(snap), HumanTurn)  # your final turn
    snap = game.end_human_turn(snap)
    snap, seen = play_turn(snap)  # the Automa's final turn, then the game is over
    kinds = [x.action.kind for x in seen]
    assert "draw" in kinds and kinds[-2:] == ["end_turn", "game_over"]
    over = game.next_step(snap)
    assert isinstance(over.action, GameOver) and over.reasons[0].rule == R.RULING_FINAL_TURNS
    with pytest.raises(IllegalEdit):
        game.apply_step(snap, over)
    with pytest.raises(IllegalEdit):
        game.end_human_turn(snap)


def test_your_fourth_glory_starts_the_end():
    snap = new_game(GameConfig(first="player", seed=2))
    snap = game.apply_edit(snap, SetPlayerGlory(glory=4))
    assert snap.end.trigger == "player" and snap.end.turn == 1
    assert game.apply_edit(snap, SetPlayerGlory(glory=3)).end is None  # a correction takes it back
    snap = game.end_human_turn(snap)
    snap, _ = play_turn(snap)
    snap = game.end_human_turn(snap)
    assert isinstance(game.next_step(snap).action, GameOver)


def test_scoring_at_level_values_and_tie_to_automa():
    snap = board(glory=5).model_copy(update={"map_tokens": 4, "corruption": (3, 4, 20)})
    score = automa_score(snap)  # level 2: map 1, corruption 2, glory 4
    assert (score.total, score.coins_per_glory) == (5 * 4 + 4 * 1 + 3 * 2, 4)
    assert final_result(snap, score.total).winner == "automa"
    assert final_result(snap, score.total + 1).winner == "player"
    bonus = automa_score(snap.model_copy(update={"glory_bonus": 3}))
    assert bonus.total == score.total + 15
    assert any(r.code == "score.tie_to_automa" for r in final_result(snap, score.total).reasons)


# -- the deck --------------------------------------------------------------------------------
def test_deck_reshuffles_all_fourteen_with_two_set_aside():
    snap = board(seed=5)
    drawn = []
    for _ in range(12):
        snap, seen = play_turn(snap)
        drawn.append(next(s.action.card.id for s in seen if isinstance(s.action, DrawCard)))
        snap = game.end_human_turn(snap)
    assert sorted(drawn + list(board(seed=5).deck.set_aside)) == list(range(1, 15))
    assert snap.deck.pile == ()
    s = step(snap)
    assert isinstance(s.action, Reshuffle) and s.rng is not None
    assert len(s.action.pile) == 12 and len(s.action.set_aside) == 2
    assert sorted(s.action.pile + s.action.set_aside) == list(range(1, 15))
    after = game.apply_step(snap, s)
    assert after.deck.drawn == () and after.deck.shuffles == 2 and after.rng == s.rng
    assert isinstance(step(after).action, DrawCard) and step(after).action.card.id == s.action.pile[0]


def test_physical_deck_asks_the_card_and_counts_twelve():
    snap = board(physical=True)
    assert snap.deck.pile == () and snap.deck.physical
    for i in range(12):
        prompt = game.next_step(snap)
        assert isinstance(prompt.question, AskCard) and len(prompt.question.options) == 14 - i
        if i == 1:
            with pytest.raises(IllegalAnswer) as err:
                game.answer(snap, prompt, CardAnswer(card=1))  # drawn already
            assert err.value.code == "answer.card_drawn_already"
        snap, seen = play_turn(snap, cards=[i + 1])
        shown = next(x.action for x in seen if x.kind == "step" and x.action.kind == "draw")
        assert shown == DrawCard(card=printed_card(i + 1), physical=True, left=11 - i)
        snap = game.end_human_turn(snap)
    s = step(snap)
    assert s.action == Reshuffle(physical=True)
    assert found(s, "deck.physical_count")[0].rule == R.RULING_PHYSICAL_CYCLE
    snap = game.apply_step(snap, s)
    assert len(game.next_step(snap).question.options) == 14


def test_card_correction_is_played_and_shown():
    snap = board()
    top = snap.deck.pile[0]
    printed = printed_card(top)
    fixed = printed.model_copy(update={"north": MechLine(distance=3)})
    snap = game.apply_edit(snap, CorrectCard(card=fixed))
    s = step(snap)
    assert s.action == DrawCard(card=fixed, corrected=True, left=11)
    assert found(s, "card.corrected")
    assert snap.card(top) == fixed
    reset = game.apply_edit(snap, ResetCard(card=top))
    assert reset.card(top) == printed and reset.card_overrides == ()


def test_stale_step_refused():
    snap = with_card(board(), card(move(2)))
    s = step(snap)
    moved = game.apply_edit(snap, PlaceAutomaMech(mech="north", slot=4))
    with pytest.raises(IllegalEdit) as err:
        game.apply_step(moved, s)
    assert err.value.code == "step.stale"


def test_edits_keep_the_table_consistent():
    snap = board()
    ref = LocRef(region="north", slot=3)
    snap2 = game.apply_edit(board(north=tuple(loc(map_token=True) for _ in range(7))),
                            PlayerExplore(location=ref, tile=15, corruption=(3, 4)))
    assert snap2.north[3].face_up and not snap2.north[3].map_token and snap2.north[3].corruption == (3, 4)
    with pytest.raises(IllegalEdit):
        game.apply_edit(snap2, PlayerExplore(location=ref, tile=15))
    assert game.apply_edit(snap, SetAutomaGlory(glory=8)).end.trigger == "automa"
    with pytest.raises(IllegalEdit):
        game.apply_edit(snap, SetProgressCard(card=ProgressCard(
            level=1, track_length=30, glory_spaces=(3, 8, 13, 18, 22, 25, 27, 29),
            coins_map=1, coins_corruption=1, coins_glory=4)))

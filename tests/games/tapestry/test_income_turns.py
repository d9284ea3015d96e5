"""ZVYŠOVÁNÍ BLAHOBYTU per level: income turn 1's level effects; the favourite-track assessment; the
advance with the latest pair (levels 3+); the civilization bonus (levels 2+, level 6 both cards); VP
by the first uncovered column; VP for starting the era first; progress cards added; a tapestry card on
the mat; every card of the era shuffled into the new deck; the priority card at income turn 1."""

from __future__ import annotations

import pytest

from tablebot.games.tapestry import automa
from tablebot.games.tapestry.actions import (
    Advance,
    DeckChange,
    IncomePriority,
    Nothing,
    OnMap,
    Score,
    SetFavourite,
    ShadowOutpost,
    TapestryCard,
    TapestryPrompt,
)
from tablebot.games.tapestry.state import Civilization, LandmarkTaken, Outpost, TapestrySnapshot

from .bot_tables import automa_state, codes, cursor, deck, game, kinds, play, tokens


@pytest.mark.parametrize(("level", "expected"), [
    (1, ["income", "nothing", "end_turn"]),
    (2, ["income", "tapestry_card", "end_turn"]),
    (4, ["income", "tapestry_card", "end_turn"]),
    (5, ["income", "advance", "advance", "tapestry_card", "end_turn"]),
])
def test_income_turn_1_does_what_the_level_says(level: int, expected: list[str]) -> None:
    snap = game(level=level, automa_die="exploration", shadow_die="science")
    _, steps = play(snap)
    assert kinds(steps) == expected
    if level == 1:
        assert codes(steps[1]) == ["income.level1_you"]
    if level == 5:
        assert steps[1].action == Advance(side="automa", track="exploration", origin=0, dest=1)
        assert steps[2].action == Advance(side="shadow", track="science", origin=0, dest=1)


def test_level_6_income_turn_1_advances_both_bots_once_on_every_track_drawing_a_priority_card() -> None:
    snap = game(level=6, seed=2)
    after, steps = play(snap, faces=["exploration"])  # science 1 (ASTRONOMY) rolls: exploration 1 → 2
    every = [s.action for s in steps if "income.level6_every_track" in codes(s)]
    assert [(a.side, a.track) for a in every] == [  # type: ignore[union-attr]
        (b, t) for b in ("automa", "shadow") for t in ("exploration", "science", "military", "technology")]
    assert after.automa.tokens.exploration == 2 and after.shadow.tokens.advanced == 4
    priority = [s.action for s in steps if isinstance(s.action, IncomePriority)]
    # military 1 (ARCHERY) conquers: the top progress card is the priority card, the deck then shuffled
    assert len(priority) == 1 and priority[0].card.id == snap.deck.progress[0]
    assert sorted(after.deck.progress) == sorted(snap.deck.progress) and after.rng != snap.rng
    assert any(isinstance(s.action, OnMap) for s in steps)


def _income(snap: TapestrySnapshot, n: int, *tasks: str, **changes: object) -> TapestrySnapshot:
    return cursor(deck(snap, pair=(6, 3)), *tasks, "end", phase="income", step=n, **changes)


def test_the_favourite_stays_unless_the_bot_finished_it_or_a_token_is_further_on_it() -> None:
    snap = automa_state(tokens(game(), "automa", military=5), favourite="military")
    step = automa.next_step(_income(snap, 2, "favourite:automa"))
    assert isinstance(step.action, Nothing) and codes(step) == ["favourite.stays"]
    passed = tokens(snap, "human", military=6)
    step = automa.next_step(_income(passed, 2, "favourite:automa"))
    # the house symbol with the last priority card (3: science, technology, military, …): every track
    # is 4 from its free landmark but military (2 from 7): military again, the marker stays
    assert isinstance(step.action, Nothing) and codes(step)[:2] == ["favourite.same", "favourite.passed"]
    assert step.reasons[1].param("by") == ("human",)
    moved = automa.next_step(_income(tokens(passed, "automa", science=3), 2, "favourite:automa"))
    assert moved.action == SetFavourite(side="automa", origin="military", dest="science")  # 1 from 4
    assert codes(moved)[:2] == ["favourite.new", "favourite.passed"]
    ended = automa_state(tokens(game(), "automa", science=12), favourite="science")
    step = automa.next_step(_income(ended, 3, "favourite:automa"))
    # science is finished: exploration, military and technology are all 4 from a free landmark, and
    # card 3 reads science, technology, …: technology
    assert step.action == SetFavourite(side="automa", origin="science", dest="technology")
    assert codes(step)[1] == "favourite.end_reached"


def test_the_shadow_empire_may_take_the_automa_favourite() -> None:
    snap = tokens(game(automa_die="military", shadow_die="science"), "shadow", science=12, military=3)
    step = automa.next_step(_income(snap, 2, "favourite:shadow"))
    # house symbol: military is 1 from its landmark at 4
    assert step.action == SetFavourite(side="shadow", origin="science", dest="military")


@pytest.mark.parametrize(("level", "advances"), [(2, False), (3, True), (6, True)])
def test_levels_3_and_up_advance_both_bots_with_the_latest_pair_in_income_turns(level: int, advances: bool) -> None:
    snap = game(level=level)
    tasks = automa.income_tasks(snap, 2)
    assert (("advance:automa" in tasks) and ("advance:shadow" in tasks)) == advances
    assert ("civ:0" in tasks) is (level >= 2) and ("civ:1" in tasks) is (level == 6)


def test_level_1_has_no_civilization_bonus() -> None:
    assert not any(t.startswith("civ") for t in automa.income_tasks(game(level=1), 3))


def test_engineers_score_a_vp_per_landmark_and_scientists_research_from_income_turn_3() -> None:
    eng = game(automa_die="technology")
    eng = eng.model_copy(update={"landmarks": (LandmarkTaken(track="science", space=4, owner="automa"),)})
    step = automa.next_step(_income(eng, 2, "civ:0"))
    assert step.action == Score(vp=1, what="civ.engineers_vp")
    sci = game(automa_die="science")
    assert codes(automa.next_step(_income(sci, 2, "civ:0"))) == ["civ.scientists_not_yet"]
    prompt = automa.next_step(_income(sci, 3, "civ:0"))
    assert isinstance(prompt, TapestryPrompt) and prompt.question.kind == "die"
    step = automa.next_step(_income(sci, 3, "roll:any:advance:1", rolls=("military",)))
    assert step.action == Advance(side="automa", track="military", origin=0, dest=1)
    assert step.cursor is not None and step.cursor.pending[0] == "map:conquer:0"  # with the benefit


def test_explorers_advance_on_exploration_at_turns_2_and_4_and_military_at_3_and_5() -> None:
    snap = game(automa_die="exploration")
    assert automa.next_step(_income(snap, 2, "civ:0")).action == Advance(
        side="automa", track="exploration", origin=0, dest=1)
    step = automa.next_step(_income(snap, 5, "civ:0"))
    assert step.action == Advance(side="automa", track="military", origin=0, dest=1)
    assert "civ.explorers_reading" in codes(step)


def _automa_singles(snap: TapestrySnapshot, axials: list[tuple[int, int]]) -> TapestrySnapshot:
    hexes = tuple(h.model_copy(update={"territory": True, "outposts": (Outpost(owner="automa"),)})
                  if h.axial in axials else h for h in snap.hexes)
    return snap.model_copy(update={"hexes": hexes})


def test_conquerors_conquer_when_short_topple_a_shadow_outpost_on_a_single_and_score_territories() -> None:
    snap = game(automa_die="military")
    assert snap.automa.civilizations == (Civilization(name="Conquerors", side="military"),)
    snap, steps = play(_income(snap, 2, "civ:0"))
    # 1 territory < income turn 2: a conquer; 2 single-token territories at most: no Shadow outpost
    assert kinds(steps) == ["on_map", "nothing", "score", "end_turn"]
    assert steps[2].action == Score(vp=2, what="civ.conquerors_vp")
    many = _automa_singles(game(automa_die="military"), [(1, 0), (1, 1), (2, 1)])
    step = automa.next_step(_income(many, 2, "conquerors_shadow"))
    assert isinstance(step.action, ShadowOutpost) and step.action.hex in step.action.candidates
    assert len(step.action.candidates) == 3  # 3/5 has 2 outposts: not a single
    after = automa.apply_step(_income(many, 2, "conquerors_shadow"), step)
    assert [o.toppled for o in after.hex(step.action.hex).outposts] == [False, True]
    assert after.hex(step.action.hex).controller == "automa"


def test_vp_use_the_first_uncovered_column_of_the_level_side_of_the_mat() -> None:
    snap = tokens(automa_state(game(level=5), income_mat_cards=2), "automa", military=3, science=3)
    step = automa.next_step(_income(snap, 4, "vp:military_science"))
    assert step.action == Score(vp=6 * 2, what="income.vp_military_science")  # hard side, 3rd column: ×2
    normal = tokens(automa_state(game(level=4), income_mat_cards=2), "automa", military=3, science=3)
    assert automa.next_step(_income(normal, 4, "vp:military_science")).action == Score(
        vp=6 * 1, what="income.vp_military_science")


def test_no_vp_for_starting_the_era_first_when_you_started_it() -> None:
    snap = game()
    snap = snap.model_copy(update={"human": snap.human.model_copy(update={"income_turns": 2})})
    assert codes(automa.next_step(_income(snap, 2, "vp:first_era"))) == ["income.era_not_first"]
    step = automa.next_step(_income(automa_state(snap, income_mat_cards=1), 3, "vp:first_era"))
    assert step.action == Score(vp=3, what="income.vp_first_era")  # the 2nd column's first-to-the-era VP


@pytest.mark.parametrize(("level", "added"), [(2, [2, 2, 2]), (3, [0, 2, 2]), (4, [2, 4, 4]), (6, [2, 6, 6])])
def test_the_level_adds_its_progress_cards_to_the_discard_pile(level: int, added: list[int]) -> None:
    snap = game(level=level)
    for n, k in zip((2, 3, 4), added, strict=True):
        step = automa.next_step(_income(snap, n, "add_progress"))
        if k == 0:
            assert isinstance(step.action, Nothing)
            continue
        assert isinstance(step.action, DeckChange) and step.action.added == snap.deck.progress[:k]
        after = automa.apply_step(_income(snap, n, "add_progress"), step)
        assert after.deck.discard[-k:] == snap.deck.progress[:k] and set(after.deck.progress).isdisjoint(
            step.action.added) and set(step.action.added) < set(after.deck.era_cards)


def test_the_mat_tapestry_card_covers_the_next_column_and_the_era_is_shuffled_into_a_new_deck() -> None:
    snap = game()
    step = automa.next_step(_income(snap, 2, "mat_tapestry"))
    assert step.action == TapestryCard(to_mat=True)
    snap = deck(snap, draw=(), draw_count=0, discard=snap.deck.draw[2:], pair=snap.deck.draw[:2])
    step = automa.next_step(_income(snap, 2, "shuffle"))
    assert isinstance(step.action, DeckChange) and step.action.pair_cleared
    after = automa.apply_step(_income(snap, 2, "shuffle"), step)
    assert sorted(after.deck.draw) == sorted(snap.deck.era_cards) and after.deck.discard == ()
    assert after.deck.pair is None and after.deck.draw_count == 8


def test_no_cards_no_tapestry_card_no_shuffle_at_the_5th_income_turn() -> None:
    tasks = automa.income_tasks(game(level=4), 5)
    assert not {"add_progress", "mat_tapestry", "shuffle"} & set(tasks)
    assert tasks[-1] == "end"

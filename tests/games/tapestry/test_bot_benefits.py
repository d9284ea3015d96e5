"""PŘÍNOSY (the Automa's table only, once per space, never the Shadow Empire, no bonuses), DOMINANTY
(first to reach; a Shadow Empire landmark goes to the Automa's mat; yours stay yours) and the
"complete any track" achievement (ÚSPĚCHY)."""

from __future__ import annotations

import pytest

from tablebot.core.steps import IllegalAnswer
from tablebot.games.tapestry import automa
from tablebot.games.tapestry.actions import (
    Advance,
    AskDie,
    DieAnswer,
    GainAchievement,
    Nothing,
    OnMap,
    ReplaceTechCards,
    TapestryCard,
    TapestryPrompt,
)
from tablebot.games.tapestry.state import AchievementTaken, LandmarkTaken, TapestrySnapshot

from .bot_tables import after_first_income, automa_state, codes, cursor, deck, game, tokens


def _advance(snap: TapestrySnapshot, bot: str, track: str, benefit: bool = True) -> TapestrySnapshot:
    """Confirm one advance of `bot` on `track`; the cursor then holds the benefits it brought."""
    snap = cursor(deck(snap, pair=(6, 3)), "end")
    cur = snap.turn.cursor
    assert cur is not None
    step = automa.advance_step(snap, cur.model_copy(update={"pending": ("x", "end")}), bot, track, [],  # type: ignore[arg-type]
                               benefit=benefit)
    return automa.apply_action(snap, step.action).model_copy(
        update={"turn": snap.turn.model_copy(update={"cursor": step.cursor})})


def _pending(snap: TapestrySnapshot) -> tuple[str, ...]:
    assert snap.turn.cursor is not None
    return snap.turn.cursor.pending


def test_the_automa_gains_only_its_table_benefits_and_both_of_a_space_with_two() -> None:
    base = after_first_income(game())
    assert _pending(_advance(tokens(base, "automa", military=5), "automa", "military")) == (
        "map:conquer:0", "tapestry", "end")  # GUNPOWDER: conquer and a tapestry card
    assert _pending(_advance(tokens(base, "automa", science=6), "automa", "science")) == ("end",)  # ACADEMIC RESEARCH
    assert _pending(_advance(tokens(base, "automa", exploration=8), "automa", "exploration")) == (
        "map:explore:1", "end")  # AIRPLANES: explore anywhere
    assert _pending(_advance(tokens(base, "automa", military=7), "automa", "military")) == ("map:conquer:1", "end")


def test_a_benefit_printed_twice_on_a_space_is_gained_once(monkeypatch: pytest.MonkeyPatch) -> None:
    from tablebot.games.tapestry import tracks
    twice = tracks.space("technology", 1)
    monkeypatch.setattr(automa, "space", lambda t, n: twice.__class__(
        track=t, space=n, name="", human_text="", landmark=None,
        automa_benefits=("tapestry_card", "tapestry_card")))
    assert _pending(_advance(after_first_income(game()), "automa", "technology")) == ("tapestry", "end")


def test_the_shadow_empire_and_an_advance_without_benefit_gain_nothing() -> None:
    base = tokens(after_first_income(game()), "shadow", military=5)
    assert _pending(_advance(base, "shadow", "military")) == ("end",)
    assert _pending(_advance(tokens(base, "automa", military=5), "automa", "military", benefit=False)) == ("end",)


def test_tapestry_card_and_tech_cards_steps() -> None:
    snap = cursor(after_first_income(game()), "tapestry", "tech", "end")
    step = automa.next_step(snap)
    assert step.action == TapestryCard(to_mat=False)
    snap = automa.apply_step(snap, step)
    assert snap.automa.tapestry_cards == 1
    assert automa.next_step(snap).action == ReplaceTechCards()


def test_the_science_die_is_asked_and_the_automa_advances_on_the_face_rolled() -> None:
    snap = cursor(after_first_income(game()), "roll:any:advance:0", "end")
    prompt = automa.next_step(snap)
    assert isinstance(prompt, TapestryPrompt) and prompt.question == AskDie(why="benefit.roll_advance", allowed=())
    snap = automa.answer(snap, prompt, DieAnswer(face="technology"))
    step = automa.next_step(snap)
    assert step.action == Advance(side="automa", track="technology", origin=0, dest=1)
    assert step.cursor is not None and step.cursor.pending == ("end",)  # without benefit: no tech cards


def test_roll_for_me_uses_the_seeded_die_until_a_marked_track_and_a_wrong_face_is_refused() -> None:
    snap = tokens(cursor(after_first_income(game(seed=4)), "roll:military,technology:regress:1", "end"),
                  "automa", military=4, technology=2)
    prompt = automa.next_step(snap)
    assert isinstance(prompt, TapestryPrompt)
    with pytest.raises(IllegalAnswer):
        automa.answer(snap, prompt, DieAnswer(face="science"))
    rolled = automa.answer(snap, prompt, DieAnswer())
    assert rolled.rng != snap.rng
    assert rolled.turn.cursor is not None and rolled.turn.cursor.rolls[-1] in ("military", "technology")
    assert automa.answer(snap, prompt, DieAnswer()) == rolled  # seeded: the same rolls again
    step = automa.next_step(automa.answer(snap, prompt, DieAnswer(face="military")))
    # regress with benefit: back to military 3 (WALLS: conquer), no landmark for a regress
    assert step.action == Advance(side="automa", track="military", origin=4, dest=3)
    assert step.cursor is not None and step.cursor.pending[0] == "map:conquer:0"


def test_advancing_past_the_end_does_nothing() -> None:
    snap = tokens(cursor(after_first_income(game()), "roll:any:advance:1", "end", rolls=("science",)),
                  "automa", science=12)
    step = automa.next_step(snap)
    assert isinstance(step.action, Nothing) and codes(step)[0] == "track.past_end"


def test_conquer_goes_through_the_map_rules_and_the_priority_card() -> None:
    snap = cursor(deck(after_first_income(game()), pair=(6, 3)), "map:conquer:0", "end")
    step = automa.next_step(snap)
    assert isinstance(step.action, OnMap) and step.action.choice.kind in ("conquer_opponent", "conquer_neutral")
    after = automa.apply_step(snap, step)
    assert after.hex(step.action.choice.hex).controller == "automa" or step.action.choice.topple


def test_the_first_to_reach_a_landmark_takes_it_and_a_shadow_landmark_goes_to_the_automa() -> None:
    base = after_first_income(game())
    snap = _advance(tokens(base, "shadow", science=3), "shadow", "science")
    assert snap.landmarks == (LandmarkTaken(track="science", space=4, owner="automa"),)
    snap = _advance(tokens(snap, "automa", science=3), "automa", "science")
    assert len(snap.landmarks) == 1  # taken already: nobody else gains it
    yours = base.model_copy(update={"landmarks": (LandmarkTaken(track="military", space=7, owner="human"),)})
    after = _advance(tokens(yours, "automa", military=6), "automa", "military")
    assert after.landmarks == yours.landmarks and after.landmark_owner("military", 7) == "human"


def test_complete_track_the_automa_scores_like_you_the_shadow_empire_gains_it_for_no_vp() -> None:
    base = after_first_income(game())
    snap = _advance(tokens(base, "shadow", technology=11), "shadow", "technology")
    assert _pending(snap)[0] == "achievement:shadow"
    step = automa.next_step(snap)
    assert step.action == GainAchievement(side="shadow", achievement="complete_track", vp=0)
    snap = automa.apply_step(snap, step)
    # the Shadow Empire's token took the highest space: the Automa scores the next one down
    snap = _advance(tokens(snap, "automa", exploration=11), "automa", "exploration")
    step = automa.next_step(snap)
    assert step.action == GainAchievement(side="automa", achievement="complete_track", vp=5)
    snap = automa.apply_step(snap, step)
    assert snap.automa.vp == 5
    # after you it scores the lower space
    yours = base.model_copy(update={"achievements": (AchievementTaken(achievement="complete_track", side="human"),)})
    snap = _advance(tokens(yours, "automa", exploration=11), "automa", "exploration")
    assert automa.next_step(snap).action == GainAchievement(side="automa", achievement="complete_track", vp=5)


def test_an_achievement_gained_once_is_not_gained_again() -> None:
    base = after_first_income(game())
    had = base.model_copy(update={"achievements": (AchievementTaken(achievement="complete_track", side="automa"),)})
    assert _pending(_advance(tokens(had, "automa", science=11), "automa", "science"))[0] != "achievement:automa"
    assert automa_state(had).achievements == had.achievements

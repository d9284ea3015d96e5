"""Review: ÚSPĚCHY with the Shadow Empire. STÍNOVÁ ŘÍŠE: "Stínová říše zvyšuje konkurenci v honu za
dominantami a úspěchem Dokonči libovolnou stupnici pokroku"; ÚSPĚCHY: it "může získat pouze úspěch ...
ale neobdrží za něj žádné vítězné body". Base game: whoever earns an achievement puts a token on the
highest VP space left. So the Shadow Empire's token takes that space (it scores nothing), and whoever
completes a track after it scores the next space down (ruling:tapestry-shadow-achievement)."""

from __future__ import annotations

from tablebot.games.tapestry import automa
from tablebot.games.tapestry.actions import GainAchievement
from tablebot.games.tapestry.hexes import achievement_vp
from tablebot.games.tapestry.state import AchievementTaken

from .bot_tables import after_first_income, cursor, game, tokens


def test_the_shadow_empire_completing_a_track_first_leaves_the_automa_the_lower_space() -> None:
    base = after_first_income(game())
    shadow_first = base.model_copy(update={"achievements": (
        AchievementTaken(achievement="complete_track", side="shadow"),)})
    assert achievement_vp(shadow_first, "complete_track") == 5
    snap = cursor(tokens(shadow_first, "automa", exploration=12), "achievement:automa", "end")
    step = automa.next_step(snap)
    assert step.action == GainAchievement(side="automa", achievement="complete_track", vp=5)
    assert automa.apply_step(snap, step).automa.vp == base.automa.vp + 5


def test_the_shadow_empire_takes_the_highest_space_and_scores_nothing() -> None:
    base = after_first_income(game())
    snap = cursor(tokens(base, "shadow", technology=12), "achievement:shadow", "end")
    step = automa.next_step(snap)
    assert step.action == GainAchievement(side="shadow", achievement="complete_track", vp=0)
    assert "achievement.shadow_takes_space" in [r.code for r in step.reasons]
    after = automa.apply_step(snap, step)
    assert after.automa.vp == base.automa.vp
    assert achievement_vp(after, "complete_track") == 5  # you or the Automa, later: the lower space

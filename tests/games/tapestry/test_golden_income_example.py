"""Golden test: the book's income example (ZVYŠOVÁNÍ BLAHOBYTU, "Příklad").

"Během 3. zvýšení blahobytu se vítězné body násobí hodnotami ×2, ×1 a ×1. Automa tedy získává 2 VB za
každé území, které ovládá, 2 VB za každou dominantu na své kartě, 1 VB za každé pole, o které postoupila
na stupnicích vojenství a vědy, a 1 VB za každé pole, o které postoupila na stupnicích objevitelství a
technologie. Pokud navíc zahájila novou epochu jako první, získává další 3 VB."

Reconstructed (the picture is missing): level 2 (the normal side of the income mat), the 3rd income
turn with one tapestry card on the mat (placed at the 2nd income turn, covering the first column); the
Automa controls 2 territories (its start 3/5 and one more), holds 2 landmarks, is on military 4 and
science 3 (7 spaces), technology 2 and exploration 5 (7 spaces); you have taken 2 income turns, so the
Automa starts era 3 first."""

from __future__ import annotations

from tablebot.games.tapestry import automa
from tablebot.games.tapestry.actions import Score
from tablebot.games.tapestry.state import LandmarkTaken, Outpost

from .bot_tables import automa_state, cursor, game, tokens


def test_income_turn_3_scores_x2_x1_x1_and_3_vp_for_starting_the_era_first() -> None:
    snap = automa_state(game(level=2), income_turns=3, income_mat_cards=1)
    snap = tokens(snap, "automa", military=4, science=3, technology=2, exploration=5)
    hexes = tuple(h.model_copy(update={"outposts": (Outpost(owner="automa"),)}) if h.axial == (1, 0) else h
                  for h in snap.hexes)
    snap = snap.model_copy(update={
        "hexes": hexes, "human": snap.human.model_copy(update={"income_turns": 2}),
        "landmarks": (LandmarkTaken(track="science", space=4, owner="automa"),
                      LandmarkTaken(track="exploration", space=4, owner="automa"),
                      LandmarkTaken(track="military", space=4, owner="human"))})
    assert len(snap.controlled("automa")) == 2
    snap = cursor(snap, "vp:territories", "vp:military_science", "vp:technology_exploration", "vp:first_era", "end",
                  phase="income", step=3)
    scores = []
    for _ in range(4):
        step = automa.next_step(snap)
        assert isinstance(step.action, Score)
        scores.append((step.action.vp, step.reasons[0].param("multiplier") if step.action.what != "income.vp_first_era"
                       else None))
        snap = automa.apply_step(snap, step)
    assert scores == [((2 + 2) * 2, 2), (7 * 1, 1), (7 * 1, 1), (3, None)]
    assert snap.automa.vp == 8 + 7 + 7 + 3

"""Review of the Automa's turn against the book (AKCJE AUTOMY, TURA AUTOMY)."""

from __future__ import annotations

from tablebot.games.age_of_innovation import automa
from tablebot.games.age_of_innovation.actions import Block, Nothing, ScoreVP

from .bot_tables import codes, step, table


def test_every_spell_covered_the_book_action_is_still_blocked() -> None:
    """BLOKOWANIE ZAKLĘĆ I AKCJI KSIĘGI: "Automa umieści 1 żeton X na Zaklęciu i drugi na akcji Księgi";
    point 5 repeats points 1-4 (its own Warunek) for the book action: a spell row full of X tokens ends
    the spell half only (ruling aoi-block)."""
    snap = table(action="*2", support="*1", power_actions=(True,) * 6)
    s = step(snap)
    assert isinstance(s.action, Nothing) and codes(s) == ["bot.block_no_spell"]
    snap = automa.apply_step(snap, s)
    s = step(snap)
    assert isinstance(s.action, Block) and s.action.row == "book"
    snap = automa.apply_step(snap, s)
    assert sum(snap.book_actions) == 1 and isinstance(step(snap).action, ScoreVP)


def _at_final(snap):  # type: ignore[no-untyped-def]
    from tablebot.games.age_of_innovation.actions import AoIPrompt

    while True:
        s = automa.next_step(snap)
        if s is None:
            side = snap.turn.seat
            snap = automa.end_turn(automa.record_pass(snap, side), side)
            continue
        if isinstance(s, AoIPrompt):
            return snap, s
        snap = automa.apply_step(snap, s)


def test_ranked_vp_shares_the_places_of_a_tie_rounded_down() -> None:
    """Base game (Rance2025/Age-of-Innovation-SimulateEnv-DecisionAssist, final scoring): 18/12/6 for the
    largest area, 8/4/2 per discipline; tied sides share the VP of the places they take, rounded down."""
    assert automa.ranked_vp({"human": 5, "automa": 7}, "automa", automa.AREA_PRIZES) == 18
    assert automa.ranked_vp({"human": 7, "automa": 7}, "automa", automa.AREA_PRIZES) == 15
    assert automa.ranked_vp({"human": 9, "human2": 9, "automa": 9}, "automa", automa.AREA_PRIZES) == 12
    assert automa.ranked_vp({"human": 3, "human2": 3, "automa": 1}, "automa", automa.SCIENCE_PRIZES) == 2
    assert automa.ranked_vp({"human": 3, "human2": 2, "automa": 2}, "automa", automa.SCIENCE_PRIZES) == 3


def test_the_final_scoring_ranks_the_automa_against_your_entered_area_and_the_science_board() -> None:
    """KONIEC GRY: "Automa bierze udział w Punktacji Nauki i Obszaru tak, jak każdy gracz": the table enters
    its largest area; the app ranks the Automa's (highest navigation) against it, and every discipline
    by the levels on the science board."""
    from tablebot.games.age_of_innovation.actions import FinalFiguresAnswer, FinalScore
    from tablebot.games.age_of_innovation.state import Science

    from .bot_tables import game

    snap, ask = _at_final(game(seed=5))
    area = ask.question.area  # type: ignore[union-attr]
    a = snap.automas[0]
    snap = snap.model_copy(update={
        "automas": (a.model_copy(update={"science": Science(banking=5, law=2, engineering=0, medicine=9)}),),
        "humans": (snap.humans[0].model_copy(update={"science": Science(banking=3, law=2, engineering=4,
                                                                         medicine=12)}),)})
    ask = automa.next_step(snap)  # the question shows the levels now on the board
    snap = automa.answer(snap, ask, FinalFiguresAnswer(your_areas=(area + 1,)))  # type: ignore[arg-type]
    f = automa.next_step(snap)
    assert isinstance(f.action, FinalScore)  # type: ignore[union-attr]
    assert f.action.area_vp == 12  # second place # type: ignore[union-attr]
    assert f.action.science_vp == 8 + 6 + 4 + 4  # type: ignore[union-attr]
    assert f.reasons[0].code == "bot.final_ranked"  # type: ignore[union-attr]

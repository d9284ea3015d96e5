"""Review: the round scoring tiles and the round bonuses lie on the real table. The app deals them at
New Game; the table may have laid others, so both are corrected by an edit (PRZYGOTOWANIE 2 and 9)."""

from __future__ import annotations

import pytest

from tablebot.core.steps import IllegalEdit
from tablebot.games.age_of_innovation.cards import score_tiles
from tablebot.games.age_of_innovation.edits import SetBonusRow, SetRoundTiles, apply_edit, history_kind
from tablebot.games.age_of_innovation.setup import GameConfig, new_game
from tablebot.games.age_of_innovation.state import AoISnapshot
from tablebot.games.age_of_innovation.validate import problems
from tablebot.gui.age_of_innovation import words_review

NORMAL = sorted(t.tile for (final, _), t in score_tiles().items() if not final)
FINALS = sorted(t.tile for (final, _), t in score_tiles().items() if final)
SPADE = next(t.tile for (final, _), t in score_tiles().items() if not final and t.spade)


def _game() -> AoISnapshot:
    return new_game(GameConfig(seed=5, bonus_tiles=(4, 9, 2, 7, 5), your_bonus=2))


def _refused(snap: AoISnapshot, edit: object, code: str) -> None:
    with pytest.raises(IllegalEdit) as err:
        apply_edit(snap, edit)  # type: ignore[arg-type]
    assert err.value.code == code, err.value


def test_the_round_tiles_the_table_laid_replace_the_dealt_ones() -> None:
    s = _game()
    laid = tuple(t for t in NORMAL if t != SPADE)[:4]
    laid = (SPADE, *laid)  # the spade tile may lie in round 1
    final = next(f for f in FINALS if f != s.final_tile)
    after = apply_edit(s, SetRoundTiles(tiles=laid, final=final))
    assert after.round_tiles == laid and after.final_tile == final and after.round_tile() == SPADE
    assert problems(after) == []
    assert history_kind(s, SetRoundTiles(tiles=laid, final=final)) == "set_round_tiles"


def test_round_tiles_no_table_can_hold_are_refused() -> None:
    s = _game()
    others = tuple(t for t in NORMAL if t != SPADE)
    _refused(s, SetRoundTiles(tiles=(*others[:4], SPADE), final=s.final_tile), "setup.spade_tile_late")
    _refused(s, SetRoundTiles(tiles=others[:4], final=s.final_tile), "setup.bad_round_tiles")
    _refused(s, SetRoundTiles(tiles=(others[0], *others[:4]), final=s.final_tile), "setup.bad_round_tiles")
    _refused(s, SetRoundTiles(tiles=others[:5], final=999), "setup.bad_final_tile")
    _refused(s, SetRoundTiles(tiles=s.round_tiles, final=s.final_tile), "edit.round_tiles_there")


def test_the_bonus_row_is_corrected_with_its_coins() -> None:
    s = _game()
    assert [(b.tile, b.coins) for b in s.bonus_row] == [(9, 1), (2, 1), (5, 1)]
    after = apply_edit(s, SetBonusRow(tiles=(9, 8, 5), coins=(2, 0, 1)))
    assert [(b.tile, b.coins) for b in after.bonus_row] == [(9, 2), (8, 0), (5, 1)]
    assert problems(after) == []
    assert history_kind(s, SetBonusRow(tiles=(9, 8, 5), coins=(2, 0, 1))) == "set_bonus_row"


def test_a_bonus_row_no_table_can_hold_is_refused() -> None:
    s = _game()
    _refused(s, SetBonusRow(tiles=(9, 8, 5), coins=(1, 1)), "edit.bonus_coins_count")
    _refused(s, SetBonusRow(tiles=(9, 8), coins=(1, 1)), "edit.bonus_row_size")
    _refused(s, SetBonusRow(tiles=(9, 9, 5), coins=(1, 1, 1)), "edit.bonus_twice")
    _refused(s, SetBonusRow(tiles=(9, 7, 5), coins=(1, 1, 1)), "edit.bonus_held")  # 7 is yours
    _refused(s, SetBonusRow(tiles=(9, 4, 5), coins=(1, 1, 1)), "edit.bonus_held")  # 4 is the Automa's
    _refused(s, SetBonusRow(tiles=(9, 2, 5), coins=(1, 1, 1)), "edit.bonus_row_there")
    _refused(s, SetBonusRow(tiles=(9, 2, 5), coins=(1, -1, 1)), "edit.bonus_coins_negative")


def test_the_new_codes_have_words() -> None:
    for code in ("history.edit.set_round_tiles", "history.edit.set_bonus_row"):
        assert code in words_review.REASONS
    for code in ("edit.round_tiles_there", "edit.bonus_coins_count", "edit.bonus_row_size", "edit.bonus_twice",
                 "edit.bonus_held", "edit.bonus_row_there", "edit.bonus_coins_negative"):
        assert code in words_review.ERRORS


def test_in_round_6_you_pass_without_a_new_round_bonus() -> None:
    """Base game: in the last round a player who passes takes no new round bonus; the pass order still
    counts (the Automa's seat follows)."""
    from tablebot.games.age_of_innovation.edits import PassWithoutBonus

    s = _game()
    _refused(s, PassWithoutBonus(side="human"), "edit.pass_bonus_before_round_6")
    last = s.model_copy(update={"turn": s.turn.model_copy(update={"round": 6})})
    after = apply_edit(last, PassWithoutBonus(side="human"))
    assert after.human().passed and after.turn.passed == ("human",)
    assert after.human().round_bonus == s.human().round_bonus and after.bonus_row == s.bonus_row
    _refused(after, PassWithoutBonus(side="human"), "edit.already_passed")
    assert history_kind(last, PassWithoutBonus(side="human")) == "pass_no_bonus"
    assert "history.edit.pass_no_bonus" in words_review.REASONS
    assert "edit.pass_bonus_before_round_6" in words_review.ERRORS

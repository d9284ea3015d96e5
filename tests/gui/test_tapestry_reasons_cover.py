"""Every code the Tapestry engine can emit has words (gathered from every gui/tapestry/words_*.py),
every edit has a history line, and the sentences name hexes, tracks and sides as the board shows
them: a new engine code without a sentence fails here, not in front of a player."""

from __future__ import annotations

from pathlib import Path

from tablebot.core.reasons import reason
from tablebot.games.tapestry import edits
from tablebot.games.tapestry.board import small_map
from tablebot.gui.tapestry import reasons as words

from .code_scan import codes_in

SRC = Path(__file__).resolve().parents[2] / "src" / "tablebot"
ENGINE_FILES = sorted((SRC / "games" / "tapestry").rglob("*.py"))


def engine_codes() -> set[str]:
    """The code argument of reason() and of the error classes, in every engine module."""
    return codes_in(ENGINE_FILES)


def test_the_scan_sees_the_setup_codes() -> None:
    assert {"setup.removed", "setup.automa_civ", "setup.second_civ_same"} <= engine_codes()


def test_every_engine_code_has_words() -> None:
    missing = sorted(engine_codes() - words.covered_codes())
    assert not missing, f"codes without words in gui/tapestry/words_*.py: {missing}"


def test_every_history_edit_has_words() -> None:
    kinds = {t.model_fields["kind"].default for t in edits.Edit.__args__[0].__args__}  # type: ignore[attr-defined]
    missing = sorted(f"history.edit.{k}" for k in kinds if f"history.edit.{k}" not in words.REASONS)
    assert not missing


def test_a_words_module_is_gathered_and_the_engine_parts_words_win() -> None:
    modules = [m.__name__.rpartition(".")[2] for m in words._word_modules()]
    assert modules[-1] == words.OWN_WORDS and all(m.startswith("words_") for m in modules)
    assert words.REASONS["setup.removed"].startswith("Put back in the box")


def test_sentences_name_hexes_tracks_and_sides_as_the_board_shows_them() -> None:
    m = small_map()
    # the labels the map draws (games/tapestry/hexes.hex_label)
    assert words.hex_name(m.start("2/4")) == "f4" and words.hex_name(m.middle_island) == "d4"
    r = reason("setup", "setup.shadow_favourite", track="military", rolls=("technology", "military"))
    assert words.reason_text(r) == ("Automa rules (Tapestry): PŘÍPRAVA HRY  The Shadow Empire's favourite track is "
                                    "military (rolled until it differs from the Automa's; rolls: technology, "
                                    "military).")
    assert words.rule_text("bot-turn.3") == "Automa rules (Tapestry): TAH BOTA 3"
    assert words.book_heading("bot-turn.3") == "The bots' turn, step 3"
    assert words.rule_text("ruling:tapestry-x") == "Ruling: tapestry-x"
    assert words.owner_name("human", capital=True) == "Your"
    assert words.error_text("setup.second_civ_same", {"civ": "Engineers"}) == (
        "The Automa already plays the Engineers: choose another second civilization.")


def test_history_lines_of_edits_read_as_sentences() -> None:
    # The controller flattens an edit's fields into the label (controller/session.py _param).
    assert words.reason_text(reason("edit", "history.edit.move_token", side="human", track="science", space=3)) == \
        "You: token on the science track to space 3"
    assert words.reason_text(reason("edit", "history.edit.place_outpost", hex=(1, -1), owner="automa",
                                    toppled=0)) == "The Automa: outpost placed on hex b3"
    assert words.reason_text(reason("edit", "history.edit.set_landmark", track="military", space=4, owner="")) == \
        "Landmark on military space 4: nobody"
    assert words.reason_text(reason("edit", "history.edit.correct_card", card="4 True closest_to_end", restore=0)) \
        == "Decision card corrected: 4"

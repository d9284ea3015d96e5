"""Every code the Age of Innovation engine can emit has words (gathered from every
gui/age_of_innovation/words_*.py), and the sentences name hexes,
terrains and sides as the board shows them: a new engine code without a sentence fails here."""

from __future__ import annotations

from pathlib import Path

from tablebot.core.reasons import reason
from tablebot.gui.age_of_innovation import reasons as words

from .code_scan import codes_in

SRC = Path(__file__).resolve().parents[2] / "src" / "tablebot"
ENGINE_FILES = sorted((SRC / "games" / "age_of_innovation").rglob("*.py"))
GUI_FILES = sorted((SRC / "gui" / "age_of_innovation").glob("*.py"))

def test_the_scan_sees_the_engine_codes() -> None:
    found = codes_in(ENGINE_FILES)
    assert {"setup.level", "map.bad_hex", "edit.river"} <= found


def test_every_engine_code_has_words() -> None:
    missing = sorted(codes_in(ENGINE_FILES) - words.covered_codes())
    assert not missing, f"codes without words in gui/age_of_innovation/words_*.py: {missing}"


def test_every_refusal_of_the_window_has_words() -> None:
    gui = codes_in(GUI_FILES, refusals=("refuse", "error_text", "emit"))
    assert {"gui.river_hex", "gui.drop_on_hex", "gui.map_saved"} <= gui
    missing = sorted(gui - words.covered_codes())
    assert not missing


def test_a_words_module_is_gathered_and_the_window_words_come_last() -> None:
    modules = [m.__name__.rpartition(".")[2] for m in words._word_modules()]
    assert modules[-1] == words.OWN_WORDS and {"words_bot", "words_map", "words_table"} <= set(modules)


def test_sentences_name_hexes_terrains_and_sides_as_the_board_shows_them() -> None:
    assert words.hex_name((2, 6)) == "C7"
    assert words.rule_text("build") == "Automa rules (Age of Innovation): PRZEKSZTAŁCENIE TERENU I BUDOWA"
    assert words.rule_text("setup.8") == "Automa rules (Age of Innovation): PRZYGOTOWANIE ROZGRYWKI 8"
    assert words.book_heading("upgrade") == "Upgrade"
    assert words.rule_text("ruling:aoi-board") == "Ruling: aoi-board"
    assert words.error_text("gui.river_hex", {"hex": (0, 1)}).startswith("A2 is a river hex")
    assert words.error_text("gui.transform_built", {"hex": (4, 2), "whose": "automa"}) == (
        "E3 has the Automa's building on it: a hex with a building cannot be transformed.")
    r = reason("setup", "setup.automa_terrain_chosen", terrain="lake")
    assert "lake" in words.reason_text(r)

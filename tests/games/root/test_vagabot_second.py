"""A second Vagabond (setup letter E) at the table: refused, with words that say why."""

from __future__ import annotations

import pytest

from tablebot import cli
from tablebot.games.root.setup import GameConfig, SeatConfig, SetupError, setup_error
from tablebot.games.root.state import BotConfig
from tablebot.gui.root.reasons import error_text

V = "vagabond"


def test_a_second_vagabond_is_refused_with_its_own_reason():
    with pytest.raises(ValueError) as err:
        GameConfig(seats=(SeatConfig(faction=V, bot=BotConfig(bot="vagabot")), SeatConfig(faction=V),
                          SeatConfig(faction="eyrie")))
    found = setup_error(err.value)
    assert isinstance(found, SetupError) and found.code == "setup.second_vagabond"
    text = error_text(found.code, found.params)
    assert "second Vagabond" in text and "Riverfolk" in text


def test_the_command_line_says_why_it_refuses_a_second_vagabond(capsys: pytest.CaptureFixture[str]):
    assert cli.main(["simulate", "--humans", "vagabond,vagabond"]) == 2
    err = capsys.readouterr().err
    assert "second Vagabond" in err and "setup.second_vagabond" not in err


def test_the_new_game_dialog_shows_the_words():
    from tablebot.gui.root.newgame import config_error_text

    with pytest.raises(ValueError) as err:
        GameConfig(seats=(SeatConfig(faction=V), SeatConfig(faction=V)))
    assert "Riverfolk" in config_error_text(err.value)

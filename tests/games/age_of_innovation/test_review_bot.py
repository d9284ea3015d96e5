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

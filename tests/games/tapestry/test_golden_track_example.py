"""Golden test: the book's track example (POSTUP NA STUPNICI, "Příklad").

"Pokud pro postup Automy existují dvě možné stupnice: vojenství a technologie, vybere si podle obrázku
upřednostňovaných stupnic napravo stupnici technologie."

Reconstructed (the picture is missing): the possible tracks are exactly military and technology, so
the track card's Automa symbol is "closest to the end" (card 22) with the Automa 5 spaces along both
(7 from the end) and behind on the others; the priority card on the right is real card 3, whose order
(science, technology, military, exploration, favorite) puts technology above military; the Automa's
favourite is exploration, so "favorite" does not stand for either."""

from __future__ import annotations

from tablebot.games.tapestry import automa
from tablebot.games.tapestry.actions import Advance

from .bot_tables import after_first_income, automa_state, cursor, deck, game, tokens


def test_military_and_technology_possible_the_automa_takes_technology_by_the_priority_order() -> None:
    snap = automa_state(after_first_income(game(level=2)), favourite="exploration")
    snap = tokens(snap, "automa", exploration=1, science=2, military=5, technology=5)
    snap = cursor(deck(snap, pair=(22, 3)), "advance:automa", "end")
    step = automa.next_step(snap)
    assert step.action == Advance(side="automa", track="technology", origin=5, dest=6)
    assert [r.code for r in step.reasons][:4] == ["track.advance", "track.card_rule", "track.rule_closest_to_end",
                                                  "track.tiebreak_automa"]
    assert step.reasons[2].param("tracks") == ("military", "technology")
    assert step.reasons[3].param("card") == 3

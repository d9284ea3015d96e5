"""POSTUP NA STUPNICI: the three track symbols (finished tracks never count), the priority card's
order top to bottom for the Automa and bottom to top for the Shadow Empire, "favorite" read as that
bot's favourite track."""

from __future__ import annotations

from tablebot.games.tapestry import automa
from tablebot.games.tapestry.cards import printed_card
from tablebot.games.tapestry.state import LandmarkTaken

from .bot_tables import automa_state, game, tokens

CARD_3 = printed_card(3)
"""Priority order top to bottom: science, technology, military, exploration, favorite."""


def test_all_unfinished_takes_the_first_unfinished_track_in_the_order_for_the_automa() -> None:
    snap = tokens(game(), "automa", science=12)
    chosen, why = automa.choose_track(snap, "automa", "all_unfinished", CARD_3)
    assert chosen == "technology"  # science is finished: it is never possible
    assert why[0].code == "track.rule_all_unfinished" and "science" not in why[0].param("tracks")
    assert why[1].code == "track.tiebreak_automa" and why[1].param("track") == "technology"


def test_the_shadow_empire_reads_the_order_bottom_to_top_with_its_own_favourite() -> None:
    snap = game()
    snap = snap.model_copy(update={"shadow": snap.shadow.model_copy(update={"favourite": "military"})})
    chosen, why = automa.choose_track(snap, "shadow", "all_unfinished", CARD_3)
    # bottom line "favorite" = the Shadow Empire's favourite, military
    assert chosen == "military" and why[1].code == "track.tiebreak_shadow"
    assert why[1].param("order")[:2] == ("military", "exploration")


def test_favorite_in_the_order_is_the_automa_favourite_track() -> None:
    snap = automa_state(game(), favourite="exploration")
    card_7 = printed_card(7)  # favorite, technology, exploration, military, science
    assert automa.choose_track(snap, "automa", "all_unfinished", card_7)[0] == "exploration"
    snap = automa_state(snap, favourite="military")
    assert automa.choose_track(snap, "automa", "all_unfinished", card_7)[0] == "military"


def test_closest_to_end_keeps_the_most_advanced_unfinished_tracks() -> None:
    snap = tokens(game(), "automa", exploration=12, science=9, military=3, technology=9)
    chosen, why = automa.choose_track(snap, "automa", "closest_to_end", CARD_3)
    assert why[0].param("tracks") == ("science", "technology") and why[0].param("distance") == 3
    assert chosen == "science"


def test_closest_to_a_free_landmark_or_the_end_skips_a_landmark_already_taken() -> None:
    snap = tokens(game(), "automa", exploration=2, science=5, military=3, technology=6)
    # free landmarks at 4, 7, 10: military 1 away from 4, technology 1 away from 7
    chosen, why = automa.choose_track(snap, "automa", "closest_to_landmark_or_end", CARD_3)
    assert why[0].param("tracks") == ("military", "technology") and chosen == "technology"
    taken = snap.model_copy(update={"landmarks": (LandmarkTaken(track="technology", space=7, owner="human"),
                                                  LandmarkTaken(track="military", space=4, owner="human"))})
    chosen, why = automa.choose_track(taken, "automa", "closest_to_landmark_or_end", CARD_3)
    # now exploration is 2 from its free landmark at 4, science 2 from 7
    assert why[0].param("tracks") == ("exploration", "science") and chosen == "science"


def test_a_bot_that_finished_every_track_does_not_advance() -> None:
    snap = tokens(game(), "shadow", exploration=12, science=12, military=12, technology=12)
    chosen, why = automa.choose_track(snap, "shadow", "closest_to_end", CARD_3)
    assert chosen is None and why[0].code == "track.all_finished"


def test_a_single_possible_track_needs_no_tie_break() -> None:
    snap = tokens(game(), "automa", military=11)
    chosen, why = automa.choose_track(snap, "automa", "closest_to_end", CARD_3)
    assert chosen == "military" and [r.code for r in why] == ["track.rule_closest_to_end"]

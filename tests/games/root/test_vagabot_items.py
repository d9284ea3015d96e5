"""The Vagabot's items (7.2.3-7.2.5): all alike, face up / exhausted / damaged; the battle track at
6, 9 and 12 undamaged items; taking damage. Pure board arithmetic, plus the pawn that is never
removed (7.2.1)."""

import pytest

from tablebot.games.root import game
from tablebot.games.root.bots.vagabot_state import VagabotBoard, damage_vagabot
from tablebot.games.root.edits import BotTakesHits

from .vagabot_scenario import V, board_of, scene, vagabot_game


@pytest.mark.parametrize(("undamaged", "track", "max_hits", "extra"), [
    (0, 0, 1, 0), (5, 0, 1, 0), (6, 1, 2, 0), (8, 1, 2, 0), (9, 2, 3, 0), (11, 2, 3, 0), (12, 3, 3, 1), (15, 3, 3, 1),
])
def test_track_thresholds_6_9_12(undamaged, track, max_hits, extra):
    """7.2.4: 1/2/3 items on the track at 6/9/12 undamaged items; the 6th and 9th add a max hit,
    the 12th an extra hit as attacker."""
    b = VagabotBoard(ready=undamaged)
    assert (b.track, b.max_hits, b.extra_attack_hit) == (track, max_hits, extra)
    assert b.usable == undamaged - track  # track items cannot be exhausted


def test_damaged_items_do_not_count_for_the_track():
    b = VagabotBoard(ready=5, damaged_ready=4)
    assert b.track == 0 and b.max_hits == 1 and b.usable == 5


def test_exhausted_items_go_to_the_track_first():
    """7.2.4: "exhausted before unexhausted": the 6th item arrives while one is face down, so the
    face-down one fills the track and all face-up items stay usable."""
    b = VagabotBoard(ready=2, exhausted=3).gain(1)
    assert b.track == 1 and b.track_down == 1 and b.usable == 3
    fresh = VagabotBoard(ready=5).gain(1)
    assert fresh.track == 1 and fresh.track_down == 0 and fresh.usable == 5


def test_track_items_stay_while_satchel_items_are_exhausted():
    """The worked example: after exhausting two satchel items the face-up track item is still on
    the track (4 usable of 6, not 5)."""
    b = VagabotBoard(ready=6).exhaust(2)
    assert b.track == 1 and b.track_from_ready == 1 and b.usable == 3
    with pytest.raises(ValueError):
        b.exhaust(4)


def test_ninth_and_twelfth_items_fill_more_slots():
    b = VagabotBoard(ready=8).gain(1)
    assert b.track == 2 and b.usable == 7
    b = b.gain(3)
    assert b.track == 3 and b.usable == 9 and b.extra_attack_hit == 1


def test_damage_exhausted_items_first_then_face_up():
    """7.2.5 via vagabot_state.damage_vagabot."""
    b = VagabotBoard(ready=4, exhausted=3)
    new, n = damage_vagabot(b, 4)
    assert n == 4 and new.damaged_exhausted == 3 and new.damaged_ready == 1 and new.ready == 3


def test_damage_can_bring_a_track_item_back_to_the_satchel():
    """7.2.5: damage below 6 undamaged items empties the track; the item returns usable."""
    b = VagabotBoard(ready=6).exhaust(5)  # every satchel item exhausted; the track item is face up
    assert b.usable == 0
    new, _ = damage_vagabot(b, 1)
    assert new.track == 0 and new.usable == 1


def test_damage_spares_a_face_down_track_item_while_satchel_items_are_exhausted():
    b = VagabotBoard(ready=2, exhausted=3).gain(1)  # track: one face-down item
    new, _ = damage_vagabot(b, 2)
    assert new.undamaged == 4 and new.track == 0
    b = VagabotBoard(ready=5, exhausted=3).gain(1)  # 9 items, track 2 (both face down)
    new, _ = damage_vagabot(b, 1)
    assert new.track == 1 and new.track_down == 1 and new.usable == 6


def test_refresh_turns_satchel_items_first():
    b = VagabotBoard(ready=2, exhausted=3).gain(1)
    assert b.usable == 3
    assert b.refresh(1).usable == 4
    assert b.refresh(2).usable == 5
    all_up = b.refresh(6)
    assert all_up.exhausted == 0 and all_up.usable == 5


def test_repair_keeps_the_face_and_prefers_face_up():
    b = VagabotBoard(ready=2, damaged_ready=1, damaged_exhausted=1)
    assert b.repair(1).ready == 3 and b.repair(1).damaged_exhausted == 1
    both = b.repair(2)
    assert both.ready == 3 and both.exhausted == 1 and both.damaged == 0
    assert b.repair(5).damaged == 0


def test_lose_one_gives_up_the_least_useful_item():
    assert VagabotBoard(ready=2, exhausted=1, damaged_exhausted=1).lose_one().damaged == 0
    assert VagabotBoard(ready=2, exhausted=1, damaged_ready=1).lose_one().damaged == 0
    assert VagabotBoard(ready=2, exhausted=1).lose_one().exhausted == 0
    assert VagabotBoard(ready=2).lose_one().ready == 1


def test_the_pawn_is_never_removed_hits_damage_items():
    """7.2.1 / 7.2.5: a human's hits on the Vagabot damage its items; the pawn stays."""
    snap = scene(vagabot_game(), 7, {7: {("marquise", "warrior"): 3}}, ready=3, exhausted=2)
    hit = game.apply_edit(snap, BotTakesHits(faction=V, clearing=7, hits=3, by="marquise"))
    assert hit.place(7).count(V, "pawn") == 1
    b = board_of(hit)
    assert b.damaged_exhausted == 2 and b.damaged_ready == 1 and b.ready == 2

"""Review of the engine on the Mountain (issue 12): what the app places for a player across the
Mountain's closed paths, and the Pass in an order cut short by the supply.

Geometry from maps/root/mountain.json: clearing 9's paths go to 1, 5 (closed at setup), 8 (closed
at setup), 10 (the Pass) and 12. Suit markers: the map's suggested layout. The Keep is in corner 3,
far from 9, so no placement around 9 is refused for it.
"""

from __future__ import annotations

from tablebot.games.root import edits, game, rules
from tablebot.games.root.board import load_board
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, RootSnapshot

from .scenario import with_pieces

C, M = "corvids", "marquise"


def _mountain(corvids_bot: bool, pieces: dict[int | str, dict[tuple[str, str], int]]) -> RootSnapshot:
    corvids = SeatConfig(faction=C, bot=BotConfig(bot="cogwheel_corvids") if corvids_bot else None)
    snap = game.new_game(GameConfig(
        map_id="mountain", suits=load_board("mountain").suggested_suits() or (), keep_corner=3,
        seats=(SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")), corvids)))
    return with_pieces(snap, {3: {(M, "keep"): 1}, **pieces})


def _corvid_warriors(snap: RootSnapshot) -> list[int]:
    return sorted(int(p.id) for p in snap.clearings() if p.count(C, "warrior"))


def test_a_human_corvid_raid_places_no_warrior_across_a_closed_path() -> None:
    """A human Corvid player's face-up raid in 9 is removed (a table edit): the app places a Corvid
    warrior in each clearing adjacent to 9 (Law of Root, the raid). For a human player the clearings
    linked by a closed path are not adjacent (Law of Root C.3.2), so 5 and 8, beyond the closed
    paths 5-9 and 8-9, get none: 1, 10 and 12 do."""
    snap = _mountain(False, {9: {(C, "plot_raid"): 1}})
    assert rules.path_closed(snap, 5, 9) and rules.path_closed(snap, 8, 9)
    after = game.apply_edit(snap, edits.RemovePiece(faction=C, piece="plot_raid", place=9))
    assert _corvid_warriors(after) == [1, 10, 12]


def test_a_human_corvid_raid_reaches_across_a_path_once_opened() -> None:
    """Law of Root C.3.3: once 5-9 is opened, 5 and 9 are adjacent like any: the raid reaches 5."""
    snap = _mountain(False, {9: {(C, "plot_raid"): 1}, 5: {(C, "warrior"): 1}})
    opened = game.apply_edit(snap, edits.SetPathClosed(a=5, b=9, closed=False, opened_by=C))
    after = game.apply_edit(opened, edits.RemovePiece(faction=C, piece="plot_raid", place=9))
    assert after.place(5).count(C, "warrior") == 2 and after.place(8).count(C, "warrior") == 0
    assert _corvid_warriors(after) == [1, 5, 10, 12]


def test_the_corvid_bots_raid_crosses_closed_paths() -> None:
    """The Cogwheel Corvids treat closed paths as paths (12.2.1): their raid removed in 9 places a
    warrior in 1, 5, 8, 10 and 12."""
    snap = _mountain(True, {9: {(C, "plot_raid"): 1}})
    after = game.apply_edit(snap, edits.RemovePiece(faction=C, piece="plot_raid", place=9))
    assert _corvid_warriors(after) == [1, 5, 8, 10, 12]


def test_the_corvid_bots_raid_short_of_warriors_places_in_the_pass_first() -> None:
    """The Corvid bot has 2 warriors left in its supply when its raid in 9 is removed: of the five
    adjacent clearings 1, 5, 8, 10, 12, 2.4 places in priority order, and the Pass (10) counts as the
    highest priority (12.2.2): 10 and 1 get one each."""
    snap = _mountain(True, {9: {(C, "plot_raid"): 1}, 4: {(C, "warrior"): 13}})
    assert rules.in_supply(snap, C, "warrior") == 2
    after = game.apply_edit(snap, edits.RemovePiece(faction=C, piece="plot_raid", place=9))
    assert _corvid_warriors(after) == [1, 4, 10]


def test_the_vagabots_partial_move_names_the_pass_only_when_the_pass_decided_the_hops_it_made() -> None:
    """From 1 to 11 the shortest ways take 3 moves, all first to 9; from 9 by number to 5, and the
    Pass (10) meets "highest priority" (12.2.2, ruling vagabot-route): the way is 9, 10, 11. With one
    usable item the pawn moves to 9 alone (ruling vagabot-partial-move): the Pass decided nothing
    it did, so no 12.2.2 line; with two it goes 9, 10 and the step names the Pass."""
    from tablebot.games.root.actions import Move
    from tablebot.games.root.bots import vagabot

    from .vagabot_scenario import scene

    snap = game.new_game(GameConfig(
        map_id="mountain", suits=load_board("mountain").suggested_suits() or (),
        seats=(SeatConfig(faction="vagabond", bot=BotConfig(bot="vagabot", character="thief")),
               SeatConfig(faction="eyrie"))))
    assert vagabot.route(snap, 1, 11) == (9, 10, 11)
    for ready, hops, names_pass in ((1, [(1, 9)], False), (2, [(1, 9), (9, 10)], True)):
        step = vagabot._move_step(scene(snap, 1, {}, ready=ready), vagabot.new_cursor(), 11, [])
        assert [(p.origin, p.dest) for p in step.action.parts if isinstance(p, Move)] == hops  # type: ignore[attr-defined]
        assert ("route.through_pass" in [r.code for r in step.reasons]) == names_pass

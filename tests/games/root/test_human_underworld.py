"""The Lizard Cult and the Underground Duchy as human factions on the board (issue 10): where their
pieces may stand (rules.placement_refusal and the table's edits), who rules a clearing with a
garden (Pilgrims), and the first four bots counting, ruling against, battling and scoring them."""

from __future__ import annotations

import pytest

from tablebot.core.steps import IllegalEdit
from tablebot.games.root import edits, game, rules
from tablebot.games.root.actions import Battle
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, PlaceState, RootSnapshot

from .scenario import card, marquise_game, play, steps_of, with_pieces

L, D, M, E, A = "lizards", "duchy", "marquise", "eyrie", "alliance"


def lizards_duchy(bot: str = "mechanical_marquise_2", faction: str = M, **cfg: object) -> RootSnapshot:
    """The bot first, then a human Lizard Cult and a human Duchy; an empty board."""
    seats = (SeatConfig(faction=faction, bot=BotConfig(bot=bot, **cfg)), SeatConfig(faction=L), SeatConfig(faction=D))
    return with_pieces(game.new_game(GameConfig(seats=seats, seed=1, keep_corner=1)), {}, ruins=())


BURROW = "burrow"
needs_burrow = pytest.mark.skipif(not hasattr(rules, "has_burrow"),
                                  reason="the Burrow place and its rules come with the duchy branch (10.2.2)")


# -- Pilgrims (Law of Rootbotics 8.2.1; Law of Root 10.2.4) and the Burrow (10.2.2) -------------
def test_a_garden_rules_its_clearing_whatever_the_counts():
    snap = with_pieces(lizards_duchy(), {5: {(M, "warrior"): 4, (L, "garden_rabbit"): 1},
                                         6: {(M, "warrior"): 2, (L, "warrior"): 3}})
    assert rules.ruler(snap.place(5)) == L
    assert rules.rules(snap, L, 5) and not rules.rules(snap, M, 5)
    assert rules.ruler(snap.place(6)) == L  # warriors alone: the usual count


def test_a_garden_overrides_lords_of_the_forest():
    snap = game.new_game(GameConfig(seats=(SeatConfig(faction=E), SeatConfig(faction=L)), seed=1))
    snap = with_pieces(snap, {2: {(E, "warrior"): 1, (E, "roost"): 1, (L, "garden_mouse"): 1},
                              7: {(E, "warrior"): 1, (L, "warrior"): 1}}, ruins=())
    assert rules.ruler(snap.place(2)) == L
    assert rules.ruler(snap.place(7)) == E  # no garden: Lords of the Forest as usual


@needs_burrow
def test_the_duchy_always_rules_the_burrow_even_empty():
    assert rules.ruler(PlaceState(id=BURROW)) == D


# -- placement: gardens, citadels, markets, tunnels, the Burrow ---------------------------------
def test_garden_needs_its_suit_and_a_free_slot():
    snap = with_pieces(lizards_duchy(), {3: {(M, "sawmill"): 1}})
    assert rules.placement_refusal(snap, L, "garden_rabbit", 5) is None
    assert rules.placement_refusal(snap, L, "garden_fox", 5).code == "retry.wrong_suit"
    assert rules.placement_refusal(snap, L, "garden_rabbit", 3).code == "retry.no_free_slot"
    with pytest.raises(IllegalEdit) as err:
        edits.apply_edit(snap, edits.AddPiece(faction=L, piece="garden_fox", place=5))
    assert err.value.code == "edit.wrong_suit"
    with pytest.raises(IllegalEdit) as err:
        edits.apply_edit(snap, edits.AddPiece(faction=L, piece="garden_rabbit", place=3))
    assert err.value.code == "edit.no_free_slot"
    after = edits.apply_edit(snap, edits.AddPiece(faction=L, piece="garden_rabbit", place=5))
    assert after.place(5).count(L, "garden_rabbit") == 1


def test_citadel_and_market_need_a_free_slot_of_any_suit():
    snap = with_pieces(lizards_duchy(), {5: {(D, "citadel"): 1}})
    assert rules.placement_refusal(snap, D, "market", 5) is None  # 2 slots, any suit
    snap = edits.apply_edit(snap, edits.AddPiece(faction=D, piece="market", place=5))
    with pytest.raises(IllegalEdit) as err:
        edits.apply_edit(snap, edits.AddPiece(faction=D, piece="citadel", place=5))
    assert err.value.code == "edit.no_free_slot"


def test_one_tunnel_per_clearing():
    snap = with_pieces(lizards_duchy(), {5: {(D, "tunnel"): 1}})
    refused = rules.placement_refusal(snap, D, "tunnel", 5)
    assert (refused.rule, refused.code) == ("ruling:one-tunnel-per-clearing", "retry.one_per_clearing")
    assert rules.placement_refusal(snap, D, "tunnel", 6) is None
    with pytest.raises(IllegalEdit) as err:
        edits.apply_edit(snap, edits.AddPiece(faction=D, piece="tunnel", place=5))
    assert err.value.code == "edit.one_tunnel"
    with pytest.raises(IllegalEdit) as err:  # a tunnel dragged onto another's clearing
        edits.apply_edit(edits.apply_edit(snap, edits.AddPiece(faction=D, piece="tunnel", place=6)),
                         edits.MovePiece(faction=D, piece="tunnel", origin=6, dest=5))
    assert err.value.code == "edit.one_tunnel"


def test_nobody_places_in_the_keep_clearing_not_even_a_garden_or_tunnel():
    snap = with_pieces(lizards_duchy(), {1: {(M, "keep"): 1}})
    assert rules.placement_refusal(snap, L, "garden_fox", 1).code == "retry.keep_forbids"
    assert rules.placement_refusal(snap, D, "tunnel", 1).code == "retry.keep_forbids"


@needs_burrow
def test_only_the_duchy_warriors_go_in_the_burrow():
    snap = lizards_duchy()
    assert rules.placement_refusal(snap, D, "warrior", BURROW, 3) is None
    refused = rules.placement_refusal(snap, L, "warrior", BURROW)
    assert (refused.rule, refused.code) == ("10.2.2", "retry.burrow_duchy_only")
    assert rules.placement_refusal(snap, D, "citadel", BURROW).code == "retry.burrow_warriors_only"
    assert rules.placement_refusal(snap, D, "warrior", BURROW, 21).code == "retry.supply_short"


@needs_burrow
def test_the_table_cannot_drag_anyone_else_into_the_burrow():
    snap = with_pieces(lizards_duchy(), {5: {(L, "warrior"): 2, (D, "warrior"): 2}})
    for edit, code in ((edits.AddPiece(faction=L, piece="warrior", place=BURROW), "edit.burrow_duchy_only"),
                       (edits.MovePiece(faction=L, piece="warrior", origin=5, dest=BURROW), "edit.burrow_duchy_only"),
                       (edits.AddPiece(faction=M, piece="warrior", place=BURROW), "edit.burrow_duchy_only"),
                       (edits.AddPiece(faction=D, piece="market", place=BURROW), "edit.burrow_warriors_only")):
        with pytest.raises(IllegalEdit) as err:
            edits.apply_edit(snap, edit)
        assert err.value.code == code
    moved = edits.apply_edit(snap, edits.MovePiece(faction=D, piece="warrior", origin=5, dest=BURROW, count=2))
    assert moved.place(BURROW).count(D, "warrior") == 2


# -- the first four bots against these pieces --------------------------------------------------
def test_marquise_does_not_rule_a_garden_clearing():
    """Pilgrims: the Marquise's 4 warriors beside one garden and one Lizard warrior do not rule
    clearing 5, so it recruits (4.5.2) and builds (4.5.3) in clearing 10, which it rules."""
    snap = with_pieces(marquise_game(humans=(L, D)), {
        1: {(M, "keep"): 1, (M, "warrior"): 1},
        5: {(M, "warrior"): 4, (L, "garden_rabbit"): 1, (L, "warrior"): 1},
        10: {(M, "warrior"): 1},
    }, ruins=())
    end, seen = play(snap, orders=[card("rabbit")], dice=[(0, 0)] * 4)
    done = {s.action.kind: s for s in steps_of(seen)}
    assert done["battle"].action.clearing == 5 and done["battle"].action.defender == L
    assert done["place"].action.targets == ((10, 4),)
    assert done["build"].action.clearing == 10
    assert end.place(5).count(L, "garden_rabbit") == 1 and rules.ruler(end.place(5)) == L


def test_marquise_battles_a_garden_warriors_first_and_scores_it():
    snap = with_pieces(marquise_game(humans=(L, D)), {
        1: {(M, "keep"): 1, (M, "warrior"): 1},
        5: {(M, "warrior"): 4, (L, "garden_rabbit"): 1, (L, "warrior"): 1},
    }, ruins=())
    end, seen = play(snap, orders=[card("rabbit")], dice=[(2, 0)] * 4)
    battle = next(s for s in steps_of(seen) if isinstance(s.action, Battle))
    assert battle.action.defender == L and battle.action.attacker_hits == 2
    assert {(r.piece, r.count) for r in battle.action.removals} == {("warrior", 1), ("garden_rabbit", 1)}
    assert battle.action.vp == ((M, 1),)  # the garden: 1 VP (Law of Root 3.2.1); the warrior none
    assert end.faction(M).vp >= 1 and end.place(5).count(L) == 0


def test_marquise_battles_the_duchy_and_the_table_chooses_tunnel_or_citadel():
    """4.5.1 picks the Duchy (most pieces there: its tunnel counts); 2 hits take its warrior, then
    the table chooses between the citadel and the tunnel (Law of Root 4.3.3); 1 VP for it."""
    snap = with_pieces(marquise_game(humans=(L, D)), {
        1: {(M, "keep"): 1, (M, "warrior"): 1},
        5: {(M, "warrior"): 5, (D, "warrior"): 1, (D, "tunnel"): 1, (D, "citadel"): 1, (L, "warrior"): 2},
    }, ruins=())
    end, seen = play(snap, orders=[card("rabbit")], dice=[(2, 0)], removals=[(("citadel", 1),)])
    ask = next(s for s in seen if getattr(s, "question", None) is not None and s.question.kind == "removal")
    assert ask.question.faction == D and ask.question.hits == 1
    assert dict(ask.question.options) == {"tunnel": 1, "citadel": 1}
    battle = next(s for s in steps_of(seen) if isinstance(s.action, Battle))
    assert battle.action.defender == D
    assert {(r.piece, r.count) for r in battle.action.removals if r.faction == D} == {("warrior", 1), ("citadel", 1)}
    assert battle.action.vp == ((M, 1),)
    assert end.place(5).count(D, "tunnel") == 1 and end.place(5).count(D, "citadel") == 0


def test_eyrie_does_not_move_out_of_a_garden_clearing_and_battles_the_garden():
    """Pilgrims overrides Lords of the Forest: a roost and 5 warriors beside a garden rule nothing,
    so the fox column has no ruled clearing to move from (5.5.1.ii); its battle (5.5.1.iii, the
    largest column's extra hit) removes the defenceless garden for 1 VP."""
    from .eyrie_scenario import eyrie_board

    snap = eyrie_board({8: {(E, "roost"): 1, (E, "warrior"): 5, (L, "garden_fox"): 1}}, viziers=0, decree={},
                       humans=(L, D), keep_corner=None, ruins=())
    assert not rules.rules(snap, E, 8)
    end, seen = play(snap, orders=[card("fox")], dice=[(0, 0)])
    assert "move.no_ruled" in [r.code for s in steps_of(seen) for r in s.reasons]
    battle = next(s for s in steps_of(seen) if isinstance(s.action, Battle))
    assert battle.action.defender == L and battle.action.clearing == 8
    assert battle.action.removals[0].piece == "garden_fox" and battle.action.vp == ((E, 1),)
    assert end.place(8).count(L) == 0 and end.faction(E).vp >= 1


def test_eyrie_battles_the_duchy_and_the_human_chooses_its_losses_warriors_first():
    """The defender with most buildings (5.5.1.iii) is the Duchy (a market; the tunnel is a token);
    2 hits: its warrior first, then the table chooses market or tunnel (Law of Root 4.3.3)."""
    from .eyrie_scenario import eyrie_board

    snap = eyrie_board({8: {(E, "roost"): 1, (E, "warrior"): 1},
                        12: {(E, "warrior"): 3, (D, "warrior"): 1, (D, "market"): 1, (D, "tunnel"): 1,
                             (L, "warrior"): 2}},
                       viziers=0, decree={}, humans=(L, D), keep_corner=None, ruins=())
    end, seen = play(snap, orders=[card("fox")], dice=[(1, 0)], removals=[(("tunnel", 1),)])
    ask = next(s for s in seen if getattr(s, "question", None) is not None and s.question.kind == "removal")
    assert ask.question.faction == D and ask.question.hits == 1
    assert dict(ask.question.options) == {"tunnel": 1, "market": 1}
    battle = next(s for s in steps_of(seen) if isinstance(s.action, Battle))
    assert battle.action.defender == D
    assert {(r.piece, r.count) for r in battle.action.removals} == {("warrior", 1), ("tunnel", 1)}
    assert battle.action.vp == ((E, 1),)
    assert end.place(12).count(D, "market") == 1 and end.place(12).count(D, "tunnel") == 0


def test_alliance_revolts_where_gardens_and_tunnels_make_most_enemy_pieces_and_scores_them():
    """Revolt (6.4.3): the ordered sympathetic clearing with most enemy pieces counts the Duchy's
    citadel and tunnel; every building and token removed scores 1 VP."""
    from .alliance_scenario import alliance_board

    snap = alliance_board({5: {(A, "sympathy"): 1, (D, "warrior"): 1, (D, "citadel"): 1, (D, "tunnel"): 1},
                           10: {(A, "sympathy"): 1, (L, "warrior"): 2},
                           4: {(A, "sympathy"): 1, (L, "garden_rabbit"): 1}},
                          humans=(L, D), marquise=False)
    end, seen = play(snap, orders=[card("rabbit", name="Cobbler")])
    revolt = next(s for s in steps_of(seen) if s.reasons[0].code == "revolt.revolt")
    assert revolt.reasons[0].param("clearing") == 5
    most = next(r for r in revolt.reasons if r.code == "revolt.most_enemy_pieces")
    assert most.param("value") == 3
    removed = revolt.action.parts[0]
    assert {(r.faction, r.piece) for r in removed.removals} == {(D, "warrior"), (D, "citadel"), (D, "tunnel")}
    assert removed.vp == ((A, 2),)
    assert end.place(5).count(D) == 0 and end.place(5).count(A, "base_rabbit") == 1


def test_vagabot_goes_for_the_most_buildings_and_tokens_and_scores_a_tunnel():
    """7.5.4: the player with most VP (the Duchy); the nearest clearing with its pieces; I most
    buildings and tokens counts its tunnel and market. The hits take its warrior first, then the
    table chooses; the Vagabot scores the warrior (7.5.4) and the building or token (Law of Root)."""
    from .vagabot_scenario import V, scene, vagabot_game

    snap = scene(vagabot_game(humans=(L, D), character="arbiter"), "F2-6-10-11-12", {
        6: {(D, "warrior"): 2, (D, "citadel"): 1},
        11: {(D, "warrior"): 1, (D, "tunnel"): 1, (D, "market"): 1},
        2: {(L, "warrior"): 1, (L, "garden_mouse"): 1},
    }, vp={D: 5, L: 2}, ready=4)
    end, seen = play(snap, orders=[card("rabbit")], dice=[(3, 0)] * 3, removals=[(("market", 1),)] * 3)
    move = next(s for s in steps_of(seen) if "battle.nearest" in [r.code for r in s.reasons])
    assert move.action.parts[0].dest == 11
    got = {r.code: r for r in move.reasons}
    assert got["battle.dest_most_buildings_tokens"].param("targets") == (11,)
    battle = next(s for s in steps_of(seen) if isinstance(s.action, Battle))
    assert battle.action.defender == D and battle.action.clearing == 11
    assert ("warrior", 1) in {(r.piece, r.count) for r in battle.action.removals}
    assert dict(battle.action.vp)[V] == sum(r.count for r in battle.action.removals)
    assert end.place(11).count(D, "warrior") == 0


# -- `tablebot simulate` seats any faction as bot or human (issue 10, Tests) --------------------
SEATS = "lizards,marquise:bot,duchy,eyrie:bot"


def simulate(capsys, *argv: str) -> dict:
    import json

    from tablebot import cli

    assert cli.main(["simulate", *argv]) == 0
    return json.loads(capsys.readouterr().out)


def test_simulate_human_lizards_and_duchy_among_two_bots_plays_ten_rounds_without_a_problem(capsys):
    """Seeded games: every snapshot passes the save checks and no bot step is cut down; each plays
    its ten rounds unless a bot reaches 30 VP first (the game then ends), and some play all ten."""
    full = 0
    placed: dict[str, set[str]] = {}
    removed_by_bots: dict[str, set[str]] = {}
    for seed in (3, 7, 11, 19):
        summary = simulate(capsys, "--seed", str(seed), "--rounds", "10", "--seats", SEATS, "--human-edits", "4",
                           "--check")
        assert summary["problems"] == [], seed
        assert summary["humans"] == ["lizards", "duchy"]
        assert summary["bots"] == ["mechanical_marquise_2", "electric_eyrie"]
        assert summary["battles"] > 5
        if summary["over"]:
            assert max(summary["vp"].values()) >= 30
        else:
            assert summary["round_reached"] == 11 and summary["bot_turns"] == 20
            full += 1
        for seen, got in ((placed, summary["placed_by_humans"]), (removed_by_bots, summary["removed_by_bots"])):
            for faction, kinds in got.items():
                seen.setdefault(faction, set()).update(kinds)
    assert full >= 1
    # The humans put up gardens, tunnels, citadels and markets beside the bots' pieces...
    assert {"garden_fox", "garden_rabbit", "garden_mouse"} & placed["lizards"]
    assert {"tunnel", "citadel", "market"} <= placed["duchy"]
    # ... and the bots battled them off the map.
    assert any(k.startswith("garden_") for k in removed_by_bots["lizards"])
    assert removed_by_bots["duchy"] & {"tunnel", "citadel", "market"}
    again = simulate(capsys, "--seed", "19", "--rounds", "10", "--seats", SEATS, "--human-edits", "4", "--check")
    assert again == summary  # a seed replays exactly


def test_simulate_seats_name_bots_and_humans_in_turn_order(capsys):
    summary = simulate(capsys, "--seed", "4", "--rounds", "2", "--seats", "duchy:human,vagabond:vagabot,lizards",
                       "--check")
    assert summary["humans"] == ["duchy", "lizards"] and summary["bots"] == ["vagabot"]
    assert summary["problems"] == [] and summary["bot_turns"] == 2


@pytest.mark.parametrize("seats", ["marquise:vagabot", "dragons", "marquise:bot,marquise", ","])
def test_simulate_refuses_seats_it_cannot_play(capsys, seats):
    from tablebot import cli

    assert cli.main(["simulate", "--seats", seats]) == 2
    assert capsys.readouterr().err.strip()


def test_simulate_the_lizards_and_duchy_bots_among_humans_and_bots_play_ten_rounds_without_a_problem(capsys):
    """Issue 10: the two new bots together, with two more bots and two human seats, ten seeded rounds
    each: no snapshot fails the save checks, no bot step is cut down, both new bots battle and score,
    and a game stops early only when someone reached 30 VP."""
    seats = "marquise,lizards:bot,alliance,duchy:bot,eyrie:bot"
    full = 0
    for seed in (1, 5):
        summary = simulate(capsys, "--seed", str(seed), "--rounds", "10", "--seats", seats, "--difficulty", "easy",
                           "--check")
        assert summary["problems"] == [], seed
        assert summary["bots"] == ["logical_lizards", "drillbit_duchy", "electric_eyrie"]
        assert summary["vp"]["lizards"] > 0 and summary["vp"]["duchy"] > 0
        assert summary["battles"] > 10
        if summary["over"]:
            assert max(summary["vp"].values()) >= 30
        else:
            assert summary["round_reached"] == 11 and summary["bot_turns"] == 30
            full += 1
    assert full >= 1

"""The Riverfolk Company and the Corvid Conspiracy as human factions on the board (issue 11): where
their trade posts and plots may stand (rules.placement_refusal and the table's edits), snares, a human
Riverfolk's removed trade posts boxed, Embedded Agents, a human Corvid's reveal and another human's
exposure attempt, and every bot on main counting, battling and scoring these pieces."""

from __future__ import annotations

import pytest

from tablebot.core.steps import IllegalEdit
from tablebot.games.root import edits, game, rules
from tablebot.games.root.actions import Battle
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, RootSnapshot

from .scenario import card, marquise_game, play, steps_of, with_pieces

R, C, M, E, A, V = "riverfolk", "corvids", "marquise", "eyrie", "alliance", "vagabond"


def river_corvids(bot: str = "mechanical_marquise_2", faction: str = M) -> RootSnapshot:
    """The bot first, then a human Riverfolk Company and a human Corvid Conspiracy; an empty board."""
    seats = (SeatConfig(faction=faction, bot=BotConfig(bot=bot)), SeatConfig(faction=R), SeatConfig(faction=C))
    return with_pieces(game.new_game(GameConfig(seats=seats, seed=1, keep_corner=1)), {}, ruins=())


def refused(snap: RootSnapshot, edit: edits.Edit) -> str:
    with pytest.raises(IllegalEdit) as err:
        edits.apply_edit(snap, edit)
    return err.value.code


# -- trade posts (Law of Root, the Riverfolk Company; Law of Rootbotics 9.2.2) --------------------
def test_a_trade_post_needs_its_suit_and_a_clearing_without_a_trade_post():
    snap = with_pieces(river_corvids(), {5: {(R, "trade_post_rabbit"): 1}})
    assert rules.placement_refusal(snap, R, "trade_post_rabbit", 10) is None
    assert rules.placement_refusal(snap, R, "trade_post_fox", 10).code == "retry.wrong_suit"
    why = rules.placement_refusal(snap, R, "trade_post_rabbit", 5)
    assert (why.rule, why.code) == (rules.RULING_ONE_TOKEN_FAMILY, "retry.one_per_clearing")
    assert refused(snap, edits.AddPiece(faction=R, piece="trade_post_fox", place=10)) == "edit.wrong_suit"
    assert refused(snap, edits.AddPiece(faction=R, piece="trade_post_rabbit", place=5)) == "edit.one_trade_post"
    # Trade posts are tokens: they take no building slot, so a full clearing still takes one.
    full = with_pieces(river_corvids(), {1: {(M, "keep"): 1}, 3: {(M, "sawmill"): 1}})
    assert edits.apply_edit(full, edits.AddPiece(faction=R, piece="trade_post_rabbit", place=3)).place(3).count(
        R, "trade_post_rabbit") == 1


def test_a_human_riverfolk_trade_post_removed_leaves_the_game():
    snap = with_pieces(river_corvids(), {5: {(R, "trade_post_rabbit"): 1}, 10: {(R, "trade_post_rabbit"): 1}})
    assert rules.in_supply(snap, R, "trade_post_rabbit") == 1
    after = edits.apply_edit(snap, edits.RemovePiece(faction=R, piece="trade_post_rabbit", place=5))
    assert after.faction(R).boxed == ("trade_post_rabbit",)
    assert rules.in_supply(after, R, "trade_post_rabbit") == 1  # not back in the supply
    assert rules.supply_total(after, R, "trade_post_rabbit") - rules.in_supply(after, R, "trade_post_rabbit") == 2
    # Moving one (a correction of where it stands) is not a removal.
    moved = edits.apply_edit(snap, edits.MovePiece(faction=R, piece="trade_post_rabbit", origin=5, dest=4))
    assert moved.faction(R).boxed == () and moved.place(4).count(R, "trade_post_rabbit") == 1


# -- plots (Law of Root, the Corvid Conspiracy; Law of Rootbotics 11.7) --------------------------
def test_one_plot_token_per_clearing_face_down_or_up():
    snap = with_pieces(river_corvids(), {5: {(C, "plot"): 1}, 6: {(C, "plot_raid"): 1}})
    for place in (5, 6):
        assert rules.placement_refusal(snap, C, "plot", place).code == "retry.one_per_clearing"
        assert refused(snap, edits.AddPiece(faction=C, piece="plot", place=place)) == "edit.one_plot"
    assert rules.placement_refusal(snap, C, "plot", 7) is None
    assert refused(snap, edits.MovePiece(faction=C, piece="plot", origin=5, dest=6)) == "edit.one_plot"


def test_a_face_up_snare_keeps_human_enemies_from_placing_in_or_moving_out():
    """11.7.2: enemy pieces may not be placed in a snared clearing nor moved out of it; the
    Corvids' own pieces may, and moving IN is allowed. Bots are not refused here (11.8.2)."""
    snap = with_pieces(river_corvids(), {5: {(C, "plot_snare"): 1, (C, "warrior"): 1, (R, "warrior"): 2},
                                         10: {(R, "warrior"): 1}})
    why = rules.placement_refusal(snap, R, "warrior", 5)
    assert (why.rule, why.code) == ("11.7.2", "retry.snared")
    assert rules.placement_refusal(snap, R, "trade_post_rabbit", 5).code == "retry.snared"
    assert rules.placement_refusal(snap, C, "warrior", 5) is None
    assert rules.placement_refusal(snap, M, "warrior", 5) is None  # the bot ignores it (11.8.2)
    assert refused(snap, edits.AddPiece(faction=R, piece="warrior", place=5)) == "edit.snared"
    assert refused(snap, edits.MovePiece(faction=R, piece="warrior", origin=5, dest=1)) == "edit.snared_out"
    into = edits.apply_edit(snap, edits.MovePiece(faction=R, piece="warrior", origin=10, dest=5))
    assert into.place(5).count(R, "warrior") == 3
    out = edits.apply_edit(snap, edits.MovePiece(faction=C, piece="warrior", origin=5, dest=1))
    assert out.place(1).count(C, "warrior") == 1


# -- Embedded Agents (Law of Root; 11.2.2 for the bot) ------------------------------------------
def test_embedded_agents_a_human_corvid_defends_with_an_extra_hit_where_a_face_down_plot_stands():
    """The Marquise bot battles the Corvids (4.5.1); dice 2-1: the Corvids deal 1 + 1 (Embedded
    Agents) and lose their warrior, then their plot; the Marquise scores the plot (1 VP)."""
    snap = with_pieces(marquise_game(humans=(R, C)), {
        1: {(M, "keep"): 1, (M, "warrior"): 1},
        5: {(M, "warrior"): 5, (C, "warrior"): 1, (C, "plot"): 1},
    }, ruins=())
    end, seen = play(snap, orders=[card("rabbit")], dice=[(2, 1)])
    battle = next(s for s in steps_of(seen) if isinstance(s.action, Battle))
    assert battle.action.defender == C and battle.action.defender_hits == 2
    assert ("law:Embedded Agents", "battle.defence_token_hit") in [(r.rule, r.code) for r in battle.reasons]
    assert {(r.faction, r.piece, r.count) for r in battle.action.removals} == {
        (C, "warrior", 1), (C, "plot", 1), (M, "warrior", 2)}
    assert battle.action.vp == ((M, 1),)
    assert end.place(5).count(C) == 0


def test_no_extra_hit_with_a_face_up_plot_only():
    snap = with_pieces(marquise_game(humans=(R, C)), {
        1: {(M, "keep"): 1, (M, "warrior"): 1},
        5: {(M, "warrior"): 5, (C, "warrior"): 1, (C, "plot_snare"): 1},
    }, ruins=())
    _, seen = play(snap, orders=[card("rabbit")], dice=[(2, 1)])
    battle = next(s for s in steps_of(seen) if isinstance(s.action, Battle))
    assert battle.action.defender == C and battle.action.defender_hits == 1


# -- a human Corvid's reveal and another human's exposure attempt ---------------------------------
def test_a_human_corvid_reveals_a_plot_the_table_says_what_it_shows():
    snap = with_pieces(river_corvids(), {5: {(C, "plot"): 1, (C, "warrior"): 1}, 6: {(C, "plot_snare"): 1},
                                         7: {(C, "plot_snare"): 1}})
    after = edits.apply_edit(snap, edits.RevealPlot(clearing=5, face="plot_raid"))
    assert after.place(5).count(C, "plot") == 0 and after.place(5).count(C, "plot_raid") == 1
    assert rules.in_supply(after, C, "plot") == rules.in_supply(snap, C, "plot")  # the same token, turned
    # Law of Root: 1 VP per face-up plot on the map, this one included (the two snares and the raid).
    assert after.faction(C).vp == snap.faction(C).vp + 3
    # Both snares are already face up: the token cannot be a third.
    assert refused(snap, edits.RevealPlot(clearing=5, face="plot_snare")) == "plots.face_all_up"
    assert refused(snap, edits.RevealPlot(clearing=6, face="plot_bomb")) == "edit.no_face_down_plot"


def test_a_bot_corvids_plots_are_not_revealed_by_this_edit():
    seats = (SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")), SeatConfig(faction=R))
    snap = game.new_game(GameConfig(seats=seats, seed=1, keep_corner=1))
    assert refused(snap, edits.RevealPlot(clearing=5, face="plot_bomb")) == "edit.faction_not_in_game"


def test_a_human_corvid_bomb_removes_human_pieces_all_and_two_of_each_bot_then_leaves_the_map():
    """Law of Root's bomb with 11.8.1: the human Riverfolk lose everything there (their trade post
    boxed), the Marquise bot 2 pieces, warriors first; the Corvids score the flip (1 face-up plot)
    and 1 VP per enemy token or building removed (the trade post); the bomb then leaves the map."""
    snap = with_pieces(river_corvids(), {5: {(C, "plot"): 1, (C, "warrior"): 1, (R, "warrior"): 2,
                                             (R, "trade_post_rabbit"): 1, (M, "warrior"): 3}})
    after = edits.apply_edit(snap, edits.RevealPlot(clearing=5, face="plot_bomb"))
    assert after.place(5).count(R) == 0 and after.faction(R).boxed == ("trade_post_rabbit",)
    assert after.place(5).count(M, "warrior") == 1
    assert after.place(5).count(C, "warrior") == 1 and after.place(5).count(C, "plot_bomb") == 0
    assert after.faction(C).vp == snap.faction(C).vp + 1 + 1
    assert rules.in_supply(after, C, "plot") == rules.in_supply(snap, C, "plot") + 1


def test_exposure_right_guess_removes_the_plot_and_scores_the_guesser():
    snap = with_pieces(river_corvids(), {5: {(C, "plot"): 1, (C, "warrior"): 1, (R, "warrior"): 1}})
    after = edits.apply_edit(snap, edits.ExposePlot(clearing=5, by=R, guess="plot_raid", right=True))
    assert after.place(5).count(C, "plot") == 0
    assert after.faction(R).vp == snap.faction(R).vp + 1  # a removed enemy token (Law of Root)
    assert rules.in_supply(after, C, "plot") == rules.in_supply(snap, C, "plot") + 1
    # An exposed raid places no warriors (Law of Root; plots.RULING_FACE_DOWN_REMOVED).
    assert after.on_board(C, "warrior") == 1


def test_exposure_wrong_guess_changes_no_board_for_a_human_corvid():
    snap = with_pieces(river_corvids(), {5: {(C, "plot"): 1, (R, "warrior"): 1}})
    after = edits.apply_edit(snap, edits.ExposePlot(clearing=5, by=R, guess="plot_bomb", right=False))
    assert after == snap  # the Corvids take the card into their hand
    assert refused(snap, edits.ExposePlot(clearing=5, by=C, guess="plot_bomb", right=True)) == "edit.own_plot"
    assert refused(snap, edits.ExposePlot(clearing=5, by=M, guess="plot_bomb", right=True)) == "edit.not_a_human"
    assert refused(snap, edits.ExposePlot(clearing=6, by=R, guess="plot_bomb", right=True)) == "edit.no_face_down_plot"


# -- every bot on main against trade posts and plots ------------------------------------------
def test_marquise_battles_a_human_riverfolk_trade_post_and_scores_it():
    """4.5.1: the Riverfolk's trade post and warrior are enemy pieces; 2 hits take the warrior, then
    the trade post (Law of Root 4.3.3, forced: nothing else stands there); 1 VP; the post is boxed."""
    snap = with_pieces(marquise_game(humans=(R, C)), {
        1: {(M, "keep"): 1, (M, "warrior"): 1},
        5: {(M, "warrior"): 5, (R, "warrior"): 1, (R, "trade_post_rabbit"): 1},
    }, ruins=())
    end, seen = play(snap, orders=[card("rabbit")], dice=[(2, 0)])
    battle = next(s for s in steps_of(seen) if isinstance(s.action, Battle))
    assert (battle.action.clearing, battle.action.defender) == (5, R)
    assert {(r.piece, r.count) for r in battle.action.removals} == {("warrior", 1), ("trade_post_rabbit", 1)}
    assert battle.action.vp == ((M, 1),)
    assert end.place(5).count(R) == 0 and end.faction(R).boxed == ("trade_post_rabbit",)


def test_eyrie_battles_where_trade_posts_and_plots_stand_and_the_human_chooses_warriors_first():
    from .eyrie_scenario import eyrie_board

    snap = eyrie_board({8: {(E, "roost"): 1, (E, "warrior"): 1},
                        12: {(E, "warrior"): 3, (R, "warrior"): 1, (R, "trade_post_fox"): 1, (C, "plot"): 1}},
                       viziers=0, decree={}, humans=(R, C), keep_corner=None, ruins=())
    end, seen = play(snap, orders=[card("fox")], dice=[(2, 0)])
    battle = next(s for s in steps_of(seen) if isinstance(s.action, Battle))
    assert battle.action.clearing == 12 and battle.action.defender == R
    assert {(r.faction, r.piece, r.count) for r in battle.action.removals} == {
        (R, "warrior", 1), (R, "trade_post_fox", 1)}
    assert battle.action.vp == ((E, 1),)
    assert end.place(12).count(R) == 0 and end.faction(E).vp >= 1


def test_alliance_revolts_where_trade_posts_and_plots_make_most_enemy_pieces_and_scores_them():
    """Revolt (6.4.3): the ordered sympathetic clearing with most enemy pieces counts the trade post
    and the plot; both removed tokens score (Law of Root); the human trade post is boxed."""
    from .alliance_scenario import alliance_board

    snap = alliance_board({5: {(A, "sympathy"): 1, (R, "warrior"): 1, (R, "trade_post_rabbit"): 1, (C, "plot"): 1},
                           10: {(A, "sympathy"): 1, (C, "warrior"): 2}},
                          humans=(R, C), marquise=False)
    end, seen = play(snap, orders=[card("rabbit", name="Cobbler")])
    revolt = next(s for s in steps_of(seen) if s.reasons[0].code == "revolt.revolt")
    assert revolt.reasons[0].param("clearing") == 5
    assert next(r for r in revolt.reasons if r.code == "revolt.most_enemy_pieces").param("value") == 3
    removed = revolt.action.parts[0]
    assert {(r.faction, r.piece) for r in removed.removals} == {(R, "warrior"), (R, "trade_post_rabbit"), (C, "plot")}
    assert removed.vp == ((A, 2),)
    assert end.place(5).count(R) == 0 and end.place(5).count(C) == 0
    assert end.faction(R).boxed == ("trade_post_rabbit",)


def test_vagabot_goes_for_the_most_buildings_and_tokens_and_scores_a_trade_post():
    from .vagabot_scenario import V as VB
    from .vagabot_scenario import scene, vagabot_game

    snap = scene(vagabot_game(humans=(R, C), character="arbiter"), "F2-6-10-11-12", {
        6: {(R, "warrior"): 2},
        11: {(R, "warrior"): 1, (R, "trade_post_mouse"): 1},
        2: {(C, "warrior"): 1, (C, "plot"): 1},
    }, vp={R: 5, C: 2}, ready=4)
    end, seen = play(snap, orders=[card("rabbit")], dice=[(3, 0)] * 3)
    move = next(s for s in steps_of(seen) if "battle.nearest" in [r.code for r in s.reasons])
    assert move.action.parts[0].dest == 11
    assert {r.code: r for r in move.reasons}["battle.dest_most_buildings_tokens"].param("targets") == (11,)
    battles = [s.action for s in steps_of(seen) if isinstance(s.action, Battle)]
    assert {(b.defender, b.clearing) for b in battles} == {(R, 11)}
    removed = [(r.piece, r.count) for b in battles for r in b.removals if r.faction == R]
    assert removed[0] == ("warrior", 1) and ("trade_post_mouse", 1) in removed  # warriors first
    # 7.5.4: the Vagabot scores a removed warrior; the Law of Root, the trade post.
    assert sum(dict(b.vp).get(VB, 0) for b in battles) == 2
    assert end.place(11).count(R) == 0 and end.faction(R).boxed == ("trade_post_mouse",)


def test_lizards_crusade_battles_a_lone_trade_post_and_scores_it():
    """8.4.2.II: a clearing with 2+ Lizard warriors and an enemy piece (a trade post is one): the
    Riverfolk defend with no warrior; the post goes for 1 VP and is boxed."""
    from tablebot.games.root.state import LizardsCursor

    from .lizards_scenario import L, lizards_board

    snap = lizards_board({7: {(L, "warrior"): 3, (R, "trade_post_mouse"): 1}}, acolytes=1, conspiracy=0,
                         humans=(R, C))
    cur = LizardsCursor(phase="conspire", order_suit=card("mouse").suit)
    snap = snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})})
    end, seen = play(snap, dice=[(1, 0)], until_end=False, max_steps=4)
    battle = next(s for s in steps_of(seen) if isinstance(s.action, Battle))
    assert (battle.action.clearing, battle.action.defender) == (7, R)
    assert {(r.faction, r.piece) for r in battle.action.removals} == {(R, "trade_post_mouse")}
    assert dict(battle.action.vp)[L] == 1
    assert end.faction(R).boxed == ("trade_post_mouse",)


def test_duchy_digs_toward_trade_posts_and_plots_on_a_bird_order_and_battles_them():
    """10.5.1 on a bird order: the clearing with most enemy buildings and tokens counts a trade post
    and a plot; 10.5.2: its battle takes the Corvids' warrior then their plot, 1 VP."""
    from .duchy_scenario import D, duchy_board
    from .test_duchy_rules import B, run, step

    snap = duchy_board({B: {(D, "warrior"): 4}, 7: {(R, "trade_post_mouse"): 1, (C, "plot"): 1},
                        3: {(R, "trade_post_rabbit"): 1}}, humans=(R, C))
    s = step(snap, "daylight_dig", "bird")
    assert s.action.parts[0].targets == ((7, 1),)
    assert ("10.5.1", "dig.most_enemy_buildings_tokens") in [(r.rule, r.code) for r in s.reasons]
    snap = duchy_board({8: {(D, "warrior"): 3, (C, "warrior"): 1, (C, "plot_raid"): 1}}, humans=(R, C))
    snap, seen = run(snap, "daylight_battle", until="daylight_build", dice=[(2, 0)])
    battle = next(s for s in seen if isinstance(s.action, Battle))
    assert (battle.action.clearing, battle.action.defender) == (8, C)
    assert {(r.piece, r.count) for r in battle.action.removals if r.faction == C} == {("warrior", 1), ("plot_raid", 1)}
    assert battle.action.vp == ((D, 1),)


# -- `tablebot simulate` with six seats: every faction as a bot and as a human (issue 11, Tests) ----
def six_seat_tables() -> list[str]:
    """--seats for tables of six (three bots, three humans) that together seat every faction of the
    eight as a human and every faction with a bot (bots.available_bots(): the new bots join once
    merged) as a bot."""
    from tablebot.games.root.bots import BOTS, available_bots
    from tablebot.games.root.factions import SETUP_ORDER

    botted = list(dict.fromkeys(BOTS[b] for b in available_bots()))
    groups = [botted[i:i + 3] for i in range(0, len(botted), 3)]
    while len(groups) * 3 < len(SETUP_ORDER):
        groups.append(botted[len(groups) % len(botted):][:3] or botted[:3])
    groups = [g + [f for f in botted if f not in g][:3 - len(g)] for g in groups]
    to_seat = list(SETUP_ORDER)
    tables = []
    for i, bots in enumerate(groups):
        # The factions with fewest later tables free to seat them as humans go first.
        def later(f: str, i: int = i) -> int:
            return sum(f not in g for g in groups[i + 1:])

        humans = sorted((f for f in to_seat if f not in bots), key=lambda f: (later(f), SETUP_ORDER.index(f)))[:3]
        humans += [f for f in SETUP_ORDER if f not in bots and f not in humans][:3 - len(humans)]
        to_seat = [f for f in to_seat if f not in humans]
        tables.append(",".join([f"{b}:bot" for b in bots] + humans))
    assert not to_seat
    return tables


def simulate(capsys, *argv: str) -> dict:
    import json

    from tablebot import cli

    assert cli.main(["simulate", *argv]) == 0
    return json.loads(capsys.readouterr().out)


def test_six_seat_tables_seat_every_faction_as_a_bot_and_as_a_human():
    from tablebot.games.root.bots import BOTS, available_bots
    from tablebot.games.root.factions import SETUP_ORDER

    seated = [dict(p.partition(":")[::2] for p in t.split(",")) for t in six_seat_tables()]
    assert all(len(t) == 6 for t in seated)
    assert {f for t in seated for f, who in t.items() if not who} == set(SETUP_ORDER)
    assert {f for t in seated for f, who in t.items() if who} == {BOTS[b] for b in available_bots()}


@pytest.mark.parametrize("table", six_seat_tables())
def test_six_seats_play_ten_seeded_rounds_without_a_problem(capsys, table):
    """Seeded ten-round games: every snapshot passes the save checks, no bot step is cut down, the
    bots battle; a game stops early only when someone reached 30 VP; a seed replays exactly."""
    for seed in (2, 9):
        summary = simulate(capsys, "--seed", str(seed), "--rounds", "10", "--seats", table, "--human-edits", "4",
                           "--check", "--services-cards", "basic_and_advanced")
        assert summary["problems"] == [], (table, seed)
        assert len(summary["humans"]) == 3 and len(summary["bots"]) == 3
        assert summary["battles"] > 5
        if summary["over"]:
            assert max(summary["vp"].values()) >= 30
        else:
            assert summary["round_reached"] == 11 and summary["bot_turns"] == 30
        if R in summary["humans"] or R in summary["bots"]:
            # The table's Services cards (9.7) have the other bots buy from the Riverfolk.
            assert summary["actions"].get("services_bought", 0) > 0, (table, seed)
        if R in summary["humans"]:
            assert set(summary["placed_by_humans"][R]) & {"trade_post_fox", "trade_post_rabbit", "trade_post_mouse"}
        if C in summary["humans"]:
            assert summary["placed_by_humans"][C] == {"plot": summary["placed_by_humans"][C]["plot"]}
    assert simulate(capsys, "--seed", "9", "--rounds", "10", "--seats", table, "--human-edits", "4",
                    "--check", "--services-cards", "basic_and_advanced") == summary


def test_simulated_humans_reveal_expose_and_lose_trade_posts_and_plots_to_the_bots(capsys):
    """Across the tables the bots battled trade posts and plots off the map, and the human Corvids'
    plots were revealed (faces on the map or removed) while other humans tried to expose them."""
    removed: dict[str, set[str]] = {}
    faces: set[str] = set()
    for table in six_seat_tables():
        if R not in table.split(",") and C not in table.split(","):
            continue
        for seed in (2, 9):
            summary = simulate(capsys, "--seed", str(seed), "--rounds", "10", "--seats", table,
                               "--human-edits", "4")
            for faction, kinds in summary["removed_by_bots"].items():
                removed.setdefault(faction, set()).update(kinds)
            faces |= {k for k in summary["others_on_board"].get(C, {}) if k.startswith("plot_")}
            faces |= {k for k in summary["removed_by_bots"].get(C, {}) if k.startswith("plot_")}
    assert removed[R] & {"trade_post_fox", "trade_post_rabbit", "trade_post_mouse"}
    assert removed[C] & {"plot", "plot_bomb", "plot_snare", "plot_extortion", "plot_raid"}
    assert faces


# -- the hidden Root scenarios: a human Riverfolk with trade posts against the Marquise and the Eyrie --
def test_a_saved_human_riverfolk_with_trade_posts_against_the_marquise_and_eyrie_plays_a_bot_turn():
    """tests/data/scenarios/riverfolk_human_vs_bots.json (made by make_scenarios.py) loads as saved:
    trade posts of each suit, Payments out of the bots' supplies; the Marquise's turn on a fox order
    battles the lone fox trade post and scores it; the post leaves the game."""
    from pathlib import Path

    from tablebot.core.save import load_game

    path = Path(__file__).resolve().parents[2] / "data" / "scenarios" / "riverfolk_human_vs_bots.json"
    snap = load_game(path).snapshot
    assert [(f.id, f.is_bot) for f in snap.factions] == [(M, True), (E, True), (R, False)]
    assert {k: snap.on_board(R, k) for k in ("trade_post_fox", "trade_post_rabbit", "trade_post_mouse")} == {
        "trade_post_fox": 1, "trade_post_rabbit": 1, "trade_post_mouse": 1}
    assert snap.in_payments(E, "warrior") == 2 and snap.in_payments(M, "warrior") == 1
    assert rules.in_supply(snap, E, "warrior") == 20 - snap.on_board(E, "warrior") - 2
    end, seen = play(snap, orders=[card("fox")], dice=[(3, 0)] * 4)
    battles = [s.action for s in steps_of(seen) if isinstance(s.action, Battle)]
    hit = [b for b in battles if b.clearing == 6]
    assert hit and hit[0].defender == R
    assert (R, "trade_post_fox", 1) in {(r.faction, r.piece, r.count) for r in hit[0].removals}
    assert dict(hit[0].vp)[M] >= 1
    assert end.on_board(R, "trade_post_fox") == 0 and end.faction(R).boxed == ("trade_post_fox",)
    assert end.in_payments(E, "warrior") == 2  # the bot's turn leaves the human's Payments alone


def test_exposure_against_the_corvid_bot_a_wrong_guess_scores_the_bot_one_vp():
    """The bot has no hand: the card a wrong guess gives it is discarded and it scores 1 VP (2.8.1);
    a right guess removes its face-down plot and scores the guesser."""
    from tablebot.games.root.bots import available_bots

    if "cogwheel_corvids" not in available_bots():
        pytest.skip("the Cogwheel Corvids bot joins with the corvids branch")
    seats = (SeatConfig(faction=C, bot=BotConfig(bot="cogwheel_corvids")), SeatConfig(faction=R))
    snap = with_pieces(game.new_game(GameConfig(seats=seats, seed=1)), {5: {(C, "plot"): 1, (R, "warrior"): 1}},
                       ruins=())
    wrong = edits.apply_edit(snap, edits.ExposePlot(clearing=5, by=R, guess="plot_bomb", right=False))
    assert wrong.faction(C).vp == snap.faction(C).vp + 1 and wrong.place(5).count(C, "plot") == 1
    right = edits.apply_edit(snap, edits.ExposePlot(clearing=5, by=R, guess="plot_bomb", right=True))
    assert right.place(5).count(C, "plot") == 0 and right.faction(R).vp == snap.faction(R).vp + 1
    assert refused(snap, edits.RevealPlot(clearing=5, face="plot_bomb")) == "edit.not_a_human"


def test_a_human_corvid_raid_removed_by_a_bot_battle_places_its_warriors():
    """11.7.4 (Law of Root: the raid): the Marquise bot's battle removes the human Corvids' face-up
    raid; a Corvid warrior goes to each clearing adjacent to it (5: clearings 1 and 2; 1 is the
    Keep's, where only the Marquise places, so only 2)."""
    snap = with_pieces(marquise_game(humans=(R, C)), {
        1: {(M, "keep"): 1, (M, "warrior"): 1},
        5: {(M, "warrior"): 5, (C, "plot_raid"): 1},
    }, ruins=())
    end, seen = play(snap, orders=[card("rabbit")], dice=[(2, 0)])
    battle = next(s for s in steps_of(seen) if isinstance(s.action, Battle))
    assert battle.action.defender == C and (C, "plot_raid", 1) in {
        (r.faction, r.piece, r.count) for r in battle.action.removals}
    assert end.place(5).count(C) == 0
    assert end.place(2).count(C, "warrior") == 1 and end.place(1).count(C, "warrior") == 0


def test_a_human_battle_against_the_corvid_bot_embedded_agents_and_its_raid():
    """HumanBattle: the human Riverfolk attack the Corvid bot where its face-down plot lies: the bot
    deals one extra hit (11.2.2); a raid removed places its warriors (11.7.4)."""
    from tablebot.games.root.bots import available_bots

    if "cogwheel_corvids" not in available_bots():
        pytest.skip("the Cogwheel Corvids bot joins with the corvids branch")
    seats = (SeatConfig(faction=C, bot=BotConfig(bot="cogwheel_corvids")), SeatConfig(faction=R))
    snap = with_pieces(game.new_game(GameConfig(seats=seats, seed=1)),
                       {5: {(C, "plot"): 1, (C, "warrior"): 1, (R, "warrior"): 3},
                        10: {(C, "plot_raid"): 1, (R, "warrior"): 2}}, ruins=())
    after = edits.apply_edit(snap, edits.HumanBattle(attacker=R, defender=C, clearing=5, dice=(1, 1)))
    assert after.place(5).count(R, "warrior") == 1  # 1 rolled + 1 Embedded Agents
    assert after.place(5).count(C, "warrior") == 0
    raided = edits.apply_edit(snap, edits.HumanBattle(attacker=R, defender=C, clearing=10, dice=(2, 0)))
    assert raided.place(10).count(C) == 0 and raided.faction(R).vp == snap.faction(R).vp + 1
    assert all(raided.place(c).count(C, "warrior") == 1 for c in (1, 2, 12))


def test_payments_of_a_faction_without_warriors_are_refused_not_a_crash():
    """Found by the conformance harness: the Vagabond has no warriors to lie in the Payments."""
    seats = (SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")), SeatConfig(faction=R),
             SeatConfig(faction=V))
    snap = game.new_game(GameConfig(seats=seats, seed=1, keep_corner=1))
    assert refused(snap, edits.SetPayments(faction=V, count=1)) == "edit.no_such_piece"

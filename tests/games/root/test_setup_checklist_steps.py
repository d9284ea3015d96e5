"""The setup checklist (issue 12): the table's setup in the Law's order, each bot's step naming the
pieces its own setup placed, and play held back until the list is done or skipped."""

from __future__ import annotations

import pytest

from tablebot.core.steps import HumanTurn, IllegalAnswer, IllegalEdit
from tablebot.games.root import game, setup_steps
from tablebot.games.root.actions import AskOrderCard, AskTable, RootPrompt, TableAnswer
from tablebot.games.root.setup import GameConfig, SeatConfig, new_game
from tablebot.games.root.state import BotConfig, RootSnapshot

MARQUISE_BOT = SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2"))


def _autumn() -> GameConfig:
    return GameConfig(seats=(MARQUISE_BOT, SeatConfig(faction="eyrie")), seed=3)


def _lake() -> GameConfig:
    """Four factions on the Lake: a bot Eyrie, a Vagabot, a human Lizard Cult, bot Riverfolk."""
    return GameConfig(map_id="lake", seed=5, seats=(
        SeatConfig(faction="riverfolk", bot=BotConfig(bot="riverfolk_robots")),
        SeatConfig(faction="lizards"),
        SeatConfig(faction="vagabond", bot=BotConfig(bot="vagabot", character="ranger")),
        SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie", difficulty="challenging"))))


def _codes(snap: RootSnapshot) -> list[str]:
    guide = snap.turn.setup_checklist
    assert guide is not None
    return [s.title.code for s in guide.steps]


def _on_map(snap: RootSnapshot, faction: str) -> dict[tuple[object, str], int]:
    return {(p.id, s.kind): s.count for p in snap.places for s in p.stacks if s.faction == faction}


def test_setup_checklist_marquise_bot_and_human_eyrie_in_the_laws_order() -> None:
    snap = setup_steps.guided_game(_autumn())
    assert _codes(snap) == ["setup.step.map", "setup.step.ruins", "setup.step.items", "setup.step.deck_base",
                            "setup.step.seats", *["setup.step.bot_part"] * 5, "setup.step.human"]
    steps = snap.turn.setup_checklist.steps  # type: ignore[union-attr]
    rules = [s.title.rule for s in steps]
    assert rules == ["law:A.1", "law:5.1.4", "law:5.1.5", "law:A.2", "law:A.4",
                     "4.3.2", "4.3.3", "4.3.4", "4.3.4", "4.3.4", "law:7.3"]
    # The Marquise bot's setup is five steps, one per line it logged, together exactly the pieces
    # its own setup put on the map: the Keep, the garrison (12 warriors, 11 clearings), each building.
    keep, garrison, *buildings = steps[5:10]
    assert {s.faction for s in steps[5:10]} == {"marquise"}
    placed: dict[tuple[object, str], int] = {}
    for step in steps[5:10]:
        for p in step.placed:
            placed[(p.place, p.kind)] = placed.get((p.place, p.kind), 0) + p.count
    assert placed == _on_map(new_game(_autumn()), "marquise")
    [keep_line] = keep.lines
    assert keep_line.rule == "4.3.2" and [(p.place, p.kind, p.count) for p in keep.placed] == [
        (keep_line.param("clearing"), "keep", 1)]
    assert {p.kind for p in garrison.placed} == {"warrior"} and sum(p.count for p in garrison.placed) == 12
    assert [r.rule for r in garrison.lines] == ["4.3.3"] and len(garrison.places) == 11
    for step in buildings:
        [line] = step.lines
        assert [(p.place, p.kind, p.count) for p in step.placed] == [(line.param("clearing"), line.param("piece"), 1)]
    assert sorted(p.kind for s in buildings for p in s.placed) == ["recruiter", "sawmill", "workshop"]
    assert [(s.title.param("part"), s.title.param("parts")) for s in steps[5:10]] == [(n, 5) for n in range(1, 6)]
    # The human Eyrie follows the Law of Root 7.3, step by step, in a corner clearing.
    eyrie = steps[10]
    assert [r.rule for r in eyrie.lines] == ["law:7.3.1", "law:7.3.2", "law:7.3.3", "law:7.3.4", "law:7.3.5"]
    # Its corner: no other player's starting corner and, if possible, diagonally opposite one (Law of
    # Root 7.3.2): the Keep is in 2, so the board marks 4 alone.
    keep = next(p.id for p in snap.places if p.count("marquise", "keep"))
    assert keep == 2 and eyrie.places == (4,) and eyrie.placed == ()
    # Ruins on Autumn's four R slots; reach 10 + 7 meets the 17 the Law recommends for two players.
    assert steps[1].places == (6, 10, 11, 12) and steps[1].ruins
    reach = next(r for r in steps[4].lines if r.rule == "law:5.2")
    assert reach.code == "setup.reach_met" and reach.param("total") == 17 and reach.param("minimum") == 17
    # One human: the dominance cards leave the deck (3.4) and each human draws three.
    assert [r.code for r in steps[3].lines] == ["setup.dominance_removed", "setup.hands"]


def test_setup_checklist_four_factions_on_the_lake_with_a_vagabot() -> None:
    config = _lake()
    snap = setup_steps.guided_game(config)
    steps = snap.turn.setup_checklist.steps  # type: ignore[union-attr]
    # Factions in setup order (Eyrie B, Vagabond D, Lizards F, Riverfolk G), not seat order; the
    # Riverfolk's and its five Market cards come last, as the first prompts of play.
    factions = [s.faction for s in steps[5:-1]]
    assert list(dict.fromkeys(factions)) == ["eyrie", "vagabond", "lizards", "riverfolk"]
    eyrie = [s for s in steps if s.faction == "eyrie"]
    vagabot = [s for s in steps if s.faction == "vagabond"]
    [lizards] = [s for s in steps if s.faction == "lizards"]
    assert lizards.title.code == "setup.step.human"
    assert {s.title.code for s in eyrie + vagabot} <= {"setup.step.bot_part", "setup.step.bot_part_off_map"}
    assert steps[-1].title.code == "setup.step.draws"
    assert [(r.rule, r.param("count")) for r in steps[-1].lines] == [("9.3.5", 5)]
    # The map: the suit markers laid (four of each) and the ferry in its coastal corner.
    lines = {r.code: r for r in steps[0].lines}
    markers = lines["setup.suit_markers"]
    assert [len(markers.param(s)) for s in ("fox", "mouse", "rabbit")] == [4, 4, 4]
    assert lines["setup.ferry"].param("clearing") == snap.ferry == 1 and steps[0].places == (1,)
    # The Vagabot's steps: its pawn in the forest its setup chose (the 7.3.2 step, the only one with a
    # piece), and each item under a ruin its own step, marking that ruin.
    [pawn] = [s for s in vagabot if s.placed]
    assert pawn.title.rule == "7.3.2" and [(p.place, p.kind) for p in pawn.placed] == [
        (p.id, "pawn") for p in snap.places if p.count("vagabond", "pawn")]
    assert isinstance(pawn.placed[0].place, str) and pawn.places == (pawn.placed[0].place,)  # a forest
    ruin_items = [s for s in vagabot if s.lines[0].code == "setup.ruin_item"]
    assert sorted(s.places[0] for s in ruin_items) == list(steps[1].places)
    assert all(s.places == (s.lines[0].param("clearing"),) and s.placed == () for s in ruin_items)
    assert [r.rule for r in steps[1].lines] == ["7.3.4"]  # the ruins step points to the Vagabot's
    # The Eyrie bot's roost and six warriors (5.3.2), then its Decree (5.3.3, then the Challenging
    # card's Ambush) as steps with nothing on the map; the card among the seats step's lines.
    assert [s.title.rule for s in eyrie] == ["5.3.2", "5.3.3", "difficulty:challenging"]
    assert sorted((p.kind, p.count) for p in eyrie[0].placed) == [("roost", 1), ("warrior", 6)]
    assert eyrie[1].placed == eyrie[2].placed == () and eyrie[1].places == eyrie[2].places == ()
    assert any(r.code == "setup.bot_difficulty" and r.param("faction") == "eyrie" for r in steps[4].lines)
    reach = next(r for r in steps[4].lines if r.rule == "law:5.2")
    assert (reach.code, reach.param("total"), reach.param("minimum")) == ("setup.reach_below", 19, 21)
    # The human Lizards are shown the corner they may start in: the bot Eyrie started in 4, so the
    # corner opposite it, 3 (Law of Root 10.3.2); nothing is placed for them.
    assert snap.place(4).count("eyrie", "roost") == 1
    assert lizards.places == (3,) and lizards.placed == ()


def test_setup_checklist_is_the_same_game_as_new_game() -> None:
    for config in (_autumn(), _lake()):
        plain = new_game(config)
        guided = setup_steps.guided_game(config)
        assert guided.model_copy(update={"turn": plain.turn}) == plain
        assert plain.turn.setup_checklist is None


def _done(snap: RootSnapshot, chosen: str = setup_steps.DONE) -> RootSnapshot:
    prompt = game.next_step(snap)
    assert isinstance(prompt, RootPrompt) and isinstance(prompt.question, AskTable)
    assert prompt.question.topic == setup_steps.TOPIC
    return game.answer(snap, prompt, TableAnswer(chosen=(chosen,)))


def test_setup_checklist_holds_play_until_done_then_the_setup_draws_then_the_first_turn() -> None:
    snap = setup_steps.guided_game(_lake())
    total = len(snap.turn.setup_checklist.steps)  # type: ignore[union-attr]
    with pytest.raises(IllegalEdit):
        game.end_human_turn(snap)
    for n in range(total):
        prompt = game.next_step(snap)
        assert isinstance(prompt, RootPrompt) and dict(prompt.question.params)["number"] == n + 1  # type: ignore[union-attr]
        assert prompt.reasons[0] == snap.turn.setup_checklist.steps[n].title  # type: ignore[union-attr]
        snap = _done(snap)
    assert snap.turn.setup_checklist is None
    first = game.next_step(snap)
    assert isinstance(first, RootPrompt) and isinstance(first.question, AskOrderCard)
    assert first.question.purpose == "setup" and first.actor == "riverfolk"


def test_setup_checklist_skip_starts_play_at_once() -> None:
    snap = setup_steps.guided_game(_autumn())
    snap = _done(_done(snap), setup_steps.SKIP)
    assert snap.turn.setup_checklist is None
    assert snap.turn == new_game(_autumn()).turn
    assert not isinstance(game.next_step(snap), HumanTurn)  # the Marquise bot's first turn


def test_setup_checklist_refuses_other_answers() -> None:
    snap = setup_steps.guided_game(_autumn())
    prompt = game.next_step(snap)
    assert isinstance(prompt, RootPrompt)
    with pytest.raises(IllegalAnswer):
        game.answer(snap, prompt, TableAnswer(chosen=()))
    with pytest.raises(IllegalAnswer):
        game.answer(snap, prompt, TableAnswer(chosen=("done", "skip")))


def test_setup_checklist_board_shows_each_step_as_it_happens() -> None:
    snap = setup_steps.guided_game(_autumn())
    # Step 1 (the map): no ruins yet, none of the Marquise bot's pieces.
    shown = setup_steps.shown(snap)
    assert not any(p.ruins for p in shown.places) and _on_map(shown, "marquise") == {}
    snap = _done(snap)  # step 2: the ruins, marked
    shown = setup_steps.shown(snap)
    assert [p.id for p in shown.places if p.ruins] == [6, 10, 11, 12]
    assert setup_steps.marked(snap) == (6, 10, 11, 12) and _on_map(shown, "marquise") == {}
    for _ in range(4):
        snap = _done(snap)
    # Steps 6-10: the Marquise bot's setup drawn line by line, each step's clearings marked: the
    # Keep alone (4.3.2), then the garrison with it (4.3.3), then one building at a time (4.3.4).
    final = _on_map(snap, "marquise")
    seen: list[dict[tuple[object, str], int]] = []
    for rule in ("4.3.2", "4.3.3", "4.3.4", "4.3.4", "4.3.4"):
        step = setup_steps.current(snap)
        assert step is not None and step.faction == "marquise" and step.title.rule == rule
        assert set(setup_steps.marked(snap)) == {p.place for p in step.placed}
        seen.append(_on_map(setup_steps.shown(snap), "marquise"))
        snap = _done(snap)
    keep, garrison, *buildings = seen
    assert sorted(kind for (_, kind) in keep) == ["keep"]
    assert sorted({kind for (_, kind) in garrison}) == ["keep", "warrior"]
    assert sum(n for (_, kind), n in garrison.items() if kind == "warrior") == 12
    assert [len({kind for (_, kind) in b} - {"keep", "warrior"}) for b in buildings] == [1, 2, 3]
    assert buildings[-1] == final
    # The human Eyrie's step: the whole board as it is.
    assert setup_steps.shown(snap) == snap
    snap = _done(snap)
    assert snap.turn.setup_checklist is None and setup_steps.shown(snap) == snap and setup_steps.marked(snap) == ()


def test_setup_checklist_survives_a_save() -> None:
    snap = _done(_done(setup_steps.guided_game(_lake())))
    again = RootSnapshot.model_validate_json(snap.model_dump_json())
    assert again == snap and again.turn.setup_checklist.done == 2  # type: ignore[union-attr]


def _every_bot(map_id: str, seed: int) -> tuple[GameConfig, ...]:
    """Every bot of the eight, in two four-faction games, and an Eyrie bot facing a human
    Marquise whose Keep the table named (5.3.2) beside Lizards and a Duchy avoiding it."""
    def bot(faction: str, bot_id: str, difficulty: str = "normal") -> SeatConfig:
        return SeatConfig(faction=faction, bot=BotConfig(bot=bot_id, difficulty=difficulty))  # type: ignore[arg-type]

    hard = ("easy", "normal", "challenging", "nightmare")[seed % 4]
    return (
        GameConfig(map_id=map_id, seed=seed, seats=(
            MARQUISE_BOT, bot("eyrie", "electric_eyrie", hard), bot("alliance", "automated_alliance"),
            bot("vagabond", "vagabot"))),
        GameConfig(map_id=map_id, seed=seed, seats=(
            bot("lizards", "logical_lizards"), bot("riverfolk", "riverfolk_robots"),
            bot("duchy", "drillbit_duchy"), bot("corvids", "cogwheel_corvids"))),
        GameConfig(map_id=map_id, seed=seed, keep_corner=1 + seed % 4, seats=(
            SeatConfig(faction="marquise"), bot("eyrie", "electric_eyrie"), bot("lizards", "logical_lizards"),
            bot("duchy", "drillbit_duchy"))),
    )


@pytest.mark.parametrize("map_id", ["autumn", "winter", "lake", "mountain"])
def test_setup_checklist_each_bot_line_is_a_step_placing_exactly_what_it_placed(map_id: str) -> None:
    """Every bot on every map: one step per line its setup logged (a line explaining the one before,
    the Pass winning a choice, 12.2.2, shown with it); each piece the setup placed belongs to exactly
    one of its steps, placed where that step's line says; together they are exactly the setup."""
    bots_seen: set[str] = set()
    for seed in range(3):
        for config in _every_bot(map_id, seed):
            stages: list[tuple[str, RootSnapshot, RootSnapshot]] = []
            new_game(config, observe=lambda fid, before, after, seen=stages: seen.append((fid, before, after)))
            snap = setup_steps.guided_game(config)
            steps = snap.turn.setup_checklist.steps  # type: ignore[union-attr]
            for fid, before, after in stages:
                if after.faction(fid).bot is None:
                    continue
                bots_seen.add(fid)
                parts = [s for s in steps if s.faction == fid]
                logged = after.log[len(before.log):]
                assert [line for s in parts for line in s.lines] == list(logged)
                assert len(parts) == len([r for r in logged if r.code not in setup_steps.EXPLAINING])
                assert all(s.title.code in ("setup.step.bot_part", "setup.step.bot_part_off_map") for s in parts)
                added = {(p.id, s.kind): s.count - before.place(p.id).count(fid, s.kind)
                         for p in after.places for s in p.stacks if s.faction == fid}
                added = {k: n for k, n in added.items() if n > 0}
                owners: dict[tuple[object, str], list[int]] = {}
                for i, step in enumerate(parts):
                    line = step.lines[0]
                    named = {v for k, v in line.params for v in (v if isinstance(v, tuple) else (v,))
                             if k in ("clearing", "targets", "forest", "adjacent")}
                    for p in step.placed:
                        owners.setdefault((p.place, p.kind), []).append(i)
                        assert added.get((p.place, p.kind)) == p.count
                        assert p.place in named or line.code == "setup.garrison", (line, p)
                    assert step.places == tuple(dict.fromkeys(p.place for p in step.placed)) or not step.placed
                    assert (step.title.code == "setup.step.bot_part") == bool(step.placed)
                assert set(owners) == set(added) and all(len(o) == 1 for o in owners.values()), (fid, owners)
    assert bots_seen == {"marquise", "eyrie", "alliance", "vagabond", "lizards", "riverfolk", "duchy", "corvids"}


def test_setup_checklist_pass_explains_the_corvids_step_on_the_mountain() -> None:
    """The Mountain's Pass counts as the lowest priority (12.2.2): the line saying so is shown in the
    Corvids' 11.3.2 step, not as a step of its own."""
    found = False
    for seed in range(6):
        for config in _every_bot("mountain", seed):
            steps = setup_steps.guided_game(config).turn.setup_checklist.steps  # type: ignore[union-attr]
            for step in steps:
                if any(r.code == "choice.pass_lowest" for r in step.lines):
                    assert step.faction == "corvids" and step.lines[0].code == "corvids.setup"
                    assert step.title.rule == "11.3.2" and step.lines[1].param("clearing") in step.places
                    found = True
    assert found


def test_setup_checklist_a_setup_line_it_cannot_read_keeps_the_bot_one_step(monkeypatch: pytest.MonkeyPatch) -> None:
    """A setup line placing pieces that SETUP_PLACES does not know (a newer bot): the bot's setup
    stays one step with all its pieces, so the board never shows a piece at the wrong step."""
    monkeypatch.setattr(setup_steps, "SETUP_PLACES",
                        {k: v for k, v in setup_steps.SETUP_PLACES.items() if k != "setup.building"})
    snap = setup_steps.guided_game(_autumn())
    steps = snap.turn.setup_checklist.steps  # type: ignore[union-attr]
    [marquise] = [s for s in steps if s.faction == "marquise"]
    assert marquise.title.code == "setup.step.bot" and sum(p.count for p in marquise.placed) == 16
    assert [r.rule for r in marquise.lines] == ["4.3.2", "4.3.3", "4.3.4", "4.3.4", "4.3.4"]
    # That is also how a game saved before the setup had a step per line reads: the board draws
    # the bot's whole setup at its one step, nothing before it.
    for _ in range(5):
        assert _on_map(setup_steps.shown(snap), "marquise") == {}
        snap = _done(snap)
    assert setup_steps.current(snap) == marquise and setup_steps.shown(snap) == snap


def _human_step_places(config: GameConfig, faction: str) -> tuple[object, ...]:
    _, listed = setup_steps.checklist(config)
    return next(s.places for s in listed.steps if s.faction == faction and s.title.code == "setup.step.human")


def test_setup_checklist_marks_only_the_corners_a_human_may_start_in() -> None:
    """A bot Marquise keeps clearing 1 (4.3.2, the table named it): a human Lizard Cult starts in no
    other player's starting corner and, if possible, diagonally opposite one (Law of Root), so the
    board marks corner 3 alone, not the Keep's corner 1 nor 2 and 4."""
    config = GameConfig(seed=3, keep_corner=1, seats=(
        SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")), SeatConfig(faction="lizards")))
    assert _human_step_places(config, "lizards") == (3,)


def test_setup_checklist_never_marks_the_keep_for_a_human_riverfolk() -> None:
    """The Keep's clearing takes no other faction's piece (4.2.1; Law of Root, the Keep): with the
    Keep in corner 4, a river clearing of Autumn, a human Riverfolk's marked river clearings leave it out."""
    config = GameConfig(seed=3, keep_corner=4, seats=(
        SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")), SeatConfig(faction="riverfolk")))
    places = _human_step_places(config, "riverfolk")
    assert 4 not in places and set(places) == {5, 7, 10, 11}

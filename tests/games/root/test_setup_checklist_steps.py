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
                            "setup.step.seats", "setup.step.bot", "setup.step.human"]
    steps = snap.turn.setup_checklist.steps  # type: ignore[union-attr]
    rules = [s.title.rule for s in steps]
    assert rules == ["law:A.1", "law:5.1.4", "law:5.1.5", "law:A.2", "law:A.4", "4.3", "law:7.3"]
    # The Marquise bot's step names exactly the pieces its own setup put on the map: the Keep, the
    # garrison (12 warriors, 11 clearings) and the three buildings.
    marquise = steps[5]
    assert marquise.faction == "marquise"
    placed = {(p.place, p.kind): p.count for p in marquise.placed}
    assert placed == _on_map(new_game(_autumn()), "marquise")
    assert sum(n for (_, kind), n in placed.items() if kind == "warrior") == 12
    assert sorted(kind for (_, kind) in placed if kind != "warrior") == ["keep", "recruiter", "sawmill", "workshop"]
    assert [r.rule for r in marquise.lines] == ["4.3.2", "4.3.3", "4.3.4", "4.3.4", "4.3.4"]
    # The human Eyrie follows the Law of Root 7.3, step by step, in a corner clearing.
    eyrie = steps[6]
    assert [r.rule for r in eyrie.lines] == ["law:7.3.1", "law:7.3.2", "law:7.3.3", "law:7.3.4", "law:7.3.5"]
    assert eyrie.places == (1, 2, 3, 4) and eyrie.placed == ()
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
    assert [s.faction for s in steps[5:9]] == ["eyrie", "vagabond", "lizards", "riverfolk"]
    assert _codes(snap)[5:8] == ["setup.step.bot", "setup.step.bot", "setup.step.human"]
    assert _codes(snap)[9] == "setup.step.draws"
    assert [(r.rule, r.param("count")) for r in steps[9].lines] == [("9.3.5", 5)]
    # The map: the suit markers laid (four of each) and the ferry in its coastal corner.
    lines = {r.code: r for r in steps[0].lines}
    markers = lines["setup.suit_markers"]
    assert [len(markers.param(s)) for s in ("fox", "mouse", "rabbit")] == [4, 4, 4]
    assert lines["setup.ferry"].param("clearing") == snap.ferry == 1 and steps[0].places == (1,)
    # The Vagabot's step: its pawn in the forest its setup chose, and the items under the ruins.
    vagabot = steps[6]
    assert [(p.place, p.kind) for p in vagabot.placed] == [
        (p.id, "pawn") for p in snap.places if p.count("vagabond", "pawn")]
    assert isinstance(vagabot.placed[0].place, str)  # a forest
    ruin_items = [r for r in vagabot.lines if r.code == "setup.ruin_item"]
    assert sorted(r.param("clearing") for r in ruin_items) == list(steps[1].places)
    assert [r.rule for r in steps[1].lines] == ["7.3.4"]  # the ruins step points to the Vagabot's
    # The Eyrie bot's roost and six warriors; its Challenging card among the seats step's lines.
    assert sorted((p.kind, p.count) for p in steps[5].placed) == [("roost", 1), ("warrior", 6)]
    assert any(r.code == "setup.bot_difficulty" and r.param("faction") == "eyrie" for r in steps[4].lines)
    reach = next(r for r in steps[4].lines if r.rule == "law:5.2")
    assert (reach.code, reach.param("total"), reach.param("minimum")) == ("setup.reach_below", 19, 21)
    # The human Lizards are shown the corners; nothing is placed for them.
    assert steps[7].places == (1, 2, 3, 4) and steps[7].placed == ()


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
    # Step 6: the Marquise bot's setup is drawn, its clearings marked.
    step = setup_steps.current(snap)
    assert step is not None and step.faction == "marquise"
    assert setup_steps.shown(snap) == snap
    assert set(setup_steps.marked(snap)) == {p.place for p in step.placed}
    # A piece the table added is drawn whatever the step (the hidden pieces are only the bots' later ones).
    snap = _done(_done(snap))
    assert snap.turn.setup_checklist is None and setup_steps.shown(snap) == snap and setup_steps.marked(snap) == ()


def test_setup_checklist_survives_a_save() -> None:
    snap = _done(_done(setup_steps.guided_game(_lake())))
    again = RootSnapshot.model_validate_json(snap.model_dump_json())
    assert again == snap and again.turn.setup_checklist.done == 2  # type: ignore[union-attr]

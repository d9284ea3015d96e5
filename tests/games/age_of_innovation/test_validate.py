"""The save loader's check of an Age of Innovation snapshot: what pydantic cannot see is named in words."""

from __future__ import annotations

from tablebot.games.age_of_innovation.board import builtin_map
from tablebot.games.age_of_innovation.setup import GameConfig, new_game
from tablebot.games.age_of_innovation.state import AoISnapshot, Bridge, Building, ScholarSpace
from tablebot.games.age_of_innovation.validate import problems

B = builtin_map("candidate_b")
PLAINS = tuple(h for h, t in B.cells if t == "plains")
LAKES = tuple(h for h, t in B.cells if t == "lake")
RIVER = next(h for h, t in B.cells if t == "river")


def _game(**kw: object) -> AoISnapshot:
    return new_game(GameConfig(seed=4, your_terrain="plains", automa_terrain="lake", your_workshops=PLAINS[:2],
                               automa_workshops=(LAKES[0], LAKES[1]), setup_card="*2", **kw))  # type: ignore[arg-type]


def _with(snap: AoISnapshot, **update: object) -> list[str]:
    return problems(snap.model_copy(update=update))


def test_a_new_game_has_no_problems_at_every_level_and_deck() -> None:
    for level in range(1, 6):
        for physical in (False, True):
            assert problems(_game(level=level, physical_deck=physical)) == []


def test_buildings_only_on_land_one_per_hex_within_the_supply() -> None:
    s = _game()
    assert any("river" in p for p in _with(s, buildings=(*s.buildings, Building(hex=RIVER, owner="human", kind="guild"))))
    assert any("one at most" in p for p in _with(s, buildings=(*s.buildings, Building(hex=PLAINS[0], owner="automa", kind="guild"))))
    ten = tuple(Building(hex=h, owner="human", kind="workshop") for h in PLAINS[:10])
    assert any("supply holds 9" in p for p in _with(s, buildings=ten))
    assert any("off the map" in p for p in _with(s, buildings=(Building(hex=(25, 39), owner="human", kind="workshop"),)))
    assert any("marked" in p for p in _with(s, buildings=(Building(hex=PLAINS[0], owner="human", kind="workshop", marked=True),)))
    assert any("not playing" in p for p in _with(s, buildings=(Building(hex=PLAINS[3], owner="human2", kind="workshop"),)))


def test_bridges_scholars_and_letters() -> None:
    s = _game()
    assert any("bridge spaces" in p for p in _with(s, bridges=(Bridge(ends=(PLAINS[0], PLAINS[1]), owner="human"),)))
    assert _with(s, bridges=(Bridge(ends=B.bridges[0], owner="human"),)) == []
    eight = tuple(ScholarSpace(discipline="law", value=2, occupant="human") for _ in range(8))
    assert any("each side has 7" in p for p in _with(s, scholar_spaces=eight))
    board = s.board.model_copy(update={"workshop_letters": (("lake", "A", RIVER),)})
    assert any("not a land hex" in p for p in _with(s, board=board))


def test_the_app_deck_holds_each_of_the_14_cards_once() -> None:
    s = _game()
    a = s.automas[0]
    dup = a.deck.model_copy(update={"draw": (*a.deck.draw, a.deck.reserve[0]), "draw_count": a.deck.draw_count + 1})
    found = _with(s, automas=(a.model_copy(update={"deck": dup}),))
    assert any("two places" in p for p in found) and any("not 14" in p for p in found)
    short = a.deck.model_copy(update={"reserve": a.deck.reserve[1:]})
    assert any("counts differ" in p for p in _with(s, automas=(a.model_copy(update={"deck": short}),)))
    fake = a.deck.model_copy(update={"action": "15"})
    assert any("do not exist" in p for p in _with(s, automas=(a.model_copy(update={"deck": fake}),)))


def test_the_turn_names_sides_playing_and_the_automa_keeps_its_own_terrain() -> None:
    s = _game()
    assert any("seat" in p for p in _with(s, turn=s.turn.model_copy(update={"seat": "human2"})))
    assert any("turn order" in p for p in _with(s, turn=s.turn.model_copy(update={"order": ("human",)})))
    assert any("player's terrain" in p for p in _with(s, automas=(s.automas[0].model_copy(update={"terrain": "plains"}),)))
    assert any("round bonus" in p for p in _with(s, humans=(s.humans[0].model_copy(update={"round_bonus": s.automas[0].round_bonus}),)))

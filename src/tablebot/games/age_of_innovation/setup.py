"""A new Age of Innovation game against the Automa (PRZYGOTOWANIE ROZGRYWKI).

Set up as a two-player game with the book's changes: the level card, the Automa's scoring tiles, you
start, your faction, the Automa's faction card and ATP card (its preferred terrain, other than yours;
drawn at random from the other six when not chosen: the book's "Wariant"), the five round bonuses (the
first to the Automa, then yours; a coin on each other one), the Automa's pieces and science advances,
VP 20, the initial workshops (yours first, then the Automa's two by a random decision card's letters,
then your second), and the Automa's deck by level. The app draws from the seeded RNG unless the table
uses its own cards (`physical_deck`); the setup log says what was drawn.

In the two-players-plus-Automa variant (GRA DWUOSOBOWA PLUS AUTOMA) the Automa plays the Simpletons,
starts third, and a sixth round bonus is dealt to it at random.
"""

from __future__ import annotations

from pydantic import Field

from ...core import rng as rngmod
from ...core.model import Frozen
from ...core.reasons import Reason, reason
from ...core.steps import EngineError
from . import rulebook as R
from .board import TERRAINS, BoardMap, Hex, MapFileError, Terrain, builtin_map, hex_label, load_map_file
from .cards import (
    ADVANCED_CARDS,
    DISCIPLINES,
    EASIEST_REMOVED_CARD,
    NIGHTMARE_CARD,
    STARTER_CARDS,
    FactionId,
    base_game,
    faction_setup_advances,
    printed_card,
    score_tiles,
)
from .state import (
    AoISnapshot,
    AutomaState,
    BoardState,
    Building,
    DeckState,
    HumanState,
    RoundBonus,
    ScholarSpace,
    Science,
    Side,
    TurnState,
)


class SetupError(EngineError):
    """A game that cannot be set up as asked."""


class GameConfig(Frozen):
    level: int = Field(default=2, ge=1, le=5)
    seed: int = 1
    physical_deck: bool = False
    """The table shuffles and draws its own decision cards and enters each card."""
    map_id: str = "candidate_b"
    """A shipped candidate board (board.BUILTIN_MAPS)."""
    map_file: str | None = None
    """A map file the player corrected and saved (wins over map_id)."""
    your_terrain: Terrain = "plains"
    second_terrain: Terrain | None = None
    """GRA DWUOSOBOWA PLUS AUTOMA: the second player's native terrain (None: solo)."""
    automa_faction: FactionId = "simpletons"
    automa_terrain: Terrain | None = None
    """PRZYGOTOWANIE 8: chosen (other than yours), or None to draw an ATP card at random (the Wariant)."""
    round_tiles: tuple[int, ...] | None = None
    """Rounds 1-5's scoring tiles as laid (None: the app deals them; the spade tile never in round 5)."""
    final_tile: int | None = None
    bonus_tiles: tuple[int, ...] = (1, 2, 3, 4, 5)
    """The round bonuses as laid in a row, left to right (the numbers are the table's; 6 in the variant)."""
    your_bonus: int = Field(default=1, ge=0)
    """Which one you take (an index into bonus_tiles; the first goes to the Automa)."""
    second_bonus: int | None = None
    power_actions: int = Field(default=6, ge=1, le=12)
    book_actions: int = Field(default=3, ge=1, le=12)
    innovation_spaces: int = Field(default=6, ge=1, le=18)
    your_workshops: tuple[Hex, ...] = ()
    """Your initial workshops as the table placed them (the first before the Automa's, the second after)."""
    second_workshops: tuple[Hex, ...] = ()
    automa_workshops: tuple[Hex, Hex] | None = None
    """The Automa's marked and unmarked initial workshops, when the map has no letters for them (the
    Initial Workshop Setup card is not transcribed): the table reads the card and enters the two hexes."""
    setup_card: str | None = None
    """The decision card the table drew for the Automa's workshop letters (physical deck)."""
    symbionts_youth: Terrain | None = None
    """The Symbionts' setup: their "youth" terrain, other than every side's (None: drawn at random)."""


def _board(config: GameConfig) -> BoardMap:
    if config.map_file:
        from pathlib import Path
        return load_map_file(Path(config.map_file))
    try:
        return builtin_map(config.map_id)
    except MapFileError:
        raise
    except OSError as exc:  # a missing shipped file is a broken install, said in words
        raise MapFileError("map.unreadable", origin=config.map_id, error=str(exc)) from exc


def round_tiles_refusal(tiles: tuple[int, ...], final: int | None) -> tuple[str, dict[str, object]] | None:
    """Why these round scoring tiles cannot lie on a table (PRZYGOTOWANIE 2), or None: five different
    tiles for rounds 1-5, the spade tile not in round 5, a final round tile (None: not checked)."""
    normal = sorted(t.tile for (is_final, _), t in score_tiles().items() if not is_final)
    finals = sorted(t.tile for (is_final, _), t in score_tiles().items() if is_final)
    if len(tiles) != 5 or len(set(tiles)) != 5 or any(t not in normal for t in tiles):
        return "setup.bad_round_tiles", {"tiles": tuple(tiles)}
    if score_tiles()[(False, tiles[4])].spade:
        return "setup.spade_tile_late", {"tile": tiles[4]}
    if final is not None and final not in finals:
        return "setup.bad_final_tile", {"tile": final}
    return None


def deal_tiles(config: GameConfig, rng: int) -> tuple[tuple[int, ...], int, int]:
    normal = sorted(t.tile for (final, _), t in score_tiles().items() if not final)
    finals = sorted(t.tile for (final, _), t in score_tiles().items() if final)
    if config.round_tiles is not None:
        refused = round_tiles_refusal(tuple(config.round_tiles), None)
        if refused is not None:
            raise SetupError(refused[0], **refused[1])
        tiles = tuple(config.round_tiles)
    else:
        while True:
            shuffled, rng = rngmod.shuffled(rng, normal)
            tiles = tuple(shuffled[:5])
            if not score_tiles()[(False, tiles[4])].spade:
                break
    if score_tiles()[(False, tiles[4])].spade:
        raise SetupError("setup.spade_tile_late", tile=tiles[4])
    if config.final_tile is not None:
        if config.final_tile not in finals:
            raise SetupError("setup.bad_final_tile", tile=config.final_tile)
        final = config.final_tile
    else:
        final, rng = rngmod.choice(rng, finals)
    return tiles, final, rng


def _deck(level: int, physical: bool, rng: int) -> tuple[DeckState, int, tuple[str, ...]]:
    """Przygotowanie talii Automy 1-4: the starters adjusted by level, shuffled; the reserve shuffled."""
    starters = list(STARTER_CARDS)
    advanced = [c for c in ADVANCED_CARDS if not (level == 5 and c == NIGHTMARE_CARD)]
    added_count = {1: 0, 2: 0, 3: 1, 4: 2, 5: 1}[level]
    if physical:
        size = len(starters) - (1 if level == 1 else 0) + added_count + (1 if level == 5 else 0)
        left = len(advanced) - added_count + (1 if level == 1 else 0)
        return DeckState(physical=True, draw_count=size, reserve_count=left), rng, ()
    shuffled_reserve, rng = rngmod.shuffled(rng, advanced)
    reserve = list(shuffled_reserve)
    if level == 1:
        starters.remove(EASIEST_REMOVED_CARD)
        reserve.insert(0, EASIEST_REMOVED_CARD)  # "na wierzchu talii Rezerwowej": added at the end of round 1
    added = reserve[:added_count]  # "Dodaj 1 (2) zakrytą kartę z talii Rezerwowej": from its top
    del reserve[:added_count]
    extra = [NIGHTMARE_CARD] if level == 5 else []
    deck, rng = rngmod.shuffled(rng, [*starters, *added, *extra])
    return (DeckState(draw=tuple(deck), draw_count=len(deck), reserve=tuple(reserve), reserve_count=len(reserve),
                      round_cards=tuple(deck)), rng, tuple(added))


def new_game(config: GameConfig) -> AoISnapshot:
    rng = rngmod.seed_state(config.seed)
    board = _board(config)
    log: list[Reason] = [reason(R.LEVELS, "setup.level", level=config.level)]
    if not board.verified:
        log.append(reason(R.ruling("board"), "setup.board_unverified", map=board.name))

    variant = config.second_terrain is not None
    if variant and config.automa_faction != "simpletons":
        raise SetupError("setup.variant_simpletons", faction=config.automa_faction)
    human_terrains = [config.your_terrain] + ([config.second_terrain] if config.second_terrain else [])
    if len(set(human_terrains)) != len(human_terrains):
        raise SetupError("setup.same_terrain", terrain=config.your_terrain)

    # PRZYGOTOWANIE 8: the Automa's preferred terrain, chosen or drawn from the other ATP cards.
    if config.automa_terrain is not None:
        if config.automa_terrain in human_terrains:
            raise SetupError("setup.automa_terrain_taken", terrain=config.automa_terrain)
        automa_terrain = config.automa_terrain
        log.append(reason(R.setup_step(8), "setup.automa_terrain_chosen", terrain=automa_terrain))
    else:
        automa_terrain, rng = rngmod.choice(rng, [t for t in TERRAINS if t not in human_terrains])
        log.append(reason(R.setup_step(8), "setup.automa_terrain_drawn", terrain=automa_terrain))

    tiles, final, rng = deal_tiles(config, rng)
    log.append(reason(R.setup_step(2), "setup.round_tiles", tiles=tiles, final=final))

    # PRZYGOTOWANIE 9: the Automa takes the first bonus of the row, you choose one, a coin on each other.
    n_bonus = 6 if variant else 5
    if len(config.bonus_tiles) != n_bonus or len(set(config.bonus_tiles)) != n_bonus:
        raise SetupError("setup.bad_bonus_tiles", count=n_bonus)
    row = list(config.bonus_tiles)
    if variant:  # "przydzielić 1 losowy żeton Automie"
        automa_bonus, rng = rngmod.choice(rng, row)
    else:
        automa_bonus = row[0]
    row.remove(automa_bonus)
    takers = [config.your_bonus] + ([config.second_bonus if config.second_bonus is not None else 0] if variant else [])
    human_bonus: list[int] = []
    for index in takers:
        if not 0 <= index < len(row):
            raise SetupError("setup.bad_bonus_choice", index=index + 1, count=len(row))
        human_bonus.append(row.pop(index))
    bonus_row = tuple(RoundBonus(tile=t, coins=1) for t in row)
    log.append(reason(R.setup_step(9), "setup.round_bonus", automa=automa_bonus, yours=human_bonus[0]))

    # PRZYGOTOWANIE 10: the Automa's science markers, advanced by its faction card's symbols.
    science = Science()
    for d, levels in faction_setup_advances(config.automa_faction):
        science = science.moved(d, science.at(d) + levels)
    log.append(reason(R.setup_step(10), "setup.automa_faction", faction=config.automa_faction,
                      science=science.levels()))

    youth: Terrain | None = None
    if config.automa_faction == "symbionts":  # its faction card's setup (the data, S_BRDGM)
        taken = [*human_terrains, automa_terrain]
        chosen: Terrain
        if config.symbionts_youth is not None:
            if config.symbionts_youth in taken:
                raise SetupError("setup.youth_terrain_taken", terrain=config.symbionts_youth)
            chosen = config.symbionts_youth
        else:
            chosen, rng = rngmod.choice(rng, [t for t in TERRAINS if t not in taken])
        youth = chosen
        log.append(reason(R.FACTION_CARD, "setup.symbionts_youth", terrain=chosen))

    deck, rng, added = _deck(config.level, config.physical_deck, rng)
    log.append(reason(R.DECK, "setup.deck_physical" if config.physical_deck else "setup.deck_app",
                      level=config.level, added=added, size=deck.draw_count))

    # Umieszczanie pierwszych Warsztatów: yours, then the Automa's two, then your second.
    buildings: list[Building] = []
    land = set(board.land)

    def place(h: Hex, owner: Side, marked: bool = False) -> None:
        h = (int(h[0]), int(h[1]))
        if h not in land:
            raise SetupError("setup.workshop_not_land", hex=hex_label(h))
        if any(b.hex == h for b in buildings):
            raise SetupError("setup.workshop_taken", hex=hex_label(h))
        buildings.append(Building(hex=h, owner=owner, kind="workshop", marked=marked))

    for h in config.your_workshops[:1]:
        place(h, "human")
    for h in config.second_workshops[:1]:
        place(h, "human2")
    # The Automa's two hexes come from the card's letters (or the table's entry), not from your workshop:
    # entered without yours (mirrored later), they still stand.
    if config.your_workshops or config.automa_workshops is not None:
        card_id: str | None = config.setup_card
        if card_id is not None and card_id not in (*STARTER_CARDS, *ADVANCED_CARDS):
            raise SetupError("setup.no_such_card", card=card_id)
        if card_id is None and config.automa_workshops is None:
            # "Dobierz losową kartę Decyzji": the app draws it; when the table entered the two hexes it
            # read them off the card it drew, and the log names no card the app did not use.
            card_id, rng = rngmod.choice(rng, (*STARTER_CARDS, *ADVANCED_CARDS))
        support = printed_card(card_id).support if card_id is not None else None
        if config.automa_workshops is not None:
            marked_hex, unmarked_hex = config.automa_workshops
        else:
            assert card_id is not None and support is not None
            mh, uh = board.letter_hex(automa_terrain, support.marked_letter), board.letter_hex(automa_terrain, support.unmarked_letter)
            if mh is None or uh is None:
                raise SetupError("setup.letters_unknown", card=card_id, terrain=automa_terrain,
                                 marked=support.marked_letter, unmarked=support.unmarked_letter)
            marked_hex, unmarked_hex = mh, uh
        for h in (marked_hex, unmarked_hex):
            if board.terrain.get((int(h[0]), int(h[1]))) != automa_terrain:
                raise SetupError("setup.automa_workshop_terrain", hex=hex_label((int(h[0]), int(h[1]))), terrain=automa_terrain)
        place(marked_hex, "automa", marked=True)
        place(unmarked_hex, "automa")
        if card_id is not None and support is not None:
            log.append(reason(R.WORKSHOPS, "setup.automa_workshops", card=card_id, marked=support.marked_letter,
                              unmarked=support.unmarked_letter, marked_hex=hex_label(marked_hex),
                              unmarked_hex=hex_label(unmarked_hex)))
        else:
            log.append(reason(R.WORKSHOPS, "setup.automa_workshops_entered", marked_hex=hex_label(marked_hex),
                              unmarked_hex=hex_label(unmarked_hex)))
    for h in config.second_workshops[1:2]:
        place(h, "human2")
    for h in config.your_workshops[1:2]:
        place(h, "human")

    humans = [HumanState(side="human", terrain=config.your_terrain, round_bonus=human_bonus[0])]
    if variant and config.second_terrain is not None:
        humans.append(HumanState(side="human2", terrain=config.second_terrain, round_bonus=human_bonus[1]))
    order: tuple[Side, ...] = ("human", "human2", "automa") if variant else ("human", "automa")
    spaces = tuple(ScholarSpace(discipline=d, value=v) for d in DISCIPLINES for v in base_game()["scholar_spaces"])
    return AoISnapshot(
        level=config.level,
        board=BoardState(id=board.id, name=board.name, verified=board.verified, source=board.source,
                         cells=board.cells, bridge_spaces=board.bridges, workshop_letters=board.workshop_letters),
        buildings=tuple(buildings), humans=tuple(humans),
        automas=(AutomaState(faction=config.automa_faction, terrain=automa_terrain, science=science, extra_terrain=youth,
                             round_bonus=automa_bonus, deck=deck),),
        scholar_spaces=spaces, power_actions=(False,) * config.power_actions,
        book_actions=(False,) * config.book_actions, innovations=(True,) * config.innovation_spaces,
        bonus_row=bonus_row, round_tiles=tiles, final_tile=final,
        turn=TurnState(round=1, seat=order[0], order=order), rng=rng, log=tuple(log))

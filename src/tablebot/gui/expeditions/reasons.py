"""Expeditions reason codes and error codes in words.

The engine (games/expeditions) speaks in codes with parameters; this is the one place they become
English source strings, through Qt translation (contexts "ExpeditionsReasons", "ExpeditionsErrors",
"ExpeditionsNames"). Root keeps its own table (gui/root/reasons.py): some codes exist in both games with
different meanings (move.wrap, card.drawn), so each game's session describes with its own words.
tests/gui/test_expeditions_reasons_cover.py scans the engine and fails on a code without words here.

Locations are numbered for the player from 1 (westernmost), as drawn on the board; the engine's
slots count from 0.
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...core.reasons import Reason
from .. import gamewords
from .. import reasons as shared_words
from ..gamewords import GameWords

REASONS: dict[str, str] = cast(dict[str, str], {
    # -- setup (PRZYGOTOWANIE) -----------------------------------------------------------------
    "setup.north_mech": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "Put the Automa's North mech (blue base) on North location {slot}, the westernmost."),
    "setup.central_mech": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "Put the Automa's Central mech (black base) on Central location {slot}, the easternmost."),
    "setup.level": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons",
        "Difficulty: level {level} progress card; glory coin bonus {bonus} on each Automa glory token's value."),
    "setup.bonus_beyond_recommended": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons",
        "The rulebook recommends a glory coin bonus from {low} to {high}; this game plays {bonus}."),
    "setup.progress_start": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "Put an unused action marker on the start space of the progress track."),
    "setup.deck_shuffled": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "The app shuffled the {cards} Automa cards and set {set_aside} aside unseen."),
    "setup.deck_physical": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons",
        "Shuffle the {cards} Automa cards, set {set_aside} aside face down unseen; the rest is the Automa deck."),
    "setup.glory_card": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "Put {tokens} glory tokens on the Automa's glory card (4 blue, 4 black)."),
    "setup.first_random": QT_TRANSLATE_NOOP("ExpeditionsReasons", "First player, drawn at random: {seat}."),
    "setup.first_chosen": QT_TRANSLATE_NOOP("ExpeditionsReasons", "First player, as the table chose: {seat}."),
    "cards.box_other_player": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "Cards {cards} name another player: put them back in the box and draw again."),
    # -- the deck (automa-turn 1-2) ------------------------------------------------------------
    "deck.reshuffle": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons",
        "The Automa deck is empty: shuffle all {cards} cards and set the top {set_aside} aside face down."),
    "deck.physical_count": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "{drawn} cards were drawn since the last shuffle: the deck is used up."),
    "card.ask": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "Draw the top card of the Automa deck and enter its number."),
    "card.drawn": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "Automa card {card} drawn; {left} left in the deck."),
    "card.corrected": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "Card {card} is played with the values the table corrected."),
    "turn.end": QT_TRANSLATE_NOOP("ExpeditionsReasons", "The Automa's turn ends (card {card})."),
    # -- progress ------------------------------------------------------------------------------
    "progress.no_icon": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "Card {card} has no progress symbol: the progress marker stays."),
    "progress.advance": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "Move the progress marker one space: {origin} → {dest}."),
    "progress.glory": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons",
        "Space {space} is a glory space: glory token {token} goes from the glory card to Basecamp."),
    "progress.track_end": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "The progress marker is on the last space ({space}) and stays there."),
    "end.automa_triggers": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "That is the Automa's glory token {glory}: the end of the game begins."),
    "game.over": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "The game is over: {trigger} placed the last glory token in turn {turn}, "
                              "and the final turns are played. Enter your coins to score."),
    # -- mech actions --------------------------------------------------------------------------
    "tidy.none": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Card {card}: no tidy symbol for the {mech}."),
    "tidy.cards": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons",
        "Tidy: the {mech} is on {region} location {slot}; tidy the face-up cards on spaces {spaces}."),
    "tidy.cards_next_to": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "Tidy: the {mech} is on {region} location {slot}; tidy the face-up cards next to it."),
    "tidy.spaces_unknown": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons",
        "Which card spaces touch {region} location {slot} is not entered: tidy the face-up cards next to it "
        "(and enter them in the Table panel)."),
    "mech.actions": QT_TRANSLATE_NOOP("ExpeditionsReasons", "The {mech} acts from location {slot}."),
    "target.none": QT_TRANSLATE_NOOP("ExpeditionsReasons", "The {mech} has no target on this card: it moves."),
    "target.glory_short": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons",
        "The target needs {required} glory at Basecamp; the Automa has {glory}: the {mech} does not look for it."),
    "target.glory_met": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons",
        "The Automa has {glory} glory (at least {required}): the {mech} looks for {symbol} within 0-3."),
    "target.no_requirement": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "No glory requirement: the {mech} looks for {symbol} within 0-3."),
    "search.player_ignored": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "Location {slot} holds your mech: skipped, it does not count towards the range."),
    "search.match": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "✓ Location {slot} (range {range}) matches: {why}."),
    "search.no_match": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "✗ Location {slot} (range {range}): {why}."),
    "target.first_match": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "The first match is location {slot} (matches: {candidates}): the {mech} goes there."),
    "target.no_match": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "No location within 0-3 shows {symbol}: the {mech} moves its distance."),
    "move.distance": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "The {mech} moves {distance}, to location {slot}."),
    "move.skip_player": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "Location {slot} holds your mech: the {mech} passes over it without counting it."),
    "move.wrap": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "Past the end of the row the {mech} goes on from location {origin} to location {dest}."),
    "move.row_too_short": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "The row is too short: the {mech} moves {moved} of {distance} locations."),
    "move.player_may_cross": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons",
        "Your mech may pass over a face-down location holding an Automa mech ({places}); it still "
        "counts towards your move."),
    "move.no_benefits": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "The Automa takes no benefits from the location's tile."),
    "explore.take_map": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "The Automa takes the map token of location {slot}."),
    "explore.place_corruption": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons",
        "Turn the tile of location {slot} face up, place its corruption tokens and enter them."),
    "vanquish.take_20": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "The Automa takes the 20 token from location {slot}."),
    "vanquish.take": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons",
        "×{multiplier}: the Automa takes the top corruption tokens of location {slot}: {taken}."),
    "vanquish.ran_out": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "The location runs out: {taken} of {multiplier} tokens taken."),
    "vanquish.ignore_20": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "The 20 token on location {slot} is ignored: it stays there."),
    # -- scoring -------------------------------------------------------------------------------
    "score.automa": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons",
        "The Automa: {glory}, {map_tokens}, {corruption} = {total}."),
    "score.player": QT_TRANSLATE_NOOP("ExpeditionsReasons", "You: {total}."),
    "score.tie_to_automa": QT_TRANSLATE_NOOP("ExpeditionsReasons", "A tie at {total} goes to the Automa."),
    "score.winner": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Winner: {seat}."),
    # -- history entries (controller labels) ---------------------------------------------------
    "history.start": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Start of the game"),
    "history.step": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Automa step: {action}"),
    "history.end_turn": QT_TRANSLATE_NOOP("ExpeditionsReasons", "You ended your turn"),
    "history.answer": QT_TRANSLATE_NOOP("ExpeditionsReasons", "The table entered: {kind}"),
    "history.answer.card": QT_TRANSLATE_NOOP("ExpeditionsReasons", "The table drew Automa card {card}"),
    "history.answer.tile": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "The explored tile: {tile}, with {tokens} corruption tokens"),
    "history.edit.set_tile": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "{location}: tile {tile}, face up: {face_up}"),
    "history.edit.set_map_token": QT_TRANSLATE_NOOP("ExpeditionsReasons", "{location}: map token {present}"),
    "history.edit.set_corruption": QT_TRANSLATE_NOOP("ExpeditionsReasons", "{location}: corruption {tokens}"),
    "history.edit.set_adjacent_cards": QT_TRANSLATE_NOOP("ExpeditionsReasons", "{location}: card spaces {spaces}"),
    "history.edit.place_player_mech": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Your mech to {location}"),
    "history.edit.place_automa_mech": QT_TRANSLATE_NOOP("ExpeditionsReasons", "{mech} to location {slot}"),
    "history.edit.player_explore": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "You explored {location}: tile {tile}, corruption {corruption}"),
    "history.edit.player_vanquish": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "You vanquished {count} at {location}"),
    "history.edit.set_player_glory": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Your glory tokens at Basecamp: {glory}"),
    "history.edit.set_automa_glory": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "The Automa's glory tokens at Basecamp: {glory}"),
    "history.edit.set_progress": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Progress marker on space {space}"),
    "history.edit.set_automa_tokens": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "The Automa's tokens: {map_tokens} maps, corruption {corruption}"),
    "history.edit.correct_card": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Card corrected: {card}"),
    "history.edit.reset_card": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Card {card} back to the printed values"),
    "history.edit.set_progress_card": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Progress card values: {card}"),
    "history.edit.set_glory_bonus": QT_TRANSLATE_NOOP(
        "ExpeditionsReasons", "Glory coin bonus: {bonus} on each Automa glory token"),
})

MESSAGES: dict[str, str] = cast(dict[str, str], {
    "step.stale": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "The board changed since this step was planned; here is the new plan."),
    "game.over": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "The game is over: enter your coins in the Score panel."),
    "turn.not_human": QT_TRANSLATE_NOOP("ExpeditionsErrors", "It is the Automa's turn, not yours."),
    "setup.progress_card_needed": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "Level {level}: enter the progress card's track and coin values first."),
    "answer.wrong_kind": QT_TRANSLATE_NOOP("ExpeditionsErrors", "The app is waiting for another answer: {expected}."),
    "answer.card_drawn_already": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "Card {card} was already drawn since the last shuffle: check the number."),
    "tile.already_on_map": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "Tile {tile} already lies on {region} location {slot}."),
    "corruption.too_many": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "{count} corruption tokens on one location is more than the game allows."),
    "corruption.bad_value": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "{value} is not the value of a corruption token (0-10, or 20)."),
    "corruption.one_20": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "There is only one 20 corruption token, and it is already elsewhere."),
    "edit.no_such_location": QT_TRANSLATE_NOOP("ExpeditionsErrors", "There is no {region} location {slot}."),
    "edit.mech_occupied": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors",
        "The Automa's {mech} stands on {region} location {slot}: your mech cannot stop there "
        "(it may only pass over it)."),
    "setup.glory_coins_negative": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors",
        "A glory coin bonus of {bonus} would make the Automa's glory tokens worth less than nothing "
        "(the progress card gives {coins} coins each)."),
    "edit.bad_card_spaces": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "Card spaces are 1 to 5, each once (entered: {spaces})."),
    "edit.already_face_up": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "{region} location {slot} is already face up: it cannot be explored again."),
    "edit.not_enough_corruption": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "{region} location {slot} has only {available} corruption tokens."),
    "edit.off_track": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "Space {space} is off the progress track (its last space is {last})."),
    "edit.other_level": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "That is a level {level} progress card; this game plays level {playing}."),
    "action.bad_location": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "The Automa's mech cannot go to {region} location {slot}."),
    "action.no_map_token": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "{region} location {slot} has no map token any more: here is the new plan."),
    "action.no_lair": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "{region} location {slot} has no 20 token any more: here is the new plan."),
    "action.tokens_changed": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "The corruption tokens on {region} location {slot} changed: here is the new plan."),
    "action.not_top_card": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "Card {card} is not the top card of the Automa deck any more."),
    # Refusals the window itself makes (no engine code).
    "gui.mech_region": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "The Automa's {mech} stays in its own region."),
    "gui.bad_tokens": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "Enter corruption tokens as numbers separated by spaces, top first (e.g. 3 4 20)."),
    "gui.bad_spaces": QT_TRANSLATE_NOOP(
        "ExpeditionsErrors", "Enter card spaces as numbers 1-5 separated by spaces (e.g. 1 5)."),
})

NAMES: dict[str, str] = cast(dict[str, str], {
    "north": QT_TRANSLATE_NOOP("ExpeditionsNames", "North"),
    "central": QT_TRANSLATE_NOOP("ExpeditionsNames", "Central"),
    "south": QT_TRANSLATE_NOOP("ExpeditionsNames", "South"),
    "mech.north": QT_TRANSLATE_NOOP("ExpeditionsNames", "North mech"),
    "mech.central": QT_TRANSLATE_NOOP("ExpeditionsNames", "Central mech"),
    "seat.player": QT_TRANSLATE_NOOP("ExpeditionsNames", "you"),
    "seat.automa": QT_TRANSLATE_NOOP("ExpeditionsNames", "the Automa"),
    "symbol.map_token": QT_TRANSLATE_NOOP("ExpeditionsNames", "a map token"),
    "symbol.corruption_20": QT_TRANSLATE_NOOP("ExpeditionsNames", "the 20 token alone"),
    "symbol.corruption": QT_TRANSLATE_NOOP("ExpeditionsNames", "corruption (not the 20)"),
    "why.map_token": QT_TRANSLATE_NOOP("ExpeditionsNames", "it has a map token"),
    "why.no_map_token": QT_TRANSLATE_NOOP("ExpeditionsNames", "no map token"),
    "why.20_alone": QT_TRANSLATE_NOOP("ExpeditionsNames", "the 20 token lies there alone"),
    "why.20_not_alone": QT_TRANSLATE_NOOP("ExpeditionsNames", "the 20 token lies there with other corruption"),
    "why.no_20": QT_TRANSLATE_NOOP("ExpeditionsNames", "no 20 token"),
    "why.corruption": QT_TRANSLATE_NOOP("ExpeditionsNames", "it has corruption tokens"),
    "why.only_20": QT_TRANSLATE_NOOP("ExpeditionsNames", "only the 20 token, which does not count"),
    "why.no_corruption": QT_TRANSLATE_NOOP("ExpeditionsNames", "no corruption token"),
    # The levels' names play on the Polish "maszyna" (machine); the book's term stays beside them.
    "level.Maszynetka": QT_TRANSLATE_NOOP("ExpeditionsNames", "Little Machine"),
    "level.Maszyna": QT_TRANSLATE_NOOP("ExpeditionsNames", "Machine"),
    "level.Automaszyna": QT_TRANSLATE_NOOP("ExpeditionsNames", "Automachine"),
    "level.Ultimaszyna": QT_TRANSLATE_NOOP("ExpeditionsNames", "Ultimachine"),
    "yes": QT_TRANSLATE_NOOP("ExpeditionsNames", "yes"),
    "no": QT_TRANSLATE_NOOP("ExpeditionsNames", "no"),
    "none": QT_TRANSLATE_NOOP("ExpeditionsNames", "none"),
    "unknown": QT_TRANSLATE_NOOP("ExpeditionsNames", "not entered"),
    "answer.card": QT_TRANSLATE_NOOP("ExpeditionsNames", "the card drawn"),
    "answer.tile": QT_TRANSLATE_NOOP("ExpeditionsNames", "the explored tile"),
    # Action kinds, for the history's fallback "Automa step: ..." line.
    "action.reshuffle": QT_TRANSLATE_NOOP("ExpeditionsNames", "reshuffle"),
    "action.draw": QT_TRANSLATE_NOOP("ExpeditionsNames", "draw a card"),
    "action.progress": QT_TRANSLATE_NOOP("ExpeditionsNames", "progress"),
    "action.tidy": QT_TRANSLATE_NOOP("ExpeditionsNames", "tidy"),
    "action.move": QT_TRANSLATE_NOOP("ExpeditionsNames", "move"),
    "action.explore": QT_TRANSLATE_NOOP("ExpeditionsNames", "explore"),
    "action.vanquish_20": QT_TRANSLATE_NOOP("ExpeditionsNames", "vanquish the 20"),
    "action.vanquish": QT_TRANSLATE_NOOP("ExpeditionsNames", "vanquish"),
    "action.nothing": QT_TRANSLATE_NOOP("ExpeditionsNames", "nothing"),
    "action.end_turn": QT_TRANSLATE_NOOP("ExpeditionsNames", "end of turn"),
    "action.game_over": QT_TRANSLATE_NOOP("ExpeditionsNames", "game over"),
})

RULES: dict[str, str] = cast(dict[str, str], {
    "setup": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Setup"),
    "setup.first-player": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Setup (first player)"),
    "general-rules": QT_TRANSLATE_NOOP("ExpeditionsReasons", "General rules"),
    "mech-movement": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Automa mech movement"),
    "automa-turn": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Automa turn"),
    "advance-progress": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Progress"),
    "mech-actions": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Mech actions"),
    "target-search": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Mech actions 2a"),
    "explore": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Explore"),
    "vanquish-20": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Vanquish the 20"),
    "vanquish": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Vanquish"),
    "game-end": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Game end"),
    "difficulty": QT_TRANSLATE_NOOP("ExpeditionsReasons", "Difficulty"),
})

BOOK_HEADINGS: dict[str, str] = {
    "setup": "PRZYGOTOWANIE", "general-rules": "ZASADY OGÓLNE", "mech-movement": "RUCH MECHA AUTOMY",
    "automa-turn": "TURA AUTOMY", "advance-progress": "PRZESUŃ ZNACZNIK POSTĘPU", "mech-actions": "AKCJE MECHÓW",
    "target-search": "AKCJE MECHÓW 2a", "explore": "AKCJA: EKSPORUJ", "vanquish-20": "20 AKCJA: PRZEZWYCIĘŻENIE ŻETONU",
    "vanquish": "AKCJA: PRZEZWYCIĘŻENIE", "game-end": "KONIEC GRY I PUNKTACJA", "difficulty": "POZIOMY TRUDNOŚCI",
}
"""The Polish rulebook's section headings as printed (seed 001), to find a rule in the physical book."""

# Counts shown with their noun in the right plural form ("1 location", "2 locations"): code -> key -> noun.
_LOCATIONS = QT_TRANSLATE_NOOP("ExpeditionsReasons", "%n location(s)")
_COINS = QT_TRANSLATE_NOOP("ExpeditionsReasons", "%n coin(s)")
_CORRUPTION = QT_TRANSLATE_NOOP("ExpeditionsReasons", "%n corruption token(s)")
COUNTS: dict[str, dict[str, str]] = {
    "move.distance": {"distance": _LOCATIONS},
    "score.automa": {"glory": QT_TRANSLATE_NOOP("ExpeditionsReasons", "%n glory token(s)"),
                     "map_tokens": QT_TRANSLATE_NOOP("ExpeditionsReasons", "%n map token(s)"),
                     "corruption": _CORRUPTION, "total": _COINS},
    "score.player": {"total": _COINS},
    "score.tie_to_automa": {"total": _COINS},
    "history.edit.player_vanquish": {"count": _CORRUPTION},
}

_SLOT_KEYS = {"slot", "candidates"}
_SEAT_KEYS = {"seat", "trigger", "winner"}


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


DATA_CONTEXT = "ExpeditionsData"
"""The context of the texts from resources/expeditions/automa.json shown to the player (how sure
the card data is); packaging/i18n.py extracts them."""


def data_text(text: str) -> str:
    """A text from the game's data in the player's language (the data keeps English)."""
    return _tr(DATA_CONTEXT, text) if text else text


def name(key: str) -> str:
    """A name (region, mech, seat, symbol …) in the player's language; unknown keys as they are."""
    text = NAMES.get(key)
    return _tr("ExpeditionsNames", text) if text is not None else key


def region_name(region: str) -> str:
    return name(region)


def mech_name(mech: str) -> str:
    return name(f"mech.{mech}")


def seat_name(seat: str) -> str:
    return name(f"seat.{seat}")


def symbol_name(symbol: str) -> str:
    return name(f"symbol.{symbol}")


def level_title(level: int, book_name: str | None) -> str:
    """"Level 2: Machine (Maszyna)": the name in the player's language, the book's term after it
    (what is printed on the progress card); "Level 4" where the name is not known."""
    if not book_name:
        return _tr("ExpeditionsNames", "Level {n}").format(n=level)
    local = name(f"level.{book_name}")
    if local.startswith("level.") or local == book_name:
        return _tr("ExpeditionsNames", "Level {n}: {name}").format(n=level, name=book_name)
    return _tr("ExpeditionsNames", "Level {n}: {name} ({book})").format(n=level, name=local, book=book_name)


def place_name(region: str, slot: int) -> str:
    """"North 3": a location as drawn on the board (1 = westernmost)."""
    return _tr("ExpeditionsReasons", "{region} {n}").format(region=region_name(region), n=slot + 1)


def rule_text(rule: str, book: bool = True) -> str:
    """A rule id as the player reads it: "Automa rules: Automa turn 2", "Ruling: central-wrap"; without
    the book ("Mech actions 2a") on a line under one that names it."""
    shell = shared_words.ruling_or_label(rule)
    if shell is not None:
        return shell
    # The section names are the Automa rulebook's (it has no numbers): say which book they are from.
    book = _tr("ExpeditionsReasons", "Automa rules: {section}") if book else "{section}"
    if rule in RULES:
        return book.format(section=_tr("ExpeditionsReasons", RULES[rule]))
    base, dot, number = rule.rpartition(".")
    if dot and base in RULES:
        return book.format(section=f"{_tr('ExpeditionsReasons', RULES[base])} {number}")
    return rule


def book_heading(rule: str) -> str:
    """Where a reason's rule stands in the Polish book ("RUCH MECHA AUTOMY", "AKCJE MECHÓW 3"); a
    ruling says it is the app's reading (docs/rulings.md); "" for labels with no rule."""
    ruling = gamewords.ruling_heading(rule)
    if ruling is not None:
        return ruling
    base, dot, number = rule.rpartition(".")
    heading = BOOK_HEADINGS.get(rule) or (f"{BOOK_HEADINGS[base]} {number}" if dot and base in BOOK_HEADINGS else "")
    return _tr("ExpeditionsReasons", "In the rulebook: {heading}").format(heading=heading) if heading else ""


def _value(code: str, key: str, value: Any) -> str:
    if isinstance(value, bool):
        return name("yes" if value else "no")
    if key in ("location", "places") and isinstance(value, str):
        # The controller flattens a LocRef to "north 2" (slot from 0).
        region, _, slot = value.partition(" ")
        if slot.isdigit():
            return place_name(region, int(slot))
        return name("none") if not value else value
    if isinstance(value, (tuple, list)):
        if not value:
            return name("none")
        return ", ".join(_value(code, key, v) for v in value)
    if isinstance(value, int):
        noun = COUNTS.get(code, {}).get(key)
        if noun is not None:
            return shared_words.plural("ExpeditionsReasons", noun, value)
        if key in _SLOT_KEYS or (code == "move.wrap" and key in ("origin", "dest")):
            return str(value + 1)
        if key == "bonus" or (code == "setup.bonus_beyond_recommended" and key in ("low", "high")):
            return f"{value:+d}"
        if key == "value" and code.startswith("corruption"):
            return str(value)
        return str(value)
    if isinstance(value, str):
        if key in ("mech",):
            return mech_name(value)
        if key == "region":
            return region_name(value)
        if key in _SEAT_KEYS:
            return seat_name(value)
        if key == "symbol":
            return symbol_name(value)
        if key == "why":
            return name(f"why.{value}")
        if key in ("kind", "expected") and f"answer.{value}" in NAMES:
            return name(f"answer.{value}")
        if key == "action":
            return name(f"action.{value}")
        if key == "tile" and not value:
            return name("unknown")
    return str(value)


# -- which reasons decided the step (issue 9) ---------------------------------------------------
# A mech action's reasons follow the book's search: where the mech stands, the target it looks for,
# each location checked (AKCJE MECHÓW 2a), the match, the action. The player reads first what the
# mech looks for, what it found and what it does; how the search went is folded under "Why".
DETAIL_CODES: frozenset[str] = frozenset({
    "mech.actions",  # the next line names the mech again, with its target
    "search.match", "search.no_match", "search.player_ignored",  # the search chain, location by location
    "move.skip_player", "move.wrap",  # how the count went; move.distance names where the mech ends
    "move.no_benefits", "cards.box_other_player", "vanquish.ignore_20",  # general rules, true every time
    "deck.physical_count",  # how the app knows the deck is used up
})


def is_detail(r: Reason) -> bool:
    """True for a line that explains how the Automa's choice fell (shown folded under "Why")."""
    return r.code in DETAIL_CODES


_WORDS = GameWords("ExpeditionsReasons", "ExpeditionsErrors", REASONS, MESSAGES, _value, rule_text, book_heading,
                   is_detail, capital_first=False)
sentence = _WORDS.sentence
reason_text = _WORDS.reason_text
step_lines = _WORDS.step_lines
tooltip = _WORDS.tooltip
error_text = _WORDS.error_text
covered_codes = _WORDS.covered_codes

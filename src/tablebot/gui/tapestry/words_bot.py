"""Words of the bots' turn codes (games/tapestry/automa.py): the pair, track advances, benefits,
landmarks, the complete-track achievement, income turns and the levels' effects.

{side} reads "the Automa" / "the Shadow Empire" (capitalised at a sentence's start), {track} a track's
name, lists of tracks as a list ("military, technology"); counts go through COUNTS for their plurals.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP

REASONS: dict[str, str] = cast(dict[str, str], {
    # -- TAH BOTA ------------------------------------------------------------------------------
    "turn.first_income": QT_TRANSLATE_NOOP("TapestryReasons", "The bots' first turn is their income turn 1."),
    "turn.deck_empty": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The decision deck is empty when a card must be drawn: the bots take income turn {number}."),
    "turn.ask_pair": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "Draw the top 2 decision cards ({left} in the deck), lay them face up in random order and enter them: "
        "the left card is the track card, the right card the priority card."),
    "turn.pair_drawn": QT_TRANSLATE_NOOP(
        "TapestryReasons", "New pair: track card {track_card}, priority card {priority_card}; {left} left in the deck."),
    "turn.pair_discarded": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The last pair (cards {track_card} and {priority_card}) goes to the discard pile."),
    "turn.card_corrected": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Card {card} is played with the values the table corrected."),
    "turn.income_icon": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The deck is now empty and track card {card} shows the income symbol: the bots take income turn {number} "
        "instead of advancing."),
    "turn.end": QT_TRANSLATE_NOOP("TapestryReasons", "The bots' turn ends."),
    "turn.income_end": QT_TRANSLATE_NOOP("TapestryReasons", "The bots' income turn {number} ends."),
    "turn.bots_done": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The bots have taken their 5th income turn: they take no more turns."),
    # -- POSTUP NA STUPNICI ---------------------------------------------------------------------
    "track.card_rule": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Track card {card} tells {side} to advance on {advance}."),
    "track.rule_all_unfinished": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Tracks {side} has not finished: {tracks}."),
    "track.rule_closest_to_end": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Closest to its end for {side} ({distance} away): {tracks}."),
    "track.rule_closest_to_landmark_or_end": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Closest to a free landmark or the end for {side} ({distance} away): {tracks}."),
    "track.tiebreak_automa": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "Tie: priority card {card} read top to bottom ({order}) puts {track} first."),
    "track.tiebreak_shadow": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "Tie: the Shadow Empire reads priority card {card} bottom to top ({order}): {track} comes first."),
    "track.all_finished": QT_TRANSLATE_NOOP(
        "TapestryReasons", "{side} has reached the end of every track: it does not advance."),
    "track.advance": QT_TRANSLATE_NOOP(
        "TapestryReasons", "{side} advances on {track}: space {origin} → {dest}."),
    "track.regress": QT_TRANSLATE_NOOP(
        "TapestryReasons", "{side} goes back on {track}: space {origin} → {dest}."),
    "track.past_end": QT_TRANSLATE_NOOP(
        "TapestryReasons", "{side} is at the end of {track}: advancing would push it off the track, nothing happens."),
    "track.before_start": QT_TRANSLATE_NOOP(
        "TapestryReasons", "{side} is on the start space of {track}: it cannot go back, nothing happens."),
    # -- PŘÍNOSY -------------------------------------------------------------------------------
    "benefit.gains": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Space {space} of {track}: the Automa gains {count}, shown next."),
    "benefit.none": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Space {space} of {track} has nothing the Automa gains."),
    "benefit.without": QT_TRANSLATE_NOOP(
        "TapestryReasons", "This advance is without the benefit: the Automa gains nothing on space {space} of {track}."),
    "benefit.shadow_never": QT_TRANSLATE_NOOP("TapestryReasons", "The Shadow Empire never gains benefits."),
    "benefit.tapestry_card": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The Automa gains a tapestry card: put one face down beside its income mat ({cards} there now)."),
    "benefit.replace_tech": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Discard the 3 face-up technology cards and lay out 3 new ones."),
    "benefit.roll_advance": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Roll the science die for the Automa: it advances on the track rolled."),
    "benefit.roll_until_advance": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "Roll the science die until it shows one of {faces}: the Automa advances there and gains the benefit."),
    "benefit.roll_until_regress": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "Roll the science die until it shows one of {faces}: the Automa goes back one space there and gains "
        "that space's benefit."),
    "benefit.rolled": QT_TRANSLATE_NOOP("TapestryReasons", "The science die shows {face} (rolls: {rolls})."),
    "benefit.regress_gain": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Going back on {track}, the Automa gains the benefit of the space it lands on."),
    # -- DOMINANTY -----------------------------------------------------------------------------
    "landmark.gained": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The Automa is the first to reach space {space} of {track}: the {landmark} goes on its income mat."),
    "landmark.shadow_to_automa": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The Shadow Empire is the first to reach space {space} of {track}: the {landmark} goes on the Automa's "
        "income mat."),
    "landmark.taken": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The {landmark} was taken already (by {owner}): nobody else gains it."),
    # -- ÚSPĚCHY -------------------------------------------------------------------------------
    "achievement.complete_track": QT_TRANSLATE_NOOP(
        "TapestryReasons", "{side} reached the end of a track: achievement \"Complete any advancement track\", {vp} VP."),
    "achievement.shadow_no_vp": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The Shadow Empire may gain only this achievement, and scores no VP for it."),
    "achievement.shadow_takes_space": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The Shadow Empire's token takes the {vp} VP space: whoever completes a track after it "
                           "scores the next space down."),
    # -- ZVYŠOVÁNÍ BLAHOBYTU -------------------------------------------------------------------
    "income.begins": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The bots' income turn {number} (level {level}): the income chart, top to bottom."),
    "income.ask_priority": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The Automa needs a priority card: draw the top card of the progress deck and enter it; shuffle the "
        "progress deck afterwards."),
    "income.priority_drawn": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "Income turn 1: progress card {card} is the priority card; the progress deck is shuffled afterwards."),
    "income.level1_you": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "Level 1: you advance once on each of the 4 tracks, in any order, gaining the benefits."),
    "income.level_tapestry": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Level {level}: the Automa gains a tapestry card, face down beside its income mat."),
    "income.level5_favourite": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Level 5: {side} advances on its favourite track, {track}."),
    "income.level6_every_track": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Level 6: {side} advances once on every track, now {track}."),
    "income.level6_order": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The Automa first, then the Shadow Empire, each in the order {order}."),
    "favourite.stays": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "{side} keeps {track} as its favourite track: it is on space {space}, no token is further there."),
    "favourite.end_reached": QT_TRANSLATE_NOOP(
        "TapestryReasons", "{side} reached the end of its favourite track, {track}."),
    "favourite.passed": QT_TRANSLATE_NOOP(
        "TapestryReasons", "On {side}'s favourite track, {track}, a token is further on ({by})."),
    "favourite.same": QT_TRANSLATE_NOOP(
        "TapestryReasons", "{side}'s favourite track is chosen again: {track}, the marker stays."),
    "favourite.new": QT_TRANSLATE_NOOP(
        "TapestryReasons", "{side}'s favourite track changes from {old} to {new}: move its favourite marker."),
    "civ.conquerors_enough": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "Conquerors: the Automa controls {territories}, not fewer than the income turn number {number}: no conquer."),
    "civ.conquerors_few_singles": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "Conquerors: {count} with a single token, not more than 2: no Shadow Empire outpost."),
    "civ.conquerors_shadow": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "Conquerors: more than 2 Automa territories have a single token ({hexes}): put a toppled Shadow Empire "
        "outpost on {hex}."),
    "civ.conquerors_diagram": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The hex diagram of priority card {card} looks at {tried}."),
    "civ.conquerors_vp": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Conquerors: 1 VP for each territory the Automa controls ({territories}): {vp} VP."),
    "civ.engineers_vp": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Engineers: 1 VP for each landmark of the Automa ({landmarks}): {vp} VP."),
    "civ.scientists_not_yet": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Scientists: their research begins at income turn 3 (this is turn {number})."),
    "civ.explorers_advance": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Explorers, income turn {number}: the Automa advances on {track} and gains the benefit."),
    "civ.explorers_reading": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The sources disagree on the Explorers card; this app advances on exploration at income turns 2 and 4, "
        "on military at 3 and 5."),
    "income.vp_territories": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "VP for {territories} and {landmarks} on its mat, × {multiplier}: {vp} VP."),
    "income.vp_military_science": QT_TRANSLATE_NOOP(
        "TapestryReasons", "VP for {spaces} advanced on military and science, × {multiplier}: {vp} VP."),
    "income.vp_technology_exploration": QT_TRANSLATE_NOOP(
        "TapestryReasons", "VP for {spaces} advanced on technology and exploration, × {multiplier}: {vp} VP."),
    "income.column": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The multipliers are those of column {column} of the income mat, the first one no tapestry card covers."),
    "income.vp_first_era": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The Automa starts era {number} before you: {vp} VP."),
    "income.era_not_first": QT_TRANSLATE_NOOP(
        "TapestryReasons", "You started era {number} already: no VP for starting it first."),
    "income.cards_added": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Progress cards {cards} from the top of the progress deck go on the decision discard pile."),
    "income.cards_added_physical": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Put the top {count} of the progress deck on the decision discard pile."),
    "income.no_cards_added": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Level {level} adds no progress card at income turn {number}."),
    "income.cards_source": QT_TRANSLATE_NOOP(
        "TapestryReasons", "How many progress cards each income turn adds at level {level} (the sources differ)."),
    "income.mat_tapestry": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "Put the top card of the tapestry deck face down on the Automa's income mat: it covers column {column}."),
    "income.shuffle": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "Shuffle every decision card of this era (the deck, the discards, the pair, the cards just added): "
        "a new deck of {cards}."),
})

ERRORS: dict[str, str] = cast(dict[str, str], {
    "bots.stale_step": QT_TRANSLATE_NOOP(
        "TapestryErrors", "The table changed since this step was planned: it is planned again."),
    "bots.not_a_bot_action": QT_TRANSLATE_NOOP("TapestryErrors", "The bots do not do \"{kind}\"."),
    "bots.wrong_answer": QT_TRANSLATE_NOOP("TapestryErrors", "This question needs another answer: {expected}."),
    "bots.not_a_bot_question": QT_TRANSLATE_NOOP("TapestryErrors", "The bots did not ask \"{kind}\"."),
    "pair.same_card": QT_TRANSLATE_NOOP("TapestryErrors", "Card {card} cannot be both cards of the pair."),
    "pair.not_in_deck": QT_TRANSLATE_NOOP(
        "TapestryErrors", "Card {card} cannot be in the decision deck now (discarded, on the table, or not added)."),
    "die.not_allowed": QT_TRANSLATE_NOOP(
        "TapestryErrors", "Keep rolling: the die must show one of {allowed}, not {face}."),
    "priority.in_decision_deck": QT_TRANSLATE_NOOP(
        "TapestryErrors", "Card {card} is in the decision deck, not in the progress deck."),
})

COUNTS: dict[str, dict[str, str]] = cast(dict[str, dict[str, str]], {
    "turn.ask_pair": {"left": QT_TRANSLATE_NOOP("TapestryReasons", "%n card(s)")},
    "turn.pair_drawn": {"left": QT_TRANSLATE_NOOP("TapestryReasons", "%n card(s)")},
    "track.rule_closest_to_end": {"distance": QT_TRANSLATE_NOOP("TapestryReasons", "%n space(s)")},
    "track.rule_closest_to_landmark_or_end": {"distance": QT_TRANSLATE_NOOP("TapestryReasons", "%n space(s)")},
    "benefit.gains": {"count": QT_TRANSLATE_NOOP("TapestryReasons", "%n benefit(s)")},
    "benefit.tapestry_card": {"cards": QT_TRANSLATE_NOOP("TapestryReasons", "%n card(s)")},
    "civ.conquerors_enough": {"territories": QT_TRANSLATE_NOOP("TapestryReasons", "%n territory(ies)")},
    "civ.conquerors_few_singles": {"count": QT_TRANSLATE_NOOP("TapestryReasons", "%n Automa territory(ies)")},
    "civ.conquerors_vp": {"territories": QT_TRANSLATE_NOOP("TapestryReasons", "%n territory(ies)")},
    "civ.engineers_vp": {"landmarks": QT_TRANSLATE_NOOP("TapestryReasons", "%n landmark(s)")},
    "income.vp_territories": {"territories": QT_TRANSLATE_NOOP("TapestryReasons", "%n controlled territory(ies)"),
                              "landmarks": QT_TRANSLATE_NOOP("TapestryReasons", "%n landmark(s)")},
    "income.vp_military_science": {"spaces": QT_TRANSLATE_NOOP("TapestryReasons", "%n space(s)")},
    "income.vp_technology_exploration": {"spaces": QT_TRANSLATE_NOOP("TapestryReasons", "%n space(s)")},
    "income.cards_added_physical": {"count": QT_TRANSLATE_NOOP("TapestryReasons", "%n card(s)")},
    "income.shuffle": {"cards": QT_TRANSLATE_NOOP("TapestryReasons", "%n card(s)")},
})

DETAIL: frozenset[str] = frozenset({
    # restatements of a general rule: true every time, never what decided the step
    "benefit.shadow_never", "achievement.shadow_no_vp", "income.column", "benefit.regress_gain",
    "turn.pair_discarded", "civ.conquerors_diagram",
})

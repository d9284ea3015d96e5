"""Root's reason codes and error codes in words.

The engine speaks in codes with parameters (core.reasons.Reason, EngineError.code); this is the one
place they become English source strings, through Qt translation (context "Reasons" for the bot's
reasons and history, "Errors" for refusals). tests/gui/test_reasons_cover.py greps the engine for
every code literal and fails when one has no words here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...core.reasons import Reason, deciding_first
from ...games.root.reasons import is_detail
from .. import reasons as shared
from ..reasonlist import fold
from . import names

REASONS: dict[str, str] = cast(dict[str, str], {
    # -- setup (4.3) ---------------------------------------------------------------------------
    "setup.suits_random": QT_TRANSLATE_NOOP(
        "Reasons", "{map}: suit markers drawn at random (seeded). Lay {layout}. Correct any clearing from its menu."),
    "setup.keep_chosen": QT_TRANSLATE_NOOP("Reasons", "The Keep goes in clearing {clearing}, as the table chose."),
    "setup.keep_random": QT_TRANSLATE_NOOP(
        "Reasons", "The Keep goes in clearing {clearing}, drawn at random among the corners {corners}."),
    "setup.garrison": QT_TRANSLATE_NOOP(
        "Reasons", "A warrior in every clearing except {empty}; a second one in the Keep's clearing {keep}."),
    "setup.building": QT_TRANSLATE_NOOP("Reasons", "A {piece} in clearing {clearing} (at random)."),
    # -- birdsong (4.4) ------------------------------------------------------------------------
    "order.reveal": QT_TRANSLATE_NOOP("Reasons", "Birdsong: reveal the top card of the deck as the order card."),
    "order.reveal_expand": QT_TRANSLATE_NOOP("Reasons", "Expand: reveal a new order card (its item is not crafted)."),
    "craft.item": QT_TRANSLATE_NOOP("Reasons", "Craft: the order card shows {item:a}, still in the supply."),
    "craft.one_vp": QT_TRANSLATE_NOOP("Reasons", "A bot scores exactly 1 VP for any item it crafts."),
    "craft.no_item": QT_TRANSLATE_NOOP("Reasons", "Craft: the order card {card} shows no item."),
    "craft.item_gone": QT_TRANSLATE_NOOP("Reasons", "Craft: no {item} left in the supply, nothing is crafted."),
    # -- battle --------------------------------------------------------------------------------
    "battle.ordered": QT_TRANSLATE_NOOP("Reasons", "Battle in ordered clearing {clearing}."),
    "battle.ordered.none": QT_TRANSLATE_NOOP("Reasons", "Battle: no ordered clearing with enemy pieces."),
    "battle.every": QT_TRANSLATE_NOOP("Reasons", "Escalated Daylight: battle in clearing {clearing}."),
    "battle.every.none": QT_TRANSLATE_NOOP(
        "Reasons", "Battle: no clearing with both Marquise warriors and enemy pieces."),
    "battle.moved_into": QT_TRANSLATE_NOOP("Reasons", "Battle in clearing {clearing}, where warriors moved in."),
    "battle.moved_into.none": QT_TRANSLATE_NOOP("Reasons", "Battle: no clearing moved into holds enemy pieces."),
    "battle.blitz": QT_TRANSLATE_NOOP("Reasons", "Blitz: battle in clearing {clearing}."),
    "battle.blitz.none": QT_TRANSLATE_NOOP("Reasons", "Blitz: no enemy pieces where it moved, no battle."),
    "defender.most_pieces": QT_TRANSLATE_NOOP("Reasons", "Defender: most pieces there — {targets} ({value:piece})"),
    "defender.most_pieces.none_legal": QT_TRANSLATE_NOOP("Reasons", "Defender: no enemy can be attacked."),
    "defender.most_vp": QT_TRANSLATE_NOOP("Reasons", "then most VP — {targets} ({value:vp})"),
    "defender.most_vp.none_legal": QT_TRANSLATE_NOOP("Reasons", "Defender: no enemy can be attacked."),
    "battle.hits": QT_TRANSLATE_NOOP(
        "Reasons", "Dice {dice} ({rolled}): the {attacker} deals {attacker_hits:hit}, the {defender} {defender_hits:hit}."),
    "battle.vagabond_damage": QT_TRANSLATE_NOOP("Reasons", "The Vagabond damages {items:item}."),
    "battle.bot_losses": QT_TRANSLATE_NOOP(
        "Reasons", "A bot loses warriors first, then tokens, then buildings (type at random)."),
    "battle.defender_chooses": QT_TRANSLATE_NOOP(
        "Reasons", "The defender chooses which buildings or tokens the last {hits:hit} remove."),
    "battle.defenceless": QT_TRANSLATE_NOOP("Reasons", "The {defender} has no warriors there: defenceless, one extra hit."),
    "battle.vagabond_swords": QT_TRANSLATE_NOOP(
        "Reasons", "The Vagabond defends with {swords:sword} (its hit cap)."),
    "battle.hospitals": QT_TRANSLATE_NOOP("Reasons", "Hospitals: {count:warrior} return in the Keep's clearing {clearing}."),
    "battle.arbiter_ask": QT_TRANSLATE_NOOP("Reasons", "The defender may enlist the {arbiter} as Arbiter."),
    "battle.arbiter_enlisted": QT_TRANSLATE_NOOP(
        "Reasons", "The {arbiter} is enlisted as Arbiter: +{bonus} to the defender's hit cap."),
    "battle.automated_ambush": QT_TRANSLATE_NOOP("Reasons", "Automated Ambush: the defender deals one extra hit."),
    "battle.crackdown": QT_TRANSLATE_NOOP(
        "Reasons", "Crackdown: a base is gone, so the sympathy in every clearing of its suit goes too."),
    "battle.vagabot_damage": QT_TRANSLATE_NOOP("Reasons", "The Vagabot damages {items:item}."),
    "battle.vagabot_twelfth_item": QT_TRANSLATE_NOOP("Reasons", "The Vagabot's twelfth item: one extra hit."),
    "battle.vagabot_warrior_vp": QT_TRANSLATE_NOOP("Reasons", "The Vagabot scores {vp} VP for warriors removed."),
    "move.no_enemy_nearby": QT_TRANSLATE_NOOP(
        "Reasons", "No adjacent clearing has enemy pieces: the tie is broken by priority alone."),
    # -- recruit -------------------------------------------------------------------------------
    "recruit.evenly": QT_TRANSLATE_NOOP(
        "Reasons", "Recruit {count:warrior} evenly among the ordered clearings it rules: {targets}."),
    "recruit.remainder_priority": QT_TRANSLATE_NOOP("Reasons", "The remainder goes to the highest priority: {targets}."),
    "recruit.challenging_extra": QT_TRANSLATE_NOOP(
        "Reasons", "Plus 2 warriors in the ordered clearing it rules of highest priority: {clearing}."),
    "recruit.supply_short": QT_TRANSLATE_NOOP(
        "Reasons", "The supply is {missing:warrior} short: placed in priority order until it runs out."),
    "recruit.iron_will": QT_TRANSLATE_NOOP("Reasons", "Iron Will: Escalated Recruit places double ({count})."),
    "recruit.no_ruled": QT_TRANSLATE_NOOP("Reasons", "Recruit: it rules no {suit} clearing."),
    "recruit.no_ruled_any": QT_TRANSLATE_NOOP("Reasons", "Recruit: it rules no clearing."),
    "recruit.only_one": QT_TRANSLATE_NOOP("Reasons", "Recruit all {count} in the only clearing it rules: {clearing}."),
    "recruit.lowest_two": QT_TRANSLATE_NOOP(
        "Reasons", "Recruit {count:warrior} in the two lowest-priority clearings it rules: {targets}."),
    # -- build ---------------------------------------------------------------------------------
    "build.type_by_order": QT_TRANSLATE_NOOP("Reasons", "Build: a {piece} for the {suit} order."),
    "build.type_most": QT_TRANSLATE_NOOP(
        "Reasons", "Build: the type most on the map, {piece} (sawmills {sawmill}, workshops {workshop}, "
                   "recruiters {recruiter})."),
    "build.none_left": QT_TRANSLATE_NOOP("Reasons", "Build: no {piece} left on its track."),
    "build.no_ruled": QT_TRANSLATE_NOOP("Reasons", "Build: it rules no clearing."),
    "build.most_warriors": QT_TRANSLATE_NOOP("Reasons", "Build: most Marquise warriors — {targets} ({value:warrior})"),
    "build.most_warriors.none_legal": QT_TRANSLATE_NOOP("Reasons", "Build: no clearing it rules has a free slot."),
    # -- move ----------------------------------------------------------------------------------
    "move.all_but_three": QT_TRANSLATE_NOOP("Reasons", "Move all but 3 warriors out of {origin}: {count}."),
    "move.most_enemy_pieces": QT_TRANSLATE_NOOP("Reasons", "Move: most enemy pieces — {targets} ({value:enemy_piece})"),
    "move.most_enemy_pieces.none_legal": QT_TRANSLATE_NOOP("Reasons", "Move: no adjacent clearing may be entered."),
    "move.no_destination": QT_TRANSLATE_NOOP(
        "Reasons", "Move: {origin} has {warriors} Marquise warriors, but it rules neither {origin} nor a clearing "
                   "next to it: none move."),
    "move.none_over_three": QT_TRANSLATE_NOOP("Reasons", "Move: no clearing with more than 3 Marquise warriors."),
    "order.origin_priority": QT_TRANSLATE_NOOP(
        "Reasons", "Several clearings move: the highest-priority origin goes first ({origin})."),
    "blitz.move": QT_TRANSLATE_NOOP("Reasons", "Blitz: move {count} of the {warriors} warriors out of {origin} (all but one)."),
    "blitz.no_clearing": QT_TRANSLATE_NOOP("Reasons", "Blitz: it rules no clearing free of enemy pieces."),
    "blitz.too_few": QT_TRANSLATE_NOOP(
        "Reasons", "Blitz: every clearing it rules free of enemy pieces holds a single warrior; nothing moves."),
    # -- 2.x targeting -------------------------------------------------------------------------
    "retry.no_free_slot": QT_TRANSLATE_NOOP("Reasons", "clearing {clearing} has no free slot"),
    "retry.move_not_ruled": QT_TRANSLATE_NOOP(
        "Reasons", "clearing {clearing}: it rules neither end of the move"),
    "retry.next_value": QT_TRANSLATE_NOOP("Reasons", "→ next: {targets} ({value})"),
    # The same line when the criterion before it says what its value counts (sentence()).
    "retry.next_value.counted": QT_TRANSLATE_NOOP("Reasons", "→ next: {targets} ({value})"),
    "tiebreak.priority": QT_TRANSLATE_NOOP("Reasons", "→ highest priority: {chosen}"),
    "tiebreak.setup_order": QT_TRANSLATE_NOOP("Reasons", "→ earliest in setup order: {chosen}"),
    "tiebreak.pass_highest": QT_TRANSLATE_NOOP(
        "Reasons", "→ the Pass ({chosen}): it counts as the highest priority"),
    "tiebreak.pass_lowest": QT_TRANSLATE_NOOP(
        "Reasons", "→ the Pass ({chosen}): it counts as the lowest priority"),
    "choice.pass_highest": QT_TRANSLATE_NOOP(
        "Reasons", "The Pass ({clearing}) counts as the highest priority, ahead of {targets}."),
    "choice.pass_lowest": QT_TRANSLATE_NOOP(
        "Reasons", "The Pass ({clearing}) counts as the lowest priority, below {targets}."),
    "pass.evening_vp": QT_TRANSLATE_NOOP(
        "Reasons", "End of Evening: the {faction} rules the Pass and scores 1 VP (clearing {clearing})."),
    "route.through_pass": QT_TRANSLATE_NOOP(
        "Reasons", "Among the shortest ways it goes through the Pass ({clearing}): it counts as the highest priority."),
    "order.pass_first": QT_TRANSLATE_NOOP(
        "Reasons", "The Pass ({clearing}) goes first: it counts as the highest priority, before {targets}."),
    # -- expand, evening -----------------------------------------------------------------------
    "expand.built": QT_TRANSLATE_NOOP("Reasons", "Expand: not needed, it built this turn."),
    "expand.too_many": QT_TRANSLATE_NOOP("Reasons", "Expand: {buildings:building} on the map, more than 5."),
    "expand.limit": QT_TRANSLATE_NOOP(
        "Reasons", "Expand: the Iron Will card allows {limit} Expands per turn; they are done."),
    "expand.redraw": QT_TRANSLATE_NOOP(
        "Reasons", "Expand: nothing built this turn and no more than 5 buildings on the map ({buildings}): "
                   "discard the order, reveal another."),
    "score.track": QT_TRANSLATE_NOOP("Reasons", "Score {vp} VP from the {piece} track ({on_map} on the map)."),
    "score.best_track": QT_TRANSLATE_NOOP("Reasons", "Bird order: score the best track, {piece}: {vp} VP."),
    "score.nightmare": QT_TRANSLATE_NOOP("Reasons", "Score {vp} VP at the end of Evening."),
    "score.nightmare_players": QT_TRANSLATE_NOOP(
        "Reasons", "Score {vp} VP at the end of Evening (1 per two players, {players:player})."),
    "order.discard": QT_TRANSLATE_NOOP("Reasons", "Evening: discard the order card."),
    "turn.end": QT_TRANSLATE_NOOP("Reasons", "End of the {faction}'s turn."),
    # -- Automated Alliance (section 6) -------------------------------------------------------
    "setup.alliance": QT_TRANSLATE_NOOP(
        "Reasons", "The Alliance starts with {warriors:warrior}, {bases:base} and {sympathy:sympathy} on its board."),
    "spread.daylight": QT_TRANSLATE_NOOP("Reasons", "Daylight: spread sympathy."),
    "spread.bird_wild": QT_TRANSLATE_NOOP("Reasons", "A bird order is wild: every suit counts as ordered."),
    "spread.fewest_enemy_warriors": QT_TRANSLATE_NOOP("Reasons", "Spread: fewest enemy warriors — {targets} ({value:enemy_warrior})"),
    "spread.fewest_enemy_warriors.none_legal": QT_TRANSLATE_NOOP("Reasons", "Spread: no clearing can take sympathy."),
    "spread.fewest_enemy_pieces": QT_TRANSLATE_NOOP("Reasons", "then fewest enemy pieces — {targets} ({value:enemy_piece})"),
    "spread.fewest_enemy_pieces.none_legal": QT_TRANSLATE_NOOP("Reasons", "Spread: no clearing can take sympathy."),
    "spread.no_such_clearing": QT_TRANSLATE_NOOP(
        "Reasons", "No {suit} clearing next to a sympathetic one can take sympathy."),
    "spread.such_all_illegal": QT_TRANSLATE_NOOP("Reasons", "Every such clearing ({targets}) is illegal."),
    "spread.fallback_any_suit": QT_TRANSLATE_NOOP(
        "Reasons", "No {suit} clearing fits: spread to clearing {clearing} of any suit."),
    "spread.track_empty": QT_TRANSLATE_NOOP("Reasons", "Spread: no sympathy left on the track."),
    "spread.nowhere": QT_TRANSLATE_NOOP("Reasons", "Spread: no clearing can take a sympathy token."),
    "spread.cannot_vp": QT_TRANSLATE_NOOP("Reasons", "It cannot spread: it scores {vp} VP instead."),
    "spread.placed": QT_TRANSLATE_NOOP(
        "Reasons", "Place a sympathy token in clearing {clearing} ({token} on the map): {vp} VP."),
    "spread.martial_law": QT_TRANSLATE_NOOP(
        "Reasons", "Martial Law: the {faction} has 3+ warriors in clearing {clearing}; the spread scores {vp} VP."),
    "spread.wildfire": QT_TRANSLATE_NOOP("Reasons", "Wildfire: spread sympathy once more at the end of Evening."),
    "spread.wildfire_no_score": QT_TRANSLATE_NOOP("Reasons", "The Wildfire spread scores nothing."),
    "revolt.revolt": QT_TRANSLATE_NOOP("Reasons", "Revolt in clearing {clearing}."),
    "revolt.bird": QT_TRANSLATE_NOOP("Reasons", "Revolt: a bird order does not revolt in Birdsong."),
    "revolt.base_on_map": QT_TRANSLATE_NOOP("Reasons", "Revolt: the {suit} base is already on the map."),
    "revolt.no_sympathetic": QT_TRANSLATE_NOOP("Reasons", "Revolt: no sympathetic {suit} clearing can revolt."),
    "revolt.most_enemy_pieces": QT_TRANSLATE_NOOP("Reasons", "Revolt: most enemy pieces — {targets} ({value:enemy_piece})"),
    "revolt.most_enemy_pieces.none_legal": QT_TRANSLATE_NOOP("Reasons", "Revolt: no clearing can take the base."),
    "revolt.tokens_counted": QT_TRANSLATE_NOOP(
        "Reasons", "Tokens and pawns count as pieces in clearing {clearing} ({count} of them)."),
    "revolt.vp": QT_TRANSLATE_NOOP("Reasons", "The revolt removes {removed:piece} and scores {vp} VP."),
    "revolt.coop_collateral": QT_TRANSLATE_NOOP("Reasons", "Co-op: the revolt removes other bots' pieces too."),
    "revolt.vagabot_damage": QT_TRANSLATE_NOOP("Reasons", "The {faction} damages {items:item}."),
    "revolt.vagabond_damage": QT_TRANSLATE_NOOP("Reasons", "The {faction} damages {items:item}."),
    "revolt.failed_pity": QT_TRANSLATE_NOOP("Reasons", "No revolt: Public Pity follows."),
    "retry.revolt_no_slot": QT_TRANSLATE_NOOP("Reasons", "clearing {clearing} would have no free slot for the base"),
    "retry.keep_forbids": QT_TRANSLATE_NOOP("Reasons", "clearing {clearing} holds the Keep"),
    "pity.spreads": QT_TRANSLATE_NOOP(
        "Reasons", "Public Pity: {on_map:sympathy} on the map, so spread {times:time}."),
    "pity.counted_once": QT_TRANSLATE_NOOP("Reasons", "The count is made once, as Public Pity starts."),
    "pity.again": QT_TRANSLATE_NOOP("Reasons", "Public Pity: spread again ({left} left)."),
    "surprise.revolt": QT_TRANSLATE_NOOP("Reasons", "Surprise Revolt in clearing {clearing}."),
    "surprise.most_enemy_pieces": QT_TRANSLATE_NOOP("Reasons", "Surprise Revolt: most enemy pieces — {targets} ({value:enemy_piece})"),
    "surprise.most_enemy_pieces.none_legal": QT_TRANSLATE_NOOP("Reasons", "Surprise Revolt: no clearing can revolt."),
    "surprise.none": QT_TRANSLATE_NOOP("Reasons", "Surprise Revolt: no sympathetic clearing can revolt."),
    "organize.threshold": QT_TRANSLATE_NOOP("Reasons", "Organize needs {warriors}+ Alliance warriors."),
    "organize.remove": QT_TRANSLATE_NOOP(
        "Reasons", "Organize in clearing {clearing}: {warriors:warrior} (at least {threshold}); remove them."),
    "organize.none": QT_TRANSLATE_NOOP("Reasons", "Organize: no clearing with a base and {threshold}+ warriors."),
    "organize.spread": QT_TRANSLATE_NOOP("Reasons", "After organizing in clearing {clearing}: spread sympathy."),
    "order.target_priority": QT_TRANSLATE_NOOP("Reasons", "Several targets: highest priority first ({clearing})."),
    "recruit.per_base": QT_TRANSLATE_NOOP("Reasons", "Recruit a warrior in each clearing with a base: {targets}."),
    "recruit.no_base": QT_TRANSLATE_NOOP("Reasons", "Recruit: no base on the map."),
    "evening.end_effects": QT_TRANSLATE_NOOP("Reasons", "End-of-Evening effects come before the order is discarded."),
    "battle.informants_ambush": QT_TRANSLATE_NOOP("Reasons", "Informants: defenceless sympathy still ambushes, one extra hit."),
    "battle.veterans_both_high": QT_TRANSLATE_NOOP("Reasons", "Veterans: both sides take the higher die."),
    "battle.veterans_guerrilla": QT_TRANSLATE_NOOP("Reasons", "Veterans: the Alliance defends with the higher die."),
    "battle.popularity_cap": QT_TRANSLATE_NOOP("Reasons", "Popularity: removing sympathy scores at most {vp} VP per battle."),
    "battle.popularity_none": QT_TRANSLATE_NOOP("Reasons", "Popularity: removing sympathy scores no VP."),
    # -- Electric Eyrie (section 5) -----------------------------------------------------------
    "setup.viziers": QT_TRANSLATE_NOOP("Reasons", "{count} Loyal Viziers start in the Decree."),
    "setup.one_vizier": QT_TRANSLATE_NOOP("Reasons", "Only one Loyal Vizier starts in the Decree."),
    "setup.ambush_in_decree": QT_TRANSLATE_NOOP("Reasons", "The {card} card starts in the bird column of the Decree."),
    "setup.roost_opposite_keep": QT_TRANSLATE_NOOP(
        "Reasons", "The first roost goes in clearing {clearing}, the corner opposite the Keep ({keep})."),
    "setup.roost_random": QT_TRANSLATE_NOOP(
        "Reasons", "The first roost goes in clearing {clearing}, drawn at random among the corners {corners}."),
    "setup.roost_keep_unknown": QT_TRANSLATE_NOOP(
        "Reasons", "The Keep is not on the map: the first roost goes in clearing {clearing} (random among {corners})."),
    "decree.add": QT_TRANSLATE_NOOP("Reasons", "Add the order card to the {column} column ({cards:card} there)."),
    "decree.column_empty": QT_TRANSLATE_NOOP("Reasons", "The {column} column is empty."),
    "decree.columns_empty": QT_TRANSLATE_NOOP("Reasons", "Empty columns of the Decree: {column}."),
    "decree.bird_wild": QT_TRANSLATE_NOOP("Reasons", "Bird cards in the Decree are wild: any clearing counts."),
    "new_roost.place": QT_TRANSLATE_NOOP("Reasons", "New roost in clearing {clearing} with {warriors:warrior}."),
    "new_roost.not_needed": QT_TRANSLATE_NOOP("Reasons", "No new roost: {roosts:roost} already on the map."),
    "new_roost.nowhere": QT_TRANSLATE_NOOP("Reasons", "No {suit} clearing can take a new roost."),
    "new_roost.bird_order": QT_TRANSLATE_NOOP("Reasons", "A bird order: the new roost may go in a clearing of any suit."),
    "recruit.column": QT_TRANSLATE_NOOP(
        "Reasons", "Recruit for the {column} column ({cards:card}): {count:warrior} in clearing {clearing}."),
    "recruit.difficulty_bird": QT_TRANSLATE_NOOP("Reasons", "Recruit for the bird column: {count:warrior} ({cards:card})."),
    "recruit.none_to_place": QT_TRANSLATE_NOOP("Reasons", "Recruit for the {column} column: no warrior to place."),
    "recruit.no_roost": QT_TRANSLATE_NOOP("Reasons", "Recruit for the {column} column: no roost in such a clearing."),
    "recruit.supply_empty": QT_TRANSLATE_NOOP("Reasons", "Recruit for the {column} column: no warrior left in the supply."),
    "recruit.most_enemy_pieces": QT_TRANSLATE_NOOP("Reasons", "Recruit: most enemy pieces — {targets} ({value:enemy_piece})"),
    "recruit.most_enemy_pieces.none_legal": QT_TRANSLATE_NOOP("Reasons", "Recruit: no clearing may take warriors."),
    "recruit.fewest_warriors": QT_TRANSLATE_NOOP("Reasons", "then fewest Eyrie warriors — {targets} ({value:warrior})"),
    "recruit.fewest_warriors.none_legal": QT_TRANSLATE_NOOP("Reasons", "Recruit: no clearing may take warriors."),
    "recruit.lowest_priority": QT_TRANSLATE_NOOP("Reasons", "→ lowest priority: {chosen}"),
    "move.column": QT_TRANSLATE_NOOP(
        "Reasons", "Move for the {column} column ({cards:card}): {count:warrior} from {origin} to {dest}, "
                   "leaving {leave:warrior} ({to_rule} needed there to keep ruling it)."),
    "move.most_warriors": QT_TRANSLATE_NOOP("Reasons", "Move from: most Eyrie warriors — {targets} ({value:warrior})"),
    "move.most_warriors.none_legal": QT_TRANSLATE_NOOP("Reasons", "Move: no clearing has warriors to spare."),
    "move.no_roost": QT_TRANSLATE_NOOP("Reasons", "Move to: a clearing without a roost — {targets}"),
    "move.no_roost.none_legal": QT_TRANSLATE_NOOP("Reasons", "Move: no destination may be entered."),
    "move.fewest_enemy_pieces": QT_TRANSLATE_NOOP("Reasons", "then fewest enemy pieces — {targets} ({value:enemy_piece})"),
    "move.fewest_enemy_pieces.none_legal": QT_TRANSLATE_NOOP("Reasons", "Move: no destination may be entered."),
    "move.lowest_priority": QT_TRANSLATE_NOOP("Reasons", "→ lowest priority: {chosen}"),
    "move.rule_needs_a_warrior": QT_TRANSLATE_NOOP("Reasons", "Ruling clearing {clearing} needs a warrior there."),
    "move.no_ruled": QT_TRANSLATE_NOOP("Reasons", "Move for the {column} column: it rules no such clearing."),
    "move.none": QT_TRANSLATE_NOOP("Reasons", "Move for the {column} column: nothing can move."),
    "retry.nothing_to_move": QT_TRANSLATE_NOOP(
        "Reasons", "clearing {clearing}: {warriors:warrior}, {leave} must stay; none to move"),
    "retry.no_eyrie_warriors": QT_TRANSLATE_NOOP("Reasons", "clearing {clearing} has no Eyrie warriors"),
    "retry.no_defender": QT_TRANSLATE_NOOP("Reasons", "clearing {clearing} has no enemy to battle"),
    "battle.column": QT_TRANSLATE_NOOP(
        "Reasons", "Battle for the {column} column in clearing {clearing} against the {defender}."),
    "battle.no_roost": QT_TRANSLATE_NOOP("Reasons", "Battle: where the Eyrie has no roost — {targets}"),
    "battle.no_roost.none_legal": QT_TRANSLATE_NOOP("Reasons", "Battle: no clearing to battle in."),
    "battle.most_defenceless_buildings": QT_TRANSLATE_NOOP(
        "Reasons", "then most defenceless buildings — {targets} ({value:defenceless_building})"),
    "battle.most_defenceless_buildings.none_legal": QT_TRANSLATE_NOOP("Reasons", "Battle: no clearing to battle in."),
    "battle.defenceless_counted": QT_TRANSLATE_NOOP("Reasons", "Defenceless buildings counted: {value}."),
    "battle.lowest_priority": QT_TRANSLATE_NOOP("Reasons", "→ lowest priority: {chosen}"),
    "battle.extra_hit": QT_TRANSLATE_NOOP("Reasons", "{cards:card} in the {column} column: one extra hit."),
    "battle.once_per_column": QT_TRANSLATE_NOOP(
        "Reasons", "One battle for the {column} column, whatever its {cards:card}."),
    "battle.none": QT_TRANSLATE_NOOP("Reasons", "Battle for the {column} column: no clearing to battle in."),
    "battle.war_tax": QT_TRANSLATE_NOOP("Reasons", "War Tax: the {faction} loses {vp} VP."),
    "war_tax.own_removals": QT_TRANSLATE_NOOP("Reasons", "War Tax counts only what the Eyrie removes."),
    "defender.most_buildings": QT_TRANSLATE_NOOP("Reasons", "Defender: most buildings — {targets} ({value:building})"),
    "defender.most_buildings.none_legal": QT_TRANSLATE_NOOP("Reasons", "Defender: no enemy can be attacked."),
    "build.roost": QT_TRANSLATE_NOOP("Reasons", "Build a roost in clearing {clearing}."),
    "build.no_roost_left": QT_TRANSLATE_NOOP("Reasons", "Build: no roost left on the track."),
    "build.nowhere": QT_TRANSLATE_NOOP("Reasons", "Build: no ruled clearing with a free slot and no roost."),
    "score.roost_track": QT_TRANSLATE_NOOP("Reasons", "Score {vp} VP for {roosts:roost} on the map."),
    "relentless.remove": QT_TRANSLATE_NOOP(
        "Reasons", "Relentless: remove {count:building_token} (defenceless, enemy) in {targets}."),
    "relentless.scores": QT_TRANSLATE_NOOP("Reasons", "Relentless removals score {vp} VP."),
    "relentless.none": QT_TRANSLATE_NOOP("Reasons", "Relentless: nothing defenceless to remove."),
    "swoop.place": QT_TRANSLATE_NOOP("Reasons", "Swoop: {count:warrior} in clearing {clearing}."),
    "swoop.after_turmoil": QT_TRANSLATE_NOOP("Reasons", "Swoop happens at the end of Daylight, after Turmoil too."),
    "turmoil.falls": QT_TRANSLATE_NOOP("Reasons", "Turmoil ({cause})."),
    "turmoil.already": QT_TRANSLATE_NOOP("Reasons", "Already in turmoil this turn ({cause})."),
    "turmoil.humiliate": QT_TRANSLATE_NOOP("Reasons", "Turmoil: humiliated, lose {vp} VP."),
    "turmoil.nobility": QT_TRANSLATE_NOOP("Reasons", "Nobility: score {vp} VP instead of losing VP."),
    "turmoil.purge": QT_TRANSLATE_NOOP("Reasons", "Turmoil: purge the Decree, {discarded:card} discarded, {viziers:vizier} stay."),
    "turmoil.ambush_purged": QT_TRANSLATE_NOOP("Reasons", "An ambush card in the Decree is purged too."),
    "turmoil.rest": QT_TRANSLATE_NOOP("Reasons", "Turmoil: Daylight ends; Evening still follows."),
    "ferry.bot_crossing": QT_TRANSLATE_NOOP(
        "Reasons", "Ferry: {count} {piece:count} from {origin} across the lake to {dest}; the {faction} takes "
        "the ferry and scores {vp} VP instead of drawing a card."),
    "outrage.human_alliance": QT_TRANSLATE_NOOP(
        "Reasons", "Outrage: the Alliance's sympathy in clearing {clearing} was hit ({cause})."),
    # -- Vagabot (section 7) ------------------------------------------------------------------
    "setup.vagabot_character": QT_TRANSLATE_NOOP("Reasons", "The Vagabot plays the {character}."),
    "setup.vagabot_items": QT_TRANSLATE_NOOP("Reasons", "The Vagabot starts with {items:item} marked S in its Satchel."),
    "setup.pawn_forest": QT_TRANSLATE_NOOP("Reasons", "The pawn starts in {forest}, touching the most clearings ({clearings})."),
    "setup.pawn_forest_random": QT_TRANSLATE_NOOP("Reasons", "The pawn starts in {forest}, drawn at random among {forests} (each touching {clearings:clearing})."),
    "setup.ruin_item": QT_TRANSLATE_NOOP("Reasons", "Clearing {clearing}: {item:a} goes under the ruin (at random)."),
    "setup.quest_at_first_turn": QT_TRANSLATE_NOOP("Reasons", "The quest card is drawn at the Vagabot's first turn."),
    "quest.draw_setup": QT_TRANSLATE_NOOP("Reasons", "Draw a quest card."),
    "quest.asked_now": QT_TRANSLATE_NOOP("Reasons", "Which quest card was drawn?"),
    "quest.draw_new": QT_TRANSLATE_NOOP("Reasons", "Draw a new quest card."),
    "quest.complete": QT_TRANSLATE_NOOP("Reasons", "Complete the {suit} quest in clearing {clearing}."),
    "quest.score": QT_TRANSLATE_NOOP("Reasons", "The quest scores {vp} VP."),
    "quest.nearest": QT_TRANSLATE_NOOP("Reasons", "Go to the nearest {suit} clearing for the quest."),
    "quest.none": QT_TRANSLATE_NOOP("Reasons", "Quest: no quest card."),
    "quest.not_reached": QT_TRANSLATE_NOOP("Reasons", "Quest: no matching clearing within reach."),
    "quest.cannot_pay": QT_TRANSLATE_NOOP("Reasons", "Quest: {usable:usable_item}, {cost} needed."),
    "daylight.action": QT_TRANSLATE_NOOP("Reasons", "Daylight action {index} of {of} for the {suit} order: {action}."),
    "daylight.adventurer_quest": QT_TRANSLATE_NOOP("Reasons", "Adventurer: quest again as long as possible at the end of Daylight."),
    "daylight.no_items": QT_TRANSLATE_NOOP("Reasons", "Daylight ends: no usable item left; not done: {not_done}."),
    "items.track_not_usable": QT_TRANSLATE_NOOP("Reasons", "Items on the track ({track}) are not usable for actions."),
    "nearest.here": QT_TRANSLATE_NOOP("Reasons", "Already in clearing {clearing}."),
    "nearest.move": QT_TRANSLATE_NOOP("Reasons", "Move to {dest}: {moves:move}, {items:item} exhausted."),
    "nearest.moves": QT_TRANSLATE_NOOP("Reasons", "Nearest: fewest moves — {targets} ({value:move})"),
    "nearest.moves.none_legal": QT_TRANSLATE_NOOP("Reasons", "Nearest: no clearing within reach."),
    "nearest.ties_order": QT_TRANSLATE_NOOP("Reasons", "Ties of distance go to the highest priority."),
    "move.nimble": QT_TRANSLATE_NOOP("Reasons", "Nimble: the Vagabot ignores rule when moving."),
    "move.from_forest": QT_TRANSLATE_NOOP("Reasons", "Leaving {forest} into an adjacent clearing."),
    "move.partial": QT_TRANSLATE_NOOP("Reasons", "It stops in clearing {stopped}: {missing:move} more would be needed."),
    "slip.few_items": QT_TRANSLATE_NOOP("Reasons", "Slip: only {undamaged:undamaged_item}."),
    "slip.no_forest": QT_TRANSLATE_NOOP("Reasons", "Slip: no forest to slip into."),
    "slip.random_forest": QT_TRANSLATE_NOOP("Reasons", "Slip into {forest} (at random among {options})."),
    "explore.take": QT_TRANSLATE_NOOP("Reasons", "Explore the ruin in clearing {clearing}: take {item:a}."),
    "explore.no_vp": QT_TRANSLATE_NOOP("Reasons", "Exploring scores no VP."),
    "explore.nearest_ruin": QT_TRANSLATE_NOOP("Reasons", "Explore: go to the nearest ruin."),
    "explore.no_ruins": QT_TRANSLATE_NOOP("Reasons", "Explore: no ruins left."),
    "explore.not_reached": QT_TRANSLATE_NOOP("Reasons", "Explore: no ruin within reach."),
    "craft.into_satchel": QT_TRANSLATE_NOOP("Reasons", "The crafted item goes into the satchel."),
    "aid.fewest_vp": QT_TRANSLATE_NOOP("Reasons", "Aid: fewest VP — {targets} ({value:vp})"),
    "aid.fewest_vp.none_legal": QT_TRANSLATE_NOOP("Reasons", "Aid: nobody to aid."),
    "aid.helper_fewest_vp": QT_TRANSLATE_NOOP("Reasons", "Helper: aid the player with fewest VP — {targets} ({value:vp})"),
    "aid.helper_fewest_vp.none_legal": QT_TRANSLATE_NOOP("Reasons", "Helper: nobody to aid."),
    "aid.helper_dc": QT_TRANSLATE_NOOP("Reasons", "Helper (Director's Cut): with no items available, move to aid the lowest-scoring player."),
    "aid.helper_reading": QT_TRANSLATE_NOOP("Reasons", "Helper applies to each aid."),
    "aid.helper_extra": QT_TRANSLATE_NOOP("Reasons", "Helper: aid scores {vp} extra VP."),
    "aid.exhaust": QT_TRANSLATE_NOOP("Reasons", "Aid: exhaust {count:item} ({crafted:crafted_item} there, {usable} usable)."),
    "aid.take_items": QT_TRANSLATE_NOOP("Reasons", "Take {count:crafted_item} from the {faction}: {items}."),
    "aid.score": QT_TRANSLATE_NOOP("Reasons", "Aid scores {vp} VP."),
    "aid.bot_scores": QT_TRANSLATE_NOOP("Reasons", "The {faction} bot scores {vp} VP for the aid."),
    "aid.bot_one_vp": QT_TRANSLATE_NOOP("Reasons", "A bot that is aided scores 1 VP instead of drawing."),
    "aid.human_draws": QT_TRANSLATE_NOOP("Reasons", "The {faction} draws {cards:card}."),
    "aid.in_forest": QT_TRANSLATE_NOOP("Reasons", "Aid: the Vagabot is in {forest}."),
    "aid.ask_crafted": QT_TRANSLATE_NOOP("Reasons", "Which humans in clearing {clearing} have crafted items?"),
    "aid.ask_count": QT_TRANSLATE_NOOP("Reasons", "How many crafted items does the {faction} have (at most {most})?"),
    "aid.no_target": QT_TRANSLATE_NOOP("Reasons", "Aid: nobody to aid in clearing {clearing}."),
    "aid.not_reached": QT_TRANSLATE_NOOP("Reasons", "Aid: nobody within reach."),
    "battle.declare": QT_TRANSLATE_NOOP("Reasons", "Battle in clearing {clearing} against the {defender}."),
    "battle.nearest": QT_TRANSLATE_NOOP("Reasons", "Battle: go to the nearest clearing with the {defender}."),
    "battle.most_vp": QT_TRANSLATE_NOOP("Reasons", "Battle: the player with most VP — {targets} ({value:vp})"),
    "battle.most_vp.none_legal": QT_TRANSLATE_NOOP("Reasons", "Battle: nobody to attack."),
    "battle.dest_most_buildings_tokens": QT_TRANSLATE_NOOP("Reasons", "then most buildings and tokens — {targets} ({value:building_token})"),
    "battle.dest_most_buildings_tokens.none_legal": QT_TRANSLATE_NOOP("Reasons", "Battle: no clearing within reach."),
    "battle.dest_fewest_warriors": QT_TRANSLATE_NOOP("Reasons", "then fewest warriors — {targets} ({value:warrior})"),
    "battle.dest_fewest_warriors.none_legal": QT_TRANSLATE_NOOP("Reasons", "Battle: no clearing within reach."),
    "battle.berserker_most_pieces": QT_TRANSLATE_NOOP("Reasons", "Berserker: the nearest clearing with most pieces — {targets} ({value:piece})"),
    "battle.berserker_most_pieces.none_legal": QT_TRANSLATE_NOOP("Reasons", "Berserker: no clearing within reach."),
    "battle.berserker_most_pieces_player": QT_TRANSLATE_NOOP("Reasons", "Berserker: the player with most pieces there — {targets} ({value:piece})"),
    "battle.berserker_most_pieces_player.none_legal": QT_TRANSLATE_NOOP("Reasons", "Berserker: nobody to attack."),
    "battle.berserker_reading": QT_TRANSLATE_NOOP("Reasons", "Berserker replaces the battle's choice of clearing and defender."),
    "battle.exhaust": QT_TRANSLATE_NOOP("Reasons", "Battle: exhaust {count:item}."),
    "battle.again": QT_TRANSLATE_NOOP("Reasons", "Battle the {defender} again."),
    "battle.again_here": QT_TRANSLATE_NOOP("Reasons", "A second battle stays in the same clearing."),
    "battle.target_gone": QT_TRANSLATE_NOOP("Reasons", "The {defender} has no pieces left here."),
    "battle.adventurer_once": QT_TRANSLATE_NOOP("Reasons", "Adventurer: at most one battle per turn."),
    "battle.no_target": QT_TRANSLATE_NOOP("Reasons", "Battle: nobody to attack."),
    "battle.not_reached": QT_TRANSLATE_NOOP("Reasons", "Battle: no target within reach."),
    "battle.stop_items": QT_TRANSLATE_NOOP("Reasons", "Battle stops: {usable:usable_item}, {cost} needed."),
    "battle.no_defender_left": QT_TRANSLATE_NOOP("Reasons", "The {defender} has nothing left to battle."),
    "battle.marksman_first": QT_TRANSLATE_NOOP("Reasons", "Marksman hits before the dice."),
    "battle.marksman_hit": QT_TRANSLATE_NOOP("Reasons", "Marksman: an immediate hit on the {defender}."),
    "battle.marksman_vp": QT_TRANSLATE_NOOP("Reasons", "Marksman: the hit removes 1 {faction} {piece}; {vp} VP."),
    "battle.marksman_nothing": QT_TRANSLATE_NOOP("Reasons", "Marksman: nothing to hit."),
    "repair.one": QT_TRANSLATE_NOOP("Reasons", "Repair one item (it comes back {face})."),
    "repair.done": QT_TRANSLATE_NOOP("Reasons", "Repaired {repaired:item}."),
    "repair.none": QT_TRANSLATE_NOOP("Reasons", "Repair: nothing damaged."),
    "repair.forest_all": QT_TRANSLATE_NOOP("Reasons", "In {forest}: repair every item."),
    "repair.clearing_one": QT_TRANSLATE_NOOP("Reasons", "In clearing {clearing}: repair one item."),
    "repair.berserker_extra": QT_TRANSLATE_NOOP("Reasons", "Berserker: repair one extra item."),
    "refresh.count": QT_TRANSLATE_NOOP("Reasons", "Refresh {count:item} ({damaged} damaged)."),
    "refresh.difficulty": QT_TRANSLATE_NOOP("Reasons", "Refresh {count:item} (difficulty)."),
    "refresh.done": QT_TRANSLATE_NOOP("Reasons", "Refreshed {refreshed:item}."),
    "refresh.none_exhausted": QT_TRANSLATE_NOOP("Reasons", "Refresh: nothing exhausted."),
    "refresh.satchel_first": QT_TRANSLATE_NOOP("Reasons", "Items in the satchel refresh first."),
    "track.grows": QT_TRANSLATE_NOOP("Reasons", "The item track grows to {track}: up to {max_hits:hit} ({face_down} face down)."),
    "track.shrinks": QT_TRANSLATE_NOOP("Reasons", "The item track shrinks to {track}: up to {max_hits:hit}."),
    "special.exhaust": QT_TRANSLATE_NOOP("Reasons", "Special action: exhaust an item."),
    "special.skip": QT_TRANSLATE_NOOP("Reasons", "Special action: skipped."),
    "special.in_forest": QT_TRANSLATE_NOOP("Reasons", "Special action: the Vagabot is in {forest}."),
    "thief.most_vp": QT_TRANSLATE_NOOP("Reasons", "Thief: the player with most VP — {targets} ({value:vp})"),
    "thief.most_vp.none_legal": QT_TRANSLATE_NOOP("Reasons", "Thief: nobody to steal from."),
    "thief.most_pieces": QT_TRANSLATE_NOOP("Reasons", "then most pieces here — {targets} ({value:piece})"),
    "thief.most_pieces.none_legal": QT_TRANSLATE_NOOP("Reasons", "Thief: nobody to steal from."),
    "thief.take": QT_TRANSLATE_NOOP("Reasons", "Thief: take a random card from the {faction}."),
    "thief.card_discarded": QT_TRANSLATE_NOOP("Reasons", "Bots have no hand: the {faction}'s card is discarded and the Vagabot scores {vp} VP."),
    "thief.no_target": QT_TRANSLATE_NOOP("Reasons", "Thief: nobody to steal from."),
    "thief.ask_hands": QT_TRANSLATE_NOOP("Reasons", "Which humans here have cards in hand?"),
    "tinker.craft": QT_TRANSLATE_NOOP("Reasons", "Tinker: take {card} from the discard and craft {item}."),
    "tinker.vp": QT_TRANSLATE_NOOP("Reasons", "Crafting scores {vp} VP."),
    "tinker.nothing": QT_TRANSLATE_NOOP("Reasons", "Tinker: nothing in the discard to craft."),
    "tinker.discard_known": QT_TRANSLATE_NOOP("Reasons", "The discard pile is known to the table."),
    "ranger.slip": QT_TRANSLATE_NOOP("Reasons", "Ranger: {damaged:damaged_item}; slip into {forest} (among {options})."),
    "ranger.too_few_damaged": QT_TRANSLATE_NOOP("Reasons", "Ranger: only {damaged:damaged_item}."),
    "vagrant.battle": QT_TRANSLATE_NOOP("Reasons", "Vagrant: the {attacker} battles the {defender} in clearing {clearing}."),
    "vagrant.most_pieces": QT_TRANSLATE_NOOP("Reasons", "Vagrant: most pieces here — {targets} ({value:piece})"),
    "vagrant.most_pieces.none_legal": QT_TRANSLATE_NOOP("Reasons", "Vagrant: nobody to incite."),
    "vagrant.attacker": QT_TRANSLATE_NOOP("Reasons", "The attacker is the {faction}."),
    "vagrant.defender": QT_TRANSLATE_NOOP("Reasons", "The defender is the {faction}."),
    "vagrant.self_attacks": QT_TRANSLATE_NOOP("Reasons", "With no one else, the attacker battles the {defender}."),
    "vagrant.attacker_losses": QT_TRANSLATE_NOOP("Reasons", "The {faction} loses {count:piece} of its choice."),
    "vagrant.nobody": QT_TRANSLATE_NOOP("Reasons", "Vagrant: nobody to incite."),
    "vagrant.reading": QT_TRANSLATE_NOOP("Reasons", "Vagrant picks both sides of the battle."),
    "rogue.conditions": QT_TRANSLATE_NOOP(
        "Reasons", "Rogue needs 3 enemy pieces with a building or token; here: {pieces:enemy_piece}, "
                   "{buildings_tokens:building_token}."),
    "rogue.remove_all": QT_TRANSLATE_NOOP("Reasons", "Rogue: remove the enemy pieces in clearing {clearing}:"),
    "rogue.removal_vp": QT_TRANSLATE_NOOP("Reasons", "The buildings and tokens removed score {vp} VP."),
    "rogue.score": QT_TRANSLATE_NOOP("Reasons", "Rogue scores {vp} VP."),
    "rogue.cover_slot": QT_TRANSLATE_NOOP("Reasons", "An item covers a slot in clearing {clearing}."),
    "rogue.least_useful_item": QT_TRANSLATE_NOOP("Reasons", "The least useful item is given up."),
    "rogue.no_free_slot": QT_TRANSLATE_NOOP("Reasons", "Clearing {clearing} has no free slot for the item."),
    "arbiter.passive": QT_TRANSLATE_NOOP("Reasons", "The Arbiter acts only when a defender enlists it."),
    "adventurer.done": QT_TRANSLATE_NOOP("Reasons", "Adventurer: {usable:usable_item}, {needed} needed to quest again."),
    "adventurer.no_quest": QT_TRANSLATE_NOOP("Reasons", "Adventurer: no quest to repeat."),
    "adventurer.only_if_complete": QT_TRANSLATE_NOOP("Reasons", "Adventurer repeats only completed quests."),
    "retry.no_pieces": QT_TRANSLATE_NOOP("Reasons", "the {faction} has no pieces there"),
    "retry.no_cards": QT_TRANSLATE_NOOP("Reasons", "the {faction} has no cards"),
    "retry.no_warriors": QT_TRANSLATE_NOOP("Reasons", "the {faction} has no warriors there"),
    "retry.bot_no_hand": QT_TRANSLATE_NOOP("Reasons", "the {faction} is a bot and has no hand"),
    "spread.no_slot_needed": QT_TRANSLATE_NOOP("Reasons", "A sympathy token needs no building slot (clearing {clearing})."),
    # -- history entries (controller labels) ---------------------------------------------------
    "history.start": QT_TRANSLATE_NOOP("Reasons", "Start of the game"),
    # -- the end (Law of Root 3.1; the co-op race) ----------------------------------------------
    "game.over.faction": QT_TRANSLATE_NOOP("Reasons", "The {winners} reached 30 VP and wins the game."),
    "game.over.humans": QT_TRANSLATE_NOOP("Reasons", "Every human ({winners}) reached 30 VP before any bot: "
                                                     "the humans win."),
    "game.over.bots": QT_TRANSLATE_NOOP("Reasons", "A bot ({winners}) reached 30 VP first: the bots win."),
    "history.step": QT_TRANSLATE_NOOP("Reasons", "Bot step: {action}"),
    "history.end_turn": QT_TRANSLATE_NOOP("Reasons", "{faction} ended the turn"),
    "history.edit.add": QT_TRANSLATE_NOOP("Reasons", "Added {count} {faction} {piece:count} to {place}"),
    "history.edit.move": QT_TRANSLATE_NOOP("Reasons", "Moved {count} {faction} {piece:count} from {origin} to {dest}"),
    "history.edit.remove": QT_TRANSLATE_NOOP("Reasons", "Removed {count} {faction} {piece:count} from {place}"),
    "history.edit.set_vp": QT_TRANSLATE_NOOP("Reasons", "{faction}: {vp} VP"),
    "history.edit.set_ruins": QT_TRANSLATE_NOOP("Reasons", "Ruins in clearing {clearing}: {ruins}"),
    "history.edit.set_item": QT_TRANSLATE_NOOP("Reasons", "Item supply: {count} {item}"),
    "history.edit.set_suit": QT_TRANSLATE_NOOP("Reasons", "Suit marker on clearing {clearing}: {suit}"),
    "history.edit.correct_slots": QT_TRANSLATE_NOOP(
        "Reasons", "Map corrected: clearing {clearing} has {slots:building_slot} printed"),
    "history.edit.set_river": QT_TRANSLATE_NOOP("Reasons", "Map corrected: river between {a} and {b}: {river}"),
    "history.edit.set_coast": QT_TRANSLATE_NOOP("Reasons", "Map corrected: clearing {clearing} coastal: {coastal}"),
    "history.edit.move_by_ferry": QT_TRANSLATE_NOOP(
        "Reasons", "Moved {count} {faction} {piece:count} from {origin} across the lake to {dest} on the ferry; "
        "the {faction} draws a card"),
    "history.edit.move_ferry": QT_TRANSLATE_NOOP("Reasons", "The ferry moved to {dest}"),
    "history.edit.set_path_closed": QT_TRANSLATE_NOOP("Reasons", "Path {a}–{b} closed: {closed}"),
    "history.edit.open_path": QT_TRANSLATE_NOOP(
        "Reasons", "The {opened_by} opens the closed path {a}–{b}: a card spent, the marker removed, 1 VP "
                   "(Law of Root C.3.3)"),
    "history.edit.bot_hits": QT_TRANSLATE_NOOP("Reasons", "{faction} takes {hits:hit} in clearing {clearing}"),
    "history.edit.outrage": QT_TRANSLATE_NOOP("Reasons", "Outrage in clearing {clearing} (card discarded: {discarded})"),
    "history.edit.set_bot_board": QT_TRANSLATE_NOOP("Reasons", "Corrected the {faction}'s faction board"),
    "history.answer": QT_TRANSLATE_NOOP("Reasons", "Answered: {kind}"),
    "history.answer.order_card": QT_TRANSLATE_NOOP("Reasons", "Order card: {card}"),
    "history.answer.order_card_suit": QT_TRANSLATE_NOOP("Reasons", "Order card: a {suit} card"),
    "history.answer.card_drawn": QT_TRANSLATE_NOOP("Reasons", "Card drawn for the {faction}: {card}"),
    "history.answer.card_drawn_suit": QT_TRANSLATE_NOOP("Reasons", "Card drawn for the {faction}: a {suit} card"),
    "history.answer.dice": QT_TRANSLATE_NOOP("Reasons", "Dice: {dice} ({rolled})"),
    "history.answer.removal": QT_TRANSLATE_NOOP("Reasons", "Defender removes: {pieces}"),
    "history.answer.table": QT_TRANSLATE_NOOP("Reasons", "The table answered: {chosen}"),
    "history.answer.arbiter_yes": QT_TRANSLATE_NOOP("Reasons", "The defender enlists the Arbiter"),
    "history.answer.arbiter_no": QT_TRANSLATE_NOOP("Reasons", "The defender does not enlist the Arbiter"),
    # Marquise (issue 8)
    "blitz.single_warrior": QT_TRANSLATE_NOOP(
        "Reasons", "clearing {clearing} holds a single warrior, none can move: next clearing"),
    "expand.again": QT_TRANSLATE_NOOP("Reasons", "Expand has no limit per turn: this is Expand {times} of this turn."),
    "move.none_over_three_ordered": QT_TRANSLATE_NOOP(
        "Reasons", "Move: no {suit} clearing has more than 3 Marquise warriors."),
    "order.bird_orders_every_clearing": QT_TRANSLATE_NOOP("Reasons", "A bird order is wild: every clearing is ordered."),
    "move.dest_had_its_turn": QT_TRANSLATE_NOOP(
        "Reasons", "Clearing {clearing} already had its turn to move: the warriors arriving there stay."),
    # battles (issue 8)
    "battle.guerrilla_war": QT_TRANSLATE_NOOP(
        "Reasons", "Guerrilla War: the {defender} defends with the higher die, the attacker takes the lower."),
    "battle.human_abilities": QT_TRANSLATE_NOOP(
        "Reasons", "A human faction's own battle abilities apply when a bot fights it."),
    "battle.defence_token_hit": QT_TRANSLATE_NOOP(
        "Reasons", "The {defender} defends where its {piece} stands: one extra hit."),
    "battle.arbiter_human_ask": QT_TRANSLATE_NOOP(
        "Reasons", "The {defender} would enlist the {arbiter} as Arbiter: is it the Arbiter, with how many swords?"),
    "battle.arbiter_human_reading": QT_TRANSLATE_NOOP(
        "Reasons", "Bots treat a human Arbiter as they treat the Arbiter bot; only the table knows a human's character."),
    "history.edit.human_battle": QT_TRANSLATE_NOOP(
        "Reasons", "The {attacker} battles the {defender} in clearing {clearing}, dice {dice}"),
    # Vagabot and table edits (issue 8)
    "rogue.removed": QT_TRANSLATE_NOOP("Reasons", "{faction} {piece} ×{count}"),
    "rogue.coop_collateral": QT_TRANSLATE_NOOP("Reasons", "Co-op: other bots' pieces here go too, as collateral, as in a revolt."),
    "history.edit.remove_all": QT_TRANSLATE_NOOP(
        "Reasons", "The {by} removes all enemy pieces in clearing {clearing}, scoring their buildings and tokens; "
                   "a Vagabot there damages 3 items instead (7.2.1.I)"),
    "history.edit.give_card": QT_TRANSLATE_NOOP(
        "Reasons", "The {by} gives the {faction} a card: bots have no hand, so it is discarded and the {faction} "
                   "scores 1 VP (2.8.1)"),
    "history.edit.take_card": QT_TRANSLATE_NOOP(
        "Reasons", "The {by} takes a card from the {faction}: bots have no hand, so the {by} draws a card "
                   "from the deck instead (2.8.1)"),
    # legality (issue 8)
    "retry.one_per_clearing": QT_TRANSLATE_NOOP("Reasons", "clearing {clearing} already holds a {piece}"),
    "retry.wrong_suit": QT_TRANSLATE_NOOP("Reasons", "a {piece} cannot stand in clearing {clearing}, not of its suit"),
    "retry.supply_short": QT_TRANSLATE_NOOP(
        "Reasons", "the {faction} has only {available} {piece:available} left in its supply for clearing {clearing}"),
    "legality.step_skipped": QT_TRANSLATE_NOOP("Reasons", "Skipped: the rules do not allow this step on the board as it stands."),
    "legality.target_skipped": QT_TRANSLATE_NOOP("Reasons", "Not every target is allowed: the others are skipped."),
    "legality.refused": QT_TRANSLATE_NOOP("Reasons", "the board as it stands does not allow it"),
    # -- Drillbit Duchy (Law of Rootbotics 10) ---------------------------------------------------
    "setup.duchy_opposite": QT_TRANSLATE_NOOP(
        "Reasons", "The Duchy surfaces in corner {clearing}, diagonally opposite a starting corner ({starts})."),
    "setup.duchy_random": QT_TRANSLATE_NOOP(
        "Reasons", "The Duchy surfaces in corner {clearing}, drawn at random among {corners}."),
    "setup.duchy_surface": QT_TRANSLATE_NOOP(
        "Reasons", "2 Duchy warriors and a tunnel in {clearing}; 2 warriors in each adjacent clearing ({adjacent})."),
    "setup.duchy_card": QT_TRANSLATE_NOOP("Reasons", "Setup card {card}: discarded."),
    "setup.duchy_crown": QT_TRANSLATE_NOOP("Reasons", "The {minister} is crowned (the highest matching minister without a crown)."),
    "duchy.recruit_short": QT_TRANSLATE_NOOP("Reasons", "The supply is {missing:warrior} short: the Duchy places what is left."),
    "marshal.supply_empty": QT_TRANSLATE_NOOP("Reasons", "No Duchy warrior is left in the supply."),
    "duchy.one_printing": QT_TRANSLATE_NOOP("Reasons", "The Clockwork 2 cards have one text in every printing."),
    "duchy.recruit": QT_TRANSLATE_NOOP("Reasons", "Recruit: the Duchy places {count:warrior} in the Burrow."),
    "duchy.recruit_count": QT_TRANSLATE_NOOP("Reasons", "{base} by difficulty, plus {moles} for the mole icons uncovered (one per citadel on the map)."),
    "duchy.foremole": QT_TRANSLATE_NOOP("Reasons", "The Foremole is crowned: one more warrior."),
    "dig.burrow_short": QT_TRANSLATE_NOOP("Reasons", "Dig: the Burrow holds {warriors:warrior}, it needs {need}: no dig."),
    "dig.tunnel": QT_TRANSLATE_NOOP(
        "Reasons", "Dig: the Duchy puts a tunnel in clearing {clearing} and moves {count:warrior} up from the Burrow."),
    "dig.no_clearing": QT_TRANSLATE_NOOP("Reasons", "Dig: no ordered clearing without a tunnel and without Duchy buildings."),
    "dig.most_empty_slots": QT_TRANSLATE_NOOP("Reasons", "Most empty building slots — {targets} ({value})"),
    "dig.most_empty_slots.none_legal": QT_TRANSLATE_NOOP("Reasons", "Dig: no clearing can take the tunnel."),
    "dig.fewest_warriors": QT_TRANSLATE_NOOP("Reasons", "then fewest warriors — {targets} ({value:warrior})"),
    "dig.fewest_warriors.none_legal": QT_TRANSLATE_NOOP("Reasons", "Dig: no clearing can take the tunnel."),
    "dig.fewest_warriors_reading": QT_TRANSLATE_NOOP("Reasons", "Fewest warriors counts every faction's warriors there."),
    "dig.most_enemy_buildings_tokens": QT_TRANSLATE_NOOP(
        "Reasons", "Most enemy buildings and tokens — {targets} ({value:building_token})"),
    "dig.most_enemy_buildings_tokens.none_legal": QT_TRANSLATE_NOOP("Reasons", "Dig: no clearing can take the tunnel."),
    "dig.most_enemy_buildings": QT_TRANSLATE_NOOP("Reasons", "Most enemy buildings — {targets} ({value:building})"),
    "dig.most_enemy_buildings.none_legal": QT_TRANSLATE_NOOP("Reasons", "Dig: no clearing can take the tunnel."),
    "dig.fewest_enemy_warriors": QT_TRANSLATE_NOOP(
        "Reasons", "then fewest enemy warriors — {targets} ({value:enemy_warrior})"),
    "dig.fewest_enemy_warriors.none_legal": QT_TRANSLATE_NOOP("Reasons", "Dig: no clearing can take the tunnel."),
    "dig.no_tunnel_in_supply": QT_TRANSLATE_NOOP(
        "Reasons", "No tunnel left in the supply: the Duchy takes the one in {origin}."),
    "dig.tunnel_from_fewest": QT_TRANSLATE_NOOP("Reasons", "Fewest Duchy warriors — {targets} ({value:warrior})"),
    "dig.tunnel_from_fewest.none_legal": QT_TRANSLATE_NOOP("Reasons", "No tunnel on the map to take."),
    "dig.brigadier_moves_all": QT_TRANSLATE_NOOP("Reasons", "The Burrow holds fewer than 4: all {count:warrior} move up."),
    "dig.overwhelm": QT_TRANSLATE_NOOP("Reasons", "Overwhelm: dig {time} of 2 this turn, needing and moving {need}."),
    "dig.overwhelm_moves": QT_TRANSLATE_NOOP("Reasons", "Overwhelm: the dig moves only {count:warrior}."),
    "battle.captain": QT_TRANSLATE_NOOP("Reasons", "The Captain: clearing {clearing} has a tunnel, the Duchy deals one extra hit."),
    "duchy.price_of_failure": QT_TRANSLATE_NOOP(
        "Reasons", "The Price of Failure: Duchy buildings were removed, the {minister} loses its crown."),
    "duchy.no_crown_of_suit": QT_TRANSLATE_NOOP(
        "Reasons", "Foundations: no crowned minister of a suit where a building was removed, no crown is lost."),
    "duchy.build_type": QT_TRANSLATE_NOOP(
        "Reasons", "Build: {warriors:warrior} in the supply, so a {piece} (a citadel needs 9 or more)."),
    "duchy.build_none_vp": QT_TRANSLATE_NOOP(
        "Reasons", "The Duchy cannot place a building and still has some on its board: 1 VP."),
    "duchy.invaders_battle": QT_TRANSLATE_NOOP("Reasons", "Invaders: no slot to build in, so the Duchy battles in each clearing instead."),
    "minister.acts": QT_TRANSLATE_NOOP("Reasons", "The {minister} acts."),
    "marshal.fewest_warriors": QT_TRANSLATE_NOOP(
        "Reasons", "A Duchy building and fewest Duchy warriors — {targets} ({value:warrior})"),
    "marshal.fewest_warriors.none_legal": QT_TRANSLATE_NOOP("Reasons", "No clearing with a Duchy building takes a warrior."),
    "marshal.no_clearing": QT_TRANSLATE_NOOP("Reasons", "The Marshal places no warrior."),
    "mayor.most_warriors": QT_TRANSLATE_NOOP("Reasons", "Ruled, most Duchy warriors — {targets} ({value:warrior})"),
    "mayor.most_warriors.none_legal": QT_TRANSLATE_NOOP("Reasons", "No ruled clearing holds a Duchy warrior."),
    "mayor.no_warrior": QT_TRANSLATE_NOOP("Reasons", "The Mayor removes nothing and scores nothing."),
    "mayor.burrow": QT_TRANSLATE_NOOP("Reasons", "The Burrow is a clearing the Duchy always rules: it counts."),
    "duchy.score_citadels": QT_TRANSLATE_NOOP("Reasons", "{citadels:citadel} on the map: {vp:vp}."),
    "duchy.score_markets": QT_TRANSLATE_NOOP("Reasons", "{markets:market} on the map: {vp:vp}."),
    "duchy.score_tunnels": QT_TRANSLATE_NOOP("Reasons", "{left:tunnel} still in the supply: {vp:vp} (2 when all 3 are on the map)."),
    "rally.origin": QT_TRANSLATE_NOOP(
        "Reasons", "Rally: ordered clearing {clearing} has no Duchy building and only {count:warrior}."),
    "rally.move": QT_TRANSLATE_NOOP("Reasons", "The Duchy moves {count:warrior} from {origin} to {dest}."),
    "rally.fewest_warriors": QT_TRANSLATE_NOOP(
        "Reasons", "Adjacent with a Duchy building, fewest Duchy warriors — {targets} ({value:warrior})"),
    "rally.fewest_warriors.none_legal": QT_TRANSLATE_NOOP("Reasons", "No adjacent clearing with a Duchy building can be moved to."),
    "rally.no_destination": QT_TRANSLATE_NOOP(
        "Reasons", "No such destination: the {count:warrior} in clearing {clearing} go to the Burrow."),
    "rally.destination_reading": QT_TRANSLATE_NOOP(
        "Reasons", "“2 or fewer warriors” describes the clearing rallied from, not the destination."),
    "rally.none": QT_TRANSLATE_NOOP("Reasons", "Rally: no ordered clearing without a Duchy building holds 1 or 2 Duchy warriors."),
    "duchy.return": QT_TRANSLATE_NOOP("Reasons", "All but 4 Duchy warriors of each ruled clearing go to the Burrow."),
    "duchy.return_from": QT_TRANSLATE_NOOP("Reasons", "{count:warrior} from {origin} to the Burrow."),
    "duchy.build": QT_TRANSLATE_NOOP("Reasons", "The Duchy builds a {piece} in clearing {clearing}."),
    "duchy.build_most_warriors": QT_TRANSLATE_NOOP("Reasons", "Ruled, most Duchy warriors — {targets} ({value:warrior})"),
    "duchy.build_most_warriors.none_legal": QT_TRANSLATE_NOOP("Reasons", "No clearing the Duchy rules has a free slot."),
    "marshal.place": QT_TRANSLATE_NOOP("Reasons", "The Duchy places a warrior in clearing {clearing}."),
    "mayor.remove": QT_TRANSLATE_NOOP("Reasons", "The Duchy removes a warrior from {place} and scores 1 VP."),
    "duchy.return_none": QT_TRANSLATE_NOOP("Reasons", "No ruled clearing holds more than 4 Duchy warriors."),
    "sway.highest_ordered": QT_TRANSLATE_NOOP("Reasons", "Sway: the {minister}, the highest {suit} minister without a crown, is crowned."),
    "sway.lowest": QT_TRANSLATE_NOOP("Reasons", "Sway: no ordered minister is free, the lowest without a crown, the {minister}, is crowned."),
    "sway.lowest_bird": QT_TRANSLATE_NOOP("Reasons", "Sway: a bird order orders no minister, the lowest without a crown, the {minister}, is crowned."),
    "sway.suit_all_crowned": QT_TRANSLATE_NOOP("Reasons", "Every {suit} minister already wears a crown: none is ordered."),
    "sway.all_crowned": QT_TRANSLATE_NOOP("Reasons", "Sway: every minister already wears a crown."),
    "retry.burrow_duchy_only": QT_TRANSLATE_NOOP("Reasons", "only the Duchy may put pieces in the Burrow, not the {faction}"),
    "retry.burrow_warriors_only": QT_TRANSLATE_NOOP("Reasons", "the Burrow has no building slots: no {piece} there"),
    "retry.no_burrow": QT_TRANSLATE_NOOP("Reasons", "there is no Burrow: the Duchy is not in this game"),
    "history.edit.investors": QT_TRANSLATE_NOOP(
        "Reasons", "Investors: Duchy buildings removed in clearing {clearing} (card discarded: {discarded})"),
    # Logical Lizards (section 8, issue 10)
    "lizards.setup.corner_opposite": QT_TRANSLATE_NOOP(
        "Reasons", "The Lizards start in corner {clearing}, diagonally opposite a starting corner (drawn among {corners})."),
    "lizards.setup.corner_random": QT_TRANSLATE_NOOP(
        "Reasons", "The Lizards start in corner {clearing}, drawn at random among {corners}: none is opposite a start."),
    "lizards.setup.adjacent": QT_TRANSLATE_NOOP("Reasons", "One Lizard warrior in each adjacent clearing: {targets}."),
    "lizards.setup.marker": QT_TRANSLATE_NOOP("Reasons", "The conspiracy marker starts on the Sanctify space."),
    "lizards.setup.lost_soul": QT_TRANSLATE_NOOP(
        "Reasons", "{card} goes into the Lizards' Lost Souls, card {position} from the top (the first drawn on top)."),
    "lizards.own_discards": QT_TRANSLATE_NOOP(
        "Reasons", "The Lizards' own discards go to the discard pile, not back onto their Lost Souls."),
    "lizards.revenge": QT_TRANSLATE_NOOP(
        "Reasons", "Robotic Revenge: the Lizards lose {count:warrior} outside their turn; one goes to the acolytes."),
    "lizards.garden_removed": QT_TRANSLATE_NOOP(
        "Reasons", "Gardens: {count:garden} of the Lizards removed, so the top {cards:card} of the Lost Souls go to the discard pile."),
    "lizards.order": QT_TRANSLATE_NOOP(
        "Reasons", "The Lizards' order is {suit}: {count} of the {cards:card} in the Lost Souls."),
    "lizards.order_tie": QT_TRANSLATE_NOOP(
        "Reasons", "The Lizards' order is bird: suits tie at {count} in the {cards:card} of the Lost Souls."),
    "lizards.conspiracy.move_convert": QT_TRANSLATE_NOOP(
        "Reasons", "The Lizards ({acolytes:acolyte}) move the conspiracy marker to Convert (space {space})."),
    "lizards.conspiracy.move_crusade": QT_TRANSLATE_NOOP(
        "Reasons", "The Lizards ({acolytes:acolyte}) move the conspiracy marker to Crusade (space {space})."),
    "lizards.conspiracy.move_sanctify": QT_TRANSLATE_NOOP(
        "Reasons", "The Lizards ({acolytes:acolyte}) move the conspiracy marker to Sanctify (space {space})."),
    "lizards.conspiracy.wrap": QT_TRANSLATE_NOOP("Reasons", "Off the right end of the track: back to the leftmost space."),
    "lizards.conspiracy.cannot_convert": QT_TRANSLATE_NOOP(
        "Reasons", "The Lizards cannot Convert: no acolyte is spent."),
    "lizards.conspiracy.cannot_crusade": QT_TRANSLATE_NOOP(
        "Reasons", "The Lizards cannot Crusade: no acolyte is spent."),
    "lizards.conspiracy.cannot_sanctify": QT_TRANSLATE_NOOP(
        "Reasons", "The Lizards cannot Sanctify: no acolyte is spent."),
    "lizards.conspiracy.no_acolytes_left": QT_TRANSLATE_NOOP(
        "Reasons", "That was the Lizards' last acolyte: conspiracies end."),
    "lizards.conspiracy.full_lap": QT_TRANSLATE_NOOP(
        "Reasons", "The marker went round the whole track without a conspiracy the Lizards could do: "
                   "conspiracies end, {acolytes:acolyte} kept."),
    "lizards.target.most_vp": QT_TRANSLATE_NOOP("Reasons", "Target player: most VP — {targets} ({value:vp})"),
    "lizards.target.most_vp.none_legal": QT_TRANSLATE_NOOP("Reasons", "No player can be targeted."),
    "lizards.retry.player_no_clearing": QT_TRANSLATE_NOOP(
        "Reasons", "the {faction} has no ordered clearing where this can be done: next player"),
    "lizards.retry.no_warrior": QT_TRANSLATE_NOOP("Reasons", "the {faction} has no warrior in clearing {clearing}"),
    "lizards.retry.no_building": QT_TRANSLATE_NOOP("Reasons", "the {faction} has no building in clearing {clearing}"),
    "lizards.retry.supply_empty": QT_TRANSLATE_NOOP(
        "Reasons", "the Lizards have no warrior left in their supply for clearing {clearing}"),
    "lizards.convert": QT_TRANSLATE_NOOP(
        "Reasons", "Convert: the Lizards replace 1 {faction} warrior in clearing {clearing} with 1 Lizard warrior."),
    "lizards.convert.most_enemy_buildings": QT_TRANSLATE_NOOP(
        "Reasons", "Clearing: most enemy buildings — {targets} ({value:building})"),
    "lizards.convert.most_enemy_buildings.none_legal": QT_TRANSLATE_NOOP(
        "Reasons", "No ordered clearing has a warrior of that player to convert."),
    "lizards.sanctify": QT_TRANSLATE_NOOP(
        "Reasons", "Sanctify: the Lizards replace the {faction}'s {piece} in clearing {clearing} with a {suit} garden "
                   "and score {vp} VP."),
    "lizards.sanctify.fewest_enemy_warriors": QT_TRANSLATE_NOOP(
        "Reasons", "Clearing: fewest enemy warriors — {targets} ({value:enemy_warrior})"),
    "lizards.sanctify.fewest_enemy_warriors.none_legal": QT_TRANSLATE_NOOP(
        "Reasons", "No ordered clearing has a building of that player to sanctify."),
    "lizards.sanctify.which_building": QT_TRANSLATE_NOOP(
        "Reasons", "That player has several kinds of building there: the {piece} is replaced."),
    "lizards.crusade.where": QT_TRANSLATE_NOOP(
        "Reasons", "Crusade: ordered clearings with 2 or more Lizard warriors and an enemy: {targets}."),
    "lizards.crusade.none": QT_TRANSLATE_NOOP(
        "Reasons", "No ordered clearing has 2 or more Lizard warriors and an enemy to battle."),
    "lizards.crusade.battle": QT_TRANSLATE_NOOP(
        "Reasons", "Crusade: the Lizards ({warriors:warrior}) battle the {defender} in clearing {clearing}."),
    "lizards.crusade.priority_order": QT_TRANSLATE_NOOP(
        "Reasons", "Battles go in priority order, highest first: {targets}."),
    "lizards.crusade.spent": QT_TRANSLATE_NOOP(
        "Reasons", "The Crusade fought {battles:battle}: the Lizards spend an acolyte."),
    "lizards.spiteful": QT_TRANSLATE_NOOP("Reasons", "Spiteful: the Crusade removed a token, the Lizards score 1 VP more."),
    "lizards.fanatics.battle": QT_TRANSLATE_NOOP(
        "Reasons", "Fanatics: after the Convert the Lizards battle the {defender} in clearing {clearing}, with 1 extra hit."),
    "lizards.fanatics.most_defenceless": QT_TRANSLATE_NOOP(
        "Reasons", "Defender: most defenceless buildings — {targets} ({value:defenceless_building})"),
    "lizards.fanatics.most_defenceless.none_legal": QT_TRANSLATE_NOOP("Reasons", "Defender: no enemy can be attacked."),
    "lizards.fanatics.none": QT_TRANSLATE_NOOP("Reasons", "Fanatics: no enemy left to battle in clearing {clearing}."),
    "lizards.ritual.reveal": QT_TRANSLATE_NOOP(
        "Reasons", "Ritual {index} of {rituals}: the Lizards reveal {card} ({suit}) from the Lost Souls."),
    "lizards.ritual.count": QT_TRANSLATE_NOOP("Reasons", "This difficulty reveals {rituals:card} in Daylight."),
    "lizards.ritual.warrior": QT_TRANSLATE_NOOP("Reasons", "The Lizards place a warrior in {suit} clearing {clearing}."),
    "lizards.ritual.free_slots": QT_TRANSLATE_NOOP("Reasons", "Clearing: with an empty building slot — {targets}"),
    "lizards.ritual.free_slots.none_legal": QT_TRANSLATE_NOOP("Reasons", "No clearing of that suit can take a warrior."),
    "lizards.ritual.most_enemy_buildings": QT_TRANSLATE_NOOP(
        "Reasons", "then most enemy buildings — {targets} ({value:building})"),
    "lizards.ritual.most_enemy_buildings.none_legal": QT_TRANSLATE_NOOP(
        "Reasons", "No clearing of that suit can take a warrior."),
    "lizards.ritual.garden": QT_TRANSLATE_NOOP(
        "Reasons", "The Lizards rule clearing {clearing}: they place a {suit} garden there."),
    "lizards.ritual.garden_cannot": QT_TRANSLATE_NOOP(
        "Reasons", "The Lizards rule clearing {clearing} but cannot place a {suit} garden there:"),
    "lizards.ritual.now_rules": QT_TRANSLATE_NOOP(
        "Reasons", "The Lizards now rule clearing {clearing}: a garden follows."),
    "lizards.ritual.not_ruled": QT_TRANSLATE_NOOP(
        "Reasons", "The Lizards do not rule clearing {clearing}: no garden."),
    "lizards.ritual.nowhere": QT_TRANSLATE_NOOP("Reasons", "No {suit} clearing can take a Lizard warrior."),
    "lizards.ritual.acolyte": QT_TRANSLATE_NOOP(
        "Reasons", "Bird ritual: a Lizard warrior leaves clearing {clearing} for the acolytes."),
    "lizards.ritual.most_lizard_warriors": QT_TRANSLATE_NOOP(
        "Reasons", "Clearing: most Lizard warriors — {targets} ({value:warrior})"),
    "lizards.ritual.most_lizard_warriors.none_legal": QT_TRANSLATE_NOOP("Reasons", "No Lizard warrior is on the map."),
    "lizards.ritual.no_warrior": QT_TRANSLATE_NOOP("Reasons", "Bird ritual: no Lizard warrior on the map to make an acolyte."),
    "lizards.ritual.bird_discarded": QT_TRANSLATE_NOOP(
        "Reasons", "The bird card goes to the discard pile, not back to the Lost Souls."),
    "lizards.ritual.pile_empty": QT_TRANSLATE_NOOP(
        "Reasons", "The Lost Souls are empty after {done} of {rituals} rituals: Daylight ends."),
    "lizards.martyrs": QT_TRANSLATE_NOOP("Reasons", "Martyrs: a warrior from the Lizards' supply joins the acolytes too."),
    "lizards.martyrs.supply_empty": QT_TRANSLATE_NOOP("Reasons", "Martyrs: no Lizard warrior in the supply to add."),
    "lizards.score": QT_TRANSLATE_NOOP(
        "Reasons", "The Lizards score {vp} VP on the {suit} garden track ({gardens:garden} on the map)."),
    "lizards.score.bird_track": QT_TRANSLATE_NOOP(
        "Reasons", "A bird order scores the track with fewest gardens left on it: {suit}."),
    "lizards.score.printed_vp": QT_TRANSLATE_NOOP(
        "Reasons", "The garden tracks' VP are the ones shown on the Lizards' board (correct them there)."),
    "lizards.discard_lost_souls": QT_TRANSLATE_NOOP(
        "Reasons", "The Lizards discard the {count:card} left in the Lost Souls."),
    "lizards.return_revealed": QT_TRANSLATE_NOOP(
        "Reasons", "The {count:card} revealed become the new Lost Souls, the first revealed on top."),
    "lizards.craft.reveal": QT_TRANSLATE_NOOP(
        "Reasons", "Evening: reveal the top card of the deck for the Lizards to craft."),
    "lizards.craft.onto_lost_souls": QT_TRANSLATE_NOOP(
        "Reasons", "{card} goes on top of the Lizards' Lost Souls, crafted or not."),
    "lizards.erratic.draw": QT_TRANSLATE_NOOP("Reasons", "Erratic: draw a card for the Lizards' Lost Souls."),
    "lizards.erratic.add": QT_TRANSLATE_NOOP("Reasons", "Erratic: {card} goes on top of the Lizards' Lost Souls."),
    # cards the bots draw from the shared deck (issue 10)
    "setup.draw_card": QT_TRANSLATE_NOOP("Reasons", "Setup: the {faction} draws a card from the deck ({number} of {of})."),
    "card.app_draws": QT_TRANSLATE_NOOP(
        "Reasons", "The app draws {card} ({suit}) for the {faction}'s {purpose}: take that card out of the deck."),
    "card.app_deck_reading": QT_TRANSLATE_NOOP(
        "Reasons", "The app draws from its own shuffle of the cards it knows are still in the deck; the table "
                   "takes the card it names out of the physical deck."),
    "card.app_deck_refilled": QT_TRANSLATE_NOOP(
        "Reasons", "The app's deck is empty: the discard pile ({cards} known cards) is shuffled into a new deck."),
    "history.edit.card_discarded": QT_TRANSLATE_NOOP("Reasons", "A card was spent or discarded at the table: {card}"),
    "history.edit.set_payments": QT_TRANSLATE_NOOP(
        "Reasons", "Riverfolk's Payments: {count:warrior} of the {faction}"),
    "history.edit.card_not_in_deck": QT_TRANSLATE_NOOP(
        "Reasons", "{card} is not in the deck: the app draws another"),
    # Riverfolk Robots (Law of Rootbotics 9)
    "riverfolk.setup.river": QT_TRANSLATE_NOOP("Reasons", "One Riverfolk warrior in each river clearing: {targets}."),
    "riverfolk.setup.payments": QT_TRANSLATE_NOOP("Reasons", "One Riverfolk warrior goes into their Payments."),
    "riverfolk.setup.market": QT_TRANSLATE_NOOP(
        "Reasons", "{card} goes face up into the Riverfolk's Market, card {position} from the left."),
    "riverfolk.market_refill": QT_TRANSLATE_NOOP(
        "Reasons", "Birdsong: the Riverfolk's Market holds {cards:card}; draw {missing:card} for its right end."),
    "riverfolk.craft": QT_TRANSLATE_NOOP(
        "Reasons", "Craft: {card}, the first card added to the Market this turn with an available item, shows "
                   "{item:a}."),
    "riverfolk.craft_skipped": QT_TRANSLATE_NOOP(
        "Reasons", "Added before it, without an item still in the supply: {cards}."),
    "riverfolk.craft_discard": QT_TRANSLATE_NOOP(
        "Reasons", "The crafted card is discarded: the Market keeps {cards:card}."),
    "riverfolk.craft_none": QT_TRANSLATE_NOOP(
        "Reasons", "Craft: none of the {added:card} added to the Market this turn shows an item still in the supply."),
    "riverfolk.craft_nothing_added": QT_TRANSLATE_NOOP(
        "Reasons", "Craft: no card was added to the Market this turn, none to craft."),
    "riverfolk.no_craft_no_discard": QT_TRANSLATE_NOOP(
        "Reasons", "Nothing crafted, so nothing is discarded: the Market keeps its cards."),
    "riverfolk.order": QT_TRANSLATE_NOOP(
        "Reasons", "The order card is the rightmost card of the Market: {card}."),
    "riverfolk.order_none": QT_TRANSLATE_NOOP("Reasons", "The Market is empty: the Riverfolk have no order card."),
    "riverfolk.most_payments": QT_TRANSLATE_NOOP(
        "Reasons", "Most warriors in the Riverfolk's Payments — {targets} ({value:warrior})"),
    "riverfolk.most_payments.none_legal": QT_TRANSLATE_NOOP("Reasons", "Nobody has warriors in the Payments."),
    "riverfolk.build": QT_TRANSLATE_NOOP(
        "Reasons", "Build and Garrison: a {piece} and {warriors:warrior} in clearing {clearing}, ordered and "
                   "without a trade post."),
    "riverfolk.build.none": QT_TRANSLATE_NOOP(
        "Reasons", "Build and Garrison: no ordered clearing without a trade post can take one."),
    "riverfolk.build.payer_pieces": QT_TRANSLATE_NOOP(
        "Reasons", "then clearings with pieces of that player — {targets}"),
    "riverfolk.build.payer_pieces.none_legal": QT_TRANSLATE_NOOP(
        "Reasons", "No ordered clearing without a trade post can take one."),
    "riverfolk.garrison_count": QT_TRANSLATE_NOOP("Reasons", "The garrison is {warriors:warrior} at this difficulty."),
    "riverfolk.one_printing": QT_TRANSLATE_NOOP(
        "Reasons", "The Riverfolk's difficulty and trait cards read the same in both printings."),
    "riverfolk.supply_short": QT_TRANSLATE_NOOP(
        "Reasons", "The Riverfolk's supply is short: {missing:warrior} not placed."),
    "riverfolk.recruit": QT_TRANSLATE_NOOP("Reasons", "Recruit: one Riverfolk warrior in each ordered clearing: {targets}."),
    "riverfolk.recruit_river": QT_TRANSLATE_NOOP(
        "Reasons", "Recruit: the order is bird, so one Riverfolk warrior in each river clearing: {targets}."),
    "riverfolk.recruit_short": QT_TRANSLATE_NOOP(
        "Reasons", "Only {supply:warrior} in the supply: the highest-priority clearings first ({targets})."),
    "riverfolk.shield_met": QT_TRANSLATE_NOOP(
        "Reasons", "Protectionism: the Payments are empty, so the shield condition is met for the rest of the turn."),
    "riverfolk.shield_not_met": QT_TRANSLATE_NOOP(
        "Reasons", "Protectionism: {payments:warrior} in the Payments, so the shield condition is not met."),
    "riverfolk.sword_met": QT_TRANSLATE_NOOP(
        "Reasons", "Protectionism: no warriors in the supply, so the sword condition is met for the rest of the turn."),
    "riverfolk.sword_not_met": QT_TRANSLATE_NOOP(
        "Reasons", "Protectionism: {supply:warrior} in the supply, so the sword condition is not met."),
    "riverfolk.organize": QT_TRANSLATE_NOOP("Reasons", "Organize: a protectionism condition is met, the Riverfolk score 1 VP."),
    "riverfolk.organize_none": QT_TRANSLATE_NOOP("Reasons", "Organize: no protectionism condition is met."),
    "riverfolk.organize_place": QT_TRANSLATE_NOOP(
        "Reasons", "Organize: {warriors:warrior} in clearing {clearing}, with Riverfolk pieces and the most enemy pieces."),
    "riverfolk.organize.most_enemy_pieces": QT_TRANSLATE_NOOP(
        "Reasons", "Clearings with Riverfolk pieces: most enemy pieces — {targets} ({value:piece})"),
    "riverfolk.organize.most_enemy_pieces.none_legal": QT_TRANSLATE_NOOP(
        "Reasons", "No clearing with Riverfolk pieces can take warriors."),
    "riverfolk.organize_nowhere": QT_TRANSLATE_NOOP("Reasons", "Organize: no clearing can take the 2 warriors."),
    "riverfolk.organize_no_supply": QT_TRANSLATE_NOOP("Reasons", "Organize: no warriors left in the supply to place."),
    "riverfolk.battle_shield": QT_TRANSLATE_NOOP("Reasons", "Battle: the shield condition is met, battle in every clearing."),
    "riverfolk.battle_sword": QT_TRANSLATE_NOOP("Reasons", "Battle: the sword condition is met, battle in each ordered clearing."),
    "riverfolk.battle_no_condition": QT_TRANSLATE_NOOP(
        "Reasons", "Battle: neither the shield nor the sword condition is met, no battle."),
    "riverfolk.battle": QT_TRANSLATE_NOOP("Reasons", "The Riverfolk battle the {defender} in clearing {clearing}."),
    "riverfolk.battle_none": QT_TRANSLATE_NOOP(
        "Reasons", "No clearing there holds Riverfolk warriors and enemy pieces."),
    "riverfolk.shield_to_evening": QT_TRANSLATE_NOOP(
        "Reasons", "The shield's battles replace the sword's; then on to Evening."),
    "riverfolk.defender.fewest_payments": QT_TRANSLATE_NOOP(
        "Reasons", "Defender: fewest warriors in the Riverfolk's Payments — {targets} ({value:warrior})"),
    "riverfolk.defender.fewest_payments.none_legal": QT_TRANSLATE_NOOP("Reasons", "Defender: no enemy can be attacked."),
    "riverfolk.ferocious": QT_TRANSLATE_NOOP("Reasons", "Ferocious: as attacker the Riverfolk roll up to {cap:hit}, whatever their warriors."),
    "riverfolk.garrison_trait": QT_TRANSLATE_NOOP(
        "Reasons", "Garrison: the Riverfolk are never defenceless, and each trade post of theirs here adds 1 to their "
                   "maximum hits ({posts:trade_post})."),
    "riverfolk.score": QT_TRANSLATE_NOOP(
        "Reasons", "Evening: the Riverfolk score {vp} VP, one per warrior of the {faction} in their Payments, the most there."),
    "riverfolk.score_return": QT_TRANSLATE_NOOP(
        "Reasons", "Back to the {faction}'s supply: {warriors:warrior}."),
    "riverfolk.score_none": QT_TRANSLATE_NOOP("Reasons", "Evening: the Payments are empty, nothing to score."),
    "riverfolk.extortion": QT_TRANSLATE_NOOP(
        "Reasons", "Extortion: all but 2 Riverfolk warriors of each clearing go into the Payments: {warriors:warrior} from {targets}."),
    "riverfolk.extortion_none": QT_TRANSLATE_NOOP(
        "Reasons", "Extortion: no clearing has more than 2 Riverfolk warriors."),
    "riverfolk.sword_rest_of_turn": QT_TRANSLATE_NOOP(
        "Reasons", "The sword condition met when Organizing holds for the rest of the turn, whatever the supply holds now."),
    "riverfolk.discard": QT_TRANSLATE_NOOP("Reasons", "Evening: discard {card}, the leftmost card of the Market."),
    "riverfolk.discard_shield": QT_TRANSLATE_NOOP("Reasons", "The shield condition was met: discard once more."),
    "riverfolk.discard_empty": QT_TRANSLATE_NOOP("Reasons", "Evening: the Market is empty, nothing to discard."),
    # the Corvids' plots (Law of Rootbotics 11.7, 11.8; games/root/plots.py) -- corvids engineer
    "plots.revealed": QT_TRANSLATE_NOOP("Reasons", "The plot in clearing {clearing} is revealed: {piece:a}."),
    "plots.reveal_vp": QT_TRANSLATE_NOOP("Reasons", "The Corvids score {vp} VP: one per face-up plot on the map."),
    "plots.bomb_human": QT_TRANSLATE_NOOP("Reasons", "The bomb removes every {faction} piece there ({count:piece})."),
    "plots.bomb_bot": QT_TRANSLATE_NOOP(
        "Reasons", "The bomb removes {count:piece} of the {faction} bot there, warriors first (not all its pieces)."),
    "plots.bomb_vagabot": QT_TRANSLATE_NOOP(
        "Reasons", "The {faction}'s pawn cannot be removed: the bomb damages 3 of its items instead."),
    "plots.bomb_human_vagabond": QT_TRANSLATE_NOOP(
        "Reasons", "The {faction} pawn stays: the {faction} damages 3 items at the table."),
    "plots.bomb_vp": QT_TRANSLATE_NOOP("Reasons", "The {faction} score {vp} VP for the buildings and tokens removed."),
    "plots.bomb_nothing": QT_TRANSLATE_NOOP("Reasons", "The bomb finds no enemy piece in clearing {clearing}."),
    "plots.bomb_swap_next": QT_TRANSLATE_NOOP(
        "Reasons", "Then the bomb in clearing {clearing} is swapped for a random plot from the supply, face up."),
    "plots.bomb_swapped": QT_TRANSLATE_NOOP(
        "Reasons", "The bomb in clearing {clearing} goes back to the supply; {piece:a} takes its place, face up."),
    "plots.swap_not_triggered": QT_TRANSLATE_NOOP("Reasons", "The plot placed this way does not take effect."),
    "plots.another_bomb": QT_TRANSLATE_NOOP("Reasons", "The new plot may be another bomb; it does not go off."),
    "plots.snare_set": QT_TRANSLATE_NOOP(
        "Reasons", "While face up, no enemy piece may be placed in clearing {clearing} or moved out of it."),
    "plots.raid_set": QT_TRANSLATE_NOOP(
        "Reasons", "When this raid is removed, the Corvids place a warrior in each clearing next to {clearing}."),
    "plots.extortion_human": QT_TRANSLATE_NOOP("Reasons", "The {faction} discards a card at the table (extortion)."),
    "plots.extortion_bot": QT_TRANSLATE_NOOP("Reasons", "The {faction} bot has no hand: it discards nothing."),
    "plots.extortion_nobody": QT_TRANSLATE_NOOP("Reasons", "Nobody else has pieces in clearing {clearing}: no discard."),
    "plots.raid": QT_TRANSLATE_NOOP(
        "Reasons", "The raid in clearing {clearing} is removed: a Corvid warrior goes to each adjacent clearing."),
    "plots.face_down_removed": QT_TRANSLATE_NOOP(
        "Reasons", "The face-down plot in clearing {clearing} is removed: if it shows a raid, place a Corvid "
                   "warrior in each adjacent clearing."),
    "plots.snare_blocks_place": QT_TRANSLATE_NOOP(
        "Reasons", "A snare in clearing {clearing}: the {faction} does not place {count} {piece:count} there."),
    "plots.snare_blocks_move": QT_TRANSLATE_NOOP(
        "Reasons", "A snare in clearing {clearing}: the {faction} does not move {count} {piece:count} out of it."),
    "plots.snare_removed": QT_TRANSLATE_NOOP(
        "Reasons", "The {faction} removes the snare in clearing {clearing} instead ({vp} VP)."),
    "corvids.vendetta": QT_TRANSLATE_NOOP("Reasons", "Every revealed plot also goes off like a bomb in clearing {clearing}."),
    # the Riverfolk Company and the Corvid Conspiracy as human factions (issue 11, humans)
    "retry.snared": QT_TRANSLATE_NOOP(
        "Reasons", "a face-up snare in clearing {clearing} keeps the {faction} from placing there"),
    "history.edit.reveal_plot": QT_TRANSLATE_NOOP(
        "Reasons", "The Corvids revealed the plot in clearing {clearing}: {face:a}"),
    "history.edit.expose_plot": QT_TRANSLATE_NOOP(
        "Reasons", "The {by} guessed {guess:a} in clearing {clearing} (right: {right})"),
    # Cogwheel Corvids (Law of Rootbotics 11) -- corvids engineer
    "corvids.setup": QT_TRANSLATE_NOOP(
        "Reasons", "The Corvids place 1 warrior in the lowest-priority clearing of each suit: {targets}."),
    "corvids.embedded_agents": QT_TRANSLATE_NOOP(
        "Reasons", "Embedded Agents: a face-down plot in clearing {clearing}, the Corvids deal 1 extra hit."),
    "corvids.nimble": QT_TRANSLATE_NOOP("Reasons", "Nimble: the Corvids move whoever rules the clearings."),
    "corvids.recruit": QT_TRANSLATE_NOOP(
        "Reasons", "Recruit ({index} of 2): the Corvids place {count:warrior} in clearing {clearing}."),
    "corvids.recruit.no_plot": QT_TRANSLATE_NOOP("Reasons", "Clearing: ordered, one without a plot if any — {targets}"),
    "corvids.recruit.no_plot.none_legal": QT_TRANSLATE_NOOP("Reasons", "No ordered clearing can take a warrior."),
    "corvids.recruit.most_warriors": QT_TRANSLATE_NOOP(
        "Reasons", "then most Corvid warriors — {targets} ({value:warrior})"),
    "corvids.recruit.most_warriors.none_legal": QT_TRANSLATE_NOOP("Reasons", "No ordered clearing can take a warrior."),
    "corvids.recruit_difficulty": QT_TRANSLATE_NOOP("Reasons", "This difficulty recruits {count:warrior} in each clearing."),
    "corvids.recruit_goes_on": QT_TRANSLATE_NOOP("Reasons", "The recruit goes on in clearing {clearing}."),
    "corvids.recruit_no_warriors": QT_TRANSLATE_NOOP(
        "Reasons", "No Corvid warrior left in the supply: The Plot Thickens first, then the recruit goes on."),
    "corvids.recruit_nowhere": QT_TRANSLATE_NOOP("Reasons", "No other {suit} clearing can take the recruit."),
    "corvids.recruit_nowhere.bird": QT_TRANSLATE_NOOP("Reasons", "No other clearing can take the recruit."),
    "corvids.battle_none.bird": QT_TRANSLATE_NOOP(
        "Reasons", "No clearing has 2 or more Corvid warriors and an enemy to battle."),
    "corvids.move_none.bird": QT_TRANSLATE_NOOP(
        "Reasons", "No clearing has a face-up plot and more than 2 Corvid warriors: no move."),
    "corvids.plot_none.bird": QT_TRANSLATE_NOOP("Reasons", "Plot: no clearing without a plot has a Corvid warrior."),
    "corvids.recruit_stuck": QT_TRANSLATE_NOOP(
        "Reasons", "The plot cannot thicken anywhere: the rest of the recruit is not placed."),
    "corvids.recruit_supply_out": QT_TRANSLATE_NOOP("Reasons", "The supply runs out {missing:warrior} short."),
    "corvids.reveal_ask": QT_TRANSLATE_NOOP(
        "Reasons", "Reveal the plots, highest priority first: turn over the plot in clearing {clearing} "
                   "({left} face down)."),
    "corvids.replacement_ask": QT_TRANSLATE_NOOP(
        "Reasons", "Swap the bomb in clearing {clearing} for a random plot from the supply, placed face up."),
    "corvids.app_draws_plot": QT_TRANSLATE_NOOP("Reasons", "The app draws the plot for clearing {clearing}: {piece:a}."),
    "corvids.bomb_stays": QT_TRANSLATE_NOOP(
        "Reasons", "No plot is left in the supply to swap for the bomb in clearing {clearing}: it stays face up."),
    "corvids.reveal_order": QT_TRANSLATE_NOOP("Reasons", "Plots are revealed in priority order: {targets}."),
    "corvids.battle": QT_TRANSLATE_NOOP(
        "Reasons", "Battle: the Corvids ({warriors:warrior}) battle the {defender} in ordered clearing {clearing}."),
    "corvids.battle_none": QT_TRANSLATE_NOOP(
        "Reasons", "No {suit} clearing has 2 or more Corvid warriors and an enemy to battle."),
    "corvids.defender.most_buildings_tokens": QT_TRANSLATE_NOOP(
        "Reasons", "Defender: most buildings and tokens — {targets} ({value})"),
    "corvids.defender.most_buildings_tokens.none_legal": QT_TRANSLATE_NOOP("Reasons", "Defender: no enemy can be attacked."),
    "corvids.priority_order": QT_TRANSLATE_NOOP("Reasons", "In priority order, highest first: {targets}."),
    "corvids.move": QT_TRANSLATE_NOOP(
        "Reasons", "Move: all but 2 Corvid warriors leave {origin} (a face-up plot): {count:warrior} to {dest}."),
    "corvids.move.plot_free": QT_TRANSLATE_NOOP("Reasons", "Destination: adjacent, with no plot — {targets}"),
    "corvids.move.most_warriors": QT_TRANSLATE_NOOP("Reasons", "then most Corvid warriors — {targets} ({value:warrior})"),
    "corvids.move.most_warriors.none_legal": QT_TRANSLATE_NOOP("Reasons", "No adjacent clearing to move to."),
    "corvids.move_no_destination": QT_TRANSLATE_NOOP(
        "Reasons", "Every adjacent clearing has a plot: the lowest-priority one, {clearing}."),
    "corvids.move_none": QT_TRANSLATE_NOOP(
        "Reasons", "No {suit} clearing has a face-up plot and more than 2 Corvid warriors: no move."),
    "corvids.plot": QT_TRANSLATE_NOOP(
        "Reasons", "Plot: the Corvids remove a warrior in clearing {clearing} and place a plot there, face down."),
    "corvids.plot.most_warriors": QT_TRANSLATE_NOOP(
        "Reasons", "Clearing: ordered, no plot, most Corvid warriors — {targets} ({value:warrior})"),
    "corvids.plot.most_warriors.none_legal": QT_TRANSLATE_NOOP("Reasons", "No ordered clearing without a plot can take one."),
    "corvids.plot_none": QT_TRANSLATE_NOOP("Reasons", "Plot: no {suit} clearing without a plot has a Corvid warrior."),
    "corvids.retry.no_warrior": QT_TRANSLATE_NOOP("Reasons", "no Corvid warrior in clearing {clearing} to remove"),
    "corvids.retry.no_plot_left": QT_TRANSLATE_NOOP("Reasons", "no plot left in the supply for clearing {clearing}"),
    "corvids.mastermind": QT_TRANSLATE_NOOP("Reasons", "Mastermind: the Corvids plot twice (plot {index})."),
    "corvids.thicken": QT_TRANSLATE_NOOP(
        "Reasons", "The Plot Thickens: the Corvids remove a warrior in clearing {clearing} and place a plot there, "
                   "face down."),
    "corvids.thicken.most_warriors": QT_TRANSLATE_NOOP(
        "Reasons", "Clearing: no plot, 3 or more Corvid warriors, most — {targets} ({value:warrior})"),
    "corvids.thicken.most_warriors.none_legal": QT_TRANSLATE_NOOP("Reasons", "No such clearing can take a plot."),
    "corvids.thicken_none": QT_TRANSLATE_NOOP(
        "Reasons", "The Plot Thickens: no clearing without a plot has 3 or more Corvid warriors."),
    "corvids.gamble_ask": QT_TRANSLATE_NOOP(
        "Reasons", "Gamble: before the plot in clearing {clearing} is revealed, the {faction} guesses what it is."),
    "corvids.gamble_wrong": QT_TRANSLATE_NOOP(
        "Reasons", "Gamble: the {faction} guessed {piece}: wrong; the Corvids score 1 VP."),
    "corvids.gamble_right": QT_TRANSLATE_NOOP(
        "Reasons", "Gamble: the {faction} guessed right ({piece}); the plot does not take effect."),
    "corvids.gamble_removed": QT_TRANSLATE_NOOP(
        "Reasons", "The {faction} removes the plot and scores {vp} VP."),
    "corvids.score_extortions": QT_TRANSLATE_NOOP("Reasons", "Evening: {vp} VP, one per face-up extortion on the map."),
    # Riverfolk services (Law of Rootbotics 9.2.3) and Services for bots (9.7), issue 11
    "services.bot_cards": QT_TRANSLATE_NOOP(
        "Reasons", "Services for bots ({card_set}): the table reads the {faction}'s Services card and says what it buys."),
    "services.price": QT_TRANSLATE_NOOP("Reasons", "The {faction} has {vp} VP: each service costs {price:warrior}."),
    "services.human_costs": QT_TRANSLATE_NOOP(
        "Reasons", "The human Riverfolk set each service's cost (1 to 4 warriors) on their board: the table says what "
                   "the {faction} pays."),
    "services.count": QT_TRANSLATE_NOOP(
        "Reasons", "The {faction} may buy up to {count:service}: one, plus one per clearing with its pieces and a "
                   "trade post ({posts:clearing})."),
    "services.supply": QT_TRANSLATE_NOOP(
        "Reasons", "The {faction} has {warriors:warrior} in its supply: enough for {most:service}."),
    "services.seller_pays": QT_TRANSLATE_NOOP(
        "Reasons", "The {faction} has no warriors: the Riverfolk place their own in Payments instead."),
    "services.human_hand": QT_TRANSLATE_NOOP(
        "Reasons", "A Hand Card from the human Riverfolk is a card from their hand, handed over at the table; the "
                   "{faction} has no hand and discards it (2.8)."),
    "services.bot_cards_reading": QT_TRANSLATE_NOOP(
        "Reasons", "The Services cards' texts are not in the app: the table answers from the printed card, and the "
                   "app offers only what 9.2.3 allows (count, price, the warriors in supply, the Market)."),
    "services.bought": QT_TRANSLATE_NOOP(
        "Reasons", "The {faction} buys {services}; into the Riverfolk's Payments: {warriors:warrior} of the {payer}."),
    "services.card_as_order": QT_TRANSLATE_NOOP(
        "Reasons", "{card} is the {faction}'s order card this turn, as its Services card says."),
    "services.card_discarded": QT_TRANSLATE_NOOP(
        "Reasons", "The {faction} has no hand: {card} is discarded."),
    "services.greedy": QT_TRANSLATE_NOOP(
        "Reasons", "Greedy: the player with the most VP bought services, so the {faction} scores 1 VP."),
    "services.order_card_bought": QT_TRANSLATE_NOOP(
        "Reasons", "The {faction} bought {card} from the Market as its order card: no card is drawn."),
    "services.mercenaries_count": QT_TRANSLATE_NOOP(
        "Reasons", "Mercenaries: the {faction} counts the Riverfolk's {warriors:warrior} in clearing {clearing} as "
                   "its own."),
    "services.mercenaries_split": QT_TRANSLATE_NOOP(
        "Reasons", "Mercenaries: the hits the {faction} takes are split, {own} on its own pieces and {riverfolk} on "
                   "the Riverfolk warriors."),
    "services.split_reading": QT_TRANSLATE_NOOP(
        "Reasons", "An odd number of hits: the bot gives the odd hit to the Riverfolk warriors."),
    "history.edit.buy_services": QT_TRANSLATE_NOOP("Reasons", "{buyer} buys Riverfolk services: {services}"),
})

MESSAGES: dict[str, str] = cast(dict[str, str], {
    "edit.faction_not_in_game": QT_TRANSLATE_NOOP("Errors", "The {faction} is not in this game."),
    "edit.no_such_piece": QT_TRANSLATE_NOOP("Errors", "The {faction} has no {piece} in this game."),
    "edit.no_such_place": QT_TRANSLATE_NOOP("Errors", "There is no place {place} on this map."),
    "edit.forest_only_pawn": QT_TRANSLATE_NOOP("Errors", "Only the Vagabond's pawn can stand in a forest, not a {piece}."),
    "edit.keep_forbids": QT_TRANSLATE_NOOP(
        "Errors", "Only the Marquise places pieces in the Keep's clearing {clearing} (others may move in)."),
    "edit.no_free_slot": QT_TRANSLATE_NOOP("Errors", "Clearing {clearing} has no free building slot."),
    "edit.wrong_suit": QT_TRANSLATE_NOOP("Errors", "A {piece} can only stand in a clearing of its suit, not in {clearing}."),
    "edit.one_sympathy": QT_TRANSLATE_NOOP("Errors", "Clearing {clearing} already has a sympathy token."),
    "edit.one_keep": QT_TRANSLATE_NOOP("Errors", "Clearing {clearing} already has the Keep."),
    "edit.supply_exhausted": QT_TRANSLATE_NOOP(
        "Errors", "No {piece} left in the {faction}'s supply ({available} left)."),
    "edit.path_closed": QT_TRANSLATE_NOOP(
        "Errors", "The path {a}–{b} is still closed: the {faction} cannot move along it. It must be opened first "
                  "(Law of Root C.3.3: a player with pieces at either end spends a card in Daylight)."),
    "edit.open_closes": QT_TRANSLATE_NOOP("Errors", "A player opens a closed path; only a correction closes {a}–{b} again."),
    "edit.bots_never_open": QT_TRANSLATE_NOOP("Errors", "The {faction} is a bot: bots never open closed paths (12.2.1)."),
    "edit.path_already_open": QT_TRANSLATE_NOOP("Errors", "The path {a}–{b} is already open."),
    "edit.open_needs_pieces": QT_TRANSLATE_NOOP(
        "Errors", "The {faction} needs a piece in clearing {a} or {b} to open the path between them (Law of Root C.3.3)."),
    "edit.same_place": QT_TRANSLATE_NOOP("Errors", "The piece is already in {place}."),
    "edit.not_there": QT_TRANSLATE_NOOP("Errors", "Only {available} {faction} {piece} in {place}."),
    "edit.vp_range": QT_TRANSLATE_NOOP("Errors", "Victory points go from 0 to {max}, not {vp}."),
    "edit.payments_beyond_supply": QT_TRANSLATE_NOOP(
        "Errors", "The {faction} has only {available:warrior} to put in the Riverfolk's Payments, not {count}."),
    "edit.no_such_item": QT_TRANSLATE_NOOP("Errors", "There is no item {item} in the supply."),
    "edit.item_range": QT_TRANSLATE_NOOP("Errors", "The supply holds 0 to 3 {item}, not {count}."),
    "edit.not_a_bot": QT_TRANSLATE_NOOP("Errors", "The {faction} is not played by a bot."),
    "edit.wrong_board": QT_TRANSLATE_NOOP("Errors", "That board belongs to another bot, not to the {faction}."),
    "edit.too_many_items": QT_TRANSLATE_NOOP("Errors", "{count:item} is more than the Vagabot can hold."),
    "action.item_gone": QT_TRANSLATE_NOOP("Errors", "No {item} left in the supply any more: re-plan the step."),
    "step.stale": QT_TRANSLATE_NOOP("Errors", "The board changed since this step was planned; here is the new plan."),
    "turn.not_human": QT_TRANSLATE_NOOP("Errors", "It is a bot's turn: confirm its steps instead."),
    "game.over": QT_TRANSLATE_NOOP("Errors", "The game is over: undo to go back, or start a new game."),
    "edit.pawn_stays": QT_TRANSLATE_NOOP(
        "Errors", "The {faction}'s pawn never leaves the map (7.2.1): drag it to where it stands instead."),
    "answer.wrong_kind": QT_TRANSLATE_NOOP("Errors", "That answer does not fit the question ({question})."),
    "bot.not_available": QT_TRANSLATE_NOOP("Errors", "The bot {bot} is not available in this version yet."),
    "bot.unknown": QT_TRANSLATE_NOOP("Errors", "This version of Tablebot does not know the bot {bot}."),
    "card.dominance_removed": QT_TRANSLATE_NOOP(
        "Errors", "{card} is a dominance card, removed from the deck in this game."),
    "card.unknown": QT_TRANSLATE_NOOP("Errors", "There is no card {card} in this deck."),
    "card.no_such_card": QT_TRANSLATE_NOOP("Errors", "No card of this deck is a {suit} card with {item}."),
    "dice.range": QT_TRANSLATE_NOOP("Errors", "A Root die shows 0 to 3, not {die}."),
    "dice.swords_range": QT_TRANSLATE_NOOP("Errors", "Undamaged swords go from 0 to 20, not {swords}."),
    "removal.wrong_total": QT_TRANSLATE_NOOP("Errors", "Choose pieces to remove: exactly {hits}."),
    "removal.not_there": QT_TRANSLATE_NOOP("Errors", "There are not that many {piece} in the clearing."),
    "setup.vagabot_character": QT_TRANSLATE_NOOP("Errors", "The Vagabot has no character {character}."),
    "vagabot.no_pawn": QT_TRANSLATE_NOOP("Errors", "The Vagabot's pawn is not on the map."),
    "answer.not_an_option": QT_TRANSLATE_NOOP("Errors", "That is not one of the options ({topic})."),
    "answer.choose_one": QT_TRANSLATE_NOOP("Errors", "Choose exactly one option ({topic})."),
    "setup.keep_not_corner": QT_TRANSLATE_NOOP("Errors", "The Keep must go in a corner; {clearing} is not one."),
    "edit.suit_printed": QT_TRANSLATE_NOOP("Errors", "{map} has its suits printed; clearing {clearing} takes no suit marker."),
    "edit.suit_marker_bird": QT_TRANSLATE_NOOP("Errors", "Suit markers are fox, mouse or rabbit."),
    "edit.suit_holds_piece": QT_TRANSLATE_NOOP(
        "Errors", "Clearing {clearing} holds the {faction}'s {piece}, which needs its own suit: move or remove it first."),
    "edit.slots_range": QT_TRANSLATE_NOOP("Errors", "A clearing has 1 to 3 building slots printed, not {slots}."),
    "edit.slots_in_use": QT_TRANSLATE_NOOP(
        "Errors", "Clearing {clearing} has {used} slots filled (buildings and ruin): it cannot have only {slots}."),
    "edit.river_clearings": QT_TRANSLATE_NOOP("Errors", "A river joins two different clearings of this map, not {a} and {b}."),
    "edit.no_lake": QT_TRANSLATE_NOOP("Errors", "{map} has no lake and no ferry."),
    "edit.ferry_stands_here": QT_TRANSLATE_NOOP("Errors", "The ferry is in clearing {clearing}: move it before taking the clearing off the coast."),
    "edit.ferry_not_coastal": QT_TRANSLATE_NOOP("Errors", "The ferry sails the lake: clearing {clearing} is not coastal."),
    "edit.not_closed_path": QT_TRANSLATE_NOOP("Errors", "{a}–{b} is not one of {map}'s closed paths."),
    "setup.suits_printed": QT_TRANSLATE_NOOP("Errors", "{map} has its suits printed: it takes no suit markers."),
    "setup.suits_count": QT_TRANSLATE_NOOP("Errors", "{count} suit markers for {clearings} clearings: lay one on each clearing."),
    "setup.suits_four_each": QT_TRANSLATE_NOOP(
        "Errors", "The suit markers are 4 of each suit; this layout has {count} {suit}. Check the markers on the table."),
    "simulate.turn_did_not_end": QT_TRANSLATE_NOOP(
        "Errors", "A simulated turn did not end (seed {seed}, round {round}): the engine loops, a bug."),
    **shared.MESSAGES,  # the shell's and the save loader's refusals (gui/reasons.py)
    # battles (issue 8)
    "edit.attacker_is_bot": QT_TRANSLATE_NOOP("Errors", "The {faction} is a bot: its battles are its own steps."),
    "edit.dice_range": QT_TRANSLATE_NOOP("Errors", "A Root die shows 0 to 3."),
    "edit.attacker_not_there": QT_TRANSLATE_NOOP(
        "Errors", "The {faction} has no warriors (or pawn) in clearing {clearing} to battle with."),
    "edit.arbiter_unknown": QT_TRANSLATE_NOOP(
        "Errors", "The {defender} would enlist the {arbiter} here: say whether it is the Arbiter."),
    "edit.attacker_must_choose": QT_TRANSLATE_NOOP(
        "Errors", "The {faction} chooses which buildings or tokens its last {hits} hits remove ({options})."),
    # Vagabot and table edits (issue 8)
    "edit.not_a_human": QT_TRANSLATE_NOOP("Errors", "The {faction} is a bot: this is a human player's effect."),
    # Drillbit Duchy: the Burrow (10.2.2)
    "edit.burrow_duchy_only": QT_TRANSLATE_NOOP("Errors", "Only the Duchy may place or move pieces into the Burrow, not the {faction}."),
    "edit.burrow_warriors_only": QT_TRANSLATE_NOOP("Errors", "The Burrow has no building slots: only Duchy warriors stand there, not a {piece}."),
    "edit.no_burrow": QT_TRANSLATE_NOOP("Errors", "There is no Burrow: the Duchy is not in this game."),
    "edit.no_investors": QT_TRANSLATE_NOOP("Errors", "The {faction} does not play the Investors trait."),
    "setup.second_vagabond": QT_TRANSLATE_NOOP(
        "Errors", "Only one Vagabond can sit at the table, human or Vagabot. The Law of Root allows a second "
                  "Vagabond (setup letter E) only with the Riverfolk expansion's second pawn and rules, and the "
                  "Law of Rootbotics has no rules for a second Vagabot; Tablebot has neither."),
    # cards the bots draw from the shared deck (issue 10)
    "card.not_app_top": QT_TRANSLATE_NOOP("Errors", "{card} is no longer the top card of the app's deck."),
    "edit.card_not_in_app_deck": QT_TRANSLATE_NOOP("Errors", "{card} is not in the app's deck."),
    "turn.setup_draws_first": QT_TRANSLATE_NOOP(
        "Errors", "First enter the cards the bots draw at setup; then the first turn begins."),
    # the Lizard Cult and the Underground Duchy on the board (issue 10, humans)
    "edit.one_tunnel": QT_TRANSLATE_NOOP("Errors", "Clearing {clearing} already has a tunnel."),
    # the Corvids' plots -- corvids engineer
    "plots.no_face_left": QT_TRANSLATE_NOOP("Errors", "Every plot is already face up: no face is left to draw."),
    "plots.unknown_face": QT_TRANSLATE_NOOP("Errors", "{face} is not a plot."),
    "plots.no_face_down": QT_TRANSLATE_NOOP("Errors", "Clearing {clearing} has no face-down plot."),
    "plots.face_all_up": QT_TRANSLATE_NOOP("Errors", "Both {piece} plots are already face up on the map."),
    "plots.no_bomb": QT_TRANSLATE_NOOP("Errors", "Clearing {clearing} has no face-up bomb."),
    # the Riverfolk Company and the Corvid Conspiracy on the board (issue 11, humans)
    "edit.one_trade_post": QT_TRANSLATE_NOOP("Errors", "Clearing {clearing} already has a trade post."),
    "edit.one_plot": QT_TRANSLATE_NOOP("Errors", "Clearing {clearing} already has a plot token."),
    "edit.snared": QT_TRANSLATE_NOOP(
        "Errors", "A face-up snare is in clearing {clearing}: the {faction} cannot place pieces there (11.7.2)."),
    "edit.no_face_down_plot": QT_TRANSLATE_NOOP("Errors", "Clearing {clearing} has no face-down plot."),
    "edit.own_plot": QT_TRANSLATE_NOOP("Errors", "The Corvids do not expose their own plots."),
    "edit.snared_out": QT_TRANSLATE_NOOP(
        "Errors", "A face-up snare is in clearing {clearing}: the {faction} cannot move pieces out of it (11.7.2)."),
    "answer.plot_face": QT_TRANSLATE_NOOP("Errors", "Choose one of: {options}."),
    # Riverfolk services (Law of Rootbotics 9.2.3), issue 11
    "edit.services_no_riverfolk": QT_TRANSLATE_NOOP("Errors", "No Riverfolk plays: there are no services to buy."),
    "edit.services_own": QT_TRANSLATE_NOOP("Errors", "The Riverfolk do not buy their own services."),
    "edit.services_not_turn": QT_TRANSLATE_NOOP(
        "Errors", "The {faction} buys services at the start of its own Birdsong; it is the {current}'s turn."),
    "edit.services_closed": QT_TRANSLATE_NOOP(
        "Errors", "The start of the {faction}'s Birdsong is over (it bought, or something else was recorded this "
                  "turn): undo to buy services."),
    "edit.services_none": QT_TRANSLATE_NOOP("Errors", "Choose at least one service."),
    "edit.services_twice": QT_TRANSLATE_NOOP("Errors", "{service} lasts the whole turn: buy it once."),
    "edit.services_too_many": QT_TRANSLATE_NOOP(
        "Errors", "The {faction} may buy {most:service} (one, plus one per clearing with its pieces and a trade post), "
                  "not {count}."),
    "edit.services_cannot_pay": QT_TRANSLATE_NOOP(
        "Errors", "That costs {cost:warrior}; the {faction} has {available} in its supply."),
    "edit.services_no_market": QT_TRANSLATE_NOOP(
        "Errors", "A human Riverfolk has no Market: the Hand Card is a card from their hand."),
    "edit.services_cards_count": QT_TRANSLATE_NOOP(
        "Errors", "Choose one Market card for each Hand Card ({hand_cards}), not {cards}."),
    "edit.services_card_not_in_market": QT_TRANSLATE_NOOP("Errors", "{card} is not in the Riverfolk's Market."),
    "edit.services_as_order": QT_TRANSLATE_NOOP(
        "Errors", "Only a bot buying exactly one Market card can make it its order card."),
    "edit.services_split_uneven": QT_TRANSLATE_NOOP(
        "Errors", "Mercenaries split the {hits} hits evenly: the Riverfolk warriors take half, not {riverfolk}."),
    "edit.services_paid_price": QT_TRANSLATE_NOOP(
        "Errors", "The Riverfolk bot's price is {cost} warriors (9.2.3), not {paid}."),
    "edit.services_paid_needed": QT_TRANSLATE_NOOP(
        "Errors", "Enter the warriors paid: the human Riverfolk set the costs on their board."),
    "edit.services_paid_range": QT_TRANSLATE_NOOP(
        "Errors", "Each service costs 1 to 4 warriors: {low} to {high} in all, not {paid}."),
    "answer.services_option": QT_TRANSLATE_NOOP("Errors", "{option} is not one of the services offered."),
    "answer.services_as_order": QT_TRANSLATE_NOOP(
        "Errors", "Only a Market card the bot buys can become its order card."),
})

TOPICS: dict[str, str] = cast(dict[str, str], {
    "quest.drawn": QT_TRANSLATE_NOOP("Reasons", "Which quest card was drawn?"),
    "aid.crafted_humans": QT_TRANSLATE_NOOP("Reasons", "Which humans here have crafted items?"),
    "aid.crafted_count": QT_TRANSLATE_NOOP("Reasons", "How many crafted items does the {faction} have?"),
    "marksman.removal": QT_TRANSLATE_NOOP("Reasons", "Which piece does the {faction} lose to the Marksman?"),
    "thief.humans_with_cards": QT_TRANSLATE_NOOP("Reasons", "Which humans here have cards in hand?"),
    "corvids.plot_face": QT_TRANSLATE_NOOP("Reasons", "Turn over the plot in clearing {clearing}: what does it show?"),
    "corvids.gamble_guess": QT_TRANSLATE_NOOP(
        "Reasons", "Gamble: what does the {faction} guess the plot in clearing {clearing} is?"),
    "corvids.bomb_replacement": QT_TRANSLATE_NOOP(
        "Reasons", "Take a random plot from the Corvids' supply for clearing {clearing}: what does it show?"),
    "services.bot_buys": QT_TRANSLATE_NOOP(
        "Reasons", "What does the {faction} buy from the Riverfolk, as its Services card says? At most "
                   "{most:service}. Tick nothing if it buys nothing."),
    "services.bot_pays": QT_TRANSLATE_NOOP(
        "Reasons", "How many warriors does the {faction} pay for {count:service}, at the costs the Riverfolk set?"),
})
"""AskTable topics: the question the bot asks the table."""

_ROLLED: dict[str, str] = cast(dict[str, str], {
    "app": QT_TRANSLATE_NOOP("Reasons", "rolled by the app"),
    "table": QT_TRANSLATE_NOOP("Reasons", "rolled at the table"),
})
# What a card the bots draw is for (AskOrderCard.purpose): "the Marquise's order card".
CARD_PURPOSES: dict[str, str] = cast(dict[str, str], {
    "birdsong": QT_TRANSLATE_NOOP("Reasons", "order card"),
    "expand": QT_TRANSLATE_NOOP("Reasons", "new order card (Expand)"),
    "setup": QT_TRANSLATE_NOOP("Reasons", "setup"),
    "lizards_craft": QT_TRANSLATE_NOOP("Reasons", "Evening craft (then onto the Lost Souls)"),
    "lizards_erratic": QT_TRANSLATE_NOOP("Reasons", "Lost Souls (Erratic)"),
    "riverfolk_market": QT_TRANSLATE_NOOP("Reasons", "Market (right end)"),
    "other": QT_TRANSLATE_NOOP("Reasons", "card draw"),
})
# The Vagabot's Daylight actions (7.5 I-IV: "{action}", "{not_done}") and the face an item
# comes back with (7.5.5: "{face}"): the engine's codes as the player reads them.
VAGABOT_ACTIONS: dict[str, str] = cast(dict[str, str], {
    "explore": QT_TRANSLATE_NOOP("Reasons", "explore"),
    "quest": QT_TRANSLATE_NOOP("Reasons", "quest"),
    "aid": QT_TRANSLATE_NOOP("Reasons", "aid"),
    "battle": QT_TRANSLATE_NOOP("Reasons", "battle"),
    "repair": QT_TRANSLATE_NOOP("Reasons", "repair"),
    "special": QT_TRANSLATE_NOOP("Reasons", "special action"),
})
_ITEM_FACES: dict[str, str] = cast(dict[str, str], {
    "ready": QT_TRANSLATE_NOOP("Reasons", "ready"),
    "exhausted": QT_TRANSLATE_NOOP("Reasons", "exhausted"),
})
# Why the Eyrie falls into Turmoil (5.7, "{cause}") and why a human Alliance is outraged (2.8.1).
_CAUSES: dict[str, str] = cast(dict[str, str], {
    "build": QT_TRANSLATE_NOOP("Reasons", "no roost could be built"),
    "new_roost": QT_TRANSLATE_NOOP("Reasons", "the new roost fits nowhere"),
    "nobility": QT_TRANSLATE_NOOP("Reasons", "trait Nobility"),
    "move": QT_TRANSLATE_NOOP("Reasons", "warriors moved in"),
    "removal": QT_TRANSLATE_NOOP("Reasons", "sympathy removed"),
})
_BOOL: dict[bool, str] = cast(dict[bool, str], {True: QT_TRANSLATE_NOOP("Reasons", "yes"), False: QT_TRANSLATE_NOOP("Reasons", "no")})
_PIECE_KEYS = {"piece", "kind", "face", "guess"}
# "by": the human behind a table edit.
_FACTION_KEYS = {"faction", "defender", "attacker", "chosen", "targets", "arbiter", "winners", "by", "opened_by"}


# Counted nouns: a template writes "{hits:hit}" and the count becomes "1 hit" / "2 hits" through Qt's
# plural translation (%n). English is the source language: when no translation gives the numerus
# forms, the "(s)" of the source string is resolved here by the English rule (1 → singular).
NOUNS: dict[str, str] = cast(dict[str, str], {
    "hit": QT_TRANSLATE_NOOP("Reasons", "%n hit(s)"),
    "warrior": QT_TRANSLATE_NOOP("Reasons", "%n warrior(s)"),
    "item": QT_TRANSLATE_NOOP("Reasons", "%n item(s)"),
    "usable_item": QT_TRANSLATE_NOOP("Reasons", "%n usable item(s)"),
    "damaged_item": QT_TRANSLATE_NOOP("Reasons", "%n damaged item(s)"),
    "undamaged_item": QT_TRANSLATE_NOOP("Reasons", "%n undamaged item(s)"),
    "crafted_item": QT_TRANSLATE_NOOP("Reasons", "%n crafted item(s)"),
    "sword": QT_TRANSLATE_NOOP("Reasons", "%n undamaged sword(s)"),
    "card": QT_TRANSLATE_NOOP("Reasons", "%n card(s)"),
    "piece": QT_TRANSLATE_NOOP("Reasons", "%n piece(s)"),
    "enemy_piece": QT_TRANSLATE_NOOP("Reasons", "%n enemy piece(s)"),
    "enemy_warrior": QT_TRANSLATE_NOOP("Reasons", "%n enemy warrior(s)"),
    "building": QT_TRANSLATE_NOOP("Reasons", "%n building(s)"),
    "building_slot": QT_TRANSLATE_NOOP("Reasons", "%n building slot(s)"),
    "defenceless_building": QT_TRANSLATE_NOOP("Reasons", "%n defenceless building(s)"),
    "building_token": QT_TRANSLATE_NOOP("Reasons", "%n building(s) and token(s)"),
    "roost": QT_TRANSLATE_NOOP("Reasons", "%n roost(s)"),
    "base": QT_TRANSLATE_NOOP("Reasons", "%n base(s)"),
    "sympathy": QT_TRANSLATE_NOOP("Reasons", "%n sympathy token(s)"),
    "vizier": QT_TRANSLATE_NOOP("Reasons", "%n vizier(s)"),
    "move": QT_TRANSLATE_NOOP("Reasons", "%n move(s)"),
    "player": QT_TRANSLATE_NOOP("Reasons", "%n player(s)"),
    "clearing": QT_TRANSLATE_NOOP("Reasons", "%n clearing(s)"),
    "time": QT_TRANSLATE_NOOP("Reasons", "%n time(s)"),
    "vp": QT_TRANSLATE_NOOP("Reasons", "%n VP"),
    # Drillbit Duchy
    "citadel": QT_TRANSLATE_NOOP("Reasons", "%n citadel(s)"),
    "market": QT_TRANSLATE_NOOP("Reasons", "%n market(s)"),
    "tunnel": QT_TRANSLATE_NOOP("Reasons", "%n tunnel(s)"),
    # Logical Lizards (issue 10)
    "acolyte": QT_TRANSLATE_NOOP("Reasons", "%n acolyte(s)"),
    "garden": QT_TRANSLATE_NOOP("Reasons", "%n garden(s)"),
    "battle": QT_TRANSLATE_NOOP("Reasons", "%n battle(s)"),
    # Riverfolk and Corvids (issue 11)
    "trade_post": QT_TRANSLATE_NOOP("Reasons", "%n trade post(s)"),
    "service": QT_TRANSLATE_NOOP("Reasons", "%n service(s)"),
    "plot": QT_TRANSLATE_NOOP("Reasons", "%n plot(s)"),
})

# A piece named with its count ("2 warriors", "1 fox base"): "{piece:count}" in a template.
_PIECE_FORMS: dict[str, str] = cast(dict[str, str], {
    "warrior": QT_TRANSLATE_NOOP("Reasons", "warrior(s)"),
    "sawmill": QT_TRANSLATE_NOOP("Reasons", "sawmill(s)"),
    "workshop": QT_TRANSLATE_NOOP("Reasons", "workshop(s)"),
    "recruiter": QT_TRANSLATE_NOOP("Reasons", "recruiter(s)"),
    "keep": QT_TRANSLATE_NOOP("Reasons", "Keep"),
    "wood": QT_TRANSLATE_NOOP("Reasons", "wood"),
    "roost": QT_TRANSLATE_NOOP("Reasons", "roost(s)"),
    "base_fox": QT_TRANSLATE_NOOP("Reasons", "fox base(s)"),
    "base_rabbit": QT_TRANSLATE_NOOP("Reasons", "rabbit base(s)"),
    "base_mouse": QT_TRANSLATE_NOOP("Reasons", "mouse base(s)"),
    "sympathy": QT_TRANSLATE_NOOP("Reasons", "sympathy token(s)"),
    "pawn": QT_TRANSLATE_NOOP("Reasons", "pawn(s)"),
    "garden_fox": QT_TRANSLATE_NOOP("Reasons", "fox garden(s)"),
    "garden_rabbit": QT_TRANSLATE_NOOP("Reasons", "rabbit garden(s)"),
    "garden_mouse": QT_TRANSLATE_NOOP("Reasons", "mouse garden(s)"),
    "tunnel": QT_TRANSLATE_NOOP("Reasons", "tunnel(s)"),
    "citadel": QT_TRANSLATE_NOOP("Reasons", "citadel(s)"),
    "market": QT_TRANSLATE_NOOP("Reasons", "market(s)"),
    "trade_post_fox": QT_TRANSLATE_NOOP("Reasons", "fox trade post(s)"),
    "trade_post_rabbit": QT_TRANSLATE_NOOP("Reasons", "rabbit trade post(s)"),
    "trade_post_mouse": QT_TRANSLATE_NOOP("Reasons", "mouse trade post(s)"),
    "plot": QT_TRANSLATE_NOOP("Reasons", "face-down plot(s)"),
    "plot_bomb": QT_TRANSLATE_NOOP("Reasons", "bomb(s)"),
    "plot_snare": QT_TRANSLATE_NOOP("Reasons", "snare(s)"),
    "plot_extortion": QT_TRANSLATE_NOOP("Reasons", "extortion(s)"),
    "plot_raid": QT_TRANSLATE_NOOP("Reasons", "raid(s)"),
})

# One item with its article ("a pair of boots", not "a boots"): "{item:a}" in a template.
_ITEM_ONE: dict[str, str] = cast(dict[str, str], {
    "boots": QT_TRANSLATE_NOOP("Reasons", "a pair of boots"),
    "bag": QT_TRANSLATE_NOOP("Reasons", "a bag"),
    "crossbow": QT_TRANSLATE_NOOP("Reasons", "a crossbow"),
    "hammer": QT_TRANSLATE_NOOP("Reasons", "a hammer"),
    "sword": QT_TRANSLATE_NOOP("Reasons", "a sword"),
    "tea": QT_TRANSLATE_NOOP("Reasons", "a tea"),
    "coins": QT_TRANSLATE_NOOP("Reasons", "coins"),
    "torch": QT_TRANSLATE_NOOP("Reasons", "a torch"),
})

_tr = shared.tr
plural = shared.plural


def counted(noun: str, n: int) -> str:
    """"1 hit", "2 warriors": a count with its noun (a key of NOUNS)."""
    return plural("Reasons", NOUNS[noun], n)


def pieces_text(kind: str, n: int) -> str:
    """A piece name agreeing with its count, without the number ("warrior" / "warriors")."""
    form = _PIECE_FORMS.get(kind)
    return plural("Reasons", form, n) if form is not None else names.piece(kind)


def piece_one(kind: str) -> str:
    """One piece with its English article: "a bomb", "an extortion"."""
    name = names.piece(kind)
    return (_tr("Reasons", "an {piece}") if name[:1].lower() in "aeiou" else _tr("Reasons", "a {piece}")).format(
        piece=name)


def item_one(item: str) -> str:
    """One item with its article: "a pair of boots", "a bag"."""
    form = _ITEM_ONE.get(item)
    return _tr("Reasons", form) if form is not None else names.item(item)


# Which book a rule number is from. Engine rule ids: "5.5.1" (Law of Rootbotics), "law:4.3.2"
# (Law of Root), "ruling:<name>", "trait:<id>", "difficulty:<id>", "printing:<id>", "coop".
BOOKS: dict[str, str] = cast(dict[str, str], {
    "rootbotics": QT_TRANSLATE_NOOP("Reasons", "Rootbotics {rule}"),
    "law": QT_TRANSLATE_NOOP("Reasons", "Law of Root {rule}"),
    "ruling": QT_TRANSLATE_NOOP("Reasons", "Ruling: {rule}"),
})


def rule_text(rule: str) -> str:
    """A rule id as a player reads it, naming its book: "Rootbotics 4.5.3", "Law of Root 4.3.2",
    "Ruling: expand-once", "Trait Blitz", "Nightmare"."""
    head, _, tail = rule.partition(":")
    if rule == "coop":
        return _tr("Reasons", "Co-op")
    if not tail:
        # Controller labels (edits, answers) cite no rule.
        if head in ("edit", "answer", "turn", "history", "step", ""):
            return ""
        return _tr("Reasons", BOOKS["rootbotics"]).format(rule=rule) if rule[:1].isdigit() else rule
    if head == "law":
        return _tr("Reasons", BOOKS["law"]).format(rule=tail)
    if head == "ruling":
        return _tr("Reasons", BOOKS["ruling"]).format(rule=tail)
    if head == "trait":
        return _tr("Reasons", "Trait {name}").format(name=names.trait(tail))
    if head == "difficulty":
        return names.difficulty(tail)
    if head == "printing":
        return names.printing(tail)
    return rule


_YES_NO_KEYS = frozenset({"right", "discarded", "ruins", "river", "coastal", "closed"})
"""Edit fields that are yes/no questions: an exposure's outcome, Outrage's and Investors' discard, ruins,
the map corrections (a river, the coast) and a Mountain path closed."""


def _value(key: str, value: Any) -> str:
    if key in _SETUP_KEYS or (key == "chosen" and isinstance(value, str) and value in SETUP_OPTIONS):
        return _setup_value(key, value)  # the setup checklist's parameters (below)
    if isinstance(value, bool):
        return _tr("Reasons", _BOOL[value])
    if isinstance(value, (tuple, list)):
        if key == "dice":
            return _tr("Reasons", "{a} and {b}").format(a=value[0], b=value[1]) if len(value) == 2 else ""
        if key == "items":
            return _listed([item_one(str(v)) for v in value])
        return ", ".join(_value(key, v) for v in value)
    if isinstance(value, str):
        if value == "burrow" and key in ("targets", "clearing"):
            return _place_text(value)  # the Duchy's Burrow among clearings (10.2.2)
        if key == "cause" and value in _CAUSES:
            return _tr("Reasons", _CAUSES[value])
        if key == "map":
            return names.map_name(value)
        if key == "face" and value in _ITEM_FACES:
            return _tr("Reasons", _ITEM_FACES[value])
        if key in ("action", "not_done") and value in VAGABOT_ACTIONS:
            return _tr("Reasons", VAGABOT_ACTIONS[value])
        if key in _PIECE_KEYS:
            return names.piece(value)
        if key in ("suit", "column"):
            return names.suit(value)
        if key == "item":
            return names.item(value) if value else _tr("Reasons", "no item")
        if key == "items":
            return item_one(value)
        if key == "character":
            return names.character(value)
        if key in ("services", "card_set"):
            return _tr("Reasons", SERVICE_WORDS.get(value, value))
        if key == "chosen" and (value in SERVICE_WORDS or value.startswith(("card:", "hand_card:"))):
            return service_option_text(value)  # the table's answer about a bot's services (9.7)
        if key == "minister":
            return names.minister(value)
        if key in ("card", "cards") and value:
            return names.card(value)  # a deck id, a name, or the suit of a card entered by suit
        if key == "layout":
            return _layout_text(value)
        if key == "discarded":
            return _tr("Reasons", _BOOL[bool(value)])
        if key in ("forest", "forests", "options"):
            return _place_text(value)
        if key == "rolled":
            return _tr("Reasons", _ROLLED.get(value, value))
        if key == "purpose":
            return _tr("Reasons", CARD_PURPOSES.get(value, CARD_PURPOSES["other"]))
        if key in _FACTION_KEYS and names.is_faction(value):
            return names.faction_short(value)
        if key == "chosen":  # the other answers of the table's questions (panels.option_text)
            if value in ("fox", "rabbit", "mouse", "bird"):
                return names.suit(value)
            return _tr("Turn", "none") if value == "none" else names.piece(value)
        if key in ("place", "origin", "dest"):
            return _place_text(value)
        if key == "pieces" and ":" in value:
            kind, _, n = value.partition(":")
            return f"{n} {pieces_text(kind, int(n)) if n.isdigit() else names.piece(kind)}"
    if key in ("place", "origin", "dest") and isinstance(value, int):
        return _place_text(value)
    if key in _YES_NO_KEYS and isinstance(value, int):  # the history flattens an edit's bools to 0/1
        return _tr("Reasons", _BOOL[bool(value)])
    return str(value)


def _listed(texts: list[str]) -> str:
    """"a bag", "a bag and a crossbow", "a bag, a sword and a crossbow"."""
    if len(texts) < 2:
        return "".join(texts)
    return _tr("Reasons", "{a} and {b}").format(a=", ".join(texts[:-1]), b=texts[-1])


def _layout_text(value: str) -> str:
    """A suit layout ("1:mouse 2:fox …", setup.suits_random) as the table lays it: "fox on 2, 10;
    mouse on 1, 7; rabbit on 3, 4", in the suits' usual order."""
    by_suit: dict[str, list[str]] = {}
    for token in value.split():
        clearing, _, suit = token.partition(":")
        by_suit.setdefault(suit, []).append(clearing)
    order = sorted(by_suit, key=lambda s: ("fox", "mouse", "rabbit").index(s) if s in ("fox", "mouse", "rabbit") else 9)
    return "; ".join(_tr("Reasons", "{suit} on {clearings}").format(suit=names.suit(s), clearings=", ".join(by_suit[s]))
                     for s in order)


def _place_text(value: int | str) -> str:
    return names.place(value)


class _Shown:
    """A parameter as a template may show it: "{hits}" the plain text, "{hits:hit}" the count with its
    noun in the right plural form, "{piece:count}" the piece name agreeing with the count parameter,
    "{item:a}" one item with its article."""

    def __init__(self, key: str, raw: Any, params: Mapping[str, Any]) -> None:
        self.key, self.raw, self.params = key, raw, params

    def __format__(self, spec: str) -> str:
        text = _value(self.key, self.raw)
        if not spec:
            return text
        if spec == "a" and isinstance(self.raw, str) and self.key in _PIECE_KEYS:
            return piece_one(self.raw)
        if spec == "a" and isinstance(self.raw, str):
            return item_one(self.raw) if self.raw else _tr("Reasons", "no item")
        if spec in self.params and isinstance(self.raw, str):
            n = self.params[spec]
            return pieces_text(self.raw, n) if isinstance(n, int) else text
        if spec in NOUNS:
            if isinstance(self.raw, int) and not isinstance(self.raw, bool):
                return counted(spec, self.raw)
            # Not a single count: the listed values ("a pair of boots and a crossbow") say what
            # they are; a list of other values keeps the noun, in its plural form.
            if self.key == "items":
                return text
            return f"{text} {counted(spec, 2).split(' ', 1)[-1]}" if text else text
        return format(text, spec)


def _format(context: str, table: Mapping[str, str], code: str, params: Mapping[str, Any]) -> str:
    template = table.get(code)
    if template is None:
        # A code without words (a newer engine): still show something the player can report.
        shown = ", ".join(f"{k}={v}" for k, v in params.items())
        return f"{code} ({shown})" if shown else code
    values = _Values({k: _Shown(k, v, params) for k, v in params.items()})
    try:
        return _possessive(agreeing(_tr(context, template), {k: v for k, v in params.items() if k in _FACTION_KEYS})
                           .format_map(values))
    except (IndexError, ValueError):
        # A translation with a broken placeholder: fall back to English.
        try:
            return template.format_map(values)
        except (IndexError, ValueError):
            return f"{code} {dict(params)}"


_PLURAL_POSSESSIVE = re.compile(r"(?<=s)'s\b")

PLURAL_FACTIONS = frozenset({"corvids", "lizards", "riverfolk"})
"""Factions whose English short name is plural: "the Corvids deal", "the Riverfolk have"."""
_SINGULAR_VERBS = frozenset({
    "attacks", "battles", "buys", "cannot", "chooses", "counts", "damages", "deals", "defends", "discards",
    "does", "draws", "enlists", "gains", "guesses", "has", "is", "loses", "moves", "needs", "opens", "pays",
    "places", "recruits", "removes", "rules", "scores", "takes", "was", "wins"})
_IRREGULAR = {"has": "have", "is": "are", "does": "do", "was": "were", "cannot": "cannot"}
_NAME_THEN_WORD = re.compile(r"\{(\w+)\} (\w+)\b")


def _plural_verb(verb: str) -> str:
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    return verb[:-2] if verb.endswith(("sses", "ches", "shes")) else verb[:-1]


def agreeing(template: str, factions: Mapping[str, Any]) -> str:
    """English verb agreement: a verb right after a plural faction's name ("{attacker} deals")
    takes its plural form ("the Corvids deal"); other words and other languages are left alone.
    `factions`: placeholder -> the faction id it will show."""
    plural = {k for k, v in factions.items() if isinstance(v, str) and v in PLURAL_FACTIONS}
    if not plural:
        return template

    def agree(m: re.Match[str]) -> str:
        key, word = m.group(1), m.group(2)
        if key in plural and word in _SINGULAR_VERBS:
            return "{" + key + "} " + _plural_verb(word)
        return m.group(0)

    template = _NAME_THEN_WORD.sub(agree, template)
    for key in plural:  # a second verb of the same subject: "the Riverfolk remove the plot and score"
        template = re.sub(r"(\{" + key + r"\} [^{}.:;(]*?\band )(\w+)\b",
                          lambda m: m.group(1) + (_plural_verb(m.group(2)) if m.group(2) in _SINGULAR_VERBS
                                                  else m.group(2)), template)
    return template


def _possessive(text: str) -> str:
    """English possessive of a plural name: "the Lizards' turn", not "the Lizards's turn"."""
    return _PLURAL_POSSESSIVE.sub("'", text)


class _Values(dict[str, Any]):
    """Template parameters; one the reason lacks (a save written before it was added) reads as its
    own name ("the attacker deals 2 hits") rather than failing the whole line."""

    def __missing__(self, key: str) -> str:
        return key


_VALUE_SPEC = re.compile(r"\{value:(\w+)\}")


# A code whose line reads differently when a parameter is set: code -> (the parameter, that line's code).
_WHEN_SET = {"history.edit.set_path_closed": ("opened_by", "history.edit.open_path")}


def sentence(r: Reason, previous: Reason | None = None) -> str:
    """The reason's sentence without the rule number. `previous` is the reason before it in the
    step: a 2.3 retry line ("→ next: 6, 8 (2 warriors)") counts in the unit of that criterion."""
    variant = _WHEN_SET.get(r.code)
    if variant is not None and r.as_dict().get(variant[0]):
        r = r.model_copy(update={"code": variant[1]})
    if r.code == "retry.next_value" and previous is not None:
        unit = _VALUE_SPEC.search(REASONS.get(previous.code, ""))
        if unit is not None:
            return _format("Reasons", {r.code: _tr("Reasons", REASONS["retry.next_value.counted"]).replace(
                "{value}", "{value:" + unit.group(1) + "}")}, r.code, r.as_dict())
    return _format("Reasons", REASONS, r.code, r.as_dict())


def reason_text(r: Reason, previous: Reason | None = None) -> str:
    """The reason as one line with its rule number and book first ("Rootbotics 4.5.3  Build: ...")."""
    rule = rule_text(r.rule)
    text = sentence(r, previous)
    return f"{rule}  {text}" if rule else text


# Consecutive reasons of one code that differ in one parameter read as one line: code -> (the
# parameter, the code of the line naming them all).
_GROUPED = {"decree.column_empty": ("column", "decree.columns_empty")}


def _grouped(reasons: tuple[Reason, ...] | list[Reason]) -> list[tuple[Reason, Reason]]:
    """The reasons to show, each with the engine's reason it stands for (the first of a group)."""
    out: list[tuple[Reason, Reason]] = []
    run: list[Reason] = []

    def flush() -> None:
        if len(run) > 1:
            key, code = _GROUPED[run[0].code]
            values = tuple(r.param(key) for r in run)
            out.append((run[0].model_copy(update={"code": code, "params": ((key, values),)}), run[0]))
        else:
            out.extend((r, r) for r in run)
        run.clear()

    for r in reasons:
        if run and r.code != run[0].code:
            flush()
        if r.code in _GROUPED:
            run.append(r)
        else:
            out.append((r, r))
    flush()
    return out


def _rendered(reasons: tuple[Reason, ...] | list[Reason]) -> list[tuple[Reason, str, str]]:
    """Each engine reason shown (groups by their first) with its line and its sentence, in the
    engine's order (a retry line counts in the unit of the criterion before it)."""
    out: list[tuple[Reason, str, str]] = []
    previous: Reason | None = None
    for shown, r in _grouped(reasons):
        text = sentence(shown, previous)
        rule = rule_text(shown.rule)
        out.append((r, f"{rule}  {text}" if rule else text, text))
        if shown.code != "retry.next_value" and "value" in shown.as_dict():
            previous = shown
    return out


def _unique(rendered: list[tuple[Reason, str, str]], seen: set[str]) -> list[str]:
    # The same sentence under two rule numbers (two criteria that both found nothing) says nothing new.
    lines = []
    for _, line, text in rendered:
        if text not in seen:
            seen.add(text)
            lines.append(line)
    return lines


def reason_lines(reasons: tuple[Reason, ...] | list[Reason]) -> list[str]:
    """A step's reasons as lines, in the engine's order, each sentence once."""
    return _unique(_rendered(reasons), set())


def step_lines(reasons: tuple[Reason, ...] | list[Reason]) -> tuple[list[str], list[str]]:
    """The one to three lines that decided the step (core.reasons.deciding_first with Root's
    classification, games/root/reasons.py), and the rest
    (shown under "Why (n more)"), each sentence once."""
    deciding, _ = deciding_first(reasons, detail=is_detail)
    first, more = fold(_rendered(reasons), deciding)
    return [line for _, line, _ in first], [line for _, line, _ in more]


def chain_text(reasons: tuple[Reason, ...] | list[Reason]) -> str:
    """A step's reasons as one line, in the order they decided."""
    return " … ".join(reason_lines(reasons))


def error_text(code: str, params: Mapping[str, Any]) -> str:
    """A refusal (IllegalEdit, IllegalAnswer, SaveError) as a message for the player."""
    return _format("Errors", MESSAGES, code, params)


def topic_text(topic: str, params: Mapping[str, Any]) -> str:
    """The question of an AskTable prompt."""
    return _format("Reasons", TOPICS, topic, params)


def covered_codes() -> frozenset[str]:
    return frozenset(REASONS) | frozenset(MESSAGES) | frozenset(TOPICS)


# -- Riverfolk services (Law of Rootbotics 9.2.3, 9.7), issue 11 -------------------------------------
SERVICE_WORDS: dict[str, str] = cast(dict[str, str], {
    "hand_card": QT_TRANSLATE_NOOP("Reasons", "Hand Card"),
    "riverboats": QT_TRANSLATE_NOOP("Reasons", "Riverboats"),
    "mercenaries": QT_TRANSLATE_NOOP("Reasons", "Mercenaries"),
    "as_order": QT_TRANSLATE_NOOP("Reasons", "the card bought is its order card"),
    "none": QT_TRANSLATE_NOOP("Reasons", "no Services cards"),
    "basic": QT_TRANSLATE_NOOP("Reasons", "Basic Services cards"),
    "basic_and_advanced": QT_TRANSLATE_NOOP("Reasons", "Basic and Advanced Services cards"),
})
"""A service (9.2.3 I-III), an option of the bots' services question, the Services card set (9.7)."""
_FACTION_KEYS.update({"buyer", "payer", "current"})


def service_option_text(option: str) -> str:
    """An option of the bots' services question (or a service) in words: "Riverboats", "Market card:
    Foxfolk Steel", "Hand Card 2"."""
    if option.startswith("card:"):
        return _tr("Reasons", "Hand Card: {card} from the Market").format(card=names.card(option.removeprefix("card:")))
    if option.startswith("hand_card:"):
        return _tr("Reasons", "Hand Card {n} (from the Riverfolk's hand)").format(n=option.removeprefix("hand_card:"))
    return _tr("Reasons", SERVICE_WORDS.get(option, option))


# -- the setup checklist (games/root/setup_steps.py; issue 12) -----------------------------------------
REASONS.update(cast(dict[str, str], {
    "setup.step.map": QT_TRANSLATE_NOOP("Reasons", "Lay out the {map} map."),
    "setup.priority_markers": QT_TRANSLATE_NOOP(
        "Reasons", "Put the priority markers 1 to {count} on the clearings as the Rootbotics chart of {map} shows."),
    "setup.suits_printed_here": QT_TRANSLATE_NOOP("Reasons", "{map} has its suits printed: no suit markers."),
    "setup.suit_markers": QT_TRANSLATE_NOOP(
        "Reasons", "Suit markers: fox on {fox}; mouse on {mouse}; rabbit on {rabbit}."),
    "setup.ferry": QT_TRANSLATE_NOOP("Reasons", "Put the ferry in clearing {clearing}, the coastal corner."),
    "setup.closed_paths": QT_TRANSLATE_NOOP(
        "Reasons", "Cover the closed paths {paths} with the closed-path markers; put the tower on the Pass, "
                   "clearing {clearing}."),
    "setup.step.ruins": QT_TRANSLATE_NOOP("Reasons", "Put a ruin on each slot marked R: clearings {clearings}."),
    "setup.ruin_items_later": QT_TRANSLATE_NOOP(
        "Reasons", "The items under the ruins come with the {faction}'s setup, below."),
    "setup.step.items": QT_TRANSLATE_NOOP("Reasons", "Form the item supply on the map: {item_supply}."),
    "setup.step.deck_base": QT_TRANSLATE_NOOP("Reasons", "Use the base deck."),
    "setup.step.deck_exiles": QT_TRANSLATE_NOOP("Reasons", "Use the Exiles and Partisans deck."),
    "setup.dominance_removed": QT_TRANSLATE_NOOP(
        "Reasons", "With {humans:human} at the table, take the 4 dominance cards out of the deck (no spy cards)."),
    "setup.dominance_kept": QT_TRANSLATE_NOOP(
        "Reasons", "With {humans:human} at the table, the dominance cards stay in the deck (no spy cards)."),
    "setup.dominance_coop": QT_TRANSLATE_NOOP(
        "Reasons", "Fully cooperative: take the 4 dominance cards out of the deck."),
    "setup.hands": QT_TRANSLATE_NOOP(
        "Reasons", "Shuffle the deck; each human draws 3 cards; the bots draw none."),
    "setup.app_deck": QT_TRANSLATE_NOOP(
        "Reasons", "The app names the cards the bots draw: take each one it names out of the deck."),
    "setup.step.seats": QT_TRANSLATE_NOOP(
        "Reasons", "Seats in turn order: {seats}; the {first_player} plays first."),
    "setup.setup_order": QT_TRANSLATE_NOOP("Reasons", "Setup order: {lettered}."),
    "setup.reach_met": QT_TRANSLATE_NOOP(
        "Reasons", "Reach {reach}: {total}, at least the {minimum} recommended for {players:player}."),
    "setup.reach_below": QT_TRANSLATE_NOOP(
        "Reasons", "Reach {reach}: {total}, under the {minimum} recommended for {players:player} (you may "
                   "still play)."),
    "setup.reach_no_table": QT_TRANSLATE_NOOP(
        "Reasons", "Reach {reach}: {total}; the Law of Root recommends no total for {players:player}."),
    "setup.bot_difficulty": QT_TRANSLATE_NOOP(
        "Reasons", "The {faction} bot's {difficulty} difficulty card face up beside its board."),
    "setup.bot_traits": QT_TRANSLATE_NOOP(
        "Reasons", "The {faction} bot's trait cards face up beside its board: {traits}."),
    "setup.score_markers": QT_TRANSLATE_NOOP("Reasons", "Every score marker on 0."),
    "setup.step.bot": QT_TRANSLATE_NOOP(
        "Reasons", "The {faction} bot sets up: put its {count:piece} on the map as shown."),
    "setup.step.bot_off_map": QT_TRANSLATE_NOOP(
        "Reasons", "The {faction} bot sets up its faction board: nothing goes on the map."),
    "setup.step.bot_part": QT_TRANSLATE_NOOP(
        "Reasons", "The {faction} bot's setup, {part} of {parts}: put {pieces} on the map as shown."),
    "setup.step.bot_part_off_map": QT_TRANSLATE_NOOP(
        "Reasons", "The {faction} bot's setup, {part} of {parts}: it puts none of its pieces on the map."),
    "setup.step.human": QT_TRANSLATE_NOOP(
        "Reasons", "Set up the {faction} (played at the table): drag each piece onto the map as you place it."),
    "setup.step.draws": QT_TRANSLATE_NOOP(
        "Reasons", "Then the bots draw their setup cards: the app asks for each one before the first turn."),
    "setup.draws_for": QT_TRANSLATE_NOOP("Reasons", "The {faction} draws {count:card}."),
    # a human faction's setup (Law of Root X.3)
    "setup.human.supply": QT_TRANSLATE_NOOP("Reasons", "Form your supply: {pieces}."),
    "setup.human.marquise.keep": QT_TRANSLATE_NOOP("Reasons", "Put the Keep in any corner clearing."),
    "setup.human.marquise.keep_named": QT_TRANSLATE_NOOP(
        "Reasons", "Put the Keep in clearing {clearing}, the corner named at New Game (the bots set up around it)."),
    "setup.human.marquise.garrison": QT_TRANSLATE_NOOP(
        "Reasons", "A warrior in each clearing except the corner diagonally opposite the Keep."),
    "setup.human.marquise.buildings": QT_TRANSLATE_NOOP(
        "Reasons", "A sawmill, a workshop and a recruiter among the Keep's clearing and the clearings adjacent to it."),
    "setup.human.marquise.tracks": QT_TRANSLATE_NOOP(
        "Reasons", "The other 5 sawmills, 5 workshops and 5 recruiters on the Buildings tracks, right to left."),
    "setup.human.start_corner": QT_TRANSLATE_NOOP(
        "Reasons", "Put {pieces} in a corner clearing that is no other player's starting corner and, if possible, "
                   "is diagonally opposite one."),
    "setup.human.eyrie.leader": QT_TRANSLATE_NOOP(
        "Reasons", "Choose 1 of the 4 leaders; the other three face up beside the board."),
    "setup.human.eyrie.viziers": QT_TRANSLATE_NOOP(
        "Reasons", "Tuck the 2 Loyal Viziers into the Decree columns the leader shows."),
    "setup.human.eyrie.tracks": QT_TRANSLATE_NOOP("Reasons", "The other 6 roosts on the Roosts track, right to left."),
    "setup.human.alliance.bases": QT_TRANSLATE_NOOP("Reasons", "The 3 bases on the Bases box."),
    "setup.human.alliance.sympathy": QT_TRANSLATE_NOOP("Reasons", "The 10 sympathy tokens on the Sympathy track."),
    "setup.human.alliance.supporters": QT_TRANSLATE_NOOP(
        "Reasons", "Draw 3 cards face down onto the Supporters stack."),
    "setup.human.vagabond.character": QT_TRANSLATE_NOOP("Reasons", "Choose a character card."),
    "setup.human.vagabond.pawn": QT_TRANSLATE_NOOP("Reasons", "Put the pawn in any forest."),
    "setup.human.vagabond.quests": QT_TRANSLATE_NOOP("Reasons", "Shuffle the quests and draw 3 face up."),
    "setup.human.vagabond.ruins": QT_TRANSLATE_NOOP(
        "Reasons", "Put the 4 items marked R (bag, boots, hammer, sword) one under each ruin, shuffled."),
    "setup.human.vagabond.items": QT_TRANSLATE_NOOP(
        "Reasons", "Take the items marked S your character lists: tea, crossbows and bags on their tracks, "
                   "the others in the Satchel."),
    "setup.human.vagabond.relationships": QT_TRANSLATE_NOOP(
        "Reasons", "A relationship marker for each other faction on Indifferent."),
    "setup.human.lizards.corner": QT_TRANSLATE_NOOP(
        "Reasons", "Put 4 warriors and a garden of its suit in a corner clearing that is no other player's "
                   "starting corner and, if possible, is diagonally opposite one; then a warrior in each "
                   "adjacent clearing."),
    "setup.human.lizards.outcast": QT_TRANSLATE_NOOP("Reasons", "The outcast marker on any suit of the Outcast box."),
    "setup.human.lizards.tracks": QT_TRANSLATE_NOOP(
        "Reasons", "The other 14 gardens on the Gardens tracks, right to left."),
    "setup.human.riverfolk.warriors": QT_TRANSLATE_NOOP(
        "Reasons", "Put 4 warriors in any clearings touching the river."),
    "setup.human.riverfolk.posts": QT_TRANSLATE_NOOP("Reasons", "The 9 trade posts on the Trade Posts tracks."),
    "setup.human.riverfolk.funds": QT_TRANSLATE_NOOP(
        "Reasons", "3 warriors in the Payments box (set them in the Factions panel too)."),
    "setup.human.riverfolk.prices": QT_TRANSLATE_NOOP(
        "Reasons", "A service marker on any space of each Services track."),
    "setup.human.duchy.burrow": QT_TRANSLATE_NOOP("Reasons", "Put the Burrow board beside the map."),
    "setup.human.duchy.surface": QT_TRANSLATE_NOOP(
        "Reasons", "Put 2 warriors and a tunnel in a corner clearing that is no other player's starting corner "
                   "and, if possible, is diagonally opposite one; then 2 warriors in each clearing adjacent to it."),
    "setup.human.duchy.buildings": QT_TRANSLATE_NOOP("Reasons", "3 citadels and 3 markets on the Buildings spaces."),
    "setup.human.duchy.ministers": QT_TRANSLATE_NOOP(
        "Reasons", "The 9 minister cards face up on the Unswayed Ministers pile."),
    "setup.human.duchy.crowns": QT_TRANSLATE_NOOP("Reasons", "The 9 crowns on the spaces with victory points."),
    "setup.human.corvids.scatter": QT_TRANSLATE_NOOP(
        "Reasons", "Put a warrior in any clearing of each suit (3 in all)."),
}))
TOPICS.update(cast(dict[str, str], {
    "setup.checklist": QT_TRANSLATE_NOOP("Reasons", "Set up the table: step {number} of {of}. Done when it is done."),
}))
MESSAGES.update(cast(dict[str, str], {
    "answer.setup_checklist": QT_TRANSLATE_NOOP("Errors", "The setup checklist takes Done or Skip, not {chosen}."),
    "turn.setup_checklist_first": QT_TRANSLATE_NOOP(
        "Errors", "Finish or skip the setup checklist first: play has not started."),
}))
NOUNS.update(cast(dict[str, str], {"human": QT_TRANSLATE_NOOP("Reasons", "%n human(s)")}))
_FACTION_KEYS.update({"seats", "first_player"})
_SETUP_KEYS = frozenset({"lettered", "reach", "item_supply", "difficulty", "traits"})
SETUP_OPTIONS: dict[str, str] = cast(dict[str, str], {
    "done": QT_TRANSLATE_NOOP("Reasons", "Done"),
    "skip": QT_TRANSLATE_NOOP("Reasons", "Skip the rest of the setup"),
})
"""The setup checklist's answers (setup_steps.DONE, SKIP) in words."""


def _setup_value(key: str, value: Any) -> str:
    """"A:marquise" -> "A Marquise" (setup letters), "marquise:10" -> "Marquise 10" (reach),
    "bag:2" -> "2 × bag" (the item supply), a difficulty, trait ids -> their card names."""
    if isinstance(value, (tuple, list)):
        joiner = " + " if key == "reach" else ", "
        return joiner.join(_setup_value(key, v) for v in value)
    text = str(value)
    if key == "chosen":
        return _tr("Reasons", SETUP_OPTIONS[text])
    if key == "difficulty":
        return names.difficulty(text)
    if key == "traits":
        return names.trait(text)
    head, _, tail = text.partition(":")
    if key == "lettered":
        return f"{head} {names.faction_short(tail)}"
    if key == "reach":
        return f"{names.faction_short(head)} {tail}"
    return f"{tail} × {names.item(head)}"

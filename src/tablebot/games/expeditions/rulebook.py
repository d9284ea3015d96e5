"""Rule ids of the Expeditions Automa rulebook, and the rulings this engine makes where it is silent.

The Polish rulebook (seed 001) has no numbered sections. A reason's `rule` is therefore a stable id
named after the section heading it implements, with the step number where the section numbers its
steps. The GUI maps ids to the heading in the player's language:

    setup.1 .. setup.6     PRZYGOTOWANIE, steps 1-6 (mechs, progress card, deck, glory card)
    setup.first-player     PRZYGOTOWANIE, "Wybierz losowo pierwszego gracza"
    general-rules          ZASADY OGÓLNE (Automa is a player; cards 017/030/056/063 are boxed)
    mech-movement          RUCH MECHA AUTOMY (directions, wrap, skipping your mech, no benefits)
    automa-turn            TURA AUTOMY (the turn as a whole: its end)
    automa-turn.1 .. .5    TURA AUTOMY, steps 1-5
    advance-progress       PRZESUŃ ZNACZNIK POSTĘPU
    mech-actions.1         AKCJE MECHÓW 1 (tidy)
    mech-actions.2         AKCJE MECHÓW 2 (glory requirement)
    target-search          AKCJE MECHÓW 2a (the three target symbols, range 0-3)
    mech-actions.2b        AKCJE MECHÓW 2b (move to the first match)
    mech-actions.3         AKCJE MECHÓW 3 (move the distance)
    explore                AKCJA: EKSPLORUJ
    vanquish-20            AKCJA: PRZEZWYCIĘŻENIE ŻETONU (the 20-value token)
    vanquish               AKCJA: PRZEZWYCIĘŻENIE (xN)
    game-end               KONIEC GRY I PUNKTACJA
    difficulty             POZIOMY TRUDNOŚCI

Rulings are the RULING_* constants below: each is cited as the rule of the reason it decides.
"""

from __future__ import annotations

SETUP_NORTH = "setup.1"
SETUP_CENTRAL = "setup.2"
SETUP_LEVEL = "setup.3"
SETUP_PROGRESS = "setup.4"
SETUP_DECK = "setup.5"
SETUP_GLORY = "setup.6"
SETUP_FIRST = "setup.first-player"
GENERAL = "general-rules"
MOVEMENT = "mech-movement"
TURN = "automa-turn"
TURN_RESHUFFLE = "automa-turn.1"
TURN_DRAW = "automa-turn.2"
TURN_PROGRESS = "automa-turn.3"
TURN_NORTH = "automa-turn.4"
TURN_CENTRAL = "automa-turn.5"
PROGRESS = "advance-progress"
TIDY = "mech-actions.1"
GLORY_REQUIREMENT = "mech-actions.2"
TARGET_SEARCH = "target-search"
TARGET_MOVE = "mech-actions.2b"
DISTANCE = "mech-actions.3"
EXPLORE = "explore"
VANQUISH_20 = "vanquish-20"
VANQUISH = "vanquish"
GAME_END = "game-end"
DIFFICULTY = "difficulty"

# -- rulings ---------------------------------------------------------------------------------
RULING_CENTRAL_WRAP = "ruling:central-wrap"
"""The Central mech, moving west, goes on from the westernmost Central location to the easternmost.
The book states the wrap for the North mech and then speaks of "przenoszenie pomiędzy krańcowymi
obszarami" (moving between the end locations) as an exception for both mechs."""

RULING_LAIR_ALONE = "ruling:lair-alone"
"""The 20 symbol matches a location holding the 20-value token and no other corruption token ("nie
odpowiada obszarom z pozostałymi żetonami zepsucia"); the player aid reads "only token there"."""

RULING_NO_REQUIREMENT = "ruling:no-requirement"
"""A target line without a glory-requirement symbol (data glory 0) is searched at any glory: step 3
moves the mech only for insufficient glory or no match, and a printed target must be usable."""

RULING_PLAYER_ON_START = "ruling:player-on-start"
"""When your mech shares the Automa mech's location, that location is ignored like any other holding
your mech: range 0 is not checked and the three next locations are."""

RULING_PROGRESS_END = "ruling:progress-end"
"""The progress token does not move past the last space of the track."""

RULING_FINAL_TURNS = "ruling:final-turns"
"""The Automa "starts the end sequence"; the sequence is the base game's: after the turn that places
the last glory token each player takes one final turn, the triggering player last."""

RULING_VANQUISH_SKIPS_20 = "ruling:vanquish-skips-20"
"""Vanquish xN passes over the 20-value token (it stays on the location) and takes the tokens below."""

RULING_TIDY_SPACES = "ruling:tidy-spaces"
"""Which card spaces touch a location is map geometry the text lacks: the table enters it per
location (SetAdjacentCards); until then the tidy step names the location and says spaces unknown."""

RULING_PHYSICAL_CYCLE = "ruling:physical-cycle"
"""With the physical deck the app counts draws: 12 cards (14 less the 2 set aside) make a deck."""

RULINGS = (
    RULING_CENTRAL_WRAP, RULING_LAIR_ALONE, RULING_NO_REQUIREMENT, RULING_PLAYER_ON_START,
    RULING_PROGRESS_END, RULING_FINAL_TURNS, RULING_VANQUISH_SKIPS_20, RULING_TIDY_SPACES,
    RULING_PHYSICAL_CYCLE,
)

RULE_IDS = (
    SETUP_NORTH, SETUP_CENTRAL, SETUP_LEVEL, SETUP_PROGRESS, SETUP_DECK, SETUP_GLORY, SETUP_FIRST, GENERAL,
    MOVEMENT, TURN, TURN_RESHUFFLE, TURN_DRAW, TURN_PROGRESS, TURN_NORTH, TURN_CENTRAL, PROGRESS, TIDY,
    GLORY_REQUIREMENT, TARGET_SEARCH, TARGET_MOVE, DISTANCE, EXPLORE, VANQUISH_20, VANQUISH, GAME_END, DIFFICULTY,
)
"""Every rule id a reason may cite besides the rulings (the GUI maps each to a heading)."""

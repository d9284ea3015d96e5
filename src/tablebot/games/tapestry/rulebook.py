"""Rule ids of the Tapestry Automa rulebook (Czech, shared/seeds/002), and the rulings made where it is silent.

The book has no numbered sections. A reason's `rule` is a stable id named after the section heading
it implements (with the step number where the section numbers its steps); the GUI maps each id to the
heading in the player's language, naming the book:

    removed            KOMPONENTY K ODSTRANĚNÍ (tapestry cards and civilizations out of the game)
    setup              PŘÍPRAVA HRY (territory 2/4 and 3/5, civilization, favourite tracks, the decks)
    shadow             STÍNOVÁ ŘÍŠE (its role: no outposts of its own but through the Automa's conquests)
    never-gain         CO BOTI NIKDY NEZÍSKÁVAJÍ
    pair               DVOJICE KARET ROZHODNUTÍ (the track card on the left, the priority card on the right)
    bot-turn.1 .. .4   TAH BOTA, steps 1-4 (an empty deck means an income turn)
    track              POSTUP NA STUPNICI (the three symbols, the preferred order, the favourite)
    benefits           PŘÍNOSY (the Automa's table; once per space; no Shadow Empire benefits, no bonuses)
    landmarks          DOMINANTY
    hex-diagram        UPŘEDNOSTŇOVANÁ POLE (the black arrow's row, then the grey arrow's, then on)
    distance           VZDÁLENOSTI (shortest path through hexes with no Automa outpost and 0-1 of yours)
    conquer            DOBÝVÁNÍ (opponent first, else neutral)
    conquer-opponent   DOBÝVÁNÍ PROTIHRÁČE
    conquer-neutral    DOBÝVÁNÍ NEUTRÁLNÍCH POLÍ
    explore            PRŮZKUM
    traps              LÉČKY
    achievements       ÚSPĚCHY
    income             ZVYŠOVÁNÍ BLAHOBYTU (the income turn, step by step)
    levels             ÚROVNĚ OBTÍŽNOSTI
    game-end           KONEC HRY

Rulings are the RULING_* constants (docs/rulings.md), each cited as the rule of the reason it decides.
"""

from __future__ import annotations

REMOVED = "removed"
SETUP = "setup"
SHADOW = "shadow"
NEVER_GAIN = "never-gain"
PAIR = "pair"
BOT_TURN = "bot-turn"
BOT_TURN_DISCARD = "bot-turn.1"
BOT_TURN_DRAW = "bot-turn.2"
BOT_TURN_INCOME = "bot-turn.3"
BOT_TURN_ADVANCE = "bot-turn.4"
TRACK = "track"
BENEFITS = "benefits"
LANDMARKS = "landmarks"
HEX_DIAGRAM = "hex-diagram"
DISTANCE = "distance"
CONQUER = "conquer"
CONQUER_OPPONENT = "conquer-opponent"
CONQUER_NEUTRAL = "conquer-neutral"
EXPLORE = "explore"
TRAPS = "traps"
ACHIEVEMENTS = "achievements"
INCOME = "income"
LEVELS = "levels"
GAME_END = "game-end"

REMOVED_TAPESTRY_CARDS = ("Age of Sail", "Alliance", "Coal Baron", "Dictatorship", "Diplomacy", "Espionage",
                          "Marriage of State", "Oil Magnate", "Olympic Host", "Rail Baron", "Trade Economy",
                          "2 Traps")
"""KOMPONENTY K ODSTRANĚNÍ, in the English names of the cards (the Czech names are in the book)."""
REMOVED_CIVILIZATIONS = ("Futurists", "Heralds", "Inventors", "Merchants")

"""Rule ids of the Age of Innovation Automa rulebook (Polish, shared/seeds/003), and the rulings made where it is silent.

The book has no numbered sections. A reason's `rule` is a stable id named after the section heading it
implements (with the step number where the section numbers its steps); the GUI maps each id to the
heading in the player's language, naming the book ("Automa rules (Age of Innovation): …"):

    special            ZASADY SPECJALNE DLA AUTOMY (what it scores, what it never has, never pays)
    setup.1 .. .12     PRZYGOTOWANIE ROZGRYWKI, steps 1-12 (level card, scoring tiles, palace tiles, you
                       start, factions, ATP card, round bonuses, the Automa's pieces, workshops, deck)
    pair               Karty Decyzji Automy (the action card on the left, the support card on the right)
    faction-card       Karty Frakcji Automy (setup, faction actions, ongoing ability, final scoring)
    workshops          Umieszczanie pierwszych Warsztatów (steps 1-4; marked and unmarked buildings)
    deck               Przygotowanie talii Automy (starters, reserve, the level's changes, two sideways)
    levels             Poziom Trudności Automy (navigation and X per round)
    ties               ROZSTRZYGANIE REMISÓW (each method on the options the previous one left)
    distance           Największa / Najmniejsza Odległość
    atp                Priorytet Terenu Automy (row A or B, left to right, stop at the first match)
    directional        Wybór kierunkowy (the zigzag arrow and its number, wrapping round)
    turn.draw          TURA AUTOMY: Dobierz kartę Decyzji (2 at its first turn of the round, else 1)
    turn.pass          Pasowanie (round tile VP once, the round bonus by the arrow, the new deck)
    actions            Wykonywanie Akcji z karty Akcji / AKCJE AUTOMY (condition, options, ties, effect)
    faction-action     AKCJA FRAKCJI
    innovation         ZYSKANIE INNOWACJI
    score              ZDOBYWANIE PUNKTÓW
    build              PRZEKSZTAŁCENIE TERENU I BUDOWA
    upgrade            ROZBUDOWA
    block              BLOKOWANIE ZAKLĘĆ I AKCJI KSIĘGI
    scholar            WYSŁANIE UCZONEGO
    advance            AWANSOWANIE O 1 POZIOM W 1 DYSCYPLINIE
    game-end           KONEC GRY I OSTATECZNA PUNKTACJA
    two-players        GRA DWUOSOBOWA PLUS AUTOMA

Rulings are "ruling:aoi-<topic>" (docs/rulings.md, `### aoi-<topic>`), cited as the rule of the reason
they decide.
"""

from __future__ import annotations

SPECIAL = "special"
SETUP = "setup"
PAIR = "pair"
FACTION_CARD = "faction-card"
WORKSHOPS = "workshops"
DECK = "deck"
LEVELS = "levels"
TIES = "ties"
DISTANCE = "distance"
ATP = "atp"
DIRECTIONAL = "directional"
TURN_DRAW = "turn.draw"
TURN_PASS = "turn.pass"
ACTIONS = "actions"
FACTION_ACTION = "faction-action"
INNOVATION = "innovation"
SCORE = "score"
BUILD = "build"
UPGRADE = "upgrade"
BLOCK = "block"
SCHOLAR = "scholar"
ADVANCE = "advance"
GAME_END = "game-end"
TWO_PLAYERS = "two-players"


def setup_step(n: int) -> str:
    return f"{SETUP}.{n}"


def ruling(topic: str) -> str:
    return f"ruling:aoi-{topic}"

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
    <context>
        <name>CardForm</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card &amp;drawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card drawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card drawn:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card {n}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CardPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source> — corrected by the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>&amp;Apply correction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>&amp;Printed values</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa card:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card data: entered at the table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card data: {confidence}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card shown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card {n} — {state}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Co&amp;rrect this card…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Forget the table's correction of this card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress symbol (advance the progress marker)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress: no symbol (the marker stays)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Reminder: cards {cards} of the game deck name another player; when one is drawn, put it in the box and draw again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Source: {source}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The printed card differs: change the values, then Apply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>drawn this turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no card drawn yet; shown to check or correct it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>shown to check or correct it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>the last card drawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>the table's correction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>▲ Progress: advance the marker one space</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ExpeditionsBoard</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Automa at Basecamp: glory {glory}/8 · maps {maps} · corruption {n} ({values})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Basecamp: your mech off the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>C mech ← west</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Corruption tokens, top first (e.g. 3 4 20):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Corruption tokens…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Drop your mech on a location, or on Basecamp below to take it off the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Face up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Glory card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Map token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Move the Automa's {mech} here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Move your mech here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>N mech → east</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Progress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa takes the 20</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa takes this corruption token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa takes this map token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa's Central mech (black, C): drag to correct</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa's North mech (blue, N): drag to correct</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Tile number (0 = unknown):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Tile number…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>You explored it (the table panel enters its tile)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>You vanquished the top token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Your glory tokens at Basecamp: {glory}/4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Your mech (P): drag it where it stands on the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>card spaces {spaces}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>cards {spaces}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>corruption {values} (top first)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>face down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>map token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>skip</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>tidy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>tile {tile}, face down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>tile {tile}, face up</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ExpeditionsCard</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>distance {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>needs {n} glory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no glory requirement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no tidy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>target: {target} ({req})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>tidy</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ExpeditionsErrors</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>A glory coin bonus of {bonus} would make the Automa's glory tokens worth less than nothing (the progress card gives {coins} coins each).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card spaces are 1 to 5, each once (entered: {spaces}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} is not the top card of the Automa deck any more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} was already drawn since the last shuffle: check the number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Enter card spaces as numbers 1-5 separated by spaces (e.g. 1 5).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Enter corruption tokens as numbers separated by spaces, top first (e.g. 3 4 20).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>It is the Automa's turn, not yours.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Level {level}: enter the progress card's track and coin values first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Space {space} is off the progress track (its last space is {last}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>That is a level {level} progress card; this game plays level {playing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's mech cannot go to {region} location {slot}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's {mech} stands on {region} location {slot}: your mech cannot stop there (it may only pass over it).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's {mech} stays in its own region.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The app is waiting for a {expected} answer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The board changed since this step was planned; here is the new plan.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The corruption tokens on {region} location {slot} changed: here is the new plan.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The game is over: enter your coins in the Score panel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>There is no {region} location {slot}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>There is only one 20 corruption token, and it is already elsewhere.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Tile {tile} already lies on {region} location {slot}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{count} corruption tokens on one location is more than the game allows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} location {slot} has no 20 token any more: here is the new plan.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} location {slot} has no map token any more: here is the new plan.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} location {slot} has only {available} corruption tokens.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} location {slot} is already face up: it cannot be explored again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{value} is not the value of a corruption token (0-10, or 20).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ExpeditionsNames</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automachine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Central</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Central mech</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Level {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Level {n}: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Level {n}: {name} ({book})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Little Machine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Machine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>North</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>North mech</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>South</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Ultimachine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>a map token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>corruption (not the 20)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>draw a card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>end of turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>explore</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>game over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>it has a map token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>it has corruption tokens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>no 20 token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>no corruption token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>no map token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>not entered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>nothing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>only the 20 token, which does not count</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>progress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>reshuffle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the 20 token alone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the 20 token lies there alone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the 20 token lies there with other corruption</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the card drawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the explored tile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>tidy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>vanquish</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>vanquish the 20</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>yes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>you</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ExpeditionsReasons</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n coin(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n corruption token(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n glory token(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n location(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n map token(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>A tie at {total} goes to the Automa.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa card {card} drawn; {left} left in the deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa mech movement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa rules: {section}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa step: {action}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card corrected: {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} back to the printed values</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} has no progress symbol: the progress marker stays.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} is played with the values the table corrected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card}: no tidy symbol for the {mech}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Cards {cards} name another player: put them back in the box and draw again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Difficulty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Difficulty: level {level} progress card; glory coin bonus {bonus} on each Automa glory token's value.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Draw the top card of the Automa deck and enter its number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Explore</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>First player, as the table chose: {seat}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>First player, drawn at random: {seat}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Game end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>General rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Glory coin bonus: {bonus} on each Automa glory token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>In the rulebook: {heading}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Location {slot} holds your mech: skipped, it does not count towards the range.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Location {slot} holds your mech: the {mech} passes over it without counting it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Mech actions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Mech actions 2a</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Move the progress marker one space: {origin} → {dest}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>No glory requirement: the {mech} looks for {symbol} within 0-3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>No location within 0-3 shows {symbol}: the {mech} moves its distance.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Past the end of the row the {mech} goes on from location {origin} to location {dest}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Progress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Progress card values: {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Progress marker on space {space}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Put an unused action marker on the start space of the progress track.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Put the Automa's Central mech (black base) on Central location {slot}, the easternmost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Put the Automa's North mech (blue base) on North location {slot}, the westernmost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Put {tokens} glory tokens on the Automa's glory card (4 blue, 4 black).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Setup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Setup (first player)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Shuffle the {cards} Automa cards, set {set_aside} aside face down unseen; the rest is the Automa deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Space {space} is a glory space: glory token {token} goes from the glory card to Basecamp.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Start of the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>That is the Automa's glory token {glory}: the end of the game begins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The 20 token on location {slot} is ignored: it stays there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa deck is empty: shuffle all {cards} cards and set the top {set_aside} aside face down.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa has {glory} glory (at least {required}): the {mech} looks for {symbol} within 0-3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa takes no benefits from the location's tile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa takes the 20 token from location {slot}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa takes the map token of location {slot}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's glory tokens at Basecamp: {glory}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's tokens: {map_tokens} maps, corruption {corruption}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's turn ends (card {card}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa: {glory}, {map_tokens}, {corruption} = {total}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The app shuffled the {cards} Automa cards and set {set_aside} aside unseen.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The explored tile: {tile}, with {tokens} corruption tokens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The first match is location {slot} (matches: {candidates}): the {mech} goes there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The game is over: {trigger} placed the last glory token in turn {turn}, and the final turns are played. Enter your coins to score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The location runs out: {taken} of {multiplier} tokens taken.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The progress marker is on the last space ({space}) and stays there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The row is too short: the {mech} moves {moved} of {distance} locations.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The rulebook recommends a glory coin bonus from {low} to {high}; this game plays {bonus}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The table drew Automa card {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The table entered: {kind}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The target needs {required} glory at Basecamp; the Automa has {glory}: the {mech} does not look for it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The {mech} acts from location {slot}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The {mech} has no target on this card: it moves.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The {mech} moves {distance}, to location {slot}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Tidy: the {mech} is on {region} location {slot}; tidy the face-up cards next to it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Tidy: the {mech} is on {region} location {slot}; tidy the face-up cards on spaces {spaces}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Turn the tile of location {slot} face up, place its corruption tokens and enter them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Vanquish</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Vanquish the 20</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Which card spaces touch {region} location {slot} is not entered: tidy the face-up cards next to it (and enter them in the Table panel).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Winner: {seat}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>You ended your turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>You explored {location}: tile {tile}, corruption {corruption}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>You vanquished {count} at {location}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>You: {total}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Your glory tokens at Basecamp: {glory}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Your mech may pass over a face-down location holding an Automa mech ({places}); it still counts towards your move.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Your mech to {location}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{drawn} cards were drawn since the last shuffle: the deck is used up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{location}: card spaces {spaces}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{location}: corruption {tokens}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{location}: map token {present}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{location}: tile {tile}, face up: {face_up}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{mech} to location {slot}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>×{multiplier}: the Automa takes the top corruption tokens of location {slot}: {taken}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>✓ Location {slot} (range {range}) matches: {why}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>✗ Location {slot} (range {range}): {why}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ExpeditionsSetupDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>&amp;Seed (shuffles, first player):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>8 spaces, e.g. 2 6 11 15 19 23 25 27</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Added to (or taken from) the progress card's coins for each Automa glory token; the rulebook recommends −2 to +3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>At random</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Automa deck:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Coins per corruption token:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Coins per glory token:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Coins per map token:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Difficulty (progress card):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>First player:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>From the app's data ({confidence}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Glory coin &amp;bonus, ± coins per token:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Glory coin bonus, ± coins per Automa glory token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Glory spaces</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Glory spaces:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>I draw from the real deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Last space of the track</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Last space of the track:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Level {n} is not in the app's data: enter its values from the card (kept for next time).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Level {n} is not in the app's data: the values you entered last time.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>My printed card differs: play these values</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>New Expeditions game against the Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Progress card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>The Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>The app shuffles and draws</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>The rulebook's name: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Then drag your mech (P) onto the location where it starts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>This table cannot be set up: {detail}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>glory spaces are numbers</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ExpeditionsTable</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Added to the progress card's {coins} coins per Automa glory token: each is worth {total}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ExpeditionsText</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa deck: {n} cards left; drawn since the shuffle: {drawn}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Physical deck: {n} cards drawn since the shuffle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress: space {p} of {last} (level {level}); glory spaces {spaces}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa at Basecamp: {glory} of 8 glory tokens, {maps} map tokens, corruption {values}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your glory tokens at Basecamp: {n} of 4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your mech is off the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>your mech</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{region} (west to east):</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ExpeditionsTurn</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Automa card {card} ({left} left in the deck).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Draw the top Automa card and enter its number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>End of the Automa's turn: your turn next.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Game over: the Automa has {total} coins. Enter yours in the Score panel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Glory token {n} to Basecamp.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Nothing to do.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Progress marker {o} → {d}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Shuffle all 14 Automa cards and set the top 2 aside unseen.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The app could not plan the next step (the log has details): undo or correct the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The app reshuffles the Automa deck (2 cards set aside unseen).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Turn the tile of {place} face up: enter its number and the corruption placed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Your turn: mirror what you do on the board, then End my turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>next to it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} at {place}: tidy the face-up cards ({where}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} explores {d}: the Automa takes its map token.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} goes to {d}: the Automa takes the 20 token.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} moves {o} → {d}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} stays at {place}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} vanquishes at {d}: the Automa takes {taken}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ExpeditionsView</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Expeditions board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The North, Central and South regions; the same state is listed in the Board as text panel. Arrow keys select a location, the menu key edits it.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ExpeditionsWorkspace</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Automa card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Automa's proposal and reasons</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Board as text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Set up the Automa as shown, then drag your mech (P) onto its location:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Table</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MechLineEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source> glory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tidy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>distance </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>needs </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{mech} distance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{mech} glory requirement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{mech} multiplier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{mech} target symbol</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ProposalPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Drag your mech (P) to where it stands; drop it on Basecamp to take it off the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>How the mech's search went, location by location, and the general rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Right-click a location, or use the Table panel, for tiles, map and corruption tokens, card spaces, what you explored or vanquished.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Set your glory tokens at Basecamp in the Table panel; the fourth starts the end.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RowEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>{region} location {n}: face up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>{region} location {n}: tile number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>{region}: tile in each location, west → east</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ScorePanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>&amp;Score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption tokens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Final result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Final score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Glory tokens at Basecamp</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Map tokens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Score if the game ended now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your coins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your coins:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TablePanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>&amp;My mech here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa corruption:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa glory (of 8):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa map tokens:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa's mech here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card space {n} touches this location</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card spaces:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Correct where the Automa's mech of this region stands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption tokens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Face up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Glory and the Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Glory coin bonus (±):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Glory coin bonus, ± coins per Automa glory token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>I e&amp;xplored it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>I van&amp;quished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Location</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Location number (1 = west)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Map token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Off the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress marker's space</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress space:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Region</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa's corruption tokens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa's glory tokens at Basecamp</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa's map tokens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile revealed:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Top tokens:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>You explored / vanquished here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your glory (of 4):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your glory tokens at Basecamp</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>placed: 3 4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>top first: 3 4 20</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>unknown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>—</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TileForm</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption placed:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption tokens placed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>T&amp;ile entered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile number:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>e.g. 3 4 (top first; 20 for the 20 token)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>unknown</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Apply the Automa's proposed step (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>E&amp;nd my turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Final turns ({who} placed the last glory token).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Game over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Turn {n} · {who}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>You have finished your turn; the Automa plays (Ctrl+E)</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>

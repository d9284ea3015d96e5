<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
    <context>
        <name>AoIBoard</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source> · passed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>(marked: a power token beside it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>1 coin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>A valid option the directional count did not reach</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>A valid option, eliminated by tie-breaker {n} ({method})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Board: {name} (checked against the printed board; click to open the map editor)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Bridge space {a}–{b}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Correct the printed map (map editor)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Counted as number {n} of the directional selection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Drag a building or a terrain here; right-click to correct.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Hex {hex}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Hex {hex}: {terrain}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Initial workshop letter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Initial workshop letter {letter} ({terrain})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Letter {letter} ({terrain})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Place a building</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Printed as {terrain}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Put a power token beside it (mark)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Remove letter {letter}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Remove {owner} {building}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Round bonus {tile} ({coins} coins on it): drag it onto the Pass box when you pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Round bonuses on offer (left → right)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Set {owner} VP…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Take the power token away (unmark)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>The science board: each side's marker on banking, law, engineering and medicine (level 8 and 12 framed). Under each discipline its scholar spaces (3, 2, 2, 2), filled in the colour of the side whose scholar stands there; right-click one to correct it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Transform a hex to {terrain}: drag onto the hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Transform to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Upgrade to a {building}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Upgrade {hex} to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>VP and round bonuses · drop a bonus here to pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Your supply: drag onto the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Your {building}: drag it onto an empty hex to build, onto your building to upgrade</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>an unknown source</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>bring together</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>closest to you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>least power to you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>most power to you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>next to you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>terrain priority</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>tie-breaker {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>your terrain's priority</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{n} coins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{owner} bridge {a}–{b}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{owner} marker on {discipline}: level {level}. Drag it along the discipline.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{owner} {building}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{side} sent a scholar here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{side}: VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{side}: {vp} VP · bonus {tile}{passed}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>⚠ Initial workshop letters not placed for: {terrains} (click to place them)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>⚠ Unverified board: {name} — from {source}. Compare it with your board and fix it in the map editor (click here).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AoICard</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Action column (used when the card is on the left)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Action {n} (top = 1):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Action {n} from the top</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Card data from one public source ({source}), not from the rulebook: compare it with your printed card and correct any field that differs.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Directional arrow:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Directional number:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Letter, marked workshop:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Letter, unmarked workshop:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Pass section (top-right corner)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Round bonus arrow:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Row {row}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Science selection:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Structure icon:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Support column (used when the card is on the right)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Terrain priority row:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>VP icon shows X (the difficulty card's value for the round)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>VP number:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>— none —</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AoIErrors</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A bridge joins {a} and {b} already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A map named "{name}" exists already ({origin}): choose another name, or replace it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>A round bonus cannot hold fewer than 0 coins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>A round bonus is on offer twice: {tiles}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A {building} cannot become a {to} ({hex}): the upgrade paths are workshop to guild, guild to school or palace, school to university.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>An initial workshop cannot go on {hex}: it is not land.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>An innovation lies on place {slot} already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Card {card} cannot be drawn twice: check the cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Card {card} cannot be in the Automa's deck now: it is already in play this round, or not part of the deck in round {round} at this level. Check the card drawn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Card {card} was entered twice: each card exists once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Choose the card you drew first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card {card} places the Automa's workshops at {terrain} letters {marked} and {unmarked}, and this board does not have them: place the letters in the map editor, or enter the two hexes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card {card} plays the printed data already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card {card} reads like that already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Draw a decision card for the Automa's initial workshops and choose the card you drew: its letters place them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Drop it on a hex of the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Drop the marker on a level of its own discipline ({discipline}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Enter exactly the cards drawn here ({count}); {given} were entered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Enter the largest area of each player ({count}, one per player), or the Automa's area and science VP; {given} area(s) were entered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Every {discipline} scholar space worth {value} is taken.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Give the coins of each round bonus on offer: {tiles} tiles, {coins} coin counts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Give the map a name before saving it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Hex {hex} has an unknown terrain "{terrain}".</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Hex {hex} is listed twice in the map file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Hex {hex} is not on this board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>It is round {round}: a pass takes a new round bonus (only the last round's pass does not).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>It is the Automa's turn: confirm its steps first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Lay out {count} different round bonuses.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Letter {letter} goes on a land hex of its terrain; {hex} is a river hex.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Map saved: {path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No round bonus is on offer for {side} to take when it passes: correct the bonus row.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>No scholar stands on a {discipline} space worth {value}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Only the Automa's buildings are marked with a power token ({hex}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Only the side whose turn it is passes, and the turn is with {seat}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Round bonus {tile} is not on offer: {side} holds it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Round scoring tile {tile} (with the spade) never lies in round 5 or 6.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Rounds 1-5 take five different round scoring tiles, not {tiles}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>That {row} (place {slot}) is covered already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>That {row} (place {slot}) is not covered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa never builds bridges (special rules).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa takes its round bonus when it passes, as one of its own steps.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's building on {hex} is marked already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's building on {hex} is not marked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's initial workshops go on its terrain ({terrain}); {hex} is not.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's preferred terrain must differ from a player's: {terrain} is taken.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Symbionts' youth terrain must differ from every side's terrain: {terrain} is taken.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The app is waiting for a {expected} answer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The board changed since this step was planned: look at the new proposal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The board changed since this step was planned; here is the new plan.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The game is over: undo to go back, or start a new game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The hex at row,column {hex} lies outside the grid a map may use.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The innovation display has {count} places, not {slot}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The innovation of place {slot} was taken already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>The map could not be written to {path}: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The map file's {where} ends on {hex}, which is not a land hex: a bridge joins two land hexes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The map file's {where} is not a hex (row, column): {value}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The map file's {where} is not a pair of hexes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The map file's {where} is not a terrain's workshop letters (A-F, each on a hex).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The two players cannot both play {terrain}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} letter {letter} goes on a {terrain} hex, and {hex} is {found}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} letter {letter} is on {hex} already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} workshop letter {letter} is not on the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} workshop letter {letter} lies on {hex}, which is not {terrain}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} workshop letter {letter} lies on {hex}: move it or take it off before painting the hex.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no bridge between {a} and {b}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no building on {hex}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no decision card {card} (*1-*6, 7-14).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>There is no decision card {card}: the cards are *1 to *6 and 7 to 14.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no final round scoring tile {tile}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no hex at row,column {hex} on this board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no round bonus at place {slot}: {count} are on offer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no round bonus number {index}: {count} are left to choose from.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no shipped board "{map}".</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no {row} at place {slot}: this board has {count}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Those round bonuses lie on offer already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Those round scoring tiles ({tiles}, final {final}) lie on the board already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>To pass, drop the round bonus you take on the Pass box.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>With two players and the Automa, the Automa plays the Simpletons, not the {faction}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Workshop letters are {letters}, not {letter}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Your {building} on {hex} can only become a {to}: drag a {to} onto it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Your {building} on {hex} cannot be upgraded any further.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{a} and {b} are not the ends of a bridge space on this board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>{count} round bonuses lie on offer (a pass swaps one for another), not {given}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{discipline} has no scholar space worth {value}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} already holds a building ({side} built a {building} there): one building per hex.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} carries letter {other} already: one letter per hex.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{hex} has {whose} building on it: a hex with a building cannot be transformed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{hex} has {whose} building on it: build on an empty hex, or upgrade your own building.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} holds an initial workshop already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} is a river hex: buildings stand on land, and a river cannot be transformed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{hex} is a river hex: nothing is built on a river and it cannot be transformed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{hex} is already {terrain}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} is the end of a bridge space: a bridge joins two land hexes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} is {terrain} already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} cannot be read: {error}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} cannot be written: {error}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} has no map id or name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} is not a map file: it holds no JSON object.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} is not an Age of Innovation map file (its format is "{found}").</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} is not valid JSON (line {line}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} lists no hexes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} built a {building} on {hex}: only a hex without a building is transformed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} built a {building} on {hex}: take it off before the hex becomes river.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>{side} has no decision pair on the table: enter its cards first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} has {count} innovations: it holds between 0 and 3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} is not playing in this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} passed already this round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: no scholar left (all {count} are on the scholar spaces).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: no {building} left in the supply (all {count} are on the board).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: the {discipline} marker is on level {level} already.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AoIMapEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&amp;Export…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&amp;Open a map file…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&amp;Save to my maps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&amp;Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>0  Remove letters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>9  Workshop letter:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&lt;b&gt;Brush&lt;/b&gt; (keys 1-8)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>A letter goes on a hex of its terrain: it is the letter of that hex's terrain on the Initial Workshop Setup card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Age of Innovation map editor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Age of Innovation maps (*.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Editing {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Export the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>I checked every hex against my board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Its letter {letters} was taken off (a letter stays on its terrain).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Last stroke taken back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Letter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Letters on {hex}: {letters}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Map name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Not opened: {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Open a map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Replace the map?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Start &amp;from this map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Start from</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Start from:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Take back the last stroke (Ctrl+Z)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>The map has changes you have not saved: Save to my maps, or Close again to discard them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Workshop letters still to place for: {terrains}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>You already have a map named {name}. Replace it?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>an unknown source</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{file}: {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{hex} painted {terrain}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{hex}: {terrain}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{name} (corrected)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{name} (your map)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{source}; corrected by the player in the map editor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>⚠ Unverified: {name}, from {source}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AoINames</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Blight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Druids</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Gognomes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Kuddlers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Mimics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Powermongers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Racelings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Simpletons</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Symbionts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The second Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The second player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Wanderers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>advance 1 level in a discipline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>banking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>block a spell and a book action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>book action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>catch up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>desert</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>engineering</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>faction action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>forest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>gain an innovation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>guild</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>lake</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>law</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>marked buildings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>marked buildings, bring together</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>medicine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>middle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>mountain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>nobody</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>palace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>plains</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>right</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>river</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>school</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>score points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>send a scholar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>spell</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>swamp</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the Automa's</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the round's scoring tile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the second Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the second Automa's</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the second player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the second player's</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>transform and build</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>university</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>unmarked buildings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>unmarked buildings, bring together</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>upgrade</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>wasteland</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>workshop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>yes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>your</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>← right to left, from the bottom</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>→ left to right, from the top</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AoIPanels</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source> · passed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source> · {faction}, innovations {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>&lt;span style='color:{c}'&gt;■&lt;/span&gt; &lt;b&gt;{side}&lt;/b&gt;: &lt;b&gt;{vp} VP&lt;/b&gt; · bonus {b}{passed}{extra}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>A scholar onto the {v} space.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Area VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Book actions:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card &amp;drawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card drawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card drawn:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n} · actions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n} · support</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n} — corrected by the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n}, action column: {actions}; VP {vp}; {pass_}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n}, support column: {structure}; terrain row {row} ({terrains}); directional selection {arrow} {num}; science: {science}; round bonus: {bonus}; letters {m} (marked), {u} (unmarked).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Correct the round scoring tiles and the round bonuses on offer to what lies on your table (one undoable correction)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Draw a random decision card for the Automa's initial workshop letters and enter it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Draw the Automa's next decision card and enter it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>End of round {n}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>End of {who}'s turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Final scoring: enter your largest area and the app ranks {who}'s area and science (or enter its VP as you scored them).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>First card (support, on the right):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Game over: {scores}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Innovations:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Its science: {levels}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Left: card {a} (actions) · right: card {s} (support) — {state}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Letters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Map editor: correct the board…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>No pair drawn yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Or its VP: area, science</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Paint terrain and river hex by hex and place the workshop letters; each stroke is one undoable correction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Pass section ✓</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Round bonus</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Round tiles: </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>R{r}: tile {t} ({d}, {a}/{b} VP)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Science</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Science VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Score the Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Second card (the action card, on the left):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Second card drawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Spells:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Terrain priority: row {row}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The Automa's area and science VP as you scored them by hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The Automa's deck: {n} cards to draw · reserve {r} · level {level} ({name}), round {round}: navigation {nav}, X = {x}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The Automa's first turn of the round: draw two decision cards and enter them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The app could not plan the next step (the log has details): undo or correct the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The app ranks the Automa's area and science against the table's</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The second player's largest area</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Tiles and bonuses as laid…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>X = {n} VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Your largest area</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Your largest area:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Your largest area: connected buildings (the base game's rule)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Your turn: mirror what you do on the board (drag your buildings, terrains, science markers; drop a round bonus on Pass), then End my turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>book action {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>covered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>final: tile {t}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>no card yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>no pass section</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>pass section</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>present</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>proposed draw (confirm to play it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>spell {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>taken</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>the pair in play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{n} VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{side}: VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{whose} VP…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} blocks {what} with an X token.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} builds a workshop on {hex}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} does nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} draws: card {a} on the left (actions), card {s} on the right (support); {n} left in the deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} passes: {vp} VP and round bonus {tile}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} scores {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} takes the innovation in space {n} of the display.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} transforms {hex} from {a} to {b} and builds a workshop there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} turns {hexes} to {t}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} upgrades its {a} on {hex} to a {b}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who}'s final scoring: area {a} VP, science {s} VP, faction {f} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who}'s largest area: {area} connected buildings (navigation {nav})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who}: {d} {o} → {t}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>— the card you drew —</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>⚡{m} · ○{u}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>✎ corrected by the table</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AoIReasons</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>%n VP</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>%n building(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>%n card(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>%n coin(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>%n hex(es)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>%n level(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>%n round bonus(es)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A bridge taken off the board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>A guild is left but no workshop of its is next to your buildings: all {count} stay: {hexes}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>A guild is left: its workshops next to your buildings, {count} kept: {hexes}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>A marked building is nearest to {hex} ({to_marked} between; {to_unmarked} to an unmarked one): put a power token beside the new workshop.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A power token put beside the Automa's building on {hex} (marked)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A scholar taken off the {discipline} space worth {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A {row} covered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A {row} uncovered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Advance 1 level in 1 discipline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>An innovation put back on the display</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>An innovation taken from the display by {taker}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Automa rules (Age of Innovation): {section}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Block spells and book actions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together does not narrow: a marked building is already in Reach of an unmarked one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together does not narrow: no path joins its marked and unmarked buildings.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together does not narrow: the Automa has no marked or no unmarked building.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together: no hex would bring the groups closer than {gap} apart, so all stay valid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together: no marked building is in Reach of an unmarked one; {count} would bring the groups closer than {gap} apart: {hexes}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Build the Automa's deck for level {level} from your cards: {size} in all, the level's starters and reserve cards; turn the bottom two sideways. The app asks for each card you draw.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Card {card} is one of the two sideways cards at the bottom of the deck and shows the pass icon: the Automa ignores the rest of the card and passes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Card {card} is one of the two sideways cards but has no pass icon: the Automa plays it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Catching up: closest to the highest marker ({distance} away) in {disciplines}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Catching up: closest to your marker ({distance} away) in {disciplines}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Catching up: its marker is on 0 in {disciplines}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Closest to your buildings ({distance} between), {count} kept: {hexes}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Closest to your buildings: no path reaches any of them, so all {count} stay: {hexes}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card back to the printed data: {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card corrected: {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card drawn for {side}'s initial workshop letters: {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card drawn for {side}: {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card {card} places the Automa's initial workshops: the marked one at letter {marked} ({marked_hex}), the unmarked one at letter {unmarked} ({unmarked_hex}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision cards drawn for {side}: {support} (support card), then {action} (action card)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Directional selection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Directional selection, left to right, {number}: counted {counted}; {hex} is chosen.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Directional selection, right to left, {number}: counted {counted}; {hex} is chosen.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Directional selection, {number} left to right: counting spaces {slots} stops at space {slot}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Directional selection, {number} left to right: counting {disciplines} stops at {discipline}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Directional selection, {number} right to left: counting spaces {slots} stops at space {slot}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Directional selection, {number} right to left: counting {disciplines} stops at {discipline}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>End of the game and final scoring</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Everyone has passed: round {round} ends. The next round's turn order is the pass order: {seat} first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Faction action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Faction action: the Automa does the actions of its {faction} card one after the other.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Faction tie-breaker, closest to your buildings ({distance} between), {count} kept: {hexes}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Faction tie-breaker, closest to your buildings: no path reaches any of them, so all {count} stay: {hexes}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Faction tie-breaker, the most power for you ({power}), {count} kept: {hexes}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Faction tie-breaker, your terrain's priority card (row {row}): {terrain} first, {count} kept: {hexes}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Final scoring entered for {side}: {area_vp} for its largest area, {science_vp} for science</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Final scoring, ranked as any player (base game: 18/12/6 for the largest areas, 8/4/2 in each discipline, ties share): the Automa's largest area, {area} with navigation {navigation}, against yours ({yours}) scores {area_vp} VP; its levels {levels} score {science_vp} VP for science.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Final scoring: the Automa scores area and science as any player. Its largest area is {area} (with navigation {navigation}, its difficulty card's highest); its discipline levels are {levels}. Enter your largest area and the app ranks it, or the VP the base game's scoring gives it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Final scoring: your largest area entered ({areas})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Gain an innovation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Gather the round's decision cards (the action card, the support stack and the rest of the deck), add the top reserve card, shuffle them into the Automa's next deck ({cards}) and turn the bottom two sideways.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Gognomes: check that they scored the VP of their achievements (their faction card).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Greatest / least distance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Its nearest building to {hex} is marked ({to_marked} between; no unmarked one within a path): put a power token beside the new workshop.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Map editor: the {terrain} workshop letter {letter} placed on {hex}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Map editor: the {terrain} workshop letter {letter} taken off the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Map editor: {hex} painted {cell}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No X token on a book action: every book action is already covered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No X token on a spell: every spell is already covered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No innovation: it is round {round}, and the Automa gains one only in rounds 3 to 6.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No innovation: the Automa already has 3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No innovation: the display is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>No power token: a marked and an unmarked building are equally near {hex} ({distance} between), and a tie does not count.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>No power token: its nearest building to {hex} is unmarked ({to_unmarked} between; no marked one within a path).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>No power token: no path joins {hex} to any other Automa building.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>No power token: {hex} is nearer an unmarked building ({to_unmarked} between) than a marked one ({to_marked} between).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No scholar space of {discipline} is free: the Automa's marker moves 1 level, from {origin} to {dest}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No upgrade: no Automa building can become another with one left in its supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Placing the initial workshops</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Power for {side}: up to {power} from the buildings next to {hex} (base game).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Powermongers: a player gained 2 or more power from the Automa's building, so it advances 1 level.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Preparing the Automa's deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Put the old action card onto the support card, draw 1 decision card ({left} in the deck) and enter it: it is the new action card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Round bonuses on offer corrected: {tiles} (coins {coins})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Round scoring tiles corrected: rounds 1-5 {tiles}, final round {final}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Round scoring tiles for rounds 1-5: {tiles}; final round tile: {final}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Score points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Send a scholar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Setup, step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Special rules for the Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Symbionts: no free terrain space is next to your buildings, so no tool is placed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Symbionts: the Automa places a tool on {hex}, one of the {count} terrain spaces next to your buildings, chosen by the ATP card of their youth terrain ({terrain}). Put a tool there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Terrain priority (row {row}): {terrain} first, {count} kept: {hexes}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>That was round 6: the game ends and the final scoring follows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa advances {levels} in {discipline}, from {origin} to {dest}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The Automa builds a workshop on {hex} ({terrain_after}: no transform needed).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa cannot advance: its markers are on level 12 in every discipline.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa does the action column of card {card} top to bottom ({actions}), reading support card {support}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa draws 2 cards: card {action} is the action card (left), card {support} the support card (right); {left} left in its deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa has done every action of its card: its turn ends.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa has no scholar left: its {discipline} marker moves 1 level, from {origin} to {dest}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa has no valid hex to transform and build on: it upgrades instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa has no workshop left to build: it upgrades instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa passes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa plays at difficulty level {level}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa plays the {faction}; its faction card advances its science markers to {science} (banking, law, engineering, medicine).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa puts an X token on book action {slot} (it gains nothing).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa puts an X token on spell {slot} (it gains nothing).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {area_vp} VP for its area ({area} with navigation {navigation}) and {science_vp} VP for science.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {vp} VP once, the fixed figure on round {round}'s scoring tile ({tile}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {vp} VP, the figure on card {card}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {vp} VP: X is {x} this round and the {faction} card adds {mod} (never below 0).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {vp} VP: card {card} shows X, worth {vp} in round {round} on its difficulty card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa sends a scholar to the highest free scholar space of {discipline} (worth {space}): its marker moves from {origin} to {dest}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa takes round bonus {automa}, you take {yours}; a coin lies on each of the others.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa takes the innovation in space {slot} of the display (it gains nothing for it).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The Automa transforms {hex} from {terrain_before} to {terrain_after} and builds a workshop there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The Automa upgrades its {from_kind} on {hex} to a {to_kind} (the highest power it can become).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's actions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's decision cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa's deck is empty when it must draw: the Automa passes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's difficulty level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's faction cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa's first turn this round: draw 2 decision cards ({left} in its deck) and enter them in the order drawn; the second goes to the left of the first and is the action card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's initial workshops as you read them off its card: the marked one (with a power token) on {marked_hex}, the unmarked one on {unmarked_hex}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's preferred terrain is {terrain} (its terrain-priority card, as chosen).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's preferred terrain is {terrain}: its terrain-priority card was drawn at random from those other than yours.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's terrain priority</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's turn: draw a decision card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's turn: passing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Racelings pass first this round: they score the tile's {vp} VP once more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Symbionts' youth terrain is {terrain} (their faction card's setup).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Wanderers score {vp} VP more: 2 for each of their {buildings} on the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The Wanderers' build ignores Reach: {count} valid anywhere on the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The app shuffled the Automa's deck for level {level}: {size}, reserve cards added: {added}; the bottom two lie sideways.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The board "{map}" is an unverified transcription: compare it with your board and correct it in the map editor.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The building on {hex} taken off the board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The building on {hex} upgraded to a {to}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The card shows an action the app does not know ({action}): the Automa does nothing for it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The game is over after the final scoring. Most VP: {side}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The least power for you ({power}), {count} kept: {hexes}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The old action card {support} goes onto the support stack and is the support card; the Automa draws card {action} as its action card; {left} left in its deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The power token beside the Automa's building on {hex} taken away (unmarked)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The round's decision cards and the top reserve card are shuffled into the Automa's next deck ({cards}); the bottom two lie sideways.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The round's scoring tile shows {discipline}, where the Automa is on level 12: it catches up instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The spells and book actions are uncovered, a coin goes on each of the {coins} round bonuses on offer and the round's scoring tile leaves the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The support card points at the round's scoring tile: its Automa icon is {discipline}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The support card's arrow points {slot}: the Automa takes round bonus {tile} (its coins, {coins}, go to the supply) and puts its old bonus {old} in the same place.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The {faction} card's next action ({what}) is not described precisely enough to compute: do it by hand as the faction card says and mirror it on the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Tie-breaking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Transform and build</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Two players plus the Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Upgrade</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Valid: {count} in Reach of its marked buildings (navigation {navigation}): {hexes}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Valid: {count} in Reach of its unmarked buildings (navigation {navigation}): {hexes}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Valid: {count} it can upgrade with a building left: {hexes}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} transformed to {terrain}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{occupant}: a scholar on the {discipline} space worth {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{owner}: a bridge built across the river</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{owner}: {building} placed on {hex}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} passed: a new round bonus taken, the old one left in its place</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>{side} passes: round 6, so no new round bonus</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: {discipline} marker to level {level}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: {vp} VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: {vp}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AoISetupDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>&amp;Board:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>&amp;Difficulty:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>&amp;Round scoring tiles:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>&amp;Your terrain:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>2nd player's 1st</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>2nd player's 2nd</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Automa's &amp;faction:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Automa's &amp;terrain:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Automa's marked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Automa's unmarked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Card drawn for its &amp;workshops:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Card {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Click the map to place:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Decision cards:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Draw an ATP card at random</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>GRA DWUOSOBOWA PLUS AUTOMA: the Automa plays the Simpletons</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>I draw the real &amp;cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Map &amp;editor…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>New Age of Innovation game against the Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Round b&amp;onuses:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Round bonus {n} from the left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Second &amp;player's terrain:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Set up a two-player game with the Automa's changes (PRZYGOTOWANIE ROZGRYWKI). Pick your initial workshops on the map; the Automa's follow from a drawn decision card's letters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The &amp;app shuffles and draws</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The app's deal is shown: set each to the tile you laid on the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The decision card drawn at random for the Automa's initial workshops (its letters on the Initial Workshop Setup card)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The map has no workshop letters for the Automa's terrain: draw a decision card, read its two letters on the Initial Workshop Setup card and click the two hexes here (⚡ marked, then unmarked).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The numbers of the round bonus tiles you laid, left to right: the Automa takes the leftmost (PRZYGOTOWANIE 9), you choose yours from the others.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Your round bonus</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>the first it leaves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>you take:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>your 1st workshop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>your 2nd</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>{file}: {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>{name} (your map)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>— solo (no second player) —</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>— the card you drew —</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>⚠ This board is unverified ({source}): compare it with yours and correct it in the map editor.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AoITiles</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source> · spade</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Coins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Coins on round bonus {n} from the left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Final</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Final scoring tile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Round bonus</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Round bonus {n} from the left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Round tiles and bonuses on the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Round {n} scoring tile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>R{n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Set what lies on your table: the round scoring tiles (rounds 1-5 and the final one) and the round bonuses on offer, left to right, with the coins on each.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>{a} VP per building in rounds 1-3, {b} in 4-6</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AoIView</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Age of Innovation board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>The hex map with every side's buildings, the science board, the round bonuses and your supply. Drag your buildings, terrains and science markers; right-click a hex to correct it.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AoIWorkspace</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/workspace.py" />
            <source>Automa's proposal and reasons</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/workspace.py" />
            <source>Decision pair</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/workspace.py" />
            <source>Set up the table as shown (the Automa's faction, its ATP card, the tiles and workshops):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/workspace.py" />
            <source>Spells, tiles, VP</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ProposalPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Drag a building from your supply onto an empty hex to build, onto your building to upgrade; drag a terrain onto a hex to transform it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Drag your science markers (Y) along a discipline; drop a round bonus on Pass when you pass.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>How the rulebook was read: the tie-breakers, the hexes passed over, the rulings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Right-click a hex to correct it; right-click your supply for VP.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Round {n} · {who}</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>

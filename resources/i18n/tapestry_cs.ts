<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ" sourcelanguage="en">
    <context>
        <name>ProposalPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Drag an outpost from your supply onto the hex you conquered, a territory tile onto the hex you explored; right-click a hex to topple or correct.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Drag your tokens (Y) along the tracks to mirror your advances.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>How the rulebook was read: the hexes passed over, the rulings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Right-click the score for your VP and your income turn.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TapestryBoard</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>0  start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>A possible hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>A territory tile: drag it onto the empty hex you explored</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Automa's income mat ({side} side) · level {level}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Automa: {vp} VP · income turns {n}/5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Beside the mat (traps?): {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Face-down beside the Automa's mat:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Hex {hex}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Landmark: {name} ({who})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Landmarks on the mat: {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Looked at as number {n} of the scan: not a possible hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Nobody has it yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Place a toppled Shadow Empire outpost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Place an Automa outpost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Place your outpost (you conquered it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Right-click to edit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Set the Automa's VP…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Set your VP…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Shadow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Shadow Empire: no VP (it never scores)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Take the territory tile off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Take the top outpost off (back to its supply)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Tapestry cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Tapestry cards on the mat: {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa gains here (○): {benefits}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa has it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa's tapestry cards beside its mat…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Topple {owner} outpost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Turn {n} · first player: {who}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You explored it: lay a territory tile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You take an income turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You took this landmark</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You: {vp} VP · income turns {n}/5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Your outpost: drag it onto the hex you conquered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Your supply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Your token on {track}: drag it to the space you reached</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>controlled by {side}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>drag onto the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>empty: explore a territory tile onto it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>explored</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>explored territory tile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>hard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>income {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>not taken yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>printed territory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>tile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>tile {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{owner} outpost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{owner} outpost, toppled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{owner} token on {track}: drag to correct</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{side}: VP</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TapestryCard</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Hex diagram:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Income icon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Line {n} (top = 1):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Priority half (used when the card lies on the right)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>The Automa advances on:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>The Shadow Empire advances on:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Topple icon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Track half (used when the card lies on the left)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Track order, line {n} from the top</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>its fields</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>the hex diagram</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>the topple icon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>the track order</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>{key}: black arrow from {edge}, rows run {dir}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>⚠ Check this card: the sources disagree on {what}. Compare with your printed card and correct it if it differs.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TapestryErrors</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Card {card} cannot be both cards of the pair.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Card {card} cannot be in the decision deck now (discarded, on the table, or not added).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Card {card} is in the decision deck, not in the progress deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Choose the progress card you drew from the top of the progress deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Choose the two cards you drew: the left one (track card) and the right one (priority card).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision card {card} plays the printed data already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision card {card} reads like that already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Drop it on a hex of the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Drop the token on a space of its own track ({track}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Every outpost of {side} is on the map already: no more conquests.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} already holds 2 outposts: a territory with 2 tokens cannot be conquered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} has a territory already: only an empty hex can be explored.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} has no outpost to take off.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} has no territory tile to take off.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} has no territory yet: explore a tile onto it before an outpost can go there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} waits for the trap check: say first whether the discarded card was a trap.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>It is the bots' turn: confirm their steps first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Keep rolling: the die must show one of {allowed}, not {face}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Level 6: choose the Automa's second civilization.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>No outpost lies toppled on hex {hex}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>No outpost stands on hex {hex}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Nobody holds the landmark on {track} space {space}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Only level 6 gives the Automa a second civilization (this game is level {level}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Outposts stand on hex {hex}: take them off before its tile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Space {space} of the {track} track has no landmark (they are on 4, 7 and 10).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Tapestry cards beside the Automa's income mat: {count} already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Territory tile {tile} lies on the map already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Territory tiles are numbered 1 to {last}, not {tile}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>That token is on {track} space {space} already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The Automa already plays the {civ}: choose another second civilization.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The Shadow Empire can only gain the achievement for completing a track.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The Shadow Empire's favourite must differ from the Automa's ({track}): roll the science die again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The Shadow Empire's outposts are only ever placed toppled (hex {hex}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The app is waiting for a {expected} answer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The board changed since this step was planned; here is the new plan.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots did not ask "{kind}".</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots do not do "{kind}".</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The game is over: undo to go back, or start a new game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The pair is two different cards: card {card} cannot be both.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The table changed since this step was planned: it is planned again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The territory on hex {hex} is printed on the board: it cannot be taken off.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>There is no hex {hex} on the small map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>This question needs an answer of the kind {expected}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>You have taken all {turns} income turns: your game ends with the 5th.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} controls hex {hex} already: a territory you control cannot be conquered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} controls hex {hex}: topple that outpost before another stands up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} does not have that achievement.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} has that achievement already: nobody earns the same achievement twice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} holds the landmark on {track} space {space} already.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TapestryNames</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Complete any advancement track</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquer the middle island</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquerors</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Engineers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Explorers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Scientists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The Shadow Empire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Topple two opponent outposts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>a tie</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>conquers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>conquers your territory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>every track not finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>exploration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>explores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>favourite</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>military</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>nobody</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>science</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>technology</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the Automa's</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the Shadow Empire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the Shadow Empire's</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the app</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the bots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the track closest to a free landmark or its end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the track closest to its end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>yes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>your</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TapestryPanels</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source> VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>&amp;No trap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>&amp;Not a trap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>&amp;Roll for me</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>A ↓ reads down · S ↑ reads up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card &amp;drawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n} · priority half</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n} · track half</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n} — corrected by the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n} — ⚠ check this card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n}, priority half: track order {order} (the Automa reads it top to bottom, the Shadow Empire bottom to top); {topple}; hex diagram {pattern}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n}, track half: {income}; the Automa advances on {a}; the Shadow Empire on {s}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Civilization: {civs}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Decision deck: {n} left · progress deck: {p} · discard pile (you may look): {d}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Faces that count: {faces}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Favourite track: {t}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>I play a &amp;trap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>I take my &amp;income turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>It was a &amp;trap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Landmarks: {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Left card (track half)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Left card:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Left: card {t} · right: card {p} — {state}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>No VP, no benefits; its outposts come with the Automa's conquests.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>No pair drawn yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Pair &amp;drawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Progress card drawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Progress card drawn:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Right card (priority half)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Right card:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Tapestry cards: {beside} beside the mat, {on} on it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>The Automa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>The Shadow Empire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>The app rolls the science die (from the game's seed)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Your VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>income icon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>no card yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>no income icon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>no topple icon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>proposed draw (confirm to play it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>the pair in play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>topple icon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>{vp} VP · income turns {n}/5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>— the card you drew —</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>⚠ check this card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>✎ corrected by the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>⟳ Income icon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>⤓ Topple icon</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TapestryReasons</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n Automa territory(ies)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n benefit(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n card(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n controlled territory(ies)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n landmark(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n space(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n territory(ies)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Achievement {achievement} for {side}: gained {gained}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Achievements</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Advancing on a track</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Automa rules (Tapestry): {section}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Benefits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Bots' step: {action}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Card {card} is played with the values the table corrected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Closest to a free landmark or the end for {side} ({distance} away): {tracks}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Closest to its end for {side} ({distance} away): {tracks}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Components to remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquering an opponent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquering neutral hexes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Conquerors: 1 VP for each territory the Automa controls ({territories}): {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Conquerors: every Shadow Empire outpost is on the map already: no toppled Shadow Empire outpost is placed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Conquerors: more than 2 Automa territories have a single token ({hexes}): put a toppled Shadow Empire outpost on {hex}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Conquerors: the Automa controls {territories}, not fewer than the income turn number {number}: no conquer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Conquerors: {count} with a single token, not more than 2: no Shadow Empire outpost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision card back to the printed data: {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision card corrected: {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision cards drawn: {track_card} (track card) and {priority_card} (priority card)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Difficulty levels</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Discard the 3 face-up technology cards and lay out 3 new ones.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Distances</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Draw the top 2 decision cards ({left} in the deck), lay them face up in random order and enter them: the left card is the track card, the right card the priority card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>End of the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Engineers: 1 VP for each landmark of the Automa ({landmarks}): {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Explore</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Explorers, income turn {number}: the Automa advances on {track} and gains the benefit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Farthest from your territories ({targets}): every possible hex ({kept}) is at distance {steps}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Farthest from your territories ({targets}): {kept} at distance {steps}; closer: {dropped}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Farthest from your territories ({targets}): {kept}, with no path to them at all; closer: {dropped}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Going back on {track}, the Automa gains the benefit of the space it lands on.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Hex diagram {pattern}: tried {tried} → {hex}, the first possible hex met.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex}: the Automa's discarded tapestry card was a trap (cards left: {cards})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex}: the Automa's discarded tapestry card was no trap (cards left: {cards})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex}: you played a trap against the Automa's conquest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex}: you played no trap against the Automa's conquest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Hexes the Automa may conquer or explore: {hexes}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Hexes the Automa may explore: {hexes}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>How many progress cards each income turn adds at level {level} (the sources differ).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Income turn 1: progress card {card} is the priority card; the progress deck is shuffled afterwards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Landmark on {track} space {space}: {owner}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Landmarks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level 1: you advance once on each of the 4 tracks, in any order, gaining the benefits.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level 5: {side} advances on its favourite track, {track}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level 6: {side} advances once on every track, now {track}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Level {level} ({name}): the Automa's income mat normal side up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Level {level} ({name}): the Automa's income mat normal side up; cover the income chart on the Automa's income mat with the level {level} card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Level {level} ({name}): turn the Automa's income mat harder side up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Level {level} ({name}): turn the Automa's income mat harder side up; the Automa also plays the {civ} (your choice): its favourite track has no effect, and in each income turn its effects come after the first civilization's.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level {level} adds no progress card at income turn {number}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level {level}: the Automa gains a tapestry card, face down beside its income mat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>New pair: track card {track_card}, priority card {priority_card}; {left} left in the deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No possible hex has a path to your territories ({targets}): all stay ({kept}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No territory of yours has a single token, and no possible hex has a path to your territories ({targets}): all stay ({kept}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No territory of yours has a single token: closest to any territory you control ({targets}): {kept} at distance {steps}; farther: {dropped}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No territory of yours has a single token: every possible hex ({kept}) is at distance {steps} from your territories ({targets}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No topple icon on the priority card: the hexes next to your territories ({hexes}) are left out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>On {side}'s favourite track, {track}, a token is further on ({by}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Outpost toppled on hex {hex}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Preferred hexes (the hex diagram)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Progress card drawn as the priority card: {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Progress cards {cards} from the top of the progress deck go on the decision discard pile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Put back in the box: the tapestry cards {tapestry}; the civilizations {civilizations}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Put the top card of the tapestry deck face down on the Automa's income mat: it covers column {column}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Put the top {count} of the progress deck on the decision discard pile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Roll the science die for the Automa: it advances on the track rolled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Roll the science die until it shows one of {faces}: the Automa advances there and gains the benefit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Roll the science die until it shows one of {faces}: the Automa goes back one space there and gains that space's benefit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Science die rolled at the table: {face}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Science die rolled by the app: {faces}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Scientists: their research begins at income turn 3 (this is turn {number}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Setup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Shuffle decision cards 8-22 as the progress deck; shuffle its top card with cards 1-7 as the decision deck. You enter each pair you draw.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Shuffle every decision card of this era (the deck, the discards, the pair, the cards just added): a new deck of {cards}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Space {space} of {track} has nothing the Automa gains.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Space {space} of {track}: the Automa gains {count}, shown next.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Start of the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Tapestry cards beside the Automa's income mat: {count}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Territory tile explored onto hex {hex}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Territory tile taken off hex {hex}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can legally conquer territories you control ({hexes}): it conquers one of yours.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can no longer gain "Conquer the middle island": the middle island decides nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can still gain "Conquer the middle island", but no possible hex has a path to it ({targets}): all stay ({kept}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can still gain "Conquer the middle island": closest to the middle island ({targets}): {kept} at distance {steps}; farther: {dropped}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can still gain "Conquer the middle island": every possible hex ({kept}) is at distance {steps} from it ({targets}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa cannot legally conquer any territory you control: it conquers a neutral hex.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa conquers the empty hex {hex}: draw a territory tile, lay it face up in a random orientation, and put an Automa outpost on it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa conquers the territory {hex}: put an Automa outpost on it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>The Automa conquers your territory {hex}, and your trap stops it: put an Automa outpost there toppled; yours stays standing and the territory stays yours.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>The Automa conquers your territory {hex}: do you play a trap from your hand?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa conquers your territory {hex}: put an Automa outpost there and topple yours.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa explores {hex}: draw a territory tile and lay it there face up in a random orientation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa first, then the Shadow Empire, each in the order {order}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa gains a tapestry card: put one face down beside its income mat ({cards} there now).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa has no hex it may conquer or explore: the conquer action is skipped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa has no hex it may explore: the explore action is skipped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa has no outpost left in its supply: it cannot conquer, the action is skipped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa is the first to reach space {space} of {track}: the {landmark} goes on its income mat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa needs a priority card: draw the top card of the progress deck and enter it; shuffle the progress deck afterwards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The Automa plays the {civ} ({rolled} rolled {track} on the science die): its favourite track is {track}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa starts era {number} before you: {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa's favourite track is military: every possible hex goes to the hex diagram.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The Shadow Empire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Shadow Empire has no outpost left: no toppled Shadow Empire outpost is placed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Shadow Empire is the first to reach space {space} of {track}: the {landmark} goes on the Automa's income mat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Shadow Empire may gain only this achievement, and scores no VP for it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Shadow Empire never gains benefits.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The Shadow Empire's favourite track is {track} (rolled until it differs from the Automa's; rolls: {rolls}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Shadow Empire's token takes the {vp} VP space: whoever completes a track after it scores the next space down.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The app shuffled the progress deck (cards 8-22) and shuffled its top card, {added}, into cards 1-7: the decision deck holds 8 cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots have taken their 5th income turn: they take no more turns.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots' first turn is their income turn 1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots' income turn {number} (level {level}): the income chart, top to bottom.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots' income turn {number} ends.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots' turn ends.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The bots' turn, step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The decision deck is empty when a card must be drawn: the bots take income turn {number}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The deck is now empty and track card {card} shows the income symbol: the bots take income turn {number} instead of advancing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The game is over: you and the Automa have both finished the 5th income turn. You {human_vp} VP, the Automa {automa_vp} VP — winner: {winner}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The hex diagram of priority card {card} looks at {tried}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The income turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The last pair (cards {track_card} and {priority_card}) goes to the discard pile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The multipliers are those of column {column} of the income mat, the first one no tapestry card covers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The pair of decision cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The science die shows {face} (rolls: {rolls}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The sources disagree on the Explorers card; this app advances on exploration at income turns 2 and 4, on military at 3 and 5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The topple icon places no Shadow Empire outpost on the middle island.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The topple icon: put a toppled Shadow Empire outpost on {hex} too.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The trap toppled your outpost: outposts toppled by the Automa's traps count for its achievement too (the base game's achievements).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The {landmark} was taken already (by {owner}): nobody else gains it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>This advance is without the benefit: the Automa gains nothing on space {space} of {track}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Tie: priority card {card} read top to bottom ({order}) puts {track} first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Tie: the Shadow Empire reads priority card {card} bottom to top ({order}): {track} comes first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Top outpost taken off hex {hex}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Toppled outpost stood up again on hex {hex}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Track card {card} tells {side} to advance on {advance}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Tracks {side} has not finished: {tracks}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Traps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>VP for {spaces} advanced on military and science, × {multiplier}: {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>VP for {spaces} advanced on technology and exploration, × {multiplier}: {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>VP for {territories} and {landmarks} on its mat, × {multiplier}: {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>What the bots never gain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>You conquered the Automa's territory {hex}. Tapestry cards beside its income mat: {cards}. Discard one of them at random: was it a trap?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You control territories with a single token ({targets}), but no possible hex has a path to them: all stay ({kept}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You control territories with a single token ({targets}): closest to them: {kept} at distance {steps}; farther: {dropped}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You control territories with a single token ({targets}): every possible hex ({kept}) is at distance {steps} from them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You control the middle island: achievement "Conquer the middle island", {vp} VP (score them on your board).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>You ended your turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You have toppled two of the Automa's outposts: achievement "Topple 2 outposts", {vp} VP (score them on your board).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>You started era {number} already: no VP for starting it first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>You took an income turn (a new era)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{owner} conquered hex {hex}: the outpost standing there is toppled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{owner}: outpost placed on hex {hex}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} advances on {track}: space {origin} → {dest}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>{side} controls the middle island: achievement "Conquer the middle island", {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} goes back on {track}: space {origin} → {dest}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} has reached the end of every track: it does not advance.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>{side} has toppled two opponents' outposts: achievement "Topple 2 outposts", {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} is at the end of {track}: advancing would push it off the track, nothing happens.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} is on the start space of {track}: it cannot go back, nothing happens.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} keeps {track} as its favourite track: it is on space {space}, no token is further there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} reached the end of a track: achievement "Complete any advancement track", {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} reached the end of its favourite track, {track}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side}'s favourite track changes from {old} to {new}: move its favourite marker.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side}'s favourite track is chosen again: {track}, the marker stays.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side}: token on the {track} track to space {space}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side}: {vp} VP</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TapestrySetupDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>&amp;Difficulty:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Automa's &amp;civilization die:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Decision cards:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>First &amp;player:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>I draw the real cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Level 6: &amp;second civilization:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Level 6: the Automa starts with a second civilization of your choice; its favourite track has no effect</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>New Tapestry game against the Automa and the Shadow Empire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Rolled until it differs from the Automa's favourite track</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Set up the small map for three players. You start on territory 2/4 whatever your capital mat says; the Automa's two outposts go on 3/5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Shadow Empire's &amp;favourite:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Take out of the box</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Tapestry cards: {cards}.
Civilizations: {civs}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The app rolls</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The app rolls until it differs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The app shuffles and draws</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The bots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The science die rolled for the Automa's civilization card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>— (level 6 only)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TapestryTurn</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>A tapestry card onto the Automa's income mat (first free space).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>A toppled Shadow Empire outpost onto the Automa's hex {hex}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Decision pair: card {t} (track) and card {p} (priority); {left} left.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Discard the three face-up technology cards and replace them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Draw two decision cards and enter them: the left one, then the right one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>End of the bots' turn: your turn next.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Game over: you {h} VP, the Automa {a} VP — winner: {w}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Income turn 1: draw the top card of the progress deck and enter it (the priority card), then shuffle the progress deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Income turn 1: progress card {n} is the priority card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Landmark {name} to the Automa's mat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Nothing to do.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Roll the science die for the Automa and enter the face (or let the app roll).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa conquers hex {hex}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa conquers your territory on hex {hex}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa conquers your territory {hex}: do you play a trap from your hand?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa explores hex {hex}: lay a territory tile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa gains a tapestry card: face down beside its mat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa scores {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The app could not plan the next step (the log has details): undo or correct the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The bots' income turn {n}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The decision deck changes (income turn).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You conquered the Automa's hex {hex}: discard one of its tapestry cards at random — was it a trap?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Your turn: mirror what you do on the board, then End my turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{side} gains the achievement “{name}”.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{side}'s favourite track is now {track}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{side}: {track} {o} → {d}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TapestryView</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Tapestry board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The small map with numbered hexes, the four advancement tracks, your supply and the Automa's income mat. Drag your tokens, outposts and tiles; right-click a hex to edit it.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TapestryWorkspace</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>Bots' proposal and reasons</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>Decision pair</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>Set up the table as shown (the removed components are listed in the reasons):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>Sides</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>income turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>income turns</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Apply the bots' proposed step (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Bots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>You have finished your turn; the bots play (Ctrl+E)</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="754"/>
        <source>Board</source>
        <comment>Remove ruins</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="754"/>
        <source>Board</source>
        <comment>Place ruins</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="758"/>
        <source>Board</source>
        <comment>A human battles a bot here…</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="761"/>
        <source>Board</source>
        <comment>Outrage: the human discarded a matching card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="763"/>
        <source>Board</source>
        <comment>Outrage: no matching card (the Alliance scores 1 VP)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="80"/>
        <source>Turn</source>
        <comment>{faction} is playing: mirror their moves, then End turn.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="83"/>
        <source>Turn</source>
        <comment>The engine could not plan this step ({error}); undo or fix the board.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="88"/>
        <source>Turn</source>
        <comment>Reveal the top card of the deck and enter it as the order card.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="90"/>
        <source>Turn</source>
        <comment>Battle in clearing {c}: {a} attacks {d}. Roll the dice.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="93"/>
        <source>Turn</source>
        <comment>{d}: enlist the {a} as Arbiter in clearing {c}?</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="98"/>
        <source>Turn</source>
        <comment>{d}: choose which pieces the last {n} hits remove in clearing {c}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="116"/>
        <source>Turn</source>
        <comment>Game over: the humans win ({who} reached 30 VP before any bot).</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="118"/>
        <source>Turn</source>
        <comment>Game over: the bots win ({who} reached 30 VP first).</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="119"/>
        <source>Turn</source>
        <comment>Game over: the {who} wins with 30 VP.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="126"/>
        <source>Turn</source>
        <comment>Craft {item} for {vp} VP.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="128"/>
        <source>Turn</source>
        <comment>{n} in {c}</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="130"/>
        <source>Turn</source>
        <comment>Place {piece}: {where}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="131"/>
        <source>Turn</source>
        <comment>Recruit warriors: {where}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="133"/>
        <source>Turn</source>
        <comment>Build a {piece} in clearing {c}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="135"/>
        <source>Turn</source>
        <comment>Move {n} warriors from clearing {o} to clearing {d}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="138"/>
        <source>Turn</source>
        <comment>Battle in clearing {c} against the {d}: dice {x} and {y}; deals {ah}, takes {dh}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="142"/>
        <source>Turn</source>
        <comment>{n} {faction} {piece} in {c}</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="145"/>
        <source>Turn</source>
        <comment>Remove {what}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="147"/>
        <source>Turn</source>
        <comment>Ruins in clearing {c}: {state}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="148"/>
        <source>Turn</source>
        <comment>placed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="148"/>
        <source>Turn</source>
        <comment>removed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="150"/>
        <source>Turn</source>
        <comment>Update the {faction}&apos;s faction board.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="154"/>
        <source>Turn</source>
        <comment>Score {vp} VP.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="156"/>
        <source>Turn</source>
        <comment>Discard the order card {card}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="158"/>
        <source>Turn</source>
        <comment>Nothing to do in this step.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="160"/>
        <source>Turn</source>
        <comment>End the {faction}&apos;s turn.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="652"/>
        <source>BoardText</source>
        <comment>Clearing {n} ({suit}, priority {p}, {free} of {slots} slots free{ruins})</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="654"/>
        <source>BoardText</source>
        <comment>, ruins</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="658"/>
        <source>BoardText</source>
        <comment>Forest {id}</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="659"/>
        <source>BoardText</source>
        <comment>empty</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../src/tablebot/app.py" line="85"/>
        <source>Tablebot: an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/app.py" line="86"/>
        <source>Something went wrong: {error}

The game continues from the last good position; undo if the board looks wrong. Details are in {log}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArbiterForm</name>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="382"/>
        <source>&amp;Enlist the Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="383"/>
        <source>Do &amp;not enlist</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="151"/>
        <source>Clearing {n} ({suit}). Double-click to toggle ruins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="182"/>
        <source>ruin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="216"/>
        <source>Forest between clearings {list}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="228"/>
        <source>forest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="258"/>
        <source>{count} {faction} {piece}. Drag to move (Shift: the whole stack); drop off the map or press Delete to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="505"/>
        <source>Drop a piece outside the map to return it to its supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="610"/>
        <source>{a} attacks {d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="651"/>
        <source>deals {a} · takes {d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="684"/>
        <source>Craft {item}: +{vp} VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="689"/>
        <source>{faction} scores +{vp} VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="694"/>
        <source>Discard the order card {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="698"/>
        <source>End of the {faction}&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="728"/>
        <source>Drop the piece on a clearing or forest (or off the map to remove it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="740"/>
        <source>Drop the piece on a clearing or forest.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardTextPanel</name>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="667"/>
        <source>Board as text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="808"/>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/board.py" line="809"/>
        <source>The Root map; the same state is listed in the Board as text panel.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BotHitsDialog</name>
    <message>
        <location filename="../../src/tablebot/gui/dialogs.py" line="26"/>
        <source>Battle against a bot in clearing {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/dialogs.py" line="28"/>
        <source>The app removes the bot&apos;s pieces as its rules say; mirror your own losses by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/dialogs.py" line="33"/>
        <source>&amp;Bot hit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/dialogs.py" line="36"/>
        <source>&amp;Hits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/dialogs.py" line="38"/>
        <source>nobody (no VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/dialogs.py" line="44"/>
        <source>Dealt &amp;by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/dialogs.py" line="45"/>
        <source>The bot was the defender</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceForm</name>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="301"/>
        <source>Die {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="305"/>
        <source>Dice rolled:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="306"/>
        <source>Vagabond&apos;s undamaged swords:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="309"/>
        <source>Vagabond&apos;s undamaged swords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="311"/>
        <source>Use these &amp;dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="312"/>
        <source>&amp;Roll for me</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="421"/>
        <source>The {faction} is not in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="422"/>
        <source>The {faction} has no {piece} in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="423"/>
        <source>There is no place {place} on this map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="424"/>
        <source>Only the Vagabond&apos;s pawn can stand in a forest, not a {piece}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="425"/>
        <source>Only the Marquise places pieces in the Keep&apos;s clearing {clearing} (others may move in).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="427"/>
        <source>Clearing {clearing} has no free building slot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="428"/>
        <source>A {piece} can only stand in a clearing of its suit, not in {clearing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="429"/>
        <source>Clearing {clearing} already has a sympathy token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="430"/>
        <source>Clearing {clearing} already has the Keep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="431"/>
        <source>No {piece} left in the {faction}&apos;s supply ({available} left).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="433"/>
        <source>The piece is already in {place}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="434"/>
        <source>Only {available} {faction} {piece} in {place}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="435"/>
        <source>Victory points go from 0 to {max}, not {vp}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="436"/>
        <source>There is no item {item} in the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="437"/>
        <source>The supply holds 0 to 3 {item}, not {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="438"/>
        <source>The {faction} is not played by a bot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="439"/>
        <source>No {item} left in the supply any more: re-plan the step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="440"/>
        <source>The board changed since this step was planned; here is the new plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="441"/>
        <source>It is a bot&apos;s turn: confirm its steps instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="442"/>
        <source>That answer does not fit the question ({question}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="443"/>
        <source>The bot {bot} is not available in this version yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="444"/>
        <source>This version of Tablebot does not know the bot {bot}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="445"/>
        <source>{card} is a dominance card, removed from the deck in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="447"/>
        <source>There is no card {card} in this deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="448"/>
        <source>No card of this deck is a {suit} card with {item}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="449"/>
        <source>A Root die shows 0 to 3, not {die}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="450"/>
        <source>Undamaged swords go from 0 to 20, not {swords}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="451"/>
        <source>Choose pieces to remove: exactly {hits}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="452"/>
        <source>There are not that many {piece} in the clearing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="453"/>
        <source>The Vagabot has no character {character}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="454"/>
        <source>The Vagabot&apos;s pawn is not on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="455"/>
        <source>That is not one of the options ({topic}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="456"/>
        <source>Choose exactly one option ({topic}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="457"/>
        <source>The Keep must go in a corner; {clearing} is not one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="458"/>
        <source>This table cannot be set up: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="459"/>
        <source>The file is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="460"/>
        <source>The file is not a Tablebot save (it is not JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="461"/>
        <source>The file is too large to be a Tablebot save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="462"/>
        <source>The file is not a Tablebot save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="463"/>
        <source>The save is for a game this version does not know: {game}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="464"/>
        <source>The save was written by a newer Tablebot; please update to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="466"/>
        <source>The save is damaged and cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="467"/>
        <source>The file could not be read or written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FactionPanel</name>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="507"/>
        <source>Victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="514"/>
        <source>Item supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="542"/>
        <source> (bot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="546"/>
        <source>{faction} victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="557"/>
        <source>{item} in the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="584"/>
        <location filename="../../src/tablebot/gui/panels.py" line="622"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="588"/>
        <source>Character: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="589"/>
        <source>&lt;b&gt;{bot}&lt;/b&gt; ({faction})&lt;br&gt;Difficulty: {difficulty}&lt;br&gt;Traits: {traits}&lt;br&gt;Printing: {printing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="599"/>
        <source>Order card: &lt;b&gt;{card}&lt;/b&gt; ({suit}, {item})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="601"/>
        <source>no item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="603"/>
        <source>Order card: not revealed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="605"/>
        <source>Discarded: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="618"/>
        <source> ({n} viziers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="620"/>
        <source>Decree: {columns}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="623"/>
        <source>Items: {ready} ready, {exhausted} exhausted, {damaged} damaged; track {track} (max hits {hits}); quest: {quest}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="48"/>
        <source>Tablebot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="57"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="74"/>
        <source>Start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="75"/>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="90"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="80"/>
        <source>Pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="81"/>
        <source>Bot&apos;s proposal and reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="88"/>
        <source>Factions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="92"/>
        <source>Board as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="139"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="140"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="141"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="142"/>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="144"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="145"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="147"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="154"/>
        <source>&amp;Confirm step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="156"/>
        <source>Apply the bot&apos;s proposed step (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="157"/>
        <source>&amp;End human turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="158"/>
        <source>&amp;Skip steps that change nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="162"/>
        <source>&amp;About Tablebot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="166"/>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="166"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="166"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="166"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="177"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="182"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="185"/>
        <source>&amp;Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="189"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="190"/>
        <source>Animation &amp;speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="196"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="199"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="203"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="204"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="215"/>
        <source> Animation: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="222"/>
        <source>Undo {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="228"/>
        <source>Redo {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="272"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="274"/>
        <source>{name}{star} — Tablebot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="279"/>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="287"/>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="295"/>
        <source>Saved to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="319"/>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="325"/>
        <source>Set up the bots&apos; pieces as shown:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="328"/>
        <source>About Tablebot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/mainwindow.py" line="329"/>
        <source>Tablebot runs the official Root bots (Law of Rootbotics) beside the physical board.

Log file: {log}
Autosave: {autosave}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="14"/>
        <source>Marquise de Cat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="15"/>
        <source>Eyrie Dynasties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="16"/>
        <source>Woodland Alliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="17"/>
        <location filename="../../src/tablebot/gui/names.py" line="23"/>
        <source>Vagabond</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="20"/>
        <source>Marquise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="21"/>
        <source>Eyrie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="22"/>
        <source>Alliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="26"/>
        <source>warrior</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="27"/>
        <source>sawmill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="28"/>
        <source>workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="29"/>
        <source>recruiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="30"/>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="31"/>
        <source>wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="32"/>
        <source>roost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="33"/>
        <source>fox base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="34"/>
        <source>rabbit base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="35"/>
        <source>mouse base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="36"/>
        <source>sympathy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="37"/>
        <source>pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="40"/>
        <source>fox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="41"/>
        <source>rabbit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="42"/>
        <source>mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="43"/>
        <source>bird</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="46"/>
        <source>boots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="47"/>
        <source>bag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="48"/>
        <source>crossbow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="49"/>
        <source>hammer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="50"/>
        <source>sword</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="51"/>
        <source>tea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="52"/>
        <source>coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="55"/>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="56"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="57"/>
        <source>Challenging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="58"/>
        <source>Nightmare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="61"/>
        <source>Blitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="62"/>
        <source>Fortified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="63"/>
        <source>Hospitals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="64"/>
        <source>Iron Will</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="65"/>
        <source>Informants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="66"/>
        <source>Popularity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="67"/>
        <source>Veterans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="68"/>
        <source>Wildfire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="69"/>
        <source>Nobility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="70"/>
        <source>Relentless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="71"/>
        <source>Swoop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="72"/>
        <source>War Tax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="73"/>
        <source>Adventurer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="74"/>
        <source>Berserker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="75"/>
        <source>Helper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="76"/>
        <source>Marksman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="79"/>
        <source>Thief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="80"/>
        <source>Tinker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="81"/>
        <source>Ranger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="82"/>
        <source>Vagrant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="83"/>
        <source>Scoundrel (Rogue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="84"/>
        <source>Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="87"/>
        <source>Original (2020)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="88"/>
        <source>Director&apos;s Cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="91"/>
        <source>Mechanical Marquise 2.0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="92"/>
        <source>Electric Eyrie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="93"/>
        <source>Automated Alliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/names.py" line="94"/>
        <source>Vagabot</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="106"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="112"/>
        <source>&amp;Map:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="114"/>
        <source>Base deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="115"/>
        <source>Exiles and Partisans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="116"/>
        <source>&amp;Deck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="120"/>
        <source>&amp;Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="122"/>
        <source>Random corner (seeded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="124"/>
        <source>Clearing {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="125"/>
        <source>&amp;Keep corner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="126"/>
        <source>Fully cooperative game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="129"/>
        <source>Factions and seats (seat 1 plays first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="131"/>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="131"/>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="131"/>
        <source>Bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="131"/>
        <source>Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="132"/>
        <source>Printing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="132"/>
        <source>Traits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="161"/>
        <source>the bot&apos;s standard rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="171"/>
        <source>Choose at least one faction.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderCardForm</name>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="225"/>
        <source>Order card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="230"/>
        <source>Use this &amp;card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="231"/>
        <source>Card:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="237"/>
        <source>no item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="243"/>
        <source>Use suit and &amp;item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="247"/>
        <source>Or suit, item:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="266"/>
        <source>Type or pick the card drawn…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PalettePanel</name>
    <message>
        <location filename="../../src/tablebot/gui/palette.py" line="98"/>
        <source>Drag a piece onto the map. Drag pieces between places to move them (Shift: the whole stack); off the map to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/palette.py" line="103"/>
        <source>Warriors per drop:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/palette.py" line="106"/>
        <source>Warriors per drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/palette.py" line="121"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/palette.py" line="122"/>
        <source>Place:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/palette.py" line="124"/>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/palette.py" line="125"/>
        <source>Re&amp;move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/palette.py" line="126"/>
        <source>Toggle r&amp;uins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/palette.py" line="176"/>
        <source>Clearing {n} ({suit})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/palette.py" line="178"/>
        <source>Forest {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/palette.py" line="202"/>
        <location filename="../../src/tablebot/gui/palette.py" line="219"/>
        <source>Pick a piece in the palette first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/palette.py" line="212"/>
        <source>Ruins stand in clearings, not forests.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PieceButton</name>
    <message>
        <location filename="../../src/tablebot/gui/palette.py" line="64"/>
        <source>{faction} {piece}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/palette.py" line="69"/>
        <source>{faction} {piece}: {left} of {total} in the supply. Drag onto the map.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProposalPanel</name>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="444"/>
        <source>Reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="468"/>
        <source>Drag pieces on the map to mirror what the player does at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="469"/>
        <source>Right-click a clearing when the player battles a bot there: the app removes the bot&apos;s pieces by its rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="471"/>
        <source>Set victory points and the item supply in the Factions panel.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="21"/>
        <source>The Keep goes in clearing {clearing}, as the table chose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="22"/>
        <source>The Keep goes in clearing {clearing}, drawn at random among the corners {corners}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="24"/>
        <source>A warrior in every clearing except {empty}; a second one in the Keep&apos;s clearing {keep}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="26"/>
        <source>A {piece} in clearing {clearing} (at random).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="28"/>
        <source>Birdsong: reveal the top card of the deck as the order card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="29"/>
        <source>Expand: reveal a new order card (its item is not crafted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="30"/>
        <source>Craft: the order card shows {item}, still in the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="31"/>
        <source>A bot scores exactly 1 VP for any item it crafts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="32"/>
        <source>Craft: the order card {card} shows no item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="33"/>
        <source>Craft: no {item} left in the supply, nothing is crafted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="35"/>
        <source>Battle in ordered clearing {clearing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="36"/>
        <source>Battle: no ordered clearing with enemy pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="37"/>
        <source>Escalated Daylight: battle in clearing {clearing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="38"/>
        <source>Battle: no clearing with both Marquise warriors and enemy pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="40"/>
        <source>Battle in clearing {clearing}, where warriors moved in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="41"/>
        <source>Battle: no clearing moved into holds enemy pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="42"/>
        <source>Blitz: battle in clearing {clearing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="43"/>
        <source>Blitz: no enemy pieces where it moved, no battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="44"/>
        <source>Defender: most pieces there — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="45"/>
        <location filename="../../src/tablebot/gui/reasons.py" line="47"/>
        <location filename="../../src/tablebot/gui/reasons.py" line="243"/>
        <source>Defender: no enemy can be attacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="46"/>
        <source>then most VP — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="48"/>
        <source>Dice {dice} ({rolled}): the Marquise deals {attacker_hits} hits and takes {defender_hits}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="50"/>
        <source>The Vagabond damages {items} items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="51"/>
        <source>A bot loses warriors first, then tokens, then buildings (type at random).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="53"/>
        <source>The defender chooses which buildings or tokens the last {hits} hits remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="55"/>
        <source>The {defender} has no warriors there: defenceless, one extra hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="56"/>
        <source>The Vagabond defends with {swords} undamaged swords (its hit cap).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="58"/>
        <source>Hospitals: {count} warriors return in the Keep&apos;s clearing {clearing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="59"/>
        <source>The defender may enlist the {arbiter} as Arbiter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="60"/>
        <source>The {arbiter} is enlisted as Arbiter: +{bonus} to the defender&apos;s hit cap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="62"/>
        <source>Automated Ambush: the defender deals one extra hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="63"/>
        <source>Crackdown: sympathy in the clearing is removed as well.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="64"/>
        <source>The Vagabot damages {items} items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="65"/>
        <source>The Vagabot&apos;s twelfth item: one extra hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="66"/>
        <source>The Vagabot scores {vp} VP for warriors removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="67"/>
        <source>No adjacent clearing has enemy pieces: the tie is broken by priority alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="70"/>
        <source>Recruit {count} warriors evenly among the ordered clearings it rules: {targets}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="72"/>
        <source>The remainder goes to the highest priority: {targets}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="73"/>
        <source>Plus 2 warriors in the ordered clearing it rules of highest priority: {clearing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="75"/>
        <source>The supply is {missing} warriors short: placed in priority order until it runs out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="77"/>
        <source>Iron Will: Escalated Recruit places double ({count}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="78"/>
        <source>Recruit: it rules no {suit} clearing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="79"/>
        <source>Recruit: it rules no clearing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="80"/>
        <source>Recruit all {count} in the only clearing it rules: {clearing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="81"/>
        <source>Recruit {count} warriors in the two lowest-priority clearings it rules: {targets}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="84"/>
        <source>Build: a {piece} for the {suit} order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="85"/>
        <source>Build: the type most on the map, {piece} (sawmills {sawmill}, workshops {workshop}, recruiters {recruiter}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="88"/>
        <source>Build: no {piece} left on its track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="89"/>
        <source>Build: it rules no clearing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="90"/>
        <source>Build: most Marquise warriors — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="91"/>
        <source>Build: no clearing it rules has a free slot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="93"/>
        <source>Move all but 3 warriors out of {origin}: {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="94"/>
        <source>Move: most enemy pieces — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="95"/>
        <source>Move: no adjacent clearing may be entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="96"/>
        <source>Move: no legal destination from {origin}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="97"/>
        <source>Move: no clearing with more than 3 Marquise warriors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="98"/>
        <source>Several clearings move: the highest-priority origin goes first ({origin}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="100"/>
        <source>Blitz: move all but 1 warrior out of {origin}: {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="101"/>
        <source>Blitz: it rules no clearing free of enemy pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="102"/>
        <source>Blitz: only one warrior in {origin}, nothing moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="104"/>
        <source>clearing {clearing} has no free slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="105"/>
        <source>clearing {clearing}: it rules neither end of the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="107"/>
        <source>→ next: {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="108"/>
        <source>→ highest priority: {chosen}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="109"/>
        <source>→ earliest in setup order: {chosen}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="111"/>
        <source>Expand: not needed, it built this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="112"/>
        <source>Expand: {buildings} buildings on the map, more than 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="113"/>
        <source>Expand: already done {limit} time(s) this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="114"/>
        <source>Expand: nothing built and {buildings} buildings on the map: discard the order, reveal another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="116"/>
        <source>Score {vp} VP from the {piece} track ({on_map} on the map).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="117"/>
        <source>Bird order: score the best track, {piece}: {vp} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="118"/>
        <source>Score {vp} VP at the end of Evening.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="119"/>
        <source>Score {vp} VP at the end of Evening (1 per two players, {players} players).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="121"/>
        <source>Evening: discard the order card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="122"/>
        <source>End of the Marquise&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="124"/>
        <source>The Alliance starts with {warriors} warriors, {bases} bases and {sympathy} sympathy on its board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="126"/>
        <source>Daylight: spread sympathy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="127"/>
        <source>A bird order is wild: every suit counts as ordered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="128"/>
        <source>Spread: fewest enemy warriors — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="129"/>
        <location filename="../../src/tablebot/gui/reasons.py" line="131"/>
        <source>Spread: no clearing can take sympathy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="130"/>
        <location filename="../../src/tablebot/gui/reasons.py" line="217"/>
        <source>then fewest enemy pieces — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="132"/>
        <source>No {suit} clearing next to a sympathetic one can take sympathy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="134"/>
        <source>Every such clearing ({targets}) is illegal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="135"/>
        <source>No {suit} clearing fits: spread to clearing {clearing} of any suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="137"/>
        <source>Spread: no sympathy left on the track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="138"/>
        <source>Spread: no clearing can take a sympathy token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="139"/>
        <source>It cannot spread: it scores {vp} VP instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="140"/>
        <source>Place {token} in clearing {clearing}: {vp} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="141"/>
        <source>Martial Law: the {faction} has 3+ warriors in clearing {clearing}; the spread scores {vp} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="143"/>
        <source>Wildfire: spread sympathy once more at the end of Evening.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="144"/>
        <source>The Wildfire spread scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="145"/>
        <source>Revolt in clearing {clearing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="146"/>
        <source>Revolt: a bird order does not revolt in Birdsong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="147"/>
        <source>Revolt: the {suit} base is already on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="148"/>
        <source>Revolt: no sympathetic {suit} clearing can revolt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="149"/>
        <source>Revolt: most enemy pieces — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="150"/>
        <source>Revolt: no clearing can take the base.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="151"/>
        <source>Tokens and pawns count as pieces in clearing {clearing} ({count} of them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="153"/>
        <source>The revolt removes {removed} pieces and scores {vp} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="154"/>
        <source>Co-op: the revolt removes other bots&apos; pieces too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="155"/>
        <location filename="../../src/tablebot/gui/reasons.py" line="156"/>
        <source>The {faction} damages {items} items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="157"/>
        <source>No revolt: Public Pity follows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="158"/>
        <source>clearing {clearing} would have no free slot for the base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="159"/>
        <source>clearing {clearing} holds the Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="160"/>
        <source>Public Pity: {on_map} sympathy on the map, so spread {times} time(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="162"/>
        <source>The count is made once, as Public Pity starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="163"/>
        <source>Public Pity: spread again ({left} left).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="164"/>
        <source>Surprise Revolt in clearing {clearing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="165"/>
        <source>Surprise Revolt: most enemy pieces — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="166"/>
        <source>Surprise Revolt: no clearing can revolt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="167"/>
        <source>Surprise Revolt: no sympathetic clearing can revolt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="168"/>
        <source>Organize needs {warriors}+ Alliance warriors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="169"/>
        <source>Organize in clearing {clearing}: {warriors} warriors (at least {threshold}); remove them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="171"/>
        <source>Organize: no clearing with a base and {threshold}+ warriors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="172"/>
        <source>After organizing in clearing {clearing}: spread sympathy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="173"/>
        <source>Several targets: highest priority first ({clearing}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="174"/>
        <source>Recruit a warrior in each clearing with a base: {targets}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="175"/>
        <source>Recruit: no base on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="176"/>
        <source>End-of-Evening effects come before the order is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="177"/>
        <source>Informants: defenceless sympathy still ambushes, one extra hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="178"/>
        <source>Veterans: both sides take the higher die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="179"/>
        <source>Veterans: the Alliance defends with the higher die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="180"/>
        <source>Popularity: removing sympathy scores at most {vp} VP per battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="181"/>
        <source>Popularity: removing sympathy scores no VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="183"/>
        <source>{count} Loyal Viziers start in the Decree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="184"/>
        <source>Only one Loyal Vizier starts in the Decree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="185"/>
        <source>The {card} card starts in the bird column of the Decree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="186"/>
        <source>The first roost goes in clearing {clearing}, the corner opposite the Keep ({keep}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="188"/>
        <source>The first roost goes in clearing {clearing}, drawn at random among the corners {corners}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="190"/>
        <source>The Keep is not on the map: the first roost goes in clearing {clearing} (random among {corners}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="192"/>
        <source>Add the order card to the {column} column ({cards} cards there).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="193"/>
        <source>The {column} column is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="194"/>
        <source>Bird cards in the Decree are wild: any clearing counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="195"/>
        <source>New roost in clearing {clearing} with {warriors} warriors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="196"/>
        <source>No new roost: {roosts} roosts already on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="197"/>
        <source>No {suit} clearing can take a new roost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="198"/>
        <source>A bird order: the new roost may go in a clearing of any suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="199"/>
        <source>Recruit for the {column} column ({cards} cards): {count} warriors in clearing {clearing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="201"/>
        <source>Recruit for the bird column: {count} warriors ({cards} cards).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="202"/>
        <source>Recruit for the {column} column: no warrior to place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="203"/>
        <source>Recruit for the {column} column: no roost in such a clearing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="204"/>
        <source>Recruit for the {column} column: no warrior left in the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="205"/>
        <source>Recruit: most enemy pieces — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="206"/>
        <location filename="../../src/tablebot/gui/reasons.py" line="208"/>
        <source>Recruit: no clearing may take warriors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="207"/>
        <source>then fewest Eyrie warriors — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="209"/>
        <location filename="../../src/tablebot/gui/reasons.py" line="219"/>
        <location filename="../../src/tablebot/gui/reasons.py" line="235"/>
        <source>→ lowest priority: {chosen}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="210"/>
        <source>Move for the {column} column ({cards} cards): {count} warriors from {origin} to {dest}, leaving {leave}; {to_rule} needed to rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="213"/>
        <source>Move from: most Eyrie warriors — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="214"/>
        <source>Move: no clearing has warriors to spare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="215"/>
        <source>Move to: a clearing without a roost — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="216"/>
        <location filename="../../src/tablebot/gui/reasons.py" line="218"/>
        <source>Move: no destination may be entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="220"/>
        <source>Ruling clearing {clearing} needs a warrior there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="221"/>
        <source>Move for the {column} column: it rules no such clearing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="222"/>
        <source>Move for the {column} column: nothing can move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="223"/>
        <source>clearing {clearing}: {warriors} warriors, {leave} must stay; none to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="225"/>
        <source>clearing {clearing} has no Eyrie warriors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="226"/>
        <source>clearing {clearing} has no enemy to battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="227"/>
        <source>Battle for the {column} column in clearing {clearing} against the {defender}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="229"/>
        <source>Battle: where the Eyrie has no roost — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="230"/>
        <location filename="../../src/tablebot/gui/reasons.py" line="233"/>
        <source>Battle: no clearing to battle in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="231"/>
        <source>then most defenceless buildings — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="234"/>
        <source>Defenceless buildings counted: {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="236"/>
        <source>{cards} cards in the {column} column: one extra hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="237"/>
        <source>One battle for the {column} column, whatever its {cards} cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="239"/>
        <source>Battle for the {column} column: no clearing to battle in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="240"/>
        <source>War Tax: the {faction} loses {vp} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="241"/>
        <source>War Tax counts only what the Eyrie removes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="242"/>
        <source>Defender: most buildings — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="244"/>
        <source>Build a roost in clearing {clearing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="245"/>
        <source>Build: no roost left on the track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="246"/>
        <source>Build: no ruled clearing with a free slot and no roost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="247"/>
        <source>Score {vp} VP for {roosts} roosts on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="248"/>
        <source>Relentless: remove {count} defenceless enemy buildings and tokens in {targets}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="250"/>
        <source>Relentless removals score {vp} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="251"/>
        <source>Relentless: nothing defenceless to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="252"/>
        <source>Swoop: {count} warriors in clearing {clearing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="253"/>
        <source>Swoop happens at the end of Daylight, after Turmoil too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="254"/>
        <source>Turmoil ({cause}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="255"/>
        <source>Already in turmoil this turn ({cause}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="256"/>
        <source>Turmoil: humiliated, lose {vp} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="257"/>
        <source>Nobility: score {vp} VP instead of losing VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="258"/>
        <source>Turmoil: purge the Decree, {discarded} cards discarded, {viziers} viziers stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="259"/>
        <source>An ambush card in the Decree is purged too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="260"/>
        <source>Turmoil: the turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="261"/>
        <source>Outrage: the Alliance&apos;s sympathy in clearing {clearing} was hit ({cause}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="264"/>
        <source>The Vagabot plays the {character}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="265"/>
        <source>The Vagabot starts with {items}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="266"/>
        <source>The pawn starts in forest {forest}, touching the most clearings ({clearings}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="267"/>
        <source>The pawn starts in forest {forest}, drawn at random among {forests} (each touching {clearings} clearings).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="268"/>
        <source>Clearing {clearing}: a {item} goes under the ruin (at random).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="269"/>
        <source>The quest card is drawn at the Vagabot&apos;s first turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="270"/>
        <source>Draw a quest card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="271"/>
        <location filename="../../src/tablebot/gui/reasons.py" line="471"/>
        <source>Which quest card was drawn?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="272"/>
        <source>Draw a new quest card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="273"/>
        <source>Complete the {suit} quest in clearing {clearing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="274"/>
        <source>The quest scores {vp} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="275"/>
        <source>Director&apos;s Cut: the quest scores {vp} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="276"/>
        <source>Go to the nearest {suit} clearing for the quest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="277"/>
        <source>Quest: no quest card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="278"/>
        <source>Quest: no matching clearing within reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="279"/>
        <source>Quest: {usable} usable items, {cost} needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="280"/>
        <source>Daylight action {index} of {of} for the {suit} order: {action}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="281"/>
        <source>Adventurer: quest again as long as possible at the end of Daylight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="282"/>
        <source>Daylight ends: {left} usable items left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="283"/>
        <source>Items on the track ({track}) are not usable for actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="284"/>
        <source>Already in clearing {clearing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="285"/>
        <source>Move to clearing {dest}: {moves} moves, {items} items exhausted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="286"/>
        <source>Nearest: fewest moves — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="287"/>
        <source>Nearest: no clearing within reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="288"/>
        <source>Ties of distance go to the highest priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="289"/>
        <source>Nimble: the Vagabot ignores rule when moving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="290"/>
        <source>Leaving forest {forest} into an adjacent clearing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="291"/>
        <source>It stops in clearing {stopped}: {missing} more moves would be needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="292"/>
        <source>Slip: only {undamaged} undamaged items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="293"/>
        <source>Slip: no forest to slip into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="294"/>
        <source>Slip into forest {forest} (at random among {options}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="295"/>
        <source>Explore the ruin in clearing {clearing}: take the {item}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="296"/>
        <source>Exploring scores no VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="297"/>
        <source>Explore: go to the nearest ruin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="298"/>
        <source>Explore: no ruins left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="299"/>
        <source>Explore: no ruin within reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="300"/>
        <source>The crafted item goes into the satchel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="301"/>
        <source>Aid: fewest VP — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="302"/>
        <source>Aid: nobody to aid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="303"/>
        <source>Helper: aid the player with fewest VP — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="304"/>
        <source>Helper: nobody to aid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="305"/>
        <source>Helper (Director&apos;s Cut): with no items available, move to aid the lowest-scoring player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="306"/>
        <source>Helper applies to each aid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="307"/>
        <source>Helper: aid scores {vp} extra VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="308"/>
        <source>Aid: exhaust {count} items ({crafted} crafted items there, {usable} usable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="309"/>
        <source>Take {count} crafted items from the {faction}: {items}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="310"/>
        <source>Aid scores {vp} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="311"/>
        <source>The {faction} bot scores {vp} VP for the aid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="312"/>
        <source>A bot that is aided scores 1 VP instead of drawing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="313"/>
        <source>The {faction} draws {cards} cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="314"/>
        <source>Aid: the Vagabot is in forest {forest}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="315"/>
        <source>Which humans in clearing {clearing} have crafted items?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="316"/>
        <source>How many crafted items does the {faction} have (at most {most})?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="317"/>
        <source>Aid: nobody to aid in clearing {clearing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="318"/>
        <source>Aid: nobody within reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="319"/>
        <source>Battle in clearing {clearing} against the {defender}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="320"/>
        <source>Battle: go to the nearest clearing with the {defender}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="321"/>
        <source>Battle: the player with most VP — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="322"/>
        <location filename="../../src/tablebot/gui/reasons.py" line="337"/>
        <source>Battle: nobody to attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="323"/>
        <source>then most buildings and tokens — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="324"/>
        <location filename="../../src/tablebot/gui/reasons.py" line="326"/>
        <source>Battle: no clearing within reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="325"/>
        <source>then fewest warriors — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="327"/>
        <source>Berserker: the nearest clearing with most pieces — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="328"/>
        <source>Berserker: no clearing within reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="329"/>
        <source>Berserker: the player with most pieces there — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="330"/>
        <source>Berserker: nobody to attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="331"/>
        <source>Berserker replaces the battle&apos;s choice of clearing and defender.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="332"/>
        <source>Battle: exhaust {count} items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="333"/>
        <source>Battle the {defender} again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="334"/>
        <source>A second battle stays in the same clearing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="335"/>
        <source>The {defender} has no pieces left here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="336"/>
        <source>Adventurer: at most one battle per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="338"/>
        <source>Battle: no target within reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="339"/>
        <source>Battle stops: {usable} usable items, {cost} needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="340"/>
        <source>The {defender} has nothing left to battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="341"/>
        <source>Marksman hits before the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="342"/>
        <source>Marksman: an immediate hit on the {defender}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="343"/>
        <source>Marksman: the hit removes a warrior, {vp} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="344"/>
        <source>Marksman: nothing to hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="345"/>
        <source>Repair one item (it comes back {face}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="346"/>
        <source>Repaired {repaired} items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="347"/>
        <source>Repair: nothing damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="348"/>
        <source>In forest {forest}: repair every item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="349"/>
        <source>In clearing {clearing}: repair one item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="350"/>
        <source>Berserker: repair one extra item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="351"/>
        <source>Refresh {count} items ({damaged} damaged).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="352"/>
        <source>Refresh {count} items (difficulty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="353"/>
        <source>Refreshed {refreshed} items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="354"/>
        <source>Refresh: nothing exhausted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="355"/>
        <source>Items in the satchel refresh first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="356"/>
        <source>The item track grows to {track}: up to {max_hits} hits ({face_down} face down).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="357"/>
        <source>The item track shrinks to {track}: up to {max_hits} hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="358"/>
        <source>Special action: exhaust an item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="359"/>
        <source>Special action: skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="360"/>
        <source>Special action: the Vagabot is in forest {forest}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="361"/>
        <source>Thief: the player with most VP — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="362"/>
        <location filename="../../src/tablebot/gui/reasons.py" line="364"/>
        <location filename="../../src/tablebot/gui/reasons.py" line="367"/>
        <source>Thief: nobody to steal from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="363"/>
        <source>then most pieces here — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="365"/>
        <source>Thief: take a random card from the {faction}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="366"/>
        <source>The card is discarded; the {faction} scores {vp} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="368"/>
        <location filename="../../src/tablebot/gui/reasons.py" line="475"/>
        <source>Which humans here have cards in hand?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="369"/>
        <source>Tinker: take {card} from the discard and craft {item}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="370"/>
        <source>Crafting scores {vp} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="371"/>
        <source>Tinker: nothing in the discard to craft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="372"/>
        <source>The discard pile is known to the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="373"/>
        <source>Ranger: {damaged} damaged items; slip into forest {forest} (among {options}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="374"/>
        <source>Ranger: only {damaged} damaged items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="375"/>
        <source>Director&apos;s Cut Ranger: nothing to do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="376"/>
        <source>Director&apos;s Cut Ranger: repair instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="377"/>
        <source>Vagrant: the {attacker} battles the {defender} in clearing {clearing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="378"/>
        <source>Vagrant: most pieces here — {targets} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="379"/>
        <location filename="../../src/tablebot/gui/reasons.py" line="384"/>
        <source>Vagrant: nobody to incite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="380"/>
        <source>The attacker is the {faction}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="381"/>
        <source>The defender is the {faction}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="382"/>
        <source>With no one else, the attacker battles the {defender}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="383"/>
        <source>The {faction} loses {count} pieces of its choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="385"/>
        <source>Vagrant picks both sides of the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="386"/>
        <source>Rogue: {pieces} pieces here, {buildings_tokens} buildings and tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="387"/>
        <source>Rogue: remove every piece in clearing {clearing} ({pieces}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="388"/>
        <source>The removals score {vp} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="389"/>
        <source>Rogue scores {vp} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="390"/>
        <source>An item covers a slot in clearing {clearing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="391"/>
        <source>The least useful item is given up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="392"/>
        <source>Clearing {clearing} has no free slot for the item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="393"/>
        <source>The Arbiter acts only when a defender enlists it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="394"/>
        <source>Adventurer: {usable} usable items, {needed} needed to quest again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="395"/>
        <source>Adventurer: no quest to repeat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="396"/>
        <source>Adventurer repeats only completed quests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="397"/>
        <source>the {faction} has no pieces there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="398"/>
        <source>the {faction} has no cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="399"/>
        <source>the {faction} has no warriors there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="400"/>
        <source>the {faction} is a bot and has no hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="401"/>
        <source>A sympathy token needs no building slot (clearing {clearing}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="403"/>
        <source>Start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="404"/>
        <source>Bot step: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="405"/>
        <source>{faction} ended the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="406"/>
        <source>Added {count} {faction} {piece} to {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="407"/>
        <source>Moved {count} {faction} {piece} from {origin} to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="408"/>
        <source>Removed {count} {faction} {piece} from {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="409"/>
        <source>{faction}: {vp} VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="410"/>
        <source>Ruins in clearing {clearing}: {ruins}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="411"/>
        <source>Item supply: {count} {item}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="412"/>
        <source>{faction} takes {hits} hits in clearing {clearing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="413"/>
        <source>Outrage in clearing {clearing} (card discarded: {discarded})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="414"/>
        <source>Answered: {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="415"/>
        <source>Order card: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="416"/>
        <source>Dice: {dice} ({rolled})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="417"/>
        <source>Defender removes: {pieces}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="472"/>
        <source>Which humans here have crafted items?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="473"/>
        <source>How many crafted items does the {faction} have?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="474"/>
        <source>Which piece does the {faction} lose to the Marksman?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="480"/>
        <source>rolled by the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="481"/>
        <source>rolled at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="483"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/reasons.py" line="483"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemovalForm</name>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="349"/>
        <source>Remove &amp;these</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="358"/>
        <source>{faction}: choose the pieces to remove (exactly {n}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="368"/>
        <source>{piece} (of {n}):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableForm</name>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="410"/>
        <source>&amp;Answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Turn</name>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="397"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="180"/>
        <source>Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="181"/>
        <source>&amp;Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="182"/>
        <source>Apply the bot&apos;s proposed step (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="183"/>
        <source>&amp;End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="184"/>
        <source>The human player has finished; the next seat plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="200"/>
        <source>bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="200"/>
        <source>human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/panels.py" line="201"/>
        <source>Round {r} · {letter} {faction} ({kind})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dialog</name>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="45"/>
        <source>{faction} seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="46"/>
        <source>Bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="48"/>
        <source>No bot for this faction yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/gui/newgame.py" line="72"/>
        <source>{faction} character</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../src/tablebot/app.py" line="150"/>
        <source>Resume?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/tablebot/app.py" line="151"/>
        <source>A game was in progress when Tablebot last closed. Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>

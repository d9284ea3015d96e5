<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
    <context>
        <name>AllianceBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Bases</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Martial Law (6.2.5): sympathy placed in {clearings} scores 1 VP less (3+ warriors of one enemy).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Martial Law: no clearing now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Sympathy track</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Sympathy: all {on} tokens are on the map; a Spread that cannot place one scores {vp} VP instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Sympathy: {on} on the map, {left} on the track. The next token scores {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Warriors: {on} on the map, {left} in the supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>on the faction board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>on the map in {place}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ArbiterForm</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>&amp;Enlist the Arbiter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Do &amp;not enlist</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>It &amp;is the Arbiter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>It is &amp;not the Arbiter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Its undamaged &amp;swords:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Board</name>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>A human battles a bot here…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>A human removes all enemy pieces here (revolt, favor…)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>A human tries to expose this plot…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Burrow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Clearing {n} ({suit}). Double-click to toggle ruins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Close the path {a}–{b} again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Closed path {a}–{b}: bots treat it as a path (Law of Rootbotics 12.2.1); right-click to open it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Craft {item}: +{vp} VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Discard the order card {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Discard {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Drop a piece outside the map to return it to its supply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Drop the ferry on a coastal clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Drop the piece on a clearing or forest (or off the map to remove it).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Drop the piece on a clearing or forest.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>End of the {faction}'s turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>FERRY</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Forest {name}: between clearings {list}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Game over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Hits on a bot outside battle…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Mercenaries</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>On the lake's coast.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Open the path {a}–{b} (a correction: no VP)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Opened by the {faction} (+1 VP)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Outrage: no matching card (the Alliance scores 1 VP)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Outrage: the human discarded a matching card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>PASS</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Path {a}–{b}, opened (right-click to close it again)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Place ruins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Remove ruins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Right: the plot is removed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>River between clearings {a} and {b}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The &amp;Riverfolk warriors</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The Corvids reveal this plot: it shows…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The Duchy's Burrow: adjacent to every clearing with a tunnel; only the Duchy may put pieces here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The Pass: it wins every highest- and lowest-priority choice of a bot (Law of Rootbotics 12.2.2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The ferry sails to clearing {n} with the move.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The ferry, at clearing {n}. Drag it to another coastal clearing when it moves.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The lake: its coastal clearings are joined as by a river; the ferry crosses it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The {faction} takes {hits} with Mercenaries (Rootbotics 9.2.3 III): half on its own pieces, half on the Riverfolk warriors. Who takes the odd hit?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The {faction}'s &amp;own pieces</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Wrong: the Corvids take the card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>explore the ruin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>guessed {face}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>no suit marker yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>ruins here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>tunnels: {clearings}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{a} attacks {d}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{a} ⚔ {d}: deals {ah} · takes {dh}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{count} {faction} {piece}. Drag to move (Shift: the whole stack); drop off the map or press Delete to remove.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction} +{vp} VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction} +{vp} VP: the ferry (12.1.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction} scores +{vp} VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction}: {warriors} back from the Riverfolk's Payments</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction}: {warriors} into the Riverfolk's Payments</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{label} · Arbiter?</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BoardText</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>, ruins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Clearing {n} ({suit}, priority {p}, {free} of {slots} slots free{ruins})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Forest {id}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The Burrow (the Duchy's, adjacent to its tunnel clearings)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>empty</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BoardTextPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Board as text</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The Root map; the same state is listed in the Board as text panel.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Boards</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Add {card} to the {column} column of the Decree</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Convert</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Crown the {minister}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Crusade</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lizards: {changes}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lost Souls (top first): {cards}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Purge the Decree: discard {cards}, the {k} Loyal Viziers stay</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Remove from the Decree: {cards}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Riverfolk's Market, left to right: {cards}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Riverfolk's Market: add {cards} at the right end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Riverfolk's Market: take out {card} (card {position} from the left)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Sanctify</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Decree stays as it is</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Lizards' board stays as it is</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Riverfolk's Market stays as it is</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Vagabot's board stays as it is</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The ministers keep their crowns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The {minister} loses its crown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Update the {faction}'s faction board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Vagabot: {changes}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>acolytes {old} → {new}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>conspiracy marker to {space}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>cover a building slot in clearing {c}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>damage {items}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>exhaust {items}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>gain {items}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>garden tracks' VP {vps}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>give up {items}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>marker to {space}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>no quest left to draw</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>now {up} face up, {down} exhausted, {dup} damaged face up, {ddown} damaged face down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>quest completed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>quest: {suit}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>refresh {items}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>repair {items}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>revealed: {cards}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} card ({item})</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BotBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Proposed change to this board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Proposed: {change}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BotHitsDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>&amp;Bot hit:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>&amp;Hits:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Battle against a bot in clearing {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Dealt &amp;by:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>The app removes the bot's pieces as its rules say; mirror your own losses by hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>The bot was the defender</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>nobody (no VP)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BotTexts</name>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>After each Convert, battle in that clearing dealing 1 extra hit (player tie: most defenseless buildings, then most VP).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>After resolving the Decree, remove every defenseless enemy building and token in clearings with Eyrie warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>After the Move step, take the clearing you rule of highest priority with no enemy pieces, move all but 1 warrior out of it (to the adjacent clearing with most enemy pieces), then battle in the destination.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Aid scores 1 extra VP and the aided player draws 2 cards instead of 1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Also falls into turmoil if it cannot place a warrior. On turmoil it does not lose VP; instead it scores 1 VP per bird card in the Decree.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As attacker, the maximum rolled hits is always 3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As challenging, and score 1 VP at the end of Evening.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As challenging; At the end of Evening, score 1 VP per two players (rounded up).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As defender, never defenceless; each trade post in the clearing adds 1 to the maximum rolled hits.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As defender, uses the same die as the attacker (both use the higher die).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>At the end of Evening, Spread Sympathy once more without scoring for it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>At the start of battle as attacker, deal an immediate hit (scoring a point if it removes an enemy warrior).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Battle instead goes to the nearest clearing with the most pieces and targets the player with most pieces there; repairs one extra item in Evening.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Battles at most once per turn; at the end of Daylight repeats Quest as many times as possible.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Build and Garrison places 2 warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Build and Garrison places 2 warriors; at the end of Evening, score 1 VP per two players (rounded up).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Build and Garrison places no warrior.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Cost of Errors removes the crown from the bottom-most swayed minister whose suit matches a clearing where a building was removed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Defenseless sympathy tokens also benefit from Automated Ambush.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Dig twice per turn, each needing and moving only 3 warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Dig's clearing tie becomes most enemy buildings, then fewest enemy warriors; if Build is impossible for lack of slots, battle in each clearing instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Each Crusade scores 1 extra VP if it removed any tokens.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Each Marquise building needs two hits to remove; a single hit on a building does nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Each Recruit also places 2 warriors in the ordered clearing you rule of highest priority.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>End of Daylight: place 2 warriors in the clearing of highest priority that has no Eyrie pieces.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>End of battle as defender: if 2+ Marquise warriors were removed, place 1 warrior in the keep clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>End of battle as defender: if 2+ Marquise warriors were removed, place 2 warriors in the keep clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>End of turn: draw a card and add it to Lost Souls.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Enemies can score at most 1 VP per turn for removing sympathy tokens.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Enemies score no VP for removing sympathy tokens.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Expand / repeat-Daylight may happen twice per turn instead of once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Gains Guerrilla War (as defender uses the higher die; attacker the lower).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>If a human does not buy Mercenaries on their turn, the Riverfolk warriors act as if all that player's enemies bought Mercenaries; the Vagabond may buy Mercenaries to avoid this but gains no benefit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Organize needs 3+ Alliance warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Organize only with 4+ warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Organize with 2+ warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit 1 (+1 per mole showing).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit 3 (+moles).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit 3 (+moles); At the end of Evening, score 1 VP per two players (rounded up).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit for the bird column places one fewer warrior.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit for the bird column places one more warrior.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit in Escalated (bird) Daylight places double warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit places 3 warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit places 4 warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit places 5 warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit places only 2 warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Refresh one fewer item in Evening.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Refresh one fewer item.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Refresh one more item.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Rituals reveal 3 Lost Souls cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Rituals reveal 5 cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Rituals reveal 5 cards; at the end of Evening, score 1 VP per two players (rounded up).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Setup: also take a bird Ambush card from the deck into the bird column.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Setup: only one Loyal Vizier in the Decree.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>When Aiding with no items available, move to aid the lowest-scoring player, exhaust 1 item to score 1 VP; they draw 1 card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>When a human triggers Cost of Errors they must discard a card matching a clearing of removal: if they do, the Duchy loses 1 VP; if not, the Duchy sways a matching minister.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Whenever performing a bird ritual, also move a warrior from supply into Acolytes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Whenever the Eyrie remove an enemy building or token, its owner loses 1 VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Whenever the player with the most victory points buys any number of services, score 1 VP.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CardDiscardedDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>A card spent or discarded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Which card was spent or discarded at the table?</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>A Visit to Friends</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Ambush!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Anvil</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Armorers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Arms Trader</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Bake Sale</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Better Burrow Bank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Birdy Bindle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Boat Builders</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Brutal Tactics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Charm Offensive</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Cobbler</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Codebreakers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Coffin Makers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Command Warren</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Corvid Planners</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Crossbow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Dominance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Eyrie Emigre</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>False Orders</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Favor of the Foxes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Favor of the Mice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Favor of the Rabbits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Fox Partisans</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Foxfolk Steel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Gently Used Knapsack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Informants</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Investments</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>League of Adventurous Mice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Master Engravers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Mouse Partisans</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Mouse-in-a-Sack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Murine Broker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Propaganda Bureau</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Protection Racket</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Rabbit Partisans</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Root Tea</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Royal Claim</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Saboteurs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Sappers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Scouting Party</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Smuggler's Trail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Soup Kitchens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Stand and Deliver!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Swap Meet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Sword</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Tax Collector</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Travel Gear</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Tunnels</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Woodland Runners</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CorvidsBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Face down on the map (?): {clearings}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Face down on the map: none.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Face-down plots on the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Plots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Plots in the supply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Warriors: {on} on the map, {left} in the supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>face up in {clearings}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>none face up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{n} of 8 in the supply, face down: nobody knows which.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DecreeChip</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>. A Loyal Vizier: never purged (5.7.2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Remove from the Decree (correction)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Vizier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>no item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{card} ({suit}, {item}) in the {column} column</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DiceForm</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>&amp;Roll for me</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Dice rolled:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Die {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Use these &amp;dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Vagabond's undamaged swords</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Vagabond's undamaged swords:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DuchyBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> Mole icons uncovered: {n} (Recruit places {more}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Burrow: {n}, adjacent to the tunnel clearings ({tunnels}). Warriors in the supply: {left}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Crowned: {crowned}. Burrow: {n}; it is adjacent to the tunnel clearings ({tunnels}). Mole icons: {moles}. Warriors in the supply: {left}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Crowns: {on} on ministers, {left} in the supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Ministers (top to bottom, left to right)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Ticked: the {minister} wears a crown ({kind}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>an ability</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>an action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>mole</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{minister}'s crown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{piece} track</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{piece}s: {n} on the map, {left} on the track.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A Root die shows 0 to 3, not {die}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A Root die shows 0 to 3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A clearing has 1 to 3 building slots printed, not {slots}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A face-up snare is in clearing {clearing}: the {faction} cannot move pieces out of it (11.7.2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A face-up snare is in clearing {clearing}: the {faction} cannot place pieces there (11.7.2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A human Riverfolk has no Market: the Hand Card is a card from their hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A player opens a closed path; only a correction closes {a}–{b} again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A river joins two different clearings of this map, not {a} and {b}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A simulated turn did not end (seed {seed}, round {round}): the engine loops, a bug.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A {piece} can only stand in a clearing of its suit, not in {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Both {piece} plots are already face up on the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose at least one service.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose exactly one option ({topic}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose one Market card for each Hand Card ({hand_cards}), not {cards}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose one of: {options}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose pieces to remove: exactly {hits}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has a plot token.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has a sympathy token.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has a trade post.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has a tunnel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has the Keep.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has no face-down plot.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has no face-up bomb.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has no free building slot.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has {used} slots filled (buildings and ruin): it cannot have only {slots}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} holds the {faction}'s {piece}, which needs its own suit: move or remove it first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Each service costs 1 to 4 warriors: {low} to {high} in all, not {paid}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Enter the warriors paid: the human Riverfolk set the costs on their board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every plot is already face up: no face is left to draw.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Finish or skip the setup checklist first: play has not started.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>First enter the cards the bots draw at setup; then the first turn begins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>It is a bot's turn: confirm its steps instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mercenaries split the {hits} hits evenly: the Riverfolk warriors take half, not {riverfolk}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No Riverfolk plays: there are no services to buy.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No card of this deck is a {suit} card with {item}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {item} left in the supply any more: re-plan the step.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {piece} left in the {faction}'s supply ({available} left).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only a Market card the bot buys can become its order card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only a bot buying exactly one Market card can make it its order card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only one Vagabond can sit at the table, human or Vagabot. The Law of Root allows a second Vagabond (setup letter E) only with the Riverfolk expansion's second pawn and rules, and the Law of Rootbotics has no rules for a second Vagabot; Tablebot has neither.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only the Duchy may place or move pieces into the Burrow, not the {faction}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only the Marquise places pieces in the Keep's clearing {clearing} (others may move in).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only the Vagabond's pawn can stand in a forest, not a {piece}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only {available} {faction} {piece} in {place}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Suit markers are fox, mouse or rabbit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That answer does not fit the question ({question}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That board belongs to another bot, not to the {faction}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That costs {cost:warrior}; the {faction} has {available} in its supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That is not one of the options ({topic}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Burrow has no building slots: only Duchy warriors stand there, not a {piece}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Corvids do not expose their own plots.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Keep must go in a corner; {clearing} is not one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk bot's price is {cost} warriors (9.2.3), not {paid}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk do not buy their own services.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot has no character {character}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot's pawn is not on the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The board changed since this step was planned; here is the new plan.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bot {bot} is not available in this version yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The ferry is in clearing {clearing}: move it before taking the clearing off the coast.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The ferry sails the lake: clearing {clearing} is not coastal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The game is over: undo to go back, or start a new game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The path {a}–{b} is already open.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The path {a}–{b} is still closed: the {faction} cannot move along it. It must be opened first (Law of Root C.3.3: a player with pieces at either end spends a card in Daylight).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The piece is already in {place}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The setup checklist takes Done or Skip, not {chosen}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The start of the {faction}'s Birdsong is over (it bought, or something else was recorded this turn): undo to buy services.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The suit markers are 4 of each suit; this layout has {count} {suit}. Check the markers on the table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The supply holds 0 to 3 {item}, not {count}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} would enlist the {arbiter} here: say whether it is the Arbiter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} buys services at the start of its own Birdsong; it is the {current}'s turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} chooses which buildings or tokens its last {hits} hits remove ({options}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} does not play the Investors trait.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has no warriors (or pawn) in clearing {clearing} to battle with.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has no {piece} in this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has only {available:warrior} to put in the Riverfolk's Payments, not {count}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is a bot: bots never open closed paths (12.2.1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is a bot: its battles are its own steps.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is a bot: this is a human player's effect.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is not in this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is not played by a bot.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} may buy {most:service} (one, plus one per clearing with its pieces and a trade post), not {count}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} needs a piece in clearing {a} or {b} to open the path between them (Law of Root C.3.3).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction}'s pawn never leaves the map (7.2.1): drag it to where it stands instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There are not that many {piece} in the clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There is no Burrow: the Duchy is not in this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There is no card {card} in this deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There is no item {item} in the supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There is no place {place} on this map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>This version of Tablebot does not know the bot {bot}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Undamaged swords go from 0 to 20, not {swords}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Victory points go from 0 to {max}, not {vp}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{a}–{b} is not one of {map}'s closed paths.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is a dominance card, removed from the deck in this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is no longer the top card of the app's deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is not in the Riverfolk's Market.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is not in the app's deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{count:item} is more than the Vagabot can hold.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{count} suit markers for {clearings} clearings: lay one on each clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{face} is not a plot.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map} has its suits printed: it takes no suit markers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map} has its suits printed; clearing {clearing} takes no suit marker.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map} has no lake and no ferry.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{option} is not one of the services offered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{service} lasts the whole turn: buy it once.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EyrieBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> (a correction: the Eyrie adds its order cards itself)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>+ card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>A {suit} card (name not known)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Add a card to the {column} column</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Decree</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Decree — {columns}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Largest column: {column} ({n} cards, marked ★).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Loyal Vizier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>No column is larger than every other.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Roost track</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Roosts: {on} on the map, {left} on the track. Evening scores {vp} VP (the rightmost empty space).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{column} column: {n} cards</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>FactionBoards</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Bots' faction boards</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>FactionPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source> ({n} viziers)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>&lt;b&gt;{bot}&lt;/b&gt; ({faction})&lt;br&gt;Difficulty: {difficulty}&lt;br&gt;Traits: {traits}&lt;br&gt;Printing: {printing}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>A card a player spent or discarded at the table: onto the discard pile, or to a bot that takes discarded cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>A card was s&amp;pent or discarded…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>At the start of the player's Birdsong, before anything else this turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Buy Riverfolk ser&amp;vices…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Character: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Decree: {columns}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Discarded: {cards}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Item supply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Items: {ready} ready, {exhausted} exhausted, {damaged} damaged; track {track} (max hits {hits}); quest: {quest}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Lost Souls: {cards}; acolytes: {acolytes}; conspiracy marker: {space}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Market (left to right): {cards}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Order card: &lt;b&gt;{card}&lt;/b&gt; ({suit}, {item})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Order card: not revealed yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Order: &lt;b&gt;{suit}&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Right-click: cards a human gives or takes (2.8.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The app draws the bots' cards: {n} left in its deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {human} gives the {bot} a card (discarded, the bot scores 1 VP)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {human} takes a card from the {bot} (draws from the deck instead)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Victory points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>bot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>human player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>no item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction} victory points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{item} in the supply</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HumanBattleDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>&amp;Attacker:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>&amp;Defending bot:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Battle against a bot in clearing {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Die &amp;{n}:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Enter the dice as rolled; the app applies both sides' hits as the rules say.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>The Vagabond here is the &amp;Arbiter (the bot may enlist it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Vagabond's undamaged &amp;swords:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Investors</name>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>&amp;No (the Duchy sways a {suit} minister)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>&amp;Yes (the Duchy loses 1 VP)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>Duchy buildings removed in clearing {c} ({suit}): did the {who} discard a {suit} card?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>Investors</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>Trait Investors: a human who sets off the Price of Failure discards a matching card and the Duchy loses 1 VP; if they do not, the Duchy sways a minister of that suit.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ItemBox</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Vagabot items: {box}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LizardsBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> (a card spent or discarded at the table, 8.2.4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>&amp;Acolytes:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>+ card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>A {suit} card (name not known)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Conspiracy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Conspiracy marker's space</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Conspiracy track</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Garden track &amp;VP:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lizards' acolytes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lost Souls (top first)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lost Souls: {n} cards; {acolytes} acolytes; marker on {space}. Warriors: {on} on the map, {left} in the supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Not in the rulebook: 0, 1, 2, 3, 4 by ruling garden-track-vp. Correct them if your board prints others (five numbers).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Put a card on top of the Lost Souls</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Revealed this Daylight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Lost Souls are empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The conspiracy marker is on space {n}, {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>VP printed on the garden tracks, left to right</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Warriors: {on} on the map, {left} in the supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{n} cards: {counts}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} garden track</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} gardens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} gardens: {on} on the map, {left} on the track; scores {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{vp} VP</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LossesDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Choose the {hits} pieces the remaining hits remove.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>The {faction}'s losses</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LostSoulChip</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Move to the top (correction)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Remove (correction)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>card {n} from the top</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>top card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{card} ({suit}), {where}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MapCorrections</name>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>Coastal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>Correct the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>Printed building slots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>River to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>Suit marker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>The map data inferred this from the board art: correct it if your board shows otherwise.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>{n} (map data)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>{title} (inferred)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MapSketch</name>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Arrow keys choose a clearing; F, M or R lays a fox, mouse or rabbit marker; Space changes it; Delete takes it off.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Suit markers on the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>ferry</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MarketSlot</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>(empty)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>A {suit} card (name not known)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Clear this space (correction)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Market space {n} from the left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Put a card here (correction)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{where}: empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{where}: {card} ({suit}{item})</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MarquiseBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Keep: {keep}. Warriors: {on} on the map, {left} in the supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>not placed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>removed from the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{piece} track</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{piece}s: {n} on the map; Evening scores {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{vp} VP</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Adventurer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Alliance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Arbiter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Automated Alliance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Backup Plans</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Banker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Baron of Dirt</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Berserker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Blitz</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Brigadier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Captain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Challenging</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Cogwheel Corvids</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Corvid Conspiracy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Corvids</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Director's Cut</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Drillbit Duchy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Duchess of Mud</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Duchy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Earl of Stone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Easy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Electric Eyrie</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Erratic</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Eyrie</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Eyrie Dynasties</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Fanatics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Ferocious</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Foremole</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Fortified</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Foundations</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Gamble</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Garrison</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Greedy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Helper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Hospitals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Informants</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Invaders</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Investors</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Involved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Iron Will</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Keep</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Lizard Cult</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Lizards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Logical Lizards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Marksman</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Marquise</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Marquise de Cat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Marshal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Martyrs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Mastermind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Mayor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Mechanical Marquise 2.0</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Nightmare</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Nobility</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Original (2020)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Overwhelm</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Popularity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Ranger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Relentless</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Riverfolk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Riverfolk Company</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Riverfolk Robots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Scoundrel (Rogue)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Spiteful</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Swoop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Thief</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Tinker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Underground Duchy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Vagabond</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Vagabot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Vagrant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Vendetta</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Veterans</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>War Tax</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Wildfire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Woodland Alliance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>bag</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>bird</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>bomb</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>boots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>citadel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>clearing {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>coins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>crossbow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>extortion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>face-down plot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>forest {id}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>fox</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>fox base</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>fox garden</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>fox trade post</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>hammer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>market</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>mouse</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>mouse base</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>mouse garden</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>mouse trade post</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>pawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>rabbit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>rabbit base</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>rabbit garden</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>rabbit trade post</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>raid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>recruiter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>roost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>sawmill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>snare</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>sword</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>sympathy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>tea</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>the Burrow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>tunnel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>warrior</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>wood</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>workshop</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>&amp;Deck:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>&amp;Keep corner:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>&amp;Map:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Base deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Basic</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Basic and Advanced</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Bot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Character: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Choose at least one faction.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Clearing {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Difficulty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Exiles and Partisans</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Faction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Factions and seats (seat 1 plays first)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Fully cooperative game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>New game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>None</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Off: the table draws the bots' cards and enters them. On: the app names each card, and the table takes it out of the deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Printing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Random corner (seeded)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Root bots' card printing:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Seat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Ser&amp;vices cards:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>The Services cards the table reads when a bot may buy Riverfolk services (9.7); the app asks what the card buys</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>The app draws the bots' cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Traits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>the bot's standard rules.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>OrderCardForm</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Card:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Or suit, item:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Order card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Type or pick the card drawn…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Use suit and &amp;item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Use this &amp;card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>no item</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Outrage</name>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>&amp;No (the Alliance scores 1 VP)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>&amp;Yes, a {suit} card was discarded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>Automated Outrage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>Law of Rootbotics 6.2.3: a human who removes sympathy or moves warriors into a sympathetic clearing discards a card of its suit; if they cannot, the Automated Alliance scores 1 VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>Outrage in clearing {c} ({suit}): did {who} discard a {suit} card?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>the player who removed it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>the {faction}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PalettePanel</name>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>&amp;Add</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Clearing {n} ({suit})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Drag a piece onto the map. Drag pieces between places to move them (Shift: the whole stack); off the map to remove.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Forest {id}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Pick a piece in the palette first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Place</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Place:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Re&amp;move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Ruins stand in clearings, not forests.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Toggle r&amp;uins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Warriors per drop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Warriors per drop:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PaymentsBox</name>
        <message>
            <location filename="../../src/tablebot/gui/root/riverfolk_payments.py" />
            <source>Riverfolk's Payments and Funds (warriors)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/riverfolk_payments.py" />
            <source>Warriors of each faction on the human Riverfolk's faction board (Payments, Funds, Committed), out of their owners' supplies. Correct a count here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/riverfolk_payments.py" />
            <source>{faction} warriors on the Riverfolk's board</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PieceButton</name>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>{faction} {piece}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>{faction} {piece}: {left} of {total} in the supply. Drag onto the map.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ProposalPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>A player holds it or it was discarded: the app draws the next card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Drag pieces on the map to mirror what the player does at the table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>How the bot chose among the candidates, and which rulings it followed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Right-click a clearing when the player battles a bot there: the app removes the bot's pieces by its rules.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Set victory points and the item supply in the Factions panel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>That card is &amp;not in the deck</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Reasons</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n VP</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n acolyte(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n base(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n battle(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n building slot(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n building(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n building(s) and token(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n card(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n citadel(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n clearing(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n crafted item(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n damaged item(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n defenceless building(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n enemy piece(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n enemy warrior(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n garden(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n hit(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n human(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n item(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n market(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n move(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n piece(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n player(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n plot(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n roost(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n service(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n sympathy token(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n time(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n trade post(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n tunnel(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n undamaged item(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n undamaged sword(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n usable item(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n vizier(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n warrior(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>2 Duchy warriors and a tunnel in {clearing}; 2 warriors in each adjacent clearing ({adjacent}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>3 citadels and 3 markets on the Buildings spaces.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>3 warriors in the Payments box (set them in the Factions panel too).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A Duchy building and fewest Duchy warriors — {targets} ({value:warrior})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A Hand Card from the human Riverfolk is a card from their hand, handed over at the table; the {faction} has no hand and discards it (2.8).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bird order is wild: every clearing is ordered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bird order is wild: every suit counts as ordered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bird order scores the track with fewest gardens left on it: {suit}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bird order: the new roost may go in a clearing of any suit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bot ({winners}) reached 30 VP first: the bots win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bot loses warriors first, then tokens, then buildings (type at random).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bot scores exactly 1 VP for any item it crafts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bot that is aided scores 1 VP instead of drawing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A card was spent or discarded at the table: {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A human faction's own battle abilities apply when a bot fights it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A relationship marker for each other faction on Indifferent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A sawmill, a workshop and a recruiter among the Keep's clearing and the clearings adjacent to it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A second battle stays in the same clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A service marker on any space of each Services track.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A snare in clearing {clearing}: the {faction} does not move {count} {piece:count} out of it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A snare in clearing {clearing}: the {faction} does not place {count} {piece:count} there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A sympathy token needs no building slot (clearing {clearing}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A warrior in each clearing except the corner diagonally opposite the Keep.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A warrior in every clearing except {empty}; a second one in the Keep's clearing {keep}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A {piece} in clearing {clearing} (at random).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Add the order card to the {column} column ({cards:card} there).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Added before it, without an item still in the supply: {cards}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Added {count} {faction} {piece:count} to {place}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adjacent with a Duchy building, fewest Duchy warriors — {targets} ({value:warrior})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer repeats only completed quests.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer: at most one battle per turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer: no quest to repeat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer: quest again as long as possible at the end of Daylight.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer: {usable:usable_item}, {needed} needed to quest again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>After organizing in clearing {clearing}: spread sympathy.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid scores {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: exhaust {count:item} ({crafted:crafted_item} there, {usable} usable).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: fewest VP — {targets} ({value:vp})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: nobody to aid in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: nobody to aid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: nobody within reach.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: the Vagabot is in {forest}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>All but 4 Duchy warriors of each ruled clearing go to the Burrow.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Already in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Already in turmoil this turn ({cause}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Among the shortest ways it goes through the Pass ({clearing}): it counts as the highest priority.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>An ambush card in the Decree is purged too.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>An item covers a slot in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>An odd number of hits: the bot gives the odd hit to the Riverfolk warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Answered: {kind}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Automated Ambush: the defender deals one extra hit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Back to the {faction}'s supply: {warriors:warrior}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Basic Services cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Basic and Advanced Services cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle for the {column} column in clearing {clearing} against the {defender}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle for the {column} column: no clearing to battle in.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle in clearing {clearing} against the {defender}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle in clearing {clearing}, where warriors moved in.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle in ordered clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle stops: {usable:usable_item}, {cost} needed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle the {defender} again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: exhaust {count:item}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: go to the nearest clearing with the {defender}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: neither the shield nor the sword condition is met, no battle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no clearing moved into holds enemy pieces.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no clearing to battle in.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no clearing with both Marquise warriors and enemy pieces.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no clearing within reach.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no ordered clearing with enemy pieces.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no target within reach.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: nobody to attack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: the Corvids ({warriors:warrior}) battle the {defender} in ordered clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: the player with most VP — {targets} ({value:vp})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: the shield condition is met, battle in every clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: the sword condition is met, battle in each ordered clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: where the Eyrie has no roost — {targets}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battles go in priority order, highest first: {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker replaces the battle's choice of clearing and defender.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: no clearing within reach.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: nobody to attack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: repair one extra item.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: the nearest clearing with most pieces — {targets} ({value:piece})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: the player with most pieces there — {targets} ({value:piece})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bird cards in the Decree are wild: any clearing counts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bird order: score the best track, {piece}: {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bird ritual: a Lizard warrior leaves clearing {clearing} for the acolytes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bird ritual: no Lizard warrior on the map to make an acolyte.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Birdsong: reveal the top card of the deck as the order card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Birdsong: the Riverfolk's Market holds {cards:card}; draw {missing:card} for its right end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: battle in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: every clearing it rules free of enemy pieces holds a single warrior; nothing moves.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: it rules no clearing free of enemy pieces.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: move {count} of the {warriors} warriors out of {origin} (all but one).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: no enemy pieces where it moved, no battle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bot step: {action}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bots have no hand: the {faction}'s card is discarded and the Vagabot scores {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bots treat a human Arbiter as they treat the Arbiter bot; only the table knows a human's character.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build a roost in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build and Garrison: a {piece} and {warriors:warrior} in clearing {clearing}, ordered and without a trade post.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build and Garrison: no ordered clearing without a trade post can take one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: a {piece} for the {suit} order.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: it rules no clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: most Marquise warriors — {targets} ({value:warrior})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: no clearing it rules has a free slot.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: no roost left on the track.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: no ruled clearing with a free slot and no roost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: no {piece} left on its track.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: the type most on the map, {piece} (sawmills {sawmill}, workshops {workshop}, recruiters {recruiter}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: {warriors:warrior} in the supply, so a {piece} (a citadel needs 9 or more).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Card drawn for the {faction}: a {suit} card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Card drawn for the {faction}: {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose 1 of the 4 leaders; the other three face up beside the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose a character card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already had its turn to move: the warriors arriving there stay.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has no free slot for the item.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing}: {item:a} goes under the ruin (at random).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: fewest enemy warriors — {targets} ({value:enemy_warrior})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: most Lizard warriors — {targets} ({value:warrior})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: most enemy buildings — {targets} ({value:building})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: no plot, 3 or more Corvid warriors, most — {targets} ({value:warrior})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: ordered, no plot, most Corvid warriors — {targets} ({value:warrior})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: ordered, one without a plot if any — {targets}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: with an empty building slot — {targets}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearings with Riverfolk pieces: most enemy pieces — {targets} ({value:piece})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Co-op</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Co-op: other bots' pieces here go too, as collateral, as in a revolt.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Co-op: the revolt removes other bots' pieces too.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Complete the {suit} quest in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Convert: the Lizards replace 1 {faction} warrior in clearing {clearing} with 1 Lizard warrior.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Corrected the {faction}'s faction board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Cover the closed paths {paths} with the closed-path markers; put the tower on the Pass, clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Crackdown: a base is gone, so the sympathy in every clearing of its suit goes too.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: no card was added to the Market this turn, none to craft.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: no {item} left in the supply, nothing is crafted.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: none of the {added:card} added to the Market this turn shows an item still in the supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: the order card shows {item:a}, still in the supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: the order card {card} shows no item.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: {card}, the first card added to the Market this turn with an available item, shows {item:a}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Crafting scores {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Crusade: ordered clearings with 2 or more Lizard warriors and an enemy: {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Crusade: the Lizards ({warriors:warrior}) battle the {defender} in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Daylight action {index} of {of} for the {suit} order: {action}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Daylight ends: no usable item left; not done: {not_done}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Daylight: spread sympathy.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defenceless buildings counted: {value}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender removes: {pieces}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: fewest warriors in the Riverfolk's Payments — {targets} ({value:warrior})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: most buildings and tokens — {targets} ({value})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: most buildings — {targets} ({value:building})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: most defenceless buildings — {targets} ({value:defenceless_building})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: most pieces there — {targets} ({value:piece})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: no enemy can be attacked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Destination: adjacent, with no plot — {targets}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dice {dice} ({rolled}): the {attacker} deals {attacker_hits:hit}, the {defender} {defender_hits:hit}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dice: {dice} ({rolled})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dig: no clearing can take the tunnel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dig: no ordered clearing without a tunnel and without Duchy buildings.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dig: the Burrow holds {warriors:warrior}, it needs {need}: no dig.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dig: the Duchy puts a tunnel in clearing {clearing} and moves {count:warrior} up from the Burrow.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Draw 3 cards face down onto the Supporters stack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Draw a new quest card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Draw a quest card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Embedded Agents: a face-down plot in clearing {clearing}, the Corvids deal 1 extra hit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Empty columns of the Decree: {column}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>End of Evening: the {faction} rules the Pass and scores 1 VP (clearing {clearing}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>End of the {faction}'s turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>End-of-Evening effects come before the order is discarded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Erratic: draw a card for the Lizards' Lost Souls.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Erratic: {card} goes on top of the Lizards' Lost Souls.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Escalated Daylight: battle in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening craft (then onto the Lost Souls)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: discard the order card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: discard {card}, the leftmost card of the Market.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: reveal the top card of the deck for the Lizards to craft.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: the Market is empty, nothing to discard.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: the Payments are empty, nothing to score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: the Riverfolk score {vp} VP, one per warrior of the {faction} in their Payments, the most there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: {vp} VP, one per face-up extortion on the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every adjacent clearing has a plot: the lowest-priority one, {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every human ({winners}) reached 30 VP before any bot: the humans win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every revealed plot also goes off like a bomb in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every score marker on 0.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every such clearing ({targets}) is illegal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every {suit} minister already wears a crown: none is ordered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand has no limit per turn: this is Expand {times} of this turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: not needed, it built this turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: nothing built this turn and no more than 5 buildings on the map ({buildings}): discard the order, reveal another.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: reveal a new order card (its item is not crafted).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: the Iron Will card allows {limit} Expands per turn; they are done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: {buildings:building} on the map, more than 5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Explore the ruin in clearing {clearing}: take {item:a}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Explore: go to the nearest ruin.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Explore: no ruin within reach.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Explore: no ruins left.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Exploring scores no VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Extortion: all but 2 Riverfolk warriors of each clearing go into the Payments: {warriors:warrior} from {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Extortion: no clearing has more than 2 Riverfolk warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fanatics: after the Convert the Lizards battle the {defender} in clearing {clearing}, with 1 extra hit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fanatics: no enemy left to battle in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ferocious: as attacker the Riverfolk roll up to {cap:hit}, whatever their warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ferry: {count} {piece:count} from {origin} across the lake to {dest}; the {faction} takes the ferry and scores {vp} VP instead of drawing a card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fewest Duchy warriors — {targets} ({value:warrior})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fewest warriors counts every faction's warriors there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Form the item supply on the map: {item_supply}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Form your supply: {pieces}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Foundations: no crowned minister of a suit where a building was removed, no crown is lost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fully cooperative: take the 4 dominance cards out of the deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gamble: before the plot in clearing {clearing} is revealed, the {faction} guesses what it is.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gamble: the {faction} guessed right ({piece}); the plot does not take effect.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gamble: the {faction} guessed {piece}: wrong; the Corvids score 1 VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gamble: what does the {faction} guess the plot in clearing {clearing} is?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gardens: {count:garden} of the Lizards removed, so the top {cards:card} of the Lost Souls go to the discard pile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Garrison: the Riverfolk are never defenceless, and each trade post of theirs here adds 1 to their maximum hits ({posts:trade_post}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Go to the nearest {suit} clearing for the quest.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Greedy: the player with the most VP bought services, so the {faction} scores 1 VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Guerrilla War: the {defender} defends with the higher die, the attacker takes the lower.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Hand Card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Hand Card {n} (from the Riverfolk's hand)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Hand Card: {card} from the Market</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper (Director's Cut): with no items available, move to aid the lowest-scoring player.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper applies to each aid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper: aid scores {vp} extra VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper: aid the player with fewest VP — {targets} ({value:vp})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper: nobody to aid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Hospitals: {count:warrior} return in the Keep's clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>How many crafted items does the {faction} have (at most {most})?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>How many crafted items does the {faction} have?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>How many warriors does the {faction} pay for {count:service}, at the costs the Riverfolk set?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>In clearing {clearing}: repair one item.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>In priority order, highest first: {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>In {forest}: repair every item.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Informants: defenceless sympathy still ambushes, one extra hit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Invaders: no slot to build in, so the Duchy battles in each clearing instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Investors: Duchy buildings removed in clearing {clearing} (card discarded: {discarded})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Iron Will: Escalated Recruit places double ({count}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>It cannot spread: it scores {vp} VP instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>It stops in clearing {stopped}: {missing:move} more would be needed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Item supply: {count} {item}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Items in the satchel refresh first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Items on the track ({track}) are not usable for actions.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Keep</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Law of Root {rule}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Lay out the {map} map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Leaving {forest} into an adjacent clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Lost Souls (Erratic)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Map corrected: clearing {clearing} coastal: {coastal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Map corrected: clearing {clearing} has {slots:building_slot} printed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Map corrected: river between {a} and {b}: {river}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Market (right end)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Marksman hits before the dice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Marksman: an immediate hit on the {defender}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Marksman: nothing to hit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Marksman: the hit removes 1 {faction} {piece}; {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Martial Law: the {faction} has 3+ warriors in clearing {clearing}; the spread scores {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Martyrs: a warrior from the Lizards' supply joins the acolytes too.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Martyrs: no Lizard warrior in the supply to add.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mastermind: the Corvids plot twice (plot {index}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mercenaries</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mercenaries: the hits the {faction} takes are split, {own} on its own pieces and {riverfolk} on the Riverfolk warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mercenaries: the {faction} counts the Riverfolk's {warriors:warrior} in clearing {clearing} as its own.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Most empty building slots — {targets} ({value})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Most enemy buildings and tokens — {targets} ({value:building_token})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Most enemy buildings — {targets} ({value:building})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Most warriors in the Riverfolk's Payments — {targets} ({value:warrior})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move all but 3 warriors out of {origin}: {count}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move for the {column} column ({cards:card}): {count:warrior} from {origin} to {dest}, leaving {leave:warrior} ({to_rule} needed there to keep ruling it).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move for the {column} column: it rules no such clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move for the {column} column: nothing can move.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move from: most Eyrie warriors — {targets} ({value:warrior})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move to {dest}: {moves:move}, {items:item} exhausted.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move to: a clearing without a roost — {targets}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: all but 2 Corvid warriors leave {origin} (a face-up plot): {count:warrior} to {dest}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: most enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no adjacent clearing may be entered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no clearing has warriors to spare.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no clearing with more than 3 Marquise warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no destination may be entered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no {suit} clearing has more than 3 Marquise warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: {origin} has {warriors} Marquise warriors, but it rules neither {origin} nor a clearing next to it: none move.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Moved {count} {faction} {piece:count} from {origin} across the lake to {dest} on the ferry; the {faction} draws a card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Moved {count} {faction} {piece:count} from {origin} to {dest}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nearest: fewest moves — {targets} ({value:move})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nearest: no clearing within reach.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>New roost in clearing {clearing} with {warriors:warrior}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nimble: the Corvids move whoever rules the clearings.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nimble: the Vagabot ignores rule when moving.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No Corvid warrior left in the supply: The Plot Thickens first, then the recruit goes on.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No Duchy warrior is left in the supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No Lizard warrior is on the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No adjacent clearing has enemy pieces: the tie is broken by priority alone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No adjacent clearing to move to.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No adjacent clearing with a Duchy building can be moved to.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing has 2 or more Corvid warriors and an enemy to battle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing has a face-up plot and more than 2 Corvid warriors: no move.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing of that suit can take a warrior.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing the Duchy rules has a free slot.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing there holds Riverfolk warriors and enemy pieces.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing with Riverfolk pieces can take warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing with a Duchy building takes a warrior.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No new roost: {roosts:roost} already on the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing can take a warrior.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing has 2 or more Lizard warriors and an enemy to battle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing has a building of that player to sanctify.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing has a warrior of that player to convert.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing without a plot can take one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing without a trade post can take one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No other clearing can take the recruit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No other {suit} clearing can take the recruit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No player can be targeted.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No plot is left in the supply to swap for the bomb in clearing {clearing}: it stays face up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No revolt: Public Pity follows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ruled clearing holds a Duchy warrior.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ruled clearing holds more than 4 Duchy warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No such clearing can take a plot.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No such destination: the {count:warrior} in clearing {clearing} go to the Burrow.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No tunnel left in the supply: the Duchy takes the one in {origin}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No tunnel on the map to take.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing can take a Lizard warrior.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing can take a new roost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing fits: spread to clearing {clearing} of any suit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing has 2 or more Corvid warriors and an enemy to battle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing has a face-up plot and more than 2 Corvid warriors: no move.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing next to a sympathetic one can take sympathy.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nobility: score {vp} VP instead of losing VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nobody else has pieces in clearing {clearing}: no discard.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nobody has warriors in the Payments.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Not every target is allowed: the others are skipped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nothing crafted, so nothing is discarded: the Market keeps its cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Off the right end of the track: back to the leftmost space.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>One Lizard warrior in each adjacent clearing: {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>One Riverfolk warrior goes into their Payments.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>One Riverfolk warrior in each river clearing: {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>One battle for the {column} column, whatever its {cards:card}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only one Loyal Vizier starts in the Decree.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only {supply:warrior} in the supply: the highest-priority clearings first ({targets}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Order card: a {suit} card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Order card: {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize in clearing {clearing}: {warriors:warrior} (at least {threshold}); remove them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize needs {warriors}+ Alliance warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: a protectionism condition is met, the Riverfolk score 1 VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: no clearing can take the 2 warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: no clearing with a base and {threshold}+ warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: no protectionism condition is met.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: no warriors left in the supply to place.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: {warriors:warrior} in clearing {clearing}, with Riverfolk pieces and the most enemy pieces.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Outrage in clearing {clearing} (card discarded: {discarded})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Outrage: the Alliance's sympathy in clearing {clearing} was hit ({cause}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Overwhelm: dig {time} of 2 this turn, needing and moving {need}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Overwhelm: the dig moves only {count:warrior}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Path {a}–{b} closed: {closed}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Place a sympathy token in clearing {clearing} ({token} on the map): {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plot: no clearing without a plot has a Corvid warrior.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plot: no {suit} clearing without a plot has a Corvid warrior.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plot: the Corvids remove a warrior in clearing {clearing} and place a plot there, face down.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plots are revealed in priority order: {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plus 2 warriors in the ordered clearing it rules of highest priority: {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Popularity: removing sympathy scores at most {vp} VP per battle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Popularity: removing sympathy scores no VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Protectionism: no warriors in the supply, so the sword condition is met for the rest of the turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Protectionism: the Payments are empty, so the shield condition is met for the rest of the turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Protectionism: {payments:warrior} in the Payments, so the shield condition is not met.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Protectionism: {supply:warrior} in the supply, so the sword condition is not met.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Public Pity: spread again ({left} left).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Public Pity: {on_map:sympathy} on the map, so spread {times:time}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put 2 warriors and a tunnel in a corner clearing that is no other player's starting corner and, if possible, is diagonally opposite one; then 2 warriors in each clearing adjacent to it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put 4 warriors and a garden of its suit in a corner clearing that is no other player's starting corner and, if possible, is diagonally opposite one; then a warrior in each adjacent clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put 4 warriors in any clearings touching the river.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put a ruin on each slot marked R: clearings {clearings}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put a warrior in any clearing of each suit (3 in all).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the 4 items marked R (bag, boots, hammer, sword) one under each ruin, shuffled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the Burrow board beside the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the Keep in any corner clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the Keep in clearing {clearing}, the corner named at New Game (the bots set up around it).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the ferry in clearing {clearing}, the coastal corner.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the pawn in any forest.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the priority markers 1 to {count} on the clearings as the Rootbotics chart of {map} shows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put {pieces} in a corner clearing that is no other player's starting corner and, if possible, is diagonally opposite one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Quest: no matching clearing within reach.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Quest: no quest card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Quest: {usable:usable_item}, {cost} needed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rally: no ordered clearing without a Duchy building holds 1 or 2 Duchy warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rally: ordered clearing {clearing} has no Duchy building and only {count:warrior}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ranger: only {damaged:damaged_item}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ranger: {damaged:damaged_item}; slip into {forest} (among {options}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Reach {reach}: {total}, at least the {minimum} recommended for {players:player}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Reach {reach}: {total}, under the {minimum} recommended for {players:player} (you may still play).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Reach {reach}: {total}; the Law of Root recommends no total for {players:player}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit ({index} of 2): the Corvids place {count:warrior} in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit a warrior in each clearing with a base: {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit all {count} in the only clearing it rules: {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the bird column: {count:warrior} ({cards:card}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the {column} column ({cards:card}): {count:warrior} in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the {column} column: no roost in such a clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the {column} column: no warrior left in the supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the {column} column: no warrior to place.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit {count:warrior} evenly among the ordered clearings it rules: {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit {count:warrior} in the two lowest-priority clearings it rules: {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: it rules no clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: it rules no {suit} clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: most enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: no base on the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: no clearing may take warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: one Riverfolk warrior in each ordered clearing: {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: the Duchy places {count:warrior} in the Burrow.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: the order is bird, so one Riverfolk warrior in each river clearing: {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Refresh {count:item} (difficulty).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Refresh {count:item} ({damaged} damaged).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Refresh: nothing exhausted.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Refreshed {refreshed:item}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Relentless removals score {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Relentless: nothing defenceless to remove.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Relentless: remove {count:building_token} (defenceless, enemy) in {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Removed {count} {faction} {piece:count} from {place}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Repair one item (it comes back {face}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Repair: nothing damaged.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Repaired {repaired:item}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Reveal the plots, highest priority first: turn over the plot in clearing {clearing} ({left} face down).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: a bird order does not revolt in Birdsong.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: most enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: no clearing can take the base.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: no sympathetic {suit} clearing can revolt.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: the {suit} base is already on the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ritual {index} of {rituals}: the Lizards reveal {card} ({suit}) from the Lost Souls.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Riverboats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Riverfolk's Payments: {count:warrior} of the {faction}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Robotic Revenge: the Lizards lose {count:warrior} outside their turn; one goes to the acolytes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rogue needs 3 enemy pieces with a building or token; here: {pieces:enemy_piece}, {buildings_tokens:building_token}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rogue scores {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rogue: remove the enemy pieces in clearing {clearing}:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rootbotics {rule}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ruins in clearing {clearing}: {ruins}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ruled, most Duchy warriors — {targets} ({value:warrior})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ruling clearing {clearing} needs a warrior there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sanctify: the Lizards replace the {faction}'s {piece} in clearing {clearing} with a {suit} garden and score {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Score {vp} VP at the end of Evening (1 per two players, {players:player}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Score {vp} VP at the end of Evening.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Score {vp} VP for {roosts:roost} on the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Score {vp} VP from the {piece} track ({on_map} on the map).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Seats in turn order: {seats}; the {first_player} plays first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Services for bots ({card_set}): the table reads the {faction}'s Services card and says what it buys.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Set up the table: step {number} of {of}. Done when it is done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Set up the {faction} (played at the table): drag each piece onto the map as you place it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Setup card {card}: discarded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Setup order: {lettered}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Setup: the {faction} draws a card from the deck ({number} of {of}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Several clearings move: the highest-priority origin goes first ({origin}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Several targets: highest priority first ({clearing}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Shuffle the deck; each human draws 3 cards; the bots draw none.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Shuffle the quests and draw 3 face up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Skip the rest of the setup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Skipped: the rules do not allow this step on the board as it stands.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Slip into {forest} (at random among {options}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Slip: no forest to slip into.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Slip: only {undamaged:undamaged_item}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Special action: exhaust an item.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Special action: skipped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Special action: the Vagabot is in {forest}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spiteful: the Crusade removed a token, the Lizards score 1 VP more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spread: fewest enemy warriors — {targets} ({value:enemy_warrior})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spread: no clearing can take a sympathy token.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spread: no clearing can take sympathy.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spread: no sympathy left on the track.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Start of the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Suit marker on clearing {clearing}: {suit}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Suit markers: fox on {fox}; mouse on {mouse}; rabbit on {rabbit}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Surprise Revolt in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Surprise Revolt: most enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Surprise Revolt: no clearing can revolt.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Surprise Revolt: no sympathetic clearing can revolt.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Swap the bomb in clearing {clearing} for a random plot from the supply, placed face up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sway: a bird order orders no minister, the lowest without a crown, the {minister}, is crowned.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sway: every minister already wears a crown.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sway: no ordered minister is free, the lowest without a crown, the {minister}, is crowned.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sway: the {minister}, the highest {suit} minister without a crown, is crowned.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Swoop happens at the end of Daylight, after Turmoil too.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Swoop: {count:warrior} in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Take a random plot from the Corvids' supply for clearing {clearing}: what does it show?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Take the items marked S your character lists: tea, crossbows and bags on their tracks, the others in the Satchel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Take {count:crafted_item} from the {faction}: {items}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Target player: most VP — {targets} ({value:vp})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That player has several kinds of building there: the {piece} is replaced.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That was the Lizards' last acolyte: conspiracies end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 10 sympathy tokens on the Sympathy track.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 3 bases on the Bases box.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 9 crowns on the spaces with victory points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 9 minister cards face up on the Unswayed Ministers pile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 9 trade posts on the Trade Posts tracks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Alliance starts with {warriors:warrior}, {bases:base} and {sympathy:sympathy} on its board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Arbiter acts only when a defender enlists it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Burrow holds fewer than 4: all {count:warrior} move up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Burrow is a clearing the Duchy always rules: it counts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Captain: clearing {clearing} has a tunnel, the Duchy deals one extra hit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Clockwork 2 cards have one text in every printing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Corvids place 1 warrior in the lowest-priority clearing of each suit: {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Corvids revealed the plot in clearing {clearing}: {face:a}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Corvids score {vp} VP: one per face-up plot on the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Crusade fought {battles:battle}: the Lizards spend an acolyte.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy builds a {piece} in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy cannot place a building and still has some on its board: 1 VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy moves {count:warrior} from {origin} to {dest}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy places a warrior in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy removes a warrior from {place} and scores 1 VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy surfaces in corner {clearing}, diagonally opposite a starting corner ({starts}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy surfaces in corner {clearing}, drawn at random among {corners}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Foremole is crowned: one more warrior.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Keep goes in clearing {clearing}, as the table chose.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Keep goes in clearing {clearing}, drawn at random among the corners {corners}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Keep is not on the map: the first roost goes in clearing {clearing} (random among {corners}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards ({acolytes:acolyte}) move the conspiracy marker to Convert (space {space}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards ({acolytes:acolyte}) move the conspiracy marker to Crusade (space {space}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards ({acolytes:acolyte}) move the conspiracy marker to Sanctify (space {space}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards cannot Convert: no acolyte is spent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards cannot Crusade: no acolyte is spent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards cannot Sanctify: no acolyte is spent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards discard the {count:card} left in the Lost Souls.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards do not rule clearing {clearing}: no garden.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards now rule clearing {clearing}: a garden follows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards place a warrior in {suit} clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards rule clearing {clearing} but cannot place a {suit} garden there:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards rule clearing {clearing}: they place a {suit} garden there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards score {vp} VP on the {suit} garden track ({gardens:garden} on the map).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards start in corner {clearing}, diagonally opposite a starting corner (drawn among {corners}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards start in corner {clearing}, drawn at random among {corners}: none is opposite a start.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards' order is bird: suits tie at {count} in the {cards:card} of the Lost Souls.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards' order is {suit}: {count} of the {cards:card} in the Lost Souls.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards' own discards go to the discard pile, not back onto their Lost Souls.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lost Souls are empty after {done} of {rituals} rituals: Daylight ends.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Market is empty: the Riverfolk have no order card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Marshal places no warrior.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Mayor removes nothing and scores nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Pass ({clearing}) counts as the highest priority, ahead of {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Pass ({clearing}) counts as the lowest priority, below {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Pass ({clearing}) goes first: it counts as the highest priority, before {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Plot Thickens: no clearing without a plot has 3 or more Corvid warriors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Plot Thickens: the Corvids remove a warrior in clearing {clearing} and place a plot there, face down.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Price of Failure: Duchy buildings were removed, the {minister} loses its crown.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk battle the {defender} in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk's difficulty and trait cards read the same in both printings.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk's supply is short: {missing:warrior} not placed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Services cards' texts are not in the app: the table answers from the printed card, and the app offers only what 9.2.3 allows (count, price, the warriors in supply, the Market).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabond damages {items:item}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabond defends with {swords:sword} (its hit cap).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot damages {items:item}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot plays the {character}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot scores {vp} VP for warriors removed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot starts with {items:item} marked S in its Satchel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot's twelfth item: one extra hit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Wildfire spread scores nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app draws from its own shuffle of the cards it knows are still in the deck; the table takes the card it names out of the physical deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app draws the plot for clearing {clearing}: {piece:a}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app draws {card} ({suit}) for the {faction}'s {purpose}: take that card out of the deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app names the cards the bots draw: take each one it names out of the deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app's deck is empty: the discard pile ({cards} known cards) is shuffled into a new deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The attacker is the {faction}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bird card goes to the discard pile, not back to the Lost Souls.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bomb finds no enemy piece in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bomb in clearing {clearing} goes back to the supply; {piece:a} takes its place, face up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bomb removes every {faction} piece there ({count:piece}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bomb removes {count:piece} of the {faction} bot there, warriors first (not all its pieces).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The buildings and tokens removed score {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The conspiracy marker starts on the Sanctify space.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The count is made once, as Public Pity starts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The crafted card is discarded: the Market keeps {cards:card}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The crafted item goes into the satchel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender chooses which buildings or tokens the last {hits:hit} remove.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender does not enlist the Arbiter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender enlists the Arbiter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender is the {faction}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender may enlist the {arbiter} as Arbiter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The discard pile is known to the table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The face-down plot in clearing {clearing} is removed: if it shows a raid, place a Corvid warrior in each adjacent clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The ferry moved to {dest}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The first roost goes in clearing {clearing}, drawn at random among the corners {corners}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The first roost goes in clearing {clearing}, the corner opposite the Keep ({keep}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The garden tracks' VP are the ones shown on the Lizards' board (correct them there).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The garrison is {warriors:warrior} at this difficulty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The human Riverfolk set each service's cost (1 to 4 warriors) on their board: the table says what the {faction} pays.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The item track grows to {track}: up to {max_hits:hit} ({face_down} face down).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The item track shrinks to {track}: up to {max_hits:hit}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The items under the ruins come with the {faction}'s setup, below.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The least useful item is given up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The marker went round the whole track without a conspiracy the Lizards could do: conspiracies end, {acolytes:acolyte} kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The new plot may be another bomb; it does not go off.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The order card is the rightmost card of the Market: {card}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The other 14 gardens on the Gardens tracks, right to left.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The other 5 sawmills, 5 workshops and 5 recruiters on the Buildings tracks, right to left.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The other 6 roosts on the Roosts track, right to left.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The outcast marker on any suit of the Outcast box.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The pawn starts in {forest}, drawn at random among {forests} (each touching {clearings:clearing}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The pawn starts in {forest}, touching the most clearings ({clearings}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The plot cannot thicken anywhere: the rest of the recruit is not placed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The plot in clearing {clearing} is revealed: {piece:a}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The plot placed this way does not take effect.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The quest card is drawn at the Vagabot's first turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The quest scores {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The raid in clearing {clearing} is removed: a Corvid warrior goes to each adjacent clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The recruit goes on in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The remainder goes to the highest priority: {targets}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The revolt removes {removed:piece} and scores {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The shield condition was met: discard once more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The shield's battles replace the sword's; then on to Evening.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The supply is {missing:warrior} short: placed in priority order until it runs out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The supply is {missing:warrior} short: the Duchy places what is left.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The supply runs out {missing:warrior} short.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The sword condition met when Organizing holds for the rest of the turn, whatever the supply holds now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The table answered: {chosen}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {arbiter} is enlisted as Arbiter: +{bonus} to the defender's hit cap.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {attacker} battles the {defender} in clearing {clearing}, dice {dice}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {by} gives the {faction} a card: bots have no hand, so it is discarded and the {faction} scores 1 VP (2.8.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {by} guessed {guess:a} in clearing {clearing} (right: {right})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {by} removes all enemy pieces in clearing {clearing}, scoring their buildings and tokens; a Vagabot there damages 3 items instead (7.2.1.I)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {by} takes a card from the {faction}: bots have no hand, so the {by} draws a card from the deck instead (2.8.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {card} card starts in the bird column of the Decree.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {column} column is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {count:card} revealed become the new Lost Souls, the first revealed on top.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} defends where its {piece} stands: one extra hit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} has no pieces left here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} has no warriors there: defenceless, one extra hit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} has nothing left to battle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} would enlist the {arbiter} as Arbiter: is it the Arbiter, with how many swords?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot has no hand: it discards nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot scores {vp} VP for the aid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot sets up its faction board: nothing goes on the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot sets up: put its {count:piece} on the map as shown.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot's setup, {part} of {parts}: it puts none of its pieces on the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot's setup, {part} of {parts}: put {pieces} on the map as shown.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot's trait cards face up beside its board: {traits}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot's {difficulty} difficulty card face up beside its board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bought {card} from the Market as its order card: no card is drawn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} buys {services}; into the Riverfolk's Payments: {warriors:warrior} of the {payer}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} damages {items:item}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} discards a card at the table (extortion).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} draws {cards:card}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} draws {count:card}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has no hand: {card} is discarded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has no warriors: the Riverfolk place their own in Payments instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has {vp} VP: each service costs {price:warrior}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has {warriors:warrior} in its supply: enough for {most:service}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} loses {count:piece} of its choice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} may buy up to {count:service}: one, plus one per clearing with its pieces and a trade post ({posts:clearing}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} pawn stays: the {faction} damages 3 items at the table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} removes the plot and scores {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} removes the snare in clearing {clearing} instead ({vp} VP).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} score {vp} VP for the buildings and tokens removed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction}'s pawn cannot be removed: the bomb damages 3 of its items instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {minister} acts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {minister} is crowned (the highest matching minister without a crown).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {opened_by} opens the closed path {a}–{b}: a card spent, the marker removed, 1 VP (Law of Root C.3.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {winners} reached 30 VP and wins the game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Then the bomb in clearing {clearing} is swapped for a random plot from the supply, face up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Then the bots draw their setup cards: the app asks for each one before the first turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Thief: nobody to steal from.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Thief: take a random card from the {faction}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Thief: the player with most VP — {targets} ({value:vp})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>This difficulty recruits {count:warrior} in each clearing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>This difficulty reveals {rituals:card} in Daylight.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ties of distance go to the highest priority.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Tinker: nothing in the discard to craft.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Tinker: take {card} from the discard and craft {item}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Tokens and pawns count as pieces in clearing {clearing} ({count} of them).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Trait {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Tuck the 2 Loyal Viziers into the Decree columns the leader shows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turmoil ({cause}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turmoil: Daylight ends; Evening still follows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turmoil: humiliated, lose {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turmoil: purge the Decree, {discarded:card} discarded, {viziers:vizier} stay.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turn over the plot in clearing {clearing}: what does it show?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Use the Exiles and Partisans deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Use the base deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Vagrant picks both sides of the battle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Vagrant: most pieces here — {targets} ({value:piece})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Vagrant: nobody to incite.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Vagrant: the {attacker} battles the {defender} in clearing {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Veterans: both sides take the higher die.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Veterans: the Alliance defends with the higher die.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>War Tax counts only what the Eyrie removes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>War Tax: the {faction} loses {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>What does the {faction} buy from the Riverfolk, as its Services card says? At most {most:service}. Tick nothing if it buys nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>When this raid is removed, the Corvids place a warrior in each clearing next to {clearing}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which humans here have cards in hand?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which humans here have crafted items?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which humans in clearing {clearing} have crafted items?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which piece does the {faction} lose to the Marksman?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which quest card was drawn?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>While face up, no enemy piece may be placed in clearing {clearing} or moved out of it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Wildfire: spread sympathy once more at the end of Evening.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>With no one else, the attacker battles the {defender}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>With {humans:human} at the table, take the 4 dominance cards out of the deck (no spy cards).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>With {humans:human} at the table, the dominance cards stay in the deck (no spy cards).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a bag</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a crossbow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a face-up snare in clearing {clearing} keeps the {faction} from placing there</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a hammer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a pair of boots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a sword</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a tea</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a torch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a {piece}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a {piece} cannot stand in clearing {clearing}, not of its suit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>an {piece}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>bomb(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>card draw</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>citadel(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} already holds a {piece}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} has no Eyrie warriors</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} has no enemy to battle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} has no free slot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} holds a single warrior, none can move: next clearing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} holds the Keep</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} would have no free slot for the base</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing}: it rules neither end of the move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing}: {warriors:warrior}, {leave} must stay; none to move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>coins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>extortion(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>face-down plot(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>fox base(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>fox garden(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>fox trade post(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>market(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>mouse base(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>mouse garden(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>mouse trade post(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>new order card (Expand)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no Corvid warrior in clearing {clearing} to remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no Services cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no plot left in the supply for clearing {clearing}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>only the Duchy may put pieces in the Burrow, not the {faction}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>order card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>pawn(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rabbit base(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rabbit garden(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rabbit trade post(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>raid(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>recruiter(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rolled at the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rolled by the app</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>roost(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>sawmill(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>setup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>snare(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>sympathy token(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the Burrow has no building slots: no {piece} there</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the Lizards have no warrior left in their supply for clearing {clearing}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the board as it stands does not allow it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the card bought is its order card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no building in clearing {clearing}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no ordered clearing where this can be done: next player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no pieces there</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no warrior in clearing {clearing}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no warriors there</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has only {piece:available} left in its supply for clearing {clearing}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} is a bot and has no hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then clearings with pieces of that player — {targets}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then fewest Eyrie warriors — {targets} ({value:warrior})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then fewest enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then fewest enemy warriors — {targets} ({value:enemy_warrior})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then fewest warriors — {targets} ({value:warrior})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most Corvid warriors — {targets} ({value:warrior})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most VP — {targets} ({value:vp})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most buildings and tokens — {targets} ({value:building_token})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most defenceless buildings — {targets} ({value:defenceless_building})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most enemy buildings — {targets} ({value:building})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most pieces here — {targets} ({value:piece})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>there is no Burrow: the Duchy is not in this game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>tunnel(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>warrior(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>wood</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>workshop(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>yes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{a} and {b}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{base} by difficulty, plus {moles} for the mole icons uncovered (one per citadel on the map).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{buyer} buys Riverfolk services: {services}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{cards:card} in the {column} column: one extra hit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} goes face up into the Riverfolk's Market, card {position} from the left.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} goes into the Lizards' Lost Souls, card {position} from the top (the first drawn on top).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} goes on top of the Lizards' Lost Souls, crafted or not.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is not in the deck: the app draws another</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is the {faction}'s order card this turn, as its Services card says.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{citadels:citadel} on the map: {vp:vp}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{count:warrior} from {origin} to the Burrow.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{count} Loyal Viziers start in the Decree.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{faction} ended the turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{faction} takes {hits:hit} in clearing {clearing}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{faction} {piece} ×{count}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{faction}: {vp} VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{left:tunnel} still in the supply: {vp:vp} (2 when all 3 are on the map).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map} has its suits printed: no suit markers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map}: suit markers drawn at random (seeded). Lay {layout}. Correct any clearing from its menu.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{markets:market} on the map: {vp:vp}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{suit} on {clearings}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>“2 or fewer warriors” describes the clearing rallied from, not the destination.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ earliest in setup order: {chosen}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ highest priority: {chosen}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ lowest priority: {chosen}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ next: {targets} ({value})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ the Pass ({chosen}): it counts as the highest priority</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ the Pass ({chosen}): it counts as the lowest priority</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RemovalForm</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Remove &amp;these</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction}: choose the pieces to remove (exactly {n}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{piece} (of {n}):</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RiverfolkBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> and </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Market (left to right): {cards}. Payments: {paid}. {protection}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Market (the order is the rightmost card)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Payments
(warriors)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Protectionism this turn: no condition met.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Protectionism this turn: {met} met.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Protectionism: not checked yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Supply: {left}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Market, left to right (9.2.1); the order card is the rightmost (9.4.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Trade posts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Warriors and protectionism this turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>shield</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>sword</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{faction} warriors in the Payments</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} trade posts: {on} on the map, {left} on the track.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} trade-post track</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RootWorkspace</name>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Board as text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Bot's proposal and reasons</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Factions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Pieces</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Set up the bots' pieces as shown:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Setup</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ServicesDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>&amp;Buy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>&amp;Warriors paid in all:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>, paid from the {payer}'s supply ({have} there). The {buyer} may buy up to {most}: one, plus one per clearing with its pieces and a trade post.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Buy Riverfolk services</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Each service costs what the Riverfolk set on their board (1 to 4 warriors)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Hand Cards (from the Riverfolk's hand):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Hand Cards from the Market:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>In Daylight and Evening the Riverfolk warriors count as the buyer's for rule and battles against others; hits split evenly (9.2.3 III)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Rivers are paths for the buyer until the end of its turn (9.2.3 II)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>The {buyer} has {vp} VP: each service costs {price} warriors</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Warriors paid in all</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SetupChecklistPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>&amp;Done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Drag pieces to correct the board at any time; Undo brings a step back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>On the map: {pieces}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Pieces of this step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>S&amp;kip the rest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Setting up the table: step {n} of {of}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Setup steps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Start play now (the bots' setup cards, then the first turn)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>The table has done this step: go to the next one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>{faction} bot, {part} of {parts}: {line}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SuitChip</name>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Drag onto a clearing, or click to lay it on the clearing ringed with dots</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SuitLayoutEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>&amp;Random (seeded)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Blue lines: rivers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>C&amp;lear</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Clearing {n}: no marker yet. Click to lay one, or drag a suit here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Clearing {n}: {suit}. Click to change it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Dashed, barred: paths closed at setup; the Pass is clearing {n}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Mirror the markers on the table: click a clearing to change its suit, or drag a suit onto it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>No markers yet: the app will lay a random layout (4 of each, from the seed) and show it on the map. Or mirror your table's markers here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Number: the clearing's priority.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Random layout from seed {seed}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Su&amp;ggested layout</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Suit markers on the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Take every marker off (the app then lays a random layout)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>The 12 markers shuffled with the game's seed (Advanced): the same seed gives the same layout, the one the app lays if you leave this untouched.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>The layout the map's setup suggests. Source: {source}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>The map's suggested layout.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Water: the lake; the ferry starts in clearing {n}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Your layout from the last game on {map}: check it against the table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>{n} without a marker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>{suit} {n}/{of}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TableForm</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Ans&amp;wer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Both are already face up on the map</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Turn</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Battle in clearing {c}: {a} attacks {d}. Roll the dice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Build a {piece} in clearing {c}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Craft {item} for {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Discard the order card {card}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Discard {card}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Draw the top card of the deck and enter it: it goes face up at the right end of the {faction}'s Market.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Draw the top card of the deck for the {faction} and enter it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>End the {faction}'s turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Expand: reveal the top card of the deck and enter it as the {faction}'s new order card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Game over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Game over: the bots win ({who} reached 30 VP first).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Game over: the humans win ({who} reached 30 VP before any bot).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Game over: the {who} wins with 30 VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move the {faction} pawn from {o} to {d}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move the {faction} pawn: {route}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move {n} {piece} from {o} to {d}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move {warriors} from {o} to {d}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move {warriors} of the {faction} into the Riverfolk's Payments: {where}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Nothing to do in this step.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Place {what}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Put {warriors} of the {faction} from its supply into the Riverfolk's Payments.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Recruit warriors: {where}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Remove {what}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Replace {n} {old_faction} {old} in {c} with {new}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Return {warriors} from the Riverfolk's Payments to the {faction}'s supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Reveal the top card of the deck and enter it as the {faction}'s order card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Reveal the top card of the deck and enter it: it goes on the {faction}' Lost Souls.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Ruins in clearing {c}: {state}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Setup: draw the top card of the deck for the {faction} and enter it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Swap the {old} in clearing {c} for a {face}, face up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The app draws {card} for the {faction}: take that card out of the deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The engine could not plan this step ({error}); undo or fix the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The ferry goes along: +{vp} VP for the {faction}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {d} enlists the {a} in clearing {c} if it is the Arbiter: is it?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {faction} buys Riverfolk services: {services}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {faction}'s order card is {card}, bought from the Riverfolk's Market.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Then: {what}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Turn the plot in clearing {c} face up: {face}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Update the {faction}'s faction board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>discard {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>end of turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>placed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>removed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{a} battle the {d} in clearing {c}: dice {x} and {y}; deal {ah}, take {dh}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{a} battles the {d} in clearing {c}: dice {x} and {y}; deals {ah}, takes {dh}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{d}: choose which pieces the last {hits} remove in clearing {c}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{d}: enlist the {a} as Arbiter in clearing {c}?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction} +{vp} VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction} is playing: mirror their moves, then End turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction} scores {vp} VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} from {c}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} in {c}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} {faction} {piece}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} {faction} {piece} in {c}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} {piece} in {c}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Apply the bot's proposed step (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>E&amp;nd turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Round {r} · {letter} {faction} ({kind})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The human player has finished; the next seat plays</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>bot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>human</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>VagabotBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> +1 hit when attacking (12th item).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>&amp;Quest:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Battle track</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Building slots covered by its items in: {list}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Character: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Damaged, face down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Damaged, face up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Exhausted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Face up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>No quest card is left to draw.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Under the ruins: {list}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Vagabot's quest suit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{undamaged} undamaged items: {track} on the battle track, {usable} usable. Max hits {hits}.{extra}</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>

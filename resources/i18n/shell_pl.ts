<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
    <context>
        <name>Advanced</name>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>&amp;Seed:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>Advanced</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>The same seed with the same choices starts the same game.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <location filename="../../src/tablebot/app.py" />
            <source>Something went wrong: {error}

The game continues from the last good position; undo if the board looks wrong. Details are in {log}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/app.py" />
            <source>Tablebot: an error</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CardEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>&amp;Apply correction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>&amp;Printed values</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>Correct decision card {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>Forget the table's correction: play the app's data of this card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>The correction was refused (see the message bar).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file could not be read or written.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file is not a Tablebot save (it is not JSON).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file is not a Tablebot save.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file is too large to be a Tablebot save.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The save is damaged and cannot be read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The save is for a game this version does not know: {game}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The save was written by a newer Tablebot; please update to open it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The save's history does not add up at entry {entry}: the file was changed or damaged.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>This table cannot be set up: {detail}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>The game is over</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../../src/tablebot/games/age_of_innovation/plugin.py" />
            <source>Age of Innovation (Automa)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/games/expeditions/plugin.py" />
            <source>Expeditions (Automa)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/games/root/plugin.py" />
            <source>Root (Law of Rootbotics)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/plugin.py" />
            <source>Tapestry (Automa and Shadow Empire)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GlancePanel</name>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>Summary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>This game does not report scores.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GuideDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>How to play with Tablebot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>The guide is missing from this installation ({path}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>This game has no guide yet: its reasons and the hints beside the board say what to do; Help ▸ Keyboard shortcuts lists every key.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source> Animation: </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;About Tablebot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Confirm step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Dark</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Edit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;End human turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;How to play with Tablebot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Keyboard shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Light</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;New game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Open…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Preferences…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Skip steps that change nothing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;System</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Theme</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&lt;b&gt;Demo game&lt;/b&gt;: try anything. To play your own table:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>About Tablebot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Animation &amp;speed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Apply the bot's proposed step (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Demo game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Fast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>History</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Main</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Message</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>New game… ({key})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Open a saved game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Redo {what}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Save &amp;as…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Save the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Saved to {path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Setup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Slow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Start a real game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Start of the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Tablebot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Tablebot runs official board-game bots beside the physical board: {games}.

Log file: {log}
Autosave: {autosave}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Undo {what}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Untitled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>VP race</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>{name}{star} — Tablebot</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NewGameWizard</name>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>&amp;Next ›</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>&lt;b&gt;Which game is on the table?&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>New game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>Next: that game's setup (who plays, the bots and how hard they play).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>‹ Back to the choice of game</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PairPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/pairpanel.py" />
            <source>Card to check or correct</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/pairpanel.py" />
            <source>Card {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/pairpanel.py" />
            <source>Co&amp;rrect card…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/pairpanel.py" />
            <source>The printed card differs from what the app shows: correct its fields</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Animation speed:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Forget</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Language:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Reset the window's layout</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Theme:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>(none yet)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Dark</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Fast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Forget where the docks and the window were, for every game: the next start lays them out afresh</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Last folder:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Light</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Menus and dialogs opened from now on use it; every text after a restart.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Not translated yet: the app speaks English until it is.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Preferences</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Slow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>System</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>The next start lays the window out afresh.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>The system's language</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ReasonList</name>
        <message>
            <location filename="../../src/tablebot/gui/reasonlist.py" />
            <source>Reasons</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/reasonlist.py" />
            <source>▸ Why (%n more)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/reasonlist.py" />
            <source>▾ Why (%n more)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>Reasons</name>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ruling: {rule}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>Action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>Keyboard shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>Keys</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TurnBarBase</name>
        <message>
            <location filename="../../src/tablebot/gui/turnbar.py" />
            <source>&amp;Confirm</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/turnbar.py" />
            <source>Next step</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>VPChart</name>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>Victory points by {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>bot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>human</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>rounds</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Workspace</name>
        <message>
            <location filename="../../src/tablebot/gui/workspace.py" />
            <source>Set up the table as shown:</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>

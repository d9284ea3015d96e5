<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ" sourcelanguage="en">
    <context>
        <name>Advanced</name>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>&amp;Seed:</source>
            <translation>&amp;Semínko:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>Advanced</source>
            <translation>Pokročilé</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>The same seed with the same choices starts the same game.</source>
            <translation>Stejné semínko se stejnými volbami spustí stejnou hru.</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <location filename="../../src/tablebot/app.py" />
            <source>Something went wrong: {error}

The game continues from the last good position; undo if the board looks wrong. Details are in {log}.</source>
            <translation>Něco se pokazilo: {error}

Hra pokračuje z poslední dobré pozice; pokud deska vypadá špatně, vraťte krok zpět. Podrobnosti jsou v souboru {log}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/app.py" />
            <source>Tablebot: an error</source>
            <translation>Tablebot: chyba</translation>
        </message>
    </context>
    <context>
        <name>CardEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>&amp;Apply correction</source>
            <translation>&amp;Použít opravu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>&amp;Printed values</source>
            <translation>&amp;Tištěné hodnoty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>Correct decision card {n}</source>
            <translation>Opravit kartu rozhodnutí {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>Forget the table's correction: play the app's data of this card</source>
            <translation>Zapomenout opravu stolu: hrát s daty aplikace pro tuto kartu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>The correction was refused (see the message bar).</source>
            <translation>Oprava byla odmítnuta (viz lišta zpráv).</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file could not be read or written.</source>
            <translation>Soubor nelze přečíst ani zapsat.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file is empty.</source>
            <translation>Soubor je prázdný.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file is not a Tablebot save (it is not JSON).</source>
            <translation>Soubor není uložená hra Tablebotu (není to JSON).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file is not a Tablebot save.</source>
            <translation>Soubor není uložená hra Tablebotu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file is too large to be a Tablebot save.</source>
            <translation>Soubor je příliš velký na uloženou hru Tablebotu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The save is damaged and cannot be read.</source>
            <translation>Uložená hra je poškozená a nelze ji přečíst.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The save is for a game this version does not know: {game}.</source>
            <translation>Uložená hra patří ke hře, kterou tato verze nezná: {game}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The save was written by a newer Tablebot; please update to open it.</source>
            <translation>Uloženou hru zapsal novější Tablebot; pro její otevření jej aktualizujte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The save's history does not add up at entry {entry}: the file was changed or damaged.</source>
            <translation>Historie uložené hry nesedí u záznamu {entry}: soubor byl změněn nebo poškozen.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>This table cannot be set up: {detail}</source>
            <translation>Tento stůl nelze připravit: {detail}</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>The game is over</source>
            <translation>Hra skončila</translation>
        </message>
    </context>
    <context>
        <name>GameWords</name>
        <message>
            <location filename="../../src/tablebot/gui/gamewords.py" />
            <source>A reading of this app where the rulebook is silent (docs/rulings.md: {id})</source>
            <translation>Výklad této aplikace tam, kde pravidla mlčí (docs/rulings.md: {id})</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../../src/tablebot/games/age_of_innovation/plugin.py" />
            <source>Age of Innovation (Automa)</source>
            <translation>Age of Innovation (Automa)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/expeditions/plugin.py" />
            <source>Expeditions (Automa)</source>
            <translation>Expeditions (Automa)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/root/plugin.py" />
            <source>Root (Law of Rootbotics)</source>
            <translation>Root (Zákon rootbotiky)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/plugin.py" />
            <source>Tapestry (Automa and Shadow Empire)</source>
            <translation>Tapestry (Automa a Stínová říše)</translation>
        </message>
    </context>
    <context>
        <name>GlancePanel</name>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>Game over after {n} {rounds}</source>
            <translation>Konec hry: celkem {n} {rounds}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>Summary</source>
            <translation>Přehled</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>This game does not report scores.</source>
            <translation>Tato hra neuvádí body.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>Winner: {who}</source>
            <translation>Vítěz: {who}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>Winners: {who}</source>
            <translation>Vítězové: {who}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>after {n} {rounds}</source>
            <translation>celkem {n} {rounds}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>nothing counted yet</source>
            <translation>zatím nic nezapočítáno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>{Round} {n} · leading: {who} with {vp} VP</source>
            <translation>{Round} {n} · vede: {who}, {vp} VB</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>{side} ({vp} VP)</source>
            <translation>{side} ({vp} VB)</translation>
        </message>
    </context>
    <context>
        <name>GuideDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>How to play with Tablebot</source>
            <translation>Jak hrát s Tablebotem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>The guide is missing from this installation ({path}).</source>
            <translation>Průvodce v této instalaci chybí ({path}).</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source> Animation: </source>
            <translation> Animace: </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;About Tablebot</source>
            <translation>&amp;O Tablebotu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Confirm step</source>
            <translation>&amp;Potvrdit krok</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Dark</source>
            <translation>&amp;Tmavý</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Edit</source>
            <translation>Ú&amp;pravy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;End human turn</source>
            <translation>&amp;Ukončit tah člověka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Game</source>
            <translation>&amp;Hra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Help</source>
            <translation>&amp;Nápověda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;How to play with Tablebot</source>
            <translation>&amp;Jak hrát s Tablebotem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Klávesové zkratky</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Language</source>
            <translation>&amp;Jazyk</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Light</source>
            <translation>&amp;Světlý</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;New game…</source>
            <translation>&amp;Nová hra…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Open…</source>
            <translation>&amp;Otevřít…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Preferences…</source>
            <translation>&amp;Předvolby…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Quit</source>
            <translation>&amp;Konec</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Redo</source>
            <translation>Z&amp;novu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Save</source>
            <translation>&amp;Uložit</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Skip steps that change nothing</source>
            <translation>Pře&amp;skakovat kroky, které nic nemění</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;System</source>
            <translation>S&amp;ystémový</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Theme</source>
            <translation>&amp;Motiv</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Turn</source>
            <translation>&amp;Tah</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Undo</source>
            <translation>&amp;Zpět</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;View</source>
            <translation>Zo&amp;brazení</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&lt;b&gt;Demo game&lt;/b&gt;: try anything. To play your own table:</source>
            <translation>&lt;b&gt;Ukázková hra&lt;/b&gt;: zkoušejte cokoli. Chcete-li hrát u vlastního stolu:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>About Tablebot</source>
            <translation>O Tablebotu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Animation &amp;speed</source>
            <translation>&amp;Rychlost animace</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Apply the bot's proposed step (Enter)</source>
            <translation>Provést krok navržený botem (Enter)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Demo game</source>
            <translation>Ukázková hra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Fast</source>
            <translation>Rychlá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>History</source>
            <translation>Historie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Main</source>
            <translation>Hlavní</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Message</source>
            <translation>Zpráva</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>New game… ({key})</source>
            <translation>Nová hra… ({key})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Normal</source>
            <translation>Normální</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Off</source>
            <translation>Vypnuto</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Open a saved game</source>
            <translation>Otevřít uloženou hru</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Redo</source>
            <translation>Znovu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Redo {what}</source>
            <translation>Znovu: {what}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Save &amp;as…</source>
            <translation>Uložit j&amp;ako…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Save the game</source>
            <translation>Uložit hru</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Saved to {path}</source>
            <translation>Uloženo do {path}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Setup</source>
            <translation>Příprava</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Slow</source>
            <translation>Pomalá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Start a real game</source>
            <translation>Začít skutečnou hru</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Start of the game</source>
            <translation>Začátek hry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Tablebot</source>
            <translation>Tablebot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Tablebot runs official board-game bots beside the physical board: {games}.

Log file: {log}
Autosave: {autosave}</source>
            <translation>Tablebot spouští oficiální boty deskových her vedle skutečné desky: {games}.

Soubor logu: {log}
Automatické uložení: {autosave}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>The system's language</source>
            <translation>Jazyk systému</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Undo</source>
            <translation>Zpět</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Undo {what}</source>
            <translation>Zpět: {what}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Untitled</source>
            <translation>Bez názvu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>VP race</source>
            <translation>Závod o VB</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>{name}{star} — Tablebot</source>
            <translation>{name}{star} — Tablebot</translation>
        </message>
    </context>
    <context>
        <name>NewGameWizard</name>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>&amp;Next ›</source>
            <translation>&amp;Další ›</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>&lt;b&gt;Which game is on the table?&lt;/b&gt;</source>
            <translation>&lt;b&gt;Která hra je na stole?&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>Game</source>
            <translation>Hra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>New game</source>
            <translation>Nová hra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>Next: that game's setup (who plays, the bots and how hard they play).</source>
            <translation>Dále: příprava této hry (kdo hraje, boti a jak silně hrají).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>‹ Back to the choice of game</source>
            <translation>‹ Zpět k volbě hry</translation>
        </message>
    </context>
    <context>
        <name>PairPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/pairpanel.py" />
            <source>Card to check or correct</source>
            <translation>Karta ke kontrole nebo opravě</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/pairpanel.py" />
            <source>Card {n}</source>
            <translation>Karta {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/pairpanel.py" />
            <source>Co&amp;rrect card…</source>
            <translation>&amp;Opravit kartu…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/pairpanel.py" />
            <source>The printed card differs from what the app shows: correct its fields</source>
            <translation>Tištěná karta se liší od toho, co ukazuje aplikace: opravte její pole</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Animation speed:</source>
            <translation>&amp;Rychlost animace:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Forget</source>
            <translation>&amp;Zapomenout</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Language:</source>
            <translation>&amp;Jazyk:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Reset the window's layout</source>
            <translation>&amp;Obnovit rozvržení okna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Theme:</source>
            <translation>&amp;Motiv:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>(none yet)</source>
            <translation>(zatím žádná)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Dark</source>
            <translation>Tmavý</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Fast</source>
            <translation>Rychlá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Forget where the docks and the window were, for every game: the next start lays them out afresh</source>
            <translation>Zapomenout, kde byly panely a okno, ve všech hrách: příští spuštění je rozvrhne znovu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Last folder:</source>
            <translation>Poslední složka:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Light</source>
            <translation>Světlý</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Normal</source>
            <translation>Normální</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Off</source>
            <translation>Vypnuto</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Preferences</source>
            <translation>Předvolby</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Slow</source>
            <translation>Pomalá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>System</source>
            <translation>Systémový</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>The next start lays the window out afresh.</source>
            <translation>Příští spuštění rozvrhne okno znovu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>The system's language</source>
            <translation>Jazyk systému</translation>
        </message>
    </context>
    <context>
        <name>ReasonList</name>
        <message>
            <location filename="../../src/tablebot/gui/reasonlist.py" />
            <source>Reasons</source>
            <translation>Důvody</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/reasonlist.py" />
            <source>▸ Why (%n more)</source>
            <translation>
                <numerusform>▸ Proč (ještě %n)</numerusform>
                <numerusform>▸ Proč (ještě %n)</numerusform>
                <numerusform>▸ Proč (ještě %n)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/reasonlist.py" />
            <source>▾ Why (%n more)</source>
            <translation>
                <numerusform>▾ Proč (ještě %n)</numerusform>
                <numerusform>▾ Proč (ještě %n)</numerusform>
                <numerusform>▾ Proč (ještě %n)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Reasons</name>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ruling: {rule}</source>
            <translation>Výklad: {rule}</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>Action</source>
            <translation>Akce</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>Keyboard shortcuts</source>
            <translation>Klávesové zkratky</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>Keys</source>
            <translation>Klávesy</translation>
        </message>
    </context>
    <context>
        <name>TurnBarBase</name>
        <message>
            <location filename="../../src/tablebot/gui/turnbar.py" />
            <source>&amp;Confirm</source>
            <translation>&amp;Potvrdit</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/turnbar.py" />
            <source>Next step</source>
            <translation>Další krok</translation>
        </message>
    </context>
    <context>
        <name>VPChart</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n battle(s)</source>
            <translation>
                <numerusform>%n bitva</numerusform>
                <numerusform>%n bitvy</numerusform>
                <numerusform>%n bitev</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n building(s)</source>
            <translation>
                <numerusform>%n budova</numerusform>
                <numerusform>%n budovy</numerusform>
                <numerusform>%n budov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n card(s) crafted</source>
            <translation>
                <numerusform>%n vyrobená karta</numerusform>
                <numerusform>%n vyrobené karty</numerusform>
                <numerusform>%n vyrobených karet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n conquest(s)</source>
            <translation>
                <numerusform>%n dobytí</numerusform>
                <numerusform>%n dobytí</numerusform>
                <numerusform>%n dobytí</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n exploration(s)</source>
            <translation>
                <numerusform>%n průzkum</numerusform>
                <numerusform>%n průzkumy</numerusform>
                <numerusform>%n průzkumů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n pohyb</numerusform>
                <numerusform>%n pohyby</numerusform>
                <numerusform>%n pohybů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n vanquish(es)</source>
            <translation>
                <numerusform>%n přemožení</numerusform>
                <numerusform>%n přemožení</numerusform>
                <numerusform>%n přemožení</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>Victory points by {round}</source>
            <translation>Vítězné body ({round})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>bot</source>
            <translation>bot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>human</source>
            <translation>člověk</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>round(s)</source>
            <translation>
                <numerusform>kolo</numerusform>
                <numerusform>kola</numerusform>
                <numerusform>kol</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Workspace</name>
        <message>
            <location filename="../../src/tablebot/gui/workspace.py" />
            <source>Set up the table as shown:</source>
            <translation>Připravte stůl podle obrázku:</translation>
        </message>
    </context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
    <context>
        <name>Advanced</name>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>&amp;Seed:</source>
            <translation>&amp;Ziarno:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>Advanced</source>
            <translation>Zaawansowane</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>The same seed with the same choices starts the same game.</source>
            <translation>To samo ziarno przy tych samych wyborach daje tę samą grę.</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <location filename="../../src/tablebot/app.py" />
            <source>Something went wrong: {error}

The game continues from the last good position; undo if the board looks wrong. Details are in {log}.</source>
            <translation>Coś poszło nie tak: {error}

Gra toczy się dalej od ostatniej poprawnej pozycji; cofnij, jeśli plansza wygląda źle. Szczegóły: {log}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/app.py" />
            <source>Tablebot: an error</source>
            <translation>Tablebot: błąd</translation>
        </message>
    </context>
    <context>
        <name>CardEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>&amp;Apply correction</source>
            <translation>&amp;Zastosuj poprawkę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>&amp;Printed values</source>
            <translation>&amp;Wartości z druku</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>Correct decision card {n}</source>
            <translation>Popraw kartę decyzji {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>Forget the table's correction: play the app's data of this card</source>
            <translation>Zapomnij poprawkę stołu: graj danymi aplikacji dla tej karty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>The correction was refused (see the message bar).</source>
            <translation>Poprawka została odrzucona (zob. pasek komunikatów).</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file could not be read or written.</source>
            <translation>Nie udało się odczytać ani zapisać pliku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file is empty.</source>
            <translation>Plik jest pusty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file is not a Tablebot save (it is not JSON).</source>
            <translation>To nie jest zapis Tablebota (plik nie jest w formacie JSON).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file is not a Tablebot save.</source>
            <translation>To nie jest zapis Tablebota.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file is too large to be a Tablebot save.</source>
            <translation>Plik jest za duży, by był zapisem Tablebota.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The save is damaged and cannot be read.</source>
            <translation>Zapis jest uszkodzony i nie da się go odczytać.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The save is for a game this version does not know: {game}.</source>
            <translation>Zapis dotyczy gry, której ta wersja nie zna: {game}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The save was written by a newer Tablebot; please update to open it.</source>
            <translation>Zapis pochodzi z nowszej wersji Tablebota; zaktualizuj program, aby go otworzyć.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The save's history does not add up at entry {entry}: the file was changed or damaged.</source>
            <translation>Historia zapisu nie zgadza się przy wpisie {entry}: plik został zmieniony lub uszkodzony.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>This table cannot be set up: {detail}</source>
            <translation>Nie można przygotować tego stołu: {detail}</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>The game is over</source>
            <translation>Koniec gry</translation>
        </message>
    </context>
    <context>
        <name>GameWords</name>
        <message>
            <location filename="../../src/tablebot/gui/gamewords.py" />
            <source>A reading of this app where the rulebook is silent (docs/rulings.md: {id})</source>
            <translation>Odczytanie tej aplikacji tam, gdzie instrukcja milczy (docs/rulings.md: {id})</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../../src/tablebot/games/age_of_innovation/plugin.py" />
            <source>Age of Innovation (Automa)</source>
            <translation>Era Innowacji (Automa)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/expeditions/plugin.py" />
            <source>Expeditions (Automa)</source>
            <translation>Ekspedycje (Automa)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/root/plugin.py" />
            <source>Root (Law of Rootbotics)</source>
            <translation>Root (Księga Rootbotyki)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/plugin.py" />
            <source>Tapestry (Automa and Shadow Empire)</source>
            <translation>Tapestry (Automa i Imperium Cieni)</translation>
        </message>
    </context>
    <context>
        <name>GlancePanel</name>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>Game over after {n} {rounds}</source>
            <translation>Koniec gry: łącznie {n} {rounds}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>Summary</source>
            <translation>Podsumowanie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>This game does not report scores.</source>
            <translation>Ta gra nie podaje wyników.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>Winner: {who}</source>
            <translation>Zwycięzca: {who}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>Winners: {who}</source>
            <translation>Zwycięzcy: {who}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>after {n} {rounds}</source>
            <translation>łącznie {n} {rounds}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>nothing counted yet</source>
            <translation>jeszcze nic nie policzono</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>{Round} {n} · leading: {who} with {vp} VP</source>
            <translation>{Round} {n} · prowadzi: {who}, {vp} PZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>{side} ({vp} VP)</source>
            <translation>{side} ({vp} PZ)</translation>
        </message>
    </context>
    <context>
        <name>GuideDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>How to play with Tablebot</source>
            <translation>Jak grać z Tablebotem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>The guide is missing from this installation ({path}).</source>
            <translation>W tej instalacji brakuje przewodnika ({path}).</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source> Animation: </source>
            <translation> Animacja: </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;About Tablebot</source>
            <translation>&amp;O Tablebocie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Confirm step</source>
            <translation>&amp;Zatwierdź krok</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Dark</source>
            <translation>&amp;Ciemny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Edit</source>
            <translation>&amp;Edycja</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;End human turn</source>
            <translation>Zakończ turę &amp;gracza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Game</source>
            <translation>&amp;Gra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Help</source>
            <translation>Pomo&amp;c</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;How to play with Tablebot</source>
            <translation>&amp;Jak grać z Tablebotem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Skróty klawiszowe</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Language</source>
            <translation>&amp;Język</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Light</source>
            <translation>&amp;Jasny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;New game…</source>
            <translation>&amp;Nowa gra…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Open…</source>
            <translation>&amp;Otwórz…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Preferences…</source>
            <translation>&amp;Ustawienia…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Quit</source>
            <translation>Za&amp;kończ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Redo</source>
            <translation>&amp;Ponów</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Save</source>
            <translation>&amp;Zapisz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Skip steps that change nothing</source>
            <translation>&amp;Pomijaj kroki, które nic nie zmieniają</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;System</source>
            <translation>&amp;Systemowy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Theme</source>
            <translation>&amp;Motyw</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Turn</source>
            <translation>&amp;Tura</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Undo</source>
            <translation>&amp;Cofnij</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;View</source>
            <translation>&amp;Widok</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&lt;b&gt;Demo game&lt;/b&gt;: try anything. To play your own table:</source>
            <translation>&lt;b&gt;Gra demonstracyjna&lt;/b&gt;: wypróbuj wszystko. Aby grać przy własnym stole:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>About Tablebot</source>
            <translation>O Tablebocie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Animation &amp;speed</source>
            <translation>&amp;Szybkość animacji</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Apply the bot's proposed step (Enter)</source>
            <translation>Zastosuj krok zaproponowany przez bota (Enter)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Demo game</source>
            <translation>Gra demonstracyjna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Fast</source>
            <translation>Szybko</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>History</source>
            <translation>Historia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Main</source>
            <translation>Główny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Message</source>
            <translation>Komunikat</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>New game… ({key})</source>
            <translation>Nowa gra… ({key})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Normal</source>
            <translation>Normalnie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Off</source>
            <translation>Wył.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Open a saved game</source>
            <translation>Otwórz zapisaną grę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Redo</source>
            <translation>Ponów</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Redo {what}</source>
            <translation>Ponów: {what}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Save &amp;as…</source>
            <translation>Zapisz &amp;jako…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Save the game</source>
            <translation>Zapisz grę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Saved to {path}</source>
            <translation>Zapisano: {path}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Setup</source>
            <translation>Przygotowanie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Slow</source>
            <translation>Wolno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Start a real game</source>
            <translation>Zacznij prawdziwą grę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Start of the game</source>
            <translation>Początek gry</translation>
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
            <translation>Tablebot prowadzi oficjalne boty gier planszowych obok fizycznej planszy: {games}.

Plik dziennika: {log}
Autozapis: {autosave}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>The system's language</source>
            <translation>Język systemu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Undo</source>
            <translation>Cofnij</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Undo {what}</source>
            <translation>Cofnij: {what}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Untitled</source>
            <translation>Bez nazwy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>VP race</source>
            <translation>Wyścig PZ</translation>
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
            <translation>&amp;Dalej ›</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>&lt;b&gt;Which game is on the table?&lt;/b&gt;</source>
            <translation>&lt;b&gt;Która gra jest na stole?&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>Game</source>
            <translation>Gra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>New game</source>
            <translation>Nowa gra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>Next: that game's setup (who plays, the bots and how hard they play).</source>
            <translation>Dalej: przygotowanie tej gry (kto gra, boty i poziom trudności).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>‹ Back to the choice of game</source>
            <translation>‹ Wróć do wyboru gry</translation>
        </message>
    </context>
    <context>
        <name>PairPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/pairpanel.py" />
            <source>Card to check or correct</source>
            <translation>Karta do sprawdzenia lub poprawienia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/pairpanel.py" />
            <source>Card {n}</source>
            <translation>Karta {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/pairpanel.py" />
            <source>Co&amp;rrect card…</source>
            <translation>Po&amp;praw kartę…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/pairpanel.py" />
            <source>The printed card differs from what the app shows: correct its fields</source>
            <translation>Wydrukowana karta różni się od tej w aplikacji: popraw jej pola</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Animation speed:</source>
            <translation>Szybkość &amp;animacji:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Forget</source>
            <translation>&amp;Zapomnij</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Language:</source>
            <translation>&amp;Język:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Reset the window's layout</source>
            <translation>&amp;Resetuj układ okna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Theme:</source>
            <translation>&amp;Motyw:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>(none yet)</source>
            <translation>(jeszcze brak)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Dark</source>
            <translation>Ciemny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Fast</source>
            <translation>Szybko</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Forget where the docks and the window were, for every game: the next start lays them out afresh</source>
            <translation>Zapomnij położenie paneli i okna we wszystkich grach: przy następnym uruchomieniu zostaną rozłożone od nowa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Last folder:</source>
            <translation>Ostatni folder:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Light</source>
            <translation>Jasny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Normal</source>
            <translation>Normalnie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Off</source>
            <translation>Wył.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Preferences</source>
            <translation>Ustawienia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Slow</source>
            <translation>Wolno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>System</source>
            <translation>Systemowy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>The next start lays the window out afresh.</source>
            <translation>Przy następnym uruchomieniu okno zostanie rozłożone od nowa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>The system's language</source>
            <translation>Język systemu</translation>
        </message>
    </context>
    <context>
        <name>ReasonList</name>
        <message>
            <location filename="../../src/tablebot/gui/reasonlist.py" />
            <source>Reasons</source>
            <translation>Uzasadnienia</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/reasonlist.py" />
            <source>▸ Why (%n more)</source>
            <translation>
                <numerusform>▸ Dlaczego (jeszcze %n)</numerusform>
                <numerusform>▸ Dlaczego (jeszcze %n)</numerusform>
                <numerusform>▸ Dlaczego (jeszcze %n)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/reasonlist.py" />
            <source>▾ Why (%n more)</source>
            <translation>
                <numerusform>▾ Dlaczego (jeszcze %n)</numerusform>
                <numerusform>▾ Dlaczego (jeszcze %n)</numerusform>
                <numerusform>▾ Dlaczego (jeszcze %n)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Reasons</name>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ruling: {rule}</source>
            <translation>Wykładnia: {rule}</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>Action</source>
            <translation>Akcja</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>Keyboard shortcuts</source>
            <translation>Skróty klawiszowe</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>Keys</source>
            <translation>Klawisze</translation>
        </message>
    </context>
    <context>
        <name>TurnBarBase</name>
        <message>
            <location filename="../../src/tablebot/gui/turnbar.py" />
            <source>&amp;Confirm</source>
            <translation>&amp;Zatwierdź</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/turnbar.py" />
            <source>Next step</source>
            <translation>Następny krok</translation>
        </message>
    </context>
    <context>
        <name>VPChart</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n battle(s)</source>
            <translation>
                <numerusform>%n walka</numerusform>
                <numerusform>%n walki</numerusform>
                <numerusform>%n walk</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n building(s)</source>
            <translation>
                <numerusform>%n budynek</numerusform>
                <numerusform>%n budynki</numerusform>
                <numerusform>%n budynków</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n card(s) crafted</source>
            <translation>
                <numerusform>%n przekuta karta</numerusform>
                <numerusform>%n przekute karty</numerusform>
                <numerusform>%n przekutych kart</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n conquest(s)</source>
            <translation>
                <numerusform>%n podbój</numerusform>
                <numerusform>%n podboje</numerusform>
                <numerusform>%n podbojów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n exploration(s)</source>
            <translation>
                <numerusform>%n eksploracja</numerusform>
                <numerusform>%n eksploracje</numerusform>
                <numerusform>%n eksploracji</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n ruch</numerusform>
                <numerusform>%n ruchy</numerusform>
                <numerusform>%n ruchów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n vanquish(es)</source>
            <translation>
                <numerusform>%n przezwyciężenie</numerusform>
                <numerusform>%n przezwyciężenia</numerusform>
                <numerusform>%n przezwyciężeń</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>Victory points by {round}</source>
            <translation>Punkty zwycięstwa (oś: {round})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>bot</source>
            <translation>bot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>human</source>
            <translation>człowiek</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>round(s)</source>
            <translation>
                <numerusform>runda</numerusform>
                <numerusform>rundy</numerusform>
                <numerusform>rund</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Workspace</name>
        <message>
            <location filename="../../src/tablebot/gui/workspace.py" />
            <source>Set up the table as shown:</source>
            <translation>Przygotuj stół, jak pokazano:</translation>
        </message>
    </context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
    <context>
        <name>AoIBoard</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source> · passed</source>
            <translation> · spasowano</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>(marked: a power token beside it)</source>
            <translation>(oznaczony: znacznik Mocy obok)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>1 coin</source>
            <translation>1 moneta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>A valid option the directional count did not reach</source>
            <translation>Dopuszczalna opcja, do której nie doszło odliczanie kierunkowe</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>A valid option, eliminated by tie-breaker {n} ({method})</source>
            <translation>Dopuszczalna opcja, wykluczona przez rozstrzygnięcie remisu {n} ({method})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Board: {name} (checked against the printed board; click to open the map editor)</source>
            <translation>Plansza: {name} (sprawdzona z wydrukowaną planszą; kliknij, aby otworzyć edytor mapy)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Bridge space {a}–{b}</source>
            <translation>Miejsce na Most {a}–{b}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Correct the printed map (map editor)</source>
            <translation>Popraw wydrukowaną mapę (edytor mapy)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Counted as number {n} of the directional selection</source>
            <translation>Odliczony jako nr {n} Wyboru kierunkowego</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Drag a building or a terrain here; right-click to correct.</source>
            <translation>Przeciągnij tu budynek lub teren; prawy przycisk, aby poprawić.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Empty</source>
            <translation>Pusty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Hex {hex}</source>
            <translation>Heks {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Hex {hex}: {terrain}</source>
            <translation>Heks {hex}: {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Initial workshop letter</source>
            <translation>Litera początkowego Warsztatu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Initial workshop letter {letter} ({terrain})</source>
            <translation>Litera początkowego Warsztatu {letter} ({terrain})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Letter {letter} ({terrain})</source>
            <translation>Litera {letter} ({terrain})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Place a building</source>
            <translation>Postaw budynek</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Printed as {terrain}</source>
            <translation>Wydrukowany jako: {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Put a power token beside it (mark)</source>
            <translation>Połóż obok znacznik Mocy (oznacz)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Remove letter {letter}</source>
            <translation>Usuń literę {letter}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Remove {owner} {building}</source>
            <translation>Usuń: {building} ({owner})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Round bonus {tile} ({coins} coins on it): drag it onto the Pass box when you pass</source>
            <translation>Premia Rundy {tile} (monety na niej: {coins}): przeciągnij ją na pole Pasowania, gdy pasujesz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Round bonuses on offer (left → right)</source>
            <translation>Dostępne Premie Rundy (lewa → prawa)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Set {owner} VP…</source>
            <translation>Ustaw PZ ({owner})…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Take the power token away (unmark)</source>
            <translation>Zabierz znacznik Mocy (usuń oznaczenie)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>The science board: each side's marker on banking, law, engineering and medicine (level 8 and 12 framed). Under each discipline its scholar spaces (3, 2, 2, 2), filled in the colour of the side whose scholar stands there; right-click one to correct it.</source>
            <translation>Plansza Nauki: znacznik każdej strony w Dyscyplinach Bankowość, Prawo, Inżynieria i Medycyna (w ramce poziomy 8 i 12). Pod każdą Dyscypliną jej pola Uczonych (3, 2, 2, 2), wypełnione kolorem strony, której Uczony tam stoi; prawy przycisk, aby poprawić.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Transform a hex to {terrain}: drag onto the hex</source>
            <translation>Przekształć heks na: {terrain} — przeciągnij na heks</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Transform to</source>
            <translation>Przekształć na</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Upgrade to a {building}</source>
            <translation>Rozbuduj do: {building}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Upgrade {hex} to</source>
            <translation>Rozbuduj {hex} do</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>VP</source>
            <translation>PZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>VP and round bonuses · drop a bonus here to pass</source>
            <translation>PZ i Premie Rundy · upuść tu Premię, aby spasować</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Your supply: drag onto the map</source>
            <translation>Twoje zasoby: przeciągnij na mapę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Your {building}: drag it onto an empty hex to build, onto your building to upgrade</source>
            <translation>Twój budynek ({building}): przeciągnij na pusty heks, aby budować, na swój budynek, aby rozbudować</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>an unknown source</source>
            <translation>nieznanego źródła</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>bring together</source>
            <translation>zbliżanie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>closest to you</source>
            <translation>najbliżej ciebie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>least power to you</source>
            <translation>najmniej Mocy dla ciebie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>most power to you</source>
            <translation>najwięcej Mocy dla ciebie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>next to you</source>
            <translation>obok ciebie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>terrain priority</source>
            <translation>priorytet terenu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>tie-breaker {n}</source>
            <translation>rozstrzygnięcie remisu {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>your terrain's priority</source>
            <translation>priorytet twojego terenu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{n} coins</source>
            <translation>{n} mon.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{owner} bridge {a}–{b}</source>
            <translation>{owner}: Most {a}–{b}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{owner} marker on {discipline}: level {level}. Drag it along the discipline.</source>
            <translation>{owner}: znacznik w Dyscyplinie {discipline}: poziom {level}. Przeciągnij go wzdłuż Dyscypliny.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{owner} {building}</source>
            <translation>{owner}: {building}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{side} sent a scholar here</source>
            <translation>{side}: wysłano tu Uczonego</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{side}: VP</source>
            <translation>{side}: PZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{side}: {vp} VP · bonus {tile}{passed}</source>
            <translation>{side}: {vp} PZ · premia {tile}{passed}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>⚠ Initial workshop letters not placed for: {terrains} (click to place them)</source>
            <translation>⚠ Nie umieszczono liter początkowych Warsztatów dla: {terrains} (kliknij, aby je umieścić)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>⚠ Unverified board: {name} — from {source}. Compare it with your board and fix it in the map editor (click here).</source>
            <translation>⚠ Niezweryfikowana plansza: {name} — ze źródła: {source}. Porównaj ją ze swoją planszą i popraw w edytorze mapy (kliknij tutaj).</translation>
        </message>
    </context>
    <context>
        <name>AoICard</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Action column (used when the card is on the left)</source>
            <translation>Kolumna Akcji (używana, gdy karta leży po lewej)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Action {n} (top = 1):</source>
            <translation>Akcja {n} (góra = 1):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Action {n} from the top</source>
            <translation>Akcja {n} od góry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Card data from one public source ({source}), not from the rulebook: compare it with your printed card and correct any field that differs.</source>
            <translation>Dane karty z jednego publicznego źródła ({source}), nie z instrukcji: porównaj je ze swoją wydrukowaną kartą i popraw każde pole, które się różni.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Directional arrow:</source>
            <translation>Strzałka kierunkowa:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Directional number:</source>
            <translation>Liczba kierunkowa:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Letter, marked workshop:</source>
            <translation>Litera, oznaczony Warsztat:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Letter, unmarked workshop:</source>
            <translation>Litera, nieoznaczony Warsztat:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Pass section (top-right corner)</source>
            <translation>Sekcja Pasowania (prawy górny róg)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Round bonus arrow:</source>
            <translation>Strzałka Premii Rundy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Row {row}</source>
            <translation>Rząd {row}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Science selection:</source>
            <translation>Wybór Nauki:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Structure icon:</source>
            <translation>Ikona budynków:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Support column (used when the card is on the right)</source>
            <translation>Kolumna Wsparcia (używana, gdy karta leży po prawej)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Terrain priority row:</source>
            <translation>Rząd priorytetu terenu:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>VP icon shows X (the difficulty card's value for the round)</source>
            <translation>Ikona PZ pokazuje X (wartość z karty Poziomu Trudności dla rundy)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>VP number:</source>
            <translation>Liczba PZ:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>— none —</source>
            <translation>— brak —</translation>
        </message>
    </context>
    <context>
        <name>AoIData</name>
        <message>
            <location filename="../../src/tablebot/games/age_of_innovation/cards.py" />
            <source>Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/age_of_innovation/cards.py" />
            <source>Automcia</source>
            <translation>Automcia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/age_of_innovation/cards.py" />
            <source>Automistrzyni</source>
            <translation>Automistrzyni</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/age_of_innovation/cards.py" />
            <source>Autotrauma</source>
            <translation>Autotrauma</translation>
        </message>
        <message>
            <location filename="../../maps/age_of_innovation/candidate_a.json" />
            <source>Candidate A (87 hexes, unverified)</source>
            <translation>Kandydat A (87 heksów, niesprawdzony)</translation>
        </message>
        <message>
            <location filename="../../maps/age_of_innovation/candidate_b.json" />
            <source>Candidate B (9 x 13, unverified)</source>
            <translation>Kandydat B (9 x 13, niesprawdzony)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/age_of_innovation/cards.py" />
            <source>Ultoma</source>
            <translation>Ultoma</translation>
        </message>
    </context>
    <context>
        <name>AoIErrors</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A bridge joins {a} and {b} already.</source>
            <translation>Most łączy już {a} i {b}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A map named "{name}" exists already ({origin}): choose another name, or replace it.</source>
            <translation>Mapa o nazwie „{name}” już istnieje ({origin}): wybierz inną nazwę albo ją zastąp.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>A round bonus cannot hold fewer than 0 coins.</source>
            <translation>Premia Rundy nie może mieć mniej niż 0 monet.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>A round bonus is on offer twice: {tiles}.</source>
            <translation>Premia Rundy jest dostępna dwa razy: {tiles}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A {building} cannot become a {to} ({hex}): the upgrade paths are workshop to guild, guild to school or palace, school to university.</source>
            <translation>{building} nie może stać się: {to} ({hex}): ścieżki rozbudowy to Warsztat → Gildia, Gildia → Szkoła lub Pałac, Szkoła → Uniwersytet.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>An initial workshop cannot go on {hex}: it is not land.</source>
            <translation>Początkowy Warsztat nie może stanąć na {hex}: to nie jest ląd.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>An innovation lies on place {slot} already.</source>
            <translation>Na miejscu {slot} leży już Innowacja.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Card {card} cannot be drawn twice: check the cards.</source>
            <translation>Karty {card} nie można dobrać dwa razy: sprawdź karty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Card {card} cannot be in the Automa's deck now: it is already in play this round, or not part of the deck in round {round} at this level. Check the card drawn.</source>
            <translation>Karta {card} nie może być teraz w talii Automy: jest już w grze w tej rundzie albo nie należy do talii w rundzie {round} na tym poziomie. Sprawdź dobraną kartę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Card {card} was entered twice: each card exists once.</source>
            <translation>Kartę {card} wpisano dwa razy: każda karta istnieje raz.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Choose the card you drew first.</source>
            <translation>Najpierw wybierz dobraną kartę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card {card} places the Automa's workshops at {terrain} letters {marked} and {unmarked}, and this board does not have them: place the letters in the map editor, or enter the two hexes.</source>
            <translation>Karta Decyzji {card} umieszcza Warsztaty Automy na literach {marked} i {unmarked} ({terrain}), a ta plansza ich nie ma: umieść litery w edytorze mapy albo wpisz oba heksy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card {card} plays the printed data already.</source>
            <translation>Karta Decyzji {card} już gra danymi z druku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card {card} reads like that already.</source>
            <translation>Karta Decyzji {card} już tak brzmi.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Draw a decision card for the Automa's initial workshops and choose the card you drew: its letters place them.</source>
            <translation>Dobierz kartę Decyzji dla początkowych Warsztatów Automy i wybierz dobraną kartę: jej litery je umieszczają.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Drop it on a hex of the map.</source>
            <translation>Upuść na heksie mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Drop the marker on a level of its own discipline ({discipline}).</source>
            <translation>Upuść znacznik na poziomie jego Dyscypliny ({discipline}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Enter exactly the cards drawn here ({count}); {given} were entered.</source>
            <translation>Wpisz dokładnie karty tutaj dobrane ({count}); wpisano: {given}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Enter the largest area of each player ({count}, one per player), or the Automa's area and science VP (entered: {given}).</source>
            <translation>Wpisz największy obszar każdego gracza ({count}, po jednym na gracza) albo PZ Automy za obszar i naukę (wpisano: {given}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Every {discipline} scholar space worth {value} is taken.</source>
            <translation>Wszystkie pola Uczonych o wartości {value} w Dyscyplinie {discipline} są zajęte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Give the coins of each round bonus on offer: {tiles} tiles, {coins} coin counts.</source>
            <translation>Podaj monety każdej dostępnej Premii Rundy: żetonów {tiles}, liczb monet {coins}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Give the map a name before saving it.</source>
            <translation>Nazwij mapę przed zapisaniem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Hex {hex} has an unknown terrain "{terrain}".</source>
            <translation>Heks {hex} ma nieznany teren „{terrain}”.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Hex {hex} is listed twice in the map file.</source>
            <translation>Heks {hex} występuje w pliku mapy dwa razy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Hex {hex} is not on this board.</source>
            <translation>Heksu {hex} nie ma na tej planszy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>It is round {round}: a pass takes a new round bonus (only the last round's pass does not).</source>
            <translation>Jest runda {round}: pas oznacza wzięcie nowej Premii Rundy (nie dotyczy tylko pasowania w ostatniej rundzie).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>It is the Automa's turn: confirm its steps first.</source>
            <translation>Teraz tura Automy: najpierw zatwierdź jej kroki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Lay out {count} different round bonuses.</source>
            <translation>Wyłóż różne Premie Rundy: {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Letter {letter} goes on a land hex of its terrain; {hex} is a river hex.</source>
            <translation>Litera {letter} leży na heksie lądu swojego terenu; {hex} to heks rzeki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Map saved: {path}</source>
            <translation>Zapisano mapę: {path}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No round bonus is on offer for {side} to take when it passes: correct the bonus row.</source>
            <translation>Nie ma dostępnej Premii Rundy do wzięcia przy pasowaniu ({side}): popraw rząd Premii.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>No scholar stands on a {discipline} space worth {value}.</source>
            <translation>Na polu Dyscypliny {discipline} o wartości {value} nie stoi żaden Uczony.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Only the Automa's buildings are marked with a power token ({hex}).</source>
            <translation>Znacznikiem Mocy oznacza się tylko budynki Automy ({hex}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Only the side whose turn it is passes, and the turn is with {seat}.</source>
            <translation>Pasuje tylko strona, której jest tura, a tura należy do: {seat}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Round bonus {tile} is not on offer: {side} holds it.</source>
            <translation>Premia Rundy {tile} nie jest dostępna: ma ją {side}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Round scoring tile {tile} (with the spade) never lies in round 5 or 6.</source>
            <translation>Żeton Punktowania Rundy {tile} (z Łopatą) nigdy nie leży w rundzie 5 ani 6.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Rounds 1-5 take five different round scoring tiles, not {tiles}.</source>
            <translation>Rundy 1-5 mają pięć różnych żetonów Punktowania Rundy, nie {tiles}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>That {row} (place {slot}) is covered already.</source>
            <translation>To pole ({row}, miejsce {slot}) jest już zakryte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>That {row} (place {slot}) is not covered.</source>
            <translation>To pole ({row}, miejsce {slot}) nie jest zakryte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa never builds bridges (special rules).</source>
            <translation>Automa nigdy nie buduje Mostów (zasady specjalne).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa takes its round bonus when it passes, as one of its own steps.</source>
            <translation>Automa bierze Premię Rundy przy pasowaniu, jako jeden ze swoich kroków.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's building on {hex} is marked already.</source>
            <translation>Budynek Automy na {hex} jest już oznaczony.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's building on {hex} is not marked.</source>
            <translation>Budynek Automy na {hex} nie jest oznaczony.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's initial workshops go on its terrain ({terrain}); {hex} is not.</source>
            <translation>Początkowe Warsztaty Automy stoją na jej terenie ({terrain}); {hex} nim nie jest.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's preferred terrain must differ from a player's: {terrain} is taken.</source>
            <translation>Preferowany teren Automy musi być inny niż gracza: {terrain} jest zajęty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Symbionts' youth terrain must differ from every side's terrain: {terrain} is taken.</source>
            <translation>Teren młodości Symbiontów musi być inny niż teren każdej strony: {terrain} jest zajęty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The app is waiting for another answer: {expected}.</source>
            <translation>Aplikacja czeka na inną odpowiedź: {expected}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The board changed since this step was planned: look at the new proposal.</source>
            <translation>Plansza zmieniła się od zaplanowania tego kroku: spójrz na nową propozycję.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The board changed since this step was planned; here is the new plan.</source>
            <translation>Plansza zmieniła się od zaplanowania tego kroku; oto nowy plan.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The game is over: undo to go back, or start a new game.</source>
            <translation>Gra skończona: cofnij, aby wrócić, albo zacznij nową grę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The hex at row,column {hex} lies outside the grid a map may use.</source>
            <translation>Heks o wierszu,kolumnie {hex} leży poza siatką, której może używać mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The innovation display has {count} places, not {slot}.</source>
            <translation>Plansza Innowacji ma {count} miejsc, nie {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The innovation of place {slot} was taken already.</source>
            <translation>Innowacja z miejsca {slot} została już wzięta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>The map could not be written to {path}: {error}</source>
            <translation>Nie udało się zapisać mapy do {path}: {error}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The map file's {where} ends on {hex}, which is not a land hex: a bridge joins two land hexes.</source>
            <translation>{where} w pliku mapy kończy się na {hex}, który nie jest heksem lądu: Most łączy dwa heksy lądu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The map file's {where} is not a hex (row, column): {value}.</source>
            <translation>{where} w pliku mapy nie jest heksem (wiersz, kolumna): {value}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The map file's {where} is not a pair of hexes.</source>
            <translation>{where} w pliku mapy nie jest parą heksów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The map file's {where} is not a terrain's workshop letters (A-F, each on a hex).</source>
            <translation>{where} w pliku mapy nie są literami Warsztatów terenu (A-F, każda na heksie).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The two players cannot both play {terrain}.</source>
            <translation>Obaj gracze nie mogą grać terenem {terrain}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} letter {letter} goes on a {terrain} hex, and {hex} is {found}.</source>
            <translation>Litera {letter} ({terrain}) musi leżeć na heksie: {terrain}, a {hex} to {found}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} letter {letter} is on {hex} already.</source>
            <translation>Litera {letter} ({terrain}) jest już na {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} workshop letter {letter} is not on the map.</source>
            <translation>Litery Warsztatu {letter} ({terrain}) nie ma na mapie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} workshop letter {letter} lies on {hex}, which is not {terrain}.</source>
            <translation>Litera Warsztatu {letter} ({terrain}) leży na {hex}, który nie jest: {terrain}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} workshop letter {letter} lies on {hex}: move it or take it off before painting the hex.</source>
            <translation>Litera Warsztatu {letter} ({terrain}) leży na {hex}: przesuń ją lub zdejmij, zanim zamalujesz heks.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no bridge between {a} and {b}.</source>
            <translation>Między {a} i {b} nie ma Mostu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no building on {hex}.</source>
            <translation>Na {hex} nie ma budynku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no decision card {card} (*1-*6, 7-14).</source>
            <translation>Nie ma karty Decyzji {card} (*1-*6, 7-14).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>There is no decision card {card}: the cards are *1 to *6 and 7 to 14.</source>
            <translation>Nie ma karty Decyzji {card}: karty to *1 do *6 oraz 7 do 14.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no final round scoring tile {tile}.</source>
            <translation>Nie ma żetonu Punktowania Finałowej Rundy {tile}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no hex at row,column {hex} on this board.</source>
            <translation>Na tej planszy nie ma heksu o wierszu,kolumnie {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no round bonus at place {slot}: {count} are on offer.</source>
            <translation>Na miejscu {slot} nie ma Premii Rundy: dostępnych jest {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no round bonus number {index}: {count} are left to choose from.</source>
            <translation>Nie ma Premii Rundy nr {index}: do wyboru zostało {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no shipped board "{map}".</source>
            <translation>Nie ma dostarczonej planszy „{map}”.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no {row} at place {slot}: this board has {count}.</source>
            <translation>Na miejscu {slot} nie ma pola ({row}): ta plansza ma ich {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Those round bonuses lie on offer already.</source>
            <translation>Te Premie Rundy są już dostępne.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Those round scoring tiles ({tiles}, final {final}) lie on the board already.</source>
            <translation>Te żetony Punktowania Rundy ({tiles}, finałowy {final}) leżą już na planszy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>To pass, drop the round bonus you take on the Pass box.</source>
            <translation>Aby spasować, upuść braną Premię Rundy na polu Pasowania.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>With two players and the Automa, the Automa plays the Simpletons, not the {faction}.</source>
            <translation>Gra dwuosobowa plus Automa: Automa gra jako Prostaczkowie, nie jako {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Workshop letters are {letters}, not {letter}.</source>
            <translation>Litery Warsztatów to {letters}, nie {letter}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Your {building} on {hex} can only become a {to}: drag a {to} onto it.</source>
            <translation>Twój budynek ({building}) na {hex} może stać się tylko: {to} — przeciągnij na niego: {to}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Your {building} on {hex} cannot be upgraded any further.</source>
            <translation>Twój budynek ({building}) na {hex} nie może być już rozbudowany.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{a} and {b} are not the ends of a bridge space on this board.</source>
            <translation>{a} i {b} nie są końcami miejsca na Most na tej planszy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>{count} round bonuses lie on offer (a pass swaps one for another), not {given}.</source>
            <translation>Dostępnych Premii Rundy jest {count} (pas zamienia jedną na inną), nie {given}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{discipline} has no scholar space worth {value}.</source>
            <translation>{discipline} nie ma pola Uczonego o wartości {value}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} already holds a building ({side} built a {building} there): one building per hex.</source>
            <translation>Na {hex} już stoi budynek ({building}, {side}): jeden budynek na heks.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} carries letter {other} already: one letter per hex.</source>
            <translation>{hex} ma już literę {other}: jedna litera na heks.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{hex} has {whose} building on it: a hex with a building cannot be transformed.</source>
            <translation>Na {hex} stoi budynek ({whose}): heksu z budynkiem nie można przekształcić.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{hex} has {whose} building on it: build on an empty hex, or upgrade your own building.</source>
            <translation>Na {hex} stoi budynek ({whose}): buduj na pustym heksie albo rozbuduj własny budynek.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} holds an initial workshop already.</source>
            <translation>Na {hex} jest już początkowy Warsztat.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} is a river hex: buildings stand on land, and a river cannot be transformed.</source>
            <translation>{hex} to heks rzeki: budynki stoją na lądzie, a rzeki nie można przekształcić.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{hex} is a river hex: nothing is built on a river and it cannot be transformed.</source>
            <translation>{hex} to heks rzeki: na rzece nic się nie buduje i nie można jej przekształcić.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{hex} is already {terrain}.</source>
            <translation>{hex} to już {terrain}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} is the end of a bridge space: a bridge joins two land hexes.</source>
            <translation>{hex} to koniec miejsca na Most: Most łączy dwa heksy lądu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} is {terrain} already.</source>
            <translation>{hex} to już {terrain}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} cannot be read: {error}.</source>
            <translation>Nie można odczytać {origin}: {error}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} cannot be written: {error}.</source>
            <translation>Nie można zapisać {origin}: {error}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} has no map id or name.</source>
            <translation>{origin} nie ma identyfikatora ani nazwy mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} is not a map file: it holds no JSON object.</source>
            <translation>{origin} nie jest plikiem mapy: nie zawiera obiektu JSON.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} is not an Age of Innovation map file (its format is "{found}").</source>
            <translation>{origin} nie jest plikiem mapy Ery Innowacji (jego format to „{found}”).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} is not valid JSON (line {line}).</source>
            <translation>{origin} nie jest poprawnym JSON-em (wiersz {line}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} lists no hexes.</source>
            <translation>{origin} nie wymienia żadnych heksów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} built a {building} on {hex}: only a hex without a building is transformed.</source>
            <translation>Na {hex} stoi {building} ({side}): przekształca się tylko heks bez budynku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} built a {building} on {hex}: take it off before the hex becomes river.</source>
            <translation>Na {hex} stoi {building} ({side}): zdejmij go, zanim heks stanie się rzeką.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>{side} has no decision pair on the table: enter its cards first.</source>
            <translation>{side} nie ma pary kart Decyzji na stole: najpierw wpisz jej karty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} has {count} innovations: it holds between 0 and 3.</source>
            <translation>{side}: Innowacji {count} — można mieć od 0 do 3.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} is not playing in this game.</source>
            <translation>{side}: brak w tej grze.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} passed already this round.</source>
            <translation>{side}: już spasowano w tej rundzie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: no scholar left (all {count} are on the scholar spaces).</source>
            <translation>{side}: brak Uczonych (wszyscy, {count}, są na polach Uczonych).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: no {building} left in the supply (all {count} are on the board).</source>
            <translation>{side}: brak w zasobach: {building} (wszystkie, {count}, są na planszy).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: the {discipline} marker is on level {level} already.</source>
            <translation>{side}: znacznik Dyscypliny {discipline} jest już na poziomie {level}.</translation>
        </message>
    </context>
    <context>
        <name>AoIMapEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&amp;Export…</source>
            <translation>&amp;Eksportuj…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&amp;Open a map file…</source>
            <translation>&amp;Otwórz plik mapy…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&amp;Save to my maps</source>
            <translation>&amp;Zapisz w moich mapach</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&amp;Undo</source>
            <translation>&amp;Cofnij</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>0  Remove letters</source>
            <translation>0  Usuń litery</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>9  Workshop letter:</source>
            <translation>9  Litera Warsztatu:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&lt;b&gt;Brush&lt;/b&gt; (keys 1-8)</source>
            <translation>&lt;b&gt;Pędzel&lt;/b&gt; (klawisze 1-8)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>A letter goes on a hex of its terrain: it is the letter of that hex's terrain on the Initial Workshop Setup card.</source>
            <translation>Litera leży na heksie swojego terenu: to litera terenu tego heksu na karcie Przygotowania Początkowego Warsztatu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Age of Innovation map editor</source>
            <translation>Edytor map Ery Innowacji</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Age of Innovation maps (*.json)</source>
            <translation>Mapy Ery Innowacji (*.json)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Editing {name}.</source>
            <translation>Edycja: {name}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Export the map</source>
            <translation>Eksportuj mapę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>I checked every hex against my board</source>
            <translation>Każdy heks sprawdzony z moją planszą</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Its letter {letters} was taken off (a letter stays on its terrain).</source>
            <translation>Zdjęto jego literę {letters} (litera zostaje na swoim terenie).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Last stroke taken back.</source>
            <translation>Cofnięto ostatnie pociągnięcie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Letter</source>
            <translation>Litera</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Letters on {hex}: {letters}</source>
            <translation>Litery na {hex}: {letters}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Map name</source>
            <translation>Nazwa mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Name:</source>
            <translation>Nazwa:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Not opened: {why}</source>
            <translation>Nie otwarto: {why}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Open a map</source>
            <translation>Otwórz mapę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Replace the map?</source>
            <translation>Zastąpić mapę?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Start &amp;from this map</source>
            <translation>Zacznij &amp;od tej mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Start from</source>
            <translation>Zacznij od</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Start from:</source>
            <translation>Zacznij od:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Take back the last stroke (Ctrl+Z)</source>
            <translation>Cofnij ostatnie pociągnięcie (Ctrl+Z)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>The map has changes you have not saved: Save to my maps, or Close again to discard them.</source>
            <translation>Mapa ma niezapisane zmiany: Zapisz w moich mapach albo Zamknij ponownie, aby je porzucić.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Workshop letters still to place for: {terrains}.</source>
            <translation>Litery Warsztatów jeszcze do umieszczenia dla: {terrains}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>You already have a map named {name}. Replace it?</source>
            <translation>Masz już mapę o nazwie {name}. Zastąpić ją?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>an unknown source</source>
            <translation>nieznane źródło</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{file}: {why}</source>
            <translation>{file}: {why}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{hex} painted {terrain}.</source>
            <translation>{hex} zamalowany: {terrain}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{hex}: {terrain}</source>
            <translation>{hex}: {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{name} (corrected)</source>
            <translation>{name} (poprawiona)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{name} (your map)</source>
            <translation>{name} (twoja mapa)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{source}; corrected by the player in the map editor</source>
            <translation>{source}; poprawione przez gracza w edytorze mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>⚠ Unverified: {name}, from {source}.</source>
            <translation>⚠ Niezweryfikowana: {name}, źródło: {source}.</translation>
        </message>
    </context>
    <context>
        <name>AoINames</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Blight</source>
            <translation>Zaraza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Druids</source>
            <translation>Druidzi</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Gognomes</source>
            <translation>Bógnomy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Kuddlers</source>
            <translation>Przytulaki</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Mimics</source>
            <translation>Mimicy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Powermongers</source>
            <translation>Żądni Mocy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Racelings</source>
            <translation>Wyścigowcy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Simpletons</source>
            <translation>Prostaczkowie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Symbionts</source>
            <translation>Symbionci</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The second Automa</source>
            <translation>Druga Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The second player</source>
            <translation>Drugi gracz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Wanderers</source>
            <translation>Wędrowcy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>advance 1 level in a discipline</source>
            <translation>awansowanie o 1 poziom w Dyscyplinie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>banking</source>
            <translation>Bankowość</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>block a spell and a book action</source>
            <translation>blokowanie Zaklęcia i akcji Księgi</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>book action</source>
            <translation>akcja Księgi</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>bridge {n}</source>
            <translation>most {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>catch up</source>
            <translation>doganianie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>desert</source>
            <translation>Pustynia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>engineering</source>
            <translation>Inżynieria</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>faction action</source>
            <translation>akcja Frakcji</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>forest</source>
            <translation>Las</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>gain an innovation</source>
            <translation>zyskanie Innowacji</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>guild</source>
            <translation>Gildia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>hex entry {n}</source>
            <translation>wpis heksu {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>lake</source>
            <translation>Jezioro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>law</source>
            <translation>Prawo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>left</source>
            <translation>lewa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>marked buildings</source>
            <translation>oznaczone budynki</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>marked buildings, bring together</source>
            <translation>oznaczone budynki, zbliżanie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>medicine</source>
            <translation>Medycyna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>middle</source>
            <translation>środkowa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>mountain</source>
            <translation>Góry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>no</source>
            <translation>nie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>nobody</source>
            <translation>nikt</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>none</source>
            <translation>brak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>palace</source>
            <translation>Pałac</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>plains</source>
            <translation>Równiny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>right</source>
            <translation>prawa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>river</source>
            <translation>Rzeka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>school</source>
            <translation>Szkoła</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>score points</source>
            <translation>zdobywanie punktów</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>send a scholar</source>
            <translation>wysłanie Uczonego</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>spell</source>
            <translation>Zaklęcie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>swamp</source>
            <translation>Bagno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the Automa's</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the card drawn</source>
            <translation>dobrana karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the final scoring figures</source>
            <translation>liczby do końcowego punktowania</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the round's scoring tile</source>
            <translation>żeton Punktowania Rundy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the second Automa</source>
            <translation>druga Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the second Automa's</source>
            <translation>druga Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the second player</source>
            <translation>drugi gracz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the second player's</source>
            <translation>drugi gracz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the setup card drawn</source>
            <translation>dobrana karta przygotowania</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>transform and build</source>
            <translation>przekształcenie terenu i budowa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>university</source>
            <translation>Uniwersytet</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>unmarked buildings</source>
            <translation>nieoznaczone budynki</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>unmarked buildings, bring together</source>
            <translation>nieoznaczone budynki, zbliżanie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>upgrade</source>
            <translation>rozbudowa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>wasteland</source>
            <translation>Pustkowie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>workshop</source>
            <translation>Warsztat</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>workshop letter {letter} of {terrain}</source>
            <translation>litera warsztatu {letter} terenu: {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>workshop letters</source>
            <translation>litery warsztatów</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>workshop letters of {terrain}</source>
            <translation>litery warsztatów terenu: {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>yes</source>
            <translation>tak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>you</source>
            <translation>ty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>your</source>
            <translation>ty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>← right to left, from the bottom</source>
            <translation>← od prawej do lewej, od dołu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>→ left to right, from the top</source>
            <translation>→ od lewej do prawej, od góry</translation>
        </message>
    </context>
    <context>
        <name>AoIPanels</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source> · passed</source>
            <translation> · spasowano</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source> · {faction}, innovations {n}</source>
            <translation> · {faction}, Innowacje {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>&lt;span style='color:{c}'&gt;■&lt;/span&gt; &lt;b&gt;{side}&lt;/b&gt;: &lt;b&gt;{vp} VP&lt;/b&gt; · bonus {b}{passed}{extra}</source>
            <translation>&lt;span style='color:{c}'&gt;■&lt;/span&gt; &lt;b&gt;{side}&lt;/b&gt;: &lt;b&gt;{vp} PZ&lt;/b&gt; · premia {b}{passed}{extra}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>A scholar onto the {v} space.</source>
            <translation>Uczony na pole {v}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Area VP</source>
            <translation>PZ za Obszar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Book actions:</source>
            <translation>Akcje Księgi:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card &amp;drawn</source>
            <translation>&amp;Dobrana karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card drawn</source>
            <translation>Dobrana karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card drawn:</source>
            <translation>Dobrana karta:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n}</source>
            <translation>Karta {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n} · actions</source>
            <translation>Karta {n} · akcje</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n} · support</source>
            <translation>Karta {n} · wsparcie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n} — corrected by the table</source>
            <translation>Karta {n} — poprawiona przez stół</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n}, action column: {actions}; VP {vp}; {pass_}.</source>
            <translation>Karta {n}, kolumna Akcji: {actions}; PZ {vp}; {pass_}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n}, support column: {structure}; terrain row {row} ({terrains}); directional selection {arrow} {num}; science: {science}; round bonus: {bonus}; letters {m} (marked), {u} (unmarked).</source>
            <translation>Karta {n}, kolumna Wsparcia: {structure}; rząd terenu {row} ({terrains}); Wybór kierunkowy {arrow} {num}; Nauka: {science}; Premia Rundy: {bonus}; litery {m} (oznaczony), {u} (nieoznaczony).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Correct the round scoring tiles and the round bonuses on offer to what lies on your table (one undoable correction)</source>
            <translation>Popraw żetony Punktowania Rundy i dostępne Premie Rundy zgodnie z tym, co leży na stole (jedna poprawka do cofnięcia)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Draw a random decision card for the Automa's initial workshop letters and enter it.</source>
            <translation>Dobierz losową kartę Decyzji dla liter początkowych Warsztatów Automy i wpisz ją.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Draw the Automa's next decision card and enter it.</source>
            <translation>Dobierz następną kartę Decyzji Automy i wpisz ją.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>End of round {n}.</source>
            <translation>Koniec rundy {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>End of {who}'s turn.</source>
            <translation>Koniec tury: {who}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Final scoring: enter your largest area and the app ranks {who}'s area and science (or enter its VP as you scored them).</source>
            <translation>Ostateczna Punktacja ({who}): wpisz swój największy Obszar, a aplikacja uszereguje Obszar i Naukę; albo wpisz PZ policzone ręcznie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>First card (support, on the right):</source>
            <translation>Pierwsza karta (wsparcie, po prawej):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Game over: {scores}.</source>
            <translation>Koniec gry: {scores}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Innovations:</source>
            <translation>Innowacje:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Its science: {levels}</source>
            <translation>Jej Nauka: {levels}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Left: card {a} (actions) · right: card {s} (support) — {state}</source>
            <translation>Lewa: karta {a} (akcje) · prawa: karta {s} (wsparcie) — {state}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Letters</source>
            <translation>Litery</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Map editor: correct the board…</source>
            <translation>Edytor mapy: popraw planszę…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>No pair drawn yet.</source>
            <translation>Jeszcze nie dobrano pary.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Or its VP: area, science</source>
            <translation>Albo jej PZ: Obszar, Nauka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Paint terrain and river hex by hex and place the workshop letters; each stroke is one undoable correction</source>
            <translation>Maluj teren i rzekę heks po heksie i umieszczaj litery Warsztatów; każde pociągnięcie to jedna poprawka do cofnięcia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Pass section ✓</source>
            <translation>Sekcja Pasowania ✓</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Round bonus</source>
            <translation>Premia Rundy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Round tiles: </source>
            <translation>Żetony rund: </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>R{r}: tile {t} ({d}, {a}/{b} VP)</source>
            <translation>R{r}: żeton {t} ({d}, {a}/{b} PZ)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Science</source>
            <translation>Nauka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Science VP</source>
            <translation>PZ za Naukę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Score the Automa</source>
            <translation>Podlicz Automę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Second card (the action card, on the left):</source>
            <translation>Druga karta (karta Akcji, po lewej):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Second card drawn</source>
            <translation>Dobrana druga karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Spells:</source>
            <translation>Zaklęcia:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Terrain priority: row {row}</source>
            <translation>Priorytet terenu: rząd {row}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The Automa's area and science VP as you scored them by hand</source>
            <translation>PZ Automy za Obszar i Naukę policzone przez ciebie ręcznie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The Automa's deck: {n} cards to draw · reserve {r} · level {level} ({name}), round {round}: navigation {nav}, X = {x}</source>
            <translation>Talia Automy: kart do dobrania {n} · rezerwa {r} · poziom {level} ({name}), runda {round}: Żegluga {nav}, X = {x}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The Automa's first turn of the round: draw two decision cards and enter them.</source>
            <translation>Pierwsza tura Automy w rundzie: dobierz dwie karty Decyzji i wpisz je.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The app could not plan the next step (the log has details): undo or correct the board.</source>
            <translation>Aplikacja nie mogła zaplanować następnego kroku (szczegóły w dzienniku): cofnij albo popraw planszę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The app ranks the Automa's area and science against the table's</source>
            <translation>Aplikacja szereguje Obszar i Naukę Automy względem wyników stołu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The second player's largest area</source>
            <translation>Największy Obszar drugiego gracza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Tiles and bonuses as laid…</source>
            <translation>Żetony i Premie jak wyłożone…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>VP</source>
            <translation>PZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>X = {n} VP</source>
            <translation>X = {n} PZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Your largest area</source>
            <translation>Twój największy Obszar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Your largest area:</source>
            <translation>Twój największy Obszar:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Your largest area: connected buildings (the base game's rule)</source>
            <translation>Twój największy Obszar: połączone budynki (zasada gry podstawowej)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Your turn: mirror what you do on the board (drag your buildings, terrains, science markers; drop a round bonus on Pass), then End my turn.</source>
            <translation>Twoja tura: odtwórz ruchy na planszy (budynki, tereny, znaczniki Nauki; Premię Rundy upuść na Pasowanie), potem Zakończ moją turę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>book action {n}</source>
            <translation>akcja Księgi {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>covered</source>
            <translation>zakryte</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>final: tile {t}</source>
            <translation>finałowy: żeton {t}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>no card yet</source>
            <translation>jeszcze brak karty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>no pass section</source>
            <translation>brak sekcji Pasowania</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>open</source>
            <translation>odkryte</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>pass section</source>
            <translation>sekcja Pasowania</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>present</source>
            <translation>jest</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>proposed draw (confirm to play it)</source>
            <translation>proponowane dobranie (zatwierdź, aby je zagrać)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>spell {n}</source>
            <translation>Zaklęcie {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>taken</source>
            <translation>wzięta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>the pair in play</source>
            <translation>para w grze</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{n} VP</source>
            <translation>{n} PZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{side}: VP</source>
            <translation>{side}: PZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{whose} VP…</source>
            <translation>{whose}: PZ…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} blocks {what} with an X token.</source>
            <translation>{who} blokuje żetonem X: {what}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} builds a workshop on {hex}.</source>
            <translation>{who} buduje Warsztat na {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} does nothing.</source>
            <translation>{who} nic nie robi.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} draws: card {a} on the left (actions), card {s} on the right (support); {n} left in the deck.</source>
            <translation>{who} dobiera: karta {a} po lewej (akcje), karta {s} po prawej (wsparcie); w talii zostało: {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} passes: {vp} VP and round bonus {tile}.</source>
            <translation>{who} pasuje: {vp} PZ i Premia Rundy {tile}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} scores {vp} VP.</source>
            <translation>{who} zdobywa {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} takes the innovation in space {n} of the display.</source>
            <translation>{who} bierze Innowację z miejsca {n} planszy Innowacji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} transforms {hex} from {a} to {b} and builds a workshop there.</source>
            <translation>{who} przekształca {hex}: {a} → {b} i buduje tam Warsztat.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} turns {hexes} to {t}.</source>
            <translation>{who} zmienia {hexes} na: {t}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} upgrades its {a} on {hex} to a {b}.</source>
            <translation>{who} rozbudowuje na {hex}: {a} → {b}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who}'s final scoring: area {a} VP, science {s} VP, faction {f} VP.</source>
            <translation>Ostateczna Punktacja ({who}): Obszar {a} PZ, Nauka {s} PZ, Frakcja {f} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who}'s largest area: {area} connected buildings (navigation {nav})</source>
            <translation>Największy Obszar ({who}): połączonych budynków {area} (Żegluga {nav})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who}: {d} {o} → {t}.</source>
            <translation>{who}: {d} {o} → {t}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>— the card you drew —</source>
            <translation>— dobrana karta —</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>⚡{m} · ○{u}</source>
            <translation>⚡{m} · ○{u}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>✎ corrected by the table</source>
            <translation>✎ poprawiona przez stół</translation>
        </message>
    </context>
    <context>
        <name>AoIReasons</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>%n VP</source>
            <translation>
                <numerusform>%n PZ</numerusform>
                <numerusform>%n PZ</numerusform>
                <numerusform>%n PZ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>%n area(s)</source>
            <translation>
                <numerusform>%n obszar</numerusform>
                <numerusform>%n obszary</numerusform>
                <numerusform>%n obszarów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>%n building(s)</source>
            <translation>
                <numerusform>%n budynek</numerusform>
                <numerusform>%n budynki</numerusform>
                <numerusform>%n budynków</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karty</numerusform>
                <numerusform>%n kart</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>%n coin(s)</source>
            <translation>
                <numerusform>%n moneta</numerusform>
                <numerusform>%n monety</numerusform>
                <numerusform>%n monet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>%n hex(es)</source>
            <translation>
                <numerusform>%n heks</numerusform>
                <numerusform>%n heksy</numerusform>
                <numerusform>%n heksów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>%n level(s)</source>
            <translation>
                <numerusform>%n poziom</numerusform>
                <numerusform>%n poziomy</numerusform>
                <numerusform>%n poziomów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>%n round bonus(es)</source>
            <translation>
                <numerusform>%n Premia Rundy</numerusform>
                <numerusform>%n Premie Rundy</numerusform>
                <numerusform>%n Premii Rundy</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A bridge taken off the board</source>
            <translation>Zdjęto Most z planszy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>A guild is left but no workshop of its is next to your buildings: all {count} stay: {hexes}.</source>
            <translation>Automa ma dostępną Gildię, ale żaden jej Warsztat nie sąsiaduje z twoimi budynkami: zostają wszystkie ({count}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>A guild is left: its workshops next to your buildings, {count} kept: {hexes}.</source>
            <translation>Automa ma dostępną Gildię: jej Warsztaty sąsiadujące z twoimi budynkami, pozostałe ({count}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>A marked building is nearest to {hex} ({to_marked} between; {to_unmarked} to an unmarked one): put a power token beside the new workshop.</source>
            <translation>Najbliżej {hex} jest budynek oznaczony ({to_marked} pomiędzy; do nieoznaczonego {to_unmarked}): połóż znacznik Mocy obok nowego Warsztatu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A power token put beside the Automa's building on {hex} (marked)</source>
            <translation>Położono znacznik Mocy obok budynku Automy na {hex} (oznaczony)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A scholar taken off the {discipline} space worth {value}</source>
            <translation>Zdjęto Uczonego z pola Dyscypliny {discipline} o wartości {value}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A {row} covered</source>
            <translation>Zakryto: {row}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A {row} uncovered</source>
            <translation>Odkryto: {row}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Advance 1 level in 1 discipline</source>
            <translation>Awansowanie o 1 poziom w 1 Dyscyplinie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>An innovation put back on the display</source>
            <translation>Innowacja wraca na planszę Innowacji</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>An innovation taken from the display by {taker}</source>
            <translation>Innowacja wzięta z planszy Innowacji ({taker})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Automa rules (Age of Innovation): {section}</source>
            <translation>Zasady Automy (Era Innowacji): {section}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Block spells and book actions</source>
            <translation>Blokowanie Zaklęć i akcji Księgi</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together does not narrow: a marked building is already in Reach of an unmarked one.</source>
            <translation>Zbliżanie nie zawęża: oznaczony budynek jest już w Zasięgu nieoznaczonego.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together does not narrow: no path joins its marked and unmarked buildings.</source>
            <translation>Zbliżanie nie zawęża: żadna ścieżka nie łączy jej oznaczonych i nieoznaczonych budynków.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together does not narrow: the Automa has no marked or no unmarked building.</source>
            <translation>Zbliżanie nie zawęża: Automa nie ma budynku oznaczonego albo nieoznaczonego.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together: no hex would bring the groups closer than {gap} apart, so all stay valid.</source>
            <translation>Zbliżanie: żaden heks nie zbliżyłby skupisk na odległość mniejszą niż {gap}, więc wszystkie zachowują dopuszczalność.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together: no marked building is in Reach of an unmarked one; {count} would bring the groups closer than {gap} apart: {hexes}.</source>
            <translation>Zbliżanie: żaden oznaczony budynek nie jest w Zasięgu nieoznaczonego; heksy zbliżające skupiska na odległość mniejszą niż {gap} ({count}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Build the Automa's deck for level {level} from your cards: {size} in all, the level's starters and reserve cards; turn the bottom two sideways. The app asks for each card you draw.</source>
            <translation>Zbuduj talię Automy dla poziomu {level} ze swoich kart: łącznie {size}, karty Początkowe poziomu i karty Rezerwowe; obróć dwie dolne bokiem. Aplikacja zapyta o każdą dobraną kartę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Card {card} is one of the two sideways cards at the bottom of the deck and shows the pass icon: the Automa ignores the rest of the card and passes.</source>
            <translation>Karta {card} to jedna z dwóch kart obróconych bokiem na spodzie talii i ma ikonę Pasowania: Automa ignoruje resztę karty i pasuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Card {card} is one of the two sideways cards but has no pass icon: the Automa plays it.</source>
            <translation>Karta {card} to jedna z dwóch kart obróconych bokiem, ale nie ma ikony Pasowania: Automa ją rozgrywa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Catching up: closest to the highest marker ({distance} away) in {disciplines}.</source>
            <translation>Doganianie: najbliżej najwyższego znacznika (odległość {distance}) w: {disciplines}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Catching up: closest to your marker ({distance} away) in {disciplines}.</source>
            <translation>Doganianie: najbliżej twojego znacznika (odległość {distance}) w: {disciplines}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Catching up: its marker is on 0 in {disciplines}.</source>
            <translation>Doganianie: jej znacznik stoi na 0 w: {disciplines}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Closest to your buildings ({distance} between), {count} kept: {hexes}.</source>
            <translation>Najbliżej twoich budynków ({distance} pomiędzy), pozostałe ({count}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Closest to your buildings: no path reaches any of them, so all {count} stay: {hexes}.</source>
            <translation>Najbliżej twoich budynków: żadna ścieżka nie dochodzi do żadnego z nich, więc zostają wszystkie ({count}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card back to the printed data: {card}</source>
            <translation>Karta Decyzji wraca do danych z druku: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card corrected: {card}</source>
            <translation>Poprawiono kartę Decyzji: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card drawn for {side}'s initial workshop letters: {card}</source>
            <translation>Karta Decyzji dobrana dla liter początkowych Warsztatów ({side}): {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card drawn for {side}: {card}</source>
            <translation>Karta Decyzji dobrana ({side}): {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card {card} places the Automa's initial workshops: the marked one at letter {marked} ({marked_hex}), the unmarked one at letter {unmarked} ({unmarked_hex}).</source>
            <translation>Karta Decyzji {card} umieszcza początkowe Warsztaty Automy: oznaczony na literze {marked} ({marked_hex}), nieoznaczony na literze {unmarked} ({unmarked_hex}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision cards drawn for {side}: {support} (support card), then {action} (action card)</source>
            <translation>Karty Decyzji dobrane ({side}): {support} (karta Wsparcia), potem {action} (karta Akcji)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Directional selection</source>
            <translation>Wybór kierunkowy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Directional selection, left to right, {number}: counted {counted}; {hex} is chosen.</source>
            <translation>Wybór kierunkowy, od lewej do prawej, {number}: odliczono {counted}; wybrany jest {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Directional selection, right to left, {number}: counted {counted}; {hex} is chosen.</source>
            <translation>Wybór kierunkowy, od prawej do lewej, {number}: odliczono {counted}; wybrany jest {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Directional selection, {number} left to right: counting spaces {slots} stops at space {slot}.</source>
            <translation>Wybór kierunkowy, {number} od lewej do prawej: odliczanie pól {slots} kończy się na polu {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Directional selection, {number} left to right: counting {disciplines} stops at {discipline}.</source>
            <translation>Wybór kierunkowy, {number} od lewej do prawej: odliczanie {disciplines} kończy się na: {discipline}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Directional selection, {number} right to left: counting spaces {slots} stops at space {slot}.</source>
            <translation>Wybór kierunkowy, {number} od prawej do lewej: odliczanie pól {slots} kończy się na polu {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Directional selection, {number} right to left: counting {disciplines} stops at {discipline}.</source>
            <translation>Wybór kierunkowy, {number} od prawej do lewej: odliczanie {disciplines} kończy się na: {discipline}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>End of the game and final scoring</source>
            <translation>Koniec gry i Ostateczna Punktacja</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Everyone has passed: round {round} ends. The next round's turn order is the pass order: {seat} first.</source>
            <translation>Wszyscy spasowali: runda {round} się kończy. Kolejność tur w następnej rundzie to kolejność pasowania; pierwsze miejsce: {seat}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Faction action</source>
            <translation>Akcja Frakcji</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Faction action: the Automa does the actions of its {faction} card one after the other.</source>
            <translation>Akcja Frakcji: Automa wykonuje akcje ze swojej karty Frakcji ({faction}) jedna po drugiej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Faction tie-breaker, closest to your buildings ({distance} between), {count} kept: {hexes}.</source>
            <translation>Rozstrzygnięcie remisów Frakcji, najbliżej twoich budynków ({distance} pomiędzy), pozostałe ({count}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Faction tie-breaker, closest to your buildings: no path reaches any of them, so all {count} stay: {hexes}.</source>
            <translation>Rozstrzygnięcie remisów Frakcji, najbliżej twoich budynków: żadna ścieżka nie dochodzi do żadnego z nich, więc zostają wszystkie ({count}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Faction tie-breaker, the most power for you ({power}), {count} kept: {hexes}.</source>
            <translation>Rozstrzygnięcie remisów Frakcji, najwięcej Mocy dla ciebie ({power}), pozostałe ({count}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Faction tie-breaker, your terrain's priority card (row {row}): {terrain} first, {count} kept: {hexes}.</source>
            <translation>Rozstrzygnięcie remisów Frakcji, karta priorytetu twojego terenu (rząd {row}): najpierw {terrain}, pozostałe ({count}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Final scoring entered for {side}: {area_vp} for its largest area, {science_vp} for science</source>
            <translation>Ostateczna Punktacja wpisana ({side}): {area_vp} za największy Obszar, {science_vp} za Naukę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Final scoring, ranked as any player (base game: 18/12/6 for the largest areas, 8/4/2 in each discipline, ties share): the Automa's largest area, {area} with navigation {navigation}, against yours ({yours}) scores {area_vp} VP; its levels {levels} score {science_vp} VP for science.</source>
            <translation>Ostateczna Punktacja, szeregowana jak dla każdego gracza (gra podstawowa: 18/12/6 za największe Obszary, 8/4/2 w każdej Dyscyplinie, remisy dzielą): największy Obszar Automy, {area} przy Żegludze {navigation}, wobec twojego ({yours}) daje {area_vp} PZ; jej poziomy {levels} dają {science_vp} PZ za Naukę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Final scoring: the Automa scores area and science as any player. Its largest area is {area} (with navigation {navigation}, its difficulty card's highest); its discipline levels are {levels}. Enter your largest area and the app ranks it, or the VP the base game's scoring gives it.</source>
            <translation>Ostateczna Punktacja: Automa punktuje Obszar i Naukę jak każdy gracz. Jej największy Obszar to {area} (przy Żegludze {navigation}, najwyższej z jej karty Poziomu Trudności); jej poziomy Dyscyplin to {levels}. Wpisz swój największy Obszar, a aplikacja go uszereguje, albo wpisz PZ, jakie daje jej punktacja gry podstawowej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Final scoring: your largest area entered ({areas})</source>
            <translation>Ostateczna Punktacja: wpisano twój największy Obszar ({areas})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Gain an innovation</source>
            <translation>Zyskanie Innowacji</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Gather the round's decision cards (the action card, the support stack and the rest of the deck), add the top reserve card, shuffle them into the Automa's next deck ({cards}) and turn the bottom two sideways.</source>
            <translation>Zbierz karty Decyzji z rundy (kartę Akcji, stos kart Wsparcia i resztę talii), dodaj wierzchnią kartę Rezerwy, potasuj je w następną talię Automy ({cards}) i obróć dwie dolne bokiem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Gognomes: check that they scored the VP of their achievements (their faction card).</source>
            <translation>Bógnomy: sprawdź, czy zapisały PZ za swoje osiągnięcia (ich karta Frakcji).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Greatest / least distance</source>
            <translation>Największa / Najmniejsza Odległość</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Its nearest building to {hex} is marked ({to_marked} between; no unmarked one within a path): put a power token beside the new workshop.</source>
            <translation>Najbliższy {hex} budynek Automy jest oznaczony ({to_marked} pomiędzy; żadnego nieoznaczonego w zasięgu ścieżki): połóż znacznik Mocy obok nowego Warsztatu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Map editor: the {terrain} workshop letter {letter} placed on {hex}</source>
            <translation>Edytor mapy: litera Warsztatu {letter} ({terrain}) położona na {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Map editor: the {terrain} workshop letter {letter} taken off the map</source>
            <translation>Edytor mapy: litera Warsztatu {letter} ({terrain}) zdjęta z mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Map editor: {hex} painted {cell}</source>
            <translation>Edytor mapy: {hex} zamalowany na: {cell}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No X token on a book action: every book action is already covered.</source>
            <translation>Bez żetonu X na akcji Księgi: wszystkie akcje Księgi są już zakryte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No X token on a spell: every spell is already covered.</source>
            <translation>Bez żetonu X na Zaklęciu: wszystkie Zaklęcia są już zakryte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No innovation: it is round {round}, and the Automa gains one only in rounds 3 to 6.</source>
            <translation>Bez Innowacji: jest runda {round}, a Automa zyskuje ją tylko w rundach 3–6.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No innovation: the Automa already has 3.</source>
            <translation>Bez Innowacji: Automa ma już 3.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No innovation: the display is empty.</source>
            <translation>Bez Innowacji: plansza Innowacji jest pusta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>No power token: a marked and an unmarked building are equally near {hex} ({distance} between), and a tie does not count.</source>
            <translation>Bez znacznika Mocy: budynek oznaczony i nieoznaczony są równie blisko {hex} ({distance} pomiędzy), a remis się nie liczy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>No power token: its nearest building to {hex} is unmarked ({to_unmarked} between; no marked one within a path).</source>
            <translation>Bez znacznika Mocy: najbliższy {hex} budynek Automy jest nieoznaczony ({to_unmarked} pomiędzy; żadnego oznaczonego w zasięgu ścieżki).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>No power token: no path joins {hex} to any other Automa building.</source>
            <translation>Bez znacznika Mocy: żadna ścieżka nie łączy {hex} z innym budynkiem Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>No power token: {hex} is nearer an unmarked building ({to_unmarked} between) than a marked one ({to_marked} between).</source>
            <translation>Bez znacznika Mocy: {hex} jest bliżej nieoznaczonego budynku ({to_unmarked} pomiędzy) niż oznaczonego ({to_marked} pomiędzy).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No scholar space of {discipline} is free: the Automa's marker moves 1 level, from {origin} to {dest}.</source>
            <translation>Żadne pole Uczonego w Dyscyplinie {discipline} nie jest wolne: znacznik Automy awansuje o 1 poziom, z {origin} na {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No upgrade: no Automa building can become another with one left in its supply.</source>
            <translation>Bez Rozbudowy: Automa nie ma w zasobach budynku, do którego mogłaby rozbudować któryś ze swoich.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Placing the initial workshops</source>
            <translation>Umieszczanie pierwszych Warsztatów</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Power for {side}: up to {power} from the buildings next to {hex} (base game).</source>
            <translation>Moc ({side}): do {power} z budynków obok {hex} (gra podstawowa).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Powermongers: a player gained 2 or more power from the Automa's building, so it advances 1 level.</source>
            <translation>Żądni Mocy: gracz zyskał 2 lub więcej Mocy z budynku Automy, więc awansuje ona o 1 poziom.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Preparing the Automa's deck</source>
            <translation>Przygotowanie talii Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Put the old action card onto the support card, draw 1 decision card ({left} in the deck) and enter it: it is the new action card.</source>
            <translation>Połóż poprzednią kartę Akcji na kartę Wsparcia, dobierz 1 kartę Decyzji (w talii: {left}) i wpisz ją: to nowa karta Akcji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Round bonuses on offer corrected: {tiles} (coins {coins})</source>
            <translation>Poprawiono dostępne Premie Rundy: {tiles} (monety {coins})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Round scoring tiles corrected: rounds 1-5 {tiles}, final round {final}</source>
            <translation>Poprawiono żetony Punktowania Rundy: rundy 1-5 {tiles}, runda finałowa {final}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Round scoring tiles for rounds 1-5: {tiles}; final round tile: {final}.</source>
            <translation>Żetony Punktowania Rundy dla rund 1-5: {tiles}; żeton rundy finałowej: {final}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Score points</source>
            <translation>Zdobywanie punktów</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Send a scholar</source>
            <translation>Wysłanie Uczonego</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Setup, step</source>
            <translation>Przygotowanie rozgrywki, krok</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Special rules for the Automa</source>
            <translation>Zasady specjalne dla Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Start of the game</source>
            <translation>Początek gry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Symbionts: no free terrain space is next to your buildings, so no tool is placed.</source>
            <translation>Symbionci: obok twoich budynków nie ma wolnego pola terenu, więc nie umieszcza się Narzędzia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Symbionts: the Automa places a tool on {hex}, one of the {count} terrain spaces next to your buildings, chosen by the ATP card of their youth terrain ({terrain}). Put a tool there.</source>
            <translation>Symbionci: Automa umieszcza Narzędzie na {hex}, jednym z pól terenu obok twoich budynków ({count}), wybranym kartą PTA ich terenu młodości ({terrain}). Połóż tam Narzędzie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Terrain priority (row {row}): {terrain} first, {count} kept: {hexes}.</source>
            <translation>Priorytet terenu (rząd {row}): najpierw {terrain}, pozostałe ({count}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>That was round 6: the game ends and the final scoring follows.</source>
            <translation>To była runda 6: gra się kończy, następuje Ostateczna Punktacja.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa advances {levels} in {discipline}, from {origin} to {dest}.</source>
            <translation>Automa awansuje o {levels} w Dyscyplinie {discipline}, z {origin} na {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The Automa builds a workshop on {hex} ({terrain_after}: no transform needed).</source>
            <translation>Automa buduje Warsztat na {hex} ({terrain_after}: bez potrzeby przekształcenia).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa cannot advance: its markers are on level 12 in every discipline.</source>
            <translation>Automa nie może awansować: jej znaczniki są na poziomie 12 we wszystkich Dyscyplinach.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa does the action column of card {card} top to bottom ({actions}), reading support card {support}.</source>
            <translation>Automa wykonuje kolumnę Akcji karty {card} od góry do dołu ({actions}), czytając kartę Wsparcia {support}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa draws 2 cards: card {action} is the action card (left), card {support} the support card (right); {left} left in its deck.</source>
            <translation>Automa dobiera 2 karty: karta {action} to karta Akcji (po lewej), karta {support} to karta Wsparcia (po prawej); w jej talii zostało: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa has done every action of its card: its turn ends.</source>
            <translation>Automa wykonała wszystkie akcje swojej karty: jej tura się kończy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa has no scholar left: its {discipline} marker moves 1 level, from {origin} to {dest}.</source>
            <translation>Automa nie ma już Uczonych: jej znacznik Dyscypliny {discipline} awansuje o 1 poziom, z {origin} na {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa has no valid hex to transform and build on: it upgrades instead.</source>
            <translation>Automa nie ma dopuszczalnego heksu do przekształcenia i budowy: zamiast tego wykonuje Rozbudowę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa has no workshop left to build: it upgrades instead.</source>
            <translation>Automa nie ma już Warsztatu do zbudowania: zamiast tego wykonuje Rozbudowę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa passes.</source>
            <translation>Automa pasuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa plays at difficulty level {level}.</source>
            <translation>Automa gra na poziomie trudności {level}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa plays the {faction}; its faction card advances its science markers to {science} (banking, law, engineering, medicine).</source>
            <translation>Automa gra jako {faction}; jej karta Frakcji przesuwa jej znaczniki Nauki na {science} (Bankowość, Prawo, Inżynieria, Medycyna).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa puts an X token on book action {slot} (it gains nothing).</source>
            <translation>Automa kładzie żeton X na akcji Księgi {slot} (nic z tego nie zyskuje).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa puts an X token on spell {slot} (it gains nothing).</source>
            <translation>Automa kładzie żeton X na Zaklęciu {slot} (nic z tego nie zyskuje).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {area_vp} VP for its area ({area} with navigation {navigation}) and {science_vp} VP for science.</source>
            <translation>Automa zdobywa {area_vp} PZ za Obszar ({area} przy Żegludze {navigation}) i {science_vp} PZ za Naukę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {vp} VP once, the fixed figure on round {round}'s scoring tile ({tile}).</source>
            <translation>Automa zdobywa jednorazowo {vp} PZ, stałą wartość z żetonu Punktowania Rundy {round} ({tile}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {vp} VP, the figure on card {card}.</source>
            <translation>Automa zdobywa {vp} PZ, wartość z karty {card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {vp} VP: X is {x} this round and the {faction} card adds {mod} (never below 0).</source>
            <translation>Automa zdobywa {vp} PZ: X w tej rundzie wynosi {x}, a karta Frakcji ({faction}) dodaje {mod} (nigdy poniżej 0).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {vp} VP: card {card} shows X, worth {vp} in round {round} on its difficulty card.</source>
            <translation>Automa zdobywa {vp} PZ: karta {card} pokazuje X, wart {vp} w rundzie {round} według jej karty Poziomu Trudności.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa sends a scholar to the highest free scholar space of {discipline} (worth {space}): its marker moves from {origin} to {dest}.</source>
            <translation>Automa wysyła Uczonego na najwyższe wolne pole Uczonego w Dyscyplinie {discipline} (wartość {space}): jej znacznik przesuwa się z {origin} na {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa takes round bonus {automa}, you take {yours}; a coin lies on each of the others.</source>
            <translation>Automa bierze Premię Rundy {automa}, ty bierzesz {yours}; na każdej z pozostałych leży moneta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa takes the innovation in space {slot} of the display (it gains nothing for it).</source>
            <translation>Automa bierze Innowację z miejsca {slot} planszy Innowacji (nic za nią nie zyskuje).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The Automa transforms {hex} from {terrain_before} to {terrain_after} and builds a workshop there.</source>
            <translation>Automa przekształca {hex}: {terrain_before} → {terrain_after} i buduje tam Warsztat.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The Automa upgrades its {from_kind} on {hex} to a {to_kind} (the highest power it can become).</source>
            <translation>Automa rozbudowuje na {hex}: {from_kind} → {to_kind} (najwyższa Moc, jaką może osiągnąć).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's actions</source>
            <translation>Akcje Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's decision cards</source>
            <translation>Karty Decyzji Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa's deck is empty when it must draw: the Automa passes.</source>
            <translation>Talia Automy jest pusta, gdy musi dobrać: Automa pasuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's difficulty level</source>
            <translation>Poziom Trudności Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's faction cards</source>
            <translation>Karty Frakcji Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa's first turn this round: draw 2 decision cards ({left} in its deck) and enter them in the order drawn; the second goes to the left of the first and is the action card.</source>
            <translation>Pierwsza tura Automy w tej rundzie: dobierz 2 karty Decyzji (w jej talii: {left}) i wpisz je w kolejności dobrania; druga idzie na lewo od pierwszej i jest kartą Akcji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's initial workshops as you read them off its card: the marked one (with a power token) on {marked_hex}, the unmarked one on {unmarked_hex}.</source>
            <translation>Początkowe Warsztaty Automy odczytane przez ciebie z jej karty: oznaczony (ze znacznikiem Mocy) na {marked_hex}, nieoznaczony na {unmarked_hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's preferred terrain is {terrain} (its terrain-priority card, as chosen).</source>
            <translation>Preferowany teren Automy: {terrain} (jej karta PTA, wybrana przez stół).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's preferred terrain is {terrain}: its terrain-priority card was drawn at random from those other than yours.</source>
            <translation>Preferowany teren Automy: {terrain} — jej kartę PTA wylosowano spośród innych niż twoja.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's terrain priority</source>
            <translation>Priorytet Terenu Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's turn</source>
            <translation>Tura Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's turn: draw a decision card</source>
            <translation>Tura Automy: dobierz kartę Decyzji</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's turn: passing</source>
            <translation>Tura Automy: pasowanie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Racelings pass first this round: they score the tile's {vp} VP once more.</source>
            <translation>Wyścigowcy pasują w tej rundzie pierwsi: jeszcze raz zdobywają {vp} PZ z żetonu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Symbionts' youth terrain is {terrain} (their faction card's setup).</source>
            <translation>Teren młodości Symbiontów: {terrain} (przygotowanie z ich karty Frakcji).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Wanderers score {vp} VP more: 2 for each of their {buildings} on the board.</source>
            <translation>Wędrowcy zdobywają dodatkowo {vp} PZ: po 2 za każdy ich budynek ({buildings}) na planszy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The Wanderers' build ignores Reach: {count} valid anywhere on the board.</source>
            <translation>Budowa Wędrowców ignoruje Zasięg: dopuszczalne wszędzie na planszy: {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The app shuffled the Automa's deck for level {level}: {size}, reserve cards added: {added}; the bottom two lie sideways.</source>
            <translation>Aplikacja potasowała talię Automy dla poziomu {level}: {size}, dodane karty Rezerwy: {added}; dwie dolne leżą bokiem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The board "{map}" is an unverified transcription: compare it with your board and correct it in the map editor.</source>
            <translation>Plansza „{map}” to niezweryfikowana transkrypcja: porównaj ją ze swoją planszą i popraw w edytorze mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The building on {hex} taken off the board</source>
            <translation>Zdjęto z planszy budynek na {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The building on {hex} upgraded to a {to}</source>
            <translation>Budynek na {hex} rozbudowany do: {to}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The card shows an action the app does not know ({action}): the Automa does nothing for it.</source>
            <translation>Karta pokazuje akcję nieznaną aplikacji ({action}): Automa nic za nią nie robi.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The game is over after the final scoring. Most VP: {side}.</source>
            <translation>Gra skończona po Ostatecznej Punktacji. Najwięcej PZ: {side}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The least power for you ({power}), {count} kept: {hexes}.</source>
            <translation>Najmniej Mocy dla ciebie ({power}), pozostałe ({count}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The old action card {support} goes onto the support stack and is the support card; the Automa draws card {action} as its action card; {left} left in its deck.</source>
            <translation>Poprzednia karta Akcji {support} idzie na stos Wsparcia i jest kartą Wsparcia; Automa dobiera kartę {action} jako kartę Akcji; w jej talii zostało: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The power token beside the Automa's building on {hex} taken away (unmarked)</source>
            <translation>Zabrano znacznik Mocy obok budynku Automy na {hex} (nieoznaczony)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The round's decision cards and the top reserve card are shuffled into the Automa's next deck ({cards}); the bottom two lie sideways.</source>
            <translation>Karty Decyzji z rundy i wierzchnia karta Rezerwy zostają potasowane w następną talię Automy ({cards}); dwie dolne leżą bokiem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The round's scoring tile shows {discipline}, where the Automa is on level 12: it catches up instead.</source>
            <translation>Żeton Punktowania Rundy pokazuje Dyscyplinę {discipline}, w której Automa jest na poziomie 12: zamiast tego dogania.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The spells and book actions are uncovered, a coin goes on each of the {coins} round bonuses on offer and the round's scoring tile leaves the board.</source>
            <translation>Zaklęcia i akcje Księgi zostają odkryte, na każdej z dostępnych Premii Rundy ({coins}) kładzie się monetę, a żeton Punktowania Rundy schodzi z planszy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The support card points at the round's scoring tile: its Automa icon is {discipline}.</source>
            <translation>Karta Wsparcia wskazuje żeton Punktowania Rundy: jego ikona Automy to {discipline}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The support card's arrow points {slot}: the Automa takes round bonus {tile} (its coins, {coins}, go to the supply) and puts its old bonus {old} in the same place.</source>
            <translation>Strzałka karty Wsparcia wskazuje: {slot}; Automa bierze Premię Rundy {tile} (jej monety, {coins}, idą do puli) i kładzie swoją poprzednią Premię Rundy {old} w tym samym miejscu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The {faction} card's next action ({what}) is not described precisely enough to compute: do it by hand as the faction card says and mirror it on the board.</source>
            <translation>Następna akcja karty Frakcji ({faction}) — {what} — nie jest opisana dość dokładnie, by ją obliczyć: wykonaj ją ręcznie według karty Frakcji i odtwórz na planszy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Tie-breaking</source>
            <translation>Rozstrzyganie remisów</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Transform and build</source>
            <translation>Przekształcenie terenu i budowa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Two players plus the Automa</source>
            <translation>Gra dwuosobowa plus Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Upgrade</source>
            <translation>Rozbudowa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Valid: {count} in Reach of its marked buildings (navigation {navigation}): {hexes}.</source>
            <translation>Dopuszczalne: {count} w Zasięgu jej oznaczonych budynków (Żegluga {navigation}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Valid: {count} in Reach of its unmarked buildings (navigation {navigation}): {hexes}.</source>
            <translation>Dopuszczalne: {count} w Zasięgu jej nieoznaczonych budynków (Żegluga {navigation}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Valid: {count} it can upgrade with a building left: {hexes}.</source>
            <translation>Dopuszczalne: {count}, które może rozbudować, mając budynek w zasobach: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{faction} ended the turn</source>
            <translation>{faction}: koniec tury</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} transformed to {terrain}</source>
            <translation>{hex} przekształcony na: {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{occupant}: a scholar on the {discipline} space worth {value}</source>
            <translation>{occupant}: Uczony na polu Dyscypliny {discipline} o wartości {value}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{owner}: a bridge built across the river</source>
            <translation>{owner}: Most zbudowany przez rzekę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{owner}: {building} placed on {hex}</source>
            <translation>{owner}: {building} postawiony na {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} passed: a new round bonus taken, the old one left in its place</source>
            <translation>{side}: pas — wzięto nową Premię Rundy, stara została na jej miejscu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>{side} passes: round 6, so no new round bonus</source>
            <translation>{side}: pas — runda 6, więc bez nowej Premii Rundy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: {discipline} marker to level {level}</source>
            <translation>{side}: znacznik Dyscypliny {discipline} na poziom {level}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: {vp} VP</source>
            <translation>{side}: {vp} PZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: {vp}.</source>
            <translation>{side}: {vp}.</translation>
        </message>
    </context>
    <context>
        <name>AoISetupDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>&amp;Board:</source>
            <translation>&amp;Plansza:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>&amp;Difficulty:</source>
            <translation>&amp;Poziom trudności:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>&amp;Round scoring tiles:</source>
            <translation>Żetony Punktowania &amp;Rundy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>&amp;Your terrain:</source>
            <translation>&amp;Twój teren:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>2nd player's 1st</source>
            <translation>drugi gracz: 1.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>2nd player's 2nd</source>
            <translation>drugi gracz: 2.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Automa's &amp;faction:</source>
            <translation>&amp;Frakcja Automy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Automa's &amp;terrain:</source>
            <translation>T&amp;eren Automy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Automa's marked</source>
            <translation>Automa: oznaczony</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Automa's unmarked</source>
            <translation>Automa: nieoznaczony</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Board</source>
            <translation>Plansza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Card drawn for its &amp;workshops:</source>
            <translation>Karta dobrana dla jej &amp;Warsztatów:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Card {n}</source>
            <translation>Karta {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Click the map to place:</source>
            <translation>Kliknij mapę, aby umieścić:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Decision cards:</source>
            <translation>Karty Decyzji:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Draw an ATP card at random</source>
            <translation>Wylosuj kartę PTA</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>GRA DWUOSOBOWA PLUS AUTOMA: the Automa plays the Simpletons</source>
            <translation>GRA DWUOSOBOWA PLUS AUTOMA: Automa gra jako Prostaczkowie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>I draw the real &amp;cards</source>
            <translation>Dobieram prawdziwe &amp;karty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Map &amp;editor…</source>
            <translation>&amp;Edytor mapy…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>New Age of Innovation game against the Automa</source>
            <translation>Nowa gra w Erę Innowacji przeciwko Automie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Round b&amp;onuses:</source>
            <translation>Premie R&amp;undy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Round bonus {n} from the left</source>
            <translation>Premia Rundy nr {n} od lewej</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Second &amp;player's terrain:</source>
            <translation>Teren &amp;drugiego gracza:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Set up a two-player game with the Automa's changes (PRZYGOTOWANIE ROZGRYWKI). Pick your initial workshops on the map; the Automa's follow from a drawn decision card's letters.</source>
            <translation>Przygotuj grę dwuosobową ze zmianami dla Automy (PRZYGOTOWANIE ROZGRYWKI). Wybierz swoje początkowe Warsztaty na mapie; Warsztaty Automy wynikają z liter dobranej karty Decyzji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The &amp;app shuffles and draws</source>
            <translation>&amp;Aplikacja tasuje i dobiera</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The app's deal is shown: set each to the tile you laid on the board.</source>
            <translation>Pokazano rozdanie aplikacji: ustaw każdy żeton tak, jak leży na planszy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The decision card drawn at random for the Automa's initial workshops (its letters on the Initial Workshop Setup card)</source>
            <translation>Karta Decyzji wylosowana dla początkowych Warsztatów Automy (jej litery na karcie Przygotowania Początkowego Warsztatu)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The map has no workshop letters for the Automa's terrain: draw a decision card, read its two letters on the Initial Workshop Setup card and click the two hexes here (⚡ marked, then unmarked).</source>
            <translation>Mapa nie ma liter Warsztatów dla terenu Automy: dobierz kartę Decyzji, odczytaj jej dwie litery na karcie Przygotowania Początkowego Warsztatu i kliknij tu dwa heksy (⚡ oznaczony, potem nieoznaczony).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The numbers of the round bonus tiles you laid, left to right: the Automa takes the leftmost (PRZYGOTOWANIE 9), you choose yours from the others.</source>
            <translation>Numery wyłożonych żetonów Premii Rundy, od lewej do prawej: Automa bierze skrajny lewy (PRZYGOTOWANIE ROZGRYWKI 9), ty wybierasz swój spośród pozostałych.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Your round bonus</source>
            <translation>Twoja Premia Rundy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>the first it leaves</source>
            <translation>pierwsza pozostawiona</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>you take:</source>
            <translation>bierzesz:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>your 1st workshop</source>
            <translation>twój 1. Warsztat</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>your 2nd</source>
            <translation>twój 2.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>{file}: {why}</source>
            <translation>{file}: {why}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>{name} (your map)</source>
            <translation>{name} (twoja mapa)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>— solo (no second player) —</source>
            <translation>— solo (bez drugiego gracza) —</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>— the card you drew —</source>
            <translation>— dobrana karta —</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>⚠ This board is unverified ({source}): compare it with yours and correct it in the map editor.</source>
            <translation>⚠ Ta plansza jest niezweryfikowana ({source}): porównaj ją ze swoją i popraw w edytorze mapy.</translation>
        </message>
    </context>
    <context>
        <name>AoITiles</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source> · spade</source>
            <translation> · Łopata</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Coins</source>
            <translation>Monety</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Coins on round bonus {n} from the left</source>
            <translation>Monety na Premii Rundy nr {n} od lewej</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Final</source>
            <translation>Finałowy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Final scoring tile</source>
            <translation>Żeton Punktowania Finałowej Rundy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Round bonus</source>
            <translation>Premia Rundy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Round bonus {n} from the left</source>
            <translation>Premia Rundy nr {n} od lewej</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Round tiles and bonuses on the table</source>
            <translation>Żetony rund i Premie na stole</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Round {n} scoring tile</source>
            <translation>Żeton Punktowania Rundy {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>R{n}</source>
            <translation>R{n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Set what lies on your table: the round scoring tiles (rounds 1-5 and the final one) and the round bonuses on offer, left to right, with the coins on each.</source>
            <translation>Ustaw, co leży na stole: żetony Punktowania Rundy (rundy 1-5 i finałowy) oraz dostępne Premie Rundy, od lewej do prawej, z monetami na każdej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>{a} VP per building in rounds 1-3, {b} in 4-6</source>
            <translation>{a} PZ za budynek w rundach 1-3, {b} w 4-6</translation>
        </message>
    </context>
    <context>
        <name>AoIView</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Age of Innovation board</source>
            <translation>Plansza Ery Innowacji</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>The hex map with every side's buildings, the science board, the round bonuses and your supply. Drag your buildings, terrains and science markers; right-click a hex to correct it.</source>
            <translation>Mapa heksów z budynkami każdej strony, plansza Nauki, Premie Rundy i twoje zasoby. Przeciągaj swoje budynki, tereny i znaczniki Nauki; prawy przycisk na heksie, aby go poprawić.</translation>
        </message>
    </context>
    <context>
        <name>AoIWorkspace</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/workspace.py" />
            <source>Automa's proposal and reasons</source>
            <translation>Propozycja i uzasadnienia Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/workspace.py" />
            <source>Decision pair</source>
            <translation>Para kart</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/workspace.py" />
            <source>Set up the table as shown (the Automa's faction, its ATP card, the tiles and workshops):</source>
            <translation>Przygotuj stół, jak pokazano (Frakcja Automy, jej karta PTA, żetony i Warsztaty):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/workspace.py" />
            <source>Spells, tiles, VP</source>
            <translation>Zaklęcia, żetony</translation>
        </message>
    </context>
    <context>
        <name>ProposalPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Drag a building from your supply onto an empty hex to build, onto your building to upgrade; drag a terrain onto a hex to transform it.</source>
            <translation>Przeciągnij budynek z zasobów na pusty heks, aby budować, na swój budynek, aby rozbudować; przeciągnij teren na heks, aby go przekształcić.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Drag your science markers (Y) along a discipline; drop a round bonus on Pass when you pass.</source>
            <translation>Przeciągaj swoje znaczniki Nauki (Y) wzdłuż Dyscypliny; upuść Premię Rundy na polu Pasowania, gdy pasujesz.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>How the rulebook was read: the tie-breakers, the hexes passed over, the rulings</source>
            <translation>Jak odczytano instrukcję: rozstrzygnięcia remisów, pominięte heksy, rozstrzygnięcia zasad</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Right-click a hex to correct it; right-click your supply for VP.</source>
            <translation>Prawy przycisk na heksie, aby go poprawić; prawy przycisk na zasobach, aby ustawić PZ.</translation>
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Round {n} · {who}</source>
            <translation>Runda {n} · {who}</translation>
        </message>
    </context>
</TS>

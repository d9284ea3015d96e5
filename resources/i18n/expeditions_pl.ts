<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
    <context>
        <name>CardForm</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card &amp;drawn</source>
            <translation>&amp;Dobrana karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card drawn</source>
            <translation>Dobrana karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card drawn:</source>
            <translation>Dobrana karta:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card {n}</source>
            <translation>Karta {n}</translation>
        </message>
    </context>
    <context>
        <name>CardPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source> — corrected by the table</source>
            <translation> — poprawiona przez stół</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>&amp;Apply correction</source>
            <translation>&amp;Zastosuj poprawkę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>&amp;Printed values</source>
            <translation>Wartości z dr&amp;uku</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa card:</source>
            <translation>Karta Automy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card data: entered at the table.</source>
            <translation>Dane karty: wprowadzone przy stole.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card data: {confidence}.</source>
            <translation>Dane karty: {confidence}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card shown</source>
            <translation>Pokazana karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card {n}</source>
            <translation>Karta {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card {n} — {state}</source>
            <translation>Karta {n} — {state}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Co&amp;rrect this card…</source>
            <translation>Po&amp;praw tę kartę…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Forget the table's correction of this card</source>
            <translation>Zapomnij poprawkę stołu dla tej karty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress symbol (advance the progress marker)</source>
            <translation>Symbol postępu (przesuń znacznik postępu)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress: no symbol (the marker stays)</source>
            <translation>Postęp: brak symbolu (znacznik zostaje)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Reminder: cards {cards} of the game deck name another player; when one is drawn, put it in the box and draw again.</source>
            <translation>Przypomnienie: karty {cards} talii gry dotyczą innego gracza; gdy któraś zostanie dobrana, odłóż ją do pudełka i dobierz nową.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Source: {source}</source>
            <translation>Źródło: {source}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The printed card differs: change the values, then Apply</source>
            <translation>Wydrukowana karta się różni: zmień wartości, potem Zastosuj</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>drawn this turn</source>
            <translation>dobrana w tej turze</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no card drawn yet; shown to check or correct it</source>
            <translation>jeszcze nie dobrano karty; pokazana do sprawdzenia lub poprawienia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>shown to check or correct it</source>
            <translation>pokazana do sprawdzenia lub poprawienia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>the last card drawn</source>
            <translation>ostatnio dobrana karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>the table's correction</source>
            <translation>poprawka stołu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>▲ Progress: advance the marker one space</source>
            <translation>▲ Postęp: przesuń znacznik o 1 pole</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsBoard</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Automa at Basecamp: glory {glory}/8 · maps {maps} · corruption {n} ({values})</source>
            <translation>Automa w bazie: chwała {glory}/8 · mapy {maps} · zepsucie {n} ({values})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Basecamp: your mech off the map</source>
            <translation>Baza: twój mech poza mapą</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>C mech ← west</source>
            <translation>C ← zachód</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Corruption tokens, top first (e.g. 3 4 20):</source>
            <translation>Żetony zepsucia, od wierzchniego (np. 3 4 20):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Corruption tokens…</source>
            <translation>Żetony zepsucia…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Drop your mech on a location, or on Basecamp below to take it off the map.</source>
            <translation>Upuść swojego mecha na obszarze albo na bazie poniżej, aby zdjąć go z mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Face up</source>
            <translation>Odkryta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Glory card</source>
            <translation>Karta
chwały</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Map token</source>
            <translation>Żeton mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Move the Automa's {mech} here</source>
            <translation>Przesuń tutaj: {mech} Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Move your mech here</source>
            <translation>Przesuń tutaj swojego mecha</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>N mech → east</source>
            <translation>N → wschód</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Progress</source>
            <translation>Postęp</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa takes the 20</source>
            <translation>Automa bierze żeton 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa takes this corruption token</source>
            <translation>Automa bierze ten żeton zepsucia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa takes this map token</source>
            <translation>Automa bierze ten żeton mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa's Central mech (black, C): drag to correct</source>
            <translation>Mech Automy w regionie centralnym (czarny, C): przeciągnij, aby poprawić</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa's North mech (blue, N): drag to correct</source>
            <translation>Mech Automy w regionie północnym (niebieski, N): przeciągnij, aby poprawić</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Tile number (0 = unknown):</source>
            <translation>Numer płytki (0 = nieznany):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Tile number…</source>
            <translation>Numer płytki…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>You explored it (the table panel enters its tile)</source>
            <translation>Eksplorowano go (płytkę wpisuje panel Stół)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>You vanquished the top token</source>
            <translation>Przezwyciężono wierzchni żeton</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Your glory tokens at Basecamp: {glory}/4</source>
            <translation>Twoje znaczniki chwały w bazie: {glory}/4</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Your mech (P): drag it where it stands on the table</source>
            <translation>Twój mech (P): przeciągnij go tam, gdzie stoi na stole</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>card spaces {spaces}</source>
            <translation>pola kart {spaces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>cards {spaces}</source>
            <translation>karty {spaces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>corruption {values} (top first)</source>
            <translation>zepsucie {values} (od wierzchniego)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>face down</source>
            <translation>zakryta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>map token</source>
            <translation>żeton mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>skip</source>
            <translation>pomiń</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>tidy</source>
            <translation>porządkuj</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>tile {tile}, face down</source>
            <translation>płytka {tile}, zakryta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>tile {tile}, face up</source>
            <translation>płytka {tile}, odkryta</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsCard</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>distance {n}</source>
            <translation>dystans {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>needs {n} glory</source>
            <translation>wymaga {n} chwały</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no glory requirement</source>
            <translation>bez wymogu chwały</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no target</source>
            <translation>brak celu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no tidy</source>
            <translation>bez porządkowania</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>target: {target} ({req})</source>
            <translation>cel: {target} ({req})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>tidy</source>
            <translation>porządkowanie</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsData</name>
        <message>
            <location filename="../../resources/expeditions/automa.json" />
            <source>coins confirmed by the r3 level-1 card fragment; track from one source</source>
            <translation>monety potwierdzone fragmentem karty poziomu 1 z instrukcji r3; tor z jednego źródła</translation>
        </message>
        <message>
            <location filename="../../resources/expeditions/automa.json" />
            <source>one source (unverified against the printed card)</source>
            <translation>jedno źródło (niesprawdzone z wydrukowaną kartą)</translation>
        </message>
        <message>
            <location filename="../../resources/expeditions/automa.json" />
            <source>one source; card 1 consistent with the r3 rulebook card fragment</source>
            <translation>jedno źródło; karta 1 zgodna z fragmentem karty w instrukcji r3</translation>
        </message>
        <message>
            <location filename="../../resources/expeditions/automa.json" />
            <source>one source; north line consistent with the Dized vanquish example (corruption x2, glory 3)</source>
            <translation>jedno źródło; linia północna zgodna z przykładem pokonania z Dized (zepsucie x2, chwała 3)</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsErrors</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>A glory coin bonus of {bonus} would make the Automa's glory tokens worth less than nothing (the progress card gives {coins} coins each).</source>
            <translation>Premia {bonus} monet za chwałę sprawiłaby, że znaczniki chwały Automy byłyby warte mniej niż nic (karta postępu daje po {coins} monet).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card spaces are 1 to 5, each once (entered: {spaces}).</source>
            <translation>Pola kart to 1 do 5, każde raz (wprowadzono: {spaces}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} is not the top card of the Automa deck any more.</source>
            <translation>Karta {card} nie jest już wierzchnią kartą talii Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} was already drawn since the last shuffle: check the number.</source>
            <translation>Karta {card} została już dobrana od ostatniego tasowania: sprawdź numer.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Enter card spaces as numbers 1-5 separated by spaces (e.g. 1 5).</source>
            <translation>Wpisz pola kart jako liczby 1-5 oddzielone spacjami (np. 1 5).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Enter corruption tokens as numbers separated by spaces, top first (e.g. 3 4 20).</source>
            <translation>Wpisz żetony zepsucia jako liczby oddzielone spacjami, od wierzchniego (np. 3 4 20).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>It is the Automa's turn, not yours.</source>
            <translation>Teraz tura Automy, nie twoja.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Level {level}: enter the progress card's track and coin values first.</source>
            <translation>Poziom {level}: najpierw wpisz tor i wartości monet z karty postępu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Space {space} is off the progress track (its last space is {last}).</source>
            <translation>Pole {space} leży poza torem postępu (jego ostatnie pole to {last}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>That is a level {level} progress card; this game plays level {playing}.</source>
            <translation>To karta postępu poziomu {level}; ta gra toczy się na poziomie {playing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's mech cannot go to {region} location {slot}.</source>
            <translation>Mech Automy nie może wejść na obszar {slot} ({region}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's {mech} stands on {region} location {slot}: your mech cannot stop there (it may only pass over it).</source>
            <translation>{mech} Automy stoi na obszarze {slot} ({region}): twój mech nie może się tam zatrzymać (może go tylko przekroczyć).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's {mech} stays in its own region.</source>
            <translation>{mech} Automy zostaje w swoim regionie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The app is waiting for another answer: {expected}.</source>
            <translation>Aplikacja czeka na inną odpowiedź: {expected}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The board changed since this step was planned; here is the new plan.</source>
            <translation>Plansza zmieniła się od zaplanowania tego kroku; oto nowy plan.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The corruption tokens on {region} location {slot} changed: here is the new plan.</source>
            <translation>Żetony zepsucia na obszarze {slot} ({region}) zmieniły się: oto nowy plan.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The game is over: enter your coins in the Score panel.</source>
            <translation>Gra skończona: wpisz swoje monety w panelu Wynik.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>There is no {region} location {slot}.</source>
            <translation>Nie ma obszaru {slot} ({region}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>There is only one 20 corruption token, and it is already elsewhere.</source>
            <translation>Jest tylko jeden żeton zepsucia 20 i leży już gdzie indziej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Tile {tile} already lies on {region} location {slot}.</source>
            <translation>Płytka {tile} leży już na obszarze {slot} ({region}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{count} corruption tokens on one location is more than the game allows.</source>
            <translation>Żetonów zepsucia na jednym obszarze: {count} — więcej, niż pozwala gra.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} location {slot} has no 20 token any more: here is the new plan.</source>
            <translation>Na obszarze {slot} ({region}) nie ma już żetonu 20: oto nowy plan.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} location {slot} has no map token any more: here is the new plan.</source>
            <translation>Na obszarze {slot} ({region}) nie ma już żetonu mapy: oto nowy plan.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} location {slot} has only {available} corruption tokens.</source>
            <translation>Obszar {slot} ({region}) ma tylko tyle żetonów zepsucia: {available}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} location {slot} is already face up: it cannot be explored again.</source>
            <translation>Obszar {slot} ({region}) jest już odkryty: nie można go eksplorować ponownie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{value} is not the value of a corruption token (0-10, or 20).</source>
            <translation>{value} nie jest wartością żetonu zepsucia (0-10 lub 20).</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsNames</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automachine</source>
            <translation>Automaszyna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Central</source>
            <translation>Centrum</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Central mech</source>
            <translation>Mech centralny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Level {n}</source>
            <translation>Poziom {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Level {n}: {name}</source>
            <translation>Poziom {n}: {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Level {n}: {name} ({book})</source>
            <translation>Poziom {n}: {name} ({book})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Little Machine</source>
            <translation>Maszynetka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Machine</source>
            <translation>Maszyna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>North</source>
            <translation>Północ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>North mech</source>
            <translation>Mech północny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>South</source>
            <translation>Południe</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Ultimachine</source>
            <translation>Ultimaszyna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>a map token</source>
            <translation>żeton mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>corruption (not the 20)</source>
            <translation>zepsucie (nie żeton 20)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>draw a card</source>
            <translation>dobranie karty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>end of turn</source>
            <translation>koniec tury</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>explore</source>
            <translation>eksploracja</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>game over</source>
            <translation>koniec gry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>it has a map token</source>
            <translation>jest na nim żeton mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>it has corruption tokens</source>
            <translation>są na nim żetony zepsucia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>move</source>
            <translation>ruch</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>no</source>
            <translation>nie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>no 20 token</source>
            <translation>brak żetonu 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>no corruption token</source>
            <translation>brak żetonu zepsucia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>no map token</source>
            <translation>brak żetonu mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>none</source>
            <translation>brak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>not entered</source>
            <translation>nie wprowadzono</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>nothing</source>
            <translation>nic</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>only the 20 token, which does not count</source>
            <translation>tylko żeton 20, który się nie liczy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>progress</source>
            <translation>postęp</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>reshuffle</source>
            <translation>tasowanie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the 20 token alone</source>
            <translation>sam żeton 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the 20 token lies there alone</source>
            <translation>leży tam sam żeton 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the 20 token lies there with other corruption</source>
            <translation>żeton 20 leży tam z innym zepsuciem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the card drawn</source>
            <translation>dobrana karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the explored tile</source>
            <translation>eksplorowana płytka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>tidy</source>
            <translation>porządkowanie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>vanquish</source>
            <translation>przezwyciężenie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>vanquish the 20</source>
            <translation>przezwyciężenie żetonu 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>yes</source>
            <translation>tak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>you</source>
            <translation>ty</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsReasons</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n coin(s)</source>
            <translation>
                <numerusform>%n moneta</numerusform>
                <numerusform>%n monety</numerusform>
                <numerusform>%n monet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n corruption token(s)</source>
            <translation>
                <numerusform>%n żeton zepsucia</numerusform>
                <numerusform>%n żetony zepsucia</numerusform>
                <numerusform>%n żetonów zepsucia</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n glory token(s)</source>
            <translation>
                <numerusform>%n znacznik chwały</numerusform>
                <numerusform>%n znaczniki chwały</numerusform>
                <numerusform>%n znaczników chwały</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n location(s)</source>
            <translation>
                <numerusform>%n obszar</numerusform>
                <numerusform>%n obszary</numerusform>
                <numerusform>%n obszarów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n map token(s)</source>
            <translation>
                <numerusform>%n żeton mapy</numerusform>
                <numerusform>%n żetony mapy</numerusform>
                <numerusform>%n żetonów mapy</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>A tie at {total} goes to the Automa.</source>
            <translation>Remis ({total}): wygrywa Automa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa card {card} drawn; {left} left in the deck.</source>
            <translation>Dobrano kartę Automy {card}; w talii zostało: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa mech movement</source>
            <translation>Ruch mecha Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa rules: {section}</source>
            <translation>Zasady Automy: {section}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa step: {action}</source>
            <translation>Krok Automy: {action}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa turn</source>
            <translation>Tura Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card corrected: {card}</source>
            <translation>Poprawiono kartę: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} back to the printed values</source>
            <translation>Karta {card} wraca do wartości z druku</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} has no progress symbol: the progress marker stays.</source>
            <translation>Karta {card} nie ma symbolu postępu: znacznik postępu zostaje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} is played with the values the table corrected.</source>
            <translation>Karta {card} jest rozgrywana z wartościami poprawionymi przez stół.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card}: no tidy symbol for the {mech}.</source>
            <translation>Karta {card}: {mech} — brak symbolu porządkowania.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Cards {cards} name another player: put them back in the box and draw again.</source>
            <translation>Karty {cards} dotyczą innego gracza: odłóż je do pudełka i dobierz nowe.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Difficulty</source>
            <translation>Poziomy trudności</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Difficulty: level {level} progress card; glory coin bonus {bonus} on each Automa glory token's value.</source>
            <translation>Poziom trudności: karta postępu poziomu {level}; premia za chwałę {bonus} do wartości każdego znacznika chwały Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Draw the top card of the Automa deck and enter its number.</source>
            <translation>Dobierz wierzchnią kartę z talii Automy i wpisz jej numer.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Explore</source>
            <translation>Akcja „Eksploruj”</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>First player, as the table chose: {seat}.</source>
            <translation>Pierwszy gracz, wybrany przez stół: {seat}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>First player, drawn at random: {seat}.</source>
            <translation>Pierwszy gracz, wylosowany: {seat}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Game end</source>
            <translation>Koniec gry i punktacja</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>General rules</source>
            <translation>Zasady ogólne</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Glory coin bonus: {bonus} on each Automa glory token</source>
            <translation>Premia za chwałę: {bonus} za każdy znacznik chwały Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>In the rulebook: {heading}</source>
            <translation>W instrukcji: {heading}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Location {slot} holds your mech: skipped, it does not count towards the range.</source>
            <translation>Na obszarze {slot} stoi twój mech: pominięty, nie wlicza się do zasięgu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Location {slot} holds your mech: the {mech} passes over it without counting it.</source>
            <translation>Na obszarze {slot} stoi twój mech: {mech} przechodzi przez niego, nie licząc go.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Mech actions</source>
            <translation>Akcje mechów</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Mech actions 2a</source>
            <translation>Akcje mechów 2a</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Move the progress marker one space: {origin} → {dest}.</source>
            <translation>Przesuń znacznik postępu o 1 pole: {origin} → {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>No glory requirement: the {mech} looks for {symbol} within 0-3.</source>
            <translation>Brak wymogu chwały: {mech} szuka celu „{symbol}” w zasięgu 0-3.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>No location within 0-3 shows {symbol}: the {mech} moves its distance.</source>
            <translation>Żaden obszar w zasięgu 0-3 nie pasuje do celu „{symbol}”: {mech} porusza się o swój dystans.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Past the end of the row the {mech} goes on from location {origin} to location {dest}.</source>
            <translation>Za końcem rzędu {mech} przechodzi z obszaru {origin} na obszar {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Progress</source>
            <translation>Przesuń znacznik postępu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Progress card values: {card}</source>
            <translation>Wartości karty postępu: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Progress marker on space {space}</source>
            <translation>Znacznik postępu na polu {space}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Put an unused action marker on the start space of the progress track.</source>
            <translation>Umieść niewykorzystany znacznik akcji na polu startowym toru postępu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Put the Automa's Central mech (black base) on Central location {slot}, the easternmost.</source>
            <translation>Umieść mecha Automy w regionie centralnym (czarna podstawka) na obszarze centralnym {slot}, najbardziej wysuniętym na wschód.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Put the Automa's North mech (blue base) on North location {slot}, the westernmost.</source>
            <translation>Umieść mecha Automy w regionie północnym (niebieska podstawka) na obszarze północnym {slot}, najbardziej wysuniętym na zachód.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Put {tokens} glory tokens on the Automa's glory card (4 blue, 4 black).</source>
            <translation>Połóż na karcie chwały Automy tyle znaczników chwały: {tokens} (4 niebieskie, 4 czarne).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Setup</source>
            <translation>Przygotowanie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Setup (first player)</source>
            <translation>Przygotowanie (pierwszy gracz)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Shuffle the {cards} Automa cards, set {set_aside} aside face down unseen; the rest is the Automa deck.</source>
            <translation>Potasuj karty Automy ({cards}), odłóż na bok zakryte bez patrzenia: {set_aside}; z reszty utwórz talię Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Space {space} is a glory space: glory token {token} goes from the glory card to Basecamp.</source>
            <translation>Pole {space} to pole chwały: znacznik chwały {token} przechodzi z karty chwały na planszę bazy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Start of the game</source>
            <translation>Początek gry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>That is the Automa's glory token {glory}: the end of the game begins.</source>
            <translation>To znacznik chwały Automy nr {glory}: zaczyna się koniec gry.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The 20 token on location {slot} is ignored: it stays there.</source>
            <translation>Żeton 20 na obszarze {slot} jest ignorowany: zostaje na miejscu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa deck is empty: shuffle all {cards} cards and set the top {set_aside} aside face down.</source>
            <translation>Talia Automy się wyczerpała: potasuj wszystkie karty ({cards}) i odłóż na bok zakryte wierzchnie: {set_aside}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa has {glory} glory (at least {required}): the {mech} looks for {symbol} within 0-3.</source>
            <translation>Automa ma {glory} chwały (co najmniej {required}): {mech} szuka celu „{symbol}” w zasięgu 0-3.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa takes no benefits from the location's tile.</source>
            <translation>Automa nie otrzymuje korzyści z płytki obszaru.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa takes the 20 token from location {slot}.</source>
            <translation>Automa bierze żeton 20 z obszaru {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa takes the map token of location {slot}.</source>
            <translation>Automa bierze żeton mapy z obszaru {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's glory tokens at Basecamp: {glory}</source>
            <translation>Znaczniki chwały Automy w bazie: {glory}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's tokens: {map_tokens} maps, corruption {corruption}</source>
            <translation>Żetony Automy: mapy {map_tokens}, zepsucie {corruption}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's turn ends (card {card}).</source>
            <translation>Tura Automy się kończy (karta {card}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa: {glory}, {map_tokens}, {corruption} = {total}.</source>
            <translation>Automa: {glory}, {map_tokens}, {corruption} = {total}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The app shuffled the {cards} Automa cards and set {set_aside} aside unseen.</source>
            <translation>Aplikacja potasowała karty Automy ({cards}) i odłożyła na bok bez patrzenia: {set_aside}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The explored tile: {tile}, with {tokens} corruption tokens</source>
            <translation>Eksplorowana płytka: {tile}, żetonów zepsucia: {tokens}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The first match is location {slot} (matches: {candidates}): the {mech} goes there.</source>
            <translation>Pierwszy pasujący obszar to {slot} (pasują: {candidates}): {mech} idzie tam.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The game is over: {trigger} placed the last glory token in turn {turn}, and the final turns are played. Enter your coins to score.</source>
            <translation>Koniec gry: ostatni znacznik chwały położono w turze {turn} ({trigger}); rozegrano ostatnie tury. Wpisz swoje monety, aby podliczyć wynik.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The location runs out: {taken} of {multiplier} tokens taken.</source>
            <translation>Na obszarze zabrakło żetonów: wzięto {taken} z {multiplier}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The progress marker is on the last space ({space}) and stays there.</source>
            <translation>Znacznik postępu jest na ostatnim polu ({space}) i tam zostaje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The row is too short: the {mech} moves {moved} of {distance} locations.</source>
            <translation>Rząd jest za krótki: {mech} przesuwa się o {moved} z {distance} obszarów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The rulebook recommends a glory coin bonus from {low} to {high}; this game plays {bonus}.</source>
            <translation>Instrukcja zaleca premię za chwałę od {low} do {high}; ta gra używa {bonus}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The table drew Automa card {card}</source>
            <translation>Stół dobrał kartę Automy {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The table entered: {kind}</source>
            <translation>Stół wprowadził: {kind}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The target needs {required} glory at Basecamp; the Automa has {glory}: the {mech} does not look for it.</source>
            <translation>Cel wymaga {required} chwały w bazie; Automa ma {glory}: {mech} go nie szuka.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The {mech} acts from location {slot}.</source>
            <translation>{mech} wykonuje akcje z obszaru {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The {mech} has no target on this card: it moves.</source>
            <translation>{mech} nie ma celu na tej karcie: porusza się.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The {mech} moves {distance}, to location {slot}.</source>
            <translation>{mech} przesuwa się o {distance}, na obszar {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Tidy: the {mech} is on {region} location {slot}; tidy the face-up cards next to it.</source>
            <translation>Porządkowanie: {mech} stoi na obszarze {slot} ({region}); uporządkuj sąsiadujące z nim odkryte karty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Tidy: the {mech} is on {region} location {slot}; tidy the face-up cards on spaces {spaces}.</source>
            <translation>Porządkowanie: {mech} stoi na obszarze {slot} ({region}); uporządkuj odkryte karty na polach {spaces}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Turn the tile of location {slot} face up, place its corruption tokens and enter them.</source>
            <translation>Odkryj płytkę obszaru {slot}, umieść na niej żetony zepsucia i wpisz je.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Vanquish</source>
            <translation>Akcja „Przezwyciężenie”</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Vanquish the 20</source>
            <translation>Akcja „Przezwyciężenie żetonu 20”</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Which card spaces touch {region} location {slot} is not entered: tidy the face-up cards next to it (and enter them in the Table panel).</source>
            <translation>Nie wprowadzono, które pola kart sąsiadują z obszarem {slot} ({region}): uporządkuj sąsiadujące odkryte karty (i wpisz je w panelu Stół).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Winner: {seat}.</source>
            <translation>Zwycięzca: {seat}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>You ended your turn</source>
            <translation>Koniec twojej tury</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>You explored {location}: tile {tile}, corruption {corruption}</source>
            <translation>Twoja eksploracja ({location}): płytka {tile}, zepsucie {corruption}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>You vanquished {count} at {location}</source>
            <translation>Twoje przezwyciężenie ({location}): {count}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>You: {total}.</source>
            <translation>Ty: {total}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Your glory tokens at Basecamp: {glory}</source>
            <translation>Twoje znaczniki chwały w bazie: {glory}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Your mech may pass over a face-down location holding an Automa mech ({places}); it still counts towards your move.</source>
            <translation>Twój mech może przekroczyć zakryty obszar z mechem Automy ({places}); nadal wlicza się on do twojego ruchu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Your mech to {location}</source>
            <translation>Twój mech → {location}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{drawn} cards were drawn since the last shuffle: the deck is used up.</source>
            <translation>Od ostatniego tasowania dobrano kart: {drawn}; talia się wyczerpała.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{location}: card spaces {spaces}</source>
            <translation>{location}: pola kart {spaces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{location}: corruption {tokens}</source>
            <translation>{location}: zepsucie {tokens}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{location}: map token {present}</source>
            <translation>{location}: żeton mapy: {present}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{location}: tile {tile}, face up: {face_up}</source>
            <translation>{location}: płytka {tile}, odkryta: {face_up}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{mech} to location {slot}</source>
            <translation>{mech} → obszar {slot}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} {n}</source>
            <translation>{region} {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>×{multiplier}: the Automa takes the top corruption tokens of location {slot}: {taken}.</source>
            <translation>×{multiplier}: Automa bierze wierzchnie żetony zepsucia z obszaru {slot}: {taken}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>✓ Location {slot} (range {range}) matches: {why}.</source>
            <translation>✓ Obszar {slot} (zasięg {range}) pasuje: {why}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>✗ Location {slot} (range {range}): {why}.</source>
            <translation>✗ Obszar {slot} (zasięg {range}): {why}.</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsSetupDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>&amp;Seed (shuffles, first player):</source>
            <translation>&amp;Ziarno (tasowanie, pierwszy gracz):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>8 spaces, e.g. 2 6 11 15 19 23 25 27</source>
            <translation>8 pól, np. 2 6 11 15 19 23 25 27</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Added to (or taken from) the progress card's coins for each Automa glory token; the rulebook recommends −2 to +3.</source>
            <translation>Dodawana do monet z karty postępu (lub od nich odejmowana) za każdy znacznik chwały Automy; instrukcja zaleca od −2 do +3.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>At random</source>
            <translation>Losowo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Automa deck:</source>
            <translation>Talia Automy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Coins per corruption token:</source>
            <translation>Monety za żeton zepsucia:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Coins per glory token:</source>
            <translation>Monety za znacznik chwały:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Coins per map token:</source>
            <translation>Monety za żeton mapy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Difficulty (progress card):</source>
            <translation>Poziom trudności (karta postępu):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>First player:</source>
            <translation>Pierwszy gracz:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>From the app's data ({confidence}).</source>
            <translation>Z danych aplikacji ({confidence}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Glory coin &amp;bonus, ± coins per token:</source>
            <translation>&amp;Premia za chwałę, ± monet za znacznik:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Glory coin bonus, ± coins per Automa glory token</source>
            <translation>Premia za chwałę, ± monet za znacznik chwały Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Glory spaces</source>
            <translation>Pola chwały</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Glory spaces:</source>
            <translation>Pola chwały:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>I draw from the real deck</source>
            <translation>Dobieram z prawdziwej talii</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Last space of the track</source>
            <translation>Ostatnie pole toru</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Last space of the track:</source>
            <translation>Ostatnie pole toru:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Level {n} is not in the app's data: enter its values from the card (kept for next time).</source>
            <translation>Poziomu {n} nie ma w danych aplikacji: wpisz jego wartości z karty (zostaną zapamiętane).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Level {n} is not in the app's data: the values you entered last time.</source>
            <translation>Poziomu {n} nie ma w danych aplikacji: wartości wpisane poprzednio.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>My printed card differs: play these values</source>
            <translation>Moja wydrukowana karta się różni: graj tymi wartościami</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>New Expeditions game against the Automa</source>
            <translation>Nowa gra w Ekspedycje przeciwko Automie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Progress card</source>
            <translation>Karta postępu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>The Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>The app shuffles and draws</source>
            <translation>Aplikacja tasuje i dobiera</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>The rulebook's name: {name}</source>
            <translation>Nazwa z instrukcji: {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Then drag your mech (P) onto the location where it starts.</source>
            <translation>Następnie przeciągnij swojego mecha (P) na obszar, na którym zaczyna.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>This table cannot be set up: {detail}</source>
            <translation>Nie można przygotować tego stołu: {detail}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>glory spaces are numbers</source>
            <translation>pola chwały to liczby</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsTable</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Added to the progress card's {coins} coins per Automa glory token: each is worth {total}.</source>
            <translation>Dodawana do {coins} monet z karty postępu za każdy znacznik chwały Automy: każdy jest wart {total}.</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsText</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa deck: {n} cards left; drawn since the shuffle: {drawn}.</source>
            <translation>Talia Automy: zostało kart: {n}; dobrane od tasowania: {drawn}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Physical deck: {n} cards drawn since the shuffle.</source>
            <translation>Fizyczna talia: od tasowania dobrano kart: {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress: space {p} of {last} (level {level}); glory spaces {spaces}.</source>
            <translation>Postęp: pole {p} z {last} (poziom {level}); pola chwały {spaces}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa at Basecamp: {glory} of 8 glory tokens, {maps} map tokens, corruption {values}.</source>
            <translation>Automa w bazie: znaczniki chwały {glory} z 8, żetony mapy: {maps}, zepsucie {values}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your glory tokens at Basecamp: {n} of 4.</source>
            <translation>Twoje znaczniki chwały w bazie: {n} z 4.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your mech is off the map.</source>
            <translation>Twój mech jest poza mapą.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>your mech</source>
            <translation>twój mech</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{region} (west to east):</source>
            <translation>{region} (z zachodu na wschód):</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsTurn</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Automa card {card} ({left} left in the deck).</source>
            <translation>Karta Automy {card} (w talii zostało: {left}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Draw the top Automa card and enter its number.</source>
            <translation>Dobierz wierzchnią kartę Automy i wpisz jej numer.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>End of the Automa's turn: your turn next.</source>
            <translation>Koniec tury Automy: teraz twoja tura.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Game over: the Automa has {total} coins. Enter yours in the Score panel.</source>
            <translation>Koniec gry: Automa ma {total} monet. Wpisz swoje w panelu Wynik.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Glory token {n} to Basecamp.</source>
            <translation>Znacznik chwały {n} na planszę bazy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Nothing to do.</source>
            <translation>Nic do zrobienia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Progress marker {o} → {d}.</source>
            <translation>Znacznik postępu {o} → {d}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Shuffle all 14 Automa cards and set the top 2 aside unseen.</source>
            <translation>Potasuj wszystkie 14 kart Automy i odłóż 2 wierzchnie na bok bez patrzenia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The app could not plan the next step (the log has details): undo or correct the board.</source>
            <translation>Aplikacja nie mogła zaplanować następnego kroku (szczegóły w dzienniku): cofnij albo popraw planszę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The app reshuffles the Automa deck (2 cards set aside unseen).</source>
            <translation>Aplikacja tasuje talię Automy (2 karty odłożone na bok bez patrzenia).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Turn the tile of {place} face up: enter its number and the corruption placed.</source>
            <translation>Odkryj płytkę ({place}): wpisz jej numer i umieszczone zepsucie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Your turn: mirror what you do on the board, then End my turn.</source>
            <translation>Twoja tura: odtwórz na planszy to, co robisz, potem Zakończ moją turę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>next to it</source>
            <translation>sąsiadujące</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} at {place}: tidy the face-up cards ({where}).</source>
            <translation>{mech} ({place}): uporządkuj odkryte karty ({where}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} explores {d}: the Automa takes its map token.</source>
            <translation>{mech} eksploruje {d}: Automa bierze żeton mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} goes to {d}: the Automa takes the 20 token.</source>
            <translation>{mech} idzie na {d}: Automa bierze żeton 20.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} moves {o} → {d}.</source>
            <translation>{mech} przesuwa się: {o} → {d}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} stays at {place}.</source>
            <translation>{mech} zostaje na miejscu ({place}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} vanquishes at {d}: the Automa takes {taken}.</source>
            <translation>{mech} przezwycięża ({d}): Automa bierze {taken}.</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsView</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Expeditions board</source>
            <translation>Plansza Ekspedycji</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The North, Central and South regions; the same state is listed in the Board as text panel. Arrow keys select a location, the menu key edits it.</source>
            <translation>Regiony północny, centralny i południowy; ten sam stan jest wypisany w panelu Plansza jako tekst. Strzałki wybierają obszar, klawisz menu go edytuje.</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsWorkspace</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Automa card</source>
            <translation>Karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Automa's proposal and reasons</source>
            <translation>Propozycja i uzasadnienia Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Board as text</source>
            <translation>Plansza jako tekst</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Score</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Set up the Automa as shown, then drag your mech (P) onto its location:</source>
            <translation>Przygotuj Automę, jak pokazano, potem przeciągnij swojego mecha (P) na jego obszar:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Table</source>
            <translation>Stół</translation>
        </message>
    </context>
    <context>
        <name>MechLineEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source> glory</source>
            <translation> chwały</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tidy</source>
            <translation>Porządkowanie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>distance </source>
            <translation>dystans </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>needs </source>
            <translation>wymaga </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no target</source>
            <translation>brak celu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>none</source>
            <translation>brak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{mech} distance</source>
            <translation>{mech}: dystans</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{mech} glory requirement</source>
            <translation>{mech}: wymóg chwały</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{mech} multiplier</source>
            <translation>{mech}: mnożnik</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{mech} target symbol</source>
            <translation>{mech}: symbol celu</translation>
        </message>
    </context>
    <context>
        <name>ProposalPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Drag your mech (P) to where it stands; drop it on Basecamp to take it off the map.</source>
            <translation>Przeciągnij swojego mecha (P) tam, gdzie stoi; upuść go na bazie, aby zdjąć go z mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>How the mech's search went, location by location, and the general rules</source>
            <translation>Jak przebiegło szukanie mecha, obszar po obszarze, i zasady ogólne</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Right-click a location, or use the Table panel, for tiles, map and corruption tokens, card spaces, what you explored or vanquished.</source>
            <translation>Kliknij obszar prawym przyciskiem albo użyj panelu Stół: płytki, żetony mapy i zepsucia, pola kart, twoje eksploracje i przezwyciężenia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Set your glory tokens at Basecamp in the Table panel; the fourth starts the end.</source>
            <translation>Ustaw swoje znaczniki chwały w bazie w panelu Stół; czwarty rozpoczyna koniec gry.</translation>
        </message>
    </context>
    <context>
        <name>RowEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>up</source>
            <translation>odkryta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>{region} location {n}: face up</source>
            <translation>{region}, obszar {n}: odkryta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>{region} location {n}: tile number</source>
            <translation>{region}, obszar {n}: numer płytki</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>{region}: tile in each location, west → east</source>
            <translation>{region}: płytka na każdym obszarze, zachód → wschód</translation>
        </message>
    </context>
    <context>
        <name>ScorePanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>&amp;Score</source>
            <translation>W&amp;ynik</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption tokens</source>
            <translation>Żetony zepsucia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Final result</source>
            <translation>Wynik końcowy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Final score</source>
            <translation>Punktacja końcowa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Glory tokens at Basecamp</source>
            <translation>Znaczniki chwały w bazie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Map tokens</source>
            <translation>Żetony mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Score if the game ended now</source>
            <translation>Wynik, gdyby gra skończyła się teraz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your coins</source>
            <translation>Twoje monety</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your coins:</source>
            <translation>Twoje monety:</translation>
        </message>
    </context>
    <context>
        <name>TablePanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>&amp;My mech here</source>
            <translation>&amp;Mój mech tutaj</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa corruption:</source>
            <translation>Zepsucie Automy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa glory (of 8):</source>
            <translation>Chwała Automy (z 8):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa map tokens:</source>
            <translation>Żetony mapy Automy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa's mech here</source>
            <translation>Mech Automy tutaj</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card space {n} touches this location</source>
            <translation>Pole karty {n} sąsiaduje z tym obszarem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card spaces:</source>
            <translation>Pola kart:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Correct where the Automa's mech of this region stands</source>
            <translation>Popraw, gdzie stoi mech Automy w tym regionie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption tokens</source>
            <translation>Żetony zepsucia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption:</source>
            <translation>Zepsucie:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Face up</source>
            <translation>Odkryta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Glory and the Automa</source>
            <translation>Chwała i Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Glory coin bonus (±):</source>
            <translation>Premia za chwałę (±):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Glory coin bonus, ± coins per Automa glory token</source>
            <translation>Premia za chwałę, ± monet za znacznik chwały Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>I e&amp;xplored it</source>
            <translation>Eksp&amp;lorowano</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>I van&amp;quished</source>
            <translation>P&amp;rzezwyciężono</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Location</source>
            <translation>Obszar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Location number (1 = west)</source>
            <translation>Numer obszaru (1 = zachód)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Map token</source>
            <translation>Żeton mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Off the map</source>
            <translation>Poza mapą</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress marker's space</source>
            <translation>Pole znacznika postępu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress space:</source>
            <translation>Pole postępu:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Region</source>
            <translation>Region</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa's corruption tokens</source>
            <translation>Żetony zepsucia Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa's glory tokens at Basecamp</source>
            <translation>Znaczniki chwały Automy w bazie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa's map tokens</source>
            <translation>Żetony mapy Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile number</source>
            <translation>Numer płytki</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile revealed:</source>
            <translation>Płytka:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile:</source>
            <translation>Płytka:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Top tokens:</source>
            <translation>Wierzchnie:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>You explored / vanquished here</source>
            <translation>Eksplorowano / przezwyciężono</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your glory (of 4):</source>
            <translation>Twoja chwała (z 4):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your glory tokens at Basecamp</source>
            <translation>Twoje znaczniki chwały w bazie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>placed: 3 4</source>
            <translation>umieszczone: 3 4</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>top first: 3 4 20</source>
            <translation>od wierzchniego: 3 4 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>unknown</source>
            <translation>nieznana</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>—</source>
            <translation>—</translation>
        </message>
    </context>
    <context>
        <name>TileForm</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption placed:</source>
            <translation>Umieszczone zepsucie:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption tokens placed</source>
            <translation>Umieszczone żetony zepsucia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>T&amp;ile entered</source>
            <translation>Płytka wprowadzo&amp;na</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile number</source>
            <translation>Numer płytki</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile number:</source>
            <translation>Numer płytki:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>e.g. 3 4 (top first; 20 for the 20 token)</source>
            <translation>np. 3 4 (od wierzchniego; 20 dla żetonu 20)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>unknown</source>
            <translation>nieznana</translation>
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Apply the Automa's proposed step (Enter)</source>
            <translation>Zastosuj krok zaproponowany przez Automę (Enter)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>E&amp;nd my turn</source>
            <translation>Za&amp;kończ moją turę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Final turns ({who} placed the last glory token).</source>
            <translation>Ostatnie tury (ostatni znacznik chwały: {who}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Game over</source>
            <translation>Koniec gry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Turn {n} · {who}</source>
            <translation>Tura {n} · {who}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>You have finished your turn; the Automa plays (Ctrl+E)</source>
            <translation>Koniec twojej tury; gra Automa (Ctrl+E)</translation>
        </message>
    </context>
</TS>

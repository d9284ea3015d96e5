<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
    <context>
        <name>ProposalPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Drag an outpost from your supply onto the hex you conquered, a territory tile onto the hex you explored; right-click a hex to topple or correct.</source>
            <translation>Przeciągnij placówkę z zasobów na podbity heks, płytkę terytorium na eksplorowany heks; prawy przycisk na heksie, aby przewrócić lub poprawić.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Drag your tokens (Y) along the tracks to mirror your advances.</source>
            <translation>Przeciągaj swoje żetony (Y) po torach, odtwarzając swoje postępy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>How the rulebook was read: the hexes passed over, the rulings</source>
            <translation>Jak odczytano instrukcję: pominięte heksy, rozstrzygnięcia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Right-click the score for your VP and your income turn.</source>
            <translation>Prawy przycisk na wyniku: twoje PZ i twoja tura przychodu.</translation>
        </message>
    </context>
    <context>
        <name>TapestryBoard</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>0  start</source>
            <translation>0  start</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>A possible hex</source>
            <translation>Możliwy heks</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>A territory tile: drag it onto the empty hex you explored</source>
            <translation>Płytka terytorium: przeciągnij ją na pusty heks, który eksplorujesz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Automa's income mat ({side} side) · level {level}</source>
            <translation>Plansza przychodu Automy (strona {side}) · poziom {level}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Automa: {vp} VP · income turns {n}/5</source>
            <translation>Automa: {vp} PZ · tury przychodu {n}/5</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Beside the mat (traps?): {n}</source>
            <translation>Obok planszy (pułapki?): {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Face-down beside the Automa's mat:</source>
            <translation>Zakryte obok planszy Automy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>First in the era</source>
            <translation>Pierwszy w erze</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Hex {hex}</source>
            <translation>Heks {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Landmark: {name} ({who})</source>
            <translation>Budowla: {name} ({who})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Landmarks on the mat: {n}</source>
            <translation>Budowle na planszy: {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Looked at as number {n} of the scan: not a possible hex</source>
            <translation>Sprawdzony jako nr {n} przeglądu: niemożliwy heks</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Military, science</source>
            <translation>Wojsko, nauka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Nobody has it yet</source>
            <translation>Jeszcze niczyja</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Place a toppled Shadow Empire outpost</source>
            <translation>Umieść przewróconą placówkę Imperium Cieni</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Place an Automa outpost</source>
            <translation>Umieść placówkę Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Place your outpost (you conquered it)</source>
            <translation>Umieść swoją placówkę (heks podbity przez ciebie)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Right-click to edit.</source>
            <translation>Prawy przycisk, aby edytować.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Set the Automa's VP…</source>
            <translation>Ustaw PZ Automy…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Set your VP…</source>
            <translation>Ustaw swoje PZ…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Shadow</source>
            <translation>Cień</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Shadow Empire: no VP (it never scores)</source>
            <translation>Imperium Cieni: bez PZ (nigdy nie punktuje)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Take the territory tile off</source>
            <translation>Zdejmij płytkę terytorium</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Take the top outpost off (back to its supply)</source>
            <translation>Zdejmij wierzchnią placówkę (wraca do zasobów)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Tapestry cards</source>
            <translation>Karty arrasów</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Tapestry cards on the mat: {n}</source>
            <translation>Karty arrasów na planszy: {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Technology, exploration</source>
            <translation>Technologia, eksploracja</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Territories, landmarks</source>
            <translation>Terytoria, budowle</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa gains here (○): {benefits}</source>
            <translation>Automa zyskuje tutaj (○): {benefits}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa has it</source>
            <translation>Należy do Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa's tapestry cards beside its mat…</source>
            <translation>Karty arrasów Automy obok jej planszy…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Topple {owner} outpost</source>
            <translation>Przewróć placówkę ({owner})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Turn {n} · first player: {who}</source>
            <translation>Tura {n} · pierwszy gracz: {who}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>VP</source>
            <translation>PZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You explored it: lay a territory tile</source>
            <translation>Eksplorujesz go: połóż płytkę terytorium</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You take an income turn</source>
            <translation>Bierzesz turę przychodu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You took this landmark</source>
            <translation>Należy do ciebie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You: {vp} VP · income turns {n}/5</source>
            <translation>Ty: {vp} PZ · tury przychodu {n}/5</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Your outpost: drag it onto the hex you conquered</source>
            <translation>Twoja placówka: przeciągnij ją na podbity heks</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Your supply</source>
            <translation>Twoje zasoby</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Your token on {track}: drag it to the space you reached</source>
            <translation>Twój żeton na torze {track}: przeciągnij go na osiągnięte pole</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>advance twice on military, technology or exploration (roll each time)</source>
            <translation>awansuj dwa razy na torze wojska, technologii lub eksploracji (rzut za każdym razem)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>conquer</source>
            <translation>podbój</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>conquer anywhere</source>
            <translation>podbój w dowolnym miejscu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>controlled by {side}</source>
            <translation>kontrola: {side}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>discard and replace the 3 face-up tech cards</source>
            <translation>odrzuć i uzupełnij 3 odkryte karty technologii</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>drag onto the map</source>
            <translation>przeciągnij na mapę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>empty: explore a territory tile onto it</source>
            <translation>pusty: eksploruj na niego płytkę terytorium</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>explore</source>
            <translation>eksploracja</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>explore anywhere</source>
            <translation>eksploracja w dowolnym miejscu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>explored</source>
            <translation>zbadany</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>explored territory tile</source>
            <translation>eksplorowana płytka terytorium</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>hard</source>
            <translation>trudna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>income {n}</source>
            <translation>tura {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>normal</source>
            <translation>zwykła</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>not taken yet</source>
            <translation>jeszcze nie zajęta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>printed territory</source>
            <translation>nadrukowane terytorium</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>roll the science die until military or technology, then regress there with the benefit</source>
            <translation>rzucaj kością nauki aż do wojska lub technologii, potem cofnij się tam z korzyścią</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>roll the science die until military, technology or exploration, then advance there with the benefit</source>
            <translation>rzucaj kością nauki aż do wojska, technologii lub eksploracji, potem awansuj tam z korzyścią</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>roll the science die, advance with the benefit</source>
            <translation>rzuć kością nauki, awansuj z korzyścią</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>roll the science die, advance without the benefit</source>
            <translation>rzuć kością nauki, awansuj bez korzyści</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>tapestry card</source>
            <translation>karta arrasu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>tile</source>
            <translation>płytka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>tile {n}</source>
            <translation>płytka {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{owner} outpost</source>
            <translation>{owner}: placówka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{owner} outpost, toppled</source>
            <translation>{owner}: placówka, przewrócona</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{owner} token on {track}: drag to correct</source>
            <translation>{owner}: żeton na torze {track} — przeciągnij, aby poprawić</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{side}: VP</source>
            <translation>{side}: PZ</translation>
        </message>
    </context>
    <context>
        <name>TapestryCard</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Hex diagram:</source>
            <translation>Diagram heksów:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Income icon</source>
            <translation>Ikona przychodu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Line {n} (top = 1):</source>
            <translation>Linia {n} (góra = 1):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Priority half (used when the card lies on the right)</source>
            <translation>Połowa priorytetu (używana, gdy karta leży po prawej)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>The Automa advances on:</source>
            <translation>Automa posuwa się na:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>The Shadow Empire advances on:</source>
            <translation>Imperium Cieni posuwa się na:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Topple icon</source>
            <translation>Ikona przewrócenia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Track half (used when the card lies on the left)</source>
            <translation>Połowa torów (używana, gdy karta leży po lewej)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Track order, line {n} from the top</source>
            <translation>Kolejność torów, linia {n} od góry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>east</source>
            <translation>wschód</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>its fields</source>
            <translation>pola karty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>north</source>
            <translation>północ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>north-east</source>
            <translation>północny wschód</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>north-west</source>
            <translation>północny zachód</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>south</source>
            <translation>południe</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>south-east</source>
            <translation>południowy wschód</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>south-west</source>
            <translation>południowy zachód</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>the hex diagram</source>
            <translation>diagram heksów</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>the topple icon</source>
            <translation>ikona przewrócenia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>the track order</source>
            <translation>kolejność torów</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>west</source>
            <translation>zachód</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>{key}: black arrow from {edge}, rows run {dir}</source>
            <translation>{key}: czarna strzałka od: {edge}, rzędy biegną: {dir}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>⚠ Check this card: the sources disagree on {what}. Compare with your printed card and correct it if it differs.</source>
            <translation>⚠ Sprawdź tę kartę — źródła się różnią: {what}. Porównaj ją ze swoją wydrukowaną kartą i popraw, jeśli się różni.</translation>
        </message>
    </context>
    <context>
        <name>TapestryData</name>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>2 Traps</source>
            <translation>2 Pułapki</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Academic Research</source>
            <translation>Badania akademickie</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Academy</source>
            <translation>Akademia</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Advance on 1 of these tracks, then gain the benefit &amp; pay to gain the bonus (if any).</source>
            <translation>Awansuj na 1 z tych torów, potem zyskaj korzyść i zapłać, by zyskać premię (jeśli jest).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Advance on 1 of these tracks, then gain the benefit &amp; pay to gain the bonus (if any). Then do it again (same or different track).</source>
            <translation>Awansuj na 1 z tych torów, potem zyskaj korzyść i zapłać, by zyskać premię (jeśli jest). Potem zrób to ponownie (ten sam lub inny tor).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Age of Sail</source>
            <translation>Era żagli</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Ai Singularity</source>
            <translation>Osobliwość SI</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Airplanes</source>
            <translation>Samoloty</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Alien Biology</source>
            <translation>Biologia obcych</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Alliance</source>
            <translation>Sojusz</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Anti-Aircraft Defense</source>
            <translation>Obrona przeciwlotnicza</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Apothecary</source>
            <translation>Apteka</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Archery</source>
            <translation>Łucznictwo</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Astronomy</source>
            <translation>Astronomia</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Average</source>
            <translation>Automa Przeciętna</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Crusher of Dreams</source>
            <translation>Automa Niszczycielka Marzeń</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Definitely Awesome</source>
            <translation>Automa Zdecydowanie Wspaniała</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Slightly Intimidating</source>
            <translation>Automa Nieco Onieśmielająca</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Somewhat Awesome</source>
            <translation>Automa Całkiem Wspaniała</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Underachiever</source>
            <translation>Automa Nieudacznica</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Barracks</source>
            <translation>Koszary</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Biology</source>
            <translation>Biologia</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Bladed Weapons</source>
            <translation>Broń sieczna</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Carpentry</source>
            <translation>Ciesielstwo</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Cars</source>
            <translation>Samochody</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Cavalry</source>
            <translation>Kawaleria</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Chemistry</source>
            <translation>Chemia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Coal Baron</source>
            <translation>Baron węglowy</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Computers</source>
            <translation>Komputery</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory (gain the benefits of both conquer dice). Also gain a random additional civilization.</source>
            <translation>Podbij 1 terytorium (zyskaj korzyści z obu kości podboju). Zyskaj też losową dodatkową cywilizację.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory OR gain 1 armory.</source>
            <translation>Podbij 1 terytorium LUB zyskaj 1 zbrojownię.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory and gain 1 armory.</source>
            <translation>Podbij 1 terytorium i zyskaj 1 zbrojownię.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory and gain 1 tapestry card.</source>
            <translation>Podbij 1 terytorium i zyskaj 1 kartę arrasu.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory anywhere on the map.</source>
            <translation>Podbij 1 terytorium w dowolnym miejscu mapy.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory. If that territory was controlled by an opponent, gain the benefits of both conquer dice.</source>
            <translation>Podbij 1 terytorium. Jeśli to terytorium kontrolował przeciwnik, zyskaj korzyści z obu kości podboju.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer: Place an outpost on a territory adjacent to a territory you control. Roll the 2 conquer dice and pick 1 of the benefits rolled.</source>
            <translation>Podbój: umieść placówkę na terytorium sąsiadującym z terytorium, które kontrolujesz. Rzuć 2 kośćmi podboju i wybierz 1 z wyrzuconych korzyści.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Dictatorship</source>
            <translation>Dyktatura</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Diplomacy</source>
            <translation>Dyplomacja</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Drone Assassins</source>
            <translation>Drony zabójcy</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Electronics</source>
            <translation>Elektronika</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Espionage</source>
            <translation>Szpiegostwo</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Exploration</source>
            <translation>Eksploracja</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Explore OR gain 1 farm.</source>
            <translation>Eksploruj LUB zyskaj 1 farmę.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Explore a space tile from your supply (place it next to your income mat).</source>
            <translation>Eksploruj płytkę kosmosu ze swoich zasobów (połóż ją obok swojej planszy przychodu).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Explore: Place 1 territory tile from your supply on the map, gain 1 VP per aligning side, and gain the benefit on the tile.</source>
            <translation>Eksploracja: połóż 1 płytkę terytorium ze swoich zasobów na mapie, zyskaj 1 PZ za każdy pasujący bok i zyskaj korzyść z płytki.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Forge</source>
            <translation>Kuźnia</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Fusion Reactor</source>
            <translation>Reaktor termojądrowy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Futurists</source>
            <translation>Futuryści</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP for each armory in your capital city and gain 1 market.</source>
            <translation>Zyskaj 1 PZ za każdą zbrojownię w swojej stolicy i zyskaj 1 targowisko.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP for each tech card in your supply; also gain 1 tapestry card.</source>
            <translation>Zyskaj 1 PZ za każdą kartę technologii w swoich zasobach; zyskaj też 1 kartę arrasu.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP for each territory you control.</source>
            <translation>Zyskaj 1 PZ za każde terytorium, które kontrolujesz.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP per exploration track space you've advanced. Also play a tapestry on top of your current tapestry. Only the new card is active.</source>
            <translation>Zyskaj 1 PZ za każde pokonane pole toru eksploracji. Zagraj też arras na swój obecny arras. Aktywna jest tylko nowa karta.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP per military and science track space you've advanced.</source>
            <translation>Zyskaj 1 PZ za każde pokonane pole torów wojska i nauki.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP per technology track space you've advanced.</source>
            <translation>Zyskaj 1 PZ za każde pokonane pole toru technologii.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 armory and gain 1 VP per tapestry card (in hand and on your income mat).</source>
            <translation>Zyskaj 1 zbrojownię i zyskaj 1 PZ za każdą kartę arrasu (na ręce i na swojej planszy przychodu).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 farm, then gain 1 VP for each farm in your capital city.</source>
            <translation>Zyskaj 1 farmę, potem zyskaj 1 PZ za każdą farmę w swojej stolicy.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 house, then gain 1 VP for each house in your capital city.</source>
            <translation>Zyskaj 1 dom, potem zyskaj 1 PZ za każdy dom w swojej stolicy.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 market, then gain 1 VP for each market in your capital city.</source>
            <translation>Zyskaj 1 targowisko, potem zyskaj 1 PZ za każde targowisko w swojej stolicy.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 tapestry card.</source>
            <translation>Zyskaj 1 kartę arrasu.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 territory tile and 1 farm.</source>
            <translation>Zyskaj 1 płytkę terytorium i 1 farmę.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 territory tile, then explore.</source>
            <translation>Zyskaj 1 płytkę terytorium, potem eksploruj.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 worker and gain 1 VP per territory tile in your supply.</source>
            <translation>Zyskaj 1 robotnika i zyskaj 1 PZ za każdą płytkę terytorium w swoich zasobach.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 2 territory tiles, then explore anywhere on the map.</source>
            <translation>Zyskaj 2 płytki terytorium, potem eksploruj w dowolnym miejscu mapy.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 2 territory tiles, then explore.</source>
            <translation>Zyskaj 2 płytki terytorium, potem eksploruj.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 2 territory tiles.</source>
            <translation>Zyskaj 2 płytki terytorium.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 3 space tiles, then explore 1 of them (place explored space tiles next to your income mat).</source>
            <translation>Zyskaj 3 płytki kosmosu, potem eksploruj 1 z nich (eksplorowane płytki kosmosu połóż obok swojej planszy przychodu).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain either a farm, house, or armory.</source>
            <translation>Zyskaj farmę, dom albo zbrojownię.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain the benefit &amp; pay to gain the bonus (if any) of your current position on any advancement track.</source>
            <translation>Na dowolnym torze postępu zyskaj korzyść swojego obecnego pola i zapłać, by zyskać jego premię (jeśli jest).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Glass</source>
            <translation>Szkło</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gunpowder</source>
            <translation>Proch</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Heralds</source>
            <translation>Heroldowie</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Herbalism</source>
            <translation>Zielarstwo</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>In any order, upgrade 1 tech card &amp; gain the square benefit of 1 tech card in your top row.</source>
            <translation>W dowolnej kolejności: ulepsz 1 kartę technologii i zyskaj kwadratową korzyść 1 karty technologii ze swojego górnego rzędu.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>In any order, upgrade 1 tech card and gain the circle benefit of 1 tech card in your middle row.</source>
            <translation>W dowolnej kolejności: ulepsz 1 kartę technologii i zyskaj okrągłą korzyść 1 karty technologii ze swojego środkowego rzędu.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Interstellar Travel</source>
            <translation>Podróże międzygwiezdne</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Invent 1 tech card OR gain 1 market.</source>
            <translation>Wynajdź 1 kartę technologii LUB zyskaj 1 targowisko.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Invent: Gain 1 tech card and place it to the right of your capital city mat in the bottom row. If you gained a faceup card, replenish it immediately.</source>
            <translation>Wynalazek: zyskaj 1 kartę technologii i połóż ją w dolnym rzędzie na prawo od planszy stolicy. Jeśli zyskana karta była odkryta, od razu wyłóż nową na jej miejsce.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Inventors</source>
            <translation>Wynalazcy</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Laboratory</source>
            <translation>Laboratorium</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Launch Pad</source>
            <translation>Wyrzutnia</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Lighthouse</source>
            <translation>Latarnia morska</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Marriage of State</source>
            <translation>Małżeństwo polityczne</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Mathematics</source>
            <translation>Matematyka</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Mechs</source>
            <translation>Mechy</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Medicine</source>
            <translation>Medycyna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Merchants</source>
            <translation>Kupcy</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Metallurgy</source>
            <translation>Metalurgia</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Military</source>
            <translation>Wojsko</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Nanotechnology</source>
            <translation>Nanotechnologia</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Navigation</source>
            <translation>Nawigacja</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Neuroscience</source>
            <translation>Neurobiologia</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Nuclear Bomb</source>
            <translation>Bomba atomowa</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Nutrition</source>
            <translation>Żywienie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Oil Magnate</source>
            <translation>Magnat naftowy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Olympic Host</source>
            <translation>Gospodarz olimpiady</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Physics</source>
            <translation>Fizyka</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Plastic</source>
            <translation>Plastik</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Pottery</source>
            <translation>Garncarstwo</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Quantum Physics</source>
            <translation>Fizyka kwantowa</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Rafts</source>
            <translation>Tratwy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Rail Baron</source>
            <translation>Baron kolejowy</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Regress on 1 of these tracks, then gain the benefit &amp; pay to gain the bonus (if any).</source>
            <translation>Cofnij się na 1 z tych torów, potem zyskaj korzyść i zapłać, by zyskać premię (jeśli jest).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Remove your player token from the technology track and place it on the starting space of any track. Gain 1 of each resource. This track still counts as complete. &lt;p&gt;&lt;i&gt;Note: if cube was removed from last space there will be a transparent cube as an indication of the max position on that track.</source>
            <translation>Zdejmij swój znacznik gracza z toru technologii i połóż go na polu startowym dowolnego toru. Zyskaj po 1 z każdego surowca. Ten tor nadal liczy się jako ukończony. &lt;p&gt;&lt;i&gt;Uwaga: jeśli kostkę zdjęto z ostatniego pola, przezroczysta kostka wskazuje najdalszą pozycję na tym torze.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Research (don't gain benefit &amp; bonus) OR gain 1 house.</source>
            <translation>Badanie (bez korzyści i premii) LUB zyskaj 1 dom.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Research to gain the benefit &amp; pay to gain the bonus (if any) OR gain 1 house.</source>
            <translation>Badanie (zyskaj korzyść i zapłać, by zyskać premię, jeśli jest) LUB zyskaj 1 dom.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Research to gain the benefit &amp; pay to gain the bonus (if any).</source>
            <translation>Badanie (zyskaj korzyść i zapłać, by zyskać premię, jeśli jest).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Research: Roll the science die to advance for free (don't gain benefit &amp; bonus).</source>
            <translation>Badanie: rzuć kością nauki, by awansować za darmo (bez korzyści i premii).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Roll 4 science dice to advance (don't gain the benefits &amp; bonuses). Gain 5 VP per die that would push you off a track.</source>
            <translation>Rzuć 4 kośćmi nauki, by awansować (bez korzyści i premii). Zyskaj 5 PZ za każdą kość, która wypchnęłaby cię poza tor.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Rubber</source>
            <translation>Guma</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Rubber Works</source>
            <translation>Zakłady gumowe</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Science</source>
            <translation>Nauka</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Score your capital city.</source>
            <translation>Podlicz punkty za swoją stolicę.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Scouting</source>
            <translation>Zwiad</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Ships</source>
            <translation>Statki</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Space Shuttle</source>
            <translation>Prom kosmiczny</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Standing Army</source>
            <translation>Stała armia</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Starting spot</source>
            <translation>Pole startowe</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Steel</source>
            <translation>Stal</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Stone Tools</source>
            <translation>Narzędzia kamienne</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Tank Factory</source>
            <translation>Fabryka czołgów</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Tanks</source>
            <translation>Czołgi</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Tech Hub</source>
            <translation>Centrum technologiczne</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Technology</source>
            <translation>Technologia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Trade Economy</source>
            <translation>Gospodarka handlowa</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Train Station</source>
            <translation>Dworzec kolejowy</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Trains</source>
            <translation>Pociągi</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Tunnels</source>
            <translation>Tunele</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Wagons</source>
            <translation>Wozy</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Walls</source>
            <translation>Mury</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Warpgates</source>
            <translation>Wrota nadprzestrzenne</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Warplanes</source>
            <translation>Samoloty bojowe</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>You may discard all 3 face-up tech cards and replace them. Invent 1 tech card.</source>
            <translation>Możesz odrzucić wszystkie 3 odkryte karty technologii i wyłożyć nowe. Wynajdź 1 kartę technologii.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>You may discard all 3 face-up tech cards and replace them. Invent 2 tech cards (one at a time).</source>
            <translation>Możesz odrzucić wszystkie 3 odkryte karty technologii i wyłożyć nowe. Wynajdź 2 karty technologii (jedną po drugiej).</translation>
        </message>
    </context>
    <context>
        <name>TapestryErrors</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Card {card} cannot be both cards of the pair.</source>
            <translation>Karta {card} nie może być obiema kartami pary.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Card {card} cannot be in the decision deck now (discarded, on the table, or not added).</source>
            <translation>Karta {card} nie może być teraz w talii decyzji (odrzucona, na stole albo niedodana).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Card {card} is in the decision deck, not in the progress deck.</source>
            <translation>Karta {card} jest w talii decyzji, nie w talii postępu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Choose the progress card you drew from the top of the progress deck.</source>
            <translation>Wybierz kartę postępu dobraną z wierzchu talii postępu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Choose the two cards you drew: the left one (track card) and the right one (priority card).</source>
            <translation>Wybierz dwie dobrane karty: lewą (karta torów) i prawą (karta priorytetu).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision card {card} plays the printed data already.</source>
            <translation>Karta decyzji {card} już gra danymi z druku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision card {card} reads like that already.</source>
            <translation>Karta decyzji {card} już tak brzmi.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Drop it on a hex of the map.</source>
            <translation>Upuść na heksie mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Drop the token on a space of its own track ({track}).</source>
            <translation>Upuść żeton na polu jego własnego toru ({track}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Every outpost of {side} is on the map already: no more conquests.</source>
            <translation>Wszystkie placówki ({side}) są już na mapie: koniec podbojów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} already holds 2 outposts: a territory with 2 tokens cannot be conquered.</source>
            <translation>Na heksie {hex} są już 2 placówki: terytorium z 2 żetonami nie może zostać podbite.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} has a territory already: only an empty hex can be explored.</source>
            <translation>Heks {hex} ma już terytorium: eksplorować można tylko pusty heks.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} has no outpost to take off.</source>
            <translation>Na heksie {hex} nie ma placówki do zdjęcia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} has no territory tile to take off.</source>
            <translation>Na heksie {hex} nie ma płytki terytorium do zdjęcia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} has no territory yet: explore a tile onto it before an outpost can go there.</source>
            <translation>Heks {hex} nie ma jeszcze terytorium: eksploruj na niego płytkę, zanim stanie tam placówka.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} waits for the trap check: say first whether the discarded card was a trap.</source>
            <translation>Heks {hex} czeka na sprawdzenie pułapki: najpierw powiedz, czy odrzucona karta była pułapką.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>It is the bots' turn: confirm their steps first.</source>
            <translation>Teraz tura botów: najpierw zatwierdź ich kroki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Keep rolling: the die must show one of {allowed}, not {face}.</source>
            <translation>Rzucaj dalej: na kości musi wypaść jedno z: {allowed}, nie {face}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Level 6: choose the Automa's second civilization.</source>
            <translation>Poziom 6: wybierz drugą cywilizację Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>No outpost lies toppled on hex {hex}.</source>
            <translation>Na heksie {hex} nie leży przewrócona placówka.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>No outpost stands on hex {hex}.</source>
            <translation>Na heksie {hex} nie stoi placówka.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Nobody holds the landmark on {track} space {space}.</source>
            <translation>Nikt nie ma budowli na torze {track}, pole {space}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Only level 6 gives the Automa a second civilization (this game is level {level}).</source>
            <translation>Tylko poziom 6 daje Automie drugą cywilizację (ta gra ma poziom {level}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Outposts stand on hex {hex}: take them off before its tile.</source>
            <translation>Na heksie {hex} stoją placówki: zdejmij je przed płytką.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Space {space} of the {track} track has no landmark (they are on 4, 7 and 10).</source>
            <translation>Pole {space} toru {track} nie ma budowli (są na polach 4, 7 i 10).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Tapestry cards beside the Automa's income mat: {count} already.</source>
            <translation>Karty arrasów obok planszy przychodu Automy: już {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Territory tile {tile} lies on the map already.</source>
            <translation>Płytka terytorium {tile} leży już na mapie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Territory tiles are numbered 1 to {last}, not {tile}.</source>
            <translation>Płytki terytorium mają numery od 1 do {last}, nie {tile}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>That token is on {track} space {space} already.</source>
            <translation>Ten żeton jest już na torze {track}, pole {space}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The Automa already plays the {civ}: choose another second civilization.</source>
            <translation>Automa już gra jako {civ}: wybierz inną drugą cywilizację.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The Shadow Empire can only gain the achievement for completing a track.</source>
            <translation>Imperium Cieni może zdobyć tylko osiągnięcie za ukończenie toru.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The Shadow Empire's favourite must differ from the Automa's ({track}): roll the science die again.</source>
            <translation>Ulubiony tor Imperium Cieni musi być inny niż Automy ({track}): rzuć kością nauki ponownie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The Shadow Empire's outposts are only ever placed toppled (hex {hex}).</source>
            <translation>Placówki Imperium Cieni są zawsze umieszczane przewrócone (heks {hex}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The app is waiting for another answer: {expected}.</source>
            <translation>Aplikacja czeka na inną odpowiedź: {expected}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The board changed since this step was planned; here is the new plan.</source>
            <translation>Plansza zmieniła się od zaplanowania tego kroku; oto nowy plan.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots did not ask "{kind}".</source>
            <translation>Boty nie pytały o „{kind}”.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots do not do "{kind}".</source>
            <translation>Boty nie wykonują „{kind}”.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The game is over: undo to go back, or start a new game.</source>
            <translation>Gra skończona: cofnij, aby wrócić, albo zacznij nową grę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The pair is two different cards: card {card} cannot be both.</source>
            <translation>Para to dwie różne karty: karta {card} nie może być obiema.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The table changed since this step was planned: it is planned again.</source>
            <translation>Stół zmienił się od zaplanowania tego kroku: krok zaplanowano ponownie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The territory on hex {hex} is printed on the board: it cannot be taken off.</source>
            <translation>Terytorium na heksie {hex} jest nadrukowane na planszy: nie można go zdjąć.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>There is no hex {hex} on the small map.</source>
            <translation>Na małej mapie nie ma heksu {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>This question needs another answer: {expected}.</source>
            <translation>To pytanie wymaga innej odpowiedzi: {expected}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>You have taken all {turns} income turns: your game ends with the 5th.</source>
            <translation>Wszystkie tury przychodu ({turns}) są już wykorzystane: twoja gra kończy się na 5.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} controls hex {hex} already: a territory you control cannot be conquered.</source>
            <translation>Heks {hex} jest już kontrolowany ({side}): nie można podbić własnego terytorium.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} controls hex {hex}: topple that outpost before another stands up.</source>
            <translation>Heks {hex} jest kontrolowany ({side}): przewróć tamtą placówkę, zanim stanie inna.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} does not have that achievement.</source>
            <translation>{side} — brak tego osiągnięcia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} has that achievement already: nobody earns the same achievement twice.</source>
            <translation>{side} — to osiągnięcie już zdobyte: nikt nie zdobywa tego samego osiągnięcia dwa razy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} holds the landmark on {track} space {space} already.</source>
            <translation>{side} — budowla na torze {track}, pole {space} jest już zajęta.</translation>
        </message>
    </context>
    <context>
        <name>TapestryNames</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Complete any advancement track</source>
            <translation>Ukończ dowolny tor postępu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquer the middle island</source>
            <translation>Podbij środkową wyspę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquerors</source>
            <translation>Zdobywcy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Engineers</source>
            <translation>Inżynierowie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Explorers</source>
            <translation>Odkrywcy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Scientists</source>
            <translation>Naukowcy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The Shadow Empire</source>
            <translation>Imperium Cieni</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Topple two opponent outposts</source>
            <translation>Przewróć dwie placówki przeciwników</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>a tie</source>
            <translation>remis</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>conquers</source>
            <translation>podbija</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>conquers your territory</source>
            <translation>podbija twoje terytorium</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>every track not finished</source>
            <translation>każdy nieukończony tor</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>exploration</source>
            <translation>Eksploracja</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>explores</source>
            <translation>eksploruje</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>favourite</source>
            <translation>ulubiony</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>military</source>
            <translation>Wojsko</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>no</source>
            <translation>nie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>nobody</source>
            <translation>nikt</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>none</source>
            <translation>brak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>science</source>
            <translation>Nauka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>technology</source>
            <translation>Technologia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the Automa's</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the Shadow Empire</source>
            <translation>Imperium Cieni</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the Shadow Empire's</source>
            <translation>Imperium Cieni</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the app</source>
            <translation>aplikacja</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the bots</source>
            <translation>boty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the decision pair drawn</source>
            <translation>dobrana para kart decyzji</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the priority card drawn</source>
            <translation>dobrana karta priorytetu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the science die's face</source>
            <translation>wynik kości nauki</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the table</source>
            <translation>stół</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the track closest to a free landmark or its end</source>
            <translation>tor najbliższy wolnej budowli lub swojego końca</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the track closest to its end</source>
            <translation>tor najbliższy swojego końca</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>whether a trap is played</source>
            <translation>czy zagrano pułapkę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>yes</source>
            <translation>tak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>you</source>
            <translation>ty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>your</source>
            <translation>ty</translation>
        </message>
    </context>
    <context>
        <name>TapestryPanels</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source> VP</source>
            <translation> PZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>&amp;No trap</source>
            <translation>&amp;Bez pułapki</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>&amp;Not a trap</source>
            <translation>&amp;Nie pułapka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>&amp;Roll for me</source>
            <translation>&amp;Rzuć za mnie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>A ↓ reads down · S ↑ reads up</source>
            <translation>A ↓ w dół · S ↑ w górę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card &amp;drawn</source>
            <translation>&amp;Dobrana karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n}</source>
            <translation>Karta {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n} · priority half</source>
            <translation>Karta {n} · priorytet</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n} · track half</source>
            <translation>Karta {n} · tory</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n} — corrected by the table</source>
            <translation>Karta {n} — poprawiona przez stół</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n} — ⚠ check this card</source>
            <translation>Karta {n} — ⚠ sprawdź tę kartę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n}, priority half: track order {order} (the Automa reads it top to bottom, the Shadow Empire bottom to top); {topple}; hex diagram {pattern}.</source>
            <translation>Karta {n}, połowa priorytetu: kolejność torów {order} (Automa czyta ją z góry na dół, Imperium Cieni z dołu do góry); {topple}; diagram heksów {pattern}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n}, track half: {income}; the Automa advances on {a}; the Shadow Empire on {s}.</source>
            <translation>Karta {n}, połowa torów: {income}; Automa posuwa się na: {a}; Imperium Cieni na: {s}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Civilization: {civs}</source>
            <translation>Cywilizacja: {civs}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Decision deck: {n} left · progress deck: {p} · discard pile (you may look): {d}</source>
            <translation>Talia decyzji: zostało {n} · talia postępu: {p} · stos odrzuconych (możesz przeglądać): {d}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Faces that count: {faces}</source>
            <translation>Liczące się wyniki: {faces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Favourite track: {t}</source>
            <translation>Ulubiony tor: {t}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>I play a &amp;trap</source>
            <translation>Zagrywam &amp;pułapkę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>I take my &amp;income turn</source>
            <translation>Biorę turę &amp;przychodu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>It was a &amp;trap</source>
            <translation>To była &amp;pułapka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Landmarks: {n}</source>
            <translation>Budowle: {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Left card (track half)</source>
            <translation>Lewa karta (połowa torów)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Left card:</source>
            <translation>Lewa karta:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Left: card {t} · right: card {p} — {state}</source>
            <translation>Lewa: karta {t} · prawa: karta {p} — {state}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>No VP, no benefits; its outposts come with the Automa's conquests.</source>
            <translation>Bez PZ, bez korzyści; jego placówki pojawiają się przy podbojach Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>No pair drawn yet.</source>
            <translation>Jeszcze nie dobrano pary.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Pair &amp;drawn</source>
            <translation>&amp;Dobrana para</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Progress card drawn</source>
            <translation>Dobrana karta postępu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Progress card drawn:</source>
            <translation>Dobrana karta postępu:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Right card (priority half)</source>
            <translation>Prawa karta (połowa priorytetu)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Right card:</source>
            <translation>Prawa karta:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Tapestry cards: {beside} beside the mat, {on} on it</source>
            <translation>Karty arrasów: obok planszy {beside}, na niej {on}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>The Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>The Shadow Empire</source>
            <translation>Imperium Cieni</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>The app rolls the science die (from the game's seed)</source>
            <translation>Aplikacja rzuca kością nauki (z ziarna gry)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Your VP</source>
            <translation>Twoje PZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>income icon</source>
            <translation>ikona przychodu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>no card yet</source>
            <translation>jeszcze brak karty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>no income icon</source>
            <translation>brak ikony przychodu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>no topple icon</source>
            <translation>brak ikony przewrócenia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>proposed draw (confirm to play it)</source>
            <translation>proponowane dobranie (zatwierdź, aby je zagrać)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>the pair in play</source>
            <translation>para w grze</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>topple icon</source>
            <translation>ikona przewrócenia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>{vp} VP · income turns {n}/5</source>
            <translation>{vp} PZ · tury przychodu {n}/5</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>— the card you drew —</source>
            <translation>— dobrana karta —</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>⚠ check this card</source>
            <translation>⚠ sprawdź tę kartę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>✎ corrected by the table</source>
            <translation>✎ poprawiona przez stół</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>⟳ Income icon</source>
            <translation>⟳ Ikona przychodu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>⤓ Topple icon</source>
            <translation>⤓ Ikona przewrócenia</translation>
        </message>
    </context>
    <context>
        <name>TapestryReasons</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n Automa territory(ies)</source>
            <translation>
                <numerusform>%n terytorium Automy</numerusform>
                <numerusform>%n terytoria Automy</numerusform>
                <numerusform>%n terytoriów Automy</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n benefit(s)</source>
            <translation>
                <numerusform>%n korzyść</numerusform>
                <numerusform>%n korzyści</numerusform>
                <numerusform>%n korzyści</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karty</numerusform>
                <numerusform>%n kart</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n controlled territory(ies)</source>
            <translation>
                <numerusform>%n kontrolowane terytorium</numerusform>
                <numerusform>%n kontrolowane terytoria</numerusform>
                <numerusform>%n kontrolowanych terytoriów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n landmark(s)</source>
            <translation>
                <numerusform>%n budowla</numerusform>
                <numerusform>%n budowle</numerusform>
                <numerusform>%n budowli</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n space(s)</source>
            <translation>
                <numerusform>%n pole</numerusform>
                <numerusform>%n pola</numerusform>
                <numerusform>%n pól</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n territory(ies)</source>
            <translation>
                <numerusform>%n terytorium</numerusform>
                <numerusform>%n terytoria</numerusform>
                <numerusform>%n terytoriów</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Achievement {achievement} for {side}: gained {gained}</source>
            <translation>Osiągnięcie {achievement} ({side}): zdobyte: {gained}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Achievements</source>
            <translation>Osiągnięcia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Advancing on a track</source>
            <translation>Postęp na torze</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Automa rules (Tapestry): {section}</source>
            <translation>Zasady Automy (Tapestry): {section}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Benefits</source>
            <translation>Korzyści</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Bots' step: {action}</source>
            <translation>Krok botów: {action}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Card {card} is played with the values the table corrected.</source>
            <translation>Karta {card} jest rozgrywana z wartościami poprawionymi przez stół.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Closest to a free landmark or the end for {side} ({distance} away): {tracks}.</source>
            <translation>Najbliżej wolnej budowli lub końca ({side}, odległość {distance}): {tracks}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Closest to its end for {side} ({distance} away): {tracks}.</source>
            <translation>Najbliżej końca ({side}, odległość {distance}): {tracks}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Components to remove</source>
            <translation>Komponenty do usunięcia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquer</source>
            <translation>Podbój</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquering an opponent</source>
            <translation>Podbój przeciwnika</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquering neutral hexes</source>
            <translation>Podbój neutralnych heksów</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Conquerors: 1 VP for each territory the Automa controls ({territories}): {vp} VP.</source>
            <translation>Zdobywcy: 1 PZ za każde terytorium kontrolowane przez Automę ({territories}): {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Conquerors: every Shadow Empire outpost is on the map already: no toppled Shadow Empire outpost is placed.</source>
            <translation>Zdobywcy: wszystkie placówki Imperium Cieni są już na mapie: nie umieszcza się przewróconej placówki Imperium Cieni.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Conquerors: more than 2 Automa territories have a single token ({hexes}): put a toppled Shadow Empire outpost on {hex}.</source>
            <translation>Zdobywcy: ponad 2 terytoria Automy mają po jednym żetonie ({hexes}): połóż przewróconą placówkę Imperium Cieni na {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Conquerors: the Automa controls {territories}, not fewer than the income turn number {number}: no conquer.</source>
            <translation>Zdobywcy: Automa kontroluje {territories}, nie mniej niż numer tury przychodu ({number}): bez podboju.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Conquerors: {count} with a single token, not more than 2: no Shadow Empire outpost.</source>
            <translation>Zdobywcy: z jednym żetonem: {count}, nie więcej niż 2: bez placówki Imperium Cieni.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision card back to the printed data: {card}</source>
            <translation>Karta decyzji wraca do danych z druku: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision card corrected: {card}</source>
            <translation>Poprawiono kartę decyzji: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision cards drawn: {track_card} (track card) and {priority_card} (priority card)</source>
            <translation>Dobrane karty decyzji: {track_card} (karta torów) i {priority_card} (karta priorytetu)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Difficulty levels</source>
            <translation>Poziomy trudności</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Discard the 3 face-up technology cards and lay out 3 new ones.</source>
            <translation>Odrzuć 3 odkryte karty technologii i wyłóż 3 nowe.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Distances</source>
            <translation>Odległości</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Draw the top 2 decision cards ({left} in the deck), lay them face up in random order and enter them: the left card is the track card, the right card the priority card.</source>
            <translation>Dobierz 2 wierzchnie karty decyzji (w talii: {left}), połóż je odkryte w losowej kolejności i wpisz: lewa to karta torów, prawa to karta priorytetu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>End of the game</source>
            <translation>Koniec gry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Engineers: 1 VP for each landmark of the Automa ({landmarks}): {vp} VP.</source>
            <translation>Inżynierowie: 1 PZ za każdą budowlę Automy ({landmarks}): {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Explore</source>
            <translation>Eksploracja</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Explorers, income turn {number}: the Automa advances on {track} and gains the benefit.</source>
            <translation>Odkrywcy, tura przychodu {number}: Automa posuwa się na torze {track} i zyskuje korzyść.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Farthest from your territories ({targets}): every possible hex ({kept}) is at distance {steps}.</source>
            <translation>Najdalej od twoich terytoriów ({targets}): każdy możliwy heks ({kept}) jest w odległości {steps}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Farthest from your territories ({targets}): {kept} at distance {steps}; closer: {dropped}.</source>
            <translation>Najdalej od twoich terytoriów ({targets}): {kept} w odległości {steps}; bliżej: {dropped}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Farthest from your territories ({targets}): {kept}, with no path to them at all; closer: {dropped}.</source>
            <translation>Najdalej od twoich terytoriów ({targets}): {kept}, bez żadnej ścieżki do nich; bliżej: {dropped}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Going back on {track}, the Automa gains the benefit of the space it lands on.</source>
            <translation>Cofając się na torze {track}, Automa zyskuje korzyść pola, na którym staje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Hex diagram {pattern}: tried {tried} → {hex}, the first possible hex met.</source>
            <translation>Diagram heksów {pattern}: sprawdzono {tried} → {hex}, pierwszy napotkany możliwy heks.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex}: the Automa's discarded tapestry card was a trap (cards left: {cards})</source>
            <translation>Heks {hex}: odrzucona karta arrasu Automy była pułapką (zostało kart: {cards})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex}: the Automa's discarded tapestry card was no trap (cards left: {cards})</source>
            <translation>Heks {hex}: odrzucona karta arrasu Automy nie była pułapką (zostało kart: {cards})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex}: you played a trap against the Automa's conquest</source>
            <translation>Heks {hex}: twoja pułapka przeciw podbojowi Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex}: you played no trap against the Automa's conquest</source>
            <translation>Heks {hex}: bez twojej pułapki przeciw podbojowi Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Hexes the Automa may conquer or explore: {hexes}.</source>
            <translation>Heksy, które Automa może podbić lub eksplorować: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Hexes the Automa may explore: {hexes}.</source>
            <translation>Heksy, które Automa może eksplorować: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>How many progress cards each income turn adds at level {level} (the sources differ).</source>
            <translation>Ile kart postępu dodaje każda tura przychodu na poziomie {level} (źródła się różnią).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Income turn 1: progress card {card} is the priority card; the progress deck is shuffled afterwards.</source>
            <translation>Tura przychodu 1: karta postępu {card} jest kartą priorytetu; potem talię postępu się tasuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Landmark on {track} space {space}: {owner}</source>
            <translation>Budowla na torze {track}, pole {space}: {owner}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Landmarks</source>
            <translation>Budowle</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level 1: you advance once on each of the 4 tracks, in any order, gaining the benefits.</source>
            <translation>Poziom 1: posuwasz się raz na każdym z 4 torów, w dowolnej kolejności, zyskując korzyści.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level 5: {side} advances on its favourite track, {track}.</source>
            <translation>Poziom 5: {side} posuwa się na swoim ulubionym torze ({track}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level 6: {side} advances once on every track, now {track}.</source>
            <translation>Poziom 6: {side} posuwa się raz na każdym torze, teraz: {track}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Level {level} ({name}): the Automa's income mat normal side up.</source>
            <translation>Poziom {level} ({name}): plansza przychodu Automy zwykłą stroną do góry.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Level {level} ({name}): the Automa's income mat normal side up; cover the income chart on the Automa's income mat with the level {level} card.</source>
            <translation>Poziom {level} ({name}): plansza przychodu Automy zwykłą stroną do góry; zakryj tabelę przychodu na planszy przychodu Automy kartą poziomu {level}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Level {level} ({name}): turn the Automa's income mat harder side up.</source>
            <translation>Poziom {level} ({name}): odwróć planszę przychodu Automy trudniejszą stroną do góry.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Level {level} ({name}): turn the Automa's income mat harder side up; the Automa also plays the {civ} (your choice): its favourite track has no effect, and in each income turn its effects come after the first civilization's.</source>
            <translation>Poziom {level} ({name}): odwróć planszę przychodu Automy trudniejszą stroną do góry; Automa gra też jako {civ} (twój wybór): jej ulubiony tor nie działa, a w każdej turze przychodu jej efekty następują po efektach pierwszej cywilizacji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level {level} adds no progress card at income turn {number}.</source>
            <translation>Poziom {level} nie dodaje karty postępu w turze przychodu {number}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level {level}: the Automa gains a tapestry card, face down beside its income mat.</source>
            <translation>Poziom {level}: Automa zyskuje kartę arrasu, zakrytą obok swojej planszy przychodu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>New pair: track card {track_card}, priority card {priority_card}; {left} left in the deck.</source>
            <translation>Nowa para: karta torów {track_card}, karta priorytetu {priority_card}; w talii zostało: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No possible hex has a path to your territories ({targets}): all stay ({kept}).</source>
            <translation>Żaden możliwy heks nie ma ścieżki do twoich terytoriów ({targets}): zostają wszystkie ({kept}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No territory of yours has a single token, and no possible hex has a path to your territories ({targets}): all stay ({kept}).</source>
            <translation>Żadne twoje terytorium nie ma pojedynczego żetonu i żaden możliwy heks nie ma ścieżki do twoich terytoriów ({targets}): zostają wszystkie ({kept}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No territory of yours has a single token: closest to any territory you control ({targets}): {kept} at distance {steps}; farther: {dropped}.</source>
            <translation>Żadne twoje terytorium nie ma pojedynczego żetonu: najbliżej dowolnego kontrolowanego przez ciebie terytorium ({targets}): {kept} w odległości {steps}; dalej: {dropped}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No territory of yours has a single token: every possible hex ({kept}) is at distance {steps} from your territories ({targets}).</source>
            <translation>Żadne twoje terytorium nie ma pojedynczego żetonu: każdy możliwy heks ({kept}) jest w odległości {steps} od twoich terytoriów ({targets}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No topple icon on the priority card: the hexes next to your territories ({hexes}) are left out.</source>
            <translation>Brak ikony przewrócenia na karcie priorytetu: heksy obok twoich terytoriów ({hexes}) są pomijane.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>On {side}'s favourite track, {track}, a token is further on ({by}).</source>
            <translation>Na ulubionym torze ({side}), {track}, jakiś żeton jest dalej ({by}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Outpost toppled on hex {hex}</source>
            <translation>Przewrócono placówkę na heksie {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Preferred hexes (the hex diagram)</source>
            <translation>Preferowane heksy (diagram heksów)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Progress card drawn as the priority card: {card}</source>
            <translation>Karta postępu dobrana jako karta priorytetu: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Progress cards {cards} from the top of the progress deck go on the decision discard pile.</source>
            <translation>Karty postępu {cards} z wierzchu talii postępu idą na stos odrzuconych kart decyzji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Put back in the box: the tapestry cards {tapestry}; the civilizations {civilizations}.</source>
            <translation>Odłóż do pudełka: karty arrasów {tapestry}; cywilizacje {civilizations}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Put the top card of the tapestry deck face down on the Automa's income mat: it covers column {column}.</source>
            <translation>Połóż wierzchnią kartę z talii arrasów zakrytą na planszy przychodu Automy: zakrywa kolumnę {column}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Put the top {count} of the progress deck on the decision discard pile.</source>
            <translation>Połóż na stosie odrzuconych kart decyzji wierzchnie karty talii postępu: {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Roll the science die for the Automa: it advances on the track rolled.</source>
            <translation>Rzuć kością nauki za Automę: posuwa się na torze, który wypadnie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Roll the science die until it shows one of {faces}: the Automa advances there and gains the benefit.</source>
            <translation>Rzucaj kością nauki, aż wypadnie jedno z: {faces}; Automa posuwa się tam i zyskuje korzyść.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Roll the science die until it shows one of {faces}: the Automa goes back one space there and gains that space's benefit.</source>
            <translation>Rzucaj kością nauki, aż wypadnie jedno z: {faces}; Automa cofa się tam o 1 pole i zyskuje korzyść tego pola.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Science die rolled at the table: {face}</source>
            <translation>Rzut kością nauki przy stole: {face}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Science die rolled by the app: {faces}</source>
            <translation>Rzut kością nauki przez aplikację: {faces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Scientists: their research begins at income turn 3 (this is turn {number}).</source>
            <translation>Naukowcy: ich badania zaczynają się od tury przychodu 3 (to tura {number}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Setup</source>
            <translation>Przygotowanie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Shuffle decision cards 8-22 as the progress deck; shuffle its top card with cards 1-7 as the decision deck. You enter each pair you draw.</source>
            <translation>Potasuj karty decyzji 8-22 jako talię postępu; jej wierzchnią kartę potasuj z kartami 1-7 jako talię decyzji. Każdą dobraną parę wpisujesz.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Shuffle every decision card of this era (the deck, the discards, the pair, the cards just added): a new deck of {cards}.</source>
            <translation>Potasuj wszystkie karty decyzji tej ery (talię, odrzucone, parę, właśnie dodane karty): nowa talia: {cards}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Space {space} of {track} has nothing the Automa gains.</source>
            <translation>Pole {space} toru {track} nie daje Automie nic.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Space {space} of {track}: the Automa gains {count}, shown next.</source>
            <translation>Pole {space} toru {track}: Automa zyskuje {count}, pokazane dalej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Start of the game</source>
            <translation>Początek gry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Tapestry cards beside the Automa's income mat: {count}</source>
            <translation>Karty arrasów obok planszy przychodu Automy: {count}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Territory tile explored onto hex {hex}</source>
            <translation>Płytka terytorium eksplorowana na heks {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Territory tile taken off hex {hex}</source>
            <translation>Płytka terytorium zdjęta z heksu {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can legally conquer territories you control ({hexes}): it conquers one of yours.</source>
            <translation>Automa może zgodnie z zasadami podbić terytoria kontrolowane przez ciebie ({hexes}): podbija jedno z twoich.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can no longer gain "Conquer the middle island": the middle island decides nothing.</source>
            <translation>Automa nie może już zdobyć osiągnięcia „Podbij środkową wyspę”: środkowa wyspa niczego nie rozstrzyga.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can still gain "Conquer the middle island", but no possible hex has a path to it ({targets}): all stay ({kept}).</source>
            <translation>Automa może jeszcze zdobyć „Podbij środkową wyspę”, ale żaden możliwy heks nie ma do niej ścieżki ({targets}): zostają wszystkie ({kept}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can still gain "Conquer the middle island": closest to the middle island ({targets}): {kept} at distance {steps}; farther: {dropped}.</source>
            <translation>Automa może jeszcze zdobyć „Podbij środkową wyspę”: najbliżej środkowej wyspy ({targets}): {kept} w odległości {steps}; dalej: {dropped}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can still gain "Conquer the middle island": every possible hex ({kept}) is at distance {steps} from it ({targets}).</source>
            <translation>Automa może jeszcze zdobyć „Podbij środkową wyspę”: każdy możliwy heks ({kept}) jest od niej w odległości {steps} ({targets}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa cannot legally conquer any territory you control: it conquers a neutral hex.</source>
            <translation>Automa nie może zgodnie z zasadami podbić żadnego twojego terytorium: podbija neutralny heks.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa conquers the empty hex {hex}: draw a territory tile, lay it face up in a random orientation, and put an Automa outpost on it.</source>
            <translation>Automa podbija pusty heks {hex}: dobierz płytkę terytorium, połóż ją odkrytą w losowej orientacji i postaw na niej placówkę Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa conquers the territory {hex}: put an Automa outpost on it.</source>
            <translation>Automa podbija terytorium {hex}: postaw na nim placówkę Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>The Automa conquers your territory {hex}, and your trap stops it: put an Automa outpost there toppled; yours stays standing and the territory stays yours.</source>
            <translation>Automa podbija twoje terytorium {hex}, ale zatrzymuje ją twoja pułapka: połóż tam przewróconą placówkę Automy; twoja stoi dalej, a terytorium pozostaje twoje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>The Automa conquers your territory {hex}: do you play a trap from your hand?</source>
            <translation>Automa podbija twoje terytorium {hex}: czy zagrywasz pułapkę z ręki?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa conquers your territory {hex}: put an Automa outpost there and topple yours.</source>
            <translation>Automa podbija twoje terytorium {hex}: postaw tam placówkę Automy i przewróć twoją.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa explores {hex}: draw a territory tile and lay it there face up in a random orientation.</source>
            <translation>Automa eksploruje {hex}: dobierz płytkę terytorium i połóż ją tam odkrytą w losowej orientacji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa first, then the Shadow Empire, each in the order {order}.</source>
            <translation>Najpierw Automa, potem Imperium Cieni, każde w kolejności {order}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa gains a tapestry card: put one face down beside its income mat ({cards} there now).</source>
            <translation>Automa zyskuje kartę arrasu: połóż ją zakrytą obok jej planszy przychodu (teraz jest ich tam: {cards}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa has no hex it may conquer or explore: the conquer action is skipped.</source>
            <translation>Automa nie ma heksu, który może podbić lub eksplorować: akcja podboju jest pomijana.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa has no hex it may explore: the explore action is skipped.</source>
            <translation>Automa nie ma heksu, który może eksplorować: akcja eksploracji jest pomijana.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa has no outpost left in its supply: it cannot conquer, the action is skipped.</source>
            <translation>Automa nie ma już placówek w zasobach: nie może podbijać, akcja jest pomijana.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa is the first to reach space {space} of {track}: the {landmark} goes on its income mat.</source>
            <translation>Automa pierwsza dociera do pola {space} toru {track}: budowla {landmark} trafia na jej planszę przychodu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa needs a priority card: draw the top card of the progress deck and enter it; shuffle the progress deck afterwards.</source>
            <translation>Automa potrzebuje karty priorytetu: dobierz wierzchnią kartę talii postępu i wpisz ją; potem potasuj talię postępu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The Automa plays the {civ} ({rolled} rolled {track} on the science die): its favourite track is {track}.</source>
            <translation>Automa gra jako {civ} (rzut: {rolled}, kość nauki: {track}): jej ulubiony tor to {track}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa starts era {number} before you: {vp} VP.</source>
            <translation>Automa zaczyna erę {number} przed tobą: {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa's favourite track is military: every possible hex goes to the hex diagram.</source>
            <translation>Ulubiony tor Automy to Wojsko: każdy możliwy heks przechodzi do diagramu heksów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The Shadow Empire</source>
            <translation>Imperium Cieni</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Shadow Empire has no outpost left: no toppled Shadow Empire outpost is placed.</source>
            <translation>Imperium Cieni nie ma już placówek: nie umieszcza się przewróconej placówki Imperium Cieni.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Shadow Empire is the first to reach space {space} of {track}: the {landmark} goes on the Automa's income mat.</source>
            <translation>Imperium Cieni pierwsze dociera do pola {space} toru {track}: budowla {landmark} trafia na planszę przychodu Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Shadow Empire may gain only this achievement, and scores no VP for it.</source>
            <translation>Imperium Cieni może zdobyć tylko to osiągnięcie i nie dostaje za nie PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Shadow Empire never gains benefits.</source>
            <translation>Imperium Cieni nigdy nie zyskuje korzyści.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The Shadow Empire's favourite track is {track} (rolled until it differs from the Automa's; rolls: {rolls}).</source>
            <translation>Ulubiony tor Imperium Cieni to {track} (rzucano, aż wypadł inny niż Automy; rzuty: {rolls}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Shadow Empire's token takes the {vp} VP space: whoever completes a track after it scores the next space down.</source>
            <translation>Żeton Imperium Cieni zajmuje pole {vp} PZ: kto ukończy tor po nim, punktuje następne pole niżej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The app shuffled the progress deck (cards 8-22) and shuffled its top card, {added}, into cards 1-7: the decision deck holds 8 cards.</source>
            <translation>Aplikacja potasowała talię postępu (karty 8-22) i wtasowała jej wierzchnią kartę, {added}, w karty 1-7: talia decyzji ma 8 kart.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots have taken their 5th income turn: they take no more turns.</source>
            <translation>Boty wzięły 5. turę przychodu: nie rozgrywają już tur.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots' first turn is their income turn 1.</source>
            <translation>Pierwsza tura botów jest ich turą przychodu 1.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots' income turn {number} (level {level}): the income chart, top to bottom.</source>
            <translation>Tura przychodu botów {number} (poziom {level}): tabela przychodu z góry na dół.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots' income turn {number} ends.</source>
            <translation>Koniec tury przychodu botów {number}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots' turn ends.</source>
            <translation>Koniec tury botów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The bots' turn, step</source>
            <translation>Tura botów, krok</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The decision deck is empty when a card must be drawn: the bots take income turn {number}.</source>
            <translation>Talia decyzji jest pusta, gdy trzeba dobrać kartę: boty biorą turę przychodu {number}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The deck is now empty and track card {card} shows the income symbol: the bots take income turn {number} instead of advancing.</source>
            <translation>Talia jest teraz pusta, a karta torów {card} ma symbol przychodu: boty biorą turę przychodu {number} zamiast posuwać się.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The game is over: you and the Automa have both finished the 5th income turn. You {human_vp} VP, the Automa {automa_vp} VP — winner: {winner}.</source>
            <translation>Koniec gry: ty i Automa ukończyliście 5. turę przychodu. Ty {human_vp} PZ, Automa {automa_vp} PZ — zwycięzca: {winner}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The hex diagram of priority card {card} looks at {tried}.</source>
            <translation>Diagram heksów karty priorytetu {card} sprawdza: {tried}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The income turn</source>
            <translation>Tura przychodu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The last pair (cards {track_card} and {priority_card}) goes to the discard pile.</source>
            <translation>Ostatnia para (karty {track_card} i {priority_card}) idzie na stos odrzuconych.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The multipliers are those of column {column} of the income mat, the first one no tapestry card covers.</source>
            <translation>Mnożniki z kolumny {column} planszy przychodu, pierwszej niezakrytej kartą arrasu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The pair of decision cards</source>
            <translation>Para kart decyzji</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The science die shows {face} (rolls: {rolls}).</source>
            <translation>Na kości nauki wypada {face} (rzuty: {rolls}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The sources disagree on the Explorers card; this app advances on exploration at income turns 2 and 4, on military at 3 and 5.</source>
            <translation>Źródła różnią się co do karty Odkrywców; ta aplikacja posuwa Automę na torze Eksploracja w turach przychodu 2 i 4, na torze Wojsko w 3 i 5.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The topple icon places no Shadow Empire outpost on the middle island.</source>
            <translation>Ikona przewrócenia nie umieszcza placówki Imperium Cieni na środkowej wyspie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The topple icon: put a toppled Shadow Empire outpost on {hex} too.</source>
            <translation>Ikona przewrócenia: połóż też przewróconą placówkę Imperium Cieni na {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The trap toppled your outpost: outposts toppled by the Automa's traps count for its achievement too (the base game's achievements).</source>
            <translation>Pułapka przewróciła twoją placówkę: placówki przewrócone pułapkami Automy też liczą się do jej osiągnięcia (osiągnięcia z gry podstawowej).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The {landmark} was taken already (by {owner}): nobody else gains it.</source>
            <translation>Budowla {landmark} została już zajęta ({owner}): nikt inny jej nie zdobywa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>This advance is without the benefit: the Automa gains nothing on space {space} of {track}.</source>
            <translation>Ten ruch jest bez korzyści: Automa nie zyskuje nic na polu {space} toru {track}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Tie: priority card {card} read top to bottom ({order}) puts {track} first.</source>
            <translation>Remis: karta priorytetu {card} czytana z góry na dół ({order}) stawia na pierwszym miejscu: {track}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Tie: the Shadow Empire reads priority card {card} bottom to top ({order}): {track} comes first.</source>
            <translation>Remis: Imperium Cieni czyta kartę priorytetu {card} z dołu do góry ({order}): na pierwszym miejscu {track}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Top outpost taken off hex {hex}</source>
            <translation>Zdjęto wierzchnią placówkę z heksu {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Toppled outpost stood up again on hex {hex}</source>
            <translation>Przewrócona placówka znów stoi na heksie {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Track card {card} tells {side} to advance on {advance}.</source>
            <translation>Karta torów {card}: {side} posuwa się na: {advance}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Tracks {side} has not finished: {tracks}.</source>
            <translation>Tory nieukończone ({side}): {tracks}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Traps</source>
            <translation>Pułapki</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>VP for {spaces} advanced on military and science, × {multiplier}: {vp} VP.</source>
            <translation>PZ za {spaces} postępu na torach Wojsko i Nauka, × {multiplier}: {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>VP for {spaces} advanced on technology and exploration, × {multiplier}: {vp} VP.</source>
            <translation>PZ za {spaces} postępu na torach Technologia i Eksploracja, × {multiplier}: {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>VP for {territories} and {landmarks} on its mat, × {multiplier}: {vp} VP.</source>
            <translation>PZ za {territories} i {landmarks} na planszy, × {multiplier}: {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>What the bots never gain</source>
            <translation>Czego boty nigdy nie zyskują</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>You conquered the Automa's territory {hex}. Tapestry cards beside its income mat: {cards}. Discard one of them at random: was it a trap?</source>
            <translation>Twój podbój terytorium Automy {hex}. Karty arrasów obok jej planszy przychodu: {cards}. Odrzuć losowo jedną z nich: czy była pułapką?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You control territories with a single token ({targets}), but no possible hex has a path to them: all stay ({kept}).</source>
            <translation>Kontrolujesz terytoria z jednym żetonem ({targets}), ale żaden możliwy heks nie ma do nich ścieżki: zostają wszystkie ({kept}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You control territories with a single token ({targets}): closest to them: {kept} at distance {steps}; farther: {dropped}.</source>
            <translation>Kontrolujesz terytoria z jednym żetonem ({targets}): najbliżej nich: {kept} w odległości {steps}; dalej: {dropped}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You control territories with a single token ({targets}): every possible hex ({kept}) is at distance {steps} from them.</source>
            <translation>Kontrolujesz terytoria z jednym żetonem ({targets}): każdy możliwy heks ({kept}) jest od nich w odległości {steps}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You control the middle island: achievement "Conquer the middle island", {vp} VP (score them on your board).</source>
            <translation>Kontrolujesz środkową wyspę: osiągnięcie „Podbij środkową wyspę”, {vp} PZ (zapisz je na swojej planszy).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>You ended your turn</source>
            <translation>Koniec twojej tury</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You have toppled two of the Automa's outposts: achievement "Topple 2 outposts", {vp} VP (score them on your board).</source>
            <translation>Dwie placówki Automy przewrócone przez ciebie: osiągnięcie „Przewróć 2 placówki”, {vp} PZ (zapisz je na swojej planszy).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>You started era {number} already: no VP for starting it first.</source>
            <translation>Era {number} jest już przez ciebie rozpoczęta: bez PZ za rozpoczęcie jej jako pierwszy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>You took an income turn (a new era)</source>
            <translation>Twoja tura przychodu (nowa era)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{owner} conquered hex {hex}: the outpost standing there is toppled</source>
            <translation>{owner} podbija heks {hex}: stojąca tam placówka zostaje przewrócona</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{owner}: outpost placed on hex {hex}</source>
            <translation>{owner}: placówka postawiona na heksie {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} advances on {track}: space {origin} → {dest}.</source>
            <translation>{side} posuwa się na torze {track}: pole {origin} → {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>{side} controls the middle island: achievement "Conquer the middle island", {vp} VP.</source>
            <translation>{side} kontroluje środkową wyspę: osiągnięcie „Podbij środkową wyspę”, {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} goes back on {track}: space {origin} → {dest}.</source>
            <translation>{side} cofa się na torze {track}: pole {origin} → {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} has reached the end of every track: it does not advance.</source>
            <translation>{side} jest na końcu każdego toru: nie posuwa się.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>{side} has toppled two opponents' outposts: achievement "Topple 2 outposts", {vp} VP.</source>
            <translation>{side}: przewrócone dwie placówki przeciwników: osiągnięcie „Przewróć 2 placówki”, {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} is at the end of {track}: advancing would push it off the track, nothing happens.</source>
            <translation>{side} jest na końcu toru {track}: ruch wypchnąłby żeton poza tor, nic się nie dzieje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} is on the start space of {track}: it cannot go back, nothing happens.</source>
            <translation>{side} jest na polu startowym toru {track}: nie może się cofnąć, nic się nie dzieje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} keeps {track} as its favourite track: it is on space {space}, no token is further there.</source>
            <translation>{side} zachowuje ulubiony tor {track}: jest na polu {space}, żaden żeton nie jest tam dalej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} reached the end of a track: achievement "Complete any advancement track", {vp} VP.</source>
            <translation>{side}: koniec toru: osiągnięcie „Ukończ dowolny tor postępu”, {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} reached the end of its favourite track, {track}.</source>
            <translation>{side}: koniec ulubionego toru ({track}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side}'s favourite track changes from {old} to {new}: move its favourite marker.</source>
            <translation>{side}: ulubiony tor zmienia się: {old} → {new}; przesuń znacznik ulubionego toru.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side}'s favourite track is chosen again: {track}, the marker stays.</source>
            <translation>{side}: ulubiony tor wybrany ponownie: {track}, znacznik zostaje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side}: token on the {track} track to space {space}</source>
            <translation>{side}: żeton na torze {track} na pole {space}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side}: {vp} VP</source>
            <translation>{side}: {vp} PZ</translation>
        </message>
    </context>
    <context>
        <name>TapestrySetupDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>&amp;Difficulty:</source>
            <translation>&amp;Poziom trudności:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Automa's &amp;civilization die:</source>
            <translation>Kość &amp;cywilizacji Automy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Decision cards:</source>
            <translation>Karty decyzji:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>First &amp;player:</source>
            <translation>Pierwszy &amp;gracz:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>I draw the real cards</source>
            <translation>Dobieram prawdziwe karty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Level 6: &amp;second civilization:</source>
            <translation>Poziom 6: &amp;druga cywilizacja:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Level 6: the Automa starts with a second civilization of your choice; its favourite track has no effect</source>
            <translation>Poziom 6: Automa zaczyna z drugą cywilizacją według twojego wyboru; jej ulubiony tor nie działa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>New Tapestry game against the Automa and the Shadow Empire</source>
            <translation>Nowa gra w Tapestry przeciwko Automie i Imperium Cieni</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Rolled until it differs from the Automa's favourite track</source>
            <translation>Rzucane, aż wypadnie inny niż ulubiony tor Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Set up the small map for three players. You start on territory 2/4 whatever your capital mat says; the Automa's two outposts go on 3/5.</source>
            <translation>Przygotuj małą mapę dla trzech graczy. Zaczynasz na terytorium 2/4 niezależnie od planszy stolicy; dwie placówki Automy idą na 3/5.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Shadow Empire's &amp;favourite:</source>
            <translation>Ulubiony tor Imperium &amp;Cieni:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Take out of the box</source>
            <translation>Wyjmij z pudełka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Tapestry cards: {cards}.
Civilizations: {civs}.</source>
            <translation>Karty arrasów: {cards}.
Cywilizacje: {civs}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The app rolls</source>
            <translation>Rzuca aplikacja</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The app rolls until it differs</source>
            <translation>Aplikacja rzuca, aż wypadnie inny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The app shuffles and draws</source>
            <translation>Aplikacja tasuje i dobiera</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The bots</source>
            <translation>Boty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The science die rolled for the Automa's civilization card</source>
            <translation>Kość nauki rzucona dla karty cywilizacji Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>— (level 6 only)</source>
            <translation>— (tylko poziom 6)</translation>
        </message>
    </context>
    <context>
        <name>TapestryTurn</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>A tapestry card onto the Automa's income mat (first free space).</source>
            <translation>Karta arrasu na planszę przychodu Automy (pierwsze wolne pole).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>A toppled Shadow Empire outpost onto the Automa's hex {hex}.</source>
            <translation>Przewrócona placówka Imperium Cieni na heks Automy {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Decision pair: card {t} (track) and card {p} (priority); {left} left.</source>
            <translation>Para decyzji: karta {t} (tory) i karta {p} (priorytet); zostało: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Discard the three face-up technology cards and replace them.</source>
            <translation>Odrzuć trzy odkryte karty technologii i wyłóż nowe.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Draw two decision cards and enter them: the left one, then the right one.</source>
            <translation>Dobierz dwie karty decyzji i wpisz je: najpierw lewą, potem prawą.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>End of the bots' turn: your turn next.</source>
            <translation>Koniec tury botów: teraz twoja tura.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Game over: you {h} VP, the Automa {a} VP — winner: {w}.</source>
            <translation>Koniec gry: ty {h} PZ, Automa {a} PZ — zwycięzca: {w}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Income turn 1: draw the top card of the progress deck and enter it (the priority card), then shuffle the progress deck.</source>
            <translation>Tura przychodu 1: dobierz wierzchnią kartę talii postępu i wpisz ją (karta priorytetu), potem potasuj talię postępu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Income turn 1: progress card {n} is the priority card.</source>
            <translation>Tura przychodu 1: karta postępu {n} jest kartą priorytetu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Landmark {name} to the Automa's mat.</source>
            <translation>Budowla {name} na planszę Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Nothing to do.</source>
            <translation>Nic do zrobienia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Roll the science die for the Automa and enter the face (or let the app roll).</source>
            <translation>Rzuć kością nauki za Automę i wpisz wynik (albo pozwól rzucić aplikacji).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa conquers hex {hex}.</source>
            <translation>Automa podbija heks {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa conquers your territory on hex {hex}.</source>
            <translation>Automa podbija twoje terytorium na heksie {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa conquers your territory {hex}: do you play a trap from your hand?</source>
            <translation>Automa podbija twoje terytorium {hex}: czy zagrywasz pułapkę z ręki?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa explores hex {hex}: lay a territory tile.</source>
            <translation>Automa eksploruje heks {hex}: połóż płytkę terytorium.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa gains a tapestry card: face down beside its mat.</source>
            <translation>Automa zyskuje kartę arrasu: zakrytą obok swojej planszy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa scores {vp} VP.</source>
            <translation>Automa zdobywa {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The app could not plan the next step (the log has details): undo or correct the board.</source>
            <translation>Aplikacja nie mogła zaplanować następnego kroku (szczegóły w dzienniku): cofnij albo popraw planszę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The bots' income turn {n}.</source>
            <translation>Tura przychodu botów {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The decision deck changes (income turn).</source>
            <translation>Talia decyzji się zmienia (tura przychodu).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You conquered the Automa's hex {hex}: discard one of its tapestry cards at random — was it a trap?</source>
            <translation>Podbój heksu Automy {hex}: odrzuć losowo jedną z jej kart arrasów — czy była pułapką?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Your turn: mirror what you do on the board, then End my turn.</source>
            <translation>Twoja tura: odtwórz na planszy to, co robisz, potem Zakończ moją turę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{side} gains the achievement “{name}”.</source>
            <translation>{side} zdobywa osiągnięcie „{name}”.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{side}'s favourite track is now {track}.</source>
            <translation>{side}: ulubiony tor to teraz {track}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{side}: {track} {o} → {d}.</source>
            <translation>{side}: {track} {o} → {d}.</translation>
        </message>
    </context>
    <context>
        <name>TapestryView</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Tapestry board</source>
            <translation>Plansza Tapestry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The small map with numbered hexes, the four advancement tracks, your supply and the Automa's income mat. Drag your tokens, outposts and tiles; right-click a hex to edit it.</source>
            <translation>Mała mapa z ponumerowanymi heksami, cztery tory postępu, twoje zasoby i plansza przychodu Automy. Przeciągaj swoje żetony, placówki i płytki; prawy przycisk na heksie, aby go edytować.</translation>
        </message>
    </context>
    <context>
        <name>TapestryWorkspace</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>Bots' proposal and reasons</source>
            <translation>Propozycja i uzasadnienia botów</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>Decision pair</source>
            <translation>Para decyzji</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>Set up the table as shown (the removed components are listed in the reasons):</source>
            <translation>Przygotuj stół, jak pokazano (usunięte komponenty są wymienione w uzasadnieniach):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>Sides</source>
            <translation>Strony</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>income turn</source>
            <translation>tura przychodu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>income turns</source>
            <translation>tury przychodu</translation>
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Apply the bots' proposed step (Enter)</source>
            <translation>Zastosuj krok zaproponowany przez boty (Enter)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Bots</source>
            <translation>Boty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>You have finished your turn; the bots play (Ctrl+E)</source>
            <translation>Koniec twojej tury; grają boty (Ctrl+E)</translation>
        </message>
    </context>
</TS>

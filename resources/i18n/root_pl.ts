<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
    <context>
        <name>AllianceBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Bases</source>
            <translation>Bazy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Martial Law (6.2.5): sympathy placed in {clearings} scores 1 VP less (3+ warriors of one enemy).</source>
            <translation>Prawo Wojny (6.2.5): Sympatycy położeni na polanach {clearings} dają 1 PZ mniej (3+ wojowników jednego przeciwnika).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Martial Law: no clearing now.</source>
            <translation>Prawo Wojny: obecnie żadna polana.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Sympathy track</source>
            <translation>Tor Sympatyków</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Sympathy: all {on} tokens are on the map; a Spread that cannot place one scores {vp} VP instead.</source>
            <translation>Sympatycy: wszystkie żetony ({on}) są na Mapie; Zdobywanie Sympatyków, które nie może żadnego położyć, daje zamiast tego {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Sympathy: {on} on the map, {left} on the track. The next token scores {vp} VP.</source>
            <translation>Sympatycy: na Mapie {on}, na torze {left}. Następny żeton daje {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Warriors: {on} on the map, {left} in the supply.</source>
            <translation>Wojownicy: na Mapie {on}, w puli {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>on the faction board</source>
            <translation>na planszy frakcji</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>on the map in {place}</source>
            <translation>na Mapie: {place}</translation>
        </message>
    </context>
    <context>
        <name>ArbiterForm</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>&amp;Enlist the Arbiter</source>
            <translation>&amp;Wezwij Arbitra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Do &amp;not enlist</source>
            <translation>&amp;Nie wzywaj</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>It &amp;is the Arbiter</source>
            <translation>&amp;Jest Arbitrem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>It is &amp;not the Arbiter</source>
            <translation>&amp;Nie jest Arbitrem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Its undamaged &amp;swords:</source>
            <translation>Jego nieuszkodzone &amp;miecze:</translation>
        </message>
    </context>
    <context>
        <name>Board</name>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>A human battles a bot here…</source>
            <translation>Człowiek walczy tu z botem…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>A human removes all enemy pieces here (revolt, favor…)</source>
            <translation>Człowiek usuwa tu wszystkie komponenty przeciwników (rewolta, łaska…)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>A human tries to expose this plot…</source>
            <translation>Człowiek próbuje zdemaskować tę intrygę…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Burrow</source>
            <translation>Nora</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Clearing {n} ({suit}). Double-click to toggle ruins.</source>
            <translation>Polana {n} ({suit}). Dwuklik przełącza ruiny.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Close the path {a}–{b} again</source>
            <translation>Zamknij znów ścieżkę {a}–{b}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Closed path {a}–{b}: bots treat it as a path (Law of Rootbotics 12.2.1); right-click to open it</source>
            <translation>Zamknięta ścieżka {a}–{b}: boty traktują ją jak ścieżkę (Księga Rootbotyki 12.2.1); prawy klik ją otwiera</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Craft {item}: +{vp} VP</source>
            <translation>Przekucie: {item}: +{vp} PZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Discard the order card {card}</source>
            <translation>Odrzuć kartę Nakazu {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Discard {card}</source>
            <translation>Odrzuć {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Drop a piece outside the map to return it to its supply</source>
            <translation>Upuść komponent poza mapą, by zwrócić go do puli</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Drop the ferry on a coastal clearing.</source>
            <translation>Upuść prom na przybrzeżnej polanie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Drop the piece on a clearing or forest (or off the map to remove it).</source>
            <translation>Upuść komponent na polanie lub w lesie (albo poza mapą, by go usunąć).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Drop the piece on a clearing or forest.</source>
            <translation>Upuść komponent na polanie lub w lesie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>End of the {faction}'s turn</source>
            <translation>Koniec tury: {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>FERRY</source>
            <translation>PROM</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Forest {name}: between clearings {list}</source>
            <translation>Las {name}: między polanami {list}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Game over</source>
            <translation>Koniec gry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Hits on a bot outside battle…</source>
            <translation>Obrażenia bota poza walką…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Mercenaries</source>
            <translation>Najemnicy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>On the lake's coast.</source>
            <translation>Na brzegu jeziora.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Open the path {a}–{b} (a correction: no VP)</source>
            <translation>Otwórz ścieżkę {a}–{b} (korekta: bez PZ)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Opened by the {faction} (+1 VP)</source>
            <translation>Otwarta przez: {faction} (+1 PZ)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Outrage: no matching card (the Alliance scores 1 VP)</source>
            <translation>Bunt: brak pasującej karty (Sojusz zdobywa 1 PZ)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Outrage: the human discarded a matching card</source>
            <translation>Bunt: człowiek odrzucił pasującą kartę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>PASS</source>
            <translation>PRZEŁĘCZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Path {a}–{b}, opened (right-click to close it again)</source>
            <translation>Ścieżka {a}–{b}, otwarta (prawy klik znów ją zamyka)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Place ruins</source>
            <translation>Połóż ruiny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Remove ruins</source>
            <translation>Usuń ruiny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Right: the plot is removed</source>
            <translation>Trafnie: intryga zostaje usunięta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>River between clearings {a} and {b}</source>
            <translation>Rzeka między polanami {a} i {b}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The &amp;Riverfolk warriors</source>
            <translation>&amp;Wojownicy Kompanii</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The Corvids reveal this plot: it shows…</source>
            <translation>Kruki odkrywają tę intrygę: przedstawia…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The Duchy's Burrow: adjacent to every clearing with a tunnel; only the Duchy may put pieces here.</source>
            <translation>Nora Księstwa: sąsiaduje z każdą polaną z tunelem; tylko Księstwo może tu kłaść komponenty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The Pass: it wins every highest- and lowest-priority choice of a bot (Law of Rootbotics 12.2.2).</source>
            <translation>Przełęcz: wygrywa każdy wybór bota o najwyższym i najniższym Priorytecie (Księga Rootbotyki 12.2.2).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The ferry sails to clearing {n} with the move.</source>
            <translation>Prom płynie z ruchem na polanę {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The ferry, at clearing {n}. Drag it to another coastal clearing when it moves.</source>
            <translation>Prom na polanie {n}. Gdy płynie, przeciągnij go na inną przybrzeżną polanę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The lake: its coastal clearings are joined as by a river; the ferry crosses it.</source>
            <translation>Jezioro: jego przybrzeżne polany łączą się jak rzeką; prom je przepływa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The {faction} takes {hits} with Mercenaries (Rootbotics 9.2.3 III): half on its own pieces, half on the Riverfolk warriors. Who takes the odd hit?</source>
            <translation>{faction}: {hits} z Najemnikami (Księga Rootbotyki 9.2.3 III): połowa na własne komponenty, połowa na wojowników Kompanii. Kto otrzymuje nieparzyste obrażenie?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The {faction}'s &amp;own pieces</source>
            <translation>&amp;Własne komponenty ({faction})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Wrong: the Corvids take the card</source>
            <translation>Chybione: Kruki biorą kartę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>explore the ruin</source>
            <translation>eksploracja ruin</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>guessed {face}</source>
            <translation>zgadnięto: {face}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>no suit marker yet</source>
            <translation>jeszcze bez znacznika symbolu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>none</source>
            <translation>brak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>ruins here</source>
            <translation>tu są ruiny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>tunnels: {clearings}</source>
            <translation>tunele: {clearings}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{a} attacks {d}</source>
            <translation>{a} ⚔ {d}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{a} ⚔ {d}: deals {ah} · takes {dh}</source>
            <translation>{a} ⚔ {d}: zadaje {ah} · otrzymuje {dh}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{count} {faction} {piece}. Drag to move (Shift: the whole stack); drop off the map or press Delete to remove.</source>
            <translation>{faction}: {piece} ×{count}. Przeciągnij, by przesunąć (Shift: cały stos); upuść poza mapą lub naciśnij Delete, by usunąć.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction} +{vp} VP</source>
            <translation>{faction} +{vp} PZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction} +{vp} VP: the ferry (12.1.1)</source>
            <translation>{faction} +{vp} PZ: prom (12.1.1)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction} scores +{vp} VP</source>
            <translation>{faction}: +{vp} PZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction}: {warriors} back from the Riverfolk's Payments</source>
            <translation>{faction}: {warriors} z powrotem z Płatności Kompanii</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction}: {warriors} into the Riverfolk's Payments</source>
            <translation>{faction}: {warriors} do Płatności Kompanii</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{label} · Arbiter?</source>
            <translation>{label} · Arbiter?</translation>
        </message>
    </context>
    <context>
        <name>BoardText</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>, ruins</source>
            <translation>, ruiny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Clearing {n} ({suit}, priority {p}, {free} of {slots} slots free{ruins})</source>
            <translation>Polana {n} ({suit}, Priorytet {p}, wolne miejsca: {free} z {slots}{ruins})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Forest {id}</source>
            <translation>Las {id}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The Burrow (the Duchy's, adjacent to its tunnel clearings)</source>
            <translation>Nora (Księstwa; sąsiaduje z jego polanami z tunelem)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>empty</source>
            <translation>pusto</translation>
        </message>
    </context>
    <context>
        <name>BoardTextPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Board as text</source>
            <translation>Plansza jako tekst</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Board</source>
            <translation>Plansza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The Root map; the same state is listed in the Board as text panel.</source>
            <translation>Mapa Root; ten sam stan jest wypisany w panelu Plansza jako tekst.</translation>
        </message>
    </context>
    <context>
        <name>Boards</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Add {card} to the {column} column of the Decree</source>
            <translation>Dodaj {card} do kolumny Dekretu: {column}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Convert</source>
            <translation>Nawrócenie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Crown the {minister}</source>
            <translation>Daj koronę: {minister}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Crusade</source>
            <translation>Krucjata</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lizards: {changes}</source>
            <translation>Jaszczury: {changes}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lost Souls (top first): {cards}</source>
            <translation>Zagubione Dusze (od wierzchu): {cards}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Purge the Decree: discard {cards}, the {k} Loyal Viziers stay</source>
            <translation>Czystki w Dekrecie: odrzuć {cards}, Lojalni Wezyrowie ({k}) zostają</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Remove from the Decree: {cards}</source>
            <translation>Usuń z Dekretu: {cards}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Riverfolk's Market, left to right: {cards}</source>
            <translation>Rynek Kompanii, od lewej do prawej: {cards}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Riverfolk's Market: add {cards} at the right end</source>
            <translation>Rynek Kompanii: dodaj {cards} na prawym końcu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Riverfolk's Market: take out {card} (card {position} from the left)</source>
            <translation>Rynek Kompanii: wyjmij {card} ({position}. od lewej)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Sanctify</source>
            <translation>Uświęcenie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Decree stays as it is</source>
            <translation>Dekret zostaje bez zmian</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Lizards' board stays as it is</source>
            <translation>Plansza Jaszczurów zostaje bez zmian</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Riverfolk's Market stays as it is</source>
            <translation>Rynek Kompanii zostaje bez zmian</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Vagabot's board stays as it is</source>
            <translation>Plansza Włóczęgobota zostaje bez zmian</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The ministers keep their crowns</source>
            <translation>Ministrowie zachowują korony</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The {minister} loses its crown</source>
            <translation>{minister} traci koronę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Update the {faction}'s faction board</source>
            <translation>Zaktualizuj planszę frakcji: {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Vagabot: {changes}</source>
            <translation>Włóczęgobot: {changes}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>acolytes {old} → {new}</source>
            <translation>akolici {old} → {new}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>conspiracy marker to {space}</source>
            <translation>znacznik spisku na {space}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>cover a building slot in clearing {c}</source>
            <translation>zakryj miejsce na budynek na polanie {c}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>damage {items}</source>
            <translation>uszkodź {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>empty</source>
            <translation>pusto</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>exhaust {items}</source>
            <translation>wyczerp {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>gain {items}</source>
            <translation>zyskuje {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>garden tracks' VP {vps}</source>
            <translation>PZ torów ogrodów {vps}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>give up {items}</source>
            <translation>oddaje {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>marker to {space}</source>
            <translation>znacznik na {space}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>no quest left to draw</source>
            <translation>nie ma już zadań do dobrania</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>now {up} face up, {down} exhausted, {dup} damaged face up, {ddown} damaged face down</source>
            <translation>teraz odkryte {up}, wyczerpane {down}, uszkodzone odkryte {dup}, uszkodzone zakryte {ddown}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>quest completed</source>
            <translation>zadanie wykonane</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>quest: {suit}</source>
            <translation>zadanie: {suit}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>refresh {items}</source>
            <translation>odśwież {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>repair {items}</source>
            <translation>napraw {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>revealed: {cards}</source>
            <translation>odkryte: {cards}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} card</source>
            <translation>karta ({suit})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} card ({item})</source>
            <translation>karta ({suit}, {item})</translation>
        </message>
    </context>
    <context>
        <name>BotBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Proposed change to this board</source>
            <translation>Proponowana zmiana tej planszy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Proposed: {change}</source>
            <translation>Proponowane: {change}</translation>
        </message>
    </context>
    <context>
        <name>BotHitsDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>&amp;Bot hit:</source>
            <translation>Trafiony &amp;bot:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>&amp;Hits:</source>
            <translation>&amp;Obrażenia:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Battle against a bot in clearing {n}</source>
            <translation>Walka z botem na polanie {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Dealt &amp;by:</source>
            <translation>Zadał&amp;y je:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>The app removes the bot's pieces as its rules say; mirror your own losses by hand.</source>
            <translation>Aplikacja usuwa komponenty bota zgodnie z jego zasadami; własne straty odwzoruj ręcznie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>The bot was the defender</source>
            <translation>Bot był obrońcą</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>nobody (no VP)</source>
            <translation>nikt (bez PZ)</translation>
        </message>
    </context>
    <context>
        <name>BotTexts</name>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>After each Convert, battle in that clearing dealing 1 extra hit (player tie: most defenseless buildings, then most VP).</source>
            <translation>Po każdym Nawróceniu walka na tej polanie z 1 dodatkowym obrażeniem (remis graczy: najwięcej bezbronnych budynków, potem najwięcej PZ).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>After resolving the Decree, remove every defenseless enemy building and token in clearings with Eyrie warriors.</source>
            <translation>Po rozpatrzeniu Dekretu usuń każdy bezbronny budynek i żeton przeciwnika na polanach z wojownikami Dynastii.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>After the Move step, take the clearing you rule of highest priority with no enemy pieces, move all but 1 warrior out of it (to the adjacent clearing with most enemy pieces), then battle in the destination.</source>
            <translation>Po kroku Ruchu: z kontrolowanej polany o najwyższym Priorytecie bez komponentów przeciwników przemieść wszystkich wojowników oprócz 1 (na sąsiednią polanę z największą liczbą komponentów przeciwników), a następnie walcz na polanie docelowej.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Aid scores 1 extra VP and the aided player draws 2 cards instead of 1.</source>
            <translation>Pomoc daje 1 dodatkowy PZ, a wspomagany gracz dobiera 2 karty zamiast 1.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Also falls into turmoil if it cannot place a warrior. On turmoil it does not lose VP; instead it scores 1 VP per bird card in the Decree.</source>
            <translation>Zamieszki także wtedy, gdy nie może rozmieścić wojownika. Podczas Zamieszek nie traci PZ; zamiast tego zdobywa 1 PZ za każdą ptasią kartę w Dekrecie.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As attacker, the maximum rolled hits is always 3.</source>
            <translation>Jako atakujący maksimum wyrzuconych obrażeń to zawsze 3.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As challenging, and score 1 VP at the end of Evening.</source>
            <translation>Jak wymagający, a na koniec Wieczoru 1 PZ.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As challenging; At the end of Evening, score 1 VP per two players (rounded up).</source>
            <translation>Jak wymagający; na koniec Wieczoru 1 PZ za każdych dwóch graczy (w górę).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As defender, never defenceless; each trade post in the clearing adds 1 to the maximum rolled hits.</source>
            <translation>Jako obrońca nigdy bezbronny; każda faktoria na polanie zwiększa o 1 maksimum wyrzuconych obrażeń.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As defender, uses the same die as the attacker (both use the higher die).</source>
            <translation>Jako obrońca używa tej samej kości co atakujący (obaj wyższej).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>At the end of Evening, Spread Sympathy once more without scoring for it.</source>
            <translation>Na koniec Wieczoru jeszcze raz Zdobywa Sympatyków, bez PZ za to.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>At the start of battle as attacker, deal an immediate hit (scoring a point if it removes an enemy warrior).</source>
            <translation>Na początku walki jako atakujący zadaje natychmiast obrażenie (1 PZ, jeśli usuwa wojownika przeciwnika).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Battle instead goes to the nearest clearing with the most pieces and targets the player with most pieces there; repairs one extra item in Evening.</source>
            <translation>Walka odbywa się na najbliższej polanie z największą liczbą komponentów, przeciw graczowi z największą liczbą komponentów na niej; naprawia jeden dodatkowy przedmiot podczas Wieczoru.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Battles at most once per turn; at the end of Daylight repeats Quest as many times as possible.</source>
            <translation>Walczy najwyżej raz na turę; na koniec Dnia powtarza Zadanie tyle razy, ile się da.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Build and Garrison places 2 warriors.</source>
            <translation>Budowa i Garnizon rozmieszcza 2 wojowników.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Build and Garrison places 2 warriors; at the end of Evening, score 1 VP per two players (rounded up).</source>
            <translation>Budowa i Garnizon rozmieszcza 2 wojowników; na koniec Wieczoru 1 PZ za każdych dwóch graczy (w górę).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Build and Garrison places no warrior.</source>
            <translation>Budowa i Garnizon nie rozmieszcza wojownika.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Cost of Errors removes the crown from the bottom-most swayed minister whose suit matches a clearing where a building was removed.</source>
            <translation>Koszt Błędów zdejmuje koronę z najniższego pozyskanego ministra, którego symbol odpowiada polanie, z której usunięto budynek.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Defenseless sympathy tokens also benefit from Automated Ambush.</source>
            <translation>Bezbronne żetony Sympatyków też korzystają z Samoczynnej Zasadzki.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Dig twice per turn, each needing and moving only 3 warriors.</source>
            <translation>Kopanie dwa razy na turę, za każdym razem wymaga i przenosi tylko 3 wojowników.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Dig's clearing tie becomes most enemy buildings, then fewest enemy warriors; if Build is impossible for lack of slots, battle in each clearing instead.</source>
            <translation>Remis polan przy Kopaniu: najwięcej budynków przeciwników, potem najmniej wojowników przeciwników; jeśli Budowa jest niemożliwa z braku miejsc, zamiast niej walka na każdej polanie.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Each Crusade scores 1 extra VP if it removed any tokens.</source>
            <translation>Każda Krucjata daje 1 dodatkowy PZ, jeśli usunęła jakiś żeton.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Each Marquise building needs two hits to remove; a single hit on a building does nothing.</source>
            <translation>Usunięcie budynku Markiza wymaga dwóch obrażeń; pojedyncze obrażenie nie działa na budynek.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Each Recruit also places 2 warriors in the ordered clearing you rule of highest priority.</source>
            <translation>Każdy Werbunek rozmieszcza też 2 wojowników na kontrolowanej nakazanej polanie o najwyższym Priorytecie.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>End of Daylight: place 2 warriors in the clearing of highest priority that has no Eyrie pieces.</source>
            <translation>Koniec Dnia: rozmieść 2 wojowników na polanie o najwyższym Priorytecie bez komponentów Dynastii.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>End of battle as defender: if 2+ Marquise warriors were removed, place 1 warrior in the keep clearing.</source>
            <translation>Koniec walki jako obrońca: jeśli usunięto 2+ wojowników Markiza, rozmieść 1 wojownika na polanie z Twierdzą.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>End of battle as defender: if 2+ Marquise warriors were removed, place 2 warriors in the keep clearing.</source>
            <translation>Koniec walki jako obrońca: jeśli usunięto 2+ wojowników Markiza, rozmieść 2 wojowników na polanie z Twierdzą.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>End of turn: draw a card and add it to Lost Souls.</source>
            <translation>Koniec tury: dobierz kartę i dodaj ją do Zagubionych Dusz.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Enemies can score at most 1 VP per turn for removing sympathy tokens.</source>
            <translation>Przeciwnicy mogą zdobyć najwyżej 1 PZ na turę za usuwanie żetonów Sympatyków.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Enemies score no VP for removing sympathy tokens.</source>
            <translation>Przeciwnicy nie zdobywają PZ za usuwanie żetonów Sympatyków.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Expand / repeat-Daylight may happen twice per turn instead of once.</source>
            <translation>Rozbudowa / powtórzenie Dnia może nastąpić dwa razy na turę zamiast raz.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Gains Guerrilla War (as defender uses the higher die; attacker the lower).</source>
            <translation>Zyskuje Wojnę Partyzancką (obrońca używa wyższej kości, atakujący niższej).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>If a human does not buy Mercenaries on their turn, the Riverfolk warriors act as if all that player's enemies bought Mercenaries; the Vagabond may buy Mercenaries to avoid this but gains no benefit.</source>
            <translation>Jeśli człowiek nie kupi Najemników w swojej turze, wojownicy Kompanii działają tak, jakby wszyscy przeciwnicy tego gracza kupili Najemników; Włóczęga może kupić Najemników, by tego uniknąć, ale nic nie zyskuje.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Organize needs 3+ Alliance warriors.</source>
            <translation>Przegrupowanie wymaga 3+ wojowników Sojuszu.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Organize only with 4+ warriors.</source>
            <translation>Przegrupowanie tylko przy 4+ wojownikach.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Organize with 2+ warriors.</source>
            <translation>Przegrupowanie przy 2+ wojownikach.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit 1 (+1 per mole showing).</source>
            <translation>Werbunek 1 (+1 za każdego odkrytego kreta).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit 3 (+moles).</source>
            <translation>Werbunek 3 (+krety).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit 3 (+moles); At the end of Evening, score 1 VP per two players (rounded up).</source>
            <translation>Werbunek 3 (+krety); na koniec Wieczoru 1 PZ za każdych dwóch graczy (w górę).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit for the bird column places one fewer warrior.</source>
            <translation>Werbunek za ptasią kolumnę rozmieszcza o jednego wojownika mniej.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit for the bird column places one more warrior.</source>
            <translation>Werbunek za ptasią kolumnę rozmieszcza o jednego wojownika więcej.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit in Escalated (bird) Daylight places double warriors.</source>
            <translation>Werbunek w Dynamicznym (ptasim) Dniu rozmieszcza podwójną liczbę wojowników.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit places 3 warriors.</source>
            <translation>Werbunek rozmieszcza 3 wojowników.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit places 4 warriors.</source>
            <translation>Werbunek rozmieszcza 4 wojowników.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit places 5 warriors.</source>
            <translation>Werbunek rozmieszcza 5 wojowników.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit places only 2 warriors.</source>
            <translation>Werbunek rozmieszcza tylko 2 wojowników.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Refresh one fewer item in Evening.</source>
            <translation>Odśwież o jeden przedmiot mniej podczas Wieczoru.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Refresh one fewer item.</source>
            <translation>Odśwież o jeden przedmiot mniej.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Refresh one more item.</source>
            <translation>Odśwież o jeden przedmiot więcej.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Rituals reveal 3 Lost Souls cards.</source>
            <translation>Rytuały odkrywają 3 karty Zagubionych Dusz.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Rituals reveal 5 cards.</source>
            <translation>Rytuały odkrywają 5 kart.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Rituals reveal 5 cards; at the end of Evening, score 1 VP per two players (rounded up).</source>
            <translation>Rytuały odkrywają 5 kart; na koniec Wieczoru 1 PZ za każdych dwóch graczy (w górę).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Setup: also take a bird Ambush card from the deck into the bird column.</source>
            <translation>Przygotowanie: weź też z talii ptasią kartę Zasadzki do ptasiej kolumny.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Setup: only one Loyal Vizier in the Decree.</source>
            <translation>Przygotowanie: tylko jeden Lojalny Wezyr w Dekrecie.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>When Aiding with no items available, move to aid the lowest-scoring player, exhaust 1 item to score 1 VP; they draw 1 card.</source>
            <translation>Gdy Pomaga bez dostępnych przedmiotów: idzie pomóc graczowi z najmniejszą liczbą PZ, wyczerpuje 1 przedmiot za 1 PZ; gracz dobiera 1 kartę.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>When a human triggers Cost of Errors they must discard a card matching a clearing of removal: if they do, the Duchy loses 1 VP; if not, the Duchy sways a matching minister.</source>
            <translation>Gdy człowiek wywoła Koszt Błędów, musi odrzucić kartę pasującą do polany usunięcia: jeśli to zrobi, Księstwo traci 1 PZ; jeśli nie, Księstwo pozyskuje pasującego ministra.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Whenever performing a bird ritual, also move a warrior from supply into Acolytes.</source>
            <translation>Przy każdym ptasim rytuale przenieś też wojownika z puli do Akolitów.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Whenever the Eyrie remove an enemy building or token, its owner loses 1 VP.</source>
            <translation>Za każdym razem, gdy Dynastie usuną budynek lub żeton przeciwnika, jego właściciel traci 1 PZ.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Whenever the player with the most victory points buys any number of services, score 1 VP.</source>
            <translation>Za każdym razem, gdy gracz z największą liczbą PZ kupuje dowolną liczbę usług: 1 PZ.</translation>
        </message>
    </context>
    <context>
        <name>CardDiscardedDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>A card spent or discarded</source>
            <translation>Karta zagrana lub odrzucona</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Which card was spent or discarded at the table?</source>
            <translation>Którą kartę zagrano lub odrzucono przy stole?</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>A Visit to Friends</source>
            <translation>Wizyta u Przyjaciół</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Ambush!</source>
            <translation>Zasadzka!</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Anvil</source>
            <translation>Kowadło</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Armorers</source>
            <translation>Płatnerze</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Arms Trader</source>
            <translation>Handlarz Bronią</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Bake Sale</source>
            <translation>Kiermasz Wypieków</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Better Burrow Bank</source>
            <translation>Lepszy Bank Norowy</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Birdy Bindle</source>
            <translation>Ptasi Tobołek</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Boat Builders</source>
            <translation>Szkutnicy</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Brutal Tactics</source>
            <translation>Brutalna Taktyka</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Charm Offensive</source>
            <translation>Ofensywa Uroku</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Cobbler</source>
            <translation>Szewc</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Codebreakers</source>
            <translation>Łamacze Szyfrów</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Coffin Makers</source>
            <translation>Trumniarze</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Command Warren</source>
            <translation>Nora Dowodzenia</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Corvid Planners</source>
            <translation>Kruczy Planiści</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Crossbow</source>
            <translation>Kusza</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Dominance</source>
            <translation>Dominacja</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Eyrie Emigre</source>
            <translation>Emigrant z Dynastii</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>False Orders</source>
            <translation>Fałszywe Rozkazy</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Favor of the Foxes</source>
            <translation>Łaska Lisów</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Favor of the Mice</source>
            <translation>Łaska Myszy</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Favor of the Rabbits</source>
            <translation>Łaska Królików</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Fox Partisans</source>
            <translation>Lisi Partyzanci</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Foxfolk Steel</source>
            <translation>Lisia Stal</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Gently Used Knapsack</source>
            <translation>Lekko Używany Plecak</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Informants</source>
            <translation>Informatorzy</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Investments</source>
            <translation>Inwestycje</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>League of Adventurous Mice</source>
            <translation>Liga Odważnych Myszy</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Master Engravers</source>
            <translation>Mistrzowie Grawerscy</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Mouse Partisans</source>
            <translation>Mysi Partyzanci</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Mouse-in-a-Sack</source>
            <translation>Mysz w Worku</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Murine Broker</source>
            <translation>Mysi Pośrednik</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Propaganda Bureau</source>
            <translation>Biuro Propagandy</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Protection Racket</source>
            <translation>Haracz</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Rabbit Partisans</source>
            <translation>Króliczy Partyzanci</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Root Tea</source>
            <translation>Herbata Korzenna</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Royal Claim</source>
            <translation>Królewskie Roszczenie</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Saboteurs</source>
            <translation>Sabotażyści</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Sappers</source>
            <translation>Saperzy</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Scouting Party</source>
            <translation>Zwiad</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Smuggler's Trail</source>
            <translation>Szlak Przemytników</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Soup Kitchens</source>
            <translation>Jadłodajnie</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Stand and Deliver!</source>
            <translation>Pieniądze albo Życie!</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Swap Meet</source>
            <translation>Targ Wymiany</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Sword</source>
            <translation>Miecz</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Tax Collector</source>
            <translation>Poborca Podatkowy</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Travel Gear</source>
            <translation>Ekwipunek Podróżny</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Tunnels</source>
            <translation>Tunele</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Woodland Runners</source>
            <translation>Leśni Gońcy</translation>
        </message>
    </context>
    <context>
        <name>CorvidsBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Face down on the map (?): {clearings}.</source>
            <translation>Zakryte na mapie (?): {clearings}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Face down on the map: none.</source>
            <translation>Zakryte na mapie: brak.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Face-down plots on the map</source>
            <translation>Zakryte intrygi na mapie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Plots</source>
            <translation>Intrygi</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Plots in the supply</source>
            <translation>Intrygi w puli</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Warriors: {on} on the map, {left} in the supply.</source>
            <translation>Wojownicy: na Mapie {on}, w puli {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>face up in {clearings}</source>
            <translation>odkryte na polanach: {clearings}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>none face up</source>
            <translation>brak odkrytych</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{n} of 8 in the supply, face down: nobody knows which.</source>
            <translation>W puli {n} z 8, zakryte: nikt nie wie, które.</translation>
        </message>
    </context>
    <context>
        <name>DecreeChip</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>. A Loyal Vizier: never purged (5.7.2).</source>
            <translation>. Lojalny Wezyr: nigdy nie przepada w Czystkach (5.7.2).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Remove from the Decree (correction)</source>
            <translation>Usuń z Dekretu (korekta)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Vizier</source>
            <translation>Wezyr</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>no item</source>
            <translation>brak przedmiotu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{card} ({suit}, {item}) in the {column} column</source>
            <translation>{card} ({suit}, {item}) w kolumnie {column}</translation>
        </message>
    </context>
    <context>
        <name>DiceForm</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>&amp;Roll for me</source>
            <translation>&amp;Rzuć za mnie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Dice rolled:</source>
            <translation>Wyrzucone kości:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Die {n}</source>
            <translation>Kość {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Use these &amp;dice</source>
            <translation>Użyj tych &amp;kości</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Vagabond's undamaged swords</source>
            <translation>Nieuszkodzone miecze Włóczęgi</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Vagabond's undamaged swords:</source>
            <translation>Nieuszkodzone miecze Włóczęgi:</translation>
        </message>
    </context>
    <context>
        <name>DuchyBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> Mole icons uncovered: {n} (Recruit places {more}).</source>
            <translation> Odkryte ikony kretów: {n} (Werbunek rozmieszcza {more}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Burrow: {n}, adjacent to the tunnel clearings ({tunnels}). Warriors in the supply: {left}.</source>
            <translation>Nora: {n}, sąsiaduje z polanami z tunelem ({tunnels}). Wojownicy w puli: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Crowned: {crowned}. Burrow: {n}; it is adjacent to the tunnel clearings ({tunnels}). Mole icons: {moles}. Warriors in the supply: {left}.</source>
            <translation>Z koroną: {crowned}. Nora: {n}; sąsiaduje z polanami z tunelem ({tunnels}). Ikony kretów: {moles}. Wojownicy w puli: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Crowns: {on} on ministers, {left} in the supply.</source>
            <translation>Korony: na ministrach {on}, w puli {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Ministers (top to bottom, left to right)</source>
            <translation>Ministrowie (od góry do dołu, od lewej do prawej)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Ticked: the {minister} wears a crown ({kind}).</source>
            <translation>Zaznaczone: {minister} ma koronę ({kind}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>an ability</source>
            <translation>zdolność</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>an action</source>
            <translation>akcja</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>mole</source>
            <translation>kret</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>none</source>
            <translation>brak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{minister}'s crown</source>
            <translation>Korona: {minister}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{pieces}: {n} on the map, {left} on the track.</source>
            <translation>{pieces}: na Mapie {n}, na torze {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{piece} track</source>
            <translation>Tor: {piece}</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A Root die shows 0 to 3, not {die}.</source>
            <translation>Kość Root pokazuje od 0 do 3, nie {die}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A Root die shows 0 to 3.</source>
            <translation>Kość Root pokazuje od 0 do 3.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A clearing has 1 to 3 building slots printed, not {slots}.</source>
            <translation>Polana ma wydrukowane od 1 do 3 miejsc na budynki, nie {slots}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A face-up snare is in clearing {clearing}: the {faction} cannot move pieces out of it (11.7.2).</source>
            <translation>Na polanie {clearing} są odkryte sidła: {faction} — zakaz wyprowadzania stamtąd komponentów (11.7.2).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A face-up snare is in clearing {clearing}: the {faction} cannot place pieces there (11.7.2).</source>
            <translation>Na polanie {clearing} są odkryte sidła: {faction} — zakaz rozmieszczania tam komponentów (11.7.2).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A human Riverfolk has no Market: the Hand Card is a card from their hand.</source>
            <translation>Kompania-człowiek nie ma Rynku: Karta z Ręki to karta z jego ręki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A player opens a closed path; only a correction closes {a}–{b} again.</source>
            <translation>Zamkniętą ścieżkę otwiera gracz; ponownie zamyka {a}–{b} tylko korekta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A river joins two different clearings of this map, not {a} and {b}.</source>
            <translation>Rzeka łączy dwie różne polany tej mapy, nie {a} i {b}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A simulated turn did not end (seed {seed}, round {round}): the engine loops, a bug.</source>
            <translation>Symulowana tura się nie skończyła (ziarno {seed}, runda {round}): silnik się zapętla, to błąd.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A {piece} can only stand in a clearing of its suit, not in {clearing}.</source>
            <translation>{piece} może stać tylko na polanie swojego symbolu, nie na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Both {piece} plots are already face up on the map.</source>
            <translation>Obie intrygi ({piece}) są już odkryte na mapie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose at least one service.</source>
            <translation>Wybierz przynajmniej jedną usługę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose exactly one option ({topic}).</source>
            <translation>Wybierz dokładnie jedną opcję ({topic}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose one Market card for each Hand Card ({hand_cards}), not {cards}.</source>
            <translation>Wybierz jedną kartę z Rynku na każdą Kartę z Ręki ({hand_cards}), nie {cards}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose one of: {options}.</source>
            <translation>Wybierz jedno z: {options}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose pieces to remove: exactly {hits}.</source>
            <translation>Wybierz komponenty do usunięcia: dokładnie {hits}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has a plot token.</source>
            <translation>Na polanie {clearing} jest już żeton intrygi.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has a sympathy token.</source>
            <translation>Na polanie {clearing} jest już żeton Sympatyków.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has a trade post.</source>
            <translation>Na polanie {clearing} jest już faktoria.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has a tunnel.</source>
            <translation>Na polanie {clearing} jest już tunel.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has the Keep.</source>
            <translation>Na polanie {clearing} jest już Twierdza.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has no face-down plot.</source>
            <translation>Na polanie {clearing} nie ma zakrytej intrygi.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has no face-up bomb.</source>
            <translation>Na polanie {clearing} nie ma odkrytej bomby.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has no free building slot.</source>
            <translation>Polana {clearing} nie ma wolnego miejsca na budynek.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has {used} slots filled (buildings and ruin): it cannot have only {slots}.</source>
            <translation>Polana {clearing} ma zajęte miejsca: {used} (budynki i ruiny): nie może mieć tylko {slots}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} holds the {faction}'s {piece}, which needs its own suit: move or remove it first.</source>
            <translation>{piece} ({faction}) na polanie {clearing} wymaga polany własnego symbolu: najpierw przesuń lub usuń ten komponent.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Each service costs 1 to 4 warriors: {low} to {high} in all, not {paid}.</source>
            <translation>Każda usługa kosztuje od 1 do 4 wojowników: łącznie od {low} do {high}, nie {paid}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Enter the warriors paid: the human Riverfolk set the costs on their board.</source>
            <translation>Wpisz zapłaconych wojowników: Kompania-człowiek ustala koszty na swojej planszy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every plot is already face up: no face is left to draw.</source>
            <translation>Każda intryga jest już odkryta: nie ma czego losować.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Finish or skip the setup checklist first: play has not started.</source>
            <translation>Najpierw skończ lub pomiń listę przygotowania: gra się nie zaczęła.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>First enter the cards the bots draw at setup; then the first turn begins.</source>
            <translation>Najpierw wpisz karty, które boty dobierają podczas przygotowania; potem zaczyna się pierwsza tura.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>It is a bot's turn: confirm its steps instead.</source>
            <translation>Trwa tura bota: zamiast tego zatwierdzaj jego kroki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mercenaries split the {hits} hits evenly: the Riverfolk warriors take half, not {riverfolk}.</source>
            <translation>Najemnicy dzielą obrażenia ({hits}) po równo: wojownicy Kompanii otrzymują połowę, nie {riverfolk}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No Riverfolk plays: there are no services to buy.</source>
            <translation>Nikt nie gra Kompanią: nie ma usług do kupienia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No card of this deck is a {suit} card with {item}.</source>
            <translation>Żadna karta tej talii nie jest kartą ({suit}) z przedmiotem {item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {item} left in the supply any more: re-plan the step.</source>
            <translation>W puli nie ma już: {item}. Zaplanuj krok od nowa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {piece} left in the {faction}'s supply ({available} left).</source>
            <translation>W puli ({faction}) nie ma już: {piece} (zostało {available}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only a Market card the bot buys can become its order card.</source>
            <translation>Kartą Nakazu może zostać tylko karta z Rynku kupiona przez bota.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only a bot buying exactly one Market card can make it its order card.</source>
            <translation>Tylko bot kupujący dokładnie jedną kartę z Rynku może uczynić ją kartą Nakazu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only one Vagabond can sit at the table, human or Vagabot. The Law of Root allows a second Vagabond (setup letter E) only with the Riverfolk expansion's second pawn and rules, and the Law of Rootbotics has no rules for a second Vagabot; Tablebot has neither.</source>
            <translation>Przy stole może siedzieć tylko jeden Włóczęga, człowiek lub Włóczęgobot. Księga Praw pozwala na drugiego Włóczęgę (litera przygotowania E) tylko z drugim pionkiem i zasadami rozszerzenia Plemiona Rzeczne, a Księga Rootbotyki nie ma zasad dla drugiego Włóczęgobota; Tablebot nie ma ani jednego, ani drugiego.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only the Duchy may place or move pieces into the Burrow, not the {faction}.</source>
            <translation>Tylko Księstwo może rozmieszczać lub przemieszczać komponenty do Nory, nie {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only the Marquise places pieces in the Keep's clearing {clearing} (others may move in).</source>
            <translation>Tylko Markiz rozmieszcza komponenty na polanie z Twierdzą ({clearing}) (inni mogą się tam przemieścić).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only the Vagabond's pawn can stand in a forest, not a {piece}.</source>
            <translation>W lesie może stać tylko pionek Włóczęgi, nie {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only {available} {faction} {piece} in {place}.</source>
            <translation>Tylko {available}: {piece} ({faction}) w miejscu {place}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Suit markers are fox, mouse or rabbit.</source>
            <translation>Znaczniki symboli to lis, mysz lub królik.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That answer does not fit the question ({question}).</source>
            <translation>Ta odpowiedź nie pasuje do pytania ({question}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That board belongs to another bot, not to the {faction}.</source>
            <translation>Ta plansza należy do innego bota, nie do: {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That costs {cost:warrior}; the {faction} has {available} in its supply.</source>
            <translation>Koszt: {cost:warrior}; w puli ({faction}): {available}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That is not one of the options ({topic}).</source>
            <translation>To nie jest jedna z opcji ({topic}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Burrow has no building slots: only Duchy warriors stand there, not a {piece}.</source>
            <translation>Nora nie ma miejsc na budynki: stoją tam tylko wojownicy Księstwa, nie {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Corvids do not expose their own plots.</source>
            <translation>Kruki nie demaskują własnych intryg.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Keep must go in a corner; {clearing} is not one.</source>
            <translation>Twierdza musi stanąć w narożniku; {clearing} nim nie jest.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk bot's price is {cost} warriors (9.2.3), not {paid}.</source>
            <translation>Cena bota Kompanii to {cost} wojowników (9.2.3), nie {paid}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk do not buy their own services.</source>
            <translation>Kompania nie kupuje własnych usług.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot has no character {character}.</source>
            <translation>Włóczęgobot nie ma postaci {character}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot's pawn is not on the map.</source>
            <translation>Pionka Włóczęgobota nie ma na mapie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The board changed since this step was planned; here is the new plan.</source>
            <translation>Plansza zmieniła się od zaplanowania tego kroku; oto nowy plan.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bot {bot} is not available in this version yet.</source>
            <translation>Bot {bot} nie jest jeszcze dostępny w tej wersji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The ferry is in clearing {clearing}: move it before taking the clearing off the coast.</source>
            <translation>Prom jest na polanie {clearing}: przesuń go, zanim polana przestanie być przybrzeżna.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The ferry sails the lake: clearing {clearing} is not coastal.</source>
            <translation>Prom pływa po jeziorze: polana {clearing} nie jest przybrzeżna.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The game is over: undo to go back, or start a new game.</source>
            <translation>Gra się skończyła: cofnij, by wrócić, albo zacznij nową grę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The path {a}–{b} is already open.</source>
            <translation>Ścieżka {a}–{b} jest już otwarta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The path {a}–{b} is still closed: the {faction} cannot move along it. It must be opened first (Law of Root C.3.3: a player with pieces at either end spends a card in Daylight).</source>
            <translation>Ścieżka {a}–{b} jest wciąż zamknięta: {faction} — ruch po niej niemożliwy. Najpierw trzeba ją otworzyć (Księga Praw C.3.3: gracz z komponentami na jednym z końców zagrywa kartę w Dzień).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The piece is already in {place}.</source>
            <translation>Komponent jest już w miejscu: {place}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The setup checklist takes Done or Skip, not {chosen}.</source>
            <translation>Lista przygotowania przyjmuje Gotowe lub Pomiń, nie {chosen}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The start of the {faction}'s Birdsong is over (it bought, or something else was recorded this turn): undo to buy services.</source>
            <translation>Początek Świtu ({faction}) minął (kupiono albo zapisano w tej turze coś innego): cofnij, by kupić usługi.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The suit markers are 4 of each suit; this layout has {count} {suit}. Check the markers on the table.</source>
            <translation>Znaczników symboli jest po 4 z każdego symbolu; ten układ ma {count} ({suit}). Sprawdź znaczniki na stole.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The supply holds 0 to 3 {item}, not {count}.</source>
            <translation>Pula mieści od 0 do 3 ({item}), nie {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} would enlist the {arbiter} here: say whether it is the Arbiter.</source>
            <translation>Obrońca ({defender}) wezwałby tu Arbitra ({arbiter}): powiedz, czy jest Arbitrem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} buys services at the start of its own Birdsong; it is the {current}'s turn.</source>
            <translation>{faction}: usługi kupuje się na początku własnego Świtu; teraz tura: {current}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} chooses which buildings or tokens its last {hits} hits remove ({options}).</source>
            <translation>{faction}: wybór, które budynki lub żetony usuwają ostatnie obrażenia ({hits}) ({options}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} does not play the Investors trait.</source>
            <translation>{faction}: gra bez Programu Inwestorzy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has no warriors (or pawn) in clearing {clearing} to battle with.</source>
            <translation>{faction}: brak wojowników (lub pionka) na polanie {clearing} do walki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has no {piece} in this game.</source>
            <translation>{faction}: w tej grze brak komponentu {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has only {available:warrior} to put in the Riverfolk's Payments, not {count}.</source>
            <translation>{faction}: do Płatności Kompanii można włożyć tylko {available:warrior}, nie {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is a bot: bots never open closed paths (12.2.1).</source>
            <translation>{faction} to bot: boty nigdy nie otwierają zamkniętych ścieżek (12.2.1).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is a bot: its battles are its own steps.</source>
            <translation>{faction} to bot: jego walki to jego własne kroki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is a bot: this is a human player's effect.</source>
            <translation>{faction} to bot: to efekt gracza-człowieka.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is not in this game.</source>
            <translation>{faction}: tej frakcji nie ma w tej grze.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is not played by a bot.</source>
            <translation>{faction}: tą frakcją nie gra bot.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} may buy {most:service} (one, plus one per clearing with its pieces and a trade post), not {count}.</source>
            <translation>{faction}: najwyżej {most:service} (jedna plus jedna za każdą polanę z własnymi komponentami i faktorią), nie {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} needs a piece in clearing {a} or {b} to open the path between them (Law of Root C.3.3).</source>
            <translation>{faction}: do otwarcia ścieżki potrzeba komponentu na polanie {a} lub {b} (Księga Praw C.3.3).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction}'s pawn never leaves the map (7.2.1): drag it to where it stands instead.</source>
            <translation>Pionek ({faction}) nigdy nie opuszcza mapy (7.2.1): zamiast tego przeciągnij go tam, gdzie stoi.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There are not that many {piece} in the clearing.</source>
            <translation>Na polanie nie ma tylu komponentów: {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There is no Burrow: the Duchy is not in this game.</source>
            <translation>Nie ma Nory: Księstwo nie bierze udziału w tej grze.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There is no card {card} in this deck.</source>
            <translation>W tej talii nie ma karty {card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There is no item {item} in the supply.</source>
            <translation>W puli nie ma przedmiotu {item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There is no place {place} on this map.</source>
            <translation>Na tej mapie nie ma miejsca {place}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>This version of Tablebot does not know the bot {bot}.</source>
            <translation>Ta wersja Tablebota nie zna bota {bot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Undamaged swords go from 0 to 20, not {swords}.</source>
            <translation>Nieuszkodzone miecze: od 0 do 20, nie {swords}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Victory points go from 0 to {max}, not {vp}.</source>
            <translation>Punkty zwycięstwa od 0 do {max}, nie {vp}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{a}–{b} is not one of {map}'s closed paths.</source>
            <translation>{a}–{b} nie jest jedną z zamkniętych ścieżek mapy {map}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is a dominance card, removed from the deck in this game.</source>
            <translation>{card} to karta Dominacji, usunięta z talii w tej grze.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is no longer the top card of the app's deck.</source>
            <translation>{card} nie jest już wierzchnią kartą talii aplikacji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is not in the Riverfolk's Market.</source>
            <translation>{card} nie ma na Rynku Kompanii.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is not in the app's deck.</source>
            <translation>{card} nie ma w talii aplikacji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{count:item} is more than the Vagabot can hold.</source>
            <translation>{count:item} to więcej, niż Włóczęgobot może unieść.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{count} suit markers for {clearings} clearings: lay one on each clearing.</source>
            <translation>Znaczników symboli: {count}, polan: {clearings}; połóż po jednym na każdej polanie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{face} is not a plot.</source>
            <translation>{face} nie jest intrygą.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map} has its suits printed: it takes no suit markers.</source>
            <translation>{map} ma wydrukowane symbole: nie przyjmuje znaczników symboli.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map} has its suits printed; clearing {clearing} takes no suit marker.</source>
            <translation>{map} ma wydrukowane symbole; polana {clearing} nie przyjmuje znacznika symbolu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map} has no lake and no ferry.</source>
            <translation>{map} nie ma jeziora ani promu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{option} is not one of the services offered.</source>
            <translation>{option} nie jest jedną z oferowanych usług.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{service} lasts the whole turn: buy it once.</source>
            <translation>{service} trwa całą turę: kup ją raz.</translation>
        </message>
    </context>
    <context>
        <name>EyrieBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> (a correction: the Eyrie adds its order cards itself)</source>
            <translation> (korekta: Dynastie same dodają swoje karty Nakazu)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>+ card</source>
            <translation>+ karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>A {suit} card (name not known)</source>
            <translation>Karta ({suit}) (nazwa nieznana)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Add a card to the {column} column</source>
            <translation>Dodaj kartę do kolumny {column}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Decree</source>
            <translation>Dekret</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Decree — {columns}</source>
            <translation>Dekret — {columns}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Largest column: {column} ({n} cards, marked ★).</source>
            <translation>Największa kolumna: {column} (kart {n}, oznaczona ★).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Loyal Vizier</source>
            <translation>Lojalny Wezyr</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>No column is larger than every other.</source>
            <translation>Żadna kolumna nie jest większa od wszystkich innych.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Roost track</source>
            <translation>Tor Gniazd</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Roosts: {on} on the map, {left} on the track. Evening scores {vp} VP (the rightmost empty space).</source>
            <translation>Gniazda: na Mapie {on}, na torze {left}. Wieczór daje {vp} PZ (pierwsze puste pole od prawej).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{column} column: {n} cards</source>
            <translation>Kolumna {column}: kart {n}</translation>
        </message>
    </context>
    <context>
        <name>FactionBoards</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Bots' faction boards</source>
            <translation>Plansze frakcji botów</translation>
        </message>
    </context>
    <context>
        <name>FactionPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source> ({n} viziers)</source>
            <translation> (wezyrowie: {n})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>&lt;b&gt;{bot}&lt;/b&gt; ({faction})&lt;br&gt;Difficulty: {difficulty}&lt;br&gt;Traits: {traits}&lt;br&gt;Printing: {printing}</source>
            <translation>&lt;b&gt;{bot}&lt;/b&gt; ({faction})&lt;br&gt;Poziom trudności: {difficulty}&lt;br&gt;Programy: {traits}&lt;br&gt;Wydanie: {printing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>A card a player spent or discarded at the table: onto the discard pile, or to a bot that takes discarded cards</source>
            <translation>Karta, którą gracz zagrał lub odrzucił przy stole: na stos kart odrzuconych albo do bota, który bierze odrzucone karty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>A card was s&amp;pent or discarded…</source>
            <translation>Karta &amp;zagrana lub odrzucona…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>At the start of the player's Birdsong, before anything else this turn</source>
            <translation>Na początku Świtu gracza, przed czymkolwiek innym w tej turze</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Buy Riverfolk ser&amp;vices…</source>
            <translation>Kup &amp;usługi Kompanii…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Character: {name}</source>
            <translation>Postać: {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Decree: {columns}</source>
            <translation>Dekret: {columns}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Discarded: {cards}</source>
            <translation>Odrzucone: {cards}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Item supply</source>
            <translation>Pula przedmiotów</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Items: {ready} ready, {exhausted} exhausted, {damaged} damaged; track {track} (max hits {hits}); quest: {quest}</source>
            <translation>Przedmioty: gotowe {ready}, wyczerpane {exhausted}, uszkodzone {damaged}; tor {track} (maks. obrażeń {hits}); zadanie: {quest}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Lost Souls: {cards}; acolytes: {acolytes}; conspiracy marker: {space}</source>
            <translation>Zagubione Dusze: {cards}; akolici: {acolytes}; znacznik spisku: {space}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Market (left to right): {cards}</source>
            <translation>Rynek (od lewej do prawej): {cards}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Order card: &lt;b&gt;{card}&lt;/b&gt; ({suit}, {item})</source>
            <translation>Karta Nakazu: &lt;b&gt;{card}&lt;/b&gt; ({suit}, {item})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Order card: not revealed yet</source>
            <translation>Karta Nakazu: jeszcze nieodkryta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Order: &lt;b&gt;{suit}&lt;/b&gt;</source>
            <translation>Nakaz: &lt;b&gt;{suit}&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Right-click: cards a human gives or takes (2.8.1)</source>
            <translation>Prawy klik: karty, które człowiek daje lub bierze (2.8.1)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The app draws the bots' cards: {n} left in its deck</source>
            <translation>Aplikacja dobiera karty botów: w jej talii zostało {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {human} gives the {bot} a card (discarded, the bot scores 1 VP)</source>
            <translation>Karta od: {human} dla bota ({bot}): odrzucona, bot zdobywa 1 PZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {human} takes a card from the {bot} (draws from the deck instead)</source>
            <translation>{human}: karta od bota ({bot}) — zamiast tego dobranie z talii</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Victory points</source>
            <translation>Punkty zwycięstwa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>bot</source>
            <translation>bot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>empty</source>
            <translation>pusto</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>human player</source>
            <translation>gracz (człowiek)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>no item</source>
            <translation>brak przedmiotu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>none</source>
            <translation>brak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction} victory points</source>
            <translation>{faction}: punkty zwycięstwa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{item} in the supply</source>
            <translation>{item} w puli</translation>
        </message>
    </context>
    <context>
        <name>HumanBattleDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>&amp;Attacker:</source>
            <translation>&amp;Atakujący:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>&amp;Defending bot:</source>
            <translation>&amp;Broniący się bot:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Battle against a bot in clearing {n}</source>
            <translation>Walka z botem na polanie {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Die &amp;{n}:</source>
            <translation>Kość &amp;{n}:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Enter the dice as rolled; the app applies both sides' hits as the rules say.</source>
            <translation>Wpisz wyrzucone wyniki kości; aplikacja stosuje obrażenia obu stron zgodnie z zasadami.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>The Vagabond here is the &amp;Arbiter (the bot may enlist it)</source>
            <translation>Włóczęga jest tu &amp;Arbitrem (bot może go wezwać)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Vagabond's undamaged &amp;swords:</source>
            <translation>Nieuszkodzone &amp;miecze Włóczęgi:</translation>
        </message>
    </context>
    <context>
        <name>Investors</name>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>&amp;No (the Duchy sways a {suit} minister)</source>
            <translation>&amp;Nie (Księstwo pozyskuje ministra: {suit})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>&amp;Yes (the Duchy loses 1 VP)</source>
            <translation>&amp;Tak (Księstwo traci 1 PZ)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>Duchy buildings removed in clearing {c} ({suit}): did the {who} discard a {suit} card?</source>
            <translation>Budynki Księstwa usunięte na polanie {c} ({suit}): czy odrzucono kartę ({suit})? Odrzuca: {who}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>Investors</source>
            <translation>Inwestorzy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>Trait Investors: a human who sets off the Price of Failure discards a matching card and the Duchy loses 1 VP; if they do not, the Duchy sways a minister of that suit.</source>
            <translation>Program Inwestorzy: człowiek, który wywoła Cenę Porażki, odrzuca pasującą kartę, a Księstwo traci 1 PZ; jeśli tego nie zrobi, Księstwo pozyskuje ministra tego symbolu.</translation>
        </message>
    </context>
    <context>
        <name>ItemBox</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Vagabot items: {box}</source>
            <translation>Przedmioty Włóczęgobota: {box}</translation>
        </message>
    </context>
    <context>
        <name>LizardsBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> (a card spent or discarded at the table, 8.2.4)</source>
            <translation> (karta zagrana lub odrzucona przy stole, 8.2.4)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>&amp;Acolytes:</source>
            <translation>&amp;Akolici:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>+ card</source>
            <translation>+ karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>A {suit} card (name not known)</source>
            <translation>Karta ({suit}) (nazwa nieznana)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Conspiracy</source>
            <translation>Spisek</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Conspiracy marker's space</source>
            <translation>Pole znacznika spisku</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Conspiracy track</source>
            <translation>Tor spisków</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Garden track &amp;VP:</source>
            <translation>&amp;PZ torów ogrodów:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lizards' acolytes</source>
            <translation>Akolici Jaszczurów</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lost Souls (top first)</source>
            <translation>Zagubione Dusze (od wierzchu)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lost Souls: {n} cards; {acolytes} acolytes; marker on {space}. Warriors: {on} on the map, {left} in the supply.</source>
            <translation>Zagubione Dusze: kart {n}; akolici: {acolytes}; znacznik na {space}. Wojownicy: na Mapie {on}, w puli {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Not in the rulebook: 0, 1, 2, 3, 4 by ruling garden-track-vp. Correct them if your board prints others (five numbers).</source>
            <translation>Nie ma tego w zasadach: 0, 1, 2, 3, 4 wg rozstrzygnięcia garden-track-vp. Popraw je, jeśli twoja plansza ma inne (pięć liczb).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Put a card on top of the Lost Souls</source>
            <translation>Połóż kartę na wierzchu Zagubionych Dusz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Revealed this Daylight</source>
            <translation>Odkryte w tym Dniu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Lost Souls are empty.</source>
            <translation>Zagubione Dusze są puste.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The conspiracy marker is on space {n}, {name}.</source>
            <translation>Znacznik spisku jest na polu {n}, {name}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>VP printed on the garden tracks, left to right</source>
            <translation>PZ wydrukowane na torach ogrodów, od lewej do prawej</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Warriors: {on} on the map, {left} in the supply.</source>
            <translation>Wojownicy: na Mapie {on}, w puli {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{n} cards: {counts}.</source>
            <translation>Kart: {n}; {counts}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} garden track</source>
            <translation>Tor ogrodów ({suit})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} gardens</source>
            <translation>Ogrody ({suit})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} gardens: {on} on the map, {left} on the track; scores {vp} VP.</source>
            <translation>Ogrody ({suit}): na Mapie {on}, na torze {left}; daje {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{vp} VP</source>
            <translation>{vp} PZ</translation>
        </message>
    </context>
    <context>
        <name>LossesDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Choose the {hits} pieces the remaining hits remove.</source>
            <translation>Wybierz komponenty ({hits}), które usuwają pozostałe obrażenia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>The {faction}'s losses</source>
            <translation>Straty: {faction}</translation>
        </message>
    </context>
    <context>
        <name>LostSoulChip</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Move to the top (correction)</source>
            <translation>Przenieś na wierzch (korekta)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Remove (correction)</source>
            <translation>Usuń (korekta)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>card {n} from the top</source>
            <translation>{n}. karta od wierzchu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>top card</source>
            <translation>wierzchnia karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{card} ({suit}), {where}</source>
            <translation>{card} ({suit}), {where}</translation>
        </message>
    </context>
    <context>
        <name>MapCorrections</name>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>Coastal</source>
            <translation>Przybrzeżna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>Correct the map</source>
            <translation>Popraw mapę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>Printed building slots</source>
            <translation>Wydrukowane miejsca na budynki</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>River to</source>
            <translation>Rzeka do</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>Suit marker</source>
            <translation>Znacznik symbolu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>The map data inferred this from the board art: correct it if your board shows otherwise.</source>
            <translation>Dane mapy wywnioskowały to z grafiki planszy: popraw, jeśli twoja plansza pokazuje co innego.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>{n} (map data)</source>
            <translation>{n} (dane mapy)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>{title} (inferred)</source>
            <translation>{title} (wywnioskowane)</translation>
        </message>
    </context>
    <context>
        <name>MapSketch</name>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Arrow keys choose a clearing; F, M or R lays a fox, mouse or rabbit marker; Space changes it; Delete takes it off.</source>
            <translation>Strzałki wybierają polanę; F, M lub R kładzie znacznik lisa, myszy lub królika; Spacja go zmienia; Delete go zdejmuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Pass</source>
            <translation>Przełęcz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Suit markers on the map</source>
            <translation>Znaczniki symboli na mapie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>ferry</source>
            <translation>prom</translation>
        </message>
    </context>
    <context>
        <name>Maps</name>
        <message>
            <location filename="../../maps/root/autumn.json" />
            <source>Autumn</source>
            <translation>Jesień</translation>
        </message>
        <message>
            <location filename="../../maps/root/lake.json" />
            <source>Lake</source>
            <translation>Jezioro</translation>
        </message>
        <message>
            <location filename="../../maps/root/mountain.json" />
            <source>Mountain</source>
            <translation>Góry</translation>
        </message>
        <message>
            <location filename="../../maps/root/winter.json" />
            <source>Winter</source>
            <translation>Zima</translation>
        </message>
    </context>
    <context>
        <name>MarketSlot</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>(empty)</source>
            <translation>(pusto)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>A {suit} card (name not known)</source>
            <translation>Karta ({suit}) (nazwa nieznana)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Clear this space (correction)</source>
            <translation>Opróżnij to pole (korekta)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Market space {n} from the left</source>
            <translation>Pole Rynku {n}. od lewej</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Put a card here (correction)</source>
            <translation>Połóż tu kartę (korekta)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{where}: empty</source>
            <translation>{where}: pusto</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{where}: {card} ({suit}{item})</source>
            <translation>{where}: {card} ({suit}{item})</translation>
        </message>
    </context>
    <context>
        <name>MarquiseBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Keep: {keep}. Warriors: {on} on the map, {left} in the supply.</source>
            <translation>Twierdza: {keep}. Wojownicy: na Mapie {on}, w puli {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>not placed</source>
            <translation>nie położona</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>removed from the game</source>
            <translation>usunięta z gry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{pieces}: {n} on the map; Evening scores {vp} VP.</source>
            <translation>{pieces}: na Mapie {n}; Wieczór daje {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{piece} track</source>
            <translation>Tor: {piece}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{vp} VP</source>
            <translation>{vp} PZ</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Adventurer</source>
            <translation>Poszukiwacz Przygód</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Alliance</source>
            <translation>Sojusz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Arbiter</source>
            <translation>Arbiter</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Automated Alliance</source>
            <translation>Samoczynny Sojusz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Backup Plans</source>
            <translation>Plany Awaryjne</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Banker</source>
            <translation>Bankier</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Baron of Dirt</source>
            <translation>Baron Ziemi</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Berserker</source>
            <translation>Berserker</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Blitz</source>
            <translation>Blitz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Brigadier</source>
            <translation>Brygadier</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Captain</source>
            <translation>Kapitan</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Challenging</source>
            <translation>Wymagający</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Cogwheel Corvids</source>
            <translation>Trybikowe Kruki</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Corvid Conspiracy</source>
            <translation>Krucza Konspiracja</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Corvids</source>
            <translation>Kruki</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Director's Cut</source>
            <translation>Wersja reżyserska</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Drillbit Duchy</source>
            <translation>Wiertnicze Księstwo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Duchess of Mud</source>
            <translation>Księżna Błota</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Duchy</source>
            <translation>Księstwo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Earl of Stone</source>
            <translation>Hrabia Kamienia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Easy</source>
            <translation>Łatwy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Electric Eyrie</source>
            <translation>Elektryczne Dynastie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Erratic</source>
            <translation>Nieobliczalni</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Eyrie</source>
            <translation>Dynastie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Eyrie Dynasties</source>
            <translation>Dynastie Orlich Gniazd</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Fanatics</source>
            <translation>Fanatycy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Ferocious</source>
            <translation>Zaciekli</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Foremole</source>
            <translation>Brygadzista</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Fortified</source>
            <translation>Fortyfikacje</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Foundations</source>
            <translation>Fundamenty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Gamble</source>
            <translation>Hazard</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Garrison</source>
            <translation>Garnizon</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Greedy</source>
            <translation>Chciwi</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Helper</source>
            <translation>Pomocnik</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Hospitals</source>
            <translation>Szpitale</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Informants</source>
            <translation>Informatorzy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Invaders</source>
            <translation>Najeźdźcy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Investors</source>
            <translation>Inwestorzy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Involved</source>
            <translation>Zaangażowani</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Iron Will</source>
            <translation>Żelazna Wola</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Keep</source>
            <translation>Twierdza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Lizard Cult</source>
            <translation>Jaszczurzy Kultyści</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Lizards</source>
            <translation>Jaszczury</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Logical Lizards</source>
            <translation>Logiczne Jaszczury</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Marksman</source>
            <translation>Strzelec Wyborowy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Marquise</source>
            <translation>Markiza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Marquise de Cat</source>
            <translation>Markiza de Kot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Marshal</source>
            <translation>Marszałek</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Martyrs</source>
            <translation>Męczennicy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Mastermind</source>
            <translation>Mózg Operacji</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Mayor</source>
            <translation>Burmistrz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Mechanical Marquise 2.0</source>
            <translation>Mechaniczny Markiz 2.0</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Nightmare</source>
            <translation>Koszmar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Nobility</source>
            <translation>Szlachetność</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Normal</source>
            <translation>Standardowy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Original (2020)</source>
            <translation>Oryginalne (2020)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Overwhelm</source>
            <translation>Przytłoczenie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Popularity</source>
            <translation>Popularność</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Ranger</source>
            <translation>Tropiciel</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Relentless</source>
            <translation>Nieustępliwość</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Riverfolk</source>
            <translation>Kompania</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Riverfolk Company</source>
            <translation>Kompania Plemion Rzecznych</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Riverfolk Robots</source>
            <translation>Rzeczne Roboty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Scoundrel (Rogue)</source>
            <translation>Łotr (Rogue)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Spiteful</source>
            <translation>Mściwi</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Swoop</source>
            <translation>Nalot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Thief</source>
            <translation>Złodziej</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Tinker</source>
            <translation>Majsterkowicz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Underground Duchy</source>
            <translation>Podziemne Księstwo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Vagabond</source>
            <translation>Włóczęga</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Vagabot</source>
            <translation>Włóczęgobot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Vagrant</source>
            <translation>Włóczykij</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Vendetta</source>
            <translation>Wendeta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Veterans</source>
            <translation>Weterani</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>War Tax</source>
            <translation>Podatek Wojenny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Wildfire</source>
            <translation>Pożoga</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Woodland Alliance</source>
            <translation>Sojusz Stworzeń Leśnych</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>bag</source>
            <translation>worek</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>bird</source>
            <translation>ptak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>bomb</source>
            <translation>bomba</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>boots</source>
            <translation>buty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>citadel</source>
            <translation>cytadela</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>clearing {n}</source>
            <translation>polana {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>coins</source>
            <translation>monety</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>crossbow</source>
            <translation>kusza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>extortion</source>
            <translation>wymuszenie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>face-down plot</source>
            <translation>zakryta intryga</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>forest {id}</source>
            <translation>las {id}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>fox</source>
            <translation>lis</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>fox base</source>
            <translation>lisia Baza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>fox garden</source>
            <translation>lisi ogród</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>fox trade post</source>
            <translation>lisia faktoria</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>hammer</source>
            <translation>młot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>market</source>
            <translation>targ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>mouse</source>
            <translation>mysz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>mouse base</source>
            <translation>mysia Baza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>mouse garden</source>
            <translation>mysi ogród</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>mouse trade post</source>
            <translation>mysia faktoria</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>pawn</source>
            <translation>pionek</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>rabbit</source>
            <translation>królik</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>rabbit base</source>
            <translation>królicza Baza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>rabbit garden</source>
            <translation>króliczy ogród</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>rabbit trade post</source>
            <translation>królicza faktoria</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>raid</source>
            <translation>napad</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>recruiter</source>
            <translation>Koszary</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>roost</source>
            <translation>Gniazdo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>sawmill</source>
            <translation>Tartak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>snare</source>
            <translation>sidła</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>sword</source>
            <translation>miecz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>sympathy</source>
            <translation>Sympatycy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>tea</source>
            <translation>herbata</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>the Burrow</source>
            <translation>Nora</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>tunnel</source>
            <translation>tunel</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>warrior</source>
            <translation>wojownik</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>wood</source>
            <translation>drewno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>workshop</source>
            <translation>Warsztat</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>&amp;Deck:</source>
            <translation>&amp;Talia:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>&amp;Keep corner:</source>
            <translation>Narożnik &amp;Twierdzy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>&amp;Map:</source>
            <translation>&amp;Mapa:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Base deck</source>
            <translation>Talia podstawowa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Basic</source>
            <translation>Podstawowe</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Basic and Advanced</source>
            <translation>Podstawowe i zaawansowane</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Bot</source>
            <translation>Bot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Character: {name}</source>
            <translation>Postać: {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Choose at least one faction.</source>
            <translation>Wybierz przynajmniej jedną frakcję.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Clearing {n}</source>
            <translation>Polana {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Difficulty</source>
            <translation>Poziom trudności</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Exiles and Partisans</source>
            <translation>Wygnańcy i Partyzanci</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Faction</source>
            <translation>Frakcja</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Factions and seats (seat 1 plays first)</source>
            <translation>Frakcje i miejsca (miejsce 1 zaczyna)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Fully cooperative game</source>
            <translation>Gra w pełni kooperacyjna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>New game</source>
            <translation>Nowa gra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>None</source>
            <translation>Brak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Off: the table draws the bots' cards and enters them. On: the app names each card, and the table takes it out of the deck.</source>
            <translation>Wył.: stół dobiera karty botów i je wpisuje. Wł.: aplikacja podaje każdą kartę, a stół wyjmuje ją z talii.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Printing</source>
            <translation>Wydanie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Random corner (seeded)</source>
            <translation>Losowy narożnik (z ziarnem)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Root bots' card printing:</source>
            <translation>Wydanie kart botów Root:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Seat</source>
            <translation>Miejsce</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Ser&amp;vices cards:</source>
            <translation>Karty &amp;Usług:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>The Services cards the table reads when a bot may buy Riverfolk services (9.7); the app asks what the card buys</source>
            <translation>Karty Usług, które stół czyta, gdy bot może kupić usługi Kompanii (9.7); aplikacja pyta, co karta kupuje</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>The app draws the bots' cards</source>
            <translation>Aplikacja dobiera karty botów</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Traits</source>
            <translation>Programy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>the bot's standard rules.</source>
            <translation>standardowe zasady bota.</translation>
        </message>
    </context>
    <context>
        <name>OrderCardForm</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Card:</source>
            <translation>Karta:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Or suit, item:</source>
            <translation>Lub symbol, przedmiot:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Order card</source>
            <translation>Karta Nakazu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Type or pick the card drawn…</source>
            <translation>Wpisz lub wybierz dobraną kartę…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Use suit and &amp;item</source>
            <translation>Użyj symbolu i &amp;przedmiotu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Use this &amp;card</source>
            <translation>Użyj tej &amp;karty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>no item</source>
            <translation>brak przedmiotu</translation>
        </message>
    </context>
    <context>
        <name>Outrage</name>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>&amp;No (the Alliance scores 1 VP)</source>
            <translation>&amp;Nie (Sojusz zdobywa 1 PZ)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>&amp;Yes, a {suit} card was discarded</source>
            <translation>&amp;Tak, odrzucono kartę ({suit})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>Automated Outrage</source>
            <translation>Samoczynny Bunt</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>Law of Rootbotics 6.2.3: a human who removes sympathy or moves warriors into a sympathetic clearing discards a card of its suit; if they cannot, the Automated Alliance scores 1 VP.</source>
            <translation>Księga Rootbotyki 6.2.3: człowiek, który usuwa Sympatyków albo przemieszcza wojowników na polanę z Sympatykami, odrzuca kartę o jej symbolu; jeśli nie może, Samoczynny Sojusz otrzymuje 1 PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>Outrage in clearing {c} ({suit}): did {who} discard a {suit} card?</source>
            <translation>Bunt na polanie {c} ({suit}): czy odrzucono kartę ({suit})? Odrzuca: {who}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>the player who removed it</source>
            <translation>gracz, który go usunął</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>the {faction}</source>
            <translation>{faction}</translation>
        </message>
    </context>
    <context>
        <name>PalettePanel</name>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>&amp;Add</source>
            <translation>&amp;Dodaj</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Clearing {n} ({suit})</source>
            <translation>Polana {n} ({suit})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Drag a piece onto the map. Drag pieces between places to move them (Shift: the whole stack); off the map to remove.</source>
            <translation>Przeciągnij komponent na mapę. Przeciągaj komponenty między miejscami, by je przesunąć (Shift: cały stos); poza mapę, by usunąć.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Forest {id}</source>
            <translation>Las {id}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Pick a piece in the palette first.</source>
            <translation>Najpierw wybierz komponent z palety.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Place</source>
            <translation>Miejsce</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Place:</source>
            <translation>Miejsce:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Re&amp;move</source>
            <translation>U&amp;suń</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Ruins stand in clearings, not forests.</source>
            <translation>Ruiny stoją na polanach, nie w lasach.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Toggle r&amp;uins</source>
            <translation>Przełącz r&amp;uiny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Warriors per drop</source>
            <translation>Wojowników na upuszczenie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Warriors per drop:</source>
            <translation>Wojowników na upuszczenie:</translation>
        </message>
    </context>
    <context>
        <name>PaymentsBox</name>
        <message>
            <location filename="../../src/tablebot/gui/root/riverfolk_payments.py" />
            <source>Riverfolk's Payments and Funds (warriors)</source>
            <translation>Płatności i Fundusze Kompanii (wojownicy)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/riverfolk_payments.py" />
            <source>Warriors of each faction on the human Riverfolk's faction board (Payments, Funds, Committed), out of their owners' supplies. Correct a count here.</source>
            <translation>Wojownicy każdej frakcji na planszy Kompanii-człowieka (Płatności, Fundusze, Zaangażowani), spoza pul ich właścicieli. Tu popraw liczbę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/riverfolk_payments.py" />
            <source>{faction} warriors on the Riverfolk's board</source>
            <translation>Wojownicy ({faction}) na planszy Kompanii</translation>
        </message>
    </context>
    <context>
        <name>PieceButton</name>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>{faction} {piece}</source>
            <translation>{faction}: {piece}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>{faction} {piece}: {left} of {total} in the supply. Drag onto the map.</source>
            <translation>{faction}: {piece} — w puli {left} z {total}. Przeciągnij na mapę.</translation>
        </message>
    </context>
    <context>
        <name>ProposalPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>A player holds it or it was discarded: the app draws the next card</source>
            <translation>Ma ją gracz albo została odrzucona: aplikacja dobiera następną kartę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Drag pieces on the map to mirror what the player does at the table.</source>
            <translation>Przeciągaj komponenty na mapie, by odwzorować to, co gracz robi przy stole.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>How the bot chose among the candidates, and which rulings it followed</source>
            <translation>Jak bot wybrał spośród kandydatów i którymi rozstrzygnięciami się kierował</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Right-click a clearing when the player battles a bot there: the app removes the bot's pieces by its rules.</source>
            <translation>Kliknij polanę prawym przyciskiem, gdy gracz walczy tam z botem: aplikacja usuwa komponenty bota według jego zasad.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Set victory points and the item supply in the Factions panel.</source>
            <translation>Punkty zwycięstwa i pulę przedmiotów ustawisz w panelu Frakcje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>That card is &amp;not in the deck</source>
            <translation>Tej karty &amp;nie ma w talii</translation>
        </message>
    </context>
    <context>
        <name>Reasons</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n VP</source>
            <translation>
                <numerusform>%n PZ</numerusform>
                <numerusform>%n PZ</numerusform>
                <numerusform>%n PZ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n acolyte(s)</source>
            <translation>
                <numerusform>%n akolita</numerusform>
                <numerusform>%n akolitów</numerusform>
                <numerusform>%n akolitów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n base(s)</source>
            <translation>
                <numerusform>%n Baza</numerusform>
                <numerusform>%n Bazy</numerusform>
                <numerusform>%n Baz</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n battle(s)</source>
            <translation>
                <numerusform>%n walka</numerusform>
                <numerusform>%n walki</numerusform>
                <numerusform>%n walk</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n building slot(s)</source>
            <translation>
                <numerusform>%n miejsce na budynek</numerusform>
                <numerusform>%n miejsca na budynki</numerusform>
                <numerusform>%n miejsc na budynki</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n building(s)</source>
            <translation>
                <numerusform>%n budynek</numerusform>
                <numerusform>%n budynki</numerusform>
                <numerusform>%n budynków</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n building(s) and token(s)</source>
            <translation>
                <numerusform>%n budynek lub żeton</numerusform>
                <numerusform>%n budynki i żetony</numerusform>
                <numerusform>%n budynków i żetonów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karty</numerusform>
                <numerusform>%n kart</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n citadel(s)</source>
            <translation>
                <numerusform>%n cytadela</numerusform>
                <numerusform>%n cytadele</numerusform>
                <numerusform>%n cytadel</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n clearing(s)</source>
            <translation>
                <numerusform>%n polana</numerusform>
                <numerusform>%n polany</numerusform>
                <numerusform>%n polan</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n crafted item(s)</source>
            <translation>
                <numerusform>%n przekuty przedmiot</numerusform>
                <numerusform>%n przekute przedmioty</numerusform>
                <numerusform>%n przekutych przedmiotów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n damaged item(s)</source>
            <translation>
                <numerusform>%n uszkodzony przedmiot</numerusform>
                <numerusform>%n uszkodzone przedmioty</numerusform>
                <numerusform>%n uszkodzonych przedmiotów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n defenceless building(s)</source>
            <translation>
                <numerusform>%n bezbronny budynek</numerusform>
                <numerusform>%n bezbronne budynki</numerusform>
                <numerusform>%n bezbronnych budynków</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n enemy piece(s)</source>
            <translation>
                <numerusform>%n komponent przeciwnika</numerusform>
                <numerusform>%n komponenty przeciwników</numerusform>
                <numerusform>%n komponentów przeciwników</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n enemy warrior(s)</source>
            <translation>
                <numerusform>%n wojownik przeciwnika</numerusform>
                <numerusform>%n wojowników przeciwników</numerusform>
                <numerusform>%n wojowników przeciwników</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n garden(s)</source>
            <translation>
                <numerusform>%n ogród</numerusform>
                <numerusform>%n ogrody</numerusform>
                <numerusform>%n ogrodów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n hit(s)</source>
            <translation>
                <numerusform>%n obrażenie</numerusform>
                <numerusform>%n obrażenia</numerusform>
                <numerusform>%n obrażeń</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n human(s)</source>
            <translation>
                <numerusform>%n człowiek</numerusform>
                <numerusform>%n ludzi</numerusform>
                <numerusform>%n ludzi</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n item(s)</source>
            <translation>
                <numerusform>%n przedmiot</numerusform>
                <numerusform>%n przedmioty</numerusform>
                <numerusform>%n przedmiotów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n market(s)</source>
            <translation>
                <numerusform>%n targ</numerusform>
                <numerusform>%n targi</numerusform>
                <numerusform>%n targów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n ruch</numerusform>
                <numerusform>%n ruchy</numerusform>
                <numerusform>%n ruchów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n piece(s)</source>
            <translation>
                <numerusform>%n komponent</numerusform>
                <numerusform>%n komponenty</numerusform>
                <numerusform>%n komponentów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n gracz</numerusform>
                <numerusform>%n graczy</numerusform>
                <numerusform>%n graczy</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n plot(s)</source>
            <translation>
                <numerusform>%n intryga</numerusform>
                <numerusform>%n intrygi</numerusform>
                <numerusform>%n intryg</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n roost(s)</source>
            <translation>
                <numerusform>%n Gniazdo</numerusform>
                <numerusform>%n Gniazda</numerusform>
                <numerusform>%n Gniazd</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n service(s)</source>
            <translation>
                <numerusform>%n usługa</numerusform>
                <numerusform>%n usługi</numerusform>
                <numerusform>%n usług</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n sympathy token(s)</source>
            <translation>
                <numerusform>%n żeton Sympatyków</numerusform>
                <numerusform>%n żetony Sympatyków</numerusform>
                <numerusform>%n żetonów Sympatyków</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n time(s)</source>
            <translation>
                <numerusform>%n raz</numerusform>
                <numerusform>%n razy</numerusform>
                <numerusform>%n razy</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n trade post(s)</source>
            <translation>
                <numerusform>%n faktoria</numerusform>
                <numerusform>%n faktorie</numerusform>
                <numerusform>%n faktorii</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n tunnel(s)</source>
            <translation>
                <numerusform>%n tunel</numerusform>
                <numerusform>%n tunele</numerusform>
                <numerusform>%n tuneli</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n undamaged item(s)</source>
            <translation>
                <numerusform>%n nieuszkodzony przedmiot</numerusform>
                <numerusform>%n nieuszkodzone przedmioty</numerusform>
                <numerusform>%n nieuszkodzonych przedmiotów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n undamaged sword(s)</source>
            <translation>
                <numerusform>%n nieuszkodzony miecz</numerusform>
                <numerusform>%n nieuszkodzone miecze</numerusform>
                <numerusform>%n nieuszkodzonych mieczy</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n usable item(s)</source>
            <translation>
                <numerusform>%n użyteczny przedmiot</numerusform>
                <numerusform>%n użyteczne przedmioty</numerusform>
                <numerusform>%n użytecznych przedmiotów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n vizier(s)</source>
            <translation>
                <numerusform>%n wezyr</numerusform>
                <numerusform>%n wezyrów</numerusform>
                <numerusform>%n wezyrów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n warrior(s)</source>
            <translation>
                <numerusform>%n wojownik</numerusform>
                <numerusform>%n wojowników</numerusform>
                <numerusform>%n wojowników</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>2 Duchy warriors and a tunnel in {clearing}; 2 warriors in each adjacent clearing ({adjacent}).</source>
            <translation>2 wojowników Księstwa i tunel na polanie {clearing}; po 2 wojowników na każdej sąsiedniej polanie ({adjacent}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>3 citadels and 3 markets on the Buildings spaces.</source>
            <translation>3 cytadele i 3 targi na polach budynków.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>3 warriors in the Payments box (set them in the Factions panel too).</source>
            <translation>3 wojowników na polu Płatności (ustaw ich też w panelu Frakcje).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A Duchy building and fewest Duchy warriors — {targets} ({value:warrior})</source>
            <translation>Budynek Księstwa i najmniej wojowników Księstwa — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A Hand Card from the human Riverfolk is a card from their hand, handed over at the table; the {faction} has no hand and discards it (2.8).</source>
            <translation>Karta z Ręki od Kompanii-człowieka to karta z jego ręki, przekazana przy stole; {faction}: bot bez ręki ją odrzuca (2.8).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bird order is wild: every clearing is ordered.</source>
            <translation>Ptasi Nakaz jest dziki: każda polana jest nakazana.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bird order is wild: every suit counts as ordered.</source>
            <translation>Ptasi Nakaz jest dziki: każdy symbol liczy się jako nakazany.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bird order scores the track with fewest gardens left on it: {suit}.</source>
            <translation>Ptasi Nakaz punktuje tor, na którym zostało najmniej ogrodów: {suit}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bird order: the new roost may go in a clearing of any suit.</source>
            <translation>Ptasi Nakaz: nowe Gniazdo może stanąć na polanie dowolnego symbolu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bot ({winners}) reached 30 VP first: the bots win.</source>
            <translation>Bot ({winners}) pierwszy osiągnął 30 PZ: wygrywają boty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bot loses warriors first, then tokens, then buildings (type at random).</source>
            <translation>Bot traci najpierw wojowników, potem żetony, potem budynki (typ losowo).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bot scores exactly 1 VP for any item it crafts.</source>
            <translation>Bot otrzymuje dokładnie 1 PZ za każdy przekuty przedmiot.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bot that is aided scores 1 VP instead of drawing.</source>
            <translation>Wspomagany bot zdobywa 1 PZ zamiast dobierać.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A card was spent or discarded at the table: {card}</source>
            <translation>Przy stole zagrano lub odrzucono kartę: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A human faction's own battle abilities apply when a bot fights it.</source>
            <translation>Zdolności bojowe frakcji człowieka działają, gdy walczy z nią bot.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A relationship marker for each other faction on Indifferent.</source>
            <translation>Znacznik relacji każdej innej frakcji na polu Obojętni.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A sawmill, a workshop and a recruiter among the Keep's clearing and the clearings adjacent to it.</source>
            <translation>Tartak, Warsztat i Koszary na polanie z Twierdzą i polanach z nią sąsiadujących.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A second battle stays in the same clearing.</source>
            <translation>Druga walka odbywa się na tej samej polanie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A service marker on any space of each Services track.</source>
            <translation>Znacznik usługi na dowolnym polu każdego toru Usług.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A snare in clearing {clearing}: the {faction} does not move {count} {piece:count} out of it.</source>
            <translation>Sidła na polanie {clearing}: zakaz wyprowadzania — {piece:count} ×{count} ({faction}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A snare in clearing {clearing}: the {faction} does not place {count} {piece:count} there.</source>
            <translation>Sidła na polanie {clearing}: zakaz rozmieszczania — {piece:count} ×{count} ({faction}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A sympathy token needs no building slot (clearing {clearing}).</source>
            <translation>Żeton Sympatyków nie potrzebuje miejsca na budynek (polana {clearing}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A warrior in each clearing except the corner diagonally opposite the Keep.</source>
            <translation>Wojownik na każdej polanie oprócz narożnika po przekątnej od Twierdzy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A warrior in every clearing except {empty}; a second one in the Keep's clearing {keep}.</source>
            <translation>Wojownik na każdej polanie oprócz {empty}; drugi na polanie z Twierdzą ({keep}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A {piece} in clearing {clearing} (at random).</source>
            <translation>Na polanie {clearing} (losowo): {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Add the order card to the {column} column ({cards:card} there).</source>
            <translation>Karta Nakazu do kolumny {column} (kart tam: {cards:card}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Added before it, without an item still in the supply: {cards}.</source>
            <translation>Dodane przed nią, bez przedmiotu dostępnego w puli: {cards}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Added {count} {faction} {piece:count} to {place}</source>
            <translation>Dodano: {piece:count} ({faction}) ×{count} — {place}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adjacent with a Duchy building, fewest Duchy warriors — {targets} ({value:warrior})</source>
            <translation>Sąsiednia z budynkiem Księstwa, najmniej wojowników Księstwa — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer repeats only completed quests.</source>
            <translation>Poszukiwacz Przygód powtarza tylko wykonane Zadania.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer: at most one battle per turn.</source>
            <translation>Poszukiwacz Przygód: najwyżej jedna walka na turę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer: no quest to repeat.</source>
            <translation>Poszukiwacz Przygód: brak Zadania do powtórzenia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer: quest again as long as possible at the end of Daylight.</source>
            <translation>Poszukiwacz Przygód: na koniec Dnia powtarza Zadanie, dopóki może.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer: {usable:usable_item}, {needed} needed to quest again.</source>
            <translation>Poszukiwacz Przygód: {usable:usable_item}, do kolejnego Zadania potrzeba {needed}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>After organizing in clearing {clearing}: spread sympathy.</source>
            <translation>Po Przegrupowaniu na polanie {clearing}: Zdobywanie Sympatyków.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid scores {vp} VP.</source>
            <translation>Pomoc daje {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: exhaust {count:item} ({crafted:crafted_item} there, {usable} usable).</source>
            <translation>Pomoc: wyczerpuje {count:item} (przekutych tam: {crafted:crafted_item}, użytecznych {usable}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: fewest VP — {targets} ({value:vp})</source>
            <translation>Pomoc: najmniej PZ — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: nobody to aid in clearing {clearing}.</source>
            <translation>Pomoc: nie ma komu pomóc na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: nobody to aid.</source>
            <translation>Pomoc: nie ma komu pomóc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: nobody within reach.</source>
            <translation>Pomoc: nikogo w zasięgu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: the Vagabot is in {forest}.</source>
            <translation>Pomoc: Włóczęgobot jest w: {forest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>All but 4 Duchy warriors of each ruled clearing go to the Burrow.</source>
            <translation>Wszyscy wojownicy Księstwa z każdej kontrolowanej polany oprócz 4 idą do Nory.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Already in clearing {clearing}.</source>
            <translation>Już na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Already in turmoil this turn ({cause}).</source>
            <translation>Zamieszki już były w tej turze ({cause}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Among the shortest ways it goes through the Pass ({clearing}): it counts as the highest priority.</source>
            <translation>Wśród najkrótszych dróg wybiera tę przez Przełęcz ({clearing}): liczy się jako najwyższy Priorytet.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>An ambush card in the Decree is purged too.</source>
            <translation>Karta Zasadzki w Dekrecie też przepada w Czystkach.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>An item covers a slot in clearing {clearing}.</source>
            <translation>Przedmiot zajmuje miejsce na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>An odd number of hits: the bot gives the odd hit to the Riverfolk warriors.</source>
            <translation>Nieparzysta liczba obrażeń: bot daje nieparzyste obrażenie wojownikom Kompanii.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Answered: {kind}</source>
            <translation>Odpowiedź: {kind}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Automated Ambush: the defender deals one extra hit.</source>
            <translation>Samoczynna Zasadzka: obrońca zadaje jedno dodatkowe obrażenie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Back to the {faction}'s supply: {warriors:warrior}.</source>
            <translation>Z powrotem do puli ({faction}): {warriors:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Basic Services cards</source>
            <translation>Podstawowe karty Usług</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Basic and Advanced Services cards</source>
            <translation>Podstawowe i zaawansowane karty Usług</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle for the {column} column in clearing {clearing} against the {defender}.</source>
            <translation>Walka za kolumnę {column} na polanie {clearing}; obrońca: {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle for the {column} column: no clearing to battle in.</source>
            <translation>Walka za kolumnę {column}: brak polany do walki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle in clearing {clearing} against the {defender}.</source>
            <translation>Walka na polanie {clearing}; obrońca: {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle in clearing {clearing}, where warriors moved in.</source>
            <translation>Walka na polanie {clearing}, na którą przemieścili się wojownicy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle in ordered clearing {clearing}.</source>
            <translation>Walka na nakazanej polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle stops: {usable:usable_item}, {cost} needed.</source>
            <translation>Koniec walk: {usable:usable_item}, potrzeba {cost}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle the {defender} again.</source>
            <translation>Znów walka; obrońca: {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: exhaust {count:item}.</source>
            <translation>Walka: wyczerpuje {count:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: go to the nearest clearing with the {defender}.</source>
            <translation>Walka: idź na najbliższą polanę z komponentami ({defender}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: neither the shield nor the sword condition is met, no battle.</source>
            <translation>Walka: ani warunek tarczy, ani miecza nie jest spełniony, brak walki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no clearing moved into holds enemy pieces.</source>
            <translation>Walka: na żadnej polanie docelowej ruchu nie ma komponentów przeciwników.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no clearing to battle in.</source>
            <translation>Walka: brak polany do walki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no clearing with both Marquise warriors and enemy pieces.</source>
            <translation>Walka: brak polany z wojownikami Markiza i komponentami przeciwników.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no clearing within reach.</source>
            <translation>Walka: brak polany w zasięgu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no ordered clearing with enemy pieces.</source>
            <translation>Walka: brak nakazanej polany z komponentami przeciwników.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no target within reach.</source>
            <translation>Walka: brak celu w zasięgu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: nobody to attack.</source>
            <translation>Walka: nie ma kogo zaatakować.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: the Corvids ({warriors:warrior}) battle the {defender} in ordered clearing {clearing}.</source>
            <translation>Walka: Kruki ({warriors:warrior}) ⚔ {defender} na nakazanej polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: the player with most VP — {targets} ({value:vp})</source>
            <translation>Walka: gracz z największą liczbą PZ — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: the shield condition is met, battle in every clearing.</source>
            <translation>Walka: warunek tarczy spełniony, walka na każdej polanie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: the sword condition is met, battle in each ordered clearing.</source>
            <translation>Walka: warunek miecza spełniony, walka na każdej nakazanej polanie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: where the Eyrie has no roost — {targets}</source>
            <translation>Walka: gdzie Dynastie nie mają Gniazda — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battles go in priority order, highest first: {targets}.</source>
            <translation>Walki w kolejności Priorytetu, od najwyższego: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker replaces the battle's choice of clearing and defender.</source>
            <translation>Berserker zastępuje wybór polany i obrońcy w Walce.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: no clearing within reach.</source>
            <translation>Berserker: brak polany w zasięgu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: nobody to attack.</source>
            <translation>Berserker: nie ma kogo zaatakować.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: repair one extra item.</source>
            <translation>Berserker: napraw jeden dodatkowy przedmiot.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: the nearest clearing with most pieces — {targets} ({value:piece})</source>
            <translation>Berserker: najbliższa polana z największą liczbą komponentów — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: the player with most pieces there — {targets} ({value:piece})</source>
            <translation>Berserker: gracz z największą liczbą komponentów na polanie — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bird cards in the Decree are wild: any clearing counts.</source>
            <translation>Ptasie karty w Dekrecie są dzikie: liczy się każda polana.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bird order: score the best track, {piece}: {vp} VP.</source>
            <translation>Ptasi Nakaz: punktuje najlepszy tor, {piece}: {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bird ritual: a Lizard warrior leaves clearing {clearing} for the acolytes.</source>
            <translation>Ptasi rytuał: wojownik Jaszczurów schodzi z polany {clearing} do akolitów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bird ritual: no Lizard warrior on the map to make an acolyte.</source>
            <translation>Ptasi rytuał: brak wojownika Jaszczurów na Mapie, by zrobić akolitę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Birdsong: reveal the top card of the deck as the order card.</source>
            <translation>Świt: odkryj wierzchnią kartę talii jako kartę Nakazu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Birdsong: the Riverfolk's Market holds {cards:card}; draw {missing:card} for its right end.</source>
            <translation>Świt: na Rynku Kompanii {cards:card}; dobierz na jego prawy koniec: {missing:card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: battle in clearing {clearing}.</source>
            <translation>Blitz: walka na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: every clearing it rules free of enemy pieces holds a single warrior; nothing moves.</source>
            <translation>Blitz: każda kontrolowana polana bez komponentów przeciwników ma tylko jednego wojownika; nic się nie przemieszcza.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: it rules no clearing free of enemy pieces.</source>
            <translation>Blitz: nie kontroluje żadnej polany bez komponentów przeciwników.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: move {count} of the {warriors} warriors out of {origin} (all but one).</source>
            <translation>Blitz: {origin} — przemieszcza {count} z {warriors} wojowników (wszystkich oprócz jednego).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: no enemy pieces where it moved, no battle.</source>
            <translation>Blitz: brak komponentów przeciwników tam, dokąd się przemieścił, brak walki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bot step: {action}</source>
            <translation>Krok bota: {action}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bots have no hand: the {faction}'s card is discarded and the Vagabot scores {vp} VP.</source>
            <translation>Boty nie mają ręki: karta ({faction}) zostaje odrzucona, a Włóczęgobot zdobywa {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bots treat a human Arbiter as they treat the Arbiter bot; only the table knows a human's character.</source>
            <translation>Boty traktują Arbitra-człowieka tak jak Arbitra-bota; tylko stół zna postać człowieka.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build a roost in clearing {clearing}.</source>
            <translation>Budowa Gniazda na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build and Garrison: a {piece} and {warriors:warrior} in clearing {clearing}, ordered and without a trade post.</source>
            <translation>Budowa i Garnizon: {piece} i {warriors:warrior} na polanie {clearing}, nakazanej i bez faktorii.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build and Garrison: no ordered clearing without a trade post can take one.</source>
            <translation>Budowa i Garnizon: żadna nakazana polana bez faktorii nie może jej przyjąć.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: a {piece} for the {suit} order.</source>
            <translation>Budowa: {piece} za Nakaz ({suit}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: it rules no clearing.</source>
            <translation>Budowa: nie kontroluje żadnej polany.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: most Marquise warriors — {targets} ({value:warrior})</source>
            <translation>Budowa: najwięcej wojowników Markiza — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: no clearing it rules has a free slot.</source>
            <translation>Budowa: żadna kontrolowana polana nie ma wolnego miejsca.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: no roost left on the track.</source>
            <translation>Budowa: na torze nie ma już Gniazd.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: no ruled clearing with a free slot and no roost.</source>
            <translation>Budowa: brak kontrolowanej polany z wolnym miejscem i bez Gniazda.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: no {piece} left on its track.</source>
            <translation>Budowa: na torze nie ma już: {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: the type most on the map, {piece} (sawmills {sawmill}, workshops {workshop}, recruiters {recruiter}).</source>
            <translation>Budowa: typ, którego na Mapie jest najwięcej, {piece} (Tartaki {sawmill}, Warsztaty {workshop}, Koszary {recruiter}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: {warriors:warrior} in the supply, so a {piece} (a citadel needs 9 or more).</source>
            <translation>Budowa: w puli {warriors:warrior}, więc {piece} (cytadela wymaga 9 lub więcej).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Card drawn for the {faction}: a {suit} card</source>
            <translation>Karta dobrana dla: {faction} — karta ({suit})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Card drawn for the {faction}: {card}</source>
            <translation>Karta dobrana dla: {faction} — {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose 1 of the 4 leaders; the other three face up beside the board.</source>
            <translation>Wybierz 1 z 4 przywódców; pozostali trzej odkryci obok planszy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose a character card.</source>
            <translation>Wybierz kartę postaci.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already had its turn to move: the warriors arriving there stay.</source>
            <translation>Polana {clearing} już wykonała ruch: przybywający tam wojownicy zostają.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has no free slot for the item.</source>
            <translation>Polana {clearing} nie ma wolnego miejsca na przedmiot.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing}: {item:a} goes under the ruin (at random).</source>
            <translation>Polana {clearing}: pod ruinami {item:a} (losowo).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: fewest enemy warriors — {targets} ({value:enemy_warrior})</source>
            <translation>Polana: najmniej wojowników przeciwników — {targets} ({value:enemy_warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: most Lizard warriors — {targets} ({value:warrior})</source>
            <translation>Polana: najwięcej wojowników Jaszczurów — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: most enemy buildings — {targets} ({value:building})</source>
            <translation>Polana: najwięcej budynków przeciwników — {targets} ({value:building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: no plot, 3 or more Corvid warriors, most — {targets} ({value:warrior})</source>
            <translation>Polana: bez intrygi, 3 lub więcej wojowników Kruków, najwięcej — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: ordered, no plot, most Corvid warriors — {targets} ({value:warrior})</source>
            <translation>Polana: nakazana, bez intrygi, najwięcej wojowników Kruków — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: ordered, one without a plot if any — {targets}</source>
            <translation>Polana: nakazana, bez intrygi, jeśli jest — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: with an empty building slot — {targets}</source>
            <translation>Polana: z pustym miejscem na budynek — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearings with Riverfolk pieces: most enemy pieces — {targets} ({value:piece})</source>
            <translation>Polany z komponentami Kompanii: najwięcej komponentów przeciwników — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Co-op</source>
            <translation>Kooperacja</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Co-op: other bots' pieces here go too, as collateral, as in a revolt.</source>
            <translation>Kooperacja: komponenty innych botów na polanie też przepadają, jako straty uboczne, jak przy Rewolcie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Co-op: the revolt removes other bots' pieces too.</source>
            <translation>Kooperacja: Rewolta usuwa też komponenty innych botów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Complete the {suit} quest in clearing {clearing}.</source>
            <translation>Wykonaj zadanie ({suit}) na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Convert: the Lizards replace 1 {faction} warrior in clearing {clearing} with 1 Lizard warrior.</source>
            <translation>Nawrócenie: Jaszczury zastępują na polanie {clearing} 1 wojownika ({faction}) 1 wojownikiem Jaszczurów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Corrected the {faction}'s faction board</source>
            <translation>Poprawiono planszę frakcji: {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Cover the closed paths {paths} with the closed-path markers; put the tower on the Pass, clearing {clearing}.</source>
            <translation>Zakryj zamknięte ścieżki {paths} znacznikami zamkniętej ścieżki; połóż wieżę na Przełęczy, polana {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Crackdown: a base is gone, so the sympathy in every clearing of its suit goes too.</source>
            <translation>Dezaktywacja: Baza usunięta, więc znikają Sympatycy z każdej polany jej symbolu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: no card was added to the Market this turn, none to craft.</source>
            <translation>Przekucie: w tej turze nie dodano kart na Rynek, nie ma czego przekuć.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: no {item} left in the supply, nothing is crafted.</source>
            <translation>Przekucie: brak w puli ({item}), nic nie zostaje przekute.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: none of the {added:card} added to the Market this turn shows an item still in the supply.</source>
            <translation>Przekucie: żadna z kart dodanych w tej turze na Rynek ({added:card}) nie przedstawia przedmiotu dostępnego w puli.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: the order card shows {item:a}, still in the supply.</source>
            <translation>Przekucie: karta Nakazu przedstawia przedmiot wciąż dostępny w puli: {item:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: the order card {card} shows no item.</source>
            <translation>Przekucie: karta Nakazu {card} nie przedstawia przedmiotu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: {card}, the first card added to the Market this turn with an available item, shows {item:a}.</source>
            <translation>Przekucie: {card}, pierwsza karta dodana w tej turze na Rynek z dostępnym przedmiotem, przedstawia {item:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Crafting scores {vp} VP.</source>
            <translation>Przekucie daje {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Crusade: ordered clearings with 2 or more Lizard warriors and an enemy: {targets}.</source>
            <translation>Krucjata: nakazane polany z 2 lub więcej wojownikami Jaszczurów i przeciwnikiem: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Crusade: the Lizards ({warriors:warrior}) battle the {defender} in clearing {clearing}.</source>
            <translation>Krucjata: Jaszczury ({warriors:warrior}) ⚔ {defender} na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Daylight action {index} of {of} for the {suit} order: {action}.</source>
            <translation>Akcja Dnia {index} z {of} za Nakaz ({suit}): {action}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Daylight ends: no usable item left; not done: {not_done}.</source>
            <translation>Koniec Dnia: brak użytecznych przedmiotów; niewykonane: {not_done}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Daylight: spread sympathy.</source>
            <translation>Dzień: Zdobywanie Sympatyków.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defenceless buildings counted: {value}.</source>
            <translation>Policzone bezbronne budynki: {value}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender removes: {pieces}</source>
            <translation>Obrońca usuwa: {pieces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: fewest warriors in the Riverfolk's Payments — {targets} ({value:warrior})</source>
            <translation>Obrońca: najmniej wojowników w Płatnościach Kompanii — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: most buildings and tokens — {targets} ({value})</source>
            <translation>Obrońca: najwięcej budynków i żetonów — {targets} ({value})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: most buildings — {targets} ({value:building})</source>
            <translation>Obrońca: najwięcej budynków — {targets} ({value:building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: most defenceless buildings — {targets} ({value:defenceless_building})</source>
            <translation>Obrońca: najwięcej bezbronnych budynków — {targets} ({value:defenceless_building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: most pieces there — {targets} ({value:piece})</source>
            <translation>Obrońca: najwięcej komponentów na polanie — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: no enemy can be attacked.</source>
            <translation>Obrońca: nie można zaatakować żadnego przeciwnika.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Destination: adjacent, with no plot — {targets}</source>
            <translation>Cel: sąsiednia, bez intrygi — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dice {dice} ({rolled}): the {attacker} deals {attacker_hits:hit}, the {defender} {defender_hits:hit}.</source>
            <translation>Kości {dice} ({rolled}): obrażenia zadane — {attacker}: {attacker_hits:hit}, {defender}: {defender_hits:hit}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dice: {dice} ({rolled})</source>
            <translation>Kości: {dice} ({rolled})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dig: no clearing can take the tunnel.</source>
            <translation>Kopanie: żadna polana nie może przyjąć tunelu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dig: no ordered clearing without a tunnel and without Duchy buildings.</source>
            <translation>Kopanie: brak nakazanej polany bez tunelu i bez budynków Księstwa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dig: the Burrow holds {warriors:warrior}, it needs {need}: no dig.</source>
            <translation>Kopanie: w Norze {warriors:warrior}, potrzeba {need}: brak Kopania.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dig: the Duchy puts a tunnel in clearing {clearing} and moves {count:warrior} up from the Burrow.</source>
            <translation>Kopanie: Księstwo kładzie tunel na polanie {clearing} i wyprowadza z Nory: {count:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Done</source>
            <translation>Gotowe</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Draw 3 cards face down onto the Supporters stack.</source>
            <translation>Dobierz 3 karty zakryte na stos Stronników.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Draw a new quest card.</source>
            <translation>Dobierz nową kartę zadania.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Draw a quest card.</source>
            <translation>Dobierz kartę zadania.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Embedded Agents: a face-down plot in clearing {clearing}, the Corvids deal 1 extra hit.</source>
            <translation>Uśpieni Agenci: zakryta intryga na polanie {clearing}, Kruki zadają 1 dodatkowe obrażenie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Empty columns of the Decree: {column}.</source>
            <translation>Puste kolumny Dekretu: {column}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>End of Evening: the {faction} rules the Pass and scores 1 VP (clearing {clearing}).</source>
            <translation>Koniec Wieczoru: {faction} — kontrola Przełęczy, 1 PZ (polana {clearing}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>End of the {faction}'s turn.</source>
            <translation>Koniec tury: {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>End-of-Evening effects come before the order is discarded.</source>
            <translation>Efekty z końca Wieczoru przed odrzuceniem Nakazu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Erratic: draw a card for the Lizards' Lost Souls.</source>
            <translation>Nieobliczalni: dobierz kartę do Zagubionych Dusz Jaszczurów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Erratic: {card} goes on top of the Lizards' Lost Souls.</source>
            <translation>Nieobliczalni: {card} trafia na wierzch Zagubionych Dusz Jaszczurów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Escalated Daylight: battle in clearing {clearing}.</source>
            <translation>Dynamiczny Dzień: walka na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening craft (then onto the Lost Souls)</source>
            <translation>Przekucie Wieczorem (potem do Zagubionych Dusz)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: discard the order card.</source>
            <translation>Wieczór: odrzucenie karty Nakazu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: discard {card}, the leftmost card of the Market.</source>
            <translation>Wieczór: odrzuć {card}, kartę skrajnie po lewej na Rynku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: reveal the top card of the deck for the Lizards to craft.</source>
            <translation>Wieczór: odkryj wierzchnią kartę talii, by Jaszczury ją przekuły.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: the Market is empty, nothing to discard.</source>
            <translation>Wieczór: Rynek jest pusty, nie ma czego odrzucić.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: the Payments are empty, nothing to score.</source>
            <translation>Wieczór: Płatności są puste, brak punktów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: the Riverfolk score {vp} VP, one per warrior of the {faction} in their Payments, the most there.</source>
            <translation>Wieczór: Kompania zdobywa {vp} PZ, po jednym za wojownika ({faction}) w jej Płatnościach — najwięcej tam.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: {vp} VP, one per face-up extortion on the map.</source>
            <translation>Wieczór: {vp} PZ, po jednym za odkryte wymuszenie na Mapie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every adjacent clearing has a plot: the lowest-priority one, {clearing}.</source>
            <translation>Każda sąsiednia polana ma intrygę: ta o najniższym Priorytecie, {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every human ({winners}) reached 30 VP before any bot: the humans win.</source>
            <translation>Każdy człowiek ({winners}) osiągnął 30 PZ przed botami: wygrywają ludzie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every revealed plot also goes off like a bomb in clearing {clearing}.</source>
            <translation>Każda odkryta intryga wybucha też jak bomba na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every score marker on 0.</source>
            <translation>Każdy znacznik punktacji na 0.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every such clearing ({targets}) is illegal.</source>
            <translation>Każda taka polana ({targets}) jest niedozwolona.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every {suit} minister already wears a crown: none is ordered.</source>
            <translation>Każdy minister ({suit}) ma już koronę: żaden nie jest nakazany.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand has no limit per turn: this is Expand {times} of this turn.</source>
            <translation>Rozbudowa nie ma limitu na turę: to Rozbudowa nr {times} w tej turze.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: not needed, it built this turn.</source>
            <translation>Rozbudowa: niepotrzebna, w tej turze zbudował.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: nothing built this turn and no more than 5 buildings on the map ({buildings}): discard the order, reveal another.</source>
            <translation>Rozbudowa: w tej turze nic nie zbudował, a na Mapie najwyżej 5 budynków ({buildings}): odrzuca Nakaz, odkrywa następny.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: reveal a new order card (its item is not crafted).</source>
            <translation>Rozbudowa: odkryj nową kartę Nakazu (jej przedmiot nie jest przekuwany).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: the Iron Will card allows {limit} Expands per turn; they are done.</source>
            <translation>Rozbudowa: limit z karty Żelazna Wola ({limit} na turę) wyczerpany.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: {buildings:building} on the map, more than 5.</source>
            <translation>Rozbudowa: na Mapie {buildings:building}, więcej niż 5.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Explore the ruin in clearing {clearing}: take {item:a}.</source>
            <translation>Eksploracja ruin na polanie {clearing}: weź {item:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Explore: go to the nearest ruin.</source>
            <translation>Eksploracja: idź do najbliższych ruin.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Explore: no ruin within reach.</source>
            <translation>Eksploracja: brak ruin w zasięgu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Explore: no ruins left.</source>
            <translation>Eksploracja: nie ma już ruin.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Exploring scores no VP.</source>
            <translation>Eksploracja nie daje PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Extortion: all but 2 Riverfolk warriors of each clearing go into the Payments: {warriors:warrior} from {targets}.</source>
            <translation>Wymuszenie: wszyscy wojownicy Kompanii z każdej polany oprócz 2 idą do Płatności: {warriors:warrior} z {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Extortion: no clearing has more than 2 Riverfolk warriors.</source>
            <translation>Wymuszenie: żadna polana nie ma więcej niż 2 wojowników Kompanii.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fanatics: after the Convert the Lizards battle the {defender} in clearing {clearing}, with 1 extra hit.</source>
            <translation>Fanatycy: po Nawróceniu Jaszczury walczą na polanie {clearing} (obrońca: {defender}), z 1 dodatkowym obrażeniem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fanatics: no enemy left to battle in clearing {clearing}.</source>
            <translation>Fanatycy: na polanie {clearing} nie został przeciwnik do walki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ferocious: as attacker the Riverfolk roll up to {cap:hit}, whatever their warriors.</source>
            <translation>Zaciekli: atakująca Kompania — limit obrażeń z rzutu: {cap:hit}, bez względu na liczbę wojowników.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ferry: {count} {piece:count} from {origin} across the lake to {dest}; the {faction} takes the ferry and scores {vp} VP instead of drawing a card.</source>
            <translation>Prom: {piece:count} ×{count}, {origin} → przez jezioro → {dest}; {faction}: prom, {vp} PZ zamiast dobrania karty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fewest Duchy warriors — {targets} ({value:warrior})</source>
            <translation>Najmniej wojowników Księstwa — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fewest warriors counts every faction's warriors there.</source>
            <translation>„Najmniej wojowników” liczy wojowników wszystkich frakcji na polanie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Form the item supply on the map: {item_supply}.</source>
            <translation>Utwórz pulę przedmiotów na mapie: {item_supply}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Form your supply: {pieces}.</source>
            <translation>Utwórz swoją pulę: {pieces}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Foundations: no crowned minister of a suit where a building was removed, no crown is lost.</source>
            <translation>Fundamenty: brak ministra z koroną w symbolu, w którym usunięto budynek; korona nie przepada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fully cooperative: take the 4 dominance cards out of the deck.</source>
            <translation>W pełni kooperacyjna: usuń z talii 4 karty Dominacji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gamble: before the plot in clearing {clearing} is revealed, the {faction} guesses what it is.</source>
            <translation>Hazard: zanim intryga na polanie {clearing} zostanie odkryta, gracz ({faction}) zgaduje, czym jest.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gamble: the {faction} guessed right ({piece}); the plot does not take effect.</source>
            <translation>Hazard: gracz ({faction}) zgaduje trafnie ({piece}); intryga nie działa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gamble: the {faction} guessed {piece}: wrong; the Corvids score 1 VP.</source>
            <translation>Hazard: gracz ({faction}) zgaduje: {piece} — chybione; Kruki zdobywają 1 PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gamble: what does the {faction} guess the plot in clearing {clearing} is?</source>
            <translation>Hazard: czym według gracza ({faction}) jest intryga na polanie {clearing}?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gardens: {count:garden} of the Lizards removed, so the top {cards:card} of the Lost Souls go to the discard pile.</source>
            <translation>Ogrody: usunięto Jaszczurom {count:garden}, więc z wierzchu Zagubionych Dusz na stos odrzuconych idą: {cards:card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Garrison: the Riverfolk are never defenceless, and each trade post of theirs here adds 1 to their maximum hits ({posts:trade_post}).</source>
            <translation>Garnizon: Kompania nigdy nie jest bezbronna, a każda jej faktoria na polanie dodaje 1 do maksimum obrażeń ({posts:trade_post}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Go to the nearest {suit} clearing for the quest.</source>
            <translation>Idź na najbliższą polanę ({suit}) do zadania.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Greedy: the player with the most VP bought services, so the {faction} scores 1 VP.</source>
            <translation>Chciwi: gracz z największą liczbą PZ kupił usługi, więc {faction}: +1 PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Guerrilla War: the {defender} defends with the higher die, the attacker takes the lower.</source>
            <translation>Wojna Partyzancka: obrońca ({defender}) używa wyższej kości, atakujący niższej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Hand Card</source>
            <translation>Karta z Ręki</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Hand Card {n} (from the Riverfolk's hand)</source>
            <translation>Karta z Ręki {n} (z ręki Kompanii)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Hand Card: {card} from the Market</source>
            <translation>Karta z Ręki: {card} z Rynku</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper (Director's Cut): with no items available, move to aid the lowest-scoring player.</source>
            <translation>Pomocnik (Wersja reżyserska): bez dostępnych przedmiotów idzie pomóc graczowi z najmniejszą liczbą PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper applies to each aid.</source>
            <translation>Pomocnik dotyczy każdej Pomocy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper: aid scores {vp} extra VP.</source>
            <translation>Pomocnik: Pomoc daje {vp} PZ więcej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper: aid the player with fewest VP — {targets} ({value:vp})</source>
            <translation>Pomocnik: pomoc graczowi z najmniejszą liczbą PZ — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper: nobody to aid.</source>
            <translation>Pomocnik: nie ma komu pomóc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Hospitals: {count:warrior} return in the Keep's clearing {clearing}.</source>
            <translation>Szpitale: {count:warrior} wraca na polanę z Twierdzą ({clearing}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>How many crafted items does the {faction} have (at most {most})?</source>
            <translation>{faction}: ile przekutych przedmiotów (najwyżej {most})?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>How many crafted items does the {faction} have?</source>
            <translation>{faction}: ile przekutych przedmiotów?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>How many warriors does the {faction} pay for {count:service}, at the costs the Riverfolk set?</source>
            <translation>{faction}: ilu wojowników zapłacono za usługi ({count:service}) po kosztach ustalonych przez Kompanię?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>In clearing {clearing}: repair one item.</source>
            <translation>Na polanie {clearing}: napraw jeden przedmiot.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>In priority order, highest first: {targets}.</source>
            <translation>W kolejności Priorytetu, od najwyższego: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>In {forest}: repair every item.</source>
            <translation>W: {forest} — napraw każdy przedmiot.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Informants: defenceless sympathy still ambushes, one extra hit.</source>
            <translation>Informatorzy: bezbronni Sympatycy nadal robią zasadzkę, jedno dodatkowe obrażenie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Invaders: no slot to build in, so the Duchy battles in each clearing instead.</source>
            <translation>Najeźdźcy: brak miejsca na budowę, więc Księstwo walczy zamiast tego na każdej polanie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Investors: Duchy buildings removed in clearing {clearing} (card discarded: {discarded})</source>
            <translation>Inwestorzy: usunięto budynki Księstwa na polanie {clearing} (odrzucona karta: {discarded})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Iron Will: Escalated Recruit places double ({count}).</source>
            <translation>Żelazna Wola: Werbunek w Dynamicznym Dniu rozmieszcza podwójnie ({count}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>It cannot spread: it scores {vp} VP instead.</source>
            <translation>Nie może zdobywać Sympatyków: zamiast tego {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>It stops in clearing {stopped}: {missing:move} more would be needed.</source>
            <translation>Zatrzymuje się na polanie {stopped}: potrzeba jeszcze: {missing:move}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Item supply: {count} {item}</source>
            <translation>Pula przedmiotów: {item} ×{count}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Items in the satchel refresh first.</source>
            <translation>Przedmioty w Sakwie odświeżają się najpierw.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Items on the track ({track}) are not usable for actions.</source>
            <translation>Przedmioty na torze ({track}) nie służą do akcji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Keep</source>
            <translation>Twierdza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Law of Root {rule}</source>
            <translation>Księga Praw {rule}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Lay out the {map} map.</source>
            <translation>Rozłóż mapę: {map}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Leaving {forest} into an adjacent clearing.</source>
            <translation>Wyjście z: {forest} na sąsiednią polanę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Lost Souls (Erratic)</source>
            <translation>Zagubione Dusze (Nieobliczalni)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Map corrected: clearing {clearing} coastal: {coastal}</source>
            <translation>Poprawiono mapę: polana {clearing} przybrzeżna: {coastal}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Map corrected: clearing {clearing} has {slots:building_slot} printed</source>
            <translation>Poprawiono mapę: polana {clearing} ma wydrukowane {slots:building_slot}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Map corrected: river between {a} and {b}: {river}</source>
            <translation>Poprawiono mapę: rzeka między {a} i {b}: {river}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Market (right end)</source>
            <translation>Rynek (prawy koniec)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Marksman hits before the dice.</source>
            <translation>Strzelec Wyborowy trafia przed rzutem kośćmi.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Marksman: an immediate hit on the {defender}.</source>
            <translation>Strzelec Wyborowy: natychmiastowe obrażenie; cel: {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Marksman: nothing to hit.</source>
            <translation>Strzelec Wyborowy: nie ma czego trafić.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Marksman: the hit removes 1 {faction} {piece}; {vp} VP.</source>
            <translation>Strzelec Wyborowy: obrażenie usuwa 1 komponent ({faction}, {piece}); {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Martial Law: the {faction} has 3+ warriors in clearing {clearing}; the spread scores {vp} VP.</source>
            <translation>Prawo Wojny: {faction} — 3+ wojowników na polanie {clearing}; Sympatycy dają {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Martyrs: a warrior from the Lizards' supply joins the acolytes too.</source>
            <translation>Męczennicy: wojownik z puli Jaszczurów też dołącza do akolitów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Martyrs: no Lizard warrior in the supply to add.</source>
            <translation>Męczennicy: brak wojownika Jaszczurów w puli do dodania.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mastermind: the Corvids plot twice (plot {index}).</source>
            <translation>Mózg Operacji: Kruki knują dwa razy (intryga {index}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mercenaries</source>
            <translation>Najemnicy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mercenaries: the hits the {faction} takes are split, {own} on its own pieces and {riverfolk} on the Riverfolk warriors.</source>
            <translation>Najemnicy: obrażenia otrzymane ({faction}) dzielą się — {own} na własne komponenty, {riverfolk} na wojowników Kompanii.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mercenaries: the {faction} counts the Riverfolk's {warriors:warrior} in clearing {clearing} as its own.</source>
            <translation>Najemnicy: wojownicy Kompanii ({warriors:warrior}) na polanie {clearing} liczą się jako własni ({faction}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Most empty building slots — {targets} ({value})</source>
            <translation>Najwięcej pustych miejsc na budynki — {targets} ({value})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Most enemy buildings and tokens — {targets} ({value:building_token})</source>
            <translation>Najwięcej budynków i żetonów przeciwników — {targets} ({value:building_token})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Most enemy buildings — {targets} ({value:building})</source>
            <translation>Najwięcej budynków przeciwników — {targets} ({value:building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Most warriors in the Riverfolk's Payments — {targets} ({value:warrior})</source>
            <translation>Najwięcej wojowników w Płatnościach Kompanii — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move all but 3 warriors out of {origin}: {count}.</source>
            <translation>Ruch: {origin} — wszyscy wojownicy oprócz 3: {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move for the {column} column ({cards:card}): {count:warrior} from {origin} to {dest}, leaving {leave:warrior} ({to_rule} needed there to keep ruling it).</source>
            <translation>Ruch za kolumnę {column} ({cards:card}): {count:warrior}, {origin} → {dest}; zostaje {leave:warrior} (do kontroli potrzeba {to_rule}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move for the {column} column: it rules no such clearing.</source>
            <translation>Ruch za kolumnę {column}: nie kontroluje takiej polany.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move for the {column} column: nothing can move.</source>
            <translation>Ruch za kolumnę {column}: nic nie może się przemieścić.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move from: most Eyrie warriors — {targets} ({value:warrior})</source>
            <translation>Ruch z: najwięcej wojowników Dynastii — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move to {dest}: {moves:move}, {items:item} exhausted.</source>
            <translation>Ruch → {dest}: {moves:move}, wyczerpane: {items:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move to: a clearing without a roost — {targets}</source>
            <translation>Ruch na: polana bez Gniazda — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: all but 2 Corvid warriors leave {origin} (a face-up plot): {count:warrior} to {dest}.</source>
            <translation>Ruch: {origin} (odkryta intryga) — zostaje 2 wojowników Kruków, reszta: {count:warrior} → {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: most enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation>Ruch: najwięcej komponentów przeciwników — {targets} ({value:enemy_piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no adjacent clearing may be entered.</source>
            <translation>Ruch: nie można wejść na żadną sąsiednią polanę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no clearing has warriors to spare.</source>
            <translation>Ruch: żadna polana nie ma wojowników do przemieszczenia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no clearing with more than 3 Marquise warriors.</source>
            <translation>Ruch: brak polany z więcej niż 3 wojownikami Markiza.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no destination may be entered.</source>
            <translation>Ruch: nie można wejść na żadną polanę docelową.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no {suit} clearing has more than 3 Marquise warriors.</source>
            <translation>Ruch: żadna polana ({suit}) nie ma więcej niż 3 wojowników Markiza.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: {origin} has {warriors} Marquise warriors, but it rules neither {origin} nor a clearing next to it: none move.</source>
            <translation>Ruch: {origin} — wojownicy Markiza: {warriors}, ale nie kontroluje tej polany ({origin}) ani żadnej sąsiedniej: nikt się nie przemieszcza.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Moved {count} {faction} {piece:count} from {origin} across the lake to {dest} on the ferry; the {faction} draws a card</source>
            <translation>Przeniesiono: {piece:count} ({faction}) ×{count}, {origin} → przez jezioro promem → {dest}; {faction}: dobranie karty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Moved {count} {faction} {piece:count} from {origin} to {dest}</source>
            <translation>Przeniesiono: {piece:count} ({faction}) ×{count}, {origin} → {dest}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nearest: fewest moves — {targets} ({value:move})</source>
            <translation>Najbliższa: najmniej ruchów — {targets} ({value:move})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nearest: no clearing within reach.</source>
            <translation>Najbliższa: brak polany w zasięgu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>New roost in clearing {clearing} with {warriors:warrior}.</source>
            <translation>Nowe Gniazdo na polanie {clearing}, do tego {warriors:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nimble: the Corvids move whoever rules the clearings.</source>
            <translation>Zwinność: Kruki ruszają się bez względu na to, kto kontroluje polany.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nimble: the Vagabot ignores rule when moving.</source>
            <translation>Zwinność: Włóczęgobot ignoruje kontrolę przy ruchu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No Corvid warrior left in the supply: The Plot Thickens first, then the recruit goes on.</source>
            <translation>Brak wojowników Kruków w puli: najpierw Intryga się Zagęszcza, potem Werbunek trwa dalej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No Duchy warrior is left in the supply.</source>
            <translation>W puli nie ma już wojowników Księstwa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No Lizard warrior is on the map.</source>
            <translation>Na Mapie nie ma wojownika Jaszczurów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No adjacent clearing has enemy pieces: the tie is broken by priority alone.</source>
            <translation>Na żadnej sąsiedniej polanie nie ma komponentów przeciwników: remis rozstrzyga sam Priorytet.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No adjacent clearing to move to.</source>
            <translation>Brak sąsiedniej polany do Ruchu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No adjacent clearing with a Duchy building can be moved to.</source>
            <translation>Nie można przejść na żadną sąsiednią polanę z budynkiem Księstwa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing has 2 or more Corvid warriors and an enemy to battle.</source>
            <translation>Żadna polana nie ma 2 lub więcej wojowników Kruków i przeciwnika do walki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing has a face-up plot and more than 2 Corvid warriors: no move.</source>
            <translation>Żadna polana nie ma odkrytej intrygi i więcej niż 2 wojowników Kruków: brak Ruchu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing of that suit can take a warrior.</source>
            <translation>Żadna polana tego symbolu nie może przyjąć wojownika.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing the Duchy rules has a free slot.</source>
            <translation>Żadna polana kontrolowana przez Księstwo nie ma wolnego miejsca.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing there holds Riverfolk warriors and enemy pieces.</source>
            <translation>Żadna polana tam nie ma wojowników Kompanii i komponentów przeciwników.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing with Riverfolk pieces can take warriors.</source>
            <translation>Żadna polana z komponentami Kompanii nie może przyjąć wojowników.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing with a Duchy building takes a warrior.</source>
            <translation>Żadna polana z budynkiem Księstwa nie przyjmuje wojownika.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No new roost: {roosts:roost} already on the map.</source>
            <translation>Brak nowego Gniazda: na Mapie już {roosts:roost}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing can take a warrior.</source>
            <translation>Żadna nakazana polana nie może przyjąć wojownika.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing has 2 or more Lizard warriors and an enemy to battle.</source>
            <translation>Żadna nakazana polana nie ma 2 lub więcej wojowników Jaszczurów i przeciwnika do walki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing has a building of that player to sanctify.</source>
            <translation>Żadna nakazana polana nie ma budynku tego gracza do uświęcenia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing has a warrior of that player to convert.</source>
            <translation>Żadna nakazana polana nie ma wojownika tego gracza do nawrócenia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing without a plot can take one.</source>
            <translation>Żadna nakazana polana bez intrygi nie może jej przyjąć.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing without a trade post can take one.</source>
            <translation>Żadna nakazana polana bez faktorii nie może jej przyjąć.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No other clearing can take the recruit.</source>
            <translation>Żadna inna polana nie może przyjąć Werbunku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No other {suit} clearing can take the recruit.</source>
            <translation>Żadna inna polana ({suit}) nie może przyjąć Werbunku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No player can be targeted.</source>
            <translation>Żaden gracz nie może być celem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No plot is left in the supply to swap for the bomb in clearing {clearing}: it stays face up.</source>
            <translation>W puli nie ma intrygi na zamianę za bombę na polanie {clearing}: zostaje odkryta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No revolt: Public Pity follows.</source>
            <translation>Brak Rewolty: następuje Litość Ludu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ruled clearing holds a Duchy warrior.</source>
            <translation>Żadna kontrolowana polana nie ma wojownika Księstwa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ruled clearing holds more than 4 Duchy warriors.</source>
            <translation>Żadna kontrolowana polana nie ma więcej niż 4 wojowników Księstwa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No such clearing can take a plot.</source>
            <translation>Żadna taka polana nie może przyjąć intrygi.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No such destination: the {count:warrior} in clearing {clearing} go to the Burrow.</source>
            <translation>Brak takiego celu: {count:warrior} z polany {clearing} idzie do Nory.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No tunnel left in the supply: the Duchy takes the one in {origin}.</source>
            <translation>Brak tuneli w puli: Księstwo bierze ten z: {origin}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No tunnel on the map to take.</source>
            <translation>Na Mapie nie ma tunelu do wzięcia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing can take a Lizard warrior.</source>
            <translation>Żadna polana ({suit}) nie może przyjąć wojownika Jaszczurów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing can take a new roost.</source>
            <translation>Żadna polana ({suit}) nie może przyjąć nowego Gniazda.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing fits: spread to clearing {clearing} of any suit.</source>
            <translation>Żadna polana ({suit}) nie pasuje: Sympatycy na polanę {clearing} dowolnego symbolu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing has 2 or more Corvid warriors and an enemy to battle.</source>
            <translation>Żadna polana ({suit}) nie ma 2 lub więcej wojowników Kruków i przeciwnika do walki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing has a face-up plot and more than 2 Corvid warriors: no move.</source>
            <translation>Żadna polana ({suit}) nie ma odkrytej intrygi i więcej niż 2 wojowników Kruków: brak Ruchu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing next to a sympathetic one can take sympathy.</source>
            <translation>Żadna polana ({suit}) sąsiadująca z polaną z Sympatykami nie może ich przyjąć.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nobility: score {vp} VP instead of losing VP.</source>
            <translation>Szlachetność: {vp} PZ zamiast utraty PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nobody else has pieces in clearing {clearing}: no discard.</source>
            <translation>Nikt inny nie ma komponentów na polanie {clearing}: brak odrzucania.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nobody has warriors in the Payments.</source>
            <translation>Nikt nie ma wojowników w Płatnościach.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Not every target is allowed: the others are skipped.</source>
            <translation>Nie każdy cel jest dozwolony: pozostałe są pomijane.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nothing crafted, so nothing is discarded: the Market keeps its cards.</source>
            <translation>Nic nie przekuto, więc nic nie jest odrzucane: Rynek zachowuje karty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Off the right end of the track: back to the leftmost space.</source>
            <translation>Za prawym końcem toru: z powrotem na pierwsze pole od lewej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>One Lizard warrior in each adjacent clearing: {targets}.</source>
            <translation>Po jednym wojowniku Jaszczurów na każdej sąsiedniej polanie: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>One Riverfolk warrior goes into their Payments.</source>
            <translation>Jeden wojownik Kompanii trafia do jej Płatności.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>One Riverfolk warrior in each river clearing: {targets}.</source>
            <translation>Po jednym wojowniku Kompanii na każdej polanie nad rzeką: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>One battle for the {column} column, whatever its {cards:card}.</source>
            <translation>Jedna walka za kolumnę {column}, bez względu na liczbę kart ({cards:card}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only one Loyal Vizier starts in the Decree.</source>
            <translation>Tylko jeden Lojalny Wezyr na start w Dekrecie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only {supply:warrior} in the supply: the highest-priority clearings first ({targets}).</source>
            <translation>W puli tylko {supply:warrior}: najpierw polany o najwyższym Priorytecie ({targets}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Order card: a {suit} card</source>
            <translation>Karta Nakazu: karta ({suit})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Order card: {card}</source>
            <translation>Karta Nakazu: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize in clearing {clearing}: {warriors:warrior} (at least {threshold}); remove them.</source>
            <translation>Przegrupowanie na polanie {clearing}: {warriors:warrior} (co najmniej {threshold}); usuń ich.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize needs {warriors}+ Alliance warriors.</source>
            <translation>Przegrupowanie wymaga {warriors}+ wojowników Sojuszu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: a protectionism condition is met, the Riverfolk score 1 VP.</source>
            <translation>Przegrupowanie: warunek protekcjonizmu spełniony, Kompania zdobywa 1 PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: no clearing can take the 2 warriors.</source>
            <translation>Przegrupowanie: żadna polana nie może przyjąć 2 wojowników.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: no clearing with a base and {threshold}+ warriors.</source>
            <translation>Przegrupowanie: brak polany z Bazą i {threshold}+ wojownikami.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: no protectionism condition is met.</source>
            <translation>Przegrupowanie: żaden warunek protekcjonizmu nie jest spełniony.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: no warriors left in the supply to place.</source>
            <translation>Przegrupowanie: brak wojowników w puli do rozmieszczenia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: {warriors:warrior} in clearing {clearing}, with Riverfolk pieces and the most enemy pieces.</source>
            <translation>Przegrupowanie: {warriors:warrior} na polanie {clearing}, z komponentami Kompanii i najwięcej komponentów przeciwników.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Outrage in clearing {clearing} (card discarded: {discarded})</source>
            <translation>Bunt na polanie {clearing} (odrzucona karta: {discarded})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Outrage: the Alliance's sympathy in clearing {clearing} was hit ({cause}).</source>
            <translation>Bunt: Sympatycy Sojuszu na polanie {clearing} trafieni ({cause}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Overwhelm: dig {time} of 2 this turn, needing and moving {need}.</source>
            <translation>Przytłoczenie: Kopanie {time} z 2 w tej turze, wymaga i przenosi {need}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Overwhelm: the dig moves only {count:warrior}.</source>
            <translation>Przytłoczenie: Kopanie — tylko {count:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Path {a}–{b} closed: {closed}</source>
            <translation>Ścieżka {a}–{b} zamknięta: {closed}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Place a sympathy token in clearing {clearing} ({token} on the map): {vp} VP.</source>
            <translation>Żeton Sympatyków na polanie {clearing} ({token}. na Mapie): {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plot: no clearing without a plot has a Corvid warrior.</source>
            <translation>Intryga: żadna polana bez intrygi nie ma wojownika Kruków.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plot: no {suit} clearing without a plot has a Corvid warrior.</source>
            <translation>Intryga: żadna polana ({suit}) bez intrygi nie ma wojownika Kruków.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plot: the Corvids remove a warrior in clearing {clearing} and place a plot there, face down.</source>
            <translation>Intryga: Kruki usuwają wojownika na polanie {clearing} i kładą tam zakrytą intrygę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plots are revealed in priority order: {targets}.</source>
            <translation>Intrygi odkrywa się w kolejności Priorytetu: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plus 2 warriors in the ordered clearing it rules of highest priority: {clearing}.</source>
            <translation>Plus 2 wojowników na kontrolowanej nakazanej polanie o najwyższym Priorytecie: {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Popularity: removing sympathy scores at most {vp} VP per battle.</source>
            <translation>Popularność: usuwanie Sympatyków daje najwyżej {vp} PZ na walkę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Popularity: removing sympathy scores no VP.</source>
            <translation>Popularność: usuwanie Sympatyków nie daje PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Protectionism: no warriors in the supply, so the sword condition is met for the rest of the turn.</source>
            <translation>Protekcjonizm: brak wojowników w puli, więc warunek miecza jest spełniony do końca tury.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Protectionism: the Payments are empty, so the shield condition is met for the rest of the turn.</source>
            <translation>Protekcjonizm: Płatności są puste, więc warunek tarczy jest spełniony do końca tury.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Protectionism: {payments:warrior} in the Payments, so the shield condition is not met.</source>
            <translation>Protekcjonizm: w Płatnościach {payments:warrior}, więc warunek tarczy nie jest spełniony.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Protectionism: {supply:warrior} in the supply, so the sword condition is not met.</source>
            <translation>Protekcjonizm: w puli {supply:warrior}, więc warunek miecza nie jest spełniony.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Public Pity: spread again ({left} left).</source>
            <translation>Litość Ludu: ponowne Zdobywanie Sympatyków (zostało {left}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Public Pity: {on_map:sympathy} on the map, so spread {times:time}.</source>
            <translation>Litość Ludu: na Mapie {on_map:sympathy}, więc Zdobywanie Sympatyków: {times:time}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put 2 warriors and a tunnel in a corner clearing that is no other player's starting corner and, if possible, is diagonally opposite one; then 2 warriors in each clearing adjacent to it.</source>
            <translation>Połóż 2 wojowników i tunel na narożnej polanie, która nie jest narożnikiem startowym innego gracza i, jeśli to możliwe, leży po przekątnej od jednego z nich; potem 2 wojowników na każdej sąsiedniej polanie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put 4 warriors and a garden of its suit in a corner clearing that is no other player's starting corner and, if possible, is diagonally opposite one; then a warrior in each adjacent clearing.</source>
            <translation>Połóż 4 wojowników i ogród swojego symbolu na narożnej polanie, która nie jest narożnikiem startowym innego gracza i, jeśli to możliwe, leży po przekątnej od jednego z nich; potem wojownika na każdej sąsiedniej polanie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put 4 warriors in any clearings touching the river.</source>
            <translation>Połóż 4 wojowników na dowolnych polanach przy rzece.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put a ruin on each slot marked R: clearings {clearings}.</source>
            <translation>Połóż ruiny na każdym miejscu oznaczonym R: polany {clearings}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put a warrior in any clearing of each suit (3 in all).</source>
            <translation>Połóż wojownika na dowolnej polanie każdego symbolu (łącznie 3).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the 4 items marked R (bag, boots, hammer, sword) one under each ruin, shuffled.</source>
            <translation>Połóż 4 przedmioty oznaczone R (worek, buty, młot, miecz) po jednym pod każdymi ruinami, potasowane.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the Burrow board beside the map.</source>
            <translation>Połóż planszę Nory obok mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the Keep in any corner clearing.</source>
            <translation>Połóż Twierdzę na dowolnej narożnej polanie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the Keep in clearing {clearing}, the corner named at New Game (the bots set up around it).</source>
            <translation>Połóż Twierdzę na polanie {clearing}, narożniku wybranym w Nowej grze (boty przygotowują się wokół niego).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the ferry in clearing {clearing}, the coastal corner.</source>
            <translation>Połóż prom na polanie {clearing}, przybrzeżnym narożniku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the pawn in any forest.</source>
            <translation>Połóż pionek w dowolnym lesie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the priority markers 1 to {count} on the clearings as the Rootbotics chart of {map} shows.</source>
            <translation>Połóż znaczniki Priorytetów od 1 do {count} na polanach, jak pokazuje schemat Księgi Rootbotyki dla mapy {map}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put {pieces} in a corner clearing that is no other player's starting corner and, if possible, is diagonally opposite one.</source>
            <translation>Połóż {pieces} na narożnej polanie, która nie jest narożnikiem startowym innego gracza i, jeśli to możliwe, leży po przekątnej od jednego z nich.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Quest: no matching clearing within reach.</source>
            <translation>Zadanie: brak pasującej polany w zasięgu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Quest: no quest card.</source>
            <translation>Zadanie: brak karty zadania.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Quest: {usable:usable_item}, {cost} needed.</source>
            <translation>Zadanie: {usable:usable_item}, potrzeba {cost}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rally: no ordered clearing without a Duchy building holds 1 or 2 Duchy warriors.</source>
            <translation>Zbiórka: żadna nakazana polana bez budynku Księstwa nie ma 1 lub 2 wojowników Księstwa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rally: ordered clearing {clearing} has no Duchy building and only {count:warrior}.</source>
            <translation>Zbiórka: nakazana polana {clearing} bez budynku Księstwa; tam tylko {count:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ranger: only {damaged:damaged_item}.</source>
            <translation>Tropiciel: tylko {damaged:damaged_item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ranger: {damaged:damaged_item}; slip into {forest} (among {options}).</source>
            <translation>Tropiciel: {damaged:damaged_item}; wymyka się do: {forest} (do wyboru: {options}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Reach {reach}: {total}, at least the {minimum} recommended for {players:player}.</source>
            <translation>Zasięg {reach}: {total}, co najmniej zalecane {minimum} dla: {players:player}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Reach {reach}: {total}, under the {minimum} recommended for {players:player} (you may still play).</source>
            <translation>Zasięg {reach}: {total}, poniżej zalecanych {minimum} dla: {players:player} (wciąż można grać).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Reach {reach}: {total}; the Law of Root recommends no total for {players:player}.</source>
            <translation>Zasięg {reach}: {total}; Księga Praw nie zaleca sumy dla: {players:player}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit ({index} of 2): the Corvids place {count:warrior} in clearing {clearing}.</source>
            <translation>Werbunek ({index} z 2): Kruki rozmieszczają na polanie {clearing}: {count:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit a warrior in each clearing with a base: {targets}.</source>
            <translation>Werbunek: wojownik na każdej polanie z Bazą: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit all {count} in the only clearing it rules: {clearing}.</source>
            <translation>Werbunek: wszyscy ({count}) na jedynej kontrolowanej polanie: {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the bird column: {count:warrior} ({cards:card}).</source>
            <translation>Werbunek za ptasią kolumnę: {count:warrior} ({cards:card}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the {column} column ({cards:card}): {count:warrior} in clearing {clearing}.</source>
            <translation>Werbunek za kolumnę {column} ({cards:card}): {count:warrior} na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the {column} column: no roost in such a clearing.</source>
            <translation>Werbunek za kolumnę {column}: brak Gniazda na takiej polanie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the {column} column: no warrior left in the supply.</source>
            <translation>Werbunek za kolumnę {column}: brak wojowników w puli.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the {column} column: no warrior to place.</source>
            <translation>Werbunek za kolumnę {column}: brak wojownika do rozmieszczenia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit {count:warrior} evenly among the ordered clearings it rules: {targets}.</source>
            <translation>Werbunek: {count:warrior} po równo na kontrolowanych nakazanych polanach: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit {count:warrior} in the two lowest-priority clearings it rules: {targets}.</source>
            <translation>Werbunek: {count:warrior} na dwóch kontrolowanych polanach o najniższym Priorytecie: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: it rules no clearing.</source>
            <translation>Werbunek: nie kontroluje żadnej polany.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: it rules no {suit} clearing.</source>
            <translation>Werbunek: nie kontroluje żadnej polany ({suit}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: most enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation>Werbunek: najwięcej komponentów przeciwników — {targets} ({value:enemy_piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: no base on the map.</source>
            <translation>Werbunek: brak Bazy na Mapie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: no clearing may take warriors.</source>
            <translation>Werbunek: żadna polana nie może przyjąć wojowników.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: one Riverfolk warrior in each ordered clearing: {targets}.</source>
            <translation>Werbunek: po jednym wojowniku Kompanii na każdej nakazanej polanie: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: the Duchy places {count:warrior} in the Burrow.</source>
            <translation>Werbunek: Księstwo rozmieszcza w Norze: {count:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: the order is bird, so one Riverfolk warrior in each river clearing: {targets}.</source>
            <translation>Werbunek: Nakaz jest ptasi, więc po jednym wojowniku Kompanii na każdej polanie nad rzeką: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Refresh {count:item} (difficulty).</source>
            <translation>Odśwież {count:item} (poziom trudności).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Refresh {count:item} ({damaged} damaged).</source>
            <translation>Odśwież {count:item} (uszkodzonych {damaged}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Refresh: nothing exhausted.</source>
            <translation>Odświeżenie: nic nie jest wyczerpane.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Refreshed {refreshed:item}.</source>
            <translation>Odświeżono: {refreshed:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Relentless removals score {vp} VP.</source>
            <translation>Usunięcia z Nieustępliwości dają {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Relentless: nothing defenceless to remove.</source>
            <translation>Nieustępliwość: nic bezbronnego do usunięcia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Relentless: remove {count:building_token} (defenceless, enemy) in {targets}.</source>
            <translation>Nieustępliwość: usuń {count:building_token} (bezbronne, przeciwników) na {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Removed {count} {faction} {piece:count} from {place}</source>
            <translation>Usunięto: {piece:count} ({faction}) ×{count} — {place}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Repair one item (it comes back {face}).</source>
            <translation>Napraw jeden przedmiot (wraca {face}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Repair: nothing damaged.</source>
            <translation>Naprawa: nic nie jest uszkodzone.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Repaired {repaired:item}.</source>
            <translation>Naprawiono: {repaired:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Reveal the plots, highest priority first: turn over the plot in clearing {clearing} ({left} face down).</source>
            <translation>Odkrywanie intryg od najwyższego Priorytetu: odwróć intrygę na polanie {clearing} (zakrytych: {left}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt in clearing {clearing}.</source>
            <translation>Rewolta na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: a bird order does not revolt in Birdsong.</source>
            <translation>Rewolta: przy ptasim Nakazie nie ma Rewolty podczas Świtu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: most enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation>Rewolta: najwięcej komponentów przeciwników — {targets} ({value:enemy_piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: no clearing can take the base.</source>
            <translation>Rewolta: żadna polana nie może przyjąć Bazy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: no sympathetic {suit} clearing can revolt.</source>
            <translation>Rewolta: żadna polana z Sympatykami ({suit}) nie może się zbuntować.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: the {suit} base is already on the map.</source>
            <translation>Rewolta: Baza ({suit}) jest już na Mapie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ritual {index} of {rituals}: the Lizards reveal {card} ({suit}) from the Lost Souls.</source>
            <translation>Rytuał {index} z {rituals}: Jaszczury odkrywają {card} ({suit}) z Zagubionych Dusz.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Riverboats</source>
            <translation>Łodzie Rzeczne</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Riverfolk's Payments: {count:warrior} of the {faction}</source>
            <translation>Płatności Kompanii: {count:warrior} ({faction})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Robotic Revenge: the Lizards lose {count:warrior} outside their turn; one goes to the acolytes.</source>
            <translation>Robotyczna Zemsta: Jaszczury tracą poza swoją turą: {count:warrior}; jeden trafia do akolitów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rogue needs 3 enemy pieces with a building or token; here: {pieces:enemy_piece}, {buildings_tokens:building_token}.</source>
            <translation>Łotr potrzebuje 3 komponentów przeciwników z budynkiem lub żetonem; tu: {pieces:enemy_piece}, {buildings_tokens:building_token}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rogue scores {vp} VP.</source>
            <translation>Łotr zdobywa {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rogue: remove the enemy pieces in clearing {clearing}:</source>
            <translation>Łotr: usuń komponenty przeciwników na polanie {clearing}:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rootbotics {rule}</source>
            <translation>Księga Rootbotyki {rule}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ruins in clearing {clearing}: {ruins}</source>
            <translation>Ruiny na polanie {clearing}: {ruins}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ruled, most Duchy warriors — {targets} ({value:warrior})</source>
            <translation>Kontrolowana, najwięcej wojowników Księstwa — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ruling clearing {clearing} needs a warrior there.</source>
            <translation>Kontrola polany {clearing} wymaga tam wojownika.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sanctify: the Lizards replace the {faction}'s {piece} in clearing {clearing} with a {suit} garden and score {vp} VP.</source>
            <translation>Uświęcenie: Jaszczury zastępują na polanie {clearing} {piece} ({faction}) ogrodem ({suit}) i zdobywają {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Score {vp} VP at the end of Evening (1 per two players, {players:player}).</source>
            <translation>{vp} PZ na koniec Wieczoru (1 za każdych dwóch graczy; {players:player}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Score {vp} VP at the end of Evening.</source>
            <translation>{vp} PZ na koniec Wieczoru.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Score {vp} VP for {roosts:roost} on the map.</source>
            <translation>{vp} PZ za {roosts:roost} na Mapie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Score {vp} VP from the {piece} track ({on_map} on the map).</source>
            <translation>Punktacja: {vp} PZ z toru ({piece}; na Mapie: {on_map}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Seats in turn order: {seats}; the {first_player} plays first.</source>
            <translation>Miejsca w kolejności tur: {seats}; zaczyna: {first_player}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Services for bots ({card_set}): the table reads the {faction}'s Services card and says what it buys.</source>
            <translation>Usługi dla botów ({card_set}): stół czyta kartę Usług ({faction}) i mówi, co kupuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Set up the table: step {number} of {of}. Done when it is done.</source>
            <translation>Przygotuj stół: krok {number} z {of}. Gotowe, gdy jest zrobione.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Set up the {faction} (played at the table): drag each piece onto the map as you place it.</source>
            <translation>Przygotuj frakcję {faction} (graną przy stole): przeciągaj każdy komponent na mapę, gdy go kładziesz.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Setup card {card}: discarded.</source>
            <translation>Karta przygotowania {card}: odrzucona.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Setup order: {lettered}.</source>
            <translation>Kolejność przygotowania: {lettered}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Setup: the {faction} draws a card from the deck ({number} of {of}).</source>
            <translation>Przygotowanie ({faction}): dobranie karty z talii ({number} z {of}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Several clearings move: the highest-priority origin goes first ({origin}).</source>
            <translation>Ruch z kilku polan: najpierw polana początkowa o najwyższym Priorytecie ({origin}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Several targets: highest priority first ({clearing}).</source>
            <translation>Kilka celów: najpierw najwyższy Priorytet ({clearing}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Shuffle the deck; each human draws 3 cards; the bots draw none.</source>
            <translation>Potasuj talię; każdy człowiek dobiera 3 karty; boty nie dobierają.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Shuffle the quests and draw 3 face up.</source>
            <translation>Potasuj zadania i odkryj 3.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Skip the rest of the setup</source>
            <translation>Pomiń resztę przygotowania</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Skipped: the rules do not allow this step on the board as it stands.</source>
            <translation>Pominięto: zasady nie pozwalają na ten krok przy obecnym stanie planszy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Slip into {forest} (at random among {options}).</source>
            <translation>Wymknięcie się do: {forest} (losowo; do wyboru: {options}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Slip: no forest to slip into.</source>
            <translation>Wymknięcie się: brak lasu, do którego można się wymknąć.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Slip: only {undamaged:undamaged_item}.</source>
            <translation>Wymknięcie się: tylko {undamaged:undamaged_item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Special action: exhaust an item.</source>
            <translation>Akcja specjalna: wyczerpuje przedmiot.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Special action: skipped.</source>
            <translation>Akcja specjalna: pominięta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Special action: the Vagabot is in {forest}.</source>
            <translation>Akcja specjalna: Włóczęgobot jest w: {forest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spiteful: the Crusade removed a token, the Lizards score 1 VP more.</source>
            <translation>Mściwi: Krucjata usunęła żeton, Jaszczury zdobywają 1 PZ więcej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spread: fewest enemy warriors — {targets} ({value:enemy_warrior})</source>
            <translation>Sympatycy: najmniej wojowników przeciwników — {targets} ({value:enemy_warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spread: no clearing can take a sympathy token.</source>
            <translation>Sympatycy: żadna polana nie może przyjąć żetonu Sympatyków.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spread: no clearing can take sympathy.</source>
            <translation>Sympatycy: żadna polana nie może przyjąć Sympatyków.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spread: no sympathy left on the track.</source>
            <translation>Sympatycy: tor Sympatyków jest pusty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Start of the game</source>
            <translation>Początek gry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Suit marker on clearing {clearing}: {suit}</source>
            <translation>Znacznik symbolu na polanie {clearing}: {suit}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Suit markers: fox on {fox}; mouse on {mouse}; rabbit on {rabbit}.</source>
            <translation>Znaczniki symboli: lis na {fox}; mysz na {mouse}; królik na {rabbit}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Surprise Revolt in clearing {clearing}.</source>
            <translation>Niespodziewana Rewolta na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Surprise Revolt: most enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation>Niespodziewana Rewolta: najwięcej komponentów przeciwników — {targets} ({value:enemy_piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Surprise Revolt: no clearing can revolt.</source>
            <translation>Niespodziewana Rewolta: żadna polana nie może się zbuntować.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Surprise Revolt: no sympathetic clearing can revolt.</source>
            <translation>Niespodziewana Rewolta: żadna polana z Sympatykami nie może się zbuntować.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Swap the bomb in clearing {clearing} for a random plot from the supply, placed face up.</source>
            <translation>Zamień bombę na polanie {clearing} na losową intrygę z puli, położoną odkrytą.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sway: a bird order orders no minister, the lowest without a crown, the {minister}, is crowned.</source>
            <translation>Pozyskanie: ptasi Nakaz nie wskazuje ministra; koronę dostaje najniższy bez korony: {minister}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sway: every minister already wears a crown.</source>
            <translation>Pozyskanie: każdy minister ma już koronę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sway: no ordered minister is free, the lowest without a crown, the {minister}, is crowned.</source>
            <translation>Pozyskanie: żaden nakazany minister nie jest wolny; koronę dostaje najniższy bez korony: {minister}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sway: the {minister}, the highest {suit} minister without a crown, is crowned.</source>
            <translation>Pozyskanie: koronę dostaje {minister}, najwyższy minister ({suit}) bez korony.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Swoop happens at the end of Daylight, after Turmoil too.</source>
            <translation>Nalot następuje na koniec Dnia, także po Zamieszkach.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Swoop: {count:warrior} in clearing {clearing}.</source>
            <translation>Nalot: {count:warrior} na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Take a random plot from the Corvids' supply for clearing {clearing}: what does it show?</source>
            <translation>Weź losową intrygę z puli Kruków na polanę {clearing}: co przedstawia?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Take the items marked S your character lists: tea, crossbows and bags on their tracks, the others in the Satchel.</source>
            <translation>Weź przedmioty oznaczone S wymienione przez twoją postać: herbata, kusze i worki na ich torach, pozostałe w Sakwie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Take {count:crafted_item} from the {faction}: {items}.</source>
            <translation>Weź od: {faction} — {count:crafted_item}: {items}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Target player: most VP — {targets} ({value:vp})</source>
            <translation>Gracz-cel: najwięcej PZ — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That player has several kinds of building there: the {piece} is replaced.</source>
            <translation>Ten gracz ma tam kilka rodzajów budynków: zastąpiony zostaje {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That was the Lizards' last acolyte: conspiracies end.</source>
            <translation>To był ostatni akolita Jaszczurów: koniec spisków.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 10 sympathy tokens on the Sympathy track.</source>
            <translation>10 żetonów Sympatyków na torze Sympatyków.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 3 bases on the Bases box.</source>
            <translation>3 Bazy na polu Baz.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 9 crowns on the spaces with victory points.</source>
            <translation>9 koron na polach z punktami zwycięstwa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 9 minister cards face up on the Unswayed Ministers pile.</source>
            <translation>9 kart ministrów odkrytych na stosie Niepozyskanych Ministrów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 9 trade posts on the Trade Posts tracks.</source>
            <translation>9 faktorii na torach faktorii.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Alliance starts with {warriors:warrior}, {bases:base} and {sympathy:sympathy} on its board.</source>
            <translation>Sojusz zaczyna z: {warriors:warrior}, {bases:base} i {sympathy:sympathy} na planszy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Arbiter acts only when a defender enlists it.</source>
            <translation>Arbiter działa tylko wtedy, gdy obrońca go wezwie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Burrow holds fewer than 4: all {count:warrior} move up.</source>
            <translation>W Norze mniej niż 4: wychodzą wszyscy ({count:warrior}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Burrow is a clearing the Duchy always rules: it counts.</source>
            <translation>Nora to polana, którą Księstwo zawsze kontroluje: liczy się.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Captain: clearing {clearing} has a tunnel, the Duchy deals one extra hit.</source>
            <translation>Kapitan: na polanie {clearing} jest tunel, Księstwo zadaje jedno dodatkowe obrażenie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Clockwork 2 cards have one text in every printing.</source>
            <translation>Karty Clockwork 2 mają jeden tekst w każdym wydaniu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Corvids place 1 warrior in the lowest-priority clearing of each suit: {targets}.</source>
            <translation>Kruki rozmieszczają 1 wojownika na polanie o najniższym Priorytecie każdego symbolu: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Corvids revealed the plot in clearing {clearing}: {face:a}</source>
            <translation>Kruki odkryły intrygę na polanie {clearing}: {face:a}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Corvids score {vp} VP: one per face-up plot on the map.</source>
            <translation>Kruki zdobywają {vp} PZ: po jednym za odkrytą intrygę na Mapie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Crusade fought {battles:battle}: the Lizards spend an acolyte.</source>
            <translation>Krucjata stoczyła: {battles:battle}; Jaszczury wydają akolitę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy builds a {piece} in clearing {clearing}.</source>
            <translation>Księstwo buduje na polanie {clearing}: {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy cannot place a building and still has some on its board: 1 VP.</source>
            <translation>Księstwo nie może rozmieścić budynku, a ma jeszcze jakieś na planszy: 1 PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy moves {count:warrior} from {origin} to {dest}.</source>
            <translation>Księstwo przenosi: {count:warrior}, {origin} → {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy places a warrior in clearing {clearing}.</source>
            <translation>Księstwo rozmieszcza wojownika na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy removes a warrior from {place} and scores 1 VP.</source>
            <translation>Księstwo usuwa wojownika ({place}) i zdobywa 1 PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy surfaces in corner {clearing}, diagonally opposite a starting corner ({starts}).</source>
            <translation>Księstwo wynurza się w narożniku {clearing}, po przekątnej od narożnika startowego ({starts}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy surfaces in corner {clearing}, drawn at random among {corners}.</source>
            <translation>Księstwo wynurza się w narożniku {clearing}, wylosowanym spośród {corners}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Foremole is crowned: one more warrior.</source>
            <translation>Brygadzista ma koronę: jeden wojownik więcej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Keep goes in clearing {clearing}, as the table chose.</source>
            <translation>Twierdza trafia na polanę {clearing}, jak wybrał stół.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Keep goes in clearing {clearing}, drawn at random among the corners {corners}.</source>
            <translation>Twierdza trafia na polanę {clearing}, wylosowaną spośród narożników {corners}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Keep is not on the map: the first roost goes in clearing {clearing} (random among {corners}).</source>
            <translation>Twierdzy nie ma na Mapie: pierwsze Gniazdo na polanie {clearing} (losowo spośród {corners}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards ({acolytes:acolyte}) move the conspiracy marker to Convert (space {space}).</source>
            <translation>Jaszczury ({acolytes:acolyte}) przesuwają znacznik spisku na Nawrócenie (pole {space}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards ({acolytes:acolyte}) move the conspiracy marker to Crusade (space {space}).</source>
            <translation>Jaszczury ({acolytes:acolyte}) przesuwają znacznik spisku na Krucjatę (pole {space}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards ({acolytes:acolyte}) move the conspiracy marker to Sanctify (space {space}).</source>
            <translation>Jaszczury ({acolytes:acolyte}) przesuwają znacznik spisku na Uświęcenie (pole {space}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards cannot Convert: no acolyte is spent.</source>
            <translation>Jaszczury nie mogą wykonać Nawrócenia: nie wydają akolity.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards cannot Crusade: no acolyte is spent.</source>
            <translation>Jaszczury nie mogą wykonać Krucjaty: nie wydają akolity.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards cannot Sanctify: no acolyte is spent.</source>
            <translation>Jaszczury nie mogą wykonać Uświęcenia: nie wydają akolity.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards discard the {count:card} left in the Lost Souls.</source>
            <translation>Jaszczury odrzucają karty pozostałe w Zagubionych Duszach: {count:card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards do not rule clearing {clearing}: no garden.</source>
            <translation>Jaszczury nie kontrolują polany {clearing}: brak ogrodu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards now rule clearing {clearing}: a garden follows.</source>
            <translation>Jaszczury kontrolują teraz polanę {clearing}: następuje ogród.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards place a warrior in {suit} clearing {clearing}.</source>
            <translation>Jaszczury rozmieszczają wojownika na polanie {clearing} ({suit}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards rule clearing {clearing} but cannot place a {suit} garden there:</source>
            <translation>Jaszczury kontrolują polanę {clearing}, ale nie mogą tam położyć ogrodu ({suit}):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards rule clearing {clearing}: they place a {suit} garden there.</source>
            <translation>Jaszczury kontrolują polanę {clearing}: kładą tam ogród ({suit}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards score {vp} VP on the {suit} garden track ({gardens:garden} on the map).</source>
            <translation>Jaszczury zdobywają {vp} PZ na torze ogrodów ({suit}; na Mapie: {gardens:garden}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards start in corner {clearing}, diagonally opposite a starting corner (drawn among {corners}).</source>
            <translation>Jaszczury zaczynają w narożniku {clearing}, po przekątnej od narożnika startowego (losowo spośród {corners}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards start in corner {clearing}, drawn at random among {corners}: none is opposite a start.</source>
            <translation>Jaszczury zaczynają w narożniku {clearing}, wylosowanym spośród {corners}: żaden nie leży naprzeciw startu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards' order is bird: suits tie at {count} in the {cards:card} of the Lost Souls.</source>
            <translation>Nakaz Jaszczurów jest ptasi: remis symboli po {count} (Zagubione Dusze: {cards:card}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards' order is {suit}: {count} of the {cards:card} in the Lost Souls.</source>
            <translation>Nakaz Jaszczurów: {suit} — kart tego symbolu: {count}; Zagubione Dusze: {cards:card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards' own discards go to the discard pile, not back onto their Lost Souls.</source>
            <translation>Karty odrzucane przez Jaszczury trafiają na stos odrzuconych, nie z powrotem do Zagubionych Dusz.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lost Souls are empty after {done} of {rituals} rituals: Daylight ends.</source>
            <translation>Zagubione Dusze są puste po {done} z {rituals} rytuałów: koniec Dnia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Market is empty: the Riverfolk have no order card.</source>
            <translation>Rynek jest pusty: Kompania nie ma karty Nakazu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Marshal places no warrior.</source>
            <translation>Marszałek nie rozmieszcza wojownika.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Mayor removes nothing and scores nothing.</source>
            <translation>Burmistrz nic nie usuwa i nie punktuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Pass ({clearing}) counts as the highest priority, ahead of {targets}.</source>
            <translation>Przełęcz ({clearing}) liczy się jako najwyższy Priorytet, przed {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Pass ({clearing}) counts as the lowest priority, below {targets}.</source>
            <translation>Przełęcz ({clearing}) liczy się jako najniższy Priorytet, za {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Pass ({clearing}) goes first: it counts as the highest priority, before {targets}.</source>
            <translation>Przełęcz ({clearing}) idzie pierwsza: liczy się jako najwyższy Priorytet, przed {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Plot Thickens: no clearing without a plot has 3 or more Corvid warriors.</source>
            <translation>Intryga się Zagęszcza: żadna polana bez intrygi nie ma 3 lub więcej wojowników Kruków.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Plot Thickens: the Corvids remove a warrior in clearing {clearing} and place a plot there, face down.</source>
            <translation>Intryga się Zagęszcza: Kruki usuwają wojownika na polanie {clearing} i kładą tam zakrytą intrygę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Price of Failure: Duchy buildings were removed, the {minister} loses its crown.</source>
            <translation>Cena Porażki: usunięto budynki Księstwa, koronę traci: {minister}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk battle the {defender} in clearing {clearing}.</source>
            <translation>Kompania ⚔ {defender} na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk's difficulty and trait cards read the same in both printings.</source>
            <translation>Karty poziomu trudności i Programów Kompanii brzmią tak samo w obu wydaniach.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk's supply is short: {missing:warrior} not placed.</source>
            <translation>W puli Kompanii zabrakło wojowników; nierozmieszczeni: {missing:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Services cards' texts are not in the app: the table answers from the printed card, and the app offers only what 9.2.3 allows (count, price, the warriors in supply, the Market).</source>
            <translation>Teksty kart Usług nie są w aplikacji: stół odpowiada z wydrukowanej karty, a aplikacja oferuje tylko to, na co pozwala 9.2.3 (liczba, cena, wojownicy w puli, Rynek).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabond damages {items:item}.</source>
            <translation>Włóczęga uszkadza: {items:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabond defends with {swords:sword} (its hit cap).</source>
            <translation>Włóczęga broni się: {swords:sword} (jego limit obrażeń).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot damages {items:item}.</source>
            <translation>Włóczęgobot uszkadza: {items:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot plays the {character}.</source>
            <translation>Włóczęgobot gra postacią: {character}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot scores {vp} VP for warriors removed.</source>
            <translation>Włóczęgobot zdobywa {vp} PZ za usuniętych wojowników.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot starts with {items:item} marked S in its Satchel.</source>
            <translation>Włóczęgobot zaczyna z: {items:item} oznaczone S w Sakwie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot's twelfth item: one extra hit.</source>
            <translation>Dwunasty przedmiot Włóczęgobota: jedno dodatkowe obrażenie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Wildfire spread scores nothing.</source>
            <translation>Zdobywanie Sympatyków z Pożogi nie daje punktów.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app draws from its own shuffle of the cards it knows are still in the deck; the table takes the card it names out of the physical deck.</source>
            <translation>Aplikacja dobiera z własnego przetasowania kart, o których wie, że są wciąż w talii; stół wyjmuje wskazaną kartę z fizycznej talii.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app draws the plot for clearing {clearing}: {piece:a}.</source>
            <translation>Aplikacja losuje intrygę na polanę {clearing}: {piece:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app draws {card} ({suit}) for the {faction}'s {purpose}: take that card out of the deck.</source>
            <translation>Aplikacja dobiera {card} ({suit}) dla: {faction} ({purpose}) — wyjmij tę kartę z talii.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app names the cards the bots draw: take each one it names out of the deck.</source>
            <translation>Aplikacja podaje karty, które dobierają boty: wyjmij z talii każdą podaną.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app's deck is empty: the discard pile ({cards} known cards) is shuffled into a new deck.</source>
            <translation>Talia aplikacji jest pusta: stos odrzuconych ({cards} znanych kart) zostaje przetasowany w nową talię.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The attacker is the {faction}.</source>
            <translation>Atakujący: {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bird card goes to the discard pile, not back to the Lost Souls.</source>
            <translation>Ptasia karta idzie na stos odrzuconych, nie z powrotem do Zagubionych Dusz.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bomb finds no enemy piece in clearing {clearing}.</source>
            <translation>Bomba nie znajduje komponentu przeciwnika na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bomb in clearing {clearing} goes back to the supply; {piece:a} takes its place, face up.</source>
            <translation>Bomba z polany {clearing} wraca do puli; na jej miejsce odkryta intryga: {piece:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bomb removes every {faction} piece there ({count:piece}).</source>
            <translation>Bomba usuwa tam każdy komponent ({faction}; {count:piece}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bomb removes {count:piece} of the {faction} bot there, warriors first (not all its pieces).</source>
            <translation>Bomba usuwa tam bota ({faction}): {count:piece}, najpierw wojowników (nie wszystkie jego komponenty).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The buildings and tokens removed score {vp} VP.</source>
            <translation>Usunięte budynki i żetony dają {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The conspiracy marker starts on the Sanctify space.</source>
            <translation>Znacznik spisku zaczyna na polu Uświęcenia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The count is made once, as Public Pity starts.</source>
            <translation>Liczenie odbywa się raz, na początku Litości Ludu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The crafted card is discarded: the Market keeps {cards:card}.</source>
            <translation>Przekuta karta zostaje odrzucona; karty na Rynku: {cards:card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The crafted item goes into the satchel.</source>
            <translation>Przekuty przedmiot trafia do Sakwy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender chooses which buildings or tokens the last {hits:hit} remove.</source>
            <translation>Obrońca wybiera, które budynki lub żetony usuwają ostatnie obrażenia ({hits:hit}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender does not enlist the Arbiter</source>
            <translation>Obrońca nie wzywa Arbitra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender enlists the Arbiter</source>
            <translation>Obrońca wzywa Arbitra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender is the {faction}.</source>
            <translation>Obrońca: {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender may enlist the {arbiter} as Arbiter.</source>
            <translation>Obrońca może wezwać Arbitra: {arbiter}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The discard pile is known to the table.</source>
            <translation>Stół zna stos kart odrzuconych.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The face-down plot in clearing {clearing} is removed: if it shows a raid, place a Corvid warrior in each adjacent clearing.</source>
            <translation>Zakryta intryga na polanie {clearing} usunięta: jeśli to napad, rozmieść wojownika Kruków na każdej sąsiedniej polanie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The ferry moved to {dest}</source>
            <translation>Prom przepłynął → {dest}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The first roost goes in clearing {clearing}, drawn at random among the corners {corners}.</source>
            <translation>Pierwsze Gniazdo na polanie {clearing}, wylosowanej spośród narożników {corners}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The first roost goes in clearing {clearing}, the corner opposite the Keep ({keep}).</source>
            <translation>Pierwsze Gniazdo na polanie {clearing}, narożnej naprzeciw Twierdzy ({keep}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The garden tracks' VP are the ones shown on the Lizards' board (correct them there).</source>
            <translation>PZ torów ogrodów to te pokazane na planszy Jaszczurów (tam je popraw).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The garrison is {warriors:warrior} at this difficulty.</source>
            <translation>Garnizon na tym poziomie trudności: {warriors:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The human Riverfolk set each service's cost (1 to 4 warriors) on their board: the table says what the {faction} pays.</source>
            <translation>Człowiek grający Kompanią ustala koszt każdej usługi (1 do 4 wojowników) na swojej planszy: stół podaje cenę dla: {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The item track grows to {track}: up to {max_hits:hit} ({face_down} face down).</source>
            <translation>Tor przedmiotów rośnie do {track}: maksimum {max_hits:hit} (zakrytych {face_down}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The item track shrinks to {track}: up to {max_hits:hit}.</source>
            <translation>Tor przedmiotów maleje do {track}: maksimum {max_hits:hit}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The items under the ruins come with the {faction}'s setup, below.</source>
            <translation>Przedmioty pod ruinami przychodzą z przygotowaniem frakcji ({faction}), niżej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The least useful item is given up.</source>
            <translation>Oddaje najmniej użyteczny przedmiot.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The marker went round the whole track without a conspiracy the Lizards could do: conspiracies end, {acolytes:acolyte} kept.</source>
            <translation>Znacznik obszedł cały tor bez spisku, który Jaszczury mogłyby wykonać: koniec spisków, zostaje {acolytes:acolyte}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The new plot may be another bomb; it does not go off.</source>
            <translation>Nowa intryga może być kolejną bombą; nie wybucha.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The order card is the rightmost card of the Market: {card}.</source>
            <translation>Karta Nakazu to karta skrajnie po prawej na Rynku: {card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The other 14 gardens on the Gardens tracks, right to left.</source>
            <translation>Pozostałe 14 ogrodów na torach ogrodów, od prawej do lewej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The other 5 sawmills, 5 workshops and 5 recruiters on the Buildings tracks, right to left.</source>
            <translation>Pozostałe 5 Tartaków, 5 Warsztatów i 5 Koszar na torach budynków, od prawej do lewej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The other 6 roosts on the Roosts track, right to left.</source>
            <translation>Pozostałe 6 Gniazd na torze Gniazd, od prawej do lewej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The outcast marker on any suit of the Outcast box.</source>
            <translation>Znacznik wyrzutka na dowolnym symbolu pola Wyrzutek.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The pawn starts in {forest}, drawn at random among {forests} (each touching {clearings:clearing}).</source>
            <translation>Pionek zaczyna w: {forest} (losowo; do wyboru: {forests}; każdy styka się z: {clearings:clearing}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The pawn starts in {forest}, touching the most clearings ({clearings}).</source>
            <translation>Pionek zaczyna w: {forest} — las stykający się z największą liczbą polan ({clearings}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The plot cannot thicken anywhere: the rest of the recruit is not placed.</source>
            <translation>Intryga nigdzie nie może się zagęścić: reszta Werbunku nie zostaje rozmieszczona.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The plot in clearing {clearing} is revealed: {piece:a}.</source>
            <translation>Intryga na polanie {clearing} zostaje odkryta: {piece:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The plot placed this way does not take effect.</source>
            <translation>Tak położona intryga nie działa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The quest card is drawn at the Vagabot's first turn.</source>
            <translation>Kartę zadania dobiera się w pierwszej turze Włóczęgobota.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The quest scores {vp} VP.</source>
            <translation>Zadanie daje {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The raid in clearing {clearing} is removed: a Corvid warrior goes to each adjacent clearing.</source>
            <translation>Napad na polanie {clearing} usunięty: wojownik Kruków na każdą sąsiednią polanę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The recruit goes on in clearing {clearing}.</source>
            <translation>Werbunek trwa na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The remainder goes to the highest priority: {targets}.</source>
            <translation>Reszta trafia na polanę o najwyższym Priorytecie: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The revolt removes {removed:piece} and scores {vp} VP.</source>
            <translation>Rewolta usuwa {removed:piece} i daje {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The shield condition was met: discard once more.</source>
            <translation>Warunek tarczy był spełniony: odrzuć jeszcze raz.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The shield's battles replace the sword's; then on to Evening.</source>
            <translation>Walki tarczy zastępują walki miecza; potem Wieczór.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The supply is {missing:warrior} short: placed in priority order until it runs out.</source>
            <translation>W puli brakuje: {missing:warrior}; rozmieszczanie według Priorytetu, aż się skończą.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The supply is {missing:warrior} short: the Duchy places what is left.</source>
            <translation>W puli brakuje: {missing:warrior}; Księstwo rozmieszcza, co zostało.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The supply runs out {missing:warrior} short.</source>
            <translation>W puli zabraknie: {missing:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The sword condition met when Organizing holds for the rest of the turn, whatever the supply holds now.</source>
            <translation>Warunek miecza spełniony podczas Przegrupowania obowiązuje do końca tury, bez względu na stan puli.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The table answered: {chosen}</source>
            <translation>Odpowiedź stołu: {chosen}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {arbiter} is enlisted as Arbiter: +{bonus} to the defender's hit cap.</source>
            <translation>Arbiter wezwany ({arbiter}): +{bonus} do limitu obrażeń obrońcy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {attacker} battles the {defender} in clearing {clearing}, dice {dice}</source>
            <translation>{attacker} ⚔ {defender} na polanie {clearing}, kości {dice}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {by} gives the {faction} a card: bots have no hand, so it is discarded and the {faction} scores 1 VP (2.8.1)</source>
            <translation>Karta od: {by} dla: {faction}. Boty nie mają ręki, więc karta zostaje odrzucona, a {faction}: +1 PZ (2.8.1)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {by} guessed {guess:a} in clearing {clearing} (right: {right})</source>
            <translation>{by}: zgadywanie na polanie {clearing} — {guess:a} (trafnie: {right})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {by} removes all enemy pieces in clearing {clearing}, scoring their buildings and tokens; a Vagabot there damages 3 items instead (7.2.1.I)</source>
            <translation>{by}: usunięcie wszystkich komponentów przeciwników na polanie {clearing}, z punktami za ich budynki i żetony; Włóczęgobot na polanie zamiast tego uszkadza 3 przedmioty (7.2.1.I)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {by} takes a card from the {faction}: bots have no hand, so the {by} draws a card from the deck instead (2.8.1)</source>
            <translation>{by}: karta od bota ({faction}). Boty nie mają ręki, więc zamiast tego {by}: dobranie karty z talii (2.8.1)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {card} card starts in the bird column of the Decree.</source>
            <translation>Karta {card} zaczyna w ptasiej kolumnie Dekretu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {column} column is empty.</source>
            <translation>Kolumna {column} jest pusta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {count:card} revealed become the new Lost Souls, the first revealed on top.</source>
            <translation>Odkryte karty ({count:card}) stają się nowymi Zagubionymi Duszami, pierwsza odkryta na wierzchu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} defends where its {piece} stands: one extra hit.</source>
            <translation>Obrońca ({defender}) broni się tam, gdzie stoi {piece}: jedno dodatkowe obrażenie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} has no pieces left here.</source>
            <translation>{defender}: brak komponentów na tej polanie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} has no warriors there: defenceless, one extra hit.</source>
            <translation>{defender}: brak wojowników na polanie — bez obrony, jedno dodatkowe obrażenie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} has nothing left to battle.</source>
            <translation>{defender}: nie zostało nic do walki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} would enlist the {arbiter} as Arbiter: is it the Arbiter, with how many swords?</source>
            <translation>Obrońca ({defender}) wezwałby Arbitra ({arbiter}): czy jest Arbitrem i z iloma mieczami?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot has no hand: it discards nothing.</source>
            <translation>Bot {faction} nie ma ręki: nic nie odrzuca.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot scores {vp} VP for the aid.</source>
            <translation>Bot {faction} zdobywa {vp} PZ za Pomoc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot sets up its faction board: nothing goes on the map.</source>
            <translation>Bot {faction} przygotowuje planszę frakcji: nic nie trafia na mapę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot sets up: put its {count:piece} on the map as shown.</source>
            <translation>Przygotowanie bota {faction}: połóż na mapie {count:piece}, jak pokazano.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot's setup, {part} of {parts}: it puts none of its pieces on the map.</source>
            <translation>Przygotowanie bota {faction}, {part} z {parts}: nie kładzie komponentów na mapie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot's setup, {part} of {parts}: put {pieces} on the map as shown.</source>
            <translation>Przygotowanie bota {faction}, {part} z {parts}: połóż na mapie {pieces}, jak pokazano.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot's trait cards face up beside its board: {traits}.</source>
            <translation>Bot {faction}: karty Programów odkryte obok jego planszy: {traits}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot's {difficulty} difficulty card face up beside its board.</source>
            <translation>Bot {faction}: karta poziomu trudności {difficulty} odkryta obok jego planszy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bought {card} from the Market as its order card: no card is drawn.</source>
            <translation>{faction}: karta Nakazu kupiona z Rynku — {card}; bez dobierania karty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} buys {services}; into the Riverfolk's Payments: {warriors:warrior} of the {payer}.</source>
            <translation>{faction} — zakup: {services}; do Płatności Kompanii: {warriors:warrior} ({payer}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} damages {items:item}.</source>
            <translation>{faction} uszkadza: {items:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} discards a card at the table (extortion).</source>
            <translation>{faction}: odrzucenie karty przy stole (wymuszenie).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} draws {cards:card}.</source>
            <translation>{faction} — dobrane karty: {cards:card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} draws {count:card}.</source>
            <translation>{faction} — dobrane karty: {count:card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has no hand: {card} is discarded.</source>
            <translation>{faction}: brak ręki — {card} zostaje odrzucona.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has no warriors: the Riverfolk place their own in Payments instead.</source>
            <translation>{faction}: brak wojowników — Kompania zamiast tego kładzie do Płatności własnych.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has {vp} VP: each service costs {price:warrior}.</source>
            <translation>{faction}: {vp} PZ — cena każdej usługi: {price:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has {warriors:warrior} in its supply: enough for {most:service}.</source>
            <translation>{faction}: w puli {warriors:warrior} — usług najwyżej {most:service}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} loses {count:piece} of its choice.</source>
            <translation>{faction}: strata wybranych przez siebie komponentów — {count:piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} may buy up to {count:service}: one, plus one per clearing with its pieces and a trade post ({posts:clearing}).</source>
            <translation>{faction}: najwyżej {count:service} — jedna plus jedna za każdą polanę z własnymi komponentami i faktorią ({posts:clearing}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} pawn stays: the {faction} damages 3 items at the table.</source>
            <translation>Pionek zostaje ({faction}): {faction} uszkadza 3 przedmioty przy stole.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} removes the plot and scores {vp} VP.</source>
            <translation>{faction}: usunięcie intrygi, {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} removes the snare in clearing {clearing} instead ({vp} VP).</source>
            <translation>{faction}: zamiast tego usunięcie sideł na polanie {clearing} ({vp} PZ).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} score {vp} VP for the buildings and tokens removed.</source>
            <translation>{faction}: {vp} PZ za usunięte budynki i żetony.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction}'s pawn cannot be removed: the bomb damages 3 of its items instead.</source>
            <translation>Pionka ({faction}) nie można usunąć: bomba zamiast tego uszkadza 3 jego przedmioty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {minister} acts.</source>
            <translation>Działa: {minister}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {minister} is crowned (the highest matching minister without a crown).</source>
            <translation>Koronę dostaje {minister} (najwyższy pasujący minister bez korony).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {opened_by} opens the closed path {a}–{b}: a card spent, the marker removed, 1 VP (Law of Root C.3.3)</source>
            <translation>{opened_by}: otwarcie zamkniętej ścieżki {a}–{b} — zagrana karta, znacznik usunięty, 1 PZ (Księga Praw C.3.3)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {winners} reached 30 VP and wins the game.</source>
            <translation>{winners}: 30 PZ — zwycięstwo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Then the bomb in clearing {clearing} is swapped for a random plot from the supply, face up.</source>
            <translation>Potem bomba na polanie {clearing} zostaje zamieniona na losową intrygę z puli, odkrytą.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Then the bots draw their setup cards: the app asks for each one before the first turn.</source>
            <translation>Potem boty dobierają karty przygotowania: aplikacja pyta o każdą przed pierwszą turą.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Thief: nobody to steal from.</source>
            <translation>Złodziej: nie ma kogo okraść.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Thief: take a random card from the {faction}.</source>
            <translation>Złodziej: weź losową kartę od: {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Thief: the player with most VP — {targets} ({value:vp})</source>
            <translation>Złodziej: gracz z największą liczbą PZ — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>This difficulty recruits {count:warrior} in each clearing.</source>
            <translation>Ten poziom trudności werbuje na każdej polanie: {count:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>This difficulty reveals {rituals:card} in Daylight.</source>
            <translation>Ten poziom trudności odkrywa w Dzień: {rituals:card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ties of distance go to the highest priority.</source>
            <translation>Remis odległości rozstrzyga najwyższy Priorytet.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Tinker: nothing in the discard to craft.</source>
            <translation>Majsterkowicz: na stosie odrzuconych nie ma nic do przekucia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Tinker: take {card} from the discard and craft {item}.</source>
            <translation>Majsterkowicz: weź {card} ze stosu odrzuconych i przekuj {item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Tokens and pawns count as pieces in clearing {clearing} ({count} of them).</source>
            <translation>Żetony i pionki liczą się jako komponenty na polanie {clearing} (jest ich {count}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Trait {name}</source>
            <translation>Program {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Tuck the 2 Loyal Viziers into the Decree columns the leader shows.</source>
            <translation>Wsuń 2 Lojalnych Wezyrów do kolumn Dekretu wskazanych przez przywódcę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turmoil ({cause}).</source>
            <translation>Zamieszki ({cause}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turmoil: Daylight ends; Evening still follows.</source>
            <translation>Zamieszki: koniec Dnia; Wieczór nadal następuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turmoil: humiliated, lose {vp} VP.</source>
            <translation>Zamieszki: Upokorzenie, traci {vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turmoil: purge the Decree, {discarded:card} discarded, {viziers:vizier} stay.</source>
            <translation>Zamieszki: Czystki w Dekrecie — odrzucone: {discarded:card}, zostają: {viziers:vizier}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turn over the plot in clearing {clearing}: what does it show?</source>
            <translation>Odwróć intrygę na polanie {clearing}: co przedstawia?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Use the Exiles and Partisans deck.</source>
            <translation>Użyj talii Wygnańcy i Partyzanci.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Use the base deck.</source>
            <translation>Użyj talii podstawowej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Vagrant picks both sides of the battle.</source>
            <translation>Włóczykij wybiera obie strony walki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Vagrant: most pieces here — {targets} ({value:piece})</source>
            <translation>Włóczykij: najwięcej komponentów na polanie — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Vagrant: nobody to incite.</source>
            <translation>Włóczykij: nie ma kogo podburzyć.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Vagrant: the {attacker} battles the {defender} in clearing {clearing}.</source>
            <translation>Włóczykij: {attacker} ⚔ {defender} na polanie {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Veterans: both sides take the higher die.</source>
            <translation>Weterani: obie strony biorą wyższą kość.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Veterans: the Alliance defends with the higher die.</source>
            <translation>Weterani: Sojusz broni się wyższą kością.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>War Tax counts only what the Eyrie removes.</source>
            <translation>Podatek Wojenny liczy tylko to, co usuwają Dynastie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>War Tax: the {faction} loses {vp} VP.</source>
            <translation>Podatek Wojenny: {faction} −{vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>What does the {faction} buy from the Riverfolk, as its Services card says? At most {most:service}. Tick nothing if it buys nothing.</source>
            <translation>Co bot ({faction}) kupuje od Kompanii według swojej karty Usług? Najwyżej {most:service}. Nic nie zaznaczaj, jeśli nic nie kupuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>When this raid is removed, the Corvids place a warrior in each clearing next to {clearing}.</source>
            <translation>Gdy ten napad zostanie usunięty, Kruki rozmieszczają wojownika na każdej polanie sąsiadującej z polaną {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which humans here have cards in hand?</source>
            <translation>Którzy ludzie na tej polanie mają karty na ręce?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which humans here have crafted items?</source>
            <translation>Którzy ludzie na tej polanie mają przekute przedmioty?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which humans in clearing {clearing} have crafted items?</source>
            <translation>Którzy ludzie na polanie {clearing} mają przekute przedmioty?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which piece does the {faction} lose to the Marksman?</source>
            <translation>Który komponent ({faction}) traci przez Strzelca Wyborowego?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which quest card was drawn?</source>
            <translation>Którą kartę zadania dobrano?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>While face up, no enemy piece may be placed in clearing {clearing} or moved out of it.</source>
            <translation>Dopóki jest odkryta, na polanie {clearing} nie można rozmieszczać komponentów przeciwników ani ich stamtąd przemieszczać.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Wildfire: spread sympathy once more at the end of Evening.</source>
            <translation>Pożoga: na koniec Wieczoru jeszcze raz Zdobywanie Sympatyków.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>With no one else, the attacker battles the {defender}.</source>
            <translation>Wobec braku innych atakujący walczy z: {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>With {humans:human} at the table, take the 4 dominance cards out of the deck (no spy cards).</source>
            <translation>Przy stole {humans:human}: usuń z talii 4 karty Dominacji (bez kart Szpiegów).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>With {humans:human} at the table, the dominance cards stay in the deck (no spy cards).</source>
            <translation>Przy stole {humans:human}: karty Dominacji zostają w talii (bez kart Szpiegów).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a bag</source>
            <translation>worek</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a crossbow</source>
            <translation>kusza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a face-up snare in clearing {clearing} keeps the {faction} from placing there</source>
            <translation>odkryte sidła na polanie {clearing} blokują rozmieszczanie ({faction})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a hammer</source>
            <translation>młot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a pair of boots</source>
            <translation>buty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a sword</source>
            <translation>miecz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a tea</source>
            <translation>herbata</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a torch</source>
            <translation>pochodnia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a {piece}</source>
            <translation>{piece}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a {piece} cannot stand in clearing {clearing}, not of its suit</source>
            <translation>{piece} nie może stanąć na polanie {clearing}, innego symbolu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>aid</source>
            <translation>pomoc</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>an {piece}</source>
            <translation>{piece}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>battle</source>
            <translation>walka</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>bomb(s)</source>
            <translation>
                <numerusform>bomba</numerusform>
                <numerusform>bomby</numerusform>
                <numerusform>bomb</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>card draw</source>
            <translation>dobranie karty</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>citadel(s)</source>
            <translation>
                <numerusform>cytadela</numerusform>
                <numerusform>cytadele</numerusform>
                <numerusform>cytadel</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} already holds a {piece}</source>
            <translation>na polanie {clearing} jest już {piece}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} has no Eyrie warriors</source>
            <translation>polana {clearing} nie ma wojowników Dynastii</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} has no enemy to battle</source>
            <translation>na polanie {clearing} nie ma z kim walczyć</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} has no free slot</source>
            <translation>polana {clearing} nie ma wolnego miejsca</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} holds a single warrior, none can move: next clearing</source>
            <translation>polana {clearing} ma tylko jednego wojownika, nikt nie może się przemieścić: następna polana</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} holds the Keep</source>
            <translation>na polanie {clearing} jest Twierdza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} would have no free slot for the base</source>
            <translation>polana {clearing} nie miałaby wolnego miejsca na Bazę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing}: it rules neither end of the move</source>
            <translation>polana {clearing}: nie kontroluje żadnego końca ruchu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing}: {warriors:warrior}, {leave} must stay; none to move</source>
            <translation>polana {clearing}: {warriors:warrior}, {leave} musi zostać; nikt się nie przemieszcza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>coins</source>
            <translation>monety</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>exhausted</source>
            <translation>wyczerpany</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>explore</source>
            <translation>eksploracja</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>extortion(s)</source>
            <translation>
                <numerusform>wymuszenie</numerusform>
                <numerusform>wymuszenia</numerusform>
                <numerusform>wymuszeń</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>face-down plot(s)</source>
            <translation>
                <numerusform>zakryta intryga</numerusform>
                <numerusform>zakryte intrygi</numerusform>
                <numerusform>zakrytych intryg</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>fox base(s)</source>
            <translation>
                <numerusform>lisia Baza</numerusform>
                <numerusform>lisie Bazy</numerusform>
                <numerusform>lisich Baz</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>fox garden(s)</source>
            <translation>
                <numerusform>lisi ogród</numerusform>
                <numerusform>lisie ogrody</numerusform>
                <numerusform>lisich ogrodów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>fox trade post(s)</source>
            <translation>
                <numerusform>lisia faktoria</numerusform>
                <numerusform>lisie faktorie</numerusform>
                <numerusform>lisich faktorii</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>market(s)</source>
            <translation>
                <numerusform>targ</numerusform>
                <numerusform>targi</numerusform>
                <numerusform>targów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>mouse base(s)</source>
            <translation>
                <numerusform>mysia Baza</numerusform>
                <numerusform>mysie Bazy</numerusform>
                <numerusform>mysich Baz</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>mouse garden(s)</source>
            <translation>
                <numerusform>mysi ogród</numerusform>
                <numerusform>mysie ogrody</numerusform>
                <numerusform>mysich ogrodów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>mouse trade post(s)</source>
            <translation>
                <numerusform>mysia faktoria</numerusform>
                <numerusform>mysie faktorie</numerusform>
                <numerusform>mysich faktorii</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>new order card (Expand)</source>
            <translation>nowa karta Nakazu (Rozbudowa)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no</source>
            <translation>nie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no Corvid warrior in clearing {clearing} to remove</source>
            <translation>na polanie {clearing} nie ma wojownika Kruków do usunięcia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no Services cards</source>
            <translation>bez kart Usług</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no item</source>
            <translation>brak przedmiotu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no plot left in the supply for clearing {clearing}</source>
            <translation>w puli nie ma intrygi na polanę {clearing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no roost could be built</source>
            <translation>nie można zbudować Gniazda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>only the Duchy may put pieces in the Burrow, not the {faction}</source>
            <translation>tylko Księstwo może kłaść komponenty w Norze, nie {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>order card</source>
            <translation>karta Nakazu</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>pawn(s)</source>
            <translation>
                <numerusform>pionek</numerusform>
                <numerusform>pionki</numerusform>
                <numerusform>pionków</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>quest</source>
            <translation>zadanie</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rabbit base(s)</source>
            <translation>
                <numerusform>królicza Baza</numerusform>
                <numerusform>królicze Bazy</numerusform>
                <numerusform>króliczych Baz</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rabbit garden(s)</source>
            <translation>
                <numerusform>króliczy ogród</numerusform>
                <numerusform>królicze ogrody</numerusform>
                <numerusform>króliczych ogrodów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rabbit trade post(s)</source>
            <translation>
                <numerusform>królicza faktoria</numerusform>
                <numerusform>królicze faktorie</numerusform>
                <numerusform>króliczych faktorii</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>raid(s)</source>
            <translation>
                <numerusform>napad</numerusform>
                <numerusform>napady</numerusform>
                <numerusform>napadów</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>ready</source>
            <translation>gotowy</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>recruiter(s)</source>
            <translation>
                <numerusform>Koszary</numerusform>
                <numerusform>Koszary</numerusform>
                <numerusform>Koszar</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>repair</source>
            <translation>naprawa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rolled at the table</source>
            <translation>rzut przy stole</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rolled by the app</source>
            <translation>rzut aplikacji</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>roost(s)</source>
            <translation>
                <numerusform>Gniazdo</numerusform>
                <numerusform>Gniazda</numerusform>
                <numerusform>Gniazd</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>sawmill(s)</source>
            <translation>
                <numerusform>Tartak</numerusform>
                <numerusform>Tartaki</numerusform>
                <numerusform>Tartaków</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>setup</source>
            <translation>przygotowanie</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>snare(s)</source>
            <translation>
                <numerusform>sidła</numerusform>
                <numerusform>sidła</numerusform>
                <numerusform>sideł</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>special action</source>
            <translation>akcja specjalna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>sympathy removed</source>
            <translation>usunięto żeton sympatii</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>sympathy token(s)</source>
            <translation>
                <numerusform>żeton Sympatyków</numerusform>
                <numerusform>żetony Sympatyków</numerusform>
                <numerusform>żetonów Sympatyków</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the Burrow has no building slots: no {piece} there</source>
            <translation>Nora nie ma miejsc na budynki: nie może tam stanąć {piece}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the Lizards have no warrior left in their supply for clearing {clearing}</source>
            <translation>Jaszczury nie mają już w puli wojownika na polanę {clearing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the board as it stands does not allow it</source>
            <translation>obecny stan planszy na to nie pozwala</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the card bought is its order card</source>
            <translation>kupiona karta jest jego kartą Nakazu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the new roost fits nowhere</source>
            <translation>nowe Gniazdo nigdzie się nie mieści</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no building in clearing {clearing}</source>
            <translation>{faction}: brak budynku na polanie {clearing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no cards</source>
            <translation>{faction}: brak kart</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no ordered clearing where this can be done: next player</source>
            <translation>{faction}: brak nakazanej polany, gdzie można to zrobić — następny gracz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no pieces there</source>
            <translation>{faction}: brak komponentów na polanie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no warrior in clearing {clearing}</source>
            <translation>{faction}: brak wojownika na polanie {clearing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no warriors there</source>
            <translation>{faction}: brak wojowników na polanie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has only {available} {piece:available} left in its supply for clearing {clearing}</source>
            <translation>{faction}: w puli tylko {available} {piece:available} na polanę {clearing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} is a bot and has no hand</source>
            <translation>{faction} to bot bez ręki</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then clearings with pieces of that player — {targets}</source>
            <translation>potem polany z komponentami tego gracza — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then fewest Eyrie warriors — {targets} ({value:warrior})</source>
            <translation>potem najmniej wojowników Dynastii — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then fewest enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation>potem najmniej komponentów przeciwników — {targets} ({value:enemy_piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then fewest enemy warriors — {targets} ({value:enemy_warrior})</source>
            <translation>potem najmniej wojowników przeciwników — {targets} ({value:enemy_warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then fewest warriors — {targets} ({value:warrior})</source>
            <translation>potem najmniej wojowników — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most Corvid warriors — {targets} ({value:warrior})</source>
            <translation>potem najwięcej wojowników Kruków — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most VP — {targets} ({value:vp})</source>
            <translation>potem najwięcej PZ — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most buildings and tokens — {targets} ({value:building_token})</source>
            <translation>potem najwięcej budynków i żetonów — {targets} ({value:building_token})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most defenceless buildings — {targets} ({value:defenceless_building})</source>
            <translation>potem najwięcej bezbronnych budynków — {targets} ({value:defenceless_building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most enemy buildings — {targets} ({value:building})</source>
            <translation>potem najwięcej budynków przeciwników — {targets} ({value:building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most pieces here — {targets} ({value:piece})</source>
            <translation>potem najwięcej komponentów na polanie — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>there is no Burrow: the Duchy is not in this game</source>
            <translation>nie ma Nory: Księstwo nie bierze udziału w tej grze</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>trait Nobility</source>
            <translation>cecha Szlachetność</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>tunnel(s)</source>
            <translation>
                <numerusform>tunel</numerusform>
                <numerusform>tunele</numerusform>
                <numerusform>tuneli</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>warrior(s)</source>
            <translation>
                <numerusform>wojownik</numerusform>
                <numerusform>wojownicy</numerusform>
                <numerusform>wojowników</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>warriors moved in</source>
            <translation>wejście wojowników</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>wood</source>
            <translation>drewno</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>workshop(s)</source>
            <translation>
                <numerusform>Warsztat</numerusform>
                <numerusform>Warsztaty</numerusform>
                <numerusform>Warsztatów</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>yes</source>
            <translation>tak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{a} and {b}</source>
            <translation>{a} i {b}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{base} by difficulty, plus {moles} for the mole icons uncovered (one per citadel on the map).</source>
            <translation>{base} wg poziomu trudności plus {moles} za odkryte ikony kretów (po jednej na cytadelę na Mapie).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{buyer} buys Riverfolk services: {services}</source>
            <translation>{buyer} — usługi Kompanii: {services}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{cards:card} in the {column} column: one extra hit.</source>
            <translation>{cards:card} w kolumnie {column}: jedno dodatkowe obrażenie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} goes face up into the Riverfolk's Market, card {position} from the left.</source>
            <translation>{card} trafia odkryta na Rynek Kompanii, {position}. od lewej.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} goes into the Lizards' Lost Souls, card {position} from the top (the first drawn on top).</source>
            <translation>{card} trafia do Zagubionych Dusz Jaszczurów, {position}. od góry (pierwsza dobrana na wierzchu).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} goes on top of the Lizards' Lost Souls, crafted or not.</source>
            <translation>{card} trafia na wierzch Zagubionych Dusz Jaszczurów, przekuta czy nie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is not in the deck: the app draws another</source>
            <translation>{card} nie ma w talii: aplikacja dobiera inną</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is the {faction}'s order card this turn, as its Services card says.</source>
            <translation>{card} to w tej turze karta Nakazu ({faction}), jak mówi karta Usług.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{citadels:citadel} on the map: {vp:vp}.</source>
            <translation>{citadels:citadel} na Mapie: {vp:vp}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{count:warrior} from {origin} to the Burrow.</source>
            <translation>{count:warrior}: {origin} → Nora.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{count} Loyal Viziers start in the Decree.</source>
            <translation>Lojalni Wezyrowie na start w Dekrecie: {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{faction} ended the turn</source>
            <translation>{faction}: koniec tury</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{faction} takes {hits:hit} in clearing {clearing}</source>
            <translation>{faction}: {hits:hit} na polanie {clearing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{faction} {piece} ×{count}</source>
            <translation>{faction} {piece} ×{count}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{faction}: {vp} VP</source>
            <translation>{faction}: {vp} PZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{left:tunnel} still in the supply: {vp:vp} (2 when all 3 are on the map).</source>
            <translation>{left:tunnel} wciąż w puli: {vp:vp} (2, gdy wszystkie 3 są na Mapie).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map} has its suits printed: no suit markers.</source>
            <translation>{map} ma wydrukowane symbole: bez znaczników symboli.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map}: suit markers drawn at random (seeded). Lay {layout}. Correct any clearing from its menu.</source>
            <translation>{map}: znaczniki symboli wylosowane (z ziarnem). Rozłóż: {layout}. Każdą polanę można poprawić z jej menu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{markets:market} on the map: {vp:vp}.</source>
            <translation>{markets:market} na Mapie: {vp:vp}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{suit} on {clearings}</source>
            <translation>{suit}: {clearings}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>“2 or fewer warriors” describes the clearing rallied from, not the destination.</source>
            <translation>„2 lub mniej wojowników” opisuje polanę, z której odbywa się Zbiórka, a nie polanę docelową.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ earliest in setup order: {chosen}</source>
            <translation>→ najwcześniej w kolejności przygotowania: {chosen}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ highest priority: {chosen}</source>
            <translation>→ najwyższy Priorytet: {chosen}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ lowest priority: {chosen}</source>
            <translation>→ najniższy Priorytet: {chosen}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ next: {targets} ({value})</source>
            <translation>→ następna: {targets} ({value})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ the Pass ({chosen}): it counts as the highest priority</source>
            <translation>→ Przełęcz ({chosen}): liczy się jako najwyższy Priorytet</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ the Pass ({chosen}): it counts as the lowest priority</source>
            <translation>→ Przełęcz ({chosen}): liczy się jako najniższy Priorytet</translation>
        </message>
    </context>
    <context>
        <name>RemovalForm</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Remove &amp;these</source>
            <translation>Usuń &amp;te</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction}: choose the pieces to remove (exactly {n}).</source>
            <translation>{faction}: wybierz komponenty do usunięcia (dokładnie {n}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{piece} (of {n}):</source>
            <translation>{piece} (z {n}):</translation>
        </message>
    </context>
    <context>
        <name>RiverfolkBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> and </source>
            <translation> i </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Market (left to right): {cards}. Payments: {paid}. {protection}</source>
            <translation>Rynek (od lewej do prawej): {cards}. Płatności: {paid}. {protection}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Market (the order is the rightmost card)</source>
            <translation>Rynek (Nakaz to karta skrajnie po prawej)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Payments
(warriors)</source>
            <translation>Płatności
(wojownicy)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Protectionism this turn: no condition met.</source>
            <translation>Protekcjonizm w tej turze: żaden warunek niespełniony.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Protectionism this turn: {met} met.</source>
            <translation>Protekcjonizm w tej turze: spełnione — {met}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Protectionism: not checked yet.</source>
            <translation>Protekcjonizm: jeszcze niesprawdzony.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Supply: {left}.</source>
            <translation>Pula: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Market, left to right (9.2.1); the order card is the rightmost (9.4.3)</source>
            <translation>Rynek od lewej do prawej (9.2.1); karta Nakazu to karta skrajnie po prawej (9.4.3)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Trade posts</source>
            <translation>Faktorie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Warriors and protectionism this turn</source>
            <translation>Wojownicy i protekcjonizm w tej turze</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>empty</source>
            <translation>pusto</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>shield</source>
            <translation>tarcza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>sword</source>
            <translation>miecz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{faction} warriors in the Payments</source>
            <translation>Wojownicy ({faction}) w Płatnościach</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} trade posts: {on} on the map, {left} on the track.</source>
            <translation>Faktorie ({suit}): na Mapie {on}, na torze {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} trade-post track</source>
            <translation>Tor faktorii ({suit})</translation>
        </message>
    </context>
    <context>
        <name>RootWorkspace</name>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Board as text</source>
            <translation>Plansza jako tekst</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Bot's proposal and reasons</source>
            <translation>Propozycja bota i powody</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Factions</source>
            <translation>Frakcje</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Pieces</source>
            <translation>Komponenty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Set up the bots' pieces as shown:</source>
            <translation>Rozmieść komponenty botów, jak pokazano:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Setup</source>
            <translation>Przygotowanie</translation>
        </message>
    </context>
    <context>
        <name>ServicesDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>&amp;Buy</source>
            <translation>&amp;Kup</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>&amp;Warriors paid in all:</source>
            <translation>&amp;Zapłaceni wojownicy łącznie:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>, paid from the {payer}'s supply ({have} there). The {buyer} may buy up to {most}: one, plus one per clearing with its pieces and a trade post.</source>
            <translation>, płatne z puli ({payer}; jest tam {have}). {buyer}: najwyżej {most} — jedna plus jedna za każdą polanę z własnymi komponentami i faktorią.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Buy Riverfolk services</source>
            <translation>Kup usługi Kompanii</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Each service costs what the Riverfolk set on their board (1 to 4 warriors)</source>
            <translation>Każda usługa kosztuje tyle, ile Kompania ustaliła na swojej planszy (1 do 4 wojowników)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Hand Cards (from the Riverfolk's hand):</source>
            <translation>Karty z Ręki (z ręki Kompanii):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Hand Cards from the Market:</source>
            <translation>Karty z Ręki z Rynku:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>In Daylight and Evening the Riverfolk warriors count as the buyer's for rule and battles against others; hits split evenly (9.2.3 III)</source>
            <translation>W Dzień i Wieczorem wojownicy Kompanii liczą się jako kupującego przy kontroli i walkach z innymi; obrażenia dzielą się po równo (9.2.3 III)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Rivers are paths for the buyer until the end of its turn (9.2.3 II)</source>
            <translation>Rzeki są ścieżkami dla kupującego do końca jego tury (9.2.3 II)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>The {buyer} has {vp} VP: each service costs {price} warriors</source>
            <translation>{buyer}: {vp} PZ — cena każdej usługi w wojownikach: {price}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Warriors paid in all</source>
            <translation>Zapłaceni wojownicy łącznie</translation>
        </message>
    </context>
    <context>
        <name>SetupChecklistPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>&amp;Done</source>
            <translation>&amp;Gotowe</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Drag pieces to correct the board at any time; Undo brings a step back.</source>
            <translation>Przeciągaj komponenty, by w każdej chwili poprawić planszę; Cofnij przywraca krok.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>On the map: {pieces}</source>
            <translation>Na mapie: {pieces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Pieces of this step</source>
            <translation>Komponenty tego kroku</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>S&amp;kip the rest</source>
            <translation>&amp;Pomiń resztę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Setting up the table: step {n} of {of}</source>
            <translation>Przygotowanie stołu: krok {n} z {of}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Setup steps</source>
            <translation>Kroki przygotowania</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Start play now (the bots' setup cards, then the first turn)</source>
            <translation>Zacznij grę teraz (karty przygotowania botów, potem pierwsza tura)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>The table has done this step: go to the next one</source>
            <translation>Stół wykonał ten krok: przejdź do następnego</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>{faction} bot, {part} of {parts}: {line}</source>
            <translation>Bot {faction}, {part} z {parts}: {line}</translation>
        </message>
    </context>
    <context>
        <name>SuitChip</name>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Drag onto a clearing, or click to lay it on the clearing ringed with dots</source>
            <translation>Przeciągnij na polanę albo kliknij, by położyć go na polanie otoczonej kropkami</translation>
        </message>
    </context>
    <context>
        <name>SuitLayoutEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>&amp;Random (seeded)</source>
            <translation>&amp;Losowy (z ziarnem)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Blue lines: rivers.</source>
            <translation>Niebieskie linie: rzeki.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>C&amp;lear</source>
            <translation>&amp;Wyczyść</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Clearing {n}: no marker yet. Click to lay one, or drag a suit here.</source>
            <translation>Polana {n}: jeszcze bez znacznika. Kliknij, by go położyć, albo przeciągnij tu symbol.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Clearing {n}: {suit}. Click to change it.</source>
            <translation>Polana {n}: {suit}. Kliknij, by zmienić.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Dashed, barred: paths closed at setup; the Pass is clearing {n}.</source>
            <translation>Przerywane, przekreślone: ścieżki zamknięte przy przygotowaniu; Przełęcz to polana {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Mirror the markers on the table: click a clearing to change its suit, or drag a suit onto it.</source>
            <translation>Odwzoruj znaczniki ze stołu: kliknij polanę, by zmienić jej symbol, albo przeciągnij na nią symbol.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>No markers yet: the app will lay a random layout (4 of each, from the seed) and show it on the map. Or mirror your table's markers here.</source>
            <translation>Brak znaczników: aplikacja rozłoży losowy układ (po 4 każdego, z ziarna) i pokaże go na mapie. Albo odwzoruj tu znaczniki ze swojego stołu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Number: the clearing's priority.</source>
            <translation>Liczba: Priorytet polany.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Random layout from seed {seed}.</source>
            <translation>Losowy układ z ziarna {seed}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Su&amp;ggested layout</source>
            <translation>&amp;Sugerowany układ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Suit markers on the table</source>
            <translation>Znaczniki symboli na stole</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Take every marker off (the app then lays a random layout)</source>
            <translation>Zdejmij wszystkie znaczniki (aplikacja rozłoży wtedy losowy układ)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>The 12 markers shuffled with the game's seed (Advanced): the same seed gives the same layout, the one the app lays if you leave this untouched.</source>
            <translation>12 znaczników potasowanych ziarnem gry (Zaawansowane): to samo ziarno daje ten sam układ — ten, który aplikacja rozłoży, jeśli tego nie zmienisz.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>The layout the map's setup suggests. Source: {source}</source>
            <translation>Układ sugerowany przez przygotowanie mapy. Źródło: {source}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>The map's suggested layout.</source>
            <translation>Sugerowany układ mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Water: the lake; the ferry starts in clearing {n}.</source>
            <translation>Woda: jezioro; prom zaczyna na polanie {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Your layout from the last game on {map}: check it against the table.</source>
            <translation>Twój układ z ostatniej gry na mapie {map}: porównaj go ze stołem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>{n} without a marker</source>
            <translation>bez znacznika: {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>{suit} {n}/{of}</source>
            <translation>{suit} {n}/{of}</translation>
        </message>
    </context>
    <context>
        <name>TableForm</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Ans&amp;wer</source>
            <translation>&amp;Odpowiedz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Both are already face up on the map</source>
            <translation>Obie są już odkryte na mapie</translation>
        </message>
    </context>
    <context>
        <name>Turn</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Battle in clearing {c}: {a} attacks {d}. Roll the dice.</source>
            <translation>Walka na polanie {c}: {a} ⚔ {d}. Rzuć kośćmi.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Build a {piece} in clearing {c}.</source>
            <translation>Budowa: {piece} na polanie {c}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Craft {item} for {vp} VP.</source>
            <translation>Przekucie: {item} ({vp} PZ).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Discard the order card {card}.</source>
            <translation>Odrzuć kartę Nakazu {card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Discard {card}.</source>
            <translation>Odrzuć {card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Draw the top card of the deck and enter it: it goes face up at the right end of the {faction}'s Market.</source>
            <translation>Dobierz wierzchnią kartę talii i wpisz ją: trafia odkryta na prawy koniec Rynku ({faction}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Draw the top card of the deck for the {faction} and enter it.</source>
            <translation>{faction}: dobierz wierzchnią kartę talii i wpisz ją.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>End the {faction}'s turn.</source>
            <translation>Zakończ turę: {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Expand: reveal the top card of the deck and enter it as the {faction}'s new order card.</source>
            <translation>Rozbudowa: odkryj wierzchnią kartę talii i wpisz ją jako nową kartę Nakazu ({faction}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Game over.</source>
            <translation>Koniec gry.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Game over: the bots win ({who} reached 30 VP first).</source>
            <translation>Koniec gry: wygrywają boty ({who} — pierwsze 30 PZ).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Game over: the humans win ({who} reached 30 VP before any bot).</source>
            <translation>Koniec gry: wygrywają ludzie ({who} — 30 PZ przed każdym botem).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Game over: the {who} wins with 30 VP.</source>
            <translation>Koniec gry: zwycięstwo — {who} (30 PZ).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move the {faction} pawn from {o} to {d}.</source>
            <translation>Przesuń pionek ({faction}): {o} → {d}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move the {faction} pawn: {route}.</source>
            <translation>Przesuń pionek ({faction}): {route}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move {n} {piece} from {o} to {d}.</source>
            <translation>Przesuń: {piece} ×{n}, {o} → {d}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move {warriors} from {o} to {d}.</source>
            <translation>Ruch: {warriors}, {o} → {d}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move {warriors} of the {faction} into the Riverfolk's Payments: {where}.</source>
            <translation>{faction}: {warriors} do Płatności Kompanii: {where}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Nothing to do in this step.</source>
            <translation>Nic do zrobienia w tym kroku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Place {what}.</source>
            <translation>Rozmieść: {what}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Put {warriors} of the {faction} from its supply into the Riverfolk's Payments.</source>
            <translation>{faction}: z puli do Płatności Kompanii — {warriors}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Recruit warriors: {where}.</source>
            <translation>Werbunek wojowników: {where}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Remove {what}.</source>
            <translation>Usuń: {what}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Replace {n} {old_faction} {old} in {c} with {new}.</source>
            <translation>{c}: zamień {old} ({old_faction}) ×{n} na {new}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Return {warriors} from the Riverfolk's Payments to the {faction}'s supply.</source>
            <translation>Zwróć z Płatności Kompanii do puli ({faction}): {warriors}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Reveal the top card of the deck and enter it as the {faction}'s order card.</source>
            <translation>Odkryj wierzchnią kartę talii i wpisz ją jako kartę Nakazu ({faction}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Reveal the top card of the deck and enter it: it goes on the {faction}' Lost Souls.</source>
            <translation>Odkryj wierzchnią kartę talii i wpisz ją: trafia do Zagubionych Dusz ({faction}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Ruins in clearing {c}: {state}.</source>
            <translation>Ruiny na polanie {c}: {state}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Setup: draw the top card of the deck for the {faction} and enter it.</source>
            <translation>Przygotowanie ({faction}): dobierz wierzchnią kartę talii i wpisz ją.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Swap the {old} in clearing {c} for a {face}, face up.</source>
            <translation>Na polanie {c} zamień: {old} → {face} (odkryta).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The app draws {card} for the {faction}: take that card out of the deck.</source>
            <translation>Aplikacja dobiera {card} ({faction}): wyjmij tę kartę z talii.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The engine could not plan this step ({error}); undo or fix the board.</source>
            <translation>Silnik nie zaplanował tego kroku ({error}); cofnij albo popraw planszę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The ferry goes along: +{vp} VP for the {faction}.</source>
            <translation>Prom płynie razem: {faction} +{vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {d} enlists the {a} in clearing {c} if it is the Arbiter: is it?</source>
            <translation>{d}: jeśli {a} jest Arbitrem, wzywa go na polanie {c}. Czy jest?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {faction} buys Riverfolk services: {services}.</source>
            <translation>{faction}: kupno usług Kompanii — {services}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {faction}'s order card is {card}, bought from the Riverfolk's Market.</source>
            <translation>Karta Nakazu ({faction}) to {card}, kupiona z Rynku Kompanii.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Then: {what}.</source>
            <translation>Potem: {what}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Turn the plot in clearing {c} face up: {face}.</source>
            <translation>Odkryj intrygę na polanie {c}: {face}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Update the {faction}'s faction board.</source>
            <translation>Zaktualizuj planszę frakcji: {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>discard {card}</source>
            <translation>odrzuć {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>end of turn</source>
            <translation>koniec tury</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>none</source>
            <translation>brak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>placed</source>
            <translation>położone</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>removed</source>
            <translation>usunięte</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{a} battle the {d} in clearing {c}: dice {x} and {y}; deal {ah}, take {dh}.</source>
            <translation>{a} ⚔ {d}, polana {c}: kości {x} i {y}; zadane {ah}, otrzymane {dh}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{a} battles the {d} in clearing {c}: dice {x} and {y}; deals {ah}, takes {dh}.</source>
            <translation>{a} ⚔ {d}, polana {c}: kości {x} i {y}; zadane {ah}, otrzymane {dh}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{d}: choose which pieces the last {hits} remove in clearing {c}.</source>
            <translation>{d}: wybierz komponenty do usunięcia przez ostatnie obrażenia ({hits}) na polanie {c}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{d}: enlist the {a} as Arbiter in clearing {c}?</source>
            <translation>{d}: wezwać Arbitra ({a}) na polanie {c}?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction} +{vp} VP</source>
            <translation>{faction} +{vp} PZ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction} is playing: mirror their moves, then End turn.</source>
            <translation>Tura przy stole: {faction} — odwzoruj ruchy, potem Zakończ turę.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction} scores {vp} VP.</source>
            <translation>{faction}: +{vp} PZ.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} from {c}</source>
            <translation>{n} z polany {c}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} in {c}</source>
            <translation>{c}: {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} {faction} {piece}</source>
            <translation>{piece} ({faction}) ×{n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} {faction} {piece} in {c}</source>
            <translation>{c}: {piece} ({faction}) ×{n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} {piece} in {c}</source>
            <translation>{c}: {piece} ×{n}</translation>
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Apply the bot's proposed step (Enter)</source>
            <translation>Zastosuj krok zaproponowany przez bota (Enter)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>E&amp;nd turn</source>
            <translation>Zakończ &amp;turę</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Round {r} · {letter} {faction} ({kind})</source>
            <translation>Runda {r} · {letter} {faction} ({kind})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The human player has finished; the next seat plays</source>
            <translation>Gracz skończył; gra następne miejsce</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>bot</source>
            <translation>bot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>human</source>
            <translation>człowiek</translation>
        </message>
    </context>
    <context>
        <name>VagabotBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> +1 hit when attacking (12th item).</source>
            <translation> +1 obrażenie przy ataku (12. przedmiot).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>&amp;Quest:</source>
            <translation>&amp;Zadanie:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Battle track</source>
            <translation>Tor walki</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Building slots covered by its items in: {list}.</source>
            <translation>Miejsca na budynki zakryte jego przedmiotami na: {list}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Character: {name}</source>
            <translation>Postać: {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Damaged, face down</source>
            <translation>Uszkodzone, zakryte</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Damaged, face up</source>
            <translation>Uszkodzone, odkryte</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Exhausted</source>
            <translation>Wyczerpane</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Face up</source>
            <translation>Odkryte</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>No quest card is left to draw.</source>
            <translation>Nie ma już kart zadań do dobrania.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Under the ruins: {list}.</source>
            <translation>Pod ruinami: {list}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Vagabot's quest suit</source>
            <translation>Symbol zadania Włóczęgobota</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>down</source>
            <translation>zakr</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>none</source>
            <translation>brak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>up</source>
            <translation>odkr</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{undamaged} undamaged items: {track} on the battle track, {usable} usable. Max hits {hits}.{extra}</source>
            <translation>Nieuszkodzone przedmioty: {undamaged}; na torze walki {track}, użyteczne {usable}. Maks. obrażeń {hits}.{extra}</translation>
        </message>
    </context>
</TS>

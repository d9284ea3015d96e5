<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ" sourcelanguage="en">
    <context>
        <name>AllianceBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Bases</source>
            <translation>Základny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Martial Law (6.2.5): sympathy placed in {clearings} scores 1 VP less (3+ warriors of one enemy).</source>
            <translation>Stanné právo (6.2.5): sympatie umístěná na mýtiny {clearings} získá o 1 VB méně (3+ bojovníci jednoho nepřítele).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Martial Law: no clearing now.</source>
            <translation>Stanné právo: teď žádná mýtina.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Sympathy track</source>
            <translation>Stupnice sympatií</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Sympathy: all {on} tokens are on the map; a Spread that cannot place one scores {vp} VP instead.</source>
            <translation>Sympatie: všech {on} žetonů je na mapě; Šíření, které žádný neumístí, získá místo toho {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Sympathy: {on} on the map, {left} on the track. The next token scores {vp} VP.</source>
            <translation>Sympatie: {on} na mapě, {left} na stupnici. Další žeton získá {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Warriors: {on} on the map, {left} in the supply.</source>
            <translation>Bojovníci: {on} na mapě, {left} v zásobě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>on the faction board</source>
            <translation>na desce frakce</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>on the map in {place}</source>
            <translation>na mapě: {place}</translation>
        </message>
    </context>
    <context>
        <name>ArbiterForm</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>&amp;Enlist the Arbiter</source>
            <translation>&amp;Najmout Rozhodčího</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Do &amp;not enlist</source>
            <translation>&amp;Nenajímat</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>It &amp;is the Arbiter</source>
            <translation>&amp;Je to Rozhodčí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>It is &amp;not the Arbiter</source>
            <translation>&amp;Není to Rozhodčí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Its undamaged &amp;swords:</source>
            <translation>Jeho nepoškozené &amp;meče:</translation>
        </message>
    </context>
    <context>
        <name>Board</name>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>A human battles a bot here…</source>
            <translation>Člověk zde bojuje s botem…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>A human removes all enemy pieces here (revolt, favor…)</source>
            <translation>Člověk zde odstraní všechny nepřátelské dílky (vzpoura, přízeň…)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>A human tries to expose this plot…</source>
            <translation>Člověk se pokusí odhalit tento plán…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Burrow</source>
            <translation>Nora</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Clearing {n} ({suit}). Double-click to toggle ruins.</source>
            <translation>Mýtina {n} ({suit}). Dvojklik přepne ruiny.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Close the path {a}–{b} again</source>
            <translation>Znovu uzavřít cestu {a}–{b}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Closed path {a}–{b}: bots treat it as a path (Law of Rootbotics 12.2.1); right-click to open it</source>
            <translation>Uzavřená cesta {a}–{b}: boti ji berou jako cestu (Zákon rootbotiky 12.2.1); pravým tlačítkem ji otevřete</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Craft {item}: +{vp} VP</source>
            <translation>Výroba – {item}: +{vp} VB</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Discard the order card {card}</source>
            <translation>Odhodit kartu rozkazu {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Discard {card}</source>
            <translation>Odhodit {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Drop a piece outside the map to return it to its supply</source>
            <translation>Přetáhněte dílek mimo mapu, tím se vrátí do zásoby</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Drop the ferry on a coastal clearing.</source>
            <translation>Položte trajekt na pobřežní mýtinu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Drop the piece on a clearing or forest (or off the map to remove it).</source>
            <translation>Položte dílek na mýtinu nebo les (nebo mimo mapu, tím ho odstraníte).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Drop the piece on a clearing or forest.</source>
            <translation>Položte dílek na mýtinu nebo les.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>End of the {faction}'s turn</source>
            <translation>Konec tahu frakce {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>FERRY</source>
            <translation>TRAJEKT</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Forest {name}: between clearings {list}</source>
            <translation>Les {name}: mezi mýtinami {list}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Game over</source>
            <translation>Konec hry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Hits on a bot outside battle…</source>
            <translation>Zásahy bota mimo bitvu…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Mercenaries</source>
            <translation>Žoldnéři</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>On the lake's coast.</source>
            <translation>Na břehu jezera.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Open the path {a}–{b} (a correction: no VP)</source>
            <translation>Otevřít cestu {a}–{b} (oprava: bez VB)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Opened by the {faction} (+1 VP)</source>
            <translation>Otevřela frakce {faction} (+1 VB)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Outrage: no matching card (the Alliance scores 1 VP)</source>
            <translation>Pobouření: žádná odpovídající karta (Aliance získá 1 VB)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Outrage: the human discarded a matching card</source>
            <translation>Pobouření: člověk odhodil odpovídající kartu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>PASS</source>
            <translation>PRŮSMYK</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Path {a}–{b}, opened (right-click to close it again)</source>
            <translation>Cesta {a}–{b}, otevřená (pravým tlačítkem ji znovu uzavřete)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Place ruins</source>
            <translation>Umístit ruiny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Remove ruins</source>
            <translation>Odstranit ruiny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Right: the plot is removed</source>
            <translation>Správně: plán je odstraněn</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>River between clearings {a} and {b}</source>
            <translation>Řeka mezi mýtinami {a} a {b}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The &amp;Riverfolk warriors</source>
            <translation>Bojovníci &amp;Říčního lidu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The Corvids reveal this plot: it shows…</source>
            <translation>Krkavci otáčejí tento plán: ukazuje…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The Duchy's Burrow: adjacent to every clearing with a tunnel; only the Duchy may put pieces here.</source>
            <translation>Nora Hrabství: sousedí s každou mýtinou s tunelem; dílky sem smí dávat jen Hrabství.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The Pass: it wins every highest- and lowest-priority choice of a bot (Law of Rootbotics 12.2.2).</source>
            <translation>Průsmyk: vyhrává každou volbu bota podle nejvyšší i nejnižší priority (Zákon rootbotiky 12.2.2).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The ferry sails to clearing {n} with the move.</source>
            <translation>Trajekt s pohybem pluje na mýtinu {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The ferry, at clearing {n}. Drag it to another coastal clearing when it moves.</source>
            <translation>Trajekt na mýtině {n}. Když se pohne, přetáhněte ho na jinou pobřežní mýtinu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The lake: its coastal clearings are joined as by a river; the ferry crosses it.</source>
            <translation>Jezero: jeho pobřežní mýtiny jsou spojené jako řekou; přeplouvá ho trajekt.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The {faction} takes {hits} with Mercenaries (Rootbotics 9.2.3 III): half on its own pieces, half on the Riverfolk warriors. Who takes the odd hit?</source>
            <translation>{faction} dostává {hits} se Žoldnéři (Rootbotika 9.2.3 III): půl na vlastní dílky, půl na bojovníky Říčního lidu. Kdo dostane lichý zásah?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The {faction}'s &amp;own pieces</source>
            <translation>&amp;Vlastní dílky frakce {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Wrong: the Corvids take the card</source>
            <translation>Špatně: Krkavci berou kartu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>explore the ruin</source>
            <translation>prozkoumat ruinu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>guessed {face}</source>
            <translation>tip: {face}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>no suit marker yet</source>
            <translation>zatím bez žetonu symbolu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>none</source>
            <translation>žádné</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>ruins here</source>
            <translation>zde ruiny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>tunnels: {clearings}</source>
            <translation>tunely: {clearings}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{a} attacks {d}</source>
            <translation>{a} útočí na {d}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{a} ⚔ {d}: deals {ah} · takes {dh}</source>
            <translation>{a} ⚔ {d}: způsobí {ah} · dostane {dh}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{count} {faction} {piece}. Drag to move (Shift: the whole stack); drop off the map or press Delete to remove.</source>
            <translation>{faction} – {piece}: {count}. Tažením přesunete (Shift: celý stoh); mimo mapu nebo klávesou Delete odstraníte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction} +{vp} VP</source>
            <translation>{faction} +{vp} VB</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction} +{vp} VP: the ferry (12.1.1)</source>
            <translation>{faction} +{vp} VB: trajekt (12.1.1)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction} scores +{vp} VP</source>
            <translation>{faction} získává +{vp} VB</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction}: {warriors} back from the Riverfolk's Payments</source>
            <translation>{faction}: {warriors} zpět z Plateb Říčního lidu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction}: {warriors} into the Riverfolk's Payments</source>
            <translation>{faction}: {warriors} do Plateb Říčního lidu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{label} · Arbiter?</source>
            <translation>{label} · Rozhodčí?</translation>
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
            <translation>Mýtina {n} ({suit}, priorita {p}, volná místa: {free} z {slots}{ruins})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Forest {id}</source>
            <translation>Les {id}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The Burrow (the Duchy's, adjacent to its tunnel clearings)</source>
            <translation>Nora (Hrabství, sousedí s mýtinami s jeho tunely)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>empty</source>
            <translation>prázdná</translation>
        </message>
    </context>
    <context>
        <name>BoardTextPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Board as text</source>
            <translation>Deska jako text</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Board</source>
            <translation>Deska</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The Root map; the same state is listed in the Board as text panel.</source>
            <translation>Mapa Rootu; stejný stav je vypsán v panelu Deska jako text.</translation>
        </message>
    </context>
    <context>
        <name>Boards</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Add {card} to the {column} column of the Decree</source>
            <translation>Přidat {card} do sloupce {column} Výnosu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Convert</source>
            <translation>Obrátit</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Crown the {minister}</source>
            <translation>Korunovat: {minister}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Crusade</source>
            <translation>Křížová výprava</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lizards: {changes}</source>
            <translation>Ještěři: {changes}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lost Souls (top first): {cards}</source>
            <translation>Ztracené duše (horní první): {cards}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Purge the Decree: discard {cards}, the {k} Loyal Viziers stay</source>
            <translation>Očista Výnosu: odhodit {cards}, Věrní vezíři ({k}) zůstávají</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Remove from the Decree: {cards}</source>
            <translation>Odebrat z Výnosu: {cards}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Riverfolk's Market, left to right: {cards}</source>
            <translation>Trh Říčního lidu zleva doprava: {cards}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Riverfolk's Market: add {cards} at the right end</source>
            <translation>Trh Říčního lidu: přidat {cards} na pravý konec</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Riverfolk's Market: take out {card} (card {position} from the left)</source>
            <translation>Trh Říčního lidu: vyjmout {card} ({position}. karta zleva)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Sanctify</source>
            <translation>Posvětit</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Decree stays as it is</source>
            <translation>Výnos zůstává beze změny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Lizards' board stays as it is</source>
            <translation>Deska Ještěrů zůstává beze změny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Riverfolk's Market stays as it is</source>
            <translation>Trh Říčního lidu zůstává beze změny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Vagabot's board stays as it is</source>
            <translation>Deska Tulabota zůstává beze změny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The ministers keep their crowns</source>
            <translation>Vyslanci si ponechávají koruny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The {minister} loses its crown</source>
            <translation>{minister} ztrácí korunu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Update the {faction}'s faction board</source>
            <translation>Aktualizovat desku frakce {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Vagabot: {changes}</source>
            <translation>Tulabot: {changes}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>acolytes {old} → {new}</source>
            <translation>akolyté {old} → {new}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>conspiracy marker to {space}</source>
            <translation>značka spiknutí na {space}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>cover a building slot in clearing {c}</source>
            <translation>zakrýt stavební místo na mýtině {c}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>damage {items}</source>
            <translation>poškodit: {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>empty</source>
            <translation>prázdné</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>exhaust {items}</source>
            <translation>vyčerpat: {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>gain {items}</source>
            <translation>získat: {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>garden tracks' VP {vps}</source>
            <translation>VB stupnic zahrad {vps}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>give up {items}</source>
            <translation>odevzdat: {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>marker to {space}</source>
            <translation>značka na {space}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>no quest left to draw</source>
            <translation>už žádný úkol k líznutí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>now {up} face up, {down} exhausted, {dup} damaged face up, {ddown} damaged face down</source>
            <translation>nyní lícem nahoru {up}, vyčerpané {down}, poškozené lícem nahoru {dup}, poškozené lícem dolů {ddown}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>quest completed</source>
            <translation>úkol splněn</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>quest: {suit}</source>
            <translation>úkol: {suit}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>refresh {items}</source>
            <translation>obnovit: {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>repair {items}</source>
            <translation>opravit: {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>revealed: {cards}</source>
            <translation>odhaleno: {cards}</translation>
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
            <translation>Navrhovaná změna této desky</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Proposed: {change}</source>
            <translation>Návrh: {change}</translation>
        </message>
    </context>
    <context>
        <name>BotHitsDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>&amp;Bot hit:</source>
            <translation>Zásahy &amp;bota:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>&amp;Hits:</source>
            <translation>&amp;Zásahy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Battle against a bot in clearing {n}</source>
            <translation>Bitva proti botovi na mýtině {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Dealt &amp;by:</source>
            <translation>Způsobil &amp;je:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>The app removes the bot's pieces as its rules say; mirror your own losses by hand.</source>
            <translation>Aplikace odstraní dílky bota podle jeho pravidel; své vlastní ztráty proveďte ručně.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>The bot was the defender</source>
            <translation>Bot byl obránce</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>nobody (no VP)</source>
            <translation>nikdo (bez VB)</translation>
        </message>
    </context>
    <context>
        <name>BotTexts</name>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>After each Convert, battle in that clearing dealing 1 extra hit (player tie: most defenseless buildings, then most VP).</source>
            <translation>Po každém Obrácení bojuj na té mýtině a způsob 1 zásah navíc (shoda hráčů: nejvíc bezbranných budov, pak nejvíc VB).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>After resolving the Decree, remove every defenseless enemy building and token in clearings with Eyrie warriors.</source>
            <translation>Po vyhodnocení Výnosu odstraň každou bezbrannou nepřátelskou budovu a žeton na mýtinách s bojovníky Orlů.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>After the Move step, take the clearing you rule of highest priority with no enemy pieces, move all but 1 warrior out of it (to the adjacent clearing with most enemy pieces), then battle in the destination.</source>
            <translation>Po kroku Pohyb vezmi ovládanou mýtinu s nejvyšší prioritou bez nepřátelských dílků, přesuň z ní všechny bojovníky kromě 1 (na sousední mýtinu s nejvíce nepřátelskými dílky) a pak bojuj v cíli.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Aid scores 1 extra VP and the aided player draws 2 cards instead of 1.</source>
            <translation>Pomoc získá 1 VB navíc a podpořený hráč si lízne 2 karty místo 1.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Also falls into turmoil if it cannot place a warrior. On turmoil it does not lose VP; instead it scores 1 VP per bird card in the Decree.</source>
            <translation>Upadá do zmatku i tehdy, když nemůže umístit bojovníka. Při zmatku neztrácí VB; místo toho získá 1 VB za každou ptačí kartu ve Výnosu.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As attacker, the maximum rolled hits is always 3.</source>
            <translation>Jako útočník je maximum hozených zásahů vždy 3.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As challenging, and score 1 VP at the end of Evening.</source>
            <translation>Jako náročná, a na konci Večera získej 1 VB.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As challenging; At the end of Evening, score 1 VP per two players (rounded up).</source>
            <translation>Jako náročná; na konci Večera získej 1 VB za každé dva hráče (zaokrouhleno nahoru).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As defender, never defenceless; each trade post in the clearing adds 1 to the maximum rolled hits.</source>
            <translation>Jako obránce nikdy bezbranný; každá obchodní stanice na mýtině zvýší maximum hozených zásahů o 1.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As defender, uses the same die as the attacker (both use the higher die).</source>
            <translation>Jako obránce používá stejnou kostku jako útočník (oba tu vyšší).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>At the end of Evening, Spread Sympathy once more without scoring for it.</source>
            <translation>Na konci Večera ještě jednou Šiř sympatie, bez bodů za to.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>At the start of battle as attacker, deal an immediate hit (scoring a point if it removes an enemy warrior).</source>
            <translation>Na začátku bitvy jako útočník způsob okamžitý zásah (a získej bod, pokud odstraní nepřátelského bojovníka).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Battle instead goes to the nearest clearing with the most pieces and targets the player with most pieces there; repairs one extra item in Evening.</source>
            <translation>Bitva se místo toho přesune na nejbližší mýtinu s nejvíce dílky a cílí na hráče, který tam má nejvíc dílků; ve Večeru opraví jeden předmět navíc.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Battles at most once per turn; at the end of Daylight repeats Quest as many times as possible.</source>
            <translation>Bojuje nejvýš jednou za tah; na konci Dne opakuje Úkol, kolikrát to jde.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Build and Garrison places 2 warriors.</source>
            <translation>Stavba a posádka umístí 2 bojovníky.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Build and Garrison places 2 warriors; at the end of Evening, score 1 VP per two players (rounded up).</source>
            <translation>Stavba a posádka umístí 2 bojovníky; na konci Večera získej 1 VB za každé dva hráče (zaokrouhleno nahoru).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Build and Garrison places no warrior.</source>
            <translation>Stavba a posádka neumístí žádného bojovníka.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Cost of Errors removes the crown from the bottom-most swayed minister whose suit matches a clearing where a building was removed.</source>
            <translation>Cena chyb odebere korunu nejspodnějšímu ovlivněnému vyslanci, jehož symbol odpovídá mýtině, kde byla odstraněna budova.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Defenseless sympathy tokens also benefit from Automated Ambush.</source>
            <translation>Z Automatické léčky mají prospěch i bezbranné žetony sympatií.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Dig twice per turn, each needing and moving only 3 warriors.</source>
            <translation>Hloubí dvakrát za tah, pokaždé potřebuje a přesouvá jen 3 bojovníky.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Dig's clearing tie becomes most enemy buildings, then fewest enemy warriors; if Build is impossible for lack of slots, battle in each clearing instead.</source>
            <translation>Shoda mýtin při Hloubení: nejvíc nepřátelských budov, pak nejméně nepřátelských bojovníků; pokud Stavba nejde pro nedostatek míst, bojuje místo toho na každé mýtině.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Each Crusade scores 1 extra VP if it removed any tokens.</source>
            <translation>Každá Křížová výprava získá 1 VB navíc, pokud odstranila nějaké žetony.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Each Marquise building needs two hits to remove; a single hit on a building does nothing.</source>
            <translation>Každou budovu Markýzy odstraní až dva zásahy; jediný zásah do budovy nic neudělá.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Each Recruit also places 2 warriors in the ordered clearing you rule of highest priority.</source>
            <translation>Každý Nábor také umístí 2 bojovníky na ovládanou rozkazovou mýtinu s nejvyšší prioritou.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>End of Daylight: place 2 warriors in the clearing of highest priority that has no Eyrie pieces.</source>
            <translation>Konec Dne: umísti 2 bojovníky na mýtinu s nejvyšší prioritou, kde nejsou žádné dílky Orlů.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>End of battle as defender: if 2+ Marquise warriors were removed, place 1 warrior in the keep clearing.</source>
            <translation>Konec bitvy jako obránce: pokud byli odstraněni 2+ bojovníci Markýzy, umísti 1 bojovníka na mýtinu Tvrze.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>End of battle as defender: if 2+ Marquise warriors were removed, place 2 warriors in the keep clearing.</source>
            <translation>Konec bitvy jako obránce: pokud byli odstraněni 2+ bojovníci Markýzy, umísti 2 bojovníky na mýtinu Tvrze.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>End of turn: draw a card and add it to Lost Souls.</source>
            <translation>Konec tahu: lízni kartu a přidej ji ke Ztraceným duším.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Enemies can score at most 1 VP per turn for removing sympathy tokens.</source>
            <translation>Nepřátelé mohou za odstranění žetonů sympatií získat nejvýš 1 VB za tah.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Enemies score no VP for removing sympathy tokens.</source>
            <translation>Nepřátelé nezískávají VB za odstranění žetonů sympatií.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Expand / repeat-Daylight may happen twice per turn instead of once.</source>
            <translation>Rozšíření / opakovaný Den může proběhnout dvakrát za tah místo jednou.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Gains Guerrilla War (as defender uses the higher die; attacker the lower).</source>
            <translation>Získává Partyzánskou válku (jako obránce použije vyšší kostku, útočník nižší).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>If a human does not buy Mercenaries on their turn, the Riverfolk warriors act as if all that player's enemies bought Mercenaries; the Vagabond may buy Mercenaries to avoid this but gains no benefit.</source>
            <translation>Pokud člověk ve svém tahu nekoupí Žoldnéře, bojovníci Říčního lidu jednají, jako by Žoldnéře koupili všichni nepřátelé toho hráče; Tulák si je může koupit, aby tomu zabránil, ale nic z nich nemá.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Organize needs 3+ Alliance warriors.</source>
            <translation>Organizace potřebuje 3+ bojovníky Aliance.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Organize only with 4+ warriors.</source>
            <translation>Organizace jen se 4+ bojovníky.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Organize with 2+ warriors.</source>
            <translation>Organizace se 2+ bojovníky.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit 1 (+1 per mole showing).</source>
            <translation>Nábor 1 (+1 za každého odkrytého krtka).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit 3 (+moles).</source>
            <translation>Nábor 3 (+krtci).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit 3 (+moles); At the end of Evening, score 1 VP per two players (rounded up).</source>
            <translation>Nábor 3 (+krtci); na konci Večera získej 1 VB za každé dva hráče (zaokrouhleno nahoru).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit for the bird column places one fewer warrior.</source>
            <translation>Nábor pro ptačí sloupec umístí o jednoho bojovníka méně.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit for the bird column places one more warrior.</source>
            <translation>Nábor pro ptačí sloupec umístí o jednoho bojovníka více.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit in Escalated (bird) Daylight places double warriors.</source>
            <translation>Nábor v Eskalovaném (ptačím) Dni umístí dvojnásobek bojovníků.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit places 3 warriors.</source>
            <translation>Nábor umístí 3 bojovníky.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit places 4 warriors.</source>
            <translation>Nábor umístí 4 bojovníky.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit places 5 warriors.</source>
            <translation>Nábor umístí 5 bojovníků.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit places only 2 warriors.</source>
            <translation>Nábor umístí jen 2 bojovníky.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Refresh one fewer item in Evening.</source>
            <translation>Ve Večeru obnov o jeden předmět méně.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Refresh one fewer item.</source>
            <translation>Obnov o jeden předmět méně.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Refresh one more item.</source>
            <translation>Obnov o jeden předmět více.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Rituals reveal 3 Lost Souls cards.</source>
            <translation>Rituály odkryjí 3 karty Ztracených duší.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Rituals reveal 5 cards.</source>
            <translation>Rituály odkryjí 5 karet.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Rituals reveal 5 cards; at the end of Evening, score 1 VP per two players (rounded up).</source>
            <translation>Rituály odkryjí 5 karet; na konci Večera získej 1 VB za každé dva hráče (zaokrouhleno nahoru).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Setup: also take a bird Ambush card from the deck into the bird column.</source>
            <translation>Příprava: vezmi také z balíčku ptačí kartu Léčka do ptačího sloupce.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Setup: only one Loyal Vizier in the Decree.</source>
            <translation>Příprava: ve Výnosu jen jeden Věrný vezír.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>When Aiding with no items available, move to aid the lowest-scoring player, exhaust 1 item to score 1 VP; they draw 1 card.</source>
            <translation>Při Pomoci bez dostupných předmětů se přesuň pomoct hráči s nejméně body, vyčerpej 1 předmět a získej 1 VB; ten hráč si lízne 1 kartu.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>When a human triggers Cost of Errors they must discard a card matching a clearing of removal: if they do, the Duchy loses 1 VP; if not, the Duchy sways a matching minister.</source>
            <translation>Když člověk spustí Cenu chyb, musí odhodit kartu odpovídající mýtině odstranění: pokud ano, Hrabství ztrácí 1 VB; pokud ne, Hrabství ovlivní odpovídajícího vyslance.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Whenever performing a bird ritual, also move a warrior from supply into Acolytes.</source>
            <translation>Při každém ptačím rituálu také přesuň bojovníka ze zásoby mezi Akolyty.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Whenever the Eyrie remove an enemy building or token, its owner loses 1 VP.</source>
            <translation>Kdykoli Orli odstraní nepřátelskou budovu nebo žeton, jeho vlastník ztrácí 1 VB.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Whenever the player with the most victory points buys any number of services, score 1 VP.</source>
            <translation>Kdykoli hráč s nejvíce vítěznými body koupí libovolný počet služeb, získej 1 VB.</translation>
        </message>
    </context>
    <context>
        <name>CardDiscardedDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>A card spent or discarded</source>
            <translation>Vydaná nebo odhozená karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Which card was spent or discarded at the table?</source>
            <translation>Která karta byla u stolu vydána nebo odhozena?</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>A Visit to Friends</source>
            <translation>Návštěva u přátel</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Ambush!</source>
            <translation>Léčka!</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Anvil</source>
            <translation>Kovadlina</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Armorers</source>
            <translation>Zbrojíři</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Arms Trader</source>
            <translation>Obchodník se zbraněmi</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Bake Sale</source>
            <translation>Dobročinný prodej</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Better Burrow Bank</source>
            <translation>Lepší norová banka</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Birdy Bindle</source>
            <translation>Ptačí ranec</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Boat Builders</source>
            <translation>Loďaři</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Brutal Tactics</source>
            <translation>Brutální taktika</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Charm Offensive</source>
            <translation>Ofenzíva šarmu</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Cobbler</source>
            <translation>Švec</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Codebreakers</source>
            <translation>Luštitelé šifer</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Coffin Makers</source>
            <translation>Rakvaři</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Command Warren</source>
            <translation>Velitelská nora</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Corvid Planners</source>
            <translation>Krkavčí plánovači</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Crossbow</source>
            <translation>Kuše</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Dominance</source>
            <translation>Nadvláda</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Eyrie Emigre</source>
            <translation>Orlí emigrant</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>False Orders</source>
            <translation>Falešné rozkazy</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Favor of the Foxes</source>
            <translation>Přízeň lišek</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Favor of the Mice</source>
            <translation>Přízeň myší</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Favor of the Rabbits</source>
            <translation>Přízeň králíků</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Fox Partisans</source>
            <translation>Liščí partyzáni</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Foxfolk Steel</source>
            <translation>Liščí ocel</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Gently Used Knapsack</source>
            <translation>Šetrně nošená torna</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Informants</source>
            <translation>Informátoři</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Investments</source>
            <translation>Investice</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>League of Adventurous Mice</source>
            <translation>Liga dobrodružných myší</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Master Engravers</source>
            <translation>Mistři rytci</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Mouse Partisans</source>
            <translation>Myší partyzáni</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Mouse-in-a-Sack</source>
            <translation>Myš v pytli</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Murine Broker</source>
            <translation>Myší makléř</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Propaganda Bureau</source>
            <translation>Úřad propagandy</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Protection Racket</source>
            <translation>Výpalné</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Rabbit Partisans</source>
            <translation>Králičí partyzáni</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Root Tea</source>
            <translation>Kořenový čaj</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Royal Claim</source>
            <translation>Královský nárok</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Saboteurs</source>
            <translation>Sabotéři</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Sappers</source>
            <translation>Ženisté</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Scouting Party</source>
            <translation>Průzkumná hlídka</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Smuggler's Trail</source>
            <translation>Pašerácká stezka</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Soup Kitchens</source>
            <translation>Vývařovny</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Stand and Deliver!</source>
            <translation>Stůj a vydej!</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Swap Meet</source>
            <translation>Burza</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Sword</source>
            <translation>Meč</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Tax Collector</source>
            <translation>Výběrčí daní</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Travel Gear</source>
            <translation>Cestovní výbava</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Tunnels</source>
            <translation>Tunely</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Woodland Runners</source>
            <translation>Lesní běžci</translation>
        </message>
    </context>
    <context>
        <name>CorvidsBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Face down on the map (?): {clearings}.</source>
            <translation>Lícem dolů na mapě (?): {clearings}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Face down on the map: none.</source>
            <translation>Lícem dolů na mapě: žádné.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Face-down plots on the map</source>
            <translation>Plány lícem dolů na mapě</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Plots</source>
            <translation>Plány</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Plots in the supply</source>
            <translation>Plány v zásobě</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Warriors: {on} on the map, {left} in the supply.</source>
            <translation>Bojovníci: {on} na mapě, {left} v zásobě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>face up in {clearings}</source>
            <translation>lícem nahoru: {clearings}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>none face up</source>
            <translation>žádný lícem nahoru</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{n} of 8 in the supply, face down: nobody knows which.</source>
            <translation>{n} z 8 v zásobě, lícem dolů: nikdo neví které.</translation>
        </message>
    </context>
    <context>
        <name>DecreeChip</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>. A Loyal Vizier: never purged (5.7.2).</source>
            <translation>. Věrný vezír: nikdy se neodhazuje při očistě (5.7.2).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Remove from the Decree (correction)</source>
            <translation>Odebrat z Výnosu (oprava)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Vizier</source>
            <translation>Vezír</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>no item</source>
            <translation>bez předmětu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{card} ({suit}, {item}) in the {column} column</source>
            <translation>{card} ({suit}, {item}) ve sloupci {column}</translation>
        </message>
    </context>
    <context>
        <name>DiceForm</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>&amp;Roll for me</source>
            <translation>&amp;Hodit za mě</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Dice rolled:</source>
            <translation>Hozené kostky:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Die {n}</source>
            <translation>Kostka {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Use these &amp;dice</source>
            <translation>Použít tyto &amp;kostky</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Vagabond's undamaged swords</source>
            <translation>Nepoškozené meče Tuláka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Vagabond's undamaged swords:</source>
            <translation>Nepoškozené meče Tuláka:</translation>
        </message>
    </context>
    <context>
        <name>DuchyBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> Mole icons uncovered: {n} (Recruit places {more}).</source>
            <translation> Odkryté ikony krtků: {n} (Nábor umístí {more}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Burrow: {n}, adjacent to the tunnel clearings ({tunnels}). Warriors in the supply: {left}.</source>
            <translation>Nora: {n}, sousedí s mýtinami s tunely ({tunnels}). Bojovníci v zásobě: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Crowned: {crowned}. Burrow: {n}; it is adjacent to the tunnel clearings ({tunnels}). Mole icons: {moles}. Warriors in the supply: {left}.</source>
            <translation>Korunovaní: {crowned}. Nora: {n}; sousedí s mýtinami s tunely ({tunnels}). Ikony krtků: {moles}. Bojovníci v zásobě: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Crowns: {on} on ministers, {left} in the supply.</source>
            <translation>Koruny: {on} na vyslancích, {left} v zásobě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Ministers (top to bottom, left to right)</source>
            <translation>Vyslanci (shora dolů, zleva doprava)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Ticked: the {minister} wears a crown ({kind}).</source>
            <translation>Zaškrtnuto: {minister} nosí korunu ({kind}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>an ability</source>
            <translation>schopnost</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>an action</source>
            <translation>akce</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>mole</source>
            <translation>krtek</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>none</source>
            <translation>žádní</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{minister}'s crown</source>
            <translation>koruna: {minister}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{pieces}: {n} on the map, {left} on the track.</source>
            <translation>{pieces} – na mapě: {n}, na stupnici: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{piece} track</source>
            <translation>stupnice: {piece}</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A Root die shows 0 to 3, not {die}.</source>
            <translation>Kostka Rootu ukazuje 0 až 3, ne {die}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A Root die shows 0 to 3.</source>
            <translation>Kostka Rootu ukazuje 0 až 3.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A clearing has 1 to 3 building slots printed, not {slots}.</source>
            <translation>Mýtina má natištěná 1 až 3 stavební místa, ne {slots}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A face-up snare is in clearing {clearing}: the {faction} cannot move pieces out of it (11.7.2).</source>
            <translation>Na mýtině {clearing} je past lícem nahoru: {faction} z ní nemůže přesouvat dílky (11.7.2).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A face-up snare is in clearing {clearing}: the {faction} cannot place pieces there (11.7.2).</source>
            <translation>Na mýtině {clearing} je past lícem nahoru: {faction} tam nemůže umisťovat dílky (11.7.2).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A human Riverfolk has no Market: the Hand Card is a card from their hand.</source>
            <translation>Lidský Říční lid nemá Trh: karta z ruky je karta z ruky hráče.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A player opens a closed path; only a correction closes {a}–{b} again.</source>
            <translation>Uzavřenou cestu otevírá hráč; cestu {a}–{b} znovu uzavře jen oprava.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A river joins two different clearings of this map, not {a} and {b}.</source>
            <translation>Řeka spojuje dvě různé mýtiny této mapy, ne {a} a {b}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A simulated turn did not end (seed {seed}, round {round}): the engine loops, a bug.</source>
            <translation>Simulovaný tah neskončil (seed {seed}, kolo {round}): engine se zacyklil, chyba.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A {piece} can only stand in a clearing of its suit, not in {clearing}.</source>
            <translation>{piece} smí stát jen na mýtině svého symbolu, ne na mýtině {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Both {piece} plots are already face up on the map.</source>
            <translation>Oba plány typu {piece} už jsou na mapě lícem nahoru.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose at least one service.</source>
            <translation>Vyberte aspoň jednu službu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose exactly one option ({topic}).</source>
            <translation>Vyberte právě jednu možnost ({topic}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose one Market card for each Hand Card ({hand_cards}), not {cards}.</source>
            <translation>Vyberte jednu kartu z Trhu za každou kartu z ruky ({hand_cards}), ne {cards}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose one of: {options}.</source>
            <translation>Vyberte jednu z možností: {options}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose pieces to remove: exactly {hits}.</source>
            <translation>Vyberte dílky k odstranění: právě {hits}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has a plot token.</source>
            <translation>Na mýtině {clearing} už je žeton plánu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has a sympathy token.</source>
            <translation>Na mýtině {clearing} už je žeton sympatií.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has a trade post.</source>
            <translation>Na mýtině {clearing} už je obchodní stanice.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has a tunnel.</source>
            <translation>Na mýtině {clearing} už je tunel.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has the Keep.</source>
            <translation>Na mýtině {clearing} už je Tvrz.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has no face-down plot.</source>
            <translation>Na mýtině {clearing} není plán lícem dolů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has no face-up bomb.</source>
            <translation>Na mýtině {clearing} není bomba lícem nahoru.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has no free building slot.</source>
            <translation>Na mýtině {clearing} není volné stavební místo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has {used} slots filled (buildings and ruin): it cannot have only {slots}.</source>
            <translation>Mýtina {clearing} má obsazených {used} míst (budovy a ruina): nemůže mít jen {slots}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} holds the {faction}'s {piece}, which needs its own suit: move or remove it first.</source>
            <translation>Na mýtině {clearing} stojí {piece} frakce {faction}, který potřebuje svůj symbol: nejdřív ho přesuňte nebo odstraňte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Each service costs 1 to 4 warriors: {low} to {high} in all, not {paid}.</source>
            <translation>Každá služba stojí 1 až 4 bojovníky: celkem {low} až {high}, ne {paid}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Enter the warriors paid: the human Riverfolk set the costs on their board.</source>
            <translation>Zadejte zaplacené bojovníky: lidský Říční lid si ceny nastavuje na své desce.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every plot is already face up: no face is left to draw.</source>
            <translation>Všechny plány už jsou lícem nahoru: nezbývá žádný líc k vylosování.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Finish or skip the setup checklist first: play has not started.</source>
            <translation>Nejprve dokončete nebo přeskočte kontrolní seznam přípravy: hra ještě nezačala.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>First enter the cards the bots draw at setup; then the first turn begins.</source>
            <translation>Nejprve zadejte karty, které si boti líznou při přípravě; pak začne první tah.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>It is a bot's turn: confirm its steps instead.</source>
            <translation>Je na tahu bot: místo toho potvrzujte jeho kroky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mercenaries split the {hits} hits evenly: the Riverfolk warriors take half, not {riverfolk}.</source>
            <translation>Žoldnéři dělí {hits} zásahů rovným dílem: bojovníci Říčního lidu dostanou polovinu, ne {riverfolk}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No Riverfolk plays: there are no services to buy.</source>
            <translation>Říční lid nehraje: nejsou žádné služby ke koupi.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No card of this deck is a {suit} card with {item}.</source>
            <translation>Žádná karta tohoto balíčku není karta ({suit}) s předmětem {item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {item} left in the supply any more: re-plan the step.</source>
            <translation>V zásobě už nezbývá {item}: naplánujte krok znovu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {piece} left in the {faction}'s supply ({available} left).</source>
            <translation>V zásobě frakce {faction} nezbývá {piece} (zbývá {available}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only a Market card the bot buys can become its order card.</source>
            <translation>Kartou rozkazu se může stát jen karta z Trhu, kterou bot koupí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only a bot buying exactly one Market card can make it its order card.</source>
            <translation>Kartou rozkazu ji může udělat jen bot, který kupuje právě jednu kartu z Trhu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only one Vagabond can sit at the table, human or Vagabot. The Law of Root allows a second Vagabond (setup letter E) only with the Riverfolk expansion's second pawn and rules, and the Law of Rootbotics has no rules for a second Vagabot; Tablebot has neither.</source>
            <translation>U stolu může sedět jen jeden Tulák, lidský nebo Tulabot. Zákon Rootu dovoluje druhého Tuláka (písmeno přípravy E) jen s druhou figurkou a pravidly rozšíření Říčního lidu a Zákon rootbotiky nemá pravidla pro druhého Tulabota; Tablebot nemá ani jedno.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only the Duchy may place or move pieces into the Burrow, not the {faction}.</source>
            <translation>Do Nory smí umisťovat nebo přesouvat dílky jen Hrabství, ne {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only the Marquise places pieces in the Keep's clearing {clearing} (others may move in).</source>
            <translation>Na mýtinu Tvrze {clearing} umisťuje dílky jen Markýza (ostatní se tam smějí přesunout).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only the Vagabond's pawn can stand in a forest, not a {piece}.</source>
            <translation>V lese smí stát jen figurka Tuláka, ne {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only {available} {faction} {piece} in {place}.</source>
            <translation>{faction} – {piece} ({place}): jen {available}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Suit markers are fox, mouse or rabbit.</source>
            <translation>Žetony symbolů jsou liška, myš nebo králík.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That answer does not fit the question ({question}).</source>
            <translation>Tato odpověď neodpovídá otázce ({question}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That board belongs to another bot, not to the {faction}.</source>
            <translation>Tato deska patří jinému botovi, ne frakci {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That costs {cost:warrior}; the {faction} has {available} in its supply.</source>
            <translation>To stojí {cost:warrior}; {faction} má v zásobě {available}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That is not one of the options ({topic}).</source>
            <translation>To není jedna z možností ({topic}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Burrow has no building slots: only Duchy warriors stand there, not a {piece}.</source>
            <translation>Nora nemá stavební místa: stojí tam jen bojovníci Hrabství, ne {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Corvids do not expose their own plots.</source>
            <translation>Krkavci neodhalují vlastní plány.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Keep must go in a corner; {clearing} is not one.</source>
            <translation>Tvrz musí být v rohu; {clearing} není roh.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk bot's price is {cost} warriors (9.2.3), not {paid}.</source>
            <translation>Cena bota Říčního lidu je {cost} bojovníků (9.2.3), ne {paid}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk do not buy their own services.</source>
            <translation>Říční lid nekupuje vlastní služby.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot has no character {character}.</source>
            <translation>Tulabot nemá postavu {character}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot's pawn is not on the map.</source>
            <translation>Figurka Tulabota není na mapě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The board changed since this step was planned; here is the new plan.</source>
            <translation>Deska se od naplánování kroku změnila; zde je nový plán.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bot {bot} is not available in this version yet.</source>
            <translation>Bot {bot} zatím v této verzi není k dispozici.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The ferry is in clearing {clearing}: move it before taking the clearing off the coast.</source>
            <translation>Trajekt je na mýtině {clearing}: přesuňte ho, než mýtinu odeberete z pobřeží.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The ferry sails the lake: clearing {clearing} is not coastal.</source>
            <translation>Trajekt pluje po jezeře: mýtina {clearing} není pobřežní.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The game is over: undo to go back, or start a new game.</source>
            <translation>Hra skončila: vraťte se zpět, nebo začněte novou hru.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The path {a}–{b} is already open.</source>
            <translation>Cesta {a}–{b} už je otevřená.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The path {a}–{b} is still closed: the {faction} cannot move along it. It must be opened first (Law of Root C.3.3: a player with pieces at either end spends a card in Daylight).</source>
            <translation>Cesta {a}–{b} je stále uzavřená: {faction} se po ní nemůže pohybovat. Nejdřív ji musí otevřít (Zákon Rootu C.3.3: hráč s dílky na jednom z jejích konců vydá ve Dni kartu).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The piece is already in {place}.</source>
            <translation>Dílek už tam je ({place}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The setup checklist takes Done or Skip, not {chosen}.</source>
            <translation>Kontrolní seznam přípravy přijímá Hotovo nebo Přeskočit, ne {chosen}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The start of the {faction}'s Birdsong is over (it bought, or something else was recorded this turn): undo to buy services.</source>
            <translation>Začátek Rozbřesku frakce {faction} skončil (koupila nebo se v tomto tahu zaznamenalo něco jiného): pro koupi služeb se vraťte zpět.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The suit markers are 4 of each suit; this layout has {count} {suit}. Check the markers on the table.</source>
            <translation>Žetonů symbolů jsou 4 od každého symbolu; toto rozložení má {suit}: {count}. Zkontrolujte žetony na stole.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The supply holds 0 to 3 {item}, not {count}.</source>
            <translation>V zásobě je 0 až 3 {item}, ne {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} would enlist the {arbiter} here: say whether it is the Arbiter.</source>
            <translation>{defender} by zde najal {arbiter}: řekněte, zda je to Rozhodčí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} buys services at the start of its own Birdsong; it is the {current}'s turn.</source>
            <translation>{faction} kupuje služby na začátku svého Rozbřesku; teď je na tahu {current}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} chooses which buildings or tokens its last {hits} hits remove ({options}).</source>
            <translation>{faction} volí, které budovy nebo žetony odstraní poslední zásahy ({hits}) ({options}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} does not play the Investors trait.</source>
            <translation>{faction} nehraje s vlastností Investoři.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has no warriors (or pawn) in clearing {clearing} to battle with.</source>
            <translation>{faction} nemá na mýtině {clearing} bojovníky (ani figurku) k bitvě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has no {piece} in this game.</source>
            <translation>{faction} v této hře nemá {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has only {available:warrior} to put in the Riverfolk's Payments, not {count}.</source>
            <translation>{faction} má jen {available:warrior} pro Platby Říčního lidu, ne {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is a bot: bots never open closed paths (12.2.1).</source>
            <translation>{faction} je bot: boti nikdy neotevírají uzavřené cesty (12.2.1).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is a bot: its battles are its own steps.</source>
            <translation>{faction} je bot: jeho bitvy jsou jeho vlastní kroky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is a bot: this is a human player's effect.</source>
            <translation>{faction} je bot: toto je efekt lidského hráče.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is not in this game.</source>
            <translation>{faction} v této hře není.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is not played by a bot.</source>
            <translation>{faction} nehraje bot.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} may buy {most:service} (one, plus one per clearing with its pieces and a trade post), not {count}.</source>
            <translation>{faction} smí koupit {most:service} (jednu a další za každou mýtinu s jejími dílky a obchodní stanicí), ne {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} needs a piece in clearing {a} or {b} to open the path between them (Law of Root C.3.3).</source>
            <translation>{faction} potřebuje k otevření cesty dílek na mýtině {a} nebo {b} (Zákon Rootu C.3.3).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction}'s pawn never leaves the map (7.2.1): drag it to where it stands instead.</source>
            <translation>Figurka frakce {faction} nikdy neopouští mapu (7.2.1): místo toho ji přetáhněte tam, kde stojí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There are not that many {piece} in the clearing.</source>
            <translation>Na mýtině není tolik dílků typu {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There is no Burrow: the Duchy is not in this game.</source>
            <translation>Není žádná Nora: Hrabství v této hře není.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There is no card {card} in this deck.</source>
            <translation>V tomto balíčku není karta {card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There is no item {item} in the supply.</source>
            <translation>V zásobě není předmět {item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There is no place {place} on this map.</source>
            <translation>Na této mapě není místo {place}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>This version of Tablebot does not know the bot {bot}.</source>
            <translation>Tato verze Tablebotu nezná bota {bot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Undamaged swords go from 0 to 20, not {swords}.</source>
            <translation>Nepoškozených mečů je 0 až 20, ne {swords}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Victory points go from 0 to {max}, not {vp}.</source>
            <translation>Vítězných bodů je 0 až {max}, ne {vp}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{a}–{b} is not one of {map}'s closed paths.</source>
            <translation>{a}–{b} není uzavřená cesta mapy {map}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is a dominance card, removed from the deck in this game.</source>
            <translation>{card} je karta nadvlády, v této hře odebraná z balíčku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is no longer the top card of the app's deck.</source>
            <translation>{card} už není vrchní karta balíčku aplikace.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is not in the Riverfolk's Market.</source>
            <translation>{card} není na Trhu Říčního lidu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is not in the app's deck.</source>
            <translation>{card} není v balíčku aplikace.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{count:item} is more than the Vagabot can hold.</source>
            <translation>{count:item} je víc, než Tulabot unese.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{count} suit markers for {clearings} clearings: lay one on each clearing.</source>
            <translation>{count} žetonů symbolů na {clearings} mýtin: položte jeden na každou mýtinu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{face} is not a plot.</source>
            <translation>{face} není plán.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map} has its suits printed: it takes no suit markers.</source>
            <translation>{map} má symboly natištěné: žetony symbolů nebere.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map} has its suits printed; clearing {clearing} takes no suit marker.</source>
            <translation>{map} má symboly natištěné; mýtina {clearing} žeton symbolu nebere.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map} has no lake and no ferry.</source>
            <translation>{map} nemá jezero ani trajekt.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{option} is not one of the services offered.</source>
            <translation>{option} není mezi nabízenými službami.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{service} lasts the whole turn: buy it once.</source>
            <translation>{service} platí celý tah: kupte jen jednou.</translation>
        </message>
    </context>
    <context>
        <name>EyrieBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> (a correction: the Eyrie adds its order cards itself)</source>
            <translation> (oprava: Orli si karty rozkazu přidávají sami)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>+ card</source>
            <translation>+ karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>A {suit} card (name not known)</source>
            <translation>Karta ({suit}) (jméno neznámé)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Add a card to the {column} column</source>
            <translation>Přidat kartu do sloupce {column}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Decree</source>
            <translation>Výnos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Decree — {columns}</source>
            <translation>Výnos — {columns}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Largest column: {column} ({n} cards, marked ★).</source>
            <translation>Největší sloupec: {column} ({n} karet, označen ★).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Loyal Vizier</source>
            <translation>Věrný vezír</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>No column is larger than every other.</source>
            <translation>Žádný sloupec není větší než všechny ostatní.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Roost track</source>
            <translation>Stupnice hnízd</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Roosts: {on} on the map, {left} on the track. Evening scores {vp} VP (the rightmost empty space).</source>
            <translation>Hnízda: {on} na mapě, {left} na stupnici. Večer získá {vp} VB (nejpravější prázdné pole).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{column} column: {n} cards</source>
            <translation>Sloupec {column}: karty: {n}</translation>
        </message>
    </context>
    <context>
        <name>FactionBoards</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Bots' faction boards</source>
            <translation>Desky frakcí botů</translation>
        </message>
    </context>
    <context>
        <name>FactionPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source> ({n} viziers)</source>
            <translation> (vezíři: {n})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>&lt;b&gt;{bot}&lt;/b&gt; ({faction})&lt;br&gt;Difficulty: {difficulty}&lt;br&gt;Traits: {traits}&lt;br&gt;Printing: {printing}</source>
            <translation>&lt;b&gt;{bot}&lt;/b&gt; ({faction})&lt;br&gt;Obtížnost: {difficulty}&lt;br&gt;Vlastnosti: {traits}&lt;br&gt;Vydání: {printing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>A card a player spent or discarded at the table: onto the discard pile, or to a bot that takes discarded cards</source>
            <translation>Karta, kterou hráč u stolu vydal nebo odhodil: na odhazovací balíček, nebo botovi, který odhozené karty bere</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>A card was s&amp;pent or discarded…</source>
            <translation>Karta byla &amp;vydána nebo odhozena…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>At the start of the player's Birdsong, before anything else this turn</source>
            <translation>Na začátku Rozbřesku hráče, před čímkoli jiným v tomto tahu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Buy Riverfolk ser&amp;vices…</source>
            <translation>Koupit &amp;služby Říčního lidu…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Character: {name}</source>
            <translation>Postava: {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Decree: {columns}</source>
            <translation>Výnos: {columns}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Discarded: {cards}</source>
            <translation>Odhozeno: {cards}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Item supply</source>
            <translation>Zásoba předmětů</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Items: {ready} ready, {exhausted} exhausted, {damaged} damaged; track {track} (max hits {hits}); quest: {quest}</source>
            <translation>Předměty: připravené {ready}, vyčerpané {exhausted}, poškozené {damaged}; stupnice {track} (max. zásahů {hits}); úkol: {quest}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Lost Souls: {cards}; acolytes: {acolytes}; conspiracy marker: {space}</source>
            <translation>Ztracené duše: {cards}; akolyté: {acolytes}; značka spiknutí: {space}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Market (left to right): {cards}</source>
            <translation>Trh (zleva doprava): {cards}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Order card: &lt;b&gt;{card}&lt;/b&gt; ({suit}, {item})</source>
            <translation>Karta rozkazu: &lt;b&gt;{card}&lt;/b&gt; ({suit}, {item})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Order card: not revealed yet</source>
            <translation>Karta rozkazu: ještě neodkryta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Order: &lt;b&gt;{suit}&lt;/b&gt;</source>
            <translation>Rozkaz: &lt;b&gt;{suit}&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Right-click: cards a human gives or takes (2.8.1)</source>
            <translation>Pravé tlačítko: karty, které člověk dává nebo bere (2.8.1)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The app draws the bots' cards: {n} left in its deck</source>
            <translation>Aplikace líže karty botů: v jejím balíčku zbývá {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {human} gives the {bot} a card (discarded, the bot scores 1 VP)</source>
            <translation>{human} dává botovi {bot} kartu (odhozena, bot získá 1 VB)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {human} takes a card from the {bot} (draws from the deck instead)</source>
            <translation>{human} bere kartu botovi {bot} (místo toho líže z balíčku)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Victory points</source>
            <translation>Vítězné body</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>bot</source>
            <translation>bot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>empty</source>
            <translation>prázdné</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>human player</source>
            <translation>lidský hráč</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>no item</source>
            <translation>bez předmětu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>none</source>
            <translation>žádné</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction} victory points</source>
            <translation>Vítězné body: {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{item} in the supply</source>
            <translation>{item} v zásobě</translation>
        </message>
    </context>
    <context>
        <name>HumanBattleDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>&amp;Attacker:</source>
            <translation>Úto&amp;čník:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>&amp;Defending bot:</source>
            <translation>&amp;Bránící bot:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Battle against a bot in clearing {n}</source>
            <translation>Bitva proti botovi na mýtině {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Die &amp;{n}:</source>
            <translation>Kostka &amp;{n}:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Enter the dice as rolled; the app applies both sides' hits as the rules say.</source>
            <translation>Zadejte hozené kostky; aplikace uplatní zásahy obou stran podle pravidel.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>The Vagabond here is the &amp;Arbiter (the bot may enlist it)</source>
            <translation>Tulák je zde &amp;Rozhodčí (bot ho může najmout)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Vagabond's undamaged &amp;swords:</source>
            <translation>Nepoškozené &amp;meče Tuláka:</translation>
        </message>
    </context>
    <context>
        <name>Investors</name>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>&amp;No (the Duchy sways a {suit} minister)</source>
            <translation>&amp;Ne (Hrabství ovlivní vyslance: {suit})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>&amp;Yes (the Duchy loses 1 VP)</source>
            <translation>&amp;Ano (Hrabství ztrácí 1 VB)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>Duchy buildings removed in clearing {c} ({suit}): did the {who} discard a {suit} card?</source>
            <translation>Budovy Hrabství odstraněny na mýtině {c} ({suit}): odhodil(a) {who} kartu ({suit})?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>Investors</source>
            <translation>Investoři</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>Trait Investors: a human who sets off the Price of Failure discards a matching card and the Duchy loses 1 VP; if they do not, the Duchy sways a minister of that suit.</source>
            <translation>Vlastnost Investoři: člověk, který spustí Cenu chyb, odhodí odpovídající kartu a Hrabství ztrácí 1 VB; pokud to neudělá, Hrabství ovlivní vyslance toho symbolu.</translation>
        </message>
    </context>
    <context>
        <name>ItemBox</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Vagabot items: {box}</source>
            <translation>Předměty Tulabota: {box}</translation>
        </message>
    </context>
    <context>
        <name>LizardsBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> (a card spent or discarded at the table, 8.2.4)</source>
            <translation> (karta vydaná nebo odhozená u stolu, 8.2.4)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>&amp;Acolytes:</source>
            <translation>&amp;Akolyté:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>+ card</source>
            <translation>+ karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>A {suit} card (name not known)</source>
            <translation>Karta ({suit}) (jméno neznámé)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Conspiracy</source>
            <translation>Spiknutí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Conspiracy marker's space</source>
            <translation>Pole značky spiknutí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Conspiracy track</source>
            <translation>Stupnice spiknutí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Garden track &amp;VP:</source>
            <translation>&amp;VB stupnice zahrad:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lizards' acolytes</source>
            <translation>Akolyté Ještěrů</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lost Souls (top first)</source>
            <translation>Ztracené duše (horní první)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lost Souls: {n} cards; {acolytes} acolytes; marker on {space}. Warriors: {on} on the map, {left} in the supply.</source>
            <translation>Ztracené duše: karty: {n}; akolyté: {acolytes}; značka na {space}. Bojovníci: {on} na mapě, {left} v zásobě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Not in the rulebook: 0, 1, 2, 3, 4 by ruling garden-track-vp. Correct them if your board prints others (five numbers).</source>
            <translation>Není v pravidlech: 0, 1, 2, 3, 4 podle výkladu garden-track-vp. Opravte je, pokud vaše deska ukazuje jiné (pět čísel).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Put a card on top of the Lost Souls</source>
            <translation>Položit kartu navrch Ztracených duší</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Revealed this Daylight</source>
            <translation>Odkryto v tomto Dni</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Lost Souls are empty.</source>
            <translation>Ztracené duše jsou prázdné.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The conspiracy marker is on space {n}, {name}.</source>
            <translation>Značka spiknutí je na poli {n}, {name}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>VP printed on the garden tracks, left to right</source>
            <translation>VB natištěné na stupnicích zahrad, zleva doprava</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Warriors: {on} on the map, {left} in the supply.</source>
            <translation>Bojovníci: {on} na mapě, {left} v zásobě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{n} cards: {counts}.</source>
            <translation>Karty: {n}: {counts}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} garden track</source>
            <translation>Stupnice zahrad: {suit}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} gardens</source>
            <translation>Zahrady: {suit}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} gardens: {on} on the map, {left} on the track; scores {vp} VP.</source>
            <translation>Zahrady ({suit}): {on} na mapě, {left} na stupnici; získá {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{vp} VP</source>
            <translation>{vp} VB</translation>
        </message>
    </context>
    <context>
        <name>LossesDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Choose the {hits} pieces the remaining hits remove.</source>
            <translation>Vyberte dílky ({hits}), které odstraní zbývající zásahy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>The {faction}'s losses</source>
            <translation>Ztráty frakce {faction}</translation>
        </message>
    </context>
    <context>
        <name>LostSoulChip</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Move to the top (correction)</source>
            <translation>Přesunout navrch (oprava)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Remove (correction)</source>
            <translation>Odebrat (oprava)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>card {n} from the top</source>
            <translation>karta {n} shora</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>top card</source>
            <translation>vrchní karta</translation>
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
            <translation>Pobřežní</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>Correct the map</source>
            <translation>Opravit mapu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>Printed building slots</source>
            <translation>Natištěná stavební místa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>River to</source>
            <translation>Řeka k</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>Suit marker</source>
            <translation>Žeton symbolu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>The map data inferred this from the board art: correct it if your board shows otherwise.</source>
            <translation>Data mapy to odvodila z kresby desky: opravte to, pokud vaše deska ukazuje něco jiného.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>{n} (map data)</source>
            <translation>{n} (data mapy)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>{title} (inferred)</source>
            <translation>{title} (odvozeno)</translation>
        </message>
    </context>
    <context>
        <name>MapSketch</name>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Arrow keys choose a clearing; F, M or R lays a fox, mouse or rabbit marker; Space changes it; Delete takes it off.</source>
            <translation>Šipky vybírají mýtinu; F, M nebo R položí žeton lišky, myši nebo králíka; mezerník ho změní; Delete ho odebere.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Pass</source>
            <translation>Průsmyk</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Suit markers on the map</source>
            <translation>Žetony symbolů na mapě</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>ferry</source>
            <translation>trajekt</translation>
        </message>
    </context>
    <context>
        <name>Maps</name>
        <message>
            <location filename="../../maps/root/autumn.json" />
            <source>Autumn</source>
            <translation>Podzim</translation>
        </message>
        <message>
            <location filename="../../maps/root/lake.json" />
            <source>Lake</source>
            <translation>Jezero</translation>
        </message>
        <message>
            <location filename="../../maps/root/mountain.json" />
            <source>Mountain</source>
            <translation>Hory</translation>
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
            <translation>(prázdné)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>A {suit} card (name not known)</source>
            <translation>Karta ({suit}) (jméno neznámé)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Clear this space (correction)</source>
            <translation>Vyprázdnit toto pole (oprava)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Market space {n} from the left</source>
            <translation>Pole Trhu {n} zleva</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Put a card here (correction)</source>
            <translation>Položit sem kartu (oprava)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{where}: empty</source>
            <translation>{where}: prázdné</translation>
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
            <translation>Tvrz: {keep}. Bojovníci: {on} na mapě, {left} v zásobě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>not placed</source>
            <translation>neumístěna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>removed from the game</source>
            <translation>odebrána ze hry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{pieces}: {n} on the map; Evening scores {vp} VP.</source>
            <translation>{pieces} – na mapě: {n}; Večer získá {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{piece} track</source>
            <translation>stupnice: {piece}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{vp} VP</source>
            <translation>{vp} VB</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Adventurer</source>
            <translation>Dobrodruh</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Alliance</source>
            <translation>Aliance</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Arbiter</source>
            <translation>Rozhodčí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Automated Alliance</source>
            <translation>Automatická aliance</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Backup Plans</source>
            <translation>Záložní plány</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Banker</source>
            <translation>Bankéř</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Baron of Dirt</source>
            <translation>Baron hlíny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Berserker</source>
            <translation>Berserkr</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Blitz</source>
            <translation>Blesková válka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Brigadier</source>
            <translation>Brigadýr</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Captain</source>
            <translation>Kapitán</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Challenging</source>
            <translation>Náročná</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Cogwheel Corvids</source>
            <translation>Ozubení krkavci</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Corvid Conspiracy</source>
            <translation>Krkavčí spiknutí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Corvids</source>
            <translation>Krkavci</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Director's Cut</source>
            <translation>Režisérská verze</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Drillbit Duchy</source>
            <translation>Vrtné hrabství</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Duchess of Mud</source>
            <translation>Vévodkyně bahna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Duchy</source>
            <translation>Hrabství</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Earl of Stone</source>
            <translation>Hrabě kamene</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Easy</source>
            <translation>Snadná</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Electric Eyrie</source>
            <translation>Elektrické hnízdo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Erratic</source>
            <translation>Nevyzpytatelní</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Eyrie</source>
            <translation>Orli</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Eyrie Dynasties</source>
            <translation>Rody Orlího hnízda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Fanatics</source>
            <translation>Fanatici</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Ferocious</source>
            <translation>Zuřiví</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Foremole</source>
            <translation>Předák</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Fortified</source>
            <translation>Opevnění</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Foundations</source>
            <translation>Základy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Gamble</source>
            <translation>Hazard</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Garrison</source>
            <translation>Posádka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Greedy</source>
            <translation>Chamtiví</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Helper</source>
            <translation>Pomocník</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Hospitals</source>
            <translation>Nemocnice</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Informants</source>
            <translation>Informátoři</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Invaders</source>
            <translation>Vetřelci</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Investors</source>
            <translation>Investoři</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Involved</source>
            <translation>Zapojení</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Iron Will</source>
            <translation>Železná vůle</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Keep</source>
            <translation>Tvrz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Lizard Cult</source>
            <translation>Ještěří kult</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Lizards</source>
            <translation>Ještěři</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Logical Lizards</source>
            <translation>Logičtí ještěři</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Marksman</source>
            <translation>Střelec</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Marquise</source>
            <translation>Markýza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Marquise de Cat</source>
            <translation>Markýza z Kocourova</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Marshal</source>
            <translation>Maršál</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Martyrs</source>
            <translation>Mučedníci</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Mastermind</source>
            <translation>Strůjce</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Mayor</source>
            <translation>Starosta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Mechanical Marquise 2.0</source>
            <translation>Mechanická Markýza 2.0</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Nightmare</source>
            <translation>Noční můra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Nobility</source>
            <translation>Šlechta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Normal</source>
            <translation>Normální</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Original (2020)</source>
            <translation>Původní (2020)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Overwhelm</source>
            <translation>Přesila</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Popularity</source>
            <translation>Popularita</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Ranger</source>
            <translation>Hraničář</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Relentless</source>
            <translation>Neúprosní</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Riverfolk</source>
            <translation>Říční lid</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Riverfolk Company</source>
            <translation>Společnost Říčního lidu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Riverfolk Robots</source>
            <translation>Říční roboti</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Scoundrel (Rogue)</source>
            <translation>Darebák (Lotr)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Spiteful</source>
            <translation>Zlomyslní</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Swoop</source>
            <translation>Střemhlavý útok</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Thief</source>
            <translation>Zloděj</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Tinker</source>
            <translation>Dráteník</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Underground Duchy</source>
            <translation>Podzemní hrabství</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Vagabond</source>
            <translation>Tulák</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Vagabot</source>
            <translation>Tulabot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Vagrant</source>
            <translation>Pobuda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Vendetta</source>
            <translation>Vendeta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Veterans</source>
            <translation>Veteráni</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>War Tax</source>
            <translation>Válečná daň</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Wildfire</source>
            <translation>Lesní požár</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Woodland Alliance</source>
            <translation>Lesní aliance</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>bag</source>
            <translation>vak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>bird</source>
            <translation>pták</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>bomb</source>
            <translation>bomba</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>boots</source>
            <translation>boty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>citadel</source>
            <translation>citadela</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>clearing {n}</source>
            <translation>mýtina {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>coins</source>
            <translation>mince</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>crossbow</source>
            <translation>kuše</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>extortion</source>
            <translation>vydírání</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>face-down plot</source>
            <translation>plán lícem dolů</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>forest {id}</source>
            <translation>les {id}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>fox</source>
            <translation>liška</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>fox base</source>
            <translation>liščí základna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>fox garden</source>
            <translation>liščí zahrada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>fox trade post</source>
            <translation>liščí obchodní stanice</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>hammer</source>
            <translation>kladivo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>market</source>
            <translation>tržiště</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>mouse</source>
            <translation>myš</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>mouse base</source>
            <translation>myší základna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>mouse garden</source>
            <translation>myší zahrada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>mouse trade post</source>
            <translation>myší obchodní stanice</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>pawn</source>
            <translation>figurka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>rabbit</source>
            <translation>králík</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>rabbit base</source>
            <translation>králičí základna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>rabbit garden</source>
            <translation>králičí zahrada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>rabbit trade post</source>
            <translation>králičí obchodní stanice</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>raid</source>
            <translation>nájezd</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>recruiter</source>
            <translation>verbovna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>roost</source>
            <translation>hnízdo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>sawmill</source>
            <translation>pila</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>snare</source>
            <translation>past</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>sword</source>
            <translation>meč</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>sympathy</source>
            <translation>sympatie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>tea</source>
            <translation>čaj</translation>
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
            <translation>bojovník</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>wood</source>
            <translation>dřevo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>workshop</source>
            <translation>dílna</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>&amp;Deck:</source>
            <translation>&amp;Balíček:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>&amp;Keep corner:</source>
            <translation>&amp;Roh Tvrze:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>&amp;Map:</source>
            <translation>&amp;Mapa:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Base deck</source>
            <translation>Základní balíček</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Basic</source>
            <translation>Základní</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Basic and Advanced</source>
            <translation>Základní a pokročilé</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Bot</source>
            <translation>Bot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Character: {name}</source>
            <translation>Postava: {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Choose at least one faction.</source>
            <translation>Vyberte aspoň jednu frakci.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Clearing {n}</source>
            <translation>Mýtina {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Difficulty</source>
            <translation>Obtížnost</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Exiles and Partisans</source>
            <translation>Vyhnanci a partyzáni</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Faction</source>
            <translation>Frakce</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Factions and seats (seat 1 plays first)</source>
            <translation>Frakce a místa (místo 1 hraje první)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Fully cooperative game</source>
            <translation>Plně kooperativní hra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>New game</source>
            <translation>Nová hra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>None</source>
            <translation>Žádný</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Off: the table draws the bots' cards and enters them. On: the app names each card, and the table takes it out of the deck.</source>
            <translation>Vypnuto: stůl líže karty botů a zadává je. Zapnuto: aplikace určí každou kartu a stůl ji vyjme z balíčku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Printing</source>
            <translation>Vydání</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Random corner (seeded)</source>
            <translation>Náhodný roh (seed)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Root bots' card printing:</source>
            <translation>Vydání karet botů Rootu:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Seat</source>
            <translation>Místo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Ser&amp;vices cards:</source>
            <translation>Karty &amp;služeb:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>The Services cards the table reads when a bot may buy Riverfolk services (9.7); the app asks what the card buys</source>
            <translation>Karty služeb, které stůl čte, když bot může koupit služby Říčního lidu (9.7); aplikace se ptá, co karta koupí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>The app draws the bots' cards</source>
            <translation>Aplikace líže karty botů</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Traits</source>
            <translation>Vlastnosti</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>the bot's standard rules.</source>
            <translation>standardní pravidla bota.</translation>
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
            <translation>Nebo symbol, předmět:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Order card</source>
            <translation>Karta rozkazu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Type or pick the card drawn…</source>
            <translation>Napište nebo vyberte líznutou kartu…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Use suit and &amp;item</source>
            <translation>Použít symbol a &amp;předmět</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Use this &amp;card</source>
            <translation>Použít tuto &amp;kartu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>no item</source>
            <translation>bez předmětu</translation>
        </message>
    </context>
    <context>
        <name>Outrage</name>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>&amp;No (the Alliance scores 1 VP)</source>
            <translation>&amp;Ne (Aliance získá 1 VB)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>&amp;Yes, a {suit} card was discarded</source>
            <translation>&amp;Ano, karta ({suit}) byla odhozena</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>Automated Outrage</source>
            <translation>Automatické pobouření</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>Law of Rootbotics 6.2.3: a human who removes sympathy or moves warriors into a sympathetic clearing discards a card of its suit; if they cannot, the Automated Alliance scores 1 VP.</source>
            <translation>Zákon rootbotiky 6.2.3: člověk, který odstraní sympatie nebo přesune bojovníky na sympatizující mýtinu, odhodí kartu jejího symbolu; pokud nemůže, Automatická aliance získá 1 VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>Outrage in clearing {c} ({suit}): did {who} discard a {suit} card?</source>
            <translation>Pobouření na mýtině {c} ({suit}): odhodil(a) {who} kartu ({suit})?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>the player who removed it</source>
            <translation>hráč, který ji odstranil</translation>
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
            <translation>&amp;Přidat</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Clearing {n} ({suit})</source>
            <translation>Mýtina {n} ({suit})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Drag a piece onto the map. Drag pieces between places to move them (Shift: the whole stack); off the map to remove.</source>
            <translation>Přetáhněte dílek na mapu. Přetažením mezi místy dílky přesunete (Shift: celý stoh); mimo mapu je odstraníte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Forest {id}</source>
            <translation>Les {id}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Pick a piece in the palette first.</source>
            <translation>Nejdřív vyberte dílek v paletě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Place</source>
            <translation>Místo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Place:</source>
            <translation>Místo:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Re&amp;move</source>
            <translation>&amp;Odebrat</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Ruins stand in clearings, not forests.</source>
            <translation>Ruiny stojí na mýtinách, ne v lesích.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Toggle r&amp;uins</source>
            <translation>Přepnout r&amp;uiny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Warriors per drop</source>
            <translation>Bojovníci na jedno položení</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Warriors per drop:</source>
            <translation>Bojovníci na jedno položení:</translation>
        </message>
    </context>
    <context>
        <name>PaymentsBox</name>
        <message>
            <location filename="../../src/tablebot/gui/root/riverfolk_payments.py" />
            <source>Riverfolk's Payments and Funds (warriors)</source>
            <translation>Platby a Prostředky Říčního lidu (bojovníci)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/riverfolk_payments.py" />
            <source>Warriors of each faction on the human Riverfolk's faction board (Payments, Funds, Committed), out of their owners' supplies. Correct a count here.</source>
            <translation>Bojovníci každé frakce na desce lidského Říčního lidu (Platby, Prostředky, Vložené), mimo zásoby vlastníků. Zde opravte počet.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/riverfolk_payments.py" />
            <source>{faction} warriors on the Riverfolk's board</source>
            <translation>Bojovníci frakce {faction} na desce Říčního lidu</translation>
        </message>
    </context>
    <context>
        <name>PieceButton</name>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>{faction} {piece}</source>
            <translation>{faction} – {piece}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>{faction} {piece}: {left} of {total} in the supply. Drag onto the map.</source>
            <translation>{faction} – {piece}: v zásobě {left} z {total}. Přetáhněte na mapu.</translation>
        </message>
    </context>
    <context>
        <name>ProposalPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>A player holds it or it was discarded: the app draws the next card</source>
            <translation>Kartu drží hráč nebo byla odhozena: aplikace lízne další kartu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Drag pieces on the map to mirror what the player does at the table.</source>
            <translation>Přetahujte dílky na mapě podle toho, co hráč dělá u stolu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>How the bot chose among the candidates, and which rulings it followed</source>
            <translation>Jak bot vybíral mezi kandidáty a kterými výklady se řídil</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Right-click a clearing when the player battles a bot there: the app removes the bot's pieces by its rules.</source>
            <translation>Když hráč bojuje s botem, klikněte pravým tlačítkem na mýtinu: aplikace odstraní dílky bota podle jeho pravidel.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Set victory points and the item supply in the Factions panel.</source>
            <translation>Vítězné body a zásobu předmětů nastavíte v panelu Frakce.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>That card is &amp;not in the deck</source>
            <translation>Ta karta &amp;není v balíčku</translation>
        </message>
    </context>
    <context>
        <name>Reasons</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n VP</source>
            <translation>
                <numerusform>%n VB</numerusform>
                <numerusform>%n VB</numerusform>
                <numerusform>%n VB</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n acolyte(s)</source>
            <translation>
                <numerusform>%n akolyta</numerusform>
                <numerusform>%n akolyté</numerusform>
                <numerusform>%n akolytů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n base(s)</source>
            <translation>
                <numerusform>%n základna</numerusform>
                <numerusform>%n základny</numerusform>
                <numerusform>%n základen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n battle(s)</source>
            <translation>
                <numerusform>%n bitva</numerusform>
                <numerusform>%n bitvy</numerusform>
                <numerusform>%n bitev</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n building slot(s)</source>
            <translation>
                <numerusform>%n stavební místo</numerusform>
                <numerusform>%n stavební místa</numerusform>
                <numerusform>%n stavebních míst</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n building(s)</source>
            <translation>
                <numerusform>%n budova</numerusform>
                <numerusform>%n budovy</numerusform>
                <numerusform>%n budov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n building(s) and token(s)</source>
            <translation>
                <numerusform>%n budova či žeton</numerusform>
                <numerusform>%n budovy či žetony</numerusform>
                <numerusform>%n budov či žetonů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karty</numerusform>
                <numerusform>%n karet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n citadel(s)</source>
            <translation>
                <numerusform>%n citadela</numerusform>
                <numerusform>%n citadely</numerusform>
                <numerusform>%n citadel</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n clearing(s)</source>
            <translation>
                <numerusform>%n mýtina</numerusform>
                <numerusform>%n mýtiny</numerusform>
                <numerusform>%n mýtin</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n crafted item(s)</source>
            <translation>
                <numerusform>%n vyrobený předmět</numerusform>
                <numerusform>%n vyrobené předměty</numerusform>
                <numerusform>%n vyrobených předmětů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n damaged item(s)</source>
            <translation>
                <numerusform>%n poškozený předmět</numerusform>
                <numerusform>%n poškozené předměty</numerusform>
                <numerusform>%n poškozených předmětů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n defenceless building(s)</source>
            <translation>
                <numerusform>%n bezbranná budova</numerusform>
                <numerusform>%n bezbranné budovy</numerusform>
                <numerusform>%n bezbranných budov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n enemy piece(s)</source>
            <translation>
                <numerusform>%n nepřátelský dílek</numerusform>
                <numerusform>%n nepřátelské dílky</numerusform>
                <numerusform>%n nepřátelských dílků</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n enemy warrior(s)</source>
            <translation>
                <numerusform>%n nepřátelský bojovník</numerusform>
                <numerusform>%n nepřátelští bojovníci</numerusform>
                <numerusform>%n nepřátelských bojovníků</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n garden(s)</source>
            <translation>
                <numerusform>%n zahrada</numerusform>
                <numerusform>%n zahrady</numerusform>
                <numerusform>%n zahrad</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n hit(s)</source>
            <translation>
                <numerusform>%n zásah</numerusform>
                <numerusform>%n zásahy</numerusform>
                <numerusform>%n zásahů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n human(s)</source>
            <translation>
                <numerusform>%n člověk</numerusform>
                <numerusform>%n lidé</numerusform>
                <numerusform>%n lidí</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n item(s)</source>
            <translation>
                <numerusform>%n předmět</numerusform>
                <numerusform>%n předměty</numerusform>
                <numerusform>%n předmětů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n market(s)</source>
            <translation>
                <numerusform>%n tržiště</numerusform>
                <numerusform>%n tržiště</numerusform>
                <numerusform>%n tržišť</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n pohyb</numerusform>
                <numerusform>%n pohyby</numerusform>
                <numerusform>%n pohybů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n piece(s)</source>
            <translation>
                <numerusform>%n dílek</numerusform>
                <numerusform>%n dílky</numerusform>
                <numerusform>%n dílků</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n hráč</numerusform>
                <numerusform>%n hráči</numerusform>
                <numerusform>%n hráčů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n plot(s)</source>
            <translation>
                <numerusform>%n plán</numerusform>
                <numerusform>%n plány</numerusform>
                <numerusform>%n plánů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n roost(s)</source>
            <translation>
                <numerusform>%n hnízdo</numerusform>
                <numerusform>%n hnízda</numerusform>
                <numerusform>%n hnízd</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n service(s)</source>
            <translation>
                <numerusform>%n služba</numerusform>
                <numerusform>%n služby</numerusform>
                <numerusform>%n služeb</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n sympathy token(s)</source>
            <translation>
                <numerusform>%n žeton sympatií</numerusform>
                <numerusform>%n žetony sympatií</numerusform>
                <numerusform>%n žetonů sympatií</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n time(s)</source>
            <translation>
                <numerusform>%n×</numerusform>
                <numerusform>%n×</numerusform>
                <numerusform>%n×</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n trade post(s)</source>
            <translation>
                <numerusform>%n obchodní stanice</numerusform>
                <numerusform>%n obchodní stanice</numerusform>
                <numerusform>%n obchodních stanic</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n tunnel(s)</source>
            <translation>
                <numerusform>%n tunel</numerusform>
                <numerusform>%n tunely</numerusform>
                <numerusform>%n tunelů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n undamaged item(s)</source>
            <translation>
                <numerusform>%n nepoškozený předmět</numerusform>
                <numerusform>%n nepoškozené předměty</numerusform>
                <numerusform>%n nepoškozených předmětů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n undamaged sword(s)</source>
            <translation>
                <numerusform>%n nepoškozený meč</numerusform>
                <numerusform>%n nepoškozené meče</numerusform>
                <numerusform>%n nepoškozených mečů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n usable item(s)</source>
            <translation>
                <numerusform>%n použitelný předmět</numerusform>
                <numerusform>%n použitelné předměty</numerusform>
                <numerusform>%n použitelných předmětů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n vizier(s)</source>
            <translation>
                <numerusform>%n vezír</numerusform>
                <numerusform>%n vezíři</numerusform>
                <numerusform>%n vezírů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n warrior(s)</source>
            <translation>
                <numerusform>%n bojovník</numerusform>
                <numerusform>%n bojovníci</numerusform>
                <numerusform>%n bojovníků</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>2 Duchy warriors and a tunnel in {clearing}; 2 warriors in each adjacent clearing ({adjacent}).</source>
            <translation>2 bojovníci Hrabství a tunel na mýtině {clearing}; 2 bojovníci na každé sousední mýtině ({adjacent}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>3 citadels and 3 markets on the Buildings spaces.</source>
            <translation>3 citadely a 3 tržiště na polích Budov.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>3 warriors in the Payments box (set them in the Factions panel too).</source>
            <translation>3 bojovníci v poli Plateb (nastavte je i v panelu Frakce).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A Duchy building and fewest Duchy warriors — {targets} ({value:warrior})</source>
            <translation>Budova Hrabství a nejméně bojovníků Hrabství — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A Hand Card from the human Riverfolk is a card from their hand, handed over at the table; the {faction} has no hand and discards it (2.8).</source>
            <translation>Karta z ruky od lidského Říčního lidu je karta z jeho ruky, předaná u stolu; {faction} nemá ruku a odhodí ji (2.8).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bird order is wild: every clearing is ordered.</source>
            <translation>Ptačí rozkaz je žolík: každá mýtina je rozkazová.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bird order is wild: every suit counts as ordered.</source>
            <translation>Ptačí rozkaz je žolík: každý symbol se počítá jako rozkazový.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bird order scores the track with fewest gardens left on it: {suit}.</source>
            <translation>Ptačí rozkaz boduje stupnici s nejméně zbývajícími zahradami: {suit}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bird order: the new roost may go in a clearing of any suit.</source>
            <translation>Ptačí rozkaz: nové hnízdo může stát na mýtině libovolného symbolu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bot ({winners}) reached 30 VP first: the bots win.</source>
            <translation>Bot ({winners}) dosáhl 30 VB první: boti vyhrávají.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bot loses warriors first, then tokens, then buildings (type at random).</source>
            <translation>Bot ztrácí nejdřív bojovníky, pak žetony, pak budovy (typ náhodně).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bot scores exactly 1 VP for any item it crafts.</source>
            <translation>Bot získá za každý vyrobený předmět přesně 1 VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bot that is aided scores 1 VP instead of drawing.</source>
            <translation>Bot, kterému se pomáhá, získá 1 VB místo líznutí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A card was spent or discarded at the table: {card}</source>
            <translation>U stolu byla vydána nebo odhozena karta: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A human faction's own battle abilities apply when a bot fights it.</source>
            <translation>Když bot bojuje s lidskou frakcí, platí její vlastní bojové schopnosti.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A relationship marker for each other faction on Indifferent.</source>
            <translation>Žeton vztahu pro každou jinou frakci na poli Lhostejný.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A sawmill, a workshop and a recruiter among the Keep's clearing and the clearings adjacent to it.</source>
            <translation>Pila, dílna a verbovna na mýtině Tvrze a sousedních mýtinách.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A second battle stays in the same clearing.</source>
            <translation>Druhá bitva zůstává na stejné mýtině.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A service marker on any space of each Services track.</source>
            <translation>Značka služby na libovolném poli každé stupnice Služeb.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A snare in clearing {clearing}: the {faction} does not move {count} {piece:count} out of it.</source>
            <translation>Past na mýtině {clearing}: {faction} odtud nepřesune {piece:count} ({count}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A snare in clearing {clearing}: the {faction} does not place {count} {piece:count} there.</source>
            <translation>Past na mýtině {clearing}: {faction} sem neumístí {piece:count} ({count}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A sympathy token needs no building slot (clearing {clearing}).</source>
            <translation>Žeton sympatií nepotřebuje stavební místo (mýtina {clearing}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A warrior in each clearing except the corner diagonally opposite the Keep.</source>
            <translation>Bojovník na každé mýtině kromě rohu úhlopříčně naproti Tvrzi.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A warrior in every clearing except {empty}; a second one in the Keep's clearing {keep}.</source>
            <translation>Bojovník na každé mýtině kromě {empty}; druhý na mýtině Tvrze {keep}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A {piece} in clearing {clearing} (at random).</source>
            <translation>{piece} na mýtině {clearing} (náhodně).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Add the order card to the {column} column ({cards:card} there).</source>
            <translation>Přidej kartu rozkazu do sloupce {column} (už tam: {cards:card}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Added before it, without an item still in the supply: {cards}.</source>
            <translation>Přidány před ní, bez předmětu ještě v zásobě: {cards}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Added {count} {faction} {piece:count} to {place}</source>
            <translation>Přidáno: {faction} – {piece:count}: {count} → {place}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adjacent with a Duchy building, fewest Duchy warriors — {targets} ({value:warrior})</source>
            <translation>Sousední s budovou Hrabství, nejméně bojovníků Hrabství — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer repeats only completed quests.</source>
            <translation>Dobrodruh opakuje jen splněné úkoly.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer: at most one battle per turn.</source>
            <translation>Dobrodruh: nejvýš jedna bitva za tah.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer: no quest to repeat.</source>
            <translation>Dobrodruh: žádný úkol k opakování.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer: quest again as long as possible at the end of Daylight.</source>
            <translation>Dobrodruh: na konci Dne plní úkoly znovu, dokud to jde.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer: {usable:usable_item}, {needed} needed to quest again.</source>
            <translation>Dobrodruh: {usable:usable_item}, k dalšímu úkolu je třeba {needed}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>After organizing in clearing {clearing}: spread sympathy.</source>
            <translation>Po organizaci na mýtině {clearing}: šíří sympatie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid scores {vp} VP.</source>
            <translation>Pomoc získá {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: exhaust {count:item} ({crafted:crafted_item} there, {usable} usable).</source>
            <translation>Pomoc: vyčerpá {count:item} (tam {crafted:crafted_item}, použitelných {usable}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: fewest VP — {targets} ({value:vp})</source>
            <translation>Pomoc: nejméně VB — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: nobody to aid in clearing {clearing}.</source>
            <translation>Pomoc: na mýtině {clearing} není komu pomoci.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: nobody to aid.</source>
            <translation>Pomoc: není komu pomoci.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: nobody within reach.</source>
            <translation>Pomoc: nikdo na dosah.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: the Vagabot is in {forest}.</source>
            <translation>Pomoc: Tulabot stojí v lese ({forest}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>All but 4 Duchy warriors of each ruled clearing go to the Burrow.</source>
            <translation>Ze všech ovládaných mýtin jdou do Nory všichni bojovníci Hrabství kromě 4.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Already in clearing {clearing}.</source>
            <translation>Už na mýtině {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Already in turmoil this turn ({cause}).</source>
            <translation>V tomto tahu už ve zmatku ({cause}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Among the shortest ways it goes through the Pass ({clearing}): it counts as the highest priority.</source>
            <translation>Mezi nejkratšími cestami vede přes Průsmyk ({clearing}): počítá se jako nejvyšší priorita.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>An ambush card in the Decree is purged too.</source>
            <translation>Karta léčky ve Výnosu se při očistě odhodí také.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>An item covers a slot in clearing {clearing}.</source>
            <translation>Předmět zakrývá místo na mýtině {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>An odd number of hits: the bot gives the odd hit to the Riverfolk warriors.</source>
            <translation>Lichý počet zásahů: bot dá lichý zásah bojovníkům Říčního lidu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Answered: {kind}</source>
            <translation>Odpověď: {kind}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Automated Ambush: the defender deals one extra hit.</source>
            <translation>Automatická léčka: obránce způsobí jeden zásah navíc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Back to the {faction}'s supply: {warriors:warrior}.</source>
            <translation>Zpět do zásoby frakce {faction}: {warriors:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Basic Services cards</source>
            <translation>Základní karty služeb</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Basic and Advanced Services cards</source>
            <translation>Základní a pokročilé karty služeb</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle for the {column} column in clearing {clearing} against the {defender}.</source>
            <translation>Bitva za sloupec {column} na mýtině {clearing} proti: {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle for the {column} column: no clearing to battle in.</source>
            <translation>Bitva za sloupec {column}: žádná mýtina k bitvě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle in clearing {clearing} against the {defender}.</source>
            <translation>Bitva na mýtině {clearing} proti: {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle in clearing {clearing}, where warriors moved in.</source>
            <translation>Bitva na mýtině {clearing}, kam vstoupili bojovníci.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle in ordered clearing {clearing}.</source>
            <translation>Bitva na rozkazové mýtině {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle stops: {usable:usable_item}, {cost} needed.</source>
            <translation>Bitva končí: {usable:usable_item}, je třeba {cost}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle the {defender} again.</source>
            <translation>Znovu bitva proti: {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: exhaust {count:item}.</source>
            <translation>Bitva: vyčerpá {count:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: go to the nearest clearing with the {defender}.</source>
            <translation>Bitva: jde na nejbližší mýtinu, kde je {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: neither the shield nor the sword condition is met, no battle.</source>
            <translation>Bitva: není splněna podmínka štítu ani meče, žádná bitva.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no clearing moved into holds enemy pieces.</source>
            <translation>Bitva: žádná mýtina, kam vstoupili, nemá nepřátelské dílky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no clearing to battle in.</source>
            <translation>Bitva: žádná mýtina k bitvě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no clearing with both Marquise warriors and enemy pieces.</source>
            <translation>Bitva: žádná mýtina s bojovníky Markýzy i nepřátelskými dílky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no clearing within reach.</source>
            <translation>Bitva: žádná mýtina na dosah.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no ordered clearing with enemy pieces.</source>
            <translation>Bitva: žádná rozkazová mýtina s nepřátelskými dílky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no target within reach.</source>
            <translation>Bitva: žádný cíl na dosah.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: nobody to attack.</source>
            <translation>Bitva: není na koho zaútočit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: the Corvids ({warriors:warrior}) battle the {defender} in ordered clearing {clearing}.</source>
            <translation>Bitva: Krkavci ({warriors:warrior}) bojují na rozkazové mýtině {clearing} proti: {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: the player with most VP — {targets} ({value:vp})</source>
            <translation>Bitva: hráč s nejvíce VB — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: the shield condition is met, battle in every clearing.</source>
            <translation>Bitva: podmínka štítu splněna, bitva na každé mýtině.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: the sword condition is met, battle in each ordered clearing.</source>
            <translation>Bitva: podmínka meče splněna, bitva na každé rozkazové mýtině.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: where the Eyrie has no roost — {targets}</source>
            <translation>Bitva: kde Orli nemají hnízdo — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battles go in priority order, highest first: {targets}.</source>
            <translation>Bitvy jdou podle priority, nejvyšší první: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker replaces the battle's choice of clearing and defender.</source>
            <translation>Berserkr nahrazuje volbu mýtiny a obránce v bitvě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: no clearing within reach.</source>
            <translation>Berserkr: žádná mýtina na dosah.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: nobody to attack.</source>
            <translation>Berserkr: není na koho zaútočit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: repair one extra item.</source>
            <translation>Berserkr: opraví jeden předmět navíc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: the nearest clearing with most pieces — {targets} ({value:piece})</source>
            <translation>Berserkr: nejbližší mýtina s nejvíce dílky — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: the player with most pieces there — {targets} ({value:piece})</source>
            <translation>Berserkr: hráč s nejvíce dílky tam — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bird cards in the Decree are wild: any clearing counts.</source>
            <translation>Ptačí karty ve Výnosu jsou žolíci: platí každá mýtina.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bird order: score the best track, {piece}: {vp} VP.</source>
            <translation>Ptačí rozkaz: boduje nejlepší stupnici, {piece}: {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bird ritual: a Lizard warrior leaves clearing {clearing} for the acolytes.</source>
            <translation>Ptačí rituál: bojovník Ještěrů opouští mýtinu {clearing} mezi akolyty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bird ritual: no Lizard warrior on the map to make an acolyte.</source>
            <translation>Ptačí rituál: na mapě není bojovník Ještěrů, který by se stal akolytou.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Birdsong: reveal the top card of the deck as the order card.</source>
            <translation>Rozbřesk: odkryj vrchní kartu balíčku jako kartu rozkazu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Birdsong: the Riverfolk's Market holds {cards:card}; draw {missing:card} for its right end.</source>
            <translation>Rozbřesk: na Trhu Říčního lidu je {cards:card}; lízni {missing:card} na jeho pravý konec.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: battle in clearing {clearing}.</source>
            <translation>Blesková válka: bitva na mýtině {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: every clearing it rules free of enemy pieces holds a single warrior; nothing moves.</source>
            <translation>Blesková válka: na každé ovládané mýtině bez nepřátelských dílků je jediný bojovník; nic se nehýbe.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: it rules no clearing free of enemy pieces.</source>
            <translation>Blesková válka: neovládá žádnou mýtinu bez nepřátelských dílků.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: move {count} of the {warriors} warriors out of {origin} (all but one).</source>
            <translation>Blesková válka: přesun {count} z {warriors} bojovníků, odkud: {origin} (všichni kromě jednoho).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: no enemy pieces where it moved, no battle.</source>
            <translation>Blesková válka: kam se přesunul, nejsou nepřátelské dílky, žádná bitva.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bot step: {action}</source>
            <translation>Krok bota: {action}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bots have no hand: the {faction}'s card is discarded and the Vagabot scores {vp} VP.</source>
            <translation>Boti nemají ruku: karta frakce {faction} se odhodí a Tulabot získá {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bots treat a human Arbiter as they treat the Arbiter bot; only the table knows a human's character.</source>
            <translation>Boti jednají s lidským Rozhodčím jako s botem Rozhodčím; postavu člověka zná jen stůl.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build a roost in clearing {clearing}.</source>
            <translation>Postav hnízdo na mýtině {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build and Garrison: a {piece} and {warriors:warrior} in clearing {clearing}, ordered and without a trade post.</source>
            <translation>Stavba a posádka: {piece} a {warriors:warrior} na mýtině {clearing}, rozkazové a bez obchodní stanice.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build and Garrison: no ordered clearing without a trade post can take one.</source>
            <translation>Stavba a posádka: žádná rozkazová mýtina bez obchodní stanice ji nemůže přijmout.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: a {piece} for the {suit} order.</source>
            <translation>Stavba: {piece} pro rozkaz {suit}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: it rules no clearing.</source>
            <translation>Stavba: neovládá žádnou mýtinu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: most Marquise warriors — {targets} ({value:warrior})</source>
            <translation>Stavba: nejvíc bojovníků Markýzy — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: no clearing it rules has a free slot.</source>
            <translation>Stavba: žádná ovládaná mýtina nemá volné místo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: no roost left on the track.</source>
            <translation>Stavba: na stupnici nezbývá žádné hnízdo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: no ruled clearing with a free slot and no roost.</source>
            <translation>Stavba: žádná ovládaná mýtina s volným místem a bez hnízda.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: no {piece} left on its track.</source>
            <translation>Stavba: na stupnici nezbývá {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: the type most on the map, {piece} (sawmills {sawmill}, workshops {workshop}, recruiters {recruiter}).</source>
            <translation>Stavba: typ nejčastější na mapě, {piece} (pily {sawmill}, dílny {workshop}, verbovny {recruiter}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: {warriors:warrior} in the supply, so a {piece} (a citadel needs 9 or more).</source>
            <translation>Stavba: v zásobě {warriors:warrior}, tedy {piece} (citadela potřebuje 9 nebo víc).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Card drawn for the {faction}: a {suit} card</source>
            <translation>Karta líznutá pro frakci {faction}: karta ({suit})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Card drawn for the {faction}: {card}</source>
            <translation>Karta líznutá pro frakci {faction}: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose 1 of the 4 leaders; the other three face up beside the board.</source>
            <translation>Vyber 1 ze 4 vůdců; zbylé tři lícem nahoru vedle desky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose a character card.</source>
            <translation>Vyber kartu postavy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already had its turn to move: the warriors arriving there stay.</source>
            <translation>Mýtina {clearing} už byla na řadě s pohybem: bojovníci, kteří tam přijdou, zůstanou.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has no free slot for the item.</source>
            <translation>Mýtina {clearing} nemá volné místo pro předmět.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing}: {item:a} goes under the ruin (at random).</source>
            <translation>Mýtina {clearing}: pod ruinu přijde (náhodně): {item:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: fewest enemy warriors — {targets} ({value:enemy_warrior})</source>
            <translation>Mýtina: nejméně nepřátelských bojovníků — {targets} ({value:enemy_warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: most Lizard warriors — {targets} ({value:warrior})</source>
            <translation>Mýtina: nejvíc bojovníků Ještěrů — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: most enemy buildings — {targets} ({value:building})</source>
            <translation>Mýtina: nejvíc nepřátelských budov — {targets} ({value:building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: no plot, 3 or more Corvid warriors, most — {targets} ({value:warrior})</source>
            <translation>Mýtina: bez plánu, 3 či více bojovníků Krkavců, nejvíc — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: ordered, no plot, most Corvid warriors — {targets} ({value:warrior})</source>
            <translation>Mýtina: rozkazová, bez plánu, nejvíc bojovníků Krkavců — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: ordered, one without a plot if any — {targets}</source>
            <translation>Mýtina: rozkazová, pokud možno bez plánu — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: with an empty building slot — {targets}</source>
            <translation>Mýtina: s prázdným stavebním místem — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearings with Riverfolk pieces: most enemy pieces — {targets} ({value:piece})</source>
            <translation>Mýtiny s dílky Říčního lidu: nejvíc nepřátelských dílků — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Co-op</source>
            <translation>Kooperace</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Co-op: other bots' pieces here go too, as collateral, as in a revolt.</source>
            <translation>Kooperace: dílky ostatních botů zde jdou také, jako vedlejší škody, jako při vzpouře.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Co-op: the revolt removes other bots' pieces too.</source>
            <translation>Kooperace: vzpoura odstraní i dílky ostatních botů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Complete the {suit} quest in clearing {clearing}.</source>
            <translation>Splň úkol ({suit}) na mýtině {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Convert: the Lizards replace 1 {faction} warrior in clearing {clearing} with 1 Lizard warrior.</source>
            <translation>Obrácení: Ještěři nahradí na mýtině {clearing} 1 bojovníka frakce {faction} 1 bojovníkem Ještěrů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Corrected the {faction}'s faction board</source>
            <translation>Opravena deska frakce {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Cover the closed paths {paths} with the closed-path markers; put the tower on the Pass, clearing {clearing}.</source>
            <translation>Zakryj uzavřené cesty {paths} žetony uzavřené cesty; věž polož na Průsmyk, mýtinu {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Crackdown: a base is gone, so the sympathy in every clearing of its suit goes too.</source>
            <translation>Zátah: základna je pryč, takže mizí i sympatie na každé mýtině jejího symbolu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: no card was added to the Market this turn, none to craft.</source>
            <translation>Výroba: v tomto tahu nebyla na Trh přidána žádná karta, není co vyrobit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: no {item} left in the supply, nothing is crafted.</source>
            <translation>Výroba: v zásobě nezbývá {item}, nic se nevyrobí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: none of the {added:card} added to the Market this turn shows an item still in the supply.</source>
            <translation>Výroba: žádná z karet přidaných na Trh v tomto tahu ({added:card}) neukazuje předmět, který je ještě v zásobě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: the order card shows {item:a}, still in the supply.</source>
            <translation>Výroba: karta rozkazu ukazuje předmět, který je stále v zásobě: {item:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: the order card {card} shows no item.</source>
            <translation>Výroba: karta rozkazu {card} neukazuje žádný předmět.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: {card}, the first card added to the Market this turn with an available item, shows {item:a}.</source>
            <translation>Výroba: {card}, první karta přidaná v tomto tahu na Trh s dostupným předmětem, ukazuje: {item:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Crafting scores {vp} VP.</source>
            <translation>Výroba získá {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Crusade: ordered clearings with 2 or more Lizard warriors and an enemy: {targets}.</source>
            <translation>Křížová výprava: rozkazové mýtiny se 2 či více bojovníky Ještěrů a nepřítelem: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Crusade: the Lizards ({warriors:warrior}) battle the {defender} in clearing {clearing}.</source>
            <translation>Křížová výprava: Ještěři ({warriors:warrior}) bojují na mýtině {clearing} proti: {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Daylight action {index} of {of} for the {suit} order: {action}.</source>
            <translation>Akce Dne {index} z {of} pro rozkaz {suit}: {action}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Daylight ends: no usable item left; not done: {not_done}.</source>
            <translation>Den končí: nezbývá použitelný předmět; nesplněno: {not_done}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Daylight: spread sympathy.</source>
            <translation>Den: šíření sympatií.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defenceless buildings counted: {value}.</source>
            <translation>Započtené bezbranné budovy: {value}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender removes: {pieces}</source>
            <translation>Obránce odstraňuje: {pieces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: fewest warriors in the Riverfolk's Payments — {targets} ({value:warrior})</source>
            <translation>Obránce: nejméně bojovníků v Platbách Říčního lidu — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: most buildings and tokens — {targets} ({value})</source>
            <translation>Obránce: nejvíc budov a žetonů — {targets} ({value})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: most buildings — {targets} ({value:building})</source>
            <translation>Obránce: nejvíc budov — {targets} ({value:building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: most defenceless buildings — {targets} ({value:defenceless_building})</source>
            <translation>Obránce: nejvíc bezbranných budov — {targets} ({value:defenceless_building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: most pieces there — {targets} ({value:piece})</source>
            <translation>Obránce: nejvíc dílků tam — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: no enemy can be attacked.</source>
            <translation>Obránce: nelze zaútočit na žádného nepřítele.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Destination: adjacent, with no plot — {targets}</source>
            <translation>Cíl: sousední, bez plánu — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dice {dice} ({rolled}): the {attacker} deals {attacker_hits:hit}, the {defender} {defender_hits:hit}.</source>
            <translation>Kostky {dice} ({rolled}): {attacker} způsobí {attacker_hits:hit}, {defender} {defender_hits:hit}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dice: {dice} ({rolled})</source>
            <translation>Kostky: {dice} ({rolled})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dig: no clearing can take the tunnel.</source>
            <translation>Hloubení: žádná mýtina nemůže přijmout tunel.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dig: no ordered clearing without a tunnel and without Duchy buildings.</source>
            <translation>Hloubení: žádná rozkazová mýtina bez tunelu a bez budov Hrabství.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dig: the Burrow holds {warriors:warrior}, it needs {need}: no dig.</source>
            <translation>Hloubení: v Noře je {warriors:warrior}, potřeba {need}: žádné hloubení.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dig: the Duchy puts a tunnel in clearing {clearing} and moves {count:warrior} up from the Burrow.</source>
            <translation>Hloubení: Hrabství položí tunel na mýtinu {clearing} a vyvede z Nory {count:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Done</source>
            <translation>Hotovo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Draw 3 cards face down onto the Supporters stack.</source>
            <translation>Lízni 3 karty lícem dolů na balíček Podporovatelů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Draw a new quest card.</source>
            <translation>Lízni novou kartu úkolu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Draw a quest card.</source>
            <translation>Lízni kartu úkolu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Embedded Agents: a face-down plot in clearing {clearing}, the Corvids deal 1 extra hit.</source>
            <translation>Nasazení agenti: plán lícem dolů na mýtině {clearing}, Krkavci způsobí 1 zásah navíc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Empty columns of the Decree: {column}.</source>
            <translation>Prázdné sloupce Výnosu: {column}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>End of Evening: the {faction} rules the Pass and scores 1 VP (clearing {clearing}).</source>
            <translation>Konec Večera: {faction} ovládá Průsmyk a získá 1 VB (mýtina {clearing}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>End of the {faction}'s turn.</source>
            <translation>Konec tahu frakce {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>End-of-Evening effects come before the order is discarded.</source>
            <translation>Efekty konce Večera přicházejí před odhozením rozkazu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Erratic: draw a card for the Lizards' Lost Souls.</source>
            <translation>Nevyzpytatelní: lízni kartu do Ztracených duší Ještěrů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Erratic: {card} goes on top of the Lizards' Lost Souls.</source>
            <translation>Nevyzpytatelní: {card} jde navrch Ztracených duší Ještěrů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Escalated Daylight: battle in clearing {clearing}.</source>
            <translation>Eskalovaný Den: bitva na mýtině {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening craft (then onto the Lost Souls)</source>
            <translation>Večerní výroba (pak do Ztracených duší)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: discard the order card.</source>
            <translation>Večer: odhoď kartu rozkazu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: discard {card}, the leftmost card of the Market.</source>
            <translation>Večer: odhoď {card}, nejlevější kartu Trhu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: reveal the top card of the deck for the Lizards to craft.</source>
            <translation>Večer: odkryj vrchní kartu balíčku, aby ji Ještěři vyrobili.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: the Market is empty, nothing to discard.</source>
            <translation>Večer: Trh je prázdný, není co odhodit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: the Payments are empty, nothing to score.</source>
            <translation>Večer: Platby jsou prázdné, není co bodovat.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: the Riverfolk score {vp} VP, one per warrior of the {faction} in their Payments, the most there.</source>
            <translation>Večer: Říční lid získá {vp} VB, jeden za každého bojovníka frakce {faction} ve svých Platbách, kterých je tam nejvíc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: {vp} VP, one per face-up extortion on the map.</source>
            <translation>Večer: {vp} VB, jeden za každé vydírání lícem nahoru na mapě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every adjacent clearing has a plot: the lowest-priority one, {clearing}.</source>
            <translation>Každá sousední mýtina má plán: ta s nejnižší prioritou, {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every human ({winners}) reached 30 VP before any bot: the humans win.</source>
            <translation>Každý člověk ({winners}) dosáhl 30 VB dřív než kterýkoli bot: lidé vyhrávají.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every revealed plot also goes off like a bomb in clearing {clearing}.</source>
            <translation>Každý odhalený plán také vybuchne jako bomba na mýtině {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every score marker on 0.</source>
            <translation>Každá bodovací značka na 0.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every such clearing ({targets}) is illegal.</source>
            <translation>Každá taková mýtina ({targets}) je nepřípustná.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every {suit} minister already wears a crown: none is ordered.</source>
            <translation>Každý vyslanec ({suit}) už nosí korunu: žádný není rozkazový.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand has no limit per turn: this is Expand {times} of this turn.</source>
            <translation>Rozšíření nemá limit za tah: toto je {times}. Rozšíření v tomto tahu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: not needed, it built this turn.</source>
            <translation>Rozšíření: není třeba, v tomto tahu stavěl.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: nothing built this turn and no more than 5 buildings on the map ({buildings}): discard the order, reveal another.</source>
            <translation>Rozšíření: v tomto tahu nic nepostavil a na mapě není víc než 5 budov ({buildings}): odhoď rozkaz, odkryj další.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: reveal a new order card (its item is not crafted).</source>
            <translation>Rozšíření: odkryj novou kartu rozkazu (její předmět se nevyrábí).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: the Iron Will card allows {limit} Expands per turn; they are done.</source>
            <translation>Rozšíření: karta Železná vůle dovoluje {limit} Rozšíření za tah; jsou hotová.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: {buildings:building} on the map, more than 5.</source>
            <translation>Rozšíření: na mapě {buildings:building}, víc než 5.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Explore the ruin in clearing {clearing}: take {item:a}.</source>
            <translation>Prozkoumej ruinu na mýtině {clearing}, vezmi: {item:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Explore: go to the nearest ruin.</source>
            <translation>Průzkum: jdi k nejbližší ruině.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Explore: no ruin within reach.</source>
            <translation>Průzkum: žádná ruina na dosah.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Explore: no ruins left.</source>
            <translation>Průzkum: nezbývají žádné ruiny.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Exploring scores no VP.</source>
            <translation>Průzkum nepřináší VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Extortion: all but 2 Riverfolk warriors of each clearing go into the Payments: {warriors:warrior} from {targets}.</source>
            <translation>Vydírání: z každé mýtiny jdou do Plateb všichni bojovníci Říčního lidu kromě 2: {warriors:warrior} z {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Extortion: no clearing has more than 2 Riverfolk warriors.</source>
            <translation>Vydírání: žádná mýtina nemá víc než 2 bojovníky Říčního lidu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fanatics: after the Convert the Lizards battle the {defender} in clearing {clearing}, with 1 extra hit.</source>
            <translation>Fanatici: po Obrácení Ještěři bojují na mýtině {clearing} proti: {defender}, s 1 zásahem navíc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fanatics: no enemy left to battle in clearing {clearing}.</source>
            <translation>Fanatici: na mýtině {clearing} nezbývá nepřítel k bitvě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ferocious: as attacker the Riverfolk roll up to {cap:hit}, whatever their warriors.</source>
            <translation>Zuřiví: jako útočník Říční lid hází až do {cap:hit}, bez ohledu na své bojovníky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ferry: {count} {piece:count} from {origin} across the lake to {dest}; the {faction} takes the ferry and scores {vp} VP instead of drawing a card.</source>
            <translation>Trajekt: {piece:count} ({count}), {origin} → {dest} přes jezero; {faction} pluje trajektem a místo líznutí karty získá {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fewest Duchy warriors — {targets} ({value:warrior})</source>
            <translation>Nejméně bojovníků Hrabství — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fewest warriors counts every faction's warriors there.</source>
            <translation>Nejméně bojovníků počítá bojovníky všech frakcí tam.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Form the item supply on the map: {item_supply}.</source>
            <translation>Vytvoř zásobu předmětů na mapě: {item_supply}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Form your supply: {pieces}.</source>
            <translation>Vytvoř si zásobu: {pieces}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Foundations: no crowned minister of a suit where a building was removed, no crown is lost.</source>
            <translation>Základy: žádný korunovaný vyslanec symbolu, kde byla odstraněna budova, žádná koruna se neztrácí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fully cooperative: take the 4 dominance cards out of the deck.</source>
            <translation>Plně kooperativní: vyjmi 4 karty nadvlády z balíčku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gamble: before the plot in clearing {clearing} is revealed, the {faction} guesses what it is.</source>
            <translation>Hazard: než se plán na mýtině {clearing} odhalí, {faction} hádá, co to je.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gamble: the {faction} guessed right ({piece}); the plot does not take effect.</source>
            <translation>Hazard: {faction} – tip správný ({piece}); plán nemá účinek.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gamble: the {faction} guessed {piece}: wrong; the Corvids score 1 VP.</source>
            <translation>Hazard: {faction} – tip {piece}: špatně; Krkavci získají 1 VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gamble: what does the {faction} guess the plot in clearing {clearing} is?</source>
            <translation>Hazard: co si {faction} myslí, že je plán na mýtině {clearing}?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gardens: {count:garden} of the Lizards removed, so the top {cards:card} of the Lost Souls go to the discard pile.</source>
            <translation>Zahrady: odstraněno {count:garden} Ještěrů, takže vrchní {cards:card} ze Ztracených duší jdou na odhazovací balíček.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Garrison: the Riverfolk are never defenceless, and each trade post of theirs here adds 1 to their maximum hits ({posts:trade_post}).</source>
            <translation>Posádka: Říční lid nikdy není bezbranný a každá jeho obchodní stanice zde zvýší jeho maximum zásahů o 1 ({posts:trade_post}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Go to the nearest {suit} clearing for the quest.</source>
            <translation>Jdi na nejbližší mýtinu ({suit}) kvůli úkolu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Greedy: the player with the most VP bought services, so the {faction} scores 1 VP.</source>
            <translation>Chamtiví: hráč s nejvíce VB koupil služby, takže {faction} získá 1 VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Guerrilla War: the {defender} defends with the higher die, the attacker takes the lower.</source>
            <translation>Partyzánská válka: {defender} se brání vyšší kostkou, útočník bere nižší.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Hand Card</source>
            <translation>Karta z ruky</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Hand Card {n} (from the Riverfolk's hand)</source>
            <translation>Karta z ruky {n} (z ruky Říčního lidu)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Hand Card: {card} from the Market</source>
            <translation>Karta z ruky: {card} z Trhu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper (Director's Cut): with no items available, move to aid the lowest-scoring player.</source>
            <translation>Pomocník (Režisérská verze): bez dostupných předmětů se přesune pomoct hráči s nejméně body.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper applies to each aid.</source>
            <translation>Pomocník platí pro každou pomoc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper: aid scores {vp} extra VP.</source>
            <translation>Pomocník: pomoc získá {vp} VB navíc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper: aid the player with fewest VP — {targets} ({value:vp})</source>
            <translation>Pomocník: pomoc hráči s nejméně VB — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper: nobody to aid.</source>
            <translation>Pomocník: není komu pomoci.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Hospitals: {count:warrior} return in the Keep's clearing {clearing}.</source>
            <translation>Nemocnice: {count:warrior} se vrací na mýtinu Tvrze {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>How many crafted items does the {faction} have (at most {most})?</source>
            <translation>Kolik vyrobených předmětů má {faction} (nejvýš {most})?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>How many crafted items does the {faction} have?</source>
            <translation>Kolik vyrobených předmětů má {faction}?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>How many warriors does the {faction} pay for {count:service}, at the costs the Riverfolk set?</source>
            <translation>Kolik bojovníků zaplatí {faction} za {count:service} podle cen, které Říční lid nastavil?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>In clearing {clearing}: repair one item.</source>
            <translation>Na mýtině {clearing}: oprav jeden předmět.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>In priority order, highest first: {targets}.</source>
            <translation>Podle priority, nejvyšší první: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>In {forest}: repair every item.</source>
            <translation>{forest}: oprav všechny předměty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Informants: defenceless sympathy still ambushes, one extra hit.</source>
            <translation>Informátoři: bezbranné sympatie stále tvoří léčku, jeden zásah navíc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Invaders: no slot to build in, so the Duchy battles in each clearing instead.</source>
            <translation>Vetřelci: není kde stavět, takže Hrabství místo toho bojuje na každé mýtině.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Investors: Duchy buildings removed in clearing {clearing} (card discarded: {discarded})</source>
            <translation>Investoři: budovy Hrabství odstraněny na mýtině {clearing} (karta odhozena: {discarded})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Iron Will: Escalated Recruit places double ({count}).</source>
            <translation>Železná vůle: Eskalovaný Nábor umístí dvojnásobek ({count}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>It cannot spread: it scores {vp} VP instead.</source>
            <translation>Nemůže šířit: místo toho získá {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>It stops in clearing {stopped}: {missing:move} more would be needed.</source>
            <translation>Zastaví se na mýtině {stopped}: bylo by třeba ještě {missing:move}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Item supply: {count} {item}</source>
            <translation>Zásoba předmětů: {item} – {count}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Items in the satchel refresh first.</source>
            <translation>Předměty v brašně se obnovují první.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Items on the track ({track}) are not usable for actions.</source>
            <translation>Předměty na stupnici ({track}) nelze použít k akcím.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Keep</source>
            <translation>Tvrz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Law of Root {rule}</source>
            <translation>Zákon Rootu {rule}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Lay out the {map} map.</source>
            <translation>Rozlož mapu {map}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Leaving {forest} into an adjacent clearing.</source>
            <translation>Odchod: {forest} → sousední mýtina.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Lost Souls (Erratic)</source>
            <translation>Ztracené duše (Nevyzpytatelní)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Map corrected: clearing {clearing} coastal: {coastal}</source>
            <translation>Oprava mapy: mýtina {clearing} pobřežní: {coastal}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Map corrected: clearing {clearing} has {slots:building_slot} printed</source>
            <translation>Oprava mapy: mýtina {clearing} má natištěno {slots:building_slot}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Map corrected: river between {a} and {b}: {river}</source>
            <translation>Oprava mapy: řeka mezi {a} a {b}: {river}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Market (right end)</source>
            <translation>Trh (pravý konec)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Marksman hits before the dice.</source>
            <translation>Střelec zasahuje před kostkami.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Marksman: an immediate hit on the {defender}.</source>
            <translation>Střelec: okamžitý zásah proti: {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Marksman: nothing to hit.</source>
            <translation>Střelec: není co zasáhnout.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Marksman: the hit removes 1 {faction} {piece}; {vp} VP.</source>
            <translation>Střelec: zásah odstraní 1 dílek {faction} – {piece}; {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Martial Law: the {faction} has 3+ warriors in clearing {clearing}; the spread scores {vp} VP.</source>
            <translation>Stanné právo: {faction} má 3+ bojovníky na mýtině {clearing}; šíření získá {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Martyrs: a warrior from the Lizards' supply joins the acolytes too.</source>
            <translation>Mučedníci: k akolytům se přidá i bojovník ze zásoby Ještěrů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Martyrs: no Lizard warrior in the supply to add.</source>
            <translation>Mučedníci: v zásobě není bojovník Ještěrů k přidání.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mastermind: the Corvids plot twice (plot {index}).</source>
            <translation>Strůjce: Krkavci kují pikle dvakrát (plán {index}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mercenaries</source>
            <translation>Žoldnéři</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mercenaries: the hits the {faction} takes are split, {own} on its own pieces and {riverfolk} on the Riverfolk warriors.</source>
            <translation>Žoldnéři: zásahy, které {faction} dostává, se dělí: {own} na vlastní dílky a {riverfolk} na bojovníky Říčního lidu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mercenaries: the {faction} counts the Riverfolk's {warriors:warrior} in clearing {clearing} as its own.</source>
            <translation>Žoldnéři: {faction} počítá bojovníky Říčního lidu ({warriors:warrior}) na mýtině {clearing} za své.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Most empty building slots — {targets} ({value})</source>
            <translation>Nejvíc prázdných stavebních míst — {targets} ({value})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Most enemy buildings and tokens — {targets} ({value:building_token})</source>
            <translation>Nejvíc nepřátelských budov a žetonů — {targets} ({value:building_token})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Most enemy buildings — {targets} ({value:building})</source>
            <translation>Nejvíc nepřátelských budov — {targets} ({value:building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Most warriors in the Riverfolk's Payments — {targets} ({value:warrior})</source>
            <translation>Nejvíc bojovníků v Platbách Říčního lidu — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move all but 3 warriors out of {origin}: {count}.</source>
            <translation>Přesuň všechny bojovníky kromě 3, odkud: {origin}: {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move for the {column} column ({cards:card}): {count:warrior} from {origin} to {dest}, leaving {leave:warrior} ({to_rule} needed there to keep ruling it).</source>
            <translation>Pohyb pro sloupec {column} ({cards:card}): {count:warrior}, {origin} → {dest}, zůstává {leave:warrior} (k udržení vlády je tam třeba {to_rule}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move for the {column} column: it rules no such clearing.</source>
            <translation>Pohyb pro sloupec {column}: neovládá žádnou takovou mýtinu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move for the {column} column: nothing can move.</source>
            <translation>Pohyb pro sloupec {column}: nic se nemůže pohnout.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move from: most Eyrie warriors — {targets} ({value:warrior})</source>
            <translation>Pohyb odkud: nejvíc bojovníků Orlů — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move to {dest}: {moves:move}, {items:item} exhausted.</source>
            <translation>Pohyb → {dest}: {moves:move}, vyčerpáno {items:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move to: a clearing without a roost — {targets}</source>
            <translation>Pohyb kam: mýtina bez hnízda — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: all but 2 Corvid warriors leave {origin} (a face-up plot): {count:warrior} to {dest}.</source>
            <translation>Pohyb: všichni bojovníci Krkavců kromě 2 opouštějí {origin} (plán lícem nahoru): {count:warrior} → {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: most enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation>Pohyb: nejvíc nepřátelských dílků — {targets} ({value:enemy_piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no adjacent clearing may be entered.</source>
            <translation>Pohyb: na žádnou sousední mýtinu nelze vstoupit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no clearing has warriors to spare.</source>
            <translation>Pohyb: žádná mýtina nemá bojovníky navíc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no clearing with more than 3 Marquise warriors.</source>
            <translation>Pohyb: žádná mýtina s více než 3 bojovníky Markýzy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no destination may be entered.</source>
            <translation>Pohyb: do žádného cíle nelze vstoupit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no {suit} clearing has more than 3 Marquise warriors.</source>
            <translation>Pohyb: žádná mýtina ({suit}) nemá víc než 3 bojovníky Markýzy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: {origin} has {warriors} Marquise warriors, but it rules neither {origin} nor a clearing next to it: none move.</source>
            <translation>Pohyb: {origin} – bojovníci Markýzy: {warriors}, ale nevládne ani tam ({origin}), ani na sousední mýtině: nikdo se nepřesune.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Moved {count} {faction} {piece:count} from {origin} across the lake to {dest} on the ferry; the {faction} draws a card</source>
            <translation>Přesunuto: {faction} – {piece:count}: {count}, {origin} → {dest} přes jezero trajektem; {faction} si lízne kartu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Moved {count} {faction} {piece:count} from {origin} to {dest}</source>
            <translation>Přesunuto: {faction} – {piece:count}: {count}, {origin} → {dest}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nearest: fewest moves — {targets} ({value:move})</source>
            <translation>Nejbližší: nejméně pohybů — {targets} ({value:move})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nearest: no clearing within reach.</source>
            <translation>Nejbližší: žádná mýtina na dosah.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>New roost in clearing {clearing} with {warriors:warrior}.</source>
            <translation>Nové hnízdo na mýtině {clearing} s: {warriors:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nimble: the Corvids move whoever rules the clearings.</source>
            <translation>Hbitost: Krkavci se pohybují bez ohledu na to, kdo mýtiny ovládá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nimble: the Vagabot ignores rule when moving.</source>
            <translation>Hbitost: Tulabot při pohybu nebere ohled na vládu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No Corvid warrior left in the supply: The Plot Thickens first, then the recruit goes on.</source>
            <translation>V zásobě nezbývá bojovník Krkavců: nejdřív Zápletka houstne, pak nábor pokračuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No Duchy warrior is left in the supply.</source>
            <translation>V zásobě nezbývá žádný bojovník Hrabství.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No Lizard warrior is on the map.</source>
            <translation>Na mapě není žádný bojovník Ještěrů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No adjacent clearing has enemy pieces: the tie is broken by priority alone.</source>
            <translation>Žádná sousední mýtina nemá nepřátelské dílky: shodu rozhodne jen priorita.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No adjacent clearing to move to.</source>
            <translation>Žádná sousední mýtina k přesunu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No adjacent clearing with a Duchy building can be moved to.</source>
            <translation>Na žádnou sousední mýtinu s budovou Hrabství se nelze přesunout.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing has 2 or more Corvid warriors and an enemy to battle.</source>
            <translation>Žádná mýtina nemá 2 či více bojovníků Krkavců a nepřítele k bitvě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing has a face-up plot and more than 2 Corvid warriors: no move.</source>
            <translation>Žádná mýtina nemá plán lícem nahoru a víc než 2 bojovníky Krkavců: žádný pohyb.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing of that suit can take a warrior.</source>
            <translation>Žádná mýtina toho symbolu nemůže přijmout bojovníka.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing the Duchy rules has a free slot.</source>
            <translation>Žádná mýtina ovládaná Hrabstvím nemá volné místo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing there holds Riverfolk warriors and enemy pieces.</source>
            <translation>Žádná mýtina tam nemá bojovníky Říčního lidu a nepřátelské dílky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing with Riverfolk pieces can take warriors.</source>
            <translation>Žádná mýtina s dílky Říčního lidu nemůže přijmout bojovníky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing with a Duchy building takes a warrior.</source>
            <translation>Žádná mýtina s budovou Hrabství nepřijme bojovníka.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No new roost: {roosts:roost} already on the map.</source>
            <translation>Žádné nové hnízdo: na mapě už je {roosts:roost}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing can take a warrior.</source>
            <translation>Žádná rozkazová mýtina nemůže přijmout bojovníka.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing has 2 or more Lizard warriors and an enemy to battle.</source>
            <translation>Žádná rozkazová mýtina nemá 2 či více bojovníků Ještěrů a nepřítele k bitvě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing has a building of that player to sanctify.</source>
            <translation>Žádná rozkazová mýtina nemá budovu toho hráče k posvěcení.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing has a warrior of that player to convert.</source>
            <translation>Žádná rozkazová mýtina nemá bojovníka toho hráče k obrácení.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing without a plot can take one.</source>
            <translation>Žádná rozkazová mýtina bez plánu ho nemůže přijmout.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing without a trade post can take one.</source>
            <translation>Žádná rozkazová mýtina bez obchodní stanice ji nemůže přijmout.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No other clearing can take the recruit.</source>
            <translation>Žádná jiná mýtina nemůže přijmout nábor.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No other {suit} clearing can take the recruit.</source>
            <translation>Žádná jiná mýtina ({suit}) nemůže přijmout nábor.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No player can be targeted.</source>
            <translation>Na žádného hráče nelze cílit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No plot is left in the supply to swap for the bomb in clearing {clearing}: it stays face up.</source>
            <translation>V zásobě nezbývá plán k výměně za bombu na mýtině {clearing}: zůstává lícem nahoru.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No revolt: Public Pity follows.</source>
            <translation>Žádná vzpoura: následuje Veřejný soucit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ruled clearing holds a Duchy warrior.</source>
            <translation>Žádná ovládaná mýtina nemá bojovníka Hrabství.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ruled clearing holds more than 4 Duchy warriors.</source>
            <translation>Žádná ovládaná mýtina nemá víc než 4 bojovníky Hrabství.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No such clearing can take a plot.</source>
            <translation>Žádná taková mýtina nemůže přijmout plán.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No such destination: the {count:warrior} in clearing {clearing} go to the Burrow.</source>
            <translation>Žádný takový cíl: {count:warrior} z mýtiny {clearing} jde do Nory.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No tunnel left in the supply: the Duchy takes the one in {origin}.</source>
            <translation>V zásobě nezbývá tunel: Hrabství vezme ten, který je tady: {origin}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No tunnel on the map to take.</source>
            <translation>Na mapě není tunel, který by šlo vzít.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing can take a Lizard warrior.</source>
            <translation>Žádná mýtina ({suit}) nemůže přijmout bojovníka Ještěrů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing can take a new roost.</source>
            <translation>Žádná mýtina ({suit}) nemůže přijmout nové hnízdo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing fits: spread to clearing {clearing} of any suit.</source>
            <translation>Žádná mýtina ({suit}) nevyhovuje: šíří se na mýtinu {clearing} libovolného symbolu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing has 2 or more Corvid warriors and an enemy to battle.</source>
            <translation>Žádná mýtina ({suit}) nemá 2 či více bojovníků Krkavců a nepřítele k bitvě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing has a face-up plot and more than 2 Corvid warriors: no move.</source>
            <translation>Žádná mýtina ({suit}) nemá plán lícem nahoru a víc než 2 bojovníky Krkavců: žádný pohyb.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing next to a sympathetic one can take sympathy.</source>
            <translation>Žádná mýtina ({suit}) sousedící se sympatizující nemůže přijmout sympatie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nobility: score {vp} VP instead of losing VP.</source>
            <translation>Šlechta: získá {vp} VB místo ztráty VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nobody else has pieces in clearing {clearing}: no discard.</source>
            <translation>Nikdo jiný nemá dílky na mýtině {clearing}: žádné odhození.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nobody has warriors in the Payments.</source>
            <translation>Nikdo nemá bojovníky v Platbách.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Not every target is allowed: the others are skipped.</source>
            <translation>Ne každý cíl je povolen: ostatní se přeskočí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nothing crafted, so nothing is discarded: the Market keeps its cards.</source>
            <translation>Nic se nevyrobilo, takže se nic neodhazuje: Trh si ponechá své karty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Off the right end of the track: back to the leftmost space.</source>
            <translation>Za pravým koncem stupnice: zpět na nejlevější pole.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>One Lizard warrior in each adjacent clearing: {targets}.</source>
            <translation>Jeden bojovník Ještěrů na každé sousední mýtině: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>One Riverfolk warrior goes into their Payments.</source>
            <translation>Jeden bojovník Říčního lidu jde do jejich Plateb.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>One Riverfolk warrior in each river clearing: {targets}.</source>
            <translation>Jeden bojovník Říčního lidu na každé říční mýtině: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>One battle for the {column} column, whatever its {cards:card}.</source>
            <translation>Jedna bitva pro sloupec {column} bez ohledu na jeho karty ({cards:card}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only one Loyal Vizier starts in the Decree.</source>
            <translation>Ve Výnosu začíná jen jeden Věrný vezír.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only {supply:warrior} in the supply: the highest-priority clearings first ({targets}).</source>
            <translation>V zásobě jen {supply:warrior}: nejdřív mýtiny s nejvyšší prioritou ({targets}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Order card: a {suit} card</source>
            <translation>Karta rozkazu: karta ({suit})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Order card: {card}</source>
            <translation>Karta rozkazu: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize in clearing {clearing}: {warriors:warrior} (at least {threshold}); remove them.</source>
            <translation>Organizace na mýtině {clearing}: {warriors:warrior} (aspoň {threshold}); odstraň je.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize needs {warriors}+ Alliance warriors.</source>
            <translation>Organizace potřebuje {warriors}+ bojovníků Aliance.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: a protectionism condition is met, the Riverfolk score 1 VP.</source>
            <translation>Organizace: podmínka protekcionismu je splněna, Říční lid získá 1 VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: no clearing can take the 2 warriors.</source>
            <translation>Organizace: žádná mýtina nemůže přijmout 2 bojovníky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: no clearing with a base and {threshold}+ warriors.</source>
            <translation>Organizace: žádná mýtina se základnou a {threshold}+ bojovníky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: no protectionism condition is met.</source>
            <translation>Organizace: žádná podmínka protekcionismu není splněna.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: no warriors left in the supply to place.</source>
            <translation>Organizace: v zásobě nezbývají bojovníci k umístění.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: {warriors:warrior} in clearing {clearing}, with Riverfolk pieces and the most enemy pieces.</source>
            <translation>Organizace: {warriors:warrior} na mýtině {clearing}, s dílky Říčního lidu a nejvíce nepřátelskými dílky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Outrage in clearing {clearing} (card discarded: {discarded})</source>
            <translation>Pobouření na mýtině {clearing} (karta odhozena: {discarded})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Outrage: the Alliance's sympathy in clearing {clearing} was hit ({cause}).</source>
            <translation>Pobouření: sympatie Aliance na mýtině {clearing} byly zasaženy ({cause}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Overwhelm: dig {time} of 2 this turn, needing and moving {need}.</source>
            <translation>Přesila: hloubení {time} ze 2 v tomto tahu, potřebuje a přesouvá {need}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Overwhelm: the dig moves only {count:warrior}.</source>
            <translation>Přesila: hloubení přesune jen {count:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Path {a}–{b} closed: {closed}</source>
            <translation>Cesta {a}–{b} uzavřena: {closed}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Place a sympathy token in clearing {clearing} ({token} on the map): {vp} VP.</source>
            <translation>Polož žeton sympatií na mýtinu {clearing} (na mapě {token}): {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plot: no clearing without a plot has a Corvid warrior.</source>
            <translation>Pikle: žádná mýtina bez plánu nemá bojovníka Krkavců.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plot: no {suit} clearing without a plot has a Corvid warrior.</source>
            <translation>Pikle: žádná mýtina ({suit}) bez plánu nemá bojovníka Krkavců.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plot: the Corvids remove a warrior in clearing {clearing} and place a plot there, face down.</source>
            <translation>Pikle: Krkavci odstraní bojovníka na mýtině {clearing} a umístí tam plán lícem dolů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plots are revealed in priority order: {targets}.</source>
            <translation>Plány se odhalují podle priority: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plus 2 warriors in the ordered clearing it rules of highest priority: {clearing}.</source>
            <translation>Navíc 2 bojovníci na ovládanou rozkazovou mýtinu s nejvyšší prioritou: {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Popularity: removing sympathy scores at most {vp} VP per battle.</source>
            <translation>Popularita: odstranění sympatií získá nejvýš {vp} VB za bitvu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Popularity: removing sympathy scores no VP.</source>
            <translation>Popularita: odstranění sympatií nezíská žádné VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Protectionism: no warriors in the supply, so the sword condition is met for the rest of the turn.</source>
            <translation>Protekcionismus: v zásobě nejsou bojovníci, takže podmínka meče platí po zbytek tahu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Protectionism: the Payments are empty, so the shield condition is met for the rest of the turn.</source>
            <translation>Protekcionismus: Platby jsou prázdné, takže podmínka štítu platí po zbytek tahu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Protectionism: {payments:warrior} in the Payments, so the shield condition is not met.</source>
            <translation>Protekcionismus: v Platbách je {payments:warrior}, takže podmínka štítu neplatí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Protectionism: {supply:warrior} in the supply, so the sword condition is not met.</source>
            <translation>Protekcionismus: v zásobě je {supply:warrior}, takže podmínka meče neplatí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Public Pity: spread again ({left} left).</source>
            <translation>Veřejný soucit: šíří znovu (zbývá {left}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Public Pity: {on_map:sympathy} on the map, so spread {times:time}.</source>
            <translation>Veřejný soucit: na mapě {on_map:sympathy}, takže šíří {times:time}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put 2 warriors and a tunnel in a corner clearing that is no other player's starting corner and, if possible, is diagonally opposite one; then 2 warriors in each clearing adjacent to it.</source>
            <translation>Polož 2 bojovníky a tunel na rohovou mýtinu, která není výchozím rohem jiného hráče a pokud možno leží úhlopříčně naproti jednomu z nich; pak 2 bojovníky na každou sousední mýtinu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put 4 warriors and a garden of its suit in a corner clearing that is no other player's starting corner and, if possible, is diagonally opposite one; then a warrior in each adjacent clearing.</source>
            <translation>Polož 4 bojovníky a zahradu jejího symbolu na rohovou mýtinu, která není výchozím rohem jiného hráče a pokud možno leží úhlopříčně naproti jednomu z nich; pak bojovníka na každou sousední mýtinu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put 4 warriors in any clearings touching the river.</source>
            <translation>Polož 4 bojovníky na libovolné mýtiny u řeky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put a ruin on each slot marked R: clearings {clearings}.</source>
            <translation>Polož ruinu na každé místo označené R: mýtiny {clearings}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put a warrior in any clearing of each suit (3 in all).</source>
            <translation>Polož bojovníka na libovolnou mýtinu každého symbolu (celkem 3).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the 4 items marked R (bag, boots, hammer, sword) one under each ruin, shuffled.</source>
            <translation>Polož 4 předměty označené R (vak, boty, kladivo, meč) zamíchané, po jednom pod každou ruinu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the Burrow board beside the map.</source>
            <translation>Polož desku Nory vedle mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the Keep in any corner clearing.</source>
            <translation>Polož Tvrz na libovolnou rohovou mýtinu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the Keep in clearing {clearing}, the corner named at New Game (the bots set up around it).</source>
            <translation>Polož Tvrz na mýtinu {clearing}, roh zvolený v Nové hře (boti se připraví kolem ní).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the ferry in clearing {clearing}, the coastal corner.</source>
            <translation>Polož trajekt na mýtinu {clearing}, pobřežní roh.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the pawn in any forest.</source>
            <translation>Polož figurku do libovolného lesa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the priority markers 1 to {count} on the clearings as the Rootbotics chart of {map} shows.</source>
            <translation>Polož žetony priority 1 až {count} na mýtiny podle tabulky Rootbotiky pro mapu {map}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put {pieces} in a corner clearing that is no other player's starting corner and, if possible, is diagonally opposite one.</source>
            <translation>Polož {pieces} na rohovou mýtinu, která není výchozím rohem jiného hráče a pokud možno leží úhlopříčně naproti jednomu z nich.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Quest: no matching clearing within reach.</source>
            <translation>Úkol: žádná odpovídající mýtina na dosah.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Quest: no quest card.</source>
            <translation>Úkol: žádná karta úkolu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Quest: {usable:usable_item}, {cost} needed.</source>
            <translation>Úkol: {usable:usable_item}, je třeba {cost}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rally: no ordered clearing without a Duchy building holds 1 or 2 Duchy warriors.</source>
            <translation>Shromáždění: žádná rozkazová mýtina bez budovy Hrabství nemá 1 nebo 2 bojovníky Hrabství.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rally: ordered clearing {clearing} has no Duchy building and only {count:warrior}.</source>
            <translation>Shromáždění: rozkazová mýtina {clearing} nemá budovu Hrabství a jen {count:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ranger: only {damaged:damaged_item}.</source>
            <translation>Hraničář: jen {damaged:damaged_item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ranger: {damaged:damaged_item}; slip into {forest} (among {options}).</source>
            <translation>Hraničář: {damaged:damaged_item}; vyklouznout do: {forest} (z možností {options}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Reach {reach}: {total}, at least the {minimum} recommended for {players:player}.</source>
            <translation>Dosah {reach}: {total}, aspoň doporučených {minimum} pro {players:player}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Reach {reach}: {total}, under the {minimum} recommended for {players:player} (you may still play).</source>
            <translation>Dosah {reach}: {total}, pod doporučenými {minimum} pro {players:player} (hrát přesto můžete).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Reach {reach}: {total}; the Law of Root recommends no total for {players:player}.</source>
            <translation>Dosah {reach}: {total}; Zákon Rootu pro {players:player} žádný součet nedoporučuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit ({index} of 2): the Corvids place {count:warrior} in clearing {clearing}.</source>
            <translation>Nábor ({index} ze 2): Krkavci umístí {count:warrior} na mýtinu {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit a warrior in each clearing with a base: {targets}.</source>
            <translation>Nábor bojovníka na každou mýtinu se základnou: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit all {count} in the only clearing it rules: {clearing}.</source>
            <translation>Nábor všech {count} na jedinou ovládanou mýtinu: {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the bird column: {count:warrior} ({cards:card}).</source>
            <translation>Nábor pro ptačí sloupec: {count:warrior} ({cards:card}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the {column} column ({cards:card}): {count:warrior} in clearing {clearing}.</source>
            <translation>Nábor pro sloupec {column} ({cards:card}): {count:warrior} na mýtinu {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the {column} column: no roost in such a clearing.</source>
            <translation>Nábor pro sloupec {column}: na takové mýtině není hnízdo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the {column} column: no warrior left in the supply.</source>
            <translation>Nábor pro sloupec {column}: v zásobě nezbývá bojovník.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the {column} column: no warrior to place.</source>
            <translation>Nábor pro sloupec {column}: žádný bojovník k umístění.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit {count:warrior} evenly among the ordered clearings it rules: {targets}.</source>
            <translation>Nábor – {count:warrior} rovnoměrně na ovládané rozkazové mýtiny: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit {count:warrior} in the two lowest-priority clearings it rules: {targets}.</source>
            <translation>Nábor – {count:warrior} na dvě ovládané mýtiny s nejnižší prioritou: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: it rules no clearing.</source>
            <translation>Nábor: neovládá žádnou mýtinu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: it rules no {suit} clearing.</source>
            <translation>Nábor: neovládá žádnou mýtinu ({suit}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: most enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation>Nábor: nejvíc nepřátelských dílků — {targets} ({value:enemy_piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: no base on the map.</source>
            <translation>Nábor: na mapě není základna.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: no clearing may take warriors.</source>
            <translation>Nábor: žádná mýtina nemůže přijmout bojovníky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: one Riverfolk warrior in each ordered clearing: {targets}.</source>
            <translation>Nábor: jeden bojovník Říčního lidu na každou rozkazovou mýtinu: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: the Duchy places {count:warrior} in the Burrow.</source>
            <translation>Nábor: Hrabství umístí do Nory {count:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: the order is bird, so one Riverfolk warrior in each river clearing: {targets}.</source>
            <translation>Nábor: rozkaz je ptačí, takže jeden bojovník Říčního lidu na každou říční mýtinu: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Refresh {count:item} (difficulty).</source>
            <translation>Obnov {count:item} (obtížnost).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Refresh {count:item} ({damaged} damaged).</source>
            <translation>Obnov {count:item} (poškozených {damaged}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Refresh: nothing exhausted.</source>
            <translation>Obnova: nic není vyčerpané.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Refreshed {refreshed:item}.</source>
            <translation>Obnoveno: {refreshed:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Relentless removals score {vp} VP.</source>
            <translation>Neúprosná odstranění získají {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Relentless: nothing defenceless to remove.</source>
            <translation>Neúprosní: nic bezbranného k odstranění.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Relentless: remove {count:building_token} (defenceless, enemy) in {targets}.</source>
            <translation>Neúprosní: odstraň {count:building_token} (bezbranné, nepřátelské): {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Removed {count} {faction} {piece:count} from {place}</source>
            <translation>Odebráno: {faction} – {piece:count}: {count}, odkud: {place}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Repair one item (it comes back {face}).</source>
            <translation>Oprav jeden předmět (vrátí se {face}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Repair: nothing damaged.</source>
            <translation>Oprava: nic není poškozené.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Repaired {repaired:item}.</source>
            <translation>Opraveno: {repaired:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Reveal the plots, highest priority first: turn over the plot in clearing {clearing} ({left} face down).</source>
            <translation>Odhal plány, nejvyšší priorita první: otoč plán na mýtině {clearing} (lícem dolů zbývá {left}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt in clearing {clearing}.</source>
            <translation>Vzpoura na mýtině {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: a bird order does not revolt in Birdsong.</source>
            <translation>Vzpoura: ptačí rozkaz se v Rozbřesku nebouří.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: most enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation>Vzpoura: nejvíc nepřátelských dílků — {targets} ({value:enemy_piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: no clearing can take the base.</source>
            <translation>Vzpoura: žádná mýtina nemůže přijmout základnu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: no sympathetic {suit} clearing can revolt.</source>
            <translation>Vzpoura: žádná sympatizující mýtina ({suit}) se nemůže vzbouřit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: the {suit} base is already on the map.</source>
            <translation>Vzpoura: základna ({suit}) už je na mapě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ritual {index} of {rituals}: the Lizards reveal {card} ({suit}) from the Lost Souls.</source>
            <translation>Rituál {index} z {rituals}: Ještěři odhalí ze Ztracených duší {card} ({suit}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Riverboats</source>
            <translation>Říční lodě</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Riverfolk's Payments: {count:warrior} of the {faction}</source>
            <translation>Platby Říčního lidu: {count:warrior} frakce {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Robotic Revenge: the Lizards lose {count:warrior} outside their turn; one goes to the acolytes.</source>
            <translation>Robotická pomsta: Ještěři mimo svůj tah ztrácejí {count:warrior}; jeden jde mezi akolyty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rogue needs 3 enemy pieces with a building or token; here: {pieces:enemy_piece}, {buildings_tokens:building_token}.</source>
            <translation>Darebák potřebuje 3 nepřátelské dílky s budovou nebo žetonem; zde: {pieces:enemy_piece}, {buildings_tokens:building_token}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rogue scores {vp} VP.</source>
            <translation>Darebák získá {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rogue: remove the enemy pieces in clearing {clearing}:</source>
            <translation>Darebák: odstraň nepřátelské dílky na mýtině {clearing}:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rootbotics {rule}</source>
            <translation>Rootbotika {rule}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ruins in clearing {clearing}: {ruins}</source>
            <translation>Ruiny na mýtině {clearing}: {ruins}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ruled, most Duchy warriors — {targets} ({value:warrior})</source>
            <translation>Ovládaná, nejvíc bojovníků Hrabství — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ruling clearing {clearing} needs a warrior there.</source>
            <translation>Ovládnutí mýtiny {clearing} vyžaduje bojovníka na ní.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sanctify: the Lizards replace the {faction}'s {piece} in clearing {clearing} with a {suit} garden and score {vp} VP.</source>
            <translation>Posvěcení: Ještěři nahradí na mýtině {clearing} dílek frakce {faction} ({piece}) zahradou ({suit}) a získají {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Score {vp} VP at the end of Evening (1 per two players, {players:player}).</source>
            <translation>Na konci Večera získej {vp} VB (1 za každé dva hráče, {players:player}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Score {vp} VP at the end of Evening.</source>
            <translation>Na konci Večera získej {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Score {vp} VP for {roosts:roost} on the map.</source>
            <translation>Získej {vp} VB za hnízda na mapě ({roosts:roost}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Score {vp} VP from the {piece} track ({on_map} on the map).</source>
            <translation>Získej {vp} VB ze stupnice: {piece} (na mapě {on_map}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Seats in turn order: {seats}; the {first_player} plays first.</source>
            <translation>Místa v pořadí tahů: {seats}; první hraje {first_player}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Services for bots ({card_set}): the table reads the {faction}'s Services card and says what it buys.</source>
            <translation>Služby pro boty ({card_set}): stůl přečte kartu služeb frakce {faction} a řekne, co kupuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Set up the table: step {number} of {of}. Done when it is done.</source>
            <translation>Příprava stolu: krok {number} z {of}. Hotovo, až bude hotovo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Set up the {faction} (played at the table): drag each piece onto the map as you place it.</source>
            <translation>Připrav frakci {faction} (hraje se u stolu): přetáhni každý dílek na mapu, jak ho pokládáš.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Setup card {card}: discarded.</source>
            <translation>Karta přípravy {card}: odhozena.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Setup order: {lettered}.</source>
            <translation>Pořadí přípravy: {lettered}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Setup: the {faction} draws a card from the deck ({number} of {of}).</source>
            <translation>Příprava: {faction} si lízne kartu z balíčku ({number} z {of}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Several clearings move: the highest-priority origin goes first ({origin}).</source>
            <translation>Pohybuje se víc mýtin: první jde výchozí s nejvyšší prioritou ({origin}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Several targets: highest priority first ({clearing}).</source>
            <translation>Víc cílů: nejvyšší priorita první ({clearing}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Shuffle the deck; each human draws 3 cards; the bots draw none.</source>
            <translation>Zamíchej balíček; každý člověk si lízne 3 karty; boti žádné.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Shuffle the quests and draw 3 face up.</source>
            <translation>Zamíchej úkoly a 3 vylož lícem nahoru.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Skip the rest of the setup</source>
            <translation>Přeskočit zbytek přípravy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Skipped: the rules do not allow this step on the board as it stands.</source>
            <translation>Přeskočeno: pravidla tento krok při současném stavu desky nedovolují.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Slip into {forest} (at random among {options}).</source>
            <translation>Vyklouznout do: {forest} (náhodně z {options}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Slip: no forest to slip into.</source>
            <translation>Vyklouznutí: žádný les, kam vyklouznout.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Slip: only {undamaged:undamaged_item}.</source>
            <translation>Vyklouznutí: jen {undamaged:undamaged_item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Special action: exhaust an item.</source>
            <translation>Zvláštní akce: vyčerpej předmět.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Special action: skipped.</source>
            <translation>Zvláštní akce: přeskočena.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Special action: the Vagabot is in {forest}.</source>
            <translation>Zvláštní akce: Tulabot stojí v lese ({forest}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spiteful: the Crusade removed a token, the Lizards score 1 VP more.</source>
            <translation>Zlomyslní: Křížová výprava odstranila žeton, Ještěři získají o 1 VB víc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spread: fewest enemy warriors — {targets} ({value:enemy_warrior})</source>
            <translation>Šíření: nejméně nepřátelských bojovníků — {targets} ({value:enemy_warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spread: no clearing can take a sympathy token.</source>
            <translation>Šíření: žádná mýtina nemůže přijmout žeton sympatií.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spread: no clearing can take sympathy.</source>
            <translation>Šíření: žádná mýtina nemůže přijmout sympatie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spread: no sympathy left on the track.</source>
            <translation>Šíření: na stupnici nezbývají sympatie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Start of the game</source>
            <translation>Začátek hry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Suit marker on clearing {clearing}: {suit}</source>
            <translation>Žeton symbolu na mýtině {clearing}: {suit}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Suit markers: fox on {fox}; mouse on {mouse}; rabbit on {rabbit}.</source>
            <translation>Žetony symbolů: liška na {fox}; myš na {mouse}; králík na {rabbit}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Surprise Revolt in clearing {clearing}.</source>
            <translation>Nečekaná vzpoura na mýtině {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Surprise Revolt: most enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation>Nečekaná vzpoura: nejvíc nepřátelských dílků — {targets} ({value:enemy_piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Surprise Revolt: no clearing can revolt.</source>
            <translation>Nečekaná vzpoura: žádná mýtina se nemůže vzbouřit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Surprise Revolt: no sympathetic clearing can revolt.</source>
            <translation>Nečekaná vzpoura: žádná sympatizující mýtina se nemůže vzbouřit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Swap the bomb in clearing {clearing} for a random plot from the supply, placed face up.</source>
            <translation>Vyměň bombu na mýtině {clearing} za náhodný plán ze zásoby, položený lícem nahoru.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sway: a bird order orders no minister, the lowest without a crown, the {minister}, is crowned.</source>
            <translation>Ovlivnění: ptačí rozkaz nenařizuje žádného vyslance, korunu dostane nejnižší bez koruny: {minister}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sway: every minister already wears a crown.</source>
            <translation>Ovlivnění: každý vyslanec už nosí korunu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sway: no ordered minister is free, the lowest without a crown, the {minister}, is crowned.</source>
            <translation>Ovlivnění: žádný rozkazový vyslanec není volný, korunu dostane nejnižší bez koruny: {minister}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sway: the {minister}, the highest {suit} minister without a crown, is crowned.</source>
            <translation>Ovlivnění: korunu dostane {minister}, nejvyšší vyslanec ({suit}) bez koruny.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Swoop happens at the end of Daylight, after Turmoil too.</source>
            <translation>Střemhlavý útok přichází na konci Dne, i po Zmatku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Swoop: {count:warrior} in clearing {clearing}.</source>
            <translation>Střemhlavý útok: {count:warrior} na mýtině {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Take a random plot from the Corvids' supply for clearing {clearing}: what does it show?</source>
            <translation>Vezmi náhodný plán ze zásoby Krkavců pro mýtinu {clearing}: co ukazuje?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Take the items marked S your character lists: tea, crossbows and bags on their tracks, the others in the Satchel.</source>
            <translation>Vezmi předměty označené S, které uvádí tvá postava: čaj, kuše a vaky na jejich stupnice, ostatní do Brašny.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Take {count:crafted_item} from the {faction}: {items}.</source>
            <translation>Vezmi {count:crafted_item} od frakce {faction}: {items}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Target player: most VP — {targets} ({value:vp})</source>
            <translation>Cílový hráč: nejvíc VB — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That player has several kinds of building there: the {piece} is replaced.</source>
            <translation>Ten hráč tam má víc druhů budov: nahradí se {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That was the Lizards' last acolyte: conspiracies end.</source>
            <translation>To byl poslední akolyta Ještěrů: spiknutí končí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 10 sympathy tokens on the Sympathy track.</source>
            <translation>10 žetonů sympatií na stupnici Sympatií.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 3 bases on the Bases box.</source>
            <translation>3 základny v poli Základen.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 9 crowns on the spaces with victory points.</source>
            <translation>9 korun na polích s vítěznými body.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 9 minister cards face up on the Unswayed Ministers pile.</source>
            <translation>9 karet vyslanců lícem nahoru na hromádce Neovlivnění vyslanci.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 9 trade posts on the Trade Posts tracks.</source>
            <translation>9 obchodních stanic na stupnicích Obchodních stanic.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Alliance starts with {warriors:warrior}, {bases:base} and {sympathy:sympathy} on its board.</source>
            <translation>Aliance začíná s: {warriors:warrior}, {bases:base} a {sympathy:sympathy} na své desce.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Arbiter acts only when a defender enlists it.</source>
            <translation>Rozhodčí jedná, jen když ho obránce najme.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Burrow holds fewer than 4: all {count:warrior} move up.</source>
            <translation>V Noře je méně než 4: vyjdou všichni ({count:warrior}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Burrow is a clearing the Duchy always rules: it counts.</source>
            <translation>Nora je mýtina, kterou Hrabství vždy ovládá: počítá se.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Captain: clearing {clearing} has a tunnel, the Duchy deals one extra hit.</source>
            <translation>Kapitán: na mýtině {clearing} je tunel, Hrabství způsobí jeden zásah navíc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Clockwork 2 cards have one text in every printing.</source>
            <translation>Karty Clockwork 2 mají v každém vydání stejný text.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Corvids place 1 warrior in the lowest-priority clearing of each suit: {targets}.</source>
            <translation>Krkavci umístí 1 bojovníka na mýtinu s nejnižší prioritou každého symbolu: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Corvids revealed the plot in clearing {clearing}: {face:a}</source>
            <translation>Krkavci odhalili plán na mýtině {clearing}: {face:a}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Corvids score {vp} VP: one per face-up plot on the map.</source>
            <translation>Krkavci získají {vp} VB: jeden za každý plán lícem nahoru na mapě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Crusade fought {battles:battle}: the Lizards spend an acolyte.</source>
            <translation>Křížová výprava svedla {battles:battle}: Ještěři vydají akolytu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy builds a {piece} in clearing {clearing}.</source>
            <translation>Hrabství staví na mýtině {clearing}: {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy cannot place a building and still has some on its board: 1 VP.</source>
            <translation>Hrabství nemůže umístit budovu a na desce nějaké ještě má: 1 VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy moves {count:warrior} from {origin} to {dest}.</source>
            <translation>Hrabství přesouvá {count:warrior}: {origin} → {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy places a warrior in clearing {clearing}.</source>
            <translation>Hrabství umístí bojovníka na mýtinu {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy removes a warrior from {place} and scores 1 VP.</source>
            <translation>Hrabství odstraní bojovníka ({place}) a získá 1 VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy surfaces in corner {clearing}, diagonally opposite a starting corner ({starts}).</source>
            <translation>Hrabství se vynoří v rohu {clearing}, úhlopříčně naproti výchozímu rohu ({starts}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy surfaces in corner {clearing}, drawn at random among {corners}.</source>
            <translation>Hrabství se vynoří v rohu {clearing}, vylosovaném z {corners}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Foremole is crowned: one more warrior.</source>
            <translation>Předák je korunován: o jednoho bojovníka víc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Keep goes in clearing {clearing}, as the table chose.</source>
            <translation>Tvrz jde na mýtinu {clearing}, jak zvolil stůl.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Keep goes in clearing {clearing}, drawn at random among the corners {corners}.</source>
            <translation>Tvrz jde na mýtinu {clearing}, vylosovanou z rohů {corners}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Keep is not on the map: the first roost goes in clearing {clearing} (random among {corners}).</source>
            <translation>Tvrz není na mapě: první hnízdo jde na mýtinu {clearing} (náhodně z {corners}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards ({acolytes:acolyte}) move the conspiracy marker to Convert (space {space}).</source>
            <translation>Ještěři ({acolytes:acolyte}) posunou značku spiknutí na Obrácení (pole {space}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards ({acolytes:acolyte}) move the conspiracy marker to Crusade (space {space}).</source>
            <translation>Ještěři ({acolytes:acolyte}) posunou značku spiknutí na Křížovou výpravu (pole {space}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards ({acolytes:acolyte}) move the conspiracy marker to Sanctify (space {space}).</source>
            <translation>Ještěři ({acolytes:acolyte}) posunou značku spiknutí na Posvěcení (pole {space}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards cannot Convert: no acolyte is spent.</source>
            <translation>Ještěři nemohou Obrátit: akolyta se nevydá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards cannot Crusade: no acolyte is spent.</source>
            <translation>Ještěři nemohou na Křížovou výpravu: akolyta se nevydá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards cannot Sanctify: no acolyte is spent.</source>
            <translation>Ještěři nemohou Posvětit: akolyta se nevydá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards discard the {count:card} left in the Lost Souls.</source>
            <translation>Ještěři odhodí karty zbylé ve Ztracených duších ({count:card}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards do not rule clearing {clearing}: no garden.</source>
            <translation>Ještěři neovládají mýtinu {clearing}: žádná zahrada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards now rule clearing {clearing}: a garden follows.</source>
            <translation>Ještěři teď ovládají mýtinu {clearing}: následuje zahrada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards place a warrior in {suit} clearing {clearing}.</source>
            <translation>Ještěři umístí bojovníka na mýtinu {clearing} ({suit}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards rule clearing {clearing} but cannot place a {suit} garden there:</source>
            <translation>Ještěři ovládají mýtinu {clearing}, ale nemohou tam umístit zahradu ({suit}):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards rule clearing {clearing}: they place a {suit} garden there.</source>
            <translation>Ještěři ovládají mýtinu {clearing}: umístí tam zahradu ({suit}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards score {vp} VP on the {suit} garden track ({gardens:garden} on the map).</source>
            <translation>Ještěři získají {vp} VB na stupnici zahrad ({suit}) (na mapě {gardens:garden}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards start in corner {clearing}, diagonally opposite a starting corner (drawn among {corners}).</source>
            <translation>Ještěři začínají v rohu {clearing}, úhlopříčně naproti výchozímu rohu (vylosováno z {corners}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards start in corner {clearing}, drawn at random among {corners}: none is opposite a start.</source>
            <translation>Ještěři začínají v rohu {clearing}, vylosovaném z {corners}: žádný neleží naproti výchozímu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards' order is bird: suits tie at {count} in the {cards:card} of the Lost Souls.</source>
            <translation>Rozkaz Ještěrů je ptačí: symboly jsou v kartách Ztracených duší ({cards:card}) nerozhodně, po {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards' order is {suit}: {count} of the {cards:card} in the Lost Souls.</source>
            <translation>Rozkaz Ještěrů je {suit}: {count} z karet ve Ztracených duších ({cards:card}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards' own discards go to the discard pile, not back onto their Lost Souls.</source>
            <translation>Vlastní odhozené karty Ještěrů jdou na odhazovací balíček, ne zpět do Ztracených duší.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lost Souls are empty after {done} of {rituals} rituals: Daylight ends.</source>
            <translation>Ztracené duše jsou prázdné po {done} z {rituals} rituálů: Den končí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Market is empty: the Riverfolk have no order card.</source>
            <translation>Trh je prázdný: Říční lid nemá kartu rozkazu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Marshal places no warrior.</source>
            <translation>Maršál neumístí žádného bojovníka.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Mayor removes nothing and scores nothing.</source>
            <translation>Starosta nic neodstraní a nic nezíská.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Pass ({clearing}) counts as the highest priority, ahead of {targets}.</source>
            <translation>Průsmyk ({clearing}) se počítá jako nejvyšší priorita, před: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Pass ({clearing}) counts as the lowest priority, below {targets}.</source>
            <translation>Průsmyk ({clearing}) se počítá jako nejnižší priorita, pod: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Pass ({clearing}) goes first: it counts as the highest priority, before {targets}.</source>
            <translation>Průsmyk ({clearing}) jde první: počítá se jako nejvyšší priorita, před: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Plot Thickens: no clearing without a plot has 3 or more Corvid warriors.</source>
            <translation>Zápletka houstne: žádná mýtina bez plánu nemá 3 či více bojovníků Krkavců.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Plot Thickens: the Corvids remove a warrior in clearing {clearing} and place a plot there, face down.</source>
            <translation>Zápletka houstne: Krkavci odstraní bojovníka na mýtině {clearing} a umístí tam plán lícem dolů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Price of Failure: Duchy buildings were removed, the {minister} loses its crown.</source>
            <translation>Cena neúspěchu: budovy Hrabství byly odstraněny, {minister} ztrácí korunu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk battle the {defender} in clearing {clearing}.</source>
            <translation>Říční lid bojuje na mýtině {clearing} proti: {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk's difficulty and trait cards read the same in both printings.</source>
            <translation>Karty obtížnosti a vlastností Říčního lidu mají v obou vydáních stejný text.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk's supply is short: {missing:warrior} not placed.</source>
            <translation>Zásoba Říčního lidu nestačí: neumístěno {missing:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Services cards' texts are not in the app: the table answers from the printed card, and the app offers only what 9.2.3 allows (count, price, the warriors in supply, the Market).</source>
            <translation>Texty karet služeb v aplikaci nejsou: stůl odpovídá podle tištěné karty a aplikace nabízí jen to, co dovoluje 9.2.3 (počet, cena, bojovníci v zásobě, Trh).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabond damages {items:item}.</source>
            <translation>Tulák poškodí: {items:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabond defends with {swords:sword} (its hit cap).</source>
            <translation>Tulák se brání s {swords:sword} (jeho strop zásahů).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot damages {items:item}.</source>
            <translation>Tulabot poškodí: {items:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot plays the {character}.</source>
            <translation>Tulabot hraje za postavu: {character}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot scores {vp} VP for warriors removed.</source>
            <translation>Tulabot získá {vp} VB za odstraněné bojovníky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot starts with {items:item} marked S in its Satchel.</source>
            <translation>Tulabot začíná s {items:item} označenými S ve své Brašně.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot's twelfth item: one extra hit.</source>
            <translation>Dvanáctý předmět Tulabota: jeden zásah navíc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Wildfire spread scores nothing.</source>
            <translation>Šíření z Lesního požáru nic nezíská.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app draws from its own shuffle of the cards it knows are still in the deck; the table takes the card it names out of the physical deck.</source>
            <translation>Aplikace líže z vlastního zamíchání karet, o kterých ví, že jsou ještě v balíčku; stůl vyjme kartu, kterou určí, z fyzického balíčku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app draws the plot for clearing {clearing}: {piece:a}.</source>
            <translation>Aplikace losuje plán pro mýtinu {clearing}: {piece:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app draws {card} ({suit}) for the {faction}'s {purpose}: take that card out of the deck.</source>
            <translation>Aplikace líže {card} ({suit}) pro frakci {faction} ({purpose}): vyjměte tu kartu z balíčku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app names the cards the bots draw: take each one it names out of the deck.</source>
            <translation>Aplikace určuje karty, které boti líznou: každou určenou kartu vyjměte z balíčku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app's deck is empty: the discard pile ({cards} known cards) is shuffled into a new deck.</source>
            <translation>Balíček aplikace je prázdný: odhazovací balíček ({cards} známých karet) se zamíchá do nového balíčku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The attacker is the {faction}.</source>
            <translation>Útočník: {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bird card goes to the discard pile, not back to the Lost Souls.</source>
            <translation>Ptačí karta jde na odhazovací balíček, ne zpět do Ztracených duší.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bomb finds no enemy piece in clearing {clearing}.</source>
            <translation>Bomba na mýtině {clearing} nenachází žádný nepřátelský dílek.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bomb in clearing {clearing} goes back to the supply; {piece:a} takes its place, face up.</source>
            <translation>Bomba na mýtině {clearing} se vrací do zásoby; na její místo přijde lícem nahoru: {piece:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bomb removes every {faction} piece there ({count:piece}).</source>
            <translation>Bomba odstraní všechny dílky frakce {faction} tam ({count:piece}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bomb removes {count:piece} of the {faction} bot there, warriors first (not all its pieces).</source>
            <translation>Bomba tam odstraní {count:piece} bota {faction}, nejdřív bojovníky (ne všechny jeho dílky).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The buildings and tokens removed score {vp} VP.</source>
            <translation>Odstraněné budovy a žetony získají {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The conspiracy marker starts on the Sanctify space.</source>
            <translation>Značka spiknutí začíná na poli Posvěcení.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The count is made once, as Public Pity starts.</source>
            <translation>Počítá se jednou, na začátku Veřejného soucitu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The crafted card is discarded: the Market keeps {cards:card}.</source>
            <translation>Vyrobená karta se odhodí: na Trhu zůstává {cards:card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The crafted item goes into the satchel.</source>
            <translation>Vyrobený předmět jde do brašny.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender chooses which buildings or tokens the last {hits:hit} remove.</source>
            <translation>Obránce volí, které budovy nebo žetony odstraní poslední zásahy ({hits:hit}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender does not enlist the Arbiter</source>
            <translation>Obránce nenajímá Rozhodčího</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender enlists the Arbiter</source>
            <translation>Obránce najímá Rozhodčího</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender is the {faction}.</source>
            <translation>Obránce: {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender may enlist the {arbiter} as Arbiter.</source>
            <translation>Obránce může najmout frakci {arbiter} jako Rozhodčího.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The discard pile is known to the table.</source>
            <translation>Odhazovací balíček stůl zná.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The face-down plot in clearing {clearing} is removed: if it shows a raid, place a Corvid warrior in each adjacent clearing.</source>
            <translation>Plán lícem dolů na mýtině {clearing} je odstraněn: pokud ukazuje nájezd, umísti bojovníka Krkavců na každou sousední mýtinu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The ferry moved to {dest}</source>
            <translation>Trajekt přesunut → {dest}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The first roost goes in clearing {clearing}, drawn at random among the corners {corners}.</source>
            <translation>První hnízdo jde na mýtinu {clearing}, vylosovanou z rohů {corners}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The first roost goes in clearing {clearing}, the corner opposite the Keep ({keep}).</source>
            <translation>První hnízdo jde na mýtinu {clearing}, roh naproti Tvrzi ({keep}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The garden tracks' VP are the ones shown on the Lizards' board (correct them there).</source>
            <translation>VB stupnic zahrad jsou ty, které ukazuje deska Ještěrů (tam je opravte).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The garrison is {warriors:warrior} at this difficulty.</source>
            <translation>Posádka je při této obtížnosti {warriors:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The human Riverfolk set each service's cost (1 to 4 warriors) on their board: the table says what the {faction} pays.</source>
            <translation>Lidský Říční lid nastavuje cenu každé služby (1 až 4 bojovníci) na své desce: stůl řekne, co {faction} platí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The item track grows to {track}: up to {max_hits:hit} ({face_down} face down).</source>
            <translation>Stupnice předmětů roste na {track}: až {max_hits:hit} ({face_down} lícem dolů).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The item track shrinks to {track}: up to {max_hits:hit}.</source>
            <translation>Stupnice předmětů klesá na {track}: až {max_hits:hit}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The items under the ruins come with the {faction}'s setup, below.</source>
            <translation>Předměty pod ruinami přijdou s přípravou frakce {faction}, níže.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The least useful item is given up.</source>
            <translation>Odevzdá se nejméně užitečný předmět.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The marker went round the whole track without a conspiracy the Lizards could do: conspiracies end, {acolytes:acolyte} kept.</source>
            <translation>Značka obešla celou stupnici bez spiknutí, které by Ještěři mohli provést: spiknutí končí, akolyté zůstávají ({acolytes:acolyte}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The new plot may be another bomb; it does not go off.</source>
            <translation>Nový plán může být další bomba; nevybuchne.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The order card is the rightmost card of the Market: {card}.</source>
            <translation>Karta rozkazu je nejpravější karta Trhu: {card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The other 14 gardens on the Gardens tracks, right to left.</source>
            <translation>Zbylých 14 zahrad na stupnicích Zahrad, zprava doleva.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The other 5 sawmills, 5 workshops and 5 recruiters on the Buildings tracks, right to left.</source>
            <translation>Zbylých 5 pil, 5 dílen a 5 verboven na stupnicích Budov, zprava doleva.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The other 6 roosts on the Roosts track, right to left.</source>
            <translation>Zbylých 6 hnízd na stupnici Hnízd, zprava doleva.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The outcast marker on any suit of the Outcast box.</source>
            <translation>Značka vyděděnců na libovolný symbol v poli Vyděděnci.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The pawn starts in {forest}, drawn at random among {forests} (each touching {clearings:clearing}).</source>
            <translation>Figurka začíná v lese {forest}, vylosovaném z {forests} (každý sousedí s: {clearings:clearing}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The pawn starts in {forest}, touching the most clearings ({clearings}).</source>
            <translation>Figurka začíná v lese {forest}, který sousedí s nejvíce mýtinami ({clearings}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The plot cannot thicken anywhere: the rest of the recruit is not placed.</source>
            <translation>Zápletka nemůže nikde houstnout: zbytek náboru se neumístí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The plot in clearing {clearing} is revealed: {piece:a}.</source>
            <translation>Plán na mýtině {clearing} je odhalen: {piece:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The plot placed this way does not take effect.</source>
            <translation>Takto umístěný plán nemá účinek.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The quest card is drawn at the Vagabot's first turn.</source>
            <translation>Karta úkolu se lízne v prvním tahu Tulabota.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The quest scores {vp} VP.</source>
            <translation>Úkol získá {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The raid in clearing {clearing} is removed: a Corvid warrior goes to each adjacent clearing.</source>
            <translation>Nájezd na mýtině {clearing} je odstraněn: bojovník Krkavců jde na každou sousední mýtinu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The recruit goes on in clearing {clearing}.</source>
            <translation>Nábor pokračuje na mýtině {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The remainder goes to the highest priority: {targets}.</source>
            <translation>Zbytek jde na nejvyšší prioritu: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The revolt removes {removed:piece} and scores {vp} VP.</source>
            <translation>Vzpoura odstraní {removed:piece} a získá {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The shield condition was met: discard once more.</source>
            <translation>Podmínka štítu byla splněna: odhoď ještě jednou.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The shield's battles replace the sword's; then on to Evening.</source>
            <translation>Bitvy štítu nahrazují bitvy meče; pak dál k Večeru.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The supply is {missing:warrior} short: placed in priority order until it runs out.</source>
            <translation>V zásobě chybí {missing:warrior}: umisťuje se podle priority, dokud nedojdou.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The supply is {missing:warrior} short: the Duchy places what is left.</source>
            <translation>V zásobě chybí {missing:warrior}: Hrabství umístí, co zbývá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The supply runs out {missing:warrior} short.</source>
            <translation>Zásoba dojde, chybí {missing:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The sword condition met when Organizing holds for the rest of the turn, whatever the supply holds now.</source>
            <translation>Podmínka meče splněná při Organizaci platí po zbytek tahu, ať je teď v zásobě cokoli.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The table answered: {chosen}</source>
            <translation>Stůl odpověděl: {chosen}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {arbiter} is enlisted as Arbiter: +{bonus} to the defender's hit cap.</source>
            <translation>Rozhodčím se stává {arbiter}: +{bonus} ke stropu zásahů obránce.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {attacker} battles the {defender} in clearing {clearing}, dice {dice}</source>
            <translation>Bitva na mýtině {clearing}: {attacker} proti {defender}, kostky {dice}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {by} gives the {faction} a card: bots have no hand, so it is discarded and the {faction} scores 1 VP (2.8.1)</source>
            <translation>{by} dává frakci {faction} kartu: boti nemají ruku, takže se odhodí a {faction} získá 1 VB (2.8.1)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {by} guessed {guess:a} in clearing {clearing} (right: {right})</source>
            <translation>{by} tipuje na mýtině {clearing}: {guess:a} (správně: {right})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {by} removes all enemy pieces in clearing {clearing}, scoring their buildings and tokens; a Vagabot there damages 3 items instead (7.2.1.I)</source>
            <translation>{by} odstraní všechny nepřátelské dílky na mýtině {clearing} a boduje jejich budovy a žetony; Tulabot tam místo toho poškodí 3 předměty (7.2.1.I)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {by} takes a card from the {faction}: bots have no hand, so the {by} draws a card from the deck instead (2.8.1)</source>
            <translation>{by} bere kartu frakci {faction}: boti nemají ruku, takže {by} místo toho lízne kartu z balíčku (2.8.1)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {card} card starts in the bird column of the Decree.</source>
            <translation>Karta {card} začíná v ptačím sloupci Výnosu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {column} column is empty.</source>
            <translation>Sloupec {column} je prázdný.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {count:card} revealed become the new Lost Souls, the first revealed on top.</source>
            <translation>Odhalené karty ({count:card}) se stanou novými Ztracenými dušemi, první odhalená navrchu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} defends where its {piece} stands: one extra hit.</source>
            <translation>{defender} se brání tam, kde stojí {piece}: jeden zásah navíc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} has no pieces left here.</source>
            <translation>{defender} tu už nemá žádné dílky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} has no warriors there: defenceless, one extra hit.</source>
            <translation>{defender} tam nemá bojovníky: bezbranný, jeden zásah navíc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} has nothing left to battle.</source>
            <translation>{defender} už nemá s čím bojovat.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} would enlist the {arbiter} as Arbiter: is it the Arbiter, with how many swords?</source>
            <translation>{defender} chce najmout frakci {arbiter} jako Rozhodčího: je to Rozhodčí a s kolika meči?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot has no hand: it discards nothing.</source>
            <translation>Bot {faction} nemá ruku: nic neodhazuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot scores {vp} VP for the aid.</source>
            <translation>Bot {faction} získá za pomoc {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot sets up its faction board: nothing goes on the map.</source>
            <translation>Bot {faction} si připraví desku frakce: na mapu nic nejde.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot sets up: put its {count:piece} on the map as shown.</source>
            <translation>Příprava bota {faction}: polož jeho dílky ({count:piece}) na mapu podle ukázky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot's setup, {part} of {parts}: it puts none of its pieces on the map.</source>
            <translation>Příprava bota {faction}, {part} z {parts}: na mapu nepokládá žádné dílky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot's setup, {part} of {parts}: put {pieces} on the map as shown.</source>
            <translation>Příprava bota {faction}, {part} z {parts}: polož na mapu podle ukázky: {pieces}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot's trait cards face up beside its board: {traits}.</source>
            <translation>Karty vlastností bota {faction} lícem nahoru vedle jeho desky: {traits}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot's {difficulty} difficulty card face up beside its board.</source>
            <translation>Karta obtížnosti bota {faction} ({difficulty}) lícem nahoru vedle jeho desky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bought {card} from the Market as its order card: no card is drawn.</source>
            <translation>{faction}: z Trhu koupena karta {card} jako karta rozkazu: nelíže se žádná karta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} buys {services}; into the Riverfolk's Payments: {warriors:warrior} of the {payer}.</source>
            <translation>{faction} kupuje: {services}; do Plateb Říčního lidu: {warriors:warrior} frakce {payer}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} damages {items:item}.</source>
            <translation>{faction} poškodí: {items:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} discards a card at the table (extortion).</source>
            <translation>{faction} odhodí u stolu kartu (vydírání).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} draws {cards:card}.</source>
            <translation>{faction} lízne: {cards:card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} draws {count:card}.</source>
            <translation>{faction} lízne: {count:card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has no hand: {card} is discarded.</source>
            <translation>{faction} nemá ruku: {card} se odhodí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has no warriors: the Riverfolk place their own in Payments instead.</source>
            <translation>{faction} nemá bojovníky: Říční lid místo toho dá do Plateb své vlastní.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has {vp} VP: each service costs {price:warrior}.</source>
            <translation>{faction} má {vp} VB: každá služba stojí {price:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has {warriors:warrior} in its supply: enough for {most:service}.</source>
            <translation>{faction} má v zásobě {warriors:warrior}: stačí na {most:service}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} loses {count:piece} of its choice.</source>
            <translation>{faction} ztrácí dílky podle své volby: {count:piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} may buy up to {count:service}: one, plus one per clearing with its pieces and a trade post ({posts:clearing}).</source>
            <translation>{faction} smí koupit až {count:service}: jednu a další za každou mýtinu s jejími dílky a obchodní stanicí ({posts:clearing}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} pawn stays: the {faction} damages 3 items at the table.</source>
            <translation>Figurka frakce {faction} zůstává: {faction} u stolu poškodí 3 předměty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} removes the plot and scores {vp} VP.</source>
            <translation>{faction} odstraní plán a získá {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} removes the snare in clearing {clearing} instead ({vp} VP).</source>
            <translation>{faction} místo toho odstraní past na mýtině {clearing} ({vp} VB).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} score {vp} VP for the buildings and tokens removed.</source>
            <translation>{faction} získá {vp} VB za odstraněné budovy a žetony.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction}'s pawn cannot be removed: the bomb damages 3 of its items instead.</source>
            <translation>Figurku frakce {faction} nelze odstranit: bomba místo toho poškodí 3 její předměty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {minister} acts.</source>
            <translation>Jedná: {minister}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {minister} is crowned (the highest matching minister without a crown).</source>
            <translation>{minister} dostává korunu (nejvyšší odpovídající vyslanec bez koruny).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {opened_by} opens the closed path {a}–{b}: a card spent, the marker removed, 1 VP (Law of Root C.3.3)</source>
            <translation>{opened_by} otevírá uzavřenou cestu {a}–{b}: vydaná karta, žeton odstraněn, 1 VB (Zákon Rootu C.3.3)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {winners} reached 30 VP and wins the game.</source>
            <translation>{winners}: 30 VB, vítězství ve hře.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Then the bomb in clearing {clearing} is swapped for a random plot from the supply, face up.</source>
            <translation>Pak se bomba na mýtině {clearing} vymění za náhodný plán ze zásoby, lícem nahoru.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Then the bots draw their setup cards: the app asks for each one before the first turn.</source>
            <translation>Pak si boti líznou karty přípravy: aplikace se na každou zeptá před prvním tahem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Thief: nobody to steal from.</source>
            <translation>Zloděj: není koho okrást.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Thief: take a random card from the {faction}.</source>
            <translation>Zloděj: vezmi náhodnou kartu frakci {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Thief: the player with most VP — {targets} ({value:vp})</source>
            <translation>Zloděj: hráč s nejvíce VB — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>This difficulty recruits {count:warrior} in each clearing.</source>
            <translation>Tato obtížnost naverbuje na každé mýtině: {count:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>This difficulty reveals {rituals:card} in Daylight.</source>
            <translation>Tato obtížnost ve Dni odhalí: {rituals:card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ties of distance go to the highest priority.</source>
            <translation>Shodu vzdálenosti vyhrává nejvyšší priorita.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Tinker: nothing in the discard to craft.</source>
            <translation>Dráteník: v odhazovacím balíčku není co vyrobit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Tinker: take {card} from the discard and craft {item}.</source>
            <translation>Dráteník: vezmi z odhazovacího balíčku {card} a vyrob: {item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Tokens and pawns count as pieces in clearing {clearing} ({count} of them).</source>
            <translation>Žetony a figurky se na mýtině {clearing} počítají jako dílky (je jich {count}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Trait {name}</source>
            <translation>Vlastnost {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Tuck the 2 Loyal Viziers into the Decree columns the leader shows.</source>
            <translation>Zasuň 2 Věrné vezíry do sloupců Výnosu, které ukazuje vůdce.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turmoil ({cause}).</source>
            <translation>Zmatek ({cause}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turmoil: Daylight ends; Evening still follows.</source>
            <translation>Zmatek: Den končí; Večer přesto následuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turmoil: humiliated, lose {vp} VP.</source>
            <translation>Zmatek: ponížení, ztrácí {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turmoil: purge the Decree, {discarded:card} discarded, {viziers:vizier} stay.</source>
            <translation>Zmatek: očista Výnosu, odhozeno {discarded:card}, zůstává {viziers:vizier}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turn over the plot in clearing {clearing}: what does it show?</source>
            <translation>Otoč plán na mýtině {clearing}: co ukazuje?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Use the Exiles and Partisans deck.</source>
            <translation>Použij balíček Vyhnanci a partyzáni.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Use the base deck.</source>
            <translation>Použij základní balíček.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Vagrant picks both sides of the battle.</source>
            <translation>Pobuda volí obě strany bitvy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Vagrant: most pieces here — {targets} ({value:piece})</source>
            <translation>Pobuda: nejvíc dílků zde — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Vagrant: nobody to incite.</source>
            <translation>Pobuda: není koho podnítit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Vagrant: the {attacker} battles the {defender} in clearing {clearing}.</source>
            <translation>Pobuda: {attacker} bojuje na mýtině {clearing} proti: {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Veterans: both sides take the higher die.</source>
            <translation>Veteráni: obě strany berou vyšší kostku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Veterans: the Alliance defends with the higher die.</source>
            <translation>Veteráni: Aliance se brání vyšší kostkou.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>War Tax counts only what the Eyrie removes.</source>
            <translation>Válečná daň počítá jen to, co odstraní Orli.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>War Tax: the {faction} loses {vp} VP.</source>
            <translation>Válečná daň: {faction} ztrácí {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>What does the {faction} buy from the Riverfolk, as its Services card says? At most {most:service}. Tick nothing if it buys nothing.</source>
            <translation>Co {faction} kupuje od Říčního lidu podle své karty služeb? Nejvýš {most:service}. Pokud nic nekupuje, nic nezaškrtávejte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>When this raid is removed, the Corvids place a warrior in each clearing next to {clearing}.</source>
            <translation>Když se tento nájezd odstraní, Krkavci umístí bojovníka na každou mýtinu sousedící s mýtinou {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which humans here have cards in hand?</source>
            <translation>Kteří lidé zde mají karty v ruce?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which humans here have crafted items?</source>
            <translation>Kteří lidé zde mají vyrobené předměty?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which humans in clearing {clearing} have crafted items?</source>
            <translation>Kteří lidé na mýtině {clearing} mají vyrobené předměty?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which piece does the {faction} lose to the Marksman?</source>
            <translation>Který dílek ztrácí {faction} kvůli Střelci?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which quest card was drawn?</source>
            <translation>Která karta úkolu byla líznuta?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>While face up, no enemy piece may be placed in clearing {clearing} or moved out of it.</source>
            <translation>Dokud je lícem nahoru, na mýtinu {clearing} nelze umístit žádný nepřátelský dílek ani z ní nějaký přesunout.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Wildfire: spread sympathy once more at the end of Evening.</source>
            <translation>Lesní požár: na konci Večera šiř sympatie ještě jednou.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>With no one else, the attacker battles the {defender}.</source>
            <translation>Když není nikdo jiný, útočník bojuje proti: {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>With {humans:human} at the table, take the 4 dominance cards out of the deck (no spy cards).</source>
            <translation>S {humans:human} u stolu vyjmi z balíčku 4 karty nadvlády (žádné karty špehů).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>With {humans:human} at the table, the dominance cards stay in the deck (no spy cards).</source>
            <translation>S {humans:human} u stolu zůstávají karty nadvlády v balíčku (žádné karty špehů).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a bag</source>
            <translation>vak</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a crossbow</source>
            <translation>kuše</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a face-up snare in clearing {clearing} keeps the {faction} from placing there</source>
            <translation>past lícem nahoru na mýtině {clearing} brání frakci {faction} tam umisťovat</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a hammer</source>
            <translation>kladivo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a pair of boots</source>
            <translation>boty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a sword</source>
            <translation>meč</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a tea</source>
            <translation>čaj</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a torch</source>
            <translation>pochodeň</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a {piece}</source>
            <translation>{piece}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a {piece} cannot stand in clearing {clearing}, not of its suit</source>
            <translation>{piece} nemůže stát na mýtině {clearing}, není jejího symbolu</translation>
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
            <translation>bitva</translation>
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
            <translation>líznutí karty</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>citadel(s)</source>
            <translation>
                <numerusform>citadela</numerusform>
                <numerusform>citadely</numerusform>
                <numerusform>citadel</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} already holds a {piece}</source>
            <translation>na mýtině {clearing} už je {piece}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} has no Eyrie warriors</source>
            <translation>na mýtině {clearing} nejsou bojovníci Orlů</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} has no enemy to battle</source>
            <translation>na mýtině {clearing} není nepřítel k bitvě</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} has no free slot</source>
            <translation>mýtina {clearing} nemá volné místo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} holds a single warrior, none can move: next clearing</source>
            <translation>na mýtině {clearing} je jediný bojovník, nikdo se nepohne: další mýtina</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} holds the Keep</source>
            <translation>na mýtině {clearing} je Tvrz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} would have no free slot for the base</source>
            <translation>mýtina {clearing} by neměla volné místo pro základnu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing}: it rules neither end of the move</source>
            <translation>mýtina {clearing}: neovládá žádný konec pohybu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing}: {warriors:warrior}, {leave} must stay; none to move</source>
            <translation>mýtina {clearing}: {warriors:warrior}, zůstat musí {leave}; nikdo k přesunu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>coins</source>
            <translation>mince</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>exhausted</source>
            <translation>vyčerpaný</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>explore</source>
            <translation>průzkum</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>extortion(s)</source>
            <translation>
                <numerusform>vydírání</numerusform>
                <numerusform>vydírání</numerusform>
                <numerusform>vydírání</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>face-down plot(s)</source>
            <translation>
                <numerusform>plán lícem dolů</numerusform>
                <numerusform>plány lícem dolů</numerusform>
                <numerusform>plánů lícem dolů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>fox base(s)</source>
            <translation>
                <numerusform>liščí základna</numerusform>
                <numerusform>liščí základny</numerusform>
                <numerusform>liščích základen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>fox garden(s)</source>
            <translation>
                <numerusform>liščí zahrada</numerusform>
                <numerusform>liščí zahrady</numerusform>
                <numerusform>liščích zahrad</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>fox trade post(s)</source>
            <translation>
                <numerusform>liščí obchodní stanice</numerusform>
                <numerusform>liščí obchodní stanice</numerusform>
                <numerusform>liščích obchodních stanic</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>market(s)</source>
            <translation>
                <numerusform>tržiště</numerusform>
                <numerusform>tržiště</numerusform>
                <numerusform>tržišť</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>mouse base(s)</source>
            <translation>
                <numerusform>myší základna</numerusform>
                <numerusform>myší základny</numerusform>
                <numerusform>myších základen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>mouse garden(s)</source>
            <translation>
                <numerusform>myší zahrada</numerusform>
                <numerusform>myší zahrady</numerusform>
                <numerusform>myších zahrad</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>mouse trade post(s)</source>
            <translation>
                <numerusform>myší obchodní stanice</numerusform>
                <numerusform>myší obchodní stanice</numerusform>
                <numerusform>myších obchodních stanic</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>new order card (Expand)</source>
            <translation>nová karta rozkazu (Rozšíření)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no</source>
            <translation>ne</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no Corvid warrior in clearing {clearing} to remove</source>
            <translation>na mýtině {clearing} není bojovník Krkavců k odstranění</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no Services cards</source>
            <translation>žádné karty služeb</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no item</source>
            <translation>bez předmětu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no plot left in the supply for clearing {clearing}</source>
            <translation>v zásobě nezbývá plán pro mýtinu {clearing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no roost could be built</source>
            <translation>nelze postavit hnízdo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>only the Duchy may put pieces in the Burrow, not the {faction}</source>
            <translation>do Nory smí dávat dílky jen Hrabství, ne {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>order card</source>
            <translation>karta rozkazu</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>pawn(s)</source>
            <translation>
                <numerusform>figurka</numerusform>
                <numerusform>figurky</numerusform>
                <numerusform>figurek</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>quest</source>
            <translation>úkol</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rabbit base(s)</source>
            <translation>
                <numerusform>králičí základna</numerusform>
                <numerusform>králičí základny</numerusform>
                <numerusform>králičích základen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rabbit garden(s)</source>
            <translation>
                <numerusform>králičí zahrada</numerusform>
                <numerusform>králičí zahrady</numerusform>
                <numerusform>králičích zahrad</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rabbit trade post(s)</source>
            <translation>
                <numerusform>králičí obchodní stanice</numerusform>
                <numerusform>králičí obchodní stanice</numerusform>
                <numerusform>králičích obchodních stanic</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>raid(s)</source>
            <translation>
                <numerusform>nájezd</numerusform>
                <numerusform>nájezdy</numerusform>
                <numerusform>nájezdů</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>ready</source>
            <translation>připravený</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>recruiter(s)</source>
            <translation>
                <numerusform>verbovna</numerusform>
                <numerusform>verbovny</numerusform>
                <numerusform>verboven</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>repair</source>
            <translation>oprava</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rolled at the table</source>
            <translation>hozeno u stolu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rolled by the app</source>
            <translation>hozeno aplikací</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>roost(s)</source>
            <translation>
                <numerusform>hnízdo</numerusform>
                <numerusform>hnízda</numerusform>
                <numerusform>hnízd</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>sawmill(s)</source>
            <translation>
                <numerusform>pila</numerusform>
                <numerusform>pily</numerusform>
                <numerusform>pil</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>setup</source>
            <translation>příprava</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>snare(s)</source>
            <translation>
                <numerusform>past</numerusform>
                <numerusform>pasti</numerusform>
                <numerusform>pastí</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>special action</source>
            <translation>zvláštní akce</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>sympathy removed</source>
            <translation>odebrána sympatie</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>sympathy token(s)</source>
            <translation>
                <numerusform>žeton sympatií</numerusform>
                <numerusform>žetony sympatií</numerusform>
                <numerusform>žetonů sympatií</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the Burrow has no building slots: no {piece} there</source>
            <translation>Nora nemá stavební místa: {piece} tam nestojí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the Lizards have no warrior left in their supply for clearing {clearing}</source>
            <translation>Ještěrům nezbývá v zásobě bojovník pro mýtinu {clearing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the board as it stands does not allow it</source>
            <translation>současný stav desky to nedovoluje</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the card bought is its order card</source>
            <translation>koupená karta je jeho karta rozkazu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the new roost fits nowhere</source>
            <translation>nové hnízdo se nikam nevejde</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no building in clearing {clearing}</source>
            <translation>{faction} nemá budovu na mýtině {clearing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no cards</source>
            <translation>{faction} nemá karty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no ordered clearing where this can be done: next player</source>
            <translation>{faction} nemá rozkazovou mýtinu, kde by to šlo: další hráč</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no pieces there</source>
            <translation>{faction} tam nemá dílky</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no warrior in clearing {clearing}</source>
            <translation>{faction} nemá bojovníka na mýtině {clearing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no warriors there</source>
            <translation>{faction} tam nemá bojovníky</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has only {available} {piece:available} left in its supply for clearing {clearing}</source>
            <translation>{faction} má v zásobě pro mýtinu {clearing} už jen: {available} {piece:available}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} is a bot and has no hand</source>
            <translation>{faction} je bot a nemá ruku</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then clearings with pieces of that player — {targets}</source>
            <translation>pak mýtiny s dílky toho hráče — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then fewest Eyrie warriors — {targets} ({value:warrior})</source>
            <translation>pak nejméně bojovníků Orlů — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then fewest enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation>pak nejméně nepřátelských dílků — {targets} ({value:enemy_piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then fewest enemy warriors — {targets} ({value:enemy_warrior})</source>
            <translation>pak nejméně nepřátelských bojovníků — {targets} ({value:enemy_warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then fewest warriors — {targets} ({value:warrior})</source>
            <translation>pak nejméně bojovníků — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most Corvid warriors — {targets} ({value:warrior})</source>
            <translation>pak nejvíc bojovníků Krkavců — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most VP — {targets} ({value:vp})</source>
            <translation>pak nejvíc VB — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most buildings and tokens — {targets} ({value:building_token})</source>
            <translation>pak nejvíc budov a žetonů — {targets} ({value:building_token})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most defenceless buildings — {targets} ({value:defenceless_building})</source>
            <translation>pak nejvíc bezbranných budov — {targets} ({value:defenceless_building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most enemy buildings — {targets} ({value:building})</source>
            <translation>pak nejvíc nepřátelských budov — {targets} ({value:building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most pieces here — {targets} ({value:piece})</source>
            <translation>pak nejvíc dílků zde — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>there is no Burrow: the Duchy is not in this game</source>
            <translation>není žádná Nora: Hrabství v této hře není</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>trait Nobility</source>
            <translation>vlastnost Šlechta</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>tunnel(s)</source>
            <translation>
                <numerusform>tunel</numerusform>
                <numerusform>tunely</numerusform>
                <numerusform>tunelů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>warrior(s)</source>
            <translation>
                <numerusform>bojovník</numerusform>
                <numerusform>bojovníci</numerusform>
                <numerusform>bojovníků</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>warriors moved in</source>
            <translation>příchod bojovníků</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>wood</source>
            <translation>dřevo</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>workshop(s)</source>
            <translation>
                <numerusform>dílna</numerusform>
                <numerusform>dílny</numerusform>
                <numerusform>dílen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>yes</source>
            <translation>ano</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{a} and {b}</source>
            <translation>{a} a {b}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{base} by difficulty, plus {moles} for the mole icons uncovered (one per citadel on the map).</source>
            <translation>{base} podle obtížnosti plus {moles} za odkryté ikony krtků (jedna za každou citadelu na mapě).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{buyer} buys Riverfolk services: {services}</source>
            <translation>{buyer} kupuje služby Říčního lidu: {services}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{cards:card} in the {column} column: one extra hit.</source>
            <translation>{cards:card} ve sloupci {column}: jeden zásah navíc.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} goes face up into the Riverfolk's Market, card {position} from the left.</source>
            <translation>{card} jde lícem nahoru na Trh Říčního lidu, {position}. karta zleva.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} goes into the Lizards' Lost Souls, card {position} from the top (the first drawn on top).</source>
            <translation>{card} jde do Ztracených duší Ještěrů, {position}. karta shora (první líznutá navrchu).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} goes on top of the Lizards' Lost Souls, crafted or not.</source>
            <translation>{card} jde navrch Ztracených duší Ještěrů, vyrobená nebo ne.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is not in the deck: the app draws another</source>
            <translation>{card} není v balíčku: aplikace lízne jinou</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is the {faction}'s order card this turn, as its Services card says.</source>
            <translation>{card} je v tomto tahu karta rozkazu frakce {faction}, jak říká její karta služeb.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{citadels:citadel} on the map: {vp:vp}.</source>
            <translation>{citadels:citadel} na mapě: {vp:vp}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{count:warrior} from {origin} to the Burrow.</source>
            <translation>{count:warrior}: {origin} → Nora.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{count} Loyal Viziers start in the Decree.</source>
            <translation>Ve Výnosu začínají Věrní vezíři: {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{faction} ended the turn</source>
            <translation>{faction}: konec tahu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{faction} takes {hits:hit} in clearing {clearing}</source>
            <translation>{faction} dostává {hits:hit} na mýtině {clearing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{faction} {piece} ×{count}</source>
            <translation>{faction} – {piece} ×{count}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{faction}: {vp} VP</source>
            <translation>{faction}: {vp} VB</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{left:tunnel} still in the supply: {vp:vp} (2 when all 3 are on the map).</source>
            <translation>{left:tunnel} stále v zásobě: {vp:vp} (2, když jsou všechny 3 na mapě).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map} has its suits printed: no suit markers.</source>
            <translation>{map} má symboly natištěné: žádné žetony symbolů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map}: suit markers drawn at random (seeded). Lay {layout}. Correct any clearing from its menu.</source>
            <translation>{map}: žetony symbolů vylosovány náhodně (seed). Rozlož: {layout}. Kteroukoli mýtinu opravíte z její nabídky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{markets:market} on the map: {vp:vp}.</source>
            <translation>{markets:market} na mapě: {vp:vp}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{suit} on {clearings}</source>
            <translation>{suit} na {clearings}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>“2 or fewer warriors” describes the clearing rallied from, not the destination.</source>
            <translation>„2 nebo méně bojovníků“ popisuje mýtinu, odkud se shromažďuje, ne cíl.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ earliest in setup order: {chosen}</source>
            <translation>→ nejdřív v pořadí přípravy: {chosen}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ highest priority: {chosen}</source>
            <translation>→ nejvyšší priorita: {chosen}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ lowest priority: {chosen}</source>
            <translation>→ nejnižší priorita: {chosen}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ next: {targets} ({value})</source>
            <translation>→ další: {targets} ({value})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ the Pass ({chosen}): it counts as the highest priority</source>
            <translation>→ Průsmyk ({chosen}): počítá se jako nejvyšší priorita</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ the Pass ({chosen}): it counts as the lowest priority</source>
            <translation>→ Průsmyk ({chosen}): počítá se jako nejnižší priorita</translation>
        </message>
    </context>
    <context>
        <name>RemovalForm</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Remove &amp;these</source>
            <translation>Odstranit &amp;tyto</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction}: choose the pieces to remove (exactly {n}).</source>
            <translation>{faction}: vyberte dílky k odstranění (právě {n}).</translation>
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
            <translation> a </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Market (left to right): {cards}. Payments: {paid}. {protection}</source>
            <translation>Trh (zleva doprava): {cards}. Platby: {paid}. {protection}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Market (the order is the rightmost card)</source>
            <translation>Trh (rozkaz je nejpravější karta)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Payments
(warriors)</source>
            <translation>Platby
(bojovníci)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Protectionism this turn: no condition met.</source>
            <translation>Protekcionismus v tomto tahu: žádná podmínka nesplněna.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Protectionism this turn: {met} met.</source>
            <translation>Protekcionismus v tomto tahu: splněno: {met}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Protectionism: not checked yet.</source>
            <translation>Protekcionismus: zatím nezkontrolováno.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Supply: {left}.</source>
            <translation>Zásoba: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Market, left to right (9.2.1); the order card is the rightmost (9.4.3)</source>
            <translation>Trh zleva doprava (9.2.1); karta rozkazu je nejpravější (9.4.3)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Trade posts</source>
            <translation>Obchodní stanice</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Warriors and protectionism this turn</source>
            <translation>Bojovníci a protekcionismus v tomto tahu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>empty</source>
            <translation>prázdné</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>shield</source>
            <translation>štít</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>sword</source>
            <translation>meč</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{faction} warriors in the Payments</source>
            <translation>Bojovníci frakce {faction} v Platbách</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} trade posts: {on} on the map, {left} on the track.</source>
            <translation>Obchodní stanice ({suit}): {on} na mapě, {left} na stupnici.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} trade-post track</source>
            <translation>Stupnice obchodních stanic: {suit}</translation>
        </message>
    </context>
    <context>
        <name>RootWorkspace</name>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Board as text</source>
            <translation>Deska jako text</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Bot's proposal and reasons</source>
            <translation>Návrh bota a důvody</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Factions</source>
            <translation>Frakce</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Pieces</source>
            <translation>Dílky</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Set up the bots' pieces as shown:</source>
            <translation>Rozmístěte dílky botů podle ukázky:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Setup</source>
            <translation>Příprava</translation>
        </message>
    </context>
    <context>
        <name>ServicesDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>&amp;Buy</source>
            <translation>&amp;Koupit</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>&amp;Warriors paid in all:</source>
            <translation>&amp;Zaplaceno bojovníků celkem:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>, paid from the {payer}'s supply ({have} there). The {buyer} may buy up to {most}: one, plus one per clearing with its pieces and a trade post.</source>
            <translation>, placeno ze zásoby frakce {payer} (tam {have}). {buyer} smí koupit až {most}: jednu a další za každou mýtinu s jejími dílky a obchodní stanicí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Buy Riverfolk services</source>
            <translation>Koupit služby Říčního lidu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Each service costs what the Riverfolk set on their board (1 to 4 warriors)</source>
            <translation>Každá služba stojí tolik, kolik Říční lid nastavil na své desce (1 až 4 bojovníci)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Hand Cards (from the Riverfolk's hand):</source>
            <translation>Karty z ruky (z ruky Říčního lidu):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Hand Cards from the Market:</source>
            <translation>Karty z ruky z Trhu:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>In Daylight and Evening the Riverfolk warriors count as the buyer's for rule and battles against others; hits split evenly (9.2.3 III)</source>
            <translation>Ve Dni a Večeru se bojovníci Říčního lidu počítají za kupujícího pro vládu a bitvy proti ostatním; zásahy se dělí rovným dílem (9.2.3 III)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Rivers are paths for the buyer until the end of its turn (9.2.3 II)</source>
            <translation>Řeky jsou pro kupujícího cestami až do konce jeho tahu (9.2.3 II)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>The {buyer} has {vp} VP: each service costs {price} warriors</source>
            <translation>{buyer} má {vp} VB: každá služba stojí {price} bojovníků</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Warriors paid in all</source>
            <translation>Zaplaceno bojovníků celkem</translation>
        </message>
    </context>
    <context>
        <name>SetupChecklistPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>&amp;Done</source>
            <translation>&amp;Hotovo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Drag pieces to correct the board at any time; Undo brings a step back.</source>
            <translation>Dílky můžete kdykoli přetáhnout a opravit desku; Zpět vrátí krok.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>On the map: {pieces}</source>
            <translation>Na mapě: {pieces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Pieces of this step</source>
            <translation>Dílky tohoto kroku</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>S&amp;kip the rest</source>
            <translation>&amp;Přeskočit zbytek</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Setting up the table: step {n} of {of}</source>
            <translation>Příprava stolu: krok {n} z {of}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Setup steps</source>
            <translation>Kroky přípravy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Start play now (the bots' setup cards, then the first turn)</source>
            <translation>Začít hrát hned (karty přípravy botů, pak první tah)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>The table has done this step: go to the next one</source>
            <translation>Stůl tento krok provedl: přejít na další</translation>
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
            <translation>Přetáhněte na mýtinu, nebo klikněte a položte ho na mýtinu obkrouženou tečkami</translation>
        </message>
    </context>
    <context>
        <name>SuitLayoutEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>&amp;Random (seeded)</source>
            <translation>&amp;Náhodně (seed)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Blue lines: rivers.</source>
            <translation>Modré čáry: řeky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>C&amp;lear</source>
            <translation>&amp;Vymazat</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Clearing {n}: no marker yet. Click to lay one, or drag a suit here.</source>
            <translation>Mýtina {n}: zatím bez žetonu. Kliknutím ho položíte, nebo sem přetáhněte symbol.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Clearing {n}: {suit}. Click to change it.</source>
            <translation>Mýtina {n}: {suit}. Kliknutím změníte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Dashed, barred: paths closed at setup; the Pass is clearing {n}.</source>
            <translation>Čárkované, přeškrtnuté: cesty uzavřené při přípravě; Průsmyk je mýtina {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Mirror the markers on the table: click a clearing to change its suit, or drag a suit onto it.</source>
            <translation>Zrcadlete žetony ze stolu: kliknutím na mýtinu změníte její symbol, nebo na ni symbol přetáhněte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>No markers yet: the app will lay a random layout (4 of each, from the seed) and show it on the map. Or mirror your table's markers here.</source>
            <translation>Zatím bez žetonů: aplikace položí náhodné rozložení (4 od každého, ze seedu) a ukáže ho na mapě. Nebo sem zrcadlete žetony ze svého stolu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Number: the clearing's priority.</source>
            <translation>Číslo: priorita mýtiny.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Random layout from seed {seed}.</source>
            <translation>Náhodné rozložení ze seedu {seed}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Su&amp;ggested layout</source>
            <translation>Navr&amp;žené rozložení</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Suit markers on the table</source>
            <translation>Žetony symbolů na stole</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Take every marker off (the app then lays a random layout)</source>
            <translation>Sundat všechny žetony (aplikace pak položí náhodné rozložení)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>The 12 markers shuffled with the game's seed (Advanced): the same seed gives the same layout, the one the app lays if you leave this untouched.</source>
            <translation>12 žetonů zamíchaných podle seedu hry (Pokročilé): stejný seed dává stejné rozložení, to, které aplikace položí, pokud tohle necháte být.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>The layout the map's setup suggests. Source: {source}</source>
            <translation>Rozložení, které navrhuje příprava mapy. Zdroj: {source}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>The map's suggested layout.</source>
            <translation>Navržené rozložení mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Water: the lake; the ferry starts in clearing {n}.</source>
            <translation>Voda: jezero; trajekt začíná na mýtině {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Your layout from the last game on {map}: check it against the table.</source>
            <translation>Vaše rozložení z poslední hry na mapě {map}: porovnejte ho se stolem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>{n} without a marker</source>
            <translation>bez žetonu: {n}</translation>
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
            <translation>&amp;Odpovědět</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Both are already face up on the map</source>
            <translation>Oba už jsou na mapě lícem nahoru</translation>
        </message>
    </context>
    <context>
        <name>Turn</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Battle in clearing {c}: {a} attacks {d}. Roll the dice.</source>
            <translation>Bitva na mýtině {c}: {a} útočí na {d}. Hoďte kostkami.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Build a {piece} in clearing {c}.</source>
            <translation>Postav na mýtině {c}: {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Craft {item} for {vp} VP.</source>
            <translation>Vyrob {item} za {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Discard the order card {card}.</source>
            <translation>Odhoď kartu rozkazu {card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Discard {card}.</source>
            <translation>Odhoď {card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Draw the top card of the deck and enter it: it goes face up at the right end of the {faction}'s Market.</source>
            <translation>Lízněte vrchní kartu balíčku a zadejte ji: jde lícem nahoru na pravý konec Trhu frakce {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Draw the top card of the deck for the {faction} and enter it.</source>
            <translation>Lízněte vrchní kartu balíčku pro frakci {faction} a zadejte ji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>End the {faction}'s turn.</source>
            <translation>Ukonči tah frakce {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Expand: reveal the top card of the deck and enter it as the {faction}'s new order card.</source>
            <translation>Rozšíření: odkryjte vrchní kartu balíčku a zadejte ji jako novou kartu rozkazu frakce {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Game over.</source>
            <translation>Konec hry.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Game over: the bots win ({who} reached 30 VP first).</source>
            <translation>Konec hry: vyhrávají boti (30 VB první: {who}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Game over: the humans win ({who} reached 30 VP before any bot).</source>
            <translation>Konec hry: vyhrávají lidé (30 VB dřív než kterýkoli bot: {who}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Game over: the {who} wins with 30 VP.</source>
            <translation>Konec hry: vyhrává {who} s 30 VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move the {faction} pawn from {o} to {d}.</source>
            <translation>Přesuň figurku frakce {faction}: {o} → {d}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move the {faction} pawn: {route}.</source>
            <translation>Přesuň figurku frakce {faction}: {route}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move {n} {piece} from {o} to {d}.</source>
            <translation>Přesuň {piece} ({n}): {o} → {d}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move {warriors} from {o} to {d}.</source>
            <translation>Přesuň {warriors}: {o} → {d}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move {warriors} of the {faction} into the Riverfolk's Payments: {where}.</source>
            <translation>Přesuň {warriors} frakce {faction} do Plateb Říčního lidu: {where}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Nothing to do in this step.</source>
            <translation>V tomto kroku není co dělat.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Place {what}.</source>
            <translation>Umísti: {what}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Put {warriors} of the {faction} from its supply into the Riverfolk's Payments.</source>
            <translation>Dej {warriors} frakce {faction} z její zásoby do Plateb Říčního lidu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Recruit warriors: {where}.</source>
            <translation>Naverbuj bojovníky: {where}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Remove {what}.</source>
            <translation>Odstraň: {what}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Replace {n} {old_faction} {old} in {c} with {new}.</source>
            <translation>Nahraď na {c}: {old_faction} – {old} ({n}) → {new}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Return {warriors} from the Riverfolk's Payments to the {faction}'s supply.</source>
            <translation>Vrať {warriors} z Plateb Říčního lidu do zásoby frakce {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Reveal the top card of the deck and enter it as the {faction}'s order card.</source>
            <translation>Odkryjte vrchní kartu balíčku a zadejte ji jako kartu rozkazu frakce {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Reveal the top card of the deck and enter it: it goes on the {faction}' Lost Souls.</source>
            <translation>Odkryjte vrchní kartu balíčku a zadejte ji: jde do Ztracených duší frakce {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Ruins in clearing {c}: {state}.</source>
            <translation>Ruiny na mýtině {c}: {state}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Setup: draw the top card of the deck for the {faction} and enter it.</source>
            <translation>Příprava: lízněte vrchní kartu balíčku pro frakci {faction} a zadejte ji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Swap the {old} in clearing {c} for a {face}, face up.</source>
            <translation>Vyměň na mýtině {c}: {old} → {face}, lícem nahoru.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The app draws {card} for the {faction}: take that card out of the deck.</source>
            <translation>Aplikace líže {card} pro frakci {faction}: vyjměte tu kartu z balíčku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The engine could not plan this step ({error}); undo or fix the board.</source>
            <translation>Engine nedokázal tento krok naplánovat ({error}); vraťte se zpět nebo opravte desku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The ferry goes along: +{vp} VP for the {faction}.</source>
            <translation>Trajekt pluje s nimi: +{vp} VB pro frakci {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {d} enlists the {a} in clearing {c} if it is the Arbiter: is it?</source>
            <translation>{d} najme na mýtině {c} frakci {a}, pokud je to Rozhodčí: je?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {faction} buys Riverfolk services: {services}.</source>
            <translation>{faction} kupuje služby Říčního lidu: {services}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {faction}'s order card is {card}, bought from the Riverfolk's Market.</source>
            <translation>Karta rozkazu frakce {faction} je {card}, koupená z Trhu Říčního lidu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Then: {what}.</source>
            <translation>Pak: {what}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Turn the plot in clearing {c} face up: {face}.</source>
            <translation>Otoč plán na mýtině {c} lícem nahoru: {face}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Update the {faction}'s faction board.</source>
            <translation>Aktualizuj desku frakce {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>discard {card}</source>
            <translation>odhoď {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>end of turn</source>
            <translation>konec tahu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>none</source>
            <translation>žádné</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>placed</source>
            <translation>umístěny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>removed</source>
            <translation>odstraněny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{a} battle the {d} in clearing {c}: dice {x} and {y}; deal {ah}, take {dh}.</source>
            <translation>{a} bojují na mýtině {c} proti: {d}; kostky {x} a {y}; způsobí {ah}, dostanou {dh}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{a} battles the {d} in clearing {c}: dice {x} and {y}; deals {ah}, takes {dh}.</source>
            <translation>{a} bojuje na mýtině {c} proti: {d}; kostky {x} a {y}; způsobí {ah}, dostane {dh}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{d}: choose which pieces the last {hits} remove in clearing {c}.</source>
            <translation>{d}: vyberte, které dílky na mýtině {c} odstraní poslední zásahy ({hits}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{d}: enlist the {a} as Arbiter in clearing {c}?</source>
            <translation>{d}: najmout frakci {a} jako Rozhodčího na mýtině {c}?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction} +{vp} VP</source>
            <translation>{faction} +{vp} VB</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction} is playing: mirror their moves, then End turn.</source>
            <translation>Hraje {faction}: zrcadlete tahy a pak Ukončit tah.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction} scores {vp} VP.</source>
            <translation>{faction}: +{vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} from {c}</source>
            <translation>{n} z {c}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} in {c}</source>
            <translation>{n} → {c}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} {faction} {piece}</source>
            <translation>{faction} – {piece}: {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} {faction} {piece} in {c}</source>
            <translation>{faction} – {piece}: {n} na {c}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} {piece} in {c}</source>
            <translation>{piece}: {n} → {c}</translation>
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Apply the bot's proposed step (Enter)</source>
            <translation>Provést krok navržený botem (Enter)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>E&amp;nd turn</source>
            <translation>&amp;Ukončit tah</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Round {r} · {letter} {faction} ({kind})</source>
            <translation>Kolo {r} · {letter} {faction} ({kind})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The human player has finished; the next seat plays</source>
            <translation>Lidský hráč skončil; hraje další místo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>bot</source>
            <translation>bot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>human</source>
            <translation>člověk</translation>
        </message>
    </context>
    <context>
        <name>VagabotBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> +1 hit when attacking (12th item).</source>
            <translation> +1 zásah při útoku (12. předmět).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>&amp;Quest:</source>
            <translation>Ú&amp;kol:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Battle track</source>
            <translation>Stupnice bitvy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Building slots covered by its items in: {list}.</source>
            <translation>Stavební místa zakrytá jeho předměty na: {list}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Character: {name}</source>
            <translation>Postava: {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Damaged, face down</source>
            <translation>Poškozené, lícem dolů</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Damaged, face up</source>
            <translation>Poškozené, lícem nahoru</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Exhausted</source>
            <translation>Vyčerpané</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Face up</source>
            <translation>Lícem nahoru</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>No quest card is left to draw.</source>
            <translation>Nezbývá žádná karta úkolu k líznutí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Under the ruins: {list}.</source>
            <translation>Pod ruinami: {list}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Vagabot's quest suit</source>
            <translation>Symbol úkolu Tulabota</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>down</source>
            <translation>dolů</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>none</source>
            <translation>žádné</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>up</source>
            <translation>nahoru</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{undamaged} undamaged items: {track} on the battle track, {usable} usable. Max hits {hits}.{extra}</source>
            <translation>Nepoškozené předměty: {undamaged}; {track} na stupnici bitvy, použitelné {usable}. Max. zásahů {hits}.{extra}</translation>
        </message>
    </context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ" sourcelanguage="en">
    <context>
        <name>CardForm</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card &amp;drawn</source>
            <translation>&amp;Karta tažena</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card drawn</source>
            <translation>Karta tažena</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card drawn:</source>
            <translation>Tažená karta:</translation>
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
            <translation> — opraveno stolem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>&amp;Apply correction</source>
            <translation>&amp;Použít opravu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>&amp;Printed values</source>
            <translation>&amp;Tištěné hodnoty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa card:</source>
            <translation>Karta Automy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Cancel</source>
            <translation>Zrušit</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card data: entered at the table.</source>
            <translation>Data karty: zadána u stolu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card data: {confidence}.</source>
            <translation>Data karty: {confidence}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card shown</source>
            <translation>Zobrazená karta</translation>
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
            <translation>&amp;Opravit tuto kartu…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Forget the table's correction of this card</source>
            <translation>Zapomenout opravu této karty stolem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress symbol (advance the progress marker)</source>
            <translation>Symbol postupu (posuňte ukazatel postupu)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress: no symbol (the marker stays)</source>
            <translation>Postup: bez symbolu (ukazatel zůstává)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Reminder: cards {cards} of the game deck name another player; when one is drawn, put it in the box and draw again.</source>
            <translation>Připomínka: karty {cards} balíčku se týkají jiného hráče; když některou táhnete, vraťte ji do krabice a táhněte znovu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Source: {source}</source>
            <translation>Zdroj: {source}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The printed card differs: change the values, then Apply</source>
            <translation>Tištěná karta se liší: změňte hodnoty a pak Použít</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>drawn this turn</source>
            <translation>tažena v tomto tahu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no card drawn yet; shown to check or correct it</source>
            <translation>zatím nebyla tažena žádná karta; zobrazena ke kontrole nebo opravě</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>shown to check or correct it</source>
            <translation>zobrazena ke kontrole nebo opravě</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>the last card drawn</source>
            <translation>poslední tažená karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>the table's correction</source>
            <translation>oprava stolu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>▲ Progress: advance the marker one space</source>
            <translation>▲ Postup: posuňte ukazatel o 1 pole</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsBoard</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Automa at Basecamp: glory {glory}/8 · maps {maps} · corruption {n} ({values})</source>
            <translation>Automa v základně: sláva {glory}/8 · mapy {maps} · zkaženost {n} ({values})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Basecamp: your mech off the map</source>
            <translation>Základna: váš mech mimo mapu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>C mech ← west</source>
            <translation>C ← západ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Corruption tokens, top first (e.g. 3 4 20):</source>
            <translation>Žetony zkaženosti, horní první (např. 3 4 20):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Corruption tokens…</source>
            <translation>Žetony zkaženosti…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Drop your mech on a location, or on Basecamp below to take it off the map.</source>
            <translation>Pusťte svého mecha na lokaci, nebo dole na základnu, abyste ho sundali z mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Face up</source>
            <translation>Lícem nahoru</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Glory card</source>
            <translation>Karta
slávy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Map token</source>
            <translation>Žeton mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Move the Automa's {mech} here</source>
            <translation>Přesunout sem: {mech} Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Move your mech here</source>
            <translation>Přesunout sem vašeho mecha</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>N mech → east</source>
            <translation>N → východ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Progress</source>
            <translation>Postup</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa takes the 20</source>
            <translation>Automa bere žeton 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa takes this corruption token</source>
            <translation>Automa bere tento žeton zkaženosti</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa takes this map token</source>
            <translation>Automa bere tento žeton mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa's Central mech (black, C): drag to correct</source>
            <translation>Centrální mech Automy (černý, C): opravte přetažením</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa's North mech (blue, N): drag to correct</source>
            <translation>Severní mech Automy (modrý, N): opravte přetažením</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Tile number (0 = unknown):</source>
            <translation>Číslo dílku (0 = neznámé):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Tile number…</source>
            <translation>Číslo dílku…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>You explored it (the table panel enters its tile)</source>
            <translation>Prozkoumali jste ji (dílek zadá panel Stůl)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>You vanquished the top token</source>
            <translation>Přemohli jste horní žeton</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Your glory tokens at Basecamp: {glory}/4</source>
            <translation>Vaše žetony slávy v základně: {glory}/4</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Your mech (P): drag it where it stands on the table</source>
            <translation>Váš mech (P): přetáhněte ho tam, kde stojí na stole</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>card spaces {spaces}</source>
            <translation>pole karet {spaces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>cards {spaces}</source>
            <translation>karty {spaces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>corruption {values} (top first)</source>
            <translation>zkaženost {values} (horní první)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>face down</source>
            <translation>lícem dolů</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>map token</source>
            <translation>žeton mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>skip</source>
            <translation>přesk.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>tidy</source>
            <translation>úklid</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>tile {tile}, face down</source>
            <translation>dílek {tile}, lícem dolů</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>tile {tile}, face up</source>
            <translation>dílek {tile}, lícem nahoru</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsCard</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>distance {n}</source>
            <translation>vzdálenost {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>needs {n} glory</source>
            <translation>vyžaduje slávu {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no glory requirement</source>
            <translation>bez požadavku slávy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no target</source>
            <translation>bez cíle</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no tidy</source>
            <translation>bez úklidu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>target: {target} ({req})</source>
            <translation>cíl: {target} ({req})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>tidy</source>
            <translation>úklid</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsData</name>
        <message>
            <location filename="../../resources/expeditions/automa.json" />
            <source>coins confirmed by the r3 level-1 card fragment; track from one source</source>
            <translation>mince potvrzené úryvkem karty úrovně 1 z pravidel r3; stupnice z jednoho zdroje</translation>
        </message>
        <message>
            <location filename="../../resources/expeditions/automa.json" />
            <source>one source (unverified against the printed card)</source>
            <translation>jeden zdroj (neověřeno s tištěnou kartou)</translation>
        </message>
        <message>
            <location filename="../../resources/expeditions/automa.json" />
            <source>one source; card 1 consistent with the r3 rulebook card fragment</source>
            <translation>jeden zdroj; karta 1 odpovídá úryvku karty v pravidlech r3</translation>
        </message>
        <message>
            <location filename="../../resources/expeditions/automa.json" />
            <source>one source; north line consistent with the Dized vanquish example (corruption x2, glory 3)</source>
            <translation>jeden zdroj; severní řádek odpovídá příkladu porážky z Dized (korupce x2, sláva 3)</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsErrors</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>A glory coin bonus of {bonus} would make the Automa's glory tokens worth less than nothing (the progress card gives {coins} coins each).</source>
            <translation>Bonus mincí za slávu {bonus} by snížil hodnotu žetonů slávy Automy pod nulu (karta postupu dává za každý žeton: {coins}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card spaces are 1 to 5, each once (entered: {spaces}).</source>
            <translation>Pole karet jsou 1 až 5, každé jednou (zadáno: {spaces}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} is not the top card of the Automa deck any more.</source>
            <translation>Karta {card} už není vrchní kartou balíčku Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} was already drawn since the last shuffle: check the number.</source>
            <translation>Karta {card} už byla od posledního zamíchání tažena: zkontrolujte číslo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Enter card spaces as numbers 1-5 separated by spaces (e.g. 1 5).</source>
            <translation>Zadejte pole karet jako čísla 1–5 oddělená mezerami (např. 1 5).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Enter corruption tokens as numbers separated by spaces, top first (e.g. 3 4 20).</source>
            <translation>Zadejte žetony zkaženosti jako čísla oddělená mezerami, horní první (např. 3 4 20).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>It is the Automa's turn, not yours.</source>
            <translation>Je na tahu Automa, ne vy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Level {level}: enter the progress card's track and coin values first.</source>
            <translation>Úroveň {level}: nejprve zadejte stupnici a hodnoty mincí z karty postupu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Space {space} is off the progress track (its last space is {last}).</source>
            <translation>Pole {space} je mimo stupnici postupu (poslední pole je {last}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>That is a level {level} progress card; this game plays level {playing}.</source>
            <translation>To je karta postupu úrovně {level}; tato hra se hraje na úrovni {playing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's mech cannot go to {region} location {slot}.</source>
            <translation>Mech Automy nemůže jít na lokaci {region} {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's {mech} stands on {region} location {slot}: your mech cannot stop there (it may only pass over it).</source>
            <translation>{mech} Automy stojí na lokaci {region} {slot}: váš mech tam nemůže zastavit (smí ji jen přejít).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's {mech} stays in its own region.</source>
            <translation>{mech} Automy zůstává ve svém regionu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The app is waiting for another answer: {expected}.</source>
            <translation>Aplikace čeká na jinou odpověď: {expected}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The board changed since this step was planned; here is the new plan.</source>
            <translation>Deska se od naplánování tohoto kroku změnila; toto je nový plán.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The corruption tokens on {region} location {slot} changed: here is the new plan.</source>
            <translation>Žetony zkaženosti na lokaci {region} {slot} se změnily: toto je nový plán.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The game is over: enter your coins in the Score panel.</source>
            <translation>Hra skončila: zadejte své mince v panelu Skóre.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>There is no {region} location {slot}.</source>
            <translation>Lokace {region} {slot} neexistuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>There is only one 20 corruption token, and it is already elsewhere.</source>
            <translation>Žeton zkaženosti 20 je jen jeden a už leží jinde.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Tile {tile} already lies on {region} location {slot}.</source>
            <translation>Dílek {tile} už leží na lokaci {region} {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{count} corruption tokens on one location is more than the game allows.</source>
            <translation>Žetonů zkaženosti na jedné lokaci: {count} – to je víc, než hra dovoluje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} location {slot} has no 20 token any more: here is the new plan.</source>
            <translation>Na lokaci {region} {slot} už není žeton 20: toto je nový plán.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} location {slot} has no map token any more: here is the new plan.</source>
            <translation>Na lokaci {region} {slot} už není žeton mapy: toto je nový plán.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} location {slot} has only {available} corruption tokens.</source>
            <translation>Lokace {region} {slot} má žetonů zkaženosti jen {available}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} location {slot} is already face up: it cannot be explored again.</source>
            <translation>Lokace {region} {slot} už je lícem nahoru: nelze ji prozkoumat znovu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{value} is not the value of a corruption token (0-10, or 20).</source>
            <translation>{value} není hodnota žetonu zkaženosti (0–10 nebo 20).</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsNames</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automachine</source>
            <translation>Autostroj</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Central</source>
            <translation>Centrum</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Central mech</source>
            <translation>Centrální mech</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Level {n}</source>
            <translation>Úroveň {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Level {n}: {name}</source>
            <translation>Úroveň {n}: {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Level {n}: {name} ({book})</source>
            <translation>Úroveň {n}: {name} ({book})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Little Machine</source>
            <translation>Strojek</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Machine</source>
            <translation>Stroj</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>North</source>
            <translation>Sever</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>North mech</source>
            <translation>Severní mech</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>South</source>
            <translation>Jih</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Ultimachine</source>
            <translation>Ultistroj</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>a map token</source>
            <translation>žeton mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>corruption (not the 20)</source>
            <translation>zkaženost (ne žeton 20)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>draw a card</source>
            <translation>tažení karty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>end of turn</source>
            <translation>konec tahu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>explore</source>
            <translation>průzkum</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>game over</source>
            <translation>konec hry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>it has a map token</source>
            <translation>má žeton mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>it has corruption tokens</source>
            <translation>má žetony zkaženosti</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>move</source>
            <translation>pohyb</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>no</source>
            <translation>ne</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>no 20 token</source>
            <translation>žádný žeton 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>no corruption token</source>
            <translation>žádný žeton zkaženosti</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>no map token</source>
            <translation>žádný žeton mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>none</source>
            <translation>žádné</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>not entered</source>
            <translation>nezadáno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>nothing</source>
            <translation>nic</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>only the 20 token, which does not count</source>
            <translation>jen žeton 20, který se nepočítá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>progress</source>
            <translation>postup</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>reshuffle</source>
            <translation>zamíchání</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the 20 token alone</source>
            <translation>samotný žeton 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the 20 token lies there alone</source>
            <translation>leží tam samotný žeton 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the 20 token lies there with other corruption</source>
            <translation>žeton 20 tam leží s další zkažeností</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the card drawn</source>
            <translation>tažená karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the explored tile</source>
            <translation>prozkoumaný dílek</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>tidy</source>
            <translation>úklid</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>vanquish</source>
            <translation>přemožení</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>vanquish the 20</source>
            <translation>přemožení žetonu 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>yes</source>
            <translation>ano</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>you</source>
            <translation>vy</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsReasons</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n coin(s)</source>
            <translation>
                <numerusform>%n mince</numerusform>
                <numerusform>%n mince</numerusform>
                <numerusform>%n mincí</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n corruption token(s)</source>
            <translation>
                <numerusform>%n žeton zkaženosti</numerusform>
                <numerusform>%n žetony zkaženosti</numerusform>
                <numerusform>%n žetonů zkaženosti</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n glory token(s)</source>
            <translation>
                <numerusform>%n žeton slávy</numerusform>
                <numerusform>%n žetony slávy</numerusform>
                <numerusform>%n žetonů slávy</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n location(s)</source>
            <translation>
                <numerusform>%n lokace</numerusform>
                <numerusform>%n lokace</numerusform>
                <numerusform>%n lokací</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n map token(s)</source>
            <translation>
                <numerusform>%n žeton mapy</numerusform>
                <numerusform>%n žetony map</numerusform>
                <numerusform>%n žetonů map</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>A tie at {total} goes to the Automa.</source>
            <translation>Remíza ({total}) připadá Automě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa card {card} drawn; {left} left in the deck.</source>
            <translation>Tažena karta Automy {card}; v balíčku zbývá {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa mech movement</source>
            <translation>Pohyb mechů Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa rules: {section}</source>
            <translation>Pravidla Automy: {section}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa step: {action}</source>
            <translation>Krok Automy: {action}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa turn</source>
            <translation>Tah Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card corrected: {card}</source>
            <translation>Karta opravena: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} back to the printed values</source>
            <translation>Karta {card} vrácena na tištěné hodnoty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} has no progress symbol: the progress marker stays.</source>
            <translation>Karta {card} nemá symbol postupu: ukazatel postupu zůstává.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} is played with the values the table corrected.</source>
            <translation>Karta {card} se hraje s hodnotami opravenými stolem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card}: no tidy symbol for the {mech}.</source>
            <translation>Karta {card}: {mech} nemá symbol úklidu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Cards {cards} name another player: put them back in the box and draw again.</source>
            <translation>Karty {cards} se týkají jiného hráče: vraťte je do krabice a táhněte znovu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Difficulty</source>
            <translation>Obtížnost</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Difficulty: level {level} progress card; glory coin bonus {bonus} on each Automa glory token's value.</source>
            <translation>Obtížnost: karta postupu úrovně {level}; bonus mincí za slávu {bonus} k hodnotě každého žetonu slávy Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Draw the top card of the Automa deck and enter its number.</source>
            <translation>Táhněte vrchní kartu balíčku Automy a zadejte její číslo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Explore</source>
            <translation>Průzkum</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>First player, as the table chose: {seat}.</source>
            <translation>První hráč podle volby stolu: {seat}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>First player, drawn at random: {seat}.</source>
            <translation>První hráč (losem): {seat}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Game end</source>
            <translation>Konec hry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>General rules</source>
            <translation>Obecná pravidla</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Glory coin bonus: {bonus} on each Automa glory token</source>
            <translation>Bonus mincí za slávu: {bonus} na každý žeton slávy Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>In the rulebook: {heading}</source>
            <translation>V pravidlech: {heading}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Location {slot} holds your mech: skipped, it does not count towards the range.</source>
            <translation>Na lokaci {slot} stojí váš mech: přeskočena, do dosahu se nepočítá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Location {slot} holds your mech: the {mech} passes over it without counting it.</source>
            <translation>Na lokaci {slot} stojí váš mech: {mech} ji přejde a nepočítá ji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Mech actions</source>
            <translation>Akce mechů</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Mech actions 2a</source>
            <translation>Akce mechů 2a</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Move the progress marker one space: {origin} → {dest}.</source>
            <translation>Posuňte ukazatel postupu o 1 pole: {origin} → {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>No glory requirement: the {mech} looks for {symbol} within 0-3.</source>
            <translation>Bez požadavku slávy: {mech} hledá v dosahu 0–3 cíl: {symbol}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>No location within 0-3 shows {symbol}: the {mech} moves its distance.</source>
            <translation>Žádná lokace v dosahu 0–3 neodpovídá cíli ({symbol}): {mech} se posune o svou vzdálenost.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Past the end of the row the {mech} goes on from location {origin} to location {dest}.</source>
            <translation>Za koncem řady pokračuje {mech} z lokace {origin} na lokaci {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Progress</source>
            <translation>Postup</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Progress card values: {card}</source>
            <translation>Hodnoty karty postupu: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Progress marker on space {space}</source>
            <translation>Ukazatel postupu na poli {space}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Put an unused action marker on the start space of the progress track.</source>
            <translation>Položte nepoužitý ukazatel akce na startovní pole stupnice postupu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Put the Automa's Central mech (black base) on Central location {slot}, the easternmost.</source>
            <translation>Postavte centrálního mecha Automy (černý podstavec) na lokaci Centrum {slot}, nejvýchodnější.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Put the Automa's North mech (blue base) on North location {slot}, the westernmost.</source>
            <translation>Postavte severního mecha Automy (modrý podstavec) na lokaci Sever {slot}, nejzápadnější.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Put {tokens} glory tokens on the Automa's glory card (4 blue, 4 black).</source>
            <translation>Položte na kartu slávy Automy žetony slávy ({tokens}: 4 modré, 4 černé).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Setup</source>
            <translation>Příprava</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Setup (first player)</source>
            <translation>Příprava (první hráč)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Shuffle the {cards} Automa cards, set {set_aside} aside face down unseen; the rest is the Automa deck.</source>
            <translation>Zamíchejte karty Automy ({cards}), {set_aside} z nich bez dívání odložte lícem dolů; zbytek tvoří balíček Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Space {space} is a glory space: glory token {token} goes from the glory card to Basecamp.</source>
            <translation>Pole {space} je pole slávy: žeton slávy {token} jde z karty slávy do základny.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Start of the game</source>
            <translation>Začátek hry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>That is the Automa's glory token {glory}: the end of the game begins.</source>
            <translation>To je žeton slávy Automy č. {glory}: začíná konec hry.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The 20 token on location {slot} is ignored: it stays there.</source>
            <translation>Žeton 20 na lokaci {slot} se ignoruje: zůstává tam.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa deck is empty: shuffle all {cards} cards and set the top {set_aside} aside face down.</source>
            <translation>Balíček Automy je prázdný: zamíchejte všechny karty ({cards}) a vrchní {set_aside} odložte lícem dolů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa has {glory} glory (at least {required}): the {mech} looks for {symbol} within 0-3.</source>
            <translation>Automa má slávu {glory} (alespoň {required}): {mech} hledá v dosahu 0–3 cíl: {symbol}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa takes no benefits from the location's tile.</source>
            <translation>Automa nezískává výhody z dílku lokace.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa takes the 20 token from location {slot}.</source>
            <translation>Automa bere žeton 20 z lokace {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa takes the map token of location {slot}.</source>
            <translation>Automa bere žeton mapy z lokace {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's glory tokens at Basecamp: {glory}</source>
            <translation>Žetony slávy Automy v základně: {glory}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's tokens: {map_tokens} maps, corruption {corruption}</source>
            <translation>Žetony Automy: mapy {map_tokens}, zkaženost {corruption}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's turn ends (card {card}).</source>
            <translation>Tah Automy končí (karta {card}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa: {glory}, {map_tokens}, {corruption} = {total}.</source>
            <translation>Automa: {glory}, {map_tokens}, {corruption} = {total}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The app shuffled the {cards} Automa cards and set {set_aside} aside unseen.</source>
            <translation>Aplikace zamíchala karty Automy ({cards}) a {set_aside} bez dívání odložila.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The explored tile: {tile}, with {tokens} corruption tokens</source>
            <translation>Prozkoumaný dílek: {tile}, žetony zkaženosti: {tokens}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The first match is location {slot} (matches: {candidates}): the {mech} goes there.</source>
            <translation>První shoda je lokace {slot} (shody: {candidates}): {mech} jde tam.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The game is over: {trigger} placed the last glory token in turn {turn}, and the final turns are played. Enter your coins to score.</source>
            <translation>Hra skončila: poslední žeton slávy — {trigger}, tah {turn}; závěrečné tahy jsou odehrány. Pro vyhodnocení zadejte své mince.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The location runs out: {taken} of {multiplier} tokens taken.</source>
            <translation>Lokaci došly žetony: vzato {taken} z {multiplier}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The progress marker is on the last space ({space}) and stays there.</source>
            <translation>Ukazatel postupu je na posledním poli ({space}) a zůstává tam.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The row is too short: the {mech} moves {moved} of {distance} locations.</source>
            <translation>Řada je příliš krátká: {mech} se posune o {moved} z {distance} lokací.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The rulebook recommends a glory coin bonus from {low} to {high}; this game plays {bonus}.</source>
            <translation>Pravidla doporučují bonus mincí za slávu od {low} do {high}; tato hra: {bonus}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The table drew Automa card {card}</source>
            <translation>Stůl táhl kartu Automy {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The table entered: {kind}</source>
            <translation>Stůl zadal: {kind}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The target needs {required} glory at Basecamp; the Automa has {glory}: the {mech} does not look for it.</source>
            <translation>Cíl vyžaduje slávu {required} v základně; Automa má {glory}: {mech} ho nehledá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The {mech} acts from location {slot}.</source>
            <translation>{mech} jedná z lokace {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The {mech} has no target on this card: it moves.</source>
            <translation>{mech} nemá na této kartě cíl: pohybuje se.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The {mech} moves {distance}, to location {slot}.</source>
            <translation>{mech} jde na lokaci {slot} (vzdálenost: {distance}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Tidy: the {mech} is on {region} location {slot}; tidy the face-up cards next to it.</source>
            <translation>Úklid: {mech} je na lokaci {region} {slot}; ukliďte karty lícem nahoru vedle ní.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Tidy: the {mech} is on {region} location {slot}; tidy the face-up cards on spaces {spaces}.</source>
            <translation>Úklid: {mech} je na lokaci {region} {slot}; ukliďte karty lícem nahoru na polích {spaces}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Turn the tile of location {slot} face up, place its corruption tokens and enter them.</source>
            <translation>Otočte dílek lokace {slot} lícem nahoru, položte na něj žetony zkaženosti a zadejte je.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Vanquish</source>
            <translation>Přemožení</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Vanquish the 20</source>
            <translation>Přemožení žetonu 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Which card spaces touch {region} location {slot} is not entered: tidy the face-up cards next to it (and enter them in the Table panel).</source>
            <translation>Není zadáno, která pole karet sousedí s lokací {region} {slot}: ukliďte karty lícem nahoru vedle ní (a zadejte je v panelu Stůl).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Winner: {seat}.</source>
            <translation>Vítěz: {seat}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>You ended your turn</source>
            <translation>Ukončili jste tah</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>You explored {location}: tile {tile}, corruption {corruption}</source>
            <translation>Prozkoumali jste {location}: dílek {tile}, zkaženost {corruption}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>You vanquished {count} at {location}</source>
            <translation>{location}: přemohli jste {count}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>You: {total}.</source>
            <translation>Vy: {total}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Your glory tokens at Basecamp: {glory}</source>
            <translation>Vaše žetony slávy v základně: {glory}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Your mech may pass over a face-down location holding an Automa mech ({places}); it still counts towards your move.</source>
            <translation>Váš mech smí přejít lokaci lícem dolů s mechem Automy ({places}); do vašeho pohybu se přesto počítá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Your mech to {location}</source>
            <translation>Váš mech na {location}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{drawn} cards were drawn since the last shuffle: the deck is used up.</source>
            <translation>Od posledního zamíchání taženo karet: {drawn}; balíček je vyčerpán.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{location}: card spaces {spaces}</source>
            <translation>{location}: pole karet {spaces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{location}: corruption {tokens}</source>
            <translation>{location}: zkaženost {tokens}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{location}: map token {present}</source>
            <translation>{location}: žeton mapy {present}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{location}: tile {tile}, face up: {face_up}</source>
            <translation>{location}: dílek {tile}, lícem nahoru: {face_up}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{mech} to location {slot}</source>
            <translation>{mech} na lokaci {slot}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} {n}</source>
            <translation>{region} {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>×{multiplier}: the Automa takes the top corruption tokens of location {slot}: {taken}.</source>
            <translation>×{multiplier}: Automa bere horní žetony zkaženosti z lokace {slot}: {taken}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>✓ Location {slot} (range {range}) matches: {why}.</source>
            <translation>✓ Lokace {slot} (dosah {range}) odpovídá: {why}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>✗ Location {slot} (range {range}): {why}.</source>
            <translation>✗ Lokace {slot} (dosah {range}): {why}.</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsSetupDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>&amp;Seed (shuffles, first player):</source>
            <translation>&amp;Semínko (míchání, první hráč):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>8 spaces, e.g. 2 6 11 15 19 23 25 27</source>
            <translation>8 polí, např. 2 6 11 15 19 23 25 27</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Added to (or taken from) the progress card's coins for each Automa glory token; the rulebook recommends −2 to +3.</source>
            <translation>Přičte se k mincím karty postupu (nebo odečte) za každý žeton slávy Automy; pravidla doporučují −2 až +3.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>At random</source>
            <translation>Náhodně</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Automa deck:</source>
            <translation>Balíček Automy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Coins per corruption token:</source>
            <translation>Mince za žeton zkaženosti:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Coins per glory token:</source>
            <translation>Mince za žeton slávy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Coins per map token:</source>
            <translation>Mince za žeton mapy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Difficulty (progress card):</source>
            <translation>Obtížnost (karta postupu):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>First player:</source>
            <translation>První hráč:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>From the app's data ({confidence}).</source>
            <translation>Z dat aplikace ({confidence}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Glory coin &amp;bonus, ± coins per token:</source>
            <translation>&amp;Bonus mincí za slávu, ± mince za žeton:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Glory coin bonus, ± coins per Automa glory token</source>
            <translation>Bonus mincí za slávu, ± mince za žeton slávy Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Glory spaces</source>
            <translation>Pole slávy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Glory spaces:</source>
            <translation>Pole slávy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>I draw from the real deck</source>
            <translation>Táhnu ze skutečného balíčku</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Last space of the track</source>
            <translation>Poslední pole stupnice</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Last space of the track:</source>
            <translation>Poslední pole stupnice:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Level {n} is not in the app's data: enter its values from the card (kept for next time).</source>
            <translation>Úroveň {n} není v datech aplikace: zadejte její hodnoty z karty (uloží se pro příště).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Level {n} is not in the app's data: the values you entered last time.</source>
            <translation>Úroveň {n} není v datech aplikace: hodnoty, které jste zadali minule.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>My printed card differs: play these values</source>
            <translation>Moje tištěná karta se liší: hrát s těmito hodnotami</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>New Expeditions game against the Automa</source>
            <translation>Nová hra Expeditions proti Automě</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Progress card</source>
            <translation>Karta postupu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>The Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>The app shuffles and draws</source>
            <translation>Aplikace míchá a táhne</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>The rulebook's name: {name}</source>
            <translation>Název v pravidlech: {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Then drag your mech (P) onto the location where it starts.</source>
            <translation>Pak přetáhněte svého mecha (P) na lokaci, kde začíná.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>This table cannot be set up: {detail}</source>
            <translation>Tento stůl nelze připravit: {detail}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>You</source>
            <translation>Vy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>glory spaces are numbers</source>
            <translation>pole slávy jsou čísla</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsTable</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Added to the progress card's {coins} coins per Automa glory token: each is worth {total}.</source>
            <translation>Přičte se k mincím karty postupu ({coins}) za žeton slávy Automy: každý má hodnotu {total}.</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsText</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa deck: {n} cards left; drawn since the shuffle: {drawn}.</source>
            <translation>Balíček Automy: zbývá karet: {n}; od zamíchání taženo: {drawn}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Physical deck: {n} cards drawn since the shuffle.</source>
            <translation>Skutečný balíček: od zamíchání taženo karet: {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress: space {p} of {last} (level {level}); glory spaces {spaces}.</source>
            <translation>Postup: pole {p} z {last} (úroveň {level}); pole slávy {spaces}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa at Basecamp: {glory} of 8 glory tokens, {maps} map tokens, corruption {values}.</source>
            <translation>Automa v základně: žetony slávy {glory} z 8, žetony map {maps}, zkaženost {values}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your glory tokens at Basecamp: {n} of 4.</source>
            <translation>Vaše žetony slávy v základně: {n} ze 4.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your mech is off the map.</source>
            <translation>Váš mech je mimo mapu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>your mech</source>
            <translation>váš mech</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{region} (west to east):</source>
            <translation>{region} (ze západu na východ):</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsTurn</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Automa card {card} ({left} left in the deck).</source>
            <translation>Karta Automy {card} (v balíčku zbývá {left}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Draw the top Automa card and enter its number.</source>
            <translation>Táhněte vrchní kartu Automy a zadejte její číslo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>End of the Automa's turn: your turn next.</source>
            <translation>Konec tahu Automy: hrajete vy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Game over: the Automa has {total} coins. Enter yours in the Score panel.</source>
            <translation>Konec hry: mince Automy: {total}. Své zadejte v panelu Skóre.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Glory token {n} to Basecamp.</source>
            <translation>Žeton slávy {n} do základny.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Nothing to do.</source>
            <translation>Nic k provedení.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Progress marker {o} → {d}.</source>
            <translation>Ukazatel postupu {o} → {d}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Shuffle all 14 Automa cards and set the top 2 aside unseen.</source>
            <translation>Zamíchejte všech 14 karet Automy a vrchní 2 bez dívání odložte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The app could not plan the next step (the log has details): undo or correct the board.</source>
            <translation>Aplikace nedokázala naplánovat další krok (podrobnosti v logu): vraťte krok zpět nebo opravte desku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The app reshuffles the Automa deck (2 cards set aside unseen).</source>
            <translation>Aplikace znovu míchá balíček Automy (2 karty bez dívání odloženy).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Turn the tile of {place} face up: enter its number and the corruption placed.</source>
            <translation>Otočte dílek lokace {place} lícem nahoru: zadejte jeho číslo a položenou zkaženost.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Your turn: mirror what you do on the board, then End my turn.</source>
            <translation>Váš tah: co uděláte, zopakujte na desce, pak Ukončit můj tah.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>next to it</source>
            <translation>vedle ní</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} at {place}: tidy the face-up cards ({where}).</source>
            <translation>{mech} na lokaci {place}: ukliďte karty lícem nahoru ({where}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} explores {d}: the Automa takes its map token.</source>
            <translation>{mech} zkoumá lokaci {d}: Automa bere její žeton mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} goes to {d}: the Automa takes the 20 token.</source>
            <translation>{mech} jde na lokaci {d}: Automa bere žeton 20.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} moves {o} → {d}.</source>
            <translation>{mech} jde {o} → {d}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} stays at {place}.</source>
            <translation>{mech} zůstává na lokaci {place}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} vanquishes at {d}: the Automa takes {taken}.</source>
            <translation>{mech} přemáhá na lokaci {d}: Automa bere {taken}.</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsView</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Expeditions board</source>
            <translation>Deska Expeditions</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The North, Central and South regions; the same state is listed in the Board as text panel. Arrow keys select a location, the menu key edits it.</source>
            <translation>Regiony Sever, Centrum a Jih; stejný stav je vypsán v panelu Deska jako text. Šipky vybírají lokaci, klávesa nabídky ji upraví.</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsWorkspace</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Automa card</source>
            <translation>Karta Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Automa's proposal and reasons</source>
            <translation>Návrh a důvody Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Board as text</source>
            <translation>Deska jako text</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Score</source>
            <translation>Skóre</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Set up the Automa as shown, then drag your mech (P) onto its location:</source>
            <translation>Připravte Automu podle obrázku, pak přetáhněte svého mecha (P) na jeho lokaci:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Table</source>
            <translation>Stůl</translation>
        </message>
    </context>
    <context>
        <name>MechLineEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source> glory</source>
            <translation> slávy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tidy</source>
            <translation>Úklid</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>distance </source>
            <translation>vzdálenost </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>needs </source>
            <translation>potřeba </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no target</source>
            <translation>bez cíle</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>none</source>
            <translation>žádný</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{mech} distance</source>
            <translation>{mech}: vzdálenost</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{mech} glory requirement</source>
            <translation>{mech}: požadavek slávy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{mech} multiplier</source>
            <translation>{mech}: násobitel</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{mech} target symbol</source>
            <translation>{mech}: symbol cíle</translation>
        </message>
    </context>
    <context>
        <name>ProposalPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Drag your mech (P) to where it stands; drop it on Basecamp to take it off the map.</source>
            <translation>Přetáhněte svého mecha (P) tam, kde stojí; puštěním na základnu ho sundáte z mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>How the mech's search went, location by location, and the general rules</source>
            <translation>Jak probíhalo hledání mecha, lokace po lokaci, a obecná pravidla</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Right-click a location, or use the Table panel, for tiles, map and corruption tokens, card spaces, what you explored or vanquished.</source>
            <translation>Pravým kliknutím na lokaci nebo v panelu Stůl zadáte dílky, žetony map a zkaženosti, pole karet a co jste prozkoumali nebo přemohli.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Set your glory tokens at Basecamp in the Table panel; the fourth starts the end.</source>
            <translation>Své žetony slávy v základně nastavte v panelu Stůl; čtvrtý zahajuje konec hry.</translation>
        </message>
    </context>
    <context>
        <name>RowEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>up</source>
            <translation>líc</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>{region} location {n}: face up</source>
            <translation>Lokace {region} {n}: lícem nahoru</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>{region} location {n}: tile number</source>
            <translation>Lokace {region} {n}: číslo dílku</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>{region}: tile in each location, west → east</source>
            <translation>{region}: dílek na každé lokaci, západ → východ</translation>
        </message>
    </context>
    <context>
        <name>ScorePanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>&amp;Score</source>
            <translation>&amp;Skóre</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption tokens</source>
            <translation>Žetony zkaženosti</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Final result</source>
            <translation>Konečný výsledek</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Final score</source>
            <translation>Konečné skóre</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Glory tokens at Basecamp</source>
            <translation>Žetony slávy v základně</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Map tokens</source>
            <translation>Žetony map</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Score if the game ended now</source>
            <translation>Skóre, kdyby hra skončila teď</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your coins</source>
            <translation>Vaše mince</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your coins:</source>
            <translation>Vaše mince:</translation>
        </message>
    </context>
    <context>
        <name>TablePanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>&amp;My mech here</source>
            <translation>&amp;Můj mech sem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa corruption:</source>
            <translation>Zkaženost Automy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa glory (of 8):</source>
            <translation>Sláva Automy (z 8):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa map tokens:</source>
            <translation>Žetony map Automy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa's mech here</source>
            <translation>Mech Automy sem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card space {n} touches this location</source>
            <translation>Pole karty {n} sousedí s touto lokací</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card spaces:</source>
            <translation>Pole karet:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Correct where the Automa's mech of this region stands</source>
            <translation>Opravit, kde stojí mech Automy tohoto regionu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption tokens</source>
            <translation>Žetony zkaženosti</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption:</source>
            <translation>Zkaženost:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Face up</source>
            <translation>Lícem nahoru</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Glory and the Automa</source>
            <translation>Sláva a Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Glory coin bonus (±):</source>
            <translation>Bonus mincí za slávu (±):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Glory coin bonus, ± coins per Automa glory token</source>
            <translation>Bonus mincí za slávu, ± mince za žeton slávy Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>I e&amp;xplored it</source>
            <translation>&amp;Prozkoumáno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>I van&amp;quished</source>
            <translation>Přem&amp;oženo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Location</source>
            <translation>Lokace</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Location number (1 = west)</source>
            <translation>Číslo lokace (1 = západ)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Map token</source>
            <translation>Žeton mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Off the map</source>
            <translation>Mimo mapu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress marker's space</source>
            <translation>Pole ukazatele postupu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress space:</source>
            <translation>Pole postupu:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Region</source>
            <translation>Region</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa's corruption tokens</source>
            <translation>Žetony zkaženosti Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa's glory tokens at Basecamp</source>
            <translation>Žetony slávy Automy v základně</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa's map tokens</source>
            <translation>Žetony map Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile number</source>
            <translation>Číslo dílku</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile revealed:</source>
            <translation>Odhalený dílek:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile:</source>
            <translation>Dílek:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Top tokens:</source>
            <translation>Horní žetony:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>You explored / vanquished here</source>
            <translation>Zde jste prozkoumali / přemohli</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your glory (of 4):</source>
            <translation>Vaše sláva (ze 4):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your glory tokens at Basecamp</source>
            <translation>Vaše žetony slávy v základně</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>placed: 3 4</source>
            <translation>položeno: 3 4</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>top first: 3 4 20</source>
            <translation>horní první: 3 4 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>unknown</source>
            <translation>neznámý</translation>
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
            <translation>Položená zkaženost:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption tokens placed</source>
            <translation>Položené žetony zkaženosti</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>T&amp;ile entered</source>
            <translation>&amp;Dílek zadán</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile number</source>
            <translation>Číslo dílku</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile number:</source>
            <translation>Číslo dílku:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>e.g. 3 4 (top first; 20 for the 20 token)</source>
            <translation>např. 3 4 (horní první; 20 pro žeton 20)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>unknown</source>
            <translation>neznámý</translation>
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Apply the Automa's proposed step (Enter)</source>
            <translation>Provést krok navržený Automou (Enter)</translation>
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
            <translation>&amp;Ukončit můj tah</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Final turns ({who} placed the last glory token).</source>
            <translation>Závěrečné tahy (poslední žeton slávy: {who}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Game over</source>
            <translation>Konec hry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Turn {n} · {who}</source>
            <translation>Tah {n} · {who}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>You</source>
            <translation>Vy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>You have finished your turn; the Automa plays (Ctrl+E)</source>
            <translation>Dokončili jste tah; hraje Automa (Ctrl+E)</translation>
        </message>
    </context>
</TS>

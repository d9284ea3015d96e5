<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ" sourcelanguage="en">
    <context>
        <name>ProposalPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Drag an outpost from your supply onto the hex you conquered, a territory tile onto the hex you explored; right-click a hex to topple or correct.</source>
            <translation>Přetáhněte žeton osídlení ze své zásoby na pole, které jste dobyli, a dílek území na pole, které jste prozkoumali; pravým kliknutím na pole žeton povalíte nebo pole opravíte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Drag your tokens (Y) along the tracks to mirror your advances.</source>
            <translation>Přetahujte své žetony (Y) po stupnicích podle svých postupů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>How the rulebook was read: the hexes passed over, the rulings</source>
            <translation>Jak byla čtena pravidla: přeskočená pole, výklady</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Right-click the score for your VP and your income turn.</source>
            <translation>Pravým kliknutím na skóre zadáte své VB a své zvýšení blahobytu.</translation>
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
            <translation>Možné pole</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>A territory tile: drag it onto the empty hex you explored</source>
            <translation>Dílek území: přetáhněte ho na prázdné pole, které jste prozkoumali</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Automa's income mat ({side} side) · level {level}</source>
            <translation>Karta blahobytu Automy (strana: {side}) · úroveň {level}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Automa: {vp} VP · income turns {n}/5</source>
            <translation>Automa: {vp} VB · zvýšení blahobytu {n}/5</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Beside the mat (traps?): {n}</source>
            <translation>Vedle karty (léčky?): {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Face-down beside the Automa's mat:</source>
            <translation>Lícem dolů vedle karty Automy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>First in the era</source>
            <translation>První v éře</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Hex {hex}</source>
            <translation>Pole {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Landmark: {name} ({who})</source>
            <translation>Dominanta: {name} ({who})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Landmarks on the mat: {n}</source>
            <translation>Dominanty na kartě: {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Looked at as number {n} of the scan: not a possible hex</source>
            <translation>Prohlédnuto jako č. {n}: není možné pole</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Military, science</source>
            <translation>Vojenství, věda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Nobody has it yet</source>
            <translation>Zatím ji nikdo nemá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Place a toppled Shadow Empire outpost</source>
            <translation>Položit povalený žeton osídlení Stínové říše</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Place an Automa outpost</source>
            <translation>Položit žeton osídlení Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Place your outpost (you conquered it)</source>
            <translation>Položit váš žeton osídlení (dobyli jste toto pole)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Right-click to edit.</source>
            <translation>Pravým kliknutím upravíte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Set the Automa's VP…</source>
            <translation>Nastavit VB Automy…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Set your VP…</source>
            <translation>Nastavit vaše VB…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Shadow</source>
            <translation>Stín</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Shadow Empire: no VP (it never scores)</source>
            <translation>Stínová říše: bez VB (nikdy neboduje)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Take the territory tile off</source>
            <translation>Odebrat dílek území</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Take the top outpost off (back to its supply)</source>
            <translation>Odebrat horní žeton osídlení (zpět do zásoby)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Tapestry cards</source>
            <translation>Karty tapiserie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Tapestry cards on the mat: {n}</source>
            <translation>Karty tapiserie na kartě: {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Technology, exploration</source>
            <translation>Technologie, objevitelství</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Territories, landmarks</source>
            <translation>Území, dominanty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa gains here (○): {benefits}</source>
            <translation>Automa zde získává (○): {benefits}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa has it</source>
            <translation>Má ji Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa's tapestry cards beside its mat…</source>
            <translation>Karty tapiserie Automy vedle její karty…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Topple {owner} outpost</source>
            <translation>Povalit žeton osídlení ({owner})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Turn {n} · first player: {who}</source>
            <translation>Tah {n} · první hráč: {who}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>VP</source>
            <translation>VB</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You explored it: lay a territory tile</source>
            <translation>Prozkoumali jste toto pole: položte dílek území</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You take an income turn</source>
            <translation>Provádíte zvýšení blahobytu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You took this landmark</source>
            <translation>Tuto dominantu jste získali vy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You: {vp} VP · income turns {n}/5</source>
            <translation>Vy: {vp} VB · zvýšení blahobytu {n}/5</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Your outpost: drag it onto the hex you conquered</source>
            <translation>Váš žeton osídlení: přetáhněte ho na pole, které jste dobyli</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Your supply</source>
            <translation>Vaše zásoba</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Your token on {track}: drag it to the space you reached</source>
            <translation>Váš žeton – {track}: přetáhněte ho na pole, kam jste došli</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>advance twice on military, technology or exploration (roll each time)</source>
            <translation>dvakrát postup na vojenství, technologii nebo objevitelství (pokaždé hod)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>conquer</source>
            <translation>dobytí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>conquer anywhere</source>
            <translation>dobytí kdekoli</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>controlled by {side}</source>
            <translation>ovládá: {side}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>discard and replace the 3 face-up tech cards</source>
            <translation>odhoď a doplň 3 lícem nahoru ležící karty technologií</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>drag onto the map</source>
            <translation>přetáhněte na mapu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>empty: explore a territory tile onto it</source>
            <translation>prázdné: prozkoumejte ho a položte na něj dílek území</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>explore</source>
            <translation>průzkum</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>explore anywhere</source>
            <translation>průzkum kdekoli</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>explored</source>
            <translation>prozkoumáno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>explored territory tile</source>
            <translation>prozkoumaný dílek území</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>hard</source>
            <translation>těžká</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>income {n}</source>
            <translation>zvýš. {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>normal</source>
            <translation>běžná</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>not taken yet</source>
            <translation>zatím nezískána</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>printed territory</source>
            <translation>tištěné území</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>roll the science die until military or technology, then regress there with the benefit</source>
            <translation>házej vědeckou kostkou, dokud nepadne vojenství nebo technologie, pak tam ustup s přínosem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>roll the science die until military, technology or exploration, then advance there with the benefit</source>
            <translation>házej vědeckou kostkou, dokud nepadne vojenství, technologie nebo objevitelství, pak tam postup s přínosem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>roll the science die, advance with the benefit</source>
            <translation>hoď vědeckou kostkou, postup s přínosem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>roll the science die, advance without the benefit</source>
            <translation>hoď vědeckou kostkou, postup bez přínosu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>tapestry card</source>
            <translation>karta tapiserie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>tile</source>
            <translation>dílek</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>tile {n}</source>
            <translation>dílek {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{owner} outpost</source>
            <translation>Žeton osídlení ({owner})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{owner} outpost, toppled</source>
            <translation>Žeton osídlení ({owner}), povalený</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{owner} token on {track}: drag to correct</source>
            <translation>Žeton ({owner}) – {track}: opravte přetažením</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{side}: VP</source>
            <translation>{side}: VB</translation>
        </message>
    </context>
    <context>
        <name>TapestryCard</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Hex diagram:</source>
            <translation>Obrázek polí:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Income icon</source>
            <translation>Symbol blahobytu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Line {n} (top = 1):</source>
            <translation>Řádek {n} (nahoře = 1):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Priority half (used when the card lies on the right)</source>
            <translation>Polovina předností (platí, když karta leží vpravo)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>The Automa advances on:</source>
            <translation>Automa postupuje na:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>The Shadow Empire advances on:</source>
            <translation>Stínová říše postupuje na:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Topple icon</source>
            <translation>Symbol povalení</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Track half (used when the card lies on the left)</source>
            <translation>Polovina stupnice (platí, když karta leží vlevo)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Track order, line {n} from the top</source>
            <translation>Upřednostňované stupnice, řádek {n} shora</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>east</source>
            <translation>východ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>its fields</source>
            <translation>její pole</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>north</source>
            <translation>sever</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>north-east</source>
            <translation>severovýchod</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>north-west</source>
            <translation>severozápad</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>south</source>
            <translation>jih</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>south-east</source>
            <translation>jihovýchod</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>south-west</source>
            <translation>jihozápad</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>the hex diagram</source>
            <translation>obrázek upřednostňovaných polí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>the topple icon</source>
            <translation>symbol povalení</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>the track order</source>
            <translation>upřednostňované stupnice</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>west</source>
            <translation>západ</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>{key}: black arrow from {edge}, rows run {dir}</source>
            <translation>{key}: černá šipka od {edge}, řady vedou {dir}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>⚠ Check this card: the sources disagree on {what}. Compare with your printed card and correct it if it differs.</source>
            <translation>⚠ Zkontrolujte tuto kartu: zdroje se liší v: {what}. Porovnejte ji se svou tištěnou kartou a případně ji opravte.</translation>
        </message>
    </context>
    <context>
        <name>TapestryData</name>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>2 Traps</source>
            <translation>2 Pasti</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Academic Research</source>
            <translation>Akademický výzkum</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Academy</source>
            <translation>Akademie</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Advance on 1 of these tracks, then gain the benefit &amp; pay to gain the bonus (if any).</source>
            <translation>Postupte na 1 z těchto stupnic, pak získejte přínos a zaplaťte, abyste získali bonus (pokud nějaký je).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Advance on 1 of these tracks, then gain the benefit &amp; pay to gain the bonus (if any). Then do it again (same or different track).</source>
            <translation>Postupte na 1 z těchto stupnic, pak získejte přínos a zaplaťte, abyste získali bonus (pokud nějaký je). Pak to udělejte znovu (na stejné nebo jiné stupnici).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Age of Sail</source>
            <translation>Věk plachetnic</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Ai Singularity</source>
            <translation>Singularita UI</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Airplanes</source>
            <translation>Letadla</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Alien Biology</source>
            <translation>Mimozemská biologie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Alliance</source>
            <translation>Aliance</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Anti-Aircraft Defense</source>
            <translation>Protiletecká obrana</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Apothecary</source>
            <translation>Lékárna</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Archery</source>
            <translation>Lukostřelba</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Astronomy</source>
            <translation>Astronomie</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Average</source>
            <translation>Průměrná Automa</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Crusher of Dreams</source>
            <translation>Automa drtitelka snů</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Definitely Awesome</source>
            <translation>Rozhodně úžasná Automa</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Slightly Intimidating</source>
            <translation>Trochu hrozivá Automa</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Somewhat Awesome</source>
            <translation>Docela úžasná Automa</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Underachiever</source>
            <translation>Automa budižkničemu</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Barracks</source>
            <translation>Kasárna</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Biology</source>
            <translation>Biologie</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Bladed Weapons</source>
            <translation>Chladné zbraně</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Carpentry</source>
            <translation>Tesařství</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Cars</source>
            <translation>Automobily</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Cavalry</source>
            <translation>Jízda</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Chemistry</source>
            <translation>Chemie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Coal Baron</source>
            <translation>Uhlobaron</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Computers</source>
            <translation>Počítače</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory (gain the benefits of both conquer dice). Also gain a random additional civilization.</source>
            <translation>Dobuďte 1 území (získejte přínosy z obou kostek dobývání). Získejte také náhodnou další civilizaci.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory OR gain 1 armory.</source>
            <translation>Dobuďte 1 území NEBO získejte 1 zbrojnici.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory and gain 1 armory.</source>
            <translation>Dobuďte 1 území a získejte 1 zbrojnici.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory and gain 1 tapestry card.</source>
            <translation>Dobuďte 1 území a získejte 1 kartu tapiserie.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory anywhere on the map.</source>
            <translation>Dobuďte 1 území kdekoli na mapě.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory. If that territory was controlled by an opponent, gain the benefits of both conquer dice.</source>
            <translation>Dobuďte 1 území. Pokud ho ovládal protihráč, získejte přínosy z obou kostek dobývání.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer: Place an outpost on a territory adjacent to a territory you control. Roll the 2 conquer dice and pick 1 of the benefits rolled.</source>
            <translation>Dobývání: Položte žeton osídlení na území sousedící s územím, které ovládáte. Hoďte 2 kostkami dobývání a vyberte si 1 z padlých přínosů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Dictatorship</source>
            <translation>Diktatura</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Diplomacy</source>
            <translation>Diplomacie</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Drone Assassins</source>
            <translation>Zabijácké drony</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Electronics</source>
            <translation>Elektronika</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Espionage</source>
            <translation>Špionáž</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Exploration</source>
            <translation>Objevitelství</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Explore OR gain 1 farm.</source>
            <translation>Prozkoumejte NEBO získejte 1 farmu.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Explore a space tile from your supply (place it next to your income mat).</source>
            <translation>Prozkoumejte vesmírný dílek ze své zásoby (položte ho vedle své karty blahobytu).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Explore: Place 1 territory tile from your supply on the map, gain 1 VP per aligning side, and gain the benefit on the tile.</source>
            <translation>Průzkum: Položte 1 dílek území ze své zásoby na mapu, získejte 1 VB za každou navazující stranu a získejte přínos z dílku.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Forge</source>
            <translation>Kovárna</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Fusion Reactor</source>
            <translation>Fúzní reaktor</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Futurists</source>
            <translation>Futuristé</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP for each armory in your capital city and gain 1 market.</source>
            <translation>Získejte 1 VB za každou zbrojnici ve svém hlavním městě a získejte 1 tržiště.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP for each tech card in your supply; also gain 1 tapestry card.</source>
            <translation>Získejte 1 VB za každou kartu technologie ve své zásobě; získejte také 1 kartu tapiserie.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP for each territory you control.</source>
            <translation>Získejte 1 VB za každé území, které ovládáte.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP per exploration track space you've advanced. Also play a tapestry on top of your current tapestry. Only the new card is active.</source>
            <translation>Získejte 1 VB za každé pole, o které jste postoupili na stupnici objevitelství. Také vyložte kartu tapiserie na svou současnou kartu tapiserie. Aktivní je jen nová karta.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP per military and science track space you've advanced.</source>
            <translation>Získejte 1 VB za každé pole, o které jste postoupili na stupnicích vojenství a vědy.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP per technology track space you've advanced.</source>
            <translation>Získejte 1 VB za každé pole, o které jste postoupili na stupnici technologie.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 armory and gain 1 VP per tapestry card (in hand and on your income mat).</source>
            <translation>Získejte 1 zbrojnici a získejte 1 VB za každou kartu tapiserie (v ruce a na své kartě blahobytu).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 farm, then gain 1 VP for each farm in your capital city.</source>
            <translation>Získejte 1 farmu, pak získejte 1 VB za každou farmu ve svém hlavním městě.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 house, then gain 1 VP for each house in your capital city.</source>
            <translation>Získejte 1 dům, pak získejte 1 VB za každý dům ve svém hlavním městě.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 market, then gain 1 VP for each market in your capital city.</source>
            <translation>Získejte 1 tržiště, pak získejte 1 VB za každé tržiště ve svém hlavním městě.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 tapestry card.</source>
            <translation>Získejte 1 kartu tapiserie.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 territory tile and 1 farm.</source>
            <translation>Získejte 1 dílek území a 1 farmu.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 territory tile, then explore.</source>
            <translation>Získejte 1 dílek území, pak prozkoumejte.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 worker and gain 1 VP per territory tile in your supply.</source>
            <translation>Získejte 1 pracovníka a získejte 1 VB za každý dílek území ve své zásobě.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 2 territory tiles, then explore anywhere on the map.</source>
            <translation>Získejte 2 dílky území, pak prozkoumejte kdekoli na mapě.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 2 territory tiles, then explore.</source>
            <translation>Získejte 2 dílky území, pak prozkoumejte.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 2 territory tiles.</source>
            <translation>Získejte 2 dílky území.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 3 space tiles, then explore 1 of them (place explored space tiles next to your income mat).</source>
            <translation>Získejte 3 vesmírné dílky, pak 1 z nich prozkoumejte (prozkoumané vesmírné dílky položte vedle své karty blahobytu).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain either a farm, house, or armory.</source>
            <translation>Získejte farmu, dům, nebo zbrojnici.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain the benefit &amp; pay to gain the bonus (if any) of your current position on any advancement track.</source>
            <translation>Na libovolné stupnici pokroku získejte přínos svého současného pole a zaplaťte, abyste získali jeho bonus (pokud nějaký je).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Glass</source>
            <translation>Sklo</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gunpowder</source>
            <translation>Střelný prach</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Heralds</source>
            <translation>Heroldi</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Herbalism</source>
            <translation>Bylinkářství</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>In any order, upgrade 1 tech card &amp; gain the square benefit of 1 tech card in your top row.</source>
            <translation>V libovolném pořadí vylepšete 1 kartu technologie a získejte čtvercový přínos 1 karty technologie ve své horní řadě.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>In any order, upgrade 1 tech card and gain the circle benefit of 1 tech card in your middle row.</source>
            <translation>V libovolném pořadí vylepšete 1 kartu technologie a získejte kruhový přínos 1 karty technologie ve své prostřední řadě.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Interstellar Travel</source>
            <translation>Mezihvězdné cestování</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Invent 1 tech card OR gain 1 market.</source>
            <translation>Vynalezněte 1 kartu technologie NEBO získejte 1 tržiště.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Invent: Gain 1 tech card and place it to the right of your capital city mat in the bottom row. If you gained a faceup card, replenish it immediately.</source>
            <translation>Vynález: Získejte 1 kartu technologie a položte ji do spodní řady napravo od karty svého hlavního města. Pokud jste získali kartu lícem nahoru z nabídky, ihned nabídku doplňte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Inventors</source>
            <translation>Vynálezci</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Laboratory</source>
            <translation>Laboratoř</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Launch Pad</source>
            <translation>Odpalovací rampa</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Lighthouse</source>
            <translation>Maják</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Marriage of State</source>
            <translation>Politický sňatek</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Mathematics</source>
            <translation>Matematika</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Mechs</source>
            <translation>Mechové</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Medicine</source>
            <translation>Medicína</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Merchants</source>
            <translation>Obchodníci</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Metallurgy</source>
            <translation>Metalurgie</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Military</source>
            <translation>Vojenství</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Nanotechnology</source>
            <translation>Nanotechnologie</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Navigation</source>
            <translation>Navigace</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Neuroscience</source>
            <translation>Neurověda</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Nuclear Bomb</source>
            <translation>Jaderná bomba</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Nutrition</source>
            <translation>Výživa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Oil Magnate</source>
            <translation>Ropný magnát</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Olympic Host</source>
            <translation>Pořadatel olympiády</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Physics</source>
            <translation>Fyzika</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Plastic</source>
            <translation>Plasty</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Pottery</source>
            <translation>Hrnčířství</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Quantum Physics</source>
            <translation>Kvantová fyzika</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Rafts</source>
            <translation>Vory</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Rail Baron</source>
            <translation>Železniční baron</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Regress on 1 of these tracks, then gain the benefit &amp; pay to gain the bonus (if any).</source>
            <translation>Ustupte na 1 z těchto stupnic, pak získejte přínos a zaplaťte, abyste získali bonus (pokud nějaký je).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Remove your player token from the technology track and place it on the starting space of any track. Gain 1 of each resource. This track still counts as complete. &lt;p&gt;&lt;i&gt;Note: if cube was removed from last space there will be a transparent cube as an indication of the max position on that track.</source>
            <translation>Odeberte svůj hráčský žeton ze stupnice technologie a položte ho na startovní pole libovolné stupnice. Získejte po 1 z každého zdroje. Tato stupnice se stále počítá jako dokončená. &lt;p&gt;&lt;i&gt;Poznámka: pokud byla kostička odebrána z posledního pole, průhledná kostička ukazuje nejvyšší pozici na této stupnici.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Research (don't gain benefit &amp; bonus) OR gain 1 house.</source>
            <translation>Výzkum (bez přínosu a bonusu) NEBO získejte 1 dům.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Research to gain the benefit &amp; pay to gain the bonus (if any) OR gain 1 house.</source>
            <translation>Výzkum (získejte přínos a zaplaťte, abyste získali bonus, pokud nějaký je) NEBO získejte 1 dům.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Research to gain the benefit &amp; pay to gain the bonus (if any).</source>
            <translation>Výzkum (získejte přínos a zaplaťte, abyste získali bonus, pokud nějaký je).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Research: Roll the science die to advance for free (don't gain benefit &amp; bonus).</source>
            <translation>Výzkum: Hoďte kostkou vědy a zdarma postupte (bez přínosu a bonusu).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Roll 4 science dice to advance (don't gain the benefits &amp; bonuses). Gain 5 VP per die that would push you off a track.</source>
            <translation>Hoďte 4 kostkami vědy a postupte (bez přínosů a bonusů). Získejte 5 VB za každou kostku, která by vás posunula za konec stupnice.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Rubber</source>
            <translation>Kaučuk</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Rubber Works</source>
            <translation>Gumárna</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Science</source>
            <translation>Věda</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Score your capital city.</source>
            <translation>Vyhodnoťte své hlavní město.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Scouting</source>
            <translation>Průzkum</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Ships</source>
            <translation>Lodě</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Space Shuttle</source>
            <translation>Raketoplán</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Standing Army</source>
            <translation>Stálá armáda</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Starting spot</source>
            <translation>Startovní pole</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Steel</source>
            <translation>Ocel</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Stone Tools</source>
            <translation>Kamenné nástroje</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Tank Factory</source>
            <translation>Tankárna</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Tanks</source>
            <translation>Tanky</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Tech Hub</source>
            <translation>Technologické centrum</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Technology</source>
            <translation>Technologie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Trade Economy</source>
            <translation>Obchodní ekonomika</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Train Station</source>
            <translation>Nádraží</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Trains</source>
            <translation>Vlaky</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Tunnels</source>
            <translation>Tunely</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Wagons</source>
            <translation>Vozy</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Walls</source>
            <translation>Hradby</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Warpgates</source>
            <translation>Warpové brány</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Warplanes</source>
            <translation>Bojová letadla</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>You may discard all 3 face-up tech cards and replace them. Invent 1 tech card.</source>
            <translation>Můžete odhodit všechny 3 karty technologií v nabídce a nahradit je. Vynalezněte 1 kartu technologie.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>You may discard all 3 face-up tech cards and replace them. Invent 2 tech cards (one at a time).</source>
            <translation>Můžete odhodit všechny 3 karty technologií v nabídce a nahradit je. Vynalezněte 2 karty technologií (jednu po druhé).</translation>
        </message>
    </context>
    <context>
        <name>TapestryErrors</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Card {card} cannot be both cards of the pair.</source>
            <translation>Karta {card} nemůže být oběma kartami dvojice.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Card {card} cannot be in the decision deck now (discarded, on the table, or not added).</source>
            <translation>Karta {card} teď nemůže být v balíčku rozhodnutí (odhozená, na stole nebo nepřidaná).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Card {card} is in the decision deck, not in the progress deck.</source>
            <translation>Karta {card} je v balíčku rozhodnutí, ne v balíčku postupu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Choose the progress card you drew from the top of the progress deck.</source>
            <translation>Vyberte kartu postupu, kterou jste táhli z vrchu balíčku postupu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Choose the two cards you drew: the left one (track card) and the right one (priority card).</source>
            <translation>Vyberte dvě tažené karty: levou (karta stupnice) a pravou (karta předností).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision card {card} plays the printed data already.</source>
            <translation>Karta rozhodnutí {card} se už hraje podle tištěných údajů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision card {card} reads like that already.</source>
            <translation>Karta rozhodnutí {card} už tyto hodnoty má.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Drop it on a hex of the map.</source>
            <translation>Pusťte to na pole mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Drop the token on a space of its own track ({track}).</source>
            <translation>Pusťte žeton na pole jeho vlastní stupnice ({track}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Every outpost of {side} is on the map already: no more conquests.</source>
            <translation>Všechny žetony osídlení ({side}) už jsou na mapě: žádné další dobývání.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} already holds 2 outposts: a territory with 2 tokens cannot be conquered.</source>
            <translation>Na poli {hex} už jsou 2 žetony osídlení: území se 2 žetony nelze dobýt.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} has a territory already: only an empty hex can be explored.</source>
            <translation>Pole {hex} už má území: prozkoumat lze jen prázdné pole.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} has no outpost to take off.</source>
            <translation>Na poli {hex} není žeton osídlení k odebrání.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} has no territory tile to take off.</source>
            <translation>Na poli {hex} není dílek území k odebrání.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} has no territory yet: explore a tile onto it before an outpost can go there.</source>
            <translation>Pole {hex} zatím nemá území: než tam může jít žeton osídlení, prozkoumejte na něj dílek.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} waits for the trap check: say first whether the discarded card was a trap.</source>
            <translation>Pole {hex} čeká na kontrolu léčky: nejdřív řekněte, zda odhozená karta byla léčka.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>It is the bots' turn: confirm their steps first.</source>
            <translation>Jsou na tahu boti: nejdřív potvrďte jejich kroky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Keep rolling: the die must show one of {allowed}, not {face}.</source>
            <translation>Házejte dál: na kostce musí padnout něco z {allowed}, ne {face}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Level 6: choose the Automa's second civilization.</source>
            <translation>Úroveň 6: vyberte druhou civilizaci Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>No outpost lies toppled on hex {hex}.</source>
            <translation>Na poli {hex} neleží žádný povalený žeton osídlení.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>No outpost stands on hex {hex}.</source>
            <translation>Na poli {hex} nestojí žádný žeton osídlení.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Nobody holds the landmark on {track} space {space}.</source>
            <translation>Dominantu na poli {space} ({track}) nikdo nemá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Only level 6 gives the Automa a second civilization (this game is level {level}).</source>
            <translation>Druhou civilizaci dává Automě jen úroveň 6 (tato hra je na úrovni {level}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Outposts stand on hex {hex}: take them off before its tile.</source>
            <translation>Na poli {hex} stojí žetony osídlení: odeberte je dřív než dílek.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Space {space} of the {track} track has no landmark (they are on 4, 7 and 10).</source>
            <translation>Pole {space} ({track}) nemá dominantu (ty jsou na 4, 7 a 10).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Tapestry cards beside the Automa's income mat: {count} already.</source>
            <translation>Karty tapiserie vedle karty blahobytu Automy: už {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Territory tile {tile} lies on the map already.</source>
            <translation>Dílek území {tile} už leží na mapě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Territory tiles are numbered 1 to {last}, not {tile}.</source>
            <translation>Dílky území mají čísla 1 až {last}, ne {tile}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>That token is on {track} space {space} already.</source>
            <translation>Ten žeton už je na poli {space} ({track}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The Automa already plays the {civ}: choose another second civilization.</source>
            <translation>Automa už hraje za civilizaci {civ}: vyberte jinou druhou civilizaci.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The Shadow Empire can only gain the achievement for completing a track.</source>
            <translation>Stínová říše může získat jen úspěch za dokončení stupnice.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The Shadow Empire's favourite must differ from the Automa's ({track}): roll the science die again.</source>
            <translation>Oblíbená stupnice Stínové říše se musí lišit od oblíbené stupnice Automy ({track}): hoďte kostkou vědy znovu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The Shadow Empire's outposts are only ever placed toppled (hex {hex}).</source>
            <translation>Žetony osídlení Stínové říše se vždy pokládají jen povalené (pole {hex}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The app is waiting for another answer: {expected}.</source>
            <translation>Aplikace čeká na jinou odpověď: {expected}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The board changed since this step was planned; here is the new plan.</source>
            <translation>Deska se od naplánování tohoto kroku změnila; toto je nový plán.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots did not ask "{kind}".</source>
            <translation>Boti se neptali na „{kind}“.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots do not do "{kind}".</source>
            <translation>Boti nedělají „{kind}“.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The game is over: undo to go back, or start a new game.</source>
            <translation>Hra skončila: vraťte se krokem zpět, nebo začněte novou hru.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The pair is two different cards: card {card} cannot be both.</source>
            <translation>Dvojici tvoří dvě různé karty: karta {card} nemůže být oběma.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The table changed since this step was planned: it is planned again.</source>
            <translation>Stůl se od naplánování tohoto kroku změnil: krok se plánuje znovu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The territory on hex {hex} is printed on the board: it cannot be taken off.</source>
            <translation>Území na poli {hex} je vytištěné na desce: nelze ho odebrat.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>There is no hex {hex} on the small map.</source>
            <translation>Na malé mapě není pole {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>This question needs another answer: {expected}.</source>
            <translation>Tato otázka potřebuje jinou odpověď: {expected}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>You have taken all {turns} income turns: your game ends with the 5th.</source>
            <translation>Provedli jste všechna zvýšení blahobytu ({turns}): vaše hra končí pátým.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} controls hex {hex} already: a territory you control cannot be conquered.</source>
            <translation>Pole {hex} už je pod kontrolou ({side}): vlastní území nelze dobýt.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} controls hex {hex}: topple that outpost before another stands up.</source>
            <translation>Pole {hex} je pod kontrolou ({side}): nejdřív povalte ten žeton osídlení, než postavíte další.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} does not have that achievement.</source>
            <translation>{side}: bez tohoto úspěchu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} has that achievement already: nobody earns the same achievement twice.</source>
            <translation>{side}: tento úspěch už je získán; nikdo nezíská stejný úspěch dvakrát.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} holds the landmark on {track} space {space} already.</source>
            <translation>{side}: dominanta na poli {space} ({track}) už je získána.</translation>
        </message>
    </context>
    <context>
        <name>TapestryNames</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Complete any advancement track</source>
            <translation>Dokonči libovolnou stupnici pokroku</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquer the middle island</source>
            <translation>Dobuď středový ostrov</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquerors</source>
            <translation>Dobyvatelé</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Engineers</source>
            <translation>Inženýři</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Explorers</source>
            <translation>Objevitelé</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Scientists</source>
            <translation>Vědci</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The Shadow Empire</source>
            <translation>Stínová říše</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Topple two opponent outposts</source>
            <translation>Poval dva cizí žetony osídlení</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>You</source>
            <translation>Vy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>a tie</source>
            <translation>remíza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>conquers</source>
            <translation>dobývá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>conquers your territory</source>
            <translation>dobývá vaše území</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>every track not finished</source>
            <translation>každá nedokončená stupnice</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>exploration</source>
            <translation>objevitelství</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>explores</source>
            <translation>zkoumá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>favourite</source>
            <translation>oblíbená</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>military</source>
            <translation>vojenství</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>no</source>
            <translation>ne</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>nobody</source>
            <translation>nikdo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>none</source>
            <translation>žádné</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>science</source>
            <translation>věda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>technology</source>
            <translation>technologie</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the Automa's</source>
            <translation>Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the Shadow Empire</source>
            <translation>Stínová říše</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the Shadow Empire's</source>
            <translation>Stínové říše</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the app</source>
            <translation>aplikace</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the bots</source>
            <translation>boti</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the decision pair drawn</source>
            <translation>tažená dvojice karet rozhodnutí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the priority card drawn</source>
            <translation>tažená karta priority</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the science die's face</source>
            <translation>výsledek vědecké kostky</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the table</source>
            <translation>stůl</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the track closest to a free landmark or its end</source>
            <translation>stupnice nejblíž volné dominantě nebo svému konci</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the track closest to its end</source>
            <translation>stupnice nejblíž svému konci</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>whether a trap is played</source>
            <translation>zda se hraje past</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>yes</source>
            <translation>ano</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>you</source>
            <translation>vy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>your</source>
            <translation>váš</translation>
        </message>
    </context>
    <context>
        <name>TapestryPanels</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source> VP</source>
            <translation> VB</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>&amp;No trap</source>
            <translation>&amp;Bez léčky</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>&amp;Not a trap</source>
            <translation>&amp;Nebyla to léčka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>&amp;Roll for me</source>
            <translation>&amp;Hodit za mě</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>A ↓ reads down · S ↑ reads up</source>
            <translation>A ↓ shora · S ↑ zdola</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card &amp;drawn</source>
            <translation>Karta &amp;tažena</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n}</source>
            <translation>Karta {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n} · priority half</source>
            <translation>Karta předností {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n} · track half</source>
            <translation>Karta stupnice {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n} — corrected by the table</source>
            <translation>Karta {n} — opravena stolem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n} — ⚠ check this card</source>
            <translation>Karta {n} — ⚠ zkontrolujte tuto kartu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n}, priority half: track order {order} (the Automa reads it top to bottom, the Shadow Empire bottom to top); {topple}; hex diagram {pattern}.</source>
            <translation>Karta {n}, polovina předností: upřednostňované stupnice {order} (Automa je čte shora dolů, Stínová říše zdola nahoru); {topple}; obrázek polí {pattern}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n}, track half: {income}; the Automa advances on {a}; the Shadow Empire on {s}.</source>
            <translation>Karta {n}, polovina stupnice: {income}; Automa postupuje na: {a}; Stínová říše na: {s}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Civilization: {civs}</source>
            <translation>Civilizace: {civs}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Decision deck: {n} left · progress deck: {p} · discard pile (you may look): {d}</source>
            <translation>Balíček rozhodnutí: zbývá {n} · balíček postupu: {p} · odhazovací hromádka (smíte si ji prohlédnout): {d}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Faces that count: {faces}</source>
            <translation>Platné stěny: {faces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Favourite track: {t}</source>
            <translation>Oblíbená stupnice: {t}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>I play a &amp;trap</source>
            <translation>Hraji &amp;léčku</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>I take my &amp;income turn</source>
            <translation>Provádím &amp;zvýšení blahobytu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>It was a &amp;trap</source>
            <translation>Byla to &amp;léčka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Landmarks: {n}</source>
            <translation>Dominanty: {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Left card (track half)</source>
            <translation>Levá karta (polovina stupnice)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Left card:</source>
            <translation>Levá karta:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Left: card {t} · right: card {p} — {state}</source>
            <translation>Vlevo: karta {t} · vpravo: karta {p} — {state}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>No VP, no benefits; its outposts come with the Automa's conquests.</source>
            <translation>Žádné VB, žádné přínosy; její žetony osídlení přicházejí s dobýváním Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>No pair drawn yet.</source>
            <translation>Zatím nebyla tažena žádná dvojice.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Pair &amp;drawn</source>
            <translation>&amp;Dvojice tažena</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Progress card drawn</source>
            <translation>Karta postupu tažena</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Progress card drawn:</source>
            <translation>Tažená karta postupu:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Right card (priority half)</source>
            <translation>Pravá karta (polovina předností)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Right card:</source>
            <translation>Pravá karta:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Tapestry cards: {beside} beside the mat, {on} on it</source>
            <translation>Karty tapiserie: {beside} vedle karty, {on} na ní</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>The Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>The Shadow Empire</source>
            <translation>Stínová říše</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>The app rolls the science die (from the game's seed)</source>
            <translation>Aplikace hází kostkou vědy (podle semínka hry)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>You</source>
            <translation>Vy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Your VP</source>
            <translation>Vaše VB</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>income icon</source>
            <translation>symbol blahobytu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>no card yet</source>
            <translation>zatím žádná karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>no income icon</source>
            <translation>bez symbolu blahobytu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>no topple icon</source>
            <translation>bez symbolu povalení</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>proposed draw (confirm to play it)</source>
            <translation>navržený tah karet (potvrzením se zahraje)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>the pair in play</source>
            <translation>dvojice ve hře</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>topple icon</source>
            <translation>symbol povalení</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>{vp} VP · income turns {n}/5</source>
            <translation>{vp} VB · zvýšení blahobytu {n}/5</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>— the card you drew —</source>
            <translation>— karta, kterou jste táhli —</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>⚠ check this card</source>
            <translation>⚠ zkontrolujte tuto kartu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>✎ corrected by the table</source>
            <translation>✎ opraveno stolem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>⟳ Income icon</source>
            <translation>⟳ Symbol blahobytu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>⤓ Topple icon</source>
            <translation>⤓ Symbol povalení</translation>
        </message>
    </context>
    <context>
        <name>TapestryReasons</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n Automa territory(ies)</source>
            <translation>
                <numerusform>%n území Automy</numerusform>
                <numerusform>%n území Automy</numerusform>
                <numerusform>%n území Automy</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n benefit(s)</source>
            <translation>
                <numerusform>%n přínos</numerusform>
                <numerusform>%n přínosy</numerusform>
                <numerusform>%n přínosů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karty</numerusform>
                <numerusform>%n karet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n controlled territory(ies)</source>
            <translation>
                <numerusform>%n ovládané území</numerusform>
                <numerusform>%n ovládaná území</numerusform>
                <numerusform>%n ovládaných území</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n landmark(s)</source>
            <translation>
                <numerusform>%n dominanta</numerusform>
                <numerusform>%n dominanty</numerusform>
                <numerusform>%n dominant</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n space(s)</source>
            <translation>
                <numerusform>%n pole</numerusform>
                <numerusform>%n pole</numerusform>
                <numerusform>%n polí</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n territory(ies)</source>
            <translation>
                <numerusform>%n území</numerusform>
                <numerusform>%n území</numerusform>
                <numerusform>%n území</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Achievement {achievement} for {side}: gained {gained}</source>
            <translation>Úspěch {achievement} ({side}): získán: {gained}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Achievements</source>
            <translation>Úspěchy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Advancing on a track</source>
            <translation>Postup na stupnici</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Automa rules (Tapestry): {section}</source>
            <translation>Pravidla Automy (Tapestry): {section}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Benefits</source>
            <translation>Přínosy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Bots' step: {action}</source>
            <translation>Krok botů: {action}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Card {card} is played with the values the table corrected.</source>
            <translation>Karta {card} se hraje s hodnotami opravenými stolem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Closest to a free landmark or the end for {side} ({distance} away): {tracks}.</source>
            <translation>Nejblíž volné dominantě nebo konci ({side}, vzdálenost {distance}): {tracks}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Closest to its end for {side} ({distance} away): {tracks}.</source>
            <translation>Nejblíž konci ({side}, vzdálenost {distance}): {tracks}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Components to remove</source>
            <translation>Komponenty k odstranění</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquer</source>
            <translation>Dobývání</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquering an opponent</source>
            <translation>Dobývání protihráče</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquering neutral hexes</source>
            <translation>Dobývání neutrálních polí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Conquerors: 1 VP for each territory the Automa controls ({territories}): {vp} VP.</source>
            <translation>Dobyvatelé: 1 VB za každé území, které Automa ovládá ({territories}): {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Conquerors: every Shadow Empire outpost is on the map already: no toppled Shadow Empire outpost is placed.</source>
            <translation>Dobyvatelé: všechny žetony osídlení Stínové říše už jsou na mapě: povalený žeton Stínové říše se nepokládá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Conquerors: more than 2 Automa territories have a single token ({hexes}): put a toppled Shadow Empire outpost on {hex}.</source>
            <translation>Dobyvatelé: víc než 2 území Automy mají jediný žeton ({hexes}): položte povalený žeton osídlení Stínové říše na pole {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Conquerors: the Automa controls {territories}, not fewer than the income turn number {number}: no conquer.</source>
            <translation>Dobyvatelé: Automa ovládá {territories}, ne méně než je číslo zvýšení blahobytu ({number}): nedobývá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Conquerors: {count} with a single token, not more than 2: no Shadow Empire outpost.</source>
            <translation>Dobyvatelé: {count} s jediným žetonem, ne víc než 2: žádný žeton Stínové říše.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision card back to the printed data: {card}</source>
            <translation>Karta rozhodnutí vrácena k tištěným údajům: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision card corrected: {card}</source>
            <translation>Karta rozhodnutí opravena: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision cards drawn: {track_card} (track card) and {priority_card} (priority card)</source>
            <translation>Tažené karty rozhodnutí: {track_card} (karta stupnice) a {priority_card} (karta předností)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Difficulty levels</source>
            <translation>Úrovně obtížnosti</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Discard the 3 face-up technology cards and lay out 3 new ones.</source>
            <translation>Odhoďte všechny 3 karty technologií v nabídce a nahraďte je.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Distances</source>
            <translation>Vzdálenosti</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Draw the top 2 decision cards ({left} in the deck), lay them face up in random order and enter them: the left card is the track card, the right card the priority card.</source>
            <translation>Táhněte 2 svrchní karty rozhodnutí (v balíčku: {left}), položte je v náhodném pořadí lícem nahoru a zadejte je: levá je karta stupnice, pravá karta předností.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>End of the game</source>
            <translation>Konec hry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Engineers: 1 VP for each landmark of the Automa ({landmarks}): {vp} VP.</source>
            <translation>Inženýři: 1 VB za každou dominantu Automy ({landmarks}): {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Explore</source>
            <translation>Průzkum</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Explorers, income turn {number}: the Automa advances on {track} and gains the benefit.</source>
            <translation>Objevitelé, zvýšení blahobytu {number}: Automa postupuje ({track}) a získává přínos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Farthest from your territories ({targets}): every possible hex ({kept}) is at distance {steps}.</source>
            <translation>Nejdál od vašich území ({targets}): všechna možná pole ({kept}) jsou ve vzdálenosti {steps}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Farthest from your territories ({targets}): {kept} at distance {steps}; closer: {dropped}.</source>
            <translation>Nejdál od vašich území ({targets}): {kept} ve vzdálenosti {steps}; blíž: {dropped}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Farthest from your territories ({targets}): {kept}, with no path to them at all; closer: {dropped}.</source>
            <translation>Nejdál od vašich území ({targets}): {kept}, vůbec bez cesty k nim; blíž: {dropped}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Going back on {track}, the Automa gains the benefit of the space it lands on.</source>
            <translation>Při návratu ({track}) získává Automa přínos pole, na které se vrátí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Hex diagram {pattern}: tried {tried} → {hex}, the first possible hex met.</source>
            <translation>Obrázek polí {pattern}: zkoušeno {tried} → {hex}, první možné pole.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex}: the Automa's discarded tapestry card was a trap (cards left: {cards})</source>
            <translation>Pole {hex}: odhozená karta tapiserie Automy byla léčka (zbývá karet: {cards})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex}: the Automa's discarded tapestry card was no trap (cards left: {cards})</source>
            <translation>Pole {hex}: odhozená karta tapiserie Automy nebyla léčka (zbývá karet: {cards})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex}: you played a trap against the Automa's conquest</source>
            <translation>Pole {hex}: proti dobývání Automy jste zahráli léčku</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex}: you played no trap against the Automa's conquest</source>
            <translation>Pole {hex}: proti dobývání Automy jste nezahráli léčku</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Hexes the Automa may conquer or explore: {hexes}.</source>
            <translation>Pole, která Automa může dobýt nebo prozkoumat: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Hexes the Automa may explore: {hexes}.</source>
            <translation>Pole, která Automa může prozkoumat: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>How many progress cards each income turn adds at level {level} (the sources differ).</source>
            <translation>Kolik karet postupu přidává každé zvýšení blahobytu na úrovni {level} (zdroje se liší).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Income turn 1: progress card {card} is the priority card; the progress deck is shuffled afterwards.</source>
            <translation>Zvýšení blahobytu 1: karta postupu {card} je kartou předností; balíček postupu se poté zamíchá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Landmark on {track} space {space}: {owner}</source>
            <translation>Dominanta na poli {space} ({track}): {owner}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Landmarks</source>
            <translation>Dominanty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level 1: you advance once on each of the 4 tracks, in any order, gaining the benefits.</source>
            <translation>Úroveň 1: postoupíte jednou na každé ze 4 stupnic, v libovolném pořadí, a získáte přínosy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level 5: {side} advances on its favourite track, {track}.</source>
            <translation>Úroveň 5: {side} postupuje na své oblíbené stupnici – {track}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level 6: {side} advances once on every track, now {track}.</source>
            <translation>Úroveň 6: {side} postupuje jednou na každé stupnici, nyní {track}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Level {level} ({name}): the Automa's income mat normal side up.</source>
            <translation>Úroveň {level} ({name}): karta blahobytu Automy běžnou stranou nahoru.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Level {level} ({name}): the Automa's income mat normal side up; cover the income chart on the Automa's income mat with the level {level} card.</source>
            <translation>Úroveň {level} ({name}): karta blahobytu Automy běžnou stranou nahoru; tabulku zvýšení blahobytu na ní překryjte kartou úrovně {level}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Level {level} ({name}): turn the Automa's income mat harder side up.</source>
            <translation>Úroveň {level} ({name}): otočte kartu blahobytu Automy obtížnější stranou nahoru.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Level {level} ({name}): turn the Automa's income mat harder side up; the Automa also plays the {civ} (your choice): its favourite track has no effect, and in each income turn its effects come after the first civilization's.</source>
            <translation>Úroveň {level} ({name}): otočte kartu blahobytu Automy obtížnější stranou nahoru; Automa hraje také za civilizaci {civ} (podle vaší volby): její oblíbená stupnice nemá žádný efekt a při každém zvýšení blahobytu se její efekty vyhodnocují po efektech první civilizace.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level {level} adds no progress card at income turn {number}.</source>
            <translation>Úroveň {level} nepřidává při zvýšení blahobytu {number} žádnou kartu postupu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level {level}: the Automa gains a tapestry card, face down beside its income mat.</source>
            <translation>Úroveň {level}: Automa získává kartu tapiserie, lícem dolů vedle své karty blahobytu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>New pair: track card {track_card}, priority card {priority_card}; {left} left in the deck.</source>
            <translation>Nová dvojice: karta stupnice {track_card}, karta předností {priority_card}; v balíčku: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No possible hex has a path to your territories ({targets}): all stay ({kept}).</source>
            <translation>Žádné možné pole nemá cestu k vašim územím ({targets}): zůstávají všechna ({kept}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No territory of yours has a single token, and no possible hex has a path to your territories ({targets}): all stay ({kept}).</source>
            <translation>Žádné vaše území nemá jediný žeton a žádné možné pole nemá cestu k vašim územím ({targets}): zůstávají všechna ({kept}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No territory of yours has a single token: closest to any territory you control ({targets}): {kept} at distance {steps}; farther: {dropped}.</source>
            <translation>Žádné vaše území nemá jediný žeton: nejblíž libovolnému vašemu území ({targets}): {kept} ve vzdálenosti {steps}; dál: {dropped}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No territory of yours has a single token: every possible hex ({kept}) is at distance {steps} from your territories ({targets}).</source>
            <translation>Žádné vaše území nemá jediný žeton: všechna možná pole ({kept}) jsou ve vzdálenosti {steps} od vašich území ({targets}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No topple icon on the priority card: the hexes next to your territories ({hexes}) are left out.</source>
            <translation>Na kartě předností není symbol povalení: pole sousedící s vašimi územími ({hexes}) se vynechávají.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>On {side}'s favourite track, {track}, a token is further on ({by}).</source>
            <translation>Oblíbená stupnice ({side}) – {track}: dál je jiný žeton ({by}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Outpost toppled on hex {hex}</source>
            <translation>Žeton osídlení povalen na poli {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Preferred hexes (the hex diagram)</source>
            <translation>Upřednostňovaná pole (obrázek polí)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Progress card drawn as the priority card: {card}</source>
            <translation>Karta postupu tažena jako karta předností: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Progress cards {cards} from the top of the progress deck go on the decision discard pile.</source>
            <translation>Karty postupu {cards} z vrchu balíčku postupu jdou na odhazovací hromádku balíčku rozhodnutí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Put back in the box: the tapestry cards {tapestry}; the civilizations {civilizations}.</source>
            <translation>Vyřaďte ze hry: karty tapiserie {tapestry}; civilizace {civilizations}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Put the top card of the tapestry deck face down on the Automa's income mat: it covers column {column}.</source>
            <translation>Umístěte svrchní kartu z balíčku karet tapiserie lícem dolů na kartu blahobytu Automy: zakryje sloupec {column}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Put the top {count} of the progress deck on the decision discard pile.</source>
            <translation>Přidejte {count} svrchní karty z balíčku postupu na odhazovací hromádku balíčku rozhodnutí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Roll the science die for the Automa: it advances on the track rolled.</source>
            <translation>Hoďte za Automu kostkou vědy: postoupí na stupnici, která padne.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Roll the science die until it shows one of {faces}: the Automa advances there and gains the benefit.</source>
            <translation>Házejte kostkou vědy, dokud nepadne jedna z těchto stupnic: {faces}. Automa na ní postoupí a získá přínos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Roll the science die until it shows one of {faces}: the Automa goes back one space there and gains that space's benefit.</source>
            <translation>Házejte kostkou vědy, dokud nepadne jedna z těchto stupnic: {faces}. Automa se na ní vrátí o 1 pole a získá přínos toho pole.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Science die rolled at the table: {face}</source>
            <translation>Kostka vědy hozená u stolu: {face}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Science die rolled by the app: {faces}</source>
            <translation>Kostka vědy hozená aplikací: {faces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Scientists: their research begins at income turn 3 (this is turn {number}).</source>
            <translation>Vědci: jejich výzkum začíná při 3. zvýšení blahobytu (toto je {number}.).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Setup</source>
            <translation>Příprava hry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Shuffle decision cards 8-22 as the progress deck; shuffle its top card with cards 1-7 as the decision deck. You enter each pair you draw.</source>
            <translation>Zamíchejte karty rozhodnutí 8–22 jako balíček postupu; jeho svrchní kartu zamíchejte s kartami 1–7 jako balíček rozhodnutí. Každou taženou dvojici zadáte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Shuffle every decision card of this era (the deck, the discards, the pair, the cards just added): a new deck of {cards}.</source>
            <translation>Zamíchejte všechny karty rozhodnutí této epochy (balíček, odhozené, dvojici, právě přidané): nový balíček: {cards}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Space {space} of {track} has nothing the Automa gains.</source>
            <translation>Na poli {space} ({track}) Automa nic nezískává.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Space {space} of {track}: the Automa gains {count}, shown next.</source>
            <translation>Pole {space} ({track}): Automa získává {count}, viz dále.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Start of the game</source>
            <translation>Začátek hry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Tapestry cards beside the Automa's income mat: {count}</source>
            <translation>Karty tapiserie vedle karty blahobytu Automy: {count}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Territory tile explored onto hex {hex}</source>
            <translation>Dílek území položen na prozkoumané pole {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Territory tile taken off hex {hex}</source>
            <translation>Dílek území odebrán z pole {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can legally conquer territories you control ({hexes}): it conquers one of yours.</source>
            <translation>Automa může legálně dobýt území, která ovládáte ({hexes}): dobývá jedno z vašich.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can no longer gain "Conquer the middle island": the middle island decides nothing.</source>
            <translation>Automa už nemůže získat „Dobuď středový ostrov“: středový ostrov nic nerozhoduje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can still gain "Conquer the middle island", but no possible hex has a path to it ({targets}): all stay ({kept}).</source>
            <translation>Automa může ještě získat „Dobuď středový ostrov“, ale žádné možné pole k němu nemá cestu ({targets}): zůstávají všechna ({kept}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can still gain "Conquer the middle island": closest to the middle island ({targets}): {kept} at distance {steps}; farther: {dropped}.</source>
            <translation>Automa může ještě získat „Dobuď středový ostrov“: nejblíž středovému ostrovu ({targets}): {kept} ve vzdálenosti {steps}; dál: {dropped}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can still gain "Conquer the middle island": every possible hex ({kept}) is at distance {steps} from it ({targets}).</source>
            <translation>Automa může ještě získat „Dobuď středový ostrov“: všechna možná pole ({kept}) jsou od něj ve vzdálenosti {steps} ({targets}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa cannot legally conquer any territory you control: it conquers a neutral hex.</source>
            <translation>Automa nemůže legálně dobýt žádné vaše území: dobývá neutrální pole.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa conquers the empty hex {hex}: draw a territory tile, lay it face up in a random orientation, and put an Automa outpost on it.</source>
            <translation>Automa dobývá prázdné pole {hex}: táhněte dílek území, položte ho lícem nahoru s náhodnou orientací a dejte na něj žeton osídlení Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa conquers the territory {hex}: put an Automa outpost on it.</source>
            <translation>Automa dobývá území {hex}: dejte na něj žeton osídlení Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>The Automa conquers your territory {hex}, and your trap stops it: put an Automa outpost there toppled; yours stays standing and the territory stays yours.</source>
            <translation>Automa dobývá vaše území {hex} a vaše léčka ji zastaví: dejte tam povalený žeton osídlení Automy; váš zůstává stát a území zůstává vaše.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>The Automa conquers your territory {hex}: do you play a trap from your hand?</source>
            <translation>Automa dobývá vaše území {hex}: zahrajete léčku z ruky?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa conquers your territory {hex}: put an Automa outpost there and topple yours.</source>
            <translation>Automa dobývá vaše území {hex}: dejte tam žeton osídlení Automy a povalte svůj.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa explores {hex}: draw a territory tile and lay it there face up in a random orientation.</source>
            <translation>Automa zkoumá pole {hex}: táhněte dílek území a položte ho tam lícem nahoru s náhodnou orientací.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa first, then the Shadow Empire, each in the order {order}.</source>
            <translation>Nejdřív Automa, pak Stínová říše, každá v pořadí {order}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa gains a tapestry card: put one face down beside its income mat ({cards} there now).</source>
            <translation>Automa získává kartu tapiserie: položte jednu lícem dolů vedle její karty blahobytu (nyní tam: {cards}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa has no hex it may conquer or explore: the conquer action is skipped.</source>
            <translation>Automa nemá žádné pole, které by mohla dobýt nebo prozkoumat: akce dobývání se přeskakuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa has no hex it may explore: the explore action is skipped.</source>
            <translation>Automa nemá žádné pole, které by mohla prozkoumat: akce průzkumu se přeskakuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa has no outpost left in its supply: it cannot conquer, the action is skipped.</source>
            <translation>Automa nemá v zásobě žádný žeton osídlení: nemůže dobývat, akce se přeskakuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa is the first to reach space {space} of {track}: the {landmark} goes on its income mat.</source>
            <translation>Automa jako první dosáhla pole {space} ({track}): dominanta {landmark} jde na její kartu blahobytu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa needs a priority card: draw the top card of the progress deck and enter it; shuffle the progress deck afterwards.</source>
            <translation>Automa potřebuje kartu předností: táhněte svrchní kartu balíčku postupu a zadejte ji; poté balíček postupu zamíchejte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The Automa plays the {civ} ({rolled} rolled {track} on the science die): its favourite track is {track}.</source>
            <translation>Automa hraje za civilizaci {civ} ({rolled}: na kostce vědy padlo {track}): její oblíbená stupnice je {track}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa starts era {number} before you: {vp} VP.</source>
            <translation>Automa zahajuje epochu {number} před vámi: {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa's favourite track is military: every possible hex goes to the hex diagram.</source>
            <translation>Oblíbená stupnice Automy je vojenství: o všech možných polích rozhoduje obrázek polí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The Shadow Empire</source>
            <translation>Stínová říše</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Shadow Empire has no outpost left: no toppled Shadow Empire outpost is placed.</source>
            <translation>Stínové říši došly žetony osídlení: povalený žeton Stínové říše se nepokládá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Shadow Empire is the first to reach space {space} of {track}: the {landmark} goes on the Automa's income mat.</source>
            <translation>Stínová říše jako první dosáhla pole {space} ({track}): dominanta {landmark} jde na kartu blahobytu Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Shadow Empire may gain only this achievement, and scores no VP for it.</source>
            <translation>Stínová říše smí získat jen tento úspěch a nezíská za něj žádné VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Shadow Empire never gains benefits.</source>
            <translation>Stínová říše nikdy nezískává přínosy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The Shadow Empire's favourite track is {track} (rolled until it differs from the Automa's; rolls: {rolls}).</source>
            <translation>Oblíbená stupnice Stínové říše je {track} (házelo se, dokud se nelišila od Automy; hody: {rolls}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Shadow Empire's token takes the {vp} VP space: whoever completes a track after it scores the next space down.</source>
            <translation>Žeton Stínové říše zabírá pole za {vp} VB: kdo dokončí stupnici po ní, boduje o pole níž.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The app shuffled the progress deck (cards 8-22) and shuffled its top card, {added}, into cards 1-7: the decision deck holds 8 cards.</source>
            <translation>Aplikace zamíchala balíček postupu (karty 8–22) a jeho vrchní kartu {added} zamíchala do karet 1–7: balíček rozhodnutí má 8 karet.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots have taken their 5th income turn: they take no more turns.</source>
            <translation>Boti provedli své 5. zvýšení blahobytu: už nehrají žádné tahy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots' first turn is their income turn 1.</source>
            <translation>První tah botů je jejich zvýšení blahobytu 1.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots' income turn {number} (level {level}): the income chart, top to bottom.</source>
            <translation>Zvýšení blahobytu botů {number} (úroveň {level}): tabulka zvýšení blahobytu, shora dolů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots' income turn {number} ends.</source>
            <translation>Zvýšení blahobytu botů {number} končí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots' turn ends.</source>
            <translation>Tah botů končí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The bots' turn, step</source>
            <translation>Tah bota, krok</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The decision deck is empty when a card must be drawn: the bots take income turn {number}.</source>
            <translation>Balíček rozhodnutí je prázdný, když se má táhnout karta: boti provádějí zvýšení blahobytu {number}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The deck is now empty and track card {card} shows the income symbol: the bots take income turn {number} instead of advancing.</source>
            <translation>Balíček je nyní prázdný a karta stupnice {card} ukazuje symbol zvýšení blahobytu: boti místo postupu provádějí zvýšení blahobytu {number}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The game is over: you and the Automa have both finished the 5th income turn. You {human_vp} VP, the Automa {automa_vp} VP — winner: {winner}.</source>
            <translation>Hra skončila: vy i Automa jste dokončili 5. zvýšení blahobytu. Vy {human_vp} VB, Automa {automa_vp} VB — vítěz: {winner}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The hex diagram of priority card {card} looks at {tried}.</source>
            <translation>Obrázek polí karty předností {card} prochází {tried}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The income turn</source>
            <translation>Zvýšení blahobytu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The last pair (cards {track_card} and {priority_card}) goes to the discard pile.</source>
            <translation>Poslední dvojice (karty {track_card} a {priority_card}) jde na odhazovací hromádku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The multipliers are those of column {column} of the income mat, the first one no tapestry card covers.</source>
            <translation>Násobitele jsou ze sloupce {column} karty blahobytu, prvního, který nezakrývá žádná karta tapiserie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The pair of decision cards</source>
            <translation>Dvojice karet rozhodnutí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The science die shows {face} (rolls: {rolls}).</source>
            <translation>Na kostce vědy padlo: {face} (hody: {rolls}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The sources disagree on the Explorers card; this app advances on exploration at income turns 2 and 4, on military at 3 and 5.</source>
            <translation>Zdroje se u karty Objevitelé liší; tato aplikace postupuje na objevitelství při zvýšení blahobytu 2 a 4, na vojenství při 3 a 5.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The topple icon places no Shadow Empire outpost on the middle island.</source>
            <translation>Symbol povalení nepokládá žádný žeton Stínové říše na středový ostrov.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The topple icon: put a toppled Shadow Empire outpost on {hex} too.</source>
            <translation>Symbol povalení: položte také povalený žeton osídlení Stínové říše na pole {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The trap toppled your outpost: outposts toppled by the Automa's traps count for its achievement too (the base game's achievements).</source>
            <translation>Léčka povalila váš žeton osídlení: žetony povalené léčkami Automy se počítají i do jejího úspěchu (úspěchy základní hry).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The {landmark} was taken already (by {owner}): nobody else gains it.</source>
            <translation>Dominanta {landmark} už byla získána ({owner}): nikdo další ji nezíská.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>This advance is without the benefit: the Automa gains nothing on space {space} of {track}.</source>
            <translation>Tento postup je bez přínosu: Automa na poli {space} ({track}) nic nezískává.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Tie: priority card {card} read top to bottom ({order}) puts {track} first.</source>
            <translation>Shoda: karta předností {card} čtená shora dolů ({order}): první je {track}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Tie: the Shadow Empire reads priority card {card} bottom to top ({order}): {track} comes first.</source>
            <translation>Shoda: Stínová říše čte kartu předností {card} zdola nahoru ({order}): první je {track}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Top outpost taken off hex {hex}</source>
            <translation>Horní žeton osídlení odebrán z pole {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Toppled outpost stood up again on hex {hex}</source>
            <translation>Povalený žeton osídlení na poli {hex} znovu postaven</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Track card {card} tells {side} to advance on {advance}.</source>
            <translation>{side}: karta stupnice {card} určuje postup na: {advance}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Tracks {side} has not finished: {tracks}.</source>
            <translation>{side}: nedokončené stupnice: {tracks}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Traps</source>
            <translation>Léčky</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>VP for {spaces} advanced on military and science, × {multiplier}: {vp} VP.</source>
            <translation>VB za postup o {spaces} na stupnicích vojenství a vědy, × {multiplier}: {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>VP for {spaces} advanced on technology and exploration, × {multiplier}: {vp} VP.</source>
            <translation>VB za postup o {spaces} na stupnicích technologie a objevitelství, × {multiplier}: {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>VP for {territories} and {landmarks} on its mat, × {multiplier}: {vp} VP.</source>
            <translation>VB: {territories}, {landmarks} na její kartě, × {multiplier}: {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>What the bots never gain</source>
            <translation>Co boti nikdy nezískávají</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>You conquered the Automa's territory {hex}. Tapestry cards beside its income mat: {cards}. Discard one of them at random: was it a trap?</source>
            <translation>Dobyli jste území Automy {hex}. Karty tapiserie vedle její karty blahobytu: {cards}. Jednu náhodně odhoďte: byla to léčka?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You control territories with a single token ({targets}), but no possible hex has a path to them: all stay ({kept}).</source>
            <translation>Ovládáte území s jediným žetonem ({targets}), ale žádné možné pole k nim nemá cestu: zůstávají všechna ({kept}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You control territories with a single token ({targets}): closest to them: {kept} at distance {steps}; farther: {dropped}.</source>
            <translation>Ovládáte území s jediným žetonem ({targets}): nejblíž k nim: {kept} ve vzdálenosti {steps}; dál: {dropped}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You control territories with a single token ({targets}): every possible hex ({kept}) is at distance {steps} from them.</source>
            <translation>Ovládáte území s jediným žetonem ({targets}): všechna možná pole ({kept}) jsou od nich ve vzdálenosti {steps}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You control the middle island: achievement "Conquer the middle island", {vp} VP (score them on your board).</source>
            <translation>Ovládáte středový ostrov: úspěch „Dobuď středový ostrov“, {vp} VB (zapište si je na svou desku).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>You ended your turn</source>
            <translation>Ukončili jste tah</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You have toppled two of the Automa's outposts: achievement "Topple 2 outposts", {vp} VP (score them on your board).</source>
            <translation>Povalili jste dva žetony osídlení Automy: úspěch „Poval dva cizí žetony osídlení“, {vp} VB (zapište si je na svou desku).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>You started era {number} already: no VP for starting it first.</source>
            <translation>Epochu {number} jste už zahájili: žádné VB za její zahájení jako první.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>You took an income turn (a new era)</source>
            <translation>Provedli jste zvýšení blahobytu (nová epocha)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{owner} conquered hex {hex}: the outpost standing there is toppled</source>
            <translation>{owner}: dobytí pole {hex}; žeton osídlení, který tam stojí, se povalí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{owner}: outpost placed on hex {hex}</source>
            <translation>{owner}: žeton osídlení položen na pole {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} advances on {track}: space {origin} → {dest}.</source>
            <translation>{side} postupuje – {track}: pole {origin} → {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>{side} controls the middle island: achievement "Conquer the middle island", {vp} VP.</source>
            <translation>{side} ovládá středový ostrov: úspěch „Dobuď středový ostrov“, {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} goes back on {track}: space {origin} → {dest}.</source>
            <translation>{side} se vrací – {track}: pole {origin} → {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} has reached the end of every track: it does not advance.</source>
            <translation>{side} dosáhla konce všech stupnic: nepostupuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>{side} has toppled two opponents' outposts: achievement "Topple 2 outposts", {vp} VP.</source>
            <translation>{side} povalila dva cizí žetony osídlení: úspěch „Poval dva cizí žetony osídlení“, {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} is at the end of {track}: advancing would push it off the track, nothing happens.</source>
            <translation>{side} je na konci stupnice ({track}): postup by ji vyvedl ze stupnice, nic se neděje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} is on the start space of {track}: it cannot go back, nothing happens.</source>
            <translation>{side} je na startovním poli ({track}): nemůže se vrátit, nic se neděje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} keeps {track} as its favourite track: it is on space {space}, no token is further there.</source>
            <translation>{side} si ponechává oblíbenou stupnici ({track}): je na poli {space}, žádný žeton tam není dál.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} reached the end of a track: achievement "Complete any advancement track", {vp} VP.</source>
            <translation>{side} dosáhla konce stupnice: úspěch „Dokonči libovolnou stupnici pokroku“, {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} reached the end of its favourite track, {track}.</source>
            <translation>{side} dosáhla konce své oblíbené stupnice ({track}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side}'s favourite track changes from {old} to {new}: move its favourite marker.</source>
            <translation>Oblíbená stupnice ({side}) se mění z {old} na {new}: přesuňte žeton oblíbené stupnice.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side}'s favourite track is chosen again: {track}, the marker stays.</source>
            <translation>Oblíbená stupnice ({side}) je zvolena znovu: {track}, žeton zůstává.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side}: token on the {track} track to space {space}</source>
            <translation>{side}: žeton ({track}) na pole {space}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side}: {vp} VP</source>
            <translation>{side}: {vp} VB</translation>
        </message>
    </context>
    <context>
        <name>TapestrySetupDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>&amp;Difficulty:</source>
            <translation>&amp;Obtížnost:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Automa's &amp;civilization die:</source>
            <translation>Kostka &amp;civilizace Automy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Decision cards:</source>
            <translation>Karty rozhodnutí:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>First &amp;player:</source>
            <translation>První &amp;hráč:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>I draw the real cards</source>
            <translation>Táhnu skutečné karty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Level 6: &amp;second civilization:</source>
            <translation>Úroveň 6: &amp;druhá civilizace:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Level 6: the Automa starts with a second civilization of your choice; its favourite track has no effect</source>
            <translation>Úroveň 6: Automa začíná s druhou civilizací podle vaší volby; její oblíbená stupnice nemá žádný efekt</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>New Tapestry game against the Automa and the Shadow Empire</source>
            <translation>Nová hra Tapestry proti Automě a Stínové říši</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Rolled until it differs from the Automa's favourite track</source>
            <translation>Hází se, dokud se neliší od oblíbené stupnice Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Set up the small map for three players. You start on territory 2/4 whatever your capital mat says; the Automa's two outposts go on 3/5.</source>
            <translation>Připravte malou mapu pro tři hráče. Bez ohledu na kartu hlavního města začínáte na území 2/4; dva žetony osídlení Automy jdou na 3/5.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Shadow Empire's &amp;favourite:</source>
            <translation>&amp;Oblíbená stupnice Stínové říše:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Take out of the box</source>
            <translation>Vyřaďte ze hry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Tapestry cards: {cards}.
Civilizations: {civs}.</source>
            <translation>Karty tapiserie: {cards}.
Civilizace: {civs}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The app rolls</source>
            <translation>Aplikace hází</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The app rolls until it differs</source>
            <translation>Aplikace hází, dokud se neliší</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The app shuffles and draws</source>
            <translation>Aplikace míchá a táhne</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The bots</source>
            <translation>Boti</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The science die rolled for the Automa's civilization card</source>
            <translation>Kostka vědy hozená pro kartu civilizace Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>You</source>
            <translation>Vy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>— (level 6 only)</source>
            <translation>— (jen úroveň 6)</translation>
        </message>
    </context>
    <context>
        <name>TapestryTurn</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>A tapestry card onto the Automa's income mat (first free space).</source>
            <translation>Karta tapiserie na kartu blahobytu Automy (první volné pole).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>A toppled Shadow Empire outpost onto the Automa's hex {hex}.</source>
            <translation>Povalený žeton osídlení Stínové říše na pole Automy {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Decision pair: card {t} (track) and card {p} (priority); {left} left.</source>
            <translation>Dvojice karet rozhodnutí: karta stupnice {t}, karta předností {p}; zbývá {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Discard the three face-up technology cards and replace them.</source>
            <translation>Odhoďte všechny 3 karty technologií v nabídce a nahraďte je.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Draw two decision cards and enter them: the left one, then the right one.</source>
            <translation>Táhněte dvě karty rozhodnutí a zadejte je: levou, pak pravou.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>End of the bots' turn: your turn next.</source>
            <translation>Konec tahu botů: hrajete vy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Game over: you {h} VP, the Automa {a} VP — winner: {w}.</source>
            <translation>Konec hry: vy {h} VB, Automa {a} VB — vítěz: {w}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Income turn 1: draw the top card of the progress deck and enter it (the priority card), then shuffle the progress deck.</source>
            <translation>Zvýšení blahobytu 1: táhněte svrchní kartu balíčku postupu a zadejte ji (karta předností), pak balíček postupu zamíchejte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Income turn 1: progress card {n} is the priority card.</source>
            <translation>Zvýšení blahobytu 1: karta postupu {n} je kartou předností.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Landmark {name} to the Automa's mat.</source>
            <translation>Dominanta {name} na kartu Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Nothing to do.</source>
            <translation>Nic k provedení.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Roll the science die for the Automa and enter the face (or let the app roll).</source>
            <translation>Hoďte za Automu kostkou vědy a zadejte výsledek (nebo nechte hodit aplikaci).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa conquers hex {hex}.</source>
            <translation>Automa dobývá pole {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa conquers your territory on hex {hex}.</source>
            <translation>Automa dobývá vaše území na poli {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa conquers your territory {hex}: do you play a trap from your hand?</source>
            <translation>Automa dobývá vaše území {hex}: zahrajete léčku z ruky?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa explores hex {hex}: lay a territory tile.</source>
            <translation>Automa zkoumá pole {hex}: položte dílek území.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa gains a tapestry card: face down beside its mat.</source>
            <translation>Automa získává kartu tapiserie: lícem dolů vedle své karty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa scores {vp} VP.</source>
            <translation>Automa získává {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The app could not plan the next step (the log has details): undo or correct the board.</source>
            <translation>Aplikace nedokázala naplánovat další krok (podrobnosti v logu): vraťte krok zpět nebo opravte desku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The bots' income turn {n}.</source>
            <translation>Zvýšení blahobytu botů {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The decision deck changes (income turn).</source>
            <translation>Balíček rozhodnutí se mění (zvýšení blahobytu).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You conquered the Automa's hex {hex}: discard one of its tapestry cards at random — was it a trap?</source>
            <translation>Dobyli jste pole Automy {hex}: náhodně odhoďte jednu z jejích karet tapiserie — byla to léčka?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Your turn: mirror what you do on the board, then End my turn.</source>
            <translation>Váš tah: co uděláte, zopakujte na desce, pak Ukončit můj tah.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{side} gains the achievement “{name}”.</source>
            <translation>{side} získává úspěch „{name}“.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{side}'s favourite track is now {track}.</source>
            <translation>Oblíbená stupnice ({side}) je nyní {track}.</translation>
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
            <translation>Deska Tapestry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The small map with numbered hexes, the four advancement tracks, your supply and the Automa's income mat. Drag your tokens, outposts and tiles; right-click a hex to edit it.</source>
            <translation>Malá mapa s očíslovanými poli, čtyři stupnice pokroku, vaše zásoba a karta blahobytu Automy. Přetahujte své žetony, žetony osídlení a dílky; pravým kliknutím pole upravíte.</translation>
        </message>
    </context>
    <context>
        <name>TapestryWorkspace</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>Bots' proposal and reasons</source>
            <translation>Návrh a důvody botů</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>Decision pair</source>
            <translation>Dvojice rozhodnutí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>Set up the table as shown (the removed components are listed in the reasons):</source>
            <translation>Připravte stůl podle obrázku (odstraněné komponenty jsou v důvodech):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>Sides</source>
            <translation>Strany</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>income turn</source>
            <translation>zvýšení blahobytu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>income turns</source>
            <translation>zvýšení blahobytu</translation>
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Apply the bots' proposed step (Enter)</source>
            <translation>Provést krok navržený boty (Enter)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Bots</source>
            <translation>Boti</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>You have finished your turn; the bots play (Ctrl+E)</source>
            <translation>Dokončili jste tah; hrají boti (Ctrl+E)</translation>
        </message>
    </context>
</TS>

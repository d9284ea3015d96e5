<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ" sourcelanguage="en">
    <context>
        <name>AoIBoard</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source> · passed</source>
            <translation> · pas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>(marked: a power token beside it)</source>
            <translation>(označená: vedle je žeton moci)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>1 coin</source>
            <translation>1 mince</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>A valid option the directional count did not reach</source>
            <translation>Platná možnost, ke které směrové počítání nedošlo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>A valid option, eliminated by tie-breaker {n} ({method})</source>
            <translation>Platná možnost, vyřazená pravidlem shody {n} ({method})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Board: {name} (checked against the printed board; click to open the map editor)</source>
            <translation>Deska: {name} (ověřená podle tištěné desky; kliknutím otevřete editor mapy)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Bridge space {a}–{b}</source>
            <translation>Místo pro most {a}–{b}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Correct the printed map (map editor)</source>
            <translation>Opravit tištěnou mapu (editor mapy)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Counted as number {n} of the directional selection</source>
            <translation>Napočítáno jako č. {n} směrového výběru</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Drag a building or a terrain here; right-click to correct.</source>
            <translation>Přetáhněte sem budovu nebo terén; pravým kliknutím opravíte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Empty</source>
            <translation>Prázdné</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Hex {hex}</source>
            <translation>Pole {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Hex {hex}: {terrain}</source>
            <translation>Pole {hex}: {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Initial workshop letter</source>
            <translation>Písmeno počáteční dílny</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Initial workshop letter {letter} ({terrain})</source>
            <translation>Písmeno počáteční dílny {letter} ({terrain})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Letter {letter} ({terrain})</source>
            <translation>Písmeno {letter} ({terrain})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Place a building</source>
            <translation>Postavit budovu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Printed as {terrain}</source>
            <translation>Vytištěno jako {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Put a power token beside it (mark)</source>
            <translation>Položit vedle žeton moci (označit)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Remove letter {letter}</source>
            <translation>Odebrat písmeno {letter}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Remove {owner} {building}</source>
            <translation>Odebrat: {building} ({owner})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Round bonus {tile} ({coins} coins on it): drag it onto the Pass box when you pass</source>
            <translation>Bonus kola {tile} (mince na něm: {coins}): až budete pasovat, přetáhněte ho na pole Pas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Round bonuses on offer (left → right)</source>
            <translation>Nabízené bonusy kola (zleva → doprava)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Set {owner} VP…</source>
            <translation>Nastavit VB ({owner})…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Take the power token away (unmark)</source>
            <translation>Odebrat žeton moci (zrušit označení)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>The science board: each side's marker on banking, law, engineering and medicine (level 8 and 12 framed). Under each discipline its scholar spaces (3, 2, 2, 2), filled in the colour of the side whose scholar stands there; right-click one to correct it.</source>
            <translation>Deska vědy: ukazatel každé strany na bankovnictví, právu, inženýrství a medicíně (úrovně 8 a 12 orámované). Pod každou disciplínou její pole učenců (3, 2, 2, 2), vybarvená barvou strany, jejíž učenec tam stojí; pravým kliknutím pole opravíte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Transform a hex to {terrain}: drag onto the hex</source>
            <translation>Přeměnit pole na terén {terrain}: přetáhněte na pole</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Transform to</source>
            <translation>Přeměnit na</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Upgrade to a {building}</source>
            <translation>Vylepšit na: {building}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Upgrade {hex} to</source>
            <translation>Vylepšit {hex} na</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>VP</source>
            <translation>VB</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>VP and round bonuses · drop a bonus here to pass</source>
            <translation>VB a bonusy kola · pasujete puštěním bonusu sem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Your supply: drag onto the map</source>
            <translation>Vaše zásoba: přetáhněte na mapu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Your {building}: drag it onto an empty hex to build, onto your building to upgrade</source>
            <translation>Vaše budova ({building}): přetáhněte ji na prázdné pole pro stavbu, na svou budovu pro vylepšení</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>an unknown source</source>
            <translation>neznámý zdroj</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>bring together</source>
            <translation>sblížení</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>closest to you</source>
            <translation>nejblíž vám</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>least power to you</source>
            <translation>nejméně moci pro vás</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>most power to you</source>
            <translation>nejvíc moci pro vás</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>next to you</source>
            <translation>vedle vás</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>terrain priority</source>
            <translation>priorita terénu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>tie-breaker {n}</source>
            <translation>pravidlo shody {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>your terrain's priority</source>
            <translation>priorita vašeho terénu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{n} coins</source>
            <translation>mince: {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{owner} bridge {a}–{b}</source>
            <translation>Most {a}–{b} ({owner})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{owner} marker on {discipline}: level {level}. Drag it along the discipline.</source>
            <translation>Ukazatel ({owner}) – {discipline}: úroveň {level}. Přetahujte ho po disciplíně.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{owner} {building}</source>
            <translation>{building} ({owner})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{side} sent a scholar here</source>
            <translation>{side}: sem vyslán učenec</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{side}: VP</source>
            <translation>{side}: VB</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{side}: {vp} VP · bonus {tile}{passed}</source>
            <translation>{side}: {vp} VB · bonus {tile}{passed}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>⚠ Initial workshop letters not placed for: {terrains} (click to place them)</source>
            <translation>⚠ Písmena počátečních dílen nejsou umístěna pro: {terrains} (kliknutím je umístíte)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>⚠ Unverified board: {name} — from {source}. Compare it with your board and fix it in the map editor (click here).</source>
            <translation>⚠ Neověřená deska: {name} — zdroj: {source}. Porovnejte ji se svou deskou a opravte ji v editoru mapy (klikněte sem).</translation>
        </message>
    </context>
    <context>
        <name>AoICard</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Action column (used when the card is on the left)</source>
            <translation>Sloupec akcí (platí, když karta leží vlevo)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Action {n} (top = 1):</source>
            <translation>Akce {n} (nahoře = 1):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Action {n} from the top</source>
            <translation>Akce {n} shora</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Card data from one public source ({source}), not from the rulebook: compare it with your printed card and correct any field that differs.</source>
            <translation>Data karty z jednoho veřejného zdroje ({source}), ne z pravidel: porovnejte je se svou tištěnou kartou a opravte každé pole, které se liší.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Directional arrow:</source>
            <translation>Směrová šipka:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Directional number:</source>
            <translation>Směrové číslo:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Letter, marked workshop:</source>
            <translation>Písmeno, označená dílna:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Letter, unmarked workshop:</source>
            <translation>Písmeno, neoznačená dílna:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Pass section (top-right corner)</source>
            <translation>Sekce pasování (pravý horní roh)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Round bonus arrow:</source>
            <translation>Šipka bonusu kola:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Row {row}</source>
            <translation>Řádek {row}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Science selection:</source>
            <translation>Výběr vědy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Structure icon:</source>
            <translation>Symbol stavby:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Support column (used when the card is on the right)</source>
            <translation>Podpůrný sloupec (platí, když karta leží vpravo)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Terrain priority row:</source>
            <translation>Řádek priority terénu:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>VP icon shows X (the difficulty card's value for the round)</source>
            <translation>Symbol VB ukazuje X (hodnotu z karty obtížnosti pro dané kolo)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>VP number:</source>
            <translation>Číslo VB:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>— none —</source>
            <translation>— žádné —</translation>
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
            <translation>Kandidát A (87 polí, neověřeno)</translation>
        </message>
        <message>
            <location filename="../../maps/age_of_innovation/candidate_b.json" />
            <source>Candidate B (9 x 13, unverified)</source>
            <translation>Kandidát B (9 x 13, neověřeno)</translation>
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
            <translation>Most už spojuje {a} a {b}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A map named "{name}" exists already ({origin}): choose another name, or replace it.</source>
            <translation>Mapa s názvem „{name}“ už existuje ({origin}): zvolte jiný název, nebo ji nahraďte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>A round bonus cannot hold fewer than 0 coins.</source>
            <translation>Bonus kola nemůže mít méně než 0 mincí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>A round bonus is on offer twice: {tiles}.</source>
            <translation>Bonus kola je v nabídce dvakrát: {tiles}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A {building} cannot become a {to} ({hex}): the upgrade paths are workshop to guild, guild to school or palace, school to university.</source>
            <translation>{building} se nemůže změnit na: {to} ({hex}); vylepšení vedou z dílny na cech, z cechu na školu nebo palác, ze školy na univerzitu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>An initial workshop cannot go on {hex}: it is not land.</source>
            <translation>Počáteční dílna nemůže jít na pole {hex}: není to souš.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>An innovation lies on place {slot} already.</source>
            <translation>Na místě {slot} už leží inovace.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Card {card} cannot be drawn twice: check the cards.</source>
            <translation>Kartu {card} nelze táhnout dvakrát: zkontrolujte karty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Card {card} cannot be in the Automa's deck now: it is already in play this round, or not part of the deck in round {round} at this level. Check the card drawn.</source>
            <translation>Karta {card} teď nemůže být v balíčku Automy: v tomto kole už je ve hře, nebo na této úrovni v kole {round} nepatří do balíčku. Zkontrolujte taženou kartu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Card {card} was entered twice: each card exists once.</source>
            <translation>Karta {card} byla zadána dvakrát: každá karta existuje jen jednou.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Choose the card you drew first.</source>
            <translation>Nejdřív vyberte taženou kartu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card {card} places the Automa's workshops at {terrain} letters {marked} and {unmarked}, and this board does not have them: place the letters in the map editor, or enter the two hexes.</source>
            <translation>Karta rozhodnutí {card} umisťuje dílny Automy na písmena {marked} a {unmarked} ({terrain}) a tato deska je nemá: umístěte písmena v editoru mapy, nebo zadejte obě pole.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card {card} plays the printed data already.</source>
            <translation>Karta rozhodnutí {card} už hraje s tištěnými daty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card {card} reads like that already.</source>
            <translation>Karta rozhodnutí {card} už takto zní.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Draw a decision card for the Automa's initial workshops and choose the card you drew: its letters place them.</source>
            <translation>Táhněte kartu rozhodnutí pro počáteční dílny Automy a vyberte taženou kartu: umístí je její písmena.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Drop it on a hex of the map.</source>
            <translation>Pusťte to na pole mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Drop the marker on a level of its own discipline ({discipline}).</source>
            <translation>Pusťte ukazatel na úroveň jeho vlastní disciplíny ({discipline}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Enter exactly the cards drawn here ({count}); {given} were entered.</source>
            <translation>Zadejte přesně karty tažené zde ({count}); zadáno: {given}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Enter the largest area of each player ({count}, one per player), or the Automa's area and science VP (entered: {given}).</source>
            <translation>Zadejte největší oblast každého hráče ({count}, jednu za hráče), nebo VB Automy za oblast a vědu (zadáno: {given}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Every {discipline} scholar space worth {value} is taken.</source>
            <translation>Všechna pole učenců ({discipline}) v hodnotě {value} jsou obsazená.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Give the coins of each round bonus on offer: {tiles} tiles, {coins} coin counts.</source>
            <translation>Zadejte mince na každém nabízeném bonusu kola: destiček {tiles}, počtů mincí {coins}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Give the map a name before saving it.</source>
            <translation>Před uložením mapu pojmenujte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Hex {hex} has an unknown terrain "{terrain}".</source>
            <translation>Pole {hex} má neznámý terén „{terrain}“.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Hex {hex} is listed twice in the map file.</source>
            <translation>Pole {hex} je v souboru mapy uvedeno dvakrát.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Hex {hex} is not on this board.</source>
            <translation>Pole {hex} na této desce není.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>It is round {round}: a pass takes a new round bonus (only the last round's pass does not).</source>
            <translation>Je kolo {round}: pas bere nový bonus kola (jen pas v posledním kole ne).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>It is the Automa's turn: confirm its steps first.</source>
            <translation>Je na tahu Automa: nejdřív potvrďte její kroky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Lay out {count} different round bonuses.</source>
            <translation>Vyložte různé bonusy kola: {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Letter {letter} goes on a land hex of its terrain; {hex} is a river hex.</source>
            <translation>Písmeno {letter} patří na pole souše svého terénu; {hex} je pole řeky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Map saved: {path}</source>
            <translation>Mapa uložena: {path}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No round bonus is on offer for {side} to take when it passes: correct the bonus row.</source>
            <translation>{side}: při pasu si nemá z nabídky jaký bonus kola vzít: opravte řadu bonusů.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>No scholar stands on a {discipline} space worth {value}.</source>
            <translation>Na poli učence ({discipline}) v hodnotě {value} nestojí žádný učenec.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Only the Automa's buildings are marked with a power token ({hex}).</source>
            <translation>Žetonem moci se označují jen budovy Automy ({hex}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Only the side whose turn it is passes, and the turn is with {seat}.</source>
            <translation>Pasuje jen strana, která je na tahu, a na tahu je: {seat}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Round bonus {tile} is not on offer: {side} holds it.</source>
            <translation>Bonus kola {tile} není v nabídce: má ho {side}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Round scoring tile {tile} (with the spade) never lies in round 5 or 6.</source>
            <translation>Destička bodování kola {tile} (s rýčem) nikdy neleží v kole 5 ani 6.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Rounds 1-5 take five different round scoring tiles, not {tiles}.</source>
            <translation>Kola 1–5 berou pět různých destiček bodování kola, ne {tiles}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>That {row} (place {slot}) is covered already.</source>
            <translation>{row} na místě {slot}: už je zakryto.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>That {row} (place {slot}) is not covered.</source>
            <translation>{row} na místě {slot}: není zakryto.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa never builds bridges (special rules).</source>
            <translation>Automa nikdy nestaví mosty (zvláštní pravidla).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa takes its round bonus when it passes, as one of its own steps.</source>
            <translation>Automa si bere svůj bonus kola při pasu, jako jeden ze svých kroků.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's building on {hex} is marked already.</source>
            <translation>Budova Automy na poli {hex} už je označená.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's building on {hex} is not marked.</source>
            <translation>Budova Automy na poli {hex} není označená.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's initial workshops go on its terrain ({terrain}); {hex} is not.</source>
            <translation>Počáteční dílny Automy jdou na její terén ({terrain}); {hex} jím není.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's preferred terrain must differ from a player's: {terrain} is taken.</source>
            <translation>Preferovaný terén Automy se musí lišit od terénu hráče: {terrain} je obsazený.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Symbionts' youth terrain must differ from every side's terrain: {terrain} is taken.</source>
            <translation>Terén mládí Symbiontů se musí lišit od terénu každé strany: {terrain} je obsazený.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The app is waiting for another answer: {expected}.</source>
            <translation>Aplikace čeká na jinou odpověď: {expected}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The board changed since this step was planned: look at the new proposal.</source>
            <translation>Deska se od naplánování tohoto kroku změnila: podívejte se na nový návrh.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The board changed since this step was planned; here is the new plan.</source>
            <translation>Deska se od naplánování tohoto kroku změnila; toto je nový plán.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The game is over: undo to go back, or start a new game.</source>
            <translation>Hra skončila: vraťte se krokem zpět, nebo začněte novou hru.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The hex at row,column {hex} lies outside the grid a map may use.</source>
            <translation>Pole na řádku,sloupci {hex} leží mimo mřížku, kterou mapa smí použít.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The innovation display has {count} places, not {slot}.</source>
            <translation>Nabídka inovací má míst: {count}, ne {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The innovation of place {slot} was taken already.</source>
            <translation>Inovace z místa {slot} už byla vzata.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>The map could not be written to {path}: {error}</source>
            <translation>Mapu nelze zapsat do {path}: {error}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The map file's {where} ends on {hex}, which is not a land hex: a bridge joins two land hexes.</source>
            <translation>{where} v souboru mapy končí na poli {hex}, které není souš: most spojuje dvě pole souše.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The map file's {where} is not a hex (row, column): {value}.</source>
            <translation>{where} v souboru mapy není pole (řádek, sloupec): {value}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The map file's {where} is not a pair of hexes.</source>
            <translation>{where} v souboru mapy není dvojice polí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The map file's {where} is not a terrain's workshop letters (A-F, each on a hex).</source>
            <translation>{where} v souboru mapy nejsou písmena dílen terénu (A–F, každé na jednom poli).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The two players cannot both play {terrain}.</source>
            <translation>Oba hráči nemohou hrát za terén {terrain}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} letter {letter} goes on a {terrain} hex, and {hex} is {found}.</source>
            <translation>Písmeno {letter} ({terrain}) patří na pole s terénem {terrain}, ale {hex} má terén {found}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} letter {letter} is on {hex} already.</source>
            <translation>Písmeno {letter} ({terrain}) už je na poli {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} workshop letter {letter} is not on the map.</source>
            <translation>Písmeno dílny {letter} ({terrain}) není na mapě.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} workshop letter {letter} lies on {hex}, which is not {terrain}.</source>
            <translation>Písmeno dílny {letter} ({terrain}) leží na poli {hex}, které nemá terén {terrain}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} workshop letter {letter} lies on {hex}: move it or take it off before painting the hex.</source>
            <translation>Písmeno dílny {letter} ({terrain}) leží na poli {hex}: před přebarvením pole ho přesuňte nebo odeberte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no bridge between {a} and {b}.</source>
            <translation>Mezi {a} a {b} žádný most není.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no building on {hex}.</source>
            <translation>Na poli {hex} není žádná budova.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no decision card {card} (*1-*6, 7-14).</source>
            <translation>Karta rozhodnutí {card} neexistuje (*1–*6, 7–14).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>There is no decision card {card}: the cards are *1 to *6 and 7 to 14.</source>
            <translation>Karta rozhodnutí {card} neexistuje: karty jsou *1 až *6 a 7 až 14.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no final round scoring tile {tile}.</source>
            <translation>Destička závěrečného bodování {tile} neexistuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no hex at row,column {hex} on this board.</source>
            <translation>Na této desce není pole na řádku,sloupci {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no round bonus at place {slot}: {count} are on offer.</source>
            <translation>Na místě {slot} není žádný bonus kola: v nabídce je jich {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no round bonus number {index}: {count} are left to choose from.</source>
            <translation>Bonus kola číslo {index} neexistuje: na výběr zbývá {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no shipped board "{map}".</source>
            <translation>Dodaná deska „{map}“ neexistuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no {row} at place {slot}: this board has {count}.</source>
            <translation>{row} na místě {slot} neexistuje: tato deska jich má {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Those round bonuses lie on offer already.</source>
            <translation>Tyto bonusy kola už v nabídce leží.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Those round scoring tiles ({tiles}, final {final}) lie on the board already.</source>
            <translation>Tyto destičky bodování kola ({tiles}, závěrečná {final}) už na desce leží.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>To pass, drop the round bonus you take on the Pass box.</source>
            <translation>Chcete-li pasovat, pusťte bonus kola, který si berete, na pole Pas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>With two players and the Automa, the Automa plays the Simpletons, not the {faction}.</source>
            <translation>Ve hře dvou hráčů s Automou hraje Automa za Prosťáčky, ne za frakci {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Workshop letters are {letters}, not {letter}.</source>
            <translation>Písmena dílen jsou {letters}, ne {letter}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Your {building} on {hex} can only become a {to}: drag a {to} onto it.</source>
            <translation>Vaše budova ({building}) na poli {hex} se může změnit jen na: {to}; přetáhněte na ni tuto budovu ({to}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Your {building} on {hex} cannot be upgraded any further.</source>
            <translation>Vaši budovu ({building}) na poli {hex} už nelze dál vylepšit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{a} and {b} are not the ends of a bridge space on this board.</source>
            <translation>{a} a {b} nejsou na této desce konce místa pro most.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>{count} round bonuses lie on offer (a pass swaps one for another), not {given}.</source>
            <translation>V nabídce leží bonusy kola: {count} (pas jeden vymění za jiný), ne {given}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{discipline} has no scholar space worth {value}.</source>
            <translation>{discipline} nemá pole učence v hodnotě {value}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} already holds a building ({side} built a {building} there): one building per hex.</source>
            <translation>Na poli {hex} už stojí budova ({side}: {building}): jedna budova na pole.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} carries letter {other} already: one letter per hex.</source>
            <translation>Pole {hex} už nese písmeno {other}: jedno písmeno na pole.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{hex} has {whose} building on it: a hex with a building cannot be transformed.</source>
            <translation>Na poli {hex} stojí budova ({whose}): pole s budovou nelze přeměnit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{hex} has {whose} building on it: build on an empty hex, or upgrade your own building.</source>
            <translation>Na poli {hex} stojí budova ({whose}): stavte na prázdném poli, nebo vylepšete vlastní budovu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} holds an initial workshop already.</source>
            <translation>Na poli {hex} už je počáteční dílna.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} is a river hex: buildings stand on land, and a river cannot be transformed.</source>
            <translation>{hex} je pole řeky: budovy stojí na souši a řeku nelze přeměnit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{hex} is a river hex: nothing is built on a river and it cannot be transformed.</source>
            <translation>{hex} je pole řeky: na řece se nestaví a nelze ji přeměnit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{hex} is already {terrain}.</source>
            <translation>Pole {hex} už má terén {terrain}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} is the end of a bridge space: a bridge joins two land hexes.</source>
            <translation>{hex} je konec místa pro most: most spojuje dvě pole souše.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} is {terrain} already.</source>
            <translation>Pole {hex} už má terén {terrain}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} cannot be read: {error}.</source>
            <translation>{origin} nelze přečíst: {error}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} cannot be written: {error}.</source>
            <translation>{origin} nelze zapsat: {error}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} has no map id or name.</source>
            <translation>{origin} nemá id ani název mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} is not a map file: it holds no JSON object.</source>
            <translation>{origin} není soubor mapy: neobsahuje objekt JSON.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} is not an Age of Innovation map file (its format is "{found}").</source>
            <translation>{origin} není soubor mapy Age of Innovation (jeho formát je „{found}“).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} is not valid JSON (line {line}).</source>
            <translation>{origin} není platný JSON (řádek {line}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} lists no hexes.</source>
            <translation>{origin} neuvádí žádná pole.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} built a {building} on {hex}: only a hex without a building is transformed.</source>
            <translation>Na poli {hex} stojí budova ({side}: {building}): přeměnit lze jen pole bez budovy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} built a {building} on {hex}: take it off before the hex becomes river.</source>
            <translation>Na poli {hex} stojí budova ({side}: {building}): než se pole změní v řeku, odeberte ji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>{side} has no decision pair on the table: enter its cards first.</source>
            <translation>{side} nemá na stole dvojici rozhodnutí: nejdřív zadejte její karty.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} has {count} innovations: it holds between 0 and 3.</source>
            <translation>{side}: inovací {count}; povoleno je 0 až 3.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} is not playing in this game.</source>
            <translation>{side} v této hře nehraje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} passed already this round.</source>
            <translation>{side}: v tomto kole už pas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: no scholar left (all {count} are on the scholar spaces).</source>
            <translation>{side}: žádný učenec nezbyl (všichni, {count}, jsou na polích učenců).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: no {building} left in the supply (all {count} are on the board).</source>
            <translation>{side}: v zásobě nezbyla žádná budova typu {building} (všech {count} je na desce).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: the {discipline} marker is on level {level} already.</source>
            <translation>{side}: ukazatel ({discipline}) už je na úrovni {level}.</translation>
        </message>
    </context>
    <context>
        <name>AoIMapEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&amp;Export…</source>
            <translation>&amp;Exportovat…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&amp;Open a map file…</source>
            <translation>&amp;Otevřít soubor mapy…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&amp;Save to my maps</source>
            <translation>&amp;Uložit do mých map</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&amp;Undo</source>
            <translation>&amp;Zpět</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>0  Remove letters</source>
            <translation>0  Odebrat písmena</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>9  Workshop letter:</source>
            <translation>9  Písmeno dílny:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&lt;b&gt;Brush&lt;/b&gt; (keys 1-8)</source>
            <translation>&lt;b&gt;Štětec&lt;/b&gt; (klávesy 1–8)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>A letter goes on a hex of its terrain: it is the letter of that hex's terrain on the Initial Workshop Setup card.</source>
            <translation>Písmeno patří na pole svého terénu: je to písmeno terénu toho pole na kartě Rozmístění počátečních dílen.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Age of Innovation map editor</source>
            <translation>Editor mapy Age of Innovation</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Age of Innovation maps (*.json)</source>
            <translation>Mapy Age of Innovation (*.json)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Close</source>
            <translation>Zavřít</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Editing {name}.</source>
            <translation>Úprava: {name}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Export the map</source>
            <translation>Exportovat mapu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>I checked every hex against my board</source>
            <translation>Každé pole je porovnáno s mou deskou</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Its letter {letters} was taken off (a letter stays on its terrain).</source>
            <translation>Jeho písmeno {letters} bylo odebráno (písmeno zůstává na svém terénu).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Last stroke taken back.</source>
            <translation>Poslední tah štětcem vrácen.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Letter</source>
            <translation>Písmeno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Letters on {hex}: {letters}</source>
            <translation>Písmena na poli {hex}: {letters}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Map name</source>
            <translation>Název mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Name:</source>
            <translation>Název:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Not opened: {why}</source>
            <translation>Neotevřeno: {why}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Open a map</source>
            <translation>Otevřít mapu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Replace the map?</source>
            <translation>Nahradit mapu?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Start &amp;from this map</source>
            <translation>Začít &amp;z této mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Start from</source>
            <translation>Začít z</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Start from:</source>
            <translation>Začít z:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Take back the last stroke (Ctrl+Z)</source>
            <translation>Vrátit poslední tah štětcem (Ctrl+Z)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>The map has changes you have not saved: Save to my maps, or Close again to discard them.</source>
            <translation>Mapa má neuložené změny: Uložit do mých map, nebo znovu Zavřít a změny zahodit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Workshop letters still to place for: {terrains}.</source>
            <translation>Písmena dílen zbývá umístit pro: {terrains}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>You already have a map named {name}. Replace it?</source>
            <translation>Mapu s názvem {name} už máte. Nahradit ji?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>an unknown source</source>
            <translation>neznámý zdroj</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{file}: {why}</source>
            <translation>{file}: {why}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{hex} painted {terrain}.</source>
            <translation>{hex} přebarveno: {terrain}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{hex}: {terrain}</source>
            <translation>{hex}: {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{name} (corrected)</source>
            <translation>{name} (opraveno)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{name} (your map)</source>
            <translation>{name} (vaše mapa)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{source}; corrected by the player in the map editor</source>
            <translation>{source}; opraveno hráčem v editoru mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>⚠ Unverified: {name}, from {source}.</source>
            <translation>⚠ Neověřeno: {name}, zdroj: {source}.</translation>
        </message>
    </context>
    <context>
        <name>AoINames</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Blight</source>
            <translation>Sněť</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Druids</source>
            <translation>Druidové</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Gognomes</source>
            <translation>Gognómové</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Kuddlers</source>
            <translation>Mazlíci</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Mimics</source>
            <translation>Mimikové</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Powermongers</source>
            <translation>Mocichtivci</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Racelings</source>
            <translation>Závodníci</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Simpletons</source>
            <translation>Prosťáčci</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Symbionts</source>
            <translation>Symbionti</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The second Automa</source>
            <translation>Druhá Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The second player</source>
            <translation>Druhý hráč</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Wanderers</source>
            <translation>Poutníci</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>You</source>
            <translation>Vy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>advance 1 level in a discipline</source>
            <translation>postup o 1 úroveň v disciplíně</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>banking</source>
            <translation>bankovnictví</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>block a spell and a book action</source>
            <translation>blokování kouzla a akce knihy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>book action</source>
            <translation>akce knihy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>bridge {n}</source>
            <translation>most {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>catch up</source>
            <translation>dohánění</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>desert</source>
            <translation>poušť</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>engineering</source>
            <translation>inženýrství</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>faction action</source>
            <translation>akce frakce</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>forest</source>
            <translation>les</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>gain an innovation</source>
            <translation>získání inovace</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>guild</source>
            <translation>cech</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>hex entry {n}</source>
            <translation>záznam pole {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>lake</source>
            <translation>jezero</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>law</source>
            <translation>právo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>left</source>
            <translation>vlevo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>marked buildings</source>
            <translation>označené budovy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>marked buildings, bring together</source>
            <translation>označené budovy, sblížení</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>medicine</source>
            <translation>medicína</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>middle</source>
            <translation>uprostřed</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>mountain</source>
            <translation>hory</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>no</source>
            <translation>ne</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>nobody</source>
            <translation>nikdo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>none</source>
            <translation>žádné</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>palace</source>
            <translation>palác</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>plains</source>
            <translation>pláně</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>right</source>
            <translation>vpravo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>river</source>
            <translation>řeka</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>school</source>
            <translation>škola</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>score points</source>
            <translation>získání bodů</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>send a scholar</source>
            <translation>vyslání učence</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>spell</source>
            <translation>kouzlo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>swamp</source>
            <translation>bažina</translation>
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
            <translation>tažená karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the final scoring figures</source>
            <translation>čísla závěrečného bodování</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the round's scoring tile</source>
            <translation>destička bodování kola</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the second Automa</source>
            <translation>druhá Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the second Automa's</source>
            <translation>druhá Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the second player</source>
            <translation>druhý hráč</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the second player's</source>
            <translation>druhý hráč</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the setup card drawn</source>
            <translation>tažená karta přípravy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>transform and build</source>
            <translation>přeměna terénu a stavba</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>university</source>
            <translation>univerzita</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>unmarked buildings</source>
            <translation>neoznačené budovy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>unmarked buildings, bring together</source>
            <translation>neoznačené budovy, sblížení</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>upgrade</source>
            <translation>vylepšení</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>wasteland</source>
            <translation>pustina</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>workshop</source>
            <translation>dílna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>workshop letter {letter} of {terrain}</source>
            <translation>písmeno dílny {letter} terénu: {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>workshop letters</source>
            <translation>písmena dílen</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>workshop letters of {terrain}</source>
            <translation>písmena dílen terénu: {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>yes</source>
            <translation>ano</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>you</source>
            <translation>vy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>your</source>
            <translation>vy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>← right to left, from the bottom</source>
            <translation>← zprava doleva, odspodu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>→ left to right, from the top</source>
            <translation>→ zleva doprava, odshora</translation>
        </message>
    </context>
    <context>
        <name>AoIPanels</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source> · passed</source>
            <translation> · pas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source> · {faction}, innovations {n}</source>
            <translation> · {faction}, inovace: {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>&lt;span style='color:{c}'&gt;■&lt;/span&gt; &lt;b&gt;{side}&lt;/b&gt;: &lt;b&gt;{vp} VP&lt;/b&gt; · bonus {b}{passed}{extra}</source>
            <translation>&lt;span style='color:{c}'&gt;■&lt;/span&gt; &lt;b&gt;{side}&lt;/b&gt;: &lt;b&gt;{vp} VB&lt;/b&gt; · bonus {b}{passed}{extra}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>A scholar onto the {v} space.</source>
            <translation>Učenec na pole {v}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Area VP</source>
            <translation>VB za oblast</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Book actions:</source>
            <translation>Akce knihy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card &amp;drawn</source>
            <translation>Karta &amp;tažena</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card drawn</source>
            <translation>Karta tažena</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card drawn:</source>
            <translation>Tažená karta:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n}</source>
            <translation>Karta {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n} · actions</source>
            <translation>Karta {n} · akce</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n} · support</source>
            <translation>Karta {n} · podpora</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n} — corrected by the table</source>
            <translation>Karta {n} — opraveno stolem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n}, action column: {actions}; VP {vp}; {pass_}.</source>
            <translation>Karta {n}, sloupec akcí: {actions}; VB {vp}; {pass_}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n}, support column: {structure}; terrain row {row} ({terrains}); directional selection {arrow} {num}; science: {science}; round bonus: {bonus}; letters {m} (marked), {u} (unmarked).</source>
            <translation>Karta {n}, podpůrný sloupec: {structure}; řádek terénu {row} ({terrains}); směrový výběr {arrow} {num}; věda: {science}; bonus kola: {bonus}; písmena {m} (označená), {u} (neoznačená).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Correct the round scoring tiles and the round bonuses on offer to what lies on your table (one undoable correction)</source>
            <translation>Opravit destičky bodování kola a nabízené bonusy kola podle toho, co leží na vašem stole (jedna oprava, kterou lze vrátit)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Draw a random decision card for the Automa's initial workshop letters and enter it.</source>
            <translation>Táhněte náhodnou kartu rozhodnutí pro písmena počátečních dílen Automy a zadejte ji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Draw the Automa's next decision card and enter it.</source>
            <translation>Táhněte další kartu rozhodnutí Automy a zadejte ji.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>End of round {n}.</source>
            <translation>Konec kola {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>End of {who}'s turn.</source>
            <translation>Konec tahu: {who}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Final scoring: enter your largest area and the app ranks {who}'s area and science (or enter its VP as you scored them).</source>
            <translation>Závěrečné bodování: zadejte svou největší oblast a aplikace seřadí oblast a vědu ({who}) (nebo zadejte jejich VB, jak jste je spočítali).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>First card (support, on the right):</source>
            <translation>První karta (podpůrná, vpravo):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Game over: {scores}.</source>
            <translation>Konec hry: {scores}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Innovations:</source>
            <translation>Inovace:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Its science: {levels}</source>
            <translation>Její věda: {levels}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Left: card {a} (actions) · right: card {s} (support) — {state}</source>
            <translation>Vlevo: karta {a} (akce) · vpravo: karta {s} (podpora) — {state}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Letters</source>
            <translation>Písmena</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Map editor: correct the board…</source>
            <translation>Editor mapy: opravit desku…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>No pair drawn yet.</source>
            <translation>Zatím nebyla tažena žádná dvojice.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Or its VP: area, science</source>
            <translation>Nebo její VB: oblast, věda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Paint terrain and river hex by hex and place the workshop letters; each stroke is one undoable correction</source>
            <translation>Malujte terén a řeku pole po poli a umístěte písmena dílen; každý tah štětcem je jedna oprava, kterou lze vrátit</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Pass section ✓</source>
            <translation>Sekce pasování ✓</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Round bonus</source>
            <translation>Bonus kola</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Round tiles: </source>
            <translation>Destičky kol: </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>R{r}: tile {t} ({d}, {a}/{b} VP)</source>
            <translation>K{r}: destička {t} ({d}, {a}/{b} VB)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Science</source>
            <translation>Věda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Science VP</source>
            <translation>VB za vědu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Score the Automa</source>
            <translation>Bodovat Automu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Second card (the action card, on the left):</source>
            <translation>Druhá karta (akční karta, vlevo):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Second card drawn</source>
            <translation>Druhá karta tažena</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Spells:</source>
            <translation>Kouzla:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Terrain priority: row {row}</source>
            <translation>Priorita terénu: řádek {row}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The Automa's area and science VP as you scored them by hand</source>
            <translation>VB Automy za oblast a vědu, jak jste je spočítali ručně</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The Automa's deck: {n} cards to draw · reserve {r} · level {level} ({name}), round {round}: navigation {nav}, X = {x}</source>
            <translation>Balíček Automy: karet k tažení {n} · rezerva {r} · úroveň {level} ({name}), kolo {round}: plavba {nav}, X = {x}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The Automa's first turn of the round: draw two decision cards and enter them.</source>
            <translation>První tah Automy v kole: táhněte dvě karty rozhodnutí a zadejte je.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The app could not plan the next step (the log has details): undo or correct the board.</source>
            <translation>Aplikace nedokázala naplánovat další krok (podrobnosti v logu): vraťte krok zpět nebo opravte desku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The app ranks the Automa's area and science against the table's</source>
            <translation>Aplikace seřadí oblast a vědu Automy proti stolu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The second player's largest area</source>
            <translation>Největší oblast druhého hráče</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Tiles and bonuses as laid…</source>
            <translation>Destičky a bonusy podle stolu…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>VP</source>
            <translation>VB</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>X = {n} VP</source>
            <translation>X = {n} VB</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Your largest area</source>
            <translation>Vaše největší oblast</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Your largest area:</source>
            <translation>Vaše největší oblast:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Your largest area: connected buildings (the base game's rule)</source>
            <translation>Vaše největší oblast: propojené budovy (pravidlo základní hry)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Your turn: mirror what you do on the board (drag your buildings, terrains, science markers; drop a round bonus on Pass), then End my turn.</source>
            <translation>Váš tah: co uděláte, zopakujte na desce (přetahujte své budovy, terény, ukazatele vědy; při pasu pusťte bonus kola na Pas), pak Ukončit můj tah.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>book action {n}</source>
            <translation>akce knihy {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>covered</source>
            <translation>zakryto</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>final: tile {t}</source>
            <translation>závěrečná: destička {t}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>no card yet</source>
            <translation>zatím žádná karta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>no pass section</source>
            <translation>bez sekce pasování</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>open</source>
            <translation>volné</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>pass section</source>
            <translation>sekce pasování</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>present</source>
            <translation>je zde</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>proposed draw (confirm to play it)</source>
            <translation>navržený tah karet (potvrzením se zahraje)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>spell {n}</source>
            <translation>kouzlo {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>taken</source>
            <translation>vzato</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>the pair in play</source>
            <translation>dvojice ve hře</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{n} VP</source>
            <translation>{n} VB</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{side}: VP</source>
            <translation>{side}: VB</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{whose} VP…</source>
            <translation>VB ({whose})…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} blocks {what} with an X token.</source>
            <translation>{who} blokuje žetonem X: {what}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} builds a workshop on {hex}.</source>
            <translation>{who} staví dílnu na poli {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} does nothing.</source>
            <translation>{who} nedělá nic.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} draws: card {a} on the left (actions), card {s} on the right (support); {n} left in the deck.</source>
            <translation>{who} táhne: karta {a} vlevo (akce), karta {s} vpravo (podpora); v balíčku zbývá {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} passes: {vp} VP and round bonus {tile}.</source>
            <translation>{who} pasuje: {vp} VB a bonus kola {tile}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} scores {vp} VP.</source>
            <translation>{who} získává {vp} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} takes the innovation in space {n} of the display.</source>
            <translation>{who} bere inovaci z místa {n} nabídky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} transforms {hex} from {a} to {b} and builds a workshop there.</source>
            <translation>{who} přeměňuje pole {hex} z terénu {a} na {b} a staví tam dílnu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} turns {hexes} to {t}.</source>
            <translation>{who} mění pole {hexes} na terén {t}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} upgrades its {a} on {hex} to a {b}.</source>
            <translation>{who} vylepšuje budovu na poli {hex}: {a} → {b}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who}'s final scoring: area {a} VP, science {s} VP, faction {f} VP.</source>
            <translation>{who} – závěrečné bodování: oblast {a} VB, věda {s} VB, frakce {f} VB.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who}'s largest area: {area} connected buildings (navigation {nav})</source>
            <translation>{who} – největší oblast: propojené budovy: {area} (plavba {nav})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who}: {d} {o} → {t}.</source>
            <translation>{who}: {d} {o} → {t}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>— the card you drew —</source>
            <translation>— karta, kterou jste táhli —</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>⚡{m} · ○{u}</source>
            <translation>⚡{m} · ○{u}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>✎ corrected by the table</source>
            <translation>✎ opraveno stolem</translation>
        </message>
    </context>
    <context>
        <name>AoIReasons</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>%n VP</source>
            <translation>
                <numerusform>%n VB</numerusform>
                <numerusform>%n VB</numerusform>
                <numerusform>%n VB</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>%n area(s)</source>
            <translation>
                <numerusform>%n oblast</numerusform>
                <numerusform>%n oblasti</numerusform>
                <numerusform>%n oblastí</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>%n building(s)</source>
            <translation>
                <numerusform>%n budova</numerusform>
                <numerusform>%n budovy</numerusform>
                <numerusform>%n budov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karty</numerusform>
                <numerusform>%n karet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>%n coin(s)</source>
            <translation>
                <numerusform>%n mince</numerusform>
                <numerusform>%n mince</numerusform>
                <numerusform>%n mincí</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>%n hex(es)</source>
            <translation>
                <numerusform>%n pole</numerusform>
                <numerusform>%n pole</numerusform>
                <numerusform>%n polí</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>%n level(s)</source>
            <translation>
                <numerusform>%n úroveň</numerusform>
                <numerusform>%n úrovně</numerusform>
                <numerusform>%n úrovní</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>%n round bonus(es)</source>
            <translation>
                <numerusform>%n bonus kola</numerusform>
                <numerusform>%n bonusy kola</numerusform>
                <numerusform>%n bonusů kola</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A bridge taken off the board</source>
            <translation>Most odebrán z desky</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>A guild is left but no workshop of its is next to your buildings: all {count} stay: {hexes}.</source>
            <translation>Zbývá cech, ale žádná jeho dílna nesousedí s vašimi budovami: zůstávají všechna ({count}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>A guild is left: its workshops next to your buildings, {count} kept: {hexes}.</source>
            <translation>Zbývá cech: jeho dílny vedle vašich budov, ponecháno {count}: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>A marked building is nearest to {hex} ({to_marked} between; {to_unmarked} to an unmarked one): put a power token beside the new workshop.</source>
            <translation>K poli {hex} je nejblíž označená budova (mezi nimi {to_marked}; k neoznačené {to_unmarked}): položte žeton moci vedle nové dílny.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A power token put beside the Automa's building on {hex} (marked)</source>
            <translation>Žeton moci položen vedle budovy Automy na poli {hex} (označená)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A scholar taken off the {discipline} space worth {value}</source>
            <translation>Učenec odebrán z pole {discipline} v hodnotě {value}</translation>
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
            <translation>Postup o 1 úroveň v 1 disciplíně</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>An innovation put back on the display</source>
            <translation>Inovace vrácena do nabídky</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>An innovation taken from the display by {taker}</source>
            <translation>Inovace vzata z nabídky ({taker})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Automa rules (Age of Innovation): {section}</source>
            <translation>Pravidla Automy (Age of Innovation): {section}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Block spells and book actions</source>
            <translation>Blokování kouzel a akcí knihy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together does not narrow: a marked building is already in Reach of an unmarked one.</source>
            <translation>Sblížení nezužuje výběr: označená budova už je v Dosahu neoznačené.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together does not narrow: no path joins its marked and unmarked buildings.</source>
            <translation>Sblížení nezužuje výběr: žádná cesta nespojuje její označené a neoznačené budovy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together does not narrow: the Automa has no marked or no unmarked building.</source>
            <translation>Sblížení nezužuje výběr: Automa nemá žádnou označenou nebo žádnou neoznačenou budovu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together: no hex would bring the groups closer than {gap} apart, so all stay valid.</source>
            <translation>Sblížení: žádné pole by skupiny nepřiblížilo na méně než {gap}, takže platná zůstávají všechna.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together: no marked building is in Reach of an unmarked one; {count} would bring the groups closer than {gap} apart: {hexes}.</source>
            <translation>Sblížení: žádná označená budova není v Dosahu neoznačené; skupiny na méně než {gap} by přiblížilo {count}: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Build the Automa's deck for level {level} from your cards: {size} in all, the level's starters and reserve cards; turn the bottom two sideways. The app asks for each card you draw.</source>
            <translation>Sestavte balíček Automy pro úroveň {level} ze svých karet: celkem {size}, startovní a rezervní karty úrovně; spodní dvě otočte na bok. Aplikace se zeptá na každou kartu, kterou táhnete.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Card {card} is one of the two sideways cards at the bottom of the deck and shows the pass icon: the Automa ignores the rest of the card and passes.</source>
            <translation>Karta {card} je jednou ze dvou karet otočených na bok na dně balíčku a má symbol pasu: Automa zbytek karty ignoruje a pasuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Card {card} is one of the two sideways cards but has no pass icon: the Automa plays it.</source>
            <translation>Karta {card} je jednou ze dvou karet otočených na bok, ale nemá symbol pasu: Automa ji hraje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Catching up: closest to the highest marker ({distance} away) in {disciplines}.</source>
            <translation>Dohánění: nejblíž nejvyššímu ukazateli (vzdálenost {distance}) v: {disciplines}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Catching up: closest to your marker ({distance} away) in {disciplines}.</source>
            <translation>Dohánění: nejblíž vašemu ukazateli (vzdálenost {distance}) v: {disciplines}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Catching up: its marker is on 0 in {disciplines}.</source>
            <translation>Dohánění: její ukazatel je na 0 v: {disciplines}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Closest to your buildings ({distance} between), {count} kept: {hexes}.</source>
            <translation>Nejblíž vašim budovám (mezi nimi {distance}), ponecháno {count}: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Closest to your buildings: no path reaches any of them, so all {count} stay: {hexes}.</source>
            <translation>Nejblíž vašim budovám: žádná cesta k nim nevede, takže zůstávají všechna ({count}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card back to the printed data: {card}</source>
            <translation>Karta rozhodnutí vrácena na tištěná data: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card corrected: {card}</source>
            <translation>Karta rozhodnutí opravena: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card drawn for {side}'s initial workshop letters: {card}</source>
            <translation>Karta rozhodnutí tažená pro písmena počátečních dílen ({side}): {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card drawn for {side}: {card}</source>
            <translation>Karta rozhodnutí tažená ({side}): {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card {card} places the Automa's initial workshops: the marked one at letter {marked} ({marked_hex}), the unmarked one at letter {unmarked} ({unmarked_hex}).</source>
            <translation>Karta rozhodnutí {card} umisťuje počáteční dílny Automy: označenou na písmeno {marked} ({marked_hex}), neoznačenou na písmeno {unmarked} ({unmarked_hex}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision cards drawn for {side}: {support} (support card), then {action} (action card)</source>
            <translation>Karty rozhodnutí tažené ({side}): {support} (podpůrná karta), pak {action} (akční karta)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Directional selection</source>
            <translation>Směrový výběr</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Directional selection, left to right, {number}: counted {counted}; {hex} is chosen.</source>
            <translation>Směrový výběr, zleva doprava, {number}: napočítáno {counted}; vybráno {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Directional selection, right to left, {number}: counted {counted}; {hex} is chosen.</source>
            <translation>Směrový výběr, zprava doleva, {number}: napočítáno {counted}; vybráno {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Directional selection, {number} left to right: counting spaces {slots} stops at space {slot}.</source>
            <translation>Směrový výběr, {number} zleva doprava: počítání míst {slots} končí na místě {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Directional selection, {number} left to right: counting {disciplines} stops at {discipline}.</source>
            <translation>Směrový výběr, {number} zleva doprava: počítání {disciplines} končí na: {discipline}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Directional selection, {number} right to left: counting spaces {slots} stops at space {slot}.</source>
            <translation>Směrový výběr, {number} zprava doleva: počítání míst {slots} končí na místě {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Directional selection, {number} right to left: counting {disciplines} stops at {discipline}.</source>
            <translation>Směrový výběr, {number} zprava doleva: počítání {disciplines} končí na: {discipline}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>End of the game and final scoring</source>
            <translation>Konec hry a závěrečné bodování</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Everyone has passed: round {round} ends. The next round's turn order is the pass order: {seat} first.</source>
            <translation>Všichni pasovali: kolo {round} končí. Pořadí tahů v dalším kole je pořadí pasů: první je {seat}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Faction action</source>
            <translation>Akce frakce</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Faction action: the Automa does the actions of its {faction} card one after the other.</source>
            <translation>Akce frakce: Automa provádí akce své karty frakce ({faction}) jednu po druhé.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Faction tie-breaker, closest to your buildings ({distance} between), {count} kept: {hexes}.</source>
            <translation>Pravidlo shody frakce, nejblíž vašim budovám (mezi nimi {distance}), ponecháno {count}: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Faction tie-breaker, closest to your buildings: no path reaches any of them, so all {count} stay: {hexes}.</source>
            <translation>Pravidlo shody frakce, nejblíž vašim budovám: žádná cesta k nim nevede, takže zůstávají všechna ({count}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Faction tie-breaker, the most power for you ({power}), {count} kept: {hexes}.</source>
            <translation>Pravidlo shody frakce, nejvíc moci pro vás ({power}), ponecháno {count}: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Faction tie-breaker, your terrain's priority card (row {row}): {terrain} first, {count} kept: {hexes}.</source>
            <translation>Pravidlo shody frakce, karta priority vašeho terénu (řádek {row}): první {terrain}, ponecháno {count}: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Final scoring entered for {side}: {area_vp} for its largest area, {science_vp} for science</source>
            <translation>Závěrečné bodování zadáno ({side}): {area_vp} za největší oblast, {science_vp} za vědu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Final scoring, ranked as any player (base game: 18/12/6 for the largest areas, 8/4/2 in each discipline, ties share): the Automa's largest area, {area} with navigation {navigation}, against yours ({yours}) scores {area_vp} VP; its levels {levels} score {science_vp} VP for science.</source>
            <translation>Závěrečné bodování jako u každého hráče (základní hra: 18/12/6 za největší oblasti, 8/4/2 v každé disciplíně, při shodě se dělí): největší oblast Automy, {area} s plavbou {navigation}, proti vaší ({yours}) dává {area_vp}; její úrovně {levels} dávají za vědu {science_vp}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Final scoring: the Automa scores area and science as any player. Its largest area is {area} (with navigation {navigation}, its difficulty card's highest); its discipline levels are {levels}. Enter your largest area and the app ranks it, or the VP the base game's scoring gives it.</source>
            <translation>Závěrečné bodování: Automa boduje oblast a vědu jako každý hráč. Její největší oblast je {area} (s plavbou {navigation}, nejvyšší na její kartě obtížnosti); její úrovně v disciplínách jsou {levels}. Zadejte svou největší oblast a aplikace ji seřadí, nebo VB, které jí dává bodování základní hry.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Final scoring: your largest area entered ({areas})</source>
            <translation>Závěrečné bodování: zadána vaše největší oblast ({areas})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Gain an innovation</source>
            <translation>Získání inovace</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Gather the round's decision cards (the action card, the support stack and the rest of the deck), add the top reserve card, shuffle them into the Automa's next deck ({cards}) and turn the bottom two sideways.</source>
            <translation>Seberte karty rozhodnutí tohoto kola (akční kartu, podpůrný balíček a zbytek balíčku), přidejte vrchní kartu rezervy, zamíchejte je jako další balíček Automy ({cards}) a spodní dvě otočte na bok.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Gognomes: check that they scored the VP of their achievements (their faction card).</source>
            <translation>Gognómové: zkontrolujte, že získali VB za své úspěchy (jejich karta frakce).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Greatest / least distance</source>
            <translation>Největší / nejmenší vzdálenost</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Its nearest building to {hex} is marked ({to_marked} between; no unmarked one within a path): put a power token beside the new workshop.</source>
            <translation>Její nejbližší budova k poli {hex} je označená (mezi nimi {to_marked}; žádná neoznačená na dosah cesty): položte žeton moci vedle nové dílny.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Map editor: the {terrain} workshop letter {letter} placed on {hex}</source>
            <translation>Editor mapy: písmeno dílny {letter} ({terrain}) umístěno na pole {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Map editor: the {terrain} workshop letter {letter} taken off the map</source>
            <translation>Editor mapy: písmeno dílny {letter} ({terrain}) odebráno z mapy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Map editor: {hex} painted {cell}</source>
            <translation>Editor mapy: {hex} přebarveno na {cell}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No X token on a book action: every book action is already covered.</source>
            <translation>Žádný žeton X na akci knihy: všechny akce knihy už jsou zakryté.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No X token on a spell: every spell is already covered.</source>
            <translation>Žádný žeton X na kouzlo: všechna kouzla už jsou zakrytá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No innovation: it is round {round}, and the Automa gains one only in rounds 3 to 6.</source>
            <translation>Žádná inovace: je kolo {round} a Automa ji získává jen v kolech 3 až 6.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No innovation: the Automa already has 3.</source>
            <translation>Žádná inovace: Automa už má 3.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No innovation: the display is empty.</source>
            <translation>Žádná inovace: nabídka je prázdná.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>No power token: a marked and an unmarked building are equally near {hex} ({distance} between), and a tie does not count.</source>
            <translation>Žádný žeton moci: označená a neoznačená budova jsou k poli {hex} stejně blízko (mezi nimi {distance}) a shoda se nepočítá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>No power token: its nearest building to {hex} is unmarked ({to_unmarked} between; no marked one within a path).</source>
            <translation>Žádný žeton moci: její nejbližší budova k poli {hex} je neoznačená (mezi nimi {to_unmarked}; žádná označená na dosah cesty).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>No power token: no path joins {hex} to any other Automa building.</source>
            <translation>Žádný žeton moci: žádná cesta nespojuje pole {hex} s jinou budovou Automy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>No power token: {hex} is nearer an unmarked building ({to_unmarked} between) than a marked one ({to_marked} between).</source>
            <translation>Žádný žeton moci: pole {hex} je blíž neoznačené budově (mezi nimi {to_unmarked}) než označené ({to_marked}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No scholar space of {discipline} is free: the Automa's marker moves 1 level, from {origin} to {dest}.</source>
            <translation>Žádné pole učence ({discipline}) není volné: ukazatel Automy se posune o 1 úroveň, z {origin} na {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No upgrade: no Automa building can become another with one left in its supply.</source>
            <translation>Žádné vylepšení: žádná budova Automy se nemůže změnit na jinou, které by v zásobě zbývala.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Placing the initial workshops</source>
            <translation>Umístění počátečních dílen</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Power for {side}: up to {power} from the buildings next to {hex} (base game).</source>
            <translation>Moc ({side}): až {power} z budov vedle pole {hex} (základní hra).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Powermongers: a player gained 2 or more power from the Automa's building, so it advances 1 level.</source>
            <translation>Mocichtivci: hráč získal z budovy Automy 2 nebo více moci, takže postupuje o 1 úroveň.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Preparing the Automa's deck</source>
            <translation>Příprava balíčku Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Put the old action card onto the support card, draw 1 decision card ({left} in the deck) and enter it: it is the new action card.</source>
            <translation>Dejte starou akční kartu na podpůrnou kartu, táhněte 1 kartu rozhodnutí (v balíčku: {left}) a zadejte ji: je to nová akční karta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Round bonuses on offer corrected: {tiles} (coins {coins})</source>
            <translation>Nabízené bonusy kola opraveny: {tiles} (mince {coins})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Round scoring tiles corrected: rounds 1-5 {tiles}, final round {final}</source>
            <translation>Destičky bodování kola opraveny: kola 1–5 {tiles}, závěrečné kolo {final}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Round scoring tiles for rounds 1-5: {tiles}; final round tile: {final}.</source>
            <translation>Destičky bodování pro kola 1–5: {tiles}; destička závěrečného kola: {final}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Score points</source>
            <translation>Získání bodů</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Send a scholar</source>
            <translation>Vyslání učence</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Setup, step</source>
            <translation>Příprava, krok</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Special rules for the Automa</source>
            <translation>Zvláštní pravidla pro Automu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Start of the game</source>
            <translation>Začátek hry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Symbionts: no free terrain space is next to your buildings, so no tool is placed.</source>
            <translation>Symbionti: vedle vašich budov není žádné volné pole terénu, takže se nepokládá žádný nástroj.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Symbionts: the Automa places a tool on {hex}, one of the {count} terrain spaces next to your buildings, chosen by the ATP card of their youth terrain ({terrain}). Put a tool there.</source>
            <translation>Symbionti: Automa pokládá nástroj na pole {hex}, jedno z polí terénu vedle vašich budov ({count}), vybrané kartou ATP jejich terénu mládí ({terrain}). Položte tam nástroj.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Terrain priority (row {row}): {terrain} first, {count} kept: {hexes}.</source>
            <translation>Priorita terénu (řádek {row}): první {terrain}, ponecháno {count}: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>That was round 6: the game ends and the final scoring follows.</source>
            <translation>To bylo kolo 6: hra končí a následuje závěrečné bodování.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa advances {levels} in {discipline}, from {origin} to {dest}.</source>
            <translation>Automa postupuje o {levels} ({discipline}), z {origin} na {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The Automa builds a workshop on {hex} ({terrain_after}: no transform needed).</source>
            <translation>Automa staví dílnu na poli {hex} ({terrain_after}: přeměna není třeba).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa cannot advance: its markers are on level 12 in every discipline.</source>
            <translation>Automa nemůže postoupit: její ukazatele jsou ve všech disciplínách na úrovni 12.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa does the action column of card {card} top to bottom ({actions}), reading support card {support}.</source>
            <translation>Automa provádí sloupec akcí karty {card} shora dolů ({actions}) a čte podpůrnou kartu {support}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa draws 2 cards: card {action} is the action card (left), card {support} the support card (right); {left} left in its deck.</source>
            <translation>Automa táhne 2 karty: karta {action} je akční karta (vlevo), karta {support} podpůrná karta (vpravo); v jejím balíčku: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa has done every action of its card: its turn ends.</source>
            <translation>Automa provedla všechny akce své karty: její tah končí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa has no scholar left: its {discipline} marker moves 1 level, from {origin} to {dest}.</source>
            <translation>Automě nezbyl žádný učenec: její ukazatel ({discipline}) se posune o 1 úroveň, z {origin} na {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa has no valid hex to transform and build on: it upgrades instead.</source>
            <translation>Automa nemá platné pole pro přeměnu a stavbu: místo toho vylepšuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa has no workshop left to build: it upgrades instead.</source>
            <translation>Automě nezbyla žádná dílna ke stavbě: místo toho vylepšuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa passes.</source>
            <translation>Automa pasuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa plays at difficulty level {level}.</source>
            <translation>Automa hraje na úrovni obtížnosti {level}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa plays the {faction}; its faction card advances its science markers to {science} (banking, law, engineering, medicine).</source>
            <translation>Automa hraje za frakci {faction}; její karta frakce posouvá její ukazatele vědy na {science} (bankovnictví, právo, inženýrství, medicína).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa puts an X token on book action {slot} (it gains nothing).</source>
            <translation>Automa dává žeton X na akci knihy {slot} (nic nezískává).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa puts an X token on spell {slot} (it gains nothing).</source>
            <translation>Automa dává žeton X na kouzlo {slot} (nic nezískává).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {area_vp} VP for its area ({area} with navigation {navigation}) and {science_vp} VP for science.</source>
            <translation>Automa získává {area_vp} VB za svou oblast ({area} s plavbou {navigation}) a {science_vp} VB za vědu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {vp} VP once, the fixed figure on round {round}'s scoring tile ({tile}).</source>
            <translation>Automa získává jednou {vp} VB, pevnou hodnotu z destičky bodování kola {round} ({tile}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {vp} VP, the figure on card {card}.</source>
            <translation>Automa získává {vp} VB, hodnotu z karty {card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {vp} VP: X is {x} this round and the {faction} card adds {mod} (never below 0).</source>
            <translation>Automa získává {vp} VB: X je v tomto kole {x} a karta frakce {faction} přidává {mod} (nikdy pod 0).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {vp} VP: card {card} shows X, worth {vp} in round {round} on its difficulty card.</source>
            <translation>Automa získává {vp} VB: karta {card} ukazuje X, na její kartě obtížnosti v kole {round} za {vp}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa sends a scholar to the highest free scholar space of {discipline} (worth {space}): its marker moves from {origin} to {dest}.</source>
            <translation>Automa vysílá učence na nejvyšší volné pole učence ({discipline}, hodnota {space}): její ukazatel se posune z {origin} na {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa takes round bonus {automa}, you take {yours}; a coin lies on each of the others.</source>
            <translation>Automa bere bonus kola {automa}, vy berete {yours}; na každý z ostatních se dává mince.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa takes the innovation in space {slot} of the display (it gains nothing for it).</source>
            <translation>Automa bere inovaci z místa {slot} nabídky (nic za ni nezískává).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The Automa transforms {hex} from {terrain_before} to {terrain_after} and builds a workshop there.</source>
            <translation>Automa přeměňuje pole {hex} z terénu {terrain_before} na {terrain_after} a staví tam dílnu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The Automa upgrades its {from_kind} on {hex} to a {to_kind} (the highest power it can become).</source>
            <translation>Automa vylepšuje budovu na poli {hex}: {from_kind} → {to_kind} (nejvyšší moc, jakou může mít).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's actions</source>
            <translation>Akce Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's decision cards</source>
            <translation>Karty rozhodnutí Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa's deck is empty when it must draw: the Automa passes.</source>
            <translation>Balíček Automy je prázdný, když má táhnout: Automa pasuje.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's difficulty level</source>
            <translation>Úroveň obtížnosti Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's faction cards</source>
            <translation>Karty frakce Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa's first turn this round: draw 2 decision cards ({left} in its deck) and enter them in the order drawn; the second goes to the left of the first and is the action card.</source>
            <translation>První tah Automy v tomto kole: táhněte 2 karty rozhodnutí (v jejím balíčku: {left}) a zadejte je v pořadí tažení; druhá jde vlevo od první a je akční kartou.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's initial workshops as you read them off its card: the marked one (with a power token) on {marked_hex}, the unmarked one on {unmarked_hex}.</source>
            <translation>Počáteční dílny Automy, jak jste je odečetli z její karty: označená (se žetonem moci) na poli {marked_hex}, neoznačená na poli {unmarked_hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's preferred terrain is {terrain} (its terrain-priority card, as chosen).</source>
            <translation>Preferovaný terén Automy je {terrain} (její karta priority terénu, podle volby).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's preferred terrain is {terrain}: its terrain-priority card was drawn at random from those other than yours.</source>
            <translation>Preferovaný terén Automy je {terrain}: její karta priority terénu byla náhodně tažena z těch, které nejsou vaše.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's terrain priority</source>
            <translation>Priorita terénu Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's turn</source>
            <translation>Tah Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's turn: draw a decision card</source>
            <translation>Tah Automy: táhněte kartu rozhodnutí</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's turn: passing</source>
            <translation>Tah Automy: pasování</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Racelings pass first this round: they score the tile's {vp} VP once more.</source>
            <translation>Závodníci v tomto kole pasují první: znovu získávají jednou {vp} VB z destičky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Symbionts' youth terrain is {terrain} (their faction card's setup).</source>
            <translation>Terén mládí Symbiontů je {terrain} (příprava na jejich kartě frakce).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Wanderers score {vp} VP more: 2 for each of their {buildings} on the board.</source>
            <translation>Poutníci získávají o {vp} VB víc: 2 za každou jejich budovu na desce ({buildings}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The Wanderers' build ignores Reach: {count} valid anywhere on the board.</source>
            <translation>Stavba Poutníků ignoruje Dosah: platných kdekoli na desce: {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The app shuffled the Automa's deck for level {level}: {size}, reserve cards added: {added}; the bottom two lie sideways.</source>
            <translation>Aplikace zamíchala balíček Automy pro úroveň {level}: {size}, přidané karty rezervy: {added}; spodní dvě leží na boku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The board "{map}" is an unverified transcription: compare it with your board and correct it in the map editor.</source>
            <translation>Deska „{map}“ je neověřený přepis: porovnejte ji se svou deskou a opravte ji v editoru mapy.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The building on {hex} taken off the board</source>
            <translation>Budova na poli {hex} odebrána z desky</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The building on {hex} upgraded to a {to}</source>
            <translation>Budova na poli {hex} vylepšena na: {to}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The card shows an action the app does not know ({action}): the Automa does nothing for it.</source>
            <translation>Karta ukazuje akci, kterou aplikace nezná ({action}): Automa za ni nic nedělá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The game is over after the final scoring. Most VP: {side}.</source>
            <translation>Hra skončila po závěrečném bodování. Nejvíc VB: {side}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The least power for you ({power}), {count} kept: {hexes}.</source>
            <translation>Nejméně moci pro vás ({power}), ponecháno {count}: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The old action card {support} goes onto the support stack and is the support card; the Automa draws card {action} as its action card; {left} left in its deck.</source>
            <translation>Stará akční karta {support} jde na podpůrný balíček a je podpůrnou kartou; Automa táhne kartu {action} jako akční kartu; v jejím balíčku: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The power token beside the Automa's building on {hex} taken away (unmarked)</source>
            <translation>Žeton moci vedle budovy Automy na poli {hex} odebrán (neoznačená)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The round's decision cards and the top reserve card are shuffled into the Automa's next deck ({cards}); the bottom two lie sideways.</source>
            <translation>Karty rozhodnutí tohoto kola a vrchní karta rezervy se zamíchají do dalšího balíčku Automy ({cards}); spodní dvě leží na boku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The round's scoring tile shows {discipline}, where the Automa is on level 12: it catches up instead.</source>
            <translation>Destička bodování kola ukazuje {discipline}, kde je Automa na úrovni 12: místo toho dohání.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The spells and book actions are uncovered, a coin goes on each of the {coins} round bonuses on offer and the round's scoring tile leaves the board.</source>
            <translation>Kouzla a akce knihy se odkryjí, na každý z nabízených bonusů kola ({coins}) se dá mince a destička bodování kola odchází z desky.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The support card points at the round's scoring tile: its Automa icon is {discipline}.</source>
            <translation>Podpůrná karta ukazuje na destičku bodování kola: její symbol Automy je {discipline}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The support card's arrow points {slot}: the Automa takes round bonus {tile} (its coins, {coins}, go to the supply) and puts its old bonus {old} in the same place.</source>
            <translation>Šipka podpůrné karty ukazuje: {slot}; Automa bere bonus kola {tile} (jeho mince, {coins}, jdou do zásoby) a na stejné místo dává svůj starý bonus {old}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The {faction} card's next action ({what}) is not described precisely enough to compute: do it by hand as the faction card says and mirror it on the board.</source>
            <translation>Další akce karty frakce {faction} ({what}) není popsána dost přesně, aby se dala spočítat: proveďte ji ručně podle karty frakce a zopakujte ji na desce.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Tie-breaking</source>
            <translation>Rozhodování shod</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Transform and build</source>
            <translation>Přeměna terénu a stavba</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Two players plus the Automa</source>
            <translation>Dva hráči a Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Upgrade</source>
            <translation>Vylepšení</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Valid: {count} in Reach of its marked buildings (navigation {navigation}): {hexes}.</source>
            <translation>Platná: {count} v Dosahu jejích označených budov (plavba {navigation}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Valid: {count} in Reach of its unmarked buildings (navigation {navigation}): {hexes}.</source>
            <translation>Platná: {count} v Dosahu jejích neoznačených budov (plavba {navigation}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Valid: {count} it can upgrade with a building left: {hexes}.</source>
            <translation>Platné: {count}, které může vylepšit (s budovou v zásobě): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{faction} ended the turn</source>
            <translation>{faction}: konec tahu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} transformed to {terrain}</source>
            <translation>{hex} přeměněno na terén {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{occupant}: a scholar on the {discipline} space worth {value}</source>
            <translation>{occupant}: učenec na poli {discipline} v hodnotě {value}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{owner}: a bridge built across the river</source>
            <translation>{owner}: most postaven přes řeku</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{owner}: {building} placed on {hex}</source>
            <translation>{owner}: {building} položena na pole {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} passed: a new round bonus taken, the old one left in its place</source>
            <translation>{side}: pas; vzat nový bonus kola, starý ponechán na jeho místě</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>{side} passes: round 6, so no new round bonus</source>
            <translation>{side}: pas v kole 6, takže žádný nový bonus kola</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: {discipline} marker to level {level}</source>
            <translation>{side}: ukazatel ({discipline}) na úroveň {level}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: {vp} VP</source>
            <translation>{side}: {vp} VB</translation>
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
            <translation>&amp;Deska:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>&amp;Difficulty:</source>
            <translation>&amp;Obtížnost:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>&amp;Round scoring tiles:</source>
            <translation>Destičky &amp;bodování kola:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>&amp;Your terrain:</source>
            <translation>&amp;Váš terén:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>2nd player's 1st</source>
            <translation>1. dílna 2. hráče</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>2nd player's 2nd</source>
            <translation>2. dílna 2. hráče</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Automa's &amp;faction:</source>
            <translation>&amp;Frakce Automy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Automa's &amp;terrain:</source>
            <translation>&amp;Terén Automy:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Automa's marked</source>
            <translation>označená (Automa)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Automa's unmarked</source>
            <translation>neoznačená (Automa)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Board</source>
            <translation>Deska</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Card drawn for its &amp;workshops:</source>
            <translation>Karta tažená pro její &amp;dílny:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Card {n}</source>
            <translation>Karta {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Click the map to place:</source>
            <translation>Klikněte do mapy a umístěte:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Decision cards:</source>
            <translation>Karty rozhodnutí:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Draw an ATP card at random</source>
            <translation>Táhnout náhodně kartu ATP</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>GRA DWUOSOBOWA PLUS AUTOMA: the Automa plays the Simpletons</source>
            <translation>GRA DWUOSOBOWA PLUS AUTOMA: Automa hraje za Prosťáčky</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>I draw the real &amp;cards</source>
            <translation>Táhnu skutečné &amp;karty</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Map &amp;editor…</source>
            <translation>&amp;Editor mapy…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>New Age of Innovation game against the Automa</source>
            <translation>Nová hra Age of Innovation proti Automě</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Round b&amp;onuses:</source>
            <translation>Bonusy &amp;kola:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Round bonus {n} from the left</source>
            <translation>Bonus kola {n} zleva</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Second &amp;player's terrain:</source>
            <translation>Terén &amp;druhého hráče:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Set up a two-player game with the Automa's changes (PRZYGOTOWANIE ROZGRYWKI). Pick your initial workshops on the map; the Automa's follow from a drawn decision card's letters.</source>
            <translation>Připravte hru dvou hráčů se změnami pro Automu (PRZYGOTOWANIE ROZGRYWKI). Své počáteční dílny vyberte na mapě; dílny Automy určí písmena tažené karty rozhodnutí.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The &amp;app shuffles and draws</source>
            <translation>&amp;Aplikace míchá a táhne</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The app's deal is shown: set each to the tile you laid on the board.</source>
            <translation>Zobrazeno rozdání aplikace: nastavte každou destičku na tu, kterou jste položili na desku.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The decision card drawn at random for the Automa's initial workshops (its letters on the Initial Workshop Setup card)</source>
            <translation>Karta rozhodnutí tažená náhodně pro počáteční dílny Automy (její písmena na kartě Rozmístění počátečních dílen)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The map has no workshop letters for the Automa's terrain: draw a decision card, read its two letters on the Initial Workshop Setup card and click the two hexes here (⚡ marked, then unmarked).</source>
            <translation>Mapa nemá písmena dílen pro terén Automy: táhněte kartu rozhodnutí, přečtěte její dvě písmena na kartě Rozmístění počátečních dílen a klikněte zde na obě pole (⚡ označená, pak neoznačená).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The numbers of the round bonus tiles you laid, left to right: the Automa takes the leftmost (PRZYGOTOWANIE 9), you choose yours from the others.</source>
            <translation>Čísla destiček bonusů kola, které jste vyložili, zleva doprava: Automa bere tu nejlevější (PRZYGOTOWANIE 9), vy si svůj vyberete z ostatních.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Your round bonus</source>
            <translation>Váš bonus kola</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>the first it leaves</source>
            <translation>první, který zbude</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>you take:</source>
            <translation>berete si:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>your 1st workshop</source>
            <translation>vaše 1. dílna</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>your 2nd</source>
            <translation>vaše 2.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>{file}: {why}</source>
            <translation>{file}: {why}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>{name} (your map)</source>
            <translation>{name} (vaše mapa)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>— solo (no second player) —</source>
            <translation>— sólo (bez druhého hráče) —</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>— the card you drew —</source>
            <translation>— karta, kterou jste táhli —</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>⚠ This board is unverified ({source}): compare it with yours and correct it in the map editor.</source>
            <translation>⚠ Tato deska je neověřená ({source}): porovnejte ji se svou a opravte ji v editoru mapy.</translation>
        </message>
    </context>
    <context>
        <name>AoITiles</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source> · spade</source>
            <translation> · rýč</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Coins</source>
            <translation>Mince</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Coins on round bonus {n} from the left</source>
            <translation>Mince na bonusu kola {n} zleva</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Final</source>
            <translation>Závěrečná</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Final scoring tile</source>
            <translation>Destička závěrečného bodování</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Round bonus</source>
            <translation>Bonus kola</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Round bonus {n} from the left</source>
            <translation>Bonus kola {n} zleva</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Round tiles and bonuses on the table</source>
            <translation>Destičky kol a bonusy na stole</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Round {n} scoring tile</source>
            <translation>Destička bodování kola {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>R{n}</source>
            <translation>K{n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Set what lies on your table: the round scoring tiles (rounds 1-5 and the final one) and the round bonuses on offer, left to right, with the coins on each.</source>
            <translation>Nastavte, co leží na vašem stole: destičky bodování kola (kola 1–5 a závěrečnou) a nabízené bonusy kola zleva doprava s mincemi na každém.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>{a} VP per building in rounds 1-3, {b} in 4-6</source>
            <translation>{a} VB za budovu v kolech 1–3, {b} v kolech 4–6</translation>
        </message>
    </context>
    <context>
        <name>AoIView</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Age of Innovation board</source>
            <translation>Deska Age of Innovation</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>The hex map with every side's buildings, the science board, the round bonuses and your supply. Drag your buildings, terrains and science markers; right-click a hex to correct it.</source>
            <translation>Hexová mapa s budovami všech stran, deska vědy, bonusy kola a vaše zásoba. Přetahujte své budovy, terény a ukazatele vědy; pravým kliknutím pole opravíte.</translation>
        </message>
    </context>
    <context>
        <name>AoIWorkspace</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/workspace.py" />
            <source>Automa's proposal and reasons</source>
            <translation>Návrh a důvody Automy</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/workspace.py" />
            <source>Decision pair</source>
            <translation>Dvojice karet</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/workspace.py" />
            <source>Set up the table as shown (the Automa's faction, its ATP card, the tiles and workshops):</source>
            <translation>Připravte stůl podle obrázku (frakce Automy, její karta ATP, destičky a dílny):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/workspace.py" />
            <source>Spells, tiles, VP</source>
            <translation>Kouzla, VB</translation>
        </message>
    </context>
    <context>
        <name>ProposalPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Drag a building from your supply onto an empty hex to build, onto your building to upgrade; drag a terrain onto a hex to transform it.</source>
            <translation>Přetáhněte budovu ze zásoby na prázdné pole pro stavbu, na svou budovu pro vylepšení; terén přetáhněte na pole, které chcete přeměnit.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Drag your science markers (Y) along a discipline; drop a round bonus on Pass when you pass.</source>
            <translation>Přetahujte své ukazatele vědy (Y) po disciplíně; při pasu pusťte bonus kola na Pas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>How the rulebook was read: the tie-breakers, the hexes passed over, the rulings</source>
            <translation>Jak byla čtena pravidla: pravidla shody, přeskočená pole, výklady</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Right-click a hex to correct it; right-click your supply for VP.</source>
            <translation>Pravým kliknutím pole opravíte; pravým kliknutím na zásobu zadáte VB.</translation>
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Round {n} · {who}</source>
            <translation>Kolo {n} · {who}</translation>
        </message>
    </context>
</TS>

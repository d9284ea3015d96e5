<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
    <context>
        <name>CardForm</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card &amp;drawn</source>
            <translation>Carta &amp;sacada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card drawn</source>
            <translation>Carta sacada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card drawn:</source>
            <translation>Carta sacada:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card {n}</source>
            <translation>Carta {n}</translation>
        </message>
    </context>
    <context>
        <name>CardPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source> — corrected by the table</source>
            <translation> — corrigida pela mesa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>&amp;Apply correction</source>
            <translation>&amp;Aplicar correção</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>&amp;Printed values</source>
            <translation>Valores im&amp;pressos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa card:</source>
            <translation>Carta do Automa:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card data: entered at the table.</source>
            <translation>Dados da carta: informados pela mesa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card data: {confidence}.</source>
            <translation>Dados da carta: {confidence}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card shown</source>
            <translation>Carta exibida</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card {n}</source>
            <translation>Carta {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card {n} — {state}</source>
            <translation>Carta {n} — {state}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Co&amp;rrect this card…</source>
            <translation>Co&amp;rrigir esta carta…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Forget the table's correction of this card</source>
            <translation>Esquecer a correção da mesa para esta carta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress symbol (advance the progress marker)</source>
            <translation>Símbolo de progresso (avance o marcador de progresso)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress: no symbol (the marker stays)</source>
            <translation>Progresso: sem símbolo (o marcador fica)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Reminder: cards {cards} of the game deck name another player; when one is drawn, put it in the box and draw again.</source>
            <translation>Lembrete: as cartas {cards} do baralho do jogo citam outro jogador; quando uma for sacada, guarde-a na caixa e saque outra.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Source: {source}</source>
            <translation>Fonte: {source}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The printed card differs: change the values, then Apply</source>
            <translation>A carta impressa difere: mude os valores e clique em Aplicar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>drawn this turn</source>
            <translation>sacada neste turno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no card drawn yet; shown to check or correct it</source>
            <translation>nenhuma carta sacada ainda; exibida para verificar ou corrigir</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>shown to check or correct it</source>
            <translation>exibida para verificar ou corrigir</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>the last card drawn</source>
            <translation>a última carta sacada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>the table's correction</source>
            <translation>a correção da mesa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>▲ Progress: advance the marker one space</source>
            <translation>▲ Progresso: avance o marcador um espaço</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsBoard</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Automa at Basecamp: glory {glory}/8 · maps {maps} · corruption {n} ({values})</source>
            <translation>Automa na base: glória {glory}/8 · mapas {maps} · corrupção {n} ({values})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Basecamp: your mech off the map</source>
            <translation>Base: seu mech fora do mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>C mech ← west</source>
            <translation>mech C ← oeste</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Corruption tokens, top first (e.g. 3 4 20):</source>
            <translation>Fichas de corrupção, do topo para baixo (ex.: 3 4 20):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Corruption tokens…</source>
            <translation>Fichas de corrupção…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Drop your mech on a location, or on Basecamp below to take it off the map.</source>
            <translation>Solte seu mech em um local, ou no Acampamento Base abaixo para tirá-lo do mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Face up</source>
            <translation>Face para cima</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Glory card</source>
            <translation>Carta de
glória</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Map token</source>
            <translation>Ficha de mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Move the Automa's {mech} here</source>
            <translation>Mover o {mech} do Automa para cá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Move your mech here</source>
            <translation>Mover seu mech para cá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>N mech → east</source>
            <translation>mech N → leste</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Progress</source>
            <translation>Progresso</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa takes the 20</source>
            <translation>O Automa pega a de 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa takes this corruption token</source>
            <translation>O Automa pega esta ficha de corrupção</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa takes this map token</source>
            <translation>O Automa pega esta ficha de mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa's Central mech (black, C): drag to correct</source>
            <translation>Mech Central do Automa (preto, C): arraste para corrigir</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The Automa's North mech (blue, N): drag to correct</source>
            <translation>Mech Norte do Automa (azul, N): arraste para corrigir</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Tile number (0 = unknown):</source>
            <translation>Número da peça (0 = desconhecido):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Tile number…</source>
            <translation>Número da peça…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>You explored it (the table panel enters its tile)</source>
            <translation>Você o explorou (o painel Mesa informa sua peça)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>You vanquished the top token</source>
            <translation>Você derrotou a ficha do topo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Your glory tokens at Basecamp: {glory}/4</source>
            <translation>Suas fichas de glória na base: {glory}/4</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Your mech (P): drag it where it stands on the table</source>
            <translation>Seu mech (P): arraste-o para onde ele está na mesa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>card spaces {spaces}</source>
            <translation>espaços de carta {spaces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>cards {spaces}</source>
            <translation>cartas {spaces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>corruption {values} (top first)</source>
            <translation>corrupção {values} (do topo)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>face down</source>
            <translation>face para baixo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>map token</source>
            <translation>ficha de mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>skip</source>
            <translation>pular</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>tidy</source>
            <translation>organizar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>tile {tile}, face down</source>
            <translation>peça {tile}, face para baixo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>tile {tile}, face up</source>
            <translation>peça {tile}, face para cima</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsCard</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>distance {n}</source>
            <translation>distância {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>needs {n} glory</source>
            <translation>exige {n} de glória</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no glory requirement</source>
            <translation>sem exigência de glória</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no target</source>
            <translation>sem alvo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no tidy</source>
            <translation>sem organizar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>target: {target} ({req})</source>
            <translation>alvo: {target} ({req})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>tidy</source>
            <translation>organizar</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsData</name>
        <message>
            <location filename="../../resources/expeditions/automa.json" />
            <source>coins confirmed by the r3 level-1 card fragment; track from one source</source>
            <translation>moedas confirmadas pelo fragmento da carta de nível 1 do r3; trilha de uma só fonte</translation>
        </message>
        <message>
            <location filename="../../resources/expeditions/automa.json" />
            <source>one source (unverified against the printed card)</source>
            <translation>uma só fonte (não conferida com a carta impressa)</translation>
        </message>
        <message>
            <location filename="../../resources/expeditions/automa.json" />
            <source>one source; card 1 consistent with the r3 rulebook card fragment</source>
            <translation>uma só fonte; carta 1 coerente com o fragmento de carta do manual r3</translation>
        </message>
        <message>
            <location filename="../../resources/expeditions/automa.json" />
            <source>one source; north line consistent with the Dized vanquish example (corruption x2, glory 3)</source>
            <translation>uma só fonte; linha norte coerente com o exemplo de derrota do Dized (corrupção x2, glória 3)</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsErrors</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>A glory coin bonus of {bonus} would make the Automa's glory tokens worth less than nothing (the progress card gives {coins} coins each).</source>
            <translation>Um bônus de moedas de glória de {bonus} deixaria as fichas de glória do Automa valendo menos que nada (a carta de progresso dá {coins} moedas por ficha).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card spaces are 1 to 5, each once (entered: {spaces}).</source>
            <translation>Os espaços de carta vão de 1 a 5, cada um uma vez (informado: {spaces}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} is not the top card of the Automa deck any more.</source>
            <translation>A carta {card} não é mais a carta do topo do baralho do Automa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} was already drawn since the last shuffle: check the number.</source>
            <translation>A carta {card} já foi sacada desde o último embaralhamento: confira o número.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Enter card spaces as numbers 1-5 separated by spaces (e.g. 1 5).</source>
            <translation>Informe os espaços de carta como números de 1 a 5 separados por espaços (ex.: 1 5).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Enter corruption tokens as numbers separated by spaces, top first (e.g. 3 4 20).</source>
            <translation>Informe as fichas de corrupção como números separados por espaços, do topo para baixo (ex.: 3 4 20).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>It is the Automa's turn, not yours.</source>
            <translation>É o turno do Automa, não o seu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Level {level}: enter the progress card's track and coin values first.</source>
            <translation>Nível {level}: informe primeiro os valores de trilha e de moedas da carta de progresso.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Space {space} is off the progress track (its last space is {last}).</source>
            <translation>O espaço {space} está fora da trilha de progresso (o último espaço é {last}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>That is a level {level} progress card; this game plays level {playing}.</source>
            <translation>Essa é uma carta de progresso de nível {level}; este jogo usa o nível {playing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's mech cannot go to {region} location {slot}.</source>
            <translation>O mech do Automa não pode ir para o local {slot} ({region}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's {mech} stands on {region} location {slot}: your mech cannot stop there (it may only pass over it).</source>
            <translation>O {mech} do Automa está no local {slot} ({region}): seu mech não pode parar ali (só pode passar por cima).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's {mech} stays in its own region.</source>
            <translation>O {mech} do Automa fica na sua própria região.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The app is waiting for another answer: {expected}.</source>
            <translation>O app espera outra resposta: {expected}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The board changed since this step was planned; here is the new plan.</source>
            <translation>O tabuleiro mudou desde que este passo foi planejado; eis o novo plano.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The corruption tokens on {region} location {slot} changed: here is the new plan.</source>
            <translation>As fichas de corrupção do local {slot} ({region}) mudaram: eis o novo plano.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The game is over: enter your coins in the Score panel.</source>
            <translation>O jogo terminou: informe suas moedas no painel Pontuação.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>There is no {region} location {slot}.</source>
            <translation>Não existe local {slot} ({region}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>There is only one 20 corruption token, and it is already elsewhere.</source>
            <translation>Só existe uma ficha de corrupção de 20, e ela já está em outro lugar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Tile {tile} already lies on {region} location {slot}.</source>
            <translation>A peça {tile} já está no local {slot} ({region}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{count} corruption tokens on one location is more than the game allows.</source>
            <translation>{count} fichas de corrupção em um local é mais do que o jogo permite.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} location {slot} has no 20 token any more: here is the new plan.</source>
            <translation>O local {slot} ({region}) não tem mais a ficha de 20: eis o novo plano.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} location {slot} has no map token any more: here is the new plan.</source>
            <translation>O local {slot} ({region}) não tem mais ficha de mapa: eis o novo plano.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} location {slot} has only {available} corruption tokens.</source>
            <translation>O local {slot} ({region}) tem só {available} fichas de corrupção.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} location {slot} is already face up: it cannot be explored again.</source>
            <translation>O local {slot} ({region}) já está face para cima: não pode ser explorado de novo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{value} is not the value of a corruption token (0-10, or 20).</source>
            <translation>{value} não é o valor de uma ficha de corrupção (0-10, ou 20).</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsNames</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automachine</source>
            <translation>Automáquina</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Central</source>
            <translation>Central</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Central mech</source>
            <translation>Mech Central</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Level {n}</source>
            <translation>Nível {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Level {n}: {name}</source>
            <translation>Nível {n}: {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Level {n}: {name} ({book})</source>
            <translation>Nível {n}: {name} ({book})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Little Machine</source>
            <translation>Maquininha</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Machine</source>
            <translation>Máquina</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>North</source>
            <translation>Norte</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>North mech</source>
            <translation>Mech Norte</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>South</source>
            <translation>Sul</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Ultimachine</source>
            <translation>Ultimáquina</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>a map token</source>
            <translation>uma ficha de mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>corruption (not the 20)</source>
            <translation>corrupção (exceto a de 20)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>draw a card</source>
            <translation>sacar uma carta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>end of turn</source>
            <translation>fim do turno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>explore</source>
            <translation>explorar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>game over</source>
            <translation>fim de jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>it has a map token</source>
            <translation>tem uma ficha de mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>it has corruption tokens</source>
            <translation>tem fichas de corrupção</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>move</source>
            <translation>mover</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>no</source>
            <translation>não</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>no 20 token</source>
            <translation>sem ficha de 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>no corruption token</source>
            <translation>sem ficha de corrupção</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>no map token</source>
            <translation>sem ficha de mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>none</source>
            <translation>nenhum</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>not entered</source>
            <translation>não informado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>nothing</source>
            <translation>nada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>only the 20 token, which does not count</source>
            <translation>só a ficha de 20, que não conta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>progress</source>
            <translation>progresso</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>reshuffle</source>
            <translation>reembaralhar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the 20 token alone</source>
            <translation>a ficha de 20 sozinha</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the 20 token lies there alone</source>
            <translation>a ficha de 20 está lá sozinha</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the 20 token lies there with other corruption</source>
            <translation>a ficha de 20 está lá com outra corrupção</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the Automa</source>
            <translation>o Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the card drawn</source>
            <translation>a carta sacada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>the explored tile</source>
            <translation>a peça explorada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>tidy</source>
            <translation>organizar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>vanquish</source>
            <translation>derrotar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>vanquish the 20</source>
            <translation>derrotar a de 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>yes</source>
            <translation>sim</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>you</source>
            <translation>você</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsReasons</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n coin(s)</source>
            <translation>
                <numerusform>%n moeda</numerusform>
                <numerusform>%n moedas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n corruption token(s)</source>
            <translation>
                <numerusform>%n ficha de corrupção</numerusform>
                <numerusform>%n fichas de corrupção</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n glory token(s)</source>
            <translation>
                <numerusform>%n ficha de glória</numerusform>
                <numerusform>%n fichas de glória</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n location(s)</source>
            <translation>
                <numerusform>%n local</numerusform>
                <numerusform>%n locais</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>%n map token(s)</source>
            <translation>
                <numerusform>%n ficha de mapa</numerusform>
                <numerusform>%n fichas de mapa</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>A tie at {total} goes to the Automa.</source>
            <translation>Um empate em {total} fica com o Automa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa card {card} drawn; {left} left in the deck.</source>
            <translation>Carta do Automa {card} sacada; restam {left} no baralho.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa mech movement</source>
            <translation>Movimento do mech do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa rules: {section}</source>
            <translation>Regras do Automa: {section}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa step: {action}</source>
            <translation>Passo do Automa: {action}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Automa turn</source>
            <translation>Turno do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card corrected: {card}</source>
            <translation>Carta corrigida: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} back to the printed values</source>
            <translation>Carta {card} de volta aos valores impressos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} has no progress symbol: the progress marker stays.</source>
            <translation>A carta {card} não tem símbolo de progresso: o marcador de progresso fica.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card} is played with the values the table corrected.</source>
            <translation>A carta {card} é jogada com os valores corrigidos pela mesa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Card {card}: no tidy symbol for the {mech}.</source>
            <translation>Carta {card}: sem símbolo de organizar para o {mech}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Cards {cards} name another player: put them back in the box and draw again.</source>
            <translation>As cartas {cards} citam outro jogador: devolva-as à caixa e saque outra.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Difficulty</source>
            <translation>Dificuldade</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Difficulty: level {level} progress card; glory coin bonus {bonus} on each Automa glory token's value.</source>
            <translation>Dificuldade: carta de progresso de nível {level}; bônus de moedas de glória {bonus} sobre o valor de cada ficha de glória do Automa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Draw the top card of the Automa deck and enter its number.</source>
            <translation>Saque a carta do topo do baralho do Automa e informe o número dela.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Explore</source>
            <translation>Explorar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>First player, as the table chose: {seat}.</source>
            <translation>Primeiro jogador, como a mesa escolheu: {seat}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>First player, drawn at random: {seat}.</source>
            <translation>Primeiro jogador, sorteado: {seat}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Game end</source>
            <translation>Fim de jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>General rules</source>
            <translation>Regras gerais</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Glory coin bonus: {bonus} on each Automa glory token</source>
            <translation>Bônus de moedas de glória: {bonus} em cada ficha de glória do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>In the rulebook: {heading}</source>
            <translation>No livro de regras: {heading}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Location {slot} holds your mech: skipped, it does not count towards the range.</source>
            <translation>O local {slot} tem o seu mech: pulado, não conta para o alcance.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Location {slot} holds your mech: the {mech} passes over it without counting it.</source>
            <translation>O local {slot} tem o seu mech: o {mech} passa por cima sem contá-lo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Mech actions</source>
            <translation>Ações dos mechs</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Mech actions 2a</source>
            <translation>Ações dos mechs 2a</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Move the progress marker one space: {origin} → {dest}.</source>
            <translation>Mova o marcador de progresso um espaço: {origin} → {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>No glory requirement: the {mech} looks for {symbol} within 0-3.</source>
            <translation>Sem exigência de glória: o {mech} procura {symbol} dentro de 0-3.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>No location within 0-3 shows {symbol}: the {mech} moves its distance.</source>
            <translation>Nenhum local dentro de 0-3 mostra {symbol}: o {mech} se move sua distância.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Past the end of the row the {mech} goes on from location {origin} to location {dest}.</source>
            <translation>Depois do fim da fileira o {mech} continua do local {origin} para o local {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Progress</source>
            <translation>Progresso</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Progress card values: {card}</source>
            <translation>Valores da carta de progresso: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Progress marker on space {space}</source>
            <translation>Marcador de progresso no espaço {space}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Put an unused action marker on the start space of the progress track.</source>
            <translation>Coloque um marcador de ação não usado no espaço inicial da trilha de progresso.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Put the Automa's Central mech (black base) on Central location {slot}, the easternmost.</source>
            <translation>Coloque o Mech Central do Automa (base preta) no local Central {slot}, o mais a leste.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Put the Automa's North mech (blue base) on North location {slot}, the westernmost.</source>
            <translation>Coloque o Mech Norte do Automa (base azul) no local Norte {slot}, o mais a oeste.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Put {tokens} glory tokens on the Automa's glory card (4 blue, 4 black).</source>
            <translation>Coloque {tokens} fichas de glória na carta de glória do Automa (4 azuis, 4 pretas).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Setup</source>
            <translation>Preparação</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Setup (first player)</source>
            <translation>Preparação (primeiro jogador)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Shuffle the {cards} Automa cards, set {set_aside} aside face down unseen; the rest is the Automa deck.</source>
            <translation>Embaralhe as {cards} cartas do Automa, separe {set_aside} viradas para baixo sem olhar; o resto é o baralho do Automa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Space {space} is a glory space: glory token {token} goes from the glory card to Basecamp.</source>
            <translation>O espaço {space} é um espaço de glória: a ficha de glória {token} vai da carta de glória para o Acampamento Base.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Start of the game</source>
            <translation>Início do jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>That is the Automa's glory token {glory}: the end of the game begins.</source>
            <translation>Essa é a ficha de glória {glory} do Automa: começa o fim do jogo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The 20 token on location {slot} is ignored: it stays there.</source>
            <translation>A ficha de 20 no local {slot} é ignorada: ela fica lá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa deck is empty: shuffle all {cards} cards and set the top {set_aside} aside face down.</source>
            <translation>O baralho do Automa acabou: embaralhe todas as {cards} cartas e separe as {set_aside} do topo viradas para baixo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa has {glory} glory (at least {required}): the {mech} looks for {symbol} within 0-3.</source>
            <translation>O Automa tem {glory} de glória (pelo menos {required}): o {mech} procura {symbol} dentro de 0-3.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa takes no benefits from the location's tile.</source>
            <translation>O Automa não recebe benefícios da peça do local.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa takes the 20 token from location {slot}.</source>
            <translation>O Automa pega a ficha de 20 do local {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa takes the map token of location {slot}.</source>
            <translation>O Automa pega a ficha de mapa do local {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's glory tokens at Basecamp: {glory}</source>
            <translation>Fichas de glória do Automa no Acampamento Base: {glory}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's tokens: {map_tokens} maps, corruption {corruption}</source>
            <translation>Fichas do Automa: {map_tokens} mapas, corrupção {corruption}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa's turn ends (card {card}).</source>
            <translation>O turno do Automa termina (carta {card}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The Automa: {glory}, {map_tokens}, {corruption} = {total}.</source>
            <translation>O Automa: {glory}, {map_tokens}, {corruption} = {total}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The app shuffled the {cards} Automa cards and set {set_aside} aside unseen.</source>
            <translation>O app embaralhou as {cards} cartas do Automa e separou {set_aside} sem olhar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The explored tile: {tile}, with {tokens} corruption tokens</source>
            <translation>A peça explorada: {tile}, com {tokens} fichas de corrupção</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The first match is location {slot} (matches: {candidates}): the {mech} goes there.</source>
            <translation>O primeiro local que atende é o {slot} (atendem: {candidates}): o {mech} vai para lá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The game is over: {trigger} placed the last glory token in turn {turn}, and the final turns are played. Enter your coins to score.</source>
            <translation>O jogo terminou: {trigger} colocou a última ficha de glória no turno {turn}, e os turnos finais foram jogados. Informe suas moedas para pontuar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The location runs out: {taken} of {multiplier} tokens taken.</source>
            <translation>O local se esgota: {taken} de {multiplier} fichas pegas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The progress marker is on the last space ({space}) and stays there.</source>
            <translation>O marcador de progresso está no último espaço ({space}) e fica lá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The row is too short: the {mech} moves {moved} of {distance} locations.</source>
            <translation>A fileira é curta demais: o {mech} se move {moved} de {distance} locais.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The rulebook recommends a glory coin bonus from {low} to {high}; this game plays {bonus}.</source>
            <translation>O livro de regras recomenda um bônus de moedas de glória de {low} a {high}; este jogo usa {bonus}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The table drew Automa card {card}</source>
            <translation>A mesa sacou a carta do Automa {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The table entered: {kind}</source>
            <translation>A mesa informou: {kind}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The target needs {required} glory at Basecamp; the Automa has {glory}: the {mech} does not look for it.</source>
            <translation>O alvo exige {required} de glória no Acampamento Base; o Automa tem {glory}: o {mech} não o procura.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The {mech} acts from location {slot}.</source>
            <translation>O {mech} age a partir do local {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The {mech} has no target on this card: it moves.</source>
            <translation>O {mech} não tem alvo nesta carta: ele se move.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>The {mech} moves {distance}, to location {slot}.</source>
            <translation>O {mech} se move {distance}, até o local {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Tidy: the {mech} is on {region} location {slot}; tidy the face-up cards next to it.</source>
            <translation>Organizar: o {mech} está no local {slot} ({region}); organize as cartas face para cima ao lado dele.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Tidy: the {mech} is on {region} location {slot}; tidy the face-up cards on spaces {spaces}.</source>
            <translation>Organizar: o {mech} está no local {slot} ({region}); organize as cartas face para cima nos espaços {spaces}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Turn the tile of location {slot} face up, place its corruption tokens and enter them.</source>
            <translation>Vire para cima a peça do local {slot}, coloque as fichas de corrupção dela e informe-as.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Vanquish</source>
            <translation>Derrotar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Vanquish the 20</source>
            <translation>Derrotar a de 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Which card spaces touch {region} location {slot} is not entered: tidy the face-up cards next to it (and enter them in the Table panel).</source>
            <translation>Não foi informado quais espaços de carta tocam o local {slot} ({region}): organize as cartas face para cima ao lado dele (e informe-os no painel Mesa).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Winner: {seat}.</source>
            <translation>Vencedor: {seat}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>You ended your turn</source>
            <translation>Você encerrou seu turno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>You explored {location}: tile {tile}, corruption {corruption}</source>
            <translation>Você explorou {location}: peça {tile}, corrupção {corruption}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>You vanquished {count} at {location}</source>
            <translation>Você derrotou {count} em {location}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>You: {total}.</source>
            <translation>Você: {total}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Your glory tokens at Basecamp: {glory}</source>
            <translation>Suas fichas de glória no Acampamento Base: {glory}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Your mech may pass over a face-down location holding an Automa mech ({places}); it still counts towards your move.</source>
            <translation>Seu mech pode passar por cima de um local face para baixo com um mech do Automa ({places}); ele ainda conta para o seu movimento.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>Your mech to {location}</source>
            <translation>Seu mech para {location}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{drawn} cards were drawn since the last shuffle: the deck is used up.</source>
            <translation>{drawn} cartas foram sacadas desde o último embaralhamento: o baralho se esgotou.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{location}: card spaces {spaces}</source>
            <translation>{location}: espaços de carta {spaces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{location}: corruption {tokens}</source>
            <translation>{location}: corrupção {tokens}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{location}: map token {present}</source>
            <translation>{location}: ficha de mapa {present}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{location}: tile {tile}, face up: {face_up}</source>
            <translation>{location}: peça {tile}, face para cima: {face_up}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{mech} to location {slot}</source>
            <translation>{mech} para o local {slot}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>{region} {n}</source>
            <translation>{region} {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>×{multiplier}: the Automa takes the top corruption tokens of location {slot}: {taken}.</source>
            <translation>×{multiplier}: o Automa pega as fichas de corrupção do topo do local {slot}: {taken}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>✓ Location {slot} (range {range}) matches: {why}.</source>
            <translation>✓ O local {slot} (alcance {range}) atende: {why}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/reasons.py" />
            <source>✗ Location {slot} (range {range}): {why}.</source>
            <translation>✗ Local {slot} (alcance {range}): {why}.</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsSetupDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>&amp;Seed (shuffles, first player):</source>
            <translation>&amp;Semente (embaralhamentos, primeiro jogador):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>8 spaces, e.g. 2 6 11 15 19 23 25 27</source>
            <translation>8 espaços, ex.: 2 6 11 15 19 23 25 27</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Added to (or taken from) the progress card's coins for each Automa glory token; the rulebook recommends −2 to +3.</source>
            <translation>Somado às (ou tirado das) moedas da carta de progresso por ficha de glória do Automa; o livro de regras recomenda de −2 a +3.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>At random</source>
            <translation>Sorteado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Automa deck:</source>
            <translation>Baralho do Automa:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Coins per corruption token:</source>
            <translation>Moedas por ficha de corrupção:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Coins per glory token:</source>
            <translation>Moedas por ficha de glória:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Coins per map token:</source>
            <translation>Moedas por ficha de mapa:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Difficulty (progress card):</source>
            <translation>Dificuldade (carta de progresso):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>First player:</source>
            <translation>Primeiro jogador:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>From the app's data ({confidence}).</source>
            <translation>Dos dados do app ({confidence}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Glory coin &amp;bonus, ± coins per token:</source>
            <translation>&amp;Bônus de moedas de glória, ± moedas por ficha:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Glory coin bonus, ± coins per Automa glory token</source>
            <translation>Bônus de moedas de glória, ± moedas por ficha de glória do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Glory spaces</source>
            <translation>Espaços de glória</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Glory spaces:</source>
            <translation>Espaços de glória:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>I draw from the real deck</source>
            <translation>Eu saco do baralho real</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Last space of the track</source>
            <translation>Último espaço da trilha</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Last space of the track:</source>
            <translation>Último espaço da trilha:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Level {n} is not in the app's data: enter its values from the card (kept for next time).</source>
            <translation>O nível {n} não está nos dados do app: informe os valores da carta (guardados para a próxima vez).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Level {n} is not in the app's data: the values you entered last time.</source>
            <translation>O nível {n} não está nos dados do app: os valores que você informou da última vez.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>My printed card differs: play these values</source>
            <translation>Minha carta impressa difere: jogar com estes valores</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>New Expeditions game against the Automa</source>
            <translation>Novo jogo de Expeditions contra o Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Progress card</source>
            <translation>Carta de progresso</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>The Automa</source>
            <translation>O Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>The app shuffles and draws</source>
            <translation>O app embaralha e saca</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>The rulebook's name: {name}</source>
            <translation>O nome no livro de regras: {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>Then drag your mech (P) onto the location where it starts.</source>
            <translation>Depois arraste seu mech (P) para o local onde ele começa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>This table cannot be set up: {detail}</source>
            <translation>Esta mesa não pode ser preparada: {detail}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>You</source>
            <translation>Você</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>glory spaces are numbers</source>
            <translation>os espaços de glória são números</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsTable</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Added to the progress card's {coins} coins per Automa glory token: each is worth {total}.</source>
            <translation>Somado às {coins} moedas da carta de progresso por ficha de glória do Automa: cada uma vale {total}.</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsText</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa deck: {n} cards left; drawn since the shuffle: {drawn}.</source>
            <translation>Baralho do Automa: restam {n} cartas; sacadas desde o embaralhamento: {drawn}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Physical deck: {n} cards drawn since the shuffle.</source>
            <translation>Baralho físico: {n} cartas sacadas desde o embaralhamento.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress: space {p} of {last} (level {level}); glory spaces {spaces}.</source>
            <translation>Progresso: espaço {p} de {last} (nível {level}); espaços de glória {spaces}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa at Basecamp: {glory} of 8 glory tokens, {maps} map tokens, corruption {values}.</source>
            <translation>O Automa no Acampamento Base: {glory} de 8 fichas de glória, {maps} fichas de mapa, corrupção {values}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your glory tokens at Basecamp: {n} of 4.</source>
            <translation>Suas fichas de glória no Acampamento Base: {n} de 4.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your mech is off the map.</source>
            <translation>Seu mech está fora do mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>your mech</source>
            <translation>seu mech</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{region} (west to east):</source>
            <translation>{region} (de oeste para leste):</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsTurn</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Automa card {card} ({left} left in the deck).</source>
            <translation>Carta do Automa {card} (restam {left} no baralho).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Draw the top Automa card and enter its number.</source>
            <translation>Saque a carta do topo do Automa e informe o número dela.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>End of the Automa's turn: your turn next.</source>
            <translation>Fim do turno do Automa: seu turno a seguir.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Game over: the Automa has {total} coins. Enter yours in the Score panel.</source>
            <translation>Fim de jogo: o Automa tem {total} moedas. Informe as suas no painel Pontuação.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Glory token {n} to Basecamp.</source>
            <translation>Ficha de glória {n} para o Acampamento Base.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Nothing to do.</source>
            <translation>Nada a fazer.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Progress marker {o} → {d}.</source>
            <translation>Marcador de progresso {o} → {d}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Shuffle all 14 Automa cards and set the top 2 aside unseen.</source>
            <translation>Embaralhe as 14 cartas do Automa e separe as 2 do topo sem olhar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The app could not plan the next step (the log has details): undo or correct the board.</source>
            <translation>O app não conseguiu planejar o próximo passo (detalhes no log): desfaça ou corrija o tabuleiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The app reshuffles the Automa deck (2 cards set aside unseen).</source>
            <translation>O app reembaralha o baralho do Automa (2 cartas separadas sem olhar).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Turn the tile of {place} face up: enter its number and the corruption placed.</source>
            <translation>Vire para cima a peça de {place}: informe o número dela e a corrupção colocada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Your turn: mirror what you do on the board, then End my turn.</source>
            <translation>Seu turno: reproduza no tabuleiro o que você faz, depois Encerrar meu turno.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>next to it</source>
            <translation>ao lado dele</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} at {place}: tidy the face-up cards ({where}).</source>
            <translation>{mech} em {place}: organize as cartas face para cima ({where}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} explores {d}: the Automa takes its map token.</source>
            <translation>{mech} explora {d}: o Automa pega a ficha de mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} goes to {d}: the Automa takes the 20 token.</source>
            <translation>{mech} vai para {d}: o Automa pega a ficha de 20.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} moves {o} → {d}.</source>
            <translation>{mech} se move {o} → {d}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} stays at {place}.</source>
            <translation>{mech} fica em {place}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>{mech} vanquishes at {d}: the Automa takes {taken}.</source>
            <translation>{mech} derrota em {d}: o Automa pega {taken}.</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsView</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>Expeditions board</source>
            <translation>Tabuleiro de Expeditions</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/board.py" />
            <source>The North, Central and South regions; the same state is listed in the Board as text panel. Arrow keys select a location, the menu key edits it.</source>
            <translation>As regiões Norte, Central e Sul; o mesmo estado aparece no painel Tabuleiro em texto. As setas selecionam um local, a tecla de menu o edita.</translation>
        </message>
    </context>
    <context>
        <name>ExpeditionsWorkspace</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Automa card</source>
            <translation>Carta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Automa's proposal and reasons</source>
            <translation>Proposta e razões do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Board as text</source>
            <translation>Tabuleiro em texto</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Score</source>
            <translation>Pontuação</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Set up the Automa as shown, then drag your mech (P) onto its location:</source>
            <translation>Prepare o Automa como mostrado, depois arraste seu mech (P) para o local dele:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/workspace.py" />
            <source>Table</source>
            <translation>Mesa</translation>
        </message>
    </context>
    <context>
        <name>MechLineEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source> glory</source>
            <translation> de glória</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tidy</source>
            <translation>Organizar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>distance </source>
            <translation>distância </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>needs </source>
            <translation>exige </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>no target</source>
            <translation>sem alvo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>none</source>
            <translation>nenhum</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{mech} distance</source>
            <translation>distância do {mech}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{mech} glory requirement</source>
            <translation>exigência de glória do {mech}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{mech} multiplier</source>
            <translation>multiplicador do {mech}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>{mech} target symbol</source>
            <translation>símbolo-alvo do {mech}</translation>
        </message>
    </context>
    <context>
        <name>ProposalPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Drag your mech (P) to where it stands; drop it on Basecamp to take it off the map.</source>
            <translation>Arraste seu mech (P) para onde ele está; solte-o no Acampamento Base para tirá-lo do mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>How the mech's search went, location by location, and the general rules</source>
            <translation>Como foi a busca do mech, local por local, e as regras gerais</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Right-click a location, or use the Table panel, for tiles, map and corruption tokens, card spaces, what you explored or vanquished.</source>
            <translation>Clique com o botão direito em um local, ou use o painel Mesa, para peças, fichas de mapa e de corrupção, espaços de carta, o que você explorou ou derrotou.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Set your glory tokens at Basecamp in the Table panel; the fourth starts the end.</source>
            <translation>Ajuste suas fichas de glória no Acampamento Base no painel Mesa; a quarta inicia o fim.</translation>
        </message>
    </context>
    <context>
        <name>RowEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>up</source>
            <translation>para cima</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>{region} location {n}: face up</source>
            <translation>{region}, local {n}: face para cima</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>{region} location {n}: tile number</source>
            <translation>{region}, local {n}: número da peça</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/setup.py" />
            <source>{region}: tile in each location, west → east</source>
            <translation>{region}: peça em cada local, oeste → leste</translation>
        </message>
    </context>
    <context>
        <name>ScorePanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>&amp;Score</source>
            <translation>&amp;Pontuação</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption tokens</source>
            <translation>Fichas de corrupção</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Final result</source>
            <translation>Resultado final</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Final score</source>
            <translation>Pontuação final</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Glory tokens at Basecamp</source>
            <translation>Fichas de glória no Acampamento Base</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Map tokens</source>
            <translation>Fichas de mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Score if the game ended now</source>
            <translation>Pontuação se o jogo terminasse agora</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa</source>
            <translation>O Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your coins</source>
            <translation>Suas moedas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your coins:</source>
            <translation>Suas moedas:</translation>
        </message>
    </context>
    <context>
        <name>TablePanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>&amp;My mech here</source>
            <translation>&amp;Meu mech aqui</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa corruption:</source>
            <translation>Corrupção do Automa:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa glory (of 8):</source>
            <translation>Glória do Automa (de 8):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa map tokens:</source>
            <translation>Fichas de mapa do Automa:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Automa's mech here</source>
            <translation>Mech do Automa aqui</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card space {n} touches this location</source>
            <translation>O espaço de carta {n} toca este local</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Card spaces:</source>
            <translation>Espaços de carta:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Correct where the Automa's mech of this region stands</source>
            <translation>Corrigir onde está o mech do Automa desta região</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption tokens</source>
            <translation>Fichas de corrupção</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption:</source>
            <translation>Corrupção:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Face up</source>
            <translation>Face para cima</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Glory and the Automa</source>
            <translation>Glória e o Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Glory coin bonus (±):</source>
            <translation>Bônus de moedas de glória (±):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Glory coin bonus, ± coins per Automa glory token</source>
            <translation>Bônus de moedas de glória, ± moedas por ficha de glória do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>I e&amp;xplored it</source>
            <translation>Eu e&amp;xplorei</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>I van&amp;quished</source>
            <translation>Eu &amp;derrotei</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Location</source>
            <translation>Local</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Location number (1 = west)</source>
            <translation>Número do local (1 = oeste)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Map token</source>
            <translation>Ficha de mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Off the map</source>
            <translation>Fora do mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress marker's space</source>
            <translation>Espaço do marcador de progresso</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Progress space:</source>
            <translation>Espaço de progresso:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Region</source>
            <translation>Região</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa's corruption tokens</source>
            <translation>As fichas de corrupção do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa's glory tokens at Basecamp</source>
            <translation>As fichas de glória do Automa no Acampamento Base</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>The Automa's map tokens</source>
            <translation>As fichas de mapa do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile number</source>
            <translation>Número da peça</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile revealed:</source>
            <translation>Peça revelada:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile:</source>
            <translation>Peça:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Top tokens:</source>
            <translation>Fichas do topo:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>You explored / vanquished here</source>
            <translation>Você explorou / derrotou aqui</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your glory (of 4):</source>
            <translation>Sua glória (de 4):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Your glory tokens at Basecamp</source>
            <translation>Suas fichas de glória no Acampamento Base</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>placed: 3 4</source>
            <translation>colocadas: 3 4</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>top first: 3 4 20</source>
            <translation>do topo: 3 4 20</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>unknown</source>
            <translation>desconhecido</translation>
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
            <translation>Corrupção colocada:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Corruption tokens placed</source>
            <translation>Fichas de corrupção colocadas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>T&amp;ile entered</source>
            <translation>Pe&amp;ça informada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile number</source>
            <translation>Número da peça</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Tile number:</source>
            <translation>Número da peça:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>e.g. 3 4 (top first; 20 for the 20 token)</source>
            <translation>ex.: 3 4 (do topo; 20 para a ficha de 20)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>unknown</source>
            <translation>desconhecido</translation>
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Apply the Automa's proposed step (Enter)</source>
            <translation>Aplicar o passo proposto pelo Automa (Enter)</translation>
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
            <translation>E&amp;ncerrar meu turno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>Final turns ({who} placed the last glory token).</source>
            <translation>Turnos finais ({who} colocou a última ficha de glória).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Game over</source>
            <translation>Fim de jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Turn {n} · {who}</source>
            <translation>Turno {n} · {who}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>You</source>
            <translation>Você</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <source>You have finished your turn; the Automa plays (Ctrl+E)</source>
            <translation>Você terminou seu turno; o Automa joga (Ctrl+E)</translation>
        </message>
    </context>
</TS>

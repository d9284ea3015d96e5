<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
    <context>
        <name>AoIBoard</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source> · passed</source>
            <translation> · passou</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>(marked: a power token beside it)</source>
            <translation>(marcado: uma ficha de poder ao lado)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>1 coin</source>
            <translation>1 moeda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>A valid option the directional count did not reach</source>
            <translation>Uma opção válida que a contagem direcional não alcançou</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>A valid option, eliminated by tie-breaker {n} ({method})</source>
            <translation>Uma opção válida, eliminada pelo critério de desempate {n} ({method})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Board: {name} (checked against the printed board; click to open the map editor)</source>
            <translation>Tabuleiro: {name} (conferido com o tabuleiro impresso; clique para abrir o editor de mapas)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Bridge space {a}–{b}</source>
            <translation>Espaço de ponte {a}–{b}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Correct the printed map (map editor)</source>
            <translation>Corrigir o mapa impresso (editor de mapas)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Counted as number {n} of the directional selection</source>
            <translation>Contado como número {n} da seleção direcional</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Drag a building or a terrain here; right-click to correct.</source>
            <translation>Arraste um edifício ou um terreno para cá; botão direito para corrigir.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Empty</source>
            <translation>Vazio</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Hex {hex}</source>
            <translation>Hexágono {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Hex {hex}: {terrain}</source>
            <translation>Hexágono {hex}: {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Initial workshop letter</source>
            <translation>Letra de oficina inicial</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Initial workshop letter {letter} ({terrain})</source>
            <translation>Letra de oficina inicial {letter} ({terrain})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Letter {letter} ({terrain})</source>
            <translation>Letra {letter} ({terrain})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Place a building</source>
            <translation>Colocar um edifício</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Printed as {terrain}</source>
            <translation>Impresso como {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Put a power token beside it (mark)</source>
            <translation>Pôr uma ficha de poder ao lado (marcar)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Remove letter {letter}</source>
            <translation>Remover a letra {letter}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Remove {owner} {building}</source>
            <translation>Remover {building} ({owner})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Round bonus {tile} ({coins} coins on it): drag it onto the Pass box when you pass</source>
            <translation>Bônus de rodada {tile} ({coins} moedas nele): arraste-o para a caixa Passar quando passar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Round bonuses on offer (left → right)</source>
            <translation>Bônus de rodada em oferta (esquerda → direita)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Set {owner} VP…</source>
            <translation>Definir PV ({owner})…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Take the power token away (unmark)</source>
            <translation>Tirar a ficha de poder (desmarcar)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>The science board: each side's marker on banking, law, engineering and medicine (level 8 and 12 framed). Under each discipline its scholar spaces (3, 2, 2, 2), filled in the colour of the side whose scholar stands there; right-click one to correct it.</source>
            <translation>O tabuleiro de ciência: o marcador de cada lado em finanças, direito, engenharia e medicina (níveis 8 e 12 destacados). Sob cada disciplina, seus espaços de erudito (3, 2, 2, 2), preenchidos na cor do lado cujo erudito está ali; botão direito em um para corrigi-lo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Transform a hex to {terrain}: drag onto the hex</source>
            <translation>Transformar um hexágono em {terrain}: arraste para o hexágono</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Transform to</source>
            <translation>Transformar em</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Upgrade to a {building}</source>
            <translation>Melhorar para {building}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Upgrade {hex} to</source>
            <translation>Melhorar {hex} para</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>VP</source>
            <translation>PV</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>VP and round bonuses · drop a bonus here to pass</source>
            <translation>PV e bônus de rodada · solte um bônus aqui para passar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Your supply: drag onto the map</source>
            <translation>Sua reserva: arraste para o mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Your {building}: drag it onto an empty hex to build, onto your building to upgrade</source>
            <translation>Seu edifício ({building}): arraste-o para um hexágono vazio para construir, para um edifício seu para melhorar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>an unknown source</source>
            <translation>uma fonte desconhecida</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>bring together</source>
            <translation>aproximar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>closest to you</source>
            <translation>mais perto de você</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>least power to you</source>
            <translation>menos poder para você</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>most power to you</source>
            <translation>mais poder para você</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>next to you</source>
            <translation>vizinho a você</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>terrain priority</source>
            <translation>prioridade de terreno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>tie-breaker {n}</source>
            <translation>critério de desempate {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>your terrain's priority</source>
            <translation>prioridade do seu terreno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{n} coins</source>
            <translation>{n} moedas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{owner} bridge {a}–{b}</source>
            <translation>{owner}: ponte {a}–{b}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{owner} marker on {discipline}: level {level}. Drag it along the discipline.</source>
            <translation>{owner}: marcador em {discipline}, nível {level}. Arraste-o ao longo da disciplina.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{owner} {building}</source>
            <translation>{owner}: {building}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{side} sent a scholar here</source>
            <translation>{side} enviou um erudito para cá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{side}: VP</source>
            <translation>{side}: PV</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>{side}: {vp} VP · bonus {tile}{passed}</source>
            <translation>{side}: {vp} PV · bônus {tile}{passed}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>⚠ Initial workshop letters not placed for: {terrains} (click to place them)</source>
            <translation>⚠ Letras de oficina inicial não colocadas para: {terrains} (clique para colocá-las)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>⚠ Unverified board: {name} — from {source}. Compare it with your board and fix it in the map editor (click here).</source>
            <translation>⚠ Tabuleiro não verificado: {name} — de {source}. Compare-o com seu tabuleiro e corrija-o no editor de mapas (clique aqui).</translation>
        </message>
    </context>
    <context>
        <name>AoICard</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Action column (used when the card is on the left)</source>
            <translation>Coluna de ações (usada quando a carta está à esquerda)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Action {n} (top = 1):</source>
            <translation>Ação {n} (topo = 1):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Action {n} from the top</source>
            <translation>Ação {n} a partir do topo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Card data from one public source ({source}), not from the rulebook: compare it with your printed card and correct any field that differs.</source>
            <translation>Dados da carta de uma fonte pública ({source}), não do livro de regras: compare-os com sua carta impressa e corrija qualquer campo diferente.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Directional arrow:</source>
            <translation>Seta direcional:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Directional number:</source>
            <translation>Número direcional:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Letter, marked workshop:</source>
            <translation>Letra, oficina marcada:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Letter, unmarked workshop:</source>
            <translation>Letra, oficina não marcada:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Pass section (top-right corner)</source>
            <translation>Seção de passar (canto superior direito)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Round bonus arrow:</source>
            <translation>Seta do bônus de rodada:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Row {row}</source>
            <translation>Linha {row}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Science selection:</source>
            <translation>Seleção de ciência:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Structure icon:</source>
            <translation>Ícone de estrutura:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Support column (used when the card is on the right)</source>
            <translation>Coluna de apoio (usada quando a carta está à direita)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>Terrain priority row:</source>
            <translation>Linha de prioridade de terreno:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>VP icon shows X (the difficulty card's value for the round)</source>
            <translation>O ícone de PV mostra X (o valor da carta de dificuldade para a rodada)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>VP number:</source>
            <translation>Número de PV:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/card_editor.py" />
            <source>— none —</source>
            <translation>— nenhum —</translation>
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
            <translation>Candidato A (87 hexágonos, não conferido)</translation>
        </message>
        <message>
            <location filename="../../maps/age_of_innovation/candidate_b.json" />
            <source>Candidate B (9 x 13, unverified)</source>
            <translation>Candidato B (9 x 13, não conferido)</translation>
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
            <translation>Uma ponte já liga {a} e {b}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A map named "{name}" exists already ({origin}): choose another name, or replace it.</source>
            <translation>Já existe um mapa chamado "{name}" ({origin}): escolha outro nome, ou substitua-o.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>A round bonus cannot hold fewer than 0 coins.</source>
            <translation>Um bônus de rodada não pode ter menos de 0 moedas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>A round bonus is on offer twice: {tiles}.</source>
            <translation>Um bônus de rodada está em oferta duas vezes: {tiles}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A {building} cannot become a {to} ({hex}): the upgrade paths are workshop to guild, guild to school or palace, school to university.</source>
            <translation>{building} não pode virar {to} ({hex}): as melhorias são oficina para guilda, guilda para escola ou palácio, escola para universidade.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>An initial workshop cannot go on {hex}: it is not land.</source>
            <translation>Uma oficina inicial não pode ir em {hex}: não é terra.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>An innovation lies on place {slot} already.</source>
            <translation>Já há uma inovação na posição {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Card {card} cannot be drawn twice: check the cards.</source>
            <translation>A carta {card} não pode ser sacada duas vezes: confira as cartas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Card {card} cannot be in the Automa's deck now: it is already in play this round, or not part of the deck in round {round} at this level. Check the card drawn.</source>
            <translation>A carta {card} não pode estar no baralho do Automa agora: já está em jogo nesta rodada, ou não faz parte do baralho na rodada {round} neste nível. Confira a carta sacada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Card {card} was entered twice: each card exists once.</source>
            <translation>A carta {card} foi informada duas vezes: cada carta existe uma só vez.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Choose the card you drew first.</source>
            <translation>Escolha primeiro a carta que você sacou.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card {card} places the Automa's workshops at {terrain} letters {marked} and {unmarked}, and this board does not have them: place the letters in the map editor, or enter the two hexes.</source>
            <translation>A carta de decisão {card} coloca as oficinas do Automa nas letras {marked} e {unmarked} de {terrain}, e este tabuleiro não as tem: coloque as letras no editor de mapas, ou informe os dois hexágonos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card {card} plays the printed data already.</source>
            <translation>A carta de decisão {card} já usa os dados impressos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card {card} reads like that already.</source>
            <translation>A carta de decisão {card} já está assim.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Draw a decision card for the Automa's initial workshops and choose the card you drew: its letters place them.</source>
            <translation>Saque uma carta de decisão para as oficinas iniciais do Automa e escolha a carta que você sacou: as letras dela as posicionam.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Drop it on a hex of the map.</source>
            <translation>Solte-o em um hexágono do mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Drop the marker on a level of its own discipline ({discipline}).</source>
            <translation>Solte o marcador em um nível da disciplina dele ({discipline}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Enter exactly the cards drawn here ({count}); {given} were entered.</source>
            <translation>Informe exatamente as cartas sacadas aqui ({count}); foram informadas {given}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Enter the largest area of each player ({count}, one per player), or the Automa's area and science VP (entered: {given}).</source>
            <translation>Informe a maior área de cada jogador ({count}, uma por jogador), ou os PV de área e ciência do Automa (informado: {given}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Every {discipline} scholar space worth {value} is taken.</source>
            <translation>Todos os espaços de erudito de {discipline} que valem {value} estão ocupados.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Give the coins of each round bonus on offer: {tiles} tiles, {coins} coin counts.</source>
            <translation>Informe as moedas de cada bônus de rodada em oferta: {tiles} peças, {coins} quantidades de moedas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Give the map a name before saving it.</source>
            <translation>Dê um nome ao mapa antes de salvá-lo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Hex {hex} has an unknown terrain "{terrain}".</source>
            <translation>O hexágono {hex} tem um terreno desconhecido "{terrain}".</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Hex {hex} is listed twice in the map file.</source>
            <translation>O hexágono {hex} aparece duas vezes no arquivo do mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Hex {hex} is not on this board.</source>
            <translation>O hexágono {hex} não está neste tabuleiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>It is round {round}: a pass takes a new round bonus (only the last round's pass does not).</source>
            <translation>É a rodada {round}: quem passa pega um novo bônus de rodada (só quem passa na última rodada não pega).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>It is the Automa's turn: confirm its steps first.</source>
            <translation>É o turno do Automa: confirme primeiro os passos dele.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Lay out {count} different round bonuses.</source>
            <translation>Disponha {count} bônus de rodada diferentes.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Letter {letter} goes on a land hex of its terrain; {hex} is a river hex.</source>
            <translation>A letra {letter} vai em um hexágono de terra do seu terreno; {hex} é um hexágono de rio.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Map saved: {path}</source>
            <translation>Mapa salvo: {path}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No round bonus is on offer for {side} to take when it passes: correct the bonus row.</source>
            <translation>Não há bônus de rodada em oferta para {side} pegar quando passar: corrija a fileira de bônus.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>No scholar stands on a {discipline} space worth {value}.</source>
            <translation>Nenhum erudito está em um espaço de {discipline} que vale {value}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Only the Automa's buildings are marked with a power token ({hex}).</source>
            <translation>Só os edifícios do Automa são marcados com uma ficha de poder ({hex}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Only the side whose turn it is passes, and the turn is with {seat}.</source>
            <translation>Só passa o lado da vez, e a vez é de: {seat}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Round bonus {tile} is not on offer: {side} holds it.</source>
            <translation>O bônus de rodada {tile} não está em oferta: {side} o tem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Round scoring tile {tile} (with the spade) never lies in round 5 or 6.</source>
            <translation>A peça de pontuação de rodada {tile} (com a pá) nunca fica na rodada 5 ou 6.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Rounds 1-5 take five different round scoring tiles, not {tiles}.</source>
            <translation>As rodadas 1-5 usam cinco peças de pontuação de rodada diferentes, não {tiles}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>That {row} (place {slot}) is covered already.</source>
            <translation>{row} (posição {slot}): já há uma ficha X ali.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>That {row} (place {slot}) is not covered.</source>
            <translation>{row} (posição {slot}): não há ficha X ali.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa never builds bridges (special rules).</source>
            <translation>O Automa nunca constrói pontes (regras especiais).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa takes its round bonus when it passes, as one of its own steps.</source>
            <translation>O Automa pega seu bônus de rodada ao passar, como um de seus próprios passos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's building on {hex} is marked already.</source>
            <translation>O edifício do Automa em {hex} já está marcado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's building on {hex} is not marked.</source>
            <translation>O edifício do Automa em {hex} não está marcado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's initial workshops go on its terrain ({terrain}); {hex} is not.</source>
            <translation>As oficinas iniciais do Automa vão no terreno dele ({terrain}); {hex} não é.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's preferred terrain must differ from a player's: {terrain} is taken.</source>
            <translation>O terreno preferido do Automa deve ser diferente do de um jogador: {terrain} já está em uso.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Symbionts' youth terrain must differ from every side's terrain: {terrain} is taken.</source>
            <translation>O terreno de juventude dos Simbiontes deve ser diferente do terreno de todos os lados: {terrain} já está em uso.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The app is waiting for another answer: {expected}.</source>
            <translation>O app espera outra resposta: {expected}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The board changed since this step was planned: look at the new proposal.</source>
            <translation>O tabuleiro mudou desde que este passo foi planejado: veja a nova proposta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The board changed since this step was planned; here is the new plan.</source>
            <translation>O tabuleiro mudou desde que este passo foi planejado; eis o novo plano.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The game is over: undo to go back, or start a new game.</source>
            <translation>O jogo terminou: desfaça para voltar, ou comece um novo jogo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The hex at row,column {hex} lies outside the grid a map may use.</source>
            <translation>O hexágono na linha,coluna {hex} fica fora da grade que um mapa pode usar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The innovation display has {count} places, not {slot}.</source>
            <translation>O mostruário de inovações tem {count} posições, não {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The innovation of place {slot} was taken already.</source>
            <translation>A inovação da posição {slot} já foi pega.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>The map could not be written to {path}: {error}</source>
            <translation>O mapa não pôde ser gravado em {path}: {error}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The map file's {where} ends on {hex}, which is not a land hex: a bridge joins two land hexes.</source>
            <translation>No arquivo do mapa, {where} termina em {hex}, que não é um hexágono de terra: uma ponte liga dois hexágonos de terra.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The map file's {where} is not a hex (row, column): {value}.</source>
            <translation>No arquivo do mapa, {where} não é um hexágono (linha, coluna): {value}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The map file's {where} is not a pair of hexes.</source>
            <translation>No arquivo do mapa, {where} não é um par de hexágonos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The map file's {where} is not a terrain's workshop letters (A-F, each on a hex).</source>
            <translation>No arquivo do mapa, {where} não são as letras de oficina de um terreno (A-F, cada uma em um hexágono).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The two players cannot both play {terrain}.</source>
            <translation>Os dois jogadores não podem jogar ambos com {terrain}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} letter {letter} goes on a {terrain} hex, and {hex} is {found}.</source>
            <translation>A letra {letter} de {terrain} vai em um hexágono de {terrain}, e {hex} é {found}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} letter {letter} is on {hex} already.</source>
            <translation>A letra {letter} de {terrain} já está em {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} workshop letter {letter} is not on the map.</source>
            <translation>A letra de oficina {letter} de {terrain} não está no mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} workshop letter {letter} lies on {hex}, which is not {terrain}.</source>
            <translation>A letra de oficina {letter} de {terrain} está em {hex}, que não é {terrain}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The {terrain} workshop letter {letter} lies on {hex}: move it or take it off before painting the hex.</source>
            <translation>A letra de oficina {letter} de {terrain} está em {hex}: mova-a ou retire-a antes de pintar o hexágono.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no bridge between {a} and {b}.</source>
            <translation>Não há ponte entre {a} e {b}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no building on {hex}.</source>
            <translation>Não há edifício em {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no decision card {card} (*1-*6, 7-14).</source>
            <translation>Não existe carta de decisão {card} (*1-*6, 7-14).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>There is no decision card {card}: the cards are *1 to *6 and 7 to 14.</source>
            <translation>Não existe carta de decisão {card}: as cartas são de *1 a *6 e de 7 a 14.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no final round scoring tile {tile}.</source>
            <translation>Não existe peça de pontuação final {tile}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no hex at row,column {hex} on this board.</source>
            <translation>Não há hexágono na linha,coluna {hex} neste tabuleiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no round bonus at place {slot}: {count} are on offer.</source>
            <translation>Não há bônus de rodada na posição {slot}: há {count} em oferta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no round bonus number {index}: {count} are left to choose from.</source>
            <translation>Não existe bônus de rodada número {index}: restam {count} para escolher.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no shipped board "{map}".</source>
            <translation>Não existe tabuleiro incluído "{map}".</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>There is no {row} at place {slot}: this board has {count}.</source>
            <translation>Não há {row} na posição {slot}: este tabuleiro tem {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Those round bonuses lie on offer already.</source>
            <translation>Esses bônus de rodada já estão em oferta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Those round scoring tiles ({tiles}, final {final}) lie on the board already.</source>
            <translation>Essas peças de pontuação de rodada ({tiles}, final {final}) já estão no tabuleiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>To pass, drop the round bonus you take on the Pass box.</source>
            <translation>Para passar, solte na caixa Passar o bônus de rodada que você pega.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>With two players and the Automa, the Automa plays the Simpletons, not the {faction}.</source>
            <translation>Com dois jogadores e o Automa, o Automa joga com os Simplórios, não com a facção {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Workshop letters are {letters}, not {letter}.</source>
            <translation>As letras de oficina são {letters}, não {letter}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Your {building} on {hex} can only become a {to}: drag a {to} onto it.</source>
            <translation>Seu edifício ({building}) em {hex} só pode virar {to}: arraste {to} para ele.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Your {building} on {hex} cannot be upgraded any further.</source>
            <translation>Seu edifício ({building}) em {hex} não pode mais ser melhorado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{a} and {b} are not the ends of a bridge space on this board.</source>
            <translation>{a} e {b} não são as pontas de um espaço de ponte neste tabuleiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>{count} round bonuses lie on offer (a pass swaps one for another), not {given}.</source>
            <translation>Há {count} bônus de rodada em oferta (passar troca um por outro), não {given}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{discipline} has no scholar space worth {value}.</source>
            <translation>{discipline} não tem espaço de erudito que vale {value}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} already holds a building ({side} built a {building} there): one building per hex.</source>
            <translation>{hex} já tem um edifício ({side} construiu ali: {building}): um edifício por hexágono.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} carries letter {other} already: one letter per hex.</source>
            <translation>{hex} já tem a letra {other}: uma letra por hexágono.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{hex} has {whose} building on it: a hex with a building cannot be transformed.</source>
            <translation>{hex} tem um edifício ({whose}): um hexágono com edifício não pode ser transformado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{hex} has {whose} building on it: build on an empty hex, or upgrade your own building.</source>
            <translation>{hex} tem um edifício ({whose}): construa em um hexágono vazio, ou melhore um edifício seu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} holds an initial workshop already.</source>
            <translation>{hex} já tem uma oficina inicial.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} is a river hex: buildings stand on land, and a river cannot be transformed.</source>
            <translation>{hex} é um hexágono de rio: edifícios ficam em terra, e um rio não pode ser transformado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{hex} is a river hex: nothing is built on a river and it cannot be transformed.</source>
            <translation>{hex} é um hexágono de rio: nada se constrói em um rio e ele não pode ser transformado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{hex} is already {terrain}.</source>
            <translation>{hex} já é {terrain}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} is the end of a bridge space: a bridge joins two land hexes.</source>
            <translation>{hex} é a ponta de um espaço de ponte: uma ponte liga dois hexágonos de terra.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} is {terrain} already.</source>
            <translation>{hex} já é {terrain}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} cannot be read: {error}.</source>
            <translation>{origin} não pode ser lido: {error}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} cannot be written: {error}.</source>
            <translation>{origin} não pode ser gravado: {error}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} has no map id or name.</source>
            <translation>{origin} não tem id nem nome de mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} is not a map file: it holds no JSON object.</source>
            <translation>{origin} não é um arquivo de mapa: não contém um objeto JSON.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} is not an Age of Innovation map file (its format is "{found}").</source>
            <translation>{origin} não é um arquivo de mapa de Age of Innovation (o formato dele é "{found}").</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} is not valid JSON (line {line}).</source>
            <translation>{origin} não é um JSON válido (linha {line}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{origin} lists no hexes.</source>
            <translation>{origin} não lista nenhum hexágono.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} built a {building} on {hex}: only a hex without a building is transformed.</source>
            <translation>{side} construiu em {hex} ({building}): só um hexágono sem edifício é transformado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} built a {building} on {hex}: take it off before the hex becomes river.</source>
            <translation>{side} construiu em {hex} ({building}): retire-o antes que o hexágono vire rio.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>{side} has no decision pair on the table: enter its cards first.</source>
            <translation>{side} não tem par de decisão na mesa: informe primeiro as cartas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} has {count} innovations: it holds between 0 and 3.</source>
            <translation>{side} tem {count} inovações: o limite é entre 0 e 3.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} is not playing in this game.</source>
            <translation>{side} não está jogando nesta partida.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} passed already this round.</source>
            <translation>{side} já passou nesta rodada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: no scholar left (all {count} are on the scholar spaces).</source>
            <translation>{side}: não resta erudito (todos os {count} estão nos espaços de erudito).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: no {building} left in the supply (all {count} are on the board).</source>
            <translation>{side}: não resta {building} na reserva (todos os {count} estão no tabuleiro).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: the {discipline} marker is on level {level} already.</source>
            <translation>{side}: o marcador de {discipline} já está no nível {level}.</translation>
        </message>
    </context>
    <context>
        <name>AoIMapEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&amp;Export…</source>
            <translation>&amp;Exportar…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&amp;Open a map file…</source>
            <translation>&amp;Abrir um arquivo de mapa…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&amp;Save to my maps</source>
            <translation>&amp;Salvar nos meus mapas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&amp;Undo</source>
            <translation>&amp;Desfazer</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>0  Remove letters</source>
            <translation>0  Remover letras</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>9  Workshop letter:</source>
            <translation>9  Letra de oficina:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>&lt;b&gt;Brush&lt;/b&gt; (keys 1-8)</source>
            <translation>&lt;b&gt;Pincel&lt;/b&gt; (teclas 1-8)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>A letter goes on a hex of its terrain: it is the letter of that hex's terrain on the Initial Workshop Setup card.</source>
            <translation>Uma letra vai em um hexágono do seu terreno: é a letra do terreno desse hexágono na carta de Preparação das Oficinas Iniciais.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Age of Innovation map editor</source>
            <translation>Editor de mapas de Age of Innovation</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Age of Innovation maps (*.json)</source>
            <translation>Mapas de Age of Innovation (*.json)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Editing {name}.</source>
            <translation>Editando {name}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Export the map</source>
            <translation>Exportar o mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>I checked every hex against my board</source>
            <translation>Conferi cada hexágono com meu tabuleiro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Its letter {letters} was taken off (a letter stays on its terrain).</source>
            <translation>A letra {letters} dele foi retirada (uma letra fica no seu terreno).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Last stroke taken back.</source>
            <translation>Última pincelada desfeita.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Letter</source>
            <translation>Letra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Letters on {hex}: {letters}</source>
            <translation>Letras em {hex}: {letters}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Map name</source>
            <translation>Nome do mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Name:</source>
            <translation>Nome:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Not opened: {why}</source>
            <translation>Não aberto: {why}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Open a map</source>
            <translation>Abrir um mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Replace the map?</source>
            <translation>Substituir o mapa?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Start &amp;from this map</source>
            <translation>Começar a &amp;partir deste mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Start from</source>
            <translation>Começar a partir de</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Start from:</source>
            <translation>Começar a partir de:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Take back the last stroke (Ctrl+Z)</source>
            <translation>Desfazer a última pincelada (Ctrl+Z)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>The map has changes you have not saved: Save to my maps, or Close again to discard them.</source>
            <translation>O mapa tem alterações não salvas: Salvar nos meus mapas, ou Fechar de novo para descartá-las.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>Workshop letters still to place for: {terrains}.</source>
            <translation>Letras de oficina ainda a colocar para: {terrains}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>You already have a map named {name}. Replace it?</source>
            <translation>Você já tem um mapa chamado {name}. Substituí-lo?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>an unknown source</source>
            <translation>uma fonte desconhecida</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{file}: {why}</source>
            <translation>{file}: {why}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{hex} painted {terrain}.</source>
            <translation>{hex} pintado de {terrain}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{hex}: {terrain}</source>
            <translation>{hex}: {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{name} (corrected)</source>
            <translation>{name} (corrigido)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{name} (your map)</source>
            <translation>{name} (seu mapa)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>{source}; corrected by the player in the map editor</source>
            <translation>{source}; corrigido pelo jogador no editor de mapas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/map_editor.py" />
            <source>⚠ Unverified: {name}, from {source}.</source>
            <translation>⚠ Não verificado: {name}, de {source}.</translation>
        </message>
    </context>
    <context>
        <name>AoINames</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Blight</source>
            <translation>Praga</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Druids</source>
            <translation>Druidas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Gognomes</source>
            <translation>Gognomos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Kuddlers</source>
            <translation>Fofuchos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Mimics</source>
            <translation>Mímicos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Powermongers</source>
            <translation>Sedentos de Poder</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Racelings</source>
            <translation>Velozes</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Simpletons</source>
            <translation>Simplórios</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Symbionts</source>
            <translation>Simbiontes</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa</source>
            <translation>O Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The second Automa</source>
            <translation>O segundo Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The second player</source>
            <translation>O segundo jogador</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Wanderers</source>
            <translation>Andarilhos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>You</source>
            <translation>Você</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>advance 1 level in a discipline</source>
            <translation>avançar 1 nível em uma disciplina</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>banking</source>
            <translation>finanças</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>block a spell and a book action</source>
            <translation>bloquear um feitiço e uma ação de livro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>book action</source>
            <translation>ação de livro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>bridge {n}</source>
            <translation>ponte {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>catch up</source>
            <translation>recuperar o atraso</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>desert</source>
            <translation>deserto</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>engineering</source>
            <translation>engenharia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>faction action</source>
            <translation>ação de facção</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>forest</source>
            <translation>floresta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>gain an innovation</source>
            <translation>ganhar uma inovação</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>guild</source>
            <translation>guilda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>hex entry {n}</source>
            <translation>entrada de hexágono {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>lake</source>
            <translation>lago</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>law</source>
            <translation>direito</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>left</source>
            <translation>esquerda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>marked buildings</source>
            <translation>edifícios marcados</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>marked buildings, bring together</source>
            <translation>edifícios marcados, aproximar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>medicine</source>
            <translation>medicina</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>middle</source>
            <translation>meio</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>mountain</source>
            <translation>montanha</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>no</source>
            <translation>não</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>nobody</source>
            <translation>ninguém</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>none</source>
            <translation>nenhum</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>palace</source>
            <translation>palácio</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>plains</source>
            <translation>planície</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>right</source>
            <translation>direita</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>river</source>
            <translation>rio</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>school</source>
            <translation>escola</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>score points</source>
            <translation>marcar pontos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>send a scholar</source>
            <translation>enviar um erudito</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>spell</source>
            <translation>feitiço</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>swamp</source>
            <translation>pântano</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the Automa</source>
            <translation>o Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the Automa's</source>
            <translation>o Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the card drawn</source>
            <translation>a carta sacada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the final scoring figures</source>
            <translation>os números da pontuação final</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the round's scoring tile</source>
            <translation>a peça de pontuação da rodada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the second Automa</source>
            <translation>o segundo Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the second Automa's</source>
            <translation>o segundo Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the second player</source>
            <translation>o segundo jogador</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the second player's</source>
            <translation>o segundo jogador</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>the setup card drawn</source>
            <translation>a carta de preparação sacada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>transform and build</source>
            <translation>transformar e construir</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>university</source>
            <translation>universidade</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>unmarked buildings</source>
            <translation>edifícios não marcados</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>unmarked buildings, bring together</source>
            <translation>edifícios não marcados, aproximar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>upgrade</source>
            <translation>melhorar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>wasteland</source>
            <translation>ermo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>workshop</source>
            <translation>oficina</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>workshop letter {letter} of {terrain}</source>
            <translation>letra de oficina {letter} do terreno: {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>workshop letters</source>
            <translation>letras das oficinas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>workshop letters of {terrain}</source>
            <translation>letras das oficinas do terreno: {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>yes</source>
            <translation>sim</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>you</source>
            <translation>você</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>your</source>
            <translation>você</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>← right to left, from the bottom</source>
            <translation>← da direita para a esquerda, de baixo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>→ left to right, from the top</source>
            <translation>→ da esquerda para a direita, de cima</translation>
        </message>
    </context>
    <context>
        <name>AoIPanels</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source> · passed</source>
            <translation> · passou</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source> · {faction}, innovations {n}</source>
            <translation> · {faction}, inovações {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>&lt;span style='color:{c}'&gt;■&lt;/span&gt; &lt;b&gt;{side}&lt;/b&gt;: &lt;b&gt;{vp} VP&lt;/b&gt; · bonus {b}{passed}{extra}</source>
            <translation>&lt;span style='color:{c}'&gt;■&lt;/span&gt; &lt;b&gt;{side}&lt;/b&gt;: &lt;b&gt;{vp} PV&lt;/b&gt; · bônus {b}{passed}{extra}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>A scholar onto the {v} space.</source>
            <translation>Um erudito no espaço {v}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Area VP</source>
            <translation>PV de área</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Book actions:</source>
            <translation>Ações de livro:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card &amp;drawn</source>
            <translation>Carta &amp;sacada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card drawn</source>
            <translation>Carta sacada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card drawn:</source>
            <translation>Carta sacada:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n}</source>
            <translation>Carta {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n} · actions</source>
            <translation>Carta {n} · ações</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n} · support</source>
            <translation>Carta {n} · apoio</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n} — corrected by the table</source>
            <translation>Carta {n} — corrigida pela mesa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n}, action column: {actions}; VP {vp}; {pass_}.</source>
            <translation>Carta {n}, coluna de ações: {actions}; PV {vp}; {pass_}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Card {n}, support column: {structure}; terrain row {row} ({terrains}); directional selection {arrow} {num}; science: {science}; round bonus: {bonus}; letters {m} (marked), {u} (unmarked).</source>
            <translation>Carta {n}, coluna de apoio: {structure}; linha de terreno {row} ({terrains}); seleção direcional {arrow} {num}; ciência: {science}; bônus de rodada: {bonus}; letras {m} (marcada), {u} (não marcada).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Correct the round scoring tiles and the round bonuses on offer to what lies on your table (one undoable correction)</source>
            <translation>Corrigir as peças de pontuação de rodada e os bônus de rodada em oferta conforme sua mesa (uma correção que se pode desfazer)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Draw a random decision card for the Automa's initial workshop letters and enter it.</source>
            <translation>Saque uma carta de decisão ao acaso para as letras das oficinas iniciais do Automa e informe-a.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Draw the Automa's next decision card and enter it.</source>
            <translation>Saque a próxima carta de decisão do Automa e informe-a.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>End of round {n}.</source>
            <translation>Fim da rodada {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>End of {who}'s turn.</source>
            <translation>Fim do turno: {who}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Final scoring: enter your largest area and the app ranks {who}'s area and science (or enter its VP as you scored them).</source>
            <translation>Pontuação final: informe sua maior área e o app classifica a área e a ciência ({who}) (ou informe os PV como você os pontuou).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>First card (support, on the right):</source>
            <translation>Primeira carta (apoio, à direita):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Game over: {scores}.</source>
            <translation>Fim de jogo: {scores}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Innovations:</source>
            <translation>Inovações:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Its science: {levels}</source>
            <translation>Ciência: {levels}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Left: card {a} (actions) · right: card {s} (support) — {state}</source>
            <translation>Esquerda: carta {a} (ações) · direita: carta {s} (apoio) — {state}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Letters</source>
            <translation>Letras</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Map editor: correct the board…</source>
            <translation>Editor de mapas: corrigir o tabuleiro…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>No pair drawn yet.</source>
            <translation>Nenhum par sacado ainda.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Or its VP: area, science</source>
            <translation>Ou seus PV: área, ciência</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Paint terrain and river hex by hex and place the workshop letters; each stroke is one undoable correction</source>
            <translation>Pinte terreno e rio hexágono por hexágono e coloque as letras de oficina; cada pincelada é uma correção que se pode desfazer</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Pass section ✓</source>
            <translation>Seção de passar ✓</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Round bonus</source>
            <translation>Bônus de rodada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Round tiles: </source>
            <translation>Peças de rodada: </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>R{r}: tile {t} ({d}, {a}/{b} VP)</source>
            <translation>R{r}: peça {t} ({d}, {a}/{b} PV)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Science</source>
            <translation>Ciência</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Science VP</source>
            <translation>PV de ciência</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Score the Automa</source>
            <translation>Pontuar o Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Second card (the action card, on the left):</source>
            <translation>Segunda carta (a carta de ação, à esquerda):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Second card drawn</source>
            <translation>Segunda carta sacada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Spells:</source>
            <translation>Feitiços:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Terrain priority: row {row}</source>
            <translation>Prioridade de terreno: linha {row}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The Automa's area and science VP as you scored them by hand</source>
            <translation>Os PV de área e de ciência do Automa como você os pontuou à mão</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The Automa's deck: {n} cards to draw · reserve {r} · level {level} ({name}), round {round}: navigation {nav}, X = {x}</source>
            <translation>Baralho do Automa: {n} cartas a sacar · reserva {r} · nível {level} ({name}), rodada {round}: navegação {nav}, X = {x}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The Automa's first turn of the round: draw two decision cards and enter them.</source>
            <translation>Primeiro turno do Automa na rodada: saque duas cartas de decisão e informe-as.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The app could not plan the next step (the log has details): undo or correct the board.</source>
            <translation>O app não conseguiu planejar o próximo passo (detalhes no log): desfaça ou corrija o tabuleiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The app ranks the Automa's area and science against the table's</source>
            <translation>O app classifica a área e a ciência do Automa contra as da mesa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>The second player's largest area</source>
            <translation>A maior área do segundo jogador</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Tiles and bonuses as laid…</source>
            <translation>Peças e bônus como dispostos…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>VP</source>
            <translation>PV</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>X = {n} VP</source>
            <translation>X = {n} PV</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Your largest area</source>
            <translation>Sua maior área</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Your largest area:</source>
            <translation>Sua maior área:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Your largest area: connected buildings (the base game's rule)</source>
            <translation>Sua maior área: edifícios conectados (a regra do jogo base)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Your turn: mirror what you do on the board (drag your buildings, terrains, science markers; drop a round bonus on Pass), then End my turn.</source>
            <translation>Seu turno: reproduza no tabuleiro o que você faz (arraste seus edifícios, terrenos, marcadores de ciência; solte um bônus de rodada em Passar), depois Encerrar meu turno.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>book action {n}</source>
            <translation>ação de livro {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>covered</source>
            <translation>coberto</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>final: tile {t}</source>
            <translation>final: peça {t}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>no card yet</source>
            <translation>nenhuma carta ainda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>no pass section</source>
            <translation>sem seção de passar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>open</source>
            <translation>livre</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>pass section</source>
            <translation>seção de passar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>present</source>
            <translation>presente</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>proposed draw (confirm to play it)</source>
            <translation>saque proposto (confirme para jogá-lo)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>spell {n}</source>
            <translation>feitiço {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>taken</source>
            <translation>pega</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>the pair in play</source>
            <translation>o par em jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{n} VP</source>
            <translation>{n} PV</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{side}: VP</source>
            <translation>{side}: PV</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{whose} VP…</source>
            <translation>{whose}: PV…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} blocks {what} with an X token.</source>
            <translation>{who} bloqueia {what} com uma ficha X.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} builds a workshop on {hex}.</source>
            <translation>{who} constrói uma oficina em {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} does nothing.</source>
            <translation>{who} não faz nada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} draws: card {a} on the left (actions), card {s} on the right (support); {n} left in the deck.</source>
            <translation>{who} saca: carta {a} à esquerda (ações), carta {s} à direita (apoio); restam {n} no baralho.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} passes: {vp} VP and round bonus {tile}.</source>
            <translation>{who} passa: {vp} PV e bônus de rodada {tile}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} scores {vp} VP.</source>
            <translation>{who} marca {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} takes the innovation in space {n} of the display.</source>
            <translation>{who} pega a inovação da posição {n} do mostruário.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} transforms {hex} from {a} to {b} and builds a workshop there.</source>
            <translation>{who} transforma {hex} de {a} em {b} e constrói uma oficina ali.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} turns {hexes} to {t}.</source>
            <translation>{who} transforma {hexes} em {t}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who} upgrades its {a} on {hex} to a {b}.</source>
            <translation>{who} melhora seu edifício em {hex}: {a} → {b}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who}'s final scoring: area {a} VP, science {s} VP, faction {f} VP.</source>
            <translation>{who} — pontuação final: área {a} PV, ciência {s} PV, facção {f} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who}'s largest area: {area} connected buildings (navigation {nav})</source>
            <translation>{who} — maior área: {area} edifícios conectados (navegação {nav})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>{who}: {d} {o} → {t}.</source>
            <translation>{who}: {d} {o} → {t}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>— the card you drew —</source>
            <translation>— a carta que você sacou —</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>⚡{m} · ○{u}</source>
            <translation>⚡{m} · ○{u}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>✎ corrected by the table</source>
            <translation>✎ corrigida pela mesa</translation>
        </message>
    </context>
    <context>
        <name>AoIReasons</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>%n VP</source>
            <translation>
                <numerusform>%n PV</numerusform>
                <numerusform>%n PV</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>%n area(s)</source>
            <translation>
                <numerusform>%n área</numerusform>
                <numerusform>%n áreas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>%n building(s)</source>
            <translation>
                <numerusform>%n edifício</numerusform>
                <numerusform>%n edifícios</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n carta</numerusform>
                <numerusform>%n cartas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>%n coin(s)</source>
            <translation>
                <numerusform>%n moeda</numerusform>
                <numerusform>%n moedas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>%n hex(es)</source>
            <translation>
                <numerusform>%n hexágono</numerusform>
                <numerusform>%n hexágonos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>%n level(s)</source>
            <translation>
                <numerusform>%n nível</numerusform>
                <numerusform>%n níveis</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>%n round bonus(es)</source>
            <translation>
                <numerusform>%n bônus de rodada</numerusform>
                <numerusform>%n bônus de rodada</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A bridge taken off the board</source>
            <translation>Uma ponte retirada do tabuleiro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>A guild is left but no workshop of its is next to your buildings: all {count} stay: {hexes}.</source>
            <translation>Resta uma guilda, mas nenhuma oficina dela é vizinha aos seus edifícios: todos os {count} ficam: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>A guild is left: its workshops next to your buildings, {count} kept: {hexes}.</source>
            <translation>Resta uma guilda: as oficinas dela vizinhas aos seus edifícios, {count} mantidos: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>A marked building is nearest to {hex} ({to_marked} between; {to_unmarked} to an unmarked one): put a power token beside the new workshop.</source>
            <translation>Um edifício marcado é o mais próximo de {hex} ({to_marked} entre eles; {to_unmarked} até um não marcado): ponha uma ficha de poder ao lado da nova oficina.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A power token put beside the Automa's building on {hex} (marked)</source>
            <translation>Uma ficha de poder posta ao lado do edifício do Automa em {hex} (marcado)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A scholar taken off the {discipline} space worth {value}</source>
            <translation>Um erudito retirado do espaço de {discipline} que vale {value}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A {row} covered</source>
            <translation>Ficha X colocada: {row}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>A {row} uncovered</source>
            <translation>Ficha X retirada: {row}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Advance 1 level in 1 discipline</source>
            <translation>Avançar 1 nível em 1 disciplina</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>An innovation put back on the display</source>
            <translation>Uma inovação devolvida ao mostruário</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>An innovation taken from the display by {taker}</source>
            <translation>Uma inovação pega do mostruário por {taker}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Automa rules (Age of Innovation): {section}</source>
            <translation>Regras do Automa (Age of Innovation): {section}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Block spells and book actions</source>
            <translation>Bloquear feitiços e ações de livro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together does not narrow: a marked building is already in Reach of an unmarked one.</source>
            <translation>Aproximar não reduz: um edifício marcado já está ao Alcance de um não marcado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together does not narrow: no path joins its marked and unmarked buildings.</source>
            <translation>Aproximar não reduz: nenhum caminho liga seus edifícios marcados e não marcados.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together does not narrow: the Automa has no marked or no unmarked building.</source>
            <translation>Aproximar não reduz: o Automa não tem edifício marcado ou não tem edifício não marcado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together: no hex would bring the groups closer than {gap} apart, so all stay valid.</source>
            <translation>Aproximar: nenhum hexágono deixaria os grupos a menos de {gap} de distância, então todos continuam válidos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Bring together: no marked building is in Reach of an unmarked one; {count} would bring the groups closer than {gap} apart: {hexes}.</source>
            <translation>Aproximar: nenhum edifício marcado está ao Alcance de um não marcado; {count} deixariam os grupos a menos de {gap} de distância: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Build the Automa's deck for level {level} from your cards: {size} in all, the level's starters and reserve cards; turn the bottom two sideways. The app asks for each card you draw.</source>
            <translation>Monte o baralho do Automa para o nível {level} com suas cartas: {size} no total, as cartas iniciais do nível e as de reserva; vire de lado as duas de baixo. O app pergunta cada carta que você sacar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Card {card} is one of the two sideways cards at the bottom of the deck and shows the pass icon: the Automa ignores the rest of the card and passes.</source>
            <translation>A carta {card} é uma das duas cartas de lado no fundo do baralho e mostra o ícone de passar: o Automa ignora o resto da carta e passa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Card {card} is one of the two sideways cards but has no pass icon: the Automa plays it.</source>
            <translation>A carta {card} é uma das duas cartas de lado, mas não tem ícone de passar: o Automa a joga.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Catching up: closest to the highest marker ({distance} away) in {disciplines}.</source>
            <translation>Recuperar o atraso: mais perto do marcador mais alto (a {distance}) em {disciplines}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Catching up: closest to your marker ({distance} away) in {disciplines}.</source>
            <translation>Recuperar o atraso: mais perto do seu marcador (a {distance}) em {disciplines}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Catching up: its marker is on 0 in {disciplines}.</source>
            <translation>Recuperar o atraso: o marcador dele está no 0 em {disciplines}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Closest to your buildings ({distance} between), {count} kept: {hexes}.</source>
            <translation>Mais perto dos seus edifícios ({distance} entre eles), {count} mantidos: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Closest to your buildings: no path reaches any of them, so all {count} stay: {hexes}.</source>
            <translation>Mais perto dos seus edifícios: nenhum caminho alcança nenhum deles, então todos os {count} ficam: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card back to the printed data: {card}</source>
            <translation>Carta de decisão de volta aos dados impressos: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card corrected: {card}</source>
            <translation>Carta de decisão corrigida: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card drawn for {side}'s initial workshop letters: {card}</source>
            <translation>Carta de decisão sacada para as letras das oficinas iniciais ({side}): {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card drawn for {side}: {card}</source>
            <translation>Carta de decisão sacada para {side}: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision card {card} places the Automa's initial workshops: the marked one at letter {marked} ({marked_hex}), the unmarked one at letter {unmarked} ({unmarked_hex}).</source>
            <translation>A carta de decisão {card} posiciona as oficinas iniciais do Automa: a marcada na letra {marked} ({marked_hex}), a não marcada na letra {unmarked} ({unmarked_hex}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Decision cards drawn for {side}: {support} (support card), then {action} (action card)</source>
            <translation>Cartas de decisão sacadas para {side}: {support} (carta de apoio), depois {action} (carta de ação)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Directional selection</source>
            <translation>Seleção direcional</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Directional selection, left to right, {number}: counted {counted}; {hex} is chosen.</source>
            <translation>Seleção direcional, da esquerda para a direita, {number}: contados {counted}; {hex} é o escolhido.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Directional selection, right to left, {number}: counted {counted}; {hex} is chosen.</source>
            <translation>Seleção direcional, da direita para a esquerda, {number}: contados {counted}; {hex} é o escolhido.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Directional selection, {number} left to right: counting spaces {slots} stops at space {slot}.</source>
            <translation>Seleção direcional, {number} da esquerda para a direita: a contagem dos espaços {slots} para no espaço {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Directional selection, {number} left to right: counting {disciplines} stops at {discipline}.</source>
            <translation>Seleção direcional, {number} da esquerda para a direita: a contagem de {disciplines} para em {discipline}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Directional selection, {number} right to left: counting spaces {slots} stops at space {slot}.</source>
            <translation>Seleção direcional, {number} da direita para a esquerda: a contagem dos espaços {slots} para no espaço {slot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Directional selection, {number} right to left: counting {disciplines} stops at {discipline}.</source>
            <translation>Seleção direcional, {number} da direita para a esquerda: a contagem de {disciplines} para em {discipline}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>End of the game and final scoring</source>
            <translation>Fim do jogo e pontuação final</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Everyone has passed: round {round} ends. The next round's turn order is the pass order: {seat} first.</source>
            <translation>Todos passaram: a rodada {round} termina. A ordem de turno da próxima rodada é a ordem em que passaram: {seat} primeiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Faction action</source>
            <translation>Ação de facção</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Faction action: the Automa does the actions of its {faction} card one after the other.</source>
            <translation>Ação de facção: o Automa faz as ações da sua carta de facção ({faction}) uma após a outra.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Faction tie-breaker, closest to your buildings ({distance} between), {count} kept: {hexes}.</source>
            <translation>Desempate da facção, mais perto dos seus edifícios ({distance} entre eles), {count} mantidos: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Faction tie-breaker, closest to your buildings: no path reaches any of them, so all {count} stay: {hexes}.</source>
            <translation>Desempate da facção, mais perto dos seus edifícios: nenhum caminho alcança nenhum deles, então todos os {count} ficam: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Faction tie-breaker, the most power for you ({power}), {count} kept: {hexes}.</source>
            <translation>Desempate da facção, mais poder para você ({power}), {count} mantidos: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Faction tie-breaker, your terrain's priority card (row {row}): {terrain} first, {count} kept: {hexes}.</source>
            <translation>Desempate da facção, carta de prioridade do seu terreno (linha {row}): {terrain} primeiro, {count} mantidos: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Final scoring entered for {side}: {area_vp} for its largest area, {science_vp} for science</source>
            <translation>Pontuação final informada para {side}: {area_vp} pela maior área, {science_vp} pela ciência</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Final scoring, ranked as any player (base game: 18/12/6 for the largest areas, 8/4/2 in each discipline, ties share): the Automa's largest area, {area} with navigation {navigation}, against yours ({yours}) scores {area_vp} VP; its levels {levels} score {science_vp} VP for science.</source>
            <translation>Pontuação final, classificada como qualquer jogador (jogo base: 18/12/6 pelas maiores áreas, 8/4/2 em cada disciplina, empates dividem): a maior área do Automa, {area} com navegação {navigation}, contra a sua ({yours}) marca {area_vp} PV; seus níveis {levels} marcam {science_vp} PV pela ciência.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Final scoring: the Automa scores area and science as any player. Its largest area is {area} (with navigation {navigation}, its difficulty card's highest); its discipline levels are {levels}. Enter your largest area and the app ranks it, or the VP the base game's scoring gives it.</source>
            <translation>Pontuação final: o Automa pontua área e ciência como qualquer jogador. Sua maior área é {area} (com navegação {navigation}, a maior da sua carta de dificuldade); seus níveis nas disciplinas são {levels}. Informe sua maior área e o app a classifica, ou os PV que a pontuação do jogo base lhe dá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Final scoring: your largest area entered ({areas})</source>
            <translation>Pontuação final: sua maior área informada ({areas})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Gain an innovation</source>
            <translation>Ganhar uma inovação</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Gather the round's decision cards (the action card, the support stack and the rest of the deck), add the top reserve card, shuffle them into the Automa's next deck ({cards}) and turn the bottom two sideways.</source>
            <translation>Junte as cartas de decisão da rodada (a carta de ação, a pilha de apoio e o resto do baralho), acrescente a carta de reserva do topo, embaralhe-as formando o próximo baralho do Automa ({cards}) e vire de lado as duas de baixo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Gognomes: check that they scored the VP of their achievements (their faction card).</source>
            <translation>Gognomos: confira se marcaram os PV das suas conquistas (a carta de facção deles).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Greatest / least distance</source>
            <translation>Maior / menor distância</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Its nearest building to {hex} is marked ({to_marked} between; no unmarked one within a path): put a power token beside the new workshop.</source>
            <translation>O edifício dele mais próximo de {hex} é marcado ({to_marked} entre eles; nenhum não marcado ao alcance de um caminho): ponha uma ficha de poder ao lado da nova oficina.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Map editor: the {terrain} workshop letter {letter} placed on {hex}</source>
            <translation>Editor de mapas: letra de oficina {letter} de {terrain} colocada em {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Map editor: the {terrain} workshop letter {letter} taken off the map</source>
            <translation>Editor de mapas: letra de oficina {letter} de {terrain} retirada do mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Map editor: {hex} painted {cell}</source>
            <translation>Editor de mapas: {hex} pintado de {cell}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No X token on a book action: every book action is already covered.</source>
            <translation>Sem ficha X em ação de livro: todas as ações de livro já estão cobertas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No X token on a spell: every spell is already covered.</source>
            <translation>Sem ficha X em feitiço: todos os feitiços já estão cobertos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No innovation: it is round {round}, and the Automa gains one only in rounds 3 to 6.</source>
            <translation>Sem inovação: é a rodada {round}, e o Automa só ganha uma nas rodadas 3 a 6.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No innovation: the Automa already has 3.</source>
            <translation>Sem inovação: o Automa já tem 3.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No innovation: the display is empty.</source>
            <translation>Sem inovação: o mostruário está vazio.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>No power token: a marked and an unmarked building are equally near {hex} ({distance} between), and a tie does not count.</source>
            <translation>Sem ficha de poder: um edifício marcado e um não marcado estão igualmente perto de {hex} ({distance} entre eles), e um empate não conta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>No power token: its nearest building to {hex} is unmarked ({to_unmarked} between; no marked one within a path).</source>
            <translation>Sem ficha de poder: o edifício dele mais próximo de {hex} não é marcado ({to_unmarked} entre eles; nenhum marcado ao alcance de um caminho).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>No power token: no path joins {hex} to any other Automa building.</source>
            <translation>Sem ficha de poder: nenhum caminho liga {hex} a outro edifício do Automa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>No power token: {hex} is nearer an unmarked building ({to_unmarked} between) than a marked one ({to_marked} between).</source>
            <translation>Sem ficha de poder: {hex} está mais perto de um edifício não marcado ({to_unmarked} entre eles) do que de um marcado ({to_marked} entre eles).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No scholar space of {discipline} is free: the Automa's marker moves 1 level, from {origin} to {dest}.</source>
            <translation>Nenhum espaço de erudito de {discipline} está livre: o marcador do Automa avança 1 nível, de {origin} para {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>No upgrade: no Automa building can become another with one left in its supply.</source>
            <translation>Sem melhoria: nenhum edifício do Automa pode virar outro que ainda reste na reserva.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Placing the initial workshops</source>
            <translation>Posicionando as oficinas iniciais</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Power for {side}: up to {power} from the buildings next to {hex} (base game).</source>
            <translation>Poder para {side}: até {power} dos edifícios vizinhos a {hex} (jogo base).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Powermongers: a player gained 2 or more power from the Automa's building, so it advances 1 level.</source>
            <translation>Sedentos de Poder: um jogador ganhou 2 ou mais de poder com o edifício do Automa, então ele avança 1 nível.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Preparing the Automa's deck</source>
            <translation>Preparando o baralho do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Put the old action card onto the support card, draw 1 decision card ({left} in the deck) and enter it: it is the new action card.</source>
            <translation>Ponha a antiga carta de ação sobre a carta de apoio, saque 1 carta de decisão ({left} no baralho) e informe-a: ela é a nova carta de ação.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Round bonuses on offer corrected: {tiles} (coins {coins})</source>
            <translation>Bônus de rodada em oferta corrigidos: {tiles} (moedas {coins})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>Round scoring tiles corrected: rounds 1-5 {tiles}, final round {final}</source>
            <translation>Peças de pontuação de rodada corrigidas: rodadas 1-5 {tiles}, rodada final {final}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>Round scoring tiles for rounds 1-5: {tiles}; final round tile: {final}.</source>
            <translation>Peças de pontuação das rodadas 1-5: {tiles}; peça da rodada final: {final}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Score points</source>
            <translation>Marcar pontos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Send a scholar</source>
            <translation>Enviar um erudito</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Setup, step</source>
            <translation>Preparação, passo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Special rules for the Automa</source>
            <translation>Regras especiais para o Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>Start of the game</source>
            <translation>Início do jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Symbionts: no free terrain space is next to your buildings, so no tool is placed.</source>
            <translation>Simbiontes: nenhum espaço de terreno livre é vizinho aos seus edifícios, então nenhuma ferramenta é colocada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>Symbionts: the Automa places a tool on {hex}, one of the {count} terrain spaces next to your buildings, chosen by the ATP card of their youth terrain ({terrain}). Put a tool there.</source>
            <translation>Simbiontes: o Automa coloca uma ferramenta em {hex}, um dos {count} espaços de terreno vizinhos aos seus edifícios, escolhido pela carta ATP do terreno de juventude deles ({terrain}). Ponha uma ferramenta ali.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Terrain priority (row {row}): {terrain} first, {count} kept: {hexes}.</source>
            <translation>Prioridade de terreno (linha {row}): {terrain} primeiro, {count} mantidos: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>That was round 6: the game ends and the final scoring follows.</source>
            <translation>Essa foi a rodada 6: o jogo termina e segue-se a pontuação final.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa advances {levels} in {discipline}, from {origin} to {dest}.</source>
            <translation>O Automa avança {levels} em {discipline}, de {origin} para {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The Automa builds a workshop on {hex} ({terrain_after}: no transform needed).</source>
            <translation>O Automa constrói uma oficina em {hex} ({terrain_after}: não precisa transformar).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa cannot advance: its markers are on level 12 in every discipline.</source>
            <translation>O Automa não pode avançar: seus marcadores estão no nível 12 em todas as disciplinas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa does the action column of card {card} top to bottom ({actions}), reading support card {support}.</source>
            <translation>O Automa faz a coluna de ações da carta {card} de cima para baixo ({actions}), lendo a carta de apoio {support}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa draws 2 cards: card {action} is the action card (left), card {support} the support card (right); {left} left in its deck.</source>
            <translation>O Automa saca 2 cartas: a carta {action} é a carta de ação (esquerda), a carta {support} a carta de apoio (direita); restam {left} no baralho dele.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa has done every action of its card: its turn ends.</source>
            <translation>O Automa fez todas as ações da sua carta: o turno dele termina.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa has no scholar left: its {discipline} marker moves 1 level, from {origin} to {dest}.</source>
            <translation>O Automa não tem mais eruditos: seu marcador de {discipline} avança 1 nível, de {origin} para {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa has no valid hex to transform and build on: it upgrades instead.</source>
            <translation>O Automa não tem hexágono válido para transformar e construir: ele melhora em vez disso.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa has no workshop left to build: it upgrades instead.</source>
            <translation>O Automa não tem mais oficinas para construir: ele melhora em vez disso.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa passes.</source>
            <translation>O Automa passa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa plays at difficulty level {level}.</source>
            <translation>O Automa joga no nível de dificuldade {level}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa plays the {faction}; its faction card advances its science markers to {science} (banking, law, engineering, medicine).</source>
            <translation>O Automa joga com a facção {faction}; a carta de facção avança seus marcadores de ciência para {science} (finanças, direito, engenharia, medicina).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa puts an X token on book action {slot} (it gains nothing).</source>
            <translation>O Automa põe uma ficha X na ação de livro {slot} (não ganha nada).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa puts an X token on spell {slot} (it gains nothing).</source>
            <translation>O Automa põe uma ficha X no feitiço {slot} (não ganha nada).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {area_vp} VP for its area ({area} with navigation {navigation}) and {science_vp} VP for science.</source>
            <translation>O Automa marca {area_vp} PV pela área ({area} com navegação {navigation}) e {science_vp} PV pela ciência.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {vp} VP once, the fixed figure on round {round}'s scoring tile ({tile}).</source>
            <translation>O Automa marca {vp} PV uma vez, o valor fixo da peça de pontuação da rodada {round} ({tile}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {vp} VP, the figure on card {card}.</source>
            <translation>O Automa marca {vp} PV, o valor da carta {card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {vp} VP: X is {x} this round and the {faction} card adds {mod} (never below 0).</source>
            <translation>O Automa marca {vp} PV: X é {x} nesta rodada e a carta {faction} soma {mod} (nunca abaixo de 0).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa scores {vp} VP: card {card} shows X, worth {vp} in round {round} on its difficulty card.</source>
            <translation>O Automa marca {vp} PV: a carta {card} mostra X, que vale {vp} na rodada {round} na carta de dificuldade dele.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa sends a scholar to the highest free scholar space of {discipline} (worth {space}): its marker moves from {origin} to {dest}.</source>
            <translation>O Automa envia um erudito ao espaço de erudito livre mais alto de {discipline} (vale {space}): seu marcador vai de {origin} para {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa takes round bonus {automa}, you take {yours}; a coin lies on each of the others.</source>
            <translation>O Automa pega o bônus de rodada {automa}, você pega {yours}; uma moeda vai em cada um dos outros.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa takes the innovation in space {slot} of the display (it gains nothing for it).</source>
            <translation>O Automa pega a inovação da posição {slot} do mostruário (não ganha nada por ela).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The Automa transforms {hex} from {terrain_before} to {terrain_after} and builds a workshop there.</source>
            <translation>O Automa transforma {hex} de {terrain_before} em {terrain_after} e constrói uma oficina ali.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The Automa upgrades its {from_kind} on {hex} to a {to_kind} (the highest power it can become).</source>
            <translation>O Automa melhora seu edifício em {hex}: {from_kind} → {to_kind} (o maior poder que ele pode virar).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's actions</source>
            <translation>As ações do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's decision cards</source>
            <translation>As cartas de decisão do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa's deck is empty when it must draw: the Automa passes.</source>
            <translation>O baralho do Automa está vazio quando ele deve sacar: o Automa passa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's difficulty level</source>
            <translation>O nível de dificuldade do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's faction cards</source>
            <translation>As cartas de facção do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Automa's first turn this round: draw 2 decision cards ({left} in its deck) and enter them in the order drawn; the second goes to the left of the first and is the action card.</source>
            <translation>Primeiro turno do Automa nesta rodada: saque 2 cartas de decisão ({left} no baralho dele) e informe-as na ordem em que foram sacadas; a segunda vai à esquerda da primeira e é a carta de ação.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's initial workshops as you read them off its card: the marked one (with a power token) on {marked_hex}, the unmarked one on {unmarked_hex}.</source>
            <translation>As oficinas iniciais do Automa como você as leu na carta dele: a marcada (com uma ficha de poder) em {marked_hex}, a não marcada em {unmarked_hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's preferred terrain is {terrain} (its terrain-priority card, as chosen).</source>
            <translation>O terreno preferido do Automa é {terrain} (a carta de prioridade de terreno dele, como escolhida).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The Automa's preferred terrain is {terrain}: its terrain-priority card was drawn at random from those other than yours.</source>
            <translation>O terreno preferido do Automa é {terrain}: a carta de prioridade de terreno dele foi sacada ao acaso entre as que não são a sua.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's terrain priority</source>
            <translation>A prioridade de terreno do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's turn</source>
            <translation>O turno do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's turn: draw a decision card</source>
            <translation>O turno do Automa: sacar uma carta de decisão</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>The Automa's turn: passing</source>
            <translation>O turno do Automa: passar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Racelings pass first this round: they score the tile's {vp} VP once more.</source>
            <translation>Os Velozes passam primeiro nesta rodada: marcam de novo os {vp} PV da peça.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Symbionts' youth terrain is {terrain} (their faction card's setup).</source>
            <translation>O terreno de juventude dos Simbiontes é {terrain} (a preparação da carta de facção deles).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The Wanderers score {vp} VP more: 2 for each of their {buildings} on the board.</source>
            <translation>Os Andarilhos marcam {vp} PV a mais: 2 por cada um dos seus {buildings} no tabuleiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The Wanderers' build ignores Reach: {count} valid anywhere on the board.</source>
            <translation>A construção dos Andarilhos ignora o Alcance: {count} válidos em qualquer lugar do tabuleiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The app shuffled the Automa's deck for level {level}: {size}, reserve cards added: {added}; the bottom two lie sideways.</source>
            <translation>O app embaralhou o baralho do Automa para o nível {level}: {size}, cartas de reserva acrescentadas: {added}; as duas de baixo ficam de lado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The board "{map}" is an unverified transcription: compare it with your board and correct it in the map editor.</source>
            <translation>O tabuleiro "{map}" é uma transcrição não verificada: compare-o com seu tabuleiro e corrija-o no editor de mapas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The building on {hex} taken off the board</source>
            <translation>O edifício em {hex} retirado do tabuleiro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The building on {hex} upgraded to a {to}</source>
            <translation>O edifício em {hex} melhorado para {to}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The card shows an action the app does not know ({action}): the Automa does nothing for it.</source>
            <translation>A carta mostra uma ação que o app não conhece ({action}): o Automa não faz nada por ela.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The game is over after the final scoring. Most VP: {side}.</source>
            <translation>O jogo termina após a pontuação final. Mais PV: {side}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>The least power for you ({power}), {count} kept: {hexes}.</source>
            <translation>Menos poder para você ({power}), {count} mantidos: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The old action card {support} goes onto the support stack and is the support card; the Automa draws card {action} as its action card; {left} left in its deck.</source>
            <translation>A antiga carta de ação {support} vai para a pilha de apoio e é a carta de apoio; o Automa saca a carta {action} como carta de ação; restam {left} no baralho dele.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>The power token beside the Automa's building on {hex} taken away (unmarked)</source>
            <translation>A ficha de poder ao lado do edifício do Automa em {hex} retirada (desmarcado)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The round's decision cards and the top reserve card are shuffled into the Automa's next deck ({cards}); the bottom two lie sideways.</source>
            <translation>As cartas de decisão da rodada e a carta de reserva do topo são embaralhadas formando o próximo baralho do Automa ({cards}); as duas de baixo ficam de lado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The round's scoring tile shows {discipline}, where the Automa is on level 12: it catches up instead.</source>
            <translation>A peça de pontuação da rodada mostra {discipline}, onde o Automa está no nível 12: ele recupera o atraso em vez disso.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The spells and book actions are uncovered, a coin goes on each of the {coins} round bonuses on offer and the round's scoring tile leaves the board.</source>
            <translation>Os feitiços e as ações de livro são descobertos, uma moeda vai em cada um dos {coins} bônus de rodada em oferta e a peça de pontuação da rodada sai do tabuleiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The support card points at the round's scoring tile: its Automa icon is {discipline}.</source>
            <translation>A carta de apoio aponta para a peça de pontuação da rodada: o ícone do Automa nela é {discipline}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The support card's arrow points {slot}: the Automa takes round bonus {tile} (its coins, {coins}, go to the supply) and puts its old bonus {old} in the same place.</source>
            <translation>Seta da carta de apoio: {slot}. O Automa pega o bônus de rodada {tile} (as moedas dele, {coins}, vão para a reserva) e põe seu bônus antigo {old} no mesmo lugar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_bot.py" />
            <source>The {faction} card's next action ({what}) is not described precisely enough to compute: do it by hand as the faction card says and mirror it on the board.</source>
            <translation>A próxima ação da carta {faction} ({what}) não é descrita com precisão suficiente para ser calculada: faça-a à mão como diz a carta de facção e reproduza-a no tabuleiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Tie-breaking</source>
            <translation>Desempate</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Transform and build</source>
            <translation>Transformar e construir</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Two players plus the Automa</source>
            <translation>Dois jogadores mais o Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/reasons.py" />
            <source>Upgrade</source>
            <translation>Melhorar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Valid: {count} in Reach of its marked buildings (navigation {navigation}): {hexes}.</source>
            <translation>Válidos: {count} ao Alcance dos edifícios marcados dele (navegação {navigation}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Valid: {count} in Reach of its unmarked buildings (navigation {navigation}): {hexes}.</source>
            <translation>Válidos: {count} ao Alcance dos edifícios não marcados dele (navegação {navigation}): {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_map.py" />
            <source>Valid: {count} it can upgrade with a building left: {hexes}.</source>
            <translation>Válidos: {count} que ele pode melhorar com um edifício restante: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_gui.py" />
            <source>{faction} ended the turn</source>
            <translation>{faction}: fim do turno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{hex} transformed to {terrain}</source>
            <translation>{hex} transformado em {terrain}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{occupant}: a scholar on the {discipline} space worth {value}</source>
            <translation>{occupant}: um erudito no espaço de {discipline} que vale {value}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{owner}: a bridge built across the river</source>
            <translation>{owner}: uma ponte construída sobre o rio</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{owner}: {building} placed on {hex}</source>
            <translation>{owner}: {building} colocado em {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side} passed: a new round bonus taken, the old one left in its place</source>
            <translation>{side} passou: um novo bônus de rodada pego, o antigo deixado no lugar dele</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_review.py" />
            <source>{side} passes: round 6, so no new round bonus</source>
            <translation>{side} passa: rodada 6, então sem novo bônus de rodada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: {discipline} marker to level {level}</source>
            <translation>{side}: marcador de {discipline} para o nível {level}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/words_table.py" />
            <source>{side}: {vp} VP</source>
            <translation>{side}: {vp} PV</translation>
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
            <translation>&amp;Tabuleiro:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>&amp;Difficulty:</source>
            <translation>&amp;Dificuldade:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>&amp;Round scoring tiles:</source>
            <translation>Peças de pontuação de &amp;rodada:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>&amp;Your terrain:</source>
            <translation>&amp;Seu terreno:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>2nd player's 1st</source>
            <translation>1ª do 2º jogador</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>2nd player's 2nd</source>
            <translation>2ª do 2º jogador</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Automa's &amp;faction:</source>
            <translation>&amp;Facção do Automa:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Automa's &amp;terrain:</source>
            <translation>Terreno do Auto&amp;ma:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Automa's marked</source>
            <translation>Marcada do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Automa's unmarked</source>
            <translation>Não marcada do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Board</source>
            <translation>Tabuleiro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Card drawn for its &amp;workshops:</source>
            <translation>Carta sacada para as &amp;oficinas dele:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Card {n}</source>
            <translation>Carta {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Click the map to place:</source>
            <translation>Clique no mapa para colocar:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Decision cards:</source>
            <translation>Cartas de decisão:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Draw an ATP card at random</source>
            <translation>Sacar uma carta ATP ao acaso</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>GRA DWUOSOBOWA PLUS AUTOMA: the Automa plays the Simpletons</source>
            <translation>GRA DWUOSOBOWA PLUS AUTOMA: o Automa joga com os Simplórios</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>I draw the real &amp;cards</source>
            <translation>Eu saco as &amp;cartas reais</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Map &amp;editor…</source>
            <translation>&amp;Editor de mapas…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>New Age of Innovation game against the Automa</source>
            <translation>Novo jogo de Age of Innovation contra o Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Round b&amp;onuses:</source>
            <translation>&amp;Bônus de rodada:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Round bonus {n} from the left</source>
            <translation>Bônus de rodada {n} a partir da esquerda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Second &amp;player's terrain:</source>
            <translation>Terreno do segundo &amp;jogador:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Set up a two-player game with the Automa's changes (PRZYGOTOWANIE ROZGRYWKI). Pick your initial workshops on the map; the Automa's follow from a drawn decision card's letters.</source>
            <translation>Prepare uma partida de dois jogadores com as mudanças do Automa (PRZYGOTOWANIE ROZGRYWKI). Escolha suas oficinas iniciais no mapa; as do Automa vêm das letras de uma carta de decisão sacada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The &amp;app shuffles and draws</source>
            <translation>O &amp;app embaralha e saca</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The app's deal is shown: set each to the tile you laid on the board.</source>
            <translation>A distribuição do app é mostrada: ajuste cada uma para a peça que você colocou no tabuleiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The decision card drawn at random for the Automa's initial workshops (its letters on the Initial Workshop Setup card)</source>
            <translation>A carta de decisão sacada ao acaso para as oficinas iniciais do Automa (as letras dela na carta de Preparação das Oficinas Iniciais)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The map has no workshop letters for the Automa's terrain: draw a decision card, read its two letters on the Initial Workshop Setup card and click the two hexes here (⚡ marked, then unmarked).</source>
            <translation>O mapa não tem letras de oficina para o terreno do Automa: saque uma carta de decisão, leia as duas letras dela na carta de Preparação das Oficinas Iniciais e clique nos dois hexágonos aqui (⚡ marcada, depois não marcada).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>The numbers of the round bonus tiles you laid, left to right: the Automa takes the leftmost (PRZYGOTOWANIE 9), you choose yours from the others.</source>
            <translation>Os números das peças de bônus de rodada que você dispôs, da esquerda para a direita: o Automa pega a mais à esquerda (PRZYGOTOWANIE 9), você escolhe a sua entre as outras.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>Your round bonus</source>
            <translation>Seu bônus de rodada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>the first it leaves</source>
            <translation>o primeiro que ele deixa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>you take:</source>
            <translation>você pega:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>your 1st workshop</source>
            <translation>sua 1ª oficina</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>your 2nd</source>
            <translation>sua 2ª</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>{file}: {why}</source>
            <translation>{file}: {why}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>{name} (your map)</source>
            <translation>{name} (seu mapa)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>— solo (no second player) —</source>
            <translation>— solo (sem segundo jogador) —</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>— the card you drew —</source>
            <translation>— a carta que você sacou —</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/setup.py" />
            <source>⚠ This board is unverified ({source}): compare it with yours and correct it in the map editor.</source>
            <translation>⚠ Este tabuleiro não é verificado ({source}): compare-o com o seu e corrija-o no editor de mapas.</translation>
        </message>
    </context>
    <context>
        <name>AoITiles</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source> · spade</source>
            <translation> · pá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Coins</source>
            <translation>Moedas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Coins on round bonus {n} from the left</source>
            <translation>Moedas no bônus de rodada {n} a partir da esquerda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Final</source>
            <translation>Final</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Final scoring tile</source>
            <translation>Peça de pontuação final</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Round bonus</source>
            <translation>Bônus de rodada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Round bonus {n} from the left</source>
            <translation>Bônus de rodada {n} a partir da esquerda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Round tiles and bonuses on the table</source>
            <translation>Peças de rodada e bônus na mesa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Round {n} scoring tile</source>
            <translation>Peça de pontuação da rodada {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>R{n}</source>
            <translation>R{n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>Set what lies on your table: the round scoring tiles (rounds 1-5 and the final one) and the round bonuses on offer, left to right, with the coins on each.</source>
            <translation>Informe o que está na sua mesa: as peças de pontuação de rodada (rodadas 1-5 e a final) e os bônus de rodada em oferta, da esquerda para a direita, com as moedas de cada um.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/tiles_dialog.py" />
            <source>{a} VP per building in rounds 1-3, {b} in 4-6</source>
            <translation>{a} PV por edifício nas rodadas 1-3, {b} nas 4-6</translation>
        </message>
    </context>
    <context>
        <name>AoIView</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>Age of Innovation board</source>
            <translation>Tabuleiro de Age of Innovation</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/board.py" />
            <source>The hex map with every side's buildings, the science board, the round bonuses and your supply. Drag your buildings, terrains and science markers; right-click a hex to correct it.</source>
            <translation>O mapa de hexágonos com os edifícios de cada lado, o tabuleiro de ciência, os bônus de rodada e sua reserva. Arraste seus edifícios, terrenos e marcadores de ciência; botão direito em um hexágono para corrigi-lo.</translation>
        </message>
    </context>
    <context>
        <name>AoIWorkspace</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/workspace.py" />
            <source>Automa's proposal and reasons</source>
            <translation>Proposta e razões do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/workspace.py" />
            <source>Decision pair</source>
            <translation>Cartas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/workspace.py" />
            <source>Set up the table as shown (the Automa's faction, its ATP card, the tiles and workshops):</source>
            <translation>Prepare a mesa como mostrado (a facção do Automa, a carta ATP dele, as peças e as oficinas):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/workspace.py" />
            <source>Spells, tiles, VP</source>
            <translation>Feitiços, PV</translation>
        </message>
    </context>
    <context>
        <name>ProposalPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Drag a building from your supply onto an empty hex to build, onto your building to upgrade; drag a terrain onto a hex to transform it.</source>
            <translation>Arraste um edifício da sua reserva para um hexágono vazio para construir, para um edifício seu para melhorar; arraste um terreno para um hexágono para transformá-lo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Drag your science markers (Y) along a discipline; drop a round bonus on Pass when you pass.</source>
            <translation>Arraste seus marcadores de ciência (Y) ao longo de uma disciplina; solte um bônus de rodada em Passar quando passar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>How the rulebook was read: the tie-breakers, the hexes passed over, the rulings</source>
            <translation>Como o livro de regras foi lido: os critérios de desempate, os hexágonos descartados, as interpretações</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Right-click a hex to correct it; right-click your supply for VP.</source>
            <translation>Botão direito em um hexágono para corrigi-lo; botão direito na sua reserva para PV.</translation>
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <location filename="../../src/tablebot/gui/age_of_innovation/panels.py" />
            <source>Round {n} · {who}</source>
            <translation>Rodada {n} · {who}</translation>
        </message>
    </context>
</TS>

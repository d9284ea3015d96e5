<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
    <context>
        <name>ProposalPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Drag an outpost from your supply onto the hex you conquered, a territory tile onto the hex you explored; right-click a hex to topple or correct.</source>
            <translation>Arraste um posto avançado da sua reserva para o hexágono que você conquistou, uma peça de território para o hexágono que você explorou; clique com o botão direito em um hexágono para derrubar ou corrigir.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Drag your tokens (Y) along the tracks to mirror your advances.</source>
            <translation>Arraste seus marcadores (Y) pelas trilhas para reproduzir seus avanços.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>How the rulebook was read: the hexes passed over, the rulings</source>
            <translation>Como o livro de regras foi lido: os hexágonos descartados, as interpretações</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Right-click the score for your VP and your income turn.</source>
            <translation>Clique com o botão direito na pontuação para seus PV e seu turno de renda.</translation>
        </message>
    </context>
    <context>
        <name>TapestryBoard</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>0  start</source>
            <translation>0  início</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>A possible hex</source>
            <translation>Um hexágono possível</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>A territory tile: drag it onto the empty hex you explored</source>
            <translation>Uma peça de território: arraste-a para o hexágono vazio que você explorou</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Automa</source>
            <translation>Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Automa's income mat ({side} side) · level {level}</source>
            <translation>Tabuleiro de renda do Automa (lado {side}) · nível {level}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Automa: {vp} VP · income turns {n}/5</source>
            <translation>Automa: {vp} PV · turnos de renda {n}/5</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Beside the mat (traps?): {n}</source>
            <translation>Ao lado do tabuleiro (armadilhas?): {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Face-down beside the Automa's mat:</source>
            <translation>Viradas para baixo ao lado do tabuleiro do Automa:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>First in the era</source>
            <translation>Primeiro na era</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Hex {hex}</source>
            <translation>Hexágono {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Landmark: {name} ({who})</source>
            <translation>Marco: {name} ({who})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Landmarks on the mat: {n}</source>
            <translation>Marcos no tabuleiro: {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Looked at as number {n} of the scan: not a possible hex</source>
            <translation>Examinado como número {n} da busca: não é um hexágono possível</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Military, science</source>
            <translation>Militar, ciência</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Nobody has it yet</source>
            <translation>Ninguém o tem ainda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Place a toppled Shadow Empire outpost</source>
            <translation>Colocar um posto avançado derrubado do Império das Sombras</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Place an Automa outpost</source>
            <translation>Colocar um posto avançado do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Place your outpost (you conquered it)</source>
            <translation>Colocar seu posto avançado (você o conquistou)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Right-click to edit.</source>
            <translation>Clique com o botão direito para editar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Set the Automa's VP…</source>
            <translation>Definir os PV do Automa…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Set your VP…</source>
            <translation>Definir seus PV…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Shadow</source>
            <translation>Sombras</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Shadow Empire: no VP (it never scores)</source>
            <translation>Império das Sombras: sem PV (nunca pontua)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Take the territory tile off</source>
            <translation>Retirar a peça de território</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Take the top outpost off (back to its supply)</source>
            <translation>Retirar o posto avançado de cima (volta à reserva)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Tapestry cards</source>
            <translation>Cartas de tapeçaria</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Tapestry cards on the mat: {n}</source>
            <translation>Cartas de tapeçaria no tabuleiro: {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Technology, exploration</source>
            <translation>Tecnologia, exploração</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Territories, landmarks</source>
            <translation>Territórios, marcos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa gains here (○): {benefits}</source>
            <translation>O Automa ganha aqui (○): {benefits}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa has it</source>
            <translation>O Automa o tem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa's tapestry cards beside its mat…</source>
            <translation>As cartas de tapeçaria do Automa ao lado do tabuleiro dele…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Topple {owner} outpost</source>
            <translation>Derrubar posto avançado ({owner})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Turn {n} · first player: {who}</source>
            <translation>Turno {n} · primeiro jogador: {who}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>VP</source>
            <translation>PV</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You explored it: lay a territory tile</source>
            <translation>Você o explorou: coloque uma peça de território</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You take an income turn</source>
            <translation>Você faz um turno de renda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You took this landmark</source>
            <translation>Você pegou este marco</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You: {vp} VP · income turns {n}/5</source>
            <translation>Você: {vp} PV · turnos de renda {n}/5</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Your outpost: drag it onto the hex you conquered</source>
            <translation>Seu posto avançado: arraste-o para o hexágono que você conquistou</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Your supply</source>
            <translation>Sua reserva</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Your token on {track}: drag it to the space you reached</source>
            <translation>Seu marcador em {track}: arraste-o para o espaço que você alcançou</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>advance twice on military, technology or exploration (roll each time)</source>
            <translation>avançar duas vezes em militar, tecnologia ou exploração (rolar a cada vez)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>conquer</source>
            <translation>conquistar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>conquer anywhere</source>
            <translation>conquistar em qualquer lugar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>controlled by {side}</source>
            <translation>controle: {side}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>discard and replace the 3 face-up tech cards</source>
            <translation>descartar e repor as 3 cartas de tecnologia abertas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>drag onto the map</source>
            <translation>arraste para o mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>empty: explore a territory tile onto it</source>
            <translation>vazio: explore uma peça de território nele</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>explore</source>
            <translation>explorar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>explore anywhere</source>
            <translation>explorar em qualquer lugar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>explored</source>
            <translation>explorado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>explored territory tile</source>
            <translation>peça de território explorada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>hard</source>
            <translation>difícil</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>income {n}</source>
            <translation>renda {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>normal</source>
            <translation>normal</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>not taken yet</source>
            <translation>ainda não pego</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>printed territory</source>
            <translation>território impresso</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>roll the science die until military or technology, then regress there with the benefit</source>
            <translation>rolar o dado de ciência até sair militar ou tecnologia, depois regredir ali com o benefício</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>roll the science die until military, technology or exploration, then advance there with the benefit</source>
            <translation>rolar o dado de ciência até sair militar, tecnologia ou exploração, depois avançar ali com o benefício</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>roll the science die, advance with the benefit</source>
            <translation>rolar o dado de ciência, avançar com o benefício</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>roll the science die, advance without the benefit</source>
            <translation>rolar o dado de ciência, avançar sem o benefício</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>tapestry card</source>
            <translation>carta de tapeçaria</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>tile</source>
            <translation>peça</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>tile {n}</source>
            <translation>peça {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{owner} outpost</source>
            <translation>{owner}: posto avançado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{owner} outpost, toppled</source>
            <translation>{owner}: posto avançado, derrubado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{owner} token on {track}: drag to correct</source>
            <translation>{owner}: marcador em {track}; arraste para corrigir</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{side}: VP</source>
            <translation>{side}: PV</translation>
        </message>
    </context>
    <context>
        <name>TapestryCard</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Hex diagram:</source>
            <translation>Diagrama de hexágonos:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Income icon</source>
            <translation>Ícone de renda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Line {n} (top = 1):</source>
            <translation>Linha {n} (topo = 1):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Priority half (used when the card lies on the right)</source>
            <translation>Metade de prioridade (usada quando a carta fica à direita)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>The Automa advances on:</source>
            <translation>O Automa avança em:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>The Shadow Empire advances on:</source>
            <translation>O Império das Sombras avança em:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Topple icon</source>
            <translation>Ícone de derrubar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Track half (used when the card lies on the left)</source>
            <translation>Metade de trilha (usada quando a carta fica à esquerda)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>Track order, line {n} from the top</source>
            <translation>Ordem das trilhas, linha {n} a partir do topo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>east</source>
            <translation>leste</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>its fields</source>
            <translation>seus campos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>north</source>
            <translation>norte</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>north-east</source>
            <translation>nordeste</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>north-west</source>
            <translation>noroeste</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>south</source>
            <translation>sul</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>south-east</source>
            <translation>sudeste</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>south-west</source>
            <translation>sudoeste</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>the hex diagram</source>
            <translation>o diagrama de hexágonos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>the topple icon</source>
            <translation>o ícone de derrubar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>the track order</source>
            <translation>a ordem das trilhas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>west</source>
            <translation>oeste</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>{key}: black arrow from {edge}, rows run {dir}</source>
            <translation>{key}: seta preta a partir de {edge}, linhas seguem {dir}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/card_editor.py" />
            <source>⚠ Check this card: the sources disagree on {what}. Compare with your printed card and correct it if it differs.</source>
            <translation>⚠ Verifique esta carta: as fontes divergem sobre {what}. Compare com sua carta impressa e corrija-a se for diferente.</translation>
        </message>
    </context>
    <context>
        <name>TapestryData</name>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>2 Traps</source>
            <translation>2 Armadilhas</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Academic Research</source>
            <translation>Pesquisa acadêmica</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Academy</source>
            <translation>Academia</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Advance on 1 of these tracks, then gain the benefit &amp; pay to gain the bonus (if any).</source>
            <translation>Avance em 1 destas trilhas, depois ganhe o benefício e pague para ganhar o bônus (se houver).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Advance on 1 of these tracks, then gain the benefit &amp; pay to gain the bonus (if any). Then do it again (same or different track).</source>
            <translation>Avance em 1 destas trilhas, depois ganhe o benefício e pague para ganhar o bônus (se houver). Depois faça isso de novo (na mesma trilha ou em outra).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Age of Sail</source>
            <translation>Era da vela</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Ai Singularity</source>
            <translation>Singularidade da IA</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Airplanes</source>
            <translation>Aviões</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Alien Biology</source>
            <translation>Biologia alienígena</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Alliance</source>
            <translation>Aliança</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Anti-Aircraft Defense</source>
            <translation>Defesa antiaérea</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Apothecary</source>
            <translation>Boticário</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Archery</source>
            <translation>Arquearia</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Astronomy</source>
            <translation>Astronomia</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Average</source>
            <translation>Automa, o Mediano</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Crusher of Dreams</source>
            <translation>Automa, o Esmagador de Sonhos</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Definitely Awesome</source>
            <translation>Automa, o Definitivamente Incrível</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Slightly Intimidating</source>
            <translation>Automa, o Levemente Intimidador</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Somewhat Awesome</source>
            <translation>Automa, o Meio Incrível</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Automa the Underachiever</source>
            <translation>Automa, o Fraquinho</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Barracks</source>
            <translation>Quartel</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Biology</source>
            <translation>Biologia</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Bladed Weapons</source>
            <translation>Armas de lâmina</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Carpentry</source>
            <translation>Carpintaria</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Cars</source>
            <translation>Carros</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Cavalry</source>
            <translation>Cavalaria</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Chemistry</source>
            <translation>Química</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Coal Baron</source>
            <translation>Barão do carvão</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Computers</source>
            <translation>Computadores</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory (gain the benefits of both conquer dice). Also gain a random additional civilization.</source>
            <translation>Conquiste 1 território (ganhe os benefícios dos dois dados de conquista). Ganhe também 1 civilização adicional aleatória.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory OR gain 1 armory.</source>
            <translation>Conquiste 1 território OU ganhe 1 arsenal.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory and gain 1 armory.</source>
            <translation>Conquiste 1 território e ganhe 1 arsenal.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory and gain 1 tapestry card.</source>
            <translation>Conquiste 1 território e ganhe 1 carta de tapeçaria.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory anywhere on the map.</source>
            <translation>Conquiste 1 território em qualquer lugar do mapa.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer 1 territory. If that territory was controlled by an opponent, gain the benefits of both conquer dice.</source>
            <translation>Conquiste 1 território. Se esse território era controlado por um adversário, ganhe os benefícios dos dois dados de conquista.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Conquer: Place an outpost on a territory adjacent to a territory you control. Roll the 2 conquer dice and pick 1 of the benefits rolled.</source>
            <translation>Conquistar: coloque um posto avançado em um território adjacente a um território que você controla. Role os 2 dados de conquista e escolha 1 dos benefícios obtidos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Dictatorship</source>
            <translation>Ditadura</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Diplomacy</source>
            <translation>Diplomacia</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Drone Assassins</source>
            <translation>Drones assassinos</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Electronics</source>
            <translation>Eletrônica</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Espionage</source>
            <translation>Espionagem</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Exploration</source>
            <translation>Exploração</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Explore OR gain 1 farm.</source>
            <translation>Explore OU ganhe 1 fazenda.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Explore a space tile from your supply (place it next to your income mat).</source>
            <translation>Explore uma peça espacial da sua reserva (coloque-a ao lado do seu tabuleiro de renda).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Explore: Place 1 territory tile from your supply on the map, gain 1 VP per aligning side, and gain the benefit on the tile.</source>
            <translation>Explorar: coloque 1 peça de território da sua reserva no mapa, ganhe 1 PV por lado alinhado e ganhe o benefício da peça.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Forge</source>
            <translation>Forja</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Fusion Reactor</source>
            <translation>Reator de fusão</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Futurists</source>
            <translation>Futuristas</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP for each armory in your capital city and gain 1 market.</source>
            <translation>Ganhe 1 PV para cada arsenal na sua cidade capital e ganhe 1 mercado.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP for each tech card in your supply; also gain 1 tapestry card.</source>
            <translation>Ganhe 1 PV para cada carta de tecnologia na sua reserva; ganhe também 1 carta de tapeçaria.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP for each territory you control.</source>
            <translation>Ganhe 1 PV para cada território que você controla.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP per exploration track space you've advanced. Also play a tapestry on top of your current tapestry. Only the new card is active.</source>
            <translation>Ganhe 1 PV por espaço que você avançou na trilha de exploração. Jogue também uma tapeçaria sobre a sua tapeçaria atual. Só a nova carta fica ativa.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP per military and science track space you've advanced.</source>
            <translation>Ganhe 1 PV por espaço que você avançou nas trilhas militar e de ciência.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 VP per technology track space you've advanced.</source>
            <translation>Ganhe 1 PV por espaço que você avançou na trilha de tecnologia.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 armory and gain 1 VP per tapestry card (in hand and on your income mat).</source>
            <translation>Ganhe 1 arsenal e ganhe 1 PV por carta de tapeçaria (na mão e no seu tabuleiro de renda).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 farm, then gain 1 VP for each farm in your capital city.</source>
            <translation>Ganhe 1 fazenda, depois ganhe 1 PV para cada fazenda na sua cidade capital.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 house, then gain 1 VP for each house in your capital city.</source>
            <translation>Ganhe 1 casa, depois ganhe 1 PV para cada casa na sua cidade capital.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 market, then gain 1 VP for each market in your capital city.</source>
            <translation>Ganhe 1 mercado, depois ganhe 1 PV para cada mercado na sua cidade capital.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 tapestry card.</source>
            <translation>Ganhe 1 carta de tapeçaria.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 territory tile and 1 farm.</source>
            <translation>Ganhe 1 peça de território e 1 fazenda.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 territory tile, then explore.</source>
            <translation>Ganhe 1 peça de território, depois explore.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 1 worker and gain 1 VP per territory tile in your supply.</source>
            <translation>Ganhe 1 trabalhador e ganhe 1 PV por peça de território na sua reserva.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 2 territory tiles, then explore anywhere on the map.</source>
            <translation>Ganhe 2 peças de território, depois explore em qualquer lugar do mapa.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 2 territory tiles, then explore.</source>
            <translation>Ganhe 2 peças de território, depois explore.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 2 territory tiles.</source>
            <translation>Ganhe 2 peças de território.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain 3 space tiles, then explore 1 of them (place explored space tiles next to your income mat).</source>
            <translation>Ganhe 3 peças espaciais, depois explore 1 delas (coloque as peças espaciais exploradas ao lado do seu tabuleiro de renda).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain either a farm, house, or armory.</source>
            <translation>Ganhe uma fazenda, uma casa ou um arsenal.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gain the benefit &amp; pay to gain the bonus (if any) of your current position on any advancement track.</source>
            <translation>Ganhe o benefício e pague para ganhar o bônus (se houver) da sua posição atual em qualquer trilha de avanço.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Glass</source>
            <translation>Vidro</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Gunpowder</source>
            <translation>Pólvora</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Heralds</source>
            <translation>Arautos</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Herbalism</source>
            <translation>Herbalismo</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>In any order, upgrade 1 tech card &amp; gain the square benefit of 1 tech card in your top row.</source>
            <translation>Em qualquer ordem, melhore 1 carta de tecnologia e ganhe o benefício quadrado de 1 carta de tecnologia da sua fileira de cima.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>In any order, upgrade 1 tech card and gain the circle benefit of 1 tech card in your middle row.</source>
            <translation>Em qualquer ordem, melhore 1 carta de tecnologia e ganhe o benefício circular de 1 carta de tecnologia da sua fileira do meio.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Interstellar Travel</source>
            <translation>Viagem interestelar</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Invent 1 tech card OR gain 1 market.</source>
            <translation>Invente 1 carta de tecnologia OU ganhe 1 mercado.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Invent: Gain 1 tech card and place it to the right of your capital city mat in the bottom row. If you gained a faceup card, replenish it immediately.</source>
            <translation>Inventar: ganhe 1 carta de tecnologia e coloque-a à direita do tabuleiro da sua cidade capital, na fileira de baixo. Se você ganhou uma carta aberta, reponha-a imediatamente.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Inventors</source>
            <translation>Inventores</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Laboratory</source>
            <translation>Laboratório</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Launch Pad</source>
            <translation>Plataforma de lançamento</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Lighthouse</source>
            <translation>Farol</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Marriage of State</source>
            <translation>Casamento de Estado</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Mathematics</source>
            <translation>Matemática</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Mechs</source>
            <translation>Mechas</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Medicine</source>
            <translation>Medicina</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Merchants</source>
            <translation>Mercadores</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Metallurgy</source>
            <translation>Metalurgia</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Military</source>
            <translation>Militar</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Nanotechnology</source>
            <translation>Nanotecnologia</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Navigation</source>
            <translation>Navegação</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Neuroscience</source>
            <translation>Neurociência</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Nuclear Bomb</source>
            <translation>Bomba nuclear</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Nutrition</source>
            <translation>Nutrição</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Oil Magnate</source>
            <translation>Magnata do petróleo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Olympic Host</source>
            <translation>Sede olímpica</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Physics</source>
            <translation>Física</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Plastic</source>
            <translation>Plástico</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Pottery</source>
            <translation>Cerâmica</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Quantum Physics</source>
            <translation>Física quântica</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Rafts</source>
            <translation>Jangadas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Rail Baron</source>
            <translation>Barão das ferrovias</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Regress on 1 of these tracks, then gain the benefit &amp; pay to gain the bonus (if any).</source>
            <translation>Regrida em 1 destas trilhas, depois ganhe o benefício e pague para ganhar o bônus (se houver).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Remove your player token from the technology track and place it on the starting space of any track. Gain 1 of each resource. This track still counts as complete. &lt;p&gt;&lt;i&gt;Note: if cube was removed from last space there will be a transparent cube as an indication of the max position on that track.</source>
            <translation>Retire seu marcador de jogador da trilha de tecnologia e coloque-o no espaço inicial de qualquer trilha. Ganhe 1 de cada recurso. Esta trilha ainda conta como completa. &lt;p&gt;&lt;i&gt;Observação: se o cubo foi retirado do último espaço, um cubo transparente indica a posição máxima nessa trilha.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Research (don't gain benefit &amp; bonus) OR gain 1 house.</source>
            <translation>Pesquise (sem ganhar benefício e bônus) OU ganhe 1 casa.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Research to gain the benefit &amp; pay to gain the bonus (if any) OR gain 1 house.</source>
            <translation>Pesquise para ganhar o benefício e pague para ganhar o bônus (se houver) OU ganhe 1 casa.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Research to gain the benefit &amp; pay to gain the bonus (if any).</source>
            <translation>Pesquise para ganhar o benefício e pague para ganhar o bônus (se houver).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Research: Roll the science die to advance for free (don't gain benefit &amp; bonus).</source>
            <translation>Pesquisar: role o dado de ciência para avançar de graça (sem ganhar benefício e bônus).</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Roll 4 science dice to advance (don't gain the benefits &amp; bonuses). Gain 5 VP per die that would push you off a track.</source>
            <translation>Role 4 dados de ciência para avançar (sem ganhar os benefícios e bônus). Ganhe 5 PV por dado que empurraria você para fora de uma trilha.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Rubber</source>
            <translation>Borracha</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Rubber Works</source>
            <translation>Fábrica de borracha</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Science</source>
            <translation>Ciência</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Score your capital city.</source>
            <translation>Pontue sua cidade capital.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Scouting</source>
            <translation>Reconhecimento</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Ships</source>
            <translation>Navios</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Space Shuttle</source>
            <translation>Ônibus espacial</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Standing Army</source>
            <translation>Exército permanente</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Starting spot</source>
            <translation>Espaço inicial</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Steel</source>
            <translation>Aço</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Stone Tools</source>
            <translation>Ferramentas de pedra</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Tank Factory</source>
            <translation>Fábrica de tanques</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Tanks</source>
            <translation>Tanques</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Tech Hub</source>
            <translation>Polo tecnológico</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Technology</source>
            <translation>Tecnologia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/rulebook.py" />
            <source>Trade Economy</source>
            <translation>Economia comercial</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Train Station</source>
            <translation>Estação de trem</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Trains</source>
            <translation>Trens</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Tunnels</source>
            <translation>Túneis</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Wagons</source>
            <translation>Carroças</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Walls</source>
            <translation>Muralhas</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Warpgates</source>
            <translation>Portais de dobra</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>Warplanes</source>
            <translation>Aviões de guerra</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>You may discard all 3 face-up tech cards and replace them. Invent 1 tech card.</source>
            <translation>Você pode descartar as 3 cartas de tecnologia abertas e repô-las. Invente 1 carta de tecnologia.</translation>
        </message>
        <message>
            <location filename="../../resources/tapestry/automa.json" />
            <source>You may discard all 3 face-up tech cards and replace them. Invent 2 tech cards (one at a time).</source>
            <translation>Você pode descartar as 3 cartas de tecnologia abertas e repô-las. Invente 2 cartas de tecnologia (uma de cada vez).</translation>
        </message>
    </context>
    <context>
        <name>TapestryErrors</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Card {card} cannot be both cards of the pair.</source>
            <translation>A carta {card} não pode ser as duas cartas do par.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Card {card} cannot be in the decision deck now (discarded, on the table, or not added).</source>
            <translation>A carta {card} não pode estar no baralho de decisão agora (descartada, na mesa ou não adicionada).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Card {card} is in the decision deck, not in the progress deck.</source>
            <translation>A carta {card} está no baralho de decisão, não no baralho de progresso.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Choose the progress card you drew from the top of the progress deck.</source>
            <translation>Escolha a carta de progresso que você sacou do topo do baralho de progresso.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Choose the two cards you drew: the left one (track card) and the right one (priority card).</source>
            <translation>Escolha as duas cartas que você sacou: a da esquerda (carta de trilha) e a da direita (carta de prioridade).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision card {card} plays the printed data already.</source>
            <translation>A carta de decisão {card} já usa os dados impressos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision card {card} reads like that already.</source>
            <translation>A carta de decisão {card} já está assim.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Drop it on a hex of the map.</source>
            <translation>Solte-o em um hexágono do mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Drop the token on a space of its own track ({track}).</source>
            <translation>Solte o marcador em um espaço da trilha dele ({track}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Every outpost of {side} is on the map already: no more conquests.</source>
            <translation>{side}: todos os postos avançados já estão no mapa; não há mais conquistas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} already holds 2 outposts: a territory with 2 tokens cannot be conquered.</source>
            <translation>O hexágono {hex} já tem 2 postos avançados: um território com 2 marcadores não pode ser conquistado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} has a territory already: only an empty hex can be explored.</source>
            <translation>O hexágono {hex} já tem um território: só um hexágono vazio pode ser explorado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} has no outpost to take off.</source>
            <translation>O hexágono {hex} não tem posto avançado para retirar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} has no territory tile to take off.</source>
            <translation>O hexágono {hex} não tem peça de território para retirar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} has no territory yet: explore a tile onto it before an outpost can go there.</source>
            <translation>O hexágono {hex} ainda não tem território: explore uma peça nele antes que um posto avançado possa ir para lá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex} waits for the trap check: say first whether the discarded card was a trap.</source>
            <translation>O hexágono {hex} aguarda a verificação de armadilha: diga primeiro se a carta descartada era uma armadilha.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>It is the bots' turn: confirm their steps first.</source>
            <translation>É o turno dos bots: confirme primeiro os passos deles.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Keep rolling: the die must show one of {allowed}, not {face}.</source>
            <translation>Continue rolando: o dado deve mostrar um de {allowed}, não {face}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Level 6: choose the Automa's second civilization.</source>
            <translation>Nível 6: escolha a segunda civilização do Automa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>No outpost lies toppled on hex {hex}.</source>
            <translation>Nenhum posto avançado está derrubado no hexágono {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>No outpost stands on hex {hex}.</source>
            <translation>Nenhum posto avançado está de pé no hexágono {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Nobody holds the landmark on {track} space {space}.</source>
            <translation>Ninguém tem o marco da trilha {track}, espaço {space}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Only level 6 gives the Automa a second civilization (this game is level {level}).</source>
            <translation>Só o nível 6 dá ao Automa uma segunda civilização (este jogo é nível {level}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Outposts stand on hex {hex}: take them off before its tile.</source>
            <translation>Há postos avançados no hexágono {hex}: retire-os antes da peça.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Space {space} of the {track} track has no landmark (they are on 4, 7 and 10).</source>
            <translation>O espaço {space} da trilha {track} não tem marco (eles ficam no 4, 7 e 10).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Tapestry cards beside the Automa's income mat: {count} already.</source>
            <translation>Cartas de tapeçaria ao lado do tabuleiro de renda do Automa: já são {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Territory tile {tile} lies on the map already.</source>
            <translation>A peça de território {tile} já está no mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Territory tiles are numbered 1 to {last}, not {tile}.</source>
            <translation>As peças de território são numeradas de 1 a {last}, não {tile}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>That token is on {track} space {space} already.</source>
            <translation>Esse marcador já está na trilha {track}, espaço {space}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The Automa already plays the {civ}: choose another second civilization.</source>
            <translation>O Automa já joga com os {civ}: escolha outra segunda civilização.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The Shadow Empire can only gain the achievement for completing a track.</source>
            <translation>O Império das Sombras só pode ganhar a conquista por completar uma trilha.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The Shadow Empire's favourite must differ from the Automa's ({track}): roll the science die again.</source>
            <translation>A trilha favorita do Império das Sombras deve ser diferente da do Automa ({track}): role o dado de ciência de novo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The Shadow Empire's outposts are only ever placed toppled (hex {hex}).</source>
            <translation>Os postos avançados do Império das Sombras só são colocados derrubados (hexágono {hex}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The app is waiting for another answer: {expected}.</source>
            <translation>O app espera outra resposta: {expected}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The board changed since this step was planned; here is the new plan.</source>
            <translation>O tabuleiro mudou desde que este passo foi planejado; eis o novo plano.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots did not ask "{kind}".</source>
            <translation>Os bots não perguntaram "{kind}".</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots do not do "{kind}".</source>
            <translation>Os bots não fazem "{kind}".</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The game is over: undo to go back, or start a new game.</source>
            <translation>O jogo terminou: desfaça para voltar, ou comece um novo jogo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The pair is two different cards: card {card} cannot be both.</source>
            <translation>O par são duas cartas diferentes: a carta {card} não pode ser as duas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The table changed since this step was planned: it is planned again.</source>
            <translation>A mesa mudou desde que este passo foi planejado: ele é planejado de novo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The territory on hex {hex} is printed on the board: it cannot be taken off.</source>
            <translation>O território no hexágono {hex} está impresso no tabuleiro: não pode ser retirado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>There is no hex {hex} on the small map.</source>
            <translation>Não existe hexágono {hex} no mapa pequeno.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>This question needs another answer: {expected}.</source>
            <translation>Esta pergunta precisa de outra resposta: {expected}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>You have taken all {turns} income turns: your game ends with the 5th.</source>
            <translation>Você já fez todos os {turns} turnos de renda: seu jogo termina com o 5º.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} controls hex {hex} already: a territory you control cannot be conquered.</source>
            <translation>{side} já controla o hexágono {hex}: um território que você controla não pode ser conquistado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} controls hex {hex}: topple that outpost before another stands up.</source>
            <translation>{side} controla o hexágono {hex}: derrube esse posto avançado antes que outro fique de pé.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} does not have that achievement.</source>
            <translation>{side} não tem essa conquista.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} has that achievement already: nobody earns the same achievement twice.</source>
            <translation>{side} já tem essa conquista: ninguém ganha a mesma conquista duas vezes.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side} holds the landmark on {track} space {space} already.</source>
            <translation>{side} já tem o marco da trilha {track}, espaço {space}.</translation>
        </message>
    </context>
    <context>
        <name>TapestryNames</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Complete any advancement track</source>
            <translation>Completar qualquer trilha de avanço</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquer the middle island</source>
            <translation>Conquistar a ilha central</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquerors</source>
            <translation>Conquistadores</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Engineers</source>
            <translation>Engenheiros</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Explorers</source>
            <translation>Exploradores</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Scientists</source>
            <translation>Cientistas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The Automa</source>
            <translation>O Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The Shadow Empire</source>
            <translation>O Império das Sombras</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Topple two opponent outposts</source>
            <translation>Derrubar dois postos avançados adversários</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>You</source>
            <translation>Você</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>a tie</source>
            <translation>empate</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>conquers</source>
            <translation>conquista</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>conquers your territory</source>
            <translation>conquista seu território</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>every track not finished</source>
            <translation>toda trilha não concluída</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>exploration</source>
            <translation>exploração</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>explores</source>
            <translation>explora</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>favourite</source>
            <translation>favorita</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>military</source>
            <translation>militar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>no</source>
            <translation>não</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>nobody</source>
            <translation>ninguém</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>none</source>
            <translation>nenhum</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>science</source>
            <translation>ciência</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>technology</source>
            <translation>tecnologia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the Automa</source>
            <translation>o Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the Automa's</source>
            <translation>o Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the Shadow Empire</source>
            <translation>o Império das Sombras</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the Shadow Empire's</source>
            <translation>o Império das Sombras</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the app</source>
            <translation>o app</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the bots</source>
            <translation>os bots</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the decision pair drawn</source>
            <translation>o par de cartas de decisão sacado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the priority card drawn</source>
            <translation>a carta de prioridade sacada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the science die's face</source>
            <translation>a face do dado de ciência</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the table</source>
            <translation>a mesa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the track closest to a free landmark or its end</source>
            <translation>a trilha mais próxima de um marco livre ou do seu fim</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>the track closest to its end</source>
            <translation>a trilha mais próxima do seu fim</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>whether a trap is played</source>
            <translation>se uma armadilha é jogada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>yes</source>
            <translation>sim</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>you</source>
            <translation>você</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>your</source>
            <translation>você</translation>
        </message>
    </context>
    <context>
        <name>TapestryPanels</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source> VP</source>
            <translation> PV</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>&amp;No trap</source>
            <translation>&amp;Sem armadilha</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>&amp;Not a trap</source>
            <translation>&amp;Não era armadilha</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>&amp;Roll for me</source>
            <translation>&amp;Role por mim</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>A ↓ reads down · S ↑ reads up</source>
            <translation>A ↓ lê para baixo · S ↑ lê para cima</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card &amp;drawn</source>
            <translation>Carta &amp;sacada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n}</source>
            <translation>Carta {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n} · priority half</source>
            <translation>Carta {n} · metade de prioridade</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n} · track half</source>
            <translation>Carta {n} · metade de trilha</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n} — corrected by the table</source>
            <translation>Carta {n} — corrigida pela mesa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n} — ⚠ check this card</source>
            <translation>Carta {n} — ⚠ verifique esta carta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n}, priority half: track order {order} (the Automa reads it top to bottom, the Shadow Empire bottom to top); {topple}; hex diagram {pattern}.</source>
            <translation>Carta {n}, metade de prioridade: ordem das trilhas {order} (o Automa a lê de cima para baixo, o Império das Sombras de baixo para cima); {topple}; diagrama de hexágonos {pattern}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Card {n}, track half: {income}; the Automa advances on {a}; the Shadow Empire on {s}.</source>
            <translation>Carta {n}, metade de trilha: {income}; o Automa avança em {a}; o Império das Sombras em {s}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Civilization: {civs}</source>
            <translation>Civilização: {civs}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Decision deck: {n} left · progress deck: {p} · discard pile (you may look): {d}</source>
            <translation>Baralho de decisão: restam {n} · baralho de progresso: {p} · descarte (pode olhar): {d}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Faces that count: {faces}</source>
            <translation>Faces que contam: {faces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Favourite track: {t}</source>
            <translation>Trilha favorita: {t}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>I play a &amp;trap</source>
            <translation>Jogo uma &amp;armadilha</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>I take my &amp;income turn</source>
            <translation>Faço meu turno de &amp;renda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>It was a &amp;trap</source>
            <translation>Era uma &amp;armadilha</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Landmarks: {n}</source>
            <translation>Marcos: {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Left card (track half)</source>
            <translation>Carta da esquerda (metade de trilha)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Left card:</source>
            <translation>Carta da esquerda:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Left: card {t} · right: card {p} — {state}</source>
            <translation>Esquerda: carta {t} · direita: carta {p} — {state}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>No VP, no benefits; its outposts come with the Automa's conquests.</source>
            <translation>Sem PV, sem benefícios; seus postos avançados vêm com as conquistas do Automa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>No pair drawn yet.</source>
            <translation>Nenhum par sacado ainda.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Pair &amp;drawn</source>
            <translation>Par &amp;sacado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Progress card drawn</source>
            <translation>Carta de progresso sacada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Progress card drawn:</source>
            <translation>Carta de progresso sacada:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Right card (priority half)</source>
            <translation>Carta da direita (metade de prioridade)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Right card:</source>
            <translation>Carta da direita:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Tapestry cards: {beside} beside the mat, {on} on it</source>
            <translation>Cartas de tapeçaria: {beside} ao lado do tabuleiro, {on} nele</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>The Automa</source>
            <translation>O Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>The Shadow Empire</source>
            <translation>O Império das Sombras</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>The app rolls the science die (from the game's seed)</source>
            <translation>O app rola o dado de ciência (pela semente do jogo)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>You</source>
            <translation>Você</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Your VP</source>
            <translation>Seus PV</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>income icon</source>
            <translation>ícone de renda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>no card yet</source>
            <translation>nenhuma carta ainda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>no income icon</source>
            <translation>sem ícone de renda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>no topple icon</source>
            <translation>sem ícone de derrubar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>proposed draw (confirm to play it)</source>
            <translation>saque proposto (confirme para jogá-lo)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>the pair in play</source>
            <translation>o par em jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>topple icon</source>
            <translation>ícone de derrubar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>{vp} VP · income turns {n}/5</source>
            <translation>{vp} PV · turnos de renda {n}/5</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>— the card you drew —</source>
            <translation>— a carta que você sacou —</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>⚠ check this card</source>
            <translation>⚠ verifique esta carta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>✎ corrected by the table</source>
            <translation>✎ corrigida pela mesa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>⟳ Income icon</source>
            <translation>⟳ Ícone de renda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>⤓ Topple icon</source>
            <translation>⤓ Ícone de derrubar</translation>
        </message>
    </context>
    <context>
        <name>TapestryReasons</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n Automa territory(ies)</source>
            <translation>
                <numerusform>%n território do Automa</numerusform>
                <numerusform>%n territórios do Automa</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n benefit(s)</source>
            <translation>
                <numerusform>%n benefício</numerusform>
                <numerusform>%n benefícios</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n carta</numerusform>
                <numerusform>%n cartas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n controlled territory(ies)</source>
            <translation>
                <numerusform>%n território controlado</numerusform>
                <numerusform>%n territórios controlados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n landmark(s)</source>
            <translation>
                <numerusform>%n marco</numerusform>
                <numerusform>%n marcos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n space(s)</source>
            <translation>
                <numerusform>%n espaço</numerusform>
                <numerusform>%n espaços</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>%n territory(ies)</source>
            <translation>
                <numerusform>%n território</numerusform>
                <numerusform>%n territórios</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Achievement {achievement} for {side}: gained {gained}</source>
            <translation>Conquista {achievement} para {side}: ganha {gained}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Achievements</source>
            <translation>Conquistas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Advancing on a track</source>
            <translation>Avançar em uma trilha</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Automa rules (Tapestry): {section}</source>
            <translation>Regras do Automa (Tapestry): {section}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Benefits</source>
            <translation>Benefícios</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Bots' step: {action}</source>
            <translation>Passo dos bots: {action}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Card {card} is played with the values the table corrected.</source>
            <translation>A carta {card} é jogada com os valores corrigidos pela mesa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Closest to a free landmark or the end for {side} ({distance} away): {tracks}.</source>
            <translation>Mais perto de um marco livre ou do fim para {side} (a {distance}): {tracks}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Closest to its end for {side} ({distance} away): {tracks}.</source>
            <translation>Mais perto do fim para {side} (a {distance}): {tracks}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Components to remove</source>
            <translation>Componentes a remover</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquer</source>
            <translation>Conquistar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquering an opponent</source>
            <translation>Conquistar um adversário</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Conquering neutral hexes</source>
            <translation>Conquistar hexágonos neutros</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Conquerors: 1 VP for each territory the Automa controls ({territories}): {vp} VP.</source>
            <translation>Conquistadores: 1 PV por território que o Automa controla ({territories}): {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Conquerors: every Shadow Empire outpost is on the map already: no toppled Shadow Empire outpost is placed.</source>
            <translation>Conquistadores: todos os postos avançados do Império das Sombras já estão no mapa: nenhum posto avançado derrubado do Império das Sombras é colocado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Conquerors: more than 2 Automa territories have a single token ({hexes}): put a toppled Shadow Empire outpost on {hex}.</source>
            <translation>Conquistadores: mais de 2 territórios do Automa têm um só marcador ({hexes}): coloque um posto avançado derrubado do Império das Sombras em {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Conquerors: the Automa controls {territories}, not fewer than the income turn number {number}: no conquer.</source>
            <translation>Conquistadores: o Automa controla {territories}, não menos que o número do turno de renda {number}: sem conquista.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Conquerors: {count} with a single token, not more than 2: no Shadow Empire outpost.</source>
            <translation>Conquistadores: {count} com um só marcador, não mais que 2: sem posto avançado do Império das Sombras.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision card back to the printed data: {card}</source>
            <translation>Carta de decisão de volta aos dados impressos: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision card corrected: {card}</source>
            <translation>Carta de decisão corrigida: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Decision cards drawn: {track_card} (track card) and {priority_card} (priority card)</source>
            <translation>Cartas de decisão sacadas: {track_card} (carta de trilha) e {priority_card} (carta de prioridade)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Difficulty levels</source>
            <translation>Níveis de dificuldade</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Discard the 3 face-up technology cards and lay out 3 new ones.</source>
            <translation>Descarte as 3 cartas de tecnologia face para cima e revele 3 novas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Distances</source>
            <translation>Distâncias</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Draw the top 2 decision cards ({left} in the deck), lay them face up in random order and enter them: the left card is the track card, the right card the priority card.</source>
            <translation>Saque as 2 cartas de decisão do topo ({left} no baralho), coloque-as face para cima em ordem aleatória e informe-as: a carta da esquerda é a carta de trilha, a da direita a carta de prioridade.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>End of the game</source>
            <translation>Fim do jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Engineers: 1 VP for each landmark of the Automa ({landmarks}): {vp} VP.</source>
            <translation>Engenheiros: 1 PV por marco do Automa ({landmarks}): {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Explore</source>
            <translation>Explorar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Explorers, income turn {number}: the Automa advances on {track} and gains the benefit.</source>
            <translation>Exploradores, turno de renda {number}: o Automa avança em {track} e ganha o benefício.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Farthest from your territories ({targets}): every possible hex ({kept}) is at distance {steps}.</source>
            <translation>Mais longe dos seus territórios ({targets}): todo hexágono possível ({kept}) está à distância {steps}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Farthest from your territories ({targets}): {kept} at distance {steps}; closer: {dropped}.</source>
            <translation>Mais longe dos seus territórios ({targets}): {kept} à distância {steps}; mais perto: {dropped}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Farthest from your territories ({targets}): {kept}, with no path to them at all; closer: {dropped}.</source>
            <translation>Mais longe dos seus territórios ({targets}): {kept}, sem nenhum caminho até eles; mais perto: {dropped}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Going back on {track}, the Automa gains the benefit of the space it lands on.</source>
            <translation>Voltando em {track}, o Automa ganha o benefício do espaço onde para.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Hex diagram {pattern}: tried {tried} → {hex}, the first possible hex met.</source>
            <translation>Diagrama de hexágonos {pattern}: tentou {tried} → {hex}, o primeiro hexágono possível encontrado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex}: the Automa's discarded tapestry card was a trap (cards left: {cards})</source>
            <translation>Hexágono {hex}: a carta de tapeçaria descartada do Automa era uma armadilha (cartas restantes: {cards})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex}: the Automa's discarded tapestry card was no trap (cards left: {cards})</source>
            <translation>Hexágono {hex}: a carta de tapeçaria descartada do Automa não era armadilha (cartas restantes: {cards})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex}: you played a trap against the Automa's conquest</source>
            <translation>Hexágono {hex}: você jogou uma armadilha contra a conquista do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Hex {hex}: you played no trap against the Automa's conquest</source>
            <translation>Hexágono {hex}: você não jogou armadilha contra a conquista do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Hexes the Automa may conquer or explore: {hexes}.</source>
            <translation>Hexágonos que o Automa pode conquistar ou explorar: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>Hexes the Automa may explore: {hexes}.</source>
            <translation>Hexágonos que o Automa pode explorar: {hexes}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>How many progress cards each income turn adds at level {level} (the sources differ).</source>
            <translation>Quantas cartas de progresso cada turno de renda acrescenta no nível {level} (as fontes divergem).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Income turn 1: progress card {card} is the priority card; the progress deck is shuffled afterwards.</source>
            <translation>Turno de renda 1: a carta de progresso {card} é a carta de prioridade; depois o baralho de progresso é embaralhado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Landmark on {track} space {space}: {owner}</source>
            <translation>Marco na trilha {track}, espaço {space}: {owner}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Landmarks</source>
            <translation>Marcos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level 1: you advance once on each of the 4 tracks, in any order, gaining the benefits.</source>
            <translation>Nível 1: você avança uma vez em cada uma das 4 trilhas, em qualquer ordem, ganhando os benefícios.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level 5: {side} advances on its favourite track, {track}.</source>
            <translation>Nível 5: {side} avança na sua trilha favorita, {track}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level 6: {side} advances once on every track, now {track}.</source>
            <translation>Nível 6: {side} avança uma vez em cada trilha, agora {track}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Level {level} ({name}): the Automa's income mat normal side up.</source>
            <translation>Nível {level} ({name}): o tabuleiro de renda do Automa com o lado normal para cima.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Level {level} ({name}): the Automa's income mat normal side up; cover the income chart on the Automa's income mat with the level {level} card.</source>
            <translation>Nível {level} ({name}): o tabuleiro de renda do Automa com o lado normal para cima; cubra a tabela de renda do tabuleiro de renda do Automa com a carta de nível {level}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Level {level} ({name}): turn the Automa's income mat harder side up.</source>
            <translation>Nível {level} ({name}): vire o tabuleiro de renda do Automa para o lado mais difícil.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>Level {level} ({name}): turn the Automa's income mat harder side up; the Automa also plays the {civ} (your choice): its favourite track has no effect, and in each income turn its effects come after the first civilization's.</source>
            <translation>Nível {level} ({name}): vire o tabuleiro de renda do Automa para o lado mais difícil; o Automa também joga com os {civ} (à sua escolha): a trilha favorita dessa civilização não tem efeito, e em cada turno de renda os efeitos dela vêm depois dos da primeira civilização.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level {level} adds no progress card at income turn {number}.</source>
            <translation>O nível {level} não acrescenta carta de progresso no turno de renda {number}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Level {level}: the Automa gains a tapestry card, face down beside its income mat.</source>
            <translation>Nível {level}: o Automa ganha uma carta de tapeçaria, virada para baixo ao lado do tabuleiro de renda dele.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>New pair: track card {track_card}, priority card {priority_card}; {left} left in the deck.</source>
            <translation>Novo par: carta de trilha {track_card}, carta de prioridade {priority_card}; restam {left} no baralho.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No possible hex has a path to your territories ({targets}): all stay ({kept}).</source>
            <translation>Nenhum hexágono possível tem caminho até seus territórios ({targets}): todos ficam ({kept}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No territory of yours has a single token, and no possible hex has a path to your territories ({targets}): all stay ({kept}).</source>
            <translation>Nenhum território seu tem um só marcador, e nenhum hexágono possível tem caminho até seus territórios ({targets}): todos ficam ({kept}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No territory of yours has a single token: closest to any territory you control ({targets}): {kept} at distance {steps}; farther: {dropped}.</source>
            <translation>Nenhum território seu tem um só marcador: mais perto de qualquer território que você controla ({targets}): {kept} à distância {steps}; mais longe: {dropped}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No territory of yours has a single token: every possible hex ({kept}) is at distance {steps} from your territories ({targets}).</source>
            <translation>Nenhum território seu tem um só marcador: todo hexágono possível ({kept}) está à distância {steps} dos seus territórios ({targets}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>No topple icon on the priority card: the hexes next to your territories ({hexes}) are left out.</source>
            <translation>Sem ícone de derrubar na carta de prioridade: os hexágonos vizinhos aos seus territórios ({hexes}) ficam de fora.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>On {side}'s favourite track, {track}, a token is further on ({by}).</source>
            <translation>{side} — trilha favorita {track}: há um marcador mais à frente ({by}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Outpost toppled on hex {hex}</source>
            <translation>Posto avançado derrubado no hexágono {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Preferred hexes (the hex diagram)</source>
            <translation>Hexágonos preferidos (o diagrama de hexágonos)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Progress card drawn as the priority card: {card}</source>
            <translation>Carta de progresso sacada como carta de prioridade: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Progress cards {cards} from the top of the progress deck go on the decision discard pile.</source>
            <translation>As cartas de progresso {cards} do topo do baralho de progresso vão para o descarte de decisão.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Put back in the box: the tapestry cards {tapestry}; the civilizations {civilizations}.</source>
            <translation>Devolva à caixa: as cartas de tapeçaria {tapestry}; as civilizações {civilizations}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Put the top card of the tapestry deck face down on the Automa's income mat: it covers column {column}.</source>
            <translation>Coloque a carta do topo do baralho de tapeçaria virada para baixo no tabuleiro de renda do Automa: ela cobre a coluna {column}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Put the top {count} of the progress deck on the decision discard pile.</source>
            <translation>Coloque as {count} do topo do baralho de progresso no descarte de decisão.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Roll the science die for the Automa: it advances on the track rolled.</source>
            <translation>Role o dado de ciência para o Automa: ele avança na trilha sorteada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Roll the science die until it shows one of {faces}: the Automa advances there and gains the benefit.</source>
            <translation>Role o dado de ciência até mostrar um de {faces}: o Automa avança ali e ganha o benefício.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Roll the science die until it shows one of {faces}: the Automa goes back one space there and gains that space's benefit.</source>
            <translation>Role o dado de ciência até mostrar um de {faces}: o Automa volta um espaço ali e ganha o benefício desse espaço.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Science die rolled at the table: {face}</source>
            <translation>Dado de ciência rolado na mesa: {face}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Science die rolled by the app: {faces}</source>
            <translation>Dado de ciência rolado pelo app: {faces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Scientists: their research begins at income turn 3 (this is turn {number}).</source>
            <translation>Cientistas: a pesquisa deles começa no turno de renda 3 (este é o turno {number}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Setup</source>
            <translation>Preparação</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Shuffle decision cards 8-22 as the progress deck; shuffle its top card with cards 1-7 as the decision deck. You enter each pair you draw.</source>
            <translation>Embaralhe as cartas de decisão 8-22 como baralho de progresso; embaralhe a carta do topo dele com as cartas 1-7 como baralho de decisão. Você informa cada par que sacar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Shuffle every decision card of this era (the deck, the discards, the pair, the cards just added): a new deck of {cards}.</source>
            <translation>Embaralhe todas as cartas de decisão desta era (o baralho, os descartes, o par, as cartas recém-adicionadas): um novo baralho de {cards}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Space {space} of {track} has nothing the Automa gains.</source>
            <translation>O espaço {space} de {track} não tem nada que o Automa ganhe.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Space {space} of {track}: the Automa gains {count}, shown next.</source>
            <translation>Espaço {space} de {track}: o Automa ganha {count}, mostrados a seguir.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>Start of the game</source>
            <translation>Início do jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Tapestry cards beside the Automa's income mat: {count}</source>
            <translation>Cartas de tapeçaria ao lado do tabuleiro de renda do Automa: {count}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Territory tile explored onto hex {hex}</source>
            <translation>Peça de território explorada no hexágono {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Territory tile taken off hex {hex}</source>
            <translation>Peça de território retirada do hexágono {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can legally conquer territories you control ({hexes}): it conquers one of yours.</source>
            <translation>O Automa pode conquistar legalmente territórios que você controla ({hexes}): ele conquista um dos seus.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can no longer gain "Conquer the middle island": the middle island decides nothing.</source>
            <translation>O Automa não pode mais ganhar "Conquistar a ilha central": a ilha central não decide nada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can still gain "Conquer the middle island", but no possible hex has a path to it ({targets}): all stay ({kept}).</source>
            <translation>O Automa ainda pode ganhar "Conquistar a ilha central", mas nenhum hexágono possível tem caminho até ela ({targets}): todos ficam ({kept}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can still gain "Conquer the middle island": closest to the middle island ({targets}): {kept} at distance {steps}; farther: {dropped}.</source>
            <translation>O Automa ainda pode ganhar "Conquistar a ilha central": mais perto da ilha central ({targets}): {kept} à distância {steps}; mais longe: {dropped}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa can still gain "Conquer the middle island": every possible hex ({kept}) is at distance {steps} from it ({targets}).</source>
            <translation>O Automa ainda pode ganhar "Conquistar a ilha central": todo hexágono possível ({kept}) está à distância {steps} dela ({targets}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa cannot legally conquer any territory you control: it conquers a neutral hex.</source>
            <translation>O Automa não pode conquistar legalmente nenhum território que você controla: ele conquista um hexágono neutro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa conquers the empty hex {hex}: draw a territory tile, lay it face up in a random orientation, and put an Automa outpost on it.</source>
            <translation>O Automa conquista o hexágono vazio {hex}: saque uma peça de território, coloque-a face para cima em orientação aleatória e ponha nela um posto avançado do Automa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa conquers the territory {hex}: put an Automa outpost on it.</source>
            <translation>O Automa conquista o território {hex}: ponha nele um posto avançado do Automa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>The Automa conquers your territory {hex}, and your trap stops it: put an Automa outpost there toppled; yours stays standing and the territory stays yours.</source>
            <translation>O Automa conquista seu território {hex}, e sua armadilha o impede: ponha ali um posto avançado do Automa derrubado; o seu fica de pé e o território continua seu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_review.py" />
            <source>The Automa conquers your territory {hex}: do you play a trap from your hand?</source>
            <translation>O Automa conquista seu território {hex}: você joga uma armadilha da sua mão?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa conquers your territory {hex}: put an Automa outpost there and topple yours.</source>
            <translation>O Automa conquista seu território {hex}: ponha ali um posto avançado do Automa e derrube o seu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa explores {hex}: draw a territory tile and lay it there face up in a random orientation.</source>
            <translation>O Automa explora {hex}: saque uma peça de território e coloque-a ali face para cima em orientação aleatória.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa first, then the Shadow Empire, each in the order {order}.</source>
            <translation>Primeiro o Automa, depois o Império das Sombras, cada um na ordem {order}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa gains a tapestry card: put one face down beside its income mat ({cards} there now).</source>
            <translation>O Automa ganha uma carta de tapeçaria: coloque uma virada para baixo ao lado do tabuleiro de renda dele ({cards} lá agora).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa has no hex it may conquer or explore: the conquer action is skipped.</source>
            <translation>O Automa não tem hexágono que possa conquistar ou explorar: a ação de conquistar é pulada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa has no hex it may explore: the explore action is skipped.</source>
            <translation>O Automa não tem hexágono que possa explorar: a ação de explorar é pulada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa has no outpost left in its supply: it cannot conquer, the action is skipped.</source>
            <translation>O Automa não tem mais postos avançados na reserva: não pode conquistar, a ação é pulada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa is the first to reach space {space} of {track}: the {landmark} goes on its income mat.</source>
            <translation>O Automa é o primeiro a alcançar o espaço {space} de {track}: o marco {landmark} vai para o tabuleiro de renda dele.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa needs a priority card: draw the top card of the progress deck and enter it; shuffle the progress deck afterwards.</source>
            <translation>O Automa precisa de uma carta de prioridade: saque a carta do topo do baralho de progresso e informe-a; depois embaralhe o baralho de progresso.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The Automa plays the {civ} ({rolled} rolled {track} on the science die): its favourite track is {track}.</source>
            <translation>O Automa joga com os {civ} ({rolled} tirou {track} no dado de ciência): a trilha favorita dele é {track}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Automa starts era {number} before you: {vp} VP.</source>
            <translation>O Automa começa a era {number} antes de você: {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Automa's favourite track is military: every possible hex goes to the hex diagram.</source>
            <translation>A trilha favorita do Automa é militar: todo hexágono possível vai para o diagrama de hexágonos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The Shadow Empire</source>
            <translation>O Império das Sombras</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The Shadow Empire has no outpost left: no toppled Shadow Empire outpost is placed.</source>
            <translation>O Império das Sombras não tem mais postos avançados: nenhum posto avançado derrubado do Império das Sombras é colocado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Shadow Empire is the first to reach space {space} of {track}: the {landmark} goes on the Automa's income mat.</source>
            <translation>O Império das Sombras é o primeiro a alcançar o espaço {space} de {track}: o marco {landmark} vai para o tabuleiro de renda do Automa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Shadow Empire may gain only this achievement, and scores no VP for it.</source>
            <translation>O Império das Sombras só pode ganhar esta conquista, e não marca PV por ela.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Shadow Empire never gains benefits.</source>
            <translation>O Império das Sombras nunca ganha benefícios.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The Shadow Empire's favourite track is {track} (rolled until it differs from the Automa's; rolls: {rolls}).</source>
            <translation>A trilha favorita do Império das Sombras é {track} (rolado até diferir da do Automa; rolagens: {rolls}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The Shadow Empire's token takes the {vp} VP space: whoever completes a track after it scores the next space down.</source>
            <translation>O marcador do Império das Sombras ocupa o espaço de {vp} PV: quem completar uma trilha depois dele marca o espaço seguinte abaixo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>The app shuffled the progress deck (cards 8-22) and shuffled its top card, {added}, into cards 1-7: the decision deck holds 8 cards.</source>
            <translation>O app embaralhou o baralho de progresso (cartas 8-22) e embaralhou a carta do topo dele, {added}, com as cartas 1-7: o baralho de decisão tem 8 cartas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots have taken their 5th income turn: they take no more turns.</source>
            <translation>Os bots fizeram seu 5º turno de renda: não jogam mais turnos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots' first turn is their income turn 1.</source>
            <translation>O primeiro turno dos bots é o turno de renda 1 deles.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots' income turn {number} (level {level}): the income chart, top to bottom.</source>
            <translation>Turno de renda {number} dos bots (nível {level}): a tabela de renda, de cima para baixo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots' income turn {number} ends.</source>
            <translation>O turno de renda {number} dos bots termina.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The bots' turn ends.</source>
            <translation>O turno dos bots termina.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The bots' turn, step</source>
            <translation>Turno dos bots, passo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The decision deck is empty when a card must be drawn: the bots take income turn {number}.</source>
            <translation>O baralho de decisão está vazio quando uma carta deve ser sacada: os bots fazem o turno de renda {number}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The deck is now empty and track card {card} shows the income symbol: the bots take income turn {number} instead of advancing.</source>
            <translation>Agora o baralho está vazio e a carta de trilha {card} mostra o símbolo de renda: os bots fazem o turno de renda {number} em vez de avançar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The game is over: you and the Automa have both finished the 5th income turn. You {human_vp} VP, the Automa {automa_vp} VP — winner: {winner}.</source>
            <translation>O jogo terminou: você e o Automa concluíram o 5º turno de renda. Você {human_vp} PV, o Automa {automa_vp} PV — vencedor: {winner}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The hex diagram of priority card {card} looks at {tried}.</source>
            <translation>O diagrama de hexágonos da carta de prioridade {card} examina {tried}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The income turn</source>
            <translation>O turno de renda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The last pair (cards {track_card} and {priority_card}) goes to the discard pile.</source>
            <translation>O último par (cartas {track_card} e {priority_card}) vai para o descarte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The multipliers are those of column {column} of the income mat, the first one no tapestry card covers.</source>
            <translation>Os multiplicadores são os da coluna {column} do tabuleiro de renda, a primeira que nenhuma carta de tapeçaria cobre.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>The pair of decision cards</source>
            <translation>O par de cartas de decisão</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The science die shows {face} (rolls: {rolls}).</source>
            <translation>O dado de ciência mostra {face} (rolagens: {rolls}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The sources disagree on the Explorers card; this app advances on exploration at income turns 2 and 4, on military at 3 and 5.</source>
            <translation>As fontes divergem sobre a carta Exploradores; este app avança em exploração nos turnos de renda 2 e 4, em militar no 3 e no 5.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The topple icon places no Shadow Empire outpost on the middle island.</source>
            <translation>O ícone de derrubar não coloca posto avançado do Império das Sombras na ilha central.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>The topple icon: put a toppled Shadow Empire outpost on {hex} too.</source>
            <translation>O ícone de derrubar: coloque também um posto avançado derrubado do Império das Sombras em {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>The trap toppled your outpost: outposts toppled by the Automa's traps count for its achievement too (the base game's achievements).</source>
            <translation>A armadilha derrubou seu posto avançado: postos avançados derrubados pelas armadilhas do Automa também contam para a conquista dele (as conquistas do jogo base).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>The {landmark} was taken already (by {owner}): nobody else gains it.</source>
            <translation>O marco {landmark} já foi pego ({owner}): ninguém mais o ganha.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>This advance is without the benefit: the Automa gains nothing on space {space} of {track}.</source>
            <translation>Este avanço é sem o benefício: o Automa não ganha nada no espaço {space} de {track}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Tie: priority card {card} read top to bottom ({order}) puts {track} first.</source>
            <translation>Empate: a carta de prioridade {card} lida de cima para baixo ({order}) põe {track} primeiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Tie: the Shadow Empire reads priority card {card} bottom to top ({order}): {track} comes first.</source>
            <translation>Empate: o Império das Sombras lê a carta de prioridade {card} de baixo para cima ({order}): {track} vem primeiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Top outpost taken off hex {hex}</source>
            <translation>Posto avançado de cima retirado do hexágono {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>Toppled outpost stood up again on hex {hex}</source>
            <translation>Posto avançado derrubado posto de pé de novo no hexágono {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Track card {card} tells {side} to advance on {advance}.</source>
            <translation>A carta de trilha {card} manda {side} avançar em {advance}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>Tracks {side} has not finished: {tracks}.</source>
            <translation>Trilhas não concluídas ({side}): {tracks}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>Traps</source>
            <translation>Armadilhas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>VP for {spaces} advanced on military and science, × {multiplier}: {vp} VP.</source>
            <translation>PV por {spaces} avançados em militar e ciência, × {multiplier}: {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>VP for {spaces} advanced on technology and exploration, × {multiplier}: {vp} VP.</source>
            <translation>PV por {spaces} avançados em tecnologia e exploração, × {multiplier}: {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>VP for {territories} and {landmarks} on its mat, × {multiplier}: {vp} VP.</source>
            <translation>PV por {territories} e {landmarks} no tabuleiro, × {multiplier}: {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/reasons.py" />
            <source>What the bots never gain</source>
            <translation>O que os bots nunca ganham</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>You conquered the Automa's territory {hex}. Tapestry cards beside its income mat: {cards}. Discard one of them at random: was it a trap?</source>
            <translation>Você conquistou o território {hex} do Automa. Cartas de tapeçaria ao lado do tabuleiro de renda dele: {cards}. Descarte uma delas ao acaso: era uma armadilha?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You control territories with a single token ({targets}), but no possible hex has a path to them: all stay ({kept}).</source>
            <translation>Você controla territórios com um só marcador ({targets}), mas nenhum hexágono possível tem caminho até eles: todos ficam ({kept}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You control territories with a single token ({targets}): closest to them: {kept} at distance {steps}; farther: {dropped}.</source>
            <translation>Você controla territórios com um só marcador ({targets}): mais perto deles: {kept} à distância {steps}; mais longe: {dropped}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You control territories with a single token ({targets}): every possible hex ({kept}) is at distance {steps} from them.</source>
            <translation>Você controla territórios com um só marcador ({targets}): todo hexágono possível ({kept}) está à distância {steps} deles.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You control the middle island: achievement "Conquer the middle island", {vp} VP (score them on your board).</source>
            <translation>Você controla a ilha central: conquista "Conquistar a ilha central", {vp} PV (marque-os no seu tabuleiro).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_gui.py" />
            <source>You ended your turn</source>
            <translation>Você encerrou seu turno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>You have toppled two of the Automa's outposts: achievement "Topple 2 outposts", {vp} VP (score them on your board).</source>
            <translation>Você derrubou dois postos avançados do Automa: conquista "Derrubar 2 postos avançados", {vp} PV (marque-os no seu tabuleiro).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>You started era {number} already: no VP for starting it first.</source>
            <translation>Você já começou a era {number}: sem PV por começá-la primeiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>You took an income turn (a new era)</source>
            <translation>Você fez um turno de renda (uma nova era)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{owner} conquered hex {hex}: the outpost standing there is toppled</source>
            <translation>{owner} conquistou o hexágono {hex}: o posto avançado de pé ali é derrubado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{owner}: outpost placed on hex {hex}</source>
            <translation>{owner}: posto avançado colocado no hexágono {hex}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} advances on {track}: space {origin} → {dest}.</source>
            <translation>{side} avança em {track}: espaço {origin} → {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>{side} controls the middle island: achievement "Conquer the middle island", {vp} VP.</source>
            <translation>{side} controla a ilha central: conquista "Conquistar a ilha central", {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} goes back on {track}: space {origin} → {dest}.</source>
            <translation>{side} volta em {track}: espaço {origin} → {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} has reached the end of every track: it does not advance.</source>
            <translation>{side} chegou ao fim de todas as trilhas: não avança.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_map.py" />
            <source>{side} has toppled two opponents' outposts: achievement "Topple 2 outposts", {vp} VP.</source>
            <translation>{side} derrubou dois postos avançados adversários: conquista "Derrubar 2 postos avançados", {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} is at the end of {track}: advancing would push it off the track, nothing happens.</source>
            <translation>{side} está no fim de {track}: avançar o tiraria da trilha, nada acontece.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} is on the start space of {track}: it cannot go back, nothing happens.</source>
            <translation>{side} está no espaço inicial de {track}: não pode voltar, nada acontece.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} keeps {track} as its favourite track: it is on space {space}, no token is further there.</source>
            <translation>{side} mantém {track} como trilha favorita: está no espaço {space}, nenhum marcador está mais à frente ali.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} reached the end of a track: achievement "Complete any advancement track", {vp} VP.</source>
            <translation>{side} chegou ao fim de uma trilha: conquista "Completar qualquer trilha de avanço", {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side} reached the end of its favourite track, {track}.</source>
            <translation>{side} chegou ao fim da sua trilha favorita, {track}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side}'s favourite track changes from {old} to {new}: move its favourite marker.</source>
            <translation>{side}: a trilha favorita muda de {old} para {new}; mova o marcador de favorita.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_bot.py" />
            <source>{side}'s favourite track is chosen again: {track}, the marker stays.</source>
            <translation>{side}: a trilha favorita é escolhida de novo: {track}; o marcador fica.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side}: token on the {track} track to space {space}</source>
            <translation>{side}: marcador da trilha {track} para o espaço {space}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/words_table.py" />
            <source>{side}: {vp} VP</source>
            <translation>{side}: {vp} PV</translation>
        </message>
    </context>
    <context>
        <name>TapestrySetupDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>&amp;Difficulty:</source>
            <translation>&amp;Dificuldade:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Automa's &amp;civilization die:</source>
            <translation>Dado de &amp;civilização do Automa:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Decision cards:</source>
            <translation>Cartas de decisão:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>First &amp;player:</source>
            <translation>&amp;Primeiro jogador:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>I draw the real cards</source>
            <translation>Eu saco as cartas reais</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Level 6: &amp;second civilization:</source>
            <translation>Nível 6: &amp;segunda civilização:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Level 6: the Automa starts with a second civilization of your choice; its favourite track has no effect</source>
            <translation>Nível 6: o Automa começa com uma segunda civilização à sua escolha; a trilha favorita dela não tem efeito</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>New Tapestry game against the Automa and the Shadow Empire</source>
            <translation>Novo jogo de Tapestry contra o Automa e o Império das Sombras</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Rolled until it differs from the Automa's favourite track</source>
            <translation>Rolado até diferir da trilha favorita do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Set up the small map for three players. You start on territory 2/4 whatever your capital mat says; the Automa's two outposts go on 3/5.</source>
            <translation>Prepare o mapa pequeno para três jogadores. Você começa no território 2/4, diga o que disser seu tabuleiro de capital; os dois postos avançados do Automa vão no 3/5.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Shadow Empire's &amp;favourite:</source>
            <translation>&amp;Favorita do Império das Sombras:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Take out of the box</source>
            <translation>Retire da caixa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>Tapestry cards: {cards}.
Civilizations: {civs}.</source>
            <translation>Cartas de tapeçaria: {cards}.
Civilizações: {civs}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The app rolls</source>
            <translation>O app rola</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The app rolls until it differs</source>
            <translation>O app rola até diferir</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The app shuffles and draws</source>
            <translation>O app embaralha e saca</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The bots</source>
            <translation>Os bots</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>The science die rolled for the Automa's civilization card</source>
            <translation>O dado de ciência rolado para a carta de civilização do Automa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>You</source>
            <translation>Você</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/setup.py" />
            <source>— (level 6 only)</source>
            <translation>— (só nível 6)</translation>
        </message>
    </context>
    <context>
        <name>TapestryTurn</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>A tapestry card onto the Automa's income mat (first free space).</source>
            <translation>Uma carta de tapeçaria para o tabuleiro de renda do Automa (primeiro espaço livre).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>A toppled Shadow Empire outpost onto the Automa's hex {hex}.</source>
            <translation>Um posto avançado derrubado do Império das Sombras no hexágono {hex} do Automa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Decision pair: card {t} (track) and card {p} (priority); {left} left.</source>
            <translation>Par de decisão: carta {t} (trilha) e carta {p} (prioridade); restam {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Discard the three face-up technology cards and replace them.</source>
            <translation>Descarte as três cartas de tecnologia face para cima e reponha-as.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Draw two decision cards and enter them: the left one, then the right one.</source>
            <translation>Saque duas cartas de decisão e informe-as: a da esquerda, depois a da direita.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>End of the bots' turn: your turn next.</source>
            <translation>Fim do turno dos bots: seu turno a seguir.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Game over: you {h} VP, the Automa {a} VP — winner: {w}.</source>
            <translation>Fim de jogo: você {h} PV, o Automa {a} PV — vencedor: {w}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Income turn 1: draw the top card of the progress deck and enter it (the priority card), then shuffle the progress deck.</source>
            <translation>Turno de renda 1: saque a carta do topo do baralho de progresso e informe-a (a carta de prioridade), depois embaralhe o baralho de progresso.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Income turn 1: progress card {n} is the priority card.</source>
            <translation>Turno de renda 1: a carta de progresso {n} é a carta de prioridade.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Landmark {name} to the Automa's mat.</source>
            <translation>Marco {name} para o tabuleiro do Automa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Nothing to do.</source>
            <translation>Nada a fazer.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Roll the science die for the Automa and enter the face (or let the app roll).</source>
            <translation>Role o dado de ciência para o Automa e informe a face (ou deixe o app rolar).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa conquers hex {hex}.</source>
            <translation>O Automa conquista o hexágono {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa conquers your territory on hex {hex}.</source>
            <translation>O Automa conquista seu território no hexágono {hex}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa conquers your territory {hex}: do you play a trap from your hand?</source>
            <translation>O Automa conquista seu território {hex}: você joga uma armadilha da sua mão?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa explores hex {hex}: lay a territory tile.</source>
            <translation>O Automa explora o hexágono {hex}: coloque uma peça de território.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa gains a tapestry card: face down beside its mat.</source>
            <translation>O Automa ganha uma carta de tapeçaria: virada para baixo ao lado do tabuleiro dele.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The Automa scores {vp} VP.</source>
            <translation>O Automa marca {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The app could not plan the next step (the log has details): undo or correct the board.</source>
            <translation>O app não conseguiu planejar o próximo passo (detalhes no log): desfaça ou corrija o tabuleiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The bots' income turn {n}.</source>
            <translation>Turno de renda {n} dos bots.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The decision deck changes (income turn).</source>
            <translation>O baralho de decisão muda (turno de renda).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>You conquered the Automa's hex {hex}: discard one of its tapestry cards at random — was it a trap?</source>
            <translation>Você conquistou o hexágono {hex} do Automa: descarte uma das cartas de tapeçaria dele ao acaso — era uma armadilha?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>Your turn: mirror what you do on the board, then End my turn.</source>
            <translation>Seu turno: reproduza no tabuleiro o que você faz, depois Encerrar meu turno.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{side} gains the achievement “{name}”.</source>
            <translation>{side} ganha a conquista “{name}”.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>{side}'s favourite track is now {track}.</source>
            <translation>{side}: a trilha favorita agora é {track}.</translation>
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
            <translation>Tabuleiro de Tapestry</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/board.py" />
            <source>The small map with numbered hexes, the four advancement tracks, your supply and the Automa's income mat. Drag your tokens, outposts and tiles; right-click a hex to edit it.</source>
            <translation>O mapa pequeno com hexágonos numerados, as quatro trilhas de avanço, sua reserva e o tabuleiro de renda do Automa. Arraste seus marcadores, postos avançados e peças; clique com o botão direito em um hexágono para editá-lo.</translation>
        </message>
    </context>
    <context>
        <name>TapestryWorkspace</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>Bots' proposal and reasons</source>
            <translation>Proposta e razões dos bots</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>Decision pair</source>
            <translation>Par de decisão</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>Set up the table as shown (the removed components are listed in the reasons):</source>
            <translation>Prepare a mesa como mostrado (os componentes removidos estão listados nas razões):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>Sides</source>
            <translation>Lados</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>income turn</source>
            <translation>turno de renda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/workspace.py" />
            <source>income turns</source>
            <translation>turnos de renda</translation>
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Apply the bots' proposed step (Enter)</source>
            <translation>Aplicar o passo proposto pelos bots (Enter)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>Bots</source>
            <translation>Bots</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/tapestry/panels.py" />
            <source>You have finished your turn; the bots play (Ctrl+E)</source>
            <translation>Você terminou seu turno; os bots jogam (Ctrl+E)</translation>
        </message>
    </context>
</TS>

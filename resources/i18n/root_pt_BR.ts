<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
    <context>
        <name>AllianceBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Bases</source>
            <translation>Bases</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Martial Law (6.2.5): sympathy placed in {clearings} scores 1 VP less (3+ warriors of one enemy).</source>
            <translation>Lei Marcial (6.2.5): simpatia posicionada em {clearings} vale 1 PV a menos (3+ guerreiros de um mesmo inimigo).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Martial Law: no clearing now.</source>
            <translation>Lei Marcial: nenhuma clareira agora.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Sympathy track</source>
            <translation>Trilha de simpatia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Sympathy: all {on} tokens are on the map; a Spread that cannot place one scores {vp} VP instead.</source>
            <translation>Simpatia: todos os {on} marcadores estão no mapa; uma Distribuição que não puder posicionar um vale {vp} PV no lugar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Sympathy: {on} on the map, {left} on the track. The next token scores {vp} VP.</source>
            <translation>Simpatia: {on} no mapa, {left} na trilha. O próximo marcador vale {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Warriors: {on} on the map, {left} in the supply.</source>
            <translation>Guerreiros: {on} no mapa, {left} no suprimento.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>on the faction board</source>
            <translation>no tabuleiro de facção</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>on the map in {place}</source>
            <translation>no mapa: {place}</translation>
        </message>
    </context>
    <context>
        <name>ArbiterForm</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>&amp;Enlist the Arbiter</source>
            <translation>&amp;Alistar o Árbitro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Do &amp;not enlist</source>
            <translation>&amp;Não alistar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>It &amp;is the Arbiter</source>
            <translation>&amp;É o Árbitro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>It is &amp;not the Arbiter</source>
            <translation>&amp;Não é o Árbitro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Its undamaged &amp;swords:</source>
            <translation>&amp;Espadas não danificadas:</translation>
        </message>
    </context>
    <context>
        <name>Board</name>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>A human battles a bot here…</source>
            <translation>Um humano batalha contra um bot aqui…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>A human removes all enemy pieces here (revolt, favor…)</source>
            <translation>Um humano remove todas as peças inimigas aqui (revolta, favor…)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>A human tries to expose this plot…</source>
            <translation>Um humano tenta expor esta trama…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Burrow</source>
            <translation>Toca</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Clearing {n} ({suit}). Double-click to toggle ruins.</source>
            <translation>Clareira {n} ({suit}). Clique duplo para alternar ruínas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Close the path {a}–{b} again</source>
            <translation>Fechar de novo o caminho {a}–{b}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Closed path {a}–{b}: bots treat it as a path (Law of Rootbotics 12.2.1); right-click to open it</source>
            <translation>Caminho fechado {a}–{b}: os bots o tratam como caminho (Leis da Robótica 12.2.1); clique direito para abri-lo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Craft {item}: +{vp} VP</source>
            <translation>Criar {item}: +{vp} PV</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Discard the order card {card}</source>
            <translation>Descartar a carta de ordens {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Discard {card}</source>
            <translation>Descartar {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Drop a piece outside the map to return it to its supply</source>
            <translation>Solte uma peça fora do mapa para devolvê-la ao suprimento</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Drop the ferry on a coastal clearing.</source>
            <translation>Solte a balsa em uma clareira costeira.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Drop the piece on a clearing or forest (or off the map to remove it).</source>
            <translation>Solte a peça em uma clareira ou floresta (ou fora do mapa para removê-la).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Drop the piece on a clearing or forest.</source>
            <translation>Solte a peça em uma clareira ou floresta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>End of the {faction}'s turn</source>
            <translation>Fim do turno: {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>FERRY</source>
            <translation>BALSA</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Forest {name}: between clearings {list}</source>
            <translation>Floresta {name}: entre as clareiras {list}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Game over</source>
            <translation>Fim de jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Hits on a bot outside battle…</source>
            <translation>Danos em um bot fora de batalha…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Mercenaries</source>
            <translation>Mercenários</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>On the lake's coast.</source>
            <translation>Na margem do lago.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Open the path {a}–{b} (a correction: no VP)</source>
            <translation>Abrir o caminho {a}–{b} (uma correção: sem PV)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Opened by the {faction} (+1 VP)</source>
            <translation>Aberto por: {faction} (+1 PV)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Outrage: no matching card (the Alliance scores 1 VP)</source>
            <translation>Ultraje: nenhuma carta correspondente (a Aliança recebe 1 PV)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Outrage: the human discarded a matching card</source>
            <translation>Ultraje: o humano descartou uma carta correspondente</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>PASS</source>
            <translation>PASSAGEM</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Path {a}–{b}, opened (right-click to close it again)</source>
            <translation>Caminho {a}–{b}, aberto (clique direito para fechá-lo de novo)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Place ruins</source>
            <translation>Posicionar ruínas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Remove ruins</source>
            <translation>Remover ruínas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Right: the plot is removed</source>
            <translation>Certo: a trama é removida</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>River between clearings {a} and {b}</source>
            <translation>Rio entre as clareiras {a} e {b}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The &amp;Riverfolk warriors</source>
            <translation>Os guerreiros &amp;Ribeirinhos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The Corvids reveal this plot: it shows…</source>
            <translation>Os Corvídeos revelam esta trama: ela mostra…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The Duchy's Burrow: adjacent to every clearing with a tunnel; only the Duchy may put pieces here.</source>
            <translation>A Toca do Ducado: adjacente a toda clareira com túnel; apenas o Ducado pode posicionar peças aqui.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The Pass: it wins every highest- and lowest-priority choice of a bot (Law of Rootbotics 12.2.2).</source>
            <translation>A Passagem: ela vence toda escolha de maior e de menor prioridade de um bot (Leis da Robótica 12.2.2).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The ferry sails to clearing {n} with the move.</source>
            <translation>A balsa navega com o movimento até a clareira {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The ferry, at clearing {n}. Drag it to another coastal clearing when it moves.</source>
            <translation>A balsa, na clareira {n}. Arraste-a para outra clareira costeira quando ela se mover.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The lake: its coastal clearings are joined as by a river; the ferry crosses it.</source>
            <translation>O lago: suas clareiras costeiras são ligadas como por um rio; a balsa o atravessa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The {faction} takes {hits} with Mercenaries (Rootbotics 9.2.3 III): half on its own pieces, half on the Riverfolk warriors. Who takes the odd hit?</source>
            <translation>{faction}: recebe {hits} com Mercenários (Leis da Robótica 9.2.3 III): metade nas próprias peças, metade nos guerreiros Ribeirinhos. Quem recebe o dano ímpar?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The {faction}'s &amp;own pieces</source>
            <translation>As peças &amp;próprias de {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Wrong: the Corvids take the card</source>
            <translation>Errado: os Corvídeos pegam a carta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>explore the ruin</source>
            <translation>explorar a ruína</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>guessed {face}</source>
            <translation>palpite: {face}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>no suit marker yet</source>
            <translation>ainda sem marcador de naipe</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>none</source>
            <translation>nenhum</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>ruins here</source>
            <translation>ruínas aqui</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>tunnels: {clearings}</source>
            <translation>túneis: {clearings}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{a} attacks {d}</source>
            <translation>{a} contra {d}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{a} ⚔ {d}: deals {ah} · takes {dh}</source>
            <translation>{a} ⚔ {d}: causa {ah} · recebe {dh}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{count} {faction} {piece}. Drag to move (Shift: the whole stack); drop off the map or press Delete to remove.</source>
            <translation>{faction} — {piece}: {count}. Arraste para mover (Shift: a pilha inteira); solte fora do mapa ou tecle Delete para remover.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction} +{vp} VP</source>
            <translation>{faction} +{vp} PV</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction} +{vp} VP: the ferry (12.1.1)</source>
            <translation>{faction} +{vp} PV: a balsa (12.1.1)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction} scores +{vp} VP</source>
            <translation>{faction}: +{vp} PV</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction}: {warriors} back from the Riverfolk's Payments</source>
            <translation>{faction}: {warriors} de volta dos Pagamentos dos Ribeirinhos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{faction}: {warriors} into the Riverfolk's Payments</source>
            <translation>{faction}: {warriors} para os Pagamentos dos Ribeirinhos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>{label} · Arbiter?</source>
            <translation>{label} · Árbitro?</translation>
        </message>
    </context>
    <context>
        <name>BoardText</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>, ruins</source>
            <translation>, ruínas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Clearing {n} ({suit}, priority {p}, {free} of {slots} slots free{ruins})</source>
            <translation>Clareira {n} ({suit}, prioridade {p}, {free} de {slots} espaços livres{ruins})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Forest {id}</source>
            <translation>Floresta {id}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The Burrow (the Duchy's, adjacent to its tunnel clearings)</source>
            <translation>A Toca (do Ducado, adjacente às suas clareiras com túnel)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>empty</source>
            <translation>vazia</translation>
        </message>
    </context>
    <context>
        <name>BoardTextPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/expeditions/panels.py" />
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Board as text</source>
            <translation>Tabuleiro em texto</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>Board</source>
            <translation>Tabuleiro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/board.py" />
            <source>The Root map; the same state is listed in the Board as text panel.</source>
            <translation>O mapa de Root; o mesmo estado aparece no painel Tabuleiro em texto.</translation>
        </message>
    </context>
    <context>
        <name>Boards</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Add {card} to the {column} column of the Decree</source>
            <translation>Adicionar {card} à coluna de {column} do Decreto</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Convert</source>
            <translation>Conversão</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Crown the {minister}</source>
            <translation>Coroar: {minister}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Crusade</source>
            <translation>Cruzada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lizards: {changes}</source>
            <translation>Lagartos: {changes}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lost Souls (top first): {cards}</source>
            <translation>Almas Perdidas (topo primeiro): {cards}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Purge the Decree: discard {cards}, the {k} Loyal Viziers stay</source>
            <translation>Expurgar o Decreto: descartar {cards}; os {k} Vizires Leais ficam</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Remove from the Decree: {cards}</source>
            <translation>Remover do Decreto: {cards}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Riverfolk's Market, left to right: {cards}</source>
            <translation>Mercado dos Ribeirinhos, da esquerda para a direita: {cards}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Riverfolk's Market: add {cards} at the right end</source>
            <translation>Mercado dos Ribeirinhos: adicionar {cards} na ponta direita</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Riverfolk's Market: take out {card} (card {position} from the left)</source>
            <translation>Mercado dos Ribeirinhos: retirar {card} (carta {position} a partir da esquerda)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Sanctify</source>
            <translation>Santificação</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Decree stays as it is</source>
            <translation>O Decreto fica como está</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Lizards' board stays as it is</source>
            <translation>O tabuleiro dos Lagartos fica como está</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Riverfolk's Market stays as it is</source>
            <translation>O Mercado dos Ribeirinhos fica como está</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Vagabot's board stays as it is</source>
            <translation>O tabuleiro do Automalandro fica como está</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The ministers keep their crowns</source>
            <translation>Os ministros mantêm suas coroas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The {minister} loses its crown</source>
            <translation>{minister} perde sua coroa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Update the {faction}'s faction board</source>
            <translation>Atualizar o tabuleiro de facção: {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Vagabot: {changes}</source>
            <translation>Automalandro: {changes}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>acolytes {old} → {new}</source>
            <translation>acólitos {old} → {new}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>conspiracy marker to {space}</source>
            <translation>marcador de conspiração para {space}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>cover a building slot in clearing {c}</source>
            <translation>cobrir um espaço de construção na clareira {c}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>damage {items}</source>
            <translation>danificar {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>empty</source>
            <translation>vazio</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>exhaust {items}</source>
            <translation>exaurir {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>gain {items}</source>
            <translation>receber {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>garden tracks' VP {vps}</source>
            <translation>PV das trilhas de jardins {vps}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>give up {items}</source>
            <translation>entregar {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>marker to {space}</source>
            <translation>marcador para {space}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>no quest left to draw</source>
            <translation>nenhuma tarefa restante para comprar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>now {up} face up, {down} exhausted, {dup} damaged face up, {ddown} damaged face down</source>
            <translation>agora: com a face para cima {up}, exauridos {down}, danificados com a face para cima {dup}, danificados com a face para baixo {ddown}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>quest completed</source>
            <translation>tarefa completada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>quest: {suit}</source>
            <translation>tarefa: {suit}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>refresh {items}</source>
            <translation>reanimar {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>repair {items}</source>
            <translation>reparar {items}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>revealed: {cards}</source>
            <translation>reveladas: {cards}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} card</source>
            <translation>carta de {suit}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} card ({item})</source>
            <translation>carta de {suit} ({item})</translation>
        </message>
    </context>
    <context>
        <name>BotBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Proposed change to this board</source>
            <translation>Mudança proposta para este tabuleiro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Proposed: {change}</source>
            <translation>Proposta: {change}</translation>
        </message>
    </context>
    <context>
        <name>BotHitsDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>&amp;Bot hit:</source>
            <translation>Dano no &amp;bot:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>&amp;Hits:</source>
            <translation>&amp;Danos:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Battle against a bot in clearing {n}</source>
            <translation>Batalha contra um bot na clareira {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Dealt &amp;by:</source>
            <translation>Causados &amp;por:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>The app removes the bot's pieces as its rules say; mirror your own losses by hand.</source>
            <translation>O app remove as peças do bot como suas regras mandam; espelhe suas próprias perdas à mão.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>The bot was the defender</source>
            <translation>O bot era o defensor</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>nobody (no VP)</source>
            <translation>ninguém (sem PV)</translation>
        </message>
    </context>
    <context>
        <name>BotTexts</name>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>After each Convert, battle in that clearing dealing 1 extra hit (player tie: most defenseless buildings, then most VP).</source>
            <translation>Após cada Conversão, batalhe naquela clareira causando 1 dano adicional (empate de jogadores: mais construções indefesas, depois mais PVs).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>After resolving the Decree, remove every defenseless enemy building and token in clearings with Eyrie warriors.</source>
            <translation>Após resolver o Decreto, remova toda construção e marcador inimigo indefeso em clareiras com guerreiros Rapinas.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>After the Move step, take the clearing you rule of highest priority with no enemy pieces, move all but 1 warrior out of it (to the adjacent clearing with most enemy pieces), then battle in the destination.</source>
            <translation>Após o passo Marcha, pegue a clareira que você governa de maior prioridade sem peças inimigas, mova todos menos 1 guerreiro dela (para a clareira adjacente com mais peças inimigas) e então batalhe no destino.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Aid scores 1 extra VP and the aided player draws 2 cards instead of 1.</source>
            <translation>Ajuda recebe 1 PV adicional e o jogador ajudado compra 2 cartas em vez de 1.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Also falls into turmoil if it cannot place a warrior. On turmoil it does not lose VP; instead it scores 1 VP per bird card in the Decree.</source>
            <translation>Também entra em tumulto se não puder posicionar um guerreiro. No tumulto não perde PVs; em vez disso, recebe 1 PV por carta de pássaro no Decreto.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As attacker, the maximum rolled hits is always 3.</source>
            <translation>Como atacante, o dano máximo rolado é sempre 3.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As challenging, and score 1 VP at the end of Evening.</source>
            <translation>Como Desafiador, e recebe 1 PV no fim do Anoitecer.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As challenging; At the end of Evening, score 1 VP per two players (rounded up).</source>
            <translation>Como Desafiador; no fim do Anoitecer, recebe 1 PV a cada dois jogadores (arredondado para cima).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As defender, never defenceless; each trade post in the clearing adds 1 to the maximum rolled hits.</source>
            <translation>Como defensor, nunca indefeso; cada entreposto comercial na clareira soma 1 ao dano máximo rolado.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>As defender, uses the same die as the attacker (both use the higher die).</source>
            <translation>Como defensor, usa o mesmo dado que o atacante (ambos usam o dado maior).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>At the end of Evening, Spread Sympathy once more without scoring for it.</source>
            <translation>No fim do Anoitecer, Distribua Simpatia mais uma vez, sem pontuar por isso.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>At the start of battle as attacker, deal an immediate hit (scoring a point if it removes an enemy warrior).</source>
            <translation>No início da batalha como atacante, cause um dano imediato (recebendo um ponto se remover um guerreiro inimigo).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Battle instead goes to the nearest clearing with the most pieces and targets the player with most pieces there; repairs one extra item in Evening.</source>
            <translation>Batalhar vai, em vez disso, para a clareira mais próxima com mais peças e tem como alvo o jogador com mais peças lá; repara um item adicional no Anoitecer.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Battles at most once per turn; at the end of Daylight repeats Quest as many times as possible.</source>
            <translation>Batalha no máximo uma vez por turno; no fim do Dia repete Tarefas tantas vezes quanto possível.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Build and Garrison places 2 warriors.</source>
            <translation>Construa com Guarnição posiciona 2 guerreiros.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Build and Garrison places 2 warriors; at the end of Evening, score 1 VP per two players (rounded up).</source>
            <translation>Construa com Guarnição posiciona 2 guerreiros; no fim do Anoitecer, recebe 1 PV a cada dois jogadores (arredondado para cima).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Build and Garrison places no warrior.</source>
            <translation>Construa com Guarnição não posiciona guerreiro.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Cost of Errors removes the crown from the bottom-most swayed minister whose suit matches a clearing where a building was removed.</source>
            <translation>O Preço da Derrota remove a coroa do ministro influenciado mais abaixo cujo naipe corresponda a uma clareira onde uma construção foi removida.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Defenseless sympathy tokens also benefit from Automated Ambush.</source>
            <translation>Marcadores de simpatia indefesos também se beneficiam da Emboscada Automatizada.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Dig twice per turn, each needing and moving only 3 warriors.</source>
            <translation>Cave duas vezes por turno, cada vez exigindo e movendo apenas 3 guerreiros.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Dig's clearing tie becomes most enemy buildings, then fewest enemy warriors; if Build is impossible for lack of slots, battle in each clearing instead.</source>
            <translation>O desempate de clareira de Cavar passa a ser mais construções inimigas, depois menos guerreiros inimigos; se Construir for impossível por falta de espaços, batalhe em cada clareira no lugar.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Each Crusade scores 1 extra VP if it removed any tokens.</source>
            <translation>Cada Cruzada recebe 1 PV adicional se tiver removido algum marcador.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Each Marquise building needs two hits to remove; a single hit on a building does nothing.</source>
            <translation>Cada construção dos Marqueses precisa de dois danos para ser removida; um único dano em uma construção não faz nada.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Each Recruit also places 2 warriors in the ordered clearing you rule of highest priority.</source>
            <translation>Cada Recrutamento também posiciona 2 guerreiros na clareira ordenada que você governa de maior prioridade.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>End of Daylight: place 2 warriors in the clearing of highest priority that has no Eyrie pieces.</source>
            <translation>Fim do Dia: posicione 2 guerreiros na clareira de maior prioridade que não tenha peças das Rapinas.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>End of battle as defender: if 2+ Marquise warriors were removed, place 1 warrior in the keep clearing.</source>
            <translation>Fim da batalha como defensor: se 2+ guerreiros dos Marqueses foram removidos, posicione 1 guerreiro na clareira da Torre da Guarda.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>End of battle as defender: if 2+ Marquise warriors were removed, place 2 warriors in the keep clearing.</source>
            <translation>Fim da batalha como defensor: se 2+ guerreiros dos Marqueses foram removidos, posicione 2 guerreiros na clareira da Torre da Guarda.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>End of turn: draw a card and add it to Lost Souls.</source>
            <translation>Fim do turno: compre uma carta e adicione-a às Almas Perdidas.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Enemies can score at most 1 VP per turn for removing sympathy tokens.</source>
            <translation>Inimigos recebem no máximo 1 PV por turno por remover marcadores de simpatia.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Enemies score no VP for removing sympathy tokens.</source>
            <translation>Inimigos não recebem PV por remover marcadores de simpatia.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Expand / repeat-Daylight may happen twice per turn instead of once.</source>
            <translation>Expandir / repetir o Dia pode ocorrer duas vezes por turno em vez de uma.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Gains Guerrilla War (as defender uses the higher die; attacker the lower).</source>
            <translation>Ganha Guerra de Guerrilha (como defensor usa o dado maior; o atacante, o menor).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>If a human does not buy Mercenaries on their turn, the Riverfolk warriors act as if all that player's enemies bought Mercenaries; the Vagabond may buy Mercenaries to avoid this but gains no benefit.</source>
            <translation>Se um humano não comprar Mercenários em seu turno, os guerreiros Ribeirinhos agem como se todos os inimigos desse jogador tivessem comprado Mercenários; o Malandro pode comprar Mercenários para evitar isso, mas não ganha benefício.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Organize needs 3+ Alliance warriors.</source>
            <translation>Organizar exige 3+ guerreiros da Aliança.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Organize only with 4+ warriors.</source>
            <translation>Organizar só com 4+ guerreiros.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Organize with 2+ warriors.</source>
            <translation>Organizar com 2+ guerreiros.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit 1 (+1 per mole showing).</source>
            <translation>Recrute 1 (+1 por toupeira visível).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit 3 (+moles).</source>
            <translation>Recrute 3 (+toupeiras).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit 3 (+moles); At the end of Evening, score 1 VP per two players (rounded up).</source>
            <translation>Recrute 3 (+toupeiras); no fim do Anoitecer, recebe 1 PV a cada dois jogadores (arredondado para cima).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit for the bird column places one fewer warrior.</source>
            <translation>Recrutar pela coluna de pássaro posiciona um guerreiro a menos.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit for the bird column places one more warrior.</source>
            <translation>Recrutar pela coluna de pássaro posiciona um guerreiro a mais.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit in Escalated (bird) Daylight places double warriors.</source>
            <translation>Recrutamento no Dia Expandido (pássaro) posiciona o dobro de guerreiros.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit places 3 warriors.</source>
            <translation>Recrutamento posiciona 3 guerreiros.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit places 4 warriors.</source>
            <translation>Recrutamento posiciona 4 guerreiros.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit places 5 warriors.</source>
            <translation>Recrutamento posiciona 5 guerreiros.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Recruit places only 2 warriors.</source>
            <translation>Recrutamento posiciona apenas 2 guerreiros.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Refresh one fewer item in Evening.</source>
            <translation>Reanime um item a menos no Anoitecer.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Refresh one fewer item.</source>
            <translation>Reanime um item a menos.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Refresh one more item.</source>
            <translation>Reanime um item a mais.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Rituals reveal 3 Lost Souls cards.</source>
            <translation>Os rituais revelam 3 cartas das Almas Perdidas.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Rituals reveal 5 cards.</source>
            <translation>Os rituais revelam 5 cartas.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Rituals reveal 5 cards; at the end of Evening, score 1 VP per two players (rounded up).</source>
            <translation>Os rituais revelam 5 cartas; no fim do Anoitecer, recebe 1 PV a cada dois jogadores (arredondado para cima).</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Setup: also take a bird Ambush card from the deck into the bird column.</source>
            <translation>Preparação: pegue também uma carta de Emboscada de pássaro do baralho para a coluna de pássaro.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Setup: only one Loyal Vizier in the Decree.</source>
            <translation>Preparação: apenas um Vizir Leal no Decreto.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>When Aiding with no items available, move to aid the lowest-scoring player, exhaust 1 item to score 1 VP; they draw 1 card.</source>
            <translation>Ao Ajudar sem itens disponíveis, mova-se para ajudar o jogador com menos pontos, exaura 1 item para receber 1 PV; ele compra 1 carta.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>When a human triggers Cost of Errors they must discard a card matching a clearing of removal: if they do, the Duchy loses 1 VP; if not, the Duchy sways a matching minister.</source>
            <translation>Quando um humano aciona O Preço da Derrota, ele deve descartar uma carta correspondente a uma clareira da remoção: se o fizer, o Ducado perde 1 PV; se não, o Ducado influencia um ministro correspondente.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Whenever performing a bird ritual, also move a warrior from supply into Acolytes.</source>
            <translation>Sempre que realizar um ritual de pássaro, mova também um guerreiro do suprimento para os Acólitos.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Whenever the Eyrie remove an enemy building or token, its owner loses 1 VP.</source>
            <translation>Sempre que as Rapinas removerem uma construção ou marcador inimigo, seu dono perde 1 PV.</translation>
        </message>
        <message>
            <location filename="../../resources/i18n/bot_texts_en.json" />
            <source>Whenever the player with the most victory points buys any number of services, score 1 VP.</source>
            <translation>Sempre que o jogador com mais pontos de vitória comprar qualquer quantidade de serviços, receba 1 PV.</translation>
        </message>
    </context>
    <context>
        <name>CardDiscardedDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>A card spent or discarded</source>
            <translation>Uma carta gasta ou descartada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Which card was spent or discarded at the table?</source>
            <translation>Qual carta foi gasta ou descartada na mesa?</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>A Visit to Friends</source>
            <translation>Uma Visita aos Amigos</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Ambush!</source>
            <translation>Emboscada!</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Anvil</source>
            <translation>Bigorna</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Armorers</source>
            <translation>Armeiros</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Arms Trader</source>
            <translation>Traficante de Armas</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Bake Sale</source>
            <translation>Venda de Bolos</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Better Burrow Bank</source>
            <translation>Banco da Toca Melhor</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Birdy Bindle</source>
            <translation>Trouxa do Pássaro</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Boat Builders</source>
            <translation>Construtores de Barcos</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Brutal Tactics</source>
            <translation>Táticas Brutais</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Charm Offensive</source>
            <translation>Ofensiva de Charme</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Cobbler</source>
            <translation>Sapateiro</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Codebreakers</source>
            <translation>Decifradores</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Coffin Makers</source>
            <translation>Fabricantes de Caixões</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Command Warren</source>
            <translation>Toca de Comando</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Corvid Planners</source>
            <translation>Planejadores Corvídeos</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Crossbow</source>
            <translation>Besta</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Dominance</source>
            <translation>Domínio</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Eyrie Emigre</source>
            <translation>Emigrante Rapina</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>False Orders</source>
            <translation>Ordens Falsas</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Favor of the Foxes</source>
            <translation>Favor das Raposas</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Favor of the Mice</source>
            <translation>Favor dos Ratos</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Favor of the Rabbits</source>
            <translation>Favor dos Coelhos</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Fox Partisans</source>
            <translation>Guerrilheiros Raposas</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Foxfolk Steel</source>
            <translation>Aço Raposino</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Gently Used Knapsack</source>
            <translation>Mochila Levemente Usada</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Informants</source>
            <translation>Informantes</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Investments</source>
            <translation>Investimentos</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>League of Adventurous Mice</source>
            <translation>Liga dos Ratos Aventureiros</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Master Engravers</source>
            <translation>Mestres Gravadores</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Mouse Partisans</source>
            <translation>Guerrilheiros Ratos</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Mouse-in-a-Sack</source>
            <translation>Rato no Saco</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Murine Broker</source>
            <translation>Corretor Murino</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Propaganda Bureau</source>
            <translation>Agência de Propaganda</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Protection Racket</source>
            <translation>Esquema de Proteção</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Rabbit Partisans</source>
            <translation>Guerrilheiros Coelhos</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Root Tea</source>
            <translation>Chá de Raízes</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Royal Claim</source>
            <translation>Reivindicação Real</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Saboteurs</source>
            <translation>Sabotadores</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Sappers</source>
            <translation>Sapadores</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Scouting Party</source>
            <translation>Grupo de Reconhecimento</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Smuggler's Trail</source>
            <translation>Trilha do Contrabandista</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Soup Kitchens</source>
            <translation>Sopão Comunitário</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Stand and Deliver!</source>
            <translation>Mãos ao Alto!</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Swap Meet</source>
            <translation>Feira de Trocas</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Sword</source>
            <translation>Espada</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Tax Collector</source>
            <translation>Coletor de Impostos</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Travel Gear</source>
            <translation>Equipamento de Viagem</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Tunnels</source>
            <translation>Túneis</translation>
        </message>
        <message>
            <location filename="../../resources/cards/root_decks.json" />
            <source>Woodland Runners</source>
            <translation>Corredores da Floresta</translation>
        </message>
    </context>
    <context>
        <name>CorvidsBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Face down on the map (?): {clearings}.</source>
            <translation>Viradas para baixo no mapa (?): {clearings}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Face down on the map: none.</source>
            <translation>Viradas para baixo no mapa: nenhuma.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Face-down plots on the map</source>
            <translation>Tramas viradas para baixo no mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Plots</source>
            <translation>Tramas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Plots in the supply</source>
            <translation>Tramas no suprimento</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Warriors: {on} on the map, {left} in the supply.</source>
            <translation>Guerreiros: {on} no mapa, {left} no suprimento.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>face up in {clearings}</source>
            <translation>reveladas em {clearings}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>none face up</source>
            <translation>nenhuma revelada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{n} of 8 in the supply, face down: nobody knows which.</source>
            <translation>{n} de 8 no suprimento, viradas para baixo: ninguém sabe quais.</translation>
        </message>
    </context>
    <context>
        <name>DecreeChip</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>. A Loyal Vizier: never purged (5.7.2).</source>
            <translation>. Um Vizir Leal: nunca expurgado (5.7.2).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Remove from the Decree (correction)</source>
            <translation>Remover do Decreto (correção)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Vizier</source>
            <translation>Vizir</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>no item</source>
            <translation>sem item</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{card} ({suit}, {item}) in the {column} column</source>
            <translation>{card} ({suit}, {item}) na coluna de {column}</translation>
        </message>
    </context>
    <context>
        <name>DiceForm</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>&amp;Roll for me</source>
            <translation>&amp;Rolar por mim</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Dice rolled:</source>
            <translation>Dados rolados:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Die {n}</source>
            <translation>Dado {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Use these &amp;dice</source>
            <translation>Usar estes &amp;dados</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Vagabond's undamaged swords</source>
            <translation>Espadas não danificadas do Malandro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Vagabond's undamaged swords:</source>
            <translation>Espadas não danificadas do Malandro:</translation>
        </message>
    </context>
    <context>
        <name>DuchyBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> Mole icons uncovered: {n} (Recruit places {more}).</source>
            <translation> Ícones de toupeira descobertos: {n} (Recrutar posiciona {more}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Burrow: {n}, adjacent to the tunnel clearings ({tunnels}). Warriors in the supply: {left}.</source>
            <translation>Toca: {n}, adjacente às clareiras com túnel ({tunnels}). Guerreiros no suprimento: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Crowned: {crowned}. Burrow: {n}; it is adjacent to the tunnel clearings ({tunnels}). Mole icons: {moles}. Warriors in the supply: {left}.</source>
            <translation>Coroados: {crowned}. Toca: {n}; ela é adjacente às clareiras com túnel ({tunnels}). Ícones de toupeira: {moles}. Guerreiros no suprimento: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Crowns: {on} on ministers, {left} in the supply.</source>
            <translation>Coroas: {on} em ministros, {left} no suprimento.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Ministers (top to bottom, left to right)</source>
            <translation>Ministros (de cima para baixo, da esquerda para a direita)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Ticked: the {minister} wears a crown ({kind}).</source>
            <translation>Marcado: {minister} usa uma coroa ({kind}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>an ability</source>
            <translation>uma habilidade</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>an action</source>
            <translation>uma ação</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>mole</source>
            <translation>toup.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>none</source>
            <translation>nenhum</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{minister}'s crown</source>
            <translation>coroa: {minister}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{pieces}: {n} on the map, {left} on the track.</source>
            <translation>{pieces}: {n} no mapa, {left} na trilha.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{piece} track</source>
            <translation>Trilha: {piece}</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A Root die shows 0 to 3, not {die}.</source>
            <translation>Um dado de Root mostra de 0 a 3, não {die}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A Root die shows 0 to 3.</source>
            <translation>Um dado de Root mostra de 0 a 3.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A clearing has 1 to 3 building slots printed, not {slots}.</source>
            <translation>Uma clareira tem de 1 a 3 espaços de construção impressos, não {slots}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A face-up snare is in clearing {clearing}: the {faction} cannot move pieces out of it (11.7.2).</source>
            <translation>Há uma armadilha revelada na clareira {clearing}: peças de {faction} não podem sair dela (11.7.2).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A face-up snare is in clearing {clearing}: the {faction} cannot place pieces there (11.7.2).</source>
            <translation>Há uma armadilha revelada na clareira {clearing}: peças de {faction} não podem ser posicionadas lá (11.7.2).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A human Riverfolk has no Market: the Hand Card is a card from their hand.</source>
            <translation>Ribeirinhos humanos não têm Mercado: a Carta da Mão é uma carta da mão deles.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A player opens a closed path; only a correction closes {a}–{b} again.</source>
            <translation>Um jogador abre um caminho fechado; só uma correção fecha {a}–{b} de novo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A river joins two different clearings of this map, not {a} and {b}.</source>
            <translation>Um rio liga duas clareiras diferentes deste mapa, não {a} e {b}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A simulated turn did not end (seed {seed}, round {round}): the engine loops, a bug.</source>
            <translation>Um turno simulado não terminou (semente {seed}, rodada {round}): o motor entrou em laço, um bug.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A {piece} can only stand in a clearing of its suit, not in {clearing}.</source>
            <translation>{piece} só pode ficar em uma clareira do seu naipe, não em {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Both {piece} plots are already face up on the map.</source>
            <translation>As duas tramas de {piece} já estão reveladas no mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose at least one service.</source>
            <translation>Escolha pelo menos um serviço.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose exactly one option ({topic}).</source>
            <translation>Escolha exatamente uma opção ({topic}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose one Market card for each Hand Card ({hand_cards}), not {cards}.</source>
            <translation>Escolha uma carta do Mercado para cada Carta da Mão ({hand_cards}), não {cards}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose one of: {options}.</source>
            <translation>Escolha uma de: {options}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose pieces to remove: exactly {hits}.</source>
            <translation>Escolha as peças a remover: exatamente {hits}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has a plot token.</source>
            <translation>A clareira {clearing} já tem um marcador de trama.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has a sympathy token.</source>
            <translation>A clareira {clearing} já tem um marcador de simpatia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has a trade post.</source>
            <translation>A clareira {clearing} já tem um entreposto comercial.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has a tunnel.</source>
            <translation>A clareira {clearing} já tem um túnel.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already has the Keep.</source>
            <translation>A clareira {clearing} já tem a Torre da Guarda.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has no face-down plot.</source>
            <translation>A clareira {clearing} não tem trama virada para baixo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has no face-up bomb.</source>
            <translation>A clareira {clearing} não tem bomba revelada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has no free building slot.</source>
            <translation>A clareira {clearing} não tem espaço de construção livre.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has {used} slots filled (buildings and ruin): it cannot have only {slots}.</source>
            <translation>A clareira {clearing} tem {used} espaços ocupados (construções e ruína): não pode ter só {slots}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} holds the {faction}'s {piece}, which needs its own suit: move or remove it first.</source>
            <translation>A clareira {clearing} tem {piece} de {faction}, que exige seu próprio naipe: mova-a ou remova-a antes.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Each service costs 1 to 4 warriors: {low} to {high} in all, not {paid}.</source>
            <translation>Cada serviço custa de 1 a 4 guerreiros: de {low} a {high} no total, não {paid}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Enter the warriors paid: the human Riverfolk set the costs on their board.</source>
            <translation>Informe os guerreiros pagos: os Ribeirinhos humanos definem os custos no seu tabuleiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every plot is already face up: no face is left to draw.</source>
            <translation>Todas as tramas já estão reveladas: não resta face para sortear.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Finish or skip the setup checklist first: play has not started.</source>
            <translation>Conclua ou pule antes a lista de preparação: a partida ainda não começou.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>First enter the cards the bots draw at setup; then the first turn begins.</source>
            <translation>Primeiro informe as cartas que os bots compram na preparação; depois começa o primeiro turno.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>It is a bot's turn: confirm its steps instead.</source>
            <translation>É o turno de um bot: confirme os passos dele.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mercenaries split the {hits} hits evenly: the Riverfolk warriors take half, not {riverfolk}.</source>
            <translation>Mercenários dividem os {hits} danos igualmente: os guerreiros Ribeirinhos recebem metade, não {riverfolk}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No Riverfolk plays: there are no services to buy.</source>
            <translation>Os Ribeirinhos não estão no jogo: não há serviços a comprar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No card of this deck is a {suit} card with {item}.</source>
            <translation>Nenhuma carta deste baralho é uma carta de {suit} com {item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {item} left in the supply any more: re-plan the step.</source>
            <translation>O suprimento não tem mais {item}: planeje o passo de novo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {piece} left in the {faction}'s supply ({available} left).</source>
            <translation>Não resta {piece} no suprimento de {faction} (restam {available}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only a Market card the bot buys can become its order card.</source>
            <translation>Só uma carta do Mercado que o bot compra pode virar sua carta de ordens.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only a bot buying exactly one Market card can make it its order card.</source>
            <translation>Só um bot que compra exatamente uma carta do Mercado pode torná-la sua carta de ordens.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only one Vagabond can sit at the table, human or Vagabot. The Law of Root allows a second Vagabond (setup letter E) only with the Riverfolk expansion's second pawn and rules, and the Law of Rootbotics has no rules for a second Vagabot; Tablebot has neither.</source>
            <translation>Só um Malandro pode sentar à mesa, humano ou Automalandro. As Leis de Root permitem um segundo Malandro (letra de preparação E) só com o segundo peão e as regras da expansão Ribeirinha, e as Leis da Robótica não têm regras para um segundo Automalandro; o Tablebot não tem nenhum dos dois.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only the Duchy may place or move pieces into the Burrow, not the {faction}.</source>
            <translation>Só o Ducado pode posicionar ou mover peças para a Toca, não {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only the Marquise places pieces in the Keep's clearing {clearing} (others may move in).</source>
            <translation>Só os Marqueses posicionam peças na clareira {clearing} da Torre da Guarda (outros podem entrar movendo-se).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only the Vagabond's pawn can stand in a forest, not a {piece}.</source>
            <translation>Só o peão do Malandro pode ficar em uma floresta, não {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only {available} {faction} {piece} in {place}.</source>
            <translation>{faction} — {piece}: só {available} ({place}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Suit markers are fox, mouse or rabbit.</source>
            <translation>Os marcadores de naipe são raposa, rato ou coelho.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That answer does not fit the question ({question}).</source>
            <translation>Essa resposta não serve para a pergunta ({question}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That board belongs to another bot, not to the {faction}.</source>
            <translation>Esse tabuleiro pertence a outro bot, não a {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That costs {cost:warrior}; the {faction} has {available} in its supply.</source>
            <translation>Isso custa {cost:warrior}; o suprimento de {faction} tem {available}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That is not one of the options ({topic}).</source>
            <translation>Essa não é uma das opções ({topic}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Burrow has no building slots: only Duchy warriors stand there, not a {piece}.</source>
            <translation>A Toca não tem espaços de construção: só guerreiros do Ducado ficam lá, não {piece}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Corvids do not expose their own plots.</source>
            <translation>Os Corvídeos não expõem suas próprias tramas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Keep must go in a corner; {clearing} is not one.</source>
            <translation>A Torre da Guarda deve ir em um canto; {clearing} não é um.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk bot's price is {cost} warriors (9.2.3), not {paid}.</source>
            <translation>O preço do bot Ribeirinho é {cost} guerreiros (9.2.3), não {paid}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk do not buy their own services.</source>
            <translation>Os Ribeirinhos não compram seus próprios serviços.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot has no character {character}.</source>
            <translation>O Automalandro não tem o personagem {character}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot's pawn is not on the map.</source>
            <translation>O peão do Automalandro não está no mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The board changed since this step was planned; here is the new plan.</source>
            <translation>O tabuleiro mudou desde que este passo foi planejado; aqui está o novo plano.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bot {bot} is not available in this version yet.</source>
            <translation>O bot {bot} ainda não está disponível nesta versão.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The ferry is in clearing {clearing}: move it before taking the clearing off the coast.</source>
            <translation>A balsa está na clareira {clearing}: mova-a antes de tirar a clareira da margem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The ferry sails the lake: clearing {clearing} is not coastal.</source>
            <translation>A balsa navega pelo lago: a clareira {clearing} não é costeira.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The game is over: undo to go back, or start a new game.</source>
            <translation>A partida acabou: desfaça para voltar ou comece um novo jogo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The path {a}–{b} is already open.</source>
            <translation>O caminho {a}–{b} já está aberto.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The path {a}–{b} is still closed: the {faction} cannot move along it. It must be opened first (Law of Root C.3.3: a player with pieces at either end spends a card in Daylight).</source>
            <translation>O caminho {a}–{b} ainda está fechado: peças de {faction} não podem se mover por ele. Ele precisa ser aberto antes (Leis de Root C.3.3: um jogador com peças em uma das pontas gasta uma carta no Dia).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The piece is already in {place}.</source>
            <translation>A peça já está aí: {place}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The setup checklist takes Done or Skip, not {chosen}.</source>
            <translation>A lista de preparação aceita Feito ou Pular, não {chosen}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The start of the {faction}'s Birdsong is over (it bought, or something else was recorded this turn): undo to buy services.</source>
            <translation>O início do Amanhecer de {faction} já passou (comprou, ou outra coisa foi registrada neste turno): desfaça para comprar serviços.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The suit markers are 4 of each suit; this layout has {count} {suit}. Check the markers on the table.</source>
            <translation>Há 4 marcadores de naipe de cada naipe; este arranjo tem {count} de {suit}. Confira os marcadores na mesa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The supply holds 0 to 3 {item}, not {count}.</source>
            <translation>O suprimento tem de 0 a 3 de {item}, não {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} would enlist the {arbiter} here: say whether it is the Arbiter.</source>
            <translation>{defender}: alistaria {arbiter} aqui; diga se é o Árbitro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} buys services at the start of its own Birdsong; it is the {current}'s turn.</source>
            <translation>{faction}: compra serviços no início do seu próprio Amanhecer; é o turno de {current}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} chooses which buildings or tokens its last {hits} hits remove ({options}).</source>
            <translation>{faction}: escolhe quais construções ou marcadores seus últimos {hits} danos removem ({options}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} does not play the Investors trait.</source>
            <translation>{faction}: não joga com o traço Investidores.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has no warriors (or pawn) in clearing {clearing} to battle with.</source>
            <translation>{faction}: não tem guerreiros (nem peão) na clareira {clearing} para batalhar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has no {piece} in this game.</source>
            <translation>{faction}: não tem {piece} nesta partida.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has only {available:warrior} to put in the Riverfolk's Payments, not {count}.</source>
            <translation>{faction}: tem só {available:warrior} para pôr nos Pagamentos dos Ribeirinhos, não {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is a bot: bots never open closed paths (12.2.1).</source>
            <translation>{faction} é um bot: bots nunca abrem caminhos fechados (12.2.1).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is a bot: its battles are its own steps.</source>
            <translation>{faction} é um bot: suas batalhas são passos dele.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is a bot: this is a human player's effect.</source>
            <translation>{faction} é um bot: este é um efeito de jogador humano.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is not in this game.</source>
            <translation>{faction}: não está nesta partida.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} is not played by a bot.</source>
            <translation>{faction}: não é jogado por um bot.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} may buy {most:service} (one, plus one per clearing with its pieces and a trade post), not {count}.</source>
            <translation>{faction}: pode comprar {most:service} (um, mais um por clareira com peças suas e um entreposto comercial), não {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} needs a piece in clearing {a} or {b} to open the path between them (Law of Root C.3.3).</source>
            <translation>{faction}: precisa de uma peça na clareira {a} ou {b} para abrir o caminho entre elas (Leis de Root C.3.3).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction}'s pawn never leaves the map (7.2.1): drag it to where it stands instead.</source>
            <translation>O peão de {faction} nunca sai do mapa (7.2.1): arraste-o para onde ele está.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There are not that many {piece} in the clearing.</source>
            <translation>Não há tantas peças de {piece} na clareira.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There is no Burrow: the Duchy is not in this game.</source>
            <translation>Não há Toca: o Ducado não está nesta partida.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There is no card {card} in this deck.</source>
            <translation>Não há carta {card} neste baralho.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There is no item {item} in the supply.</source>
            <translation>Não há item {item} no suprimento.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>There is no place {place} on this map.</source>
            <translation>Não há lugar {place} neste mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>This version of Tablebot does not know the bot {bot}.</source>
            <translation>Esta versão do Tablebot não conhece o bot {bot}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Undamaged swords go from 0 to 20, not {swords}.</source>
            <translation>Espadas não danificadas vão de 0 a 20, não {swords}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Victory points go from 0 to {max}, not {vp}.</source>
            <translation>Pontos de vitória vão de 0 a {max}, não {vp}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{a}–{b} is not one of {map}'s closed paths.</source>
            <translation>{a}–{b} não é um dos caminhos fechados de {map}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is a dominance card, removed from the deck in this game.</source>
            <translation>{card} é uma carta de domínio, removida do baralho nesta partida.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is no longer the top card of the app's deck.</source>
            <translation>{card} não é mais a carta do topo do baralho do app.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is not in the Riverfolk's Market.</source>
            <translation>{card} não está no Mercado dos Ribeirinhos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is not in the app's deck.</source>
            <translation>{card} não está no baralho do app.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{count:item} is more than the Vagabot can hold.</source>
            <translation>{count:item} é mais do que o Automalandro pode carregar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{count} suit markers for {clearings} clearings: lay one on each clearing.</source>
            <translation>{count} marcadores de naipe para {clearings} clareiras: ponha um em cada clareira.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{face} is not a plot.</source>
            <translation>{face} não é uma trama.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map} has its suits printed: it takes no suit markers.</source>
            <translation>{map} tem os naipes impressos: não usa marcadores de naipe.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map} has its suits printed; clearing {clearing} takes no suit marker.</source>
            <translation>{map} tem os naipes impressos; a clareira {clearing} não usa marcador de naipe.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map} has no lake and no ferry.</source>
            <translation>{map} não tem lago nem balsa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{option} is not one of the services offered.</source>
            <translation>{option} não é um dos serviços oferecidos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{service} lasts the whole turn: buy it once.</source>
            <translation>{service} dura o turno inteiro: compre-o uma vez.</translation>
        </message>
    </context>
    <context>
        <name>EyrieBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> (a correction: the Eyrie adds its order cards itself)</source>
            <translation> (uma correção: as Rapinas adicionam suas cartas de ordens sozinhas)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>+ card</source>
            <translation>+ carta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>A {suit} card (name not known)</source>
            <translation>Uma carta de {suit} (nome desconhecido)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Add a card to the {column} column</source>
            <translation>Adicionar uma carta à coluna de {column}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Decree</source>
            <translation>Decreto</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Decree — {columns}</source>
            <translation>Decreto — {columns}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Largest column: {column} ({n} cards, marked ★).</source>
            <translation>Maior coluna: {column} ({n} cartas, marcada com ★).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Loyal Vizier</source>
            <translation>Vizir Leal</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>No column is larger than every other.</source>
            <translation>Nenhuma coluna é maior que todas as outras.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Roost track</source>
            <translation>Trilha de ninhos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Roosts: {on} on the map, {left} on the track. Evening scores {vp} VP (the rightmost empty space).</source>
            <translation>Ninhos: {on} no mapa, {left} na trilha. O Anoitecer pontua {vp} PV (o espaço vazio mais à direita).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{column} column: {n} cards</source>
            <translation>Coluna de {column}: {n} cartas</translation>
        </message>
    </context>
    <context>
        <name>FactionBoards</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Bots' faction boards</source>
            <translation>Tabuleiros de facção dos bots</translation>
        </message>
    </context>
    <context>
        <name>FactionPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source> ({n} viziers)</source>
            <translation> ({n} vizires)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>&lt;b&gt;{bot}&lt;/b&gt; ({faction})&lt;br&gt;Difficulty: {difficulty}&lt;br&gt;Traits: {traits}&lt;br&gt;Printing: {printing}</source>
            <translation>&lt;b&gt;{bot}&lt;/b&gt; ({faction})&lt;br&gt;Dificuldade: {difficulty}&lt;br&gt;Traços: {traits}&lt;br&gt;Impressão: {printing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>A card a player spent or discarded at the table: onto the discard pile, or to a bot that takes discarded cards</source>
            <translation>Uma carta que um jogador gastou ou descartou na mesa: para o monte de descarte, ou para um bot que pega cartas descartadas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>A card was s&amp;pent or discarded…</source>
            <translation>Uma carta foi &amp;gasta ou descartada…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>At the start of the player's Birdsong, before anything else this turn</source>
            <translation>No início do Amanhecer do jogador, antes de qualquer outra coisa neste turno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Buy Riverfolk ser&amp;vices…</source>
            <translation>Comprar ser&amp;viços Ribeirinhos…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Character: {name}</source>
            <translation>Personagem: {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Decree: {columns}</source>
            <translation>Decreto: {columns}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Discarded: {cards}</source>
            <translation>Descartadas: {cards}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Item supply</source>
            <translation>Suprimento de itens</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Items: {ready} ready, {exhausted} exhausted, {damaged} damaged; track {track} (max hits {hits}); quest: {quest}</source>
            <translation>Itens: {ready} prontos, {exhausted} exauridos, {damaged} danificados; trilha {track} (dano máx. {hits}); tarefa: {quest}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Lost Souls: {cards}; acolytes: {acolytes}; conspiracy marker: {space}</source>
            <translation>Almas Perdidas: {cards}; acólitos: {acolytes}; marcador de conspiração: {space}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Market (left to right): {cards}</source>
            <translation>Mercado (da esquerda para a direita): {cards}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Order card: &lt;b&gt;{card}&lt;/b&gt; ({suit}, {item})</source>
            <translation>Carta de ordens: &lt;b&gt;{card}&lt;/b&gt; ({suit}, {item})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Order card: not revealed yet</source>
            <translation>Carta de ordens: ainda não revelada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Order: &lt;b&gt;{suit}&lt;/b&gt;</source>
            <translation>Ordem: &lt;b&gt;{suit}&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Right-click: cards a human gives or takes (2.8.1)</source>
            <translation>Clique direito: cartas que um humano dá ou pega (2.8.1)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The app draws the bots' cards: {n} left in its deck</source>
            <translation>O app compra as cartas dos bots: restam {n} no baralho</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {human} gives the {bot} a card (discarded, the bot scores 1 VP)</source>
            <translation>{human}: dá uma carta a {bot} (descartada, o bot recebe 1 PV)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {human} takes a card from the {bot} (draws from the deck instead)</source>
            <translation>{human}: pega uma carta de {bot} (compra do baralho no lugar)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Victory points</source>
            <translation>Pontos de vitória</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>bot</source>
            <translation>bot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>empty</source>
            <translation>vazio</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>human player</source>
            <translation>jogador humano</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>no item</source>
            <translation>sem item</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>none</source>
            <translation>nenhum</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction} victory points</source>
            <translation>Pontos de vitória: {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{item} in the supply</source>
            <translation>{item} no suprimento</translation>
        </message>
    </context>
    <context>
        <name>HumanBattleDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>&amp;Attacker:</source>
            <translation>&amp;Atacante:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>&amp;Defending bot:</source>
            <translation>Bot &amp;defensor:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Battle against a bot in clearing {n}</source>
            <translation>Batalha contra um bot na clareira {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Die &amp;{n}:</source>
            <translation>Dado &amp;{n}:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Enter the dice as rolled; the app applies both sides' hits as the rules say.</source>
            <translation>Informe os dados como rolados; o app aplica os danos dos dois lados como as regras mandam.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>The Vagabond here is the &amp;Arbiter (the bot may enlist it)</source>
            <translation>O Malandro aqui é o &amp;Árbitro (o bot pode alistá-lo)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Vagabond's undamaged &amp;swords:</source>
            <translation>&amp;Espadas não danificadas do Malandro:</translation>
        </message>
    </context>
    <context>
        <name>Investors</name>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>&amp;No (the Duchy sways a {suit} minister)</source>
            <translation>&amp;Não (o Ducado influencia um ministro de {suit})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>&amp;Yes (the Duchy loses 1 VP)</source>
            <translation>&amp;Sim (o Ducado perde 1 PV)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>Duchy buildings removed in clearing {c} ({suit}): did the {who} discard a {suit} card?</source>
            <translation>Construções do Ducado removidas na clareira {c} ({suit}): {who} — descartou uma carta de {suit}?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>Investors</source>
            <translation>Investidores</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/investors.py" />
            <source>Trait Investors: a human who sets off the Price of Failure discards a matching card and the Duchy loses 1 VP; if they do not, the Duchy sways a minister of that suit.</source>
            <translation>Traço Investidores: um humano que aciona O Preço da Derrota descarta uma carta correspondente e o Ducado perde 1 PV; se não o fizer, o Ducado influencia um ministro daquele naipe.</translation>
        </message>
    </context>
    <context>
        <name>ItemBox</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Vagabot items: {box}</source>
            <translation>Itens do Automalandro: {box}</translation>
        </message>
    </context>
    <context>
        <name>LizardsBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> (a card spent or discarded at the table, 8.2.4)</source>
            <translation> (uma carta gasta ou descartada na mesa, 8.2.4)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>&amp;Acolytes:</source>
            <translation>&amp;Acólitos:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>+ card</source>
            <translation>+ carta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>A {suit} card (name not known)</source>
            <translation>Uma carta de {suit} (nome desconhecido)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Conspiracy</source>
            <translation>Conspiração</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Conspiracy marker's space</source>
            <translation>Espaço do marcador de conspiração</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Conspiracy track</source>
            <translation>Trilha de conspiração</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Garden track &amp;VP:</source>
            <translation>&amp;PV das trilhas de jardins:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lizards' acolytes</source>
            <translation>Acólitos dos Lagartos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lost Souls (top first)</source>
            <translation>Almas Perdidas (topo primeiro)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Lost Souls: {n} cards; {acolytes} acolytes; marker on {space}. Warriors: {on} on the map, {left} in the supply.</source>
            <translation>Almas Perdidas: {n} cartas; {acolytes} acólitos; marcador em {space}. Guerreiros: {on} no mapa, {left} no suprimento.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Not in the rulebook: 0, 1, 2, 3, 4 by ruling garden-track-vp. Correct them if your board prints others (five numbers).</source>
            <translation>Não está no livro de regras: 0, 1, 2, 3, 4 pela decisão garden-track-vp. Corrija-os se o seu tabuleiro imprime outros (cinco números).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Put a card on top of the Lost Souls</source>
            <translation>Pôr uma carta no topo das Almas Perdidas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Revealed this Daylight</source>
            <translation>Reveladas neste Dia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Lost Souls are empty.</source>
            <translation>As Almas Perdidas estão vazias.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The conspiracy marker is on space {n}, {name}.</source>
            <translation>O marcador de conspiração está no espaço {n}, {name}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>VP printed on the garden tracks, left to right</source>
            <translation>PV impressos nas trilhas de jardins, da esquerda para a direita</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Warriors: {on} on the map, {left} in the supply.</source>
            <translation>Guerreiros: {on} no mapa, {left} no suprimento.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{n} cards: {counts}.</source>
            <translation>{n} cartas: {counts}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} garden track</source>
            <translation>Trilha de jardins de {suit}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} gardens</source>
            <translation>Jardins de {suit}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} gardens: {on} on the map, {left} on the track; scores {vp} VP.</source>
            <translation>Jardins de {suit}: {on} no mapa, {left} na trilha; pontua {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{vp} VP</source>
            <translation>{vp} PV</translation>
        </message>
    </context>
    <context>
        <name>LossesDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>Choose the {hits} pieces the remaining hits remove.</source>
            <translation>Escolha as {hits} peças que os danos restantes removem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/dialogs.py" />
            <source>The {faction}'s losses</source>
            <translation>Perdas: {faction}</translation>
        </message>
    </context>
    <context>
        <name>LostSoulChip</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Move to the top (correction)</source>
            <translation>Mover para o topo (correção)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Remove (correction)</source>
            <translation>Remover (correção)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>card {n} from the top</source>
            <translation>carta {n} a partir do topo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>top card</source>
            <translation>carta do topo</translation>
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
            <translation>Costeira</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>Correct the map</source>
            <translation>Corrigir o mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>Printed building slots</source>
            <translation>Espaços de construção impressos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>River to</source>
            <translation>Rio até</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>Suit marker</source>
            <translation>Marcador de naipe</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>The map data inferred this from the board art: correct it if your board shows otherwise.</source>
            <translation>Os dados do mapa deduziram isto da arte do tabuleiro: corrija se o seu tabuleiro mostrar outra coisa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>{n} (map data)</source>
            <translation>{n} (dados do mapa)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/map_corrections.py" />
            <source>{title} (inferred)</source>
            <translation>{title} (deduzido)</translation>
        </message>
    </context>
    <context>
        <name>MapSketch</name>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Arrow keys choose a clearing; F, M or R lays a fox, mouse or rabbit marker; Space changes it; Delete takes it off.</source>
            <translation>Setas escolhem uma clareira; F, M ou R põe um marcador de raposa, rato ou coelho; Espaço o troca; Delete o retira.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Pass</source>
            <translation>Passagem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Suit markers on the map</source>
            <translation>Marcadores de naipe no mapa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>ferry</source>
            <translation>balsa</translation>
        </message>
    </context>
    <context>
        <name>Maps</name>
        <message>
            <location filename="../../maps/root/autumn.json" />
            <source>Autumn</source>
            <translation>Outono</translation>
        </message>
        <message>
            <location filename="../../maps/root/lake.json" />
            <source>Lake</source>
            <translation>Lago</translation>
        </message>
        <message>
            <location filename="../../maps/root/mountain.json" />
            <source>Mountain</source>
            <translation>Montanhas</translation>
        </message>
        <message>
            <location filename="../../maps/root/winter.json" />
            <source>Winter</source>
            <translation>Inverno</translation>
        </message>
    </context>
    <context>
        <name>MarketSlot</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>(empty)</source>
            <translation>(vazio)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>A {suit} card (name not known)</source>
            <translation>Uma carta de {suit} (nome desconhecido)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Clear this space (correction)</source>
            <translation>Esvaziar este espaço (correção)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Market space {n} from the left</source>
            <translation>Espaço {n} do Mercado a partir da esquerda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Put a card here (correction)</source>
            <translation>Pôr uma carta aqui (correção)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{where}: empty</source>
            <translation>{where}: vazio</translation>
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
            <translation>Torre da Guarda: {keep}. Guerreiros: {on} no mapa, {left} no suprimento.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>not placed</source>
            <translation>não posicionada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>removed from the game</source>
            <translation>removida do jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{pieces}: {n} on the map; Evening scores {vp} VP.</source>
            <translation>{pieces}: {n} no mapa; o Anoitecer pontua {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{piece} track</source>
            <translation>Trilha: {piece}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{vp} VP</source>
            <translation>{vp} PV</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Adventurer</source>
            <translation>Aventureiro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Alliance</source>
            <translation>Aliança</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Arbiter</source>
            <translation>Árbitro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Automated Alliance</source>
            <translation>Aliança Automatizada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Backup Plans</source>
            <translation>Planos Reserva</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Banker</source>
            <translation>Banqueiro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Baron of Dirt</source>
            <translation>Barão da Terra</translation>
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
            <translation>Brigadeiro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Captain</source>
            <translation>Capitão</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Challenging</source>
            <translation>Desafiador</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Cogwheel Corvids</source>
            <translation>Corvobôs</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Corvid Conspiracy</source>
            <translation>Conspiração Corvídea</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Corvids</source>
            <translation>Corvídeos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Director's Cut</source>
            <translation>Director's Cut</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Drillbit Duchy</source>
            <translation>Ducado Digital</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Duchess of Mud</source>
            <translation>Duquesa da Lama</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Duchy</source>
            <translation>Ducado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Earl of Stone</source>
            <translation>Conde da Pedra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Easy</source>
            <translation>Fácil</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Electric Eyrie</source>
            <translation>Rapinas Elétricas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Erratic</source>
            <translation>Errático</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Eyrie</source>
            <translation>Rapinas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Eyrie Dynasties</source>
            <translation>Dinastia das Rapinas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Fanatics</source>
            <translation>Fanáticos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Ferocious</source>
            <translation>Feroz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Foremole</source>
            <translation>Capataz</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Fortified</source>
            <translation>Fortificado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Foundations</source>
            <translation>Alicerces</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Gamble</source>
            <translation>Aposta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Garrison</source>
            <translation>Guarnição</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Greedy</source>
            <translation>Ganancioso</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Helper</source>
            <translation>Ajudante</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Hospitals</source>
            <translation>Hospitais</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Informants</source>
            <translation>Informantes</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Invaders</source>
            <translation>Invasores</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Investors</source>
            <translation>Investidores</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Involved</source>
            <translation>Envolvido</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Iron Will</source>
            <translation>Vontade de Ferro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Keep</source>
            <translation>Torre da Guarda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Lizard Cult</source>
            <translation>Culto dos Lagartos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Lizards</source>
            <translation>Lagartos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Logical Lizards</source>
            <translation>Lagartos Lógicos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Marksman</source>
            <translation>Atirador</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Marquise</source>
            <translation>Marqueses</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Marquise de Cat</source>
            <translation>Marqueses de Gato</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Marshal</source>
            <translation>Marechal</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Martyrs</source>
            <translation>Mártires</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Mastermind</source>
            <translation>Mentor</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Mayor</source>
            <translation>Prefeito</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Mechanical Marquise 2.0</source>
            <translation>Marquês Mecânico 2.0</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Nightmare</source>
            <translation>Pesado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Nobility</source>
            <translation>Nobreza</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Original (2020)</source>
            <translation>Original (2020)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Overwhelm</source>
            <translation>Sobrepujar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Popularity</source>
            <translation>Popularidade</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Ranger</source>
            <translation>Andarilho</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Relentless</source>
            <translation>Implacável</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Riverfolk</source>
            <translation>Ribeirinhos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Riverfolk Company</source>
            <translation>Companhia Ribeirinha</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Riverfolk Robots</source>
            <translation>Robôs Ribeirinhos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Scoundrel (Rogue)</source>
            <translation>Patife</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Spiteful</source>
            <translation>Rancoroso</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Swoop</source>
            <translation>Rasante</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Thief</source>
            <translation>Ladrão</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Tinker</source>
            <translation>Funileiro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Underground Duchy</source>
            <translation>Ducado Subterrâneo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Vagabond</source>
            <translation>Malandro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Vagabot</source>
            <translation>Automalandro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Vagrant</source>
            <translation>Vagabundo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Vendetta</source>
            <translation>Vendeta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Veterans</source>
            <translation>Veteranos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>War Tax</source>
            <translation>Imposto de Guerra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Wildfire</source>
            <translation>Fogo Selvagem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>Woodland Alliance</source>
            <translation>Aliança da Floresta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>bag</source>
            <translation>sacola</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>bird</source>
            <translation>pássaro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>bomb</source>
            <translation>bomba</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>boots</source>
            <translation>botas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>citadel</source>
            <translation>cidadela</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>clearing {n}</source>
            <translation>clareira {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>coins</source>
            <translation>moedas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>crossbow</source>
            <translation>besta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>extortion</source>
            <translation>extorsão</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>face-down plot</source>
            <translation>trama virada para baixo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>forest {id}</source>
            <translation>floresta {id}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>fox</source>
            <translation>raposa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>fox base</source>
            <translation>base de raposa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>fox garden</source>
            <translation>jardim de raposa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>fox trade post</source>
            <translation>entreposto de raposa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>hammer</source>
            <translation>martelo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>market</source>
            <translation>mercado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>mouse</source>
            <translation>rato</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>mouse base</source>
            <translation>base de rato</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>mouse garden</source>
            <translation>jardim de rato</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>mouse trade post</source>
            <translation>entreposto de rato</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>pawn</source>
            <translation>peão</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>rabbit</source>
            <translation>coelho</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>rabbit base</source>
            <translation>base de coelho</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>rabbit garden</source>
            <translation>jardim de coelho</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>rabbit trade post</source>
            <translation>entreposto de coelho</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>raid</source>
            <translation>ataque</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>recruiter</source>
            <translation>recrutador</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>roost</source>
            <translation>ninho</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>sawmill</source>
            <translation>serraria</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>snare</source>
            <translation>armadilha</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>sword</source>
            <translation>espada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>sympathy</source>
            <translation>simpatia</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>tea</source>
            <translation>chá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>the Burrow</source>
            <translation>Toca</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>tunnel</source>
            <translation>túnel</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>warrior</source>
            <translation>guerreiro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>wood</source>
            <translation>madeira</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/names.py" />
            <source>workshop</source>
            <translation>oficina</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>&amp;Deck:</source>
            <translation>&amp;Baralho:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>&amp;Keep corner:</source>
            <translation>Canto da &amp;Torre da Guarda:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>&amp;Map:</source>
            <translation>&amp;Mapa:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Base deck</source>
            <translation>Baralho base</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Basic</source>
            <translation>Básicos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Basic and Advanced</source>
            <translation>Básicos e Avançados</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Bot</source>
            <translation>Bot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Character: {name}</source>
            <translation>Personagem: {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Choose at least one faction.</source>
            <translation>Escolha pelo menos uma facção.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Clearing {n}</source>
            <translation>Clareira {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Difficulty</source>
            <translation>Dificuldade</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Exiles and Partisans</source>
            <translation>Exilados e Guerrilheiros</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Faction</source>
            <translation>Facção</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Factions and seats (seat 1 plays first)</source>
            <translation>Facções e lugares (o lugar 1 joga primeiro)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Fully cooperative game</source>
            <translation>Partida completamente cooperativa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>New game</source>
            <translation>Novo jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>None</source>
            <translation>Nenhum</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Off: the table draws the bots' cards and enters them. On: the app names each card, and the table takes it out of the deck.</source>
            <translation>Desligado: a mesa compra as cartas dos bots e as informa. Ligado: o app nomeia cada carta, e a mesa a tira do baralho.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Printing</source>
            <translation>Impressão</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Random corner (seeded)</source>
            <translation>Canto aleatório (com semente)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Root bots' card printing:</source>
            <translation>Impressão das cartas dos bots de Root:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Seat</source>
            <translation>Lugar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Ser&amp;vices cards:</source>
            <translation>Cartas de Ser&amp;viços:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>The Services cards the table reads when a bot may buy Riverfolk services (9.7); the app asks what the card buys</source>
            <translation>As cartas de Serviços que a mesa lê quando um bot pode comprar serviços Ribeirinhos (9.7); o app pergunta o que a carta compra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>The app draws the bots' cards</source>
            <translation>O app compra as cartas dos bots</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>Traits</source>
            <translation>Traços</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/newgame.py" />
            <source>the bot's standard rules.</source>
            <translation>as regras padrão do bot.</translation>
        </message>
    </context>
    <context>
        <name>OrderCardForm</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Card:</source>
            <translation>Carta:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Or suit, item:</source>
            <translation>Ou naipe, item:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Order card</source>
            <translation>Carta de ordens</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Type or pick the card drawn…</source>
            <translation>Digite ou escolha a carta comprada…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Use suit and &amp;item</source>
            <translation>Usar naipe e &amp;item</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Use this &amp;card</source>
            <translation>Usar esta &amp;carta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>no item</source>
            <translation>sem item</translation>
        </message>
    </context>
    <context>
        <name>Outrage</name>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>&amp;No (the Alliance scores 1 VP)</source>
            <translation>&amp;Não (a Aliança recebe 1 PV)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>&amp;Yes, a {suit} card was discarded</source>
            <translation>&amp;Sim, uma carta de {suit} foi descartada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>Automated Outrage</source>
            <translation>Ultraje Automatizado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>Law of Rootbotics 6.2.3: a human who removes sympathy or moves warriors into a sympathetic clearing discards a card of its suit; if they cannot, the Automated Alliance scores 1 VP.</source>
            <translation>Leis da Robótica 6.2.3: um humano que remove simpatia ou move guerreiros para uma clareira simpática descarta uma carta do naipe dela; se não puder, a Aliança Automatizada recebe 1 PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>Outrage in clearing {c} ({suit}): did {who} discard a {suit} card?</source>
            <translation>Ultraje na clareira {c} ({suit}): {who} — descartou uma carta de {suit}?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/outrage.py" />
            <source>the player who removed it</source>
            <translation>o jogador que o removeu</translation>
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
            <translation>&amp;Adicionar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Clearing {n} ({suit})</source>
            <translation>Clareira {n} ({suit})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Drag a piece onto the map. Drag pieces between places to move them (Shift: the whole stack); off the map to remove.</source>
            <translation>Arraste uma peça para o mapa. Arraste peças entre lugares para movê-las (Shift: a pilha inteira); para fora do mapa para remover.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Forest {id}</source>
            <translation>Floresta {id}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Pick a piece in the palette first.</source>
            <translation>Escolha antes uma peça na paleta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Place</source>
            <translation>Lugar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Place:</source>
            <translation>Lugar:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Re&amp;move</source>
            <translation>Re&amp;mover</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Ruins stand in clearings, not forests.</source>
            <translation>Ruínas ficam em clareiras, não em florestas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Toggle r&amp;uins</source>
            <translation>Alternar r&amp;uínas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Warriors per drop</source>
            <translation>Guerreiros por soltura</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>Warriors per drop:</source>
            <translation>Guerreiros por soltura:</translation>
        </message>
    </context>
    <context>
        <name>PaymentsBox</name>
        <message>
            <location filename="../../src/tablebot/gui/root/riverfolk_payments.py" />
            <source>Riverfolk's Payments and Funds (warriors)</source>
            <translation>Pagamentos e Fundos dos Ribeirinhos (guerreiros)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/riverfolk_payments.py" />
            <source>Warriors of each faction on the human Riverfolk's faction board (Payments, Funds, Committed), out of their owners' supplies. Correct a count here.</source>
            <translation>Guerreiros de cada facção no tabuleiro de facção dos Ribeirinhos humanos (Pagamentos, Fundos, Comprometidos), tirados dos suprimentos dos donos. Corrija uma contagem aqui.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/riverfolk_payments.py" />
            <source>{faction} warriors on the Riverfolk's board</source>
            <translation>Guerreiros de {faction} no tabuleiro dos Ribeirinhos</translation>
        </message>
    </context>
    <context>
        <name>PieceButton</name>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>{faction} {piece}</source>
            <translation>{piece} ({faction})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/palette.py" />
            <source>{faction} {piece}: {left} of {total} in the supply. Drag onto the map.</source>
            <translation>{piece} ({faction}): {left} de {total} no suprimento. Arraste para o mapa.</translation>
        </message>
    </context>
    <context>
        <name>ProposalPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>A player holds it or it was discarded: the app draws the next card</source>
            <translation>Um jogador a tem ou ela foi descartada: o app compra a próxima carta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Drag pieces on the map to mirror what the player does at the table.</source>
            <translation>Arraste peças no mapa para espelhar o que o jogador faz na mesa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>How the bot chose among the candidates, and which rulings it followed</source>
            <translation>Como o bot escolheu entre os candidatos, e quais decisões seguiu</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Right-click a clearing when the player battles a bot there: the app removes the bot's pieces by its rules.</source>
            <translation>Clique direito em uma clareira quando o jogador batalhar contra um bot lá: o app remove as peças do bot pelas regras dele.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Set victory points and the item supply in the Factions panel.</source>
            <translation>Defina os pontos de vitória e o suprimento de itens no painel Facções.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>That card is &amp;not in the deck</source>
            <translation>Essa carta &amp;não está no baralho</translation>
        </message>
    </context>
    <context>
        <name>Reasons</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n VP</source>
            <translation>
                <numerusform>%n PV</numerusform>
                <numerusform>%n PVs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n acolyte(s)</source>
            <translation>
                <numerusform>%n acólito</numerusform>
                <numerusform>%n acólitos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n base(s)</source>
            <translation>
                <numerusform>%n base</numerusform>
                <numerusform>%n bases</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n battle(s)</source>
            <translation>
                <numerusform>%n batalha</numerusform>
                <numerusform>%n batalhas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n building slot(s)</source>
            <translation>
                <numerusform>%n espaço de construção</numerusform>
                <numerusform>%n espaços de construção</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n building(s)</source>
            <translation>
                <numerusform>%n construção</numerusform>
                <numerusform>%n construções</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n building(s) and token(s)</source>
            <translation>
                <numerusform>%n construção ou marcador</numerusform>
                <numerusform>%n construções e marcadores</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n carta</numerusform>
                <numerusform>%n cartas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n citadel(s)</source>
            <translation>
                <numerusform>%n cidadela</numerusform>
                <numerusform>%n cidadelas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n clearing(s)</source>
            <translation>
                <numerusform>%n clareira</numerusform>
                <numerusform>%n clareiras</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n crafted item(s)</source>
            <translation>
                <numerusform>%n item artesanal</numerusform>
                <numerusform>%n itens artesanais</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n damaged item(s)</source>
            <translation>
                <numerusform>%n item danificado</numerusform>
                <numerusform>%n itens danificados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n defenceless building(s)</source>
            <translation>
                <numerusform>%n construção indefesa</numerusform>
                <numerusform>%n construções indefesas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n enemy piece(s)</source>
            <translation>
                <numerusform>%n peça inimiga</numerusform>
                <numerusform>%n peças inimigas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n enemy warrior(s)</source>
            <translation>
                <numerusform>%n guerreiro inimigo</numerusform>
                <numerusform>%n guerreiros inimigos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n garden(s)</source>
            <translation>
                <numerusform>%n jardim</numerusform>
                <numerusform>%n jardins</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n hit(s)</source>
            <translation>
                <numerusform>%n dano</numerusform>
                <numerusform>%n danos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n human(s)</source>
            <translation>
                <numerusform>%n humano</numerusform>
                <numerusform>%n humanos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n item(s)</source>
            <translation>
                <numerusform>%n item</numerusform>
                <numerusform>%n itens</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n market(s)</source>
            <translation>
                <numerusform>%n mercado</numerusform>
                <numerusform>%n mercados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n movimento</numerusform>
                <numerusform>%n movimentos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n piece(s)</source>
            <translation>
                <numerusform>%n peça</numerusform>
                <numerusform>%n peças</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n jogador</numerusform>
                <numerusform>%n jogadores</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n plot(s)</source>
            <translation>
                <numerusform>%n trama</numerusform>
                <numerusform>%n tramas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n roost(s)</source>
            <translation>
                <numerusform>%n ninho</numerusform>
                <numerusform>%n ninhos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n service(s)</source>
            <translation>
                <numerusform>%n serviço</numerusform>
                <numerusform>%n serviços</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n sympathy token(s)</source>
            <translation>
                <numerusform>%n marcador de simpatia</numerusform>
                <numerusform>%n marcadores de simpatia</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n time(s)</source>
            <translation>
                <numerusform>%n vez</numerusform>
                <numerusform>%n vezes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n trade post(s)</source>
            <translation>
                <numerusform>%n entreposto comercial</numerusform>
                <numerusform>%n entrepostos comerciais</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n tunnel(s)</source>
            <translation>
                <numerusform>%n túnel</numerusform>
                <numerusform>%n túneis</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n undamaged item(s)</source>
            <translation>
                <numerusform>%n item não danificado</numerusform>
                <numerusform>%n itens não danificados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n undamaged sword(s)</source>
            <translation>
                <numerusform>%n espada não danificada</numerusform>
                <numerusform>%n espadas não danificadas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n usable item(s)</source>
            <translation>
                <numerusform>%n item utilizável</numerusform>
                <numerusform>%n itens utilizáveis</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n vizier(s)</source>
            <translation>
                <numerusform>%n vizir</numerusform>
                <numerusform>%n vizires</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>%n warrior(s)</source>
            <translation>
                <numerusform>%n guerreiro</numerusform>
                <numerusform>%n guerreiros</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>2 Duchy warriors and a tunnel in {clearing}; 2 warriors in each adjacent clearing ({adjacent}).</source>
            <translation>2 guerreiros do Ducado e um túnel em {clearing}; 2 guerreiros em cada clareira adjacente ({adjacent}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>3 citadels and 3 markets on the Buildings spaces.</source>
            <translation>3 cidadelas e 3 mercados nos espaços de Construções.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>3 warriors in the Payments box (set them in the Factions panel too).</source>
            <translation>3 guerreiros na seção de Pagamentos (defina-os também no painel Facções).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A Duchy building and fewest Duchy warriors — {targets} ({value:warrior})</source>
            <translation>Uma construção do Ducado e menos guerreiros do Ducado — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A Hand Card from the human Riverfolk is a card from their hand, handed over at the table; the {faction} has no hand and discards it (2.8).</source>
            <translation>Uma Carta da Mão dos Ribeirinhos humanos é uma carta da mão deles, entregue na mesa; {faction} não tem mão e a descarta (2.8).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bird order is wild: every clearing is ordered.</source>
            <translation>Uma ordem de pássaro é curinga: toda clareira é ordenada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bird order is wild: every suit counts as ordered.</source>
            <translation>Uma ordem de pássaro é curinga: todo naipe conta como ordenado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bird order scores the track with fewest gardens left on it: {suit}.</source>
            <translation>Uma ordem de pássaro pontua a trilha com menos jardins restantes: {suit}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bird order: the new roost may go in a clearing of any suit.</source>
            <translation>Ordem de pássaro: o novo ninho pode ir em uma clareira de qualquer naipe.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bot ({winners}) reached 30 VP first: the bots win.</source>
            <translation>Um bot ({winners}) chegou primeiro a 30 PV: os bots vencem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bot loses warriors first, then tokens, then buildings (type at random).</source>
            <translation>Um bot perde primeiro guerreiros, depois marcadores, depois construções (tipo aleatório).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bot scores exactly 1 VP for any item it crafts.</source>
            <translation>Um bot recebe exatamente 1 PV por qualquer item que crie.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A bot that is aided scores 1 VP instead of drawing.</source>
            <translation>Um bot ajudado recebe 1 PV em vez de comprar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A card was spent or discarded at the table: {card}</source>
            <translation>Uma carta foi gasta ou descartada na mesa: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A human faction's own battle abilities apply when a bot fights it.</source>
            <translation>As habilidades de batalha próprias de uma facção humana valem quando um bot luta contra ela.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A relationship marker for each other faction on Indifferent.</source>
            <translation>Um marcador de relação para cada outra facção em Indiferente.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A sawmill, a workshop and a recruiter among the Keep's clearing and the clearings adjacent to it.</source>
            <translation>Uma serraria, uma oficina e um recrutador entre a clareira da Torre da Guarda e as clareiras adjacentes a ela.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A second battle stays in the same clearing.</source>
            <translation>Uma segunda batalha fica na mesma clareira.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A service marker on any space of each Services track.</source>
            <translation>Um marcador de serviço em qualquer espaço de cada trilha de Serviços.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A snare in clearing {clearing}: the {faction} does not move {count} {piece:count} out of it.</source>
            <translation>Armadilha na clareira {clearing}: sem mover {count} {piece:count} ({faction}) para fora dela.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A snare in clearing {clearing}: the {faction} does not place {count} {piece:count} there.</source>
            <translation>Armadilha na clareira {clearing}: sem posicionar {count} {piece:count} ({faction}) lá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A sympathy token needs no building slot (clearing {clearing}).</source>
            <translation>Um marcador de simpatia não precisa de espaço de construção (clareira {clearing}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A warrior in each clearing except the corner diagonally opposite the Keep.</source>
            <translation>Um guerreiro em cada clareira, exceto no canto diagonalmente oposto à Torre da Guarda.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A warrior in every clearing except {empty}; a second one in the Keep's clearing {keep}.</source>
            <translation>Um guerreiro em cada clareira, exceto {empty}; mais um na clareira {keep} da Torre da Guarda.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>A {piece} in clearing {clearing} (at random).</source>
            <translation>1 {piece} na clareira {clearing} (aleatoriamente).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Add the order card to the {column} column ({cards:card} there).</source>
            <translation>Adicione a carta de ordens à coluna de {column} ({cards:card} lá).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Added before it, without an item still in the supply: {cards}.</source>
            <translation>Adicionadas antes dela, sem item ainda no suprimento: {cards}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Added {count} {faction} {piece:count} to {place}</source>
            <translation>Adicionado(s) ({place}): {count} {piece:count} ({faction})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adjacent with a Duchy building, fewest Duchy warriors — {targets} ({value:warrior})</source>
            <translation>Adjacente com construção do Ducado, menos guerreiros do Ducado — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer repeats only completed quests.</source>
            <translation>Aventureiro repete apenas tarefas completadas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer: at most one battle per turn.</source>
            <translation>Aventureiro: no máximo uma batalha por turno.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer: no quest to repeat.</source>
            <translation>Aventureiro: nenhuma tarefa para repetir.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer: quest again as long as possible at the end of Daylight.</source>
            <translation>Aventureiro: realize Tarefas de novo enquanto possível no fim do Dia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Adventurer: {usable:usable_item}, {needed} needed to quest again.</source>
            <translation>Aventureiro: {usable:usable_item}; são necessários {needed} para repetir a tarefa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>After organizing in clearing {clearing}: spread sympathy.</source>
            <translation>Depois de organizar na clareira {clearing}: distribua simpatia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid scores {vp} VP.</source>
            <translation>Ajuda recebe {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: exhaust {count:item} ({crafted:crafted_item} there, {usable} usable).</source>
            <translation>Ajuda: exaura {count:item} ({crafted:crafted_item} lá, utilizáveis: {usable}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: fewest VP — {targets} ({value:vp})</source>
            <translation>Ajuda: menos PVs — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: nobody to aid in clearing {clearing}.</source>
            <translation>Ajuda: ninguém para ajudar na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: nobody to aid.</source>
            <translation>Ajuda: ninguém para ajudar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: nobody within reach.</source>
            <translation>Ajuda: ninguém ao alcance.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Aid: the Vagabot is in {forest}.</source>
            <translation>Ajuda: o Automalandro está na {forest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>All but 4 Duchy warriors of each ruled clearing go to the Burrow.</source>
            <translation>Todos menos 4 guerreiros do Ducado de cada clareira governada vão para a Toca.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Already in clearing {clearing}.</source>
            <translation>Já está na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Already in turmoil this turn ({cause}).</source>
            <translation>Já em tumulto neste turno ({cause}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Among the shortest ways it goes through the Pass ({clearing}): it counts as the highest priority.</source>
            <translation>Entre os caminhos mais curtos, ele passa pela Passagem ({clearing}): ela conta como a maior prioridade.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>An ambush card in the Decree is purged too.</source>
            <translation>Uma carta de emboscada no Decreto também é expurgada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>An item covers a slot in clearing {clearing}.</source>
            <translation>Um item cobre um espaço na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>An odd number of hits: the bot gives the odd hit to the Riverfolk warriors.</source>
            <translation>Número ímpar de danos: o bot dá o dano ímpar aos guerreiros Ribeirinhos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Answered: {kind}</source>
            <translation>Respondido: {kind}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Automated Ambush: the defender deals one extra hit.</source>
            <translation>Emboscada Automatizada: o defensor causa um dano adicional.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Back to the {faction}'s supply: {warriors:warrior}.</source>
            <translation>De volta ao suprimento ({faction}): {warriors:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Basic Services cards</source>
            <translation>Cartas de Serviços Básicos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Basic and Advanced Services cards</source>
            <translation>Cartas de Serviços Básicos e Avançados</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle for the {column} column in clearing {clearing} against the {defender}.</source>
            <translation>Batalha pela coluna de {column} na clareira {clearing} contra {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle for the {column} column: no clearing to battle in.</source>
            <translation>Batalha pela coluna de {column}: nenhuma clareira para batalhar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle in clearing {clearing} against the {defender}.</source>
            <translation>Batalha na clareira {clearing} contra {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle in clearing {clearing}, where warriors moved in.</source>
            <translation>Batalha na clareira {clearing}, para onde guerreiros se moveram.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle in ordered clearing {clearing}.</source>
            <translation>Batalha na clareira ordenada {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle stops: {usable:usable_item}, {cost} needed.</source>
            <translation>A batalha para: {usable:usable_item}, são necessários {cost}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle the {defender} again.</source>
            <translation>Batalhe de novo contra {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: exhaust {count:item}.</source>
            <translation>Batalha: exaura {count:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: go to the nearest clearing with the {defender}.</source>
            <translation>Batalha: vá para a clareira mais próxima com {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: neither the shield nor the sword condition is met, no battle.</source>
            <translation>Batalha: nem a condição de escudo nem a de espada foi cumprida, sem batalha.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no clearing moved into holds enemy pieces.</source>
            <translation>Batalha: nenhuma clareira para onde se moveu tem peças inimigas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no clearing to battle in.</source>
            <translation>Batalha: nenhuma clareira para batalhar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no clearing with both Marquise warriors and enemy pieces.</source>
            <translation>Batalha: nenhuma clareira com guerreiros dos Marqueses e peças inimigas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no clearing within reach.</source>
            <translation>Batalha: nenhuma clareira ao alcance.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no ordered clearing with enemy pieces.</source>
            <translation>Batalha: nenhuma clareira ordenada com peças inimigas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: no target within reach.</source>
            <translation>Batalha: nenhum alvo ao alcance.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: nobody to attack.</source>
            <translation>Batalha: ninguém para atacar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: the Corvids ({warriors:warrior}) battle the {defender} in ordered clearing {clearing}.</source>
            <translation>Batalha: os Corvobôs ({warriors:warrior}) batalham contra {defender} na clareira ordenada {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: the player with most VP — {targets} ({value:vp})</source>
            <translation>Batalha: o jogador com mais PVs — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: the shield condition is met, battle in every clearing.</source>
            <translation>Batalha: a condição de escudo foi cumprida, batalhe em cada clareira.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: the sword condition is met, battle in each ordered clearing.</source>
            <translation>Batalha: a condição de espada foi cumprida, batalhe em cada clareira ordenada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battle: where the Eyrie has no roost — {targets}</source>
            <translation>Batalha: onde as Rapinas não têm ninho — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Battles go in priority order, highest first: {targets}.</source>
            <translation>As batalhas seguem a ordem de prioridade, da maior para a menor: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker replaces the battle's choice of clearing and defender.</source>
            <translation>Berserker substitui a escolha de clareira e de defensor da batalha.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: no clearing within reach.</source>
            <translation>Berserker: nenhuma clareira ao alcance.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: nobody to attack.</source>
            <translation>Berserker: ninguém para atacar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: repair one extra item.</source>
            <translation>Berserker: repare um item adicional.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: the nearest clearing with most pieces — {targets} ({value:piece})</source>
            <translation>Berserker: a clareira mais próxima com mais peças — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Berserker: the player with most pieces there — {targets} ({value:piece})</source>
            <translation>Berserker: o jogador com mais peças lá — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bird cards in the Decree are wild: any clearing counts.</source>
            <translation>Cartas de pássaro no Decreto são curingas: qualquer clareira conta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bird order: score the best track, {piece}: {vp} VP.</source>
            <translation>Ordem de pássaro: pontue a melhor trilha, {piece}: {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bird ritual: a Lizard warrior leaves clearing {clearing} for the acolytes.</source>
            <translation>Ritual de pássaro: um guerreiro Lagarto sai da clareira {clearing} para os acólitos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bird ritual: no Lizard warrior on the map to make an acolyte.</source>
            <translation>Ritual de pássaro: nenhum guerreiro Lagarto no mapa para virar acólito.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Birdsong: reveal the top card of the deck as the order card.</source>
            <translation>Amanhecer: revele a carta do topo do baralho como carta de ordens.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Birdsong: the Riverfolk's Market holds {cards:card}; draw {missing:card} for its right end.</source>
            <translation>Amanhecer: o Mercado dos Ribeirinhos tem {cards:card}; compre {missing:card} para a ponta direita.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: battle in clearing {clearing}.</source>
            <translation>Blitz: batalha na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: every clearing it rules free of enemy pieces holds a single warrior; nothing moves.</source>
            <translation>Blitz: toda clareira que governa sem peças inimigas tem um único guerreiro; nada se move.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: it rules no clearing free of enemy pieces.</source>
            <translation>Blitz: não governa nenhuma clareira sem peças inimigas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: move {count} of the {warriors} warriors out of {origin} (all but one).</source>
            <translation>Blitz: mova {count} dos {warriors} guerreiros para fora da {origin} (todos menos um).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Blitz: no enemy pieces where it moved, no battle.</source>
            <translation>Blitz: nenhuma peça inimiga onde se moveu, sem batalha.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bot step: {action}</source>
            <translation>Passo do bot: {action}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bots have no hand: the {faction}'s card is discarded and the Vagabot scores {vp} VP.</source>
            <translation>Bots não têm mão: a carta de {faction} é descartada e o Automalandro recebe {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Bots treat a human Arbiter as they treat the Arbiter bot; only the table knows a human's character.</source>
            <translation>Os bots tratam um Árbitro humano como tratam o bot Árbitro; só a mesa conhece o personagem de um humano.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build a roost in clearing {clearing}.</source>
            <translation>Construa um ninho na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build and Garrison: a {piece} and {warriors:warrior} in clearing {clearing}, ordered and without a trade post.</source>
            <translation>Construa com Guarnição: {piece} e {warriors:warrior} na clareira {clearing}, ordenada e sem entreposto comercial.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build and Garrison: no ordered clearing without a trade post can take one.</source>
            <translation>Construa com Guarnição: nenhuma clareira ordenada sem entreposto comercial pode receber um.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: a {piece} for the {suit} order.</source>
            <translation>Erguer: {piece} para a ordem de {suit}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: it rules no clearing.</source>
            <translation>Não governa nenhuma clareira: nada a construir.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: most Marquise warriors — {targets} ({value:warrior})</source>
            <translation>Erguer: mais guerreiros dos Marqueses — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: no clearing it rules has a free slot.</source>
            <translation>Erguer: nenhuma clareira que governa tem espaço livre.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: no roost left on the track.</source>
            <translation>Construir: nenhum ninho restante na trilha.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: no ruled clearing with a free slot and no roost.</source>
            <translation>Construir: nenhuma clareira governada com espaço livre e sem ninho.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: no {piece} left on its track.</source>
            <translation>Não resta {piece} na trilha para construir.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: the type most on the map, {piece} (sawmills {sawmill}, workshops {workshop}, recruiters {recruiter}).</source>
            <translation>Erguer: o tipo mais presente no mapa, {piece} (serrarias {sawmill}, oficinas {workshop}, recrutadores {recruiter}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Build: {warriors:warrior} in the supply, so a {piece} (a citadel needs 9 or more).</source>
            <translation>Construir: {warriors:warrior} no suprimento, então {piece} (uma cidadela exige 9 ou mais).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Card drawn for the {faction}: a {suit} card</source>
            <translation>Carta comprada para {faction}: uma carta de {suit}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Card drawn for the {faction}: {card}</source>
            <translation>Carta comprada para {faction}: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose 1 of the 4 leaders; the other three face up beside the board.</source>
            <translation>Escolha 1 dos 4 líderes; os outros três com a face para cima ao lado do tabuleiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Choose a character card.</source>
            <translation>Escolha uma carta de personagem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} already had its turn to move: the warriors arriving there stay.</source>
            <translation>A clareira {clearing} já teve sua vez de mover: os guerreiros que chegam lá ficam.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing} has no free slot for the item.</source>
            <translation>A clareira {clearing} não tem espaço livre para o item.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing {clearing}: {item:a} goes under the ruin (at random).</source>
            <translation>Clareira {clearing}: {item:a} vai para baixo da ruína (aleatoriamente).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: fewest enemy warriors — {targets} ({value:enemy_warrior})</source>
            <translation>Clareira: menos guerreiros inimigos — {targets} ({value:enemy_warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: most Lizard warriors — {targets} ({value:warrior})</source>
            <translation>Clareira: mais guerreiros Lagartos — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: most enemy buildings — {targets} ({value:building})</source>
            <translation>Clareira: mais construções inimigas — {targets} ({value:building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: no plot, 3 or more Corvid warriors, most — {targets} ({value:warrior})</source>
            <translation>Clareira: sem trama, 3 ou mais guerreiros Corvobôs, a maior quantidade — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: ordered, no plot, most Corvid warriors — {targets} ({value:warrior})</source>
            <translation>Clareira: ordenada, sem trama, mais guerreiros Corvobôs — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: ordered, one without a plot if any — {targets}</source>
            <translation>Clareira: ordenada, uma sem trama se houver — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearing: with an empty building slot — {targets}</source>
            <translation>Clareira: com espaço de construção vazio — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Clearings with Riverfolk pieces: most enemy pieces — {targets} ({value:piece})</source>
            <translation>Clareiras com peças Ribeirinhas: mais peças inimigas — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Co-op</source>
            <translation>Coop.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Co-op: other bots' pieces here go too, as collateral, as in a revolt.</source>
            <translation>Coop.: as peças de outros bots aqui também saem, como dano colateral, como em uma revolta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Co-op: the revolt removes other bots' pieces too.</source>
            <translation>Coop.: a revolta também remove peças de outros bots.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Complete the {suit} quest in clearing {clearing}.</source>
            <translation>Complete a tarefa de {suit} na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Convert: the Lizards replace 1 {faction} warrior in clearing {clearing} with 1 Lizard warrior.</source>
            <translation>Conversão: os Lagartos substituem 1 guerreiro ({faction}) na clareira {clearing} por 1 guerreiro Lagarto.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Corrected the {faction}'s faction board</source>
            <translation>Tabuleiro de facção corrigido: {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Cover the closed paths {paths} with the closed-path markers; put the tower on the Pass, clearing {clearing}.</source>
            <translation>Cubra os caminhos fechados {paths} com os marcadores de caminho fechado; ponha a torre na Passagem, clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Crackdown: a base is gone, so the sympathy in every clearing of its suit goes too.</source>
            <translation>Repressão: uma base saiu, então a simpatia em toda clareira do seu naipe sai também.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: no card was added to the Market this turn, none to craft.</source>
            <translation>Criar: nenhuma carta foi adicionada ao Mercado neste turno, nada para criar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: no {item} left in the supply, nothing is crafted.</source>
            <translation>Criar: o suprimento não tem mais {item}; nada é criado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: none of the {added:card} added to the Market this turn shows an item still in the supply.</source>
            <translation>Criar: nenhuma carta adicionada ao Mercado neste turno ({added:card}) mostra um item ainda no suprimento.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: the order card shows {item:a}, still in the supply.</source>
            <translation>Criar: a carta de ordens mostra {item:a}, ainda no suprimento.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: the order card {card} shows no item.</source>
            <translation>Criar: a carta de ordens {card} não mostra item.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Craft: {card}, the first card added to the Market this turn with an available item, shows {item:a}.</source>
            <translation>Criar: {card}, a primeira carta adicionada ao Mercado neste turno com um item disponível, mostra {item:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Crafting scores {vp} VP.</source>
            <translation>Criar rende {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Crusade: ordered clearings with 2 or more Lizard warriors and an enemy: {targets}.</source>
            <translation>Cruzada: clareiras ordenadas com 2 ou mais guerreiros Lagartos e um inimigo: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Crusade: the Lizards ({warriors:warrior}) battle the {defender} in clearing {clearing}.</source>
            <translation>Cruzada: os Lagartos ({warriors:warrior}) batalham contra {defender} na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Daylight action {index} of {of} for the {suit} order: {action}.</source>
            <translation>Ação {index} de {of} do Dia para a ordem de {suit}: {action}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Daylight ends: no usable item left; not done: {not_done}.</source>
            <translation>O Dia termina: nenhum item utilizável restante; não realizadas: {not_done}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Daylight: spread sympathy.</source>
            <translation>Dia: distribua simpatia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defenceless buildings counted: {value}.</source>
            <translation>Construções indefesas contadas: {value}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender removes: {pieces}</source>
            <translation>O defensor remove: {pieces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: fewest warriors in the Riverfolk's Payments — {targets} ({value:warrior})</source>
            <translation>Defensor: menos guerreiros nos Pagamentos dos Ribeirinhos — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: most buildings and tokens — {targets} ({value})</source>
            <translation>Defensor: mais construções e marcadores — {targets} ({value})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: most buildings — {targets} ({value:building})</source>
            <translation>Defensor: mais construções — {targets} ({value:building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: most defenceless buildings — {targets} ({value:defenceless_building})</source>
            <translation>Defensor: mais construções indefesas — {targets} ({value:defenceless_building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: most pieces there — {targets} ({value:piece})</source>
            <translation>Defensor: mais peças lá — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Defender: no enemy can be attacked.</source>
            <translation>Defensor: nenhum inimigo pode ser atacado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Destination: adjacent, with no plot — {targets}</source>
            <translation>Destino: adjacente, sem trama — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dice {dice} ({rolled}): the {attacker} deals {attacker_hits:hit}, the {defender} {defender_hits:hit}.</source>
            <translation>Dados {dice} ({rolled}): o atacante ({attacker}) causa {attacker_hits:hit}; o defensor ({defender}), {defender_hits:hit}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dice: {dice} ({rolled})</source>
            <translation>Dados: {dice} ({rolled})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dig: no clearing can take the tunnel.</source>
            <translation>Cavar: nenhuma clareira pode receber o túnel.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dig: no ordered clearing without a tunnel and without Duchy buildings.</source>
            <translation>Cavar: nenhuma clareira ordenada sem túnel e sem construções do Ducado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dig: the Burrow holds {warriors:warrior}, it needs {need}: no dig.</source>
            <translation>Cavar: a Toca tem {warriors:warrior}, são necessários {need}: sem cavar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Dig: the Duchy puts a tunnel in clearing {clearing} and moves {count:warrior} up from the Burrow.</source>
            <translation>Cavar: o Ducado põe um túnel na clareira {clearing} e move {count:warrior} da Toca para lá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Done</source>
            <translation>Feito</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Draw 3 cards face down onto the Supporters stack.</source>
            <translation>Compre 3 cartas viradas para baixo para a pilha de Apoiadores.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Draw a new quest card.</source>
            <translation>Compre uma nova carta de tarefa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Draw a quest card.</source>
            <translation>Compre uma carta de tarefa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Embedded Agents: a face-down plot in clearing {clearing}, the Corvids deal 1 extra hit.</source>
            <translation>Agentes Escondidos: trama virada para baixo na clareira {clearing}, os Corvobôs causam 1 dano adicional.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Empty columns of the Decree: {column}.</source>
            <translation>Colunas vazias do Decreto: {column}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>End of Evening: the {faction} rules the Pass and scores 1 VP (clearing {clearing}).</source>
            <translation>Fim do Anoitecer: quem governa a Passagem (clareira {clearing}) recebe 1 PV — {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>End of the {faction}'s turn.</source>
            <translation>Fim do turno: {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>End-of-Evening effects come before the order is discarded.</source>
            <translation>Os efeitos de fim do Anoitecer vêm antes de a ordem ser descartada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Erratic: draw a card for the Lizards' Lost Souls.</source>
            <translation>Errático: compre uma carta para as Almas Perdidas dos Lagartos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Erratic: {card} goes on top of the Lizards' Lost Souls.</source>
            <translation>Errático: {card} vai para o topo das Almas Perdidas dos Lagartos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Escalated Daylight: battle in clearing {clearing}.</source>
            <translation>Dia Expandido: batalha na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening craft (then onto the Lost Souls)</source>
            <translation>Criar no Anoitecer (depois para as Almas Perdidas)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: discard the order card.</source>
            <translation>Anoitecer: descarte a carta de ordens.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: discard {card}, the leftmost card of the Market.</source>
            <translation>Anoitecer: descarte {card}, a carta mais à esquerda do Mercado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: reveal the top card of the deck for the Lizards to craft.</source>
            <translation>Anoitecer: revele a carta do topo do baralho para os Lagartos criarem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: the Market is empty, nothing to discard.</source>
            <translation>Anoitecer: o Mercado está vazio, nada para descartar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: the Payments are empty, nothing to score.</source>
            <translation>Anoitecer: os Pagamentos estão vazios, nada para pontuar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: the Riverfolk score {vp} VP, one per warrior of the {faction} in their Payments, the most there.</source>
            <translation>Anoitecer: os Ribeirinhos recebem {vp} PV, um por guerreiro ({faction}) nos seus Pagamentos, a maior quantidade lá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Evening: {vp} VP, one per face-up extortion on the map.</source>
            <translation>Anoitecer: {vp} PV, um por extorsão revelada no mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every adjacent clearing has a plot: the lowest-priority one, {clearing}.</source>
            <translation>Toda clareira adjacente tem trama: a de menor prioridade, {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every human ({winners}) reached 30 VP before any bot: the humans win.</source>
            <translation>Todos os humanos ({winners}) chegaram a 30 PV antes de qualquer bot: os humanos vencem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every revealed plot also goes off like a bomb in clearing {clearing}.</source>
            <translation>Toda trama revelada também explode como uma bomba na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every score marker on 0.</source>
            <translation>Todos os marcadores de pontuação no 0.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every such clearing ({targets}) is illegal.</source>
            <translation>Toda clareira como esta ({targets}) é ilegal.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Every {suit} minister already wears a crown: none is ordered.</source>
            <translation>Todo ministro de {suit} já usa coroa: nenhum é ordenado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand has no limit per turn: this is Expand {times} of this turn.</source>
            <translation>Expandir não tem limite por turno: esta é a expansão nº {times} deste turno.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: not needed, it built this turn.</source>
            <translation>Expandir: não é necessário, construiu neste turno.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: nothing built this turn and no more than 5 buildings on the map ({buildings}): discard the order, reveal another.</source>
            <translation>Expandir: nada construído neste turno e no máximo 5 construções no mapa ({buildings}): descarte a ordem, revele outra.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: reveal a new order card (its item is not crafted).</source>
            <translation>Expandir: revele uma nova carta de ordens (seu item não é criado).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: the Iron Will card allows {limit} Expands per turn; they are done.</source>
            <translation>Expandir: a carta Vontade de Ferro permite Expandir {limit} vezes por turno; já foram todas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Expand: {buildings:building} on the map, more than 5.</source>
            <translation>Expandir: {buildings:building} no mapa, mais de 5.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Explore the ruin in clearing {clearing}: take {item:a}.</source>
            <translation>Explore a ruína na clareira {clearing}: pegue {item:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Explore: go to the nearest ruin.</source>
            <translation>Explorar: vá para a ruína mais próxima.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Explore: no ruin within reach.</source>
            <translation>Explorar: nenhuma ruína ao alcance.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Explore: no ruins left.</source>
            <translation>Explorar: nenhuma ruína restante.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Exploring scores no VP.</source>
            <translation>Explorar não rende PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Extortion: all but 2 Riverfolk warriors of each clearing go into the Payments: {warriors:warrior} from {targets}.</source>
            <translation>Extorsão: todos menos 2 guerreiros Ribeirinhos de cada clareira vão para os Pagamentos: {warriors:warrior} de {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Extortion: no clearing has more than 2 Riverfolk warriors.</source>
            <translation>Extorsão: nenhuma clareira tem mais de 2 guerreiros Ribeirinhos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fanatics: after the Convert the Lizards battle the {defender} in clearing {clearing}, with 1 extra hit.</source>
            <translation>Fanáticos: após a Conversão, os Lagartos batalham contra {defender} na clareira {clearing}, com 1 dano adicional.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fanatics: no enemy left to battle in clearing {clearing}.</source>
            <translation>Fanáticos: nenhum inimigo restante para batalhar na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ferocious: as attacker the Riverfolk roll up to {cap:hit}, whatever their warriors.</source>
            <translation>Feroz: como atacantes, os Ribeirinhos rolam até {cap:hit}, quaisquer que sejam seus guerreiros.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ferry: {count} {piece:count} from {origin} across the lake to {dest}; the {faction} takes the ferry and scores {vp} VP instead of drawing a card.</source>
            <translation>Balsa: {count} {piece:count} ({faction}), {origin} → {dest} atravessando o lago; em vez de comprar uma carta, o bot recebe {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fewest Duchy warriors — {targets} ({value:warrior})</source>
            <translation>Menos guerreiros do Ducado — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fewest warriors counts every faction's warriors there.</source>
            <translation>"Menos guerreiros" conta os guerreiros de todas as facções lá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Form the item supply on the map: {item_supply}.</source>
            <translation>Forme o suprimento de itens no mapa: {item_supply}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Form your supply: {pieces}.</source>
            <translation>Forme seu suprimento: {pieces}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Foundations: no crowned minister of a suit where a building was removed, no crown is lost.</source>
            <translation>Alicerces: nenhum ministro coroado de um naipe onde uma construção foi removida, nenhuma coroa é perdida.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Fully cooperative: take the 4 dominance cards out of the deck.</source>
            <translation>Completamente cooperativa: tire as 4 cartas de domínio do baralho.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gamble: before the plot in clearing {clearing} is revealed, the {faction} guesses what it is.</source>
            <translation>Aposta: antes de a trama na clareira {clearing} ser revelada, há um palpite de {faction} sobre o que ela é.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gamble: the {faction} guessed right ({piece}); the plot does not take effect.</source>
            <translation>Aposta: palpite certo de {faction} ({piece}); a trama não tem efeito.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gamble: the {faction} guessed {piece}: wrong; the Corvids score 1 VP.</source>
            <translation>Aposta: palpite de {faction}: {piece} — errado; os Corvobôs recebem 1 PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gamble: what does the {faction} guess the plot in clearing {clearing} is?</source>
            <translation>Aposta: qual é o palpite de {faction} para a trama na clareira {clearing}?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Gardens: {count:garden} of the Lizards removed, so the top {cards:card} of the Lost Souls go to the discard pile.</source>
            <translation>Jardins: {count:garden} dos Lagartos removidos, então as {cards:card} do topo das Almas Perdidas vão para o monte de descarte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Garrison: the Riverfolk are never defenceless, and each trade post of theirs here adds 1 to their maximum hits ({posts:trade_post}).</source>
            <translation>Guarnição: os Ribeirinhos nunca ficam indefesos, e cada entreposto comercial deles aqui soma 1 ao seu dano máximo ({posts:trade_post}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Go to the nearest {suit} clearing for the quest.</source>
            <translation>Vá para a clareira de {suit} mais próxima para a tarefa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Greedy: the player with the most VP bought services, so the {faction} scores 1 VP.</source>
            <translation>Ganancioso: o jogador com mais PVs comprou serviços: +1 PV para {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Guerrilla War: the {defender} defends with the higher die, the attacker takes the lower.</source>
            <translation>Guerra de Guerrilha: o defensor ({defender}) usa o dado maior; o atacante, o menor.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Hand Card</source>
            <translation>Carta da Mão</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Hand Card {n} (from the Riverfolk's hand)</source>
            <translation>Carta da Mão {n} (da mão dos Ribeirinhos)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Hand Card: {card} from the Market</source>
            <translation>Carta da Mão: {card} do Mercado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper (Director's Cut): with no items available, move to aid the lowest-scoring player.</source>
            <translation>Ajudante (Director's Cut): sem itens disponíveis, mova-se para ajudar o jogador com menos pontos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper applies to each aid.</source>
            <translation>Ajudante vale para cada ajuda.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper: aid scores {vp} extra VP.</source>
            <translation>Ajudante: a ajuda rende {vp} PV adicional.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper: aid the player with fewest VP — {targets} ({value:vp})</source>
            <translation>Ajudante: ajude o jogador com menos PVs — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Helper: nobody to aid.</source>
            <translation>Ajudante: ninguém para ajudar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Hospitals: {count:warrior} return in the Keep's clearing {clearing}.</source>
            <translation>Hospitais: {count:warrior} voltam na clareira {clearing} da Torre da Guarda.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>How many crafted items does the {faction} have (at most {most})?</source>
            <translation>Itens artesanais de {faction}: quantos (no máximo {most})?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>How many crafted items does the {faction} have?</source>
            <translation>Itens artesanais de {faction}: quantos?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>How many warriors does the {faction} pay for {count:service}, at the costs the Riverfolk set?</source>
            <translation>Guerreiros pagos por {faction} por {count:service}, aos custos definidos pelos Ribeirinhos: quantos?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>In clearing {clearing}: repair one item.</source>
            <translation>Na clareira {clearing}: repare um item.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>In priority order, highest first: {targets}.</source>
            <translation>Em ordem de prioridade, da maior para a menor: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>In {forest}: repair every item.</source>
            <translation>Na {forest}: repare todos os itens.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Informants: defenceless sympathy still ambushes, one extra hit.</source>
            <translation>Informantes: simpatia indefesa ainda embosca, um dano adicional.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Invaders: no slot to build in, so the Duchy battles in each clearing instead.</source>
            <translation>Invasores: nenhum espaço para construir, então o Ducado batalha em cada clareira no lugar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Investors: Duchy buildings removed in clearing {clearing} (card discarded: {discarded})</source>
            <translation>Investidores: construções do Ducado removidas na clareira {clearing} (carta descartada: {discarded})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Iron Will: Escalated Recruit places double ({count}).</source>
            <translation>Vontade de Ferro: o Recrutamento do Dia Expandido posiciona o dobro ({count}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>It cannot spread: it scores {vp} VP instead.</source>
            <translation>Não pode distribuir: recebe {vp} PV no lugar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>It stops in clearing {stopped}: {missing:move} more would be needed.</source>
            <translation>Para na clareira {stopped}: seriam necessários mais {missing:move}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Item supply: {count} {item}</source>
            <translation>Suprimento de itens: {count} {item}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Items in the satchel refresh first.</source>
            <translation>Itens na mochila são reanimados primeiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Items on the track ({track}) are not usable for actions.</source>
            <translation>Itens na trilha ({track}) não são utilizáveis para ações.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Keep</source>
            <translation>Torre da Guarda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Law of Root {rule}</source>
            <translation>Leis de Root {rule}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Lay out the {map} map.</source>
            <translation>Monte o mapa {map}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Leaving {forest} into an adjacent clearing.</source>
            <translation>Saindo da {forest} para uma clareira adjacente.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Lost Souls (Erratic)</source>
            <translation>Almas Perdidas (Errático)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Map corrected: clearing {clearing} coastal: {coastal}</source>
            <translation>Mapa corrigido: clareira {clearing} costeira: {coastal}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Map corrected: clearing {clearing} has {slots:building_slot} printed</source>
            <translation>Mapa corrigido: a clareira {clearing} tem {slots:building_slot} impressos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Map corrected: river between {a} and {b}: {river}</source>
            <translation>Mapa corrigido: rio entre {a} e {b}: {river}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Market (right end)</source>
            <translation>Mercado (ponta direita)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Marksman hits before the dice.</source>
            <translation>Atirador causa dano antes dos dados.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Marksman: an immediate hit on the {defender}.</source>
            <translation>Atirador: um dano imediato em {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Marksman: nothing to hit.</source>
            <translation>Atirador: nada para atingir.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Marksman: the hit removes 1 {faction} {piece}; {vp} VP.</source>
            <translation>Atirador: o dano remove 1 {piece} ({faction}); {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Martial Law: the {faction} has 3+ warriors in clearing {clearing}; the spread scores {vp} VP.</source>
            <translation>Lei Marcial: 3+ guerreiros de {faction} na clareira {clearing}; a distribuição rende {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Martyrs: a warrior from the Lizards' supply joins the acolytes too.</source>
            <translation>Mártires: um guerreiro do suprimento dos Lagartos também se junta aos acólitos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Martyrs: no Lizard warrior in the supply to add.</source>
            <translation>Mártires: nenhum guerreiro Lagarto no suprimento para adicionar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mastermind: the Corvids plot twice (plot {index}).</source>
            <translation>Mentor: os Corvobôs tramam duas vezes (trama {index}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mercenaries</source>
            <translation>Mercenários</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mercenaries: the hits the {faction} takes are split, {own} on its own pieces and {riverfolk} on the Riverfolk warriors.</source>
            <translation>Mercenários: os danos recebidos ({faction}) são divididos: {own} nas próprias peças e {riverfolk} nos guerreiros Ribeirinhos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Mercenaries: the {faction} counts the Riverfolk's {warriors:warrior} in clearing {clearing} as its own.</source>
            <translation>Mercenários: os {warriors:warrior} Ribeirinhos da clareira {clearing} contam como de {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Most empty building slots — {targets} ({value})</source>
            <translation>Mais espaços de construção vazios — {targets} ({value})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Most enemy buildings and tokens — {targets} ({value:building_token})</source>
            <translation>Mais construções e marcadores inimigos — {targets} ({value:building_token})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Most enemy buildings — {targets} ({value:building})</source>
            <translation>Mais construções inimigas — {targets} ({value:building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Most warriors in the Riverfolk's Payments — {targets} ({value:warrior})</source>
            <translation>Mais guerreiros nos Pagamentos dos Ribeirinhos — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move all but 3 warriors out of {origin}: {count}.</source>
            <translation>Marcha: mova todos menos 3 guerreiros para fora da {origin}: {count}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move for the {column} column ({cards:card}): {count:warrior} from {origin} to {dest}, leaving {leave:warrior} ({to_rule} needed there to keep ruling it).</source>
            <translation>Mover pela coluna de {column} ({cards:card}): {count:warrior}, {origin} → {dest}, deixando {leave:warrior} ({to_rule} necessários lá para continuar governando).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move for the {column} column: it rules no such clearing.</source>
            <translation>Mover pela coluna de {column}: não governa nenhuma clareira como esta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move for the {column} column: nothing can move.</source>
            <translation>Mover pela coluna de {column}: nada pode se mover.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move from: most Eyrie warriors — {targets} ({value:warrior})</source>
            <translation>Mover a partir de: mais guerreiros Rapinas — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move to {dest}: {moves:move}, {items:item} exhausted.</source>
            <translation>Mover → {dest}: {moves:move}; exaure {items:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move to: a clearing without a roost — {targets}</source>
            <translation>Mover para: uma clareira sem ninho — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: all but 2 Corvid warriors leave {origin} (a face-up plot): {count:warrior} to {dest}.</source>
            <translation>Mover: {origin} (trama revelada) → {dest}: {count:warrior}, todos menos 2 guerreiros Corvobôs.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: most enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation>Marcha: mais peças inimigas — {targets} ({value:enemy_piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no adjacent clearing may be entered.</source>
            <translation>Marcha: nenhuma clareira adjacente pode ser ocupada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no clearing has warriors to spare.</source>
            <translation>Mover: nenhuma clareira tem guerreiros sobrando.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no clearing with more than 3 Marquise warriors.</source>
            <translation>Marcha: nenhuma clareira com mais de 3 guerreiros dos Marqueses.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no destination may be entered.</source>
            <translation>Mover: nenhum destino pode ser ocupado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: no {suit} clearing has more than 3 Marquise warriors.</source>
            <translation>Marcha: nenhuma clareira de {suit} tem mais de 3 guerreiros dos Marqueses.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Move: {origin} has {warriors} Marquise warriors, but it rules neither {origin} nor a clearing next to it: none move.</source>
            <translation>Marcha: {origin} tem {warriors} guerreiros dos Marqueses, mas não governa {origin} nem uma clareira vizinha: nenhum se move.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Moved {count} {faction} {piece:count} from {origin} across the lake to {dest} on the ferry; the {faction} draws a card</source>
            <translation>Movido(s) {origin} → {dest} pelo lago, na balsa: {count} {piece:count} ({faction}); {faction}: compra uma carta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Moved {count} {faction} {piece:count} from {origin} to {dest}</source>
            <translation>Movido(s) {origin} → {dest}: {count} {piece:count} ({faction})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nearest: fewest moves — {targets} ({value:move})</source>
            <translation>Mais próxima: menos movimentos — {targets} ({value:move})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nearest: no clearing within reach.</source>
            <translation>Mais próxima: nenhuma clareira ao alcance.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>New roost in clearing {clearing} with {warriors:warrior}.</source>
            <translation>Novo ninho na clareira {clearing} com {warriors:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nimble: the Corvids move whoever rules the clearings.</source>
            <translation>Ágeis: os Corvobôs se movem independente de quem governe as clareiras.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nimble: the Vagabot ignores rule when moving.</source>
            <translation>Ágil: o Automalandro ignora o governo ao se mover.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No Corvid warrior left in the supply: The Plot Thickens first, then the recruit goes on.</source>
            <translation>Nenhum guerreiro Corvobô restante no suprimento: primeiro Intensifique a Trama, depois o recrutamento continua.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No Duchy warrior is left in the supply.</source>
            <translation>Nenhum guerreiro do Ducado restante no suprimento.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No Lizard warrior is on the map.</source>
            <translation>Nenhum guerreiro Lagarto está no mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No adjacent clearing has enemy pieces: the tie is broken by priority alone.</source>
            <translation>Nenhuma clareira adjacente tem peças inimigas: o empate é decidido só pela prioridade.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No adjacent clearing to move to.</source>
            <translation>Nenhuma clareira adjacente para onde se mover.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No adjacent clearing with a Duchy building can be moved to.</source>
            <translation>Não é possível mover para nenhuma clareira adjacente com construção do Ducado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing has 2 or more Corvid warriors and an enemy to battle.</source>
            <translation>Nenhuma clareira tem 2 ou mais guerreiros Corvobôs e um inimigo para batalhar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing has a face-up plot and more than 2 Corvid warriors: no move.</source>
            <translation>Nenhuma clareira tem trama revelada e mais de 2 guerreiros Corvobôs: sem movimento.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing of that suit can take a warrior.</source>
            <translation>Nenhuma clareira desse naipe pode receber um guerreiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing the Duchy rules has a free slot.</source>
            <translation>Nenhuma clareira que o Ducado governa tem espaço livre.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing there holds Riverfolk warriors and enemy pieces.</source>
            <translation>Nenhuma clareira lá tem guerreiros Ribeirinhos e peças inimigas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing with Riverfolk pieces can take warriors.</source>
            <translation>Nenhuma clareira com peças Ribeirinhas pode receber guerreiros.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No clearing with a Duchy building takes a warrior.</source>
            <translation>Nenhuma clareira com construção do Ducado recebe um guerreiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No new roost: {roosts:roost} already on the map.</source>
            <translation>Nenhum ninho novo: {roosts:roost} já no mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing can take a warrior.</source>
            <translation>Nenhuma clareira ordenada pode receber um guerreiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing has 2 or more Lizard warriors and an enemy to battle.</source>
            <translation>Nenhuma clareira ordenada tem 2 ou mais guerreiros Lagartos e um inimigo para batalhar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing has a building of that player to sanctify.</source>
            <translation>Nenhuma clareira ordenada tem uma construção daquele jogador para santificar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing has a warrior of that player to convert.</source>
            <translation>Nenhuma clareira ordenada tem um guerreiro daquele jogador para converter.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing without a plot can take one.</source>
            <translation>Nenhuma clareira ordenada sem trama pode receber uma.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ordered clearing without a trade post can take one.</source>
            <translation>Nenhuma clareira ordenada sem entreposto comercial pode receber um.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No other clearing can take the recruit.</source>
            <translation>Nenhuma outra clareira pode receber o recrutamento.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No other {suit} clearing can take the recruit.</source>
            <translation>Nenhuma outra clareira de {suit} pode receber o recrutamento.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No player can be targeted.</source>
            <translation>Nenhum jogador pode ser alvo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No plot is left in the supply to swap for the bomb in clearing {clearing}: it stays face up.</source>
            <translation>Nenhuma trama restante no suprimento para trocar pela bomba na clareira {clearing}: ela fica revelada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No revolt: Public Pity follows.</source>
            <translation>Sem revolta: segue a Pena Pública.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ruled clearing holds a Duchy warrior.</source>
            <translation>Nenhuma clareira governada tem guerreiro do Ducado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No ruled clearing holds more than 4 Duchy warriors.</source>
            <translation>Nenhuma clareira governada tem mais de 4 guerreiros do Ducado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No such clearing can take a plot.</source>
            <translation>Nenhuma clareira como esta pode receber uma trama.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No such destination: the {count:warrior} in clearing {clearing} go to the Burrow.</source>
            <translation>Nenhum destino como este: os {count:warrior} da clareira {clearing} vão para a Toca.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No tunnel left in the supply: the Duchy takes the one in {origin}.</source>
            <translation>Nenhum túnel restante no suprimento: o Ducado pega o da {origin}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No tunnel on the map to take.</source>
            <translation>Nenhum túnel no mapa para pegar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing can take a Lizard warrior.</source>
            <translation>Nenhuma clareira de {suit} pode receber um guerreiro Lagarto.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing can take a new roost.</source>
            <translation>Nenhuma clareira de {suit} pode receber um ninho novo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing fits: spread to clearing {clearing} of any suit.</source>
            <translation>Nenhuma clareira de {suit} serve: distribua para a clareira {clearing}, de qualquer naipe.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing has 2 or more Corvid warriors and an enemy to battle.</source>
            <translation>Nenhuma clareira de {suit} tem 2 ou mais guerreiros Corvobôs e um inimigo para batalhar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing has a face-up plot and more than 2 Corvid warriors: no move.</source>
            <translation>Nenhuma clareira de {suit} tem trama revelada e mais de 2 guerreiros Corvobôs: sem movimento.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>No {suit} clearing next to a sympathetic one can take sympathy.</source>
            <translation>Nenhuma clareira de {suit} vizinha a uma simpática pode receber simpatia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nobility: score {vp} VP instead of losing VP.</source>
            <translation>Nobreza: recebe {vp} PV em vez de perder PVs.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nobody else has pieces in clearing {clearing}: no discard.</source>
            <translation>Ninguém mais tem peças na clareira {clearing}: sem descarte.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nobody has warriors in the Payments.</source>
            <translation>Ninguém tem guerreiros nos Pagamentos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Not every target is allowed: the others are skipped.</source>
            <translation>Nem todo alvo é permitido: os outros são pulados.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Nothing crafted, so nothing is discarded: the Market keeps its cards.</source>
            <translation>Nada criado, então nada é descartado: o Mercado mantém suas cartas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Off the right end of the track: back to the leftmost space.</source>
            <translation>Saiu pela ponta direita da trilha: volta ao espaço mais à esquerda.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>One Lizard warrior in each adjacent clearing: {targets}.</source>
            <translation>Um guerreiro Lagarto em cada clareira adjacente: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>One Riverfolk warrior goes into their Payments.</source>
            <translation>Um guerreiro Ribeirinho vai para os Pagamentos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>One Riverfolk warrior in each river clearing: {targets}.</source>
            <translation>Um guerreiro Ribeirinho em cada clareira com rio: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>One battle for the {column} column, whatever its {cards:card}.</source>
            <translation>Uma batalha pela coluna de {column}, seja qual for o número de cartas ({cards:card}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only one Loyal Vizier starts in the Decree.</source>
            <translation>Só um Vizir Leal começa no Decreto.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Only {supply:warrior} in the supply: the highest-priority clearings first ({targets}).</source>
            <translation>Só {supply:warrior} no suprimento: as clareiras de maior prioridade primeiro ({targets}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Order card: a {suit} card</source>
            <translation>Carta de ordens: uma carta de {suit}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Order card: {card}</source>
            <translation>Carta de ordens: {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize in clearing {clearing}: {warriors:warrior} (at least {threshold}); remove them.</source>
            <translation>Organizar na clareira {clearing}: {warriors:warrior} (pelo menos {threshold}); remova-os.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize needs {warriors}+ Alliance warriors.</source>
            <translation>Organizar exige {warriors}+ guerreiros da Aliança.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: a protectionism condition is met, the Riverfolk score 1 VP.</source>
            <translation>Organizar: uma condição de protecionismo foi cumprida, os Ribeirinhos recebem 1 PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: no clearing can take the 2 warriors.</source>
            <translation>Organizar: nenhuma clareira pode receber os 2 guerreiros.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: no clearing with a base and {threshold}+ warriors.</source>
            <translation>Organizar: nenhuma clareira com base e {threshold}+ guerreiros.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: no protectionism condition is met.</source>
            <translation>Organizar: nenhuma condição de protecionismo foi cumprida.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: no warriors left in the supply to place.</source>
            <translation>Organizar: nenhum guerreiro restante no suprimento para posicionar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Organize: {warriors:warrior} in clearing {clearing}, with Riverfolk pieces and the most enemy pieces.</source>
            <translation>Organizar: {warriors:warrior} na clareira {clearing}, com peças Ribeirinhas e a maior quantidade de peças inimigas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Outrage in clearing {clearing} (card discarded: {discarded})</source>
            <translation>Ultraje na clareira {clearing} (carta descartada: {discarded})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Outrage: the Alliance's sympathy in clearing {clearing} was hit ({cause}).</source>
            <translation>Ultraje: a simpatia da Aliança na clareira {clearing} foi atingida ({cause}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Overwhelm: dig {time} of 2 this turn, needing and moving {need}.</source>
            <translation>Sobrepujar: cavar {time} de 2 neste turno, exigindo e movendo {need}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Overwhelm: the dig moves only {count:warrior}.</source>
            <translation>Sobrepujar: o cavar move só {count:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Path {a}–{b} closed: {closed}</source>
            <translation>Caminho {a}–{b} fechado: {closed}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Place a sympathy token in clearing {clearing} ({token} on the map): {vp} VP.</source>
            <translation>Posicione um marcador de simpatia na clareira {clearing} ({token} no mapa): {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plot: no clearing without a plot has a Corvid warrior.</source>
            <translation>Trama: nenhuma clareira sem trama tem guerreiro Corvobô.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plot: no {suit} clearing without a plot has a Corvid warrior.</source>
            <translation>Trama: nenhuma clareira de {suit} sem trama tem guerreiro Corvobô.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plot: the Corvids remove a warrior in clearing {clearing} and place a plot there, face down.</source>
            <translation>Trama: os Corvobôs removem um guerreiro na clareira {clearing} e posicionam ali uma trama, virada para baixo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plots are revealed in priority order: {targets}.</source>
            <translation>As tramas são reveladas em ordem de prioridade: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Plus 2 warriors in the ordered clearing it rules of highest priority: {clearing}.</source>
            <translation>Mais 2 guerreiros na clareira ordenada que governa de maior prioridade: {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Popularity: removing sympathy scores at most {vp} VP per battle.</source>
            <translation>Popularidade: remover simpatia rende no máximo {vp} PV por batalha.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Popularity: removing sympathy scores no VP.</source>
            <translation>Popularidade: remover simpatia não rende PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Protectionism: no warriors in the supply, so the sword condition is met for the rest of the turn.</source>
            <translation>Protecionismo: nenhum guerreiro no suprimento, então a condição de espada vale pelo resto do turno.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Protectionism: the Payments are empty, so the shield condition is met for the rest of the turn.</source>
            <translation>Protecionismo: os Pagamentos estão vazios, então a condição de escudo vale pelo resto do turno.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Protectionism: {payments:warrior} in the Payments, so the shield condition is not met.</source>
            <translation>Protecionismo: {payments:warrior} nos Pagamentos, então a condição de escudo não foi cumprida.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Protectionism: {supply:warrior} in the supply, so the sword condition is not met.</source>
            <translation>Protecionismo: {supply:warrior} no suprimento, então a condição de espada não foi cumprida.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Public Pity: spread again ({left} left).</source>
            <translation>Pena Pública: distribua de novo (restam {left}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Public Pity: {on_map:sympathy} on the map, so spread {times:time}.</source>
            <translation>Pena Pública: {on_map:sympathy} no mapa, então distribua {times:time}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put 2 warriors and a tunnel in a corner clearing that is no other player's starting corner and, if possible, is diagonally opposite one; then 2 warriors in each clearing adjacent to it.</source>
            <translation>Ponha 2 guerreiros e um túnel em uma clareira de canto que não seja o canto inicial de outro jogador e, se possível, diagonalmente oposta a um; depois, 2 guerreiros em cada clareira adjacente a ela.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put 4 warriors and a garden of its suit in a corner clearing that is no other player's starting corner and, if possible, is diagonally opposite one; then a warrior in each adjacent clearing.</source>
            <translation>Ponha 4 guerreiros e um jardim do seu naipe em uma clareira de canto que não seja o canto inicial de outro jogador e, se possível, diagonalmente oposta a um; depois, um guerreiro em cada clareira adjacente.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put 4 warriors in any clearings touching the river.</source>
            <translation>Ponha 4 guerreiros em quaisquer clareiras que toquem o rio.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put a ruin on each slot marked R: clearings {clearings}.</source>
            <translation>Ponha uma ruína em cada espaço marcado com R: clareiras {clearings}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put a warrior in any clearing of each suit (3 in all).</source>
            <translation>Ponha um guerreiro em qualquer clareira de cada naipe (3 no total).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the 4 items marked R (bag, boots, hammer, sword) one under each ruin, shuffled.</source>
            <translation>Ponha os 4 itens marcados com R (sacola, botas, martelo, espada) um sob cada ruína, embaralhados.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the Burrow board beside the map.</source>
            <translation>Ponha o tabuleiro da Toca ao lado do mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the Keep in any corner clearing.</source>
            <translation>Ponha a Torre da Guarda em qualquer clareira de canto.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the Keep in clearing {clearing}, the corner named at New Game (the bots set up around it).</source>
            <translation>Ponha a Torre da Guarda na clareira {clearing}, o canto escolhido no Novo jogo (os bots se preparam em volta dela).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the ferry in clearing {clearing}, the coastal corner.</source>
            <translation>Ponha a balsa na clareira {clearing}, o canto costeiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the pawn in any forest.</source>
            <translation>Ponha o peão em qualquer floresta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put the priority markers 1 to {count} on the clearings as the Rootbotics chart of {map} shows.</source>
            <translation>Ponha os marcadores de prioridade 1 a {count} nas clareiras como mostra o quadro das Leis da Robótica para {map}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Put {pieces} in a corner clearing that is no other player's starting corner and, if possible, is diagonally opposite one.</source>
            <translation>Ponha {pieces} em uma clareira de canto que não seja o canto inicial de outro jogador e, se possível, diagonalmente oposta a um.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Quest: no matching clearing within reach.</source>
            <translation>Tarefas: nenhuma clareira correspondente ao alcance.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Quest: no quest card.</source>
            <translation>Tarefas: nenhuma carta de tarefa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Quest: {usable:usable_item}, {cost} needed.</source>
            <translation>Tarefas: {usable:usable_item}, são necessários {cost}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rally: no ordered clearing without a Duchy building holds 1 or 2 Duchy warriors.</source>
            <translation>Agrupar: nenhuma clareira ordenada sem construção do Ducado tem 1 ou 2 guerreiros do Ducado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rally: ordered clearing {clearing} has no Duchy building and only {count:warrior}.</source>
            <translation>Agrupar: a clareira ordenada {clearing} não tem construção do Ducado e só {count:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ranger: only {damaged:damaged_item}.</source>
            <translation>Andarilho: só {damaged:damaged_item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ranger: {damaged:damaged_item}; slip into {forest} (among {options}).</source>
            <translation>Andarilho: {damaged:damaged_item}; deslize para a {forest} (entre {options}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Reach {reach}: {total}, at least the {minimum} recommended for {players:player}.</source>
            <translation>Alcance {reach}: {total}, pelo menos o mínimo de {minimum} recomendado para {players:player}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Reach {reach}: {total}, under the {minimum} recommended for {players:player} (you may still play).</source>
            <translation>Alcance {reach}: {total}, abaixo do mínimo de {minimum} recomendado para {players:player} (ainda é possível jogar).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Reach {reach}: {total}; the Law of Root recommends no total for {players:player}.</source>
            <translation>Alcance {reach}: {total}; as Leis de Root não recomendam total para {players:player}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit ({index} of 2): the Corvids place {count:warrior} in clearing {clearing}.</source>
            <translation>Recrutar ({index} de 2): os Corvobôs posicionam {count:warrior} na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit a warrior in each clearing with a base: {targets}.</source>
            <translation>Recrute um guerreiro em cada clareira com base: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit all {count} in the only clearing it rules: {clearing}.</source>
            <translation>Recrute todos os {count} na única clareira que governa: {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the bird column: {count:warrior} ({cards:card}).</source>
            <translation>Recrutar pela coluna de pássaro: {count:warrior} ({cards:card}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the {column} column ({cards:card}): {count:warrior} in clearing {clearing}.</source>
            <translation>Recrutar pela coluna de {column} ({cards:card}): {count:warrior} na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the {column} column: no roost in such a clearing.</source>
            <translation>Recrutar pela coluna de {column}: nenhum ninho em uma clareira como esta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the {column} column: no warrior left in the supply.</source>
            <translation>Recrutar pela coluna de {column}: nenhum guerreiro restante no suprimento.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit for the {column} column: no warrior to place.</source>
            <translation>Recrutar pela coluna de {column}: nenhum guerreiro para posicionar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit {count:warrior} evenly among the ordered clearings it rules: {targets}.</source>
            <translation>Recrute {count:warrior} de forma equilibrada entre as clareiras ordenadas que governa: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit {count:warrior} in the two lowest-priority clearings it rules: {targets}.</source>
            <translation>Recrute {count:warrior} nas duas clareiras de menor prioridade que governa: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: it rules no clearing.</source>
            <translation>Recrutar: não governa nenhuma clareira.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: it rules no {suit} clearing.</source>
            <translation>Recrutar: não governa nenhuma clareira de {suit}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: most enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation>Recrutar: mais peças inimigas — {targets} ({value:enemy_piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: no base on the map.</source>
            <translation>Recrutar: nenhuma base no mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: no clearing may take warriors.</source>
            <translation>Recrutar: nenhuma clareira pode receber guerreiros.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: one Riverfolk warrior in each ordered clearing: {targets}.</source>
            <translation>Recrutar: um guerreiro Ribeirinho em cada clareira ordenada: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: the Duchy places {count:warrior} in the Burrow.</source>
            <translation>Recrutar: o Ducado posiciona {count:warrior} na Toca.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Recruit: the order is bird, so one Riverfolk warrior in each river clearing: {targets}.</source>
            <translation>Recrutar: a ordem é pássaro, então um guerreiro Ribeirinho em cada clareira com rio: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Refresh {count:item} (difficulty).</source>
            <translation>Reanime {count:item} (dificuldade).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Refresh {count:item} ({damaged} damaged).</source>
            <translation>Reanime {count:item} (danificados: {damaged}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Refresh: nothing exhausted.</source>
            <translation>Reanimar: nada exaurido.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Refreshed {refreshed:item}.</source>
            <translation>Reanimado(s): {refreshed:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Relentless removals score {vp} VP.</source>
            <translation>As remoções de Implacável rendem {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Relentless: nothing defenceless to remove.</source>
            <translation>Implacável: nada indefeso para remover.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Relentless: remove {count:building_token} (defenceless, enemy) in {targets}.</source>
            <translation>Implacável: remova {count:building_token} (indefesos, inimigos) em {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Removed {count} {faction} {piece:count} from {place}</source>
            <translation>Removido(s) ({place}): {count} {piece:count} ({faction})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Repair one item (it comes back {face}).</source>
            <translation>Repare um item (ele volta {face}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Repair: nothing damaged.</source>
            <translation>Reparar: nada danificado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Repaired {repaired:item}.</source>
            <translation>Reparado(s): {repaired:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Reveal the plots, highest priority first: turn over the plot in clearing {clearing} ({left} face down).</source>
            <translation>Revele as tramas, maior prioridade primeiro: vire a trama da clareira {clearing} ({left} viradas para baixo).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt in clearing {clearing}.</source>
            <translation>Revolta na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: a bird order does not revolt in Birdsong.</source>
            <translation>Revolta: com ordem de pássaro, não há revolta no Amanhecer.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: most enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation>Revolta: mais peças inimigas — {targets} ({value:enemy_piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: no clearing can take the base.</source>
            <translation>Revolta: nenhuma clareira pode receber a base.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: no sympathetic {suit} clearing can revolt.</source>
            <translation>Revolta: nenhuma clareira simpática de {suit} pode se revoltar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Revolt: the {suit} base is already on the map.</source>
            <translation>Revolta: a base de {suit} já está no mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ritual {index} of {rituals}: the Lizards reveal {card} ({suit}) from the Lost Souls.</source>
            <translation>Ritual {index} de {rituals}: os Lagartos revelam {card} ({suit}) das Almas Perdidas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Riverboats</source>
            <translation>Botes</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Riverfolk's Payments: {count:warrior} of the {faction}</source>
            <translation>Pagamentos dos Ribeirinhos: {count:warrior} de {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Robotic Revenge: the Lizards lose {count:warrior} outside their turn; one goes to the acolytes.</source>
            <translation>Vingança Robótica: os Lagartos perdem {count:warrior} fora do seu turno; um vai para os acólitos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rogue needs 3 enemy pieces with a building or token; here: {pieces:enemy_piece}, {buildings_tokens:building_token}.</source>
            <translation>Patife exige 3 peças inimigas com uma construção ou marcador; aqui: {pieces:enemy_piece}, {buildings_tokens:building_token}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rogue scores {vp} VP.</source>
            <translation>Patife rende {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rogue: remove the enemy pieces in clearing {clearing}:</source>
            <translation>Patife: remova as peças inimigas na clareira {clearing}:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Rootbotics {rule}</source>
            <translation>Leis da Robótica {rule}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ruins in clearing {clearing}: {ruins}</source>
            <translation>Ruínas na clareira {clearing}: {ruins}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ruled, most Duchy warriors — {targets} ({value:warrior})</source>
            <translation>Governada, mais guerreiros do Ducado — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ruling clearing {clearing} needs a warrior there.</source>
            <translation>Governar a clareira {clearing} exige um guerreiro lá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sanctify: the Lizards replace the {faction}'s {piece} in clearing {clearing} with a {suit} garden and score {vp} VP.</source>
            <translation>Santificação: os Lagartos substituem {piece} ({faction}) na clareira {clearing} por um jardim de {suit} e recebem {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Score {vp} VP at the end of Evening (1 per two players, {players:player}).</source>
            <translation>Receba {vp} PV no fim do Anoitecer (1 a cada dois jogadores, {players:player}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Score {vp} VP at the end of Evening.</source>
            <translation>Receba {vp} PV no fim do Anoitecer.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Score {vp} VP for {roosts:roost} on the map.</source>
            <translation>Receba {vp} PV por {roosts:roost} no mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Score {vp} VP from the {piece} track ({on_map} on the map).</source>
            <translation>Receba {vp} PV da trilha de {piece} ({on_map} no mapa).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Seats in turn order: {seats}; the {first_player} plays first.</source>
            <translation>Lugares na ordem de turno: {seats}; primeiro a jogar: {first_player}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Services for bots ({card_set}): the table reads the {faction}'s Services card and says what it buys.</source>
            <translation>Serviços para bots ({card_set}): a mesa lê a carta de Serviços de {faction} e diz o que ela compra.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Set up the table: step {number} of {of}. Done when it is done.</source>
            <translation>Prepare a mesa: passo {number} de {of}. Feito quando estiver feito.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Set up the {faction} (played at the table): drag each piece onto the map as you place it.</source>
            <translation>Prepare {faction} (jogado na mesa): arraste cada peça para o mapa ao posicioná-la.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Setup card {card}: discarded.</source>
            <translation>Carta de preparação {card}: descartada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Setup order: {lettered}.</source>
            <translation>Ordem de preparação: {lettered}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Setup: the {faction} draws a card from the deck ({number} of {of}).</source>
            <translation>Preparação: uma carta do baralho para {faction} ({number} de {of}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Several clearings move: the highest-priority origin goes first ({origin}).</source>
            <translation>Várias clareiras se movem: a origem de maior prioridade vai primeiro ({origin}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Several targets: highest priority first ({clearing}).</source>
            <translation>Vários alvos: maior prioridade primeiro ({clearing}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Shuffle the deck; each human draws 3 cards; the bots draw none.</source>
            <translation>Embaralhe o baralho; cada humano compra 3 cartas; os bots não compram.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Shuffle the quests and draw 3 face up.</source>
            <translation>Embaralhe as tarefas e compre 3 com a face para cima.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Skip the rest of the setup</source>
            <translation>Pular o resto da preparação</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Skipped: the rules do not allow this step on the board as it stands.</source>
            <translation>Pulado: as regras não permitem este passo com o tabuleiro como está.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Slip into {forest} (at random among {options}).</source>
            <translation>Deslize para a {forest} (aleatoriamente entre {options}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Slip: no forest to slip into.</source>
            <translation>Deslizar: nenhuma floresta para onde deslizar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Slip: only {undamaged:undamaged_item}.</source>
            <translation>Deslizar: só {undamaged:undamaged_item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Special action: exhaust an item.</source>
            <translation>Ação especial: exaura um item.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Special action: skipped.</source>
            <translation>Ação especial: pulada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Special action: the Vagabot is in {forest}.</source>
            <translation>Ação especial: o Automalandro está na {forest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spiteful: the Crusade removed a token, the Lizards score 1 VP more.</source>
            <translation>Rancoroso: a Cruzada removeu um marcador, os Lagartos recebem 1 PV a mais.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spread: fewest enemy warriors — {targets} ({value:enemy_warrior})</source>
            <translation>Distribuir: menos guerreiros inimigos — {targets} ({value:enemy_warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spread: no clearing can take a sympathy token.</source>
            <translation>Distribuir: nenhuma clareira pode receber um marcador de simpatia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spread: no clearing can take sympathy.</source>
            <translation>Distribuir: nenhuma clareira pode receber simpatia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Spread: no sympathy left on the track.</source>
            <translation>Distribuir: nenhuma simpatia restante na trilha.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Start of the game</source>
            <translation>Início do jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Suit marker on clearing {clearing}: {suit}</source>
            <translation>Marcador de naipe na clareira {clearing}: {suit}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Suit markers: fox on {fox}; mouse on {mouse}; rabbit on {rabbit}.</source>
            <translation>Marcadores de naipe: raposa em {fox}; rato em {mouse}; coelho em {rabbit}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Surprise Revolt in clearing {clearing}.</source>
            <translation>Revolta Surpresa na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Surprise Revolt: most enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation>Revolta Surpresa: mais peças inimigas — {targets} ({value:enemy_piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Surprise Revolt: no clearing can revolt.</source>
            <translation>Revolta Surpresa: nenhuma clareira pode se revoltar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Surprise Revolt: no sympathetic clearing can revolt.</source>
            <translation>Revolta Surpresa: nenhuma clareira simpática pode se revoltar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Swap the bomb in clearing {clearing} for a random plot from the supply, placed face up.</source>
            <translation>Troque a bomba da clareira {clearing} por uma trama aleatória do suprimento, posicionada revelada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sway: a bird order orders no minister, the lowest without a crown, the {minister}, is crowned.</source>
            <translation>Influenciar: uma ordem de pássaro não ordena ministro; o mais baixo sem coroa, {minister}, é coroado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sway: every minister already wears a crown.</source>
            <translation>Influenciar: todo ministro já usa coroa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sway: no ordered minister is free, the lowest without a crown, the {minister}, is crowned.</source>
            <translation>Influenciar: nenhum ministro ordenado está livre; o mais baixo sem coroa, {minister}, é coroado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Sway: the {minister}, the highest {suit} minister without a crown, is crowned.</source>
            <translation>Influenciar: {minister}, o ministro de {suit} mais acima sem coroa, é coroado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Swoop happens at the end of Daylight, after Turmoil too.</source>
            <translation>Rasante ocorre no fim do Dia, também depois do Tumulto.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Swoop: {count:warrior} in clearing {clearing}.</source>
            <translation>Rasante: {count:warrior} na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Take a random plot from the Corvids' supply for clearing {clearing}: what does it show?</source>
            <translation>Pegue uma trama aleatória do suprimento dos Corvobôs para a clareira {clearing}: o que ela mostra?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Take the items marked S your character lists: tea, crossbows and bags on their tracks, the others in the Satchel.</source>
            <translation>Pegue os itens marcados com S que seu personagem lista: chá, bestas e sacolas nas suas trilhas, os outros na Mochila.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Take {count:crafted_item} from the {faction}: {items}.</source>
            <translation>Pegue {count:crafted_item} de {faction}: {items}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Target player: most VP — {targets} ({value:vp})</source>
            <translation>Jogador alvo: mais PVs — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That player has several kinds of building there: the {piece} is replaced.</source>
            <translation>Esse jogador tem vários tipos de construção lá: {piece} é substituída.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>That was the Lizards' last acolyte: conspiracies end.</source>
            <translation>Era o último acólito dos Lagartos: as conspirações terminam.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 10 sympathy tokens on the Sympathy track.</source>
            <translation>Os 10 marcadores de simpatia na trilha de Simpatia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 3 bases on the Bases box.</source>
            <translation>As 3 bases no espaço de Bases.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 9 crowns on the spaces with victory points.</source>
            <translation>As 9 coroas nos espaços com pontos de vitória.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 9 minister cards face up on the Unswayed Ministers pile.</source>
            <translation>As 9 cartas de ministro com a face para cima na pilha de Ministros Não Influenciados.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The 9 trade posts on the Trade Posts tracks.</source>
            <translation>Os 9 entrepostos comerciais nas trilhas de Entrepostos Comerciais.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Alliance starts with {warriors:warrior}, {bases:base} and {sympathy:sympathy} on its board.</source>
            <translation>A Aliança começa com {warriors:warrior}, {bases:base} e {sympathy:sympathy} no tabuleiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Arbiter acts only when a defender enlists it.</source>
            <translation>O Árbitro só age quando um defensor o alista.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Burrow holds fewer than 4: all {count:warrior} move up.</source>
            <translation>A Toca tem menos de 4: todos os {count:warrior} sobem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Burrow is a clearing the Duchy always rules: it counts.</source>
            <translation>A Toca é uma clareira que o Ducado sempre governa: ela conta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Captain: clearing {clearing} has a tunnel, the Duchy deals one extra hit.</source>
            <translation>O Capitão: a clareira {clearing} tem um túnel, o Ducado causa um dano adicional.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Clockwork 2 cards have one text in every printing.</source>
            <translation>As cartas do Clockwork 2 têm um só texto em todas as impressões.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Corvids place 1 warrior in the lowest-priority clearing of each suit: {targets}.</source>
            <translation>Os Corvobôs posicionam 1 guerreiro na clareira de menor prioridade de cada naipe: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Corvids revealed the plot in clearing {clearing}: {face:a}</source>
            <translation>Os Corvídeos revelaram a trama na clareira {clearing}: {face:a}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Corvids score {vp} VP: one per face-up plot on the map.</source>
            <translation>Os Corvobôs recebem {vp} PV: um por trama revelada no mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Crusade fought {battles:battle}: the Lizards spend an acolyte.</source>
            <translation>A Cruzada travou {battles:battle}: os Lagartos gastam um acólito.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy builds a {piece} in clearing {clearing}.</source>
            <translation>O Ducado constrói {piece} na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy cannot place a building and still has some on its board: 1 VP.</source>
            <translation>O Ducado não pode posicionar construção e ainda tem alguma no tabuleiro: 1 PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy moves {count:warrior} from {origin} to {dest}.</source>
            <translation>O Ducado move {count:warrior}: {origin} → {dest}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy places a warrior in clearing {clearing}.</source>
            <translation>O Ducado posiciona um guerreiro na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy removes a warrior from {place} and scores 1 VP.</source>
            <translation>O Ducado remove um guerreiro ({place}) e recebe 1 PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy surfaces in corner {clearing}, diagonally opposite a starting corner ({starts}).</source>
            <translation>O Ducado emerge no canto {clearing}, diagonalmente oposto a um canto inicial ({starts}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Duchy surfaces in corner {clearing}, drawn at random among {corners}.</source>
            <translation>O Ducado emerge no canto {clearing}, sorteado entre {corners}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Foremole is crowned: one more warrior.</source>
            <translation>O Capataz está coroado: mais um guerreiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Keep goes in clearing {clearing}, as the table chose.</source>
            <translation>A Torre da Guarda vai para a clareira {clearing}, como a mesa escolheu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Keep goes in clearing {clearing}, drawn at random among the corners {corners}.</source>
            <translation>A Torre da Guarda vai para a clareira {clearing}, sorteada entre os cantos {corners}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Keep is not on the map: the first roost goes in clearing {clearing} (random among {corners}).</source>
            <translation>A Torre da Guarda não está no mapa: o primeiro ninho vai para a clareira {clearing} (sorteada entre {corners}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards ({acolytes:acolyte}) move the conspiracy marker to Convert (space {space}).</source>
            <translation>Os Lagartos ({acolytes:acolyte}) movem o marcador de conspiração para Conversão (espaço {space}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards ({acolytes:acolyte}) move the conspiracy marker to Crusade (space {space}).</source>
            <translation>Os Lagartos ({acolytes:acolyte}) movem o marcador de conspiração para Cruzada (espaço {space}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards ({acolytes:acolyte}) move the conspiracy marker to Sanctify (space {space}).</source>
            <translation>Os Lagartos ({acolytes:acolyte}) movem o marcador de conspiração para Santificação (espaço {space}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards cannot Convert: no acolyte is spent.</source>
            <translation>Os Lagartos não podem Converter: nenhum acólito é gasto.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards cannot Crusade: no acolyte is spent.</source>
            <translation>Os Lagartos não podem fazer Cruzada: nenhum acólito é gasto.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards cannot Sanctify: no acolyte is spent.</source>
            <translation>Os Lagartos não podem Santificar: nenhum acólito é gasto.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards discard the {count:card} left in the Lost Souls.</source>
            <translation>Os Lagartos descartam o que resta nas Almas Perdidas: {count:card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards do not rule clearing {clearing}: no garden.</source>
            <translation>Os Lagartos não governam a clareira {clearing}: sem jardim.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards now rule clearing {clearing}: a garden follows.</source>
            <translation>Os Lagartos agora governam a clareira {clearing}: segue um jardim.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards place a warrior in {suit} clearing {clearing}.</source>
            <translation>Os Lagartos posicionam um guerreiro na clareira de {suit} {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards rule clearing {clearing} but cannot place a {suit} garden there:</source>
            <translation>Os Lagartos governam a clareira {clearing}, mas não podem posicionar um jardim de {suit} lá:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards rule clearing {clearing}: they place a {suit} garden there.</source>
            <translation>Os Lagartos governam a clareira {clearing}: posicionam um jardim de {suit} lá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards score {vp} VP on the {suit} garden track ({gardens:garden} on the map).</source>
            <translation>Os Lagartos recebem {vp} PV na trilha de jardins de {suit} ({gardens:garden} no mapa).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards start in corner {clearing}, diagonally opposite a starting corner (drawn among {corners}).</source>
            <translation>Os Lagartos começam no canto {clearing}, diagonalmente oposto a um canto inicial (sorteado entre {corners}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards start in corner {clearing}, drawn at random among {corners}: none is opposite a start.</source>
            <translation>Os Lagartos começam no canto {clearing}, sorteado entre {corners}: nenhum é oposto a um início.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards' order is bird: suits tie at {count} in the {cards:card} of the Lost Souls.</source>
            <translation>A ordem dos Lagartos é pássaro: naipes empatados em {count} (Almas Perdidas: {cards:card}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards' order is {suit}: {count} of the {cards:card} in the Lost Souls.</source>
            <translation>A ordem dos Lagartos é {suit}: {count} de {cards:card} nas Almas Perdidas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lizards' own discards go to the discard pile, not back onto their Lost Souls.</source>
            <translation>Os descartes dos próprios Lagartos vão para o monte de descarte, não de volta às Almas Perdidas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Lost Souls are empty after {done} of {rituals} rituals: Daylight ends.</source>
            <translation>As Almas Perdidas estão vazias após {done} de {rituals} rituais: o Dia termina.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Market is empty: the Riverfolk have no order card.</source>
            <translation>O Mercado está vazio: os Ribeirinhos não têm carta de ordens.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Marshal places no warrior.</source>
            <translation>O Marechal não posiciona guerreiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Mayor removes nothing and scores nothing.</source>
            <translation>O Prefeito não remove nada e não recebe nada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Pass ({clearing}) counts as the highest priority, ahead of {targets}.</source>
            <translation>A Passagem ({clearing}) conta como a maior prioridade, à frente de {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Pass ({clearing}) counts as the lowest priority, below {targets}.</source>
            <translation>A Passagem ({clearing}) conta como a menor prioridade, abaixo de {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Pass ({clearing}) goes first: it counts as the highest priority, before {targets}.</source>
            <translation>A Passagem ({clearing}) vai primeiro: conta como a maior prioridade, antes de {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Plot Thickens: no clearing without a plot has 3 or more Corvid warriors.</source>
            <translation>Intensifique a Trama: nenhuma clareira sem trama tem 3 ou mais guerreiros Corvobôs.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Plot Thickens: the Corvids remove a warrior in clearing {clearing} and place a plot there, face down.</source>
            <translation>Intensifique a Trama: os Corvobôs removem um guerreiro na clareira {clearing} e posicionam ali uma trama, virada para baixo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Price of Failure: Duchy buildings were removed, the {minister} loses its crown.</source>
            <translation>O Preço da Derrota: construções do Ducado foram removidas, {minister} perde sua coroa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk battle the {defender} in clearing {clearing}.</source>
            <translation>Os Ribeirinhos batalham contra {defender} na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk's difficulty and trait cards read the same in both printings.</source>
            <translation>As cartas de dificuldade e de traço dos Ribeirinhos têm o mesmo texto nas duas impressões.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Riverfolk's supply is short: {missing:warrior} not placed.</source>
            <translation>O suprimento dos Ribeirinhos é insuficiente: {missing:warrior} não posicionados.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Services cards' texts are not in the app: the table answers from the printed card, and the app offers only what 9.2.3 allows (count, price, the warriors in supply, the Market).</source>
            <translation>Os textos das cartas de Serviços não estão no app: a mesa responde pela carta impressa, e o app só oferece o que 9.2.3 permite (quantidade, preço, os guerreiros no suprimento, o Mercado).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabond damages {items:item}.</source>
            <translation>O Malandro danifica {items:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabond defends with {swords:sword} (its hit cap).</source>
            <translation>O Malandro defende com {swords:sword} (seu dano máximo).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot damages {items:item}.</source>
            <translation>O Automalandro danifica {items:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot plays the {character}.</source>
            <translation>O Automalandro joga como {character}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot scores {vp} VP for warriors removed.</source>
            <translation>O Automalandro recebe {vp} PV pelos guerreiros removidos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot starts with {items:item} marked S in its Satchel.</source>
            <translation>O Automalandro começa com {items:item} marcados com S na Mochila.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Vagabot's twelfth item: one extra hit.</source>
            <translation>Décimo segundo item do Automalandro: um dano adicional.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The Wildfire spread scores nothing.</source>
            <translation>A distribuição de Fogo Selvagem não rende nada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app draws from its own shuffle of the cards it knows are still in the deck; the table takes the card it names out of the physical deck.</source>
            <translation>O app compra de seu próprio embaralhamento das cartas que sabe que ainda estão no baralho; a mesa tira do baralho físico a carta que ele nomeia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app draws the plot for clearing {clearing}: {piece:a}.</source>
            <translation>O app sorteia a trama da clareira {clearing}: {piece:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app draws {card} ({suit}) for the {faction}'s {purpose}: take that card out of the deck.</source>
            <translation>O app compra {card} ({suit}) para {faction} — {purpose}: tire essa carta do baralho.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app names the cards the bots draw: take each one it names out of the deck.</source>
            <translation>O app nomeia as cartas que os bots compram: tire do baralho cada uma que ele nomear.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The app's deck is empty: the discard pile ({cards} known cards) is shuffled into a new deck.</source>
            <translation>O baralho do app está vazio: o monte de descarte ({cards} cartas conhecidas) é embaralhado em um novo baralho.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The attacker is the {faction}.</source>
            <translation>O atacante é {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bird card goes to the discard pile, not back to the Lost Souls.</source>
            <translation>A carta de pássaro vai para o monte de descarte, não de volta às Almas Perdidas.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bomb finds no enemy piece in clearing {clearing}.</source>
            <translation>A bomba não encontra peça inimiga na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bomb in clearing {clearing} goes back to the supply; {piece:a} takes its place, face up.</source>
            <translation>A bomba da clareira {clearing} volta ao suprimento; no lugar dela, com a face para cima: {piece:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bomb removes every {faction} piece there ({count:piece}).</source>
            <translation>A bomba remove todas as peças de {faction} lá ({count:piece}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The bomb removes {count:piece} of the {faction} bot there, warriors first (not all its pieces).</source>
            <translation>A bomba remove {count:piece} do bot {faction} lá, guerreiros primeiro (não todas as suas peças).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The buildings and tokens removed score {vp} VP.</source>
            <translation>As construções e marcadores removidos rendem {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The conspiracy marker starts on the Sanctify space.</source>
            <translation>O marcador de conspiração começa no espaço Santificar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The count is made once, as Public Pity starts.</source>
            <translation>A contagem é feita uma vez, quando a Pena Pública começa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The crafted card is discarded: the Market keeps {cards:card}.</source>
            <translation>A carta criada é descartada: o Mercado fica com {cards:card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The crafted item goes into the satchel.</source>
            <translation>O item criado vai para a mochila.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender chooses which buildings or tokens the last {hits:hit} remove.</source>
            <translation>O defensor escolhe quais construções ou marcadores os últimos {hits:hit} removem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender does not enlist the Arbiter</source>
            <translation>O defensor não alista o Árbitro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender enlists the Arbiter</source>
            <translation>O defensor alista o Árbitro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender is the {faction}.</source>
            <translation>O defensor é {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The defender may enlist the {arbiter} as Arbiter.</source>
            <translation>O defensor pode alistar {arbiter} como Árbitro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The discard pile is known to the table.</source>
            <translation>O monte de descarte é conhecido pela mesa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The face-down plot in clearing {clearing} is removed: if it shows a raid, place a Corvid warrior in each adjacent clearing.</source>
            <translation>A trama virada para baixo na clareira {clearing} é removida: se mostrar um ataque, posicione um guerreiro Corvobô em cada clareira adjacente.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The ferry moved to {dest}</source>
            <translation>Balsa movida → {dest}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The first roost goes in clearing {clearing}, drawn at random among the corners {corners}.</source>
            <translation>O primeiro ninho vai para a clareira {clearing}, sorteada entre os cantos {corners}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The first roost goes in clearing {clearing}, the corner opposite the Keep ({keep}).</source>
            <translation>O primeiro ninho vai para a clareira {clearing}, o canto oposto à Torre da Guarda ({keep}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The garden tracks' VP are the ones shown on the Lizards' board (correct them there).</source>
            <translation>Os PV das trilhas de jardins são os mostrados no tabuleiro dos Lagartos (corrija-os lá).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The garrison is {warriors:warrior} at this difficulty.</source>
            <translation>A guarnição é de {warriors:warrior} nesta dificuldade.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The human Riverfolk set each service's cost (1 to 4 warriors) on their board: the table says what the {faction} pays.</source>
            <translation>Os Ribeirinhos humanos definem o custo de cada serviço (1 a 4 guerreiros) no seu tabuleiro: a mesa informa o pagamento de {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The item track grows to {track}: up to {max_hits:hit} ({face_down} face down).</source>
            <translation>A trilha de itens cresce para {track}: até {max_hits:hit} (virados para baixo: {face_down}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The item track shrinks to {track}: up to {max_hits:hit}.</source>
            <translation>A trilha de itens diminui para {track}: até {max_hits:hit}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The items under the ruins come with the {faction}'s setup, below.</source>
            <translation>Os itens sob as ruínas vêm com a preparação de {faction}, abaixo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The least useful item is given up.</source>
            <translation>O item menos útil é entregue.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The marker went round the whole track without a conspiracy the Lizards could do: conspiracies end, {acolytes:acolyte} kept.</source>
            <translation>O marcador deu a volta inteira na trilha sem uma conspiração que os Lagartos pudessem realizar: as conspirações terminam e os Lagartos mantêm {acolytes:acolyte}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The new plot may be another bomb; it does not go off.</source>
            <translation>A nova trama pode ser outra bomba; ela não é ativada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The order card is the rightmost card of the Market: {card}.</source>
            <translation>A carta de ordens é a carta mais à direita do Mercado: {card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The other 14 gardens on the Gardens tracks, right to left.</source>
            <translation>Os outros 14 jardins nas trilhas de Jardins, da direita para a esquerda.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The other 5 sawmills, 5 workshops and 5 recruiters on the Buildings tracks, right to left.</source>
            <translation>As outras 5 serrarias, 5 oficinas e 5 recrutadores nas trilhas de Construções, da direita para a esquerda.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The other 6 roosts on the Roosts track, right to left.</source>
            <translation>Os outros 6 ninhos na trilha de Ninhos, da direita para a esquerda.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The outcast marker on any suit of the Outcast box.</source>
            <translation>O marcador de pária em qualquer naipe do espaço de Párias.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The pawn starts in {forest}, drawn at random among {forests} (each touching {clearings:clearing}).</source>
            <translation>O peão começa na {forest}, sorteada entre {forests} (cada uma tocando {clearings:clearing}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The pawn starts in {forest}, touching the most clearings ({clearings}).</source>
            <translation>O peão começa na {forest}, que toca mais clareiras ({clearings}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The plot cannot thicken anywhere: the rest of the recruit is not placed.</source>
            <translation>A trama não pode ser intensificada em lugar nenhum: o resto do recrutamento não é posicionado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The plot in clearing {clearing} is revealed: {piece:a}.</source>
            <translation>A trama na clareira {clearing} é revelada: {piece:a}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The plot placed this way does not take effect.</source>
            <translation>A trama posicionada desta forma não tem efeito.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The quest card is drawn at the Vagabot's first turn.</source>
            <translation>A carta de tarefa é comprada no primeiro turno do Automalandro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The quest scores {vp} VP.</source>
            <translation>A tarefa rende {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The raid in clearing {clearing} is removed: a Corvid warrior goes to each adjacent clearing.</source>
            <translation>O ataque na clareira {clearing} é removido: um guerreiro Corvobô vai para cada clareira adjacente.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The recruit goes on in clearing {clearing}.</source>
            <translation>O recrutamento continua na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The remainder goes to the highest priority: {targets}.</source>
            <translation>O restante vai para a maior prioridade: {targets}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The revolt removes {removed:piece} and scores {vp} VP.</source>
            <translation>A revolta remove {removed:piece} e rende {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The shield condition was met: discard once more.</source>
            <translation>A condição de escudo foi cumprida: descarte mais uma vez.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The shield's battles replace the sword's; then on to Evening.</source>
            <translation>As batalhas do escudo substituem as da espada; depois, segue para o Anoitecer.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The supply is {missing:warrior} short: placed in priority order until it runs out.</source>
            <translation>Faltam {missing:warrior} no suprimento: posicionados em ordem de prioridade até acabar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The supply is {missing:warrior} short: the Duchy places what is left.</source>
            <translation>Faltam {missing:warrior} no suprimento: o Ducado posiciona o que resta.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The supply runs out {missing:warrior} short.</source>
            <translation>O suprimento acaba; faltam {missing:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The sword condition met when Organizing holds for the rest of the turn, whatever the supply holds now.</source>
            <translation>A condição de espada cumprida ao Organizar vale pelo resto do turno, seja qual for o suprimento agora.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The table answered: {chosen}</source>
            <translation>A mesa respondeu: {chosen}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {arbiter} is enlisted as Arbiter: +{bonus} to the defender's hit cap.</source>
            <translation>{arbiter}: alistado como Árbitro; +{bonus} no dano máximo do defensor.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {attacker} battles the {defender} in clearing {clearing}, dice {dice}</source>
            <translation>{attacker}: batalha contra {defender} na clareira {clearing}, dados {dice}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {by} gives the {faction} a card: bots have no hand, so it is discarded and the {faction} scores 1 VP (2.8.1)</source>
            <translation>{by}: dá uma carta a {faction} — bots não têm mão, então ela é descartada e {faction} recebe 1 PV (2.8.1)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {by} guessed {guess:a} in clearing {clearing} (right: {right})</source>
            <translation>{by}: deu o palpite {guess:a} na clareira {clearing} (acertou: {right})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {by} removes all enemy pieces in clearing {clearing}, scoring their buildings and tokens; a Vagabot there damages 3 items instead (7.2.1.I)</source>
            <translation>{by}: remove todas as peças inimigas na clareira {clearing}, pontuando suas construções e marcadores; um Automalandro lá danifica 3 itens no lugar (7.2.1.I)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {by} takes a card from the {faction}: bots have no hand, so the {by} draws a card from the deck instead (2.8.1)</source>
            <translation>{by}: pega uma carta de {faction} — bots não têm mão, então {by} compra uma carta do baralho no lugar (2.8.1)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {card} card starts in the bird column of the Decree.</source>
            <translation>A carta {card} começa na coluna de pássaro do Decreto.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {column} column is empty.</source>
            <translation>A coluna de {column} está vazia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {count:card} revealed become the new Lost Souls, the first revealed on top.</source>
            <translation>As {count:card} reveladas formam as novas Almas Perdidas, a primeira revelada no topo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} defends where its {piece} stands: one extra hit.</source>
            <translation>{defender}: defende onde está {piece}; um dano adicional.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} has no pieces left here.</source>
            <translation>{defender}: não tem mais peças aqui.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} has no warriors there: defenceless, one extra hit.</source>
            <translation>{defender}: sem guerreiros lá, peças indefesas: um dano adicional.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} has nothing left to battle.</source>
            <translation>{defender}: não tem mais nada para batalhar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {defender} would enlist the {arbiter} as Arbiter: is it the Arbiter, with how many swords?</source>
            <translation>{defender}: alistaria {arbiter} como Árbitro. É o Árbitro, e com quantas espadas?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot has no hand: it discards nothing.</source>
            <translation>O bot {faction} não tem mão: não descarta nada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot scores {vp} VP for the aid.</source>
            <translation>O bot {faction} recebe {vp} PV pela ajuda.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot sets up its faction board: nothing goes on the map.</source>
            <translation>O bot {faction} prepara seu tabuleiro de facção: nada vai para o mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot sets up: put its {count:piece} on the map as shown.</source>
            <translation>O bot {faction} se prepara: ponha suas {count:piece} no mapa como mostrado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot's setup, {part} of {parts}: it puts none of its pieces on the map.</source>
            <translation>Preparação do bot {faction}, {part} de {parts}: não põe nenhuma peça no mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot's setup, {part} of {parts}: put {pieces} on the map as shown.</source>
            <translation>Preparação do bot {faction}, {part} de {parts}: ponha {pieces} no mapa como mostrado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot's trait cards face up beside its board: {traits}.</source>
            <translation>As cartas de traço do bot {faction} com a face para cima ao lado do tabuleiro: {traits}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bot's {difficulty} difficulty card face up beside its board.</source>
            <translation>A carta de dificuldade {difficulty} do bot {faction} com a face para cima ao lado do tabuleiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} bought {card} from the Market as its order card: no card is drawn.</source>
            <translation>{faction}: comprou {card} do Mercado como carta de ordens; nenhuma carta é comprada do baralho.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} buys {services}; into the Riverfolk's Payments: {warriors:warrior} of the {payer}.</source>
            <translation>{faction}: compra {services}; para os Pagamentos dos Ribeirinhos: {warriors:warrior} de {payer}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} damages {items:item}.</source>
            <translation>{faction}: danifica {items:item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} discards a card at the table (extortion).</source>
            <translation>{faction}: descarta uma carta na mesa (extorsão).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} draws {cards:card}.</source>
            <translation>{faction}: compra {cards:card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} draws {count:card}.</source>
            <translation>{faction}: compra {count:card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has no hand: {card} is discarded.</source>
            <translation>{faction}: não tem mão; {card} é descartada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has no warriors: the Riverfolk place their own in Payments instead.</source>
            <translation>{faction}: não tem guerreiros; os Ribeirinhos posicionam os próprios nos Pagamentos no lugar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has {vp} VP: each service costs {price:warrior}.</source>
            <translation>{faction}: tem {vp} PV; cada serviço custa {price:warrior}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} has {warriors:warrior} in its supply: enough for {most:service}.</source>
            <translation>{faction}: tem {warriors:warrior} no suprimento: o bastante para {most:service}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} loses {count:piece} of its choice.</source>
            <translation>{faction}: perde {count:piece} à sua escolha.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} may buy up to {count:service}: one, plus one per clearing with its pieces and a trade post ({posts:clearing}).</source>
            <translation>{faction}: pode comprar até {count:service}: um, mais um por clareira com peças suas e um entreposto comercial ({posts:clearing}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} pawn stays: the {faction} damages 3 items at the table.</source>
            <translation>O peão de {faction} fica: {faction} danifica 3 itens na mesa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} removes the plot and scores {vp} VP.</source>
            <translation>{faction}: remove a trama e recebe {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} removes the snare in clearing {clearing} instead ({vp} VP).</source>
            <translation>{faction}: remove a armadilha na clareira {clearing} no lugar ({vp} PV).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction} score {vp} VP for the buildings and tokens removed.</source>
            <translation>{faction}: recebe {vp} PV pelas construções e marcadores removidos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {faction}'s pawn cannot be removed: the bomb damages 3 of its items instead.</source>
            <translation>O peão de {faction} não pode ser removido: a bomba danifica 3 de seus itens no lugar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {minister} acts.</source>
            <translation>{minister} age.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {minister} is crowned (the highest matching minister without a crown).</source>
            <translation>{minister} é coroado (o ministro correspondente mais acima sem coroa).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {opened_by} opens the closed path {a}–{b}: a card spent, the marker removed, 1 VP (Law of Root C.3.3)</source>
            <translation>{opened_by}: abre o caminho fechado {a}–{b}; uma carta gasta, o marcador removido, 1 PV (Leis de Root C.3.3)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>The {winners} reached 30 VP and wins the game.</source>
            <translation>{winners}: chegou a 30 PV e vence o jogo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Then the bomb in clearing {clearing} is swapped for a random plot from the supply, face up.</source>
            <translation>Depois, a bomba da clareira {clearing} é trocada por uma trama aleatória do suprimento, revelada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Then the bots draw their setup cards: the app asks for each one before the first turn.</source>
            <translation>Depois, os bots compram suas cartas de preparação: o app pergunta cada uma antes do primeiro turno.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Thief: nobody to steal from.</source>
            <translation>Ladrão: ninguém de quem roubar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Thief: take a random card from the {faction}.</source>
            <translation>Ladrão: pegue uma carta aleatória de {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Thief: the player with most VP — {targets} ({value:vp})</source>
            <translation>Ladrão: o jogador com mais PVs — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>This difficulty recruits {count:warrior} in each clearing.</source>
            <translation>Esta dificuldade recruta {count:warrior} em cada clareira.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>This difficulty reveals {rituals:card} in Daylight.</source>
            <translation>Esta dificuldade revela {rituals:card} no Dia.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ties of distance go to the highest priority.</source>
            <translation>Empates de distância vão para a maior prioridade.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Tinker: nothing in the discard to craft.</source>
            <translation>Funileiro: nada no descarte para criar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Tinker: take {card} from the discard and craft {item}.</source>
            <translation>Funileiro: pegue {card} do descarte e crie {item}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Tokens and pawns count as pieces in clearing {clearing} ({count} of them).</source>
            <translation>Marcadores e peões contam como peças na clareira {clearing} ({count} no total).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Trait {name}</source>
            <translation>Traço {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Tuck the 2 Loyal Viziers into the Decree columns the leader shows.</source>
            <translation>Encaixe os 2 Vizires Leais nas colunas do Decreto que o líder mostra.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turmoil ({cause}).</source>
            <translation>Tumulto ({cause}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turmoil: Daylight ends; Evening still follows.</source>
            <translation>Tumulto: o Dia termina; o Anoitecer ainda ocorre.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turmoil: humiliated, lose {vp} VP.</source>
            <translation>Tumulto — Humilhar: perde {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turmoil: purge the Decree, {discarded:card} discarded, {viziers:vizier} stay.</source>
            <translation>Tumulto — Expurgar o Decreto: descartar {discarded:card}; ficam {viziers:vizier}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Turn over the plot in clearing {clearing}: what does it show?</source>
            <translation>Vire a trama da clareira {clearing}: o que ela mostra?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Use the Exiles and Partisans deck.</source>
            <translation>Use o baralho Exilados e Guerrilheiros.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Use the base deck.</source>
            <translation>Use o baralho base.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Vagrant picks both sides of the battle.</source>
            <translation>Vagabundo escolhe os dois lados da batalha.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Vagrant: most pieces here — {targets} ({value:piece})</source>
            <translation>Vagabundo: mais peças aqui — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Vagrant: nobody to incite.</source>
            <translation>Vagabundo: ninguém para incitar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Vagrant: the {attacker} battles the {defender} in clearing {clearing}.</source>
            <translation>Vagabundo: batalha de {attacker} contra {defender} na clareira {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Veterans: both sides take the higher die.</source>
            <translation>Veteranos: os dois lados usam o dado maior.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Veterans: the Alliance defends with the higher die.</source>
            <translation>Veteranos: a Aliança defende com o dado maior.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>War Tax counts only what the Eyrie removes.</source>
            <translation>Imposto de Guerra conta só o que as Rapinas removem.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>War Tax: the {faction} loses {vp} VP.</source>
            <translation>Imposto de Guerra: {vp} PV a menos para {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>What does the {faction} buy from the Riverfolk, as its Services card says? At most {most:service}. Tick nothing if it buys nothing.</source>
            <translation>Serviços dos Ribeirinhos que a carta de Serviços de {faction} compra: no máximo {most:service}. Não marque nada se ela não comprar nada.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>When this raid is removed, the Corvids place a warrior in each clearing next to {clearing}.</source>
            <translation>Quando este ataque for removido, os Corvobôs posicionam um guerreiro em cada clareira vizinha a {clearing}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which humans here have cards in hand?</source>
            <translation>Quais humanos aqui têm cartas na mão?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which humans here have crafted items?</source>
            <translation>Quais humanos aqui têm itens artesanais?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which humans in clearing {clearing} have crafted items?</source>
            <translation>Quais humanos na clareira {clearing} têm itens artesanais?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which piece does the {faction} lose to the Marksman?</source>
            <translation>Atirador: qual peça de {faction} é removida?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Which quest card was drawn?</source>
            <translation>Qual carta de tarefa foi comprada?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>While face up, no enemy piece may be placed in clearing {clearing} or moved out of it.</source>
            <translation>Enquanto revelada, nenhuma peça inimiga pode ser posicionada na clareira {clearing} nem movida para fora dela.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Wildfire: spread sympathy once more at the end of Evening.</source>
            <translation>Fogo Selvagem: distribua simpatia mais uma vez no fim do Anoitecer.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>With no one else, the attacker battles the {defender}.</source>
            <translation>Sem mais ninguém, o atacante batalha contra {defender}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>With {humans:human} at the table, take the 4 dominance cards out of the deck (no spy cards).</source>
            <translation>Com {humans:human} na mesa, tire as 4 cartas de domínio do baralho (sem cartas de espião).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>With {humans:human} at the table, the dominance cards stay in the deck (no spy cards).</source>
            <translation>Com {humans:human} na mesa, as cartas de domínio ficam no baralho (sem cartas de espião).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a bag</source>
            <translation>uma sacola</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a crossbow</source>
            <translation>uma besta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a face-up snare in clearing {clearing} keeps the {faction} from placing there</source>
            <translation>uma armadilha revelada na clareira {clearing} impede {faction} de posicionar lá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a hammer</source>
            <translation>um martelo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a pair of boots</source>
            <translation>um par de botas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a sword</source>
            <translation>uma espada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a tea</source>
            <translation>um chá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a torch</source>
            <translation>uma tocha</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a {piece}</source>
            <translation>{piece}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>a {piece} cannot stand in clearing {clearing}, not of its suit</source>
            <translation>{piece} não pode ficar na clareira {clearing}, que não é do seu naipe</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>aid</source>
            <translation>ajuda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>an {piece}</source>
            <translation>{piece}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>battle</source>
            <translation>batalhar</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>bomb(s)</source>
            <translation>
                <numerusform>bomba</numerusform>
                <numerusform>bombas</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>card draw</source>
            <translation>compra de carta</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>citadel(s)</source>
            <translation>
                <numerusform>cidadela</numerusform>
                <numerusform>cidadelas</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} already holds a {piece}</source>
            <translation>a clareira {clearing} já tem {piece}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} has no Eyrie warriors</source>
            <translation>a clareira {clearing} não tem guerreiros Rapinas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} has no enemy to battle</source>
            <translation>a clareira {clearing} não tem inimigo para batalhar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} has no free slot</source>
            <translation>a clareira {clearing} não tem espaço livre</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} holds a single warrior, none can move: next clearing</source>
            <translation>a clareira {clearing} tem um único guerreiro, nenhum pode se mover: próxima clareira</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} holds the Keep</source>
            <translation>a clareira {clearing} tem a Torre da Guarda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing} would have no free slot for the base</source>
            <translation>a clareira {clearing} ficaria sem espaço livre para a base</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing}: it rules neither end of the move</source>
            <translation>clareira {clearing}: não governa nenhuma ponta do movimento</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>clearing {clearing}: {warriors:warrior}, {leave} must stay; none to move</source>
            <translation>clareira {clearing}: {warriors:warrior}, {leave} devem ficar; nenhum para mover</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>coins</source>
            <translation>moedas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>exhausted</source>
            <translation>exaurido</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>explore</source>
            <translation>explorar</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>extortion(s)</source>
            <translation>
                <numerusform>extorsão</numerusform>
                <numerusform>extorsões</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>face-down plot(s)</source>
            <translation>
                <numerusform>trama virada para baixo</numerusform>
                <numerusform>tramas viradas para baixo</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>fox base(s)</source>
            <translation>
                <numerusform>base de raposa</numerusform>
                <numerusform>bases de raposa</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>fox garden(s)</source>
            <translation>
                <numerusform>jardim de raposa</numerusform>
                <numerusform>jardins de raposa</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>fox trade post(s)</source>
            <translation>
                <numerusform>entreposto de raposa</numerusform>
                <numerusform>entrepostos de raposa</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>market(s)</source>
            <translation>
                <numerusform>mercado</numerusform>
                <numerusform>mercados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>mouse base(s)</source>
            <translation>
                <numerusform>base de rato</numerusform>
                <numerusform>bases de rato</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>mouse garden(s)</source>
            <translation>
                <numerusform>jardim de rato</numerusform>
                <numerusform>jardins de rato</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>mouse trade post(s)</source>
            <translation>
                <numerusform>entreposto de rato</numerusform>
                <numerusform>entrepostos de rato</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>new order card (Expand)</source>
            <translation>nova carta de ordens (Expandir)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no</source>
            <translation>não</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no Corvid warrior in clearing {clearing} to remove</source>
            <translation>nenhum guerreiro Corvobô na clareira {clearing} para remover</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no Services cards</source>
            <translation>sem cartas de Serviços</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no item</source>
            <translation>sem item</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no plot left in the supply for clearing {clearing}</source>
            <translation>nenhuma trama restante no suprimento para a clareira {clearing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>no roost could be built</source>
            <translation>nenhum ninho pôde ser construído</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>only the Duchy may put pieces in the Burrow, not the {faction}</source>
            <translation>só o Ducado pode pôr peças na Toca, não {faction}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>order card</source>
            <translation>carta de ordens</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>pawn(s)</source>
            <translation>
                <numerusform>peão</numerusform>
                <numerusform>peões</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>quest</source>
            <translation>tarefa</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rabbit base(s)</source>
            <translation>
                <numerusform>base de coelho</numerusform>
                <numerusform>bases de coelho</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rabbit garden(s)</source>
            <translation>
                <numerusform>jardim de coelho</numerusform>
                <numerusform>jardins de coelho</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rabbit trade post(s)</source>
            <translation>
                <numerusform>entreposto de coelho</numerusform>
                <numerusform>entrepostos de coelho</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>raid(s)</source>
            <translation>
                <numerusform>ataque</numerusform>
                <numerusform>ataques</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>ready</source>
            <translation>pronto</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>recruiter(s)</source>
            <translation>
                <numerusform>recrutador</numerusform>
                <numerusform>recrutadores</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>repair</source>
            <translation>reparar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rolled at the table</source>
            <translation>rolados na mesa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>rolled by the app</source>
            <translation>rolados pelo app</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>roost(s)</source>
            <translation>
                <numerusform>ninho</numerusform>
                <numerusform>ninhos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>sawmill(s)</source>
            <translation>
                <numerusform>serraria</numerusform>
                <numerusform>serrarias</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>setup</source>
            <translation>preparação</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>snare(s)</source>
            <translation>
                <numerusform>armadilha</numerusform>
                <numerusform>armadilhas</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>special action</source>
            <translation>ação especial</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>sympathy removed</source>
            <translation>simpatia removida</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>sympathy token(s)</source>
            <translation>
                <numerusform>marcador de simpatia</numerusform>
                <numerusform>marcadores de simpatia</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the Burrow has no building slots: no {piece} there</source>
            <translation>a Toca não tem espaços de construção: nada de {piece} lá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the Lizards have no warrior left in their supply for clearing {clearing}</source>
            <translation>os Lagartos não têm guerreiro restante no suprimento para a clareira {clearing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the board as it stands does not allow it</source>
            <translation>o tabuleiro como está não permite</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the card bought is its order card</source>
            <translation>a carta comprada é sua carta de ordens</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the new roost fits nowhere</source>
            <translation>o novo ninho não cabe em lugar nenhum</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no building in clearing {clearing}</source>
            <translation>{faction}: não tem construção na clareira {clearing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no cards</source>
            <translation>{faction}: não tem cartas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no ordered clearing where this can be done: next player</source>
            <translation>{faction}: não tem clareira ordenada onde isto possa ser feito; próximo jogador</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no pieces there</source>
            <translation>{faction}: não tem peças lá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no warrior in clearing {clearing}</source>
            <translation>{faction}: não tem guerreiro na clareira {clearing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has no warriors there</source>
            <translation>{faction}: não tem guerreiros lá</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} has only {available} {piece:available} left in its supply for clearing {clearing}</source>
            <translation>{faction}: só tem {available} {piece:available} no suprimento para a clareira {clearing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>the {faction} is a bot and has no hand</source>
            <translation>{faction} é um bot e não tem mão</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then clearings with pieces of that player — {targets}</source>
            <translation>depois, clareiras com peças daquele jogador — {targets}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then fewest Eyrie warriors — {targets} ({value:warrior})</source>
            <translation>depois, menos guerreiros Rapinas — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then fewest enemy pieces — {targets} ({value:enemy_piece})</source>
            <translation>depois, menos peças inimigas — {targets} ({value:enemy_piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then fewest enemy warriors — {targets} ({value:enemy_warrior})</source>
            <translation>depois, menos guerreiros inimigos — {targets} ({value:enemy_warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then fewest warriors — {targets} ({value:warrior})</source>
            <translation>depois, menos guerreiros — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most Corvid warriors — {targets} ({value:warrior})</source>
            <translation>depois, mais guerreiros Corvobôs — {targets} ({value:warrior})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most VP — {targets} ({value:vp})</source>
            <translation>depois, mais PVs — {targets} ({value:vp})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most buildings and tokens — {targets} ({value:building_token})</source>
            <translation>depois, mais construções e marcadores — {targets} ({value:building_token})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most defenceless buildings — {targets} ({value:defenceless_building})</source>
            <translation>depois, mais construções indefesas — {targets} ({value:defenceless_building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most enemy buildings — {targets} ({value:building})</source>
            <translation>depois, mais construções inimigas — {targets} ({value:building})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>then most pieces here — {targets} ({value:piece})</source>
            <translation>depois, mais peças aqui — {targets} ({value:piece})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>there is no Burrow: the Duchy is not in this game</source>
            <translation>não há Toca: o Ducado não está nesta partida</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>trait Nobility</source>
            <translation>traço Nobreza</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>tunnel(s)</source>
            <translation>
                <numerusform>túnel</numerusform>
                <numerusform>túneis</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>warrior(s)</source>
            <translation>
                <numerusform>guerreiro</numerusform>
                <numerusform>guerreiros</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>warriors moved in</source>
            <translation>guerreiros entraram</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>wood</source>
            <translation>madeira</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>workshop(s)</source>
            <translation>
                <numerusform>oficina</numerusform>
                <numerusform>oficinas</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>yes</source>
            <translation>sim</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{a} and {b}</source>
            <translation>{a} e {b}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{base} by difficulty, plus {moles} for the mole icons uncovered (one per citadel on the map).</source>
            <translation>{base} pela dificuldade, mais {moles} pelos ícones de toupeira descobertos (um por cidadela no mapa).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{buyer} buys Riverfolk services: {services}</source>
            <translation>{buyer} — serviços Ribeirinhos comprados: {services}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{cards:card} in the {column} column: one extra hit.</source>
            <translation>{cards:card} na coluna de {column}: um dano adicional.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} goes face up into the Riverfolk's Market, card {position} from the left.</source>
            <translation>{card} vai com a face para cima para o Mercado dos Ribeirinhos, carta {position} a partir da esquerda.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} goes into the Lizards' Lost Souls, card {position} from the top (the first drawn on top).</source>
            <translation>{card} vai para as Almas Perdidas dos Lagartos, carta {position} a partir do topo (a primeira comprada no topo).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} goes on top of the Lizards' Lost Souls, crafted or not.</source>
            <translation>{card} vai para o topo das Almas Perdidas dos Lagartos, criada ou não.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is not in the deck: the app draws another</source>
            <translation>{card} não está no baralho: o app compra outra</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{card} is the {faction}'s order card this turn, as its Services card says.</source>
            <translation>{card} é a carta de ordens de {faction} neste turno, conforme sua carta de Serviços.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{citadels:citadel} on the map: {vp:vp}.</source>
            <translation>{citadels:citadel} no mapa: {vp:vp}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{count:warrior} from {origin} to the Burrow.</source>
            <translation>{count:warrior}: {origin} → Toca.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{count} Loyal Viziers start in the Decree.</source>
            <translation>{count} Vizires Leais começam no Decreto.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{faction} ended the turn</source>
            <translation>{faction}: turno encerrado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{faction} takes {hits:hit} in clearing {clearing}</source>
            <translation>{faction}: recebe {hits:hit} na clareira {clearing}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{faction} {piece} ×{count}</source>
            <translation>{piece} ({faction}) ×{count}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{faction}: {vp} VP</source>
            <translation>{faction}: {vp} PV</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{left:tunnel} still in the supply: {vp:vp} (2 when all 3 are on the map).</source>
            <translation>{left:tunnel} ainda no suprimento: {vp:vp} (2 quando os 3 estão no mapa).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map} has its suits printed: no suit markers.</source>
            <translation>{map} tem os naipes impressos: sem marcadores de naipe.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{map}: suit markers drawn at random (seeded). Lay {layout}. Correct any clearing from its menu.</source>
            <translation>{map}: marcadores de naipe sorteados (com semente). Ponha {layout}. Corrija qualquer clareira pelo seu menu.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{markets:market} on the map: {vp:vp}.</source>
            <translation>{markets:market} no mapa: {vp:vp}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>{suit} on {clearings}</source>
            <translation>{suit} em {clearings}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>“2 or fewer warriors” describes the clearing rallied from, not the destination.</source>
            <translation>“2 ou menos guerreiros” descreve a clareira de onde se agrupa, não o destino.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ earliest in setup order: {chosen}</source>
            <translation>→ primeiro na ordem de preparação: {chosen}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ highest priority: {chosen}</source>
            <translation>→ maior prioridade: {chosen}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ lowest priority: {chosen}</source>
            <translation>→ menor prioridade: {chosen}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ next: {targets} ({value})</source>
            <translation>→ próxima: {targets} ({value})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ the Pass ({chosen}): it counts as the highest priority</source>
            <translation>→ a Passagem ({chosen}): conta como a maior prioridade</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>→ the Pass ({chosen}): it counts as the lowest priority</source>
            <translation>→ a Passagem ({chosen}): conta como a menor prioridade</translation>
        </message>
    </context>
    <context>
        <name>RemovalForm</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Remove &amp;these</source>
            <translation>Remover &amp;estas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction}: choose the pieces to remove (exactly {n}).</source>
            <translation>{faction}: escolha as peças a remover (exatamente {n}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{piece} (of {n}):</source>
            <translation>{piece} (de {n}):</translation>
        </message>
    </context>
    <context>
        <name>RiverfolkBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> and </source>
            <translation> e </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Market (left to right): {cards}. Payments: {paid}. {protection}</source>
            <translation>Mercado (da esquerda para a direita): {cards}. Pagamentos: {paid}. {protection}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Market (the order is the rightmost card)</source>
            <translation>Mercado (a ordem é a carta mais à direita)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Payments
(warriors)</source>
            <translation>Pagamentos
(guerreiros)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Protectionism this turn: no condition met.</source>
            <translation>Protecionismo neste turno: nenhuma condição cumprida.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Protectionism this turn: {met} met.</source>
            <translation>Protecionismo neste turno: {met} cumprida(s).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Protectionism: not checked yet.</source>
            <translation>Protecionismo: ainda não verificado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Supply: {left}.</source>
            <translation>Suprimento: {left}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>The Market, left to right (9.2.1); the order card is the rightmost (9.4.3)</source>
            <translation>O Mercado, da esquerda para a direita (9.2.1); a carta de ordens é a mais à direita (9.4.3)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Trade posts</source>
            <translation>Entrepostos comerciais</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Warriors and protectionism this turn</source>
            <translation>Guerreiros e protecionismo neste turno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>empty</source>
            <translation>vazio</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>shield</source>
            <translation>escudo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>sword</source>
            <translation>espada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{faction} warriors in the Payments</source>
            <translation>Guerreiros de {faction} nos Pagamentos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} trade posts: {on} on the map, {left} on the track.</source>
            <translation>Entrepostos de {suit}: {on} no mapa, {left} na trilha.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{suit} trade-post track</source>
            <translation>Trilha de entrepostos de {suit}</translation>
        </message>
    </context>
    <context>
        <name>RootWorkspace</name>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Board as text</source>
            <translation>Tabuleiro em texto</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Bot's proposal and reasons</source>
            <translation>Proposta e razões do bot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Factions</source>
            <translation>Facções</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Pieces</source>
            <translation>Peças</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Set up the bots' pieces as shown:</source>
            <translation>Prepare as peças dos bots como mostrado:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/workspace.py" />
            <source>Setup</source>
            <translation>Preparação</translation>
        </message>
    </context>
    <context>
        <name>ServicesDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>&amp;Buy</source>
            <translation>&amp;Comprar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>&amp;Warriors paid in all:</source>
            <translation>&amp;Guerreiros pagos no total:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>, paid from the {payer}'s supply ({have} there). The {buyer} may buy up to {most}: one, plus one per clearing with its pieces and a trade post.</source>
            <translation>, pagos do suprimento de {payer} ({have} lá). Limite de compra de {buyer}: {most} (um, mais um por clareira com peças suas e um entreposto comercial).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Buy Riverfolk services</source>
            <translation>Comprar serviços Ribeirinhos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Each service costs what the Riverfolk set on their board (1 to 4 warriors)</source>
            <translation>Cada serviço custa o que os Ribeirinhos definiram no seu tabuleiro (1 a 4 guerreiros)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Hand Cards (from the Riverfolk's hand):</source>
            <translation>Cartas da Mão (da mão dos Ribeirinhos):</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Hand Cards from the Market:</source>
            <translation>Cartas da Mão do Mercado:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>In Daylight and Evening the Riverfolk warriors count as the buyer's for rule and battles against others; hits split evenly (9.2.3 III)</source>
            <translation>No Dia e no Anoitecer, os guerreiros Ribeirinhos contam como do comprador para governar e para batalhas contra outros; os danos se dividem igualmente (9.2.3 III)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Rivers are paths for the buyer until the end of its turn (9.2.3 II)</source>
            <translation>Rios são caminhos para o comprador até o fim do seu turno (9.2.3 II)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>The {buyer} has {vp} VP: each service costs {price} warriors</source>
            <translation>{buyer}: tem {vp} PV; cada serviço custa {price} guerreiros</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/services.py" />
            <source>Warriors paid in all</source>
            <translation>Guerreiros pagos no total</translation>
        </message>
    </context>
    <context>
        <name>SetupChecklistPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>&amp;Done</source>
            <translation>&amp;Feito</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Drag pieces to correct the board at any time; Undo brings a step back.</source>
            <translation>Arraste peças para corrigir o tabuleiro a qualquer momento; Desfazer volta um passo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>On the map: {pieces}</source>
            <translation>No mapa: {pieces}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Pieces of this step</source>
            <translation>Peças deste passo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>S&amp;kip the rest</source>
            <translation>&amp;Pular o resto</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Setting up the table: step {n} of {of}</source>
            <translation>Preparando a mesa: passo {n} de {of}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Setup steps</source>
            <translation>Passos da preparação</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>Start play now (the bots' setup cards, then the first turn)</source>
            <translation>Começar a jogar agora (as cartas de preparação dos bots, depois o primeiro turno)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>The table has done this step: go to the next one</source>
            <translation>A mesa fez este passo: ir para o próximo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/setup_checklist.py" />
            <source>{faction} bot, {part} of {parts}: {line}</source>
            <translation>Bot {faction}, {part} de {parts}: {line}</translation>
        </message>
    </context>
    <context>
        <name>SuitChip</name>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Drag onto a clearing, or click to lay it on the clearing ringed with dots</source>
            <translation>Arraste para uma clareira, ou clique para pô-lo na clareira circulada com pontos</translation>
        </message>
    </context>
    <context>
        <name>SuitLayoutEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>&amp;Random (seeded)</source>
            <translation>&amp;Aleatório (com semente)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Blue lines: rivers.</source>
            <translation>Linhas azuis: rios.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>C&amp;lear</source>
            <translation>&amp;Limpar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Clearing {n}: no marker yet. Click to lay one, or drag a suit here.</source>
            <translation>Clareira {n}: ainda sem marcador. Clique para pôr um, ou arraste um naipe para cá.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Clearing {n}: {suit}. Click to change it.</source>
            <translation>Clareira {n}: {suit}. Clique para trocá-lo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Dashed, barred: paths closed at setup; the Pass is clearing {n}.</source>
            <translation>Tracejados, barrados: caminhos fechados na preparação; a Passagem é a clareira {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Mirror the markers on the table: click a clearing to change its suit, or drag a suit onto it.</source>
            <translation>Espelhe os marcadores da mesa: clique em uma clareira para trocar seu naipe, ou arraste um naipe para ela.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>No markers yet: the app will lay a random layout (4 of each, from the seed) and show it on the map. Or mirror your table's markers here.</source>
            <translation>Ainda sem marcadores: o app porá um arranjo aleatório (4 de cada, pela semente) e o mostrará no mapa. Ou espelhe aqui os marcadores da sua mesa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Number: the clearing's priority.</source>
            <translation>Número: a prioridade da clareira.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Random layout from seed {seed}.</source>
            <translation>Arranjo aleatório da semente {seed}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Su&amp;ggested layout</source>
            <translation>Arranjo &amp;sugerido</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Suit markers on the table</source>
            <translation>Marcadores de naipe na mesa</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Take every marker off (the app then lays a random layout)</source>
            <translation>Tirar todos os marcadores (o app então põe um arranjo aleatório)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>The 12 markers shuffled with the game's seed (Advanced): the same seed gives the same layout, the one the app lays if you leave this untouched.</source>
            <translation>Os 12 marcadores embaralhados com a semente do jogo (Avançado): a mesma semente dá o mesmo arranjo, o que o app põe se você não mexer aqui.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>The layout the map's setup suggests. Source: {source}</source>
            <translation>O arranjo que a preparação do mapa sugere. Fonte: {source}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>The map's suggested layout.</source>
            <translation>O arranjo sugerido do mapa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Water: the lake; the ferry starts in clearing {n}.</source>
            <translation>Água: o lago; a balsa começa na clareira {n}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>Your layout from the last game on {map}: check it against the table.</source>
            <translation>Seu arranjo da última partida em {map}: confira com a mesa.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/suit_layout.py" />
            <source>{n} without a marker</source>
            <translation>{n} sem marcador</translation>
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
            <translation>Res&amp;ponder</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Both are already face up on the map</source>
            <translation>As duas já estão reveladas no mapa</translation>
        </message>
    </context>
    <context>
        <name>Turn</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Battle in clearing {c}: {a} attacks {d}. Roll the dice.</source>
            <translation>Batalha na clareira {c}: {a} contra {d}. Role os dados.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Build a {piece} in clearing {c}.</source>
            <translation>Construa {piece} na clareira {c}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Craft {item} for {vp} VP.</source>
            <translation>Crie {item} por {vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Discard the order card {card}.</source>
            <translation>Descarte a carta de ordens {card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Discard {card}.</source>
            <translation>Descarte {card}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Draw the top card of the deck and enter it: it goes face up at the right end of the {faction}'s Market.</source>
            <translation>Compre a carta do topo do baralho e informe-a: ela vai com a face para cima para a ponta direita do Mercado de {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Draw the top card of the deck for the {faction} and enter it.</source>
            <translation>Compre a carta do topo do baralho para {faction} e informe-a.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>End the {faction}'s turn.</source>
            <translation>Encerre o turno: {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Expand: reveal the top card of the deck and enter it as the {faction}'s new order card.</source>
            <translation>Expandir: revele a carta do topo do baralho e informe-a como nova carta de ordens de {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Game over.</source>
            <translation>Fim de jogo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Game over: the bots win ({who} reached 30 VP first).</source>
            <translation>Fim de jogo: os bots vencem (primeiro a chegar a 30 PV: {who}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Game over: the humans win ({who} reached 30 VP before any bot).</source>
            <translation>Fim de jogo: os humanos vencem (chegaram a 30 PV antes de qualquer bot: {who}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Game over: the {who} wins with 30 VP.</source>
            <translation>Fim de jogo: vitória de {who} com 30 PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move the {faction} pawn from {o} to {d}.</source>
            <translation>Mova o peão ({faction}): {o} → {d}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move the {faction} pawn: {route}.</source>
            <translation>Mova o peão de {faction}: {route}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move {n} {piece} from {o} to {d}.</source>
            <translation>Mova {n} {piece}: {o} → {d}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move {warriors} from {o} to {d}.</source>
            <translation>Mova {warriors}: {o} → {d}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Move {warriors} of the {faction} into the Riverfolk's Payments: {where}.</source>
            <translation>Mova {warriors} ({faction}) para os Pagamentos dos Ribeirinhos: {where}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Nothing to do in this step.</source>
            <translation>Nada a fazer neste passo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Place {what}.</source>
            <translation>Posicione {what}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Put {warriors} of the {faction} from its supply into the Riverfolk's Payments.</source>
            <translation>Ponha {warriors} ({faction}), do suprimento dela, nos Pagamentos dos Ribeirinhos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Recruit warriors: {where}.</source>
            <translation>Recrute guerreiros: {where}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Remove {what}.</source>
            <translation>Remova {what}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Replace {n} {old_faction} {old} in {c} with {new}.</source>
            <translation>Substitua {n} {old} ({old_faction}) em {c} por {new}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Return {warriors} from the Riverfolk's Payments to the {faction}'s supply.</source>
            <translation>Devolva {warriors} dos Pagamentos dos Ribeirinhos ao suprimento ({faction}).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Reveal the top card of the deck and enter it as the {faction}'s order card.</source>
            <translation>Revele a carta do topo do baralho e informe-a como carta de ordens de {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Reveal the top card of the deck and enter it: it goes on the {faction}' Lost Souls.</source>
            <translation>Revele a carta do topo do baralho e informe-a: ela vai para as Almas Perdidas de {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Ruins in clearing {c}: {state}.</source>
            <translation>Ruínas na clareira {c}: {state}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Setup: draw the top card of the deck for the {faction} and enter it.</source>
            <translation>Preparação: compre a carta do topo do baralho para {faction} e informe-a.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Swap the {old} in clearing {c} for a {face}, face up.</source>
            <translation>Troque {old} na clareira {c} por {face}, com a face para cima.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The app draws {card} for the {faction}: take that card out of the deck.</source>
            <translation>O app compra {card} para {faction}: tire essa carta do baralho.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The engine could not plan this step ({error}); undo or fix the board.</source>
            <translation>O motor não conseguiu planejar este passo ({error}); desfaça ou corrija o tabuleiro.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The ferry goes along: +{vp} VP for the {faction}.</source>
            <translation>A balsa vai junto: +{vp} PV para {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {d} enlists the {a} in clearing {c} if it is the Arbiter: is it?</source>
            <translation>{d}: alista {a} na clareira {c} se for o Árbitro. É?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {faction} buys Riverfolk services: {services}.</source>
            <translation>{faction} — serviços Ribeirinhos comprados: {services}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The {faction}'s order card is {card}, bought from the Riverfolk's Market.</source>
            <translation>A carta de ordens de {faction} é {card}, comprada do Mercado dos Ribeirinhos.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Then: {what}.</source>
            <translation>Depois: {what}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Turn the plot in clearing {c} face up: {face}.</source>
            <translation>Revele a trama na clareira {c}: {face}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Update the {faction}'s faction board.</source>
            <translation>Atualize o tabuleiro de facção: {faction}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>discard {card}</source>
            <translation>descartar {card}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>end of turn</source>
            <translation>fim do turno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>none</source>
            <translation>nenhum</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>placed</source>
            <translation>posicionadas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>removed</source>
            <translation>removidas</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{a} battle the {d} in clearing {c}: dice {x} and {y}; deal {ah}, take {dh}.</source>
            <translation>{a} batalham contra {d} na clareira {c}: dados {x} e {y}; causam {ah}, recebem {dh}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{a} battles the {d} in clearing {c}: dice {x} and {y}; deals {ah}, takes {dh}.</source>
            <translation>{a} contra {d} na clareira {c}: dados {x} e {y}; causa {ah}, recebe {dh}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{d}: choose which pieces the last {hits} remove in clearing {c}.</source>
            <translation>{d}: escolha quais peças os últimos {hits} removem na clareira {c}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{d}: enlist the {a} as Arbiter in clearing {c}?</source>
            <translation>{d}: alistar {a} como Árbitro na clareira {c}?</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction} +{vp} VP</source>
            <translation>{faction} +{vp} PV</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction} is playing: mirror their moves, then End turn.</source>
            <translation>Vez de {faction}: espelhe as jogadas, depois Encerrar turno.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{faction} scores {vp} VP.</source>
            <translation>{faction}: +{vp} PV.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} from {c}</source>
            <translation>{n} da clareira {c}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} in {c}</source>
            <translation>{n} em {c}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} {faction} {piece}</source>
            <translation>{n} {piece} ({faction})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} {faction} {piece} in {c}</source>
            <translation>{n} {piece} ({faction}) em {c}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>{n} {piece} in {c}</source>
            <translation>{n} {piece} em {c}</translation>
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Apply the bot's proposed step (Enter)</source>
            <translation>Aplicar o passo proposto pelo bot (Enter)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>E&amp;nd turn</source>
            <translation>E&amp;ncerrar turno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>Round {r} · {letter} {faction} ({kind})</source>
            <translation>Rodada {r} · {letter} {faction} ({kind})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>The human player has finished; the next seat plays</source>
            <translation>O jogador humano terminou; joga o próximo lugar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>bot</source>
            <translation>bot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/panels.py" />
            <source>human</source>
            <translation>humano</translation>
        </message>
    </context>
    <context>
        <name>VagabotBoardWidget</name>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source> +1 hit when attacking (12th item).</source>
            <translation> +1 dano ao atacar (12º item).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>&amp;Quest:</source>
            <translation>&amp;Tarefa:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Battle track</source>
            <translation>Trilha de batalha</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Building slots covered by its items in: {list}.</source>
            <translation>Espaços de construção cobertos por seus itens em: {list}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Character: {name}</source>
            <translation>Personagem: {name}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Damaged, face down</source>
            <translation>Danificado, virado para baixo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Damaged, face up</source>
            <translation>Danificado, virado para cima</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Exhausted</source>
            <translation>Exaurido</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Face up</source>
            <translation>Virado para cima</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>No quest card is left to draw.</source>
            <translation>Não resta carta de tarefa para comprar.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Under the ruins: {list}.</source>
            <translation>Sob as ruínas: {list}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>Vagabot's quest suit</source>
            <translation>Naipe da tarefa do Automalandro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>down</source>
            <translation>baixo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>none</source>
            <translation>nenhuma</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>up</source>
            <translation>cima</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/root/root_boards.py" />
            <source>{undamaged} undamaged items: {track} on the battle track, {usable} usable. Max hits {hits}.{extra}</source>
            <translation>{undamaged} itens não danificados: {track} na trilha de batalha, {usable} utilizáveis. Dano máx. {hits}.{extra}</translation>
        </message>
    </context>
</TS>

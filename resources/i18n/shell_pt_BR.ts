<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
    <context>
        <name>Advanced</name>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>&amp;Seed:</source>
            <translation>&amp;Semente:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>Advanced</source>
            <translation>Avançado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>The same seed with the same choices starts the same game.</source>
            <translation>A mesma semente com as mesmas escolhas inicia o mesmo jogo.</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <location filename="../../src/tablebot/app.py" />
            <source>Something went wrong: {error}

The game continues from the last good position; undo if the board looks wrong. Details are in {log}.</source>
            <translation>Algo deu errado: {error}

O jogo continua a partir da última posição válida; desfaça se o tabuleiro parecer errado. Detalhes em {log}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/app.py" />
            <source>Tablebot: an error</source>
            <translation>Tablebot: um erro</translation>
        </message>
    </context>
    <context>
        <name>CardEditor</name>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>&amp;Apply correction</source>
            <translation>&amp;Aplicar correção</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>&amp;Printed values</source>
            <translation>Valores im&amp;pressos</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>Correct decision card {n}</source>
            <translation>Corrigir a carta de decisão {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>Forget the table's correction: play the app's data of this card</source>
            <translation>Esquecer a correção da mesa: jogar com os dados desta carta do app</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/cardeditor.py" />
            <source>The correction was refused (see the message bar).</source>
            <translation>A correção foi recusada (veja a barra de mensagens).</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file could not be read or written.</source>
            <translation>O arquivo não pôde ser lido ou gravado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file is empty.</source>
            <translation>O arquivo está vazio.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file is not a Tablebot save (it is not JSON).</source>
            <translation>O arquivo não é um jogo salvo do Tablebot (não é JSON).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file is not a Tablebot save.</source>
            <translation>O arquivo não é um jogo salvo do Tablebot.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The file is too large to be a Tablebot save.</source>
            <translation>O arquivo é grande demais para ser um jogo salvo do Tablebot.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The save is damaged and cannot be read.</source>
            <translation>O jogo salvo está danificado e não pode ser lido.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The save is for a game this version does not know: {game}.</source>
            <translation>O jogo salvo é de um jogo que esta versão não conhece: {game}.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The save was written by a newer Tablebot; please update to open it.</source>
            <translation>O jogo salvo foi gravado por um Tablebot mais novo; atualize para abri-lo.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>The save's history does not add up at entry {entry}: the file was changed or damaged.</source>
            <translation>O histórico do jogo salvo não confere na entrada {entry}: o arquivo foi alterado ou danificado.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <source>This table cannot be set up: {detail}</source>
            <translation>Esta mesa não pode ser preparada: {detail}</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>The game is over</source>
            <translation>O jogo terminou</translation>
        </message>
    </context>
    <context>
        <name>GameWords</name>
        <message>
            <location filename="../../src/tablebot/gui/gamewords.py" />
            <source>A reading of this app where the rulebook is silent (docs/rulings.md: {id})</source>
            <translation>Uma leitura deste app onde o manual é omisso (docs/rulings.md: {id})</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../../src/tablebot/games/age_of_innovation/plugin.py" />
            <source>Age of Innovation (Automa)</source>
            <translation>Age of Innovation (Automa)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/expeditions/plugin.py" />
            <source>Expeditions (Automa)</source>
            <translation>Expeditions (Automa)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/root/plugin.py" />
            <source>Root (Law of Rootbotics)</source>
            <translation>Root (Leis da Robótica)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/games/tapestry/plugin.py" />
            <source>Tapestry (Automa and Shadow Empire)</source>
            <translation>Tapestry (Automa e Império das Sombras)</translation>
        </message>
    </context>
    <context>
        <name>GlancePanel</name>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>Game over after {n} {rounds}</source>
            <translation>Fim de jogo após {n} {rounds}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>Summary</source>
            <translation>Resumo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>This game does not report scores.</source>
            <translation>Este jogo não informa pontuações.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>Winner: {who}</source>
            <translation>Vencedor: {who}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>Winners: {who}</source>
            <translation>Vencedores: {who}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>after {n} {rounds}</source>
            <translation>após {n} {rounds}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>nothing counted yet</source>
            <translation>nada contado ainda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>{Round} {n} · leading: {who} with {vp} VP</source>
            <translation>{Round} {n} · na liderança: {who} com {vp} PV</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>{side} ({vp} VP)</source>
            <translation>{side} ({vp} PV)</translation>
        </message>
    </context>
    <context>
        <name>GuideDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>How to play with Tablebot</source>
            <translation>Como jogar com o Tablebot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>The guide is missing from this installation ({path}).</source>
            <translation>O guia não está nesta instalação ({path}).</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source> Animation: </source>
            <translation> Animação: </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;About Tablebot</source>
            <translation>&amp;Sobre o Tablebot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Confirm step</source>
            <translation>&amp;Confirmar passo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Dark</source>
            <translation>&amp;Escuro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;End human turn</source>
            <translation>&amp;Encerrar turno humano</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Game</source>
            <translation>&amp;Jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Help</source>
            <translation>&amp;Ajuda</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;How to play with Tablebot</source>
            <translation>&amp;Como jogar com o Tablebot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>Atalhos de &amp;teclado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Light</source>
            <translation>&amp;Claro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;New game…</source>
            <translation>&amp;Novo jogo…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Open…</source>
            <translation>&amp;Abrir…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Preferences…</source>
            <translation>&amp;Preferências…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Quit</source>
            <translation>Sai&amp;r</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Redo</source>
            <translation>&amp;Refazer</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Save</source>
            <translation>&amp;Salvar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Skip steps that change nothing</source>
            <translation>&amp;Pular passos que não mudam nada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;System</source>
            <translation>&amp;Sistema</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Theme</source>
            <translation>&amp;Tema</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Turn</source>
            <translation>&amp;Turno</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;Undo</source>
            <translation>&amp;Desfazer</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&amp;View</source>
            <translation>E&amp;xibir</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>&lt;b&gt;Demo game&lt;/b&gt;: try anything. To play your own table:</source>
            <translation>&lt;b&gt;Jogo de demonstração&lt;/b&gt;: experimente à vontade. Para jogar a sua mesa:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>About Tablebot</source>
            <translation>Sobre o Tablebot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Animation &amp;speed</source>
            <translation>&amp;Velocidade da animação</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Apply the bot's proposed step (Enter)</source>
            <translation>Aplicar o passo proposto pelo bot (Enter)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Demo game</source>
            <translation>Jogo de demonstração</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Fast</source>
            <translation>Rápida</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>History</source>
            <translation>Histórico</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Main</source>
            <translation>Principal</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Message</source>
            <translation>Mensagem</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>New game… ({key})</source>
            <translation>Novo jogo… ({key})</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Off</source>
            <translation>Desligada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Open a saved game</source>
            <translation>Abrir um jogo salvo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Redo</source>
            <translation>Refazer</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Redo {what}</source>
            <translation>Refazer {what}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Save &amp;as…</source>
            <translation>Salvar &amp;como…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Save the game</source>
            <translation>Salvar o jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Saved to {path}</source>
            <translation>Salvo em {path}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Setup</source>
            <translation>Preparação</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Start a real game</source>
            <translation>Começar um jogo de verdade</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Start of the game</source>
            <translation>Início do jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Tablebot</source>
            <translation>Tablebot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Tablebot runs official board-game bots beside the physical board: {games}.

Log file: {log}
Autosave: {autosave}</source>
            <translation>O Tablebot executa bots oficiais de jogos de tabuleiro ao lado do tabuleiro físico: {games}.

Arquivo de log: {log}
Salvamento automático: {autosave}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>The system's language</source>
            <translation>Idioma do sistema</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Undo</source>
            <translation>Desfazer</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Undo {what}</source>
            <translation>Desfazer {what}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>Untitled</source>
            <translation>Sem título</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>VP race</source>
            <translation>Corrida de PV</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/mainwindow.py" />
            <source>{name}{star} — Tablebot</source>
            <translation>{name}{star} — Tablebot</translation>
        </message>
    </context>
    <context>
        <name>NewGameWizard</name>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>&amp;Next ›</source>
            <translation>&amp;Próximo ›</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>&lt;b&gt;Which game is on the table?&lt;/b&gt;</source>
            <translation>&lt;b&gt;Qual jogo está na mesa?&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>Game</source>
            <translation>Jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>New game</source>
            <translation>Novo jogo</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>Next: that game's setup (who plays, the bots and how hard they play).</source>
            <translation>A seguir: a preparação desse jogo (quem joga, os bots e a dificuldade deles).</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/startgame.py" />
            <source>‹ Back to the choice of game</source>
            <translation>‹ Voltar à escolha do jogo</translation>
        </message>
    </context>
    <context>
        <name>PairPanel</name>
        <message>
            <location filename="../../src/tablebot/gui/pairpanel.py" />
            <source>Card to check or correct</source>
            <translation>Carta a verificar ou corrigir</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/pairpanel.py" />
            <source>Card {n}</source>
            <translation>Carta {n}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/pairpanel.py" />
            <source>Co&amp;rrect card…</source>
            <translation>Co&amp;rrigir carta…</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/pairpanel.py" />
            <source>The printed card differs from what the app shows: correct its fields</source>
            <translation>A carta impressa difere do que o app mostra: corrija seus campos</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Animation speed:</source>
            <translation>&amp;Velocidade da animação:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Forget</source>
            <translation>&amp;Esquecer</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Language:</source>
            <translation>&amp;Idioma:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Reset the window's layout</source>
            <translation>&amp;Redefinir o layout da janela</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>&amp;Theme:</source>
            <translation>&amp;Tema:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>(none yet)</source>
            <translation>(nenhuma ainda)</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Dark</source>
            <translation>Escuro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Fast</source>
            <translation>Rápida</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Forget where the docks and the window were, for every game: the next start lays them out afresh</source>
            <translation>Esquecer onde estavam os painéis e a janela, para todos os jogos: o próximo início os dispõe do zero</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Last folder:</source>
            <translation>Última pasta:</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Off</source>
            <translation>Desligada</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Preferences</source>
            <translation>Preferências</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>System</source>
            <translation>Sistema</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>The next start lays the window out afresh.</source>
            <translation>O próximo início dispõe a janela do zero.</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/preferences.py" />
            <source>The system's language</source>
            <translation>O idioma do sistema</translation>
        </message>
    </context>
    <context>
        <name>ReasonList</name>
        <message>
            <location filename="../../src/tablebot/gui/reasonlist.py" />
            <source>Reasons</source>
            <translation>Razões</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/reasonlist.py" />
            <source>▸ Why (%n more)</source>
            <translation>
                <numerusform>▸ Por quê (mais %n)</numerusform>
                <numerusform>▸ Por quê (mais %n)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/reasonlist.py" />
            <source>▾ Why (%n more)</source>
            <translation>
                <numerusform>▾ Por quê (mais %n)</numerusform>
                <numerusform>▾ Por quê (mais %n)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Reasons</name>
        <message>
            <location filename="../../src/tablebot/gui/reasons.py" />
            <location filename="../../src/tablebot/gui/root/reasons.py" />
            <source>Ruling: {rule}</source>
            <translation>Interpretação: {rule}</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>Action</source>
            <translation>Ação</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>Keyboard shortcuts</source>
            <translation>Atalhos de teclado</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/help.py" />
            <source>Keys</source>
            <translation>Teclas</translation>
        </message>
    </context>
    <context>
        <name>TurnBarBase</name>
        <message>
            <location filename="../../src/tablebot/gui/turnbar.py" />
            <source>&amp;Confirm</source>
            <translation>&amp;Confirmar</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/turnbar.py" />
            <source>Next step</source>
            <translation>Próximo passo</translation>
        </message>
    </context>
    <context>
        <name>VPChart</name>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n battle(s)</source>
            <translation>
                <numerusform>%n batalha</numerusform>
                <numerusform>%n batalhas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n building(s)</source>
            <translation>
                <numerusform>%n construção</numerusform>
                <numerusform>%n construções</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n card(s) crafted</source>
            <translation>
                <numerusform>%n carta criada</numerusform>
                <numerusform>%n cartas criadas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n conquest(s)</source>
            <translation>
                <numerusform>%n conquista</numerusform>
                <numerusform>%n conquistas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n exploration(s)</source>
            <translation>
                <numerusform>%n exploração</numerusform>
                <numerusform>%n explorações</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n movimento</numerusform>
                <numerusform>%n movimentos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>%n vanquish(es)</source>
            <translation>
                <numerusform>%n derrota imposta</numerusform>
                <numerusform>%n derrotas impostas</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>Victory points by {round}</source>
            <translation>Pontos de vitória por {round}</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>bot</source>
            <translation>bot</translation>
        </message>
        <message>
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>human</source>
            <translation>humano</translation>
        </message>
        <message numerus="yes">
            <location filename="../../src/tablebot/gui/vpchart.py" />
            <source>round(s)</source>
            <translation>
                <numerusform>rodada</numerusform>
                <numerusform>rodadas</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Workspace</name>
        <message>
            <location filename="../../src/tablebot/gui/workspace.py" />
            <source>Set up the table as shown:</source>
            <translation>Prepare a mesa como mostrado:</translation>
        </message>
    </context>
</TS>

"""Games are plug-ins (issue 13): shared code never names a game, and a game dropped in as its own
package is found by the registry, the save loader, the CLI and the New Game dialog."""

from __future__ import annotations

import ast
import itertools
import json
import random
import re
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tablebot import cli
from tablebot.core.save import SavedGame, SaveError, load_game, save_game, save_schema
from tablebot.games import registry

SRC = Path(__file__).resolve().parents[1] / "src" / "tablebot"


# -- shared code names no game ---------------------------------------------------------------------
def game_packages(src: Path = SRC) -> set[str]:
    """The game packages: every package under games/ (a game's engine) and gui/ (its views)."""
    return {p.name for folder in (src / "games", src / "gui") for p in folder.iterdir()
            if p.is_dir() and (p / "__init__.py").exists()}


def shared_files(src: Path = SRC) -> list[Path]:
    """Code every game goes through: core, controller, the window shell (gui/ outside the games'
    folders), the app, the CLI, the registry and the conformance harness."""
    return sorted([*(src / "core").glob("*.py"), *(src / "controller").glob("*.py"), *(src / "gui").glob("*.py"),
                   src / "app.py", src / "cli.py", src / "games" / "registry.py", src / "games" / "conformance.py"])


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
        # An attribute's docstring: the string right after an assignment.
        body = getattr(node, "body", None)
        if isinstance(body, list):
            for before, after in itertools.pairwise(body):
                if isinstance(before, (ast.Assign, ast.AnnAssign)) and isinstance(after, ast.Expr) \
                        and isinstance(after.value, ast.Constant) and isinstance(after.value.value, str):
                    found.add(id(after.value))
    return found


def _module_of(path: Path, src: Path) -> list[str]:
    return ["tablebot", *path.relative_to(src).with_suffix("").parts]


def naming_games(path: Path, src: Path, games: set[str], words: frozenset[str] = frozenset()) -> Iterator[str]:
    """Where a file imports a game's package (absolute or relative, at the top or inside a function)
    or has a string (not a docstring) that names a game id, a game's module or one of `words` (a
    game's own vocabulary: Root's faction ids and suits)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = _module_of(path, src)[:-1]
    ids = "|".join(sorted(games | words))
    word = re.compile(rf"(?<![\w-])({ids})(?![\w-])")
    skip = _docstrings(tree)
    for node in ast.walk(tree):
        modules: list[str] = []
        if isinstance(node, ast.Import):
            modules = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            target = [*base, *(node.module.split(".") if node.module else [])]
            modules = [".".join(target)] + [".".join([*target, a.name]) for a in node.names]
        for module in modules:
            parts = module.split(".")
            if len(parts) >= 3 and parts[0] == "tablebot" and parts[1] in ("games", "gui") and parts[2] in games:
                yield f"{path.name}:{node.lineno} imports {module}"
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            found = word.search(node.value)
            if found:
                yield f"{path.name}:{node.lineno} names {found.group(1)!r} in {node.value[:60]!r}"


def test_shared_code_names_no_game_and_imports_no_game_package() -> None:
    games = game_packages()
    assert {"root", "expeditions"} <= games
    problems = [p for f in shared_files() for p in naming_games(f, SRC, games)]
    assert problems == []


def test_the_scan_finds_a_game_named_in_shared_code(tmp_path: Path) -> None:
    """The check above can fail: a shell that picks a workspace by name, a lazy relative import of a
    game's GUI and an absolute import of its engine are each caught; a docstring is prose."""
    (tmp_path / "gui").mkdir()
    shell = tmp_path / "gui" / "shell.py"
    shell.write_text(textwrap.dedent('''
        """Picks Root's workspace, or root's."""
        from ..games.registry import game_rules

        def pick(game):
            if game == "expeditions":
                from .expeditions.workspace import ExpeditionsWorkspace
                return ExpeditionsWorkspace
            import tablebot.games.root.board
            return game_rules(game)
    '''), encoding="utf-8")
    found = list(naming_games(shell, tmp_path, {"root", "expeditions"}))
    assert {f.split(" ", 1)[1].split(" in ")[0] for f in found} == {
        "names 'expeditions'", "imports tablebot.gui.expeditions.workspace",
        "imports tablebot.gui.expeditions.workspace.ExpeditionsWorkspace", "imports tablebot.games.root.board"}


def root_words() -> frozenset[str]:
    """Root's faction ids and suit names: the shared GUI (the window's shell) draws no faction's or
    suit's colour, Root's own views (gui/root/) do."""
    from tablebot.games.root.factions import FACTIONS, Suit

    return frozenset(FACTIONS) | frozenset(s.value for s in Suit)


def shared_gui_files(src: Path = SRC) -> list[Path]:
    """The window's shell: gui/ outside the games' folders."""
    return sorted((src / "gui").glob("*.py"))


def test_the_shared_gui_names_no_root_faction_or_suit() -> None:
    words = root_words()
    assert {"marquise", "eyrie", "fox", "bird"} <= words
    problems = [p for f in shared_gui_files() for p in naming_games(f, SRC, game_packages(), words)]
    assert problems == []


def test_the_scan_finds_a_faction_or_suit_named_in_the_shell(tmp_path: Path) -> None:
    """The check above can fail: a colour table keyed by faction ids and suit names is caught (in a
    dict's keys and in a call's argument); prose in a docstring is not."""
    (tmp_path / "gui").mkdir()
    shell = tmp_path / "gui" / "theme.py"
    shell.write_text(textwrap.dedent('''
        """The Marquise's orange and the fox suit's red."""
        FACTION_COLOURS = {"marquise": "#e06a10", "eyrie": "#2f6fc4"}

        def suit_colour(suit="fox"):
            return {"bird": "#5fa8d3"}.get(suit)
    '''), encoding="utf-8")
    found = list(naming_games(shell, tmp_path, set(), root_words()))
    assert sorted(f.split(" in ")[0].split(" names ")[1] for f in found) == [
        "'bird'", "'eyrie'", "'fox'", "'marquise'"]


# -- a sixth game, dropped in -----------------------------------------------------------------------
FAKE_ENGINE = '''
"""A game of coin flips: the bot asks the table for a flip and scores 1 VP on heads."""

from __future__ import annotations

import random
from typing import Any, Literal

from pydantic import TypeAdapter

from tablebot.core.glance import SideScore, Standing
from tablebot.core.model import Frozen
from tablebot.core.reasons import reason
from tablebot.core.steps import HumanTurn, IllegalAnswer, IllegalEdit, PromptBase, StepBase

GAME_ID = "coinflip"
POSITION = 60


class CoinSnapshot(Frozen):
    game: Literal["coinflip"] = "coinflip"
    round: int = 1
    vp: int = 0
    seat: Literal["bot", "human"] = "bot"
    flip: bool | None = None


class AskFlip(Frozen):
    kind: Literal["flip"] = "flip"


class FlipAnswer(Frozen):
    kind: Literal["flip"] = "flip"
    heads: bool


class Score(Frozen):
    kind: Literal["score"] = "score"
    vp: int


class EndTurn(Frozen):
    kind: Literal["end_turn"] = "end_turn"


class CoinStep(StepBase):
    action: Score | EndTurn


class CoinPrompt(PromptBase):
    question: AskFlip


class SetVP(Frozen):
    kind: Literal["set_vp"] = "set_vp"
    vp: int


class CoinConfig(Frozen):
    seed: int = 1


def next_step(snap: CoinSnapshot) -> Any:
    if snap.seat == "human":
        return HumanTurn(actor="human")
    if snap.flip is None:
        return CoinPrompt(actor="coinbot", question=AskFlip())
    if snap.flip:
        return CoinStep(actor="coinbot", action=Score(vp=1), reasons=(reason("coin.1", "coin.heads"),))
    return CoinStep(actor="coinbot", action=EndTurn(), reasons=(reason("coin.2", "coin.end"),))


def apply_step(snap: CoinSnapshot, step: CoinStep) -> CoinSnapshot:
    if isinstance(step.action, Score):
        return snap.model_copy(update={"vp": snap.vp + step.action.vp, "flip": False})
    return snap.model_copy(update={"seat": "human", "flip": None})


def answer(snap: CoinSnapshot, prompt: CoinPrompt, ans: FlipAnswer) -> CoinSnapshot:
    if not isinstance(ans, FlipAnswer):
        raise IllegalAnswer("coin.not_a_flip")
    return snap.model_copy(update={"flip": ans.heads})


def apply_edit(snap: CoinSnapshot, edit: SetVP) -> CoinSnapshot:
    if edit.vp < 0:
        raise IllegalEdit("coin.negative_vp")
    return snap.model_copy(update={"vp": edit.vp})


def end_human_turn(snap: CoinSnapshot) -> CoinSnapshot:
    return snap.model_copy(update={"seat": "bot", "round": snap.round + 1})


def problems(snap: CoinSnapshot) -> list[str]:
    return ["coin.negative_vp"] if snap.vp < 0 else []


def standing(snap: CoinSnapshot) -> Standing:
    return Standing(round=snap.round, sides=(SideScore(side="coinbot", score=snap.vp, bot=True),))


def random_answer(snap: Any, prompt: Any, rnd: random.Random) -> FlipAnswer:
    return FlipAnswer(heads=rnd.random() < 0.5)


def subjects() -> list[Any]:
    from tablebot.games.conformance import Subject

    return [Subject(GAME_ID, "coinbot", lambda seed, rnd: CoinSnapshot(), random_answer,
                    lambda snap, rnd: [SetVP(vp=snap.vp)],
                    lambda step: getattr(step.action, "kind", None) == "end_turn")]


def rules() -> Any:
    from tablebot.games.registry import GameRules

    return GameRules(
        id=GAME_ID, snapshot_type=CoinSnapshot, step_type=CoinStep, prompt_type=CoinPrompt,
        edit_adapter=TypeAdapter(SetVP), answer_adapter=TypeAdapter(FlipAnswer),
        next_step=next_step, apply_step=apply_step, answer=answer, apply_edit=apply_edit,
        end_human_turn=end_human_turn, demo_game=lambda seed=None: CoinSnapshot(), standing=standing,
        title="Coin Flip (test game)", validate=problems, config_type=CoinConfig,
        new_game=lambda config: CoinSnapshot(), workspace="coinflip_gui:CoinWorkspace",
        random_answer=random_answer, subjects=subjects,
    )
'''

FAKE_GUI = '''
"""The coin game's views: nothing drawn, one form in the New Game dialog."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout

from tablebot.gui.workspace import Workspace


class CoinForm(QDialog):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New coin game")
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Flip a coin for the bot."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def config(self) -> Any:
        from tablebot.games.coinflip.plugin import CoinConfig

        return CoinConfig(seed=7)


class CoinWorkspace(Workspace):
    game_id = "coinflip"
    title = "Coin Flip (test game)"

    @classmethod
    def setup_dialog(cls, parent: Any, settings: Any) -> Any:
        return CoinForm(parent)
'''


@pytest.fixture
def coinflip(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """A game package tablebot/games/coinflip (plugin.py) and its GUI module, in a folder of their
    own: the games' folder gains it as a second path, as an installed plug-in package would."""
    import tablebot.games

    package = tmp_path / "games" / "coinflip"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "plugin.py").write_text(FAKE_ENGINE, encoding="utf-8")
    (tmp_path / "coinflip_gui.py").write_text(FAKE_GUI, encoding="utf-8")
    monkeypatch.setattr(tablebot.games, "__path__", [*tablebot.games.__path__, str(tmp_path / "games")])
    monkeypatch.syspath_prepend(str(tmp_path))
    # A fresh discovery, put back as it was afterwards.
    monkeypatch.setattr(registry, "_FACTORIES", {})
    monkeypatch.setattr(registry, "_CACHE", {})
    yield "coinflip"
    for name in [m for m in sys.modules if m.startswith(("tablebot.games.coinflip", "coinflip_gui"))]:
        del sys.modules[name]


def test_a_dropped_in_game_is_registered_after_the_others(coinflip: str) -> None:
    assert registry.known_games()[-1] == coinflip
    assert registry.known_games()[:2] == ("root", "expeditions")
    assert registry.game_rules(coinflip).title == "Coin Flip (test game)"


def test_the_save_loader_reads_and_checks_a_dropped_in_game(coinflip: str, tmp_path: Path) -> None:
    from tablebot.games.coinflip.plugin import CoinSnapshot  # type: ignore[import-not-found]

    path = tmp_path / "coin.json"
    save_game(path, SavedGame.start(coinflip, CoinSnapshot(vp=3)))
    assert load_game(path).snapshot == CoinSnapshot(vp=3)
    # Its own validator runs: a negative score is refused as the game says.
    save_game(path, SavedGame.start(coinflip, CoinSnapshot(vp=-1)))
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert err.value.code == "save.invalid" and "coin.negative_vp" in err.value.detail
    assert save_schema(coinflip)["title"] == "CoinflipSave"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[dict[str, Any]], str]:
    code = cli.main(list(argv))
    out = capsys.readouterr()
    return code, [json.loads(line) for line in out.out.splitlines() if line.startswith("{")], out.err


def test_the_cli_plays_a_dropped_in_game(coinflip: str, tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    from tablebot.games.coinflip.plugin import CoinSnapshot

    path = tmp_path / "coin.json"
    save_game(path, SavedGame.start(coinflip, CoinSnapshot()))
    code, _, err = _run(capsys, "turn", str(path))
    assert code == 2 and '{"kind": "flip", "heads": ...}' in err and "--answers" in err
    answers = tmp_path / "answers.json"
    answers.write_text(json.dumps([{"kind": "flip", "heads": True}]), encoding="utf-8")
    code, lines, err = _run(capsys, "turn", str(path), "--answers", str(answers), "--write")
    assert code == 0, err
    assert lines[0]["answer"] == {"kind": "flip", "heads": True}
    assert [line["action"]["kind"] for line in lines[1:]] == ["score", "end_turn"]
    assert load_game(path).snapshot.vp == 1



def test_simulate_summarises_a_dropped_in_game(coinflip: str, capsys: pytest.CaptureFixture[str]) -> None:
    runs = []
    for _ in range(2):
        assert cli.main(["simulate", "--game", coinflip, "--rounds", "4", "--seed", "2", "--check"]) == 0
        runs.append(capsys.readouterr().out)
    assert runs[0] == runs[1]
    summary = json.loads(runs[0])
    assert summary["game"] == coinflip and summary["bot_turns"] == 4 and summary["problems"] == []
    assert summary["prompts"] >= 4 and 0 <= summary["scores"]["coinbot"] <= 4


def test_the_new_game_dialog_offers_a_dropped_in_game(coinflip: str, qapp: Any, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings, Qt

    from tablebot.gui.startgame import NewGameWizard

    wizard = NewGameWizard(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    listed = [wizard.games.item(i).data(Qt.ItemDataRole.UserRole) for i in range(wizard.games.count())]
    assert listed[-1] == coinflip and listed[:2] == ["root", "expeditions"]
    assert wizard.games.item(len(listed) - 1).text() == "Coin Flip (test game)"
    wizard.games.setCurrentRow(len(listed) - 1)
    wizard.next_page()
    assert wizard.form.windowTitle() == "New coin game"
    wizard.form.accept()
    assert wizard.config() is not None and wizard.config().seed == 7
    wizard.deleteLater()


def test_turn_answers_an_expeditions_card_question_mid_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A save in the middle of an Expeditions game (physical deck, third Automa turn, the card not yet
    entered): `tablebot turn` takes the card from --answers as it takes Root's order cards from flags,
    and without it says how to write the answer."""
    from tablebot.core.steps import HumanTurn
    from tablebot.games.expeditions.setup import GameConfig, new_game

    rules = registry.game_rules("expeditions")
    snap = new_game(GameConfig(level=2, seed=3, physical_deck=True))
    asked = 0
    for _ in range(500):
        step = rules.next_step(snap)
        if isinstance(step, HumanTurn):
            snap = rules.end_human_turn(snap)
        elif step.kind == "prompt" and step.question.kind == "card":
            asked += 1
            if asked == 3:
                break
            snap = rules.answer(snap, step, rules.answer_adapter.validate_python(
                {"kind": "card", "card": step.question.options[0]}))
        elif step.kind == "prompt":
            snap = rules.answer(snap, step, rules.random_answer(snap, step, random.Random(1)))
        else:
            snap = rules.apply_step(snap, step)
    assert asked == 3 and snap.turn.number > 1
    path = tmp_path / "mid.json"
    save_game(path, SavedGame.start("expeditions", snap))

    code, _, err = _run(capsys, "turn", str(path))
    assert code == 2 and '{"kind": "card", "card": ...}' in err
    card = step.question.options[-1]
    answers = tmp_path / "answers.json"
    answers.write_text(json.dumps([{"kind": "card", "card": card}, {"kind": "tile", "tile": None, "corruption": []}]))
    code, lines, err = _run(capsys, "turn", str(path), "--answers", str(answers))
    assert code == 0, err
    assert lines[0]["prompt"]["kind"] == "card" and lines[0]["answer"] == {"kind": "card", "card": card}
    assert lines[-1]["action"]["kind"] == "end_turn"


def test_the_window_and_the_screenshot_open_on_any_registered_game(coinflip: str, monkeypatch: pytest.MonkeyPatch,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """`tablebot --game ID` opens the window on that game's demo and `--screenshot F --game ID` renders
    it, for a game the CLI has never heard of; an unregistered id is a usage error."""
    import types

    calls: list[tuple[str, tuple[Any, ...]]] = []
    fake = types.ModuleType("tablebot.app")
    fake.run = lambda argv, game=None: calls.append(("run", (game,))) or 0  # type: ignore[attr-defined]
    fake.screenshot = lambda path, size=None, game=None: calls.append(("screenshot", (path, game))) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "tablebot.app", fake)
    assert cli.main(["--game", coinflip]) == 0
    assert cli.main(["--screenshot", "shot.png", "--game", coinflip]) == 0
    assert calls == [("run", (coinflip,)), ("screenshot", ("shot.png", coinflip))]
    assert cli.main(["--game", "chess"]) == 2
    assert "invalid choice" in capsys.readouterr().err


def test_the_about_box_lists_every_registered_game(coinflip: str, qapp: Any, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMessageBox

    from tablebot import app

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window = app.build_window(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), autosave=False)
    window.about()
    titles = [registry.game_rules(g).title for g in registry.known_games()]
    assert len(titles) >= 3 and all(t in shown[0] for t in titles)
    window.close()
    window.deleteLater()


def test_the_session_plays_a_dropped_in_game_and_labels_its_answers(coinflip: str, qapp: Any) -> None:
    """The controller knows no game's answers: a game without its own `answer_label` gets
    "answered: <kind>" in the history; Root's and Expeditions' labels come from their registrations."""
    from tablebot.games.coinflip.plugin import CoinSnapshot, FlipAnswer

    from tablebot.controller.session import Session
    from tablebot.core.reasons import reason

    session = Session(registry.game_rules(coinflip), CoinSnapshot(), autosave=False)
    assert session.answer(FlipAnswer(heads=True))
    assert session.history_labels()[-1] == reason("answer", "history.answer", kind="flip")
    assert session.confirm() and session.snapshot.vp == 1
    assert registry.game_rules("root").answer_label is not None
    assert registry.game_rules("expeditions").answer_label is not None

"""Save files: a versioned JSON envelope around a game's snapshot history.

On disk (docs/save-format.md is the full description, docs/save-schema.json the generated schema)::

    {"format": "tablebot-save", "version": 1, "game": "<game id>", "app_version": "0.1.0",
     "saved_at": "2025-01-01T12:00:00+00:00", "index": 3,
     "history": [{"label": {"rule": ..., "code": "history.start", "params": []},
                  "snapshot": {...}}, ...]}

Loading is the one place outside data enters the engine, so it is strict and total: every failure
is a SaveError with a stable code (the GUI translates the code, the CLI prints the detail), and
nothing else escapes. The order is: size, decode, JSON, envelope (format, version), migrations
(dict to dict, before any validation, so old files are read by today's models), pydantic
validation of the envelope and every snapshot, then the game's own consistency checks.

Writing is atomic (temp file in the same folder, fsync, os.replace), so a crash or a full disk
leaves the previous save intact, never half a file.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import logging
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from .reasons import Reason, reason
from .steps import EngineError

log = logging.getLogger(__name__)

FORMAT = "tablebot-save"
VERSION = 1
MAX_BYTES = 20 * 1024 * 1024
"""A 1,000-step Root history is about 3 MB; anything far bigger is not ours (or is an attack)."""

START_CODE = "history.start"

Migration = Callable[[dict[str, Any]], dict[str, Any]]
MIGRATIONS: dict[int, Migration] = {}
"""from_version -> function turning an envelope dict of that version into one of from_version + 1.

Migrations work on plain dicts, before validation, so they never depend on the models of the day
they were written. Each released version keeps a fixture in tests/data/saves/ that must load.
"""

CODES = (
    "save.empty", "save.not_json", "save.too_large", "save.foreign", "save.unknown_game",
    "save.version_too_new", "save.invalid", "save.io",
)


class SaveError(EngineError):
    """A save that cannot be read or written. `code` is one of CODES; `params` holds `path` (when a
    file was involved) and `detail` (short English, for logs and the CLI)."""

    def __init__(self, code: str, **params: object) -> None:
        assert code in CODES, code
        super().__init__(code, **params)

    @property
    def detail(self) -> str:
        return str(self.params.get("detail", ""))

    def __str__(self) -> str:
        where = f"{self.params['path']}: " if "path" in self.params else ""
        detail = f" ({self.detail})" if self.detail else ""
        return f"{where}{self.code}{detail}"


@dataclass(frozen=True)
class HistoryEntry:
    """One snapshot of the undo history and the label the history dock shows for it."""

    label: Reason
    snapshot: Any


@dataclass(frozen=True)
class SavedGame:
    """history[0] is the starting snapshot (label code "history.start"); history[index] is the
    current one; entries after index are what redo would bring back."""

    game: str
    history: tuple[HistoryEntry, ...]
    index: int

    @property
    def snapshot(self) -> Any:
        return self.history[self.index].snapshot

    @classmethod
    def start(cls, game: str, snapshot: Any) -> SavedGame:
        """A game with no history yet: just its starting snapshot."""
        return cls(game, (HistoryEntry(reason("", START_CODE), snapshot),), 0)


# -- paths -----------------------------------------------------------------------------------
def data_home() -> Path:
    """$TABLEBOT_HOME if set (tests, portable installs), else ~/.local/share/tablebot."""
    override = os.environ.get("TABLEBOT_HOME")
    if override:
        return Path(override)
    return Path.home() / ".local" / "share" / "tablebot"


def autosave_path() -> Path:
    """Where the session writes after every command; save_game creates the folder."""
    return data_home() / "autosave.json"


def log_path() -> Path:
    """The log file. The folder is created here, because a logging.FileHandler opens the file at
    once and fails on a missing folder, and logging starts before the first save."""
    path = data_home() / "tablebot.log"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


# -- the envelope model ----------------------------------------------------------------------
@cache
def _envelope_model(game: str) -> type[BaseModel]:
    """The pydantic model of a whole save of one game, used both to validate and for the schema,
    so the schema in docs/ cannot describe something the loader does not enforce."""
    from ..games.registry import game_rules

    snapshot_type = game_rules(game).snapshot_type
    frozen = ConfigDict(frozen=True, extra="forbid")
    entry: type[BaseModel] = create_model(
        "HistoryEntry", __config__=frozen, label=(Reason, ...), snapshot=(snapshot_type, ...),
    )
    title = f"{game.capitalize()}Save"
    fields: dict[str, Any] = {
        "format": (Literal[FORMAT], ...),
        "version": (Literal[VERSION], ...),
        "game": (Literal[game], ...),
        "app_version": (str | None, None),
        "saved_at": (str | None, None),
        "index": (int, Field(ge=0)),
        "history": (tuple[entry, ...], Field(min_length=1)),
    }
    model: type[BaseModel] = create_model(
        title, __config__=ConfigDict(frozen=True, extra="forbid", title=title), **fields,
    )
    return model


def save_schema(game: str | None = None) -> dict[str, Any]:
    """JSON Schema of a save file of `game`, by default the first registered game (docs/save-schema.json
    is this, committed)."""
    if game is None:
        game = _known_games()[0]
    schema = _envelope_model(game).model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["description"] = (
        "Tablebot save file, generated from the pydantic models by tablebot.core.save.save_schema(); "
        "see docs/save-format.md. The loader also checks what a schema cannot say (places on the map, "
        "piece counts within the supply, index within the history)."
    )
    return schema


def _known_games() -> tuple[str, ...]:
    from ..games.registry import known_games

    return known_games()


# -- game-specific consistency ---------------------------------------------------------------
def validate(game: str, snapshot: Any) -> list[str]:
    """What is inconsistent in a snapshot of `game` (empty list: nothing): the checks pydantic cannot
    express, from the game's registration; a game without them gets only type validation."""
    from ..games.registry import game_rules

    check = game_rules(game).validate
    return check(snapshot) if check is not None else []


# -- dumps / loads ---------------------------------------------------------------------------
def _app_version() -> str:
    from .. import __version__

    return __version__


def dumps_game(saved: SavedGame) -> str:
    """The save file text. Compact separators: a long history is mostly repeated snapshots, and
    indentation would double its size for no reader's benefit (tools can pretty-print)."""
    if not saved.history:
        raise SaveError("save.invalid", detail="empty history")
    if not 0 <= saved.index < len(saved.history):
        raise SaveError("save.invalid", detail=f"index {saved.index} outside history of {len(saved.history)}")
    history = []
    for entry in saved.history:
        if not isinstance(entry.snapshot, BaseModel):
            raise SaveError("save.invalid", detail=f"snapshot is a {type(entry.snapshot).__name__}, not a model")
        history.append({"label": entry.label.model_dump(mode="json"),
                        "snapshot": entry.snapshot.model_dump(mode="json")})
    envelope = {
        "format": FORMAT, "version": VERSION, "game": saved.game, "app_version": _app_version(),
        "saved_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "index": saved.index, "history": history,
    }
    return json.dumps(envelope, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _first_error(exc: ValidationError) -> str:
    err = exc.errors(include_url=False)[0]
    loc = ".".join(str(p) for p in err["loc"])
    more = f" (and {exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
    return f"{loc}: {err['msg']}{more}"


def _migrate(data: dict[str, Any], version: int) -> dict[str, Any]:
    while version < VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError("save.invalid", detail=f"no migration from version {version}")
        try:
            data = step(dict(data))
        except Exception as exc:  # a migration meeting a malformed old file: say which step failed
            raise SaveError("save.invalid", detail=f"migration from version {version} failed: {exc}") from exc
        version += 1
        data["version"] = version
    return data


def loads_game(text: str | bytes) -> SavedGame:
    """Parse, migrate and validate a save. Raises SaveError and nothing else."""
    try:
        return _loads(text)
    except SaveError:
        raise
    except Exception as exc:
        # The contract is "SaveError only": the GUI shows a message instead of crashing on a file
        # nobody foresaw. Logged with the traceback, since it means a check is missing here.
        log.exception("unexpected error while loading a save")
        raise SaveError("save.invalid", detail=f"{type(exc).__name__}: {exc}") from exc


def _loads(text: str | bytes) -> SavedGame:
    if len(text) > MAX_BYTES:
        raise SaveError("save.too_large", size=len(text), limit=MAX_BYTES)
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise SaveError("save.not_json", detail=f"not UTF-8 text (byte {exc.start})") from exc
    if not text.strip():
        raise SaveError("save.empty")
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        raise SaveError("save.not_json", detail=f"line {exc.lineno} column {exc.colno}: {exc.msg}") from exc
    except (ValueError, RecursionError) as exc:  # NaN, 5000-digit integers, absurd nesting
        raise SaveError("save.not_json", detail=str(exc) or type(exc).__name__) from exc

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        found = data.get("format") if isinstance(data, dict) else type(data).__name__
        raise SaveError("save.foreign", detail=f"format is {found!r}, not {FORMAT!r}")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError("save.invalid", detail=f"version {version!r} is not a positive integer")
    if version > VERSION:
        raise SaveError("save.version_too_new", version=version, supported=VERSION,
                        detail=f"version {version}, this build reads up to {VERSION}")
    game = data.get("game")
    if not isinstance(game, str) or game not in _known_games():
        raise SaveError("save.unknown_game", game=str(game), detail=f"unknown game {game!r}")

    data = _migrate(data, version)

    # A hand-written scenario may give one "snapshot" instead of a history.
    if "snapshot" in data:
        if "history" in data or "index" in data:
            raise SaveError("save.invalid", detail="both snapshot and history given")
        data = {k: v for k, v in data.items() if k != "snapshot"} | {
            "history": [{"label": {"rule": "", "code": START_CODE, "params": []}, "snapshot": data["snapshot"]}],
            "index": 0,
        }

    try:
        envelope = _envelope_model(game).model_validate(data)
    except ValidationError as exc:
        raise SaveError("save.invalid", detail=_first_error(exc)) from exc

    history: tuple[Any, ...] = envelope.history  # type: ignore[attr-defined]
    index: int = envelope.index  # type: ignore[attr-defined]
    if index >= len(history):
        raise SaveError("save.invalid", detail=f"index {index} outside history of {len(history)}")
    for i, entry in enumerate(history):
        problems = validate(game, entry.snapshot)
        if problems:
            raise SaveError("save.invalid", detail=f"history.{i}.snapshot: {problems[0]}", problems=tuple(problems))
    return SavedGame(game, tuple(HistoryEntry(e.label, e.snapshot) for e in history), index)


# -- files -----------------------------------------------------------------------------------
def save_game(path: Path, saved: SavedGame) -> None:
    """Write atomically: a temp file beside the target, flushed and fsynced, then os.replace.

    Readers see the old file or the new one, never a mix; on any failure the old file is left as
    it was and SaveError("save.io") is raised.
    """
    path = Path(path)
    text = dumps_game(saved).encode("utf-8")
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "wb") as fh:
            if hasattr(os, "fchmod"):
                # mkstemp makes the file private (0600); a save should keep the mode of the file it
                # replaces, or get the usual 0644, so it can be copied and shared like any document.
                try:
                    mode = path.stat().st_mode & 0o777
                except OSError:
                    mode = 0o644
                os.fchmod(fh.fileno(), mode)
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
        tmp = None
        _fsync_dir(path.parent)
    except OSError as exc:
        raise SaveError("save.io", path=str(path), detail=exc.strerror or str(exc)) from exc
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows cannot open a folder, and needs not."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def load_game(path: Path) -> SavedGame:
    """Read a save file; the size is checked before a byte is read, and the file is never written."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveError("save.too_large", path=str(path), size=size, limit=MAX_BYTES,
                            detail=f"{size} bytes, limit {MAX_BYTES}")
        with path.open("rb") as fh:
            # Bounded read: the file may have grown since stat().
            raw = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise SaveError("save.io", path=str(path), detail=exc.strerror or str(exc)) from exc
    try:
        return loads_game(raw)
    except SaveError as exc:
        raise SaveError(exc.code, path=str(path), **{k: v for k, v in exc.params.items() if k != "path"}) from exc

"""Save files: a versioned JSON envelope around a game's snapshot history.

On disk (docs/save-format.md is the full description, docs/save-schema.json the generated schema)::

    {"format": "tablebot-save", "version": 2, "game": "<game id>", "app_version": "0.1.0",
     "saved_at": "2025-01-01T12:00:00+00:00", "index": 3,
     "history": [{"label": {"rule": ..., "code": "history.start", "params": []}, "snapshot": {...}},
                 {"label": {...}, "changes": [{"at": ["places", 4, "stacks"], "set": [...]}, ...]},
                 ...]}

The history is compact: entry 0 holds the whole snapshot, every later entry only the fields that
changed since the one before it, and every CHECKPOINT_EVERY-th entry the whole snapshot as well,
which the replayed changes must reproduce exactly or the file is refused (save.replay_mismatch).
Changes are differences of the snapshots, not the edits/steps that made them: replaying them needs
no engine, so a save still loads after a bot's rules are corrected, and a new game needs no code here.
Loading shares every unchanged part between consecutive snapshots (only what changed is validated
again), which is what makes a 1,000-entry history load in tens of milliseconds.

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
import hashlib
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
from pydantic_core import to_jsonable_python

from .reasons import Reason, reason
from .steps import EngineError

log = logging.getLogger(__name__)

FORMAT = "tablebot-save"
VERSION = 2
MAX_BYTES = 20 * 1024 * 1024
"""A 1,000-step history is about 200 KB (4 MB in version 1); anything far bigger is not ours (or is an attack)."""

CHECKPOINT_EVERY = 100
"""Every this many entries the whole snapshot is stored beside the changes: a check that the replay
is right (a damaged or hand-edited change is caught there), for about 4 KB each."""

START_CODE = "history.start"

Migration = Callable[[dict[str, Any]], dict[str, Any]]
MIGRATIONS: dict[int, Migration] = {}
"""from_version -> function turning an envelope dict of that version into one of from_version + 1.

Migrations work on plain dicts, before validation, so they never depend on the models of the day
they were written. Each released version keeps a fixture in tests/data/saves/ that must load.
"""

CODES = (
    "save.empty", "save.not_json", "save.too_large", "save.foreign", "save.unknown_game",
    "save.version_too_new", "save.invalid", "save.io", "save.replay_mismatch",
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


# -- the compact history: changes between consecutive snapshots -------------------------------
Where = tuple[str | int, ...]


class SetChange(BaseModel):
    """The value at `at` (field names and tuple positions from the snapshot's top) becomes `set`."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    at: tuple[str | int, ...]
    set: Any


class AppendChange(BaseModel):
    """Items added at the end of the tuple at `at` (the log, a pile that grew)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    at: tuple[str | int, ...]
    append: tuple[Any, ...]


class KeepChange(BaseModel):
    """The tuple at `at` keeps only its first `keep` items (a pile that shrank from the end)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    at: tuple[str | int, ...]
    keep: int = Field(ge=0)


Change = SetChange | AppendChange | KeepChange


def diff(before: Any, after: Any) -> list[dict[str, Any]]:
    """The changes (as JSON) turning `before` into `after`: snapshots (models) or their JSON dicts.

    Unchanged parts are skipped by identity first (the engine and the loader share them between
    snapshots), so a history of mostly-shared snapshots diffs in microseconds per entry."""
    out: list[dict[str, Any]] = []
    _diff(before, after, (), out)
    return out


def _diff(before: Any, after: Any, at: Where, out: list[dict[str, Any]]) -> None:
    if before is after:
        return
    if isinstance(after, BaseModel):
        if type(before) is type(after):
            for name in type(after).model_fields:
                _diff(getattr(before, name), getattr(after, name), (*at, name), out)
            return
    elif isinstance(after, (tuple, list)) and isinstance(before, (tuple, list)):
        common = min(len(before), len(after))
        items: list[dict[str, Any]] = []
        for i in range(common):
            _diff(before[i], after[i], (*at, i), items)
        # A tuple that grew or shrank at its end changes item by item; one whose items all moved
        # (the top card taken from a pile) is cheaper stored whole.
        if len(before) == len(after) or len(items) <= common // 2:
            out += items
            if len(after) > len(before):
                out.append({"at": list(at), "append": to_jsonable_python(after[common:])})
            elif len(after) < len(before):
                out.append({"at": list(at), "keep": common})
            return
    elif isinstance(after, dict) and isinstance(before, dict) and before.keys() == after.keys():
        for key in after:
            _diff(before[key], after[key], (*at, key), out)
        return
    elif type(before) is type(after) and before == after:  # the type too: True is not 1
        return
    out.append({"at": list(at), "set": to_jsonable_python(after)})


class _BadChange(Exception):
    """A change that does not fit the snapshot it is applied to (detail in words)."""


_UNSET: Any = object()


class _Node:
    """The changes of one entry gathered by place, so each changed model is rebuilt once."""

    __slots__ = ("append", "children", "keep", "value")

    def __init__(self) -> None:
        self.children: dict[str | int, _Node] = {}
        self.value: Any = _UNSET
        self.keep: int | None = None
        self.append: tuple[Any, ...] = ()


def replay(snapshot: BaseModel, changes: tuple[Any, ...]) -> BaseModel:
    """`snapshot` with `changes` (SetChange / AppendChange / KeepChange) applied: a new snapshot
    sharing every unchanged part with the old one; only the models on the way to a change are
    validated again (with the new values, by their own model, as a whole load would).

    Raises _BadChange (a place that does not exist, a value the model refuses)."""
    root = _Node()
    for change in changes:
        node = root
        for key in change.at:
            node = node.children.setdefault(key, _Node())
        if isinstance(change, SetChange):
            node.value, node.children = change.set, {}
        elif isinstance(change, AppendChange):
            node.append = change.append
        else:
            node.keep = change.keep
    result = _rebuild(snapshot, root, ())
    if not isinstance(result, type(snapshot)):
        raise _BadChange("the snapshot itself was replaced")
    return result


def _rebuild(value: Any, node: _Node, at: Where) -> Any:
    if node.value is not _UNSET:
        return node.value  # raw JSON: the enclosing model validates it
    where = ".".join(map(str, at)) or "the snapshot"
    if isinstance(value, BaseModel):
        if node.keep is not None or node.append:
            raise _BadChange(f"{where} is not a list")
        fields = {name: getattr(value, name) for name in type(value).model_fields}
        for key, child in node.children.items():
            if not isinstance(key, str) or key not in fields:
                raise _BadChange(f"{where} has no field {key!r}")
            fields[key] = _rebuild(fields[key], child, (*at, key))
        try:
            return type(value).model_validate(fields)
        except ValidationError as exc:
            raise _BadChange(f"{where + '.' if at else ''}{_first_error(exc)}") from exc
    if isinstance(value, (tuple, list)):
        items = list(value)
        for key, child in node.children.items():
            if not isinstance(key, int) or isinstance(key, bool) or not 0 <= key < len(items):
                raise _BadChange(f"{where} has no item {key!r}")
            items[key] = _rebuild(items[key], child, (*at, key))
        if node.keep is not None:
            if node.keep > len(items):
                raise _BadChange(f"{where} has {len(items)} items, not {node.keep}")
            del items[node.keep:]
        return (*items, *node.append)
    if isinstance(value, dict):
        if node.keep is not None or node.append:
            raise _BadChange(f"{where} is not a list")
        mapping = dict(value)
        for key, child in node.children.items():
            if key not in mapping:
                raise _BadChange(f"{where} has no key {key!r}")
            mapping[key] = _rebuild(mapping[key], child, (*at, key))
        return mapping
    raise _BadChange(f"{where} is a single value, it has no parts to change")


# -- the envelope model ----------------------------------------------------------------------
@cache
def _envelope_model(game: str) -> type[BaseModel]:
    """The pydantic model of a whole save of one game, used both to validate and for the schema,
    so the schema in docs/ cannot describe something the loader does not enforce."""
    from ..games.registry import game_rules

    snapshot_type = game_rules(game).snapshot_type
    frozen = ConfigDict(frozen=True, extra="forbid")
    entry_fields: dict[str, Any] = {
        "label": (Reason, ...),
        "snapshot": (snapshot_type | None, Field(None, description="The whole snapshot: entry 0 and checkpoints")),
        "changes": (tuple[Change, ...] | None, Field(None, description="What changed since the entry before")),
    }
    entry: type[BaseModel] = create_model("HistoryEntry", __config__=frozen, **entry_fields)
    title = f"{game.capitalize()}Save"
    fields: dict[str, Any] = {
        "format": (Literal[FORMAT], ...),
        "version": (Literal[VERSION], ...),
        "game": (Literal[game], ...),
        "app_version": (str | None, None),
        "saved_at": (str | None, None),
        "index": (int, Field(ge=0)),
        "history_sha256": (str | None, Field(None, description="SHA-256 of the history's JSON text as written")),
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
    """The save file text: entry 0 whole, then each entry's changes, with a whole snapshot at every
    checkpoint. Compact separators: indentation would double the size for no reader's benefit
    (tools can pretty-print)."""
    if not saved.history:
        raise SaveError("save.invalid", detail="empty history")
    if not 0 <= saved.index < len(saved.history):
        raise SaveError("save.invalid", detail=f"index {saved.index} outside history of {len(saved.history)}")
    history = []
    before: Any = None
    for i, entry in enumerate(saved.history):
        snap = entry.snapshot
        if not isinstance(snap, BaseModel):
            raise SaveError("save.invalid", detail=f"snapshot is a {type(snap).__name__}, not a model")
        item: dict[str, Any] = {"label": entry.label.model_dump(mode="json")}
        if i > 0 and type(before) is type(snap):
            item["changes"] = diff(before, snap)
        if "changes" not in item or i % CHECKPOINT_EVERY == 0:
            item["snapshot"] = snap.model_dump(mode="json")
        history.append(item)
        before = snap
    history_text = _history_text(history)
    envelope = {
        "format": FORMAT, "version": VERSION, "game": saved.game, "app_version": _app_version(),
        "saved_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "index": saved.index, "history_sha256": hashlib.sha256(history_text.encode()).hexdigest(),
    }
    head = json.dumps(envelope, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    return f'{head[:-1]},"history":{history_text}}}'


def _history_text(history: Any) -> str:
    """The history as the file holds it; its SHA-256 tells a file exactly as Tablebot wrote it."""
    return json.dumps(history, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def _as_written(data: dict[str, Any]) -> bool:
    """Whether the history is exactly what Tablebot wrote (its digest matches): every snapshot in it
    came from the engine or from a load that checked it, so the game's checks need not run on all."""
    digest = data.get("history_sha256")
    if not isinstance(digest, str):
        return False
    try:
        return hashlib.sha256(_history_text(data.get("history")).encode()).hexdigest() == digest
    except ValueError:
        return False


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _first_error(exc: ValidationError, prefix: str = "") -> str:
    err = exc.errors(include_url=False)[0]
    loc = prefix + ".".join(str(p) for p in err["loc"])
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
        envelope = _load_model(game).model_validate(data)
    except ValidationError as exc:
        raise SaveError("save.invalid", detail=_first_error(exc)) from exc

    entries: tuple[Any, ...] = envelope.history  # type: ignore[attr-defined]
    index: int = envelope.index  # type: ignore[attr-defined]
    if index >= len(entries):
        raise SaveError("save.invalid", detail=f"index {index} outside history of {len(entries)}")
    snapshot_type = _snapshot_type(game)
    as_written = _as_written(data)
    history: list[HistoryEntry] = []
    snap: Any = None
    checkpoint = 0
    for i, entry in enumerate(entries):
        if entry.changes is not None and i > 0:
            try:
                snap = replay(snap, entry.changes)
            except _BadChange as exc:
                raise SaveError("save.invalid", detail=f"history.{i}.changes: {exc}") from exc
            if entry.snapshot is not None:
                # Compared as models, not as JSON: a checkpoint written before a field with a default
                # was added lacks it, and still means the same game.
                try:
                    saved_there = snapshot_type.model_validate(entry.snapshot)
                except ValidationError as exc:
                    raise SaveError("save.invalid", detail=_first_error(exc, f"history.{i}.snapshot.")) from exc
                if saved_there != snap:
                    first = (diff(saved_there, snap) or [{"at": []}])[0]["at"]
                    raise SaveError(
                        "save.replay_mismatch", entry=i, checkpoint=checkpoint,
                        detail=(f"history.{i}: replaying the changes from entry {checkpoint} does not give "
                                f"the snapshot saved there (first difference at "
                                f"{'.'.join(map(str, first)) or 'the top'})"))
                checkpoint = i
        elif entry.snapshot is not None:
            try:
                snap = snapshot_type.model_validate(entry.snapshot)
            except ValidationError as exc:
                raise SaveError("save.invalid", detail=_first_error(exc, f"history.{i}.snapshot.")) from exc
            checkpoint = i
        else:
            raise SaveError("save.invalid", detail=f"history.{i}: neither a snapshot nor changes"
                            + (" (the first entry needs the whole snapshot)" if i == 0 else ""))
        # The game's checks are most of a load's time (about 0.3-0.6 ms a snapshot): a file as
        # Tablebot wrote it gets them where a player lands (the current entry, the last) and at the
        # whole snapshots; any other file (edited, damaged, version 1, a scenario) at every entry.
        if not as_written or entry.snapshot is not None or i in (index, len(entries) - 1):
            problems = validate(game, snap)
        else:
            problems = []
        if problems:
            raise SaveError("save.invalid", detail=f"history.{i}.snapshot: {problems[0]}", problems=tuple(problems))
        history.append(HistoryEntry(entry.label, snap))
    return SavedGame(game, tuple(history), index)


def _snapshot_type(game: str) -> type[BaseModel]:
    from ..games.registry import game_rules

    snapshot_type: type[BaseModel] = game_rules(game).snapshot_type
    return snapshot_type


@cache
def _load_model(game: str) -> type[BaseModel]:
    """The envelope as the loader reads it: the snapshots left as JSON, validated one by one after
    (entry 0 and checkpoints whole, the others by their changes), so unchanged parts are shared."""
    frozen = ConfigDict(frozen=True, extra="forbid")
    entry: type[BaseModel] = create_model(
        "HistoryEntry", __config__=frozen, label=(Reason, ...),
        snapshot=(dict[str, Any] | None, None), changes=(tuple[Change, ...] | None, None),
    )
    fields: dict[str, Any] = {
        "format": (Literal[FORMAT], ...), "version": (int, ...), "game": (Literal[game], ...),
        "app_version": (str | None, None), "saved_at": (str | None, None), "index": (int, Field(ge=0)),
        "history_sha256": (str | None, None), "history": (tuple[entry, ...], Field(min_length=1)),
    }
    model: type[BaseModel] = create_model("Save", __config__=frozen, **fields)
    return model


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 stored every snapshot whole: keep entry 0 and every checkpoint whole and turn the
    others into their changes (a v1 file is read as before, and shares its unchanged parts).
    Entries of an unexpected shape are left as they are, for validation to name."""
    history = data.get("history")
    if not isinstance(history, list):
        return data
    out: list[Any] = []
    before: Any = None
    for i, entry in enumerate(history):
        snap = entry.get("snapshot") if isinstance(entry, dict) else None
        if i > 0 and isinstance(snap, dict) and isinstance(before, dict):
            entry = {**entry, "changes": diff(before, snap)}
            if i % CHECKPOINT_EVERY:
                del entry["snapshot"]
        out.append(entry)
        before = snap
    return {**data, "history": out}


MIGRATIONS[1] = _v1_to_v2


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

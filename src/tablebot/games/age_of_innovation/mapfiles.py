"""The player's own map files: a board side corrected in the map editor, saved to reuse and to share.

No authoritative transcription of the printed board exists (board.py), so the map the player fixed hex
by hex is theirs to keep: a plain JSON file (format board.MAP_FORMAT) in a folder the GUI names (its
application data folder + "maps/age_of_innovation"), which a new game names (GameConfig.map_file) and
another player opens as it is. Pure: no Qt; the GUI passes the folder.

A file is written only when it reads back as a valid map, atomically (a temp file, then a rename), and
never over another map unless the caller says `replace`. Listing the folder never fails on a broken
file: it is listed with its error in words (board.MapFileError) for the player to see and remove.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
import unicodedata
from dataclasses import replace as dc_replace
from pathlib import Path

from .board import BUILTIN_MAPS, BoardMap, MapFileError, builtin_map, load_map_file, parse_map

SUFFIX = ".json"
MAX_NAME = 60


def file_stem(name: str) -> str:
    """The file name for a map's name: letters, digits and dashes (accents dropped), never empty."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    stem = re.sub(r"[^A-Za-z0-9]+", "-", plain).strip("-").lower()[:MAX_NAME]
    return stem or "map"


def save_map(board_map: BoardMap, folder: Path, name: str, *, replace: bool = False) -> Path:
    """Write the map under `name` in `folder` and return its path. The file gets the map's id from its
    name (so a new game started from it says which map it was) and is checked by reading it back as any
    other player would. An existing file of that name is kept unless `replace` (MapFileError "map.exists")."""
    name = name.strip()
    if not name:
        raise MapFileError("map.no_name")
    folder = Path(folder)
    path = folder / f"{file_stem(name)}{SUFFIX}"
    if path.exists() and not replace:
        raise MapFileError("map.exists", origin=path.name, name=name)
    named = dc_replace(board_map, id=f"user:{file_stem(name)}", name=name)
    data = named.to_json()
    parse_map(json.loads(json.dumps(data)), path.name)  # what is written reads back as a map
    text = json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")
    tmp: str | None = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
        with os.fdopen(fd, "wb") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o644)  # a plain document the player can copy and share
        os.replace(tmp, path)
        tmp = None
    except OSError as exc:
        raise MapFileError("map.unwritable", origin=path.name, error=exc.strerror or str(exc)) from exc
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    return path


def load_map(path: Path) -> BoardMap:
    """A map file the player chose (theirs or one shared with them); MapFileError in words when it is not one."""
    return load_map_file(Path(path))


def user_maps(folder: Path) -> list[tuple[Path, BoardMap | MapFileError]]:
    """Every map file in the folder, by file name: the map, or the error that keeps it from being one."""
    folder = Path(folder)
    if not folder.is_dir():
        return []
    out: list[tuple[Path, BoardMap | MapFileError]] = []
    for path in sorted(folder.glob(f"*{SUFFIX}")):
        if path.name.startswith("."):
            continue
        try:
            out.append((path, load_map_file(path)))
        except MapFileError as err:
            out.append((path, err))
    return out


def offered_maps(folder: Path | None) -> list[tuple[str, BoardMap | MapFileError]]:
    """What the New Game page offers: the shipped candidates (by id, for GameConfig.map_id), then the
    player's map files (by path, for GameConfig.map_file), broken ones with their error."""
    out: list[tuple[str, BoardMap | MapFileError]] = []
    for map_id in BUILTIN_MAPS:
        try:
            out.append((map_id, builtin_map(map_id)))
        except MapFileError as err:
            out.append((map_id, err))
    if folder is not None:
        out += [(str(p), m) for p, m in user_maps(folder)]
    return out

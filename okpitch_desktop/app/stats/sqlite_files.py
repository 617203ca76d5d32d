"""The statistics database's files on disk and SQLite's failures in a player's words: the
names SQLite uses beside a database, whether reading shows one damaged, a fresh one built
without ever leaving half a file, and what a failed write means."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
import time
from pathlib import Path

from ..language import tr
from ..plain_text import shorten
from ..saves.safe_read import regular_or_missing
from .schema import SCHEMA_VERSION, NewerSchema, migrate

DAMAGE_ERRORS = ("SQLITE_CORRUPT", "SQLITE_NOTADB")  # reading found the file damaged
SIDE_FILES = ("-journal", "-wal", "-shm")  # SQLite's own files beside a database


def does_not_fit(error: Exception, schema_known: bool) -> bool:
    """Whether a statement failed for itself, not because the database cannot be written
    just now: a constraint or a value SQLite cannot hold, and with ``schema_known`` (the
    database just migrated) a column or table it does not have."""
    if isinstance(error, (sqlite3.IntegrityError, sqlite3.ProgrammingError, OverflowError)):
        return True
    text = str(error).lower()
    unknown = text.startswith("no such") or "has no column" in text or "syntax error" in text
    return schema_known and unknown


def is_lock(error: sqlite3.Error) -> bool:
    text = str(error).lower()
    return "locked" in text or "busy" in text


def names(path: Path) -> list[Path]:
    """A database's file and SQLite's files beside it."""
    return [path, *(path.with_name(path.name + suffix) for suffix in SIDE_FILES)]


def newer_words(newer: NewerSchema) -> str:
    text = tr(
        "it was written by a newer version of the game (statistics schema {n}; this version"
        " reads up to {mine})"
    )
    return text.format(n=newer, mine=SCHEMA_VERSION)


def damage(path: Path) -> str | None:
    """What reading ``path`` shows to be damaged, or None when it reads well (or cannot
    be opened at all: a missing file, a folder, a link, no permission are not damage)."""
    try:
        if not regular_or_missing(path):
            return None
        db = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True, timeout=0.5)
        try:
            check = db.execute("PRAGMA quick_check").fetchone()[0]
        finally:
            db.close()
    except sqlite3.DatabaseError as error:
        name = getattr(error, "sqlite_errorname", "") or ""
        return str(error) if name.startswith(DAMAGE_ERRORS) else None
    except (OSError, ValueError):  # ValueError: FileProblem too
        return None
    return None if check == "ok" else f"database damaged: {check}"


def reason(error: Exception) -> str:
    """Why a write failed, in a player's words where SQLite says it plainly."""
    name = getattr(error, "sqlite_errorname", "") or ""
    if name.startswith("SQLITE_FULL") or "disk is full" in str(error):
        return tr("the disk is full")
    if name.startswith(("SQLITE_READONLY", "SQLITE_PERM", "SQLITE_CANTOPEN")):
        return tr("the file or its folder cannot be written")
    return shorten(str(error), 120)


def build_fresh(path: Path) -> None:
    """Create an empty, fully migrated database at ``path`` under another name first, so
    that a full disk never leaves a half-built one; an existing file is never replaced.
    The first name is new and made by this call alone (never a link planted there)."""
    descriptor, name = tempfile.mkstemp(prefix=f"{path.name}.new-", dir=path.parent)
    os.close(descriptor)
    temp = Path(name)
    try:
        db = sqlite3.connect(temp)
        try:
            migrate(db)
        finally:
            db.close()
        try:
            os.link(temp, path)
        except FileExistsError:
            pass  # another copy of the game made it meanwhile
        except OSError:  # no hard links here
            if not path.exists():
                os.replace(temp, path)
    finally:
        with contextlib.suppress(OSError):
            temp.unlink()


def stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")

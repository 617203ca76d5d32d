"""Statistics that could not be written yet, kept on disk until they can be (issue 64).

When the database cannot take a hand's rows (a full disk, a read-only file, a database
this version cannot use), each batch of statements becomes one small JSON file in a folder
beside the database, ``statistics.unsaved/<time>-<process>-<n>.json``, written with the
one safe write helper. The database files them in the order they were kept as soon as it
can be written again, at the latest at the next start, and only then are they removed.

A file read back is checked before anything of it reaches the database: a list of
statements, each one of the game's own kinds (rows added, figures updated, or the rows of
a table deleted as Reset does; never a table dropped or made) with plain values. A file
that fails is set aside, never run.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import re
import time
from pathlib import Path

from ..logs import logger
from ..saves.safe_read import FileProblem, read_json, regular_or_missing, set_aside
from ..saves.savefile import write_atomic

JOURNAL_DIR = "statistics.unsaved"
MAX_STATEMENTS = 200  # far more than the game writes at once
# What the game writes to its tables: rows added, figures set, or (Reset) rows deleted; one
# statement each, no ";".
STATEMENT = re.compile(
    r"(INSERT( OR IGNORE| OR REPLACE)? INTO|UPDATE|DELETE FROM) (games|hands|reviews|drills)"
    r"( [^;]*)?",
    re.DOTALL,
)

Batch = list[tuple[str, tuple]]
_numbers = itertools.count()


class Journal:
    """The folder of kept batches (``folder`` need not exist until one is kept)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def keep(self, batch: Batch) -> Path:
        """Write ``batch`` to a new file of its own; OSError if it cannot be written (also
        when the folder is a link: nothing is written through one)."""
        if os.path.islink(self.folder):
            raise OSError(f"{self.folder.name} is a link to another place, not a folder")
        name = f"{time.time_ns():020d}-{os.getpid()}-{next(_numbers):04d}.json"
        path = self.folder / name
        data = json.dumps([[sql, list(params)] for sql, params in batch]).encode("utf-8")
        write_atomic(path, data, keep_previous=False)
        return path

    def files(self) -> list[Path]:
        """The kept files, oldest first (their names sort by time)."""
        try:
            if not self.folder.is_dir() or self.folder.is_symlink():
                return []
            return sorted(self.folder.glob("*.json"))
        except OSError:
            return []


def read_batch(path: Path) -> Batch | None:
    """The batch kept in ``path``; None (the file set aside) if it is not one."""
    try:
        if not regular_or_missing(path):
            return None
        return checked_batch(read_json(path))
    except (FileProblem, OSError) as problem:
        logger().warning("kept statistics %s not used: %s", path.name, problem)
        set_aside(path, "damaged", problem)
        return None


def forget(path: Path) -> None:
    """The batch is in the database: its file goes."""
    with contextlib.suppress(OSError):
        path.unlink()


def checked_batch(data: object) -> Batch:
    """A batch as ``Journal.keep`` wrote it; FileProblem naming what is not."""
    if not isinstance(data, list) or not 0 < len(data) <= MAX_STATEMENTS:
        raise FileProblem(f"it is not a list of 1 to {MAX_STATEMENTS} statements")
    batch = []
    for item in data:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str)):
            raise FileProblem("a statement is not [text, values]")
        sql, params = item
        if STATEMENT.fullmatch(sql) is None:
            raise FileProblem("a statement is not one the game writes")
        if not isinstance(params, list) or not all(map(_plain, params)):
            raise FileProblem("a statement's values are not plain numbers and text")
        batch.append((sql, tuple(params)))
    return batch


def _plain(value: object) -> bool:
    """None, text, or a number SQLite stores as it is (a 64-bit whole number)."""
    if isinstance(value, int):
        return -(2**63) <= value < 2**63
    return value is None or isinstance(value, (float, str))

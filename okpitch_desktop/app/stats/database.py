"""Statistics: one row per finished hand and per game in SQLite (stdlib ``sqlite3``), with a
schema version (``PRAGMA user_version``) and migrations; every total is a query.

The database never stops the game, and nothing written to it is dropped. A damaged one is
kept under another name beside a fresh one; one that another program keeps locked, or that
a newer version wrote, is left alone and this session writes to a fresh database beside
it, merged back at a later start. A pipe or device at its names is set aside before SQLite
could hang on it; a link or a folder there is left alone and the session kept in memory.
Rows that cannot be written (a full disk, a read-only file) are kept on disk beside it
(journal.py) and filed when writing works again, at the latest at the next start.
Games that were never finished are not counted as lost.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from pathlib import Path

from ..language import tr
from ..logs import logger
from ..paths import config_dir, data_dir
from ..plain_text import shorten
from ..saves.safe_read import FileProblem, regular_or_missing, set_aside
from . import journal as kept_batches
from . import sqlite_files
from .journal import JOURNAL_DIR, Batch, Journal
from .schema import SCHEMA_VERSION, NewerSchema, migrate

STATS_NAME = "statistics.sqlite3"
SIDE_PREFIX = "statistics.session-"  # fresh databases used while the main one is locked
BUSY_SECONDS = 2.0
MEMORY = Path(":memory:")


class Statistics:
    """The statistics database, opened so that nothing about it can stop play."""

    def __init__(self, path: Path | None = None) -> None:
        self.main_path = path or data_dir() / STATS_NAME
        self.path = self.main_path
        self.messages: list[str] = []
        self.notify: Callable[[str], None] | None = None
        self.db: sqlite3.Connection | None = None
        self.unsaved: list[Batch] = []  # neither in the database nor kept on disk
        self.unkept = 0  # batches in memory only (the database in memory, no disk)
        # Where batches wait that the database could not take: beside it, else (the
        # player's own database only) in the settings' folder.
        folders = [self.main_path.parent] + ([config_dir()] if path is None else [])
        self.journals = [Journal(folder / JOURNAL_DIR) for folder in folders]
        self._told_unsaved = False
        self._told_unkept = False
        self._open()

    @property
    def in_memory(self) -> bool:
        """Whether this session's statistics live in memory (the file cannot be used)."""
        return self.path == MEMORY

    # ------------------------------------------------------------------ opening
    def _open(self) -> None:
        if not self._names_usable():
            return
        try:
            self.db = self._connect(self.main_path)
        except NewerSchema as newer:
            self._use_side(sqlite_files.newer_words(newer))
            return
        except (sqlite3.Error, OSError, ValueError) as error:  # ValueError: a migration
            if isinstance(error, sqlite3.Error) and sqlite_files.is_lock(error):
                why = tr("it is locked by another program (perhaps another copy of the game)")
                self._use_side(why)
                return
            damage = sqlite_files.damage(self.main_path)
            if damage is not None:
                self._replace_damaged(damage)
                return
            reason = getattr(error, "strerror", None) or sqlite_files.reason(error)
            self._use_memory()
            self._say(
                tr("The statistics cannot be kept in {folder} ({reason}).") + " {kept}",
                folder=self.main_path.parent,
                reason=reason,
                kept=self._kept(),
            )
            return
        self._merge_sides()
        try:
            self._file_journals(at_start=True)
        except sqlite3.Error as error:  # they wait for the next write
            logger().warning("kept statistics not filed yet: %s", error)

    def _names_usable(self) -> bool:
        """Look at the database's names without opening them (a pipe would hang SQLite):
        a pipe or device there is set aside and a fresh database used; a link or a folder
        at the database is left as it is and this session kept in memory. Whether the
        database may be opened."""
        for path in sqlite_files.names(self.main_path):
            try:
                regular_or_missing(path)
            except FileProblem as problem:
                if path == self.main_path and (os.path.islink(path) or os.path.isdir(path)):
                    self._use_memory()
                    text = tr("The statistics database {name} cannot be used: {problem}.")
                    left = tr("It is left as it is.")
                    self._say(f"{text} {left} {{kept}}", name=path.name, problem=problem,
                              kept=self._kept())  # fmt: skip
                    return False
                kept = set_aside(path, "unusable", problem)
                if kept is None:
                    self._use_memory()
                    text = tr("The statistics file {name} cannot be used: {problem}.")
                    self._say(text + " {kept}", name=path.name, problem=problem,
                              kept=self._kept())  # fmt: skip
                    return False
                text = tr(
                    "The statistics file {name} could not be used ({problem}). It is kept"
                    " as {kept}; statistics go on in a fresh file."
                )
                if path != self.main_path:  # SQLite's own file beside the database
                    text = tr(
                        "The statistics file {name} could not be used ({problem}). It is"
                        " kept as {kept}."
                    )
                self._say(text, name=path.name, problem=problem, kept=kept.name)
        return True

    def _connect(self, path: Path) -> sqlite3.Connection:
        """The database at ``path``, made if missing, checked and migrated. FileProblem
        (before SQLite opens anything) for a link, a pipe or a device at its names."""
        path.parent.mkdir(parents=True, exist_ok=True)
        for beside in sqlite_files.names(path)[1:]:
            regular_or_missing(beside)
        if not regular_or_missing(path):
            sqlite_files.build_fresh(path)
        db = sqlite3.connect(path, timeout=BUSY_SECONDS)
        try:
            check = db.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise sqlite3.DatabaseError(f"database damaged: {check}")
            migrate(db)
        except BaseException:
            db.close()
            raise
        return db

    def _replace_damaged(self, error: object) -> None:
        """Keep the damaged file (which reading showed to be damaged) under a new name and
        start a fresh one; the file itself is never changed."""
        kept = set_aside(self.main_path, "damaged", error)
        try:
            if kept is None:
                raise OSError(f"{self.main_path.name} could not be set aside")
            for suffix in sqlite_files.SIDE_FILES:
                journal = self.main_path.with_name(self.main_path.name + suffix)
                if journal.exists():
                    os.replace(journal, kept.with_name(kept.name + suffix))
            self.db = self._connect(self.main_path)
        except (OSError, sqlite3.Error, FileProblem) as second:
            logger().warning(
                "statistics database %s unusable: %s / %s", self.main_path, error, second
            )
            self._use_memory()
            self._say(
                tr("The statistics database could not be used ({error}).") + " {kept}",
                error=error,
                kept=self._kept(),
            )
            return
        self._say(
            tr(
                "The statistics database was damaged ({error}). It is kept as {name}; a"
                " fresh one was started."
            ),
            error=error,
            name=kept.name,
        )

    def _use_side(self, why: str) -> None:
        side = self.main_path.with_name(
            f"{SIDE_PREFIX}{sqlite_files.stamp()}-{os.getpid()}.sqlite3"
        )
        try:
            self.db = self._connect(side)
            self.path = side
        except (OSError, sqlite3.Error, FileProblem):
            self._use_memory()
        text = tr(
            "The statistics database cannot be used now: {why}. It is left as it is;"
            " this session's statistics go to {name}."
        )
        if self.in_memory:
            text = tr("The statistics database cannot be used now: {why}. It is left as it is.")
            text += " {kept}"
        self._say(text, why=why, name=self.path.name, kept=self._kept() if self.in_memory else "")

    def _use_memory(self) -> None:
        self.db = sqlite3.connect(":memory:")
        migrate(self.db)
        self.path = MEMORY
        self._file_journals(forget=False)  # shown this session, filed at a later start

    def _kept(self) -> str:
        """Where this session's statistics are kept while the database cannot be used."""
        folder = self._journal_folder()
        if folder is None:
            self._told_unkept = True
            return tr(
                "This session's statistics are kept in memory only: they cannot be kept on"
                " disk either, so they are lost when the game closes."
            )
        text = tr(
            "This session's statistics are kept in {folder} and go into the database when"
            " it can be used again."
        )
        return text.format(folder=folder)

    def _journal_folder(self) -> Path | None:
        """The first folder where kept batches can be written (or made, with its first)."""
        for journal in self.journals:
            folder = journal.folder
            place = folder if os.path.lexists(folder) else folder.parent
            if place.is_dir() and not place.is_symlink() and os.access(place, os.W_OK | os.X_OK):
                return folder
        return None

    def _merge_sides(self) -> None:
        """Bring in what earlier sessions wrote while the main database was locked; a side
        database a newer version wrote is left as it is, and one that is not a regular
        file is skipped, the player told once."""
        skipped = []
        for side in sorted(self.main_path.parent.glob(f"{SIDE_PREFIX}*.sqlite3")):
            try:
                for name in sqlite_files.names(side):
                    regular_or_missing(name)  # a pipe would hang SQLite
                self._merge(side)
                side.unlink()
            except NewerSchema as newer:
                skipped.append(f"{side.name}: {sqlite_files.newer_words(newer)}")
            except FileProblem as problem:
                skipped.append(f"{side.name}: {problem}")
            except (OSError, sqlite3.Error) as error:
                logger().warning("statistics side database %s not merged: %s", side, error)
        if skipped:
            text = tr("These statistics files are left as they are and not counted:\n{files}")
            self._say(text, files="\n".join(shorten(line, 200) for line in skipped))

    def _merge(self, side: Path) -> None:
        other = sqlite3.connect(side, timeout=0)
        try:
            if other.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
                migrate(other)
            with self.db:
                for table in ("games", "hands", "reviews", "drills"):
                    names = [row[1] for row in other.execute(f"PRAGMA table_info({table})")]
                    marks = ", ".join("?" * len(names))
                    rows = other.execute(f"SELECT {', '.join(names)} FROM {table}").fetchall()
                    verb = "INSERT OR IGNORE" if table == "hands" else "INSERT OR REPLACE"
                    self.db.executemany(
                        f"{verb} INTO {table} ({', '.join(names)}) VALUES ({marks})", rows
                    )
        finally:
            other.close()

    def _file_journals(self, forget: bool = True, at_start: bool = False) -> None:
        """Write the batches kept on disk, oldest first, each in its own transaction; with
        ``forget`` (the database on disk) each file goes once its batch is in, and one that
        breaks a constraint is set aside, as is, ``at_start`` (the database just brought up
        to date), one naming what the database does not have. Any other sqlite3 error
        stops here and passes on (the files wait)."""
        files = sorted((p for j in self.journals for p in j.files()), key=lambda p: p.name)
        for path in files:
            batch = kept_batches.read_batch(path)
            if batch is None:  # set aside, or gone
                continue
            try:
                self._run(batch)
            except (sqlite3.Error, OverflowError) as error:
                if forget and sqlite_files.does_not_fit(error, at_start):
                    set_aside(path, "unusable", error)
                elif forget:
                    raise
                continue  # in memory: what cannot be shown is still kept
            if forget:
                kept_batches.forget(path)

    def _say(self, text: str, **values: object) -> None:
        """Tell the player (and the log) ``text`` with ``values`` filled in."""
        message = text.format(**values)
        logger().warning("%s", message)
        self.messages.append(message)
        if self.notify is not None:
            self.notify(message)

    def close(self) -> str | None:
        """Close the database (the window closes); what the player should still know of
        statistics not in the database (a message for the closing window), else None."""
        if self.db is None:
            return None
        self._disconnect()
        note = None
        waiting = sum(len(journal.files()) for journal in self.journals)
        if self.unsaved or self.unkept:
            n = len(self.unsaved) + self.unkept
            note = tr("%n set(s) of statistics could not be saved and are lost.", None, n)
        elif waiting:
            text = tr(
                "%n set(s) of statistics could not be written to the database yet. They are"
                " kept in {folder} and go into it at the next start that can write it.",
                None,
                waiting,
            )
            note = text.format(folder=self._journal_folder() or self.journals[0].folder)
        if note is not None:
            logger().warning("%s", note)
            self.messages.append(note)
        return note

    def _disconnect(self) -> None:
        if self.db is not None:
            self.db.close()
            self.db = None

    # ------------------------------------------------------------------ writing
    def write(self, statements: Batch) -> bool:
        """Run ``statements`` in one transaction, after any earlier ones that could not be
        written. A locked database moves the session to a fresh one, a damaged one (as
        reading it shows) is set aside; any other failure (a full disk, a read-only file)
        keeps the rows on disk beside the database (journal.py), says so once, and files
        them with the next write that works, at the latest at the next start. In memory,
        every batch is kept on disk too, for a later start."""
        if self.db is None:  # closed with the window
            return False
        self.unsaved.append(statements)
        for _attempt in range(2):
            try:
                written = self._flush()
            except sqlite3.Error as error:
                if not self._recover(error):
                    return False
                continue
            self._told_unsaved = False
            return written
        return False

    def _flush(self) -> bool:
        """Write the kept batches, then the waiting ones in order, each in its own
        transaction; a batch that does not fit the database (a constraint) is dropped and
        logged, any other error stops here and leaves the rest waiting. Whether every
        batch was written."""
        written = True
        if not self.in_memory:
            self._file_journals()
        while self.unsaved:
            batch = self.unsaved[0]
            try:
                self._run(batch)
            except (sqlite3.IntegrityError, sqlite3.ProgrammingError, OverflowError) as error:
                logger().warning("statistics rows dropped: %s", error)
                written = False
            else:
                if self.in_memory and self._keep([batch])[0]:
                    self.unkept += 1
                    self._tell_unkept()
            self.unsaved.pop(0)
        return written

    def _run(self, batch: Batch) -> None:
        with self.db:
            for sql, params in batch:
                self.db.execute(sql, params)

    def _keep(self, batches: list[Batch]) -> tuple[list[Batch], str]:
        """Write ``batches`` to the journal: those that could not be, and why."""
        left, why = [], ""
        for batch in batches:
            for journal in self.journals:
                try:
                    journal.keep(batch)
                    break
                except OSError as error:
                    why = str(error.strerror or error)
            else:
                left.append(batch)
        return left, why

    def _tell_unkept(self) -> None:
        if not self._told_unkept:
            self._told_unkept = True
            self._say(
                tr(
                    "This session's statistics cannot be kept on disk: they are in memory"
                    " only and are lost when the game closes."
                )
            )

    def _recover(self, error: sqlite3.Error) -> bool:
        """Deal with a failed write; whether to try again at once."""
        damage = (
            sqlite_files.damage(self.path)
            if not self.in_memory and not sqlite_files.is_lock(error)
            else None
        )
        if sqlite_files.is_lock(error) or damage is not None:
            self._disconnect()
            if self.path != self.main_path:
                self._use_memory()
            elif damage is not None:
                self._replace_damaged(damage)
            else:
                self._use_side(tr("it stayed locked by another program"))
            return True
        logger().warning("statistics not written to %s: %s", self.path, error)
        self.unsaved, why = self._keep(self.unsaved)
        if self._told_unsaved:
            return False
        self._told_unsaved = True
        if not self.unsaved:
            text = tr(
                "Statistics could not be saved: {reason}. They are kept in {folder} and go"
                " into the statistics as soon as they can be written, at the latest at the"
                " next start."
            )
            self._say(text, reason=sqlite_files.reason(error), folder=self._journal_folder())
        else:
            text = tr(
                "Statistics could not be saved: {reason}, and they cannot be kept on disk"
                " either ({why}). They are kept in memory and saved with the next hand if"
                " the database can be written again; what is still unsaved when the game"
                " closes is lost."
            )
            self._say(text, reason=sqlite_files.reason(error), why=why)
        return False

    def reset(self) -> bool:
        """Forget every game and hand (the dialog asks first). In memory, what this session
        shows is forgotten (its rows and the kept files they came from), never the
        database on disk, which it cannot reach."""
        statements = [("DELETE FROM reviews", ()), ("DELETE FROM hands", ()),
                      ("DELETE FROM games", ())]  # fmt: skip
        if not self.in_memory:
            return self.write(statements)
        try:
            self._run(statements)
        except sqlite3.Error as error:
            logger().warning("statistics not reset: %s", error)
            return False
        for journal in self.journals:
            for path in journal.files():
                kept_batches.forget(path)
        return True

    # ------------------------------------------------------------------ reading
    def rows(self, sql: str, params: tuple = ()) -> list[tuple]:
        """A query's rows; none if the database cannot be read just now."""
        try:
            return self.db.execute(sql, params).fetchall()
        except (sqlite3.Error, AttributeError) as error:  # AttributeError: closed
            logger().warning("statistics query failed: %s", error)
            return []

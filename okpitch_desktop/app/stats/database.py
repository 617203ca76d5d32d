"""Statistics: one row per finished hand and per game in SQLite (stdlib ``sqlite3``), with a
schema version (``PRAGMA user_version``) and migrations; every total is a query.

The database never stops the game. A damaged one is kept under another name beside a fresh
one; one that another program keeps locked, or that a newer version wrote, is left alone
and this session writes to a fresh database beside it, merged back at a later start.
Games that were never finished are not counted as lost.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

from ...engine import POINT_NAMES, SUIT_LETTERS, Game, HandReport
from ..language import tr
from ..logs import logger
from ..paths import data_dir
from ..plain_text import shorten
from ..saves.safe_read import set_aside
from .schema import POINT_COLUMNS, SCHEMA_VERSION, NewerSchema, migrate

STATS_NAME = "statistics.sqlite3"
SIDE_PREFIX = "statistics.session-"  # fresh databases used while the main one is locked
BUSY_SECONDS = 2.0
DAMAGE_ERRORS = ("SQLITE_CORRUPT", "SQLITE_NOTADB")  # reading found the file damaged


class Statistics:
    """The statistics database, opened so that nothing about it can stop play."""

    def __init__(self, path: Path | None = None) -> None:
        self.main_path = path or data_dir() / STATS_NAME
        self.path = self.main_path
        self.messages: list[str] = []
        self.notify: Callable[[str], None] | None = None
        self.db: sqlite3.Connection | None = None
        self.unsaved: list[list[tuple[str, tuple]]] = []  # written with the next write
        self._told_unsaved = False
        self._open()

    # ------------------------------------------------------------------ opening
    def _open(self) -> None:
        try:
            self.db = self._connect(self.main_path)
        except NewerSchema as newer:
            why = tr("it was written by a newer version of the game (schema {n})")
            self._use_side(why.format(n=newer))
            return
        except (sqlite3.Error, OSError, ValueError) as error:  # ValueError: a migration
            if isinstance(error, sqlite3.Error) and _is_lock(error):
                why = tr("it is locked by another program (perhaps another copy of the game)")
                self._use_side(why)
                return
            damage = _damage(self.main_path)
            if damage is not None:
                self._replace_damaged(damage)
                return
            reason = getattr(error, "strerror", None) or _reason(error)
            self._say(
                tr(
                    "The statistics cannot be kept in {folder} ({reason}); they are kept"
                    " in memory for this session."
                ),
                folder=self.main_path.parent,
                reason=reason,
            )
            self._use_memory()
            return
        self._merge_sides()

    def _connect(self, path: Path) -> sqlite3.Connection:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists():
            _build_fresh(path)
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
            for suffix in ("-journal", "-wal", "-shm"):
                journal = self.main_path.with_name(self.main_path.name + suffix)
                if journal.exists():
                    os.replace(journal, kept.with_name(kept.name + suffix))
            self.db = self._connect(self.main_path)
        except (OSError, sqlite3.Error) as second:
            logger().warning(
                "statistics database %s unusable: %s / %s", self.main_path, error, second
            )
            self._say(
                tr(
                    "The statistics database could not be used ({error}); statistics are"
                    " kept in memory for this session."
                ),
                error=error,
            )
            self._use_memory()
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
        side = self.main_path.with_name(f"{SIDE_PREFIX}{_stamp()}-{os.getpid()}.sqlite3")
        try:
            self.db = self._connect(side)
            self.path = side
        except (OSError, sqlite3.Error):
            self._use_memory()
        text = tr(
            "The statistics database cannot be used now: {why}. It is left as it is;"
            " this session's statistics go to {name}."
        )
        self._say(text, why=why, name=self.path.name)

    def _use_memory(self) -> None:
        self.db = sqlite3.connect(":memory:")
        migrate(self.db)
        self.path = Path(":memory:")

    def _merge_sides(self) -> None:
        """Bring in what earlier sessions wrote while the main database was locked."""
        for side in sorted(self.main_path.parent.glob(f"{SIDE_PREFIX}*.sqlite3")):
            try:
                self._merge(side)
                side.unlink()
            except (OSError, sqlite3.Error) as error:
                logger().warning("statistics side database %s not merged: %s", side, error)

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

    def _say(self, text: str, **values: object) -> None:
        """Tell the player (and the log) ``text`` with ``values`` filled in."""
        message = text.format(**values)
        logger().warning("%s", message)
        self.messages.append(message)
        if self.notify is not None:
            self.notify(message)

    def close(self) -> None:
        """Close the database (the window closes)."""
        if self.db is not None:
            self.db.close()
            self.db = None

    # ------------------------------------------------------------------ writing
    def write(self, statements: list[tuple[str, tuple]]) -> bool:
        """Run ``statements`` in one transaction, after any earlier ones that could not be
        written. A locked database moves the session to a fresh one, a damaged one (as
        reading it shows) is set aside; any other failure (a full disk, a read-only file)
        keeps the rows in memory, says so once, and tries again with the next write."""
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
        """Write the waiting batches in order, each in its own transaction; a batch that
        does not fit the database (a constraint) is dropped and logged, any other error
        stops here and leaves the rest waiting. Whether every batch was written."""
        written = True
        while self.unsaved:
            try:
                with self.db:
                    for sql, params in self.unsaved[0]:
                        self.db.execute(sql, params)
            except (sqlite3.IntegrityError, sqlite3.ProgrammingError) as error:
                logger().warning("statistics rows dropped: %s", error)
                written = False
            self.unsaved.pop(0)
        return written

    def _recover(self, error: sqlite3.Error) -> bool:
        """Deal with a failed write; whether to try again at once."""
        on_disk = self.path != Path(":memory:")
        damage = _damage(self.path) if on_disk and not _is_lock(error) else None
        if _is_lock(error) or damage is not None:
            self.close()
            if self.path != self.main_path:
                self._use_memory()
            elif damage is not None:
                self._replace_damaged(damage)
            else:
                self._use_side(tr("it stayed locked by another program"))
            return True
        logger().warning("statistics not written to %s: %s", self.path, error)
        if not self._told_unsaved:
            self._told_unsaved = True
            self._say(
                tr(
                    "Statistics could not be saved: {reason}. They are kept and saved"
                    " with the next hand."
                ),
                reason=_reason(error),
            )
        return False

    def reset(self) -> bool:
        """Forget every game and hand (the dialog asks first)."""
        return self.write(
            [("DELETE FROM reviews", ()), ("DELETE FROM hands", ()), ("DELETE FROM games", ())]
        )

    # ------------------------------------------------------------------ reading
    def rows(self, sql: str, params: tuple = ()) -> list[tuple]:
        """A query's rows; none if the database cannot be read just now."""
        try:
            return self.db.execute(sql, params).fetchall()
        except (sqlite3.Error, AttributeError) as error:  # AttributeError: closed
            logger().warning("statistics query failed: %s", error)
            return []


def hand_statements(
    game_id: str,
    game: Game,
    levels: tuple,
    report: HandReport,
    tag_started: float,
    player_name: str,
) -> list[tuple[str, tuple]]:
    """The rows for a scored hand: its game (created on its first hand) and the hand."""
    rules = game.rules
    human_seat = levels.index(None) if None in levels else None
    human_team = None if human_seat is None else rules.team_of(human_seat)
    computers = sorted({level for level in levels if level is not None})
    level = computers[0] if len(computers) == 1 else "mixed" if computers else "none"
    rules_json = json.dumps(rules.to_dict(), sort_keys=True)
    points = report.points
    game_row = (
        "INSERT OR IGNORE INTO games (id, started_at, players, rules, levels, level, human_team,"
        " player_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            game_id,
            tag_started,
            rules.players,
            rules_json,
            json.dumps(list(levels)),
            level,
            human_team,
            player_name,
        ),
    )
    hand_row = (
        "INSERT OR IGNORE INTO hands (game_id, hand_number, played_at, players, rules, dealer,"
        " pitcher, pitcher_team, bid, trump, made, points, earned, scores, human_seat,"
        f" human_team, {', '.join(POINT_COLUMNS)}) VALUES ({', '.join('?' * 24)})",
        (
            game_id,
            game.hand_number,
            time.time(),
            rules.players,
            rules_json,
            game.hand.dealer,
            report.pitcher,
            rules.team_of(report.pitcher),
            report.bid,
            SUIT_LETTERS[report.trump],
            int(report.made),
            json.dumps(points),
            json.dumps(list(report.earned)),
            json.dumps(list(report.scores)),
            human_seat,
            human_team,
            *(points.get(name) for name in POINT_NAMES),
        ),
    )
    progress = (
        "UPDATE games SET hands = MAX(hands, ?), scores = ? WHERE id = ?",
        (game.hand_number + 1, json.dumps(list(report.scores)), game_id),
    )
    return [game_row, hand_row, progress]


def game_statement(game_id: str, winner: int, hands: int, seconds: float) -> tuple[str, tuple]:
    """The row update when a game is won."""
    return (
        "UPDATE games SET winner = ?, finished_at = ?, hands = ?, duration_s = ? WHERE id = ?",
        (winner, time.time(), hands, round(seconds, 1), game_id),
    )


def _is_lock(error: sqlite3.Error) -> bool:
    text = str(error).lower()
    return "locked" in text or "busy" in text


def _damage(path: Path) -> str | None:
    """What reading ``path`` shows to be damaged, or None when it reads well (or cannot
    be opened at all: a missing file, a folder, no permission are not damage)."""
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=0.5)
        try:
            check = db.execute("PRAGMA quick_check").fetchone()[0]
        finally:
            db.close()
    except sqlite3.DatabaseError as error:
        name = getattr(error, "sqlite_errorname", "") or ""
        return str(error) if name.startswith(DAMAGE_ERRORS) else None
    except (OSError, ValueError):
        return None
    return None if check == "ok" else f"database damaged: {check}"


def _reason(error: Exception) -> str:
    """Why a write failed, in a player's words where SQLite says it plainly."""
    name = getattr(error, "sqlite_errorname", "") or ""
    if name.startswith("SQLITE_FULL") or "disk is full" in str(error):
        return tr("the disk is full")
    if name.startswith(("SQLITE_READONLY", "SQLITE_PERM", "SQLITE_CANTOPEN")):
        return tr("the file or its folder cannot be written")
    return shorten(str(error), 120)


def _build_fresh(path: Path) -> None:
    """Create an empty, fully migrated database at ``path`` under another name first, so
    that a full disk never leaves a half-built one; an existing file is never replaced."""
    temp = path.with_name(f"{path.name}.new-{os.getpid()}")
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


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")

"""The statistics database's schema: its tables, the version kept in ``PRAGMA
user_version``, and the migrations that bring an older database up to date."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from typing import Any

from ...engine import POINT_NAMES
from ...engine.checks import is_whole

POINT_COLUMNS = tuple(f"p_{name}" for name in POINT_NAMES)
MISTAKE_GROUPS = ("bid", "trump", "cards", "play")  # "cards": the exchange or discard
MISTAKE_COLUMNS = tuple(f"mistakes_{group}" for group in MISTAKE_GROUPS)


class NewerSchema(Exception):
    """The database was written by a newer version of the game."""


def _migrate_to_1(db: sqlite3.Connection) -> None:
    db.executescript("""
        CREATE TABLE games (
            id TEXT PRIMARY KEY, started_at REAL NOT NULL, finished_at REAL,
            players INTEGER NOT NULL, rules TEXT NOT NULL, levels TEXT NOT NULL,
            level TEXT NOT NULL, human_team INTEGER, winner INTEGER,
            hands INTEGER NOT NULL DEFAULT 0, duration_s REAL, scores TEXT);
        CREATE TABLE hands (
            game_id TEXT NOT NULL, hand_number INTEGER NOT NULL, played_at REAL NOT NULL,
            players INTEGER NOT NULL, rules TEXT NOT NULL, dealer INTEGER NOT NULL,
            pitcher INTEGER NOT NULL, pitcher_team INTEGER NOT NULL, bid INTEGER NOT NULL,
            trump TEXT NOT NULL, made INTEGER NOT NULL, points TEXT NOT NULL,
            earned TEXT NOT NULL, scores TEXT NOT NULL, PRIMARY KEY (game_id, hand_number));
    """)


def _migrate_to_2(db: sqlite3.Connection) -> None:
    """Points by category as columns (they were JSON only), the person's seat per hand,
    the player's name per game, and indexes for the dialog's queries."""
    for column in POINT_COLUMNS:
        db.execute(f"ALTER TABLE hands ADD COLUMN {column} INTEGER")
    db.execute("ALTER TABLE hands ADD COLUMN human_seat INTEGER")
    db.execute("ALTER TABLE hands ADD COLUMN human_team INTEGER")
    db.execute("ALTER TABLE games ADD COLUMN player_name TEXT NOT NULL DEFAULT ''")
    rows = db.execute(
        "SELECT h.rowid, h.points, g.human_team, g.levels FROM hands h"
        " LEFT JOIN games g ON g.id = h.game_id"
    ).fetchall()
    for rowid, points, team, levels in rows:
        values, seats = _json(points, dict, {}), _json(levels, list, [])
        human = seats.index(None) if None in seats else None
        db.execute(
            f"UPDATE hands SET {', '.join(f'{c} = ?' for c in POINT_COLUMNS)},"
            " human_seat = ?, human_team = ? WHERE rowid = ?",
            [v if is_whole(v := values.get(name)) else None for name in POINT_NAMES]
            + [human, team, rowid],
        )
    db.execute("CREATE INDEX hands_by_game ON hands (game_id)")
    db.execute("CREATE INDEX games_by_finish ON games (finished_at)")


def _json(text: object, kind: type, default: object) -> Any:
    """A JSON column's value if it is of ``kind``; a bad row must not stop a migration
    (its figures are left empty and the summary skips them)."""
    try:
        value = json.loads(text) if isinstance(text, (str, bytes)) else None
    except (ValueError, RecursionError):
        return default
    return value if isinstance(value, kind) else default


def _migrate_to_3(db: sqlite3.Connection) -> None:
    """How many of the person's decisions a game took back (Game > Undo): the dialog can
    leave such games out. Older games had no undo."""
    db.execute("ALTER TABLE games ADD COLUMN undos INTEGER NOT NULL DEFAULT 0")


def _migrate_to_4(db: sqlite3.Connection) -> None:
    """Replays ("Play this deal again") are counted apart from the career: the level of
    the computer their first hand is compared with (NULL: not a replay, as every older
    game), and that hand's points for the person's team and for the computer's."""
    db.execute("ALTER TABLE games ADD COLUMN replay_level TEXT")
    db.execute("ALTER TABLE games ADD COLUMN replay_you REAL")
    db.execute("ALTER TABLE games ADD COLUMN replay_computer REAL")


def _migrate_to_5(db: sqlite3.Connection) -> None:
    """What the person's decisions of a hand cost, by the review run after it in the
    background (issue 14): one row per reviewed hand, none for a hand never reviewed (older
    hands, a review cancelled or turned off). Mistakes are counted by phase; exchange and
    discard count as one."""
    db.execute(
        "CREATE TABLE reviews (game_id TEXT NOT NULL, hand_number INTEGER NOT NULL,"
        " seat INTEGER NOT NULL, level TEXT NOT NULL, reviewed_at REAL NOT NULL,"
        " decisions INTEGER NOT NULL, cost REAL NOT NULL, mistakes INTEGER NOT NULL,"
        f" {', '.join(f'{column} INTEGER NOT NULL' for column in MISTAKE_COLUMNS)},"
        " PRIMARY KEY (game_id, hand_number))"
    )


def _migrate_to_6(db: sqlite3.Connection) -> None:
    """How many of the person's moves the coach held (Settings > Practice, issue 53): like
    games with undos, coached games can be left out. Older games had no coach."""
    db.execute("ALTER TABLE games ADD COLUMN coached INTEGER NOT NULL DEFAULT 0")


def _migrate_to_7(db: sqlite3.Connection) -> None:
    """Drills from the person's costly decisions (Statistics > Practice, issue 53): the
    hand's record up to the decision, and the spaced repetition's state (stats.drills)."""
    db.execute(
        "CREATE TABLE drills (game_id TEXT NOT NULL, hand_number INTEGER NOT NULL,"
        " step TEXT NOT NULL, seat INTEGER NOT NULL, phase TEXT NOT NULL, record TEXT NOT NULL,"
        " cost REAL NOT NULL, created_at REAL NOT NULL, due_at REAL NOT NULL,"
        " right_in_a_row INTEGER NOT NULL, answers INTEGER NOT NULL, misses INTEGER NOT NULL,"
        " retired_at REAL, PRIMARY KEY (game_id, hand_number, step))"
    )


def _migrate_to_8(db: sqlite3.Connection) -> None:
    """The choice a drill was made from (issue 62), as ``okpitch-cli review`` writes an
    action, so the drills' list can name the cards involved; none for older drills."""
    db.execute("ALTER TABLE drills ADD COLUMN chosen TEXT")


# A game the person played without help: no decision taken back, no move held by the coach.
UNTOUCHED = "undos = 0 AND coached = 0"

MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [
    _migrate_to_1,
    _migrate_to_2,
    _migrate_to_3,
    _migrate_to_4,
    _migrate_to_5,
    _migrate_to_6,
    _migrate_to_7,
    _migrate_to_8,
]
SCHEMA_VERSION = len(MIGRATIONS)


def migrate(db: sqlite3.Connection, target: int = SCHEMA_VERSION) -> None:
    """Bring the schema up to ``target``, each step in its own transaction."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise NewerSchema(version)
    for step in range(version, target):
        with db:
            MIGRATIONS[step](db)
            db.execute(f"PRAGMA user_version = {step + 1}")

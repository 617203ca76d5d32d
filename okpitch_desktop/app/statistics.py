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
from typing import Any

from ..engine import POINT_NAMES, SUIT_LETTERS, Game, HandReport
from .language import tr
from .logs import logger
from .paths import data_dir
from .statistics_schema import POINT_COLUMNS, SCHEMA_VERSION, NewerSchema, migrate

STATS_NAME = "statistics.sqlite3"
SIDE_PREFIX = "statistics.session-"  # fresh databases used while the main one is locked
BUSY_SECONDS = 2.0


class Statistics:
    """The statistics database, opened so that nothing about it can stop play."""

    def __init__(self, path: Path | None = None) -> None:
        self.main_path = path or data_dir() / STATS_NAME
        self.path = self.main_path
        self.messages: list[str] = []
        self.notify: Callable[[str], None] | None = None
        self.db: sqlite3.Connection | None = None
        self._open()

    # ------------------------------------------------------------------ opening
    def _open(self) -> None:
        try:
            self.db = self._connect(self.main_path)
        except sqlite3.OperationalError as error:
            if not _is_lock(error):
                self._replace_damaged(error)
                return
            self._use_side(tr("it is locked by another program (perhaps another copy of the game)"))
            return
        except NewerSchema as newer:
            why = tr("it was written by a newer version of the game (schema {n})")
            self._use_side(why.format(n=newer))
            return
        except sqlite3.DatabaseError as error:
            self._replace_damaged(error)
            return
        except OSError as error:  # the data folder cannot be made
            self._say(
                tr(
                    "The statistics cannot be kept in {folder} ({reason}); they are kept"
                    " in memory for this session."
                ),
                folder=self.main_path.parent,
                reason=error.strerror or error,
            )
            self._use_memory()
            return
        self._merge_sides()

    def _connect(self, path: Path) -> sqlite3.Connection:
        path.parent.mkdir(parents=True, exist_ok=True)
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

    def _replace_damaged(self, error: Exception) -> None:
        """Keep the damaged file under another name and start a fresh one."""
        kept = self.main_path.with_name(f"{self.main_path.name}.damaged-{_stamp()}")
        try:
            os.replace(self.main_path, kept)
            for suffix in ("-journal", "-wal", "-shm"):
                with contextlib.suppress(FileNotFoundError):
                    journal = self.main_path.with_name(self.main_path.name + suffix)
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
                for table in ("games", "hands"):
                    names = [row[1] for row in other.execute(f"PRAGMA table_info({table})")]
                    marks = ", ".join("?" * len(names))
                    rows = other.execute(f"SELECT {', '.join(names)} FROM {table}").fetchall()
                    verb = "INSERT OR REPLACE" if table == "games" else "INSERT OR IGNORE"
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
        """Run ``statements`` in one transaction; a locked or damaged database moves the
        session to a fresh one (with a message) and the rows are written there."""
        if self.db is None:  # closed with the window
            return False
        for _attempt in range(2):
            try:
                with self.db:
                    for sql, params in statements:
                        self.db.execute(sql, params)
                return True
            except sqlite3.OperationalError as error:
                self._recover(error, _is_lock(error))
            except sqlite3.DatabaseError as error:
                self._recover(error, False)
        return False

    def _recover(self, error: sqlite3.Error, locked: bool) -> None:
        self.close()
        if self.path != self.main_path:
            self._use_memory()
        elif locked:
            self._use_side(tr("it stayed locked by another program"))
        else:
            self._replace_damaged(error)

    def reset(self) -> bool:
        """Forget every game and hand (the dialog asks first)."""
        return self.write([("DELETE FROM hands", ()), ("DELETE FROM games", ())])

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


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


# ---------------------------------------------------------------------- the dialog's figures
def summary(stats: Statistics, include_undone: bool = True) -> dict[str, Any]:
    """Every figure of the statistics dialog, from the person's side of the table.

    Only finished games with a person at the table count as won or lost; unfinished ones
    (abandoned, or still going) are shown apart. Without ``include_undone`` the games in
    which the person took a decision back (Game > Undo) and their hands are left out.
    """
    kept = "" if include_undone else " AND undos = 0"
    hands_kept = "" if include_undone else " AND game_id IN (SELECT id FROM games WHERE undos = 0)"
    finished = f"winner IS NOT NULL AND human_team IS NOT NULL{kept}"
    total, won = stats.rows(
        f"SELECT COUNT(*), COALESCE(SUM(winner = human_team), 0) FROM games WHERE {finished}"
    )[0] or (0, 0)
    unfinished = stats.rows(f"SELECT COUNT(*) FROM games WHERE winner IS NULL{kept}")[0][0]

    def grouped(column: str) -> list[dict[str, Any]]:
        rows = stats.rows(
            f"SELECT {column}, COUNT(*), SUM(winner = human_team) FROM games WHERE {finished}"
            f" GROUP BY {column} ORDER BY {column}"
        )
        return [{"key": key, "played": n, "won": w, "win_rate": _rate(w, n)} for key, n, w in rows]

    own_bids = stats.rows(
        "SELECT COALESCE(SUM(made), 0), COALESCE(SUM(1 - made), 0) FROM hands"
        f" WHERE pitcher = human_seat{hands_kept}"
    )[0]
    team_bids = stats.rows(
        "SELECT COALESCE(SUM(made), 0), COALESCE(SUM(1 - made), 0) FROM hands"
        f" WHERE pitcher_team = human_team{hands_kept}"
    )[0]
    hands = stats.rows(
        f"SELECT earned, human_team FROM hands WHERE human_team IS NOT NULL{hands_kept}"
    )
    ours = [json.loads(earned)[team] for earned, team in hands]
    theirs = [sum(json.loads(earned)) - json.loads(earned)[team] for earned, team in hands]
    points = {}
    for name, column in zip(POINT_NAMES, POINT_COLUMNS, strict=True):
        us, them = stats.rows(
            f"SELECT COALESCE(SUM({column} = human_team), 0),"
            f" COALESCE(SUM({column} != human_team), 0) FROM hands"
            f" WHERE human_team IS NOT NULL{hands_kept}"
        )[0]
        points[name] = {"us": us, "them": them}
    results = [
        w
        for (w,) in stats.rows(
            f"SELECT winner = human_team FROM games WHERE {finished} ORDER BY finished_at"
        )
    ]
    return {
        "games": {
            "played": total,
            "won": won,
            "win_rate": _rate(won, total),
            "unfinished": unfinished,
        },
        "by_players": grouped("players"),
        "by_level": grouped("level"),
        "own_bids": {"made": own_bids[0], "set": own_bids[1]},
        "team_bids": {"made": team_bids[0], "set": team_bids[1]},
        "hands": len(hands),
        "average_points": round(sum(ours) / len(ours), 2) if ours else None,
        "average_points_against": round(sum(theirs) / len(theirs), 2) if theirs else None,
        "points": points,
        "streaks": streaks(results),
        "last_game": last_game_scores(stats, kept),
        "win_rate_over_time": [
            round(sum(results[: i + 1]) / (i + 1), 3) for i in range(len(results))
        ],
    }


def streaks(results: list[int]) -> dict[str, Any]:
    """The current run of wins or losses and the longest of each, oldest result first."""
    longest = {1: 0, 0: 0}
    run, last = 0, None
    for result in results:
        run = run + 1 if result == last else 1
        last = result
        longest[result] = max(longest[result], run)
    current = None if last is None else {"won" if last else "lost": run}
    return {"current": current, "longest_won": longest[1], "longest_lost": longest[0]}


def last_game_scores(stats: Statistics, kept: str = "") -> dict[str, Any] | None:
    """Team scores after each hand of the most recently played game (0 before the first);
    ``kept``: a further condition on the game (" AND undos = 0")."""
    row = stats.rows(
        "SELECT g.id, g.players, g.human_team FROM games g JOIN hands h ON h.game_id = g.id"
        f" WHERE 1{kept} ORDER BY h.played_at DESC LIMIT 1"
    )
    if not row:
        return None
    game_id, players, human_team = row[0]
    scores = [[0] * (players // 2)] + [
        json.loads(s)
        for (s,) in stats.rows(
            "SELECT scores FROM hands WHERE game_id = ? ORDER BY hand_number", (game_id,)
        )
    ]
    return {"game_id": game_id, "players": players, "human_team": human_team, "scores": scores}


def _rate(won: int | None, played: int | None) -> float | None:
    return round((won or 0) / played, 3) if played else None

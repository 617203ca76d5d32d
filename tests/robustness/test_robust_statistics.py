"""The statistics database under a full disk, a read-only file, a folder in its place and
odd content: good rows are never set aside or lost because a write failed, the person is
told once, the rows wait in memory for the next write, and the summary is always made."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from okpitch_desktop.app.stats import database as stats_module
from okpitch_desktop.app.stats import sqlite_files
from okpitch_desktop.app.stats.database import Statistics
from okpitch_desktop.app.stats.schema import migrate
from okpitch_desktop.app.stats.summary import summary
from okpitch_desktop.ui.dialogs.statistics import figure_lines

GAME_ROW = "INSERT INTO games (id, started_at, players, rules, levels, level) VALUES (?, ?, 4, ?, '[]', 'easy')"  # noqa: E501
BIG_RULES = "x" * 20_000  # a row that needs new pages


def a_game(game_id: str, rules: str = "{}") -> list[tuple[str, tuple]]:
    return [(GAME_ROW, (game_id, 1.0, rules))]


def game_ids(path: Path) -> list[str]:
    db = sqlite3.connect(path)
    try:
        return [row[0] for row in db.execute("SELECT id FROM games ORDER BY id")]
    finally:
        db.close()


def set_aside_copies(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.damaged-*"))


def test_a_full_disk_keeps_the_rows_and_says_so_once(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    stats = Statistics(path)
    assert stats.write(a_game("before"))
    pages = stats.db.execute("PRAGMA page_count").fetchone()[0]
    stats.db.execute(f"PRAGMA max_page_count = {pages}")  # SQLite's own SQLITE_FULL
    told: list[str] = []
    stats.notify = told.append
    assert not stats.write(a_game("full-1", BIG_RULES))
    assert not stats.write(a_game("full-2", BIG_RULES))
    assert len(told) == 1 and "disk is full" in told[0]
    assert set_aside_copies(tmp_path) == [] and stats.path == path
    assert game_ids(path) == ["before"]  # the good rows stay where they were
    stats.db.execute("PRAGMA max_page_count = 1000000")  # space again
    assert stats.write(a_game("after"))
    assert game_ids(path) == ["after", "before", "full-1", "full-2"]


def test_a_read_only_database_is_never_replaced(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    stats = Statistics(path)
    assert stats.write(a_game("kept"))
    stats.db.close()
    stats.db = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)  # a real SQLITE_READONLY
    told: list[str] = []
    stats.notify = told.append
    assert not stats.write(a_game("later"))
    assert len(told) == 1 and "cannot be written" in told[0]
    assert set_aside_copies(tmp_path) == [] and game_ids(path) == ["kept"]
    kept = sorted((tmp_path / "statistics.unsaved").glob("*.json"))  # on disk, not in memory
    assert stats.unsaved == [] and len(kept) == 1 and "later" in kept[0].read_text()


@pytest.mark.parametrize(
    "error",
    [
        sqlite3.OperationalError("database or disk is full"),
        sqlite3.OperationalError("attempt to write a readonly database"),
        sqlite3.OperationalError("disk I/O error"),
    ],
    ids=["ENOSPC", "EACCES", "EIO"],
)
def test_an_injected_write_error_never_sets_good_data_aside(tmp_path, error) -> None:
    path = tmp_path / "s.sqlite3"
    stats = Statistics(path)
    assert stats.write(a_game("kept"))

    class Failing:
        """The connection, failing every write as the disk would."""

        def __init__(self, db: sqlite3.Connection) -> None:
            self.db = db

        def __enter__(self):
            return self.db.__enter__()

        def __exit__(self, *exc):
            return self.db.__exit__(*exc)

        def execute(self, sql, params=()):
            if sql.startswith("INSERT"):
                raise error
            return self.db.execute(sql, params)

        def close(self) -> None:
            self.db.close()

    real = stats.db
    stats.db = Failing(real)
    assert not stats.write(a_game("lost?"))
    assert set_aside_copies(tmp_path) == [] and stats.path == path and game_ids(path) == ["kept"]
    stats.db = real  # the disk works again: the waiting rows go in with the next write
    assert stats.write(a_game("next"))
    assert game_ids(path) == ["kept", "lost?", "next"]


@pytest.mark.skipif(
    os.name != "posix" or os.geteuid() == 0, reason="POSIX permissions, which root passes"
)
def test_a_real_read_only_folder_keeps_the_database(tmp_path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "s.sqlite3"
    stats = Statistics(path)
    assert stats.write(a_game("kept"))
    stats.close()
    path.chmod(0o444)
    folder.chmod(0o555)
    try:
        again = Statistics(path)
        again.write(a_game("later"))
        assert set_aside_copies(folder) == []
        assert game_ids(path) == ["kept"]
    finally:
        folder.chmod(0o755)
        path.chmod(0o644)


def test_a_folder_where_the_database_should_be_is_left_alone(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    path.mkdir()
    (path / "mine.txt").write_text("the player's")
    stats = Statistics(path)
    assert stats.messages and stats.write(a_game("memory"))
    assert (path / "mine.txt").read_text() == "the player's"
    assert set_aside_copies(tmp_path) == []


def test_a_full_disk_never_leaves_a_half_built_database(tmp_path, monkeypatch) -> None:
    def full(db: sqlite3.Connection, target: int = 2) -> None:
        if db.execute("PRAGMA database_list").fetchone()[2] == "":  # in memory: no disk
            return migrate(db, target)
        db.execute("CREATE TABLE games (id TEXT)")  # the first table made, then no space
        raise sqlite3.OperationalError("database or disk is full")

    for module in (stats_module, sqlite_files):  # opening, and building a fresh one
        monkeypatch.setattr(module, "migrate", full)
    stats = Statistics(tmp_path / "s.sqlite3")
    assert stats.messages and "disk is full" in stats.messages[0]
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_a_version_1_database_with_a_bad_row_is_migrated(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    db = sqlite3.connect(path)
    migrate(db, target=1)
    db.execute(
        "INSERT INTO games (id, started_at, players, rules, levels, level, human_team, winner)"
        " VALUES ('g', 1, 4, '{}', 'not json', 'easy', 0, 0)"
    )
    for number, points in enumerate(["{bad json", "[1, 2]", '{"high": [1]}']):
        db.execute(
            "INSERT INTO hands (game_id, hand_number, played_at, players, rules, dealer, pitcher,"
            " pitcher_team, bid, trump, made, points, earned, scores) VALUES ('g', ?, 1, 4,"
            " '{}', 3, 0, 0, 2, 'S', 1, ?, '[3, 1]', '[3, 1]')",
            (number, points),
        )
    db.commit()
    db.close()
    stats = Statistics(path)
    assert stats.messages == [] and stats.path == path
    assert stats.rows("SELECT COUNT(*) FROM hands") == [(3,)]
    assert summary(stats)["games"]["played"] == 1


BAD_HANDS = {
    "earned-not-json": ("earned", "{"),
    "earned-a-string": ("earned", '"3"'),
    "earned-too-short": ("earned", "[]"),
    "earned-deep": ("earned", "[" * 5000),
    "team-text": ("human_team", "x"),
    "team-out-of-range": ("human_team", 7),
    "scores-nested": ("scores", "[[1], [2]]"),
}


@pytest.mark.parametrize("column, value", BAD_HANDS.values(), ids=BAD_HANDS.keys())
def test_the_summary_skips_a_bad_row_and_counts_it(tmp_path, column, value) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    good = ("[2, 2]", 0, "[2, 2]")
    for number in range(2):
        stats.write([
            ("INSERT OR IGNORE INTO games (id, started_at, players, rules, levels, level,"
             " human_team, winner) VALUES ('g', 1, 4, '{}', '[]', 'easy', 0, 0)", ()),
            ("INSERT INTO hands (game_id, hand_number, played_at, players, rules, dealer,"
             " pitcher, pitcher_team, bid, trump, made, points, earned, human_team, scores)"
             " VALUES ('g', ?, ?, 4, '{}', 0, 0, 0, 2, 'S', 1, '{}', ?, ?, ?)",
             (number, number, *good)),
        ])  # fmt: skip
    stats.write([(f"UPDATE hands SET {column} = ? WHERE hand_number = 1", (value,))])
    data = summary(stats)
    assert data["skipped"] == 1
    assert data["average_points"] == 2.0
    assert ("Damaged rows left out", "1") in figure_lines(data)  # the window says so


def test_the_summary_of_a_table_of_another_shape_is_made(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    Statistics(path).close()
    db = sqlite3.connect(path)
    db.executescript("DROP TABLE hands; CREATE TABLE hands (something TEXT);")
    db.execute("INSERT INTO hands VALUES ('odd')")
    db.commit()
    db.close()
    stats = Statistics(path)
    data = summary(stats)
    assert data["hands"] == 0 and data["own_bids"] == {"made": 0, "set": 0}

"""Statistics that are never dropped (issue 64): a write that fails for a reason other than
a lock or damage keeps its rows on disk beside the database and files them when writing
works again, at the latest at the next start; the player is told where they are, or
plainly that they could not be kept. Pipes, links and newer versions' files at the
database's names never hang the game or stop its statistics."""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.failing_writes import WRITE_ERRORS, FailingWrites

from okpitch_desktop.app.controller import GameController
from okpitch_desktop.app.session import GameSession, tool_settings
from okpitch_desktop.app.stats.database import Statistics
from okpitch_desktop.app.stats.journal import JOURNAL_DIR
from okpitch_desktop.app.stats.schema import SCHEMA_VERSION

GAME_ROW = (
    "INSERT OR IGNORE INTO games (id, started_at, players, rules, levels, level)"
    " VALUES (?, 1.0, 4, '{}', '[]', 'easy')"
)
HANG_SECONDS = 60  # far longer than opening a database takes on a busy machine


def a_game(game_id: str) -> list[tuple[str, tuple]]:
    return [(GAME_ROW, (game_id,))]


def game_ids(stats: Statistics) -> list[str]:
    return [row[0] for row in stats.rows("SELECT id FROM games ORDER BY id")]


def kept_files(folder: Path) -> list[Path]:
    return sorted((folder / JOURNAL_DIR).glob("*.json"))


@pytest.mark.parametrize("error", WRITE_ERRORS.values(), ids=WRITE_ERRORS.keys())
def test_hands_that_cannot_be_written_are_filed_at_the_next_start(tmp_path, error) -> None:
    path = tmp_path / "s.sqlite3"
    stats = Statistics(path)
    assert stats.write(a_game("before"))
    stats.db = FailingWrites(stats.db, error)
    told: list[str] = []
    stats.notify = told.append
    assert not stats.write(a_game("hand-1"))
    assert not stats.write(a_game("hand-2"))
    assert len(told) == 1 and str(tmp_path / JOURNAL_DIR) in told[0]  # where they are
    assert len(kept_files(tmp_path)) == 2
    note = stats.close()  # the game closes with the database still failing
    assert note is not None and "2" in note and str(tmp_path / JOURNAL_DIR) in note
    again = Statistics(path)  # the next start files them
    assert game_ids(again) == ["before", "hand-1", "hand-2"]
    assert kept_files(tmp_path) == [] and again.close() is None


def test_hands_are_filed_as_soon_as_writing_works_again(tmp_path) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    real = stats.db
    stats.db = FailingWrites(real, WRITE_ERRORS["disk-full"])
    assert not stats.write(a_game("a"))
    stats.db = real  # space again
    assert stats.write(a_game("b"))
    assert game_ids(stats) == ["a", "b"] and kept_files(tmp_path) == []
    assert stats.close() is None


def test_when_nothing_can_be_kept_on_disk_the_player_is_told_plainly(tmp_path) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    (tmp_path / JOURNAL_DIR).write_text("a file where the folder would go")
    stats.db = FailingWrites(stats.db, WRITE_ERRORS["disk-full"])
    told: list[str] = []
    stats.notify = told.append
    assert not stats.write(a_game("a"))
    assert len(told) == 1 and "cannot be kept on disk" in told[0]
    assert "kept and saved" not in told[0]  # never a promise that cannot be kept
    note = stats.close()
    assert note is not None and "lost" in note


def test_a_database_in_memory_keeps_its_hands_for_a_later_start(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    path.mkdir()  # a folder where the database should be
    stats = Statistics(path)
    assert stats.in_memory and str(tmp_path / JOURNAL_DIR) in stats.messages[0]
    assert stats.write(a_game("a")) and game_ids(stats) == ["a"]
    stats.close()
    path.rmdir()  # the player moves the folder away
    again = Statistics(path)
    assert not again.in_memory and game_ids(again) == ["a"]


def test_a_kept_file_that_is_not_the_games_is_set_aside_unrun(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    Statistics(path).write(a_game("a"))
    folder = tmp_path / JOURNAL_DIR
    folder.mkdir()
    (folder / "0-1-0.json").write_text('[["DROP TABLE games", []]]')
    (folder / "0-1-1.json").write_text('[["UPDATE games SET level = ?", [1e400]]]')
    stats = Statistics(path)
    assert game_ids(stats) == ["a"]
    assert kept_files(tmp_path) == [] and len(list(folder.glob("*.damaged-*"))) == 2


# ---------------------------------------------------------------------- pipes and links
def finishes(work: Callable[[], object], pipes: list[Path]) -> object:
    """``work``'s result; fails (after freeing a reader blocked on ``pipes``) if it hangs."""
    outcome: dict = {}
    thread = threading.Thread(target=lambda: outcome.update(result=work()), daemon=True)
    thread.start()
    thread.join(HANG_SECONDS)
    if thread.is_alive():
        for pipe in pipes:
            with contextlib.suppress(OSError):
                os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("the statistics hung on a pipe")
    return outcome["result"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.parametrize("name", ["s.sqlite3", "s.sqlite3-journal"])
def test_a_pipe_at_the_database_is_set_aside_without_a_hang(tmp_path, name) -> None:
    path = tmp_path / "s.sqlite3"
    if name != path.name:
        Statistics(path).write(a_game("kept"))
    os.mkfifo(tmp_path / name)

    def start_and_write() -> tuple[list[str], list[str], bool]:
        stats = Statistics(path)  # used in this thread only, as SQLite wants
        stats.write(a_game("new"))
        return stats.messages, game_ids(stats), stats.in_memory

    messages, ids, in_memory = finishes(start_and_write, [tmp_path / name])
    assert len(messages) == 1 and name in messages[0]
    assert "new" in ids and not in_memory
    assert len(list(tmp_path.glob(f"{name}.unusable-*"))) == 1  # the pipe, moved aside


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_pipe_as_a_side_database_is_skipped_without_a_hang(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    Statistics(path).close()
    side = tmp_path / "statistics.session-20260101-000000-1.sqlite3"
    os.mkfifo(side)
    messages = finishes(lambda: Statistics(path).messages, [side])
    assert len(messages) == 1 and side.name in messages[0]


@pytest.mark.parametrize("link", ["dangling", "loop"])
def test_a_link_at_the_database_keeps_the_session_and_creates_nothing_outside(
    tmp_path, link
) -> None:
    data, outside = tmp_path / "data", tmp_path / "outside"
    data.mkdir()
    outside.mkdir()
    path = data / "s.sqlite3"
    path.symlink_to(outside / "x.sqlite3" if link == "dangling" else path)
    stats = Statistics(path)  # no RuntimeError from a loop
    assert len(stats.messages) == 1 and "link" in stats.messages[0]
    assert stats.write(a_game("a")) and game_ids(stats) == ["a"]
    stats.close()
    assert list(outside.iterdir()) == [] and path.is_symlink()  # nothing made, link kept
    path.unlink()
    assert game_ids(Statistics(path)) == ["a"]  # kept for a later start


# ---------------------------------------------------------------------- newer versions
def newer_database(path: Path) -> bytes:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE future (x)")
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    return path.read_bytes()


def test_a_newer_side_database_is_kept_as_it_is_and_named(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    Statistics(path).write(a_game("a"))
    side = tmp_path / "statistics.session-20260101-000000-1.sqlite3"
    before = newer_database(side)
    stats = Statistics(path)  # no traceback
    assert len(stats.messages) == 1
    assert side.name in stats.messages[0] and f"schema {SCHEMA_VERSION + 1}" in stats.messages[0]
    assert side.read_bytes() == before  # never migrated down, never removed
    assert stats.write(a_game("b")) and game_ids(stats) == ["a", "b"]


def test_a_newer_main_database_is_kept_and_a_fresh_file_used(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    before = newer_database(path)
    stats = Statistics(path)
    assert len(stats.messages) == 1 and f"schema {SCHEMA_VERSION + 1}" in stats.messages[0]
    assert stats.path != path and stats.write(a_game("a"))
    stats.close()
    assert path.read_bytes() == before


def test_a_data_folder_that_is_a_link_loop_keeps_the_session(tmp_path) -> None:
    data = tmp_path / "data"
    data.symlink_to(data)
    stats = Statistics(data / "s.sqlite3")  # no RuntimeError, no traceback
    assert stats.in_memory and len(stats.messages) == 1
    assert "memory only" in stats.messages[0]  # nothing can be kept on disk: said plainly
    assert stats.write(a_game("a")) and game_ids(stats) == ["a"]


def test_a_folder_name_with_braces_is_told_as_it_is(tmp_path) -> None:
    folder = tmp_path / "{x} and {}"
    folder.mkdir()
    (folder / "s.sqlite3").mkdir()
    stats = Statistics(folder / "s.sqlite3")
    assert str(folder / JOURNAL_DIR) in stats.messages[0]


def test_a_kept_batch_that_does_not_fit_never_blocks_later_hands(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    Statistics(path).close()
    folder = tmp_path / JOURNAL_DIR
    folder.mkdir()
    no_level = "INSERT INTO games (id, started_at, players, rules, levels, level) VALUES (?, 1, 4, '{}', '[]', NULL)"  # noqa: E501
    (folder / "0-1-0.json").write_text(json.dumps([[no_level, ["x"]]]))  # NOT NULL fails
    stats = Statistics(path)
    assert stats.write(a_game("a")) and game_ids(stats) == ["a"]
    assert kept_files(tmp_path) == [] and len(list(folder.glob("*.unusable-*"))) == 1


def test_a_reset_in_memory_never_empties_the_database_later(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    Statistics(path).write(a_game("kept"))
    os.rename(path, tmp_path / "away")
    path.mkdir()  # the database cannot be used this session
    stats = Statistics(path)
    assert stats.in_memory and stats.write(a_game("new")) and stats.reset()
    assert game_ids(stats) == []
    stats.close()
    path.rmdir()
    os.rename(tmp_path / "away", path)
    assert game_ids(Statistics(path)) == ["kept"]  # what the session showed is forgotten


def test_a_link_planted_at_the_fresh_databases_first_name_is_not_followed(tmp_path) -> None:
    data, outside = tmp_path / "data", tmp_path / "outside"
    data.mkdir()
    outside.mkdir()
    path = data / "s.sqlite3"
    (data / f"s.sqlite3.new-{os.getpid()}").symlink_to(outside / "x.sqlite3")
    stats = Statistics(path)
    assert stats.messages == [] and stats.write(a_game("a")) and game_ids(stats) == ["a"]
    assert list(outside.iterdir()) == [] and not path.is_symlink()


def test_a_kept_statement_naming_no_real_column_never_blocks_later_hands(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    Statistics(path).close()
    folder = tmp_path / JOURNAL_DIR
    folder.mkdir()
    (folder / "0-1-0.json").write_text('[["UPDATE games SET nothing = ?", [1]]]')
    stats = Statistics(path)
    assert stats.write(a_game("a")) and game_ids(stats) == ["a"]
    assert kept_files(tmp_path) == [] and len(list(folder.glob("*.unusable-*"))) == 1


def test_the_session_keeps_a_closing_note_for_the_window(qapp, tmp_path) -> None:
    session = GameSession(GameController(), autosave=False, loaded=(tool_settings(), []),
                          folder=tmp_path)  # fmt: skip
    stats = session.statistics
    stats.db = FailingWrites(stats.db, WRITE_ERRORS["disk-full"])
    assert not stats.write(a_game("a"))
    session.shutdown()
    assert session.closing_note and str(tmp_path / JOURNAL_DIR) in session.closing_note


def test_a_scratch_session_leaves_no_closing_note(qapp) -> None:
    """A scratch session (the self-test, tools) removes its folder at close: a note naming
    it would not be true, and a box at its close would wait for nobody."""
    session = GameSession.scratch(GameController(), tool_settings())
    stats = session.statistics
    stats.db = FailingWrites(stats.db, WRITE_ERRORS["disk-full"])
    assert not stats.write(a_game("a"))
    session.shutdown()
    assert session.closing_note is None


def test_nothing_is_kept_through_a_link_at_the_kept_folder(tmp_path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    data = tmp_path / "data"
    data.mkdir()
    (data / JOURNAL_DIR).symlink_to(outside)
    stats = Statistics(data / "s.sqlite3")
    stats.db = FailingWrites(stats.db, WRITE_ERRORS["disk-full"])
    told: list[str] = []
    stats.notify = told.append
    assert not stats.write(a_game("a"))
    assert list(outside.iterdir()) == [] and "cannot be kept on disk" in told[0]

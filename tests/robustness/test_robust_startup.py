"""The real launcher (``python -m okpitch_desktop``, offscreen, its own OKPITCH_HOME) with
hostile files: it starts, tells the person (the log, OKPITCH_HOME/log/okpitch.log, has the
message), keeps the damaged copy byte for byte, and loses nothing else.

With ``--report-first-paint`` the launcher quits once the table is painted but leaves the
saved game alone, so the autosave cases run it plainly and wait for the proof that it
started: a new game dealt and saved in a fresh, valid ``autosave.json``. Their settings say
the "How to play" tour was seen (at a first start the game waits for the tour to close).
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers.attacks import DEEP, HUGE_INT, a_save, encoded, kept_copies, with_field
from helpers.launcher import START_SECONDS, environment, first_paint

from okpitch_desktop.app.saves.safe_read import FileProblem, read_bytes
from okpitch_desktop.app.saves.savegame import SaveError, read_document
from okpitch_desktop.app.stats.schema import SCHEMA_VERSION, migrate


def start_until_saved(home: Path) -> dict:
    """Start the game and wait until it has dealt and saved a new game; the saved
    document is returned and the game closed."""
    save = home / "data" / "autosave.json"
    process = subprocess.Popen(
        [sys.executable, "-m", "okpitch_desktop"],
        env=environment(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + START_SECONDS
    document = None
    try:
        while document is None and process.poll() is None and time.monotonic() < deadline:
            try:  # the guarded reader: a FIFO here must not block the test either
                document = read_document(read_bytes(save))
            except (OSError, SaveError, FileProblem):
                time.sleep(0.05)
    finally:
        process.terminate()
        _out, err = process.communicate(timeout=30)
    assert document is not None, err.decode()[-2000:]
    assert b"Traceback" not in err
    return document


def log_text(home: Path) -> str:
    path = home / "log" / "okpitch.log"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def kept(path: Path) -> Path:
    """The one copy of ``path`` set aside (``NAME.damaged-…`` or ``NAME.unreadable-…``)."""
    (copy,) = kept_copies(path)
    return copy


TOUR_SEEN = b'{"tour_seen": true}'


@pytest.fixture
def home(tmp_path) -> Path:
    for folder in ("data", "config"):
        (tmp_path / folder).mkdir()
    (tmp_path / "config" / "settings.json").write_bytes(TOUR_SEEN)
    return tmp_path


SAVE_ATTACKS = {
    "deeply-nested": DEEP,
    "6000-digit-int": with_field(a_save(), "play_seconds", HUGE_INT.decode()),
    "started-at-nan": with_field(a_save(), "started_at", "NaN"),
    "game-id-climbs-out": encoded(a_save(game_id="../../../../tmp/okpitch-robust-x")),
}


@pytest.mark.parametrize("content", SAVE_ATTACKS.values(), ids=SAVE_ATTACKS.keys())
def test_a_hostile_autosave_does_not_stop_the_start(home, content) -> None:
    save = home / "data" / "autosave.json"
    save.write_bytes(content)
    document = start_until_saved(home)
    assert document["game_id"] != "../../../../tmp/okpitch-robust-x"
    copy = kept(save)
    assert copy.read_bytes() == content and copy.name in log_text(home)
    assert not Path("/tmp/okpitch-robust-x").exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_autosave_does_not_hang_the_start(home) -> None:
    save = home / "data" / "autosave.json"
    os.mkfifo(save)
    try:
        start_until_saved(home)
    finally:  # free an old launcher blocked on the FIFO
        if any(p.is_fifo() for p in (home / "data").iterdir()):
            fifo = next(p for p in (home / "data").iterdir() if p.is_fifo())
            with contextlib.suppress(OSError):
                os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    assert kept(save).is_fifo() and kept(save).name in log_text(home)


SETTINGS_ATTACKS = {
    "deeply-nested": DEEP,
    "one-non-utf8-byte": b'{"player_name": "Bo\xff", "tour_seen": true}',
    "duplicate-keys": b'{"tour_seen": true, "tour_seen": false}',
}


@pytest.mark.parametrize("content", SETTINGS_ATTACKS.values(), ids=SETTINGS_ATTACKS.keys())
def test_hostile_settings_do_not_stop_the_start(home, content) -> None:
    settings = home / "config" / "settings.json"
    settings.write_bytes(content)
    first_paint(home)
    copy = kept(settings)
    assert copy.read_bytes() == content and copy.name in log_text(home)


def test_a_superscript_seat_key_does_not_stop_the_start(home) -> None:
    settings = home / "config" / "settings.json"
    content = json.dumps({"same_level_for_all": False, "seat_levels": {"²": "easy"}}).encode()
    settings.write_bytes(content)
    first_paint(home)
    assert kept_copies(settings) == []  # a valid file: read, never set aside
    assert json.loads(settings.read_bytes())["same_level_for_all"] is False  # (the window's
    # place is saved at exit, so the file may be rewritten, its settings kept)


def test_an_old_database_with_a_bad_row_does_not_stop_the_start(home) -> None:
    path = home / "data" / "statistics.sqlite3"
    db = sqlite3.connect(path)
    migrate(db, target=1)
    db.execute(
        "INSERT INTO hands (game_id, hand_number, played_at, players, rules, dealer, pitcher,"
        " pitcher_team, bid, trump, made, points, earned, scores) VALUES ('g', 0, 1, 4, '{}',"
        " 3, 0, 0, 2, 'S', 1, '{bad json', '[3, 1]', '[3, 1]')"
    )
    db.commit()
    db.close()
    first_paint(home)
    db = sqlite3.connect(path)
    try:
        assert db.execute("SELECT COUNT(*) FROM hands").fetchone() == (1,)
        assert db.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
    finally:
        db.close()
    assert not list((home / "data").glob("*.damaged-*"))


def test_everything_damaged_at_once_still_starts(home) -> None:
    settings = home / "config" / "settings.json"  # damaged field by field: read, not set aside
    settings.write_bytes(
        b'{"tour_seen": true, "seat_levels": {"\xc2\xb2": "easy", "1": ["x"]},'
        b' "computer_pace_ms": "fast", "rules": {"players": 5, "target": -1}}'
    )
    files = {
        home / "data" / "autosave.json": HUGE_INT,
        home / "data" / "autosave.json.bak": b"\x00" * 100,
        home / "data" / "statistics.sqlite3": b"SQLite format 3\x00" + b"\xff" * 5000,
    }
    for path, content in files.items():
        path.write_bytes(content)
    start_until_saved(home)
    for path, content in files.items():
        assert kept(path).read_bytes() == content
    assert kept_copies(settings) == []

"""Write errors never touch good data: a full disk (ENOSPC) or no permission (EACCES)
injected at the write of the autosave, the settings and a hand history file leaves the
files already there byte for byte and no half-written file; a real read-only folder too
(on POSIX, when not running as root, where permissions stop writes), and as root a
read-only mount of the game's folder, with the real launcher started on it."""

from __future__ import annotations

import errno
import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.attacks import a_save, encoded

from okpitch_desktop.app.saves import savefile
from okpitch_desktop.app.saves.savegame import SaveStore
from okpitch_desktop.app.settings import Settings, load_settings, save_settings
from okpitch_desktop.app.stats.database import Statistics
from okpitch_desktop.app.stats.history import HandHistory

ERRORS = {
    "ENOSPC": OSError(errno.ENOSPC, "No space left on device"),
    "EACCES": OSError(errno.EACCES, "Permission denied"),
}
LEVELS = (None, "easy", "easy", "easy")


@pytest.fixture(params=ERRORS.values(), ids=ERRORS.keys())
def failing_disk(request, monkeypatch):
    """Every fsync of a file being written fails as a full or forbidden disk would."""

    def fail(_descriptor: int) -> None:
        raise request.param

    monkeypatch.setattr(savefile.os, "fsync", fail)
    return request.param


def files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_failed_autosave_keeps_the_save_and_its_backup(tmp_path, monkeypatch) -> None:
    store = SaveStore(tmp_path)
    assert store.acquire()
    second = a_save(2)
    store.save(a_save(1))
    store.save(second)
    before = files(tmp_path)
    for error in ERRORS.values():
        monkeypatch.setattr(savefile.os, "fsync", lambda _d, e=error: (_ for _ in ()).throw(e))
        with pytest.raises(OSError):
            store.save(a_save(3))
        assert files(tmp_path) == before  # no .tmp left, the save and .bak as they were
    assert store.load().document == second


def test_failed_settings_keep_the_file_and_say_so(tmp_path, failing_disk) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b'{"player_name": "Bo"}')
    message = save_settings(Settings(player_name="Al"), path)
    assert message and failing_disk.strerror in message
    assert files(tmp_path) == {"settings.json": b'{"player_name": "Bo"}'}
    assert load_settings(path)[0].player_name == "Bo"


def test_a_failed_hand_history_write_leaves_nothing_half_written(tmp_path, failing_disk) -> None:
    history = HandHistory(tmp_path)
    with pytest.raises(OSError):
        history.add("abc", 1.7e9, 0, LEVELS, {"format": "okpitch-hand/1"})
    assert files(tmp_path) == {}


@pytest.mark.skipif(
    os.name != "posix" or os.geteuid() == 0, reason="POSIX permissions, which root passes"
)
def test_a_real_read_only_folder_keeps_every_file(tmp_path) -> None:
    store = SaveStore(tmp_path)
    assert store.acquire()
    store.save(a_save(1))
    (tmp_path / "settings.json").write_bytes(encoded({"player_name": "Bo"}))
    before = files(tmp_path)
    tmp_path.chmod(0o555)
    try:
        with pytest.raises(OSError):
            store.save(a_save(2))
        assert save_settings(Settings(), tmp_path / "settings.json") is not None
    finally:
        tmp_path.chmod(0o755)
    assert files(tmp_path) == before


READ_ONLY_CHECK = """
import json, os, subprocess, sys
from pathlib import Path
from okpitch_desktop.app.stats.database import Statistics
from okpitch_desktop.app.settings import Settings, save_settings
home = Path(sys.argv[1])
stats = Statistics(home / "data" / "statistics.sqlite3")
written = stats.write([("DELETE FROM games", ())])
settings = save_settings(Settings(), home / "config" / "settings.json")
env = {**os.environ, "OKPITCH_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
launch = subprocess.run([sys.executable, "-m", "okpitch_desktop", "--report-first-paint"],
                        env=env, capture_output=True, timeout=90)
print(json.dumps({"written": written, "told": stats.messages, "settings": settings,
                  "launcher": launch.returncode, "painted": b"painted" in launch.stdout,
                  "traceback": b"Traceback" in launch.stderr}))
"""


def _can_mount_read_only(folder: Path) -> bool:
    quoted = shlex.quote(str(folder))
    probe = f"mount --bind {quoted} {quoted} && mount -o remount,bind,ro {quoted}"
    try:
        done = subprocess.run(["unshare", "-m", "sh", "-c", probe], capture_output=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


@pytest.mark.skipif(
    os.name != "posix" or os.geteuid() != 0, reason="a read-only mount: POSIX, as root"
)
def test_a_read_only_file_system_keeps_every_file_and_the_game_starts(tmp_path) -> None:
    """As root, permissions do not stop writes, but a read-only mount (EROFS) does."""
    if not _can_mount_read_only(tmp_path):
        pytest.skip("no mount namespace here (unshare -m)")
    store = SaveStore(tmp_path / "data")
    assert store.acquire()
    store.save(a_save(1))
    store.lock.release()
    Statistics(tmp_path / "data" / "statistics.sqlite3").write(
        [
            (
                "INSERT INTO games (id, started_at, players, rules, levels, level)"
                " VALUES ('kept', 1, 4, '{}', '[]', 'easy')",
                (),
            )
        ]  # fmt: skip
    )
    save_settings(Settings(player_name="Bo"), tmp_path / "config" / "settings.json")
    before = files(tmp_path)
    folder, python, check = map(shlex.quote, (str(tmp_path), sys.executable, READ_ONLY_CHECK))
    script = (f"mount --bind {folder} {folder} && mount -o remount,bind,ro {folder}"
              f" && {python} -c {check} {folder}")  # fmt: skip
    done = subprocess.run(["unshare", "-m", "sh", "-c", script], capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    outcome = json.loads(done.stdout.decode().splitlines()[-1])
    assert outcome["written"] is False and "cannot be written" in outcome["told"][-1]
    assert outcome["settings"] and outcome["launcher"] == 0 and outcome["painted"]
    assert not outcome["traceback"]
    assert files(tmp_path) == before

"""Writes follow no planted link (issue 64): a link at a temporary name, at the ``.bak``
or at the final name never makes the game write the link's target, a file of the
player's; the lock file is never a link or a pipe, never created through a link leading
nowhere, and says so in one clear message; a folder of the game's that is a link looping
back to itself is set aside at start, the player told, and the game goes on in a new one."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from helpers.attacks import a_save, encoded
from helpers.fifos import freed_if_stuck
from helpers.launcher import first_paint

from okpitch_desktop.app.controller import GameController
from okpitch_desktop.app.saves import savefile
from okpitch_desktop.app.saves.savefile import write_atomic
from okpitch_desktop.app.saves.savegame import SaveStore
from okpitch_desktop.app.session import GameSession
from okpitch_desktop.app.settings import Settings, load_settings, save_settings
from okpitch_desktop.app.stats.history import HandHistory, game_folder

pytestmark = pytest.mark.skipif(os.name == "nt", reason="links and FIFOs as POSIX has them")

PRECIOUS = b"the player's own file\n"
LEVELS = (None, "easy", "easy", "easy")


def precious(tmp_path: Path) -> Path:
    """A file of the player's, outside the game's folders, that links will point to."""
    path = tmp_path / "elsewhere" / "precious.txt"
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(PRECIOUS)
    return path


def plant(link: Path, target: Path) -> Path:
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(target)
    return link


# ---------------------------------------------------------------------- temporary names
@pytest.mark.parametrize(
    "name", ["autosave.json.tmp", "autosave.json.bak", "autosave.json.bak.tmp"]
)
def test_a_link_beside_the_save_is_never_written_through(tmp_path, name) -> None:
    target = precious(tmp_path)
    store = SaveStore(tmp_path / "data")
    plant(store.folder / name, target)
    assert store.acquire()
    saves = [a_save(seed) for seed in (1, 2, 3)]
    for document in saves:  # the second and third keep the previous copy as .bak
        store.save(document)
    assert target.read_bytes() == PRECIOUS
    assert store.load().document == saves[2]
    assert not store.backup.is_symlink() and store.backup.read_bytes() == encoded(saves[1])


def test_a_link_at_the_settings_temporary_name_is_never_written_through(tmp_path) -> None:
    target = precious(tmp_path)
    path = tmp_path / "config" / "settings.json"
    plant(path.with_name("settings.json.tmp"), target)
    assert save_settings(Settings(player_name="Al"), path) is None
    assert target.read_bytes() == PRECIOUS
    assert load_settings(path)[0].player_name == "Al"


def test_a_link_at_a_hand_history_temporary_name_is_never_written_through(tmp_path) -> None:
    target = precious(tmp_path)
    history = HandHistory(tmp_path / "history")
    final = history.folder / game_folder("abc", 1.7e9) / "hand-000.json"
    plant(final.with_name(final.name + ".tmp"), target)
    path = history.add("abc", 1.7e9, 0, LEVELS, {"format": "okpitch-hand/1"})
    assert path == final and path.is_file() and not path.is_symlink()
    assert target.read_bytes() == PRECIOUS


def test_a_link_at_the_final_name_is_replaced_not_followed(tmp_path) -> None:
    target = precious(tmp_path)
    path = plant(tmp_path / "data" / "autosave.json", target)
    write_atomic(path, b"new", keep_previous=True)
    assert path.read_bytes() == b"new" and not path.is_symlink()
    assert target.read_bytes() == PRECIOUS
    assert not path.with_name("autosave.json.bak").exists()  # a link is no good copy


def test_only_old_leftovers_of_a_killed_write_are_removed(tmp_path) -> None:
    """A write killed before its rename leaves its temporary file; a later write of the
    same file removes it once it is old, never another copy's fresh one, a link or
    another file's."""
    target = precious(tmp_path)
    folder = tmp_path / "data"
    folder.mkdir()
    long_ago = time.time() - 2 * savefile.LEFTOVER_SECONDS

    def left(name: str, when: float = long_ago) -> Path:
        path = folder / name
        path.write_bytes(b"half written")
        os.utime(path, (when, when))
        return path

    left(".autosave.json.0a1b2c3d4e5f.tmp")
    left(".autosave.json.bak.0a1b2c3d4e5f.tmp")  # the .bak's hard link, made just before
    kept = [left(".autosave.json.f5e4d3c2b1a0.tmp", time.time()),  # another copy's, now
            left(".settings.json.0a1b2c3d4e5f.tmp")]  # fmt: skip
    link = plant(folder / ".autosave.json.aaaaaaaaaaaa.tmp", target)
    os.utime(link, (long_ago, long_ago), follow_symlinks=False)
    write_atomic(folder / "autosave.json", b"new")
    assert sorted(folder.iterdir()) == sorted([*kept, link, folder / "autosave.json"])
    assert target.read_bytes() == PRECIOUS


# ---------------------------------------------------------------------- the lock
def lock_of(tmp_path: Path) -> Path:
    return tmp_path / "data" / "autosave.lock"


def test_a_link_at_the_lock_is_refused_and_its_target_kept(tmp_path) -> None:
    target = precious(tmp_path)
    plant(lock_of(tmp_path), target)
    store = SaveStore(tmp_path / "data")
    with pytest.raises(OSError, match="autosave.lock: it is a link"):
        store.acquire()
    assert target.read_bytes() == PRECIOUS and not store.locked


def test_a_link_leading_nowhere_at_the_lock_creates_nothing(tmp_path) -> None:
    nowhere = tmp_path / "elsewhere" / "made-by-the-game"
    plant(lock_of(tmp_path), nowhere)
    with pytest.raises(OSError, match="autosave.lock: it is a link"):
        SaveStore(tmp_path / "data").acquire()
    assert not nowhere.exists() and not nowhere.parent.exists()


def test_a_fifo_at_the_lock_is_refused_without_waiting(tmp_path) -> None:
    fifo = lock_of(tmp_path)
    fifo.parent.mkdir()
    os.mkfifo(fifo)
    store = SaveStore(tmp_path / "data")
    with freed_if_stuck(fifo) as stuck, pytest.raises(OSError, match="not a regular file"):
        store.acquire()
    assert not stuck and not store.locked


def test_the_session_says_once_why_the_game_will_not_be_saved(qapp, tmp_path) -> None:
    target = precious(tmp_path)
    plant(tmp_path / "autosave.lock", target)
    session = GameSession(GameController(use_process=False, pace_ms=0), folder=tmp_path)
    try:
        session.start()  # deals a game (and tries to save it), telling what went wrong
        told = "\n".join(session.messages)
        assert told.count("autosave.lock") == 1, told
        assert "(autosave.lock: it is a link to another place, not a file)" in told
        assert "will not be offered for resume" in told
    finally:
        session.shutdown()
    assert target.read_bytes() == PRECIOUS


# ---------------------------------------------------------------------- looping folders
@pytest.mark.parametrize("folder", ["data", "config"])
def test_a_looping_folder_is_set_aside_and_the_game_starts(tmp_path, folder) -> None:
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_bytes(b'{"tour_seen": true}')
    looping = home / folder
    if folder == "config":
        (home / "config" / "settings.json").unlink()
        looping.rmdir()
    looping.symlink_to(looping)
    first_paint(home)
    (kept,) = home.glob(f"{folder}.loop-*")
    assert kept.is_symlink() and os.readlink(kept) == str(looping)
    assert looping.is_dir() and not looping.is_symlink()
    log = (home / "log" / "okpitch.log").read_text(encoding="utf-8")
    assert f"set aside as {kept.name}" in log
    if folder == "data":
        assert (looping / "statistics.sqlite3").is_file()  # the session's records kept
    else:
        assert (looping / "settings.json").is_file()  # the window's place saved at exit

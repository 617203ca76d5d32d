"""Files that survive a crash or a killed process, and a lock between running copies.

A save is written to a temporary file, flushed and fsynced, and only then renamed over the
old one (a rename is atomic), so the save on disk is always a whole file: the old one or the
new one. The previous good copy is kept as ``NAME.bak`` through a hard link, so that the
main file never goes missing either; where links are not possible (FAT, some network
drives) it is renamed instead, and a kill between the two renames leaves the ``.bak``.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import IO

BACKUP_SUFFIX = ".bak"
TEMP_SUFFIX = ".tmp"


def backup_path(path: Path) -> Path:
    """Where the previous good copy of ``path`` is kept."""
    return path.with_name(path.name + BACKUP_SUFFIX)


def write_atomic(path: Path, data: bytes, keep_previous: bool = True) -> None:
    """Replace ``path`` by ``data`` all at once; with ``keep_previous`` the file being
    replaced becomes the ``.bak`` (only pass it when that file is known to be good)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(path.name + TEMP_SUFFIX)
    try:
        with open(temp, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
    except OSError:  # a full disk: no half-written file is left behind either
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    if keep_previous and path.exists():
        _keep_as_backup(path)
    os.replace(temp, path)
    fsync_folder(path.parent)


def _keep_as_backup(path: Path) -> None:
    backup = backup_path(path)
    link = backup.with_name(backup.name + TEMP_SUFFIX)
    try:
        with contextlib.suppress(FileNotFoundError):
            link.unlink()
        os.link(path, link)
        os.replace(link, backup)  # the main file stays in place all along
    except OSError:
        os.replace(path, backup)


def fsync_folder(folder: Path) -> None:
    """Make renames in ``folder`` durable (POSIX; Windows has no folder handles for it)."""
    if os.name == "nt":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


class FileLock:
    """An exclusive lock held for as long as the program runs.

    It is an operating-system lock (``flock`` or ``msvcrt.locking``) on an open file, so
    it is released when the process ends, however it ends: a killed copy never leaves a
    stale lock behind, and no process id has to be trusted.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: IO[bytes] | None = None

    @property
    def held(self) -> bool:
        """Whether this object holds the lock."""
        return self._file is not None

    def acquire(self) -> bool:
        """Take the lock without waiting; False if another copy holds it. OSError if the
        lock file cannot be made (an unwritable folder)."""
        if self._file is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        file = open(self.path, "a+b")  # noqa: SIM115 - kept open while the lock is held
        try:
            _lock(file)
        except OSError:
            file.close()
            return False
        with contextlib.suppress(OSError):  # who holds it, for a person reading the file
            file.seek(0)
            file.truncate()
            file.write(f"{os.getpid()}\n".encode())
            file.flush()
        self._file = file
        return True

    def release(self) -> None:
        """Give the lock up (also done by the system when the process ends)."""
        if self._file is not None:
            with contextlib.suppress(OSError):
                _unlock(self._file)
            self._file.close()
            self._file = None


if os.name == "nt":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(file: IO[bytes]) -> None:
        file.seek(0)
        msvcrt.locking(file.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock(file: IO[bytes]) -> None:
        file.seek(0)
        msvcrt.locking(file.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(file: IO[bytes]) -> None:
        fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(file: IO[bytes]) -> None:
        fcntl.flock(file.fileno(), fcntl.LOCK_UN)

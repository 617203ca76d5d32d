"""Files that survive a crash or a killed process, and a lock between running copies.

Every file the game writes goes through ``write_atomic``: the data is written to a new
file with a random name in the same folder, created exclusively (never a name that
already exists, never through a link), flushed and fsynced, and only then renamed over
the old one (a rename is atomic and replaces a link at that name without following it),
so the file on disk is always a whole file: the old one or the new one. The previous
good copy is kept as ``NAME.bak`` through a hard link, so that the main file never goes
missing either; where links are not possible (FAT, some network drives) it is renamed
instead, and a kill between the two renames leaves the ``.bak``.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import time
from pathlib import Path

from .safe_read import FileProblem, regular_or_missing

BACKUP_SUFFIX = ".bak"
TEMP_SUFFIX = ".tmp"
LEFTOVER_SECONDS = 3600  # a temporary file this old was left by a killed process
NEW_FILE = (
    os.O_WRONLY
    | os.O_CREAT
    | os.O_EXCL  # a random name nobody made first, not even as a link
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_BINARY", 0)
    | getattr(os, "O_CLOEXEC", 0)
)
LOCK_FILE = (
    os.O_RDWR
    | os.O_CREAT
    | getattr(os, "O_NOFOLLOW", 0)  # a link at the lock's name is refused, not followed
    | getattr(os, "O_NONBLOCK", 0)  # a pipe at its name is refused, not waited on
    | getattr(os, "O_BINARY", 0)
    | getattr(os, "O_CLOEXEC", 0)
)


class NotAFile(OSError):
    """A link, pipe, device or folder where the game keeps one of its own files: it is
    never opened or written through. ``strerror`` says so in a player's words."""


def backup_path(path: Path) -> Path:
    """Where the previous good copy of ``path`` is kept."""
    return path.with_name(path.name + BACKUP_SUFFIX)


def make_folder(folder: Path) -> None:
    """Create ``folder`` and its parents if missing; NotAFile when something else has
    its name (a file, or a link that loops or leads nowhere)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        reason = "it is not a folder (a file, or a link that loops or leads nowhere)"
        raise NotAFile(errno.ENOTDIR, f"{folder.name}: {reason}") from None


def write_atomic(path: Path, data: bytes, keep_previous: bool = True) -> None:
    """Replace ``path`` by ``data`` all at once; with ``keep_previous`` the file being
    replaced becomes the ``.bak`` (only pass it when that file is known to be good).

    OSError when it cannot be written (a full disk, a read-only folder); nothing
    half-written is left behind then, and the file at ``path`` is as it was.
    """
    make_folder(path.parent)
    temp = _write_new_file(path, data)
    try:
        if keep_previous and _is_regular(path):
            _keep_as_backup(path)
        os.replace(temp, path)
    except OSError:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    fsync_folder(path.parent)
    _remove_leftovers(path)


def _remove_leftovers(path: Path) -> None:
    """Remove the temporary files of ``path`` that a killed process left behind: regular
    files (never a link) under its temporary names, untouched for LEFTOVER_SECONDS (so
    that another running copy's file, a few milliseconds old, is never one of them)."""
    prefix, old = f".{path.name}.", time.time() - LEFTOVER_SECONDS
    with contextlib.suppress(OSError), os.scandir(path.parent) as entries:
        for entry in entries:
            if entry.name.startswith(prefix) and entry.name.endswith(TEMP_SUFFIX):
                status = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(status.st_mode) and status.st_mtime < old:
                    os.unlink(entry.path)


def _write_new_file(path: Path, data: bytes) -> Path:
    """``data`` in a new, fsynced file with a random name beside ``path``."""
    for _ in range(100):
        temp = path.with_name(f".{path.name}.{_random_part()}{TEMP_SUFFIX}")
        try:
            descriptor = os.open(temp, NEW_FILE, 0o644)
        except FileExistsError:
            continue
        break
    else:
        raise OSError(errno.EEXIST, "no free name for a temporary file", str(path.parent))
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(descriptor, view) :]
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
    except OSError:  # a full disk: no half-written file is left behind either
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    return temp


def _random_part() -> str:
    return os.urandom(6).hex()  # (secrets would be one more import at start-up)


def _is_regular(path: Path) -> bool:
    """Whether a regular file (not a link, a pipe or a device) is at ``path``."""
    try:
        return regular_or_missing(path)
    except FileProblem:
        return False


def _keep_as_backup(path: Path) -> None:
    """Make the regular file at ``path`` the ``.bak``: a hard link under a new random
    name (a link cannot be made over an existing name), renamed over the ``.bak``."""
    backup = backup_path(path)
    link = backup.with_name(f".{backup.name}.{_random_part()}{TEMP_SUFFIX}")
    try:
        os.link(path, link)  # (path was just seen to be a regular file, not a link)
    except OSError:
        os.replace(path, backup)
        return
    try:
        os.replace(link, backup)  # the main file stays in place all along
    except OSError:
        with contextlib.suppress(OSError):
            link.unlink()
        raise


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
    stale lock behind, and no process id has to be trusted. The lock file is only ever a
    regular file in its folder: a link (also one pointing nowhere) or a pipe at its name
    is refused with a NotAFile, never followed, written or waited on.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._descriptor: int | None = None

    @property
    def held(self) -> bool:
        """Whether this object holds the lock."""
        return self._descriptor is not None

    def acquire(self) -> bool:
        """Take the lock without waiting; False if another copy holds it. OSError if the
        lock file cannot be made (an unwritable folder; NotAFile for a link or a pipe)."""
        if self._descriptor is not None:
            return True
        make_folder(self.path.parent)
        descriptor = self._open()
        try:
            _lock(descriptor)
        except OSError:
            os.close(descriptor)
            return False
        with contextlib.suppress(OSError):  # who holds it, for a person reading the file
            os.ftruncate(descriptor, 0)
            os.write(descriptor, f"{os.getpid()}\n".encode())
        self._descriptor = descriptor
        return True

    def _open(self) -> int:
        """The lock file, opened without following a link and checked to be a file."""
        try:
            regular_or_missing(self.path)  # a clear reason before opening anything
            descriptor = os.open(self.path, LOCK_FILE, 0o644)
        except FileProblem as problem:
            raise NotAFile(errno.EEXIST, f"{self.path.name}: {problem}") from None
        except OSError as error:
            if error.errno == errno.ELOOP:  # a link made since the look (O_NOFOLLOW)
                raise NotAFile(error.errno, f"{self.path.name}: it is a link") from None
            raise
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):  # changed since the look
            os.close(descriptor)
            raise NotAFile(errno.EEXIST, f"{self.path.name}: it is not a regular file")
        return descriptor

    def release(self) -> None:
        """Give the lock up (also done by the system when the process ends)."""
        descriptor, self._descriptor = self._descriptor, None
        if descriptor is not None:
            with contextlib.suppress(OSError):
                _unlock(descriptor)
            with contextlib.suppress(OSError):
                os.close(descriptor)


if os.name == "nt":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(descriptor: int) -> None:
        os.lseek(descriptor, 0, os.SEEK_SET)
        msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)

    def _unlock(descriptor: int) -> None:
        os.lseek(descriptor, 0, os.SEEK_SET)
        msvcrt.locking(descriptor, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(descriptor: int) -> None:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(descriptor: int) -> None:
        fcntl.flock(descriptor, fcntl.LOCK_UN)

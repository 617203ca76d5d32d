"""The game's log file, under the platform's log folder: problems a player never has to
see (a computer player that failed and was replaced) but a bug report can include.

The log never stops or hangs the game: a name that is not a regular file (a pipe, a link)
is not opened, and when the file cannot be opened or written (a full disk, a read-only
folder) the log goes to standard error instead, said there once, never with a
``--- Logging error ---`` at every line.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

from .paths import log_dir

LOGGER_NAME = "okpitch"
LOG_NAME = "okpitch.log"
FORMAT = "%(asctime)s %(levelname)s %(message)s"
OPEN_FLAGS = (
    os.O_WRONLY
    | os.O_APPEND
    | os.O_CREAT
    | getattr(os, "O_NOFOLLOW", 0)  # a link at the log's name is refused, not followed
    | getattr(os, "O_NONBLOCK", 0)  # a pipe at its name is refused, not waited on
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)  # (Windows: the text layer turns newlines, not the system)
)
_handler: logging.Handler | None = None
_folder: Path | None = None


def logger() -> logging.Logger:
    """The game's logger, writing to ``okpitch.log`` (set up on first use, and again when
    the log folder moved: OKPITCH_HOME set to another folder by a test or the self-test)."""
    global _handler, _folder
    log = logging.getLogger(LOGGER_NAME)
    folder = log_dir()
    if _handler is None or folder != _folder:
        if _handler is not None:
            log.removeHandler(_handler)
            with contextlib.suppress(OSError):  # a full disk's last buffered line
                _handler.close()
        _folder = folder
        log.addHandler(_file_handler(folder / LOG_NAME))
        log.setLevel(logging.INFO)
    return log


def _file_handler(path: Path) -> logging.Handler:
    """The handler of the log file, else standard error's (and one line saying why)."""
    from .saves.safe_read import FileProblem, regular_or_missing  # (they log: not above)
    from .saves.savefile import make_folder

    try:
        make_folder(path.parent)
        regular_or_missing(path)
        handler: logging.Handler = _LogFile(path)
    except (OSError, FileProblem) as error:
        handler = _to_stderr(path, error)
    else:
        handler.setFormatter(logging.Formatter(FORMAT))
    return _install(handler)


def _install(handler: logging.Handler) -> logging.Handler:
    global _handler
    _handler = handler
    return handler


def _to_stderr(path: Path, error: object) -> logging.Handler:
    """Standard error's handler, after one line saying why the log file is not used."""
    reason = getattr(error, "strerror", None) or error
    with contextlib.suppress(OSError, ValueError):  # no standard error at all (pythonw)
        print(f"okpitch: the log file {path} cannot be used ({reason});"
              " the log goes to standard error instead", file=sys.stderr)  # fmt: skip
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.handleError = lambda _record: None  # type: ignore[method-assign]
    return handler


class _LogFile(RotatingFileHandler):
    """``okpitch.log``, rotated at 1 MB; opened only as a regular file of its own, and
    given up for standard error the first time a line cannot be written."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, maxBytes=1_000_000, backupCount=2, encoding="utf-8")

    def _open(self):  # noqa: ANN202 - logging's own signature
        descriptor = os.open(self.baseFilename, OPEN_FLAGS, 0o644)
        try:
            if not stat.S_ISREG(os.fstat(descriptor).st_mode):
                raise OSError(f"{LOG_NAME} is not a regular file")
            if os.name != "nt":
                os.set_blocking(descriptor, True)  # opened non-blocking only to look
        except OSError:
            os.close(descriptor)
            raise
        return open(descriptor, "a", encoding=self.encoding, errors=self.errors)  # noqa: SIM115

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802
        """A line could not be written: the log goes to standard error from now on."""
        error = sys.exc_info()[1]
        log = logging.getLogger(LOGGER_NAME)
        log.removeHandler(self)
        with contextlib.suppress(OSError, ValueError):
            self.close()
        replacement = _install(_to_stderr(Path(self.baseFilename), error))
        log.addHandler(replacement)
        with contextlib.suppress(Exception):
            replacement.handle(record)

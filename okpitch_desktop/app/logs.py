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
import sys
from pathlib import Path

from .paths import log_dir

LOGGER_NAME = "okpitch"
LOG_NAME = "okpitch.log"
FORMAT = "%(asctime)s %(levelname)s %(message)s"
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
    from .log_file import LogFile  # here: most runs never log

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = LogFile(path, _give_up)
    except OSError as error:
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


def _give_up(failed: logging.FileHandler, error: object, record: logging.LogRecord) -> None:
    """A line could not be written to the log file: the log goes to standard error from
    now on, this line first."""
    log = logging.getLogger(LOGGER_NAME)
    log.removeHandler(failed)
    with contextlib.suppress(OSError, ValueError):  # its last buffered line, on a full disk
        failed.close()
    replacement = _install(_to_stderr(Path(failed.baseFilename), error))
    log.addHandler(replacement)
    with contextlib.suppress(Exception):
        replacement.handle(record)

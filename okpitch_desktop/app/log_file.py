"""``okpitch.log`` itself (imported when the first line is logged: most runs never log)."""

from __future__ import annotations

import errno
import os
import stat
import sys
from collections.abc import Callable
from logging import LogRecord
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import TextIO

OPEN_FLAGS = (
    os.O_WRONLY
    | os.O_APPEND
    | os.O_CREAT
    | getattr(os, "O_NOFOLLOW", 0)  # a link at the log's name is refused, not followed
    | getattr(os, "O_NONBLOCK", 0)  # a pipe at its name is refused, not waited on
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)  # (Windows: the text layer turns newlines, not the system)
)

REFUSED = {  # what an open with OPEN_FLAGS refused, in a person's words
    errno.ELOOP: "is a link to another place, not a file",  # (O_NOFOLLOW)
    errno.ENXIO: "is a pipe, not a regular file",  # one nobody reads (O_NONBLOCK)
}


class LogFile(RotatingFileHandler):
    """The log file, rotated at 1 MB and opened only as a regular file of its own; the
    first line that cannot be written is handed to ``failed`` (with the error), which
    gives the file up, instead of logging's ``--- Logging error ---``."""

    def __init__(
        self, path: Path, failed: Callable[[LogFile, BaseException | None, LogRecord], None]
    ) -> None:
        self.failed = failed
        super().__init__(path, maxBytes=1_000_000, backupCount=2, encoding="utf-8")

    def _open(self) -> TextIO:
        name = Path(self.baseFilename).name
        try:
            descriptor = os.open(self.baseFilename, OPEN_FLAGS, 0o644)
        except OSError as error:
            if error.errno in REFUSED:
                raise OSError(error.errno, f"{name} {REFUSED[error.errno]}") from None
            raise
        try:
            if not stat.S_ISREG(os.fstat(descriptor).st_mode):
                raise OSError(errno.EINVAL, f"{name} is not a regular file")
            if os.name != "nt":
                os.set_blocking(descriptor, True)  # opened non-blocking only to look
        except OSError:
            os.close(descriptor)
            raise
        return open(descriptor, "a", encoding=self.encoding, errors=self.errors)  # noqa: SIM115

    def handleError(self, record: LogRecord) -> None:  # noqa: N802 - logging's name
        """A line could not be written (a full disk): ``failed`` decides what follows."""
        self.failed(self, sys.exc_info()[1], record)

"""The game's log file, under the platform's log folder: problems a player never has to
see (a computer player that failed and was replaced) but a bug report can include."""

from __future__ import annotations

import logging
from pathlib import Path

from .paths import log_dir

LOGGER_NAME = "okpitch"
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
            _handler.close()
        _folder = folder
        from logging.handlers import RotatingFileHandler  # here: most runs never log

        try:
            folder.mkdir(parents=True, exist_ok=True)
            handler: logging.Handler = RotatingFileHandler(
                folder / "okpitch.log", maxBytes=1_000_000, backupCount=2, encoding="utf-8"
            )
        except OSError:
            handler = logging.StreamHandler()  # an unwritable log folder must not stop play
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
        _handler = handler
    return log

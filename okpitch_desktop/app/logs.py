"""The game's log file, under the platform's log folder: problems a player never has to
see (a computer player that failed and was replaced) but a bug report can include."""

from __future__ import annotations

import logging

from .paths import log_dir

LOGGER_NAME = "okpitch"
_configured = False


def logger() -> logging.Logger:
    """The game's logger, writing to ``okpitch.log`` (set up on first use)."""
    global _configured
    log = logging.getLogger(LOGGER_NAME)
    if not _configured:
        from logging.handlers import RotatingFileHandler  # here: most runs never log

        _configured = True
        try:
            folder = log_dir()
            folder.mkdir(parents=True, exist_ok=True)
            handler: logging.Handler = RotatingFileHandler(
                folder / "okpitch.log", maxBytes=1_000_000, backupCount=2, encoding="utf-8"
            )
        except OSError:
            handler = logging.StreamHandler()  # an unwritable log folder must not stop play
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
    return log

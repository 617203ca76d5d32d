"""Where the game keeps its files (platformdirs): nothing in the home folder's root and
nothing next to the program. ``OKPITCH_HOME`` puts everything under one folder instead
(tests and the self-test use it so they never touch a player's files)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "okpitch"
HOME_OVERRIDE = "OKPITCH_HOME"


def _dir(kind: str) -> Path:
    override = os.environ.get(HOME_OVERRIDE)
    if override:
        path = Path(override) / kind
    else:
        path = Path(getattr(platformdirs, f"user_{kind}_dir")(APP_NAME, appauthor=False))
    return path


def data_dir() -> Path:
    """Saves, statistics and hand history."""
    return _dir("data")


def config_dir() -> Path:
    """Settings."""
    return _dir("config")


def log_dir() -> Path:
    """Log files (for instance a computer player's error)."""
    return _dir("log")

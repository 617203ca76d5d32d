"""A player's environment with nothing of this machine's: for tests that start the game as a
separate program (the bundle, the installed wheel)."""

from __future__ import annotations

import os
from pathlib import Path


def player_env(home: Path) -> dict[str, str]:
    """Offscreen, with everything the game may write (saves, settings, caches) under ``home``."""
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_STATE_HOME=str(home / "state"),
        XDG_CACHE_HOME=str(home / "cache"),
    )

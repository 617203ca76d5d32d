"""The computer levels by name, for the command line, the controller and the settings."""

from __future__ import annotations

from collections.abc import Callable

from .player import Player
from .random_player import RandomPlayer

LEVELS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer,
}


def make_player(level: str) -> Player:
    """A player of the named level; raises ValueError naming the known levels."""
    try:
        return LEVELS[level]()
    except KeyError:
        known = ", ".join(LEVELS)
        raise ValueError(f"unknown level {level!r} (known: {known})") from None

"""Computer players (pure Python, no Qt): each chooses from a seat's observation only."""

from .players.levels import LEVELS, make_player
from .players.player import Player

__all__ = ["LEVELS", "Player", "make_player"]

"""The computer levels by name, for the command line, the controller and the settings."""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine import Action, Observation
from .heuristic_player import HeuristicPlayer
from .omniscient import OmniscientPlayer
from .player import Player
from .random_player import RandomPlayer
from .search_player import SearchBudget, SearchPlayer

BUDGETS = {
    "normal": SearchBudget(play_samples=8, contract_samples=0, solve_last_tricks=0, seconds=0.5),
    "hard": SearchBudget(play_samples=40, contract_samples=24, solve_last_tricks=2, seconds=2.0),
    "expert": SearchBudget(play_samples=120, contract_samples=64, solve_last_tricks=2, seconds=6.0),
}

PLAYING_LEVELS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer,
    "easy": HeuristicPlayer,
    "normal": lambda: SearchPlayer(BUDGETS["normal"]),
    "hard": lambda: SearchPlayer(BUDGETS["hard"]),
    "expert": lambda: SearchPlayer(BUDGETS["expert"]),
}
# For measurement only (``match``): sees every card, so it is never offered at the table.
LEVELS: dict[str, Callable[[], Player]] = {
    **PLAYING_LEVELS,
    "omniscient": lambda: OmniscientPlayer(BUDGETS["hard"]),
}


def make_player(level: str) -> Player:
    """A player of the named level; raises ValueError naming the known levels."""
    try:
        return LEVELS[level]()
    except KeyError:
        known = ", ".join(LEVELS)
        raise ValueError(f"unknown level {level!r} (known: {known})") from None


def decide(level: str, observation: Observation, seed: int) -> Action:
    """The level's action for ``observation`` with a generator seeded by ``seed``.

    A plain top-level function of picklable arguments, so a worker process can run it.
    """
    return make_player(level).choose(observation, random.Random(seed))


SEARCHING_LEVELS = frozenset({"normal", "hard", "expert"})  # these run in the search process
DEFAULT_LEVEL = "hard"  # of the computer seats, until the settings name another
HINT_LEVEL = "hard"  # whose move a hint suggests

"""The computer levels by name, for the command line, the controller and the settings.

A level's player is imported when one is made, not with this module: the settings and the
saved game check level names before the window's first paint, and the search's modules take
tens of milliseconds to import (the search itself runs in the worker process).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine import Action, Observation
from .budget import SearchBudget
from .player import Player

BUDGETS = {
    "normal": SearchBudget(play_samples=8, contract_samples=0, solve_last_tricks=0, seconds=0.5),
    "hard": SearchBudget(play_samples=40, contract_samples=24, solve_last_tricks=2, seconds=2.0),
    "expert": SearchBudget(play_samples=120, contract_samples=64, solve_last_tricks=2, seconds=6.0),
}


def _random_player() -> Player:
    from .random_player import RandomPlayer

    return RandomPlayer()


def _heuristic_player() -> Player:
    from .heuristic_player import HeuristicPlayer

    return HeuristicPlayer()


def _search_player(level: str, omniscient: bool = False) -> Player:
    from .search_player import SearchPlayer

    budget = BUDGETS[level]
    if omniscient:
        from .omniscient import OmniscientPlayer

        return OmniscientPlayer(budget)
    return SearchPlayer(budget)


PLAYING_LEVELS: dict[str, Callable[[], Player]] = {
    "random": _random_player,
    "easy": _heuristic_player,
    "normal": lambda: _search_player("normal"),
    "hard": lambda: _search_player("hard"),
    "expert": lambda: _search_player("expert"),
}
# For measurement only (``match``): sees every card, so it is never offered at the table.
LEVELS: dict[str, Callable[[], Player]] = {
    **PLAYING_LEVELS,
    "omniscient": lambda: _search_player("hard", omniscient=True),
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

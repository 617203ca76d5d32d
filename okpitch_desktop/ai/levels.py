"""The computer levels by name, for the command line, the controller and the settings."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from ..engine import Action, Observation
from .heuristic_player import HeuristicPlayer
from .omniscient import OmniscientPlayer
from .player import Player
from .random_player import RandomPlayer
from .search_player import SearchBudget, SearchPlayer
from .sparring import SparringPlayer

BUDGETS = {
    "normal": SearchBudget(play_samples=8, contract_samples=0, solve_last_tricks=0, seconds=0.5),
    "hard": SearchBudget(
        play_samples=120,
        contract_samples=48,
        solve_last_tricks=3,
        seconds=2.0,
        min_play_samples=32,
        solve_work=80,
        infer=True,
        score_aware=True,
    ),
    "expert": SearchBudget(
        play_samples=300,
        contract_samples=96,
        solve_last_tricks=3,
        seconds=6.0,
        min_play_samples=96,
        solve_work=300,
        infer=True,
        score_aware=True,
    ),
}
# ``hard`` as it was before issue 15, kept to measure the new one against.
HARD_V1 = SearchBudget(play_samples=40, contract_samples=24, solve_last_tricks=2, seconds=2.0)

PLAYING_LEVELS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer,
    "easy": HeuristicPlayer,
    "normal": lambda: SearchPlayer(BUDGETS["normal"]),
    "hard": lambda: SearchPlayer(BUDGETS["hard"]),
    "expert": lambda: SearchPlayer(BUDGETS["expert"]),
}
# The levels that search (the app runs them in a separate process).
SEARCHING_LEVELS = frozenset({"normal", "hard", "expert"})
# For measurement only (``okpitch-cli match``), never offered at the table: why.
MATCH_ONLY_LEVELS = {
    "omniscient": "sees every card",
    "sparring": "is a yardstick for the computer levels",
    "hard_v1": "is the previous hard, kept for comparison",
    "hard_points": "is hard playing for points, not the game, kept for comparison",
}
LEVELS: dict[str, Callable[[], Player]] = {
    **PLAYING_LEVELS,
    "omniscient": lambda: OmniscientPlayer(BUDGETS["hard"]),
    "sparring": SparringPlayer,
    "hard_v1": lambda: SearchPlayer(HARD_V1),
    "hard_points": lambda: SearchPlayer(replace(BUDGETS["hard"], score_aware=False)),
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

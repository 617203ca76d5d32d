"""The computer levels by name, for the command line, the controller and the settings.

A level's player is imported when one is made, not with this module: the settings and the
saved game check level names before the window's first paint, and the search's modules take
tens of milliseconds to import (the search itself runs in the worker process).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import NamedTuple

from ...engine import Action, Observation
from ..search.budget import SearchBudget
from .player import Player

BUDGETS = {
    "normal": SearchBudget(play_samples=8, contract_samples=0, seconds=0.5),
    "hard": SearchBudget(
        play_samples=120,
        contract_samples=192,
        seconds=2.0,
        sampler="kept",
        min_play_samples=32,
        unclear_lead=1.5,
        mismatch_weight=0.5,
        score_aware=True,
        contract_discount=0.25,
        six_player_samples=96,
    ),
}
# ``expert`` is ``hard`` with three times its samples in play.
BUDGETS["expert"] = replace(
    BUDGETS["hard"], play_samples=360, min_play_samples=96, six_player_samples=288
)


def _random_player() -> Player:
    from .random_player import RandomPlayer

    return RandomPlayer()


def _heuristic_player() -> Player:
    from .heuristic_player import HeuristicPlayer

    return HeuristicPlayer()


def _search_player(budget: SearchBudget) -> Player:
    from .search_player import SearchPlayer

    return SearchPlayer(budget)


LEVELS: dict[str, Callable[[], Player]] = {
    "random": _random_player,
    "easy": _heuristic_player,
    "normal": lambda: _search_player(BUDGETS["normal"]),
    "hard": lambda: _search_player(BUDGETS["hard"]),
    "expert": lambda: _search_player(BUDGETS["expert"]),
}
# The levels that search (the app runs them in a separate process).
SEARCHING_LEVELS = frozenset({"normal", "hard", "expert"})


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


def decision_seed(game_seed: int, hand_number: int, actions: int) -> int:
    """The seed of the decision taken after ``actions`` actions of hand ``hand_number``:
    one per game, hand and action, so undo, a resumed game and a replay's comparison in
    the background (ai/matches/duplicate.py) give the same moves in the same positions."""
    key = f"okpitch/{game_seed}/decision/{hand_number}/{actions}"
    return random.Random(key).getrandbits(31)


DEFAULT_LEVEL = "hard"  # of the computer seats, until the settings name another
HINT_LEVEL = "hard"  # whose move a hint suggests


class Strength(NamedTuple):
    """A level's measured points per deal more than ``easy`` (duplicate deals, 4 players),
    with the 95% interval, as ``okpitch-cli match --a LEVEL --b easy`` prints them."""

    points: float
    low: float
    high: float
    deals: int
    seed: int  # of the match, so that the figure can be measured again

    def command(self, level: str) -> str:
        """The command that measures the figure again."""
        return f"okpitch-cli match --a {level} --b easy --deals {self.deals} --seed {self.seed}"


# Shown in the settings dialog's tooltip and in docs/levels.md's table (measured with the level
# as it plays now; the test keeps the two the same).
MEASURED_STRENGTH: dict[str, Strength] = {
    "random": Strength(-5.74, -6.06, -5.42, 200, 8),
    "normal": Strength(0.54, 0.34, 0.74, 200, 8),
    "hard": Strength(2.82, 2.69, 2.96, 1000, 501),
    "expert": Strength(2.89, 2.76, 3.02, 1000, 501),
}

"""Range checks for values read back from the statistics database and the game's files
(issue 64): a time, a count, a score or a number of players that passes these can be
shown, formatted and drawn without an OverflowError, a KeyError or a ValueError. A value
that fails makes its row skipped (and counted) by the reader, never shown."""

from __future__ import annotations

import math

from ...engine import RuleError, RuleSet
from ...engine.checks import is_whole

MAX_TIME = 1e11  # seconds since 1970: past the year 5000, far short of what breaks dates
MAX_COUNT = 2**31 - 1  # hands, answers, misses: what a table's cell or a chart's axis holds
MAX_SCORE = 10**7  # a team's score or a hand's points: far past any game, within Qt's ints
MAX_COST = 1e6  # points a decision can cost by a review's measure, with a wide margin


def is_time(value: object) -> bool:
    """Seconds since 1970 from 0 to MAX_TIME (no NaN, no 1e300, no bool)."""
    return _real(value) and 0 <= value <= MAX_TIME


def is_count(value: object, high: int = MAX_COUNT) -> bool:
    """A whole number from 0 to ``high``."""
    return is_whole(value) and 0 <= value <= high


def is_score(value: object) -> bool:
    """A whole number of points a game can reach, either way from 0."""
    return is_whole(value) and -MAX_SCORE <= value <= MAX_SCORE


def is_cost(value: object) -> bool:
    """What a decision cost: a finite number from 0 to MAX_COST."""
    return _real(value) and 0 <= value <= MAX_COST


def is_player_count(value: object) -> bool:
    """A number of players the rules allow (4 or 6), as the engine's rules say."""
    if not is_whole(value):
        return False
    try:
        RuleSet(players=value)
    except RuleError:
        return False
    return True


def _real(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)

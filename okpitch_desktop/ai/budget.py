"""How hard a searching level thinks: a small value of its own, so that the level names and
their budgets (levels.py) can be read without importing the search itself."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SearchBudget:
    """How hard a level thinks. The sample counts fix the work, so a decision depends only
    on the observation and the seed; ``seconds`` is a safety net several times the usual
    time, reached only on a machine far slower than intended."""

    play_samples: int
    contract_samples: int  # 0: bid and choose trump by counting, as the easy level
    solve_last_tricks: int  # 4 players: solve exactly once this many tricks remain
    seconds: float

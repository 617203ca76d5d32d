"""The coach's check (issue 53): before the person's move, every candidate of the decision
valued by the review's measure from what the seat sees, so that a move costing at least
the threshold can be held and said before it is made.

The check is started when the person's turn begins and runs while they think; it answers
``cost_of(action)`` for any candidate it valued (a bid, a trump, a card; for an exchange or
a discard, the sets the review values), None for a set it did not value.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...engine import Action, Observation
from ...engine.actions import same_action
from .hand_review import DIGITS, ValuedAction, ranked_candidates, valued_candidates


@dataclass(frozen=True, slots=True)
class CoachCheck:
    """The valued candidates of one decision, best first."""

    observation: Observation
    values: tuple[ValuedAction, ...]

    @property
    def best(self) -> ValuedAction:
        return self.values[0]

    def cost_of(self, action: Action) -> float | None:
        """Points ``action`` gives away against the best candidate; None if not valued."""
        for valued in self.values:
            if same_action(valued.action, action):
                return round(max(self.best.value - valued.value, 0.0), DIGITS)
        return None


def check_decision(
    observation: Observation,
    seed: int = 0,
    level: str = "hard",
    should_stop: Callable[[], bool] | None = None,
    include: Action | None = None,
) -> CoachCheck:
    """Value the decision ``observation`` asks of its seat, ``include`` among the candidates
    if given (an exchange or discard set the review would not value otherwise);
    ReviewCancelled when ``should_stop()`` turns true between sampled deals."""
    key = f"okpitch/coach/{seed}"
    valued = valued_candidates(observation, include, level, key, should_stop)
    return CoachCheck(observation, tuple(ranked_candidates(observation, valued)))

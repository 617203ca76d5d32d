"""A hint for the seat to act: the best move by the one measure (ai.review.coach's check,
the measure the coach, the drills and the review use: docs/levels.md), with its reasons
(ai.review.explain) as codes with parameters for the table to word."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine import Action, Observation
from .explain import explain
from .reason import Reason

if TYPE_CHECKING:
    from .coach import CoachCheck


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested action and why."""

    action: Action
    reasons: tuple[Reason, ...]

    @property
    def codes(self) -> tuple[str, ...]:
        """The reasons' codes, in order."""
        return tuple(reason.code for reason in self.reasons)


def hint(
    observation: Observation,
    seed: int = 0,
    level: str = "hard",
    should_stop: Callable[[], bool] | None = None,
) -> Hint:
    """The measure's best move for the seat to act (``level``'s review budget, the deals
    drawn from ``seed`` as the coach draws them), with its reasons."""
    from .coach import check_decision  # the search: only where hints are worked out

    return hint_from(check_decision(observation, seed, level, should_stop))


def hint_from(check: CoachCheck, action: Action | None = None) -> Hint:
    """``action`` (the check's best if None) explained with the check's values."""
    chosen = check.best.action if action is None else action
    return Hint(chosen, explain(check.observation, chosen, check.values))

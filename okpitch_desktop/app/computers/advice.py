"""Advice as the table receives it: a move with its reasons, each a code with parameters
for the table to word in the player's language. The reasons come from the one explanation
(ai.review.explain), the same for the hint, the coach, the drills, the lesson and the
review; with the measure's valued moves (a coach's check) they say what the move is worth."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine import Action, Observation

if TYPE_CHECKING:
    from ...ai.review.coach import CoachCheck
    from ...ai.review.hand_review import ValuedAction
    from ...ai.review.reason import Reason


@dataclass(frozen=True, slots=True)
class Advice:
    """A move and why: ``reasons`` are ai.review.reason.Reason clauses, most telling first
    (codes such as takes, partner_holds, makes_bid, keeps_trumps, costs, best_by)."""

    action: Action
    reasons: tuple[Reason, ...] = ()


def advise(
    observation: Observation,
    action: Action,
    values: Sequence[ValuedAction] = (),
    against: Action | None = None,
) -> Advice:
    """``action`` for the seat to act, with its reasons: from the position, and from
    ``values`` (the measure's valued moves, best first) when given; ``against``, another
    exchange or discard, adds the cards in which they differ."""
    from ...ai.review.explain import explain  # the AI's modules wait for the first advice

    return Advice(action, explain(observation, action, values, against))


def advise_from(
    check: CoachCheck, action: Action | None = None, against: Action | None = None
) -> Advice:
    """``action`` (the check's best if None) explained with the check's values."""
    chosen = check.best.action if action is None else action
    return advise(check.observation, chosen, check.values, against)

"""The practice's numbers, in one place and free of Qt: the statistics' drills read them
without loading Qt, and the window writes them into its texts ("costs 0.5 points or more")
instead of spelling them."""

from __future__ import annotations

from ...ai.review.thresholds import MISTAKE

COSTLY = 0.5  # points: a move costing this much against the best is held, and drilled
RIGHT_BELOW = MISTAKE  # points: a drill's answer costing less is right (not a mistake)
RIGHT_AGAIN = 3 * 24 * 3600.0  # seconds until a drill answered right is due again
MISSED_AGAIN = 10 * 60.0  # ... and one missed: it comes back within the same sitting
RIGHT_TO_RETIRE = 2  # right answers in a row that retire a drill


def costly(cost: float) -> bool:
    """Whether a move costing ``cost`` points is held by the coach and becomes a drill."""
    return cost >= COSTLY


def right(cost: float) -> bool:
    """Whether a drill's answer costing ``cost`` points is right."""
    return cost < RIGHT_BELOW

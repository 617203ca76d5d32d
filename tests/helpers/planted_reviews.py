"""Reviews of planted hands without a search: each decision of a seat given the cost the
test wants (tests/data/review holds the hands)."""

from __future__ import annotations

import json
from collections.abc import Callable

from helpers.repo_scripts import ROOT
from okpitch_desktop.ai.review.hand_review import step_names
from okpitch_desktop.app.computers.advice import Advice
from okpitch_desktop.app.computers.child_jobs import ReviewedDecision, ReviewedHand
from okpitch_desktop.engine import Action, replay_record

REVIEW = ROOT / "tests" / "data" / "review"
MISTAKE = 0.25  # the review's mistake threshold, as the planted decisions mark it


def planted(name: str = "jack_thrown") -> dict:
    """A hand record of tests/data/review."""
    return json.loads((REVIEW / f"{name}.json").read_text(encoding="utf-8"))


def worth_nothing_more(action: Action, cost: float) -> tuple:
    """A decision worth 0 whose best is itself, worth ``cost`` more: (chosen, its value,
    best, its value, cost, mistake, reason)."""
    return (action, 0.0, action, cost, cost, cost >= MISTAKE, Advice(action))


def planted_review(
    record: dict,
    seat: int,
    costs: dict[str, float],
    values: Callable[[Action, float], tuple] = worth_nothing_more,
) -> ReviewedHand:
    """A review of ``seat`` in ``record`` whose decisions cost ``costs`` by step (else 0);
    ``values(action, cost)`` gives each decision's choice, best, values and reason."""
    state = replay_record(record)
    steps = step_names(state)
    decisions = []
    for index, (actor, action) in enumerate(state.history):
        if actor == seat:
            cost = costs.get(steps[index], 0.0)
            phase = state.rewound(index).phase
            decided = values(action, cost)
            decisions.append(ReviewedDecision(steps[index], phase, *decided, None, None, None))
    return ReviewedHand(seat, tuple(decisions))

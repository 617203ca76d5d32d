"""The coach's check before a move (issue 53): the review's measure, from what the seat sees,
with the move not yet made."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from okpitch_desktop.ai.review.coach import check_decision
from okpitch_desktop.ai.review.hand_review import ReviewCancelled, step_names
from okpitch_desktop.engine import Discard, Exchange, replay_record

REVIEW = Path(__file__).resolve().parents[1] / "data" / "review"
PLANTED = [  # record, seat, step of the mistake (as tests/ai/test_review.py plants them)
    ("jack_thrown", 2, "plays[1]"),
    ("off_jack_overtakes", 2, "plays[18]"),
    ("max_bid_no_honours", 0, "bids[0]"),
]


def moments(name: str, seat: int):
    """Each decision of ``seat`` in record ``name``: its step, the hand just before it, and
    the action taken."""
    state = replay_record(json.loads((REVIEW / f"{name}.json").read_text(encoding="utf-8")))
    steps = step_names(state)
    for index, (actor, action) in enumerate(state.history):
        if actor == seat:
            yield steps[index], state.rewound(index), action


@pytest.mark.parametrize(("name", "seat", "step"), PLANTED)
def test_the_planted_mistake_is_found_before_it_is_made(name, seat, step):
    ((_, before, chosen),) = [m for m in moments(name, seat) if m[0] == step]
    check = check_decision(before.observation(seat))
    assert check.cost_of(chosen) >= 0.5
    assert check.cost_of(check.best.action) == 0
    assert [v.value for v in check.values] == sorted((v.value for v in check.values), reverse=True)


def test_the_moves_of_hard_cost_little():
    """Seat 0 played every move as hard suggests: the coach holds none of them at 1 point;
    a bid, a trump or a card is always valued."""
    costs = []
    for _, before, chosen in moments("hard_play", 0):
        cost = check_decision(before.observation(0)).cost_of(chosen)
        if not isinstance(chosen, Exchange | Discard):
            assert cost is not None, chosen
        if cost is not None:
            costs.append(cost)
    assert costs and max(costs) < 1.0


def test_every_legal_card_is_valued_and_an_unvalued_set_has_no_cost():
    _, before, _ = next(m for m in moments("jack_thrown", 2) if m[0] == "plays[1]")
    observation = before.observation(2)
    check = check_decision(observation)
    assert {v.action.card for v in check.values} == set(observation.legal_cards)
    _, before, chosen = next(m for m in moments("jack_thrown", 2)
                             if isinstance(m[2], Exchange | Discard))  # fmt: skip
    check = check_decision(before.observation(2))
    assert check.cost_of(type(chosen)((-1,))) is None  # no such set was valued
    assert all(isinstance(v.action, type(chosen)) for v in check.values)


def test_a_check_stops_when_asked():
    _, before, _ = next(m for m in moments("off_jack_overtakes", 2) if m[0] == "plays[18]")
    polled: list[int] = []
    with pytest.raises(ReviewCancelled):
        check_decision(
            before.observation(2), should_stop=lambda: polled.append(1) or len(polled) > 2
        )
    assert len(polled) == 3

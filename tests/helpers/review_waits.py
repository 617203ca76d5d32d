"""How long a test waits for reviews in their child process: a limit derived from the work
(the decisions to review), generous enough for a machine kept busy by other programs. The
reviews run at normal priority in the tests (tests/conftest.py), so they get their share of
the processor however busy it is."""

from __future__ import annotations

START_MS = 30_000  # a review's process started and its modules imported
DECISION_MS = 3_000  # one decision reviewed at hard: about 0.15 s of one idle core
SEAT_DECISIONS = 10  # the most one seat decides in a hand: bid, trump, exchange, discard, 6 plays


def review_ms(hands: int = 1) -> int:
    """Milliseconds to wait for the reviews of one seat's decisions in ``hands`` hands."""
    return START_MS + hands * SEAT_DECISIONS * DECISION_MS


REVIEW_MS = review_ms()  # one hand's review, or a job smaller than that (a bid's chances)

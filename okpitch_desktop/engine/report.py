"""A hand as plain data: the ``okpitch-cli score`` output, also what the table's end-of-hand
summary shows (so the two can never disagree)."""

from __future__ import annotations

from typing import Any

from .cards import SUIT_LETTERS, card_names
from .hand import HandState
from .phase import Phase


def score_report(state: HandState) -> dict[str, Any]:
    """The ``score`` output: the scored hand, or who acts next and what is legal."""
    result = state.result
    if result is None:
        return {
            "complete": False,
            "to_act": state.to_act,
            "phase": state.phase.value,
            "legal": _legal(state),
        }
    return {
        "complete": True,
        "pitcher": state.pitcher,
        "bid": state.bid,
        "trump": SUIT_LETTERS[state.trump],
        "points": dict(result.points),
        "earned": list(result.earned),
        "made": result.made,
        "scores": list(result.scores),
        "winner": result.winner,
        "tricks": [
            {"leader": t.leader, "cards": card_names(t.cards), "winner": t.winner}
            for t in state.tricks
        ],
    }


def _legal(state: HandState) -> list:
    if state.phase is Phase.BID:
        return state.legal_bids()
    if state.phase is Phase.TRUMP:
        return list(SUIT_LETTERS)
    return card_names(state.legal_cards())

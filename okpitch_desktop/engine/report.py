"""A hand as plain data: the ``okpitch-cli score`` output, also what the table's end-of-hand
summary shows (so the two can never disagree)."""

from __future__ import annotations

from typing import Any

from .cards import SUIT_LETTERS, card_name, card_names
from .hand import HandState
from .phase import Phase
from .ranking import GAME_VALUE
from .scoring import point_cards


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


def hand_summary(state: HandState) -> dict[str, Any]:
    """The score report of a finished hand, with what the table's summary shows besides:
    the card that won each point (None for Game by count) and each team's Game count."""
    report = score_report(state)
    played = [card for trick in state.tricks for card in trick.cards]
    trumps = [card for card in state.order.trumps_high_to_low if card in played]
    cards: dict[str, str | None] = dict.fromkeys(report["points"])
    if trumps:
        cards["high"], cards["low"] = card_name(trumps[0]), card_name(trumps[-1])
    for card, name in point_cards(state.order, state.rules).items():
        cards[name] = card_name(card) if card in played else None
    report["point_cards"] = cards
    report["game_counts"] = hand_progress(state)["game_counts"]
    return report


def hand_progress(state: HandState) -> dict[str, Any]:
    """What each team has won so far this hand: point cards taken and the Game count (R8)."""
    rules = state.rules
    captured: list[list[str]] = [[] for _ in range(rules.teams)]
    counts = [0] * rules.teams
    if state.order is None:
        return {"captured": captured, "game_counts": counts}
    points = point_cards(state.order, rules)
    for trick in state.tricks:
        team = rules.team_of(trick.winner)
        for card in trick.cards:
            counts[team] += GAME_VALUE[card]
            if card in points:
                captured[team].append(points[card])
    return {"captured": captured, "game_counts": counts}

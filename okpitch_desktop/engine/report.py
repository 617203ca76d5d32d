"""A hand's outcome as a typed value (``HandReport``): what the table's end-of-hand summary,
the statistics and the hand history use. ``score_report`` turns it into the ``okpitch-cli
score`` JSON, so the command line and the table can never disagree."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import SUIT_LETTERS, Card, card_names
from .hand import HandState
from .phase import Phase
from .ranking import GAME_VALUE
from .scoring import Trick, point_cards


@dataclass(frozen=True, slots=True)
class HandProgress:
    """What each team has won so far this hand: point names taken and the Game count (R8)."""

    captured: tuple[tuple[str, ...], ...]
    game_counts: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandReport:
    """A scored hand (R8, R9): the contract, who won each point and with which card, and
    the new scores."""

    pitcher: int
    bid: int
    trump: int
    points: dict[str, int | None]  # point name -> winning team, or None
    point_cards: dict[str, Card | None]  # the card that won each point (None: Game by count)
    game_counts: tuple[int, ...]
    earned: tuple[int, ...]
    made: bool
    scores: tuple[int, ...]
    winner: int | None
    tricks: tuple[Trick, ...]

    def to_json(self) -> dict[str, Any]:
        """The ``okpitch-cli score`` output of a complete hand."""
        return {
            "complete": True,
            "pitcher": self.pitcher,
            "bid": self.bid,
            "trump": SUIT_LETTERS[self.trump],
            "points": dict(self.points),
            "earned": list(self.earned),
            "made": self.made,
            "scores": list(self.scores),
            "winner": self.winner,
            "tricks": [
                {"leader": t.leader, "cards": card_names(t.cards), "winner": t.winner}
                for t in self.tricks
            ],
        }


def hand_report(state: HandState) -> HandReport:
    """The report of a finished hand; ValueError if it is not finished."""
    result = state.result
    if result is None:
        raise ValueError("the hand is not finished")
    played = {card for trick in state.tricks for card in trick.cards}
    trumps = [card for card in state.order.trumps_high_to_low if card in played]
    cards: dict[str, Card | None] = dict.fromkeys(result.points)
    if trumps:
        cards["high"], cards["low"] = trumps[0], trumps[-1]
    for card, name in point_cards(state.order, state.rules).items():
        cards[name] = card if card in played else None
    return HandReport(
        pitcher=state.pitcher,
        bid=state.bid,
        trump=state.trump,
        points=dict(result.points),
        point_cards=cards,
        game_counts=result.game_counts,
        earned=result.earned,
        made=result.made,
        scores=result.scores,
        winner=result.winner,
        tricks=tuple(state.tricks),
    )


def score_report(state: HandState) -> dict[str, Any]:
    """The ``score`` output: the scored hand, or who acts next and what is legal."""
    if state.result is not None:
        return hand_report(state).to_json()
    return {
        "complete": False,
        "to_act": state.to_act,
        "phase": state.phase.value,
        "legal": _legal(state),
    }


def _legal(state: HandState) -> list:
    if state.phase is Phase.BID:
        return state.legal_bids()
    if state.phase is Phase.TRUMP:
        return list(SUIT_LETTERS)
    return card_names(state.legal_cards())


def hand_progress(state: HandState) -> HandProgress:
    """What each team has won so far this hand (R8)."""
    rules = state.rules
    captured: list[list[str]] = [[] for _ in range(rules.teams)]
    counts = [0] * rules.teams
    if state.order is not None:
        points = point_cards(state.order, rules)
        for trick in state.tricks:
            team = rules.team_of(trick.winner)
            for card in trick.cards:
                counts[team] += GAME_VALUE[card]
                if card in points:
                    captured[team].append(points[card])
    return HandProgress(tuple(map(tuple, captured)), tuple(counts))

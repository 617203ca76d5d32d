"""Each bid's real chance, for the seat to bid (View > Chance to win, issue 62).

Two numbers per legal bid, both from the deals the one measure values the bid on (the
coach's and the hint's very deals, ai.review.odds: the hint's "makes 3 in 64% of the
simulated deals" and the table agree): how often the seat's side made the bid when it won
the bidding with it, and the team's chance to win the game that the bid gives, made x its
chance once made + set x its chance once set, each the mean over those deals of the chance
from the score the hand left (ai.search.win_chance's tables, R8, R9). A cinch bid low still
scores all its points when made (R8), so its chance once made is that of its real points,
not of the bid's. Some tenths of a second of search: the window runs it in a child process.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine import Bid, Observation, Phase
from ..players.levels import HINT_LEVEL
from ..search.win_chance import bid_stakes

if TYPE_CHECKING:  # the search is imported where the chances are worked out (a child process)
    from .coach import CoachCheck


@dataclass(frozen=True, slots=True)
class BidChance:
    """One bid. ``make``: of the deals in which the seat's side won the bidding, the share
    in which it made its bid (None if it never won it: always outbid); ``won``: the share
    of all deals in which it won the bidding; ``if_made`` and ``if_set``: the team's chance
    to win the game after a made or set contract (from the deals; from the win table's
    usual hands where no deal was made or set)."""

    bid: int
    make: float | None
    won: float
    if_made: float
    if_set: float

    @property
    def game(self) -> float | None:
        """The team's chance to win the game with this bid: made x if made + set x if set."""
        if self.make is None:
            return None
        return self.make * self.if_made + (1 - self.make) * self.if_set


@dataclass(frozen=True, slots=True)
class BidChances:
    """The chances of every legal bid of ``observation``'s seat, on ``deals`` sampled deals
    of the cards it cannot see."""

    observation: Observation
    deals: int
    bids: tuple[BidChance, ...]

    def of(self, bid: int) -> BidChance | None:
        """The chances of ``bid``, if it is legal."""
        return next((chance for chance in self.bids if chance.bid == bid), None)


def bid_chances(
    observation: Observation,
    seed: int,
    level: str = HINT_LEVEL,
    should_stop: Callable[[], bool] | None = None,
) -> BidChances:
    """The chances of each legal bid of the seat to bid in ``observation``, on the deals the
    coach's check with ``seed`` values them on; ReviewCancelled once ``should_stop()``."""
    from .coach import check_decision

    if observation.phase is not Phase.BID:
        raise ValueError(f"not a bid: the hand is at {observation.phase.value}")
    return chances_from(check_decision(observation, seed, level, should_stop), level)


def chances_from(check: CoachCheck, level: str = HINT_LEVEL) -> BidChances:
    """The bids' chances from the coach's check of a bid (valued with ``level``'s budget)."""
    from .hand_review import review_budget

    observation = check.observation
    rules = observation.rules
    team = rules.team_of(observation.seat)
    found = []
    for valued in check.values:
        odds = valued.odds
        if not isinstance(valued.action, Bid) or odds is None:
            continue
        points = valued.action.points
        usual = bid_stakes(tuple(observation.scores), team, team, points, rules.target)
        if_made = usual.if_made if odds.game_if_made is None else odds.game_if_made
        if_set = usual.if_set if odds.game_if_set is None else odds.game_if_set
        found.append(BidChance(points, odds.make_chance, round(odds.ours, 3), if_made, if_set))
    found.sort(key=lambda chance: chance.bid)
    return BidChances(observation, review_budget(level).contract_samples, tuple(found))

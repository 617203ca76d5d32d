"""The person's team's chance to win the game, as the table shows it (View > Chance to win).

From what the person sees: the scores (the chance before the cards are looked at), the
standing bid or the contract (what making it or being set would mean: the win tables'
usual hands, ``ai.search.win_chance``, two teams at 4 players, three at 6), and, when the
person is to bid, each legal bid's chance of being made with the person's own cards and the
chance to win the game it gives (``ai.review.bid_chances``, worked out in a child process
by ``chances_for_table``: app.review.bid_chances). Nothing once the hand is played out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine import Observation, Phase

if TYPE_CHECKING:  # the win tables and the bids' search: when the meter is first shown
    from ..ai.review.bid_chances import BidChance, BidChances  # noqa: F401 (ui's types)
    from ..ai.search.win_chance import BidStakes


@dataclass(frozen=True, slots=True)
class SeenChances:
    """The chances of the person's team: from the score, given the standing bid or the
    contract (who holds it and the stakes), and on the person's turn to bid (``bidding``)
    each legal bid's, once worked out (``bids``, None until then)."""

    team_chance: float
    holder: int | None  # the seat holding the standing bid or the contract
    contract: BidStakes | None
    bidding: bool = False
    bids: BidChances | None = None


def seen_chances(observation: Observation, bids: BidChances | None = None) -> SeenChances | None:
    """What the meter shows for ``observation``'s seat, with ``bids`` if they are this
    turn's; None once the hand is played out or the game is over."""
    from ..ai.search.win_chance import bid_stakes, table_chance  # (not at start-up: issue 64)

    rules = observation.rules
    if observation.phase is Phase.DONE or max(observation.scores) >= rules.target:
        return None
    team = rules.team_of(observation.seat)
    scores = tuple(observation.scores)
    now = table_chance(scores, team, rules.target)
    holder = observation.bid_holder
    contract = None
    if holder is not None and observation.bid:
        pitcher_team = rules.team_of(holder)
        contract = bid_stakes(scores, team, pitcher_team, observation.bid, rules.target)
    bidding = observation.phase is Phase.BID and observation.to_act == observation.seat
    if bids is not None and bids.observation != observation:
        bids = None  # another turn's
    return SeenChances(now, holder, contract, bidding, bids if bidding else None)


def chances_for_table(
    observation: Observation,
    seed: int,
    progress: Callable[[int, int], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> BidChances:
    """Each legal bid's chances for the person to bid (in the child process: a top-level
    function of picklable arguments, as app.review.runner runs them)."""
    from ..ai.review.bid_chances import bid_chances

    found = bid_chances(observation, seed, should_stop=should_stop)
    if progress is not None:
        progress(1, 1)
    return found

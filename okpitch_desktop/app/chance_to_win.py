"""The person's team's chance to win the game, as the table shows it (View > Chance to win).

From what the person sees: the scores (so it moves after each hand), the standing bid or
the contract (what making it or being set would mean), and, when the person is to bid, what
each legal bid would mean at this score. The chances come from the win tables of
``ai.search.win_chance`` (two teams at 4 players, three at 6).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ai.search.win_chance import BidStakes, bid_stakes, table_chance
from ..engine import Observation, Phase


@dataclass(frozen=True, slots=True)
class SeenChances:
    """The chances of the person's team: now, given the standing bid or contract (who holds
    it and the stakes), and per legal bid when the person is to bid."""

    team_chance: float
    holder: int | None  # the seat holding the standing bid or the contract
    contract: BidStakes | None
    bids: tuple[BidStakes, ...]


def seen_chances(observation: Observation) -> SeenChances | None:
    """What the meter shows for ``observation``'s seat; None once the game is over."""
    rules = observation.rules
    if max(observation.scores) >= rules.target:
        return None
    team = rules.team_of(observation.seat)
    scores = tuple(observation.scores)
    now = table_chance(scores, team, rules.target)
    holder = observation.bid_holder
    contract = None
    if holder is not None and observation.bid:
        pitcher_team = rules.team_of(holder)
        contract = bid_stakes(scores, team, pitcher_team, observation.bid, rules.target)
    bids: tuple[BidStakes, ...] = ()
    if observation.phase is Phase.BID and observation.legal_bids:
        bids = tuple(
            bid_stakes(scores, team, team, bid, rules.target)
            for bid in observation.legal_bids
            if bid is not None
        )
    return SeenChances(now, holder, contract, bids)

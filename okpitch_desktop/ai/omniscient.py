"""The ``omniscient`` level, for measurement only: the hard search run on the true deal.

It sees every card, so the gap between it and ``hard`` is what hidden information costs
the search. Only the match runner uses it: it shows the true state before each decision.
Two halves of it split that gap: one sees every card only when bidding and naming trump,
the other only in play.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from ..engine import HandState, Observation
from ..engine.cards import Card
from .budget import SearchBudget
from .contract import Deal
from .search_player import SearchPlayer


class OmniscientPlayer(SearchPlayer):
    """Search on the one true deal instead of sampled ones."""

    def __init__(self, budget: SearchBudget) -> None:
        super().__init__(budget)
        self.state: HandState | None = None

    def see(self, state: HandState) -> None:
        """Show the true state of the hand (called before each decision)."""
        self.state = state

    def deals(self, observation: Observation, rng: random.Random) -> list[Deal]:
        """The true deal: hands as dealt (the pitcher's own as it is now) and the widow."""
        hands = [list(hand) for hand in self.state.dealt_hands]
        hands[observation.seat] = list(observation.hand)
        return [(hands, list(self.state.dealt_widow))]

    def worlds(self, observation: Observation, rng: random.Random) -> Iterator[list[list[Card]]]:
        """The true hands."""
        yield [list(hand) for hand in self.state.hands]


class OmniscientBidding(OmniscientPlayer):
    """The true deal when bidding and naming trump; sampled hands in play, as ``hard``."""

    worlds = SearchPlayer.worlds


class OmniscientPlay(OmniscientPlayer):
    """Sampled deals when bidding and naming trump, as ``hard``; the true hands in play."""

    deals = SearchPlayer.deals

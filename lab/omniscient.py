"""The ``omniscient`` level, for measurement only: today's hard search run on the true deal.

It sees every card, so the gap between it and ``hard`` is what hidden information costs
the search. The match shows it the true state before each decision (``SeesTheDeal``).
Two halves of it split that gap: one sees every card only when bidding and naming trump,
the other only in play. Two parts of the second half split it further: in play one sees
only where every trump is, the other only the partner's hand.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from okpitch_desktop.ai.players.search_player import SearchPlayer
from okpitch_desktop.ai.search.budget import SearchBudget
from okpitch_desktop.ai.search.contract import Deal
from okpitch_desktop.ai.search.evaluator import sampled_worlds
from okpitch_desktop.ai.search.knowledge import order_of, unseen_cards
from okpitch_desktop.ai.search.sampling import PlaySampler
from okpitch_desktop.engine import HandState, Observation
from okpitch_desktop.engine.cards import Card


class OmniscientPlayer(SearchPlayer):
    """Search on the one true deal instead of sampled ones."""

    def __init__(self, budget: SearchBudget) -> None:
        super().__init__(budget)
        self.state: HandState | None = None

    def see(self, state: HandState, seed: str) -> None:
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


class OmniscientTrumps(OmniscientPlay):
    """As ``hard`` when bidding; in play it sees where every trump is (in which hand, or in
    none), and samples the other cards with the weighted sampler."""

    def worlds(self, observation: Observation, rng: random.Random) -> Iterator[list[list[Card]]]:
        """Sampled hands holding their true trumps."""
        is_trump = order_of(observation).is_trump
        shown = {
            seat: [card for card in hand if is_trump(card)]
            for seat, hand in enumerate(self.state.hands)
            if seat != observation.seat
        }
        in_hands = {card for cards in shown.values() for card in cards}
        out = [c for c in unseen_cards(observation) if is_trump(c) and c not in in_hands]
        sampler = PlaySampler(observation, shown, out)
        return sampled_worlds(observation, self.budget, rng, sampler)


class OmniscientPartner(OmniscientPlay):
    """As ``hard`` when bidding; in play it sees its partner's hand (R1), and samples the
    other hands with the weighted sampler."""

    def worlds(self, observation: Observation, rng: random.Random) -> Iterator[list[list[Card]]]:
        """Sampled hands, the partner's being its true one."""
        rules = observation.rules
        partner = (observation.seat + rules.teams) % rules.players  # R1: opposite
        shown = {partner: list(self.state.hands[partner])}
        return sampled_worlds(observation, self.budget, rng, PlaySampler(observation, shown))

"""Deals of the unseen cards that agree with what a seat knows (for the search).

Unseen cards are either in other hands or out of play (widow, discards). Players keep
their trumps when they come down to 6 cards, so a trump is far likelier to be in a hand
than a plain card; each card is drawn with such a weight, without replacement, by the
exponential-key method (one random number per card, then the top keys win).
"""

from __future__ import annotations

import random

from ..engine import Observation
from ..engine.cards import Card
from .knowledge import known_voids, order_of, unseen_cards

TRUMP_WEIGHT = 1.0
PLAIN_WEIGHT = 0.25


class PlaySampler:
    """Samples the other seats' hands during the play phase."""

    def __init__(self, observation: Observation) -> None:
        order = order_of(observation)
        self.effective = order.effective_suit
        self.seat = observation.seat
        self.hand = list(observation.hand)
        self.sizes = observation.hand_sizes
        self.voids = known_voids(observation)
        self.pool = unseen_cards(observation)
        self.exponent = [
            1.0 / (TRUMP_WEIGHT if order.is_trump(card) else PLAIN_WEIGHT) for card in range(54)
        ]
        others = [s for s in range(observation.rules.players) if s != self.seat]
        # The seats that lack most suits choose first, so they are not left short.
        self.others = sorted(others, key=lambda s: -len(self.voids[s]))

    def sample(self, rng: random.Random) -> list[list[Card]]:
        """One deal: every seat's hand, this seat's being its real one."""
        keyed = sorted(self.pool, key=lambda card: -(rng.random() ** self.exponent[card]))
        hands: list[list[Card]] = [[] for _ in self.sizes]
        hands[self.seat] = list(self.hand)
        taken: set[Card] = set()
        for seat in self.others:
            void = self.voids[seat]
            need = self.sizes[seat]
            hand = hands[seat]
            for card in keyed:
                if len(hand) == need:
                    break
                if card not in taken and self.effective[card] not in void:
                    hand.append(card)
                    taken.add(card)
            for card in keyed:  # the inferred voids contradict each other: relax them
                if len(hand) == need:
                    break
                if card not in taken:
                    hand.append(card)
                    taken.add(card)
        return hands

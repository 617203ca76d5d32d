"""Deals of the unseen cards that agree with what a seat knows: the ``weighted`` sampler of
the play phase (the ``normal`` level's; ``hard`` and ``expert`` use ``kept_sampling.py``).

Unseen cards are either in other hands or out of play (widow, discards). Players keep
their trumps when they come down to 6 cards, so a trump is far likelier to be in a hand
than a plain card; each card is drawn with such a weight, without replacement, by the
exponential-key method (one random number per card, then the top keys win). The seats
draw one after another, those that lack most suits first.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from typing import Protocol

from ...engine import Observation
from ...engine.cards import Card
from .knowledge import known_voids, order_of, unseen_cards

TRUMP_WEIGHT = 1.0
PLAIN_WEIGHT = 0.25


class HandSampler(Protocol):
    """Draws deals of the play phase: every seat's hand, the sampling seat's its real one."""

    def sample(self, rng: random.Random) -> list[list[Card]]: ...


class PlaySampler:
    """Samples the other seats' hands during the play phase, a weight per card."""

    def __init__(
        self,
        observation: Observation,
        shown: Mapping[int, Sequence[Card]] | None = None,
        shown_out: Collection[Card] = (),
    ) -> None:
        """``shown`` and ``shown_out`` are for a player that sees some hidden cards (the
        lab's omniscient splits): cards known to be in a seat's hand, and cards known to be
        in no hand; they are never sampled elsewhere."""
        order = order_of(observation)
        self.effective = order.effective_suit
        self.seat = observation.seat
        self.hand = list(observation.hand)
        self.sizes = observation.hand_sizes
        self.voids = known_voids(observation)
        self.shown = {seat: list(cards) for seat, cards in (shown or {}).items()}
        placed = {card for cards in self.shown.values() for card in cards} | set(shown_out)
        self.pool = [card for card in unseen_cards(observation) if card not in placed]
        self.exponent = [
            1.0 / (TRUMP_WEIGHT if order.is_trump(card) else PLAIN_WEIGHT) for card in range(54)
        ]
        others = [s for s in range(observation.rules.players) if s != self.seat]
        # The seats that lack most suits choose first, so they are not left short.
        self.others = sorted(others, key=lambda s: -len(self.voids[s]))

    def sample(self, rng: random.Random) -> list[list[Card]]:
        """One deal: every seat's hand, this seat's being its real one."""
        hands = [list(self.shown.get(seat, ())) for seat in range(len(self.sizes))]
        hands[self.seat] = list(self.hand)
        taken: set[Card] = set()
        keyed = _by_key(self.pool, self.exponent, rng)
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


def _by_key(pool: list[Card], exponent: list[float], rng: random.Random) -> list[Card]:
    """The pool ordered by the cards' exponential keys, highest first: one random number
    per card, drawn in the pool's order, raised to the card's exponent."""
    draw = rng.random
    keys = [draw() ** exponent[card] for card in pool]
    return [pool[index] for index in sorted(range(len(pool)), key=keys.__getitem__, reverse=True)]

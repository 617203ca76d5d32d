"""Deals of the unseen cards that agree with what a seat knows (for the search).

Unseen cards are either in other hands or out of play (widow, discards). Players keep
their trumps when they come down to 6 cards, so a trump is far likelier to be in a hand
than a plain card; each card is drawn with such a weight, without replacement, by the
exponential-key method (one random number per card, then the top keys win). The seats draw
one after another; the ``balanced`` sampler draws them in a random order, since the first
to draw takes the most trumps, with a plain weight that gives each hand as many trumps as
such hands hold. (``hard`` and ``expert`` draw their hands as the top of what each seat
saw instead, ``kept_sampling.py``, with this module's factors of the bidding.)

With inference on, the weights also differ by seat, from what the bidding showed to every
player: the pitcher bid on this trump, so it likely holds its honours; a seat that only
passed likely holds few honours and aces; a seat that bid and was outbid holds some.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from typing import Protocol

from ..engine import Observation
from ..engine.cards import ACE, TWO, Card, make_card, rank_of
from ..engine.ranking import TrumpOrder
from .budget import PITCHER_WEIGHTS
from .knowledge import known_voids, order_of, seats_that_bid, unseen_cards

TRUMP_WEIGHT = 1.0
PLAIN_WEIGHT = 0.25
# With the seats drawn in a random order (``balanced``): the weight that gives each hand as
# many trumps as such hands hold when play starts (about 3 outside the pitcher's).
BALANCED_PLAIN_WEIGHT = 0.15
# Inference from the bidding (R5): weight factors per seat and kind of card.
# The pitcher's are budget.PITCHER_WEIGHTS.
PASSER_HONOUR, PASSER_ACE = 0.6, 0.7
BIDDER_HONOUR, BIDDER_ACE = 1.3, 1.3


class HandSampler(Protocol):
    """Draws deals of the play phase: every seat's hand, the sampling seat's its real one."""

    def sample(self, rng: random.Random) -> list[list[Card]]: ...


class PlaySampler:
    """Samples the other seats' hands during the play phase."""

    def __init__(
        self,
        observation: Observation,
        infer: bool = False,
        shown: Mapping[int, Sequence[Card]] | None = None,
        shown_out: Collection[Card] = (),
        pitcher_weights: tuple[float, float] = PITCHER_WEIGHTS,
        balanced: bool = False,
    ) -> None:
        """``shown`` and ``shown_out`` are for the measuring levels that see some hidden
        cards (``omniscient.py``): cards known to be in a seat's hand, and cards known to
        be in no hand; they are never sampled elsewhere. ``pitcher_weights``: with
        inference, how much likelier the pitcher holds a trump honour, and another trump.
        ``balanced``: the seats draw in a random order in each deal (in a fixed order the
        first to draw takes the most trumps), plain cards weighing BALANCED_PLAIN_WEIGHT."""
        order = order_of(observation)
        self.effective = order.effective_suit
        self.seat = observation.seat
        self.hand = list(observation.hand)
        self.sizes = observation.hand_sizes
        self.voids = known_voids(observation)
        self.shown = {seat: list(cards) for seat, cards in (shown or {}).items()}
        placed = {card for cards in self.shown.values() for card in cards} | set(shown_out)
        self.pool = [card for card in unseen_cards(observation) if card not in placed]
        self.balanced = balanced
        plain = BALANCED_PLAIN_WEIGHT if balanced else PLAIN_WEIGHT
        self.exponent = [
            1.0 / (TRUMP_WEIGHT if order.is_trump(card) else plain) for card in range(54)
        ]
        others = [s for s in range(observation.rules.players) if s != self.seat]
        # The seats that lack most suits choose first, so they are not left short.
        self.others = sorted(others, key=lambda s: -len(self.voids[s]))
        self.seat_exponents = (
            _inferred_exponents(observation, pitcher_weights, plain) if infer else None
        )

    def sample(self, rng: random.Random) -> list[list[Card]]:
        """One deal: every seat's hand, this seat's being its real one."""
        hands = [list(self.shown.get(seat, ())) for seat in range(len(self.sizes))]
        hands[self.seat] = list(self.hand)
        taken: set[Card] = set()
        keyed = None
        others = self.others
        if self.balanced:  # the seats that lack most suits still first
            others = sorted(others, key=lambda seat: (-len(self.voids[seat]), rng.random()))
        if self.seat_exponents is None:
            keyed = _by_key(self.pool, self.exponent, rng)
        for seat in others:
            if self.seat_exponents is not None:
                keyed = _by_key(self.pool, self.seat_exponents[seat], rng)
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


def trump_honours(order: TrumpOrder) -> set[Card]:
    """The trumps the bidding says most about: A K Q J, off-jack, both jokers, and the 2."""
    return {*order.trumps_high_to_low[:7], make_card(order.trump, TWO)}


def bidding_factors(
    observation: Observation, pitcher_weights: tuple[float, float]
) -> list[list[float]]:
    """Per seat and card, how much likelier the bidding (R5) makes it that the seat holds
    the card: the pitcher its trumps, a seat that only passed fewer honours and aces."""
    pitcher_honour, pitcher_trump = pitcher_weights
    order = order_of(observation)
    honours = trump_honours(order)
    bid_by = seats_that_bid(observation)
    factors = []
    for seat in range(observation.rules.players):
        if seat == observation.pitcher:
            honour, trump, ace = pitcher_honour, pitcher_trump, 1.0
        elif bid_by[seat]:
            honour, trump, ace = BIDDER_HONOUR, 1.0, BIDDER_ACE
        else:
            honour, trump, ace = PASSER_HONOUR, 1.0, PASSER_ACE
        factors.append(
            [
                honour
                if card in honours
                else trump
                if order.is_trump(card)
                else ace
                if rank_of(card) == ACE
                else 1.0
                for card in range(54)
            ]
        )
    return factors


def _inferred_exponents(
    observation: Observation, pitcher_weights: tuple[float, float], plain: float
) -> list[list[float]]:
    """Per seat and card, the exponent of its key: 1 / weight, the weight being the base
    one (trump or plain) times what the seat's bids suggest of the card."""
    order = order_of(observation)
    base = [TRUMP_WEIGHT if order.is_trump(card) else plain for card in range(54)]
    return [
        [1.0 / (weight * factor) for weight, factor in zip(base, factors, strict=True)]
        for factors in bidding_factors(observation, pitcher_weights)
    ]

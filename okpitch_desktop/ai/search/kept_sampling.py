"""Deals of the unseen cards as the cards each seat kept of all it saw (for the search).

Every seat comes down to 6 cards keeping the ones worth most to keep (trumps, then aces,
kings and tens: ``tactics.card_values``' ``keep_value``), from all the cards it saw: its 9
dealt and what it drew from the widow (4 players), its 8, or the pitcher's 14 (6 players).
Its exchange throws away cards it would discard anyway, so the hand it plays with is the top
6 of those cards. Seen from another seat, a seat's cards in play are then the top of a random
set of the unseen cards, the rest of which it let go: a seat that has played a low plain card
kept it, so everything it let go was lower still and it saw few cards worth keeping, few
trumps among them. The weight sampler (``sampling.py``) gives each card a chance of its own
and misses that.

Each seat draws in turn, in a random order, from the unseen cards the seats before it have
not taken: its hand in play, with the chance that it is the top of what the seat saw and
kept (the number of ways to choose what it let go from the cards below its lowest kept card,
played cards included), times what the bidding says of each card (``bidding_factors``).
Then it lets go that many cards below its lowest.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate
from operator import mul

from ...engine import Observation
from ...engine.cards import ACE, DECK, TWO, Card, make_card, rank_of
from ...engine.deal import CARDS_DEALT
from ...engine.hand import HAND_SIZE_IN_PLAY
from ...engine.ranking import TrumpOrder
from .fastplay import plays_so_far
from .knowledge import known_voids, order_of, seats_that_bid, unseen_cards
from .tactics import card_values

# How much likelier the bidding (R5) makes it that a seat holds a card. The pitcher, a trump
# honour and another trump: hard's pitchers at the first lead hold 5.2 trumps and 3.3
# honours (60 hands), and these weights sample them 5.2 and 3.2.
PITCHER_WEIGHTS = (6.0, 3.0)
PASSER_HONOUR, PASSER_ACE = 0.6, 0.7  # a seat that only passed holds few honours and aces
BIDDER_HONOUR, BIDDER_ACE = 1.3, 1.3  # a seat that bid and was outbid holds some
MAX_DRAWS = 20  # per deal, before a seat gets cards of a suit it has shown it lacks
# ``_WAYS[k][n]``: the ways to choose k cards of n (math.comb), for every n and k of a deck.
_WAYS = [[math.comb(n, k) for n in range(len(DECK) + 1)] for k in range(len(DECK) + 1)]


class KeptSampler:
    """Samples the other seats' hands during the play phase, as the top of what they saw."""

    def __init__(self, observation: Observation) -> None:
        rules = observation.rules
        values = card_values(observation.trump, rules)
        self.effective = order_of(observation).effective_suit
        # A strict order of keeping: the keep value, ties by card.
        self.key = [value * 64 + card for card, value in enumerate(values.keep_value)]
        self.minus_key = [-key for key in self.key]  # ascending along a highest-first list
        self.seat = observation.seat
        self.hand = list(observation.hand)
        self.sizes = observation.hand_sizes
        self.voids = known_voids(observation)
        self.pool = sorted(unseen_cards(observation), key=self.key.__getitem__, reverse=True)
        self.lowest_played = [math.inf] * rules.players
        plays = plays_so_far(
            rules.players, observation.tricks, observation.trick, observation.leader
        )
        for seat, card in plays:
            self.lowest_played[seat] = min(self.lowest_played[seat], self.key[card])
        self.let_go = [
            seen_count(observation, seat) - HAND_SIZE_IN_PLAY for seat in range(rules.players)
        ]
        self.factors = bidding_factors(observation)
        self.others = [s for s in range(rules.players) if s != self.seat]

    def sample(self, rng: random.Random) -> list[list[Card]]:
        """One deal: every seat's hand, this seat's being its real one. A draw that leaves
        a seat too few cards of the suits it may hold is drawn again, MAX_DRAWS times at
        most (the last one gives such a seat other cards)."""
        hands = None
        draws = 0
        while hands is None:
            draws += 1
            hands = self._draw(rng, relax=draws == MAX_DRAWS)
        return hands

    def _draw(self, rng: random.Random, relax: bool) -> list[list[Card]] | None:
        """Every seat's hand, the others drawn in a random order; None if a seat is left too
        few cards of the suits it may hold, unless ``relax``."""
        hands: list[list[Card]] = [[] for _ in self.sizes]
        hands[self.seat] = list(self.hand)
        free = list(self.pool)  # highest key first
        others = list(self.others)
        rng.shuffle(others)
        for seat in others:
            drawn = self._draw_seat(seat, free, rng, relax)
            if drawn is None:
                return None
            hands[seat] = drawn
        return hands

    def _draw_seat(
        self, seat: int, free: list[Card], rng: random.Random, relax: bool
    ) -> list[Card] | None:
        """The seat's hand from ``free``, removing it and what the seat let go; None if too
        few cards of the suits it may hold are left, unless ``relax``."""
        voids = self.voids[seat]
        candidates = [card for card in free if self.effective[card] not in voids]
        if len(candidates) < self.sizes[seat]:
            if not relax:
                return None
            candidates = list(free)  # the shown voids contradict each other
        hand = self._kept_hand(seat, candidates, free, rng)
        for card in hand:
            free.remove(card)
        lowest_kept = self.lowest_played[seat]
        if hand:  # its first card is its lowest
            lowest_kept = min(lowest_kept, self.key[hand[0]])
        below = free[self._start_below(free, lowest_kept) :]
        let_go = self.let_go[seat]
        if len(below) < let_go:  # too few: the lowest cards left
            below = free[-let_go:] if let_go else []
        for card in rng.sample(below, min(let_go, len(below))):
            free.remove(card)
        return hand

    def _start_below(self, free: list[Card], key: float) -> int:
        """Where the cards below ``key`` start in ``free`` (highest key first)."""
        return bisect_right(free, -key, key=self.minus_key.__getitem__)

    def _kept_hand(
        self, seat: int, candidates: list[Card], free: list[Card], rng: random.Random
    ) -> list[Card]:
        """The seat's hand of ``candidates`` (highest key first): its lowest card drawn with
        the chance that a hand with that lowest card is what the seat kept (the number of
        ways to let go its other cards from the ``free`` cards below it, times the bidding's
        factors), then the rest among the cards above it."""
        need = self.sizes[seat]
        if need == 0:
            return []
        weights = [self.factors[seat][card] for card in candidates]
        sums = _prefix_sums(weights, need - 1)
        # For each card, the ways to let go the seat's other cards if it is the lowest kept:
        # from the free cards below it and below the seat's lowest played card. ``free`` is
        # highest key first, so a card's position tells how many lie below it.
        below_played = len(free) - self._start_below(free, self.lowest_played[seat])
        ways = _WAYS[self.let_go[seat]]
        ways_below = ways[:below_played] + [ways[below_played]] * (len(free) - below_played)
        ways_of = dict(zip(free, reversed(ways_below), strict=True))
        lowest_options = range(need - 1, len(candidates))
        chances = [
            weights[index] * sums[need - 1][index] * ways_of[candidates[index]]
            for index in lowest_options
        ]
        if not any(chances):  # nothing to let go below any hand: drop that condition
            chances = [weights[index] * sums[need - 1][index] for index in lowest_options]
        lowest = lowest_options[_pick(chances, rng)]
        above = _draw_subset(candidates, weights, sums, lowest, need - 1, rng)
        return [candidates[lowest], *above]


def seen_count(observation: Observation, seat: int) -> int:
    """How many cards ``seat`` held before coming down to 6 (R3, R6): its dealt cards, and
    what it drew from the widow (4 players, exchange) or the widow (the pitcher of 6)."""
    rules = observation.rules
    dealt = CARDS_DEALT[rules.players]
    if rules.pitcher_takes_widow:
        widow = len(DECK) - dealt * rules.players
        return dealt + (widow if seat == observation.pitcher else 0)
    if rules.has_exchange:
        return dealt + (observation.exchange_counts[seat] or 0)
    return dealt


def _prefix_sums(weights: Sequence[float], most: int) -> list[list[float]]:
    """``sums[r][j]``: the sum over every set of ``r`` of the first ``j`` weights of their
    product (elementary symmetric sums), for r up to ``most``. Each is the one before
    (``sums[r][j - 1]``) plus the sets that take weight ``j - 1``."""
    sums = [[1.0] * (len(weights) + 1)]
    for _ in range(most):
        sums.append(list(accumulate(map(mul, weights, sums[-1]), initial=0.0)))
    return sums


def _draw_subset(
    cards: Sequence[Card],
    weights: Sequence[float],
    sums: list[list[float]],
    first: int,
    size: int,
    rng: random.Random,
) -> list[Card]:
    """``size`` of the first ``first`` cards, a set drawn with chance in proportion to the
    product of its weights."""
    chosen = []
    for index in range(first, 0, -1):
        if size == 0:
            break
        take = weights[index - 1] * sums[size - 1][index - 1]
        if rng.random() * sums[size][index] < take:
            chosen.append(cards[index - 1])
            size -= 1
    return chosen


def _pick(chances: Sequence[float], rng: random.Random) -> int:
    """An index drawn with chance in proportion to ``chances``."""
    target = rng.random() * sum(chances)
    for index, chance in enumerate(chances):
        target -= chance
        if target < 0:
            return index
    return max(range(len(chances)), key=chances.__getitem__)


def trump_honours(order: TrumpOrder) -> set[Card]:
    """The trumps the bidding says most about: A K Q J, off-jack, both jokers, and the 2."""
    return {*order.trumps_high_to_low[:7], make_card(order.trump, TWO)}


def bidding_factors(observation: Observation) -> list[list[float]]:
    """Per seat and card, how much likelier the bidding (R5) makes it that the seat holds
    the card: the pitcher its trumps, a seat that only passed fewer honours and aces."""
    pitcher_honour, pitcher_trump = PITCHER_WEIGHTS
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

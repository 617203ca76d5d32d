"""The ``easy`` level: a clear rule-based player, and the base of the searching levels.

Bids what it can count (sure points of its best suit), exchanges and discards its least
useful cards (trumps are kept), takes tricks that the other side holds when it can do so
cheaply, never overtakes its partner, and leads high trump to draw the others' trumps.
"""

from __future__ import annotations

import math
import random

from ...engine import Action, Bid, DeclareTrump, Discard, Exchange, Observation, Pass, Phase, Play
from ...engine.cards import SUITS, Card
from ...engine.hand import MAX_EXCHANGE
from ..search.contract import best_counted_points, counted_points
from ..search.fastplay import FastHand, history_hand, mask_of, tables
from ..search.tactics import card_values, cards_to_let_go

PARTNER_OVERCALL_MARGIN = 2  # overbid a partner only with this many points to spare


class HeuristicPlayer:
    """Rules of thumb for every decision; subclasses replace some of them with search."""

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        """The action for the seat to act, by phase."""
        phase = observation.phase
        if phase is Phase.PLAY:
            return Play(self.play(observation, rng))
        if phase is Phase.BID:
            bid = self.bid(observation, rng)
            return Pass() if bid is None else Bid(bid)
        if phase is Phase.TRUMP:
            return DeclareTrump(self.trump(observation, rng))
        if phase is Phase.EXCHANGE:
            return Exchange(tuple(self.exchange(observation)))
        if phase is Phase.DISCARD:
            return Discard(tuple(self.discard(observation)))
        raise ValueError(f"nothing to choose in the {phase} phase")

    # -------------------------------------------------------------------- contract
    def bid(self, observation: Observation, rng: random.Random) -> int | None:
        """The lowest legal bid the counted points cover, or a pass."""
        legal = observation.legal_bids
        if None not in legal:
            return legal[0]  # the dealer's forced bid
        points = best_counted_points(observation.hand, observation.rules)
        return self._bid_within(observation, math.floor(points + 1e-9))

    def trump(self, observation: Observation, rng: random.Random) -> int:
        """The suit that counts the most points."""
        return max(SUITS, key=lambda s: counted_points(observation.hand, s, observation.rules))

    @staticmethod
    def _bid_within(observation: Observation, affordable: int) -> int | None:
        """The lowest legal bid up to ``affordable``; against a partner, only with room."""
        bids = [bid for bid in observation.legal_bids if bid is not None]
        if partner_holds_bid(observation):
            affordable -= PARTNER_OVERCALL_MARGIN
        return bids[0] if bids and bids[0] <= affordable else None

    # -------------------------------------------------------------------- widow, discards
    def exchange(self, observation: Observation) -> list[Card]:
        """Always trade the three least useful cards: they would be discarded anyway."""
        values = card_values(observation.trump, observation.rules)
        return cards_to_let_go(list(observation.hand), MAX_EXCHANGE, values)

    def discard(self, observation: Observation) -> list[Card]:
        """Come down to 6 keeping trumps first, then aces, kings and tens."""
        values = card_values(observation.trump, observation.rules)
        return cards_to_let_go(list(observation.hand), observation.discard_count, values)

    # -------------------------------------------------------------------- play
    def play(self, observation: Observation, rng: random.Random) -> Card:
        """The quick policy of the playouts, on what the seat sees."""
        hand = history_hand_of(observation)
        hand.hands[observation.seat] = mask_of(observation.hand)
        hand.gone = mask_of((observation.discarded or ()) + (observation.exchanged or ()))
        return hand.quick_card(mask_of(observation.legal_cards))


def history_hand_of(observation: Observation) -> FastHand:
    """The play so far as the inner loop's position, every hand still to be filled in."""
    t = tables(observation.trump, observation.rules)
    return history_hand(t, observation.tricks, observation.trick, observation.leader)


def partner_holds_bid(observation: Observation) -> bool:
    """Whether the standing bid is the partner's (R1: partners share a team)."""
    holder = observation.bid_holder
    rules = observation.rules
    return (
        holder is not None
        and holder != observation.seat
        and (rules.team_of(holder) == rules.team_of(observation.seat))
    )

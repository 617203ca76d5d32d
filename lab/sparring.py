"""The ``sparring`` level, for measurement only: a stronger rule-based player than
``easy``, written to measure the searching levels against rules of thumb they do not
share (``python -m lab.match``). It is never offered at the table.

It bids its count plus what a partner usually brings, stretches to stop a side about to go
out, tracks the cards still unseen, feeds points to a partner whose card holds the trick
for sure, never trumps a partner's winning card, takes tricks with points as cheaply as it
can, keeps its top trumps for tricks worth taking, and leads trump only when it holds the
best one left.
"""

from __future__ import annotations

import math
import random

from okpitch_desktop.ai.players.heuristic_player import HeuristicPlayer
from okpitch_desktop.ai.search.contract import best_counted_points
from okpitch_desktop.ai.search.knowledge import known_voids, order_of, unseen_cards
from okpitch_desktop.ai.search.tactics import CardValues, card_to_feed, card_values, is_top_honour
from okpitch_desktop.engine import Observation
from okpitch_desktop.engine.cards import ACE, TEN, Card, rank_of
from okpitch_desktop.engine.ranking import GAME_VALUE

PARTNER_SHARE = 0.75  # points a partner brings to a contract, on average
STRETCH = 1  # extra points bid when the other side may go out this hand (R9)
TRICK_WORTH_TAKING = 5  # a trick's worth (see ``_worth``) that calls for a top trump


class SparringPlayer(HeuristicPlayer):
    """Card-counting rules of thumb; the exchange and discards are the easy level's."""

    def bid(self, observation: Observation, rng: random.Random) -> int | None:
        """The count of the best suit plus the partner's share; more to stop the others."""
        if None not in observation.legal_bids:
            return observation.legal_bids[0]  # the dealer's forced bid
        rules = observation.rules
        points = best_counted_points(observation.hand, rules)
        if rules.players == 4:
            points += PARTNER_SHARE
        team = rules.team_of(observation.seat)
        others = [s for t, s in enumerate(observation.scores) if t != team]
        if max(others) >= rules.target - rules.max_bid + 2:
            points += STRETCH
        affordable = min(math.floor(points + 1e-9), rules.max_bid - 1)
        return self._bid_within(observation, affordable)

    def play(self, observation: Observation, rng: random.Random) -> Card:
        """Lead or follow by the rules of thumb above."""
        legal = list(observation.legal_cards)
        if len(legal) == 1:
            return legal[0]
        if not observation.trick:
            return self._lead(observation, legal)
        return self._follow(observation, legal)

    # ------------------------------------------------------------------ leading
    def _lead(self, observation: Observation, legal: list[Card]) -> Card:
        order = order_of(observation)
        values = card_values(observation.trump, observation.rules)
        unseen = unseen_cards(observation)
        trumps_out = [c for c in unseen if order.is_trump(c)]
        trumps = sorted((c for c in legal if order.is_trump(c)), key=order.strength.__getitem__)
        if (
            trumps
            and trumps_out
            and all(order.strength[trumps[-1]] > order.strength[c] for c in trumps_out)
        ):
            return trumps[-1]  # the best trump left: draw the others' trumps
        aces = [c for c in legal if not order.is_trump(c) and rank_of(c) == ACE]
        if aces:
            return aces[0]
        rules = observation.rules
        partner_pitches = rules.team_of(observation.pitcher) == rules.team_of(observation.seat)
        if trumps and partner_pitches and observation.pitcher != observation.seat:
            low = [c for c in trumps if c not in values.point_cards]
            if low:
                return low[0]  # towards the pitcher's trumps
        plain = [c for c in legal if not order.is_trump(c)] or legal
        return min(plain, key=lambda c: (rank_of(c) == TEN, values.give_cost[c]))

    # ------------------------------------------------------------------ following
    def _follow(self, observation: Observation, legal: list[Card]) -> Card:
        rules = observation.rules
        order = order_of(observation)
        values = card_values(observation.trump, rules)
        trick = list(observation.trick)
        best_index = order.trick_winner(trick)
        best = trick[best_index]
        winner_seat = (observation.leader + best_index) % rules.players
        team = rules.team_of(observation.seat)
        after = [(observation.seat + k) % rules.players
                 for k in range(1, rules.players - len(trick))]  # fmt: skip
        opponents_after = [s for s in after if rules.team_of(s) != team]
        beats = [c for c in legal if order.trick_winner([*trick, c]) == len(trick)]
        if rules.team_of(winner_seat) == team:
            under = [c for c in legal if c not in beats]
            if not under:
                return min(legal, key=values.give_cost.__getitem__)
            if self._holds(observation, best, opponents_after):
                return card_to_feed(under, values)
            return min(under, key=values.give_cost.__getitem__)
        worth = _worth(trick, values)
        sure = [c for c in beats if self._holds(observation, c, opponents_after)]
        if sure:
            cheap = min(sure, key=values.give_cost.__getitem__)
            if worth >= TRICK_WORTH_TAKING or not is_top_honour(cheap, order):
                return cheap  # the Ace is not spent when no point is in reach
        elif beats and worth > 0:
            risky = [c for c in beats if c not in values.point_cards]
            if risky:
                return min(risky, key=values.give_cost.__getitem__)
        return min(legal, key=values.give_cost.__getitem__)

    @staticmethod
    def _holds(observation: Observation, card: Card, opponents_after: list[int]) -> bool:
        """Whether ``card``, once in the trick, cannot be beaten by the opponents to come:
        no unseen card of its suit (or trump) is stronger, or they have shown they lack
        both."""
        if not opponents_after:
            return True
        order = order_of(observation)
        voids = known_voids(observation)
        suit, strength = order.effective_suit[card], order.strength[card]
        for other in unseen_cards(observation):
            other_suit = order.effective_suit[other]
            if other_suit == order.trump:
                stronger = suit != order.trump or order.strength[other] > strength
            else:
                stronger = other_suit == suit and order.strength[other] > strength
            if stronger and any(other_suit not in voids[s] for s in opponents_after):
                return False
        return True


def _worth(trick: list[Card], values: CardValues) -> int:
    """What the cards in a trick are worth to its taker: 5 per point card, plus Game
    count."""
    return sum((5 if card in values.point_cards else 0) + GAME_VALUE[card] for card in trick)

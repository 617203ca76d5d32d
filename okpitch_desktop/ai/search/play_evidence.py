"""Inference from the cards played (leads, follows and discards): a sampled deal of the play
phase is kept with less chance for every card a seat played that the quick playout policy
would not have played from the hand that deal gives it.

The sampler's deals agree with the voids shown; this weighs them by the rest of the play:
a seat that let a trick go that its sampled hand could have taken cheaply, or led a low
card from a hand with the top trump, likely held another hand. Each such card keeps the
deal with chance ``mismatch_weight`` (rejection sampling), so the kept deals follow the
sampler's distribution weighed by that likelihood. The policy is a model of a player, not
the player: the weight stays well above 0, so that no play rules a hand out.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine import Observation
from ...engine.cards import Card
from .fastplay import FastHand, mask_of, plays_so_far, tables
from .sampling import HandSampler

MAX_DRAWS = 12  # per kept deal; if none is kept, the likeliest of these draws


class PlayEvidence:
    """The play so far, and the chance to keep a sampled deal given it."""

    def __init__(self, observation: Observation, mismatch_weight: float) -> None:
        players = observation.rules.players
        self.tables = tables(observation.trump, observation.rules)
        self.seat = observation.seat
        self.mismatch_weight = mismatch_weight
        tricks, leader = observation.tricks, observation.leader
        self.first_leader = tricks[0].leader if tricks else leader
        self.plays = plays_so_far(players, tricks, observation.trick, leader)
        self.played = [0] * players  # per seat, the cards it played
        for seat, card in self.plays:
            self.played[seat] |= 1 << card

    def chance(self, hands: Sequence[Sequence[Card]], floor: float = -1.0) -> float:
        """The chance to keep a deal (every seat's hand now): the mismatch weight to the
        power of the other seats' cards the quick policy would not have played. Once that
        is at or below ``floor`` it stops, returning the value so far (at or below it)."""
        masks = [mask_of(hand) | played for hand, played in zip(hands, self.played, strict=True)]
        hand = FastHand(self.tables, [], self.first_leader, 0)
        hand.deal(masks)
        chance = 1.0
        for seat, card in self.plays:
            if seat != self.seat:
                legal = hand.legal()
                if legal & (legal - 1) and hand.quick_card(legal) != card:
                    chance *= self.mismatch_weight
                    if chance <= floor:
                        return chance
            hand.play(card)
        return chance

    def draw(self, sampler: HandSampler, rng: random.Random) -> list[list[Card]]:
        """One deal from ``sampler`` kept with its ``chance``. A draw's replay stops as soon
        as the draw can be neither kept nor the likeliest so far."""
        likeliest: list[list[Card]] = []
        likeliest_chance = -1.0
        for _ in range(MAX_DRAWS):
            hands = sampler.sample(rng)
            keep = rng.random()
            chance = self.chance(hands, floor=min(keep, likeliest_chance))
            if keep < chance:
                return hands
            if chance > likeliest_chance:
                likeliest, likeliest_chance = hands, chance
        return likeliest

"""Shuffling and dealing (R3)."""

from __future__ import annotations

import random

from .cards import DECK, Card
from .rules import RuleSet

PACKET = 3
CARDS_DEALT = {4: 9, 6: 8}


def deal(rules: RuleSet, dealer: int, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """Shuffle with ``rng`` and deal; returns each seat's cards and the widow, top first."""
    keys = [rng.random() for _ in DECK]  # sorting by random keys: a uniform shuffle
    deck = sorted(DECK, key=keys.__getitem__)
    return deal_deck(deck, rules.players, dealer)


def deal_deck(deck: list[Card], players: int, dealer: int) -> tuple[list[list[Card]], list[Card]]:
    """Deal an ordered deck clockwise from the left of the dealer in packets of 3 (the last
    packet smaller when the count is not a multiple of 3); the rest is the widow (R3)."""
    each = CARDS_DEALT[players]
    hands: list[list[Card]] = [[] for _ in range(players)]
    position = 0
    while len(hands[dealer]) < each:
        for offset in range(1, players + 1):
            hand = hands[(dealer + offset) % players]
            size = min(PACKET, each - len(hand))
            hand.extend(deck[position : position + size])
            position += size
    return hands, deck[position:]

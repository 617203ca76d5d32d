"""Effective suits and card strength once trump is known (R4, R7).

Everything is looked up in tables built once per (trump suit, high joker), so that play,
scoring and the computer players' playouts share one definition of the card order.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .cards import (
    ACE,
    BLACK_JOKER,
    CLUBS,
    DECK,
    DIAMONDS,
    HEARTS,
    JACK,
    KING,
    NO_SUIT,
    QUEEN,
    RED_JOKER,
    SPADES,
    SUITS,
    TEN,
    Card,
    Suit,
    make_card,
    off_jack,
    rank_of,
    same_colour_suit,
    suit_of,
)

TRUMP_BASE = 100  # every trump is stronger than every card of another suit

# Game points of the cards a team wins (R8): ace 4, king 3, queen 2, jack 1, ten 10.
GAME_VALUE: tuple[int, ...] = tuple(
    {ACE: 4, KING: 3, QUEEN: 2, JACK: 1, TEN: 10}.get(rank_of(card), 0) for card in DECK
)


@dataclass(frozen=True, slots=True)
class TrumpOrder:
    """Card tables for one trump suit and one choice of high joker."""

    trump: Suit
    high_joker: Card
    low_joker: Card
    effective_suit: tuple[Suit, ...]  # per card: its suit in play; trump cards -> trump
    strength: tuple[int, ...]  # per card: trumps TRUMP_BASE+order, others their rank
    trumps_high_to_low: tuple[Card, ...]

    def is_trump(self, card: Card) -> bool:
        """Whether the card belongs to trump (suit, off-jack or joker)."""
        return self.effective_suit[card] == self.trump

    def trick_winner(self, cards: list[Card] | tuple[Card, ...]) -> int:
        """Index of the winning card: highest trump, else highest of the led suit (R7)."""
        led = self.effective_suit[cards[0]]
        trump = self.trump
        effective = self.effective_suit
        strength = self.strength
        best, best_strength = 0, strength[cards[0]]
        for index in range(1, len(cards)):
            card = cards[index]
            suit = effective[card]
            if (suit in (led, trump)) and strength[card] > best_strength:
                best, best_strength = index, strength[card]
        return best


@cache
def trump_order(trump: Suit, high_joker: str = "red") -> TrumpOrder:
    """The tables for ``trump`` with the ``high_joker`` option (``red`` or ``black``)."""
    high, low = (RED_JOKER, BLACK_JOKER) if high_joker == "red" else (BLACK_JOKER, RED_JOKER)
    # R4: A, K, Q, J, off-jack, high joker, low joker, 10 ... 2.
    order = [make_card(trump, rank) for rank in (ACE, KING, QUEEN, JACK)]
    order += [off_jack(trump), high, low]
    order += [make_card(trump, rank) for rank in range(TEN, 1, -1)]
    trump_strength = {card: TRUMP_BASE + len(order) - i for i, card in enumerate(order)}
    effective = tuple(trump if card in trump_strength else suit_of(card) for card in DECK)
    strength = tuple(trump_strength.get(card, rank_of(card)) for card in DECK)
    return TrumpOrder(trump, high, low, effective, strength, tuple(order))


def display_order(
    cards: tuple[Card, ...] | list[Card], trump: Suit | None, high_joker: str = "red"
) -> tuple[Card, ...]:
    """``cards`` as a player sorts them in the hand: by suit, the colours alternating
    (so two suits of one colour never sit side by side), trump first once it is named,
    strongest first within a suit; before trump the jokers come first."""
    if trump is None:
        suits = (SPADES, HEARTS, CLUBS, DIAMONDS)  # black, red, black, red

        def key(card: Card) -> tuple[int, int]:
            suit = suit_of(card)
            return (-1 if suit == NO_SUIT else suits.index(suit), -rank_of(card))

        return tuple(sorted(cards, key=key))
    order = trump_order(trump, high_joker)
    others = [suit for suit in SUITS if suit not in (trump, same_colour_suit(trump))]
    groups = (trump, others[0], same_colour_suit(trump), others[1])
    return tuple(
        sorted(cards, key=lambda c: (groups.index(order.effective_suit[c]), -order.strength[c]))
    )

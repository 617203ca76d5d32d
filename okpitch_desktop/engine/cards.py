"""Cards and their notation (R2).

A card is a small integer so that the engine and the computer players can use it as a list
index or a bit position: ``suit * 13 + (rank - 2)`` for the 52 suited cards, then the Red
Joker (52) and the Black Joker (53). Text notation is rank + suit (``TS``) or ``RJ``/``BJ``.
"""

from __future__ import annotations

from collections.abc import Iterable

Card = int
Suit = int

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
SUITS: tuple[Suit, ...] = (SPADES, HEARTS, DIAMONDS, CLUBS)
SUIT_LETTERS = "SHDC"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RANK_LETTERS = "23456789TJQKA"  # index = rank - 2
TWO, THREE, TEN, JACK, QUEEN, KING, ACE = 2, 3, 10, 11, 12, 13, 14

RED_JOKER: Card = 52
BLACK_JOKER: Card = 53
JOKERS: tuple[Card, Card] = (RED_JOKER, BLACK_JOKER)
DECK: tuple[Card, ...] = tuple(range(54))
NO_SUIT = -1


def make_card(suit: Suit, rank: int) -> Card:
    """The card of ``rank`` (2..14, ace high) in ``suit``."""
    return suit * 13 + rank - 2


def suit_of(card: Card) -> Suit:
    """The printed suit, or NO_SUIT for a joker."""
    return card // 13 if card < 52 else NO_SUIT


def rank_of(card: Card) -> int:
    """The printed rank 2..14, or 0 for a joker."""
    return card % 13 + 2 if card < 52 else 0


def same_colour_suit(suit: Suit) -> Suit:
    """The other suit of the same colour: spades<->clubs, hearts<->diamonds (R4)."""
    return 3 - suit


def off_jack(trump: Suit) -> Card:
    """The jack of the other suit of trump's colour, which belongs to trump (R4)."""
    return make_card(same_colour_suit(trump), JACK)


def card_name(card: Card) -> str:
    """The card in notation, e.g. ``TS``, ``RJ``."""
    if card == RED_JOKER:
        return "RJ"
    if card == BLACK_JOKER:
        return "BJ"
    return RANK_LETTERS[card % 13] + SUIT_LETTERS[card // 13]


def card_names(cards: Iterable[Card]) -> list[str]:
    """Notation for each card, in order."""
    return [card_name(card) for card in cards]


_BY_NAME = {card_name(card): card for card in DECK}


def parse_card(text: object) -> Card:
    """A card from notation; accepts lower case and ``10`` for ``T`` (R2).

    Raises ValueError with a readable message for anything else.
    """
    if not isinstance(text, str) or not text.isascii():
        raise ValueError(f"{_show(text)} is not a card (cards are written like 'AS' or 'RJ')")
    name = text.upper()
    if name.startswith("10") and len(name) == 3:
        name = "T" + name[2]
    try:
        return _BY_NAME[name]
    except KeyError:
        raise ValueError(
            f"{_show(text)} is not a card (cards are written like 'AS' or 'RJ')"
        ) from None


def parse_suit(text: object) -> Suit:
    """A suit from its letter ``S H D C`` (lower case accepted)."""
    if isinstance(text, str) and len(text) == 1 and text.upper() in SUIT_LETTERS:
        return SUIT_LETTERS.index(text.upper())
    raise ValueError(f"{_show(text)} is not a suit (S, H, D or C)")


def _show(value: object) -> str:
    """A short quoted rendering of a bad value for error messages."""
    text = repr(value) if isinstance(value, str) else str(value)
    return text if len(text) <= 20 else text[:17] + "..."

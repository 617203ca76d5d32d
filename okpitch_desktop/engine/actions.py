"""The actions a seat can take; small values that the state machine applies (R5-R7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import SUIT_LETTERS, Card, Suit, card_names


@dataclass(frozen=True, slots=True)
class Bid:
    """Bid a number of points (R5)."""

    points: int


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass in the bidding (R5)."""


@dataclass(frozen=True, slots=True)
class DeclareTrump:
    """The pitcher names the trump suit (R6)."""

    suit: Suit


@dataclass(frozen=True, slots=True)
class Exchange:
    """4 players, exchange variant: give up 0 to 3 cards for as many from the widow (R6)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard down to 6 cards (R6)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card to the trick (R7)."""

    card: Card


Action = Bid | Pass | DeclareTrump | Exchange | Discard | Play


def same_action(one: Action, other: Action) -> bool:
    """Equal actions; card sets in any order."""
    if isinstance(one, Exchange | Discard) and type(one) is type(other):
        return sorted(one.cards) == sorted(other.cards)
    return one == other


def describe(action: Action) -> str:
    """A short English description, for logs and messages."""
    match action:
        case Bid(points):
            return f"bid {points}"
        case Pass():
            return "pass"
        case DeclareTrump(suit):
            return f"trump {'SHDC'[suit]}"
        case Exchange(cards):
            return f"exchange {' '.join(card_names(cards)) or 'nothing'}"
        case Discard(cards):
            return f"discard {' '.join(card_names(cards))}"
        case Play(card):
            return f"play {card_names([card])[0]}"
    raise TypeError(f"not an action: {action!r}")


def action_json(action: Action) -> dict[str, Any]:
    """An action as HAND_RECORD.md's ``suggest`` writes it (``review`` writes them alike)."""
    match action:
        case Bid(points):
            return {"bid": points}
        case Pass():
            return {"bid": None}
        case DeclareTrump(suit):
            return {"trump": SUIT_LETTERS[suit]}
        case Exchange(cards):
            return {"exchange": card_names(cards)}
        case Discard(cards):
            return {"discard": card_names(cards)}
        case Play(card):
            return {"play": card_names([card])[0]}
    raise TypeError(f"not an action: {action!r}")

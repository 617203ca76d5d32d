"""Cards as the tests write them: ``cs("AS TH RJ")``."""

from __future__ import annotations

from okpitch_desktop.engine import card_name, parse_card
from okpitch_desktop.engine.cards import Card

CARDS_DEALT = {4: 9, 6: 8}  # cards each seat is dealt, by the number of players


def c(name: str) -> Card:
    """One card from its name: ``c("AS")``."""
    return parse_card(name)


def cs(text: str) -> list[Card]:
    """Cards from space-separated notation: ``cs("AS TH RJ")``."""
    return [parse_card(name) for name in text.split()]


def names(cards) -> list[str]:
    """The cards' names, in order."""
    return [card_name(card) for card in cards]

"""Which cards may be played to a trick (R7), shared by the hand and the computer players."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card
from .ranking import TrumpOrder


def legal_plays(
    hand: Sequence[Card],
    trick: Sequence[Card],
    order: TrumpOrder,
    follow: str,
    lead_must_be_trump: bool = False,
) -> list[Card]:
    """The cards of ``hand`` that may go to ``trick`` (the cards played so far, led first).

    ``lead_must_be_trump`` is R7's ``first_lead_trump`` for the pitcher's first lead.
    """
    effective, trump = order.effective_suit, order.trump
    if not trick:
        if lead_must_be_trump:
            return [card for card in hand if effective[card] == trump] or list(hand)
        return list(hand)
    led = effective[trick[0]]
    if led == trump:  # all three rules: play a trump if you hold one
        return [card for card in hand if effective[card] == trump] or list(hand)
    if not any(effective[card] == led for card in hand):
        if follow == "suit_or_trump":  # no card of the led suit: must trump if possible
            return [card for card in hand if effective[card] == trump] or list(hand)
        return list(hand)
    if follow == "suit":
        return [card for card in hand if effective[card] == led]
    return [card for card in hand if effective[card] == led or effective[card] == trump]

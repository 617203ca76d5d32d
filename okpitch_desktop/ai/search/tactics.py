"""Card values that the heuristics and the playouts share: what a card is worth keeping,
and what it costs to give away, under one trump and one rule set (R4, R8)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ...engine import RuleSet
from ...engine.cards import ACE, DECK, KING, TEN, TWO, Card, make_card, rank_of
from ...engine.ranking import GAME_VALUE, TRUMP_BASE, TrumpOrder, trump_order
from ...engine.scoring import point_cards

POINT_CARD_COST = 30  # giving away a Jack, Off-jack, joker (or Three) to the other side


@dataclass(frozen=True, slots=True)
class CardValues:
    """Per-card tables for one trump suit under one rule set."""

    order: TrumpOrder
    point_cards: dict[Card, str]  # captured for a point (R8): card -> point name
    give_cost: tuple[int, ...]  # what letting the card go costs (lower = dump it first)
    keep_value: tuple[int, ...]  # how much a seat wants to keep the card when discarding


@cache
def card_values(trump: int, rules: RuleSet) -> CardValues:
    """The tables for ``trump`` under ``rules`` (cached: a handful of combinations)."""
    order = trump_order(trump, rules.high_joker)
    points = point_cards(order, rules)
    # R8: with the Low counted as played, the 2 of trump is the Low whenever it is played.
    sure_low = make_card(trump, TWO) if rules.low_point == "played" else None
    give, keep = [], []
    for card in DECK:
        trump_card = order.is_trump(card)
        strength = order.strength[card]
        cost = GAME_VALUE[card] + (POINT_CARD_COST if card in points else 0)
        give.append(cost + (strength - TRUMP_BASE if trump_card else 0))
        if trump_card:  # every trump is worth more than every plain card
            scores = card in points or card == sure_low
            keep.append(1000 + strength + (POINT_CARD_COST if scores else 0))
        else:
            keep.append({ACE: 60, KING: 25, TEN: 20}.get(rank_of(card), 0) + strength)
    return CardValues(order, points, tuple(give), tuple(keep))


def cards_to_keep(hand: list[Card], keep: int, values: CardValues) -> list[Card]:
    """The ``keep`` cards a seat holds on to when coming down (R6): trumps, then aces..."""
    ranked = sorted(hand, key=lambda card: -values.keep_value[card])
    return ranked[:keep]


def cards_to_let_go(hand: list[Card], count: int, values: CardValues) -> list[Card]:
    """The ``count`` cards least worth keeping, for a discard or an exchange."""
    ranked = sorted(hand, key=lambda card: values.keep_value[card])
    return ranked[:count]


def is_top_honour(card: Card, order: TrumpOrder) -> bool:
    """The ace or king of trump: cards that win tricks, spent only on tricks worth it."""
    trump = order.trump
    return card in (make_card(trump, ACE), make_card(trump, KING))


def feed_value(card: Card, values: CardValues) -> int:
    """What a card brings to a partner's sure trick: points, then Game count; top trumps
    are kept for tricks of their own."""
    if is_top_honour(card, values.order):
        return -1
    return (POINT_CARD_COST if card in values.point_cards else 0) + GAME_VALUE[card]


def card_to_feed(cards: list[Card], values: CardValues) -> Card:
    """Of ``cards``, the one to give a trick the seat's team takes: the most it brings
    (``feed_value``), then the cheapest."""
    return max(cards, key=lambda card: (feed_value(card, values), -values.give_cost[card]))

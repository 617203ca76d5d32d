"""Why a bid, a pass, a trump, an exchange or a discard, from the position (R5, R6) and,
when the move was valued, from how the contract went on the valued deals (ai.review.odds).

A suit is never called the best here: that is the measure's word (ai.review.explain's
value clauses). What is said of a suit is what the hand holds in it; what is said of a bid
is how often it was made on the deals it was valued on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Action, Bid, DeclareTrump, Discard, Exchange, Observation, Pass
from ...engine.cards import SUITS, Card
from ...engine.hand import HAND_SIZE_IN_PLAY
from ..search.tactics import card_values
from .reason import Reason

if TYPE_CHECKING:
    from .odds import ContractOdds

SHOWN_SHARE = 0.05  # a share of the deals worth saying (another side outbids, ...)
HIGH_KEEP = 20  # keep_value of a plain ten; aces and kings are worth more (tactics)


def contract_reasons(observation: Observation, action: Action) -> list[Reason]:
    """The facts of a bid, pass, trump, exchange or discard for the seat to act."""
    match action:
        case Bid(points) if None not in observation.legal_bids:
            return [Reason("forced_bid", {"bid": points})]
        case Bid() | Pass():
            return _bid_facts(observation, action)
        case DeclareTrump(suit):
            return [_trumps_held(observation.hand, suit, observation)]
        case Exchange(cards) | Discard(cards):
            return set_reasons(observation, action, tuple(cards))
    raise TypeError(f"not a bid, trump, exchange or discard: {action!r}")


def odds_reasons(
    observation: Observation,
    action: Action,
    odds: ContractOdds | None,
    lowest_bid_odds: ContractOdds | None = None,
) -> list[Reason]:
    """What the valued deals say of the contract after ``action``: how often the seat's
    side made its bid (or set the pitcher), and for a pass how often the lowest bid would
    have been made (``lowest_bid_odds``)."""
    if isinstance(action, Pass):
        if lowest_bid_odds is None or lowest_bid_odds.make_chance is None:
            return []
        lowest = min(bid for bid in observation.legal_bids if bid is not None)
        return [Reason("bid_would_make", {"bid": lowest, "chance": lowest_bid_odds.make_chance})]
    if odds is None:
        return []
    found: list[Reason] = []
    bid = action.points if isinstance(action, Bid) else observation.bid
    if odds.make_chance is not None:
        suit = action.suit if isinstance(action, DeclareTrump) else odds.trump
        code = "bid_makes" if isinstance(action, Bid) else "makes_bid"  # a bid: if it pitches
        found.append(Reason(code, {"bid": bid, "chance": odds.make_chance, "suit": suit}))
    elif odds.set_chance is not None:
        found.append(Reason("sets_pitcher", {"bid": bid, "chance": odds.set_chance}))
    if isinstance(action, Bid) and 1 - odds.ours >= SHOWN_SHARE:
        found.append(Reason("outbid", {"share": round(1 - odds.ours, 3)}))
    return found


def set_reasons(observation: Observation, action: Action, let_go: tuple[Card, ...]) -> list[Reason]:
    """What an exchange or a discard keeps and lets go (R6): the trumps, the high plain
    cards, and why a high card goes when the trumps fill the hand."""
    values = card_values(observation.trump, observation.rules)
    order = values.order
    kept = [card for card in observation.hand if card not in let_go]
    trumps_kept = _strongest_first([c for c in kept if order.is_trump(c)], observation)
    trumps_lost = _strongest_first([c for c in let_go if order.is_trump(c)], observation)
    high_lost = [c for c in let_go if not order.is_trump(c) and values.keep_value[c] >= HIGH_KEEP]
    plain_kept = [c for c in kept if not order.is_trump(c)]
    found: list[Reason] = []
    if isinstance(action, Exchange):
        found.append(Reason("draws", {"count": len(let_go)}) if let_go else Reason("keeps_all"))
    if trumps_lost:
        found.append(Reason("lets_trumps_go", {"cards": tuple(trumps_lost)}))
    if trumps_kept:
        found.append(Reason("keeps_trumps", {"cards": tuple(trumps_kept),
                                             "all": not trumps_lost}))  # fmt: skip
    full = isinstance(action, Discard) and len(trumps_kept) >= HAND_SIZE_IN_PLAY
    lower: tuple[Card, ...] = ()  # plain cards kept below the highest one let go
    if high_lost and full:
        found.append(Reason("trumps_fill", {"cards": tuple(high_lost)}))
    elif high_lost:
        highest = max(values.keep_value[card] for card in high_lost)
        lower = tuple(c for c in plain_kept if values.keep_value[c] < highest)
        found.append(Reason("lets_high_go", {"cards": tuple(high_lost), "kept": lower}))
    if plain_kept and not full and len(lower) < len(plain_kept):
        found.append(Reason("keeps_plain", {"cards": tuple(plain_kept)}))
    return found


def swapped(action: Action, other: Action, hand: tuple[Card, ...]) -> dict[str, object]:
    """The cards ``action`` keeps that ``other`` lets go, and those it lets go that
    ``other`` keeps (two sets of the same decision)."""
    ours, theirs = set(action.cards), set(other.cards)
    return {
        "keep": tuple(c for c in hand if c in theirs and c not in ours),
        "let_go": tuple(c for c in hand if c in ours and c not in theirs),
    }


def _bid_facts(observation: Observation, action: Action) -> list[Reason]:
    """A free bid or a pass: the partner's standing bid, and the suit the hand holds most
    trumps in (a count of cards, not a judgement)."""
    found: list[Reason] = []
    rules, holder = observation.rules, observation.bid_holder
    partner = holder is not None and holder != observation.seat
    if (
        isinstance(action, Pass)
        and partner
        and rules.team_of(holder) == rules.team_of(observation.seat)
    ):
        found.append(Reason("partner_holds_bid", {"bid": observation.bid}))
    longest = max(SUITS, key=lambda s: _trump_weight(observation.hand, s, observation))
    found.append(_trumps_held(observation.hand, longest, observation))
    return found


def _trumps_held(hand: tuple[Card, ...], suit: int, observation: Observation) -> Reason:
    """The hand's cards that ``suit`` would make trumps (R4), strongest first."""
    order = card_values(suit, observation.rules).order
    cards = _strongest_first([c for c in hand if order.is_trump(c)], observation, suit)
    return Reason("trumps_held", {"suit": suit, "cards": tuple(cards)})


def _trump_weight(hand: tuple[Card, ...], suit: int, observation: Observation) -> tuple[int, int]:
    """How many of the hand's cards ``suit`` makes trumps, then how high they are."""
    order = card_values(suit, observation.rules).order
    trumps = [c for c in hand if order.is_trump(c)]
    return len(trumps), sum(order.strength[c] for c in trumps)


def _strongest_first(
    cards: list[Card], observation: Observation, suit: int | None = None
) -> list[Card]:
    trump = observation.trump if suit is None else suit
    strength = card_values(trump, observation.rules).order.strength
    return sorted(cards, key=lambda c: -strength[c])

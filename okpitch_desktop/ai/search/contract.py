"""How much a hand is worth as pitcher, per trump suit: by counting (easy) or by simulating
sampled deals through the widow, the discards and a quick play (normal, hard) (R5, R6)."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from ...engine import Observation, RuleSet
from ...engine.cards import ACE, DECK, JACK, KING, QUEEN, SUITS, THREE, TWO, Card, make_card
from ...engine.cards import off_jack as off_jack_of
from ...engine.deal import CARDS_DEALT
from ...engine.hand import HAND_SIZE_IN_PLAY, MAX_EXCHANGE
from .fastplay import FastHand, mask_of, playout, tables
from .tactics import CardValues, card_values, cards_to_keep, cards_to_let_go


def counted_points(hand: tuple[Card, ...], trump: int, rules: RuleSet) -> float:
    """The easy level's count of the points a hand can expect with ``trump``."""
    order = card_values(trump, rules).order
    holds = set(hand)
    high = make_card(trump, ACE) in holds or make_card(trump, KING) in holds
    top = sum(make_card(trump, rank) in holds for rank in (ACE, KING, QUEEN))
    points = 1.0 if make_card(trump, ACE) in holds else 0.5 if high else 0.0
    if make_card(trump, TWO) in holds:
        points += 1.0 if rules.low_point == "played" else 0.6
    elif make_card(trump, THREE) in holds:
        points += 0.5
    for card in (make_card(trump, JACK), off_jack_of(trump)):
        if card in holds:
            points += 0.8 if top else 0.4
    points += 0.5 * ((order.high_joker in holds) + (order.low_joker in holds))
    trumps = sum(order.is_trump(card) for card in hand)
    points += 0.25 * max(0, trumps - 3)  # length wins tricks and the Game point
    return points


def best_counted_points(hand: tuple[Card, ...], rules: RuleSet) -> float:
    """The easy level's count of ``hand`` with its best trump suit."""
    return max(counted_points(hand, suit, rules) for suit in SUITS)


def counted_cards(hand: tuple[Card, ...], trump: int, rules: RuleSet) -> tuple[Card, ...]:
    """The cards ``counted_points`` counts on with ``trump``: its honours (Ace, King, Queen),
    the Jacks and jokers, the Two and the Three of trump; strongest first."""
    order = card_values(trump, rules).order
    honours = {make_card(trump, rank) for rank in (ACE, KING, QUEEN, JACK, TWO, THREE)}
    honours |= {off_jack_of(trump), order.high_joker, order.low_joker}
    return tuple(
        sorted((card for card in hand if card in honours), key=lambda card: -order.strength[card])
    )


@dataclass(frozen=True, slots=True)
class ContractEstimate:
    """Sampled outcomes of one trump suit with this seat as pitcher."""

    trump: int
    earned: list[list[int]]  # per sample: points earned per team (R8)

    def mean(self, value: Callable[[list[int]], float]) -> float:
        """The mean of ``value`` over the samples' points earned."""
        return math.fsum(value(earned) for earned in self.earned) / len(self.earned)

    def expected(self, team: int) -> float:
        """The points ``team`` (the pitcher's) earns on average over the samples."""
        return math.fsum(earned[team] for earned in self.earned) / len(self.earned)

    def chance_to_make(self, bid: int, team: int) -> float:
        """Share of samples in which the pitcher's team reaches ``bid``."""
        return sum(earned[team] >= bid for earned in self.earned) / len(self.earned)


Deal = tuple[list[list[Card]], list[Card]]  # every seat's hand, and the widow
GOLDEN = (math.sqrt(5) - 1) / 2  # spreads the discounted deals evenly over any number


def sample_deals(observation: Observation, rng: random.Random, samples: int) -> list[Deal]:
    """Deals of the cards this seat has not seen to the other hands and the widow."""
    return [_sample_deal(observation, rng) for _ in range(samples)]


def simulate_contracts(
    observation: Observation, deals: list[Deal], discount: float = 0.0
) -> list[ContractEstimate]:
    """For every trump suit, the points each team earns in each of ``deals``, this seat
    being the pitcher (the same deals for every suit); in a ``discount`` share of the
    deals, spread evenly, the pitcher's team earns one point fewer (at least 0)."""
    rules = observation.rules
    seat, team = observation.seat, rules.team_of(observation.seat)
    discounted = [math.modf((number + 1) * GOLDEN)[0] < discount for number in range(len(deals))]
    estimates = []
    for trump in SUITS:
        values = card_values(trump, rules)
        t = tables(trump, rules)
        earned = []
        for (hands, widow), less in zip(deals, discounted, strict=True):
            hands = _come_down(hands, widow, trump, observation, values)
            start = FastHand(t, [], seat, 0)
            start.deal([mask_of(hand) for hand in hands])
            points = playout(start, team, 0)  # bid 0: the points earned
            if less and points[team]:
                points[team] -= 1
            earned.append(points)
        estimates.append(ContractEstimate(trump, earned))
    return estimates


def _sample_deal(observation: Observation, rng: random.Random) -> Deal:
    players = observation.rules.players
    own = set(observation.hand)
    unseen = [card for card in DECK if card not in own]
    rng.shuffle(unseen)
    hands: list[list[Card]] = []
    position = 0
    for seat in range(players):
        if seat == observation.seat:
            hands.append(list(observation.hand))
            continue
        count = CARDS_DEALT[players]
        hands.append(unseen[position : position + count])
        position += count
    return hands, unseen[position:]


def _come_down(
    hands: list[list[Card]],
    widow: list[Card],
    trump: int,
    observation: Observation,
    values: CardValues,
) -> list[list[Card]]:
    """Play out R6 for a sampled deal with the heuristic choices of every seat."""
    rules = observation.rules
    seat, players = observation.seat, rules.players
    hands = [list(hand) for hand in hands]
    if players == 6 and len(hands[seat]) < 14:
        hands[seat] += widow  # the pitcher takes the widow
    elif rules.has_exchange:
        widow = list(widow)
        for offset in range(1, players + 1):
            turn = (observation.dealer + offset) % players
            given = cards_to_let_go(hands[turn], MAX_EXCHANGE, values)
            drawn, widow = widow[: len(given)], widow[len(given) :]
            hands[turn] = [card for card in hands[turn] if card not in given] + drawn
    return [cards_to_keep(hand, HAND_SIZE_IN_PLAY, values) for hand in hands]

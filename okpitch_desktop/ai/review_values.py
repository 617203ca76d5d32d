"""What each candidate of one decision is worth, judged only from what the seat saw then.

Deals of the unseen cards are sampled from the seat's observation (uniformly before the
play, as the search's contract does; with the play's sampler, which knows that players keep
their trumps, once trump is named and hands come down), every candidate is applied in every
sampled deal and the hand is finished by the quick policies (review_finish). A value is the
mean, over the deals, of the seat's team's score change minus the others' average (R8).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from statistics import fmean

from ..engine import (
    Action,
    Bid,
    DeclareTrump,
    Discard,
    Exchange,
    HandState,
    Observation,
    Pass,
    Phase,
    Play,
)
from ..engine.cards import DECK, SUITS, Card
from ..engine.deal import CARDS_DEALT
from .budget import SearchBudget
from .contract import sample_deals
from .fastplay import mask_of, team_value
from .heuristic_player import history_hand_of
from .knowledge import unseen_cards
from .review_finish import apply_copy, come_down_and_play, finish_after_bid, finish_play
from .sampling import PlaySampler
from .tactics import card_values, cards_to_let_go

SWAPPED_CARDS = 3  # discards: alternatives swap one of this many cards in and out


class ReviewCancelled(Exception):
    """``should_stop`` asked the review to stop."""


def candidates(observation: Observation, chosen: Action, level_choice: Action) -> list[Action]:
    """The actions to value: every legal bid, suit or card; for an exchange or a discard the
    chosen set, the level's, the heuristic's of each allowed size and a few swaps of it."""
    phase = observation.phase
    if phase is Phase.BID:
        return [Pass() if bid is None else Bid(bid) for bid in observation.legal_bids]
    if phase is Phase.TRUMP:
        return [DeclareTrump(suit) for suit in SUITS]
    if phase is Phase.PLAY:
        return [Play(card) for card in observation.legal_cards]
    values = card_values(observation.trump, observation.rules)
    hand = list(observation.hand)
    found: list[Action] = [chosen, level_choice]
    if phase is Phase.EXCHANGE:
        for size in range(observation.exchange_limit + 1):
            found.append(Exchange(tuple(cards_to_let_go(hand, size, values))))
    else:
        let_go = cards_to_let_go(hand, observation.discard_count, values)
        kept = [card for card in cards_to_let_go(hand, len(hand), values) if card not in let_go]
        found.append(Discard(tuple(let_go)))
        for out in let_go[-SWAPPED_CARDS:]:  # the most valuable cards it lets go...
            for keep in kept[:SWAPPED_CARDS]:  # ...for the least valuable it keeps
                found.append(Discard(tuple(keep if card == out else card for card in let_go)))
    unique: list[Action] = []
    for action in found:
        if not any(same_action(action, other) for other in unique):
            unique.append(action)
    return unique


def same_action(one: Action, other: Action) -> bool:
    """Equal actions; card sets in any order."""
    if isinstance(one, Exchange | Discard) and type(one) is type(other):
        return sorted(one.cards) == sorted(other.cards)
    return one == other


def decision_values(
    observation: Observation,
    actions: list[Action],
    budget: SearchBudget,
    rng: random.Random,
    should_stop: Callable[[], bool] | None = None,
) -> list[float]:
    """The value of each action for the seat's team, all on the same sampled deals."""
    phase = observation.phase
    if phase is Phase.PLAY:
        outcome = _play_outcomes(observation, [a.card for a in actions], budget)
        samples = budget.play_samples
    else:
        outcome = _contract_outcomes(observation, actions)
        samples = budget.contract_samples or budget.play_samples
    team = observation.rules.team_of(observation.seat)
    totals = [[] for _ in actions]
    for _ in range(samples):
        if should_stop is not None and should_stop():
            raise ReviewCancelled
        for index, deltas in enumerate(outcome(rng)):
            totals[index].append(team_value(deltas, team))
    return [fmean(values) for values in totals]


Outcomes = Callable[[random.Random], list[list[int]]]  # one sampled deal: deltas per action


def _play_outcomes(observation: Observation, cards: list[Card], budget: SearchBudget) -> Outcomes:
    rules = observation.rules
    sampler = PlaySampler(observation, balanced=budget.balanced_sampling)
    base = history_hand_of(observation)
    pitcher_team = rules.team_of(observation.pitcher)
    # Six players' endgames branch too widely to solve within the budget (as the search).
    solving = budget.solve_last_tricks if rules.players == 4 else 0

    def outcomes(rng: random.Random) -> list[list[int]]:
        masks = [mask_of(hand) for hand in sampler.sample(rng)]
        results = []
        for card in cards:
            child = base.copy()
            child.deal(masks.copy())
            child.play(card)
            results.append(finish_play(child, pitcher_team, observation.bid, solving))
        return results

    return outcomes


def _contract_outcomes(observation: Observation, actions: list[Action]) -> Outcomes:
    phase = observation.phase
    if phase is Phase.BID:
        return lambda rng: _bid_outcomes(observation, actions, rng)
    rules = observation.rules
    seat, dealer = observation.seat, observation.dealer
    turn = (seat - dealer - 1) % rules.players  # the seat's place in R6's order

    if phase is Phase.TRUMP:  # R6 from its start, for every suit
        start = Phase.EXCHANGE if rules.has_exchange else Phase.DISCARD
        moves = [(action.suit, start, 0, None) for action in actions]
    else:
        moves = [(observation.trump, phase, turn, tuple(action.cards)) for action in actions]
    sample = _come_down_sampler(observation)

    def outcomes(rng: random.Random) -> list[list[int]]:
        hands, widow = sample(rng)
        return [
            come_down_and_play(rules, dealer, observation.pitcher, observation.bid, trump,
                               [list(hand) for hand in hands], list(widow), start, at, choice)
            for trump, start, at, choice in moves
        ]  # fmt: skip

    return outcomes


def _bid_outcomes(
    observation: Observation, actions: list[Action], rng: random.Random
) -> list[list[int]]:
    """One sampled deal: the auction so far replayed, then each bid and the rest."""
    ((hands, widow),) = sample_deals(observation, rng, 1)
    base = HandState(observation.rules, observation.dealer, hands, widow, observation.scores)
    for bid in observation.bids:
        base.apply(Pass() if bid is None else Bid(bid))
    return [finish_after_bid(apply_copy(base, action)) for action in actions]


def _come_down_sampler(observation: Observation) -> Callable[[random.Random], tuple]:
    """Sampled hands of every seat and what is left of the widow, top first: before trump
    and in the exchange uniformly, at the discards with the play's sampler."""
    if observation.phase is Phase.TRUMP:
        return lambda rng: sample_deals(observation, rng, 1)[0]
    if observation.phase is Phase.DISCARD:
        sampler = PlaySampler(observation)
        return lambda rng: (sampler.sample(rng), [])
    rules = observation.rules
    drawn = sum(count or 0 for count in observation.exchange_counts)
    widow_size = len(DECK) - CARDS_DEALT[rules.players] * rules.players - drawn
    pool = unseen_cards(observation)

    def sample(rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
        unseen = list(pool)
        rng.shuffle(unseen)
        hands: list[list[Card]] = []
        for seat, size in enumerate(observation.hand_sizes):
            if seat == observation.seat:
                hands.append(list(observation.hand))
            else:
                hands.append(unseen[:size])
                del unseen[:size]
        return hands, unseen[:widow_size]

    return sample

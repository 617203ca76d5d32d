"""What each candidate of one decision is worth, judged only from what the seat saw then.

Deals of the unseen cards are sampled from the seat's observation (uniformly before the
play, as the search's contract does; with the play's sampler, which knows that players keep
their trumps, once trump is named and hands come down), every candidate is applied in every
sampled deal and the hand is finished by the quick policies (ai.review.finish); a card is
valued by the search's own evaluation, with the level's sampler (``evaluator``). A value is the
mean, over the deals, of the seat's team's score change minus the others' average (R8).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from statistics import fmean

from ...engine import (
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
from ...engine.actions import same_action
from ...engine.cards import DECK, SUITS, Card
from ...engine.deal import CARDS_DEALT
from ..players.heuristic_player import history_hand_of
from ..search.budget import SearchBudget
from ..search.contract import sample_deals
from ..search.evaluator import Results, card_results, sampled_worlds, team_valuer
from ..search.fastplay import team_value
from ..search.knowledge import unseen_cards
from ..search.sampling import PlaySampler
from ..search.tactics import card_values, cards_to_let_go
from .finish import apply_copy, come_down_and_play, finish_after_bid
from .odds import ContractOdds, OddsTally

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


def decision_values(
    observation: Observation,
    actions: list[Action],
    budget: SearchBudget,
    rng: random.Random,
    should_stop: Callable[[], bool] | None = None,
) -> list[float]:
    """The value of each action for the seat's team in points, all on the same sampled
    deals: a card by the search's own evaluation (``evaluator``), the other decisions by
    finishing the hand with the quick policies (``ai.review.finish``)."""
    return valued_outcomes(observation, actions, budget, rng, should_stop)[0]


def valued_outcomes(
    observation: Observation,
    actions: list[Action],
    budget: SearchBudget,
    rng: random.Random,
    should_stop: Callable[[], bool] | None = None,
) -> tuple[list[float], list[ContractOdds | None]]:
    """``decision_values`` and, for a bid, a trump, an exchange or a discard, how the
    contract went after each action on those same deals (None for a card); for a bid with
    the team's chance to win the game after them (ai.review.bid_chances)."""
    if observation.phase is Phase.PLAY:
        values = _play_values(observation, [action.card for action in actions], budget, rng,
                              should_stop)  # fmt: skip
        return values, [None] * len(actions)
    outcome = _contract_outcomes(observation, actions)
    team = observation.rules.team_of(observation.seat)
    totals: list[list[float]] = [[] for _ in actions]
    scores = observation.scores if observation.phase is Phase.BID else None  # bid_chances
    tallies = [OddsTally(observation.rules, team, scores) for _ in actions]
    for _ in range(budget.contract_samples or budget.play_samples):
        _stop_if_asked(should_stop)
        for index, (deltas, pitcher, trump) in enumerate(outcome(rng)):
            totals[index].append(team_value(deltas, team))
            tallies[index].add(deltas, pitcher, trump)
    return [fmean(values) for values in totals], [tally.odds() for tally in tallies]


def _stop_if_asked(should_stop: Callable[[], bool] | None) -> None:
    if should_stop is not None and should_stop():
        raise ReviewCancelled


def _play_values(
    observation: Observation,
    cards: list[Card],
    budget: SearchBudget,
    rng: random.Random,
    should_stop: Callable[[], bool] | None,
) -> list[float]:
    """Each card's mean points on the budget's sampled deals, as the search values them."""
    pitcher_team = observation.rules.team_of(observation.pitcher)
    samples = budget.samples_in_play(observation.rules.players)

    def enough(number: int, _results: Results) -> bool:
        _stop_if_asked(should_stop)
        return number >= samples

    results = card_results(
        history_hand_of(observation),
        sampled_worlds(observation, budget, rng),
        cards,
        pitcher_team,
        observation.bid,
        team_valuer(observation, False, pitcher_team),
        enough,
    )
    return [fmean(results[card]) for card in cards]


# One sampled deal: per action, each team's score change, the pitcher and the trump named
Outcomes = Callable[[random.Random], list[tuple[list[int], int, int]]]


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

    def outcomes(rng: random.Random) -> list[tuple[list[int], int, int]]:
        hands, widow = sample(rng)
        return [
            (come_down_and_play(rules, dealer, observation.pitcher, observation.bid, trump,
                                [list(hand) for hand in hands], list(widow), start, at, choice),
             observation.pitcher, trump)
            for trump, start, at, choice in moves
        ]  # fmt: skip

    return outcomes


def _bid_outcomes(
    observation: Observation, actions: list[Action], rng: random.Random
) -> list[tuple[list[int], int, int]]:
    """One sampled deal: the auction so far replayed, then each bid and the rest."""
    ((hands, widow),) = sample_deals(observation, rng, 1)
    base = HandState(observation.rules, observation.dealer, hands, widow, observation.scores)
    for bid in observation.bids:
        base.apply(Pass() if bid is None else Bid(bid))
    found = []
    for action in actions:
        finished = apply_copy(base, action)
        deltas = finish_after_bid(finished)  # the auction is settled in ``finished``
        found.append((deltas, finished.pitcher, finished.trump))
    return found


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

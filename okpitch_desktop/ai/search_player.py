"""The searching levels (``normal``, ``hard``, ``expert``): perfect-information Monte Carlo.

For a card to play: sample deals of the unseen cards that agree with everything the seat
knows, play each legal card in every sample and finish the hand (a quick playout, or an
exact solution of the last tricks), and keep the card with the best average for the
seat's own team against the others. Bids and trump come from simulated deals too.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator

from ..engine import Observation
from ..engine.cards import Card
from .budget import SearchBudget
from .contract import Deal, sample_deals, simulate_contracts
from .fastplay import TRICKS_PER_HAND, mask_of, playout, solve, team_value
from .heuristic_player import HeuristicPlayer, history_hand_of, partner_holds_bid
from .sampling import PlaySampler
from .tactics import card_values

PASS_VALUE = -0.5  # what passing is worth: an opponent will likely make a small contract
PARTNER_PASS_VALUE = 0.5
MIN_CHANCE_TO_MAKE = 0.55  # never bid what fails more often than this (overbidding)
NEAR_BEST = 0.25  # bids this close in value are as good as each other
SAFE_CHANCE_TO_MAKE = 0.85  # speaking once, bid up to what is made this often


class SearchPlayer(HeuristicPlayer):
    """Heuristic widow and discards, searched bids, trump and play."""

    def __init__(self, budget: SearchBudget) -> None:
        self.budget = budget

    def bid(self, observation: Observation, rng: random.Random) -> int | None:
        """The best-valued bid that is likely made, if it beats passing (R5).

        In an auction it bids low and raises later if need be; speaking only once it bids as
        high as is safe, since whoever speaks later may outbid a low bid.
        """
        legal = [bid for bid in observation.legal_bids if bid is not None]
        if self.budget.contract_samples == 0 or None not in observation.legal_bids:
            return super().bid(observation, rng)
        team = observation.rules.team_of(observation.seat)
        estimates = simulate_contracts(observation, self.deals(observation, rng))
        pass_value = PARTNER_PASS_VALUE if partner_holds_bid(observation) else PASS_VALUE
        choices = [  # (value, bid) of every bid likely made, with any trump
            (estimate.value(bid, team), bid)
            for estimate in estimates
            for bid in legal
            if estimate.chance_to_make(bid, team) >= MIN_CHANCE_TO_MAKE
        ]
        best_value = max((value for value, _ in choices), default=pass_value)
        if best_value <= pass_value:
            return None
        near_best = [bid for value, bid in choices if value >= best_value - NEAR_BEST]
        speaks_again = observation.rules.bidding == "auction"
        if speaks_again or observation.seat == observation.dealer:
            return min(near_best)
        safe = [bid for estimate in estimates for bid in legal
                if estimate.chance_to_make(bid, team) >= SAFE_CHANCE_TO_MAKE]  # fmt: skip
        return max(near_best + safe)

    def trump(self, observation: Observation, rng: random.Random) -> int:
        """The suit with the best simulated result for the contract."""
        if self.budget.contract_samples == 0:
            return super().trump(observation, rng)
        team = observation.rules.team_of(observation.seat)
        estimates = simulate_contracts(observation, self.deals(observation, rng))
        return max(estimates, key=lambda e: e.value(observation.bid, team)).trump

    def deals(self, observation: Observation, rng: random.Random) -> list[Deal]:
        """The deals to simulate a contract on (before the play)."""
        return sample_deals(observation, rng, self.budget.contract_samples)

    def worlds(self, observation: Observation, rng: random.Random) -> Iterator[list[list[Card]]]:
        """Every seat's hand in each sampled deal of the play phase."""
        sampler = PlaySampler(observation)
        for _ in range(self.budget.play_samples):
            yield sampler.sample(rng)

    def play(self, observation: Observation, rng: random.Random) -> Card:
        """The legal card with the best average over sampled deals."""
        legal = list(observation.legal_cards)
        if len(legal) == 1:
            return legal[0]
        rules = observation.rules
        base = history_hand_of(observation)
        pitcher_team, team = rules.team_of(observation.pitcher), rules.team_of(observation.seat)
        # Six players' endgames branch too widely to solve within the budget: playouts only.
        solving = self.budget.solve_last_tricks if rules.players == 4 else 0
        solve_from = TRICKS_PER_HAND - solving
        totals = dict.fromkeys(legal, 0.0)
        deadline = time.perf_counter() + self.budget.seconds
        for hands in self.worlds(observation, rng):
            masks = [mask_of(hand) for hand in hands]
            for card in legal:
                child = base.copy()
                child.deal(masks.copy())
                child.play(card)
                finish = solve if child.tricks_done >= solve_from else playout
                totals[card] += team_value(finish(child, pitcher_team, observation.bid), team)
            if time.perf_counter() > deadline:
                break
        give_cost = card_values(observation.trump, rules).give_cost
        return max(legal, key=lambda card: (totals[card], -give_cost[card]))

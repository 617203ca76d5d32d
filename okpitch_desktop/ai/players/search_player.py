"""The searching levels (``normal``, ``hard``, ``expert``): perfect-information Monte Carlo.

For a card to play: sample deals of the unseen cards that agree with everything the seat
knows, play each legal card in every sample and finish the hand by a quick playout
(``evaluator``), and keep the card with the best average for the seat's own team against
the others (a budget may prefer a card that costs less to give away when the samples
cannot tell it from the best, or on a trick its team takes whatever it plays, the one that
brings most to it). Bids and trump come from simulated deals too.

A budget may make the level play to the score (4 players): once a team can reach the target
this hand, every result is valued as the chance to win the game after the hand
(``win_chance``), not as its points. Farther away that chance departs from a straight line
in the points by less than a point (lab/score_linearity.py), and valuing by it
there bid more contracts and lost points for no games shown (lab/MEASUREMENTS.md).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from statistics import fmean

from ...engine import Action, Bid, DeclareTrump, Observation, Pass, Phase, Play
from ...engine.cards import ACE, Card, make_card
from ..search.budget import SearchBudget
from ..search.contract import ContractEstimate, Deal, sample_deals, simulate_contracts
from ..search.evaluator import Valuer, card_results, sampled_worlds, team_valuer
from ..search.fastplay import team_value
from ..search.knowledge import winning_seat
from ..search.tactics import card_to_feed, card_values
from ..search.win_chance import may_go_out, point_worth, win_table
from .heuristic_player import HeuristicPlayer, history_hand_of, partner_holds_bid

PASS_VALUE = -0.5  # what passing is worth: an opponent will likely make a small contract
PARTNER_PASS_VALUE = 0.5
MIN_CHANCE_TO_MAKE = 0.55  # never bid what fails more often than this (overbidding)
STOPPING_CHANCE = 0.3  # playing to the score: to stop a side about to go out, bid this
MAX_BID_CHANCE_WITHOUT_HIGH = 0.5  # the maximum bid without the ace of trump needs this
NEAR_BEST = 0.25  # bids this close in value are as good as each other
SAFE_CHANCE_TO_MAKE = 0.85  # speaking once, bid up to what is made this often
CLEAR_LEAD = 3.0  # adaptive sampling stops when the best card leads by this many errors
CHECK_EVERY = 8  # samples between two looks at the lead


@dataclass(frozen=True, slots=True)
class BidChoice:
    """A searched bid (None: a pass), why it was made (a reason code), the trump it counts
    on, and every suit's simulated contract it was chosen from."""

    bid: int | None
    why: str  # bid_low, bid_best, bid_safe, bid_stop, pass_partner, pass_better, pass_unlikely
    trump: int
    estimates: tuple[ContractEstimate, ...]


class SearchPlayer(HeuristicPlayer):
    """Heuristic widow and discards, searched bids, trump and play."""

    def __init__(self, budget: SearchBudget) -> None:
        self.budget = budget

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        """The play ranked first by ``action_values``; other phases by phase."""
        if observation.phase is Phase.PLAY and len(observation.legal_cards) > 1:
            return self.action_values(observation, rng)[0][0]
        return super().choose(observation, rng)

    # -------------------------------------------------------------------- values
    def action_values(
        self, observation: Observation, rng: random.Random, points: bool | None = None
    ) -> list[tuple[Action, float]]:
        """Every legal action of the decision (a bid, a trump, a card) with its value for the
        seat's team, all valued on the same sampled deals. The values are points (the
        team's change against the others' average, a set counting minus the bid) unless
        ``points`` is False; by default, what this level maximises. For a play the list is
        ranked and its first card is the level's move (``card_values``); bids are chosen
        from these values with the safety rules of ``bid``. The exchange and discard are not
        searched: the heuristic's choice alone, valued 0."""
        score_aware = self.plays_to_score(observation) if points is None else not points
        phase = observation.phase
        if phase is Phase.PLAY:
            values = self.card_values(observation, rng, score_aware)
            return [(Play(card), value) for card, value in values.items()]
        if phase is Phase.BID and self.budget.contract_samples:
            estimates = self.contracts(observation, rng)
            valuer = self.contract_valuer(observation, score_aware)
            values: list[tuple[Action, float]] = [
                (Bid(bid), max(e.mean(valuer(bid)) for e in estimates))
                for bid in observation.legal_bids
                if bid is not None
            ]
            if None in observation.legal_bids:
                values.insert(0, (Pass(), self.pass_value(observation, score_aware)))
            return values
        if phase is Phase.TRUMP and self.budget.contract_samples:
            valued = self.trump_estimates(observation, rng, score_aware)
            return [(DeclareTrump(estimate.trump), value) for estimate, value in valued]
        return [(super().choose(observation, rng), 0.0)]

    def plays_to_score(self, observation: Observation) -> bool:
        """Whether this level values results by the chance to win the game: it plays to
        the score, and a team can reach the target this hand (R9)."""
        rules = observation.rules
        return (
            self.budget.score_aware
            and rules.players == 4
            and any(may_go_out(score, rules) for score in observation.scores)
        )

    # -------------------------------------------------------------------- contract
    def contract_valuer(
        self, observation: Observation, score_aware: bool
    ) -> Callable[[int], Valuer]:
        """Per bid, the value of a sample's points earned with this seat as pitcher."""
        team = observation.rules.team_of(observation.seat)
        valuer = team_valuer(observation, score_aware, team)

        def of_bid(bid: int) -> Valuer:
            def value(earned: list[int]) -> float:
                if earned[team] >= bid:
                    return valuer(earned)
                deltas = list(earned)
                deltas[team] = -bid  # R8: a set costs the bid
                return valuer(deltas)

            return value

        return of_bid

    def pass_value(self, observation: Observation, score_aware: bool) -> float:
        """What passing is worth. Playing to the score: the mean chance to win over the
        hands of the self-play table, pitched by the partner's team or the others', moved
        by what the points-only value says passing is worth beyond that table's mean (so
        that away from the target both ways bid alike)."""
        ours = partner_holds_bid(observation)
        points = PARTNER_PASS_VALUE if ours else PASS_VALUE
        if not score_aware:
            return points
        team = observation.rules.team_of(observation.seat)
        pitcher_team = team if ours else 1 - team
        chance = team_valuer(observation, True, pitcher_team)
        in_chances = in_points = 0.0
        for pitcher_points, other_points, frequency in win_table().outcomes:
            deltas = [0, 0]
            deltas[pitcher_team], deltas[1 - pitcher_team] = pitcher_points, other_points
            in_chances += frequency * chance(deltas)
            in_points += frequency * team_value(deltas, team)
        return in_chances + (points - in_points) * point_worth(observation)

    def bid(self, observation: Observation, rng: random.Random) -> int | None:
        """The best-valued bid that is likely made, if it beats passing (R5): see
        ``bid_choice``."""
        if self.budget.contract_samples == 0 or None not in observation.legal_bids:
            return super().bid(observation, rng)
        return self.bid_choice(observation, rng).bid

    def bid_choice(self, observation: Observation, rng: random.Random) -> BidChoice:
        """The bid with the estimates it was chosen from (the computers' reasons show them).

        In an auction it bids low and raises later if need be; speaking only once it bids as
        high as is safe, since whoever speaks later may outbid a low bid. The maximum bid
        without the ace of trump (the High for sure) needs an even chance to be made.
        """
        legal = [bid for bid in observation.legal_bids if bid is not None]
        score_aware = self.plays_to_score(observation)
        team = observation.rules.team_of(observation.seat)
        estimates = self.contracts(observation, rng)
        valuer = self.contract_valuer(observation, score_aware)
        pass_value = self.pass_value(observation, score_aware)
        others = observation.scores[1 - team]
        stopping = score_aware and may_go_out(others, observation.rules)  # if they pitch
        choices = [  # (value, bid, trump) of every bid likely made, with any trump
            (estimate.mean(valuer(bid)), bid, estimate.trump)
            for estimate in estimates
            for bid in legal
            if self.may_bid(observation, estimate, bid, team, stopping)
        ]
        best_value = max((value for value, _, _ in choices), default=pass_value)
        if best_value <= pass_value:
            if partner_holds_bid(observation):
                why = "pass_partner"
            else:
                why = "pass_better" if choices else "pass_unlikely"
            best = max(estimates, key=lambda estimate: estimate.expected(team))
            return BidChoice(None, why, best.trump, tuple(estimates))
        near = NEAR_BEST * (point_worth(observation) if score_aware else 1.0)
        near_best = [bid for value, bid, _ in choices if value >= best_value - near]
        speaks_again = observation.rules.bidding == "auction"
        if speaks_again or observation.seat == observation.dealer:
            bid, why = min(near_best), "bid_low"
        else:
            safe = [bid for estimate in estimates for bid in legal
                    if estimate.chance_to_make(bid, team) >= SAFE_CHANCE_TO_MAKE]  # fmt: skip
            bid = max(near_best + safe)
            why = "bid_safe" if bid > max(near_best) else "bid_best"
        _, _, trump = max(choice for choice in choices if choice[1] == bid)
        counted_on = next(estimate for estimate in estimates if estimate.trump == trump)
        if counted_on.chance_to_make(bid, team) < MIN_CHANCE_TO_MAKE:
            why = "bid_stop"  # made this rarely only to stop a side about to go out
        return BidChoice(bid, why, trump, tuple(estimates))

    @staticmethod
    def may_bid(
        observation: Observation, estimate: ContractEstimate, bid: int, team: int, stopping: bool
    ) -> bool:
        """Whether ``bid`` with the estimate's trump is made often enough to be bid: a
        MIN_CHANCE_TO_MAKE, or less (STOPPING_CHANCE) to stop a side about to go out; and
        the maximum bid without the ace of trump (the High for sure) needs an even chance."""
        chance = estimate.chance_to_make(bid, team)
        if chance < (STOPPING_CHANCE if stopping else MIN_CHANCE_TO_MAKE):
            return False
        high_held = make_card(estimate.trump, ACE) in observation.hand
        return (
            high_held or bid < observation.rules.max_bid or chance >= (MAX_BID_CHANCE_WITHOUT_HIGH)
        )

    def trump(self, observation: Observation, rng: random.Random) -> int:
        """The suit with the best simulated result for the contract."""
        if self.budget.contract_samples == 0:
            return super().trump(observation, rng)
        valued = self.trump_estimates(observation, rng, self.plays_to_score(observation))
        return max(valued, key=lambda pair: pair[1])[0].trump

    def trump_estimates(
        self, observation: Observation, rng: random.Random, score_aware: bool
    ) -> list[tuple[ContractEstimate, float]]:
        """Every suit's simulated contract and its value (the computers' reasons show them)."""
        estimates = self.contracts(observation, rng)
        valuer = self.contract_valuer(observation, score_aware)(observation.bid)
        return [(estimate, estimate.mean(valuer)) for estimate in estimates]

    def contracts(self, observation: Observation, rng: random.Random) -> list[ContractEstimate]:
        """Every suit's simulated contract with this seat as pitcher, discounted as the
        budget says."""
        deals = self.deals(observation, rng)
        return simulate_contracts(observation, deals, self.budget.contract_discount)

    def deals(self, observation: Observation, rng: random.Random) -> list[Deal]:
        """The deals to simulate a contract on (before the play)."""
        return sample_deals(observation, rng, self.budget.contract_samples)

    # -------------------------------------------------------------------- play
    def worlds(self, observation: Observation, rng: random.Random) -> Iterator[list[list[Card]]]:
        """Every seat's hand in each sampled deal of the play phase (the budget's sampler)."""
        return sampled_worlds(observation, self.budget, rng)

    def card_values(
        self, observation: Observation, rng: random.Random, score_aware: bool
    ) -> dict[Card, float]:
        """Each legal card's mean value over the sampled deals, best first (ties: the card
        that costs least to give away). With the budget's ``unclear_lead`` the first is the
        card ``near_tie_card`` picks of those the samples cannot tell from the best: a near
        tie of the samples does not spend a high card."""
        legal = list(observation.legal_cards)
        rules = observation.rules
        pitcher_team = rules.team_of(observation.pitcher)
        limit = self.budget.samples_in_play(rules.players)
        deadline = time.perf_counter() + self.budget.seconds

        def enough(number: int, results: dict[Card, list[float]]) -> bool:
            if number >= limit or time.perf_counter() > deadline:
                return True
            return bool(self.budget.min_play_samples) and self.clear(number, results)

        results = card_results(
            history_hand_of(observation),
            self.worlds(observation, rng),
            legal,
            pitcher_team,
            observation.bid,
            team_valuer(observation, score_aware, pitcher_team),
            enough,
        )
        give_cost = card_values(observation.trump, rules).give_cost
        ranked = sorted(legal, key=lambda card: (-fmean(results[card]), give_cost[card]))
        if self.budget.unclear_lead:  # of the cards the samples cannot tell from the best
            best = results[ranked[0]]
            unclear = [c for c in ranked if not leads(best, results[c], self.budget.unclear_lead)]
            chosen = self.near_tie_card(observation, unclear)
            ranked.remove(chosen)
            ranked.insert(0, chosen)
        return {card: fmean(results[card]) for card in ranked}

    def near_tie_card(self, observation: Observation, unclear: list[Card]) -> Card:
        """Of the cards the samples cannot tell apart, the one that costs least to give
        away; on a trick the seat's team takes whatever it plays (it plays last and its
        partner's card wins), the one that brings most to it."""
        values = card_values(observation.trump, observation.rules)
        if partner_takes_the_trick(observation):
            return card_to_feed(unclear, values)
        return min(unclear, key=values.give_cost.__getitem__)

    def clear(self, number: int, results: dict[Card, list[float]]) -> bool:
        """Whether, after ``number`` samples, the best card leads every other by more than
        CLEAR_LEAD standard errors of the paired difference (adaptive stopping)."""
        if number < self.budget.min_play_samples or number % CHECK_EVERY:
            return False
        best = max(results, key=lambda card: fmean(results[card]))
        return all(
            leads(results[best], values, CLEAR_LEAD)
            for card, values in results.items()
            if card != best
        )


def partner_takes_the_trick(observation: Observation) -> bool:
    """Whether the seat plays last to the trick and a partner's card is winning it."""
    rules = observation.rules
    if len(observation.trick) != rules.players - 1:
        return False
    return rules.team_of(winning_seat(observation)) == rules.team_of(observation.seat)


def leads(best: list[float], other: list[float], errors: float) -> bool:
    """Whether ``best``'s values exceed ``other``'s, sample by sample, by more than
    ``errors`` standard errors of their mean difference."""
    if len(best) < 2:
        return False
    gaps = [b - v for b, v in zip(best, other, strict=True)]
    mean = fmean(gaps)
    spread = math.sqrt(sum((g - mean) ** 2 for g in gaps) / (len(gaps) - 1))
    return mean > errors * spread / math.sqrt(len(gaps))

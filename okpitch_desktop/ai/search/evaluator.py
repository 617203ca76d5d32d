"""What every legal card of a play decision is worth, on sampled deals: the one evaluation
the search, the hint and the review share (issue 52).

A budget names its sampler of the hidden hands (``weighted`` or ``kept``), may weigh the
deals by the play so far (``play_evidence``), and each card is played in every deal and the
hand finished by the quick playout; a valuer turns the hand's score changes into a value
for the seat's team: points, or the chance to win the game (``team_valuer``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator

from ...engine import Observation
from ...engine.cards import Card
from .budget import SamplerName, SearchBudget
from .fastplay import FastHand, mask_of, playout, team_value
from .kept_sampling import KeptSampler
from .play_evidence import PlayEvidence
from .sampling import HandSampler, PlaySampler
from .win_chance import chance_after

Valuer = Callable[[list[int]], float]  # team score changes of the hand -> value for a team
Results = dict[Card, list[float]]  # each card's value in every deal so far
# After each deal: (deals so far, results) -> whether to stop sampling.
Enough = Callable[[int, Results], bool]

SAMPLERS: dict[SamplerName, Callable[[Observation], HandSampler]] = {
    "weighted": PlaySampler,
    "kept": KeptSampler,
}


def play_sampler(observation: Observation, budget: SearchBudget) -> HandSampler:
    """The budget's sampler of the hidden hands of the play phase."""
    return SAMPLERS[budget.sampler](observation)


def sampled_worlds(
    observation: Observation,
    budget: SearchBudget,
    rng: random.Random,
    sampler: HandSampler | None = None,
) -> Iterator[list[list[Card]]]:
    """Every seat's hand in each of the budget's sampled deals (``sampler``, or the
    budget's), weighed by the play so far as the budget says."""
    sampler = sampler or play_sampler(observation, budget)
    evidence = None
    if budget.mismatch_weight < 1.0 and (observation.tricks or observation.trick):
        evidence = PlayEvidence(observation, budget.mismatch_weight)
    for _ in range(budget.samples_in_play(observation.rules.players)):
        yield sampler.sample(rng) if evidence is None else evidence.draw(sampler, rng)


def card_results(
    base: FastHand,
    worlds: Iterable[list[list[Card]]],
    cards: list[Card],
    pitcher_team: int,
    bid: int,
    value_of: Valuer,
    enough: Enough,
) -> Results:
    """Each card's value in every deal of ``worlds`` (all on the same deals), from the play
    position ``base``: the card played, the rest of the hand by the quick playout. Stops
    after a deal once ``enough`` says so."""
    results: Results = {card: [] for card in cards}
    for number, hands in enumerate(worlds, start=1):
        masks = [mask_of(hand) for hand in hands]
        for card in cards:
            child = base.copy()
            child.deal(masks.copy())
            child.play(card)
            results[card].append(value_of(playout(child, pitcher_team, bid)))
        if enough(number, results):
            break
    return results


def team_valuer(observation: Observation, score_aware: bool, pitcher_team: int) -> Valuer:
    """What a hand's result (team score changes) is worth to the seat's team: its points
    against the others' average, or with ``score_aware`` its chance to win the game after
    the hand (R9)."""
    rules = observation.rules
    team = rules.team_of(observation.seat)
    if not score_aware:
        return lambda deltas: team_value(deltas, team)
    scores, target = observation.scores, rules.target
    known: dict[tuple[int, ...], float] = {}  # a hand has few distinct results

    def chance(deltas: list[int]) -> float:
        key = tuple(deltas)
        if key not in known:
            known[key] = chance_after(scores, deltas, team, pitcher_team, target)
        return known[key]

    return chance

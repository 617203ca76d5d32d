"""The post-hand review: every decision of one seat judged from what it saw then (issue 14).

For each of the seat's decisions the hand is rewound to that moment, the seat's observation
is taken (never another hand), and every candidate is valued on the same sampled deals with
the level's budget (ai.review.values). ``open_cards`` judges the same candidates with every
card known (ai.review.open_cards). Typed results, so the game's worker process and ``okpitch-cli
review`` share them; JSON only in ``to_json``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

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
)
from ...engine.actions import action_json, same_action
from ..players.levels import BUDGETS, make_player
from ..search.budget import SearchBudget
from ..search.tactics import card_values
from .odds import ContractOdds
from .open_cards import OpenJudgement, judge_open
from .thresholds import MISTAKE
from .values import ReviewCancelled, candidates, valued_outcomes

DEFAULT_THRESHOLD = MISTAKE  # a mistake costs at least this many points (HAND_RECORD.md)
DIGITS = 3  # values are rounded to this many decimals before best and cost are chosen
# The review samples this many times the deals its level plays with: a review is read at
# leisure, and with the level's own count sampling noise alone blamed good moves (a hand
# played by ``hard`` cost 1.8 points on average); a whole hand still takes about 1.3 seconds
# of one core (median; dev/review_benchmark.py speed).
REVIEW_SAMPLES = 4
MOST_PLAY_SAMPLES = 160  # per candidate card: 4x what hard sampled when this was measured
# A bid or trump is judged on twice the deals ``hard`` simulates for its own (384): a verdict
# no noisier than ``hard``'s choice and the computers' reasons shown beside it (4x took 2.4 s).
MOST_CONTRACT_SAMPLES = 2 * BUDGETS["hard"].contract_samples

__all__ = ["DecisionReview", "HandReview", "ReviewCancelled", "ValuedAction", "review_hand"]


@dataclass(frozen=True, slots=True)
class ValuedAction:
    """One candidate and its value for the seat's team, in points; for a bid, a trump, an
    exchange or a discard, how the contract went after it on the same deals."""

    action: Action
    value: float
    odds: ContractOdds | None = None


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """One decision: what was chosen, what the search prefers, and what the choice cost."""

    step: str  # the record field and index, as error messages name it: "plays[7]"
    phase: Phase
    chosen: ValuedAction
    best: ValuedAction
    alternatives: tuple[ValuedAction, ...]  # every candidate valued, best first
    threshold: float
    open_cards: OpenJudgement | None  # complete hands only

    @property
    def cost(self) -> float:
        """Points the choice gave away against the best candidate (never negative)."""
        return round(self.best.value - self.chosen.value, DIGITS)

    @property
    def mistake(self) -> bool:
        """A cost of at least the threshold."""
        return self.cost >= self.threshold

    def to_json(self) -> dict[str, Any]:
        """The decision as ``okpitch-cli review`` prints it."""
        opened = self.open_cards
        return {
            "step": self.step,
            "phase": self.phase.value,
            "chosen": action_json(self.chosen.action),
            "best": action_json(self.best.action),
            "chosen_value": self.chosen.value,
            "best_value": self.best.value,
            "cost": self.cost,
            "mistake": self.mistake,
            "alternatives": [
                {"action": action_json(a.action), "value": a.value} for a in self.alternatives
            ],
            "open_cards": None if opened is None else {
                "chosen_value": opened.chosen_value,
                "best_value": opened.best_value,
                "best": action_json(opened.best),
            },
        }  # fmt: skip


@dataclass(frozen=True, slots=True)
class HandReview:
    """Every decision of one seat in one hand."""

    seat: int
    level: str
    threshold: float
    decisions: tuple[DecisionReview, ...]

    @property
    def total_cost(self) -> float:
        """The sum of the decisions' costs."""
        return round(sum(decision.cost for decision in self.decisions), DIGITS)

    def to_json(self) -> dict[str, Any]:
        """The review as ``okpitch-cli review`` prints it."""
        return {
            "seat": self.seat,
            "level": self.level,
            "threshold": self.threshold,
            "total_cost": self.total_cost,
            "decisions": [decision.to_json() for decision in self.decisions],
        }


def review_hand(
    state: HandState,
    seat: int,
    level: str = "hard",
    seed: int = 0,
    threshold: float = DEFAULT_THRESHOLD,
    progress: Callable[[int, int], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
    open_cards: bool = True,
) -> HandReview:
    """Review every decision ``seat`` made in ``state``'s history with a searching level.

    ``progress(done, total)`` is called after each decision; ``should_stop()`` is polled
    between sampled deals and raises ReviewCancelled when it returns true. ``open_cards``
    judges a finished hand with every card known as well.
    """
    if level not in BUDGETS:
        raise ValueError(f"level {level!r} does not search (searching: {', '.join(BUDGETS)})")
    turns = [i for i, (actor, _) in enumerate(state.history) if actor == seat]
    steps = step_names(state)
    opened = open_cards and state.phase is Phase.DONE
    replay = state.rewound(0)
    decisions = []
    for index, (actor, action) in enumerate(state.history):
        if actor == seat:
            if should_stop is not None and should_stop():
                raise ReviewCancelled
            decisions.append(_review_decision(replay, action, steps[index], level, seed,
                                              threshold, opened, should_stop))  # fmt: skip
            if progress is not None:
                progress(len(decisions), len(turns))
        replay.apply(action)
    return HandReview(seat, level, threshold, tuple(decisions))


def _review_decision(
    state: HandState,
    chosen: Action,
    step: str,
    level: str,
    seed: int,
    threshold: float,
    opened: bool,
    should_stop: Callable[[], bool] | None,
) -> DecisionReview:
    observation = state.observation(state.to_act)
    valued = valued_candidates(observation, chosen, level, f"okpitch/review/{seed}/{step}",
                               should_stop)  # fmt: skip
    actions = [v.action for v in valued]
    picked = next(i for i, action in enumerate(actions) if same_action(action, chosen))
    ranked = ranked_candidates(observation, valued)
    best = valued[picked] if valued[picked].value == ranked[0].value else ranked[0]
    judged = _open_judgement(state, actions, picked) if opened else None
    return DecisionReview(step, observation.phase, valued[picked], best, tuple(ranked),
                          threshold, judged)  # fmt: skip


def valued_candidates(
    observation: Observation,
    chosen: Action | None,
    level: str,
    key: str,
    should_stop: Callable[[], bool] | None = None,
) -> list[ValuedAction]:
    """The candidates of ``observation``'s decision (``chosen`` among them, if given) and
    their values in points with the review's budget of ``level``, on deals drawn from
    ``key``: the review's measure, which the coach uses before a move too."""
    level_choice = chosen  # a bid, a trump or a card: every legal one is a candidate
    if observation.phase in (Phase.EXCHANGE, Phase.DISCARD):
        level_rng = random.Random(f"{key}/level")
        level_choice = make_player(level).choose(observation, level_rng)
    actions = candidates(observation, chosen or level_choice, level_choice)
    rng = random.Random(key)
    budget = review_budget(level)
    values, odds = valued_outcomes(observation, actions, budget, rng, should_stop)
    return [
        ValuedAction(action, round(value, DIGITS), chances)
        for action, value, chances in zip(actions, values, odds, strict=True)
    ]


def ranked_candidates(observation: Observation, valued: list[ValuedAction]) -> list[ValuedAction]:
    """``valued`` best first: the measure's order for the hint, the coach, the drills and the
    review (docs/levels.md). Of equal values, the card that costs least to give away comes
    first (the samples could not tell them apart), then the candidates' own order."""
    if observation.phase is not Phase.PLAY:
        return sorted(valued, key=lambda v: -v.value)
    give_cost = card_values(observation.trump, observation.rules).give_cost
    return sorted(valued, key=lambda v: (-v.value, give_cost[v.action.card]))


def review_budget(level: str) -> SearchBudget:
    """The level's budget with ``REVIEW_SAMPLES`` times its sampled deals, within the most a
    review of a whole hand can afford in a few seconds (docs/development.md), and the plain
    model of the hidden hands: the weighted sampler, no weighing by the play so far.

    The kept sampler and the play's evidence model players who keep and play as the
    computers do; a person's partner, and the seats of a typed record, need not. In the
    planted off-jack record (tests/data/review) a seat that passed holds the king of trump:
    hard's own model, sampling a passer with few honours, valued the off-jack thrown under
    it at 0.03 points, where the open cards show 2 and the plain model about 1."""
    budget = BUDGETS[level]
    return replace(
        budget,
        play_samples=min(budget.play_samples * REVIEW_SAMPLES, MOST_PLAY_SAMPLES),
        contract_samples=min(budget.contract_samples * REVIEW_SAMPLES, MOST_CONTRACT_SAMPLES),
        six_player_samples=0,  # as many at 6 players
        sampler="weighted",
        mismatch_weight=1.0,
    )


def _open_judgement(state: HandState, actions: list[Action], picked: int) -> OpenJudgement:
    """The open-cards judgement, rounded as the sampled values are."""
    judged = judge_open(state, actions, picked)
    chosen_value = round(judged.chosen_value, DIGITS)
    best_value = round(judged.best_value, DIGITS)
    best = actions[picked] if best_value == chosen_value else judged.best
    return OpenJudgement(chosen_value, best_value, best)


def step_names(state: HandState) -> list[str]:
    """Each action's place in the hand record, as error messages name it (HAND_RECORD.md)."""
    names, bids, plays = [], 0, 0
    for seat, action in state.history:
        if isinstance(action, Bid | Pass):
            names.append(f"bids[{bids}]")
            bids += 1
        elif isinstance(action, DeclareTrump):
            names.append("trump")
        elif isinstance(action, Exchange):
            names.append(f"exchanges[{seat}]")
        elif isinstance(action, Discard):
            names.append(f"discards[{seat}]")
        else:
            names.append(f"plays[{plays}]")
            plays += 1
    return names

"""Duplicate matches between two levels: every deal is played twice with the same cards,
team 0 by level A and then by level B (the other team(s) by the other level), so the
luck of the deal cancels out (HAND_RECORD.md, ``okpitch-cli match``)."""

from __future__ import annotations

import math
import random
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from statistics import fmean, median, stdev

from ..engine import HandState, RuleSet
from ..engine.deal import deal
from .levels import make_player
from .omniscient import OmniscientPlayer


@dataclass(slots=True)
class DealOutcome:
    """One deal played both ways: each level's points, contracts and decision times."""

    points: dict[str, float]  # level side ("a"/"b") -> its teams' mean score change
    contracts: dict[str, list[bool]] = field(default_factory=dict)  # made, when pitching
    decision_ms: dict[str, list[float]] = field(default_factory=dict)


def play_deal(rules: RuleSet, seed: int, number: int, level_a: str, level_b: str) -> DealOutcome:
    """Play deal ``number`` twice: A holding team 0's seats, then B holding them."""
    dealer = number % rules.players
    hands, widow = deal(rules, dealer, random.Random(f"okpitch/match/{seed}/{number}"))
    outcome = DealOutcome({"a": 0.0, "b": 0.0}, {"a": [], "b": []}, {"a": [], "b": []})
    for run, team0_side in enumerate(("a", "b")):
        sides = [team0_side if rules.team_of(s) == 0 else _other(team0_side)
                 for s in range(rules.players)]  # fmt: skip
        players = {"a": make_player(level_a), "b": make_player(level_b)}
        state = HandState(rules, dealer, hands, widow)
        decision = 0
        while state.result is None:
            seat = state.to_act
            side = sides[seat]
            rng = random.Random(f"okpitch/match/{seed}/{number}/{run}/{decision}")
            start = time.perf_counter()
            if isinstance(players[side], OmniscientPlayer):
                players[side].see(state)
            action = players[side].choose(state.observation(seat), rng)
            outcome.decision_ms[side].append((time.perf_counter() - start) * 1000)
            state.apply(action)
            decision += 1
        result = state.result
        for side in ("a", "b"):
            teams = [t for t in range(rules.teams) if (t == 0) == (side == team0_side)]
            outcome.points[side] += fmean(result.scores[t] for t in teams) / 2
        outcome.contracts[sides[state.pitcher]].append(result.made)
    return outcome


def _other(side: str) -> str:
    return "b" if side == "a" else "a"


def run_match(
    rules: RuleSet, level_a: str, level_b: str, deals: int, seed: int, jobs: int = 1
) -> dict:
    """Play ``deals`` duplicate deals and summarise them as ``okpitch-cli match`` prints."""
    make_player(level_a), make_player(level_b)  # unknown levels fail before any work
    args = [(rules, seed, n, level_a, level_b) for n in range(deals)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            outcomes = list(pool.map(_play_deal_args, args, chunksize=8))
    else:
        outcomes = [play_deal(*a) for a in args]
    return summarise(outcomes)


def _play_deal_args(args: tuple) -> DealOutcome:
    return play_deal(*args)


def summarise(outcomes: list[DealOutcome]) -> dict:
    """Points per deal, the 95% interval of the per-deal difference, contracts and times."""
    diffs = [o.points["a"] - o.points["b"] for o in outcomes]
    mean = fmean(diffs)
    half = 1.96 * stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.inf
    report: dict = {
        "deals": len(outcomes),
        "a_points_per_deal": round(fmean(o.points["a"] for o in outcomes), 4),
        "b_points_per_deal": round(fmean(o.points["b"] for o in outcomes), 4),
        "diff": round(mean, 4),
        "diff_ci95": [round(mean - half, 4), round(mean + half, 4)],
    }
    for side in ("a", "b"):
        made = [m for o in outcomes for m in o.contracts[side]]
        report[f"{side}_bids_made"] = round(sum(made) / len(made), 4) if made else None
        report[f"{side}_contracts"] = len(made)
    for side in ("a", "b"):
        times = sorted(t for o in outcomes for t in o.decision_ms[side])
        report[f"{side}_ms_per_decision"] = {
            "median": round(median(times), 3),
            "p95": round(times[min(len(times) - 1, int(0.95 * len(times)))], 3),
        }
    return report

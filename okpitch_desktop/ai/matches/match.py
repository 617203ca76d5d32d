"""Duplicate matches between two levels: every deal is played twice with the same cards,
team 0 by level A and then by level B (the other team(s) by the other level), so the
luck of the deal cancels out (HAND_RECORD.md, ``okpitch-cli match``)."""

from __future__ import annotations

import math
import multiprocessing
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from statistics import fmean, median, stdev

from ...engine import HandState, RuleSet
from ...engine.deal import deal
from ..players.levels import make_player
from ..players.player import Player, PlayerMaker, SeesTheDeal

SIDES = ("a", "b")


@dataclass(slots=True)
class DealOutcome:
    """One deal played both ways: each level's points, contracts and decision times."""

    points: dict[str, float] = field(default_factory=lambda: {"a": 0.0, "b": 0.0})
    contracts: dict[str, list[bool]] = field(default_factory=lambda: {"a": [], "b": []})
    decision_ms: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})
    # the same in processor time: what a decision costs on one idle core, however busy
    # the machine is
    cpu_ms: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})


def seat_sides(rules: RuleSet, team0_side: str) -> list[str]:
    """The side ("a"/"b") playing each seat when ``team0_side`` holds team 0."""
    other = "b" if team0_side == "a" else "a"
    return [team0_side if rules.team_of(s) == 0 else other for s in range(rules.players)]


def play_hand(
    state: HandState,
    players: dict[str, Player],
    sides: list[str],
    outcome: DealOutcome,
    seed_of: Callable[[int], str],
) -> None:
    """Play ``state`` to its end, adding each side's half of the points, its contract and
    its decision times to ``outcome`` (one of the two plays of a duplicate deal). Decision
    number ``n`` draws from a generator seeded with the text ``seed_of(n)``."""
    decision = 0
    while state.result is None:
        seat = state.to_act
        player = players[sides[seat]]
        seed = seed_of(decision)
        start, cpu_start = time.perf_counter(), time.process_time()
        if isinstance(player, SeesTheDeal):
            player.see(state, seed)
        action = player.choose(state.observation(seat), random.Random(seed))
        outcome.decision_ms[sides[seat]].append((time.perf_counter() - start) * 1000)
        outcome.cpu_ms[sides[seat]].append((time.process_time() - cpu_start) * 1000)
        state.apply(action)
        decision += 1
    result = state.result
    before = state.scores
    for side in SIDES:
        teams = [t for t in range(state.rules.teams) if sides[t] == side]
        outcome.points[side] += fmean(result.scores[t] - before[t] for t in teams) / 2
    outcome.contracts[sides[state.pitcher]].append(result.made)


def play_deal(
    rules: RuleSet,
    seed: int,
    number: int,
    level_a: str,
    level_b: str,
    make: PlayerMaker = make_player,
) -> DealOutcome:
    """Play deal ``number`` twice: A holding team 0's seats, then B holding them."""
    return play_both_ways(rules, seed, number, level_a, level_b, make)[0]


def play_both_ways(
    rules: RuleSet,
    seed: int,
    number: int,
    level_a: str,
    level_b: str,
    make: PlayerMaker = make_player,
) -> tuple[DealOutcome, list[tuple[HandState, list[str]]]]:
    """Deal ``number`` played as ``play_deal`` plays it: its outcome, and each finished
    hand with the side playing each seat."""
    dealer = number % rules.players
    hands, widow = deal(rules, dealer, random.Random(f"okpitch/match/{seed}/{number}"))
    outcome = DealOutcome()
    played = []
    for run, team0_side in enumerate(SIDES):
        players = {"a": make(level_a), "b": make(level_b)}
        key = f"okpitch/match/{seed}/{number}/{run}"
        sides = seat_sides(rules, team0_side)
        state = HandState(rules, dealer, hands, widow)
        play_hand(state, players, sides, outcome, lambda decision, key=key: f"{key}/{decision}")
        played.append((state, sides))
    return outcome, played


def run_match(
    rules: RuleSet,
    level_a: str,
    level_b: str,
    deals: int,
    seed: int,
    jobs: int = 1,
    make: PlayerMaker = make_player,
) -> dict:
    """Play ``deals`` duplicate deals and summarise them as ``okpitch-cli match`` prints;
    ``make`` makes the players of a level's name (the lab's own levels too)."""
    make(level_a), make(level_b)  # unknown levels fail before any work
    args = [(rules, seed, n, level_a, level_b, make) for n in range(deals)]
    return summarise(run_jobs(play_deal, args, jobs))


def run_jobs(work: Callable, args: list[tuple], jobs: int) -> list:
    """``work(*a)`` for every ``a`` in order, in ``jobs`` worker processes if more than 1.

    A multiprocessing pool, not concurrent.futures' ProcessPoolExecutor: under Wine 8.0 the
    executor hangs with any work at all (its result-waiting thread never wakes), where the
    pool answers, and on Windows as on Linux both give the same results in the same order.
    """
    if jobs <= 1:
        return [work(*a) for a in args]
    with multiprocessing.Pool(jobs) as pool:
        return pool.map(_call, [(work, a) for a in args], chunksize=1)


def _call(work_args: tuple[Callable, tuple]):
    work, args = work_args
    return work(*args)


def mean_ci95(
    values: list[float], low: float = -math.inf, high: float = math.inf
) -> tuple[float, list[float]]:
    """The mean and its 95% interval (normal approximation), kept within [low, high]."""
    mean = fmean(values)
    half = 1.96 * stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return mean, [round(max(low, mean - half), 4), round(min(high, mean + half), 4)]


def summarise(outcomes: list[DealOutcome]) -> dict:
    """Points per deal, the 95% interval of the per-deal difference, contracts and times."""
    mean, interval = mean_ci95([o.points["a"] - o.points["b"] for o in outcomes])
    report: dict = {
        "deals": len(outcomes),
        "a_points_per_deal": round(fmean(o.points["a"] for o in outcomes), 4),
        "b_points_per_deal": round(fmean(o.points["b"] for o in outcomes), 4),
        "diff": round(mean, 4),
        "diff_ci95": interval,
    }
    for side in SIDES:
        made = [m for o in outcomes for m in o.contracts[side]]
        report[f"{side}_bids_made"] = round(sum(made) / len(made), 4) if made else None
        report[f"{side}_contracts"] = len(made)
    for side in SIDES:
        report[f"{side}_ms_per_decision"] = _spread(
            [t for o in outcomes for t in o.decision_ms[side]]
        )
        report[f"{side}_cpu_ms_per_decision"] = _spread(
            [t for o in outcomes for t in o.cpu_ms[side]]
        )
    return report


def _spread(times: list[float]) -> dict[str, float]:
    times = sorted(times)
    return {
        "median": round(median(times), 3),
        "p95": round(times[min(len(times) - 1, int(0.95 * len(times)))], 3),
    }

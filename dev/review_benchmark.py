"""What a post-hand review costs and finds, measured: two benchmark commands (issue 14).

``python dev/review_benchmark.py speed --players 4 --hands 20`` plays hands
(every seat ``hard``), reviews seat 0 of each at ``hard`` and prints the seconds per whole
hand: the review from the seat's view alone, and the open-cards judgement on top of it
(median, p95, max of the CPU seconds of one core).

``python dev/review_benchmark.py costs --level hard --hands 100`` plays hands
with seat 0 played by ``--level`` and the others by ``--others`` (default ``hard``), reviews
seat 0 at ``hard`` and prints the distribution of the total cost per hand and the mistakes
per hand. Run it with ``--level random`` on the same ``--seed`` to compare.

``python dev/review_benchmark.py coach --players 4 --hands 20`` plays hands (every seat
``hard``) and times the coach's check (ai/review/coach.py) before each of seat 0's
decisions: median, p95 and max CPU seconds of one core, in all and per phase. With
``--hint`` it times the hint instead, as the search process answers it (the same check,
then the best move's reasons: app/computers/search_process.py, HINT).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from okpitch_desktop.ai import make_player
from okpitch_desktop.ai.review.coach import check_decision
from okpitch_desktop.ai.review.hand_review import review_hand
from okpitch_desktop.engine import HandState, Phase, RuleSet
from okpitch_desktop.engine.deal import deal

REVIEWED_SEAT = 0


def played_hand(rules: RuleSet, number: int, seed: int, level: str, others: str) -> HandState:
    """One dealt and played hand; seat 0 played by ``level``, the others by ``others``."""
    rng = random.Random(f"review_benchmark/{seed}/{number}")
    dealer = number % rules.players
    hands, widow = deal(rules, dealer, rng)
    state = HandState(rules, dealer, hands, widow)
    seat_player, other_player = make_player(level), make_player(others)
    while state.phase is not Phase.DONE:
        seat = state.to_act
        player = seat_player if seat == REVIEWED_SEAT else other_player
        state.apply(player.choose(state.observation(seat), rng))
    return state


def spread(values: list[float], digits: int = 3) -> dict[str, float]:
    """Median, 95th percentile and maximum."""
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {"median": round(statistics.median(ordered), digits), "p95": round(p95, digits),
            "max": round(ordered[-1], digits)}  # fmt: skip


def measure_speed(players: int, hands: int, seed: int) -> dict:
    """Seconds per whole-hand review of one seat at ``hard``, without and with open cards."""
    rules = RuleSet(players=players)
    seen, opened, decisions = [], [], []
    for number in range(hands):
        state = played_hand(rules, number, seed, "hard", "hard")
        start = time.process_time()
        review = review_hand(state, REVIEWED_SEAT, "hard", seed, open_cards=False)
        middle = time.process_time()
        review_hand(state, REVIEWED_SEAT, "hard", seed)
        end = time.process_time()
        seen.append(middle - start)
        opened.append((end - middle) - (middle - start))
        decisions.append(len(review.decisions))
    return {"players": players, "hands": hands, "level": "hard",
            "decisions_per_hand": round(statistics.fmean(decisions), 1),
            "review_seconds": spread(seen), "open_cards_seconds": spread(opened)}  # fmt: skip


def measure_coach(players: int, hands: int, seed: int, hint: bool = False) -> dict:
    """CPU seconds of the coach's check (or of the hint: ``hint``) before each of seat 0's
    decisions, by phase."""
    from okpitch_desktop.app.computers.jobs import Job, JobKind
    from okpitch_desktop.app.computers.search_process import answer

    rules = RuleSet(players=players)
    by_phase: dict[str, list[float]] = {}
    for number in range(hands):
        state = played_hand(rules, number, seed, "hard", "hard")
        for index, (seat, _action) in enumerate(state.history):
            if seat != REVIEWED_SEAT:
                continue
            observation = state.rewound(index).observation(seat)
            start = time.process_time()
            if hint:
                answer(Job(0, JobKind.HINT, "hard", observation, seed))
            else:
                check_decision(observation, seed)
            by_phase.setdefault(observation.phase.value, []).append(time.process_time() - start)
    every = [seconds for times in by_phase.values() for seconds in times]
    return {"players": players, "hands": hands, "level": "hard", "decisions": len(every),
            "hint_seconds" if hint else "check_seconds": spread(every),
            "by_phase": {phase: spread(times) for phase, times in by_phase.items()}}  # fmt: skip


def measure_costs(level: str, others: str, hands: int, seed: int, players: int) -> dict:
    """The total cost per hand of a seat played by ``level``, reviewed at ``hard``."""
    rules = RuleSet(players=players)
    totals, mistakes, by_phase = [], [], {}
    for number in range(hands):
        state = played_hand(rules, number, seed, level, others)
        review = review_hand(state, REVIEWED_SEAT, "hard", seed, open_cards=False)
        totals.append(review.total_cost)
        mistakes.append(sum(decision.mistake for decision in review.decisions))
        for decision in review.decisions:
            by_phase[decision.phase.value] = by_phase.get(decision.phase.value, 0) + decision.cost
    bins = [0, 0.25, 0.5, 1, 2, 4, 8]
    histogram = {f">={low}": sum(low <= t < high for t in totals)
                 for low, high in zip(bins, bins[1:] + [float("inf")], strict=True)}  # fmt: skip
    return {"players": players, "hands": hands, "level": level, "others": others,
            "reviewed_at": "hard", "mean_cost_per_hand": round(statistics.fmean(totals), 3),
            "cost_per_hand": spread(totals), "histogram": histogram,
            "mistakes_per_hand": round(statistics.fmean(mistakes), 3),
            "cost_per_hand_by_phase": {
                phase: round(cost / hands, 3) for phase, cost in by_phase.items()}}  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    speed = commands.add_parser("speed", help="seconds per reviewed hand")
    speed.add_argument("--players", type=int, choices=(4, 6), default=4)
    speed.add_argument("--hands", type=int, default=20)
    speed.add_argument("--seed", type=int, default=0)
    coach = commands.add_parser("coach", help="seconds of the coach's check per decision")
    coach.add_argument("--players", type=int, choices=(4, 6), default=4)
    coach.add_argument("--hands", type=int, default=20)
    coach.add_argument("--seed", type=int, default=0)
    coach.add_argument("--hint", action="store_true", help="time the hint instead")
    costs = commands.add_parser("costs", help="total cost per hand of a level's play")
    costs.add_argument("--level", default="hard")
    costs.add_argument("--others", default="hard")
    costs.add_argument("--hands", type=int, default=100)
    costs.add_argument("--players", type=int, choices=(4, 6), default=4)
    costs.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    if args.command == "speed":
        print(json.dumps(measure_speed(args.players, args.hands, args.seed)))
    elif args.command == "coach":
        print(json.dumps(measure_coach(args.players, args.hands, args.seed, args.hint)))
    else:
        print(json.dumps(measure_costs(args.level, args.others, args.hands, args.seed,
                                       args.players)))  # fmt: skip


if __name__ == "__main__":
    main()

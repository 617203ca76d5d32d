"""What each bid's chance (View > Chance to win) costs per turn to bid, measured:

    python dev/bid_chances_benchmark.py --players 4 --hands 20 [--child]

plays hands (every seat ``hard``) and, before each of seat 0's bids, times
``ai.review.bid_chances.bid_chances`` (the coach's check of the bid with hard's review
budget, then the game chances): the CPU seconds of one core, median, p95 and max. With
``--child`` it also times the window's own road for each, wall seconds from the turn to the
answer: a fresh low-priority child process (app.review.runner, spawn) that imports the
search and works the chances out (app.chance_to_win.chances_for_table).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from okpitch_desktop.ai import make_player
from okpitch_desktop.ai.review.bid_chances import bid_chances
from okpitch_desktop.engine import HandState, Observation, Phase, RuleSet
from okpitch_desktop.engine.deal import deal

SEAT = 0


def bid_turns(rules: RuleSet, hands: int, seed: int) -> list[Observation]:
    """Seat 0's turns to bid in ``hands`` hands played by ``hard`` at every seat."""
    player, found = make_player("hard"), []
    for number in range(hands):
        rng = random.Random(f"bid_chances_benchmark/{seed}/{number}")
        hands_dealt, widow = deal(rules, number % rules.players, rng)
        state = HandState(rules, number % rules.players, hands_dealt, widow)
        while state.phase is Phase.BID:
            seen = state.observation(state.to_act)
            if state.to_act == SEAT:
                found.append(seen)
            state.apply(player.choose(seen, rng))
    return found


def spread(values: list[float]) -> dict[str, float]:
    """Median, 95th percentile and maximum, in seconds."""
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {"median": round(statistics.median(ordered), 3), "p95": round(p95, 3),
            "max": round(ordered[-1], 3)}  # fmt: skip


def cpu_seconds(turns: list[Observation], seed: int) -> list[float]:
    """One core's seconds of each turn's chances, in this process."""
    times = []
    for observation in turns:
        start = time.process_time()
        bid_chances(observation, seed)
        times.append(time.process_time() - start)
    return times


def child_seconds(turns: list[Observation], seed: int) -> list[float]:
    """Wall seconds of each turn's chances as the window gets them (a child process)."""
    from PySide6.QtCore import QCoreApplication, QEventLoop

    from okpitch_desktop.app.chance_to_win import chances_for_table
    from okpitch_desktop.app.review.runner import ReviewRunner

    app = QCoreApplication.instance() or QCoreApplication([])
    runner = ReviewRunner(low_priority=True)
    times = []
    for observation in turns:
        loop = QEventLoop()
        runner.finished.connect(loop.quit)
        runner.failed.connect(loop.quit)
        start = time.perf_counter()
        runner.run(chances_for_table, observation, seed)
        loop.exec()
        times.append(time.perf_counter() - start)
        runner.finished.disconnect(loop.quit)
        runner.failed.disconnect(loop.quit)
    runner.stop()
    del app
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, choices=(4, 6), default=4)
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--child", action="store_true", help="time the window's road too")
    args = parser.parse_args()
    turns = bid_turns(RuleSet(players=args.players), args.hands, args.seed)
    report = {"players": args.players, "hands": args.hands, "turns_to_bid": len(turns),
              "cpu_seconds": spread(cpu_seconds(turns, args.seed))}  # fmt: skip
    if args.child:
        report["child_wall_seconds"] = spread(child_seconds(turns, args.seed))
    print(json.dumps(report))


if __name__ == "__main__":
    main()

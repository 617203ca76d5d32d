"""How long the claim and settled-hand searches (engine/claim.py) take on the GUI thread.

``python dev/claim_benchmark.py --deals 30`` plays deals with the easy
computer at every seat, 4 and 6 players, and at every card to play times ``claim_line``
(for the team to act) and ``settled_line``. It prints, per player count, the positions,
how many claims and settled hands were found, the times (median, p95, max in ms), and how
many answers the node budget turned into "no" (found again with a budget of 200,000).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from okpitch_desktop.ai.players.heuristic_player import HeuristicPlayer
from okpitch_desktop.engine import Game, Phase, RuleSet
from okpitch_desktop.engine import claim as claim_module

LARGE_BUDGET = 200_000


def _timed(search, *args) -> tuple[float, bool]:
    start = time.perf_counter()
    found = search(*args) is not None
    return (time.perf_counter() - start) * 1000, found


def _with_budget(budget: int, search, *args) -> bool:
    saved = claim_module.CLAIM_BUDGET, claim_module.SETTLED_BUDGET
    claim_module.CLAIM_BUDGET = claim_module.SETTLED_BUDGET = budget
    try:
        return search(*args) is not None
    finally:
        claim_module.CLAIM_BUDGET, claim_module.SETTLED_BUDGET = saved


def _figures(times: list[float]) -> dict:
    ordered = sorted(times)
    return {
        "median_ms": round(statistics.median(ordered), 2),
        "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))], 2),
        "max_ms": round(ordered[-1], 2),
    }


def measure(players: int, deals: int) -> dict:
    """The searches at every card to play of ``deals`` deals."""
    player = HeuristicPlayer()
    claim_times, settled_times = [], []
    claims = settled = claims_missed = settled_missed = 0
    for seed in range(deals):
        hand, rng = Game(RuleSet(players=players), seed).hand, random.Random(seed)
        while hand.phase is not Phase.DONE:
            if hand.phase is Phase.PLAY:
                team = hand.rules.team_of(hand.to_act)
                spent, found = _timed(claim_module.claim_line, hand, team)
                claim_times.append(spent)
                claims += found
                if not found:
                    claims_missed += _with_budget(LARGE_BUDGET, claim_module.claim_line, hand, team)
                spent, found = _timed(claim_module.settled_line, hand)
                settled_times.append(spent)
                settled += found
                if not found:
                    settled_missed += _with_budget(LARGE_BUDGET, claim_module.settled_line, hand)
            hand.apply(player.choose(hand.observation(hand.to_act), rng))
    return {
        "players": players,
        "positions": len(claim_times),
        "claims": claims,
        "claims_missed_by_budget": claims_missed,
        "claim": _figures(claim_times),
        "settled": settled,
        "settled_missed_by_budget": settled_missed,
        "settled_search": _figures(settled_times),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=30)
    args = parser.parse_args()
    for players in (4, 6):
        print(json.dumps(measure(players, args.deals)))


if __name__ == "__main__":
    main()

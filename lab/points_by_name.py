"""Which points does a level take against ``easy``, pitching and defending?

Plays the duplicate deals of ``python -m lab.match --a LEVEL --b easy`` (the same deals and
random numbers) and counts, for each of R8's points, the share of the hands in which the
level's team took it: in the hands its team pitched, and in those ``easy``'s team pitched.
Comparing ``hard`` with ``omniscient`` on the same deals shows where the hidden cards cost
the search its points.

Run inside ``.venv``: ``python -m lab.points_by_name --level hard --deals 300
--seed 3 --jobs 2`` (about two minutes; ``omniscient`` in seconds).
"""

from __future__ import annotations

import argparse
import json
from collections import Counter

from okpitch_desktop.ai.matches.match import play_both_ways, run_jobs
from okpitch_desktop.engine import POINT_NAMES, RuleSet

from .levels import make_lab_player


def deal_points(rules: RuleSet, seed: int, number: int, level: str) -> Counter:
    """Deal ``number`` of the match played both ways: per role of the level's team
    ("pitching", "defending"), the hands and the points it took, by name."""
    taken = Counter()
    names = points_in_play(rules)
    _, played = play_both_ways(rules, seed, number, level, "easy", make_lab_player)
    for state, sides in played:
        result = state.result
        team = rules.team_of(sides.index("a"))
        role = "pitching" if result.pitcher_team == team else "defending"
        taken[role, "hands"] += 1
        for name in names:
            taken[role, name] += result.points[name] == team
    return taken


def points_in_play(rules: RuleSet) -> list[str]:
    """R8's points these rules score: the Three of trump only with its variant."""
    return [name for name in POINT_NAMES if name != "three" or rules.three_of_trump]


def shares(level: str, deals: int, seed: int, jobs: int) -> dict[str, dict[str, float]]:
    """Per role, the number of hands and each point's share of them taken by ``level``."""
    rules = RuleSet()
    total = Counter()
    for taken in run_jobs(deal_points, [(rules, seed, n, level) for n in range(deals)], jobs):
        total.update(taken)
    found = {}
    for role in ("pitching", "defending"):
        hands = total[role, "hands"]
        names = sorted(name for (kind, name) in total if kind == role and name != "hands")
        found[role] = {"hands": hands} | {
            name: round(total[role, name] / hands, 3) for name in names
        }
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    print(json.dumps(shares(args.level, args.deals, args.seed, args.jobs)))


if __name__ == "__main__":
    main()

"""Duplicate matches between any two lab levels (lab/levels.py): the game's levels, the
yardsticks and earlier releases, printed as ``okpitch-cli match`` prints them.

    python -m lab.match --a hard --b omniscient --deals 300 --seed 3 --jobs 2
"""

from __future__ import annotations

import argparse
import json

from okpitch_desktop.ai.matches.match import run_match
from okpitch_desktop.engine import RuleSet

from .levels import make_lab_player


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--a", required=True, help="level of side A")
    parser.add_argument("--b", required=True, help="level of side B")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--players", type=int, choices=(4, 6), default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rules", default="{}", help="a JSON object of rule fields")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = parser.parse_args()
    rules = RuleSet.from_dict({**json.loads(args.rules), "players": args.players})
    report = run_match(rules, args.a, args.b, args.deals, args.seed, args.jobs, make_lab_player)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()

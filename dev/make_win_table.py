"""Builds ``okpitch_desktop/ai/search/data/win_table.json``, the chance to win a 4-player game from
each score (``ai/search/win_chance.py``), by self-play. Run: ``python dev/make_win_table.py
[--hands N] [--level L] [--seed N] [--jobs N]``.

1. Self-play: ``--hands`` random deals played by ``--level`` at every seat give the
   distribution of a hand's result: (pitcher's team's points, the other team's), a set
   counting minus the bid (R8).
2. The game as a Markov chain: from scores (own, other) the next hand is pitched by either
   team with even chance and ends with one of those results; R9 decides the games that
   end. The chances to win solve that chain (value iteration until nothing moves).
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from pathlib import Path

from okpitch_desktop.ai.matches.match import run_jobs
from okpitch_desktop.ai.players.levels import make_player
from okpitch_desktop.ai.search.win_chance import TABLE_FILE
from okpitch_desktop.engine import HandState, RuleSet
from okpitch_desktop.engine.deal import deal
from okpitch_desktop.engine.scoring import game_winner

ROOT = Path(__file__).resolve().parents[1]
LOW = -30  # scores below count as this one (the chance to win there is next to nothing)
TOLERANCE = 1e-7


def hand_result(level: str, seed: int, number: int) -> tuple[int, int]:
    """Self-play hand ``number``: the (pitcher's team, other team) score change."""
    rules = RuleSet()
    rng = random.Random(f"okpitch/win_table/{seed}/{number}")
    dealer = number % rules.players
    state = HandState(rules, dealer, *deal(rules, dealer, rng))
    player = make_player(level)
    while state.result is None:
        state.apply(player.choose(state.observation(state.to_act), rng))
    pitcher_team = rules.team_of(state.pitcher)
    scores = state.result.scores
    return scores[pitcher_team], scores[1 - pitcher_team]


def hand_results(level: str, hands: int, seed: int, jobs: int = 1) -> Counter[tuple[int, int]]:
    """How often each (pitcher's team, other team) score change happened in self-play."""
    return Counter(run_jobs(hand_result, [(level, seed, n) for n in range(hands)], jobs))


def solve_chances(results: Counter[tuple[int, int]], target: int) -> list[list[float]]:
    """Chance to win from each pair of scores in LOW..target-1 (own first)."""
    total = sum(results.values())
    outcomes = [(p, o, count / total) for (p, o), count in sorted(results.items())]
    size = target - LOW
    chances = [[0.5] * size for _ in range(size)]

    def value(own: int, other: int, own_pitched: bool, made: bool) -> float:
        pitcher = 0 if own_pitched else 1
        winner = game_winner([own, other], pitcher, made, target)
        if winner is not None:
            return 1.0 if winner == 0 else 0.0
        return chances[min(max(own, LOW), target - 1) - LOW][min(max(other, LOW), target - 1) - LOW]

    while True:
        moved = 0.0
        for row in range(size):
            for column in range(size):
                own, other = row + LOW, column + LOW
                chance = 0.0
                for pitcher_points, other_points, frequency in outcomes:
                    made = pitcher_points > 0
                    ours = value(own + pitcher_points, other + other_points, True, made)
                    theirs = value(own + other_points, other + pitcher_points, False, made)
                    chance += frequency * (ours + theirs) / 2
                moved = max(moved, abs(chance - chances[row][column]))
                chances[row][column] = chance
        if moved < TOLERANCE:
            return chances


def main() -> None:
    """Play the hands, solve the chain, write the table as package data."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--target", type=int, default=RuleSet().target)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = parser.parse_args()
    results = hand_results(args.level, args.hands, args.seed, args.jobs)
    total = sum(results.values())
    chances = solve_chances(results, args.target)
    data = {
        "built_by": f"python dev/make_win_table.py --hands {args.hands} "
        f"--level {args.level} --seed {args.seed} --target {args.target}",
        "target": args.target,
        "low": LOW,
        "outcomes": [[p, o, round(n / total, 5)] for (p, o), n in sorted(results.items())],
        "chances": [[round(c, 4) for c in row] for row in chances],
    }
    path = ROOT / "okpitch_desktop" / "ai" / "search" / "data" / TABLE_FILE
    path.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    print(json.dumps({"written": str(path), "hands": total, "results": len(results)}))


if __name__ == "__main__":
    main()

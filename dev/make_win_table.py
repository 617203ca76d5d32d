"""Builds ``okpitch_desktop/ai/search/data/win_table.json``, the chance to win a 4-player game from
each score (``ai/search/win_chance.py``), by self-play, and with ``--players 6`` the table of
the three teams of 6 players, ``win_table_6.json``. Run: ``python dev/make_win_table.py
[--players 4|6] [--hands N] [--level L] [--seed N] [--jobs N] [--resolve]``.

1. Self-play: ``--hands`` random deals played by ``--level`` at every seat give the
   distribution of a hand's result: the pitcher's team's points, then each other team's in
   seat order after it, a set counting minus the bid (R8).
2. The game as a Markov chain: from the scores the next hand is pitched by any team with
   even chance and ends with one of those results; R9 decides the games that end. The
   chances to win solve that chain (value iteration until nothing moves; for three teams
   with numpy, over the scores of the team and of the next two in seat order).

``--resolve`` solves the chain again from the results kept in the table (no self-play).
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from pathlib import Path

from okpitch_desktop.ai.matches.match import run_jobs
from okpitch_desktop.ai.players.levels import make_player
from okpitch_desktop.ai.search.win_chance import TABLE_FILE, TABLE_FILE_6
from okpitch_desktop.engine import HandState, RuleSet
from okpitch_desktop.engine.deal import deal
from okpitch_desktop.engine.scoring import game_winner

ROOT = Path(__file__).resolve().parents[1]
LOW = -30  # scores below count as this one (the chance to win there is next to nothing)
TOLERANCE = 1e-7
LOW_6 = -20  # three teams: the table's lowest score (its cube of scores stays small)
TOLERANCE_6 = 1e-6  # chances are kept to three decimals


def hand_result(level: str, seed: int, number: int, players: int = 4) -> tuple[int, ...]:
    """Self-play hand ``number``: the score change of the pitcher's team, then of each
    other team in seat order after it."""
    rules = RuleSet(players=players)
    rng = random.Random(f"okpitch/win_table/{seed}/{number}")
    dealer = number % rules.players
    state = HandState(rules, dealer, *deal(rules, dealer, rng))
    player = make_player(level)
    while state.result is None:
        state.apply(player.choose(state.observation(state.to_act), rng))
    pitcher_team, teams = rules.team_of(state.pitcher), rules.teams
    scores = state.result.scores
    return tuple(scores[(pitcher_team + k) % teams] for k in range(teams))


def hand_results(
    level: str, hands: int, seed: int, jobs: int = 1, players: int = 4
) -> Counter[tuple[int, ...]]:
    """How often each score change (the pitcher's team first) happened in self-play."""
    tasks = [(level, seed, n, players) for n in range(hands)]
    return Counter(run_jobs(hand_result, tasks, jobs))


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


def solve_three(results: Counter[tuple[int, ...]], target: int) -> list:
    """Three teams: the chance to win of a team with score ``own`` when the next team in
    seat order has ``a`` and the one after it ``b``, as [own][a][b] over LOW_6..target-1."""
    import numpy as np  # a developer's tool: numpy comes with pyqtgraph

    total = sum(results.values())
    size = target - LOW_6
    scores = np.arange(LOW_6, target)
    chances = np.full((size, size, size), 1 / 3)
    # who gets which part of a result: the pitcher's team first, then the teams after it
    turns = ((0, 1, 2), (2, 0, 1), (1, 2, 0))  # pitcher: own, a, b -> index of each share
    while True:
        new = np.zeros_like(chances)
        for result, count in results.items():
            made = result[0] > 0
            for pitcher, order in enumerate(turns):
                after = [scores + result[order[t]] for t in range(3)]  # own, a, b
                new += (count / total / 3) * _values(chances, after, pitcher, made, target)
        moved = np.abs(new - chances).max()
        chances = new
        if moved < TOLERANCE_6:
            return chances.tolist()


def _values(chances, after: list, pitcher: int, made: bool, target: int):
    """Each state's value after one result: R9 where a team reaches the target, else the
    chance at the new scores (a score past the table's range counts as its end)."""
    import numpy as np

    own, a, b = np.meshgrid(*after, indexing="ij")
    shares = np.stack([own, a, b])
    clipped = [np.clip(side, LOW_6, target - 1) - LOW_6 for side in after]
    going_on = chances[np.ix_(*clipped)]
    best = shares.max(axis=0)
    leaders = (shares == best).sum(axis=0)
    reached = (shares >= target).any(axis=0)
    pitcher_out = made & (shares[pitcher] >= target)
    leader_wins = np.where(leaders == 1, (own == best).astype(float), going_on)
    ended = np.where(pitcher_out, float(pitcher == 0), leader_wins)
    return np.where(reached, ended, going_on)


def main() -> None:
    """Play the hands (or take the table's), solve the chain, write the table as package data."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, choices=(4, 6), default=4)
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--target", type=int, default=RuleSet().target)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--resolve", action="store_true", help="solve the kept results again")
    args = parser.parse_args()
    six = args.players == 6
    data_dir = ROOT / "okpitch_desktop" / "ai" / "search" / "data"
    path = data_dir / (TABLE_FILE_6 if six else TABLE_FILE)
    if args.resolve:
        kept = json.loads(path.read_text(encoding="utf-8"))
        results = Counter({tuple(row[:-1]): row[-1] for row in kept["outcomes"]})
        built_by, target = kept["built_by"], kept["target"]
    else:
        results = hand_results(args.level, args.hands, args.seed, args.jobs, args.players)
        players = " --players 6" if six else ""
        built_by = (f"python dev/make_win_table.py{players} --hands {args.hands} "
                    f"--level {args.level} --seed {args.seed} --target {args.target}")  # fmt: skip
        target = args.target
    total = sum(results.values())
    outcomes = [[*result, round(n / total, 5)] for result, n in sorted(results.items())]
    if six:
        cube = solve_three(results, target)
        chances = [[[round(c * 1000) for c in row] for row in plane] for plane in cube]
        data = {"built_by": built_by, "target": target, "low": LOW_6, "teams": 3,
                "per": 1000, "outcomes": outcomes, "chances": chances}  # fmt: skip
    else:
        chances = [[round(c, 4) for c in row] for row in solve_chances(results, target)]
        data = {"built_by": built_by, "target": target, "low": LOW, "outcomes": outcomes,
                "chances": chances}  # fmt: skip
    path.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    print(json.dumps({"written": str(path), "hands": total, "results": len(results)}))


if __name__ == "__main__":
    main()

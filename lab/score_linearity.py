"""How far is the chance to win (ai/data/win_table.json) from a straight line in the points?

``hard`` plays to the score only once a team can reach the target this hand; farther away it
values a hand's result by points (ai/players/search_player.py's ``plays_to_score``). This measures
what that gives up: at each score position, the results the table was built from (either
team pitching, as often as in self-play) are worth some chance to win; the best straight
line in the two teams' point changes is fitted to those chances (weighted least squares),
and the departure from it is given in points (the weighted root mean square residual over
what one point is worth on that line). Prints JSON: by the leading team's score, the mean
departure over the positions where the other team trails it by up to ``--behind`` points.

Run inside ``.venv``: ``python -m lab.score_linearity`` (a second or two).
"""

from __future__ import annotations

import argparse
import json
from math import sqrt

from okpitch_desktop.ai.search.win_chance import chance_after, win_table

Row = tuple[float, float, float]  # 1, own change, other change


def solve3(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """The solution of a 3 by 3 linear system (Gaussian elimination with pivoting)."""
    rows = [row[:] + [value] for row, value in zip(matrix, vector, strict=True)]
    for col in range(3):
        pivot = max(range(col, 3), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(col + 1, 3):
            factor = rows[r][col] / rows[col][col]
            rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    solution = [0.0, 0.0, 0.0]
    for r in (2, 1, 0):
        known = sum(rows[r][c] * solution[c] for c in range(r + 1, 3))
        solution[r] = (rows[r][3] - known) / rows[r][r]
    return solution


def departure(own: int, other: int, target: int) -> float:
    """At scores (own, other): how far the chance after the hand is from the best straight
    line in the point changes, in points (root mean square, weighted by frequency)."""
    points: list[tuple[Row, float, float]] = []  # (row, chance, weight)
    for pitcher_team in (0, 1):
        for pitcher, others, frequency in win_table().outcomes:
            deltas = [pitcher, others] if pitcher_team == 0 else [others, pitcher]
            chance = chance_after((own, other), deltas, 0, pitcher_team, target)
            points.append(((1.0, deltas[0], deltas[1]), chance, frequency / 2))
    normal = [[sum(w * x[i] * x[j] for x, _, w in points) for j in range(3)] for i in range(3)]
    right = [sum(w * x[i] * y for x, y, w in points) for i in range(3)]
    base, per_own, per_other = solve3(normal, right)
    square = sum(w * (y - base - per_own * x[1] - per_other * x[2]) ** 2 for x, y, w in points)
    point_worth = max((per_own - per_other) / 2, 1e-3)
    return sqrt(square) / point_worth


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--behind", type=int, default=10, help="how far the other team trails")
    args = parser.parse_args()
    target = win_table().target
    by_leader = {}
    for leader in range(-args.behind, target):
        trailing = range(leader - args.behind, leader + 1)
        departures = [departure(leader, other, target) for other in trailing]
        departures += [departure(other, leader, target) for other in trailing]
        by_leader[leader] = round(sum(departures) / len(departures), 2)
    print(json.dumps({"target": target, "behind": args.behind, "by_leading_score": by_leader}))


if __name__ == "__main__":
    main()

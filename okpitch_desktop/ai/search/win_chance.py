"""The chance to win the game from a score position (4 players, two teams): the table
``data/win_table.json``, built offline by self-play (``python dev/make_win_table.py``),
the end-of-game rule R9 applied to a hand's result, and what a point is worth at a score.

The table holds, for the target it was built for, the chance that the team with score
``own`` wins against the team with ``other`` when the next hand is dealt, and the hands'
results it was built from (per contract: the pitcher's team's and the other team's
points, as made or set). Another target is looked up with both scores scaled to the
table's target: a rough but smooth answer.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ...engine import Observation, RuleSet
from ...engine.scoring import game_winner

TABLE_FILE = "win_table.json"


@dataclass(frozen=True, slots=True)
class WinTable:
    """Chances to win by score, and the hand results they come from."""

    target: int
    low: int  # the lowest score in the table; lower scores count as this one
    chances: tuple[tuple[float, ...], ...]  # [own - low][other - low], scores below target
    outcomes: tuple[tuple[int, int, float], ...]  # (pitcher's team, other team, frequency)

    def chance(self, own: float, other: float, target: int) -> float:
        """The chance that a team with ``own`` points beats one with ``other`` (both below
        ``target``), the next hand about to be dealt."""
        if target != self.target:
            own, other = own * self.target / target, other * self.target / target
        top = self.target - 1
        row = min(max(round(own), self.low), top) - self.low
        column = min(max(round(other), self.low), top) - self.low
        return self.chances[row][column]


@cache
def win_table() -> WinTable:
    """The shipped table (read once)."""
    text = resources.files(__package__).joinpath("data", TABLE_FILE).read_text(encoding="utf-8")
    data = json.loads(text)
    return WinTable(
        target=data["target"],
        low=data["low"],
        chances=tuple(tuple(row) for row in data["chances"]),
        outcomes=tuple((p, o, f) for p, o, f in data["outcomes"]),
    )


def chance_after(
    scores: tuple[int, int], deltas: list[int], team: int, pitcher_team: int, target: int
) -> float:
    """``team``'s chance to win the game once a hand changed the scores by ``deltas``."""
    after = [scores[0] + deltas[0], scores[1] + deltas[1]]
    winner = game_winner(after, pitcher_team, deltas[pitcher_team] > 0, target)  # R9
    if winner is not None:
        return 1.0 if winner == team else 0.0
    return win_table().chance(after[team], after[1 - team], target)


def may_go_out(score: int, rules: RuleSet) -> bool:
    """Whether a team with ``score`` may reach the target this hand (R9)."""
    return score >= rules.target - rules.max_bid


def point_worth(observation: Observation) -> float:
    """What one point more is worth to the seat's team in chance to win, at this score (at
    least 0.01)."""
    team = observation.rules.team_of(observation.seat)
    own, other = observation.scores[team], observation.scores[1 - team]
    table, target = win_table(), observation.rules.target
    gain = table.chance(own + 1, other, target) - table.chance(own - 1, other, target)
    return max(gain / 2, 0.01)


@dataclass(frozen=True, slots=True)
class BidStakes:
    """What a contract of ``bid`` by ``pitcher_team`` means for ``team``'s chance to win
    the game: if it is made, and if it is set."""

    bid: int
    if_made: float
    if_set: float


def bid_stakes(scores: tuple[int, int], team: int, pitcher_team: int, bid: int, target: int
               ) -> BidStakes:  # fmt: skip
    """``team``'s chance to win once ``pitcher_team``'s contract of ``bid`` is made or set,
    over the hands' results the table was built from: made, the results where the pitcher's
    team took at least ``bid``; set, the other team's points when a contract was set, the
    pitcher's team losing ``bid`` (R8). 4 players (two teams)."""
    made = [(p, o, f) for p, o, f in win_table().outcomes if p >= bid] or [(bid, 0, 1.0)]
    went_set = [(-bid, o, f) for p, o, f in win_table().outcomes if p < 0] or [(-bid, 0, 1.0)]

    def expected(results: list[tuple[int, int, float]]) -> float:
        total = sum(f for _p, _o, f in results)
        chances = 0.0
        for pitcher_points, other_points, frequency in results:
            deltas = [0, 0]
            deltas[pitcher_team], deltas[1 - pitcher_team] = pitcher_points, other_points
            chances += frequency * chance_after(scores, deltas, team, pitcher_team, target)
        return chances / total

    return BidStakes(bid, expected(made), expected(went_set))

"""The chance to win the game from a score position: the tables ``data/win_table.json``
(4 players, two teams) and ``data/win_table_6.json`` (6 players, three teams), built offline
by self-play (``python dev/make_win_table.py``), the end-of-game rule R9 applied to a hand's
result, and what a point is worth at a score (two teams: what the searching levels use).

A table holds, for the target it was built for, the chance that a team wins from the scores
when the next hand is dealt, and the hands' results it was built from (per contract: the
pitcher's team's points, then each other team's in seat order after it, as made or set).
Another target is looked up with the scores scaled to the table's target: a rough but
smooth answer.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from ...engine import Observation, RuleSet
from ...engine.scoring import game_winner

TABLE_FILE = "win_table.json"
TABLE_FILE_6 = "win_table_6.json"  # three teams (6 players)


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


@dataclass(frozen=True, slots=True)
class ThreeTeamTable:
    """Chances to win of three teams (6 players), and the hand results they come from."""

    target: int
    low: int
    per: int  # the chances are kept in 1/per
    chances: tuple  # [own - low][next - low][after next - low]: the teams in seat order
    outcomes: tuple[tuple[int, int, int, float], ...]  # pitcher's team, next, after, frequency

    def chance(self, own: float, next_team: float, after: float, target: int) -> float:
        """The chance that a team with ``own`` points wins when the team after it in seat
        order has ``next_team`` and the one after that ``after``."""
        scale = self.target / target
        top = self.target - 1
        row, column, depth = (min(max(round(score * scale), self.low), top) - self.low
                              for score in (own, next_team, after))  # fmt: skip
        return self.chances[row][column][depth] / self.per


def _read(name: str) -> dict[str, Any]:
    from importlib import resources  # when a table is first read, not at start-up (~3 ms)

    return json.loads(resources.files(__package__).joinpath("data", name).read_text("utf-8"))


@cache
def win_table() -> WinTable:
    """The shipped table of two teams (read once)."""
    data = _read(TABLE_FILE)
    return WinTable(
        target=data["target"],
        low=data["low"],
        chances=tuple(tuple(row) for row in data["chances"]),
        outcomes=tuple((p, o, f) for p, o, f in data["outcomes"]),
    )


@cache
def three_team_table() -> ThreeTeamTable:
    """The shipped table of three teams (read once, when first needed)."""
    data = _read(TABLE_FILE_6)
    return ThreeTeamTable(
        target=data["target"],
        low=data["low"],
        per=data["per"],
        chances=tuple(tuple(tuple(row) for row in plane) for plane in data["chances"]),
        outcomes=tuple((p, a, b, f) for p, a, b, f in data["outcomes"]),
    )


def table_chance(scores: Sequence[float], team: int, target: int) -> float:
    """``team``'s chance to win from ``scores`` (two or three teams), the next hand about to
    be dealt."""
    if len(scores) == 2:
        return win_table().chance(scores[team], scores[1 - team], target)
    following = (scores[(team + 1) % 3], scores[(team + 2) % 3])
    return three_team_table().chance(scores[team], *following, target)


def results(teams: int) -> tuple[tuple, ...]:
    """The hand results of the table of ``teams`` teams: shares, the pitcher's team first,
    then the frequency."""
    return win_table().outcomes if teams == 2 else three_team_table().outcomes


def chance_after(
    scores: Sequence[int], deltas: Sequence[int], team: int, pitcher_team: int, target: int
) -> float:
    """``team``'s chance to win the game once a hand changed the scores by ``deltas``."""
    after = [score + delta for score, delta in zip(scores, deltas, strict=True)]
    winner = game_winner(after, pitcher_team, deltas[pitcher_team] > 0, target)  # R9
    if winner is not None:
        return 1.0 if winner == team else 0.0
    return table_chance(after, team, target)


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


def bid_stakes(scores: tuple[int, ...], team: int, pitcher_team: int, bid: int, target: int
               ) -> BidStakes:  # fmt: skip
    """``team``'s chance to win once ``pitcher_team``'s contract of ``bid`` is made or set,
    over the hands' results the table of as many teams as ``scores`` was built from: made,
    the results where the pitcher's team took at least ``bid``; set, the other teams' points
    when a contract was set, the pitcher's team losing ``bid`` (R8)."""
    teams = len(scores)
    nothing = (0,) * (teams - 1)
    made = [(r[:-1], r[-1]) for r in results(teams) if r[0] >= bid] or [((bid, *nothing), 1.0)]
    went_set = [((-bid, *r[1:-1]), r[-1]) for r in results(teams) if r[0] < 0] or [
        ((-bid, *nothing), 1.0)
    ]

    def expected(outcomes: list[tuple[tuple[int, ...], float]]) -> float:
        total = sum(frequency for _shares, frequency in outcomes)
        chances = 0.0
        for shares, frequency in outcomes:
            deltas = [0] * teams
            for k, share in enumerate(shares):  # the pitcher's team, then the teams after it
                deltas[(pitcher_team + k) % teams] = share
            chances += frequency * chance_after(scores, deltas, team, pitcher_team, target)
        return chances / total

    return BidStakes(bid, expected(made), expected(went_set))

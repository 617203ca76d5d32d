"""What the person's decisions cost, in the statistics: the row a hand's background review
writes, the game's total for the game-over screen, and the averages with their course over
time for the statistics window (so a player sees whether they improve). Values read back
are checked as stats.summary checks its own: a bad row is skipped and counted."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from ...engine import Phase
from ..computers.child_jobs import LEVEL, ReviewedHand
from .database import Statistics
from .schema import MISTAKE_COLUMNS, MISTAKE_GROUPS, UNTOUCHED
from .stored_values import is_cost, is_count

ROLLING = 10  # hands averaged in each point of the charts
GROUP_OF_PHASE = {
    Phase.BID: "bid",
    Phase.TRUMP: "trump",
    Phase.EXCHANGE: "cards",
    Phase.DISCARD: "cards",
    Phase.PLAY: "play",
}


@dataclass(frozen=True, slots=True)
class GameCosts:
    """What the person's decisions in one game cost, over the hands reviewed so far."""

    cost: float
    hands: int
    mistakes: int


def mistakes_by_group(reviewed: ReviewedHand) -> dict[str, int]:
    """The hand's mistakes counted by phase (exchange and discard together: "cards")."""
    counts = dict.fromkeys(MISTAKE_GROUPS, 0)
    for decision in reviewed.decisions:
        if decision.mistake:
            counts[GROUP_OF_PHASE[decision.phase]] += 1
    return counts


def review_statements(
    game_id: str, hand_number: int, reviewed: ReviewedHand
) -> list[tuple[str, tuple]]:
    """The row of one reviewed hand (a second review of the same hand replaces it)."""
    groups = mistakes_by_group(reviewed)
    columns = ("game_id", "hand_number", "seat", "level", "reviewed_at", "decisions", "cost",
               "mistakes", *MISTAKE_COLUMNS)  # fmt: skip
    values = (
        game_id,
        hand_number,
        reviewed.seat,
        LEVEL,
        time.time(),
        len(reviewed.decisions),
        reviewed.total_cost,
        reviewed.mistakes,
        *(groups[group] for group in MISTAKE_GROUPS),
    )
    marks = ", ".join("?" * len(columns))
    return [(f"INSERT OR REPLACE INTO reviews ({', '.join(columns)}) VALUES ({marks})", values)]


def game_costs(stats: Statistics, game_id: str) -> GameCosts:
    """The game's total cost, hands reviewed and mistakes (zeros if none can be read)."""
    rows = stats.rows(
        "SELECT cost, mistakes FROM reviews WHERE game_id = ? ORDER BY hand_number", (game_id,)
    )
    usable = [(cost, mistakes) for cost, mistakes in rows if is_cost(cost) and is_count(mistakes)]
    return GameCosts(
        round(sum(cost for cost, _ in usable), 3), len(usable), sum(m for _, m in usable)
    )


def cost_summary(stats: Statistics, include_undone: bool = True) -> dict[str, Any]:
    """The statistics window's cost figures: hands reviewed, the average cost per hand and
    mistakes per hand by phase, and each as a rolling average of ``ROLLING`` hands, oldest
    hand first. ``skipped``: rows left out because a value in them could not be used."""
    kept = "" if include_undone else f" AND r.game_id IN (SELECT id FROM games WHERE {UNTOUCHED})"
    rows = stats.rows(
        f"SELECT r.cost, {', '.join(f'r.{column}' for column in MISTAKE_COLUMNS)} FROM reviews r"
        " LEFT JOIN hands h ON h.game_id = r.game_id AND h.hand_number = r.hand_number"
        f" WHERE 1{kept} ORDER BY COALESCE(h.played_at, r.reviewed_at), r.rowid"
    )
    good = [row for row in rows if is_cost(row[0]) and all(map(is_count, row[1:]))]
    costs = [row[0] for row in good]
    mistakes = {group: [row[1 + i] for row in good] for i, group in enumerate(MISTAKE_GROUPS)}
    return {
        "hands": len(good),
        "average_cost": _mean(costs),
        "mistakes_per_hand": {group: _mean(values) for group, values in mistakes.items()},
        "cost_over_time": rolling(costs),
        "mistakes_over_time": {group: rolling(values) for group, values in mistakes.items()},
        "skipped": len(rows) - len(good),
    }


def rolling(values: list[float], width: int = ROLLING) -> list[float]:
    """At each hand, the average of it and the ``width - 1`` hands before it."""
    return [_mean(values[max(0, i + 1 - width) : i + 1]) for i in range(len(values))]


def _mean(values: list[float]) -> float | None:
    return round(sum(values) / len(values), 3) if values else None

"""The statistics dialog's figures, read from the database row by row with every value
checked: a bad row (odd JSON, a wrong type, a table of another shape) is skipped and
counted, and the summary is always made."""

from __future__ import annotations

import json
from typing import Any

from ...engine import POINT_NAMES
from ...engine.checks import is_whole
from ..logs import logger
from .costs import cost_summary
from .database import Statistics
from .schema import POINT_COLUMNS, UNTOUCHED
from .stored_values import MAX_SCORE, is_player_count, is_score

FINISHED = "winner IS NOT NULL AND human_team IS NOT NULL"
CAREER = " AND replay_level IS NULL"  # replays ("Play this deal again") are counted apart


def summary(stats: Statistics, include_undone: bool = True) -> dict[str, Any]:
    """Every figure of the statistics dialog, from the person's side of the table.

    Only finished games with a person at the table count as won or lost; unfinished ones
    (abandoned, or still going) are shown apart, and replays (``replay_summary``) too.
    Without ``include_undone`` the games in which the person took a decision back
    (Game > Undo) or the coach held a move, and their hands, are left out.
    ``skipped`` counts rows left out because a value in them could not be used.
    """
    skipped = [0]
    kept = CAREER + ("" if include_undone else f" AND {UNTOUCHED}")
    hands_kept = (
        " AND game_id NOT IN (SELECT id FROM games WHERE replay_level IS NOT NULL)"
        if include_undone
        else f" AND game_id IN (SELECT id FROM games WHERE {UNTOUCHED} AND replay_level IS NULL)"
    )
    finished = f"{FINISHED}{kept}"
    total, won = _first(
        stats, f"SELECT COUNT(*), SUM(winner = human_team) FROM games WHERE {finished}"
    )
    (unfinished,) = _first(stats, f"SELECT COUNT(*) FROM games WHERE winner IS NULL{kept}", width=1)

    def grouped(column: str) -> list[dict[str, Any]]:
        rows = stats.rows(
            f"SELECT {column}, COUNT(*), SUM(winner = human_team) FROM games WHERE {finished}"
            f" GROUP BY {column} ORDER BY {column}"
        )
        usable = [row for row in rows if column != "players" or is_player_count(row[0])]
        skipped[0] += len(rows) - len(usable)
        return [
            {"key": key, "played": n, "won": _count(w), "win_rate": _rate(w, n)}
            for key, n, w in usable
        ]

    own_bids = _first(
        stats, f"SELECT SUM(made), SUM(1 - made) FROM hands WHERE pitcher = human_seat{hands_kept}"
    )
    team_bids = _first(
        stats,
        f"SELECT SUM(made), SUM(1 - made) FROM hands WHERE pitcher_team = human_team{hands_kept}",
    )
    ours, theirs = [], []
    hands = stats.rows(
        f"SELECT earned, human_team FROM hands WHERE human_team IS NOT NULL{hands_kept}"
    )
    for earned, team in hands:
        values = _json_list(earned)
        if values is None or not is_whole(team) or not 0 <= team < len(values):
            skipped[0] += 1
            continue
        ours.append(values[team])
        theirs.append(sum(values) - values[team])
    points = {}
    for name, column in zip(POINT_NAMES, POINT_COLUMNS, strict=True):
        us, them = _first(
            stats,
            f"SELECT SUM({column} = human_team), SUM({column} != human_team)"
            f" FROM hands WHERE human_team IS NOT NULL{hands_kept}",
        )
        points[name] = {"us": us, "them": them}
    results = [
        w
        for (w,) in stats.rows(
            f"SELECT winner = human_team FROM games WHERE {finished} ORDER BY finished_at"
        )
        if w in (0, 1)
    ]
    last = last_game_scores(stats, kept, skipped)
    costs = cost_summary(stats, include_undone)
    skipped[0] += costs["skipped"]
    if skipped[0]:
        logger().warning("statistics summary: %d rows skipped (values not usable)", skipped[0])
    return {
        "games": {
            "played": total,
            "won": won,
            "win_rate": _rate(won, total),
            "unfinished": unfinished,
        },
        "by_players": grouped("players"),
        "by_level": grouped("level"),
        "own_bids": {"made": own_bids[0], "set": own_bids[1]},
        "team_bids": {"made": team_bids[0], "set": team_bids[1]},
        "hands": len(ours),
        "average_points": round(sum(ours) / len(ours), 2) if ours else None,
        "average_points_against": round(sum(theirs) / len(theirs), 2) if theirs else None,
        "points": points,
        "streaks": streaks(results),
        "last_game": last,
        "win_rate_over_time": [
            round(sum(results[: i + 1]) / (i + 1), 3) for i in range(len(results))
        ],
        "replays": replay_summary(stats),
        "costs": costs,
        "skipped": skipped[0],
    }


def replay_summary(stats: Statistics) -> dict[str, Any]:
    """The replayed deals, counted apart from the career: how often the person's points
    beat, tied or fell short of the computer's in their seat, and the mean difference."""
    played, beat, tied, lost, average = _first(
        stats,
        "SELECT COUNT(*), SUM(replay_you > replay_computer), SUM(replay_you = replay_computer),"
        " SUM(replay_you < replay_computer), AVG(replay_you - replay_computer) FROM games"
        " WHERE replay_level IS NOT NULL AND typeof(replay_you) IN ('integer', 'real')"
        " AND typeof(replay_computer) IN ('integer', 'real')"
        f" AND abs(replay_you) <= {MAX_SCORE} AND abs(replay_computer) <= {MAX_SCORE}",
        width=5,
    )
    return {
        "played": played,
        "beat": beat,
        "tied": tied,
        "lost": lost,
        "average": round(average, 2) if played else None,
    }


def streaks(results: list[int]) -> dict[str, Any]:
    """The current run of wins or losses and the longest of each, oldest result first."""
    longest = {1: 0, 0: 0}
    run, last = 0, None
    for result in results:
        run = run + 1 if result == last else 1
        last = result
        longest[result] = max(longest[result], run)
    current = None if last is None else {"won" if last else "lost": run}
    return {"current": current, "longest_won": longest[1], "longest_lost": longest[0]}


def last_game_scores(
    stats: Statistics, kept: str = "", skipped: list[int] | None = None
) -> dict[str, Any] | None:
    """Team scores after each hand of the most recently played game (0 before the first);
    ``kept``: a further condition on the game (" AND undos = 0"). Hands whose scores are
    not one whole number per team are left out (and counted in ``skipped``)."""
    row = stats.rows(
        "SELECT g.id, g.players, g.human_team FROM games g JOIN hands h ON h.game_id = g.id"
        f" WHERE 1{kept} ORDER BY h.played_at DESC LIMIT 1"
    )
    if not row or not is_player_count(row[0][1]):
        if row and skipped is not None:
            skipped[0] += 1
        return None
    game_id, players, human_team = row[0]
    teams = players // 2
    scores = [[0] * teams]
    for (text,) in stats.rows(
        "SELECT scores FROM hands WHERE game_id = ? ORDER BY hand_number", (game_id,)
    ):
        values = _json_list(text)
        if values is None or len(values) != teams:
            if skipped is not None:
                skipped[0] += 1
            continue
        scores.append(values)
    if not (is_whole(human_team) and 0 <= human_team < teams):
        human_team = None
    return {"game_id": game_id, "players": players, "human_team": human_team, "scores": scores}


def _first(stats: Statistics, sql: str, width: int = 2) -> tuple:
    """The first row of a query of sums and counts, None read as 0 and a failed query
    (a table of another shape) as zeros."""
    rows = stats.rows(sql)
    if not rows or len(rows[0]) != width:
        return (0,) * width
    return tuple(_count(value) for value in rows[0])


def _count(value: object) -> int | float:
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else 0


def _json_list(text: object) -> list[int] | None:
    """A JSON list of scores (whole numbers a game can reach), or None."""
    try:
        value = json.loads(text) if isinstance(text, (str, bytes)) and len(text) < 1000 else None
    except (ValueError, RecursionError):
        return None
    if isinstance(value, list) and value and all(map(is_score, value)):
        return value
    return None


def _rate(won: object, played: object) -> float | None:
    return round(_count(won) / played, 3) if _count(played) else None

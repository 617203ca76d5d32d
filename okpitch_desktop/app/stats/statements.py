"""The rows a scored hand and a won game write to the statistics database: SQL statements
with their values, run by Statistics.write (and kept on disk as they are when they cannot
be written yet)."""

from __future__ import annotations

import json
import time

from ...engine import POINT_NAMES, SUIT_LETTERS, Game, HandReport
from .schema import POINT_COLUMNS


def hand_statements(
    game_id: str,
    game: Game,
    levels: tuple,
    report: HandReport,
    tag_started: float,
    player_name: str,
) -> list[tuple[str, tuple]]:
    """The rows for a scored hand: its game (created on its first hand) and the hand."""
    rules = game.rules
    human_seat = levels.index(None) if None in levels else None
    human_team = None if human_seat is None else rules.team_of(human_seat)
    computers = sorted({level for level in levels if level is not None})
    level = computers[0] if len(computers) == 1 else "mixed" if computers else "none"
    rules_json = json.dumps(rules.to_dict(), sort_keys=True)
    points = report.points
    game_row = (
        "INSERT OR IGNORE INTO games (id, started_at, players, rules, levels, level, human_team,"
        " player_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            game_id,
            tag_started,
            rules.players,
            rules_json,
            json.dumps(list(levels)),
            level,
            human_team,
            player_name,
        ),
    )
    hand_row = (
        "INSERT OR IGNORE INTO hands (game_id, hand_number, played_at, players, rules, dealer,"
        " pitcher, pitcher_team, bid, trump, made, points, earned, scores, human_seat,"
        f" human_team, {', '.join(POINT_COLUMNS)}) VALUES ({', '.join('?' * 24)})",
        (
            game_id,
            game.hand_number,
            time.time(),
            rules.players,
            rules_json,
            game.hand.dealer,
            report.pitcher,
            rules.team_of(report.pitcher),
            report.bid,
            SUIT_LETTERS[report.trump],
            int(report.made),
            json.dumps(points),
            json.dumps(list(report.earned)),
            json.dumps(list(report.scores)),
            human_seat,
            human_team,
            *(points.get(name) for name in POINT_NAMES),
        ),
    )
    progress = (  # a won game's figures stay as they were filed
        "UPDATE games SET hands = MAX(hands, ?), scores = ? WHERE id = ? AND winner IS NULL",
        (game.hand_number + 1, json.dumps(list(report.scores)), game_id),
    )
    return [game_row, hand_row, progress]


def game_statement(game_id: str, winner: int, hands: int, seconds: float) -> tuple[str, tuple]:
    """The row update when a game is won (once: a won game's row is never rewritten, also
    if the game is shown again from a save)."""
    return (
        "UPDATE games SET winner = ?, finished_at = ?, hands = ?, duration_s = ?"
        " WHERE id = ? AND winner IS NULL",
        (winner, time.time(), hands, round(seconds, 1), game_id),
    )

"""A statistics database as an older version of the game left it: one game and one hand."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from okpitch_desktop.app.stats.schema import migrate


def old_database(path: Path, version: int) -> sqlite3.Connection:
    """The database at schema ``version`` with a finished game of one hand, committed and
    still open (the test may read it before the game opens it)."""
    db = sqlite3.connect(path)
    migrate(db, target=version)
    db.execute(
        "INSERT INTO games (id, started_at, players, rules, levels, level, human_team, winner,"
        " hands, undos) VALUES ('g', 1, 4, '{}', '[null, \"easy\", \"easy\", \"easy\"]',"
        " 'easy', 0, 0, 1, 0)"
    )
    db.execute(
        "INSERT INTO hands (game_id, hand_number, played_at, players, rules, dealer, pitcher,"
        " pitcher_team, bid, trump, made, points, earned, scores, human_seat, human_team)"
        " VALUES ('g', 0, 1, 4, '{}', 3, 0, 0, 2, 'S', 1, '{}', '[3, 1]', '[3, 1]', 0, 0)"
    )
    db.commit()
    return db

"""A statistics database whose writes fail as a full disk, a read-only file or a schema
that does not fit makes them (issue 64), while reads and closing work."""

from __future__ import annotations

import sqlite3

WRITE_ERRORS = {
    "disk-full": sqlite3.OperationalError("database or disk is full"),
    "read-only": sqlite3.OperationalError("attempt to write a readonly database"),
    "schema-mismatch": sqlite3.OperationalError("table games has no column named level"),
}


class FailingWrites:
    """Stands in for ``Statistics.db``: every INSERT raises ``error``."""

    def __init__(self, db: sqlite3.Connection, error: sqlite3.Error) -> None:
        self.db, self.error = db, error

    def __enter__(self):
        return self.db.__enter__()

    def __exit__(self, *exc):
        return self.db.__exit__(*exc)

    def execute(self, sql: str, params: tuple = ()):
        if sql.startswith("INSERT"):
            raise self.error
        return self.db.execute(sql, params)

    def close(self) -> None:
        self.db.close()

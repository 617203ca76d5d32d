"""Typed errors of the engine, with messages a player can read."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that the rules do not allow at this point.

    ``code`` and ``params`` name the reason for programs (the table words it in the player's
    language); the message says it in English, e.g.
    "9H is not legal: seat 1 holds hearts and must play hearts or trump".
    """

    def __init__(self, message: str, code: str, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class RecordError(ValueError):
    """A hand record that cannot be read or replayed; names the step and the reason.

    ``step`` is how the command line names the place ("plays[3] (trick 1, seat 2)"); the table
    words it from ``field``, ``trick``, ``seat`` and ``players`` with the seats' names, and a
    refused action from ``cause``'s code.
    """

    def __init__(
        self,
        field: str,
        reason: str,
        *,
        trick: int | None = None,
        seat: int | None = None,
        players: int | None = None,
        cause: IllegalAction | None = None,
    ) -> None:
        where = ([f"trick {trick}"] if trick is not None else []) + (
            [f"seat {seat}"] if seat is not None else []
        )
        self.step = f"{field} ({', '.join(where)})" if where else field
        super().__init__(f"{self.step}: {reason}")
        self.field = field
        self.trick = trick
        self.seat = seat
        self.players = players  # the game's, so the table can name the seats
        self.reason = reason
        self.cause = cause

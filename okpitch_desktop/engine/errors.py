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
    """A hand record that cannot be read or replayed; names the step and the reason."""

    def __init__(self, step: str, reason: str) -> None:
        super().__init__(f"{step}: {reason}")
        self.step = step
        self.reason = reason

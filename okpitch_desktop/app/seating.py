"""Who sits where: a person or a computer level at each seat."""

from __future__ import annotations

from dataclasses import dataclass

HUMAN = None  # in Seating.levels: the seat is played by a person


@dataclass(frozen=True, slots=True)
class Seating:
    """Who plays each seat: a computer level name, or HUMAN."""

    levels: tuple[str | None, ...]

    def is_human(self, seat: int) -> bool:
        """Whether a person plays ``seat``."""
        return self.levels[seat] is HUMAN

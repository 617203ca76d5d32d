"""Type checks shared by the engine and the files it reads."""

from __future__ import annotations


def is_whole(value: object) -> bool:
    """A real int: ``True`` and ``12.0`` compare equal to numbers and cards but are not."""
    return type(value) is int

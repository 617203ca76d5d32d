"""The phases of a hand."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """What the hand is waiting for; the values are those of HAND_RECORD.md."""

    BID = "bid"
    TRUMP = "trump"
    EXCHANGE = "exchange"
    DISCARD = "discard"
    PLAY = "play"
    DONE = "done"

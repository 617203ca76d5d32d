"""The seed of each computer decision: a function of the game's seed, the hand's number and
the actions taken so far in the hand, so that undo, a resumed game and the computers'
reasons after the hand all meet the same decision again (through a string, which every
Python version hashes the same)."""

from __future__ import annotations

import random


def decision_seed(game_seed: int, hand_number: int, actions_before: int) -> int:
    """The seed of the decision taken after ``actions_before`` actions of hand ``hand_number``."""
    key = f"okpitch/{game_seed}/decision/{hand_number}/{actions_before}"
    return random.Random(key).getrandbits(31)

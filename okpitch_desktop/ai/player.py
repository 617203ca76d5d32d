"""What a computer player is: a function of one seat's observation and a seeded generator."""

from __future__ import annotations

import random
from typing import Protocol

from ..engine import Action, Observation


class Player(Protocol):
    """Chooses a legal action for the seat to act; the same observation and generator
    state give the same action."""

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        """The action for ``observation.seat``, which must be the seat to act."""
        ...

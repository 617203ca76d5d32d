"""What a computer player is: a function of one seat's observation and a seeded generator."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol, runtime_checkable

from ...engine import Action, HandState, Observation


class Player(Protocol):
    """Chooses a legal action for the seat to act; the same observation and generator
    state give the same action."""

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        """The action for ``observation.seat``, which must be the seat to act."""
        ...


@runtime_checkable
class SeesTheDeal(Protocol):
    """A player a match shows more than its seat sees before each decision: the true state
    of the hand and the text the decision's generator is seeded with (the lab's yardsticks
    that see hidden cards, and an earlier release asked through its command line)."""

    def see(self, state: HandState, seed: str) -> None:
        """Show ``state`` and the seed of the coming decision."""
        ...


PlayerMaker = Callable[[str], Player]  # a level's name -> a new player of that level

"""A game of many hands: dealer rotation, scores and the end of the game (R3, R9)."""

from __future__ import annotations

import random

from .actions import Action
from .deal import deal
from .hand import HandState, Phase
from .rules import RuleSet

HAND_LIMIT = 200  # hands after which a computer-only game (simulate, match) is stopped


class Game:
    """Hands in sequence until a team wins; deals are reproducible from ``seed``.

    Each hand's shuffle depends only on the seed and the hand's number (through a string,
    which every Python version hashes the same), so a saved game needs no random generator
    state to continue exactly.
    """

    def __init__(self, rules: RuleSet, seed: int, first_dealer: int | None = None) -> None:
        self.rules = rules
        self.seed = seed
        if first_dealer is None:  # R3: the first dealer is random
            first_dealer = random.Random(f"okpitch/{seed}/dealer").randrange(rules.players)
        self.first_dealer = first_dealer
        self.dealer = first_dealer
        self.hand_number = 0
        self.scores: tuple[int, ...] = (0,) * rules.teams
        self.hand = self._deal()

    @property
    def hand_over(self) -> bool:
        """The current hand is scored; call next_hand() unless the game is over."""
        return self.hand.phase is Phase.DONE

    @property
    def winner(self) -> int | None:
        """The team that won the game with the last hand (R9), else None."""
        result = self.hand.result
        return None if result is None else result.winner

    @property
    def over(self) -> bool:
        """A team has won (R9)."""
        return self.winner is not None

    def apply(self, action: Action, seat: int | None = None) -> None:
        """Apply an action of the seat to act in the current hand."""
        self.hand.apply(action, seat)

    def next_hand(self) -> HandState:
        """Carry the scores over, pass the deal left, and deal the next hand (R3)."""
        if self.hand.result is None or self.over:
            raise RuntimeError("the current hand is not finished, or the game is over")
        self.scores = self.hand.result.scores
        self.dealer = (self.dealer + 1) % self.rules.players
        self.hand_number += 1
        self.hand = self._deal()
        return self.hand

    def _deal(self) -> HandState:
        rng = random.Random(f"okpitch/{self.seed}/hand/{self.hand_number}")
        hands, widow = deal(self.rules, self.dealer, rng)
        return HandState(self.rules, self.dealer, hands, widow, self.scores)

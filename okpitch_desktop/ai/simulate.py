"""Whole games with every seat played by the computer: the engine's throughput benchmark."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ..engine import Game, RuleSet
from .levels import make_player


@dataclass(frozen=True, slots=True)
class SimulationReport:
    """Throughput and results of a batch of games."""

    games: int
    hands: int
    seconds: float
    wins: tuple[int, ...]
    points: tuple[int, ...]  # points won per team over all hands (R8, before sets)

    def to_dict(self) -> dict:
        """The figures as printed by ``okpitch-cli simulate``."""
        return {
            "games": self.games,
            "hands": self.hands,
            "seconds": round(self.seconds, 3),
            "hands_per_second": round(self.hands / self.seconds, 1) if self.seconds else None,
            "wins": list(self.wins),
            "average_points_per_hand": [round(p / max(self.hands, 1), 3) for p in self.points],
        }


def simulate(rules: RuleSet, games: int, level: str, seed: int) -> SimulationReport:
    """Play ``games`` whole games and measure them."""
    wins = [0] * rules.teams
    points = [0] * rules.teams
    hands = 0
    start = time.perf_counter()
    for number in range(games):
        game = Game(rules, seed=seed * 1_000_003 + number)
        rng = random.Random(f"okpitch/simulate/{seed}/{number}")
        player = make_player(level)
        while True:
            hand = game.hand
            while hand.result is None:
                hand.apply(player.choose(hand.observation(hand.to_act), rng))
            hands += 1
            for team, earned in enumerate(hand.result.earned):
                points[team] += earned
            if game.over:
                break
            game.next_hand()
        wins[game.winner] += 1
    return SimulationReport(games, hands, time.perf_counter() - start, tuple(wins), tuple(points))

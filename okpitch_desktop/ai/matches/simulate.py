"""Whole games with every seat played by the computer: the engine's throughput benchmark."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ...engine import Game, RuleSet
from ...engine.game import HAND_LIMIT
from ..players.levels import make_player


@dataclass(frozen=True, slots=True)
class SimulationReport:
    """Throughput and results of a batch of games."""

    games: int
    hands: int
    seconds: float
    wins: tuple[int, ...]
    points: tuple[int, ...]  # points won per team over all hands (R8, before sets)
    unfinished: int = 0  # games stopped after HAND_LIMIT hands without a winner

    def to_dict(self) -> dict:
        """The figures as printed by ``okpitch-cli simulate``."""
        return {
            "games": self.games,
            "hands": self.hands,
            "seconds": round(self.seconds, 3),
            "hands_per_second": round(self.hands / self.seconds, 1) if self.seconds else None,
            "wins": list(self.wins),
            "unfinished": self.unfinished,
            "hand_limit": HAND_LIMIT,
            "average_points_per_hand": [round(p / max(self.hands, 1), 3) for p in self.points],
        }


def simulate(rules: RuleSet, games: int, level: str, seed: int) -> SimulationReport:
    """Play ``games`` whole games and measure them. RULES.md has no floor, so scores can
    sink without end when every seat overbids (R9 needs a team to reach the target): a
    game without a winner after HAND_LIMIT hands is stopped and counted as unfinished."""
    wins = [0] * rules.teams
    points = [0] * rules.teams
    hands = unfinished = 0
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
            if game.over or game.hand_number + 1 >= HAND_LIMIT:
                break
            game.next_hand()
        if game.over:
            wins[game.winner] += 1
        else:
            unfinished += 1
    seconds = time.perf_counter() - start
    return SimulationReport(games, hands, seconds, tuple(wins), tuple(points), unfinished)

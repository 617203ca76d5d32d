"""Speed of the search's inner loop: playouts per second from the start of play.

Run: ``python -m okpitch_desktop.ai.search.benchmark [--playouts N] [--players 4|6]``.
Prints JSON: playouts per second and microseconds per playout of the quick policy
(what the search runs), and the same with the exact solver over the last two tricks.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from ...engine import RuleSet
from ...engine.deal import deal
from ...engine.hand import HAND_SIZE_IN_PLAY
from .fastplay import FastHand, mask_of, playout, solve, tables
from .tactics import card_values, cards_to_keep

BID = 2


def start_positions(rules: RuleSet, count: int, seed: int) -> list[tuple[FastHand, int]]:
    """Positions at the first lead (random deals, every seat keeping its best 6 cards),
    each with the pitcher's team."""
    rng = random.Random(seed)
    positions = []
    for number in range(count):
        dealer = number % rules.players
        hands, _ = deal(rules, dealer, rng)
        trump = rng.randrange(4)
        values = card_values(trump, rules)
        kept = [mask_of(cards_to_keep(hand, HAND_SIZE_IN_PLAY, values)) for hand in hands]
        pitcher = (dealer + 1) % rules.players
        position = FastHand(tables(trump, rules), [], pitcher, 0)
        position.deal(kept)
        positions.append((position, pitcher % rules.teams))
    return positions


def measure(rules: RuleSet, playouts: int, seed: int = 0) -> dict[str, float]:
    """Time whole-hand playouts, and exact solutions of the last two tricks."""
    positions = start_positions(rules, playouts, seed)
    start = time.perf_counter()
    for position, pitcher_team in positions:
        playout(position.copy(), pitcher_team, BID)
    whole = time.perf_counter() - start
    endgames = []
    for position, pitcher_team in positions[: max(1, playouts // 10)]:
        position = position.copy()
        while position.tricks_done < 4:
            legal = position.legal()
            position.play((legal & -legal).bit_length() - 1)
        endgames.append((position, pitcher_team))
    start = time.perf_counter()
    for position, pitcher_team in endgames:
        solve(position, pitcher_team, BID)
    solved = time.perf_counter() - start
    return {
        "players": rules.players,
        "playouts": playouts,
        "playouts_per_second": round(playouts / whole),
        "us_per_playout": round(whole / playouts * 1e6, 1),
        "us_per_two_trick_solve": round(solved / len(endgames) * 1e6, 1),
    }


def main() -> None:
    """Print the figures as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--playouts", type=int, default=5000)
    parser.add_argument("--players", type=int, choices=(4, 6), default=4)
    args = parser.parse_args()
    print(json.dumps(measure(RuleSet(players=args.players), args.playouts)))


if __name__ == "__main__":
    main()

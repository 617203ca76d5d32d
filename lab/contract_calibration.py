"""Is the searching levels' contract estimate (ai/search/contract.py) over- or under-confident?

Plays self-play hands (``--level`` at every seat, fixed seeds, 4 players, scores 0-0) and
logs, at every bid decision of a searching seat, the estimate it bid from: per bid, the
chance to make it, and the expected points, with the trump the seat counted on. When the
seat then pitched, what happened is known: the points its team earned (R8). Prints, as
JSON, a reliability table (estimated chance to make, in buckets, against the share made)
and the mean estimated points against the mean earned.

Run inside ``.venv``: ``python -m lab.contract_calibration --hands 200``
(about a second per hand of ``hard``).
"""

from __future__ import annotations

import argparse
import json
import random
from dataclasses import dataclass
from statistics import fmean

from okpitch_desktop.ai.players.levels import make_player
from okpitch_desktop.ai.players.search_player import SearchPlayer
from okpitch_desktop.engine import Bid, HandState, Pass, Phase, RuleSet
from okpitch_desktop.engine.deal import deal

BUCKETS = (0.0, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.0001)


@dataclass(frozen=True, slots=True)
class Estimate:
    """A searching seat's last bid decision: its chances per bid and expected points."""

    seat: int
    trump: int
    chances: dict[int, float]
    expected: float


def play_logged(level: str, seed: int, number: int) -> tuple[Estimate | None, dict]:
    """One hand: the pitcher's last bid estimate (None if it did not search) and the
    hand's outcome (contract, trump, points the pitcher's team earned)."""
    rules = RuleSet()
    dealer = number % rules.players
    state = HandState(rules, dealer, *deal(rules, dealer, random.Random(f"calib/{seed}/{number}")))
    player = make_player(level)
    last: dict[int, Estimate] = {}
    decision = 0
    while state.result is None:
        seat = state.to_act
        observation = state.observation(seat)
        rng = random.Random(f"calib/{seed}/{number}/{decision}")
        searching = isinstance(player, SearchPlayer) and player.budget.contract_samples
        if observation.phase is Phase.BID and searching and None in observation.legal_bids:
            choice = player.bid_choice(observation, rng)
            team = rules.team_of(seat)
            counted = next(e for e in choice.estimates if e.trump == choice.trump)
            chances = {b: counted.chance_to_make(b, team) for b in range(2, rules.max_bid + 1)}
            last[seat] = Estimate(seat, choice.trump, chances, counted.expected(team))
            action = Pass() if choice.bid is None else Bid(choice.bid)
        else:
            action = player.choose(observation, rng)
        state.apply(action)
        decision += 1
    result = state.result
    outcome = {
        "bid": result.bid,
        "trump": state.trump,
        "earned": result.earned[result.pitcher_team],
    }
    return last.get(state.pitcher), outcome


def report(logged: list[tuple[Estimate, dict]]) -> dict:
    """The reliability table and the points' bias of the estimates that were pitched on."""
    pairs = []  # (estimated chance, made) for every bid level of every pitched estimate
    contract_pairs = []  # the same for the contract bid only
    for estimate, outcome in logged:
        for bid, chance in estimate.chances.items():
            pairs.append((chance, outcome["earned"] >= bid))
        contract_pairs.append(
            (estimate.chances[outcome["bid"]], outcome["earned"] >= outcome["bid"])
        )

    def table(rows: list[tuple[float, bool]]) -> list[dict]:
        out = []
        for low, high in zip(BUCKETS, BUCKETS[1:], strict=False):
            inside = [(c, m) for c, m in rows if low <= c < high]
            if inside:
                out.append({"bucket": f"{low:.2f}-{min(high, 1):.2f}", "n": len(inside),
                            "estimated": round(fmean(c for c, _ in inside), 3),
                            "made": round(fmean(m for _, m in inside), 3)})  # fmt: skip
        return out

    same_trump = [(e, o) for e, o in logged if e.trump == o["trump"]]
    return {
        "hands_pitched_after_search": len(logged),
        "same_trump_as_counted": len(same_trump),
        "estimated_points": round(fmean(e.expected for e, _ in logged), 3),
        "earned_points": round(fmean(o["earned"] for _, o in logged), 3),
        "estimated_points_same_trump": round(fmean(e.expected for e, _ in same_trump), 3),
        "earned_points_same_trump": round(fmean(o["earned"] for _, o in same_trump), 3),
        "contract_made": round(fmean(m for _, m in contract_pairs), 3),
        "contract_estimated": round(fmean(c for c, _ in contract_pairs), 3),
        "every_bid": table(pairs),
        "contract_bid": table(contract_pairs),
    }


def main() -> None:
    """Play the hands and print the reliability table as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    logged = []
    for number in range(args.hands):
        estimate, outcome = play_logged(args.level, args.seed, number)
        if estimate is not None:
            logged.append((estimate, outcome))
    print(json.dumps({"command": vars(args), **report(logged)}, indent=1))


if __name__ == "__main__":
    main()

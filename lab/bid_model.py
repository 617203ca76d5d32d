"""How do a level's bids and passes relate to the count of its hand?

A model of what another seat's bid or pass says of its hand: ``easy``'s count
(``counted_points`` of the best suit). This measures how well that model explains a level's
self-play bidding (``--level`` at every seat, fixed seeds): for every bid, the count minus
the bid; for every pass that was not forced, the count minus the lowest bid the seat could
have made (a partner's standing bid set apart); the dealer's forced bid is left out. Prints
JSON: per kind of turn, how many turns fell at each whole difference (rounded down). The
lab/MEASUREMENTS.md says what sampling deals by this model was worth.

Run inside ``.venv``: ``python -m lab.bid_model --level hard --hands 150``
(about 15 seconds; ``easy`` in a second).
"""

from __future__ import annotations

import argparse
import json
import math
import random
from collections import Counter

from okpitch_desktop.ai.players.heuristic_player import partner_holds_bid
from okpitch_desktop.ai.players.levels import make_player
from okpitch_desktop.ai.search.contract import best_counted_points
from okpitch_desktop.engine import Bid, HandState, Observation, Pass, Phase, RuleSet
from okpitch_desktop.engine.deal import deal


def turns(level: str, hands: int) -> dict[str, Counter]:
    """Per kind of turn (bid, pass, pass over a partner), the count of turns at each
    rounded-down difference between the speaker's count and the bid (or lowest bid)."""
    rules = RuleSet()
    found = {"bid": Counter(), "pass": Counter(), "pass_over_partner": Counter()}
    for number in range(hands):
        dealer = number % rules.players
        state = HandState(rules, dealer, *deal(rules, dealer, random.Random(f"bids/{number}")))
        player = make_player(level)
        while state.phase is Phase.BID:
            observation = state.observation(state.to_act)
            seed = f"bids/{number}/{len(observation.bids)}"
            action = player.choose(observation, random.Random(seed))
            if None in observation.legal_bids:  # the dealer's forced bid tells nothing
                kind, difference = turn_against_count(observation, action)
                found[kind][difference] += 1
            state.apply(action)
    return found


def turn_against_count(observation: Observation, action: Bid | Pass) -> tuple[str, int]:
    """The kind of a bid or pass, and the speaker's count minus the bid (or the lowest bid
    it passed up), rounded down."""
    count = best_counted_points(observation.hand, observation.rules)
    if isinstance(action, Bid):
        return "bid", math.floor(count - action.points)
    lowest = min(bid for bid in observation.legal_bids if bid is not None)
    kind = "pass_over_partner" if partner_holds_bid(observation) else "pass"
    return kind, math.floor(count - lowest)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--hands", type=int, default=150)
    args = parser.parse_args()
    found = turns(args.level, args.hands)
    print(json.dumps({kind: dict(sorted(counts.items())) for kind, counts in found.items()}))


if __name__ == "__main__":
    main()

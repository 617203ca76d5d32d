"""Does the play sampler give the pitcher as many trumps and trump honours as it holds?

Plays self-play hands (``--level`` at every seat, fixed seeds) and, at the first play
decision of every seat but the pitcher, counts the pitcher's trumps and trump honours (A K
Q J, off-jack, jokers, 2): really, and in the deals ``--budget``'s sampler draws for that
seat. Prints, as JSON, the averages per kind of contract: ``forced`` (the dealer bid 2
because every other seat passed), ``bid 2``, ``bid 3``, ``bid 4+``. The sampler weighs the
pitcher alike whatever it bid; what weighing it by its contract was worth, and drawing its
hand first at 6 players, is in the README's Computer levels.

Run inside ``.venv``: ``python packaging/tools/pitcher_calibration.py --level easy --hands
1500`` (seconds; ``--players 6``; ``--level hard --hands 300`` takes about 8 minutes).
"""

from __future__ import annotations

import argparse
import json
import random
from collections import defaultdict
from statistics import fmean

from okpitch_desktop.ai.knowledge import order_of
from okpitch_desktop.ai.levels import BUDGETS, make_player
from okpitch_desktop.ai.search_player import SearchPlayer
from okpitch_desktop.engine import HandState, Observation, Phase, RuleSet
from okpitch_desktop.engine.cards import TWO, Card, make_card
from okpitch_desktop.engine.deal import deal


def first_plays(level: str, players: int, hands: int) -> list[tuple[Observation, tuple[Card, ...]]]:
    """Each other seat's first play decision of ``hands`` self-play hands, with the
    pitcher's hand then."""
    rules = RuleSet(players=players)
    positions = []
    for number in range(hands):
        dealer = number % rules.players
        state = HandState(rules, dealer, *deal(rules, dealer, random.Random(f"fit/{number}")))
        player, seen, decision = make_player(level), set(), 0
        while state.result is None:
            observation = state.observation(state.to_act)
            seat = observation.seat
            if observation.phase is Phase.PLAY and seat not in seen and seat != state.pitcher:
                seen.add(seat)
                positions.append((observation, tuple(state.hands[state.pitcher])))
            state.apply(player.choose(observation, random.Random(f"fit/{number}/{decision}")))
            decision += 1
    return positions


def contract_kind(observation: Observation) -> str:
    """What the bidding says of the pitcher's hand: ``forced`` if it is a dealer who had to
    bid because every other seat passed (R5: its bid is then the only one made)."""
    made = [bid for bid in observation.bids if bid is not None]
    if len(made) == 1 and observation.pitcher == observation.dealer:
        return "forced"
    return f"bid {observation.bid}" if observation.bid < 4 else "bid 4+"


def pitcher_counts(
    positions: list[tuple[Observation, tuple[Card, ...]]], budget: str, deals: int
) -> dict[str, dict[str, float]]:
    """Per kind of contract, the pitcher's mean trumps and honours: held, and sampled."""
    player = SearchPlayer(BUDGETS[budget])
    counts: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    rng = random.Random(1)
    for observation, pitcher_hand in positions:
        order = order_of(observation)
        honours = {*order.trumps_high_to_low[:7], make_card(order.trump, TWO)}
        kinds = {"trumps": order.is_trump, "honours": honours.__contains__}
        found = counts[contract_kind(observation)]
        for kind, counted in kinds.items():
            found[f"{kind} held"].append(sum(map(counted, pitcher_hand)))
        sampler = player.play_sampler(observation)
        hands = [sampler.sample(rng)[observation.pitcher] for _ in range(deals)]
        for kind, counted in kinds.items():
            found[f"{kind} sampled"].append(fmean(sum(map(counted, hand)) for hand in hands))
    return {
        contract: {"positions": len(found["trumps held"])}
        | {name: round(fmean(values), 2) for name, values in found.items()}
        for contract, found in sorted(counts.items())
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="easy", help="the level playing every seat")
    parser.add_argument("--budget", default="hard", choices=sorted(BUDGETS))
    parser.add_argument("--players", type=int, default=4, choices=(4, 6))
    parser.add_argument("--hands", type=int, default=1500)
    parser.add_argument("--deals", type=int, default=10, help="sampled deals per position")
    args = parser.parse_args()
    positions = first_plays(args.level, args.players, args.hands)
    print(json.dumps(pitcher_counts(positions, args.budget, args.deals), indent=1))


if __name__ == "__main__":
    main()

"""Does the searching levels' play sampler put cards where they are?

Plays self-play hands (``--level`` at every seat, fixed seeds) and, at each seat's first
play decision, takes every card that seat has not seen: is it in another hand, or out of
play (widow, discards)? Prints, as JSON, per kind of card (trump, or a plain card's rank
2..14), the share of those cards that lies in another hand, really and in the deals
``--sampler`` draws for the same observation. Seats come down to 6 cards keeping
trumps, then aces, kings and tens, so a plain ace lies in a hand far more often than a
plain 5. ``hard`` and ``expert`` draw each hand as the top of what its seat saw
(ai/search/kept_sampling.py, ``--sampler kept``), which keeps such cards; the weight sampler
(ai/search/sampling.py, ``--sampler weighted``, normal's) weighs every plain card alike
(lab/MEASUREMENTS.md says what weighing them by rank was worth, and what the kept sampler
was).

With ``--pitcher``: at the first play decision of every seat but the pitcher, the pitcher's
trumps and trump honours (A K Q J, off-jack, jokers, 2), held and in the sampled deals, on
average per kind of contract: ``forced`` (the dealer bid 2 because every other seat
passed), ``bid 2``, ``bid 3``, ``bid 4+``. The sampler weighs the pitcher alike whatever it
bid (lab/MEASUREMENTS.md says what weighing it by its contract was worth, and
drawing its hand first at 6 players).

Run inside ``.venv``: ``python -m lab.sampler_calibration --hands 500``
(``--players 6`` for the other table, ``--pitcher``; a few seconds per 100 hands of
``easy``, about 8 minutes for 300 of ``hard``).
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter, defaultdict
from statistics import fmean

from okpitch_desktop.ai.players.levels import make_player
from okpitch_desktop.ai.search.evaluator import SAMPLERS
from okpitch_desktop.ai.search.kept_sampling import trump_honours
from okpitch_desktop.ai.search.knowledge import order_of, unseen_cards
from okpitch_desktop.engine import HandState, Observation, Phase, RuleSet
from okpitch_desktop.engine.cards import Card, rank_of
from okpitch_desktop.engine.deal import deal


def first_plays(level: str, players: int, hands: int) -> list[tuple[Observation, list[list[Card]]]]:
    """Each seat's first play decision of ``hands`` self-play hands, with every hand then."""
    rules = RuleSet(players=players)
    positions = []
    for number in range(hands):
        dealer = number % players
        state = HandState(rules, dealer, *deal(rules, dealer, random.Random(f"sampler/{number}")))
        player, seen, decision = make_player(level), set(), 0
        while state.result is None:
            observation = state.observation(state.to_act)
            if observation.phase is Phase.PLAY and observation.seat not in seen:
                seen.add(observation.seat)
                positions.append((observation, [list(hand) for hand in state.hands]))
            state.apply(player.choose(observation, random.Random(f"sampler/{number}/{decision}")))
            decision += 1
    return positions


def shares(
    positions: list[tuple[Observation, list[list[Card]]]], sampler_name: str, deals: int
) -> dict[str, dict[str, float]]:
    """Per kind of card, the share of the unseen ones in another hand: real and sampled."""
    real, sampled, counted = Counter(), Counter(), Counter()
    rng = random.Random(1)
    for observation, hands in positions:
        order = order_of(observation)
        unseen = unseen_cards(observation)
        others = [seat for seat in range(len(hands)) if seat != observation.seat]
        held = {card for seat in others for card in hands[seat]}
        sampler = SAMPLERS[sampler_name](observation)
        drawn = [sampler.sample(rng) for _ in range(deals)]
        for card in unseen:
            kind = "trump" if order.is_trump(card) else str(rank_of(card))
            counted[kind] += 1
            real[kind] += card in held
            placed = sum(card in dealt[seat] for dealt in drawn for seat in others)
            sampled[kind] += placed / deals
    kinds = sorted(counted, key=lambda kind: -99 if kind == "trump" else -int(kind))
    return {
        kind: {"real": round(real[kind] / counted[kind], 3),
               "sampled": round(sampled[kind] / counted[kind], 3)}
        for kind in kinds
    }  # fmt: skip


def contract_kind(observation: Observation) -> str:
    """What the bidding says of the pitcher's hand: ``forced`` if it is a dealer who had to
    bid because every other seat passed (R5: its bid is then the only one made)."""
    made = [bid for bid in observation.bids if bid is not None]
    if len(made) == 1 and observation.pitcher == observation.dealer:
        return "forced"
    return f"bid {observation.bid}" if observation.bid < 4 else "bid 4+"


def pitcher_counts(
    positions: list[tuple[Observation, list[list[Card]]]], sampler_name: str, deals: int
) -> dict[str, dict[str, float]]:
    """Per kind of contract, the pitcher's mean trumps and honours, held and sampled, seen
    from the other seats."""
    counts: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    rng = random.Random(1)
    for observation, hands in positions:
        pitcher = observation.pitcher
        if observation.seat == pitcher:
            continue
        order = order_of(observation)
        kinds = {"trumps": order.is_trump, "honours": trump_honours(order).__contains__}
        found = counts[contract_kind(observation)]
        sampler = SAMPLERS[sampler_name](observation)
        drawn = [sampler.sample(rng)[pitcher] for _ in range(deals)]
        for kind, counted in kinds.items():
            found[f"{kind} held"].append(sum(map(counted, hands[pitcher])))
            found[f"{kind} sampled"].append(fmean(sum(map(counted, hand)) for hand in drawn))
    return {
        contract: {"positions": len(found["trumps held"])}
        | {name: round(fmean(values), 2) for name, values in found.items()}
        for contract, found in sorted(counts.items())
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="easy", help="the level playing every seat")
    parser.add_argument("--sampler", default="kept", choices=sorted(SAMPLERS))
    parser.add_argument("--players", type=int, default=4, choices=(4, 6))
    parser.add_argument("--hands", type=int, default=500)
    parser.add_argument("--deals", type=int, default=10, help="sampled deals per position")
    parser.add_argument("--pitcher", action="store_true", help="the pitcher's trumps instead")
    args = parser.parse_args()
    positions = first_plays(args.level, args.players, args.hands)
    measure = pitcher_counts if args.pitcher else shares
    print(json.dumps(measure(positions, args.sampler, args.deals), indent=1))


if __name__ == "__main__":
    main()

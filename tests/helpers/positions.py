"""Shared builders for the computer-player tests: cards from text, whole hands played by
one level, positions in every phase, and play positions written as hand records.

Everything goes through the engine's public API (``HandState``, ``hand_record``,
``replay_record``), the same way the game, ``okpitch-cli`` and the GUI drive it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from helpers.cards import cs, names
from okpitch_desktop.ai import make_player
from okpitch_desktop.ai.players.player import Player
from okpitch_desktop.engine import (
    Bid,
    DeclareTrump,
    Discard,
    Exchange,
    HandState,
    Observation,
    Pass,
    Phase,
    Play,
    RuleSet,
    parse_card,
    replay_record,
)
from okpitch_desktop.engine.cards import DECK, Card
from okpitch_desktop.engine.deal import deal

DATA = Path(__file__).resolve().parents[1] / "data" / "ai"


def new_hand(rules: RuleSet, seed: int, dealer: int | None = None) -> HandState:
    """A freshly dealt hand, reproducible from ``seed``."""
    rng = random.Random(f"tests/ai/{seed}")
    if dealer is None:
        dealer = rng.randrange(rules.players)
    hands, widow = deal(rules, dealer, rng)
    return HandState(rules, dealer, hands, widow)


def check_kind(state: HandState, action) -> None:
    """The action is of the kind the phase asks for (apply() checks the rest)."""
    kinds = {
        Phase.BID: (Bid, Pass),
        Phase.TRUMP: (DeclareTrump,),
        Phase.EXCHANGE: (Exchange,),
        Phase.DISCARD: (Discard,),
        Phase.PLAY: (Play,),
    }[state.phase]
    assert isinstance(action, kinds), f"{action!r} in the {state.phase} phase"


def states_of_hand(
    rules: RuleSet, seed: int, level: str | Player = "easy", dealer: int | None = None
) -> Iterator[HandState]:
    """Every position (a copy) of one hand in which all seats are played by ``level`` (a
    level's name, or a player)."""
    state = new_hand(rules, seed, dealer)
    player = make_player(level) if isinstance(level, str) else level
    rng = random.Random(seed)
    while state.phase is not Phase.DONE:
        yield state.clone()
        state.apply(player.choose(state.observation(state.to_act), rng))


def first_lead(rules: RuleSet, seed: int, level: str = "easy") -> HandState:
    """The hand of ``states_of_hand`` at its first lead (the pitcher to play)."""
    return next(state for state in states_of_hand(rules, seed, level) if state.phase is Phase.PLAY)


def pick_positions(
    rules: RuleSet,
    seeds: range,
    wanted: Callable[[HandState], Any],
    level: str = "easy",
) -> list[HandState]:
    """Positions of hands played by ``level`` for which ``wanted(state)`` gives a key not
    seen before (one position per key), so each kind of situation is covered once."""
    found: dict[Any, HandState] = {}
    for seed in seeds:
        for state in states_of_hand(rules, seed, level):
            key = wanted(state)
            if key is not None and key not in found:
                found[key] = state
    return list(found.values())


def play_record(
    hands: dict[int, str],
    plays: str,
    trump: str,
    pitcher: int,
    bid: int = 3,
    rules: dict | None = None,
    scores: list[int] | None = None,
) -> dict:
    """A hand record of a 4-player play position: each seat given keeps exactly those 6
    cards (it is dealt them plus 3 cards it discards); nobody exchanges anything; the
    dealer sits right of the pitcher, who speaks first and bids ``bid``; everyone else
    passes."""
    rules = dict(rules or {})
    players = rules.get("players", 4)
    assert players == 4, "play_record builds 4-player positions"
    kept = {seat: cs(hands[seat]) for seat in range(players)}
    given = [card for cards in kept.values() for card in cards]
    assert all(len(cards) == 6 for cards in kept.values()), kept
    assert len(given) == len(set(given)), "a card is given twice"
    spare = [card for card in DECK if card not in set(given)]
    discards = {seat: spare[3 * seat : 3 * seat + 3] for seat in range(players)}
    widow = spare[3 * players :]
    dealer = (pitcher - 1) % players
    bids: list[int | None] = [bid] + [None] * (players - 1)
    record = {
        "format": "okpitch-hand/1",
        "rules": rules,
        "dealer": dealer,
        "scores": scores or [0, 0],
        "hands": [names(kept[seat] + discards[seat]) for seat in range(players)],
        "widow": names(widow),
        "bids": bids,
        "trump": trump,
        "discards": [names(discards[seat]) for seat in range(players)],
        "plays": plays.split(),
    }
    if rules.get("four_player_discard", "exchange") == "exchange":
        record["exchanges"] = [[] for _ in range(players)]
    state = replay_record(record)
    assert state.pitcher == pitcher and state.phase is Phase.PLAY
    return record


def observation_cards(observation) -> set[Card]:
    """Every card an observation names (own hand and choices, the widow the 6-player
    pitcher took, the cards played, the legal cards)."""
    cards: set[Card] = set(observation.hand)
    cards.update(observation.widow_taken)
    cards.update(observation.exchanged or ())
    cards.update(observation.received)
    cards.update(observation.discarded or ())
    for trick in observation.tricks:
        cards.update(trick.cards)
    cards.update(observation.trick)
    cards.update(observation.legal_cards)
    return cards


def bidding_state(
    hand: list[str],
    bids: list[int | None] | None = None,
    scores: list[int] | None = None,
    rules: dict | None = None,
) -> HandState:
    """A fresh 4-player deal in which seat 0, first to speak (dealer 3), holds ``hand``
    and the others the rest in deck order; ``bids`` made so far."""
    return replay_record(seat_zero_record(hand, rules, scores, bids=bids or []))


def discard_state(hand: str, rules: dict | None = None) -> HandState:
    """Seat 0 to discard in the deal of ``bidding_state``: it bid 2 and named spades, and
    nobody exchanged anything."""
    bids = [2, None, None, None]
    nothing = [[], [], [], []]
    return replay_record(
        seat_zero_record(hand.split(), rules, None, bids=bids, trump="S", exchanges=nothing)
    )


def seat_zero_record(
    hand: list[str], rules: dict | None, scores: list[int] | None, **fields: Any
) -> dict:
    """The record of a deal in which seat 0 (dealer 3) holds ``hand`` and the others the
    rest in deck order, with the record's later ``fields``."""
    own = [parse_card(name) for name in hand]
    rest = [card for card in DECK if card not in set(own)]
    hands = [own] + [rest[9 * i : 9 * i + 9] for i in range(3)]
    return {
        "rules": rules or {},
        "dealer": 3,
        "scores": scores or [0, 0],
        "hands": [names(h) for h in hands],
        "widow": names(rest[27:]),
        **fields,
    }


def seat_two_observation(spec: dict) -> Observation:
    """Seat 2's view of the position ``play_record(**spec)`` reaches (seat 2 to play)."""
    state = replay_record(play_record(**spec))
    assert state.to_act == 2
    return state.observation(2)

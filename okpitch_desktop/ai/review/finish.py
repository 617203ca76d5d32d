"""The rest of a hand from any decision, played by the quick policies: what a review values
each candidate with, on a sampled deal or on the true one (open cards).

After a bid the auction goes on with the easy level's counted bids and the pitcher names
the suit it counts best (R5, R6); every exchange and discard is the heuristic's (trumps are
kept); the play is the playouts' quick policy (R7). All of it is deterministic, so the same
deal gives the same result for every candidate (common random numbers).
"""

from __future__ import annotations

import random

from ...engine import Action, DeclareTrump, HandState, Phase, RuleSet
from ...engine.cards import Card
from ...engine.hand import HAND_SIZE_IN_PLAY, MAX_EXCHANGE
from ..players.heuristic_player import HeuristicPlayer
from ..search.fastplay import FastHand, mask_of, playout, tables
from ..search.tactics import card_values, cards_to_keep, cards_to_let_go

_QUICK = HeuristicPlayer()
_NO_RANDOMNESS = random.Random(0)  # the heuristic's bids and trump never draw from it


def finish_after_bid(state: HandState) -> list[int]:
    """Each team's score change when the auction of ``state`` (in the bid phase, or just
    finished) goes on by counting and the rest of the hand is played quickly."""
    while state.phase is Phase.BID:
        seat = state.to_act
        state.apply(_QUICK.choose(state.observation(seat), _NO_RANDOMNESS))
    state.apply(DeclareTrump(_QUICK.trump(state.observation(state.pitcher), _NO_RANDOMNESS)))
    return finish_after_trump(state)


def finish_after_trump(state: HandState) -> list[int]:
    """Score changes from ``state`` in the exchange or discard phase (engine state)."""
    turn = state.turn_order.index(state.to_act)
    hands = [list(hand) for hand in state.hands]
    return come_down_and_play(
        state.rules, state.dealer, state.pitcher, state.bid, state.trump,
        hands, list(state.widow), state.phase, turn,
    )  # fmt: skip


def come_down_and_play(
    rules: RuleSet,
    dealer: int,
    pitcher: int,
    bid: int,
    trump: int,
    hands: list[list[Card]],
    widow: list[Card],
    phase: Phase,
    turn: int,
    choice: tuple[Card, ...] | None = None,
) -> list[int]:
    """From the seat at ``turn`` (its place in R6's order) of the exchange or discard
    phase: that seat gives up ``choice`` (or what the heuristic lets go), the others follow
    the heuristic, and the hand is played out. Changes ``hands``."""
    values = card_values(trump, rules)
    order = [(dealer + 1 + i) % rules.players for i in range(rules.players)]
    if phase is Phase.EXCHANGE:
        for seat in order[turn:]:
            given = (
                choice if choice is not None else cards_to_let_go(hands[seat], MAX_EXCHANGE, values)
            )
            choice = None
            drawn, widow = widow[: len(given)], widow[len(given) :]  # R6: from the top
            hands[seat] = [card for card in hands[seat] if card not in given] + drawn
        turn = 0
    for seat in order[turn:]:
        if choice is not None:
            hands[seat] = [card for card in hands[seat] if card not in choice]
            choice = None
        else:
            hands[seat] = cards_to_keep(hands[seat], HAND_SIZE_IN_PLAY, values)
    start = FastHand(tables(trump, rules), [], pitcher, 0)  # R7: the pitcher leads
    start.deal([mask_of(hand) for hand in hands])
    return playout(start, rules.team_of(pitcher), bid)


def apply_copy(state: HandState, action: Action) -> HandState:
    """A copy of ``state`` with ``action`` applied."""
    child = state.clone()
    child.apply(action)
    return child

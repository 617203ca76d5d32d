"""The computers' reasons: why a computer bid, passed, named trump, exchanged or discarded.

A computer player is a pure function of (observation, seeded generator), so its reasons can
be worked out again after the hand from the seat's observation at that decision and the same
seed: the estimate it acted on, exactly. For the searching levels the estimate is the
search's own (``SearchPlayer.bid_choice`` and ``trump_estimates``); for the counting levels
it is ``counted_points``. Only the seat's observation is read, never another hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ...engine import (
    SUIT_LETTERS,
    Action,
    Bid,
    DeclareTrump,
    Discard,
    Exchange,
    HandState,
    Observation,
    Pass,
    Phase,
    card_names,
)
from ...engine.actions import action_json
from ...engine.cards import SUITS, Card
from ..players.heuristic_player import HeuristicPlayer, partner_holds_bid
from ..players.levels import make_player
from ..players.search_player import BidChoice, SearchPlayer
from ..search.contract import ContractEstimate, counted_cards, counted_points
from .explain import explain
from .reason import Reason
from .values import ReviewCancelled

REASONED_PHASES = frozenset({Phase.BID, Phase.TRUMP, Phase.EXCHANGE, Phase.DISCARD})
DIGITS = 3  # estimates are rounded to this many decimals


@dataclass(frozen=True, slots=True)
class SuitEstimate:
    """One trump suit as the computer saw it with itself as pitcher."""

    suit: int
    expected: float  # the points its team expects to earn
    chance: float | None  # of making the bid it made or considered (None: counted, no chance)


@dataclass(frozen=True, slots=True)
class BidChance:
    """The chance the computer gave itself of making ``bid``."""

    bid: int
    chance: float


@dataclass(frozen=True, slots=True)
class Reasons:
    """A computer's decision and why: ``why`` is a reason code for the table to word.

    Codes: forced, random; bid_counted, pass_counted (counting levels); bid_low, bid_best,
    bid_safe, bid_stop, pass_better, pass_unlikely (searching levels); pass_partner;
    trump_counted, trump_best; keep_best (exchange and discard, with what the cards kept
    and let go do in ``explained``).
    """

    seat: int
    level: str
    phase: Phase
    action: Action
    why: str
    suit: int | None = None  # the suit it counted on (bid) or named (trump), or trump
    expected: float | None = None  # the points its team expects with that suit
    chances: tuple[BidChance, ...] = ()  # the bids it considered (searching levels)
    counted_on: tuple[Card, ...] = ()  # its cards that make the estimate
    suits: tuple[SuitEstimate, ...] = ()  # every suit (bid and trump)
    kept: tuple[Card, ...] = ()  # exchange and discard: the cards it kept
    let_go: tuple[Card, ...] = ()  # ... and those it gave up
    explained: tuple[Reason, ...] = ()  # what the move does (ai.review.explain)

    def to_json(self) -> dict[str, Any]:
        """The reasons as ``okpitch-cli review --reasons`` prints them."""
        letter = None if self.suit is None else SUIT_LETTERS[self.suit]
        return {
            "action": action_json(self.action),
            "why": self.why,
            "suit": letter,
            "expected_points": self.expected,
            "chances": [{"bid": c.bid, "chance": c.chance} for c in self.chances],
            "counted_on": card_names(self.counted_on),
            "suits": [
                {"suit": SUIT_LETTERS[s.suit], "expected_points": s.expected, "chance": s.chance}
                for s in self.suits
            ],
            "kept": card_names(self.kept),
            "let_go": card_names(self.let_go),
        }


def computer_reasons(level: str, observation: Observation, seed: int) -> Reasons:
    """The decision ``level`` makes for ``observation`` with a generator seeded by ``seed``
    (``levels.decide``'s action, exactly) and why; for a bid, trump, exchange or discard."""
    if observation.phase not in REASONED_PHASES:
        raise ValueError(f"no reasons are given in the {observation.phase} phase")
    player = make_player(level)
    rng = random.Random(seed)
    searched = isinstance(player, SearchPlayer) and player.budget.contract_samples > 0
    free_bid = observation.phase is Phase.BID and None in observation.legal_bids
    if searched and free_bid:
        return _searched_bid(level, observation, player.bid_choice(observation, rng))
    if searched and observation.phase is Phase.TRUMP:
        valued = player.trump_estimates(observation, rng, player.plays_to_score(observation))
        return _searched_trump(level, observation, valued)
    action = player.choose(observation, rng)
    counting = isinstance(player, HeuristicPlayer)  # else random
    match action:
        case Exchange(cards) | Discard(cards):
            kept = tuple(card for card in observation.hand if card not in cards)
            why = "keep_best" if counting else "random"
            return Reasons(observation.seat, level, observation.phase, action, why,
                           observation.trump, kept=kept, let_go=tuple(cards),
                           explained=explain(observation, action))  # fmt: skip
        case _ if not counting:
            why = "forced" if observation.phase is Phase.BID and not free_bid else "random"
            return Reasons(observation.seat, level, observation.phase, action, why)
        case Bid() | Pass():
            return _counted_bid(level, observation, action)
        case DeclareTrump(suit):
            return _counted(level, observation, action, "trump_counted", suit)
    raise TypeError(f"not a bid, trump, exchange or discard: {action!r}")


def hand_reasons(
    state: HandState,
    levels: Sequence[str | None],
    seed_of: Callable[[int], int],
    should_stop: Callable[[], bool] | None = None,
) -> dict[int, Reasons]:
    """The reasons of every bid, trump, exchange and discard in ``state``'s history made by a
    seat with a level (None: a person's seat, left out), by the action's index in the
    history; ``seed_of(index)`` is the seed the decision was made with. ``should_stop()``
    is asked between decisions and raises ReviewCancelled when it returns true."""
    found: dict[int, Reasons] = {}
    replay = state.rewound(0)
    for index, (seat, action) in enumerate(state.history):
        level = levels[seat]
        if level is not None and replay.phase in REASONED_PHASES:
            if should_stop is not None and should_stop():
                raise ReviewCancelled
            found[index] = computer_reasons(level, replay.observation(seat), seed_of(index))
        replay.apply(action)
    return found


def _counted(level: str, observation: Observation, action: Action, why: str, suit: int) -> Reasons:
    """A counting level's reasons: every suit's counted points, the cards of ``suit``."""
    rules = observation.rules
    suits = tuple(
        SuitEstimate(s, _round(counted_points(observation.hand, s, rules)), None) for s in SUITS
    )
    return Reasons(observation.seat, level, observation.phase, action, why, suit,
                   suits[suit].expected, counted_on=counted_cards(observation.hand, suit, rules),
                   suits=suits)  # fmt: skip


def _counted_bid(level: str, observation: Observation, action: Action) -> Reasons:
    suit = max(SUITS, key=lambda s: counted_points(observation.hand, s, observation.rules))
    if None not in observation.legal_bids:
        why = "forced"
    elif isinstance(action, Bid):
        why = "bid_counted"
    else:
        why = "pass_partner" if partner_holds_bid(observation) else "pass_counted"
    return _counted(level, observation, action, why, suit)


def _searched_bid(level: str, observation: Observation, choice: BidChoice) -> Reasons:
    """The search's bid: every suit's expected points and chance to make the bid made (the
    lowest legal one for a pass), and for the suit it counts on the chance of every bid."""
    team = observation.rules.team_of(observation.seat)
    legal = [bid for bid in observation.legal_bids if bid is not None]
    considered = legal[0] if choice.bid is None else choice.bid
    action = Pass() if choice.bid is None else Bid(choice.bid)
    counted_on = next(e for e in choice.estimates if e.trump == choice.trump)
    chances = tuple(BidChance(bid, _round(counted_on.chance_to_make(bid, team))) for bid in legal)
    return _searched(level, observation, action, choice.why, counted_on, choice.estimates,
                     considered, chances)  # fmt: skip


def _searched_trump(
    level: str, observation: Observation, valued: list[tuple[ContractEstimate, float]]
) -> Reasons:
    """The search's trump: the best-valued suit (as ``SearchPlayer.trump`` picks it)."""
    best = max(valued, key=lambda pair: pair[1])[0]
    team = observation.rules.team_of(observation.seat)
    chance = BidChance(observation.bid, _round(best.chance_to_make(observation.bid, team)))
    return _searched(level, observation, DeclareTrump(best.trump), "trump_best", best,
                     tuple(e for e, _ in valued), observation.bid, (chance,))  # fmt: skip


def _searched(
    level: str,
    observation: Observation,
    action: Action,
    why: str,
    counted_on: ContractEstimate,
    estimates: tuple[ContractEstimate, ...],
    bid: int,
    chances: tuple[BidChance, ...],
) -> Reasons:
    team = observation.rules.team_of(observation.seat)
    suits = tuple(
        SuitEstimate(e.trump, _round(e.expected(team)), _round(e.chance_to_make(bid, team)))
        for e in estimates
    )
    cards = counted_cards(observation.hand, counted_on.trump, observation.rules)
    return Reasons(observation.seat, level, observation.phase, action, why, counted_on.trump,
                   _round(counted_on.expected(team)), chances, cards, suits)  # fmt: skip


def _round(value: float) -> float:
    return round(value, DIGITS)

"""What one seat may know of a hand (R6 last point): the only input of a computer player."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .cards import Card
from .phase import Phase
from .rules import RuleSet
from .scoring import Trick

if TYPE_CHECKING:
    from .hand import HandState


class Observation(NamedTuple):
    """A seat's view: its own cards and choices, and everything public.

    Never holds another seat's cards, the undealt widow or another seat's exchanged or
    discarded cards; only their counts, which every player at a real table sees.
    Plain picklable data, so it can cross to a worker process; a named tuple because one is
    built for every decision of every computer seat and must cost next to nothing.
    """

    rules: RuleSet
    seat: int
    dealer: int
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]
    bids: tuple[int | None, ...]  # in the order spoken, starting left of the dealer
    pitcher: int | None
    bid: int  # the standing bid during bidding, then the contract
    bid_holder: int | None  # who made the standing bid
    trump: int | None
    widow_taken: tuple[Card, ...]  # 6 players: the widow, seen by the pitcher only
    exchanged: tuple[Card, ...] | None  # this seat's own exchange, once made
    received: tuple[Card, ...]  # what this seat drew from the widow
    exchange_counts: tuple[int | None, ...]  # per seat, None before it acts
    discarded: tuple[Card, ...] | None  # this seat's own discards, once made
    hand_sizes: tuple[int, ...]
    tricks: tuple[Trick, ...]
    trick: tuple[Card, ...]  # the trick in progress, in the order played
    leader: int | None
    legal_bids: tuple[int | None, ...]
    legal_cards: tuple[Card, ...]  # to choose from (exchange, discard) or to play
    discard_count: int  # cards this seat must discard now (discard phase), else 0

    @property
    def my_turn(self) -> bool:
        """Whether this seat is the one to act."""
        return self.to_act == self.seat


def observe(state: HandState, seat: int) -> Observation:
    """The view of ``seat`` of ``state``."""
    phase = state.phase
    acting = state.to_act == seat
    exchanges = state.exchanges
    # Positional, in field order: keywords cost a third of the time of a decision.
    return tuple.__new__(
        Observation,
        (
            state.rules,  # rules
            seat,  # seat
            state.dealer,  # dealer
            state.scores,  # scores
            phase,  # phase
            state.to_act,  # to_act
            tuple(state.hands[seat]),  # hand
            tuple(state.bidding.history),  # bids
            state.pitcher,  # pitcher
            state.bidding.high_bid,  # bid
            state.bidding.high_bidder,  # bid_holder
            state.trump,  # trump
            state.dealt_widow
            if seat == state.pitcher and state.rules.players == 6
            else (),  # widow_taken
            exchanges[seat],  # exchanged
            state.received[seat],  # received
            tuple(state.exchange_counts),  # exchange_counts
            state.discards[seat],  # discarded
            tuple(map(len, state.hands)),  # hand_sizes
            tuple(state.tricks),  # tricks
            tuple(state.trick),  # trick
            state.leader,  # leader
            tuple(state.legal_bids()) if acting and phase is Phase.BID else (),  # legal_bids
            state.legal_cards() if acting else (),  # legal_cards
            state.discard_count(seat) if phase is Phase.DISCARD and acting else 0,  # discard_count
        ),
    )

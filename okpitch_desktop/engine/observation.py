"""What one seat may know of a hand (R6 last point): the only input of a computer player."""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card
from .phase import Phase
from .ranking import display_order
from .rules import RuleSet
from .scoring import Trick


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
    exchange_limit: int  # the most cards this seat may exchange now (exchange phase), else 0

    @property
    def display_hand(self) -> tuple[Card, ...]:
        """The hand as a player sorts it (ranking.display_order), for the table.

        Worked out when asked, not stored: sorting the hand for every observation cost
        the computer seats, which never look at it, a third of the engine's speed.
        """
        return display_order(self.hand, self.trump, self.rules.high_joker)

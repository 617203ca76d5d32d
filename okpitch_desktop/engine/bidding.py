"""The bidding, in both modes of R5: auction round the table, or one round."""

from __future__ import annotations

from .errors import IllegalAction
from .rules import RuleSet

MIN_BID = 2


class Bidding:
    """Who bids next, what they may bid, and who becomes the pitcher (R5)."""

    __slots__ = (
        "players",
        "dealer",
        "auction",
        "max_bid",
        "history",
        "passed",
        "spoken",
        "high_bid",
        "high_bidder",
        "to_act",
        "finished",
    )

    def __init__(self, rules: RuleSet, dealer: int) -> None:
        self.players = rules.players
        self.dealer = dealer
        self.auction = rules.bidding == "auction"
        self.max_bid = rules.max_bid
        self.history: list[int | None] = []  # None = pass, in the order spoken
        self.passed = [False] * self.players
        self.spoken = 0
        self.high_bid = 0
        self.high_bidder: int | None = None
        self.to_act = (dealer + 1) % self.players  # R5: starts left of the dealer
        self.finished = False

    def clone(self) -> Bidding:
        """An independent copy."""
        other = Bidding.__new__(Bidding)
        for name in Bidding.__slots__:
            setattr(other, name, getattr(self, name))
        other.history = self.history.copy()
        other.passed = self.passed.copy()
        return other

    @property
    def dealer_forced(self) -> bool:
        """Every other player passed: the dealer's only action is to bid 2 (R5)."""
        return (
            self.to_act == self.dealer
            and self.high_bidder is None
            and (sum(self.passed) == self.players - 1)
        )

    def legal_bids(self) -> list[int | None]:
        """The legal actions of the seat to act: None for a pass, then the bids."""
        if self.finished:
            return []
        if self.dealer_forced:
            return [MIN_BID]
        return [None, *range(max(self.high_bid + 1, MIN_BID), self.max_bid + 1)]

    def apply(self, bid: int | None) -> None:
        """Record the seat's pass (None) or bid; raises IllegalAction if not allowed."""
        self._check(bid)
        seat = self.to_act
        self.history.append(bid)
        self.spoken += 1
        if bid is None:
            self.passed[seat] = True
        else:
            self.high_bid, self.high_bidder = bid, seat
        if bid == self.max_bid:
            self.finished = True  # R5: a maximum bid ends bidding at once
        elif self.auction:
            self.finished = self.high_bidder is not None and (sum(self.passed) == self.players - 1)
        else:
            self.finished = seat == self.dealer  # single round: the dealer speaks last
        if not self.finished:
            self.to_act = self._next_speaker(seat)

    def _next_speaker(self, seat: int) -> int:
        nxt = (seat + 1) % self.players
        if self.auction:
            while self.passed[nxt]:  # R5: passed players are skipped
                nxt = (nxt + 1) % self.players
        return nxt

    def _check(self, bid: int | None) -> None:
        seat = self.to_act
        if self.finished:
            raise IllegalAction("bidding is over", "bidding_over")
        if bid is None:
            if self.dealer_forced:
                raise IllegalAction(
                    f"seat {seat} cannot pass: everyone else passed, so the dealer must bid 2",
                    "dealer_must_bid",
                    seat=seat,
                )
            return
        if not isinstance(bid, int) or isinstance(bid, bool):
            raise IllegalAction(f"{bid!r} is not a bid: bids are whole numbers", "not_a_bid")
        if not MIN_BID <= bid <= self.max_bid:
            raise IllegalAction(
                f"{bid} is not legal: bids run from {MIN_BID} to {self.max_bid}", "bid_range"
            )
        if self.dealer_forced and bid != MIN_BID:
            raise IllegalAction(
                f"{bid} is not legal: everyone else passed, so the dealer must bid 2",
                "dealer_must_bid",
            )
        if bid <= self.high_bid:
            raise IllegalAction(
                f"{bid} is not legal: seat {seat} must bid more than the standing bid of "
                f"{self.high_bid}",
                "bid_too_low",
                bid=bid,
                high=self.high_bid,
                seat=seat,
            )

"""What the table is told: one signal per event of a hand, carrying plain data, showing
cards only to the seats that may see them (R6). The controller announces through it."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..engine import Action, Bid, DeclareTrump, Discard, Exchange, HandState, Pass, Phase, Play
from ..engine.report import hand_progress
from .seating import Seating


class TableEvents(QObject):
    """The signals of a game as the table sees it."""

    game_started = Signal(object)  # dict: rules, seating, seed
    hand_dealt = Signal(object)  # dict: hand number, dealer, scores, hand sizes, own cards
    bid_made = Signal(int, object)  # seat, points or None for a pass
    trump_declared = Signal(int, int)  # pitcher, suit
    widow_taken = Signal(int, int)  # pitcher, number of cards (6 players)
    cards_exchanged = Signal(int, int, object, object)  # seat, count, given, received
    cards_discarded = Signal(int, int, object)  # seat, count, cards (only a human's)
    card_played = Signal(int, int)  # seat, card
    trick_winning = Signal(int)  # the seat whose card wins the trick in progress so far
    trick_won = Signal(int, object)  # winner, the trick's cards
    hand_progress = Signal(object)  # engine.HandProgress: what each team has won so far
    person_sees = Signal(object)  # the person's Observation after an event (faces, order)
    replaying = Signal(bool)  # True: the next events show a hand again, without animation
    hand_scored = Signal(object)  # engine.HandReport
    game_over = Signal(int)  # winning team

    def announce_deal(self, hand: HandState, hand_number: int, seating: Seating) -> None:
        """The cards are dealt: sizes for everyone, faces for the person's seat."""
        human = [s for s in range(hand.rules.players) if seating.is_human(s)]
        self.hand_dealt.emit(
            {
                "hand_number": hand_number,
                "dealer": hand.dealer,
                "scores": hand.scores,
                "hand_sizes": [len(cards) for cards in hand.hands],
                "cards": {seat: list(hand.observation(seat).display_hand) for seat in human},
            }
        )
        self._show_person(hand, seating)

    def announce(
        self, seat: int, action: Action, hand: HandState, tricks_before: int, seating: Seating
    ) -> None:
        """``seat`` took ``action`` and ``hand`` is the state after it."""
        human = seating.is_human(seat)
        match action:
            case Bid(points):
                self.bid_made.emit(seat, points)
            case Pass():
                self.bid_made.emit(seat, None)
            case DeclareTrump(suit):
                self.trump_declared.emit(seat, suit)
            case Exchange(cards):
                given = list(cards) if human else []
                received = list(hand.received[seat]) if human else []
                self.cards_exchanged.emit(seat, len(cards), given, received)
            case Discard(cards):
                self.cards_discarded.emit(seat, len(cards), list(cards) if human else [])
            case Play(card):
                self.card_played.emit(seat, card)
                if hand.trick:
                    winning = hand.order.trick_winner(hand.trick)
                    self.trick_winning.emit((hand.leader + winning) % hand.rules.players)
                if len(hand.tricks) > tricks_before:
                    trick = hand.tricks[-1]
                    self.trick_won.emit(trick.winner, list(trick.cards))
                    self.hand_progress.emit(hand_progress(hand))
        bidding_ended = hand.phase is Phase.TRUMP and isinstance(action, Bid | Pass)
        if bidding_ended and hand.rules.pitcher_takes_widow:  # R6
            self.widow_taken.emit(hand.pitcher, len(hand.dealt_widow))
        self._show_person(hand, seating)

    def _show_person(self, hand: HandState, seating: Seating) -> None:
        for seat in range(hand.rules.players):
            if seating.is_human(seat):
                self.person_sees.emit(hand.observation(seat))

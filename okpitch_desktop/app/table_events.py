"""What the table is told: one signal per event of a hand, each carrying one value (the
event's table_news value, or an engine value), showing cards only to the seats that may
see them (R6). The controller announces through it."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..engine import (
    Action,
    Bid,
    DeclareTrump,
    Discard,
    Exchange,
    HandState,
    Pass,
    Phase,
    Play,
    RuleSet,
)
from ..engine.report import hand_progress
from .seating import Seating
from .table_news import (
    BidMade,
    CardPlayed,
    CardsDiscarded,
    CardsExchanged,
    GameStarted,
    HandDealt,
    TrickWon,
    TrumpDeclared,
    WidowTaken,
)


class TableEvents(QObject):
    """The signals of a game as the table sees it."""

    game_started = Signal(object)  # GameStarted
    hand_dealt = Signal(object)  # HandDealt
    bid_made = Signal(object)  # BidMade
    trump_declared = Signal(object)  # TrumpDeclared
    widow_taken = Signal(object)  # WidowTaken (6 players)
    cards_exchanged = Signal(object)  # CardsExchanged
    cards_discarded = Signal(object)  # CardsDiscarded
    card_played = Signal(object)  # CardPlayed
    trick_winning = Signal(int)  # the seat whose card wins the trick in progress so far
    trick_won = Signal(object)  # TrickWon
    hand_progress = Signal(object)  # engine.HandProgress: what each team has won so far
    person_sees = Signal(object)  # the person's Observation after an event (faces, order)
    replaying = Signal(bool)  # True: the next events show a hand again, without animation
    hand_scored = Signal(object)  # engine.HandReport
    game_over = Signal(int)  # winning team

    def announce_start(self, rules: RuleSet, seating: Seating, seed: int) -> None:
        """A game begins, new or resumed."""
        self.game_started.emit(GameStarted(rules, seating, seed))

    def announce_deal(self, hand: HandState, hand_number: int, seating: Seating) -> None:
        """The cards are dealt: sizes for everyone, faces for the person's seat."""
        human = [s for s in range(hand.rules.players) if seating.is_human(s)]
        self.hand_dealt.emit(
            HandDealt(
                hand_number,
                hand.dealer,
                tuple(hand.scores),
                tuple(len(cards) for cards in hand.hands),
                {seat: tuple(hand.observation(seat).display_hand) for seat in human},
            )
        )
        self._show_person(hand, seating)

    def announce(
        self, seat: int, action: Action, hand: HandState, tricks_before: int, seating: Seating
    ) -> None:
        """``seat`` took ``action`` and ``hand`` is the state after it."""
        human = seating.is_human(seat)
        match action:
            case Bid(points):
                self.bid_made.emit(BidMade(seat, points))
            case Pass():
                self.bid_made.emit(BidMade(seat, None))
            case DeclareTrump(suit):
                self.trump_declared.emit(TrumpDeclared(seat, suit))
            case Exchange(cards):
                given = tuple(cards) if human else ()
                received = tuple(hand.received[seat]) if human else ()
                self.cards_exchanged.emit(CardsExchanged(seat, len(cards), given, received))
            case Discard(cards):
                shown = tuple(cards) if human else ()
                self.cards_discarded.emit(CardsDiscarded(seat, len(cards), shown))
            case Play(card):
                self.card_played.emit(CardPlayed(seat, card))
                if hand.trick:
                    winning = hand.order.trick_winner(hand.trick)
                    self.trick_winning.emit((hand.leader + winning) % hand.rules.players)
                if len(hand.tricks) > tricks_before:
                    trick = hand.tricks[-1]
                    self.trick_won.emit(TrickWon(trick.winner, tuple(trick.cards)))
                    self.hand_progress.emit(hand_progress(hand))
        bidding_ended = hand.phase is Phase.TRUMP and isinstance(action, Bid | Pass)
        if bidding_ended and hand.rules.pitcher_takes_widow:  # R6
            self.widow_taken.emit(WidowTaken(hand.pitcher, len(hand.dealt_widow)))
        self._show_person(hand, seating)

    def announce_again(self, hand: HandState, hand_number: int, seating: Seating) -> None:
        """Show ``hand`` from its deal, every action again, without animation (a resumed
        game, an undo)."""
        self.replaying.emit(True)
        shown = hand.rewound(0)
        self.announce_deal(shown, hand_number, seating)
        for seat, action in hand.history:
            tricks_before = len(shown.tricks)
            shown.apply(action)
            self.announce(seat, action, shown, tricks_before, seating)
        self.replaying.emit(False)

    def _show_person(self, hand: HandState, seating: Seating) -> None:
        for seat in range(hand.rules.players):
            if seating.is_human(seat):
                self.person_sees.emit(hand.observation(seat))

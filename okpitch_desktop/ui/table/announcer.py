"""What happens at the table, said to screen readers: bids, trump, each card played and who
takes each trick (the status line tells whose turn it is)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from ...app.controller import GameController
from ...app.language import tr
from ...app.table_news import BidMade, CardPlayed, GameStarted, TrickWon, TrumpDeclared
from ..screen_reader import announce
from ..seat_names import seat_name, spoken_card, suit_name


class TableAnnouncer(QObject):
    """Announces the controller's events through ``widget`` (the table's view)."""

    def __init__(self, controller: GameController, widget: QWidget) -> None:
        super().__init__(widget)
        self.widget = widget
        self.players = 4
        self.spoken: list[str] = []  # everything announced this session (tests read it)
        controller.game_started.connect(self.on_game_started)
        controller.bid_made.connect(self.on_bid_made)
        controller.trump_declared.connect(self.on_trump_declared)
        controller.card_played.connect(self.on_card_played)
        controller.trick_won.connect(self.on_trick_won)

    def on_game_started(self, started: GameStarted) -> None:
        self.players = started.rules.players

    def on_bid_made(self, bid: BidMade) -> None:
        seat_text = seat_name(bid.seat, self.players)
        if bid.points is None:
            self.say(tr("{seat}: pass").format(seat=seat_text))
        else:
            self.say(tr("{seat}: bid {bid}").format(seat=seat_text, bid=bid.points))

    def on_trump_declared(self, declared: TrumpDeclared) -> None:
        self.say(
            tr("{seat}: trump {suit}").format(
                seat=seat_name(declared.pitcher, self.players), suit=suit_name(declared.suit)
            )
        )

    def on_card_played(self, played: CardPlayed) -> None:
        self.say(
            tr("{seat}: {card}").format(
                seat=seat_name(played.seat, self.players), card=spoken_card(played.card)
            )
        )

    def on_trick_won(self, won: TrickWon) -> None:
        self.say(tr("Trick taken by {seat}").format(seat=seat_name(won.winner, self.players)))

    def say(self, text: str) -> None:
        """Announce ``text`` (screen readers read it without moving the focus)."""
        self.spoken.append(text)
        announce(self.widget, text)

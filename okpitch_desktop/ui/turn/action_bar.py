"""The bar under the table where the person answers: bids, trump, confirming a choice of
cards, and the hint. It offers only what is legal, says what is asked, and feeds the
person's turn (HumanTurn) like the mouse and the keyboard do."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from ...app.language import tr
from ...engine import Bid, DeclareTrump, Observation, Pass, Phase
from ..seat_names import SUIT_SYMBOLS, seat_name, suit_name
from .button_keys import leave_keys_to_table
from .human_turn import HumanTurn
from .keyboard import TRUMP_LETTERS

RED_SUITS = (1, 2)  # hearts and diamonds: their buttons say so in red
RED_SUIT = "color: #c0141c;"
ADVISED = "border: 3px solid #ff6fd8; font-weight: bold;"  # the hint's choice (HINT_COLOUR)


class ActionBar(QWidget):
    """Buttons for the human's current decision; empty while others act."""

    hint_clicked = Signal()
    claim_clicked = Signal()

    def __init__(self, turn: HumanTurn) -> None:
        super().__init__()
        self.turn = turn
        self.prompt = QLabel()
        self.prompt.setAccessibleName(tr("What to do"))
        self.buttons = QHBoxLayout()
        self.confirm = QPushButton()
        self.confirm.clicked.connect(turn.confirm)
        self.confirm.setToolTip(tr("Key {key}").format(key="Ctrl+Enter"))
        self.hint = QPushButton(tr("Hint"))
        self.hint.setToolTip(tr("What would a strong player do here? (Ctrl+H)"))
        self.hint.clicked.connect(self.hint_clicked)
        self.claim = QPushButton(tr("Claim the rest"), objectName="claim_button")
        self.claim.setToolTip(tr("Your team wins every trick left, however the cards lie"))
        self.claim.clicked.connect(self.claim_clicked)
        layout = QHBoxLayout(self)
        layout.addWidget(self.prompt, 1)
        layout.addLayout(self.buttons)
        layout.addWidget(self.confirm)
        layout.addWidget(self.claim)
        layout.addWidget(self.hint)
        leave_keys_to_table(self.confirm, self.claim, self.hint)
        self.offers_help = True  # Hint and Claim the rest (not on a drill's position)
        self.phase: Phase | None = None
        self.shown: Observation | None = None  # the decision the buttons are for
        self.choices: dict[object, QPushButton] = {}  # a bid (None: pass) or a suit
        self.base_styles: dict[object, str] = {}
        # The same height with or without buttons, so the table never jumps.
        self.setFixedHeight(self.confirm.sizeHint().height() + 2 * layout.contentsMargins().top())
        self.show_for(None)
        turn.changed.connect(self._on_turn_changed)

    def _on_turn_changed(self) -> None:
        if self.turn.observation is not self.shown:
            self.show_for(self.turn.observation)
        elif self.phase in (Phase.EXCHANGE, Phase.DISCARD):
            self.update_selection(len(self.turn.chosen))
        self._mark_advice()

    def _mark_advice(self) -> None:
        """The bid or suit a hint suggests stands out among the buttons."""
        match self.turn.advice:
            case Bid(points):
                advised = points
            case Pass():
                advised = None
            case DeclareTrump(suit):
                advised = suit
            case _:
                return
        for choice, button in self.choices.items():
            button.setStyleSheet(ADVISED if choice == advised else self.base_styles[choice])

    def _clear(self) -> None:
        self.choices, self.base_styles = {}, {}
        while self.buttons.count():
            widget = self.buttons.takeAt(0).widget()
            widget.deleteLater()

    def show_for(self, observation: Observation | None) -> None:
        """Offer the legal choices of ``observation`` (None: nothing to do)."""
        self._clear()
        self.shown = observation
        self.phase = None if observation is None else observation.phase
        self.confirm.hide()
        helped = observation is not None and self.offers_help
        self.hint.setVisible(helped)
        self.claim.setVisible(helped and self.turn.controller.can_claim)
        if observation is None:
            self.prompt.setText("")
            return
        if self.phase is Phase.BID:
            self._offer_bids(observation)
        elif self.phase is Phase.TRUMP:
            self.prompt.setText(tr("You are the pitcher: choose trump"))
            for suit in range(4):
                button = QPushButton(f"{SUIT_SYMBOLS[suit]} {suit_name(suit)}")
                button.setAccessibleName(suit_name(suit))
                button.setToolTip(tr("Key {key}").format(key=TRUMP_LETTERS[suit]))
                button.clicked.connect(lambda _=False, s=suit: self.turn.name_trump(s))
                self._add_choice(suit, button, RED_SUIT if suit in RED_SUITS else "")
        elif self.phase in (Phase.EXCHANGE, Phase.DISCARD):
            self.update_selection(len(self.turn.chosen))
        elif self.phase is Phase.PLAY:
            self.prompt.setText(tr("Your turn: play a card"))

    def _offer_bids(self, observation: Observation) -> None:
        legal = observation.legal_bids
        if None not in legal:
            self.prompt.setText(tr("Everyone passed: as dealer you must bid 2"))
        elif observation.bid_holder is not None:
            holder = seat_name(observation.bid_holder, observation.rules.players)
            self.prompt.setText(
                tr("{seat} bid {bid}: bid more or pass").format(seat=holder, bid=observation.bid)
            )
        else:
            self.prompt.setText(tr("Your bid: how many points will your team make?"))
        for bid in legal:
            button = QPushButton(tr("Pass") if bid is None else str(bid))
            button.setAccessibleName(tr("Pass") if bid is None else tr("Bid {n}").format(n=bid))
            key = "P" if bid is None else str(bid % 10)
            button.setToolTip(tr("Key {key}").format(key=key))
            button.clicked.connect(lambda _=False, b=bid: self.turn.bid(b))
            self._add_choice(bid, button, "")

    def _add_choice(self, choice: object, button: QPushButton, style: str) -> None:
        button.setStyleSheet(style)
        leave_keys_to_table(button)
        self.choices[choice] = button
        self.base_styles[choice] = style
        self.buttons.addWidget(button)

    def update_selection(self, chosen: int) -> None:
        """Word the confirm button for ``chosen`` selected cards."""
        self.confirm.show()
        if self.phase is Phase.EXCHANGE:
            self.prompt.setText(tr("Choose up to 3 cards to exchange with the widow"))
            text = tr("Keep all my cards") if chosen == 0 else tr("Exchange %n cards", None, chosen)
            self.confirm.setText(text)
        else:
            self.prompt.setText(tr("Discard down to 6 cards"))
            missing = self.turn.needed - chosen
            self.confirm.setText(
                tr("Discard these {n}").format(n=chosen)
                if missing == 0
                else tr("Choose {n} more").format(n=missing)
            )
        self.confirm.setEnabled(self.turn.can_confirm())

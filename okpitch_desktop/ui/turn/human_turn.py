"""The person's turn: the one object that owns what they may do now (phase, legal actions,
the cards they have chosen, the card the keyboard is on) and hands the controller complete
actions. The mouse (the table), the keyboard and the action bar only feed it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...app.controller import GameController
from ...app.language import tr
from ...engine import Action, Bid, DeclareTrump, Discard, Exchange, Observation, Pass, Phase, Play
from ..seat_names import spoken_card

CARD_PHASES = (Phase.PLAY, Phase.EXCHANGE, Phase.DISCARD)


class HumanTurn(QObject):
    """Seat ``seat``'s decisions, as the person makes them at the table."""

    changed = Signal()  # the turn began or ended, or the chosen cards changed
    focus_moved = Signal(str)  # the keyboard's card, as a screen reader says it
    said = Signal(str)  # a short answer for the status line ("Wait for your turn")

    def __init__(self, controller: GameController, seat: int = 0) -> None:
        super().__init__(controller)
        self.controller = controller
        self.seat = seat
        self.observation: Observation | None = None  # the decision asked for, if any
        self.hand: tuple[int, ...] = ()  # the person's cards as the table shows them
        self.chosen: list[int] = []  # for an exchange or a discard
        self.focus: int | None = None  # index in ``hand`` of the keyboard's card
        self.advice: Action | None = None  # what the hint suggests for this decision
        controller.human_turn.connect(self.begin)
        controller.person_sees.connect(self._on_seen)
        controller.hand_dealt.connect(self._on_dealt)
        controller.ai_thinking.connect(self.end)
        controller.hand_scored.connect(self.end)

    # ------------------------------------------------------------------ reading
    @property
    def phase(self) -> Phase | None:
        """The phase of the decision asked for (None: not the person's turn)."""
        return None if self.observation is None else self.observation.phase

    @property
    def needed(self) -> int:
        """How many cards to choose: at most this many to exchange, exactly this many to
        discard (R6); 0 outside those phases."""
        seen = self.observation
        if seen is None:
            return 0
        return seen.exchange_limit if seen.phase is Phase.EXCHANGE else seen.discard_count

    def wants_cards(self) -> bool:
        """Whether the decision is made by choosing cards of the hand."""
        return self.phase in CARD_PHASES and bool(self.hand)

    def is_legal(self, card: int) -> bool:
        """Whether ``card`` may be played now (in the play phase)."""
        return self.phase is Phase.PLAY and card in self.observation.legal_cards

    def raised(self, card: int) -> bool:
        """Whether the table lifts ``card``: legal to play, or chosen."""
        return self.is_legal(card) or card in self.chosen

    @property
    def hinted(self) -> int | None:
        """The card the hint suggests playing, if any."""
        return self.advice.card if isinstance(self.advice, Play) else None

    def can_confirm(self) -> bool:
        """Whether the chosen cards make a complete exchange or discard."""
        if self.phase is Phase.EXCHANGE:
            return len(self.chosen) <= self.needed
        return self.phase is Phase.DISCARD and len(self.chosen) == self.needed

    def focus_card(self) -> int | None:
        """The card the keyboard is on (None when no card is wanted now)."""
        if self.focus is None or not self.wants_cards() or self.focus >= len(self.hand):
            return None
        return self.hand[self.focus]

    def describe_focus(self) -> str:
        """The keyboard's card as a screen reader says it ("Queen of hearts, legal")."""
        card = self.focus_card()
        if card is None:
            return ""
        if self.phase is Phase.PLAY:
            state = tr("legal") if self.is_legal(card) else tr("cannot be played now")
        else:
            state = tr("selected") if card in self.chosen else tr("not selected")
        return tr("{card}, {state}").format(card=spoken_card(card), state=state)

    # ------------------------------------------------------------------ the turn
    def begin(self, observation: Observation) -> None:
        """The controller asks the person: on the card the keyboard was on, else the first
        legal card."""
        self.observation = observation
        self.hand = observation.display_hand
        self.chosen = []
        self.advice = None
        if self.focus is None or self.focus >= len(self.hand):
            legal = [i for i, card in enumerate(self.hand) if self.is_legal(card)]
            self.focus = legal[0] if legal else 0
        self.changed.emit()
        self._say_focus()

    def end(self, *_args: object) -> None:
        """Nothing is asked of the person (another seat acts, or the hand is over)."""
        if self.observation is not None:
            self.observation = None
            self.chosen = []
            self.advice = None
            self.changed.emit()

    def _on_seen(self, observation: Observation) -> None:
        if observation.seat == self.seat:
            self.hand = observation.display_hand
            if self.observation is not None and observation != self.observation:
                self.end()  # a move was taken (one that waited for the coach's check, too)

    def _on_dealt(self, _info: object) -> None:
        self.focus = None
        self.end()

    def take_advice(self, action: Action) -> None:
        """A hint arrived: the suggested card stands out, the suggested cards of an exchange
        or discard are chosen (ready to confirm or change), a suggested bid or suit is
        marked on its button."""
        if self.observation is None:
            return
        self.advice = action
        if isinstance(action, Exchange | Discard):
            self.chosen = [card for card in action.cards if card in self.hand]
        elif isinstance(action, Play) and action.card in self.hand:
            self.focus = self.hand.index(action.card)
        self.changed.emit()
        self._say_focus()

    # ------------------------------------------------------------------ the person acts
    def choose(self, card: int) -> None:
        """A click, or Enter on the keyboard's card: play it, or choose it or not."""
        if self.observation is None:
            self.said.emit(tr("Wait for your turn"))
            return
        if card in self.hand:
            self.focus = self.hand.index(card)
        if self.phase is Phase.PLAY:
            self._submit(Play(card))
        elif self.phase in (Phase.EXCHANGE, Phase.DISCARD):
            if card in self.chosen:
                self.chosen.remove(card)
            elif len(self.chosen) < self.needed:
                self.chosen.append(card)
            self.changed.emit()
            self._say_focus()

    def choose_focused(self) -> None:
        """Enter or Space: the keyboard's card is chosen as by a click."""
        card = self.focus_card()
        if card is not None:
            self.choose(card)

    def clear(self) -> None:
        """Escape: no card chosen any more."""
        if self.chosen:
            self.chosen = []
            self.changed.emit()
            self._say_focus()

    def confirm(self) -> bool:
        """Give up the chosen cards (the exchange or the discard); whether it was taken."""
        if not self.can_confirm():
            return False
        kind = Exchange if self.phase is Phase.EXCHANGE else Discard
        return self._submit(kind(tuple(self.chosen)))

    def bid(self, points: int | None) -> bool:
        """Bid ``points``, or pass with None (R5)."""
        return self._submit(Pass() if points is None else Bid(points))

    def name_trump(self, suit: int) -> bool:
        """Name trump (R6)."""
        return self._submit(DeclareTrump(suit))

    def move_focus(self, step: int) -> None:
        """The keyboard's card ``step`` cards along the hand, stopping at either end."""
        if self.wants_cards():
            self.focus = min(max((self.focus or 0) + step, 0), len(self.hand) - 1)
            self.changed.emit()
            self._say_focus()

    def submit_anyway(self, action: Action) -> bool:
        """The move the coach held, made all the same (Play anyway)."""
        return self._submit(action, anyway=True)

    def withdraw(self) -> None:
        """Choose again: a move waiting for the coach's check is taken back."""
        self.controller.withdraw()

    def _submit(self, action: Action, anyway: bool = False) -> bool:
        if self.observation is None:
            self.said.emit(tr("Wait for your turn"))
            return False
        if not self.controller.submit(self.seat, action, anyway):
            return False
        self.end()
        return True

    def _say_focus(self) -> None:
        self.focus_moved.emit(self.describe_focus())

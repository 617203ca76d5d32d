"""The coach's check of the person's decision (issue 53): asked of the worker when the
person's turn begins, if the turn rule wants it (free play with the coach on, the lesson, a
drill), or at once when the coach is turned on in the middle of the turn, and kept for that
turn (ai.review.coach values every candidate by the one measure).

A move the rule will judge only with the check waits here until it comes ("Checking…"):
``released`` then hands it back to the controller, which asks the rule again. The person
may take a waiting move back (``withdraw``). A costly move the rule holds is said through
``held``, and counted for the statistics (coached games are left out like games with
undos)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...ai.players.levels import HINT_LEVEL
from ...engine import Action, Observation
from ...engine.actions import same_action
from ..computers.advice import Advice, advise_from
from ..computers.seats import ComputerSeats

if TYPE_CHECKING:
    from ...ai.review.coach import CoachCheck


@dataclass(frozen=True, slots=True)
class CoachWarning:
    """A held move: what it costs and does, and the search's move with its reasons (the
    cards it keeps instead, for an exchange or a discard)."""

    action: Action
    cost: float
    better: Advice
    move: Advice | None = None  # the held move's own reasons


class Coach(QObject):
    """The check of the person's turn in progress, and the move waiting for it."""

    ready = Signal(object)  # the Observation whose check has come
    failed = Signal()  # the check of the turn failed (logged): the rule decides what then
    waiting = Signal(object)  # an Action made before the check: it waits ("Checking…")
    released = Signal(int, object)  # seat, Action: the waiting move, now the check has come
    held = Signal(object)  # CoachWarning: a costly move the rule holds

    def __init__(self, computers: ComputerSeats, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.held_moves = 0  # in this game (or since its resume)
        self.unchecked = False  # the turn's check failed: no check will come for it
        self._computers = computers
        self._turn: Observation | None = None  # the person's decision in progress
        self._seed = 0
        self._check: CoachCheck | None = None
        self._asked = False  # a check of the turn is on its way
        self._included: Action | None = None  # the move that check values too
        self._waiting: Action | None = None
        computers.checked.connect(self._on_checked)
        computers.check_failed.connect(self._on_failed)

    @property
    def check(self) -> CoachCheck | None:
        """The check of the turn in progress, once it has come."""
        return self._check

    @property
    def turn(self) -> Observation | None:
        """The person's decision in progress, None between turns."""
        return self._turn

    @property
    def checking(self) -> bool:
        """Whether a check of the turn is on its way."""
        return self._asked

    def best_move(self, seen: Observation) -> Advice | None:
        """The measure's best move for ``seen`` with why, if this turn's check has come and
        valued the legal candidates alone (what a hint asks for); None otherwise."""
        if self._check is None or self._included is not None or self._turn != seen:
            return None
        return advise_from(self._check)

    def includes(self, action: Action) -> bool:
        """Whether the check on its way, or come, was asked to value ``action`` too."""
        return self._included is not None and same_action(self._included, action)

    def new_game(self) -> None:
        """A new or resumed game: no move held in it yet."""
        self.held_moves = 0

    def begin(self, observation: Observation, seed: int) -> None:
        """The person's turn begins: it is remembered, nothing is asked yet (``ask``)."""
        self.end()
        self._turn, self._seed = observation, seed

    def ask(self, include: Action | None = None) -> None:
        """Check the turn now, valuing ``include`` too if given (in place of a check on its
        way)."""
        if self._turn is None:
            return
        self._computers.drop_coach()  # a check on its way stops: this one starts sooner
        self._check, self.unchecked = None, False
        self._asked, self._included = True, include
        self._computers.coach(HINT_LEVEL, self._turn, self._seed, include)

    def wait(self, action: Action) -> None:
        """``action`` waits for the check (in place of any move waiting before)."""
        self._waiting = action
        self.waiting.emit(action)

    def withdraw(self) -> None:
        """The person takes the waiting move back (Choose again); the check goes on."""
        self._waiting = None

    def release(self) -> None:
        """The waiting move goes back to the controller now (the rule will take it)."""
        action, self._waiting = self._waiting, None
        if action is not None and self._turn is not None:
            self.released.emit(self._turn.seat, action)

    @property
    def waiting_move(self) -> Action | None:
        """The move waiting for the check, if any."""
        return self._waiting

    def hold(self, action: Action, cost: float) -> None:
        """Say the costly ``action`` (valued by the check) with the search's better move."""
        check = self._check
        self.held_moves += 1
        better = advise_from(check, against=action)
        self.held.emit(CoachWarning(action, cost, better, advise_from(check, action)))

    def end(self) -> None:
        """A move was made (or the game moved on): the check is not wanted any more."""
        self._turn = self._check = self._included = self._waiting = None
        self._asked = self.unchecked = False
        self._computers.drop_coach()

    def _on_failed(self) -> None:
        if self._asked:
            self._asked, self.unchecked = False, True
            self.failed.emit()

    def _on_checked(self, check: CoachCheck) -> None:
        if self._turn is None or check.observation != self._turn:
            return
        self._check, self._asked = check, False
        self.ready.emit(check.observation)
        self.release()  # last: the move taken ends the turn

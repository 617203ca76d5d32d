"""The coach (Settings > Practice, issue 53): when the person's turn begins, the worker
checks the decision (ai.review.coach) while they think; a move that then costs at least
COSTLY points against the search's best is held, and said with the better move and
its reason, until the person plays it anyway or chooses again. A move made before the check
has come is not held. The moves held are counted for the statistics (coached games are left
out like games with undos).

In a drill (Statistics > Practice) every move of the person is held and graded instead:
``graded`` tells its cost once the check has valued it (a second check is asked for an
exchange or discard set the first did not value)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..ai.players.levels import HINT_LEVEL
from ..engine import Action, Observation
from .computers.advice import Advice, advise_from
from .computers.seats import ComputerSeats

if TYPE_CHECKING:
    from ..ai.review.coach import CoachCheck

COSTLY = 0.5  # points: a move costing this much against the best is held, and drilled


@dataclass(frozen=True, slots=True)
class CoachWarning:
    """A held move: what it costs and does, and the search's move with its reasons (the
    cards it keeps instead, for an exchange or a discard)."""

    action: Action
    cost: float
    better: Advice
    move: Advice | None = None  # the held move's own reasons


@dataclass(frozen=True, slots=True)
class DrillMove:
    """A move made in a drill, with what it cost and the check that valued it."""

    action: Action
    cost: float
    check: CoachCheck


class Coach(QObject):
    """Checks the person's decisions, if ``enabled``, and holds a costly move."""

    held = Signal(object)  # CoachWarning
    ready = Signal(object)  # the Observation whose check has come
    graded = Signal(object)  # DrillMove: in a drill, the person's move valued
    not_graded = Signal()  # in a drill, the check for the person's move failed

    def __init__(self, computers: ComputerSeats, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = False
        self.drilling = False  # a drill's table: every move is held and graded
        self.held_moves = 0  # in this game
        self._computers = computers
        self._asked: Observation | None = None
        self._check: CoachCheck | None = None
        self._seed = 0
        self._graded_next: Action | None = None  # a drill's move waiting for its check
        computers.checked.connect(self._on_checked)
        computers.check_failed.connect(self._on_check_failed)

    @property
    def check(self) -> CoachCheck | None:
        """The check of the turn in progress, once it has come."""
        return self._check

    def begin(self, observation: Observation, seed: int) -> None:
        """The person's turn begins: check it while they think."""
        self._check = self._graded_next = None
        checking = self.enabled or self.drilling
        self._asked = observation if checking else None
        self._seed = seed
        if checking:
            self._computers.coach(HINT_LEVEL, observation, seed)

    def holds(self, observation: Observation, action: Action) -> bool:
        """Whether ``action`` is held (``held`` is emitted): the check for ``observation``
        has come and the move costs at least COSTLY. In a drill, every move is held."""
        if self.drilling:
            self._grade(observation, action)
            return True
        check = self._check
        if not self.enabled or check is None or check.observation != observation:
            return False
        cost = check.cost_of(action)
        if cost is None or cost < COSTLY:
            return False
        self.held_moves += 1
        better = advise_from(check, against=action)
        self.held.emit(CoachWarning(action, cost, better, advise_from(check, action)))
        return True

    def _grade(self, observation: Observation, action: Action) -> None:
        check = self._check
        cost = None if check is None else check.cost_of(action)
        if cost is not None:
            self.graded.emit(DrillMove(action, cost, check))
            return
        # Not checked yet, or a set the check did not value: a check with the move is asked
        # for (after the one running, if any), and the move is graded when one values it.
        self._graded_next, self._check, self._asked = action, None, observation
        self._computers.coach(HINT_LEVEL, observation, self._seed, include=action)

    def end(self) -> None:
        """A move was made (or the game moved on): the check is not wanted any more."""
        self._asked = self._check = self._graded_next = None
        self._computers.drop_coach()

    def _on_check_failed(self) -> None:
        if self._graded_next is not None:  # the next move tried asks for a check again
            self._graded_next = None
            self.not_graded.emit()

    def _on_checked(self, check: CoachCheck) -> None:
        if self._asked is not None and check.observation == self._asked:
            self._check = check
            self.ready.emit(check.observation)
            move = self._graded_next
            cost = None if move is None else check.cost_of(move)
            if cost is not None:  # else the check asked for with the move is still to come
                self._graded_next = None
                self.graded.emit(DrillMove(move, cost, check))

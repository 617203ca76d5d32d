"""The coach (Settings > Practice, issue 53): when the person's turn begins, the worker
checks the decision (ai.review.coach) while they think; a move that then costs at least
COACH_THRESHOLD points against the search's best is held, and said with the better move and
its reason, until the person plays it anyway or chooses again. A move made before the check
has come is not held. The moves held are counted for the statistics (coached games are left
out like games with undos)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..ai.players.levels import HINT_LEVEL
from ..engine import Action, Observation
from .computers.advice import Advice, advise
from .computers.seats import ComputerSeats

if TYPE_CHECKING:
    from ..ai.review.coach import CoachCheck

COACH_THRESHOLD = 0.5  # points: a move costing this much against the best is held


@dataclass(frozen=True, slots=True)
class CoachWarning:
    """A held move: what it costs, and the search's move with its reason."""

    action: Action
    cost: float
    better: Advice


class Coach(QObject):
    """Checks the person's decisions, if ``enabled``, and holds a costly move."""

    held = Signal(object)  # CoachWarning
    ready = Signal(object)  # the Observation whose check has come

    def __init__(self, computers: ComputerSeats, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = False
        self.held_moves = 0  # in this game
        self._computers = computers
        self._asked: Observation | None = None
        self._check: CoachCheck | None = None
        computers.checked.connect(self._on_checked)

    @property
    def check(self) -> CoachCheck | None:
        """The check of the turn in progress, once it has come."""
        return self._check

    def begin(self, observation: Observation, seed: int) -> None:
        """The person's turn begins: check it while they think."""
        self._check = None
        self._asked = observation if self.enabled else None
        if self.enabled:
            self._computers.coach(HINT_LEVEL, observation, seed)

    def holds(self, observation: Observation, action: Action) -> bool:
        """Whether ``action`` is held (``held`` is emitted): the check for ``observation``
        has come and the move costs at least COACH_THRESHOLD."""
        check = self._check
        if not self.enabled or check is None or check.observation != observation:
            return False
        cost = check.cost_of(action)
        if cost is None or cost < COACH_THRESHOLD:
            return False
        self.held_moves += 1
        self.held.emit(CoachWarning(action, cost, advise(observation, check.best.action)))
        return True

    def end(self) -> None:
        """A move was made (or the game moved on): the check is not wanted any more."""
        self._asked = self._check = None
        self._computers.drop_coach()

    def _on_checked(self, check: CoachCheck) -> None:
        if self._asked is not None and check.observation == self._asked:
            self._check = check
            self.ready.emit(check.observation)

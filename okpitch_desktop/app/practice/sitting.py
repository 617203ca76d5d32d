"""Practice (Statistics > Practice, issue 53): the person's drills, one after another, on a
table of their own.

Each drill's position is resumed on the sitting's own controller with the person (seat 0)
in the drill's seat, as that seat saw it. The controller is built with the drill's turn
rule: every legal move is kept and valued by the coach's check in the worker (an exchange
or discard set the check did not value is valued by a check that includes it), so the
position stays for another try. The first answer of each showing is graded (right: it
costs less than a mistake, practice.rules) and reschedules the drill in the statistics
(stats.drills); later tries only show their values. The game in the main window is not
touched.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...ai.players.levels import DEFAULT_LEVEL
from ...engine import Action, HandState
from ..controller import GameController
from ..seating import HUMAN
from ..stats.database import Statistics
from ..stats.drills import Drill, answer_statement
from .coach import Coach
from .rules import right
from .turn_rule import KEEP, TurnRule, Verdict, illegal

if TYPE_CHECKING:
    from ...ai.review.coach import CoachCheck


@dataclass(frozen=True, slots=True)
class DrillMove:
    """A move made in a drill, with what it cost and the check that valued it."""

    action: Action
    cost: float
    check: CoachCheck


@dataclass(frozen=True, slots=True)
class DrillAnswer:
    """A move made on a drill's position, and what it was worth."""

    drill: Drill
    move: DrillMove
    counted: bool  # the showing's first answer: it rescheduled the drill

    @property
    def right(self) -> bool:
        """The move costs less than a mistake, by the review's measure."""
        return right(self.move.cost)


class DrillTurns(TurnRule):
    """A drill's position: every legal move of the person is kept and graded."""

    checks_every_turn = True
    graded = Signal(object)  # DrillMove: the person's move valued
    not_graded = Signal()  # the check for the person's move failed (it may be tried again)

    def attach(self, coach: Coach) -> None:
        super().attach(coach)
        coach.failed.connect(self._on_failed)

    def judge(self, hand: HandState, seat: int, action: Action, anyway: bool) -> Verdict:
        wrong = illegal(hand, action)
        if wrong is not None:
            return wrong
        coach = self.coach
        check = coach.check
        cost = None if check is None else check.cost_of(action)
        if cost is not None:
            self.graded.emit(DrillMove(action, cost, check))
            return KEEP
        if check is not None and coach.includes(action):  # (never: a check values its include)
            self.not_graded.emit()
            return KEEP
        # Not checked yet, or a set the check did not value: a check with the move values it.
        if not (coach.checking and coach.includes(action)):
            coach.ask(include=action)
        coach.wait(action)
        return KEEP

    def _on_failed(self) -> None:
        if self.coach.waiting_move is not None:  # the next move tried asks for a check again
            self.coach.withdraw()
            self.not_graded.emit()


class Practice(QObject):
    """Shows the drills of a sitting in turn on its own controller's table and grades them."""

    shown = Signal(object)  # Drill: its position is being put on the table
    answered = Signal(object)  # DrillAnswer
    not_graded = Signal()  # the search could not value the move: it may be tried again
    finished = Signal()  # the sitting's last drill is done

    def __init__(
        self,
        statistics: Callable[[], Statistics],
        parent: QObject | None = None,
        use_process: bool = True,
    ) -> None:
        super().__init__(parent)
        self.turns = DrillTurns()
        self.controller = GameController(use_process=use_process, rule=self.turns)
        self._statistics = statistics
        self.queue: list[Drill] = []
        self.current: Drill | None = None
        self._counted = False
        self.turns.graded.connect(self._on_graded)
        self.turns.not_graded.connect(self.not_graded)

    def start(self, drills: list[Drill]) -> None:
        """A sitting of ``drills``, in their order: the first is shown now."""
        self.queue = list(drills)
        self.next()

    def next(self) -> bool:
        """Show the next drill; False (and ``finished``) when none is left."""
        if not self.queue:
            self.current = None
            self.finished.emit()
            return False
        drill = self.queue.pop(0)
        levels = tuple(HUMAN if seat == 0 else DEFAULT_LEVEL for seat in range(drill.players))
        self.current, self._counted = drill, False
        self.shown.emit(drill)
        self.controller.resume(drill.snapshot(levels))
        return True

    def _on_graded(self, move: DrillMove) -> None:
        drill = self.current
        if drill is None:
            return
        answer = DrillAnswer(drill, move, counted=not self._counted)
        if answer.counted:
            self._counted = True
            self._statistics().write([answer_statement(drill, answer.right)])
        self.answered.emit(answer)

"""Practice (Statistics > Practice, issue 53): the person's drills, one after another, on a
table of their own.

Each drill's position is resumed on the practice table's controller with the person (seat 0)
in the drill's seat, as that seat saw it. Its coach is drilling: every move is held and
valued by the coach's check in the worker (app.coach), so the position stays for another
try. The first answer of each showing is graded (right: it costs less than the review's
mistake threshold) and reschedules the drill in the statistics (stats.drills); later tries
only show their values. The game in the main window is not touched.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from ..ai.players.levels import DEFAULT_LEVEL
from ..ai.review.hand_review import DEFAULT_THRESHOLD
from .coach import DrillMove
from .controller import GameController
from .seating import HUMAN
from .stats.database import Statistics
from .stats.drills import Drill, answer_statement


@dataclass(frozen=True, slots=True)
class DrillAnswer:
    """A move made on a drill's position, and what it was worth."""

    drill: Drill
    move: DrillMove
    counted: bool  # the showing's first answer: it rescheduled the drill

    @property
    def right(self) -> bool:
        """The move costs less than a mistake, by the review's measure."""
        return self.move.cost < DEFAULT_THRESHOLD


class Practice(QObject):
    """Shows the drills of a sitting in turn on ``controller``'s table and grades them."""

    shown = Signal(object)  # Drill: its position is being put on the table
    answered = Signal(object)  # DrillAnswer
    not_graded = Signal()  # the search could not value the move: it may be tried again
    finished = Signal()  # the sitting's last drill is done

    def __init__(
        self,
        controller: GameController,
        statistics: Callable[[], Statistics],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self._statistics = statistics
        self.queue: list[Drill] = []
        self.current: Drill | None = None
        self._counted = False
        controller.coach.drilling = True
        controller.coach.graded.connect(self._on_graded)
        controller.coach.not_graded.connect(self.not_graded)

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

"""The practice table (Statistics > Practice): the person's drills put on a side table one
after another (app.practice.sitting), with the drill's line for the verdict."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from ...app.language import tr
from ...app.practice.sitting import DrillAnswer, Practice
from ...app.stats.database import Statistics
from ...app.stats.drills import Drill
from ..table.card_pixmaps import CardPixmaps
from .drill_line import DrillLine
from .drill_list import drill_title
from .side_table import SideTable


class PracticeTable(SideTable):
    """The drills of one sitting, each on the table until the person goes on."""

    def __init__(
        self,
        statistics: Callable[[], Statistics],
        pixmaps: CardPixmaps,
        speed: str,
        parent: QWidget | None = None,
    ) -> None:
        practice = Practice(statistics)
        super().__init__(tr("Practice"), DrillLine(), pixmaps, speed, practice.controller, parent)
        self.practice = practice
        practice.setParent(self)
        self.practice.shown.connect(self._on_shown)
        self.practice.answered.connect(self._on_answered)
        self.practice.not_graded.connect(
            lambda: self.line.show_not_graded(more=bool(self.practice.queue))
        )
        self.practice.finished.connect(self.close)
        self.line.next_clicked.connect(self.practice.next)
        self.line.done_clicked.connect(self.close)

    def start(self, drills: list[Drill]) -> None:
        """Show the window and the first of ``drills``."""
        self.show()
        self.practice.start(drills)

    def _on_shown(self, drill: Drill) -> None:
        self.line.hide()
        self.title.setText(drill_title(drill, len(self.practice.queue)))

    def _on_answered(self, answer: DrillAnswer) -> None:
        self.line.show_answer(answer, more=bool(self.practice.queue))

"""Help > Learn to play: the lesson's hand (app.practice.lesson) on a side table, with the lesson's
line saying at each turn what to do and why, and at the end what the hand scored."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ...app.language import tr
from ...app.practice.lesson import Lesson
from ...engine import HandReport
from ..table.card_pixmaps import CardPixmaps
from .lesson_line import LessonLine
from .side_table import SideTable


class LessonTable(SideTable):
    """The guided first hand; Done (after the hand) closes it."""

    def __init__(
        self,
        pixmaps: CardPixmaps,
        speed: str,
        pace_ms: int,
        parent: QWidget | None = None,
    ) -> None:
        lesson = Lesson(pace_ms)  # OSError, ValueError: the lesson cannot be read
        line = LessonLine()
        super().__init__(tr("Learn to play"), line, pixmaps, speed, lesson.controller, parent)
        self.lesson = lesson
        self.title.setText(
            tr(
                "A first hand, step by step: you sit at the bottom with your partner, North,"
                " opposite; West and East play against you."
            )
        )
        self.controller.human_turn.connect(self._on_turn)
        self.controller.coach.ready.connect(self._on_checked)
        self.controller.action_refused.connect(self.line.show_refused)
        self.controller.hand_scored.connect(self._on_scored)
        self.line.done_clicked.connect(self.close)

    def start(self) -> None:
        """Show the window and deal the lesson's hand."""
        self.show()
        self.lesson.start()

    def _on_turn(self, observation: object) -> None:
        move = self.lesson.move_now()
        if move is not None:
            self.line.show_turn(observation, move)

    def _on_checked(self, _observation: object) -> None:
        check = self.controller.coach.check
        if check is not None:
            self.line.show_checked(check)

    def _on_scored(self, report: HandReport) -> None:
        self.line.show_end(report, self.controller.game.rules.team_of(0))

"""Help > Learn to play: the lesson's hand (app.practice.lesson) on a side table, with the lesson's
line saying at each turn what to do and why, and at the end what the hand scored.

Escape clears the cards chosen, as the first start's tour teaches, and never closes the
lesson; closing its window before the hand is over asks first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QMessageBox, QWidget

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
        self.leave_box: QMessageBox | None = None  # the open "Leave the lesson?" (tests answer)
        self._leaving = False
        self._turn_at: int | None = None  # the actions made before the person's turn shown
        self.controller.human_turn.connect(self._on_turn)
        self.controller.person_sees.connect(self._on_table_moved)
        self.controller.coach.ready.connect(self._on_checked)
        self.controller.action_refused.connect(self.line.show_refused)
        self.controller.hand_scored.connect(self._on_scored)
        self.line.done_clicked.connect(self._leave)

    def start(self) -> None:
        """Show the window and deal the lesson's hand."""
        self.show()
        self.lesson.start()

    def over(self) -> bool:
        """Whether the hand has been played out and scored."""
        return self.line.done.isVisible()

    # ------------------------------------------------------------------ leaving
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """Escape clears the choice (the tour's word), it does not close the lesson."""
        if event.key() == Qt.Key.Key_Escape and event.modifiers() in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.KeypadModifier,
        ):
            self.turn.clear()
            event.accept()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self._leaving or self.over():
            super().closeEvent(event)
            return
        event.ignore()
        self._ask_leave()

    def _ask_leave(self) -> None:
        """Leave the lesson before its end? Stay is the default."""
        if self.leave_box is not None:
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            tr("Leave the lesson?"),
            tr("The lesson's hand is not over. Leave it? Help > Learn to play starts it again."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName("leave_lesson_box")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.accepted.connect(self._leave)
        box.finished.connect(self._asked)
        self.leave_box = box
        box.open()

    def _asked(self, _result: int) -> None:
        if self.leave_box is not None:
            self.leave_box.deleteLater()
        self.leave_box = None

    def _leave(self) -> None:
        self._leaving = True
        self.close()

    # ------------------------------------------------------------------ the hand
    def _on_turn(self, observation: object) -> None:
        move = self.lesson.move_now()
        if move is not None:
            self._turn_at = len(self.controller.game.hand.history)
            self.line.show_turn(observation, move)

    def _on_table_moved(self, _observation: object) -> None:
        """Once the person's move is made, what was said of that turn goes."""
        game = self.controller.game
        moved = game is not None and len(game.hand.history) > (self._turn_at or 0)
        if self._turn_at is not None and moved:
            self._turn_at = None
            self.line.turn_over()

    def _on_checked(self, _observation: object) -> None:
        check = self.controller.coach.check
        if check is not None:
            self.line.show_checked(check)

    def _on_scored(self, report: HandReport) -> None:
        rules = self.controller.game.rules
        self.line.show_end(report, rules, rules.team_of(0))

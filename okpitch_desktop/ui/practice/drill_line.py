"""A drill's line above the bar (Statistics > Practice): the verdict on the move just made,
the search's best with its reason, and the value of each choice; Next drill (N) and Done
(Escape), while the table keeps the keyboard. The
position stays on the table, so another choice can be tried: it is valued, not counted."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from ...app.computers.advice import advise_from
from ...app.language import tr
from ...app.practice.sitting import DrillAnswer
from ..seat_names import number
from ..turn.button_keys import give_key
from ..turn.explanations import hint_text
from .choice_list import choices_text


def verdict_text(answer: DrillAnswer) -> str:
    """Right or missed, with the cost and the search's move and reason if it was not it."""
    move, check = answer.move, answer.move.check
    if move.cost == 0:
        return tr("Right: that is the search's best move.")
    better = hint_text(advise_from(check, against=move.action))
    if answer.right:
        text = tr("Right: that costs only {cost} points against the best. Best: {better}")
    else:
        text = tr("Missed: that gives away about {cost} points. Better: {better}")
    return text.format(cost=number(move.cost, 1), better=better)


class DrillLine(QFrame):
    """Shown once a move on the drill's position has been valued."""

    next_clicked = Signal()
    done_clicked = Signal()

    def __init__(self) -> None:
        super().__init__(objectName="drill_line")
        self.answer: DrillAnswer | None = None
        self.setStyleSheet("#drill_line { background: #e6f2ff; }")
        self.verdict = QLabel(textFormat=Qt.TextFormat.PlainText, wordWrap=True)
        self.verdict.setAccessibleName(tr("Drill"))
        self.choices = QLabel(textFormat=Qt.TextFormat.PlainText, wordWrap=True)
        self.next = QPushButton(objectName="drill_next")
        self.done = QPushButton(objectName="drill_done")
        give_key(self.next, tr("Next drill"), "N")
        give_key(self.done, tr("Done"), Qt.Key.Key_Escape)
        self.next.clicked.connect(self.next_clicked)
        self.done.clicked.connect(self.done_clicked)
        texts = QVBoxLayout()
        texts.addWidget(self.verdict)
        texts.addWidget(self.choices)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addLayout(texts, 1)
        layout.addWidget(self.next)
        layout.addWidget(self.done)
        self.hide()

    def show_not_graded(self, more: bool) -> None:
        """The search could not value the move (its failure is in the log)."""
        self.answer = None
        self.verdict.setText(tr("This move could not be valued just now: try it again, or go on."))
        self.choices.setText("")
        self.next.setVisible(more)
        self.show()

    def show_answer(self, answer: DrillAnswer, more: bool) -> None:
        """The answer's verdict; Next drill only if ``more`` drills wait."""
        self.answer = answer
        self.verdict.setText(verdict_text(answer))
        self.choices.setText(choices_text(answer.move.check.values, answer.move.action))
        self.next.setVisible(more)
        self.show()

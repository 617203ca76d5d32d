"""The lesson's line above the bar (Help > Learn to play): at each of the person's turns, what
this step of the game is, what to do now and why (the explanation of the recorded move), why
another move is not the lesson's, and at the end what the hand scored, point by point, with
Done (Escape). The words are ui.practice.lesson_words'."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from ...app.language import tr
from ...app.table_news import ActionRefused
from ...engine import Action, HandReport, Observation, RuleSet
from ..turn.button_keys import give_key
from .lesson_words import do_text, end_lines, end_text, refused_text, step_words

if TYPE_CHECKING:
    from ...app.practice.coach import CoachCheck

__all__ = ["LessonLine", "do_text"]


class LessonLine(QFrame):
    """What the lesson says at each turn of the person, and at the end."""

    done_clicked = Signal()

    def __init__(self) -> None:
        super().__init__(objectName="lesson_line")
        self.setStyleSheet("#lesson_line { background: #eaf6e6; }")
        self.heading = QLabel(textFormat=Qt.TextFormat.PlainText)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.text = QLabel(textFormat=Qt.TextFormat.PlainText, wordWrap=True)
        self.text.setAccessibleName(tr("Lesson"))
        self.do = QLabel(textFormat=Qt.TextFormat.PlainText, wordWrap=True)
        self.done = QPushButton(objectName="lesson_done")
        give_key(self.done, tr("Done"), Qt.Key.Key_Escape)
        self.done.clicked.connect(self.done_clicked)
        self.done.hide()
        texts = QVBoxLayout()
        for label in (self.heading, self.text, self.do):
            texts.addWidget(label)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addLayout(texts, 1)
        layout.addWidget(self.done)
        self._turn: tuple[Observation, Action] | None = None
        self._check: CoachCheck | None = None  # the measure's values of this turn, once come
        self._tried: Action | None = None  # the last move refused at this turn

    def show_turn(self, observation: Observation, move: Action) -> None:
        """The person's turn: this step, and the move asked for with its reasons."""
        heading, text = step_words(observation)
        self.heading.setText(heading)
        self.text.setText(text)
        self._turn = (observation, move)
        self._check = None
        self._tried = None
        self._show_do()

    def show_checked(self, check: CoachCheck) -> None:
        """The measure's values of the turn have come: the move's reasons (and a refused
        move's) say what they show (the line is left alone if the turn has moved on)."""
        if self._turn is None or self._turn[0] != check.observation:
            return
        self._check = check
        self._show_do()

    def show_refused(self, refused: ActionRefused) -> None:
        """Another move than the lesson's: say why it is not the lesson's, and ask again."""
        tried = refused.params.get("tried")
        if refused.code == "lesson" and self._turn is not None and tried is not None:
            self._tried = tried
            self._show_do()

    def turn_over(self) -> None:
        """The person's move is made: what was said of this turn goes."""
        self._turn = None
        self._tried = None
        self.do.setText("")

    def _show_do(self) -> None:
        observation, move = self._turn
        asked = do_text(observation, move, self._check)
        if self._tried is not None:
            refusal = refused_text(observation, self._tried, move, self._check)
            asked = f"{refusal}\n{asked}"
        self.do.setText(asked)

    def show_end(self, report: HandReport, rules: RuleSet, team: int) -> None:
        """The hand is scored: the contract made or set, and each point, whose it is."""
        self.heading.setText(tr("The hand is scored"))
        self.text.setText(end_text(report, team))
        self._turn = None
        self.do.setText("\n".join(end_lines(report, rules, team)))
        self.done.show()

"""The coach's line above the bar (Settings > Practice): a held move, what it costs and
what the search prefers, with Play anyway (A) and Choose again (Escape); the table keeps
the keyboard, so another move can be made by keys at once. The move waits; the table goes
on as soon as the person answers. A move made before the coach's check has come waits for
it: the line says "Checking…" at once, with Choose again to take the move back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from ...app.language import tr
from ...app.practice.coach import CoachWarning
from ..seat_names import number
from ..turn.button_keys import give_key
from ..turn.explanations import clause_text, hint_text
from ..turn.human_turn import HumanTurn

SAID_BY_THE_COST = frozenset({"costs", "better_cards"})  # the line says these itself


def warning_text(warning: CoachWarning) -> str:
    """One line: what the held move costs and does, and the search's move and why: "This
    move gives away about 1.1 points (it lets the trick go, though A♠ would take it);
    better: Play A♠: it takes the trick; ..."."""
    cost, better = number(warning.cost, 1), hint_text(warning.better)
    move = warning.move
    why = [] if move is None else [
        clause_text(r.code, r.params) for r in move.reasons if r.code not in SAID_BY_THE_COST
    ]  # fmt: skip
    if not why:
        return tr("This move gives away about {cost} points; better: {better}").format(
            cost=cost, better=better
        )
    text = tr("This move gives away about {cost} points ({why}); better: {better}")
    return text.format(cost=cost, why=tr("; ").join(why), better=better)


class CoachLine(QFrame):
    """Shown while a move is held or waits for the check; hidden once the person answers,
    the waiting move goes, or the turn moves on."""

    def __init__(self, turn: HumanTurn) -> None:
        super().__init__(objectName="coach_line")
        self.turn = turn
        self.warning: CoachWarning | None = None
        self.setStyleSheet("#coach_line { background: #fff4c2; }")
        self.text = QLabel(textFormat=Qt.TextFormat.PlainText, wordWrap=True)
        self.text.setAccessibleName(tr("Coach"))
        self.anyway = QPushButton(objectName="coach_anyway")
        self.again = QPushButton(objectName="coach_again")
        give_key(self.anyway, tr("Play anyway"), "A")
        give_key(self.again, tr("Choose again"), Qt.Key.Key_Escape)
        self.anyway.clicked.connect(self.play_anyway)
        self.again.clicked.connect(self.choose_again)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.anyway)
        layout.addWidget(self.again)
        self.hide()
        coach = turn.controller.coach
        coach.held.connect(self.show_warning)
        coach.waiting.connect(self.show_checking)
        turn.controller.person_sees.connect(lambda _seen: self._hide())

    def show_checking(self, _action: object) -> None:
        """A move waits for the check: it goes, or is held, once the check has come."""
        self.warning = None
        self.text.setText(tr("Checking…"))
        self.anyway.hide()
        self.show()

    def show_warning(self, warning: CoachWarning) -> None:
        self.warning = warning
        self.text.setText(warning_text(warning))
        self.anyway.show()
        self.show()

    def play_anyway(self) -> None:
        warning, self.warning = self.warning, None
        self.hide()
        if warning is not None:
            self.turn.submit_anyway(warning.action)

    def choose_again(self) -> None:
        """The held move is left, or the waiting one taken back: the person chooses again."""
        self.turn.withdraw()
        self._hide()

    def _hide(self) -> None:
        self.warning = None
        self.hide()

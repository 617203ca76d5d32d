"""Review: the person's decisions of a hand, one at a time, each with what they did and
what the search prefers (what the choice is worth against the best, in points), a mark on
the mistakes, a short reason, the open-cards line where it differs, and for a card the
trick so far on a small table. The review runs in its own
process with a progress bar and can be cancelled; the table goes on meanwhile."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...app.computers.child_jobs import ReviewedHand
from ...app.language import tr
from ...app.review.runner import ReviewRunner
from ...app.review.trick_at import trick_before
from ..seat_names import number
from ..table.card_pixmaps import CardPixmaps
from ..turn.explanations import action_text
from .red_suits import RedSuitsDelegate, red_suits_html
from .review_words import decision_text, value_tip
from .trick_picture import TrickPicture

MISTAKE = "✗"
GOOD = "✓"


class ReviewDialog(QDialog):
    """Runs the review of ``record`` for ``seat`` and shows it, decision by decision; a
    review already made (``reviewed``, by the background reviews) is shown at once."""

    def __init__(
        self,
        record: dict,
        seat: int = 0,
        parent: QWidget | None = None,
        reviewed: ReviewedHand | None = None,
        pixmaps: CardPixmaps | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Review"))
        self.resize(820, 500)
        self.record = record
        self.reviewed: ReviewedHand | None = None
        self.runner = ReviewRunner(self)
        self.progress = QProgressBar()
        self.progress.setFormat(tr("Reviewing… %v of %m decisions"))
        self.cancel_button = QPushButton(tr("Cancel"), clicked=self.runner.cancel)
        self.total = QLabel(tr("Your decisions are being reviewed."))
        self.list = QListWidget()
        self.list.setItemDelegate(RedSuitsDelegate(self.list))
        self.list.currentRowChanged.connect(self._show_decision)
        self.detail = QLabel(wordWrap=True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.detail.setToolTip(value_tip())
        self.trick = TrickPicture(pixmaps or CardPixmaps())
        self.previous = QPushButton(tr("◀ Previous"), clicked=lambda: self._step(-1))
        self.next = QPushButton(tr("Next ▶"), clicked=lambda: self._step(1))
        running = QHBoxLayout()
        running.addWidget(self.progress, 1)
        running.addWidget(self.cancel_button)
        steps = QHBoxLayout()
        steps.addWidget(self.previous)
        steps.addWidget(self.next)
        steps.addStretch(1)
        close = QPushButton(tr("Close"), clicked=self.reject)
        steps.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(running)
        layout.addWidget(self.total)
        body = QHBoxLayout()
        body.addWidget(self.list, 1)
        shown = QVBoxLayout()
        shown.addWidget(self.trick, 0, Qt.AlignmentFlag.AlignHCenter)
        shown.addWidget(self.detail, 1)
        body.addLayout(shown, 1)
        layout.addLayout(body, 1)
        layout.addLayout(steps)
        self.runner.progress.connect(self._on_progress)
        self.runner.finished.connect(self.show_review)
        self.runner.failed.connect(self._on_failed)
        self.runner.cancelled.connect(self._on_cancelled)
        self.finished.connect(lambda _result: self.runner.stop())
        self._set_stepping(False)
        if reviewed is not None:
            self.show_review(reviewed)
        else:
            self.runner.start(record, seat)

    # ------------------------------------------------------------------ while it runs
    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setMaximum(total)
        self.progress.setValue(done)

    def _on_failed(self, message: str) -> None:
        self._stopped(tr("The review could not be made: {e}").format(e=message))

    def _on_cancelled(self) -> None:
        self._stopped(tr("The review was cancelled."))

    def _stopped(self, text: str) -> None:
        self.progress.hide()
        self.cancel_button.hide()
        self.total.setText(text)

    # ------------------------------------------------------------------ the result
    def show_review(self, reviewed: ReviewedHand) -> None:
        """List the decisions, mistakes marked; the first is shown."""
        self.reviewed = reviewed
        self.progress.hide()
        self.cancel_button.hide()
        self.total.setText(
            tr("Total cost of your decisions: {cost} points; mistakes: {n}").format(
                cost=number(reviewed.total_cost, 2), n=reviewed.mistakes
            )
        )
        self.list.clear()
        for decision in reviewed.decisions:
            mark = MISTAKE if decision.mistake else GOOD
            self.list.addItem(f"{mark} {action_text(decision.chosen)}")
        self._set_stepping(bool(reviewed.decisions))
        if reviewed.decisions:
            self.list.setCurrentRow(0)
        else:
            self.detail.setText(tr("You made no decision in this hand."))

    def _show_decision(self, row: int) -> None:
        if self.reviewed is None or not 0 <= row < len(self.reviewed.decisions):
            return
        decision = self.reviewed.decisions[row]
        self.detail.setText(red_suits_html(decision_text(decision)))
        self.trick.show_trick(trick_before(self.record, decision.step))
        self.previous.setEnabled(row > 0)
        self.next.setEnabled(row < len(self.reviewed.decisions) - 1)

    def _step(self, step: int) -> None:
        self.list.setCurrentRow(self.list.currentRow() + step)

    def _set_stepping(self, enabled: bool) -> None:
        self.previous.setEnabled(enabled)
        self.next.setEnabled(enabled)

"""The computers' reasons, after the hand: each computer's bid or pass, trump, exchange and
discard with the estimate it acted on, in plain words. They are worked out in the review's
child process (app.review.runner), so the table never waits; during play they stay hidden,
since they tell what the computers hold (unless the practice setting says otherwise)."""

from __future__ import annotations

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

from ...app.language import tr
from ...app.review.hand_reasons import PlayedHand, reasons_for_table
from ...app.review.runner import ReviewRunner
from .reasons_text import reason_text
from .red_suits import RedSuitsDelegate


class ReasonsDialog(QDialog):
    """Works out and lists the computers' reasons in ``played``."""

    def __init__(self, played: PlayedHand, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Computers' reasons"))
        self.resize(720, 480)
        self.players = len(played.levels)
        self.reasons: tuple | None = None  # ai.review.reasons.Reasons, once worked out
        self.runner = ReviewRunner(self)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # busy: a fraction of a second to a few seconds
        self.cancel_button = QPushButton(tr("Cancel"), clicked=self.runner.cancel)
        self.status = QLabel(tr("The computers' reasons are being worked out."))
        self.status.setWordWrap(True)
        self.list = QListWidget(wordWrap=True)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)  # wrapped again when resized
        self.list.setItemDelegate(RedSuitsDelegate(self.list))  # hearts and diamonds in red
        running = QHBoxLayout()
        running.addWidget(self.progress, 1)
        running.addWidget(self.cancel_button)
        close = QPushButton(tr("Close"), clicked=self.reject)
        closing = QHBoxLayout()
        closing.addStretch(1)
        closing.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(running)
        layout.addWidget(self.status)
        layout.addWidget(self.list, 1)
        layout.addLayout(closing)
        self.runner.finished.connect(self.show_reasons)
        self.runner.failed.connect(
            lambda message: self._stopped(
                tr("The computers' reasons could not be worked out: {e}").format(e=message)
            )
        )
        self.runner.cancelled.connect(
            lambda: self._stopped(tr("Working out the computers' reasons was cancelled."))
        )
        self.finished.connect(lambda _result: self.runner.stop())
        self.runner.run(reasons_for_table, played)

    def show_reasons(self, reasons: tuple) -> None:
        """One entry per computer decision, in the order they were made."""
        self.reasons = reasons
        self._stopped(
            tr("Why each computer bid, named trump and kept its cards, as it saw the hand then.")
            if reasons
            else tr("No computer made a bid, trump, exchange or discard in this hand.")
        )
        self.list.clear()
        for found in reasons:
            self.list.addItem(reason_text(found, self.players))

    def _stopped(self, text: str) -> None:
        self.progress.hide()
        self.cancel_button.hide()
        self.status.setText(text)

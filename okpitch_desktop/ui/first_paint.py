"""Work that waits until the table has been painted once.

The person sees the dealt table first; the statistics database, the hand history and the
start-up messages follow right after (the start-up benchmark counts to the first paint).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class AfterFirstPaint(QObject):
    """Runs callbacks from the event loop once ``widget`` has been painted."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.widget = widget
        self.painted = False
        self._waiting: list[Callable[[], object]] = []
        widget.installEventFilter(self)

    def then(self, callback: Callable[[], object]) -> None:
        """Call ``callback`` once the widget has been painted, in the order asked; soon if
        it already was, or if it is not shown (then no paint would come)."""
        if self.painted or not self.widget.isVisible():
            QTimer.singleShot(0, callback)
        else:
            self._waiting.append(callback)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            watched.removeEventFilter(self)
            waiting, self._waiting = self._waiting, []
            for callback in waiting:
                QTimer.singleShot(0, callback)
        return False

"""A word-wrapped label that is never clipped: Qt lays a form's rows out from each label's
one-line size hint, so a note that wraps to a second line at the width it is given would be
cut (the help under Settings' "Trick pause"); this one asks for the height its lines need
at its width each time the width changes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


class WrappedLabel(QLabel):
    """Plain text on as many lines as its width needs, all of them shown."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        needed = self.heightForWidth(event.size().width())
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)  # the layout gives the row this much next time

"""The view that shows the table scene at the window's size and takes the game's keys."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from ...app.language import tr
from ..turn.keyboard import KeyboardPlay
from .scene import TableScene


class TableView(QGraphicsView):
    """Shows the scene at exactly the window's size; the scene lays itself out again.
    It takes the game's keys first (arrows would otherwise scroll)."""

    def __init__(self, scene: TableScene, keys: KeyboardPlay) -> None:
        super().__init__(scene)
        # A viewport of our own, the same plain widget Qt would make: asking Qt for the one it
        # made (viewport()) first makes PySide6 create every QtWidgets type and enum it has not
        # made yet, some 10 ms of processor time before the first paint.
        self.setViewport(QWidget())
        self.keys = keys
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(tr("Card table"))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(self.renderHints() | self.renderHints().Antialiasing)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        size = self.viewport().size()
        self.scene().resize_table(size.width(), size.height(), self.devicePixelRatioF())
        self.setSceneRect(0, 0, size.width(), size.height())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """Escape puts the last trick away first; then the game's keys."""
        shown = self.scene().last_trick_view
        if event.key() == Qt.Key.Key_Escape and shown.shown:
            shown.hide()
            return
        if not self.keys.handle(event):
            super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """Letting go of the last trick's key (L) puts the trick away."""
        shown = self.scene().last_trick_view
        if event.key() == Qt.Key.Key_L and not event.isAutoRepeat() and shown.shown:
            shown.hide()
        super().keyReleaseEvent(event)
